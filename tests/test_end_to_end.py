"""Issue 2 end to end: index a real regulation PDF, retrieve the gold pages, answer with citations."""

import json
import shutil
import subprocess
import sys

import pytest

from rulebook.engine import QuestionError, Rulebook, UnknownDocumentError
from rulebook.settings import PROJECT_ROOT, Settings
from tests.conftest import HAZMAT_PDF, load_questions, shared_pdf

HAZMAT = HAZMAT_PDF.name


class TestIndexing:
    def test_index_reports_documents_pages_chunks(self, hazmat_book):
        report = hazmat_book.first_report
        assert report.documents == 1
        assert report.pages == 43
        assert report.chunks > 40
        assert hazmat_book.store.count_documents() == report.chunks

    def test_every_chunk_is_citable(self, hazmat_book):
        chunks = hazmat_book.store.filter_documents()
        assert all(c.meta["file_name"] == HAZMAT for c in chunks)
        assert all(1 <= c.meta["page_start"] <= c.meta["page_end"] <= 43 for c in chunks)
        with_article = [c for c in chunks if c.meta.get("article")]
        assert len(with_article) / len(chunks) > 0.8

    def test_indexing_twice_leaves_the_same_chunks(self, hazmat_book, hazmat_corpus):
        before = sorted(d.id for d in hazmat_book.store.filter_documents())
        again = hazmat_book.index([hazmat_corpus])
        assert again.skipped == [HAZMAT]
        forced = hazmat_book.index([hazmat_corpus], force=True)
        assert forced.chunks == len(before)
        assert sorted(d.id for d in hazmat_book.store.filter_documents()) == before

    def test_bad_files_are_reported_and_the_rest_indexed(self, tmp_path):
        folder = tmp_path / "docs"
        folder.mkdir()
        shutil.copy(shared_pdf("faa/Young_2006_Legal_Interpretation.pdf"), folder)
        (folder / "corrupt.pdf").write_bytes(b"%PDF-1.7\nthis is not really a pdf\n")
        (folder / "empty.pdf").write_bytes(b"")
        book = Rulebook(Settings.from_env(data_dir=tmp_path / "store", qdrant_url=None))
        report = book.index([folder, tmp_path / "missing.pdf"])
        failed = {f["file"].split("/")[-1] for f in report.failures}
        assert {"corrupt.pdf", "empty.pdf", "missing.pdf"} <= failed
        assert all("\n" not in f["error"] for f in report.failures)
        assert report.documents == 1
        assert [d["file_name"] for d in book.list_documents()] == ["Young_2006_Legal_Interpretation.pdf"]


class TestRetrieval:
    def test_gold_page_in_top5_for_hazmat_questions(self, hazmat_book):
        questions = load_questions("rail_golden.jsonl", doc=HAZMAT)
        assert len(questions) >= 15
        hits = 0
        for q in questions:
            gold = {q["page"], *q.get("pages_ok", [])}
            docs = hazmat_book.retrieve(q["question"])["documents"][:5]
            if any(d.meta["page_start"] <= p <= d.meta["page_end"] for d in docs for p in gold):
                hits += 1
        assert hits / len(questions) >= 0.8, f"{hits}/{len(questions)}"

    def test_document_filter(self, hazmat_book):
        out = hazmat_book.retrieve("inspection authority", documents=[HAZMAT])
        assert out["documents"] and all(d.meta["file_name"] == HAZMAT for d in out["documents"])
        with pytest.raises(UnknownDocumentError, match="not-indexed.pdf"):
            hazmat_book.retrieve("inspection authority", documents=["not-indexed.pdf"])


