"""
What the chat model `ask` (`POST /v1/chat/completions`) sends besides the answer text: its citations numbered in
the order they appear, and one Open WebUI source event per citation at the end of a stream.

Open WebUI lists a message's sources in the order they arrive and links the text's `[n]` to the n-th. A streamed
LLM reply cites passages by their place among those it was given (`[1]`, `[2]`, `[5]`), so the chat reply renumbers
them in order of first appearance (`[1]`, `[2]`, `[3]`) as they stream, and sends the sources in that order: the
numbers in the text, the `Sources:` list and Open WebUI's sources all match. The final answer is numbered that way
already (`CitedAnswerBuilder`), each citation keeping its `passage`; the chat reply reads it back in passage numbers
(`passage_text`) so that one numbering serves the stream and the answer.

A source event travels inside an ordinary chunk, `{"choices": [{"delta": {"content": ""}}], "event": {...}}`:
Open WebUI reads the `event`, and other OpenAI clients see an empty delta.

Usage example:
```python
from rulebook.service.chat import CitationNumbers

numbers = CitationNumbers()
print(numbers.feed("Records may be inspected [5]. FRA insp"), numbers.feed("ects [2]."), numbers.flush())
# Records may be inspected [1]. FRA insp ects [2].
```
"""

import time
import uuid
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

from fastapi_openai_compat.chat_completions.models import ChatCompletion, Choice, Message
from hayhooks.open_webui import create_source_event

from rulebook.citations import UNFINISHED_MARKER, renumber_citations, where_shown
from rulebook.service.responses import citation_lines


class CitationNumbers:
    """
    Renumbers the citations of a text that arrives in pieces: the first passage cited becomes `[1]`, the next new
    one `[2]`, and so on. A piece that ends inside a marker (`[1`) keeps that end until the next piece completes it.
    """

    def __init__(self) -> None:
        self.numbers: dict[int, int] = {}
        self._held = ""

    def number(self, passage: int) -> int:
        """
        :param passage: A passage number of the answer.
        :returns: Its number in the chat reply (given on first sight).
        """
        return self.numbers.setdefault(passage, len(self.numbers) + 1)

    def feed(self, text: str) -> str:
        """
        :param text: The next piece of the answer.
        :returns: What can be sent now, renumbered.
        """
        text = self._held + text
        unfinished = UNFINISHED_MARKER.search(text)
        self._held = text[unfinished.start() :] if unfinished else ""
        return renumber_citations(text[: unfinished.start()] if unfinished else text, self.number)

    def flush(self) -> str:
        """:returns: What is still held, renumbered (at the end of the answer)."""
        held, self._held = self._held, ""
        return renumber_citations(held, self.number)

    def citations(self, answer: Mapping[str, Any]) -> list[dict[str, Any]]:
        """
        :param answer: The final answer (each citation's `passage`, or its `n` where it has none, is its passage).
        :returns: Its citations with their chat numbers (`n`), in that order; a citation the text never showed
            is numbered after the others.
        """
        cited = [{**c, "passage": _passage(c), "n": self.number(_passage(c))} for c in answer.get("citations") or []]
        return sorted(cited, key=lambda c: c["n"])


def _passage(citation: Mapping[str, Any]) -> int:
    return int(citation.get("passage") or citation.get("n") or 0)


def passage_text(answer: Mapping[str, Any]) -> str:
    """
    :param answer: An answer dict (`Rulebook.ask`), its citations numbered in citation order.
    :returns: Its text with each citation's number written as its `passage` again (`[2]` -> `[5]`), as a streamed
        reply numbered it; a number no citation has (a citation of no passage) is kept.
    """
    back = {int(c["n"]): _passage(c) for c in answer.get("citations") or [] if c.get("n") is not None}
    text = answer.get("answer") or ""
    if all(old == new for old, new in back.items()):
        return text
    return renumber_citations(text, lambda n: back.get(n, n))


def same_text(streamed: str, answer: str) -> bool:
    """
    :param streamed: What the LLM streamed.
    :param answer: The final answer's text in passage numbers (`passage_text`).
    :returns: Whether they are the same answer: equal once each citation marker is written one way (`[1,3]` and
        `[1, 3]` alike) and the ends are stripped.
    """

    def marked(text: str) -> str:
        return renumber_citations(text, lambda n: n).strip()

    return marked(streamed) == marked(answer)


