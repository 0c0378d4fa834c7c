"""
Issue 5 and issue 2's Groq path: the generation part of the query graph, against a local OpenAI-compatible
server (tests/fake_llm_server.py) and the real FRA Hazmat manual indexed once per session (tests/conftest.py).

No test reaches the internet or needs a Groq key: the key is a dummy and the base URL points at 127.0.0.1.
"""

import logging
import re
import socket
import time

import pytest
from haystack import Document
from haystack.dataclasses import ChatMessage, StreamingChunk
from haystack.utils import Secret

from rulebook.citations import cited_numbers, split_claims
from rulebook.components.validators.citation_checker import CitationChecker
from rulebook.components.builders.cited_answer_builder import REFUSAL, CitedAnswerBuilder
from rulebook.components.rankers.evidence_scorer import EvidenceScorer, anchors, names
from rulebook.components.generators.extractive_fallback import ExtractiveFallback
from rulebook.components.generators.groq_chat_generator import FAST_MODEL, GroqChatGenerator
from rulebook.components.validators.numeric_claim_checker import NumericClaimChecker, quantities
from rulebook.components.query.query_rewriter import QueryRewriter, parse_rewrites, reciprocal_rank_fusion
from rulebook.engine import Rulebook, UnknownArticleError, UnknownVersionError, article_matches, version_matches
from rulebook.settings import PROJECT_ROOT
from tests.conftest import HAZMAT_PDF
from tests.fake_llm_server import FakeLLMServer, passages_in

HAZMAT = HAZMAT_PDF.name
DUMMY_KEY = "gsk_test_dummy_key_0123456789"
QUESTION = "Who has the authority to inspect records and facilities related to hazardous materials transportation?"
OFF_TOPIC = "What is the offside rule in association football?"
FAR_OFF = "How do I bake sourdough bread?"


# -- fixtures ------------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def llm_server():
    with FakeLLMServer() as server:
        yield server


@pytest.fixture()
def server(llm_server):
    llm_server.reset(reply=cite_first_sentences)
    yield llm_server
    llm_server.reset()


@pytest.fixture(scope="module")
def llm_book(hazmat_book, llm_server):
    """The session's indexed Hazmat manual, asked through the fake LLM (timeout 1 s, one retry)."""
    mp = pytest.MonkeyPatch()
    mp.setenv("GROQ_API_KEY", DUMMY_KEY)
    settings = hazmat_book.settings.with_values(llm_base_url=llm_server.base_url, llm_timeout_s=1.0, llm_max_retries=1)
    yield Rulebook(settings)
    mp.undo()


def cite_first_sentences(body: dict) -> str:
    """A well-behaved model: the first sentence of passages 1 and 2, each cited."""
    passages = passages_in(body)
    out = []
    for n in sorted(passages)[:2]:
        content = passages[n].split("\n", 1)[1]
        sentence = re.split(r"(?<=[.;])\s", " ".join(content.split()), maxsplit=1)[0]
        out.append(f"{sentence} [{n}]")
    return " ".join(out) or "The indexed documents do not say."


def passage(text: str, page: int = 12, article: str | None = "10.3", title: str | None = "Seals", **meta) -> Document:
    return Document(
        content=text,
        meta={"file_name": HAZMAT, "page_start": page, "page_end": page, "article": article, "article_title": title, **meta},
    )


SEALS = passage("Seals on tank cars must be intact. The shipper applies them before the car is offered.", page=12)
RECORDS = passage("Shipping papers must be retained for 375 days after the date of shipment.", page=14, article="10.4", title="Records")


def reply(text: str) -> list[ChatMessage]:
    return [ChatMessage.from_assistant(text)]


