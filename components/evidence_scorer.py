"""How strongly the retrieved passages support an answer: the input of the confidence gate."""

import re
from typing import Any

from haystack import Document, component, default_from_dict, default_to_dict

from components.lexical_analyzer import analyze

# Anchors: the parts of a question that name one thing exactly, so a passage about a neighbouring thing does not
# answer it: a year (2023, 2031) or a regulation part or section (Part 219, § 234.7).
_YEAR = re.compile(r"(?<![\d.])(?:19|20)\d\d(?![\d.])")
_PART = re.compile(r"(?:\bparts?\b|§+)\s*(\d{2,4}(?:\.\d+)*)", re.IGNORECASE)
_META_FIELDS = ("file_name", "title", "article", "article_title", "breadcrumb", "version", "issue")


def anchors(question: str) -> list[str]:
    """
    :param question: The question.
    :returns: Its years and regulation part/section numbers, in order, without repeats.
    """
    found = _YEAR.findall(question) + _PART.findall(question)
    return list(dict.fromkeys(found))


def _passage_words(doc: Document) -> str:
    meta = " ".join(str(doc.meta.get(k) or "") for k in _META_FIELDS)
    return f"{meta} {doc.content or ''}".replace("_", " ")


def _holds(text: str, anchor: str) -> bool:
    return re.search(rf"(?<![\d.]){re.escape(anchor)}(?![\d])", text) is not None


@component
class EvidenceScorer:
    """
    Keeps the top_k passages and scores how well they cover the question, for the confidence gate.

    Usage example:
    ```python
    from haystack import Document
    from components.evidence_scorer import EvidenceScorer

    scorer = EvidenceScorer(top_k=2)
    docs = [Document(id="a", content="Ninety (90) days before the Competition ...", score=0.03)]
    dense = [Document(id="a", content="...", score=0.71)]
    out = scorer.run(query="When must the insurance details be sent?", documents=docs, dense_documents=dense)
    print(out["confidence"])
    ```

    The confidence is a number in [0, 1]: `dense_weight * s + (1 - dense_weight) * c`, where `s` is the best
    dense cosine similarity among the kept passages and `c` the share of the question's distinct BM25 terms that
    occur in the best-covering kept passage (its article title included). When the question names an anchor, a
    year or a regulation part/section (`2023`, `Part 219`, `§ 234.7`), that none of the kept passages (their text,
    file name, title and article) holds, the passages are about a neighbouring year or rule and the confidence is
    multiplied by `1 - anchor_penalty`. The gate's threshold is chosen by the evaluation harness
    (`python -m eval answers --calibrate`).

    In: `query`, `documents` (passages, best first) and `dense_documents` (the dense retriever's results).
    Out: `documents` (the top_k), `confidence` and `signals` (`dense`, `coverage`, `missing_anchors`).
    """

    def __init__(self, top_k: int = 5, dense_weight: float = 0.5, anchor_penalty: float = 0.5) -> None:
        """
        :param top_k: Passages kept, >= 1.
        :param dense_weight: Weight of the dense similarity in the confidence, in [0, 1].
        :param anchor_penalty: Share of the confidence removed when an anchor of the question is missing, in [0, 1].
        :raises ValueError: When a parameter is out of range.
        """
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        if not 0 <= dense_weight <= 1:
            raise ValueError(f"dense_weight must be in [0, 1], got {dense_weight}.")
        if not 0 <= anchor_penalty <= 1:
            raise ValueError(f"anchor_penalty must be in [0, 1], got {anchor_penalty}.")
        self.top_k = top_k
        self.dense_weight = dense_weight
        self.anchor_penalty = anchor_penalty

    def to_dict(self) -> dict[str, Any]:
        """:returns: The component as a dictionary."""
        return default_to_dict(self, top_k=self.top_k, dense_weight=self.dense_weight, anchor_penalty=self.anchor_penalty)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "EvidenceScorer":
        """:returns: The component built from `to_dict` output."""
        return default_from_dict(cls, data)

    @component.output_types(documents=list[Document], confidence=float, signals=dict)
    def run(
        self, query: str, documents: list[Document], dense_documents: list[Document] | None = None
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: Passages, best first (after fusion and ranking).
        :param dense_documents: The dense retriever's results, whose scores are cosine similarities.
        :returns: `documents`: the top_k passages; `confidence`: in [0, 1]; `signals`: the parts of the
            confidence (`dense`, `coverage`, `missing_anchors`).
        """
        kept = documents[: self.top_k]
        dense_scores = {d.id: d.score or 0.0 for d in dense_documents or []}
        dense = max((dense_scores.get(d.id, 0.0) for d in kept), default=0.0)
        terms = set(analyze(query))
        coverage = 0.0
        if terms:
            for doc in kept:
                passage_terms = set(analyze(f"{doc.meta.get('article_title') or ''} {doc.content or ''}"))
                coverage = max(coverage, len(terms & passage_terms) / len(terms))
        confidence = self.dense_weight * max(dense, 0.0) + (1 - self.dense_weight) * coverage
        texts = [_passage_words(d) for d in kept]
        missing = [a for a in anchors(query) if not any(_holds(t, a) for t in texts)]
        if missing:
            confidence *= 1 - self.anchor_penalty
        return {
            "documents": kept,
            "confidence": round(confidence, 4),
            "signals": {"dense": round(dense, 4), "coverage": round(coverage, 4), "missing_anchors": missing},
        }
