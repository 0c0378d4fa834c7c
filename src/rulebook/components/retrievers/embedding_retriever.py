"""Dense (cosine) retrieval: in process over a snapshot of the embedded store, or by Qdrant on a server."""

from typing import Any

import numpy as np
from haystack import Document, component
from haystack.document_stores.types import FilterPolicy

from rulebook.store.snapshot import SnapshotRetriever

#: Where the search runs: `numpy` (in process), `qdrant` (the store's own search), or `auto` (numpy for an embedded
#: store, qdrant for a server, where other processes write).
BACKENDS = ("auto", "numpy", "qdrant")


@component
class EmbeddingRetriever(SnapshotRetriever):
    """
    Retrieves chunks by cosine similarity to the question's embedding, in process or by Qdrant (`backend`).

    Qdrant's embedded (local) mode evaluates payload filters in pure Python, so its filtered dense search (rulebook
    always filters on `meta.live`) is slow; the `numpy` backend answers from an in-memory matrix of the store's
    chunk embeddings instead, with the same ranking (exact cosine, as Qdrant's local mode). That matrix is
    `rulebook.store.snapshot`: the chunks that match `filters`, rebuilt after any write through the store object.
    With a Qdrant server, where other processes write, the `qdrant` backend runs Qdrant's own search
    (`QdrantEmbeddingRetriever`). `auto` chooses by where the store is, once, in the constructor; both backends
    have the same sockets.

    Usage example:
    ```python
    from rulebook.components.retrievers import EmbeddingRetriever

    retriever = EmbeddingRetriever(document_store=store, top_k=30)
    print(retriever.active_backend, retriever.run(query_embedding=embedding)["documents"][0].score)
    ```

    In: `query_embedding`, optional `filters` (Haystack filters on the snapshot's metadata) and `top_k`.
    Out: `documents`, best first, with `score` the cosine similarity (as Qdrant reports it).
    """

    def __init__(
        self,
        document_store: Any,
        top_k: int = 30,
        filters: dict[str, Any] | None = None,
        filter_policy: str | FilterPolicy = FilterPolicy.MERGE,
        backend: str = "auto",
    ) -> None:
        """
        :param document_store: The store whose chunks are searched (a `QdrantDocumentStore` in rulebook).
        :param top_k: Chunks returned, >= 1.
        :param filters: Filters every search applies (and the snapshot holds only matching chunks).
        :param filter_policy: How run-time filters combine with `filters`: `merge` or `replace`.
        :param backend: `numpy`, `qdrant` or `auto` (see `BACKENDS`).
        :raises ValueError: When top_k < 1 or the backend is unknown.
        """
        self._retrieves(document_store, top_k, filters, filter_policy, backend, BACKENDS)
        self._qdrant: Any = None
        if self.active_backend == "qdrant":
            from haystack_integrations.components.retrievers.qdrant import QdrantEmbeddingRetriever

            self._qdrant = self._on_server(QdrantEmbeddingRetriever)

    def warm_up(self) -> None:
        """Build the in-process snapshot now (it is otherwise built by the first question)."""
        if self.active_backend == "numpy":
            self._snapshot().embeddings()

    @component.output_types(documents=list[Document])
    def run(
        self, query_embedding: list[float], filters: dict[str, Any] | None = None, top_k: int | None = None
    ) -> dict[str, list[Document]]:
        """
        :param query_embedding: The question's embedding.
        :param filters: Run-time filters, combined with the init filters by `filter_policy`.
        :param top_k: Overrides the init top_k.
        :returns: `documents`: new Document objects, best first, with their cosine `score`; none when no chunk has
            an embedding.
        :raises ValueError: When the query embedding's dimension is not the stored chunks'.
        """
        if self._qdrant is not None:
            return {
                "documents": self._qdrant.run(query_embedding=query_embedding, filters=filters, top_k=top_k)[
                    "documents"
                ]
            }
        snap = self._snapshot()
        matrix = snap.embeddings()
        if not snap.documents or matrix.shape[1] == 0:  # no chunks, or none with an embedding
            return {"documents": []}
        query = np.asarray(query_embedding, dtype=np.float32)
        if query.shape != (matrix.shape[1],):
            raise ValueError(
                f"The query embedding has shape {query.shape}; the stored chunks have {matrix.shape[1]} dimensions. "
                "Embed questions with the model the documents were embedded with."
            )
        norm = float(np.linalg.norm(query))
        scores = matrix @ (query / norm if norm else query)
        return {"documents": self._best(snap, scores, filters, top_k or self.top_k)}
