"""HTML structure the HTML converter flattens, written out first: tables' merged cells and definition lists."""

import copy
from pathlib import Path
from typing import Any

import lxml.html
from haystack import component, logging
from haystack.components.converters.utils import get_bytestream_from_source
from haystack.dataclasses import ByteStream
from lxml.etree import ParserError, SubElement

logger = logging.getLogger(__name__)

_CELLS = ("td", "th")


def _span(cell: Any, name: str) -> int:
    """:returns: The cell's `rowspan` or `colspan`, 1 when absent or unreadable, at most 100."""
    try:
        return max(1, min(int(cell.get(name, "1")), 100))
    except ValueError:
        return 1


def _rows(table: Any) -> list[Any]:
    """:returns: The table's own rows (`tr`), not those of a table nested in one of its cells."""
    return [tr for tr in table.iter("tr") if next(tr.iterancestors("table"), None) is table]


def _grid(table: Any) -> list[list[Any]]:
    """
    :returns: The table's rows as grids of cells, a cell merged over rows or columns standing in each slot it
        covers (the same element), as the HTML table model lays cells out (WHATWG HTML, "Processing model" of
        tables).
    """
    grid: list[list[Any]] = []
    below: dict[int, tuple[Any, int]] = {}  # column -> (cell merged down into the next rows, rows left)
    trs = _rows(table)
    # A span never reaches past the table ("colspan=1000" in a table of 2 columns): its columns are as many as the
    # cells of its fullest row, its rows as many as it has.
    width = max((sum(1 for c in tr if isinstance(c.tag, str) and c.tag in _CELLS) for tr in trs), default=0)
    for index, tr in enumerate(trs):
        row: list[Any] = []
        cells = [child for child in tr if isinstance(child.tag, str) and child.tag in _CELLS]
        while cells or any(column >= len(row) for column in below):
            column = len(row)
            if column in below:
                cell, left = below.pop(column)
                if left > 1:
                    below[column] = (cell, left - 1)
                row.append(cell)
                continue
            if not cells:
                row.append(None)  # a slot no cell fills, before a cell merged down from above
                continue
            cell = cells.pop(0)
            across = max(1, min(_span(cell, "colspan"), width - column - len(cells)))
            down = min(_span(cell, "rowspan"), len(trs) - index)
            for offset in range(across):
                if down > 1:
                    below[column + offset] = (cell, down - 1)
                row.append(cell)
        grid.append(row)
    return grid


def _text(cell: Any) -> str:
    return " ".join(cell.text_content().split()) if cell is not None else ""


def _rewrite(table: Any) -> bool:
    """
    Write the table's merged cells out: a cell merged down over rows is repeated in each; a head of several rows
    (rows of `th` cells only, on top) becomes one row whose cells join the words over each column ("Limit Daily
    maximum"); a cell merged across part of a row is repeated in each column. A cell across the whole row (a title or
    a note row) stays one cell.

    :returns: Whether the table had merged cells and was rewritten.
    """
    grid = _grid(table)
    if not any(_span(c, "rowspan") > 1 or _span(c, "colspan") > 1 for row in grid for c in row if c is not None):
        return False
    width = max(len(row) for row in grid)
    heads = 0
    while heads < len(grid) - 1 and all(c is None or c.tag == "th" for c in grid[heads]) and len(set(grid[heads])) > 1:
        heads += 1
    written: list[tuple[list[str], bool]] = []  # each row's cell texts, and whether they are head cells
    if heads > 1:
        head = []
        for column in range(width):
            words: list[str] = []
            for row in grid[:heads]:
                text = _text(row[column]) if column < len(row) else ""
                if text and text not in words:
                    words.append(text)
            head.append(" ".join(words))
        written.append((head, True))
    for row in grid[heads if heads > 1 else 0 :]:
        head_row = all(c is not None and c.tag == "th" for c in row)
        if len(set(row)) == 1 and len(row) == width:  # one cell across the whole row: a title or a note
            written.append(([_text(row[0])], head_row))
        else:
            written.append(([_text(c) for c in row], head_row))
    for tr in _rows(table):
        tr.getparent().remove(tr)
    body = lxml.html.Element("tbody")
    for texts, head_row in written:
        tr = lxml.html.Element("tr")
        for text in texts:
            cell = lxml.html.Element("th" if head_row else "td")
            cell.text = text
            tr.append(cell)
        body.append(tr)
    for child in list(table):
        if child.tag in ("thead", "tbody", "tfoot"):
            table.remove(child)
    table.append(body)
    return True


def _write_definitions(page: Any) -> bool:
    """
    Write each entry of a definition list (`<dl>`: `<dt>` term, `<dd>` definition) as one paragraph "Term: definition",
    the form of a glossary entry; the HTML converter printed term and definition as two bullets ("- Owner's agent",
    "- A person aged 18 or over ..."), which read as no definition.

    :returns: Whether the page had such a list.
    """
    lists = list(page.iter("dl"))
    for listing in lists:
        paragraphs, terms = [], []
        for child in listing:
            if not isinstance(child.tag, str):
                continue
            text = " ".join(child.text_content().split())
            if child.tag == "dt" and text:
                terms.append(text)
            elif child.tag == "dd" and text:
                paragraphs.append(f"{' / '.join(terms)}: {text}" if terms else text)
                terms = []
        parent = listing.getparent()
        if parent is None:
            continue
        at = parent.index(listing)
        blocks = []
        for text in paragraphs:
            paragraph = lxml.html.Element("p")
            paragraph.text = text
            blocks.append(paragraph)
        if terms:
            # Terms with no definition after them (a list of terms only) are items of a list: as paragraphs of a
            # word or two, the splitter ran them into the sentence after the list ("Kiosk Stall A kiosk must ...").
            items = lxml.html.Element("ul")
            for term in terms:
                SubElement(items, "li").text = term
            blocks.append(items)
        for offset, block in enumerate(blocks):
            parent.insert(at + offset, block)
        paragraph_tail = listing.tail
        parent.remove(listing)
        if paragraph_tail and blocks:
            parent[at + len(blocks) - 1].tail = paragraph_tail
    return bool(lists)


