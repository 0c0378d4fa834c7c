"""Retrievers: dense and BM25 search over the store, and exact lookups (a glossary entry, a cover, a cited article)."""

from rulebook.components.retrievers.article_retriever import ArticleRetriever
from rulebook.components.retrievers.bm25_retriever import BM25Retriever
from rulebook.components.retrievers.cover_retriever import CoverRetriever
from rulebook.components.retrievers.embedding_retriever import EmbeddingRetriever
from rulebook.components.retrievers.glossary_retriever import GlossaryRetriever

__all__ = ["ArticleRetriever", "BM25Retriever", "CoverRetriever", "EmbeddingRetriever", "GlossaryRetriever"]
