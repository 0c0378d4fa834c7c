"""
An in-memory snapshot of a document store's chunks, shared by the in-process retrievers and kept in step with it.

Qdrant's embedded (local) mode searches in pure Python, which is slow at thousands of chunks, and any payload
filter (rulebook always filters on `meta.live`) makes its dense search slower still. The in-process retrievers
search a snapshot instead: the chunks matching the graph's fixed filters and their unit-normalised embeddings as
one matrix (read together), and a bm25s index built on first use.

Consistency: every write, update or delete made through the store object bumps its generation (the store's
mutating methods are wrapped once, on first use), and a snapshot of an older generation is rebuilt on the next
question. In embedded mode every write goes through the one store object rulebook shares per process (Qdrant locks
the store folder to one process). With a Qdrant server, where other processes write, keep Qdrant's retrievers.
"""

import json
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
from haystack import Document
from haystack.document_stores.types import FilterPolicy

from rulebook.components.serialization import InitParametersSerialization
from rulebook.text.lexical import analyze

# Mutating store methods; a call to any of them makes every snapshot of that store stale.
_MUTATORS = ("write_documents", "delete_documents", "delete_by_filter", "update_by_filter", "delete_all_documents")
_generations: "weakref.WeakKeyDictionary[Any, int]" = weakref.WeakKeyDictionary()
_snapshots: "weakref.WeakKeyDictionary[Any, dict[str, StoreSnapshot]]" = weakref.WeakKeyDictionary()
_lock = threading.RLock()
#: Run-time filter masks kept per snapshot (least recently used dropped first).
_MAX_MASKS = 64
# Meta values compared a column at a time by `StoreSnapshot.mask` (hashable, and `==` means what `in` finds).
_COLUMN_SCALARS = frozenset({str, int, float, bool, type(None)})


def _watch(store: Any) -> None:
    """Count the writes made through `store` (once per store object)."""
    if store in _generations:
        return
    _generations[store] = 0
    for name in _MUTATORS:
        method = getattr(store, name, None)
        if method is None:
            continue

        def counted(*args: Any, _method: Any = method, **kwargs: Any) -> Any:
            try:
                return _method(*args, **kwargs)
            finally:
                with _lock:
                    _generations[store] = _generations.get(store, 0) + 1

        setattr(store, name, counted)


def store_generation(store: Any) -> int:
    """:returns: How many writes went through the store object since it was first watched."""
    return _generations.get(store, 0)


