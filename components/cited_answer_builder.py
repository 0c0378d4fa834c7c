"""The last step of the query pipeline: an answer whose `[n]` citations resolve to document, page and article."""

import math
import re
from typing import Any

from haystack import Document, component, default_from_dict, default_to_dict
from haystack.dataclasses import ChatMessage

from components.lexical_analyzer import analyze

REFUSAL = "Not found in the indexed documents."
_CITATION = re.compile(r"\[(\d+)\]")
# Sentence ends: '.', '?', '!' or ';' before a space and a capital/bullet, or a line break before a list marker.
_SENTENCE_END = re.compile(r"(?<=[.?!;:])\s+(?=[A-Z(\"“•\-])|\n(?=\s*(?:[a-z]\.|\(?[a-z0-9ivx]+\)|•|-)\s)")


def split_sentences(text: str) -> list[str]:
    """
    Split passage text into sentences and list items.

    :param text: A passage.
    :returns: Sentences with inner line breaks collapsed, in order.
    """
    parts = _SENTENCE_END.split(text)
    return [" ".join(p.split()) for p in parts if p.strip()]


def citation_for(n: int, doc: Document) -> dict[str, Any]:
    """
    The citation record of passage `n`, as `scripts/ask.py --json` prints it.

    :param n: The passage number shown in the prompt (1-based).
    :param doc: The passage.
    :returns: `n`, `doc` (file name), `page` (1-based physical page where the passage starts), `page_end`,
        `page_label` (the printed page), `article`, `article_title`, `score`, `text` (the exact passage).
    """
    meta = doc.meta
    return {
        "n": n,
        "doc": meta.get("file_name"),
        "page": meta.get("page_start"),
        "page_end": meta.get("page_end"),
        "page_label": meta.get("page_label_start"),
        "article": meta.get("article"),
        "article_title": meta.get("article_title"),
        "score": None if doc.score is None else round(float(doc.score), 4),
        "text": doc.content,
    }


