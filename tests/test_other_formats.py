"""Issue 3: HTML (EUR-Lex, eCFR), Markdown, plain text and JSON passage files through the indexing graph.

The inputs are real regulation text, written into tmp_path at test time: GDPR articles taken from the shared GDPR
PDF, 49 CFR Part 214 sections taken from the shared FRA Track and Structures manual, and an ObliQA passage file.
"""

import hashlib
import html
import json
import re
import shutil
from datetime import datetime
from pathlib import Path

import pymupdf
import pytest
from haystack.components.converters import HTMLToDocument, TextFileToDocument

from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
from rulebook.components.converters.passage_json_converter import PassageJsonConverter
from rulebook.components.converters.text_source_checker import TextSourceChecker
from rulebook.engine import Rulebook
from rulebook.settings import Settings
from tests.conftest import SHARED_DATA
from tests.ingestion_samples import GDPR, TRACK, shared_pdf, splitter

OBLIQA = SHARED_DATA / "eval" / "obliqa" / "corpus"
REQUIRED_META = (
    "file_name", "file_sha256", "title", "page_start", "page_end", "article", "article_title", "breadcrumb", "live",
    "indexed_at",
)
# EUR-Lex prints the article number and its title as two paragraphs; the splitter joins them into one heading line.
GDPR_ARTICLES = (5, 6, 7)
CFR_SECTIONS = ("§ 214.1", "§ 214.3", "§ 214.5", "§ 214.7")
_STOP_LINES = ("Recitals", "Guidelines & Case Law", "Documents", "Commentary")


# ---------------------------------------------------------------------------------------------- real texts


def gdpr_articles(numbers=GDPR_ARTICLES) -> dict[str, tuple[str, list[str]]]:
    """
    The GDPR's own text of some articles, read from the shared commentary PDF: the title from the article's cover
    page, and the paragraphs of the article's first text page up to the commentary ("Recitals", ...).

    :returns: {"Article 5": (title, paragraphs)}, each paragraph one string ("1. ...", "(a) ...").
    """
    pdf = pymupdf.open(shared_pdf(GDPR))
    pages = [page.get_text().split("\n") for page in pdf]
    articles = {}
    for number in numbers:
        head = f"Article {number}."
        cover = next(lines for lines in pages if len(lines) > 2 and lines[0].strip() == "EN" and lines[1].strip() == head)
        title = []
        for line in cover[2:]:
            if not line.strip() or line.startswith("GDPR training"):
                break
            title.append(line.strip())
        text = next(lines for lines in pages if lines[0].startswith("www.gdpr-text.com") and lines[1].strip() == head)
        paragraphs: list[str] = []
        for line in (line.strip() for line in text[2:]):
            if line in _STOP_LINES or line.startswith(("General Data Protection Regulation", "GDPR training")):
                break
            if line and (not paragraphs or re.match(r"^(\d+\.|\([a-z]\)) ", line)):
                paragraphs.append(line)
            elif line:
                paragraphs[-1] += f" {line}"
        articles[f"Article {number}"] = (" ".join(title), paragraphs)
    return articles


def cfr_sections() -> dict[str, tuple[str, list[str]]]:
    """
    The rule text of 49 CFR §§ 214.1-214.7 as the FRA manual quotes it (pages 4-7), without the manual's "Section
    Analysis" and "Guidance" commentary.

    :returns: {"§ 214.1": (title, printed lines)}.
    """
    pdf = pymupdf.open(shared_pdf(TRACK))
    sections: dict[str, tuple[str, list[str]]] = {}
    current: list[str] | None = None
    for index in range(3, 7):
        for line in (line.strip() for line in pdf[index].get_text().split("\n")[2:]):  # below the running header
            match = re.match(r"^§ (214\.\d+) (.+)$", line)
            if match:
                current = sections.setdefault(f"§ {match.group(1)}", (match.group(2).strip(), []))[1]
            elif line.startswith(("Section Analysis", "Guidance:")):
                current = None
            elif current is not None and line:
                current.append(re.sub(r"^1(\([a-z]\))", r"\1", line))  # the manual numbers § 214.1's (a) as "1(a)"
    return sections


def cfr_paragraphs(lines: list[str]) -> list[str]:
    """Join printed lines into paragraphs: a new one at "(a)", "(1)" or after a line that ends a sentence."""
    paragraphs: list[str] = []
    for line in lines:
        if not paragraphs or line.startswith("(") or re.search(r"[.:—;]$", paragraphs[-1]) and line[:1].isupper():
            paragraphs.append(line)
        else:
            paragraphs[-1] += f" {line}"
    return paragraphs


