"""What the engine checks and adds around a question: its length, and a hint when it is in another language."""

import re
from typing import Any

from rulebook.engine.errors import QuestionError
from rulebook.text.lexical import STOP_WORDS

#: Share of a question's terms found in no candidate passage above which a refusal may point at the language.
UNKNOWN_TERMS_HINT = 0.6


def check_question(question: str | None, max_chars: int) -> str:
    """
    :param question: The user's question.
    :param max_chars: The longest question accepted, in characters.
    :returns: The question, stripped.
    :raises QuestionError: When it is empty or longer than `max_chars`.
    """
    text = (question or "").strip()
    if not text:
        raise QuestionError("The question is empty: ask something, e.g. 'Who may inspect hazmat records?'.")
    if len(text) > max_chars:
        raise QuestionError(
            f"The question is {len(text)} characters long; the limit is {max_chars}. "
            "Ask about one requirement at a time."
        )
    return text


def vocabulary_hint(question: str, signals: dict[str, Any]) -> str | None:
    """
    :param question: The question.
    :param signals: The evidence scorer's signals (`unknown_terms`: share of the question's terms in no candidate).
    :returns: A sentence for a refusal's notice when the question looks written in another language than the
        documents: most of its words are in none of the passages found, and it has at least 3 words of which none
        (longer than one letter) is an English function word. None otherwise: an English question about something
        the documents do not cover ("What is the capital of France?") is simply not found.
    """
    unknown = float(signals.get("unknown_terms") or 0.0)
    words = [w for w in re.findall(r"[^\W\d_]+", question.casefold()) if len(w) > 1]
    if unknown <= UNKNOWN_TERMS_HINT or len(words) < 3 or any(w in STOP_WORDS for w in words):
        return None
    return (
        f"The question seems to be in another language than the documents: {unknown:.0%} of its words occur in "
        "none of the passages found. Ask in the documents' language, with their terms."
    )
