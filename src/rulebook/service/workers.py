"""
How many server processes a deployment runs, and whether its store allows them: the embedded Qdrant store is
single-process (one client per folder), so more than one worker needs a Qdrant server.
"""

import os
import sys

from rulebook.settings import Settings


def requested_workers(settings: Settings, argv: list[str] | None = None) -> int:
    """
    How many server processes this deployment runs.

    `scripts/serve.py` says so in `RULEBOOK_WORKERS` (`settings.workers`). Under `hayhooks run --workers N` (or
    uvicorn's), each worker is a spawned child whose `sys.argv` is its parent's, so the option is read from there;
    uvicorn's `WEB_CONCURRENCY` last.

    :param settings: The deployment's settings (`workers`).
    :param argv: Defaults to `sys.argv`.
    :returns: The number of workers, 1 when nothing says otherwise.
    :raises ValueError: When `WEB_CONCURRENCY` is not a whole number.
    """
    if settings.workers is not None:
        return settings.workers
    argv = sys.argv if argv is None else argv
    for i, arg in enumerate(argv):
        if arg in ("--workers", "-w") and i + 1 < len(argv) and argv[i + 1].isdigit():
            return int(argv[i + 1])
        if arg.startswith("--workers=") and arg.split("=", 1)[1].isdigit():
            return int(arg.split("=", 1)[1])
    concurrency = os.environ.get("WEB_CONCURRENCY", "").strip()
    if not concurrency:
        return 1
    if not concurrency.isdigit():
        raise ValueError(f"WEB_CONCURRENCY={concurrency!r} is not a whole number.")
    return int(concurrency)


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
