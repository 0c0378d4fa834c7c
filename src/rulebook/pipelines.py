"""
Load the YAML graphs with the deployment's settings as init parameters.

The graphs are what runs: this module reads a graph file, sets the init parameters that the settings decide on the
nodes that have them (`graph_parameters`: per kind of graph, by node name), gives every node that has a
`document_store` the deployment's store (`rulebook.store.store_parameters`) and builds the pipeline. It never adds,
removes, replaces or rewires a node; a variant is a graph file of its own (`RULEBOOK_*_PIPELINE`). With the default
settings it changes no value of a graph but the store's location.

Three kinds of graph:
- `indexing` (`pipelines/indexing.yml`): file -> chunks with embeddings -> the store;
- `query` (`pipelines/query.yml`): question -> cited answer;
- `retrieve` (`pipelines/retrieve.yml`): question -> passages and confidence, the query graph's nodes up to the
  evidence score.

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
from rulebook.settings import PIPELINES_DIR, Settings
from rulebook.store import store_parameters

# Haystack deep-copies each component's inputs; a question's embedding and candidate lists make that copy costly.
input_copy.install()

__all__ = [
    "GRAPH_KINDS",
    "PIPELINES_DIR",
    "build_pipeline",
    "configure_graph",
    "configured_graph",
    "graph_parameters",
    "graph_path",
    "load_pipeline",
    "read_graph",
    "run_inputs",
]

#: The kinds of graph a deployment loads, each from its `Settings.<kind>_pipeline` file.
GRAPH_KINDS = ("indexing", "query", "retrieve")
#: A node each kind of graph must have: what the engine reads its result from.
KIND_NODES = {"indexing": "writer", "query": "answer_builder", "retrieve": "evidence_scorer"}
#: Modules whose classes the YAML graphs may name (Haystack 3 refuses other non-Haystack classes).
ALLOWED_MODULES = ["rulebook.*"]


def graph_path(kind: str, settings: Settings) -> Path:
    """
    :param kind: One of `GRAPH_KINDS`.
    :param settings: The deployment's settings.
    :returns: The graph file the settings name for that kind.
    :raises ValueError: For an unknown kind.
    """
    if kind not in GRAPH_KINDS:
        raise ValueError(f"No graph kind {kind!r}; use one of {', '.join(GRAPH_KINDS)}.")
    return Path(getattr(settings, f"{kind}_pipeline"))


def read_graph(path: str | Path) -> dict[str, Any]:
    """
    :param path: A YAML graph file.
    :returns: The graph as a dictionary, with its `inputs`/`outputs` sections (a new copy each call).
    :raises FileNotFoundError: When there is no such file.
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"No pipeline graph {path}; the graphs of this project are in {PIPELINES_DIR}.")
    # Parsed once per file version (the modification time is part of the cache key): YAML parsing is slow, and the
    # engine reads graphs per engine.
    return copy.deepcopy(_parse_graph(str(path.resolve()), path.stat().st_mtime_ns))


@functools.lru_cache(maxsize=16)
def _parse_graph(path: str, _mtime_ns: int) -> dict[str, Any]:
    return yaml.safe_load(Path(path).read_text())


def _retrieval_parameters(settings: Settings) -> dict[str, dict[str, Any]]:
    return {
        "spelling": {"enabled": settings.spelling},
        "document_names": {"enabled": settings.document_names},
        "abbreviations": {"enabled": settings.abbreviations},
        "glossary": {"enabled": settings.glossary},
        "text_embedder": {
            "model": settings.embedding_model,
            "prefix": settings.query_prefix,
            "quantize": settings.query_int8,
        },
        "dense_retriever": {"top_k": settings.candidates, "backend": settings.dense},
        "sparse_retriever": {
            "top_k": settings.candidates,
            "backend": settings.lexical,
            "meta_fields_to_index": settings.lexical_field_list,
        },
        "joiner": {
            "method": settings.fusion,
            "lexical_weight": settings.lexical_weight,
            "short_lexical_weight": settings.short_lexical_weight,
            "top_k": settings.fusion_top_k,
        },
        "ranker": {"model": settings.ranker_model, "top_k": settings.ranker_top_k, "enabled": settings.ranker},
        "answer_types": {"enabled": settings.answer_type_ranker},
        "evidence_scorer": {"top_k": settings.top_k},
    }


