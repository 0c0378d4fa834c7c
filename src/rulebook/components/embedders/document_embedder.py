"""Chunk embedding with a Sentence Transformers model: in torch, or from its int8 ONNX copy (`quantize`)."""

from typing import Any

from haystack import Document, component

from rulebook.components.serialization import InitParametersSerialization
from rulebook.models import resolve_model_path

#: Chunks per ONNX Runtime run of the int8 copy: chunks differ in length and a batch pads to its longest.
QUANTIZED_BATCH_SIZE = 4


@component
class DocumentEmbedder(InitParametersSerialization):
    """
    Embeds chunks with a Sentence Transformers model, in full precision or from an int8 copy, with one set of
    sockets for both.

    - `quantize=False`: Haystack's `SentenceTransformersDocumentEmbedder` (torch), the index's default vectors.
    - `quantize=True`: `OnnxDocumentEmbedder` over the int8 copy of the model's ONNX export (ONNX Runtime dynamic
      quantisation), faster on CPU with slightly different vectors, so an index embedded this way records another
      model id (`Settings.embedding_model_id`, `+int8`).

    Both embed the text Haystack's embedder builds: `prefix`, the `meta_fields_to_embed` values and the content
    joined by `embedding_separator`, `suffix` (`rulebook.components.caching.embedding_reuse.embedded_text`). A hub
    id is resolved to the weights on this machine when the model loads (`rulebook.models.resolve_model_path`).

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.embedders import DocumentEmbedder

    embedder = DocumentEmbedder(model="sentence-transformers/all-MiniLM-L6-v2")
    embedder.warm_up()
    documents = embedder.run(documents=[Document(content="Hazmat employees must be trained.")])["documents"]
    print(len(documents[0].embedding))
    ```

    In: `documents`. Out: `documents`, new Document objects with `embedding` (unit length when
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
        local_files_only: bool = True,
        quantize: bool = False,
    ) -> None:
        """
        :param model: A Sentence Transformers model: a local folder or a Hugging Face hub id.
        :param prefix: Text put before each chunk's text.
        :param suffix: Text put after each chunk's text.
        :param batch_size: Chunks per torch batch, >= 1 (the int8 copy runs `QUANTIZED_BATCH_SIZE`).
        :param normalize_embeddings: Scale each embedding to unit length (L2).
        :param meta_fields_to_embed: Meta fields whose values are embedded before the content.
        :param embedding_separator: What joins the meta values and the content.
        :param local_files_only: Never download the model (offline machines).
        :param quantize: Embed with the int8 ONNX copy instead of torch.
        :raises ValueError: When batch_size < 1.
        """
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}.")
        self.model = model
        self.prefix = prefix
        self.suffix = suffix
        self.batch_size = batch_size
        self.normalize_embeddings = normalize_embeddings
        self.meta_fields_to_embed = list(meta_fields_to_embed or [])
        self.embedding_separator = embedding_separator
        self.local_files_only = local_files_only
        self.quantize = quantize
        self._embedder: Any = None

    def _build(self) -> Any:
        common = {
            "model": resolve_model_path(self.model),
            "prefix": self.prefix,
            "suffix": self.suffix,
            "normalize_embeddings": self.normalize_embeddings,
            "meta_fields_to_embed": self.meta_fields_to_embed,
            "embedding_separator": self.embedding_separator,
            "local_files_only": self.local_files_only,
        }
        if self.quantize:
            from rulebook.components.embedders.onnx_document_embedder import OnnxDocumentEmbedder

            return OnnxDocumentEmbedder(**common, batch_size=QUANTIZED_BATCH_SIZE, quantize=True)
        from haystack_integrations.components.embedders.sentence_transformers import (
            SentenceTransformersDocumentEmbedder,
        )

        return SentenceTransformersDocumentEmbedder(**common, batch_size=self.batch_size, progress_bar=False)

    def warm_up(self) -> None:
        """
        Load the model (for `quantize`, its ONNX export and int8 copy, made on first use).

        :raises OSError: When the model is not on this machine and `local_files_only` is set.
        """
        if self._embedder is None:
            embedder = self._build()
            embedder.warm_up()
            self._embedder = embedder

    @component.output_types(documents=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        :param documents: The chunks to embed.
        :returns: `documents`: copies of the chunks with their `embedding`, in the input order.
        """
        self.warm_up()
        return {"documents": self._embedder.run(documents=documents)["documents"]}