def eurlex_page(articles: dict[str, tuple[str, list[str]]]) -> str:
    """A page laid out like EUR-Lex's HTML of a regulation: ti-art/sti-art paragraphs, points as 2-column tables."""
    parts = [
        '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">',
        "<title>Regulation (EU) 2016/679 (General Data Protection Regulation)</title></head><body>",
        '<div id="TexteOnly"><p class="doc-ti">REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL</p>',
        '<p class="ti-section-1">CHAPTER II</p><p class="ti-section-2">Principles</p>',
    ]
    for article, (title, paragraphs) in articles.items():
        parts.append(f'<p class="ti-art" id="art_{article.split()[1]}">{article}</p><p class="sti-art">{html.escape(title)}</p>')
        for paragraph in paragraphs:
            point = re.match(r"^(\([a-z]\)) (.*)$", paragraph)
            if point:
                parts.append(
                    '<table width="100%" border="0" cellspacing="0" cellpadding="0"><col width="4%"/><col width="96%"/>'
                    f'<tbody><tr><td valign="top"><p class="normal">{point.group(1)}</p></td>'
                    f'<td valign="top"><p class="normal">{html.escape(point.group(2))}</p></td></tr></tbody></table>'
                )
            else:
                parts.append(f'<p class="normal">{html.escape(paragraph)}</p>')
    parts.append('</div><div class="footer"><a href="/content/legal-notice/legal-notice.html">Legal notice</a></div>')
    return "\n".join(parts + ["</body></html>"])


def ecfr_page(sections: dict[str, tuple[str, list[str]]]) -> str:
    """A page laid out like eCFR's: part and subpart headings, one div.section with an h4 heading per section."""
    parts = [
        "<html><head><title>eCFR :: 49 CFR Part 214 Subpart A -- General</title></head><body>",
        '<header><nav><ul><li><a href="/">Home</a></li><li><a href="/reader-aids">Reader Aids</a></li></ul></nav></header>',
        '<main><div id="content"><div class="part"><h1>PART 214—RAILROAD WORKPLACE SAFETY</h1>',
        '<div class="subpart"><h2>Subpart A—General</h2>',
    ]
    for section, (title, lines) in sections.items():
        parts.append(f'<div class="section" id="{section[2:]}"><h4>{section} {html.escape(title)}.</h4>')
        parts += [f"<p>{html.escape(paragraph)}</p>" for paragraph in cfr_paragraphs(lines)]
        parts.append("</div>")
    return "\n".join(parts + ["</div></div></div></main><footer>eCFR content is not an official legal edition.</footer></body></html>"])


def markdown_page(articles: dict[str, tuple[str, list[str]]]) -> str:
    """GDPR articles in Markdown: "## Article 5", the title in bold, numbered paragraphs as a Markdown list."""
    parts = ["# Regulation (EU) 2016/679 (General Data Protection Regulation)", ""]
    for article, (title, paragraphs) in articles.items():
        parts += [f"## {article}", "", f"**{title}**", ""]
        for paragraph in paragraphs:
            parts += [f"   {paragraph}" if paragraph.startswith("(") else paragraph, ""]
    return "\n".join(parts)


def text_pages(sections: dict[str, tuple[str, list[str]]]) -> str:
    """The sections as a text extraction would give them: printed lines, pages separated by form feeds."""
    pages = [[], [], []]  # § 214.1 on page 1, § 214.3 on page 2, §§ 214.5 and 214.7 on page 3
    for index, (section, (title, lines)) in enumerate(sections.items()):
        pages[min(index, 2)] += [f"{section} {title}", *lines]
    return "\f".join("\n".join(lines) for lines in pages) + "\n"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def chunks_of(book: Rulebook, name: str) -> list:
    docs = book.store.filter_documents({"field": "meta.file_name", "operator": "==", "value": name})
    return sorted(docs, key=lambda d: d.meta["chunk_index"])


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


# ---------------------------------------------------------------------------------------------- fixtures


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


# ---------------------------------------------------------------------------------------------- the graph


