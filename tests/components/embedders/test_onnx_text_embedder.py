"""OnnxTextEmbedder: the same question embeddings as the torch model, from ONNX Runtime."""

import os
import shutil
import subprocess
import sys
import time

import numpy as np
import pytest

from rulebook.components.embedders.onnx_text_embedder import (
    _LOADED,
    EXPORT_MAX_AGE_DAYS,
    OnnxTextEmbedder,
    prune_exports,
)
from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from rulebook.models import resolve_model_path
from rulebook.settings import Settings
from tests.conftest import load_questions
from tests.ingestion_samples import HAZMAT, chunks

MODEL = resolve_model_path(Settings.from_env().embedding_model)


@pytest.fixture(scope="module")
def embedder(tmp_path_factory):
    embedder = OnnxTextEmbedder(model=MODEL, cache_dir=str(tmp_path_factory.mktemp("onnx")))
    embedder.warm_up()
    return embedder


class TestOnnxTextEmbedder:
    def test_init_default(self):
        e = OnnxTextEmbedder()
        assert (e.model, e.prefix, e.normalize_embeddings, e.threads, e.cache_dir, e.quantize) == (
            "sentence-transformers/all-MiniLM-L6-v2",
            "",
            True,
            0,
            None,
            False,
        )

    def test_init_with_parameters(self):
        e = OnnxTextEmbedder(model="m", prefix="q: ", suffix="!", normalize_embeddings=False, threads=1, cache_dir="/c")
        assert (e.model, e.prefix, e.suffix, e.normalize_embeddings, e.threads, e.cache_dir) == (
            "m",
            "q: ",
            "!",
            False,
            1,
            "/c",
        )
        with pytest.raises(ValueError, match="threads"):
            OnnxTextEmbedder(threads=-1)

    def test_to_dict_and_back(self):
        e = OnnxTextEmbedder(model="m", prefix="q: ", threads=2, quantize=True)
        data = e.to_dict()
        assert data == {
            "type": "rulebook.components.embedders.onnx_text_embedder.OnnxTextEmbedder",
            "init_parameters": {
                "model": "m",
                "prefix": "q: ",
                "suffix": "",
                "normalize_embeddings": True,
                "threads": 2,
                "cache_dir": None,
                "local_files_only": True,
                "quantize": True,
            },
        }
        assert OnnxTextEmbedder.from_dict(data).to_dict() == data

    @pytest.mark.shared_data
    def test_same_vectors_as_torch_on_rail_questions(self, embedder):
        assert embedder.backend == "onnxruntime"
        questions = [q["question"] for q in load_questions("rail_golden.jsonl")[:20]]
        onnx = np.array([embedder.run(text=q)["embedding"] for q in questions])
        torch = embedder._st.encode(questions, normalize_embeddings=True)
        assert onnx.shape == (20, 384)
        assert np.allclose(np.linalg.norm(onnx, axis=1), 1.0, atol=1e-5)
        assert (onnx * torch).sum(axis=1).min() > 0.9999

    def test_the_export_is_reused(self, embedder):
        exported = list(embedder._export_path().parent.glob("*.onnx"))
        again = OnnxTextEmbedder(model=MODEL, cache_dir=embedder.cache_dir)
        again.warm_up()
        assert again.backend == "onnxruntime" and again._export_path() == embedder._export_path()
        assert list(embedder._export_path().parent.glob("*.onnx")) == exported

    def test_prefix_changes_the_embedding(self, embedder):
        plain = np.array(embedder.run(text="speed limit in the pit lane")["embedding"])
        with_prefix = OnnxTextEmbedder(model=MODEL, prefix="query: ", cache_dir=embedder.cache_dir)
        prefixed = np.array(with_prefix.run(text="speed limit in the pit lane")["embedding"])
        expected = embedder._st.encode(["query: speed limit in the pit lane"], normalize_embeddings=True)[0]
        assert plain @ prefixed < 0.9999 and prefixed @ expected > 0.9999

    @pytest.mark.shared_data
    def test_int8_copy_stays_close_to_torch_and_ranks_the_same_passages(self, embedder):
        int8 = OnnxTextEmbedder(model=MODEL, cache_dir=embedder.cache_dir, quantize=True)
        int8.warm_up()
        assert int8.backend == "onnxruntime-int8"
        assert (int8._export_path().parent / "model.int8.onnx").is_file()
        rows = load_questions("rail_golden.jsonl")[:20]
        questions = [q["question"] for q in rows]
        quantized = np.array([int8.run(text=q)["embedding"] for q in questions])
        full = embedder._st.encode(questions, normalize_embeddings=True)
        cosines = (quantized * full).sum(axis=1)
        assert np.allclose(np.linalg.norm(quantized, axis=1), 1.0, atol=1e-5)
        assert cosines.min() > 0.97 and cosines.max() < 0.9999  # close, and really another graph
        # Against real answers (the gold sections' names), the int8 and the full vectors pick the same best match.
        sections = embedder._st.encode([q["section"] for q in rows], normalize_embeddings=True)
        assert ((quantized @ sections.T).argmax(axis=1) == (full @ sections.T).argmax(axis=1)).mean() >= 0.9

    @staticmethod
    def _cache_with(embedder, tmp_path, int8_copy):
        """A cache holding the export of `embedder` and, beside it, what `int8_copy(path)` leaves there."""
        cache = tmp_path / "onnx"
        folder = cache / embedder._export_path().parent.name
        folder.mkdir(parents=True)
        (folder / "model.onnx").write_bytes(embedder._export_path().read_bytes())
        int8_copy(folder / "model.int8.onnx")
        return cache

    def test_a_damaged_int8_copy_is_made_again(self, embedder, tmp_path):
        cache = self._cache_with(
            embedder, tmp_path, lambda p: p.write_bytes(b"half a file")
        )  # as a full disk leaves it
        e = OnnxTextEmbedder(model=MODEL, cache_dir=str(cache), quantize=True)
        e.warm_up()
        assert (e.backend, e.quantized) == ("onnxruntime-int8", True)
        assert (e._export_path().parent / "model.int8.onnx").stat().st_size > 1_000_000

    def test_an_int8_copy_that_cannot_be_made_falls_back_to_the_full_precision_export(self, embedder, tmp_path, caplog):
        cache = self._cache_with(embedder, tmp_path, lambda p: p.mkdir())  # a folder in its place: no file can go there
        e = OnnxTextEmbedder(model=MODEL, cache_dir=str(cache), quantize=True)
        e.warm_up()
        assert (e.backend, e.quantized) == ("onnxruntime", False)
        assert "full precision" in caplog.text
        vector = np.array(e.run(text="Who may inspect hazmat records?")["embedding"])
        assert vector @ e._st.encode(["Who may inspect hazmat records?"], normalize_embeddings=True)[0] > 0.9999

    def test_falls_back_to_torch_when_the_cache_is_not_a_folder(self, tmp_path):
        blocker = tmp_path / "a-file"
        blocker.write_text("not a folder")
        e = OnnxTextEmbedder(model=MODEL, cache_dir=str(blocker))
        e.warm_up()
        assert e.backend == "torch"
        vector = np.array(e.run(text="Who may inspect hazmat records?")["embedding"])
        assert vector @ e._st.encode(["Who may inspect hazmat records?"], normalize_embeddings=True)[0] > 0.9999

    def test_rejects_documents(self, embedder):
        with pytest.raises(TypeError, match="string"):
            embedder.run(text=["a list"])


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """A cache with the int8 export and its record, made by a full load, and that load's embedder."""
    cache = str(tmp_path_factory.mktemp("onnx_recorded"))
    full = OnnxTextEmbedder(model=MODEL, cache_dir=cache, quantize=True)
    full.warm_up()
    assert full._st is not None and full.backend == "onnxruntime-int8"
    return cache, full


