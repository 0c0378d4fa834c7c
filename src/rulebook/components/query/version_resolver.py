"""Which issue of a rulebook a question is about: a year or issue it names becomes a search filter, else the newest."""

from typing import Any

from haystack import component

from rulebook.store.snapshot import StoreBacked
from rulebook.versions import and_filters, document_versions, entries_from_chunks, names_documents, resolve_versions


@component
class VersionResolver(StoreBacked):
    """
    Points the search at the right issue of a rulebook indexed in several versions (the FIA sporting regulations
    of 2024, 2025 and 2026): the one the question names, else the newest.

    Usage example:
    ```python
    from rulebook.components.query.version_resolver import VersionResolver

    catalog = [
        {"file_name": "2024_sporting_regulations_final.pdf", "title": "2024 FORMULA ONE SPORTING REGULATIONS",
         "issue": "Issue 6", "date": "30 April 2024"},
        {"file_name": "section_b_sporting.pdf", "title": "FIA 2026 F1 Regulations - Section B [Sporting]",
         "issue": "Issue 05", "date": "27 February 2026"},
    ]
    question = "Under the 2024 sporting regulations, who appoints the stewards?"
    out = VersionResolver().run(query=question, catalog=catalog)
    print(out["filters"])  # meta.file_name in ["2024_sporting_regulations_final.pdf"]
    ```

    It sits before the retrievers, so its choice is a search filter and the top_k passages all come from the
    chosen versions. The documents are grouped into families by `document_versions` (title and file name
    without year, issue and date; sporting, technical and financial rules never merge), from the live chunks of
    `document_store` (or a `catalog` given to `run`). `resolve_versions` decides:
    - a year or issue the question names that identifies a version of a family with several versions: only the
      documents of that version (and the documents that carry no year/issue) are searched;
    - otherwise, each family with several versions is searched in its newest version only. Superseded issues
      are removed from the search rather than demoted after it: an answer mixing the 2024 and 2026 rules would
      be wrong where they differ, and the top_k stay filled with passages of the current issue. The answer's
      notice says the older issues are indexed and how to ask for one;
    - a filter that already restricts `meta.file_name` (documents or versions chosen by the user) is kept as
      it is: the user's choice wins.

    The catalogue is rebuilt when the store changes (every write through the store object bumps its
    generation); with a Qdrant server, where other processes write, it is also rebuilt after `max_age_s`.

    In: `query`, `filters` (the request's filters, or None), optional `catalog` (dicts with `file_name`, `title`,
    `issue` or `version`, `date`, as `Rulebook.list_documents()` gives them).
    Out: `filters` (for the retrievers) and `versions` (for `CitedAnswerBuilder`: `mode`
    `asked`/`newest`/`explicit`/`none`, `asked`, `unmatched`, and `documents`: `document_versions` entries by
    file name).
    """

    def __init__(
        self, document_store: Any = None, filters: dict[str, Any] | None = None, max_age_s: float = 300.0
    ) -> None:
        """
        :param document_store: The store whose live chunks are catalogued (a `QdrantDocumentStore`); None when a
            `catalog` is given to each run.
        :param filters: The chunks to catalogue (the retrievers' fixed filters: the live ones).
        :param max_age_s: Seconds after which a catalogue read from a Qdrant server is read again, > 0.
        :raises ValueError: When max_age_s is not positive.
        """
        self._reads(document_store, filters, max_age_s)

    def catalog(self) -> list[dict[str, Any]]:
        """:returns: `document_versions` of the store's documents (cached until the store changes)."""
        if self._document_store is None:
            return []
        return self.store_derived(
            "versions", lambda chunks: document_versions(entries_from_chunks(chunks)), self.max_age_s
        )

    # Declared `dict`, though None (no restriction) also comes out: Haystack 3.4 does not connect an optional
    # output to Qdrant's retrievers, whose input is `dict | Filter | None`; every retriever takes None.
    @component.output_types(filters=dict[str, Any], versions=dict)
    def run(
        self, query: str, filters: dict[str, Any] | None = None, catalog: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param filters: The request's Haystack filters (documents, articles, versions chosen by the user).
        :param catalog: The indexed documents (`file_name`, `title`, `issue`/`version`, `date`); default: read
            from `document_store`.
        :returns: `filters`: the request's filters, restricted to the versions chosen (None: no restriction);
            `versions`: what was chosen and the catalogue, see the class docstring.
        """
        entries = document_versions(catalog) if catalog is not None else self.catalog()
        by_name = {e["file_name"]: e for e in entries}
        if names_documents(filters):
            versions = {"mode": "explicit", "asked": [], "unmatched": [], "documents": by_name}
            return {"filters": filters, "versions": versions}
        decision = resolve_versions(query, entries)
        condition = None
        if decision["mode"] == "asked":
            condition = {"field": "meta.file_name", "operator": "in", "value": decision["keep"]}
        elif decision["drop"]:
            condition = {"field": "meta.file_name", "operator": "not in", "value": decision["drop"]}
        versions = {
            "mode": decision["mode"],
            "asked": decision["asked"],
            "unmatched": decision["unmatched"],
            "documents": by_name,
        }
        return {"filters": and_filters(filters, condition), "versions": versions}
