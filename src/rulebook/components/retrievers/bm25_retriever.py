"""BM25 retrieval: in process (bm25s) over a snapshot of the embedded store, or by Qdrant's sparse search (server)."""

from typing import Any

from haystack import Document, component
from haystack.document_stores.types import FilterPolicy

from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder
from rulebook.components.embedders.bm25_text_embedder import BM25SparseTextEmbedder
from rulebook.store.snapshot import SnapshotRetriever, StoreSnapshot
from rulebook.text.lexical import analyze_question

#: Where the search runs: `bm25s` (in process), `qdrant` (sparse vectors in the collection), or `auto` (bm25s for an
#: embedded store, qdrant for a server, where other processes write).
BACKENDS = ("auto", "bm25s", "qdrant")


@component
class BM25Retriever(SnapshotRetriever):
    """
    Retrieves chunks by BM25, in process or by Qdrant (`backend`), from the question's text.

    Qdrant's embedded (local) mode scores sparse vectors in pure Python, which is slow at thousands of chunks; the
    `bm25s` backend answers the same BM25 question from `bm25s` sparse matrices (Lù, 2024) instead, in numpy. It scores
    what the Qdrant sparse path scores: the same analysis (`rulebook.text.lexical`: NFKC, stemming, stop words), the
    same fields (article id and title with the text), BM25 with Lucene's IDF (Robertson & Zaragoza, 2009), but with the
    collection's true average chunk length. Its index is built over `rulebook.store.snapshot` (the chunks that match
    `filters`, the live ones), which every write through the store object makes stale, so the next question rebuilds it.

    With a Qdrant server, where other processes write, the `qdrant` backend turns the question into a BM25 query
    vector (`BM25SparseTextEmbedder`) and runs `QdrantSparseEmbeddingRetriever` on the collection's sparse vectors.
    `auto` chooses by where the store is, once, in the constructor; both backends have the same sockets.

    Usage example:
    ```python
    from rulebook.components.retrievers import BM25Retriever

    retriever = BM25Retriever(document_store=store, top_k=30)
    print(retriever.run(query="Who may inspect hazardous materials records?")["documents"][0].meta["page_start"])
    ```

    In: `query` (text), optional `filters` (Haystack filters, applied to the snapshot's metadata) and `top_k`.
    Out: `documents`, best first, with `score` the BM25 score; chunks with no query term are not returned.
    """

    def __init__(
        self,
        document_store: Any,
        top_k: int = 30,
        filters: dict[str, Any] | None = None,
        filter_policy: str | FilterPolicy = FilterPolicy.MERGE,
        k1: float = 1.2,
        b: float = 0.75,
        meta_fields_to_index: list[str] | None = None,
        backend: str = "auto",
    ) -> None:
        """
        :param document_store: The store whose chunks are searched (a `QdrantDocumentStore` in rulebook).
        :param top_k: Chunks returned, >= 1.
        :param filters: Filters every search applies (and the snapshot holds only matching chunks).
        :param filter_policy: How run-time filters combine with `filters`: `merge` or `replace`.
        :param k1: BM25 k1, > 0.
        :param b: BM25 b, in [0, 1].
        :param meta_fields_to_index: Meta fields indexed with the content; default `["article", "article_title"]`,
            as `BM25SparseDocumentEmbedder`. The `qdrant` backend scores the fields the chunks were indexed with.
        :param backend: `bm25s`, `qdrant` or `auto` (see `BACKENDS`).
        :raises ValueError: When top_k, k1 or b is out of range, or the backend is unknown.
        """
        self._retrieves(document_store, top_k, filters, filter_policy, backend, BACKENDS)
        if k1 <= 0 or not 0 <= b <= 1:
            raise ValueError(f"Invalid BM25 parameters k1={k1}, b={b}.")
        self.k1 = k1
        self.b = b
        self.meta_fields_to_index = (
            ["article", "article_title"] if meta_fields_to_index is None else list(meta_fields_to_index)
        )
        self._fields = BM25SparseDocumentEmbedder(meta_fields_to_index=self.meta_fields_to_index)
        self._qdrant: Any = None
        if self.active_backend == "qdrant":
            from haystack_integrations.components.retrievers.qdrant import QdrantSparseEmbeddingRetriever

            self._query_vector = BM25SparseTextEmbedder()
            self._qdrant = self._on_server(QdrantSparseEmbeddingRetriever)

    def _index(self) -> tuple[StoreSnapshot, Any]:
        """The current snapshot and its BM25 index."""
        snap = self._snapshot()
        key = f"{self.meta_fields_to_index}|{self.k1}|{self.b}"
        return snap, snap.bm25(key, self._fields.indexed_text, self.k1, self.b)

    def warm_up(self) -> None:
        """Build the in-process index now (it is otherwise built by the first question)."""
        if self.active_backend == "bm25s":
            self._index()

    @component.output_types(documents=list[Document])
    def run(
        self, query: str, filters: dict[str, Any] | None = None, top_k: int | None = None
    ) -> dict[str, list[Document]]:
        """
        :param query: The question.
        :param filters: Run-time filters, combined with the init filters by `filter_policy`.
        :param top_k: Overrides the init top_k.
        :returns: `documents`: new Document objects, best first, with their BM25 `score`.
        """
        top_k = top_k or self.top_k
        if self._qdrant is not None:
            vector = self._query_vector.run(text=query)["sparse_embedding"]
            return {
                "documents": self._qdrant.run(query_sparse_embedding=vector, filters=filters, top_k=top_k)["documents"]
            }
        snap, index = self._index()
        if index is None:
            return {"documents": []}
        vocab = index.vocab_dict
        terms = [t for t in analyze_question(query) if t in vocab]
        if not terms:
            return {"documents": []}
        scores = index.get_scores(terms)
        return {"documents": self._best(snap, scores, filters, top_k, minimum=0.0)}
