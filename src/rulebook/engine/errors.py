"""The errors a user can cause through the engine; each message says what to do."""


class QuestionError(ValueError):
    """A question that cannot be asked (empty or too long)."""


class UnknownDocumentError(ValueError):
    """A document filter names a document that is not indexed."""


class UnknownArticleError(UnknownDocumentError):
    """An article filter matches no indexed article."""


class UnknownVersionError(UnknownDocumentError):
    """A version filter matches no indexed document."""


class EmbeddingModelMismatch(RuntimeError):
    """The index holds vectors of another embedding model than the one questions would be embedded with."""
