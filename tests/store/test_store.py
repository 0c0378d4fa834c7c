"""
rulebook.store: where the store lives (the embedded store in RULEBOOK_DATA_DIR/qdrant, or a Qdrant server at
QDRANT_URL) and the one store object the graphs and the engine share.
"""

import pytest

from rulebook.pipelines import load_pipeline
from rulebook.settings import Settings
from rulebook.store import STORE_TYPE, SharedQdrantDocumentStore, document_store, store_parameters


class TestStoreParameters:
    def test_the_embedded_store_in_the_data_folder(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path / "data", qdrant_url=None)
        assert store_parameters(settings) == {
            "type": "rulebook.store.shared.SharedQdrantDocumentStore",
            "init_parameters": {
                "index": "rulebook",
                "embedding_dim": 384,
                "use_sparse_embeddings": True,
                "sparse_idf": True,
                "similarity": "cosine",
                "progress_bar": False,
                "path": str(tmp_path / "data" / "qdrant"),
            },
        }
        assert (
            tmp_path / "data" / "qdrant"
        ).is_dir() and STORE_TYPE == "rulebook.store.shared.SharedQdrantDocumentStore"

    def test_a_server_with_its_key_from_the_environment(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path / "data", qdrant_url="http://qdrant:6333", collection="rules")
        parameters = store_parameters(settings)["init_parameters"]
        assert parameters["url"] == "http://qdrant:6333" and parameters["index"] == "rules" and "path" not in parameters
        assert parameters["api_key"] == {"type": "env_var", "env_vars": ["QDRANT_API_KEY"], "strict": False}
        assert not (tmp_path / "data").exists()  # no folder for a server
        assert "shard_number" not in parameters and "replication_factor" not in parameters  # Qdrant's defaults

    def test_a_cluster_collection_gets_its_shards_and_replicas(self, tmp_path):
        settings = Settings.from_env(
            environ={"QDRANT_URL": "http://qdrant:6333", "RULEBOOK_QDRANT_SHARDS": "6", "RULEBOOK_QDRANT_REPLICAS": "2"}
        )
        parameters = store_parameters(settings)["init_parameters"]
        assert (parameters["shard_number"], parameters["replication_factor"]) == (6, 2)
        # The embedded store has no shards to spread: the values are not passed there.
        embedded = store_parameters(settings.with_values(qdrant_url=None, data_dir=tmp_path))["init_parameters"]
        assert "shard_number" not in embedded
        with pytest.raises(ValueError, match="RULEBOOK_QDRANT_SHARDS"):
            Settings.from_env(environ={"RULEBOOK_QDRANT_SHARDS": "0"})


class TestDocumentStore:
    def test_the_object_every_graph_reads_and_writes(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path, qdrant_url=None)
        store = document_store(settings)
        assert isinstance(store, SharedQdrantDocumentStore) and document_store(settings) is store
        assert load_pipeline("retrieve", settings).get_component("sparse_retriever").document_store is store
        assert store.count_documents() == 0  # listing opens the store, and loads no model
        store.close()

    def test_the_engine_and_its_graphs_share_it(self, hazmat_book):
        assert hazmat_book.store is document_store(hazmat_book.settings)
        assert hazmat_book.pipeline("retrieve").get_component("dense_retriever").document_store is hazmat_book.store
