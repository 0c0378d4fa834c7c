"""
The `ask` wrapper: answers as JSON and as server-sent events, and as the OpenAI-compatible chat model `ask`; the
engine's user errors as 4xx JSON (`rulebook.service.errors`).
"""

import json
import re

from tests.service.helpers import HAZMAT, QUESTION, assert_error, assert_still_up, post


class TestAsk:
    def test_json_answer_has_the_ask_py_schema(self, service, model):
        r = post(service, "/ask/run", json={"question": QUESTION, "documents": [HAZMAT]})
        answer = r.json()["result"]
        assert {"question", "answer", "mode", "citations", "timings_ms"} <= set(answer)
        assert answer["mode"] == "generative" and answer["citations"], answer
        assert {"n", "doc", "page", "article", "score", "text"} <= set(answer["citations"][0])
        assert {"retrieval", "generation"} <= set(answer["timings_ms"])
        assert answer["citations"][0]["doc"] == HAZMAT

    def test_extractive_answer_when_the_model_fails(self, service, no_model):
        answer = post(service, "/ask/run", json={"question": QUESTION}).json()["result"]
        assert answer["mode"] == "extractive" and answer["citations"] and answer["notice"], answer

    def test_stream_sends_deltas_then_the_answer_with_citations(self, service, model):
        r = post(service, "/ask/run", json={"question": QUESTION, "stream": True}, stream=True)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
        events = [json.loads(line[6:]) for line in r.iter_lines(decode_unicode=True) if line.startswith("data: ")]
        deltas = [e["text"] for e in events if e["type"] == "delta"]
        assert len(deltas) >= 2, events  # the fake model streams a few words per chunk
        final = events[-1]
        assert final["type"] == "answer" and final["answer"]["citations"], final
        assert "".join(deltas).strip() == final["answer"]["answer"].strip()

    def test_errors(self, service):
        assert_error(post(service, "/ask/run", json={"question": "   "}), 400, "empty")
        assert_error(post(service, "/ask/run", json={"question": "x" * 5000}), 400, "limit")
        assert_error(post(service, "/ask/run", json={"question": QUESTION, "documents": ["nope.pdf"]}), 404, "nope.pdf")
        assert_error(
            post(service, "/ask/run", json={"question": QUESTION, "stream": True, "documents": ["nope.pdf"]}), 404
        )
        # A body of the wrong shape is said in words, as other errors are, with FastAPI's entries beside.
        broken = post(service, "/ask/run", data="{not json", headers={"Content-Type": "application/json"})
        assert_error(broken, 422, "not valid JSON")
        assert broken.json()["errors"][0]["type"] == "json_invalid"
        assert_error(post(service, "/ask/run", json={"documents": []}), 422, "missing 'question'")
        assert_still_up(service)


class TestChatCompletions:
    def test_reply_carries_citations(self, service, model):
        body = {"model": "ask", "messages": [{"role": "user", "content": QUESTION}]}
        reply = post(service, "/v1/chat/completions", json=body).json()
        text = reply["choices"][0]["message"]["content"]
        assert "Sources:" in text and re.search(r"\[1\] " + re.escape(HAZMAT) + r".*p\. \d+", text), text

    def test_streamed_reply_ends_with_citations(self, service, model):
        body = {"model": "ask", "stream": True, "messages": [{"role": "user", "content": QUESTION}]}
        r = post(service, "/v1/chat/completions", json=body, stream=True)
        chunks = [line[6:] for line in r.iter_lines(decode_unicode=True) if line.startswith("data: ")]
        text = "".join(
            (json.loads(c)["choices"][0]["delta"] or {}).get("content") or "" for c in chunks if c != "[DONE]"
        )
        assert len(chunks) >= 3 and "Sources:" in text and HAZMAT in text.split("Sources:")[1], text

    def test_openai_client_lists_the_model(self, service):
        models = [m["id"] for m in service.get(f"{service.base}/v1/models", timeout=30).json()["data"]]
        assert models == ["ask"]

    def test_stream_ends_with_one_open_webui_source_per_citation(self, service, no_model):
        body = {"model": "ask", "stream": True, "messages": [{"role": "user", "content": QUESTION}]}
        r = post(service, "/v1/chat/completions", json=body, stream=True, headers={"Host": "rules.test:8080"})
        chunks = [json.loads(line[6:]) for line in r.iter_lines(decode_unicode=True) if line.startswith("data: {")]
        # Every chunk is an ordinary one to an OpenAI client: a choice with a delta.
        assert all(c["choices"][0]["delta"] is not None for c in chunks)
        text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
        events = [c["event"] for c in chunks if "event" in c]
        answer_part, sources_part = text.split("Sources:")
        numbers = [int(n) for n in re.findall(r"\[(\d+)\]", answer_part)]
        # Numbered in order of appearance, 1 up, as Open WebUI numbers the sources it lists.
        assert sorted(set(numbers)) == list(range(1, len(events) + 1)) and numbers[0] == 1, text
        assert [e["type"] for e in events] == ["source"] * len(events)
        listed = re.findall(r"^\[(\d+)\] (.+)$", sources_part, re.M)
        assert [(int(n), name) for n, name in listed] == [
            (i, e["data"]["source"]["name"].split("] ", 1)[1]) for i, e in enumerate(events, start=1)
        ]
        first = events[0]["data"]
        assert first["document"][0] and first["metadata"][0]["page"] >= 0
        assert first["metadata"][0]["source_url"].startswith(f"http://rules.test:8080/ui/api/pdf/{HAZMAT}#page=")

    def test_errors(self, service):
        r = post(service, "/v1/chat/completions", json={"model": "ask", "messages": [{"role": "user", "content": ""}]})
        assert_error(r, 400, "empty")
        body = {"model": "ask", "messages": [{"role": "user", "content": QUESTION}], "documents": ["nope.pdf"]}
        assert_error(post(service, "/v1/chat/completions", json=body), 404, "nope.pdf")
        assert_still_up(service)