# -- GroqChatGenerator ---------------------------------------------------------------------------------------------
class TestGroqChatGenerator:
    def test_init_default(self, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        llm = GroqChatGenerator()
        assert llm.model == "llama-3.3-70b-versatile"
        assert llm.api_base_url == "https://api.groq.com/openai/v1"
        assert llm.generation_kwargs == {"temperature": 0}
        assert (llm.timeout, llm.max_retries) == (30.0, 3)
        assert not llm.available

    def test_init_with_parameters(self):
        llm = GroqChatGenerator(
            api_key=Secret.from_env_var("MY_GROQ_KEY", strict=False), model=FAST_MODEL, api_base_url="http://127.0.0.1:1/v1",
            generation_kwargs={"max_completion_tokens": 50}, timeout=5.0, max_retries=0,
        )
        assert llm.model == "llama-3.1-8b-instant"
        assert llm.generation_kwargs == {"temperature": 0, "max_completion_tokens": 50}
        assert (llm.timeout, llm.max_retries) == (5.0, 0)

    @pytest.mark.parametrize("kwargs,match", [({"model": " "}, "model"), ({"timeout": 0}, "timeout"), ({"max_retries": -1}, "max_retries")])
    def test_init_rejects_bad_values(self, kwargs, match):
        with pytest.raises(ValueError, match=match):
            GroqChatGenerator(**kwargs)

    def test_to_dict(self):
        data = GroqChatGenerator(model=FAST_MODEL, timeout=10.0).to_dict()
        assert data == {
            "type": "rulebook.components.generators.groq_chat_generator.GroqChatGenerator",
            "init_parameters": {
                "model": "llama-3.1-8b-instant",
                "streaming_callback": None,
                "api_base_url": "https://api.groq.com/openai/v1",
                "organization": None,
                "generation_kwargs": {"temperature": 0},
                "api_key": {"type": "env_var", "env_vars": ["GROQ_API_KEY"], "strict": False},
                "timeout": 10.0,
                "max_retries": 3,
                "tools": None,
                "tools_strict": False,
                "http_client_kwargs": None,
            },
        }

    def test_from_dict_round_trip(self):
        llm = GroqChatGenerator(model=FAST_MODEL, timeout=10.0, max_retries=1)
        again = GroqChatGenerator.from_dict(llm.to_dict())
        assert again.to_dict() == llm.to_dict()

    def test_a_plain_token_key_is_never_serialised(self):
        with pytest.raises(ValueError):
            GroqChatGenerator(api_key=Secret.from_token(DUMMY_KEY)).to_dict()

    def test_no_key_is_an_error_not_a_request(self, monkeypatch, server):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        out = GroqChatGenerator(api_base_url=server.base_url).run(reply("hi"))
        assert out == {"replies": [], "error": "no LLM configured (GROQ_API_KEY is not set)"}
        assert server.hits == 0

    def test_normal_reply(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(reply="Inspectors may enter [1].")
        out = GroqChatGenerator(api_base_url=server.base_url, model=FAST_MODEL).run([ChatMessage.from_user("Who?")])
        assert out["error"] is None and out["replies"][0].text == "Inspectors may enter [1]."
        request = server.requests[0]
        assert request["body"]["model"] == "llama-3.1-8b-instant" and request["body"]["temperature"] == 0
        assert request["headers"]["authorization"] == f"Bearer {DUMMY_KEY}"

    def test_streamed_reply(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        text = "Seals must be intact [1]. Papers are kept for 375 days [2]."
        server.reset(reply=text)
        chunks: list[StreamingChunk] = []
        out = GroqChatGenerator(api_base_url=server.base_url).run([ChatMessage.from_user("q")], streaming_callback=chunks.append)
        assert server.requests[0]["body"]["stream"] is True
        assert len([c for c in chunks if c.content]) > 3
        assert "".join(c.content for c in chunks) == text == out["replies"][0].text

    def test_429_is_retried_after_retry_after_then_succeeds(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("status", 429, {"Retry-After": "0.4"})], reply="ok [1].")
        out = GroqChatGenerator(api_base_url=server.base_url, max_retries=2).run(reply("q"))
        assert out["replies"][0].text == "ok [1]." and server.hits == 2
        gap = server.requests[1]["at"] - server.requests[0]["at"]
        assert 0.4 <= gap < 1.5, gap  # the server's Retry-After, not the client's own schedule

    def test_5xx_backs_off_exponentially(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("status", 503), ("status", 502)], reply="ok [1].")
        out = GroqChatGenerator(api_base_url=server.base_url, max_retries=2).run(reply("q"))
        assert out["error"] is None and server.hits == 3
        first, second = (server.requests[i + 1]["at"] - server.requests[i]["at"] for i in range(2))
        # 0.5 s then 1 s, each minus up to 25 % jitter.
        assert 0.37 <= first < 0.9 and 0.75 <= second < 1.5 and second > first

    def test_timeout_becomes_an_error(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("sleep", 1.5)])
        start = time.monotonic()
        out = GroqChatGenerator(api_base_url=server.base_url, timeout=0.5, max_retries=0).run(reply("q"))
        assert out["replies"] == [] and "timed out" in out["error"].lower()
        assert time.monotonic() - start < 1.4

    def test_unreachable_server_becomes_an_error(self, monkeypatch):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        out = GroqChatGenerator(api_base_url=f"http://127.0.0.1:{port}/v1", max_retries=0).run(reply("q"))
        assert out["replies"] == [] and out["error"].startswith("LLM unavailable (APIConnectionError")

    def test_key_is_never_logged(self, monkeypatch, server, caplog):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("status", 401), ("status", 500)])
        with caplog.at_level(logging.DEBUG):
            out = GroqChatGenerator(api_base_url=server.base_url, max_retries=0).run(reply("q"))
            GroqChatGenerator(api_base_url=server.base_url, max_retries=0).run(reply("q"))
        assert out["replies"] == [] and "401" in out["error"]
        assert caplog.records and DUMMY_KEY not in caplog.text and DUMMY_KEY not in out["error"]


