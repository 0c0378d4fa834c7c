"""
rulebook as a service: what the Hayhooks pipeline wrappers in `pipelines/<name>/` share, and the hardened app.

The wrappers (`ask`, `retrieve`, `index`, `documents`) are thin: each one calls `engine()` in `setup()` and runs
the YAML graphs through that one `rulebook.engine.Rulebook`, so a process loads the graphs once and opens one
Qdrant client. This module holds what they have in common:

- `engine()`: the process's engine, warmed up, with the worker policy checked (embedded Qdrant is
  single-process: more than one worker is refused with a clear message);
- `reading()` / `writing()`: a readers-writer lock, so questions run concurrently and an upload or a delete runs
  alone;
- `http_errors()`, `require_api_key()`, `save_upload()`: user errors as 4xx JSON (`{"detail": "..."}`), the
  `RULEBOOK_API_KEY` check of the write endpoints, and an upload check by content (`%PDF-`), size and name;
- `create_app()`: the Hayhooks app with only our wrappers deployed, plus request size limits, `GET /health`
  and the MCP endpoint `/mcp`. `scripts/serve.py` runs it (with several workers on a Qdrant server).

Plain `hayhooks run --pipelines-dir pipelines --additional-python-path .` serves the same wrappers, without the
request size limits and `/health` (see the README, "Serve with Hayhooks").
"""

import contextlib
import hmac
import json
import logging
import multiprocessing
import os
import re
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException
from fastapi.responses import JSONResponse

from rulebook.engine import EmbeddingModelMismatch, QuestionError, Rulebook, UnknownDocumentError
from rulebook.pipelines import PIPELINES_DIR
from rulebook.settings import Settings

logger = logging.getLogger(__name__)

#: The wrappers `create_app` deploys, by folder name under `pipelines/` (each is also its URL: `/ask/run`).
WRAPPERS = ("ask", "retrieve", "index", "documents")
#: Hayhooks loads a wrapper folder as a top-level package of the same name, replacing any module so named:
#: a wrapper must never be called like one of our packages.
RESERVED_NAMES = ("rulebook",)
#: A PDF starts with this; readers accept it anywhere in the first 1024 bytes (ISO 32000-1, annex H.3).
PDF_MAGIC = b"%PDF-"
PDF_MAGIC_WINDOW = 1024
#: Environment variable holding the key of the write endpoints.
API_KEY_ENV = "RULEBOOK_API_KEY"


class StartupRefused(SystemExit):
    """
    The service cannot start as configured; the message says what to change.

    A `SystemExit`, not an `Exception`: Hayhooks skips a wrapper whose `setup()` raises an `Exception` and still
    reports `Up!`, but rulebook must not run with endpoints missing, so this stops the server (uvicorn exits
    with its startup-failure code, and stops the other workers too).
    """

    def __init__(self, message: str) -> None:
        logger.error(message)
        super().__init__(message)


# -- limits --------------------------------------------------------------------------------------------------
def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name) or ""
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise StartupRefused(f"{name}={value!r} is not a whole number.") from None


def max_upload_bytes() -> int:
    """:returns: The largest accepted PDF upload, from `RULEBOOK_MAX_UPLOAD_MB` (default 50 MiB)."""
    return _env_int("RULEBOOK_MAX_UPLOAD_MB", 50) * 1024 * 1024


def max_request_bytes() -> int:
    """:returns: The largest accepted body of a JSON request, from `RULEBOOK_MAX_REQUEST_KB` (default 1 MiB)."""
    return _env_int("RULEBOOK_MAX_REQUEST_KB", 1024) * 1024


# -- workers -------------------------------------------------------------------------------------------------
def requested_workers(argv: list[str] | None = None) -> int:
    """
    How many server processes this deployment runs.

    `scripts/serve.py` says so in `RULEBOOK_WORKERS`. Under `hayhooks run --workers N` (or uvicorn's), each worker
    is a spawned child whose `sys.argv` is its parent's, so the option is read from there; `WEB_CONCURRENCY`
    last.

    :param argv: Defaults to `sys.argv`.
    :returns: The number of workers, 1 when nothing says otherwise.
    """
    if os.environ.get("RULEBOOK_WORKERS"):
        return _env_int("RULEBOOK_WORKERS", 1)
    argv = sys.argv if argv is None else argv
    for i, arg in enumerate(argv):
        if arg in ("--workers", "-w") and i + 1 < len(argv) and argv[i + 1].isdigit():
            return int(argv[i + 1])
        if arg.startswith("--workers=") and arg.split("=", 1)[1].isdigit():
            return int(arg.split("=", 1)[1])
    return _env_int("WEB_CONCURRENCY", 1)


