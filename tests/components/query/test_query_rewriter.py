"""QueryRewriter: a weakly supported question is searched again as the LLM's rewrites, fused by confidence."""

import pytest
from haystack import Document

from rulebook.components.generators.groq_chat_generator import FAST_MODEL
from rulebook.components.query.query_rewriter import QueryRewriter, parse_rewrites, reciprocal_rank_fusion
from tests.helpers import DUMMY_KEY, RECORDS, SEALS


def fake_search(results: dict[str, tuple[list[Document], float]]):
    calls: list[str] = []

    def search(query: str, filters: dict | None) -> dict:
        calls.append(query)
        search.filters.append(filters)
        docs, confidence = results.get(query, ([], 0.0))
        return {"documents": docs, "confidence": confidence}

    search.calls = calls
    search.filters = []
    return search


class TestQueryRewriter:
    def test_init_default(self):
        rewriter = QueryRewriter()
        assert (rewriter.model, rewriter.max_rewrites, rewriter.enabled) == ("llama-3.3-70b-versatile", 3, True)

    def test_init_with_parameters(self):
        rewriter = QueryRewriter(model=FAST_MODEL, max_rewrites=2, enabled=False, timeout=5.0, floor=0.2)
        assert (rewriter.model, rewriter.max_rewrites, rewriter.enabled, rewriter.timeout, rewriter.floor) == (
            FAST_MODEL,
            2,
            False,
            5.0,
            0.2,
        )
        with pytest.raises(ValueError, match="max_rewrites"):
            QueryRewriter(max_rewrites=4)
        with pytest.raises(ValueError, match="floor"):
            QueryRewriter(floor=1.5)

    def test_to_dict(self):
        assert QueryRewriter(max_rewrites=2).to_dict() == {
            "type": "rulebook.components.query.query_rewriter.QueryRewriter",
            "init_parameters": {
                "api_key": {"type": "env_var", "env_vars": ["GROQ_API_KEY"], "strict": False},
                "model": "llama-3.3-70b-versatile",
                "api_base_url": "https://api.groq.com/openai/v1",
                "timeout": 30.0,
                "max_retries": 3,
                "max_rewrites": 2,
                "enabled": True,
                "floor": 0.0,
            },
        }

    def test_from_dict_round_trip(self):
        rewriter = QueryRewriter(model=FAST_MODEL, max_rewrites=1)
        assert QueryRewriter.from_dict(rewriter.to_dict()).to_dict() == rewriter.to_dict()

    def test_confident_retrieval_is_not_rewritten(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        search = fake_search({})
        out = QueryRewriter(api_base_url=server.base_url).run(
            query="q", documents=[SEALS], confidence=0.8, min_confidence=0.5, search=search
        )
        assert out == {"documents": [SEALS], "confidence": 0.8, "rewrites": []}
        assert server.hits == 0 and search.calls == []

    def test_hopeless_retrieval_below_the_floor_is_not_rewritten(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        search = fake_search({})
        out = QueryRewriter(api_base_url=server.base_url, floor=0.2).run(
            query="q", documents=[SEALS], confidence=0.1, min_confidence=0.5, search=search
        )
        assert out["rewrites"] == [] and server.hits == 0 and search.calls == []

    def test_off_without_an_llm(self, monkeypatch, server):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        search = fake_search({})
        out = QueryRewriter(api_base_url=server.base_url).run(
            query="q", documents=[SEALS], confidence=0.1, min_confidence=0.5, search=search
        )
        assert out["rewrites"] == [] and server.hits == 0 and search.calls == []

    def test_low_confidence_searches_at_most_three_rewrites_and_fuses_them(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(
            reply='1. seal integrity tank car\n2. shipping paper retention\n3. "records retention period"\n4. extra one'
        )
        search = fake_search({"shipping paper retention": ([RECORDS], 0.7), "seal integrity tank car": ([SEALS], 0.4)})
        chosen = {"field": "meta.file_name", "operator": "in", "value": ["hazmat.pdf"]}
        out = QueryRewriter(api_base_url=server.base_url).run(
            query="how long do we keep the paperwork",
            documents=[SEALS],
            confidence=0.2,
            min_confidence=0.5,
            search=search,
            filters=chosen,
        )
        assert out["rewrites"] == ["seal integrity tank car", "shipping paper retention", "records retention period"]
        assert search.calls == out["rewrites"] and server.hits == 1
        # Each rewrite is searched with the filters the question chose.
        assert search.filters == [chosen] * 3
        # As many passages as given, fused with each ranking weighted by its confidence: the best-supported leads.
        assert [d.id for d in out["documents"]] == [RECORDS.id]
        assert out["confidence"] == 0.7
        prompt = server.requests[0]["body"]["messages"]
        assert "10.3 Seals" in prompt[1]["content"] and "how long do we keep the paperwork" in prompt[1]["content"]

    def test_parse_rewrites_drops_numbering_duplicates_and_the_question(self):
        assert parse_rewrites("Queries:\n1) a b c\n- A B C\n* the question\nd e f", "The question", 3) == [
            "a b c",
            "d e f",
        ]

    def test_reciprocal_rank_fusion(self):
        a, b, c = (Document(id=i, content=i) for i in "abc")
        fused = reciprocal_rank_fusion([[a, b], [b, c], [b]], top_k=2)
        assert [d.id for d in fused] == ["b", "a"]
        assert [d.id for d in reciprocal_rank_fusion([[a, b], [c]], top_k=3, weights=[0.1, 0.9])] == ["c", "a", "b"]
