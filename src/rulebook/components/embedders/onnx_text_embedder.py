"""Question embedding with a Sentence Transformers model run by ONNX Runtime: the same vectors, in less time."""

import hashlib
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
        self.backend = "unloaded"

    def warm_up(self) -> None:
        """
        Load the model and its ONNX export (exporting it on first use).

        Embedders of the same model, cache, precision and threads in one process share what the first one loaded
        (the query graph's `text_embedder` and `ExtractiveFallback`'s sentence model): one copy in memory, loaded once.

        :raises OSError: When the model cannot be found (offline and not a local folder).
        """
        if self._st is not None:
            return
        key = (self.model, self.cache_dir, self.local_files_only, self.quantize, self.threads)
        if key in _LOADED:
            self._model_path, self._st, self._session, self._pooling, self.quantized, self.backend = _LOADED[key]
            if self._session is not None:  # each load marks its export used, as loading it anew does
                self._mark_used(self._export_path().parent)
            return
        from sentence_transformers import SentenceTransformer

        # A hub id is loaded from the weights on this machine when there are some (the offline default).
        self._model_path = resolve_model_path(self.model)
        self._st = SentenceTransformer(self._model_path, device="cpu", local_files_only=self.local_files_only)
        try:
            self._session = self._load_session()
            self.backend = "onnxruntime-int8" if self.quantized else "onnxruntime"
        except Exception as error:  # export problems are model-specific; torch still gives the right vectors
            logger.warning("Embedding questions with torch: no ONNX export of %s (%s).", self.model, error)
            self._session = None
            self.backend = "torch"
        _LOADED[key] = (self._model_path, self._st, self._session, self._pooling, self.quantized, self.backend)

    def _load_session(self) -> Any:
        pooling = next((m for m in self._st if type(m).__name__ == "Pooling"), None)
        modes = getattr(pooling, "pooling_mode", "") if pooling is not None else ""
        modes = modes if isinstance(modes, str) else "+".join(modes)
        if modes not in ("mean", "cls"):
            raise ValueError(f"pooling {modes or 'none'!r} is not mean or cls")
        self._pooling = modes
        path = self._export_path()
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
        import onnxruntime as ort

        # ONNX Runtime queues usage events for Microsoft by default; a compliance tool sends nothing anywhere.
        ort.disable_telemetry_events()
        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        self._session = session
        expected = self._st.encode([_PROBE], normalize_embeddings=True)[0]
        got = np.asarray(self._embed_onnx(_PROBE, normalize=True))
        if float(expected @ got) < minimum:
            raise ValueError(f"{path.name} disagrees with torch (cosine {float(expected @ got):.6f})")
        return session

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

    def _embed_onnx_batch(self, texts: list[str], normalize: bool) -> np.ndarray:
        max_length = self._st.max_seq_length
        encoded = self._st.tokenizer(
            texts, return_tensors="np", padding=True, truncation=True, max_length=max_length, return_token_type_ids=True
        )
        feeds = {name: encoded[name].astype(np.int64) for name in _INPUTS}
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
        if self._st is None:
            self.warm_up()
        if not texts:
            return np.zeros((0, self._st.get_sentence_embedding_dimension()), dtype=np.float32)
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
        if self._st is None:
            self.warm_up()
        text = f"{self.prefix}{text}{self.suffix}"
        if self._session is None:
            vector = self._st.encode([text], normalize_embeddings=self.normalize_embeddings)[0]
            return {"embedding": vector.astype(np.float32).tolist()}
        return {"embedding": self._embed_onnx(text, self.normalize_embeddings)}
