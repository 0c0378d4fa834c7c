"""
DocumentEmbedder: chunks embedded by a Sentence Transformers model in torch, or from its int8 ONNX copy, through one
set of sockets; on real chunks of the Hazmat manual indexed once per session.
"""

import numpy as np
import pytest
from haystack import Document

from rulebook.components.embedders import DocumentEmbedder
from rulebook.pipelines import configured_graph
from rulebook.settings import Settings

LIVE = {"field": "meta.live", "operator": "==", "value": True}


@pytest.fixture(scope="module")
def stored(hazmat_book):
    """Six of the session's chunks, with the vectors the indexing graph wrote for them."""
    return sorted(hazmat_book.store.filter_documents(LIVE), key=lambda d: d.id)[:6]


class TestDocumentEmbedder:
    def test_init_default(self):
        e = DocumentEmbedder()
        assert (e.model, e.prefix, e.suffix, e.batch_size, e.normalize_embeddings) == (
            "sentence-transformers/all-MiniLM-L6-v2",
            "",
            "",
            8,
            True,
        )
        assert (e.meta_fields_to_embed, e.embedding_separator, e.local_files_only, e.quantize) == (
            [],
            "\n",
            True,
            False,
        )

    def test_init_with_parameters(self):
        e = DocumentEmbedder(
            model="/models/tuned",
            prefix="passage: ",
            suffix="!",
            batch_size=2,
            normalize_embeddings=False,
            meta_fields_to_embed=["title"],
            embedding_separator=" | ",
            local_files_only=False,
            quantize=True,
        )
        assert (e.model, e.prefix, e.suffix, e.batch_size, e.normalize_embeddings) == (
            "/models/tuned",
            "passage: ",
            "!",
            2,
            False,
        )
        assert (e.meta_fields_to_embed, e.embedding_separator, e.local_files_only, e.quantize) == (
            ["title"],
            " | ",
            False,
            True,
        )
        with pytest.raises(ValueError, match="batch_size must be >= 1, got 0"):
            DocumentEmbedder(batch_size=0)

    def test_to_dict(self):
        assert DocumentEmbedder(meta_fields_to_embed=["title", "breadcrumb"], quantize=True).to_dict() == {
            "type": "rulebook.components.embedders.document_embedder.DocumentEmbedder",
            "init_parameters": {
                "model": "sentence-transformers/all-MiniLM-L6-v2",
                "prefix": "",
                "suffix": "",
                "batch_size": 8,
                "normalize_embeddings": True,
                "meta_fields_to_embed": ["title", "breadcrumb"],
                "embedding_separator": "\n",
                "local_files_only": True,
                "quantize": True,
            },
        }

    def test_from_dict_round_trip(self):
        e = DocumentEmbedder(prefix="passage: ", batch_size=4, meta_fields_to_embed=["article_title"])
        again = DocumentEmbedder.from_dict(e.to_dict())
        assert again.to_dict() == e.to_dict() and again._embedder is None  # nothing loaded before warm_up

    def test_run_gives_the_vectors_the_index_holds(self, stored):
        chunks = [Document(id=d.id, content=d.content, meta=d.meta) for d in stored]
        out = DocumentEmbedder().run(documents=chunks)["documents"]
        assert [d.id for d in out] == [d.id for d in stored]  # the input order
        assert all(d.embedding is None for d in chunks)  # new Documents: the input is not changed
        vectors = np.array([d.embedding for d in out])
        assert vectors.shape == (6, 384) and np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
        index = np.array([d.embedding for d in stored])
        assert (vectors * index).sum(axis=1).min() > 0.9999  # the indexing graph's own embedder, up to float rounding

    def test_meta_fields_are_embedded_before_the_content(self, stored):
        chunk = Document(content=stored[0].content, meta=stored[0].meta)
        plain = DocumentEmbedder().run(documents=[chunk])["documents"][0].embedding
        titled = (
            DocumentEmbedder(meta_fields_to_embed=["title", "breadcrumb"])
            .run(documents=[chunk])["documents"][0]
            .embedding
        )
        assert stored[0].meta["title"] and float(np.dot(plain, titled)) < 0.9999

    def test_the_setting_quantises_the_indexing_graphs_embedder_and_names_another_model(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path, qdrant_url=None, contextual=True)
        plain = configured_graph("indexing", settings)["components"]
        graph = configured_graph("indexing", settings.with_values(document_int8=True))["components"]
        assert plain["dense_embedder"]["type"] == graph["dense_embedder"]["type"]
        params = graph["dense_embedder"]["init_parameters"]
        # Same model and embedded text (contextual headers included), int8.
        for key in ("model", "prefix", "meta_fields_to_embed", "embedding_separator", "normalize_embeddings"):
            assert params[key] == plain["dense_embedder"]["init_parameters"][key], key
        assert params["quantize"] is True and plain["dense_embedder"]["init_parameters"]["quantize"] is False
        embedder = DocumentEmbedder.from_dict(graph["dense_embedder"])
        embedder.warm_up()
        assert (
            type(embedder._embedder).__name__ == "OnnxDocumentEmbedder"
            and embedder._embedder.backend == "onnxruntime-int8"
        )
        # Vectors of the int8 copy are another model's to the index: the reuse key and the recorded id change.
        assert settings.with_values(document_int8=True).embedding_model_id == settings.embedding_model_id + "+int8"
        assert graph["embedding_reuse"]["init_parameters"]["model"].endswith("+int8")
