"""
`Rulebook`: index documents and answer questions, running the YAML pipelines with the deployment's settings.

Usage example:
```python
from rulebook.engine import Rulebook

book = Rulebook()
report = book.index(["samples/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"])
answer = book.ask("Who may inspect hazardous materials records?")
print(answer["answer"], answer["citations"][0]["page"])
```
"""

import gc
import hashlib
import logging
import re
import time
from datetime import datetime, timezone
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from haystack import Pipeline

from rulebook.text.lexical import STOP_WORDS
from rulebook.components.query.version_resolver import document_versions, version_mentions
from rulebook.pipelines import configure_graph, load_pipeline, read_graph, run_inputs
from rulebook.settings import Settings
from rulebook.timing import timed

logger = logging.getLogger(__name__)

#: File types the indexing graph converts (its `router` sends each type to its converter; see `pipelines/indexing.yml`).
SUPPORTED_SUFFIXES = (".pdf", ".html", ".htm", ".md", ".markdown", ".txt", ".json")
#: Nodes whose time counts as retrieval (the rest of the query graph is generation).
RETRIEVAL_NODES = (
    "spelling",
    "version_resolver",
    "document_names",
    "abbreviations",
    "text_embedder",
    "sparse_text_embedder",
    "dense_retriever",
    "sparse_retriever",
    "joiner",
    "ranker",
    "evidence_scorer",
    "rewriter",
    "gate",
)


class QuestionError(ValueError):
    """A question that cannot be asked (empty or too long); the message says what to do."""


class UnknownDocumentError(ValueError):
    """A document filter names a document that is not indexed."""


class UnknownArticleError(UnknownDocumentError):
    """An article filter matches no indexed article."""


class UnknownVersionError(UnknownDocumentError):
    """A version filter matches no indexed document."""


class EmbeddingModelMismatch(RuntimeError):
    """The index holds vectors of another embedding model than the one questions would be embedded with."""


def _normalise_id(text: str) -> str:
    return " ".join(text.replace("§", "§ ").split()).casefold()


def article_matches(article: str | None, prefix: str) -> bool:
    """
    Whether an article id starts with a prefix at an id boundary: `B` matches `B7.2.1`, `§ 214` matches `§ 214.7`
    but not `§ 2140`, `GV.` matches `GV.1`. Case and spaces after `§` do not matter.

    :param article: An article id from a chunk's meta.
    :param prefix: What the user typed.
    :returns: True when the article falls under the prefix.
    """
    if not article:
        return False
    a, p = _normalise_id(article), _normalise_id(prefix)
    if not p or not a.startswith(p):
        return False
    if len(a) == len(p):
        return True
    last, following = p[-1], a[len(p)]
    return not ((last.isdigit() and following.isdigit()) or (last.isalpha() and following.isalpha()))


def version_matches(entry: dict[str, Any], version: str) -> bool:
    """
    :param entry: A `Rulebook.list_documents()` entry.
    :param version: A version as the user writes it: `2025`, `issue 5`, `Issue_6`.
    :returns: True when the document's version, file name or title holds it as whole words.
    """
    def words(text: Any) -> str:
        return " ".join(re.split(r"[\s_\-.,()]+", str(text or "").casefold())).strip()

    wanted = words(version)
    if not wanted:
        return False
    haystack = " | ".join(words(entry.get(k)) for k in ("version", "file_name", "title"))
    return re.search(rf"(?<![a-z0-9]){re.escape(wanted)}(?![a-z0-9])", haystack) is not None


def version_identifies(entry: dict[str, Any], version: str) -> bool:
    """
    :param entry: A `rulebook.components.query.version_resolver.document_versions` entry.
    :param version: A version as the user writes it: `2025`, `issue 5`, `Issue 05`, `2025 issue 5`.
    :returns: True when every year and issue number the version names is the document's (`issue 5` is `Issue 05`).
    """
    named = version_mentions(version)
    if not named["years"] and not named["issues"]:
        return False
    return all(entry.get("year") == y for y in named["years"]) and all(entry.get("issue") == n for n in named["issues"])


#: Share of a question's terms found in no candidate passage above which a refusal may point at the language.
#: Questions in another language than the documents' score 0.75-1.0 on the rail manuals.
UNKNOWN_TERMS_HINT = 0.6


