"""
The document store: where it lives, and the one store object that every rulebook graph in a process shares.

Where the store lives is a deployment value: a Qdrant server when `QDRANT_URL` is set, else the embedded store in
`RULEBOOK_DATA_DIR/qdrant`. `store_parameters` gives the serialised store the loader puts into every graph node that
has one, and `document_store` the store itself, for what reads the store outside a graph (listing and deleting
documents load no model). Both are the same object (`SharedQdrantDocumentStore`).

Usage example:
```python
from rulebook.settings import Settings
from rulebook.store import document_store

print(document_store(Settings.from_env()).count_documents())
```
"""

import atexit
from typing import Any

from haystack.utils import Secret

from rulebook.settings import Settings
from rulebook.store.shared import SharedQdrantDocumentStore, close_all_stores

__all__ = ["SharedQdrantDocumentStore", "close_all_stores", "document_store", "store_parameters"]

#: The store's serialised type, as the YAML graphs name it.
STORE_TYPE = f"{SharedQdrantDocumentStore.__module__}.{SharedQdrantDocumentStore.__name__}"


def store_parameters(settings: Settings) -> dict[str, Any]:
    """
    :param settings: The deployment's settings.
    :returns: The serialised store (`type`, `init_parameters`): the collection, its vectors (dense of the embedding
        model's dimension, cosine, plus BM25 sparse vectors with Qdrant's IDF modifier), and where it is: `url`
        (+ `api_key` from `QDRANT_API_KEY`, and `shard_number` / `replication_factor` when set) for a server, else
        `path` for the embedded store (the folder is created).
    """
    parameters: dict[str, Any] = {
        "index": settings.collection,
        "embedding_dim": settings.embedding_dim,
        "use_sparse_embeddings": True,
        "sparse_idf": True,
        "similarity": "cosine",
        "progress_bar": False,
    }
    if settings.qdrant_url:
        parameters |= {
            "url": settings.qdrant_url,
            "api_key": Secret.from_env_var("QDRANT_API_KEY", strict=False).to_dict(),
        }
        # Qdrant applies these when it creates the collection (the first write); an existing one keeps its own.
        if settings.qdrant_shards:
            parameters["shard_number"] = settings.qdrant_shards
        if settings.qdrant_replicas:
            parameters["replication_factor"] = settings.qdrant_replicas
    else:
        settings.qdrant_path.mkdir(parents=True, exist_ok=True)
        parameters["path"] = str(settings.qdrant_path)
    return {"type": STORE_TYPE, "init_parameters": parameters}


def document_store(settings: Settings) -> SharedQdrantDocumentStore:
    """
    :param settings: The deployment's settings.
    :returns: The process's store for them: the object the graphs loaded with these settings read and write.
    """
    return SharedQdrantDocumentStore.from_dict(store_parameters(settings))


# Close the embedded store before the interpreter tears modules down (its client's __del__ fails then).
atexit.register(close_all_stores)
