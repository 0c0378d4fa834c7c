"""
Indexing files: which files a path names, what one indexing call did, and how one file is indexed.

Usage example:
```python
from rulebook.engine.indexing import expand_paths

files, failures = expand_paths(["samples/"])
```
"""

import hashlib
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from haystack import Pipeline

#: File types the indexing graph converts (its `router` sends each type to its converter; see `pipelines/indexing.yml`).
SUPPORTED_SUFFIXES = (".pdf", ".html", ".htm", ".md", ".markdown", ".txt", ".json")


@dataclass
class IndexReport:
    """What one `Rulebook.index` call did."""

    documents: int = 0
    pages: int = 0
    chunks: int = 0
    seconds: float = 0.0
    skipped: list[str] = field(default_factory=list)
    failures: list[dict[str, str]] = field(default_factory=list)
    pruned: list[str] = field(default_factory=list)
    #: Files not indexed because their content is indexed already under another name: `{"file", "same_as",
    #: "message"}` each.
    duplicates: list[dict[str, str]] = field(default_factory=list)
    #: Files indexed from a damaged PDF that had to be repaired to be read (`meta["repaired"]`): some text may be
    #: missing.
    repaired: list[str] = field(default_factory=list)
    #: Files found in the folders given whose type is not indexed (`unsupported_files`): left out, not failed.
    unsupported: list[str] = field(default_factory=list)
    #: Files indexed over a document of the same name that had been indexed from another path (a document is known
    #: by its file name): `{"file", "was", "message"}` each, `was` the earlier file's path.
    replaced: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """:returns: The report as plain data."""
        return {
            "documents": self.documents,
            "pages": self.pages,
            "chunks": self.chunks,
            "seconds": round(self.seconds, 2),
            "skipped": self.skipped,
            "failures": self.failures,
            "pruned": self.pruned,
            "duplicates": self.duplicates,
            "repaired": self.repaired,
            "unsupported": self.unsupported,
            "replaced": self.replaced,
        }


def expand_paths(paths: Iterable[str | Path]) -> tuple[list[Path], list[dict[str, str]]]:
    """
    :param paths: Files or folders (searched recursively for files with a `SUPPORTED_SUFFIXES` suffix).
    :returns: The files to index, sorted, and a failure entry for each path that does not exist and for each file
        named explicitly whose type is not supported.
    """
    files: list[Path] = []
    failures = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SUPPORTED_SUFFIXES)
        elif path.is_file() and path.suffix.lower() in SUPPORTED_SUFFIXES:
            files.append(path)
        elif path.is_file():
            failures.append(
                {
                    "file": path.name,
                    "error": f"{path.name}: unsupported file type {path.suffix or '(no suffix)'}; "
                    f"convert it to one of {', '.join(SUPPORTED_SUFFIXES)}.",
                }
            )
        else:
            failures.append({"file": str(path), "error": f"{path}: no such file or folder."})
    return sorted(dict.fromkeys(files)), failures


def unsupported_files(paths: Iterable[str | Path]) -> list[str]:
    """
    :param paths: Files or folders, as `expand_paths` takes them.
    :returns: The files in the folders whose type is not a `SUPPORTED_SUFFIXES` one ("rules.docx"), as paths
        relative to their folder, sorted; hidden files ("._x", ".DS_Store") are left out. A file named explicitly
        with such a type is a failure of `expand_paths` instead.
    """
    found: list[str] = []
    for raw in paths:
        folder = Path(raw)
        if folder.is_dir():
            found += [
                str(p.relative_to(folder))
                for p in folder.rglob("*")
                if p.is_file()
                and p.suffix.lower() not in SUPPORTED_SUFFIXES
                and not any(part.startswith(".") for part in p.relative_to(folder).parts)
            ]
    return sorted(found)


def in_shard(path: Path, shard: tuple[int, int]) -> bool:
    """
    Which indexer of several takes a file: each file belongs to one shard, by a hash of its name (the document's
    identity in the store), so indexers that share a server collection never index a file twice, whatever files
    each one's folder listing holds and in whatever order.

    :param path: A file.
    :param shard: `(i, n)`: this indexer is number i of n, 1 <= i <= n.
    :returns: Whether the file is this indexer's.
    """
    i, n = shard
    return int(hashlib.sha256(path.name.encode()).hexdigest(), 16) % n == i - 1


