"""Routers: send the passages down one branch of the query graph or another."""

from rulebook.components.routers.answerability_router import AnswerabilityRouter

__all__ = ["AnswerabilityRouter"]
