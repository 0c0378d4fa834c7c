"""The passage that prints a document's date, for a question that asks when the document was issued."""

import re
from collections.abc import Callable
from typing import Any

from haystack import Document, component

from rulebook.store.snapshot import StoreBacked, matches_filter, public_copy
from rulebook.text.document_dates import (
    COVER_DATE,
    COVER_FACT,
    COVER_LINE,
    IN_FORCE,
    MIN_NAME_SHARE,
    asks_cover_fact,
    asks_document_date,
    asks_in_force,
    cover_line,
    generic,
    in_force_date,
    is_indexed,
    names_a_document,
    names_document,
)
from rulebook.text.lexical import analyze

#: The store-derived structure's name (`StoreBacked.store_derived`).
COVERS = "cover_passages"
CLOSES = "closing_passages"
IN_FORCE_PASSAGES = "in_force_passages"
#: The date is looked for on a document's first pages only: a cover, a title page, a letterhead.
COVER_PAGES = 3


def _flat(text: str) -> str:
    return " ".join(text.split()).lower()


# The words of a generic subject that say what kind of document it is ("the letter", "this policy").
_KIND_WORDS = frozenset(
    analyze(
        "manual handbook code rules regulation regulations guide guidance guidelines standard standards framework "
        "publication letter interpretation policy rulebook bylaw bylaws by-law ordinance"
    )
)


def _only_of_kind(subject: str, searched: list[tuple[Document, Document | None]]) -> Document | None:
    """
    :param subject: A generic subject ("the letter").
    :param searched: (first chunk, dated cover or None) of each document searched.
    :returns: The dated cover of the one document searched whose title or file name holds the kind of document the
        subject names; None when it names no kind, or none or several documents are of that kind.
    """
    kinds = set(analyze(subject)) & _KIND_WORDS
    if not kinds:
        return None
    of_kind = [
        cover
        for doc, cover in searched
        if kinds <= set(analyze(f"{doc.meta.get('title') or ''} {re.sub(r'[_-]', ' ', doc.meta['file_name'])}"))
    ]
    return of_kind[0] if len(of_kind) == 1 else None


def cover_passages(documents: list[Document]) -> dict[str, tuple[Document, Document | None]]:
    """
    :param documents: The store's chunks.
    :returns: File name -> (its first chunk, its cover passage): the first chunk, on the document's first
        `COVER_PAGES` pages, whose text prints the date the converter read from the cover (`meta["date"]`); None for
        a document without a date, or whose date no such chunk prints (a running header the cleaner removed).
    """
    first: dict[str, Document] = {}
    found: dict[str, Document] = {}
    for doc in _in_reading_order(documents):
        name, date = doc.meta.get("file_name"), doc.meta.get("date")
        if not name:
            continue
        first.setdefault(name, doc)
        if not date or name in found or (doc.meta.get("page_start") or 1) > COVER_PAGES:
            continue
        if _flat(date) in _flat(doc.content or ""):
            found[name] = doc
    return {name: (doc, found.get(name)) for name, doc in first.items()}


def _in_reading_order(documents: list[Document]) -> list[Document]:
    return sorted(documents, key=lambda d: (d.meta.get("page_start") or 0, d.meta.get("chunk_index") or 0))


def _first_per_file(documents: list[Document], read: Callable[[str], str | None]) -> dict[str, tuple[Document, str]]:
    """
    :param documents: The store's chunks.
    :param read: What to find in a chunk's text (a letter's close, an in-force date), or None.
    :returns: File name -> its first chunk, in reading order, in which `read` finds something, and what it found.
    """
    found: dict[str, tuple[Document, str]] = {}
    for doc in _in_reading_order(documents):
        name = doc.meta.get("file_name")
        if name and name not in found and (value := read(doc.content or "")):
            found[name] = (doc, value)
    return found


def closing_passages(documents: list[Document]) -> dict[str, Document]:
    """
    :param documents: The store's chunks.
    :returns: File name -> the first of its chunks that holds a letter's close ("Sincerely, Lorelei Peter ..."), for
        the documents that have one: a reply that encloses the letter it answers prints the writer's close after its
        own.
    """
    return {name: doc for name, (doc, _line) in _first_per_file(documents, lambda t: cover_line(t, "signer")).items()}


def in_force_passages(documents: list[Document]) -> dict[str, tuple[Document, str]]:
    """
    :param documents: The store's chunks.
    :returns: File name -> its first chunk, in reading order, with a sentence that puts the document in force on a
        date ("This bylaw comes into force on 1 April 2025"), and that date as printed.
    """
    return _first_per_file(documents, in_force_date)


