"""
Pieces shared by the retrieval harnesses (`eval.retrieval`, `eval.obliqa`): `--set` parsing, the index cache,
question subsampling and latency summaries.

The index cache: an evaluation indexes its corpus into `eval/cache/<key>/` (an embedded Qdrant store plus
`index.json` with what indexing took). The key hashes the corpus files' contents, the settings that change what is
indexed, and the indexing graph and component sources, so a changed file, model, chunker or splitter builds a new
index and an unchanged one is reused.
"""

import argparse
import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from eval.metrics import percentile
from rulebook.components.converters.ocr import PageOcr
from rulebook.engine import file_sha256
from rulebook.settings import BY_FIELD, PROJECT_ROOT, Settings, read_variable

# Evaluation runs offline: no usage telemetry (Haystack would try to post it and wait on the network).
os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")
try:  # when Haystack was imported before this module (by another harness), switch its telemetry client off too
    import haystack.telemetry._telemetry as _haystack_telemetry

    _haystack_telemetry.telemetry = None
except ImportError:
    pass

#: Where evaluation indexes are cached; `RULEBOOK_EVAL_CACHE` moves it (tests use a temporary folder).
CACHE_ROOT = read_variable("RULEBOOK_EVAL_CACHE")
#: The evaluation variants of the graphs (another retriever, fusion or chunker): YAML files of their own.
EVAL_PIPELINES = PROJECT_ROOT / "eval" / "pipelines"

#: Settings that change what the indexing graph writes; the other settings only change querying. The indexing
#: graph itself (its configured dictionary and its components' sources) is part of the key too.
INDEXING_SETTINGS = ("embedding_model", "embedding_dim", "max_tokens", "passage_prefix", "collection")

#: Latency stages reported by the harness -> the query-graph nodes whose times they add up.
STAGES: dict[str, tuple[str, ...]] = {
    "embed": ("text_embedder", "sparse_text_embedder"),
    # The spelling correction, the version choice and the abbreviation expansion prepare the searches; they count
    # as retrieval.
    "retrieve": (
        "spelling",
        "version_resolver",
        "document_names",
        "abbreviations",
        "dense_retriever",
        "sparse_retriever",
        "lexical_retriever",
    ),
    "join": ("joiner",),
    "rank": ("ranker", "lexical_ranker", "evidence_scorer"),
}


class HarnessError(ValueError):
    """A harness invocation that cannot run (bad `--set`, missing corpus); the message says what to fix."""


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    """Add `--set`, `--limit` and `--json`, shared by the retrieval harnesses."""
    parser.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override a setting (a field of rulebook.settings.Settings), e.g. --set fusion=rrf or --set "
        "retrieve_pipeline=eval/pipelines/retrieve_bm25.yml; repeatable",
    )
    parser.add_argument("--limit", type=int, default=None, help="score only N questions, evenly spaced over the set")
    parser.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    add_record_argument(parser)


def add_record_argument(parser: argparse.ArgumentParser) -> None:
    """Add `--record` (every benchmark has it)."""
    parser.add_argument(
        "--record",
        action="store_true",
        help="write the figures into eval/results.json with the date, machine and commit",
    )


def run_name(
    command: str, datasets: Iterable[Path] = (), data: Path | None = None, sets: dict[str, Any] | None = None
) -> str:
    """
    :returns: What names a benchmark run in the results file: `retrieval rail_golden.jsonl on pdfs/rail`, and the
        `--set` values when there are any (`... with fusion=rrf`), so a variant's run never replaces the default's.
    """
    shown = " + ".join(Path(d).name for d in datasets)
    where = f" on {project_relative(data).removeprefix('../shared/data/')}" if data is not None else ""
    name = " ".join(p for p in (command, shown) if p) + where
    if sets:
        values = {k: project_relative(v) if isinstance(v, Path) else v for k, v in sorted(sets.items())}
        name += " with " + ", ".join(f"{k}={v}" for k, v in values.items())
    return name


def parse_sets(pairs: Iterable[str]) -> dict[str, Any]:
    """
    Parse `--set key=value` pairs into Settings field values, each read by its variable's parser
    (`rulebook.settings.VARIABLES`), as the `RULEBOOK_*` variable would be.

    :param pairs: Strings `key=value`.
    :returns: Field name -> typed value.
    :raises HarnessError: For a malformed pair, an unknown field or a value its parser refuses.
    """
    values: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise HarnessError(f"--set {pair!r}: write it as key=value, e.g. --set fusion=rrf.")
        if key not in BY_FIELD:
            raise HarnessError(f"--set {key}: unknown setting; known: {', '.join(sorted(BY_FIELD))}.")
        try:
            values[key] = BY_FIELD[key].parse(raw.strip())
        except ValueError as error:
            raise HarnessError(f"--set {key}={raw.strip()!r}: {error}.") from None
    return values