@dataclass
class StoreSnapshot:
    """
    The chunks of one store generation that match one filter, their embedding matrix, and search structures built
    on demand. Made by `StoreSnapshot.of`.
    """

    generation: int
    documents: list[Document]
    _embeddings: np.ndarray = field(repr=False)
    _bm25: dict[str, Any] = field(default_factory=dict, repr=False)
    _derived: dict[str, Any] = field(default_factory=dict, repr=False)
    _masks: "OrderedDict[str, np.ndarray]" = field(default_factory=OrderedDict, repr=False)
    #: Per chunk, the meta keys whose values are lists (copied by `public_copy`); found once, not per question.
    _list_keys: list[tuple[str, ...]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._list_keys = [tuple(k for k, v in d.meta.items() if type(v) is list) for d in self.documents]

    def best(
        self, scores: np.ndarray, k: int, filters: dict[str, Any] | None = None, minimum: float | None = None
    ) -> list[Document]:
        """
        The top-k chunks by score, as a retriever returns them (`public_copy`), best first.

        :param scores: One score per chunk of the snapshot.
        :param k: Chunks wanted, >= 1.
        :param filters: Run-time filters beyond the snapshot's own (chunks that fail them are left out); None: none.
        :param minimum: Keep only scores above it (BM25: 0, no shared term); None: any finite score.
        :returns: New Document objects with their `score`.
        """
        if not self.documents:
            return []
        if filters:
            scores = np.where(self.mask(filters), scores, -np.inf)
        k = min(k, len(self.documents))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        floor = -np.inf if minimum is None else minimum
        docs, lists = self.documents, self._list_keys
        return [public_copy(docs[i], float(scores[i]), lists[i]) for i in top if scores[i] > floor]

    def mask(self, filters: dict[str, Any]) -> np.ndarray:
        """
        Which chunks match run-time filters, cached per snapshot: the same filters come back question after
        question (the version resolver's choice of the newest issues), and evaluating them chunk by chunk is slow at
        thousands of chunks.

        :param filters: Haystack filters.
        :returns: A boolean array, one entry per chunk.
        """
        key = "mask|" + json.dumps(filters, sort_keys=True, default=str)
        with _lock:
            cached = self._masks.get(key)
            if cached is not None:
                self._masks.move_to_end(key)
                return cached
        mask = self._column_mask(filters)
        if mask is None:
            docs = self.documents
            mask = np.fromiter((matches_filter(filters, d) for d in docs), dtype=bool, count=len(docs))
        with _lock:
            self._masks[key] = mask
            while len(self._masks) > _MAX_MASKS:
                self._masks.popitem(last=False)
        return mask

    def _column_mask(self, filters: dict[str, Any]) -> np.ndarray | None:
        """
        The mask of a filter made of `==`, `!=`, `in`, `not in` on meta fields whose values are all plain scalars, under
        AND, OR and NOT, computed a column at a time, much faster than chunk by chunk: the document names a question
        chooses (`DocumentNameResolver`) vary from question to question, so their masks seldom come from the cache.

        :returns: The same mask as `matches_filter` chunk by chunk, or None for any other filter (then evaluated
            chunk by chunk).
        """
        operator = filters.get("operator")
        if "conditions" in filters:
            parts = [self._column_mask(c) for c in filters.get("conditions") or []]
            if not parts or any(p is None for p in parts) or operator not in ("AND", "OR", "NOT"):
                return None
            joined = np.logical_or.reduce(parts) if operator == "OR" else np.logical_and.reduce(parts)
            return ~joined if operator == "NOT" else joined
        field_name, value = filters.get("field"), filters.get("value")
        if (
            not isinstance(field_name, str)
            or not field_name.startswith("meta.")
            or operator not in ("==", "!=", "in", "not in")
        ):
            return None
        if operator in ("in", "not in"):
            if not isinstance(value, list) or any(type(v) not in _COLUMN_SCALARS for v in value):
                return None  # Haystack raises its own error for a value that is not a list
            wanted = set(value)
        elif type(value) in _COLUMN_SCALARS:
            wanted = {value}
        else:
            return None
        column = self._column(field_name[5:])
        if column is None:
            return None
        hit = np.fromiter((v in wanted for v in column), dtype=bool, count=len(column))
        return hit if operator in ("==", "in") else ~hit

    def _column(self, key: str) -> list[Any] | None:
        """
        :returns: Each chunk's value of meta `key` (None when absent), or None when some value is not a plain
            scalar (a list, a date): those go through `matches_filter`.
        """
        cache_key = "column|" + key
        if cache_key not in self._derived:
            values = [d.meta.get(key) for d in self.documents]
            self._derived[cache_key] = values if all(type(v) in _COLUMN_SCALARS for v in values) else None
        return self._derived[cache_key]

    def derived(self, key: str, build: Callable[[list[Document]], Any]) -> Any:
        """
        A structure computed from the chunks once per snapshot (e.g. the corpus's abbreviation table).

        :param key: Names the structure (one per key).
        :param build: Called with the chunks the first time.
        :returns: What `build` returned.
        """
        if key not in self._derived:
            self._derived[key] = build(self.documents)
        return self._derived[key]

    def embeddings(self) -> np.ndarray:
        """
        :returns: The chunks' embeddings as rows of unit length (float32, column-major; zeros for a chunk
            without one).
        """
        return self._embeddings

    @classmethod
    def of(cls, generation: int, documents: list[Document]) -> "StoreSnapshot":
        """
        :param generation: The store generation the chunks were read at.
        :param documents: The chunks, with their embeddings.
        :returns: A snapshot that keeps the embeddings only as one float32 matrix (`embeddings()`) and the chunks
            without them. As Python lists, the embeddings are one list of floats per chunk, all of which the garbage
            collector walks on each full collection: a pause landing in the middle of a question.
        """
        matrix = unit_rows(documents)
        chunks = [replace(d, embedding=None, sparse_embedding=None, score=None) for d in documents]
        return cls(generation, chunks, matrix)

    def bm25(self, key: str, texts: Any, k1: float, b: float) -> Any:
        """
        :param key: Identifies the indexed fields and parameters (one index per key).
        :param texts: Called with a chunk, returns the text BM25 indexes.
        :returns: A bm25s index over the analysed texts, or None when there are no chunks.
        """
        if key not in self._bm25:
            import bm25s

            index = None
            if self.documents:
                index = bm25s.BM25(method="lucene", k1=k1, b=b)
                index.index([analyze(texts(d), parents=True) or [""] for d in self.documents], show_progress=False)
            self._bm25[key] = index
        return self._bm25[key]


def on_server(store: Any) -> bool:
    """:returns: Whether the store is a Qdrant server (other processes may write to it), not the embedded store."""
    return bool(getattr(store, "url", None))


def snapshot(store: Any, filters: dict[str, Any] | None) -> StoreSnapshot:
    """
    :param store: A document store (its `filter_documents` must return embeddings, as Qdrant's does).
    :param filters: The fixed filters of the retriever (e.g. live chunks only).
    :returns: The snapshot of the store's current generation for these filters (rebuilt when stale).
    """
    with _lock:
        _watch(store)
        key = json.dumps(filters, sort_keys=True, default=str)
        generation = store_generation(store)
        per_store = _snapshots.setdefault(store, {})
        current = per_store.get(key)
        if current is None or current.generation != generation:
            current = StoreSnapshot.of(generation, store.filter_documents(filters))
            per_store[key] = current
        return current


def unit_rows(documents: list[Document]) -> np.ndarray:
    """
    :returns: The documents' embeddings as rows of unit length (float32; zeros for one without an embedding), in
        column-major (Fortran) order. The product with a question's vector then runs OpenBLAS's column-major
        matrix-vector kernel, faster than the same product on the matrix in row-major order. The scores are the same
        up to float32 rounding (summation order).
    """
    dim = next((len(d.embedding) for d in documents if d.embedding), 0)
    matrix = np.zeros((len(documents), dim), dtype=np.float32)
    for i, d in enumerate(documents):
        if d.embedding:
            matrix[i] = d.embedding
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    matrix /= np.where(norms == 0, 1, norms)  # in place: the column-major copy is the one other matrix made
    return np.asfortranarray(matrix)


def matches_filter(filters: dict[str, Any], doc: Document) -> bool:
    """
    Haystack's `document_matches_filter`, with Qdrant's rule for list-valued meta fields: a comparison holds for a
    list when it holds for one of its elements (`!=` and `not in`: for none of them). So a chunk whose
    `meta.articles` is `["7.1.1", "7.1.2"]` matches `{"field": "meta.articles", "operator": "in", "value":
    ["7.1.2"]}` here as it does in a Qdrant search (qdrant.tech/documentation/concepts/filtering, "Match Any").

    :param filters: Haystack filters (comparisons, `AND`, `OR`, `NOT`).
    :param doc: A chunk.
    :returns: Whether the chunk matches.
    :raises haystack.errors.FilterError: For a malformed filter, as Haystack's function does.
    """
    from haystack.utils.filters import document_matches_filter

    if "field" not in filters:
        logic = filters.get("operator")
        results = [matches_filter(c, doc) for c in filters.get("conditions", [])]
        if logic in ("AND", "OR", "NOT"):
            return all(results) if logic == "AND" else any(results) if logic == "OR" else not all(results)
        return document_matches_filter(filters, doc)  # Haystack raises the error for a bad operator
    field_name = filters["field"]
    value = doc.meta.get(field_name[5:]) if field_name.startswith("meta.") else None
    if type(value) is not list:
        return document_matches_filter(filters, doc)
    negated = {"!=": "==", "not in": "in"}.get(filters["operator"])
    element = {**filters, "field": "meta.value", "operator": negated or filters["operator"]}
    # A Document with an explicit id skips hashing its content: these are throwaway probes.
    hit = any(document_matches_filter(element, Document(id="-", meta={"value": v})) for v in value)
    return not hit if negated else hit


def public_copy(doc: Document, score: float, list_keys: tuple[str, ...] | None = None) -> Document:
    """
    :param doc: A snapshot chunk.
    :param score: The search score to give the copy.
    :param list_keys: The meta keys of `doc` whose values are lists, when known (the snapshot finds them once);
        None: look at every value.
    :returns: A copy of a snapshot chunk as a retriever returns it: with its score, without its embedding, and with
        a meta of its own (lists copied), so changing it never changes the snapshot. Built field by field:
        `dataclasses.replace` re-runs Document's constructor, which is slower, for every candidate of every question.
    """
    meta = doc.meta.copy()
    for key in list_keys if list_keys is not None else [k for k, v in meta.items() if type(v) is list]:
        meta[key] = meta[key].copy()
    clone = object.__new__(Document)
    fields = clone.__dict__  # not attribute assignment: Document warns on that, meant for user code
    fields.update(doc.__dict__)  # as copy.copy does, without its generic reduce/reconstruct
    fields.update(meta=meta, score=score, embedding=None, sparse_embedding=None)
    return clone


class StoreBacked(InitParametersSerialization):
    """
    The `document_store` plumbing of the components that read a snapshot of a document store (the retrievers, the
    abbreviation expander, the version and document-name resolvers, the spelling corrector, the evidence scorer):
    serialisation of its init parameters, its store included (the graphs' `SharedQdrantDocumentStore` gives every
    component of a process the same store object).
    """

    _document_store: Any
    #: The chunks' filter (the retrievers' fixed filter: live chunks only); None: every chunk.
    filters: dict[str, Any] | None = None

    def _reads(self, document_store: Any, filters: dict[str, Any] | None, max_age_s: float | None = None) -> None:
        """
        Keep the store, its chunks' filter and, for the components that cache what they derive from a Qdrant
        server, `max_age_s` (the `__init__` part these components share).

        :raises ValueError: When max_age_s is given and not positive.
        """
        if max_age_s is not None:
            if max_age_s <= 0:
                raise ValueError(f"max_age_s must be > 0, got {max_age_s}.")
            self.max_age_s = max_age_s
        self._document_store = document_store
        self.filters = filters

    @property
    def document_store(self) -> Any:
        """The store read."""
        return self._document_store

    def store_derived(self, key: str, build: Callable[[list[Document]], Any], max_age_s: float) -> Any:
        """
        A structure built from the store's chunks that pass `filters` (a catalogue, a name table), kept until the
        store changes.

        :param key: Names the structure.
        :param build: Called with the chunks when the structure is (re)built.
        :param max_age_s: With a Qdrant server, where other processes write, rebuild after this many seconds too.
        :returns: What `build` returned.
        """
        store = self._document_store
        if not on_server(store):
            # Embedded store: one process owns it; the snapshot the in-process retrievers share is current.
            return snapshot(store, self.filters).derived(key, build)
        cache = self.__dict__.setdefault("_server_derived", {})
        generation, entry = store_generation(store), cache.get(key)
        if entry is None or entry[0] != generation or time.monotonic() - entry[1] > max_age_s:
            entry = cache[key] = (generation, time.monotonic(), build(store.filter_documents(self.filters)))
        return entry[2]


class SnapshotRetriever(StoreBacked):
    """
    The plumbing the two in-process retrievers (`EmbeddingRetriever`, `BM25Retriever`) share: their store, fixed
    filters, `top_k`, `filter_policy` and `backend` (`auto` resolved once, by where the store is), the Qdrant
    retriever that searches for them on a server, and a search's last step over the snapshot (run-time filters and
    `top_k`).

    Usage example (a retriever that scores chunks by their length, in process or, on a server, by Qdrant):
    ```python
    import numpy as np
    from haystack import Document, component
    from haystack_integrations.components.retrievers.qdrant import QdrantEmbeddingRetriever

    from rulebook.store.snapshot import SnapshotRetriever


    @component
    class LongestRetriever(SnapshotRetriever):
        def __init__(self, document_store, top_k=30, filters=None, filter_policy="merge", backend="auto"):
            self._retrieves(document_store, top_k, filters, filter_policy, backend, ("auto", "numpy", "qdrant"))
            self._qdrant = self._on_server(QdrantEmbeddingRetriever) if self.active_backend == "qdrant" else None

        @component.output_types(documents=list[Document])
        def run(self, filters=None, top_k=None):
            snap = self._snapshot()
            scores = np.array([len(d.content or "") for d in snap.documents], dtype=float)
            return {"documents": self._best(snap, scores, filters, top_k or self.top_k)}
    ```
    """

    top_k: int
    filter_policy: FilterPolicy
    backend: str
    #: The backend that runs: `auto` resolved by where the store is.
    active_backend: str

    def _retrieves(
        self,
        document_store: Any,
        top_k: int,
        filters: dict[str, Any] | None,
        filter_policy: str | FilterPolicy,
        backend: str,
        backends: tuple[str, str, str],
    ) -> None:
        """
        Check and keep the init parameters the retrievers share (the `__init__` part they have in common).

        :param document_store: The store searched.
        :param top_k: Chunks returned, >= 1.
        :param filters: The fixed filters (the snapshot holds only the chunks that match them).
        :param filter_policy: How run-time filters combine with `filters`: `merge` or `replace`.
        :param backend: One of `backends`.
        :param backends: `("auto", <the in-process backend>, "qdrant")`, the retriever's `BACKENDS`.
        :raises ValueError: When top_k < 1 or the backend is not one of `backends`.
        """
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        if backend not in backends:
            raise ValueError(f"backend must be one of {', '.join(backends)}, got {backend!r}.")
        self._reads(document_store, filters)
        self.top_k = top_k
        self.filter_policy = FilterPolicy.from_str(filter_policy) if isinstance(filter_policy, str) else filter_policy
        self.backend = backend
        self.active_backend = backend if backend != "auto" else ("qdrant" if on_server(document_store) else backends[1])

    def _on_server(self, retriever: Callable[..., Any]) -> Any:
        """
        :param retriever: A Qdrant retriever class (`QdrantEmbeddingRetriever`, `QdrantSparseEmbeddingRetriever`).
        :returns: That retriever over the same store, with the same fixed filters, `top_k` and `filter_policy`.
        """
        return retriever(
            document_store=self._document_store,
            filters=self.filters,
            top_k=self.top_k,
            filter_policy=self.filter_policy,
        )

    def _snapshot(self) -> StoreSnapshot:
        """:returns: The snapshot of the store's chunks that match the fixed filters (rebuilt when stale)."""
        return snapshot(self._document_store, self.filters)

    def _best(
        self,
        snap: StoreSnapshot,
        scores: np.ndarray,
        filters: dict[str, Any] | None,
        top_k: int,
        minimum: float | None = None,
    ) -> list[Document]:
        """
        :param snap: The snapshot searched.
        :param scores: One score per chunk of `snap`.
        :param filters: The search's run-time filters, combined with the fixed ones by `filter_policy`.
        :param top_k: Chunks wanted, >= 1.
        :param minimum: As `StoreSnapshot.best`.
        :returns: The best chunks, as `StoreSnapshot.best` returns them.
        """
        return snap.best(scores, top_k, extra_filters(self.filter_policy, self.filters, filters), minimum=minimum)


def extra_filters(policy: Any, fixed: dict[str, Any] | None, runtime: dict[str, Any] | None) -> dict[str, Any] | None:
    """
    :param policy: The retriever's `FilterPolicy`.
    :param fixed: The retriever's init filters (the snapshot holds only chunks that pass them).
    :param runtime: The filters of this search.
    :returns: The filters a search must still apply to the snapshot, or None when the snapshot already is the answer.
    """
    from haystack.document_stores.types import apply_filter_policy

    combined = apply_filter_policy(policy, fixed, runtime) if runtime else None
    return combined if combined and combined != fixed else None
