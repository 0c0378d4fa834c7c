"""
Load the YAML graphs in `pipelines/` with the deployment's settings applied.

The graphs are the single source of truth for what is connected. This module only sets values (store, models,
top_k, LLM) from `rulebook.settings.Settings`, and two load-time switches that keep the same graph:
- `ranker_enabled=False` bypasses the `ranker` node (its sender is connected straight to its receivers), for
  machines without cross-encoder weights;
- `until="evidence_scorer"` keeps only that node and what feeds it: the retrieval part of the query graph, used
  by the evaluation harness and the `retrieve` endpoint;
- `chunker="fixed"` or `"recursive"` swaps the indexing graph's `splitter` for Haystack's `DocumentSplitter`
  (512 words, 64 overlap) or `RecursiveDocumentSplitter` (1000 characters, 150 overlap), followed by a
  `page_spans` node that gives their chunks `page_start`/`page_end`: the earlier projects' chunkers, for the
  evaluation sweep;
- `lexical_backend="bm25s"` (the default for the embedded store) replaces the query graph's Qdrant sparse
  retriever and its query embedder by `InProcessBM25Retriever`, same node name, same store: embedded Qdrant scores
  sparse vectors in pure Python (about 100 ms a question at 8k chunks), bm25s in well under a millisecond;
- `dense_backend="numpy"` (the default for the embedded store) replaces the Qdrant dense retriever by
  `InProcessEmbeddingRetriever` over the same snapshot of the store: embedded Qdrant evaluates the `live` filter
  in pure Python, which makes its dense search about 10x slower;
- `contextual=True` embeds each chunk after its document title and breadcrumb (contextual chunk headers);
- `abbreviations=False` passes questions to BM25 without the abbreviation expansion (for side-by-side evaluation);
- in hybrid mode, `fusion="min_max"` (the default) or a `lexical_weight` other than 0.5 replaces the RRF `joiner` by
  `WeightedRankFusion`, which weights the BM25 list by `lexical_weight` and the dense list by the rest (a convex
  combination of min-max normalised scores, or weighted RRF, on named inputs).

Usage example:
```python
from rulebook.pipelines import load_pipeline
from rulebook.settings import Settings

query = load_pipeline("query", Settings.from_env())
```
"""

import copy
import functools
from pathlib import Path
from typing import Any

import yaml
from haystack import Pipeline

from rulebook import input_copy
from rulebook.settings import PROJECT_ROOT, Settings
from rulebook.store import share_stores, store_location

# Haystack copies each component's inputs; a question's embedding made that copy cost more than the search itself.
input_copy.install()

PIPELINES_DIR = PROJECT_ROOT / "pipelines"
#: Modules whose classes the YAML graphs may name (Haystack 3 refuses other non-Haystack classes).
ALLOWED_MODULES = ["rulebook.*"]


def read_graph(name: str) -> dict[str, Any]:
    """
    :param name: `indexing` or `query` (a file `pipelines/<name>.yml`).
    :returns: The graph as a dictionary, with its `inputs`/`outputs` sections.
    :raises FileNotFoundError: When there is no such graph.
    """
    path = PIPELINES_DIR / f"{name}.yml"
    if not path.is_file():
        raise FileNotFoundError(f"No pipeline graph {path}; expected one of {sorted(p.stem for p in PIPELINES_DIR.glob('*.yml'))}.")
    # Parsed once per file version: YAML parsing costs tens of ms, and the engine reads the graph per question.
    return copy.deepcopy(_parse_graph(str(path), path.stat().st_mtime_ns))


@functools.lru_cache(maxsize=16)
def _parse_graph(path: str, mtime_ns: int) -> dict[str, Any]:
    return yaml.safe_load(Path(path).read_text())


def _store_parameters(settings: Settings) -> dict[str, Any]:
    return {"index": settings.collection, "embedding_dim": settings.embedding_dim, **store_location(settings)}


