"""
GlossaryRetriever and rulebook.text.headwords: the chunk that holds the entry of the term a definition question asks
about, on chunks as the splitter writes them from real documents (the FRA Signal and Train Control manual's
Subpart G definitions, packed four to a chunk; GDPR Article 4) and, end to end, on a page of that manual.
"""

import pymupdf
import pytest
from haystack import Document
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.components.retrievers.glossary_retriever import GlossaryRetriever
from rulebook.text.headwords import defined_terms, entry_term, headword
from tests.ingestion_samples import shared_pdf

LIVE = {"field": "meta.live", "operator": "==", "value": True}
SIGNAL = "rail/FRA-Signal_Train_Control-2012.pdf"
PACKED = (
    "§ 236.800 Sheet, locking.\nA description in tabular form of the locking operations in an interlocking machine.\n"
    "§ 236.801 Shoe, latch.\nThe casting by means of which the latch rod and the latch block are held to a lever of a "
    "mechanical interlocking machine.\n§ 236.802 Shunt.\nA by-path in an electrical circuit.\n§ 236.802a Siding.\n"
    "An auxiliary track for meeting or passing trains."
)
SENSITIVITY = (
    "§ 236.56 Shunting sensitivity. (cont.)\nThe most difficult time to shunt a track circuit is when the ballast is "
    "dry or frozen.\nCar frame type track circuit must comply with this section."
)
GDPR = (
    "Article 4\nDefinitions\nFor the purposes of this Regulation:\n(1) ‘personal data’ means any information relating "
    "to an identified or identifiable natural person (‘data subject’);"
)


def chunk(text: str, name: str, article: str, live: bool = True) -> Document:
    return Document(content=text, meta={"file_name": name, "live": live, "article": article, "page_start": 1})


@pytest.fixture()
def store(tmp_path):
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=4)
    store.write_documents(
        [
            chunk(SENSITIVITY, "signal.pdf", "§ 236.56"),
            chunk(PACKED, "signal.pdf", "§ 236.800"),
            chunk(GDPR, "gdpr.pdf", "Article 4"),
            chunk(
                "§ 236.803 Signal, approach.\nA roadway signal ...\nShunt.\nA half-written copy.", "old.pdf", "x", False
            ),
        ]
    )
    yield store
    store.close()


class TestHeadwords:
    def test_an_entry_is_a_heading_that_is_only_the_term_or_a_line_defining_it(self):
        assert entry_term("§ 236.802 Shunt.") == "Shunt"
        assert entry_term("§ 236.800 Sheet, locking.") == "Sheet, locking"
        assert entry_term("2.14 Lone worker:") == "Lone worker"
        assert entry_term("Fouling a track means the placement of an individual ...") == "Fouling a track"
        assert headword(entry_term("(1) ‘personal data’ means any information relating to ...")) == "personal data"
        # The quotes, straight or curly, are no part of the term (a newcomer's "define urban airspace" was refused).
        assert entry_term("(c) 'urban airspace' means airspace over a built-up area;") == "urban airspace"
        assert entry_term("(c) ‘urban airspace’ means airspace over a built-up area;") == "urban airspace"
        assert entry_term("A driver's licence means a licence ...") == "A driver's licence"
        # A sentence, a long title and a defining line when only headings are asked for are no entries.
        assert entry_term("A by-path in an electrical circuit.") is None
        assert entry_term("§ 236.1005 Requirements for Positive Train Control systems and their installation") is None
        assert entry_term("Fouling a track means the placement of an individual ...", defining=False) is None

    def test_a_glossary_line_gives_the_term_a_colon_and_its_definition(self):
        # The bundled manual's Appendix B: "Term: definition" on one line.
        assert entry_term("Offeror: A person who performs functions associated with offering HM.") == "Offeror"
        assert entry_term("Hazardous Materials Regulations or HMR: Title 49 Code of Federal Regulations") == (
            "Hazardous Materials Regulations or HMR"
        )
        # A note's or a letter's label, and a sentence before a colon, are no terms.
        assert entry_term("Note: The inspector must record the seal number.") is None
        assert entry_term("This section: The rule applies to all carriers.") is None
        assert entry_term("Offeror: A person who performs functions.", defining=False) is None

    def test_terms_are_compared_without_case_quotes_articles_or_a_plural(self):
        assert headword("a Shunt") == headword("shunts") == headword("'shunt'") == "shunt"
        assert headword("the  Lone   workers") == "lone worker"
        assert headword("gas") == "gas"  # a short word keeps its s

    def test_an_entry_written_head_first_reads_as_its_term(self):
        # Glossaries sort entries by their head noun (49 CFR 236 Subpart G: "§ 236.786 Principle, closed circuit.").
        assert headword(entry_term("§ 236.786 Principle, closed circuit.", defining=False)) == headword(
            "closed circuit principle"
        )
        assert headword("Signal, fixed") == "fixed signal"
        # A list in a heading is no inverted term.
        assert headword("Fees, charges and fines") == "fees, charges and fine"

    def test_quoted_terms_defined_inside_a_line_are_entries(self):
        # The FIA 2026 Section E definitions, run together in one line of a chunk.
        line = (
            '"ICE Performance Index" has the meaning set out in Article 4. "Immunity Conditions" has the '
            'meaning set out in Article E0. "Inaugural Season" means, in relation to a Power Unit Manufacturer, the '
            "first Championship season"
        )
        assert defined_terms(line) == ["ICE Performance Index", "Immunity Conditions", "Inaugural Season"]
        assert defined_terms("The explicit introduction of ‘pseudonymisation’ in this Regulation is not intended") == []


