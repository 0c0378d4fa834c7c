"""
`ask`: a cited answer to a question, as JSON, as server-sent events, or as an OpenAI-compatible chat model.

Runs `pipelines/query.yml` through the process's shared `rulebook.engine.Rulebook` (see `rulebook.service`); the
graph is not rebuilt here.

    POST /ask/run                {"question": "...", "documents": ["file.pdf"]}            -> {"result": answer}
                                 (also "articles": ["§ 174"], "versions": ["2025"])
    POST /ask/run                {"question": "...", "stream": true}                       -> text/event-stream
    POST /v1/chat/completions    {"model": "ask", "messages": [...], "stream": false|true} -> OpenAI chat reply
                                 (a stream ends with Open WebUI source events, one per citation)

The answer is the dict `scripts/ask.py --json` prints: `question`, `answer`, `mode`, `citations` (`n`, `doc`,
`page`, `article`, `score`, `text`, ...), `notice`, `warnings`, `confidence`, `timings_ms`.
"""

import queue
import threading
from collections.abc import Generator
from typing import Any

from hayhooks import BasePipelineWrapper
from hayhooks.server.pipelines.sse import SSEStream
from hayhooks.settings import settings as hayhooks_settings
from starlette.datastructures import Headers

from rulebook import service
from rulebook.service import chat

_DONE = object()


class PipelineWrapper(BasePipelineWrapper):
    """Serves the query graph: answers with citations (document, article, page)."""

    def setup(self) -> None:
        """Load (once per process) and warm up the shared engine."""
        self.engine = service.engine()
        self.pipeline = self.engine.pipeline("query")

    def run_api(
        self,
        question: str,
        documents: list[str] | None = None,
        articles: list[str] | None = None,
        versions: list[str] | None = None,
        stream: bool = False,
        headers: Headers | None = None,
    ) -> dict:
        """
        Answer a question about the indexed regulation documents, citing document, article and page.

        :param question: The question, in plain English.
        :param documents: Only search these documents (file names, as listed by `documents`).
        :param articles: Only search articles under these id prefixes (`§ 174`, `B7`, `GV.`).
        :param versions: Only search documents of these versions (`2025`, `issue 5`).
        :param stream: Send server-sent events: `{"type": "delta", "text"}` while the answer is written, then
            `{"type": "answer", "answer": {...}}` with the citations (or `{"type": "error", "detail"}`).
        :returns: The answer with its citations.
        """
        filters = {"documents": documents, "articles": articles, "versions": versions}
        with service.http_errors():
            question = self.engine.check_question(question)
            with service.reading():
                self.engine.build_filters(**filters)  # an unknown filter is a 404 before any stream starts
        if stream and headers is not None:  # MCP and direct calls have no headers and get the JSON answer
            return SSEStream(self._events(question, filters))  # type: ignore[return-value]
        with service.http_errors(), service.reading():
            return service.jsonable(self.engine.ask(question, **filters))

    def _events(self, question: str, filters: dict[str, Any]) -> Generator[dict, None, None]:
        streamed = []
        for kind, value in self._stream(question, filters):
            if kind == "delta":
                streamed.append(value)
                yield {"type": "delta", "text": value}
            elif kind == "answer":
                if not streamed and value.get("answer"):
                    yield {"type": "delta", "text": value["answer"]}
                yield {"type": "answer", "answer": value}
            else:
                yield {"type": "error", "detail": value}

    def _stream(self, question: str, filters: dict[str, Any]) -> Generator[tuple[str, Any], None, None]:
        """Run `ask` in a thread; yield ("delta", text) for each LLM chunk, then ("answer", dict) or ("error", text)."""
        items: queue.Queue = queue.Queue()

        def on_chunk(chunk: Any) -> None:
            if getattr(chunk, "content", None):
                items.put(("delta", chunk.content))

        def work() -> None:
            try:
                with service.http_errors(), service.reading():
                    answer = self.engine.ask(question, streaming_callback=on_chunk, **filters)
                items.put(("answer", service.jsonable(answer)))
            except Exception as exc:  # reported in the stream: the response has already started
                detail = getattr(exc, "detail", None) or f"{type(exc).__name__}: {exc}"
                items.put(("error", detail))
            finally:
                items.put((_DONE, None))

        threading.Thread(target=work, name="ask-stream", daemon=True).start()
        while True:
            kind, value = items.get()
            if kind is _DONE:
                return
            yield kind, value

    def run_chat_completion(
        self,
        model: str,  # noqa: ARG002 - Hayhooks' signature, passed by name; the wrapper's name routed the request here
        messages: list[dict],
        body: dict,
        headers: Headers | None = None,
    ) -> str | Generator:
        """
        Answer the last user message of an OpenAI-style chat, with a "Sources:" list (document, article, page).

        Earlier messages are not used: each question is answered from the documents alone. `documents`,
        `articles` and `versions` in the request body (the OpenAI client's `extra_body`) restrict the search. The
        reply numbers its citations in the order they appear; a stream ends with one Open WebUI source event per
        citation (`rulebook.service.chat`).
        """
        question = _last_user_text(messages)
        filters = {k: body[k] if isinstance(body.get(k), list) else None for k in ("documents", "articles", "versions")}
        with service.http_errors():
            question = self.engine.check_question(question)
            with service.reading():
                self.engine.build_filters(**filters)
        if not body.get("stream"):
            with service.http_errors(), service.reading():
                answer = service.jsonable(self.engine.ask(question, **filters))
            return chat.chat_text(answer, chat.CitationNumbers())
        return self._chat_stream(question, filters, chat.base_url(headers, hayhooks_settings.root_path or ""))

    def _chat_stream(self, question: str, filters: dict[str, Any], base_url: str | None) -> Generator:
        numbers = chat.CitationNumbers()
        streamed = []
        for kind, value in self._stream(question, filters):
            if kind == "delta":
                streamed.append(value)
                text = numbers.feed(value)
                if text:
                    yield text
            elif kind == "answer":
                if not streamed:
                    yield chat.chat_text(value, numbers)
                else:
                    rest = numbers.flush()
                    if rest:
                        yield rest
                    final = chat.passage_text(value)
                    if not chat.same_text("".join(streamed), final):
                        # The LLM stopped half-way and the engine fell back: give the answer it returned.
                        answer = numbers.feed(final) + numbers.flush()
                        yield "\n\n" + (value.get("notice") or "Answer:") + "\n" + answer
                    sources = chat.sources_text(value, numbers)
                    if sources:
                        yield "\n\n" + sources
                yield from chat.source_chunks(value, numbers, base_url)
            else:
                yield f"\n\n[error: {value}]"


def _last_user_text(messages: list[dict]) -> str:
    """The text of the last user message (string content, or the text parts of a content list)."""
    for message in reversed(messages or []):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        if isinstance(content, list):
            return " ".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
        return ""
    return ""
