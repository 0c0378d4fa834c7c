"""CitedAnswerBuilder: the answer record, refusals on weak evidence, and the notice of the documents searched."""

import pytest
from haystack import Document

from rulebook.components.builders.cited_answer_builder import REFUSAL, CitedAnswerBuilder
from tests.helpers import RECORDS, SEALS, fixture_chunks, passage, reply


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
        assert answer["refusal"] == "weak_evidence"

    def test_not_stated_names_what_the_passages_do_not_state(self):
        ask = {"kind": "quantity", "unit": "money", "term": None}
        builder = CitedAnswerBuilder()
        answer = builder.run(query="How much is the fee?", not_stated=[SEALS, RECORDS], ask=ask)["answer"]
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated" and answer["citations"] == []
        assert answer["answer"] == (
            "The indexed documents do not state an amount of money for this question; the closest passages are [1] [2]."
        )
        assert [c["page"] for c in answer["closest"]] == [SEALS.meta["page_start"], RECORDS.meta["page_start"]]

    def test_an_english_question_refused_over_passages_in_another_language_says_so(self):
        # Chunks of a real Indonesian regulation (tests/fixtures), the closest passages for an English question.
        chunks = [c for c in fixture_chunks("id_pojk_22_2023_excerpt.pdf") if c.meta["article"] == "Pasal 3"]
        question = "Can a bank refuse to answer a consumer's complaint?"
        refused = CitedAnswerBuilder().run(query=question, weak_documents=chunks[:3], confidence=0.1)["answer"]
        assert "The passages found are in another language than the question" in refused["notice"]
        # English passages refused for an English question carry no such hint.
        english = CitedAnswerBuilder().run(query=question, weak_documents=[SEALS, RECORDS], confidence=0.1)["answer"]
        assert "language" not in (english["notice"] or "")

    def test_a_refusal_in_another_language_says_so(self):
        spanish = "¿Quién puede inspeccionar los registros de materiales peligrosos?"
        builder = CitedAnswerBuilder()
        refused = builder.run(query=spanish, weak_documents=[SEALS], signals={"unknown_terms": 0.9})["answer"]
        assert "The question seems to be in another language than the documents: 90%" in refused["notice"]
        assert refused["notice"].endswith("Ask in the documents' language, with their terms.")
        # Only a refusal carries the hint: an answered question, or one with most of its terms known, has none.
        answered = builder.run(query=spanish, documents=[SEALS], signals={"unknown_terms": 0.9})["answer"]
        assert "language" not in (answered["notice"] or "")
        known = builder.run(query=spanish, weak_documents=[SEALS], signals={"unknown_terms": 0.2})["answer"]
        assert "language" not in (known["notice"] or "")

    def test_a_refusal_says_what_no_passage_mentions(self):
        signals = {"unknown_terms": 0.1, "missing_anchors": ["219"], "missing_names": ["IATA"]}
        builder = CitedAnswerBuilder()
        refused = builder.run(query="What does Part 219 say about IATA?", weak_documents=[SEALS], signals=signals)
        assert "No passage found mentions 219, IATA." in refused["answer"]["notice"]
        answered = builder.run(query="What does Part 219 say about IATA?", documents=[SEALS], signals=signals)
        assert "mentions" not in (answered["answer"]["notice"] or "")

    def test_model_saying_the_documents_are_silent_is_a_refusal(self):
        answer = CitedAnswerBuilder().run(
            query="q", documents=[SEALS], replies=reply("The indexed documents do not say.")
        )["answer"]
        assert answer["mode"] == "refused"

    def test_used_alone_it_checks_the_reply_itself(self):
        answer = CitedAnswerBuilder().run(
            query="q", documents=[SEALS, RECORDS], replies=reply("Papers are kept 36 days [2]. See [3].")
        )["answer"]
        assert answer["mode"] == "generative"
        # The one passage cited is [1] to the reader; [3] cites no passage and keeps its number.
        assert answer["answer"] == "Papers are kept 36 days [1]. See [3]."
        assert [(c["n"], c["passage"]) for c in answer["citations"]] == [(1, 2)]
        assert answer["checks"]["invalid_citations"] == [3]
        assert any("36 days" in w and "[1]" in w for w in answer["warnings"])
        assert answer["checks"]["unsupported_numbers"][0]["cites"] == [1]

    def test_cited_passages_are_numbered_in_the_order_the_answer_cites_them(self):
        passages = [
            SEALS,
            RECORDS,
            passage("Inspectors check seals.", page=20),
            passage("Cars are placarded.", page=21),
        ]
        answer = CitedAnswerBuilder().run(
            query="q",
            documents=passages,
            replies=reply(
                "Papers are kept 375 days [2]. Seals must be intact [1][4]. The shipper applies them [2, 1]."
            ),
        )["answer"]
        assert answer["answer"] == (
            "Papers are kept 375 days [1]. Seals must be intact [2][3]. The shipper applies them [1, 2]."
        )
        cited = [(c["n"], c["passage"], c["doc"], c["page"]) for c in answer["citations"]]
        assert cited == [
            (1, 2, RECORDS.meta["file_name"], 14),
            (2, 1, SEALS.meta["file_name"], 12),
            (3, 4, passages[3].meta["file_name"], passages[3].meta["page_start"]),
        ]
        assert answer["checks"]["invalid_citations"] == []

    def test_an_answer_that_cites_in_order_is_left_as_written(self):
        text = "Papers are kept 375 days [1,2]."
        answer = CitedAnswerBuilder().run(query="q", documents=[RECORDS, SEALS], replies=reply(text))["answer"]
        assert answer["answer"] == text
        assert [(c["n"], c["passage"]) for c in answer["citations"]] == [(1, 1), (2, 2)]

    def test_a_family_name_is_counted_not_listed(self):
        passage = Document(
            content="E2.3.1 The amount of the Power Unit Cost Cap shall be as follows.",
            meta={"file_name": "section_e_financial_pu.pdf", "page_start": 5, "page_end": 5, "article": "E2.3.1"},
        )
        files = [f"fia_{i}.pdf" for i in range(7)]
        out = CitedAnswerBuilder().run(
            query="What does the FIA say about the cost cap?", documents=[passage], named={"FIA": files}
        )
        answer = out["answer"]
        assert "Searched only the 7 documents, named in the question (FIA)." in answer["notice"]
        assert answer["named"] == {"FIA": files}
        plain = CitedAnswerBuilder().run(query="What is the cost cap?", documents=[passage])["answer"]
        assert plain["named"] == {} and "Searched only" not in (plain.get("notice") or "")