class TestStartFromTheRecord:
    """
    A later start of the same model opens its checked export from the record the first start kept, without Sentence
    Transformers or the torch model, and embeds exactly as a full load does.
    """

    def fresh(self, cache):
        """An embedder of the cache, warmed up as a new process would be (nothing shared from earlier loads)."""
        _LOADED.clear()
        embedder = OnnxTextEmbedder(model=MODEL, cache_dir=cache, quantize=True)
        embedder.warm_up()
        return embedder

    def test_the_same_vectors_as_a_full_load_on_the_manuals_passages(self, recorded):
        cache, full = recorded
        started = self.fresh(cache)
        assert started._st is None and (started.backend, started.quantized) == ("onnxruntime-int8", True)
        # Every chunk of the bundled manual (long ones are cut at the model's length) and questions, in batches
        # padded to their longest, and one by one.
        texts = [ArticleSplitter.embedding_text(c) for c in chunks(HAZMAT)]
        assert np.array_equal(started.embed_batch(texts), full.embed_batch(texts))
        for question in ("Who may inspect hazmat records?", "危险品运输的定义是什么？", "§ 174.9 — seals?"):
            assert started.run(text=question)["embedding"] == full.run(text=question)["embedding"]
        assert started.embed_batch([]).shape == full.embed_batch([]).shape == (0, 384)

    def test_a_start_from_the_record_loads_no_torch_model(self, recorded):
        cache, _full = recorded
        code = (
            "import sys\n"
            "from rulebook.components.embedders.onnx_text_embedder import OnnxTextEmbedder\n"
            f"e = OnnxTextEmbedder(model={MODEL!r}, cache_dir={cache!r}, quantize=True)\n"
            "e.warm_up()\n"
            "print(e.backend, len(e.run(text='Who may inspect hazmat records?')['embedding']),"
            " 'sentence_transformers' in sys.modules, 'transformers' in sys.modules)\n"
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True)
        assert out.stdout.split() == ["onnxruntime-int8", "384", "False", "False"], out.stderr

    def test_a_changed_graph_file_is_loaded_and_checked_again(self, recorded, tmp_path):
        cache, full = recorded
        copy = tmp_path / "onnx"
        shutil.copytree(cache, copy)
        graph = copy / full._export_path().parent.name / "model.int8.onnx"
        os.utime(graph, (time.time() + 60, time.time() + 60))  # as a copy made again leaves it
        again = self.fresh(str(copy))
        assert again._st is not None and again.backend == "onnxruntime-int8"
        # Checked again, it is recorded again: the next start uses the record.
        assert self.fresh(str(copy))._st is None


