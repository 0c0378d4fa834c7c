"""
The process's engine: one `rulebook.engine.Rulebook` that every wrapper of a server process shares, so the process
reads the settings once, loads the graphs once and opens one Qdrant client. It starts on the first call to
`engine()`, or the process refuses to start (`StartupRefused`) with a message that says what to change.
"""

import logging
import multiprocessing
import os
import sys
import threading
import time

import torch

from rulebook.engine import EmbeddingModelMismatch, Rulebook
from rulebook.service.workers import check_workers, requested_workers
from rulebook.settings import Settings

logger = logging.getLogger(__name__)

#: The exit status uvicorn gives a worker that failed to start; its supervisor then stops instead of respawning.
STARTUP_FAILURE_EXIT = 3


class StartupRefused(SystemExit):
    """
    The service cannot start as configured; the message says what to change.

    A `SystemExit`, not an `Exception`: Hayhooks skips a wrapper whose `setup()` raises an `Exception` and still
    reports `Up!`, but rulebook must not run with endpoints missing, so this stops the server (uvicorn exits
    with its startup-failure code, and stops the other workers too).

    :param message: What is wrong and what to change; logged as well, since a server's exit message is easily lost.
    """

    def __init__(self, message: str) -> None:
        logger.error(message)
        super().__init__(message)


_ENGINE: Rulebook | None = None
_REFUSED: StartupRefused | None = None
_ENGINE_LOCK = threading.Lock()


def engine() -> Rulebook:
    """
    The process's engine, built on first call: settings from the environment, worker policy checked, the query,
    retrieval and indexing graphs loaded from the files the settings name (`pipelines/*.yml` by default) and
    warmed up, and the store opened (so a store held by another process fails now, not at the first request).

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
                    os._exit(STARTUP_FAILURE_EXIT)
                raise
        return _ENGINE


def started_engine() -> Rulebook | None:
    """
    :returns: The process's engine when it has started, else None; never starts it (for `/health`, which must
        answer while the engine is still loading).
    """
    return _ENGINE


def _start_engine() -> Rulebook:
    try:
        settings = Settings.from_env()
        check_workers(requested_workers(settings), settings)
    except ValueError as exc:
        raise StartupRefused(str(exc)) from None
    limit_torch_threads(settings.torch_threads)
    book = Rulebook(settings)
    try:
        for kind in ("query", "retrieve", "indexing"):
            book.pipeline(kind)
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


def limit_torch_threads(threads: int) -> None:
    """
    Run each request's model inference on `threads` CPU threads (`RULEBOOK_TORCH_THREADS`).

    A server gets its parallelism from concurrent requests. Torch's default, one thread per core for every
    request, makes concurrent requests fight over the same cores, so each inference waits on the others and
    even a one-sentence query embedding becomes slow on a busy machine.

    :param threads: Threads per inference.
    """
    torch.set_num_threads(threads)


def _open_store(book: Rulebook, attempts: int = 4) -> None:
    """
    Open the store now (it connects lazily). On a Qdrant server, workers starting together race to create the
    collection and all but one are refused; they retry, and then find it.

    :param book: The engine whose store to open.
    :param attempts: Tries on a Qdrant server before the error is raised.
    """
    for attempt in range(attempts):
        try:
            book.store.count_documents()
            return
        except Exception:
            if not book.settings.qdrant_url or attempt == attempts - 1:
                raise
            time.sleep(1.0 + attempt)
