"""
Issue 4, versions of one rulebook: a question that names a year or issue searches that version, one that names
none searches the newest, and the answer says which issue it used (src/rulebook/components/query/version_resolver.py).

The integration tests index page excerpts of the real FIA sporting regulations 2024 (Issue 6), 2025 (Issue 4) and
2026 (Section B, Issue 05), of the 2024 and 2025 technical regulations, and of an FRA rail manual with 2026 in its
name, cut with pymupdf into tmp_path at test time (the covers, where title, issue and date are printed, and the
insurance articles, which all three sporting issues have). Indexing them takes well under a minute on 2 cores.
"""

import importlib.util
import os
from pathlib import Path

import pytest
from haystack import Document

from rulebook.components.query import VersionResolver
from rulebook.engine import Rulebook, version_identifies
from rulebook.settings import PROJECT_ROOT, Settings
from rulebook.versions import attach_versions, document_versions, family_tokens, resolve_versions, version_mentions
from tests.conftest import searched_filters, shared_pdf

S2024, S2025, S2026 = "2024_sporting_regulations_final.pdf", "2025_sporting_regulations_final.pdf", "section_b_sporting.pdf"
T2024, T2025 = "2024_technical_regulations_final.pdf", "2025_technical_regulations_final.pdf"
RAIL = "FRA-Track_Structures_CM_2026_Vol_III_Ch1_Railroad_Workplace_Safety_General.pdf"
LIVE = {"field": "meta.live", "operator": "==", "value": True}
INSURANCE = "How many days before the Competition must the promoter send the FIA details of the insurance policy?"

#: Title, issue and date as `PyMuPDFToDocument` reads them from each shared FIA PDF (checked on the full files).
FIA = [
    ("2024_sporting_regulations_final.pdf", "2024 FORMULA ONE SPORTING REGULATIONS", "Issue 6", "30 April 2024"),
    ("2024_technical_regulations_final.pdf", "2024 FORMULA 1 TECHNICAL REGULATIONS", "Issue 7", "31 July 2024"),
    ("2025_sporting_regulations_final.pdf", "2025 FORMULA ONE SPORTING REGULATIONS", "Issue 4", "26 February 2025"),
    ("2025_technical_regulations_final.pdf", "2025 FORMULA 1 TECHNICAL REGULATIONS", "Issue 2", "26 February 2025"),
    ("2026_financial_regulations_final.pdf", "SECTION D: FINANCIAL REGULATIONS (F1 TEAMS) D 0", "Issue 3", "10 June 2025"),
    ("2026_operational_regulations_final.pdf", "SECTION F: OPERATIONAL REGULATIONS F 0", "Issue 03", "31 July 2025"),
    ("2026_sporting_regulations_final.pdf", "FIA 2026 F1 Regulations - Section B [Sporting]", "Issue 2", "11 December 2024"),
    ("FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf", "2025 FORMULA ONE SPORTING REGULATIONS", "Issue 5", "30 April 2025"),
    ("fia_2026_formula_1_sporting_regulations_pu_-_issue_6_-_2024-06-11_1.pdf", "2026 FORMULA 1 POWER UNIT SPORTING REGULATIONS CONTENTS:", "Issue 5", "11 June 2024"),
    ("section_a_general.pdf", "FIA 2026 F1 Regulations - Section A [General Provisions] - Iss 02 - 2026-02-27", "Issue 02", "27 February 2026"),
    ("section_b_sporting.pdf", "FIA 2026 F1 Regulations - Section B [Sporting] - Iss 05 - 2026-02-27", "Issue 05", "27 February 2026"),
    ("section_d_financial_teams.pdf", "FIA 2026 F1 Regulations - Section D [Financial - F1 Teams] - Iss 05 - 2026-02-27", "Issue 05", "27 February 2026"),
    ("section_e_financial_pu.pdf", "SECTION E: FINANCIAL REGULATIONS (POWER UNIT MANUFACTURERS) E 0", "Issue 03", "10 December 2025"),
    ("section_f_operational.pdf", "FIA 2026 F1 Regulations - Section F [Operational] - Iss 06 - 2026-02-27", "Issue 06", "27 February 2026"),
]
#: The same for the other shared corpora: single documents, never versions of each other.
OTHERS = [
    ("McCreary_2018_Legal_Interpretation.pdf", "McCreary 2018 Legal Interpretation", None, "November 30, 2017"),
    ("Pipitone_2016_Legal_Interpretation.pdf", "Pipitone 2016 Legal Interpretation", None, "August 6, 2015"),
    ("Medical_Examiners_Handbook_2024_Edition_0.pdf", "Medical Examiner's Handbook 2024 Edition", None, "January 2024"),
    ("GDPR_Art_1-21.pdf", "Article 1.", None, None),
    ("FRA-HRGC-Compliance_Manual_11-8-19_Final.pdf", "Highway-Rail Grade Crossing and Trespass Prevention: Compliance, Procedures, and Programs Manual", None, "October 2019"),
    ("FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf", "HAZARDOUS MATERIALS COMPLIANCE MANUAL", None, "January 7, 2025"),
    (RAIL, "Track and Structures Compliance Manual", None, "January 2026"),
]