class TestExportCachePruning:
    @staticmethod
    def aged(folder, days):
        stamp = time.time() - days * 86400
        for path in [*folder.iterdir(), folder]:
            os.utime(path, (stamp, stamp))

    def test_loading_an_export_deletes_only_exports_unused_for_a_month(self, embedder):
        root = embedder._export_path().parent.parent
        own = embedder._export_path().parent
        old = root / "0123456789abcdef"
        recent = root / "fedcba9876543210"
        unrelated = root / "my-notes"
        for folder in (old, recent, unrelated):
            folder.mkdir()
            (folder / "model.onnx").write_bytes(b"graph")
        (recent / "last_used").touch()
        self.aged(old, EXPORT_MAX_AGE_DAYS + 1)
        self.aged(unrelated, EXPORT_MAX_AGE_DAYS + 1)
        self.aged(own, EXPORT_MAX_AGE_DAYS + 1)  # in use now: its load marks it used again
        again = OnnxTextEmbedder(model=MODEL, cache_dir=embedder.cache_dir)
        again.warm_up()
        assert again.backend == "onnxruntime"
        assert not old.exists()
        assert recent.exists() and unrelated.exists() and (own / "model.onnx").exists()
        assert time.time() - (own / "last_used").stat().st_mtime < 3600

    def test_an_old_last_use_counts_even_when_files_are_newer(self, tmp_path):
        stale = tmp_path / "00000000000000aa"
        stale.mkdir()
        (stale / "model.onnx").write_bytes(b"graph")
        (stale / "last_used").touch()
        self.aged(stale, 60)
        (stale / "model.int8.onnx").write_bytes(b"copy")  # newer file, but nobody loaded the export since
        os.utime(stale, (time.time() - 60 * 86400,) * 2)
        assert prune_exports(tmp_path, keep=tmp_path / "none") == [stale]
        assert prune_exports(tmp_path / "missing", keep=tmp_path) == []
