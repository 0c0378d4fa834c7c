"""Removal of running headers, footers, page numbers and table-of-contents pages from page texts."""

import re
from collections import Counter
from dataclasses import replace
from itertools import pairwise

from haystack import Document, component

from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.calendar import WHOLE_MONTH_NAMES
from rulebook.text.numerals import roman_value

# A line that is only a list marker or a number is content unless it is the page's printed number.
_MARKER_RE = re.compile(r"^(\(?[a-z]{1,3}[.)]|\(?\d{1,3}[.)]|[ivxlc]{1,5}[.)]|[•●▪◦o*\-–])$", re.IGNORECASE)
_NUMBERISH_KEY_RE = re.compile(r"^(page )?[a-z]{0,3}\s?#([-.–]#)*(\.[ivxlc]+)?( of #)?$|^[ivxlc]{1,7}$")
# A table-of-contents entry: a title followed by dot leaders and/or a page reference at the line end ("12", "B7",
# "2-13", "C-2", an appendix's page).
_PAGE_REFERENCE = r"(?:[A-Z]{1,3}[\s-]?)?\d{1,4}(?:[-–.]\d{1,4})*|[ivxlc]{1,6}"
_TOC_ENTRY_RE = re.compile(rf"^(?=.*[A-Za-z]).{{2,}}?(?:\s*(?:\.\s?){{3,}}|\s*…+|\s+)\s*({_PAGE_REFERENCE})$")
_PAGE_COUNT_RE = re.compile(r"\bpage #(?: of #)?(?:\s|$)")
_DOT_LEADER_RE = re.compile(r"(?:\.\s?){4,}|…{2,}|_{4,}")
_FORM_FIELD_RE = re.compile(r"^[^.]{2,60}:\s*(?:\.\s?){4,}|^[☐□]")
_SECTION_NUMBER_RE = re.compile(r"^(?:[A-Z]{0,3}\d+(?:\.\d+)+|§\s*\d|[A-Z]\d+|\d+\.?)(?:\s|$)")
# An entry of a price list or schedule: a label, dot leaders, then a value that is no page reference ("Adult (18–65)
# . . . . £36.50", "Swim, under 4 . . . . free"). A contents entry ends in a page reference ("Fees .... 12", "B-7").
_LEADER_ENTRY_RE = re.compile(r"^(?P<label>\S.*?)\s*(?:(?:\.\s?){4,}|…{2,})\s*(?P<value>[^.\s|].*)$")
_PAGE_REFERENCE_RE = re.compile(rf"^(?:{_PAGE_REFERENCE})$")
_CONTENTS_RE = re.compile(r"^(table of )?contents\s*:?$", re.IGNORECASE)
# A line that is only a web or e-mail address, or a piece of one broken at a hyphen ("www.gdpr-text.com/en",
# "info@data-privacy-", "office.eu"): publishers' furniture, whatever pages it is printed on.
_ADDRESS_LINE_RE = re.compile(r"^(?=\S*(?:@|://|www\.|\.[a-z]{2,4}(?:/\S*)?$))[\w.@:/#?=&%+-]+$")
# A line led by a heading word and a number ("Article 12", "Rule 4(a) Storage", "Bye-law 6", "§ 3.2", "§ 12-3",
# "Paragraph 5" of a schedule): a heading when its numbers go up from page to page, a running header when the same
# line is printed again.
_NUMBERED_HEADING_RE = re.compile(
    r"^(?:article|art\.|section|sec\.|rule|regulation|reg\.|bye-?law|by-?law|clause|paragraph|para\.|§|chapter|part"
    r"|schedule|annex|appendix)\s*"
    r"(?P<number>\d+(?:[.\-]\d+)*|[ivxlc]+\b)",
    re.IGNORECASE,
)
# A section's id as a code of ordinances or the CFR prints it after its "§" ("12-3", "214.7", "3-102a").
_SECTION_ID = r"\d{1,4}(?:[.\-]\d{1,5}){0,3}[A-Za-z]?"
# The running header of a code of ordinances: the first and the last section on the page, with the code's name or the
# chapter's title between them on alternate pages ("§ 12-3 MILLBROOK CODE § 12-7", "§ 12-7 PARKING § 12-12"), or
# the two ids as a range ("§§ 214.7–214.9", "§ 214.7 - 214.9": a hyphen between spaces, as one inside an id joins
# its chapter and number). Its ids change on every page and its middle every other page: all such lines have one
# key, `SECTION_RANGE_KEY` (see `line_key`). No heading has this form: a heading's title names no other section at
# its end.
_SECTION_RANGE_RE = re.compile(
    rf"^§{{1,2}}\s*{_SECTION_ID}(?:\s*[–—]\s*(?:§\s*)?|\s+-\s+(?:§\s*)?|\s+(?:[^§\d\s][^§]{{0,60}}?\s+)?§\s*)"
    rf"{_SECTION_ID}$"
)
SECTION_RANGE_KEY = "§ # … § #"
# A line that is only a section's id, as a code heads each page with the first section on it ("§ 12-7" over the end
# of § 12-7), and a line that a section's id starts with more after it (its heading: "§ 12-7. Meter rates.").
_SECTION_ALONE_RE = re.compile(rf"^§\s*(?P<id>{_SECTION_ID})$")
_SECTION_LEAD_RE = re.compile(rf"^§\s*(?P<id>{_SECTION_ID})(?![\w-]|\.\d)\.?\s+\S")
# A line that dates its document: a month's name with a year ("February 26, 2024", "11 June 2025", "April 2012").
# Whole month names, capitalised: a running line "May 2024" dates the document; "may 2024" is no date.
_DATE_LINE = re.compile(
    rf"\b(?:{'|'.join(name.capitalize() for name in WHOLE_MONTH_NAMES)})\b(?:\s+\d{{1,2}},?)?\s+(?:19|20)\d\d\b"
)


