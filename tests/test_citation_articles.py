"""Citations name the article a quoted sentence sits under, also when one chunk holds several short articles."""

from haystack.dataclasses import ChatMessage

from rulebook.citations import article_at
from rulebook.components.validators.citation_checker import CitationChecker
from tests.ingestion_samples import chunks

SPORTING_2025 = "fia/2025_sporting_regulations_final.pdf"


def chunk_holding(article: str):
    return next(c for c in chunks(SPORTING_2025) if article in c.meta["articles"] and c.meta["article"] != article)


class TestArticleAt:
    def test_a_quote_from_a_later_article_of_the_chunk(self):
        chunk = chunk_holding("33.1")  # the FIA 2025 sporting chunk that starts at 32.5 and holds 33.1 and 33.2
        assert article_at(chunk, "The driver must drive the car alone and unaided.") == "33.1"
        first_sentence = chunk.content.split("\n", 1)[0]
        assert article_at(chunk, first_sentence) == chunk.meta["article"]

    def test_a_paraphrase_is_not_placed(self):
        chunk = chunk_holding("33.1")
        assert article_at(chunk, "Nobody may help a driver drive, says the rule.") is None


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
