"""EvidenceScorer: how well the passages found support a question, from dense similarity and term coverage."""

from dataclasses import replace

import pytest
from haystack import Document

from rulebook.components.rankers.evidence_scorer import EvidenceScorer, off_subject_dense
from rulebook.engine import Rulebook
from rulebook.settings import PROJECT_ROOT
from rulebook.text.mentions import anchors, names
from tests.helpers import HAZMAT, RECORDS, SEALS, passage


class TestEvidenceScorer:
    def test_init_default(self):
        scorer = EvidenceScorer()
        assert (scorer.top_k, scorer.dense_weight, scorer.anchor_penalty, scorer.reference_penalty) == (
            5,
            0.7,
            0.5,
            1.0,
        )

    def test_init_with_parameters(self):
        assert EvidenceScorer(top_k=3, dense_weight=0.7, anchor_penalty=0.2).anchor_penalty == 0.2
        with pytest.raises(ValueError, match="dense_weight"):
            EvidenceScorer(dense_weight=2)
        with pytest.raises(ValueError, match="anchor_penalty"):
            EvidenceScorer(anchor_penalty=-0.1)
        with pytest.raises(ValueError, match="reference_penalty"):
            EvidenceScorer(reference_penalty=1.5)

    def test_to_dict(self):
        assert EvidenceScorer(top_k=3).to_dict() == {
            "type": "rulebook.components.rankers.evidence_scorer.EvidenceScorer",
            "init_parameters": {
                "top_k": 3,
                "dense_weight": 0.7,
                "anchor_penalty": 0.5,
                "reference_penalty": 1.0,
                "document_store": None,
                "filters": None,
            },
        }

    def test_from_dict_round_trip(self):
        assert (
            EvidenceScorer.from_dict(EvidenceScorer(top_k=3).to_dict()).to_dict() == EvidenceScorer(top_k=3).to_dict()
        )

    def test_confidence_mixes_dense_similarity_and_term_coverage(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        out = EvidenceScorer(top_k=1, dense_weight=0.5).run(
            query="Are shipping papers retained?", documents=[RECORDS, SEALS], dense_documents=dense
        )
        assert [d.id for d in out["documents"]] == [RECORDS.id]
        assert out["signals"] == {
            "dense": 0.6,
            "coverage": 1.0,
            "missing_anchors": [],
            "missing_names": [],
            "unknown_terms": 0.0,
        }
        assert out["confidence"] == 0.8

    def test_a_kept_cover_passage_is_full_confidence(self):
        # CoverRetriever's passage: the document the question names and the date its cover prints.
        cover = Document(content="COMPLIANCE MANUAL\nJanuary 7, 2025", meta={"cover_date": "January 7, 2025"})
        dense = [Document(id=cover.id, content=cover.content, score=0.12)]
        question = "When was this manual issued?"
        out = EvidenceScorer(top_k=2).run(query=question, documents=[SEALS, cover], dense_documents=dense)
        assert out["confidence"] == 1.0
        plain = Document(content=cover.content)
        out = EvidenceScorer(top_k=2).run(query=question, documents=[SEALS, plain], dense_documents=dense)
        assert out["confidence"] < 0.5

    def test_a_ranker_relevance_takes_the_place_of_the_cosine(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        ranked = [replace(RECORDS, meta={**RECORDS.meta, "ranker_score": 0.2}), SEALS]
        out = EvidenceScorer(top_k=1, dense_weight=0.5).run(
            query="Are shipping papers retained?", documents=ranked, dense_documents=dense
        )
        # A near miss by the cross-encoder's reading (0.2) weighs, not the cosine (0.6).
        assert out["confidence"] == 0.6 and out["signals"]["ranker"] == 0.2 and out["signals"]["dense"] == 0.6

    def test_a_missing_year_lowers_the_confidence_and_a_missing_part_removes_it(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        scorer = EvidenceScorer(top_k=1)
        out = scorer.run(
            query="How long are shipping papers retained under Part 219 in 2027?",
            documents=[RECORDS],
            dense_documents=dense,
        )
        assert out["signals"]["missing_anchors"] == ["2027", "219"]
        kept = scorer.run(
            query="How long are papers retained under the 01.07.25 manual?", documents=[RECORDS], dense_documents=dense
        )
        assert kept["signals"]["missing_anchors"] == []
        # A part no kept passage holds: they cannot be cited for it.
        assert out["confidence"] == 0.0
        year = scorer.run(
            query="How long are shipping papers retained in 2027?", documents=[RECORDS], dense_documents=dense
        )
        assert year["signals"]["missing_anchors"] == ["2027"]
        # A year may be only an issue's date, on no page: the confidence is halved.
        assert year["confidence"] == pytest.approx(0.5 * (0.7 * 0.6 + 0.3 * year["signals"]["coverage"]), abs=1e-4)
        milder = EvidenceScorer(top_k=1, reference_penalty=0.0).run(
            query="How long are shipping papers retained under Part 219?", documents=[RECORDS], dense_documents=dense
        )
        assert milder["confidence"] == pytest.approx(0.5 * (0.7 * 0.6 + 0.3 * milder["signals"]["coverage"]), abs=1e-4)

    def test_a_subject_the_documents_do_not_speak_of_lowers_the_confidence(self):
        question = "What is the offside rule in association football?"
        far = [Document(id=RECORDS.id, content=RECORDS.content, score=0.3)]
        out = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS], dense_documents=far)
        assert out["signals"]["unknown_terms"] >= 0.5
        plain = 0.7 * 0.3 + 0.3 * out["signals"]["coverage"]
        assert out["confidence"] == pytest.approx(0.5 * plain, abs=1e-4)
        # A close passage keeps the confidence whole: the question is worded unlike the text, not off its subject.
        close = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        near = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS], dense_documents=close)
        assert near["confidence"] == pytest.approx(0.7 * 0.6 + 0.3 * near["signals"]["coverage"], abs=1e-4)

    def test_a_name_no_candidate_mentions_lowers_the_confidence(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        question = "Do IATA rules say how long shipping papers are retained?"
        alone = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS], dense_documents=dense)
        assert alone["signals"]["missing_names"] == ["IATA"]
        # A name found in any candidate, even one not kept, counts as known: the documents do speak of it.
        iata = passage("IATA rules apply to air shipments only.", page=30)
        known = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS, iata], dense_documents=dense)
        assert known["signals"]["missing_names"] == [] and known["confidence"] == pytest.approx(
            2 * alone["confidence"], abs=1e-3
        )

    def test_an_abbreviation_the_kept_passages_spell_out_is_no_missing_name(self):
        dense = [Document(id=RECORDS.id, content=RECORDS.content, score=0.6)]
        question = "Do the HMR say how long shipping papers are retained?"  # the passage writes the words out
        spelled = passage("The Hazardous Materials Regulations require shipping papers to be retained.", page=31)
        out = EvidenceScorer(top_k=2).run(query=question, documents=[spelled, RECORDS], dense_documents=dense)
        assert out["signals"]["missing_names"] == []
        # Spelled out only in a candidate that is not kept: chance over many passages proves nothing.
        late = EvidenceScorer(top_k=1).run(query=question, documents=[RECORDS, spelled], dense_documents=dense)
        assert late["signals"]["missing_names"] == ["HMR"]

    def test_without_a_dense_list_the_confidence_is_the_coverage(self):
        out = EvidenceScorer(top_k=1).run(query="Are shipping papers retained?", documents=[RECORDS, SEALS])
        assert out["signals"]["coverage"] == 1.0 and out["confidence"] == 1.0
        none_found = EvidenceScorer(top_k=1).run(
            query="Are shipping papers retained?", documents=[RECORDS], dense_documents=[]
        )
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
            lists = pipeline.run(
                run_inputs(inputs, {"query": question, "filters": None}),
                include_outputs_from={"joiner", "dense_retriever"},
            )
            candidates, dense = lists["joiner"]["documents"], lists["dense_retriever"]["documents"]
            assert all(d.id in table for d in candidates)
            plain = EvidenceScorer().run(query=question, documents=candidates, dense_documents=dense)
            assert ahead.run(query=question, documents=candidates, dense_documents=dense) == plain
        # A passage the table does not know (or whose text differs) is analysed as it comes.
        edited = Document(id=candidates[0].id, content="Records of tank car inspections.", meta=candidates[0].meta)
        out = ahead.run(query="tank car inspection records", documents=[edited], dense_documents=[])
        assert out["signals"]["coverage"] == 1.0

    def test_anchors_and_names(self):
        assert anchors("Under 49 CFR Part 242 and § 234.7, in 2027, on Class 4 track?") == [
            "2027",
            "242",
            "234.7",
            "class 4",
        ]
        assert names("Which tyres will Pirelli bring to the Las Vegas race, per the FIA?") == [
            "Pirelli",
            "Las",
            "Vegas",
            "FIA",
        ]
        # Typed capitals name nothing, a shouted question has no acronyms to tell apart, a plural acronym is singular.
        assert names("From what age can a kid OK us using their data, ASAP?") == []
        assert names("HOW MANY HOURS CAN A CONDUCTOR WORK IN A DAY?") == []
        assert names("How long are TWICs valid?") == ["TWIC"]

    def test_a_class_named_by_a_letter_is_held_by_its_table_row(self):
        # A newcomer's "max load for a class D ladder" (a standard with classes A to C) had been answered with class
        # B's row.
        assert anchors("whats the max load for a class D ladder") == ["class d"]
        assert anchors("is this class a ladder ok?") == []  # a lower-case letter may be an article
        table = Document(
            id="t", content="Class | Use | MPL (kg)\nA | Industrial | 150\nB | Professional | 125", meta={}
        )
        for question, missing in (("max load for a class B ladder?", []), ("max load, class D ladder?", ["class d"])):
            out = EvidenceScorer().run(query=question, documents=[table], dense_documents=[])
            assert out["signals"]["missing_anchors"] == missing, question
        prose = Document(id="p", content="A class D ladder is for domestic use only.", meta={})
        out = EvidenceScorer().run(query="max load, class D ladder?", documents=[prose], dense_documents=[])
        assert out["signals"]["missing_anchors"] == []

    def test_a_name_written_with_full_stops_is_held(self):
        passage = Document(id="p", content="Carriers based in the U.S. must keep the record.", meta={})
        out = EvidenceScorer().run(query="Does a US carrier keep the record?", documents=[passage], dense_documents=[])
        assert out["signals"]["missing_names"] == []
        out = EvidenceScorer().run(query="Does a UK carrier keep the record?", documents=[passage], dense_documents=[])
        assert out["signals"]["missing_names"] == ["UK"]


def test_the_off_subject_cosine_limit_rises_with_the_unknown_terms():
    # Half the question's terms unknown: a passage under 0.4 is off the subject; four fifths or more: under 0.45.
    assert off_subject_dense(0.5) == pytest.approx(0.4)
    assert off_subject_dense(0.65) == pytest.approx(0.425)
    assert off_subject_dense(0.8) == off_subject_dense(1.0) == pytest.approx(0.45)
