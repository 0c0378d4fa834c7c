"""
PDF pages as images, and where a cited passage lies on them: what the reading room (`rulebook.service.ui`) shows
for a citation.

A passage is found by aligning its words with the words PyMuPDF reads from the page (`page.get_text("words")`),
not by searching its text: the chunk text has been cleaned (running headers, footers and page numbers dropped,
whitespace collapsed), so it is not a substring of the page. Both sides are normalised the same way (Unicode
compatibility forms, case folded, everything but letters and digits dropped, a word hyphenated at the end of a
line joined with its continuation) and matched with `difflib.SequenceMatcher`. Runs of at least `MIN_RUN` words
count as found; short gaps between two found runs (a word the cleaner rewrote) are filled, long ones (a running
header at a page break) are not. A page word with a footnote mark glued to it ("vessel.¹²", "trains19") matches the
word without it, as the chunk text has it. The words found, grouped by line, give one box per line. A
passage that runs onto the next page is aligned with both pages at once, so its boxes are split between them.

Usage example:
```python
from pathlib import Path

from rulebook.service.page_images import find_passage, render_page

pdf = Path("samples/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf")
png = render_page(pdf, 29)
found = find_passage(pdf, "Federal law authorizes FRA inspectors to inspect records", 29, 29)
print(len(png), found.coverage, found.pages[0].boxes[0])
```
"""

import difflib
import re
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pymupdf

from rulebook.citations import strip_citations

#: Page images are rendered at this scale of the PDF's 72 dpi (108 dpi): readable on a laptop screen, small enough
#: to send for every citation click.
DEFAULT_ZOOM = 1.5
#: Allowed render scales; anything else is refused (a huge scale would be a cheap way to make the server work).
MIN_ZOOM, MAX_ZOOM = 0.5, 3.0
#: The fewest consecutive words that count as a found piece of a passage (shorter runs are chance matches).
MIN_RUN = 3
#: The longest gap (in words, on either side) filled between two found runs.
MAX_GAP = 6
#: A passage found to this share needs no second reading order.
GOOD_COVERAGE = 0.9
#: Rendered pages kept in memory, least recently used dropped first.
CACHE_PAGES = 48

# A normalised word with a footnote mark glued on: letters (or a word ending in one), then 1-3 digits.
_FOOTNOTE_MARK = re.compile(r"(.*[^\W\d_])(\d{1,3})")

# PyMuPDF documents are not safe to use from two threads at once; the server renders in a thread pool.
_lock = threading.Lock()
_images: "OrderedDict[tuple, bytes]" = OrderedDict()
_words: "OrderedDict[tuple, list[Word]]" = OrderedDict()


@dataclass(frozen=True)
class Word:
    """
    One normalised word of a page: its text for matching and, per line it is printed on, its box in PDF points
    (two lines for a word hyphenated at a line end).
    """

    norm: str
    page: int
    parts: tuple[tuple[tuple[int, int], tuple[float, float, float, float]], ...]