# -- CitationChecker -----------------------------------------------------------------------------------------------
class TestCitationChecker:
    def test_init_default(self):
        assert CitationChecker().min_words == 3

    def test_init_with_parameters(self):
        assert CitationChecker(min_words=5).min_words == 5
        with pytest.raises(ValueError, match="min_words"):
            CitationChecker(min_words=0)

    def test_to_dict(self):
        assert CitationChecker(min_words=4).to_dict() == {
            "type": "rulebook.components.validators.citation_checker.CitationChecker",
            "init_parameters": {"min_words": 4},
        }

    def test_from_dict_round_trip(self):
        assert CitationChecker.from_dict(CitationChecker(min_words=4).to_dict()).min_words == 4

    def test_citations_resolve_to_document_page_article_and_exact_text(self):
        out = CitationChecker().run(reply("Seals must be intact [1]. Papers are kept 375 days [2]."), [SEALS, RECORDS])
        assert [(c["n"], c["doc"], c["page"], c["article"], c["text"]) for c in out["citations"]] == [
            (1, HAZMAT, 12, "10.3", SEALS.content),
            (2, HAZMAT, 14, "10.4", RECORDS.content),
        ]
        assert out["report"]["warnings"] == []

    def test_invalid_citation_is_flagged(self):
        out = CitationChecker().run(reply("Seals must be intact [1][4]. Cars may move [0]."), [SEALS, RECORDS])
        assert out["report"]["invalid_citations"] == [4, 0]
        assert [c["n"] for c in out["citations"]] == [1]
        assert "citation [4] refers to no passage (there are 2)" in out["report"]["warnings"]
        assert out["report"]["uncited_sentences"] == ["Cars may move [0]."]

    def test_sentence_without_citation_is_flagged(self):
        text = "Seals must be intact [1]. The shipper is always liable for everything. Papers are kept 375 days. [2]"
        report = CitationChecker().run(reply(text), [SEALS, RECORDS])["report"]
        assert report["uncited_sentences"] == ["The shipper is always liable for everything."]
        assert report["claims"] == 3

    def test_split_claims_keeps_abbreviations_lists_and_trailing_citations_together(self):
        text = "Under 49 C.F.R. Part 174, e.g. tank cars, seals apply [1].\nKey points:\n- Papers kept 375 days [2]\n- No. 5 rule applies to all cars [1, 2]"
        claims = split_claims(text)
        assert [c.citations for c in claims] == [(1,), (2,), (1, 2)]
        assert claims[0].text.startswith("Under 49 C.F.R. Part 174")

    def test_cited_numbers_reads_lists_and_ranges(self):
        assert cited_numbers("a [2] b [1, 3] c [4-5] d [2]") == [2, 1, 3, 4, 5]

    def test_empty_reply_gives_an_empty_report(self):
        out = CitationChecker().run([], [SEALS])
        assert out["citations"] == [] and out["report"]["claims"] == 0


# -- NumericClaimChecker -------------------------------------------------------------------------------------------
class TestNumericClaimChecker:
    def test_init_default(self):
        assert NumericClaimChecker().min_words == 3

    def test_init_with_parameters(self):
        assert NumericClaimChecker(min_words=2).min_words == 2
        with pytest.raises(ValueError, match="min_words"):
            NumericClaimChecker(min_words=0)

    def test_to_dict(self):
        assert NumericClaimChecker().to_dict() == {
            "type": "rulebook.components.validators.numeric_claim_checker.NumericClaimChecker",
            "init_parameters": {"min_words": 3},
        }

    def test_from_dict_round_trip(self):
        assert NumericClaimChecker.from_dict(NumericClaimChecker(min_words=2).to_dict()).min_words == 2

    def test_planted_wrong_number_is_warned(self):
        report = NumericClaimChecker().run(reply("Shipping papers must be retained for 365 days [2]."), [SEALS, RECORDS])["report"]
        assert report["warnings"] == ['number not in the cited passages: "365 days" (cites [2])']

    def test_right_number_in_another_passage_is_still_a_warning(self):
        report = NumericClaimChecker().run(reply("Shipping papers must be retained for 375 days [1]."), [SEALS, RECORDS])["report"]
        assert len(report["unsupported"]) == 1 and report["unsupported"][0]["cites"] == [1]

    def test_wrong_unit_is_warned_and_right_ones_pass(self):
        docs = [passage("Notify the NRC within ninety (90) days; the fee is USD 1,500 and the limit 30 km/h.")]
        ok = NumericClaimChecker().run(reply("Notify within 90 days, pay $1,500 and drive at 30 km/h [1]."), docs)["report"]
        assert ok["warnings"] == [] and ok["numbers"] == 3
        bad = NumericClaimChecker().run(reply("Notify the NRC within 90 minutes [1]."), docs)["report"]
        assert [u["text"] for u in bad["unsupported"]] == ["90 minutes"]

    def test_ids_and_citations_are_not_numbers(self):
        assert [q.value for q in quantities("Article B7.2.1 and 11.2.2 apply, see § 214.7")] == [214.7]

    def test_uncited_sentence_is_checked_against_every_cited_passage(self):
        report = NumericClaimChecker().run(reply("Seals must be intact [1]. Papers are kept 375 days."), [SEALS, RECORDS])["report"]
        assert report["warnings"] == ['number not in the cited passages: "375 days" (cites [1])']


