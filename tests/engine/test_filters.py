"""
rulebook.engine.filters: the query API's filters (documents, articles, versions) as one Haystack filter applied
inside the search, and how article ids and versions are matched; on the Hazmat manual indexed once per session and
on the versions of the shared FIA documents.
"""

from pathlib import Path

import pytest
from haystack.document_stores.types import FilterPolicy, apply_filter_policy

from rulebook.engine import (
    UnknownArticleError,
    UnknownDocumentError,
    UnknownVersionError,
    article_matches,
    version_matches,
)
from rulebook.engine.filters import request_filters, version_identifies
from rulebook.versions import document_versions
from tests.helpers import FIA, HAZMAT, LIVE, S2024, S2026, by_name, entries
from tests.ingestion_samples import POOL_CODE, chunks


def no_articles(documents: list[str] | None) -> list[str]:
    """The article ids of a catalogue whose documents have none (`Rulebook.article_ids`' signature)."""
    return []


class TestFilterMatching:
    @pytest.mark.parametrize(
        "article,prefix,expected",
        [
            ("B7.2.1", "B", True),
            ("B10.1", "B1", False),
            ("B1.4", "B1", True),
            ("§ 214.7", "§ 214", True),
            ("§214.7", "§ 214", True),
            ("§ 2140", "§ 214", False),
            ("GV.1", "GV.", True),
            ("Bx", "B", False),
            (None, "B", False),
        ],
    )
    def test_article_prefix(self, article, prefix, expected):
        assert article_matches(article, prefix) is expected

    def test_version(self):
        fia = {"file_name": "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf", "version": None}
        assert version_matches(fia, "Issue 5") and version_matches(fia, "2025") and not version_matches(fia, "issue 50")
        assert version_matches({"file_name": "x.pdf", "version": "Issue 6"}, "issue_6")

    def test_a_document_without_an_issue_is_known_by_its_cover_date(self):
        # A newcomer's `--version 2025` had found nothing where a manual's only version was its date.
        manual = {
            "file_name": "Hazmat_Manual.pdf",
            "title": "HAZMAT MANUAL",
            "version": None,
            "date": "January 7, 2025",
        }
        for version in ("2025", "January 2025", "january 7, 2025"):
            assert version_matches(manual, version), version
        # The day alone is no version, nor is another year or month.
        for version in ("7", "issue 7", "2024", "February 2025"):
            assert not version_matches(manual, version), version
        assert version_matches({"file_name": "b.pdf", "date": "27 February 2026"}, "February 2026")

    def test_version_identifies_issue_numbers(self):
        b = by_name(document_versions(entries(FIA)))[S2026]
        assert version_identifies(b, "issue 5") and version_identifies(b, "2026 Issue 05")
        assert (
            not version_identifies(b, "issue 4")
            and not version_identifies(b, "2025")
            and not version_identifies(b, "final")
        )