def line_key(line: str) -> str:
    """
    The comparison key of a line for running-line detection: lower case, single spaces, digits as "#".

    A code's header of the first and last section on its page ("§ 12-3 MILLBROOK CODE § 12-7" on even pages, "§ 12-7
    PARKING § 12-12" on odd ones) keys as `SECTION_RANGE_KEY`, whatever stands between its ids: one running line,
    where keyed word for word each form would be on every other page only.

    :param line: One text line.
    :returns: The key; "" for a blank line.
    """
    key = " ".join(line.lower().split())
    if _SECTION_RANGE_RE.match(key):
        return SECTION_RANGE_KEY
    return re.sub(r"\d+", "#", key)


def label_as_number(line: str, label: str) -> str:
    """
    A line with its page's printed label, at its start or end, written as a number.

    A footer "Issue 5 - 9 April 2023 ii" on a foreword page and "Issue 5 - 9 April 2023 3" on a body page are one
    running line: with the label as a number both have the same `line_key`, whatever the label's form ("ii",
    "A-3", "2-13").

    :param line: One text line of a page.
    :param label: The page's printed label ("" when none).
    :returns: The line, a label that is not all digits replaced by "0" when the line starts or ends with it.
    """
    line = line.strip()
    if not label or label.isdigit() or len(line) <= len(label):
        return line  # an arabic label keys as a number already ("Article 4" on page 4 stays a heading)
    if line.endswith(" " + label):
        return line[: -len(label)] + "0"
    if line.startswith(label + " "):
        return "0" + line[len(label) :]
    return line


def _without_label(line: str, label: str) -> str:
    """:returns: The line without its page's printed label at its start or end ("Issue 5 - 9 April 2023 ii")."""
    if label and line.endswith(" " + label):
        return line[: -len(label) - 1].rstrip()
    if label and line.startswith(label + " "):
        return line[len(label) + 1 :].lstrip()
    return line