class TestIndexingOtherFormats:
    def test_every_format_is_indexed(self, indexed, corpus):
        book, report = indexed
        assert report.failures == []
        assert report.documents == 5 and report.chunks > 15
        listed = {d["file_name"]: d for d in book.list_documents()}
        assert set(listed) == {"gdpr_eurlex.html", "part214_ecfr.htm", "gdpr.md", "part214.txt", "38.json"}
        assert listed["part214.txt"]["pages"] == 3  # form feeds separate pages
        assert all(listed[name]["pages"] == 1 for name in ("gdpr_eurlex.html", "part214_ecfr.htm", "gdpr.md", "38.json"))
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
        assert by_article["§ 214.5"].content.startswith("§ 214.5 Responsibility for compliance.\n(a) Any person who violates")
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
        top = book.retrieve("Who is subject to a civil penalty for violating the railroad workplace safety rules?")["documents"][:5]
        assert any("§ 214.5" in d.meta["articles"] and d.meta["file_name"] in ("part214.txt", "part214_ecfr.htm") for d in top)
        top = book.retrieve("When must the controller be able to demonstrate that the data subject consented?")["documents"][:5]
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
            "empty.md", "empty.html", "cp1252.txt", "binary.html", "markup_only.html", "truncated.json",
            "not_passages.json", "empty.json", "notes.docx",
        }
        assert all("\n" not in e and e.startswith(name) for name, e in errors.items())
        assert "empty (0 bytes)" in errors["empty.md"] and "empty (0 bytes)" in errors["empty.html"]
        assert "empty (0 bytes)" in errors["empty.json"]
        assert "not UTF-8 text (byte 0xa7 at offset 0 cannot be decoded)" in errors["cp1252.txt"]
        assert "binary data" in errors["binary.html"] and "no text found" in errors["markup_only.html"]
        assert "not valid JSON" in errors["truncated.json"] and "list of passages" in errors["not_passages.json"]
        assert "unsupported file type .docx" in errors["notes.docx"]
        assert report.documents == 1 and "good.txt" in {d["file_name"] for d in book.list_documents()}


# ---------------------------------------------------------------------------------------------- components


class TestStructuredMarkdownToDocument:
    def test_init_default(self):
        converter = StructuredMarkdownToDocument()
        assert converter.encoding == "utf-8-sig" and converter.store_full_path is True

    def test_init_with_parameters(self):
        converter = StructuredMarkdownToDocument(encoding="latin-1", store_full_path=False)
        assert converter.encoding == "latin-1" and converter.store_full_path is False

    def test_to_dict(self):
        assert StructuredMarkdownToDocument(store_full_path=False).to_dict() == {
            "type": "rulebook.components.converters.markdown_converter.StructuredMarkdownToDocument",
            "init_parameters": {"encoding": "utf-8-sig", "store_full_path": False},
        }

    def test_from_dict(self):
        converter = StructuredMarkdownToDocument.from_dict(StructuredMarkdownToDocument(encoding="latin-1").to_dict())
        assert converter.encoding == "latin-1" and converter.store_full_path is True

    def test_run_keeps_headings_list_numbers_and_table_rows(self, tmp_path):
        articles = gdpr_articles((7,))
        title, paragraphs = articles["Article 7"]
        page = markdown_page(articles) + "\n| Paragraph | Subject |\n|---|---|\n| 1 | Proof of consent |\n"
        path = tmp_path / "art7.md"
        path.write_text("---\ntitle: GDPR Article 7\n---\n" + page, encoding="utf-8")
        document = StructuredMarkdownToDocument().run(sources=[path], meta={"live": False})["documents"][0]
        lines = document.content.split("\n")
        assert lines[:3] == ["Regulation (EU) 2016/679 (General Data Protection Regulation)", "Article 7", title]
        assert lines[3] == paragraphs[0] and lines[3].startswith("1. Where processing is based on consent")
        assert lines[-2:] == ["Paragraph | Subject", "1 | Proof of consent"]
        assert document.meta == {"file_path": str(path), "live": False, "title": "GDPR Article 7"}

    def test_run_skips_undecodable_files(self, tmp_path):
        bad = tmp_path / "bad.md"
        bad.write_bytes("## Article 5\n\nDonnées à caractère personnel".encode("latin-1"))
        good = tmp_path / "good.md"
        good.write_text("## Article 5\n\nPersonal data shall be processed lawfully.\n")
        documents = StructuredMarkdownToDocument().run(sources=[bad, good])["documents"]
        assert [d.meta["file_path"] for d in documents] == [str(good)]


