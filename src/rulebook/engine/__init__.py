"""
The engine behind the scripts, the evaluation harness and the service: `Rulebook` runs the YAML graphs.

Usage example:
```python
from rulebook.engine import Rulebook

book = Rulebook()
print(book.list_documents())
```
"""

from typing import TYPE_CHECKING

from rulebook.engine.errors import (
    EmbeddingModelMismatch,
    QuestionError,
    UnknownArticleError,
    UnknownDocumentError,
    UnknownVersionError,
)
from rulebook.lazy import lazy_attributes

if TYPE_CHECKING:
    from rulebook.engine.book import Rulebook
    from rulebook.engine.filters import article_matches, version_identifies, version_matches
    from rulebook.engine.indexing import SUPPORTED_SUFFIXES, IndexReport, expand_paths, file_sha256

# Where each name that needs Haystack lives: they load on first use (PEP 562), so a script can check a question or
# its paths through rulebook.engine's light modules and fail in a fraction of a second, not after Haystack's imports.
_LAZY = {
    "Rulebook": "rulebook.engine.book",
    "article_matches": "rulebook.engine.filters",
    "version_identifies": "rulebook.engine.filters",
    "version_matches": "rulebook.engine.filters",
    "SUPPORTED_SUFFIXES": "rulebook.engine.indexing",
    "IndexReport": "rulebook.engine.indexing",
    "expand_paths": "rulebook.engine.indexing",
    "file_sha256": "rulebook.engine.indexing",
}


__getattr__ = lazy_attributes(__name__, _LAZY)

__all__ = [
    "SUPPORTED_SUFFIXES",
    "EmbeddingModelMismatch",
    "IndexReport",
    "QuestionError",
    "Rulebook",
    "UnknownArticleError",
    "UnknownDocumentError",
    "UnknownVersionError",
    "article_matches",
    "expand_paths",
    "file_sha256",
    "version_identifies",
    "version_matches",
]
