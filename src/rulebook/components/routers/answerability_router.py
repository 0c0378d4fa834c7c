"""Whether the passages state what the question asks for: the answer's branch, or a "not stated" refusal."""

import itertools
import re
from dataclasses import replace
from functools import lru_cache
from typing import Any

from haystack import Document, component

from rulebook.components.rankers.answer_type_ranker import RETRIEVAL_RANK
from rulebook.components.retrievers.article_retriever import ARTICLE_TABLE, article_table
from rulebook.extractive import Enumeration, Statement, enumerations, statements, store_term_weights
from rulebook.store.snapshot import StoreBacked
from rulebook.text.abbreviations import spelled_out
from rulebook.text.answer_types import Ask, asks_signer, classify, clauses
from rulebook.text.document_dates import (
    COVER_DATE,
    COVER_LINE,
    asks_cover_fact,
    asks_document_date,
    date_line,
    generic,
    name_terms,
)
from rulebook.text.lexical import STOP_WORDS, analyze
from rulebook.text.mentions import names, proper_phrases
from rulebook.text.references import cited_articles, label_words, labels_a_part, parent_ids

_CODE_LETTERS = re.compile(r"\b([A-Za-z]+)-\d")
_DIGIT = re.compile(r"\d")


def _labelled_row(text: str, query: str) -> bool:
    """
    :returns: Whether a table row's label is one the question names ("Junior | £150" for a junior membership), or a
        number or band beside a number the question gives ("61–120 | 3" for about 90 bathers); a rule numbered in a
        grid ("12 | Each leg of a stall canopy is held down ...") is quoted as a sentence, and is no lookup.
    """
    if "|" not in text:
        return False
    label = text.split("|", 1)[0]
    return bool(set(analyze(label)) & set(analyze(query))) or bool(_DIGIT.search(label) and _DIGIT.search(query))


#: The store-derived structure's name (`StoreBacked.store_derived`): the terms of the indexed documents' titles and
#: file names.
DOCUMENT_NAME_TERMS = "document_name_terms"


def document_name_terms(documents: list[Document]) -> frozenset[str]:
    """
    :param documents: The store's chunks.
    :returns: The terms of their documents' titles and file names (`meta["title"]`, `meta["file_name"]`, read by
        `rulebook.text.document_dates.name_terms`): a document names what its title names ("Harbor Crane Safety
        Code"), though the converter takes the title out of the text and the cleaner removes it as a running header.
    """
    seen = {(d.meta.get("title") or "", d.meta.get("file_name") or "") for d in documents}
    return frozenset(term for title, file_name in seen for term in name_terms(f"{title} {file_name}"))


CODE_SERIES = "code_series"
# A code of a numbered series, in a question or as the documents write it: capitals, maybe in dotted groups, a hyphen
# or dash and a number ("HMG-103", "HMG–103", "DE.CM-01").
_CODE = re.compile(r"(?<![\w.])([A-Z]{1,6}(?:\.[A-Z]{1,6})*)\s?[-\u2010-\u2014]\s?(\d{1,5})[A-Z]?(?!\w)")


def code_series(documents: list[Document]) -> dict[str, set[int]]:
    """
    :param documents: The store's chunks.
    :returns: The letters of each code their texts write ("DE.CM") -> the numbers written after them ({1, 6}).
    """
    series: dict[str, set[int]] = {}
    for doc in documents:
        for letters, number in _CODE.findall(doc.content or ""):
            series.setdefault(letters, set()).add(int(number))
    return series


def _within(doc: Document, searched: list[Document]) -> bool:
    """
    :returns: Whether a passage is filed under a sub-article of one of the passages searched ("D10.2.2" under
        "D10.2"), in the same document: a clause of an article the retrievers ranked first, whatever its own rank.
        (Another chunk of the same article is not: a long article's later chunks hold many near misses' sentences.)
    """
    article = str(doc.meta.get("article") or "")
    if not article:
        return False
    return any(
        d.meta.get("file_name") == doc.meta.get("file_name")
        and (parent := str(d.meta.get("article") or ""))
        and article.startswith(parent + ".")
        for d in searched
    )


#: The store-derived structure's name: the indexed text, for the check that a question's proper phrase is in it.
DOCUMENT_TEXT = "document_text"


