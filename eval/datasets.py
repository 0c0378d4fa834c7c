"""
Readers for the evaluation sets: the shared question JSONL format and the ObliQA dataset.

The shared format (`../shared/data/eval/*.jsonl`) has one question per line with `id`, `question`, `kind`, `doc`
(PDF file name, null when no document answers), `page` (1-based physical page, null when only the document is
known), `pages_ok` (other pages that also hold the answer), `section`, `answer` and `must_contain`. Any new
question set in that format plugs into `python -m eval retrieval` unchanged.

ObliQA (Gokhan et al., 2024, arXiv:2409.05677) ships `ObliQA_<split>.json` (questions with their gold passages,
each named by `DocumentID` and `PassageID`) and `corpus/<n>.json` (every passage of the 40 ADGM documents).

Usage example:
```python
from eval.datasets import load_questions

questions = load_questions("../shared/data/eval/rail_golden.jsonl")
print(questions[0].doc, questions[0].page, questions[0].gold_pages)
```
"""

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class DatasetError(ValueError):
    """An evaluation file that cannot be read; the message names the file (and line) and what to fix."""


@dataclass(frozen=True)
class Question:
    """One question of the shared JSONL format."""

    id: str
    question: str
    kind: str = "lookup"
    doc: str | None = None
    page: int | None = None
    pages_ok: tuple[int, ...] = ()
    section: str | None = None
    answer: str | None = None
    must_contain: tuple[str, ...] = ()

    @property
    def gold_pages(self) -> tuple[int, ...]:
        """
        The 1-based pages that answer the question: `page` then `pages_ok`; empty when only the document is
        known.
        """
        if self.page is None:
            return ()
        return tuple(dict.fromkeys((self.page, *self.pages_ok)))


def _question_from_row(row: dict[str, Any], where: str) -> Question:
    for name in ("id", "question"):
        if not row.get(name):
            raise DatasetError(f"{where}: field {name!r} is missing or empty.")
    page = row.get("page")
    pages_ok = row.get("pages_ok") or []
    if page is not None and (not isinstance(page, int) or page < 1):
        raise DatasetError(f"{where}: field 'page' must be a 1-based page number or null, got {page!r}.")
    if not isinstance(pages_ok, list) or not all(isinstance(p, int) and p >= 1 for p in pages_ok):
        raise DatasetError(f"{where}: field 'pages_ok' must be a list of 1-based page numbers, got {pages_ok!r}.")
    return Question(
        id=str(row["id"]),
        question=str(row["question"]),
        kind=str(row.get("kind") or "lookup"),
        doc=row.get("doc") or None,
        page=page,
        pages_ok=tuple(pages_ok),
        section=row.get("section") or None,
        answer=row.get("answer"),
        must_contain=tuple(row.get("must_contain") or ()),
    )


def load_questions(path: str | Path) -> list[Question]:
    """
    Read a question set in the shared JSONL format.

    :param path: A `.jsonl` file.
    :returns: The questions in file order (blank lines skipped).
    :raises DatasetError: When the file is missing, a line is not JSON, a required field is missing, or two
        questions share an id; the message names the file and line.
    """
    path = Path(path)
    if not path.is_file():
        raise DatasetError(f"{path}: no such question file; give a JSONL file in the shared format.")
    questions: list[Question] = []
    seen: set[str] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DatasetError(f"{where}: not a JSON object ({exc.msg}).") from None
        if not isinstance(row, dict):
            raise DatasetError(f"{where}: each line must be one JSON object.")
        question = _question_from_row(row, where)
        if question.id in seen:
            raise DatasetError(f"{where}: duplicate question id {question.id!r}.")
        seen.add(question.id)
        questions.append(question)
    return questions


# -- ObliQA ---------------------------------------------------------------------------------------------------


def passage_key(document_id: Any, passage_id: Any) -> str:
    """:returns: The id of an ObliQA passage across all documents: `"<DocumentID>|<PassageID>"`."""
    return f"{document_id}|{passage_id}"


@dataclass(frozen=True)
class ObliqaQuestion:
    """One ObliQA question and the keys (`passage_key`) of its gold passages."""

    id: str
    question: str
    gold: frozenset[str]
    group: int | None = None
    passages: tuple[str, ...] = field(default=(), compare=False)


def _read_json(path: Path) -> Any:
    if not path.is_file():
        raise DatasetError(f"{path}: not found; point --data at the ObliQA folder (ObliQA_<split>.json, corpus/).")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno}).") from None


def load_obliqa_questions(data_dir: str | Path, split: str = "dev") -> list[ObliqaQuestion]:
    """
    :param data_dir: The ObliQA folder.
    :param split: `dev`, `test` or `train` (file `ObliQA_<split>.json`).
    :returns: The questions in file order.
    :raises DatasetError: When the file is missing or malformed.
    """
    path = Path(data_dir) / f"ObliQA_{split}.json"
    rows = _read_json(path)
    if not isinstance(rows, list):
        raise DatasetError(f"{path}: expected a JSON list of questions.")
    questions = []
    for i, row in enumerate(rows):
        try:
            gold = frozenset(passage_key(p["DocumentID"], p["PassageID"]) for p in row["Passages"])
            questions.append(
                ObliqaQuestion(
                    id=str(row["QuestionID"]),
                    question=str(row["Question"]),
                    gold=gold,
                    group=row.get("Group"),
                    passages=tuple(p.get("Passage", "") for p in row["Passages"]),
                )
            )
        except (KeyError, TypeError):
            raise DatasetError(
                f"{path}: question #{i} lacks QuestionID, Question or Passages[].DocumentID/PassageID."
            ) from None
    return questions


def obliqa_corpus_files(data_dir: str | Path) -> list[Path]:
    """
    :param data_dir: The ObliQA folder.
    :returns: The passage files `corpus/*.json`, in DocumentID order.
    :raises DatasetError: When there are none.
    """
    folder = Path(data_dir) / "corpus"
    files = sorted(folder.glob("*.json"), key=lambda p: (int(p.stem) if p.stem.isdigit() else 10**9, p.name))
    if not files:
        raise DatasetError(f"{folder}: no passage files (*.json); point --data at the ObliQA folder.")
    return files
