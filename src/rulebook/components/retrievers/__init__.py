"""Retrievers: dense (cosine) and BM25 search over the store, and exact lookups (a glossary entry, a cover)."""

from rulebook.components.retrievers.bm25_retriever import BM25Retriever
from rulebook.components.retrievers.cover_retriever import CoverRetriever
from rulebook.components.retrievers.embedding_retriever import EmbeddingRetriever
from rulebook.components.retrievers.glossary_retriever import GlossaryRetriever

__all__ = ["BM25Retriever", "CoverRetriever", "EmbeddingRetriever", "GlossaryRetriever"]
