"""eval.harness: the pieces the retrieval harnesses share: --set parsing, subsampling, stage times, run names."""

import pytest

from eval.harness import HarnessError, latency_summary, parse_sets, run_name, scoring_sets, stage_times, subsample
from rulebook.settings import PROJECT_ROOT, Settings


class TestHelpers:
    def test_parse_sets_converts_to_field_types(self):
        values = parse_sets(
            [
                "retrieve_pipeline=eval/pipelines/retrieve_bm25.yml",
                "top_k=10",
                "min_confidence=0.25",
                "ranker=off",
                "fusion= RRF",
                "short_lexical_weight=none",
            ]
        )
        assert values == {
            "retrieve_pipeline": PROJECT_ROOT / "eval" / "pipelines" / "retrieve_bm25.yml",
            "top_k": 10,
            "min_confidence": 0.25,
            "ranker": "off",
            "fusion": "rrf",
            "short_lexical_weight": None,
        }

    @pytest.mark.parametrize(
        "bad,message",
        [
            ("top_k", "key=value"),
            ("colour=red", "unknown setting"),
            ("top_k=many", "use a whole number"),
            ("fusion=abc", r"--set fusion='abc': use one of min_max, rrf"),
        ],
    )
    def test_parse_sets_errors_name_the_value(self, bad, message):
        with pytest.raises(HarnessError, match=message):
            parse_sets([bad])

    def test_subsample_spreads_over_the_set(self):
        assert subsample(list(range(10)), 3) == [0, 3, 6]
        assert subsample(list(range(4)), None) == [0, 1, 2, 3]

    def test_stage_times_and_latency(self):
        times = stage_times(
            {
                "text_embedder": 10.0,
                "sparse_text_embedder": 1.0,
                "dense_retriever": 3.0,
                "joiner": 0.5,
                "evidence_scorer": 2.0,
            },
            total_ms=20.0,
        )
        assert times == {"embed": 11.0, "retrieve": 3.0, "join": 0.5, "rank": 2.0, "total": 20.0}
        summary = latency_summary([times, {**times, "total": 40.0}])
        assert summary["total"] == {"p50": 30.0, "p95": 39.0}

    def test_run_names_say_the_data(self):
        shared = PROJECT_ROOT.parent / "shared" / "data"
        assert run_name("retrieval", [shared / "eval" / "rail_golden.jsonl"], shared / "pdfs" / "rail") == (
            "retrieval rail_golden.jsonl on pdfs/rail"
        )
        assert run_name("obliqa dev") == "obliqa dev"
        # A variant's run is named apart from the default's, so it never replaces it in the results file.
        variant = {"retrieve_pipeline": PROJECT_ROOT / "eval" / "pipelines" / "retrieve_bm25.yml", "fusion": "rrf"}
        assert run_name("retrieval", [shared / "eval" / "rail_golden.jsonl"], shared / "pdfs" / "rail", variant) == (
            "retrieval rail_golden.jsonl on pdfs/rail with fusion=rrf, "
            "retrieve_pipeline=eval/pipelines/retrieve_bm25.yml"
        )

    def test_scoring_sets_score_what_a_deployment_runs(self):
        defaults = Settings.from_env()
        sets = scoring_sets({"retrieval": "bm25"})
        assert sets["top_k"] == 10 and sets["retrieval"] == "bm25"
        assert (sets["candidates"], sets["fusion_top_k"]) == (
            max(defaults.candidates, 10),
            max(defaults.fusion_top_k, 10),
        )
        deep = scoring_sets({"top_k": 500, "candidates": 20})
        assert deep["candidates"] == 20 and deep["fusion_top_k"] == 500  # what is set stays set