def _overrides(settings: Settings) -> dict[str, dict[str, Any]]:
    """Init parameters set from the settings, by component name."""
    model = settings.embedding_model_path
    return {
        "splitter": {"tokenizer": model, "max_tokens": settings.max_tokens},
        "dense_embedder": {"model": model, "prefix": settings.passage_prefix},
        "text_embedder": {"model": model, "prefix": settings.query_prefix},
        "sparse_embedder": {"meta_fields_to_index": settings.lexical_field_list},
        "abbreviations": {"enabled": settings.abbreviations},
        "spelling": {"enabled": settings.spelling},
        "document_names": {"enabled": settings.document_names},
        "dense_retriever": {"top_k": settings.candidates},
        "sparse_retriever": {"top_k": settings.candidates},
        "joiner": {"top_k": settings.fusion_top_k},
        "ranker": {"model": settings.ranker_model_path, "top_k": max(settings.top_k * 2, 10)},
        "evidence_scorer": {"top_k": settings.top_k},
        "llm": {
            "model": settings.llm_model,
            "api_base_url": settings.llm_base_url,
            "timeout": settings.llm_timeout_s,
            "max_retries": settings.llm_max_retries,
        },
        "rewriter": {
            "model": settings.llm_model,
            "api_base_url": settings.llm_base_url,
            "timeout": settings.llm_timeout_s,
            "max_retries": settings.llm_max_retries,
            "max_rewrites": settings.max_rewrites,
            "enabled": settings.rewrite,
            "floor": settings.rewrite_floor,
        },
    }


def _bypass(graph: dict[str, Any], name: str) -> None:
    """Remove node `name`, connecting what fed its `documents` input to what its `documents` output fed."""
    connections = graph["connections"]
    senders = [c["sender"] for c in connections if c["receiver"] == f"{name}.documents"]
    receivers = [c["receiver"] for c in connections if c["sender"] == f"{name}.documents"]
    kept = [c for c in connections if not (c["sender"].startswith(f"{name}.") or c["receiver"].startswith(f"{name}."))]
    kept += [{"sender": s, "receiver": r} for s in senders for r in receivers]
    graph["connections"] = kept
    del graph["components"][name]


def _remove(graph: dict[str, Any], names: tuple[str, ...]) -> None:
    """Remove nodes and every connection that touches them."""
    for name in names:
        graph["components"].pop(name, None)
    graph["connections"] = [
        c for c in graph["connections"] if c["sender"].split(".")[0] not in names and c["receiver"].split(".")[0] not in names
    ]


def _keep_upstream(graph: dict[str, Any], target: str) -> None:
    """Keep `target` and every node it depends on; drop the rest."""
    needed = {target}
    changed = True
    while changed:
        changed = False
        for c in graph["connections"]:
            sender, receiver = c["sender"].split(".")[0], c["receiver"].split(".")[0]
            if receiver in needed and sender not in needed:
                needed.add(sender)
                changed = True
    graph["components"] = {k: v for k, v in graph["components"].items() if k in needed}
    graph["connections"] = [
        c for c in graph["connections"] if c["sender"].split(".")[0] in needed and c["receiver"].split(".")[0] in needed
    ]


#: The generic chunkers selectable by `Settings.chunker` (the default, `article`, keeps the graph's splitter).
GENERIC_SPLITTERS: dict[str, dict[str, Any]] = {
    "fixed": {
        "type": "haystack.components.preprocessors.document_splitter.DocumentSplitter",
        "init_parameters": {"split_by": "word", "split_length": 512, "split_overlap": 64},
    },
    "recursive": {
        "type": "haystack.components.preprocessors.recursive_splitter.RecursiveDocumentSplitter",
        "init_parameters": {
            "split_length": 1000,
            "split_overlap": 150,
            "split_unit": "char",
            "separators": ["\n\n", "\n", " "],
        },
    },
}


def _swap_splitter(graph: dict[str, Any], chunker: str) -> None:
    """Replace node `splitter` by a generic splitter plus `page_spans` (see the module docstring)."""
    graph["components"]["splitter"] = copy.deepcopy(GENERIC_SPLITTERS[chunker])
    graph["components"]["page_spans"] = {"type": "rulebook.components.preprocessors.page_span_annotator.PageSpanAnnotator", "init_parameters": {}}
    graph["connections"] = [
        {**c, "sender": "page_spans.documents"} if c["sender"] == "splitter.documents" else c for c in graph["connections"]
    ] + [{"sender": "splitter.documents", "receiver": "page_spans.documents"}]


