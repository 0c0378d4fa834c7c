"""EmbeddingRetriever over the embedded Qdrant store, and the `dense` load-time switch."""

import pytest
from haystack import Document
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.components.retrievers import EmbeddingRetriever
from rulebook.settings import Settings

LIVE = {"field": "meta.live", "operator": "==", "value": True}


def chunk(name: str, vector: list[float], live: bool = True) -> Document:
    return Document(content=name, embedding=vector, meta={"file_name": name, "live": live})


@pytest.fixture()
def store(tmp_path):
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=3, similarity="cosine")
    store.write_documents(
        [
            chunk("x.pdf", [1.0, 0.0, 0.0]),
            chunk("y.pdf", [0.6, 0.8, 0.0]),
            chunk("z.pdf", [0.0, 0.0, 2.0]),
            chunk("hidden.pdf", [1.0, 0.0, 0.0], live=False),
        ]
    )
    yield store
    store.close()


class TestEmbeddingRetriever:
    def test_init_default(self, store):
        r = EmbeddingRetriever(document_store=store)
        assert (r.top_k, r.filters, r.filter_policy.value) == (30, None, "merge")

    def test_init_with_parameters(self, store):
        r = EmbeddingRetriever(document_store=store, top_k=3, filters=LIVE, filter_policy="replace")
        assert (r.top_k, r.filters, r.filter_policy.value) == (3, LIVE, "replace")
        with pytest.raises(ValueError, match="top_k"):
            EmbeddingRetriever(document_store=store, top_k=0)

    def test_to_dict(self, store):
        params = EmbeddingRetriever(document_store=store, top_k=4, filters=LIVE).to_dict()["init_parameters"]
        assert params["top_k"] == 4 and params["filters"] == LIVE and params["filter_policy"] == "merge"
        assert params["document_store"]["type"].endswith("QdrantDocumentStore")

    def test_from_dict(self, store):
        data = EmbeddingRetriever(document_store=store, top_k=4).to_dict()
        data["init_parameters"]["document_store"]["init_parameters"].update(path=None, location=":memory:")
        assert EmbeddingRetriever.from_dict(data).top_k == 4

    def test_run_cosine_ranking_matches_qdrant(self, store):
        r = EmbeddingRetriever(document_store=store, filters=LIVE)
        docs = r.run(query_embedding=[2.0, 0.0, 0.0])["documents"]
        assert [d.meta["file_name"] for d in docs] == ["x.pdf", "y.pdf", "z.pdf"]
        assert [round(d.score, 4) for d in docs] == [1.0, 0.6, 0.0]
        qdrant = store._query_by_embedding(query_embedding=[2.0, 0.0, 0.0], filters=LIVE, top_k=3)
        assert [d.id for d in qdrant] == [d.id for d in docs]
        assert docs[0].embedding is None

    def test_results_share_nothing_mutable_with_the_snapshot(self, store):
        store.write_documents(
            [
                Document(
                    content="w",
                    embedding=[0.0, 1.0, 0.0],
                    meta={"file_name": "w.pdf", "live": True, "articles": ["7.1", "7.1.2"]},
                )
            ]
        )
        r = EmbeddingRetriever(document_store=store, filters=LIVE, top_k=1)
        first = r.run(query_embedding=[0.0, 1.0, 0.0])["documents"][0]
        first.meta["articles"].append("changed")
        first.meta["file_name"] = "changed.pdf"
        again = r.run(query_embedding=[0.0, 1.0, 0.0])["documents"][0]
        assert again.meta["articles"] == ["7.1", "7.1.2"] and again.meta["file_name"] == "w.pdf"
        assert again.content == "w" and again.score == pytest.approx(1.0)

    def test_run_filters_top_k_and_store_writes(self, store):
        r = EmbeddingRetriever(document_store=store, filters=LIVE, top_k=1)
        only_z = {"field": "meta.file_name", "operator": "==", "value": "z.pdf"}
        assert [d.meta["file_name"] for d in r.run(query_embedding=[1.0, 0.0, 0.0], filters=only_z)["documents"]] == [
            "z.pdf"
        ]
        store.write_documents([chunk("w.pdf", [0.0, 1.0, 0.0])])
        assert r.run(query_embedding=[0.0, 1.0, 0.0])["documents"][0].meta["file_name"] == "w.pdf"

    def test_no_chunks_or_no_embeddings_find_nothing(self, tmp_path):
        empty = QdrantDocumentStore(path=str(tmp_path / "empty"), index="t", embedding_dim=3, similarity="cosine")
        bare = QdrantDocumentStore(path=str(tmp_path / "bare"), index="t", embedding_dim=3, similarity="cosine")
        try:
            bare.write_documents([Document(content="no vector", meta={"file_name": "a.pdf", "live": True})])
            for target in (empty, bare):
                assert EmbeddingRetriever(document_store=target).run(query_embedding=[1.0, 0.0, 0.0]) == {
                    "documents": []
                }
        finally:
            empty.close()
            bare.close()

    def test_query_of_another_dimension_is_a_clear_error(self, store):
        with pytest.raises(ValueError, match="3 dimensions"):
            EmbeddingRetriever(document_store=store).run(query_embedding=[1.0, 0.0])


class TestBackend:
    def test_auto_is_numpy_on_the_embedded_store(self, store):
        r = EmbeddingRetriever(document_store=store)
        assert (r.backend, r.active_backend) == ("auto", "numpy")
        assert r.to_dict()["init_parameters"]["backend"] == "auto"

    def test_auto_is_qdrant_on_a_server(self):
        # The store connects lazily: nothing listens at this address, and nothing is asked of it here.
        server = QdrantDocumentStore(url="http://127.0.0.1:9", index="t", embedding_dim=3, similarity="cosine")
        assert EmbeddingRetriever(document_store=server).active_backend == "qdrant"

    def test_qdrant_search_ranks_as_numpy(self, store):
        query = [0.9, 0.1, 0.0]
        numpy_docs = EmbeddingRetriever(document_store=store, filters=LIVE, backend="numpy").run(query_embedding=query)
        qdrant_docs = EmbeddingRetriever(document_store=store, filters=LIVE, backend="qdrant").run(
            query_embedding=query
        )
        assert [d.id for d in qdrant_docs["documents"]] == [d.id for d in numpy_docs["documents"]]
        assert [round(d.score, 4) for d in qdrant_docs["documents"]] == [
            round(d.score, 4) for d in numpy_docs["documents"]
        ]

    def test_bad_backend_and_bad_setting(self, store):
        with pytest.raises(ValueError, match="backend"):
            EmbeddingRetriever(document_store=store, backend="faiss")
        with pytest.raises(ValueError, match="RULEBOOK_DENSE"):
            Settings.from_env(environ={"RULEBOOK_DENSE": "faiss"})
