"""
What a question names exactly, for the checks that the passages (or the documents) hold it: its anchors (a year, a
regulation part or section, a class) and its names (acronyms and capitalised words inside a sentence). Shared by the
evidence scorer, which lowers the confidence when no candidate passage holds one, and the answerability router,
which refuses a name no indexed chunk mentions.

Usage example:
```python
from rulebook.text.mentions import anchors, names

print(anchors("What does Part 219 require of Class 4 track in 2023?"))  # ['2023', '219', 'class 4']
print(names("Do IATA rules or Pirelli say anything about it?"))          # ['IATA', 'Pirelli']
```
"""

import re

from rulebook.text.calendar import DAY_NAMES, MONTH_NAMES

# Anchors: the parts of a question that name one thing exactly, so a passage about a neighbouring thing does not
# answer it: a year (2023, 2031), a regulation part or section (Part 219, § 234.7) or a class (Class 4).
YEAR = re.compile(r"(?<![\d.])(?:19|20)\d\d(?![\d.])")
_PART = re.compile(r"(?:\bparts?\b|§+)\s*(\d{2,4}(?:\.\d+)*)", re.IGNORECASE)
# "Class 4", "class B": a class by number, or by one capital letter ("a class B ladder"; a lower-case letter may be
# an article, "class a" of "is this class a ...").
_CLASS = re.compile(r"\b(?i:class)\s+(?:\d+\b|[A-Z](?![\w'’-]))")
# Names: acronyms (IATA, ETCS) and capitalised words inside a sentence of the question (Pirelli, Concorde, Canada);
# a capital after a sentence end ("... on the line. Using the manual, ...") is not a name.
_NAME = re.compile(r"(?<=[\s(\"“'-])([A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*|[A-Z][a-z][A-Za-z]+)\b")
_SENTENCE_START = re.compile(r"(?:^|[.?!:;]\s*)[\"“(]?$")
# Words people type in capitals that name nothing a document could hold ("can a kid OK us", "reply ASAP").
_TYPED_CAPITALS = {"ok", "okay", "asap", "fyi", "aka", "etc", "tbd", "faq", "pls", "thx", "btw", "imo", "am", "pm"}
# A month or a day of the week, whole or cut short ("Issue 3 Dec 2025"), names a date, not a thing a document must
# mention.
_CALENDAR_WORDS = frozenset(MONTH_NAMES + DAY_NAMES)
# A question typed in capitals: its acronyms cannot be told from its words.
_SHOUTED_SHARE = 0.6
# Words that open or frame a question, capitalised at a sentence's start or in a title-cased question: no names.
_QUESTION_WORDS = {
    "what",
    "how",
    "which",
    "when",
    "where",
    "who",
    "whom",
    "whose",
    "why",
    "does",
    "do",
    "did",
    "is",
    "are",
    "was",
    "were",
    "can",
    "could",
    "may",
    "must",
    "shall",
    "should",
    "will",
    "would",
    "if",
    "in",
    "on",
    "for",
    "the",
    "an",
    "under",
    "according",
    "based",
    "after",
    "before",
    "during",
    "another",
    "one",
    "two",
    "and",
    "or",
    "per",
    "not",
}


def anchors(question: str) -> list[str]:
    """
    :param question: The question.
    :returns: Its years, regulation part/section numbers and classes (`class 4`, `class b`, lower case), in order,
        without repeats.
    """
    found = YEAR.findall(question) + _PART.findall(question) + [c.lower() for c in _CLASS.findall(question)]
    return list(dict.fromkeys(found))


# A user's own thing, named by its make or model at the head of a phrase that says which one ("I'm driving a 1990
# Escort in the historic class", "in a 2.0 front wheel drive Golf - how many tyres"): "a" or "my", then up to four
# lower-case words or numbers, then the name, then the clause goes on without a noun after it. It is the situation
# the user asks from, which the documents class by their own terms (a historic car, a class), not a thing they must
# name; "a Pirelli tyre" names a make of the thing asked, and stays a name, as does a code ("an A319"), which names
# one type exactly.
_OWN_THING = re.compile(r"\b(?:a|an|my|our|his|her|their)\s+(?:[a-z0-9][\w.'’-]*\s+){0,4}$")
_AFTER_OWN_THING = re.compile(
    r"\s*(?:$|[-–—,.;:?!)]|(?:in|on|at|with|for|from|to|and|or|but|that|which|who|is|was|has|had|will|can|"
    r"doing|going|running)\b)"
)