def document_text(documents: list[Document]) -> str:
    """
    :param documents: The store's chunks.
    :returns: Their text, titles and file names, folded (`_folded`: lower case, without possessive and plural
        endings, one space between words): one string, searched for a question's proper phrases
        (`rulebook.text.mentions.proper_phrases`).
    """
    texts = [
        f"{d.content or ''} {d.meta.get('title') or ''} {(d.meta.get('file_name') or '').replace('_', ' ')}"
        for d in documents
    ]
    return _folded("\n".join(texts))


# Any word's final "s" goes, short words' too ("is" reads "i"): both sides are folded alike, and a plain pattern
# folds a whole corpus fast.
_POSSESSIVE_OR_PLURAL = re.compile(r"(?:['’]s|s['’]?)\b")
_NOT_WORD = re.compile(r"[\W_]+")


def _folded(text: str) -> str:
    """
    :returns: The text lower case, without possessive and plural endings, its words apart by one space: "Medical
        Examiners' Handbook" and a user's "Medical Examiner Handbook" read alike.
    """
    return " " + _NOT_WORD.sub(" ", _POSSESSIVE_OR_PLURAL.sub("", text.lower())).strip() + " "


def _mentions_phrase(text: str, phrase: str) -> bool:
    """
    :returns: Whether the indexed text holds the phrase, or its words close together in another order
        (`_words_together`), or, for a post of a body ("the Executive Officer of the Board of Cosmetology"), both the
        post and the body, or, for one joined by "and" ("the Department of Energy and the NRC"), each of its parts
        that is a name of two words or more.
    """
    if _folded(phrase) in text or _words_together(text, phrase):
        return True
    # A post of a body ("the Executive Officer of the Board of Cosmetology"): a letter prints the body in its head
    # and the post under its signature. Each must be a name of two words or more.
    posts = [p.strip() for p in re.split(r"\bof\s+the\b", phrase)]
    if len(posts) == 2 and all(len(p.split()) >= 2 and _folded(p) in text for p in posts):
        return True
    parts = [p.strip() for p in re.split(r"\band\b", phrase)]
    return len(parts) > 1 and all(_folded(p) in text or len(proper_phrases(f"x {p}")) == 0 for p in parts)


# The words a name's other wordings add or drop: "the House Appropriations Committee" is printed "the House of
# Representatives Committee on Appropriations".
_NAME_JOINS = frozenset("of the on for and in to a an".split())
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve first second third fourth fifth sixth seventh "
    "eighth ninth tenth i ii iii iv v vi vii viii ix x".split()
)
_NEARBY = 60  # characters either side of a name's rarest word in which its other words are read as the same name


def _words_together(text: str, phrase: str) -> bool:
    """
    :returns: Whether the folded text holds the phrase's words (its joining words aside) close together, in any
        order: "House Appropriations Committee" where the text writes "House of Representatives Committee on
        Appropriations". A name of other words ("Irish Data Protection Commission", where no text writes "Irish")
        is not held.
    """
    words = [w for w in _folded(phrase).split() if w not in _NAME_JOINS]
    # A number in a name is its id, read in its place: "Restricted Period Four" is not "Restricted Period Three: Four
    # exceptions".
    if len(words) < 2 or any(w in _NUMBER_WORDS or w.isdigit() for w in words):
        return False
    anchor = max(words, key=len)
    for seen, match in enumerate(re.finditer(f" {re.escape(anchor)} ", text)):
        if seen >= 500:  # a common word: the name is held verbatim or not at all
            return False
        window = text[max(0, match.start() - _NEARBY) : match.end() + _NEARBY]
        if all(f" {w} " in window for w in words):
            return True
    return False


# Words that qualify a noun without naming a kind of it: bounds, quantifiers, order, and what a question adds to
# any noun ("the exact fee", "the usual limit").
_NOT_KINDS = frozenset(
    """maximum minimum max min total exact many much long often kind type current same own certain each every all any
    other relevant applicable following above below such new given particular specific whole entire first second
    third last next usual normal standard general overall actual additional extra further one two three four five six
    seven eight nine ten single only also""".split()
)
# A word before a noun that is a verb's form, not a kind ("including track", "use seals", "issue medical variances").
_VERB = re.compile(r"\w+ing|use|used|include|provide|make|take|give|get|issue|need|require|allow")
# What a question names the document or its part by ("in the roadway worker protection rules"): where to look,
# not the thing asked.
_DOCUMENT_PARTS = frozenset(
    analyze(
        "rule rules regulation regulations regs reg manual code handbook guide guidance act policy standard document "
        "section chapter part article annex appendix schedule"
    )
)
# A word, or a character of no word: a pair of words is never read across punctuation or a number.
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*|[^\sA-Za-z]")
_ACRONYM_WORD = re.compile(r"\b[A-Z]{2,}s?\b")


