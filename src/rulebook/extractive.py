"""
Extractive answers: the sentences of the passages that best answer a question, each with its passage's number.

Used when no LLM answers (no key, timeout, API down) and by the answer builder; `split_sentences` and the passage
helpers also cut training pairs for fine-tuning (`rulebook.finetune`).

Usage example:
```python
from haystack import Document
from rulebook.extractive import extract

text, cited = extract("Who may inspect records?", [Document(content="FRA inspectors may inspect records.")])
print(text, cited)
```
"""

import itertools
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from haystack import Document

from rulebook.citations import ABBREVIATIONS
from rulebook.store.snapshot import StoreBacked
from rulebook.text.abbreviations import find_definitions
from rulebook.text.answer_types import (
    GROUPED_NUMBER,
    LIST_ITEM_MARK,
    NAMES_BACK,
    SIGN_OFF,
    TEXT_LENGTH_UNIT,
    UNITS,
    Ask,
    abbreviation_head,
    asked_clauses,
    asks_signer,
    classify,
    defines_by_genus,
    expands,
    in_named_unit,
    loosely_defined_term,
    number_value,
    signs,
    states,
    states_or_excluded,
)
from rulebook.text.document_dates import (
    COVER_DATE,
    COVER_FACT,
    COVER_LINE,
    DOCUMENT_CODE,
    IN_FORCE,
    asks_cover_fact,
    asks_document_date,
    date_line,
    document_names,
    name_terms,
)
from rulebook.text.lexical import analyze, analyze_question, inverse_document_frequencies, with_parents
from rulebook.text.references import (
    CITED_ARTICLE,
    article_key,
    cited_articles,
    cited_paragraphs,
    cites,
    opens_paragraph,
    without_citations,
    written_forms,
)
from rulebook.text.scripts import HAN_KANA
from rulebook.text.statements import makes_statement

# Candidate sentence ends: '.', '?', '!', ';' or ':' (possibly followed by a closing quote or bracket, as the
# citation checker reads them) before a space and a capital/bullet or a clause number and a word ("... terms apply.
# 2.1 court — an area ...": a terms clause run into one paragraph), or before a line break and a number, or a line
# break before a list marker. A candidate after an abbreviation ("49 C.F.R. Part 172", "e.g. Class 3") is not an end.
# The line that starts with a number after a finished sentence is a footnote the PDF converter placed there ("... how
# it moves.\n1 The U.S. Coast Guard ...", PyMuPDFToDocument) or a sentence that starts with one ("49 CFR Part 222
# contains ..."): either way not the same sentence, and a quote must not run on into it. Nor into a footnote the text
# layer ran on in the same line ("... the Chief Counsel. 32 49 C.F.R. Part 209, Appendix A. 33 https://..."): its
# number and the citation or address it holds.
_SENTENCE_END = re.compile(
    r"(?:(?<=[.?!;:])|(?<=[.?!;:][\"”')\]]))(?:\s+(?=[A-Z(\"“•◦\-§]|o\s+[A-Z]|\d{1,3}(?:\.\d{1,3})+\s+[^\W\d_])"
    r"|[ \t]*\n\s*(?=\d)"
    r"|\s+(?=\d{1,3}\s+(?:\d{1,3}\s+(?:C\.?\s?F\.?\s?R|U\.?\s?S\.?\s?C)\b|https?://|See\b|Id\.)))"
    # A line that opens with an item's mark starts an item; an area code opens a telephone number ("(202) 493-6229").
    r"|\n(?=\s*(?:[a-z]\.|\(?[a-z0-9ivx]+\)(?!\s?\d{3}[-.]\d{4})|•|◦|●|▪|o|-)\s)"
    r"|(?<=[。！？])\s*(?=[^\s」』）)])"  # a Chinese or Japanese full stop, with no space after it
)


# A line that is a table row, with its line breaks: `split` keeps the row (the group) apart from the text around it.
_TABLE_ROW_LINE = re.compile(r"\n?([^\n]*\|[^\n]*)\n?")


def _after_abbreviation(text: str) -> bool:
    last = text.rsplit(None, 1)[-1] if text.strip() else ""
    if not last.endswith("."):
        return False
    if re.fullmatch(r"\(?(?:\d{1,3}|[ivxlc]{1,5})\.", text.strip(), re.I):
        return True  # a list item's number alone at the start of its line ("1. Conduct a hazard analysis.")
    word = last[:-1].lstrip('("“').lower()
    return word in ABBREVIATIONS or re.fullmatch(r"[a-z]|(?:[a-z]\.)+[a-z]", word) is not None


# A term in capitals run in before its definition, as building codes print them ("EXIT ACCESS. The part of a means of
# egress that ..."): the term and its definition are one sentence.
_RUN_IN_TERM = re.compile(r"[A-Z][A-Z0-9 ,'’/()-]{0,80}[A-Z)]\.")


def _loose_definition(query: str, ask: Ask) -> Ask | None:
    """:returns: A definition of the term a question of no known kind may ask the meaning of, or None."""
    term = loosely_defined_term(query) if ask.kind == "other" else None
    return Ask("definition", term=term) if term else None


def split_sentences(text: str) -> list[str]:
    """
    Split passage text into sentences and list items.

    A table row (a line with a `|` between cells) is one sentence, whole: a row ends with no full stop, and the
    rows after it, or the prose after the table, are not part of it. A term in capitals run in before its
    definition ("EXIT ACCESS. The part of ...") is one sentence with it.

    :param text: A passage.
    :returns: Sentences with inner line breaks collapsed, in order.
    """
    parts: list[str] = []
    for i, block in enumerate(_TABLE_ROW_LINE.split(text)):
        if i % 2:  # a row, whole: its cells are read together ("HMG-127 – ... | Issuance date: October 2024")
            parts.append(block)
            continue
        start = 0
        for match in _SENTENCE_END.finditer(block):
            if _after_abbreviation(block[start : match.start()]) or _RUN_IN_TERM.fullmatch(
                block[start : match.start()].strip()
            ):
                continue
            parts.append(block[start : match.start()])
            start = match.end()
        parts.append(block[start:])
    return [entry for p in parts if p.strip() for entry in _numbered_entries(" ".join(p.split()))]


# An entry number inside a sentence, with the word after it: "... supplies 3.2 separated extra-low voltage ...".
_INNER_ENTRY = re.compile(r"\s(\d+(?:\.\d+)*)\.(\d+)\s+(?=([\w(“\"]+))")
# What a cross-reference has around its number ("comply with 3.2", "3.2 above"), which an entry has not.
_REFERENCE_BEFORE = re.compile(
    r"(?:with|in|see|and|or|to|under|of|by|from|clause|section|paragraph|item|subclause|table|figure|annex|at)$", re.I
)
_REFERENCE_AFTER = re.compile(r"(?:and|or|to|above|below|of|shall|must|may|is|are|applies|apply)", re.I)


def _numbered_entries(sentence: str) -> list[str]:
    """
    Cut a run of numbered entries that a layout printed with no full stops, and the converter or splitter joined
    into one line, into its entries: a standard's terms clause, "3.1 reduced low voltage system (RLV) system in
    which ... supplies 3.2 separated extra-low voltage (SELV) ...". An entry starts where the number after the
    sentence's own opening number comes ("3.1", then "3.2", then "3.3"), unless the words around it cite it
    ("comply with 3.2", "3.2 above").

    :param sentence: A sentence, inner line breaks collapsed.
    :returns: Its entries, in order; the sentence alone when it opens with no number or holds no next one.
    """
    opening = re.match(r"(\d+(?:\.\d+)*)\.(\d+)\s", sentence)
    if not opening:
        return [sentence]
    parent, number = opening.group(1), int(opening.group(2))
    entries, start = [], 0
    for found in _INNER_ENTRY.finditer(sentence):
        if found.group(1) != parent or int(found.group(2)) != number + 1:
            continue
        if _REFERENCE_BEFORE.search(sentence[start : found.start()].rstrip(" ,")) or _REFERENCE_AFTER.fullmatch(
            found.group(3)
        ):
            continue
        entries.append(sentence[start : found.start()])
        start, number = found.start() + 1, number + 1
    entries.append(sentence[start:])
    return entries


def passage_body(doc: Document) -> str:
    """
    :param doc: A passage.
    :returns: Its text without heading lines, so a heading is never quoted as the start of a sentence: the
        splitter's line on top ("§ 214.7 Definitions (cont.)") and the heading of each article the passage holds
        ("CHAPTER 9 – SECURITY SEAL", "9.1 Authority", "§ 164.410 Notification by a business associate."). A heading
        line has at most 12 words, starts with one of the passage's article ids (`meta.articles`, any case), has
        no sentence end, but for a final period after words that state nothing (no "shall", "must", "is" ...), and
        states nothing (`rulebook.text.statements.makes_statement`: "11.3.2 All discs must have a maximum thickness
        of 32mm" is a rule printed without its period); or it ends with "(cont.)".
    """
    return "\n".join(passage_sections(doc))


def passage_sections(doc: Document) -> list[str]:
    """
    :param doc: A passage.
    :returns: Its text cut at its heading lines (see `passage_body`), headings left out, so that no sentence runs
        across a heading, and before each line that opens with one of its article ids, so that no sentence runs on
        into the next article when its rulebook prints a rule without a full stop; empty sections dropped.
    """
    return [text for _heading, text in headed_sections(doc)]


def _heading_ids(doc: Document) -> list[str]:
    """:returns: The passage's article ids as its headings may print them ("article 3", "art. 3"), in lower case."""
    articles = doc.meta.get("articles") or [doc.meta.get("article")]
    return [form.casefold() for a in articles if a for form in written_forms(str(a))]


def headed_sections(doc: Document) -> list[tuple[str, str]]:
    """
    :param doc: A passage.
    :returns: Its sections as `passage_sections` cuts them, each with the heading line above it ("" for text above
        the first heading): in a passage that packs short articles together, the heading each sentence is under
        ("§ 236.802 Shunt." over "A by-path in an electrical circuit.").
    """
    ids = _heading_ids(doc)
    marked = set(doc.meta.get("headings") or ())  # headings by the source's markup (HTML, Markdown)
    sections: list[tuple[str, list[str]]] = [("", [])]
    for line in (doc.content or "").split("\n"):
        if line in marked or _is_heading(line, ids):
            sections.append((line.strip(), []))
        elif _opens_article(line, ids) and sections[-1][1]:
            # An article's text starts a sentence of its own, though the article before it ends with no full stop
            # ("11.3.2 All discs must have a maximum thickness of 32mm" over "11.3.3 The diameters of ...").
            sections.append((sections[-1][0], [line]))
        else:
            sections[-1][1].append(line)
    return [(heading, text) for heading, text in ((h, "\n".join(lines)) for h, lines in sections) if text.strip()]


# The words of a statement: a line "§ 164.410 Notification by a business associate." with none of them is a section
# heading that ends with a period (as CFR headings do), while "12.1 All cars must be weighed." is an article's text.
_STATES = re.compile(
    r"\b(?:shall|must|may|might|will|would|should|can|cannot|could|is|are|was|were|be|been|has|have|had|does|do|"
    r"did|not|no|means|applies|apply|includes?)\b",
    re.I,
)


