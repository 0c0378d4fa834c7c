"""
rulebook.extractive: the sentences of the passages that best answer a question, each with its passage's number; on
the Hazmat manual's chunks (samples/) and its passages retrieved by the engine indexed once per session.
"""

import re

import pymupdf
import pytest
from haystack import Document

from rulebook.citations import citation_for
from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner
from rulebook.extractive import (
    SpelledOut,
    enumerations,
    expansion,
    extract,
    headed_sections,
    name_run_terms,
    passage_body,
    passage_sections,
    split_sentences,
    statements,
)
from rulebook.text.answer_types import classify
from rulebook.text.document_dates import name_terms
from rulebook.text.references import CITED_ARTICLE
from tests.ingestion_samples import HAZMAT, POOL_CODE, chunks, lines_pdf_chunks

QUESTION = "Who may inspect records and property related to hazardous materials transportation?"


def holding(articles: list[str]) -> Document:
    """:returns: The Hazmat manual's chunk whose articles are exactly `articles`."""
    return next(c for c in chunks(HAZMAT) if c.meta["articles"] == articles)


def squash(text: str) -> str:
    return " ".join(text.split())


class TestSplitSentences:
    def test_a_chinese_regulation_is_quoted_sentence_by_sentence(self):
        # The Shanghai labour contract regulations (tests/fixtures): Chinese prints no spaces and ends sentences with
        # "。"; a line that starts with an article id and ends with "。" is a sentence, not a heading.
        from tests.helpers import fixture_chunks

        chunk = next(
            c for c in fixture_chunks("cn_shanghai_labour_contract_regulations.pdf") if "第四条" in c.meta["articles"]
        )
        text, cited = extract("劳动合同应当以什么形式订立?", [chunk])
        assert text.startswith("“第四条 劳动合同应当以书面形式订立,但本条例有特别规定的除外。” [1]") and cited == [1]

    def test_a_run_of_numbered_entries_without_full_stops_is_cut_at_each_next_number(self):
        # A newcomer's site electrical standard prints its terms "3.1 / term (RLV) / definition" in a gutter layout
        # that the splitter joins into one line.
        terms = (
            "3.1 reduced low voltage system (RLV) system in which the voltage between phases does not exceed 110 V "
            "3.2 separated extra-low voltage (SELV) extra-low voltage system, not exceeding 50 V a.c. "
            "3.3 site distribution assembly (SDA) assembly of switchgear and socket-outlets"
        )
        assert split_sentences(terms) == [
            "3.1 reduced low voltage system (RLV) system in which the voltage between phases does not exceed 110 V",
            "3.2 separated extra-low voltage (SELV) extra-low voltage system, not exceeding 50 V a.c.",
            "3.3 site distribution assembly (SDA) assembly of switchgear and socket-outlets",
        ]
        # A clause that cites the next number, or a number that is not the next, is one sentence.
        assert split_sentences("3.1 The unit shall comply with 3.2 and 3.3 of this code") == [
            "3.1 The unit shall comply with 3.2 and 3.3 of this code"
        ]
        assert split_sentences("4.1 Fees are set out in Table 4.2 below") == ["4.1 Fees are set out in Table 4.2 below"]
        assert split_sentences("4.1 Leads of 4.5 m or more are tested") == ["4.1 Leads of 4.5 m or more are tested"]

    def test_abbreviations_and_initials_do_not_end_a_sentence(self):
        text = "Rules under 49 C.F.R. Part 172 apply, e.g. Class 3 liquids. See U.S. DOT guidance. Papers are kept."
        assert split_sentences(text) == [
            "Rules under 49 C.F.R. Part 172 apply, e.g. Class 3 liquids.",
            "See U.S. DOT guidance.",
            "Papers are kept.",
        ]

    def test_list_items_on_lines_of_their_own_are_sentences(self):
        text = "Each railroad shall:\n(a) Keep the\nrecords;\n(b) Show them to FRA; and\n• report a loss."
        assert split_sentences(text) == [
            "Each railroad shall:",
            "(a) Keep the records;",
            "(b) Show them to FRA; and",
            "• report a loss.",
        ]

    def test_a_telephone_number_that_opens_a_line_ends_its_sentence(self):
        # The hazmat manual's "... or telephone call to" / "(202) 493-6229." had been split at the area code, read
        # as an item's mark, leaving a sentence without the number.
        text = "Notify FRA by e-mail or telephone call to\n(202) 493-6229.\n(a) Keep a copy of the notice."
        assert split_sentences(text) == [
            "Notify FRA by e-mail or telephone call to (202) 493-6229.",
            "(a) Keep a copy of the notice.",
        ]

    def test_items_of_a_second_level_bullet_printed_as_o_are_sentences(self):
        # CSF 2.0 prints its Subcategories as "o GV.RR-01: ...", with no full stop: each is an item of its own.
        text = (
            "• Roles (GV.RR): Cybersecurity roles are established\no GV.RR-01: Organizational leadership is "
            "responsible and accountable for cybersecurity risk\no GV.RR-02: Roles are established\n◦ A last item"
        )
        # A colon before a capital ends a sentence, as ever: the item's id hands on to its words (`statements`).
        assert split_sentences(text) == [
            "• Roles (GV.RR):",
            "Cybersecurity roles are established",
            "o GV.RR-01:",
            "Organizational leadership is responsible and accountable for cybersecurity risk",
            "o GV.RR-02:",
            "Roles are established",
            "◦ A last item",
        ]
        # The FMCSA handbook's text layer runs such items on in one line, after a sentence's end.
        assert split_sentences("Two exemptions: o Seizure exemptions - 12 months. o Hearing exemptions - 2 years.") == [
            "Two exemptions:",
            "o Seizure exemptions - 12 months.",
            "o Hearing exemptions - 2 years.",
        ]

    def test_a_real_passage_is_cut_whole(self):
        body = passage_body(holding(["Chapter 9", "9.1"]))
        sentences = split_sentences(body)
        assert sentences[0] == (
            "Federal law authorizes FRA inspectors to inspect records and property related to railroad safety, "
            "including HM transportation safety."
        )
        assert " ".join(sentences) == squash(body)  # nothing lost, nothing added
        assert all(re.search(r"[.;:!?”)]$", s) for s in sentences[:-1])

    def test_a_footnote_placed_after_a_sentence_is_not_part_of_it(self):
        # Page 6 of the manual: footnote 1 (small print under a rule) is placed by the converter after the last
        # sentence of the page's running text, on a line that starts with its number.
        chunk = next(c for c in chunks(HAZMAT) if c.meta["articles"] == ["1.1"] and "Coast Guard" in c.content)
        assert chunk.meta["page_start"] == 6 and "how it moves.\n1 The U.S. Coast Guard" in chunk.content
        sentences = split_sentences(passage_body(chunk))
        assert "regardless of how it moves." in sentences[2] and sentences[2].endswith("how it moves.")
        assert sentences[3].startswith("1 The U.S. Coast Guard") and sentences[3].endswith("water transportation.")
        assert " ".join(sentences) == squash(passage_body(chunk))

    def test_a_number_inside_a_sentence_or_after_an_abbreviation_does_not_end_it(self):
        assert split_sentences("Shipping papers are kept for\n375 days. Records under 49 U.S.C.\n5101 apply.") == [
            "Shipping papers are kept for 375 days.",
            "Records under 49 U.S.C. 5101 apply.",
        ]


def test_a_section_sign_after_a_full_stop_starts_a_sentence():
    # FRA's signal manual lists its defect codes one after another: each is a sentence of its own.
    text = "Track is not identified in an approved PTCIP. § 236.1019.B1 Revenue operations conducted in noncompliance."
    assert split_sentences(text) == [
        "Track is not identified in an approved PTCIP.",
        "§ 236.1019.B1 Revenue operations conducted in noncompliance.",
    ]
    # After an abbreviation it does not: "49 C.F.R. § 171.8" is one reference.
    assert split_sentences("See 49 C.F.R. § 171.8 for the definition.") == ["See 49 C.F.R. § 171.8 for the definition."]


def test_a_table_row_is_one_sentence_apart_from_the_text_around_it():
    text = (
        "The notices in force:\nHMG-101 – OTMA | Rescinded - Superseded by HMG-127\n"
        "HMG-103 – Train placement | Issuance date: December 2017 This HMG clarifies. It applies to flatcars.\n"
        "Rescinded notices are kept for reference. Ask FRA for copies."
    )
    assert split_sentences(text) == [
        "The notices in force:",
        "HMG-101 – OTMA | Rescinded - Superseded by HMG-127",
        "HMG-103 – Train placement | Issuance date: December 2017 This HMG clarifies. It applies to flatcars.",
        "Rescinded notices are kept for reference.",
        "Ask FRA for copies.",
    ]


