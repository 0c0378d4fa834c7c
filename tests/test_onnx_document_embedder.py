"""OnnxDocumentEmbedder: real Hazmat-manual chunks embedded from the ONNX export, against Haystack's torch embedder."""

import numpy as np
import pytest
from haystack import Document
from haystack_integrations.components.embedders.sentence_transformers import SentenceTransformersDocumentEmbedder

from rulebook.components.caching.embedding_reuse import embedded_text
from rulebook.components.embedders.onnx_document_embedder import OnnxDocumentEmbedder
from rulebook.pipelines import configured_graph
from rulebook.components.embedders import DocumentEmbedder
from rulebook.models import resolve_model_path
from rulebook.settings import Settings

MODEL = resolve_model_path(Settings.from_env().embedding_model)
LIVE = {"field": "meta.live", "operator": "==", "value": True}


@pytest.fixture(scope="module")
def chunks(hazmat_book):
    # 24 chunks of different lengths, so batches pad; one without content, as a table-only page can leave.
    docs = sorted(hazmat_book.store.filter_documents(LIVE), key=lambda d: d.id)[:23]
    return [Document(id=d.id, content=d.content, meta=d.meta) for d in docs] + [Document(id="empty", content="")]


@pytest.fixture(scope="module")
def torch_vectors(chunks):
    embedder = SentenceTransformersDocumentEmbedder(
        model=MODEL, meta_fields_to_embed=["article_title"], progress_bar=False, normalize_embeddings=True
    )
    embedder.warm_up()
    return np.array([d.embedding for d in embedder.run(documents=chunks)["documents"]])


def _embed(chunks, tmp_path_factory, **kwargs):
    embedder = OnnxDocumentEmbedder(model=MODEL, meta_fields_to_embed=["article_title"], batch_size=5,
                                    cache_dir=str(tmp_path_factory.getbasetemp() / "onnx-docs"), **kwargs)
    embedder.warm_up()
    return embedder, np.array([d.embedding for d in embedder.run(documents=chunks)["documents"]])


def test_full_precision_gives_haystacks_vectors_in_the_input_order(chunks, torch_vectors, tmp_path_factory):
    embedder, vectors = _embed(chunks, tmp_path_factory)
    assert embedder.backend == "onnxruntime" and vectors.shape == (24, 384)
    assert (vectors * torch_vectors).sum(axis=1).min() > 0.9999  # padding in a batch changes nothing


def test_int8_stays_close_and_keeps_each_chunks_nearest_neighbour(chunks, torch_vectors, tmp_path_factory):
    embedder, vectors = _embed(chunks, tmp_path_factory, quantize=True)
    assert embedder.backend == "onnxruntime-int8"
    cosines = (vectors * torch_vectors).sum(axis=1)
    assert cosines.min() > 0.95 and cosines.mean() > 0.98 and cosines.max() < 0.9999
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    # Which other chunk is most alike, for each chunk: mostly the same pairs as in full precision.
    same = [np.argsort(-(m @ m.T), axis=1)[:, 1] for m in (vectors, torch_vectors)]
    assert (same[0] == same[1]).mean() >= 0.8


def test_the_embedded_text_is_haystacks(chunks):
    doc = chunks[0]
    text = embedded_text(doc, "passage: ", "!", ["article_title", "missing"], " | ")
    assert text == f"passage: {doc.meta['article_title']} | {doc.content}!"


def test_serialisation_and_bad_input(tmp_path):
    e = OnnxDocumentEmbedder(model="m", prefix="p: ", batch_size=4, meta_fields_to_embed=["title"], quantize=True,
                             cache_dir=str(tmp_path))
    data = e.to_dict()
    assert data["init_parameters"]["quantize"] is True and data["init_parameters"]["meta_fields_to_embed"] == ["title"]
    assert OnnxDocumentEmbedder.from_dict(data).to_dict() == data
    with pytest.raises(ValueError, match="batch_size"):
        OnnxDocumentEmbedder(batch_size=0)
    with pytest.raises(TypeError, match="list of Documents"):
        e.run(documents="a question")


def test_the_setting_quantises_the_indexing_graphs_embedder_and_names_another_model(tmp_path):
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
    assert type(embedder._embedder).__name__ == "OnnxDocumentEmbedder" and embedder._embedder.backend == "onnxruntime-int8"
    # Vectors of the int8 copy are another model's to the index: the reuse key and the recorded id change.
    assert settings.with_values(document_int8=True).embedding_model_id == settings.embedding_model_id + "+int8"
    assert graph["embedding_reuse"]["init_parameters"]["model"].endswith("+int8")
