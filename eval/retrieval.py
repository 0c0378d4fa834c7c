"""
Retrieval quality and speed on a question set: page-level Hit@k, MRR@10, nDCG@10, latency per stage.

    python -m eval retrieval --dataset FILE.jsonl (--corpus DIR | --index DATA_DIR) [--set key=value ...]
                             [--limit N] [--report DIR] [--sweep] --json

Input (`--dataset`): one JSON object per line, the shared format of `../shared/data/eval/*.jsonl`: `id`, `question`,
`kind` (reports group by it), `doc` (the PDF's file name, or null when the corpus holds no answer), `page` (1-based
physical page, or null when only the document is known), `pages_ok` (other pages that also answer), `section`
(article id or title, or null), `answer` and `must_contain` (used by `eval answers`, not here).

Indexes the corpus folder with the indexing graph (`Rulebook.index`), cached under `eval/cache/<key>` by the corpus
files' contents and the indexing settings, then runs every question whose `doc` is not null through
`Rulebook.retrieve` (the retrieval part of the query graph). Retrieval runs with top_k 10 unless `--set top_k=N`
says otherwise, so the @10 metrics see ten passages. `--index DATA_DIR` scores an index that exists already (a
deployment's data dir, or an `eval/cache/<key>` folder) without indexing, instead of `--corpus`; the sweep then
leaves out the chunker rows, which need their own indexes. Only one process at a time may open an embedded store
folder.

Scoring, per question (then averaged):
- `hit@k` (page level): 1 when one of the first k passages is from the gold `doc` and its page span
  (`page_start`..`page_end`, 1-based physical pages) covers `page` or one of `pages_ok`; when `page` is null the
  document alone decides;
- `doc_hit@1`: the first passage is from the gold document;
- `mrr@10`, `ndcg@10`: reciprocal rank and nDCG (binary gain, log2 discount) of the first relevant passage; every
  accepted page counts as the same answer, so further chunks of it gain nothing (see `eval.metrics.ndcg_at_k`);
- `section_match@1` (over questions with a gold `section`): the first passage's article is the gold section or
  inside it (`§ 214.7` matches `214.7` and `214.7(a)`; `Chapter 7.2` matches `7.2.1`; `Section B` matches `B1.3`),
  or, for a section given only by its title, the passage's article title and breadcrumb hold at least half of the
  title's BM25 terms.

The last line with `--json` is one JSON object: `n`, `hit@1`, `hit@3`, `hit@5`, `hit@10`, `doc_hit@1`, `mrr@10`,
`ndcg@10`, `section_match@1` (when any gold section), `latency_ms` (`embed`, `retrieve`, `join`, `rank`, `total`,
each `{"p50", "p95"}`, measured after warm-up), `index_seconds`, `pages_per_second`, plus `pages`, `chunks`,
`index_cached`, `skipped` (questions without a gold document) and `settings`. With `--sweep` it is
`{"sweep": [one such object per configuration, each with its "config" name]}`.
"""

import argparse
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from eval.datasets import DatasetError, Question, load_questions
from eval.harness import (
    CACHE_ROOT,
    EVAL_PIPELINES,
    HarnessError,
    add_common_arguments,
    cache_key,
    cached_index,
    graphs_report,
    index_summary,
    indexing_graph,
    latency_summary,
    parse_sets,
    print_result,
    run_name,
    scoring_sets,
    subsample,
    timed_retrieve,
    warm_up,
)
from eval.metrics import hit_at_k, mean, ndcg_at_k, reciprocal_rank

HIT_KS = (1, 3, 5, 10)
ANSWER = "answer"  # the one relevance target of a question: any accepted page (or the document) holds the answer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of `python -m eval retrieval`."""
    parser.add_argument("--dataset", required=True, type=Path, help="questions in the shared JSONL format")
    parser.add_argument(
        "--corpus", type=Path, default=None, help="folder of the documents the questions are about (or --index)"
    )
    parser.add_argument("--report", type=Path, default=None, help="write a Markdown report with PNG charts here")
    parser.add_argument(
        "--sweep",
        action="store_true",
        help="run the side-by-side configurations (retrievers, chunkers, joiner depth) in one table",
    )
    parser.add_argument(
        "--index",
        type=Path,
        default=None,
        help="score an existing index (a data dir with qdrant/) instead of the cached one; no indexing",
    )
    add_common_arguments(parser)