def vocabulary_hint(question: str, signals: dict[str, Any]) -> str | None:
    """
    :param question: The question.
    :param signals: The evidence scorer's signals (`unknown_terms`: share of the question's terms in no candidate).
    :returns: A sentence for a refusal's notice when the question looks written in another language than the
        documents: most of its words are in none of the passages found, and it has at least 3 words of which none
        (longer than one letter) is an English function word. None otherwise: an English question about something
        the documents do not cover ("What is the capital of France?") is simply not found.
    """
    unknown = float(signals.get("unknown_terms") or 0.0)
    words = [w for w in re.findall(r"[^\W\d_]+", question.casefold()) if len(w) > 1]
    if unknown <= UNKNOWN_TERMS_HINT or len(words) < 3 or any(w in STOP_WORDS for w in words):
        return None
    return (
        f"The question seems to be in another language than the documents: {unknown:.0%} of its words occur in "
        "none of the passages found. Ask in the documents' language, with their terms."
    )


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
            failures.append({
                "file": path.name,
                "error": f"{path.name}: unsupported file type {path.suffix or '(no suffix)'}; "
                f"convert it to one of {', '.join(SUPPORTED_SUFFIXES)}.",
            })
        else:
            failures.append({"file": str(path), "error": f"{path}: no such file or folder."})
    return sorted(dict.fromkeys(files)), failures


