"""
Serve rulebook over HTTP with Hayhooks: ask (JSON or server-sent events), an OpenAI-compatible chat model,
retrieve, index (PDF upload), documents (list, delete), /health, /status and MCP at /mcp/.

    python scripts/serve.py                                  # 127.0.0.1:1416, embedded store, 1 worker
    QDRANT_URL=http://localhost:6333 python scripts/serve.py --host 0.0.0.0 --workers 4

Workers: the embedded Qdrant store is single-process, so more than 1 worker is refused unless QDRANT_URL names a
Qdrant server; with a server the default is 2. The app is `rulebook.service:create_app` (Hayhooks' app with our
wrappers from pipelines/<name>/, request size limits, /health and MCP).
"""

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src"
if str(SOURCE) not in sys.path:  # run from a checkout without `pip install -e .`
    sys.path.insert(0, str(SOURCE))


def main(argv: list[str] | None = None) -> int:
    """Serve until stopped; returns the exit code."""
    from rulebook.cli import fail, quiet  # after the path set-up above

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--host", default=os.environ.get("HAYHOOKS_HOST", "127.0.0.1"), help="bind address (default 127.0.0.1)"
    )
    parser.add_argument(
        "--port", type=int, default=int(os.environ.get("HAYHOOKS_PORT", "1416")), help="port (default 1416)"
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="server processes (default: 1 on the embedded store, 2 with QDRANT_URL; env RULEBOOK_WORKERS)",
    )
    args = parser.parse_args(argv)
    quiet()
    from rulebook.service import check_workers
    from rulebook.settings import Settings

    try:
        settings = Settings.from_env()
    except ValueError as exc:
        return fail(str(exc))
    workers = args.workers or settings.workers or (2 if settings.qdrant_url else 1)
    try:
        check_workers(workers, settings)
    except ValueError as exc:
        return fail(str(exc))
    if settings.qdrant_url and workers < 2:
        print(f"warning: {workers} worker with a Qdrant server; 2 or more are recommended.", file=sys.stderr)
    os.environ["RULEBOOK_WORKERS"] = str(workers)  # each worker's settings: its policy check, /health
    os.environ["HAYHOOKS_HOST"], os.environ["HAYHOOKS_PORT"] = args.host, str(args.port)
    # Hayhooks' local trace capture is a debugging aid; it also replaces Haystack's tracer, which rulebook's
    # per-component timings use.
    os.environ.setdefault("HAYHOOKS_TRACING_ENABLED", "false")
    os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")  # no usage telemetry posts from a server
    os.environ.setdefault("HAYHOOKS_TRACING_INCLUDE_HAYSTACK_SPANS", "false")
    # No other site's page may read the service's answers from the user's browser (Hayhooks' default allows every
    # origin): its own pages are same-origin, and Open WebUI and other clients call it from a server. List a front
    # end's origin in HAYHOOKS_CORS_ALLOW_ORIGINS (JSON, e.g. '["http://127.0.0.1:8080"]') to let it call from a page.
    os.environ.setdefault("HAYHOOKS_CORS_ALLOW_ORIGINS", "[]")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(SOURCE), os.environ.get("PYTHONPATH", "")) if p)
    import uvicorn

    where = settings.qdrant_url or f"embedded store {settings.qdrant_path}"
    print(
        f"rulebook: http://{args.host}:{args.port} ({workers} worker{'s' * (workers > 1)}, {where})",
        file=sys.stderr,
        flush=True,
    )
    uvicorn.run(
        "rulebook.service:create_app",
        factory=True,
        host=args.host,
        port=args.port,
        workers=workers,
        log_config=None,
        timeout_graceful_shutdown=5,
        # Each worker loads the models before it answers its supervisor's health check; on a busy machine that
        # takes longer than uvicorn's default allows, and a worker killed as "hung" would be respawned forever.
        timeout_worker_healthcheck=60,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
