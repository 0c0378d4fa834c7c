"""
End to end, across the engine and every stage of the graphs: index a real regulation PDF (the Hazmat manual in
samples/), retrieve the gold pages, answer with citations, extractively and through a Groq-compatible LLM (a local
fake server, tests/fake_llm_server.py: no test reaches the internet or needs a Groq key).
"""

import re
import shutil

import pytest
from haystack.dataclasses import StreamingChunk

from rulebook.engine import Rulebook, UnknownDocumentError
from rulebook.settings import Settings
from tests.conftest import HAZMAT_PDF, load_questions, shared_pdf
from tests.fake_llm_server import passages_in
from tests.helpers import DUMMY_KEY, FAR_OFF, OFF_TOPIC, QUESTION, cite_first_sentences

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

    @pytest.mark.shared_data
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
    @pytest.mark.shared_data
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
        with pytest.raises(UnknownDocumentError, match=r"not-indexed\.pdf"):
            hazmat_book.retrieve("inspection authority", documents=["not-indexed.pdf"])


class TestAnswers:
    def test_extractive_answer_cites_only_retrieved_passages(self, hazmat_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        question = (
            "Who has the authority to inspect records and facilities related to hazardous materials transportation?"
        )
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
        for sentence, n in __import__("re").findall(r"“(.+?)” \[(\d+)\]\s*", answer["answer"]):
            assert sentence.strip() in cited[int(n)]
        # Each citation names its article with its title, a section quoted from a chapter head's chunk ("9.1
        # Authority" under "CHAPTER 9 – SECURITY SEAL") as much as a chunk's first article.
        assert all(c["article"] and c["article_title"] for c in answer["citations"]), answer["citations"]

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


@pytest.fixture(scope="module")
def llm_book(hazmat_book, llm_server):
    """The session's indexed Hazmat manual, asked through the fake LLM (timeout 1 s, one retry)."""
    mp = pytest.MonkeyPatch()
    mp.setenv("GROQ_API_KEY", DUMMY_KEY)
    settings = hazmat_book.settings.with_values(llm_base_url=llm_server.base_url, llm_timeout_s=1.0, llm_max_retries=1)
    yield Rulebook(settings)
    mp.undo()


class TestGroqPath:
    def test_normal_reply_citations_map_to_documents_and_pages(self, llm_book, server):
        retrieved = {d.id: d for d in llm_book.retrieve(QUESTION)["documents"]}
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "generative" and answer["notice"] is None and server.hits == 1
        assert answer["citations"] and answer["warnings"] == []
        for citation in answer["citations"]:
            doc = retrieved[citation["chunk_id"]]
            assert citation["doc"] == HAZMAT and citation["page"] == doc.meta["page_start"]
            assert citation["article"] == doc.meta.get("article") and citation["text"] == doc.content
            assert f"[{citation['n']}]" in answer["answer"]
        prompt = server.requests[0]["body"]["messages"]
        assert prompt[0]["role"] == "system" and "[1] " + HAZMAT in prompt[1]["content"]

    def test_streamed_answer_carries_the_same_citations(self, llm_book, server):
        plain = llm_book.ask(QUESTION)
        chunks: list[StreamingChunk] = []
        streamed = llm_book.ask(QUESTION, streaming_callback=chunks.append)
        assert server.requests[-1]["body"]["stream"] is True
        assert "".join(c.content for c in chunks) == streamed["answer"] == plain["answer"]
        assert streamed["citations"] == plain["citations"] and streamed["mode"] == "generative"

    def test_429_then_success(self, llm_book, server):
        server.reset(script=[("status", 429, {"Retry-After": "0.2"})], reply=cite_first_sentences)
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "generative" and server.hits == 2

    def test_timeout_falls_back_to_the_extractive_answer(self, llm_book, server):
        server.reset(script=[("sleep", 1.6), ("sleep", 1.6)], reply=cite_first_sentences)
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "extractive" and "timed out" in answer["notice"].lower()
        assert answer["citations"] and server.hits == 2  # the first try and one retry
        assert "Traceback" not in answer["notice"] and DUMMY_KEY not in answer["notice"]

    def test_groq_down_gives_the_extractive_answer(self, llm_book, server):
        server.reset(script=[("status", 503), ("status", 503)], reply=cite_first_sentences)
        answer = llm_book.ask(QUESTION)
        assert answer["mode"] == "extractive" and "LLM unavailable" in answer["notice"]
        assert answer["checks"]["uncited_sentences"] == [] and answer["checks"]["unsupported_numbers"] == []

    def test_invalid_citation_is_flagged(self, llm_book, server):
        server.reset(reply=lambda body: cite_first_sentences(body) + " Inspectors also need a warrant [9].")
        answer = llm_book.ask(QUESTION)
        assert answer["checks"]["invalid_citations"] == [9]
        assert 9 not in [c["n"] for c in answer["citations"]]
        assert any(w.startswith("citation [9] refers to no passage") for w in answer["warnings"])

    def test_planted_wrong_number_raises_a_numeric_warning(self, llm_book, server):
        # The manual states this period (30 days); a question it states no number for is refused as not stated.
        question = "How many days does a respondent have to answer an FRA penalty notice before waiving a hearing?"

        def quote_with(change):
            def model(body: dict) -> str:
                for n, block in sorted(passages_in(body).items()):
                    content = " ".join(block.split("\n", 1)[1].split())
                    for sentence in re.split(r"(?<=[.;])\s", content):
                        # a quantity, not a section number: the numeric check leaves ids alone
                        match = re.search(r"(?<![\w.])(\d{1,4})(?=\s+(?:days|hours|years|minutes)\b)", sentence)
                        if match and len(sentence.split()) >= 5:
                            number = match.group(1)
                            return sentence.replace(number, change(number), 1) + f" [{n}]"
                return "The indexed documents do not say."

            return model

        server.reset(reply=quote_with(lambda n: n))
        honest = llm_book.ask(question)
        assert honest["mode"] == "generative" and honest["checks"]["numbers"] >= 1
        assert honest["checks"]["unsupported_numbers"] == []
        server.reset(reply=quote_with(lambda n: str(int(n) * 10 + 3)))  # 375 -> 3753: in no passage
        planted = llm_book.ask(question)
        assert len(planted["checks"]["unsupported_numbers"]) == 1, (planted["answer"], planted["checks"])
        assert any(w.startswith("number not in the cited passages") for w in planted["warnings"])

    def test_refusal_path_makes_no_llm_call(self, llm_book, server):
        assert llm_book.settings.rewrite  # on; but a question this far from every passage is under its floor
        answer = llm_book.ask(FAR_OFF)
        assert answer["mode"] == "refused" and answer["citations"] == [] and server.hits == 0
        assert answer["confidence"] < llm_book.settings.rewrite_floor
        quiet = Rulebook(llm_book.settings.with_values(rewrite=False))
        quiet._pipelines = llm_book._pipelines  # the same loaded graph; the engine no longer offers a search
        assert quiet.ask(OFF_TOPIC)["mode"] == "refused" and server.hits == 0

    def test_rewriting_runs_only_on_weak_evidence_and_fuses_the_rewrites(self, llm_book, server):
        confident = llm_book.ask(QUESTION)
        assert confident["rewrites"] == [] and server.hits == 1  # confident: only the answer call
        server.reset(
            reply=lambda body: (
                "shipping paper retention\nhazmat record keeping"
                if "search queries" in body["messages"][0]["content"]
                else cite_first_sentences(body)
            )
        )
        # A gate set above this question's confidence puts it in the rewriting band.
        rewriting = Rulebook(llm_book.settings.with_values(min_confidence=0.99, rewrite_floor=0.0))
        answer = rewriting.ask("how long do we hang on to the paperwork")
        assert answer["rewrites"] == ["shipping paper retention", "hazmat record keeping"]
        assert server.hits == 1 and "search queries" in server.requests[0]["body"]["messages"][0]["content"]
        assert answer["mode"] == "refused"  # still under the (raised) gate: no answer call
