"""
Text analysis shared by every lexical (BM25) path in rulebook: the Qdrant sparse vectors and the in-process
BM25 index see the same terms.

Steps: Unicode NFKC (turns the `ﬁ` ligature into `fi`), lower case, tokens of letters and digits that keep
regulation ids whole (`214.7`, `b7.2.1`, `gv.oc-01`), words of any alphabet, pairs of characters for Chinese,
Japanese and Korean (`tokenize`), English stop words removed, Snowball (Porter 2) stemming
of word tokens (Porter, 1980; snowballstem.org) through PyStemmer; in passages, also the parents of numbered ids
(`214.7` also gives `214`), so a question about "Part 214" meets "§ 214.7".
"""

import hashlib
import math
import re
import unicodedata
from functools import lru_cache

import Stemmer

from rulebook.text.scripts import HAN_KANA, HANGUL

# Ids such as "b7.2.1", "214.7", "gv.oc-01", "ac-2(1)" stay one token; words split at other punctuation.
_TOKEN = re.compile(r"[a-z]{1,3}\.[a-z]{2}-\d{2}|[a-z]{2,3}-\d+|[a-z]*\d+(?:[.\-]\d+[a-z]?)*|[a-z]+(?:'[a-z]+)?")

# Runs of the only characters a token can hold. `_TOKEN` has no lookarounds, so its matches in a text are its matches
# in each run; a run of letters alone is one token (only the last alternative can match it). Scanning runs first
# and sending only the others to `_TOKEN` gives the same tokens faster, which matters for the candidates the evidence
# scorer analyses on every question.
_RUN = re.compile(r"[a-z0-9.'\-]+")

# A word that is not all ASCII, in pieces: runs of Chinese characters, kana or Hangul (`wide`), runs of letters of any
# other alphabet, ASCII ones included ("sociétés", "банк"), and the rest (digits, ids, punctuation: `ascii`).
_WIDE = HAN_KANA + HANGUL
_SCRIPT_RUN = re.compile(
    rf"(?P<wide>[{_WIDE}]+)|(?P<letters>(?:(?![{_WIDE}])[^\W\d_])+)|(?P<ascii>[^{_WIDE}]+?)(?=[^\W\d_]|$)"
)
# Combining marks left after NFKC: a lower-cased Turkish "İ" is "i" and a combining dot.
_COMBINING = re.compile(r"[\u0300-\u036f]")
_NON_ASCII_MARK = re.compile(r"[^\x00-\x7f\w]+")

