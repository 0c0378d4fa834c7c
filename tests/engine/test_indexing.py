"""
rulebook.engine.indexing: which files a path names, what an indexing call reports, and how a file is indexed: every
format through the indexing graph, changed files replaced whole, --prune, and crashes in the middle of a file.

Inputs are real regulation text: the Hazmat manual (samples/), and, for the tests marked `shared_data`, three-page
excerpts of the FRA Track and Structures manual (a real PDF, cut with PyMuPDF), GDPR articles and 49 CFR Part 214
sections written as HTML, Markdown and text, and an ObliQA passage file. Each test of a changed store has its own.
"""

import hashlib
import json
import shutil
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from rulebook.engine import SUPPORTED_SUFFIXES, IndexReport, Rulebook, expand_paths, file_sha256
from rulebook.engine.indexing import in_shard, parse_shard, unsupported_files
from rulebook.settings import Settings
from tests.conftest import HAZMAT_PDF
from tests.helpers import chunks_of, fresh_ids, hazmat_excerpt, pdf_excerpt, sha256
from tests.ingestion_samples import TRACK, shared_pdf
from tests.text_samples import (
    CFR_SECTIONS,
    GDPR_ARTICLES,
    OBLIQA,
    cfr_sections,
    ecfr_page,
    eurlex_page,
    gdpr_articles,
    markdown_page,
    text_pages,
)

REQUIRED_META = (
    "file_name",
    "file_sha256",
    "title",
    "page_start",
    "page_end",
    "article",
    "article_title",
    "breadcrumb",
    "live",
    "indexed_at",
)


class TestExpandPaths:
    def test_a_folder_gives_its_supported_files_sorted_and_recursively(self, tmp_path):
        nested = tmp_path / "a" / "b"
        nested.mkdir(parents=True)
        shutil.copy(HAZMAT_PDF, nested / HAZMAT_PDF.name)
        (tmp_path / "notes.MD").write_text("# Notes\n")  # suffixes in any case
        (tmp_path / "scan.png").write_bytes(b"\x89PNG\r\n")  # a folder's other files are not failures
        files, failures = expand_paths([tmp_path])
        assert files == [nested / HAZMAT_PDF.name, tmp_path / "notes.MD"] and failures == []
        # They are named as left out (a newcomer's .docx had been skipped without a word); hidden files are not.
        (nested / "rules.docx").write_bytes(b"PK\x03\x04")
        (tmp_path / ".DS_Store").write_bytes(b"\x00")
        assert unsupported_files([tmp_path, HAZMAT_PDF]) == ["a/b/rules.docx", "scan.png"]

    def test_named_files_missing_paths_and_unsupported_types(self, tmp_path):
        docx = tmp_path / "notes.docx"
        docx.write_bytes(b"PK\x03\x04")
        bare = tmp_path / "README"
        bare.write_text("no suffix")
        missing = tmp_path / "typo.pdf"
        files, failures = expand_paths([HAZMAT_PDF, docx, bare, missing, str(HAZMAT_PDF)])
        assert files == [HAZMAT_PDF]  # named twice, indexed once
        types = ", ".join(SUPPORTED_SUFFIXES)
        assert failures == [
            {"file": "notes.docx", "error": f"notes.docx: unsupported file type .docx; convert it to one of {types}."},
            {"file": "README", "error": f"README: unsupported file type (no suffix); convert it to one of {types}."},
            {"file": str(missing), "error": f"{missing}: no such file or folder."},
        ]


