"""BM25SparseTextEmbedder: a question's sparse vector, in the terms of the chunks' vectors."""

from haystack import Document

from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder
from rulebook.components.embedders.bm25_text_embedder import BM25SparseTextEmbedder
from rulebook.text.lexical import term_index


class TestBM25SparseTextEmbedder:
    def test_to_dict_and_back(self):
        e = BM25SparseTextEmbedder()
        assert e.to_dict() == {
            "type": "rulebook.components.embedders.bm25_text_embedder.BM25SparseTextEmbedder",
            "init_parameters": {},
        }
        assert BM25SparseTextEmbedder.from_dict(e.to_dict()).to_dict() == e.to_dict()

    def test_query_terms_match_document_terms(self):
        q = BM25SparseTextEmbedder().run(text="What happens if a driver misses the weighbridge?")["sparse_embedding"]
        d = (
            BM25SparseDocumentEmbedder()
            .run(
                documents=[
                    Document(
                        content="Any driver who misses the weighbridge will be required to start from the pit lane."
                    )
                ]
            )["documents"][0]
            .sparse_embedding
        )
        shared = set(q.indices) & set(d.indices)
        assert {term_index("driver"), term_index("miss"), term_index("weighbridg")} <= shared

    def test_empty_question_gives_empty_vector(self):
        assert BM25SparseTextEmbedder().run(text="the of and")["sparse_embedding"].indices == []
