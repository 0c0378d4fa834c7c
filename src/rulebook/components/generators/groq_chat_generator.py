"""Groq's chat models through its OpenAI-compatible API, with a clean failure instead of an exception."""

import logging
from typing import Any

from haystack import component
from haystack.components.generators.chat import OpenAIChatGenerator
from haystack.dataclasses import ChatMessage, StreamingCallbackT
from haystack.utils import Secret

logger = logging.getLogger(__name__)

GROQ_BASE_URL = "https://api.groq.com/openai/v1"
#: The default model: the strongest of Groq's production Llama models.
DEFAULT_MODEL = "llama-3.3-70b-versatile"
#: The fast option: lower latency and higher rate limits, weaker on long scenario questions.
FAST_MODEL = "llama-3.1-8b-instant"


def redact(text: str, secret: str | None) -> str:
    """
    :param text: A message that may quote the API key (some HTTP errors echo request headers).
    :param secret: The key.
    :returns: `text` with the key replaced by `***`, cut to its first line and 300 characters.
    """
    if secret:
        text = text.replace(secret, "***")
    lines = text.strip().splitlines() or [""]
    return lines[0][:300]


@component
class GroqChatGenerator(OpenAIChatGenerator):
    """
    Generates chat replies with a Groq model; reports failures on an `error` output rather than raising.

    Usage example:
    ```python
    from haystack.dataclasses import ChatMessage
    from rulebook.components.generators.groq_chat_generator import GroqChatGenerator

    llm = GroqChatGenerator(model="llama-3.1-8b-instant")
    out = llm.run(messages=[ChatMessage.from_user("Say hi")])
    print(out["replies"] or out["error"])
    ```

    Groq has no Haystack package of its own; its API is OpenAI-compatible, so this is `OpenAIChatGenerator` with
    Groq's base URL, the key from `GROQ_API_KEY` (a `Secret`, never logged), temperature 0, a timeout, and the
    OpenAI client's retries: 408/409/429/5xx and connection errors are retried with exponential backoff
    (0.5 s doubling, at most 8 s, minus up to 25 % jitter), and a `Retry-After`/`retry-after-ms` header of up to
    120 s is waited out instead.

    In: `messages` (the chat prompt), optionally a `streaming_callback` that receives each token chunk.
    Out: `replies` (empty on failure) and `error`: None, or one line saying why there is no reply (no key set,
    timeout, API error after the retries), so the pipeline falls back to an extractive answer instead of failing.
    """

    def __init__(
        self,
        api_key: Secret = Secret.from_env_var("GROQ_API_KEY", strict=False),
        model: str = DEFAULT_MODEL,
        streaming_callback: StreamingCallbackT | None = None,
        api_base_url: str | None = GROQ_BASE_URL,
        organization: str | None = None,
        generation_kwargs: dict[str, Any] | None = None,
        timeout: float | None = 30.0,
        max_retries: int | None = 3,
        tools: Any = None,
        tools_strict: bool = False,
        http_client_kwargs: dict[str, Any] | None = None,
    ) -> None:
        """
        :param api_key: The Groq API key, as a `Secret` (by default the `GROQ_API_KEY` variable; not required).
        :param model: A Groq model id: `llama-3.3-70b-versatile` (default) or the fast `llama-3.1-8b-instant`.
        :param streaming_callback: Called with each streamed chunk.
        :param api_base_url: The OpenAI-compatible endpoint (Groq's by default; tests point it at a local server).
        :param organization: Unused by Groq; kept for OpenAI compatibility.
        :param generation_kwargs: Sampling parameters; `temperature` defaults to 0.
        :param timeout: Seconds per HTTP request (connect, and each read of a streamed reply), > 0.
        :param max_retries: Retries after the first attempt, >= 0.
        :param tools: Tools the model may call (unused by rulebook).
        :param tools_strict: Strict tool schemas.
        :param http_client_kwargs: Extra `httpx.Client` arguments.
        :raises ValueError: When `model` is empty, `timeout` is not positive or `max_retries` is negative.
        """
        if not model or not model.strip():
            raise ValueError("model must be a Groq model id such as 'llama-3.3-70b-versatile', got an empty string.")
        if timeout is not None and timeout <= 0:
            raise ValueError(f"timeout must be > 0 seconds, got {timeout}.")
        if max_retries is not None and max_retries < 0:
            raise ValueError(f"max_retries must be >= 0, got {max_retries}.")
        generation_kwargs = {"temperature": 0, **(generation_kwargs or {})}
        # Explicit base calls: @component rebuilds the class, which breaks zero-argument super().
        OpenAIChatGenerator.__init__(
            self,
            api_key=api_key,
            model=model,
            streaming_callback=streaming_callback,
            api_base_url=api_base_url,
            organization=organization,
            generation_kwargs=generation_kwargs,
            timeout=timeout,
            max_retries=max_retries,
            tools=tools,
            tools_strict=tools_strict,
            http_client_kwargs=http_client_kwargs,
        )

    @property
    def available(self) -> bool:
        """Whether a key is configured (without one, every run reports an error and no request is made)."""
        return bool(self.api_key.resolve_value())

    def warm_up(self) -> None:
        """Create the HTTP client, when a key is set (without one there is nothing to connect)."""
        if self.available:
            OpenAIChatGenerator.warm_up(self)

    @component.output_types(replies=list[ChatMessage], error=str)
    def run(  # type: ignore[override]
        self,
        messages: list[ChatMessage],
        streaming_callback: StreamingCallbackT | None = None,
        generation_kwargs: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """
        :param messages: The chat prompt.
        :param streaming_callback: Overrides the init callback for this call.
        :param generation_kwargs: Overrides sampling parameters for this call.
        :returns: `replies`: the model's replies (empty on failure); `error`: None, or a one-line reason.
        """
        key = self.api_key.resolve_value()
        if not key:
            return {"replies": [], "error": "no LLM configured (GROQ_API_KEY is not set)"}
        try:
            self.warm_up()
            result = OpenAIChatGenerator.run(
                self, messages=messages, streaming_callback=streaming_callback, generation_kwargs=generation_kwargs
            )
        except Exception as exc:  # any API or network failure becomes a fallback, never a stack trace
            return self._failure(exc, key)
        return self._replies(result)

    @component.output_types(replies=list[ChatMessage], error=str)
    async def run_async(  # type: ignore[override]
        self,
        messages: list[ChatMessage],
        streaming_callback: StreamingCallbackT | None = None,
        generation_kwargs: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """
        The asynchronous form of `run`, for `AsyncPipeline` and Hayhooks' async endpoints.

        :param messages: The chat prompt.
        :param streaming_callback: An async callback for streamed chunks.
        :param generation_kwargs: Overrides sampling parameters for this call.
        :returns: `replies` and `error`, as `run`.
        """
        key = self.api_key.resolve_value()
        if not key:
            return {"replies": [], "error": "no LLM configured (GROQ_API_KEY is not set)"}
        try:
            await OpenAIChatGenerator.warm_up_async(self)
            result = await OpenAIChatGenerator.run_async(
                self, messages=messages, streaming_callback=streaming_callback, generation_kwargs=generation_kwargs
            )
        except Exception as exc:  # any API or network failure becomes a fallback, never a stack trace
            return self._failure(exc, key)
        return self._replies(result)

    @staticmethod
    def _failure(exc: Exception, key: str) -> dict[str, Any]:
        reason = redact(f"{type(exc).__name__}: {exc}", key)
        logger.warning("LLM call failed after retries; falling back to an extractive answer: %s", reason)
        return {"replies": [], "error": f"LLM unavailable ({reason})"}

    @staticmethod
    def _replies(result: dict[str, Any]) -> dict[str, Any]:
        replies = [r for r in result["replies"] if r.text and r.text.strip()]
        return {"replies": replies, "error": None if replies else "LLM returned an empty reply"}
