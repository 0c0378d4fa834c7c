"""
AnswerabilityRouter: on-topic passages that do not state what the question asks for get the "not stated" branch; on
the Hazmat manual indexed once per session (samples/), through the router alone and through the whole query graph.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest
from haystack import Document

from rulebook.components.rankers.answer_type_ranker import RETRIEVAL_RANK
from rulebook.components.routers import AnswerabilityRouter
from rulebook.components.routers.answerability_router import _folded, _mentions_phrase
from rulebook.pipelines import run_inputs


def _router(book) -> AnswerabilityRouter:
    return book.pipeline("query").get_component("answerability")


@contextmanager
def _router_over(tmp_path, documents: list[Document]) -> Iterator[AnswerabilityRouter]:
    """A router that weighs terms over an embedded store of `documents` (their `meta.live` marks them live)."""
    from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
    store.write_documents(documents)
    try:
        yield AnswerabilityRouter(document_store=store, filters={"field": "meta.live", "operator": "==", "value": True})
    finally:
        store.close()


class TestInit:
    def test_defaults_and_round_trip(self):
        router = AnswerabilityRouter()
        assert (router.min_coverage, router.top_k, router.enabled) == (0.05, 3, True)
        data = router.to_dict()
        assert AnswerabilityRouter.from_dict(data).to_dict() == data

    @pytest.mark.parametrize(
        "kwargs",
        [
            {"min_coverage": 1.5},
            {"top_k": 0},
            {"min_ranker_score": -0.1},
            {"min_excluded_share": -1},
            {"min_topical_share": 1.5},
        ],
    )
    def test_out_of_range(self, kwargs):
        with pytest.raises(ValueError):
            AnswerabilityRouter(**kwargs)


class TestOnRealPassages:
    def test_a_stated_duration_goes_on_to_be_answered(self, hazmat_book):
        question = "How many days does a respondent have to answer an FRA civil penalty notice?"
        documents = hazmat_book.retrieve(question)["documents"]
        out = _router(hazmat_book).run(query=question, documents=documents)
        assert "documents" in out and "not_stated" not in out
        assert out["ask"] == {"kind": "quantity", "unit": "duration", "term": "days"}
        assert "30 days" in out["statement"]["text"]

    def test_an_amount_of_money_the_manual_never_states_is_not_stated(self, hazmat_book):
        question = "How much does FRA pay a hazmat inspector at the GS-12 grade?"
        documents = hazmat_book.retrieve(question)["documents"]
        out = _router(hazmat_book).run(query=question, documents=documents)
        assert out["not_stated"] == documents and "documents" not in out
        assert out["ask"]["unit"] == "money"

    def test_questions_of_no_known_kind_and_a_disabled_router_pass(self, hazmat_book):
        question = "How much does FRA pay a hazmat inspector at the GS-12 grade?"
        documents = hazmat_book.retrieve(question)["documents"]
        assert "documents" in AnswerabilityRouter(enabled=False).run(query=question, documents=documents)
        other = "Tell me about seal removal by inspectors."
        assert "documents" in _router(hazmat_book).run(query=other, documents=documents)

    def test_it_reads_the_retrievers_order_not_the_answer_type_rankers(self):
        # The answer-type ranker moved a passage that states a number of days from fourth place to first: the router
        # still reads the first three of the retrievers' order, none of which states one.
        stated = Document(content="Records must be kept for at least 90 days by each carrier.")
        others = [Document(content=f"Carrier records of kind {n} are kept at the principal place.") for n in "abc"]
        ranked = [replace(stated, meta={RETRIEVAL_RANK: 4})] + [
            replace(d, meta={RETRIEVAL_RANK: i}) for i, d in enumerate(others, start=1)
        ]
        question = "How many days must a carrier keep the records?"
        assert "not_stated" in AnswerabilityRouter().run(query=question, documents=ranked)
        assert "documents" in AnswerabilityRouter(top_k=4).run(query=question, documents=ranked)
        # Without the ranker's marks, the order given is the retrievers'.
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[stated, *others])

    def test_the_row_a_question_names_is_read_further_down_than_top_k(self):
        # A fee table's passage is fourth in the retrievers' order: the row the question names by its label is read
        # there ("Junior" for a junior membership), though a sentence of the kind from that far down is not.
        table = Document(content="Category | Subscription | Entrance fee\nSenior | £310 | £50\nJunior | £150 | none")
        others = [Document(content=f"Junior members of kind {n} row in the club's boats.") for n in "abc"]
        ranked = [replace(table, meta={RETRIEVAL_RANK: 4})] + [
            replace(d, meta={RETRIEVAL_RANK: i}) for i, d in enumerate(others, start=1)
        ]
        answered = AnswerabilityRouter().run(query="how much is junior membership a year", documents=ranked)
        assert "documents" in answered and answered["statement"]["text"].startswith("Junior | £150")
        # No row names a student membership: the table further down states no fee for it.
        student = AnswerabilityRouter().run(query="how much is student membership a year", documents=ranked)
        assert "not_stated" in student
        # A rule numbered in a grid is a sentence, read only where sentences are: no lookup of a label asked.
        grid = Document(content="12 | The wind limit for a mobile crane is 20 m/s.", meta={RETRIEVAL_RANK: 4})
        wind = [grid, *(replace(d, meta={RETRIEVAL_RANK: i}) for i, d in enumerate(others, start=1))]
        question = "What is the wind limit for a mobile crane?"
        assert "not_stated" in AnswerabilityRouter().run(query=question, documents=wind)

    def test_a_definition_is_looked_for_further_down_than_top_k(self):
        # A newcomer's drone manual defines a term in the notes under its limits table, which ranked fourth.
        notes = Document(
            content="3. Planning endurance is the flight time to be used in the flight plan.",
            meta={"file_name": "ops.pdf"},
        )
        others = [
            Document(content=f"The planning of flights of kind {n} is done at the base.", meta={"file_name": "ops.pdf"})
            for n in "abc"
        ]
        ranked = [replace(d, meta={RETRIEVAL_RANK: i}) for i, d in enumerate([*others, notes], start=1)]
        out = AnswerabilityRouter().run(query="what does 'planning endurance' mean?", documents=ranked)
        assert "documents" in out and out["statement"]["rank"] == 4
        # A sentence of another kind that far down is still no sign of an answer.
        stated = replace(ranked[3], content="Records must be kept for at least 90 days by each carrier.")
        question = "How many days must a carrier keep the planning records?"
        assert "not_stated" in AnswerabilityRouter().run(query=question, documents=[*ranked[:3], stated])
        # Nor does another document's definition of the term count.
        elsewhere = replace(ranked[3], meta={RETRIEVAL_RANK: 4, "file_name": "rulebook.pdf"})
        query = "what does 'planning endurance' mean?"
        assert "not_stated" in AnswerabilityRouter().run(query=query, documents=[*ranked[:3], elsewhere])

    def test_who_signed_a_letter_is_read_from_its_close_further_down(self):
        # nc13's interpretation letter: the question is about what the letter answers, so the retrievers rank its
        # opening first and its close, on the last page, fourth. The salutation names the addressee, not the signer.
        meta = {"file_name": "ecaa_interpretation_lindqvist_2025.pdf"}
        opening = Document(
            content="Re: Logging of flight time by a safety pilot Dear Mr. Lindqvist: This letter responds to your "
            "request for a legal interpretation about safety pilots.",
            meta=meta,
        )
        others = [
            Document(content=f"A safety pilot may log flight time of kind {n} as second-in-command time.", meta=meta)
            for n in "ab"
        ]
        close = Document(
            content="If you have further questions, please contact us.\nSincerely, Marguerite Osei Assistant Chief "
            "Counsel for Regulations Eastmarch Civil Aviation Authority",
            meta=meta,
        )
        ranked = [replace(d, meta={**meta, RETRIEVAL_RANK: i}) for i, d in enumerate([opening, *others, close], 1)]
        out = AnswerabilityRouter().run(query="Who signed the safety pilot interpretation letter?", documents=ranked)
        assert "documents" in out and out["statement"]["text"].startswith("Sincerely, Marguerite Osei")
        # Without its close, the letter does not say who signed it.
        out = AnswerabilityRouter().run(
            query="Who signed the safety pilot interpretation letter?", documents=ranked[:3]
        )
        assert "not_stated" in out

    def test_the_rest_of_an_article_read_first_is_read_whatever_its_rank(self):
        # A newcomer's "How long do we have to send our written explanation?" had been refused: D10.2.2, which says
        # "within two business days", was the retrievers' sixth, under D10.2, their first.
        heading = Document(
            content="D10.2 Late and Non-Submission Breaches\nD10.2.1 The Cost Cap Administration shall issue a Late "
            "Submission Notice to the F1 Team.",
            meta={RETRIEVAL_RANK: 1, "file_name": "d.pdf", "article": "D10.2"},
        )
        others = [
            Document(
                content=f"Reporting documents of kind {n} are filed.", meta={RETRIEVAL_RANK: i, "file_name": "d.pdf"}
            )
            for i, n in ((2, "a"), (3, "b"))
        ]
        clause = Document(
            content="D10.2.2 Each Late Submitting Team shall, within two business days of receipt of the Late "
            "Submission Notice, provide a written explanation.",
            meta={RETRIEVAL_RANK: 6, "file_name": "d.pdf", "article": "D10.2.2"},
        )
        question = "We got a Late Submission Notice. How long do we have to send our written explanation?"
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[clause, heading, *others])
        # Another document's D10.2.2, or another article, is no part of it.
        elsewhere = replace(clause, meta={**clause.meta, "file_name": "e.pdf"})
        assert "not_stated" in AnswerabilityRouter().run(query=question, documents=[elsewhere, heading, *others])

    def test_a_question_that_asks_two_things_reads_top_k_passages_for_each(self, hazmat_book):
        # The first clause (the violation report's form) draws the first passages; the one that states the reply's
        # 30 days comes fifth in the retrievers' order, past the top_k of one clause.
        question = (
            "Which form does an inspector use to report a violation, and how long does the respondent have to reply "
            "to the NOPV?"
        )
        documents = hazmat_book.retrieve(question)["documents"]
        out = _router(hazmat_book).run(query=question, documents=documents)
        assert "documents" in out and "30 days" in out["statement"]["text"]

    def test_a_low_ranker_score_holds_no_statement(self):
        doc = Document(content="Records must be kept for at least 90 days by each carrier.", meta={"ranker_score": 0.1})
        question = "How many days must a carrier keep the records?"
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[doc])
        assert "not_stated" in AnswerabilityRouter(min_ranker_score=0.5).run(query=question, documents=[doc])


class TestUnmentionedNames:
    """A name no chunk of the store mentions, unless the passages spell it out as a user's abbreviation."""

    def test_a_name_the_manual_never_mentions_is_not_stated_whatever_the_kind(self, hazmat_book):
        router = _router(hazmat_book)
        question = "Which CMMC level must a hazmat shipper reach, and does Pirelli count?"
        documents = hazmat_book.retrieve(question)["documents"]
        out = router.run(query=question, documents=documents)
        assert out["not_stated"] == documents and out["unmentioned"] == ["CMMC", "Pirelli"]
        # Named by the manual: FRA and PHMSA are in its vocabulary.
        assert router.unmentioned("Does FRA or PHMSA approve a one-time movement?", documents) == []

    def test_a_name_of_words_the_manual_uses_but_never_together_is_unmentioned(self, hazmat_book):
        router = _router(hazmat_book)
        documents = hazmat_book.retrieve("Who chairs the Hazardous Materials Safety Board?")["documents"]
        # Each word is the manual's; the name is not.
        assert router.unmentioned("Who chairs the Hazardous Materials Safety Board?", documents) == [
            "Hazardous Materials Safety Board"
        ]
        assert router.unmentioned("What does the Hazardous Materials Division do?", documents) == []

    def test_a_name_whose_words_the_text_writes_together_in_another_order_is_mentioned(self):
        # The HRGC manual prints "the U.S. House of Representatives Committee on Appropriations"; a user says "the
        # House Appropriations Committee". A number in a name is its id: "Restricted Period Four" is no other period.
        text = _folded(
            "In its report on the Fiscal Year 2018 budget, the U.S. House of Representatives\nCommittee on "
            "Appropriations directed FRA to study trespassing. c. Restricted Period Three: Four (4) exceptions."
        )
        assert _mentions_phrase(text, "House Appropriations Committee")
        assert not _mentions_phrase(text, "Senate Appropriations Committee")
        assert not _mentions_phrase(text, "Restricted Period Four")
        assert not _mentions_phrase(text, "Irish Data Protection Commission")
        # A post of a body: a letter prints the body at its head and the post under its signature.
        letter = _folded(
            "STATE BOARD OF COSMETOLOGY\nDear Ms. Whitfield: ...\nSincerely, Marcus T. Ellery Executive Officer"
        )
        assert _mentions_phrase(letter, "Executive Officer of the Board of Cosmetology")
        assert not _mentions_phrase(letter, "Chair of the Board of Cosmetology")
        assert not _mentions_phrase(letter, "Executive Officer of the Board of Barbering")

    def test_an_abbreviation_the_passages_spell_out_is_mentioned(self, hazmat_book):
        router = _router(hazmat_book)
        question = "What ERI has to travel with a hazmat shipment?"  # the manual never writes "ERI"
        spelled = Document(content="Carriers must keep emergency response information with the shipping papers.")
        assert router.unmentioned(question, [spelled]) == []
        assert router.unmentioned(question, [Document(content="Shipping papers must be kept in the cab.")]) == ["ERI"]

    def test_a_list_the_passage_gives_states_a_list(self):
        # The FSIS HACCP guidebook: the principles are numbered under "They are:", one per line.
        doc = Document(
            content="Applying the seven HACCP principles make up the major steps to writing a HACCP plan. They are:\n"
            "1. Conduct a hazard analysis.\n2. Identify critical control points.\n3. Establish critical limits for "
            "each critical control point.",
            meta={"articles": []},
        )
        out = AnswerabilityRouter().run(query="What are the seven HACCP principles?", documents=[doc])
        assert "documents" in out and out["statement"]["text"].startswith("Applying the seven HACCP principles")
        assert "not_stated" in AnswerabilityRouter().run(query="What are the cost cap penalties?", documents=[doc])

    def test_an_issue_that_is_not_indexed_is_not_stated(self):
        doc = Document(content="The cost cap is 135,000,000 US Dollars for each Full Year Reporting Period.")
        question = "What was the cost cap in the 2023 financial regulations?"
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[doc], versions={"unmatched": []})
        out = AnswerabilityRouter().run(query=question, documents=[doc], versions={"unmatched": ["2023"]})
        assert out["not_stated"] == [doc] and out["unmentioned"] == []
        assert "documents" in AnswerabilityRouter(enabled=False).run(
            query=question, documents=[doc], versions={"unmatched": ["2023"]}
        )

    def test_a_name_in_a_documents_title_or_file_name_is_mentioned(self, tmp_path):
        # A newcomer's code: the converter took the title line out of the text and the cleaner removed the running
        # header, so "Harbor" is in no chunk's text; the document's title and file name still name it.
        from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

        store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
        meta = {"file_name": "Harbor_Crane_Safety_Code.pdf", "title": "HARBOR CRANE SAFETY CODE", "live": True}
        doc = Document(content="2.1 The operator wears a hard hat\n2.3 Visitors keep 5 metres from a load", meta=meta)
        store.write_documents([doc])
        live = {"field": "meta.live", "operator": "==", "value": True}
        router = AnswerabilityRouter(document_store=store, filters=live)
        try:
            assert router.unmentioned("When was the Harbor Crane Safety Code issued?", [doc]) == []
            assert router.unmentioned("Does the Harbor code cover Liebherr cranes?", [doc]) == ["Liebherr"]
        finally:
            store.close()

    def test_a_plural_acronym_the_documents_write_only_in_the_plural_is_mentioned(self, tmp_path):
        # A fresh user's lending rules write "DVDs" only; the question's "DVDs" is read as the name "DVD".
        from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

        store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
        meta = {"file_name": "lending_rules.txt", "title": "Lending Rules", "live": True}
        doc = Document(content="DVDs and Blu-ray discs | 7 days | no renewals", meta=meta)
        store.write_documents([doc])
        router = AnswerabilityRouter(
            document_store=store, filters={"field": "meta.live", "operator": "==", "value": True}
        )
        try:
            assert router.unmentioned("How long can I keep DVDs?", [doc]) == []
            assert router.unmentioned("How long can I keep CDs?", [doc]) == ["CD"]
        finally:
            store.close()

    def test_an_article_the_documents_neither_file_nor_name_is_unmentioned(self, tmp_path):
        # A newcomer's procurement law of 30 articles: "What does Art. 31 say?" had been answered from Art. 28.
        from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

        store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
        meta = {"file_name": "procurement_law.pdf", "live": True}
        docs = [
            Document(
                content="Art. 28 Fines\n(1) A fine of EUR 2,000 shall be imposed.", meta={**meta, "article": "Art. 28"}
            ),
            Document(
                content="Art. 30 Entry into force\nThis Law enters into force on 1 January 2025; Art. 12 par. 3 "
                "applies from 1 July 2025.",
                meta={**meta, "article": "Art. 30"},
            ),
            Document(content="Division 1 teams may field players registered in Division 3.", meta=meta),
            Document(content="o DE.CM-01: Networks are monitored\no DE.CM-06: Providers are monitored", meta=meta),
        ]
        store.write_documents(docs)
        router = AnswerabilityRouter(
            document_store=store, filters={"field": "meta.live", "operator": "==", "value": True}
        )
        try:
            assert router.unmentioned("What does Art. 31 of the procurement law say?", docs) == ["Article 31"]
            assert router.unmentioned("What does Art. 28 say?", docs) == []
            assert router.unmentioned("What does Art. 28(3) say?", docs) == []
            # Named in the text, though no chunk is filed under it (the excerpt's article 12): maybe held elsewhere.
            assert router.unmentioned("What does Article 12 say?", docs) == []
            # The documents file nothing under a section: whether they number their provisions so is unknown.
            assert router.unmentioned("What does section 31 say?", docs) == []
            # A label cut short before its number ("Div 3") is a word the documents write in full.
            assert router.unmentioned("Can a Div 3 player play for the Div 1 side?", docs) == []
            assert router.unmentioned("Does the Mars club play in Division 1?", docs) == ["Mars"]
            # A code of a numbered series the documents write other members of, but not this one.
            assert router.unmentioned("What does DE.CM-04 say?", docs) == ["DE.CM-04"]
            assert router.unmentioned("What does DE.CM-6 say?", docs) == []
        finally:
            store.close()

    def test_a_sentence_of_the_kind_far_from_the_question_does_not_answer_beside_one_about_other_values(self):
        # A newcomer's site electrical standard gives lead lengths for 1.5 to 4.0 mm² only; "a 6 mm² lead" had been
        # answered because another sentence of the passages gives a length (a buried cable's cover; a measure tagged
        # as a depth is no length at all, `_another_dimension`).
        table = Document(
            content="6.2 Extension leads\nTable 6.2 Maximum length of extension leads 1.5 mm2 40 m 2.5 mm2 60 m "
            "4.0 mm2 100 m",
            meta={"article": "6.2"},
        )
        depth = Document(
            content="6.4 An extension lead that is buried shall be laid under at least 0.5 m of cover.",
            meta={"article": "6.4"},
        )
        question = "Max length of a 6 mm² extension lead?"
        out = AnswerabilityRouter().run(query=question, documents=[table, depth])
        assert "not_stated" in out and "0.5 m" in out["statement"]["text"]
        assert "documents" in AnswerabilityRouter(min_excluded_share=0).run(query=question, documents=[table, depth])
        assert "documents" in AnswerabilityRouter().run(
            query="Max length of a 2.5 mm² extension lead?", documents=[table]
        )

    def test_a_number_far_from_what_the_passages_say_of_the_question_is_another_things(self):
        # A fresh user's bylaw says what a walking permit allows but not what it costs; a licence's late surcharge
        # from another clause had been given as the permit's fee.
        walking = Document(
            content="3.2 Dog walking. A commercial dog walker holding a walking permit may walk up to 6 dogs at one "
            "time.",
            meta={"article": "3.2"},
        )
        fees = Document(
            content="2.3 Fees. A licence fee paid after 31 July attracts a late payment surcharge of £15.",
            meta={"article": "2.3"},
        )
        question = "What is the fee for a commercial dog walking permit?"
        out = AnswerabilityRouter(min_topical_share=0.3).run(query=question, documents=[walking, fees])
        assert "not_stated" in out and "£15" in out["statement"]["text"]
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[walking, fees])  # 0: not used
        permit = Document(
            content="3.3 Permits. A commercial dog walking permit costs £60 a year.", meta={"article": "3.3"}
        )
        assert "documents" in AnswerabilityRouter(min_topical_share=0.3).run(
            query=question, documents=[walking, permit, fees]
        )

    def test_this_manual_over_several_documents_without_a_cover_date_is_not_stated(self):
        # Which manual is meant is unknown, and the dates the passages give are other things'.
        body = Document(
            content="This document replaces the previous compliance manual issued in February 2017.",
            meta={"file_name": "hazmat.pdf"},
        )
        other = Document(content="These rules were revised in March 2019.", meta={"file_name": "pool.pdf"})
        out = AnswerabilityRouter().run(query="When was this manual issued?", documents=[body, other])
        assert out["not_stated"] == [body, other]
        # One document's passages: its body may state its own date ("will come into force on 1 January 2026").
        force = Document(content="These Regulations come into force on 1 January 2026.", meta={"file_name": "d.pdf"})
        question = "When does this regulation take effect?"
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[force])
        dated = {"cover_date": "January 7, 2025", "file_name": "hazmat.pdf"}
        cover = Document(content="COMPLIANCE MANUAL\nJanuary 7, 2025", meta=dated)
        out = AnswerabilityRouter().run(query="When was this manual issued?", documents=[body, other, cover])
        assert out["documents"] == [body, other, cover] and out["statement"]["rank"] == 3
        assert out["statement"]["text"] == "January 7, 2025"  # the line that prints it

    def test_a_sentence_about_other_kinds_of_the_thing_asked_does_not_state_it(self, tmp_path):
        # A newcomer's pool code gives the water temperature of its main, learner and hydrotherapy pools, and names
        # the leisure pool beside them in its bather-load table; "the leisure pool's temperature" had been answered
        # with the other pools' ranges.
        meta = {"file_name": "pool_code.pdf", "live": True}
        temperature = Document(
            content="para 4.5 Pool water temperature is kept at 27.5-28.5 °C in the main pools, 29.5-30.5 °C in the "
            "learner pools and 34.0-35.5 °C in the hydrotherapy pool.",
            meta={**meta, "article": "4.5"},
        )
        loads = Document(
            content="Table 2.1 Bather loads\nMain pool | 1-80 | 3\nLeisure pool, wave machine off | 1-80 | 3\n"
            "Learner pool | 1-30 | 1\nThe main pool and the learner pool are drained once a year.",
            meta={**meta, "article": "2.1"},
        )
        horns = Document(
            content="The maximum volume of a locomotive horn is set by rule 9.\n"
            + "Filler text. " * 60
            + "\nThe train "
            "horn is sounded at 96 decibels at least; a train horn is sounded 15 seconds before a crossing.",
            meta={**meta, "article": "9"},
        )
        with _router_over(tmp_path, [temperature, loads, horns]) as router:
            asked = "What temperature is the water in the leisure pool kept at?"
            out = router.run(query=asked, documents=[temperature, loads])
            assert "not_stated" in out and out["statement"] is None
            assert "documents" in router.run(
                query="What temperature is the main pool kept at?", documents=[temperature]
            )
            # A sentence that names the thing alone may hold for every kind of it.
            every = Document(
                content="para 4.6 The water temperature in every pool is kept at 28 °C or warmer.", meta=meta
            )
            assert "documents" in router.run(query=asked, documents=[temperature, every])
            # Two wordings of one thing the documents write far apart are not kinds set side by side.
            out = router.run(query="What is the minimum volume of a locomotive horn in decibels?", documents=[horns])
            assert "documents" in out

    def test_a_kind_named_without_the_topic_that_another_kind_has_does_not_state_it(self, tmp_path):
        # A newcomer's fisheries rules want catch returns of salmon and sea trout by 15 November; their table of open
        # seasons names brown trout beside dates. "A catch return for brown trout" had been answered with that table.
        meta = {"file_name": "rod_licence.pdf", "live": True}
        returns = Document(
            content="10. Catch returns\n(1) Every holder of a game endorsement must send the Board a return of the "
            "salmon and sea trout caught, including those released, by 15 November each year.",
            meta={**meta, "article": "10"},
        )
        seasons = Document(
            # A borderless table, read as one sentence.
            content="Table 2 - Open seasons Species Waters Open season Brown trout Zone A 15 March - 30 September Sea "
            "trout Zone A 1 May - 31 October Salmon Zone A 1 April - 15 October",
            meta={**meta, "article": "6"},
        )
        # Forms sent and returned elsewhere make "send" and "return" common words, as in a whole rule book.
        forms = Document(content="Forms are sent to the Board, which may return them.", meta=meta)
        with _router_over(tmp_path, [returns, seasons, forms]) as router:
            asked = "By when must I send the return for my brown trout?"
            assert "not_stated" in router.run(query=asked, documents=[returns, seasons])
            # The sea trout's return is stated, and the brown trout's season.
            asked = "By when must I send the return for my sea trout?"
            assert "documents" in router.run(query=asked, documents=[returns, seasons])
            asked = "When does the open season for brown trout start?"
            assert "documents" in router.run(query=asked, documents=[returns, seasons])

    def test_without_a_store_no_name_is_unmentioned(self):
        doc = Document(content="Records must be kept for at least 90 days by each carrier.")
        assert AnswerabilityRouter().unmentioned("How long must CMMC records be kept?", [doc]) == []