def code_digest(paths: Iterable[Path]) -> str:
    """:returns: A hash of the named source files (missing ones count as absent)."""
    digest = hashlib.sha256()
    for path in sorted(set(paths)):
        digest.update(str(path.relative_to(PROJECT_ROOT)).encode())
        digest.update(path.read_bytes() if path.is_file() else b"<absent>")
    return digest.hexdigest()


def graph_sources(graph: dict[str, Any]) -> list[Path]:
    """:returns: The project source files of the components a graph names (`rulebook.x.Y` -> src/rulebook/x.py)."""
    paths = []
    for spec in graph.get("components", {}).values():
        module = spec.get("type", "").rsplit(".", 1)[0]
        if module.startswith("rulebook."):
            paths.append(PROJECT_ROOT / "src" / (module.replace(".", "/") + ".py"))
    return paths


def ocr_engine(graph: dict[str, Any]) -> str | None:
    """
    :returns: What reads scanned pages for the graph's PDF converter (`PageOcr.engine`: Tesseract, its language and
        data folder, and the OCR module's source hash), or None without OCR: an index made where Tesseract is missing
        lacks the text of scanned pages, so it must not be reused where Tesseract is installed.
    """
    for spec in graph.get("components", {}).values():
        if spec.get("type", "").endswith("pdf_converter.PyMuPDFToDocument"):
            params = spec.get("init_parameters") or {}
            engine = PageOcr(
                params.get("ocr", "auto"), params.get("ocr_language", "eng"), params.get("tessdata")
            ).engine
            source = PROJECT_ROOT / "src" / "rulebook" / "components" / "converters" / "ocr.py"
            return f"{engine} {code_digest([source])[:12]}" if engine else None
    return None


def cache_key(
    corpus_files: Sequence[Path], settings: Settings, graph: dict[str, Any], extra: dict[str, Any] | None = None
) -> str:
    """
    :param corpus_files: The files that are indexed.
    :param settings: The evaluation's settings (only `INDEXING_SETTINGS` count).
    :param graph: The configured indexing graph (`rulebook.pipelines.configure_graph`; its component sources count too).
    :param extra: Other values that change the index (e.g. converter options).
    :returns: A 16-hex-digit key.
    """
    shape = _without_location({k: v for k, v in graph.items() if k in ("components", "connections")})
    payload = {
        "files": sorted((p.name, file_sha256(p)) for p in corpus_files),
        "settings": {name: str(getattr(settings, name, None)) for name in INDEXING_SETTINGS},
        "graph": json.dumps(shape, sort_keys=True, default=str),
        # The text analysis the BM25 embedder stores terms with is code of the index too.
        "code": code_digest([*graph_sources(graph), PROJECT_ROOT / "src" / "rulebook" / "text" / "lexical.py"]),
        "extra": extra or {},
        "ocr": ocr_engine(graph),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:16]


def _without_location(value: Any) -> Any:
    """The graph without where its store lives (path, url, api_key), which must not change the key."""
    if isinstance(value, dict):
        return {k: _without_location(v) for k, v in value.items() if k not in ("path", "url", "api_key")}
    if isinstance(value, list):
        return [_without_location(v) for v in value]
    return value


