"""PDF files to one Document per file: page texts joined by form feeds, with citation metadata."""

import hashlib
import itertools
import math
import re
import statistics
from collections import Counter
from itertools import accumulate, pairwise
from pathlib import Path
from typing import Any

import pymupdf
from haystack import Document, component, logging
from haystack.components.converters.utils import normalize_metadata
from haystack.dataclasses import ByteStream

from rulebook.components.converters.ocr import PageOcr
from rulebook.components.converters.pdf_checks import PdfProblem, blank_problem, open_pdf
from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.calendar import DAY_NAMES, MONTH_NAMES
from rulebook.text.normalization import LigatureRepairer, dehyphenate, normalize_text
from rulebook.text.numerals import roman_value

logger = logging.getLogger(__name__)

#: How much larger than the body text a line must be set to be listed as a heading (`styled_headings`): a size
#: step of typesetting (10 pt body, 11.5 pt and up for headings), above the rounding of sizes to half points.
HEADING_SIZE_RATIO = 1.15
# A font whose name says it is bold ("Melior-Bold", "Arial-Black"), when its bold flag is not set.
_BOLD_FONT_RE = re.compile(r"bold|black|heavy|semibold|demi", re.I)
_DIGITS_RE = re.compile(r"\d+")
# A font of pictures (ZapfDingbats, Wingdings, Webdings), whose glyphs are extracted by their character codes: the
# bullets of OSHA's booklets come out as "I" ("I Is large enough for an employee to enter"), read as a word.
_DINGBAT_FONT_RE = re.compile(r"dingbat|wingding|webding", re.I)
_LONE_GLYPH_RE = re.compile(r"\s*[!-~]\s*")
# A heading's number before its title ("1. Purpose", "4.2. Storage"): its full stop ends no sentence.
_HEADING_NUMBER_RE = re.compile(r"^\d{1,3}(?:\.\d{1,3})*\.\s+")
# A printed page number as it appears alone on a header or footer line: "7", "B20", "236-58",
# "3.1.ii", "iv", "Page 7", "Page 7 of 30", "- 7 -".
_PAGE_NUMBER_RE = re.compile(
    r"^(?:(?:[A-Z][A-Za-z]*\s+){0,3}page\s+)?[-–—]?\s*((?:[A-Z]{1,3}\s?)?\d{1,4}(?:[-–.]\d{1,4})*(?:\.[ivxlc]{1,6})?|[ivxlc]{1,7}|[IVXLC]{1,7})"
    r"\s*[-–—]?(?:\s+of\s+\d{1,4}|\s*/\s*\d{1,4})?$",
    re.IGNORECASE,
)
# A word of three letters or more, not a roman numeral: a margin heading with one is a title, not a number.
_WORD_RE = re.compile(r"(?![ivxlc]+\b)[^\W\d_]{3,}", re.IGNORECASE)
# Capitalised as a cover prints them ("April 2012", "Dec 2025"); "may" in lower case is a verb.
_MONTHS = "|".join(name.capitalize() for name in MONTH_NAMES)
_DATE_RES = (
    re.compile(rf"\b(\d{{1,2}}\s+(?:{_MONTHS})\.?\s+\d{{4}})\b"),
    re.compile(rf"\b((?:{_MONTHS})\.?\s+\d{{1,2}},\s+\d{{4}})\b"),
    # The closing line of a bylaw, an act or a deed: "PASSED this 9th day of May, 2022" (see `_DATE_LABEL_RE`).
    re.compile(rf"\b(\d{{1,2}}(?:st|nd|rd|th)?\s+day\s+of\s+(?:{_MONTHS})\.?,?\s+\d{{4}})\b"),
    re.compile(rf"\b((?:{_MONTHS})\s+\d{{4}})\b"),
    # An ISO date ("2023-06-15"), its month and day in range; not one glued to a reference ("FMCSA-MED-2024-01-22",
    # "Doc 2024-01-22/3"), nor a number range ("2022-12-31.5").
    re.compile(r"(?<![\w/.:-])(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))(?![\w/-]|\.\d)"),
    re.compile(r"\b(\d{1,2}/\d{1,2}/\d{4})\b"),
)
# Words before a date that make it a deadline, not the date of the document: "by", "before", "until", "no later than",
# "due", "deadline", "closing date", "expires".
_DEADLINE_RE = re.compile(
    r"\b(?:by|before|until|no\s+later\s+than|due(?:\s+(?:on|date))?|deadline|closing\s+date|expires?(?:\s+on)?)"
    r"[\s:]*(?:on\s+|the\s+)?$",
    re.I,
)
# The cover may print its issue in capitals ("ISSUE 6"). An issue named after "from", "since" or "supersedes"
# ("Pink text: changes from Issue 5") is the one this issue replaces, not this one.
_ISSUE_RE = re.compile(r"\b(Issue|Iss\.?)\s*:?\s*(\d{1,3}[A-Za-z]?)\b", re.I)
# A cover that counts editions rather than issues: "Edition 3", "EDITION 3.1", "3rd Edition". The word is
# capitalised, as a cover's label is; running prose ("the 2nd edition of this handbook") writes it in lower case. As
# for an issue, a year is no edition number ("the 2024 Edition"), nor is a date's day on its line ("Edition 12 March
# 2024").
_EDITION_RE = re.compile(
    rf"\b(?:Edition|EDITION)\s*:?\s*(?:No\.?\s*)?(\d{{1,3}}(?:\.\d{{1,3}})?)\b(?!\.\d|[ \t]+(?:{_MONTHS})\b)"
    r"|\b(\d{1,3})(?:st|nd|rd|th|ST|ND|RD|TH)\s+(?:Edition|EDITION)\b"
)
_VERSION_RE = re.compile(r"\b(Version|Revision|Rev\.)\s*:?\s*(\d+(?:\.\d+)*[A-Za-z]?)\b", re.I)
# A number that ends its line after an issue's label, or after a decimal point, is that issue's number, not the day of
# a date on the next line: "Issue 3" or "Version 2.1" over "March 2024" is not dated 3 or 1 March 2024.
_NUMBER_LABEL_RE = re.compile(r"(?:\b(?:Issue|Iss\.?|Edition|Version|Revision|Rev\.?|No\.?)\s*:?\s*|\d\.)$", re.I)
# What may come before the document's own date on its line: nothing; a title or letterhead, its words capitalised
# ("2026 Formula 1: Sporting Regulations 27 February 2026", "FEDERAL AVIATION ADMINISTRATION"); or a label ("Date:",
# "PUBLISHED ON", "Changes approved by the WMSC on", "Effective"; not "letter dated", another letter's date). A date
# inside a running sentence, or after a comma or an opening bracket (a reference's date), is some other thing's:
# "This responds to your November 30, 2017 request", "Chief Counsel for Regulations, AGC-200 (October 9, 2015).",
# "Technician Schools, January 18, 2005.", "the request that you mailed to this office on May 18, 2010". A letter of
# interpretation prints its own date in a letterhead that the text layer often garbles; then the document has no
# date rather than a wrong one.
_DATE_LABEL_RE = re.compile(
    r"(?::|\b(?:effective|as\s+of)|\b(?:published|issued|approved|adopted|signed|released|revised|updated)"
    r"\b[^.:]{0,30}\bon"
    # The legal form of a closing line, which may name the place: "READ A THIRD TIME AND PASSED this", "Dated at
    # Ottawa, Ontario, this"; not a reading alone ("READ A FIRST TIME this"), which is not yet the bylaw's date.
    r"|\b(?:passed|enacted|adopted|made|signed|dated|done)(?:\s+at\s+[^.:\n]{1,40}?)?[\s,]+this)\s*$",
    re.I,
)
# An edition's label alone on its line, which a standard's cover prints over its date: "Second edition" over
# "2023-06-15", "3rd edition 2019-05-01".
_EDITION_LINE_RE = re.compile(
    r"^\s*(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,3}(?:st|nd|rd|th))\s+)?"
    r"edition\s*$",
    re.I,
)
# "Thursday, August 6, 2020": a weekday's comma, not a reference's.
_WEEKDAY_COMMA_RE = re.compile(rf"\b(?:{'|'.join(DAY_NAMES)})\.?\s*,\s*$", re.I)
_TITLE_SMALL_WORDS = frozenset("a an and by for in of on the to".split())
_EARLIER_RE = re.compile(
    r"\b(?:from|since|than|over|previous(?:ly)?|prior|earlier|supersed\w*|replac\w*|amend\w*\s+to)\s*$", re.I
)
_JUNK_TITLE_RE = re.compile(
    r"(\.(docx?|pdf|indd|rtf)$)|^(untitled|microsoft word|document\d*)$|^[\w\-]+_[\w\-]+$", re.I
)
# The end of a sentence, for placing a page's footnotes: a word of 2+ letters (2+ lower-case letters inside a
# line), a number or a closing bracket, then ".", "!" or "?" (and closing quotes), at the end of a line or before
# a capital inside it. "U.S.C.", "e.g." or "Mr. Smith" do not end a sentence here; "... by FRA." ending a line does.
_SENTENCE_END_RE = re.compile(r"(?:[^\W\d_]{2}|\d|[)\]])[.!?][\"”’')\]]*$")
_SENTENCE_BREAK_RE = re.compile(r"(?:[a-z]{2}|\d|[)\]])[.!?][\"”’')\]]*\s+(?=[\"“(]?[A-Z])")


def _before_on_line(text: str, start: int) -> str:
    """
    The text before `start` on its line; at a line's start, the line before when it runs on into this one (it ends
    in a lower-case word: "... that you mailed to this office on" / "May 18, 2010.").
    """
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip():
        return text[line_start:start]
    previous = text[text.rfind("\n", 0, max(line_start - 1, 0)) + 1 : max(line_start - 1, 0)]
    return previous if re.search(r"\b[a-z]+\s*$", previous) else ""


def _dates_document(before: str) -> bool:
    """Whether a date on a cover can be the document's own, from what precedes it on its line (`_DATE_LABEL_RE`)."""
    if _DATE_LABEL_RE.search(before) or _EDITION_LINE_RE.match(before):
        return True
    if re.search(r"[,(\[]\s*$", before) and not _WEEKDAY_COMMA_RE.search(before):
        return False
    words = re.findall(r"[^\W\d_][\w'’.-]*", before)
    return all(word[0].isupper() or word in _TITLE_SMALL_WORDS for word in words)


def _label_number(label: str) -> int | None:
    """The running number of a page label: its last arabic number, or the value of a roman numeral."""
    roman = re.search(r"(?:^|\.)([ivxlc]+)$", label, re.I)
    if roman and roman_value(roman.group(1)):
        return roman_value(roman.group(1))
    digits = re.findall(r"\d+", label)
    return int(digits[-1]) if digits else None


