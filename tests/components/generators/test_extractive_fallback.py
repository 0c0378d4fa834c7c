"""ExtractiveFallback: the LLM's reply passes through; without one, the passages' best sentences are quoted."""

import pytest

from rulebook.components.generators.extractive_fallback import ExtractiveFallback
from rulebook.components.validators.citation_checker import CitationChecker
from tests.helpers import RECORDS, SEALS, passage, reply


class TestExtractiveFallback:
    def test_init_default(self):
        fallback = ExtractiveFallback()
        assert (fallback.max_sentences, fallback.max_sentences_per_passage) == (4, 2)

    def test_init_with_parameters(self):
        assert ExtractiveFallback(max_sentences=5, max_sentences_per_passage=1).max_sentences == 5
        with pytest.raises(ValueError, match="max_sentences"):
            ExtractiveFallback(max_sentences=0)

    def test_to_dict(self):
        assert ExtractiveFallback(max_sentences=4).to_dict() == {
            "type": "rulebook.components.generators.extractive_fallback.ExtractiveFallback",
            "init_parameters": {
                "max_sentences": 4,
                "max_sentences_per_passage": 2,
                "document_store": None,
                "filters": None,
                "max_age_s": 300.0,
                "sentence_model": None,
                "query_prefix": "",
                "passage_prefix": "",
                "quantize": True,
            },
        }

    def test_from_dict_round_trip(self):
        again = ExtractiveFallback.from_dict(ExtractiveFallback(max_sentences=4).to_dict())
        assert (again.max_sentences, again.max_sentences_per_passage) == (4, 2)

    def test_a_sentence_model_ranks_the_sentence_closer_in_meaning_first(self):
        # Both sentences hold the question's words ("driver", "diabetes") and a duration; only the second says how
        # long a certification lasts, which the question asks in words neither sentence uses ("medical card good").
        doc = passage(
            "A driver who has diabetes must give the examiner a record of blood sugar tests from the last 3 months. "
            "A driver who has diabetes may be certified for up to 12 months at a time.",
            article="4.2",
        )
        question = "How long is the medical card good for when a driver has diabetes?"
        words_only = ExtractiveFallback(max_sentences=1).run(query=question, documents=[doc], replies=[])
        by_meaning = ExtractiveFallback(max_sentences=1, sentence_model="sentence-transformers/all-MiniLM-L6-v2")
        out = by_meaning.run(query=question, documents=[doc], replies=[])
        assert (
            out["replies"][0].text == "“A driver who has diabetes may be certified for up to 12 months at a time.” [1]"
        )
        assert "blood sugar" in words_only["replies"][0].text

    def test_a_sentence_model_that_does_not_load_leaves_the_words_to_rank(self, caplog):
        fallback = ExtractiveFallback(max_sentences=1, sentence_model="/nonexistent/model")
        out = fallback.run(query="How long are shipping papers retained?", documents=[SEALS, RECORDS], replies=[])
        assert out["replies"][0].text.startswith("“Shipping papers must be retained for 375 days")
        assert fallback.similarity("q") is None and "did not load" in caplog.text

    def test_llm_reply_passes_through_as_generative(self):
        out = ExtractiveFallback().run(query="q", documents=[SEALS], replies=reply("Seals are intact [1]."))
        message = out["replies"][0]
        assert message.text == "Seals are intact [1]." and message.meta["mode"] == "generative"

    def test_no_reply_quotes_the_passages_with_a_notice(self):
        out = ExtractiveFallback().run(
            query="How long are shipping papers retained?",
            documents=[SEALS, RECORDS],
            replies=[],
            generator_error="LLM unavailable (x)",
        )
        message = out["replies"][0]
        assert message.meta["mode"] == "extractive" and "LLM unavailable (x)" in message.meta["notice"]
        # The sentence that states the duration asked for comes first, quoted.
        assert message.text.startswith(
            "“Shipping papers must be retained for 375 days after the date of shipment.” [2]"
        )

    def test_the_splitters_heading_line_is_not_quoted_and_abbreviations_do_not_end_sentences(self):
        doc = passage(
            "§ 214.7 Definitions (cont.)\n"
            "Foul time is a method under 49 C.F.R. Part 214 of establishing working limits. Other text.",
            article="§ 214.7",
        )
        out = ExtractiveFallback(max_sentences=1).run(query="What is foul time?", documents=[doc], replies=[])
        assert (
            out["replies"][0].text
            == "“Foul time is a method under 49 C.F.R. Part 214 of establishing working limits.” [1]"
        )
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
        assert text.startswith("“Federal law authorizes FRA inspectors") and "9.1 Authority" not in text
        assert "SECURITY SEAL" not in text.upper().split("[1]")[0]
        report = CitationChecker().run(out["replies"], [chunk])["report"]
        assert report["uncited_sentences"] == [] and report["invalid_citations"] == []
