"""
Check a newcomer evaluation set: its questions against its documents.

    python eval/newcomer/check.py              # every set: eval/newcomer/*/questions.jsonl
    python eval/newcomer/check.py nc5 [nc6]    # the named sets

A set is a folder `eval/newcomer/<set>/` holding `questions.jsonl` (the shared format: `id, question, kind, doc, page,
pages_ok, section, answer, must_contain`) and the documents in `docs/`. For every question:
- the keys are all there, ids are unique, `kind` is one of quantity, date, definition, permission, who, list, other;
- an answerable question (`doc` set) names a file in `docs/`, a 1-based `page` within it (1 for Markdown, HTML and
  text, which have no pages), a list `pages_ok`, a `section`, an `answer`, and 1 or 2 `must_contain` strings, each of
  which stands on `page` or one of `pages_ok` as PyMuPDF's `page.get_text()` extracts it (compared NFKC-normalised,
  case-folded and with runs of whitespace made one space, as `python -m eval answers` compares them), and opens and
  closes with the document's words, not a table's rule `|`;
- a near miss (`doc` null) has `page` null, `pages_ok` [], `must_contain` [], `answer` null and a `section` that starts
  with "near miss: ".
Prints one line per problem and a summary per set; the exit status is 1 when there is a problem.
"""

import html
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent
KINDS = {"quantity", "date", "definition", "permission", "who", "list", "other"}
KEYS = ["id", "question", "kind", "doc", "page", "pages_ok", "section", "answer", "must_contain"]


def fold(text: str) -> str:
    """NFKC-normalised, case-folded, whitespace runs made one space."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def page_texts(path: Path) -> list[str]:
    """The folded text of each page of a document (one page for Markdown, HTML and text)."""
    if path.suffix.lower() == ".pdf":
        import pymupdf

        with pymupdf.open(path) as doc:
            return [fold(page.get_text()) for page in doc]
    text = path.read_text(encoding="utf-8")
    if path.suffix.lower() in {".html", ".htm"}:
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return [fold(text)]


def check_set(folder: Path) -> tuple[int, int, int, list[str]]:
    """:returns: (answerable, near misses, questions, problems) of one set."""
    problems: list[str] = []
    docs = {p.name: p for p in (folder / "docs").iterdir() if p.is_file()} if (folder / "docs").is_dir() else {}
    texts: dict[str, list[str]] = {}
    seen: set[str] = set()
    answerable = near = 0
    lines = (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = f"{folder.name} line {n}"
        try:
            q = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not JSON ({exc})")
            continue
        missing = [k for k in KEYS if k not in q]
        if missing:
            problems.append(f"{where}: missing keys {missing}")
            continue
        where = f"{folder.name} {q['id']}"
        if q["id"] in seen:
            problems.append(f"{where}: duplicate id")
        seen.add(q["id"])
        if q["kind"] not in KINDS:
            problems.append(f"{where}: kind {q['kind']!r} not in {sorted(KINDS)}")
        if not str(q["question"]).strip():
            problems.append(f"{where}: empty question")
        if q["doc"] is None:
            near += 1
            if q["page"] is not None or q["pages_ok"] != [] or q["must_contain"] != [] or q["answer"] is not None:
                problems.append(f"{where}: a near miss needs page null, pages_ok [], must_contain [] and answer null")
            if not str(q["section"]).startswith("near miss: "):
                problems.append(f"{where}: a near miss's section must start with 'near miss: '")
            continue
        answerable += 1
        if q["doc"] not in docs:
            problems.append(f"{where}: doc {q['doc']!r} is not in {folder / 'docs'}")
            continue
        if q["doc"] not in texts:
            texts[q["doc"]] = page_texts(docs[q["doc"]])
        pages = texts[q["doc"]]
        wanted = [q["page"], *(q["pages_ok"] or [])]
        if not isinstance(q["pages_ok"], list) or not all(isinstance(p, int) and 1 <= p <= len(pages) for p in wanted):
            problems.append(f"{where}: page {q['page']} / pages_ok {q['pages_ok']} outside 1..{len(pages)}")
            continue
        if not q["answer"] or not q["section"]:
            problems.append(f"{where}: an answerable question needs an answer and a section")
        must = q["must_contain"]
        if not isinstance(must, list) or not 1 <= len(must) <= 2:
            problems.append(f"{where}: must_contain needs 1 or 2 strings")
            continue
        for s in must:
            if s.strip().startswith("|") or s.strip().endswith("|"):
                # A Markdown or ASCII table's outer rule is the file's markup, not its words: an answer quotes the
                # row's cells, not the rule that frames them.
                problems.append(f"{where}: must_contain {s!r} opens or closes with a table rule '|'")
            if not any(fold(s) in pages[p - 1] for p in wanted):
                problems.append(f"{where}: must_contain {s!r} not on page {q['page']} (or pages_ok {q['pages_ok']})")
    return answerable, near, answerable + near, problems


def main(argv: list[str]) -> int:
    """Check the named sets (all when none); 1 when any has a problem."""
    names = argv or sorted(p.parent.name for p in ROOT.glob("*/questions.jsonl"))
    bad = 0
    for name in names:
        folder = ROOT / name
        if not (folder / "questions.jsonl").is_file():
            print(f"{name}: no {folder / 'questions.jsonl'}")
            bad += 1
            continue
        answerable, near, total, problems = check_set(folder)
        for p in problems:
            print(p)
        bad += len(problems)
        print(f"{name}: {total} questions, {answerable} answerable, {near} near misses, {len(problems)} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
