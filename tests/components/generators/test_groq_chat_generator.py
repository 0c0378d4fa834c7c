"""
GroqChatGenerator against a local OpenAI-compatible server (tests/fake_llm_server.py): replies, streaming, retries
after 429 and 5xx, timeouts and unreachable servers as errors, and a key that is never serialised or logged.

No test reaches the internet or needs a Groq key: the key is a dummy and the base URL points at 127.0.0.1.
"""

import logging
import socket
import time

import pytest
from haystack.dataclasses import ChatMessage, StreamingChunk
from haystack.utils import Secret

from rulebook.components.generators.groq_chat_generator import FAST_MODEL, GroqChatGenerator
from tests.helpers import DUMMY_KEY, reply


class TestGroqChatGenerator:
    def test_init_default(self, monkeypatch):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        llm = GroqChatGenerator()
        assert llm.model == "llama-3.3-70b-versatile"
        assert llm.api_base_url == "https://api.groq.com/openai/v1"
        assert llm.generation_kwargs == {"temperature": 0}
        assert (llm.timeout, llm.max_retries) == (30.0, 3)
        assert not llm.available

    def test_init_with_parameters(self):
        llm = GroqChatGenerator(
            api_key=Secret.from_env_var("MY_GROQ_KEY", strict=False),
            model=FAST_MODEL,
            api_base_url="http://127.0.0.1:1/v1",
            generation_kwargs={"max_completion_tokens": 50},
            timeout=5.0,
            max_retries=0,
        )
        assert llm.model == "llama-3.1-8b-instant"
        assert llm.generation_kwargs == {"temperature": 0, "max_completion_tokens": 50}
        assert (llm.timeout, llm.max_retries) == (5.0, 0)

    @pytest.mark.parametrize(
        "kwargs,match", [({"model": " "}, "model"), ({"timeout": 0}, "timeout"), ({"max_retries": -1}, "max_retries")]
    )
    def test_init_rejects_bad_values(self, kwargs, match):
        with pytest.raises(ValueError, match=match):
            GroqChatGenerator(**kwargs)

    def test_to_dict(self):
        data = GroqChatGenerator(model=FAST_MODEL, timeout=10.0).to_dict()
        assert data == {
            "type": "rulebook.components.generators.groq_chat_generator.GroqChatGenerator",
            "init_parameters": {
                "model": "llama-3.1-8b-instant",
                "streaming_callback": None,
                "api_base_url": "https://api.groq.com/openai/v1",
                "organization": None,
                "generation_kwargs": {"temperature": 0},
                "api_key": {"type": "env_var", "env_vars": ["GROQ_API_KEY"], "strict": False},
                "timeout": 10.0,
                "max_retries": 3,
                "tools": None,
                "tools_strict": False,
                "http_client_kwargs": None,
            },
        }

    def test_from_dict_round_trip(self):
        llm = GroqChatGenerator(model=FAST_MODEL, timeout=10.0, max_retries=1)
        again = GroqChatGenerator.from_dict(llm.to_dict())
        assert again.to_dict() == llm.to_dict()

    def test_a_plain_token_key_is_never_serialised(self):
        with pytest.raises(ValueError):
            GroqChatGenerator(api_key=Secret.from_token(DUMMY_KEY)).to_dict()

    def test_no_key_is_an_error_not_a_request(self, monkeypatch, server):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        out = GroqChatGenerator(api_base_url=server.base_url).run(reply("hi"))
        assert out == {"replies": [], "error": "no LLM configured (GROQ_API_KEY is not set)"}
        assert server.hits == 0

    def test_normal_reply(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(reply="Inspectors may enter [1].")
        out = GroqChatGenerator(api_base_url=server.base_url, model=FAST_MODEL).run([ChatMessage.from_user("Who?")])
        assert out["error"] is None and out["replies"][0].text == "Inspectors may enter [1]."
        request = server.requests[0]
        assert request["body"]["model"] == "llama-3.1-8b-instant" and request["body"]["temperature"] == 0
        assert request["headers"]["authorization"] == f"Bearer {DUMMY_KEY}"

    def test_streamed_reply(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        text = "Seals must be intact [1]. Papers are kept for 375 days [2]."
        server.reset(reply=text)
        chunks: list[StreamingChunk] = []
        out = GroqChatGenerator(api_base_url=server.base_url).run(
            [ChatMessage.from_user("q")], streaming_callback=chunks.append
        )
        assert server.requests[0]["body"]["stream"] is True
        assert len([c for c in chunks if c.content]) > 3
        assert "".join(c.content for c in chunks) == text == out["replies"][0].text

    def test_429_is_retried_after_retry_after_then_succeeds(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("status", 429, {"Retry-After": "0.4"})], reply="ok [1].")
        out = GroqChatGenerator(api_base_url=server.base_url, max_retries=2).run(reply("q"))
        assert out["replies"][0].text == "ok [1]." and server.hits == 2
        gap = server.requests[1]["at"] - server.requests[0]["at"]
        assert 0.4 <= gap < 1.5, gap  # the server's Retry-After, not the client's own schedule

    def test_5xx_backs_off_exponentially(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("status", 503), ("status", 502)], reply="ok [1].")
        out = GroqChatGenerator(api_base_url=server.base_url, max_retries=2).run(reply("q"))
        assert out["error"] is None and server.hits == 3
        first, second = (server.requests[i + 1]["at"] - server.requests[i]["at"] for i in range(2))
        # 0.5 s then 1 s, each minus up to 25 % jitter.
        assert 0.37 <= first < 0.9 and 0.75 <= second < 1.5 and second > first

    def test_timeout_becomes_an_error(self, monkeypatch, server):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("sleep", 1.5)])
        start = time.monotonic()
        out = GroqChatGenerator(api_base_url=server.base_url, timeout=0.5, max_retries=0).run(reply("q"))
        assert out["replies"] == [] and "timed out" in out["error"].lower()
        assert time.monotonic() - start < 1.4

    def test_unreachable_server_becomes_an_error(self, monkeypatch):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        out = GroqChatGenerator(api_base_url=f"http://127.0.0.1:{port}/v1", max_retries=0).run(reply("q"))
        assert out["replies"] == [] and out["error"].startswith("LLM unavailable (APIConnectionError")

    def test_key_is_never_logged(self, monkeypatch, server, caplog):
        monkeypatch.setenv("GROQ_API_KEY", DUMMY_KEY)
        server.reset(script=[("status", 401), ("status", 500)])
        with caplog.at_level(logging.DEBUG):
            out = GroqChatGenerator(api_base_url=server.base_url, max_retries=0).run(reply("q"))
            GroqChatGenerator(api_base_url=server.base_url, max_retries=0).run(reply("q"))
        assert out["replies"] == [] and "401" in out["error"]
        assert caplog.records and DUMMY_KEY not in caplog.text and DUMMY_KEY not in out["error"]
