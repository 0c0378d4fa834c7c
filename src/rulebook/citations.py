"""
Citations in an answer: the `[n]` markers, the claims (sentences) they end, and what each cited passage is
(document, article, physical page and printed page label).

Usage example:
```python
from rulebook.citations import cited_numbers, split_claims

print(cited_numbers("Records may be inspected [1][3]."))  # [1, 3]
print([c.text for c in split_claims("FRA inspects records [1]. It may copy them [2].")])
```
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from haystack import Document

from rulebook.text.references import written_forms

#: What the prompt tells the model to answer when the passages are silent; not a claim, so it needs no citation.
NOT_IN_PASSAGES = "The indexed documents do not say."

# `[3]`, `[1, 3]`, `[1][3]`, `[2-4]` (a range).
_CITATION = re.compile(r"\[(\d+(?:\s*[,;–-]\s*\d+)*)\]")
#: The end of a text that may be the start of a marker cut by streaming (`... 30 days [1`).
UNFINISHED_MARKER = re.compile(r"\[[\d\s,;–-]*$")
_CITATION_RUN = r"(?:\s*\[\d+(?:\s*[,;–-]\s*\d+)*\])+"
_ENDS_WITH_CITATION = re.compile(_CITATION_RUN + r"[.;:!?]?$")
_ENDS_WITH_STOP = re.compile(r"[.!?][\"”')\]]?$")
_STARTS_SENTENCE = re.compile(r"[\"“(§]?[A-Z0-9§]")
_BULLET = re.compile(r"^\s*(?:[-*•–]|\d{1,2}[.)]|\(?[a-z]\)|[a-z]\.)\s+")
# Words that end in '.' without ending a sentence (compared lower-case, without the final '.').
ABBREVIATIONS = {
    "e.g",
    "i.e",
    "etc",
    "cf",
    "vs",
    "no",
    "nos",
    "art",
    "arts",
    "sec",
    "secs",
    "para",
    "paras",
    "ch",
    "chap",
    "vol",
    "pt",
    "p",
    "pp",
    "fig",
    "approx",
    "incl",
    "min",
    "max",
    "mr",
    "ms",
    "mrs",
    "dr",
    "st",
    "inc",
    "ltd",
    "co",
    "corp",
    "u.s",
    "u.s.c",
    "c.f.r",
    "cfr",
    "seq",
    "viz",
    "al",
    "resp",
    "dept",
    "govt",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
}


@dataclass(frozen=True)
class Claim:
    """One sentence or list item of an answer and the passage numbers it cites."""

    text: str
    citations: tuple[int, ...]


def cited_numbers(text: str) -> list[int]:
    """
    :param text: Answer text.
    :returns: Every passage number cited in `text` (`[2]`, `[1, 3]`, `[2-4]`), in order of first appearance.
    """
    numbers: list[int] = []
    for match in _CITATION.finditer(text):
        for part in re.split(r"\s*[,;]\s*", match.group(1)):
            bounds = re.split(r"\s*[–-]\s*", part)
            low, high = int(bounds[0]), int(bounds[-1])
            span = range(low, high + 1) if 0 <= high - low <= 20 else (low, high)
            numbers += [n for n in span if n not in numbers]
    return numbers


def renumber_citations(text: str, number: Callable[[int], int]) -> str:
    """
    :param text: Answer text.
    :param number: The new number of each cited passage number.
    :returns: `text` with each marker's numbers replaced (`[5]` -> `[3]`; a range or list is written out,
        `[2-4]` -> `[1, 2, 4]`).
    """

    def replace(match: re.Match) -> str:
        numbers = [number(n) for n in cited_numbers(match.group(0))]
        return "[" + ", ".join(str(n) for n in numbers) + "]"

    return _CITATION.sub(replace, text)


def number_in_citation_order(text: str, cited: list[int]) -> dict[int, int]:
    """
    Number the cited passages 1, 2, 3 in the order the answer first cites them, as a reader expects of footnotes.

    An answer cites passages by their place among the passages it was given ("[1] ... [4]"); its reader sees only
    the cited ones and would ask where [2] and [3] went.

    :param text: The answer text.
    :param cited: The passage numbers that resolve to a passage; any other number (a citation of no passage) keeps
        its number, above every new one, so it still reads as invalid.
    :returns: The new number of each passage number that changes; a number not in it keeps its own.
    """
    valid = set(cited)
    order = [n for n in cited_numbers(text) if n in valid]
    order += sorted(valid - set(order))
    return {old: new for new, old in enumerate(order, start=1) if old != new}


def strip_citations(text: str) -> str:
    """:returns: `text` without its `[n]` markers, whitespace collapsed."""
    return " ".join(_CITATION.sub(" ", text).split()).replace(" .", ".").replace(" ,", ",")


def _ends_sentence(before: str, after: str) -> bool:
    """Whether the whitespace between `before` and `after` is a sentence boundary."""
    if not _STARTS_SENTENCE.match(after):
        return False
    if _ENDS_WITH_CITATION.search(before):
        return True  # "... 30 days [2]. The carrier" and "... 30 days [2] The carrier"
    if not _ENDS_WITH_STOP.search(before) or after[:1].isdigit():
        return False  # a stop before a number ("in 2019. 2020 amounts") is too often not a sentence end
    last = before.rsplit(None, 1)[-1].rstrip("\"”')]")
    if last.endswith("."):
        word = last[:-1].lstrip('("“').lower()
        if word in ABBREVIATIONS or re.fullmatch(r"[a-z]", word) or re.fullmatch(r"(?:[a-z]\.)+[a-z]", word):
            return False
    return True


def _open_quotes(text: str) -> int:
    """:returns: The curly quotations opened and not closed in the text (“ less ”)."""
    return text.count("“") - text.count("”")


def split_claims(text: str, min_words: int = 3) -> list[Claim]:
    """
    Split an answer into claims: sentences and list items, each with the passage numbers it cites.

    A citation placed after the full stop (`... 30 days. [2] The next`) belongs to the sentence before it.
    Lead-ins that end with ':' and cite nothing, fragments under `min_words` words, and the model's
    "The indexed documents do not say." are not claims.

    :param text: The answer.
    :param min_words: Words (citations not counted) a claim needs.
    :returns: The claims in order.
    """
    claims: list[Claim] = []
    for raw_line in text.splitlines():
        line = _BULLET.sub("", raw_line).strip()
        if not line:
            continue
        pieces: list[str] = []
        start = 0
        for gap in re.finditer(r"\s+", line):
            # Inside a quotation (“...”) a full stop does not end the claim: an extractive answer quotes a passage's
            # sentence whole and cites it after the closing mark, and so may an LLM (a quote left open ends nothing).
            if _open_quotes(line[: gap.start()]) > 0 and "”" in line[gap.end() :]:
                continue
            if _ends_sentence(line[start : gap.start()], line[gap.end() :]):
                pieces.append(line[start : gap.start()])
                start = gap.end()
        pieces.append(line[start:])
        # A piece that is only citations ("[2]" after the stop) joins the sentence before it.
        merged: list[str] = []
        for piece in pieces:
            if merged and not strip_citations(piece).strip(" .;:"):
                merged[-1] = f"{merged[-1]} {piece}"
            else:
                merged.append(piece)
        for piece in merged:
            plain = strip_citations(piece)
            numbers = tuple(cited_numbers(piece))
            if plain.rstrip().endswith(":") and not numbers:
                continue
            if len(plain.split()) < min_words or plain.strip().strip('"“”') == NOT_IN_PASSAGES:
                continue
            claims.append(Claim(text=piece.strip(), citations=numbers))
    return claims


def claim_min_words(min_words: int) -> int:
    """
    The init check of the components that read an answer's claims (`CitationChecker`, `NumericClaimChecker`).

    Usage example:
    ```python
    from rulebook.citations import claim_min_words

    print(claim_min_words(3))  # 3; claim_min_words(0) raises ValueError
    ```

    :param min_words: Words a sentence needs to count as a claim (`split_claims`), >= 1.
    :returns: `min_words`, unchanged.
    :raises ValueError: When `min_words` is below 1.
    """
    if min_words < 1:
        raise ValueError(f"min_words must be >= 1, got {min_words}.")
    return min_words


@dataclass(frozen=True)
class CitedClaims:
    """
    An answer read against the passages it was given: its claims, and which of its `[n]` name one of them.

    Usage example:
    ```python
    from rulebook.citations import read_claims

    read = read_claims("Seals must be intact [1]. Inspectors may open cars [4].", passages=2)
    print(read.cited, read.invalid, [read.cites(c) for c in read.claims])  # [1] [4] [[1], []]
    ```
    """

    #: The claims, in order (`split_claims`).
    claims: list[Claim]
    #: The passage numbers cited that name a passage, in order of first appearance.
    cited: list[int]
    #: The numbers cited that name no passage, in order of first appearance.
    invalid: list[int]
    #: How many passages the answer was given (numbered from 1).
    passages: int

    def cites(self, claim: Claim) -> list[int]:
        """
        :param claim: One of `claims`.
        :returns: The passage numbers it cites that name a passage, in its order.
        """
        return [n for n in claim.citations if 1 <= n <= self.passages]


def read_claims(text: str, passages: int, min_words: int = 3) -> CitedClaims:
    """
    Split an answer into claims and sort its `[n]` into those that name one of the passages and those that do not:
    what the citation and number checks both read.

    :param text: The answer.
    :param passages: How many passages the answer may cite, numbered from 1.
    :param min_words: Words a claim needs (`split_claims`).
    :returns: The claims and the answer's citations, as `CitedClaims`.
    """
    numbers = cited_numbers(text)
    return CitedClaims(
        claims=split_claims(text, min_words),
        cited=[n for n in numbers if 1 <= n <= passages],
        invalid=[n for n in numbers if not 1 <= n <= passages],
        passages=passages,
    )


def article_at(doc: Document, quote: str) -> str | None:
    """
    The article a quoted sentence of a passage belongs to: a chunk may hold several short articles (its meta
    `articles`), and a quote from the third one must not be cited as the first.

    :param doc: The passage.
    :param quote: A sentence of the answer (citation markers are removed here). When it holds a span in curly
        quotation marks, as an extractive answer quotes a sentence (`“...” [2]`, or `A heading spells out OTMA:
        “...” [1]`), the words inside the marks are looked for.
    :returns: The id of the last article heading (from `articles`) that starts a line before the quote in the
        passage, printed as the splitter names it or in capitals ("ARTICLE F2: VOID", "CHAPTER 5 – ..."), or None
        when the quote is not found in the passage (a paraphrase) or no heading precedes it.
    """
    return _placed(doc, quote)[0]


def before_its_article(doc: Document, quote: str) -> bool:
    """
    :param doc: The passage.
    :param quote: A sentence of the answer, as `article_at` takes it.
    :returns: Whether the quote stands in the passage before the heading of the article the chunk is filed under
        (its meta `article`), and under no other of its headings: a short document's opening text (a title and the
        table under it) packed into one chunk with the sections after it is none of theirs, and citing it as the
        first of them ("Section 2 Enforcement hours" for a permit price above it) sends the reader to the wrong
        place. False when the quote is not found or that heading is not printed in the passage.
    """
    return _placed(doc, quote)[1]


def _placed(doc: Document, quote: str) -> tuple[str | None, bool]:
    """:returns: `article_at` and `before_its_article` of the quote, read in one pass over the passage."""
    at = _quote_start(doc, quote)
    if at is None:
        return None, False
    headings = _headings(doc)
    before = [(start, article) for start, article in headings if start <= at]
    if before:
        # A parent's heading and its first child's may share a line ("ANNEX II Paragraph 1 ..."): the longer id is
        # the one the quote is under.
        return max(before, key=lambda h: (h[0], len(h[1])))[1], False
    filed = doc.meta.get("article")
    return None, bool(filed) and any(article == filed for _start, article in headings)


def _quote_start(doc: Document, quote: str) -> int | None:
    """:returns: Where the quote's first words start in the passage's text, None when they are not found."""
    content = doc.content or ""
    plain = strip_citations(quote)
    # The quotation marks (and any words before them) are the answer's, not the passage's: "“OTMA" is no word of the
    # passage, and a quote looked up with its marks is never found, so it would be cited under the chunk's first
    # article. Tried: the first quoted span, then all from the first opening mark to the last closing one (a passage
    # may itself quote inside it), then the sentence without its outer marks.
    spans = [m.group(1) for m in (re.search(r"“(.+?)”", plain), re.search(r"“(.+)”", plain)) if m]
    for text in [*spans, plain.strip(' "“”')]:
        words = text.split()[:8]
        found = re.search(r"\s+".join(re.escape(w) for w in words), content) if len(words) >= 3 else None
        if found:
            return found.start()
    return None


def _headings(doc: Document) -> list[tuple[int, str]]:
    """
    :returns: (where it starts, article id) of each heading line of the chunk's `articles` in its text, printed as
        the splitter names it or in capitals.
    """
    content = doc.content or ""
    found: list[tuple[int, str]] = []
    for article in doc.meta.get("articles") or []:
        for printed in [form for p in printed_forms(str(article)) for form in written_forms(p)]:
            # The splitter names a head in title case ("Article F2", "Chapter 5") that FIA and FRA print in capitals;
            # unmatched, a quote from a short article packed after its sibling is cited as that sibling. Capitals
            # only, not any case: a reference wrapped to a line start ("article 6 of ...") is no heading.
            forms = "|".join(re.escape(form) for form in dict.fromkeys((printed, printed.upper())))
            found += [(m.start(), str(article)) for m in re.finditer(rf"(?m)^[ \t]*(?:{forms})(?=[\s.):])", content)]
    return found


def printed_forms(article: str) -> list[str]:
    """
    :param article: An article id as the splitter names it.
    :returns: The ways its heading line may start: the id, and for an id the splitter qualified with its parent
        (`ANNEX II Paragraph 3`, `Chapter 2 Article 1`, `Penjelasan Pasal 3`: a numbering that starts again under
        each parent) also its last two words, which are what the heading prints (`Paragraph 3`).
    """
    words = article.split()
    tail = " ".join(words[-2:])
    if len(words) >= 3 and re.fullmatch(r"[^\W\d]+\.? \S*\d\S*", tail):
        return [article, tail]
    return [article]


def pages_shown(citation: dict[str, Any]) -> str:
    """
    :param citation: A citation record (`citation_for`: `page`, `page_end`).
    :returns: "p. 32", or "pp. 32-33" for a passage across a page break, whose quoted sentence may be on its
        second page.
    """
    page, end = citation.get("page"), citation.get("page_end")
    if isinstance(page, int) and isinstance(end, int) and end > page:
        return f"pp. {page}-{end}"
    return f"p. {page}"


def where_shown(citation: dict[str, Any]) -> str:
    """
    Where a cited passage is, as every citation label prints it (`scripts/ask.py`, the chat sources, the `Sources:`
    lines): its physical pages, the page numbers printed on them where those differ, and whether its text was read
    by OCR.

    Usage example:
    ```python
    from rulebook.citations import where_shown

    print(where_shown({"page": 12, "page_end": 13, "page_label": "7", "page_label_end": "8"}))
    # pp. 12-13 (printed 7-8)
    print(where_shown({"page": 3, "page_end": 3, "page_label": "3", "ocr": True}))
    # p. 3 (scanned page, text read by OCR)
    ```

    :param citation: A citation record (`citation_for`: `page`, `page_end`, `page_label`, `page_label_end`, `ocr`).
    :returns: `pages_shown`, then "(printed 7)" or, for a passage across a page break, "(printed 7-8)" (a record
        without `page_label_end` shows the first label alone), then "(scanned page, text read by OCR)" when the
        passage's text came from a scanned page and so may hold misread words.
    """
    where = pages_shown(citation)
    page, end = citation.get("page"), citation.get("page_end")
    first, last = citation.get("page_label"), citation.get("page_label_end")
    across = isinstance(page, int) and isinstance(end, int) and end > page
    printed = str(first or "")
    if across and last and str(last) != printed:
        printed = f"{printed}-{last}" if printed else str(last)
    # A printed number equal to the physical one says nothing new.
    if printed and printed not in (str(page), f"{page}-{end}"):
        where += f" (printed {printed})"
    if citation.get("ocr"):
        where += " (scanned page, text read by OCR)"
    return where


def _title_of(meta: dict[str, Any], article: str) -> str | None:
    """
    :param meta: A chunk's meta.
    :param article: One of its `articles`.
    :returns: That article's title from the chunk's `article_titles`, None when it has none or the chunk carries no
        titles (indexed before the splitter recorded them: `scripts/index.py --force` records them).
    """
    articles, titles = list(meta.get("articles") or []), list(meta.get("article_titles") or [])
    if len(titles) != len(articles) or article not in articles:
        return None
    return titles[articles.index(article)]


def citation_for(n: int, doc: Document, quotes: list[str] | None = None) -> dict[str, Any]:
    """
    The citation record of passage `n`, as `scripts/ask.py --json` prints it.

    :param n: The passage number shown in the prompt (1-based).
    :param doc: The passage.
    :param quotes: The answer's sentences that cite it; when the first that is found in the passage lies under
        another article of the chunk than its first, that article is cited (see `article_at`), with its own title;
        when it lies before every heading of the chunk, no article is (`before_its_article`).
    :returns: `n`, `passage` (`n` as given; an answer renumbered in citation order changes `n` and keeps this, see
        `number_in_citation_order`), `doc` (file name), `page` (1-based physical page where the passage starts),
        `page_end`, `page_label` (the printed page), `page_label_end` (the printed number of `page_end`), `article`,
        `article_title` (the cited article's title: the splitter's `article_titles` give each article of the chunk
        its own; None when the heading has none, when the chunk was indexed before those were recorded and the
        article is not its first, or when the title is the id itself: a heading known by its words alone),
        `articles` (every article id in the passage), `score`, `text` (the exact passage), `chunk_id` (the passage's
        id in the store), `ocr` (True when the passage's text was read from a scanned page by OCR, so it may hold
        misread words) and `where`: its pages as every label prints them (`where_shown`, "pp. 16-17 (printed
        11-12)").
    """
    meta = doc.meta
    article, title = meta.get("article"), meta.get("article_title")
    for quote in quotes or []:
        located, before = _placed(doc, quote)
        if located is not None:
            if located != article:
                article, title = located, _title_of(meta, located)
            break
        if before:
            article, title = None, None
            break
    if title == article:  # "Speed limits" would read "Speed limits Speed limits" wherever id and title are shown
        title = None
    record = {
        "n": n,
        "passage": n,
        "doc": meta.get("file_name"),
        "page": meta.get("page_start"),
        "page_end": meta.get("page_end"),
        "page_label": meta.get("page_label_start"),
        "page_label_end": meta.get("page_label_end"),
        "article": article,
        "article_title": title,
        "articles": list(meta.get("articles") or []),
        "score": None if doc.score is None else round(float(doc.score), 4),
        "text": doc.content,
        "chunk_id": doc.id,
        "ocr": bool(meta.get("ocr")),
    }
    # The label every client shows, written once here (the reading room, ask.py, the chat sources).
    record["where"] = where_shown(record)
    return record