def names(question: str) -> list[str]:
    """
    :param question: The question.
    :returns: Its acronyms, and its capitalised words that do not start a sentence and are not question words
        (`IATA`, `Pirelli`), in order, without repeats; not a word that names the user's own thing by its make or
        model (`_OWN_THING`: "a 1990 Escort in the historic class").
    """
    letters = [c for c in question if c.isalpha()]
    if letters and sum(c.isupper() for c in letters) / len(letters) > _SHOUTED_SHARE:
        return []
    found = []
    for match in _NAME.finditer(question):
        name = match.group(1)
        acronym = sum(c.isupper() for c in name) > 1
        if acronym and name.endswith("s") and name[:-1].isupper():
            name = name[:-1]  # a plural acronym ("TWICs") is written singular in the text that defines it
        if (
            name.lower() in _QUESTION_WORDS
            or name.lower() in _TYPED_CAPITALS
            or name.lower() in _CALENDAR_WORDS
            or (not acronym and _SENTENCE_START.search(question[: match.start()].rstrip(" ")))
            or (
                name.isalpha()
                and not acronym
                and _OWN_THING.search(question[: match.start()])
                and _AFTER_OWN_THING.match(question[match.end() :])
            )
        ):
            continue
        found.append(name)
    return list(dict.fromkeys(found))


# Proper phrases: two or more capitalised words in a row, maybe joined by "of", "for", "and", "the", "on", "de"
# ("the Irish Data Protection Commission", "the Court of Arbitration for Sport"). Each word may be in the documents
# ("data", "protection", "commission") while the name is not; the name then is of a body or thing they never mention.
_PHRASE_WORD = re.compile(r"[A-Z][a-z][\w&-]*|[A-Z]{2,}[\w&-]*")
_PHRASE_JOINS = frozenset({"of", "for", "and", "the", "on", "de"})
# Words that end a name with what follows them, an id ("Issue 4", "Article 12"), which is read elsewhere.
_PHRASE_ENDS = frozenset(
    "issue edition revision version section article part chapter annex appendix rule clause regulation schedule".split()
)
_CLAUSE_BREAK = re.compile(r"[.?!;:,()\[\]\"“”‘’']+(?:\s|$)|[?!;:,()“”\"]")
_POSSESSIVE = re.compile(r"['’]s$")


def proper_phrases(question: str) -> list[str]:
    """
    :param question: The question.
    :returns: Its names of two or more capitalised words ("Irish Data Protection Commission", "Court of Arbitration
        for Sport"), in order: not a clause's first word (capitalised anyway) or a question word, without an acronym
        that opens them ("FIA Race Director" -> "Race Director": documents often drop their own body's acronym), cut
        at a possessive ("FRA's Hazardous Materials Division" -> "Hazardous Materials Division") and before an id
        word ("Sporting Regulations Issue 4" -> "Sporting Regulations"); only those with two words at least that are
        not acronyms.
    """
    found: list[str] = []

    def close(run: list[str]) -> None:
        while run and (run[-1].lower() in _PHRASE_JOINS or run[-1].lower() in _PHRASE_ENDS):
            run.pop()
        while run and (run[0].isupper() or run[0].lower() in _PHRASE_JOINS):
            run.pop(0)
        if sum(1 for w in run if w.lower() not in _PHRASE_JOINS and not w.isupper()) >= 2:
            found.append(" ".join(run))
        run.clear()

    for clause in _CLAUSE_BREAK.split(question):
        run: list[str] = []
        for position, word in enumerate(clause.split()):
            base = _POSSESSIVE.sub("", word)
            capital = (
                _PHRASE_WORD.fullmatch(base) is not None
                and base.lower() not in _QUESTION_WORDS
                and (position > 0 or base.isupper())
            )
            if capital:
                run.append(base)
                if base != word:  # a possessive ends the name it closes
                    close(run)
            elif run and word.lower() in _PHRASE_JOINS:
                run.append(word)
            else:
                close(run)
        close(run)
    return list(dict.fromkeys(found))
