"""
PyMuPDFToDocument: one Document per PDF with its pages, printed page labels, cover facts, tables and footnotes in
reading order; on the Hazmat manual (samples/), on PDFs made here, and, marked `shared_data`, on the other shared PDFs.
"""

import hashlib
import re
from pathlib import Path

import pymupdf
import pytest
from haystack import Document
from haystack.dataclasses import ByteStream

from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.retrievers.cover_retriever import cover_passages
from rulebook.text.document_dates import date_line
from rulebook.versions import _parse_date
from tests.ingestion_samples import (
    FAA,
    FAA_FOOTNOTES,
    FMCSA,
    HAZMAT,
    HRGC,
    SECTION_B,
    SIGNAL,
    TRACK,
    cleaned,
    converted,
    mixed_layout_pdf,
    source_pdf,
)

FIXTURES = Path(__file__).parents[2] / "fixtures"


def _pdf_with_text(path, text: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), text, fontsize=11)
    doc.save(path)


class TestPyMuPDFToDocument:
    def test_init_default(self):
        converter = PyMuPDFToDocument()
        assert converter.extract_tables is True
        assert converter.move_footnotes is True
        assert (converter.ocr, converter.ocr_language, converter.tessdata) == ("auto", "eng", None)

    def test_init_with_parameters(self):
        converter = PyMuPDFToDocument(extract_tables=False)
        assert converter.extract_tables is False

    def test_to_dict(self):
        assert PyMuPDFToDocument(extract_tables=False).to_dict() == {
            "type": "rulebook.components.converters.pdf_converter.PyMuPDFToDocument",
            "init_parameters": {
                "extract_tables": False,
                "move_footnotes": True,
                "ocr": "auto",
                "ocr_language": "eng",
                "tessdata": None,
            },
        }

    def test_from_dict(self):
        converter = PyMuPDFToDocument.from_dict(PyMuPDFToDocument(extract_tables=False, move_footnotes=False).to_dict())
        assert isinstance(converter, PyMuPDFToDocument)
        assert converter.extract_tables is False
        assert converter.move_footnotes is False

    def test_footnote_markers_are_not_glued_to_words(self):
        # The Hazmat manual sets footnote references as superscript digits: "unannounced inspections.²²".
        text = converted(HAZMAT).content
        assert "unannounced inspections.\n" in text and "inspections.22" not in text
        assert "familiarity. With" in text and "familiarity.1" not in text
        assert re.search(r"[a-z]{3,}[.,;:)”]\d{1,3}(?=\s|$)", text) is None
        # A superscript after a number is a call too when its footnote is on the page ("2011²³", note 23 below).
        assert "March 2, 2011 (76 Fed. Reg. 11570) and on October 2, 2013 (78 Fed. Reg. 60755)" in text

    def test_footnotes_do_not_cut_a_sentence_that_runs_on_to_the_next_page(self):
        # Hazmat manual page 8 ends in the middle of a sentence ("... or (3) design,"), above its footnotes 2-8;
        # page 9 goes on with "manufacture, inspect, or maintain packages". The footnotes come after the page's
        # last complete sentence ("... railroad, or water."), so the cut sentence ends the page.
        page = converted(HAZMAT).content.split("\f")[7]
        assert "highway, railroad, or water.\n2 49 U.S.C. § 5101 et seq.\n3 49 U.S.C. § 5103(b)(1)." in page
        assert "\n8 49 C.F.R. § 171.1(c).\nAs such, the HMR impose\nregulatory requirements on persons" in page
        pages = cleaned(HAZMAT).content.split("\f")
        assert pages[7].endswith("unloading, and storage functions); or (3) design,")
        assert pages[8].startswith("manufacture, inspect, or maintain packages that are represented or sold")
        # The footnotes are still there, each once, as lines of their own page.
        lines = [page.split("\n") for page in pages]
        for footnote in ("2 49 U.S.C. § 5101 et seq.", "4 49 U.S.C. § 5103(b)(1)(A).", "8 49 C.F.R. § 171.1(c)."):
            assert [i + 1 for i, page_lines in enumerate(lines) if footnote in page_lines] == [8]
            assert sum(page_lines.count(footnote) for page_lines in lines) == 1

    @pytest.mark.shared_data
    def test_footnotes_of_other_layouts(self):
        # The HRGC manual: one footnote, the last sentence of page 104 runs on to page 105.
        pages = cleaned(HRGC).content.split("\f")
        assert "\n2 House Report 115-237 (July 21, 2017).\n" in pages[103]
        assert pages[103].endswith("quarterly conference calls or meetings with FRA regional teams to receive")
        assert pages[104].startswith("feedback on information provided to the team, review incidents")
        # An FAA letter (a scan with a text layer): the sentence quoted from § 43.7(f) runs on to page 2.
        page = converted(FAA_FOOTNOTES).content.split("\f")[0]
        assert (
            "by a person authorized under§ 43.7.\n1 This authorization is restricted to light-sport aircraft owned or"
            " operated by that pilot.\n2 Legal opinion letter dated November 14, 2017," in page
        )
        assert page.endswith("after performing preventive maintenance under the provisions of")

    def test_footnotes_after_a_complete_page_stay_in_place(self):
        # Page 6 of the Hazmat manual ends with a full sentence: its footnote stays where it is printed.
        page = converted(HAZMAT).content.split("\f")[5]
        assert (
            "regardless of how it moves.\n1 The U.S. Coast Guard, under the U.S. Department of Homeland Security,"
            " has the authority to enforce the HM\ntransportation laws and regulations pertaining to water"
            " transportation.\n1"
        ) in page

    @pytest.mark.parametrize(
        ("relative", "changed"),
        [
            (HAZMAT, [8, 10, 12, 32]),
            pytest.param(TRACK, [], marks=pytest.mark.shared_data),
            pytest.param(SECTION_B, [], marks=pytest.mark.shared_data),
        ],
    )
    def test_only_pages_with_a_cut_sentence_above_footnotes_change(self, relative, changed):
        # Of the 12 Hazmat pages with footnotes, 4 end in the middle of a sentence; only their order changes,
        # not their text. Documents without footnotes (FIA small print, the Track manual's table captions under
        # rules) come out exactly as without footnote handling.
        plain = PyMuPDFToDocument(move_footnotes=False).run(sources=[source_pdf(relative)])["documents"][0]
        moved = converted(relative)
        pairs = list(zip(plain.content.split("\f"), moved.content.split("\f"), strict=True))
        assert [i + 1 for i, (a, b) in enumerate(pairs) if a != b] == changed, relative
        assert all(sorted(a.split()) == sorted(b.split()) for a, b in pairs)
        # The notes are listed for the splitter only where they are looked for.
        assert plain.meta == {**moved.meta, "footnotes": []}
        assert bool(moved.meta["footnotes"]) == (relative == HAZMAT)

    def test_one_document_per_file_with_pages_and_meta(self):
        path = source_pdf(HAZMAT)
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

    @pytest.mark.shared_data
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

    @pytest.mark.shared_data
    def test_a_letter_is_dated_by_its_letterhead_not_by_the_letters_it_answers(self):
        # Young's letterhead prints its date on a line of its own. McCreary's first page names only other letters'
        # dates ("This responds to your November 30, 2017 request", "our November 14, 2017 legal opinion letter"),
        # and its own letterhead date is garbled in the text layer: no date, rather than a wrong one.
        assert converted(FAA).meta["date"] == "March 7, 2006"
        mccreary = converted(FAA_FOOTNOTES)
        assert "This responds to your November 30, 2017 request" in " ".join(mccreary.content.split())
        assert "date" not in mccreary.meta

    @pytest.mark.shared_data
    def test_table_rows_in_place(self):
        document = converted(SECTION_B)
        rows = [line for line in document.content.split("\n") if " | " in line]
        assert rows, "the tables of section B are written row by row"
        assert all(not line.startswith(" |") for line in rows)

    @pytest.mark.shared_data
    def test_empty_password_pdfs_are_read(self):
        for relative in (FMCSA, FAA):
            document = converted(relative)
            assert document.content.strip()
        assert converted(FMCSA).meta["page_count"] == 120
        assert "Medical Examiner" in converted(FMCSA).meta["title"]
        # The first page of the FAA letter is a scan without a text layer.
        assert converted(FAA).meta["scanned_pages"] == [1]

    @pytest.mark.shared_data
    def test_scanned_pages_are_reported(self):
        document = converted(SIGNAL, extract_tables=False)
        pages = document.content.split("\f")
        scanned = document.meta["scanned_pages"]
        # Pages 442-449 (and the diagram on page 440) are images without a text layer; page 441, the cover
        # of the scanned letter ("Reference B"), has text. With Tesseract installed the scans are read by OCR.
        assert set(range(442, 450)) <= set(scanned)
        assert 441 not in scanned and "Reference B" in pages[440]
        assert set(document.meta["ocr_pages"]) <= set(scanned)
        assert all(bool(pages[page - 1]) == (page in document.meta["ocr_pages"]) for page in scanned)

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
        blank = tmp_path / "blank.pdf"
        doc = pymupdf.open()
        doc.new_page()
        doc.save(blank)
        good = tmp_path / "good.pdf"
        _pdf_with_text(good, "Article 1. Scope of this regulation.")

        sources = [corrupt, empty, missing, source_pdf(HAZMAT), no_text, locked, blank, good]
        result = PyMuPDFToDocument().run(sources=sources)

        assert [d.meta["file_name"] for d in result["documents"]] == [source_pdf(HAZMAT).name, "good.pdf"]
        failures = {f["file"]: f["error"] for f in result["failures"]}
        assert set(failures) == {"corrupt.pdf", "empty.pdf", "missing.pdf", "no_text.pdf", "locked.pdf", "blank.pdf"}
        for name, error in failures.items():
            assert error.startswith(name) and "\n" not in error
        assert "password" in failures["locked.pdf"]
        assert "not found" in failures["missing.pdf"]
        assert "empty" in failures["empty.pdf"]
        assert "no text layer" in failures["no_text.pdf"] and "OCR" in failures["no_text.pdf"]
        # A blank page has nothing OCR could read: the message says it is blank, not that it is scanned.
        assert "1 page(s) are blank" in failures["blank.pdf"] and "OCR" not in failures["blank.pdf"]

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

    def test_a_rotated_two_column_page_is_read_column_by_column(self):
        # A generated two-column regulation whose last page was drawn upright and then turned by /Rotate 90: its
        # text is measured along the unrotated page, so the columns are found there and each sentence is read whole.
        from eval.layouts import DocumentSpec, render_document

        data, truth = render_document(DocumentSpec("t", "chapter_restart", ("rotated_page", "two_columns"), 2, 4, 12))
        rotated = next(page["page"] for page in truth["pages"] if page["rotated"])
        document = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": "t.pdf"})])["documents"][0]
        text = " ".join(document.content.split("\f")[rotated - 1].split())
        on_page = [article for article in truth["articles"] if article["sentence_pages"] == [rotated]]
        assert len(on_page) >= 2
        for article in on_page:
            assert article["sentence"] in text, article["id"]
        assert document.meta["page_labels"][rotated - 1] == truth["pages"][rotated - 1]["label"]

    def test_a_bullet_of_a_dingbat_font_is_a_list_mark(self):
        # OSHA's booklets set their bullets in ZapfDingbats, whose glyphs are extracted by character code: each item
        # opened with "I" ("I Is large enough ..."), a word to every reader of the text. A letter of the font inside
        # a line is left as it is.
        doc = pymupdf.open()
        page = doc.new_page()
        page.insert_text((72, 100), "By definition, a confined space:", fontsize=11)
        for i, item in enumerate(("Is large enough for an employee to enter;", "Has a limited means of exit.")):
            page.insert_text((72, 116 + 16 * i), "I", fontsize=8, fontname="zadb")
            page.insert_text((84, 116 + 16 * i), item, fontsize=11)
        page.insert_text((72, 160), "Rated", fontsize=11)
        page.insert_text((104, 160), "n", fontsize=11, fontname="zadb")
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "osha.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines[1:3] == ["• Is large enough for an employee to enter;", "• Has a limited means of exit."]
        assert lines[3] == "Rated n"

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

    def test_two_columns_under_a_full_width_title_block_are_read_column_by_column(self):
        # A statutory instrument's first page: a centred title, its dates beside their labels and a preamble across
        # the page, then the regulations in two columns of short heads and wrapped lines. The block's full lines
        # and its labels on both sides of the middle hide the gutter from the page as a whole; under the block the
        # columns are read one after the other, the dates still on the lines of their labels.
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        page.insert_text((230, 70), "STATUTORY INSTRUMENTS", fontsize=12, fontname="hebo")
        for i, (label, date) in enumerate((("Made", "4th March 2024"), ("Coming into force", "1st July 2024"))):
            page.insert_text((160, 100 + 14 * i), label, fontsize=10)
            page.insert_text((315, 100 + 14 * i), date, fontsize=10)
        preamble = "The Authority, in exercise of the powers conferred by section 112 of the Act, makes the following"
        page.insert_text((62, 145), preamble, fontsize=10)
        page.insert_text((62, 157), "Regulations.", fontsize=10)
        # Most lines of the columns are short (heads, items, a paragraph's last line), which makes the page's pieces
        # no wider than a quarter of it in the median.
        left = ["Regulation I/1", "Citation"] + [
            f"1 The left column line {i} runs on to the end" if i % 5 in (0, 2) else f".{i} an item" for i in range(24)
        ]
        right = ["Regulation I/3", "Application"] + [
            f"2 The right column line {i} runs on to its end" if i % 5 in (0, 2) else f".{i} a term" for i in range(24)
        ]
        for i, (a, b) in enumerate(zip(left, right, strict=True)):
            page.insert_text((61, 190 + 15 * i), a, fontsize=10)
            page.insert_text((318, 190 + 15 * i), b, fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "si.pdf"})])
        assert result["documents"][0].content.split("\n") == [
            "STATUTORY INSTRUMENTS",
            "Made 4th March 2024",
            "Coming into force 1st July 2024",
            preamble,
            "Regulations.",
            *left,
            *right,
        ]

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

    def test_a_table_without_ruling_lines_is_written_row_by_row(self):
        # A marina's berth fees and a trampoline park's supervision table set their cells apart by space alone; joined
        # by spaces, "Up to 6 m GBP 1,150 GBP 200" ran its columns together. A cell's wrapped line belongs to it; a
        # number centred in its column stands in it; text across the columns ends the table.
        doc = pymupdf.open()
        page = doc.new_page()
        page.insert_text((72, 80), "Table 1 - Berth fees and supervision", fontsize=10)
        rows = [
            ("Length band", "Annual fee", "Marshals"),
            ("Up to 6 m", "GBP 1,150", "1 for every 20"),
            ("6.01 m to 8 m", "GBP 1,640", "1 per pontoon"),
            ("Over 8 m", "GBP 2,280", "2"),
        ]
        for k, row in enumerate(rows):
            for x, cell in zip((72, 220, 380), row, strict=True):
                if cell == "2":  # centred under its head
                    x = 380 + (pymupdf.get_text_length("Marshals", fontsize=10) - pymupdf.get_text_length("2")) / 2
                page.insert_text((x, 110 + 30 * k), cell, fontsize=10)
        page.insert_text((380, 110 + 30 + 12), "and at least 1", fontsize=10)  # the wrapped rest of a cell
        page.insert_text((72, 240), "Multihulls are charged at 1.5 times the fee for their length band.", fontsize=10)
        page.insert_text((72, 280), "Name of vessel", fontsize=10)  # two lines of label and value: no table
        page.insert_text((220, 280), "Skerry Belle", fontsize=10)
        page.insert_text((72, 300), "Berth number", fontsize=10)
        page.insert_text((220, 300), "C14", fontsize=10)
        # A cover's particulars and a contents list align as well, and are no tables of values.
        page = doc.new_page()
        others = [
            ("Document owner", "Harbour Master"),
            ("Approved by", "Marina Board, 9 December 2024"),
            ("Replaces", "Issue 4, March 2022"),
            ("Contents", ""),
            ("Part 1 - Allocation of berths", "3"),
            ("Part 2 - Conduct in the marina", "4"),
            ("Part 3 - Fees", "6"),
        ]
        for k, (left, right) in enumerate(others):
            page.insert_text((72, 100 + 30 * k), left, fontsize=10)
            page.insert_text((400, 100 + 30 * k), right, fontsize=10)
        # A head set on two lines is one head row.
        page = doc.new_page()
        lines = [("OCCUPANT LOAD PER", "MINIMUM NUMBER OF EXITS PER"), ("STORY", "STORY")]
        lines += [("1-400", "2"), ("401-900", "3"), ("More than 900", "4")]
        for k, (left, right) in enumerate(lines):
            page.insert_text((72, 100 + 14 * k), left, fontsize=10)
            page.insert_text((300, 100 + 14 * k), right, fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "fees.pdf"})])
        first, second, third = result["documents"][0].content.split("\f")
        assert third.split("\n")[:2] == ["OCCUPANT LOAD PER STORY | MINIMUM NUMBER OF EXITS PER STORY", "1-400 | 2"]
        assert second.split("\n") == [f"{left} {right}".strip() for left, right in others]
        assert first.split("\n") == [
            "Table 1 - Berth fees and supervision",
            "Length band | Annual fee | Marshals",
            "Up to 6 m | GBP 1,150 | 1 for every 20 and at least 1",
            "6.01 m to 8 m | GBP 1,640 | 1 per pontoon",
            "Over 8 m | GBP 2,280 | 2",
            "Multihulls are charged at 1.5 times the fee for their length band.",
            "Name of vessel Skerry Belle",
            "Berth number C14",
        ]

    def test_a_wrapped_first_column_label_stays_in_its_row(self):
        # A schedule of fines whose labels wrap at the line spacing, rows a wider pitch apart: read as rows of their
        # own, "permit" ended the table and the rows below ran together ("permit Commercial vehicle in a residential
        # 12-6(a) $75"). A one-word value in lower case ("none") is a cell, and a word broken at a hyphen is one word.
        doc = pymupdf.open()
        page = doc.new_page()
        rows = [
            (["Violation"], "Section", "Fine"),
            (["Expired meter"], "12-7", "$30"),
            (["Overtime parking"], "12-4", "$35"),
            (["Double parking"], "12-3(7)", "none"),
            (["Residential permit zone without a", "permit"], "12-11(b)", "$40"),
            (["Commercial vehicle in a residential", "district"], "12-6(a)", "$75"),
            (["High-", "performance trampoline"], "12-9", "none"),
            (["Any other violation"], "-", "$25"),
        ]
        y = 100.0
        for label, section, fine in rows:
            page.insert_text((250, y), section, fontsize=10)
            page.insert_text((400, y), fine, fontsize=10)
            for line in label:
                page.insert_text((72, y), line, fontsize=10)
                y += 12  # the line spacing
            y += 5  # the padding between rows
        page.insert_text((72, y + 20), "A fine is paid within 21 days.", fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "fines.pdf"})])
        assert result["documents"][0].content.split("\n") == [
            "Violation | Section | Fine",
            "Expired meter | 12-7 | $30",
            "Overtime parking | 12-4 | $35",
            "Double parking | 12-3(7) | none",
            "Residential permit zone without a permit | 12-11(b) | $40",
            "Commercial vehicle in a residential district | 12-6(a) | $75",
            "High-performance trampoline | 12-9 | none",
            "Any other violation | - | $25",
            "A fine is paid within 21 days.",
        ]

    def test_a_head_merged_across_columns_is_written_as_one_head_per_column(self):
        # A limits schedule: "Limit" over "Daily maximum" and "Monthly average", "Parameter" and "Unit" merged down
        # the two head rows. Read as two head rows, "100" would stand under "Monitoring frequency".
        doc = pymupdf.open()
        page = doc.new_page(width=842, height=595)
        xs, ys = (60, 250, 320, 420, 520, 700), (100, 120, 140, 160, 180, 200)
        page.draw_line((xs[0], ys[0]), (xs[-1], ys[0]))
        page.draw_line((xs[2], ys[1]), (xs[4], ys[1]))  # under "Limit" only
        for y in ys[2:]:
            page.draw_line((xs[0], y), (xs[-1], y))
        for x in xs:
            top = ys[1] if x == xs[3] else ys[0]  # the line between the two limits starts under "Limit"
            page.draw_line((x, top), (x, ys[-1]))
        for x, text in [(xs[0], "Parameter"), (xs[1], "Unit"), (xs[2], "Limit"), (xs[4], "Monitoring frequency")]:
            page.insert_text((x + 4, ys[0] + 14), text, fontsize=9)
        page.insert_text((xs[2] + 4, ys[1] + 14), "Daily maximum", fontsize=9)
        page.insert_text((xs[3] + 4, ys[1] + 14), "Monthly average", fontsize=9)
        rows = [
            ["Suspended solids", "mg/l", "800", "500", "Daily"],
            ["Fats, oils and grease", "mg/l", "150", "100", "Weekly"],
            ["Total phosphorus", "mg/l", "45", "30", "Monthly"],
        ]
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                page.insert_text((xs[c] + 4, ys[r + 2] + 14), text, fontsize=9)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "schedule.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines == [
            "Parameter | Unit | Limit Daily maximum | Limit Monthly average | Monitoring frequency",
            "Suspended solids | mg/l | 800 | 500 | Daily",
            "Fats, oils and grease | mg/l | 150 | 100 | Weekly",
            "Total phosphorus | mg/l | 45 | 30 | Monthly",
        ]


