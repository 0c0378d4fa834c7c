"""BM25 sparse query vectors, matching `BM25SparseDocumentEmbedder`."""

from collections import Counter

from haystack import component
from haystack.dataclasses import SparseEmbedding

from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.lexical import analyze_question, term_index


@component
class BM25SparseTextEmbedder(InitParametersSerialization):
    """
    Turns a question into a BM25 query vector: one entry per distinct analysed term, weighted by how often it
    occurs in the question. Qdrant multiplies each entry by the term's IDF and by the chunk's saturated term
    frequency, which gives the BM25 score (Robertson & Zaragoza, 2009).

    Usage example:
    ```python
    from rulebook.components.embedders.bm25_text_embedder import BM25SparseTextEmbedder

    print(BM25SparseTextEmbedder().run(text="What happens if a driver misses the weighbridge?"))
    ```
    """

    def __init__(self) -> None:
        """The analysis is fixed by `rulebook.text.lexical`; there is nothing to configure."""

    @component.output_types(sparse_embedding=SparseEmbedding)
    def run(self, text: str) -> dict[str, SparseEmbedding]:
        """
        :param text: The question.
        :returns: `sparse_embedding`: the query vector (empty when the question has no indexable terms).
        """
        weights: dict[int, float] = {}
        for term, count in Counter(analyze_question(text)).items():
            index = term_index(term)
            weights[index] = weights.get(index, 0.0) + float(count)
        indices = sorted(weights)
        return {"sparse_embedding": SparseEmbedding(indices=indices, values=[weights[i] for i in indices])}
