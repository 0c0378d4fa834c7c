"""Document embedding with a Sentence Transformers model run by ONNX Runtime, optionally from an int8 copy."""

from dataclasses import replace
from typing import Any

from haystack import Document, component, default_from_dict, default_to_dict

from rulebook.components.caching.embedding_reuse import embedded_text
from rulebook.components.embedders.onnx_text_embedder import OnnxTextEmbedder


@component
class OnnxDocumentEmbedder:
    """
    Embeds chunks with a Sentence Transformers model whose transformer runs in ONNX Runtime: the export (and, with
    `quantize`, the int8 copy) that `OnnxTextEmbedder` makes and checks, run on batches.

    Embedding is most of the indexing time. On CPU the int8 copy embeds faster than torch (Haystack's
    `SentenceTransformersDocumentEmbedder`), with vectors close to torch's but not the same. The text embedded is the
    one Haystack's embedder builds (`embedding_reuse.embedded_text`: prefix, the `meta_fields_to_embed` values and the
    content joined by `embedding_separator`, suffix), so either embedder fills the indexing graph's `dense_embedder`
    node.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.embedders.onnx_document_embedder import OnnxDocumentEmbedder

    embedder = OnnxDocumentEmbedder(model="sentence-transformers/all-MiniLM-L6-v2", quantize=True)
    embedder.warm_up()
    docs = embedder.run(documents=[Document(content="Hazmat employees must be trained.")])["documents"]
    print(len(docs[0].embedding))  # 384
    ```

    In: `documents`. Out: `documents`, new Document objects with `embedding` set (unit length when
    `normalize_embeddings`), in the input order.
    """

    def __init__(
        self,
        model: str = "sentence-transformers/all-MiniLM-L6-v2",
        prefix: str = "",
        suffix: str = "",
        batch_size: int = 8,
        normalize_embeddings: bool = True,
        meta_fields_to_embed: list[str] | None = None,
        embedding_separator: str = "\n",
        threads: int = 0,
        cache_dir: str | None = None,
        local_files_only: bool = True,
        quantize: bool = False,
    ) -> None:
        """
        :param model: A Sentence Transformers model: a local folder or a Hugging Face hub id.
        :param prefix: Text put before each chunk's text (some models want an instruction).
        :param suffix: Text put after each chunk's text.
        :param batch_size: Chunks per ONNX Runtime run, >= 1. Chunks are sorted by length first, so a batch pads
            little.
        :param normalize_embeddings: Scale each embedding to unit length (L2).
        :param meta_fields_to_embed: Meta fields whose values are embedded before the content.
        :param embedding_separator: What joins the meta values and the content.
        :param threads: ONNX Runtime intra-op threads; 0 lets it choose (one per core).
        :param cache_dir: Folder for exported models; None: `OnnxTextEmbedder`'s default.
        :param local_files_only: Never download the model (offline machines).
        :param quantize: Embed with the int8 copy of the export (see `OnnxTextEmbedder`); the vectors differ
            slightly from torch's, so an index embedded this way records another model (`Settings.embedding_model_id`).
        :raises ValueError: When batch_size < 1 or threads < 0.
        """
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}.")
        self.model = model
        self.prefix = prefix
        self.suffix = suffix
        self.batch_size = batch_size
        self.meta_fields_to_embed = list(meta_fields_to_embed or [])
        self.embedding_separator = embedding_separator
        # Loading, export, quantisation and batch runs are the question embedder's; its settings are not kept twice.
        self._embedder = OnnxTextEmbedder(
            model=model,
            normalize_embeddings=normalize_embeddings,
            threads=threads,
            cache_dir=cache_dir,
            local_files_only=local_files_only,
            quantize=quantize,
        )

    def to_dict(self) -> dict[str, Any]:
        """:returns: The component as a dictionary."""
        return default_to_dict(
            self,
            model=self.model,
            prefix=self.prefix,
            suffix=self.suffix,
            batch_size=self.batch_size,
            normalize_embeddings=self._embedder.normalize_embeddings,
            meta_fields_to_embed=self.meta_fields_to_embed,
            embedding_separator=self.embedding_separator,
            threads=self._embedder.threads,
            cache_dir=self._embedder.cache_dir,
            local_files_only=self._embedder.local_files_only,
            quantize=self._embedder.quantize,
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "OnnxDocumentEmbedder":
        """:returns: The component built from `to_dict` output."""
        return default_from_dict(cls, data)

    @property
    def backend(self) -> str:
        """`onnxruntime-int8`, `onnxruntime` or `torch` once warmed up (see `OnnxTextEmbedder.backend`)."""
        return self._embedder.backend

    def warm_up(self) -> None:
        """Load the model and its ONNX export (exporting, and quantising, on first use)."""
        self._embedder.warm_up()

    @component.output_types(documents=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        :param documents: The chunks to embed.
        :returns: `documents`: copies of the chunks with their `embedding`, in the input order.
        :raises TypeError: When `documents` is not a list of Documents.
        """
        if not isinstance(documents, list) or any(not isinstance(d, Document) for d in documents):
            raise TypeError("OnnxDocumentEmbedder expects a list of Documents; embed a question with OnnxTextEmbedder.")
        texts = [
            embedded_text(d, self.prefix, self.suffix, self.meta_fields_to_embed, self.embedding_separator)
            for d in documents
        ]
        vectors: list[list[float] | None] = [None] * len(texts)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), self.batch_size):
            batch = order[start : start + self.batch_size]
            for i, vector in zip(batch, self._embedder.embed_batch([texts[i] for i in batch]), strict=True):
                vectors[i] = vector.tolist()
        return {"documents": [replace(d, embedding=v) for d, v in zip(documents, vectors, strict=True)]}