def _opens_with_id(line: str, ids: list[str]) -> bool:
    folded = line.strip().casefold()
    # The id must end at a boundary: "9.1" heads "9.1 Authority", not "9.10 Records", nor a range "3–5 years" that
    # starts with the number of article 3.
    return any(
        folded.startswith(i) and not folded[len(i) : len(i) + 1].isalnum() and not _RANGE_ON.match(folded[len(i) :])
        for i in ids
    )


# A range's dash and upper end after a number ("–5", "-10", " to 7").
_RANGE_ON = re.compile(r"\s?(?:[-–—]|to\s)\s?\d")


def _opens_article(line: str, ids: list[str]) -> bool:
    """
    Whether a line opens with an article id and a capital, "11.3.3 The diameters ...", not "9.1, the team", or with a
    word in lower case that does not carry on a sentence: a terms entry of a standard, "3.2 thorough examination
    systematic and detailed examination ...", not "7.1 and 7.2 apply", "9.1 applies to seals".
    """
    text = line.strip()
    return any(text.casefold().startswith(i) and _ARTICLE_TEXT.match(text[len(i) :]) for i in ids)


# A word in lower case after an id that cites the id rather than opens its text: "9.1 applies to seals".
_ARTICLE_TEXT = re.compile(
    r"\s+(?:[A-Z“\"]|(?!(?:and|or|to|of|in|on|with|under|as|by|for|the|above|below|applies|apply|shall|must|may|is|"
    r"are|does|do)\b)[a-z])"
)


def _is_heading(line: str, ids: list[str]) -> bool:
    text = line.strip()
    if text.endswith("(cont.)"):  # the splitter's line over a continued article, however long its title
        return True
    if not text or len(text.split()) + len(_WIDE_CHARS.findall(text)) // 2 > 12:
        return False
    # A rule printed without its final period ("11.3.2 All discs must have a maximum thickness of 32mm", "4.3 Tandem
    # lifts are not made at night") says something: it is text, not the heading of its article.
    if text[-1] in "?!;:。！？" or makes_statement(text, present=True):
        return False
    if text[-1] == "." and (_SENTENCE_END.search(text[:-1]) or _STATES.search(text)):
        return False
    return _opens_with_id(text, ids)


@dataclass(frozen=True)
class Statement:
    """
    One sentence of a passage, scored as an answer to a question.

    :param rank: The passage's number (1-based, the order given).
    :param position: The sentence's place in its passage.
    :param text: The sentence, inner line breaks collapsed.
    :param coverage: The share of the question's terms, weighted by their inverse document frequency, that the
        sentence holds, in [0, 1]; the terms of its passage's article title count half. The words by which the
        question names the passage's document ("halvor fungicide": `_in_document`) are no terms of it.
    :param fits: Whether the sentence states something of the kind asked (`rulebook.text.answer_types.states`).
    :param score: The ranking score: `coverage`, `FIT_BONUS` when it fits, `FOCUS_BONUS` when it names the
        question's focus, for a passage filed under the article the question cites (`_cited_passages`) what
        `_cited_score` adds, `PHRASE_BONUS` times the weighted share of the question's adjacent term pairs it holds
        adjacent, `RANK_PRIOR / rank`, less 0.01 a word beyond 45 words, and `SIMILARITY_WEIGHT` times its
        cosine to the question when a sentence model measures it.
    :param columns: For a table row: its table's first row, the column heads ("Commodity | Maximum speed | Buffer
        cars"); "" for a sentence, or a row whose table has none.
    :param excluded: Whether the sentence states something of the kind asked, but for another class, value, year,
        bound or side than the question's (`rulebook.text.answer_types.states_or_excluded`): it shows where the
        documents would have stated the fact.
    """

    rank: int
    position: int
    text: str
    coverage: float
    fits: bool
    score: float
    columns: str = ""
    excluded: bool = False


# Lines that say nothing on their own: a table row ("HMG-107 | Rescinded ..."), a table-of-contents row with dot
# leaders or a page number after a run of spaces, a line in capitals (a heading the splitter left in the text).
_TABLE_ROW = re.compile(r"\|")
# A code that keys a table row: letters, then digits ("HMG-127 – One-Time Movement Approval Procedures | Issuance
# date: October 2024 ...", "UN 1203 | Gasoline | 3"). A row that opens with a code the question names is that code's
# record, and quoted: it is the only place its facts are written.
# A code a question names: "HMG-127", "FW 2"; in lower case, as users type codes, only with a hyphen or nothing
# between letters and number ("sa-8", "hr01"), since "at 8" or "is 5" are words and a number.
_ROW_KEY = re.compile(r"\b(?:[A-Z]{2,}[\s\u2010-\u2013-]?|(?i:[a-z]{2,})[\u2010-\u2013-]?)\d+[A-Z]?\b")
_CONTENTS_ROW = re.compile(r"(?:\.\s?){4,}|…{2,}|\s{3,}\d{1,4}\s*$")
_CONDITION = re.compile(
    r"\b(?:unless|except|exception|provided\s+that|provided,|however|only\s+(?:if|when|where)|does\s+not\s+apply|"
    r"do\s+not\s+apply|not\s+required|exempt\w*|in\s+(?:that|which|this)\s+case|if|when|where|but)\b",
    re.IGNORECASE,
)
# A sentence that opens by pointing back ("Rather, a craft-specific tag is considered unique.", "That evaluation must
# determine ...", "This does not apply to ...") is read with the one before it: quoted alone, it does not say what
# it is about (anaphora; Halliday and Hasan, "Cohesion in English", 1976, on reference and conjunction).
_POINTS_BACK = re.compile(
    r"^\W*(?:rather|instead|otherwise|in\s+addition|additionally|also|furthermore|moreover|nevertheless|"
    r"(?:this|that|these|those|such)\b(?!\s+(?:part|section|chapter|article|appendix|annex|regulation|manual)s?\b)|"
    r"it|they|he|she)\b",
    re.IGNORECASE,
)
# A sentence that opens with a definite description of what the one before it introduced ("Each occurrence shall
# receive a file number." then "The file number ... will begin with FP, followed by the two-digit calendar year
# ..."): it goes on about the same thing (the definite article's reference back, Halliday and Hasan, 1976).
_DEFINITE_OPENING = re.compile(r"^\W*the\s+([^\W\d_][\w-]*)", re.IGNORECASE)
_MIN_WORDS = 6
# A run of capitalised words with hardly a lower-case one among them is a title, a heading, a reference or an
# organisation chart read as text ("Staff Director Deputy Staff Director Railroad Safety Specialist ..."), not a
# sentence: prose, even full of names, writes its verbs and most nouns in lower case. Function words do not count.
# A list item is quoted whatever its case: an item of a list of reports or forms ("• NIST Interagency Report (IR)
# 8286, Integrating Cybersecurity and Enterprise Risk Management") names what the question may ask for.
_TITLE_CASE_SHARE = 0.95
_TITLE_CASE_MIN_WORDS = 10
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_OPENS_ITEM = re.compile(rf"\s*{LIST_ITEM_MARK}\s")
_FUNCTION_WORDS = frozenset("a an and at by de des du for in la of on or the to with".split())


def _title_case_run(sentence: str) -> bool:
    words = [w for w in _WORD.findall(sentence) if w.lower() not in _FUNCTION_WORDS]
    if len(words) < _TITLE_CASE_MIN_WORDS or _OPENS_ITEM.match(sentence):
        return False
    return sum(w[0].isupper() for w in words) >= _TITLE_CASE_SHARE * len(words)


_WIDE_CHARS = re.compile(rf"[{HAN_KANA}]")
#: The score of a sentence: its idf-weighted coverage of the question, plus `FIT_BONUS` when it states the kind of
#: answer asked, plus `FOCUS_BONUS` when it names the question's focus (`_WH_FOCUS`), plus `PHRASE_BONUS` times the
#: idf-weighted share of the question's adjacent term pairs it holds adjacent too ("issue an emergency order": the
#: sentence that says "may issue an emergency order", not one that shares the words apart; term proximity, as in
#: Tao and Zhai, "An Exploration of Proximity Measures in Information Retrieval", SIGIR 2007), plus
#: `RANK_PRIOR / rank` of its passage. After the best sentence, others are quoted down to `KEEP_SHARE` of its score.
FIT_BONUS, RANK_PRIOR, KEEP_SHARE = 0.35, 0.3, 0.5
FOCUS_BONUS = 0.15
#: Added to a definition by genus of the term asked ("A Community Profile is a baseline of ...",
#: `rulebook.text.answer_types.defines_by_genus`) over other sentences that define it less directly ("A Community
#: Profile is typically developed for ..."): the one that says what the thing is comes first.
GENUS_BONUS = 0.25
#: Added to the sentences of a passage filed under the article the question cites (`meta["cited_article"]`, set by
#: `ArticleRetriever`): "What does Article 7 say?" is answered by Article 7's text, not by a sentence elsewhere that
#: names Article 7.
CITED_BONUS = 1.0
#: Taken off a cited passage's sentence for each sentence before it in the passage.
CITED_ORDER = 0.02
#: Taken off a cited passage's sentences for each part of the article before the passage (`meta["part"]`, set by
#: `ArticleSplitter` on a long article's chunks), up to `CITED_PARTS_MAX`: an article's own text opens it, and the
#: case law and references a commentary files under it come last; a later part that states what is asked still wins.
CITED_PART, CITED_PARTS_MAX = 0.05, 0.2
#: Added to a cited article's sentences that open the paragraph the question cites ("Article 17(3)": "3. Paragraphs
#: 1 and 2 shall not apply ..."), and to the items of a list such a sentence leads in.
CITED_PARAGRAPH = 0.5
#: Added for a duration in the very time unit the question names ("how many days": "every 92 days", over the
#: "2 months" of a neighbouring scale, which fits too).
UNIT_BONUS = 0.15
#: Added to a table row of the kind asked (or of any, where the question asks no known kind) that is the row of what
#: the question names (`_row_of`: its label, code or band: "Junior (11–17) | £18.00" for "a monthly membership for
#: my 15 year old", "C | £20,001 to £75,000" for "the band C penalty range"): a lookup's row is the answer,
#: where a sentence around the table that shares more of the question's words ("A joining fee of £15.00 applies to
#: all monthly memberships") states a fact beside it.
ROW_BONUS = 0.3
PHRASE_BONUS = 0.5
#: Added to the first sentence of an article whose title holds what the question asks and whose sentences hold none
#: of it ("What is the scope of LBS 204?": clause "1 Scope" opens "This document specifies ..."): an article's first
#: sentence says what the article is, where its later ones add exceptions and details.
OPENING_BONUS = 0.05
#: With a sentence embedder (`statements`' `similarity`), `SIMILARITY_WEIGHT` times the cosine between the question
#: and the sentence is added to its score: answer sentence selection by embedding similarity (Reimers and Gurevych,
#: "Sentence-BERT", EMNLP 2019), next to the words the two share.
SIMILARITY_WEIGHT = 0.25
#: At most this many sentences near the best by their words, and as many near the best of the kind asked, are
#: embedded for their similarity.
SIMILARITY_CANDIDATES = 12
#: The question's cosine similarity to each of a list of sentences (`statements`' `similarity`).
Similarity = Callable[[list[str]], Sequence[float]]
# The question's focus: the noun a "what/which" phrase asks about, before its verb ("What horn *pattern* do we
# blow?", "Which inspector grade *levels* is the booklet meant for?"); Moldovan et al., "The structure and
# performance of an open-domain question answering system" (ACL 2000). A sentence that names it is about the thing
# asked, not only about the rest of the question.
_WH_FOCUS = re.compile(
    r"\b(?:what|which)\s+(?:[\w'’-]+\s+){0,3}?([a-z][\w'’-]*)\s+(?:do|does|did|is|are|was|were|must|can|could|"
    r"should|will|would|has|have|had|may|shall|might)\b",
    re.IGNORECASE,
)
#: A question that asks for a list is answered by a passage's list when the list covers at least `LIST_SHARE` of what
#: the best sentence covers of the question.
LIST_SHARE = 0.5
# The words of a question that say what kind of answer it wants, not what it is about ("how many", "what's", "stand
# for", "exactly"), as stems: a sentence need not repeat them to answer.
_ASK_WORDS = frozenset(
    analyze(
        "what's whats how many much often long far soon stand mean means defined definition exactly actually total "
        "altogether current official i'm we're i've that's doesn't dont isn't can't im need get ok okay"
    )
)
# A sentence that only points elsewhere states nothing: a bibliographic reference or a web address. (A question the
# document quotes, "... can I do preventive maintenance?", is never a statement: `_asks`.)
_REFERENCE_MARKS = re.compile(
    r"https?://|www\.|\bdoi\b|\bOJ\s+[LC]\s+\d|\bISBN\b|\bet\s+al\.|\[[A-Z][\w .-]{1,30}\]|\bpp?\.\s*\d|\bVol\.\s*\d",
    re.I,
)
# Footnotes run together by the text layer: a footnote's number, then the citation it holds ("16 49 C.F.R. §
# 171.1(c). 17 49 C.F.R. § 171.8 definition of ...", "3 See id. at 4."). Two in one sentence make it a run of
# footnotes, which points elsewhere; one citation in a sentence of its own ("Under 49 C.F.R. § 171.8, ...") is text.
_FOOTNOTE_CITES = re.compile(
    r"(?:^|[.;”\"’)]\s+)\d{1,3}\s+(?:\d{1,3}\s+(?:C\.?\s?F\.?\s?R|U\.?\s?S\.?\s?C|Fed\.?\s?Reg|FR)\b|https?://|See\b|Id\.|Ibid\b)"
)


