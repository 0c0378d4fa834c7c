"""Issue 3: incremental indexing — changed files, --prune, crashes in the middle of a file, --list.

Inputs are real regulation text written into tmp_path at test time: three-page excerpts of the FRA Track and
Structures manual (a real PDF, cut with PyMuPDF) and GDPR articles as Markdown. Each test has its own embedded store.
"""

import hashlib
import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import numpy as np
import pymupdf
import pytest

from rulebook.engine import Rulebook
from rulebook.settings import PROJECT_ROOT, Settings
from tests.ingestion_samples import TRACK, shared_pdf
from tests.test_other_formats import gdpr_articles, markdown_page

LIVE = {"field": "meta.live", "operator": "==", "value": True}


def pdf_excerpt(path: Path, first: int, last: int) -> Path:
    """Write physical pages first..last (1-based) of the Track and Structures manual as a PDF of their own."""
    source = pymupdf.open(shared_pdf(TRACK))
    excerpt = pymupdf.open()
    excerpt.insert_pdf(source, from_page=first - 1, to_page=last - 1)
    excerpt.save(path)
    return path


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def new_book(folder: Path) -> Rulebook:
    return Rulebook(Settings.from_env(data_dir=folder, qdrant_url=None))


def chunks_of(book: Rulebook, name: str, live: bool | None = None) -> list:
    conditions = [{"field": "meta.file_name", "operator": "==", "value": name}]
    if live is not None:
        conditions.append({"field": "meta.live", "operator": "==" if live else "!=", "value": True})
    return book.store.filter_documents({"operator": "AND", "conditions": conditions})


@pytest.fixture()
def book(tmp_path):
    book = new_book(tmp_path / "store")
    yield book
    book.store.close()


@pytest.fixture()
def folder(tmp_path) -> Path:
    """A folder with a 3-page PDF (49 CFR §§ 214.1-214.7 as the FRA manual quotes them) and GDPR Articles 5-6."""
    folder = tmp_path / "docs"
    folder.mkdir()
    pdf_excerpt(folder / "track.pdf", 4, 6)
    (folder / "gdpr.md").write_text(markdown_page(gdpr_articles((5, 6))), encoding="utf-8")
    return folder


def fresh_ids(tmp_path: Path, path: Path) -> list[str]:
    """The chunk ids of a file indexed alone into a new store."""
    other = new_book(tmp_path / f"fresh_{path.name}")
    report = other.index([path])
    assert report.failures == [] and report.documents == 1
    ids = sorted(d.id for d in other.store.filter_documents())
    other.store.close()
    return ids


class TestChangedFiles:
    def test_a_changed_file_is_replaced_whole_and_the_rest_skipped(self, book, folder, tmp_path):
        first = book.index([folder])
        assert first.failures == [] and first.documents == 2
        old_pdf_sha, old_md_sha = sha256(folder / "track.pdf"), sha256(folder / "gdpr.md")
        markdown_ids = sorted(d.id for d in chunks_of(book, "gdpr.md"))

        # Another real PDF under the same name: pages 7-9 of the manual (the definitions of § 214.7).
        pdf_excerpt(folder / "track.pdf", 7, 9)
        new_sha = sha256(folder / "track.pdf")
        assert new_sha != old_pdf_sha
        second = book.index([folder])
        assert second.failures == [] and second.skipped == ["gdpr.md"] and second.documents == 1
        chunks = chunks_of(book, "track.pdf")
        assert {c.meta["file_sha256"] for c in chunks} == {new_sha}  # no chunk of the old version is left
        assert all(c.meta["live"] is True for c in chunks)
        assert len({c.id for c in chunks}) == len(chunks) and len({c.content for c in chunks}) == len(chunks)
        assert sorted(c.id for c in chunks) == fresh_ids(tmp_path, folder / "track.pdf")
        assert second.chunks == len(chunks)
        assert sorted(d.id for d in chunks_of(book, "gdpr.md")) == markdown_ids  # the unchanged file is untouched

        # A text file changed in place: Article 7 added.
        (folder / "gdpr.md").write_text(markdown_page(gdpr_articles((5, 6, 7))), encoding="utf-8")
        third = book.index([folder])
        assert third.skipped == ["track.pdf"] and third.documents == 1
        markdown = chunks_of(book, "gdpr.md")
        assert {c.meta["file_sha256"] for c in markdown} == {sha256(folder / "gdpr.md")} != {old_md_sha}
        assert "Article 7" in {a for c in markdown for a in c.meta["articles"]}
        assert sorted(c.id for c in markdown) == fresh_ids(tmp_path, folder / "gdpr.md")
        entries = {d["file_name"]: d for d in book.list_documents()}
        assert entries["track.pdf"]["pages"] == 3 and entries["track.pdf"]["file_sha256"] == new_sha
        assert book.store.count_documents() == entries["track.pdf"]["chunks"] + entries["gdpr.md"]["chunks"]


