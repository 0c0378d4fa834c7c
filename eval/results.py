"""
The results file: what the harness measured, with when, on which machine and at which commit.

    python -m eval results [--json]        print eval/results.json as one table (or the file itself)

Every benchmark (`chunks`, `retrieval`, `obliqa`, `answers`, `load`) writes its figures into `eval/results.json` when
run with `--record`, under a name made of the command and its data (`retrieval rail_golden.jsonl on pdfs/rail`); a
later run of the same benchmark replaces its entry. Each entry holds `date` (UTC), `machine` (CPU model, cores,
vector extensions: speeds compare only within one machine), `commit` (`git describe --always --dirty`), `command`
and `figures` (the result's numbers; lists such as per-document rows and curves are left out). Measurements live
here, not in docstrings, comments or the configuration docs.
"""

import argparse
import fcntl
import json
import os
import platform
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rulebook.settings import PROJECT_ROOT

#: The results file.
RESULTS = PROJECT_ROOT / "eval" / "results.json"
#: Vector extensions that change speeds (and int8 arithmetic) from one machine to another.
_FLAGS = ("avx2", "avx512f", "avx512_vnni", "amx_tile")


def machine() -> dict[str, Any]:
    """:returns: The CPU model, its cores and vector extensions, and the Python and OS versions."""
    model, flags = platform.processor() or platform.machine(), set()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and model in ("", platform.machine(), platform.processor()):
                model = value.strip()
            elif key.strip() == "flags" and not flags:
                flags = set(value.split())
    except OSError:
        pass
    return {
        "cpu": model,
        "cores": os.cpu_count(),
        "extensions": [f for f in _FLAGS if f in flags],
        "python": platform.python_version(),
        "os": platform.platform(terse=True),
    }


def commit() -> str:
    """:returns: `git describe --always --dirty` of the project, or `unknown` outside a git checkout."""
    try:
        done = subprocess.run(
            ["git", "describe", "--always", "--dirty"],
            cwd=PROJECT_ROOT,
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return done.stdout.strip() or "unknown"


def figures(result: dict[str, Any]) -> dict[str, Any]:
    """:returns: A result's numbers and settings: scalars and dictionaries of scalars, without long lists."""
    kept: dict[str, Any] = {}
    for key, value in result.items():
        if key == "sweep":
            kept[key] = [figures(row) for row in value]
        elif isinstance(value, dict):
            kept[key] = {k: v for k, v in value.items() if not isinstance(v, list) or len(v) <= 10}
        elif not isinstance(value, list) or len(value) <= 10:
            kept[key] = value
    return kept


def record(name: str, result: dict[str, Any], path: Path = RESULTS) -> dict[str, Any]:
    """
    Write one benchmark's result into the results file, replacing that benchmark's earlier entry.

    :param name: The benchmark and its data (`retrieval rail_golden.jsonl on pdfs/rail`).
    :param result: What the benchmark printed with `--json`.
    :param path: The results file.
    :returns: The entry written.
    """
    entry = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "commit": commit(),
        "command": "python -m eval " + " ".join(sys.argv[1:]),
        "figures": figures(result),
    }
    # Benchmarks run side by side (one per core) record into the same file: each reads and rewrites it under an
    # exclusive lock, and the new text replaces the old in one rename, so no entry is lost and no reader sees half.
    with open(path.with_name(path.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        entries = json.loads(path.read_text()) if path.is_file() else {}
        entries[name] = entry
        written = path.with_name(path.name + ".tmp")
        written.write_text(json.dumps(dict(sorted(entries.items())), indent=1) + "\n")
        os.replace(written, path)
    return entry


#: The figures shown per benchmark in the table, when the result has them.
SHOWN = (
    "hit@1",
    "hit@5",
    "mrr@10",
    "recall@10",
    "map@10",
    "refusal_precision",
    "refusal_recall",
    "false_refusal_rate",
    "threshold",
    "chunks",
    "article_id_rate",
    "leaked_header_lines",
    "pages_per_second",
)


def table(entries: dict[str, Any]) -> str:
    """:returns: The results as a Markdown table: benchmark, its main figures, p50 latency, date, commit, CPU."""
    rows = ["| benchmark | figures | p50 ms | date | commit | machine |", "|---|---|---|---|---|---|"]
    for name, entry in entries.items():
        found = entry["figures"]
        shown = ", ".join(f"{k} {found[k]}" for k in SHOWN if k in found)
        if "sweep" in found:
            shown = f"{len(found['sweep'])} configurations"
        latency = found.get("latency_ms", {})
        p50 = latency.get("total", latency).get("p50", "") if isinstance(latency, dict) else ""
        cpu = entry["machine"]
        rows.append(
            f"| {name} | {shown} | {p50} | {entry['date'][:10]} | {entry['commit']} | "
            f"{cpu['cpu']}, {cpu['cores']} cores |"
        )
    return "\n".join(rows)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of `python -m eval results`."""
    parser.add_argument("--file", type=Path, default=RESULTS, help="the results file (default eval/results.json)")
    parser.add_argument("--json", action="store_true", help="print the file's JSON instead of the table")


def main(args: argparse.Namespace) -> int:
    """Print the results file; exit 2 when there is none."""
    if not args.file.is_file():
        print(f"error: {args.file}: no results yet; run a benchmark with --record.", file=sys.stderr)
        return 2
    entries = json.loads(args.file.read_text())
    print(json.dumps(entries) if args.json else table(entries))
    return 0
