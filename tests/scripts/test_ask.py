"""
scripts/ask.py in its own process, on the Hazmat manual indexed once per session: one JSON object on the last line,
one-line errors for a rejected question, and the version used and a refusal's closest passages, as the script prints
them.
"""

import importlib.util
import json
import os
import subprocess
import sys

import pytest

from rulebook.components.converters.ocr import find_tessdata
from rulebook.settings import PROJECT_ROOT
from tests.helpers import HAZMAT, INSURANCE, S2026, hazmat_excerpt, new_book, run_script_and_list_haystack, scanned_copy

SCRIPT = str(PROJECT_ROOT / "scripts" / "ask.py")
TESSDATA = find_tessdata()


def ask_script():
    """:returns: scripts/ask.py loaded as a module, for its `render`."""
    spec = importlib.util.spec_from_file_location("ask_script", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TestAskScript:
    def test_ask_json_prints_one_object_on_the_last_line(self, hazmat_book):
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(hazmat_book.settings.data_dir), "GROQ_API_KEY": ""}
        # The embedded store allows one client per folder: release ours while the script runs (it reopens on next use).
        hazmat_book.store.close()
        out = subprocess.run(
            [sys.executable, SCRIPT, "What is seal security?", "--json", "--doc", HAZMAT],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
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
            [sys.executable, SCRIPT, "  "],
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, "RULEBOOK_DATA_DIR": str(hazmat_book.settings.data_dir)},
        )
        assert out.returncode == 2
        assert out.stderr.strip().startswith("error: The question is empty")

    @pytest.mark.parametrize("question", ["  ", "x" * 5000])
    def test_a_rejected_question_fails_before_haystack_loads(self, question):
        code, err, loaded = run_script_and_list_haystack(SCRIPT, question)
        assert code == 2 and err.startswith("error: The question is")
        assert not loaded  # the user waits for no import of Haystack or the models to read the error

    def test_ask_json_reports_a_rejected_question_as_json(self, hazmat_book):
        out = subprocess.run(
            [sys.executable, SCRIPT, "  ", "--json"],
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, "RULEBOOK_DATA_DIR": str(hazmat_book.settings.data_dir)},
        )
        assert out.returncode == 2
        # Once: the JSON on stdout, and not the same error again as text on stderr.
        assert "The question is empty" not in out.stderr and out.stdout.count("\n") == 1
        assert json.loads(out.stdout)["error"].startswith("The question is empty")

    def test_a_model_the_settings_ask_for_and_the_machine_lacks_is_one_line(self, tmp_path):
        (tmp_path / "qdrant").mkdir()  # a store folder: without one, the answer is "Nothing is indexed", models unread
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path), "RULEBOOK_RANKER": "on", "GROQ_API_KEY": ""}
        out = subprocess.run(
            [sys.executable, SCRIPT, "Who may inspect records?", "--json"],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
        )
        assert out.returncode == 2 and "Traceback" not in out.stderr
        error = json.loads(out.stdout.strip().splitlines()[-1])["error"]
        assert "RULEBOOK_RANKER=on" in error and "not on this machine" in error

    def test_a_graph_of_another_kind_is_one_line(self, tmp_path):
        (tmp_path / "qdrant").mkdir()  # a store folder: without one, the answer is "Nothing is indexed", graphs unread
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path), "RULEBOOK_QUERY_PIPELINE": "retrieve"}
        out = subprocess.run(
            [sys.executable, SCRIPT, "Who may inspect records?"], capture_output=True, text=True, timeout=300, env=env
        )
        assert out.returncode == 2 and "Traceback" not in out.stderr
        assert "not a query graph" in out.stderr and "RULEBOOK_QUERY_PIPELINE" in out.stderr

    def test_a_refusal_shows_the_closest_passages_it_points_at(self, hazmat_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        answer = hazmat_book.ask("How many hazmat inspectors does FRA employ?")
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated", answer["answer"]
        # What was asked, named from the question: the noun counted.
        assert answer["answer"].startswith("The indexed documents do not state the number of inspectors")
        text = ask_script().render(answer)
        shown = text.split("closest passages (not enough to answer):\n", 1)[1]
        assert answer["closest"]
        for c in answer["closest"]:
            # Each [n] the answer names, with its document, page and article, then the start of its text.
            # A passage across a page break shows both pages.
            pages = f"pp. {c['page']}-{c['page_end']}" if c["page_end"] > c["page"] else f"p. {c['page']}"
            heading = f"[{c['n']}] {c['doc']}, {pages}"
            assert f"[{c['n']}]" in answer["answer"] and heading in shown
            after = shown.split(heading, 1)[1].split("\n", 2)
            assert c["article"] in after[0]
            assert after[1].strip().split()[:8] == " ".join(c["text"].split()).split()[:8]

    def test_a_passage_across_a_page_break_shows_both_pages_and_their_printed_numbers(self, hazmat_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        answer = hazmat_book.ask("What does a District Hazardous Materials Supervisory Specialist do?")
        text = ask_script().render(answer)
        across = [c for c in answer["citations"] if c["page_end"] > c["page"]]
        assert across, answer["citations"]
        for c in across:
            # The manual prints its own page numbers, which run on over the break as the physical ones do.
            printed = f"{c['page_label']}-{c['page_label_end']}"
            heading = f"[{c['n']}] {c['doc']}, pp. {c['page']}-{c['page_end']} (printed {printed}), {c['article']} "
            assert heading in text
        assert "OCR" not in text  # the sample has a text layer

    @pytest.mark.skipif(
        TESSDATA is None or not (TESSDATA / "eng.traineddata").is_file(),
        reason="Tesseract with its English data is not installed (apt-get install tesseract-ocr)",
    )
    def test_a_passage_read_by_ocr_is_marked(self, tmp_path, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        (tmp_path / "docs").mkdir()
        # Hazmat manual pages 24-25 as a scan: images only, read by Tesseract when indexed.
        digital = hazmat_excerpt(tmp_path / "digital.pdf", 24, 25)
        scanned = scanned_copy(digital, tmp_path / "docs" / "hazmat_scanned.pdf")
        book = new_book(tmp_path / "store")
        try:
            assert book.index([scanned]).failures == []
            answer = book.ask("When may a re-inspection be undertaken after an initial inspection?")
        finally:
            book.store.close()
        assert answer["citations"] and all(c["ocr"] for c in answer["citations"])
        lines = ask_script().render(answer).splitlines()
        for c in answer["citations"]:
            [heading] = [line for line in lines if line.startswith(f"[{c['n']}] {c['doc']}, ")]
            assert "(scanned page, text read by OCR)" in heading, heading

    @pytest.mark.shared_data
    def test_ask_script_prints_the_version_used(self, fia_book, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        text = ask_script().render(fia_book.ask(INSURANCE))
        assert f"version used: {S2026}: 2026 Issue 05 (27 February 2026)" in text
        assert "older issues are also indexed" in text
        assert os.environ.get("GROQ_API_KEY") is None