def check_workers(workers: int, settings: Settings) -> None:
    """
    :param workers: Server processes requested.
    :param settings: The deployment's settings (embedded store unless `qdrant_url`).
    :raises ValueError: For more than one worker on the embedded store, or fewer than one.
    """
    if workers < 1:
        raise ValueError(f"--workers {workers}: run at least 1 worker.")
    if workers > 1 and not settings.qdrant_url:
        raise ValueError(
            f"--workers {workers} refused: the embedded Qdrant store ({settings.qdrant_path}) is single-process "
            "(one client per folder). Run 1 worker, or set QDRANT_URL to a Qdrant server to run several."
        )


# -- the engine ------------------------------------------------------------------------------------------------
class ReadWriteLock:
    """Many readers or one writer; a waiting writer holds off new readers, so uploads are not starved."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writer = False
        self._writers_waiting = 0

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """Hold the lock shared for the block."""
        with self._cond:
            while self._writer or self._writers_waiting:
                self._cond.wait()
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                self._cond.notify_all()

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the lock exclusively for the block."""
        with self._cond:
            self._writers_waiting += 1
            while self._writer or self._readers:
                self._cond.wait()
            self._writers_waiting -= 1
            self._writer = True
        try:
            yield
        finally:
            with self._cond:
                self._writer = False
                self._cond.notify_all()


_ENGINE: Rulebook | None = None
_REFUSED: StartupRefused | None = None
_ENGINE_LOCK = threading.Lock()
_STORE_LOCK = ReadWriteLock()


def reading() -> contextlib.AbstractContextManager[None]:
    """Shared access to the store (questions, retrieval, listing)."""
    return _STORE_LOCK.reading()


def writing() -> contextlib.AbstractContextManager[None]:
    """Exclusive access to the store (indexing, deleting)."""
    return _STORE_LOCK.writing()


def engine() -> Rulebook:
    """
    The process's engine, built on first call: settings from the environment, worker policy checked, the query
    graph (whole and retrieval-only) and the indexing graph loaded from `pipelines/*.yml` and warmed up, and the
    store opened (so a store held by another process fails now, not at the first request).

    :returns: The shared `Rulebook`.
    :raises StartupRefused: When the configuration cannot serve; the message says what to change.
    """
    global _ENGINE, _REFUSED
    with _ENGINE_LOCK:
        if _REFUSED is not None:  # the other wrappers of a process that cannot start fail the same way, quietly
            raise SystemExit(str(_REFUSED))
        if _ENGINE is None:
            try:
                _ENGINE = _start_engine()
            except StartupRefused as exc:
                _REFUSED = exc
                if multiprocessing.parent_process() is not None:
                    # A worker of a multi-process server: exit with uvicorn's startup-failure code, which stops
                    # the parent and the other workers (instead of respawning this one).
                    sys.stderr.flush()
                    os._exit(3)
                raise
        return _ENGINE


def _start_engine() -> Rulebook:
    try:
        settings = Settings.from_env()
        check_workers(requested_workers(), settings)
        _limit_torch_threads(_env_int("RULEBOOK_TORCH_THREADS", 1))
    except ValueError as exc:
        raise StartupRefused(str(exc)) from None
    book = Rulebook(settings)
    try:
        book.pipeline("query")
        book.pipeline("query", until="evidence_scorer")
        book.pipeline("indexing")
        _open_store(book)
        try:
            book.retrieve("warm-up")  # builds the search structures (BM25 index, masks) before settling
        except EmbeddingModelMismatch as exc:
            # Serve anyway: questions get 409 with the fix, /health says so, and the index endpoint can embed the
            # documents again with this model, which a service that refused to start could not offer.
            logger.warning("rulebook starts on an index it cannot search yet: %s", exc)
        book.settle()
    except RuntimeError as exc:
        if "already accessed" in str(exc):
            raise StartupRefused(
                f"The embedded Qdrant store {settings.qdrant_path} is open in another process (a running "
                "server or scripts/index.py). Stop it, or set QDRANT_URL to a Qdrant server."
            ) from None
        raise StartupRefused(f"rulebook cannot start: {exc}") from exc
    except Exception as exc:  # a graph that does not load, a server that does not answer
        raise StartupRefused(f"rulebook cannot start: {type(exc).__name__}: {exc}") from exc
    return book


