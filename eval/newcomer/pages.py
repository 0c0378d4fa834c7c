"""
PyMuPDF helpers the newcomer sets' build scripts share: HTML escaping, HTML tables, a page of flowed HTML, HTML flowed
over as many pages as it needs (plain, or in blocks with footnotes at each page's foot), joining documents, stamping
HTML into a rectangle of a page (a running line, or a box at full size), and saving with fixed metadata. Each set's
`build.py` imports them (`sys.path` holds this folder).
"""

import io
import re
from collections.abc import Callable
from pathlib import Path

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


def box(page: pymupdf.Page, rect: pymupdf.Rect, html: str, css: str) -> None:
    """Print `html` into `rect` at full size (no shrinking to fit); raise if it does not fit."""
    spare, _ = page.insert_htmlbox(rect, html, css=css, scale_low=1)
    if spare < 0:
        raise ValueError(f"does not fit: {html[:80]}")


def table(head: list[str], rows: list[list[str]], cls: str = "t", caption: str = "") -> str:
    """An HTML table with an optional caption line above it."""
    h = "".join(f"<th>{c}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    cap = f'<p class="caption">{caption}</p>' if caption else ""
    return f'{cap}<table class="{cls}"><tr>{h}</tr>{body}</table>'


def flow(html: str, css: str, pagesize: pymupdf.Rect, rects: Callable[[int], list[pymupdf.Rect]]) -> pymupdf.Document:
    """Lay out `html` over as many pages as it needs; `rects(n)` gives the rectangles of page n (0-based), in order."""
    story = pymupdf.Story(html=html, user_css=css)
    buf = io.BytesIO()
    writer = pymupdf.DocumentWriter(buf)
    more, n = 1, 0
    while more:
        dev = writer.begin_page(pagesize)
        for r in rects(n):
            more, _ = story.place(r)
            story.draw(dev)
            if not more:
                break
        writer.end_page()
        n += 1
    writer.close()
    return pymupdf.open("pdf", buf.getvalue())


_SCRATCH = pymupdf.open()


def height(html: str, css: str, width: float) -> float:
    """The height `html` takes when laid out `width` wide."""
    page = _SCRATCH.new_page(width=width + 20, height=3000)
    spare, _ = page.insert_htmlbox(pymupdf.Rect(0, 0, width, 2900), html, css=css, scale_low=1)
    if spare < 0:
        raise ValueError("block taller than a page")
    return 2900 - spare


def paginate(
    blocks: list[tuple[str, list[str]]],
    css: str,
    foot_css: str,
    pagesize: pymupdf.Rect,
    frame: pymupdf.Rect,
    first_top: float | None = None,
) -> pymupdf.Document:
    """
    Fill pages with `blocks` (html, footnote texts it calls; "\\x00" marks each call), greedily, with each page's
    footnotes at its foot under a short rule, numbered through the document. A block "<PAGEBREAK>" starts a new page;
    `first_top`: where page 1's frame starts.
    """
    width = frame.width
    pages: list[tuple[list[str], list[str]]] = []
    current: list[str] = []
    notes: list[str] = []
    counter = 0

    def render(html_blocks: list[str], first: int) -> tuple[str, int]:
        n, out = first, []
        for b in html_blocks:
            while "\x00" in b:
                n += 1
                b = b.replace("\x00", f"<sup>{n}</sup>", 1)
            out.append(b)
        return "".join(out), n

    def foot_html(page_notes: list[str], first: int) -> str:
        return "".join(f"<p><sup>{first + k + 1}</sup> {esc(t)}</p>" for k, t in enumerate(page_notes))

    for html, fn in blocks:
        if html == "<PAGEBREAK>":
            pages.append((current, notes))
            counter += len(notes)
            current, notes = [], []
            continue
        trial, trial_notes = [*current, html], notes + fn
        body, _ = render(trial, counter)
        foot = foot_html(trial_notes, counter)
        need = height(body, css, width) + (height(foot, foot_css, width) + 12 if foot else 0)
        top = first_top if (first_top is not None and not pages) else frame.y0
        if need <= frame.y1 - top - 4 or not current:
            current, notes = trial, trial_notes
            continue
        pages.append((current, notes))
        counter += len(notes)
        current, notes = [html], list(fn)
    pages.append((current, notes))

    doc = pymupdf.open()
    counter = 0
    for i, (html_blocks, page_notes) in enumerate(pages):
        page = doc.new_page(width=pagesize.width, height=pagesize.height)
        top = first_top if (first_top is not None and i == 0) else frame.y0
        body, last = render(html_blocks, counter)
        foot = foot_html(page_notes, counter)
        counter = last
        foot_h = height(foot, foot_css, width) if foot else 0
        spare, _ = page.insert_htmlbox(
            pymupdf.Rect(frame.x0, top, frame.x1, frame.y1 - (foot_h + 12 if foot else 0)), body, css=css, scale_low=1
        )
        if spare < 0:
            raise ValueError(f"page {i + 1} overflows")
        if foot:
            page.draw_line((frame.x0, frame.y1 - foot_h - 6), (frame.x0 + 110, frame.y1 - foot_h - 6), width=0.4)
            page.insert_htmlbox(pymupdf.Rect(frame.x0, frame.y1 - foot_h, frame.x1, frame.y1), foot, css=foot_css)
    return doc


def split_notes(text: str, markup: Callable[[str], str] = esc) -> tuple[str, list[str]]:
    """
    Cut the footnotes '[[fn]]...[[/fn]]' out of `text`, leaving "\\x00" where each was called, and pass the rest
    through `markup` (by default, escape it).
    """
    notes = re.findall(r"\[\[fn\]\](.*?)\[\[/fn\]\]", text)
    body = re.sub(r"\[\[fn\]\].*?\[\[/fn\]\]", "\x00", text)
    return markup(body), notes


def save_pdf(doc: pymupdf.Document, path: Path, producer: str, when: str) -> None:
    """
    Write `doc` to `path` with fixed metadata (`producer` as producer and creator, `when` as both dates) and ID, so
    that a rebuild gives the same bytes.
    """
    doc.set_metadata(
        {"title": "", "author": "", "producer": producer, "creator": producer, "creationDate": when, "modDate": when}
    )
    doc.save(path, garbage=4, deflate=True, no_new_id=True)
    print(f"{path.name}: {doc.page_count} pages")
