"""The cross-encoder ranker stage, run in ONNX Runtime (int8) when its weights are on this machine."""

import dataclasses
import hashlib
import logging
import os
import tempfile
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from haystack import Document, component

from rulebook.components.embedders.onnx_text_embedder import _without_preprocessing_advice, default_cache_dir
from rulebook.components.serialization import InitParametersSerialization
from rulebook.models import local_model_path

logger = logging.getLogger(__name__)

#: `on`: the model must load; `off`: never loaded; `auto`: loaded when its weights are on this machine.
MODES = ("auto", "on", "off")
#: Where a trained ranker keeps its ONNX copies (`export_cross_encoder`), inside its own folder.
ONNX_FOLDER = "onnx"
FULL_GRAPH, INT8_GRAPH = "model.onnx", "model.int8.onnx"
#: The meta key each re-ranked passage carries: the cross-encoder's relevance, a sigmoid in [0, 1].
SCORE_KEY = "ranker_score"
#: Largest difference of relevance (after the sigmoid) the int8 copy may have from torch on the probe pairs.
INT8_CHECK_MAX_DIFFERENCE = 0.05
_PROBES = [
    ("Who may inspect the records of a rail shipper?", "FRA inspectors may inspect records of hazmat shippers."),
    ("Who may inspect the records of a rail shipper?", "The weighbridge procedure applies after qualifying."),
]
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")


def ranker_text(doc: Document, meta_fields: list[str]) -> str:
    """
    :param doc: A passage.
    :param meta_fields: Meta fields read before its text (article id and title), those it has.
    :returns: The text the cross-encoder reads for it: the fields' values and the content, one per line (what
        Haystack's `SentenceTransformersSimilarityRanker` builds), so training and query time see the same text.
    """
    parts = [str(doc.meta[f]) for f in meta_fields if doc.meta.get(f)]
    return "\n".join([*parts, doc.content or ""])


def export_cross_encoder(model_folder: str | Path, target_dir: str | Path) -> Path:
    """
    Export a cross-encoder (a transformers sequence-classification model with one logit) to ONNX and make its int8
    copy, as the question embedder's export does (`OnnxTextEmbedder`): `torch.onnx` at opset 17 with dynamic batch
    and token axes, then ONNX Runtime's dynamic quantisation (int8 weights per output channel,
    `onnxruntime.quantization.quantize_dynamic`). Both files are written under temporary names and renamed when
    whole, so concurrent loaders never read half a file.

    Usage example:
    ```python
    from rulebook.components.rankers.similarity_ranker import export_cross_encoder

    int8 = export_cross_encoder("models/rulebook-ranker", "models/rulebook-ranker/onnx")
    ```

    :param model_folder: A local cross-encoder folder (Sentence Transformers' `CrossEncoder.save`, or a hub copy).
    :param target_dir: Where `model.onnx` and `model.int8.onnx` go.
    :returns: The int8 graph's path.
    :raises ValueError: When the model has more than one output label (not a relevance cross-encoder).
    """
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    model = AutoModelForSequenceClassification.from_pretrained(str(model_folder)).eval()
    if model.config.num_labels != 1:
        raise ValueError(f"{model_folder}: {model.config.num_labels} labels; a relevance cross-encoder has one.")
    tokenizer = AutoTokenizer.from_pretrained(str(model_folder))

    class _Logits(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return self.inner(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids).logits

    sample = tokenizer([_PROBES[0][0]], [_PROBES[0][1]], return_tensors="pt", return_token_type_ids=True)
    target = Path(target_dir)
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target) as tmp:
        full = Path(tmp) / FULL_GRAPH
        # The tracer warns that shapes become constants; the probe check when loading is what counts.
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                _Logits(model),
                tuple(sample[name] for name in _INPUTS),
                str(full),
                input_names=list(_INPUTS),
                output_names=["logits"],
                dynamic_axes={**{n: {0: "batch", 1: "tokens"} for n in _INPUTS}, "logits": {0: "batch"}},
                opset_version=17,
                dynamo=False,
            )
        int8 = Path(tmp) / INT8_GRAPH
        with _without_preprocessing_advice():
            quantize_dynamic(str(full), str(int8), weight_type=QuantType.QInt8, per_channel=True)
        os.replace(full, target / FULL_GRAPH)
        os.replace(int8, target / INT8_GRAPH)
    logger.info("Exported the cross-encoder %s to ONNX (int8) in %s", model_folder, target)
    return target / INT8_GRAPH


def _sigmoid(logits: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(logits, -50, 50)))


