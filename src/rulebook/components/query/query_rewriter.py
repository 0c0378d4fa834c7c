"""Adaptive query rewriting: when the evidence is weak and an LLM is available, search again with its rewrites."""

import logging
import re
from collections.abc import Callable
from typing import Any

from haystack import Document, component
from haystack.dataclasses import ChatMessage
from haystack.utils import Secret

from rulebook.components.generators.groq_chat_generator import DEFAULT_MODEL, GROQ_BASE_URL, GroqChatGenerator
from rulebook.components.joiners.weighted_rank_fusion import reciprocal_rank_scores
from rulebook.components.serialization import InitParametersSerialization

logger = logging.getLogger(__name__)

#: A search function: (query, filters) -> `{"documents": [...], "confidence": float}` (the retrieval graph).
Search = Callable[[str, dict[str, Any] | None], dict[str, Any]]

_INSTRUCTIONS = """You help search regulation documents. A user's question found only weak matches.
Rewrite it as at most {n} short search queries in the documents' own vocabulary: their defined terms, article
titles and regulatory wording (for example "roadway worker protection" for "track crew safety"). Keep every
number, year, class and document name of the question unchanged. Do not answer the question.
Reply with one query per line and nothing else."""


def parse_rewrites(text: str, question: str, limit: int) -> list[str]:
    """
    :param text: The model's reply, one query per line (numbering, bullets and quotes are removed).
    :param question: The original question (a rewrite equal to it is dropped).
    :param limit: The most rewrites kept.
    :returns: Distinct rewrites, in the model's order.
    """
    seen = {" ".join(question.lower().split())}
    rewrites: list[str] = []
    for line in text.splitlines():
        query = re.sub(r"^\s*(?:\d{1,2}[.)]|[-*•])\s*", "", line).strip().strip("\"'“”").strip()
        key = " ".join(query.lower().split())
        if len(key) < 3 or key in seen or key.endswith(":"):
            continue
        seen.add(key)
        rewrites.append(query)
        if len(rewrites) == limit:
            break
    return rewrites


def reciprocal_rank_fusion(
    rankings: list[list[Document]], top_k: int, k: int = 60, weights: list[float] | None = None
) -> list[Document]:
    """
    Fuse ranked lists by reciprocal rank fusion (Cormack et al., 2009), optionally weighted per list:
    score(d) = sum over lists of weight / (k + rank).

    :param rankings: Lists of documents, best first; a document is identified by its id.
    :param top_k: How many fused documents to return.
    :param k: The RRF constant (60 in the paper).
    :param weights: One weight per list (default 1 each).
    :returns: The fused documents, best first (each as first seen, with the score of that ranking).
    """
    weights = weights or [1.0] * len(rankings)
    scores: dict[str, float] = {}
    first: dict[str, Document] = {}
    for ranking, weight in zip(rankings, weights, strict=False):
        for doc_id, value in reciprocal_rank_scores(ranking, weight, k).items():
            scores[doc_id] = scores.get(doc_id, 0.0) + value
        for doc in ranking:
            first.setdefault(doc.id, doc)
    order = sorted(scores, key=lambda i: -scores[i])[:top_k]
    return [first[i] for i in order]