class TestShards:
    def test_each_file_belongs_to_exactly_one_shard(self):
        files = [Path(f"doc-{i}.pdf") for i in range(200)]
        owners = [[i for i in (1, 2, 3) if in_shard(path, (i, 3))] for path in files]
        assert all(len(o) == 1 for o in owners)
        # Spread over the shards, and by the name alone: the folder a file sits in does not move it.
        assert all(sum(o == [i] for o in owners) > 40 for i in (1, 2, 3))
        assert in_shard(Path("a/doc-7.pdf"), (2, 3)) == in_shard(Path("b/doc-7.pdf"), (2, 3))
        assert all(in_shard(path, (1, 1)) for path in files)

    def test_parse_shard(self):
        assert parse_shard("2/3") == (2, 3)
        for bad in ("3", "0/3", "4/3", "a/b", "1/0"):
            with pytest.raises(ValueError, match="i/N"):
                parse_shard(bad)

    def test_prune_with_a_shard_is_refused(self, book, folder):
        with pytest.raises(ValueError, match="--prune with --shard"):
            book.index([folder], prune=True, shard=(1, 2))


class TestFileSha256:
    def test_the_digest_of_the_files_bytes_read_in_blocks(self, tmp_path):
        assert file_sha256(HAZMAT_PDF) == hashlib.sha256(HAZMAT_PDF.read_bytes()).hexdigest()
        twice = tmp_path / "twice.pdf"  # over the 1 MiB block: read in two
        twice.write_bytes(HAZMAT_PDF.read_bytes() * 2)
        assert twice.stat().st_size > 1 << 20
        assert file_sha256(twice) == hashlib.sha256(twice.read_bytes()).hexdigest() != file_sha256(HAZMAT_PDF)


class TestIndexReport:
    def test_to_dict(self):
        report = IndexReport(documents=1, pages=43, chunks=61, seconds=12.3456, skipped=["a.md"], pruned=["old.pdf"])
        assert report.to_dict() == {
            "documents": 1,
            "pages": 43,
            "chunks": 61,
            "seconds": 12.35,
            "skipped": ["a.md"],
            "failures": [],
            "pruned": ["old.pdf"],
            "duplicates": [],
            "repaired": [],
            "unsupported": [],
            "replaced": [],
        }
        assert IndexReport().failures is not IndexReport().failures  # each report its own lists

    def test_the_report_of_a_real_indexing_call(self, hazmat_book):
        data = hazmat_book.first_report.to_dict()
        assert (data["documents"], data["pages"], data["failures"], data["skipped"]) == (1, 43, [], [])
        assert data["chunks"] == hazmat_book.store.count_documents() and data["seconds"] > 0
        assert json.loads(json.dumps(data)) == data  # plain data, as scripts/index.py --json prints it


# -- every format through the indexing graph (tests/text_samples.py) -----------------------------------------------
def folded(text: str) -> str:
    return " ".join(text.replace("§", "§ ").split()).casefold()


def assert_article_chunks(chunks: list, expected: list[str]) -> None:
    """
    Every chunk starts at the heading of its `article` (the first chunk may start with text before the first
    heading), and the expected article ids appear, in document order, in the chunks' `articles`.
    """
    assert chunks
    for chunk in chunks:
        first_line = chunk.content.split("\n", 1)[0]
        if chunk.meta["chunk_index"] == 0 and not folded(first_line).startswith(folded(chunk.meta["article"] or "")):
            continue  # a preamble (document title) before the first heading leads the first chunk
        assert chunk.meta["article"], chunk.content[:80]
        assert folded(first_line).startswith(folded(chunk.meta["article"])), (chunk.meta["article"], first_line)
    found = [a for chunk in chunks for a in chunk.meta["articles"] if a in expected]
    assert list(dict.fromkeys(found)) == expected
    for article in expected:
        holder = next(c for c in chunks if article in c.meta["articles"])
        assert any(folded(line).startswith(folded(article)) for line in holder.content.split("\n")), article


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """One file per format, written from the shared regulation texts."""
    folder = tmp_path_factory.mktemp("formats")
    articles, sections = gdpr_articles(), cfr_sections()
    (folder / "gdpr_eurlex.html").write_text(eurlex_page(articles), encoding="utf-8")
    (folder / "part214_ecfr.htm").write_text(ecfr_page(sections), encoding="utf-8")
    (folder / "gdpr.md").write_text(markdown_page(articles), encoding="utf-8")
    (folder / "part214.txt").write_text(text_pages(sections), encoding="utf-8")
    source = OBLIQA / "38.json"
    if not source.is_file():
        pytest.skip(f"shared data not found: {source}")
    shutil.copy(source, folder / "38.json")
    return folder


