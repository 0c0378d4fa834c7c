"""Generators: the LLM's answer, or an extractive one quoted from the passages."""

from rulebook.components.generators.extractive_fallback import ExtractiveFallback
from rulebook.components.generators.groq_chat_generator import GroqChatGenerator

__all__ = ["ExtractiveFallback", "GroqChatGenerator"]
