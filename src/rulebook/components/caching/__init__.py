"""Caching: reuse what the store already holds instead of computing it again."""

from rulebook.components.caching.embedding_reuse import EmbeddingReuse

__all__ = ["EmbeddingReuse"]
