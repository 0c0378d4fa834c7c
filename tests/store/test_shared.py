"""
rulebook.store.shared: `SharedQdrantDocumentStore`, one store object per configuration in a process, so every graph
node that names the embedded store reads and writes through one Qdrant client.
"""

import asyncio
import logging
import subprocess
import sys

from haystack import Document

from rulebook.components.retrievers import EmbeddingRetriever
from rulebook.settings import PROJECT_ROOT
from rulebook.store.shared import SharedQdrantDocumentStore

TYPE = "rulebook.store.shared.SharedQdrantDocumentStore"


def serialised(path, index: str = "t") -> dict:
    return {
        "type": TYPE,
        "init_parameters": {"path": str(path), "index": index, "embedding_dim": 3, "progress_bar": False},
    }


class TestSharedQdrantDocumentStore:
    def test_one_object_per_configuration(self, tmp_path, monkeypatch):
        store = SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant"))
        assert SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant")) is store
        # `data/qdrant` in a graph and an absolute folder are one store when they name one folder.
        monkeypatch.chdir(tmp_path)
        assert SharedQdrantDocumentStore.from_dict(serialised("qdrant")) is store
        assert SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant", index="other")) is not store
        store.close()

    def test_its_serialised_form_is_qdrants_with_its_own_type(self, tmp_path):
        store = SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant"))
        data = store.to_dict()
        assert data["type"] == TYPE and data["init_parameters"]["path"] == str(tmp_path / "qdrant")
        assert data["init_parameters"]["embedding_dim"] == 3 and data["init_parameters"]["index"] == "t"
        store.close()

    def test_writes_through_one_node_are_read_through_another(self, tmp_path):
        store = SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant"))
        chunk = Document(content="Tank cars need placards.", embedding=[1.0, 0.0, 0.0], meta={"live": True})
        store.write_documents([chunk])
        # A component deserialised as a YAML graph gives it, its store by type, gets the same store.
        retriever = EmbeddingRetriever.from_dict(
            {
                "type": "rulebook.components.retrievers.embedding_retriever.EmbeddingRetriever",
                "init_parameters": {"document_store": serialised(tmp_path / "qdrant"), "top_k": 3},
            }
        )
        assert retriever.document_store is store
        assert [d.id for d in retriever.run(query_embedding=[1.0, 0.0, 0.0])["documents"]] == [chunk.id]
        store.close()

    def test_an_empty_write_writes_nothing_and_warns_nothing(self, tmp_path, caplog):
        store = SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant"))
        chunk = Document(content="Tank cars need placards.", embedding=[1.0, 0.0, 0.0], meta={"live": True})
        with caplog.at_level(logging.WARNING):
            assert store.write_documents([]) == 0
            assert asyncio.run(store.write_documents_async([])) == 0
            assert store.write_documents([chunk]) == 1
        assert caplog.records == [] and store.count_documents() == 1
        store.close()

    def test_constructed_directly_it_is_a_store_of_its_own(self, tmp_path):
        shared = SharedQdrantDocumentStore.from_dict(serialised(tmp_path / "qdrant"))
        own = SharedQdrantDocumentStore(path=str(tmp_path / "qdrant"), index="t", embedding_dim=3)
        assert own is not shared and isinstance(own, SharedQdrantDocumentStore)
        shared.close()

    def test_close_all_stores_releases_every_folder_and_forgets_them(self, tmp_path):
        # In a process of its own: closing every store here would close the session's stores too.
        probe = (
            "import sys\n"
            "from haystack import Document\n"
            "from qdrant_client import QdrantClient\n"
            "from rulebook.store.shared import SharedQdrantDocumentStore, close_all_stores\n"
            f"data = {serialised(tmp_path / 'qdrant')!r}\n"
            "store = SharedQdrantDocumentStore.from_dict(data)\n"
            "store.write_documents([Document(content='x', embedding=[1.0, 0.0, 0.0])])\n"
            "close_all_stores()\n"
            "client = QdrantClient(path=data['init_parameters']['path'])  # the folder lock is free\n"
            "print(client.count('t').count)\n"
            "client.close()\n"
            "print(SharedQdrantDocumentStore.from_dict(data) is not store)\n"
        )
        done = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, timeout=300, cwd=PROJECT_ROOT
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.split() == ["1", "True"]


def test_a_store_serialised_and_read_back_is_the_same_store(tmp_path):
    first = SharedQdrantDocumentStore.from_dict(
        {
            "type": "rulebook.store.shared.SharedQdrantDocumentStore",
            "init_parameters": {"path": str(tmp_path / "qdrant"), "index": "t", "embedding_dim": 4},
        }
    )
    # Its own to_dict writes every parameter, defaults included: the same configuration, so the same object.
    assert SharedQdrantDocumentStore.from_dict(first.to_dict()) is first
    first.count_documents()
    first.close()
