"""
Ranking metrics used by rulebook's evaluation harnesses: Hit@k, MRR@k, nDCG@k, Recall@k, MAP@k, percentiles.

Every function scores one ranked list for one question; the harness averages over questions. A ranked list is
given as, for each retrieved item (best first), the set of relevance *targets* it matches. A target is whatever
counts as "the answer" for the eval set: a (document, page) pair for page-level scoring, a passage id for ObliQA.
A chunk that spans pages 4-6 matches every gold page in that span; several chunks may match the same target.
Each target is credited once, at its first (best) rank, so duplicates never inflate a score.

Usage example:
```python
from eval.metrics import hit_at_k, ndcg_at_k, reciprocal_rank

ranking = [set(), {"p5"}, {"p5"}]          # the gold page first appears at rank 2
print(hit_at_k(ranking, 1), hit_at_k(ranking, 3))   # 0.0 1.0
print(reciprocal_rank(ranking, 10))                  # 0.5
print(ndcg_at_k(ranking, {"p5": 1.0}, 10))           # 1 / log2(3) = 0.6309...
```
"""

import math
from collections.abc import Hashable, Iterable, Sequence

Ranking = Sequence[Iterable[Hashable]]


def first_relevant_rank(
    ranking: Ranking, relevant: Iterable[Hashable] | None = None, k: int | None = None
) -> int | None:
    """
    :param ranking: For each retrieved item, best first, the targets it matches (an empty set for a miss).
    :param relevant: Targets that count; None counts every target the ranking names.
    :param k: Look at the first k items only (None: all).
    :returns: The 1-based rank of the first item that matches a relevant target, or None.
    """
    wanted = None if relevant is None else set(relevant)
    for rank, targets in enumerate(ranking[:k] if k is not None else ranking, start=1):
        targets = set(targets)
        if targets and (wanted is None or targets & wanted):
            return rank
    return None


def hit_at_k(ranking: Ranking, k: int, relevant: Iterable[Hashable] | None = None) -> float:
    """
    Hit@k (also called success@k): 1.0 when any of the first k items is relevant, else 0.0.

    :param ranking: See `first_relevant_rank`.
    :param k: Cut-off, >= 1.
    :param relevant: See `first_relevant_rank`.
    :returns: 1.0 or 0.0.
    :raises ValueError: When k < 1.
    """
    _check_k(k)
    return 1.0 if first_relevant_rank(ranking, relevant, k) is not None else 0.0


def reciprocal_rank(ranking: Ranking, k: int, relevant: Iterable[Hashable] | None = None) -> float:
    """
    Reciprocal rank cut at k: 1 / rank of the first relevant item within the first k, else 0 (its mean over
    questions is MRR@k, Voorhees 1999).

    :param ranking: See `first_relevant_rank`.
    :param k: Cut-off, >= 1.
    :param relevant: See `first_relevant_rank`.
    :returns: A value in [0, 1].
    :raises ValueError: When k < 1.
    """
    _check_k(k)
    rank = first_relevant_rank(ranking, relevant, k)
    return 0.0 if rank is None else 1.0 / rank


def dcg(gains: Sequence[float]) -> float:
    """
    Discounted cumulative gain with the log2 discount (Järvelin & Kekäläinen, 2002): sum of gain_i / log2(i + 1)
    over 1-based ranks i.

    :param gains: Gain at each rank, best rank first.
    :returns: The DCG.
    """
    return sum(g / math.log2(i + 1) for i, g in enumerate(gains, start=1))


def ndcg_at_k(ranking: Ranking, grades: dict[Hashable, float], k: int) -> float:
    """
    nDCG@k with graded relevance and duplicate-safe credit.

    The gain at rank i is the highest grade among the targets the item matches that no better-ranked item has
    matched yet; that target is then credited and gives nothing again (a second chunk of the same gold page
    gains 0). The ideal DCG takes the distinct targets' grades in decreasing order, so a perfect ranking scores
    1.0 and a score never exceeds 1.0.

    :param ranking: See `first_relevant_rank`.
    :param grades: Target -> grade (> 0). Targets not listed have grade 0.
    :param k: Cut-off, >= 1.
    :returns: A value in [0, 1]; 0.0 when no target has a positive grade.
    :raises ValueError: When k < 1.
    """
    _check_k(k)
    credited: set[Hashable] = set()
    gains = []
    for targets in ranking[:k]:
        open_targets = [t for t in set(targets) if grades.get(t, 0) > 0 and t not in credited]
        if not open_targets:
            gains.append(0.0)
            continue
        best = max(open_targets, key=lambda t: grades[t])
        credited.add(best)
        gains.append(float(grades[best]))
    ideal = dcg(sorted((g for g in grades.values() if g > 0), reverse=True)[:k])
    return dcg(gains) / ideal if ideal > 0 else 0.0


def recall_at_k(retrieved: Sequence[Hashable], relevant: Iterable[Hashable], k: int) -> float:
    """
    Recall@k as trec_eval's `recall.k`: the share of the relevant items found among the first k retrieved.

    :param retrieved: Item ids, best first (duplicates count once, at their first rank).
    :param relevant: The relevant ids.
    :param k: Cut-off, >= 1.
    :returns: A value in [0, 1]; 0.0 when there is nothing relevant.
    :raises ValueError: When k < 1.
    """
    _check_k(k)
    wanted = set(relevant)
    if not wanted:
        return 0.0
    return len(set(_dedupe(retrieved)[:k]) & wanted) / len(wanted)


def average_precision_at_k(retrieved: Sequence[Hashable], relevant: Iterable[Hashable], k: int) -> float:
    """
    Average precision cut at k, as trec_eval's `map_cut.k`: the sum of precision@i over the ranks i <= k that
    hold a relevant item, divided by the number of relevant items (all of them, not only those retrievable
    within k). Its mean over questions is MAP@k.

    :param retrieved: Item ids, best first (duplicates count once, at their first rank).
    :param relevant: The relevant ids.
    :param k: Cut-off, >= 1.
    :returns: A value in [0, 1]; 0.0 when there is nothing relevant.
    :raises ValueError: When k < 1.
    """
    _check_k(k)
    wanted = set(relevant)
    if not wanted:
        return 0.0
    found = 0
    total = 0.0
    for i, item in enumerate(_dedupe(retrieved)[:k], start=1):
        if item in wanted:
            found += 1
            total += found / i
    return total / len(wanted)


def mean(values: Iterable[float]) -> float:
    """:returns: The arithmetic mean, 0.0 for no values."""
    values = list(values)
    return sum(values) / len(values) if values else 0.0


def percentile(values: Iterable[float], q: float) -> float:
    """
    The q-th percentile by linear interpolation between closest ranks (numpy's default method).

    :param values: Samples, e.g. latencies in ms.
    :param q: Percentile in [0, 100].
    :returns: The percentile, 0.0 for no values.
    :raises ValueError: When q is outside [0, 100].
    """
    if not 0 <= q <= 100:
        raise ValueError(f"percentile q must be in [0, 100], got {q}.")
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _dedupe(items: Sequence[Hashable]) -> list[Hashable]:
    return list(dict.fromkeys(items))


def _check_k(k: int) -> None:
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}.")