def _limit_torch_threads(threads: int) -> None:
    """
    Run each request's model inference on `threads` CPU threads (`RULEBOOK_TORCH_THREADS`, default 1). A server
    gets its parallelism from concurrent requests; torch's default (one thread per core, per request) makes
    concurrent requests fight over the cores, and a one-sentence query embedding then takes 0.3-1 s instead of
    10-100 ms on a busy 2-core machine.
    """
    if threads < 1:
        raise ValueError(f"RULEBOOK_TORCH_THREADS={threads}: use 1 or more.")
    import torch

    torch.set_num_threads(threads)


def _open_store(book: Rulebook, attempts: int = 4) -> None:
    """
    Open the store now (it connects lazily). On a Qdrant server, workers starting together race to create the
    collection and all but one are refused; they retry, and then find it.
    """
    for attempt in range(attempts):
        try:
            book.store.count_documents()
            return
        except Exception:
            if not book.settings.qdrant_url or attempt == attempts - 1:
                raise
            time.sleep(1.0 + attempt)


# -- request helpers ---------------------------------------------------------------------------------------------
@contextlib.contextmanager
def http_errors() -> Iterator[None]:
    """Turn the engine's user errors into 4xx responses whose JSON body is `{"detail": message}`."""
    try:
        yield
    except QuestionError as exc:
        raise HTTPException(status_code=400, detail=str(exc)) from None
    except UnknownDocumentError as exc:
        raise HTTPException(status_code=404, detail=str(exc)) from None
    except EmbeddingModelMismatch as exc:  # the deployment must re-index; no request can fix it
        raise HTTPException(status_code=409, detail=str(exc)) from None


def require_api_key(headers: Any) -> None:
    """
    Check the key of a write request when `RULEBOOK_API_KEY` is set (otherwise every request may write).

    The key goes in `Authorization: Bearer <key>` or `X-API-Key: <key>`. MCP and direct calls carry no headers,
    so they cannot write while a key is set.

    :param headers: The request headers (case-insensitive), or None.
    :raises HTTPException: 401 without a key, 403 with a wrong one.
    """
    expected = os.environ.get(API_KEY_ENV) or ""
    if not expected:
        return
    given = ""
    if headers is not None:
        auth = headers.get("authorization") or ""
        given = auth[7:].strip() if auth.lower().startswith("bearer ") else (headers.get("x-api-key") or "").strip()
    if not given:
        raise HTTPException(
            status_code=401,
            detail=f"This endpoint writes to the index: send the key of {API_KEY_ENV} as 'Authorization: Bearer <key>'.",
            headers={"WWW-Authenticate": "Bearer"},
        )
    if not hmac.compare_digest(given.encode(), expected.encode()):
        raise HTTPException(status_code=403, detail="Wrong API key.")


def upload_dir(settings: Settings) -> Path:
    """:returns: Where uploaded PDFs are kept, `RULEBOOK_DATA_DIR/uploads` (created)."""
    folder = (settings.data_dir / "uploads").resolve()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def safe_file_name(name: str | None) -> str:
    """
    A file name that is safe to create in the upload folder: the last path component only (`/` and `\\` both
    separate), characters outside `A-Z a-z 0-9 . _ - space ( )` replaced by `_`, no leading dots, ending `.pdf`.

    :param name: The client's file name.
    :returns: The name to store the file under (also the document's name in the index).
    :raises ValueError: When nothing usable is left.
    """
    base = re.split(r"[\\/]", name or "")[-1]
    base = re.sub(r"[^A-Za-z0-9._\-() ]", "_", base).strip().lstrip(".")[:200]
    stem = base[:-4] if base.lower().endswith(".pdf") else base
    if not stem.strip("._- "):
        raise ValueError(f"Unusable file name {name!r}: give the upload a name such as 'manual.pdf'.")
    return f"{stem}.pdf"


