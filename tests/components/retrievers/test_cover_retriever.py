"""CoverRetriever: the passage that prints the date of the document a question asks about."""

import pytest
from haystack import Document
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.components.retrievers.cover_retriever import CoverRetriever, cover_passages

LIVE = {"field": "meta.live", "operator": "==", "value": True}
CRANE = {"file_name": "Harbor_Crane_Safety_Code.pdf", "title": "HARBOR CRANE SAFETY CODE", "date": "14 March 2023"}
POOL = {"file_name": "Lakeside_Pool_Rules.pdf", "title": "Lakeside Pool Rules", "date": "1 June 2024"}


def chunk(text: str, meta: dict, page: int, live: bool = True) -> Document:
    return Document(content=text, meta={**meta, "live": live, "page_start": page, "chunk_index": page})


@pytest.fixture()
def store(tmp_path):
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
    store.write_documents(
        [
            chunk("2.1 The operator wears a hard hat\n2.2 Lifting stops at 45 km/h", CRANE, 2),
            chunk("Port of Westmere Authority\nIssued: 14 March 2023\nEdition 3\nApproved by: Harbour Board", CRANE, 1),
            # The date again, deep in the body: not the cover.
            chunk("9.1 This code replaces the code issued before 14 March 2023.", POOL | {"date": None}, 9),
            chunk("Article 1 – Opening hours\nEffective from 1 June 2024\nThe pool opens at 7:00.", POOL, 1),
            chunk("1. Keep the gate shut.", {"file_name": "gate.pdf", "title": "Gate Rules"}, 1),  # no date read
        ]
    )
    yield store
    store.close()


def test_a_documents_cover_passage_is_its_first_chunk_that_prints_its_date(store):
    covers = cover_passages(store.filter_documents())
    assert sorted(covers) == ["Harbor_Crane_Safety_Code.pdf", "Lakeside_Pool_Rules.pdf", "gate.pdf"]
    assert covers["gate.pdf"][1] is None
    first, cover = covers["Harbor_Crane_Safety_Code.pdf"]
    assert cover.content.startswith("Port of Westmere Authority") and first is cover


def test_the_document_the_question_names_gets_its_cover(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="When was the Harbor Crane Safety Code issued?")["documents"]
    assert [d.meta["file_name"] for d in found] == ["Harbor_Crane_Safety_Code.pdf"]
    assert found[0].meta["cover_date"] == "14 March 2023" and found[0].score == 1.0
    pool = covers.run(query="Since when are the Lakeside pool rules in effect?")["documents"]
    assert [d.meta["file_name"] for d in pool] == ["Lakeside_Pool_Rules.pdf"]