def _write_headings(page: Any) -> list[list[Any]]:
    """
    Write each heading (`<h1>` to `<h6>`) as a paragraph of its own, and list it: the HTML converter (trafilatura)
    drops the headings of some pages as boilerplate ("3. Premises and accommodation" over a section of standards), and
    where it keeps them nothing in its text says that a line was a heading.

    :returns: `[page, text, level]` per heading, in page order (page 0: a web page is one page; level 1 for `<h1>`),
        the form of the Markdown converter's `heading_lines` meta, which the article splitter reads.
    """
    headings = []
    for element in list(page.iter("h1", "h2", "h3", "h4", "h5", "h6")):
        text = " ".join(element.text_content().split())
        level = int(element.tag[1])
        element.tag = "p"
        if text:
            headings.append([0, text, level])
    return headings


def _own_text(item: Any) -> str:
    """:returns: The text of a list item without the lists nested in it."""
    parts = [item.text or ""]
    for child in item:
        if isinstance(child.tag, str) and child.tag in ("ul", "ol"):
            parts.append(child.tail or "")
        else:
            parts.append(lxml.html.tostring(child, method="text", encoding="unicode", with_tail=True))
    return " ".join("".join(parts).split())


def _write_nested_items(page: Any) -> bool:
    """
    Prefix each item of a list nested in a list item with that item's label ("Weekdays: from 07:00 to 19:00"): the
    HTML converter writes nested items as items of the outer list, so "from 07:00 to 19:00 in summer" lost what it is
    the time of. A parent item that is a lead-in (it ends with ":") or a sentence (more than eight words) already
    reads as the nested list's introduction, and is not repeated.

    :returns: Whether any item was prefixed.
    """
    changed = False
    for item in list(page.iter("li")):
        outer = next(item.iterancestors("li"), None)
        if outer is None:
            continue
        label = _own_text(outer).rstrip(" .;,")
        if not label or label.endswith(":") or len(label.split()) > 8:
            continue
        item.text = f"{label}: {item.text or ''}"
        changed = True
    return changed


@component
class HTMLStructureNormalizer:
    """
    Writes out the merged cells of HTML tables (`rowspan`, `colspan`) and the entries of definition lists (`<dl>`)
    before `HTMLToDocument` reads the page.

    Haystack's HTML converter (trafilatura) keeps a merged cell in its first row or column only: a table whose
    "Bedding" cell covers the rows of horses and ponies read "Pony (148 cm or under) | 11.1 m² | |", so no row said
    what a pony is bedded on. Here each row gets the cells that cover it, laid out as the HTML table model lays them
    (WHATWG HTML, "Processing model" of tables); a head of several rows becomes one row per column ("Limit Daily
    maximum", "Limit Monthly average"). A definition list's entries become paragraphs "Term: definition", as a
    glossary prints them: the converter wrote term and definition as two bullets. A page without merged cells or
    definition lists, or one that cannot be parsed, passes through unchanged.

    Usage example:
    ```python
    from haystack.dataclasses import ByteStream
    from rulebook.components.converters.html_structure import HTMLStructureNormalizer

    page = ByteStream(b"<table><tr><td>Horse</td><td rowspan='2'>Straw</td></tr><tr><td>Pony</td></tr></table>")
    expanded = HTMLStructureNormalizer().run(sources=[page])["sources"][0]
    print(expanded.data.decode())  # ... <td>Pony</td><td>Straw</td> ...
    ```
    """

    @component.output_types(sources=list[ByteStream])
    def run(self, sources: list[str | Path | ByteStream]) -> dict[str, list[ByteStream]]:
        """
        :param sources: HTML files: paths or ByteStreams.
        :returns: `sources`: the pages as ByteStreams (their meta kept, a path's as `file_path`), merged cells and
            definition lists written out.
        """
        expanded = []
        for source in sources:
            try:
                stream = get_bytestream_from_source(source)
            except Exception as error:  # the converter after this reports an unreadable source; pass it on
                logger.warning("Could not read {source}: {error}", source=source, error=error)
                continue
            expanded.append(self._expand(stream))
        return {"sources": expanded}

    @staticmethod
    def _expand(stream: ByteStream) -> ByteStream:
        # Read as the HTML converter reads it: in the meta's encoding, else UTF-8.
        encoding = stream.meta.get("encoding") or "utf-8"
        try:
            page = lxml.html.document_fromstring(stream.data.decode(encoding))
        except (ParserError, ValueError, LookupError):  # undecodable, empty, or an XML declaration of its encoding
            return stream
        tables = [table for table in page.iter("table") if _rewrite(table)]
        # Nested items take their labels before the headings and definition lists are rewritten.
        nested = _write_nested_items(page)
        definitions = _write_definitions(page)
        headings = _write_headings(page)
        # trafilatura writes each paragraph, list item, heading and table row of a page on a line of its own.
        meta = {**copy.deepcopy(stream.meta), "line_blocks": True}
        if headings:
            meta["heading_lines"] = headings
        data = stream.data
        if tables or nested or definitions or headings:
            data = lxml.html.tostring(page, encoding="unicode", doctype="<!DOCTYPE html>").encode(encoding)
        return ByteStream(data=data, meta=meta, mime_type=stream.mime_type)
