"""`GET /health`: whether the store answers, what is indexed, and how questions are answered."""

from typing import Any

from rulebook.engine import EmbeddingModelMismatch
from rulebook.service.locks import reading
from rulebook.service.process import started_engine
from rulebook.service.workers import requested_workers


def health() -> tuple[int, dict[str, Any]]:
    """
    :returns: An HTTP status (200; 503 while the engine starts or when the store does not answer) and the body:
        `status` (`ok`; `index needs re-embedding`, with a `detail` saying how, when the index was embedded with
        another model than the configured one: questions get 409 until the documents are indexed again), `store`
        (`embedded` or the server URL), `collection`, `documents`, `chunks`, `answers` (`generative` when
        `GROQ_API_KEY` is set, else `extractive`), `workers`.
    """
    book = started_engine()
    if book is None:
        return 503, {"status": "starting"}
    settings = book.settings
    body: dict[str, Any] = {
        "status": "ok",
        "store": settings.qdrant_url or "embedded",
        "collection": settings.collection,
        "answers": "generative" if settings.llm_key_set else "extractive",
        "workers": requested_workers(settings),
    }
    try:
        with reading():
            body["chunks"] = book.store.count_documents()
            body["documents"] = len(book.list_documents())
            try:
                book.check_embedding_model()
            except EmbeddingModelMismatch as exc:  # still 200: the service is up and can re-index
                body.update(status="index needs re-embedding", detail=str(exc))
    except Exception as exc:  # the store is down: report, do not raise
        return 503, {**body, "status": "store unavailable", "detail": f"{type(exc).__name__}: {exc}"}
    return 200, body