def _in_process_bm25(graph: dict[str, Any], settings: Settings) -> None:
    """Swap `sparse_text_embedder` + Qdrant `sparse_retriever` for `InProcessBM25Retriever` (see the docstring)."""
    components = graph["components"]
    old = components["sparse_retriever"].get("init_parameters", {})
    components["sparse_retriever"] = {
        "type": "rulebook.components.retrievers.in_process_bm25_retriever.InProcessBM25Retriever",
        "init_parameters": {
            "document_store": old.get("document_store"),
            "filters": old.get("filters"),
            "filter_policy": old.get("filter_policy", "merge"),
            "top_k": settings.candidates,
            "meta_fields_to_index": settings.lexical_field_list,
        },
    }
    components.pop("sparse_text_embedder", None)
    graph["connections"] = [
        {**c, "receiver": "sparse_retriever.query"} if c["receiver"] == "sparse_text_embedder.text" else c
        for c in graph["connections"]
        if not c["sender"].startswith("sparse_text_embedder.")
    ]
    if "inputs" in graph and "query" in graph["inputs"]:
        graph["inputs"]["query"] = [
            "sparse_retriever.query" if t == "sparse_text_embedder.text" else t for t in graph["inputs"]["query"]
        ]


def _weighted_fusion(graph: dict[str, Any], settings: Settings) -> None:
    """Swap the RRF `joiner` for `WeightedRankFusion`, its two inputs named by retriever (see the docstring)."""
    parameters = {
        "lexical_weight": settings.lexical_weight,
        "top_k": settings.fusion_top_k,
        "method": settings.fusion,
        "short_lexical_weight": settings.short_lexical_weight,
    }
    sockets = {"dense_retriever.documents": "joiner.dense_documents", "sparse_retriever.documents": "joiner.lexical_documents"}
    graph["components"]["joiner"] = {
        "type": "rulebook.components.joiners.weighted_rank_fusion.WeightedRankFusion",
        "init_parameters": parameters,
    }
    graph["connections"] = [
        {**c, "receiver": sockets[c["sender"]]} if c["receiver"] == "joiner.documents" and c["sender"] in sockets else c
        for c in graph["connections"]
    ]
    # The question's length sets the BM25 weight (short questions lean on the embedding): the question as searched.
    if "spelling" in graph["components"]:
        graph["connections"].append({"sender": "spelling.query", "receiver": "joiner.query"})
    else:
        graph.setdefault("inputs", {}).setdefault("query", []).append("joiner.query")


#: The document embedder's parameters that decide the vector of a chunk (copied to the `embedding_reuse` node).
_EMBEDDED_TEXT_PARAMETERS = ("model", "prefix", "suffix", "meta_fields_to_embed", "embedding_separator", "normalize_embeddings")


def configure_graph(graph: dict[str, Any], settings: Settings, until: str | None = None) -> dict[str, Any]:
    """
    Apply the settings to a graph dictionary.

    :param graph: From `read_graph`.
    :param settings: The deployment's settings.
    :param until: Keep only this node and its inputs (for example `evidence_scorer` for retrieval only).
    :returns: A new graph dictionary; `inputs`/`outputs` are pruned to the nodes kept.
    """
    graph = copy.deepcopy(graph)
    components = graph["components"]
    for name, values in _overrides(settings).items():
        if name in components:
            components[name].setdefault("init_parameters", {}).update(values)
    text_embedder = components.get("text_embedder", {})
    if str(text_embedder.get("type", "")).endswith(".OnnxTextEmbedder"):  # the only question embedder with an int8 copy
        text_embedder.setdefault("init_parameters", {})["quantize"] = settings.query_int8
    if settings.contextual and "dense_embedder" in components:
        # Contextual chunk headers: the document title and the breadcrumb go before the chunk text, embedded only.
        components["dense_embedder"]["init_parameters"].update(
            {"meta_fields_to_embed": ["title", "breadcrumb"], "embedding_separator": "\n"}
        )
    dense_embedder = components.get("dense_embedder", {})
    if settings.document_int8 and str(dense_embedder.get("type", "")).endswith(".SentenceTransformersDocumentEmbedder"):
        # The same model and embedded text, run by ONNX Runtime from its int8 copy (its parameters are a subset).
        # Batches of 4: 28 rail chunks/s on 2 cores, against 24 at 8 and 20 at 32 (ONNX Runtime pads less).
        kept = ("model", "prefix", "suffix", "normalize_embeddings", "meta_fields_to_embed", "embedding_separator",
                "local_files_only")
        parameters = dense_embedder.get("init_parameters", {})
        components["dense_embedder"] = {
            "type": "rulebook.components.embedders.onnx_document_embedder.OnnxDocumentEmbedder",
            "init_parameters": {**{k: parameters[k] for k in kept if k in parameters}, "batch_size": 4, "quantize": True},
        }
    if "embedding_reuse" in components and "dense_embedder" in components:
        # The reuse key must name the vector the embedder would make: same model, normalisation and embedded text.
        embedder = components["dense_embedder"].get("init_parameters", {})
        components["embedding_reuse"].setdefault("init_parameters", {}).update(
            {k: embedder[k] for k in _EMBEDDED_TEXT_PARAMETERS if k in embedder}
            # The model's identity, not where its weights were unpacked: a store moved to another machine still
            # matches, and a model retrained into the same folder does not (`model_fingerprint`).
            | {"model": settings.embedding_model_id}
        )
    if settings.chunker in GENERIC_SPLITTERS and "splitter" in components:
        _swap_splitter(graph, settings.chunker)
    if settings.dense_backend == "numpy" and "dense_retriever" in components:
        components["dense_retriever"]["type"] = "rulebook.components.retrievers.in_process_embedding_retriever.InProcessEmbeddingRetriever"
    if settings.lexical_backend == "bm25s" and "sparse_retriever" in components and "sparse_text_embedder" in components:
        _in_process_bm25(graph, settings)
    for spec in components.values():
        store = spec.get("init_parameters", {}).get("document_store")
        if store:
            spec["init_parameters"]["document_store"] = {
                "type": store["type"],
                "init_parameters": {**store.get("init_parameters", {}), **_store_parameters(settings)},
            }
    if settings.retrieval == "dense":
        _remove(graph, ("abbreviations", "sparse_text_embedder", "sparse_retriever"))
    elif settings.retrieval == "bm25":
        _remove(graph, ("text_embedder", "dense_retriever"))
    if (
        (settings.fusion != "rrf" or settings.lexical_weight != 0.5 or settings.short_lexical_weight is not None)
        and "joiner" in components
        and {"dense_retriever", "sparse_retriever"} <= set(components)
    ):
        _weighted_fusion(graph, settings)
    if not settings.ranker_enabled and "ranker" in components:
        _bypass(graph, "ranker")
    if until:
        if until not in components:
            raise ValueError(f"No node {until!r} in the graph; nodes: {sorted(components)}.")
        _keep_upstream(graph, until)
    kept = set(graph["components"])
    graph["inputs"] = {
        key: [t for t in targets if t.split(".")[0] in kept]
        for key, targets in graph.get("inputs", {}).items()
        if any(t.split(".")[0] in kept for t in targets)
    }
    graph["outputs"] = {k: v for k, v in graph.get("outputs", {}).items() if v.split(".")[0] in kept}
    return graph


