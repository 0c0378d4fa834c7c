"""
The articles a question cites by id ("What does Article 7(3) say?", "section 6 of the travel policy", "clause
5.4.1", "§ 214.7", "Rule 12(b)", "bye-law 3(1)"), and whether a chunk is filed under one of them.

A citation names the provision the user means more exactly than any of its words: the chunk filed under that
article answers "what does it say", where a chunk that merely shares the number ("repaid within 7 days") does not.

Usage example:
```python
from rulebook.text.references import cited_articles, cites, without_citations

refs = cited_articles("What does Article 7(3) say?")  # [("article", "7")]
print(cites(refs, "Article 7"), cites(refs, "Article 17"), cites(refs, "7.1"), cites(refs, "Rule 7"))
# True False True False
print(without_citations("What does Article 7(3) say?"))  # "What does  (3) say?"
```
"""

import re

#: The meta key that marks a chunk `ArticleRetriever` found filed under a cited article, with the citation
#: ("article 7").
CITED_ARTICLE = "cited_article"

# The label words of a citation, and the one each stands for. "point (b)" names a part of an article, under which no
# chunk is filed; "Part 214" names a whole part, which the `articles` filter serves. "paragraph 3" most often names a
# part of an article too ("Article 6 paragraph 1"), but a code of practice labels its paragraphs ("para 5.12") and
# the splitter files chunks under them ("Paragraph 5.12").
_LABELS = {
    "article": "article",
    "art": "article",
    "section": "section",
    "sec": "section",
    "§": "section",
    "s": "section",
    "rule": "rule",
    "clause": "clause",
    "regulation": "regulation",
    "reg": "regulation",
    # A club's or a council's bye-law, in the spellings of either side of the Atlantic: one label, so that "by-law 12"
    # finds the chunk the splitter names "Bye-law 12".
    "bye-law": "bye-law",
    "byelaw": "bye-law",
    "by-law": "bye-law",
    "bylaw": "bye-law",
    "paragraph": "paragraph",
    "para": "paragraph",
}
# The "s" of Australian and UK acts ("s 23", "s. 23"): in lower case only, and not after an apostrophe ("what's 5").
_LABEL = (
    r"articles?|art\.?|sections?|sec\.?|§+|rules?|clauses?|regulations?|reg\.|bye-?laws?|by-?laws?"
    r"|paragraphs?|paras?\.?"
    r"|(?-i:s)(?<![\w'’]s)\.?(?=\s*\d)"
)
# An id: a chapter in Roman numerals and a number ("Regulation II/3", as maritime conventions number theirs), an
# optional capital, digits, dotted parts ("B7.2", "214.7", "5.4.1"), or a chapter's section after a hyphen
# ("§ 3-102", "Section 12-4"; "§ 236.715-716" is a range, cited by its first); what follows in brackets ("7(3)",
# "12(b)") is a paragraph or point of it.
_ID = r"(?:[IVX]{1,5}/\d+[A-Za-z]?|\d+-\d+[A-Za-z]?(?!\.?\d)|[A-Z]?\d+[A-Za-z]?(?:\.\d+[A-Za-z]?)*)"
_CITED = re.compile(rf"(?<![\w])(?P<label>{_LABEL})\s*(?P<id>{_ID})(?![\w]|\.\d)", re.I)
_ARTICLE_ID = re.compile(rf"^\s*(?:(?P<label>{_LABEL})\s*)?(?P<id>{_ID})(?![\w]|\.\d)", re.I)
# A label that names several articles: after it a hyphen is a range ("sections 3-5"), not an id.
_PLURAL = re.compile(
    r"(?:articles|sections|rules|clauses|regulations|bye-?laws|by-?laws|paragraphs|paras\.?|§§+)$", re.I
)
_YEAR = re.compile(r"(?:19|20)\d\d")


def _label(word: str | None) -> str | None:
    if not word:
        return None
    word = word.lower().rstrip(".")
    if word.startswith("§"):
        return "section"
    return _LABELS.get(word) or _LABELS.get(word.removesuffix("s"))


def cited_articles(question: str) -> list[tuple[str, str]]:
    """
    :param question: The question.
    :returns: The articles it cites, as (label, id), in its order, without repeats: the label one of "article",
        "section" (also "§" and an act's "s 23"), "rule", "clause", "regulation", "bye-law" (also "byelaw", "by-law",
        "bylaw"), "paragraph" (also "para"); the id in capitals, without the paragraph or point after it
        ("Article 7(3)" -> ("article", "7"), "§ 214.7" -> ("section", "214.7"), "§ 3-102" -> ("section", "3-102"),
        "Article b7.2" -> ("article", "B7.2"), "byelaw 3(1)" -> ("bye-law", "3"), "para 5.12" -> ("paragraph",
        "5.12")); a range's first ("sections 3-5" -> ("section", "3")). A year ("section 2024") is none.
    """
    found: list[tuple[str, str]] = []
    for match in _CITED.finditer(question):
        label, ident = _label(match.group("label")), match.group("id").upper()
        if _PLURAL.match(match.group("label")):
            ident = ident.partition("-")[0]  # "sections 3-5": 3 to 5
        if label is not None and not _YEAR.fullmatch(ident) and (label, ident) not in found:
            found.append((label, ident))
    return found