def entries(rows) -> list[dict]:
    """`Rulebook.list_documents()`-like entries (its `version` is the issue), with the date."""
    return [{"file_name": f, "title": t, "version": v, "date": d} for f, t, v, d in rows]


def by_name(catalog: list[dict]) -> dict[str, dict]:
    return {e["file_name"]: e for e in catalog}


# -- families and their order ----------------------------------------------------------------------------------------
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
            ("FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf", "sporting|sporting", "2025 Issue 5", 3, 5, False),
            ("fia_2026_formula_1_sporting_regulations_pu_-_issue_6_-_2024-06-11_1.pdf", "sporting|power sporting unit", "2026 Issue 5", 1, 1, True),
            ("section_a_general.pdf", "general|general provisions", "2026 Issue 02", 1, 1, True),
            ("section_b_sporting.pdf", "sporting|sporting", "2026 Issue 05", 5, 5, True),
            ("section_d_financial_teams.pdf", "financial|financial teams", "2026 Issue 05", 2, 2, True),
            ("section_e_financial_pu.pdf", "financial|financial manufacturers power unit", "Issue 03", 1, 1, True),
            ("section_f_operational.pdf", "operational|operational", "2026 Issue 06", 2, 2, True),
        ]
        b = by_name(catalog)[S2026]
        assert (b["kind"], b["year"], b["issue"], b["date"], b["order"]) == ("sporting", 2026, 5, "27 February 2026", (2026, (5,), "2026-02-27"))
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
        catalog = document_versions(entries(OTHERS + [("GDPR_Art_22-50.pdf", "Article 1.", None, None)]))
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
        assert [e["file_name"] for e in ranked] == ["rb_2024.pdf", "rb_2025_issue_5_a.pdf", "rb_2025_issue_5_b.pdf", "rb_2025_issue_10.pdf"]
        assert [e["newest"] for e in catalog] == [False, False, False, True]

    def test_real_list_documents_entries(self, fia_book):
        catalog = by_name(fia_book.version_families())
        assert [catalog[n]["version"] for n in (S2024, S2025, S2026)] == ["2024 Issue 6", "2025 Issue 4", "2026 Issue 05"]
        assert [catalog[n]["rank"] for n in (S2024, S2025, S2026)] == [1, 2, 3]
        assert catalog[S2026]["newest"] and catalog[S2026]["versions"] == 3
        assert catalog[S2024]["family"] == catalog[S2025]["family"] == catalog[S2026]["family"] == "sporting|sporting"
        assert catalog[T2024]["family"] == catalog[T2025]["family"] == "technical|technical"
        assert catalog[T2025]["newest"] and not catalog[T2024]["newest"]
        assert catalog[RAIL]["versions"] == 1 and catalog[RAIL]["family"] not in ("sporting|sporting", "technical|technical")


# -- what a question names -------------------------------------------------------------------------------------------
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
        assert version_mentions(question) == {"years": years, "issues": issues, "phrased_years": phrased}

    def test_version_identifies_issue_numbers(self):
        b = by_name(document_versions(entries(FIA)))[S2026]
        assert version_identifies(b, "issue 5") and version_identifies(b, "2026 Issue 05")
        assert not version_identifies(b, "issue 4") and not version_identifies(b, "2025") and not version_identifies(b, "final")