@component
class CitedAnswerBuilder:
    """
    Builds the final answer: generative (the LLM's reply), extractive (quoted sentences) or refused.

    Usage example:
    ```python
    from haystack import Document
    from components.cited_answer_builder import CitedAnswerBuilder

    doc = Document(content="Ninety (90) days before the Competition, the Promoter must send the FIA details.",
                   meta={"file_name": "section_b_sporting.pdf", "page_start": 6, "article": "B1.4.2"})
    out = CitedAnswerBuilder().run(query="When must the Promoter send insurance details?", documents=[doc])
    print(out["answer"]["answer"], out["answer"]["citations"])
    ```

    - With `replies` from the LLM, the reply is the answer and each `[n]` maps to the n-th passage. A `[n]` that
      names no passage is dropped from the citations and reported in `warnings`.
    - Without replies (no LLM configured, or it failed), the answer is extractive: the sentences of the top
      passages that best match the question (by shared BM25 terms, favouring better-ranked passages), each
      followed by its `[n]`, with `mode` "extractive" and a `notice` saying why.
    - With `weak_documents` (the confidence gate's low branch), the answer is "Not found in the indexed
      documents." with `mode` "refused" and no LLM call.
    """

    def __init__(self, max_sentences: int = 3, max_sentences_per_passage: int = 2) -> None:
        """
        :param max_sentences: Sentences in an extractive answer, >= 1.
        :param max_sentences_per_passage: At most this many from one passage, >= 1.
        :raises ValueError: When a parameter is below 1.
        """
        if max_sentences < 1 or max_sentences_per_passage < 1:
            raise ValueError(
                f"max_sentences and max_sentences_per_passage must be >= 1, got "
                f"{max_sentences} and {max_sentences_per_passage}."
            )
        self.max_sentences = max_sentences
        self.max_sentences_per_passage = max_sentences_per_passage

    def to_dict(self) -> dict[str, Any]:
        """:returns: The component as a dictionary."""
        return default_to_dict(
            self, max_sentences=self.max_sentences, max_sentences_per_passage=self.max_sentences_per_passage
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "CitedAnswerBuilder":
        """:returns: The component built from `to_dict` output."""
        return default_from_dict(cls, data)

    @component.output_types(answer=dict)
    def run(
        self,
        query: str,
        documents: list[Document] | None = None,
        weak_documents: list[Document] | None = None,
        replies: list[ChatMessage] | None = None,
        generator_error: str | None = None,
        confidence: float | None = None,
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The passages given to the LLM, numbered from 1 in this order (the gate's strong branch).
        :param weak_documents: The passages, when the gate found the evidence too weak to answer.
        :param replies: The LLM's replies, when it answered.
        :param generator_error: Why the LLM did not answer, when it did not.
        :param confidence: The evidence score the gate used.
        :returns: `answer`: a dict with `question`, `answer`, `mode` ("generative", "extractive" or "refused"),
            `citations` (see `citation_for`), `notice`, `warnings` and `confidence`.
        """
        if documents is None:
            closest = weak_documents or []
            return {
                "answer": {
                    "question": query,
                    "answer": REFUSAL,
                    "mode": "refused",
                    "citations": [],
                    "closest": [citation_for(i, d) for i, d in enumerate(closest[:3], start=1)],
                    "notice": "The retrieved passages do not support an answer; no LLM was called.",
                    "warnings": [],
                    "confidence": confidence,
                }
            }
        if replies:
            text = replies[0].text or ""
            used, warnings = self._cited_numbers(text, len(documents))
            return {
                "answer": {
                    "question": query,
                    "answer": text.strip(),
                    "mode": "generative",
                    "citations": [citation_for(n, documents[n - 1]) for n in used],
                    "notice": None,
                    "warnings": warnings,
                    "confidence": confidence,
                }
            }
        text, used = self._extract(query, documents)
        return {
            "answer": {
                "question": query,
                "answer": text,
                "mode": "extractive",
                "citations": [citation_for(n, documents[n - 1]) for n in used],
                "notice": "Extractive answer: sentences quoted from the passages"
                + (f"; {generator_error}." if generator_error else "."),
                "warnings": [],
                "confidence": confidence,
            }
        }

    @staticmethod
    def _cited_numbers(text: str, passages: int) -> tuple[list[int], list[str]]:
        used: list[int] = []
        warnings = []
        for match in _CITATION.finditer(text):
            n = int(match.group(1))
            if 1 <= n <= passages:
                if n not in used:
                    used.append(n)
            else:
                warnings.append(f"citation [{n}] refers to no passage (there are {passages})")
        return sorted(used), warnings

    def _extract(self, query: str, documents: list[Document]) -> tuple[str, list[int]]:
        terms = set(analyze(query))
        candidates = []
        for rank, doc in enumerate(documents, start=1):
            for position, sentence in enumerate(split_sentences(doc.content or "")):
                words = analyze(sentence)
                if len(sentence) < 25 or not words:
                    continue
                overlap = len(terms & set(words))
                # Shared terms, damped for long sentences, plus a prior for the passage's rank.
                score = overlap / math.sqrt(len(words)) + 0.3 / rank
                candidates.append((score, rank, position, sentence))
        candidates.sort(key=lambda c: -c[0])
        chosen: list[tuple[int, int, str]] = []
        per_passage: dict[int, int] = {}
        for _score, rank, position, sentence in candidates:
            if per_passage.get(rank, 0) >= self.max_sentences_per_passage:
                continue
            per_passage[rank] = per_passage.get(rank, 0) + 1
            chosen.append((rank, position, sentence))
            if len(chosen) == self.max_sentences:
                break
        if not chosen:  # passages with no sentence of their own: quote the top passage's start
            first = " ".join((documents[0].content or "").split())[:400]
            return f"{first} [1]", [1]
        chosen.sort()
        text = " ".join(f"{sentence} [{rank}]" for rank, _position, sentence in chosen)
        return text, sorted({rank for rank, _p, _s in chosen})
