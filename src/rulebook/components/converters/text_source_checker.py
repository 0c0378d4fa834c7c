"""Failure entries and citation meta for the Documents of the text converters (HTML, Markdown, plain text)."""

import hashlib
import html
import mimetypes
import re
from pathlib import Path
from typing import Any

from haystack import Document, component, logging
from haystack.components.routers.file_type_router import CUSTOM_MIMETYPES
from haystack.core.component.types import Variadic
from haystack.dataclasses import ByteStream

from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
from rulebook.components.converters.pdf_converter import cover_facts
from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.normalization import normalize_text

logger = logging.getLogger(__name__)

#: What each checked MIME type is called in a message.
_KINDS = {"text/html": "HTML", "text/markdown": "Markdown", "text/plain": "plain text"}
# A list marker alone in a table cell: EUR-Lex lays out points "(a)", "1." as a two-column table.
_MARKER_CELL_RE = re.compile(r"^(?:\(?[a-z]{1,3}\)|\(?\d{1,3}[.)]|[a-z]{1,3}\.|\(?[ivxlc]{1,6}\)|[•–—-])$")
_TITLE_TAG_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
_H1_RE = re.compile(r"<h1[^>]*>(.*?)</h1>", re.IGNORECASE | re.DOTALL)
_TAG_RE = re.compile(r"<[^>]+>")
_ATX_HEADING_RE = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


# A line that only rules: a plain-text heading's underline ("====", "----", Setext style), a thematic break, or an
# ASCII table's border ("+------+------+").
_RULE_LINE_RE = re.compile(r"[-=~_*]{3,}|\+(?:[-=]{3,}\+)+")
# A cell that carries on the text of the cell above: it opens in lower case ("after your last purchase or log-in").
_CARRIED_ON_RE = re.compile(r"[a-z]")


# A list item's mark: "-", "•", "*", "1.", "(a)".
_ITEM_MARK = re.compile(r"^(?:[-•*◦]|\d{1,3}[.)]|\(\w{1,4}\))\s+")


def _without_bare_labels(lines: list[str]) -> list[str]:
    """
    :returns: The lines without a list item that is only the label its nested items now carry ("- Insurance" over
        "- Insurance: Liability coverage of at least $500,000"; the HTML and Markdown converters write nested items
        so): alone, the label read as an item of its own and was quoted as one.
    """
    kept = []
    for index, line in enumerate(lines):
        mark = _ITEM_MARK.match(line)
        following = lines[index + 1] if index + 1 < len(lines) else ""
        after = _ITEM_MARK.match(following)
        if mark and after and following[after.end() :].startswith(f"{line[mark.end() :]}: "):
            continue
        kept.append(line)
    return kept