@dataclass
class PageHighlight:
    """
    Where a passage lies on one page.

    :param page: 1-based page number.
    :param width: Page width in PDF points.
    :param height: Page height in PDF points.
    :param boxes: One `(x0, y0, x1, y1)` box per line of the passage, in PDF points from the top left.
    :param quote_boxes: The same for the quoted sentence (the claim that cites the passage), when given and found.
    """

    page: int
    width: float
    height: float
    boxes: list[tuple[float, float, float, float]] = field(default_factory=list)
    quote_boxes: list[tuple[float, float, float, float]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """
        :returns: `page`, `width`, `height`, and `boxes` / `quote_boxes` as fractions of the page size
            (`{"x", "y", "w", "h"}`, each 0 to 1), so they can be laid over an image of any size.
        """

        def rel(box: tuple[float, float, float, float]) -> dict[str, float]:
            x0, y0, x1, y1 = box
            return {
                "x": round(x0 / self.width, 5),
                "y": round(y0 / self.height, 5),
                "w": round((x1 - x0) / self.width, 5),
                "h": round((y1 - y0) / self.height, 5),
            }

        return {
            "page": self.page,
            "width": round(self.width, 2),
            "height": round(self.height, 2),
            "boxes": [rel(b) for b in self.boxes],
            "quote_boxes": [rel(b) for b in self.quote_boxes],
        }


@dataclass
class PassageLocation:
    """
    :param pages: One entry per page searched (the passage's first to last page), in order.
    :param coverage: The share of the passage's words that were found, 0 to 1.
    :param quote_coverage: The same for the quote; None without a quote.
    """

    pages: list[PageHighlight]
    coverage: float
    quote_coverage: float | None = None


def normalise(word: str) -> str:
    """
    :param word: A word as printed or as the chunk holds it.
    :returns: Its letters and digits, case folded (`“Records,”` -> `records`, `non-` -> `non`); empty for
        punctuation alone.
    """
    return "".join(ch for ch in unicodedata.normalize("NFKC", word).casefold() if ch.isalnum())


def text_words(text: str) -> list[str]:
    """
    :param text: Passage or quote text.
    :returns: Its normalised words; a word hyphenated at a line end is joined with the next (`trans-\\nport`).
    """
    text = re.sub(r"(\w)-[ \t]*\n[ \t]*(\w)", r"\1\2", text)
    return [n for n in (normalise(w) for w in text.split()) if n]


def page_count(path: Path) -> int:
    """
    :param path: A PDF.
    :returns: Its number of pages.
    :raises ValueError: When the file is not a readable PDF.
    """
    with _lock, _open(path) as doc:
        return doc.page_count


def page_label(path: Path, page: int) -> str | None:
    """
    :param path: A PDF.
    :param page: 1-based page number.
    :returns: The page's printed label from the PDF's page labels, or None when the PDF defines none.
    """
    with _lock, _open(path) as doc:
        _check_page(doc, page)
        return doc[page - 1].get_label() or None


def render_page(path: Path, page: int, zoom: float = DEFAULT_ZOOM) -> bytes:
    """
    Render one page as PNG (cached per file version, page and scale).

    :param path: A PDF.
    :param page: 1-based page number.
    :param zoom: Scale of the PDF's 72 dpi, `MIN_ZOOM` to `MAX_ZOOM`.
    :returns: The PNG bytes.
    :raises ValueError: For a page the PDF does not have, a scale out of range, or a file that is not a PDF.
    """
    if not MIN_ZOOM <= zoom <= MAX_ZOOM:
        raise ValueError(f"zoom {zoom} is out of range: use {MIN_ZOOM} to {MAX_ZOOM}.")
    key = (*_version(path), page, round(zoom, 3))
    with _lock:
        if key in _images:
            _images.move_to_end(key)
            return _images[key]
        with _open(path) as doc:
            _check_page(doc, page)
            pixmap = doc[page - 1].get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False)
            png = pixmap.tobytes("png")
        _remember(_images, key, png)
        return png


def find_passage(
    path: Path, text: str, first_page: int, last_page: int | None = None, quote: str | None = None
) -> PassageLocation:
    """
    Find a passage (and optionally a sentence quoted from it) on its pages.

    :param path: A PDF.
    :param text: The passage text (a chunk's content).
    :param first_page: 1-based page where the passage starts.
    :param last_page: Page where it ends (the same page when None).
    :param quote: A sentence of the answer that cites the passage (its `[n]` markers are ignored), highlighted apart
        when it is found.
    :returns: The boxes per page and how much of the passage was found.
    :raises ValueError: For pages the PDF does not have, or a file that is not a PDF.
    """
    last_page = max(first_page, last_page or first_page)
    wanted = text_words(text)
    with _lock, _open(path) as doc:
        _check_page(doc, first_page)
        last_page = min(last_page, doc.page_count)
        numbers = range(first_page, last_page + 1)
        sizes = {n: (doc[n - 1].rect.width, doc[n - 1].rect.height) for n in numbers}
        # The converter reads a page in the PDF's own order; a table or a two-column page may read better top to
        # bottom and left to right, so that order is tried when the first leaves much of the passage unfound.
        words = [w for n in numbers for w in _page_words(doc, path, n, sort=False)]
        found, coverage = _align(wanted, words)
        if coverage < GOOD_COVERAGE:
            sorted_words = [w for n in numbers for w in _page_words(doc, path, n, sort=True)]
            found_sorted, coverage_sorted = _align(wanted, sorted_words)
            if coverage_sorted > coverage:
                words, found, coverage = sorted_words, found_sorted, coverage_sorted
    pages = {n: PageHighlight(page=n, width=w, height=h) for n, (w, h) in sizes.items()}
    for page, boxes in _line_boxes(words[i] for i in sorted(found)).items():
        pages[page].boxes = boxes
    quote_coverage = None
    if quote:
        hits, quote_coverage = _align(text_words(strip_citations(quote)), words, within=found)
        for page, boxes in _line_boxes(words[i] for i in sorted(hits)).items():
            pages[page].quote_boxes = boxes
    return PassageLocation(pages=list(pages.values()), coverage=coverage, quote_coverage=quote_coverage)