# A superlative asks for a bound, which a rule states as a maximum or a minimum: "the longest a medical card can be
# good for" is answered by "the maximum period of certification ... is 12 months", and "at least 8 hours" states a
# minimum. Both sides are read as the bound's term (`_with_bounds`).
_MAXIMUM, _MINIMUM = analyze("maximum minimum")
_BOUND_OF = {
    **dict.fromkeys(
        analyze("longest highest largest biggest heaviest furthest farthest loudest fastest oldest greatest max"),
        _MAXIMUM,
    ),
    **dict.fromkeys(analyze("shortest lowest smallest lightest least fewest youngest slowest min"), _MINIMUM),
}
_BOUND_PHRASE = (
    (re.compile(r"\b(?:up\s+to|no\s+more\s+than|not\s+(?:to\s+)?exceed|at\s+(?:the\s+)?most)\b", re.I), _MAXIMUM),
    (re.compile(r"\b(?:at\s+least|no\s+(?:less|fewer)\s+than|not\s+(?:less|fewer)\s+than)\b", re.I), _MINIMUM),
)


def _with_bounds(text: str, terms: list[str]) -> set[str]:
    """:returns: `terms` of `text`, with the bound that each superlative or bounding phrase of it states."""
    found = {_BOUND_OF.get(t, t) for t in terms} | set(terms)
    found.update(bound for phrase, bound in _BOUND_PHRASE if phrase.search(text))
    return found


# A band of a table or a rule: "10 to 50 crew", "61–120", "0-2 years", "between 5 and 10 tonnes".
_RANGE = re.compile(
    r"(?<![\d.,])(\d{1,7}(?:,\d{3})*)\s*(?:-|–|—|to|through)\s*(\d{1,7}(?:,\d{3})*)(?![\d.,]*\d)|"
    r"\bbetween\s+(\d{1,7}(?:,\d{3})*)\s+and\s+(\d{1,7}(?:,\d{3})*)",
    re.I,
)


def _in_ranges(terms: set[str], text: str) -> set[str]:
    """
    :param terms: The question's terms.
    :param text: A sentence or a table row.
    :returns: The question's numbers that fall in a band the text writes: "a crew of 20" is in "Large unit (10 to 50
        crew)", "about 90 people" in "61–120 bathers"; a question's number is its situation, and the band that
        holds it is the row that applies.
    """
    numbers = {t for t in terms if t.isdigit()}
    if not numbers:
        return set()
    bands = []
    for m in _RANGE.finditer(text):
        low, high = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        low_value, high_value = int(low.replace(",", "")), int(high.replace(",", ""))
        if low_value < high_value:
            bands.append((low_value, high_value))
    return {t for t in numbers if any(low <= int(t) <= high for low, high in bands)}


# An age the question gives ("my 15 year old", "aged 72", "I'm 63"): a person's age, which a band of ages holds
# ("Junior (11–17)"), not an amount of money that writes the same number ("a joining fee of £15.00").
_AGE_GIVEN = re.compile(
    r"\b(\d{1,3})[\s-]*(?:years?|yrs?)[\s-]*old\b|\baged?\s+(\d{1,3})\b|\bI['’]?m\s+(\d{1,3})\b", re.IGNORECASE
)


def _ages_given(query: str) -> set[str]:
    """:returns: The numbers the question gives as someone's age ("15" of "my 15 year old")."""
    return {next(g for g in m.groups() if g) for m in _AGE_GIVEN.finditer(query)}


def _only_as_money(number: str, text: str) -> bool:
    """:returns: Whether the text writes the number only as an amount of money ("£15.00", "$15")."""
    written = list(re.finditer(rf"(?<![\d.,]){re.escape(number)}(?:[.,]\d+)?(?![\d.,]*\d)", text))
    return bool(written) and all(re.search(r"[£$€]\s?$", text[: m.start()]) for m in written)


def _approver_words(query: str) -> str:
    """:returns: What a cover's approver line names, in the question's words: "who prepared it", "who approved it"."""
    verb = re.search(r"\b(prepared|issued|published|authored|wrote|written)\b", query, re.I)
    return f"who {verb.group(1).lower()} it" if verb and verb.group(1).lower() != "written" else "who approved it"


def _goes_on_about(sentence: str, after: str) -> bool:
    """Whether `after` opens with "the" and a word of `sentence` ("... a file number." -> "The file number ...")."""
    opening = _DEFINITE_OPENING.match(after)
    return opening is not None and bool(set(analyze(opening.group(1))) & set(analyze(sentence)))


def _question_terms(query: str, weights: Mapping[str, float] | None) -> tuple[set[str], float]:
    """
    :returns: The question's terms to cover (its ask words left out; a superlative read as the bound it asks for)
        and their summed weight (1.0 for none).
    """
    terms = {_BOUND_OF.get(t, t) for t in analyze_question(query)} - _ASK_WORDS
    return terms, sum(_idf(t, weights) for t in terms) or 1.0


def _question_pairs(
    query: str, terms: set[str], weights: Mapping[str, float] | None
) -> tuple[dict[tuple[str, str], float], float]:
    """
    :returns: The question's adjacent pairs of terms to cover ("issue an emergency order": (issu, emergenc),
        (emergenc, order)), each weighted by its two terms' inverse document frequencies, and their summed weight.
    """
    ordered = [t for t in (_BOUND_OF.get(t, t) for t in analyze_question(query)) if t in terms]
    pairs = {(a, b): _idf(a, weights) + _idf(b, weights) for a, b in itertools.pairwise(ordered) if a != b}
    return pairs, sum(pairs.values()) or 1.0


def _naming_terms(query: str) -> set[str]:
    """
    :returns: The terms of the question's words that may name a document: its acronyms and codes (`DOCUMENT_CODE`)
        and its documents' names (`document_names`: "the Pool Safety Code").
    """
    named = [m.group(0) for m in DOCUMENT_CODE.finditer(query)] + document_names(query)
    return {t for name in named for t in analyze(name)}


@dataclass(frozen=True)
class _InDocument:
    """What a question asks of one passage's document: its terms and pairs to cover, weighted, and its ask."""

    terms: set[str]
    total: float
    pairs: dict[tuple[str, str], float]
    pairs_total: float
    ask: Ask


def _in_document(
    doc: Document,
    query: str,
    ask: Ask,
    terms: set[str],
    pairs: dict[tuple[str, str], float],
    weights: Mapping[str, float] | None,
) -> _InDocument:
    """
    :param doc: A passage.
    :param query: The question.
    :param ask: What it asks for.
    :param terms: The question's terms to cover; `pairs`: its adjacent pairs, weighted (`_question_pairs`).
    :returns: The terms, their summed weight, the pairs and theirs, without the words the question names the
        passage's document by (`_naming_terms` and `name_run_terms` that its file name or title holds): in a
        passage of the document the question names ("What is the scope of LBS 204?", "storage temperature for
        halvor fungicide"), every sentence is that document's, and a cover or foreword that repeats the name does
        not say more of what is asked than clause 1 "Scope", which writes "This document". Unchanged when the name
        is all the question holds. And the ask, a term asked to define without the words after it that name the
        document ("definition of enterprise gdpr": "enterprise", "definition of court marshal TPS 2": "court marshal"),
        whose own words stay terms to cover when the document is named after it.
    """
    named_as = f"{doc.meta.get('file_name') or ''} {doc.meta.get('title') or ''}"
    names = name_terms(named_as)
    # The acronyms and codes the document goes by ("GDPR" of "GDPR_Art_1-21.pdf"), however the user cases them.
    codes = {t for m in DOCUMENT_CODE.finditer(named_as.replace("_", " ")) for t in analyze(m.group(0))}
    runs = name_run_terms(query, names)
    words = (ask.term or "").split() if ask.kind == "definition" else []
    if set(analyze(ask.term or "")) <= codes | runs:
        words = []  # a term the document is named by ("confined space" of "Confined Spaces") is kept whole
    while len(words) > 1 and (found := set(analyze(words[-1]))) and found <= codes | runs:
        words.pop()
    if words and len(words) < len(ask.term.split()):
        ask = Ask(ask.kind, ask.unit, " ".join(words))
    named = (_naming_terms(query) | runs) & names
    if ask.kind == "definition":
        # The term asked to define is what is asked, even where the document is named after it ("what counts as a
        # confined space" in OSHA's "Permit-Required Confined Spaces").
        named -= set(analyze(ask.term or ""))
    kept = terms - named
    if not named or not kept:
        return _InDocument(terms, sum(_idf(t, weights) for t in terms) or 1.0, pairs, sum(pairs.values()) or 1.0, ask)
    kept_pairs = {p: w for p, w in pairs.items() if p[0] in kept and p[1] in kept}
    return _InDocument(
        kept, sum(_idf(t, weights) for t in kept) or 1.0, kept_pairs, sum(kept_pairs.values()) or 1.0, ask
    )


