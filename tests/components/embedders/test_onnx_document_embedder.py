"""OnnxDocumentEmbedder: real Hazmat-manual chunks embedded from the ONNX export, against Haystack's torch embedder."""

import numpy as np
import pytest
from haystack import Document
from haystack_integrations.components.embedders.sentence_transformers import SentenceTransformersDocumentEmbedder

from rulebook.components.embedders.onnx_document_embedder import OnnxDocumentEmbedder
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
    embedder = OnnxDocumentEmbedder(
        model=MODEL,
        meta_fields_to_embed=["article_title"],
        batch_size=5,
        cache_dir=str(tmp_path_factory.getbasetemp() / "onnx-docs"),
        **kwargs,
    )
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


def test_serialisation_and_bad_input(tmp_path):
    e = OnnxDocumentEmbedder(
        model="m", prefix="p: ", batch_size=4, meta_fields_to_embed=["title"], quantize=True, cache_dir=str(tmp_path)
    )
    data = e.to_dict()
    assert data["init_parameters"]["quantize"] is True and data["init_parameters"]["meta_fields_to_embed"] == ["title"]
    assert OnnxDocumentEmbedder.from_dict(data).to_dict() == data
    with pytest.raises(ValueError, match="batch_size"):
        OnnxDocumentEmbedder(batch_size=0)
    with pytest.raises(TypeError, match="list of Documents"):
        e.run(documents="a question")