# -- scoring one question ---------------------------------------------------------------------------------------


@dataclass
class Scored:
    """One question's retrieved passages and scores."""

    question: Question
    top: list[dict[str, Any]]
    ranking: list[set[str]]
    scores: dict[str, float]
    section_match: float | None = None
    times: dict[str, float] = field(default_factory=dict)

    @property
    def first_hit(self) -> int | None:
        """1-based rank of the first relevant passage, or None."""
        for rank, targets in enumerate(self.ranking, start=1):
            if targets:
                return rank
        return None


def passage_summary(doc: Any) -> dict[str, Any]:
    """:returns: (document, pages, article) of a retrieved passage, as plain data."""
    meta = doc.meta
    return {
        "document": meta.get("file_name"),
        "page_start": meta.get("page_start"),
        "page_end": meta.get("page_end", meta.get("page_start")),
        "article": meta.get("article"),
        "article_title": meta.get("article_title"),
        "breadcrumb": meta.get("breadcrumb"),
        "score": doc.score,
    }


def is_relevant(passage: dict[str, Any], question: Question) -> bool:
    """
    :param passage: From `passage_summary`.
    :param question: The question with its gold document and pages.
    :returns: Whether the passage is from the gold document and (when pages are known) covers a gold page.
    """
    if passage["document"] != question.doc:
        return False
    pages = question.gold_pages
    if not pages:
        return True
    start, end = passage["page_start"], passage["page_end"]
    if start is None:
        return False
    end = start if end is None else end
    return any(start <= p <= end for p in pages)


_SECTION_ID = re.compile(
    r"(?:§+|\b(?:chapter|section|article|part|rule|appendix|subpart)\b)\s*([a-z]?\d+(?:\.\d+)*[a-z]?|[a-z])\b"
)
_ARTICLE_ID = re.compile(r"[a-z]?\d+(?:\.\d+)*[a-z]?|[a-z]\b")


def section_id(text: str) -> str | None:
    """:returns: The id a gold section names (`§ 214.7 Definitions` -> `214.7`, `Section B` -> `b`), or None."""
    match = _SECTION_ID.search(text.lower())
    return match.group(1) if match else None


def article_id(article: str | None) -> str | None:
    """:returns: The leading id of a passage's article meta (`§ 214.7(a)` -> `214.7`), or None."""
    if not article:
        return None
    text = re.sub(r"§+|\b(?:chapter|section|article|part|rule|appendix|subpart)\b", " ", article.lower()).strip()
    match = _ARTICLE_ID.match(text)
    return match.group(0) if match else None


def id_within(child: str, parent: str) -> bool:
    """`214.7` is within `214.7`, `7.2.1` within `7.2`, `b1.3` within `b`; `214.71` is not within `214.7`."""
    if child == parent:
        return True
    if not child.startswith(parent):
        return False
    following = child[len(parent)]
    last = parent[-1]
    # Same character class continuing means a longer number or word (214.71, 7.20), not a sub-unit.
    return not ((following.isdigit() and last.isdigit()) or (following.isalpha() and last.isalpha()))


def section_matches(passage: dict[str, Any], section: str) -> bool:
    """
    :param passage: From `passage_summary`.
    :param section: The gold section text.
    :returns: Whether the passage's article is the gold section or inside it (see the module docstring).
    """
    gold = section_id(section)
    if gold is not None:
        found = article_id(passage.get("article"))
        return found is not None and id_within(found, gold)
    from rulebook.text.lexical import analyze

    wanted = set(analyze(section))
    if not wanted:
        return False
    have = set(analyze(" ".join(str(passage.get(k) or "") for k in ("article", "article_title", "breadcrumb"))))
    return len(wanted & have) / len(wanted) >= 0.5


def score_question(question: Question, documents: list[Any], times: dict[str, float] | None = None) -> Scored:
    """
    :param question: A question with a gold document.
    :param documents: The retrieved passages, best first.
    :param times: Its stage times (ms).
    :returns: The question's scores.
    """
    top = [passage_summary(d) for d in documents]
    ranking = [{ANSWER} if is_relevant(p, question) else set() for p in top]
    scores = {f"hit@{k}": hit_at_k(ranking, k) for k in HIT_KS}
    scores["doc_hit@1"] = 1.0 if top and top[0]["document"] == question.doc else 0.0
    scores["mrr@10"] = reciprocal_rank(ranking, 10)
    scores["ndcg@10"] = ndcg_at_k(ranking, {ANSWER: 1.0}, 10)
    match = None
    if question.section:
        match = 1.0 if top and section_matches(top[0], question.section) else 0.0
    return Scored(question, top, ranking, scores, match, times or {})