def _mentions(text: str, noun: str) -> bool:
    return bool(set(analyze(noun)) & set(analyze(text)))


def _states_nothing(sentence: str) -> bool:
    # One reference mark may sit in a sentence that states something (a cover page's date beside its doi); two make
    # an entry of a reference list.
    return len(_REFERENCE_MARKS.findall(sentence)) >= 2 or len(_FOOTNOTE_CITES.findall(sentence)) >= 2


# A letter of interpretation restates what it was asked before it answers ("You asked whether you, as the holder of a
# Recreational Pilot Certificate, are authorized ...", "Specifically, you have asked whether ...", "In your letter,
# you ask if ..."): the restatement is the requester's question, not the agency's answer.
_RESTATED_QUESTION = re.compile(
    r"^\W*(?:specifically|in\s+particular|in\s+summary|essentially|in\s+short)?,?\s*"
    r"(?:in\s+your\s+(?:letter|e-?mail|request|inquiry)(?:\s+\w+){0,4},?\s*)?"
    r"(?:you|your\s+(?:letter|e-?mail|request|inquiry|question))\s+(?:have\s+|had\s+|also\s+|further\s+)*"
    r"(?:ask|asked|asks|inquire[ds]?|request(?:ed|s)?|question(?:ed|s)?|seeks?|sought|want(?:ed|s)?\s+to\s+know)\s+"
    r"(?:us\s+|the\s+FAA\s+|FRA\s+|the\s+agency\s+)?(?:whether|if|about|what|how|when|why|for\s+(?:an?\s+)?"
    r"(?:legal\s+)?interpretation|that\s+we)\b",
    re.I,
)


def _asks(sentence: str) -> bool:
    """
    :returns: Whether the sentence is a question (a letter's or an FAQ's), or a letter's restatement of the question
        it was asked ("You asked whether ..."), which states nothing itself.
    """
    return sentence.rstrip(" ”\"')").endswith(("?", "？")) or _RESTATED_QUESTION.match(sentence) is not None


def _idf(term: str, weights: Mapping[str, float] | None) -> float:
    if weights is None:
        return 1.0
    weight = weights.get(term)
    return weight if weight is not None else _ceiling(weights)


# The highest weight of the last mapping asked about, and that mapping (held, so that its id is not reused): a term
# the store never writes weighs as the rarest one, and finding that weight reads the whole vocabulary, so once per
# store snapshot, not once per term.
_ceiling_of: tuple[Mapping[str, float] | None, float] = (None, 1.0)


def _ceiling(weights: Mapping[str, float]) -> float:
    global _ceiling_of  # one value per snapshot, replaced whole: one assignment, safe across threads
    held, value = _ceiling_of
    if held is not weights:
        value = max(weights.values(), default=1.0)
        _ceiling_of = (weights, value)
    return value


# A table row is read twice per question: whether it is quotable (`_quotable`) and whether it earns ROW_BONUS.
@lru_cache(maxsize=4096)
def _row_of(
    sentence: str,
    keys: frozenset[str],
    terms: frozenset[str],
    values: frozenset[float] = frozenset(),
    pairs: frozenset[tuple[str, str]] = frozenset(),
) -> bool:
    """
    Whether a table row is the row of what the question names: its first cell opens with a code the question names
    or is a label it names (`keys`: "HMG-127", "C" of "a class C crane"), or every term of its first cell is a term
    of the question (`terms`: "Class 2.3 poison gas"), or the first cell opens with two terms the question writes
    together (`pairs`: "Second offense within 12 months" for "the fine for a second offense"), or the first cell is
    a band of numbers that holds a number the question gives (`values`: "251–400" or "over 400" for "a ferry
    certified for 300 passengers").
    """
    key = _ROW_KEY.match(sentence.lstrip())
    if key is not None and _code_key(key.group(0)) in keys:
        return True
    first_cell = sentence.split("|", 1)[0]
    if _code_key(first_cell) in keys:  # a first cell that is a label the question names ("C")
        return True
    if values and (band := _band(first_cell)) is not None:
        return any(band[0] <= value <= band[1] for value in values)
    # A label with its band in brackets: "Large unit (10 to 50 crew)" for "a crew of 20".
    if values and any(
        (band := _band(aside)) is not None and any(band[0] <= value <= band[1] for value in values)
        for aside in _ASIDE.findall(first_cell)
    ):
        return True
    cells = sentence.split("|")
    if _ROW_KEY.fullmatch(first_cell.strip()) and len(cells) > 2:
        # A row keyed by a code the question does not name ("ICT-01 | CCTV recordings at offices | 31 days"): its
        # next cell names what the row is about.
        first_cell = cells[1]
    ordered = analyze(first_cell)
    if len(ordered) > 2 and (ordered[0], ordered[1]) in pairs:
        return True
    # A label's word that names no thing ("pH value", "Noise level") need not be the question's, nor an aside in
    # brackets that describes the thing ("Pony (148 cm or under)"); an abbreviation in brackets names it ("Chemical
    # oxygen demand (COD)").
    asides = set(analyze(" ".join(_ASIDE.findall(first_cell))))
    if asides and asides <= terms and len(asides) <= 2:
        return True
    first = set(ordered) - _LABEL_FILLERS
    shared = {term for term in first if term in terms or _derived(term, terms)}
    core = set(analyze(_ASIDE.sub(" ", first_cell))) - _LABEL_FILLERS if asides else set()
    # Every term of the label (or of the label without its asides), or most of a longer label's and two at least
    # ("CCTV recordings at offices and estates" for "how long do we keep CCTV footage from the estates?").
    return bool(first) and (
        first <= shared or (bool(core) and core <= shared) or (len(shared) >= 2 and 2 * len(shared) >= len(first))
    )


# An aside in brackets in a row label: "(148 cm or under)", "(COD)".
_ASIDE = re.compile(r"\(([^()]*)\)")
# Words of a row label that say what is given, not of what: "pH value", "Noise level", "Number of buffer cars"; and in a
# price list, what is sold, which a user leaves out ("Family ticket" for "how much for a family to swim"): the label's
# other words tell its row from the others ("Day ticket", "Season ticket").
_LABEL_FILLERS = frozenset(analyze("value values level levels amount number figure ticket tickets pass passes"))


def _derived(term: str, terms: frozenset[str]) -> bool:
    """
    :returns: Whether a stem and one of the question's are one word's forms that the stemmer leaves apart, one the
        other's start, five letters at least ("registr" of "registration" and "regist" of "register").
    """
    return len(term) >= 5 and any(len(t) >= 5 and (term.startswith(t) or t.startswith(term)) for t in terms)


# A table's first cell that is a band of numbers: "251–400", "251 to 400", "over 400", "up to 100", "400 or more",
# with an optional unit or currency ("EUR 100,000 – 500,000", "up to 50 kW"), maybe after what it is a band of
# ("Employees under 18").
_BAND = re.compile(
    # What the band is of may come first, in up to three words ("Employees under 18", "Employees aged 18 or over").
    rf"^\W*(?:[A-Za-z]+\s+){{0,3}}?(?:aged\s+)?"
    rf"(?:(?P<op>over|above|more\s+than|greater\s+than|exceeding|up\s+to|under|below|less\s+than|not\s+more\s+than|"
    rf"not\s+exceeding|fewer\s+than|from|[<>≤≥])\s*)?[^\d\s]{{0,4}}\s?(?P<low>{GROUPED_NUMBER})\s*(?:[^\W\d_]{{1,6}}\s*)?"
    rf"(?:(?:-|–|—|to)\s*[^\d\s]{{0,4}}\s?(?P<high>{GROUPED_NUMBER})\s*(?:[^\W\d_]{{1,6}})?|"
    rf"(?P<after>or\s+(?:more|over|above|less|under|below)|and\s+(?:over|above|under|below)|\+))?\s*$",
    re.I,
)


def _row_values(query: str) -> frozenset[float]:
    """
    :returns: The numbers a question gives ("a ferry certified for 300 passengers", "a €500,000 contract"), but not
        the ids of the articles it cites: a table's row for a band that holds one ("251–400") is the question's row.
    """
    return frozenset(number_value(n) for n in re.findall(GROUPED_NUMBER, without_citations(query)))


def _band(cell: str) -> tuple[float, float] | None:
    """:returns: The numbers a first cell's band holds, (low, high), ends included; None for any other cell."""
    match = _BAND.match(cell.strip())
    if match is None or not (match.group("op") or match.group("high") or match.group("after")):
        return None
    low = number_value(match.group("low"))
    if match.group("high"):
        return low, number_value(match.group("high"))
    side = (match.group("op") or match.group("after") or "").lower()
    if re.match(r"over|above|more|greater|exceeding|from|>|≥|or\s+(?:more|over|above)|and\s+(?:over|above)|\+", side):
        return low, float("inf")
    return float("-inf"), low


# A short label the question gives after a classing word ("a class C crane", "Zone 2", "type IV", "band C"): the
# first cell of its table row is that label alone ("C | 40 tonnes | 2").
_CLASS_LABEL = re.compile(
    r"\b(?:class|type|category|grade|group|zone|level|division|tier|band)\s+([A-Z0-9]{1,3})\b", re.I
)


def _row_keys(query: str) -> frozenset[str]:
    """The codes (`_ROW_KEY`: "HMG-127") and class labels (`_CLASS_LABEL`: "C" of "class C") a question names."""
    return frozenset(_code_key(code) for code in (*_ROW_KEY.findall(query), *_CLASS_LABEL.findall(query)))


def _code_key(code: str) -> str:
    return re.sub(r"[\s\u2010-\u2013-]+", "", code).upper()


def _column_heads(text: str) -> dict[str, str]:
    """
    :param text: A passage.
    :returns: Each table row of the passage (collapsed as `split_sentences` gives it) -> the first row of its table,
        its column heads: the first of a run of row lines with as many cells, when it reads as heads
        (`_reads_as_heads`; a table of notices, "HMG-124 – ... | Issuance date: ...", has none). The head row itself
        is left out.
    """
    heads: dict[str, str] = {}
    head: str | None = None
    cells = 0
    for line in text.split("\n"):
        if not _TABLE_ROW.search(line):
            head = None
            continue
        row = " ".join(line.split())
        count = row.count("|") + 1
        if head is None or count != cells:
            head, cells = row, count
        elif row != head and _reads_as_heads(head, row):
            heads.setdefault(row, head)
    return heads


_HEAD_WORDS = 8
# The share of a head row's characters that may be digits ("25 m main pools", "Length of service on 1 January").
_HEAD_DIGITS = 0.05


def _reads_as_heads(head: str, row: str) -> bool:
    """
    :returns: Whether a table's first row reads as the heads of its columns over a row of it: no cell over
        `_HEAD_WORDS` words, and no digit, or few (at most `_HEAD_DIGITS` of its characters) and fewer than the row
        has ("Parameter | 25 m main pools | Hydrotherapy pool" over "pH value | 7.2–7.6 | 7.2–7.4"; a notice's
        "HMG-124 – ... | Issuance date: October 2024" is a row of data).
    """
    if any(len(c.split()) > _HEAD_WORDS for c in head.split("|")):
        return False
    share = sum(c.isdigit() for c in head) / len(head)
    return share == 0 or (share <= _HEAD_DIGITS and share < sum(c.isdigit() for c in row) / len(row))


