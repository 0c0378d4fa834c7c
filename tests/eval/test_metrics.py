"""The ranking metrics of eval.metrics on hand-made rankings, with exact expected values."""

import math

import pytest

from eval.metrics import (
    average_precision_at_k,
    dcg,
    first_relevant_rank,
    hit_at_k,
    mean,
    ndcg_at_k,
    percentile,
    recall_at_k,
    reciprocal_rank,
)

MISS = set()
GOLD = {"gold"}


class TestHitAndMRR:
    def test_first_relevant_rank(self):
        assert first_relevant_rank([MISS, MISS, GOLD]) == 3
        assert first_relevant_rank([MISS, {"other"}, GOLD], relevant={"gold"}) == 3
        assert first_relevant_rank([MISS, MISS, GOLD], k=2) is None
        assert first_relevant_rank([]) is None

    def test_hit_at_k(self):
        ranking = [MISS, GOLD, MISS, GOLD]
        assert [hit_at_k(ranking, k) for k in (1, 2, 3, 10)] == [0.0, 1.0, 1.0, 1.0]
        assert hit_at_k([MISS] * 10, 10) == 0.0

    def test_reciprocal_rank(self):
        assert reciprocal_rank([GOLD], 10) == 1.0
        assert reciprocal_rank([MISS, MISS, GOLD, GOLD], 10) == pytest.approx(1 / 3)
        assert reciprocal_rank([MISS, MISS, GOLD], 2) == 0.0
        # MRR over three questions: ranks 1, 4 and none -> (1 + 0.25 + 0) / 3
        rr = [reciprocal_rank(r, 10) for r in ([GOLD], [MISS, MISS, MISS, GOLD], [MISS])]
        assert mean(rr) == pytest.approx(1.25 / 3)

    def test_k_below_one_is_refused(self):
        with pytest.raises(ValueError, match="k must be >= 1"):
            hit_at_k([GOLD], 0)


class TestNDCG:
    def test_dcg(self):
        assert dcg([3, 2, 3, 0, 1, 2]) == pytest.approx(
            3 + 2 / math.log2(3) + 3 / 2 + 0 + 1 / math.log2(6) + 2 / math.log2(7)
        )

    def test_single_relevant_target(self):
        assert ndcg_at_k([GOLD], {"gold": 1}, 10) == 1.0
        assert ndcg_at_k([MISS, GOLD], {"gold": 1}, 10) == pytest.approx(1 / math.log2(3))
        assert ndcg_at_k([MISS, MISS, MISS, GOLD], {"gold": 1}, 3) == 0.0

    def test_duplicates_are_credited_once(self):
        # Three chunks of the gold page: only the first one gains, so the score stays 1.0, not 2.13.
        assert ndcg_at_k([GOLD, GOLD, GOLD], {"gold": 1}, 10) == 1.0
        # A miss first, then two chunks of the gold page: the same as one chunk at rank 2.
        assert ndcg_at_k([MISS, GOLD, GOLD], {"gold": 1}, 10) == pytest.approx(1 / math.log2(3))

    def test_graded(self):
        grades = {"a": 2, "b": 1}
        ideal = 2 + 1 / math.log2(3)
        assert ndcg_at_k([{"a"}, {"b"}], grades, 10) == pytest.approx(1.0)
        assert ndcg_at_k([{"b"}, {"a"}], grades, 10) == pytest.approx((1 + 2 / math.log2(3)) / ideal)
        assert ndcg_at_k([MISS, {"b"}], grades, 10) == pytest.approx((1 / math.log2(3)) / ideal)

    def test_item_matching_two_targets_takes_the_best_open_one(self):
        grades = {"a": 2, "b": 1}
        # A chunk spanning both gold pages gains 2 (for a); the next chunk of b still gains 1.
        ranking = [{"a", "b"}, {"b"}]
        assert ndcg_at_k(ranking, grades, 10) == pytest.approx(1.0)
        # Once a is credited, a second chunk spanning both gains only b's grade.
        ranking = [{"a"}, {"a", "b"}, {"a"}]
        assert ndcg_at_k(ranking, grades, 10) == pytest.approx(1.0)

    def test_ideal_is_cut_at_k(self):
        grades = {"a": 1, "b": 1, "c": 1}
        assert ndcg_at_k([{"a"}, {"b"}], grades, 2) == pytest.approx(1.0)

    def test_no_positive_grade(self):
        assert ndcg_at_k([GOLD], {}, 10) == 0.0


class TestRIRAG:
    """Recall@10 and MAP@10 as trec_eval's recall.10 and map_cut.10 (the RIRAG shared task's measures)."""

    def test_recall(self):
        retrieved = ["x", "a", "y", "b", "z"]
        assert recall_at_k(retrieved, {"a", "b", "c"}, 10) == pytest.approx(2 / 3)
        assert recall_at_k(retrieved, {"a", "b", "c"}, 2) == pytest.approx(1 / 3)
        assert recall_at_k(retrieved, set(), 10) == 0.0

    def test_average_precision(self):
        # relevant at ranks 2 and 4, three relevant in all: (1/2 + 2/4) / 3
        retrieved = ["x", "a", "y", "b", "z"]
        assert average_precision_at_k(retrieved, {"a", "b", "c"}, 10) == pytest.approx(1 / 3)
        assert average_precision_at_k(["a", "b"], {"a", "b"}, 10) == 1.0
        # The cut: b at rank 11 does not count, and the divisor is still 2.
        retrieved = ["a"] + [f"n{i}" for i in range(9)] + ["b"]
        assert average_precision_at_k(retrieved, {"a", "b"}, 10) == 0.5

    def test_duplicates_count_once(self):
        assert recall_at_k(["a", "a", "a"], {"a", "b"}, 10) == 0.5
        # Deduplicated list is [a, x, b]: (1/1 + 2/3) / 2
        assert average_precision_at_k(["a", "a", "x", "b"], {"a", "b"}, 10) == pytest.approx((1 + 2 / 3) / 2)


class TestPercentile:
    def test_interpolates_like_numpy(self):
        values = [10.0, 20.0, 30.0, 40.0]
        assert percentile(values, 50) == 25.0
        assert percentile(values, 95) == pytest.approx(38.5)
        assert percentile(values, 0) == 10.0
        assert percentile(values, 100) == 40.0
        assert percentile([], 50) == 0.0

    def test_q_out_of_range(self):
        with pytest.raises(ValueError, match="percentile q"):
            percentile([1.0], 101)
