"""
PyMuPDF helpers the newcomer sets' build scripts share: HTML escaping, a page of flowed HTML, joining documents, and
stamping HTML into a rectangle of a page. Each set's `build.py` imports them (`sys.path` holds this folder).
"""

import pymupdf


def esc(s: str) -> str:
    """Escape text for HTML."""
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def one_page(html: str, css: str, pagesize: pymupdf.Rect, rect: pymupdf.Rect) -> pymupdf.Document:
    """A one-page document with `html` in `rect`; raises if it does not fit."""
    doc = pymupdf.open()
    page = doc.new_page(width=pagesize.width, height=pagesize.height)
    spare, _ = page.insert_htmlbox(rect, html, css=css, scale_low=1)
    if spare < 0:
        raise ValueError("one_page: content does not fit")
    return doc


def join(*docs: pymupdf.Document) -> pymupdf.Document:
    """The documents one after the other."""
    out = pymupdf.open()
    for d in docs:
        out.insert_pdf(d)
    return out


def stamp(page: pymupdf.Page, rect: pymupdf.Rect, html: str, css: str = "") -> None:
    """Print a running header or footer."""
    spare, _ = page.insert_htmlbox(rect, html, css="* {font-family: sans-serif; font-size: 7.5pt; margin:0}" + css)
    if spare < 0:
        raise ValueError(f"stamp does not fit: {html}")
