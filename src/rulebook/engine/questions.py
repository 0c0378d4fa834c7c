"""What the engine checks around a question: that it has words, and its length."""

from rulebook.engine.errors import QuestionError


def check_question(question: str | None, max_chars: int) -> str:
    """
    :param question: The user's question.
    :param max_chars: The longest question accepted, in characters.
    :returns: The question, stripped.
    :raises QuestionError: When it is empty, has no letter or digit, or is longer than `max_chars`.
    """
    text = (question or "").strip()
    if not text:
        raise QuestionError("The question is empty: ask something, e.g. 'Who may inspect hazmat records?'.")
    if not any(c.isalnum() for c in text):
        # Punctuation alone ("?!?", "---") names nothing to search for; any passage "found" for it would be noise.
        raise QuestionError("The question has no words: ask something, e.g. 'Who may inspect hazmat records?'.")
    if len(text) > max_chars:
        raise QuestionError(
            f"The question is {len(text)} characters long; the limit is {max_chars}. "
            "Ask about one requirement at a time."
        )
    return text