class TestPassageSections:
    def test_headings_of_the_articles_a_chunk_holds_are_not_text(self):
        chunk = holding(["Chapter 9", "9.1"])
        lines = chunk.content.split("\n")
        assert lines[0].startswith("CHAPTER 9") and lines[1] == "9.1 Authority"
        body = passage_body(chunk)
        assert body.startswith("Federal law authorizes FRA inspectors") and "9.1 Authority" not in body
        assert "SECURITY SEAL" not in body

    def test_each_article_of_a_packed_chunk_is_a_section(self):
        sections = passage_sections(holding(["6.5", "6.6"]))
        assert len(sections) == 2
        assert sections[0].startswith("Waiver investigations are inspections") and sections[1].startswith(
            "OTMA investigations"
        )

    def test_a_continued_article_loses_its_cont_line(self):
        chunk = next(c for c in chunks(HAZMAT) if c.content.startswith("1.1 Introduction (cont.)\n"))
        assert passage_body(chunk).startswith("This manual is the property of FRA")
        long_title = Document(
            content="§ 236.13 Spring switch; selection of signal control circuits through circuit controller "
            "operated by switch points or by switch locking mechanism. (cont.)\nThe rule applies to each switch.",
            meta={"articles": ["§ 236.13"]},
        )
        assert passage_body(long_title) == "The rule applies to each switch."

    def test_an_id_must_end_at_a_boundary_and_a_sentence_is_no_heading(self):
        doc = Document(
            content="9.1 Authority\n9.10 Records are kept for one year\n9.1 applies to seals.",
            meta={"articles": ["9.1"]},
        )
        assert passage_sections(doc) == ["9.10 Records are kept for one year\n9.1 applies to seals."]

    def test_a_section_heading_that_ends_with_a_period_is_a_heading(self):
        # CFR prints "§ 164.410 Notification by a business associate." with a period; a short article's whole text
        # on its number's line states something, and a run-in title goes on into a sentence: both are text.
        doc = Document(
            content="§ 164.410 Notification by a business associate.\n(a) A business associate shall notify the "
            "covered entity.\n§ 164.412 Law enforcement delay.\n12.1 All cars must be weighed.\n12.2 Scope. The "
            "rule covers cars.",
            meta={"articles": ["§ 164.410", "§ 164.412", "12.1", "12.2"]},
        )
        assert passage_sections(doc) == [
            "(a) A business associate shall notify the covered entity.",
            "12.1 All cars must be weighed.",
            "12.2 Scope. The rule covers cars.",
        ]

    def test_a_present_tense_rule_without_a_full_stop_is_text(self):
        doc = Document(
            content="2.1 Wind limits apply to every crane.\n2.2 Lifting stops when the wind exceeds 15 metres per "
            "second\n2.3 Lifting may resume after the wind stays below 12 metres per second for 10 minutes.",
            meta={"articles": ["2.1", "2.2", "2.3"]},
        )
        assert "2.2 Lifting stops when the wind exceeds 15 metres per second" in passage_sections(doc)
        text, _ = extract("At what wind speed does lifting have to stop?", [doc], max_sentences=1)
        assert "15 metres per second" in text

    def test_a_rule_printed_without_a_full_stop_is_text_and_ends_at_the_next_article(self):
        # The 2024 F1 Technical Regulations print 11.3.2 with no final period; it had been read as 11.3.2's heading,
        # and a sentence would have run on into 11.3.3.
        doc = Document(
            content="11.3 Brake discs and pads\n11.3.2 All discs must have a maximum thickness of 32mm\n"
            "11.3.3 The diameters of the discs are between 325mm and 330mm for the front.\n"
            "11.3.4 The minimum diameter of cooling holes in the discs is 3mm, as set out in\n"
            "11.3.1 and in the tables of Appendix 3 for each of the front and the rear wheels.",
            meta={"articles": ["11.3", "11.3.2", "11.3.3", "11.3.4", "11.3.1"]},
        )
        sentences = [s for text in passage_sections(doc) for s in split_sentences(text)]
        assert sentences == [
            "11.3.2 All discs must have a maximum thickness of 32mm",
            "11.3.3 The diameters of the discs are between 325mm and 330mm for the front.",
            # A wrapped line that opens with an id and goes on in lower case is the same sentence.
            "11.3.4 The minimum diameter of cooling holes in the discs is 3mm, as set out in 11.3.1 and in the tables "
            "of Appendix 3 for each of the front and the rear wheels.",
        ]
        best = statements("What is the maximum thickness of a brake disc?", [doc])[0]
        assert best.text == "11.3.2 All discs must have a maximum thickness of 32mm"

    def test_a_negated_or_passive_rule_without_a_full_stop_is_quoted(self):
        # "4.3 Tandem lifts are not made at night" has no modal verb, but says something all the same.
        doc = Document(
            content="4 LOAD CLASSES\n4.1 Operator licences\nEach operator holds a licence.\n"
            "4.2 The lift plan is approved by the Harbour Master.\n4.3 Tandem lifts are not made at night",
            meta={"articles": ["4", "4.1", "4.2", "4.3"]},
        )
        sections = passage_sections(doc)
        assert "4.3 Tandem lifts are not made at night" in sections[-1]
        assert not any(s.startswith("4.1 Operator licences") for s in sections)
        best = statements("Can tandem lifts be made at night?", [doc])[0]
        assert best.text == "4.3 Tandem lifts are not made at night"


def test_a_heading_by_the_sources_markup_is_no_start_of_a_sentence():
    # A Markdown policy's "## Working from abroad": no article id, no full stop after it.
    doc = Document(
        content="Working from abroad\nEmployees may work from another country for up to 20 working days a year.",
        meta={"headings": ["Working from abroad"]},
    )
    assert headed_sections(doc) == [
        ("Working from abroad", "Employees may work from another country for up to 20 working days a year.")
    ]
    found = statements("How long can I work from another country?", [doc])
    assert found[0].text.startswith("Employees may work")


def test_an_age_the_question_gives_is_not_held_by_an_amount_of_money_of_the_same_number():
    # "my 15 year old": the joining fee of £15.00 says nothing of a 15-year-old, a sentence on those aged 15 does.
    fee, gym = "A joining fee of £15.00 applies to monthly memberships.", "Members aged 15 may use the gym alone."
    doc = Document(content=f"{fee}\n{gym}")
    found = {s.text: s.coverage for s in statements("monthly membership for my 15 year old", [doc])}
    # Of monthly, membership, 15, year and old, the fee holds two words and the gym sentence the age.
    assert found[fee] == pytest.approx(2 / 5) and found[gym] == pytest.approx(1 / 5)
    # The same number given as no age is held by the amount: monthly, membership and 15 of four terms.
    as_count = {s.text: s.coverage for s in statements("monthly membership for my 15 sons", [doc])}
    assert as_count[fee] == pytest.approx(3 / 4)


def test_a_list_item_is_read_with_its_lead_in_for_what_is_done_to_it():
    # A biosafety standard lists its records under "The following records shall be kept:"; the item gives the time
    # alone ("b) records of exposures ..., for at least 40 years;"), which answers how long they are kept.
    doc = Document(
        content="7.2 Records\nThe following records shall be kept:\na) training records of each worker, for 5 years;\n"
        "b) records of exposures to risk group 3 agents, for at least 40 years;\n"
        "Exposures are reported to the biosafety officer within 24 hours."
    )
    found = statements("how long must exposure records for RG3 agents be kept", [doc])
    fitting = {s.text for s in found if s.fits}
    assert "b) records of exposures to risk group 3 agents, for at least 40 years;" in fitting
    assert "Exposures are reported to the biosafety officer within 24 hours." not in fitting


def test_a_password_length_is_counted_in_characters_where_the_passages_count_none():
    # SP 800-63B section 4 names memorized secrets at AAL1 and gives only a 30-day reauthentication: no sentence counts
    # characters, and no count of another thing answers.
    doc = Document(
        content="4.1.1 Permitted Authenticator Types\nAAL1 permits a Memorized Secret (Section 5.1.1).\n"
        "4.1.3 Reauthentication\nAt AAL1, reauthentication SHOULD be repeated at least once per 30 days."
    )
    assert not any(s.fits for s in statements("minimum password length for AAL1", [doc]))


def test_a_short_rule_under_a_table_is_quoted():
    # A fresh user's county travel policy: "Alcoholic beverages are never reimbursable." stands under the meals table
    # in five words, too few for a sentence with no number or verb of a rule, and was never quoted.
    doc = Document(
        content="Section 4. Meals and Lodging\nExpense | Daily limit\nBreakfast | $15\nDinner | $35\n"
        "Alcoholic beverages are never reimbursable.\nDeposits are refundable.\nMeals and Lodging.",
        meta={"file_name": "travel-policy.html", "article": "Section 4", "article_title": "Meals and Lodging"},
    )
    said = [s.text for s in statements("Are alcoholic beverages reimbursable?", [doc])]
    assert said[0] == "Alcoholic beverages are never reimbursable."
    assert "Deposits are refundable." in said and "Meals and Lodging." not in said


class TestGlossaryEntries:
    """The FRA Signal and Train Control manual's Subpart G packs one-line definitions under their headings."""

    PACKED = Document(
        content="§ 236.801 Shoe, latch.\nThe casting by means of which the latch rod and the latch block are held to "
        "a lever of a mechanical interlocking machine.\n§ 236.802 Shunt.\nA by-path in an electrical circuit.\n"
        "§ 236.802a Siding.\nAn auxiliary track for meeting or passing trains.",
        meta={
            "articles": ["§ 236.801", "§ 236.802", "§ 236.802a"],
            "article": "§ 236.801",
            "article_title": "Shoe, latch",
        },
    )

    def test_each_section_keeps_the_heading_it_is_under(self):
        assert headed_sections(self.PACKED)[1] == ("§ 236.802 Shunt.", "A by-path in an electrical circuit.")
        assert [text for _h, text in headed_sections(self.PACKED)] == passage_sections(self.PACKED)

    def test_the_sentence_under_the_terms_heading_defines_it(self):
        ask = classify("What is a shunt?")
        best = statements("What is a shunt?", [self.PACKED], ask)[0]
        assert best.text == "A by-path in an electrical circuit." and best.fits and best.coverage > 0
        # Under another heading the same kind of sentence defines nothing.
        siding = next(s for s in statements("What is a shunt?", [self.PACKED], ask) if s.text.startswith("An aux"))
        assert not siding.fits
        answer, cited = extract("What is a shunt?", [self.PACKED])
        assert answer.startswith("“A by-path in an electrical circuit.” [1]") and cited == [1]


@pytest.fixture(scope="module")
def terms_clause(tmp_path_factory) -> list[Document]:
    """A standard's terms-and-definitions clause as ISO lays it out: number, term and definition on lines apart."""
    pdf = pymupdf.open()
    page = pdf.new_page()
    lines = [
        ("3 Terms and definitions", True),
        ("For the purposes of this document, the following terms and definitions apply.", False),
        ("3.1", True),
        ("competent person", True),
        ("person with sufficient practical and theoretical knowledge and experience of the lifting equipment", False),
        ("3.2", True),
        ("thorough examination", True),
        ("systematic and detailed examination of the equipment and its safety-critical parts", False),
        ("3.3", True),
        ("safe working load", True),
        ("SWL", True),
        ("maximum load that the equipment is designed to raise, lower or suspend", False),
        ("4 Examination intervals", True),
        ("4.1 Lifting accessories shall be thoroughly examined at least every 6 months.", False),
        ("4.2 A competent person shall report each thorough examination within 28 days.", False),
    ]
    for i, (line, bold) in enumerate(lines):
        page.insert_text((60, 60 + 18 * i), line, fontsize=10, fontname="hebo" if bold else "helv")
    path = tmp_path_factory.mktemp("terms") / "lifting.pdf"
    pdf.save(path)
    documents = PyMuPDFToDocument().run(sources=[path])["documents"]
    return ArticleSplitter().run(documents=RunningTextCleaner().run(documents=documents)["documents"])["documents"]


def test_a_name_given_back_is_quoted_with_the_sentence_it_names():
    code = Document(
        content="5.2 If you find a leak on your supply pipe, you must repair it within 30 days of finding it. If you "
        "do, we will reduce your metered bill to your normal use for the period of the leak. This is the leak "
        "allowance.\n5.3 We give one leak allowance for each property in any 3-year period.",
        meta={"articles": ["5.2", "5.3"]},
    )
    text, _cited = extract("what is the 'leak allowance'?", [code])
    assert text.startswith(
        "“If you do, we will reduce your metered bill to your normal use for the period of the leak. This is the leak "
        "allowance.” [1]"
    )


