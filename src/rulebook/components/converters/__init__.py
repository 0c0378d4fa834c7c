"""File converters: a source file in, one Document per file (or per passage) out."""

from typing import TYPE_CHECKING

from rulebook.lazy import lazy_attributes

if TYPE_CHECKING:
    from rulebook.components.converters.html_structure import HTMLStructureNormalizer
    from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
    from rulebook.components.converters.passage_json_converter import PassageJsonConverter
    from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
    from rulebook.components.converters.text_source_checker import TextSourceChecker

# The components load on first use (PEP 562): `pdf_checks`, which needs no Haystack, can then be imported by a script
# that checks its files before Haystack and the models load.
_LAZY = {
    "HTMLStructureNormalizer": "rulebook.components.converters.html_structure",
    "PassageJsonConverter": "rulebook.components.converters.passage_json_converter",
    "PyMuPDFToDocument": "rulebook.components.converters.pdf_converter",
    "StructuredMarkdownToDocument": "rulebook.components.converters.markdown_converter",
    "TextSourceChecker": "rulebook.components.converters.text_source_checker",
}


__getattr__ = lazy_attributes(__name__, _LAZY)

__all__ = [
    "HTMLStructureNormalizer",
    "PassageJsonConverter",
    "PyMuPDFToDocument",
    "StructuredMarkdownToDocument",
    "TextSourceChecker",
]