def build_pipeline(graph: dict[str, Any]) -> Pipeline:
    """
    :param graph: A configured graph dictionary.
    :returns: The Haystack pipeline (not warmed up).
    """
    data = {k: v for k, v in graph.items() if k not in ("inputs", "outputs")}
    pipeline = Pipeline.from_dict(data, allowed_modules=ALLOWED_MODULES)
    share_stores(pipeline)
    return pipeline


def load_pipeline(name: str, settings: Settings | None = None, until: str | None = None) -> Pipeline:
    """
    Load a graph from `pipelines/` with the settings applied.

    :param name: `indexing` or `query`.
    :param settings: Defaults to `Settings.from_env()`.
    :param until: See `configure_graph`.
    :returns: The pipeline (not warmed up).
    :raises FileNotFoundError: When the graph does not exist.
    """
    settings = settings or Settings.from_env()
    if name == "query":
        single_threaded_blas()
    return build_pipeline(configure_graph(read_graph(name), settings, until=until))


def single_threaded_blas() -> None:
    """
    Limit numpy's BLAS (OpenBLAS) to one thread in this process.

    A question's numpy work (a 9k x 384 matrix-vector product, BM25 sums) is too small to gain from threads, and
    OpenBLAS's idle threads spin on the cores that ONNX Runtime then needs to embed the next question: on 2 cores
    this doubled the embedding time (29 against 14.5 ms p50) and the retrieval p95 (105 against 52 ms). Torch
    (document embedding) uses its own OpenMP pool and is not affected.
    """
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


def run_inputs(inputs: dict[str, list[str]], values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """
    Turn named graph inputs into Haystack's per-node run data.

    :param inputs: A configured graph's `inputs` (`Rulebook.graph(name)["inputs"]`).
    :param values: Input name -> value, e.g. `{"query": "...", "filters": None}`.
    :returns: `{node: {socket: value}}`.
    """
    data: dict[str, dict[str, Any]] = {}
    for key, value in values.items():
        for target in inputs.get(key, []):
            node, socket = target.split(".", 1)
            data.setdefault(node, {})[socket] = value
    return data


def pipeline_path(name: str) -> Path:
    """:returns: The YAML file of graph `name`."""
    return PIPELINES_DIR / f"{name}.yml"
