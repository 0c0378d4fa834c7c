"""
The engine behind the scripts, the evaluation harness and the service: `Rulebook` runs the YAML graphs.

Usage example:
```python
from rulebook.engine import Rulebook

book = Rulebook()
print(book.list_documents())
```
"""

from rulebook.engine.book import Rulebook
from rulebook.engine.errors import (
    EmbeddingModelMismatch,
    QuestionError,
    UnknownArticleError,
    UnknownDocumentError,
    UnknownVersionError,
)
from rulebook.engine.filters import article_matches, version_identifies, version_matches
from rulebook.engine.indexing import SUPPORTED_SUFFIXES, IndexReport, expand_paths, file_sha256

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