class TestPrune:
    def test_prune_removes_the_chunks_of_files_that_are_gone(self, book, folder):
        (folder / "gdpr_6.md").write_text(markdown_page(gdpr_articles((6,))), encoding="utf-8")
        assert book.index([folder]).documents == 3
        kept = sorted(d.id for d in book.store.filter_documents() if d.meta["file_name"] != "gdpr_6.md")
        (folder / "gdpr_6.md").unlink()
        report = book.index([folder], prune=True)
        assert report.pruned == ["gdpr_6.md"] and sorted(report.skipped) == ["gdpr.md", "track.pdf"]
        assert chunks_of(book, "gdpr_6.md") == []
        assert sorted(d.id for d in book.store.filter_documents()) == kept

    def test_index_script_prune_and_list(self, book, folder, tmp_path):
        (folder / "gdpr_6.md").write_text(markdown_page(gdpr_articles((6,))), encoding="utf-8")
        book.index([folder])
        expected = {d["file_name"]: d for d in book.list_documents() if d["file_name"] != "gdpr_6.md"}
        book.store.close()  # the embedded store admits one process at a time; the script opens it next
        (folder / "gdpr_6.md").unlink()
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store")}
        script = str(PROJECT_ROOT / "scripts" / "index.py")
        out = subprocess.run(
            [sys.executable, script, str(folder), "--prune", "--json"], capture_output=True, text=True, env=env, timeout=300
        )
        assert out.returncode == 0, out.stderr
        assert "pruned: gdpr_6.md" in out.stdout
        report = json.loads(out.stdout.strip().splitlines()[-1])
        assert report["pruned"] == ["gdpr_6.md"] and sorted(report["skipped"]) == ["gdpr.md", "track.pdf"]

        listed = subprocess.run([sys.executable, script, "--list"], capture_output=True, text=True, env=env, timeout=300)
        assert listed.returncode == 0, listed.stderr
        lines = listed.stdout.strip().splitlines()
        assert lines[-1] == "2 documents"
        for line, name in zip(lines[:-1], sorted(expected), strict=True):
            file_name, pages, chunks, digest, indexed_at, model = line.split("\t")
            entry = expected[name]
            assert file_name == name
            assert pages == f"{entry['pages']} pages" and chunks == f"{entry['chunks']} chunks"
            assert digest == sha256(folder / name)[:12] == entry["file_sha256"][:12]
            assert datetime.fromisoformat(indexed_at) == datetime.fromisoformat(entry["indexed_at"])
            assert model == entry["embedding_model"] == "sentence-transformers/all-MiniLM-L6-v2"
        assert expected["track.pdf"]["pages"] == 3 and expected["gdpr.md"]["pages"] == 1
        # The store reopens for this process; the pruned file's chunks are gone from it, live or not.
        assert chunks_of(book, "gdpr_6.md") == []
        assert {d["file_name"] for d in book.list_documents()} == set(expected)