@pytest.fixture(scope="module")
def indexed(tmp_path_factory, corpus):
    """A Rulebook on its own embedded store with the five files indexed once for the module."""
    book = Rulebook(Settings.from_env(data_dir=tmp_path_factory.mktemp("formats_store"), qdrant_url=None))
    report = book.index([corpus])
    yield book, report
    book.store.close()


@pytest.mark.shared_data
class TestIndexingOtherFormats:
    def test_every_format_is_indexed(self, indexed, corpus):
        book, report = indexed
        assert report.failures == []
        assert report.documents == 5 and report.chunks > 15
        listed = {d["file_name"]: d for d in book.list_documents()}
        assert set(listed) == {"gdpr_eurlex.html", "part214_ecfr.htm", "gdpr.md", "part214.txt", "38.json"}
        assert listed["part214.txt"]["pages"] == 3  # form feeds separate pages
        assert all(
            listed[name]["pages"] == 1 for name in ("gdpr_eurlex.html", "part214_ecfr.htm", "gdpr.md", "38.json")
        )
        assert listed["gdpr_eurlex.html"]["title"] == "Regulation (EU) 2016/679 (General Data Protection Regulation)"
        assert listed["part214_ecfr.htm"]["title"] == "eCFR :: 49 CFR Part 214 Subpart A -- General"
        assert listed["gdpr.md"]["title"] == "Regulation (EU) 2016/679 (General Data Protection Regulation)"
        assert sum(d["chunks"] for d in listed.values()) == report.chunks == book.store.count_documents()

    def test_every_chunk_carries_the_citation_meta(self, indexed, corpus):
        book, _report = indexed
        chunks = book.store.filter_documents()
        for chunk in chunks:
            meta = chunk.meta
            assert set(REQUIRED_META) <= set(meta), (meta["file_name"], set(REQUIRED_META) - set(meta))
            assert meta["file_sha256"] == sha256(corpus / meta["file_name"])
            assert meta["title"] and meta["live"] is True
            assert datetime.fromisoformat(meta["indexed_at"]).tzinfo is not None
            assert 1 <= meta["page_start"] <= meta["page_end"] <= meta["page_count"]
            assert meta["article"], (meta["file_name"], chunk.content[:80])
        assert len({c.id for c in chunks}) == len(chunks)

    def test_eurlex_html_chunks_start_at_articles(self, indexed):
        book, _report = indexed
        chunks = chunks_of(book, "gdpr_eurlex.html")
        assert_article_chunks(chunks, ["Chapter II", "Article 5", "Article 6", "Article 7"])
        by_article: dict = {}
        for chunk in chunks:
            by_article.setdefault(chunk.meta["article"], chunk)  # the first part of each article
        assert by_article["Article 6"].meta["article_title"] == "Lawfulness of processing"
        assert by_article["Article 7"].meta["breadcrumb"] == "CHAPTER II Principles > Article 7 Conditions for consent"
        # EUR-Lex's point tables come out as "(a) text", not as table rows.
        article_5 = next(c for c in chunks if "Article 5" in c.meta["articles"]).content
        assert "\n(a) processed lawfully, fairly and in a transparent manner" in article_5 and "|" not in article_5

    def test_ecfr_html_chunks_start_at_sections(self, indexed):
        book, _report = indexed
        chunks = chunks_of(book, "part214_ecfr.htm")
        assert_article_chunks(chunks, ["Part 214", "Subpart A", *CFR_SECTIONS])
        by_article: dict = {}
        for chunk in chunks:
            by_article.setdefault(chunk.meta["article"], chunk)  # the first part of each article
        assert by_article["§ 214.5"].content.startswith(
            "§ 214.5 Responsibility for compliance.\n(a) Any person who violates"
        )
        assert by_article["§ 214.5"].meta["article_title"] == "Responsibility for compliance"
        assert "Reader Aids" not in " ".join(c.content for c in chunks)  # navigation is not regulation text

    def test_markdown_chunks_keep_headings_and_paragraph_numbers(self, indexed):
        book, _report = indexed
        chunks = chunks_of(book, "gdpr.md")
        assert_article_chunks(chunks, [f"Article {n}" for n in GDPR_ARTICLES])
        text = "\n".join(c.content for c in chunks)
        assert "\n1. Personal data shall be:" in text  # Haystack's MarkdownToDocument drops the "1."
        assert "\n2. If the data subject’s consent is given in the context of a written declaration" in text
        assert "**" not in text and "##" not in text

    def test_text_file_pages_follow_its_form_feeds(self, indexed):
        book, _report = indexed
        chunks = chunks_of(book, "part214.txt")
        assert_article_chunks(chunks, list(CFR_SECTIONS))
        pages = {"§ 214.1": 1, "§ 214.3": 2, "§ 214.5": 3, "§ 214.7": 3}
        for section, page in pages.items():
            holder = next(c for c in chunks if section in c.meta["articles"])
            assert holder.meta["page_start"] <= page <= holder.meta["page_end"], section
            if holder.meta["article"] == section:
                assert holder.meta["page_start"] == page

    def test_json_passages_keep_their_passage_ids(self, indexed, corpus):
        book, _report = indexed
        rows = [r for r in json.loads((corpus / "38.json").read_text()) if (r["Passage"] or "").strip()]
        chunks = chunks_of(book, "38.json")
        # One chunk per passage; a passage over the token limit is split into parts with the same article.
        assert list(dict.fromkeys(c.meta["article"] for c in chunks)) == [r["PassageID"] for r in rows]
        for row in rows:
            parts = [c.content for c in chunks if c.meta["passage_key"] == f"{row['DocumentID']}|{row['PassageID']}"]
            assert " ".join(" ".join(parts).split()) == " ".join(row["Passage"].split())
        assert {c.meta["breadcrumb"] for c in chunks if c.meta["article"] == "1.1"} == {"Introduction"}

    def test_retrieval_finds_the_other_formats(self, indexed):
        book, _report = indexed
        top = book.retrieve("Who is subject to a civil penalty for violating the railroad workplace safety rules?")[
            "documents"
        ][:5]
        assert any(
            "§ 214.5" in d.meta["articles"] and d.meta["file_name"] in ("part214.txt", "part214_ecfr.htm") for d in top
        )
        top = book.retrieve("When must the controller be able to demonstrate that the data subject consented?")[
            "documents"
        ][:5]
        assert any("Article 7" in d.meta["articles"] for d in top)

    def test_bad_files_are_reported_and_the_rest_indexed(self, indexed, tmp_path):
        book, _report = indexed
        folder = tmp_path / "bad"
        folder.mkdir()
        rule = "§ 214.3 Application.\nThis part applies to railroads that operate rolling equipment on track.\n"
        (folder / "empty.md").write_bytes(b"")
        (folder / "empty.html").write_bytes(b"")
        (folder / "cp1252.txt").write_bytes(rule.replace("railroads", "“railroads”").encode("cp1252"))
        (folder / "binary.html").write_bytes(shared_pdf(TRACK).read_bytes())  # a PDF under an HTML name
        (folder / "markup_only.html").write_text("<html><head><title>x</title></head><body><div></div></body></html>")
        (folder / "truncated.json").write_bytes((OBLIQA / "38.json").read_bytes()[:300])
        (folder / "not_passages.json").write_text('{"PassageID": "1.1"}')
        (folder / "empty.json").write_bytes(b"")
        (folder / "good.txt").write_text(rule, encoding="utf-8")
        (tmp_path / "notes.docx").write_bytes(b"PK\x03\x04")
        report = book.index([folder, tmp_path / "notes.docx"])
        errors = {f["file"]: f["error"] for f in report.failures}
        assert set(errors) == {
            "empty.md",
            "empty.html",
            "cp1252.txt",
            "binary.html",
            "markup_only.html",
            "truncated.json",
            "not_passages.json",
            "empty.json",
            "notes.docx",
        }
        assert all("\n" not in e and e.startswith(name) for name, e in errors.items())
        assert "empty (0 bytes)" in errors["empty.md"] and "empty (0 bytes)" in errors["empty.html"]
        assert "empty (0 bytes)" in errors["empty.json"]
        assert "not UTF-8 text (byte 0xa7 at offset 0 cannot be decoded)" in errors["cp1252.txt"]
        assert "binary data" in errors["binary.html"] and "no text found" in errors["markup_only.html"]
        assert "not valid JSON" in errors["truncated.json"] and "list of passages" in errors["not_passages.json"]
        assert "unsupported file type .docx" in errors["notes.docx"]
        assert report.documents == 1 and "good.txt" in {d["file_name"] for d in book.list_documents()}


