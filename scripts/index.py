"""
Index regulation documents (PDF, HTML, Markdown, text, JSON passage files; files or folders) into the rulebook store.

    python scripts/index.py samples/                      # index a folder (unchanged files are skipped)
    python scripts/index.py docs/ --prune                 # also drop documents no longer in docs/
    python scripts/index.py --list                        # what is indexed
    python scripts/index.py --delete old.pdf              # remove an indexed document (a name as --list shows it)
    python scripts/index.py docs/ --shard 2/3             # indexer 2 of 3 filling one Qdrant server collection

The store: embedded Qdrant in RULEBOOK_DATA_DIR/qdrant (data/qdrant in the project folder by default), or the
Qdrant server at QDRANT_URL (collection RULEBOOK_COLLECTION); the embedder: RULEBOOK_EMBEDDING_MODEL. docs/usage.md
lists the settings.

Exit status: 0 when every file was indexed or skipped (unchanged, or a duplicate), 1 when any file failed (each is
named on stderr, and in the report's "failures" with --json; a path that does not exist is one) or any name given to
--delete is not indexed, 2 for an error that stopped the run (a bad option or setting, a store in use, nothing to
index: no file found under the paths given, for example when the only path does not exist).
"""

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rulebook.cli import CommandParser, fail, fail_store_in_use, plural, quiet


def unreadable_pdf(path: Path) -> str | None:
    """:returns: Why a PDF cannot be indexed (`pdf_problem`), or None: it opens, or it is no PDF."""
    from rulebook.components.converters.pdf_checks import pdf_problem

    if path.suffix.lower() != ".pdf":
        return None
    try:
        return pdf_problem(path.read_bytes(), path.name)
    except OSError as error:
        return f"{path.name}: cannot be read ({error.strerror})."