def save_upload(upload: Any, folder: Path, limit: int) -> Path:
    """
    Check one uploaded file and save it in `folder` under its safe name.

    :param upload: A Starlette `UploadFile`.
    :param folder: The upload folder (inside the data dir).
    :param limit: Maximum size in bytes.
    :returns: The saved file.
    :raises HTTPException: 413 when larger than `limit`, 415 when its content is not a PDF, 400 for an
        empty file or an unusable name.
    """
    try:
        name = safe_file_name(upload.filename)
    except ValueError as exc:
        raise HTTPException(status_code=400, detail=str(exc)) from None
    target = (folder / name).resolve()
    if target.parent != folder:  # cannot happen after safe_file_name; checked because it guards the disk
        raise HTTPException(status_code=400, detail=f"{upload.filename!r}: file name leaves the upload folder.")
    source = upload.file
    source.seek(0)
    head = source.read(PDF_MAGIC_WINDOW)
    if not head:
        raise HTTPException(status_code=400, detail=f"{upload.filename}: the file is empty (0 bytes); upload the complete PDF.")
    if PDF_MAGIC not in head:
        raise HTTPException(
            status_code=415,
            detail=f"{upload.filename}: not a PDF (its content does not start with %PDF-); only PDF files are indexed.",
        )
    source.seek(0)
    fd, tmp_name = tempfile.mkstemp(prefix=".upload-", suffix=".part", dir=folder)
    size = 0
    try:
        with os.fdopen(fd, "wb") as out:
            for block in iter(lambda: source.read(1 << 20), b""):
                size += len(block)
                if size > limit:
                    raise HTTPException(
                        status_code=413,
                        detail=f"{upload.filename}: larger than the upload limit of {limit // (1024 * 1024)} MiB "
                        "(RULEBOOK_MAX_UPLOAD_MB).",
                    )
                out.write(block)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    return target


def jsonable(value: Any) -> Any:
    """:returns: `value` with numpy numbers and other non-JSON scalars turned into plain numbers or text."""

    def default(obj: Any) -> Any:
        if hasattr(obj, "item"):
            return obj.item()
        return str(obj)

    return json.loads(json.dumps(value, default=default))


def passage_record(rank: int, doc: Any) -> dict[str, Any]:
    """
    :param rank: 1-based rank.
    :param doc: A retrieved Haystack `Document`.
    :returns: What the `retrieve` endpoint shows of it: `rank`, `id`, the citation fields (`doc`, `page`,
        `page_end`, `page_label`, `article`, `article_title`, `score`, `text`).
    """
    from rulebook.components.builders.cited_answer_builder import citation_for

    record = citation_for(rank, doc)
    record.pop("n", None)
    return {"rank": rank, "id": doc.id, **record}


def citation_lines(answer: dict[str, Any]) -> str:
    """
    :param answer: An answer dict (`Rulebook.ask`).
    :returns: Its sources as text for chat clients, one `[n] document, article title, p. page` per line.
    """
    lines = []
    for c in answer.get("citations") or []:
        where = f"p. {c.get('page')}"
        if c.get("page_label") and str(c.get("page_label")) != str(c.get("page")):
            where += f" (printed {c['page_label']})"
        article = " ".join(x for x in (c.get("article"), c.get("article_title")) if x)
        lines.append(f"[{c.get('n')}] {c.get('doc')}" + (f", {article}" if article else "") + f", {where}")
    if not lines:
        return ""
    return "Sources:\n" + "\n".join(lines)


