"""Corrects misspelled words of a question to words the indexed documents use, before retrieval."""

import functools
import logging
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from haystack import Document, component, default_to_dict

from components.lexical_analyzer import analyze, analyze_question, normalize
from components.store_snapshot import StoreBacked

__all__ = ["SpellingCorrector", "corpus_vocabulary", "typo_candidates"]

logger = logging.getLogger(__name__)

_WORD = re.compile(r"[a-z]+")
_QUESTION_WORD = re.compile(r"[A-Za-z]+")
# Neighbouring keys on a QWERTY keyboard: a slip of the finger replaces a letter with one of these.
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_NEIGHBOURS: dict[str, str] = {
    key: "".join(
        _ROWS[r][c] for r in range(max(0, row - 1), min(3, row + 2))
        for c in range(max(0, col - 1), min(len(_ROWS[r]), col + 2)) if _ROWS[r][c] != key
    )
    for row, keys in enumerate(_ROWS) for col, key in enumerate(keys)
}
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def typo_candidates(word: str) -> set[str]:
    """
    The words one typing slip away from `word`: one letter left out, one added, two neighbours swapped, or one
    letter replaced by a neighbouring key (the four slips Damerau, 1964, found behind most misspellings; replacement
    is limited to neighbouring keys so that "contends" does not become "contents").

    :param word: A lower-case word.
    :returns: The candidate spellings (without `word`).
    """
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deleted = {a + b[1:] for a, b in splits if b}
    swapped = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaced = {a + c + b[1:] for a, b in splits if b for c in _NEIGHBOURS.get(b[0], "")}
    inserted = {a + c + b for a, b in splits for c in _LETTERS}
    return (deleted | swapped | replaced | inserted) - {word}


def corpus_vocabulary(documents: Iterable[Document]) -> tuple[Counter[str], frozenset[str]]:
    """
    :param documents: The chunks of the corpus.
    :returns: The corpus's words (lower case, letters only) with their counts, and its BM25 terms (stems, as
        `components.lexical_analyzer.analyze` makes them).
    """
    words: Counter[str] = Counter()
    terms: set[str] = set()
    for doc in documents:
        text = doc.content or ""
        words.update(_WORD.findall(normalize(text).lower()))
        terms.update(analyze(text))
    return words, frozenset(terms)


@functools.lru_cache(maxsize=4)
def tokenizer_words(tokenizer: str | None) -> frozenset[str]:
    """
    The whole words of a WordPiece or BPE tokenizer's vocabulary: a dictionary of the language that ships with the
    embedding model (about 20,000 English words for all-MiniLM-L6-v2's).

    :param tokenizer: A local model folder or a cached Hugging Face model id; None: none.
    :returns: The lower-case alphabetic entries of at least 3 letters; empty when the tokenizer cannot be loaded
        (logged). Loaded once per process and tokenizer (about 2 s).
    """
    if not tokenizer:
        return frozenset()
    try:
        from transformers import AutoTokenizer  # noqa: PLC0415 - only the corrector needs it

        vocabulary = AutoTokenizer.from_pretrained(tokenizer, local_files_only=True).get_vocab()
    except (OSError, ValueError) as exc:
        logger.warning("Spelling correction: tokenizer %s not loaded (%s); no corrections.", tokenizer, exc)
        return frozenset()
    words = (w.lstrip("Ġ▁").lower() for w in vocabulary)
    return frozenset(w for w in words if len(w) >= 3 and w.isalpha() and w.isascii())


