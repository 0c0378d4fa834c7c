"""Preprocessors: clean a document's text and split it into article chunks."""

from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from rulebook.components.preprocessors.page_span_annotator import PageSpanAnnotator
from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

__all__ = ["ArticleSplitter", "PageSpanAnnotator", "RunningTextCleaner"]