class TestResolveVersions:
    def test_a_year_of_a_version_keeps_that_version(self):
        out = resolve_versions("Under the 2024 sporting regulations, who appoints the stewards?", document_versions(entries(FIA)))
        assert out["mode"] == "asked" and out["asked"] == ["2024"] and out["unmatched"] == []
        # 2024 issues of every family, and the documents that carry no year in their name.
        assert out["keep"] == [S2024, T2024, "section_e_financial_pu.pdf"]

    def test_a_year_with_two_issues_keeps_the_newest_of_them(self):
        out = resolve_versions("What do the 2025 rules say?", document_versions(entries(FIA)))
        assert out["keep"] == [T2025, "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf", "section_e_financial_pu.pdf"]

    def test_two_years_keep_one_issue_of_each(self):
        out = resolve_versions("What changed between the 2024 and 2025 sporting regulations?", document_versions(entries(FIA)))
        assert out["asked"] == ["2024", "2025"]
        assert out["keep"] == [
            S2024, T2024, T2025, "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf", "section_e_financial_pu.pdf",
        ]

    def test_an_issue_number(self):
        out = resolve_versions("Under Issue 5, who appoints the stewards?", document_versions(entries(FIA)))
        assert out["asked"] == ["Issue 5"]
        # Issue 5 of the sporting rules is both 2025's and 2026's: the newest of the two.
        assert out["keep"] == [
            "fia_2026_formula_1_sporting_regulations_pu_-_issue_6_-_2024-06-11_1.pdf",
            S2026,
            "section_d_financial_teams.pdf",
        ]

    def test_no_version_named_drops_superseded_versions(self):
        out = resolve_versions("Who appoints the stewards?", document_versions(entries(FIA + OTHERS)))
        assert out["mode"] == "newest" and out["keep"] is None
        assert out["drop"] == sorted([
            S2024, T2024, S2025, "2026_financial_regulations_final.pdf", "2026_operational_regulations_final.pdf",
            "2026_sporting_regulations_final.pdf", "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
        ])

    def test_a_year_no_version_has_is_reported_not_filtered(self):
        out = resolve_versions("In the 2023 sporting regulations, who appoints the stewards?", document_versions(entries(FIA)))
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


# -- the component ---------------------------------------------------------------------------------------------------
class TestVersionResolver:
    def test_init_default(self):
        r = VersionResolver()
        assert (r.document_store, r.filters, r.max_age_s) == (None, None, 300.0)

    def test_init_with_parameters(self):
        r = VersionResolver(filters=LIVE, max_age_s=5)
        assert (r.filters, r.max_age_s) == (LIVE, 5)
        with pytest.raises(ValueError, match="max_age_s"):
            VersionResolver(max_age_s=0)

    def test_to_dict(self):
        assert VersionResolver(filters=LIVE, max_age_s=60.0).to_dict() == {
            "type": "rulebook.components.query.version_resolver.VersionResolver",
            "init_parameters": {"document_store": None, "filters": LIVE, "max_age_s": 60.0},
        }

    def test_from_dict(self, tmp_path):
        from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

        store = QdrantDocumentStore(location=":memory:", index="t", embedding_dim=4)
        r = VersionResolver.from_dict(VersionResolver(document_store=store, filters=LIVE, max_age_s=9.0).to_dict())
        assert isinstance(r.document_store, QdrantDocumentStore) and (r.filters, r.max_age_s) == (LIVE, 9.0)

    def test_run_names_a_version(self):
        out = VersionResolver().run(query="Under the 2024 sporting regulations, who appoints the stewards?", catalog=entries(FIA[:4]))
        assert out["filters"] == {"field": "meta.file_name", "operator": "in", "value": [S2024, T2024]}
        assert (out["versions"]["mode"], out["versions"]["asked"]) == ("asked", ["2024"])

    def test_run_names_none_keeps_the_request_filters(self):
        article = {"field": "meta.article", "operator": "in", "value": ["13.2"]}
        out = VersionResolver().run(query="Who appoints the stewards?", filters=article, catalog=entries(FIA[:4]))
        assert out["filters"] == {
            "operator": "AND",
            "conditions": [article, {"field": "meta.file_name", "operator": "not in", "value": [S2024, T2024]}],
        }
        assert out["versions"]["mode"] == "newest"

    def test_documents_chosen_by_the_user_win(self):
        chosen = {"field": "meta.file_name", "operator": "in", "value": [S2024]}
        out = VersionResolver().run(query="In 2025, who appoints the stewards?", filters=chosen, catalog=entries(FIA[:4]))
        assert out["filters"] == chosen and out["versions"]["mode"] == "explicit"

    def test_no_versions_no_filter(self):
        out = VersionResolver().run(query="What applies after 1 January 2026?", catalog=entries(OTHERS))
        assert out["filters"] is None and out["versions"]["mode"] == "none"

    def test_attach_versions_without_a_resolver(self):
        docs = [Document(content="x", meta={"file_name": S2026, "title": FIA[10][1], "issue": "Issue 05", "date": "27 February 2026"})]
        answer = attach_versions({"mode": "extractive", "citations": [{"n": 1, "doc": S2026}], "notice": None}, docs, None)
        assert answer["versions_used"] == [
            {"doc": S2026, "version": "2026 Issue 05", "date": "27 February 2026", "family": "FIA F1 Regulations - Section B [Sporting]", "versions": 1}
        ]
        assert answer["notice"] is None  # one version only: nothing to say


