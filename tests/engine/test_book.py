"""
rulebook.engine.book: `Rulebook`, the engine the scripts, the harness and the service share: what it lists, deletes
and caches, and the check that the index was embedded by the model questions are embedded with.

The Hazmat manual (samples/) is indexed once per session (tests/conftest.py); the tests that change a store index a
three-page excerpt of it, or, marked `shared_data`, excerpts of the shared FRA Track manual and GDPR articles.
"""

import gc
from datetime import datetime

import numpy as np
import pytest

from rulebook.engine import EmbeddingModelMismatch, QuestionError, Rulebook, UnknownDocumentError
from rulebook.engine.book import CANDIDATE_STAGES
from rulebook.models import DEFAULT_EMBEDDING_MODEL, model_fingerprint, resolve_model_path
from rulebook.settings import Settings
from tests.conftest import HAZMAT_PDF
from tests.helpers import HAZMAT, LIVE, chunks_of, hazmat_excerpt, sha256


class TestListDocuments:
    def test_one_entry_per_indexed_document(self, hazmat_book):
        (entry,) = hazmat_book.list_documents()
        assert entry["file_name"] == HAZMAT and entry["title"] == "HAZARDOUS MATERIALS COMPLIANCE MANUAL"
        assert entry["pages"] == 43 and entry["chunks"] == hazmat_book.store.count_documents()
        assert entry["file_sha256"] == sha256(HAZMAT_PDF)
        assert entry["embedding_model"] == hazmat_book.settings.embedding_model_id == DEFAULT_EMBEDDING_MODEL
        assert datetime.fromisoformat(entry["indexed_at"]).tzinfo is not None

    def test_version_families_of_a_single_document(self, hazmat_book):
        (entry,) = hazmat_book.version_families()
        assert entry["file_name"] == HAZMAT and entry["versions"] == 1 and entry["newest"] is True

    def test_article_ids_are_every_article_a_live_chunk_holds(self, hazmat_book):
        ids = hazmat_book.article_ids()
        held = {a for d in hazmat_book.store.filter_documents(LIVE) for a in d.meta["articles"]}
        assert ids == sorted(held) and {"2.3", "2.3.1", "Chapter 9", "9.1"} <= set(ids)
        assert hazmat_book.article_ids([HAZMAT]) == ids and hazmat_book.article_ids(["other.pdf"]) == []


