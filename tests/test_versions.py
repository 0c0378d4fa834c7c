"""
rulebook.versions, versions of one rulebook: the families and the order of the indexed documents' versions, the
years and issues a question names, which documents it searches, and the versions an answer says it used.

The catalogues are the titles, issues and dates the converter reads from the real shared documents (tests/helpers.py);
the tests marked `shared_data` read the FIA excerpts indexed once per session (`fia_book`, tests/conftest.py).
"""

import pytest
from haystack import Document

from rulebook.versions import (
    and_filters,
    attach_versions,
    document_versions,
    entries_from_chunks,
    family_tokens,
    names_documents,
    resolve_versions,
    version_mentions,
)
from tests.helpers import FIA, HAZMAT, LIVE, OTHERS, RAIL, S2024, S2025, S2026, T2024, T2025, by_name, entries


class TestDocumentVersions:
    @pytest.mark.parametrize(
        "text,tokens",
        [
            ("2024 FORMULA ONE SPORTING REGULATIONS", ["sporting"]),
            ("FIA 2026 F1 Regulations - Section B [Sporting] - Iss 05 - 2026-02-27", ["sporting"]),
            ("FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30", ["sporting"]),
            ("fia_2026_formula_1_sporting_regulations_pu_-_issue_6_-_2024-06-11_1", ["pu", "sporting"]),
            ("SECTION D: FINANCIAL REGULATIONS (F1 TEAMS) D 0", ["financial", "teams"]),
            ("2025 FORMULA 1 TECHNICAL REGULATIONS", ["technical"]),
            ("FRA-HRGC-Compliance_Manual_11-8-19_Final", ["compliance", "fra", "hrgc", "manual"]),
        ],
    )
    def test_family_tokens(self, text, tokens):
        assert family_tokens(text) == tokens

    def test_fia_families_and_order_exact(self):
        catalog = document_versions(entries(FIA))
        got = [(e["file_name"], e["family"], e["version"], e["rank"], e["versions"], e["newest"]) for e in catalog]
        assert got == [
            ("2024_sporting_regulations_final.pdf", "sporting|sporting", "2024 Issue 6", 1, 5, False),
            ("2024_technical_regulations_final.pdf", "technical|technical", "2024 Issue 7", 1, 2, False),
            ("2025_sporting_regulations_final.pdf", "sporting|sporting", "2025 Issue 4", 2, 5, False),
            ("2025_technical_regulations_final.pdf", "technical|technical", "2025 Issue 2", 2, 2, True),
            ("2026_financial_regulations_final.pdf", "financial|financial teams", "2026 Issue 3", 1, 2, False),
            ("2026_operational_regulations_final.pdf", "operational|operational", "2026 Issue 03", 1, 2, False),
            ("2026_sporting_regulations_final.pdf", "sporting|sporting", "2026 Issue 2", 4, 5, False),
            (
                "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
                "sporting|sporting",
                "2025 Issue 5",
                3,
                5,
                False,
            ),
            (
                "fia_2026_formula_1_sporting_regulations_pu_-_issue_6_-_2024-06-11_1.pdf",
                "sporting|power sporting unit",
                "2026 Issue 6",
                1,
                1,
                True,
            ),
            ("section_a_general.pdf", "general|general provisions", "2026 Issue 02", 1, 1, True),
            ("section_b_sporting.pdf", "sporting|sporting", "2026 Issue 05", 5, 5, True),
            ("section_d_financial_teams.pdf", "financial|financial teams", "2026 Issue 05", 2, 2, True),
            ("section_e_financial_pu.pdf", "financial|financial manufacturers power unit", "Issue 03", 1, 1, True),
            ("section_f_operational.pdf", "operational|operational", "2026 Issue 06", 2, 2, True),
        ]
        b = by_name(catalog)[S2026]
        assert (b["kind"], b["year"], b["issue"], b["date"], b["order"]) == (
            "sporting",
            2026,
            5,
            "27 February 2026",
            (2026, (5,), "2026-02-27"),
        )
        assert b["family_name"] == "FIA F1 Regulations - Section B [Sporting]"

    def test_kinds_are_never_merged(self):
        catalog = document_versions(entries(FIA))
        families = {e["kind"]: set() for e in catalog}
        for e in catalog:
            families[e["kind"]].add(e["family"])
        for kind, keys in families.items():
            for other, other_keys in families.items():
                if kind != other:
                    assert not keys & other_keys, (kind, other)

    def test_other_corpora_hold_no_versions(self):
        catalog = document_versions(entries([*OTHERS, ("GDPR_Art_22-50.pdf", "Article 1.", None, None)]))
        assert all(e["versions"] == 1 and e["newest"] for e in catalog)
        assert len({e["family"] for e in catalog}) == len(catalog)

    def test_order_is_year_then_issue_then_date(self):
        rows = [
            ("rb_2025_issue_5_b.pdf", "Rule Book 2025", "Issue 5", "2 May 2025"),
            ("rb_2024.pdf", "Rule Book 2024", "Issue 9", "1 December 2024"),
            ("rb_2025_issue_5_a.pdf", "Rule Book 2025", "Issue 5", "1 May 2025"),
            ("rb_2025_issue_10.pdf", "Rule Book 2025", "Issue 10", "1 March 2025"),
        ]
        catalog = document_versions(entries(rows))
        assert [e["rank"] for e in catalog] == [3, 1, 2, 4] and {e["versions"] for e in catalog} == {4}
        ranked = sorted(catalog, key=lambda e: e["rank"])
        assert [e["file_name"] for e in ranked] == [
            "rb_2024.pdf",
            "rb_2025_issue_5_a.pdf",
            "rb_2025_issue_5_b.pdf",
            "rb_2025_issue_10.pdf",
        ]
        assert [e["newest"] for e in catalog] == [False, False, False, True]

    def test_dates_as_a_bylaw_or_a_standard_prints_them_order_versions(self):
        # The converter keeps a cover's date as printed: a bylaw's passing line, a standard's ISO date.
        rows = [
            ("parks_bylaw_b.pdf", "Parks Bylaw", None, "2nd day of March, 2023"),
            ("parks_bylaw_a.pdf", "Parks Bylaw", None, "9th day of May, 2022"),
            ("parks_bylaw_c.pdf", "Parks Bylaw", None, "2023-06-15"),
        ]
        catalog = document_versions(entries(rows))
        assert [e["rank"] for e in catalog] == [2, 1, 3] and [e["newest"] for e in catalog] == [False, False, True]

    def test_editions_are_ordered_as_issues(self):
        # The converter reads "Edition 3" or "3rd Edition" on a cover as the issue "Edition 3".
        rows = [
            ("crane_code_edition_3.pdf", "Harbour Crane Code", "Edition 3", None),
            ("crane_code_edition_2.pdf", "Harbour Crane Code", "Edition 2", None),
            ("crane_code_edition_2_1.pdf", "Harbour Crane Code", "Edition 2.1", None),
        ]
        catalog = document_versions(entries(rows))
        assert [e["issue"] for e in catalog] == [3, 2, 2] and [e["rank"] for e in catalog] == [3, 1, 2]
        assert [e["newest"] for e in catalog] == [True, False, False]

    @pytest.mark.shared_data
    def test_real_list_documents_entries(self, fia_book):
        catalog = by_name(fia_book.version_families())
        assert [catalog[n]["version"] for n in (S2024, S2025, S2026)] == [
            "2024 Issue 6",
            "2025 Issue 4",
            "2026 Issue 05",
        ]
        assert [catalog[n]["rank"] for n in (S2024, S2025, S2026)] == [1, 2, 3]
        assert catalog[S2026]["newest"] and catalog[S2026]["versions"] == 3
        assert catalog[S2024]["family"] == catalog[S2025]["family"] == catalog[S2026]["family"] == "sporting|sporting"
        assert catalog[T2024]["family"] == catalog[T2025]["family"] == "technical|technical"
        assert catalog[T2025]["newest"] and not catalog[T2024]["newest"]
        assert catalog[RAIL]["versions"] == 1 and catalog[RAIL]["family"] not in (
            "sporting|sporting",
            "technical|technical",
        )


