"""How strongly the retrieved passages support an answer: the input of the confidence gate."""

import re
from typing import Any

from haystack import Document, component

from rulebook.store.snapshot import StoreBacked, on_server, snapshot
from rulebook.text.abbreviations import spelled_out
from rulebook.text.document_dates import COVER_DATE, COVER_LINE
from rulebook.text.lexical import analyze_question, term_set
from rulebook.text.mentions import YEAR, anchors, names
from rulebook.text.references import CITED_ARTICLE

# Off the documents' subject: at least this share of the question's terms is in no candidate passage while the best
# passage is semantically far ("the offside rule in association football" over rail manuals shares only "rule" and
# "association"). A question in users' own words that the documents answer keeps most of its terms or a close
# passage (both limits were checked against the dev questions of `eval/answers.py`'s DEV_SUITE).
_OFF_SUBJECT_UNKNOWN = 0.5
_OFF_SUBJECT_DENSE = 0.4
# The more of its terms no candidate holds, the closer a passage must be to count as on the question's subject: the
# cosine limit rises from 0.4, at half the terms unknown, to 0.45 at four fifths ("What does the CSF say about
# placards on tank cars?" over the CSF shares only "CSF", with a best cosine about 0.41).
_OFF_SUBJECT_DENSE_MOST_UNKNOWN, _MOST_UNKNOWN = 0.45, 0.8


def off_subject_dense(unknown_terms: float) -> float:
    """
    :param unknown_terms: The share of the question's terms in no candidate passage, in [0, 1].
    :returns: The best dense similarity under which the question is off the documents' subject (for a share of at
        least `_OFF_SUBJECT_UNKNOWN`): 0.4 at one half, rising linearly to 0.45 at four fifths and above.
    """
    rise = min(1.0, max(0.0, (unknown_terms - _OFF_SUBJECT_UNKNOWN) / (_MOST_UNKNOWN - _OFF_SUBJECT_UNKNOWN)))
    return _OFF_SUBJECT_DENSE + rise * (_OFF_SUBJECT_DENSE_MOST_UNKNOWN - _OFF_SUBJECT_DENSE)


#: The meta key of the cross-encoder's relevance (`SimilarityRanker`), in [0, 1].
RANKER_SCORE = "ranker_score"
_META_FIELDS = ("file_name", "title", "article", "article_title", "breadcrumb", "version", "issue")


def _meta_text(doc: Document) -> str:
    return " ".join(str(doc.meta.get(k) or "") for k in _META_FIELDS)


def _passage_words(doc: Document) -> str:
    return f"{_meta_text(doc)} {doc.content or ''}".replace("_", " ")


def _passage_terms(doc: Document, analyse: Any = term_set) -> tuple[frozenset[str], frozenset[str]]:
    """
    :returns: A passage's BM25 terms for coverage (its text and article title) and for the candidate pool (its
        text and meta fields). Each field is analysed apart: no token spans the space between two fields, so the
        union of their term sets is the term set of the text they make together.
    """
    text = analyse(doc.content or "")
    return text | analyse(doc.meta.get("article_title") or ""), text | analyse(_meta_text(doc))


def _term_table(documents: list[Document]) -> dict[str, tuple[str, frozenset[str], frozenset[str]]]:
    """
    Chunk id -> (its text, `_passage_terms`), for every chunk of a snapshot; analysed without the shared cache,
    which would otherwise be flooded with the whole corpus.
    """
    analyse = term_set.__wrapped__
    return {d.id: (d.content or "", *_passage_terms(d, analyse)) for d in documents}


# A class named by a letter ("class b"), which a table may give as its row's key under a "Class" column ("B | 125").
_LETTER_CLASS = re.compile(r"class\s+([a-z])")


def _holds(text: str, anchor: str) -> bool:
    letter = _LETTER_CLASS.fullmatch(anchor)
    if letter:
        key = re.escape(letter.group(1))
        return (
            re.search(rf"(?<![\w.])class\s+{key}(?![\w'’-])", text, re.IGNORECASE) is not None
            or re.search(rf"(?m)(?:^|\|)\s*{key}\s*\|", text, re.IGNORECASE) is not None
        )
    return re.search(rf"(?<![\w.]){re.escape(anchor)}(?![\d])", text, re.IGNORECASE) is not None


def _names_in(text: str, name: str) -> bool:
    if re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text, re.IGNORECASE) is not None:
        return True
    # An acronym the text writes with full stops ("US" as "U.S.", "EU" as "E.U.").
    dotted = r"\.?".join(re.escape(c) for c in name) if name.isupper() and len(name) <= 5 else None
    return dotted is not None and re.search(rf"(?<![\w.]){dotted}\.?(?![\w])", text) is not None


