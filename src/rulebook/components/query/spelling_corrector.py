"""Corrects misspelled words of a question to words the indexed documents use, before retrieval."""

import functools
import itertools
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from haystack import Document, component

from rulebook.store.snapshot import StoreBacked
from rulebook.text.lexical import STOP_WORDS, analyze, analyze_question, normalize
from rulebook.text.wording import EVERYDAY_TERMS, plural, register_terms, spelling_variants

__all__ = ["SpellingCorrector", "common_words", "corpus_vocabulary", "dictionary_words", "is_word", "typo_candidates"]

_WORD = re.compile(r"[a-z]+")
# A word as written, letters of any script, with its apostrophes: "authorité" is one word (and no typo of
# "authority"), not "authorit"; "shouldn't" is one word, not "shouldn" + "t".
_QUESTION_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: English contractions typed without their apostrophe: words, though no dictionary lists them.
CONTRACTIONS = frozenset(
    "arent wasnt werent doesnt didnt couldnt shouldnt wouldnt mustnt hasnt havent hadnt neednt thats whats wheres "
    "theres heres whos theyre youre theyve youve theyll youll itll wholl".split()
)
# Endings and beginnings that make a new word of a dictionary word ("texting", "funder", "presealed"), and the
# British spellings of American ones ("organisation", "centres"): real words a dictionary may not list. These
# endings are read loosely on purpose, to keep a word from being taken for a typo; the strict forms that rewrite a
# word into the documents' spelling are `rulebook.text.wording.spelling_variants`'s.
_ENDINGS = ("s", "es", "ed", "d", "ing", "ings", "er", "ers", "ly")
_BEGINNINGS = ("pre", "re", "un", "non", "sub", "over", "under", "mis", "co", "de")
_BRITISH = (
    (re.compile(r"is(e|ed|es|ing|er|ers|ation|ations|able)$"), r"iz\1"),
    (re.compile(r"ys(e|ed|es|ing)$"), r"yz\1"),
    (re.compile(r"our(s|ed|ing|ite|ites|able|er|ers)?$"), r"or\1"),
    (re.compile(r"tre(s|d)?$"), r"ter\1"),
    (re.compile(r"ll(ed|ing|er|ers)$"), r"l\1"),
    (re.compile(r"ence(s)?$"), r"ense\1"),
    (re.compile(r"ogue(s)?$"), r"og\1"),
)
#: Longest word corrected: the candidates of a word grow with the square of its length, and no regulation word a
#: field worker types is longer.
MAX_LENGTH = 30
# Neighbouring keys on a QWERTY keyboard: a slip of the finger replaces a letter with one of these.
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_NEIGHBOURS: dict[str, str] = {
    key: "".join(
        _ROWS[r][c]
        for r in range(max(0, row - 1), min(3, row + 2))
        for c in range(max(0, col - 1), min(len(_ROWS[r]), col + 2))
        if _ROWS[r][c] != key
    )
    for row, keys in enumerate(_ROWS)
    for col, key in enumerate(keys)
}
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_VOWELS = "aeiouy"


def typo_candidates(word: str) -> set[str]:
    """
    The words one typing slip away from `word`: one letter left out, one added, two neighbours swapped, or one
    letter replaced by a neighbouring key (the four slips Damerau, 1964, found behind most misspellings; replacement
    is limited to neighbouring keys so that "contends" does not become "contents"), or a vowel written for another
    ("railworthyness", "seperate"): a slip of spelling, not of the finger, the commonest one-letter kind (Kukich,
    1992, "Techniques for automatically correcting words in text").

    :param word: A lower-case word.
    :returns: The candidate spellings (without `word`).
    """
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deleted = {a + b[1:] for a, b in splits if b}
    swapped = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaced = {a + c + b[1:] for a, b in splits if b for c in _NEIGHBOURS.get(b[0], "")}
    replaced |= {a + c + b[1:] for a, b in splits if b and b[0] in _VOWELS for c in _VOWELS if c != b[0]}
    inserted = {a + c + b for a, b in splits for c in _LETTERS}
    return (deleted | swapped | replaced | inserted) - {word}


