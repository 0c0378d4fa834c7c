"""
The checks a PDF must pass before its pages are read: not empty, a readable PDF, no password, at least one page,
and not blank (some page has text, an image or a drawing: something to read or to OCR).

Light on purpose (PyMuPDF only, no Haystack): `scripts/index.py` runs them on the files it is given before the models
load, so that a run whose every file is broken fails in a fraction of a second, and `PyMuPDFToDocument` runs the
same ones, with the same messages, when it converts.

Usage example:
```python
from rulebook.components.converters.pdf_checks import pdf_problem

print(pdf_problem(b"", "empty.pdf"))  # empty.pdf: the file is empty (0 bytes); replace it with the complete PDF.
```
"""

import pymupdf


class PdfProblem(ValueError):
    """A PDF that cannot be read; its message says what to do."""


# The first bytes of the files most often given a .pdf name by mistake (the formats' signatures).
_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"PK\x03\x04", "a ZIP archive (a Word, Excel or OpenDocument file is one)"),
    (b"\xd0\xcf\x11\xe0", "an old Microsoft Office file"),
)


def _other_format(data: bytes) -> str | None:
    """:returns: What a file that is no PDF is, by its first bytes ("a PNG image"), or None when not known."""
    head = data[:16]
    for signature, kind in _SIGNATURES:
        if head.startswith(signature):
            return kind
    opening = data[:512].lstrip().lower()
    if opening.startswith((b"<!doctype html", b"<html")):
        return "an HTML page"
    return None


def open_pdf(data: bytes, name: str) -> pymupdf.Document:
    """
    :param data: The file's bytes.
    :param name: The file's name, which starts the message of a problem.
    :returns: The opened PDF (authenticated with the empty password when it is encrypted only against editing); the
        caller closes it.
    :raises PdfProblem: When it is empty, no readable PDF, password-protected or without pages.
    """
    if not data:
        raise PdfProblem(f"{name}: the file is empty (0 bytes); replace it with the complete PDF.")
    if b"%PDF" not in data[:1024] and (kind := _other_format(data)) is not None:
        # PyMuPDF opens an image as a one-page document with nothing on it: "blank" would say the wrong thing.
        raise PdfProblem(
            f"{name}: not a PDF but {kind}; save or export it as a PDF (a scanned page is read by OCR) and add that."
        )
    try:
        pdf = pymupdf.open(stream=data, filetype="pdf")
    except Exception as error:  # PyMuPDF raises several types for a damaged file
        raise PdfProblem(
            f"{name}: not a readable PDF ({error}); check that the file is a complete, undamaged PDF."
        ) from error
    if pdf.needs_pass and not pdf.authenticate(""):
        pdf.close()
        raise PdfProblem(
            f"{name}: the PDF is password-protected; remove the password (e.g. `qpdf --decrypt`) and add it again."
        )
    if pdf.page_count == 0:
        pdf.close()
        raise PdfProblem(f"{name}: the PDF has no pages; replace it with the complete PDF.")
    return pdf


def blank_problem(pdf: pymupdf.Document, name: str) -> str | None:
    """
    :param pdf: An opened PDF (`open_pdf`).
    :param name: The file's name, which starts the message.
    :returns: The message for a PDF whose every page is blank (no text, no image, no drawing: nothing OCR could
        read either); None as soon as one page has any of them, which is the first page of most PDFs.
    """
    for page in pdf:
        if page.get_text("text").strip() or page.get_images() or page.get_cdrawings():
            return None
    return (
        f"{name}: its {pdf.page_count} page(s) are blank (no text, image or drawing), so there is nothing to index; "
        "replace it with the complete PDF."
    )


def pdf_problem(data: bytes, name: str) -> str | None:
    """
    :param data: The file's bytes.
    :param name: The file's name, which starts the message.
    :returns: Why the PDF cannot be indexed (`open_pdf`'s problem, or `blank_problem`), as a message that says what
        to do; None when it opens, needs no password and has a page that is not blank. Whether a scanned page's OCR
        finds text is not checked here: that takes running OCR.
    """
    try:
        pdf = open_pdf(data, name)
    except PdfProblem as problem:
        return str(problem)
    with pdf:
        return blank_problem(pdf, name)
