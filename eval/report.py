"""
Markdown reports with PNG charts for `python -m eval retrieval --report DIR`.

`write_report` writes `DIR/report.md` with the summary, results by question `kind` (table and `by_kind.png`), the rank
of the first relevant passage (`first_hit_rank.png`), latency per stage, and every miss (the first passage is not on a
gold page; those with nothing relevant in the top 5 first) with its top 3 retrieved (document, page, article).
`write_sweep_report` writes `DIR/sweep.md` and `sweep.png`. Charts need matplotlib (the `test` extra); without it the
Markdown is written alone, with a note.
"""

from collections import defaultdict
from pathlib import Path
from typing import Any

from eval.harness import index_summary
from eval.metrics import mean

KIND_METRICS = ("hit@1", "hit@5", "mrr@10")


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    return plt


def _pages(p: dict[str, Any]) -> str:
    start, end = p.get("page_start"), p.get("page_end")
    if start is None:
        return "-"
    return str(start) if end in (None, start) else f"{start}-{end}"


def _cell(text: Any, limit: int = 140) -> str:
    text = " ".join(str(text or "").split()).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def by_kind(scored: list[Any]) -> dict[str, dict[str, float]]:
    """:returns: kind -> {n, hit@1, hit@5, mrr@10} over the questions of that kind."""
    groups: dict[str, list[Any]] = defaultdict(list)
    for s in scored:
        groups[s.question.kind].append(s)
    return {
        kind: {"n": len(items), **{m: round(mean(s.scores[m] for s in items), 4) for m in KIND_METRICS}}
        for kind, items in sorted(groups.items())
    }