class TestQuestions:
    def test_check_question_uses_the_settings_limit(self, hazmat_book):
        limit = hazmat_book.settings.max_question_chars
        assert hazmat_book.check_question("  Who may inspect records?\n") == "Who may inspect records?"
        assert hazmat_book.check_question("x" * limit) == "x" * limit
        with pytest.raises(QuestionError, match=f"the limit is {limit}"):
            hazmat_book.check_question("x" * (limit + 1))

    def test_answers_say_how_long_retrieval_and_generation_took(self, hazmat_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        found = hazmat_book.retrieve("Who may inspect hazardous materials records?")
        assert {"text_embedder", "dense_retriever", "sparse_retriever", "joiner", "evidence_scorer"} <= set(
            found["timings_ms"]
        )
        assert all(ms >= 0 for ms in found["timings_ms"].values())
        answer = hazmat_book.ask("Who may inspect hazardous materials records?")
        assert set(answer["timings_ms"]) == {"retrieval", "generation"} and answer["timings_ms"]["retrieval"] > 0

    def test_settle_takes_what_is_loaded_out_of_full_collections(self, hazmat_book):
        hazmat_book.retrieve("Who may inspect hazardous materials records?")
        try:
            hazmat_book.settle()
            assert gc.get_freeze_count() > 100_000  # the models, graphs and snapshot loaded so far
        finally:
            gc.unfreeze()


class TestDeleteDocument:
    def test_delete_removes_every_chunk_and_the_cached_articles(self, book, tmp_path):
        excerpt = hazmat_excerpt(tmp_path / "hazmat_pages_10-12.pdf", 10, 12)
        assert book.index([excerpt]).documents == 1
        chunks = chunks_of(book, excerpt.name)
        assert chunks and "2.3" in book.article_ids()
        assert book.delete_document(excerpt.name) == len(chunks)
        assert book.list_documents() == [] and book.article_ids() == [] and book.store.count_documents() == 0
        with pytest.raises(UnknownDocumentError, match=r"No indexed document named 'hazmat_pages_10-12\.pdf'"):
            book.delete_document(excerpt.name)


class TestEmptyStore:
    def test_a_question_to_an_empty_store_says_nothing_is_indexed_and_where(self, book, tmp_path):
        answer = book.ask("How long must hazardous materials training records be kept?")
        assert answer["mode"] == "refused" and answer["refusal"] == "empty_store"
        assert answer["notice"].startswith(f"Nothing is indexed in the store at {book.settings.qdrant_path}")

        excerpt = hazmat_excerpt(tmp_path / "hazmat_pages_10-12.pdf", 10, 12)
        book.index([excerpt])
        answered = book.ask("What does FRA's hazardous materials program cover?")
        assert "Nothing is indexed" not in (answered.get("notice") or "")
        book.delete_document(excerpt.name)  # the chunks are gone; the collection stays
        assert book.ask("What does FRA's hazardous materials program cover?")["notice"].startswith("Nothing is indexed")

    def test_a_store_folder_that_does_not_exist_is_not_created_by_a_question(self, tmp_path):
        book = Rulebook(Settings.from_env(data_dir=tmp_path / "never-indexed"))
        answer = book.ask("How long must hazardous materials training records be kept?")
        assert answer["mode"] == "refused" and answer["refusal"] == "empty_store" and answer["closest"] == []
        assert answer["notice"].startswith(f"Nothing is indexed in the store at {book.settings.qdrant_path}:")
        assert {"question", "answer", "citations", "checks", "timings_ms"} <= set(answer)
        assert not (tmp_path / "never-indexed").exists()
        assert book._pipelines == {}  # answered without loading the query graph or its models


class TestEmbeddingModel:
    """The index records which embedding model made its vectors (`meta.embedding_model`)."""

    def test_an_index_of_another_model_is_refused_before_any_search(self, hazmat_book, tmp_path):
        hazmat_book.check_embedding_model()  # the session's index: the default model's vectors
        # A local model folder (here MiniLM's own weights, linked): another model as far as the index can tell.
        local = tmp_path / "my-minilm"
        local.symlink_to(resolve_model_path(DEFAULT_EMBEDDING_MODEL), target_is_directory=True)
        other = Rulebook(hazmat_book.settings.with_values(embedding_model=str(local)))
        with pytest.raises(EmbeddingModelMismatch) as refused:
            other.check_embedding_model()
        message = str(refused.value)
        assert (
            model_fingerprint(str(local)) in message
            and f"{DEFAULT_EMBEDDING_MODEL} (1 documents, e.g. {HAZMAT})" in message
        )
        assert other._pipelines == {}  # refused without loading a graph

    @pytest.mark.shared_data
    def test_another_model_re_embeds_unchanged_files_and_a_stale_index_is_refused(self, book, folder, tmp_path):

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

    @pytest.mark.shared_data
    def test_documents_embedded_in_int8_are_another_model_to_the_index(self, book, folder):

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


class TestReadingRoomLookups:
    def test_document_file_is_the_file_the_chunks_were_read_from(self, hazmat_book, hazmat_corpus):
        path = hazmat_book.document_file(HAZMAT_PDF.name)
        assert path == hazmat_corpus / HAZMAT_PDF.name and path.is_file()

    def test_a_name_that_is_not_indexed_leads_to_no_file(self, hazmat_book):
        for name in ("nope.pdf", "../../etc/passwd", str(HAZMAT_PDF), f"../{HAZMAT_PDF.name}"):
            with pytest.raises(UnknownDocumentError):
                hazmat_book.document_file(name)

    def test_chunk_by_id(self, hazmat_book):
        answer = hazmat_book.ask("Who may inspect hazardous materials records?")
        cited = answer["citations"][0]
        chunk = hazmat_book.chunk(cited["chunk_id"])
        assert chunk.content == cited["text"] and chunk.meta["page_start"] == cited["page"]
        with pytest.raises(UnknownDocumentError, match="ask the question again"):
            hazmat_book.chunk("0" * 64)

    def test_retrieval_stages_keep_each_stages_candidates(self, hazmat_book):
        out = hazmat_book.retrieval_stages("Who may inspect hazardous materials records?")
        assert list(out["stages"]) == list(CANDIDATE_STAGES)
        assert [d.id for d in out["stages"]["evidence_scorer"]] == [d.id for d in out["documents"]]
        # Fusion keeps fewer candidates than the two retrievers found together; each stage has scores.
        assert len(out["stages"]["joiner"]) <= len(out["stages"]["dense_retriever"]) + len(
            out["stages"]["sparse_retriever"]
        )
        assert all(d.score is not None for stage in out["stages"].values() for d in stage)
        assert out["confidence"] == hazmat_book.retrieve("Who may inspect hazardous materials records?")["confidence"]