class _Line:
    """One visual text line of a page, in reading order."""

    __slots__ = (
        "bold",
        "footnote",
        "margin",
        "marker",
        "pieces",
        "refs",
        "size",
        "table",
        "text",
        "text_size",
        "x0",
        "x1",
        "y0",
        "y1",
    )

    def __init__(self, text: str, bbox: tuple[float, float, float, float], size: float, table: bool = False) -> None:
        self.text = text
        self.x0, self.y0, self.x1, self.y1 = bbox
        self.size = size
        self.pieces = [(self.x0, text)]  # (x0, text) of the pieces joined into this line
        self.table = table
        self.text_size = size  # the largest font size of its visible (non-blank) text
        self.marker: int | None = None  # the number of a footnote this line starts ("¹ 49 U.S.C. § 5101")
        self.refs: set[int] = set()  # the footnote reference markers in the line ("inspections.²²")
        self.footnote = False  # part of the page's footnote block
        self.margin = False  # a heading set in the margin left of the body: a line of its own, never joined
        self.bold = False  # every visible character set in a bold face

    @property
    def middle(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def height(self) -> float:
        return max(self.y1 - self.y0, 1.0)

    def shares_baseline(self, other: "_Line") -> bool:
        """:returns: Whether the two pieces stand on one baseline: their middles within 0.45 of the smaller height."""
        return abs(self.middle - other.middle) < 0.45 * min(self.height, other.height)


@component
class PyMuPDFToDocument(InitParametersSerialization):
    """
    Converts PDF files into one Document per file, keeping the page structure for citations.

    The text of each page is put in reading order from its positions: the columns of a page of two or more
    columns are read one after the other, and text pieces on the same line (an article number and its title)
    are joined. Line numbers printed in a margin beside the body lines (draft bills) are dropped. Tables found by
    `page.find_tables()` are written row by row ("cell | cell | cell") where they stand on the page. The text is
    NFKC-normalized, broken ligature glyphs and line-end hyphenation are repaired (see
    `rulebook.text.normalization`). A page's footnote block (small print under a short rule, its numbers
    referenced in the page's text) is put after the page's last complete sentence, so that a sentence running on
    to the next page is not cut by the footnotes; footnote markers in the text are dropped.

    Usage example:

    ```python
    from rulebook.components.converters.pdf_converter import PyMuPDFToDocument

    converter = PyMuPDFToDocument()
    result = converter.run(sources=["../shared/data/pdfs/rail/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"])
    document = result["documents"][0]
    page_5 = document.content.split("\\f")[4]
    print(document.meta["page_count"], document.meta["page_labels"][4], result["failures"])
    # >> 43 'iv' []
    ```

    Input: file paths or ByteStreams. Output: `documents`, one per readable file, whose `content` is the
    page texts joined by "\\f" (page i, 1-based physical, is `content.split("\\f")[i - 1]`), and
    `failures`, one `{"file", "error"}` entry per file that could not be read (missing, damaged,
    password-protected, empty or without a text layer). A failing file never stops the others.

    Document meta: `file_name`, `file_path`, `title`, `page_count`, `page_labels` (the printed page label of each
    physical page, "" when none), `file_sha256`, `issue` ("Issue 05", or "Edition 3" on a cover that counts
    editions), `version` and `date` (when printed on the first two pages, as printed: "27 February 2026",
    "2023-06-15", "9th day of May, 2022"), `scanned_pages` (1-based pages without a text
    layer), `ocr_pages` (those of them whose text was read by OCR, see `rulebook.components.converters.ocr`),
    `styled_headings` (`[page, text, level]` per line set as a heading by its type alone, for the splitter),
    `footnotes` (`[page, lines]` per note of a page's footnote block, for the splitter), `repaired` (True, and a
    warning logged, for a damaged PDF that PyMuPDF repaired to read it: some of its text may be missing; absent
    otherwise), plus the given `meta`.
    """

    def __init__(
        self,
        extract_tables: bool = True,
        move_footnotes: bool = True,
        ocr: str = "auto",
        ocr_language: str = "eng",
        tessdata: str | None = None,
    ) -> None:
        """
        Create a PyMuPDFToDocument component.

        :param extract_tables: When True, tables with ruling lines are written row by row
            ("cell | cell | cell") instead of as loose cell text.
        :param move_footnotes: When True, a page's footnote block is moved out of a sentence that runs on to the
            next page: it is placed after the page's last complete sentence (see `_page_text_lines`). The footnote
            text stays on its page. When False, footnotes stay where they are printed, at the page bottom, and
            none are listed in the `footnotes` meta.
        :param ocr: Pages without a text layer: `auto` reads them with Tesseract when it is installed, `on` fails a
            file that has such pages when it is not, `off` leaves them empty.
        :param ocr_language: Tesseract language code(s) of the scans, several joined by "+" (`eng+deu`).
        :param tessdata: Tesseract's language data folder; None: `TESSDATA_PREFIX` or the installed Tesseract's.
        :raises ValueError: When `ocr` or `ocr_language` is not valid.
        """
        self.extract_tables = extract_tables
        self.move_footnotes = move_footnotes
        self.ocr = ocr
        self.ocr_language = ocr_language
        self.tessdata = tessdata
        self._ocr = PageOcr(mode=ocr, language=ocr_language, tessdata=tessdata)

    @component.output_types(documents=list[Document], failures=list[dict])
    def run(
        self, sources: list[str | Path | ByteStream], meta: dict[str, Any] | list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """
        Convert PDF files to Documents, one per file.

        :param sources: File paths or ByteStreams of PDF files.
        :param meta: Metadata added to every Document (a dict) or to each Document (a list as long as
            `sources`). A ByteStream's own `meta` is added too.
        :returns: A dictionary with:
            - `documents`: one Document per converted file.
            - `failures`: one `{"file": name, "error": message}` per file that could not be converted.
        :raises ValueError: If `meta` is a list whose length differs from that of `sources`.
        """
        documents: list[Document] = []
        failures: list[dict] = []
        for source, extra_meta in zip(sources, normalize_metadata(meta, sources_count=len(sources)), strict=True):
            name = self._source_name(source)
            try:
                data, base_meta = self._read_source(source)
                document = self._convert(data, name, base_meta)
            except _ConversionError as error:
                # Reported in `failures`, which whoever runs the graph shows (scripts/index.py prints it, the service
                # returns it): a warning too would show the same line twice.
                logger.debug("{error}", error=str(error))
                failures.append({"file": name, "error": str(error)})
                continue
            except Exception as error:  # a damaged file must not stop the other files
                message = (
                    f"{name}: could not be read as a PDF ({type(error).__name__}: {error}); "
                    "check that the file is a valid PDF."
                )
                logger.debug("{error}", error=message)
                failures.append({"file": name, "error": message.replace("\n", " ")})
                continue
            document.meta.update(extra_meta)
            documents.append(document)
        return {"documents": documents, "failures": failures}

    # ----------------------------------------------------------------- reading

    @staticmethod
    def _source_name(source: str | Path | ByteStream) -> str:
        if isinstance(source, ByteStream):
            return str(source.meta.get("file_name") or Path(str(source.meta.get("file_path", "bytestream"))).name)
        return Path(source).name

    @staticmethod
    def _read_source(source: str | Path | ByteStream) -> tuple[bytes, dict[str, Any]]:
        if isinstance(source, ByteStream):
            meta = dict(source.meta)
            if "file_path" in meta:
                meta.setdefault("file_name", Path(str(meta["file_path"])).name)
            return source.data, meta
        path = Path(source)
        if not path.is_file():
            raise _ConversionError(f"{path.name}: file not found at {path}; check the path and try again.")
        return path.read_bytes(), {"file_name": path.name, "file_path": str(path.resolve())}

    def _convert(self, data: bytes, name: str, base_meta: dict[str, Any]) -> Document:
        try:
            pdf = open_pdf(data, name)
        except PdfProblem as problem:
            raise _ConversionError(str(problem)) from problem
        with pdf:
            pages: list[list[_Line]] = []
            heights: list[float] = []
            scanned: list[int] = []
            ocr_pages: list[int] = []
            for page in pdf:
                heights.append(page.rect.height)
                lines = self._page_lines(page)
                if not lines and (page.get_images() or page.get_cdrawings()):
                    scanned.append(page.number + 1)
                    lines = self._ocr_lines(page, name)
                    if lines:
                        ocr_pages.append(page.number + 1)
                pages.append(lines)
            if not any(pages) and not scanned:
                raise _ConversionError(blank_problem(pdf, name) or f"{name}: no text found on any page.")
            if not any(pages):
                damaged = " or damaged" if pdf.is_repaired else ""
                reason = self._ocr.unavailable_reason()
                advice = (
                    f"{reason}; or run OCR on it (e.g. `ocrmypdf`) or use the original digital PDF"
                    if reason
                    # OCR ran: its language may be the wrong one, or the scans hold no words
                    else f"OCR (Tesseract, {self.ocr_language}) read no text on them; if they hold text in another "
                    "language, set RULEBOOK_OCR_LANGUAGE to it, or use the original digital PDF"
                )
                raise _ConversionError(
                    f"{name}: no text layer found in its {pdf.page_count} page(s) (scanned{damaged}); {advice}, "
                    "then add it again."
                )
            self._lift_running_edges(pages, heights)
            texts = self._clean_texts([self._page_text_lines(lines) for lines in pages])
            meta = dict(base_meta)
            meta.setdefault("file_name", name)
            meta["title"] = self._title(pdf, pages, name)
            meta["page_count"] = pdf.page_count
            meta["page_labels"] = self._page_labels(pdf, pages)
            meta["styled_headings"] = self._styled_headings(pages)
            meta["footnotes"] = self._footnotes(pages)
            meta["file_sha256"] = hashlib.sha256(data).hexdigest()
            meta.update(cover_facts("\n".join(texts[:2])))
            meta["scanned_pages"] = scanned
            meta["ocr_pages"] = ocr_pages
            if pdf.is_repaired:
                # PyMuPDF rebuilds a broken cross-reference table (a truncated download, a file cut short by a crash)
                # without a word, and reads what it can: the document is indexed, but whoever indexes it must know
                # that pages may have lost text. Set only then, so that the meta of a sound file is as it was.
                meta["repaired"] = True
                blank = [number for number, text in enumerate(texts, start=1) if not text]
                logger.warning(
                    "{file}: the PDF is damaged (its cross-reference table is broken) and was repaired to be read; "
                    "some text may be missing{blank}. Replace it with the complete PDF and index it again.",
                    file=name,
                    blank=f" (no text on page(s) {', '.join(map(str, blank))})" if blank else "",
                )
        return Document(content="\f".join(texts), meta=meta)

    @staticmethod
    def _lift_running_edges(pages: list[list[_Line]], heights: list[float]) -> None:
        """
        Move the lines of the running header and footer to the start and the end of each page's lines, in place.

        A header line set close above one column ("March 2013" over the third column of a CFR print, a gap of a
        little more than one body line under it) is no band of its own on its page (`_edge_bands` wants a clear
        gap, since a page's first heading can stand as far above its paragraph), so the column reading put it
        between the two halves of a sentence that runs on from the column before. Over the document it is plain:
        the same line (digits aside: page numbers, dates) at the same height in the top or bottom 12% of at least
        three pages, and above (or below) all of the page's other text. Moved to the page's edge, the cleaner
        removes it as it does any running header.

        :param pages: Each page's lines in reading order.
        :param heights: Each page's height, in points.
        """
        seen: dict[tuple[str, int, str], set[int]] = {}
        edges: list[list[tuple[_Line, tuple[str, int, str]]]] = []  # each page's lines in its edge bands
        for number, (lines, height) in enumerate(zip(pages, heights, strict=True)):
            edges.append([])
            for line in lines:
                edge = "top" if line.y1 <= 0.12 * height else "bottom" if line.y0 >= 0.88 * height else None
                if edge is not None and not line.table and not line.footnote:
                    key = (_DIGITS_RE.sub("#", line.text.lower()), round(line.y0 / 2), edge)
                    seen.setdefault(key, set()).add(number)
                    edges[-1].append((line, key))
        running = {key for key, numbers in seen.items() if len(numbers) >= 3}
        if not running:
            return
        for lines, candidates in zip(pages, edges, strict=True):
            top = [line for line, key in candidates if key in running and key[2] == "top"]
            bottom = [line for line, key in candidates if key in running and key[2] == "bottom"]
            if not top and not bottom:
                continue
            # Only a line above (or below) all of the page's other text is an edge: a heading at the top of the
            # second column, numbered like the one at the same height on other pages, stays in its column.
            others = [line for line in lines if id(line) not in {id(edge) for edge in top + bottom}]
            if others:
                top = [line for line in top if line.y1 <= min(other.y0 for other in others) + 1]
                bottom = [line for line in bottom if line.y0 >= max(other.y1 for other in others) - 1]
            edges = {id(line) for line in top + bottom}
            body = [line for line in lines if id(line) not in edges]
            lines[:] = top + body + bottom  # each in its reading order

    def _ocr_lines(self, page: pymupdf.Page, name: str) -> list[_Line]:
        """The lines of a page without a text layer as OCR reads them; none when OCR is off or unavailable."""
        reason = self._ocr.unavailable_reason()
        if reason is not None:
            if self.ocr == "on":
                raise _ConversionError(
                    f"{name}: page {page.number + 1} has no text layer and RULEBOOK_OCR=on, but {reason}."
                )
            return []
        try:
            textpage = self._ocr.textpage(page)
        # One unreadable scan must not lose the file's other pages; Tesseract's own failures (language data it
        # cannot load) come as MuPDF's errors. "name" is a LogRecord field: the file goes as "file".
        except (RuntimeError, pymupdf.mupdf.FzErrorBase) as error:
            logger.warning("{file}: OCR failed on page {page}: {error}", file=name, page=page.number + 1, error=error)
            return []
        return self._page_lines(page, textpage)

    # ---------------------------------------------------------------- page text

    def _page_lines(self, page: pymupdf.Page, textpage: pymupdf.TextPage | None = None) -> list[_Line]:
        """
        The visual lines of a page in reading order, tables replaced by their rows.

        `textpage`, when given, is read instead of the page's text layer (an OCR text page).

        Text pieces are put in reading order geometrically: margin line numbers are dropped (`_drop_line_numbers`);
        a page with two or more text columns (vertical gutters with wide text on both sides, see `_columns`) is read
        column by column, full-width lines in their place; then the pieces on the same baseline are joined left to
        right, so that an article number in a narrow left column ends up on one line with its title or first
        sentence.

        A rotated page whose text runs along the lines of the unrotated page (a page drawn upright, then turned by
        its /Rotate entry) is read as the unrotated page: text extraction measures that text in the unrotated
        page's coordinates, while tables and the page's width are in the turned page's, so read turned its two
        columns, tables and footnotes were not found.
        """
        if page.rotation and textpage is None and self._drawn_unrotated(page):
            rotation = page.rotation
            page.set_rotation(0)  # in the copy opened from the file's bytes only; turned back below
            try:
                return self._page_lines(page)
            finally:
                page.set_rotation(rotation)
        matrix = page.rotation_matrix if page.rotation else None
        raw = page.get_text("dict", flags=pymupdf.TEXTFLAGS_TEXT, textpage=textpage)
        tables = self._tables(page, raw["blocks"]) if self.extract_tables else []
        notes = self._footnote_numbers(raw["blocks"], page.rect.height)
        pieces: list[_Line] = []
        vertical: list[_Line] = []
        emitted_tables: set[int] = set()
        for block in raw["blocks"]:
            for line in block.get("lines", []):
                text = self._line_text(line["spans"], notes)
                if not text.strip():
                    continue
                # Text written across a rotated page is measured in display coordinates.
                horizontal = abs(line["dir"][0]) > 0.9
                rect = (
                    pymupdf.Rect(line["bbox"]) if matrix is None or horizontal else pymupdf.Rect(line["bbox"]) * matrix
                )
                table_index = self._table_at(tables, rect)
                if table_index is not None:
                    if table_index not in emitted_tables:
                        emitted_tables.add(table_index)
                        top = tables[table_index][0]
                        for offset, row in enumerate(tables[table_index][1]):
                            y = top.y0 + offset * 0.01
                            pieces.append(_Line(row, (top.x0, y, top.x1, y + 0.005), 0.0, table=True))
                    continue
                size = max(span["size"] for span in line["spans"])
                piece = _Line(" ".join(text.split()), (rect.x0, rect.y0, rect.x1, rect.y1), size)
                piece.bold = all(self._bold(span) for span in line["spans"] if span["text"].strip())
                self._note_markers(piece, line["spans"])
                if matrix is None and not horizontal:
                    vertical.append(piece)  # margin notes written upwards: after the page's text
                else:
                    pieces.append(piece)
        ordered: list[_Line] = []
        pieces = self._drop_line_numbers(pieces)
        if pieces:
            for band in self._columns(pieces, page.rect.width):
                ordered.extend(self._join_baselines(self._aligned_tables(self._margin_headings(band))))
            if matrix is None and self.move_footnotes:
                self._mark_footnotes(page, ordered)
        return ordered + vertical

    @staticmethod
    def _drop_line_numbers(pieces: list[_Line]) -> list[_Line]:
        """
        Drop the line numbers printed in a margin beside the body lines (legislative bills, drafts for consultation).

        Joined to the text beside them, they cut sentences and the headings that start a line ("notify the 4 agenda",
        "39 Article 6a"). A line number is a piece that is only an integer; a column of them is one when all of these
        hold, so that numbered list items, a table's column of numbers and page numbers are kept:

        - the numbers are aligned (the same right or left edge) and go up by 1 from one to the next, top to bottom,
          over at least 4 lines, with no line between two of them left unnumbered beside them;
        - nothing else on the page but its running header and footer reaches into their column or within half a body
          font size of it (for a run of at least `_LONG_RUN`, nothing beside them), and text beside most of them starts
          right of them;
        - they number at least half of the page's text lines.

        :param pieces: The text pieces of one page.
        :returns: The pieces without the line numbers.
        """
        text = [piece for piece in pieces if not piece.table]
        numbers = [piece for piece in text if re.fullmatch(r"\d{1,4}", piece.text)]
        if len(numbers) < 4:
            return pieces
        others = [piece for piece in text if not re.fullmatch(r"\d{1,4}", piece.text)]
        if not others:
            return pieces
        body_size = statistics.median(piece.size for piece in others)
        baselines = 0  # the page's text lines: pieces on one baseline count once
        last = None
        for piece in sorted(others, key=lambda piece: piece.middle):
            if last is None or not piece.shares_baseline(last):
                baselines += 1
                last = piece

        def beside(number: _Line) -> list[_Line]:
            return [p for p in others if p.shares_baseline(number)]

        # The running header and footer may be set across the margin.
        top, _body, bottom = PyMuPDFToDocument._edge_bands(pieces)
        banded = {id(piece) for piece in top + bottom}
        body = [piece for piece in others if id(piece) not in banded]
        dropped: set[int] = set()
        for edge in ("x1", "x0"):
            column: list[_Line] = []
            for number in sorted(numbers, key=lambda piece: (round(getattr(piece, edge) / 2), piece.y0)):
                if column and abs(getattr(number, edge) - getattr(column[0], edge)) > 2:
                    dropped |= PyMuPDFToDocument._numbered_run(column, others, body, beside, body_size, baselines)
                    column = []
                column.append(number)
            dropped |= PyMuPDFToDocument._numbered_run(column, others, body, beside, body_size, baselines)
        if not dropped:
            return pieces
        return [piece for piece in pieces if id(piece) not in dropped]

    @staticmethod
    def _numbered_run(
        column: list[_Line], others: list[_Line], body: list[_Line], beside: Any, body_size: float, baselines: int
    ) -> set[int]:
        """The ids of the pieces of an aligned column of integers that are line numbers (see `_drop_line_numbers`)."""
        found: set[int] = set()
        column = sorted(column, key=lambda piece: piece.y0)
        runs: list[list[_Line]] = []
        for number in column:
            run = runs[-1] if runs else None
            if run is not None and int(number.text) == int(run[-1].text) + 1:
                previous = run[-1]
                lines = [p for p in beside(previous) + beside(number) if p.x0 > previous.x1]
                left = min((p.x0 for p in lines), default=previous.x1 + body_size)
                between = [
                    p
                    for p in others
                    if previous.y1 < p.middle < number.y0 and p.x1 > previous.x1 and p.x0 < left + 2 * body_size
                ]
                if not between:
                    run.append(number)
                    continue
            runs.append([number])
        for run in runs:
            if len(run) < 4 or 2 * len(run) < baselines:
                continue
            x0, x1 = min(p.x0 for p in run), max(p.x1 for p in run)
            gap = 0.5 * body_size
            # A long run (a whole page of a bill, each line numbered and none left out) is checked only beside it:
            # the bill's explanation above it may be set across the margin. A short one may be a numbered list set
            # at the body's edge, as the text above and below it shows.
            level = [p for p in body if len(run) < _LONG_RUN or run[0].y0 <= p.middle <= run[-1].y1]
            if any(p.x0 < x1 + gap and p.x1 > x0 - gap for p in level):
                continue  # text in or next to the column: list numbers or a table's cells, not a margin
            if 2 * sum(1 for p in run if any(o.x0 > p.x1 for o in beside(p))) < len(run):
                continue  # nothing after them on their lines (page numbers of a contents list)
            found.update(id(p) for p in run)
        return found

    @staticmethod
    def _drawn_unrotated(page: pymupdf.Page) -> bool:
        """Whether most of a rotated page's text runs along the lines of the unrotated page (shown sideways)."""
        along = across = 0
        for block in page.get_text("dict", flags=pymupdf.TEXTFLAGS_TEXT)["blocks"]:
            for line in block.get("lines", []):
                length = sum(len(span["text"].strip()) for span in line["spans"])
                if abs(line["dir"][0]) > 0.9:
                    along += length
                else:
                    across += length
        return along > across

    @staticmethod
    def _line_text(spans: list[dict], notes: set[int] | frozenset[int] = frozenset()) -> str:
        """
        A line's text without footnote markers, and with a list mark for a bullet of a font of pictures.

        A lone glyph of such a font (`_DINGBAT_FONT_RE`) that opens a line marks a list item, whatever character code
        it is extracted as ("I", "l", "n"); a code outside ASCII is left to `rulebook.text.normalization`, which makes
        the private-use codes of symbol fonts bullets.

        A superscript span of 1-3 digits right after a word or a closing mark ("inspections.²²", "commerce.”³") is a
        reference to a footnote, not text; glued on, it made words such as "inspections.22". A superscript after a
        digit may be an exponent ("10⁶") and is kept, unless a footnote of that number is printed on the page: then it
        is a reference too (anywhere but at the line's start, where it numbers the footnote itself), and kept it would
        turn "Art. 1" with footnote 4 into "Art. 14". For the same reason a superscript suffix with a footnote number
        ("Art. 1" with "bis 8") keeps the suffix only.

        :param spans: The spans of one line, as PyMuPDF's "dict" text gives them.
        :param notes: The numbers of the footnotes printed on the page (see `_footnote_numbers`).
        :returns: The line's text.
        """
        parts: list[str] = []
        for span in spans:
            text = span["text"]
            superscript = span["flags"] & pymupdf.TEXT_FONT_SUPERSCRIPT
            marker = superscript and re.fullmatch(r"\d{1,3}", text.strip())
            before = "".join(parts).rstrip()
            after_word = re.search(r"(?:[^\W\d_]|[.,;:)\]”\"’'])$", parts[-1].rstrip()) if parts else None
            if marker and before and (after_word or int(text) in notes):
                continue
            if not before and _DINGBAT_FONT_RE.search(span["font"]) and _LONE_GLYPH_RE.fullmatch(text):
                text = "• "
            suffix = superscript and re.fullmatch(r"([^\W\d_]{1,10})\s+(\d{1,3})\s*", text)
            if suffix and re.search(r"[^\W_]$", before) and int(suffix.group(2)) in notes:
                text = suffix.group(1)  # "Art. 1" with a superscript "bis 8": article 1bis, footnote 8
            parts.append(text)
        return "".join(parts)

    @staticmethod
    def _footnote_numbers(blocks: list[dict], page_height: float) -> set[int]:
        """
        The numbers of the footnotes printed on a page: its small-print lines in the lower half of the page that start
        with a number, followed by the note's text on the line or in a piece of its own beside it ("4 Nouvelle
        teneur ..."). Small print is smaller than the page's body font, the size of most of its characters.

        :param blocks: The page's blocks, as PyMuPDF's "dict" text gives them.
        :param page_height: The page's height, in points.
        :returns: The footnote numbers; a bare small number alone on its line (a page number) is none.
        """
        weights: Counter[float] = Counter()
        upper: Counter[float] = Counter()
        lines: list[tuple[str, float, tuple[float, float, float, float]]] = []
        for block in blocks:
            for line in block.get("lines", []):
                visible = [span for span in line["spans"] if span["text"].strip()]
                if not visible:
                    continue
                for span in visible:
                    weights[round(span["size"], 1)] += len(span["text"].strip())
                    if line["bbox"][1] < page_height / 2:
                        upper[round(span["size"], 1)] += len(span["text"].strip())
                text = "".join(span["text"] for span in line["spans"]).strip()
                lines.append((text, max(span["size"] for span in visible), tuple(line["bbox"])))
        if not weights:
            return set()
        # Footnotes can fill most of a page's lower half: its body font is the one of the upper half.
        body_size = (upper or weights).most_common(1)[0][0]
        lower = [line for line in lines if line[2][1] >= page_height / 2]
        notes: set[int] = set()
        for text, size, (_x0, y0, x1, y1) in lower:
            if size >= body_size - 0.5:
                continue
            if match := re.match(r"(\d{1,3})\s+\S", text):
                notes.add(int(match.group(1)))
            elif re.fullmatch(r"\d{1,3}", text) and any(
                0 <= other[2][0] - x1 < 4 * size and abs((other[2][1] + other[2][3]) / 2 - (y0 + y1) / 2) < size / 2
                for other in lower
            ):
                notes.add(int(text))
        return notes

    @staticmethod
    def _bold(span: dict) -> bool:
        """Whether a text span is set in a bold face: its font's bold flag, or a bold name ("Melior-Bold")."""
        return bool(span["flags"] & pymupdf.TEXT_FONT_BOLD) or bool(_BOLD_FONT_RE.search(span["font"]))

    @staticmethod
    def _note_markers(piece: _Line, spans: list[dict]) -> None:
        """Record a line's footnote markers: a small or superscript number starting it, or following text."""
        visible = [span for span in spans if span["text"].strip()]
        piece.text_size = max(span["size"] for span in visible)
        for index, span in enumerate(visible):
            if not re.fullmatch(r"\d{1,3}", span["text"].strip()):
                continue
            others = [other["size"] for other in visible if other is not span]
            small = bool(others) and span["size"] <= 0.8 * max(others)
            if not (small or span["flags"] & pymupdf.TEXT_FONT_SUPERSCRIPT) or len(visible) < 2:
                continue
            if index == 0:
                piece.marker = int(span["text"])
            else:
                piece.refs.add(int(span["text"]))
        if piece.marker is not None:
            piece.text_size = max(span["size"] for span in visible[1:])

    @staticmethod
    def _mark_footnotes(page: pymupdf.Page, lines: list[_Line]) -> None:
        """
        Mark the page's footnote block (`_Line.footnote`). It is found only when all of these hold, so that
        small-print body text (table notes, captions, sidebars) is never taken for footnotes:

        - it starts in the lower half of the page with a line that begins with a number N (small or superscript,
          or in the note's own size: "4 The carrier may ...") and is set smaller than the page's body font (the
          font size of most of its characters);
        - the body text above it refers to footnote N with a small or superscript N;
        - a short horizontal rule (the footnote separator, narrower than half the page) sits just above it,
          starting at the line's left edge; or, where the notes are set without one (a document made in a word
          processor with its separator turned off), every note of the block is called from the text above: each
          line of it that starts with a number starts with the number of a call there, the numbers rising;
        - it runs on, line after line without a wider gap, in the small font and from the same left margin;
          nothing else is set beside it, and at most 3 lines (the page footer) come below it.
        """
        text_lines = [line for line in lines if not line.table]
        if not any(line.refs for line in text_lines):
            return
        weights: dict[float, int] = {}
        for line in text_lines:
            weights[round(line.text_size, 1)] = weights.get(round(line.text_size, 1), 0) + len(line.text)
        body_size = max(weights, key=weights.__getitem__)
        by_y = sorted(lines, key=lambda line: (line.y0, line.x0))
        candidates = [
            i
            for i, line in enumerate(by_y)
            if not line.table and line.y0 >= page.rect.height / 2 and line.text_size < body_size - 0.5
        ]
        start = next((i for i in candidates if by_y[i].marker is not None), None)
        if start is None:
            # Notes printed in one font: a small line led by a number that the text above refers to (small print
            # led by a number that nothing refers to, a table row "1 Los Angeles 110", is no note).
            start = next(
                (
                    i
                    for i in candidates
                    if (number := PyMuPDFToDocument._note_number(by_y[i])) is not None
                    and any(number in line.refs for line in by_y[:i])
                ),
                None,
            )
        if start is None:
            return
        first = by_y[start]
        if not any(PyMuPDFToDocument._note_number(first) in line.refs for line in by_y[:start]):
            return
        if any(line.middle > first.y0 for line in by_y[:start]):
            return  # text set beside the first footnote line
        ruled = PyMuPDFToDocument._rule_above(page, first)
        block = [first]
        for line in by_y[start + 1 :]:
            previous = block[-1]
            if (
                line.table
                or line.text_size >= body_size - 0.5
                or line.x0 < first.x0 - 3
                or line.y0 - previous.y1 > previous.height
                or (line.marker is None and _PAGE_NUMBER_RE.match(line.text))
            ):
                break
            block.append(line)
        rest = by_y[start + len(block) :]
        bottom = max(line.y1 for line in block)
        if len(rest) > 3 or any(line.middle < bottom for line in rest):
            return  # text beside or amid the block, or more than a footer below it: not a plain footnote block
        if not ruled and not PyMuPDFToDocument._all_called(block, by_y[:start]):
            return
        for line in block:
            line.footnote = True

    @staticmethod
    def _all_called(block: list[_Line], above: list[_Line]) -> bool:
        """
        Whether a block of small print is a page's notes by their numbers alone: each of its lines that starts with a
        number (`_note_number`) starts with one that the text above calls with a small or superscript number, and
        those numbers rise down the block. Small print numbered otherwise (a numbered list of its own, a table's
        rows) is text.

        :param block: The lines of the block, top to bottom.
        :param above: The page's lines above it.
        :returns: True when every numbered line of the block is a note called from above.
        """
        called = {number for line in above for number in line.refs}
        numbers = [number for line in block if (number := PyMuPDFToDocument._note_number(line)) is not None]
        return all(number in called for number in numbers) and all(a < b for a, b in pairwise(numbers))

    @staticmethod
    def _note_number(line: _Line) -> int | None:
        """The number a line starts with as a footnote: its small or superscript marker, or a leading number."""
        if line.marker is not None:
            return line.marker
        # Notes printed in one font ("4 The carrier may ...") carry their number in the same span as the text.
        match = re.match(r"(\d{1,3})\s+\S", line.text)
        return int(match.group(1)) if match else None

    @staticmethod
    def _rule_above(page: pymupdf.Page, line: _Line) -> bool:
        """A short horizontal rule (30 pt to half the page wide) just above a line, starting at its left edge."""
        for drawing in page.get_cdrawings():
            for item in drawing["items"]:
                if item[0] == "l" and abs(item[1][1] - item[2][1]) < 1:
                    x0, x1, y = min(item[1][0], item[2][0]), max(item[1][0], item[2][0]), item[1][1]
                elif item[0] == "re" and pymupdf.Rect(item[1]).height < 2:
                    x0, x1, y = item[1][0], item[1][2], item[1][1]
                else:
                    continue
                if 30 < x1 - x0 < page.rect.width / 2 and abs(x0 - line.x0) < 15 and 0 < line.y0 - y < 3 * line.height:
                    return True
        return False

    @staticmethod
    def _footnotes(pages: list[list[_Line]]) -> list[list[Any]]:
        """
        The notes of the pages' footnote blocks (`_mark_footnotes`), for the splitter to keep each on lines of its own:
        a note printed without a final stop ("4 49 C.F.R. § 171.1") would otherwise be read on one line with the
        sentence printed after it.

        :param pages: The lines of each page.
        :returns: `[page, lines]` per note: the 0-based page and the note's lines, each normalised as the page text
            is, by page. A note starts at the block's first line, at a line led by a small or superscript number, and
            at a line led by the number after the last note's: a line of a note that wraps may start with a number
            too ("2 employees per train * 4 hours)" under note 21).
        """
        notes: list[list[Any]] = []
        for page, lines in enumerate(pages):
            last: int | None = None
            for line in lines:
                if not line.footnote:
                    continue
                text = " ".join(normalize_text(line.text).split())
                number = PyMuPDFToDocument._note_number(line)
                if last is None or line.marker is not None or (number is not None and number == last + 1):
                    notes.append([page, []])
                    last = number if number is not None else last or 0
                notes[-1][1].append(text)
        return notes

    @staticmethod
    def _styled_headings(pages: list[list[_Line]]) -> list[list[Any]]:
        """
        The lines set as headings by their type alone: larger than the body text by `HEADING_SIZE_RATIO` at least,
        or bold in the body's size in a document whose body is not bold (less than a fifth of its characters are);
        short (twelve words at most), mostly letters, starting with a capital or a digit, with no sentence break
        inside and not ending like a sentence or a clause (".", ",", ";", ":"). The body size is the one most of the
        document's characters are set in. A document that sets whole passages in larger type (a letter, a form)
        lists none: most of its large lines run on in threes or more, or they are more than a third of its lines;
        so for its bold lines. The splitter uses them only where no numbering structures the document
        (`ArticleSplitter`).

        :param pages: The lines of each page.
        :returns: `[page, text, level]` per heading line: 0-based page, the line's text normalised as the page
            text is, level 1 for the largest type, 2 for the next, and so on, bold lines of the body's size last;
            by page.
        """
        weight: Counter[float] = Counter()
        bold_chars = 0
        for lines in pages:
            for line in lines:
                weight[round(line.text_size * 2) / 2] += len(line.text)
                bold_chars += len(line.text) if line.bold else 0
        if not weight:
            return []
        body = weight.most_common(1)[0][0]
        # Bold lines in the body's size head sections only where the body text is not bold itself.
        bold_heads = bold_chars < 0.2 * sum(weight.values())
        total_lines = sum(len(lines) for lines in pages)

        def styled(large: bool) -> list[tuple[int, str, float]]:
            found = []
            in_runs = 0  # heading lines in runs of three or more
            for page, lines in enumerate(pages):
                run = 0
                for line in lines:
                    text = " ".join(normalize_text(line.text).split())
                    visible = text.replace(" ", "")
                    set_apart = (
                        line.text_size >= HEADING_SIZE_RATIO * body
                        if large
                        else line.bold and bold_heads and abs(line.text_size - body) <= 0.5
                    )
                    if (
                        line.table
                        or line.footnote
                        or not set_apart
                        or len(text.split()) > 12
                        or not (text[:1].isupper() or text[:1].isdigit())
                        or sum(c.isalpha() for c in visible) < 0.6 * len(visible)
                        or _SENTENCE_BREAK_RE.search(_HEADING_NUMBER_RE.sub("", text))
                        or text.endswith((".", ",", ";", ":"))
                    ):
                        run = 0
                        continue
                    found.append((page, text, round(line.text_size * 2) / 2))
                    run += 1
                    in_runs += 3 if run == 3 else 1 if run > 3 else 0
            if in_runs > 0.5 * len(found) or len(found) > total_lines / 3:
                return []
            return found

        larger = styled(large=True)
        sizes = sorted({size for _page, _text, size in larger}, reverse=True)
        headings = [[page, text, sizes.index(size) + 1] for page, text, size in larger]
        # Bold lines of the body's size are the level under the larger ones.
        headings += [[page, text, len(sizes) + 1] for page, text, _size in styled(large=False)]
        return sorted(headings, key=lambda heading: heading[0])

    @staticmethod
    def _page_text_lines(lines: list[_Line]) -> list[str]:
        """
        The text lines of a page, its footnote block (if any) moved out of the running text.

        A sentence that runs on to the next page must stay whole, and the footnotes must stay on their page
        (they are cited by page). So the footnote block goes right after the page's last complete sentence:
        at the end of the body text when the body ends a sentence, otherwise before the unfinished sentence,
        which then ends the page and continues on the next one. A line is split where that sentence starts.
        Table rows are never split from each other. The lines below the block (the page footer) stay last.
        """
        if not any(line.footnote for line in lines):
            return [line.text for line in lines]
        footnotes = [line.text for line in lines if line.footnote]
        cut = next(i for i, line in enumerate(lines) if line.footnote)
        body = [line for line in lines[:cut] if not line.footnote]
        tail = [line.text for line in lines[cut:] if not line.footnote]
        texts = [line.text for line in body]
        for i in range(len(body) - 1, -1, -1):
            if body[i].table:
                continue
            if _SENTENCE_END_RE.search(body[i].text):
                return texts[: i + 1] + footnotes + texts[i + 1 :] + tail
            breaks = list(_SENTENCE_BREAK_RE.finditer(body[i].text))
            if breaks:
                split = breaks[-1].end()
                head, rest = body[i].text[:split].rstrip(), body[i].text[split:]
                return [*texts[:i], head, *footnotes, rest, *texts[i + 1 :], *tail]
        return texts + footnotes + tail

    @staticmethod
    def _columns(pieces: list[_Line], page_width: float) -> list[list[_Line]]:
        """
        Split the pieces into reading-order groups: full-width bands (and tables), and the columns left to right.

        A page of three or more columns has its gutters found by `_gutters`; otherwise a page of two columns has its
        gutter found near the middle (`_two_column_gutter`), or under a full-width block at its top
        (`_gutter_below_block`), whose pieces are read first as one band of their own. A piece across a gutter (a
        heading over the columns, a wide table) ends the columns above it, which are read first, and stands apart.

        :param pieces: The pieces of one page.
        :param page_width: The page's width, in points.
        :returns: The groups of pieces in reading order; one group when the page has one column.
        """
        gutters = PyMuPDFToDocument._gutters(pieces)
        block_bottom = None
        if not gutters:
            gutter = PyMuPDFToDocument._two_column_gutter(pieces, page_width)
            if gutter is None and (below := PyMuPDFToDocument._gutter_below_block(pieces, page_width)) is not None:
                gutter, block_bottom = below
            gutters = [] if gutter is None else [gutter]
        if not gutters:
            return [pieces]
        if block_bottom is not None:
            # The block's lines (a title, a table of dates beside their labels) are read as the page's one column.
            block = [p for p in pieces if p.middle < block_bottom]
            rest = [p for p in pieces if p.middle >= block_bottom]
            return [block, *PyMuPDFToDocument._column_groups(rest, gutters)]
        return PyMuPDFToDocument._column_groups(pieces, gutters)

    @staticmethod
    def _column_groups(pieces: list[_Line], gutters: list[float]) -> list[list[_Line]]:
        """The reading-order groups of the pieces of a page (see `_columns`) with the given gutters."""
        top, body, bottom = PyMuPDFToDocument._edge_bands(pieces)
        groups: list[list[_Line]] = [top] if top else []
        columns: list[list[_Line]] = [[] for _ in range(len(gutters) + 1)]
        crossing = [p for p in body if any(p.x0 < gutter - 1 and p.x1 > gutter + 1 for gutter in gutters)]
        # A piece on the baseline of one across a gutter is read with it: the page number beside a running header
        # that stands too close to the columns to be a band of its own.
        with_crossing = {
            id(piece): line
            for line in crossing
            for piece in body
            if piece not in crossing and not piece.table and not line.table and piece.shares_baseline(line)
        }
        joined: dict[int, list[_Line]] = {}
        for piece in sorted(body, key=lambda p: (p.y0, p.x0)):
            if id(piece) in with_crossing:
                continue
            # A table set inside one column is read in that column's text; one across a gutter stands apart.
            if any(piece.x0 < gutter - 1 and piece.x1 > gutter + 1 for gutter in gutters):
                if any(columns):
                    groups.extend(columns)
                    columns = [[] for _ in range(len(gutters) + 1)]
                joined[id(piece)] = [piece]
                groups.append(joined[id(piece)])
            else:
                columns[sum(1 for gutter in gutters if piece.x1 > gutter + 1)].append(piece)
        for piece in body:
            if id(piece) in with_crossing:
                joined[id(with_crossing[id(piece)])].append(piece)
        groups.extend([*columns, bottom])
        return [group for group in groups if group]

    @staticmethod
    def _gutters(pieces: list[_Line]) -> list[float]:
        """
        The gutters of a page of three or more text columns, from the x-extents of its text lines.

        A gutter is an x that few body lines cross (a tenth of them at most: headings or tables over the columns),
        with text on both sides; where a run of such x is found, the one crossed least (the middle of them when
        several are) is the gutter. The columns between the gutters must each hold 4 lines or more, half of them at
        least nearly as wide as the column's text (a line: what stands on one baseline of the column), and that text
        a good part of the page's width: a margin of article numbers is no column, and a narrow strip (the times
        set apart from their days in a leaflet's panel) is joined to its narrower neighbour.

        :param pieces: The pieces of one page.
        :returns: The gutters left to right, in points; empty when the page has fewer than three columns.
        """
        _top, body, _bottom = PyMuPDFToDocument._edge_bands(pieces)
        text = [piece for piece in body if not piece.table]
        if len(text) < 12:
            return []
        left_edge, right_edge = min(p.x0 for p in text), max(p.x1 for p in text)
        limit = 0.1 * len(text)
        # How many lines cross each whole x (x0 < x - 1 and x1 > x + 1), counted with one difference array.
        first, last = math.floor(left_edge), math.ceil(right_edge)
        change = [0] * (last - first + 2)
        for p in text:
            low, high = math.floor(p.x0 + 1) + 1, math.ceil(p.x1 - 1) - 1
            if low <= high:
                change[low - first] += 1
                change[high - first + 1] -= 1
        counts = list(accumulate(change))
        runs: list[list[tuple[int, float]]] = []  # (crossing count, x) of each run of little-crossed x
        for step in range(first + 2, last - 1):
            x = float(step)
            crossing = counts[step - first]
            if crossing > limit:
                if runs and runs[-1]:
                    runs.append([])
                continue
            if not runs:
                runs.append([])
            runs[-1].append((crossing, x))
        gutters = []
        for run in runs:
            if not run:
                continue
            least = min(crossing for crossing, _x in run)
            xs = [x for crossing, x in run if crossing == least]
            gutter = (xs[0] + xs[-1]) / 2
            if any(p.x1 <= gutter + 1 for p in text) and any(p.x0 >= gutter - 1 for p in text):
                gutters.append(gutter)

        return PyMuPDFToDocument._column_gutters(text, gutters)

    @staticmethod
    def _column_gutters(text: list[_Line], gutters: list[float]) -> list[float]:
        """The gutters (see `_gutters`) that leave columns of text between them; empty when fewer than two do."""
        left_edge, right_edge = min(p.x0 for p in text), max(p.x1 for p in text)

        def lines_between(left: float, right: float) -> list[_Line]:
            return [p for p in text if p.x0 >= left - 1 and p.x1 <= right + 1]

        def column_extent(left: float, right: float) -> float:
            column = lines_between(left, right)
            return max(p.x1 for p in column) - min(p.x0 for p in column) if column else 0.0

        def is_narrow(left: float, right: float) -> bool:
            return len(lines_between(left, right)) < 4 or column_extent(left, right) < 0.15 * (right_edge - left_edge)

        def is_column(left: float, right: float) -> bool:
            # A line is what stands on one baseline of the column: a label and its value set apart ("Saturday" ...
            # "08:00 – 18:00" in a panel of opening hours) make one line as wide as the column, as a sentence does.
            rows = PyMuPDFToDocument._baseline_rows(lines_between(left, right))
            extent = column_extent(left, right)
            wide = sum(1 for row in rows if max(p.x1 for p in row) - min(p.x0 for p in row) >= 0.6 * extent)
            return 2 * wide >= len(rows)

        # A few pieces beyond the outer columns (a page number beside the running header) are no column of their own.
        while gutters and len(lines_between(left_edge, gutters[0])) < 4:
            gutters.pop(0)
        while gutters and len(lines_between(gutters[-1], right_edge)) < 4:
            gutters.pop()
        # A narrow strip between two gaps (the values set apart from their labels in one panel, a margin) is no
        # column: it is joined to its narrower neighbour, and the rest are checked again. A column of short lines
        # (a table's) leaves the page to be read whole.
        while len(gutters) >= 2:
            spans = list(pairwise([left_edge, *gutters, right_edge]))
            bad = next((i for i, span in enumerate(spans) if is_narrow(*span)), None)
            if bad is None:
                return gutters if all(is_column(*span) for span in spans) else []
            if bad == 0 or (bad < len(gutters) and column_extent(*spans[bad - 1]) > column_extent(*spans[bad + 1])):
                gutters.pop(bad)
            else:
                gutters.pop(bad - 1)
        return []

    @staticmethod
    def _baseline_rows(pieces: list[_Line]) -> list[list[_Line]]:
        """
        :returns: The pieces grouped by baseline (`_Line.shares_baseline` with the row's first piece), top to bottom,
            each row left to right.
        """
        rows: list[list[_Line]] = []
        for piece in sorted(pieces, key=lambda p: (p.middle, p.x0)):
            if rows and piece.shares_baseline(rows[-1][0]):
                rows[-1].append(piece)
            else:
                rows.append([piece])
        for row in rows:
            row.sort(key=lambda p: p.x0)
        return rows

    @staticmethod
    def _two_column_gutter(pieces: list[_Line], page_width: float) -> float | None:
        """
        The gutter of a two-column page: an x near the page's middle with a column of text on both sides, or None.

        Whether the page has two columns is tried at fixed fractions of its width near the middle, as before; where
        one passes, the gutter is the x that the fewest text pieces cross among those in the middle third of the
        page (0.34 to 0.66 of its width) with columns on both sides: a run of x crossed equally often is one
        candidate, its middle (the middle of the whitespace between the columns); of runs crossed equally often
        the widest is tried first, and a run narrower than about an em (the gap between two columns of a table) is
        none. The first fraction that passes can fall inside a column (the left column of a page with a margin of
        side notes ends right of the page's middle), where the lines that end left of it read as one column and
        those that cross it as another. The fractions decide alone whether a page has two columns: tried at every
        x, the gap between the columns of a table on a page of one column passed for a gutter.

        Each side is a column when the median width of its pieces is a quarter of the page's width, with few pieces
        across the gutter (headings and tables over the columns); or, where small type or short items and lines
        (a bylaw's lettered rules) leave that median short, when no piece crosses the gutter beside the two sides
        and each side is as wide as a column with its lines filling it (`_fills_column`). Indented blocks, a
        centred title or a table on a page of one column have the page's full lines beside them, across the gutter.

        :param pieces: The pieces of one page.
        :param page_width: The page's width, in points.
        :returns: The gutter's x, in points, or None when the page is not read as two columns.
        """
        text_pieces = [p for p in pieces if not p.table]
        body: list[_Line] = []  # the text without its header and footer bands, found when first needed
        found = next(
            (
                page_width * fraction
                for fraction in [0.5 + d / 100 for d in (0, -4, 4, -8, 8, -12, 12, -16, 16)]
                if PyMuPDFToDocument._columns_beside(pieces, text_pieces, body, page_width * fraction, page_width)
            ),
            None,
        )
        if found is None:
            return None

        def crossed(x: float) -> int:
            return sum(1 for p in text_pieces if p.x0 < x - 1 and p.x1 > x + 1)

        first, last = math.ceil(0.34 * page_width), math.floor(0.66 * page_width)
        runs: list[tuple[int, int, int]] = []  # (crossing count, first x, last x) of each run of equally crossed x
        for step in range(first, last + 1):
            crossing = crossed(step)
            if runs and runs[-1][0] == crossing and runs[-1][2] == step - 1:
                runs[-1] = (crossing, runs[-1][1], step)
            else:
                runs.append((crossing, step, step))
        middle = page_width / 2
        ordered = sorted(runs, key=lambda run: (run[0], run[1] - run[2], abs((run[1] + run[2]) / 2 - middle)))
        # A gutter is at least about an em wide; the narrow gap between two columns of a table is none.
        em = statistics.median(p.size for p in text_pieces)
        for count, low, high in ordered:
            if count > crossed(found):
                break
            if high - low - 2 < 0.8 * em:  # the x within 1 pt of a piece are not crossed by it
                continue
            x = (low + high) / 2
            if PyMuPDFToDocument._columns_beside(pieces, text_pieces, body, x, page_width):
                return x
        return found

    @staticmethod
    def _gutter_below_block(pieces: list[_Line], page_width: float) -> tuple[float, float] | None:
        """
        The gutter of two columns under a full-width block at the top of a page: a first page's title, preamble or
        table of dates over the columns of the text.

        The block's full lines cross any x near the middle, and its short ones (a label and its date) stand on both
        sides, so the page as a whole passes for no two-column page. Under the lowest text piece across the page's
        middle, the columns are alone: they are two columns when nothing crosses the gutter there and each side
        is a column of text (`_fills_column`) that holds at least a third of the page's text pieces together.

        :param pieces: The pieces of one page.
        :param page_width: The page's width, in points.
        :returns: The gutter's x and the block's bottom, in points, or None.
        """
        text_pieces = [p for p in pieces if not p.table]
        middle = page_width / 2
        crossing = [p for p in text_pieces if p.x0 < middle - 1 and p.x1 > middle + 1]
        beside = [p for p in pieces if not (p.x0 < middle - 1 and p.x1 > middle + 1)]
        if len(text_pieces) < 12 or not crossing or not beside:
            return None
        # A footer under the columns (the page number) crosses the middle too: it is no part of the block.
        text_bottom = max(p.y1 for p in beside)
        block_bottom = max((p.y1 for p in crossing if p.y0 < text_bottom), default=None)
        below = [p for p in pieces if block_bottom is not None and block_bottom <= p.y0 < text_bottom]
        gutter = PyMuPDFToDocument._two_column_gutter(below, page_width) if 2 * len(below) >= len(pieces) else None
        if block_bottom is None or gutter is None or any(p.x0 < gutter - 1 and p.x1 > gutter + 1 for p in below):
            return None
        sides = ([p for p in below if p.x1 <= gutter - 1], [p for p in below if p.x0 >= gutter + 1])
        # The columns are the page's text: they start right under the block and run down most of the page. A short
        # list set in two columns under a page of one column (a list of officials at its foot) is no such page.
        height = text_bottom - min(p.y0 for p in pieces)
        columns = all(
            side
            and PyMuPDFToDocument._fills_column(side, page_width)
            and min(p.y0 for p in side) - block_bottom <= 0.1 * height
            and max(p.y1 for p in side) - min(p.y0 for p in side) >= 0.5 * height
            for side in sides
        )
        return (gutter, block_bottom) if columns else None

    @staticmethod
    def _columns_beside(
        pieces: list[_Line], text_pieces: list[_Line], body: list[_Line], x: float, page_width: float
    ) -> bool:
        """
        Whether a column of text stands on both sides of `x` (see `_two_column_gutter`).

        `body` is the text pieces without the page's header and footer bands: filled here when first needed (empty
        before), and kept by the caller for its next x.
        """
        # A table's rows inside one column are lines of that column: a column that is mostly a table (one that
        # runs on from the page before, under a heading or two) is still a column.
        left = [p for p in pieces if p.x1 <= x - 1]
        right = [p for p in pieces if p.x0 >= x + 1]
        if min(len(left), len(right)) < 2 or max(len(left), len(right)) < 6:
            return False
        if min(len(left), len(right)) < 6:
            # A short column (the last lines of a document, at the top of its right column) starts where the
            # other one does; a few short pieces lower down beside a column are no column of their own.
            if not body:
                body.extend(PyMuPDFToDocument._edge_bands(text_pieces)[1])
            sides = ([p for p in body if p.x1 <= x - 1], [p for p in body if p.x0 >= x + 1])
            if not all(sides):
                return False
            tops = [min(p.y0 for p in side) for side in sides]
            if abs(tops[0] - tops[1]) > 3 * statistics.median(p.height for p in text_pieces):
                return False
        wide = 0.25 * page_width
        left_wide = sorted(p.x1 - p.x0 for p in left)[len(left) // 2] >= wide
        right_wide = sorted(p.x1 - p.x0 for p in right)[len(right) // 2] >= wide
        crossing = [p for p in text_pieces if p.x0 < x - 1 and p.x1 > x + 1]
        if left_wide and right_wide and len(crossing) <= 0.3 * len(text_pieces):
            return True
        return PyMuPDFToDocument._clear_gutter(left, right, crossing) and all(
            PyMuPDFToDocument._fills_column(side, page_width) for side in (left, right)
        )

    @staticmethod
    def _clear_gutter(left: list[_Line], right: list[_Line], crossing: list[_Line]) -> bool:
        """
        Whether no piece crosses a gutter between the top and the bottom of the text on both sides of it.

        A page of one column has full lines between its short ones (the lines of an indented block, a list's
        short items, a table's rows), so some cross any x near its middle; between two columns nothing does, and
        a title or a header over them, or a footer under them, is outside the height they share.

        :param left: The pieces left of the gutter.
        :param right: The pieces right of it.
        :param crossing: The text pieces across it.
        :returns: Whether the gutter is clear.
        """
        top = max(min(p.y0 for p in left), min(p.y0 for p in right))
        bottom = min(max(p.y1 for p in left), max(p.y1 for p in right))
        return top < bottom and not any(top < p.middle < bottom for p in crossing)

    @staticmethod
    def _fills_column(side: list[_Line], page_width: float) -> bool:
        """
        Whether the pieces on one side of a gutter are a column of text: as wide as one, and its lines fill it.

        A line is the pieces on one baseline (a rule's letter and its text). A column is a quarter of the page wide
        and holds 6 lines or more; its lines wrap at its right edge, so a third of them at least run across 0.6 of
        its width, while the last lines of its paragraphs and its short items need not. A strip of numbers or
        labels beside text, or a few short lines, is no column.

        :param side: The pieces on one side of the gutter.
        :param page_width: The page's width, in points.
        :returns: Whether they are a column.
        """
        lines: list[list[float]] = []  # [x0, x1, middle, height] of each line, top to bottom
        for piece in sorted(side, key=lambda p: p.middle):
            if lines and abs(piece.middle - lines[-1][2]) < 0.45 * min(piece.height, lines[-1][3]):
                lines[-1][0], lines[-1][1] = min(lines[-1][0], piece.x0), max(lines[-1][1], piece.x1)
            else:
                lines.append([piece.x0, piece.x1, piece.middle, piece.height])
        extent = max(line[1] for line in lines) - min(line[0] for line in lines)
        filled = sum(1 for line in lines if line[1] - line[0] >= 0.6 * extent)
        return len(lines) >= 6 and extent >= 0.25 * page_width and 3 * filled >= len(lines)

    @staticmethod
    def _edge_bands(pieces: list[_Line]) -> tuple[list[_Line], list[_Line], list[_Line]]:
        """
        Split a page's pieces into its header band, its body and its footer band.

        A running header or footer spans the page above or below the columns ("Issue 2" at the left, the page
        number at the right), so read by column its left half would end the left column, between the two halves
        of a sentence that runs on into the right column. A band is the pieces in the top or bottom 12% of the
        page that are set apart from everything else by a clear horizontal gap (more than one and a half body
        lines), at most three lines of them.

        :param pieces: The pieces of one page.
        :returns: The header band, the body and the footer band; a band is empty when there is none.
        """
        text = [piece for piece in pieces if not piece.table]
        if len(text) < 6:
            return [], pieces, []
        line_height = statistics.median(piece.height for piece in text)
        page_top = min(piece.y0 for piece in pieces)
        page_bottom = max(piece.y1 for piece in pieces)
        reach = 0.12 * max(page_bottom - page_top, 1.0)
        by_y = sorted(pieces, key=lambda piece: piece.y0)

        def band(ordered: list[_Line], edge: float, inward: int) -> list[_Line]:
            # Pieces from the edge inwards, until a gap of more than 1.5 lines.
            found: list[_Line] = []
            extent = None
            for piece in ordered:
                near = piece.y1 if inward < 0 else piece.y0
                if extent is not None and (near - extent) * inward > 1.5 * line_height:
                    return found if len({round(p.middle) for p in found}) <= 3 else []
                if abs((piece.y0 if inward > 0 else piece.y1) - edge) > reach or piece.table:
                    return []
                found.append(piece)
                far = piece.y1 if inward > 0 else piece.y0
                extent = far if extent is None else (max(extent, far) if inward > 0 else min(extent, far))
            return []

        top = band(by_y, page_top, 1)
        bottom = band(sorted(pieces, key=lambda piece: -piece.y1), page_bottom, -1)
        banded = {id(piece) for piece in top + bottom}
        return top, [piece for piece in pieces if id(piece) not in banded], bottom

    @staticmethod
    def _margin_headings(pieces: list[_Line]) -> list[_Line]:
        """
        Join the lines of a heading set in the left margin into one line, read before the body text beside it.

        A layout that prints each article's number and title in a margin left of the body ("4.2" over "Emergency"
        over "procedures", the body text starting on the line of "4.2") puts each margin line on the baseline of a
        body line, so joining pieces by baseline would read the title into the middle of a sentence. The body's
        left edge is where most lines of the column start; a margin piece ends left of it by a gutter of more than
        one body font size. Margin pieces one under the other (less than one line apart) are one heading. A number
        over a title (a first piece without words, words under it) becomes a line of its own just above the body
        line beside its first line. Any other margin, of one line ("[FIPS 199]" beside a reference), of numbers
        only ("B1.1" over "B1.1.1", "i)" over "ii)", each beside its own text) or of glossary terms, stays on the
        baselines it shares with the body lines, where each piece reads as the number or label of that line's
        text.

        :param pieces: The text pieces of one column or band of a page.
        :returns: The pieces with each margin heading of words replaced by one line of its own.
        """
        text = [piece for piece in pieces if not piece.table]
        if len(text) < 6:
            return pieces
        starts = Counter(round(piece.x0) for piece in text)
        body_left, count = starts.most_common(1)[0]
        if count < 0.4 * len(text):
            return pieces  # no dominant left edge: no body column to set a margin against
        body_size = statistics.median(piece.size for piece in text if abs(piece.x0 - body_left) <= 1)
        margin = sorted(
            (piece for piece in text if piece.x1 <= body_left - body_size and piece.x1 - piece.x0 > 0),
            key=lambda piece: piece.y0,
        )
        beside = [piece for piece in text if piece.x0 >= body_left - 1]
        groups: list[list[_Line]] = []
        for piece in margin:
            previous = groups[-1][-1] if groups else None
            if previous is not None and piece.y0 - previous.y1 < 0.6 * previous.height:
                groups[-1].append(piece)
            else:
                groups.append([piece])
        replaced: set[int] = set()
        headings: list[_Line] = []
        for group in groups:
            words = " ".join(piece.text for piece in group)
            first = group[0]
            if len(group) == 1 or _WORD_RE.search(first.text) or not _WORD_RE.search(words):
                note = None
                if _WORD_RE.search(words) and max(p.text_size for p in group) <= 0.85 * body_size:
                    note = PyMuPDFToDocument._side_note(group, words, text, margin, body_left + body_size)
                if note is not None:
                    headings.append(note)
                    replaced.update(id(piece) for piece in group)
                continue  # not a number over a title: each piece is joined with the text beside it
            if not any(abs(other.middle - first.middle) < first.height for other in beside):
                continue  # nothing beside it: a line of the page, not a margin heading
            # Just above the body line beside its first line, so that it is read first.
            shift = 0.3 * first.height
            heading = _Line(
                words,
                (min(p.x0 for p in group), first.y0 - shift, max(p.x1 for p in group), first.y1 - shift),
                max(p.size for p in group),
            )
            heading.text_size = max(p.text_size for p in group)
            heading.margin = True
            headings.append(heading)
            replaced.update(id(piece) for piece in group)
        if not headings:
            return pieces
        return [piece for piece in pieces if id(piece) not in replaced] + headings

    @staticmethod
    def _side_note(
        group: list[_Line], words: str, text: list[_Line], margin: list[_Line], start: float
    ) -> _Line | None:
        """
        One line of its own for a side note: words in the left margin set in smaller type than the body beside them.

        A bylaw or statute may print a short summary beside a section ("Speed: 4 kn inner, 8" over "kn channel",
        beside "3. Speed limits"). Joined by baseline, its lines were read into the heading and the sentence
        beside them. It is read before the body line beside its first line, unless that line runs on a sentence
        (it starts in lower case): then after the line that ends that sentence, so that no sentence is cut.

        :param group: The margin pieces of the note, top to bottom.
        :param words: Their text, joined.
        :param text: The text pieces of the column.
        :param margin: The column's margin pieces.
        :param start: The x that body lines start left of (a page number far right beside a footer is none).
        :returns: The note's line, marked as a margin line (never joined with another); None when no body line is
            beside its first line (a footer in small type, a line of the page).
        """
        first = group[0]
        in_margin = {id(piece) for piece in margin}
        body = sorted((p for p in text if id(p) not in in_margin), key=lambda p: p.middle)
        beside = [p for p in body if abs(p.middle - first.middle) < first.height and p.x0 <= start]
        if not beside:
            return None
        x0, x1 = min(p.x0 for p in group), max(p.x1 for p in group)
        target = min(beside, key=lambda p: abs(p.middle - first.middle))
        if target.text[:1].islower():
            after = body[body.index(target) :]
            end = next((p for p in after if _SENTENCE_END_RE.search(p.text) or p.text.endswith((":", ";"))), after[-1])
            bbox = (x0, end.y1, x1, end.y1 + 0.5)
        else:
            bbox = (x0, target.y0 - 0.5, x1, target.y0)
        note = _Line(words, bbox, max(p.size for p in group))
        note.text_size = max(p.text_size for p in group)
        note.margin = True
        return note

    @staticmethod
    def _aligned_tables(pieces: list[_Line]) -> list[_Line]:
        """
        Write a table with no ruling lines (cells set apart by space alone, as in a booktabs or borderless table) row
        by row, its cells joined by " | " as a ruled table's are; joined by spaces, its columns ran together ("Up to
        6 m GBP 1,150 GBP 200", "Main court 1 for every 20 Stands on the").

        A table is at least `_TABLE_ROWS` visual lines in a row, each of two or more pieces no wider than `_CELL_WIDTH`
        of the band or of six words at most (a wider, longer piece is running text beside an article number or a side
        head), whose pieces stand in the same columns: each piece starts, ends or is centred where a piece of the
        table's first line does (its head row), within `_ALIGNED` points, and ends before the next column starts. A
        line whose pieces all stand in the columns but not in the first is the rest of the cells above it, wrapped
        ("jumpers, and at" under "1 for every 20"), and is added to them; a line of words under the head, before the
        rows of values, is the rest of the head's cells ("OCCUPANT LOAD PER" over "STORY"). The table ends at a line
        that does not stand in its columns (text across them) or after a gap of more than two lines. Other layouts
        whose pieces align (covers' labels and values, lists, contents, text in columns) are left as lines
        (`_a_table_of_values`).

        :param pieces: The text pieces of one column band of a page.
        :returns: The pieces, each table's pieces replaced by its rows (`table` lines).
        """
        text = [p for p in pieces if not p.table and not p.margin]
        if not text:
            return pieces
        # A cell is narrower than half the band: a piece wider than that is a line of running text (beside an
        # article number or a side head set in a column of its own, which align as a table's cells do).
        widest = _CELL_WIDTH * (max(p.x1 for p in text) - min(p.x0 for p in text))
        rows = PyMuPDFToDocument._baseline_rows(text)
        replaced: set[int] = set()
        tables: list[_Line] = []
        start = 0
        while start < len(rows):
            head = rows[start]
            if len(head) < 2 or not PyMuPDFToDocument._spaced(head) or any(_running(p, widest) for p in head):
                start += 1
                continue
            cells = [[p.text] for p in head]
            table_rows = [cells]
            used = [head]
            gaps: list[float] = []  # the space above each row after the head
            end = start + 1
            while end < len(rows):
                row, above = rows[end], used[-1]
                if row[0].y0 - max(p.y1 for p in above) > 2 * max(p.height for p in above):
                    break
                columns = PyMuPDFToDocument._in_columns(row, head)
                if columns is None or any(_running(p, widest) for p in row):
                    break
                if columns[0] != 0 or PyMuPDFToDocument._wrapped_label(row, above, gaps):  # the cells' rest
                    for column, piece in zip(columns, row, strict=True):
                        table_rows[-1][column].append(piece.text)
                elif len(row) < 2:
                    break
                else:
                    cells = [[] for _ in head]
                    for column, piece in zip(columns, row, strict=True):
                        cells[column].append(piece.text)
                    table_rows.append(cells)
                    gaps.append(min(p.y0 for p in row) - max(p.y1 for p in above))
                used.append(row)
                end += 1
            # A head set on two lines ("OCCUPANT LOAD PER" over "STORY"): a line of words under it, before the rows
            # of values, is the rest of its cells.
            while len(table_rows) > 2 and not any(
                re.search(r"\d", text) for cells in table_rows[:2] for cell in cells for text in cell
            ):
                table_rows[:2] = [[a + b for a, b in zip(table_rows[0], table_rows[1], strict=True)]]
            if len(table_rows) < _TABLE_ROWS or not _a_table_of_values([[" ".join(c) for c in r] for r in table_rows]):
                start += 1
                continue
            x0, x1 = min(p.x0 for r in used for p in r), max(p.x1 for r in used for p in r)
            for offset, cells in enumerate(table_rows):
                text = " | ".join(_cell_lines(cell) for cell in cells if cell)
                y = head[0].y0 + offset * 0.01  # the rows in order, where the table starts
                tables.append(_Line(text, (x0, y, x1, y + 0.005), head[0].size, table=True))
            replaced |= {id(p) for r in used for p in r}
            start = end
        if not tables:
            return pieces
        return [p for p in pieces if id(p) not in replaced] + tables

    @staticmethod
    def _wrapped_label(row: list[_Line], above: list[_Line], gaps: list[float]) -> bool:
        """
        :param row: A line of a table whose first piece stands in the first column.
        :param above: The table's line above it.
        :param gaps: The space above each of the table's rows so far (below the head).
        :returns: Whether the line is the wrapped rest of the row above ("permit" under "Residential permit zone
            without a | 12-11(b) | $40"), not a row of its own: it stands closer under the line above than the
            table's rows stand apart (a cell's lines are set at the line spacing, rows with padding between them).
            Before the rows show their spacing, a lone piece that goes on in lower case is.
        """
        if len(gaps) < 2:
            return len(row) == 1 and row[0].text[:1].islower()
        gap = min(p.y0 for p in row) - max(p.y1 for p in above)
        return gap < statistics.median(gaps) - _WRAP_GAP * max(p.height for p in above)

    @staticmethod
    def _spaced(row: list[_Line]) -> bool:
        """Whether the pieces of a line stand apart by more than a word space: cells, not words of one sentence."""
        return all(right.x0 - left.x1 >= 0.8 * min(left.size, right.size) for left, right in itertools.pairwise(row))

    @staticmethod
    def _in_columns(row: list[_Line], head: list[_Line]) -> list[int] | None:
        """:returns: The column of the head row each piece of the row stands in, left to right; None if one does not."""
        columns: list[int] = []
        for piece in row:
            found = None
            for k, cell in enumerate(head):
                after = head[k + 1].x0 if k + 1 < len(head) else float("inf")
                aligned = (
                    abs(piece.x0 - cell.x0) <= _ALIGNED
                    or abs(piece.x1 - cell.x1) <= _ALIGNED
                    or abs((piece.x0 + piece.x1) / 2 - (cell.x0 + cell.x1) / 2) <= _ALIGNED
                )
                if aligned and piece.x1 <= after + _ALIGNED and (not columns or k > columns[-1]):
                    found = k
                    break
            if found is None:
                return None
            columns.append(found)
        return columns

    @staticmethod
    def _join_baselines(pieces: list[_Line]) -> list[_Line]:
        """Join the pieces that sit on one visual line, left to right; lines top to bottom."""
        lines: list[_Line] = []
        for piece in sorted(pieces, key=lambda p: (p.middle, p.x0)):
            current = lines[-1] if lines else None
            if (
                current is not None
                and not piece.table
                and not current.table
                and not piece.margin
                and not current.margin
                and piece.shares_baseline(current)
            ):
                current.pieces.extend(piece.pieces)
                if piece.x0 < current.x0:
                    current.marker = piece.marker  # a footnote number starts the joined line only if leftmost
                current.refs |= piece.refs
                current.bold = current.bold and piece.bold
                current.text_size = max(current.text_size, piece.text_size)
                current.x0, current.x1 = min(current.x0, piece.x0), max(current.x1, piece.x1)
                current.y0, current.y1 = min(current.y0, piece.y0), max(current.y1, piece.y1)
                current.size = max(current.size, piece.size)
                continue
            lines.append(piece)
        for line in lines:
            if len(line.pieces) > 1:
                line.pieces.sort(key=lambda piece: piece[0])
                line.text = " ".join(text for _x0, text in line.pieces)
        return lines

    def _tables(self, page: pymupdf.Page, blocks: list[dict]) -> list[tuple[pymupdf.Rect, list[str]]]:
        """
        Tables with ruling lines on the page: (bbox in display coordinates, rows as "a | b | c").

        `blocks` are the page's text blocks, as PyMuPDF's "dict" text gives them (read once for the page).
        """
        if not self._may_have_table(page):
            return []
        try:
            found = page.find_tables(use_layout=False)
        except Exception:  # table detection is an improvement; text is still extracted
            return []
        tables = []
        words = (
            self._without_note_markers(page, page.get_text("words", flags=pymupdf.TEXTFLAGS_WORDS), blocks)
            if found.tables
            else []
        )
        for table in found.tables:
            if table.row_count < 2 or table.col_count < 2:
                continue
            grid = [list(row.cells) for row in table.rows]
            # Cell text from the page's words (centre inside the cell), which keeps the spaces.
            texts = [[self._cell_text(words, pymupdf.Rect(c)) if c is not None else None for c in row] for row in grid]
            count = self._head_rows(grid)
            heads = self._merged_heads(grid, texts, count) if count else []
            rows = [" | ".join(heads)] if heads else []
            below = count if heads else 0
            for row in texts[below:]:
                cells = [cell for cell in row if cell]
                if cells:
                    rows.append(" | ".join(cells))
            if rows:
                tables.append((pymupdf.Rect(table.bbox), rows))
        return tables

    @staticmethod
    def _without_note_markers(page: pymupdf.Page, words: list[tuple], blocks: list[dict]) -> list[tuple]:
        """
        The page's words without the note markers set in superscript at their ends, as `_line_text` leaves them out of
        a line: a table's cell "2" with note 1 ("Maximum number of treatments 2¹") is read by words as "21", a cell
        "Day care" with note c as "Day carec". A marker is a superscript letter that a note on the page (or the
        next) is lettered by ("c. For a day care room ..."), or 1-3 digits after a letter or a closing mark, or after
        a digit where a note of that number is printed on the page or the next (else an exponent: "10⁶").

        :param page: The page.
        :param words: Its words, as PyMuPDF's "words" text gives them.
        :param blocks: Its blocks, as PyMuPDF's "dict" text gives them.
        :returns: The words, each marker cut from the end of the word it is glued to.
        """
        markers = [
            (pymupdf.Rect(span["bbox"]), span["text"].strip())
            for block in blocks
            for line in block.get("lines", [])
            for span in line["spans"]
            if span["flags"] & pymupdf.TEXT_FONT_SUPERSCRIPT and re.fullmatch(r"\d{1,3}|[a-z]", span["text"].strip())
        ]
        if not markers:
            return words
        notes = PyMuPDFToDocument._footnote_numbers(blocks, page.rect.height) | _numbered_notes(blocks)
        lettered = _lettered_notes(blocks)
        if page.parent is not None and page.number is not None and page.number + 1 < page.parent.page_count:
            # A table run over a page break has its notes under its end, on the next page.
            following = page.parent[page.number + 1].get_text("dict", flags=pymupdf.TEXTFLAGS_WORDS)["blocks"]
            notes |= _numbered_notes(following)
            lettered |= _lettered_notes(following)
        out = []
        for word in words:
            text = word[4]
            for rect, marker in markers:
                middle = (rect.tl + rect.br) / 2
                if not (word[0] <= middle.x <= word[2] + 1 and word[1] - 1 <= middle.y <= word[3] + 1):
                    continue
                if len(text) <= len(marker) or not text.endswith(marker) or rect.x0 < word[0] + 1:
                    continue
                before = text[: -len(marker)]
                if marker.isdigit() and before[-1].isdigit() and int(marker) not in notes:
                    continue  # an exponent
                if not marker.isdigit() and marker not in lettered:
                    continue  # a letter set high by the font, with no note of that letter
                text = before
                break
            out.append((*word[:4], text, *word[5:]))
        return out

    @staticmethod
    def _head_rows(grid: list[list[tuple | None]]) -> int:
        """
        :returns: How many rows on top of the table hold merged cells (cells `find_tables` gives as None), when they
            are 2 or 3 rows over a complete row and at least 2 more rows; else 0.
        """
        count = 0
        while count < len(grid) and any(cell is None for cell in grid[count]):
            count += 1
        return count if 2 <= count <= 3 and count <= len(grid) - 3 else 0

    @staticmethod
    def _merged_heads(grid: list[list[tuple | None]], texts: list[list[str | None]], count: int) -> list[str]:
        """
        :param count: The table's head rows with merged cells (`_head_rows`), >= 2.
        :returns: The column heads of a table whose head is two or three rows with merged cells ("Limit" over "Daily
            maximum" and "Monthly average"), one per column, each the words of the cells over it from the top
            ("Limit Daily maximum", "Limit Monthly average"); empty for any other table. Written as one head row,
            the data rows' cells line up with their heads, as a reader sees them.
        """
        heads: list[str] = []
        across = False  # a head merged across columns, which makes a head of two rows
        for column in range(len(grid[0])):
            # The column's middle, from the complete row under the head.
            middle = (grid[count][column][0] + grid[count][column][2]) / 2
            words: list[str] = []
            for depth, (row, names) in enumerate(zip(grid[:count], texts[:count], strict=True)):
                name = names[column]
                if row[column] is None:
                    left = next((k for k in range(column - 1, -1, -1) if row[k] is not None), None)
                    if left is not None and row[left][2] >= middle:  # merged across from the left
                        name, across = names[left], True
                    elif depth == 0 or all(r[column] is None for r in grid[:depth]):
                        return []  # a gap that is no merged cell: not a head
                if name and name not in words:
                    words.append(name)
            if not words or len(" ".join(words).split()) > 12:
                return []
            heads.append(" ".join(words))
        return heads if across and len(set(heads)) == len(heads) else []

    @staticmethod
    def _cell_text(words: list[tuple], cell: pymupdf.Rect) -> str:
        inside = [
            word
            for word in words
            if cell.x0 <= (word[0] + word[2]) / 2 <= cell.x1 and cell.y0 <= (word[1] + word[3]) / 2 <= cell.y1
        ]
        inside.sort(key=lambda word: (word[5], word[6], word[7]))
        return " ".join(word[4] for word in inside)

    @staticmethod
    def _may_have_table(page: pymupdf.Page) -> bool:
        """A cheap test before the slow table finder: rulings at 3+ distinct x and 3+ distinct y positions."""
        xs: set[int] = set()
        ys: set[int] = set()
        for drawing in page.get_cdrawings():
            for item in drawing["items"]:
                if item[0] == "l":
                    (x0, y0), (x1, y1) = item[1], item[2]
                    if abs(y0 - y1) < 1 and abs(x0 - x1) > 5:
                        ys.add(round(y0))
                    elif abs(x0 - x1) < 1 and abs(y0 - y1) > 5:
                        xs.add(round(x0))
                elif item[0] == "re":
                    rect = pymupdf.Rect(item[1])
                    if rect.height < 2 and rect.width > 5:
                        ys.add(round(rect.y0))
                    elif rect.width < 2 and rect.height > 5:
                        xs.add(round(rect.x0))
                    elif rect.width > 5 and rect.height > 5:  # a cell border or shading
                        xs.update((round(rect.x0), round(rect.x1)))
                        ys.update((round(rect.y0), round(rect.y1)))
            if len(xs) >= 3 and len(ys) >= 3:
                return True
        return False

    @staticmethod
    def _table_at(tables: list[tuple[pymupdf.Rect, list[str]]], rect: pymupdf.Rect) -> int | None:
        for index, (bbox, _rows) in enumerate(tables):
            inner = rect & bbox
            if not inner.is_empty and inner.get_area() >= 0.6 * max(rect.get_area(), 1e-6):
                return index
        return None

    @staticmethod
    def _clean_texts(pages: list[list[str]]) -> list[str]:
        """Normalize the page texts of one document and repair its ligature glyphs and hyphenation."""
        texts = [normalize_text("\n".join(lines)) for lines in pages]
        repairer = LigatureRepairer()
        repairer.learn("\n".join(texts))
        whole = repairer.repair("\f".join(texts))
        whole = dehyphenate(whole, repairer)
        whole = re.sub(r"[ \t]+", " ", whole)
        whole = re.sub(r" *\n *", "\n", whole)
        return [page.strip() for page in whole.split("\f")]

    # ---------------------------------------------------------------- metadata

    def _title(self, pdf: pymupdf.Document, pages: list[list[_Line]], name: str) -> str:
        title = normalize_text((pdf.metadata or {}).get("title") or "").strip()
        title = re.sub(r"^Microsoft Word - ", "", title)
        if title and not _JUNK_TITLE_RE.search(title) and title.lower() != Path(name).stem.lower():
            return title
        first = next((lines for lines in pages if lines), [])
        body = [
            line for line in first if not line.table and len(line.text) > 2 and not _PAGE_NUMBER_RE.match(line.text)
        ]
        if body:
            largest = max(line.size for line in body)
            parts = [line.text for line in body if line.size >= largest - 0.5][:4]
            candidate = normalize_text(" ".join(parts)).strip()
            if 3 <= len(candidate) <= 200:
                return candidate
        return Path(name).stem.replace("_", " ")

    def _page_labels(self, pdf: pymupdf.Document, pages: list[list[_Line]]) -> list[str]:
        """The printed page label of every physical page: the printed number, else the PDF page label."""
        count = pdf.page_count
        pdf_labels = [page.get_label() or "" for page in pdf] if pdf.get_page_labels() else [""] * count
        trivial = all(label in ("", str(i + 1)) for i, label in enumerate(pdf_labels))
        printed = self._printed_page_numbers(pages)
        found = sum(1 for label in printed if label)
        if found >= max(2, count // 5):
            if trivial:
                return printed
            return [number or label for number, label in zip(printed, pdf_labels, strict=True)]
        return pdf_labels

    @staticmethod
    def _printed_page_numbers(pages: list[list[_Line]]) -> list[str]:
        """
        Page numbers printed in the header or footer, kept where neighbouring pages continue their sequence.

        Every number-like piece at a page edge is a candidate ("7", "iv", "2-13", "A-3"). A candidate is the page's
        label when a candidate of the same form on a page one or two pages away continues its sequence (see
        `_continues`): "12" before "13"; "2-13" before "2-14" or "3-1", since a chapter-page label restarts with each
        chapter. A page whose candidate has no such neighbour (a one-page foreword numbered "i", a one-page chapter)
        takes a candidate that ends its line (alone, or last on it: "Issue 2 ... i") printed where the labels of at
        least two other pages are printed, at the same height and within a few points of the same left or right end.
        """
        candidates: list[list[tuple[str, tuple[str, tuple[int, ...]], tuple[float, float, float], bool]]] = []
        for lines in pages:
            edge = sorted((line for line in lines if not line.table), key=lambda line: line.y0)
            zone = edge[:8] + edge[-4:] if len(edge) > 12 else edge
            found = []
            for line in zone:
                # (x0, x1, text, at the line's end): the whole line, then each piece joined into it.
                texts = [(line.x0, line.x1, line.text, True)]
                if len(line.pieces) > 1:
                    starts = [x0 for x0, _text in line.pieces[1:]]
                    ends = [*starts, line.x1]
                    texts.extend(
                        (x0, end, text, k == len(ends) - 1)
                        for k, ((x0, text), end) in enumerate(zip(line.pieces, ends, strict=True))
                    )
                for x0, x1, text, at_end in texts:
                    match = _PAGE_NUMBER_RE.match(" ".join(text.split()))
                    if match:
                        label = match.group(1).replace(" ", "")
                        key = _label_key(label)
                        if key is not None:
                            found.append((label, key, (line.y0, x0, x1), at_end))
            candidates.append(found)
        labels = [""] * len(pages)
        places: list[tuple[float, float, float]] = []
        for i, found in enumerate(candidates):
            best, best_score, best_place = "", 0, None
            for label, key, place, _at_end in found:
                score = 0
                for step in (-2, -1, 1, 2):
                    j = i + step
                    if 0 <= j < len(pages) and any(
                        _continues(key, other, step) if step > 0 else _continues(other, key, -step)
                        for _label, other, _place, _end in candidates[j]
                    ):
                        score += 1
                if score > best_score:
                    best, best_score, best_place = label, score, place
            labels[i] = best
            if best_place is not None:
                places.append(best_place)

        def usual_place(place: tuple[float, float, float]) -> bool:
            y, x0, x1 = place
            same = [p for p in places if abs(p[0] - y) < 2 and (abs(p[1] - x0) < 3 or abs(p[2] - x1) < 3)]
            return len(same) >= 2

        for i, found in enumerate(candidates):
            if not labels[i]:
                labels[i] = next((label for label, _key, place, at_end in found if at_end and usual_place(place)), "")
        return labels


# The first cell of a list's item, not of a table's row: a bullet, an item or article number ("1.", "(a)", "1.1").
_LIST_MARK = re.compile(r"[•◦▪\-–—*]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)]?|\d{1,3}(?:\.\d{1,3})+\.?", re.I)
# The label of a document's particular on its cover or in its control block.
_FIELD_LABEL = re.compile(
    r"(?:document\s+)?(?:owner|version|revision|rev\b|issue|status|date|approv|replaces|supersedes|reference|"
    r"effective|made\b|laid\b|coming\s+into\s+force|prepared|author|classification)",
    re.I,
)
# A page number that ends a contents line.
_PAGE_CELL = re.compile(r"(?:\d{1,3}|[ivxlc]{1,5}|\d{1,2}-\d{1,3})", re.I)


def _running(piece: "_Line", widest: float) -> bool:
    """Whether a piece is a line of running text, not a cell: wider than `widest` and more than six words."""
    return piece.x1 - piece.x0 > widest and len(piece.text.split()) > 6


def _a_table_of_values(rows: list[list[str]]) -> bool:
    """
    Whether lines of cells aligned in columns are a table of values (`PyMuPDFToDocument._aligned_tables`), and not
    another layout whose pieces align as well.

    :param rows: The lines, each its cells' texts ("" for a column it leaves empty); the first is the head.
    :returns: False for a head that holds a number (label and value lines, as a cover's "Version: | Issue 3"), or
        for labels and values (most first cells end in a colon or name a document's particular: "Approved by"); for
        data rows of which half or fewer hold a number (terms and their meanings, names side by side); for a list
        (most first cells a bullet or an item number: "1. | Citation"); for a table of contents (most rows end on a
        page number after words); for running text read across columns (a third or more of the rows go on in lower
        case in a cell of more than one word, as the lines of a paragraph do).
    """
    head, data = rows[0], [[cell for cell in row if cell] for row in rows[1:]]
    if any(re.search(r"\d", cell) for cell in head):
        return False
    labels = [row[0] for row in [[c for c in head if c], *data] if row]
    if 2 * sum(1 for label in labels if label.rstrip().endswith(":") or _FIELD_LABEL.match(label)) >= len(labels):
        return False  # a document's particulars, label and value: "Approved by" and who, as a cover prints them
    half = len(data) / 2
    if sum(1 for row in data if any(re.search(r"\d", cell) for cell in row)) <= half:
        return False
    if sum(1 for row in data if _LIST_MARK.fullmatch(row[0].strip())) > half:
        return False
    contents = sum(
        1
        for row in data
        if len(row) > 1 and _PAGE_CELL.fullmatch(row[-1].strip()) and re.search(r"[^\W\d_]{3}", row[0])
    )
    if contents > half:
        return False
    # A one-word value in lower case ("none", "free", "weekly") is a cell of a table; a paragraph's lines go on in
    # words.
    return 3 * sum(1 for row in data if any(cell[:1].islower() and " " in cell.strip() for cell in row)) < len(data)


def _cell_lines(lines: list[str]) -> str:
    """
    :returns: A cell's lines as one text; a word broken at a hyphen is one word, as `dehyphenate` joins it in the
        page text ("Accommo-" over "dation", "High-" over "performance" keeping its hyphen).
    """
    return " ".join(dehyphenate("\n".join(lines), LigatureRepairer()).split())


# A table without ruling lines: this many rows at least, its cells in columns aligned within this many points.
_TABLE_ROWS = 3
_ALIGNED = 3.0
_CELL_WIDTH = 0.5  # of the band's width, at most
_WRAP_GAP = 0.2  # of a line's height: a cell's wrapped line stands at least this much closer than rows stand apart

# Line numbers going up by one beside this many lines, none left unnumbered, number a page of a bill: no list runs so.
_LONG_RUN = 15


_LETTERED_NOTE = re.compile(r"\(?([a-z])[.)]\s+\S")


def _lettered_notes(blocks: list[dict]) -> set[str]:
    """:returns: The letters of the notes printed on a page: lines that open "a." or "(a)" ("c. For a day care ...")."""
    return {
        match.group(1)
        for block in blocks
        for line in block.get("lines", [])
        if (match := _LETTERED_NOTE.match("".join(span["text"] for span in line["spans"]).strip()))
    }


def _numbered_notes(blocks: list[dict]) -> set[int]:
    """
    :param blocks: A page's blocks, as PyMuPDF's "dict" text gives them.
    :returns: The numbers of the notes printed anywhere on it: lines that open with 1-3 digits in a smaller or
        superscript type than the text after them ("¹ Winter wheat: the total dose ..." under a table).
    """
    numbers = set()
    for block in blocks:
        for line in block.get("lines", []):
            spans = [span for span in line["spans"] if span["text"].strip()]
            if len(spans) < 2 or not re.fullmatch(r"\d{1,3}", spans[0]["text"].strip()):
                continue
            if spans[0]["flags"] & pymupdf.TEXT_FONT_SUPERSCRIPT or spans[0]["size"] <= 0.9 * spans[1]["size"]:
                numbers.add(int(spans[0]["text"]))
    return numbers


def _label_key(label: str) -> tuple[str, tuple[int, ...]] | None:
    """
    The form and the numbers of a page label: "2-13" is ("#-#", (2, 13)), "A-3" ("A-#", (3,)), "iv" ("r", (4,)).

    :returns: None when the label holds no number.
    """
    if re.fullmatch(r"[ivxlc]+", label, re.I) and roman_value(label):
        return ("r", (roman_value(label) or 0,))
    roman = re.search(r"\.([ivxlc]+)$", label, re.I)
    if roman and roman_value(roman.group(1)):
        head = label[: roman.start()]
        numbers = tuple(int(n) for n in re.findall(r"\d+", head))
        return (re.sub(r"\d+", "#", head) + ".r", (*numbers, roman_value(roman.group(1)) or 0))
    numbers = tuple(int(n) for n in re.findall(r"\d+", label))
    if not numbers:
        return None
    return (re.sub(r"\d+", "#", label), numbers)


def _continues(earlier: tuple[str, tuple[int, ...]], later: tuple[str, tuple[int, ...]], step: int) -> bool:
    """
    Tell whether a page label `step` pages after another continues its sequence.

    The last number goes up by `step` under the same leading numbers ("2-13", "2-14"), or, in a label whose last
    number follows a dash, a leading number goes up and the last restarts low ("2-14", "3-1"): chapter-page labels
    restart with each chapter.

    :param earlier: The form and numbers of the earlier label (see `_label_key`).
    :param later: Those of the later label.
    :param step: How many pages later (1 or 2).
    :returns: True when `later` continues `earlier`.
    """
    (form, first), (other_form, second) = earlier, later
    if form != other_form or len(first) != len(second):
        return False
    if first[:-1] == second[:-1]:
        return second[-1] - first[-1] == step
    # Only a chapter-page label ("3-1") restarts: a decimal "3.1" after "2.14" is an article number.
    return bool(re.search(r"#[-–]#$", form)) and first[:-1] < second[:-1] and second[-1] <= step


class _ConversionError(Exception):
    """A file that cannot be converted, with a one-line message for the user."""


def cover_facts(cover: str) -> dict[str, str]:
    """
    The facts a document's first pages print about it: its issue or edition, its version and its date.

    :param cover: The text of the first pages (a PDF's first two, a Markdown file's lines before its first section).
    :returns: `issue` ("Issue 5", "Edition 3"), `version` ("Revision C") and `date` ("1 April 2024"), those found;
        an earlier issue or date the cover names ("replaces Issue 4") and a deadline ("comments by ...") are not
        the document's.
    """
    facts: dict[str, str] = {}

    def printed(pattern: re.Pattern[str]) -> list[re.Match[str]]:
        return [m for m in pattern.finditer(cover) if not _EARLIER_RE.search(cover[max(0, m.start() - 30) : m.start()])]

    def current(pattern: re.Pattern[str]) -> re.Match[str] | None:
        return next(iter(printed(pattern)), None)

    if match := current(_ISSUE_RE):
        facts["issue"] = f"Issue {match.group(2)}"
    elif editions := [m.group(1) or m.group(2) for m in printed(_EDITION_RE)]:
        # A cover's back may list the book's printings ("1st Edition 2012, 2nd Edition 2016, 3rd Edition 2024"):
        # the latest of them is this one.
        facts["issue"] = "Edition " + max(editions, key=lambda n: tuple(int(p) for p in n.split(".")))
    if match := current(_VERSION_RE):
        facts["version"] = f"{match.group(1).capitalize()} {match.group(2)}"
    for date_re in _DATE_RES:
        # A deadline on the cover ("We must receive comments ... by September 21, 2020") is not the document's
        # date, which the cover prints elsewhere ("Thursday, August 6, 2020").
        dated = (
            m
            for m in date_re.finditer(cover)
            if not _DEADLINE_RE.search(cover[max(0, m.start() - 30) : m.start()])
            and _dates_document(_before_on_line(cover, m.start()))
            and not (
                re.match(r"\d+[ \t]*\n", m.group(1)) and _NUMBER_LABEL_RE.search(_before_on_line(cover, m.start()))
            )
        )
        if match := next(dated, None):
            facts["date"] = " ".join(match.group(1).split())  # a date printed across a line break
            break
    return facts