def _kind_words(text: str) -> list[tuple[str, str]]:
    """
    :returns: The text's words, each folded as `_folded` folds it and as its stem; a stop word, a number word, a
        letter, a digit or a punctuation mark is ("", ""), so that no pair spans it.
    """
    words = []
    for word in _WORD.findall(text):
        folded = _folded(word).strip()
        stem = analyze(folded)
        if not stem or word.lower() in _NOT_KINDS or word.lower() in STOP_WORDS or len(folded) < 2:
            words.append(("", ""))
        else:
            words.append((folded, stem[0]))
    return words


def asked_kinds(query: str, indexed: str, sentences: list[str]) -> list[tuple[str, str, str, str]]:
    """
    :param query: The question.
    :param indexed: The indexed text, folded (`document_text`).
    :param sentences: Only the pairs that one of these sentences could be about another kind of (it names the head
        and not the modifier) are looked up in `indexed`, whose scan costs milliseconds.
    :returns: (modifier, its stem, head, its stem) of each pair of adjacent question words that names a kind of a
        thing as the documents write it: "leisure pool" where the documents write "Leisure pool" beside "main pool"
        and "learner pool". A stop word, a bound or a quantifier ("maximum", "each": `_NOT_KINDS`) names no kind;
        an acronym ("PU elements") is a name, which the documents may spell out ("Power Unit elements").
    """
    acronyms = {_folded(a).strip() for a in _ACRONYM_WORD.findall(query)}
    words = _kind_words(query)
    pairs = [
        (modifier, m_stem, head, h_stem)
        for (modifier, m_stem), (head, h_stem) in itertools.pairwise(words)
        if modifier
        and head
        and modifier not in acronyms
        and head not in acronyms
        and m_stem != h_stem
        and h_stem not in _DOCUMENT_PARTS
    ]
    held = [{stem for _word, stem in _kind_words(sentence)} for sentence in sentences]
    pairs = [p for p in pairs if any(p[1] not in stems and p[3] in stems for stems in held)]
    return [p for p in pairs if f" {p[0]} {p[2]} " in indexed]


def of_another_kind(sentence: str, kinds: list[tuple[str, str, str, str]], query: str, indexed: str) -> bool:
    """
    :param sentence: A sentence of the passages.
    :param kinds: `asked_kinds` of the question.
    :param query: The question.
    :param indexed: The indexed text, folded (`document_text`).
    :returns: Whether the sentence is about other kinds of a thing the question asks one kind of: it never names the
        question's modifier, and names the head after another modifier that the documents write before it elsewhere
        too ("Pool water temperature is kept at 27.5-28.5 °C in the main pools, 29.5-30.5 °C in the learner pools"
        for the leisure pool, which the documents name elsewhere). A sentence that names the head alone ("every
        pool") may hold for all kinds, and states it; a word the documents put before the head only in this sentence
        ("the single manual") is no kind of it.
    """
    words = _kind_words(sentence)
    stems = {stem for _word, stem in words}
    asked = {stem for _word, stem in _kind_words(query)}
    for m_word, m_stem, _head, h_stem in kinds:
        if m_stem in stems or h_stem not in stems:
            continue
        for (other, o_stem), (head, stem) in itertools.pairwise(words):
            if (
                stem == h_stem
                and other
                and o_stem not in asked
                and not _VERB.fullmatch(other)
                and _written_together(indexed, m_word, other, head)
            ):
                return True
    return False


def topic_share(
    sentence: str, excluded: list[str], query: str, heads: set[str], weights: dict[str, float] | None
) -> float:
    """
    :param sentence: The answering sentence.
    :param excluded: Sentences about other kinds of the thing asked (`of_another_kind`).
    :param query: The question.
    :param heads: The stems of the heads of the kinds asked (`asked_kinds`).
    :param weights: Term -> inverse document frequency; None weighs every term alike.
    :returns: The idf-weighted share of the excluded sentences' topic that the sentence holds, in [0, 1]: the
        question's terms they hold, less the heads of the kinds asked ("trout" in "brown trout"); 1.0 where they hold
        none.
    """
    asked = set(analyze(query)) - heads
    topic = set()
    for text in excluded:
        topic |= asked & set(analyze(text))
    if not topic:
        return 1.0
    weights = weights or {}
    held = topic & set(analyze(sentence))
    return sum(weights.get(t, 1.0) for t in held) / sum(weights.get(t, 1.0) for t in topic)