class TestMistakes:
    def test_prune_still_works_when_a_file_fails(self, book, folder, tmp_path):
        other = tmp_path / "other"
        other.mkdir()
        pdf_excerpt(other / "gone.pdf", 7, 9)
        book.index([other])
        (folder / "broken.pdf").write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 400)
        report = book.index([folder], prune=True)
        assert report.pruned == ["gone.pdf"]
        assert [f["file"] for f in report.failures] == ["broken.pdf"]
        assert {d["file_name"] for d in book.list_documents()} == {"track.pdf", "gdpr.md"}

    def test_prune_with_a_missing_path_prunes_nothing(self, book, folder, tmp_path):
        assert book.index([folder]).documents == 2
        before = sorted(d.id for d in book.store.filter_documents())
        report = book.index([tmp_path / "typo"], prune=True)
        assert report.pruned == []
        assert any("no such file" in f["error"] for f in report.failures)
        assert any("nothing pruned" in f["error"] for f in report.failures)
        assert sorted(d.id for d in book.store.filter_documents()) == before

    def test_same_bytes_under_two_names_are_two_documents(self, book, folder, tmp_path):
        copy_dir = tmp_path / "copies"
        copy_dir.mkdir()
        (copy_dir / "track_copy.pdf").write_bytes((folder / "track.pdf").read_bytes())
        book.index([folder / "track.pdf"])
        original = chunks_of(book, "track.pdf")
        report = book.index([copy_dir / "track_copy.pdf"])
        assert report.documents == 1 and report.failures == []
        assert len(chunks_of(book, "track.pdf")) == len(original) > 0
        assert len(chunks_of(book, "track_copy.pdf")) == len(original)
        assert {d["file_name"] for d in book.list_documents()} == {"track.pdf", "track_copy.pdf"}

    def test_scripts_say_in_one_line_that_another_process_holds_the_store(self, book, folder, tmp_path):
        book.index([folder / "track.pdf"])  # this process now holds the embedded store's folder lock
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store")}
        for args in (["scripts/index.py", "--list"], ["scripts/ask.py", "Who is responsible for compliance?", "--json"]):
            out = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, timeout=300,
                                 cwd=PROJECT_ROOT)
            assert out.returncode == 2, out.stderr
            assert "Traceback" not in out.stderr
            assert out.stderr.strip().splitlines()[-1].startswith("error: the embedded store is in use by another process")

    def test_index_script_fails_when_every_file_fails(self, tmp_path):
        bad = tmp_path / "bad"
        bad.mkdir()
        (bad / "empty.pdf").write_bytes(b"")
        (bad / "fake.pdf").write_bytes(b"this is not a PDF at all")
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store")}
        out = subprocess.run([sys.executable, "scripts/index.py", str(bad)], capture_output=True, text=True, env=env,
                             timeout=300, cwd=PROJECT_ROOT)
        assert out.returncode == 1
        assert "empty.pdf" in out.stderr and "fake.pdf" in out.stderr


class TestCrashes:
    def test_a_crash_mid_file_leaves_nothing_partial_visible_and_a_rerun_completes_it(self, book, folder, tmp_path, monkeypatch):
        assert book.index([folder / "track.pdf"]).documents == 1
        old = {d.id for d in chunks_of(book, "track.pdf")}
        old_sha = sha256(folder / "track.pdf")
        question = "What do adjacent tracks mean and what is an anchorage for lifelines?"
        book.retrieve(question)  # the in-process search indexes the store before the crash

        # A changed version and a new file; the store fails after writing half of each file's chunks.
        pdf_excerpt(folder / "track.pdf", 7, 9)
        new_sha = sha256(folder / "track.pdf")
        store = book.store
        write = store.write_documents
        written: list[int] = []

        def fail_halfway(documents, *args, **kwargs):
            half = len(documents) // 2
            written.append(write(documents[:half], *args, **kwargs))
            raise OSError("No space left on device")

        monkeypatch.setattr(store, "write_documents", fail_halfway)
        report = book.index([folder])
        monkeypatch.undo()

        failed = {f["file"]: f["error"] for f in report.failures}
        assert set(failed) == {"track.pdf", "gdpr.md"} and report.documents == 0
        assert all("No space left on device" in e and "\n" not in e for e in failed.values())
        assert all(n > 0 for n in written)  # each file crashed with part of its chunks in the store
        hidden = chunks_of(book, "track.pdf", live=False) + chunks_of(book, "gdpr.md", live=False)
        assert {c.meta["file_sha256"] for c in hidden} == {new_sha, sha256(folder / "gdpr.md")}
        # Only the old version of the changed file is visible, whole; the new file is not there at all.
        assert {d.id for d in chunks_of(book, "track.pdf", live=True)} == old
        assert [(d["file_name"], d["file_sha256"], d["chunks"]) for d in book.list_documents()] == [
            ("track.pdf", old_sha, len(old))
        ]
        top = book.retrieve(question)["documents"]
        assert top and all(d.meta["file_sha256"] == old_sha for d in top)

        rerun = book.index([folder])
        assert rerun.failures == [] and rerun.documents == 2
        assert chunks_of(book, "track.pdf", live=False) == [] and chunks_of(book, "gdpr.md", live=False) == []
        track = chunks_of(book, "track.pdf")
        assert {c.meta["file_sha256"] for c in track} == {new_sha}
        assert sorted(c.id for c in track) == fresh_ids(tmp_path, folder / "track.pdf")
        assert sorted(c.id for c in chunks_of(book, "gdpr.md")) == fresh_ids(tmp_path, folder / "gdpr.md")
        assert rerun.chunks == book.store.count_documents()
        assert any(d.meta["file_sha256"] == new_sha for d in book.retrieve(question)["documents"])


