"""Question embedding with a Sentence Transformers model run by ONNX Runtime: the same vectors, in less time."""

import hashlib
import json
import logging
import os
import re
import shutil
import tempfile
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
from haystack import component

from rulebook.components.serialization import InitParametersSerialization
from rulebook.models import resolve_model_path

logger = logging.getLogger(__name__)

#: Cosine similarity the exported graph must reach against the torch model on a probe sentence, else it is not used.
EXPORT_CHECK_MIN_COSINE = 0.9999
#: The same check for the int8 copy (`quantize=True`): quantisation moves its vectors a little away from torch's, so
#: the bar is lower; below it the quantisation went wrong for this model.
QUANTIZED_CHECK_MIN_COSINE = 0.97
_PROBE = "Who may inspect the records of a railroad carrying hazardous materials, and under which section?"
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
#: Exports not used for this many days are deleted when another export is loaded: each holds copies of the model's
#: weights (the graph and its int8 copy), and every model version, fine-tuned model or torch upgrade makes a new one.
EXPORT_MAX_AGE_DAYS = 30
_EXPORT_FOLDER = re.compile(r"[0-9a-f]{16}")  # `_export_path`'s folder names; nothing else in the cache is touched
_LAST_USED = "last_used"
#: The folder of the cache that holds the records a start-up without torch reads (`OnnxTextEmbedder._record`).
_RECORDS = "records"
#: Packages whose versions decide the export and its tokenizer: a record made under others is not used.
_PACKAGES = ("torch", "transformers", "sentence-transformers", "tokenizers", "onnxruntime")


