"""Passes the LLM's reply on, or, when there is none, drafts an extractive answer quoted from the passages."""

import logging
from typing import Any

import numpy as np
from haystack import Document, component
from haystack.dataclasses import ChatMessage

from rulebook.extractive import Similarity, extract, sentence_limits, store_term_weights
from rulebook.store.snapshot import StoreBacked
from rulebook.text.answer_types import Ask

logger = logging.getLogger(__name__)

_BATCH = 4  # sentences embedded together


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
    passage, so the same checks apply to both modes. With a `sentence_model`, the sentences are also ranked by the
    cosine between their embedding and the question's (`rulebook.extractive.SIMILARITY_WEIGHT`).
    """

    def __init__(
        self,
        max_sentences: int = 4,
        max_sentences_per_passage: int = 2,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        max_age_s: float = 300.0,
        sentence_model: str | None = None,
        query_prefix: str = "",
        passage_prefix: str = "",
        quantize: bool = True,
    ) -> None:
        """
        :param max_sentences: Sentences in an extractive answer, >= 1.
        :param max_sentences_per_passage: At most this many from one passage, >= 1.
        :param document_store: The store the passages come from: the question's terms are weighted by their inverse
            document frequency over its chunks (shared with `AnswerabilityRouter`); None: every term weighs the same.
        :param filters: The chunks counted (the retrievers' fixed filter: live ones).
        :param max_age_s: With a Qdrant server, recount after this many seconds.
        :param sentence_model: A Sentence Transformers model (a local folder or a hub id with its weights on this
            machine) that embeds the question and the passages' sentences, to rank them by meaning as well as by
            words; None: words only. When it cannot be loaded, the answer reads words only (logged).
        :param query_prefix: Text put before the question for that model (some models want an instruction).
        :param passage_prefix: Text put before each sentence for that model.
        :param quantize: Run that model from an int8 ONNX copy (`OnnxTextEmbedder`'s `quantize`).
        :raises ValueError: When a parameter is below 1.
        """
        self.max_sentences, self.max_sentences_per_passage = sentence_limits(max_sentences, max_sentences_per_passage)
        self.sentence_model = sentence_model
        self.query_prefix = query_prefix
        self.passage_prefix = passage_prefix
        self.quantize = quantize
        self._embedder: Any = None
        self._unloadable = False  # the sentence model failed to load once: not tried again
        self._reads(document_store, filters, max_age_s)

    def warm_up(self) -> None:
        """Load the sentence model, when one is named (otherwise by the first extractive answer)."""
        if self.sentence_model is None or self._embedder is not None or self._unloadable:
            return
        from rulebook.components.embedders.onnx_text_embedder import OnnxTextEmbedder

        embedder = OnnxTextEmbedder(model=self.sentence_model, local_files_only=True, quantize=self.quantize)
        try:
            embedder.warm_up()
        except Exception as error:  # a missing model must not cost the answer: words still rank the sentences
            logger.warning(
                "Extractive answers rank sentences by words only: %s did not load (%s).", self.sentence_model, error
            )
            self._unloadable = True
            return
        self._embedder = embedder

    def similarity(self, query: str) -> Similarity | None:
        """
        :param query: The question.
        :returns: A function from sentences to their cosine similarity with the question (unit-length embeddings of
            `sentence_model`), or None without a sentence model.
        """
        self.warm_up()
        if self._embedder is None:
            return None
        embedder = self._embedder

        def cosines(sentences: list[str]) -> list[float]:
            question = embedder.embed_batch([self.query_prefix + query])[0]
            # Batches of similar length: a batch is padded to its longest text.
            order = sorted(range(len(sentences)), key=lambda i: len(sentences[i]))
            vectors = np.zeros((len(sentences), len(question)), dtype=np.float32)
            for start in range(0, len(order), _BATCH):
                batch = order[start : start + _BATCH]
                vectors[batch] = embedder.embed_batch([self.passage_prefix + sentences[i] for i in batch])
            norms = np.maximum(np.linalg.norm(vectors, axis=1) * np.linalg.norm(question), 1e-9)
            return (vectors @ question / norms).tolist()

        return cosines

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
            similarity=self.similarity(query),
        )
        reason = generator_error or "the LLM gave no reply"
        notice = f"Extractive answer: sentences quoted from the passages, no LLM ({reason})."
        return {"replies": [ChatMessage.from_assistant(text, meta={"mode": "extractive", "notice": notice})]}