class TestVersionMentions:
    @pytest.mark.parametrize(
        "question,years,issues,phrased",
        [
            ("What does the 2024 sporting regulations say about tyres?", [2024], [], [2024]),
            ("Under Issue 5, who appoints the stewards?", [], [5], []),
            ("2025 rules on parc fermé", [2025], [], [2025]),
            ("What changed between the 2024 and 2026 regulations? (iss. 05)", [2024, 2026], [5], [2024, 2026]),
            ("What applies to cars registered after 1 January 2026?", [], [], []),
            ("What did § 214.7 (2019 amendment) change?", [2019], [], []),
            ("Does § 2019.5 apply on 2026-02-27 or on 23/02/2026?", [], [], []),
        ],
    )
    def test_mentions(self, question, years, issues, phrased):
        assert version_mentions(question) == {"years": years, "issues": issues, "phrased_years": phrased, "dated": []}

    @pytest.mark.parametrize(
        "question,dated",
        [
            ("In the December 2024 issue of the 2026 sporting regs, what was the limit?", ["2024-12"]),
            ("Under the edition of 30 April 2025, who appoints the stewards?", ["2025-04"]),
            ("In the version published in June 2024, how many units per driver?", ["2024-06"]),
            ("What does the 11 June 2024 version say?", ["2024-06"]),
            # A date that is no issue's: of an event, or of amendments.
            ("What applies to cars registered after 1 January 2026?", []),
            ("What did the amendments of 1 January 2026 change?", []),
        ],
    )
    def test_an_issue_named_by_its_date(self, question, dated):
        assert version_mentions(question)["dated"] == dated


