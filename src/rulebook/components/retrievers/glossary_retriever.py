"""The chunks that hold a glossary entry or a definition of the term a "what is X" question asks about."""

from typing import Any

from haystack import Document, component

from rulebook.components.retrievers.table_lookup import TableLookup
from rulebook.store.snapshot import matches_filter, public_copy
from rulebook.text.answer_types import classify
from rulebook.text.headwords import defined_terms, entry_term, headword

#: The store-derived structure's name (`StoreBacked.store_derived`).
HEADWORDS = "glossary_headwords"


def headwords(documents: list[Document]) -> dict[str, list[Document]]:
    """
    :param documents: The store's chunks.
    :returns: Headword (`headword`) -> the chunks, in store order, whose text holds an entry for it: a heading line
        that is only the term, a line that starts by defining it, or a term in quotes defined inside a line.
    """
    index: dict[str, list[Document]] = {}
    for doc in documents:
        seen: set[str] = set()
        for line in (doc.content or "").splitlines():
            term = entry_term(line)
            for key in {headword(t) for t in ([term] if term else []) + defined_terms(line)}:
                if len(key) >= 3 and key not in seen:
                    seen.add(key)
                    index.setdefault(key, []).append(doc)
    return index


@component
class GlossaryRetriever(TableLookup):
    """
    Finds the entry of the term a definition question asks about: "What is a shunt?" gets the chunk that holds
    `§ 236.802 Shunt.` and its one-line definition, which neither BM25 nor the embedding ranks high among the many
    chunks that use the word.

    The question's kind and term are read by `rulebook.text.answer_types.classify` (a definition, "what is X", "what
    does X mean", "define X"); any other question gets no chunk. A chunk holds an entry for the term when one of its
    lines is a heading that is only the term (a number before it or not: `§ 236.802 Shunt.`, `Siding`), or starts a
    definition of it (`Fouling a track means ...`). Terms are compared by `headword` (case, quotes, an article and a
    plural left aside). The table of entries is built once per store snapshot (`StoreBacked.store_derived`). This is
    the exact-match lookup a glossary gives its reader, beside ranked retrieval.

    Usage example:
    ```python
    from rulebook.components.retrievers.glossary_retriever import GlossaryRetriever

    glossary = GlossaryRetriever(document_store=store, filters={"field": "meta.live", "operator": "==", "value": True})
    print([d.meta["article"] for d in glossary.run(query="In the signal regs what is a shunt, exactly?")["documents"]])
    ```

    In: `query`, optional `filters` (run-time filters: the documents and versions searched). Out: `documents`, at
    most `top_k` chunks with an entry for the term, in store order, `score` 1.0; empty for other questions.
    """

    TABLE = HEADWORDS
    build_table = staticmethod(headwords)

    def __init__(
        self,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        top_k: int = 2,
        enabled: bool = True,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param document_store: The store searched.
        :param filters: The chunks searched (the retrievers' fixed filter: live ones).
        :param top_k: Chunks returned at most, >= 1.
        :param enabled: False: no chunk is ever returned.
        :param max_age_s: With a Qdrant server, rebuild the table after this many seconds.
        :raises ValueError: When top_k is below 1.
        """
        self._looks_up(document_store, filters, top_k, enabled, max_age_s)

    @component.output_types(documents=list[Document])
    def run(self, query: str, filters: dict[str, Any] | None = None) -> dict[str, list[Document]]:
        """
        :param query: The question.
        :param filters: Run-time filters; a chunk must pass them too.
        :returns: `documents`: new Document objects with an entry for the question's term, `score` 1.0.
        """
        if not self.enabled or self.document_store is None:
            return {"documents": []}
        ask = classify(query)
        if ask.kind != "definition" or not ask.term:
            return {"documents": []}
        found = self.table().get(headword(ask.term), [])
        if filters:
            found = [d for d in found if matches_filter(filters, d)]
        return {"documents": [public_copy(d, 1.0) for d in found[: self.top_k]]}
