"""The key of the write endpoints (upload, delete), `RULEBOOK_API_KEY`."""

import hmac
from typing import Any

from fastapi import HTTPException

from rulebook.settings import BY_FIELD, Settings

#: The variable that holds the key, named in the 401 message so a client knows what to ask for.
API_KEY_VARIABLE = BY_FIELD["api_key"].name


def require_api_key(headers: Any, settings: Settings) -> None:
    """
    Check the key of a write request when the deployment has one (otherwise every request may write).

    The key goes in `Authorization: Bearer <key>` or `X-API-Key: <key>`. MCP and direct calls carry no headers,
    so they cannot write while a key is set.

    :param headers: The request headers (case-insensitive), or None.
    :param settings: The deployment's settings (`api_key`).
    :raises HTTPException: 401 without a key, 403 with a wrong one.
    """
    expected = settings.api_key or ""
    if not expected:
        return
    given = ""
    if headers is not None:
        auth = headers.get("authorization") or ""
        given = auth[7:].strip() if auth.lower().startswith("bearer ") else (headers.get("x-api-key") or "").strip()
    if not given:
        raise HTTPException(
            status_code=401,
            detail=f"This endpoint writes to the index: send the key of {API_KEY_VARIABLE} as "
            "'Authorization: Bearer <key>'.",
            headers={"WWW-Authenticate": "Bearer"},
        )
    # A constant-time comparison: the time a wrong key takes says nothing about how much of it was right.
    if not hmac.compare_digest(given.encode(), expected.encode()):
        raise HTTPException(status_code=403, detail="Wrong API key.")
