"""Joiners: fuse the ranked lists of several retrievers into one."""

from rulebook.components.joiners.weighted_rank_fusion import WeightedRankFusion

__all__ = ["WeightedRankFusion"]