def chat_text(answer: Mapping[str, Any], numbers: CitationNumbers) -> str:
    """
    :param answer: An answer dict (`Rulebook.ask`).
    :param numbers: The reply's numbering (fed with this text here).
    :returns: The answer as chat text, renumbered: the answer, its notice, then the sources.
    """
    parts = [numbers.feed(passage_text(answer)) + numbers.flush()]
    if answer.get("notice"):
        parts.append(f"({answer['notice']})")
    sources = sources_text(answer, numbers)
    if sources:
        parts.append(sources)
    return "\n\n".join(parts)


def sources_text(answer: Mapping[str, Any], numbers: CitationNumbers) -> str:
    """
    :param answer: The final answer.
    :param numbers: The reply's numbering.
    :returns: The `Sources:` list with the chat numbers (empty without citations).
    """
    return citation_lines({"citations": numbers.citations(answer)})


def source_chunks(answer: Mapping[str, Any], numbers: CitationNumbers, base_url: str | None) -> list[ChatCompletion]:
    """
    The Open WebUI source events of an answer, one per chat number from 1 up, each in an empty chunk.

    A number the reply showed that has no citation in the final answer (an LLM reply interrupted and replaced by
    the extractive one) gets a source saying so, so the sources after it keep their numbers.

    :param answer: The final answer.
    :param numbers: The reply's numbering.
    :param base_url: The service's address as the client reached it (`http://host:1416`), for a link that opens
        the PDF at the page; None for no link.
    :returns: The chunks to send, in order.
    """
    by_number = {c["n"]: c for c in numbers.citations(answer)}
    created = int(time.time())
    chunks = []
    for n in range(1, max([*by_number, *numbers.numbers.values(), 0]) + 1):
        citation = by_number.get(n)
        data = source_data(n, citation, base_url) if citation else _missing_source(n)
        chunks.append(
            ChatCompletion(
                id=f"ask-source-{uuid.uuid4().hex[:12]}",
                object="chat.completion.chunk",
                created=created,
                model="ask",
                choices=[Choice(index=0, delta=Message(role="assistant", content=""))],
                event=create_source_event(data).to_event_dict(),
            )
        )
    return chunks


def source_data(n: int, citation: Mapping[str, Any], base_url: str | None) -> dict[str, Any]:
    """
    :param n: The citation's chat number.
    :param citation: A citation record (`doc`, `page`, `page_label`, `article`, `article_title`, `text`).
    :param base_url: As for `source_chunks`.
    :returns: The `data` of an Open WebUI source event: `source` (its name shown in the list), `document` (the
        passage) and `metadata` (`page` is 0-based, as Open WebUI shows `page + 1`).
    """
    page = citation.get("page")
    where = where_shown(dict(citation))
    article = " ".join(str(x) for x in (citation.get("article"), citation.get("article_title")) if x)
    name = f"[{n}] {citation.get('doc')}" + (f", {article}" if article else "") + f", {where}"
    key = f"rulebook-{n}-{citation.get('chunk_id') or citation.get('doc')}"
    metadata: dict[str, Any] = {"source": key, "name": name, "doc": citation.get("doc"), "article": article or None}
    if isinstance(page, int):
        metadata["page"] = page - 1
    doc = str(citation.get("doc") or "")
    if base_url and doc.lower().endswith(".pdf"):
        metadata["source_url"] = f"{base_url}/ui/api/pdf/{quote(doc, safe='')}" + (f"#page={page}" if page else "")
    source = {"id": key, "name": name}
    if "source_url" in metadata:
        # Open WebUI's citation window links the source's name to `source.url` (it does not read `source_url`).
        source["url"] = metadata["source_url"]
    return {"source": source, "document": [citation.get("text") or ""], "metadata": [metadata]}


def _missing_source(n: int) -> dict[str, Any]:
    key = f"rulebook-{n}-missing"
    name = f"[{n}] (cited by an interrupted reply; not a source of the answer below)"
    return {"source": {"id": key, "name": name}, "document": [name], "metadata": [{"source": key, "name": name}]}


def base_url(headers: Any, root_path: str = "") -> str | None:
    """
    :param headers: The request headers (case-insensitive), or None.
    :param root_path: The path the app is served under behind a proxy (`HAYHOOKS_ROOT_PATH`).
    :returns: `scheme://host[:port]` + `root_path` as the client addressed the service (a proxy's
        `X-Forwarded-Proto` and `X-Forwarded-Host` first), or None without a `Host`.
    """
    if headers is None:
        return None
    host = (headers.get("x-forwarded-host") or headers.get("host") or "").split(",")[0].strip()
    if not host:
        return None
    scheme = (headers.get("x-forwarded-proto") or "http").split(",")[0].strip() or "http"
    return f"{scheme}://{host}{root_path.rstrip('/')}"