@pytest.mark.shared_data
class TestChangedFiles:
    def test_a_changed_file_is_replaced_whole_and_the_rest_skipped(self, book, folder, tmp_path):
        first = book.index([folder])
        assert first.failures == [] and first.documents == 2
        old_pdf_sha, old_md_sha = sha256(folder / "track.pdf"), sha256(folder / "gdpr.md")
        markdown_ids = sorted(d.id for d in chunks_of(book, "gdpr.md"))

        # Another real PDF under the same name: pages 7-9 of the manual (the definitions of § 214.7).
        pdf_excerpt(folder / "track.pdf", 7, 9)
        new_sha = sha256(folder / "track.pdf")
        assert new_sha != old_pdf_sha
        second = book.index([folder])
        assert second.failures == [] and second.skipped == ["gdpr.md"] and second.documents == 1
        chunks = chunks_of(book, "track.pdf")
        assert {c.meta["file_sha256"] for c in chunks} == {new_sha}  # no chunk of the old version is left
        assert all(c.meta["live"] is True for c in chunks)
        assert len({c.id for c in chunks}) == len(chunks) and len({c.content for c in chunks}) == len(chunks)
        assert sorted(c.id for c in chunks) == fresh_ids(tmp_path, folder / "track.pdf")
        assert second.chunks == len(chunks)
        assert sorted(d.id for d in chunks_of(book, "gdpr.md")) == markdown_ids  # the unchanged file is untouched

        # A text file changed in place: Article 7 added.
        (folder / "gdpr.md").write_text(markdown_page(gdpr_articles((5, 6, 7))), encoding="utf-8")
        third = book.index([folder])
        assert third.skipped == ["track.pdf"] and third.documents == 1
        markdown = chunks_of(book, "gdpr.md")
        assert {c.meta["file_sha256"] for c in markdown} == {sha256(folder / "gdpr.md")} != {old_md_sha}
        assert "Article 7" in {a for c in markdown for a in c.meta["articles"]}
        assert sorted(c.id for c in markdown) == fresh_ids(tmp_path, folder / "gdpr.md")
        entries = {d["file_name"]: d for d in book.list_documents()}
        assert entries["track.pdf"]["pages"] == 3 and entries["track.pdf"]["file_sha256"] == new_sha
        assert book.store.count_documents() == entries["track.pdf"]["chunks"] + entries["gdpr.md"]["chunks"]

    def test_reindexing_the_same_bytes_leaves_no_chunk_of_an_earlier_chunking(self, book, folder, tmp_path):
        # After an upgrade that cuts chunks otherwise, `--force` re-indexes files whose bytes did not change: a chunk
        # of the earlier cut (another id, an earlier `indexed_at`) must not stay beside the new ones.
        assert book.index([folder]).documents == 2
        kept = chunks_of(book, "track.pdf")[0]
        stale = replace(
            kept,
            id="stale-chunk-of-an-earlier-chunking",
            content=f"{kept.content} (as an earlier version of the splitter cut it)",
            meta={**kept.meta, "indexed_at": "2020-01-01T00:00:00+00:00"},
        )
        book.store.write_documents([stale])
        fresh = fresh_ids(tmp_path, folder / "track.pdf")
        assert len(chunks_of(book, "track.pdf")) == len(fresh) + 1
        report = book.index([folder / "track.pdf"], force=True)
        assert report.documents == 1 and report.failures == []
        chunks = chunks_of(book, "track.pdf")
        assert sorted(c.id for c in chunks) == fresh
        assert all(c.meta["live"] is True for c in chunks) and len({c.meta["indexed_at"] for c in chunks}) == 1

    def test_a_run_over_unchanged_files_loads_no_model(self, book, folder):
        assert book.index([folder]).documents == 2
        again = Rulebook(book.settings)  # a new process's engine on the same store, as scripts/index.py is
        report = again.index([folder])
        assert sorted(report.skipped) == ["gdpr.md", "track.pdf"] and report.documents == 0
        assert "indexing" not in again._pipelines  # the graph and its embedders load for a file to read
        (folder / "gdpr.md").write_text(markdown_page(gdpr_articles((5, 6, 7))), encoding="utf-8")
        assert again.index([folder]).documents == 1 and "indexing" in again._pipelines