class TestTermsEntries:
    def test_each_entry_is_a_sentence_of_its_own(self, terms_clause):
        sentences = [s for p in terms_clause for section in passage_sections(p) for s in split_sentences(section)]
        assert any(s.startswith("3.1 competent person person with sufficient") for s in sentences)
        assert any(s.startswith("3.2 thorough examination systematic and detailed") for s in sentences)
        assert not any("3.1 competent" in s and "3.2 thorough" in s for s in sentences)

    @pytest.mark.parametrize(
        ("question", "entry"),
        [
            ("What is a competent person?", "3.1 competent person person with sufficient"),
            ("define thorough examination", "3.2 thorough examination systematic and detailed"),
            ("What is meant by safe working load?", "3.3 safe working load SWL maximum load"),
        ],
    )
    def test_the_entry_defines_its_term(self, terms_clause, question, entry):
        best = statements(question, terms_clause)[0]
        assert best.text.startswith(entry) and best.fits
        answer, _cited = extract(question, terms_clause)
        assert answer.startswith(f"“{entry}")

    def test_a_clause_that_names_the_term_defines_nothing(self, terms_clause):
        found = statements("What is a competent person?", terms_clause)
        report = next(s for s in found if s.text.startswith("4.2 A competent person shall"))
        assert not report.fits