# -- health -------------------------------------------------------------------------------------------------------
def health() -> tuple[int, dict[str, Any]]:
    """
    :returns: An HTTP status (200, or 503 when the store does not answer) and the body: `status` (`ok`;
        `index needs re-embedding`, with a `detail` saying how, when the index was embedded with another model than
        the configured one: questions get 409 until the documents are indexed again), `store` (`embedded` or the
        server URL), `collection`, `documents`, `chunks`, `answers` (`generative` when `GROQ_API_KEY` is set, else
        `extractive`), `workers`.
    """
    book = _ENGINE
    if book is None:
        return 503, {"status": "starting"}
    settings = book.settings
    body: dict[str, Any] = {
        "status": "ok",
        "store": settings.qdrant_url or "embedded",
        "collection": settings.collection,
        "answers": "generative" if os.environ.get("GROQ_API_KEY") else "extractive",
        "workers": requested_workers(),
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


# -- the app --------------------------------------------------------------------------------------------------------
class BodySizeLimit:
    """
    ASGI middleware: a request body larger than its limit gets 413 with a JSON body, before it is read (from
    `Content-Length`) or as soon as the streamed body passes the limit.

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
            if not started:
                await self._reject(send, limit)

    @staticmethod
    async def _reject(send: Any, limit: int) -> None:
        body = json.dumps({"detail": f"Request body larger than {limit} bytes."}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")],
            }
        )
        await send({"type": "http.response.body", "body": body})


class _TooLarge(HTTPException):
    """
    Raised from `receive` when the body passes the limit. An `HTTPException`, because FastAPI turns any other
    error while it reads a body into a 400, and renders this one as a 413 with a JSON body.
    """

    def __init__(self, limit: int) -> None:
        super().__init__(status_code=413, detail=f"Request body larger than {limit} bytes.")


def wrapper_dirs(pipelines_dir: Path = PIPELINES_DIR) -> list[Path]:
    """
    :returns: The folders under `pipelines/` that hold a `pipeline_wrapper.py`, in `WRAPPERS` order.
    :raises StartupRefused: When one is missing or named like one of our packages.
    """
    folders = []
    for name in WRAPPERS:
        folder = pipelines_dir / name
        if name in RESERVED_NAMES:
            raise StartupRefused(f"pipelines/{name}/: a wrapper cannot be named like the package {name!r}.")
        if not (folder / "pipeline_wrapper.py").is_file():
            raise StartupRefused(f"{folder}/pipeline_wrapper.py is missing.")
        folders.append(folder)
    return folders


def _mount_mcp(app: FastAPI) -> bool:
    """
    Serve the wrappers as MCP tools over streamable HTTP at `/mcp/` (when the `mcp` package is installed), in
    this process: a separate `hayhooks mcp run` would open the embedded store a second time. Only the pipeline
    tools are listed; Hayhooks' deploy/undeploy tools are not exposed.

    :returns: Whether MCP is served.
    """
    try:
        from mcp.server import Server
        from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    except ImportError:
        logger.info("mcp is not installed: no /mcp endpoint (pip install 'hayhooks[mcp]').")
        return False
    from hayhooks.server.pipelines.registry import registry
    from hayhooks.server.utils.mcp_utils import list_pipelines_as_tools, run_pipeline_as_tool

    server = Server("rulebook")

    @server.list_tools()
    async def list_tools() -> list:
        return await list_pipelines_as_tools(registry)

    @server.call_tool()
    async def call_tool(name: str, arguments: dict[str, Any]) -> list:
        if name not in registry.get_names() or (registry.get_metadata(name) or {}).get("skip_mcp"):
            raise ValueError(f"No tool {name!r}.")
        return await run_pipeline_as_tool(registry, name, arguments)

    manager = StreamableHTTPSessionManager(app=server, event_store=None, json_response=True, stateless=True)

    async def handle(scope: dict, receive: Any, send: Any) -> None:
        await manager.handle_request(scope, receive, send)

    app.mount("/mcp", handle)
    outer = app.router.lifespan_context

    @contextlib.asynccontextmanager
    async def lifespan(a: Any) -> Any:
        async with manager.run(), outer(a) as state:
            yield state

    app.router.lifespan_context = lifespan
    return True


def create_app() -> FastAPI:
    """
    The Hayhooks app that `scripts/serve.py` runs: Hayhooks' own routes (`/status`, `/docs`, the OpenAI-compatible
    `/v1/...`) and our wrappers only, deployed now so a wrapper that cannot start stops the server. The YAML graphs
    beside them are not deployed as pipelines of their own (they need the deployment's settings, applied by
    `rulebook.pipelines`).

    Added: request body limits (`RULEBOOK_MAX_REQUEST_KB`, `RULEBOOK_MAX_UPLOAD_MB` for `/index/run`),
    `GET /health`, and MCP at `/mcp/`.

    :returns: The FastAPI app (a factory for uvicorn: `rulebook.service:create_app`).
    """
    from hayhooks import create_app as create_hayhooks_app
    from hayhooks.server.utils.deploy_utils import deploy_pipeline_files, read_pipeline_files_from_dir
    from hayhooks.settings import settings as hayhooks_settings

    hayhooks_settings.pipelines_dir = ""  # we deploy the wrappers below; Hayhooks would also try the YAML graphs
    app = create_hayhooks_app()
    for folder in wrapper_dirs():
        deploy_pipeline_files(
            app=app, pipeline_name=folder.name, files=read_pipeline_files_from_dir(folder), save_files=False
        )

    @app.get("/health", tags=["rulebook"])
    def get_health() -> JSONResponse:
        """Store reachable, documents and chunks indexed, answer mode."""
        status, body = health()
        return JSONResponse(body, status_code=status)

    _mount_mcp(app)
    app.add_middleware(
        BodySizeLimit,
        default_limit=max_request_bytes(),
        upload_limit=max_upload_bytes() + 64 * 1024,  # room for the multipart framing
        upload_paths=("/index/run",),
    )
    return app

