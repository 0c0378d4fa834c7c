"""Validators: check an answer's citations and numbers against its passages."""

from rulebook.components.validators.citation_checker import CitationChecker
from rulebook.components.validators.numeric_claim_checker import NumericClaimChecker

__all__ = ["CitationChecker", "NumericClaimChecker"]
