"""
The one Qdrant document store that every rulebook pipeline in a process shares.

Qdrant's embedded (local) mode allows one client per storage folder per process, but a YAML graph deserialises
one store object per retriever and writer. `share_stores` replaces them, after loading, with one
`QdrantDocumentStore` per distinct configuration for the whole process, so the indexing and query graphs, the
dense and the sparse retriever all use the same client. Where the store lives is a deployment value:
`store_location` gives a Qdrant server when `QDRANT_URL` is set, else the embedded store in
`RULEBOOK_DATA_DIR/qdrant`; the YAML graphs name neither.
"""

import atexit
import json
import threading
from typing import Any

from haystack import Pipeline
from haystack.utils import Secret
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

from rulebook.settings import Settings

_STORES: dict[str, QdrantDocumentStore] = {}
_LOCK = threading.Lock()


def store_location(settings: Settings) -> dict[str, Any]:
    """
    :param settings: The deployment's settings.
    :returns: Serialised `QdrantDocumentStore` parameters that say where the store is: `url` (+ `api_key` from
        `QDRANT_API_KEY`) for a server, else `path` for the embedded store (the folder is created).
    """
    if settings.qdrant_url:
        return {"url": settings.qdrant_url, "api_key": Secret.from_env_var("QDRANT_API_KEY", strict=False).to_dict()}
    settings.qdrant_path.mkdir(parents=True, exist_ok=True)
    return {"path": str(settings.qdrant_path)}


def share_stores(pipeline: Pipeline) -> None:
    """
    Point every store-using component of a freshly loaded pipeline at the process's store of the same
    configuration (the first one seen becomes the shared one). Stores connect lazily, so the replaced ones never
    open a client.

    :param pipeline: A pipeline built from a YAML graph, before it runs.
    """
    with _LOCK:
        for _name, instance in pipeline.walk():
            for attribute in ("_document_store", "document_store"):
                store = getattr(instance, attribute, None)
                if isinstance(store, QdrantDocumentStore):
                    key = json.dumps(store.to_dict(), sort_keys=True, default=repr)
                    setattr(instance, attribute, _STORES.setdefault(key, store))


def close_all_stores() -> None:
    """Close every shared store, releasing the embedded store's folder lock (tests and shutdown)."""
    with _LOCK:
        for store in _STORES.values():
            store.close()
        _STORES.clear()


# Close the embedded store before the interpreter tears modules down (its client's __del__ fails then).
atexit.register(close_all_stores)