@component
class EvidenceScorer(StoreBacked):
    """
    Keeps the top_k passages and scores how well they cover the question, for the confidence gate.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.rankers.evidence_scorer import EvidenceScorer

    scorer = EvidenceScorer(top_k=2)
    docs = [Document(id="a", content="Ninety (90) days before the Competition ...", score=0.03)]
    dense = [Document(id="a", content="...", score=0.71)]
    out = scorer.run(query="When must the insurance details be sent?", documents=docs, dense_documents=dense)
    print(out["confidence"])
    ```

    The confidence is a number in [0, 1]: `dense_weight * s + (1 - dense_weight) * c`, where `s` is the best
    dense cosine similarity among the kept passages and `c` the share of the question's distinct BM25 terms that
    occur in the best-covering kept passage (its article title included). The dense similarity weighs more (0.7)
    because term overlap alone is fooled by common words ("offside rule in association football" shares "rule"
    and "association" with the rail manuals). When the kept passages carry a cross-encoder's relevance
    (`meta["ranker_score"]`, set by `SimilarityRanker`), `s` is the best of those instead: the gate then needs the
    threshold calibrated with the ranker on (`gate_calibration.json`'s `ranker_on`). It is multiplied by
    `1 - anchor_penalty` when the question names something the evidence does not:
    - an anchor, a year, a regulation part/section or a class (`2023`, `Part 219`, `§ 234.7`, `Class 4`), that
      none of the kept passages holds (their text, file name, title, article): the passages are about a
      neighbouring year or rule. A missing reference (a part, section or class, not a year) removes
      `reference_penalty` instead: a year may be only an issue's date, printed on no page, but passages that
      hold no "Part 219" cannot be cited for what Part 219 requires;
    - a name, an acronym or capitalised word (`IATA`, `Pirelli`, `Concorde`), that none of the candidate passages
      (all of `documents`, not only the kept ones) holds and the kept ones do not spell out (a user's "BP" for
      their "blood pressure", `rulebook.text.abbreviations.spelled_out`): the documents do not know the thing asked
      about;
    - a subject the documents do not speak of: half the question's terms or more are in no candidate passage and
      the best dense similarity is under 0.4, a limit that rises to 0.45 as the share of unknown terms reaches four
      fifths (`off_subject_dense`; with the cosine, not a ranker's relevance).

    A question about a document's own date whose cover passage is kept (`meta["cover_date"]`, from
    `CoverRetriever`: an exact lookup of the document the question names and the date its cover prints) has
    confidence 1.0; so has one whose chunk of the article it cites is kept (`meta["cited_article"]`, from
    `ArticleRetriever`).

    The gate's threshold is chosen by the evaluation harness (`python -m eval answers --calibrate`), in hybrid mode.
    When no dense list is connected at all (`dense_documents` None: BM25-only retrieval), the confidence is the
    coverage alone, before the anchor penalty: weaker against off-topic questions that share common words, but a
    question the passages cover can pass the gate.

    With an embedded `document_store`, the passages' term sets are analysed once per store snapshot (`warm_up`), so a
    question pays only for looking them up; otherwise each passage is analysed when first seen (cached).

    In: `query`, `documents` (passages, best first) and `dense_documents` (the dense retriever's results).
    Out: `documents` (the top_k), `confidence` and `signals` (`dense`, `coverage`, `missing_anchors`,
    `missing_names`, and `unknown_terms`: the share of the question's terms in no candidate passage, reported for
    diagnosis only; `ranker`, the best relevance, when the passages carry one).
    """

    def __init__(
        self,
        top_k: int = 5,
        dense_weight: float = 0.7,
        anchor_penalty: float = 0.5,
        reference_penalty: float = 1.0,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
    ) -> None:
        """
        :param top_k: Passages kept, >= 1.
        :param dense_weight: Weight of the dense similarity in the confidence, in [0, 1].
        :param anchor_penalty: Share of the confidence removed when an anchor of the question is missing, in [0, 1].
        :param reference_penalty: Share removed when the missing anchor is a part, section or class (not a year),
            in [0, 1]; the larger of the two applies.
        :param document_store: The store the passages come from (a `QdrantDocumentStore`), whose chunks' terms are
            analysed ahead when it is embedded; None: each passage is analysed when first seen. The scores are the
            same either way.
        :param filters: The chunks to analyse ahead (the retrievers' fixed filters: the live ones).
        :raises ValueError: When a parameter is out of range.
        """
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        if not 0 <= dense_weight <= 1:
            raise ValueError(f"dense_weight must be in [0, 1], got {dense_weight}.")
        for name, value in (("anchor_penalty", anchor_penalty), ("reference_penalty", reference_penalty)):
            if not 0 <= value <= 1:
                raise ValueError(f"{name} must be in [0, 1], got {value}.")
        self.top_k = top_k
        self.dense_weight = dense_weight
        self.anchor_penalty = anchor_penalty
        self.reference_penalty = reference_penalty
        self._reads(document_store, filters)

    def warm_up(self) -> None:
        """Analyse the embedded store's chunks now (otherwise done by the first question after each change)."""
        self._terms_ahead()

    def _terms_ahead(self) -> dict[str, tuple[str, frozenset[str], frozenset[str]]]:
        """
        The term table of the embedded store's current snapshot; empty for a Qdrant server or no store (a
        server's corpus is neither ours to copy nor fixed).
        """
        store = self._document_store
        if store is None or on_server(store):
            return {}
        return snapshot(store, self.filters).derived("evidence_terms", _term_table)

    @staticmethod
    def _terms(
        doc: Document, ahead: dict[str, tuple[str, frozenset[str], frozenset[str]]]
    ) -> tuple[frozenset[str], frozenset[str]]:
        entry = ahead.get(doc.id)
        if entry is not None and entry[0] == (doc.content or ""):  # the same chunk (the text is shared, not copied)
            return entry[1], entry[2]
        return _passage_terms(doc)

    @component.output_types(documents=list[Document], confidence=float, signals=dict)
    def run(
        self, query: str, documents: list[Document], dense_documents: list[Document] | None = None
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: Passages, best first (after fusion and ranking).
        :param dense_documents: The dense retriever's results, whose scores are cosine similarities; None when the
            graph has no dense retriever (the confidence is then the coverage alone).
        :returns: `documents`: the top_k passages; `confidence`: in [0, 1]; `signals`: the parts of the
            confidence (`dense`, `coverage`, `missing_anchors`, `missing_names`, `unknown_terms`).
        """
        kept = documents[: self.top_k]
        dense_scores = {d.id: d.score or 0.0 for d in dense_documents or []}
        dense = max((dense_scores.get(d.id, 0.0) for d in kept), default=0.0)
        terms = set(analyze_question(query))
        ahead = self._terms_ahead()
        passages = [self._terms(doc, ahead) for doc in documents]
        coverage = 0.0
        if terms:
            for covered, _pool in passages[: self.top_k]:
                coverage = max(coverage, len(terms & covered) / len(terms))
        relevances = [float(d.meta[RANKER_SCORE]) for d in kept if d.meta.get(RANKER_SCORE) is not None]
        if relevances:
            # A cross-encoder read question and passage together: its relevance separates a near miss (a passage
            # on the topic that does not answer) better than a cosine of two separate embeddings.
            confidence = self.dense_weight * max(relevances) + (1 - self.dense_weight) * coverage
        elif dense_documents is None:
            # No dense retriever in the graph (`RULEBOOK_RETRIEVAL=bm25`): no similarity to weigh, so coverage alone,
            # rather than a confidence that can never pass the gate.
            confidence = coverage
        else:
            confidence = self.dense_weight * max(dense, 0.0) + (1 - self.dense_weight) * coverage
        unknown_terms = 0.0
        if terms:
            in_pool = {t for t in terms if any(t in pool for _covered, pool in passages)}
            unknown_terms = round(len(terms - in_pool) / len(terms), 4)
        asked_anchors, asked_names = anchors(query), names(query)
        missing: list[str] = []
        unknown: list[str] = []
        if asked_anchors or asked_names:  # most questions name neither: no passage text to build then
            texts = [_passage_words(d) for d in documents]
            # A plain substring test first: the word-boundary regex only runs on texts that hold the string at all.
            lowered = [t.lower() for t in texts]
            missing = [
                a
                for a in asked_anchors
                if not any(
                    (a.lower() in low or _LETTER_CLASS.fullmatch(a)) and _holds(t, a)
                    for t, low in zip(texts[: self.top_k], lowered, strict=False)
                )
            ]
            # Full stops folded out for the plain test, once per passage: "U.S." holds "US".
            folded = [low.replace(".", "") for low in lowered] if asked_names else []
            # A user's abbreviation of words the kept passages write out ("BP" for "blood pressure") names nothing
            # they lack (`spelled_out`, searched in the kept passages only: over all candidates, chance would
            # spell out most short forms).
            unknown = [
                n
                for n in asked_names
                if not any(n.lower() in low and _names_in(t, n) for t, low in zip(texts, folded, strict=True))
                and not any(spelled_out(n, d.content or "") for d in kept)
            ]
        off_subject = (
            dense_documents is not None
            and not relevances
            and unknown_terms >= _OFF_SUBJECT_UNKNOWN
            and dense < off_subject_dense(unknown_terms)
        )
        if any(d.meta.get(COVER_DATE) or d.meta.get(COVER_LINE) or d.meta.get(CITED_ARTICLE) for d in kept):
            # An exact lookup found the cover that prints the date of the document the question asks about, or the
            # article it cites ("what does art 4 say?" shares little with any passage's words or meaning).
            confidence = 1.0
        elif any(not YEAR.fullmatch(a) for a in missing):
            confidence *= 1 - max(self.anchor_penalty, self.reference_penalty)
        elif missing or unknown or off_subject:
            confidence *= 1 - self.anchor_penalty
        signals = {
            "dense": round(dense, 4),
            "coverage": round(coverage, 4),
            "missing_anchors": missing,
            "missing_names": unknown,
            "unknown_terms": unknown_terms,
        }
        if relevances:
            signals["ranker"] = round(max(relevances), 4)
        return {"documents": kept, "confidence": round(confidence, 4), "signals": signals}
