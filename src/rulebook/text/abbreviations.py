"""
Abbreviations a corpus defines itself, found in its own text ("One-Time Movement Approval (OTMA)").

Regulations define their abbreviations once and use them everywhere after; questions use either form. The
definitions are found with the algorithm of Schwartz and Hearst, "A simple algorithm for identifying abbreviation
definitions in biomedical text" (PSB 2003): for a short form in parentheses, the long form is the shortest run of
words before it in which the short form's characters appear in order, read from right to left, its first
character starting a word. The glossary form "OTMA - One-Time Movement Approval" is read the same way.

Usage example:
```python
from rulebook.text.abbreviations import find_definitions

print(find_definitions("a One-Time Movement Approval (OTMA) is issued"))
# [('OTMA', 'One-Time Movement Approval')]
```
"""

import re
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

# A short form: 2-10 characters, a capital letter first, at least two capitals, letters/digits/&/- only.
_SHORT = r"[A-Z][A-Za-z0-9&\-]{1,9}"
_IN_PARENS = re.compile(rf"\(\s*({_SHORT})s?\s*\)")
_GLOSSARY = re.compile(rf"^\s*({_SHORT})\s*(?:[-–—:=]|means|stands for)\s+(.{{3,120}})$", re.MULTILINE)
_WORD = re.compile(r"[A-Za-z0-9][\w&/-]*(?:['’][A-Za-z]+)?")
# A long form does not start with a function word ("of Inspector General" is half of one).
# Words that stand for no initial: articles, prepositions and conjunctions, and the verbs, pronouns and determiners
# that join a sentence ("Requests are" spells no RA, hence no FRA).
_FUNCTION_WORDS = frozenset(
    "a an and as at by for from in into of on or the to with is are was were be been being has have had do does did "
    "may must shall should will would can could not no this that these those it its they their them we our you your "
    "he she his her which who whom whose there than then also any each every all some such".split()
)


def _starts_content_word(text: str, at: int) -> bool:
    if at > 0 and text[at - 1].isalnum():
        return False
    word = text[at:].split(" ", 1)[0]
    return word.lower() not in _FUNCTION_WORDS


def _is_short_form(text: str) -> bool:
    return sum(c.isupper() for c in text) >= 2 and not text.isdigit() and len(text) <= 10


def long_form(short: str, before: str) -> str | None:
    """
    The long form of `short` at the end of `before`, as Schwartz and Hearst (2003) find it.

    :param short: The short form, e.g. `OTMA`.
    :param before: The text just before `(OTMA)`.
    :returns: The long form (`One-Time Movement Approval`), or None when the words before do not spell it.
    """
    letters = [c.lower() for c in short if c.isalnum()]
    if len(letters) < 2:
        return None
    words = _WORD.findall(before)[-min(len(letters) + 5, len(letters) * 2) :]
    if not words:
        return None
    text = " ".join(words)
    s, t = len(letters) - 1, len(text) - 1
    while s >= 0:
        c = letters[s]
        # Move left until the character matches; the first character must also start a word that is not a
        # function word ("Office of Inspector General (OIG)", not "of Inspector General").
        while t >= 0 and (text[t].lower() != c or (s == 0 and not _starts_content_word(text, t))):
            t -= 1
        if t < 0:
            return None
        s -= 1
        t -= 1
    start = text.rfind(" ", 0, t + 1) + 1
    found = re.sub(r"['’]s\b", "", text[start:].strip())
    if found.split()[0].lower() in _FUNCTION_WORDS:
        return None
    if len(found.split()) > len(letters) + 3 or found.lower() == short.lower() or len(found) <= len(short):
        return None
    return found


def find_definitions(text: str) -> list[tuple[str, str]]:
    """
    :param text: Any text (a passage, a glossary page).
    :returns: (short form, long form) pairs in text order, e.g. `("DRS", "Drag Reduction System")`.
    """
    found: list[tuple[str, str]] = []
    for match in _IN_PARENS.finditer(text):
        short = match.group(1)
        if _is_short_form(short):
            long = long_form(short, text[max(0, match.start() - 200) : match.start()])
            if long:
                found.append((short, long))
    for match in _GLOSSARY.finditer(text):
        short, rest = match.group(1), match.group(2)
        if _is_short_form(short):
            words = _WORD.findall(rest)[: len(short) + 3]
            # Read the glossary line's first words as the "text before" of a reversed definition.
            for end in range(len(words), 0, -1):
                long = long_form(short, " ".join(words[:end]))
                if long and long.split()[0] == words[0]:
                    found.append((short, long))
                    break
    return found


def definitions_table(texts: Iterable[str], min_count: int = 1) -> dict[str, str]:
    """
    The corpus's abbreviations: for each short form, its most frequent long form.

    :param texts: The chunks' texts.
    :param min_count: Times a (short, long) pair must be seen to be kept.
    :returns: Short form -> long form.
    """
    counts: Counter[tuple[str, str]] = Counter()
    for text in texts:
        counts.update((s, " ".join(long_form.split())) for s, long_form in find_definitions(text))
    table: dict[str, str] = {}
    for (short, long), n in counts.most_common():
        if n >= min_count and short not in table:
            table[short] = long
    return table


def initials(short: str) -> str:
    """
    :param short: An abbreviation as a question writes it: `CFI`, `OpSpecs`, `FedRAMP`.
    :returns: The initials its long form would have, lower case: every letter of an all-capitals form (`cfi`), the
        capitals of a mixed one (`os`, `framp`).
    """
    letters = [c for c in short if c.isalpha()]
    if all(c.isupper() for c in letters):
        return "".join(letters).lower()
    return "".join(c for c in letters if c.isupper()).lower()


def spelled_out(short: str, text: str) -> str | None:
    """
    The words an abbreviation would stand for, found in a text whether or not the text defines it: one content word
    per initial, in order, each starting with its initial, with at most one function word between two of them
    ("blood pressure" for BP, "operations specifications" for OpSpecs, "Federal Railroad Administration" for FRA).
    For three initials or more, the words of all but the first also count: a leading qualifier is what a text most
    often leaves out ("flight instructor" for CFI, a Certified Flight Instructor). Used to tell a user's abbreviation of
    words the documents write out from a name the documents never mention.

    :param short: The abbreviation.
    :param text: The text searched.
    :returns: The words found, as the text writes them, or None (also for fewer than two initials).
    """
    letters = initials(short)
    if len(letters) < 2:
        return None
    # Without its leading qualifier, the words must follow one another: "Requests are approved" spells no (F)RA.
    for spelled, between in ((letters, True), (letters[1:], False)) if len(letters) >= 3 else ((letters, True),):
        match = _spelled_pattern(spelled, between).search(text)
        if match:
            return match.group(0)
    return None


@lru_cache(maxsize=512)
def _spelled_pattern(letters: str, between: bool = True) -> re.Pattern[str]:
    function_word = "|".join(sorted(_FUNCTION_WORDS))
    # An initial stands for a content word: "used in" does not spell UI. One function word may come between two.
    gap = rf"[\s/-]+(?:(?:{function_word})[\s/-]+)?" if between else r"[\s/-]+"
    words = gap.join(rf"(?!(?:{function_word})\b){re.escape(c)}[a-z]+" for c in letters)
    return re.compile(rf"(?<![\w]){words}(?![\w])", re.IGNORECASE)