@component
class QueryRewriter(InitParametersSerialization):
    """
    Searches again with up to `max_rewrites` LLM rewrites of the question when retrieval confidence is low.

    Usage example:
    ```python
    from rulebook.components.query.query_rewriter import QueryRewriter

    rewriter = QueryRewriter(model="llama-3.1-8b-instant")
    rewriter.warm_up()
    out = rewriter.run(query="Do track crews need a lookout?", documents=docs, confidence=0.21, min_confidence=0.3,
                       search=lambda q, filters: book.retrieve(q))
    print(out["rewrites"], out["confidence"])
    ```

    It does nothing (passes `documents` and `confidence` through, `rewrites` empty) when the confidence is at or above
    `min_confidence` or below `floor` (a question that far from every passage is refused without any LLM call), when no
    `search` function is given, when rewriting is disabled, or when no LLM is available (no key). Otherwise the LLM
    proposes rewrites in the documents' own vocabulary (the headings of the passages found so far are shown to it), each
    rewrite is searched with `search`, and the rankings of the question and its rewrites are fused by reciprocal rank
    fusion, each ranking weighted by its own evidence confidence, so the best-supported ranking leads. The new
    confidence is the highest confidence of the question and its rewrites. When the LLM fails, the original results pass
    through unchanged.
    """

    def __init__(
        self,
        api_key: Secret = Secret.from_env_var("GROQ_API_KEY", strict=False),
        model: str = DEFAULT_MODEL,
        api_base_url: str | None = GROQ_BASE_URL,
        timeout: float | None = 30.0,
        max_retries: int | None = 3,
        max_rewrites: int = 3,
        enabled: bool = True,
        floor: float = 0.0,
    ) -> None:
        """
        :param api_key: The Groq API key (a `Secret`; by default `GROQ_API_KEY`, not required).
        :param model: The Groq model that writes the rewrites.
        :param api_base_url: The OpenAI-compatible endpoint.
        :param timeout: Seconds per HTTP request.
        :param max_retries: Retries of 429/5xx responses.
        :param max_rewrites: Rewrites asked for and searched, 1 to 3.
        :param enabled: False turns rewriting off.
        :param floor: No rewriting below this confidence, in [0, 1].
        :raises ValueError: When `max_rewrites` is outside 1..3 or `floor` outside [0, 1].
        """
        if not 1 <= max_rewrites <= 3:
            raise ValueError(f"max_rewrites must be between 1 and 3, got {max_rewrites}.")
        if not 0 <= floor <= 1:
            raise ValueError(f"floor must be in [0, 1], got {floor}.")
        self.api_key = api_key
        self.model = model
        self.api_base_url = api_base_url
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_rewrites = max_rewrites
        self.enabled = enabled
        self.floor = floor
        self._llm: GroqChatGenerator | None = None

    def warm_up(self) -> None:
        """Build the LLM client (it connects on first use)."""
        if self._llm is None:
            self._llm = GroqChatGenerator(
                api_key=self.api_key,
                model=self.model,
                api_base_url=self.api_base_url,
                timeout=self.timeout,
                max_retries=self.max_retries,
                generation_kwargs={"max_completion_tokens": 120},
            )

    @property
    def available(self) -> bool:
        """Whether rewriting can run: enabled, and an LLM key is set."""
        return self.enabled and bool(self.api_key.resolve_value())

    @component.output_types(documents=list[Document], confidence=float, rewrites=list[str])
    def run(
        self,
        query: str,
        documents: list[Document],
        confidence: float,
        min_confidence: float,
        search: Search | None = None,
        filters: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The passages found for it, best first.
        :param confidence: Their evidence score.
        :param min_confidence: The gate's threshold; rewriting runs only below it (and at or above `floor`).
        :param search: Runs the retrieval part of the graph: `search(query, filters)`.
        :param filters: The filters the question was searched with (the versions and documents it chose), given
            to `search` with each rewrite: a rewrite may drop the year or the name the question gave.
        :returns: `documents` (fused, as many as given), `confidence` and `rewrites` (the queries searched).
        """
        unchanged = {"documents": documents, "confidence": confidence, "rewrites": []}
        if not self.floor <= confidence < min_confidence or search is None or not self.available:
            return unchanged
        self.warm_up()
        assert self._llm is not None
        headings = sorted(
            {f"{d.meta.get('article') or ''} {d.meta.get('article_title') or ''}".strip() for d in documents[:8]} - {""}
        )
        prompt = [
            ChatMessage.from_system(_INSTRUCTIONS.format(n=self.max_rewrites)),
            ChatMessage.from_user(
                f"Question: {query}\n\nHeadings of the closest passages found:\n"
                + ("\n".join(f"- {h}" for h in headings) or "- (none)")
            ),
        ]
        out = self._llm.run(messages=prompt)
        if not out["replies"]:
            logger.warning("Query rewriting skipped: %s", out["error"])
            return unchanged
        rewrites = parse_rewrites(out["replies"][0].text or "", query, self.max_rewrites)
        rankings, weights = [documents], [max(confidence, 1e-6)]
        for rewrite in rewrites:
            found = search(rewrite, filters)
            rankings.append(list(found.get("documents") or []))
            weights.append(max(float(found.get("confidence") or 0.0), 1e-6))
        fused = reciprocal_rank_fusion(rankings, top_k=max(len(documents), 1), weights=weights)
        return {"documents": fused, "confidence": round(max(weights), 4), "rewrites": rewrites}