class TestAnswers:
    def test_extractive_answer_cites_only_retrieved_passages(self, hazmat_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        question = "Who has the authority to inspect records and facilities related to hazardous materials transportation?"
        retrieved = hazmat_book.retrieve(question)["documents"]
        answer = hazmat_book.ask(question)
        assert answer["mode"] == "extractive"
        assert "GROQ_API_KEY" in answer["notice"]
        assert answer["citations"]
        retrieved_texts = [d.content for d in retrieved]
        for citation in answer["citations"]:
            assert citation["text"] in retrieved_texts
            assert citation["doc"] == HAZMAT and citation["page"] >= 1
            assert f"[{citation['n']}]" in answer["answer"]
        # Every quoted sentence comes from the passage it cites.
        cited = {c["n"]: " ".join(c["text"].split()) for c in answer["citations"]}
        for sentence, n in __import__("re").findall(r"(.+?) \[(\d+)\]\s*", answer["answer"]):
            assert sentence.strip() in cited[int(n)]

    def test_a_misspelled_question_is_searched_as_the_manual_writes_it(self, hazmat_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        typed = "Who has the autority to inspcet records and facilities related to hazardous materials transportation?"
        right = typed.replace("autority", "authority").replace("inspcet", "inspect")
        found = hazmat_book.retrieve(typed)
        assert found["corrections"] == [{"from": "autority", "to": "authority"}, {"from": "inspcet", "to": "inspect"}]
        assert [d.id for d in found["documents"]] == [d.id for d in hazmat_book.retrieve(right)["documents"]]
        answer = hazmat_book.ask(typed)
        assert answer["question"] == typed and answer["mode"] == "extractive"
        assert answer["corrections"] == found["corrections"]
        assert '"authority" for "autority", "inspect" for "inspcet"' in answer["notice"]
        assert answer["citations"] == hazmat_book.ask(right)["citations"]

    def test_off_topic_question_is_refused_without_llm(self, hazmat_book):
        answer = hazmat_book.ask("What is the offside rule in association football?")
        assert answer["mode"] == "refused"
        assert answer["citations"] == []

    @pytest.mark.parametrize("question", ["", "   ", "x" * 5000])
    def test_bad_questions_are_rejected(self, hazmat_book, question):
        with pytest.raises(QuestionError):
            hazmat_book.ask(question)


class TestScripts:
    def test_ask_json_prints_one_object_on_the_last_line(self, hazmat_book):
        env = {**__import__("os").environ, "RULEBOOK_DATA_DIR": str(hazmat_book.settings.data_dir), "GROQ_API_KEY": ""}
        # The embedded store allows one client per folder: release ours while the script runs.
        from rulebook.store import close_all_stores

        close_all_stores()
        hazmat_book._pipelines.clear()
        out = subprocess.run(
            [sys.executable, str(PROJECT_ROOT / "scripts" / "ask.py"), "What is seal security?", "--json", "--doc", HAZMAT],
            capture_output=True, text=True, env=env, timeout=300,
        )
        assert out.returncode == 0, out.stderr
        answer = json.loads(out.stdout.strip().splitlines()[-1])
        assert {"question", "answer", "mode", "citations", "timings_ms"} <= set(answer)
        assert answer["mode"] in ("extractive", "refused")
        assert set(answer["timings_ms"]) == {"retrieval", "generation"}
        for c in answer["citations"]:
            assert {"n", "doc", "page", "article", "score", "text"} <= set(c)

    def test_ask_rejects_an_empty_question(self, hazmat_book):
        out = subprocess.run(
            [sys.executable, str(PROJECT_ROOT / "scripts" / "ask.py"), "  "],
            capture_output=True, text=True, timeout=300,
            env={**__import__("os").environ, "RULEBOOK_DATA_DIR": str(hazmat_book.settings.data_dir)},
        )
        assert out.returncode == 2
        assert out.stderr.strip().startswith("error: The question is empty")

    def test_ask_json_reports_a_rejected_question_as_json(self, hazmat_book):
        out = subprocess.run(
            [sys.executable, str(PROJECT_ROOT / "scripts" / "ask.py"), "  ", "--json"],
            capture_output=True, text=True, timeout=300,
            env={**__import__("os").environ, "RULEBOOK_DATA_DIR": str(hazmat_book.settings.data_dir)},
        )
        assert out.returncode == 2
        assert json.loads(out.stdout.strip().splitlines()[-1])["error"].startswith("The question is empty")
