"""
scripts/quickstart.sh as the README runs it, on the session's Hazmat store (the sample is indexed there already, so
the script's indexing step skips it): the question asked is printed before the answer.
"""

import os
import subprocess

from rulebook.settings import PROJECT_ROOT

SCRIPT = str(PROJECT_ROOT / "scripts" / "quickstart.sh")


class TestQuickstartScript:
    def run(self, book, *args: str) -> subprocess.CompletedProcess:
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(book.settings.data_dir), "GROQ_API_KEY": ""}
        env.pop("QDRANT_URL", None)
        # The embedded store allows one client per folder: release ours while the script runs (it reopens on next use).
        book.store.close()
        return subprocess.run(["bash", SCRIPT, *args], capture_output=True, text=True, env=env, timeout=600)

    def test_the_default_question_is_printed_before_its_answer(self, hazmat_book):
        out = self.run(hazmat_book)
        assert out.returncode == 0, out.stderr
        lines = out.stdout.splitlines()
        assert "unchanged, skipped: FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf" in lines
        question = [i for i, line in enumerate(lines) if line.startswith("Question: ")]
        answer = [i for i, line in enumerate(lines) if line.startswith("[")]
        assert len(question) == 1 and answer and question[0] < answer[0]
        asked = lines[question[0]].removeprefix("Question: ")
        assert asked.startswith("Who has the authority to inspect records") and asked.endswith("?")

    def test_a_question_given_is_the_one_printed(self, hazmat_book):
        out = self.run(hazmat_book, "What is seal security?")
        assert out.returncode == 0, out.stderr
        assert "Question: What is seal security?" in out.stdout.splitlines()