def graph_parameters(kind: str, settings: Settings) -> dict[str, dict[str, Any]]:
    """
    The init parameters the settings decide, by node name, for one kind of graph.

    :param kind: One of `GRAPH_KINDS`.
    :param settings: The deployment's settings.
    :returns: Node name -> init parameters; a graph without such a node is left as it is.
    """
    if kind == "indexing":
        # Contextual chunk headers: the document title and the breadcrumb go before the chunk text, embedded only.
        embedded_text = {
            "prefix": settings.passage_prefix,
            "meta_fields_to_embed": ["title", "breadcrumb"] if settings.contextual else [],
            "embedding_separator": "\n",
        }
        return {
            "pdf_converter": {
                "ocr": settings.ocr,
                "ocr_language": settings.ocr_language,
                "tessdata": settings.tessdata,
            },
            "splitter": {"tokenizer": settings.embedding_model, "max_tokens": settings.max_tokens},
            # The reuse key names the vector the embedder makes: the same embedded text, and the model's identity
            # (not where its weights were unpacked: a store moved to another machine still matches).
            "embedding_reuse": {**embedded_text, "model": settings.embedding_model_id},
            "dense_embedder": {**embedded_text, "model": settings.embedding_model, "quantize": settings.document_int8},
            "sparse_embedder": {"meta_fields_to_index": settings.lexical_field_list},
        }
    retrieval = _retrieval_parameters(settings)
    if kind == "retrieve":
        return retrieval
    if kind != "query":
        raise ValueError(f"No graph kind {kind!r}; use one of {', '.join(GRAPH_KINDS)}.")
    llm = {
        "model": settings.llm_model,
        "api_base_url": settings.llm_base_url,
        "timeout": settings.llm_timeout_s,
        "max_retries": settings.llm_max_retries,
    }
    return retrieval | {
        "answerability": {"enabled": settings.answerability},
        # Sentences are embedded by the model that embeds the questions, with its prefixes.
        "fallback": {
            "sentence_model": settings.embedding_model if settings.answer_similarity else None,
            "query_prefix": settings.query_prefix,
            "passage_prefix": settings.passage_prefix,
            "quantize": settings.query_int8,
        },
        "llm": llm,
        "rewriter": {
            **llm,
            "max_rewrites": settings.max_rewrites,
            "enabled": settings.rewrite,
            "floor": settings.rewrite_floor,
        },
    }


def configure_graph(graph: dict[str, Any], kind: str, settings: Settings) -> dict[str, Any]:
    """
    Set the settings' init parameters on a graph dictionary.

    :param graph: From `read_graph`.
    :param kind: One of `GRAPH_KINDS`: which parameters apply (`graph_parameters`).
    :param settings: The deployment's settings.
    :returns: A new graph dictionary, with the same nodes and connections.
    """
    graph = copy.deepcopy(graph)
    components = graph.get("components", {})
    for name, values in graph_parameters(kind, settings).items():
        if name in components:
            components[name].setdefault("init_parameters", {}).update(copy.deepcopy(values))
    store = store_parameters(settings)
    for spec in components.values():
        if "document_store" in (spec.get("init_parameters") or {}):
            spec["init_parameters"]["document_store"] = copy.deepcopy(store)
    return graph


def configured_graph(kind: str, settings: Settings) -> dict[str, Any]:
    """
    :param kind: One of `GRAPH_KINDS`.
    :param settings: The deployment's settings.
    :returns: The graph of that kind the settings name, with their init parameters (`configure_graph`).
    :raises FileNotFoundError: When the graph file does not exist.
    :raises ValueError: When the file is a graph of another kind (`check_kind`).
    """
    path = graph_path(kind, settings)
    graph = read_graph(path)
    check_kind(graph, kind, path)
    return configure_graph(graph, kind, settings)


def build_pipeline(graph: dict[str, Any]) -> Pipeline:
    """
    :param graph: A graph dictionary (its `inputs`/`outputs` sections are Hayhooks', not Haystack's, and are left out).
    :returns: The Haystack pipeline (not warmed up).
    """
    data = {k: v for k, v in graph.items() if k not in ("inputs", "outputs")}
    return Pipeline.from_dict(data, allowed_modules=ALLOWED_MODULES)


def load_pipeline(kind: str, settings: Settings | None = None) -> Pipeline:
    """
    Load the graph of one kind, from the file the settings name, with the settings' init parameters.

    :param kind: One of `GRAPH_KINDS`.
    :param settings: Defaults to `Settings.from_env()`.
    :returns: The pipeline (not warmed up).
    :raises FileNotFoundError: When the graph file does not exist.
    """
    settings = settings or Settings.from_env()
    if kind != "indexing":
        single_threaded_blas()
    return build_pipeline(configured_graph(kind, settings))


def check_kind(graph: dict[str, Any], kind: str, path: Path) -> None:
    """
    :raises ValueError: When a graph file named for one kind is another kind's (a retrieval graph as the query
        graph): the message names the file, the setting and the node missing.
    """
    node = KIND_NODES[kind]
    if node not in graph.get("components", {}):
        raise ValueError(
            f"{path}: not a {kind} graph (it has no {node!r} node); check RULEBOOK_{kind.upper()}_PIPELINE."
        )


def single_threaded_blas() -> None:
    """
    Limit numpy's BLAS (OpenBLAS) to one thread in this process.

    A question's numpy work (a matrix-vector product over the chunk embeddings, BM25 sums) is too small to gain
    from threads, and OpenBLAS's idle threads spin on the cores that ONNX Runtime then needs to embed the next
    question. Torch (document embedding) uses its own OpenMP pool and is not affected.
    """
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


def run_inputs(inputs: dict[str, list[str]], values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """
    Turn named graph inputs into Haystack's per-node run data.

    :param inputs: A graph's `inputs` section (`Rulebook.graph(kind)["inputs"]`).
    :param values: Input name -> value, e.g. `{"query": "...", "filters": None}`.
    :returns: `{node: {socket: value}}`.
    """
    data: dict[str, dict[str, Any]] = {}
    for key, value in values.items():
        for target in inputs.get(key, []):
            node, socket = target.split(".", 1)
            data.setdefault(node, {})[socket] = value
    return data
