"""
rulebook.components.serialization: `InitParametersSerialization`, `to_dict`/`from_dict` in Haystack's format from a
component's init parameters; on a component defined here, and on every rulebook component of the YAML graphs.
"""

import pytest
from haystack import component
from haystack.document_stores.types import FilterPolicy
from haystack.utils import Secret

from rulebook.components.query import QueryRewriter
from rulebook.components.retrievers import EmbeddingRetriever
from rulebook.components.serialization import InitParametersSerialization
from rulebook.pipelines import GRAPH_KINDS, configured_graph
from rulebook.settings import Settings
from rulebook.store import SharedQdrantDocumentStore, document_store


@component
class Shouter(InitParametersSerialization):
    """The usage example of the module: a component whose init parameters are attributes of the same name."""

    def __init__(self, times: int = 2, suffix: str = "!") -> None:
        self.times = times
        self.suffix = suffix

    @component.output_types(text=str)
    def run(self, text: str) -> dict[str, str]:
        return {"text": (text.upper() + self.suffix) * self.times}


@component
class Forgetful(InitParametersSerialization):
    """A component that does not keep an init parameter under its name."""

    def __init__(self, limit: int = 3) -> None:
        self._limit = limit

    @component.output_types(text=str)
    def run(self, text: str) -> dict[str, str]:
        return {"text": text[: self._limit]}


class TestInitParametersSerialization:
    def test_to_dict_gives_every_init_parameter(self):
        assert Shouter(times=3).to_dict() == {
            "type": "tests.components.test_serialization.Shouter",
            "init_parameters": {"times": 3, "suffix": "!"},
        }

    def test_from_dict_round_trip(self):
        again = Shouter.from_dict(Shouter(times=3, suffix="?").to_dict())
        assert (again.times, again.suffix) == (3, "?") and again.run(text="stop")["text"] == "STOP?STOP?STOP?"

    def test_a_parameter_not_kept_under_its_name_is_an_error(self):
        with pytest.raises(AttributeError, match="limit"):
            Forgetful().to_dict()

    def test_enums_by_value_and_stores_by_their_own_to_dict(self, tmp_path):
        store = document_store(Settings.from_env(data_dir=tmp_path, qdrant_url=None))
        data = EmbeddingRetriever(document_store=store, filter_policy="replace").to_dict()
        assert data["init_parameters"]["filter_policy"] == "replace"
        assert data["init_parameters"]["document_store"] == store.to_dict()
        again = EmbeddingRetriever.from_dict(data)
        assert again.filter_policy is FilterPolicy.REPLACE and isinstance(
            again.document_store, SharedQdrantDocumentStore
        )
        store.close()

    def test_secrets_by_their_own_to_dict_never_as_plain_text(self):
        data = QueryRewriter(api_key=Secret.from_env_var("MY_GROQ_KEY", strict=False)).to_dict()
        assert data["init_parameters"]["api_key"] == {"type": "env_var", "env_vars": ["MY_GROQ_KEY"], "strict": False}
        assert QueryRewriter.from_dict(data).api_key == Secret.from_env_var("MY_GROQ_KEY", strict=False)
        with pytest.raises(ValueError):
            QueryRewriter(api_key=Secret.from_token("gsk_not_for_a_file")).to_dict()

    @pytest.mark.parametrize("kind", GRAPH_KINDS)
    def test_every_component_of_the_graphs_round_trips(self, kind, tmp_path):
        graph = configured_graph(kind, Settings.from_env(data_dir=tmp_path, qdrant_url=None))
        checked = 0
        for name, spec in graph["components"].items():
            module, _, cls_name = spec["type"].rpartition(".")
            cls = getattr(__import__(module, fromlist=[cls_name]), cls_name)
            if not issubclass(cls, InitParametersSerialization):
                continue
            built = cls.from_dict(spec)
            data = built.to_dict()
            assert data["type"] == spec["type"], name
            # What the YAML sets is what the component keeps; what it leaves out is the default.
            for key, value in (spec.get("init_parameters") or {}).items():
                if key != "document_store":
                    assert data["init_parameters"][key] == value, f"{name}.{key}"
            assert cls.from_dict(data).to_dict() == data, name
            checked += 1
        assert checked >= 5