# -- ExtractiveFallback --------------------------------------------------------------------------------------------
class TestExtractiveFallback:
    def test_init_default(self):
        fallback = ExtractiveFallback()
        assert (fallback.max_sentences, fallback.max_sentences_per_passage) == (3, 2)

    def test_init_with_parameters(self):
        assert ExtractiveFallback(max_sentences=5, max_sentences_per_passage=1).max_sentences == 5
        with pytest.raises(ValueError, match="max_sentences"):
            ExtractiveFallback(max_sentences=0)

    def test_to_dict(self):
        assert ExtractiveFallback(max_sentences=4).to_dict() == {
            "type": "rulebook.components.generators.extractive_fallback.ExtractiveFallback",
            "init_parameters": {"max_sentences": 4, "max_sentences_per_passage": 2},
        }

    def test_from_dict_round_trip(self):
        again = ExtractiveFallback.from_dict(ExtractiveFallback(max_sentences=4).to_dict())
        assert (again.max_sentences, again.max_sentences_per_passage) == (4, 2)

    def test_llm_reply_passes_through_as_generative(self):
        out = ExtractiveFallback().run(query="q", documents=[SEALS], replies=reply("Seals are intact [1]."))
        message = out["replies"][0]
        assert message.text == "Seals are intact [1]." and message.meta["mode"] == "generative"

    def test_no_reply_quotes_the_passages_with_a_notice(self):
        out = ExtractiveFallback().run(
            query="How long are shipping papers retained?", documents=[SEALS, RECORDS], replies=[], generator_error="LLM unavailable (x)"
        )
        message = out["replies"][0]
        assert message.meta["mode"] == "extractive" and "LLM unavailable (x)" in message.meta["notice"]
        assert "Shipping papers must be retained for 375 days after the date of shipment. [2]" in message.text


    def test_the_splitters_heading_line_is_not_quoted_and_abbreviations_do_not_end_sentences(self):
        doc = passage("§ 214.7 Definitions (cont.)\nFoul time is a method under 49 C.F.R. Part 214 of establishing working limits. Other text.", article="§ 214.7")
        out = ExtractiveFallback(max_sentences=1).run(query="What is foul time?", documents=[doc], replies=[])
        assert out["replies"][0].text == "Foul time is a method under 49 C.F.R. Part 214 of establishing working limits. [1]"
        report = CitationChecker().run(out["replies"], [doc])["report"]
        assert report["uncited_sentences"] == [] and report["claims"] == 1


    def test_article_headings_inside_a_packed_chunk_are_not_quoted(self, hazmat_book):
        # The Hazmat manual's "CHAPTER 9 – SECURITY SEAL" chunk also holds article 9.1, whose heading line
        # ("9.1 Authority") used to open the quoted sentence.
        chunk = next(d for d in hazmat_book.store.filter_documents() if d.meta.get("articles") == ["Chapter 9", "9.1"])
        headings = chunk.content.split("\n")[:2]
        assert headings[0].upper().startswith("CHAPTER 9") and headings[1].startswith("9.1")
        out = ExtractiveFallback(max_sentences=2).run(
            query="Who may inspect records related to railroad safety?", documents=[chunk], replies=[]
        )
        text = out["replies"][0].text
        assert text.startswith("Federal law authorizes FRA inspectors") and "9.1 Authority" not in text
        assert "SECURITY SEAL" not in text.upper().split("[1]")[0]
        report = CitationChecker().run(out["replies"], [chunk])["report"]
        assert report["uncited_sentences"] == [] and report["invalid_citations"] == []


