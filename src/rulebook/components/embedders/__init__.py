"""Embedders: dense (Sentence Transformers in ONNX Runtime) and BM25 sparse vectors of chunks and questions."""

from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder
from rulebook.components.embedders.bm25_text_embedder import BM25SparseTextEmbedder
from rulebook.components.embedders.document_embedder import DocumentEmbedder
from rulebook.components.embedders.onnx_document_embedder import OnnxDocumentEmbedder
from rulebook.components.embedders.onnx_text_embedder import OnnxTextEmbedder

__all__ = [
    "BM25SparseDocumentEmbedder",
    "BM25SparseTextEmbedder",
    "DocumentEmbedder",
    "OnnxDocumentEmbedder",
    "OnnxTextEmbedder",
]
