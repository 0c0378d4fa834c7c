"""
A local OpenAI-compatible chat-completions server for tests: no network, no key, scripted failures.

Usage example:
```python
with FakeLLMServer(reply="The manual says so [1].") as server:
    os.environ["RULEBOOK_LLM_BASE_URL"] = server.base_url
    ...
    assert server.hits == 1
```

It answers `POST /v1/chat/completions` (and `/chat/completions`) in the OpenAI wire format, plain JSON or
server-sent events when the request has `"stream": true`. Each request takes the next step of `script`, then the
default step: `("ok",)` replies, `("status", code, headers)` answers with an error status (e.g. a 429 with
`Retry-After`), `("sleep", seconds)` waits before replying (to trip client timeouts), `("drop",)` closes the
connection without a reply. `reply` is a string, or a function of the request body returning the string.
Every request is recorded in `requests`: its JSON `body`, its `headers` (names lower-cased) and its arrival
time `at` (`time.monotonic()`).
"""

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Step = tuple[Any, ...]


class FakeLLMServer:
    """An OpenAI-compatible chat server on 127.0.0.1 (an ephemeral port), run in a daemon thread."""

    def __init__(
        self,
        reply: str | Callable[[dict[str, Any]], str] = "The passages answer this [1].",
        script: list[Step] | None = None,
        default: Step = ("ok",),
        chunk_words: int = 2,
    ) -> None:
        """
        :param reply: The assistant's text, or a function of the request body that returns it.
        :param script: Steps for the first requests, in order.
        :param default: The step for requests after the script.
        :param chunk_words: Words per streamed chunk.
        """
        self.reply = reply
        self.script = list(script or [])
        self.default = default
        self.chunk_words = chunk_words
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------------------------------
    def start(self) -> "FakeLLMServer":
        """Bind an ephemeral port and serve in a daemon thread."""
        server = _QuietServer(("127.0.0.1", 0), _handler_for(self))
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and free the port."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> "FakeLLMServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- what tests read ---------------------------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL (`http://127.0.0.1:PORT/v1`)."""
        assert self._server is not None, "start() the server first"
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    @property
    def hits(self) -> int:
        """Requests received so far."""
        with self._lock:
            return len(self.requests)

    def reset(self, script: list[Step] | None = None, reply: Any = None) -> None:
        """Forget the recorded requests; optionally set a new script and reply."""
        with self._lock:
            self.requests.clear()
            self.script = list(script or [])
            if reply is not None:
                self.reply = reply

    # -- internals ---------------------------------------------------------------------------------------------
    def _next(self, body: dict[str, Any], headers: dict[str, str]) -> Step:
        with self._lock:
            self.requests.append({"body": body, "headers": headers, "at": time.monotonic()})
            return self.script.pop(0) if self.script else self.default

    def _text(self, body: dict[str, Any]) -> str:
        return self.reply(body) if callable(self.reply) else self.reply


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that gave up (a timeout test) closes the socket under us: expected, not worth a traceback


def _completion(text: str, model: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 10, "completion_tokens": len(text.split()), "total_tokens": 10 + len(text.split())},
    }


def _chunk(model: str, delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def _handler_for(fake: FakeLLMServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - silence the default stderr log
            pass

        def _send_json(self, code: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
            data = json.dumps(payload).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send_json(404, {"error": {"message": f"no route {self.path}"}})
                return
            step = fake._next(body, {k.lower(): v for k, v in self.headers.items()})
            kind = step[0]
            if kind == "drop":
                self.close_connection = True
                self.connection.close()
                return
            if kind == "status":
                code = step[1]
                headers = step[2] if len(step) > 2 else {}
                self._send_json(code, {"error": {"message": f"scripted {code}", "type": "fake"}}, headers)
                return
            if kind == "sleep":
                time.sleep(step[1])
            model = body.get("model", "fake")
            text = fake._text(body)
            if not body.get("stream"):
                self._send_json(200, _completion(text, model))
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            words = text.split(" ")
            pieces = [" ".join(words[i : i + fake.chunk_words]) for i in range(0, len(words), fake.chunk_words)]
            events = [_chunk(model, {"role": "assistant", "content": ""})]
            events += [_chunk(model, {"content": p if i == 0 else " " + p}) for i, p in enumerate(pieces)]
            events.append(_chunk(model, {}, finish="stop"))
            for event in events:
                self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                self.wfile.flush()
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()

    return Handler


def passages_in(body: dict[str, Any]) -> dict[int, str]:
    """
    The numbered passages of a rulebook prompt, as the fake model sees them.

    :param body: A chat-completions request body.
    :returns: Passage number -> the passage's text block (header line and content).
    """
    user = "\n".join(m.get("content") or "" for m in body.get("messages", []) if m.get("role") == "user")
    blocks: dict[int, str] = {}
    current: int | None = None
    for line in user.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and "]" in stripped[:6] and stripped[1 : stripped.index("]")].isdigit():
            current = int(stripped[1 : stripped.index("]")])
            blocks[current] = ""
        if current is not None:
            blocks[current] += line + "\n"
    return blocks