def file_sha256(path: Path) -> str:
    """:returns: The hex SHA-256 of the file's bytes."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class Rulebook:
    """
    The engine behind the scripts, the evaluation harness and the Hayhooks endpoints.

    Pipelines are loaded from `pipelines/*.yml` on first use and share one document store (one Qdrant client
    per process). Indexing is incremental: a file whose content hash is already indexed is skipped, a changed
    file's chunks are replaced, and a file's new chunks become visible together (they are written with
    `live=false` and switched on once all are written), so a crash never leaves a partial document visible.
    """

    def __init__(self, settings: Settings | None = None) -> None:
        """:param settings: Defaults to `Settings.from_env()`."""
        self.settings = settings or Settings.from_env()
        self._pipelines: dict[str, Pipeline] = {}
        self._graphs: dict[str, dict[str, Any]] = {}
        self._articles: dict[tuple[str, ...] | None, list[str]] = {}
        self._model_checked = False  # whether the index's embedding model was checked since the last write

    # -- pipelines -------------------------------------------------------------------------------------------
    def pipeline(self, name: str, until: str | None = None) -> Pipeline:
        """
        :param name: `indexing` or `query`.
        :param until: Load only the part of the graph up to this node.
        :returns: The warmed-up pipeline, loaded once per engine.
        """
        key = f"{name}:{until or ''}"
        if key not in self._pipelines:
            pipeline = load_pipeline(name, self.settings, until=until)
            pipeline.warm_up()
            self._pipelines[key] = pipeline
        return self._pipelines[key]

    def settle(self) -> None:
        """
        Take what is loaded so far (models, graphs, the store snapshot) out of Python's full garbage collections; for
        long-running processes (the service, benchmarks), once the engine has answered its first question.

        A full collection otherwise walks those ~650k objects: 0.7 s once every couple of hundred questions, landing
        in the middle of one (whole shared corpus, 2 cores). Garbage is collected first. What is frozen is still
        freed by reference counting, but cycles among it never are, so call this once per process, not per request.
        See `gc.freeze` in the Python documentation.
        """
        gc.collect()
        gc.freeze()

    def graph(self, name: str, until: str | None = None) -> dict[str, Any]:
        """
        :param name: `indexing` or `query`.
        :param until: As for `pipeline`.
        :returns: The configured graph dictionary (its `inputs` and `outputs` name the nodes to feed and read),
            read once per engine: reading and configuring the YAML costs about 1 ms, on every question otherwise.
        """
        key = f"{name}:{until or ''}"
        if key not in self._graphs:
            self._graphs[key] = configure_graph(read_graph(name), self.settings, until=until)
        return self._graphs[key]

    @property
    def store(self) -> Any:
        """The document store (the indexing writer's)."""
        return self.pipeline("indexing").get_component("writer").document_store

    # -- indexing --------------------------------------------------------------------------------------------
    def index(
        self,
        paths: Iterable[str | Path],
        prune: bool = False,
        force: bool = False,
        on_file: Callable[[Path], None] | None = None,
    ) -> IndexReport:
        """
        Index files and folders: PDF, HTML, Markdown, plain text and JSON passage files (`SUPPORTED_SUFFIXES`).

        :param paths: Files or folders.
        :param prune: Also remove the chunks of indexed files that are no longer under the given folders.
        :param force: Re-index files whose content is already indexed.
        :param on_file: Called after each file (for progress bars).
        :returns: What was indexed, skipped, pruned and what failed. Failures never stop the other files.
        """
        start = time.perf_counter()
        self._articles.clear()
        self._model_checked = False
        files, missing = expand_paths(paths)
        report = IndexReport(failures=list(missing))  # its own list: file failures must not read as missing paths
        pipeline = self.pipeline("indexing")
        store = self.store
        store.count_documents()  # a store held by another process fails here, once, not once per file
        for path in files:
            try:
                self._index_file(path, pipeline, store, report, force)
            except Exception as exc:  # one bad file never stops the folder
                logger.exception("Indexing %s failed", path)
                # One line: the failing node and the original error, not Haystack's multi-line wrapper message.
                cause = exc.__cause__ or exc
                node = getattr(exc, "component_name", None)
                where = f" in {node}" if node else ""
                reason = " ".join(f"{type(cause).__name__}: {cause}".split())
                report.failures.append({"file": path.name, "error": f"{path.name}: indexing failed{where} ({reason})."})
            if on_file:
                on_file(path)
        if prune and missing:
            # A mistyped or unmounted folder must never read as "every document is gone".
            report.failures.append({
                "file": "--prune",
                "error": "nothing pruned: a path given does not exist, so what is gone cannot be told; fix the path.",
            })
        elif prune:
            present = {p.name for p in files}
            for name in sorted(self._indexed_names(store) - present):
                store.delete_by_filter({"field": "meta.file_name", "operator": "==", "value": name})
                report.pruned.append(name)
        report.seconds = time.perf_counter() - start
        return report

    def _index_file(self, path: Path, pipeline: Pipeline, store: Any, report: IndexReport, force: bool) -> None:
        sha = file_sha256(path)
        same_file = {"field": "meta.file_name", "operator": "==", "value": path.name}
        this_version = {"field": "meta.file_sha256", "operator": "==", "value": sha}
        live = {"field": "meta.live", "operator": "==", "value": True}
        # Unchanged means the same bytes embedded by the same model: after a model change every file is embedded
        # again (chunks indexed before the model was recorded count as changed once).
        model = self.settings.embedding_model_id
        same_model = {"field": "meta.embedding_model", "operator": "==", "value": model}
        if not force and store.count_documents_by_filter(
            {"operator": "AND", "conditions": [same_file, this_version, live, same_model]}
        ):
            report.skipped.append(path.name)
            return
        now = datetime.now(timezone.utc).isoformat(timespec="seconds")
        # Chunks left invisible by an earlier crash of this file go first.
        store.delete_by_filter({"operator": "AND", "conditions": [same_file, {"field": "meta.live", "operator": "!=", "value": True}]})
        # The graph's declared inputs and outputs name its nodes: `sources` and `meta` go to the router and the
        # converters; `documents` (converted files), `failures` and `documents_written` come back.
        graph = self.graph("indexing")
        outputs = {key: target.split(".", 1) for key, target in graph["outputs"].items()}
        result = pipeline.run(
            run_inputs(
                graph["inputs"],
                {"sources": [path], "meta": {"live": False, "indexed_at": now, "embedding_model": model}},
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
        # Switch the new version on, then drop every other version of the file.
        store.update_by_filter({"operator": "AND", "conditions": [same_file, this_version]}, {"live": True})
        store.delete_by_filter(
            {"operator": "AND", "conditions": [same_file, {"field": "meta.file_sha256", "operator": "!=", "value": sha}]}
        )
        report.documents += 1
        report.pages += int(converted[0].meta.get("page_count", 0))
        report.chunks += written

    def _indexed_names(self, store: Any) -> set[str]:
        return {d["file_name"] for d in self.list_documents()}

    def list_documents(self) -> list[dict[str, Any]]:
        """
        :returns: One entry per indexed document: `file_name`, `title`, `pages`, `chunks`, `file_sha256`,
            `indexed_at` (ISO time), `version`, `embedding_model` (`Settings.embedding_model_id` of the model that
            embedded it; None for chunks indexed before it was recorded), sorted by name.
        """
        docs: dict[str, dict[str, Any]] = {}
        for doc in self.store.filter_documents({"field": "meta.live", "operator": "==", "value": True}):
            meta = doc.meta
            entry = docs.setdefault(
                meta.get("file_name"),
                {
                    "file_name": meta.get("file_name"),
                    "title": meta.get("title"),
                    "pages": meta.get("page_count"),
                    "chunks": 0,
                    "file_sha256": meta.get("file_sha256"),
                    "indexed_at": meta.get("indexed_at"),
                    "version": meta.get("issue") or meta.get("version"),
                    "embedding_model": meta.get("embedding_model"),
                },
            )
            entry["chunks"] += 1
        return [docs[k] for k in sorted(docs)]

    def version_families(self) -> list[dict[str, Any]]:
        """
        :returns: One entry per indexed document with its rulebook family and version (`family`, `family_name`,
            `kind`, `version`, `year`, `issue`, `versions`, `rank`, `newest`; see
            `rulebook.components.query.version_resolver.document_versions`), from `list_documents()`.
        """
        return document_versions(self.list_documents())

    def delete_document(self, file_name: str) -> int:
        """
        :param file_name: An indexed document's file name.
        :returns: The number of chunks deleted.
        :raises UnknownDocumentError: When no such document is indexed.
        """
        flt = {"field": "meta.file_name", "operator": "==", "value": file_name}
        count = self.store.count_documents_by_filter(flt)
        if not count:
            raise UnknownDocumentError(f"No indexed document named {file_name!r}.")
        self.store.delete_by_filter(flt)
        self._articles.clear()
        self._model_checked = False
        return count

    # -- questions -------------------------------------------------------------------------------------------
    def check_question(self, question: str | None) -> str:
        """
        :param question: The user's question.
        :returns: The question, stripped.
        :raises QuestionError: When it is empty or longer than `max_question_chars`.
        """
        text = (question or "").strip()
        if not text:
            raise QuestionError("The question is empty: ask something, e.g. 'Who may inspect hazmat records?'.")
        if len(text) > self.settings.max_question_chars:
            raise QuestionError(
                f"The question is {len(text)} characters long; the limit is {self.settings.max_question_chars}. "
                "Ask about one requirement at a time."
            )
        return text

    def build_filters(
        self,
        documents: list[str] | None = None,
        articles: list[str] | None = None,
        versions: list[str] | None = None,
    ) -> dict[str, Any] | None:
        """
        Turn the query API's filters into one Haystack filter, applied inside the Qdrant search (so a filtered
        query still gets top_k passages when that many match).

        :param documents: File names to restrict the search to.
        :param articles: Article id prefixes (`B`, `§ 214`, `GV.`); a chunk matches when its article falls under
            one of them (see `article_matches`).
        :param versions: Document versions (`2025`, `issue 5`); a document matches when its version, file name or
            title holds one of them (see `version_matches`), or when its year and issue number are the ones named
            (`issue 5` matches `Issue 05`, see `version_identifies`). A filter on documents or versions turns off
            the choice of versions by the question (`rulebook.components.query.version_resolver`).
        :returns: A Haystack filter, or None for no restriction.
        :raises UnknownDocumentError: When a name is not indexed.
        :raises UnknownVersionError: When no indexed document has the version.
        :raises UnknownArticleError: When no indexed article starts with the prefix.
        """
        conditions: list[dict[str, Any]] = []
        names: set[str] | None = None
        if documents:
            known = self._indexed_names(self.store)
            unknown = [d for d in documents if d not in known]
            if unknown:
                raise UnknownDocumentError(
                    f"Not indexed: {', '.join(unknown)}. Indexed documents: {', '.join(sorted(known)) or 'none'}."
                )
            names = set(documents)
        if versions:
            entries = self.list_documents()
            parsed = {e["file_name"]: e for e in document_versions(entries)}
            matched = {
                e["file_name"] for e in entries
                if any(version_matches(e, v) or version_identifies(parsed[e["file_name"]], v) for v in versions)
            }
            if names is not None:
                matched &= names
            if not matched:
                have = sorted({str(e.get("version")) for e in entries if e.get("version")})
                raise UnknownVersionError(
                    f"No indexed document{' among those named' if names is not None else ''} has version "
                    f"{' or '.join(map(repr, versions))}. Versions indexed: {', '.join(have) or 'none recorded'}; "
                    "a year or issue in the file name also counts."
                )
            names = matched
        if names is not None:
            conditions.append({"field": "meta.file_name", "operator": "in", "value": sorted(names)})
        if articles:
            ids = [a for a in self.article_ids(sorted(names) if names is not None else None) if any(article_matches(a, p) for p in articles)]
            if not ids:
                raise UnknownArticleError(
                    f"No indexed article starts with {' or '.join(map(repr, articles))}"
                    + (" in the documents named" if names is not None else "")
                    + ". Give an article prefix such as 'B', '§ 214' or 'GV.'."
                )
            # A chunk can hold several short articles (`meta.articles`; `meta.article` is its first): any of them counts.
            # Chunks indexed before `articles` was recorded have only `article`.
            conditions.append({
                "operator": "OR",
                "conditions": [
                    {"field": "meta.articles", "operator": "in", "value": ids},
                    {"field": "meta.article", "operator": "in", "value": ids},
                ],
            })
        if not conditions:
            return None
        if len(conditions) == 1 and "field" in conditions[0]:
            return conditions[0]
        # A logical filter goes inside an AND: Haystack's merge policy adds the retrievers' own filter (live chunks
        # only) to a top-level AND, but drops it, with a warning, beside a top-level OR.
        return {"operator": "AND", "conditions": conditions}

    def article_ids(self, documents: list[str] | None = None) -> list[str]:
        """
        :param documents: Only these file names (None: every indexed document).
        :returns: The distinct article ids of the live chunks (every article a chunk holds), sorted; cached until
            the next `index`/`delete`.
        """
        key = tuple(documents) if documents is not None else None
        if key not in self._articles:
            live: dict[str, Any] = {"field": "meta.live", "operator": "==", "value": True}
            flt = live if documents is None else {
                "operator": "AND",
                "conditions": [live, {"field": "meta.file_name", "operator": "in", "value": list(documents)}],
            }
            chunks = self.store.filter_documents(flt)
            self._articles[key] = sorted({a for d in chunks for a in (d.meta.get("articles") or [d.meta.get("article")]) if a})
        return self._articles[key]

    def check_embedding_model(self) -> None:
        """
        Check, once after each write, that the live chunks were embedded by the model questions are embedded with:
        vectors of two models share no space, so every search would return noise.

        Chunks indexed before the model was recorded (`meta.embedding_model` absent) are taken as they are.

        :raises EmbeddingModelMismatch: When some live chunk records another model; the message says how to fix it.
        """
        if self._model_checked:
            return
        store = self.store
        live = {"field": "meta.live", "operator": "==", "value": True}
        want = self.settings.embedding_model_id
        same = {"field": "meta.embedding_model", "operator": "==", "value": want}
        total = store.count_documents_by_filter(live)
        if store.count_documents_by_filter({"operator": "AND", "conditions": [live, same]}) < total:
            other = {"field": "meta.embedding_model", "operator": "!=", "value": want}
            found: dict[str, set[str]] = {}
            for doc in store.filter_documents({"operator": "AND", "conditions": [live, other]}):
                if doc.meta.get("embedding_model"):
                    found.setdefault(doc.meta["embedding_model"], set()).add(doc.meta.get("file_name") or "?")
            if found:
                models = "; ".join(f"{m} ({len(files)} documents, e.g. {sorted(files)[0]})" for m, files in found.items())
                raise EmbeddingModelMismatch(
                    f"The index was embedded with another model than {want}: {models}. Index the documents again "
                    "with this RULEBOOK_EMBEDDING_MODEL (`scripts/index.py PATHS` embeds them again), or set "
                    "RULEBOOK_EMBEDDING_MODEL back to the model the index was built with."
                )
        self._model_checked = True

    def _retrieve(self, question: str, filters: dict[str, Any] | None) -> dict[str, Any]:
        self.check_embedding_model()
        pipeline = self.pipeline("query", until="evidence_scorer")
        inputs = self.graph("query", until="evidence_scorer")["inputs"]
        with timed() as ms:
            result = pipeline.run(
                run_inputs(inputs, {"query": question, "filters": filters}),
                include_outputs_from={"spelling", "version_resolver", "document_names"},
            )
        versions = result.get("version_resolver", {}).get("versions") or {}
        return {
            **result["evidence_scorer"],
            "versions": {k: v for k, v in versions.items() if k != "documents"},
            "named": result.get("document_names", {}).get("named") or {},
            "set_aside": result.get("document_names", {}).get("set_aside") or {},
            "corrections": result.get("spelling", {}).get("corrections") or [],
            "timings_ms": dict(ms),
        }

    def resolved_filters(self, question: str, filters: dict[str, Any] | None) -> dict[str, Any] | None:
        """
        :param question: The question.
        :param filters: The request's filters (`build_filters`).
        :returns: The filters the query graph gives the retrievers for this question: the request's, restricted to
            the rulebook versions the question names, else to the newest ones (`version_resolver`), and to the
            documents it names by acronym (`document_names`).
        """
        pipeline = self.pipeline("query", until="evidence_scorer")
        for node in ("version_resolver", "document_names"):
            try:
                resolver = pipeline.get_component(node)
            except ValueError:
                continue
            filters = resolver.run(query=question, filters=filters)["filters"]
        return filters

    def retrieve(
        self,
        question: str,
        documents: list[str] | None = None,
        articles: list[str] | None = None,
        versions: list[str] | None = None,
    ) -> dict[str, Any]:
        """
        Run the retrieval part of the query graph (no LLM).

        :param question: The question.
        :param documents: Restrict to these file names.
        :param articles: Restrict to articles under these prefixes.
        :param versions: Restrict to documents of these versions.
        :returns: `documents` (top_k passages, best first), `confidence`, `signals`, `versions` (the rulebook
            versions searched, see `rulebook.components.query.version_resolver`: `mode`, `asked`, `unmatched`), `named` (the
            documents the question names by acronym, searched alone: acronym -> file names, see
            `rulebook.components.query.document_name_resolver`), `set_aside` (those it names outside the documents chosen, not
            searched), `corrections` (the misspelled words searched as the documents write them, `{"from", "to"}`,
            see `rulebook.components.query.spelling_corrector`), `timings_ms` per node.
        :raises QuestionError: For an empty or too long question.
        :raises UnknownDocumentError: For a filter that matches nothing indexed.
        """
        question = self.check_question(question)
        return self._retrieve(question, self.build_filters(documents, articles, versions))

    def ask(
        self,
        question: str,
        documents: list[str] | None = None,
        streaming_callback: Callable[[Any], None] | None = None,
        articles: list[str] | None = None,
        versions: list[str] | None = None,
    ) -> dict[str, Any]:
        """
        Answer a question with citations.

        :param question: The question.
        :param documents: Restrict to these file names.
        :param streaming_callback: Receives the LLM's streamed chunks (Haystack `StreamingChunk`).
        :param articles: Restrict to articles under these prefixes (`B`, `§ 214`, `GV.`).
        :param versions: Restrict to documents of these versions (`2025`, `issue 5`).
        :returns: `question`, `answer`, `mode` ("generative", "extractive", "refused"), `citations`
            (`n`, `doc`, `page`, `article`, `score`, `text`, ...), `notice`, `warnings`, `checks`, `confidence`,
            `rewrites`, `versions_used` (`doc`, `version`, `date`, `family`, `versions`: the issue of each cited
            document) and `timings_ms` (`retrieval`, `generation`). A question that names a year or issue of a
            rulebook indexed in several versions searches that version; one that names none searches the newest,
            and the `notice` says which issue was used (see `rulebook.components.query.version_resolver`).
        :raises QuestionError: For an empty or too long question.
        :raises UnknownDocumentError: For a filter that matches nothing indexed.
        """
        question = self.check_question(question)
        filters = self.build_filters(documents, articles, versions)
        self.check_embedding_model()
        pipeline = self.pipeline("query")
        inputs = self.graph("query")["inputs"]
        values: dict[str, Any] = {"query": question, "filters": filters, "min_confidence": self.settings.min_confidence}
        if self.settings.rewrite:
            resolved: list[dict[str, Any] | None] = []

            def search(text: str) -> dict[str, Any]:
                # `_retrieve` times its own run, so a rewrite's retrieval counts once, inside the rewriter's time.
                # A rewrite searches the versions the question chose (a rewrite may drop the year it named).
                if not resolved:
                    resolved.append(self.resolved_filters(question, filters))
                return self._retrieve(text, resolved[0])

            values["search"] = search
        data = run_inputs(inputs, values)
        if streaming_callback is not None:
            data.setdefault("llm", {})["streaming_callback"] = streaming_callback
        with timed() as ms:
            result = pipeline.run(data, include_outputs_from={"evidence_scorer"})
        answer = dict(result["answer_builder"]["answer"])
        hint = vocabulary_hint(question, result.get("evidence_scorer", {}).get("signals") or {})
        if answer.get("mode") == "refused" and hint:
            answer["notice"] = " ".join(x for x in (answer.get("notice"), hint) if x)
        retrieval = sum(v for k, v in ms.items() if k in RETRIEVAL_NODES)
        generation = sum(v for k, v in ms.items() if k not in RETRIEVAL_NODES)
        answer["timings_ms"] = {"retrieval": round(retrieval, 1), "generation": round(generation, 1)}
        return answer