class TestExtract:
    def test_quotes_sentences_of_the_passages_it_cites(self, hazmat_book):
        documents = hazmat_book.retrieve(QUESTION)["documents"]
        text, cited = extract(QUESTION, documents)
        quoted = re.findall(r"“(.+?)” \[(\d+)\]\s*", text)
        assert 1 <= len(quoted) <= 4 and cited == sorted({int(n) for _s, n in quoted})
        assert "".join(f"“{s}” [{n}]" for s, n in quoted).replace(" ", "") == text.replace(" ", "")
        for sentence, n in quoted:
            assert sentence.strip() in squash(passage_body(documents[int(n) - 1])), (n, sentence)
            assert not sentence.rstrip().endswith(":")
        numbers = [int(n) for _s, n in quoted]
        assert max(numbers.count(n) for n in numbers) <= 2  # at most 2 from one passage
        assert "inspect" in quoted[0][0].lower()  # the answering sentence comes first

    def test_fewer_sentences_and_one_per_passage(self, hazmat_book):
        documents = hazmat_book.retrieve(QUESTION)["documents"]
        one, cited = extract(QUESTION, documents, max_sentences=1)
        assert len(re.findall(r"\[\d+\]", one)) == 1 and len(cited) == 1
        spread, cited = extract(QUESTION, documents, max_sentences=3, per_passage=1)
        assert len(cited) == len(re.findall(r"\[\d+\]", spread)) <= 3

    def test_a_sentence_of_the_kind_asked_comes_first(self):
        docs = [
            Document(
                content="The respondent may request a hearing on the proposed penalty before an officer of "
                "the agency at any time during the case.",
                meta={"articles": ["A"]},
            ),
            Document(
                content="Failure to respond to the penalty notice within 30 days of its date constitutes a "
                "waiver of the right to a hearing.",
                meta={"articles": ["B"]},
            ),
        ]
        text, cited = extract("How many days do we have to respond to a penalty notice?", docs)
        assert text.startswith("“Failure to respond") and 2 in cited

    def test_a_sentence_that_points_back_to_the_best_one_is_quoted_after_it(self):
        # Wording of the Track and Structures manual (§ 214.7, effective securing device).
        doc = Document(
            content="Every switch used for on-track safety must be locked by the roadway workers who rely on it. "
            "The tag does not have to be unique to a specific person or work gang. Rather, a craft-specific tag is "
            "considered unique for this purpose.",
            meta={"articles": ["214.7"]},
        )
        question = "Does the tag have to be unique to one person or gang?"
        text, _ = extract(question, [doc], max_sentences=2)
        assert text == (
            "“The tag does not have to be unique to a specific person or work gang.” [1] “Rather, a craft-specific "
            "tag is considered unique for this purpose.” [1]"
        )

    def test_a_sentence_that_goes_on_about_what_the_best_one_introduced_follows_it(self):
        # Wording of the Signal and Train Control manual (false proceed signal failures): the second sentence says
        # what the first one's "a file number" is made of, under a definite description of it.
        doc = Document(
            content="Each reported false proceed signal failure occurrence shall receive a file number. The file "
            "number for each occurrence will begin with FP, followed by the two-digit calendar year in which it "
            "occurred. The regional specialist keeps a log of all reports received in the region.",
            meta={"articles": ["5"]},
        )
        text, _ = extract("How are FRA file numbers for false proceed signal failures built up?", [doc], 2)
        assert text == (
            "“Each reported false proceed signal failure occurrence shall receive a file number.” [1] “The file "
            "number for each occurrence will begin with FP, followed by the two-digit calendar year in which it "
            "occurred.” [1]"
        )

    def test_a_duration_in_the_unit_asked_comes_before_one_of_a_neighbouring_unit(self):
        # Both fit "how many days" (two months is within reach of days); the one in days answers as asked.
        doc = Document(
            content="The cab signal apparatus on each locomotive shall be inspected at intervals of not more than "
            "2 months. Periodic tests of the cab signal apparatus on each locomotive shall be made at least once "
            "every 92 days.",
            meta={"articles": ["236.588"]},
        )
        text, _ = extract("Within how many days must the cab signal periodic test on a locomotive be done?", [doc], 1)
        assert "92 days" in text

    def test_a_sentence_that_names_the_questions_focus_comes_first(self):
        doc = Document(
            content="Locomotive engineers must sound the train horn at least 15 seconds before the train arrives "
            "at the crossing. Train horns must be sounded in a standardized pattern of 2 long, "
            "1 short and 1 long blasts.",
            meta={"articles": []},
        )
        # Both cover "horn" and one other term of the question; the one that names the pattern asked about wins.
        text, _ = extract("What horn pattern do we blow for a public crossing?", [doc], max_sentences=1)
        assert text.startswith("“Train horns must be sounded in a standardized pattern of 2 long, 1 short")

    def test_a_quoted_question_or_a_reference_entry_states_nothing(self):
        letter = Document(
            content="As a Certificated Recreational Pilot certified under FAA Part 61.101 can I do preventative "
            "maintenance on my owned Aircraft?",
            meta={"articles": []},
        )
        references = Document(
            content="[SP 800-39] Joint Task Force (2011) Managing Information Security Risk, NIST Special "
            "Publication (SP) 800-39. https://doi.org/10.6028/NIST.SP.800-39",
            meta={"articles": []},
        )
        found = statements("When was the advisory circular issued?", [letter, references])
        assert found and not any(s.fits for s in found)

    def test_a_glossary_headword_on_its_own_line_is_read_with_its_definition(self):
        glossary = Document(
            content="Freight Forwarder:\nA person who, having no interest in goods and no ownership or interest in the "
            "means of their carriage, undertakes (for hire) forwarding these goods by safe carrier to a destination.\n"
            "Follow-up inspections may take place at a freight forwarder, broker, or an agent's place of business.",
            meta={"articles": []},
        )
        text, _ = extract("What does freight forwarder mean in the compliance manual?", [glossary], max_sentences=1)
        assert text.startswith("“Freight Forwarder: A person who, having no interest in goods")

    def test_a_letter_answers_the_question_it_asks_in_the_next_sentence(self):
        letter = Document(
            content="1. In the case of a club leased aircraft registered in the name of an individual and not the "
            "club, is the aircraft considered to be club owned? No. Under 49 C.F.R. § 47.5(b), an aircraft may be "
            "registered only by and in the legal name of its owner. The rule on inspections is discussed below.",
            meta={"articles": []},
        )
        question = "Our flying club leases a plane that's registered in one guy's name. Is that plane club owned?"
        found = statements(question, [letter])
        # The letter's question is never quoted; the reply after it covers the question's terms through it.
        assert not any(s.text.endswith("club owned?") for s in found)
        assert found[0].text.startswith("No. Under 49 C.F.R. § 47.5(b)")
        text, _ = extract(question, [letter], max_sentences=1)
        assert text.startswith("“No. Under 49 C.F.R. § 47.5(b), an aircraft may be registered only")

    def test_a_letters_restatement_of_what_it_was_asked_is_not_quoted(self):
        # The McCreary letter (../shared/data/pdfs/faa) restates the question before it answers it.
        letter = Document(
            content="You asked whether you, as the holder of a Recreational Pilot Certificate, are authorized by that "
            "regulation to perform preventive maintenance on your aircraft. Thus, even though you could legally "
            "perform preventive maintenance on your aircraft, you could not legally operate it until an authorized "
            "person approved the work performed for return to service. You correctly paraphrased the regulatory "
            "requirements for preventive maintenance.",
            meta={"articles": []},
        )
        question = "I've only got a recreational pilot certificate. Am I allowed to do preventive maintenance?"
        found = statements(question, [letter])
        assert not any(s.text.startswith("You asked whether") for s in found)
        assert found[0].text.startswith("Thus, even though you could legally perform preventive maintenance")
        # What the letter says the requester did is a statement; only the restated question is left out.
        assert any(s.text.startswith("You correctly paraphrased") for s in found)

    def test_a_sentence_that_holds_the_questions_phrase_outranks_one_that_shares_its_words_apart(self):
        # The bundled manual (2.3 and 10.3.6): both sentences name who acts; only one says who issues the order.
        general = Document(
            content="The legal standard is clear: by engaging in the shipment of dangerous commodities, companies "
            "(and individuals) constructively accept the necessity of proper unannounced inspections.",
            meta={"articles": []},
        )
        orders = Document(
            content="If FRA determines that an unsafe condition or practice causes an imminent hazard, FRA may issue "
            "an emergency order to impose restrictions or prohibitions necessary to abate the imminent hazard.",
            meta={"articles": []},
        )
        question = "Who has the power to issue an emergency order when a hazmat rail shipment is dangerous?"
        found = statements(question, [general, orders])
        assert found[0].rank == 2 and "may issue an emergency order" in found[0].text

    def test_the_words_that_ask_are_not_terms_to_cover(self):
        doc = Document(content="A carrier must keep the seal records for at least 90 days.", meta={"articles": []})
        # "what's", "how many", "exactly" say what is asked, not what about: the sentence covers the question whole
        (best,) = statements("So what's it, exactly how many days must a carrier keep seal records?", [doc])
        assert best.fits and best.coverage == pytest.approx(1.0)

    def test_a_superlative_is_covered_by_the_bound_a_rule_states(self):
        # The Medical Examiner's Handbook (../shared/data/pdfs/faa) states the longest certification as a maximum.
        doc = Document(
            content="Pursuant to 49 CFR 391.45(e), the maximum period of certification for an individual certified "
            "under the standards in §391.46 is 12 months.",
            meta={"articles": []},
        )
        (longest,) = statements("What's the longest period of certification?", [doc])
        assert longest.fits and longest.coverage == pytest.approx(1.0)
        rest = Document(content="Each driver must take a rest of at least 10 hours off duty.", meta={"articles": []})
        (shortest,) = statements("What is the shortest rest a driver may take?", [rest])
        assert shortest.coverage == pytest.approx(1.0)
        # a bound of the other side is not the one asked for
        (other,) = statements("What is the longest rest a driver may take?", [rest])
        assert other.coverage < 1.0

    def test_a_list_question_gets_the_list_with_its_lead_in(self):
        doc = Document(
            content="ENS signs are posted at crossings so the public can report problems. ENS is generally required "
            "at all at-grade crossings including:\n• Public highway-rail grade crossings;\n• Private highway-rail "
            "grade crossings;\n• Farm crossings.\nThe railroad keeps the ENS number staffed at all times.",
            meta={"articles": []},
        )
        question = "Which kinds of crossings need an ENS sign?"
        (listed,) = enumerations(question, [doc])
        assert listed.text.startswith("ENS is generally required") and listed.text.endswith("• Farm crossings.")
        text, cited = extract(question, [doc])
        assert text == f"“{listed.text}” [1]" and cited == [1]
        # the same passage asked something that is no list is answered by its sentences
        assert not extract("Who keeps the ENS number staffed?", [doc])[0].startswith("“ENS is generally required")

    def test_a_short_lead_in_is_quoted_with_the_sentence_before_it(self):
        doc = Document(
            content="Applying the seven HACCP principles make up the major steps to writing a HACCP plan. They are:\n"
            "1. Conduct a hazard analysis.\n2. Identify critical control points.",
            meta={"articles": []},
        )
        (listed,) = enumerations("What are the seven HACCP principles?", [doc])
        assert listed.text == (
            "Applying the seven HACCP principles make up the major steps to writing a HACCP plan. They are: 1. Conduct "
            "a hazard analysis. 2. Identify critical control points."
        )
        assert split_sentences("They are:\n1. Conduct a hazard analysis.") == [
            "They are:",
            "1. Conduct a hazard analysis.",
        ]

    def test_each_thing_a_question_asks_gets_its_sentence(self):
        # "..., and who decides?": the sentence naming who decides is quoted, though sentences with the days (the
        # question's first ask) score higher.
        days = Document(
            content="The respondent may file an appeal of a civil penalty within 30 days of receiving the penalty "
            "notice.\nAn appeal of a civil penalty filed after 30 days is rejected.",
            meta={"file_name": "a.pdf"},
        )
        more = Document(
            content="A civil penalty appeal must be filed within 30 days; an extension of 15 days may be granted.\n"
            "The penalty is due within 60 days.",
            meta={"file_name": "a.pdf"},
        )
        who = Document(
            content="Each appeal is decided by the Regional Administrator.\nRecords are kept for 3 years.",
            meta={"file_name": "a.pdf"},
        )
        text, cited = extract("How many days do I have to appeal a civil penalty, and who decides?", [days, more, who])
        assert text.startswith("“The respondent may file an appeal of a civil penalty within 30 days")
        assert "“Each appeal is decided by the Regional Administrator.” [3]" in text and 3 in cited
        # Asked alone, the days are answered by the days.
        assert "Regional Administrator" not in extract("How many days do I have to appeal?", [days, more, who])[0]

    def test_a_cited_articles_text_comes_before_a_sentence_that_names_it(self):
        annex = Document(
            content="ANNEX I\nThe following limits apply in addition to the general operating rules of Article 7.",
            meta={"file_name": "drone.pdf", "article": "Annex I"},
        )
        rules = Document(
            content="Article 7 General operating rules\n1. The remote pilot shall keep the aircraft in sight.\n"
            "2. The aircraft shall not be flown higher than 120 metres.",
            meta={"file_name": "drone.pdf", "article": "Article 7", "cited_article": "article 7"},
        )
        # The joiner puts the lookup's chunks first.
        text, _ = extract("what does Article 7 say?", [rules, annex])
        assert text.startswith("“1. The remote pilot shall keep the aircraft in sight.” [1]")
        # Without the lookup's mark (a citation of several documents), the words decide.
        plain = Document(content=rules.content, meta={"file_name": "drone.pdf", "article": "Article 7"})
        assert extract("what does Article 7 say?", [plain, annex])[0].startswith("“The following limits apply")

    def test_an_article_asked_alone_is_quoted_in_its_own_order_without_its_reference_list(self):
        # A commentary files case law and guidelines under the article; "What does Article 9 of the GDPR say?" had
        # got them first, since they repeat "Article 9" and "GDPR", and a long first paragraph lost to shorter ones.
        opening = Document(
            content="Article 9. Processing of special categories\n1. Processing of personal data revealing racial or "
            "ethnic origin, political opinions, religious or philosophical beliefs, or trade union membership, and the "
            "processing of genetic data, biometric data for the purpose of uniquely identifying a natural person, "
            "data concerning health or a natural person's sex life shall be prohibited.\n"
            "2. Paragraph 1 shall not apply if the data subject has given explicit consent.",
            meta={"file_name": "gdpr.pdf", "article": "Article 9", "part": 1, "cited_article": "article 9"},
        )
        sources = Document(
            content="Guidelines & Case Law\nEDPB, Guidelines 3/2019 on the processing of health data under Article 9 "
            "of the GDPR (2020).\nThe court held that Article 9 of the GDPR applies to inferred data as well.",
            meta={"file_name": "gdpr.pdf", "article": "Article 9", "part": 7, "cited_article": "article 9"},
        )
        text, _ = extract("What does Article 9 of the GDPR say?", [sources, opening])
        assert text.startswith("“1. Processing of personal data revealing racial")
        assert "“2. Paragraph 1 shall not apply" in text and "Guidelines 3/2019" not in text
        # A question that asks something of the article is answered by what states it, wherever it stands.
        asked = extract("Under Article 9 of the GDPR, does it apply to inferred data?", [sources, opening])[0]
        assert "inferred data" in asked.split("” [")[0]

    def test_the_paragraph_a_question_cites_is_quoted_first(self):
        article = Document(
            content="Article 12. Modalities\n1. The controller shall take appropriate measures to provide any "
            "information in a concise form.\n2. The controller shall facilitate the exercise of data subject rights.\n"
            "3. The controller shall provide information on action taken on a request without undue delay and in "
            "any event within one month of receipt of the request.",
            meta={"file_name": "gdpr.pdf", "article": "Article 12", "cited_article": "article 12"},
        )
        text, _ = extract("What does Article 12(3) GDPR say?", [article])
        assert text.startswith("“3. The controller shall provide information on action taken")

    def test_a_cited_sub_article_packed_under_its_parents_heading_is_quoted_first(self):
        # A newcomer's exam regulations head "Regulation 6 – Marking" over paragraphs 6.1 ... 6.6, packed in one
        # chunk: "Regulation 6.3 - ..." had had every sentence of it dropped as another article's.
        regulation = Document(
            content="Regulation 6 – Marking, moderation and publication of marks\n6.1 Marks are whole numbers from 0 "
            "to 100. The pass mark is 40 for modules at levels 3 to 6.\n6.2 Assessments are marked anonymously "
            "wherever the form of assessment allows it.\n6.3 A sample of the work for each assessment is second-"
            "marked. The sample is 10% of the work or 6 scripts, whichever is greater.",
            meta={
                "file_name": "exams.pdf",
                "article": "Regulation 6",
                "articles": ["Regulation 6", "6.1", "6.2", "6.3"],
                "cited_article": "regulation 6.3",
            },
        )
        other = Document(
            content="Regulation 8 – Classification\nTable 2 – Classification of honours degrees: 70 and above First "
            "Class, 60 to 69.99 Upper Second Class.",
            meta={"file_name": "exams.pdf", "article": "Regulation 8"},
        )
        question = "Regulation 6.3 - what's the minimum number of scripts that get second marked?"
        text, cited = extract(question, [regulation, other])
        assert (
            text.startswith("“The sample is 10% of the work or 6 scripts, whichever is greater.” [1]") and cited[0] == 1
        )
        # Another sub-article of the chunk is no answer to "6.3": 6.1's numbers come after it, if at all.
        assert text.index("6 scripts") < text.find("pass mark") or "pass mark" not in text

    def test_another_article_packed_in_the_cited_articles_chunk_is_not_quoted(self):
        # A fresh user's "What does Rule 2 of the pool rules say?" had got Rule 3's sentence too.
        doc = Document(
            content="Rule 2 Glass\nNo glass containers may be brought onto the pool deck at any time.\nRule 3 Diving\n"
            "Diving is allowed only in the deep end when a lifeguard is on duty.",
            meta={
                "file_name": "pool.md",
                "article": "Rule 2",
                "articles": ["Rule 2", "Rule 3"],
                "cited_article": "rule 2",
            },
        )
        assert extract("What does Rule 2 of the pool rules say?", [doc])[0] == (
            "“No glass containers may be brought onto the pool deck at any time.” [1]"
        )
        assert extract("What does Rule 3 of the pool rules say?", [doc])[0].startswith("“Diving is allowed only")

    def test_a_cited_paragraph_packed_beside_its_siblings_is_quoted_and_cited_alone(self):
        # A fresh user's "What does para 3.2 say?" to the nc9 pool code: its short paragraphs 3.1 to 3.5 are packed in
        # one chunk filed under "para 3.1" below "Section 3", whose heading had every sentence dropped as another
        # article's; and where it was not, para 3.1's text came first and the quote was cited "para 3.1".
        packed = next(c for c in chunks(POOL_CODE) if "para 3.2" in c.meta["articles"])
        assert packed.meta["article"] == "para 3.1" and packed.content.startswith("Section 3 ")

        def asked(question: str, citation: str) -> tuple[str, dict]:
            # Marked as `ArticleRetriever` marks the chunk it finds filed under the citation.
            found = Document(content=packed.content, meta={**packed.meta, CITED_ARTICLE: citation})
            text, _ = extract(question, [found])
            return text, citation_for(1, found, re.findall(r"“.+?” \[1\]", text))

        text, citation = asked("What does para 3.2 say?", "paragraph 3.2")
        assert text == (
            "“para 3.2 One responsible person may accompany no more than 2 children under 8, of whom no more than 1 "
            "may be under 4.” [1]"
        )
        assert citation["article"] == "para 3.2"
        # A paragraph of two sentences is quoted whole, and a question about it is answered from it alone.
        text, citation = asked("What does para 3.4 say?", "paragraph 3.4")
        assert text.startswith("“para 3.4 Armbands") and "“They may not be worn in a main pool" in text
        assert "para 3." not in text.replace("para 3.4", "") and citation["article"] == "para 3.4"
        text, citation = asked("Under para 3.5, how many adults must a pool party provide?", "paragraph 3.5")
        assert text.startswith("“para 3.5 Pool party bookings") and citation["article"] == "para 3.5"
        # The section cited is all its paragraphs, in their order.
        text, citation = asked("What does Section 3 say?", "section 3")
        assert text.startswith("“para 3.1 A child under 8") and citation["article"] == "para 3.1"

    def test_an_items_id_before_its_text_is_quoted_with_it(self):
        # The CSF's "o RC.RP-03: The integrity of backups ..." had been quoted without the id the user asked for.
        doc = Document(
            content="o RC.RP-02: Recovery actions are selected, scoped, prioritized, and performed\n"
            "o RC.RP-03: The integrity of backups and other restoration assets is verified before using them",
            meta={"file_name": "csf.pdf", "article": "RC"},
        )
        text, _ = extract("which CSF subcategory says verify integrity of backups before you restore", [doc])
        assert text.startswith("“o RC.RP-03: The integrity of backups")

    def test_a_list_under_a_title_line_is_quoted_whole(self):
        # A newcomer's "Which picnic areas allow drinking alcohol?" had got the schedule's title and its first item.
        doc = Document(
            content="SCHEDULE A - Picnic areas where alcohol may be consumed\n(1) Lakeside Park, east picnic shelter\n"
            "(2) Miller's Field picnic area\n(3) Ridgeway Park, upper lawn",
            meta={"articles": [], "article": "Schedule A"},
        )
        question = "Which picnic areas allow drinking alcohol?"
        assert classify(question).kind == "list"
        text, cited = extract(question, [doc])
        assert cited == [1]
        assert text == (
            "“SCHEDULE A - Picnic areas where alcohol may be consumed (1) Lakeside Park, east picnic shelter; (2) "
            "Miller's Field picnic area; (3) Ridgeway Park, upper lawn” [1]"
        )
        # A first line that ends as a sentence does is no title of the items after it.
        prose = Document(content="Alcohol is banned in parks.\n(1) Lakeside Park\n(2) Miller's Field", meta={})
        assert enumerations(question, [prose]) == []

    def test_list_items_are_quoted_as_printed_and_closed_only_where_bare(self):
        doc = Document(
            content="The factors considered include the following:\n(1) The number of individuals affected; and\n"
            "(2) The time period during which the violation occurred\n(3) The harm caused.",
            meta={"articles": []},
        )
        (listed,) = enumerations("What factors are considered?", [doc])
        assert listed.text == (
            "The factors considered include the following: (1) The number of individuals affected; and (2) The time "
            "period during which the violation occurred; (3) The harm caused."
        )

    def test_table_rows_contents_rows_and_fragments_are_not_quoted(self):
        doc = Document(
            content="HMG-107 – RSPA final rule | Rescinded Hazardous Materials Regulations; transportation\n"
            "Chapter 4 Transportation of rail cars ............ 12\n"
            "Short one.\n"
            "A rail car is in transportation until it is delivered to a private track or siding.",
            meta={"articles": []},
        )
        text, _cited = extract("Until when is a rail car in transportation?", [doc])
        assert text == "“A rail car is in transportation until it is delivered to a private track or siding.” [1]"

    def test_the_row_of_a_code_the_question_names_is_quoted(self):
        # The Hazmat manual's table of guidance notices: a notice's issuance date is written in its row only.
        notices = next(c for c in chunks(HAZMAT) if "HMG-127 – One-Time Movement Approval" in (c.content or ""))
        text, _cited = extract("When was HMG-127 issued?", [notices])
        assert text.startswith("“HMG-127 – One-Time Movement Approval Procedures | Issuance date: October 2024")
        # Another notice's row is not the record of the one asked about, though it names it.
        first = next(c for c in chunks(HAZMAT) if "HMG-101 – OTMA" in (c.content or ""))
        rows = [s.text for s in statements("When was HMG-101 rescinded?", [first]) if "|" in s.text]
        assert rows == ["HMG-101 – OTMA | Rescinded - Superseded by HMG-127"]

    def test_the_row_of_a_thing_the_question_names_is_quoted_with_its_column_heads(self, tmp_path):
        # A ruled table as a converter reads it ("cell | cell | cell" rows): the row whose first cell the question
        # names answers it, and its column heads say what each cell is.
        pdf = pymupdf.open()
        page = pdf.new_page()
        page.insert_text((72, 60), "4 Speed restrictions", fontsize=12)
        page.insert_textbox(
            pymupdf.Rect(72, 70, 540, 110),
            "Trains carrying hazardous commodities are restricted as shown below.",
            fontsize=10,
        )
        rows = [
            ("Commodity", "Maximum speed", "Buffer cars"),
            ("Class 1 explosives", "25 mph", "3"),
            ("Class 2.3 poison gas", "30 mph", "2"),
            ("Class 8 corrosive", "50 mph", "0"),
        ]
        for i, row in enumerate(rows):
            for j, cell in enumerate(row):
                box = pymupdf.Rect(72 + 150 * j, 130 + 22 * i, 222 + 150 * j, 152 + 22 * i)
                page.draw_rect(box, color=(0, 0, 0), width=0.7)
                page.insert_text((box.x0 + 4, box.y0 + 15), cell, fontsize=9)
        pdf.save(tmp_path / "speeds.pdf")
        documents = PyMuPDFToDocument().run(sources=[tmp_path / "speeds.pdf"])["documents"]
        passages = ArticleSplitter().run(documents=RunningTextCleaner().run(documents=documents)["documents"])[
            "documents"
        ]
        assert any("Class 2.3 poison gas | 30 mph | 2" in (p.content or "") for p in passages)
        text, _cited = extract("What is the maximum speed for a train carrying Class 2.3 poison gas?", passages)
        assert text.startswith("“Class 2.3 poison gas | 30 mph | 2” (columns: Commodity | Maximum speed | Buffer cars)")
        counted = statements("How many buffer cars go behind the engine for Class 1 explosives?", passages)
        assert counted[0].text == "Class 1 explosives | 25 mph | 3" and counted[0].fits
        # A row the question does not name is no answer: the table holds no Class 3 row.
        asked = statements("What is the maximum speed for Class 3 flammable liquid?", passages)
        assert not any("|" in s.text for s in asked)

    def test_a_row_whose_label_opens_with_the_questions_phrase_is_its_row(self):
        # A fresh user's noise code: the second offense's row qualifies it ("within 12 months"); the first's is not
        # the second's.
        fines = Document(
            content="A. Any person who violates this chapter shall be subject to a fine as follows:\nOffense | Fine\n"
            "First offense | $100\nSecond offense within 12 months | $250\nThird and each subsequent offense | $500",
            meta={"articles": ["§ 7-6"]},
        )
        text, _cited = extract("What is the fine for a second offense?", [fines])
        assert text.startswith("“Second offense within 12 months | $250” (columns: Offense | Fine) [1]")
        assert "First offense" not in text

    def test_a_code_typed_in_lower_case_names_its_row(self):
        # A newcomer's drone manual: its aircraft limits table, continued on a chunk without its head row.
        rows = Document(
            content="SA-4 Kite quadcopter | 1.9 kg | 10 m/s | 12 m/s | 28 min\n"
            "SA-8 Heron octocopter | 9.5 kg | 12 m/s | 15 m/s | 22 min",
            meta={"articles": []},
        )
        found = statements("max wind sa-8", [rows])
        assert any(s.text.startswith("SA-8 Heron octocopter | 9.5 kg") for s in found)
        assert not any(s.text.startswith("SA-4 Kite") for s in found)

    def test_the_short_row_of_a_class_the_question_names_is_quoted_and_the_head_row_never(self):
        # A newcomer's crane rules: the row of class C is a letter and two short cells, and only its column heads
        # say it is a maximum load; the head row itself states nothing.
        doc = Document(
            content="4.1 The maximum load of each crane class is given in Table 1.\nClass | Maximum load | Minimum "
            "crew\nA | 12 tonnes | 1\nB | 25 tonnes | 2\nC | 40 tonnes | 2\nD | 65 tonnes | 3",
            meta={"articles": ["4.1"]},
        )
        question = "What is the maximum load for a class C crane?"
        found = statements(question, [doc])
        assert [s.text for s in found if "|" in s.text] == ["C | 40 tonnes | 2"]
        text, _ = extract(question, [doc], max_sentences=1)
        assert text == "“C | 40 tonnes | 2” (columns: Class | Maximum load | Minimum crew) [1]"

    def test_a_cell_takes_the_unit_its_column_head_gives_in_brackets(self):
        # A newcomer's crane code: "45" under "Wind stop speed (km/h)" is a speed, 45 km/h; the question had been
        # refused as stating no speed.
        from rulebook.components.routers import AnswerabilityRouter

        doc = Document(
            content="3.2 Crane limits\nThe limits for each crane type are given below.\nCrane type | Max load (t) | "
            "Wind stop speed (km/h)\nGantry crane | 65 | 72\nTower crane | 12 | 45\nMobile crane | 40 | 38",
            meta={"articles": ["3.2"], "article": "3.2", "article_title": "Crane limits"},
        )
        question = "At what wind speed must a tower crane stop lifting?"
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[doc])
        text, _ = extract(question, [doc], max_sentences=1)
        assert text == "“Tower crane | 12 | 45” (columns: Crane type | Max load (t) | Wind stop speed (km/h)) [1]"

    def test_a_cell_takes_the_unit_its_column_head_ends_in(self):
        # A scorecard's "Yellow yds", a timetable's "Crossing mins": "149" under it is 149 yards, a length asked by
        # "how long"; a one-letter last word ("Zone M") is no unit.
        doc = Document(
            content="Hole | Par | Yellow yds\n6 | 4 | 409\n7 | 3 | 149\n8 | 5 | 508\nThe course is closed on Mondays.",
            meta={"article": "1"},
        )
        (row,) = [
            s for s in statements("how long is the 7th hole from the yellow tees?", [doc]) if s.text == "7 | 3 | 149"
        ]
        assert row.fits
        zones = Document(content="Zone M | Spaces\nNorth | 40\nSouth | 25\nEast | 12", meta={"article": "2"})
        assert not any(s.fits for s in statements("how long is the north zone?", [zones]))

    def test_a_price_list_row_is_named_without_what_it_sells(self):
        # A fresh user's swimming charges: "Family ticket (2 adults + 2 juniors)" is the row for "how much for a family
        # to swim"; the user leaves out "ticket". "Day ticket" and "Season ticket" stay apart by their other word.
        doc = Document(
            content="Swimming charges per session are as follows:\nCategory | Peak | Off-peak\n"
            "Adult (16 to 64 years) | £5.40 | £4.20\nFamily ticket (2 adults + 2 juniors) | £14.00 | £11.50\n"
            "Day ticket | £8.00 | £6.00\nSeason ticket | £90.00 | £70.00",
            meta={"article": None},
        )
        text, _cited = extract("how much for a family to swim off peak", [doc], max_sentences=1)
        assert text.startswith("“Family ticket (2 adults + 2 juniors) | £14.00 | £11.50”")
        season, _cited = extract("price of a season ticket", [doc], max_sentences=1)
        assert season.startswith("“Season ticket | £90.00 | £70.00”")

    def test_a_short_sentence_that_states_a_figure_is_quoted(self):
        # A fresh user's permit scheme: "A replacement permit costs £10." has five words, under the six a sentence
        # needed, and the price was refused. A heading's number or a name stays unquoted.
        doc = Document(
            content="Section 4. Lost or stolen permits\nA replacement permit costs £10. A stolen permit is replaced "
            "free if a crime reference number is given.\nRiverside Parking Scheme",
            meta={"article": "Section 4"},
        )
        texts = [s.text for s in statements("how much is a replacement permit", [doc])]
        assert "A replacement permit costs £10." in texts
        assert "Riverside Parking Scheme" not in texts
        text, _cited = extract("how much is a replacement permit", [doc])
        assert text.startswith("“A replacement permit costs £10.” [1]")

    def test_the_row_of_a_band_that_holds_the_questions_number_is_quoted(self):
        # A newcomer's crew regulations: a ferry certified for 300 passengers is the "251–400" row; the question
        # had been refused as stating no number of ratings.
        from rulebook.components.routers import AnswerabilityRouter

        doc = Document(
            content="Regulation VI/1 Minimum safe manning\nTable VI/1 — Minimum complement, daytime operation\n"
            "Passengers certified | Master | Deck ratings | Engineers\n13–100 | 1 | 2 | 1\n101–250 | 1 | 2 | 1\n"
            "251–400 | 1 | 3 | 2\nover 400 | 1 | 4 | 2",
            meta={"articles": ["VI/1"]},
        )
        question = "how many deck ratings does a ferry certified for 300 passengers need?"
        assert [s.text for s in statements(question, [doc]) if "|" in s.text] == ["251–400 | 1 | 3 | 2"]
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[doc])
        large = "how many deck ratings does a ferry certified for 450 passengers need?"
        assert [s.text for s in statements(large, [doc]) if "|" in s.text] == ["over 400 | 1 | 4 | 2"]

    def test_the_row_whose_label_holds_a_band_with_the_questions_number_is_quoted(self):
        # A fresh user's film-permit page: "a crew of 20" is the "Large unit (10 to 50 crew)" row, which had not been
        # read at all; "about 90 people" is the "61–120 bathers" band, in a sentence as in a row.
        doc = Document(
            content="2. Fees\nPermit fees are charged per filming day as set out below.\nProduction type | Fee per "
            "filming day\nStills photography | £75\nSmall unit (fewer than 10 crew) | £150\nLarge unit (10 to 50 "
            "crew) | £400\nMajor production (more than 50 crew) | £900",
            meta={"articles": ["2"]},
        )
        rows = [s.text for s in statements("daily fee for a crew of 20 people", [doc]) if "|" in s.text]
        assert rows == ["Large unit (10 to 50 crew) | £400"]
        small = [s.text for s in statements("daily fee for a crew of 6 people", [doc]) if "|" in s.text]
        assert small == ["Small unit (fewer than 10 crew) | £150"]
        bands = Document(content="With 61–120 bathers in the water, 3 lifeguards are on poolside.", meta={})
        pool = statements("there's about 90 people in the water, how many lifeguards do we need?", [bands])
        other = statements("there's about 150 people in the water, how many lifeguards do we need?", [bands])
        assert pool[0].coverage > other[0].coverage

    def test_a_row_keyed_by_a_code_is_the_questions_row_when_its_next_cell_names_the_thing_asked(self):
        # A newcomer's retention schedule: rows keyed "ICT-01", "ICT-02"; "how long do we keep CCTV footage" had been
        # refused as stating no duration, since no row's first cell was named by the question.
        doc = Document(
            content="5.4 Systems\nCode | Record class | Retention period\nICT-01 | CCTV recordings at offices and "
            "estates | 31 days\nICT-02 | Email in personal mailboxes | 2 years",
            meta={"articles": ["5.4"]},
        )
        question = "how long do we keep CCTV footage from the estates?"
        rows = [s.text for s in statements(question, [doc]) if "|" in s.text]
        assert rows == ["ICT-01 | CCTV recordings at offices and estates | 31 days"]

    def test_column_heads_of_several_words_are_read(self):
        # A newcomer's drone regulation: a head of six words ("Minimum horizontal distance from uninvolved persons")
        # had left the table without heads, and "max speed for a category B drone?" refused as stating no speed.
        from rulebook.components.routers import AnswerabilityRouter

        doc = Document(
            content="ANNEX I Operational categories\nCategory | Maximum take-off mass | Maximum speed (km/h) | "
            "Minimum horizontal distance from uninvolved persons\nA | less than 900 g | 50 | 30 m\n"
            "B | less than 4 kg | 80 | 50 m",
            meta={"articles": ["Annex I"], "article": "Annex I"},
        )
        question = "max speed for a category B drone?"
        assert "documents" in AnswerabilityRouter().run(query=question, documents=[doc])
        text, _ = extract(question, [doc], max_sentences=1)
        assert text.startswith("“B | less than 4 kg | 80 | 50 m” (columns: Category | Maximum take-off mass |")

    def test_a_run_of_capitalised_words_is_not_quoted_but_a_list_item_is(self):
        # An organisation chart read as text (FRA's hazmat manual) and a heading are no sentences; a glossary
        # sentence full of titles still has its lower-case verb, and a list item may name the report asked for.
        chart, heading, glossary = (
            Document(content=text, meta={"articles": []})
            for text in (
                "Staff Director Deputy Staff Director Railroad Safety Program Analyst Admin Specialist District "
                "Specialist Operations Supervisory Railroad Safety Specialists Hazardous Materials Division",
                "Subpart F – Dragging Equipment and Slide Detectors and Other Similar Protective Devices Standards",
                "Associate Administrator means the FRA Associate Administrator for Railroad Safety/Chief Safety "
                "Officer.",
            )
        )
        text, _cited = extract(
            "Who is the Staff Director of the Hazardous Materials Division?", [chart, heading, glossary]
        )
        assert text.startswith("“Associate Administrator means the FRA Associate Administrator")
        assert text.endswith("[3]")
        reports = Document(
            content="NIST resources on the relationship between cybersecurity and ERM include:\n"
            "• NIST Interagency Report (IR) 8286, Integrating Cybersecurity and Enterprise Risk Management (ERM)",
            meta={"articles": []},
        )
        text, _cited = extract("Which NIST interagency report is about enterprise risk management?", [reports])
        assert "Interagency Report (IR) 8286, Integrating Cybersecurity and Enterprise Risk Management" in text

    def test_a_run_of_footnotes_is_not_quoted_nor_run_on_to(self):
        # The bundled manual's footnotes, as the text layer runs them together and on after a sentence (2.2.2, 10.3).
        doc = Document(
            content="16 49 C.F.R. § 171.1(c). 17 49 C.F.R. § 171.8 definition of “private track” or “private siding.” "
            "18 49 C.F.R. § 171.8 definition of “hazmat employee” and 49 C.F.R. Part 172, Subpart H for training.\n"
            "A railcar is in transportation until it is delivered to a private track or siding.\n"
            "Respondents may settle the case by contacting the Office of Chief Counsel. 32 49 C.F.R. Part 209, "
            "Appendix A. 33 https://railroads.dot.gov/",
            meta={"articles": []},
        )
        sentences = [s.text for s in statements("Until when is a railcar with hazmat in transportation?", [doc])]
        assert not any("171.1(c)" in s for s in sentences)
        assert "Respondents may settle the case by contacting the Office of Chief Counsel." in sentences
        assert not any("Chief Counsel. 32" in s for s in sentences)
        # One citation in a sentence of its own is text.
        rule = Document(content="Under 49 C.F.R. § 171.8 and 49 C.F.R. § 174.2, a carrier must keep records.")
        assert statements("What must a carrier keep?", [rule])

    def test_a_quote_never_runs_on_into_a_footnote(self):
        chunk = next(c for c in chunks(HAZMAT) if c.meta["articles"] == ["1.1"] and "Coast Guard" in c.content)
        for question in (
            "Who enforces the HM transportation laws for water transportation?",
            "Who enforces DOT regulations in each mode of transportation?",
        ):
            text, _cited = extract(question, [chunk])
            quotes = re.findall(r"“(.+?)” \[1\]", text)
            assert quotes and not any("how it moves." in q and "Coast Guard" in q for q in quotes), text

    def test_a_passage_with_no_sentence_is_quoted_from_its_start(self):
        heading = Document(content="8.4 Special Investigation Reporting", meta={"articles": ["8.4"]})
        assert extract(QUESTION, [heading]) == ("“8.4 Special Investigation Reporting” [1]", [1])


