"""
A seeded generator of regulation-like PDFs with their ground truth: the layout zoo.

Each document has one heading convention (`eval.layouts.conventions`) and none or some layout hazards
(`eval.layouts.hazards`). It is drawn with PyMuPDF (`page.insert_text`, PyMuPDF's built-in Helvetica, Times and
Courier, embedded so that every character, ligatures and dashes included, is in the text layer), line by line: the
generator wraps the text itself, so it knows on which page every line, heading and sentence lands.

Beside each `NAME.pdf` it writes `NAME.json`, the ground truth:
- `file`, `seed`, `convention`, `hazards`, `page_count`, `title`;
- `articles`: per article, in reading order, `id` (the true id, see `eval.layouts.conventions`), `key`
  (`normalise_id(id)`), `title`, `parent` (the id of its chapter, part, annex, category or group), `page_start` and
  `page_end` (1-based physical pages of its heading and of its last line), `sentence` (a sentence printed only in
  this article, once, in this whole zoo) and `sentence_pages` (the physical pages it is printed on: two when it
  runs across a page break);
- `pages`: per physical page, `page` (1-based), `label` (the printed page label: `7`, `2-13`, `iv`; "" for the
  cover), `kind` (`cover`, `front`, `toc` or `body`), `headers` and `footers` (the running lines printed on it:
  each piece as printed, the label included) and `rotated`.

The zoo of a seed: one document per convention without hazards, one per hazard (on a convention drawn at random),
and a few that combine three hazards; the conventions and hazards added later come after those, drawn apart, so that
a seed still gives the documents it gave before them. `--small` makes each document a few pages, `--long` adds one
document of about 2,000 pages. `--matrix` writes every convention with each of the hazards named instead. The same
seed always gives the same files.

Usage example:

```bash
python -m eval.layouts --seed 1 --out /tmp/zoo1            # the tuning zoo
python -m eval.layouts --seed 2 --out /tmp/zoo2            # the held-out zoo
python -m eval.layouts --seed 1 --out /tmp/zoo-small --small
python -m eval.layouts --seed 1 --out /tmp/zoo-long --long --only long
python -m eval.layouts --seed 11 --out /tmp/matrix11 --matrix tables two_columns+tables
```

```python
from pathlib import Path
from eval.layouts.generator import generate_zoo

written = generate_zoo(Path("/tmp/zoo1"), seed=1, small=True)
print(written[0].name)
```
"""

import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pymupdf

from eval.layouts.conventions import CONVENTIONS, LATER_CONVENTIONS, Convention, normalise_id
from eval.layouts.hazards import HAZARDS, LATER_HAZARDS, ZOO_HAZARDS, compatible
from eval.layouts.words import TextSource

