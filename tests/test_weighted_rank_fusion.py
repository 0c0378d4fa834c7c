"""WeightedRankFusion, and the `lexical_weight` load-time switch that puts it in place of the RRF joiner."""

import pytest
from haystack import Document

from components.weighted_rank_fusion import WeightedRankFusion
from rulebook.pipelines import configure_graph, read_graph
from rulebook.settings import Settings

A, B, C = (Document(id=i, content=i) for i in "abc")


class TestWeightedRankFusion:
    def test_init_default(self):
        f = WeightedRankFusion()
        assert (f.lexical_weight, f.k, f.top_k) == (0.5, 60, None)

    def test_init_with_parameters(self):
        f = WeightedRankFusion(lexical_weight=0.8, k=10, top_k=3)
        assert (f.lexical_weight, f.k, f.top_k) == (0.8, 10, 3)
        with pytest.raises(ValueError, match="lexical_weight"):
            WeightedRankFusion(lexical_weight=1.5)

    def test_to_dict(self):
        assert WeightedRankFusion(lexical_weight=0.7).to_dict() == {
            "type": "components.weighted_rank_fusion.WeightedRankFusion",
            "init_parameters": {"lexical_weight": 0.7, "k": 60, "top_k": None},
        }

    def test_from_dict(self):
        f = WeightedRankFusion.from_dict(WeightedRankFusion(lexical_weight=0.2, top_k=5).to_dict())
        assert (f.lexical_weight, f.top_k) == (0.2, 5)

    def test_run_exact_scores(self):
        out = WeightedRankFusion(lexical_weight=0.75, k=60).run(dense_documents=[B, A], lexical_documents=[A, C])["documents"]
        assert [d.id for d in out] == ["a", "c", "b"]
        assert out[0].score == pytest.approx(0.75 / 61 + 0.25 / 62)
        assert out[1].score == pytest.approx(0.75 / 62) and out[2].score == pytest.approx(0.25 / 61)
        assert A.score is None  # inputs are not mutated

    def test_run_equal_weights_is_plain_rrf_and_handles_missing_lists(self):
        out = WeightedRankFusion().run(dense_documents=[B, A], lexical_documents=[A, B], top_k=1)["documents"]
        assert len(out) == 1
        assert [d.id for d in WeightedRankFusion().run(lexical_documents=[C, A])["documents"]] == ["c", "a"]
        assert WeightedRankFusion().run()["documents"] == []


class TestLexicalWeightSwitch:
    def test_weight_swaps_the_joiner(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path, qdrant_url=None, lexical_weight=0.7)
        graph = configure_graph(read_graph("query"), settings)
        assert graph["components"]["joiner"]["type"].endswith("WeightedRankFusion")
        assert {"sender": "dense_retriever.documents", "receiver": "joiner.dense_documents"} in graph["connections"]
        assert {"sender": "sparse_retriever.documents", "receiver": "joiner.lexical_documents"} in graph["connections"]

    def test_single_retriever_mode_keeps_the_joiner(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path, qdrant_url=None, lexical_weight=0.7, retrieval="bm25")
        graph = configure_graph(read_graph("query"), settings)
        assert graph["components"]["joiner"]["type"].endswith("DocumentJoiner")

    def test_bad_weight_names_the_variable(self):
        with pytest.raises(ValueError, match="RULEBOOK_LEXICAL_WEIGHT"):
            Settings.from_env(lexical_weight=2.0)
