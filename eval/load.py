"""
HTTP load benchmark of the rulebook service: N concurrent clients on loopback, a bounded number of requests.

    python -m eval load                                    # start a server, upload the Hazmat manual, 8 clients x 100
    python -m eval load --clients 8 --requests 100 --modes retrieve ask --json
    python -m eval load --url http://127.0.0.1:1416 --server-pid 1234   # a server that is already running

Modes: `retrieve` (POST /retrieve/run: the retrieval part of the query graph, no LLM) and `ask` (POST /ask/run,
extractive: the server is started without GROQ_API_KEY). Each of the N clients sends its requests one after
another on a keep-alive connection, cycling through the Hazmat questions of ../shared/data/eval/rail_golden.jsonl.
Reported per mode: throughput (successful requests per second of wall time), latency p50/p95/p99/max (ms, client
side), errors (non-200 answers and failed connections), and the server's peak memory (the kernel's high-water
mark of resident memory, VmHWM, summed over the server's processes). Targets (issue 6): 0 errors at 8 clients x
100 requests, retrieve-only p95 <= 500 ms.

Without --url, the server is `scripts/serve.py` on a free 127.0.0.1 port with a fresh embedded store in a
temporary folder (or --data-dir), 1 worker; the corpus is uploaded through /index/run before the clock starts.
"""

import argparse
import itertools
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from eval import results
from eval.harness import add_record_argument, run_name
from eval.metrics import mean, percentile
from rulebook.settings import PROJECT_ROOT