# A4, in points.
_WIDTH, _HEIGHT = 595.0, 842.0
_LEFT, _RIGHT, _TOP, _BOTTOM = 72.0, 523.0, 80.0, 772.0
_HEADER_Y, _FOOTER_Y = 50.0, 808.0
_GUTTER = 18.0
_MARGIN_BODY_X = 172.0  # the body column of a document with headings in the left margin
_BODY_SIZE = 10.0
_NOTE_SIZE = 8.0
_ROW_HEIGHT = 14.0
_MARKER = "\x02"  # in a paragraph's text: a footnote marker follows ("order.\x021")
_LIGATURES = (("ffi", "ﬃ"), ("ffl", "ﬄ"), ("ff", "ﬀ"), ("fi", "ﬁ"), ("fl", "ﬂ"))
_ROMAN_NUMERALS = ((10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"))
_PLACES = ("Northfield", "Eastmoor", "Kestrel Bay", "Harrowgate", "Silverdale", "Ashby", "Marlow Vale", "Corrin")
_DOMAINS = ("Harbour Rail", "Motor Sport", "Pipeline Safety", "Port Authority", "Tramway", "Aviation Ground")
_BOOKS = ("Rulebook", "Operating Regulations", "Safety Code", "Technical Rules", "Compliance Manual")
_MONTHS = ("January", "March", "April", "June", "September", "November")


@dataclass
class Paragraph:
    """A block of body text: `text` may hold forced line breaks ("\\n") and footnote markers."""

    text: str
    article: int | None = None
    unique: tuple[int, int] | None = None  # the unique sentence's character span in `text`
    indent: float = 0.0
    hanging: float = 0.0
    lead: str | None = None  # a run-in heading, in bold, before the text on its first line
    margin: list[str] | None = None  # heading lines printed in the left margin beside the first lines
    notes: list[str] = field(default_factory=list)  # footnote texts, in the order of their markers
    heading_of: int | None = None  # the article whose heading this paragraph carries (lead or margin)


@dataclass
class HeadingBlock:
    lines: list[str]
    size: float
    article: int | None = None
    parent: str | None = None  # the parent's running-header text, for a parent heading


@dataclass
class TableBlock:
    header: list[str]
    rows: list[list[str]]
    article: int | None = None


@dataclass
class TocBlock:
    entries: list[tuple[str, int, str]]  # (text as printed, indent level, key of the heading it points to)


@dataclass
class PageBreak:
    kind: str = "body"


@dataclass
class DocumentSpec:
    """
    One document of the zoo.

    :param name: File stem.
    :param convention: A name of `CONVENTIONS`.
    :param hazards: Names of `HAZARDS`.
    :param parents: Number of parents (chapters).
    :param per_parent: Articles per parent.
    :param seed: The document's own seed.
    """

    name: str
    convention: str
    hazards: tuple[str, ...]
    parents: int
    per_parent: int
    seed: int


def _roman(number: int) -> str:
    out = ""
    for value, letters in _ROMAN_NUMERALS:
        while number >= value:
            out += letters
            number -= value
    return out


class _Writer:
    """Lays out blocks on pages and records where each article, sentence and running line landed."""

    def __init__(self, spec: DocumentSpec, convention: Convention, toc_labels: dict[str, str] | None) -> None:
        self.spec = spec
        self.hazards = set(spec.hazards)
        self.doc = pymupdf.open()
        self.fonts = {name: pymupdf.Font(name) for name in {convention.font, convention.bold, "helv", "hebo"}}
        self.advances: dict[str, dict[str, float]] = {}
        self.body, self.bold = convention.font, convention.bold
        self.ligatures = "ligatures_hyphenation" in self.hazards
        self.hyphenate = "ligatures_hyphenation" in self.hazards
        self.columns = 2 if "two_columns" in self.hazards else 1
        self.margin_headings = convention.name == "margin"
        self.toc_labels = toc_labels or {}
        self.page: pymupdf.Page | None = None
        self.pages: list[dict[str, Any]] = []
        self.column = 0
        self.y = _TOP
        self.reserve = 0.0
        self.notes: list[list[str]] = []
        self.note_number = 0
        self.parent_text: str | None = None
        self.parent_ordinal = 0
        self.article_pages: dict[int, set[int]] = {}
        self.sentence_pages: dict[int, set[int]] = {}
        self.heading_pages: dict[str, int] = {}  # key of a heading -> 0-based page
        self.placed_on_page = False

    # ------------------------------------------------------------------ pages

    def new_page(self, kind: str) -> None:
        self.finish_page()
        self.page = self.doc.new_page(width=_WIDTH, height=_HEIGHT)
        for name, font in self.fonts.items():
            self.page.insert_font(fontname=f"F{name}", fontbuffer=font.buffer)
        self.pages.append({"kind": kind, "parent": self.parent_text, "chapter": self.parent_ordinal})
        self.column, self.y, self.reserve = 0, _TOP, 0.0
        self.notes.append([])
        self.placed_on_page = False

    def finish_page(self) -> None:
        if self.page is None or not self.notes or not self.notes[-1]:
            return
        y = _BOTTOM - self.reserve + 4
        if "footnotes_plain" not in self.hazards:
            self.page.draw_line((_LEFT, y), (_LEFT + 110, y), color=(0, 0, 0), width=0.5)
        y += 4
        for line in self.notes[-1]:
            y += _NOTE_SIZE * 1.25
            self._draw(_LEFT, y, line, self.body, _NOTE_SIZE)

    def advance(self) -> None:
        if self.column + 1 < self.columns and self.pages[-1]["kind"] == "body":
            self.column += 1
            self.y = _TOP
            return
        self.new_page(self.pages[-1]["kind"] if self.pages else "body")

    def fits(self, height: float) -> bool:
        return self.y + height <= _BOTTOM - self.reserve

    def column_box(self) -> tuple[float, float]:
        """:returns: x and width of the current text column."""
        if self.margin_headings:
            return _MARGIN_BODY_X, _RIGHT - _MARGIN_BODY_X
        if self.columns == 1 or self.pages[-1]["kind"] != "body":
            return _LEFT, _RIGHT - _LEFT
        width = (_RIGHT - _LEFT - _GUTTER) / 2
        return _LEFT + self.column * (width + _GUTTER), width

    # ------------------------------------------------------------------ text

    def shape(self, text: str) -> str:
        if self.ligatures:
            for plain, glyph in _LIGATURES:
                text = text.replace(plain, glyph)
        return text

    def advance_of(self, text: str, font: str) -> float:
        """The width of a text at size 1 (PyMuPDF's `text_length` is slow per call: widths are cached per glyph)."""
        table = self.advances.setdefault(font, {})
        total = 0.0
        for char in text:
            width = table.get(char)
            if width is None:
                width = table[char] = self.fonts[font].glyph_advance(ord(char))
            total += width
        return total

    def width(self, text: str, font: str, size: float) -> float:
        if _MARKER in text:
            plain = re.sub(_MARKER + r"\d+", "", text)
            extra = sum(self.advance_of(m, font) * size * 0.6 for m in re.findall(_MARKER + r"(\d+)", text))
            return self.advance_of(self.shape(plain), font) * size + extra
        return self.advance_of(self.shape(text), font) * size

    def _draw(self, x: float, baseline: float, text: str, font: str, size: float) -> float:
        """Draw one line (footnote markers raised and small); :returns: the x after it."""
        parts = re.split(_MARKER + r"(\d+)", text)
        for index, part in enumerate(parts):
            if not part:
                continue
            if index % 2:  # a footnote number, superscript
                self.page.insert_text((x, baseline - size * 0.35), part, fontname=f"F{font}", fontsize=size * 0.6)
                x += self.advance_of(part, font) * size * 0.6
            else:
                shaped = self.shape(part)
                self.page.insert_text((x, baseline), shaped, fontname=f"F{font}", fontsize=size)
                x += self.advance_of(shaped, font) * size
        return x

    def wrap(self, text: str, font: str, size: float, first: float, rest: float) -> list[tuple[str, int, int]]:
        """
        Break a paragraph into lines, hyphenating long words when the hazard is on.

        :returns: (line text, start, end) with character offsets into `text`.
        """
        lines: list[tuple[str, int, int]] = []
        current, start, end = "", 0, 0

        def flush() -> None:
            nonlocal current
            if current:
                lines.append((current, start, end))
            current = ""

        for match in re.finditer(r"\n|[^ \n]+", text):
            if match.group() == "\n":
                flush()
                continue
            word, word_start = match.group(), match.start()
            while word:
                available = first if not lines else rest
                candidate = f"{current} {word}" if current else word
                if self.width(candidate, font, size) <= available or not current:
                    if not current:
                        start = word_start
                    current, end, word = candidate, word_start + len(word), ""
                    continue
                core = word.rstrip(".,;:")
                split = None
                if self.hyphenate and len(core) >= 8 and core.isalpha():
                    for k in range(len(core) - 3, 2, -1):
                        if self.width(f"{current} {word[:k]}-", font, size) <= available:
                            split = k
                            break
                if split:
                    current, end = f"{current} {word[:split]}-", word_start + split
                    word, word_start = word[split:], word_start + split
                flush()
        flush()
        return lines

    # ------------------------------------------------------------------ blocks

    def heading_lines(self, block: HeadingBlock) -> list[str]:
        """A heading's lines, each wrapped at word breaks to the width it is printed in (a column, or the page)."""
        _x, width = self.column_box()
        if self.margin_headings:
            width = _RIGHT - _LEFT  # chapter headings stand across the margin too
        # A heading wider than its column would run into the next column, which no typesetter prints. Headings
        # break at spaces only, never at a hyphen.
        hyphenate, self.hyphenate = self.hyphenate, False
        lines = [text for line in block.lines for text, _s, _e in self.wrap(line, self.bold, block.size, width, width)]
        self.hyphenate = hyphenate
        return lines

    def heading(self, block: HeadingBlock) -> None:
        line_height = block.size * 1.35
        gap = 14.0 if block.parent else 7.0
        need = gap + line_height * len(self.heading_lines(block)) + 2 * _BODY_SIZE * 1.3
        if block.lines and not self.fits(need):
            self.advance()
        if block.parent is not None:
            self.parent_ordinal += 1
            self.parent_text = block.parent
            if not self.placed_on_page:
                self.pages[-1]["parent"] = block.parent
                self.pages[-1]["chapter"] = self.parent_ordinal
        if not block.lines:
            return
        if self.y > _TOP:
            self.y += gap
        x, _width = self.column_box()
        if self.margin_headings:
            x = _LEFT  # chapter headings stand across the margin too
        for line in self.heading_lines(block):
            self.y += line_height
            self._draw(x, self.y - block.size * 0.3, line, self.bold, block.size)
            self._mark(block.article, None, 0, 0)
        self.y += 2
        self.placed_on_page = True

    def _mark(self, article: int | None, unique: tuple[int, int] | None, start: int, end: int) -> None:
        page = len(self.pages) - 1
        if article is not None:
            self.article_pages.setdefault(article, set()).add(page)
            if unique is not None and start < unique[1] and end > unique[0]:
                self.sentence_pages.setdefault(article, set()).add(page)

    def paragraph(self, block: Paragraph) -> None:
        size = _BODY_SIZE
        line_height = size * 1.3
        x, width = self.column_box()
        x += block.indent
        width -= block.indent
        lead_width = self.width(block.lead + " ", self.bold, size) if block.lead else 0.0
        lines = self.wrap(block.text, self.body, size, width - lead_width, width - block.hanging)
        margin = self.margin_lines(block.margin or [], size * 0.95)
        keep = max(len(margin), 2 if block.lead else 1)
        if not self.fits(line_height * min(keep, len(lines)) + 4):
            self.advance()
            x, width = self.column_box()
            x += block.indent
        self.y += 4
        for index, (text, start, end) in enumerate(lines):
            note_height = 0.0
            markers = re.findall(_MARKER + r"(\d+)", text)
            if markers:
                note_lines = [self.notes_for(int(m), block) for m in markers]
                note_height = sum(len(n) for n in note_lines) * _NOTE_SIZE * 1.25 + (12 if not self.notes[-1] else 0)
            if not self.fits(line_height + note_height):
                self.advance()
                x, width = self.column_box()
                x += block.indent
            self.y += line_height
            baseline = self.y - size * 0.3
            line_x = x if index == 0 else x + block.hanging
            if index == 0 and block.lead:
                self._draw(line_x, baseline, block.lead, self.bold, size)
                line_x += lead_width
                self._mark(block.heading_of, None, 0, 0)
            if margin:
                self._draw(_LEFT, baseline, margin.pop(0), self.bold, size * 0.95)
                self._mark(block.heading_of, None, 0, 0)
            self._draw(line_x, baseline, text, self.body, size)
            self._mark(block.article, block.unique, start, end)
            if markers:
                self.reserve += note_height
                for note in note_lines:
                    self.notes[-1].extend(note)
            self.placed_on_page = True
        while margin:  # a margin heading longer than its paragraph
            self.y += line_height
            self._draw(_LEFT, self.y - size * 0.3, margin.pop(0), self.bold, size * 0.95)

    def margin_lines(self, lines: list[str], size: float) -> list[str]:
        """
        The lines of a margin heading, each wrapped at word breaks to the margin's width.

        A margin is as wide as the space left of the body less a gutter: a heading line printed wider would run
        into the body text, which no typesetter does.

        :returns: The lines to print, top to bottom.
        """
        width = _MARGIN_BODY_X - _LEFT - _GUTTER
        wrapped: list[str] = []
        for line in lines:
            current = ""
            for word in line.split():
                candidate = f"{current} {word}" if current else word
                if current and self.width(candidate, self.bold, size) > width:
                    wrapped.append(current)
                    candidate = word
                current = candidate
            if current:
                wrapped.append(current)
        return wrapped

    def notes_for(self, number: int, block: Paragraph) -> list[str]:
        text = f"{number} {block.notes[number - block_first_note(block)]}"
        return [line for line, _s, _e in self.wrap(text, self.body, _NOTE_SIZE, _RIGHT - _LEFT, _RIGHT - _LEFT)]

    def table(self, block: TableBlock) -> None:
        x, width = self.column_box()
        widths = [width * 0.14, width * 0.62, width * 0.24]
        self.y += 6

        def row(cells: list[str], bold: bool) -> None:
            nonlocal x
            if not self.fits(_ROW_HEIGHT):
                self.advance()
                x, _width = self.column_box()  # the table goes on in the next column, or on the next page
                if not bold:
                    row(block.header, True)
            cx = x
            for cell, cell_width in zip(cells, widths, strict=True):
                rect = pymupdf.Rect(cx, self.y, cx + cell_width, self.y + _ROW_HEIGHT)
                self.page.draw_rect(rect, color=(0, 0, 0), width=0.5)
                font = self.bold if bold else self.body
                text = cell
                while len(text) > 3 and self.width(text, font, 8.5) > cell_width - 6:
                    text = text[:-1]
                self._draw(cx + 3, self.y + _ROW_HEIGHT - 4, text, font, 8.5)
                cx += cell_width
            self.y += _ROW_HEIGHT
            self._mark(block.article, None, 0, 0)
            self.placed_on_page = True

        row(block.header, True)
        for cells in block.rows:
            row(cells, False)
        self.y += 4

    def toc(self, block: TocBlock) -> None:
        self.heading(HeadingBlock(["Contents"], 14.0))
        size = 9.5
        for text, level, key in block.entries:
            if not self.fits(size * 1.5):
                self.advance()
            self.y += size * 1.5
            label = self.toc_labels.get(key, "00")
            x = _LEFT + 14 * level
            font = self.bold if level == 0 else self.body
            label_width = self.width(label, self.body, size)
            room = _RIGHT - label_width - 4 - (x + self.width(text, font, size) + 4)
            dots = " " + ". " * max(0, int(room / self.width(". ", self.body, size)))
            end = self._draw(x, self.y, text, font, size)
            self._draw(end, self.y, dots.rstrip(), self.body, size)
            self._draw(_RIGHT - label_width, self.y, label, self.body, size)
        self.placed_on_page = True

    def layout(self, blocks: list[Any]) -> None:
        for block in blocks:
            if isinstance(block, PageBreak):
                if self.placed_on_page or not self.pages:
                    self.new_page(block.kind)
                else:
                    self.pages[-1]["kind"] = block.kind
            elif isinstance(block, HeadingBlock):
                self.heading(block)
            elif isinstance(block, Paragraph):
                self.paragraph(block)
            elif isinstance(block, TableBlock):
                self.table(block)
            elif isinstance(block, TocBlock):
                self.toc(block)
            key = getattr(block, "key", None)
            if key:
                self.heading_pages[key] = len(self.pages) - 1
        self.finish_page()


def block_first_note(block: Paragraph) -> int:
    """:returns: The number of the first footnote of a paragraph (its markers number on from it)."""
    numbers = [int(n) for n in re.findall(_MARKER + r"(\d+)", block.text)]
    return min(numbers) if numbers else 1


# ---------------------------------------------------------------------- content


@dataclass
class _Content:
    blocks: list[Any]
    articles: list[dict[str, Any]]
    toc_keys: list[tuple[str, int, str]]
    title: str
    short_title: str
    issue: str
    label_style: str


def _clause_body(text: TextSource, rng: random.Random, unique: str) -> tuple[list[Paragraph], int]:
    """Lettered clauses, the third with roman sub-clauses; :returns: paragraphs and the one holding `unique`."""
    paragraphs = [Paragraph(f"{text.sentence()[:-1]}, subject to the following requirements:")]
    clauses: list[tuple[str, float]] = []
    letters = "abcd"
    for index, letter in enumerate(letters):
        clauses.append((f"({letter}) {text.sentence()[:-1]};", 0.0))
        if index == 2:
            for roman in ("i", "ii", "iii", "iv"):
                clauses.append((f"({roman}) {text.sentence()[:-1]};", 22.0))
    where = rng.randrange(len(clauses))
    marker = clauses[where][0].split(" ", 1)[0]
    clauses[where] = (f"{marker} {unique}", clauses[where][1])
    last_text, last_indent = clauses[-1]
    if last_text.endswith(";"):
        clauses[-1] = (last_text[:-1] + ".", last_indent)
    for clause, indent in clauses:
        paragraphs.append(Paragraph(clause, indent=indent, hanging=20.0))
    return paragraphs, where + 1


def _article_body(
    convention: Convention,
    hazards: set[str],
    rng: random.Random,
    text: TextSource,
    unique: str,
    refs: list[str],
    index: int,
) -> list[Any]:
    """
    The paragraphs (and tables) of one article, the unique sentence in one of them.

    :returns: Paragraph and TableBlock blocks, each with `article` set; the paragraph holding `unique` has `unique`.
    """
    body: list[Any]
    if convention.clauses:
        body, holder = _clause_body(text, rng, unique)
    else:
        count = rng.randrange(4, 7) if "page_breaks" in hazards else rng.randrange(1, 4)
        body = [Paragraph(" ".join(text.paragraph(rng.randrange(2, 5)))) for _ in range(count)]
        holder = count - 1 if "page_breaks" in hazards else rng.randrange(count)
        sentences = body[holder].text.split(". ")
        where = len(sentences) if "page_breaks" in hazards else rng.randrange(len(sentences) + 1)
        parts = [s if s.endswith(".") else s + "." for s in sentences]
        parts.insert(where, unique)
        body[holder].text = " ".join(parts)
    if "cross_refs" in hazards and rng.random() < 0.7:
        target = rng.choice(refs)
        # Forced to a line start: inside a sentence after "as required by", or starting a sentence.
        if rng.random() < 0.5:
            ref = (
                f"{text.sentence()} The limits that apply are those set out as required by\n{target} for each vehicle."
            )
        else:
            ref = f"{text.sentence()}\n{target} sets out the limits that apply to each vehicle in service."
        spot = rng.choice([i for i in range(len(body)) if i != holder] or [holder])
        body[spot].text = f"{body[spot].text} {ref}"
    if "tables" in hazards and (index % 3 == 0):
        rows = text.table_rows(rng.randrange(30, 48) if index % 6 == 0 else rng.randrange(4, 9))
        # The unique sentence comes after the table: what follows a table must stay in its article.
        body.append(body.pop(holder))
        holder = len(body) - 1
        body.insert(holder, TableBlock(["Item", "Requirement", "Limit"], rows))
        holder += 1
    for block in body:
        block.article = index
    start = body[holder].text.index(unique)
    body[holder].unique = (start, start + len(unique))
    return body


def _add_footnotes(body: list[Any], hazards: set[str], rng: random.Random, text: TextSource, number: int) -> int:
    """
    Put a footnote marker after the first sentence of some paragraphs, never inside the unique sentence.

    :returns: The number of the last footnote of the document so far.
    """
    if not hazards & {"footnotes", "footnotes_plain"}:
        return number
    for paragraph in body:
        if not isinstance(paragraph, Paragraph) or rng.random() >= 0.35:
            continue
        cut = paragraph.text.find(". ")
        span = paragraph.unique
        if cut <= 0 or (span is not None and span[0] < cut + 1 < span[1]):
            continue
        number += 1
        marker = f"{_MARKER}{number}"
        paragraph.text = paragraph.text[: cut + 1] + marker + paragraph.text[cut + 1 :]
        paragraph.notes.append(text.sentence())
        if span and span[0] > cut:
            paragraph.unique = (span[0] + len(marker), span[1] + len(marker))
    return number


def _front_blocks(hazards: set[str], rng: random.Random, text: TextSource, short_title: str, issue: str) -> list[Any]:
    """The cover and, with `front_matter` or `page_labels_dash`, a foreword."""
    blocks: list[Any] = [PageBreak("cover")]
    # The cover differs from the running lines (upper case, other wording): a running line found in a chunk is a leak.
    blocks.append(HeadingBlock([short_title.upper()], 18.0))
    number, date = issue.split(" — ")
    blocks.append(Paragraph(f"{number}, in force from {date}"))
    if "front_matter" in hazards or "page_labels_dash" in hazards:
        blocks.append(PageBreak("front"))
        blocks.append(HeadingBlock(["Foreword"], 14.0))
        for _ in range(14 if "front_matter" in hazards else 3):
            blocks.append(Paragraph(" ".join(text.paragraph(rng.randrange(3, 6)))))
    return blocks


def _build_content(spec: DocumentSpec, convention: Convention, rng: random.Random, text: TextSource) -> _Content:
    hazards = set(spec.hazards)
    nodes = convention.outline(text, spec.parents, spec.per_parent)
    place, domain, book = rng.choice(_PLACES), rng.choice(_DOMAINS), rng.choice(_BOOKS)
    short_title = f"{place} {domain} {book}"
    issue = f"Issue {rng.randrange(1, 9)} — {rng.randrange(1, 28)} {rng.choice(_MONTHS)} {rng.randrange(2019, 2027)}"
    blocks = _front_blocks(hazards, rng, text, short_title, issue)
    toc_index = len(blocks)
    chapter_pages = bool(hazards & {"running_by_chapter", "page_labels_dash"})
    blocks.append(PageBreak("body"))
    articles: list[dict[str, Any]] = []
    toc_keys: list[tuple[str, int, str]] = []
    refs = [n.ref for n in nodes if n.kind == "article"]
    note_number = 0
    first_parent = True
    for node in nodes:
        key = f"{node.kind}:{node.id}"
        if node.kind in ("parent", "group"):
            if node.kind == "parent" and chapter_pages and not first_parent:
                blocks.append(PageBreak("body"))
            # The running header's form of a parent ("CHAPTER 3 – SAFETY", an en dash) is printed nowhere else.
            running = f"{node.id} – {node.title}".upper() if node.kind == "parent" else None
            if node.kind == "parent":
                first_parent = False
            if node.heading.style == "runin":
                # A heading printed with its description on the same line (NIST CSF functions and categories).
                if running is not None:
                    blocks.append(HeadingBlock([], 0.0, parent=running))
                block = Paragraph(" ".join(node.intro), lead=node.heading.lines[0])
            else:
                block = HeadingBlock(node.heading.lines, node.heading.size, parent=running)
            block.key = key  # type: ignore[attr-defined]
            blocks.append(block)
            toc_keys.append((" ".join(node.heading.lines), 0 if node.kind == "parent" else 1, key))
            continue
        index = len(articles)
        unique = text.unique_sentence()
        articles.append(
            {
                "id": node.id,
                "key": normalise_id(node.id),
                "title": node.title,
                "parent": node.parent,
                "sentence": unique,
            }
        )
        toc_keys.append((" ".join(node.heading.lines), 2, key))
        paragraphs = _article_body(convention, hazards, rng, text, unique, refs, index)
        note_number = _add_footnotes(paragraphs, hazards, rng, text, note_number)
        first = paragraphs[0]
        style = node.heading.style
        if style == "runin" and isinstance(first, Paragraph) and not first.indent:
            first.lead = node.heading.lines[0]
            first.heading_of = index
            first.key = key  # type: ignore[attr-defined]
        elif style == "margin" and isinstance(first, Paragraph):
            first.margin = list(node.heading.lines)
            first.heading_of = index
            first.key = key  # type: ignore[attr-defined]
        else:
            heading = HeadingBlock(node.heading.lines, node.heading.size, article=index)
            heading.key = key  # type: ignore[attr-defined]
            blocks.append(heading)
        blocks.extend(paragraphs)
    if "toc" in hazards:
        blocks[toc_index:toc_index] = [PageBreak("toc"), TocBlock(toc_keys)]
    label_style = rng.choice(("plain", "page_of"))
    return _Content(blocks, articles, toc_keys, short_title, short_title, issue, label_style)


# ---------------------------------------------------------------------- documents


def _labels(pages: list[dict[str, Any]], hazards: set[str], style: str) -> tuple[list[str], list[str]]:
    """:returns: Each page's printed label and the text printed for it in the footer."""
    total = len(pages)
    dash = "page_labels_dash" in hazards
    roman_front = dash or "front_matter" in hazards
    labels, printed = [], []
    front = body = 0
    chapter_pages: dict[int, int] = {}
    for index, page in enumerate(pages):
        if page["kind"] == "cover":
            labels.append("")
            printed.append("")
            continue
        if roman_front and page["kind"] in ("front", "toc"):
            front += 1
            labels.append(_roman(front))
            printed.append(_roman(front))
            continue
        body += 1
        if dash:
            chapter = max(page["chapter"], 1)
            chapter_pages[chapter] = chapter_pages.get(chapter, 0) + 1
            label = f"{chapter}-{chapter_pages[chapter]}"
            labels.append(label)
            printed.append(label)
        elif roman_front:
            labels.append(str(body))
            printed.append(str(body))
        elif style == "page_of":
            labels.append(str(index + 1))
            printed.append(f"Page {index + 1} of {total}")
        else:
            labels.append(str(index + 1))
            printed.append(str(index + 1))
    return labels, printed


def _draw_running_lines(writer: _Writer, content: _Content, labels: list[str], printed: list[str]) -> list[dict]:
    """Draw every page's header and footer; :returns: the ground truth of each page."""
    by_chapter = "running_by_chapter" in writer.hazards
    truth = []
    for index, page_info in enumerate(writer.pages):
        page = writer.doc[index]
        headers: list[str] = []
        footers: list[str] = []
        if page_info["kind"] != "cover":
            font = writer.fonts["helv"]
            page.insert_font(fontname="Fhelv", fontbuffer=font.buffer)
            page.insert_text((_LEFT, _HEADER_Y), content.short_title, fontname="Fhelv", fontsize=8.5)
            headers.append(content.short_title)
            if by_chapter and page_info["parent"] and page_info["kind"] == "body":
                right = page_info["parent"]
                page.insert_text(
                    (_RIGHT - writer.width(right, "helv", 8.5), _HEADER_Y), right, fontname="Fhelv", fontsize=8.5
                )
                headers.append(right)
            page.draw_line((_LEFT, _HEADER_Y + 5), (_RIGHT, _HEADER_Y + 5), color=(0.4, 0.4, 0.4), width=0.4)
            page.insert_text((_LEFT, _FOOTER_Y), content.issue, fontname="Fhelv", fontsize=8)
            footers.append(content.issue)
            label_text = printed[index]
            page.insert_text(
                (_RIGHT - writer.width(label_text, "helv", 8), _FOOTER_Y), label_text, fontname="Fhelv", fontsize=8
            )
            footers.append(label_text)
        truth.append(
            {
                "page": index + 1,
                "label": labels[index],
                "kind": page_info["kind"],
                "headers": headers,
                "footers": footers,
                "rotated": False,
            }
        )
    return truth


def render_document(spec: DocumentSpec) -> tuple[bytes, dict[str, Any]]:
    """
    Draw one document and its ground truth.

    :param spec: What to draw.
    :returns: The PDF bytes and the ground truth (see the module docstring).
    :raises ValueError: For an unknown convention or hazard.
    """
    if spec.convention not in CONVENTIONS:
        raise ValueError(f"No convention {spec.convention!r}; use one of {', '.join(CONVENTIONS)}.")
    unknown = [h for h in spec.hazards if h not in HAZARDS]
    if unknown:
        raise ValueError(f"No hazard {unknown[0]!r}; use some of {', '.join(HAZARDS)}.")
    convention = CONVENTIONS[spec.convention]
    rng = random.Random(spec.seed)
    content = _build_content(spec, convention, rng, TextSource(rng))
    toc_labels: dict[str, str] | None = None
    if "toc" in spec.hazards:
        # First pass to learn on which page each heading lands; the table of contents has as many lines then.
        draft = _Writer(spec, convention, None)
        draft.layout(content.blocks)
        labels, _printed = _labels(draft.pages, set(spec.hazards), content.label_style)
        toc_labels = {key: labels[page] for key, page in draft.heading_pages.items()}
        draft.doc.close()
    writer = _Writer(spec, convention, toc_labels)
    writer.layout(content.blocks)
    labels, printed = _labels(writer.pages, set(spec.hazards), content.label_style)
    pages = _draw_running_lines(writer, content, labels, printed)
    if "rotated_page" in spec.hazards:
        body = [i for i, p in enumerate(writer.pages) if p["kind"] == "body"]
        middle = body[len(body) // 2]
        writer.doc[middle].set_rotation(90)
        pages[middle]["rotated"] = True
    for index, article in enumerate(content.articles):
        touched = sorted(writer.article_pages.get(index, set()))
        article["page_start"] = touched[0] + 1
        article["page_end"] = touched[-1] + 1
        article["sentence_pages"] = [p + 1 for p in sorted(writer.sentence_pages.get(index, set()))]
    truth = {
        "file": f"{spec.name}.pdf",
        "seed": spec.seed,
        "convention": spec.convention,
        "convention_description": convention.description,
        "hazards": list(spec.hazards),
        "title": content.title,
        "page_count": len(writer.pages),
        "articles": content.articles,
        "pages": pages,
    }
    data = writer.doc.tobytes(garbage=3, deflate=True)
    writer.doc.close()
    return data, truth


def zoo_specs(seed: int, small: bool = False, long: bool = False) -> list[DocumentSpec]:
    """
    The documents of one seed's zoo.

    :param seed: The zoo's seed: the conventions drawn for the hazards and every word depend on it.
    :param small: Few articles per document (a test-sized zoo).
    :param long: Add the very long document.
    :returns: The document specs, in file-name order.
    """
    rng = random.Random(seed)
    # The conventions and hazards added later are drawn apart (below): the draws here are the ones a seed always made.
    names = [name for name in CONVENTIONS if name not in LATER_CONVENTIONS]
    hazard_names = [name for name in ZOO_HAZARDS if name not in LATER_HAZARDS]
    specs: list[DocumentSpec] = []

    def add(
        convention: str, hazards: tuple[str, ...], parents: int = 0, per: int = 0, draw: random.Random = rng
    ) -> None:
        while not compatible(hazards, convention):
            # Drawn again only for a pair that has no layout, so other seeds keep theirs.
            convention = draw.choice(names)
        stem = f"{len(specs) + 1:02d}_{convention}" + (f"__{'+'.join(hazards)}" if hazards else "")
        if not parents:
            # Enough pages for running lines to repeat (the cleaner needs three pages or more) in the full zoo.
            parents, per = (2, 2) if small else (draw.randrange(3, 6), draw.randrange(4, 8))
        specs.append(DocumentSpec(stem, convention, hazards, parents, per, draw.randrange(2**31)))

    for name in names:
        add(name, ())
    for hazard in hazard_names:
        add(rng.choice(names), (hazard,))
    for _ in range(2 if small else 4):
        while True:
            combo = tuple(sorted(rng.sample(hazard_names, 3)))
            if compatible(combo):
                break
        add(rng.choice(names), combo)
    if long:
        # About 2,000 pages: 80 chapters of 60 articles (conventions whose numbering runs that far).
        add(rng.choice(("gdpr_baseline", "fia", "decimal_three")), ("long", "page_breaks"), 80, 60)
    # Each later convention alone, each later hazard on a convention of any age, and the later conventions with the
    # later hazards and line-start references to their heads, from a generator of their own.
    later = random.Random(f"{seed}:later")
    for name in LATER_CONVENTIONS:
        add(name, (), draw=later)
    for hazard in LATER_HAZARDS:
        add(later.choice(list(CONVENTIONS)), (hazard,), draw=later)
    for name in LATER_CONVENTIONS:
        add(name, tuple(sorted((*LATER_HAZARDS, "cross_refs"))), draw=later)
    return specs


def matrix_specs(seed: int, hazards: list[str], small: bool = False) -> list[DocumentSpec]:
    """
    Every convention with each of some hazards, one document per pair: a zoo that shows which conventions a
    hazard breaks, where the default zoo puts each hazard on one convention drawn at random.

    A hazard name may join several with "+" (`margin+two_columns` is not a hazard, `two_columns+tables` is).

    :param seed: The matrix's seed.
    :param hazards: Hazard names of `HAZARDS`, or "+"-joined combinations of them.
    :param small: Few articles per document.
    :returns: The document specs, in file-name order.
    :raises ValueError: For an unknown or incompatible hazard.
    """
    rng = random.Random(seed)
    specs: list[DocumentSpec] = []
    for combination in hazards:
        names = tuple(sorted(combination.split("+")))
        unknown = [h for h in names if h not in HAZARDS]
        if unknown:
            raise ValueError(f"No hazard {unknown[0]!r}; use some of {', '.join(HAZARDS)}.")
        if not compatible(names):
            raise ValueError(f"Hazards {combination!r} cannot be combined in one document.")
        for convention in CONVENTIONS:
            if not compatible(names, convention):
                continue
            parents, per = (2, 2) if small else (rng.randrange(3, 6), rng.randrange(4, 8))
            stem = f"{len(specs) + 1:03d}_{convention}__{'+'.join(names)}"
            specs.append(DocumentSpec(stem, convention, names, parents, per, rng.randrange(2**31)))
    return specs


def generate_zoo(
    out: Path,
    seed: int,
    small: bool = False,
    long: bool = False,
    only: list[str] | None = None,
    matrix: list[str] | None = None,
) -> list[Path]:
    """
    Write a zoo: `NAME.pdf` and its ground truth `NAME.json` per document.

    :param out: The folder (made when missing).
    :param seed: The zoo's seed.
    :param small: A test-sized zoo.
    :param long: Add the very long document.
    :param only: Write only the documents whose name holds one of these strings (a convention or hazard name).
    :param matrix: Instead of the zoo, every convention with each of these hazards (see `matrix_specs`).
    :returns: The PDF files written.
    """
    out.mkdir(parents=True, exist_ok=True)
    written = []
    specs = matrix_specs(seed, matrix, small=small) if matrix else zoo_specs(seed, small=small, long=long)
    for spec in specs:
        if only and not any(part in spec.name for part in only):
            continue
        data, truth = render_document(spec)
        pdf = out / f"{spec.name}.pdf"
        pdf.write_bytes(data)
        (out / f"{spec.name}.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")
        written.append(pdf)
    return written
