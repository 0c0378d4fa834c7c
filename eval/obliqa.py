"""
ObliQA passage retrieval: Recall@10 and MAP@10 as the RIRAG shared task defines them.

    python -m eval obliqa --split dev --data ../shared/data/eval/obliqa [--set key=value ...] [--limit N] --json

Indexes the passages of the 40 ADGM documents (`corpus/*.json`) into rulebook's store through
`eval/pipelines/indexing_passages.yml`: a `PassageJsonConverter` (ObliQA passages are short already: one chunk per
passage, keeping its `DocumentID`/`PassageID`) before the indexing graph's embedders and writer; then runs every
question of `ObliQA_<split>.json` through `Rulebook.retrieve` (the retrieval part of the query graph) with top_k 10 and
the deployment's candidate depths (`eval.harness.scoring_sets`).

Metrics. The RIRAG shared task (Regulatory Information Retrieval and Answer Generation, RegNLP workshop at
COLING 2025; Gokhan et al., "RegNLP in Action: Facilitating Compliance Through Automated Information Retrieval and
Answer Generation", arXiv:2409.05677, which introduced ObliQA and its baselines) scores passage retrieval with
Recall@10 and MAP@10 computed by trec_eval (`recall.10`, `map_cut.10`) over binary qrels, one qrel per gold
(DocumentID, PassageID) of a question:
- Recall@10 = |gold ∩ top-10| / |gold|;
- AP@10 = (Σ over ranks i ≤ 10 holding a gold passage of precision@i) / |gold|; MAP@10 is its mean.
Both are averaged over all questions (`eval.metrics.recall_at_k`, `eval.metrics.average_precision_at_k`). A
passage retrieved twice (as two chunks) counts once, at its best rank.

The last line with `--json` is one JSON object: `n`, `recall@10`, `map@10`, `mrr@10`, `recall@5`, `latency_ms`
(per stage p50/p95, after warm-up), `index_seconds`, `passages`, `passages_per_second`, `seconds`, `settings`.
"""

import argparse
import time
from pathlib import Path
from typing import Any

from eval.datasets import DatasetError, load_obliqa_questions, obliqa_corpus_files
from eval.harness import (
    CACHE_ROOT,
    EVAL_PIPELINES,
    HarnessError,
    add_common_arguments,
    cache_key,
    cached_index,
    graphs_report,
    latency_summary,
    parse_sets,
    print_result,
    run_name,
    scoring_sets,
    subsample,
    timed_retrieve,
    warm_up,
)
from eval.metrics import average_precision_at_k, mean, recall_at_k, reciprocal_rank