class TestEmbeddingModel:
    """The index records which embedding model made its vectors (`meta.embedding_model`)."""

    def test_another_model_re_embeds_unchanged_files_and_a_stale_index_is_refused(self, book, folder, tmp_path):
        from rulebook.engine import EmbeddingModelMismatch
        from rulebook.models import DEFAULT_EMBEDDING_MODEL, model_fingerprint, resolve_model_path

        question = "Who is responsible for compliance with the roadway worker protection rules?"
        first = book.index([folder])
        assert first.failures == [] and first.documents == 2
        assert {d["embedding_model"] for d in book.list_documents()} == {DEFAULT_EMBEDDING_MODEL}
        # A local model folder (here MiniLM's own weights, linked): another model as far as the index can tell.
        local = tmp_path / "my-minilm"
        local.symlink_to(resolve_model_path(DEFAULT_EMBEDDING_MODEL), target_is_directory=True)
        other = Rulebook(book.settings.with_values(embedding_model=str(local)))
        local_id = other.settings.embedding_model_id
        assert local_id == model_fingerprint(str(local)) != DEFAULT_EMBEDDING_MODEL

        with pytest.raises(EmbeddingModelMismatch) as refused:
            other.retrieve(question)
        with pytest.raises(EmbeddingModelMismatch):  # the answer path too, not only retrieval
            other.ask(question)
        message = str(refused.value)
        assert DEFAULT_EMBEDDING_MODEL in message and local_id in message and "scripts/index.py" in message

        # Same files, new model: nothing is skipped as unchanged, and nothing is duplicated.
        again = other.index([folder])
        assert again.failures == [] and again.skipped == [] and again.documents == 2
        assert again.chunks == first.chunks == other.store.count_documents()
        assert {d["embedding_model"] for d in other.list_documents()} == {local_id}
        assert other.retrieve(question)["documents"]
        assert other.index([folder]).skipped == ["gdpr.md", "track.pdf"]
        # The first engine now sees vectors of a model it does not embed questions with.
        with pytest.raises(EmbeddingModelMismatch):
            book.retrieve(question)

    def test_documents_embedded_in_int8_are_another_model_to_the_index(self, book, folder):
        from rulebook.engine import EmbeddingModelMismatch

        question = "Who is responsible for compliance with the roadway worker protection rules?"
        first = book.index([folder])
        full = {d.id: d.embedding for d in book.store.filter_documents(LIVE)}
        int8 = Rulebook(book.settings.with_values(document_int8=True))
        with pytest.raises(EmbeddingModelMismatch, match=r"\+int8"):
            int8.retrieve(question)
        again = int8.index([folder])  # nothing skipped as unchanged: every chunk is embedded again, none twice
        assert again.skipped == [] and again.chunks == first.chunks == int8.store.count_documents()
        chunks = int8.store.filter_documents(LIVE)
        assert {d.meta["embedding_model"] for d in chunks} == {book.settings.embedding_model_id + "+int8"}
        cosines = [float(np.dot(d.embedding, full[d.id])) for d in chunks]
        assert min(cosines) > 0.95 and max(cosines) < 0.9999  # close to, and not, the full-precision vectors
        assert int8.retrieve(question)["documents"][0].meta["file_name"] == "track.pdf"

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

    def test_a_model_setting_that_names_no_model_is_one_line(self, tmp_path, monkeypatch, capsys):
        from scripts.index import main

        not_a_model = tmp_path / "notes"
        not_a_model.mkdir()
        (not_a_model / "f.txt").write_text("not weights")
        monkeypatch.setenv("RULEBOOK_DATA_DIR", str(tmp_path / "store"))
        for value, says in ((not_a_model, "not a Sentence Transformers model"), (tmp_path / "missing", "no such model folder")):
            monkeypatch.setenv("RULEBOOK_EMBEDDING_MODEL", str(value))
            assert main(["--list"]) == 2
            err = capsys.readouterr().err
            assert says in err and err.count("\n") == 1 and "Traceback" not in err
