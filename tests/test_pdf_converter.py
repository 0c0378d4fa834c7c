import hashlib
import re

import pymupdf
import pytest
from haystack.dataclasses import ByteStream

from components.pdf_converter import PyMuPDFToDocument
from tests.ingestion_samples import FAA, FMCSA, HAZMAT, SECTION_B, SIGNAL, TRACK, converted, shared_pdf


def _pdf_with_text(path, text: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), text, fontsize=11)
    doc.save(path)


class TestPyMuPDFToDocument:
    def test_init_default(self):
        converter = PyMuPDFToDocument()
        assert converter.extract_tables is True

    def test_init_with_parameters(self):
        converter = PyMuPDFToDocument(extract_tables=False)
        assert converter.extract_tables is False

    def test_to_dict(self):
        assert PyMuPDFToDocument(extract_tables=False).to_dict() == {
            "type": "components.pdf_converter.PyMuPDFToDocument",
            "init_parameters": {"extract_tables": False},
        }

    def test_from_dict(self):
        converter = PyMuPDFToDocument.from_dict(PyMuPDFToDocument(extract_tables=False).to_dict())
        assert isinstance(converter, PyMuPDFToDocument)
        assert converter.extract_tables is False

    def test_footnote_markers_are_not_glued_to_words(self):
        # The Hazmat manual sets footnote references as superscript digits: "unannounced inspections.²²".
        text = converted(HAZMAT).content
        assert "unannounced inspections.\n" in text and "inspections.22" not in text
        assert "familiarity. With" in text and "familiarity.1" not in text
        assert re.search(r"[a-z]{3,}[.,;:)”]\d{1,3}(?=\s|$)", text) is None
        assert "March 2, 2011" in text  # a superscript after a number may be an exponent: kept

    def test_one_document_per_file_with_pages_and_meta(self):
        path = shared_pdf(HAZMAT)
        document = converted(HAZMAT)
        pages = document.content.split("\f")
        assert len(pages) == document.meta["page_count"] == 43
        assert document.meta["file_name"] == path.name
        assert document.meta["file_path"] == str(path.resolve())
        assert document.meta["file_sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
        assert document.meta["title"] == "HAZARDOUS MATERIALS COMPLIANCE MANUAL"
        assert document.meta["date"] == "January 7, 2025"
        assert document.meta["scanned_pages"] == []
        # Printed page numbers: roman numerals in the front matter, then "1" on the first chapter page.
        labels = document.meta["page_labels"]
        assert len(labels) == 43
        assert labels[1:5] == ["i", "ii", "iii", "iv"]
        assert labels[5] == "1" and labels[-1] == "38"
        assert "2.3" in pages[10] and "Inspection Authority" in pages[10]

    def test_fia_cover_facts_labels_and_ligatures(self):
        document = converted(SECTION_B)
        assert document.meta["issue"] == "Issue 05"
        assert document.meta["date"] == "27 February 2026"
        assert document.meta["page_labels"][4] == "B5"
        assert document.meta["page_labels"][95] == "B96"
        content = document.content
        # The FIA fonts map the "ff" ligature glyph to "=", "`" or "W": "O=icials", "o`icials", "OWicials".
        for broken in ("O=icial", "o`icial", "OWicial", "e`ect", "di`erent"):
            assert broken not in content
        assert "officials" in content and "Officials" in content and "different" in content
        # Article number and title, printed side by side, come out on one line.
        assert "\nB1.4 Insurance\n" in content

    def test_table_rows_in_place(self):
        document = converted(SECTION_B)
        rows = [line for line in document.content.split("\n") if " | " in line]
        assert rows, "the tables of section B are written row by row"
        assert all(not line.startswith(" |") for line in rows)

    def test_empty_password_pdfs_are_read(self):
        for relative in (FMCSA, FAA):
            document = converted(relative)
            assert document.content.strip()
        assert converted(FMCSA).meta["page_count"] == 120
        assert "Medical Examiner" in converted(FMCSA).meta["title"]
        # The first page of the FAA letter is a scan without a text layer.
        assert converted(FAA).meta["scanned_pages"] == [1]

    def test_scanned_pages_are_reported(self):
        document = converted(SIGNAL, extract_tables=False)
        pages = document.content.split("\f")
        scanned = document.meta["scanned_pages"]
        # Pages 442-449 (and the diagram on page 440) are images without a text layer; page 441, the cover
        # of the scanned letter ("Reference B"), has text.
        assert set(range(442, 450)) <= set(scanned)
        assert 441 not in scanned and "Reference B" in pages[440]
        assert all(pages[page - 1] == "" for page in scanned)

    def test_failures_name_the_file_and_the_others_are_converted(self, tmp_path):
        corrupt = tmp_path / "corrupt.pdf"
        corrupt.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 40)
        empty = tmp_path / "empty.pdf"
        empty.write_bytes(b"")
        missing = tmp_path / "missing.pdf"
        no_text = tmp_path / "no_text.pdf"
        doc = pymupdf.open()
        page = doc.new_page()
        page.draw_rect(pymupdf.Rect(72, 72, 300, 300), color=(0, 0, 0), fill=(0.5, 0.5, 0.5))
        doc.save(no_text)
        locked = tmp_path / "locked.pdf"
        doc = pymupdf.open()
        doc.new_page().insert_text((72, 72), "Secret regulation text.", fontsize=11)
        doc.save(locked, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="x", owner_pw="y")
        good = tmp_path / "good.pdf"
        _pdf_with_text(good, "Article 1. Scope of this regulation.")

        sources = [corrupt, empty, missing, shared_pdf(TRACK), no_text, locked, good]
        result = PyMuPDFToDocument().run(sources=sources)

        assert [d.meta["file_name"] for d in result["documents"]] == [shared_pdf(TRACK).name, "good.pdf"]
        failures = {f["file"]: f["error"] for f in result["failures"]}
        assert set(failures) == {"corrupt.pdf", "empty.pdf", "missing.pdf", "no_text.pdf", "locked.pdf"}
        for name, error in failures.items():
            assert error.startswith(name) and "\n" not in error
        assert "password" in failures["locked.pdf"]
        assert "not found" in failures["missing.pdf"]
        assert "empty" in failures["empty.pdf"]
        assert "no text layer" in failures["no_text.pdf"] and "OCR" in failures["no_text.pdf"]

    def test_meta_is_added_and_bytestreams_are_read(self, tmp_path):
        path = tmp_path / "rules.pdf"
        _pdf_with_text(path, "Rule 1. Drivers must stop.")
        stream = ByteStream(path.read_bytes(), meta={"file_name": "stream.pdf"})
        result = PyMuPDFToDocument().run(sources=[path, stream], meta=[{"source": "a"}, {"source": "b"}])
        first, second = result["documents"]
        assert first.meta["source"] == "a" and second.meta["source"] == "b"
        assert second.meta["file_name"] == "stream.pdf"
        assert first.content == second.content == "Rule 1. Drivers must stop."
        with pytest.raises(ValueError):
            PyMuPDFToDocument().run(sources=[path], meta=[{}, {}])

    def test_rotated_page_is_read_upright_in_order(self):
        doc = pymupdf.open()
        page = doc.new_page()
        for x, text in ((100, "First line of the rotated page."), (130, "Second line."), (160, "Third line.")):
            page.insert_text((x, 700), text, fontsize=11, rotate=90)
        page.set_rotation(90)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "rotated.pdf"})])
        assert result["documents"][0].content == "First line of the rotated page.\nSecond line.\nThird line."

    def test_two_columns_are_read_column_by_column(self):
        doc = pymupdf.open()
        page = doc.new_page()
        left = [f"Left column sentence number {i} goes on." for i in range(8)]
        right = [f"Right column sentence number {i} goes on." for i in range(8)]
        for i, (a, b) in enumerate(zip(left, right, strict=True)):
            page.insert_text((50, 100 + 14 * i), a, fontsize=10)
            page.insert_text((320, 100 + 14 * i), b, fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "columns.pdf"})])
        assert result["documents"][0].content.split("\n") == left + right

    def test_ruled_table_is_written_row_by_row(self):
        doc = pymupdf.open()
        page = doc.new_page()
        cells = [["Position", "Points"], ["First place", "25"], ["Second place", "18"]]
        xs, ys = (72, 250, 400), (100, 130, 160, 190)
        for x in xs:
            page.draw_line((x, ys[0]), (x, ys[-1]))
        for y in ys:
            page.draw_line((xs[0], y), (xs[-1], y))
        for r, row in enumerate(cells):
            for c, text in enumerate(row):
                page.insert_text((xs[c] + 5, ys[r] + 20), text, fontsize=11)
        page.insert_text((72, 80), "Points are awarded as follows:", fontsize=11)
        page.insert_text((72, 220), "Ties are broken by wins.", fontsize=11)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "table.pdf"})])
        assert result["documents"][0].content.split("\n") == [
            "Points are awarded as follows:",
            "Position | Points",
            "First place | 25",
            "Second place | 18",
            "Ties are broken by wins.",
        ]