# A sentence about another kind of the thing asked shows the fact's topic when it covers at least this share of the
# question; the answering sentence must then hold at least MIN_TOPIC_SHARE of that topic.
MIN_TOPIC_COVERAGE = 0.3
MIN_TOPIC_SHARE = 0.5

_KINDS_NEARBY = 400  # characters either side of one kind of a thing in which the documents contrast another with it


@lru_cache(maxsize=4096)  # the indexed text's hash is computed once per string; each scan of it is not
def _written_together(indexed: str, asked: str, other: str, head: str) -> bool:
    """
    :returns: Whether the folded indexed text writes the asked kind of a thing ("leisure pool") within
        `_KINDS_NEARBY` characters of the other one ("main pool"): kinds the documents set side by side, in a table
        or a list, not two wordings of one thing in different places ("locomotive horn", "train horn").
    """
    phrase, others = f" {asked} {head} ", f" {other} {head} "
    for seen, match in enumerate(re.finditer(re.escape(phrase), indexed)):
        if seen >= 200:
            return False
        if others in indexed[max(0, match.start() - _KINDS_NEARBY) : match.end() + _KINDS_NEARBY]:
            return True
    return False


# A word cut short as writers shorten a label before its number ("Div 3" for Division 3, "Reg 12", "Sch 2", "Cat B"):
# capitalised, with lower-case letters (an acronym in capitals is a name of its own), few letters, an id after it. A
# clipped word alone ("Mars") is not read so: too many names start a longer word.
_CLIPPED = re.compile(r"[A-Z][a-z]{2,4}")


def _clipped(name: str, query: str, vocabulary: dict[str, float]) -> bool:
    """:returns: Whether a one-word name is a label cut short before an id ("Div 3": "division")."""
    if not _CLIPPED.fullmatch(name) or not re.search(rf"\b{name}\.?\s+(?:\d|[A-Z]{{1,2}}\b|[IVX]+\b)", query):
        return False
    stem = name.lower()
    return any(term.startswith(stem) and len(term) > len(stem) for term in vocabulary)


