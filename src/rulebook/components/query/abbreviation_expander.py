"""Adds the other form of each abbreviation in a question, as the indexed documents define it, for BM25."""

import re
from typing import Any

from haystack import component

from rulebook.store.snapshot import StoreBacked, snapshot
from rulebook.text.abbreviations import definitions_table


@component
class AbbreviationExpander(StoreBacked):
    """
    Expands a question with the abbreviations the indexed documents define: "OTMA" gains "One-Time Movement
    Approval", and "drag reduction system" gains "DRS".

    Regulations define an abbreviation once ("One-Time Movement Approval (OTMA)") and then use either form; an
    inspector asks with the other one, and BM25 then misses the passage. The definitions are read from the indexed
    chunks themselves (`rulebook.text.abbreviations`, after Schwartz and Hearst 2003), once per snapshot of the store
    (`rulebook.store.snapshot`: rebuilt after writes through the store object; with a Qdrant server, after this
    process's writes). Only forms the corpus defines are added, and the question itself is kept whole.

    Usage example:
    ```python
    from rulebook.components.query.abbreviation_expander import AbbreviationExpander

    expander = AbbreviationExpander(document_store=store)
    print(expander.run(query="When is an OTMA needed?")["query"])
    # "When is an OTMA needed? One-Time Movement Approval"
    ```

    In: `query`. Out: `query` (the question, then the added forms) and `expansions` (`{"short", "long"}` pairs used).
    """

    def __init__(
        self,
        document_store: Any,
        filters: dict[str, Any] | None = None,
        min_count: int = 1,
        max_expansions: int = 5,
        enabled: bool = True,
    ) -> None:
        """
        :param document_store: The store whose chunks define the abbreviations.
        :param filters: Which chunks to read (rulebook: the live ones).
        :param min_count: Times a definition must occur in the corpus to be used, >= 1.
        :param max_expansions: Most forms added to one question, >= 0.
        :param enabled: False passes the question through unchanged (for side-by-side evaluation).
        :raises ValueError: When a number is out of range.
        """
        if min_count < 1:
            raise ValueError(f"min_count must be >= 1, got {min_count}.")
        if max_expansions < 0:
            raise ValueError(f"max_expansions must be >= 0, got {max_expansions}.")
        self._document_store = document_store
        self.filters = filters
        self.min_count = min_count
        self.max_expansions = max_expansions
        self.enabled = enabled

    def table(self) -> dict[str, str]:
        """:returns: Short form -> long form, for the store's current chunks."""
        return {short: long for short, long, _s, _l in self._patterns()}

    def _patterns(self) -> list[tuple[str, str, re.Pattern[str], re.Pattern[str]]]:
        def build(docs: list[Any]) -> list[tuple[str, str, re.Pattern[str], re.Pattern[str]]]:
            table = definitions_table((d.content or "" for d in docs), self.min_count)
            return [
                (
                    short,
                    long,
                    re.compile(rf"(?<![\w-]){re.escape(short)}s?(?![\w-])"),
                    re.compile(rf"(?<!\w){re.escape(long)}(?!\w)", re.IGNORECASE),
                )
                for short, long in table.items()
            ]

        snap = snapshot(self._document_store, self.filters)
        return snap.derived(f"abbreviations|{self.min_count}", build)

    def warm_up(self) -> None:
        """Read the definitions now (otherwise the first question does)."""
        if self.enabled:
            self.table()

    @component.output_types(query=str, expansions=list[dict])
    def run(self, query: str) -> dict[str, Any]:
        """
        :param query: The question.
        :returns: `query`: the question followed by the other forms of the abbreviations it uses;
            `expansions`: the `{"short", "long"}` pairs added, in question order.
        """
        if not self.enabled or not query:
            return {"query": query, "expansions": []}
        found: list[tuple[int, str, str, str]] = []  # (position, short, long, form to add)
        for short, long, short_re, long_re in self._patterns():
            short_at, long_at = short_re.search(query), long_re.search(query)
            if short_at and not long_at:
                found.append((short_at.start(), short, long, long))
            elif long_at and not short_at:
                found.append((long_at.start(), short, long, short))
        found.sort()
        found = found[: self.max_expansions]
        if not found:
            return {"query": query, "expansions": []}
        added = " ".join(form for _pos, _s, _l, form in found)
        return {
            "query": f"{query} {added}",
            "expansions": [{"short": s, "long": long_form} for _p, s, long_form, _f in found],
        }
