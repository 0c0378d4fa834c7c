"""Moves up the candidate passages that state an answer of the kind the question asks for."""

from dataclasses import replace
from typing import Any

from haystack import Document, component

from rulebook.extractive import statements, store_term_weights
from rulebook.store.snapshot import StoreBacked
from rulebook.text.answer_types import classify

#: The meta key of a passage's answer-type score: the score of its best sentence of the kind asked, or 0.0.
ANSWER_TYPE_SCORE = "answer_type_score"
#: The meta key of a passage's place (1-based) in the order the ranker was given: the retrievers' order, which the
#: answerability router reads (`rulebook.components.routers.AnswerabilityRouter`).
RETRIEVAL_RANK = "retrieval_rank"


@component
class AnswerTypeRanker(StoreBacked):
    """
    Re-ranks the first `top_k` candidates by their fused score times one plus `weight` times the score of their best
    sentence of the kind the question asks for.

    A question's expected answer type (`rulebook.text.answer_types.classify`: a quantity in a unit, a date, a
    definition of the term asked, a permission, a body or role, a list, a colour) is searched in each candidate's
    sentences, one passage at a time (`rulebook.extractive.statements`): a passage that states a quantity in the
    asked unit beside the question's words moves up past one that only shares the words. Ranking passages by whether
    they hold an entity of the expected type is the "predictive annotation" of Prager et al., "Question-Answering by
    Predictive Annotation" (SIGIR 2000); here the sentence scores of the extractive answer serve as its measure. The
    bonus is a share of the passage's own score, so a passage far down the retrievers' list (another document's
    sentence of the right kind) stays down. A question of no known kind (`other`) leaves the order as it is. The
    candidates after the first `top_k` keep their place and score.

    The answerability router still reads the retrievers' order (`meta["retrieval_rank"]`): moving a passage of the
    right kind up helps an answer that exists, and would also let a near miss's passage of the right kind from
    further down stand for an answer.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.rankers import AnswerTypeRanker

    ranker = AnswerTypeRanker(weight=0.3, top_k=8)
    docs = [
        Document(content="Records are kept at the carrier's principal place of business.", score=1.0),
        Document(content="The carrier must keep the records for at least 90 days after the trip.", score=0.9),
    ]
    result = ranker.run(query="How many days must the carrier keep the records?", documents=docs)
    print([d.content[:20] for d in result["documents"]])  # the 90 days first
    ```
    """

    def __init__(
        self,
        weight: float = 0.3,
        top_k: int = 8,
        enabled: bool = True,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param weight: The share of its own score a passage gains per unit of its best answer-type sentence's score,
            >= 0: the new score is `score * (1 + weight * best)`. A sentence's score is about 1 for a sentence of the
            kind asked that holds most of the question's words (`rulebook.extractive.statements`).
        :param top_k: The first candidates re-ranked, >= 1.
        :param enabled: False: the candidates pass unchanged.
        :param document_store: The store the candidates come from, for the terms' inverse document frequencies;
            None: every term weighs the same.
        :param filters: The chunks counted (the retrievers' fixed filter: live ones).
        :param max_age_s: With a Qdrant server, recount after this many seconds.
        :raises ValueError: When weight is negative or top_k below 1.
        """
        if weight < 0:
            raise ValueError(f"weight must be >= 0, got {weight}.")
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        self.weight = weight
        self.top_k = top_k
        self.enabled = bool(enabled)
        self._reads(document_store, filters, max_age_s)

    def warm_up(self) -> None:
        """Count the embedded store's terms now (otherwise done by the first question after each change)."""
        store_term_weights(self)

    @component.output_types(documents=list[Document])
    def run(self, query: str, documents: list[Document]) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The candidates, best first, with their fused (or cross-encoder) scores.
        :returns: `documents`: the same candidates, the first `top_k` in their new order with `score` multiplied by
            one plus `weight` times their `meta["answer_type_score"]`, and their place before in
            `meta["retrieval_rank"]`.
        """
        ask = classify(query)
        if not self.enabled or self.weight == 0 or ask.kind == "other" or not documents:
            return {"documents": documents}
        weights = store_term_weights(self)
        head, tail = documents[: self.top_k], documents[self.top_k :]
        scored = []
        for position, doc in enumerate(head):
            # One passage at a time, so that every passage's sentences are scored as the first passage's: the
            # extractive answer's prior for the retriever's order is not counted twice.
            best = max((s.score for s in statements(query, [doc], ask, weights) if s.fits), default=0.0)
            new = replace(
                doc,
                score=(doc.score or 0.0) * (1 + self.weight * best),
                meta={**doc.meta, ANSWER_TYPE_SCORE: round(best, 4), RETRIEVAL_RANK: position + 1},
            )
            scored.append((new, position))
        scored.sort(key=lambda pair: (-(pair[0].score or 0.0), pair[1]))
        return {"documents": [doc for doc, _position in scored] + tail}
