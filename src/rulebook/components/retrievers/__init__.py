"""Retrievers: dense (cosine) and BM25 search over the store."""

from rulebook.components.retrievers.bm25_retriever import BM25Retriever
from rulebook.components.retrievers.embedding_retriever import EmbeddingRetriever

__all__ = ["BM25Retriever", "EmbeddingRetriever"]
