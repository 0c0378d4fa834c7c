"""BM25SparseDocumentEmbedder: BM25-weighted sparse vectors of chunks, their article id and title included."""

import pytest
from haystack import Document

from rulebook.components.embedders.bm25_document_embedder import BM25SparseDocumentEmbedder, bm25_term_weights
from rulebook.text.lexical import analyze, term_index


class TestBM25SparseDocumentEmbedder:
    def test_init_default(self):
        e = BM25SparseDocumentEmbedder()
        assert (e.k1, e.b, e.avg_doc_length) == (1.2, 0.75, 120.0)
        assert e.meta_fields_to_index == ["article", "article_title"]

    def test_init_with_parameters(self):
        e = BM25SparseDocumentEmbedder(k1=0.9, b=0.4, avg_doc_length=80, meta_fields_to_index=["title"])
        assert (e.k1, e.b, e.avg_doc_length, e.meta_fields_to_index) == (0.9, 0.4, 80, ["title"])

    def test_init_rejects_bad_parameters(self):
        with pytest.raises(ValueError, match="b=2"):
            BM25SparseDocumentEmbedder(b=2)

    def test_to_dict(self):
        assert BM25SparseDocumentEmbedder().to_dict() == {
            "type": "rulebook.components.embedders.bm25_document_embedder.BM25SparseDocumentEmbedder",
            "init_parameters": {
                "k1": 1.2,
                "b": 0.75,
                "avg_doc_length": 120.0,
                "meta_fields_to_index": ["article", "article_title"],
            },
        }

    def test_from_dict_round_trip(self):
        e = BM25SparseDocumentEmbedder(k1=1.5)
        again = BM25SparseDocumentEmbedder.from_dict(e.to_dict())
        assert again.to_dict() == e.to_dict()

    def test_run_weights_follow_bm25(self):
        doc = Document(content="tyre tyre compound", meta={"article": "B5.1", "article_title": "Tyres"})
        out = BM25SparseDocumentEmbedder().run(documents=[doc])["documents"][0]
        assert doc.sparse_embedding is None  # input not mutated
        weights = dict(zip(out.sparse_embedding.indices, out.sparse_embedding.values, strict=True))
        # "tyre" occurs 3 times (title + twice in text) in a 5-term chunk; BM25 saturates it.
        expected = bm25_term_weights(analyze("B5.1 Tyres tyre tyre compound"), 1.2, 0.75, 120.0)
        assert weights == pytest.approx(expected)
        tf3 = weights[term_index("tyre")]
        norm = 1.2 * (1 - 0.75 + 0.75 * 5 / 120)
        assert tf3 == pytest.approx(3 * 2.2 / (3 + norm))
        assert tf3 < 2.2  # bounded by k1 + 1
