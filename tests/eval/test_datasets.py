"""eval.datasets: question sets in the shared JSON Lines format, read with errors that name the file and line."""

import json

import pytest

from eval.datasets import DatasetError, load_questions
from rulebook.settings import PROJECT_ROOT


class TestLoadQuestions:
    def test_load_questions_errors_name_file_and_line(self, tmp_path):
        path = tmp_path / "q.jsonl"
        path.write_text('{"id": "a", "question": "Q?", "doc": "x.pdf", "page": 3}\n{"id": "b"}\n')
        with pytest.raises(DatasetError, match=r"q.jsonl:2: field 'question'"):
            load_questions(path)

    def test_the_projects_own_set_reads_as_questions(self):
        path = PROJECT_ROOT / "eval" / "questions" / "not_in_corpus_rail.jsonl"
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        questions = load_questions(path)
        assert [q.id for q in questions] == [r["id"] for r in rows] and [q.question for q in questions] == [
            r["question"] for r in rows
        ]