class TestTextSourceChecker:
    def test_init_default(self):
        checker = TextSourceChecker()
        assert checker.mime_types == ["text/html", "text/markdown", "text/plain"] and checker.encoding == "utf-8-sig"

    def test_init_with_parameters(self):
        checker = TextSourceChecker(mime_types=["text/plain"], encoding="utf-8")
        assert checker.mime_types == ["text/plain"] and checker.encoding == "utf-8"
        with pytest.raises(ValueError, match="mime_types"):
            TextSourceChecker(mime_types=[])

    def test_to_dict(self):
        assert TextSourceChecker(mime_types=["text/html"]).to_dict() == {
            "type": "rulebook.components.converters.text_source_checker.TextSourceChecker",
            "init_parameters": {"mime_types": ["text/html"], "encoding": "utf-8-sig"},
        }

    def test_from_dict(self):
        checker = TextSourceChecker.from_dict(TextSourceChecker(mime_types=["text/plain"]).to_dict())
        assert checker.mime_types == ["text/plain"] and checker.encoding == "utf-8-sig"

    def test_run_gives_html_the_citation_meta(self, tmp_path):
        path = tmp_path / "gdpr.html"
        path.write_text(eurlex_page(gdpr_articles((5,))), encoding="utf-8")
        pdf = tmp_path / "other.pdf"
        converted = HTMLToDocument(store_full_path=True).run(sources=[path])["documents"]
        result = TextSourceChecker().run(sources=[path, pdf], documents=[converted])
        assert result["failures"] == []  # the PDF is not this component's to check
        document = result["documents"][0]
        assert document.meta["file_name"] == "gdpr.html" and document.meta["file_path"] == str(path.resolve())
        assert document.meta["file_sha256"] == sha256(path) and document.meta["page_count"] == 1
        assert document.meta["page_labels"] == [""]
        assert document.meta["title"] == "Regulation (EU) 2016/679 (General Data Protection Regulation)"
        assert "\nArticle 5\nPrinciples relating to processing of personal data\n1. Personal data shall be:\n(a) processed" in document.content

    def test_run_reports_each_source_without_text(self, tmp_path):
        sections = cfr_sections()
        good = tmp_path / "part214.txt"
        good.write_text(text_pages(sections), encoding="utf-8")
        empty = tmp_path / "empty.txt"
        empty.write_bytes(b"")
        latin = tmp_path / "latin.txt"
        latin.write_bytes("§ 214.1 Purpose and scope\n(a) The purpose of this part …".encode("cp1252"))
        blank = tmp_path / "blank.md"
        blank.write_text("\n\n   \n")
        sources = [good, empty, latin, blank, tmp_path / "missing.txt"]
        converted = TextFileToDocument(store_full_path=True).run(sources=[good, empty, latin])["documents"]
        markdown = StructuredMarkdownToDocument().run(sources=[blank])["documents"]
        result = TextSourceChecker().run(sources=sources, documents=[converted, markdown])
        errors = {f["file"]: f["error"] for f in result["failures"]}
        assert errors == {
            "empty.txt": "empty.txt: the file is empty (0 bytes); replace it with the complete file.",
            "latin.txt": "latin.txt: not UTF-8 text (byte 0xa7 at offset 0 cannot be decoded); save it as UTF-8 and add it again.",
            "blank.md": "blank.md: no text found in this Markdown file (only markup or white space); check that it is complete.",
            "missing.txt": "missing.txt: file not found or not readable; check the path and try again.",
        }
        [document] = result["documents"]
        assert document.meta["page_count"] == 3 and document.content.count("\f") == 2
        assert document.content.split("\f")[1].startswith("§ 214.3 Application\nThis part applies to railroads")


class TestPassagesThroughTheSplitter:
    def test_passages_keep_their_ids_and_repeated_texts_get_distinct_chunks(self):
        path = OBLIQA / "23.json"
        if not path.is_file():
            pytest.skip(f"shared data not found: {path}")
        passages = PassageJsonConverter(with_breadcrumb=True).run(sources=[path])["documents"]
        chunks = splitter().run(documents=passages)["documents"]
        assert [c.meta["chunk_index"] for c in chunks] == list(range(len(chunks)))
        assert len({c.id for c in chunks}) == len(chunks)  # 23.json holds two passages reading "Background"
        assert [c.meta["article"] for c in chunks if c.content == "Background"] == [
            p.meta["passage_id"] for p in passages if p.content == "Background"
        ]
        assert list(dict.fromkeys(c.meta["article"] for c in chunks)) == [p.meta["passage_id"] for p in passages]
