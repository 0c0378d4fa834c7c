"""File converters: a source file in, one Document per file (or per passage) out."""

from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
from rulebook.components.converters.passage_json_converter import PassageJsonConverter
from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.converters.text_source_checker import TextSourceChecker

__all__ = ["PassageJsonConverter", "PyMuPDFToDocument", "StructuredMarkdownToDocument", "TextSourceChecker"]
