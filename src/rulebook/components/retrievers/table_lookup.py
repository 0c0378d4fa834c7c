"""The plumbing of an exact lookup over a table built from the store's chunks (a glossary, the articles by id)."""

from collections.abc import Callable
from typing import Any, ClassVar

from haystack import Document

from rulebook.store.snapshot import StoreBacked


class TableLookup(StoreBacked):
    """
    What `GlossaryRetriever` and `ArticleRetriever` share: a table built from the store's chunks once per snapshot
    (`StoreBacked.store_derived`), named `TABLE` and built by `build_table`, `top_k` chunks at most, and an `enabled`
    switch. A subclass keeps its own `__init__` (its signature is what it serialises) and calls `_looks_up`.

    Usage example (a lookup of chunks by their first word):
    ```python
    from haystack import component

    @component
    class FirstWordLookup(TableLookup):
        TABLE = "first_words"
        build_table = staticmethod(lambda docs: {(d.content or "").split()[0]: d for d in docs if d.content})

        def __init__(self, document_store=None, filters=None, top_k: int = 1, enabled: bool = True) -> None:
            self._looks_up(document_store, filters, top_k, enabled, 300.0)
    ```
    """

    #: The table's name among the store-derived structures.
    TABLE: ClassVar[str] = ""
    #: Builds the table from the store's chunks.
    build_table: ClassVar[Callable[[list[Document]], Any]]

    def _looks_up(
        self, document_store: Any, filters: dict[str, Any] | None, top_k: int, enabled: bool, max_age_s: float
    ) -> None:
        """
        :param document_store: The store searched.
        :param filters: The chunks searched (the retrievers' fixed filter: live ones).
        :param top_k: Chunks returned at most, >= 1.
        :param enabled: False: no chunk is ever returned.
        :param max_age_s: With a Qdrant server, rebuild the table after this many seconds.
        :raises ValueError: When top_k is below 1.
        """
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}.")
        self.top_k = top_k
        self.enabled = bool(enabled)
        self._reads(document_store, filters, max_age_s)

    def table(self) -> Any:
        """:returns: The table of the store's current snapshot, built on first use after each change."""
        return self.store_derived(self.TABLE, type(self).build_table, self.max_age_s)

    def warm_up(self) -> None:
        """Build the table now (otherwise built by the first question that needs it after each change)."""
        if self.enabled and self.document_store is not None:
            self.table()
