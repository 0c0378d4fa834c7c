"""The key of the write endpoints (upload, delete), `RULEBOOK_API_KEY`, and their guard against other sites' pages."""

import hmac
from typing import Any
from urllib.parse import urlsplit

from fastapi import HTTPException

from rulebook.settings import BY_FIELD, Settings

#: The variable that holds the key, named in the 401 message so a client knows what to ask for.
API_KEY_VARIABLE = BY_FIELD["api_key"].name


def require_api_key(headers: Any, settings: Settings) -> None:
    """
    Check the key of a write request when the deployment has one (otherwise every request may write).

    The key goes in `Authorization: Bearer <key>` or `X-API-Key: <key>`. MCP and direct calls carry no headers,
    so they cannot write while a key is set.

    Without a key, a write that a web page of another site sends is refused (`refuse_other_sites`): a browser sends
    a form upload to any origin without asking CORS first, and a deployment may allow every origin (Hayhooks' own
    default), so a page the user merely visits could otherwise delete or add documents of a service on their own
    machine.

    :param headers: The request headers (case-insensitive), or None.
    :param settings: The deployment's settings (`api_key`).
    :raises HTTPException: 401 without a key, 403 with a wrong one, or 403 from another site's page when the
        deployment has no key.
    """
    expected = settings.api_key or ""
    if not expected:
        refuse_other_sites(headers)
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


def refuse_other_sites(headers: Any, allowed: list[str] | None = None) -> None:
    """
    Refuse a write sent by a web page of another site than the service's own (cross-site request forgery; OWASP's
    "Verifying Origin With Standard Headers": the `Origin` header against the target's `Host`).

    Browsers send `Origin` with every cross-origin POST (and `null` from a sandboxed page or a file); scripts,
    `curl` and the MCP tools send none, and the service's own pages send its own.

    Usage example:
    ```python
    from starlette.datastructures import Headers

    refuse_other_sites(Headers({"host": "127.0.0.1:1416", "origin": "http://127.0.0.1:1416"}))  # its own page
    refuse_other_sites(Headers({"host": "127.0.0.1:1416"}))  # a script: no Origin
    ```

    :param headers: The request headers (case-insensitive), or None.
    :param allowed: Origins allowed to write besides the service's own; default: `HAYHOOKS_CORS_ALLOW_ORIGINS`
        when it lists origins (not its default `*`).
    :raises HTTPException: 403 for a request from another origin.
    """
    origin = ((headers.get("origin") if headers is not None else None) or "").strip()
    if not origin:
        return
    if allowed is None:
        from hayhooks.settings import settings as hayhooks_settings  # the server's own settings, read when needed

        allowed = [o for o in hayhooks_settings.cors_allow_origins if o != "*"]
    host = (headers.get("host") or "").strip().lower()
    if (origin != "null" and urlsplit(origin).netloc.lower() == host) or origin.rstrip("/") in allowed:
        return
    raise HTTPException(
        status_code=403,
        detail=f"A page of {origin} may not change this service's documents. Without {API_KEY_VARIABLE} set, uploads "
        "and deletions are taken only from the service's own pages and from clients that send no Origin (scripts, "
        f"curl); set {API_KEY_VARIABLE} to let another front end write with the key.",
    )