class TestExpansion:
    def test_a_definition_is_the_sentence_that_gives_it(self):
        defining = holding(["6.1", "6.2"])
        spelled = expansion("NRC", [holding(["11.2", "11.2.1"]), defining])
        assert spelled.rank == 2 and not spelled.heading
        assert "National Response Center (NRC)" in spelled.text
        sentences = [s for section in passage_sections(defining) for s in split_sentences(section)]
        assert spelled.text in sentences  # a whole sentence of the passage, word for word

    def test_a_heading_that_spells_it_out_is_marked_as_a_heading(self):
        chunk = holding(["11.2", "11.2.1"])
        assert expansion("OTMA", [chunk]) == SpelledOut(1, "One-Time Movement Approvals", heading=True)
        # "11.2 Approvals", a head with no text of its own, is the chunk's first line, over the heading that spells
        # OTMA out.
        assert chunk.content.split("\n")[:2] == ["11.2 Approvals", "11.2.1 One-Time Movement Approvals"]

    def test_none_when_no_passage_spells_it_out(self):
        assert expansion("NRC", [holding(["11.2", "11.2.1"])]) is None


class TestExtractAbbreviations:
    def quotes(self, text: str) -> list[tuple[str, str]]:
        quoted = re.findall(r"“(.+?)” \[(\d+)\]", text)
        assert quoted
        return quoted

    def test_the_defining_sentence_comes_first_quoted_once(self):
        chunk = holding(["6.1", "6.2"])
        text, cited = extract("What is an NRC?", [chunk])
        quoted = self.quotes(text)
        # Nothing but quotations of the passage, each with its citation, as for any other question.
        assert "".join(f"“{s}” [{n}]" for s, n in quoted).replace(" ", "") == text.replace(" ", "")
        assert "National Response Center (NRC)" in quoted[0][0] and cited == [1]
        assert all(s in squash(passage_body(chunk)) for s, _n in quoted)
        assert [s for s, _n in quoted].count(quoted[0][0]) == 1

    def test_a_heading_that_spells_it_out_is_introduced_as_one(self):
        chunk = holding(["11.2", "11.2.1"])
        text, cited = extract("What is an OTMA?", [chunk])
        lead = "A heading spells out OTMA: “One-Time Movement Approvals” [1]"
        assert text.startswith(lead) and cited == [1]
        rest = self.quotes(text.removeprefix(lead))
        assert all(s in squash(passage_body(chunk)) for s, _n in rest)