def _align(wanted: list[str], words: list[Word], within: set[int] | None = None) -> tuple[set[int], float]:
    """
    :param wanted: Normalised words to find, in order.
    :param words: The pages' words, in reading order.
    :param within: Only these word indexes may match (a quote is looked for inside its passage); None for all.
    :returns: The indexes of `words` that belong to the text, and the share of `wanted` found.
    """
    if not wanted or not words:
        return set(), 0.0
    known = set(wanted)
    haystack = [_unmarked(w.norm, known) if within is None or i in within else "\0" for i, w in enumerate(words)]
    matcher = difflib.SequenceMatcher(None, wanted, haystack, autojunk=False)
    least = min(MIN_RUN, len(wanted))
    runs = [m for m in matcher.get_matching_blocks() if m.size >= least]
    found: set[int] = set()
    matched = 0
    for i, run in enumerate(runs):
        following = runs[i + 1] if i + 1 < len(runs) else None
        found.update(range(run.b, run.b + run.size))
        matched += run.size
        if following is not None:
            gap_wanted = following.a - (run.a + run.size)
            gap_page = following.b - (run.b + run.size)
            if 0 <= gap_wanted <= MAX_GAP and 0 <= gap_page <= MAX_GAP:
                found.update(range(run.b + run.size, following.b))
                matched += gap_wanted
    return found, min(1.0, matched / len(wanted))


def _unmarked(norm: str, known: set[str]) -> str:
    """
    :param norm: A normalised page word.
    :param known: The normalised words looked for.
    :returns: The word without a footnote mark glued to it (`vessel.¹²` or `vessel.12` is `vessel12` once
        normalised) when the text looked for has the word without it; else the word unchanged.
    """
    # The converter drops footnote marks from the chunk text, the page keeps them: unmarked, the word is found.
    if norm in known:
        return norm
    marked = _FOOTNOTE_MARK.fullmatch(norm)
    return marked.group(1) if marked and marked.group(1) in known else norm


def _line_boxes(words: Iterable[Word]) -> dict[int, list[tuple[float, float, float, float]]]:
    """:returns: Per page, one box around the found words of each line, top to bottom."""
    lines: dict[tuple[int, tuple[int, int]], list[float]] = {}
    for w in words:
        for line, rect in w.parts:
            box = lines.setdefault((w.page, line), [*rect])
            box[0], box[1] = min(box[0], rect[0]), min(box[1], rect[1])
            box[2], box[3] = max(box[2], rect[2]), max(box[3], rect[3])
    out: dict[int, list[tuple[float, float, float, float]]] = {}
    for (page, _line), (x0, y0, x1, y1) in sorted(lines.items(), key=lambda kv: (kv[0][0], kv[1][1], kv[1][0])):
        out.setdefault(page, []).append((round(x0, 2), round(y0, 2), round(x1, 2), round(y1, 2)))
    return out


def _page_words(doc: Any, path: Path, page: int, sort: bool) -> list[Word]:
    """
    The normalised words of one page, a line-end hyphenation joined into one word: in the PDF's order, or top to
    bottom and left to right with `sort`.
    """
    key = (*_version(path), page, sort)
    if key in _words:
        _words.move_to_end(key)
        return _words[key]
    raw = doc[page - 1].get_text("words", sort=sort)
    words: list[Word] = []
    i = 0
    while i < len(raw):
        x0, y0, x1, y1, text, block, line, _ = raw[i]
        parts: tuple = (((block, line), (x0, y0, x1, y1)),)
        nxt = raw[i + 1] if i + 1 < len(raw) else None
        if text.endswith("-") and len(text) > 1 and nxt is not None and (nxt[5], nxt[6]) != (block, line):
            # "trans-" at a line end and "portation" on the next line are one word, boxed on both lines.
            parts += (((nxt[5], nxt[6]), tuple(nxt[:4])),)
            text += nxt[4]
            i += 1
        i += 1
        norm = normalise(text)
        if norm:  # punctuation alone ("–", "•") is no word, as in `text_words`
            words.append(Word(norm, page, parts))
    _remember(_words, key, words)
    return words


def _remember(cache: OrderedDict, key: tuple, value: Any) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > CACHE_PAGES:
        cache.popitem(last=False)


def _version(path: Path) -> tuple[str, int, int]:
    """A cache key that changes when the file does (a re-uploaded PDF of the same name)."""
    stat = path.stat()
    return str(path), stat.st_mtime_ns, stat.st_size


def _open(path: Path) -> Any:
    try:
        return pymupdf.open(path, filetype="pdf")
    except Exception as exc:
        raise ValueError(f"{path.name} cannot be read as a PDF: {exc}") from None


def _check_page(doc: Any, page: int) -> None:
    if not 1 <= page <= doc.page_count:
        raise ValueError(f"Page {page} does not exist: the document has pages 1 to {doc.page_count}.")
