"""The store on a Qdrant server: the backends Qdrant runs, and a collection created with its shards and replicas.

These tests need a server at QDRANT_URL (docs/qdrant.md says how to start one); they skip without it.
"""

import os
import uuid

import pytest
from qdrant_client import QdrantClient

from rulebook.engine import Rulebook
from rulebook.settings import Settings
from tests.conftest import HAZMAT_PDF

SERVER = os.environ.get("QDRANT_URL")
pytestmark = [
    pytest.mark.qdrant_server,
    pytest.mark.skipif(not SERVER, reason="QDRANT_URL is not set: no Qdrant server to test against"),
]


@pytest.fixture()
def server_book(tmp_path):
    """A Rulebook on a collection of its own on the server, with 2 shards; the collection is deleted afterwards."""
    collection = f"rulebook-test-{uuid.uuid4().hex[:8]}"
    book = Rulebook(Settings.from_env(data_dir=tmp_path, qdrant_url=SERVER, collection=collection, qdrant_shards=2))
    yield book
    QdrantClient(url=SERVER, api_key=os.environ.get("QDRANT_API_KEY")).delete_collection(collection)


def test_indexing_and_searching_on_a_server(server_book):
    report = server_book.index([HAZMAT_PDF])
    assert report.failures == [] and report.chunks > 0
    client = QdrantClient(url=SERVER, api_key=os.environ.get("QDRANT_API_KEY"))
    info = client.get_collection(server_book.settings.collection)
    assert info.config.params.shard_number == 2
    found = server_book.retrieve("Who may inspect hazardous materials records?")
    assert found["documents"] and all(d.meta["live"] for d in found["documents"])
    retrieve = server_book.pipeline("retrieve")
    assert retrieve.get_component("dense_retriever").active_backend == "qdrant"
    assert retrieve.get_component("sparse_retriever").active_backend == "qdrant"
    # Indexing the same file again changes nothing: no chunk is written twice.
    again = server_book.index([HAZMAT_PDF])
    assert again.skipped == [HAZMAT_PDF.name]
    assert server_book.store.count_documents() == report.chunks