def main(argv: list[str] | None = None) -> int:
    """Index documents (and prune the ones gone), or list them; returns the exit code."""
    parser = CommandParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "paths", nargs="*", type=Path, help="files (PDF, HTML, Markdown, text, JSON passages) or folders"
    )
    parser.add_argument("--prune", action="store_true", help="remove indexed documents that are not under PATHS")
    parser.add_argument(
        "--force", action="store_true", help="re-index files whose content is already indexed under their name"
    )
    parser.add_argument("--list", action="store_true", help="list the indexed documents and exit")
    parser.add_argument(
        "--delete",
        action="append",
        metavar="NAME",
        help="remove this indexed document (its file name, as --list shows it) from the store and exit; repeatable",
    )
    parser.add_argument(
        "--shard",
        metavar="I/N",
        help="index only this indexer's share of the files (each file goes to one of N indexers by its name)",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print the report as one JSON object, alone on stdout (the summary lines go to stderr; "
        'an error that stops the run: {"error": ...})',
    )
    args = parser.parse_args(argv)
    if args.delete and (args.paths or args.list or args.prune or args.force or args.shard):
        parser.error("--delete goes alone: delete first, then index in a second run")
    if not args.paths and not args.list and not args.delete:
        parser.error("give files or folders to index, --list or --delete NAME")
    from rulebook.engine.indexing import expand_paths, in_shard, parse_shard

    try:
        args.shard = parse_shard(args.shard) if args.shard else None
    except ValueError as exc:
        return fail(str(exc), as_json=args.json)
    if args.shard and args.prune:
        return fail(
            "--prune with --shard: one indexer sees only its share of the files; prune without --shard.",
            as_json=args.json,
        )
    if args.paths and not args.prune:
        # Paths that give no file, each a failure (a typo), fail here: before Haystack and the models load, seconds
        # a user would wait for the error.
        files, failures = expand_paths(args.paths)
        # So do PDFs that cannot be opened (empty, damaged, password-protected), when no file can be indexed: the
        # files are read until one opens, so a folder with a good file costs one extra read.
        broken: list[str] = []
        for path in files:
            if (problem := unreadable_pdf(path)) is None:
                break
            broken.append(problem)
        else:
            files, failures = [], failures + [{"error": problem} for problem in broken]
        if not files and failures:
            if args.json:  # one JSON line, naming each path
                return fail(" ".join(f["error"] for f in failures) + " Nothing to index.", as_json=True)
            for failure in failures:
                print(f"error: {failure['error']}", file=sys.stderr)
            return fail("nothing to index")
    quiet()  # after the checks: it imports bm25s
    from rulebook.engine import Rulebook

    try:
        book = Rulebook()
    except ValueError as exc:  # a setting that cannot be used, e.g. RULEBOOK_EMBEDDING_MODEL naming no model
        return fail(str(exc), as_json=args.json)
    try:
        return run(args, book, expand_paths, in_shard)
    except RuntimeError as exc:
        return fail_store_in_use(exc, as_json=args.json)


def run(args: argparse.Namespace, book: Any, expand_paths: Any, in_shard: Any) -> int:
    """Index or list, as the arguments say; returns the exit code."""
    from tqdm import tqdm

    if args.delete:
        return delete(args, book)
    if args.list:
        documents = book.list_documents()
        if args.json:
            print(json.dumps(documents))
        else:
            for d in documents:
                # Labelled: the indexing time is not the document's date, which its cover gives (when read).
                dated = " ".join(p for p in (d.get("version"), f"dated {d['date']}" if d.get("date") else None) if p)
                print(
                    f"{d['file_name']}\t{plural(d['pages'], 'page')}\t{plural(d['chunks'], 'chunk')}\t"
                    f"{dated or 'no date read'}\t{d['file_sha256'][:12]}\t"
                    f"indexed {d['indexed_at']}\t{d['embedding_model'] or 'model not recorded'}"
                )
            print(plural(len(documents), "document"))
        return 0
    files, _missing = expand_paths(args.paths)
    if args.shard:
        files = [f for f in files if in_shard(f, args.shard)]
    with tqdm(total=len(files), unit="file", desc="indexing", file=sys.stderr, disable=not files) as bar:
        report = book.index(
            args.paths, prune=args.prune, force=args.force, on_file=lambda _path: bar.update(1), shard=args.shard
        )
    if not files and report.failures:
        # Nothing was found to index (the only path given is missing, with --prune): an error that stopped the run,
        # named once per cause, with no report (docs/usage.md, exit status 2).
        if args.json:
            return fail(" ".join(f["error"] for f in report.failures) + " Nothing to index.", as_json=True)
        for failure in report.failures:
            print(f"error: {failure['error']}", file=sys.stderr)
        return fail("nothing to index")
    for failure in report.failures:
        print(f"error: {failure['error']}", file=sys.stderr)
    # With --json, stdout holds the JSON alone (a caller pipes it to jq); the lines for a reader go to stderr.
    text = sys.stderr if args.json else sys.stdout
    for name in report.skipped:
        print(f"unchanged, skipped: {name}", file=text)
    for duplicate in report.duplicates:
        print(f"duplicate, skipped: {duplicate['message']}", file=text)
    for replaced in report.replaced:
        print(f"replaced: {replaced['message']}", file=text)
    for name in report.pruned:
        print(f"pruned: {name}", file=text)
    if report.unsupported:
        # A folder's files of other types are left out, not failed; named, so that a .docx is not thought indexed.
        from rulebook.engine.indexing import SUPPORTED_SUFFIXES

        supported = ", ".join(SUPPORTED_SUFFIXES)
        print(f"not indexed, unsupported type ({supported} are): {', '.join(report.unsupported)}", file=text)
    # A damaged PDF that was repaired is indexed (what could be read is searchable) and fails nothing; the converter
    # logs which of its pages came out empty, and the summary names it.
    repaired = len(report.repaired)
    print(
        f"indexed {plural(report.documents, 'document')}, {plural(report.pages, 'page')}, "
        f"{plural(report.chunks, 'chunk')} in {report.seconds:.1f} s ({len(report.skipped)} unchanged, "
        + (f"{plural(len(report.duplicates), 'duplicate')}, " if report.duplicates else "")
        + f"{len(report.failures)} failed)"
        + (
            f"; {plural(repaired, 'document')} {'was' if repaired == 1 else 'were'} damaged and repaired: "
            f"some text may be missing ({', '.join(report.repaired)})"
            if repaired
            else ""
        ),
        file=text,
    )
    if args.json:
        print(json.dumps(report.to_dict()))
    # A script that indexes a folder must be able to tell that some file is not searchable: any failure is 1, even
    # when the other files were indexed (each failure is named above).
    return 1 if report.failures else 0


def delete(args: argparse.Namespace, book: Any) -> int:
    """Delete the documents named by --delete (each one's chunks, live or not); returns the exit code."""
    from rulebook.engine import UnknownDocumentError

    deleted, failures = [], []
    for name in args.delete:
        try:
            deleted.append({"name": name, "chunks": book.delete_document(name)})
        except UnknownDocumentError as exc:
            failures.append({"file": name, "error": f"{exc} See scripts/index.py --list for the names."})
    for failure in failures:
        print(f"error: {failure['error']}", file=sys.stderr)
    for entry in deleted:
        print(
            f"deleted: {entry['name']} ({plural(entry['chunks'], 'chunk')})",
            file=sys.stderr if args.json else sys.stdout,
        )
    if args.json:
        print(json.dumps({"deleted": deleted, "failures": failures}, ensure_ascii=False))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