@pytest.mark.shared_data
class TestPrune:
    def test_prune_removes_the_chunks_of_files_that_are_gone(self, book, folder):
        (folder / "gdpr_6.md").write_text(markdown_page(gdpr_articles((6,))), encoding="utf-8")
        assert book.index([folder]).documents == 3
        kept = sorted(d.id for d in book.store.filter_documents() if d.meta["file_name"] != "gdpr_6.md")
        (folder / "gdpr_6.md").unlink()
        report = book.index([folder], prune=True)
        assert report.pruned == ["gdpr_6.md"] and sorted(report.skipped) == ["gdpr.md", "track.pdf"]
        assert chunks_of(book, "gdpr_6.md") == []
        assert sorted(d.id for d in book.store.filter_documents()) == kept


@pytest.mark.shared_data
class TestMistakes:
    def test_prune_still_works_when_a_file_fails(self, book, folder, tmp_path):
        other = tmp_path / "other"
        other.mkdir()
        pdf_excerpt(other / "gone.pdf", 7, 9)
        book.index([other])
        (folder / "broken.pdf").write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 400)
        report = book.index([folder], prune=True)
        assert report.pruned == ["gone.pdf"]
        assert [f["file"] for f in report.failures] == ["broken.pdf"]
        assert {d["file_name"] for d in book.list_documents()} == {"track.pdf", "gdpr.md"}

    def test_a_missing_path_alone_is_reported_without_loading_the_indexing_graph(self, book, tmp_path):
        report = book.index([tmp_path / "typo.pdf"])
        assert report.documents == 0 and report.failures == [
            {"file": str(tmp_path / "typo.pdf"), "error": f"{tmp_path / 'typo.pdf'}: no such file or folder."}
        ]
        assert "indexing" not in book._pipelines  # the models load for a file to read, not for a typo

    def test_prune_with_a_missing_path_prunes_nothing(self, book, folder, tmp_path):
        assert book.index([folder]).documents == 2
        before = sorted(d.id for d in book.store.filter_documents())
        report = book.index([tmp_path / "typo"], prune=True)
        assert report.pruned == []
        assert any("no such file" in f["error"] for f in report.failures)
        assert any("nothing pruned" in f["error"] for f in report.failures)
        assert sorted(d.id for d in book.store.filter_documents()) == before