def _under_heads(row: str, head: str) -> str:
    """
    :returns: The row's cells each followed by its column head ("Class 1 explosives | 25 mph | 3" under "Commodity |
        Maximum speed | Buffer cars": "Class 1 explosives Commodity; 25 mph Maximum speed; 3 Buffer cars"), so that
        a cell reads as the quantity of its column (`_cell_under`).
    """
    values = [c.strip() for c in row.split("|")]
    names = [c.strip() for c in head.split("|")]
    return "; ".join(_cell_under(value, name) for value, name in zip(values, names, strict=False))


# A column head that gives its unit in brackets: "Wind stop speed (km/h)", "Max load (t)", "'forfait' value (US
# Dollars)".
_HEAD_UNIT = re.compile(r"^(?P<name>.*\S)\s*\((?P<unit>[^()\d]{1,20})\)$")
_BARE_NUMBER = re.compile(r"^[\d.,]+$")
# A column head that ends in its unit's word: "Yellow yds", "Weight kg", "Duration mins" (a measure's unit: one
# letter, "Zone M", is no unit there).
_MEASURE_UNITS = "|".join(UNITS[kind] for kind in ("duration", "length", "mass", "volume"))
_HEAD_LAST_UNIT = re.compile(rf"^(?P<name>.*\S)\s+(?P<unit>(?=\S{{2}})(?:{_MEASURE_UNITS}))$", re.I)


def _cell_under(value: str, name: str) -> str:
    """
    :returns: A cell read under its column head: "45 Wind stop speed"; a bare number under a head that gives its unit
        in brackets takes the unit ("45 km/h Wind stop speed" under "Wind stop speed (km/h)"), as the text would
        write the quantity; so does one under a head that ends in its unit's word ("149 yds Yellow" under "Yellow
        yds").
    """
    unit = _HEAD_UNIT.match(name) or _HEAD_LAST_UNIT.match(name)
    if unit and _BARE_NUMBER.match(value):
        return f"{value} {unit.group('unit').strip()} {unit.group('name')}"
    return f"{value} {name}"


# A reference list's entry: a publication's title closed by its year in brackets ("EDPB, Guidelines 3/2018 on the
# Territorial Scope of the GDPR (2019)."), with no finite verb: it names a source, and states nothing but its date.
_YEAR_CLOSE = re.compile(r"\((?:19|20)\d\d\)[.;]?\s*$")
_FINITE = re.compile(
    r"\b(?:shall|must|may|might|should|will|would|can|could|is|are|was|were|has|have|had|does|do|did|means|"
    r"applies|apply|requires?|includes?)\b",
    re.I,
)


def _publication_entry(sentence: str) -> bool:
    return bool(_YEAR_CLOSE.search(sentence)) and not _FINITE.search(sentence)


def _quotable(
    sentence: str,
    row_keys: frozenset[str] = frozenset(),
    row_terms: frozenset[str] = frozenset(),
    row_values: frozenset[float] = frozenset(),
    row_pairs: frozenset[tuple[str, str]] = frozenset(),
) -> bool:
    # Chinese and Japanese print no spaces: two of their characters count as a word, and they have no case.
    if _TABLE_ROW.search(sentence):
        if _CONTENTS_ROW.search(sentence):
            return False
        # However short: the row of what the question names is read with its column heads ("C | 40 tonnes | 2").
        # A numbered rule set in a grid ("13 | Petrol and diesel generators are not used on the market square.")
        # is a sentence like any other.
        return _row_of(sentence, row_keys, row_terms, row_values, row_pairs) or _numbered_rule(sentence)
    if SIGN_OFF.match(sentence):
        # A letter's close names who signed it, in capitals as names and posts are written.
        return True
    wide = len(_WIDE_CHARS.findall(sentence))
    words = len(sentence.split()) + wide // 2
    short = len(sentence) < 25 - 15 * (wide > 0) or words < _MIN_WORDS
    if (short and not _short_statement(sentence, words)) or sentence.rstrip().endswith(":"):
        return False
    if _CONTENTS_ROW.search(sentence) or _title_case_run(sentence) or _CONTINUED.match(sentence):
        return False
    cased = [c for c in sentence if c.isupper() or c.islower()]
    return (bool(cased) or wide > 0) and (not cased or sum(c.islower() for c in cased) / len(cased) >= 0.5)


# A short sentence that states a figure or a rule ("A replacement permit costs £10.", "Swimming costs £3.",
# "Refunds are not given."): a full stop after three words at least, opening in capitals, with a number, a verb that
# makes it a statement or a predicate of what is never so or what a thing can be (`_SHORT_PREDICATE`); a heading's
# number ("Section 4.") or a name is none.
_SHORT_OPENING = re.compile(r"^\W*[A-Z](?![A-Z])")
_SHORT_MIN_WORDS = 3


def _short_statement(sentence: str, words: int) -> bool:
    text = sentence.strip()
    return (
        words >= _SHORT_MIN_WORDS
        and text.endswith(".")
        and _SHORT_OPENING.match(text) is not None
        and (
            re.search(r"\d", text) is not None
            or makes_statement(text, present=True)
            or _SHORT_PREDICATE.search(text) is not None
        )
    )


# A rule in few words that says what is never so, or what a thing can be ("Alcoholic beverages are never
# reimbursable.", "Deposits are refundable."): a travel policy's line under its meals table.
_SHORT_PREDICATE = re.compile(r"\b(?:is|are)\s+(?:not\s+|never\s+|always\s+)?[a-z]{3,}(?:able|ible)\b|\bnever\b")


#: Added to a letter's close ("Sincerely, Lorelei Peter ...") where the question asks who signed or sent a letter:
#: the letter's other names are its addressee's ("Dear Mr. Lindqvist") and those it cites.
SIGN_OFF_BONUS = 0.5


# The rest of a sentence cut from its start (a table cell's second line, set apart from its row): it opens with the
# verb, in lower case ("are never poured into a drain or gully.").
_CONTINUED = re.compile(r"\s*(?:are|is|was|were|has|have|had|been|being|does|do)\b")
# The number of a rule in the first cell of a grid of rules: "13", "4.2", "C7", "(b)".
_RULE_NUMBER = re.compile(r"\(?(?:[A-Z]{1,3}[\s.-]?)?\d{1,3}(?:\.\d{1,3})*[a-z]?\)?|\(?[a-z]\)|\(?[ivx]{1,5}\)")


def _numbered_rule(row: str) -> bool:
    """
    :returns: Whether a table row of two cells is a rule and its number, as licence conditions print them in a grid
        ("13 | Petrol and diesel generators are not used on the market square."): a number, then a sentence.
    """
    cells = row.split("|")
    if len(cells) != 2 or not _RULE_NUMBER.fullmatch(cells[0].strip()):
        return False
    text = cells[1].strip()
    cased = [c for c in text if c.isupper() or c.islower()]
    # A sentence, ended as one: a title or a heading in the grid is not.
    return (
        len(text.split()) >= _MIN_WORDS + 2
        and bool(cased)
        and sum(c.islower() for c in cased) / len(cased) >= 0.7
        and (text.endswith((".", ";")) or makes_statement(text, present=True))
    )


# A lead-in is a sentence that a colon or a dash hands on to what follows ("... must each hold a valid Super
# Licence:", "... means any motor vehicle when the vehicle—"), maybe with its first item's number, which the sentence
# splitter leaves on it ("... defines monocular vision as: 1."). Narrower than `_LEAD_IN`, the lead-in of a whole
# list (`enumerations`), which may also end in "include" or "are": here the next sentence is joined to it.
_HANDS_ON = re.compile(rf"(?:[:—–]|\s-)(?:\s+{LIST_ITEM_MARK})?\s*$", re.I)
# A glossary's headword on a line of its own ("Freight Forwarder:" over "A person who, having no interest in goods
# ..."): a lead-in however short, since the definition under it says nothing of the term without it.
# An item's id before its text ("o RC.RP-03: The integrity of backups ...") hands on to it alike.
_HEADWORD = re.compile(rf"(?:{LIST_ITEM_MARK}\s+)?[A-Z][\w’'/().-]*(?:\s+[\w’'/().-]+){{0,4}}\s*:")
# A list item's mark alone, cut off its words by the sentence splitter ("1.", "(a)", "iv)").
_BARE_MARK = re.compile(LIST_ITEM_MARK, re.I)