# -- CitedAnswerBuilder --------------------------------------------------------------------------------------------
class TestCitedAnswerBuilder:
    def test_init_default(self):
        assert CitedAnswerBuilder().max_sentences == 3

    def test_init_with_parameters(self):
        assert CitedAnswerBuilder(max_sentences=2, max_sentences_per_passage=1).max_sentences_per_passage == 1
        with pytest.raises(ValueError):
            CitedAnswerBuilder(max_sentences_per_passage=0)

    def test_to_dict(self):
        assert CitedAnswerBuilder().to_dict() == {
            "type": "rulebook.components.builders.cited_answer_builder.CitedAnswerBuilder",
            "init_parameters": {"max_sentences": 3, "max_sentences_per_passage": 2},
        }

    def test_from_dict_round_trip(self):
        assert CitedAnswerBuilder.from_dict(CitedAnswerBuilder(max_sentences=2).to_dict()).max_sentences == 2

    def test_weak_evidence_is_refused_with_the_closest_passages(self):
        answer = CitedAnswerBuilder().run(query="q", weak_documents=[SEALS], confidence=0.1)["answer"]
        assert answer["mode"] == "refused" and answer["answer"] == REFUSAL and answer["citations"] == []
        assert answer["closest"][0]["page"] == 12 and answer["confidence"] == 0.1

    def test_model_saying_the_documents_are_silent_is_a_refusal(self):
        answer = CitedAnswerBuilder().run(query="q", documents=[SEALS], replies=reply("The indexed documents do not say."))["answer"]
        assert answer["mode"] == "refused"

    def test_used_alone_it_checks_the_reply_itself(self):
        answer = CitedAnswerBuilder().run(query="q", documents=[SEALS, RECORDS], replies=reply("Papers are kept 36 days [2]. See [3]."))["answer"]
        assert answer["mode"] == "generative" and [c["n"] for c in answer["citations"]] == [2]
        assert answer["checks"]["invalid_citations"] == [3]
        assert any("36 days" in w for w in answer["warnings"])


