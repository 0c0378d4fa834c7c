"""
VersionResolver: a question that names a year or issue searches that version of a rulebook, one that names none
searches the newest, and the answer says which issue it used.

The integration tests (marked `shared_data`) read page excerpts of the real FIA sporting regulations 2024 (Issue 6),
2025 (Issue 4) and 2026 (Section B, Issue 05), of the 2024 and 2025 technical regulations, and of an FRA rail manual
with 2026 in its name, indexed once per session (`fia_book`, tests/conftest.py): the covers, where title, issue and
date are printed, and the insurance articles, which all three sporting issues have.
"""

import pytest

from rulebook.components.query import VersionResolver
from tests.conftest import searched_filters
from tests.helpers import FIA, INSURANCE, LIVE, OTHERS, RAIL, S2024, S2025, S2026, T2024, entries


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
        out = VersionResolver().run(
            query="Under the 2024 sporting regulations, who appoints the stewards?", catalog=entries(FIA[:4])
        )
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
        out = VersionResolver().run(
            query="In 2025, who appoints the stewards?", filters=chosen, catalog=entries(FIA[:4])
        )
        assert out["filters"] == chosen and out["versions"]["mode"] == "explicit"

    def test_no_versions_no_filter(self):
        out = VersionResolver().run(query="What applies after 1 January 2026?", catalog=entries(OTHERS))
        assert out["filters"] is None and out["versions"]["mode"] == "none"

    def test_a_rail_only_corpus_is_never_filtered(self, hazmat_book):
        question = "What must shippers do for tank cars built after 1 January 2026 under § 174.9 (2019 amendment)?"
        assert searched_filters(hazmat_book, question) is None
        out = hazmat_book.retrieve(question)
        assert out["versions"] == {"mode": "none", "asked": [], "unmatched": []}


@pytest.fixture()
def extractive(monkeypatch):
    monkeypatch.delenv("GROQ_API_KEY", raising=False)


@pytest.mark.shared_data
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
            {
                "doc": S2024,
                "version": "2024 Issue 6",
                "date": "30 April 2024",
                "family": "FIA F1 Regulations - Section B [Sporting]",
                "versions": 3,
            }
        ]
        assert (
            "Formula One Sporting Regulations, 2024 Issue 6 (30 April 2024), the issue the question names"
            in answer["notice"]
        )

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
            "Answered from FIA F1 Regulations - Section B [Sporting], 2026 Issue 05 (27 February 2026), the newest "
            "issue indexed; older issues are also indexed (2024 Issue 6, 2025 Issue 4): ask with a year or issue "
            "number to use one."
        ) in answer["notice"]
        assert "GROQ_API_KEY" in answer["notice"]  # the extractive notice is kept

    def test_a_year_no_issue_has_does_not_filter_and_is_not_answered_from_another_issue(self, fia_book):
        question = "In the 2023 sporting regulations, h" + INSURANCE[1:]
        out = fia_book.retrieve(question)
        assert out["versions"] == {"mode": "newest", "asked": [], "unmatched": ["2023"]}
        assert {d.meta["file_name"] for d in out["documents"]} == {S2026}
        answer = fia_book.ask(question)
        # What the 2023 issue said is not in the 2026 one: a refusal, with the closest passages of the newest issue.
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated"
        assert answer["answer"].startswith("No indexed issue matches 2023; the closest passages, from the issues")
        assert "No indexed issue matches 2023 (the issues indexed are from 2024, 2025, 2026)" in answer["notice"]
        assert "Searched FIA F1 Regulations - Section B [Sporting], 2026 Issue 05" in answer["notice"]
        assert answer["versions_used"] == [] and {c["doc"] for c in answer["closest"]} == {S2026}
        assert fia_book.ask(INSURANCE)["mode"] == "extractive"  # the same question, naming no issue, is answered

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
        assert (
            "2025 Issue 4 (26 February 2025); the newest issue indexed is 2026 Issue 05 (27 February 2026)."
            in answer["notice"]
        )

    def test_content_years_in_the_rail_document_do_not_filter(self, fia_book):
        question = (
            "Which workplace safety rules apply to railroad employees after 1 January 2026 "
            "under § 214.7 (2019 amendment)?"
        )
        out = fia_book.retrieve(question)
        assert out["versions"] == {"mode": "newest", "asked": [], "unmatched": []}
        assert RAIL in {d.meta["file_name"] for d in out["documents"]}
        # The only restriction is the superseded FIA issues.
        assert searched_filters(fia_book, question) == {
            "field": "meta.file_name",
            "operator": "not in",
            "value": [S2024, T2024, S2025],
        }
