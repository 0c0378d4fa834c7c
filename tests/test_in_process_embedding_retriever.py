"""InProcessEmbeddingRetriever over the embedded Qdrant store, and the `dense` load-time switch."""

import pytest
from haystack import Document
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.components.retrievers.in_process_embedding_retriever import InProcessEmbeddingRetriever
from rulebook.pipelines import configure_graph, read_graph
from rulebook.settings import Settings

LIVE = {"field": "meta.live", "operator": "==", "value": True}


def chunk(name: str, vector: list[float], live: bool = True) -> Document:
    return Document(content=name, embedding=vector, meta={"file_name": name, "live": live})


@pytest.fixture()
def store(tmp_path):
    store = QdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=3, similarity="cosine")
    store.write_documents([
        chunk("x.pdf", [1.0, 0.0, 0.0]),
        chunk("y.pdf", [0.6, 0.8, 0.0]),
        chunk("z.pdf", [0.0, 0.0, 2.0]),
        chunk("hidden.pdf", [1.0, 0.0, 0.0], live=False),
    ])
    yield store
    store.close()


class TestInProcessEmbeddingRetriever:
    def test_init_default(self, store):
        r = InProcessEmbeddingRetriever(document_store=store)
        assert (r.top_k, r.filters, r.filter_policy.value) == (30, None, "merge")

    def test_init_with_parameters(self, store):
        r = InProcessEmbeddingRetriever(document_store=store, top_k=3, filters=LIVE, filter_policy="replace")
        assert (r.top_k, r.filters, r.filter_policy.value) == (3, LIVE, "replace")
        with pytest.raises(ValueError, match="top_k"):
            InProcessEmbeddingRetriever(document_store=store, top_k=0)

    def test_to_dict(self, store):
        params = InProcessEmbeddingRetriever(document_store=store, top_k=4, filters=LIVE).to_dict()["init_parameters"]
        assert params["top_k"] == 4 and params["filters"] == LIVE and params["filter_policy"] == "merge"
        assert params["document_store"]["type"].endswith("QdrantDocumentStore")

    def test_from_dict(self, store):
        data = InProcessEmbeddingRetriever(document_store=store, top_k=4).to_dict()
        data["init_parameters"]["document_store"]["init_parameters"].update(path=None, location=":memory:")
        assert InProcessEmbeddingRetriever.from_dict(data).top_k == 4

    def test_run_cosine_ranking_matches_qdrant(self, store):
        r = InProcessEmbeddingRetriever(document_store=store, filters=LIVE)
        docs = r.run(query_embedding=[2.0, 0.0, 0.0])["documents"]
        assert [d.meta["file_name"] for d in docs] == ["x.pdf", "y.pdf", "z.pdf"]
        assert [round(d.score, 4) for d in docs] == [1.0, 0.6, 0.0]
        qdrant = store._query_by_embedding(query_embedding=[2.0, 0.0, 0.0], filters=LIVE, top_k=3)
        assert [d.id for d in qdrant] == [d.id for d in docs]
        assert docs[0].embedding is None

    def test_results_share_nothing_mutable_with_the_snapshot(self, store):
        store.write_documents([Document(content="w", embedding=[0.0, 1.0, 0.0],
                                        meta={"file_name": "w.pdf", "live": True, "articles": ["7.1", "7.1.2"]})])
        r = InProcessEmbeddingRetriever(document_store=store, filters=LIVE, top_k=1)
        first = r.run(query_embedding=[0.0, 1.0, 0.0])["documents"][0]
        first.meta["articles"].append("changed")
        first.meta["file_name"] = "changed.pdf"
        again = r.run(query_embedding=[0.0, 1.0, 0.0])["documents"][0]
        assert again.meta["articles"] == ["7.1", "7.1.2"] and again.meta["file_name"] == "w.pdf"
        assert again.content == "w" and again.score == pytest.approx(1.0)

    def test_run_filters_top_k_and_store_writes(self, store):
        r = InProcessEmbeddingRetriever(document_store=store, filters=LIVE, top_k=1)
        only_z = {"field": "meta.file_name", "operator": "==", "value": "z.pdf"}
        assert [d.meta["file_name"] for d in r.run(query_embedding=[1.0, 0.0, 0.0], filters=only_z)["documents"]] == ["z.pdf"]
        store.write_documents([chunk("w.pdf", [0.0, 1.0, 0.0])])
        assert r.run(query_embedding=[0.0, 1.0, 0.0])["documents"][0].meta["file_name"] == "w.pdf"

    def test_no_chunks_or_no_embeddings_find_nothing(self, tmp_path):
        empty = QdrantDocumentStore(path=str(tmp_path / "empty"), index="t", embedding_dim=3, similarity="cosine")
        bare = QdrantDocumentStore(path=str(tmp_path / "bare"), index="t", embedding_dim=3, similarity="cosine")
        try:
            bare.write_documents([Document(content="no vector", meta={"file_name": "a.pdf", "live": True})])
            for target in (empty, bare):
                assert InProcessEmbeddingRetriever(document_store=target).run(query_embedding=[1.0, 0.0, 0.0]) == {
                    "documents": []
                }
        finally:
            empty.close()
            bare.close()

    def test_query_of_another_dimension_is_a_clear_error(self, store):
        with pytest.raises(ValueError, match="3 dimensions"):
            InProcessEmbeddingRetriever(document_store=store).run(query_embedding=[1.0, 0.0])


class TestDenseSwitch:
    def test_embedded_store_uses_numpy(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path, qdrant_url=None)
        assert settings.dense_backend == "numpy"
        graph = configure_graph(read_graph("query"), settings)
        assert graph["components"]["dense_retriever"]["type"].endswith("InProcessEmbeddingRetriever")

    def test_server_and_explicit_qdrant_keep_qdrant(self, tmp_path):
        for settings in (Settings.from_env(data_dir=tmp_path, qdrant_url="http://qdrant:6333"),
                         Settings.from_env(data_dir=tmp_path, qdrant_url=None, dense="qdrant")):
            graph = configure_graph(read_graph("query"), settings)
            assert graph["components"]["dense_retriever"]["type"].endswith("QdrantEmbeddingRetriever")
        with pytest.raises(ValueError, match="RULEBOOK_DENSE"):
            Settings.from_env(dense="faiss")