class TestResolveVersions:
    def test_a_year_of_a_version_keeps_that_version(self):
        out = resolve_versions(
            "Under the 2024 sporting regulations, who appoints the stewards?", document_versions(entries(FIA))
        )
        assert out["mode"] == "asked" and out["asked"] == ["2024"] and out["unmatched"] == []
        # 2024 issues of every family, and the documents that carry no year in their name.
        assert out["keep"] == [S2024, T2024, "section_e_financial_pu.pdf"]

    def test_a_year_with_two_issues_keeps_the_newest_of_them(self):
        out = resolve_versions("What do the 2025 rules say?", document_versions(entries(FIA)))
        assert out["keep"] == [
            T2025,
            "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
            "section_e_financial_pu.pdf",
        ]

    def test_two_years_keep_one_issue_of_each(self):
        out = resolve_versions(
            "What changed between the 2024 and 2025 sporting regulations?", document_versions(entries(FIA))
        )
        assert out["asked"] == ["2024", "2025"]
        assert out["keep"] == [
            S2024,
            T2024,
            T2025,
            "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
            "section_e_financial_pu.pdf",
        ]

    def test_an_issue_number(self):
        out = resolve_versions("Under Issue 5, who appoints the stewards?", document_versions(entries(FIA)))
        assert out["asked"] == ["Issue 5"]
        # Issue 5 of the sporting rules is both 2025's and 2026's: the newest of the two.
        # The power unit rules are Issue 6 (their cover's "changes from Issue 5" names the issue they replace).
        assert out["keep"] == [S2026, "section_d_financial_teams.pdf"]
        # A document with no issues is no issue of a rulebook: not searched (a manual whose cover says "January
        # 2025" had answered "2025 Sporting Regulations Issue 4 (Feb 2025): whose order ...?").
        out = resolve_versions("Under Issue 5, who appoints the stewards?", document_versions(entries(FIA + OTHERS)))
        assert out["keep"] == [S2026, "section_d_financial_teams.pdf"]

    def test_an_issue_named_by_its_date(self):
        # The 2026 sporting rules of 11 December 2024 are their Issue 2; Section B of 27 February 2026 is Issue 05.
        out = resolve_versions(
            "In the December 2024 issue of the 2026 sporting regs, what was the limit on operational personnel?",
            document_versions(entries(FIA)),
        )
        assert out["asked"] == ["2026", "Issue 2"] and out["unmatched"] == []
        assert "2026_sporting_regulations_final.pdf" in out["keep"] and S2026 not in out["keep"]
        # A date no issue has leaves the choice to the year.
        out = resolve_versions("In the March 2019 issue of the 2026 sporting regs?", document_versions(entries(FIA)))
        assert out["asked"] == ["2026"] and S2026 in out["keep"]

    def test_no_version_named_drops_superseded_versions(self):
        out = resolve_versions("Who appoints the stewards?", document_versions(entries(FIA + OTHERS)))
        assert out["mode"] == "newest" and out["keep"] is None
        assert out["drop"] == sorted(
            [
                S2024,
                T2024,
                S2025,
                "2026_financial_regulations_final.pdf",
                "2026_operational_regulations_final.pdf",
                "2026_sporting_regulations_final.pdf",
                "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
            ]
        )

    def test_a_year_no_version_has_is_reported_not_filtered(self):
        out = resolve_versions(
            "In the 2023 sporting regulations, who appoints the stewards?", document_versions(entries(FIA))
        )
        assert (out["mode"], out["asked"], out["unmatched"], out["keep"]) == ("newest", [], ["2023"], None)

    @pytest.mark.parametrize(
        "question",
        [
            "What applies to cars registered after 1 January 2026?",
            "What did § 214.7 (2019 amendment) change?",
            "Which 2026 Track and Structures Compliance Manual chapter covers workplace safety in 2024?",
        ],
    )
    def test_content_years_never_filter_a_corpus_without_versions(self, question):
        out = resolve_versions(question, document_versions(entries(OTHERS)))
        assert out == {"mode": "none", "asked": [], "unmatched": [], "keep": None, "drop": []}

    @pytest.mark.parametrize(
        "question",
        ["What applies to cars registered after 1 January 2026?", "What did § 214.7 (2019 amendment) change?"],
    )
    def test_content_years_do_not_filter_next_to_fia_versions(self, question):
        out = resolve_versions(question, document_versions(entries(FIA + OTHERS)))
        assert (out["mode"], out["asked"], out["unmatched"], out["keep"]) == ("newest", [], [], None)


