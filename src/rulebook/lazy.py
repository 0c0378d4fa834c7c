"""
Names of a package that load on first use (PEP 562, module `__getattr__`), so that a script can import the package's
light modules and fail fast before Haystack and the models load.

Usage example:
```python
from rulebook.lazy import lazy_attributes

__getattr__ = lazy_attributes(__name__, {"Rulebook": "rulebook.engine.book"})
```
"""

import importlib
import sys
from collections.abc import Callable
from typing import Any


def lazy_attributes(package: str, where: dict[str, str]) -> Callable[[str], Any]:
    """
    :param package: The package's `__name__`.
    :param where: Name -> the module it is imported from on first use.
    :returns: The package's `__getattr__`: it imports a name of `where` from its module and keeps it in the package,
        so later lookups do not come back; it raises `AttributeError` for any other name.
    """

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(where[name]), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