def corpus_vocabulary(documents: Iterable[Document]) -> tuple[Counter[str], frozenset[str], frozenset[str]]:
    """
    :param documents: The chunks of the corpus.
    :returns: The corpus's words (lower case, letters only) with their counts, its BM25 terms (stems, as
        `rulebook.text.lexical.analyze` makes them), and its two-word phrases run together ("tankcar" for "tank
        car"; both words of three letters or more and no stop word), which a user may type as one word.
    """
    words: Counter[str] = Counter()
    terms: set[str] = set()
    compounds: set[str] = set()
    for doc in documents:
        text = doc.content or ""
        written = _WORD.findall(normalize(text).lower())
        words.update(written)
        terms.update(analyze(text))
        compounds.update(
            a + b
            for a, b in itertools.pairwise(written)
            if len(a) >= 3 and len(b) >= 3 and a not in STOP_WORDS and b not in STOP_WORDS
        )
    return words, frozenset(terms), frozenset(compounds)


@functools.lru_cache(maxsize=4)
def dictionary_words(language: str) -> frozenset[str]:
    """
    The words of a language's dictionary: pyspellchecker's word-frequency list ("censure", "lading", "potable" among
    its English words), which tells a real word the documents do not use from a typo.

    :param language: A pyspellchecker language code ("en", "de", "fr", ...).
    :returns: The dictionary's words, in lower case. Loaded once per process and language.
    :raises ValueError: When pyspellchecker has no dictionary for the language.
    """
    return frozenset(_word_counts(language))


@functools.lru_cache(maxsize=4)
def _word_counts(language: str) -> dict[str, int]:
    """:returns: pyspellchecker's word-frequency list of a language, word -> count; read once per process."""
    from spellchecker import SpellChecker  # only the corrector and the name resolver need it

    return dict(SpellChecker(language=language, distance=1).word_frequency.dictionary)


#: Times pyspellchecker's word-frequency list counts a word that is common in English text.
COMMON_COUNT = 1000


@functools.lru_cache(maxsize=4)
def common_words(language: str) -> frozenset[str]:
    """
    :param language: A pyspellchecker language code.
    :returns: The language's common words: those its word-frequency list counts at least `COMMON_COUNT` times
        ("code", "crane", "plan"), not its rare ones ("fra"). Loaded once per process and language.
    :raises ValueError: When pyspellchecker has no dictionary for the language.
    """
    return frozenset(word for word, count in _word_counts(language).items() if count >= COMMON_COUNT)


def is_word(word: str, dictionary: frozenset[str]) -> bool:
    """
    Whether a lower-case word is a real word of a dictionary's language, though the dictionary may not list it:
    the word itself, a contraction typed without its apostrophe ("arent"), a listed word with a common ending or
    beginning ("texting", "funder", "presealed"), or the British spelling of a listed American one
    ("organisation", "centres", "metres").

    :param word: A lower-case word.
    :param dictionary: From `dictionary_words`.
    :returns: True for a real word; False for a word that may be a typo.
    """
    if word in dictionary or word in CONTRACTIONS:
        return True
    forms = {word}
    forms |= {word[len(b) :] for b in _BEGINNINGS if word.startswith(b) and len(word) - len(b) >= 4}
    for form in list(forms):
        for ending in _ENDINGS:
            if form.endswith(ending) and len(form) - len(ending) >= 3:
                stem = form[: -len(ending)]
                forms |= {stem, stem + "e", stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] else stem}
    forms |= {rule.sub(american, form) for form in list(forms) for rule, american in _BRITISH}
    return any(form in dictionary for form in forms)


# The everyday phrases of two words (`EVERYDAY_TERMS`: "parking ticket"), each as a pattern that finds it, or its
# plural, in a question: compiled once, not per question.
_EVERYDAY_PHRASES = {
    phrase: re.compile(r"(?<![\w-])" + r"\s+".join(map(re.escape, phrase.split())) + r"s?(?![\w-])", re.I)
    for phrase in EVERYDAY_TERMS
    if " " in phrase
}


