"""AbbreviationExpander: the BM25 query expansion built on the abbreviations the indexed documents define."""

import pytest

from rulebook.components.query.abbreviation_expander import AbbreviationExpander
from rulebook.pipelines import configured_graph
from rulebook.settings import PROJECT_ROOT, Settings

EVAL_PIPELINES = PROJECT_ROOT / "eval" / "pipelines"

LIVE = {"field": "meta.live", "operator": "==", "value": True}


@pytest.fixture(scope="module")
def expander(hazmat_book):
    expander = AbbreviationExpander(document_store=hazmat_book.store, filters=LIVE)
    expander.warm_up()
    return expander


class TestAbbreviationExpander:
    def test_init_and_serialisation(self, hazmat_book):
        e = AbbreviationExpander(document_store=hazmat_book.store, filters=LIVE, min_count=2, max_expansions=3)
        data = e.to_dict()
        assert data["type"] == "rulebook.components.query.abbreviation_expander.AbbreviationExpander"
        assert {k: v for k, v in data["init_parameters"].items() if k != "document_store"} == {
            "filters": LIVE,
            "min_count": 2,
            "max_expansions": 3,
            "enabled": True,
        }
        again = AbbreviationExpander.from_dict(data)
        assert (again.filters, again.min_count, again.max_expansions) == (LIVE, 2, 3)
        with pytest.raises(ValueError, match="min_count"):
            AbbreviationExpander(document_store=hazmat_book.store, min_count=0)

    def test_the_hazmat_manual_defines_its_abbreviations(self, expander):
        table = expander.table()
        assert table["OTMA"].lower() == "one-time movement approval"
        assert table["PHMSA"] == "Pipeline and Hazardous Materials Safety Administration"
        assert table["NRC"] == "National Response Center"

    def test_short_form_gains_long_form_and_back(self, expander):
        out = expander.run(query="When does a railroad need an OTMA?")
        assert out["query"].startswith("When does a railroad need an OTMA?")
        assert "one-time movement approval" in out["query"].lower()
        assert out["expansions"][0]["short"] == "OTMA"
        back = expander.run(query="Who must be called at the National Response Center?")
        assert back["query"].endswith(" NRC") and back["expansions"] == [
            {"short": "NRC", "long": "National Response Center"}
        ]

    def test_nothing_added_when_both_forms_or_none_are_there(self, expander):
        assert expander.run(query="What is an OTMA (one-time movement approval)?")["expansions"] == []
        assert expander.run(query="What is the offside rule?") == {
            "query": "What is the offside rule?",
            "expansions": [],
        }

    def test_disabled_passes_the_question_through(self, hazmat_book):
        e = AbbreviationExpander(document_store=hazmat_book.store, filters=LIVE, enabled=False)
        assert e.run(query="When is an OTMA needed?") == {"query": "When is an OTMA needed?", "expansions": []}

    def test_expanded_question_finds_the_defining_section(self, hazmat_book, expander):
        # What the BM25 retriever receives when the expansion is on (RULEBOOK_ABBREVIATIONS=on).
        from rulebook.components.retrievers import BM25Retriever

        bm25 = BM25Retriever(document_store=hazmat_book.store, filters=LIVE, top_k=3)
        question = "When can an OTMA be used to move a non-conforming tank car?"
        docs = bm25.run(query=expander.run(query=question)["query"])["documents"]
        assert any("One-Time Movement" in (d.meta.get("article_title") or "") for d in docs)


class TestGraphWiring:
    def test_feeds_bm25_only_and_goes_with_it(self):
        graph = configured_graph("retrieve", Settings.from_env())
        assert {"sender": "abbreviations.query", "receiver": "sparse_retriever.query"} in graph["connections"]
        # The dense retriever embeds the question without the expansion.
        assert {"sender": "spelling.query", "receiver": "text_embedder.text"} in graph["connections"]
        dense = configured_graph("retrieve", Settings.from_env(retrieve_pipeline=EVAL_PIPELINES / "retrieve_dense.yml"))
        assert "abbreviations" not in dense["components"]

    def test_off_by_default_and_the_setting_turns_it_on(self, monkeypatch):
        graph = configured_graph("query", Settings.from_env())
        assert graph["components"]["abbreviations"]["init_parameters"]["enabled"] is False
        monkeypatch.setenv("RULEBOOK_ABBREVIATIONS", "on")
        graph = configured_graph("query", Settings.from_env())
        assert graph["components"]["abbreviations"]["init_parameters"]["enabled"] is True