_PARAGRAPH = re.compile(rf"{_CITED.pattern}\s*\((?P<paragraph>\d{{1,3}})\)", re.I)


def cited_paragraphs(question: str) -> list[str]:
    """
    :param question: The question.
    :returns: The numbered paragraphs of the articles it cites ("Article 17(3)" -> ["3"]), in its order.
    """
    return list(dict.fromkeys(m.group("paragraph") for m in _PARAGRAPH.finditer(question)))


def opens_paragraph(text: str, paragraphs: list[str]) -> bool:
    """
    :param text: A sentence or a list's lead-in.
    :param paragraphs: What `cited_paragraphs` gave.
    :returns: Whether the text opens one of those paragraphs ("3. Paragraphs 1 and 2 shall not apply ...",
        "(3) The controller shall ...").
    """
    return any(re.match(rf"\s*(?:{re.escape(p)}\.|\({re.escape(p)}\))\s", text) for p in paragraphs)


def without_citations(question: str) -> str:
    """
    :param question: The question.
    :returns: The question with the articles it cites taken out ("What does Article 7(3) say?" -> "What does (3)
        say?"): once the cited article's chunks are found, its id no longer tells one of their sentences from another.
    """
    return _CITED.sub(" ", question)


def article_key(article: str | None) -> tuple[str | None, str] | None:
    """
    :param article: A chunk's article id (`meta["article"]`: "Article 7", "§ 214.7", "5.4.1", "Rule 12 (cont.)").
    :returns: Its label (as `cited_articles` gives labels, or None for a bare id) and its id in capitals; None for an
        id without a number ("Annex I", "Chapter II").
    """
    match = _ARTICLE_ID.match(article or "")
    if match is None:
        return None
    return _label(match.group("label")), match.group("id").upper()


def cites(references: list[tuple[str, str]], article: str | None) -> bool:
    """
    :param references: What `cited_articles` gave.
    :param article: A chunk's article id (`meta["article"]`: "Article 7", "§ 214.7", "5.4.1", "Rule 12").
    :returns: Whether the chunk is filed under one of the cited articles: the same id or one of its sub-articles
        ("7.1" under "clause 7"; "Article 17" is not "Article 7"), and the same label or none on the chunk's id
        ("5.4.1" is clause 5.4.1; "Rule 7" is not Article 7). "§" and "section" are one label. A paragraph is cited
        only by the label ("para 1.2" is not "1.2" of another numbering: it is most often a part of an article).
    """
    key = article_key(article) if references else None
    if key is None:
        return False
    label, ident = key
    return any(
        (label == cited_label or (label is None and cited_label != "paragraph"))
        and (ident == cited or ident.startswith(cited + "."))
        for cited_label, cited in references
    )


def label_words(label: str) -> list[str]:
    """
    :param label: A citation's label, as `cited_articles` gives it ("article").
    :returns: The words that write it ("article", "art"), lower case, without their dots.
    """
    return [word for word, meaning in _LABELS.items() if meaning == label and word not in ("s", "§")]


def parent_ids(ident: str) -> list[str]:
    """:returns: The ids an id is a sub-article of ("12.3.1" -> ["12.3", "12"]), nearest first."""
    parts = ident.split(".")
    return [".".join(parts[:n]) for n in range(len(parts) - 1, 0, -1)]


# Words that label a part of a document by its id; a document may write them short ("Art. 12") or leave them out
# ("12. Scope"), so a question's "Article 12" names no thing the documents must mention.
_PART_WORDS = frozenset(
    "article articles section sections rule rules clause clauses regulation regulations bye-law bye-laws byelaw "
    "byelaws by-law by-laws bylaw bylaws part parts chapter chapters "
    "annex annexes appendix appendices schedule schedules paragraph paragraphs table tables figure figures".split()
)


def labels_a_part(word: str) -> bool:
    """:returns: Whether a word labels a provision or part by its id ("Article", "Schedule", "Annex")."""
    return word.lower() in _PART_WORDS


# How a document may print a label it abbreviates ("Art. 3" for the splitter's "Article 3").
_SHORT_LABELS = {
    "article": ("Art.", "Art"),
    "section": ("Sec.", "§"),
    "regulation": ("Reg.",),
    "paragraph": ("para", "Para.", "Para"),
}

# The short labels the splitter names ids with, as codes of practice print them ("para 12"), not in full.
_SHORT_NAMES = ("para",)


def written_forms(article: str) -> list[str]:
    """
    :param article: An article id as the splitter names it ("Article 3", "Section 4.2", "9.1", "para 12").
    :returns: The id, then the ways a heading may print it with its label cut short ("Art. 3", "Art 3"): a document
        that heads its articles "Art. 3" has them named "Article 3", and one that labels its paragraphs "Para. 12"
        has them named "para 12".
    """
    words = article.split(maxsplit=1)
    label = _label(words[0]) if len(words) == 2 else None
    if label is None or (words[0].lower().rstrip(".") != label and words[0] not in _SHORT_NAMES):
        return [article]
    return [article, *(f"{short} {words[1]}" for short in _SHORT_LABELS.get(label, ()) if short != words[0])]