@component
class SpellingCorrector(StoreBacked):
    """
    Corrects the misspelled words of a question to words of the indexed documents: "How close can I get before I'm
    fuoling the track?" is searched as "... fouling the track?".

    A field worker types on a phone; BM25 finds nothing for "fuoling", and the embedding model splits it into
    pieces that mean nothing. A word is corrected only when all of these hold, so a question typed correctly almost
    always passes through unchanged (over all 26 shared PDFs, 1 of the 131 rail, F1 and field-wording questions
    changes: "penalized" becomes the corpus's "penalised"; 17 of the 2,788 ObliQA dev questions change, mostly
    American spellings the ADGM rules write the British way, "securitization"; no retrieval figure moved):
    - it has at least `min_length` letters;
    - the corpus never writes it, and its BM25 stems are not all in the corpus (an inflection the stemmer already
      matches is no typo);
    - it is not a whole word of the embedding model's tokenizer vocabulary (an English word the corpus happens not
      to use, "promo", "today", is no typo either);
    - a word of the corpus, written at least `min_count` times, is one typing slip away (`typo_candidates`): the
      most frequent such word replaces it (after Norvig's spelling corrector, with the corpus as the dictionary).
    The corpus's words are read from the indexed chunks, once per store snapshot (embedded store) or again after
    `max_age_s` (Qdrant server). Without a tokenizer vocabulary, nothing is corrected (too many real words would be).

    Usage example:
    ```python
    from haystack import Document
    from components.spelling_corrector import SpellingCorrector

    chunks = [Document(content="Fouling a track means the placement of an individual where he or she could be "
                               "struck by a moving train. Fouling a track is prohibited.")]
    # The embedding model: a local folder, or a Hugging Face id in the local cache.
    corrector = SpellingCorrector(tokenizer="sentence-transformers/all-MiniLM-L6-v2")
    out = corrector.run(query="When am I fuoling the track?", documents=chunks)
    print(out["query"], out["corrections"])
    # When am I fouling the track? [{'from': 'fuoling', 'to': 'fouling'}]
    ```

    In: `query`, optional `documents` (the corpus chunks, instead of `document_store`). Out: `query` (corrected;
    the question itself when nothing is) and `corrections` (`{"from", "to"}` pairs, in question order).
    """

    def __init__(  # noqa: PLR0913 - each a documented knob
        self,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        tokenizer: str | None = None,
        enabled: bool = True,
        min_length: int = 5,
        min_count: int = 2,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param document_store: The store whose live chunks give the corpus's words (a `QdrantDocumentStore`); None
            when `documents` are given to each run.
        :param filters: The chunks to read (the retrievers' fixed filter: the live ones).
        :param tokenizer: The embedding model (local folder or cached id) whose tokenizer vocabulary tells English
            words from typos.
        :param enabled: False passes every question through unchanged (for side-by-side evaluation).
        :param min_length: Shortest word corrected, >= 3 (short words have too many neighbours).
        :param min_count: Times the corpus must write a correction, >= 1.
        :param max_age_s: Seconds after which the words read from a Qdrant server are read again, > 0.
        :raises ValueError: When a number is out of range.
        """
        if min_length < 3:
            raise ValueError(f"min_length must be >= 3, got {min_length}.")
        if min_count < 1:
            raise ValueError(f"min_count must be >= 1, got {min_count}.")
        self._reads(document_store, filters, max_age_s)
        self.tokenizer = tokenizer
        self.enabled = enabled
        self.min_length = min_length
        self.min_count = min_count
        self._known: frozenset[str] | None = None

    def to_dict(self) -> dict[str, Any]:
        """:returns: The component as a dictionary."""
        return default_to_dict(
            self, document_store=self.store_dict(), filters=self.filters, tokenizer=self.tokenizer,
            enabled=self.enabled, min_length=self.min_length, min_count=self.min_count, max_age_s=self.max_age_s,
        )

    def warm_up(self) -> None:
        """Load the tokenizer vocabulary and read the corpus's words now (otherwise the first question does)."""
        if self.enabled:
            self._known_words()
            if self._document_store is not None:
                self.vocabulary()

    def vocabulary(self, documents: list[Document] | None = None) -> tuple[Counter[str], frozenset[str]]:
        """
        :param documents: The corpus chunks; default: the store's live chunks (cached until the store changes).
        :returns: See `corpus_vocabulary`.
        """
        if documents is not None:
            return corpus_vocabulary(documents)
        if self._document_store is None:
            return Counter(), frozenset()
        return self.store_derived("spelling_vocabulary", corpus_vocabulary, self.max_age_s)

    def _known_words(self) -> frozenset[str]:
        if self._known is None:
            path = Path(self.tokenizer) if self.tokenizer else None
            self._known = tokenizer_words(str(path) if path and path.exists() else self.tokenizer)
        return self._known

    @component.output_types(query=str, corrections=list[dict])
    def run(self, query: str, documents: list[Document] | None = None) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The corpus chunks to read the words from; default: `document_store`'s.
        :returns: `query`: the question with its misspelled words corrected; `corrections`: `{"from", "to"}` for
            each word replaced (`from` as the question wrote it; `to` capitalised as `from` was).
        """
        if not self.enabled or not query:
            return {"query": query, "corrections": []}
        known = self._known_words()
        if not known:
            return {"query": query, "corrections": []}
        words, terms = self.vocabulary(documents)
        if not words:
            return {"query": query, "corrections": []}
        corrections: list[dict[str, str]] = []
        pieces: list[str] = []
        last = 0
        for match in _QUESTION_WORD.finditer(query):
            correction = self._correction(match.group(), words, terms, known)
            if correction is not None:
                if match.group().isupper():
                    correction = correction.upper()
                elif match.group()[0].isupper():
                    correction = correction.capitalize()
                corrections.append({"from": match.group(), "to": correction})
                pieces += [query[last:match.start()], correction]
                last = match.end()
        if not corrections:
            return {"query": query, "corrections": []}
        return {"query": "".join(pieces) + query[last:], "corrections": corrections}

    def _correction(self, written: str, words: Counter[str], terms: frozenset[str], known: frozenset[str]) -> str | None:
        """:returns: The corpus's word for a misspelled `written`, or None when it is no typo (see the class)."""
        word = written.lower()
        if len(word) < self.min_length or word in words or word in known:
            return None
        stems = analyze_question(word)
        if stems and all(stem in terms for stem in stems):
            return None
        candidates = [(words[c], c) for c in typo_candidates(word) if words.get(c, 0) >= self.min_count]
        return max(candidates)[1] if candidates else None