def running_line_keys(
    pages: list[str], edge_lines: int = 8, min_pages: int = 3, min_share: float = 0.5
) -> tuple[set[str], set[str]]:
    """
    Find the keys of the running lines (headers and footers) of one document's pages.

    A line near the top (first `edge_lines` lines) or the bottom (last `edge_lines // 2` lines) of a
    page is a running line when the same key (see `line_key`: digits may vary, so "B21" and "B22" match)
    is at that edge of at least `min_pages` pages and of at least `min_share` of the pages between its
    first and last occurrence. The last rule finds headers that change per chapter (a chapter title
    repeated on each of its pages) as well as headers of the whole document, while a line that merely
    happens to recur at a page top now and then ("CLASSIFICATION OF DEFECTS") is content. A line that is only a
    web or e-mail address needs no share: a site's address printed on each article's cover page is as much
    furniture as one printed on every page. A line under a long running header counts at the top edge (a rule
    "_____" drawn under the header), where under any other long line it would be a sentence's wrapped end.

    :param pages: The page texts of one document (1-based physical page i is `pages[i - 1]`).
    :param edge_lines: Number of non-blank lines at the top of a page that may hold a header.
    :param min_pages: Minimum number of pages a running line appears on.
    :param min_share: Minimum share of pages, between its first and last occurrence, that carry it.
    :returns: The running keys found at the top and at the bottom of the pages.
    """
    top = _edge_keys(pages, "top", edge_lines, min_pages, min_share, set())
    # Again, with the headers found: the line under a long header is no sentence's wrapped end.
    top |= _edge_keys(pages, "top", edge_lines, min_pages, min_share, top)
    return top, _edge_keys(pages, "bottom", edge_lines, min_pages, min_share, set())


def _one_side(indexes: list[int], headed: set[int]) -> bool:
    """
    Tell whether pages are the odd or the even pages of a run, as a two-sided print sets its verso and recto heads.

    :param indexes: The pages, 0-based, in order.
    :param headed: The pages that carry a running line at their top.
    :returns: Whether each page is two after the one before (3, 5, 7), or four or more where the pages of its side
        between them carry no running line at all (3, 5, 9: page 7 is blank).
    """
    return len(indexes) >= 2 and all(
        b - a >= 2 and (b - a) % 2 == 0 and not any(between in headed for between in range(a + 2, b, 2))
        for a, b in pairwise(indexes)
    )