def aggregate(scored: list[Scored]) -> dict[str, Any]:
    """:returns: Mean scores over questions (4 decimals), `section_match@1` only when any question has a section."""
    out: dict[str, Any] = {"n": len(scored)}
    for key in [f"hit@{k}" for k in HIT_KS] + ["doc_hit@1", "mrr@10", "ndcg@10"]:
        out[key] = round(mean(s.scores[key] for s in scored), 4)
    with_section = [s.section_match for s in scored if s.section_match is not None]
    if with_section:
        out["section_match@1"] = round(mean(with_section), 4)
    return out


# -- one configuration -------------------------------------------------------------------------------------------


def corpus_files(corpus: Path) -> list[Path]:
    """:returns: The indexable files of the corpus folder; raises HarnessError when there are none."""
    from rulebook.engine import expand_paths

    if not corpus.is_dir():
        raise HarnessError(f"{corpus}: not a folder; give --corpus the folder of the documents.")
    files, _ = expand_paths([corpus])
    if not files:
        raise HarnessError(f"{corpus}: no PDF files to index.")
    return files


def build_index(book: Any, corpus: Path) -> dict[str, Any]:
    """Index the corpus with the book's settings; returns the statistics kept in the cache."""
    report = book.index([corpus])
    seconds = report.seconds
    return {
        "index_seconds": round(seconds, 1),
        "pages": report.pages,
        "chunks": report.chunks,
        "documents": report.documents,
        "pages_per_second": round(report.pages / seconds, 2) if seconds else 0.0,
        "failures": report.failures,
    }


def existing_index_stats(index_dir: Path, book: Any) -> dict[str, Any]:
    """:returns: The statistics of an index built earlier: its `index.json` when there is one, else counted."""
    import json

    marker = index_dir / "index.json"
    if marker.is_file():
        return {**json.loads(marker.read_text()), "cached": True}
    docs = book.list_documents()
    chunks = sum(d["chunks"] for d in docs)
    if not chunks:
        raise HarnessError(f"--index {index_dir}: the index holds no chunks; index documents into it first.")
    return {
        "index_seconds": None,
        "pages_per_second": None,
        "pages": sum(d["pages"] or 0 for d in docs),
        "chunks": chunks,
        "cached": True,
    }


def evaluate(
    questions: list[Question],
    corpus: Path,
    sets: dict[str, Any] | None = None,
    keep_details: bool = False,
    index_dir: Path | None = None,
) -> tuple[dict[str, Any], list[Scored]]:
    """
    Index (or reuse the cached index of) the corpus with the given settings, and score the questions.

    :param questions: Questions with a gold document (the caller drops the others).
    :param corpus: The corpus folder.
    :param sets: Settings overrides (`--set`); top_k defaults to 10.
    :param keep_details: Return the per-question scores too (for reports).
    :param index_dir: Score this existing index (a data dir) as it is, instead of the cached index of `corpus`.
    :returns: The result object and the per-question scores (empty unless keep_details).
    """
    from rulebook.engine import Rulebook
    from rulebook.settings import Settings

    sets = scoring_sets(sets)
    if index_dir is not None:
        if not (index_dir / "qdrant").is_dir():
            raise HarnessError(f"--index {index_dir}: no qdrant/ folder there; give a data dir that holds an index.")
        settings = Settings.from_env(**{**sets, "data_dir": index_dir})
        # Checked before the store opens: opening it would create an empty collection in the folder.
        if not (index_dir / "qdrant" / "collection" / settings.collection).is_dir():
            raise HarnessError(
                f"--index {index_dir}: no collection '{settings.collection}' in its qdrant/ folder; "
                "give a data dir that holds an index."
            )
        book = Rulebook(settings)
        stats = existing_index_stats(index_dir, book)
    else:
        files = corpus_files(corpus)
        probe = Settings.from_env(**sets)
        key = cache_key(files, probe, indexing_graph(probe))
        cache_dir = CACHE_ROOT / f"{corpus.resolve().name}-{key}"
        settings = Settings.from_env(**{**sets, "data_dir": cache_dir})
        book = Rulebook(settings)
        stats = cached_index(cache_dir, lambda: build_index(book, corpus))

    warm_up(book, [q.question for q in questions])
    scored = []
    for q in questions:
        result, times = timed_retrieve(book, q.question)
        scored.append(score_question(q, result["documents"], times))
    out = aggregate(scored)
    out["latency_ms"] = latency_summary([s.times for s in scored])
    out.update(
        index_seconds=stats["index_seconds"],
        pages_per_second=stats["pages_per_second"],
        pages=stats["pages"],
        chunks=stats["chunks"],
        index_cached=stats["cached"],
        index_failures=len(stats.get("failures") or []),
        settings={
            **graphs_report(book),
            "fusion": settings.fusion,
            "lexical_weight": settings.lexical_weight,
            "top_k": settings.top_k,
            "candidates": settings.candidates,
            "embedding_model": settings.embedding_model,
            "query_int8": settings.query_int8,
            "document_int8": settings.document_int8,
        },
    )
    return out, (scored if keep_details else [])


