"""
StructuredMarkdownToDocument: Markdown to plain text that keeps headings, list numbers and table rows on lines of
their own; on the project's own Markdown (docs/) and, marked `shared_data`, on GDPR articles written as Markdown.
"""

import re

import pytest
from haystack.dataclasses import ByteStream

from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
from rulebook.settings import PROJECT_ROOT, VARIABLES
from tests.text_samples import gdpr_articles, markdown_page

DOCS = PROJECT_ROOT / "docs"


class TestStructuredMarkdownToDocument:
    def test_a_nested_item_carries_the_label_of_the_item_it_is_in(self):
        markdown = (
            "Kiosks may open at these times:\n\n- Weekdays\n  - from 07:00 to 19:00 in summer\n"
            "  - from 08:00 to 17:00 in winter\n- When the quay is closed for a storm:\n  1. not at all\n"
        )
        document = StructuredMarkdownToDocument().run(sources=[ByteStream(markdown.encode())])["documents"][0]
        lines = document.content.split("\n")
        assert lines[1:4] == [
            "• Weekdays",
            "• Weekdays: from 07:00 to 19:00 in summer",
            "• Weekdays: from 08:00 to 17:00 in winter",
        ]
        # A lead-in already introduces its items.
        assert lines[-1] == "1. not at all"

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

    def test_from_dict_round_trip(self):
        converter = StructuredMarkdownToDocument.from_dict(StructuredMarkdownToDocument(encoding="latin-1").to_dict())
        assert converter.encoding == "latin-1" and converter.store_full_path is True
        assert converter.to_dict() == StructuredMarkdownToDocument(encoding="latin-1").to_dict()

    @pytest.mark.shared_data
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
        heading_lines = document.meta.pop("heading_lines")
        assert document.meta == {"file_path": str(path), "live": False, "title": "GDPR Article 7"}
        assert [text for _page, text, _level in heading_lines] == lines[:2]

    def test_the_lines_before_the_first_section_date_the_document(self, tmp_path):
        # A policy's title block prints its version and the date it applies from; a date in its sections does not
        # date it ("the leave year starts on 1 April").
        path = tmp_path / "leave.md"
        path.write_text(
            "# Leave and Working Time Policy\n\n**Halden & Pike Engineering Ltd** · People Team\n\n- Version: 3.2\n"
            "- Applies from: 1 January 2025\n\n## 1. Scope\n\nThe leave year starts on 1 April 2026.\n",
            encoding="utf-8",
        )
        document = StructuredMarkdownToDocument().run(sources=[path])["documents"][0]
        assert (document.meta["version"], document.meta["date"]) == ("Version 3.2", "1 January 2025")
        undated = tmp_path / "undated.md"
        undated.write_text("# Rules\n\n## 1. Scope\n\nThe season runs from 1 April 2026.\n", encoding="utf-8")
        assert "date" not in StructuredMarkdownToDocument().run(sources=[undated])["documents"][0].meta

    def test_run_keeps_every_table_row_of_the_configuration_page(self):
        path = DOCS / "configuration.md"
        (document,) = StructuredMarkdownToDocument().run(sources=[path])["documents"]
        lines = document.content.split("\n")
        assert lines[0] == "Configuration" and "Store" in lines and "variable | default | meaning" in lines
        # One row per variable of the settings table the page is written from, cells joined as the PDF converter does.
        for variable in VARIABLES:
            assert any(line.startswith(f"{variable.name} | ") for line in lines), variable.name
        assert not any(line.startswith(("#", "|")) or "|---|" in line or "`" in line for line in lines)
        assert document.meta.keys() == {"file_path", "heading_lines"} and document.meta["file_path"] == str(path)

    def test_run_keeps_list_numbers_and_bullets(self):
        path = DOCS / "development.md"
        (document,) = StructuredMarkdownToDocument().run(sources=[path])["documents"]
        lines = document.content.split("\n")
        # Each top-level item of the page's numbered lists and bullet lists starts a line, with its number or a bullet.
        items = re.findall(r"^(\d+\.|-) (.+)$", path.read_text(encoding="utf-8"), flags=re.MULTILINE)
        assert len([i for i in items if i[0] != "-"]) >= 6 and len([i for i in items if i[0] == "-"]) >= 3
        for marker, text in items:
            words = " ".join(re.sub(r"[`*]", "", text).split()[:3])
            start = f"{'•' if marker == '-' else marker} {words}"
            assert any(line.startswith(start) for line in lines), start
        assert "" not in lines  # no blank lines

    def test_run_meta_per_source_and_file_names_only(self):
        sources = [DOCS / "configuration.md", DOCS / "usage.md"]
        documents = StructuredMarkdownToDocument(store_full_path=False).run(sources=sources, meta=[{"n": 1}, {"n": 2}])[
            "documents"
        ]
        assert [{k: v for k, v in d.meta.items() if k != "heading_lines"} for d in documents] == [
            {"file_path": "configuration.md", "n": 1},
            {"file_path": "usage.md", "n": 2},
        ]
        with pytest.raises(ValueError):
            StructuredMarkdownToDocument().run(sources=sources, meta=[{}])

    def test_run_lists_the_headings_with_their_pages_and_levels(self, tmp_path):
        # A numbered heading in sentence case ("## 3. Roles and responsibilities") reads in plain text as a list
        # item; the splitter knows it for a heading by this list.
        path = tmp_path / "standard.md"
        path.write_text(
            "# Records *Retention* Standard\n\n## 1. Purpose\n\n1.1 This standard sets retention periods.\n\n"
            "\f\n\nRoles and responsibilities\n---\n\n3. A list item, no heading.\n",
            encoding="utf-8",
        )
        (document,) = StructuredMarkdownToDocument().run(sources=[path])["documents"]
        assert document.meta["heading_lines"] == [
            [0, "Records Retention Standard", 1],
            [0, "1. Purpose", 2],
            [1, "Roles and responsibilities", 2],
        ]
        lines = document.content.split("\n")
        assert all(text in lines for _page, text, _level in document.meta["heading_lines"])

    def test_run_skips_undecodable_files(self, tmp_path):
        bad = tmp_path / "bad.md"
        bad.write_bytes("## Article 5\n\nDonnées à caractère personnel".encode("latin-1"))
        good = tmp_path / "good.md"
        good.write_text("## Article 5\n\nPersonal data shall be processed lawfully.\n")
        documents = StructuredMarkdownToDocument().run(sources=[bad, good])["documents"]
        assert [d.meta["file_path"] for d in documents] == [str(good)]


