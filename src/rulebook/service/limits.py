"""
Request size limits: the largest upload (`RULEBOOK_MAX_UPLOAD_MB`) and the largest body of any other request
(`RULEBOOK_MAX_REQUEST_KB`), enforced by the ASGI middleware `BodySizeLimit` before a handler reads the body.
"""

import json
from typing import Any

from fastapi import HTTPException

from rulebook.settings import Settings

MIB = 1024 * 1024
#: What a multipart upload carries besides the file (boundaries, part headers): allowed on top of the file limit,
#: so a file of exactly the limit is not refused for its framing.
MULTIPART_ALLOWANCE = 64 * 1024


def max_upload_bytes(settings: Settings) -> int:
    """
    :param settings: The deployment's settings (`max_upload_mb`).
    :returns: The largest accepted PDF upload, in bytes.
    """
    return settings.max_upload_mb * MIB


def max_request_bytes(settings: Settings) -> int:
    """
    :param settings: The deployment's settings (`max_request_kb`).
    :returns: The largest accepted body of a request that is not an upload, in bytes.
    """
    return settings.max_request_kb * 1024


def too_large(limit: int) -> str:
    """
    :param limit: The limit the body passed, in bytes.
    :returns: The 413 response's message.
    """
    return f"Request body larger than {limit} bytes."


class BodySizeLimit:
    """
    ASGI middleware: a request body larger than its limit gets 413 with a JSON body, before it is read (from
    `Content-Length`) or as soon as the streamed body passes the limit (a chunked body declares no length).

    :param app: The ASGI app.
    :param default_limit: Bytes allowed for most requests.
    :param upload_limit: Bytes allowed for the paths in `upload_paths`.
    :param upload_paths: Paths that take file uploads.
    """

    def __init__(self, app: Any, default_limit: int, upload_limit: int, upload_paths: tuple[str, ...]) -> None:
        self.app = app
        self.default_limit = default_limit
        self.upload_limit = upload_limit
        self.upload_paths = upload_paths

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        """
        :param scope: The ASGI connection scope.
        :param receive: The ASGI receive channel, read through a counter.
        :param send: The ASGI send channel.
        """
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        limit = self.upload_limit if path in self.upload_paths else self.default_limit
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._reject(send, limit)
            return
        received = 0
        started = False

        async def limited_receive() -> dict:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise _TooLarge(limit)
            return message

        async def tracking_send(message: dict) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except _TooLarge:
            # A handler that already answered cannot be given a second status line; its response stands.
            if not started:
                await self._reject(send, limit)

    @staticmethod
    async def _reject(send: Any, limit: int) -> None:
        body = json.dumps({"detail": too_large(limit)}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                # The rest of the body is never read: the connection cannot be reused for another request.
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


class _TooLarge(HTTPException):
    """
    Raised from `receive` when the body passes the limit. An `HTTPException`, because FastAPI turns any other
    error while it reads a body into a 400, and renders this one as a 413 with a JSON body.
    """

    def __init__(self, limit: int) -> None:
        super().__init__(status_code=413, detail=too_large(limit))
