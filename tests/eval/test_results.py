"""eval.results: --record writes a benchmark's figures with the date, machine and commit; `results` prints them."""

import json
import multiprocessing
import subprocess
import sys

from eval import results
from rulebook.settings import PROJECT_ROOT


def test_record_replaces_the_entry_of_the_same_benchmark(tmp_path):
    path = tmp_path / "results.json"
    first = {
        "n": 84,
        "hit@1": 0.9,
        "latency_ms": {"total": {"p50": 20.1, "p95": 25.0}},
        "per_document": list(range(30)),
    }
    results.record("retrieval rail_golden.jsonl on pdfs/rail", first, path)
    results.record("retrieval rail_golden.jsonl on pdfs/rail", {**first, "hit@1": 0.95}, path)
    results.record("obliqa dev", {"recall@10": 0.79}, path)
    entries = json.loads(path.read_text())
    assert sorted(entries) == ["obliqa dev", "retrieval rail_golden.jsonl on pdfs/rail"]
    entry = entries["retrieval rail_golden.jsonl on pdfs/rail"]
    assert entry["figures"]["hit@1"] == 0.95 and "per_document" not in entry["figures"]  # long lists are left out
    assert entry["machine"]["cores"] >= 1 and entry["machine"]["cpu"] and entry["commit"] and entry["date"]
    table = results.table(entries)
    assert "| retrieval rail_golden.jsonl on pdfs/rail | hit@1 0.95 | 20.1 |" in table


def _record_many(path, worker):
    for i in range(15):
        results.record(f"benchmark {worker}-{i}", {"hit@1": 0.5}, path)


def test_benchmarks_recording_side_by_side_lose_no_entry(tmp_path):
    # Two cores run two benchmarks at once; each read-modify-write of the file must see the others' entries.
    path = tmp_path / "results.json"
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_record_many, args=(path, w)) for w in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=120)
    assert all(worker.exitcode == 0 for worker in workers)
    assert len(json.loads(path.read_text())) == 4 * 15


def test_results_command_without_a_file_is_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "eval", "results", "--file", str(tmp_path / "none.json")],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "--record" in done.stderr and done.stderr.strip().count("\n") == 0
