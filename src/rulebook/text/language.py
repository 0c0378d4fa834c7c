"""
Whether a question looks written in another language than the documents, from what the evidence scorer found: most
of its terms are in none of the candidate passages, and none of its words is an English function word.

    from rulebook.text.language import vocabulary_hint

    vocabulary_hint("¿Quién puede inspeccionar los registros?", {"unknown_terms": 0.8})  # a sentence for the notice
    vocabulary_hint("危险品运输的定义是什么？", {"unknown_terms": 1.0})  # a sentence: Chinese, words cut in pairs
    vocabulary_hint("What is the capital of France?", {"unknown_terms": 1.0})  # None: English, simply not found
    passages_language_hint("Can a Swiss bank refuse?", ["La présente loi régit les banques ..."])  # a sentence
"""

import re
from typing import Any

from rulebook.text.lexical import STOP_WORDS
from rulebook.text.scripts import HAN_KANA

#: Share of a question's terms found in no candidate passage above which a refusal may point at the language.
UNKNOWN_TERMS_HINT = 0.6
#: Share of English function words in the passages' words below which they read as written in another language.
ENGLISH_WORDS_HINT = 0.02
# A run of Chinese characters or kana (`wide`), or of letters of any other script.
_WORD = re.compile(rf"(?P<wide>[{HAN_KANA}]+)|(?P<letters>(?:(?![{HAN_KANA}])[^\W\d_])+)")


def vocabulary_hint(question: str, signals: dict[str, Any] | None) -> str | None:
    """
    :param question: The question.
    :param signals: The evidence scorer's signals (`unknown_terms`: share of the question's terms in no candidate).
    :returns: A sentence for a refusal's notice when the question looks written in another language than the
        documents: most of its words are in none of the passages found, and it has at least 3 words of which none
        (longer than one letter) is an English function word; Chinese and Japanese, which print no spaces, count
        the pairs of their characters as words (`_words`). None otherwise: an English question about something
        the documents do not cover ("What is the capital of France?") is simply not found.
    """
    unknown = float((signals or {}).get("unknown_terms") or 0.0)
    words = _words(question)
    if unknown <= UNKNOWN_TERMS_HINT or len(words) < 3 or any(w in STOP_WORDS for w in words):
        return None
    return (
        f"The question seems to be in another language than the documents: {unknown:.0%} of its words occur in "
        "none of the passages found. Ask in the documents' language, with their terms."
    )


def _words(text: str) -> list[str]:
    """
    :param text: Any text.
    :returns: Its words of two letters or more, lower case; a run of Chinese characters or kana, which print no
        spaces between words, gives the pairs of its characters, as the lexical analysis cuts it
        (`rulebook.text.lexical.tokenize`): a question in Chinese or Japanese is several words, not one.
    """
    words = []
    for match in _WORD.finditer(text.casefold()):
        run = match.group(0)
        if match.lastgroup == "wide":
            words += [run[i : i + 2] for i in range(len(run) - 1)]
        elif len(run) > 1:
            words.append(run)
    return words


def passages_language_hint(question: str, passages: list[str]) -> str | None:
    """
    :param question: The question.
    :param passages: The texts of the passages the answer shows.
    :returns: A sentence for a refusal's notice when an English question met passages in another language: the
        question has an English function word, and fewer than `ENGLISH_WORDS_HINT` of the passages' words (40 at
        least) are English function words (a French or Indonesian law has almost none, English text a fifth or
        more). The documents may say what was asked, in their words ("suisse" for "Swiss"). None otherwise.
    """
    words = [w for text in passages for w in _words(text)]
    if len(words) < 40 or not any(w in STOP_WORDS for w in _words(question)):
        return None
    if sum(w in STOP_WORDS for w in words) >= ENGLISH_WORDS_HINT * len(words):
        return None
    return (
        "The passages found are in another language than the question: the documents may state it in their own "
        "words. Ask in the documents' language, with their terms."
    )
