"""
The newcomer sets (eval/newcomer/<set>/): documents in unseen layouts (generated, or real public-domain ones) with
their questions. Each answerable question's expected strings stand on the pages it names, as PyMuPDF extracts them,
and each near miss names no document, page or expected string (`eval/newcomer/check.py`, run here on every set).
"""

import importlib.util
import json

import pytest

from rulebook.settings import PROJECT_ROOT

NEWCOMER = PROJECT_ROOT / "eval" / "newcomer"
SETS = sorted(p.parent for p in NEWCOMER.glob("*/questions.jsonl"))


def _checker():
    spec = importlib.util.spec_from_file_location("newcomer_check", NEWCOMER / "check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_newcomer_sets():
    assert {"nc5", "nc6"} <= {folder.name for folder in SETS}


@pytest.mark.parametrize("folder", SETS, ids=[folder.name for folder in SETS])
def test_every_question_of_a_newcomer_set_stands_on_its_documents(folder):
    answerable, near, total, problems = _checker().check_set(folder)
    assert problems == []
    assert answerable > 0 and near > 0 and total == answerable + near


def test_an_expected_string_framed_by_a_table_rule_is_a_problem(tmp_path):
    # A Markdown table's outer "|" is the file's markup: an answer that quotes the row's cells would not hold it.
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "policy.md").write_text("| Severity | Laptops |\n|---|---|\n| Critical | 7 days |\n")
    question = {
        "id": "t1",
        "question": "critical patch deadline",
        "kind": "quantity",
        "doc": "policy.md",
        "page": 1,
        "pages_ok": [],
        "section": "patch table",
        "answer": "7 days",
        "must_contain": ["| Critical | 7 days |"],
    }
    near = {
        "id": "t2",
        "question": "low patch deadline",
        "kind": "quantity",
        "doc": None,
        "page": None,
        "pages_ok": [],
        "section": "near miss: only Critical is listed",
        "answer": None,
        "must_contain": [],
    }
    (tmp_path / "questions.jsonl").write_text("\n".join(json.dumps(q) for q in (question, near)) + "\n")
    problems = _checker().check_set(tmp_path)[3]
    assert len(problems) == 1 and "table rule" in problems[0]

    question["must_contain"] = ["Critical | 7 days"]
    (tmp_path / "questions.jsonl").write_text("\n".join(json.dumps(q) for q in (question, near)) + "\n")
    assert _checker().check_set(tmp_path)[3] == []