def cached_index(cache_dir: Path, build: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """
    Build an index once per cache folder.

    :param cache_dir: `eval/cache/<key>`.
    :param build: Indexes into the folder and returns its statistics (seconds, pages, chunks...).
    :returns: The statistics, with `cached` true when the index was already there.
    """
    marker = cache_dir / "index.json"
    if marker.is_file():
        return {**json.loads(marker.read_text()), "cached": True}
    cache_dir.mkdir(parents=True, exist_ok=True)
    stats = build()
    marker.write_text(json.dumps(stats, indent=2))
    return {**stats, "cached": False}


def index_summary(result: dict[str, Any]) -> str:
    """
    :param result: A harness result with `pages`, `chunks`, `index_seconds`, `pages_per_second`, `index_cached`.
    :returns: One phrase about the index: its size and how long indexing took, or that it was scored as it was.
    """
    size = f"{result['pages']} pages, {result['chunks']} chunks"
    if result.get("index_seconds") is None:  # `--index` on a data dir without the harness's index.json
        return f"{size}; an existing index, scored as it is (indexing not timed)"
    cached = ", from cache" if result.get("index_cached") else ""
    return f"{size}; indexed in {result['index_seconds']} s ({result['pages_per_second']} pages/s{cached})"


def scoring_sets(sets: dict[str, Any] | None) -> dict[str, Any]:
    """
    :param sets: The `--set` values.
    :returns: A copy with `top_k` 10 unless set (the @10 metrics see ten passages), and the candidate depths of
        the deployment's settings (`candidates`, `fusion_top_k`) raised to `top_k` where lower, so a harness scores
        what a deployment runs.
    """
    out = dict(sets or {})
    out.setdefault("top_k", 10)
    defaults = Settings.from_env()
    for key in ("candidates", "fusion_top_k"):
        out.setdefault(key, max(getattr(defaults, key), out["top_k"]))
    return out


def subsample(items: Sequence[Any], limit: int | None) -> list[Any]:
    """
    :param items: Questions.
    :param limit: How many to keep; None keeps all.
    :returns: `limit` items evenly spaced over the list (first and order kept), so a subsample covers the whole
        set rather than its first part.
    """
    if limit is None or limit >= len(items):
        return list(items)
    if limit < 1:
        raise HarnessError(f"--limit {limit}: give at least 1.")
    step = len(items) / limit
    return [items[int(i * step)] for i in range(limit)]


def stage_times(node_ms: dict[str, float], total_ms: float) -> dict[str, float]:
    """
    :param node_ms: Milliseconds per graph node of one query (`Rulebook.retrieve()`'s `timings_ms`).
    :param total_ms: Wall time of the whole retrieval call.
    :returns: Milliseconds per stage in `STAGES`, plus `total`.
    """
    out = {stage: sum(node_ms.get(n, 0.0) for n in nodes) for stage, nodes in STAGES.items()}
    out["total"] = total_ms
    return out


def latency_summary(samples: Sequence[dict[str, float]]) -> dict[str, dict[str, float]]:
    """
    :param samples: One `stage_times` dict per question.
    :returns: Stage -> `{"p50", "p95"}` in ms, rounded to 0.1 ms.
    """
    keys = [*STAGES, "total"]
    return {
        k: {
            "p50": round(percentile([s[k] for s in samples], 50), 1),
            "p95": round(percentile([s[k] for s in samples], 95), 1),
        }
        for k in keys
    }


def timed_retrieve(book: Any, question: str) -> tuple[dict[str, Any], dict[str, float]]:
    """
    :param book: A `rulebook.engine.Rulebook`.
    :param question: The question.
    :returns: `retrieve()`'s result and its stage times (ms).
    """
    start = time.perf_counter()
    result = book.retrieve(question)
    total = (time.perf_counter() - start) * 1000
    return result, stage_times(result.get("timings_ms", {}), total)


def warm_up(book: Any, questions: Sequence[str], runs: int = 3) -> None:
    """
    Run a few questions first so model loading and first-call costs stay out of the latencies, then settle the
    engine as the service does (`Rulebook.settle`).
    """
    for question in list(questions)[:runs]:
        book.retrieve(question)
    book.settle()


def print_result(result: dict[str, Any], as_json: bool, table: str | None = None, record_as: str | None = None) -> None:
    """
    Print a human table (unless `--json`), then the JSON object as the last line when `--json`.

    :param record_as: Also write the result into the results file under this name (`--record`; `eval.results`).
    """
    if record_as:
        from eval.results import record

        record(record_as, result)
    if not as_json:
        print(table if table is not None else json.dumps(result, indent=2))
        return
    if table:
        print(table)
    print(json.dumps(result, sort_keys=False))


def indexing_graph(settings: Settings) -> dict[str, Any]:
    """:returns: The configured indexing graph the settings name (what `cache_key` hashes)."""
    from rulebook.pipelines import configured_graph

    return configured_graph("indexing", settings)


def project_relative(path: str | Path) -> str:
    """:returns: A path as a reader finds it: relative to the project root when inside it or beside it (`../shared`)."""
    # As written first, then with links resolved: `../shared` may be a link to a folder elsewhere.
    for candidate in (Path(os.path.abspath(path)), Path(path).resolve()):
        for root, prefix in ((PROJECT_ROOT, ""), (PROJECT_ROOT.parent, "../")):
            if candidate.is_relative_to(root):
                return prefix + str(candidate.relative_to(root))
    return str(Path(path).resolve())


def graphs_report(book: Any) -> dict[str, Any]:
    """
    :param book: A `rulebook.engine.Rulebook` whose retrieval graph has run.
    :returns: What the harness ran: the graph files (relative to the project), each retriever's backend and
        whether the ranker re-scored (`SimilarityRanker.active`).
    """
    name = project_relative
    pipeline = book.pipeline("retrieve")
    nodes = dict(pipeline.walk())
    ranker = nodes.get("ranker")
    return {
        "indexing_pipeline": name(book.settings.indexing_pipeline),
        "retrieve_pipeline": name(book.settings.retrieve_pipeline),
        "dense": getattr(nodes.get("dense_retriever"), "active_backend", None),
        "lexical": getattr(nodes.get("sparse_retriever"), "active_backend", None),
        "ranker": bool(getattr(ranker, "active", False)),
    }
