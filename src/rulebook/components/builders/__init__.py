"""Builders: the cited answer returned to the user."""

from rulebook.components.builders.cited_answer_builder import CitedAnswerBuilder

__all__ = ["CitedAnswerBuilder"]
