"""pdf_checks: the problems that keep a file given as a PDF from being read, each named with what to do."""

import pymupdf

from rulebook.components.converters.pdf_checks import pdf_problem


def test_an_image_renamed_pdf_is_named_for_what_it_is():
    # A fresh user's PNG renamed .pdf had been reported as "its 1 page(s) are blank".
    pixmap = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 8, 8), False)
    png, jpeg = pixmap.tobytes("png"), pixmap.tobytes("jpeg")
    assert pdf_problem(png, "scan.pdf").startswith("scan.pdf: not a PDF but a PNG image; save or export it as a PDF")
    assert "not a PDF but a JPEG image" in pdf_problem(jpeg, "photo.pdf")
    assert "not a PDF but an HTML page" in pdf_problem(b"<!DOCTYPE html><html><body>Rules</body></html>", "x.pdf")


def test_a_real_pdf_passes_and_a_blank_one_is_still_blank():
    with pymupdf.open() as pdf:
        pdf.new_page().insert_text((72, 72), "Article 1 Scope")
        text = pdf.tobytes()
    with pymupdf.open() as pdf:
        pdf.new_page()
        blank = pdf.tobytes()
    assert pdf_problem(text, "rules.pdf") is None
    assert "its 1 page(s) are blank" in pdf_problem(blank, "blank.pdf")
