"""rulebook.text.document_dates: questions about a document's own date, the document they name, the line to quote."""

import pytest

from rulebook.text.document_dates import (
    asks_cover_fact,
    asks_document_date,
    asks_document_revision,
    asks_in_force,
    cover_line,
    date_line,
    document_names,
    generic,
    in_force_date,
    is_indexed,
    name_terms,
    names_a_document,
    names_document,
    revision_line,
    unnamed,
)

SIGNAL = (
    "FEDERAL RAILROAD ADMINISTRATION OFFICE OF RAILROAD SAFETY VOLUME I - SIGNAL AND TRAIN CONTROL COMPLIANCE "
    "PROGRAMS AND POLICIES",
    "FRA-Signal_Train_Control-2012.pdf",
)
HRGC = (
    "Highway-Rail Grade Crossing and Trespass Prevention: Compliance, Procedures, and Programs Manual",
    "FRA-HRGC-Compliance_Manual_11-8-19_Final.pdf",
)


class TestAsksDocumentDate:
    @pytest.mark.parametrize(
        ("question", "subject"),
        [
            ("When was this manual issued?", "this manual"),
            ("What is the date of this document?", "this document"),
            ("What's the publication date of NIST CSWP 29?", "NIST CSWP 29"),
            ("When was Volume I of the FRA signal and train control manual put out?", None),  # checked below
            ("Since when are the pool rules in effect?", "the pool rules"),
            ("When did the GDPR come into force?", "the GDPR"),
            ("When does the Harbor Crane Safety Code take effect?", "the Harbor Crane Safety Code"),
            ("When was the parks bylaw passed?", "the parks bylaw"),
        ],
    )
    def test_a_question_about_a_documents_date_and_its_subject(self, question, subject):
        found = asks_document_date(question)
        assert found == (subject or "Volume I of the FRA signal and train control manual")

    @pytest.mark.parametrize(
        "question",
        [
            "When was the previous compliance manual issued?",  # another edition's date: the text says it
            "When is the next revision of the FRA hazmat compliance manual scheduled?",
            "How many days does a respondent have to answer a notice?",
            "When must the report be filed?",
            # How often a thing is revised, as a rule: a schedule, not a document's date.
            "When is the risk register updated?",
            "When are the access rights reviewed?",
        ],
    )
    def test_other_questions_ask_no_documents_date(self, question):
        assert asks_document_date(question) is None

    def test_a_subject_that_only_points_at_the_document_is_generic(self):
        assert generic("this manual") and generic("the document") and generic("these rules")
        assert not generic("the Harbor Crane Safety Code")


class TestNamesADocument:
    @pytest.mark.parametrize(
        "subject", ["the Harbor Crane Operations Manual", "the HM Compliance Manual", "NIST Handbook", "The Pool Rules"]
    )
    def test_a_name_of_its_own_and_a_documents_kind(self, subject):
        assert names_a_document(subject)

    @pytest.mark.parametrize(
        "subject",
        [
            "this manual",  # points at the document searched
            "the crane operations manual",  # no name of its own: may describe an indexed document
            "the hazmat guidance notice HMG-103",  # a thing a document speaks of
            "the GDPR",  # no kind of document: an acronym the documents may write
            "NIST SP 800-53 Revision 6",
        ],
    )
    def test_others_name_none(self, subject):
        assert not names_a_document(subject)

    def test_an_indexed_document_holds_each_name_or_spells_it_out(self):
        hazmat = ("HAZARDOUS MATERIALS COMPLIANCE MANUAL", "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf")
        assert is_indexed("the HM Compliance Manual", *hazmat, "")
        assert is_indexed("the FRA compliance manual", *hazmat, "")
        assert not is_indexed("the HRGC Compliance Manual", *hazmat, "")
        assert not is_indexed("the Harbor Crane Operations Manual", "Harbor Crane Safety Code", "c.pdf", "operations")


