"""
TextSourceChecker: failure entries for the sources the text converters made no text of, and the citation meta of a
PDF Document for the others; on the project's own Markdown, the Hazmat manual's text (samples/) and, marked
`shared_data`, GDPR articles as EUR-Lex HTML and 49 CFR Part 214 sections as text.
"""

import hashlib

import pymupdf
import pytest
from haystack.components.converters import HTMLToDocument, TextFileToDocument

from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
from rulebook.components.converters.text_source_checker import TextSourceChecker
from rulebook.settings import PROJECT_ROOT
from tests.conftest import HAZMAT_PDF
from tests.text_samples import cfr_sections, eurlex_page, gdpr_articles, text_pages


def sha256(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


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

    def test_from_dict_round_trip(self):
        checker = TextSourceChecker.from_dict(TextSourceChecker(mime_types=["text/plain"]).to_dict())
        assert checker.mime_types == ["text/plain"] and checker.encoding == "utf-8-sig"
        assert checker.to_dict() == TextSourceChecker(mime_types=["text/plain"]).to_dict()

    @pytest.mark.shared_data
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
        assert (
            "\nArticle 5\nPrinciples relating to processing of personal data\n1. Personal data shall be:\n(a) processed"
            in document.content
        )

    @pytest.mark.shared_data
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
            "latin.txt": (
                "latin.txt: not UTF-8 text (byte 0xa7 at offset 0 cannot be decoded); "
                "save it as UTF-8 and add it again."
            ),
            "blank.md": (
                "blank.md: no text found in this Markdown file (only markup or white space); check that it is complete."
            ),
            "missing.txt": "missing.txt: file not found or not readable; check the path and try again.",
        }
        [document] = result["documents"]
        assert document.meta["page_count"] == 3 and document.content.count("\f") == 2
        assert document.content.split("\f")[1].startswith("§ 214.3 Application\nThis part applies to railroads")

    def test_run_gives_markdown_the_citation_meta(self):
        path = PROJECT_ROOT / "docs" / "configuration.md"
        converted = StructuredMarkdownToDocument().run(sources=[path])["documents"]
        result = TextSourceChecker().run(sources=[path, HAZMAT_PDF], documents=[converted])
        assert result["failures"] == []  # the PDF is not this component's to check
        (document,) = result["documents"]
        assert (document.meta["file_name"], document.meta["file_path"]) == ("configuration.md", str(path.resolve()))
        assert document.meta["file_sha256"] == sha256(path) and document.meta["title"] == "Configuration"
        assert (document.meta["page_count"], document.meta["page_labels"]) == (1, [""])
        row = "\nRULEBOOK_DATA_DIR | data/ in the project folder, whatever the current directory | "
        assert row in document.content  # a table row, its cells' code marks dropped

    def test_run_text_pages_follow_form_feeds(self, tmp_path):
        # The Hazmat manual's text as a text extraction gives it: pages separated by form feeds.
        with pymupdf.open(HAZMAT_PDF) as pdf:
            pages = [page.get_text() for page in pdf]
        path = tmp_path / "hazmat.txt"
        path.write_text("\f".join(pages), encoding="utf-8")
        converted = TextFileToDocument(store_full_path=True).run(sources=[path])["documents"]
        (document,) = TextSourceChecker().run(sources=[path], documents=[converted])["documents"]
        assert document.meta["page_count"] == 43 and document.meta["page_labels"] == [""] * 43
        assert document.meta["title"] == pages[0].strip().split("\n")[0].strip()  # a text file's first line
        out = document.content.split("\f")
        assert len(out) == 43 and "2.3" in out[10] and "Inspection Authority" in out[10]

    def test_run_refuses_a_pdf_under_a_text_name(self, tmp_path):
        path = tmp_path / "hazmat.txt"
        path.write_bytes(HAZMAT_PDF.read_bytes())
        converted = TextFileToDocument(store_full_path=True).run(sources=[path])["documents"]
        result = TextSourceChecker().run(sources=[path], documents=[converted])
        assert result["documents"] == []
        assert result["failures"] == [
            {
                "file": "hazmat.txt",
                "error": "hazmat.txt: holds binary data, not plain text; check that it is the right file.",
            }
        ]


