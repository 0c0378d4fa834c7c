"""The chunks filed under the article a question cites by id ("What does Article 7(3) say?")."""

from typing import Any

from haystack import Document, component

from rulebook.components.retrievers.table_lookup import TableLookup
from rulebook.store.snapshot import matches_filter, public_copy
from rulebook.text.references import CITED_ARTICLE, article_key, cited_articles, cited_paragraphs, opens_paragraph

#: The store-derived structure's name (`StoreBacked.store_derived`).
ARTICLE_TABLE = "article_table"


def article_table(documents: list[Document]) -> dict[str, list[tuple[str | None, Document]]]:
    """
    :param documents: The store's chunks.
    :returns: Article id, in capitals ("7", "214.7", "B7.2.1") -> (its label or None, chunk) for each chunk filed
        under it or packing it in (`meta["article"]` and `meta["articles"]`, read by
        `rulebook.text.references.article_key`), in page order.
    """
    table: dict[str, list[tuple[str | None, Document]]] = {}
    ordered = sorted(
        documents,
        key=lambda d: (d.meta.get("file_name") or "", d.meta.get("page_start") or 0, d.meta.get("chunk_index") or 0),
    )
    for doc in ordered:
        # A chunk holds its own article and any it packs in after its heading (`meta["articles"]`).
        keys = {article_key(a) for a in [doc.meta.get("article"), *(doc.meta.get("articles") or [])]} - {None}
        for label, ident in sorted(keys, key=lambda k: (k[1], k[0] or "")):
            table.setdefault(ident, []).append((label, doc))
    return table


def _opens_in(text: str, paragraphs: list[str]) -> bool:
    """:returns: Whether a line of the chunk opens one of the cited paragraphs ("3. The controller shall ...")."""
    return any(opens_paragraph(line, paragraphs) for line in text.splitlines())


@component
class ArticleRetriever(TableLookup):
    """
    Finds the chunks filed under the article a question cites by id: "What does Article 7(3) say?", "section 6 of
    the travel policy", "clause 5.4.1", "§ 214.7". Ranked retrieval finds the chunks that share the number's digits
    as readily ("repaid within 7 days", "the general operating rules of Article 7" in an annex); a citation names
    the provision exactly, as a table of contents would.

    The citations are read by `rulebook.text.references.cited_articles`. A chunk is filed under a cited article
    when its `meta["article"]`, or an article it packs in (`meta["articles"]`), is that article or one of its
    sub-articles, with the same label or none (`rulebook.text.references.cites`: "7.1" under "clause 7"; not
    "Article 17", not "Rule 7"); chunks with the label, where there are any, leave out those with a bare id ("Article
    7" of a regulation, not "7.1" of a standard), and a cited paragraph ("para 5.12") takes only chunks with the label,
    as a paragraph is most often a part of an article. The chunks of the article itself come before those of its
    sub-articles, each in page order (where the question cites a paragraph, "Article 12(3)", the chunks where it
    opens first), `top_k` at most of each document. Where several of the documents searched
    hold the article ("Article 7" of two regulations), the chunks of each are returned and the joiner keeps those of
    the document the ranked lists rank highest (`WeightedRankFusion`'s `cited_within`); a question that names its
    document ("section 6 of the travel policy") is searched in that document alone (the run-time `filters`). The
    table of articles is built once per store snapshot.

    Usage example:
    ```python
    from rulebook.components.retrievers.article_retriever import ArticleRetriever

    articles = ArticleRetriever(document_store=store, filters={"field": "meta.live", "operator": "==", "value": True})
    print([d.meta["article"] for d in articles.run(query="What does section 11.2.4 say?")["documents"]])
    ```

    In: `query`, optional `filters` (run-time filters: the documents and versions searched). Out: `documents`, the
    chunks found, `score` 1.0, `meta["cited_article"]` the citation ("article 7"); empty for other questions.
    """

    TABLE = ARTICLE_TABLE
    build_table = staticmethod(article_table)

    def __init__(
        self,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        top_k: int = 3,
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
        :returns: `documents`: new Document objects filed under the cited articles, `score` 1.0 and
            `meta["cited_article"]`, `top_k` at most of each document; empty when the question cites none.
        """
        if not self.enabled or self.document_store is None:
            return {"documents": []}
        references = cited_articles(query)
        if not references:
            return {"documents": []}
        table = self.table()
        found: list[tuple[str, Document]] = []
        for label, cited in references:
            own = table.get(cited, [])
            subs = [entry for key, entries in table.items() if key.startswith(cited + ".") for entry in entries]
            entries = [(doc_label, doc) for doc_label, doc in [*own, *subs] if doc_label in (None, label)]
            # A chunk filed under the cited label ("Article 7") is what the citation names; a bare id of another
            # document's numbering ("7.1" of a standard) only where no chunk has the label.
            labelled = [(doc_label, doc) for doc_label, doc in entries if doc_label == label]
            if label == "paragraph":
                # A paragraph cited where no chunk is filed under one is a part of an article ("Regulation IV/1 para
                # 1.2"), not the "1.2" of another numbering.
                entries = labelled
            found += [(f"{label} {cited}", doc) for _doc_label, doc in labelled or entries]
        if filters:
            found = [(citation, doc) for citation, doc in found if matches_filter(filters, doc)]
        paragraphs = cited_paragraphs(query)
        if paragraphs:
            # "Article 12(3)": the chunk where paragraph 3 opens comes before the article's others.
            found.sort(key=lambda pair: not _opens_in(pair[1].content or "", paragraphs))
        chosen: dict[str, Document] = {}
        per_file: dict[str, int] = {}
        for citation, doc in found:
            name = str(doc.meta.get("file_name"))
            if per_file.get(name, 0) < self.top_k and doc.id not in chosen:
                per_file[name] = per_file.get(name, 0) + 1
                chosen[doc.id] = public_copy(doc, 1.0)
                chosen[doc.id].meta[CITED_ARTICLE] = citation
        return {"documents": list(chosen.values())}