class TestDuplicateContent:
    """The same bytes under another name are never indexed twice: each passage would show twice in every answer."""

    def names(self, book: Rulebook) -> set[str]:
        return {d["file_name"] for d in book.list_documents()}

    def test_a_copy_under_another_name_is_skipped_naming_the_indexed_file(self, book, tmp_path):
        original = hazmat_excerpt(tmp_path / "manual.pdf", 10, 11)
        copies = tmp_path / "copies"
        copies.mkdir()
        copy = copies / "copy.pdf"
        copy.write_bytes(original.read_bytes())
        assert book.index([original]).documents == 1
        count = book.store.count_documents()
        for force in (False, True):
            report = book.index([copy], force=force)
            assert report.documents == 0 and report.failures == [] and report.skipped == []
            [duplicate] = report.duplicates
            assert (duplicate["file"], duplicate["same_as"]) == ("copy.pdf", "manual.pdf")
            assert duplicate["message"].startswith("copy.pdf: the same content as manual.pdf, which is indexed already")
            assert "delete manual.pdf first (scripts/index.py --delete manual.pdf" in duplicate["message"]
        assert chunks_of(book, "copy.pdf") == [] and book.store.count_documents() == count
        assert self.names(book) == {"manual.pdf"}

    def test_two_new_copies_in_one_call_are_indexed_once(self, book, tmp_path):
        folder = tmp_path / "docs"
        folder.mkdir()
        hazmat_excerpt(folder / "a.pdf", 10, 11)
        (folder / "b.pdf").write_bytes((folder / "a.pdf").read_bytes())
        report = book.index([folder])
        assert report.documents == 1 and [(d["file"], d["same_as"]) for d in report.duplicates] == [("b.pdf", "a.pdf")]
        assert self.names(book) == {"a.pdf"}

    def test_a_file_of_the_same_name_in_a_subfolder_replaces_nothing(self, book, tmp_path):
        # "sub/permits.pdf" with other content would silently replace "permits.pdf", known by the same name: it is
        # left out with a failure that names both, and the first file stays indexed, run after run.
        folder = tmp_path / "docs"
        (folder / "sub").mkdir(parents=True)
        hazmat_excerpt(folder / "permits.pdf", 10, 11)
        hazmat_excerpt(folder / "sub" / "permits.pdf", 12, 13)
        for _run in range(2):
            report = book.index([folder])
            [failure] = report.failures
            assert failure["file"] == "permits.pdf" and "sub/permits.pdf: not indexed:" in failure["error"]
            assert "has the same file name and other content" in failure["error"]
            [indexed] = [d for d in book.list_documents() if d["file_name"] == "permits.pdf"]
            assert indexed["file_sha256"] == sha256(folder / "permits.pdf")
        # A byte-identical copy of the same name is no clash: the file is indexed once.
        (folder / "sub" / "permits.pdf").write_bytes((folder / "permits.pdf").read_bytes())
        report = book.index([folder])
        assert report.failures == [] and self.names(book) >= {"permits.pdf"}

    def test_a_file_of_the_same_name_from_another_folder_in_a_later_run_says_what_it_replaced(self, book, tmp_path):
        # A fresh user indexed rules.pdf from one folder, then another rules.pdf from a second folder: the second
        # replaces the first (one document per name), and the run says so, naming where the first came from.
        first, second = tmp_path / "a", tmp_path / "b"
        first.mkdir()
        second.mkdir()
        hazmat_excerpt(first / "rules.pdf", 10, 11)
        hazmat_excerpt(second / "rules.pdf", 12, 13)
        assert book.index([first]).replaced == []
        report = book.index([second])
        [replaced] = report.replaced
        assert (replaced["file"], replaced["was"]) == ("rules.pdf", str((first / "rules.pdf").resolve()))
        assert replaced["message"].startswith(f"rules.pdf: replaced the indexed rules.pdf from {first}")
        [indexed] = [d for d in book.list_documents() if d["file_name"] == "rules.pdf"]
        assert indexed["file_sha256"] == sha256(second / "rules.pdf")
        # The same file changed in place is an update, not a replacement.
        hazmat_excerpt(second / "rules.pdf", 14, 15)
        assert book.index([second]).replaced == []

    def test_a_renamed_file_is_indexed_under_its_new_name_when_the_old_one_is_pruned(self, book, tmp_path):
        folder = tmp_path / "docs"
        folder.mkdir()
        hazmat_excerpt(folder / "old.pdf", 10, 11)
        assert book.index([folder]).documents == 1
        (folder / "old.pdf").rename(folder / "new.pdf")
        report = book.index([folder], prune=True)
        assert report.documents == 1 and report.duplicates == [] and report.pruned == ["old.pdf"]
        assert self.names(book) == {"new.pdf"}

    def test_a_file_changed_into_a_copy_of_another_loses_its_old_version(self, book, tmp_path):
        folder = tmp_path / "docs"
        folder.mkdir()
        hazmat_excerpt(folder / "a.pdf", 10, 11)
        hazmat_excerpt(folder / "b.pdf", 12, 13)
        assert book.index([folder]).documents == 2
        (folder / "a.pdf").write_bytes((folder / "b.pdf").read_bytes())
        report = book.index([folder])
        assert report.documents == 0 and report.skipped == ["b.pdf"]
        [duplicate] = report.duplicates
        assert duplicate["same_as"] == "b.pdf" and "its earlier version under a.pdf was removed" in duplicate["message"]
        assert chunks_of(book, "a.pdf") == [] and self.names(book) == {"b.pdf"}


