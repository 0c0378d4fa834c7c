"""rulebook.pipelines: the loader sets init parameters from the settings, per kind of graph, and nothing else."""

import pytest

from rulebook.pipelines import GRAPH_KINDS, configure_graph, configured_graph, graph_path, load_pipeline, read_graph
from rulebook.settings import PROJECT_ROOT, Settings


@pytest.fixture()
def settings(tmp_path):
    return Settings.from_env(data_dir=tmp_path, qdrant_url=None)


def configured(kind: str, settings: Settings) -> dict:
    return configure_graph(read_graph(graph_path(kind, settings)), kind, settings)


def shape(graph: dict) -> tuple:
    """The graph without its init parameters: node names and types, connections, inputs and outputs."""
    nodes = {name: spec["type"] for name, spec in graph["components"].items()}
    connections = sorted((c["sender"], c["receiver"]) for c in graph["connections"])
    return nodes, connections, graph.get("inputs"), graph.get("outputs")


class TestConfigureGraph:
    @pytest.mark.parametrize("kind", GRAPH_KINDS)
    def test_default_settings_change_nothing_but_where_the_store_is(self, kind):
        settings = Settings.from_env(environ={})
        raw = read_graph(graph_path(kind, settings))
        graph = configure_graph(raw, kind, settings)
        for name, spec in raw["components"].items():
            before, after = spec.get("init_parameters") or {}, graph["components"][name].get("init_parameters") or {}
            assert set(before) == set(after), name
            for key in before:
                if key == "document_store":
                    # Copies: YAML anchors make the nodes' store dictionaries one object.
                    store_before, store_after = (
                        dict(before[key]["init_parameters"]),
                        dict(after[key]["init_parameters"]),
                    )
                    assert store_after.pop("path") == str(PROJECT_ROOT / "data" / "qdrant")
                    assert store_before.pop("path") == "data/qdrant"
                    assert store_after == store_before, name
                else:
                    assert after[key] == before[key], (
                        f"{name}.{key}: the YAML says {before[key]!r}, the settings {after[key]!r}"
                    )

    @pytest.mark.parametrize("kind", GRAPH_KINDS)
    def test_no_setting_adds_removes_or_rewires_a_node(self, kind, settings):
        raw = read_graph(graph_path(kind, settings))
        for changed in (
            settings.with_values(qdrant_url="http://qdrant:6333", lexical="qdrant", dense="qdrant", ranker="off"),
            settings.with_values(fusion="rrf", lexical_weight=0.5, short_lexical_weight=None, document_int8=True),
            settings.with_values(contextual=True, abbreviations=True, spelling=False, document_names=False),
        ):
            assert shape(configure_graph(raw, kind, changed)) == shape(raw)

    def test_settings_reach_the_query_nodes(self, settings):
        comps = configured(
            "query",
            settings.with_values(
                top_k=7, candidates=40, fusion_top_k=20, fusion="rrf", lexical_weight=0.6, ranker="on"
            ),
        )["components"]
        assert comps["evidence_scorer"]["init_parameters"]["top_k"] == 7
        assert comps["dense_retriever"]["init_parameters"]["top_k"] == 40
        assert comps["sparse_retriever"]["init_parameters"]["top_k"] == 40
        joiner = comps["joiner"]["init_parameters"]
        assert (joiner["top_k"], joiner["method"], joiner["lexical_weight"]) == (20, "rrf", 0.6)
        assert comps["ranker"]["init_parameters"]["enabled"] == "on"
        store = comps["sparse_retriever"]["init_parameters"]["document_store"]["init_parameters"]
        assert store["path"] == str(settings.qdrant_path) and store["sparse_idf"] is True

    def test_query_depths_never_reach_the_indexing_graph(self, settings):
        # The indexing graph's `converted` joiner concatenates converted files: a top_k there would drop chunks.
        comps = configured("indexing", settings.with_values(fusion_top_k=3, top_k=3))["components"]
        assert "top_k" not in comps["converted"]["init_parameters"]

    def test_server_url_replaces_the_embedded_path(self, settings):
        graph = configured("indexing", settings.with_values(qdrant_url="http://qdrant:6333"))
        store = graph["components"]["writer"]["init_parameters"]["document_store"]["init_parameters"]
        assert store["url"] == "http://qdrant:6333" and "path" not in store

    def test_int8_settings_reach_the_embedders(self, settings):
        assert configured("query", settings)["components"]["text_embedder"]["init_parameters"]["quantize"] is True
        off = configured("query", settings.with_values(query_int8=False))["components"]["text_embedder"]
        assert off["init_parameters"]["quantize"] is False
        indexing = configured("indexing", settings.with_values(document_int8=True))["components"]
        assert indexing["dense_embedder"]["init_parameters"]["quantize"] is True
        # The reuse key names the quantised vectors as another model's.
        assert indexing["embedding_reuse"]["init_parameters"]["model"].endswith("+int8")

    def test_ocr_settings_reach_the_pdf_converter(self, settings):
        assert configured("indexing", settings)["components"]["pdf_converter"]["init_parameters"]["ocr"] == "auto"
        changed = settings.with_values(ocr="off", ocr_language="eng+deu", tessdata="/opt/tessdata")
        converter = configured("indexing", changed)["components"]["pdf_converter"]["init_parameters"]
        assert (converter["ocr"], converter["ocr_language"], converter["tessdata"]) == (
            "off",
            "eng+deu",
            "/opt/tessdata",
        )

    def test_contextual_headers_change_only_what_is_embedded(self, settings):
        plain = configured("indexing", settings)["components"]
        ctx = configured("indexing", settings.with_values(contextual=True))["components"]
        for node in ("dense_embedder", "embedding_reuse"):
            assert plain[node]["init_parameters"]["meta_fields_to_embed"] == []
            assert ctx[node]["init_parameters"]["meta_fields_to_embed"] == ["title", "breadcrumb"]
        assert ctx["splitter"] == plain["splitter"]

    def test_an_unknown_kind_and_a_missing_file_are_clear_errors(self, settings, tmp_path):
        with pytest.raises(ValueError, match="graph kind"):
            graph_path("answers", settings)
        with pytest.raises(FileNotFoundError, match="No pipeline graph"):
            read_graph(tmp_path / "none.yml")

    def test_a_graph_of_another_kind_is_refused(self, settings):
        retrieve = settings.retrieve_pipeline
        with pytest.raises(ValueError, match=r"not a query graph .*'answer_builder'.*RULEBOOK_QUERY_PIPELINE"):
            configured_graph("query", settings.with_values(query_pipeline=retrieve))
        # The query graph holds the retrieval graph's nodes: it serves as one.
        assert (
            "evidence_scorer"
            in configured_graph("retrieve", settings.with_values(retrieve_pipeline=settings.query_pipeline))[
                "components"
            ]
        )


class TestLoadPipeline:
    def test_pipelines_share_one_store(self, settings):
        indexing = load_pipeline("indexing", settings)
        query = load_pipeline("query", settings)
        retrieve = load_pipeline("retrieve", settings)
        writer_store = indexing.get_component("writer").document_store
        assert query.get_component("dense_retriever").document_store is writer_store
        assert retrieve.get_component("sparse_retriever").document_store is writer_store

    def test_a_graph_file_from_the_settings(self, settings):
        variant = PROJECT_ROOT / "eval" / "pipelines" / "retrieve_bm25.yml"
        retrieve = load_pipeline("retrieve", settings.with_values(retrieve_pipeline=variant))
        names = {name for name, _ in retrieve.walk()}
        assert "sparse_retriever" in names and "dense_retriever" not in names

    def test_query_graph_runs_numpy_on_one_blas_thread(self, settings):
        # Idle OpenBLAS threads spin on the cores ONNX Runtime needs for the next question (see single_threaded_blas).
        from threadpoolctl import threadpool_info

        load_pipeline("query", settings)
        blas = [pool for pool in threadpool_info() if pool["user_api"] == "blas"]
        assert blas and all(pool["num_threads"] == 1 for pool in blas)