class TestNamesDocument:
    def test_the_title_or_file_name_holding_the_subjects_words(self):
        assert names_document("Volume I of the FRA signal and train control manual", *SIGNAL) == 1.0
        assert names_document("the HRGC compliance manual", *HRGC) == 1.0
        assert names_document("NIST CSWP 29", "The NIST Cybersecurity Framework (CSF) 2.0", "NIST.CSWP.29.pdf") == 1.0
        # One common word a file name holds ("Final") names no document: "the final rule" is a rule the text names.
        assert names_document("the final rule", *HRGC) == 0.0
        # Nor does a thing inside a document, or an edition of another year.
        assert names_document("hazmat guidance notice HMG-103 about TIX flatcars", *HRGC) == 0.0
        assert names_document("the 2020 edition of FRA's Signal and Train Control Manual", *SIGNAL) == 0.0
        assert names_document("this manual", *SIGNAL) == 1.0
        # One common word with a kind of document after it does name one.
        assert names_document("the ladder standard", "", "nstd_118_portable_ladders.pdf") == 1.0
        assert names_document("the final rule", *HRGC) == 0.0

    def test_a_name_the_title_lacks_must_be_printed_on_the_cover(self):
        # "Operations" is not the Harbor Crane Safety Code's, though its rules speak of "lifting operations";
        # "FMCSA" is the handbook's publisher, which its cover prints.
        cover = "Issued: 14 March 2023\n3.1 Lifting operations stop"
        crane = ("Harbor Crane Safety Code", "harbor_crane_code.pdf", cover)
        assert unnamed("the Harbor Crane Operations Manual", *crane) == ["Operations"]
        assert unnamed("the Harbor Crane Safety Code", *crane) == []
        handbook = ("Medical Examiner's Handbook 2024 Edition", "Medical_Examiners_Handbook_2024_Edition_0.pdf")
        assert unnamed("the FMCSA medical examiner handbook", *handbook, "January 2024 FMCSA-MED-MEH(2024-01-22)") == []


class TestDateLine:
    def test_the_line_that_prints_the_date_cut_around_it(self):
        cover = (
            "HAZARDOUS MATERIALS COMPLIANCE MANUAL January 2025 Prepared By: FRA Office of Railroad Safety, Hazardous "
            "Materials Division Approved by Karl Alexy, Associate Administrator for Railroad Safety and Chief Safety "
            "Officer January 7, 2025 Disclaimer This document is considered guidance pursuant to DOT Order 2100.6A."
        )
        assert date_line(cover, "January 7, 2025") == (
            "… by Karl Alexy, Associate Administrator for Railroad Safety and Chief Safety Officer January 7, 2025 "
            "Disclaimer This document …"
        )
        assert date_line("Port of Westmere Authority\nIssued: 14 March 2023\nEdition 3", "14 March 2023") == (
            "Issued: 14 March 2023"
        )
        assert date_line("No date here.", "14 March 2023") is None
        # A date run on to the next line, as a bylaw's passing line prints it: both lines.
        bylaw = "Rule 18\nREAD A THIRD TIME AND PASSED this 9th day of\nMay, 2022.\nMayor: Helen Okafor"
        assert date_line(bylaw, "9th day of May, 2022") == "READ A THIRD TIME AND PASSED this 9th day of May, 2022."
        assert date_line("PASSED this 9th day of\nMarch, 2022.", "9th day of May, 2022") is None
        # A second date that starts within the words kept after the date is kept whole, not cut to "1 June …".
        assert date_line("Issued: 14 March 2023 Effective 1 June 2024 Edition 3 1.1 This code", "14 March 2023") == (
            "Issued: 14 March 2023 Effective 1 June 2024 …"
        )


def test_a_question_on_a_documents_revision_and_the_line_that_names_it():
    assert asks_document_revision("What revision is the travel policy?") == "the travel policy"
    assert asks_document_revision("what revision is the travel policy and what date is it?") == "the travel policy"
    assert asks_document_revision("what is the revision number of the Riverton building and fire code?") == (
        "the Riverton building and fire code"
    )
    assert asks_document_revision("Which edition of the manual is this?") == "the manual"
    assert asks_document_revision("what rev is the expense policy on") == "the expense policy"
    # Another edition, or a version of a thing that is no document.
    assert asks_document_revision("What is the previous edition of the manual?") is None
    assert asks_document_revision("Which version of TLS must be used?") is None
    cover = "CITY OF RIVERTON Building Code\nIssue date: 14 March 2024 Revision: 3 (supersedes Revision 2)"
    assert "Revision: 3" in revision_line(cover) and "Issue date" in revision_line(cover)
    assert revision_line("NSTD 118:2023 Portable ladders\nSecond edition 2023-05-02") == "Second edition 2023-05-02"
    assert revision_line("Issue date: 14 March 2024") is None


