"""Per-component wall time of a pipeline run, through Haystack's tracing hooks."""

import contextlib
import contextvars
import time
from collections.abc import Iterator
from typing import Any

from haystack import tracing
from haystack.tracing import Span, Tracer

_timings: contextvars.ContextVar[dict[str, float] | None] = contextvars.ContextVar("rulebook_timings", default=None)


class _NullSpan(Span):
    def set_tag(self, key: str, value: Any) -> None:
        pass


class ComponentTimer(Tracer):
    """
    A Haystack tracer that adds each component's run time (ms) to the timings of the current `timed()` block.

    It only measures; it records no inputs or outputs.
    """

    @contextlib.contextmanager
    def trace(
        self,
        operation_name: str,
        tags: dict[str, Any] | None = None,
        parent_span: Span | None = None,  # noqa: ARG002 - Haystack's `Tracer.trace` signature; passed by name
    ) -> Iterator[Span]:
        """Time the block when it is a component's run inside a `timed()` block; the span records nothing."""
        timings = _timings.get()
        start = time.perf_counter()
        try:
            yield _NullSpan()
        finally:
            if timings is not None and operation_name == "haystack.component.run" and tags:
                name = tags.get("haystack.component.name", "?")
                timings[name] = timings.get(name, 0.0) + (time.perf_counter() - start) * 1000

    def current_span(self) -> Span | None:
        """:returns: None: this tracer keeps no spans."""
        return None


_installed = False


@contextlib.contextmanager
def timed() -> Iterator[dict[str, float]]:
    """
    Collect component timings of pipeline runs inside the block.

    Usage example:
    ```python
    with timed() as ms:
        pipeline.run(data)
    print(ms["text_embedder"])
    ```

    :returns: A dict, filled as components finish: component name -> milliseconds.
    """
    global _installed
    if not _installed:
        tracing.enable_tracing(ComponentTimer())
        _installed = True
    timings: dict[str, float] = {}
    token = _timings.set(timings)
    try:
        yield timings
    finally:
        _timings.reset(token)