SHARED = (PROJECT_ROOT / ".." / "shared" / "data").resolve()
DEFAULT_CORPUS = SHARED / "pdfs" / "rail" / "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"
DEFAULT_QUESTIONS = SHARED / "eval" / "rail_golden.jsonl"
FALLBACK_QUESTIONS = [
    "Who may inspect hazardous materials records?",
    "What must a shipping paper include?",
    "When must a tank car be placarded?",
    "What is a security seal used for?",
]
ENDPOINTS = {"retrieve": "/retrieve/run", "ask": "/ask/run"}
TARGET_P95_MS = {"retrieve": 500.0}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m eval load`."""
    parser.add_argument("--url", help="benchmark this running server instead of starting one")
    parser.add_argument("--server-pid", type=int, help="with --url: the server's process id, for its peak memory")
    parser.add_argument("--clients", type=int, default=8, help="concurrent clients (default 8)")
    parser.add_argument("--requests", type=int, default=100, help="requests per client and mode (default 100)")
    parser.add_argument("--modes", nargs="+", choices=sorted(ENDPOINTS), default=["retrieve", "ask"])
    parser.add_argument("--warmup", type=int, default=5, help="requests per mode before the clock starts (default 5)")
    parser.add_argument("--corpus", nargs="+", type=Path, default=[DEFAULT_CORPUS], help="PDFs to upload first")
    parser.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS, help="JSONL with `question` (and `doc`)")
    parser.add_argument("--data-dir", type=Path, help="store folder of the started server (default: a temporary one)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per request before it counts as an error")
    parser.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    add_record_argument(parser)


# -- the server ----------------------------------------------------------------------------------------------------
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _tree(pid: int) -> list[int]:
    """`pid` and its descendants (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += children.get(p, [])
    return out


def peak_rss_mib(pid: int) -> float | None:
    """
    :param pid: The server's process id.
    :returns: The sum of VmHWM (peak resident set size) over the process and its descendants, in MiB, or None
        where /proc is not readable.
    """
    total, found = 0, False
    for p in _tree(pid):
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total += int(line.split()[1])
                    found = True
        except OSError:
            continue
    return round(total / 1024, 1) if found else None


def cpu_seconds(pid: int) -> float | None:
    """:returns: CPU time (user + system, s) used so far by the process and its descendants, from /proc."""
    ticks, found = 0, False
    for p in _tree(pid):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])
            found = True
        except (OSError, IndexError, ValueError):
            continue
    return ticks / os.sysconf("SC_CLK_TCK") if found else None


def reset_peak(pid: int) -> bool:
    """
    Restart the kernel's peak-memory count (VmHWM) of the server's processes, so a mode's peak is its own (writes
    5 to /proc/PID/clear_refs, Linux >= 4.0; needs the rights to the process).

    :returns: Whether it could be reset.
    """
    done = False
    for p in _tree(pid):
        try:
            Path(f"/proc/{p}/clear_refs").write_text("5")
            done = True
        except OSError:
            continue
    return done


class Server:
    """`scripts/serve.py` on a free loopback port, extractive (no GROQ_API_KEY), embedded store."""

    def __init__(self, data_dir: Path | None) -> None:
        self._tmp = None if data_dir else tempfile.TemporaryDirectory(prefix="rulebook-load-")
        self.data_dir = data_dir or Path(self._tmp.name)  # type: ignore[union-attr]
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = self.data_dir / "server.log"
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> "Server":
        env = {k: v for k, v in os.environ.items() if k not in ("GROQ_API_KEY", "QDRANT_URL", "RULEBOOK_API_KEY")}
        env.update(RULEBOOK_DATA_DIR=str(self.data_dir), HF_HUB_OFFLINE=env.get("HF_HUB_OFFLINE", "1"))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (env.get("PYTHONPATH"), str(PROJECT_ROOT)) if p)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            [sys.executable, "scripts/serve.py", "--host", "127.0.0.1", "--port", str(self.port), "--workers", "1"],
            cwd=PROJECT_ROOT,
            env=env,
            stdout=self.log.open("wb"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        import requests

        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}; see {self.log}")
            try:
                if requests.get(f"{self.url}/health", timeout=2).status_code == 200:
                    return self
            except requests.RequestException:
                pass
            time.sleep(0.5)
        self.__exit__()
        raise RuntimeError(f"the server did not start in 300 s; see {self.log}")

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
        if self._tmp is not None:
            self._tmp.cleanup()


# -- the clients ---------------------------------------------------------------------------------------------------
def load_questions(path: Path, corpus: list[Path]) -> list[str]:
    """:returns: The questions about the corpus files (all of the file's questions when none match)."""
    if not path.is_file():
        return FALLBACK_QUESTIONS
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    names = {p.name for p in corpus}
    picked = [r["question"] for r in rows if r.get("doc") in names and r.get("question")]
    return picked or [r["question"] for r in rows if r.get("question")] or FALLBACK_QUESTIONS


def run_mode(
    url: str, mode: str, questions: list[str], clients: int, per_client: int, timeout: float
) -> dict[str, Any]:
    """
    Run `clients` threads, each sending `per_client` requests in sequence on its own keep-alive session.

    :returns: `clients`, `requests`, `ok`, `errors`, `error_samples`, `seconds`, `throughput_rps`, `mean_ms`,
        `p50_ms`, `p95_ms`, `p99_ms`, `max_ms`.
    """
    import requests

    endpoint = url + ENDPOINTS[mode]
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    start_gate = threading.Barrier(clients + 1)

    def client(index: int) -> None:
        session = requests.Session()
        asked = itertools.islice(itertools.cycle(questions), index, None)
        start_gate.wait()
        for _ in range(per_client):
            question = next(asked)
            t0 = time.perf_counter()
            try:
                r = session.post(endpoint, json={"question": question}, timeout=timeout)
                ok = r.status_code == 200
                problem = None if ok else f"{r.status_code}: {r.text[:200]}"
            except requests.RequestException as exc:
                ok, problem = False, f"{type(exc).__name__}: {exc}"
            elapsed = (time.perf_counter() - t0) * 1000
            with lock:
                if ok:
                    latencies.append(elapsed)
                else:
                    errors.append(problem or "?")

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    start_gate.wait()
    t0 = time.perf_counter()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - t0
    return {
        "clients": clients,
        "requests": clients * per_client,
        "ok": len(latencies),
        "errors": len(errors),
        "error_samples": sorted(set(errors))[:5],
        "seconds": round(seconds, 2),
        "throughput_rps": round(len(latencies) / seconds, 2) if seconds else 0.0,
        "mean_ms": round(mean(latencies), 1),
        "p50_ms": round(percentile(latencies, 50), 1),
        "p95_ms": round(percentile(latencies, 95), 1),
        "p99_ms": round(percentile(latencies, 99), 1),
        "max_ms": round(max(latencies, default=0.0), 1),
    }


def _upload(url: str, corpus: list[Path]) -> dict[str, Any]:
    import requests

    headers = (
        {"Authorization": f"Bearer {os.environ['RULEBOOK_API_KEY']}"} if os.environ.get("RULEBOOK_API_KEY") else {}
    )
    files = [("files", (p.name, p.read_bytes(), "application/pdf")) for p in corpus]
    r = requests.post(f"{url}/index/run", files=files, headers=headers, timeout=1800)
    if r.status_code != 200:
        raise RuntimeError(f"uploading the corpus failed: {r.status_code} {r.text[:300]}")
    return r.json()["result"]


def benchmark(args: argparse.Namespace, url: str, pid: int | None) -> dict[str, Any]:
    """Upload the corpus, warm up, run each mode; :returns: the report."""
    import requests

    missing = [str(p) for p in args.corpus if not p.is_file()]
    if missing:
        raise FileNotFoundError(f"corpus file(s) not found: {', '.join(missing)}")
    indexed = _upload(url, args.corpus)
    questions = load_questions(args.questions, args.corpus)
    health = requests.get(f"{url}/health", timeout=30).json()
    report: dict[str, Any] = {
        "url": url,
        "server": {k: health.get(k) for k in ("store", "workers", "answers", "documents", "chunks")},
        "indexed": {k: indexed.get(k) for k in ("documents", "pages", "chunks", "seconds", "skipped")},
        "questions": len(questions),
        "modes": {},
    }
    if pid:
        report["server_peak_rss_mib"] = peak_rss_mib(pid)  # since start: model loading and indexing included
    for mode in args.modes:
        if args.warmup:
            run_mode(url, mode, questions, 1, args.warmup, args.timeout)
        resettable = bool(pid) and reset_peak(pid)
        cpu_before = cpu_seconds(pid) if pid else None
        load_before = os.getloadavg()[0]
        result = run_mode(url, mode, questions, args.clients, args.requests, args.timeout)
        result["peak_rss_mib"] = peak_rss_mib(pid) if resettable else None
        cpu_after = cpu_seconds(pid) if pid else None
        # CPU the server spent per request: unlike latency, it hardly depends on what else the machine runs.
        result["server_cpu_ms_per_request"] = (
            round((cpu_after - cpu_before) * 1000 / result["requests"], 1)
            if cpu_before is not None and cpu_after is not None
            else None
        )
        result["machine_load_1min"] = [round(load_before, 2), round(os.getloadavg()[0], 2)]
        target = TARGET_P95_MS.get(mode)
        result["target"] = {"errors": 0, **({"p95_ms": target} if target else {})}
        result["meets_target"] = result["errors"] == 0 and (target is None or result["p95_ms"] <= target)
        report["modes"][mode] = result
    if pid:
        report["server_peak_rss_mib"] = max(
            [report["server_peak_rss_mib"] or 0.0] + [r["peak_rss_mib"] or 0.0 for r in report["modes"].values()]
        )
    return report


def render(report: dict[str, Any]) -> str:
    """A terminal table of the report."""
    s = report["server"]
    lines = [
        f"server {report['url']}: store {s.get('store')}, {s.get('workers')} worker(s), {s.get('answers')} answers, "
        f"{s.get('documents')} document(s), {s.get('chunks')} chunks; {report['questions']} questions",
        "",
        f"{'mode':<9} {'clients':>7} {'requests':>8} {'errors':>6} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} "
        f"{'p99 ms':>8} {'max ms':>8} {'peak MiB':>9} {'CPU ms/req':>10}  target",
    ]
    for mode, r in report["modes"].items():
        lines.append(
            f"{mode:<9} {r['clients']:>7} {r['requests']:>8} {r['errors']:>6} {r['throughput_rps']:>7.1f} "
            f"{r['p50_ms']:>8.1f} {r['p95_ms']:>8.1f} {r['p99_ms']:>8.1f} {r['max_ms']:>8.1f} "
            f"{r['peak_rss_mib'] if r['peak_rss_mib'] is not None else '?':>9} "
            f"{r['server_cpu_ms_per_request'] if r['server_cpu_ms_per_request'] is not None else '?':>10}  "
            + ("met" if r["meets_target"] else "MISSED")
        )
        lines.append(
            f"    machine load (1-min average) before/after: {r['machine_load_1min']} on {os.cpu_count()} cores"
        )
        for sample in r["error_samples"]:
            lines.append(f"    error: {sample}")
    peak = report.get("server_peak_rss_mib")
    lines.append("")
    lines.append(
        f"server peak memory: {peak} MiB since start, model loading and indexing included (VmHWM summed over the "
        "server's processes); 'peak MiB' is each mode's own peak"
        if peak
        else "server peak memory: unknown (give --server-pid)"
    )
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    """Run the benchmark; exit 1 when a target is missed."""
    os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")
    # A SIGTERM (a timeout, a CI cancel) unwinds like Ctrl-C, so the server this run started is stopped too.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    if args.clients < 1 or args.requests < 1:
        print("error: --clients and --requests must be >= 1.", file=sys.stderr)
        return 2
    try:
        if args.url:
            report = benchmark(args, args.url.rstrip("/"), args.server_pid)
        else:
            with Server(args.data_dir) as server:
                report = benchmark(args, server.url, server.proc.pid)  # type: ignore[union-attr]
    except (RuntimeError, FileNotFoundError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    report["command"] = "python -m eval load " + " ".join(sys.argv[2:] if sys.argv[1:2] == ["load"] else sys.argv[1:])
    print(render(report))
    if args.record:
        where = f" against {args.url}" if args.url else ""
        results.record(run_name(f"load {args.clients} clients x {args.requests} requests{where}"), report)
    if args.json:
        print(json.dumps(report))
    return 0 if all(r["meets_target"] for r in report["modes"].values()) else 1
