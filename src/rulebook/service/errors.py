"""The engine's user errors as HTTP errors: a 4xx status and the JSON body `{"detail": message}`."""

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

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


def validation_detail(errors: Sequence[Any]) -> str:
    """
    A request that does not have the shape of the endpoint's body, said in a sentence, as the other 4xx say theirs.

    Usage example:
    ```python
    validation_detail([{"type": "missing", "loc": ("body", "question"), "msg": "Field required"}])
    # "The request is missing 'question'."
    ```

    :param errors: FastAPI's validation errors (`RequestValidationError.errors()`): dicts with `type`, `loc`, `msg`.
    :returns: One sentence per error, joined.
    """
    said = []
    for error in errors:
        kind, msg = error.get("type", ""), error.get("msg", "")
        where = [str(part) for part in error.get("loc", ()) if part != "body"]
        field = ".".join(where)
        if kind == "json_invalid":
            said.append(
                "The request body is not valid JSON"
                + (f" (at character {where[0]})" if where and where[0].isdigit() else "")
                + '; send an object such as {"question": "..."}.'
            )
        elif kind == "missing":
            said.append(f"The request is missing '{field}'." if field else "The request has no body.")
        else:
            said.append(f"'{field}': {msg}." if field else f"{msg}.")
    return " ".join(said) or "The request does not have the shape this endpoint takes."
