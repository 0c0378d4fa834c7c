"""
eval.retrieval: the retrieval harness's scoring rules and configurations, and `python -m eval retrieval` end to end
on the Hazmat manual (samples/) with 5 of its gold questions (marked `shared_data`: the questions are shared data).
"""

import json
import os
import subprocess
import sys

import pytest
from haystack import Document

from eval.datasets import Question
from eval.retrieval import (
    article_id,
    id_within,
    is_relevant,
    score_question,
    section_id,
    section_matches,
    sweep_configurations,
)
from rulebook.settings import PROJECT_ROOT
from tests.conftest import HAZMAT_PDF
from tests.conftest import load_questions as shared_questions

DOC = "manual.pdf"


def chunk(
    doc: str, start: int, end: int | None = None, article: str | None = None, title: str | None = None
) -> Document:
    return Document(
        content="text",
        meta={
            "file_name": doc,
            "page_start": start,
            "page_end": end or start,
            "article": article,
            "article_title": title,
        },
    )


class TestScoring:
    def test_page_span_covers_gold_page(self):
        q = Question(id="q", question="?", doc=DOC, page=5, pages_ok=(9,))
        passage = {"document": DOC, "page_start": 4, "page_end": 6}
        assert is_relevant(passage, q)
        assert is_relevant({**passage, "page_start": 9, "page_end": 9}, q)
        assert not is_relevant({**passage, "page_start": 6, "page_end": 8}, q)
        assert not is_relevant({**passage, "document": "other.pdf"}, q)

    def test_document_alone_decides_without_page(self):
        q = Question(id="q", question="?", doc=DOC, page=None)
        assert is_relevant({"document": DOC, "page_start": 70, "page_end": 70}, q)

    def test_score_question_exact(self):
        q = Question(id="q", question="?", doc=DOC, page=5, section="§ 214.7 Definitions (qualified).")
        docs = [chunk("other.pdf", 5), chunk(DOC, 2, 3), chunk(DOC, 4, 5, "§ 214.7"), chunk(DOC, 5)]
        s = score_question(q, docs)
        assert s.scores == {
            "hit@1": 0.0,
            "hit@3": 1.0,
            "hit@5": 1.0,
            "hit@10": 1.0,
            "doc_hit@1": 0.0,
            "mrr@10": pytest.approx(1 / 3),
            "ndcg@10": pytest.approx(0.5),  # 1 / log2(4); the 2nd gold chunk gains 0
        }
        assert s.section_match == 0.0 and s.first_hit == 3

    def test_section_ids(self):
        assert section_id("§ 214.7 Definitions (anchorage).") == "214.7"
        assert section_id("Chapter 7.2.1-7.2.2.") == "7.2.1"
        assert section_id("Section B") == "b"
        assert section_id("Quiet zone inspection reports.") is None
        assert article_id("§ 214.7(a)") == "214.7" and article_id("B1.3.7") == "b1.3.7" and article_id(None) is None
        assert id_within("214.7", "214.7") and id_within("7.2.1", "7.2") and id_within("b1.3", "b")
        assert not id_within("214.71", "214.7") and not id_within("7.20", "7.2") and not id_within("ba", "b")

    def test_section_matches_by_id_or_title(self):
        assert section_matches({"article": "214.7"}, "§ 214.7 Definitions (qualified).")
        assert not section_matches({"article": "214.5"}, "§ 214.7 Definitions (qualified).")
        title_only = {"article": "6.4", "article_title": "Quiet Zone Inspections", "breadcrumb": "Reports"}
        assert section_matches(title_only, "Quiet zone inspection reports.")
        assert not section_matches({"article": "2", "article_title": "Scope"}, "Quiet zone inspection reports.")


class TestSweepConfigurations:
    def test_sweep_rows_apply_over_the_set_values(self):
        rows = dict(sweep_configurations({"top_k": 7, "query_int8": True}, chunkers=False))
        assert rows["bm25 only"]["retrieve_pipeline"].name == "retrieve_bm25.yml" and all(
            r["top_k"] == 7 for r in rows.values()
        )
        # The fp32 row is the int8 default's comparison: only the question embedding differs.
        assert rows["hybrid (default), questions embedded in fp32 (not int8)"]["query_int8"] is False
        # No row needing another index.
        assert not any(r.get("indexing_pipeline") or r.get("contextual") for r in rows.values())
        # The fixed-weight rows leave the question-length weight out; the default row has it.
        assert rows["hybrid, min-max score fusion (BM25 weight 0.7 at any length)"]["short_lexical_weight"] is None
        default = rows[
            "hybrid, min-max score fusion (BM25 weight 0.5 for short questions to 0.7 for long: the default)"
        ]
        assert (default["lexical_weight"], default["short_lexical_weight"]) == (0.7, 0.5)


@pytest.fixture(scope="module")
def run(tmp_path_factory, hazmat_corpus):
    """Runs `python -m eval retrieval` on 5 Hazmat questions (plus one without a document) with a fresh cache."""
    questions = shared_questions("rail_golden.jsonl", doc=HAZMAT_PDF.name)[:5]
    folder = tmp_path_factory.mktemp("harness")
    dataset = folder / "hazmat5.jsonl"
    # One question without a gold document: it must be skipped, not scored.
    rows = [*questions, {"id": "none", "question": "What is the capital of France?", "doc": None, "page": None}]
    dataset.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    env = {**os.environ, "RULEBOOK_EVAL_CACHE": str(folder / "cache"), "HF_HUB_OFFLINE": "1"}
    env.pop("QDRANT_URL", None)

    def harness(*extra: str) -> subprocess.CompletedProcess:
        cmd = [
            sys.executable,
            "-m",
            "eval",
            "retrieval",
            "--dataset",
            str(dataset),
            "--corpus",
            str(hazmat_corpus),
            "--json",
            *extra,
        ]
        return subprocess.run(cmd, cwd=PROJECT_ROOT, env=env, capture_output=True, text=True, timeout=900)

    first = harness("--report", str(folder / "report"))
    return harness, folder, first


