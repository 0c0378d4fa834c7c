"""Page spans for chunks cut by Haystack's generic splitters, so their chunks are citable like article chunks."""

import re
from dataclasses import replace

from haystack import Document, component

from rulebook.components.serialization import InitParametersSerialization

_LEADING = re.compile(r"^[\s\f]*")


@component
class PageSpanAnnotator(InitParametersSerialization):
    """
    Gives each chunk of `DocumentSplitter` or `RecursiveDocumentSplitter` its `page_start` and `page_end`.

    Both splitters cut a file's text whose pages are joined by form feeds ("\\f") and set `page_number`: 1 plus
    the form feeds before the chunk. A chunk that crosses page breaks holds them, so it ends on
    `page_start + its inner form feeds`. The form feeds are then turned into blank lines, the printed
    `page_label` of the first page is taken from the file's `page_labels`, and per-file bulk (the full label
    list, splitter bookkeeping) is dropped from the chunk.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.preprocessors.page_span_annotator import PageSpanAnnotator

    chunk = Document(content="end of page 3\\fstart of page 4", meta={"page_number": 3})
    print(PageSpanAnnotator().run(documents=[chunk])["documents"][0].meta)  # page_start 3, page_end 4
    ```

    In: chunks with `page_number` (1-based physical page; 1 when absent). Out: new chunks with `page_start`,
    `page_end` (1-based physical pages) and `page_label`; chunks with no text left are dropped.
    """

    def __init__(self, drop_meta: list[str] | None = None) -> None:
        """
        :param drop_meta: Meta keys removed from every chunk. Default: `page_labels`, `_split_overlap`,
            `split_idx_start`, `page_number`.
        """
        self.drop_meta = (
            ["page_labels", "_split_overlap", "split_idx_start", "page_number"]
            if drop_meta is None
            else list(drop_meta)
        )

    @component.output_types(documents=list[Document])
    def run(self, documents: list[Document]) -> dict[str, list[Document]]:
        """
        :param documents: Chunks from a generic splitter.
        :returns: `documents`: new chunks with their page span.
        """
        out = []
        for doc in documents:
            text = doc.content or ""
            lead = _LEADING.match(text).group(0)
            body = text[len(lead) :].rstrip()
            if not body:
                continue
            start = int(doc.meta.get("page_number") or 1) + lead.count("\f")
            end = start + body.count("\f")
            labels = doc.meta.get("page_labels") or []
            meta = {k: v for k, v in doc.meta.items() if k not in self.drop_meta}
            meta.update(page_start=start, page_end=end)
            if 0 < start <= len(labels) and labels[start - 1]:
                meta["page_label"] = labels[start - 1]
            out.append(replace(doc, content=body.replace("\f", "\n\n"), meta=meta))
        return {"documents": out}