class TestLeadIns:
    # 49 CFR 390.5's definition, as the FMCSA medical examiner handbook prints it (public domain): the number asked
    # for sits in an item whose words never name the vehicle; its lead-in does.
    CMV = Document(
        content="“Commercial motor vehicle” (CMV) means any self-propelled or towed motor vehicle used on a highway "
        "in interstate commerce to transport passengers or property when the vehicle—\n(1) Has a gross vehicle "
        "weight rating or gross combination weight rating, or gross vehicle weight or gross combination weight, "
        "of 4,536 kilograms (10,001 pounds) or more, whichever is greater; or\n(2) Is designed or used to "
        "transport more than 8 passengers (including the driver) for compensation;",
        meta={"article": "390.5"},
    )
    JOB = Document(
        content="• Loading and unloading trailer(s): requires ability to lift a heavy load or unload as much as "
        "50,000 pounds of freight after sitting for a long period of time without any stretching period;",
        meta={"article": "2.1"},
    )

    def test_an_item_is_scored_and_quoted_with_its_lead_in(self):
        text, cited = extract(
            "How heavy does a truck have to be before it counts as a commercial motor vehicle?", [self.JOB, self.CMV]
        )
        first = text.split("” [")[0]
        assert "10,001 pounds" in first and "Commercial motor vehicle" in first
        assert 2 in cited

    def test_each_row_of_a_table_under_a_lead_in_is_read_by_its_own_label(self):
        # A fresh user's rowing club leaflet: its price list (dot leaders, rows once cleaned) follows a lead-in.
        # Joined to the lead-in, the first row's label was the lead-in's words, and "adult membership" named no row.
        leaflet = Document(
            content="Annual membership fees (payable by 1 March 2026):\nAdult (18-64) | £420\n"
            "Junior (under 18) | £150\nFees may be paid in two equal instalments by members who ask in writing.",
            meta={"article": None},
        )
        permits = Document(content="A replacement for a lost or stolen permit costs £15.", meta={"article": "4"})
        rows = {s.text: s for s in statements("How much does an adult membership cost?", [leaflet, permits])}
        assert rows["Adult (18-64) | £420"].fits
        text, _cited = extract("How much does an adult membership cost?", [leaflet, permits])
        assert text.startswith("“Adult (18-64) | £420” [1]")
        junior, _cited = extract("junior membership price", [leaflet])
        assert junior.startswith("“Junior (under 18) | £150” [1]")

    def test_the_row_of_the_band_a_user_gives_comes_before_a_sentence_that_shares_more_words(self):
        # "70" falls in the senior band: that row is the fare, where the note under the table shares "ticket" and
        # "cost" and a price with the question but states another charge.
        fares = Document(
            content="Passenger | Single | Day return\nAdult | £9.80 | £15.60\nSenior (60 and over) | £7.40 | £11.70\n"
            "Child (4 to 15) | £4.90 | £7.80\nA ticket bought on board rather than at the terminal costs "
            "£2.00 more than the fare shown.",
            meta={"article": "Schedule 1"},
        )
        text, _cited = extract("my grandad is 70, what does a return ticket cost him?", [fares])
        assert text.startswith("“Senior (60 and over) | £7.40 | £11.70”")

    def test_the_row_of_a_band_the_question_names_answers_a_question_of_no_known_kind(self):
        # "the band C penalty range" asks no known kind; band C's row is the answer, not a sentence on penalties.
        bands = Document(
            content="5.1 Civil penalties against operators are set within these bands:\n"
            "Band | Small operator | Large operator\nA | up to £4,000 | up to £10,000\n"
            "C | £20,001 to £75,000 | £60,001 to £200,000\n"
            "5.2 A civil penalty on an individual crew member may not exceed £3,000, whatever the band.",
            meta={"article": "5"},
        )
        question = "what's the band C penalty range?"
        assert classify(question).kind == "other"
        text, _cited = extract(question, [bands])
        assert text.startswith("“C | £20,001 to £75,000 | £60,001 to £200,000”")

    def test_a_later_item_is_scored_with_its_list_s_lead_in_and_quoted_alone(self):
        # Item (2) answers; only the lead-in names the vehicle it is about.
        (item,) = [
            s
            for s in statements("How many passengers make it a commercial motor vehicle?", [self.CMV])
            if "8 passengers" in s.text
        ]
        assert item.text.startswith("(2) Is designed or used") and "Commercial motor vehicle" not in item.text
        alone = Document(content=self.CMV.content.split("\n")[-1], meta=self.CMV.meta)
        (bare,) = statements("How many passengers make it a commercial motor vehicle?", [alone])
        assert item.coverage > bare.coverage
        # a sentence after the list is no item of it
        after = Document(content=self.CMV.content + "\nThe vehicle must display the carrier's name.", meta={})
        (last,) = [
            s for s in statements("What must a commercial motor vehicle display?", [after]) if "display" in s.text
        ]
        plain = statements("What must a commercial motor vehicle display?", [Document(content=last.text)])[0]
        assert last.coverage == pytest.approx(plain.coverage)

    def test_a_bare_item_number_stays_with_its_lead_in(self):
        doc = Document(
            content="FMCSA defines monocular vision as: 1.\nIn the better eye, distant visual acuity of at least "
            "20/40 and field of vision of at least 70 degrees in the horizontal meridian; and"
        )
        said = [s.text for s in statements("How does FMCSA define monocular vision?", [doc])]
        assert said[0].startswith("FMCSA defines monocular vision as: 1. In the better eye")
        assert "FMCSA defines monocular vision as: 1." not in said

    def test_a_list_the_best_sentence_opens_is_quoted_whole_in_its_order(self):
        # A league's rule: the lead-in and item (a) answer best, and (b), (c), (d) say the rest of it.
        rule = Document(
            content="5.4 Tie-breaks\n5.4 Teams level on points are separated by, in order:\n(a) the number of matches "
            "won;\n(b) the set ratio;\n(c) the point ratio;\n(d) the results of the matches between the teams "
            "concerned.\n5.5 The league table is published every Monday.",
            meta={"article": "5.4"},
        )
        text, cited = extract("tie break rules if two teams finish level on points?", [rule])
        assert text.count("“") == 1 and cited == [1]
        quoted = text.split("”")[0]
        assert quoted.index("(a)") < quoted.index("(b) the set ratio") < quoted.index("(c)") < quoted.index("(d)")
        assert "published every Monday" not in text

    def test_a_range_in_a_table_row_is_no_article_id(self):
        # Article 3 of a policy has a table whose first cells are ranges of years: "3–5 years" opens with "3", the
        # article's id, yet the row is no heading and is read as the question's row (4 years is in 3–5).
        leave = Document(
            content="3. Annual leave\nFull-time employees are entitled to the annual leave below.\nLength of service "
            "| Annual leave (days)\n0–2 years | 25\n3–5 years | 26\n6–10 years | 28",
            meta={"article": "3"},
        )
        question = "I've worked here 4 years, how many days of annual leave do I get?"
        said = [s.text for s in statements(question, [leave])]
        assert "3–5 years | 26" in said
        assert not any(s.startswith(("0–2", "6–10")) for s in said)

    def test_a_table_row_is_read_through_its_labels_word_forms(self):
        # "register" and "registration" stem apart ("regist", "registr"); "pH value" is the pH row.
        fees = Document(
            content="SCHEDULE 3 Fees\nItem | Fee\nApplication for registration as an inspector | $180\n"
            "Replacement registration card | $25"
        )
        said = [s.text for s in statements("fee to register as a playground inspector", [fees])]
        assert "Application for registration as an inspector | $180" in said
        assert "Replacement registration card | $25" not in said
        limits = Document(
            content="Table 5.1 Water quality limits\nParameter | Main pool | Hydrotherapy pool\npH value | 7.2–7.6 | "
            "7.2–7.4\nFree chlorine (mg/l) | 1.0–1.5 | 1.5–3.0"
        )
        said = [s.text for s in statements("hydrotherapy pool pH range", [limits])]
        assert "pH value | 7.2–7.6 | 7.2–7.4" in said
        assert not any(s.startswith("Free chlorine") for s in said)

    def test_column_heads_may_name_a_number_the_rows_have_more_of(self):
        # "25 m main pools" and "on 1 January" are heads; the rows under them are mostly numbers.
        limits = Document(
            content="Table 5.1 Water quality limits\nParameter | 25 m main pools | Hydrotherapy pool\n"
            "pH value | 7.2–7.6 | 7.2–7.4\nFree chlorine (mg/l) | 1.0–1.5 | 1.5–3.0"
        )
        (row,) = [s for s in statements("hydrotherapy pool pH range", [limits]) if s.text.startswith("pH value")]
        assert row.columns == "Parameter | 25 m main pools | Hydrotherapy pool"
        # A table of notices dated in their cells has no heads: its first row is data.
        notices = Document(
            content="HMG-124 – RSPA final rule | Issuance date: October 2024\n"
            "HMG-125 – Tank car rule | Issuance date: March 2025"
        )
        said = statements("What is the issuance date of HMG-125?", [notices])
        assert all(s.columns == "" for s in said)

    def test_a_band_row_may_name_what_it_is_a_band_of(self):
        # "Employees under 18" holds a 17-year-old; "Employees aged 18 or over" does not.
        rest = Document(
            content="2.4 Rest breaks\nWho | Rest break during the day | Daily rest\n"
            "Employees aged 18 or over | 20 minutes if the working day is longer than 6 hours | 11 consecutive hours\n"
            "Employees under 18 | 30 minutes if the working day is longer than 4.5 hours | 12 consecutive hours"
        )
        said = [s.text for s in statements("I'm 17 - how long is my rest break?", [rest])]
        assert any(s.startswith("Employees under 18") for s in said)
        assert not any(s.startswith("Employees aged 18") for s in said)

    def test_a_lead_in_that_answers_is_not_replaced_by_its_list(self):
        # The interval asked is the lead-in's; its items are the exceptions, quoted only as their score earns.
        relays = Document(
            content="§ 234.263 Relays.\n(a) Each relay shall be tested at least once every 4 years, except:\n"
            "1. Vane type relays shall be tested at least once every 2 years.\n"
            "2. Centrifugal type relays shall be tested at least once every 12 months.",
            meta={"article": "§ 234.263"},
        )
        text, _cited = extract("how often do relays have to be tested", [relays])
        first = text.split("” [")[0]
        assert "at least once every 4 years" in first and "12 months" not in first


