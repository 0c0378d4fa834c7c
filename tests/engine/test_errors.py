"""
rulebook.engine.errors: the errors a user can cause through the engine, raised by real calls on the Hazmat manual
indexed once per session; their classes are what the service (404, 400, 409) and scripts/ask.py catch.
"""

import pytest

from rulebook.engine import (
    EmbeddingModelMismatch,
    QuestionError,
    Rulebook,
    UnknownArticleError,
    UnknownDocumentError,
    UnknownVersionError,
)
from rulebook.models import DEFAULT_EMBEDDING_MODEL, resolve_model_path
from tests.helpers import HAZMAT


class TestEngineErrors:
    def test_a_question_that_cannot_be_asked_is_a_value_error(self, hazmat_book):
        with pytest.raises(ValueError, match="The question is empty") as raised:
            hazmat_book.ask("   ")
        assert type(raised.value) is QuestionError

    def test_filters_that_match_nothing_are_unknown_documents(self, hazmat_book):
        # The service answers all three with 404: an article or a version that matches nothing is a document filter.
        with pytest.raises(
            UnknownDocumentError, match=rf"Not indexed: typo\.pdf\. Indexed documents: {HAZMAT}\."
        ) as doc:
            hazmat_book.retrieve("records", documents=["typo.pdf"])
        with pytest.raises(UnknownDocumentError, match=r"Articles of these documents start like '") as art:
            hazmat_book.retrieve("records", articles=["ZZ9"])
        with pytest.raises(UnknownDocumentError, match="Versions indexed: none recorded") as version:
            hazmat_book.build_filters(versions=["2031"])
        assert (type(doc.value), type(art.value), type(version.value)) == (
            UnknownDocumentError,
            UnknownArticleError,
            UnknownVersionError,
        )
        assert all(isinstance(e.value, ValueError) for e in (doc, art, version))

    def test_an_index_of_another_model_is_a_runtime_error_no_request_can_fix(self, hazmat_book, tmp_path):
        local = tmp_path / "my-minilm"
        local.symlink_to(resolve_model_path(DEFAULT_EMBEDDING_MODEL), target_is_directory=True)
        with pytest.raises(RuntimeError, match="Index the documents again") as raised:
            Rulebook(hazmat_book.settings.with_values(embedding_model=str(local))).retrieve("records")
        assert type(raised.value) is EmbeddingModelMismatch and not isinstance(raised.value, ValueError)
