"""What the endpoints send back: answers and passages as plain JSON, and citations as text for chat clients."""

import json
from typing import Any

from rulebook.citations import where_shown
from rulebook.components.builders.cited_answer_builder import citation_for


def jsonable(value: Any) -> Any:
    """
    :param value: A result of the engine, which may hold numpy numbers.
    :returns: `value` with numpy numbers and other non-JSON scalars turned into plain numbers or text.
    """

    def default(obj: Any) -> Any:
        if hasattr(obj, "item"):
            return obj.item()
        return str(obj)

    return json.loads(json.dumps(value, default=default))


def passage_record(rank: int, doc: Any) -> dict[str, Any]:
    """
    :param rank: 1-based rank.
    :param doc: A retrieved Haystack `Document`.
    :returns: What the `retrieve` endpoint shows of it: `rank`, `id`, the citation fields (`doc`, `page`,
        `page_end`, `page_label`, `article`, `article_title`, `score`, `text`).
    """
    record = citation_for(rank, doc)
    record.pop("n", None)
    return {"rank": rank, "id": doc.id, **record}


def citation_lines(answer: dict[str, Any]) -> str:
    """
    :param answer: An answer dict (`Rulebook.ask`).
    :returns: Its sources as text for chat clients, one `[n] document, article title, p. page` per line, after a
        `Sources:` line; empty without citations. A passage read from a scanned page by OCR says so after its page.
    """
    lines = []
    for c in answer.get("citations") or []:
        where = where_shown(c)
        article = " ".join(x for x in (c.get("article"), c.get("article_title")) if x)
        lines.append(f"[{c.get('n')}] {c.get('doc')}" + (f", {article}" if article else "") + f", {where}")
    if not lines:
        return ""
    return "Sources:\n" + "\n".join(lines)