def test_a_question_on_who_approved_or_owns_a_document_and_the_line_that_says():
    assert asks_cover_fact("Who approved the travel policy?") == ("approver", "the travel policy")
    assert asks_cover_fact("Who is the policy owner of the expense policy?") == ("owner", "the expense policy")
    assert asks_cover_fact("What revision is the travel policy?") == ("revision", "the travel policy")
    # Who approves a thing the document rules on asks the rule, not the cover.
    assert asks_cover_fact("Who approved the waiver?") is None and asks_cover_fact("Who approves waivers?") is None
    cover = (
        "Kestrel Travel and Expense Policy\nApproved by: Chief Financial Officer\n"
        "Policy owner: Group Financial Controller"
    )
    assert cover_line(cover, "approver") == "Approved by: Chief Financial Officer"
    assert cover_line(cover, "owner") == "Policy owner: Group Financial Controller"
    assert cover_line("No approval line here.", "approver") is None


def test_a_question_on_who_signed_a_letter_and_the_close_that_says():
    assert asks_cover_fact("Who signed the letter?") == ("signer", "the letter")
    assert asks_cover_fact("Who wrote the FAA's 2018 interpretation to McCreary?") == (
        "signer",
        "the FAA's 2018 interpretation to McCreary",
    )
    assert asks_cover_fact("Who signed the discharge permit?") is None  # no letter
    close = (
        'We trust this helps.\nSincerely, ~~ {?X" Rebecca B. Mac Pherson Assistant Chief Counsel, Regulations Division'
    )
    assert (
        cover_line(close, "signer")
        == 'Sincerely, ~~ {?X" Rebecca B. Mac Pherson Assistant Chief Counsel, Regulations Division'
    )
    assert cover_line("Regards to the tenant, the landlord must act.", "signer") is None


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("What does the Pool Safety Code say about diving?", ["Pool Safety Code"]),
        ("Is the Harbor Crane Operations Manual still current?", ["Harbor Crane Operations Manual"]),
        # A role, a body or a plain noun is no document's name.
        ("The Customer Relations Manager rejected my complaint. Who can I go to next?", []),
        ("Who chairs the Appeal Tribunal?", []),
        ("what does the pool code say about diving?", []),
    ],
)
def test_document_names_are_capitalised_words_ending_in_a_kind_of_document(question, named):
    assert document_names(question) == named


def test_when_a_document_comes_into_force_is_read_from_its_body():
    assert asks_in_force("When does the dog bylaw come into force?")
    assert asks_in_force("Since when are the pool rules in effect?")
    assert not asks_in_force("When was the dog bylaw adopted?")
    assert in_force_date("1.1 This bylaw comes into force on 1 April 2025.") == "1 April 2025"
    assert in_force_date("These rules take effect from June 1, 2024 and replace the 2019 rules.") == "June 1, 2024"
    assert in_force_date("Adopted by the Council on 12 February 2025.") is None


def test_who_approved_a_manual_is_its_approval_line_not_who_prepared_it():
    # The bundled manual's cover: "who approved" had been answered with "Prepared By: FRA Office ..." cut before
    # the approver's name.
    cover = (
        "HAZARDOUS MATERIALS COMPLIANCE MANUAL January 2025 Prepared By: FRA Office of Railroad Safety, Hazardous "
        "Materials Division Approved by Karl Alexy, Associate Administrator for Railroad Safety"
    )
    approved = cover_line(cover, "approver", "Who approved the hazardous materials compliance manual?")
    assert "Approved by Karl Alexy, Associate Administrator" in approved
    prepared = cover_line(cover, "approver", "Who prepared the hazardous materials compliance manual?")
    assert "Prepared By: FRA Office of Railroad Safety" in prepared


def test_a_code_a_file_name_writes_run_together_names_its_letters_and_number():
    # "north_caldara_hb2117_...": the bill is "HB 2117" in a question ("under HB 2117 what is the fee?"), which had
    # been refused as naming something no document mentions ("HB").
    terms = name_terms("north_caldara_hb2117_home_improvement_bill.pdf")
    assert {"hb", "2117", "hb2117", "bill"} <= terms
    assert "2025" in name_terms("2025_rules.pdf") and "rule" in name_terms("2025_rules.pdf")