# -- the sweep --------------------------------------------------------------------------------------------------


def sweep_configurations(base: dict[str, Any], chunkers: bool = True) -> list[tuple[str, dict[str, Any]]]:
    """
    The side-by-side configurations of issue 4, each applied over the `--set` values in `base`.

    :param base: The `--set` values.
    :param chunkers: Include the chunker rows (each needs its own index; off for `--index`).

    :returns: (name, settings overrides) pairs: the three retrieval modes, hybrid with the Qdrant sparse BM25
        instead of the in-process one, hybrid + cross-encoder when its weights are on this machine, the chunkers
        (article boundaries, fixed 512/64 words, recursive 1000/150 characters), weighted RRF with BM25 weights
        0.7 and 0.85, min-max score fusion with BM25 weights 0.5, 0.7 and 0.85 at any question length and with
        0.5 for short questions to 0.7 for long ones (the default), joiner depths 10 / 30 / 50 (100 candidates is
        the default), contextual chunk headers (needs its own index, like the chunkers), without the document-name
        filter, with the abbreviation expansion, BM25 with the breadcrumb as a field, and questions embedded in
        full precision instead of int8.
    """
    from rulebook.models import local_model_path
    from rulebook.settings import Settings

    def variant(name: str) -> Path:
        return EVAL_PIPELINES / f"{name}.yml"

    off = {"ranker": "off"}
    rrf = {**off, "retrieve_pipeline": variant("retrieve_rrf")}
    rows: list[tuple[str, dict[str, Any]]] = [
        ("bm25 only", {**off, "retrieve_pipeline": variant("retrieve_bm25")}),
        ("dense only", {**off, "retrieve_pipeline": variant("retrieve_dense")}),
        ("hybrid RRF", rrf),
        ("hybrid RRF, Qdrant search (sparse + dense)", {**rrf, "lexical": "qdrant", "dense": "qdrant"}),
    ]
    probe = Settings.from_env(**base)
    if local_model_path(probe.ranker_model):
        rows.append(("hybrid + ranker", {"ranker": "on"}))
    if chunkers:
        rows += [
            ("hybrid (default fusion), fixed 512/64 words", {**off, "indexing_pipeline": variant("indexing_fixed")}),
            (
                "hybrid (default fusion), recursive 1000/150 chars",
                {**off, "indexing_pipeline": variant("indexing_recursive")},
            ),
        ]
    for weight in (0.7, 0.85):
        rows.append(
            (
                f"hybrid, weighted RRF (BM25 weight {weight})",
                {**off, "fusion": "rrf", "lexical_weight": weight, "short_lexical_weight": None},
            )
        )
    for weight in (0.5, 0.7, 0.85):
        rows.append(
            (
                f"hybrid, min-max score fusion (BM25 weight {weight} at any length)",
                {**off, "fusion": "min_max", "lexical_weight": weight, "short_lexical_weight": None},
            )
        )
    rows.append(
        (
            "hybrid, min-max score fusion (BM25 weight 0.5 for short questions to 0.7 for long: the default)",
            {**off, "fusion": "min_max", "lexical_weight": 0.7, "short_lexical_weight": 0.5},
        )
    )
    for depth in (10, 30, 50):
        rows.append((f"hybrid (default fusion), joiner depth {depth}", {**off, "candidates": depth}))
    if chunkers:
        rows.append(
            ("hybrid (default), contextual chunk headers (title + breadcrumb embedded)", {**off, "contextual": True})
        )
    rows.append(
        ("hybrid (default) without document names (no filter by a named acronym)", {**off, "document_names": False})
    )
    rows.append(("hybrid (default) + abbreviation expansion", {**off, "abbreviations": True}))
    rows.append(
        ("hybrid (default), BM25 + breadcrumb field", {**off, "lexical_fields": "article,article_title,breadcrumb"})
    )
    rows.append(("hybrid (default), questions embedded in fp32 (not int8)", {**off, "query_int8": False}))
    return [(name, {**base, **values}) for name, values in rows]