class TestInTheQueryGraph:
    def test_not_stated_is_a_refusal_that_names_what_is_missing(self, hazmat_book):
        # The gate is opened wide so that the router, not the confidence, decides.
        values = {"query": "How much does FRA pay a hazmat inspector at the GS-12 grade?", "min_confidence": 0.0}
        inputs = run_inputs(hazmat_book.graph("query")["inputs"], values)
        answer = hazmat_book.pipeline("query").run(inputs)["answer_builder"]["answer"]
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated"
        assert answer["answer"].startswith("The indexed documents do not state an amount of money")
        assert answer["closest"] and answer["citations"] == []

    def test_a_refusal_names_what_no_document_mentions(self, hazmat_book):
        values = {"query": "Which tyre compounds will Pirelli supply to hazmat carriers?", "min_confidence": 0.0}
        inputs = run_inputs(hazmat_book.graph("query")["inputs"], values)
        answer = hazmat_book.pipeline("query").run(inputs)["answer_builder"]["answer"]
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated" and answer["closest"]
        assert answer["answer"].startswith("The indexed documents do not mention Pirelli; the closest passages are [1]")
        assert answer["notice"].count("Pirelli") == 1

    def test_the_documents_own_date_is_quoted_from_its_cover(self, hazmat_book):
        # A newcomer's "When was this manual issued?" had been refused as not stated, and "What is the date of this
        # document?" answered with the dates of the manual it replaces and of a DOT order.
        for question in ("When was this manual issued?", "What is the date of this document?"):
            answer = hazmat_book.ask(question)
            assert answer["mode"] == "extractive", answer["answer"]
            assert answer["answer"].startswith("The document's first pages print its date: “")
            assert "January 7, 2025" in answer["answer"] and answer["citations"][0]["page"] == 1
        # Another edition's date is the text's, not the cover's.
        previous = hazmat_book.ask("When was the previous compliance manual issued?")
        assert "February 2017" in previous["answer"] and "first pages print" not in previous["answer"]

    def test_the_date_of_a_document_that_is_not_indexed_is_not_stated(self, hazmat_book):
        # A newcomer's "When was the Harbor Crane Operations Manual issued?" (only the Safety Code indexed) had been
        # answered with dates the body gives for other things.
        answer = hazmat_book.ask("When was the Harbor Crane Operations Manual issued?")
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated" and answer["closest"]
        assert "do not mention" in answer["answer"] and "the Harbor Crane Operations Manual" in answer["answer"]
        # The manual indexed, named by an abbreviation its title spells out, is answered from its cover.
        named = hazmat_book.ask("When was the HM Compliance Manual issued?")
        assert named["mode"] == "extractive" and "January 7, 2025" in named["answer"]

    def test_a_question_citing_a_section_is_answered_from_it(self, hazmat_book):
        # A newcomer's "what does Article 7 say?" had been answered from an annex that names Article 7 and from
        # another document's section 7 ("repaid within 7 days").
        answer = hazmat_book.ask("What does section 11.2.4 say?")
        assert answer["mode"] == "extractive" and answer["citations"][0]["article"] == "11.2.4"
        assert answer["citations"][0]["page"] == 36 and "263,000 pounds" in answer["answer"]

    def test_an_abbreviation_is_spelled_out_first(self, hazmat_book):
        answer = hazmat_book.ask("What is an OTMA?")
        assert answer["mode"] == "extractive"
        # The first claim spells OTMA out in the manual's words: the sentence that writes "one-time movement approval
        # (OTMA)" (Chapter 6), or the heading "11.2.1 One-Time Movement Approvals", which the answer says is one.
        first = answer["answer"].split("]")[0]
        assert "one-time movement approval" in first.lower()
        assert "(OTMA)" in first or first.startswith("A heading spells out OTMA: “One-Time Movement Approval")