@pytest.mark.shared_data
class TestCrashes:
    def test_a_crash_mid_file_leaves_nothing_partial_visible_and_a_rerun_completes_it(
        self, book, folder, tmp_path, monkeypatch
    ):
        assert book.index([folder / "track.pdf"]).documents == 1
        old = {d.id for d in chunks_of(book, "track.pdf")}
        old_sha = sha256(folder / "track.pdf")
        question = "What do adjacent tracks mean and what is an anchorage for lifelines?"
        book.retrieve(question)  # the in-process search indexes the store before the crash

        # A changed version and a new file; the store fails after writing half of each file's chunks.
        pdf_excerpt(folder / "track.pdf", 7, 9)
        new_sha = sha256(folder / "track.pdf")
        store = book.store
        write = store.write_documents
        written: list[int] = []

        def fail_halfway(documents, *args, **kwargs):
            half = len(documents) // 2
            written.append(write(documents[:half], *args, **kwargs))
            raise OSError("No space left on device")

        monkeypatch.setattr(store, "write_documents", fail_halfway)
        report = book.index([folder])
        monkeypatch.undo()

        failed = {f["file"]: f["error"] for f in report.failures}
        assert set(failed) == {"track.pdf", "gdpr.md"} and report.documents == 0
        assert all("No space left on device" in e and "\n" not in e for e in failed.values())
        assert all(n > 0 for n in written)  # each file crashed with part of its chunks in the store
        hidden = chunks_of(book, "track.pdf", live=False) + chunks_of(book, "gdpr.md", live=False)
        assert {c.meta["file_sha256"] for c in hidden} == {new_sha, sha256(folder / "gdpr.md")}
        # Only the old version of the changed file is visible, whole; the new file is not there at all.
        assert {d.id for d in chunks_of(book, "track.pdf", live=True)} == old
        assert [(d["file_name"], d["file_sha256"], d["chunks"]) for d in book.list_documents()] == [
            ("track.pdf", old_sha, len(old))
        ]
        top = book.retrieve(question)["documents"]
        assert top and all(d.meta["file_sha256"] == old_sha for d in top)

        rerun = book.index([folder])
        assert rerun.failures == [] and rerun.documents == 2
        assert chunks_of(book, "track.pdf", live=False) == [] and chunks_of(book, "gdpr.md", live=False) == []
        track = chunks_of(book, "track.pdf")
        assert {c.meta["file_sha256"] for c in track} == {new_sha}
        assert sorted(c.id for c in track) == fresh_ids(tmp_path, folder / "track.pdf")
        assert sorted(c.id for c in chunks_of(book, "gdpr.md")) == fresh_ids(tmp_path, folder / "gdpr.md")
        assert rerun.chunks == book.store.count_documents()
        assert any(d.meta["file_sha256"] == new_sha for d in book.retrieve(question)["documents"])
