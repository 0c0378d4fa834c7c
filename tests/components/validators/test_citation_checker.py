"""CitationChecker: the `[n]` markers of a reply resolve to their passages' document, page, article and exact text."""

import pytest
from haystack.dataclasses import ChatMessage

from rulebook.components.validators.citation_checker import CitationChecker
from tests.helpers import HAZMAT, RECORDS, SEALS, reply
from tests.ingestion_samples import chunks

SPORTING_2025 = "fia/2025_sporting_regulations_final.pdf"


def chunk_holding(article: str):
    """:returns: The chunk of the shared FIA 2025 sporting regulations that holds `article` after its first."""
    return next(c for c in chunks(SPORTING_2025) if article in c.meta["articles"] and c.meta["article"] != article)


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

    def test_empty_reply_gives_an_empty_report(self):
        out = CitationChecker().run([], [SEALS])
        assert out["citations"] == [] and out["report"]["claims"] == 0


@pytest.mark.shared_data
class TestCitationRecord:
    def test_the_checker_cites_the_quoted_article(self):
        chunk = chunk_holding("33.1")
        reply = ChatMessage.from_assistant("The driver must drive the car alone and unaided. [1]")
        citation = CitationChecker().run(replies=[reply], documents=[chunk])["citations"][0]
        assert citation["article"] == "33.1" and citation["article_title"] is None
        assert "33.1" in citation["articles"] and citation["articles"][0] == chunk.meta["article"]

    def test_a_paraphrase_keeps_the_chunk_article(self):
        chunk = chunk_holding("33.1")
        reply = ChatMessage.from_assistant("Drivers may not be helped while driving [1].")
        citation = CitationChecker().run(replies=[reply], documents=[chunk])["citations"][0]
        assert (citation["article"], citation["article_title"]) == (chunk.meta["article"], chunk.meta["article_title"])