class OnnxCrossEncoder:
    """
    Scores (question, passage) pairs with a cross-encoder's int8 ONNX graph: relevance in [0, 1] (a sigmoid of its
    logit, as Sentence Transformers' `CrossEncoder.predict` gives for a one-label model).

    Usage example:
    ```python
    from rulebook.components.rankers.similarity_ranker import OnnxCrossEncoder

    scorer = OnnxCrossEncoder("models/rulebook-ranker")
    print(scorer.score("Who may inspect records?", ["FRA inspectors may inspect records.", "Placards."]))
    ```
    """

    def __init__(
        self,
        folder: str | Path,
        max_length: int = 256,
        batch_size: int = 16,
        threads: int = 0,
        graph: str | Path | None = None,
    ) -> None:
        """
        Load the tokenizer and the int8 graph: `graph` when given, else the folder's own (`onnx/model.int8.onnx`,
        written by `scripts/train_ranker.py`), else one exported once into the ONNX cache (`default_cache_dir()`),
        keyed by the folder's weights and checked against torch (`check_against_torch`).

        :param folder: A local cross-encoder folder.
        :param max_length: Tokens per (question, passage) pair; a longer pair is cut at the end of its longer text
            (the passage, unless the question is longer).
        :param batch_size: Pairs per ONNX run; pairs are batched by length so that little padding is computed.
        :param threads: ONNX Runtime intra-op threads; 0 lets it choose (one per core).
        :param graph: An ONNX graph of this cross-encoder to run instead.
        :raises ValueError: When a graph exported here disagrees with the torch model on the probe pairs.
        """
        import onnxruntime as ort
        from transformers import AutoTokenizer

        self.folder = Path(folder)
        self.tokenizer = AutoTokenizer.from_pretrained(str(self.folder))
        self.max_length = min(max_length, int(getattr(self.tokenizer, "model_max_length", max_length) or max_length))
        self.batch_size = batch_size
        if graph is None:
            graph = self.folder / ONNX_FOLDER / INT8_GRAPH
            if not graph.is_file():
                graph = self._cached_export()
        ort.disable_telemetry_events()  # ONNX Runtime queues usage events for Microsoft by default
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        self.session = ort.InferenceSession(str(graph), options, providers=["CPUExecutionProvider"])
        self.graph = Path(graph)

    def _cached_export(self) -> Path:
        digest = hashlib.sha256(str(self.folder.resolve()).encode())
        for weights in sorted(self.folder.glob("*.safetensors")) + sorted(self.folder.glob("pytorch_model.bin")):
            stat = weights.stat()
            digest.update(f"{weights.name}|{stat.st_size}|{stat.st_mtime_ns}".encode())
        target = default_cache_dir() / "cross-encoders" / digest.hexdigest()[:16]
        graph = target / INT8_GRAPH
        if not graph.is_file():
            export_cross_encoder(self.folder, target)
            check_against_torch(self.folder, graph, self.max_length)
        return graph

    def score(self, query: str, passages: list[str]) -> np.ndarray:
        """
        :param query: The question.
        :param passages: Passage texts (`ranker_text`).
        :returns: One relevance in [0, 1] per passage, in their order (float32).
        """
        if not passages:
            return np.zeros(0, dtype=np.float32)
        lengths = [len(p) for p in passages]
        order = sorted(range(len(passages)), key=lambda i: lengths[i])
        out = np.zeros(len(passages), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            chunk = order[start : start + self.batch_size]
            encoded = self.tokenizer(
                [query] * len(chunk),
                [passages[i] for i in chunk],
                padding=True,
                # As the cross-encoder was trained (sentence-transformers' "longest_first"): the passage is cut
                # first, and a question longer than the budget is cut too rather than raising.
                truncation="longest_first",
                max_length=self.max_length,
                return_tensors="np",
                return_token_type_ids=True,
            )
            feeds = {name: encoded[name].astype(np.int64) for name in _INPUTS}
            logits = self.session.run(None, feeds)[0].reshape(-1)
            out[chunk] = _sigmoid(logits)
        return out


def check_against_torch(folder: str | Path, graph: str | Path, max_length: int = 256) -> float:
    """
    :param folder: The cross-encoder folder.
    :param graph: Its ONNX graph (int8 or full).
    :param max_length: Tokens per pair.
    :returns: The largest difference of relevance between the graph and the torch model on the probe pairs.
    :raises ValueError: When it exceeds `INT8_CHECK_MAX_DIFFERENCE` (the export or the quantisation went wrong).
    """
    from sentence_transformers import CrossEncoder

    torch_model = CrossEncoder(str(folder), device="cpu", max_length=max_length, local_files_only=True)
    expected = np.asarray(torch_model.predict(_PROBES, show_progress_bar=False), dtype=np.float32)
    scorer = OnnxCrossEncoder(folder, max_length=max_length, graph=graph)
    got = np.concatenate([scorer.score(q, [p]) for q, p in _PROBES])
    difference = float(np.abs(expected - got).max())
    if difference > INT8_CHECK_MAX_DIFFERENCE:
        raise ValueError(f"{graph} disagrees with torch on the probe pairs (relevance off by {difference:.3f}).")
    return difference


@component
class SimilarityRanker(InitParametersSerialization):
    """
    Re-scores candidate passages with a cross-encoder run in ONNX Runtime from an int8 copy, when its weights are on
    this machine.

    A query graph names this stage whether or not a cross-encoder is installed. With `enabled="auto"` the model is
    looked for in `warm_up` on this machine only (a folder such as the one `scripts/train_ranker.py` writes, or the
    Hugging Face cache's copy of a hub id such as `cross-encoder/ms-marco-MiniLM-L-6-v2`); when it is not there the
    stage passes its candidates through unchanged, so the graph stays the same and what runs is logged. A folder
    written by `scripts/train_ranker.py` carries its int8 graph (`onnx/model.int8.onnx`); any other cross-encoder
    is exported and quantised once into the ONNX cache (`export_cross_encoder`).

    Usage example:
    ```python
    from rulebook.components.rankers import SimilarityRanker

    ranker = SimilarityRanker(model="models/rulebook-ranker", top_k=10)  # scripts/train_ranker.py
    ranker.warm_up()
    print(ranker.active, len(ranker.run(query="Who may inspect records?", documents=docs)["documents"]))
    ```

    In: `query`, `documents` (candidates). Out: `documents`: when active, at most `top_k` new Document objects by
    the cross-encoder's relevance (a sigmoid of its logit, in [0, 1]; also `meta["ranker_score"]`, read by the
    evidence score and the answer), best first; when not, the candidates as given.
    """

    def __init__(
        self,
        model: str = "cross-encoder/ms-marco-MiniLM-L-6-v2",
        top_k: int = 10,
        meta_fields_to_embed: list[str] | None = None,
        enabled: str | bool = "auto",
        max_length: int = 256,
    ) -> None:
        """
        :param model: A cross-encoder: a local folder (relative paths from the working directory) or a Hugging Face
            hub id.
        :param top_k: Passages kept when active, >= 1.
        :param meta_fields_to_embed: Meta fields read before each passage's text (article id and title).
        :param enabled: `auto`, `on` or `off` (or true/false); see `MODES`.
        :param max_length: Tokens of each (question, passage) pair the cross-encoder reads, >= 16.
        :raises ValueError: When top_k < 1, max_length < 16 or `enabled` is not a mode.
        """
        mode = {True: "on", False: "off"}.get(enabled, enabled) if isinstance(enabled, bool) else str(enabled).lower()
        if mode not in MODES:
            raise ValueError(f"enabled must be one of {', '.join(MODES)} (or true/false), got {enabled!r}.")
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        if max_length < 16:
            raise ValueError(f"max_length must be >= 16, got {max_length}.")
        self.model = model
        self.top_k = top_k
        self.meta_fields_to_embed = list(meta_fields_to_embed or [])
        self.enabled = mode
        self.max_length = max_length
        self._scorer: OnnxCrossEncoder | None = None
        self._warmed = False

    @property
    def active(self) -> bool:
        """Whether passages are re-scored (known after `warm_up`)."""
        return self._scorer is not None

    def warm_up(self) -> None:
        """
        Load the cross-encoder when the mode asks for it.

        :raises OSError: With `enabled="on"`, when the model is not on this machine.
        """
        if self._warmed:
            return
        self._warmed = True
        if self.enabled == "off":
            return
        folder = local_model_path(self.model)
        if folder is None:
            if self.enabled == "on":
                raise OSError(
                    f"RULEBOOK_RANKER=on but the cross-encoder {self.model!r} is not on this machine: train one "
                    "(scripts/train_ranker.py), give a local folder in RULEBOOK_RANKER_MODEL, download it into the "
                    "Hugging Face cache, or set RULEBOOK_RANKER=auto."
                )
            logger.info("Ranker off: the cross-encoder %s is not on this machine.", self.model)
            return
        try:
            self._scorer = OnnxCrossEncoder(folder, max_length=self.max_length)
        except Exception as error:
            if self.enabled == "on":
                raise
            logger.warning("Ranker off: the cross-encoder in %s did not load (%s).", folder, error)
            return
        logger.info("Ranker on: %s (%s)", folder, self._scorer.graph)

    @component.output_types(documents=list[Document])
    def run(self, query: str, documents: list[Document], top_k: int | None = None) -> dict[str, list[Document]]:
        """
        :param query: The question.
        :param documents: The candidates, best first.
        :param top_k: Overrides the init top_k when active.
        :returns: `documents`: re-ranked when active (new Documents, `score` and `meta["ranker_score"]` the
            relevance; ties keep the candidates' order), else the candidates unchanged.
        """
        self.warm_up()
        if self._scorer is None or not documents:
            return {"documents": documents}
        scores = self._scorer.score(query, [ranker_text(d, self.meta_fields_to_embed) for d in documents])
        order = sorted(range(len(documents)), key=lambda i: -float(scores[i]))  # stable: ties keep fusion's order
        ranked = []
        for i in order[: top_k or self.top_k]:
            relevance = round(float(scores[i]), 6)
            doc = documents[i]
            ranked.append(dataclasses.replace(doc, score=relevance, meta={**doc.meta, SCORE_KEY: relevance}))
        return {"documents": ranked}