class TestAttachVersions:
    def test_attach_versions_without_a_resolver(self):
        docs = [
            Document(
                content="x",
                meta={"file_name": S2026, "title": FIA[10][1], "issue": "Issue 05", "date": "27 February 2026"},
            )
        ]
        answer = attach_versions(
            {"mode": "extractive", "citations": [{"n": 1, "doc": S2026}], "notice": None}, docs, None
        )
        assert answer["versions_used"] == [
            {
                "doc": S2026,
                "version": "2026 Issue 05",
                "date": "27 February 2026",
                "family": "FIA F1 Regulations - Section B [Sporting]",
                "versions": 1,
            }
        ]
        assert answer["notice"] is None  # one version only: nothing to say

    def test_a_document_without_versions_adds_no_notice(self, hazmat_book):
        chunks = hazmat_book.store.filter_documents(LIVE)[:2]
        answer = attach_versions(
            {"mode": "extractive", "citations": [{"n": 1, "doc": HAZMAT}], "notice": None}, chunks, None
        )
        assert answer["notice"] is None and [v["doc"] for v in answer["versions_used"]] == [HAZMAT]
        assert answer["versions_used"][0]["versions"] == 1


class TestFilterHelpers:
    def test_names_documents(self):
        assert names_documents({"field": "meta.file_name", "operator": "in", "value": [S2024]})
        assert names_documents(
            {"operator": "AND", "conditions": [LIVE, {"field": "meta.file_name", "operator": "==", "value": S2024}]}
        )
        assert not names_documents(
            {"operator": "OR", "conditions": [{"field": "meta.article", "operator": "in", "value": ["13.2"]}]}
        )
        assert not names_documents(None) and not names_documents({})

    def test_and_filters(self):
        named = {"field": "meta.file_name", "operator": "in", "value": [S2024]}
        assert and_filters(LIVE, named) == {"operator": "AND", "conditions": [LIVE, named]}
        assert and_filters(None, named) == named and and_filters(LIVE, None) == LIVE

    def test_entries_from_chunks_of_a_real_index(self, hazmat_book):
        assert entries_from_chunks(hazmat_book.store.filter_documents(LIVE)) == [
            {
                "file_name": HAZMAT,
                "title": "HAZARDOUS MATERIALS COMPLIANCE MANUAL",
                "issue": None,
                "version": None,
                "date": "January 7, 2025",
            }
        ]
        assert entries_from_chunks([Document(content="no file")]) == []


class TestNumberedDocuments:
    def test_documents_named_by_a_number_are_not_issues_of_one_rulebook(self):
        # ObliQA's 40 passage files are 1.json ... 40.json, titled "1" ... "40": forty documents, not 40 issues.
        rows = document_versions([{"file_name": f"{n}.json", "title": str(n)} for n in (1, 2, 9, 10, 40)])
        assert [r["versions"] for r in rows] == [1, 1, 1, 1, 1]
        assert all(r["newest"] for r in rows)
        assert len({r["family"] for r in rows}) == 5
        assert [r["issue"] for r in rows] == [None] * 5
