"""
`SharedQdrantDocumentStore`: a `QdrantDocumentStore` that is one object per configuration in a process.

Qdrant's embedded (local) mode allows one client per storage folder per process, and a YAML graph names a store in
every node that reads or writes it: deserialised as plain `QdrantDocumentStore`s, the retrievers, the resolvers and
the writer would each open a client on the same folder, and the second would fail. The in-process retrievers also
keep their snapshot per store object, in step with the writes made through it. So the graphs name this class, whose
`from_dict` returns the process's store of that configuration, built on first use: every graph loaded in a process,
with rulebook's loader or with plain `Pipeline.loads`, reads and writes through one object.
"""

import copy
import json
import threading
from pathlib import Path
from typing import Any

from haystack import Document
from haystack.core.serialization_security import allow_deserialization_module
from haystack.document_stores.types import DuplicatePolicy
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

_STORES: dict[str, "SharedQdrantDocumentStore"] = {}
_LOCK = threading.Lock()


def _configuration_key(data: dict[str, Any]) -> str:
    """:returns: What identifies a store configuration: its init parameters, with an embedded folder made absolute."""
    parameters = dict(data.get("init_parameters") or {})
    if parameters.get("path"):
        # `data/qdrant` in a graph and the settings' absolute folder are one store when they name one folder.
        parameters["path"] = str(Path(parameters["path"]).resolve())
    return json.dumps(parameters, sort_keys=True, default=repr)


class SharedQdrantDocumentStore(QdrantDocumentStore):
    """
    A `QdrantDocumentStore` deserialised once per configuration and process, then shared.

    Usage example:
    ```python
    from rulebook.store.shared import SharedQdrantDocumentStore

    data = {
        "type": "rulebook.store.shared.SharedQdrantDocumentStore",
        "init_parameters": {"path": "data/qdrant", "index": "rulebook", "embedding_dim": 384},
    }
    assert SharedQdrantDocumentStore.from_dict(data) is SharedQdrantDocumentStore.from_dict(data)
    ```

    Its parameters, methods and serialised form are `QdrantDocumentStore`'s (haystack-core-integrations, `qdrant`),
    with this class's type. Constructing one directly gives a store of its own, as the base class does.
    """

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SharedQdrantDocumentStore":
        """
        :param data: A serialised store (`to_dict` output).
        :returns: The process's store of this configuration: the same object for equal init parameters (an embedded
            store's `path` compared as an absolute folder).
        """
        # The key is the built store's own serialised form: every init parameter, the defaults a dictionary may
        # leave out included, so `from_dict(store.to_dict())` finds the same store. Building one opens no client.
        candidate = super().from_dict(copy.deepcopy(data))
        key = _configuration_key(candidate.to_dict())
        with _LOCK:
            return _STORES.setdefault(key, candidate)

    def write_documents(self, documents: list[Document], policy: DuplicatePolicy = DuplicatePolicy.FAIL) -> int:
        """
        Write Documents as `QdrantDocumentStore.write_documents` does; an empty list writes nothing, silently.

        :param documents: The Documents to write.
        :param policy: What to do with a Document whose id is stored already.
        :returns: The number of Documents written.
        """
        # The indexing graph's writer runs even when its file converted to nothing (the failure is reported once,
        # by whoever ran the graph); the base class would add a warning about the empty list.
        if not documents:
            return 0
        return super().write_documents(documents, policy)

    async def write_documents_async(
        self, documents: list[Document], policy: DuplicatePolicy = DuplicatePolicy.FAIL
    ) -> int:
        """
        Write Documents as `QdrantDocumentStore.write_documents_async` does; an empty list writes nothing, silently.

        :param documents: The Documents to write.
        :param policy: What to do with a Document whose id is stored already.
        :returns: The number of Documents written.
        """
        if not documents:
            return 0
        return await super().write_documents_async(documents, policy)


# A component's `from_dict` outside a pipeline load deserialises its store by type, through Haystack's allowlist;
# this module is rulebook's own, so it is trusted wherever rulebook runs.
allow_deserialization_module(__name__)


def close_all_stores() -> None:
    """Close every shared store and forget them, releasing the embedded stores' folder locks (tests, shutdown)."""
    with _LOCK:
        for store in _STORES.values():
            store.close()
        _STORES.clear()