def default_cache_dir() -> Path:
    """:returns: Where exported models are kept: `$XDG_CACHE_HOME/rulebook/onnx` (default `~/.cache/...`)."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "rulebook" / "onnx"


def prune_exports(root: Path, keep: Path, max_age_days: float = EXPORT_MAX_AGE_DAYS) -> list[Path]:
    """
    Delete the exports in `root` that no embedder has loaded for `max_age_days`.

    An export's last use is the modification time of its `last_used` file (touched on every load), or of its
    newest file for exports made before that file existed, or of the folder itself when that is newer. Only
    folders named as `OnnxTextEmbedder` names them (16 hex digits) are considered; a folder that cannot be read or
    deleted is left as it is.

    Usage example:
    ```python
    from pathlib import Path
    from rulebook.components.embedders.onnx_text_embedder import default_cache_dir, prune_exports

    print(prune_exports(default_cache_dir(), keep=Path("/nothing"), max_age_days=90))
    ```

    :param root: The export cache (`default_cache_dir()` or an embedder's `cache_dir`).
    :param keep: An export folder never deleted (the one being loaded).
    :param max_age_days: Age in days after which an unused export is deleted.
    :returns: The folders deleted.
    """
    cutoff = time.time() - max_age_days * 86400
    removed = []
    try:
        folders = [f for f in root.iterdir() if _EXPORT_FOLDER.fullmatch(f.name) and not f.is_symlink() and f.is_dir()]
    except OSError:
        return removed
    for folder in folders:
        if folder == keep:
            continue
        try:
            marker = folder / _LAST_USED
            # The folder's own time too: one just made by another process's export may still be empty.
            stamps = [folder.stat().st_mtime]
            stamps += [marker.stat().st_mtime] if marker.exists() else [f.stat().st_mtime for f in folder.iterdir()]
            if max(stamps) >= cutoff:
                continue
            shutil.rmtree(folder)
        except OSError as error:  # another process may be using or deleting it: leave it
            logger.debug("Kept ONNX export %s (%s).", folder, error)
            continue
        removed.append(folder)
        logger.info("Deleted ONNX export %s: not used for %s days.", folder, max_age_days)
    return removed


@contextmanager
def _without_preprocessing_advice() -> Iterator[None]:
    """
    Drop the advice `quantize_dynamic` logs on the root logger ("consider to run pre-processing"), which users
    cannot act on. A NullHandler is held meanwhile so that the root logger call does not run `basicConfig` and leave
    a stderr handler behind in the host application.
    """
    root = logging.getLogger()
    guard, advice = logging.NullHandler(), logging.Filter()
    advice.filter = lambda record: "pre-processing before quantization" not in record.getMessage()  # type: ignore[method-assign]
    root.addHandler(guard)
    root.addFilter(advice)
    try:
        yield
    finally:
        root.removeFilter(advice)
        root.removeHandler(guard)


# What `OnnxTextEmbedder.warm_up` loaded, by model, cache folder, local-only, int8 and threads: the model, its ONNX
# session, pooling, precision and backend, shared by the embedders of one process.
_LOADED: dict[tuple[Any, ...], tuple[Any, ...]] = {}


@component
class OnnxTextEmbedder(InitParametersSerialization):
    """
    Embeds a question with a Sentence Transformers model whose transformer runs in ONNX Runtime.

    A question is embedded on every query, so its latency is the query's: ONNX Runtime embeds a question faster than
    torch on CPU, with the same vectors. On `warm_up` the model's transformer is exported once with `torch.onnx`
    into `cache_dir` (keyed by the model's files and the torch version) and checked against the torch model on a
    probe sentence; pooling (mean or CLS, from the model's own Pooling module) and L2 normalisation are done here in
    numpy, as Sentence Transformers does. When the model cannot be exported, or its pooling is not mean/CLS, the
    component logs why and embeds with Sentence Transformers in torch instead: slower, never wrong.

    Once an export has passed its check, a record of it (the graph used, the model's tokenizer as Sentence
    Transformers set it up, its pooling and maximum length) is kept in the cache under a key of the model's files
    and the versions of the packages involved. A later `warm_up` of the same model finds the record and opens the
    graph with that tokenizer alone: it imports neither Sentence Transformers nor the torch model, which costs most
    of a command's start-up, and embeds with the same token ids and the same graph, so the same vectors. A changed
    model file, package version or graph file misses the record, and the model is loaded and checked again.

    Usage example:
    ```python
    from rulebook.components.embedders.onnx_text_embedder import OnnxTextEmbedder

    embedder = OnnxTextEmbedder(model="sentence-transformers/all-MiniLM-L6-v2")
    embedder.warm_up()
    print(len(embedder.run(text="Who may inspect hazmat records?")["embedding"]))  # 384
    ```

    In: `text`. Out: `embedding` (list of floats, the model's dimension; unit length when `normalize_embeddings`).
    Same contract as Haystack's `SentenceTransformersTextEmbedder`, so either fills the `text_embedder` node.
    """

    def __init__(
        self,
        model: str = "sentence-transformers/all-MiniLM-L6-v2",
        prefix: str = "",
        suffix: str = "",
        normalize_embeddings: bool = True,
        threads: int = 0,
        cache_dir: str | None = None,
        local_files_only: bool = True,
        quantize: bool = False,
    ) -> None:
        """
        :param model: A Sentence Transformers model: a local folder or a Hugging Face hub id (resolved to the weights
            on this machine by `rulebook.models.resolve_model_path`).
        :param prefix: Text put before the question (some models want an instruction, e.g. BGE's).
        :param suffix: Text put after the question.
        :param normalize_embeddings: Scale the embedding to unit length (L2).
        :param threads: ONNX Runtime intra-op threads; 0 lets it choose (one per core).
        :param cache_dir: Folder for exported models; None: `default_cache_dir()`.
        :param local_files_only: Never download the model (offline machines).
        :param quantize: Run an int8 copy of the export: ONNX Runtime's dynamic quantisation (int8 weights per
            output channel, activations quantised on each run; `onnxruntime.quantization.quantize_dynamic`), made
            once beside the export. Faster on CPU. Its vectors differ slightly from torch's (checked against
            `QUANTIZED_CHECK_MIN_COSINE`), so use it for questions only, against documents embedded in full
            precision; `python -m eval retrieval --set query_int8=...` measures what it changes. When the int8 copy
            cannot be made or loaded, or disagrees with torch, the full-precision export is used (logged).
        :raises ValueError: When threads < 0.
        """
        if threads < 0:
            raise ValueError(f"threads must be >= 0, got {threads}.")
        self.model = model
        self.prefix = prefix
        self.suffix = suffix
        self.normalize_embeddings = normalize_embeddings
        self.threads = threads
        self.cache_dir = cache_dir
        self.local_files_only = local_files_only
        self.quantize = quantize
        self.quantized = quantize  # False once the int8 copy could not be used (see `_load_session`)
        self._st: Any = None
        self._session: Any = None
        self._pooling = "mean"
        # Set instead of `_st` when the record of a checked export was found (`_load_recorded`).
        self._tokenizer: Any = None
        self._dimension = 0
        self._export_folder: Path | None = None
        self.backend = "unloaded"

    def warm_up(self) -> None:
        """
        Load the model and its ONNX export (exporting it on first use).

        Embedders of the same model, cache, precision and threads in one process share what the first one loaded
        (the query graph's `text_embedder` and `ExtractiveFallback`'s sentence model): one copy in memory, loaded once.

        :raises OSError: When the model cannot be found (offline and not a local folder).
        """
        if self._st is not None or self._tokenizer is not None:
            return
        key = (self.model, self.cache_dir, self.local_files_only, self.quantize, self.threads)
        if key in _LOADED:
            loaded = _LOADED[key]
            (self._model_path, self._st, self._session, self._pooling, self.quantized, self.backend) = loaded[:6]
            self._tokenizer, self._dimension, folder = loaded[6:]
            if folder is not None:  # each load marks its export used, as loading it anew does
                self._mark_used(folder)
            return
        # A hub id is loaded from the weights on this machine when there are some (the offline default).
        self._model_path = resolve_model_path(self.model)
        folder = self._load_recorded()
        if folder is None:
            from sentence_transformers import SentenceTransformer

            self._st = SentenceTransformer(self._model_path, device="cpu", local_files_only=self.local_files_only)
            try:
                self._session = self._load_session()
                self.backend = "onnxruntime-int8" if self.quantized else "onnxruntime"
                folder = self._export_folder
                self._record(folder)
            except Exception as error:  # export problems are model-specific; torch still gives the right vectors
                logger.warning("Embedding questions with torch: no ONNX export of %s (%s).", self.model, error)
                self._session = None
                self.backend = "torch"
        _LOADED[key] = (
            self._model_path,
            self._st,
            self._session,
            self._pooling,
            self.quantized,
            self.backend,
            self._tokenizer,
            self._dimension,
            folder,
        )

    def _record_path(self) -> Path | None:
        """
        :returns: Where the record of this model's checked export is kept: a name made of the model folder's files
            (names, sizes, modification times), the versions of `_PACKAGES`, and whether the int8 copy is asked
            for. None for a model that is not a folder on this machine (a hub id, loaded by Sentence Transformers).
        """
        from importlib.metadata import PackageNotFoundError, version

        folder = Path(self._model_path)
        if not folder.is_dir():
            return None
        digest = hashlib.sha256(f"{folder.resolve()}|{self.quantize}".encode())
        for name in _PACKAGES:
            try:
                digest.update(f"|{name}={version(name)}".encode())
            except PackageNotFoundError:
                digest.update(f"|{name}=none".encode())
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            stat = path.stat()
            digest.update(f"|{path.relative_to(folder)}:{stat.st_size}:{stat.st_mtime_ns}".encode())
        root = Path(self.cache_dir) if self.cache_dir else default_cache_dir()
        return root / _RECORDS / f"{digest.hexdigest()[:16]}.json"

    def _full_dimension(self) -> int:
        """:returns: The loaded model's embedding dimension (by the method's newer name where it has it)."""
        named = getattr(self._st, "get_embedding_dimension", None) or self._st.get_sentence_embedding_dimension
        return named()

    @staticmethod
    def _stamp(path: Path) -> list[int]:
        """:returns: A file's size and modification time (ns): a graph made again has other ones."""
        stat = path.stat()
        return [stat.st_size, stat.st_mtime_ns]

    def _record(self, folder: Path) -> None:
        """
        Keep a record of the checked export in `folder`, for `_load_recorded`: the graph used (full precision or
        int8), the pooling, the maximum length, the dimension, and the tokenizer as Sentence Transformers set it up.
        Nothing is kept when the tokenizer is not a fast one, or when the tokenizer read back from the record does not
        give the same ids as the model's own on a few texts (a short one, a long one cut at the maximum length, both
        in one padded batch): a later start then loads the model as this one did.

        :param folder: The export's folder.
        """
        try:
            path = self._record_path()
            tokenizer = self._st.tokenizer
            backend = getattr(tokenizer, "backend_tokenizer", None)
            # An int8 copy asked for and not usable: the next start tries to make it again, as without a record.
            if path is None or backend is None or self.quantize != self.quantized:
                return
            graph = folder / ("model.int8.onnx" if self.quantized else "model.onnx")
            record = {
                "export": folder.name,
                "graph": graph.name,
                "graph_stamp": self._stamp(graph),
                "pooling": self._pooling,
                "max_length": int(self._st.max_seq_length),
                "dimension": int(self._full_dimension()),
                "pad_id": int(tokenizer.pad_token_id),
                "pad_token": str(tokenizer.pad_token),
                "pad_type_id": int(getattr(tokenizer, "pad_token_type_id", 0) or 0),
                "padding_side": str(getattr(tokenizer, "padding_side", "right")),
                "truncation_side": str(getattr(tokenizer, "truncation_side", "right")),
                "tokenizer": backend.to_str(),
            }
            texts = [_PROBE, "an example", " ".join([_PROBE] * 40)]
            own = self._encode(texts)
            read_back = self._recorded_tokenizer(record)
            theirs = self._encode_with(read_back, texts)
            if any(not np.array_equal(own[name], theirs[name]) for name in _INPUTS):
                logger.info("No start-up record for %s: its tokenizer does not read back the same.", self.model)
                return
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(dir=path.parent) as tmp:  # renamed when whole, as the exports are
                staged = Path(tmp) / path.name
                staged.write_text(json.dumps(record), encoding="utf-8")
                os.replace(staged, path)
        except Exception as error:  # a record only saves time: without one, the next start loads the model
            logger.info("No start-up record for %s (%s).", self.model, error)

    @staticmethod
    def _recorded_tokenizer(record: dict[str, Any]) -> Any:
        """:returns: The `tokenizers.Tokenizer` of a record, padding and cutting as the model's tokenizer does."""
        from tokenizers import Tokenizer

        tokenizer = Tokenizer.from_str(record["tokenizer"])
        tokenizer.no_padding()
        tokenizer.no_truncation()
        tokenizer.enable_truncation(max_length=record["max_length"], direction=record["truncation_side"])
        tokenizer.enable_padding(
            direction=record["padding_side"],
            pad_id=record["pad_id"],
            pad_type_id=record["pad_type_id"],
            pad_token=record["pad_token"],
        )
        return tokenizer

    def _load_recorded(self) -> Path | None:
        """
        Open the export that an earlier `warm_up` checked and recorded (`_record`), without Sentence Transformers or
        torch.

        :returns: The export's folder, or None when there is no usable record (none yet, a model file, package
            version or graph file changed since, or it cannot be read): the model is then loaded and checked.
        """
        try:
            path = self._record_path()
            if path is None or not path.is_file():
                return None
            record = json.loads(path.read_text(encoding="utf-8"))
            folder = path.parent.parent / record["export"]
            graph = folder / record["graph"]
            if not graph.is_file() or self._stamp(graph) != record["graph_stamp"]:
                return None
            tokenizer = self._recorded_tokenizer(record)
            session = self._session_of(graph)
        except Exception as error:
            logger.info("Loading %s in full: its start-up record could not be used (%s).", self.model, error)
            return None
        self._tokenizer, self._session = tokenizer, session
        self._dimension, self._pooling = record["dimension"], record["pooling"]
        self.quantized = graph.name == "model.int8.onnx"
        self.backend = "onnxruntime-int8" if self.quantized else "onnxruntime"
        self._mark_used(folder)
        return folder

    def _load_session(self) -> Any:
        pooling = next((m for m in self._st if type(m).__name__ == "Pooling"), None)
        modes = getattr(pooling, "pooling_mode", "") if pooling is not None else ""
        modes = modes if isinstance(modes, str) else "+".join(modes)
        if modes not in ("mean", "cls"):
            raise ValueError(f"pooling {modes or 'none'!r} is not mean or cls")
        self._pooling = modes
        path = self._export_path()
        self._export_folder = path.parent
        if not path.exists():
            self._export(path)
        self._mark_used(path.parent)
        if self.quantize:
            failure: Exception | None = None
            for fresh in (False, True):  # a copy left damaged (a full disk, a crash elsewhere) is made again, once
                try:
                    return self._open(self._quantized(path, fresh), QUANTIZED_CHECK_MIN_COSINE)
                except Exception as error:
                    failure = error
            # The full-precision export still serves, at its own speed.
            logger.warning(
                "Embedding questions in full precision: no usable int8 copy of %s (%s).", self.model, failure
            )
            self.quantized = False
        return self._open(path, EXPORT_CHECK_MIN_COSINE)

    def _open(self, path: Path, minimum: float) -> Any:
        """
        :returns: An ONNX Runtime session of the graph at `path`, once its probe vector is within `minimum`
        cosine of the torch model's. :raises ValueError: When it is not.
        """
        session = self._session_of(path)
        self._session = session
        expected = self._st.encode([_PROBE], normalize_embeddings=True)[0]
        got = np.asarray(self._embed_onnx(_PROBE, normalize=True))
        if float(expected @ got) < minimum:
            raise ValueError(f"{path.name} disagrees with torch (cosine {float(expected @ got):.6f})")
        return session

    def _session_of(self, path: Path) -> Any:
        """:returns: An ONNX Runtime session of the graph at `path`, on CPU with `threads`."""
        import onnxruntime as ort

        # ONNX Runtime queues usage events for Microsoft by default; a compliance tool sends nothing anywhere.
        ort.disable_telemetry_events()
        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])

    def _export_path(self) -> Path:
        import torch

        transformer = self._st[0].auto_model
        digest = hashlib.sha256(
            f"{self._model_path}|{torch.__version__}|{transformer.config.to_json_string()}".encode()
        )
        for name, tensor in sorted(transformer.state_dict().items())[:4]:  # weights identify the checkpoint
            digest.update(name.encode() + tensor.detach().flatten()[:64].numpy().tobytes())
        root = Path(self.cache_dir) if self.cache_dir else default_cache_dir()
        return root / digest.hexdigest()[:16] / "model.onnx"

    def _export(self, path: Path) -> None:
        import torch

        transformer = self._st[0].auto_model.eval()

        class _LastHiddenState(torch.nn.Module):
            def __init__(self, model: Any) -> None:
                super().__init__()
                self.model = model

            def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
                return self.model(
                    input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
                ).last_hidden_state

        sample = self._st.tokenizer(["an example"], return_tensors="pt", return_token_type_ids=True)
        dynamic = {name: {0: "batch", 1: "tokens"} for name in (*_INPUTS, "last_hidden_state")}
        path.parent.mkdir(parents=True, exist_ok=True)
        # Written to a temporary name and renamed, so concurrent workers never load half a file.
        with tempfile.TemporaryDirectory(dir=path.parent) as tmp:
            target = Path(tmp) / "model.onnx"
            # The tracer warns that shapes become constants; the probe check in `_load_session` is what counts.
            with torch.no_grad(), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                torch.onnx.export(
                    _LastHiddenState(transformer),
                    tuple(sample[name] for name in _INPUTS),
                    str(target),
                    input_names=list(_INPUTS),
                    output_names=["last_hidden_state"],
                    dynamic_axes=dynamic,
                    opset_version=17,
                    dynamo=False,
                )
            os.replace(target, path)
        logger.info("Exported %s to ONNX at %s", self.model, path)

    @staticmethod
    def _mark_used(folder: Path) -> None:
        """Record that the export in `folder` is in use, then delete the exports beside it unused for a month."""
        try:
            (folder / _LAST_USED).touch()
        except OSError:  # a read-only cache still serves; its exports are then never pruned
            return
        prune_exports(folder.parent, keep=folder)

    @staticmethod
    def _quantized(path: Path, fresh: bool = False) -> Path:
        """
        :param path: The full-precision export.
        :param fresh: Make the copy again even if one is there.
        :returns: The int8 copy of the export (`model.int8.onnx` beside it), made on first use.
        """
        target = path.with_name("model.int8.onnx")
        if fresh:
            target.unlink(missing_ok=True)
        elif target.exists():
            return target
        from onnxruntime.quantization import QuantType, quantize_dynamic

        with tempfile.TemporaryDirectory(dir=path.parent) as tmp:  # renamed when whole, as in `_export`
            staged = Path(tmp) / target.name
            with _without_preprocessing_advice():
                quantize_dynamic(str(path), str(staged), weight_type=QuantType.QInt8, per_channel=True)
            os.replace(staged, target)
        logger.info("Quantised %s to int8 at %s", path, target)
        return target

    def _embed_onnx(self, text: str, normalize: bool) -> list[float]:
        return self._embed_onnx_batch([text], normalize)[0].tolist()

    def _encode(self, texts: list[str]) -> dict[str, np.ndarray]:
        """:returns: The graph's inputs for `texts`: ids, attention mask and token types, padded to the longest."""
        if self._st is None:
            return self._encode_with(self._tokenizer, texts)
        max_length = self._st.max_seq_length
        encoded = self._st.tokenizer(
            texts, return_tensors="np", padding=True, truncation=True, max_length=max_length, return_token_type_ids=True
        )
        return {name: encoded[name].astype(np.int64) for name in _INPUTS}

    @staticmethod
    def _encode_with(tokenizer: Any, texts: list[str]) -> dict[str, np.ndarray]:
        """:returns: `_encode`'s inputs from a recorded `tokenizers.Tokenizer` (`_recorded_tokenizer`)."""
        encodings = tokenizer.encode_batch(texts)
        return {
            "input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in encodings], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in encodings], dtype=np.int64),
        }

    def _embed_onnx_batch(self, texts: list[str], normalize: bool) -> np.ndarray:
        feeds = self._encode(texts)
        hidden = self._session.run(None, feeds)[0]  # (texts, tokens, dim); padding is masked out below
        if self._pooling == "cls":
            vectors = hidden[:, 0]
        else:
            mask = feeds["attention_mask"][:, :, None].astype(np.float32)
            vectors = (hidden * mask).sum(axis=1) / np.maximum(mask.sum(axis=1), 1e-9)
        if normalize:
            norms = np.linalg.norm(vectors, axis=1, keepdims=True)
            vectors = vectors / np.where(norms > 0, norms, 1.0)
        return vectors.astype(np.float32)

    def embed_batch(self, texts: list[str]) -> np.ndarray:
        """
        Embed several texts in one run, as they are (no prefix or suffix added): for document embedders.

        :param texts: The texts; a batch pads to its longest, so similar lengths go faster together.
        :returns: A float32 array of shape (len(texts), dimension), rows of unit length when `normalize_embeddings`.
        """
        if self._st is None and self._tokenizer is None:
            self.warm_up()
        if not texts:
            dimension = self._dimension if self._st is None else self._full_dimension()
            return np.zeros((0, dimension), dtype=np.float32)
        if self._session is None:
            encoded = self._st.encode(texts, batch_size=len(texts), normalize_embeddings=self.normalize_embeddings)
            return np.asarray(encoded, dtype=np.float32)
        return self._embed_onnx_batch(texts, self.normalize_embeddings)

    @component.output_types(embedding=list[float])
    def run(self, text: str) -> dict[str, list[float]]:
        """
        :param text: The question.
        :returns: `embedding`: the question's embedding.
        :raises TypeError: When `text` is not a string (use a document embedder for documents).
        """
        if not isinstance(text, str):
            raise TypeError("OnnxTextEmbedder expects a string; embed Documents with a document embedder.")
        if self._st is None and self._tokenizer is None:
            self.warm_up()
        text = f"{self.prefix}{text}{self.suffix}"
        if self._session is None:
            vector = self._st.encode([text], normalize_embeddings=self.normalize_embeddings)[0]
            return {"embedding": vector.astype(np.float32).tolist()}
        return {"embedding": self._embed_onnx(text, self.normalize_embeddings)}