class TestPageLayouts:
    """Layouts whose reading order the converter works out from the positions PyMuPDF gives."""

    def test_margin_heading_is_read_before_the_text_beside_it(self):
        # Article number and title printed in a left margin, the body starting on the line of the number.
        doc = pymupdf.open()
        page = doc.new_page()
        body = [
            "The operator shall keep the register of every",
            "vehicle at the place of business and show it to",
            "the authority on request, whenever one asks.",
            "Each entry names the vehicle and its owner.",
        ]
        y = 100
        for article, title in (("4.1", ["Vehicle", "register"]), ("4.2", ["Inspections"])):
            margin = [article, *title]
            for i, line in enumerate(body):
                if i < len(margin):
                    page.insert_text((72, y), margin[i], fontsize=9.5, fontname="helv")
                page.insert_text((172, y), line, fontsize=10)
                y += 13
            y += 8
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "margin.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines == ["4.1 Vehicle register", *body, "4.2 Inspections", *body]

    def test_two_columns_beside_a_margin_of_side_notes_are_read_column_by_column(self):
        # A bylaw page: side notes in small type in a narrow left margin, two columns of body text beside them, the
        # gutter (x ~ 340) right of the page's middle and of any round fraction of its width.
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        left = [
            "3. Speed limits",
            "(1) No vessel shall be navigated within the",
            "inner harbour at a speed exceeding 4",
            "knots through the water.",
            "(2) No vessel shall be navigated in the",
            "approach channel between buoys K1 and",
            "K6 at a speed exceeding 8 knots.",
            "(3) Paragraphs (1) and (2) do not apply",
            "to a vessel of the Authority engaged in any",
            "emergency or in a rescue.",
            "(4) The Harbour Master may set a lower",
            "speed limit for a vessel or an area of",
            "the harbour by a notice to mariners.",
            "(5) A notice under paragraph (4) shall",
            "state the limit and the area it covers.",
        ]
        right = [
            "4. Reporting",
            "(1) The master of every vessel of 24",
            "metres or more in length shall report",
            "to Kessock Harbour Control on VHF",
            "channel 12 before entering the channel.",
            "(2) No person shall use a personal",
            "watercraft within the inner harbour.",
            "(3) Vessels of less than 24 metres need",
            "not report but shall keep a listening",
            "watch on channel 12 at all times.",
            "(4) A report shall state the vessel's",
            "name, its draught and its cargo.",
            "(5) The Harbour Master may ask for",
            "any further detail of the vessel or",
            "of its cargo before it enters.",
        ]
        for i, (a, b) in enumerate(zip(left, right, strict=True)):
            page.insert_text((125, 100 + 15 * i), a, fontsize=11)
            page.insert_text((349, 100 + 15 * i), b, fontsize=11)
        # Beside the heading, and beside a line that runs on a sentence.
        page.insert_text((40, 100), "Speed: 4 kn inner,", fontsize=7.5)
        page.insert_text((40, 109), "8 kn channel", fontsize=7.5)
        page.insert_text((40, 100 + 15 * 8), "Exemptions", fontsize=7.5)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "byelaws.pdf"})])
        lines = result["documents"][0].content.split("\n")
        # The note beside a line that runs on a sentence ("to a vessel ...") is read after that sentence.
        assert lines == ["Speed: 4 kn inner, 8 kn channel", *left[:10], "Exemptions", *left[10:], *right]

    def test_footer_across_two_columns_is_read_after_both(self):
        # A footer with a text at the left and the page number at the right, under two columns.
        doc = pymupdf.open()
        page = doc.new_page()
        left = [f"Left column sentence number {i} goes on." for i in range(8)]
        right = [f"Right column sentence number {i} goes on." for i in range(8)]
        page.insert_text((50, 50), "Tramway Technical Rules", fontsize=8)
        for i, (a, b) in enumerate(zip(left, right, strict=True)):
            page.insert_text((50, 100 + 14 * i), a, fontsize=10)
            page.insert_text((320, 100 + 14 * i), b, fontsize=10)
        page.insert_text((50, 800), "Issue 2 - 5 January 2023", fontsize=8)
        page.insert_text((540, 800), "7", fontsize=8)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "columns.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines == ["Tramway Technical Rules", *left, *right, "Issue 2 - 5 January 2023 7"]

    def test_a_short_right_column_is_read_after_the_left_one(self):
        # The last page of a two-column document: a full left column, three lines at the top of the right one.
        doc = pymupdf.open()
        page = doc.new_page()
        left = [f"The left column carries sentence number {i} on" for i in range(10)]
        right = [f"and the right column ends it with line {i}." for i in range(3)]
        page.insert_text((50, 50), "Tramway Technical Rules", fontsize=8)
        for i, line in enumerate(left):
            page.insert_text((50, 100 + 13 * i), line, fontsize=10)
        for i, line in enumerate(right):
            page.insert_text((320, 100 + 13 * i), line, fontsize=10)
        page.insert_text((480, 800), "Page 6 of 6", fontsize=8)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "last.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines == ["Tramway Technical Rules", *left, *right, "Page 6 of 6"]

    def test_two_columns_of_small_type_and_short_items_are_read_column_by_column(self):
        # A town bylaw in two narrow columns of 9 pt type, each rule's lettered items wrapped at the column's width:
        # most of its lines are short (a rule's heading, an item's last line, a one-line item, the letters printed
        # apart), but nothing crosses the gutter, so each item is read whole rather than line by line across both
        # columns.
        rules = {
            "Rule 3 - Hours": [
                "(a) Parks are open to the public from 6:00 a.m. to 11:00 p.m. every day.",
                "(b) Playgrounds close at dusk.",
                "(c) The Parks Director may close any park or part of a park for maintenance or public safety.",
            ],
            "Rule 5 - Dogs": [
                "(a) A person in a park with a dog shall keep it on a leash not longer than 2 metres.",
                "(b) The owner of a dog shall immediately remove and dispose of its faeces.",
                "(c) No person shall have more than 3 dogs in a park at one time.",
            ],
            "Rule 8 - Fires": [
                "(a) No person shall light an open fire in a park.",
                "(b) Barbecues may be used only in designated picnic areas.",
            ],
            "Rule 12 - Events": [
                "(a) A permit is required for any organised gathering of more than 50 people.",
                "(b) The permit fee is $75 and is not refundable.",
            ],
            "Rule 14 - Vehicles": ["(a) The speed limit on park roads is 15 km/h."],
            "Rule 17 - Penalties": [
                "(a) An Officer may issue a ticket to any person who contravenes this bylaw.",
                "(b) The fine for a first offence is $150; for a second offence within 12 months it is $300.",
                "(c) On conviction a person is liable to a fine of not more than $5,000.",
            ],
            "Rule 18 - Repeal": ["(a) Bylaw No. 2009-31 is repealed."],
        }
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        page.insert_text((60, 80), "TOWN OF EASTMERE BYLAW No. 2022-14", fontsize=13, fontname="hebo")
        column_width, x, y = 225.5, 60.0, 120.0

        def room(height: float) -> None:
            nonlocal x, y
            if y + height > 420:
                x, y = 60 + column_width + 24, 120.0  # the next column

        for heading, items in rules.items():
            room(60)  # a heading with its first item
            page.insert_text((x, y + 6), heading, fontsize=10, fontname="hebo")
            y += 22
            for item in items:
                label, text = item.split(" ", 1)
                lines = [""]
                for word in text.split():
                    if pymupdf.get_text_length(f"{lines[-1]} {word}".strip(), fontsize=9) > column_width - 18:
                        lines.append("")
                    lines[-1] = f"{lines[-1]} {word}".strip()
                room(11.7 * len(lines))
                page.insert_text((x, y), label, fontsize=9)
                for line in lines:
                    page.insert_text((x + 18, y), line, fontsize=9)
                    y += 11.7
                y += 4
        assert x > 300  # the rules fill both columns
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "bylaw.pdf"})])
        text = " ".join(result["documents"][0].content.split())
        for heading, items in rules.items():
            assert " ".join([heading, *items]) in text

    def test_a_page_of_one_column_with_short_lines_is_read_line_by_line(self):
        # A centred title, an indented list of short items, a block of signatures side by side and an unruled list
        # of terms beside their meanings, between full lines of the page's one column: read line by line.
        doc = pymupdf.open()
        page = doc.new_page(width=595, height=842)
        page.insert_text((240, 80), "PART 4 - PERMITS", fontsize=12)
        full = "A permit holder shall carry the permit at the event and show it to an Officer who asks to see it."
        lines = [("PART 4 - PERMITS", 240)]
        rows = [
            (full, 60),
            ("(a) the name of the holder;", 90),
            ("(b) the date and place;", 90),
            ("(c) the number of guests.", 90),
            (full, 60),
            ("Mayor: Helen Okafor", 60),
            ("Clerk: D. Ruiz", 330),
            ("Event", 60),
            ("A gathering of more than 50 people.", 330),
            ("Organiser", 60),
            ("The person named on the permit.", 330),
            (full, 60),
        ]
        y = 110
        for text, x in rows:
            if x == 330:
                y -= 14  # beside the line before it
            page.insert_text((x, y), text, fontsize=10)
            y += 14
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "one.pdf"})])
        assert result["documents"][0].content.split("\n") == [
            lines[0][0],
            full,
            "(a) the name of the holder;",
            "(b) the date and place;",
            "(c) the number of guests.",
            full,
            "Mayor: Helen Okafor Clerk: D. Ruiz",
            "Event A gathering of more than 50 people.",
            "Organiser The person named on the permit.",
            full,
        ]

    def test_a_few_lines_beside_a_column_lower_down_are_no_column(self):
        # Short notes at the right of the lower part of a page, beside one column of text: read on their baselines.
        doc = pymupdf.open()
        page = doc.new_page()
        for i in range(10):
            page.insert_text((50, 100 + 13 * i), f"Body line {i} of the only column.", fontsize=10)
        page.insert_text((320, 100 + 13 * 8), "[see note]", fontsize=10)
        page.insert_text((320, 100 + 13 * 9), "[amended]", fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "notes.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines[-2:] == ["Body line 8 of the only column. [see note]", "Body line 9 of the only column. [amended]"]

    def test_footnotes_numbered_in_their_own_font_do_not_cut_a_sentence(self):
        # Notes printed "4 The carrier may ..." in one small font (no superscript number), under a short rule;
        # the page's last sentence runs on to the next page.
        doc = pymupdf.open()
        page = doc.new_page()
        body = [
            "The operator shall keep the register of every vehicle.",
            "Each entry names the vehicle and its owner.",
            "The rapid workshop near the eastern walrus circles the",
        ]
        y = 420
        for i, line in enumerate(body):
            page.insert_text((72, y), line, fontsize=10)
            if i == 0:
                page.insert_text((72 + pymupdf.get_text_length(line, fontsize=10), y - 3.5), "4", fontsize=6)
            y += 13
        # A small-print table row led by a number that nothing refers to is no note.
        page.insert_text((72, 660), "1 Los Angeles, California 110", fontsize=8)
        page.draw_line((72, 700), (182, 700), width=0.5)
        page.insert_text((72, 712), "4 The carrier may ask the officer to verify each record.", fontsize=8)
        page.insert_text((72, 808), "Issue 6 - 23 April 2022", fontsize=8)
        doc.new_page().insert_text((72, 100), "vivid ferry beside the carrot.", fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "notes.pdf"})])
        first, second = result["documents"][0].content.split("\f")
        assert first.split("\n") == [
            "The operator shall keep the register of every vehicle.",
            "Each entry names the vehicle and its owner.",
            "4 The carrier may ask the officer to verify each record.",
            "The rapid workshop near the eastern walrus circles the",
            "1 Los Angeles, California 110",
            "Issue 6 - 23 April 2022",
        ]
        assert second == "vivid ferry beside the carrot."

    @pytest.mark.parametrize("rule", [False, True])
    def test_footnotes_with_or_without_a_rule_above_them_do_not_cut_a_sentence(self, rule):
        # A user's own PDF sets its notes at the page foot with no separator rule; the last sentence of its first
        # page runs on to the next. Without the rule the notes were read into that sentence.
        source = ByteStream(mixed_layout_pdf(rule), meta={"file_name": "tramway.pdf"})
        document = PyMuPDFToDocument().run(sources=[source])["documents"][0]
        first, second = document.content.split("\f")
        assert first.split("\n")[-6:] == [
            "A tram in a tunnel must not exceed forty kilometres per hour. The tunnel lights stay on",
            "while a tram is inside.",  # its raised "3" dropped: a call, not text
            "1 The harbour network is defined in the Harbour Act.",
            "2 Twenty kilometres per hour is the limit of 2019.",
            "3 See Rule 4 for exceptions",
            "The controller may lower the limit for maintenance work in the tunnel, and the driver",
        ]
        assert second.startswith("follows the lower limit")
        # The notes, for the splitter to keep each on a line of its own (the third ends in no stop).
        assert document.meta["footnotes"] == [
            [0, ["1 The harbour network is defined in the Harbour Act."]],
            [0, ["2 Twenty kilometres per hour is the limit of 2019."]],
            [0, ["3 See Rule 4 for exceptions"]],
            [1, ["4 The licence is renewed every five years."]],
            [1, ["5 Faults of the doors are reported in the same way."]],
        ]

    def test_small_print_without_a_rule_is_a_note_block_only_when_the_text_calls_each_of_its_numbers(self):
        # A numbered list in small print at the page foot, with no rule above it: the text calls its first number
        # only (a reference, not a note block of three), so the list stays where it is printed, after the sentence
        # that runs on to the next page.
        doc = pymupdf.open()
        page = doc.new_page()
        body = [
            "The operator shall keep the register of every vehicle.",
            "The rapid workshop near the eastern walrus circles the",
        ]
        for i, line in enumerate(body):
            page.insert_text((72, 420 + 13 * i), line, fontsize=10)
            if i == 0:
                page.insert_text((72 + pymupdf.get_text_length(line, fontsize=10), 420 - 3.5), "1", fontsize=6)
        listed = ["1 Cars are weighed on arrival.", "2 Tyres are marked.", "3 Fuel is sampled."]
        for i, line in enumerate(listed):
            page.insert_text((72, 700 + 11 * i), line, fontsize=8)
        doc.new_page().insert_text((72, 100), "vivid ferry beside the carrot.", fontsize=10)
        document = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "list.pdf"})])
        first = document["documents"][0].content.split("\f")[0]
        assert first.split("\n") == [*body, *listed]
        assert document["documents"][0].meta["footnotes"] == []

    def test_a_table_inside_a_column_is_read_with_that_column(self):
        # A generated two-column regulation with ruled tables inside its columns: each article's sentence, printed
        # after a table or beside one in the other column, is read whole.
        from eval.layouts import DocumentSpec, render_document

        data, truth = render_document(DocumentSpec("t", "section_decimal", ("tables", "two_columns"), 2, 4, 4))
        document = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": "t.pdf"})])["documents"][0]
        text = " ".join(document.content.split())
        assert " | " in text  # the tables are read as rows
        for article in truth["articles"]:
            assert article["sentence"] in text, article["id"]

    def test_a_column_that_is_mostly_a_table_is_still_a_column(self):
        # A generated two-column regulation whose first page's left column holds little but a table under the
        # chapter and article headings: the table's rows count as that column's lines, so the page is read column
        # by column and the sentence in the right column is not cut by the table's rows.
        from eval.layouts import DocumentSpec, render_document

        data, truth = render_document(DocumentSpec("t", "art_abbrev", ("tables", "two_columns"), 2, 4, 2))
        document = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": "t.pdf"})])["documents"][0]
        pages = [" ".join(page.split()) for page in document.content.split("\f")]
        one_page = [article for article in truth["articles"] if len(article["sentence_pages"]) == 1]
        assert any(article["id"] == "Article 1" for article in one_page)
        for article in one_page:
            assert article["sentence"] in pages[article["sentence_pages"][0] - 1], article["id"]

    def test_chapter_page_labels_and_a_roman_foreword_are_read(self):
        # Labels that restart with each chapter ("1-1", "2-1", "2-2") after a one-page foreword numbered "i".
        doc = pymupdf.open()
        printed = ["", "i", "1-1", "2-1", "2-2", "3-1", "4-1"]
        for number, label in enumerate(printed, start=1):
            page = doc.new_page()
            page.insert_text((72, 50), "Harbour Rail Safety Code", fontsize=8)
            for i in range(8):
                page.insert_text((72, 100 + 14 * i), f"Sentence {i} of page {number} goes on here.", fontsize=10)
            if label:
                page.insert_text((72, 800), "Issue 3 - 9 April 2023", fontsize=8)
                page.insert_text((523 - 4 * len(label), 800), label, fontsize=8)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "labels.pdf"})])
        assert result["documents"][0].meta["page_labels"] == printed

    @pytest.mark.parametrize("form", ["{n} / 5", "{n}/5", "page {n} / 5", "Page {n} of 5"])
    def test_a_page_number_over_the_page_count_is_the_label(self, form):
        # "2 / 48" (Swiss federal law), "1/106" (FIA), "page 2 / 5" (GDPR prints): the label is the number.
        doc = pymupdf.open()
        for number in range(1, 6):
            page = doc.new_page()
            for i in range(8):
                page.insert_text((72, 100 + 14 * i), f"Sentence {i} of page {number} goes on here.", fontsize=10)
            page.insert_text((280, 800), form.format(n=number), fontsize=8)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "count.pdf"})])
        assert result["documents"][0].meta["page_labels"] == ["1", "2", "3", "4", "5"]

    def test_a_federal_register_page_is_read_column_by_column(self):
        # Three columns: read across, line by line, the columns' sentences were interleaved.
        document = PyMuPDFToDocument().run(sources=[FIXTURES / "federal_register_2020-17221.pdf"])["documents"][0]
        second = " ".join(document.content.split("\f")[1].split())
        assert "Hatta International Airport in Jakarta, Indonesia, resulting in 189 fatalities." in second
        assert "that a single erroneously high angle of attack (AOA) sensor input to the flight control" in second

    def test_a_deadline_on_the_cover_is_not_the_documents_date(self):
        # "DATES: The FAA must receive comments on this proposed AD by September 21, 2020." comes before the issue's
        # date in the notice's text ("Thursday, August 6, 2020", its running head).
        document = PyMuPDFToDocument().run(sources=[FIXTURES / "federal_register_2020-17221.pdf"])["documents"][0]
        assert "by September 21,\n2020" in document.content.split("\f")[0]
        assert document.meta["date"] == "August 6, 2020"

    def test_the_cover_issue_is_this_issue_not_the_one_it_replaces(self, tmp_path):
        # The FIA prints its issue in capitals and, under it, the convention "changes from Issue 5": this is Issue 6.
        path = tmp_path / "regs.pdf"
        _pdf_with_text(
            path,
            "2026 FORMULA 1 POWER UNIT SPORTING REGULATIONS\nPUBLISHED ON 11 JUNE 2024\nISSUE 6\n"
            "Pink Text: changes from Issue 5, as approved by the WMSC on 11/06/2024\nSupersedes Version 2.0\n"
            "VERSION 2.1",
        )
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert (document.meta["issue"], document.meta["version"]) == ("Issue 6", "Version 2.1")

    @pytest.mark.parametrize(
        ("label", "fact"), [("Issue 3", ("issue", "Issue 3")), ("Version 2.1", ("version", "Version 2.1"))]
    )
    def test_an_issue_number_over_a_month_is_no_day_of_it(self, tmp_path, label, fact):
        path = tmp_path / "code.pdf"
        _pdf_with_text(path, f"Harbour Crane Code\n{label}\nMarch 2024")
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert (document.meta[fact[0]], document.meta["date"]) == (fact[1], "March 2024")

    @pytest.mark.parametrize(
        ("label", "issue"), [("Edition 3", "Edition 3"), ("3rd Edition", "Edition 3"), ("EDITION 3.1", "Edition 3.1")]
    )
    def test_a_cover_that_counts_editions_gives_its_edition_as_the_issue(self, tmp_path, label, issue):
        path = tmp_path / "code.pdf"
        _pdf_with_text(
            path,
            f"KESTREL HARBOUR AUTHORITY\nHarbour Crane Code\n{label}\nMarch 2024\n"
            "This edition replaces Edition 2 and all previous editions of the handbook.",
        )
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert (document.meta["issue"], document.meta["date"]) == (issue, "March 2024")

    def test_an_edition_in_running_prose_or_named_by_its_year_is_no_issue(self, tmp_path):
        path = tmp_path / "handbook.pdf"
        _pdf_with_text(
            path,
            "Medical Examiner's Handbook\nThe 2024 Edition of the Handbook\nJanuary 2024\n"
            "The 2nd edition of this handbook and previous editions are withdrawn.\nSupersedes Edition 4",
        )
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert "issue" not in document.meta and document.meta["date"] == "January 2024"

    def test_of_the_editions_a_cover_lists_the_latest_is_this_one(self, tmp_path):
        path = tmp_path / "code.pdf"
        _pdf_with_text(path, "Harbour Crane Code\n1st Edition 2012\n2nd Edition 2016\n3rd Edition 2024")
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert document.meta["issue"] == "Edition 3"

    def test_a_standards_iso_date_under_its_edition_is_its_date(self, tmp_path):
        # A standard's cover prints its edition and, under it, an ISO date. The foreword names the edition it replaces
        # by its reference number ("NSTD 118:2017") and a handbook by one with a date in it: neither is a date of it.
        path = tmp_path / "ladders.pdf"
        doc = pymupdf.open()
        doc.new_page().insert_text(
            (72, 72),
            "NATIONAL STANDARD NSTD 118:2023\nPortable ladders - Safety requirements\nSecond edition\n2023-06-15\n"
            "Published by the National Standards Office",
            fontsize=11,
        )
        doc.new_page().insert_text(
            (72, 72),
            "Foreword\nThis second edition cancels and replaces the first edition (NSTD 118:2017).\n"
            "See also FMCSA-MED-MEH(2024-01-22) and the meeting of 2023-05-02 that approved it.",
            fontsize=11,
        )
        doc.save(path)
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert document.meta["date"] == "2023-06-15"
        assert date_line(document.content, document.meta["date"]) == "2023-06-15"

    def test_an_iso_date_in_running_text_or_a_reference_is_no_date(self, tmp_path):
        path = tmp_path / "notice.pdf"
        _pdf_with_text(
            path,
            "Notice on medical examiners\nThis notice replaces NSTD 118:2017 and FMCSA-MED-MEH(2024-01-22).\n"
            "It was discussed at the meeting of 2024-02-01 and filed as REF-2024-03-04.",
        )
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert "date" not in document.meta

    def test_a_bylaws_passing_line_on_its_last_page_is_its_date(self, tmp_path):
        # A two-page bylaw ends with its readings; the one that passes it dates it, its date run on to the next line.
        # The first reading's date is not the bylaw's.
        path = tmp_path / "bylaw.pdf"
        doc = pymupdf.open()
        doc.new_page().insert_text(
            (72, 72),
            "TOWN OF EASTMERE\nBYLAW No. 2022-14\nRule 1 - Short title\nThis bylaw may be cited as the Parks Bylaw.",
            fontsize=11,
        )
        doc.new_page().insert_text(
            (72, 72),
            "Rule 18 - Repeal\nBylaw No. 2009-31 is repealed.\nREAD A FIRST TIME this 4th day of April, 2022.\n"
            "READ A THIRD TIME AND PASSED this 9th day of\nMay, 2022.\nMayor: Helen Okafor Clerk: D. Ruiz",
            fontsize=11,
        )
        doc.save(path)
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert document.meta["date"] == "9th day of May, 2022"
        # The answer quotes the line that prints it, and the cover retriever finds the chunk, as printed.
        last_page = document.content.split("\f")[1]
        assert date_line(last_page, document.meta["date"]) == "READ A THIRD TIME AND PASSED this 9th day of May, 2022."
        chunk = Document(content=last_page, meta={**document.meta, "page_start": 2})
        assert cover_passages([chunk])["bylaw.pdf"] == (chunk, chunk)
        assert _parse_date(document.meta["date"]) == "2022-05-09"

    @pytest.mark.parametrize(
        ("line", "date"),
        [
            ("Dated at Ottawa, Ontario, this 1st day of June 2023.", "1st day of June 2023"),
            (
                "Read a first, second and third time and finally passed this 9th day of May, 2022.",
                "9th day of May, 2022",
            ),
            ("READ A FIRST TIME this 4th day of April, 2022.", None),
            ("Applications received this 3rd day of March, 2022 are late.", None),
        ],
    )
    def test_only_a_passing_or_signing_line_dates_a_bylaw(self, tmp_path, line, date):
        path = tmp_path / "bylaw.pdf"
        _pdf_with_text(path, f"TOWN OF EASTMERE\nParks Bylaw\n{line}")
        document = PyMuPDFToDocument().run(sources=[path])["documents"][0]
        assert document.meta.get("date") == date

    def test_a_truncated_pdf_is_read_and_marked_repaired(self, tmp_path, caplog):
        # The first half of a good file, as a broken download leaves it: PyMuPDF repairs it and reads what is left.
        doc = pymupdf.open()
        for number in range(1, 4):
            doc.new_page().insert_text(
                (72, 72),
                "\n".join(f"Rule {number}.{i} A member must wear a buoyancy aid." for i in range(30)),
                fontsize=9,
            )
        good, truncated = tmp_path / "good.pdf", tmp_path / "truncated.pdf"
        doc.save(good)
        truncated.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
        with caplog.at_level("WARNING"):
            result = PyMuPDFToDocument().run(sources=[good, truncated])
        whole, cut = result["documents"]
        assert result["failures"] == [] and "repaired" not in whole.meta
        assert cut.meta["repaired"] is True and cut.meta["page_count"] == 3
        # What was left is indexed; the pages cut off are empty, and the warning names them.
        assert cut.content.split("\f")[0] == whole.content.split("\f")[0] and cut.content.split("\f")[2] == ""
        [warning] = [r.getMessage() for r in caplog.records if "truncated.pdf" in r.getMessage()]
        assert "damaged" in warning and "some text may be missing (no text on page(s) " in warning

    def test_a_scan_ocr_cannot_read_is_left_empty_and_the_other_pages_are_kept(self, tmp_path, caplog):
        # Tesseract's language file is there but damaged: OCR fails on the scanned page, which is logged; the file's
        # text page is still converted.
        tessdata = tmp_path / "tessdata"
        tessdata.mkdir()
        (tessdata / "eng.traineddata").write_bytes(b"not a traineddata file")
        doc = pymupdf.open()
        doc.new_page().insert_text((72, 72), "Rule 1. Members must wear a buoyancy aid.", fontsize=11)
        scan = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 200, 50), 0)
        scan.set_rect(scan.irect, (255, 255, 255))
        doc.new_page().insert_image(pymupdf.Rect(72, 72, 272, 122), pixmap=scan)
        source = ByteStream(doc.tobytes(), meta={"file_name": "partly_scanned.pdf"})
        with caplog.at_level("WARNING"):
            result = PyMuPDFToDocument(tessdata=str(tessdata)).run(sources=[source])
        assert result["failures"] == []
        [document] = result["documents"]
        assert document.content == "Rule 1. Members must wear a buoyancy aid.\f"
        assert (document.meta["scanned_pages"], document.meta["ocr_pages"]) == ([2], [])
        assert any(r.getMessage().startswith("partly_scanned.pdf: OCR failed on page 2: ") for r in caplog.records)

    def test_margin_line_numbers_are_dropped(self):
        # A draft bill numbers every line in the left margin, small and grey, restarting on each page; its numbered
        # list, its unruled table with a column of numbers and its page number are text and stay.
        doc = pymupdf.open()
        body = [
            "Article 6a",
            "Noise control",
            "The operator shall notify the",
            "agenda to the council in writing.",
            "Each entry names the vehicle and its owner.",
            "[Amended 12 June 2018]",
        ] * 3
        explanation = "EXPLANATION: Matter in brackets [thus] is existing law to be omitted; matter underlined is new."
        for number in (1, 2):
            page = doc.new_page()
            # A bill's explanation above the numbered lines, set across the margin they stand in.
            page.insert_text((72, 90), explanation, fontsize=8)
            for k, line in enumerate(body, start=1):
                y = 100 + 14 * k
                page.insert_text((86 - pymupdf.get_text_length(str(k), fontsize=7), y), str(k), fontsize=7)
                page.insert_text((100, y), line, fontsize=10)
            page.insert_text((300, 800), str(number), fontsize=9)
        page = doc.new_page()
        page.insert_text((72, 100), "The fees are listed below by their class numbers.", fontsize=10)
        for k in range(1, 6):
            page.insert_text((72, 100 + 14 * k), str(k), fontsize=10)
            page.insert_text((120, 100 + 14 * k), f"Class {k} vessels pay the harbour fee.", fontsize=10)
        page.insert_text((72, 200), "1 The carrier may ask the officer to verify", fontsize=10)
        page.insert_text((72, 214), "each record of the fees paid.", fontsize=10)
        page.insert_text((300, 800), "3", fontsize=9)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "bill.pdf"})])
        document = result["documents"][0]
        first, second, third = document.content.split("\f")
        assert first.split("\n") == [explanation, *body, "1"]
        assert second.split("\n") == [explanation, *body, "2"]
        rows = ["1 Class 1 vessels pay the harbour fee.", "2 Class 2 vessels pay the harbour fee."]
        assert third.split("\n")[1:3] == rows
        assert document.meta["page_labels"] == ["1", "2", "3"]

    def test_a_footnote_reference_after_a_number_is_dropped(self):
        # Swiss law sets a footnote call right after the article number ("Art. 1" with a superscript "4"), and after
        # a suffix ("Art. 2" with a superscript "bis 5"); the notes are printed at the page foot, their numbers in a
        # piece of their own. A superscript after a number with no such footnote on the page may be an exponent.
        doc = pymupdf.open()
        page = doc.new_page()

        def heading(y: float, article: str, call: str) -> None:
            page.insert_text((72, y), article, fontsize=10)
            x = 72 + pymupdf.get_text_length(article, fontsize=10)
            page.insert_htmlbox((x, y - 10, x + 40, y + 4), f"<sup style='font-size:10px'>{call}</sup>")

        heading(100, "Art. 1", "4")
        page.insert_text((72, 114), "The law governs the banks and the savings banks.", fontsize=10)
        heading(140, "Art. 2", "bis 5")
        page.insert_text((72, 154), "A bank keeps its own funds of at least 10 million.", fontsize=10)
        heading(180, "Art. 3", "6")
        page.insert_text((72, 194), "It is reviewed every year by the auditor.", fontsize=10)
        page.draw_line((72, 700), (182, 700), width=0.5)
        for k, (number, note) in enumerate((("4", "Amended by the Act of 1 Oct. 1999."), ("5", "Inserted in 2004."))):
            page.insert_text((72, 712 + 10 * k), number, fontsize=6)
            page.insert_text((84, 712 + 10 * k), note, fontsize=8)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "lb.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines[0] == "Art. 1" and lines[2] == "Art. 2bis"
        assert lines[4] == "Art. 36"  # no footnote 6 on the page: possibly an exponent, kept
        assert "4 Amended by the Act of 1 Oct. 1999." in lines and "5 Inserted in 2004." in lines

    def test_note_markers_in_a_ruled_tables_cells_are_not_part_of_their_values(self):
        # A fungicide label's ruled table calls notes from its cells ("2" with note 1, "Day care" with note c); read
        # by words, the markers were glued on: "21" treatments, "Day carec". Note 1 is printed under the table, on the
        # next page where the table runs over. A superscript after a number with no such note is an exponent.
        doc = pymupdf.open()
        page = doc.new_page()
        rows = [
            ("Crop", "Treatments", "Function"),
            ("Winter wheat", "2<sup>1</sup>", "Day care<sup>c</sup>"),
            ("Potatoes", "10<sup>3</sup>", "Storage"),
        ]
        xs, top, height = (72, 200, 330, 460), 100, 20
        for k in range(len(rows) + 1):
            page.draw_line((xs[0], top + k * height), (xs[-1], top + k * height), width=0.5)
        for x in xs:
            page.draw_line((x, top), (x, top + len(rows) * height), width=0.5)
        for k, row in enumerate(rows):
            for left, right, cell in zip(xs, xs[1:], row, strict=False):
                rect = (left + 4, top + k * height + 3, right - 4, top + (k + 1) * height - 2)
                page.insert_htmlbox(rect, cell, css="* {font-family: sans-serif; font-size: 10px}")
        page.insert_text((72, 200), "c. For a day care room used only by infants in cribs, see 1004.6.", fontsize=8)
        page = doc.new_page()
        page.insert_text((72, 100), "1", fontsize=6)
        page.insert_text((80, 100), "Winter wheat: the total dose must not exceed 2.0 l/ha.", fontsize=8)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "label.pdf"})])
        lines = result["documents"][0].content.split("\f")[0].split("\n")
        assert "Winter wheat | 2 | Day care" in lines
        assert "Potatoes | 103 | Storage" in lines  # 10 to the power 3: no note 3

    def test_three_columns_are_read_column_by_column(self):
        # A Federal Register page: a running header with its page number just over three columns (too close to be a
        # band of its own), a heading across the columns lower down, then three shorter columns. Each column is read
        # whole, left to right, the heading between the two rows of columns, the page number with its header.
        doc = pymupdf.open()
        page = doc.new_page()
        header = "Federal Register / Vol. 85, No. 152 / Proposed Rules"
        heading = "PART 39 - AIRWORTHINESS DIRECTIVES AND THE AUTHORITY CITATION OF THE PART"
        columns = [[f"Column {c} line {i} of the notice." for i in range(10)] for c in range(3)]
        lower = [[f"Lower {c} line {i} of the rule." for i in range(4)] for c in range(3)]
        page.insert_text((120, 88), header, fontsize=8)
        page.insert_text((536, 88), "47699", fontsize=8)
        for c, x in enumerate((45, 222, 399)):
            for i, line in enumerate(columns[c]):
                page.insert_text((x, 100 + 12 * i), line, fontsize=9)
            for i, line in enumerate(lower[c]):
                page.insert_text((x, 260 + 12 * i), line, fontsize=9)
        page.insert_text((45, 235), heading, fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "fr.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines == [
            f"{header} 47699",
            *columns[0],
            *columns[1],
            *columns[2],
            heading,
            *lower[0],
            *lower[1],
            *lower[2],
        ]

    def test_three_panels_of_a_leaflet_are_read_panel_by_panel(self):
        # A landscape leaflet of three panels: the third lists days with their opening times set apart at its right
        # edge (a gap that is no gutter: the times alone are a narrow strip), and its notes run across both. Each
        # panel is read whole, left to right, a day on one line with its times.
        doc = pymupdf.open()
        page = doc.new_page(width=842, height=595)
        panels = [[f"Panel {c} sentence {i} of the leaflet runs across it." for i in range(15)] for c in range(2)]
        for c, x in enumerate((30, 310)):
            for i, line in enumerate(panels[c]):
                page.insert_text((x, 60 + 13 * i), line, fontsize=10)
        days = [
            ("Monday to Friday", "06:30 - 22:00"),
            ("Saturday", "08:00 - 18:00"),
            ("Sunday", "08:00 - 20:00"),
            ("Public holidays", "09:00 - 17:00"),
        ]
        for i, (day, hours) in enumerate(days):
            page.insert_text((590, 60 + 13 * i), day, fontsize=10)
            page.insert_text((760, 60 + 13 * i), hours, fontsize=10)
        notes = [f"Note {i}: the pool may close early on some days." for i in range(4)] + ["Swimming", "Gym", "Café"]
        for i, line in enumerate(notes):
            page.insert_text((590, 125 + 13 * i), line, fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "leaflet.pdf"})])
        lines = result["documents"][0].content.split("\n")
        assert lines == [*panels[0], *panels[1], *(f"{day} {hours}" for day, hours in days), *notes]

    def test_a_running_header_close_above_one_column_is_not_read_into_it(self):
        # The HHS print of 45 CFR: a header over the second and third columns, its date under it above the third
        # column, only a little more than a body line above the columns. On each page a sentence runs on from the
        # second column into the third; the date must not cut it. It is one line at the page's top, repeated, which
        # the cleaner removes.
        doc = pymupdf.open()
        columns = {}
        for number in range(1, 5):
            page = doc.new_page()
            page.insert_text((320, 45), "Administrative Simplification Regulation Text", fontsize=10)
            page.insert_text((492, 57), "March 2013", fontsize=10)
            page.insert_text((300, 800), str(number), fontsize=10)
            words = ("covered", "entity", "plan", "health", "standard", "notice", "breach", "record")
            columns[number] = [
                [f"{words[(number + c + i) % 8]} {words[(number * c + i) % 8]} text {i} of the" for i in range(20)]
                for c in range(3)
            ]
            for c, x in enumerate((72, 250, 430)):
                for i, line in enumerate(columns[number][c]):
                    page.insert_text((x, 82 + 11.5 * i), line, fontsize=10)
        result = PyMuPDFToDocument().run(sources=[ByteStream(doc.tobytes(), meta={"file_name": "cfr.pdf"})])
        pages = result["documents"][0].content.split("\f")
        for number, page in enumerate(pages, start=1):
            lines = page.split("\n")
            assert lines[:2] == ["Administrative Simplification Regulation Text", "March 2013"]
            body = [*columns[number][0], *columns[number][1], *columns[number][2]]
            assert lines[2 : 2 + len(body)] == body


