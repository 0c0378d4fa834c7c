"""
Check a newcomer question set against its own documents.

    python eval/newcomer/check_nc6.py eval/newcomer/nc6

The set folder holds `questions.jsonl` (the shared question format, see `eval/datasets.py`) and `docs/` (the
documents). The check, which prints counts only (never a question), fails with exit code 1 when:
- a line is not in the shared format, an id repeats, or `kind` is outside quantity, date, definition, permission,
  who, list, other;
- an answerable question (`doc` set) names a file missing from `docs/`, a page outside it, has no `section` or
  `answer`, has 0 or more than 2 `must_contain` strings, or its strings do not all stand on one of its pages
  (`page`, then `pages_ok`) as PyMuPDF's `page.get_text()` extracts them, compared case-insensitively with runs of
  whitespace made one space (the comparison of `tests/eval/test_question_sets.py`);
- a near miss (`doc` null) has a page, pages_ok, must_contain or answer, or a `section` not starting "near miss: ".
"""

import re
import sys
from collections import Counter
from pathlib import Path

import pymupdf

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from eval.datasets import DatasetError, load_questions  # noqa: E402

KINDS = {"quantity", "date", "definition", "permission", "who", "list", "other"}


def normalise(text: str) -> str:
    """:returns: The text case-folded with runs of whitespace made one space."""
    return re.sub(r"\s+", " ", text).casefold().strip()


def page_texts(path: Path) -> list[str]:
    """:returns: The normalised text of every page (index 0 is page 1); a non-PDF file is one page."""
    if path.suffix.lower() != ".pdf":
        return [normalise(path.read_text(encoding="utf-8"))]
    with pymupdf.open(path) as pdf:
        return [normalise(page.get_text()) for page in pdf]


def check(folder: Path) -> list[str]:
    """:returns: One line per problem found in the set folder (empty when the set is sound)."""
    try:
        questions = load_questions(folder / "questions.jsonl")
    except DatasetError as exc:
        return [str(exc)]
    docs = folder / "docs"
    texts = {path.name: page_texts(path) for path in sorted(docs.iterdir()) if path.is_file()}
    problems = []
    for q in questions:
        if q.kind not in KINDS:
            problems.append(f"{q.id}: kind {q.kind!r} is not one of {sorted(KINDS)}")
        if q.doc is None:
            if q.page is not None or q.pages_ok or q.must_contain or q.answer:
                problems.append(f"{q.id}: a near miss names no page, pages_ok, must_contain or answer")
            if not (q.section or "").startswith("near miss: "):
                problems.append(f"{q.id}: a near miss's section starts with 'near miss: '")
            continue
        if q.doc not in texts:
            problems.append(f"{q.id}: document {q.doc!r} is not in {docs}")
            continue
        pages = texts[q.doc]
        if not q.section or not q.answer:
            problems.append(f"{q.id}: an answerable question has a section and an answer")
        if not 1 <= len(q.must_contain) <= 2:
            problems.append(f"{q.id}: must_contain holds 1 or 2 strings, not {len(q.must_contain)}")
        if q.page is None or any(not 1 <= p <= len(pages) for p in q.gold_pages):
            problems.append(f"{q.id}: pages {q.gold_pages} are not all within 1..{len(pages)} of {q.doc}")
            continue
        wanted = [normalise(s) for s in q.must_contain]
        if not any(all(s in pages[p - 1] for s in wanted) for p in q.gold_pages):
            missing = [s for s in wanted if s not in pages[q.page - 1]]
            problems.append(f"{q.id}: {len(missing)} must_contain string(s) stand on none of pages {q.gold_pages}")
    return problems


def main(argv: list[str]) -> int:
    """Check the set folder named on the command line; prints counts and problems, returns the exit code."""
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[0], "\nusage: python eval/newcomer/check_nc6.py SET_FOLDER")
        return 2
    folder = Path(argv[0])
    problems = check(folder)
    try:
        questions = load_questions(folder / "questions.jsonl")
    except DatasetError:
        questions = []
    answerable = [q for q in questions if q.doc is not None]
    near = [q for q in questions if q.doc is None]
    print(f"{folder}: {len(questions)} questions, {len(answerable)} answerable, {len(near)} near misses")
    print("answerable by kind:", dict(sorted(Counter(q.kind for q in answerable).items())))
    print("near misses by kind:", dict(sorted(Counter(q.kind for q in near).items())))
    print("answerable by document:", dict(sorted(Counter(q.doc for q in answerable).items())))
    for line in problems:
        print("PROBLEM", line)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