# -- QueryRewriter -------------------------------------------------------------------------------------------------
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
        assert (rewriter.model, rewriter.max_rewrites, rewriter.enabled, rewriter.timeout, rewriter.floor) == (FAST_MODEL, 2, False, 5.0, 0.2)
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
        out = QueryRewriter(api_base_url=server.base_url).run(query="q", documents=[SEALS], confidence=0.8, min_confidence=0.5, search=search)
        assert out == {"documents": [SEALS], "confidence": 0.8, "rewrites": []}
        assert server.hits == 0 and search.calls == []

    def test_hopeless_retrieval_below_the_floor_is_not_rewritten(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        search = fake_search({})
        out = QueryRewriter(api_base_url=server.base_url, floor=0.2).run(query="q", documents=[SEALS], confidence=0.1, min_confidence=0.5, search=search)
        assert out["rewrites"] == [] and server.hits == 0 and search.calls == []

    def test_off_without_an_llm(self, monkeypatch, server):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        search = fake_search({})
        out = QueryRewriter(api_base_url=server.base_url).run(query="q", documents=[SEALS], confidence=0.1, min_confidence=0.5, search=search)
        assert out["rewrites"] == [] and server.hits == 0 and search.calls == []

    def test_low_confidence_searches_at_most_three_rewrites_and_fuses_them(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(reply="1. seal integrity tank car\n2. shipping paper retention\n3. \"records retention period\"\n4. extra one")
        search = fake_search({"shipping paper retention": ([RECORDS], 0.7), "seal integrity tank car": ([SEALS], 0.4)})
        chosen = {"field": "meta.file_name", "operator": "in", "value": ["hazmat.pdf"]}
        out = QueryRewriter(api_base_url=server.base_url).run(
            query="how long do we keep the paperwork", documents=[SEALS], confidence=0.2, min_confidence=0.5, search=search,
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
        assert parse_rewrites("Queries:\n1) a b c\n- A B C\n* the question\nd e f", "The question", 3) == ["a b c", "d e f"]

    def test_reciprocal_rank_fusion(self):
        a, b, c = (Document(id=i, content=i) for i in "abc")
        fused = reciprocal_rank_fusion([[a, b], [b, c], [b]], top_k=2)
        assert [d.id for d in fused] == ["b", "a"]
        assert [d.id for d in reciprocal_rank_fusion([[a, b], [c]], top_k=3, weights=[0.1, 0.9])] == ["c", "a", "b"]


# -- EvidenceScorer ------------------------------------------------------------------------------------------------
class TestEvidenceScorer:
    def test_init_default(self):
        scorer = EvidenceScorer()
        assert (scorer.top_k, scorer.dense_weight, scorer.anchor_penalty) == (5, 0.7, 0.5)

    def test_init_with_parameters(self):
        assert EvidenceScorer(top_k=3, dense_weight=0.7, anchor_penalty=0.2).anchor_penalty == 0.2
        with pytest.raises(ValueError, match="dense_weight"):
            EvidenceScorer(dense_weight=2)
        with pytest.raises(ValueError, match="anchor_penalty"):
            EvidenceScorer(anchor_penalty=-0.1)

    def test_to_dict(self):
        assert EvidenceScorer(top_k=3).to_dict() == {
            "type": "rulebook.components.rankers.evidence_scorer.EvidenceScorer",
            "init_parameters": {"top_k": 3, "dense_weight": 0.7, "anchor_penalty": 0.5, "document_store": None, "filters": None},
        }

    def test_from_dict_round_trip(self):
        assert EvidenceScorer.from_dict(EvidenceScorer(top_k=3).to_dict()).to_dict() == EvidenceScorer(top_k=3).to_dict()

    def test_confidence_mixes_dense_similarity_and_term_coverage(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        out = EvidenceScorer(top_k=1, dense_weight=0.5).run(query="Are shipping papers retained?", documents=[RECORDS, SEALS], dense_documents=dense)
        assert [d.id for d in out["documents"]] == [RECORDS.id]
        assert out["signals"] == {"dense": 0.6, "coverage": 1.0, "missing_anchors": [], "missing_names": [], "unknown_terms": 0.0}
        assert out["confidence"] == 0.8

    def test_a_missing_year_or_part_lowers_the_confidence(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        scorer = EvidenceScorer(top_k=1)
        out = scorer.run(query="How long are shipping papers retained under Part 219 in 2027?", documents=[RECORDS], dense_documents=dense)
        assert out["signals"]["missing_anchors"] == ["2027", "219"]
        kept = scorer.run(query="How long are papers retained under the 01.07.25 manual?", documents=[RECORDS], dense_documents=dense)
        assert kept["signals"]["missing_anchors"] == []
        assert out["confidence"] == pytest.approx(0.5 * (0.7 * 0.6 + 0.3 * out["signals"]["coverage"]), abs=1e-4)

    def test_a_name_no_candidate_mentions_lowers_the_confidence(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        question = "Do IATA rules say how long shipping papers are retained?"
        alone = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS], dense_documents=dense)
        assert alone["signals"]["missing_names"] == ["IATA"]
        # A name found in any candidate, even one not kept, counts as known: the documents do speak of it.
        iata = passage("IATA rules apply to air shipments only.", page=30)
        known = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS, iata], dense_documents=dense)
        assert known["signals"]["missing_names"] == [] and known["confidence"] == pytest.approx(2 * alone["confidence"], abs=1e-3)

    def test_without_a_dense_list_the_confidence_is_the_coverage(self):
        out = EvidenceScorer(top_k=1).run(query="Are shipping papers retained?", documents=[RECORDS, SEALS])
        assert out["signals"]["coverage"] == 1.0 and out["confidence"] == 1.0
        none_found = EvidenceScorer(top_k=1).run(query="Are shipping papers retained?", documents=[RECORDS], dense_documents=[])
        assert none_found["confidence"] == pytest.approx(0.3)  # a dense list that found nothing still counts as 0

    def test_bm25_only_retrieval_scores_and_refuses(self, hazmat_book):
        variant = PROJECT_ROOT / "eval" / "pipelines" / "retrieve_bm25.yml"
        lexical = Rulebook(hazmat_book.settings.with_values(retrieve_pipeline=variant))
        found = lexical.retrieve("Who may inspect hazardous materials records?")
        assert found["documents"] and all(d.meta["file_name"] == HAZMAT for d in found["documents"])
        assert found["confidence"] >= hazmat_book.settings.min_confidence
        off_topic = lexical.retrieve("What is the minimum wage for truck drivers in California?")
        assert off_topic["confidence"] < hazmat_book.settings.min_confidence

    def test_terms_analysed_ahead_give_the_same_scores(self, hazmat_book):
        from rulebook.pipelines import run_inputs

        live = {"field": "meta.live", "operator": "==", "value": True}
        ahead = EvidenceScorer(document_store=hazmat_book.store, filters=live)
        ahead.warm_up()
        table = ahead._terms_ahead()
        assert len(table) == hazmat_book.store.count_documents() and all(covered for _, covered, _ in table.values())
        pipeline = hazmat_book.pipeline("retrieve")
        inputs = hazmat_book.graph("retrieve")["inputs"]
        questions = [
            "Who may inspect hazardous materials records?",
            "How long does a railroad have to answer a notice of probable violation?",
            "What is the minimum wage for truck drivers in California?",  # off-topic: the pool lacks its terms
        ]
        for question in questions:
            lists = pipeline.run(run_inputs(inputs, {"query": question, "filters": None}), include_outputs_from={"joiner", "dense_retriever"})
            candidates, dense = lists["joiner"]["documents"], lists["dense_retriever"]["documents"]
            assert all(d.id in table for d in candidates)
            plain = EvidenceScorer().run(query=question, documents=candidates, dense_documents=dense)
            assert ahead.run(query=question, documents=candidates, dense_documents=dense) == plain
        # A passage the table does not know (or whose text differs) is analysed as it comes.
        edited = Document(id=candidates[0].id, content="Records of tank car inspections.", meta=candidates[0].meta)
        out = ahead.run(query="tank car inspection records", documents=[edited], dense_documents=[])
        assert out["signals"]["coverage"] == 1.0

    def test_anchors_and_names(self):
        assert anchors("Under 49 CFR Part 242 and § 234.7, in 2027, on Class 4 track?") == ["2027", "242", "234.7", "class 4"]
        assert names("Which tyres will Pirelli bring to the Las Vegas race, per the FIA?") == ["Pirelli", "Las", "Vegas", "FIA"]


# -- filters -------------------------------------------------------------------------------------------------------
class TestFilterMatching:
    @pytest.mark.parametrize(
        "article,prefix,expected",
        [("B7.2.1", "B", True), ("B10.1", "B1", False), ("B1.4", "B1", True), ("§ 214.7", "§ 214", True),
         ("§214.7", "§ 214", True), ("§ 2140", "§ 214", False), ("GV.1", "GV.", True), ("Bx", "B", False), (None, "B", False)],
    )
    def test_article_prefix(self, article, prefix, expected):
        assert article_matches(article, prefix) is expected

    def test_version(self):
        fia = {"file_name": "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf", "version": None}
        assert version_matches(fia, "Issue 5") and version_matches(fia, "2025") and not version_matches(fia, "issue 50")
        assert version_matches({"file_name": "x.pdf", "version": "Issue 6"}, "issue_6")


# -- the query graph on the indexed Hazmat manual ------------------------------------------------------------------
class TestGroqPath:
    def test_normal_reply_citations_map_to_documents_and_pages(self, llm_book, server):
        retrieved = {d.id: d for d in llm_book.retrieve(QUESTION)["documents"]}
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "generative" and answer["notice"] is None and server.hits == 1
        assert answer["citations"] and answer["warnings"] == []
        for citation in answer["citations"]:
            doc = retrieved[citation["chunk_id"]]
            assert citation["doc"] == HAZMAT and citation["page"] == doc.meta["page_start"]
            assert citation["article"] == doc.meta.get("article") and citation["text"] == doc.content
            assert f"[{citation['n']}]" in answer["answer"]
        prompt = server.requests[0]["body"]["messages"]
        assert prompt[0]["role"] == "system" and "[1] " + HAZMAT in prompt[1]["content"]

    def test_streamed_answer_carries_the_same_citations(self, llm_book, server):
        plain = llm_book.ask(QUESTION)
        chunks: list[StreamingChunk] = []
        streamed = llm_book.ask(QUESTION, streaming_callback=chunks.append)
        assert server.requests[-1]["body"]["stream"] is True
        assert "".join(c.content for c in chunks) == streamed["answer"] == plain["answer"]
        assert streamed["citations"] == plain["citations"] and streamed["mode"] == "generative"

    def test_429_then_success(self, llm_book, server):
        server.reset(script=[("status", 429, {"Retry-After": "0.2"})], reply=cite_first_sentences)
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "generative" and server.hits == 2

    def test_timeout_falls_back_to_the_extractive_answer(self, llm_book, server):
        server.reset(script=[("sleep", 1.6), ("sleep", 1.6)], reply=cite_first_sentences)
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "extractive" and "timed out" in answer["notice"].lower()
        assert answer["citations"] and server.hits == 2  # the first try and one retry
        assert "Traceback" not in answer["notice"] and DUMMY_KEY not in answer["notice"]

    def test_groq_down_gives_the_extractive_answer(self, llm_book, server):
        server.reset(script=[("status", 503), ("status", 503)], reply=cite_first_sentences)
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "extractive" and "LLM unavailable" in answer["notice"]
        assert answer["checks"]["uncited_sentences"] == [] and answer["checks"]["unsupported_numbers"] == []

    def test_invalid_citation_is_flagged(self, llm_book, server):
        server.reset(reply=lambda body: cite_first_sentences(body) + " Inspectors also need a warrant [9].")
        answer = llm_book.ask(QUESTION)
        assert answer["checks"]["invalid_citations"] == [9]
        assert 9 not in [c["n"] for c in answer["citations"]]
        assert any(w.startswith("citation [9] refers to no passage") for w in answer["warnings"])

    def test_planted_wrong_number_raises_a_numeric_warning(self, llm_book, server):
        question = "How long must a shipper keep a copy of the shipping paper?"

        def quote_with(change):
            def model(body: dict) -> str:
                for n, block in sorted(passages_in(body).items()):
                    content = " ".join(block.split("\n", 1)[1].split())
                    for sentence in re.split(r"(?<=[.;])\s", content):
                        match = re.search(r"(?<![\w.])(\d{1,4})(?![\w.]\d)", sentence)
                        if match and len(sentence.split()) >= 5:
                            number = match.group(1)
                            return sentence.replace(number, change(number), 1) + f" [{n}]"
                return "The indexed documents do not say."
            return model

        server.reset(reply=quote_with(lambda n: n))
        honest = llm_book.ask(question)
        assert honest["mode"] == "generative" and honest["checks"]["numbers"] >= 1
        assert honest["checks"]["unsupported_numbers"] == []
        server.reset(reply=quote_with(lambda n: str(int(n) * 10 + 3)))  # 375 -> 3753: in no passage
        planted = llm_book.ask(question)
        assert len(planted["checks"]["unsupported_numbers"]) == 1
        assert any(w.startswith("number not in the cited passages") for w in planted["warnings"])

    def test_refusal_path_makes_no_llm_call(self, llm_book, server):
        assert llm_book.settings.rewrite  # on; but a question this far from every passage is under its floor
        answer = llm_book.ask(FAR_OFF)
        assert answer["mode"] == "refused" and answer["citations"] == [] and server.hits == 0
        assert answer["confidence"] < llm_book.settings.rewrite_floor
        quiet = Rulebook(llm_book.settings.with_values(rewrite=False))
        quiet._pipelines = llm_book._pipelines  # the same loaded graph; the engine no longer offers a search
        assert quiet.ask(OFF_TOPIC)["mode"] == "refused" and server.hits == 0

    def test_rewriting_runs_only_on_weak_evidence_and_fuses_the_rewrites(self, llm_book, server):
        confident = llm_book.ask(QUESTION)
        assert confident["rewrites"] == [] and server.hits == 1  # confident: only the answer call
        server.reset(reply=lambda body: "shipping paper retention\nhazmat record keeping" if "search queries" in body["messages"][0]["content"] else cite_first_sentences(body))
        # A gate set above this question's confidence puts it in the rewriting band.
        rewriting = Rulebook(llm_book.settings.with_values(min_confidence=0.99, rewrite_floor=0.0))
        answer = rewriting.ask("how long do we hang on to the paperwork")
        assert answer["rewrites"] == ["shipping paper retention", "hazmat record keeping"]
        assert server.hits == 1 and "search queries" in server.requests[0]["body"]["messages"][0]["content"]
        assert answer["mode"] == "refused"  # still under the (raised) gate: no answer call


class TestFilters:
    def test_article_prefix_filter_still_returns_top_k(self, hazmat_book):
        articles = hazmat_book.article_ids()
        assert articles, "the splitter gave the Hazmat manual no article ids"
        prefix = max({a.split(".")[0] for a in articles}, key=lambda p: sum(article_matches(a, p) for a in articles))
        out = hazmat_book.retrieve("inspection of records", articles=[prefix])
        docs = out["documents"]
        matching = hazmat_book.store.count_documents_by_filter(hazmat_book.build_filters(articles=[prefix]))
        assert len(docs) == min(hazmat_book.settings.top_k, matching)
        assert all(any(article_matches(a, prefix) for a in d.meta["articles"]) for d in docs)

    def test_an_article_packed_after_another_in_a_chunk_is_found(self, hazmat_book):
        # Short neighbouring articles share a chunk (the manual's 7.1.1-7.1.4 do); `meta.article` is only the first.
        packed = [d for d in hazmat_book.store.filter_documents() if len(d.meta.get("articles") or []) > 1]
        assert packed, "no chunk of the Hazmat manual holds two articles"
        chunk = packed[0]
        later = chunk.meta["articles"][-1]
        assert later in hazmat_book.article_ids()
        filters = hazmat_book.build_filters(articles=[later])
        # The retrievers' own filter (live chunks only) must survive Haystack's merge with this one.
        from haystack.document_stores.types import FilterPolicy, apply_filter_policy

        live = {"field": "meta.live", "operator": "==", "value": True}
        assert live in apply_filter_policy(FilterPolicy.MERGE, live, filters)["conditions"]
        out = hazmat_book.retrieve(chunk.content[:200], articles=[later])
        assert chunk.id in {d.id for d in out["documents"]}
        assert all(any(article_matches(a, later) for a in d.meta["articles"]) for d in out["documents"])
        # The in-process search and Qdrant's own filter agree on what matches.
        assert len(out["documents"]) == min(hazmat_book.settings.top_k, hazmat_book.store.count_documents_by_filter(filters))

    def test_document_and_version_filters(self, hazmat_book):
        assert hazmat_book.build_filters(versions=["01.07.25"]) == {"field": "meta.file_name", "operator": "in", "value": [HAZMAT]}
        with pytest.raises(UnknownVersionError, match="version"):
            hazmat_book.build_filters(versions=["2031"])
        with pytest.raises(UnknownArticleError, match="ZZ9"):
            hazmat_book.retrieve("records", documents=[HAZMAT], articles=["ZZ9"])


class TestVocabularyHint:
    def test_a_question_in_another_language_is_refused_with_a_hint(self, hazmat_book):
        offline = Rulebook(hazmat_book.settings.with_values(rewrite=False))  # no query rewriting: the gate alone
        offline._pipelines = hazmat_book._pipelines
        spanish = offline.ask("¿Quién puede inspeccionar los registros de materiales peligrosos?")
        assert spanish["mode"] == "refused"
        assert "in the documents' language" in spanish["notice"]
        # Refused too, but English (or too short to tell): no language hint.
        for question in (OFF_TOPIC, FAR_OFF, "What is the capital of France?", "brakes?", "§ 214.7"):
            english = offline.ask(question)
            assert english["mode"] == "refused", question
            assert "language" not in (english["notice"] or ""), question