class TestStyledHeadings:
    """Lines set as headings by their type alone (`styled_headings`), for documents that number nothing."""

    SECTIONS = ("Scope", "Mooring lines", "Hot work permits", "Fire watch")

    def _manual(self, path, body_size=10, heading_size=13, heading_font="helv"):
        doc = pymupdf.open()
        page = doc.new_page()
        page.insert_text((72, 60), "Harbour Safety Manual", fontsize=20)
        y = 100
        for title in self.SECTIONS:
            page.insert_text((72, y), title, fontsize=heading_size, fontname=heading_font)
            y += 20
            for i in range(4):
                page.insert_text(
                    (72, y), f"The {title.lower()} rule applies to every berth, line {i}.", fontsize=body_size
                )
                y += 14
            y += 8
        doc.save(path)

    def test_larger_lines_are_listed_with_their_page_and_level(self, tmp_path):
        self._manual(tmp_path / "manual.pdf")
        meta = PyMuPDFToDocument().run(sources=[tmp_path / "manual.pdf"])["documents"][0].meta
        assert meta["styled_headings"] == [[0, "Harbour Safety Manual", 1]] + [[0, t, 2] for t in self.SECTIONS]

    def test_bold_lines_of_the_body_size_are_the_level_below(self, tmp_path):
        # A Federal Register notice sets its section headings ("Comments Invited", "Background") in the body's
        # size, in bold.
        self._manual(tmp_path / "notice.pdf", heading_size=10, heading_font="hebo")
        document = PyMuPDFToDocument().run(sources=[tmp_path / "notice.pdf"])["documents"][0]
        assert document.meta["styled_headings"] == [[0, "Harbour Safety Manual", 1]] + [
            [0, t, 2] for t in self.SECTIONS
        ]
        from rulebook.components.preprocessors.article_splitter import ArticleSplitter

        chunks = ArticleSplitter(min_chunk_chars=0).run(documents=[document])["documents"]
        assert [a for c in chunks for a in c.meta["articles"]] == ["Harbour Safety Manual", *self.SECTIONS]

    def test_bold_lines_of_a_bold_body_are_no_headings(self, tmp_path):
        doc = pymupdf.open()
        page = doc.new_page()
        for i in range(20):
            page.insert_text((72, 80 + 14 * i), f"Notice line {i} set in bold", fontsize=10, fontname="hebo")
        for i in range(10):
            page.insert_text((72, 400 + 14 * i), f"Plain line {i} of the notice text.", fontsize=10)
        doc.save(tmp_path / "bold.pdf")
        assert PyMuPDFToDocument().run(sources=[tmp_path / "bold.pdf"])["documents"][0].meta["styled_headings"] == []

    def test_a_federal_register_notice_is_cut_at_its_bold_headings(self):
        from rulebook.components.preprocessors.article_splitter import ArticleSplitter
        from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

        document = PyMuPDFToDocument().run(sources=[FIXTURES / "federal_register_2020-17221.pdf"])["documents"][0]
        cleaned = RunningTextCleaner().run(documents=[document])["documents"]
        chunks = ArticleSplitter().run(documents=cleaned)["documents"]
        articles = [c.meta["article"] for c in chunks]
        assert all(articles)  # before, only the last pages' `Part 39` and `§ 39.13`: 24 of 77 chunks
        for section in ("Comments Invited", "Background", "Costs of Compliance", "Regulatory Findings", "§ 39.13"):
            assert section in articles
        background = next(c for c in chunks if c.meta["article"] == "Background")
        assert background.content.startswith("Background\n") and background.meta["page_start"] == 1

    def test_a_document_set_in_larger_type_throughout_lists_none(self, tmp_path):
        # A letter whose body is set larger than its small print: its lines are not headings.
        doc = pymupdf.open()
        page = doc.new_page()
        for i in range(12):
            page.insert_text((72, 80 + 16 * i), f"Dear Sir, we reply to your letter {i}", fontsize=12)
        for i in range(30):
            page.insert_text((72, 300 + 10 * i), f"Enclosure line {i} of the copied regulation text here.", fontsize=8)
        doc.save(tmp_path / "letter.pdf")
        meta = PyMuPDFToDocument().run(sources=[tmp_path / "letter.pdf"])["documents"][0].meta
        assert meta["styled_headings"] == []

    def test_the_splitter_makes_them_articles(self, tmp_path):
        from rulebook.components.preprocessors.article_splitter import ArticleSplitter

        self._manual(tmp_path / "manual.pdf")
        document = PyMuPDFToDocument().run(sources=[tmp_path / "manual.pdf"])["documents"][0]
        chunks = ArticleSplitter(min_chunk_chars=0).run(documents=[document])["documents"]
        assert [a for c in chunks for a in c.meta["articles"]] == ["Harbour Safety Manual", *self.SECTIONS]
        assert next(c for c in chunks if c.meta["article"] == "Fire watch").content.startswith("Fire watch\nThe fire")