def test_a_footnote_is_moved_after_the_block_that_refers_to_it():
    # GitHub Flavored Markdown footnotes, defined at the end of the file.
    markdown = (
        "## A. Levy\n\n**A2.** An employer pays the levy when its wage bill is more than £120,000.[^1] The wage bill "
        "includes subcontractors.\n\n**A3.** Subcontractors are defined in A3.\n\n"
        "| Course length | Grant |\n|---|---|\n| Half day[^3] | £50 |\n| 1 day | £75 |\n\n"
        "## F. Appeals\n\nF1. An appeal goes to the tribunal.\n\n"
        "[^1]: For the assessment year 2024-25 the threshold was\n    £100,000.\n"
        "[^3]: A half day is at least 3.5 hours of training.\n"
        "[^9]: A note nothing refers to.\n"
    )
    lines = StructuredMarkdownToDocument().run(sources=[ByteStream(markdown.encode())])["documents"][0].content
    lines = lines.split("\n")
    wage = next(i for i, line in enumerate(lines) if line.startswith("A2."))
    assert lines[wage + 1] == "Footnote 1: For the assessment year 2024-25 the threshold was £100,000."
    table_end = lines.index("1 day | £75")
    assert lines[table_end + 1] == "Footnote 3: A half day is at least 3.5 hours of training."
    assert lines[-1] == "Footnote 9: A note nothing refers to."
    assert not any(line.startswith("[^") for line in lines)


def test_a_footnote_with_no_text_is_dropped():
    markdown = "# Notes\n\nThe fee is £10.[^1]\n\n[^1]:\n[^2]: \n"
    text = StructuredMarkdownToDocument().run(sources=[ByteStream(markdown.encode())])["documents"][0].content
    assert text.split("\n") == ["Notes", "The fee is £10.[^1]"]
