"""
`Rulebook`: index documents and answer questions, running the YAML graphs with the deployment's settings.

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
import logging
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from haystack import Pipeline

from rulebook.components.builders import CitedAnswerBuilder
from rulebook.engine.errors import EmbeddingModelMismatch, UnknownDocumentError
from rulebook.engine.filters import request_filters
from rulebook.engine.indexing import IndexReport, expand_paths, file_sha256, in_shard, index_file, unsupported_files
from rulebook.engine.questions import check_question
from rulebook.pipelines import configured_graph, load_pipeline, run_inputs
from rulebook.settings import Settings
from rulebook.store import document_store
from rulebook.timing import timed
from rulebook.versions import document_versions

logger = logging.getLogger(__name__)

#: Nodes of the query graph that count as retrieval besides the retrieval graph's own (the rest is generation).
RETRIEVAL_AFTER_SCORING = ("rewriter", "gate")
#: The retrieval graph's nodes whose candidates `retrieval_stages` reports, in the order they run.
CANDIDATE_STAGES = ("dense_retriever", "sparse_retriever", "joiner", "ranker", "evidence_scorer")


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
    def pipeline(self, kind: str) -> Pipeline:
        """
        :param kind: `indexing`, `query` or `retrieve` (`rulebook.pipelines.GRAPH_KINDS`).
        :returns: The warmed-up pipeline, loaded once per engine from the graph file the settings name.
        """
        if kind not in self._pipelines:
            pipeline = load_pipeline(kind, self.settings)
            pipeline.warm_up()
            self._pipelines[kind] = pipeline
        return self._pipelines[kind]

    def settle(self) -> None:
        """
        Take what is loaded so far (models, graphs, the store snapshot) out of Python's full garbage collections; for
        long-running processes (the service, benchmarks), once the engine has answered its first question.

        A full collection otherwise walks all those objects every so often: a pause landing in the middle of a
        question. Garbage is collected first. What is frozen is still
        freed by reference counting, but cycles among it never are, so call this once per process, not per request.
        See `gc.freeze` in the Python documentation.
        """
        gc.collect()
        gc.freeze()

    def graph(self, kind: str) -> dict[str, Any]:
        """
        :param kind: As for `pipeline`.
        :returns: The configured graph dictionary (its `inputs` and `outputs` name the nodes to feed and read),
            read once per engine rather than on every question.
        """
        if kind not in self._graphs:
            self._graphs[kind] = configured_graph(kind, self.settings)
        return self._graphs[kind]

    @property
    def store(self) -> Any:
        """The document store: the object the graphs read and write, opened without loading any model."""
        return document_store(self.settings)

    # -- indexing --------------------------------------------------------------------------------------------
    def index(
        self,
        paths: Iterable[str | Path],
        prune: bool = False,
        force: bool = False,
        on_file: Callable[[Path], None] | None = None,
        shard: tuple[int, int] | None = None,
    ) -> IndexReport:
        """
        Index files and folders: PDF, HTML, Markdown, plain text and JSON passage files (`SUPPORTED_SUFFIXES`).

        :param paths: Files or folders.
        :param prune: Also remove the chunks of indexed files that are no longer under the given folders.
        :param force: Re-index files whose content is already indexed under their name (a file whose content is
            indexed under another name is skipped all the same, see `IndexReport.duplicates`).
        :param on_file: Called after each file (for progress bars).
        :param shard: `(i, n)`: index only this indexer's share of the files (`rulebook.engine.indexing.in_shard`),
            so that n indexers fill one server collection in parallel.
        :returns: What was indexed, skipped (unchanged, or the same content as another indexed document), pruned
            and what failed. Failures never stop the other files.
        :raises ValueError: For `prune` with `shard`: an indexer sees only its share of the files, so what is gone
            cannot be told.
        """
        if prune and shard:
            raise ValueError(
                "--prune with --shard: one indexer sees only its share of the files; prune without --shard."
            )
        start = time.perf_counter()
        self._articles.clear()
        self._model_checked = False
        files, missing = expand_paths(paths)
        if shard:
            files = [f for f in files if in_shard(f, shard)]
        report = IndexReport(failures=list(missing))  # its own list: file failures must not read as missing paths
        report.unsupported = unsupported_files(paths)
        if not files and not prune:
            # Nothing to read or remove: a mistyped path is reported without loading the models first.
            report.seconds = time.perf_counter() - start
            return report
        store = self.store
        store.count_documents()  # a store held by another process fails here, once, not once per file
        # What --prune will remove does not count as indexed content: a renamed file is indexed under its new name.
        leaving = self._indexed_names() - {p.name for p in files} if prune and not missing else set()
        files = self._one_file_per_name(files, report)
        for path in files:
            try:
                index_file(
                    path,
                    lambda: self.pipeline("indexing"),
                    self.graph("indexing"),
                    store,
                    self.settings.embedding_model_id,
                    report,
                    force,
                    leaving,
                )
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
            report.failures.append(
                {
                    "file": "--prune",
                    "error": "nothing pruned: a path given does not exist, so what is gone cannot be told; "
                    "fix the path.",
                }
            )
        elif prune:
            present = {p.name for p in files}
            for name in sorted(self._indexed_names() - present):
                store.delete_by_filter({"field": "meta.file_name", "operator": "==", "value": name})
                report.pruned.append(name)
        report.seconds = time.perf_counter() - start
        return report

    @staticmethod
    def _one_file_per_name(files: list[Path], report: IndexReport) -> list[Path]:
        """
        :param files: The files to index, in order.
        :param report: A failure is added for each file left out.
        :returns: The files, without a later one of the same name as an earlier one but other bytes: a document is
            known by its file name, so "sub/permits.pdf" would silently replace "permits.pdf" (and the next run put
            it back). A byte-identical copy stays, to be skipped as unchanged.
        """
        first: dict[str, Path] = {}
        kept = []
        for path in files:
            earlier = first.setdefault(path.name, path)
            if earlier is not path and file_sha256(earlier) != file_sha256(path):
                report.failures.append(
                    {
                        "file": path.name,
                        "error": f"{path}: not indexed: {earlier} has the same file name and other content, and a "
                        "document is known by its file name; rename one of them.",
                    }
                )
                continue
            kept.append(path)
        return kept

    def _indexed_names(self) -> set[str]:
        return {d["file_name"] for d in self.list_documents()}

    def _has_chunks(self) -> bool:
        """:returns: Whether the store holds at least one live chunk (a count, no chunk is read)."""
        return self.store.count_documents_by_filter({"field": "meta.live", "operator": "==", "value": True}) > 0

    def _nothing_indexed(self, answer: dict[str, Any]) -> dict[str, Any]:
        """
        :param answer: A refusal to a question asked of a store that holds no chunk.
        :returns: It, saying so: `refusal` is `empty_store` and the `notice` says where the store is and how to fill
            it. Without this, a newcomer who skipped indexing reads "not found" as the documents' answer.
        """
        answer = dict(answer)
        answer["refusal"] = "empty_store"
        answer["notice"] = (
            f"Nothing is indexed in the store at {self.settings.store_location}: index documents first "
            "(scripts/index.py PATH, or POST /index/run to the service)."
        )
        answer.setdefault("timings_ms", {"retrieval": 0.0, "generation": 0.0})
        return answer

    def _never_made(self) -> bool:
        """
        Whether the store is embedded and its folder does not exist: nothing was ever indexed, and opening it would
        create the folder.
        """
        return not self.settings.qdrant_url and not self.settings.qdrant_path.exists()

    def list_documents(self) -> list[dict[str, Any]]:
        """
        :returns: One entry per indexed document: `file_name`, `title`, `pages`, `chunks`, `file_sha256`,
            `indexed_at` (ISO time), `version`, `date` (as its cover prints it; None when none was read),
            `embedding_model` (`Settings.embedding_model_id` of the model that
            embedded it; None for chunks indexed before it was recorded), sorted by name. Empty when no embedded
            store folder exists yet, which listing does not create.
        """
        if self._never_made():
            return []
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
                    "date": meta.get("date"),
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

    def document_file(self, file_name: str) -> Path:
        """
        The file an indexed document was read from, as its chunks record it (`meta.file_path`): only a name that is
        indexed leads to a file, so a name can never reach a path of its own choosing.

        :param file_name: An indexed document's file name.
        :returns: The file's path.
        :raises UnknownDocumentError: When no such document is indexed, or its file is no longer where it was read.
        """
        flt = {
            "operator": "AND",
            "conditions": [
                {"field": "meta.live", "operator": "==", "value": True},
                {"field": "meta.file_name", "operator": "==", "value": file_name},
            ],
        }
        chunks = self.store.filter_documents(flt)
        if not chunks:
            raise UnknownDocumentError(f"No indexed document named {file_name!r}.")
        recorded = chunks[0].meta.get("file_path")
        path = Path(recorded) if recorded else None
        if path is None or not path.is_file():
            raise UnknownDocumentError(
                f"The file of {file_name!r} is no longer at {recorded}: index it again (upload it, or "
                "scripts/index.py PATH)."
            )
        return path

    def chunk(self, chunk_id: str) -> Any:
        """
        :param chunk_id: A passage's id (a citation's `chunk_id`).
        :returns: The live chunk (a Haystack `Document`).
        :raises UnknownDocumentError: When no live chunk has that id (its document was deleted or re-indexed).
        """
        found = [d for d in self.store.get_documents_by_id([chunk_id]) if d.meta.get("live", True)]
        if not found:
            raise UnknownDocumentError(
                f"No indexed passage {chunk_id!r}: its document was deleted or indexed again; ask the question again."
            )
        return found[0]

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
        return check_question(question, self.settings.max_question_chars)

    def build_filters(
        self, documents: list[str] | None = None, articles: list[str] | None = None, versions: list[str] | None = None
    ) -> dict[str, Any] | None:
        """
        Turn the query API's filters into one Haystack filter (`rulebook.engine.filters.request_filters`).

        :param documents: File names to restrict the search to.
        :param articles: Article id prefixes (`B`, `§ 214`, `GV.`).
        :param versions: Document versions (`2025`, `issue 5`); a filter on documents or versions turns off the
            choice of versions by the question.
        :returns: A Haystack filter, or None for no restriction.
        :raises UnknownDocumentError: When a name is not indexed, no indexed document has the version
            (`UnknownVersionError`) or no indexed article starts with the prefix (`UnknownArticleError`).
        """
        if not (documents or articles or versions):
            return None
        return request_filters(self.list_documents(), self.article_ids, documents, articles, versions)

    def article_ids(self, documents: list[str] | None = None) -> list[str]:
        """
        :param documents: Only these file names (None: every indexed document).
        :returns: The distinct article ids of the live chunks (every article a chunk holds), sorted; cached until
            the next `index`/`delete`.
        """
        key = tuple(documents) if documents is not None else None
        if key not in self._articles:
            live: dict[str, Any] = {"field": "meta.live", "operator": "==", "value": True}
            flt = (
                live
                if documents is None
                else {
                    "operator": "AND",
                    "conditions": [live, {"field": "meta.file_name", "operator": "in", "value": list(documents)}],
                }
            )
            chunks = self.store.filter_documents(flt)
            self._articles[key] = sorted(
                {a for d in chunks for a in (d.meta.get("articles") or [d.meta.get("article")]) if a}
            )
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
                models = "; ".join(
                    f"{m} ({len(files)} documents, e.g. {sorted(files)[0]})" for m, files in found.items()
                )
                raise EmbeddingModelMismatch(
                    f"The index was embedded with another model than {want}: {models}. Index the documents again "
                    "with this RULEBOOK_EMBEDDING_MODEL (`scripts/index.py PATHS` embeds them again), or set "
                    "RULEBOOK_EMBEDDING_MODEL back to the model the index was built with."
                )
        self._model_checked = True

    def _retrieve(self, question: str, filters: dict[str, Any] | None, stages: tuple[str, ...] = ()) -> dict[str, Any]:
        self.check_embedding_model()
        pipeline = self.pipeline("retrieve")
        inputs = self.graph("retrieve")["inputs"]
        with timed() as ms:
            result = pipeline.run(
                run_inputs(inputs, {"query": question, "filters": filters}),
                include_outputs_from={"spelling", "version_resolver", "document_names", *stages},
            )
        versions = result.get("version_resolver", {}).get("versions") or {}
        extra = {"stages": {s: list(result.get(s, {}).get("documents") or []) for s in stages}} if stages else {}
        return {
            **extra,
            **result["evidence_scorer"],
            "versions": {k: v for k, v in versions.items() if k != "documents"},
            "named": result.get("document_names", {}).get("named") or {},
            "set_aside": result.get("document_names", {}).get("set_aside") or {},
            "corrections": result.get("spelling", {}).get("corrections") or [],
            "searched": result.get("spelling", {}).get("query") or question,
            "timings_ms": dict(ms),
        }

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
            versions searched, see `rulebook.components.query.version_resolver`: `mode`, `asked`, `unmatched`), `named`
            (the documents the question names by acronym, searched alone: acronym -> file names, see
            `rulebook.components.query.document_name_resolver`), `set_aside` (those it names outside the documents
            chosen, not searched), `corrections` (the misspelled words searched as the documents write them,
            `{"from", "to"}`, see `rulebook.components.query.spelling_corrector`), `searched` (the question with
            those corrections, as the answerability router reads it), `timings_ms` per node.
        :raises QuestionError: For an empty or too long question.
        :raises UnknownDocumentError: For a filter that matches nothing indexed.
        """
        question = self.check_question(question)
        return self._retrieve(question, self.build_filters(documents, articles, versions))

    def retrieval_stages(
        self,
        question: str,
        documents: list[str] | None = None,
        articles: list[str] | None = None,
        versions: list[str] | None = None,
    ) -> dict[str, Any]:
        """
        Run the retrieval graph as `retrieve` does, keeping the candidates of each stage (for the reading room's
        inspector): what each retriever found, the fusion, the ranker and the evidence scorer's final passages.

        :param question: The question.
        :param documents: Restrict to these file names.
        :param articles: Restrict to articles under these prefixes.
        :param versions: Restrict to documents of these versions.
        :returns: What `retrieve` returns, and `stages`: node name (`CANDIDATE_STAGES`) -> its documents, in its
            order, with its scores.
        :raises QuestionError: For an empty or too long question.
        :raises UnknownDocumentError: For a filter that matches nothing indexed.
        """
        question = self.check_question(question)
        return self._retrieve(question, self.build_filters(documents, articles, versions), stages=CANDIDATE_STAGES)

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
        :returns: `question`, `answer`, `mode` ("generative", "extractive", "refused"), `refusal` (a refused answer's
            reason, as `CitedAnswerBuilder` gives it, or `empty_store` when the store holds no chunk), `citations`
            (`n`, `doc`, `page`, `article`, `score`, `text`, ...), `notice`, `warnings`, `checks`, `confidence`,
            `rewrites`, `versions_used` (`doc`, `version`, `date`, `family`, `versions`: the issue of each cited
            document) and `timings_ms` (`retrieval`, `generation`). A question that names a year or issue of a
            rulebook indexed in several versions searches that version; one that names none searches the newest,
            and the `notice` says which issue was used (see `rulebook.components.query.version_resolver`).
        :raises QuestionError: For an empty or too long question.
        :raises UnknownDocumentError: For a filter that matches nothing indexed.
        """
        question = self.check_question(question)
        if self._never_made():
            # No store folder: nothing was ever indexed here. Answer so without loading a model, and without
            # opening the store, which would create the folder.
            return self._nothing_indexed(CitedAnswerBuilder().run(query=question, weak_documents=[])["answer"])
        filters = self.build_filters(documents, articles, versions)
        self.check_embedding_model()
        pipeline = self.pipeline("query")
        inputs = self.graph("query")["inputs"]
        values: dict[str, Any] = {"query": question, "filters": filters, "min_confidence": self.settings.min_confidence}
        if self.settings.rewrite:
            # `_retrieve` times its own run, so a rewrite's retrieval counts once, inside the rewriter's time.
            values["search"] = self._retrieve
        data = run_inputs(inputs, values)
        if streaming_callback is not None:
            data.setdefault("llm", {})["streaming_callback"] = streaming_callback
        with timed() as ms:
            result = pipeline.run(data)
        answer = dict(result["answer_builder"]["answer"])
        if answer["mode"] == "refused" and not answer.get("closest") and not self._has_chunks():
            answer = self._nothing_indexed(answer)
        retrieval_nodes = set(self.graph("retrieve")["components"]) | set(RETRIEVAL_AFTER_SCORING)
        retrieval = sum(v for k, v in ms.items() if k in retrieval_nodes)
        generation = sum(v for k, v in ms.items() if k not in retrieval_nodes)
        answer["timings_ms"] = {"retrieval": round(retrieval, 1), "generation": round(generation, 1)}
        return answer