class TestRequestFilters:
    def test_no_filter_is_no_restriction(self, hazmat_book):
        assert request_filters(hazmat_book.list_documents(), hazmat_book.article_ids) is None
        assert hazmat_book.build_filters() is None

    def test_documents_alone_are_one_condition(self, hazmat_book):
        assert request_filters(hazmat_book.list_documents(), hazmat_book.article_ids, documents=[HAZMAT]) == {
            "field": "meta.file_name",
            "operator": "in",
            "value": [HAZMAT],
        }

    def test_documents_and_articles_go_inside_an_and(self, hazmat_book):
        out = request_filters(
            hazmat_book.list_documents(), hazmat_book.article_ids, documents=[HAZMAT], articles=["7.1"]
        )
        ids = [a for a in hazmat_book.article_ids([HAZMAT]) if article_matches(a, "7.1")]
        assert {"7.1", "7.1.1", "7.1.4"} <= set(ids) and "7.10" not in ids
        assert out == {
            "operator": "AND",
            "conditions": [
                {"field": "meta.file_name", "operator": "in", "value": [HAZMAT]},
                {
                    "operator": "OR",
                    "conditions": [
                        {"field": "meta.articles", "operator": "in", "value": ids},
                        {"field": "meta.article", "operator": "in", "value": ids},
                    ],
                },
            ],
        }
        # The retrievers' own filter (live chunks only) is merged into that AND, not dropped beside an OR.
        assert LIVE in apply_filter_policy(FilterPolicy.MERGE, LIVE, out)["conditions"]

    def test_an_unknown_document_names_the_indexed_ones(self, hazmat_book):
        with pytest.raises(UnknownDocumentError, match=rf"Not indexed: typo.pdf. Indexed documents: {HAZMAT}\."):
            request_filters(hazmat_book.list_documents(), hazmat_book.article_ids, documents=["typo.pdf"])

    def test_versions_match_by_words_or_by_year_and_issue(self):
        catalogue = entries(FIA)
        out = request_filters(catalogue, no_articles, versions=["issue 5"])
        # "Issue 5" as written, and Section B's and D's "Issue 05" by their issue number.
        assert out == {
            "field": "meta.file_name",
            "operator": "in",
            "value": [
                "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
                S2026,
                "section_d_financial_teams.pdf",
            ],
        }
        with pytest.raises(UnknownVersionError, match="No indexed document among those named has version 'issue 5'"):
            request_filters(catalogue, no_articles, documents=[S2024], versions=["issue 5"])
        with pytest.raises(UnknownVersionError, match="Versions indexed: Issue 02, Issue 03"):
            request_filters(catalogue, no_articles, versions=["2031"])

    def test_an_article_prefix_no_document_has(self):
        with pytest.raises(UnknownArticleError, match=r"No indexed article starts with 'B1' in the documents named"):
            request_filters(entries(FIA), no_articles, documents=[S2026], articles=["B1"])

    def test_a_bare_number_finds_a_labelled_paragraph(self):
        # A fresh user's `--article 3.2` to the nc9 pool code, whose paragraphs are named "para 3.2" after the label in
        # its margin, had been told that no article starts with "3.2", while `--article "para 3.2"` worked.
        pool = Path(POOL_CODE).name
        ids = sorted({a for c in chunks(POOL_CODE) for a in c.meta["articles"]})
        catalogue = [{"file_name": pool, "title": None, "version": "Issue 5", "date": None}]

        def article_ids(documents: list[str] | None) -> list[str]:
            return ids

        def chosen(prefix: str, indexed=article_ids) -> list[str]:
            # The ids matched, as the filter's condition on `meta.articles` names them.
            return request_filters(catalogue, indexed, articles=[prefix])["conditions"][0]["conditions"][0]["value"]

        assert chosen("3.2") == chosen("para 3.2") == ["para 3.2"]
        assert chosen("5.1") == ["para 5.1"] and chosen("4") == ["Section 4"] + [f"para 4.{n}" for n in range(1, 7)]
        # A number some id starts with keeps to those ids; a number no id has is still an error that shows the ids.
        assert chosen("3.2", lambda _: ["3.2", "para 3.2"]) == ["3.2"]
        with pytest.raises(UnknownArticleError, match=r"'9\.9'\. Articles of these documents start like 'Section 1'"):
            request_filters(catalogue, article_ids, articles=["9.9"])
        # Documents with no article ids at all say so, where a fresh user was told they "start like none indexed".
        with pytest.raises(UnknownArticleError, match=r"'2': no article ids were found in these documents"):
            request_filters(catalogue, lambda _: [], articles=["2"])


class TestFilters:
    def test_article_prefix_filter_still_returns_top_k(self, hazmat_book):
        articles = hazmat_book.article_ids()
        assert articles, "the splitter gave the Hazmat manual no article ids"
        prefix = max({a.split(".")[0] for a in articles}, key=lambda p: sum(article_matches(a, p) for a in articles))
        out = hazmat_book.retrieve("inspection of records", articles=[prefix])
        docs = out["documents"]
        matching = hazmat_book.store.count_documents_by_filter(hazmat_book.build_filters(articles=[prefix]))
        assert len(docs) == min(hazmat_book.settings.top_k, matching)
        assert all(any(article_matches(a, prefix) for a in d.meta["articles"]) for d in docs)

    def test_an_article_packed_after_another_in_a_chunk_is_found(self, hazmat_book):
        # Short neighbouring articles share a chunk (the manual's 7.1.1-7.1.4 do); `meta.article` is only the first.
        packed = [d for d in hazmat_book.store.filter_documents() if len(d.meta.get("articles") or []) > 1]
        assert packed, "no chunk of the Hazmat manual holds two articles"
        chunk = packed[0]
        later = chunk.meta["articles"][-1]
        assert later in hazmat_book.article_ids()
        filters = hazmat_book.build_filters(articles=[later])
        # The retrievers' own filter (live chunks only) must survive Haystack's merge with this one.
        from haystack.document_stores.types import FilterPolicy, apply_filter_policy

        live = {"field": "meta.live", "operator": "==", "value": True}
        assert live in apply_filter_policy(FilterPolicy.MERGE, live, filters)["conditions"]
        out = hazmat_book.retrieve(chunk.content[:200], articles=[later])
        assert chunk.id in {d.id for d in out["documents"]}
        assert all(any(article_matches(a, later) for a in d.meta["articles"]) for d in out["documents"])
        # The in-process search and Qdrant's own filter agree on what matches.
        assert len(out["documents"]) == min(
            hazmat_book.settings.top_k, hazmat_book.store.count_documents_by_filter(filters)
        )

    def test_document_and_version_filters(self, hazmat_book):
        assert hazmat_book.build_filters(versions=["01.07.25"]) == {
            "field": "meta.file_name",
            "operator": "in",
            "value": [HAZMAT],
        }
        with pytest.raises(UnknownVersionError, match="version"):
            hazmat_book.build_filters(versions=["2031"])
        with pytest.raises(UnknownArticleError, match="ZZ9"):
            hazmat_book.retrieve("records", documents=[HAZMAT], articles=["ZZ9"])