SWEEP_COLUMNS = ("hit@1", "hit@3", "hit@5", "hit@10", "doc_hit@1", "mrr@10", "ndcg@10", "section_match@1")


def sweep_table(rows: list[dict[str, Any]]) -> str:
    """:returns: The sweep as a Markdown table, one row per configuration."""
    head = ["config", *SWEEP_COLUMNS, "p50 ms", "p95 ms", "chunks", "index s"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        cells = [row["config"], *(f"{row[c]:.3f}" if c in row else "-" for c in SWEEP_COLUMNS)]
        cells += [
            str(row["latency_ms"]["total"]["p50"]),
            str(row["latency_ms"]["total"]["p95"]),
            str(row["chunks"]),
            str(row["index_seconds"]),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def result_table(result: dict[str, Any]) -> str:
    """:returns: A one-configuration summary for people."""
    lat = result["latency_ms"]
    parts = [f"n={result['n']}"] + [f"{k} {result[k]:.3f}" for k in SWEEP_COLUMNS if k in result]
    return (
        "  ".join(parts)
        + "\nlatency p50/p95 ms: "
        + ", ".join(f"{k} {v['p50']}/{v['p95']}" for k, v in lat.items())
        + f"\nindex: {index_summary(result)}"
    )


# -- command ----------------------------------------------------------------------------------------------------


def main(args: argparse.Namespace) -> int:
    """Run `python -m eval retrieval`; returns the exit code."""
    from rulebook.cli import fail, fail_store_in_use
    from rulebook.store import close_all_stores

    try:
        if (args.corpus is None) == (args.index is None):
            raise HarnessError(
                "give either --corpus (the folder of documents to index) or --index (an existing index "
                "to score as it is), not both."
            )
        corpus = args.corpus if args.corpus is not None else args.index  # named in reports
        sets = parse_sets(args.sets)
        questions = load_questions(args.dataset)
        scored_questions = subsample([q for q in questions if q.doc], args.limit)
        if not scored_questions:
            raise HarnessError(f"{args.dataset}: no question names a gold document; nothing to score.")
        skipped = sum(1 for q in questions if not q.doc)
        if args.sweep:
            rows = []
            for name, config in sweep_configurations(sets, chunkers=args.index is None):
                result, _ = evaluate(scored_questions, corpus, config, index_dir=args.index)
                rows.append({"config": name, **result, "skipped": skipped})
                if not args.json:
                    print(f"{name}: {result_table(result)}", flush=True)
            table = sweep_table(rows)
            if args.report:
                from eval.report import write_sweep_report

                write_sweep_report(args.report, args.dataset, corpus, rows, table)
            print_result(
                {"sweep": rows},
                args.json,
                table,
                record_as=run_name("retrieval --sweep", [args.dataset], corpus, sets) if args.record else None,
            )
            return 0
        result, scored = evaluate(scored_questions, corpus, sets, keep_details=bool(args.report), index_dir=args.index)
        result["skipped"] = skipped
        if args.report:
            from eval.report import write_report

            result["report"] = str(write_report(args.report, args.dataset, corpus, result, scored))
        print_result(
            result,
            args.json,
            result_table(result),
            record_as=run_name("retrieval", [args.dataset], corpus, sets) if args.record else None,
        )
        return 0
    except (HarnessError, DatasetError, ValueError, FileNotFoundError) as exc:
        return fail(str(exc))
    except RuntimeError as exc:
        return fail_store_in_use(exc)
    finally:
        close_all_stores()