@pytest.fixture(scope="module")
def lab_standard(tmp_path_factory) -> list[Document]:
    """
    A standard in the ISO layout: a cover and a foreword that repeat its name ("XSO 9901"), then clause "1 Scope",
    which calls it "this document", and "2 Normative references"; converted, cleaned and split as indexing does.
    """
    pages = [
        [("XSO 9901", True), ("Third edition 2025-02", False), ("Portable gas detectors — Requirements", True)],
        [
            ("Foreword", True),
            ("XSO 9901 was prepared by Technical Committee TC 12, Gas detection, of the Standards Board.", False),
            ("This third edition of XSO 9901 cancels and replaces the second edition, which has been revised.", False),
        ],
        [
            ("1 Scope", True),
            ("This document specifies requirements for portable detectors of flammable and toxic gases used in", False),
            ("confined spaces. It does not apply to fixed detection systems or to detectors worn on a helmet.", False),
            ("2 Normative references", True),
            ("There are no normative references in this document.", False),
            ("3 Requirements", True),
            ("3.1 General", True),
            ("3.1.1 Every detector shall give an audible and a visual alarm within 10 s.", False),
        ],
    ]
    return lines_pdf_chunks(pages, tmp_path_factory.mktemp("standard") / "xso_9901_gas_detectors.pdf")