@component
class AnswerabilityRouter(StoreBacked):
    """
    Sends the passages on to be answered only when one of them states something of the kind the question asks for.

    The confidence gate before it asks whether the passages are about the question; this router asks whether they answer
    it. A question's expected answer type (`rulebook.text.answer_types.classify`: a quantity in a unit, a date or
    deadline, a definition, a permission, a body or role, a list; Li and Roth, 2002) is looked for in the sentences of
    the `top_k` best passages (per thing the question asks) in the retrievers' order (`meta["retrieval_rank"]` where
    `AnswerTypeRanker` re-ranked them; `rulebook.extractive.statements`), and any further passage filed under a
    sub-article of one of those ("D10.2.2" under "D10.2"). The passages answer when one sentence both
    states that kind (`states`) and holds at least `min_coverage` of the question's terms, weighted by their inverse
    document frequency over the indexed chunks, with its article title counting half: a sentence of the right kind about
    another thing ("within one month" of a request, for a question on reporting a breach) does not. A question that asks
    for a list is also answered by a list the passages give (`enumerations`: a lead-in and its items). Questions of no
    known kind (`other`) pass. Where they do not answer a quantity, the row of a table that the question names by its
    label, or by a number or band beside one it gives (`_labelled_row`: "Junior | £150 | none" for "how much is junior
    membership a year"), in any further passage, answers: a lookup's row is its own evidence.

    A sentence about other kinds of the thing a quantity or a date is asked of (`of_another_kind`: "in the main pools
    ... in the learner pools" for "the leisure pool", where the documents write "Leisure pool" beside "Main pool") is
    about another class, as one about "Group B" is for "Group H". Where such a sentence covers the question better than
    the answering one (and at least `MIN_TOPIC_COVERAGE` of it), it shows what the fact is about: the answering
    sentence must hold `MIN_TOPIC_SHARE` of the question's terms it holds besides the kind's head (`topic_share`), or
    it states another fact of the kind asked ("Brown trout ... 15 March - 30 September" in a table of open seasons,
    for a brown trout catch return, where the returns of salmon and sea trout are due by 15 November).

    Whatever its kind, a question is not answered when it names something no indexed chunk mentions: a name or an
    acronym (`rulebook.text.mentions.names`: "Pirelli", "CMMC") none of whose terms is in the store's vocabulary or
    in an indexed document's title or file name, or a name of several capitalised words (`proper_phrases`: "the
    Irish Data Protection Commission") that no chunk holds as a phrase, unless the passages spell the acronym out
    (`rulebook.text.abbreviations.spelled_out`: a user's "BP" for the documents' "blood pressure"). The passages
    cannot state a fact about a thing the documents never mention; a quoted sentence about the rest of the question
    would answer another question. Likewise a question about an issue of a rulebook that is not indexed
    (`versions["unmatched"]` of `VersionResolver`: "the 2023 financial regulations" where only the 2026 ones are):
    the passages of another issue do not state what that one said.

    A question on a fact the document's first pages print (its revision, who approved or owns it:
    `rulebook.text.document_dates.asks_cover_fact`) is answered when one of the passages is the one `CoverRetriever`
    found that prints it (`meta["cover_line"]`).

    A question about a document's own date ("When was this manual issued?") is answered when one of the passages
    is the cover passage `CoverRetriever` found for it (`meta["cover_date"]`), which prints the date. Without one,
    a question that only points at the document ("this manual", "the document") over passages of several documents
    is not stated: which one is meant is unknown; nor is one about a document none of those searched is
    (`CoverRetriever`'s `not_indexed`: "the Harbor Crane Operations Manual" where the Harbor Crane Safety Code is
    indexed), which the answer names as not mentioned.

    When the passages carry a cross-encoder's relevance (`meta["ranker_score"]`, from `SimilarityRanker`), a passage
    whose score is below `min_ranker_score` holds no statement: the ranker has read the question and the passage
    together.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.routers import AnswerabilityRouter

    router = AnswerabilityRouter()
    doc = Document(content="Records must be kept for at least 90 days at the carrier's principal place of business.")
    print(router.run(query="How many days must records be kept?", documents=[doc]).keys())  # documents, ask
    print(router.run(query="Who must keep the records?", documents=[doc]).keys())
    ```

    In: `query`, `documents` (the passages, best first), optional `versions` (`VersionResolver`'s choice) and
    `not_indexed` (`CoverRetriever`'s). Out,
    one branch: `documents` when they answer, or `not_stated` when they do not; and always `ask` (`kind`, `unit`,
    `term`), `statement`: the best sentence of the kind asked (`rank`, `text`, `coverage`), or None, and
    `unmentioned`: the names the documents never mention.
    """

    def __init__(
        self,
        min_coverage: float = 0.05,
        top_k: int = 3,
        min_ranker_score: float = 0.0,
        min_excluded_share: float = 0.65,
        min_topical_share: float = 0.0,
        enabled: bool = True,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param min_coverage: The idf-weighted share of the question's terms the answering sentence must hold, in
            [0, 1].
        :param top_k: The passages searched for a statement, >= 1; as many for each further thing a question asks
            (`rulebook.text.answer_types.clauses`: "Which form ..., and how long ...?" reads 2 * top_k).
        :param min_ranker_score: A passage with a `ranker_score` below this holds no statement, in [0, 1]; 0: the
            score is not used.
        :param min_excluded_share: Where a sentence of the kind asked is about another class, value, year, bound or
            side than the question's (`Statement.excluded`: "1.5 mm² ... 4.0 mm²" for "a 6 mm² lead"), the answering
            sentence must cover at least this share of what that one covers of the question, >= 0; 0: not used. The
            excluded sentence shows where the documents would have stated the fact; a sentence of the kind that
            shares far fewer of the question's words is about something else.
        :param min_topical_share: Where a question asks a quantity, the sentence that states one must cover at least
            this share of what the passages' sentence that covers most of the question covers, in [0, 1]; 0: not
            used. Numbers stand in every passage; when the sentences about the question give none and the one that
            gives a number shares few of its words ("may walk up to 6 dogs" for a walking permit's fee, answered by a
            licence's late surcharge), that number is another thing's.
        :param enabled: False: every question passes (the gate alone decides).
        :param document_store: The store the passages come from, for the terms' document frequencies; None: every
            term weighs the same.
        :param filters: The chunks counted (the retrievers' fixed filter: live ones).
        :param max_age_s: With a Qdrant server, recount after this many seconds.
        :raises ValueError: When a parameter is out of range.
        """
        if not 0 <= min_coverage <= 1 or not 0 <= min_ranker_score <= 1:
            raise ValueError(
                f"min_coverage and min_ranker_score must be in [0, 1], got {min_coverage} and {min_ranker_score}."
            )
        if min_excluded_share < 0:
            raise ValueError(f"min_excluded_share must be >= 0, got {min_excluded_share}.")
        if not 0 <= min_topical_share <= 1:
            raise ValueError(f"min_topical_share must be in [0, 1], got {min_topical_share}.")
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        self.min_coverage = min_coverage
        self.top_k = top_k
        self.min_ranker_score = min_ranker_score
        self.min_excluded_share = min_excluded_share
        self.min_topical_share = min_topical_share
        self.enabled = bool(enabled)
        self._reads(document_store, filters, max_age_s)

    def warm_up(self) -> None:
        """Count the embedded store's terms now (otherwise done by the first question after each change)."""
        self.weights()

    def weights(self) -> dict[str, float] | None:
        """:returns: Term -> inverse document frequency over the store's chunks; None without a store."""
        return store_term_weights(self)

    def unmentioned(self, query: str, documents: list[Document]) -> list[str]:
        """
        :param query: The question.
        :param documents: The passages, whose text may spell out an acronym of the question.
        :returns: The question's names (`names`) that no chunk of the store mentions (in its text, or its document's
            title or file name) and the passages do not spell out, in the question's order, then its proper phrases
            (`proper_phrases`: "Irish Data Protection Commission") that no chunk holds, though it may hold each of
            their words; empty without a store.
        """
        weights = self.weights()
        if not weights:
            return []
        titled = self.store_derived(DOCUMENT_NAME_TERMS, document_name_terms, self.max_age_s)
        texts = [d.content or "" for d in documents]
        # The letters of a code ("GS-12", "DOT-117", "DE.CM-04") are not a name: the code is the thing asked about.
        codes = set(_CODE_LETTERS.findall(query)) | {
            part for m in _CODE.finditer(query) for part in m.group(1).split(".")
        }
        absent = [
            name
            for name in names(query)
            if name not in codes
            and not labels_a_part(name)
            and (terms := analyze(name))
            # "DVDs" is asked as "DVD" (`names` writes a plural acronym singular, as a definition spells it out),
            # and the documents may write the plural only.
            and not any(t in weights or t in titled for t in (*terms, *analyze(f"{name}s")))
            and not any(spelled_out(name, text) for text in texts)
            and not _clipped(name, query, weights)
        ]
        absent += self._absent_citations(query) + self._absent_codes(query)
        phrases = [p for p in proper_phrases(query) if not any(name in p for name in absent)]
        if phrases:
            indexed = self.store_derived(DOCUMENT_TEXT, document_text, self.max_age_s)
            absent += [p for p in phrases if not _mentions_phrase(indexed, p)]
        return absent

    def _absent_citations(self, query: str) -> list[str]:
        """
        :param query: The question.
        :returns: The articles it cites ("Art. 31", "clause 9.4") that the indexed documents neither file a chunk
            under (nor under one of its sub-articles, nor under an article it is part of) nor name in their text,
            where they file chunks under other articles of that label: documents numbered Art. 1 to Art. 30 have no
            Art. 31, and a sentence of Art. 28 does not say what it would.
        """
        references = cited_articles(query)
        if not references:
            return []
        table = self.store_derived(ARTICLE_TABLE, article_table, self.max_age_s)
        labels = {label for entries in table.values() for label, _doc in entries}
        absent = []
        for label, ident in references:
            if label not in labels or not (words := label_words(label)):
                continue
            if ident in table or any(p in table for p in parent_ids(ident)):
                continue
            if any(key.startswith(ident + ".") for key in table):
                continue
            indexed = self.store_derived(DOCUMENT_TEXT, document_text, self.max_age_s)
            if any(f" {word} {_folded(ident).strip()} " in indexed for word in words):
                continue
            absent.append(f"{label.capitalize()} {ident}")
        return absent

    def _absent_codes(self, query: str) -> list[str]:
        """
        :param query: The question.
        :returns: The codes it names ("DE.CM-04", "HMG-131", "MCSA-5899") that no indexed text writes, where the
            texts write other codes of the same letters ("DE.CM-01", "DE.CM-06"): a numbered series without the
            member asked; "GS-12" where no text writes "GS" is left to the other checks.
        """
        codes = [(m.group(0), m.group(1), int(m.group(2))) for m in _CODE.finditer(query)]
        if not codes:
            return []
        series = self.store_derived(CODE_SERIES, code_series, self.max_age_s)
        return [code for code, letters, number in codes if series.get(letters) and number not in series[letters]]

    def _named_row(
        self, query: str, ask: Ask, rest: list[Document], documents: list[Document], floor: float
    ) -> dict[str, Any] | None:
        """
        :param query: The question.
        :param ask: What it asks for.
        :param rest: The passages not searched, in the retrievers' order.
        :param documents: All the passages, in their order.
        :param floor: The coverage a statement must reach.
        :returns: The statement (`rank`, `text`, `coverage`) of the row of a table that the question names by its
            label, code or band ("Junior | £150 | none" for "how much is junior membership a year") and that states
            the kind asked, in a passage the retrievers ranked lower; None when there is none. A row the question
            picks is a lookup's own evidence, as a sentence of the kind from further down is not.
        """
        rows = [s for s in statements(query, rest, ask, self.weights()) if s.fits and _labelled_row(s.text, query)]
        row = max(rows, key=lambda s: s.coverage, default=None)
        if row is None or row.coverage < floor:
            return None
        return {"rank": documents.index(rest[row.rank - 1]) + 1, "text": row.text, "coverage": round(row.coverage, 4)}

    @component.output_types(
        documents=list[Document], not_stated=list[Document], ask=dict, statement=dict, unmentioned=list[str]
    )
    def run(
        self, query: str, documents: list[Document], versions: dict | None = None, not_indexed: list[str] | None = None
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The passages, best first.
        :param versions: `VersionResolver`'s choice of versions; its `unmatched` (years or issues the question names
            as versions that no indexed document has) sends the passages to `not_stated`.
        :param not_indexed: `CoverRetriever`'s `not_indexed`: the document a question asks the date of, when none
            searched is that document ("the Harbor Crane Operations Manual"); sends the passages to `not_stated`,
            with it as `unmentioned`.
        :returns: `documents` (they answer) or `not_stated` (they do not), with `ask`, `statement` and
            `unmentioned`.
        """
        ask = classify(query)
        unmentioned = self.unmentioned(query, documents) if self.enabled and documents else []
        if self.enabled and not_indexed:
            unmentioned = [*unmentioned, *not_indexed]
        if unmentioned or (self.enabled and documents and (versions or {}).get("unmatched")):
            return {"not_stated": documents, "ask": ask.to_dict(), "statement": None, "unmentioned": unmentioned}
        if not self.enabled or ask.kind == "other" or not documents:
            return {"documents": documents, "ask": ask.to_dict(), "statement": None, "unmentioned": []}
        # A question on a fact of the document its first pages print (its revision, who approved it), with the
        # passage that prints it (CoverRetriever).
        printed = next((d for d in documents if d.meta.get(COVER_LINE)), None)
        if printed is not None and asks_cover_fact(query) is not None:
            statement = {"rank": documents.index(printed) + 1, "text": printed.meta[COVER_LINE], "coverage": 1.0}
            return {"documents": documents, "ask": ask.to_dict(), "statement": statement, "unmentioned": []}
        # A question about the document's own date, with the passage that prints it on the cover (CoverRetriever).
        subject = asks_document_date(query)
        cover = next((d for d in documents if d.meta.get(COVER_DATE)), None)
        line = date_line(cover.content or "", cover.meta[COVER_DATE]) if cover is not None else None
        if subject is not None and line is not None:
            statement = {"rank": documents.index(cover) + 1, "text": line, "coverage": 1.0}
            return {"documents": documents, "ask": ask.to_dict(), "statement": statement, "unmentioned": []}
        if subject is not None and generic(subject) and len({d.meta.get("file_name") for d in documents}) > 1:
            # "When was this manual issued?" over passages of several documents, none with a cover that prints a
            # date: which manual is meant is unknown, and their dates are other things' (the editions they replace).
            # Over one document's passages, its body may state its own date ("will come into force on 1 January
            # 2026"), and the question is read as any other.
            return {"not_stated": documents, "ask": ask.to_dict(), "statement": None, "unmentioned": []}
        # The retrievers' order, where AnswerTypeRanker moved passages of the kind asked up: a passage of the right
        # kind from further down is no sign that the documents state the fact (a near miss's passages hold many).
        ranks = [(d.meta.get(RETRIEVAL_RANK) or i, i) for i, d in enumerate(documents, start=1)]
        in_retrieval_order = [documents[i - 1] for _rank, i in sorted(ranks)]
        # A question that asks several things draws passages for each: the one that states what its last clause
        # asks (classify's) may come after the first clause's best, so `top_k` passages are read per clause.
        first = in_retrieval_order[: self.top_k * clauses(query)]
        searched = [
            d
            for d in first + [d for d in in_retrieval_order if d not in first and _within(d, first)]
            if self.min_ranker_score <= 0 or float(d.meta.get("ranker_score", 1.0)) >= self.min_ranker_score
        ]
        read = statements(query, searched, ask, self.weights())
        if ask.kind in ("quantity", "date") and self.weights():
            # A sentence of the kind asked about another kind of the thing ("the main pools" for the leisure pool)
            # shows where the documents would have stated the fact, as one about another class does.
            indexed = self.store_derived(DOCUMENT_TEXT, document_text, self.max_age_s)
            kinds = asked_kinds(query, indexed, [s.text for s in read if s.fits])  # "the leisure pool": a kind of pool
            other_kind = [s.fits and bool(kinds) and of_another_kind(s.text, kinds, query, indexed) for s in read]
            by_kind = [s for s, other in zip(read, other_kind, strict=True) if other]
            read = [
                replace(s, fits=False, excluded=True) if other else s for s, other in zip(read, other_kind, strict=True)
            ]
            heads = {h_stem for _m, _ms, _h, h_stem in kinds}
        else:
            heads, by_kind = set(), []
        fitting: list[Statement | Enumeration] = [s for s in read if s.fits]
        # The sentence that would have answered, had it been about the class, value, year or side asked.
        excluded = max((s.coverage for s in read if s.excluded), default=0.0)
        if ask.kind == "list":
            # A list the passages give, lead-in and items on lines of their own, states a list as a sentence that
            # names three things does.
            fitting += enumerations(query, searched, self.weights())
        best = max(fitting, key=lambda s: s.coverage, default=None)
        # Who signed a letter: its close is at its end, which the retrievers rank low for a question about what the
        # letter answers; the rest of the letters read is read too, as for a definition.
        signed = asks_signer(query) and (best is None or best.coverage < self.min_coverage)
        if (ask.kind == "definition" and best is None) or signed:
            # A definition has a strict form (`defines`: the term and a defining word, a glossary or terms entry),
            # which a near miss's passages do not hold however many are read: one further down that gives it states
            # it ("3. Planning endurance is the flight time ..." in the notes under a table the retrievers ranked
            # fourth). Only in the documents of the passages read: another document's expansion of the same letters
            # ("single-input single-output (SISO)" in a technical rulebook) is not what the one asked about means.
            read_in = {d.meta.get("file_name") for d in searched}
            further = [d for d in in_retrieval_order if d not in searched and d.meta.get("file_name") in read_in]
            # A letter's close is read with the letter's passages read first, which say what it is about.
            further = [*searched, *further] if signed else further
            defining = [s for s in statements(query, further, ask, self.weights()) if s.fits]
            best = max(defining, key=lambda s: s.coverage, default=None)
            searched = further
        statement = None
        if best is not None:
            rank = documents.index(searched[best.rank - 1]) + 1
            statement = {"rank": rank, "text": best.text, "coverage": round(best.coverage, 4)}
        # The sentence that covers most of the question, stating the kind asked or not: the passages' topic.
        topical = max((s.coverage for s in read), default=0.0) if ask.kind == "quantity" else 0.0
        floor = max(self.min_coverage, self.min_excluded_share * excluded, self.min_topical_share * topical)
        answers = best is not None and best.coverage >= floor
        if answers and isinstance(best, Statement) and by_kind:
            # A sentence about another kind of the thing that covers the question well ("a return of the salmon and
            # sea trout caught ... by 15 November" for a brown trout return) shows what the fact is about: a sentence
            # that names the kind asked but not that topic ("Brown trout | Zone A | 15 March - 30 September" in a
            # table of open seasons) states another fact of it.
            shown = [s.text for s in by_kind if s.coverage > max(best.coverage, MIN_TOPIC_COVERAGE)]
            answers = not shown or topic_share(best.text, shown, query, heads, self.weights()) >= MIN_TOPIC_SHARE
        rest = [d for d in in_retrieval_order if d not in searched]
        if not answers and ask.kind == "quantity" and (row := self._named_row(query, ask, rest, documents, floor)):
            statement, answers = row, True
        return {
            "documents" if answers else "not_stated": documents,
            "ask": ask.to_dict(),
            "statement": statement,
            "unmentioned": [],
        }