def _kind_chart(path: Path, kinds: dict[str, dict[str, float]]) -> bool:
    plt = _pyplot()
    if plt is None:
        return False
    fig, ax = plt.subplots(figsize=(max(5, 1.6 * len(kinds) + 2), 3.6))
    width = 0.8 / len(KIND_METRICS)
    names = list(kinds)
    for i, metric in enumerate(KIND_METRICS):
        xs = [j + (i - (len(KIND_METRICS) - 1) / 2) * width for j in range(len(names))]
        ax.bar(xs, [kinds[k][metric] for k in names], width, label=metric)
    ax.set_xticks(range(len(names)), [f"{k}\n(n={kinds[k]['n']})" for k in names])
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("score")
    ax.set_title("Retrieval by question kind")
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def _rank_chart(path: Path, scored: list[Any], depth: int) -> bool:
    plt = _pyplot()
    if plt is None:
        return False
    labels = [str(r) for r in range(1, depth + 1)] + ["miss"]
    counts = [0] * (depth + 1)
    for s in scored:
        rank = s.first_hit
        counts[rank - 1 if rank else depth] += 1
    fig, ax = plt.subplots(figsize=(6, 3.2))
    ax.bar(labels, counts, color=["tab:green"] + ["tab:blue"] * (depth - 1) + ["tab:red"])
    ax.set_xlabel("rank of the first passage on a gold page")
    ax.set_ylabel("questions")
    ax.set_title("Where the answer was retrieved")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def write_report(folder: Path, dataset: Path, corpus: Path, result: dict[str, Any], scored: list[Any]) -> Path:
    """
    :param folder: Where to write (created).
    :param dataset: The question file (named in the report).
    :param corpus: The corpus folder (named in the report).
    :param result: The harness's result object.
    :param scored: The per-question scores (`eval.retrieval.Scored`).
    :returns: The path of `report.md`.
    """
    folder.mkdir(parents=True, exist_ok=True)
    kinds = by_kind(scored)
    depth = max((len(s.top) for s in scored), default=10)
    charts = _kind_chart(folder / "by_kind.png", kinds) and _rank_chart(folder / "first_hit_rank.png", scored, depth)
    settings = result.get("settings", {})
    lines = [
        f"# Retrieval report: {dataset.name}",
        "",
        f"Corpus `{corpus}`: {index_summary(result)}.",
        "Settings: " + ", ".join(f"{k}={v}" for k, v in settings.items()) + ".",
        f"{result['n']} questions scored, {result.get('skipped', 0)} without a gold document skipped.",
        "",
        "| metric | value |",
        "|---|---|",
    ]
    for key in ("hit@1", "hit@3", "hit@5", "hit@10", "doc_hit@1", "mrr@10", "ndcg@10", "section_match@1"):
        if key in result:
            lines.append(f"| {key} | {result[key]:.3f} |")
    lines += ["", "## Latency (ms, after warm-up)", "", "| stage | p50 | p95 |", "|---|---|---|"]
    lines += [f"| {stage} | {v['p50']} | {v['p95']} |" for stage, v in result["latency_ms"].items()]
    lines += [
        "",
        "## By question kind",
        "",
        "| kind | n | " + " | ".join(KIND_METRICS) + " |",
        "|---|---|" + "---|" * len(KIND_METRICS),
    ]
    lines += [f"| {k} | {v['n']} | " + " | ".join(f"{v[m]:.3f}" for m in KIND_METRICS) + " |" for k, v in kinds.items()]
    if charts:
        lines += ["", "![by kind](by_kind.png)", "", "![first hit rank](first_hit_rank.png)"]
    else:
        lines += ["", "_Charts skipped: matplotlib is not installed (`pip install -e .[test]`)._"]
    misses = sorted(
        (s for s in scored if not s.scores["hit@1"]), key=lambda s: (s.first_hit is not None, s.first_hit or 0)
    )
    hard = sum(1 for s in misses if not s.scores["hit@5"])
    lines += ["", f"## Misses ({len(misses)} not answered at rank 1; {hard} of them not in the top 5)", ""]
    for s in misses:
        q = s.question
        gold_pages = ", ".join(map(str, q.gold_pages)) or "any"
        lines += [
            f"### {q.id} ({q.kind})",
            "",
            f"{_cell(q.question, 600)}",
            "",
            f"Gold: {q.doc}, page {gold_pages}"
            + (f", section {_cell(q.section, 80)}" if q.section else "")
            + (f"; first relevant at rank {s.first_hit}" if s.first_hit else "; not in the top " + str(len(s.top))),
            "",
            "| rank | document | page | article |",
            "|---|---|---|---|",
        ]
        for rank, p in enumerate(s.top[:3], start=1):
            article = " ".join(str(x) for x in (p.get("article"), p.get("article_title")) if x)
            lines.append(f"| {rank} | {p['document']} | {_pages(p)} | {_cell(article, 80)} |")
        lines.append("")
    path = folder / "report.md"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def write_sweep_report(folder: Path, dataset: Path, corpus: Path, rows: list[dict[str, Any]], table: str) -> Path:
    """
    :param folder: Where to write (created).
    :param rows: One result object per configuration, each with `config`.
    :param table: The sweep table (Markdown).
    :returns: The path of `sweep.md`.
    """
    folder.mkdir(parents=True, exist_ok=True)
    lines = [f"# Retrieval sweep: {dataset.name} on `{corpus}`", "", table, ""]
    plt = _pyplot()
    if plt is not None:
        fig, ax = plt.subplots(figsize=(8, 0.45 * len(rows) + 1.5))
        names = [r["config"] for r in rows][::-1]
        height = 0.8 / len(KIND_METRICS)
        for i, metric in enumerate(KIND_METRICS):
            ys = [j + (i - 1) * height for j in range(len(names))]
            ax.barh(ys, [r[metric] for r in rows][::-1], height, label=metric)
        ax.set_yticks(range(len(names)), names, fontsize=8)
        ax.set_xlim(0, 1.0)
        ax.legend(loc="lower right", fontsize=8)
        ax.set_title("Side by side")
        fig.tight_layout()
        fig.savefig(folder / "sweep.png", dpi=110)
        plt.close(fig)
        lines.append("![sweep](sweep.png)")
    path = folder / "sweep.md"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