# -- on the real PDFs ------------------------------------------------------------------------------------------------
EXCERPTS = {
    # file: physical pages kept (1-based, inclusive ranges): the cover with title, issue and date, the first articles
    # and the insurance article (13.2 in 2024 and 2025, B1.4.2 in 2026).
    "fia/2024_sporting_regulations_final.pdf": [(1, 4), (13, 14)],
    "fia/2025_sporting_regulations_final.pdf": [(1, 4), (16, 17)],
    "fia2026/section_b_sporting.pdf": [(1, 6)],
    "fia/2024_technical_regulations_final.pdf": [(1, 2)],
    "fia/2025_technical_regulations_final.pdf": [(1, 2)],
    f"rail/{RAIL}": [(1, 4)],
}


@pytest.fixture(scope="module")
def fia_book(tmp_path_factory):
    """A `Rulebook` on its own embedded store with the excerpts indexed (same file names as the shared PDFs)."""
    import pymupdf

    folder = tmp_path_factory.mktemp("fia_versions")
    for relative, ranges in EXCERPTS.items():
        with pymupdf.open(shared_pdf(relative)) as source, pymupdf.open() as excerpt:
            for first, last in ranges:
                excerpt.insert_pdf(source, from_page=first - 1, to_page=last - 1)
            excerpt.set_metadata(source.metadata)
            excerpt.save(folder / Path(relative).name)
    book = Rulebook(Settings.from_env(data_dir=tmp_path_factory.mktemp("fia_versions_store"), qdrant_url=None))
    report = book.index([folder])
    assert report.failures == [] and report.documents == len(EXCERPTS), report.to_dict()
    return book


@pytest.fixture()
def extractive(monkeypatch):
    monkeypatch.delenv("GROQ_API_KEY", raising=False)