@pytest.mark.shared_data
class TestHarnessOnHazmat:
    """`python -m eval retrieval` end to end on the 43-page FRA Hazmat manual and 5 of its questions."""

    def test_json_result(self, run):
        _, folder, done = run
        assert done.returncode == 0, done.stderr[-2000:]
        result = json.loads(done.stdout.strip().splitlines()[-1])
        for key in (
            "n",
            "hit@1",
            "hit@3",
            "hit@5",
            "hit@10",
            "doc_hit@1",
            "mrr@10",
            "ndcg@10",
            "section_match@1",
            "latency_ms",
            "index_seconds",
            "pages_per_second",
        ):
            assert key in result, key
        assert set(result["latency_ms"]) == {"embed", "retrieve", "join", "rank", "total"}
        assert all(set(v) == {"p50", "p95"} for v in result["latency_ms"].values())
        assert result["n"] == 5 and result["skipped"] == 1
        assert result["hit@5"] >= 0.6
        assert result["doc_hit@1"] == 1.0
        assert result["hit@1"] <= result["hit@3"] <= result["hit@5"] <= result["hit@10"]
        assert result["pages"] == 43 and result["pages_per_second"] > 0
        # Which precision embedded the questions and the documents is part of the result (both change scores).
        assert isinstance(result["settings"]["query_int8"], bool) and result["settings"]["document_int8"] is False
        report = (folder / "report" / "report.md").read_text()
        assert "## Misses" in report and (folder / "report" / "by_kind.png").is_file()

    def test_second_run_reuses_the_index(self, run):
        harness, _, _ = run
        done = harness("--set", "retrieve_pipeline=eval/pipelines/retrieve_bm25.yml", "--limit", "2")
        assert done.returncode == 0, done.stderr[-2000:]
        result = json.loads(done.stdout.strip().splitlines()[-1])
        assert result["index_cached"] is True and result["n"] == 2
        assert result["settings"]["retrieve_pipeline"] == "eval/pipelines/retrieve_bm25.yml"
        assert result["settings"]["dense"] is None and result["settings"]["lexical"] == "bm25s"

    def test_bad_set_is_one_line(self, run):
        harness, _, _ = run
        done = harness("--set", "colour=red")
        assert done.returncode == 2
        assert done.stderr.strip().count("\n") == 0 and "colour" in done.stderr

    def test_existing_index_needs_no_corpus(self, run):
        _harness, folder, _ = run
        (cached,) = [p for p in (folder / "cache").iterdir() if (p / "qdrant").is_dir()]
        env = {**os.environ, "RULEBOOK_EVAL_CACHE": str(folder / "cache"), "HF_HUB_OFFLINE": "1"}
        env.pop("QDRANT_URL", None)
        base = [sys.executable, "-m", "eval", "retrieval", "--dataset", str(folder / "hazmat5.jsonl"), "--json"]
        done = subprocess.run(
            [
                *base,
                "--index",
                str(cached),
                "--set",
                "retrieve_pipeline=eval/pipelines/retrieve_bm25.yml",
                "--limit",
                "2",
            ],
            cwd=PROJECT_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        result = json.loads(done.stdout.strip().splitlines()[-1])
        assert result["n"] == 2 and result["chunks"] > 0
        neither = subprocess.run(base, cwd=PROJECT_ROOT, env=env, capture_output=True, text=True, timeout=300)
        assert neither.returncode == 2 and "--corpus" in neither.stderr and neither.stderr.strip().count("\n") == 0
        both = subprocess.run(
            [*base, "--index", str(cached), "--corpus", str(folder)],
            cwd=PROJECT_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert both.returncode == 2 and "not both" in both.stderr and both.stderr.strip().count("\n") == 0

    def test_an_index_that_is_not_there_or_in_use_is_one_line(self, run, tmp_path):
        from qdrant_client import QdrantClient

        _, folder, _ = run
        (cached,) = [p for p in (folder / "cache").iterdir() if (p / "qdrant").is_dir()]
        env = {**os.environ, "RULEBOOK_EVAL_CACHE": str(folder / "cache"), "HF_HUB_OFFLINE": "1"}
        env.pop("QDRANT_URL", None)
        base = [sys.executable, "-m", "eval", "retrieval", "--dataset", str(folder / "hazmat5.jsonl"), "--json"]
        (tmp_path / "qdrant").mkdir()  # a qdrant/ folder with no collection: nothing is created in it
        empty = subprocess.run(
            [*base, "--index", str(tmp_path)], cwd=PROJECT_ROOT, env=env, capture_output=True, text=True, timeout=300
        )
        assert empty.returncode == 2 and "no collection" in empty.stderr and empty.stderr.strip().count("\n") == 0
        assert list((tmp_path / "qdrant").iterdir()) == []
        holder = QdrantClient(path=str(cached / "qdrant"))  # another process's client holds the folder's lock
        try:
            held = subprocess.run(
                [*base, "--index", str(cached)], cwd=PROJECT_ROOT, env=env, capture_output=True, text=True, timeout=300
            )
        finally:
            holder.close()
        assert held.returncode == 2 and "in use by another process" in held.stderr
        assert held.stderr.strip().count("\n") == 0