@component
class CoverRetriever(StoreBacked):
    """
    Finds the passage that prints a document's date when a question asks when the document was issued ("When was
    this manual issued?", "What is the date of the Harbor Crane Safety Code?", "Since when are the pool rules in
    effect?"). Neither BM25 nor the embedding ranks a cover high for such a question: a cover shares few words with
    it, and the body of the document names many other dates (the edition it replaces, the rules it quotes).

    The question and what it asks the date of are read by `rulebook.text.document_dates.asks_document_date`. The
    document is the one whose title or file name names that subject (`names_document`, at least `MIN_NAME_SHARE` of
    its naming terms, one document ahead of the others, and every name of the subject in the title, the file name or
    the cover passage as written, or spelled out by the title: `is_indexed`), or, for "this manual" or "the
    document", the only document searched. Its cover passage is its first chunk on its first pages that prints the
    date the converter read from the cover (`meta["date"]`). The table of cover passages is built once per store
    snapshot.

    Usage example:
    ```python
    from rulebook.components.retrievers.cover_retriever import CoverRetriever

    covers = CoverRetriever(document_store=store, filters={"field": "meta.live", "operator": "==", "value": True})
    print(covers.run(query="When was the HRGC compliance manual published?")["documents"][0].meta["cover_date"])
    ```

    A subject that names a whole document by a name of its own (`names_a_document`: "the Harbor Crane Operations
    Manual") that no document searched may be (`is_indexed`: each of its names in the title, the file name or the
    first passage) is reported as `not_indexed`: the passages cannot state the date of a document that is not among
    them, and the dates they print are other things'.

    In: `query`, optional `filters` (run-time filters: the documents and versions searched). Out: `documents`, the
    cover passage (at most one), `score` 1.0, its `meta["cover_date"]` the date it prints; empty for other questions;
    and `not_indexed`: the subject, when it names a document that is not searched, else empty.
    """

    def __init__(
        self,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        enabled: bool = True,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param document_store: The store searched.
        :param filters: The chunks searched (the retrievers' fixed filter: live ones).
        :param enabled: False: no passage is ever returned.
        :param max_age_s: With a Qdrant server, rebuild the table after this many seconds.
        """
        self.enabled = bool(enabled)
        self._reads(document_store, filters, max_age_s)

    def warm_up(self) -> None:
        """Build the table of cover passages now (otherwise built by the first question about a date)."""
        if self.enabled and self.document_store is not None:
            self.store_derived(COVERS, cover_passages, self.max_age_s)
            self.store_derived(IN_FORCE_PASSAGES, in_force_passages, self.max_age_s)

    @component.output_types(documents=list[Document], not_indexed=list[str])
    def run(self, query: str, filters: dict[str, Any] | None = None) -> dict[str, list[Any]]:
        """
        :param query: The question.
        :param filters: Run-time filters; the cover passage must pass them too.
        :returns: `documents`: a new Document, the cover passage of the document the question asks the date of,
            `score` 1.0 and `meta["cover_date"]`, or, for a question on its revision or who approved it
            (`asks_cover_fact`), the passage of its first pages that prints that, with `meta["cover_line"]` (the
            line) and `meta["cover_fact"]`; empty when the question asks no such thing or names no one document.
            `not_indexed`: `[subject]` when the subject names a document none of those searched may be.
        """
        if not self.enabled or self.document_store is None:
            return {"documents": [], "not_indexed": []}
        asked = asks_cover_fact(query)
        fact = asked[0] if asked else None
        subject = asks_document_date(query) or (asked[1] if asked else None)
        if subject is None:
            return {"documents": [], "not_indexed": []}
        searched = list(self.store_derived(COVERS, cover_passages, self.max_age_s).values())
        if filters:
            searched = [(doc, cover) for doc, cover in searched if matches_filter(filters, doc)]
        if fact == "signer":
            # Who signed a letter: the passage of its close, at its end.
            closes = self.store_derived(CLOSES, closing_passages, self.max_age_s)
            searched = [(doc, closes.get(doc.meta["file_name"])) for doc, _cover in searched]
        elif fact is not None:
            # The passage of the first pages that prints the fact: the dated cover, else the first chunk.
            searched = [
                (doc, next((c for c in (cover, doc) if c and cover_line(c.content or "", fact)), None))
                for doc, cover in searched
            ]
        covers = [cover for _doc, cover in searched if cover is not None]
        if generic(subject):
            # "This manual" is the only document searched, whether or not its cover prints a date; or, of several,
            # the one kind of document it names ("the letter": the one whose title or file name says letter).
            chosen = covers[0] if len(searched) == 1 and covers else _only_of_kind(subject, searched)
        else:
            shares = sorted(
                ((names_document(subject, d.meta.get("title") or "", d.meta["file_name"]), d) for d in covers),
                key=lambda pair: -pair[0],
            )
            ahead = len(shares) == 1 or (len(shares) > 1 and shares[0][0] > shares[1][0])
            chosen = shares[0][1] if shares and shares[0][0] >= MIN_NAME_SHARE and ahead else None
            # What the document's first chunk and the passage found print (a letter's close says little of it).
            opening = next((d.content or "" for d, c in searched if c is chosen), "") if chosen is not None else ""
            if chosen is not None and not is_indexed(
                subject, chosen.meta.get("title") or "", chosen.meta["file_name"], f"{opening}\n{chosen.content or ''}"
            ):
                chosen = None  # "the Harbor Crane Operations Manual" is not the Harbor Crane Safety Code
        if chosen is None:
            missing = (
                not generic(subject)
                and names_a_document(subject)
                and not any(
                    is_indexed(
                        subject, doc.meta.get("title") or "", doc.meta["file_name"], (cover or doc).content or ""
                    )
                    for doc, cover in searched
                )
            )
            return {"documents": [], "not_indexed": [subject] if missing else []}
        if fact is None and asks_in_force(query):
            # "When does the bylaw come into force?": a cover prints when the document was made or adopted; a
            # sentence of its body that puts it in force on another date answers.
            stated = self.store_derived(IN_FORCE_PASSAGES, in_force_passages, self.max_age_s).get(
                chosen.meta["file_name"]
            )
            if stated is not None and _flat(stated[1]) != _flat(chosen.meta["date"]):
                found = public_copy(stated[0], 1.0)
                found.meta[COVER_DATE], found.meta[IN_FORCE] = stated[1], True
                return {"documents": [found], "not_indexed": []}
        found = public_copy(chosen, 1.0)
        if fact is not None:
            found.meta[COVER_LINE] = cover_line(chosen.content or "", fact, query)
            found.meta[COVER_FACT] = fact
        else:
            found.meta[COVER_DATE] = chosen.meta["date"]
        return {"documents": [found], "not_indexed": []}