def test_this_manual_is_the_only_document_searched_or_none(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    assert covers.run(query="When was this manual issued?")["documents"] == []  # two documents: which one?
    only = {"field": "meta.file_name", "operator": "==", "value": "Lakeside_Pool_Rules.pdf"}
    found = covers.run(query="What is the date of this document?", filters=only)["documents"]
    assert [d.meta["cover_date"] for d in found] == ["1 June 2024"]
    # Two documents searched, one of them without a cover date: "this manual" may be either.
    both = {"field": "meta.file_name", "operator": "in", "value": ["Lakeside_Pool_Rules.pdf", "gate.pdf"]}
    assert covers.run(query="When was this manual issued?", filters=both)["documents"] == []


def test_other_questions_documents_and_a_disabled_lookup_get_nothing(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    assert covers.run(query="What does the operator wear?")["documents"] == []
    assert covers.run(query="When was the previous crane code issued?")["documents"] == []
    assert covers.run(query="When was the Kestrel Tower Code issued?")["documents"] == []
    # Two of three words of the title, and a name the document does not have: another document.
    assert covers.run(query="When was the Harbor Crane Operations Manual issued?")["documents"] == []
    assert CoverRetriever(document_store=store, enabled=False).run(query="When was this manual issued?") == {
        "documents": [],
        "not_indexed": [],
    }
    assert CoverRetriever().run(query="When was this manual issued?") == {"documents": [], "not_indexed": []}


def test_a_document_named_that_none_searched_is_is_reported_not_indexed(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    for question, subject in [
        ("When was the Harbor Crane Operations Manual issued?", "the Harbor Crane Operations Manual"),
        ("When was the Kestrel Tower Code issued?", "the Kestrel Tower Code"),
    ]:
        assert covers.run(query=question) == {"documents": [], "not_indexed": [subject]}
    # Documents that are searched, even without a cover date or named in lower case; "this manual"; a notice or
    # a rule the documents may speak of; and a document outside the filter is not searched.
    for question in [
        "When were the Gate Rules issued?",
        "When was the crane operations manual issued?",
        "When was this manual issued?",
        "When was the Kestrel notice issued?",
    ]:
        assert covers.run(query=question)["not_indexed"] == [], question
    only_pool = {"field": "meta.file_name", "operator": "==", "value": "Lakeside_Pool_Rules.pdf"}
    assert covers.run(query="When was the Harbor Crane Safety Code issued?", filters=only_pool)["not_indexed"] == [
        "the Harbor Crane Safety Code"
    ]


def test_an_abbreviation_the_title_spells_out_names_the_document(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="When was the HCS Code issued?")
    assert [d.meta["file_name"] for d in found["documents"]] == ["Harbor_Crane_Safety_Code.pdf"]
    assert found["not_indexed"] == []


def test_a_question_on_a_documents_revision_gets_the_line_that_names_it(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="What edition is the Harbor Crane Safety Code?")["documents"]
    assert [d.meta["file_name"] for d in found] == ["Harbor_Crane_Safety_Code.pdf"]
    assert found[0].meta["cover_line"] == "Edition 3" and found[0].meta["cover_fact"] == "revision"
    assert "cover_date" not in found[0].meta
    # A document whose first pages name no revision gets no passage.
    assert covers.run(query="What revision are the Lakeside pool rules?")["documents"] == []


def test_a_question_on_who_approved_a_document_gets_the_line_that_says(store):
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="Who approved the Harbor Crane Safety Code?")["documents"]
    assert [d.meta["cover_line"] for d in found] == ["Approved by: Harbour Board"]
    assert found[0].meta["cover_fact"] == "approver"
    assert covers.run(query="Who approved the Lakeside pool rules?")["documents"] == []


def test_the_one_document_of_the_kind_a_generic_subject_names_gets_its_cover(store):
    # A fresh user's folder: one letter beside rules and codes. "The letter" is that one; "the rules" may be the
    # pool's or the gate's.
    letter = {
        "file_name": "cosmetology_letter_2025-10.pdf",
        "title": "State Board of Cosmetology",
        "date": "October 14, 2025",
    }
    store.write_documents([chunk("STATE BOARD OF COSMETOLOGY\nOctober 14, 2025\nDear Ms. Whitfield:", letter, 1)])
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="When was the letter written?")["documents"]
    assert [d.meta["cover_date"] for d in found] == ["October 14, 2025"]
    assert covers.run(query="When were the rules issued?")["documents"] == []


def test_who_signed_a_letter_gets_the_passage_of_its_first_close(store):
    # The FAA's reply encloses the letter it answers, whose writer's close comes after the reply's own.
    letter = {"file_name": "McCreary_2018_Legal_Interpretation.pdf", "title": "Legal Interpretation", "date": None}
    store.write_documents(
        [
            chunk("FAA Office of the Chief Counsel\nDear Mr. McCreary:\nThis responds to your request.", letter, 1),
            chunk(
                'We trust this answers your question.\nSincerely, ~~ {?X" Lorelei Peter Assistant Chief Counsel for '
                "Regulations, AGC-200 Enclosures",
                letter,
                2,
            ),
            chunk("Thank you for your time.\nSincerely, ~~ Dale McCreary", letter, 3),
        ]
    )
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="Who signed the FAA's 2018 interpretation letter to McCreary?")["documents"]
    assert [d.meta["page_start"] for d in found] == [2]
    assert found[0].meta["cover_fact"] == "signer"
    assert found[0].meta["cover_line"].startswith('Sincerely, ~~ {?X" Lorelei Peter Assistant Chief Counsel')
    # A question on what the letter says is no question on its signer.
    assert covers.run(query="What did the 2018 letter to McCreary say about preventive maintenance?")["documents"] == []


def test_when_a_document_comes_into_force_its_body_may_say_apart_from_its_cover(tmp_path):
    # A fresh user's bylaw: the cover prints the adoption date, clause 1.1 the date it comes into force.
    bylaw = {"file_name": "dog_bylaw.pdf", "title": "Dog Control Bylaw 2025", "date": "12 February 2025"}
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
    store.write_documents(
        [
            chunk("Dog Control Bylaw 2025\nAdopted by resolution of the Council on 12 February 2025.", bylaw, 1),
            chunk("1.1 This bylaw is the Dog Control Bylaw 2025 and comes into force on 1 April 2025.", bylaw, 2),
        ]
    )
    covers = CoverRetriever(document_store=store, filters=LIVE)
    found = covers.run(query="When does the dog control bylaw come into force?")["documents"]
    assert [(d.meta["cover_date"], d.meta.get("in_force")) for d in found] == [("1 April 2025", True)]
    # When it was adopted is what the cover prints.
    adopted = covers.run(query="When was the dog control bylaw adopted?")["documents"]
    assert [(d.meta["cover_date"], d.meta.get("in_force")) for d in adopted] == [("12 February 2025", None)]
    store.close()


def test_a_body_that_puts_the_document_in_force_on_its_cover_date_changes_nothing(store):
    # The pool rules' cover says "Effective from 1 June 2024": the cover passage answers, as before.
    pool = CoverRetriever(document_store=store, filters=LIVE).run(query="When do the Lakeside pool rules take effect?")
    assert [(d.meta["cover_date"], d.meta.get("in_force")) for d in pool["documents"]] == [("1 June 2024", None)]
