"""How strongly the retrieved passages support an answer: the input of the confidence gate."""

from typing import Any

from haystack import Document, component, default_from_dict, default_to_dict

from components.lexical_analyzer import analyze


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
    occur in the best-covering kept passage. The gate's threshold is chosen by the evaluation harness.
    """

    def __init__(self, top_k: int = 5, dense_weight: float = 0.5) -> None:
        """
        :param top_k: Passages kept, >= 1.
        :param dense_weight: Weight of the dense similarity in the confidence, in [0, 1].
        :raises ValueError: When a parameter is out of range.
        """
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        if not 0 <= dense_weight <= 1:
            raise ValueError(f"dense_weight must be in [0, 1], got {dense_weight}.")
        self.top_k = top_k
        self.dense_weight = dense_weight

    def to_dict(self) -> dict[str, Any]:
        """:returns: The component as a dictionary."""
        return default_to_dict(self, top_k=self.top_k, dense_weight=self.dense_weight)

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
            confidence (`dense`, `coverage`).
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
        return {
            "documents": kept,
            "confidence": round(confidence, 4),
            "signals": {"dense": round(dense, 4), "coverage": round(coverage, 4)},
        }