@pytest.mark.usefixtures("extractive")
class TestOnRealPdfs:
    def test_a_question_naming_2024_retrieves_only_the_2024_issue(self, fia_book):
        question = "Under the 2024 sporting regulations, h" + INSURANCE[1:]
        out = fia_book.retrieve(question)
        assert out["versions"] == {"mode": "asked", "asked": ["2024"], "unmatched": []}
        names = {d.meta["file_name"] for d in out["documents"]}
        assert S2024 in names and names <= {S2024, T2024}, names
        answer = fia_book.ask(question)
        assert answer["mode"] == "extractive" and answer["citations"]
        assert {c["doc"] for c in answer["citations"]} <= {S2024, T2024}
        assert [v for v in answer["versions_used"] if v["doc"] == S2024] == [
            {"doc": S2024, "version": "2024 Issue 6", "date": "30 April 2024", "family": "FIA F1 Regulations - Section B [Sporting]", "versions": 3}
        ]
        assert "Formula One Sporting Regulations, 2024 Issue 6 (30 April 2024), the issue the question names" in answer["notice"]

    def test_a_question_naming_no_year_gets_the_newest_issue_and_says_so(self, fia_book):
        out = fia_book.retrieve(INSURANCE)
        assert out["versions"]["mode"] == "newest"
        names = [d.meta["file_name"] for d in out["documents"]]
        assert names and set(names) == {S2026}, names
        assert any(d.meta.get("article", "").startswith("B1.4") for d in out["documents"])
        answer = fia_book.ask(INSURANCE)
        assert answer["mode"] == "extractive"
        assert [(v["doc"], v["version"]) for v in answer["versions_used"]] == [(S2026, "2026 Issue 05")]
        assert (
            "Answered from FIA F1 Regulations - Section B [Sporting], 2026 Issue 05 (27 February 2026), the newest issue "
            "indexed; older issues are also indexed (2024 Issue 6, 2025 Issue 4): ask with a year or issue number to use one."
        ) in answer["notice"]
        assert "GROQ_API_KEY" in answer["notice"]  # the extractive notice is kept

    def test_a_year_no_issue_has_does_not_filter_and_the_notice_says_so(self, fia_book):
        question = "In the 2023 sporting regulations, h" + INSURANCE[1:]
        out = fia_book.retrieve(question)
        assert out["versions"] == {"mode": "newest", "asked": [], "unmatched": ["2023"]}
        assert {d.meta["file_name"] for d in out["documents"]} == {S2026}
        answer = fia_book.ask(question)
        assert "No indexed issue matches 2023 (the issues indexed are from 2024, 2025, 2026)" in answer["notice"]
        assert answer["versions_used"][0]["version"] == "2026 Issue 05"

    def test_an_issue_number_picks_its_issue(self, fia_book):
        out = fia_book.retrieve("Under Issue 4, h" + INSURANCE[1:])
        assert out["versions"]["asked"] == ["Issue 4"]
        assert {d.meta["file_name"] for d in out["documents"]} <= {S2025, RAIL}
        assert S2025 in {d.meta["file_name"] for d in out["documents"]}

    def test_explicit_versions_filter_wins(self, fia_book):
        out = fia_book.retrieve(INSURANCE, versions=["2024"])
        assert out["versions"]["mode"] == "explicit"
        assert {d.meta["file_name"] for d in out["documents"]} <= {S2024, T2024}
        # `issue 5` names Section B's "Issue 05".
        assert {d.meta["file_name"] for d in fia_book.retrieve(INSURANCE, versions=["issue 5"])["documents"]} == {S2026}
        answer = fia_book.ask(INSURANCE, documents=[S2025])
        assert [v["doc"] for v in answer["versions_used"]] == [S2025]
        assert "2025 Issue 4 (26 February 2025); the newest issue indexed is 2026 Issue 05 (27 February 2026)." in answer["notice"]

    def test_content_years_in_the_rail_document_do_not_filter(self, fia_book):
        question = "Which workplace safety rules apply to railroad employees after 1 January 2026 under § 214.7 (2019 amendment)?"
        out = fia_book.retrieve(question)
        assert out["versions"] == {"mode": "newest", "asked": [], "unmatched": []}
        assert RAIL in {d.meta["file_name"] for d in out["documents"]}
        # The only restriction is the superseded FIA issues.
        assert searched_filters(fia_book, question) == {
            "field": "meta.file_name", "operator": "not in", "value": [S2024, T2024, S2025],
        }

    def test_a_rail_only_corpus_is_never_filtered(self, hazmat_book):
        question = "What must shippers do for tank cars built after 1 January 2026 under § 174.9 (2019 amendment)?"
        assert searched_filters(hazmat_book, question) is None
        out = hazmat_book.retrieve(question)
        assert out["versions"] == {"mode": "none", "asked": [], "unmatched": []}

    def test_ask_script_prints_the_version_used(self, fia_book):
        spec = importlib.util.spec_from_file_location("ask_script", PROJECT_ROOT / "scripts" / "ask.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        text = module.render(fia_book.ask(INSURANCE))
        assert f"version used: {S2026}: 2026 Issue 05 (27 February 2026)" in text
        assert "older issues are also indexed" in text
        assert os.environ.get("GROQ_API_KEY") is None


class TestNumberedDocuments:
    def test_documents_named_by_a_number_are_not_issues_of_one_rulebook(self):
        # ObliQA's 40 passage files are 1.json ... 40.json, titled "1" ... "40": forty documents, not 40 issues.
        rows = document_versions([{"file_name": f"{n}.json", "title": str(n)} for n in (1, 2, 9, 10, 40)])
        assert [r["versions"] for r in rows] == [1, 1, 1, 1, 1]
        assert all(r["newest"] for r in rows)
        assert len({r["family"] for r in rows}) == 5
        assert [r["issue"] for r in rows] == [None] * 5
