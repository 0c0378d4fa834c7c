"""
A faster copy of pipeline inputs for Haystack's `Pipeline.run`, with the same result.

Haystack copies every component's inputs before running it (`haystack.core.pipeline.utils.
_deepcopy_with_exceptions`), so a component cannot change what another receives. The copy walks lists element by
element and asks, for each element, whether it is a `Component`, a runtime-checkable Protocol whose isinstance
check is slow. A question's embedding is a list of 384 floats, so the check runs hundreds of times on every edge
the embedding travels, for values that `copy.deepcopy` returns unchanged anyway: on the query graph this was a
large part of the retrieval time after the embedding itself.

`install()` wraps Haystack's function with fast paths for what flows through rulebook's graphs, and sends every
other value to Haystack's own function, unchanged:
- immutable scalars are returned as they are (`deepcopy` returns them unchanged too);
- a list or tuple is copied into a new one whose elements are copied in turn (in one step when they are all
  scalars), a dict into a new dict whose values are copied in turn;
- a `Document` (exactly that class) is copied field by field: a new object whose `meta`, `embedding`,
  `sparse_embedding` and `blob` are copied in turn, instead of `deepcopy`'s generic reduce/reconstruct (two
  hundred candidate Documents reach the joiner per question);
- a function or a bound method is passed as it is. `deepcopy` returns a function unchanged but copies a bound
  method's object whole: the rewriter's `search` input, `Rulebook._retrieve`, copied the engine with its pipelines
  and its store's snapshot twice per question, most of a question's time, and the copy then searched a copy.
The results are equal to Haystack's, except that a bound method stays bound to its own object, and share no other
mutable object with the input.

Usage example:
```python
from rulebook import input_copy

input_copy.install()  # rulebook.pipelines does this on import
```
"""

from collections.abc import Callable
from types import BuiltinFunctionType, BuiltinMethodType, FunctionType, MethodType
from typing import Any

from haystack import Document

_SCALARS = frozenset({str, int, float, bool, type(None), bytes, complex})
_CALLABLES = frozenset({FunctionType, MethodType, BuiltinFunctionType, BuiltinMethodType})
_DOCUMENT_MUTABLE = ("meta", "embedding", "sparse_embedding", "blob")
_installed: Callable[[Any], Any] | None = None


def fast_copy(original: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """
    :param original: Haystack's `_deepcopy_with_exceptions`.
    :returns: A function with the same results, fast for scalars and flat lists/tuples of scalars.
    """
    scalars = _SCALARS

    def copy_with_exceptions(obj: Any) -> Any:
        kind = type(obj)
        if kind in scalars or kind in _CALLABLES:
            return obj
        if kind is list or kind is tuple:  # as Haystack does for these two exact types, element by element
            for value in obj:  # a loop, not all(<generator>): most lists here are short or all scalars
                if type(value) not in scalars:
                    return kind([copy_with_exceptions(v) for v in obj])
            return kind(obj)
        if kind is dict:  # as Haystack does (keys kept, values copied), without a call per scalar value
            clone = obj.copy()
            for key, value in clone.items():  # replacing values while iterating is safe: the keys do not change
                if type(value) not in scalars:
                    clone[key] = copy_with_exceptions(value)
            return clone
        if kind is Document:
            # A new Document holding the same values, its mutable fields copied in turn. Built from its __dict__,
            # as copy.copy does, without copy's slower generic reduce/reconstruct.
            fields = obj.__dict__.copy()
            for name in _DOCUMENT_MUTABLE:
                value = fields.get(name)
                if value is not None:
                    fields[name] = copy_with_exceptions(value)
            clone = object.__new__(Document)
            clone.__dict__.update(fields)
            return clone
        return original(obj)

    copy_with_exceptions.__wrapped__ = original  # type: ignore[attr-defined]
    return copy_with_exceptions


def install() -> None:
    """Put the fast copy in the Haystack modules that call it (idempotent)."""
    global _installed
    if _installed is not None:
        return
    from haystack.core.pipeline import base, pipeline, utils

    fast = fast_copy(utils._deepcopy_with_exceptions)
    # `utils` holds the recursive calls; `base` and `pipeline` imported the name directly.
    for module in (utils, base, pipeline):
        module._deepcopy_with_exceptions = fast
    _installed = fast