def _edge_keys(
    pages: list[str], edge: str, edge_lines: int, min_pages: int, min_share: float, running: set[str]
) -> set[str]:
    """:returns: The running keys at one edge ("top" or "bottom"); see `running_line_keys`."""
    seen: dict[str, list[tuple[int, int]]] = {}
    printed: dict[str, list[str]] = {}
    inside: Counter = Counter()  # keys printed away from both page edges
    beside: set[tuple[int, int]] = set()  # (page, position) next to a running line already found
    headed: set[int] = set()  # the pages with a running line already found
    heads: set[str] = set()  # the ids of the sections whose headings the pages print ("§ 12-7. Meter rates.")
    for index, page in enumerate(pages):
        lines = [line.strip() for line in page.split("\n") if line.strip()]
        heads.update(
            m.group("id") for line in lines if not _SECTION_RANGE_RE.match(line) and (m := _SECTION_LEAD_RE.match(line))
        )
        for line in lines[edge_lines : max(edge_lines, len(lines) - edge_lines // 2)]:
            inside[line_key(line)] += 1
        zone = lines[:edge_lines] if edge == "top" else lines[::-1][: max(1, edge_lines // 2)]
        for position, line in enumerate(zone):
            above = zone[position - 1] if edge == "top" and position > 0 else ""
            if len(above) > 60 and not re.search(r"[.:;!?)]$", above) and line_key(above) not in running:
                continue  # the wrapped end of a long sentence above it, not a header
            seen.setdefault(line_key(line), []).append((index, position))
            printed.setdefault(line_key(line), []).append(line)
            if line_key(line) in running:
                beside.update({(index, position - 1), (index, position + 1)})
                headed.add(index)
    max_position = edge_lines // 2 if edge == "top" else edge_lines // 4
    keys = set()
    for key, occurrences in seen.items():
        # A head printed on every other page (verso and recto heads differ) is on half the pages of a short run:
        # one printed beside a running line found already, in the same header, on each page, is one. Its share is
        # counted over the pages of its side; a blank page in the place of one of them has no head.
        paired = edge == "top" and all(occurrence in beside for occurrence in occurrences)
        sided = paired and _one_side(sorted({i for i, _position in occurrences}), headed)
        fewest = max(2, min_pages - 1) if sided else min_pages
        # A table row repeated at a page's edge is content, unless it counts the pages ("Page 2 of 4 | Uncontrolled
        # when printed": a footer set out as a row).
        row = " | " in key and not _PAGE_COUNT_RE.search(key)
        if len(occurrences) < fewest or _MARKER_RE.match(key) or row or _FORM_FIELD_RE.search(key):
            continue
        if (
            key != SECTION_RANGE_KEY
            and is_numbering_sequence(printed[key])
            and not _names_sections(printed[key], heads)
        ):
            continue  # the document's own headings ("Article 4", "Article 7") that often open a page
        if inside[key] >= len(occurrences):
            # Lines printed inside pages as often as at their edges are the text's: headings ("Article 1" of each
            # chapter) and the notes that end each section of a code ("(Ord. No. 2022-11, § 1, 9-12-2022)"), which
            # end some pages too. A running line is printed at its edge only.
            continue
        # A running line keeps its place: count the pages where it is within one line of its usual place.
        usual = Counter(position for _index, position in occurrences).most_common(1)[0][0]
        if usual > max_position:
            continue  # headers and footers sit at the very edge; deeper repeats are content
        indexes = sorted({index for index, position in occurrences if abs(position - usual) <= 1})
        if len(indexes) < (fewest if usual <= 1 else min_pages):
            continue
        span = indexes[-1] - indexes[0] + 1
        if sided:
            span = (span + 1) // 2  # the pages of one side between its first and last
        if len(indexes) >= min_share * span or _ADDRESS_LINE_RE.match(key):
            keys.add(key)
    return keys


def _names_sections(lines: list[str], heads: set[str]) -> bool:
    """
    Tell whether lines that are each only a section's id ("§ 12-3", "§ 12-7", "§ 12-13" at the page tops) name
    sections that are headed elsewhere: a code's running header of the first section on each page, whose ids go up
    as a document's own headings do, but whose sections print their headings with their titles on other lines
    ("§ 12-7. Meter rates."). A section's heading printed as its id alone, its title below, heads no other line.

    :param lines: The lines of one key, as printed.
    :param heads: The ids of the sections whose headings start other lines of the document.
    :returns: True where the lines are all section ids and most of them are headed elsewhere.
    """
    ids = [match.group("id") for line in lines if (match := _SECTION_ALONE_RE.match(line))]
    return len(ids) == len(lines) and 2 * sum(1 for ident in ids if ident in heads) > len(ids)


def running_prefix_keys(
    pages: list[str], running: set[str], edge_lines: int = 8, min_pages: int = 3, min_share: float = 0.5
) -> set[str]:
    """
    Find the running heads that pages print with an addition that changes over runs of pages.

    A header "Port Regulations CHAPTER 3 – SAFETY" names the current chapter after the document's title: each
    whole line recurs only on the pages of one chapter, but its first words recur at the same place on the pages
    of the whole document. The key of those first words (three words or more, the longest one shared) is found
    with the rules of `running_line_keys`; a top line that starts with it and adds a short text is removed as
    `RunningTextCleaner` removes a running line with an addition.

    :param pages: The page texts of one document.
    :param running: The whole-line running keys already found at the top (a prefix of one of them alone, with no
        other addition, is not a running head).
    :param edge_lines: Number of non-blank lines at the top of a page that may hold a header.
    :param min_pages: Minimum number of pages a running head appears on.
    :param min_share: Minimum share of pages, between its first and last occurrence, that carry it.
    :returns: The keys of the running heads.
    """
    seen: dict[str, list[tuple[int, int]]] = {}
    suffixes: dict[str, set[str]] = {}
    unremoved: set[str] = set()
    for index, page in enumerate(pages):
        lines = [line.strip() for line in page.split("\n") if line.strip()][: max(1, edge_lines // 2) + 1]
        for position, line in enumerate(lines):
            # Lines that are running keys already count too: a chapter's header that is a whole-line running key
            # on its many pages shares its first words with the headers of the short chapters.
            words = line_key(line).split()
            for size in range(3, len(words)):
                prefix = " ".join(words[:size])
                seen.setdefault(prefix, []).append((index, position))
                suffixes.setdefault(prefix, set()).add(" ".join(words[size:]))
                if line_key(line) not in running:
                    unremoved.add(prefix)
    found = set()
    for prefix, occurrences in seen.items():
        # A prefix of a line that varies, on some line the whole-line keys leave.
        if len(prefix) < 15 or len(suffixes[prefix]) < 2 or not prefix[0].isalpha() or prefix not in unremoved:
            continue
        # The first line of the page, on a share of all the pages: a table caption or a list item that opens
        # pages of one stretch ("Table 3-1 provides a summary ...", "a. A line between ...") is content.
        indexes = sorted({index for index, position in occurrences if position == 0})
        if len(indexes) < min_pages or len(indexes) < min_share * len(pages):
            continue
        found.add(prefix)
    # Only the longest: "port authority operating" is not a head when "port authority operating regulations" is.
    return {key for key in found if not any(other != key and other.startswith(key + " ") for other in found)}


def is_numbering_sequence(lines: list[str]) -> bool:
    """
    Tell whether lines of one key are headings of a numbering sequence rather than one running line.

    Lines led by a heading word and a number ("Article 4", "Rule 12(a) Storage") are headings when no line is
    printed twice and their numbers never go down in page order, or when their numbers change at each printing and
    often go up (numbering that restarts per chapter): a running header repeats its line on each page it runs on, a
    document's articles are each printed once, in order.

    :param lines: The lines as printed, in page order.
    :returns: True for a numbering sequence.
    """
    numbers = []
    for line in lines:
        match = _NUMBERED_HEADING_RE.match(line)
        if not match:
            return False
        number = match.group("number").lower()
        if number.isalpha():
            numbers.append((roman_value(number) or 0,))
        else:
            # A code's section numbered in its chapter ("§ 12-3") comes after "§ 12-2", as "3.2" after "3.1".
            numbers.append(tuple(int(n) for n in re.split(r"[.\-]", number)))
    distinct = len({" ".join(line.split()) for line in lines}) == len(lines)
    if distinct and all(a <= b for a, b in pairwise(numbers)) and numbers[0] < numbers[-1]:
        return True
    # Numbering that starts again in each chapter ("Article 1", "Article 5", "Article 2", ...; short chapters hide
    # the restarts between the pages' tops): the number changes at every printing and often goes up; a running
    # header naming the current article prints one number page after page.
    steps = list(pairwise(numbers))
    ups = sum(1 for a, b in steps if a < b)
    return all(a != b for a, b in steps) and 3 * ups >= len(steps)


def leader_rows(page: str) -> str:
    """
    Write the entries of a price list or schedule set with dot leaders as table rows.

    :param page: The text of one page.
    :returns: The page with each line "label . . . . value" whose value is no page reference written "label | value"
        ("Adult (18–65) | £36.50"), as a table's row is: the leaders are layout, and a line of them reads as a
        contents entry, which says nothing. Contents entries ("Fees .... 12"), form fields ("Name: ......") and a
        form's blanks in a sentence stay.
    """
    lines = page.split("\n")
    for i, line in enumerate(lines):
        entry = _LEADER_ENTRY_RE.match(line.strip())
        if entry is None or _FORM_FIELD_RE.search(line.strip()) or not re.search(r"[^\W\d_]", entry["label"]):
            continue
        value = entry["value"].strip()
        # A value is short: leaders before a long run of words, or before further leaders, are a form's blanks
        # ("We hereby apply to enter the ........ FIA Formula One World Championship and we undertake ...").
        if not _PAGE_REFERENCE_RE.match(value) and len(value.split()) <= 5 and not _DOT_LEADER_RE.search(value):
            lines[i] = f"{entry['label']} | {value}"
    return "\n".join(lines)


def is_toc_page(page: str) -> bool:
    """
    Tell whether a page is a table-of-contents page.

    A page is a contents page when many of its lines are entries "title .... 12" (dot leaders, or a
    page reference at the line end with page references that mostly increase down the page), or when
    it is headed "CONTENTS" and has at least a few such entries.

    :param page: The text of one page.
    :returns: True for a contents page.
    """
    lines = [line.strip() for line in page.split("\n") if line.strip()]
    if len(lines) < 3:
        return False
    has_heading = any(
        _CONTENTS_RE.match(line.rstrip(":")) or line.upper().startswith("CONTENTS") for line in lines[:15]
    )
    leaders = 0
    for previous, line in zip(["", *lines], lines, strict=False):
        # An entry ends with a page reference or belongs to a section number; a form field does neither.
        if (
            _DOT_LEADER_RE.search(line)
            and not _FORM_FIELD_RE.search(line)
            and (_TOC_ENTRY_RE.match(line) or _SECTION_NUMBER_RE.match(line) or _SECTION_NUMBER_RE.match(previous))
        ):
            leaders += 1
    entries = [match for line in lines if " | " not in line and (match := _TOC_ENTRY_RE.match(line))]
    numbers = [int(n) for m in entries if (n := re.sub(r"^.*?(\d+)$", r"\1", m.group(1))).isdigit() and int(n) < 1900]
    rising = sum(1 for a, b in pairwise(numbers) if b >= a)
    monotonic = len(numbers) >= 4 and rising >= 0.8 * (len(numbers) - 1)
    if leaders >= 5 and leaders >= 0.3 * len(lines):
        return True
    if monotonic and len(entries) >= 8 and len(entries) >= 0.4 * len(lines):
        return True
    return has_heading and (leaders >= 3 or (monotonic and len(entries) >= 4))


@component
class RunningTextCleaner(InitParametersSerialization):
    """
    Removes running headers, footers and page numbers, and blanks table-of-contents pages.

    Running lines are found per document from what repeats at the top and bottom of its pages (see
    `running_line_keys`), not from a list of known publishers; a line equal to the page's printed label
    (`page_labels` meta from `PyMuPDFToDocument`) at a page edge is removed as its page number. List
    markers ("a)") and lone numbers that are not the page number stay, and so does a running line that dates the
    document ("February 26, 2024") on the first printed page, a cover or a title page. Contents pages (see
    `is_toc_page`) become empty pages, and on the other pages the entries of a price list or schedule set with dot
    leaders become table rows ("Adult (18–65) | £36.50", see `leader_rows`). The "\\f" page structure is kept, so
    page i is still `content.split("\\f")[i - 1]`.

    Usage example:

    ```python
    from haystack import Document
    from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

    rules = ["Drivers must stop.", "Cars are weighed.", "Tyres are sealed.", "Fuel is sampled.", "Results are final."]
    pages = [f"ACME RULEBOOK\\nRule {i}. {rule}\\nPage {i}" for i, rule in enumerate(rules, start=1)]
    result = RunningTextCleaner().run(documents=[Document(content="\\f".join(pages))])
    print(result["documents"][0].content.split("\\f")[1])
    # >> 'Rule 2. Cars are weighed.'
    ```

    Input: Documents whose content is page texts joined by "\\f". Output: new Documents (inputs are not
    changed) with meta `removed_lines` (number of lines removed) and `toc_pages` (1-based pages blanked).
    """

    def __init__(self, edge_lines: int = 8, min_pages: int = 3, min_share: float = 0.5) -> None:
        """
        Create a RunningTextCleaner.

        :param edge_lines: Number of non-blank lines at the top of a page that may hold a running header
            (half as many at the bottom for a footer).
        :param min_pages: Minimum number of pages a running line must appear on; in a document of no more pages
            than that, on all its printed pages but one (the cover), and two at least.
        :param min_share: Minimum share (0 to 1) of the pages between a running line's first and last
            occurrence that must carry it.
        :raises ValueError: If a parameter is out of range.
        """
        if edge_lines < 1:
            raise ValueError(f"edge_lines must be at least 1, got {edge_lines}")
        if min_pages < 2:
            raise ValueError(f"min_pages must be at least 2, got {min_pages}")
        if not 0 < min_share <= 1:
            raise ValueError(f"min_share must be in (0, 1], got {min_share}")
        self.edge_lines = edge_lines
        self.min_pages = min_pages
        self.min_share = min_share

    @component.output_types(documents=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        Clean the pages of each document.

        :param documents: Documents with page texts joined by "\\f".
        :returns: A dictionary with `documents`: the cleaned copies, in the same order.
        """
        return {"documents": [self.clean(document) for document in documents]}

    def clean(self, document: Document) -> Document:
        """
        Clean one document.

        :param document: A Document with page texts joined by "\\f".
        :returns: A new Document with the running lines removed and contents pages blanked.
        """
        if not document.content:
            return replace(document, meta={**document.meta, "removed_lines": 0, "toc_pages": []})
        pages = document.content.split("\f")
        labels = list(document.meta.get("page_labels") or [])
        labels += [""] * (len(pages) - len(labels))
        # Lines as keyed: a page label printed on a running line reads as a number, whatever its form.
        keyed = [
            "\n".join(label_as_number(line, label) for line in page.split("\n"))
            for page, label in zip(pages, labels, strict=False)
        ]
        # A short document prints its running lines on all its pages but the cover: fewer than `min_pages` of them.
        printed_pages = sum(1 for page in pages if page.strip())
        min_pages = min(self.min_pages, max(2, printed_pages - 1))
        top_keys, bottom_keys = running_line_keys(keyed, self.edge_lines, min_pages, self.min_share)
        heads = running_prefix_keys(keyed, top_keys, self.edge_lines, min_pages, self.min_share)
        removed = 0
        cleaned: list[str] = []
        toc_pages: list[int] = []
        # A running line that dates the document ("February 26, 2024", "Issue 3 - 11 June 2025") stays on the first
        # printed page (a cover or a title page), where it is said once: removed there, the date would be nowhere
        # in the text, and "when was it published?" could not be answered.
        first = next((i for i, page in enumerate(pages) if page.strip()), -1)
        for index, page in enumerate(pages):
            label = labels[index] if index < len(labels) else ""
            kept, dropped = self._clean_page(
                page, top_keys, bottom_keys, label, heads, keep=_DATE_LINE if index == first else None
            )
            removed += dropped
            if is_toc_page(kept):
                toc_pages.append(index + 1)
                removed += sum(1 for line in kept.split("\n") if line.strip())
                kept = ""
            cleaned.append(leader_rows(kept))
        meta = {**document.meta, "removed_lines": removed, "toc_pages": toc_pages}
        return replace(document, content="\f".join(cleaned), meta=meta)

    def _clean_page(
        self,
        page: str,
        top_keys: set[str],
        bottom_keys: set[str],
        label: str,
        heads: set[str] = frozenset(),
        keep: re.Pattern[str] | None = None,
    ) -> tuple[str, int]:
        lines = [line.strip() for line in page.split("\n")]
        filled = [i for i, line in enumerate(lines) if line]
        top = set(filled[: self.edge_lines])
        bottom = set(filled[-max(1, self.edge_lines // 2) :])
        label_key = " ".join(label.split()).lower()
        drop = set()
        for i in top | bottom:
            key = line_key(label_as_number(lines[i], label))
            number_like = bool(_NUMBERISH_KEY_RE.match(key))
            if label_key and self._is_page_number(lines[i], label_key):
                drop.add(i)
            elif keep is not None and keep.search(lines[i]):
                lines[i] = _without_label(lines[i], label)  # the date stays, not the page's number beside it
            elif number_like and label_key:
                continue  # a lone number that is not this page's label is content
            elif (
                (i in top and key in top_keys)
                or (i in bottom and key in bottom_keys)
                # The head alone, without a chapter, on a page outside the chapters (a foreword).
                or (i in top and len(key.split()) >= 3 and any(h == key or h.startswith(key + " ") for h in heads))
                or (i in top and self._extends_running(key, top_keys | heads))
                or (i in bottom and self._extends_running(key, bottom_keys))
            ):
                drop.add(i)
        kept = [line for i, line in enumerate(lines) if i not in drop and line]
        return "\n".join(kept), len(drop)

    @staticmethod
    def _extends_running(key: str, keys: set[str]) -> bool:
        """A running line with a short addition on the same line (a web address, a page number)."""
        for running in keys:
            if (
                len(running.split()) >= 3
                and len(key) - len(running) <= 40
                and (key.startswith(running + " ") or key.endswith(" " + running))
            ):
                return True
        return False

    @staticmethod
    def _is_page_number(line: str, label_key: str) -> bool:
        text = " ".join(line.lower().split())
        text = re.sub(r"^page\s+", "", text)
        text = re.sub(r"\s+of\s+\d+$", "", text).strip(" -–—")
        return text.replace(" ", "") == label_key.replace(" ", "")
