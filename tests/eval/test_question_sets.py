"""
The project's question sets (eval/questions/*.jsonl) against the shared PDFs: each answerable question's expected
strings stand on the pages it names, and each near miss names no document.

The text is PyMuPDF's (`page.get_text()`), the extraction the harness's `must_contain` check is written against;
strings are compared case-insensitively with runs of whitespace made one space.
"""

import re
from functools import cache
from pathlib import Path

import pymupdf
import pytest

from eval.datasets import Question, load_questions
from rulebook.settings import PROJECT_ROOT
from tests.conftest import PDFS

QUESTIONS_DIR = PROJECT_ROOT / "eval" / "questions"
SETS = sorted(QUESTIONS_DIR.glob("*.jsonl"))


def _normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).casefold().strip()


@cache
def _pdf_paths() -> dict[str, Path]:
    """The shared PDFs by file name; the sets name a document by its basename."""
    return {path.name: path for path in sorted(PDFS.rglob("*.pdf"))}


@cache
def _page_texts(name: str) -> tuple[str, ...]:
    """The normalised text of every page of one shared PDF (index 0 is page 1); encrypted ones open blank-password."""
    with pymupdf.open(_pdf_paths()[name]) as pdf:
        if pdf.needs_pass:
            pdf.authenticate("")
        return tuple(_normalise(page.get_text()) for page in pdf)


def _is_near_miss(question: Question) -> bool:
    return (question.section or "").lower().startswith("near miss")


def _cases() -> list:
    return [
        pytest.param(question, id=f"{path.name}::{question.id}") for path in SETS for question in load_questions(path)
    ]


@pytest.mark.shared_data
@pytest.mark.parametrize("question", _cases())
def test_expected_strings_stand_on_the_named_pages(question: Question):
    if question.doc is None:
        assert question.page is None and not question.pages_ok and not question.must_contain, (
            f"{question.id}: names no document, so it cannot name pages or expected strings"
        )
        return
    assert question.doc in _pdf_paths(), f"{question.id}: {question.doc} is not among the PDFs in {PDFS}"
    assert question.page is not None, f"{question.id}: an answerable question names the page that holds the answer"
    assert question.must_contain, f"{question.id}: an answerable question needs at least one must_contain string"
    pages = _page_texts(question.doc)
    assert all(1 <= page <= len(pages) for page in question.gold_pages), (
        f"{question.id}: pages {question.gold_pages} outside {question.doc} (1-{len(pages)})"
    )
    for expected in question.must_contain:
        assert any(_normalise(expected) in pages[page - 1] for page in question.gold_pages), (
            f"{question.id}: {expected!r} is on none of pages {question.gold_pages} of {question.doc}"
        )


def test_near_misses_name_no_document():
    near_misses = [q for path in SETS for q in load_questions(path) if _is_near_miss(q)]
    assert near_misses, f"no near misses (section 'near miss: ...') in {QUESTIONS_DIR}"
    assert [q.id for q in near_misses if q.doc is not None or q.answer is not None] == []


def test_the_readme_lists_every_question_set():
    readme = (QUESTIONS_DIR / "README.md").read_text(encoding="utf-8")
    assert [path.name for path in SETS if f"`{path.name}`" not in readme] == []