class TestGlossaryRetriever:
    def test_a_definition_question_gets_the_chunk_with_the_terms_entry(self, store):
        glossary = GlossaryRetriever(document_store=store, filters=LIVE)
        found = glossary.run(query="In the signal regs what is a shunt, exactly?")["documents"]
        # The packed definitions, not the chunk that uses "shunt" most, nor the chunk that is not live.
        assert [d.meta["article"] for d in found] == ["§ 236.800"] and found[0].score == 1.0
        assert [d.meta["article"] for d in glossary.run(query="What counts as personal data?")["documents"]] == [
            "Article 4"
        ]

    def test_other_questions_other_documents_and_a_disabled_lookup_get_nothing(self, store):
        glossary = GlossaryRetriever(document_store=store, filters=LIVE)
        assert glossary.run(query="How long is a shunt wire?")["documents"] == []  # not a definition question
        assert glossary.run(query="What is a derail?")["documents"] == []  # no entry for it
        only_gdpr = {"field": "meta.file_name", "operator": "==", "value": "gdpr.pdf"}
        assert glossary.run(query="What is a shunt?", filters=only_gdpr)["documents"] == []
        off = GlossaryRetriever(document_store=store, filters=LIVE, enabled=False)
        assert off.run(query="What is a shunt?")["documents"] == []
        with pytest.raises(ValueError, match="top_k"):
            GlossaryRetriever(document_store=store, top_k=0)

    def test_a_write_to_the_store_is_seen_by_the_next_question(self, store):
        glossary = GlossaryRetriever(document_store=store, filters=LIVE)
        assert glossary.run(query="What is a derail?")["documents"] == []
        store.write_documents(
            [chunk("§ 236.810 Derail.\nA track structure for derailing rolling stock.", "s.pdf", "d")]
        )
        assert [d.meta["article"] for d in glossary.run(query="What is a derail?")["documents"]] == ["d"]


@pytest.mark.shared_data
def test_a_glossary_entry_answers_end_to_end(book, tmp_path):
    # Page 332 of the manual: § 236.798 to § 236.803, one-line definitions under their headings.
    path = tmp_path / "signal_definitions.pdf"
    with pymupdf.open(shared_pdf(SIGNAL)) as source, pymupdf.open() as excerpt:
        excerpt.insert_pdf(source, from_page=210, to_page=214)  # §§ 236.51-236.60, which use "shunt" throughout
        excerpt.insert_pdf(source, from_page=331, to_page=331)
        excerpt.save(path)
    assert book.index([path]).documents == 1
    answer = book.ask("What is a shunt, exactly?")
    assert answer["mode"] == "extractive"
    assert answer["answer"].startswith("“A by-path in an electrical circuit.”")
    assert answer["citations"][0]["page"] == 6
