"""Rankers: score and order candidate passages."""

from rulebook.components.rankers.answer_type_ranker import AnswerTypeRanker
from rulebook.components.rankers.evidence_scorer import EvidenceScorer
from rulebook.components.rankers.similarity_ranker import SimilarityRanker

__all__ = ["AnswerTypeRanker", "EvidenceScorer", "SimilarityRanker"]
