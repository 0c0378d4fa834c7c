"""The engine's user errors as HTTP errors: a 4xx status and the JSON body `{"detail": message}`."""

import contextlib
from collections.abc import Iterator

from fastapi import HTTPException

from rulebook.engine import EmbeddingModelMismatch, QuestionError, UnknownDocumentError


@contextlib.contextmanager
def http_errors() -> Iterator[None]:
    """
    Turn the engine's user errors raised in the block into 4xx responses that keep the engine's message.

    :raises HTTPException: 400 for a question that cannot be asked, 404 for a filter that matches nothing
        indexed, 409 when the index was embedded with another model.
    """
    try:
        yield
    except QuestionError as exc:
        raise HTTPException(status_code=400, detail=str(exc)) from None
    except UnknownDocumentError as exc:
        raise HTTPException(status_code=404, detail=str(exc)) from None
    except EmbeddingModelMismatch as exc:  # the deployment must re-index; no request can fix it
        raise HTTPException(status_code=409, detail=str(exc)) from None
