"""Passes the LLM's reply on, or, when there is none, drafts an extractive answer quoted from the passages."""

from typing import Any

from haystack import Document, component
from haystack.dataclasses import ChatMessage

from rulebook.extractive import extract, store_term_weights
from rulebook.store.snapshot import StoreBacked
from rulebook.text.answer_types import Ask


@component
class ExtractiveFallback(StoreBacked):
    """
    Makes sure there is an answer to check: the LLM's reply when it gave one, else an extractive answer.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.generators.extractive_fallback import ExtractiveFallback

    doc = Document(content="Ninety (90) days before the Competition, the Promoter must send the FIA details.",
                   meta={"file_name": "section_b_sporting.pdf", "page_start": 6})
    out = ExtractiveFallback().run(query="When must the Promoter send details?", documents=[doc], replies=[],
                                   generator_error="no LLM configured (GROQ_API_KEY is not set)")
    print(out["replies"][0].text, out["replies"][0].meta["mode"])  # "Ninety (90) days ... [1]" extractive
    ```

    In: `query`, `documents` (the passages, numbered from 1), the LLM's `replies` and its `generator_error`.
    Out: `replies`, one assistant message whose `meta` holds `mode` ("generative" or "extractive") and `notice`
    (None, or why the answer is extractive). The extractive answer quotes whole sentences of the passages, the one
    that answers first, in quotation marks (see `rulebook.extractive.extract`), each followed by the `[n]` of its
    passage, so the same checks apply to both modes.
    """

    def __init__(
        self,
        max_sentences: int = 4,
        max_sentences_per_passage: int = 2,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param max_sentences: Sentences in an extractive answer, >= 1.
        :param max_sentences_per_passage: At most this many from one passage, >= 1.
        :param document_store: The store the passages come from: the question's terms are weighted by their inverse
            document frequency over its chunks (shared with `AnswerabilityRouter`); None: every term weighs the same.
        :param filters: The chunks counted (the retrievers' fixed filter: live ones).
        :param max_age_s: With a Qdrant server, recount after this many seconds.
        :raises ValueError: When a parameter is below 1.
        """
        if max_sentences < 1 or max_sentences_per_passage < 1:
            raise ValueError(
                f"max_sentences and max_sentences_per_passage must be >= 1, got "
                f"{max_sentences} and {max_sentences_per_passage}."
            )
        self.max_sentences = max_sentences
        self.max_sentences_per_passage = max_sentences_per_passage
        self._reads(document_store, filters, max_age_s)

    @component.output_types(replies=list[ChatMessage])
    def run(
        self,
        query: str,
        documents: list[Document],
        replies: list[ChatMessage] | None = None,
        generator_error: str | None = None,
        ask: dict | None = None,
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The passages, best first.
        :param replies: The LLM's replies (the first with text is used).
        :param generator_error: Why the LLM gave no reply.
        :param ask: What the question asks for (`AnswerabilityRouter`'s `ask`); read from the question when None.
        :returns: `replies`: one message, generative or extractive (empty only when there are no passages).
        """
        reply = next((r for r in replies or [] if r.text and r.text.strip()), None)
        if reply is not None:
            message = ChatMessage.from_assistant(reply.text, meta={**reply.meta, "mode": "generative", "notice": None})
            return {"replies": [message]}
        if not documents:
            return {"replies": []}
        text, _used = extract(
            query,
            documents,
            self.max_sentences,
            self.max_sentences_per_passage,
            ask=Ask.from_dict(ask) if ask else None,
            weights=store_term_weights(self),
        )
        reason = generator_error or "the LLM gave no reply"
        notice = f"Extractive answer: sentences quoted from the passages, no LLM ({reason})."
        return {"replies": [ChatMessage.from_assistant(text, meta={"mode": "extractive", "notice": notice})]}