def _with_lead_ins(sections: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """
    :param sections: A passage's sections with their headings (`headed_sections`).
    :returns: Their sentences in order, each with the lead-in it is read under and its section's heading:
        - the sentence right after a lead-in is joined to it, since the lead-in holds what the sentence is about
          ("The following Officials must each hold a valid Super Licence: Stewards, race directors, ..."); both are
          one stretch of the passage's text, so the quote stays verbatim; the lead-in itself is kept too, in its
          place (`statements` never quotes it alone);
        - a later item of the same list ("(b) ...", "3. ...") is quoted alone, since the text between is not part of
          it, and comes with its list's lead-in as context, whose terms it covers at half weight, as an article
          title's; so does every row of a table under a lead-in, the first too (a row is read by its first cell);
        Other sentences come with no context ("").
    """
    joined: list[tuple[str, str, str]] = []
    for heading, section in sections:
        lead = ""  # the lead-in that hands on to the next sentence
        list_lead = ""  # the lead-in of the list whose items follow
        asked = ""  # a question the text asks ("... is the aircraft considered to be club owned?")
        opened = len(joined)  # where this section's sentences start
        for sentence in split_sentences(section):
            if len(joined) > opened and not lead and NAMES_BACK.fullmatch(sentence):
                # "If you do, we will reduce your metered bill to your normal use. This is the leak allowance.": the
                # sentence before says what the name names; the two are one stretch of the text, quoted together.
                before, context, _heading = joined.pop()
                joined.append((f"{before} {sentence}", context, heading))
                continue
            if lead and _BARE_MARK.fullmatch(sentence):
                # "... defines monocular vision as: 1." then "In the better eye, ...": the item's number stays with
                # its lead-in, which still hands on to the item's words.
                lead = f"{lead} {sentence}"
                continue
            if lead and _TABLE_ROW.search(sentence):
                # A table under its lead-in ("Annual membership fees (payable by 1 March 2026):" over "Adult (18-64) |
                # £420"): each row is read by its own first cell, the lead-in its context as a list's is its items'.
                # Joined to the lead-in, the first row's label was the lead-in's words, and no question named it.
                joined.append((sentence, lead, heading))
                list_lead = lead
            elif lead:
                joined.append((f"{lead} {sentence}", "", heading))
                list_lead = lead if _ITEM.match(sentence) else ""
            elif list_lead and (_ITEM.match(sentence) or _TABLE_ROW.search(sentence)):
                joined.append((sentence, list_lead, heading))
            else:
                list_lead = ""
                # A letter or an FAQ answers the question it asks in the next sentence ("No. Under 49 C.F.R. ..."),
                # which is about what the question asked: the question is its context, as a lead-in is a list
                # item's.
                joined.append((sentence, asked, heading))
            hands_on = _HANDS_ON.search(sentence) and (len(sentence.split()) >= 3 or _HEADWORD.fullmatch(sentence))
            lead = sentence if hands_on else ""
            asked = sentence if _asks(sentence) else ""
    return joined


def _under_another(heading: str, references: list[tuple[str, str]]) -> bool:
    """
    :returns: Whether a sentence's section heading names another article than those cited: a chunk that packs short
        articles together ("Rule 2 Glass" then "Rule 3 Diving") is filed under the first, and "What does Rule 2 say?"
        is not answered by Rule 3's sentences.
    """
    key = article_key(heading) if heading else None
    if key is None or cites(references, heading):
        return False
    # The heading of the cited article's parent ("Regulation 6 – Marking" over "6.3 A sample of the work ..."): its
    # chunk packs the cited sub-article in.
    label, ident = key
    # A code of practice numbers its paragraphs within its sections: "Section 3 Admission of children" heads the
    # chunk that packs "para 3.1" to "para 3.5" in, so it is the parent of a cited "para 3.2" whatever its label.
    return not any(
        (label in (None, cited_label) or cited_label == "paragraph") and cited.startswith(ident + ".")
        for cited_label, cited in references
    )


# The id that opens a sub-article's first sentence: a dotted number ("6.3 A sample ..."), or a paragraph's label
# and number as a code of practice prints it in the margin ("para 3.2", "Para. 12", "Paragraph 4.3").
_SUB_ARTICLE = re.compile(r"\s*((?i:para\.?|paragraph)\s+\d+(?:\.\d+)*|\d+(?:\.\d+)+)\s")


def _is_cited(sub_article: str | None, references: list[tuple[str, str]]) -> bool:
    """
    :returns: Whether a sub-article `_in_sub_articles` found is one the question cites: the same id, with the
        citation's label or none ("6.3" is "Regulation 6.3"; "para 3.2" is "para 3.2", not "Article 3.2").
    """
    key = article_key(sub_article)
    return key is not None and any(key[1] == cited and key[0] in (None, label) for label, cited in references)


def _packed_beside(sub_article: str | None, doc: Document, references: list[tuple[str, str]]) -> bool:
    """
    :returns: Whether a sentence's sub-article (`_in_sub_articles`) is another of the chunk's articles (`meta
        ["articles"]`) than those cited, neither above nor under one: a chunk that packs short paragraphs together
        ("para 3.1" to "para 3.5", filed under "para 3.1") is read for "What does para 3.2 say?", and para 3.1's
        sentences are not its answer, as `_under_another` leaves out an article under a heading of its own.
    """
    key = article_key(sub_article)
    if key is None or key[1] not in {k[1] for k in map(article_key, doc.meta.get("articles") or []) if k}:
        return False
    ident = key[1]
    return not any(
        ident == cited or ident.startswith(cited + ".") or cited.startswith(ident + ".") for _label, cited in references
    )


def _in_sub_articles(doc: Document) -> Iterator[tuple[str, str, str, str | None]]:
    """
    :param doc: A passage.
    :returns: Its sentences as `_with_lead_ins` gives them, each with the id of the numbered sub-article it is in,
        where the chunk packs sub-articles under their parent's heading ("6.3 A sample ... . The sample is 10% ..."
        under "Regulation 6" are in "6.3"), or the labelled paragraphs of a code of practice side by side ("para 3.2
        One responsible person ..." is in "para 3.2"), as the sentence that opens it writes the id; or None.
    """
    sub_article, sub_heading = None, None
    for sentence, lead_in, heading in _with_lead_ins(headed_sections(doc)):
        if heading != sub_heading:
            sub_article, sub_heading = None, heading
        opening = _SUB_ARTICLE.match(lead_in or sentence)
        sub_article = opening.group(1) if opening else sub_article
        yield sentence, lead_in, heading, sub_article


def _cited_score(
    score: float,
    alone: bool,
    position: int,
    part: int,
    paragraphs: list[str],
    sentence: str,
    lead_in: str,
    opens_cited: bool = False,
) -> float:
    """
    :returns: The score of a sentence of a passage filed under the article the question cites: `CITED_BONUS` more,
        less `CITED_ORDER` per sentence before it in the passage and `CITED_PART` per part of the article before the
        passage, so that the article's own order holds, plus `CITED_PARAGRAPH` for the paragraph cited, or for a
        sentence of the cited sub-article a parent's chunk packs in (`opens_cited`: "6.3 A sample ... . The sample
        is ..." for "Regulation 6.3"). A question that asks nothing but the article (`alone`: "What does Article 9
        say?") gets its text in that order however long its sentences, whatever else scored them.
    """
    if alone:
        score = CITED_BONUS + FIT_BONUS - CITED_ORDER * position - CITED_PART * (part - 1)
    else:
        score += CITED_BONUS - CITED_ORDER * position - min(CITED_PART * (part - 1), CITED_PARTS_MAX)
    if (paragraphs and (opens_paragraph(sentence, paragraphs) or opens_paragraph(lead_in, paragraphs))) or opens_cited:
        score += CITED_PARAGRAPH  # "Article 17(3)": its paragraph 3 and the items of its list; "6.3" of Regulation 6
    return score


def _part(doc: Document) -> int:
    """:returns: The 1-based part of its article a chunk is (`meta["part"]`), 1 when not recorded."""
    part = doc.meta.get("part")
    return part if isinstance(part, int) and part > 0 else 1


def _without_names(query: str, documents: list[Document], ranks: set[int]) -> str:
    """:returns: The question without the words of the file names and titles of the passages numbered `ranks`."""
    names = set()
    for rank in ranks:
        meta = documents[rank - 1].meta
        names |= set(analyze(" ".join(str(meta.get(k) or "") for k in ("file_name", "title")).replace("_", " ")))
    return " ".join(w for w in re.findall(r"\S+", query) if not set(analyze(w)) & names or not analyze(w))


def name_run_terms(query: str, names: set[str] | frozenset[str]) -> frozenset[str]:
    """
    :param query: The question.
    :param names: The terms of a document's file name and title (`name_terms`: "hb2117" also "hb", "2117").
    :returns: The terms of the runs of two or more of the question's words each of whose terms `names` holds, by
        which the question names the document in its own words ("halvor fungicide", "tri-county flag football",
        "HB 2117"); stop words neither break a run nor make one. A lone word ("flag" of "flag guarding") names
        nothing.
    """
    return _name_runs(query, frozenset(names))


@lru_cache(maxsize=256)
def _name_runs(query: str, names: frozenset[str]) -> frozenset[str]:
    """
    `name_run_terms`, read once per question and document: `statements` asks it of every passage, several times
    an answer.
    """

    def naming(word: str) -> bool | None:
        terms = analyze(word)
        if not terms:
            return None
        joined = analyze(word.replace("-", ""))
        return set(terms) <= names or (bool(joined) and set(joined) <= names)

    found: set[str] = set()
    run: list[str] = []
    for word in [*re.findall(r"\S+", query), "."]:
        mark = naming(word) if word != "." else False
        if mark is None and run:
            continue
        if mark:
            run.append(word)
            continue
        if len(run) >= 2:
            found |= {t for w in run for t in analyze(w) + analyze(w.replace("-", ""))}
        run = []
    return frozenset(found & names)


def _cited_passages(query: str, documents: list[Document]) -> set[int]:
    """
    :returns: The numbers (1-based) of the passages filed under an article the question cites, in a document where
        `ArticleRetriever` found it (`meta["cited_article"]`): all of a long article's chunks, not only those the
        lookup returned; none when the lookup's chunks did not come (the joiner found their document nowhere among
        the ranked lists' first chunks).
    """
    files = {doc.meta.get("file_name") for doc in documents if doc.meta.get(CITED_ARTICLE)}
    if not files:
        return set()
    references = cited_articles(query)
    return {
        rank
        for rank, doc in enumerate(documents, start=1)
        if doc.meta.get("file_name") in files
        and any(cites(references, a) for a in [doc.meta.get("article"), *(doc.meta.get("articles") or [])])
    }


def _signed_for_the_letter(found: list[Statement], documents: list[Document], query: str) -> list[Statement]:
    """
    :returns: The statements; where the question asks who signed a letter (`asks_signer`), a letter's close
        ("Sincerely, Lorelei Peter ...") covers the question as well as the best sentence of its letter does: who
        signed a letter signed all of it, and the close shares no word with a question about what the letter answers.
    """
    if not asks_signer(query):
        return found
    best: dict[str, float] = {}
    for s in found:
        name = str(documents[s.rank - 1].meta.get("file_name") or s.rank)
        best[name] = max(best.get(name, 0.0), s.coverage)
    out = []
    for s in found:
        name = str(documents[s.rank - 1].meta.get("file_name") or s.rank)
        if s.fits and SIGN_OFF.match(s.text) and best[name] > s.coverage:
            s = replace(s, coverage=best[name], score=s.score + best[name] - s.coverage)
        out.append(s)
    return out


def statements(
    query: str,
    documents: list[Document],
    ask: Ask | None = None,
    weights: Mapping[str, float] | None = None,
    similarity: Similarity | None = None,
) -> list[Statement]:
    """
    Every quotable sentence of the passages, scored as an answer to the question.

    A sentence is quotable when it has at least six words, does not end in ":" (a glossary headword or the lead-in
    of a list), is no table row or table-of-contents row, and is mostly lower case (not a heading). Heading lines are
    never sentences (`passage_sections`). The sentence after a lead-in (one that ends in a colon or a dash) is scored
    and quoted with it, since the lead-in says what it is about; a later item of the same list is quoted alone and
    covers the lead-in's terms at half weight, as it does its article title's.

    :param query: The question.
    :param documents: The passages, best first, numbered from 1.
    :param ask: What the question asks for; read from the question when None (`classify`).
    :param weights: Term -> inverse document frequency, over the indexed chunks; None weighs every term alike.
    :param similarity: The question's similarity to each of a list of sentences, in [-1, 1] (the cosine of their
        sentence embeddings, as `ExtractiveFallback` measures it); `SIMILARITY_WEIGHT` times the cosine is added to
        each score. None: the score reads words only.
    :returns: The statements, best score first.
    """
    ask = ask or classify(query)
    if (
        ask.unit == "count"
        and ask.term
        and ask.term != TEXT_LENGTH_UNIT
        and not any(_mentions(doc.content or "", ask.term) for doc in documents)
    ):
        # The passages never name what the question counts: the user may call it otherwise ("decimal places" for
        # "decimal digits"), so any count may answer. Not a password's length, which is always counted in
        # characters: the user named no noun.
        ask = Ask(ask.kind, ask.unit)
    cited = _cited_passages(query, documents)
    paragraphs, references = (cited_paragraphs(query), cited_articles(query)) if cited else ([], [])
    # With the cited article's chunks found, its id and the words naming its document ("Article 3 of the GDPR") tell
    # none of its sentences apart; a commentary's reference list under it repeats them ("Guidelines on Article 3 and
    # the GDPR"), so they are not terms to cover.
    about = _without_names(without_citations(query), documents, cited) if cited else query
    terms = _question_terms(about, weights)[0]
    pairs = _question_pairs(about, terms, weights)[0]
    focus = _WH_FOCUS.search(query)
    focus_terms, loose = (set(analyze(focus.group(1))) & terms) if focus else set(), _loose_definition(query, ask)
    # A table row is quoted when it is the row of what the question names (see `_row_of`).
    row_keys, row_terms, row_values = _row_keys(query), frozenset(analyze(query)), _row_values(query)
    row_pairs, ages = frozenset(itertools.pairwise(analyze_question(query))), _ages_given(query)
    found = []
    for rank, doc in enumerate(documents, start=1):
        title = " ".join(str(doc.meta.get(k) or "") for k in ("article", "article_title"))
        names = " ".join(str(doc.meta.get(k) or "") for k in ("file_name", "title", "date", "version"))
        asked = _in_document(doc, about, ask, terms, pairs, weights)
        in_title = asked.terms & set(analyze(title))
        heads = _column_heads(doc.content or "")
        head_rows = set(heads.values())
        part = _part(doc)
        in_lead_in: dict[str, set[str]] = {"": set()}  # each list's lead-in read once, not once per item
        in_heading: dict[str, set[str]] = {"": set()}  # and each section's heading
        for position, (sentence, lead_in, heading, sub_article) in enumerate(_in_sub_articles(doc)):
            # A lead-in says nothing until what follows, and a question the text asks is no answer to one.
            # A reference list's entry is quoted only for its date ("when was the Google Spain case decided?").
            if (
                not _quotable(sentence, row_keys, row_terms, row_values, row_pairs)
                or _HANDS_ON.search(sentence)
                or _asks(sentence)
                or (ask.kind != "date" and _publication_entry(sentence))
                # "What does Rule 2 say?": another article packed in its chunk ("Rule 3 Diving", or "para 3.1" beside
                # a cited "para 3.2") is not it.
                or (
                    rank in cited
                    and (_under_another(heading, references) or _packed_beside(sub_article, doc, references))
                )
            ):
                continue
            if sentence in head_rows:  # a table's column heads say what its cells are, not what any row states
                continue
            # A table row states what its cells say under their column heads ("3" under "Buffer cars"): it holds
            # their words too ("C | 40 tonnes" is a class C's maximum load).
            stated = _under_heads(sentence, heads[sentence]) if sentence in heads else sentence
            ordered = analyze(stated)  # in text order, for the adjacent pairs; with parents for the terms held
            held = (asked.terms & _with_bounds(stated, with_parents(ordered)) | _in_ranges(asked.terms, stated)) - {
                age for age in ages if _only_as_money(age, stated)
            }
            if lead_in not in in_lead_in:
                in_lead_in[lead_in] = asked.terms & _with_bounds(lead_in, analyze(lead_in, parents=True))
            if heading not in in_heading:
                in_heading[heading] = asked.terms & set(analyze(heading))
            # The article's title, the list's lead-in and the heading of the sentence's section (in a passage of
            # packed short articles: "§ 236.802 Shunt." over its one-line definition) count at half weight.
            around = in_title | in_lead_in[lead_in] | in_heading[heading]
            coverage = (
                sum(_idf(t, weights) for t in held) + 0.5 * sum(_idf(t, weights) for t in around - held)
            ) / asked.total
            # Of the kind asked, and about the question's class, value, year, bound and side (`fits`) or another's
            # (`excluded`).
            fits, excluded = (
                states_or_excluded(
                    stated,
                    asked.ask,
                    heading="\n".join(filter(None, (title, heading, lead_in))),
                    question=query,
                    document=names,
                )
                if ask.kind != "other" and not _states_nothing(sentence)
                else (False, False)
            )
            score = coverage + FIT_BONUS * fits + RANK_PRIOR / rank - 0.01 * max(0, len(sentence.split()) - 45)
            if rank in cited:
                score = _cited_score(
                    score, not terms, position, part, paragraphs, sentence, lead_in, _is_cited(sub_article, references)
                )
            score += (
                UNIT_BONUS * (fits and in_named_unit(stated, ask, query))
                + OPENING_BONUS * (position == 0 and part == 1 and bool(in_title) and not held)
                + ROW_BONUS
                * (
                    (fits or ask.kind == "other")
                    and _TABLE_ROW.search(sentence) is not None
                    and _row_of(sentence, row_keys, row_terms, row_values, row_pairs)
                )
            )
            score += (
                FOCUS_BONUS * bool(focus_terms & held)
                + SIGN_OFF_BONUS * (fits and signs(sentence, query))
                + GENUS_BONUS * (fits and ask.kind == "definition" and defines_by_genus(ask.term or "", sentence))
                # "What is the common path of egress travel?" asks no known kind, and may ask what one is.
                + FIT_BONUS * (loose is not None and defines_by_genus(loose.term or "", sentence))
            )
            if asked.pairs:
                adjacent = asked.pairs.keys() & set(itertools.pairwise(ordered))
                score += PHRASE_BONUS * sum(asked.pairs[p] for p in adjacent) / asked.pairs_total
            found.append(
                Statement(rank, position, sentence, min(coverage, 1.0), fits, score, heads.get(sentence, ""), excluded)
            )
    found = sorted(_signed_for_the_letter(found, documents, query), key=lambda s: (-s.score, s.rank, s.position))
    # A question that asks for nothing but a cited article is answered in the article's order, which no likeness
    # of its sentences to "What does Article 7 say?" should change.
    if similarity is not None and found and not (cited and not terms):
        # A paraphrase the question's words miss still scores by meaning. Only a sentence within SIMILARITY_WEIGHT
        # of the best, or of the best of the kind asked (which `extract` may quote first), can overtake it, so only
        # those (SIMILARITY_CANDIDATES of each at most) are embedded: a sentence model costs far more than counting
        # words.
        fitting = [s for s in found if s.fits]
        near = [s for s in found if s.score >= found[0].score - SIMILARITY_WEIGHT][:SIMILARITY_CANDIDATES]
        if fitting:
            near += [s for s in fitting if s.score >= fitting[0].score - SIMILARITY_WEIGHT][:SIMILARITY_CANDIDATES]
        near = list(dict.fromkeys(near))
        cosines = similarity([s.text for s in near])
        scored = [replace(s, score=s.score + SIMILARITY_WEIGHT * float(c)) for s, c in zip(near, cosines, strict=True)]
        found = sorted(scored + [s for s in found if s not in near], key=lambda s: (-s.score, s.rank, s.position))
    return found


@dataclass(frozen=True)
class SpelledOut:
    """
    Where a passage spells out an abbreviation, as `expansion` finds it.

    :param rank: The passage's number (1-based, the order given).
    :param text: The passage's own words that spell it out, inner line breaks collapsed: the sentence (or line)
        that defines it, or the heading whose words it abbreviates.
    :param heading: Whether `text` is a heading, not a sentence.
    """

    rank: int
    text: str
    heading: bool


_ITEM = re.compile(rf"^\s*{LIST_ITEM_MARK}\s+\S", re.I)
_ITEM_CLOSED = re.compile(r"(?:[.;,:]|\b(?:and|or|and/or))$", re.I)
_LEAD_IN = re.compile(r"(?::|\bthe\s+following\b.*|\b(?:include|includes|are|is|as\s+follows)\s*:?)\s*$", re.I)


@dataclass(frozen=True)
class Enumeration:
    """
    A list a passage gives: its lead-in sentence and its items, quoted together for a question that asks for a list.

    :param rank: The passage's number (1-based).
    :param text: The lead-in and its items, each item closed by ";" unless it ends with a mark or "and"/"or".
    :param coverage: The idf-weighted share of the question's terms the lead-in and items hold, in [0, 1].
    :param items: The items quoted.
    """

    rank: int
    text: str
    coverage: float
    items: int = 0


def enumerations(
    query: str, documents: list[Document], weights: Mapping[str, float] | None = None, max_items: int = 10
) -> list[Enumeration]:
    """
    The lists of the passages: a lead-in ("... include the following:", "The Functions are:"), or a section's first
    line with no closing mark that titles the list ("SCHEDULE A - Picnic areas where alcohol may be consumed"),
    followed by two items or more, each a line of its own with a bullet or an enumerator.

    :param query: The question.
    :param documents: The passages, best first, numbered from 1.
    :param weights: Term -> inverse document frequency (see `statements`).
    :param max_items: The items quoted of one list, at most.
    :returns: The lists, best coverage first (earlier passages first on ties).
    """
    terms, total = _question_terms(query, weights)
    found = []
    for rank, doc in enumerate(documents, start=1):
        for section in passage_sections(doc):
            sentences = split_sentences(section)
            for position, lead in enumerate(sentences):
                # A section's first line with no closing mark titles the list under it ("SCHEDULE A - Picnic areas
                # where alcohol may be consumed" over "(1) Lakeside Park ...").
                titled = position == 0 and not lead.rstrip().endswith((".", ";", "?", "!", ","))
                if _ITEM.match(lead) or not (_LEAD_IN.search(lead) or titled):
                    continue
                if len(lead.split()) < 3:
                    # "They are:" says what it lists only with the sentence before it ("Applying the seven HACCP
                    # principles make up the major steps ... They are:").
                    if not lead.endswith(":") or position == 0 or _ITEM.match(sentences[position - 1]):
                        continue
                    lead = f"{sentences[position - 1]} {lead}"
                items = []
                for sentence in sentences[position + 1 :]:
                    if not _ITEM.match(sentence):
                        break
                    items.append(sentence)
                if len(items) < 2:
                    continue
                items = items[:max_items]
                # An item the passage ends with no mark ("(1) A health plan") is closed with ";"; one that ends with
                # its own mark or joins the next ("affected; and") is quoted as printed.
                text = " ".join([lead, *(i if _ITEM_CLOSED.search(i) else f"{i};" for i in items[:-1]), items[-1]])
                held = terms & _with_bounds(text, analyze(text, parents=True))
                found.append(Enumeration(rank, text, sum(_idf(t, weights) for t in held) / total, len(items)))
    paragraphs = cited_paragraphs(query)
    # The list of the paragraph a question cites ("what are the exceptions (art 17(3))?") before any other.
    found.sort(key=lambda e: (not opens_paragraph(e.text, paragraphs), -e.coverage, e.rank))
    return found


def expansion(term: str, documents: list[Document]) -> SpelledOut | None:
    """
    :param term: An abbreviation the question asks about (`OTMA`).
    :param documents: The passages, best first.
    :returns: The first passage that defines the abbreviation (its long form found as Schwartz and Hearst, 2003,
        find it, see `rulebook.text.abbreviations`) and the sentence that does, or the line when no one sentence
        holds the definition; else the first passage with a heading that spells it out ("11.2.1 One-Time Movement
        Approvals") and that heading's words; None when no passage does either.
    """
    short = term.rstrip("s") if term.endswith("s") and term[:-1].isupper() else term

    def defines(text: str) -> bool:
        return any(found.lower() == short.lower() for found, _long in find_definitions(text))

    for rank, doc in enumerate(documents, start=1):
        if not defines(doc.content or ""):
            continue
        for sentence in (s for section in passage_sections(doc) for s in split_sentences(section)):
            if defines(sentence):
                return SpelledOut(rank, sentence, heading=False)
        # A definition in a heading line ("3.2.5 Railroad Safety Specialist (RAM)"), or one that the sentence
        # splitter cut in two: its line is quoted whole.
        ids = _heading_ids(doc)
        for line in (doc.content or "").split("\n"):
            if defines(line):
                return SpelledOut(rank, " ".join(line.split()), heading=_is_heading(line, ids))
    for rank, doc in enumerate(documents, start=1):
        for line in [str(doc.meta.get("article_title") or ""), *(doc.content or "").split("\n")[:3]]:
            words = re.sub(r"^\s*[\w.§-]*\d[\w.-]*\s+", "", line).strip()
            if words and len(words.split()) <= 8 and expands(short, words):
                return SpelledOut(rank, words, heading=True)
    return None


#: The key of the term weights in a store snapshot's derived structures, shared by the components that read them.
TERM_WEIGHTS = "term_idf"


def store_term_weights(component: StoreBacked) -> dict[str, float] | None:
    """
    :param component: A store-backed component (its `document_store`, `filters` and `max_age_s`).
    :returns: Term -> inverse document frequency over the store's chunks, built once per snapshot for every
        component that asks (`rulebook.text.lexical.inverse_document_frequencies`); None without a store.
    """
    if component.document_store is None:
        return None
    return component.store_derived(
        TERM_WEIGHTS, lambda docs: inverse_document_frequencies([d.content or "" for d in docs]), component.max_age_s
    )


def sentence_limits(max_sentences: int, max_sentences_per_passage: int) -> tuple[int, int]:
    """
    The init check of the components that draft an extractive answer (`ExtractiveFallback`, and
    `CitedAnswerBuilder` when it is used without one): the limits `extract` is then called with.

    Usage example:
    ```python
    from rulebook.extractive import sentence_limits

    max_sentences, per_passage = sentence_limits(3, 2)  # (3, 2); sentence_limits(3, 0) raises ValueError
    ```

    :param max_sentences: Sentences in an extractive answer, >= 1.
    :param max_sentences_per_passage: At most this many from one passage, >= 1.
    :returns: The two limits, unchanged.
    :raises ValueError: When a limit is below 1.
    """
    if max_sentences < 1 or max_sentences_per_passage < 1:
        raise ValueError(
            f"max_sentences and max_sentences_per_passage must be >= 1, got "
            f"{max_sentences} and {max_sentences_per_passage}."
        )
    return max_sentences, max_sentences_per_passage


def _for_other_clauses(
    query: str,
    documents: list[Document],
    ask: Ask,
    best: Statement,
    weights: Mapping[str, float] | None,
    similarity: Similarity | None,
) -> list[Statement]:
    """
    :returns: For a question that asks several things ("How many days do I have to appeal, and who decides the
        appeal?"), the best sentence of the kind each clause asks (`asked_clauses`), in the question's order, for
        the clauses of another kind than `ask` (the question's, which `best` answers), unless it is `best` itself.
    """
    found: list[Statement] = []
    for clause in asked_clauses(query):
        clause_ask = classify(clause)
        if clause_ask.kind in ("other", ask.kind):
            continue
        fitting = [s for s in statements(query, documents, clause_ask, weights, similarity) if s.fits]
        if fitting and fitting[0].text != best.text and fitting[0] not in found:
            found.append(fitting[0])
    return found


#: Items of a list quoted whole after its lead-in when the best sentence opens it, at most.
WHOLE_LIST_ITEMS = 6


def _list_answer(
    query: str, documents: list[Document], ask: Ask, best: Statement, weights: Mapping[str, float] | None
) -> Enumeration | None:
    """
    :returns: The list (`enumerations`: lead-in and items) that answers: for a question that asks for a list, the
        best list of the passages when it covers at least `LIST_SHARE` of what the best sentence covers; for any
        other, the list that the best sentence opens (its lead-in and first item: "Teams level on points are
        separated by, in order: (a) the number of matches won;"), whose further items are the rest of what it says,
        when it has at most `WHOLE_LIST_ITEMS` items and its lead-in does not itself state what is asked. None
        otherwise.
    """
    if ask.kind == "list":
        listed = enumerations(query, documents, weights)
        return listed[0] if listed and listed[0].coverage >= LIST_SHARE * best.coverage else None
    lead, colon, first_item = best.text.partition(":")
    # A lead-in that states what is asked itself ("... tested at least once every 4 years, except:") is the answer,
    # and its list the exceptions to it.
    if not colon or not _ITEM.match(first_item) or (ask.kind != "other" and states(lead, ask, question=query)):
        return None
    for listed in enumerations(query, [documents[best.rank - 1]], weights, max_items=WHOLE_LIST_ITEMS + 1):
        if listed.text.startswith(best.text.rstrip(";,. ")) and 2 <= listed.items <= WHOLE_LIST_ITEMS:
            return replace(listed, rank=best.rank)
    return None


def extract(
    query: str,
    documents: list[Document],
    max_sentences: int = 4,
    per_passage: int = 2,
    ask: Ask | None = None,
    weights: Mapping[str, float] | None = None,
    similarity: Similarity | None = None,
) -> tuple[str, list[int]]:
    """
    An answer quoted from the passages: first the sentence that answers, then its condition or exception.

    The sentences are `statements`, best first. The answer starts with the best one, a sentence of the kind asked
    when there is one (`rulebook.text.answer_types`); an abbreviation asked about ("What is an OTMA?") is first
    spelled out in a passage's words (`expansion`): the sentence that defines it, or else the heading whose words it
    abbreviates, introduced as "A heading spells out OTMA:". Then come, in this order: the sentence after it in its
    passage when that sentence states a condition or exception ("unless", "except", "provided that", "does not
    apply"), points back to it ("Rather, ...", "That evaluation ...") or goes on about what it introduced ("... a
    file number." then "The file number ... will begin with FP"), unless `per_passage` is 1; and other sentences
    whose score is at least
    `KEEP_SHARE` of the best one's. A question that asks for a list is answered by the best list of the passages
    (`enumerations`: its lead-in and items), when it covers at least `LIST_SHARE` of what the best sentence covers;
    any other question whose best sentence is a list's lead-in with its first item, by that whole list when it has at
    most `WHOLE_LIST_ITEMS` items (`_list_answer`).
    Each sentence is quoted in quotation marks and followed by the `[n]` of its passage; the sentence that defines an
    abbreviation is quoted once. A question about the document's own date ("When was this manual issued?",
    `rulebook.text.document_dates.asks_document_date`) is answered by the line of the cover passage that prints it
    (`meta["cover_date"]`, set by `CoverRetriever`), when one of the passages is that passage.

    :param query: The question.
    :param documents: The passages, best first, numbered from 1.
    :param max_sentences: Sentences in the answer, >= 1.
    :param per_passage: At most this many from one passage.
    :param ask: What the question asks for; read from the question when None.
    :param weights: Term -> inverse document frequency (see `statements`).
    :param similarity: The question's cosine similarity to sentences (see `statements`); None: words only.
    :returns: The answer text and the passage numbers it cites.
    """
    if not documents:
        return "", []
    if asks_cover_fact(query) is not None:
        # The document's revision or approver, as its first pages print it (`CoverRetriever`'s passage).
        for rank, doc in enumerate(documents, start=1):
            if doc.meta.get(COVER_LINE):
                where, what = {
                    "revision": ("The document's first pages name", "its revision"),
                    "owner": ("The document's first pages name", "its owner"),
                    "signer": ("The letter's close names", "who signed it"),
                }.get(doc.meta.get(COVER_FACT), ("The document's first pages name", _approver_words(query)))
                return f"{where} {what}: “{doc.meta[COVER_LINE]}” [{rank}]", [rank]
    if asks_document_date(query) is not None:
        # The document's own date, as its cover prints it (`CoverRetriever`'s passage): the body names other dates.
        for rank, doc in enumerate(documents, start=1):
            line = date_line(doc.content or "", doc.meta[COVER_DATE]) if doc.meta.get(COVER_DATE) else None
            if line is not None:
                where = (
                    "The document states when it comes into force"
                    if doc.meta.get(IN_FORCE)
                    else ("The document's first pages print its date")
                )
                return f"{where}: “{line}” [{rank}]", [rank]
    ask = ask or classify(query)
    found = statements(query, documents, ask, weights, similarity)
    parts: list[str] = []
    cited: set[int] = set()
    said: tuple[int, str] | None = None
    # An abbreviation asked about ("What is an OTMA?"), or one that opens the term ("What is a TWIC card?").
    short = (ask.term if ask.term and ask.term.rstrip("s").isupper() else abbreviation_head(ask.term or "")) or ""
    if ask.kind == "definition" and short:
        spelled = expansion(short, documents)
        if spelled:
            # Quoted as every sentence of the answer is; a heading is no sentence, so the answer says what it is.
            quote = f"“{spelled.text}” [{spelled.rank}]"
            parts.append(f"A heading spells out {short.rstrip('s')}: {quote}" if spelled.heading else quote)
            cited.add(spelled.rank)
            said = (spelled.rank, spelled.text)
    if not found:
        if parts:
            return " ".join(parts), sorted(cited)
        first = " ".join((passage_body(documents[0]) or documents[0].content or "").split())[:400]
        return f"“{first}” [1]", [1]
    fitting = [s for s in found if s.fits]
    best = fitting[0] if fitting and fitting[0].score >= 0.6 * found[0].score else found[0]
    listed = _list_answer(query, documents, ask, best, weights)
    if listed is not None:
        return " ".join([*parts, f"“{listed.text}” [{listed.rank}]"]), sorted(cited | {listed.rank})
    chosen = [best]
    follow = next((s for s in found if s.rank == best.rank and s.position == best.position + 1), None)
    if (
        follow is not None
        and per_passage > 1
        and (
            _CONDITION.search(follow.text) or _POINTS_BACK.search(follow.text) or _goes_on_about(best.text, follow.text)
        )
    ):
        chosen.append(follow)
    chosen += [s for s in _for_other_clauses(query, documents, ask, best, weights, similarity) if s not in chosen]
    for candidate in found:
        if sum((c.rank, c.text) != said for c in chosen) >= max_sentences - len(parts):
            break
        if candidate in chosen or candidate.score < KEEP_SHARE * best.score:
            continue
        if sum(c.rank == candidate.rank for c in chosen) >= per_passage:
            continue
        if any(candidate.text == c.text for c in chosen):  # repeated issues of one rulebook share sentences
            continue
        chosen.append(candidate)
    # The defining sentence, when it is one of the statements, is quoted once, first; it still sets the bar for the
    # others as the best one.
    chosen = [s for s in chosen if (s.rank, s.text) != said][: max(1, max_sentences - len(parts))]
    # A table row is read with its column heads, which say what each cell is ("3" is a count of buffer cars).
    parts += [f"“{s.text}”{f' (columns: {s.columns})' if s.columns else ''} [{s.rank}]" for s in chosen]
    cited |= {s.rank for s in chosen}
    return " ".join(parts), sorted(cited)
