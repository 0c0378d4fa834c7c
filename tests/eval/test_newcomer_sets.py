"""
The newcomer sets (eval/newcomer/<set>/): generated documents in unseen layouts with their questions. Each answerable
question's expected strings stand on the pages it names, as PyMuPDF extracts them, and each near miss names no
document, page or expected string (`eval/newcomer/check.py`, run here on every set).
"""

import importlib.util

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