@component
class TextSourceChecker(InitParametersSerialization):
    """
    Checks what the text converters made of each source and gives their Documents the meta of a PDF Document.

    Haystack's `HTMLToDocument` and `TextFileToDocument` (and `StructuredMarkdownToDocument`) skip a file they
    cannot read with a log warning. This component receives the sources as well as the Documents, so each source of
    its MIME types that yields no text becomes a one-line failure entry saying why: the file is missing or empty
    (0 bytes), holds binary data or bytes that are not UTF-8, or has no text (only markup). The other Documents get
    the meta the rest of rulebook relies on, as `PyMuPDFToDocument` gives it for a PDF: `file_name`, `file_path`
    (absolute), `file_sha256`, `title` (HTML `<title>` or `<h1>`, the first Markdown heading, or the first line of
    a text file; else the file name), `page_count` and `page_labels`. These formats have no pages: the whole file is
    page 1, unless the text holds form feeds ("\\f", as `pdftotext` writes them between pages), which then separate
    pages 1, 2, ... exactly as in a PDF Document. The text is NFKC-normalized like PDF text, and table rows
    written by the converters as "| a | b |" become "a | b" (the PDF converter's row form); a two-cell row whose
    first cell is a list marker, as EUR-Lex lays out its points, becomes "(a) text".

    Usage example:
    ```python
    from pathlib import Path
    from haystack.components.converters import TextFileToDocument
    from rulebook.components.converters.text_source_checker import TextSourceChecker

    Path("rules.txt").write_text("§ 214.3 Application.\\nThis part applies to railroads.\\n")
    Path("empty.txt").write_bytes(b"")
    sources = ["rules.txt", "empty.txt"]
    converted = TextFileToDocument(store_full_path=True).run(sources=sources)["documents"]
    result = TextSourceChecker().run(sources=sources, documents=[converted])
    print(result["documents"][0].meta["title"], result["failures"][0]["error"])
    # >> § 214.3 Application. empty.txt: the file is empty (0 bytes); replace it with the complete file.
    ```

    In: `sources` (every source of the run; those of other MIME types are ignored) and `documents` from one or
    more converters, matched to their source by meta `file_path` (set the converters' `store_full_path`). Out:
    `documents` (new Documents, inputs unchanged) and `failures` (`{"file", "error"}` per source without text).
    """

    def __init__(self, mime_types: list[str] | None = None, encoding: str = "utf-8-sig") -> None:
        """
        Create a TextSourceChecker.

        :param mime_types: The MIME types of the sources to check (by file extension, as `FileTypeRouter` sees
            them). Default: `text/html`, `text/markdown`, `text/plain`.
        :param encoding: The encoding the text converters decode Markdown and plain text with; used to say why a
            file could not be decoded.
        :raises ValueError: If `mime_types` is empty.
        """
        if mime_types is not None and not mime_types:
            raise ValueError("mime_types must name at least one MIME type, got [].")
        self.mime_types = list(mime_types) if mime_types is not None else list(_KINDS)
        self.encoding = encoding

    @component.output_types(documents=list[Document], failures=list[dict])
    def run(self, sources: list[str | Path | ByteStream], documents: Variadic[list[Document]]) -> dict[str, Any]:
        """
        Check the converted Documents against their sources.

        :param sources: The sources of the run (file paths or ByteStreams with meta `file_path`).
        :param documents: The Documents of the text converters, one list per converter.
        :returns: A dictionary with:
            - `documents`: the Documents with text, with their citation meta, in source order.
            - `failures`: one `{"file": name, "error": message}` per checked source that gave no text.
        """
        by_path: dict[str, list[Document]] = {}
        for document in (d for batch in documents for d in batch):
            by_path.setdefault(str(document.meta.get("file_path", "")), []).append(document)
        out: list[Document] = []
        failures: list[dict] = []
        for source in sources:
            path, data, name = self._read(source)
            mime = self._mime_type(name, source)
            if mime not in self.mime_types:
                continue
            converted = [d for d in by_path.get(path, []) if (d.content or "").strip()]
            # A binary file is refused even when a converter made text of it (trafilatura reads nearly anything).
            binary = data is not None and b"\x00" in data[:8192]
            error = self._problem(name, mime, data) if not converted or binary else None
            if error:
                # Reported in `failures`, which whoever runs the graph shows: a warning too would show it twice.
                logger.debug("{error}", error=error)
                failures.append({"file": name, "error": error})
                continue
            for document in converted:
                out.append(self._finish(document, path, name, mime, data or b""))
        return {"documents": out, "failures": failures}

    # ------------------------------------------------------------------------------ sources

    @staticmethod
    def _read(source: str | Path | ByteStream) -> tuple[str, bytes | None, str]:
        """(path as the converters record it, bytes or None when unreadable, file name)."""
        if isinstance(source, ByteStream):
            path = str(source.meta.get("file_path", ""))
            return path, source.data, str(source.meta.get("file_name") or Path(path).name or "bytestream")
        try:
            data = Path(source).read_bytes()
        except OSError:
            data = None
        return str(source), data, Path(source).name

    @staticmethod
    def _mime_type(name: str, source: str | Path | ByteStream) -> str | None:
        if isinstance(source, ByteStream) and source.mime_type:
            return source.mime_type
        suffix = Path(name).suffix.lower()
        return CUSTOM_MIMETYPES.get(suffix) or mimetypes.guess_type(name)[0]

    def _problem(self, name: str, mime: str, data: bytes | None) -> str:
        """The one-line reason a source gave no text."""
        kind = _KINDS.get(mime, mime)
        if data is None:
            return f"{name}: file not found or not readable; check the path and try again."
        if not data:
            return f"{name}: the file is empty (0 bytes); replace it with the complete file."
        if b"\x00" in data[:8192]:
            return f"{name}: holds binary data, not {kind}; check that it is the right file."
        if mime != "text/html":  # HTMLToDocument detects the encoding itself
            try:
                data.decode(self.encoding)
            except UnicodeDecodeError as error:
                return (
                    f"{name}: not {self.encoding.removesuffix('-sig').upper()} text (byte 0x{data[error.start]:02x} at "
                    f"offset {error.start} cannot be decoded); save it as UTF-8 and add it again."
                )
        return f"{name}: no text found in this {kind} file (only markup or white space); check that it is complete."

    # ------------------------------------------------------------------------------ documents

    def _finish(self, document: Document, path: str, name: str, mime: str, data: bytes) -> Document:
        text = self.clean_text(document.content or "")
        pages = text.split("\f")
        meta = dict(document.meta)
        meta["file_name"] = name
        meta["file_path"] = str(Path(path).resolve()) if path else meta.get("file_path", name)
        meta["file_sha256"] = hashlib.sha256(data).hexdigest()
        meta["title"] = meta.get("title") or self._title(mime, data, text, name)
        if mime != "text/markdown":
            # What an HTML page or text file prints above its first section ("Effective March 1, 2026."), read as a
            # PDF's cover is (the Markdown converter reads its own): its date names the issue searched and answered.
            for key, value in cover_facts(StructuredMarkdownToDocument.preamble(text.split("\f")[0])).items():
                meta.setdefault(key, value)
        meta["page_count"] = len(pages)
        meta["page_labels"] = [""] * len(pages)
        return Document(content=text, meta=meta)

    @staticmethod
    def clean_text(text: str) -> str:
        """
        :param text: A converter's text.
        :returns: The text NFKC-normalized, lines stripped, blank lines dropped (form feeds kept), lines that only
            rule (a heading's underline, an ASCII table's border) dropped, and "| a | b |" table rows written "a | b"
            ("(a) text" for a list marker and its text). In an ASCII table framed by "+---+" borders, a row that
            leaves a cell empty and fills the others with text that opens in lower case carries on the row above,
            whose cells it completes: a cell's text wrapped onto a second line.
        """
        text = normalize_text(text.replace("\r\n", "\n").replace("\r", "\n"))
        pages = []
        for page in text.split("\f"):
            lines: list[str] = []
            grid: list[str] | None = None  # the cells of the ASCII table row above, within "+---+" borders
            for line in page.split("\n"):
                line = " ".join(line.split())
                if _RULE_LINE_RE.fullmatch(line.replace(" ", "")):
                    # Kept, the rule is read as the first word of the line below it ("---- Kilnworth Bakery ...").
                    grid = [] if line.startswith("+") else None
                    continue
                if line.startswith("|") and line.endswith("|") and len(line) > 1:
                    cells = [cell.strip() for cell in line[1:-1].split("|")]
                    if all(re.fullmatch(r":?-{3,}:?", cell) for cell in cells):
                        continue  # a Markdown table's rule line
                    if grid and len(cells) == len(grid) and TextSourceChecker._carries_on(cells):
                        grid = [f"{above} {cell}".strip() for above, cell in zip(grid, cells, strict=True)]
                        lines[-1] = " | ".join(cell for cell in grid if cell)
                        continue
                    if grid is not None:
                        grid = cells
                    cells = [cell for cell in cells if cell]
                    if len(cells) == 2 and _MARKER_CELL_RE.match(cells[0]):
                        line = f"{cells[0]} {cells[1]}"
                    else:
                        line = " | ".join(cells)
                else:
                    grid = None
                if line:
                    lines.append(line)
            pages.append("\n".join(_without_bare_labels(lines)))
        return "\f".join(pages)

    @staticmethod
    def _carries_on(cells: list[str]) -> bool:
        """
        :returns: Whether an ASCII table row carries on the row above: every cell it fills opens in lower case, and
            it leaves a cell empty (the first, or another: "| discs | | |" under "| DVDs and Blu-ray | 7 days | ...").
        """
        filled = [cell for cell in cells if cell]
        return 0 < len(filled) < len(cells) and all(_CARRIED_ON_RE.match(cell) for cell in filled)

    @staticmethod
    def _title(mime: str, data: bytes, text: str, name: str) -> str:
        raw = data[:65536].decode("utf-8", errors="replace")
        candidates: list[str] = []
        if mime == "text/html":
            candidates += [m.group(1) for m in (_TITLE_TAG_RE.search(raw), _H1_RE.search(raw)) if m]
        elif mime == "text/markdown":
            candidates += [m.group(1) for m in (_ATX_HEADING_RE.search(raw),) if m]
        candidates.append(next((line for line in text.split("\n") if line.strip()), ""))
        for candidate in candidates:
            title = " ".join(normalize_text(html.unescape(_TAG_RE.sub(" ", candidate))).split())
            if 3 <= len(title) <= 200 and re.search(r"[A-Za-z]", title):
                return title
        return Path(name).stem.replace("_", " ")