# Numbered ids with levels: 214.7, 7.2.7, 28.4 (not b7.2.1 or 2-1).
_DOTTED_ID = re.compile(r"\d+(?:\.\d+)+")
STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being below between
    both but by can could did do does doing down during each few for from further had has have having he her here
    hers herself him himself his how i if in into is it its itself just me more most my myself no nor not of off
    on once only or other our ours ourselves out over own same she should so some such than that the their theirs
    them themselves then there these they this those through to too under until up very was we were what when
    where which while who whom why will with would you your yours yourself yourselves shall may must""".split()
)
# Modal verbs carry the force of a rule ("must", "may", "shall") but are in nearly every sentence of a
# regulation; as query terms they only add noise, so they are stop words too.

#: Terms (stems) of a question's framing, not its subject: "what happens if ...", "what does the manual say about
#: ...", "tell me", "explain", "describe". Regulations seldom write them, so BM25 would weigh them as rare, telling
#: terms: "What happens if a driver misses the weighbridge?" ranked the one FIA article that writes "happens"
#: first. Left out of questions only (`analyze_question`); passages keep them.
QUESTION_FRAMING = frozenset({"happen", "say", "said", "tell", "told", "explain", "describ"})


@lru_cache(maxsize=1)
def _stemmer() -> "Stemmer.Stemmer":
    return Stemmer.Stemmer("english")


def normalize(text: str) -> str:
    """
    Normalise text the same way for lexical and dense paths.

    :param text: Any text.
    :returns: NFKC-normalised text with soft hyphens removed and non-breaking spaces made plain.
    """
    text = unicodedata.normalize("NFKC", text)
    return text.replace("\u00ad", "").replace("\u00a0", " ")


def analyze(text: str, parents: bool = False) -> list[str]:
    """
    Turn text into BM25 terms.

    :param text: A query or a passage.
    :param parents: Also give the parents of numbered ids (`214.7` adds `214`; `7.2.7` adds `7` and `7.2`), so
        that a question about "Part 214" shares a term with every section of it. For passages only: in a question,
        "3.5 tonnes" would otherwise bring in all of chapter 3.
    :returns: Stemmed terms in text order, stop words removed (may be empty), then the parents when asked for.
    """
    return _terms(tokenize(text), parents)


_NUMBER_PAIR = re.compile(r"\d{1,3}-\d{1,3}")


def analyze_question(text: str) -> list[str]:
    """
    Turn a question into BM25 terms: `analyze` without the terms of its framing (`QUESTION_FRAMING`).

    :param text: A question.
    :returns: Stemmed terms in text order (may be empty).
    """
    terms = []
    for term in analyze(text):
        if term in QUESTION_FRAMING:
            continue
        terms.append(term)
        # A score or a range typed with a hyphen ("won 3-2", "ages 11-17") is one token, where the documents' en
        # dash ("3–2", "11–17") splits it: its numbers are terms too.
        if _NUMBER_PAIR.fullmatch(term):
            terms += term.split("-")
    return terms


def tokenize(text: str) -> list[str]:
    """
    :param text: Any text.
    :returns: Its tokens before stop words and stemming: normalised (`normalize`), lower case, ids kept whole
        (`214.7`, `b7.2.1`, `gv.oc-01`), in text order; the same as `_TOKEN.findall` on the normalised text where it
        is ASCII. Words of other alphabets are tokens too ("sociétés", "банк"), and Chinese, Japanese and Korean
        text, which puts no spaces between words (or particles on them), gives the overlapping pairs of its
        characters ("劳动合同" -> "劳动", "动合", "合同"), as Lucene's CJK analyzer does.
    """
    text = normalize(text).lower()
    if text.isascii():
        return _ascii_tokens(text)
    tokens: list[str] = []
    for word in text.split():
        if word.isascii():
            tokens += _ascii_tokens(word)
            continue
        # Non-ASCII punctuation ("–", "“", "•", "§") separates, as it does for the ASCII tokens.
        for part in _NON_ASCII_MARK.split(_COMBINING.sub("", word)):
            if part.isascii():
                tokens += _ascii_tokens(part)
                continue
            for piece in _SCRIPT_RUN.finditer(part):
                wide, letters, rest = piece.group("wide"), piece.group("letters"), piece.group("ascii")
                if wide:
                    tokens += [wide[i : i + 2] for i in range(len(wide) - 1)] or [wide]
                elif letters:
                    tokens += _ascii_tokens(letters) if letters.isascii() else [letters]
                elif rest:
                    tokens += _ascii_tokens(rest)
    return tokens


def _ascii_tokens(text: str) -> list[str]:
    tokens: list[str] = []
    for run in _RUN.findall(text):
        if run.isalpha():
            tokens.append(run)
        else:
            tokens += _TOKEN.findall(run)
    return tokens


#: Term of each token seen so far (its stem, or the token for ids and numbers): a dictionary lookup is faster than a
#: call into the stemmer, and the documents' vocabulary is bounded. Cleared when it grows past
#: `_MAX_TERMS`, so unusual input cannot grow it without limit.
_TERM_OF: dict[str, str] = {}
_MAX_TERMS = 500_000


def _term(token: str) -> str:
    if len(_TERM_OF) >= _MAX_TERMS:
        _TERM_OF.clear()
    term = _TERM_OF[token] = _stemmer().stemWord(token) if token.isalpha() else token
    return term


def _terms(tokens: list[str], parents: bool) -> list[str]:
    known = _TERM_OF.get
    terms = [known(t) or _term(t) for t in tokens if t not in STOP_WORDS and (len(t) > 1 or t.isdigit())]
    return with_parents(terms) if parents else terms


def with_parents(terms: list[str]) -> list[str]:
    """
    :param terms: Terms of a passage, as `analyze` gives them without parents.
    :returns: The terms, then the parents of their numbered ids: `analyze(text, parents=True)` from `analyze(text)`.
    """
    # A numbered id in a passage also stands for the parts above it: "§ 214.7" is in Part 214, "7.2.7" under 7.2.
    above = []
    for term in terms:
        if _DOTTED_ID.fullmatch(term):
            levels = term.split(".")
            above += [".".join(levels[:i]) for i in range(1, len(levels))]
    return terms + above


@lru_cache(maxsize=20_000)
def term_set(text: str) -> frozenset[str]:
    """
    The distinct BM25 terms of a passage (numbered ids with their parents), cached: the same passages come back
    question after question, and analysing all the candidates again would slow every question.

    :param text: A passage (or any text).
    :returns: Its distinct analysed terms (see `analyze`).
    """
    # The distinct tokens only: a term's stem and parents depend on its token alone.
    return frozenset(_terms(list(dict.fromkeys(tokenize(text))), parents=True))


@lru_cache(maxsize=200_000)
def term_index(term: str) -> int:
    """
    Map a term to a stable sparse-vector index (the first 31 bits of its BLAKE2b hash).

    :param term: An analysed term.
    :returns: An index in [0, 2**31).
    """
    digest = hashlib.blake2b(term.encode("utf-8"), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


def inverse_document_frequencies(texts: list[str]) -> dict[str, float]:
    """
    The BM25 inverse document frequency of every term of a collection (Robertson and Zaragoza, 2009, "The
    Probabilistic Relevance Framework: BM25 and Beyond", eq. 3.3, with Lucene's +1 inside the log so it is never
    negative): `ln(1 + (N - df + 0.5) / (df + 0.5))`.

    :param texts: The passages (chunk texts) of the collection.
    :returns: Term -> idf, over the terms of `term_set` of each text; empty for no texts.
    """
    counts: dict[str, int] = {}
    for text in texts:
        for term in term_set.__wrapped__(text):
            counts[term] = counts.get(term, 0) + 1
    n = len(texts)
    return {term: math.log(1 + (n - df + 0.5) / (df + 0.5)) for term, df in counts.items()}