def parse_shard(text: str) -> tuple[int, int]:
    """
    :param text: `i/N`, as `scripts/index.py --shard` takes it.
    :returns: `(i, n)`.
    :raises ValueError: When it is not two whole numbers with 1 <= i <= N.
    """
    first, sep, second = text.partition("/")
    try:
        i, n = int(first), int(second)
    except ValueError:
        i = n = 0
    if not sep or not 1 <= i <= n:
        raise ValueError(f"--shard {text!r}: write it as i/N with 1 <= i <= N, e.g. --shard 2/3.")
    return i, n


def file_sha256(path: Path) -> str:
    """:returns: The hex SHA-256 of the file's bytes."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def indexed_twin(store: Any, sha: str, name: str, leaving: Collection[str] = ()) -> str | None:
    """
    :param store: The document store.
    :param sha: A file's SHA-256 (`file_sha256`).
    :param name: The file's name.
    :param leaving: Names of indexed documents that are about to be removed (pruned): they do not count.
    :returns: The name of another indexed (live) document with the same content, the first by name; None if none.
    """
    flt = {
        "operator": "AND",
        "conditions": [
            {"field": "meta.file_sha256", "operator": "==", "value": sha},
            {"field": "meta.live", "operator": "==", "value": True},
            {"field": "meta.file_name", "operator": "!=", "value": name},
        ],
    }
    names = {d.meta.get("file_name") for d in store.filter_documents(flt)} - set(leaving) - {None}
    return min(names) if names else None


def _indexed_from(store: Any, path: Path, sha: str) -> str | None:
    """
    :returns: The path another version of the file was indexed from, where it is not the file's own: a file of the
        same name from another folder, which a later run indexes over it (within one run the second is refused,
        `Rulebook._one_file_per_name`). None when no other version is indexed, or it came from this path (an update).
    """
    other_version = {
        "operator": "AND",
        "conditions": [
            {"field": "meta.file_name", "operator": "==", "value": path.name},
            {"field": "meta.live", "operator": "==", "value": True},
            {"field": "meta.file_sha256", "operator": "!=", "value": sha},
        ],
    }
    if not store.count_documents_by_filter(other_version):
        return None
    paths = {str(d.meta.get("file_path") or "") for d in store.filter_documents(other_version)} - {""}
    own = str(path.resolve())
    return next((p for p in sorted(paths) if p != own), None)


def index_file(
    path: Path,
    pipeline: Callable[[], "Pipeline"],
    graph: dict[str, Any],
    store: Any,
    model: str,
    report: IndexReport,
    force: bool,
    leaving: Collection[str] = (),
) -> None:
    """
    Index one file through the indexing graph, so that its chunks become visible together and replace its older
    version: they are written with `live=false`, switched on once all are written, and then every other chunk of the
    file is deleted (of another version, or of the same bytes chunked by an earlier run). A file whose bytes are
    indexed already, by the same model, is skipped; so is a file whose bytes are indexed already under another name
    (reported in `report.duplicates`, naming that document), even with `force`, and an older version of it indexed
    under its own name is then removed.

    :param path: The file.
    :param pipeline: Returns the indexing pipeline, warmed up; called only when the file is to be indexed, so that a
        run over unchanged files loads no model.
    :param graph: Its graph dictionary: its `inputs` and `outputs` name the nodes to feed and read.
    :param store: The store the pipeline writes to.
    :param model: The embedding model's identity (`Settings.embedding_model_id`), recorded on every chunk.
    :param report: Counts, failures and damaged files that were repaired are added to it.
    :param force: Index the file even when it is indexed already under its name.
    :param leaving: Names of indexed documents about to be pruned: a file with the same content as one of them is
        indexed (a renamed file is indexed under its new name when the old one is pruned).
    """
    # Imported here, where a file is indexed, so that expand_paths works without loading Haystack (a script checks
    # its paths first and fails at once on a wrong one).
    from rulebook.pipelines import run_inputs

    sha = file_sha256(path)
    same_file = {"field": "meta.file_name", "operator": "==", "value": path.name}
    this_version = {"field": "meta.file_sha256", "operator": "==", "value": sha}
    live = {"field": "meta.live", "operator": "==", "value": True}
    # Unchanged means the same bytes embedded by the same model: after a model change every file is embedded
    # again (chunks indexed before the model was recorded count as changed once).
    same_model = {"field": "meta.embedding_model", "operator": "==", "value": model}
    if not force and store.count_documents_by_filter(
        {"operator": "AND", "conditions": [same_file, this_version, live, same_model]}
    ):
        report.skipped.append(path.name)
        return
    twin = indexed_twin(store, sha, path.name, leaving)
    if twin is not None:
        # A second copy would double every passage of that content in the search results.
        older = {
            "operator": "AND",
            "conditions": [same_file, {"field": "meta.file_sha256", "operator": "!=", "value": sha}],
        }
        removed = store.count_documents_by_filter(older)
        if removed:  # this name held other content, which no file has any more
            store.delete_by_filter(older)
        report.duplicates.append(
            {
                "file": path.name,
                "same_as": twin,
                "message": f"{path.name}: the same content as {twin}, which is indexed already; not indexed again"
                + (f" (its earlier version under {path.name} was removed)" if removed else "")
                + f". To index it under this name, delete {twin} first (scripts/index.py --delete {twin}, or in "
                "the service: the reading room's documents, or POST /documents/run).",
            }
        )
        return
    earlier = _indexed_from(store, path, sha)
    now = datetime.now(UTC).isoformat(timespec="seconds")
    # Chunks left invisible by an earlier crash of this file go first.
    store.delete_by_filter(
        {"operator": "AND", "conditions": [same_file, {"field": "meta.live", "operator": "!=", "value": True}]}
    )
    # The graph's declared inputs and outputs name its nodes: `sources` and `meta` go to the router and the
    # converters; `documents` (converted files), `failures` and `documents_written` come back.
    outputs = {key: target.split(".", 1) for key, target in graph["outputs"].items()}
    result = pipeline().run(
        run_inputs(
            graph["inputs"], {"sources": [path], "meta": {"live": False, "indexed_at": now, "embedding_model": model}}
        ),
        include_outputs_from={node for node, _socket in outputs.values()},
    )
    out = {key: result.get(node, {}).get(socket) for key, (node, socket) in outputs.items()}
    failures = out.get("failures") or []
    report.failures += failures
    converted = out.get("documents") or []
    if not converted:
        if not failures:  # a type the router does not route (only an explicitly named file gets here)
            report.failures.append({"file": path.name, "error": f"{path.name}: no converter for this file type."})
        return
    written = out.get("documents_written") or 0
    # Switch the new version on, then drop every other chunk of the file: those of its other versions, and those of
    # the same bytes chunked before (re-indexed with `force` after the chunking changed, the chunks that are not cut
    # the same way have other ids, and would stay beside the new ones). A chunk cut the same way was overwritten
    # under its id, with this run's `indexed_at`.
    this_run = {"field": "meta.indexed_at", "operator": "==", "value": now}
    store.update_by_filter({"operator": "AND", "conditions": [same_file, this_version, this_run]}, {"live": True})
    store.delete_by_filter(
        {
            "operator": "AND",
            "conditions": [
                same_file,
                {
                    "operator": "OR",
                    "conditions": [
                        {"field": "meta.file_sha256", "operator": "!=", "value": sha},
                        {"field": "meta.indexed_at", "operator": "!=", "value": now},
                    ],
                },
            ],
        }
    )
    report.documents += 1
    if earlier is not None:
        report.replaced.append(
            {
                "file": path.name,
                "was": earlier,
                "message": f"{path.name}: replaced the indexed {path.name} from {earlier} (a document is known by "
                "its file name; rename one of the two files to keep both)",
            }
        )
    if converted[0].meta.get("repaired"):
        report.repaired.append(path.name)
    report.pages += int(converted[0].meta.get("page_count", 0))
    report.chunks += written
