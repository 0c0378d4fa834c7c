"""Reuse the dense embeddings already in the store for chunks whose embedded text is the same."""

import hashlib
import json
import logging
from dataclasses import replace
from typing import Any

from haystack import Document, component

from rulebook.store.snapshot import StoreBacked

logger = logging.getLogger(__name__)

#: The meta field that holds a chunk's embedding key (see `EmbeddingReuse.key`).
KEY_FIELD = "embedding_key"
# Keys per store query: Qdrant's local mode checks each point against the whole list, so long lists are split.
_LOOKUP_BATCH = 1024


def embedded_text(
    doc: Document,
    prefix: str = "",
    suffix: str = "",
    meta_fields_to_embed: list[str] | None = None,
    separator: str = "\n",
) -> str:
    """
    The text a document embedder embeds for a chunk, built as Haystack's `SentenceTransformersDocumentEmbedder`
    builds it (its `_prepare_texts_to_embed`): the prefix, then the values of `meta_fields_to_embed` that are set and
    the content, joined by `separator`, then the suffix.

    :param doc: A chunk.
    :returns: The text to embed.
    """
    meta = [str(doc.meta[k]) for k in meta_fields_to_embed or [] if doc.meta.get(k) is not None]
    return prefix + separator.join([*meta, doc.content or ""]) + suffix


@component
class EmbeddingReuse(StoreBacked):
    """
    Splits chunks into those whose dense embedding is already in the document store and those still to embed.

    Embedding is most of the indexing time, and rulebooks come in issues that repeat most of their articles: the
    FIA's yearly issues and its sections of the same year share most of their text, and a corrected issue of one
    manual changes a few pages. Each chunk gets `meta.embedding_key`, a SHA-256 of the model, the normalisation and
    the exact text the document embedder embeds (prefix, the `meta_fields_to_embed` values, the content, suffix,
    joined as Haystack's `SentenceTransformersDocumentEmbedder` joins them). A chunk whose key is already in the
    store takes that chunk's embedding; the others go on to the embedder. Give this component the embedder's own
    settings (the graph loader copies them), so a key names one vector.

    Usage example:
    ```python
    from rulebook.components.caching.embedding_reuse import EmbeddingReuse

    reuse = EmbeddingReuse(document_store=store, model="sentence-transformers/all-MiniLM-L6-v2")
    out = reuse.run(documents=chunks)
    embedded = embedder.run(documents=out["to_embed"])["documents"] + out["reused"]
    ```

    In: `documents` (chunks). Out: `reused` (chunks given a stored embedding) and `to_embed` (the rest); every
    chunk of both carries `meta.embedding_key`. Order within each list is the input order.
    """

    def __init__(
        self,
        document_store: Any,
        model: str,
        prefix: str = "",
        suffix: str = "",
        meta_fields_to_embed: list[str] | None = None,
        embedding_separator: str = "\n",
        normalize_embeddings: bool = True,
        enabled: bool = True,
    ) -> None:
        """
        :param document_store: The store the chunks are written to (a `QdrantDocumentStore` in rulebook).
        :param model: The document embedder's model (id or local folder).
        :param prefix: The document embedder's prefix.
        :param suffix: The document embedder's suffix.
        :param meta_fields_to_embed: The document embedder's `meta_fields_to_embed`.
        :param embedding_separator: The document embedder's `embedding_separator`.
        :param normalize_embeddings: The document embedder's `normalize_embeddings`.
        :param enabled: False sends every chunk to the embedder (keys are still written).
        """
        self._document_store = document_store
        self.model = model
        self.prefix = prefix
        self.suffix = suffix
        self.meta_fields_to_embed = list(meta_fields_to_embed or [])
        self.embedding_separator = embedding_separator
        self.normalize_embeddings = normalize_embeddings
        self.enabled = enabled

    def key(self, doc: Document) -> str:
        """
        :param doc: A chunk.
        :returns: Its embedding key: 64 hex digits, the same for two chunks exactly when the embedder would embed
            the same text with the same model and normalisation.
        """
        text = embedded_text(doc, self.prefix, self.suffix, self.meta_fields_to_embed, self.embedding_separator)
        payload = json.dumps([self.model, self.normalize_embeddings, text], ensure_ascii=False)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()

    def _key_filter(self, keys: list[str]) -> Any:
        """The chunks whose key is one of `keys`, as a filter the store evaluates cheaply."""
        from haystack_integrations.document_stores.qdrant import QdrantDocumentStore
        from qdrant_client.http import models

        if isinstance(self._document_store, QdrantDocumentStore):
            # Haystack's `in` becomes one `should` clause per value in qdrant-haystack, which Qdrant's local mode
            # checks one by one on every point, which is slow for the hundreds of keys of one document. Qdrant's own
            # Match Any is one check per point.
            condition = models.FieldCondition(key=f"meta.{KEY_FIELD}", match=models.MatchAny(any=keys))
            return models.Filter(must=[condition])
        return {"field": f"meta.{KEY_FIELD}", "operator": "in", "value": keys}

    def _stored(self, keys: list[str]) -> dict[str, list[float]]:
        found: dict[str, list[float]] = {}
        unique = sorted(set(keys))
        for start in range(0, len(unique), _LOOKUP_BATCH):
            batch = unique[start : start + _LOOKUP_BATCH]
            for doc in self._document_store.filter_documents(self._key_filter(batch)):
                if doc.embedding is not None:
                    found.setdefault(doc.meta[KEY_FIELD], doc.embedding)
        return found

    @component.output_types(reused=list[Document], to_embed=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        :param documents: Chunks to be embedded and written.
        :returns: `reused`: chunks with an embedding taken from the store; `to_embed`: the others. Both are new
            Document objects with `meta.embedding_key` set; the input is not changed.
        """
        keyed = [replace(doc, meta={**doc.meta, KEY_FIELD: self.key(doc)}) for doc in documents]
        stored = self._stored([d.meta[KEY_FIELD] for d in keyed]) if self.enabled and keyed else {}
        reused = [replace(d, embedding=list(stored[d.meta[KEY_FIELD]])) for d in keyed if d.meta[KEY_FIELD] in stored]
        to_embed = [d for d in keyed if d.meta[KEY_FIELD] not in stored]
        if reused:
            logger.info("Reused %d stored embeddings, %d chunks to embed", len(reused), len(to_embed))
        return {"reused": reused, "to_embed": to_embed}
