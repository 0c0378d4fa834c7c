"""Rankers: score and order candidate passages."""
from rulebook.components.rankers.evidence_scorer import EvidenceScorer

__all__ = ["EvidenceScorer"]