class TestDocumentNamedByTheQuestion:
    def test_the_scope_clause_answers_what_the_scope_of_the_named_standard_is(self, lab_standard):
        # The retrievers rank the foreword, which writes "XSO 9901" twice, over clause 1, which writes "this
        # document": the name picks the document, and within it "scope" is what is asked.
        foreword = next(c for c in lab_standard if "Technical Committee" in (c.content or ""))
        scope = next(c for c in lab_standard if c.meta.get("article_title") == "Scope")
        text, _cited = extract("What is the scope of XSO 9901?", [foreword, scope])
        assert text.startswith("“This document specifies requirements for portable detectors")

    def test_a_term_to_define_is_read_without_the_name_of_its_document_after_it(self):
        # "definition of enterprise gdpr": the user names the regulation after the term it defines.
        definitions = Document(
            content="Article 4. Definitions\n(18) ‘enterprise’ means a natural or legal person engaged in an economic "
            "activity, irrespective of its legal form;",
            meta={"file_name": "GDPR_Art_1-21.pdf", "article": "Article 4"},
        )
        said = statements("definition of enterprise gdpr", [definitions])
        assert said[0].fits and said[0].text.startswith("(18) ‘enterprise’ means")

    def test_words_that_name_the_document_do_not_count_as_what_a_sentence_covers(self):
        # A newcomer's "storage temperature for halvor fungicide": the label's first lines name the product and say
        # what it is, and cover "halvor fungicide" whole; the storage line covers only what is asked.
        meta = {"file_name": "halvor_250sc_fungicide_label.pdf"}
        cover = Document(
            content="HALVOR 250 SC\nA systemic fungicide for the control of diseases in cereals and potatoes, "
            "containing 250 g/l of the active substance.",
            meta=meta,
        )
        storage = Document(
            content="Storage and disposal\nStore between 5 °C and 30 °C and protect from frost.", meta=meta
        )
        said = statements("storage temperature for halvor fungicide", [cover, storage])
        assert said[0].text.endswith("Store between 5 °C and 30 °C and protect from frost.")
        assert said[0].coverage > max(s.coverage for s in said[1:])
        # A single word of the name is what is asked about ("flag" of "flag guarding" in a flag football rule book).
        rules = name_terms("tricounty_flag_football_rules_2025.pdf")
        assert name_run_terms("what is flag guarding", rules) == set()
        assert name_run_terms("how long are halves in tri-county flag football", rules) >= {"flag", "footbal"}
        assert name_run_terms("under HB 2117 what is the fee?", name_terms("north_caldara_hb2117_bill.pdf")) == {
            "hb",
            "2117",
        }
        # A term to define, with the code of its document after it.
        standard = Document(
            content="For the purposes of this standard the following terms apply. 2.3 jumper — a person using a "
            "trampoline. 2.4 court marshal — a member of staff who watches a court and enforces the park rules.",
            meta={"file_name": "bplsa_tps2_trampoline_parks_standard.pdf"},
        )
        said = statements("definition of court marshal TPS 2", [standard])
        assert said[0].fits and said[0].text.startswith("2.4 court marshal — a member of staff")

    def test_a_term_the_document_is_named_by_is_still_the_term_asked(self):
        # OSHA's "Permit-Required Confined Spaces": "what counts as a confined space" names the booklet with every
        # word of its term. The term is what is asked all the same, and its definition, a list after "By definition,
        # a confined space:", is quoted whole.
        booklet = Document(
            content="Definitions\nBy definition, a confined space:\n• Is large enough for an employee to enter fully;\n"
            "• Is not designed for continuous occupancy by the employee; and\n"
            "• Has a limited or restricted means of entry or exit.\n"
            "These spaces may include underground vaults, tanks, storage bins, pits and diked areas.",
            meta={"file_name": "osha3138_permit_required_confined_spaces_2004.pdf", "article": "Definitions"},
        )
        said = statements("what counts as a confined space", [booklet])
        assert said[0].fits and said[0].text.startswith("By definition, a confined space: • Is large enough")
        assert said[0].coverage > 0
        text, _cited = extract("what counts as a confined space", [booklet])
        assert text.startswith("“By definition, a confined space:") and "restricted means of entry or exit." in text

    def test_a_row_label_is_named_without_its_aside_or_by_the_abbreviation_in_it(self):
        # "Pony (148 cm or under)": the bracket describes the pony; "(COD)" is the parameter's own short name.
        species = Document(
            content="Table 1\nSpecies | Minimum box floor area | Bedding\n"
            "Horse (over 148 cm at the withers) | 13.4 m² | Shavings, at least 15 cm deep\n"
            "Pony (148 cm or under) | 11.1 m² | Shavings, at least 15 cm deep\nDonkey | 9.3 m² | Straw"
        )
        said = [s.text for s in statements("what bedding for a pony inpatient", [species])]
        assert any(s.startswith("Pony (148 cm or under)") for s in said)
        assert not any(s.startswith(("Horse", "Donkey")) for s in said)
        limits = Document(
            content="Schedule\nParameter | Unit | Limit Daily maximum | Limit Monthly average\n"
            "Chemical oxygen demand (COD) | mg/l | 4,500 | 3,000\nSuspended solids | mg/l | 800 | 500"
        )
        said = [s.text for s in statements("COD daily max limit", [limits])]
        assert any(s.startswith("Chemical oxygen demand (COD)") for s in said)
        assert not any(s.startswith("Suspended solids") for s in said)

    def test_a_numbered_rule_in_a_grid_is_quoted_and_a_cut_off_line_is_not(self):
        # Licence conditions printed as a ruled grid "number | condition"; a cell's second line set apart from its
        # row starts with the verb.
        grid = Document(
            content="Condition no. | Condition\n"
            "13 | Petrol and diesel generators are not used on the market square.\n"
            "14 | A vendor that uses LPG keeps no more than 2 cylinders at the stall.\n"
            "Part C | Equipment and power supply of stalls and vehicles\n"
            "20 | Cooking oil and grey water are collected in closed containers and taken away. They\n"
            "are never poured into a drain or gully."
        )
        said = [s.text for s in statements("can I run a petrol generator on the market square", [grid])]
        assert said[0] == "13 | Petrol and diesel generators are not used on the market square."
        assert not any(s.startswith("are never") for s in said)
        said = [s.text for s in statements("How many gas cylinders may I keep at my stall?", [grid])]
        assert said[0].startswith("14 | A vendor that uses LPG keeps no more than 2 cylinders")
        assert not any(s.startswith("Part C") for s in said)  # a heading in the grid is no rule


def test_a_term_run_in_before_its_definition_is_quoted_with_it():
    # A newcomer's building code prints its terms in capitals run in before their definitions; split at the term's
    # full stop, the definition lost its term, and "what is the common path of egress travel" (a question of no known
    # kind: "what is the ..." may ask an amount) got a sentence that only uses the term.
    definitions = Document(
        content="1002.1 Definitions. The following terms have the meanings shown here.\n"
        "COMMON PATH OF EGRESS TRAVEL. The part of the exit access that occupants walk before they can choose "
        "between two separate routes.\nEXIT ACCESS. The part of a means of egress that leads to an exit."
    )
    uses = Document(content="A room may have one exit where its common path of egress travel is not over 23 m.")
    assert "EXIT ACCESS. The part of a means of egress that leads to an exit." in split_sentences(definitions.content)
    said = statements("egress chapter: what is the common path of egress travel", [uses, definitions])
    assert said[0].text.startswith("COMMON PATH OF EGRESS TRAVEL. The part of the exit access")
    said = statements("What is an exit access?", [uses, definitions])
    assert said[0].fits and said[0].text.startswith("EXIT ACCESS. The part")


def test_the_definition_that_says_what_the_term_is_comes_first():
    # NIST CSF 2.0 (public domain) says two things of a Community Profile that read as definitions; "is typically
    # developed for a sector" had been quoted before "is a baseline of CSF outcomes".
    chunk = Document(
        content="3.2 Community Profiles\nA Community Profile is typically developed for a particular sector, "
        "subsector, technology, threat type, or other use case. A Community Profile is a baseline of CSF outcomes "
        "that is created and published to address shared interests and goals among a number of organizations.",
        meta={"article": "3.2", "file_name": "csf.pdf"},
    )
    text, _cited = extract("What's a community profile in the cybersecurity framework?", [chunk])
    assert text.startswith("“A Community Profile is a baseline of CSF outcomes")