#: The passage-indexing graph, an evaluation variant of `pipelines/indexing.yml`.
PASSAGE_GRAPH = EVAL_PIPELINES / "indexing_passages.yml"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of `python -m eval obliqa`."""
    parser.add_argument("--split", default="dev", help="ObliQA split: dev (default), test or train")
    parser.add_argument("--data", required=True, type=Path, help="the ObliQA folder (ObliQA_<split>.json, corpus/)")
    parser.add_argument(
        "--breadcrumb",
        action="store_true",
        help="index each passage with the headings above it (meta breadcrumb, a BM25 field)",
    )
    add_common_arguments(parser)


def passage_graph(settings: Any, with_breadcrumb: bool = False, avg_doc_length: float | None = None) -> dict[str, Any]:
    """
    The passage-indexing graph (`eval/pipelines/indexing_passages.yml`: `PassageJsonConverter`, then the indexing
    graph's embedders and writer), configured with the settings.

    :param settings: The evaluation's settings.
    :param with_breadcrumb: Index the heading path of each passage as a BM25 field too.
    :param avg_doc_length: BM25's average chunk length (analysed terms) of this corpus; None keeps the graph's.
    :returns: The graph dictionary.
    """
    from rulebook.pipelines import configure_graph, read_graph

    graph = configure_graph(read_graph(PASSAGE_GRAPH), "indexing", settings)
    components = graph["components"]
    components["converter"]["init_parameters"]["with_breadcrumb"] = with_breadcrumb
    if with_breadcrumb:
        fields = components["sparse_embedder"]["init_parameters"]["meta_fields_to_index"]
        components["sparse_embedder"]["init_parameters"]["meta_fields_to_index"] = [*fields, "breadcrumb"]
    if avg_doc_length:
        components["sparse_embedder"]["init_parameters"]["avg_doc_length"] = round(avg_doc_length, 2)
    return graph


def bm25_average_length(files: list[Path], with_breadcrumb: bool, meta_fields: list[str] | None = None) -> float:
    """:returns: The average number of analysed BM25 terms per passage (avgdl), over the passages indexed."""
    from rulebook.components.converters.passage_json_converter import PassageJsonConverter
    from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder
    from rulebook.text.lexical import analyze

    docs = PassageJsonConverter(with_breadcrumb=with_breadcrumb).run(sources=files)["documents"]
    embedder = BM25SparseDocumentEmbedder(meta_fields_to_index=meta_fields)
    return mean(len(analyze(embedder.indexed_text(d), parents=True)) for d in docs) or 1.0


def index_passages(settings: Any, files: list[Path], with_breadcrumb: bool) -> dict[str, Any]:
    """
    Index the passage files into the settings' store.

    :returns: `index_seconds`, `passages`, `passages_per_second`, `avg_doc_length`.
    """
    from rulebook.pipelines import build_pipeline

    start = time.perf_counter()
    meta_fields = passage_graph(settings, with_breadcrumb)["components"]["sparse_embedder"]["init_parameters"][
        "meta_fields_to_index"
    ]
    avgdl = bm25_average_length(files, with_breadcrumb, meta_fields)
    pipeline = build_pipeline(passage_graph(settings, with_breadcrumb, avgdl))
    pipeline.warm_up()
    written = 0
    for path in files:
        result = pipeline.run({"converter": {"sources": [path], "meta": {"live": True}}})
        written += result.get("writer", {}).get("documents_written", 0)
        failures = result.get("converter", {}).get("failures") or []
        if failures:
            raise DatasetError(failures[0]["error"])
    seconds = time.perf_counter() - start
    return {
        "index_seconds": round(seconds, 1),
        "passages": written,
        "passages_per_second": round(written / seconds, 1) if seconds else 0.0,
        "avg_doc_length": round(avgdl, 2),
    }


def evaluate(
    data: Path,
    split: str = "dev",
    sets: dict[str, Any] | None = None,
    limit: int | None = None,
    with_breadcrumb: bool = False,
) -> dict[str, Any]:
    """
    Index (or reuse the cached index of) the ObliQA passages and score the questions of one split.

    :param data: The ObliQA folder.
    :param split: `dev`, `test` or `train`.
    :param sets: Settings overrides (`--set`).
    :param limit: Score only this many questions, evenly spaced.
    :param with_breadcrumb: Index the heading path of each passage as a BM25 field.
    :returns: The result object printed by `--json`.
    """
    from rulebook.engine import Rulebook
    from rulebook.settings import Settings

    sets = scoring_sets(sets)
    files = obliqa_corpus_files(data)
    questions = subsample(load_obliqa_questions(data, split), limit)
    probe = Settings.from_env(**sets)
    key = cache_key(
        files, probe, passage_graph(probe, with_breadcrumb), extra={"obliqa": True, "breadcrumb": with_breadcrumb}
    )
    cache_dir = CACHE_ROOT / f"obliqa-{key}"
    settings = Settings.from_env(**{**sets, "data_dir": cache_dir})
    stats = cached_index(cache_dir, lambda: index_passages(settings, files, with_breadcrumb))

    book = Rulebook(settings)
    warm_up(book, [q.question for q in questions])
    start = time.perf_counter()
    recall10, map10, rr10, recall5, samples = [], [], [], [], []
    for q in questions:
        result, times = timed_retrieve(book, q.question)
        samples.append(times)
        keys = [d.meta.get("passage_key") for d in result["documents"]]
        recall10.append(recall_at_k(keys, q.gold, 10))
        map10.append(average_precision_at_k(keys, q.gold, 10))
        recall5.append(recall_at_k(keys, q.gold, 5))
        rr10.append(reciprocal_rank([{k} for k in keys], 10, q.gold))
    return {
        "n": len(questions),
        "recall@10": round(mean(recall10), 4),
        "map@10": round(mean(map10), 4),
        "mrr@10": round(mean(rr10), 4),
        "recall@5": round(mean(recall5), 4),
        "latency_ms": latency_summary(samples),
        "index_seconds": stats["index_seconds"],
        "passages": stats["passages"],
        "passages_per_second": stats["passages_per_second"],
        "index_cached": stats["cached"],
        "seconds": round(time.perf_counter() - start, 1),
        "split": split,
        "settings": {
            **graphs_report(book),
            "fusion": settings.fusion,
            "lexical_weight": settings.lexical_weight,
            "top_k": settings.top_k,
            "candidates": settings.candidates,
            "breadcrumb": with_breadcrumb,
            "query_int8": settings.query_int8,
            "document_int8": settings.document_int8,
        },
    }


def main(args: argparse.Namespace) -> int:
    """Run `python -m eval obliqa`; returns the exit code."""
    from rulebook.cli import fail, fail_store_in_use
    from rulebook.store import close_all_stores

    try:
        result = evaluate(args.data, args.split, parse_sets(args.sets), args.limit, args.breadcrumb)
    except (HarnessError, DatasetError, ValueError) as exc:
        return fail(str(exc))
    except RuntimeError as exc:
        return fail_store_in_use(exc)
    finally:
        close_all_stores()
    table = (
        f"ObliQA {result['split']}: n={result['n']}  Recall@10 {result['recall@10']:.3f}  MAP@10 {result['map@10']:.3f}"
        f"  (passages {result['passages']}, p50 {result['latency_ms']['total']['p50']} ms)"
    )
    name = run_name(f"obliqa {result['split']}", sets=parse_sets(args.sets)) if args.record else None
    print_result(result, args.json, table, record_as=name)
    return 0
