"""
Query components: what a question becomes before it is searched (spelling, versions, named documents, abbreviations,
rewrites).
"""

from rulebook.components.query.abbreviation_expander import AbbreviationExpander
from rulebook.components.query.document_name_resolver import DocumentNameResolver
from rulebook.components.query.query_rewriter import QueryRewriter
from rulebook.components.query.spelling_corrector import SpellingCorrector
from rulebook.components.query.version_resolver import VersionResolver

__all__ = ["AbbreviationExpander", "DocumentNameResolver", "QueryRewriter", "SpellingCorrector", "VersionResolver"]
