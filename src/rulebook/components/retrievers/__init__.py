"""Retrievers: dense (cosine) and BM25 search over the store."""
from rulebook.components.retrievers.in_process_bm25_retriever import InProcessBM25Retriever
from rulebook.components.retrievers.in_process_embedding_retriever import InProcessEmbeddingRetriever

__all__ = ["InProcessBM25Retriever", "InProcessEmbeddingRetriever"]