def _writes(phrase: str, words: Counter[str], compounds: frozenset[str]) -> bool:
    """
    :returns: Whether the corpus writes a word (`words`) or a phrase: each two words of it in a row (`compounds`, run
        together), or, where a word is too short or a stop word to be kept there, each of its words.
    """
    parts = phrase.split()
    if len(parts) == 1:
        return phrase in words
    if any(len(p) < 3 or p in STOP_WORDS for p in parts):
        return all(p in words for p in parts)
    pairs = [a + b for a, b in itertools.pairwise(parts)]
    # The last word may be written in the plural ("mobile devices").
    return all(pair in compounds for pair in pairs[:-1]) and any(
        pairs[-1] + end in compounds for end in ("", "s", "es")
    )


def _after_sentence_start(text: str, start: int) -> bool:
    """Whether the word at `start` begins a sentence (nothing before it but spaces, or a sentence's end)."""
    before = text[:start].rstrip()
    return not before or before[-1] in '.?!:;"“(\n'


@component
class SpellingCorrector(StoreBacked):
    """
    Corrects the misspelled words of a question to words of the indexed documents: "How close can I get before I'm
    fuoling the track?" is searched as "... fouling the track?".

    A field worker types on a phone; BM25 finds nothing for "fuoling", and the embedding model splits it into
    pieces that mean nothing. A word is corrected only when all of these hold, so a question typed correctly passes
    through unchanged (a word the documents spell another way may still change: "securitization" becomes the ADGM
    rules' "securitisation"). A slip that makes
    another real word ("warning" typed "waring"), or a word with an ending ("shiping" reads as "ship" + "ing"), is
    not caught:
    - it has at least `min_length` letters;
    - the corpus never writes it, and its BM25 stems are not all in the corpus (an inflection the stemmer already
      matches is no typo);
    - it is no real word (`is_word`): not in the language's dictionary (`dictionary_words`: an English word the
      corpus happens not to use, "censure", "potable", is no typo either), nor a listed word with a common ending
      or beginning ("texting", "presealed"), a British spelling ("organisation") or a contraction typed without
      its apostrophe ("arent");
    - it is written in ASCII letters only, without an apostrophe ("shouldn't"), and has at most `MAX_LENGTH` of
      them ("authorité" is no slip of "authority");
    - it is not part of a hyphenated word ("trans-loading"), nor capitalised inside a sentence (a name: "Marek");
    - it runs together two words that the corpus writes as a phrase ("smartwatch" where the documents write
      "smart watches"): the two words replace it; or else a word of the corpus, written at least `min_count`
      times and no stop word, is one typing slip away (`typo_candidates`): the most frequent such word replaces
      it (after Norvig's spelling corrector, with the corpus as the dictionary).
    Before that, a real word the corpus never writes (nor all its stems) is searched as the corpus writes it: its
    other side's spelling ("licence" for "license", `rulebook.text.wording.spelling_variants`), or the first term of
    an everyday word or two-word phrase that the corpus writes ("unmanned aircraft" for "drone", "parking citation"
    for "parking ticket", `rulebook.text.wording.register_terms`; a plural searched in the plural).
    The corpus's words are read from the indexed chunks, once per store snapshot (embedded store) or again after
    `max_age_s` (Qdrant server).

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.query.spelling_corrector import SpellingCorrector

    chunks = [Document(content="Fouling a track means the placement of an individual where he or she could be "
                               "struck by a moving train. Fouling a track is prohibited.")]
    corrector = SpellingCorrector(language="en")
    out = corrector.run(query="When am I fuoling the track?", documents=chunks)
    print(out["query"], out["corrections"])
    # When am I fouling the track? [{'from': 'fuoling', 'to': 'fouling'}]
    ```

    In: `query`, optional `documents` (the corpus chunks, instead of `document_store`). Out: `query` (corrected;
    the question itself when nothing is) and `corrections` (`{"from", "to"}` pairs, in question order, each word
    once).
    """

    def __init__(
        self,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        language: str = "en",
        enabled: bool = True,
        min_length: int = 5,
        min_count: int = 2,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param document_store: The store whose live chunks give the corpus's words (a `QdrantDocumentStore`); None
            when `documents` are given to each run.
        :param filters: The chunks to read (the retrievers' fixed filter: the live ones).
        :param language: The documents' language, whose dictionary tells real words from typos (a pyspellchecker
            language code: "en", "de", "fr", "es", "it", "pt", "nl", ...). The endings, British spellings and
            contractions `is_word` also accepts are English ones.
        :param enabled: False passes every question through unchanged (for side-by-side evaluation).
        :param min_length: Shortest word corrected, >= 3 (short words have too many neighbours).
        :param min_count: Times the corpus must write a correction, >= 1.
        :param max_age_s: Seconds after which the words read from a Qdrant server are read again, > 0.
        :raises ValueError: When a number is out of range, or (when enabled) pyspellchecker has no dictionary for
            `language`.
        """
        if min_length < 3:
            raise ValueError(f"min_length must be >= 3, got {min_length}.")
        if min_count < 1:
            raise ValueError(f"min_count must be >= 1, got {min_count}.")
        self._reads(document_store, filters, max_age_s)
        if enabled:
            dictionary_words(language)  # an unknown language fails here, not at the first question
        self.language = language
        self.enabled = enabled
        self.min_length = min_length
        self.min_count = min_count

    def warm_up(self) -> None:
        """Load the dictionary and read the corpus's words now (otherwise the first question does)."""
        if self.enabled:
            dictionary_words(self.language)
            if self._document_store is not None:
                self.vocabulary()

    def vocabulary(
        self, documents: list[Document] | None = None
    ) -> tuple[Counter[str], frozenset[str], frozenset[str]]:
        """
        :param documents: The corpus chunks; default: the store's live chunks (cached until the store changes).
        :returns: See `corpus_vocabulary`.
        """
        if documents is not None:
            return corpus_vocabulary(documents)
        if self._document_store is None:
            return Counter(), frozenset(), frozenset()
        return self.store_derived("spelling_vocabulary", corpus_vocabulary, self.max_age_s)

    @component.output_types(query=str, corrections=list[dict])
    def run(self, query: str, documents: list[Document] | None = None) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The corpus chunks to read the words from; default: `document_store`'s.
        :returns: `query`: the question with its misspelled words corrected; `corrections`: `{"from", "to"}` for
            each word replaced, once (`from` as the question wrote it; `to` in capitals when `from` was, unless it is
            an acronym's register term ("EKG": "electrocardiogram"), with a capital first letter when `from` had one,
            else in lower case).
        """
        if not self.enabled or not query:
            return {"query": query, "corrections": []}
        words, terms, compounds = self.vocabulary(documents)
        if not words:
            return {"query": query, "corrections": []}
        known = dictionary_words(self.language)
        query, corrections = self._register_phrases(query, words, compounds)
        pieces: list[str] = []
        last = 0
        for match in _QUESTION_WORD.finditer(query):
            written, start, end = match.group(), match.start(), match.end()
            if "-" in (query[start - 1 : start], query[end : end + 1]):
                continue  # part of a hyphenated word ("trans-loading"): the whole may be a word
            if written[0].isupper() and not written.isupper() and not _after_sentence_start(query, start):
                continue  # a capitalised word inside a sentence: a name ("Marek")
            correction = self._register_word(written, words, terms, compounds)
            if correction is None:
                correction = self._correction(written, words, terms, known, compounds)
            if correction is None:
                continue
            if written.isupper():
                # An acronym's register term is a word ("EKG": "electrocardiogram"); a typo stays in capitals.
                correction = correction if register_terms(written.lower()) else correction.upper()
            elif written[0].isupper():
                correction = correction.capitalize()
            if not any(c["from"].lower() == written.lower() for c in corrections):
                corrections.append({"from": written, "to": correction})
            pieces += [query[last : match.start()], correction]
            last = match.end()
        if not corrections:
            return {"query": query, "corrections": []}
        return {"query": "".join(pieces) + query[last:], "corrections": corrections}

    def _register_phrases(
        self, query: str, words: Counter[str], compounds: frozenset[str]
    ) -> tuple[str, list[dict[str, str]]]:
        """
        :returns: The question with each everyday phrase of two words (`EVERYDAY_TERMS`: "parking ticket") that the
            corpus never writes replaced by the first of its register terms that the corpus writes ("parking citation"),
            and the replacements (`{"from", "to"}`).
        """
        corrections: list[dict[str, str]] = []
        for phrase, pattern in _EVERYDAY_PHRASES.items():
            match = pattern.search(query)
            if match is None or _writes(phrase, words, compounds) or _writes(match.group().lower(), words, compounds):
                continue
            target = next((t for t in register_terms(phrase) if _writes(t, words, compounds)), None)
            if target is not None:
                corrections.append({"from": match.group(), "to": target})
                query = query[: match.start()] + target + query[match.end() :]
        return query, corrections

    def _register_word(
        self, written: str, words: Counter[str], terms: frozenset[str], compounds: frozenset[str]
    ) -> str | None:
        """
        :returns: The corpus's word for a real word it never writes: the same word as the other side of the
            Atlantic spells it ("licence" for "license", `spelling_variants`), or the first register term of an
            everyday word that the corpus writes ("unmanned aircraft" for "drone", `register_terms`); None when the
            corpus writes the word (or all its stems), or writes none of these.
        """
        word = written.lower()
        if word in words or word in STOP_WORDS or not word.isascii():
            return None
        stems = analyze_question(word)
        if stems and all(stem in terms for stem in stems):
            return None
        variant = next((v for v in spelling_variants(word) if v in words), None)
        if variant is not None:
            return variant
        target = next((t for t in register_terms(word) if _writes(t, words, compounds)), None)
        # A plural the table reads through its singular's entry ("phones") is searched in the plural.
        return plural(target) if target is not None and word not in EVERYDAY_TERMS else target

    def _correction(
        self,
        written: str,
        words: Counter[str],
        terms: frozenset[str],
        known: frozenset[str],
        compounds: frozenset[str] = frozenset(),
    ) -> str | None:
        """:returns: The corpus's word for a misspelled `written`, or None when it is no typo (see the class)."""
        word = written.lower()
        if not self.min_length <= len(word) <= MAX_LENGTH or not word.isalpha() or not word.isascii() or word in words:
            return None
        if is_word(word, known):
            return None
        stems = analyze_question(word)
        if stems and all(stem in terms for stem in stems):
            return None
        if {word, word + "s", word + "es", word.removesuffix("s")} & compounds:
            split = self._compound(word, words, terms, known)
            if split is not None:
                return split
        # A stop word is never the word meant: it is no search term ("thats" -> "that").
        typos = typo_candidates(word)
        candidates = [(words[c], c) for c in typos if words.get(c, 0) >= self.min_count and c not in STOP_WORDS]
        if candidates:
            return max(candidates)[1]
        # "renewl": the documents write "renewed", not "renewal"; a dictionary word one slip away whose stems the
        # documents hold is the word meant: one with the letter left out ("renewal") before one without the letter
        # typed ("renew"), then the most common.
        counts = _word_counts(self.language)
        related = [
            (len(c) >= len(word), counts.get(c, 0), c)
            for c in typos
            if c in known and c not in STOP_WORDS and (stems := analyze_question(c)) and all(t in terms for t in stems)
        ]
        return max(related)[2] if related else None

    def _compound(self, word: str, words: Counter[str], terms: frozenset[str], known: frozenset[str]) -> str | None:
        """
        :returns: The two words of a phrase of the corpus that a word no dictionary lists runs together
            ("smartwatch" where the documents write "smart watches", "lifejacket" for "life jacket"), as two words;
            None when no split gives two such words. Of several splits, the most even one.
        """
        splits = []
        for i in range(3, len(word) - 2):
            parts = (word[:i], word[i:])
            if any(
                part in STOP_WORDS or not (is_word(part, known) or words.get(part, 0) >= self.min_count)
                for part in parts
            ):
                continue
            stems = [analyze(part) for part in parts]
            if all(found and all(stem in terms for stem in found) for found in stems):
                splits.append((min(len(parts[0]), len(parts[1])), " ".join(parts)))
        return max(splits)[1] if splits else None
