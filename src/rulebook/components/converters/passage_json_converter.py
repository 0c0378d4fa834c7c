"""Passages from JSON files (the ObliQA structured-document format) as chunks ready to embed."""

import hashlib
import json
from pathlib import Path
from typing import Any

from haystack import Document, component
from haystack.dataclasses import ByteStream

from rulebook.components.serialization import InitParametersSerialization


@component
class PassageJsonConverter(InitParametersSerialization):
    """
    Turns JSON files holding a list of passages into one Document per non-empty passage.

    The format is the one of ObliQA's structured regulatory documents (Gokhan et al., 2024): each file is a list
    of objects `{"ID", "DocumentID", "PassageID", "Passage"}`, in document order. Passages are short already (a
    numbered rule or guidance paragraph), so each becomes one chunk (the splitter cuts only one over the token limit);
    its identifiers stay in the meta, so a retrieved chunk names its gold passage.

    Usage example:
    ```python
    from rulebook.components.converters.passage_json_converter import PassageJsonConverter

    converter = PassageJsonConverter()
    docs = converter.run(sources=["../shared/data/eval/obliqa/corpus/1.json"])["documents"]
    print(docs[0].meta["passage_key"], docs[0].meta["article"])
    ```

    Out: `documents`, each with meta `file_name`, `file_path`, `file_sha256` (of the file's bytes), `title` (the
    file name without its suffix), `page_count` (1: a passage file has no pages), `document_id`, `passage_id`,
    `passage_key` (`"<DocumentID>|<PassageID>"`), `article` (the PassageID, so citations name it), `position`
    (0-based index in the file) and, when `with_breadcrumb` is on, `breadcrumb`: the text of the heading passages
    above it (for example `"INTRODUCTION > Jurisdiction"` for passage `1.1.1.(1)`); and `failures`, one entry per
    file that could not be read (missing, empty, not UTF-8, not a JSON list of passages, or without any passage
    text).
    """

    def __init__(self, with_breadcrumb: bool = False, max_heading_words: int = 12) -> None:
        """
        :param with_breadcrumb: Add the headings above each passage as meta `breadcrumb`.
        :param max_heading_words: A passage of at most this many words counts as a heading (ObliQA gives section
            titles as their own passages, e.g. `1.1 Jurisdiction`), >= 1.
        :raises ValueError: When max_heading_words < 1.
        """
        if max_heading_words < 1:
            raise ValueError(f"max_heading_words must be >= 1, got {max_heading_words}.")
        self.with_breadcrumb = with_breadcrumb
        self.max_heading_words = max_heading_words

    @component.output_types(documents=list[Document], failures=list[dict[str, str]])
    def run(
        self, sources: list[str | Path | ByteStream], meta: dict[str, Any] | list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """
        :param sources: JSON files (paths, or ByteStreams with meta `file_path` or `file_name`).
        :param meta: Meta added to every passage (one dict), or one dict per source.
        :returns: `documents` (non-empty passages, in file order) and `failures` (`file`, `error`).
        :raises ValueError: When `meta` is a list of another length than `sources`.
        """
        if isinstance(meta, list) and len(meta) != len(sources):
            raise ValueError(f"meta has {len(meta)} entries for {len(sources)} sources; give one per source.")
        documents: list[Document] = []
        failures: list[dict[str, str]] = []
        for i, source in enumerate(sources):
            if isinstance(source, ByteStream):
                path = Path(str(source.meta.get("file_path") or source.meta.get("file_name") or "bytestream.json"))
            else:
                path = Path(source)
            extra = meta[i] if isinstance(meta, list) else (meta or {})
            try:
                data = source.data if isinstance(source, ByteStream) else path.read_bytes()
                if not data:
                    raise ValueError("the file is empty (0 bytes)")
                try:
                    rows = json.loads(data.decode("utf-8-sig"))
                except UnicodeDecodeError as exc:
                    raise ValueError(f"not UTF-8 text: byte 0x{data[exc.start]:02x} at offset {exc.start}") from exc
                except json.JSONDecodeError as exc:
                    raise ValueError(f"not valid JSON: {exc}") from exc
                if not isinstance(rows, list):
                    raise TypeError("expected a JSON list of passages")
                file_meta = {
                    "file_path": str(path.resolve()),
                    "file_sha256": hashlib.sha256(data).hexdigest(),
                    "title": path.stem.replace("_", " "),
                    "page_count": 1,
                    **extra,
                }
                passages = self._documents(path.name, rows, file_meta)
                if not passages:
                    raise ValueError("no passage has text")
                documents += passages
            except (OSError, ValueError, KeyError, TypeError) as exc:
                message = f"a passage has no field {exc}" if isinstance(exc, KeyError) else " ".join(str(exc).split())
                failures.append({"file": path.name, "error": f"{path.name}: cannot read passages ({message})."})
        return {"documents": documents, "failures": failures}

    def _documents(self, file_name: str, rows: list[dict[str, Any]], extra: dict[str, Any]) -> list[Document]:
        documents = []
        headings: list[tuple[str, str]] = []  # (PassageID, heading text) of the open sections
        for position, row in enumerate(rows):
            passage_id = str(row["PassageID"])
            text = (row.get("Passage") or "").strip()
            if self.with_breadcrumb:
                headings = [(pid, title) for pid, title in headings if _is_ancestor(pid, passage_id)]
            meta = {
                **extra,
                "file_name": file_name,
                "document_id": row["DocumentID"],
                "passage_id": passage_id,
                "passage_key": f"{row['DocumentID']}|{passage_id}",
                "article": passage_id,
                "position": position,
            }
            if row.get("ID"):
                meta["passage_uuid"] = str(row["ID"])
            if self.with_breadcrumb and headings:
                meta["breadcrumb"] = " > ".join(title for _, title in headings)
            if text:
                documents.append(Document(content=text, meta=meta))
            if self.with_breadcrumb and text and len(text.split()) <= self.max_heading_words:
                headings.append((passage_id, text))
        return documents


def _is_ancestor(parent: str, child: str) -> bool:
    """`1.1` is an ancestor of `1.1.1.(1)`; `1.` of `1.2`; `1.1` is not one of `1.10`."""
    parent = parent.rstrip(".")
    return child != parent and child.startswith(parent) and not child[len(parent)].isalnum()
