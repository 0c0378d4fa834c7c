"""BM25 sparse vectors for chunks, stored beside the dense vectors in one Qdrant collection."""

from collections import Counter
from dataclasses import replace

from haystack import Document, component
from haystack.dataclasses import SparseEmbedding

from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.lexical import analyze, term_index


def bm25_term_weights(terms: list[str], k1: float, b: float, avg_doc_length: float) -> dict[int, float]:
    """
    The document side of BM25 (Robertson & Zaragoza, 2009): the saturated, length-normalised term frequency
    `tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl))`. The IDF factor is applied by Qdrant at query time
    (sparse vectors with `modifier: idf`), so the store always holds the current collection's IDF.

    :param terms: Analysed terms of one chunk.
    :param k1: Term-frequency saturation (BM25 k1).
    :param b: Length normalisation (BM25 b).
    :param avg_doc_length: Average chunk length in terms (avgdl).
    :returns: Sparse index -> weight.
    """
    length = len(terms)
    norm = k1 * (1 - b + b * length / avg_doc_length)
    weights: dict[int, float] = {}
    for term, tf in Counter(terms).items():
        index = term_index(term)
        # Two terms could share a hash bucket; adding keeps both contributions.
        weights[index] = weights.get(index, 0.0) + tf * (k1 + 1) / (tf + norm)
    return weights


@component
class BM25SparseDocumentEmbedder(InitParametersSerialization):
    """
    Computes a BM25 sparse embedding for each chunk, from its text and its article heading.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder

    embedder = BM25SparseDocumentEmbedder()
    doc = Document(content="The Stewards may overrule judges of fact.", meta={"article": "B1.3.7"})
    print(embedder.run(documents=[doc])["documents"][0].sparse_embedding)
    ```

    The article id, its title and the breadcrumb are indexed with the text (a simple field boost: they are what
    a reader searches by). Query vectors come from `BM25SparseTextEmbedder`, with the same analysis.
    """

    def __init__(
        self,
        k1: float = 1.2,
        b: float = 0.75,
        avg_doc_length: float = 120.0,
        meta_fields_to_index: list[str] | None = None,
    ) -> None:
        """
        :param k1: BM25 k1, > 0.
        :param b: BM25 b, in [0, 1].
        :param avg_doc_length: Average chunk length in analysed terms; the default suits the chunks of a 256-token
            embedder.
        :param meta_fields_to_index: Meta fields whose text is indexed with the content.
            Default `["article", "article_title"]`.
        :raises ValueError: When k1, b or avg_doc_length is out of range.
        """
        if k1 <= 0 or not 0 <= b <= 1 or avg_doc_length <= 0:
            raise ValueError(f"Invalid BM25 parameters k1={k1}, b={b}, avg_doc_length={avg_doc_length}.")
        self.k1 = k1
        self.b = b
        self.avg_doc_length = avg_doc_length
        self.meta_fields_to_index = (
            ["article", "article_title"] if meta_fields_to_index is None else list(meta_fields_to_index)
        )

    def indexed_text(self, document: Document) -> str:
        """
        :param document: A chunk.
        :returns: The text that BM25 indexes: the meta fields to index, then the content.
        """
        parts = [str(document.meta[f]) for f in self.meta_fields_to_index if document.meta.get(f)]
        return "\n".join([*parts, document.content or ""])

    @component.output_types(documents=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        Add a BM25 sparse embedding to each chunk.

        :param documents: Chunks.
        :returns: `documents`: new Document objects with `sparse_embedding` set (a chunk with no terms gets an
            empty sparse vector).
        """
        out = []
        for doc in documents:
            weights = bm25_term_weights(
                analyze(self.indexed_text(doc), parents=True), self.k1, self.b, self.avg_doc_length
            )
            indices = sorted(weights)
            sparse = SparseEmbedding(indices=indices, values=[weights[i] for i in indices])
            out.append(replace(doc, sparse_embedding=sparse))
        return {"documents": out}
