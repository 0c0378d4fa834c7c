"""Weighted reciprocal rank fusion of the dense and the lexical (BM25) candidate lists."""

from typing import Any

from haystack import Document, component, default_from_dict, default_to_dict


@component
class WeightedRankFusion:
    """
    Fuses the dense and the BM25 candidates by weighted reciprocal rank fusion (Cormack et al., 2009).

    A chunk's fused score is `lexical_weight / (k + r_lex) + (1 - lexical_weight) / (k + r_dense)`, where r is its
    1-based rank in each list (a list it is absent from adds nothing). Unlike a joiner with one variadic input,
    the two lists arrive on named inputs, so each weight is tied to its retriever. With `lexical_weight` 0.5 the
    order equals plain RRF's.

    Usage example:
    ```python
    from haystack import Document
    from components.weighted_rank_fusion import WeightedRankFusion

    fusion = WeightedRankFusion(lexical_weight=0.7)
    a, b = Document(id="a", content="A"), Document(id="b", content="B")
    print([d.id for d in fusion.run(dense_documents=[b, a], lexical_documents=[a, b])["documents"]])  # ['a', 'b']
    ```

    In: `dense_documents` and `lexical_documents`, each best first (either may be empty or absent).
    Out: `documents`, new Document objects, best first, at most `top_k`, with `score` the fused score.
    """

    def __init__(self, lexical_weight: float = 0.5, k: int = 60, top_k: int | None = None) -> None:
        """
        :param lexical_weight: Weight of the BM25 list, in [0, 1]; the dense list gets the rest.
        :param k: The RRF rank constant, >= 1 (60 in Cormack et al.).
        :param top_k: Keep at most this many chunks (None: all).
        :raises ValueError: When a parameter is out of range.
        """
        if not 0 <= lexical_weight <= 1:
            raise ValueError(f"lexical_weight must be in [0, 1], got {lexical_weight}.")
        if k < 1:
            raise ValueError(f"k must be >= 1, got {k}.")
        if top_k is not None and top_k < 1:
            raise ValueError(f"top_k must be >= 1 or None, got {top_k}.")
        self.lexical_weight = lexical_weight
        self.k = k
        self.top_k = top_k

    def to_dict(self) -> dict[str, Any]:
        """:returns: The component as a dictionary."""
        return default_to_dict(self, lexical_weight=self.lexical_weight, k=self.k, top_k=self.top_k)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "WeightedRankFusion":
        """:returns: The component built from `to_dict` output."""
        return default_from_dict(cls, data)

    @component.output_types(documents=list[Document])
    def run(
        self,
        dense_documents: list[Document] | None = None,
        lexical_documents: list[Document] | None = None,
        top_k: int | None = None,
    ) -> dict[str, list[Document]]:
        """
        :param dense_documents: The dense retriever's chunks, best first.
        :param lexical_documents: The BM25 retriever's chunks, best first.
        :param top_k: Overrides the init top_k.
        :returns: `documents`: the fused list.
        """
        scores: dict[str, float] = {}
        first: dict[str, Document] = {}
        for documents, weight in ((lexical_documents, self.lexical_weight), (dense_documents, 1 - self.lexical_weight)):
            seen: set[str] = set()
            for rank, doc in enumerate(documents or [], start=1):
                if doc.id in seen:
                    continue
                seen.add(doc.id)
                first.setdefault(doc.id, doc)
                scores[doc.id] = scores.get(doc.id, 0.0) + weight / (self.k + rank)
        order = sorted(scores, key=lambda i: scores[i], reverse=True)
        limit = top_k or self.top_k
        if limit is not None:
            order = order[:limit]
        return {"documents": [_with_score(first[i], scores[i]) for i in order]}


def _with_score(doc: Document, score: float) -> Document:
    """
    :returns: A new Document with the fields of `doc` and `score`; what `dataclasses.replace` returns, without
        re-running Document's constructor (a third of this component's time). Like `replace`, it shares the
        input's meta, which in a pipeline is this component's own copy (Haystack copies every component's inputs).
    """
    clone = object.__new__(Document)
    clone.__dict__.update(doc.__dict__, score=score)  # not attribute assignment, which Document warns on
    return clone