def test_a_label_its_nested_items_carry_is_no_item_of_its_own():
    # The HTML and Markdown converters write a nested list's items under their parent's label.
    text = (
        "Every vessel must meet these requirements:\n- Insurance\n- Insurance: Liability coverage of at least $500,000."
        "\n- Insurance: The marina is named as an additional insured.\n- Registration\n• Hardware\n• Hardware: Laptop."
    )
    assert TextSourceChecker.clean_text(text).split("\n") == [
        "Every vessel must meet these requirements:",
        "- Insurance: Liability coverage of at least $500,000.",
        "- Insurance: The marina is named as an additional insured.",
        "- Registration",
        "• Hardware: Laptop.",
    ]


def test_a_plain_text_files_rules_go_and_an_ascii_tables_wrapped_cells_join_their_row():
    # A help centre's privacy FAQ saved as text: underlined headings, a table ruled in ASCII with wrapped cells.
    text = (
        "Q5. How long do you keep my information?\n"
        "----------------------------------------\n"
        "We keep each kind of information only as long as the table below says.\n\n"
        "  +-----------------------+-------------------------------+\n"
        "  | Information           | How long we keep it           |\n"
        "  +=======================+===============================+\n"
        "  | Shop CCTV recordings  | 30 days, unless needed for an |\n"
        "  |                       | incident                      |\n"
        "  | DVDs and Blu-ray      | 7 days                        |\n"
        "  |   discs               |                               |\n"
        "  | Guest Wi-Fi log-ins   | 90 days                       |\n"
        "  |                       | Rotated weekly                |\n"
        "  +-----------------------+-------------------------------+\n"
        "Q6. Do you use CCTV?\n======\nYes, in every shop."
    )
    assert TextSourceChecker.clean_text(text).split("\n") == [
        "Q5. How long do you keep my information?",
        "We keep each kind of information only as long as the table below says.",
        "Information | How long we keep it",
        "Shop CCTV recordings | 30 days, unless needed for an incident",
        "DVDs and Blu-ray discs | 7 days",
        "Guest Wi-Fi log-ins | 90 days",
        # A cell that opens in capitals is a row of its own, which the row above does not carry on.
        "Rotated weekly",
        "Q6. Do you use CCTV?",
        "Yes, in every shop.",
    ]


def test_a_markdown_or_html_row_with_no_first_cell_stays_a_row_of_its_own():
    # Only an ASCII table's borders mark wrapped cells: a converter's row with an empty first cell is a row.
    text = "| Species | Waters |\n| Salmon | Zone A |\n| | reservoirs only |"
    assert TextSourceChecker.clean_text(text).split("\n") == ["Species | Waters", "Salmon | Zone A", "reservoirs only"]


def test_an_html_pages_date_above_its_first_section_is_its_date(tmp_path):
    # A fresh user's marina rules: "Effective March 1, 2026." under the title, as a PDF's cover prints it.
    page = tmp_path / "marina.html"
    page.write_text(
        "<html><head><title>Harborview Marina Rules</title></head><body><h1>Harborview Marina Rules</h1>"
        "<p>Effective March 1, 2026. Issued by the Harborview Marina Authority.</p><h2>1. General Conduct</h2>"
        "<p>Quiet hours on the docks are from 10:00 p.m. to 7:00 a.m.</p><h2>2. Waste</h2><p>Bins are emptied daily."
        "</p><h2>3. Fuel</h2><p>Fueling is permitted only at the fuel dock.</p></body></html>",
        encoding="utf-8",
    )
    converted = HTMLToDocument(store_full_path=True).run(sources=[page])["documents"]
    (document,) = TextSourceChecker().run(sources=[page], documents=[converted])["documents"]
    assert document.meta["date"] == "March 1, 2026"
