"""
The YAML graphs are what runs: each loads with plain `Pipeline.loads` and answers as the engine does, and the graphs
that repeat another's nodes repeat them exactly.
"""

import os
from pathlib import Path

import numpy as np
import pytest
import yaml
from haystack import Pipeline

from rulebook.settings import PIPELINES_DIR, PROJECT_ROOT

EVAL_PIPELINES = PROJECT_ROOT / "eval" / "pipelines"
QUESTION = "Who has the authority to inspect records and facilities related to hazardous materials transportation?"


def graph(path: Path) -> dict:
    return yaml.safe_load(path.read_text())


def connections(data: dict) -> set[tuple[str, str]]:
    return {(c["sender"], c["receiver"]) for c in data["connections"]}


#: (graph, the graph whose nodes it repeats, its nodes of its own).
REPEATS = [
    (PIPELINES_DIR / "retrieve.yml", PIPELINES_DIR / "query.yml", set()),
    (EVAL_PIPELINES / "retrieve_rrf.yml", PIPELINES_DIR / "retrieve.yml", {"rrf_joiner"}),
    (EVAL_PIPELINES / "retrieve_dense.yml", PIPELINES_DIR / "retrieve.yml", {"rrf_joiner"}),
    (EVAL_PIPELINES / "retrieve_bm25.yml", PIPELINES_DIR / "retrieve.yml", {"rrf_joiner"}),
    (EVAL_PIPELINES / "indexing_fixed.yml", PIPELINES_DIR / "indexing.yml", {"word_splitter", "page_spans"}),
    (EVAL_PIPELINES / "indexing_recursive.yml", PIPELINES_DIR / "indexing.yml", {"recursive_splitter", "page_spans"}),
    (EVAL_PIPELINES / "indexing_passages.yml", PIPELINES_DIR / "indexing.yml", {"converter"}),
]


@pytest.mark.parametrize(("path", "base", "own"), REPEATS, ids=lambda v: getattr(v, "name", None))
def test_repeated_nodes_are_the_same(path, base, own):
    mine, theirs = graph(path), graph(base)
    for name, spec in mine["components"].items():
        if name not in own:
            assert spec == theirs["components"][name], f"{path.name}: node {name} differs from {base.name}'s"
    shared = set(mine["components"]) - own
    among = {c for c in connections(theirs) if c[0].split(".")[0] in shared and c[1].split(".")[0] in shared}
    # Every connection of the base between nodes both graphs have is kept.
    assert among - connections(mine) == set(), f"{path.name} drops connections of {base.name}"


ALL_GRAPHS = sorted([*PIPELINES_DIR.glob("*.yml"), *EVAL_PIPELINES.glob("*.yml")])


@pytest.mark.parametrize("path", ALL_GRAPHS, ids=lambda p: p.name)
def test_every_graph_loads_with_plain_pipeline_loads(path, tmp_path, monkeypatch):
    # The graphs' embedded store is data/qdrant under the working directory (opened on first use, not here).
    monkeypatch.chdir(tmp_path)
    pipeline = Pipeline.loads(path.read_text(), allowed_modules=["rulebook.*"])
    declared = graph(path)
    names = {name for name, _ in pipeline.walk()}
    for targets in declared.get("inputs", {}).values():
        assert {t.split(".")[0] for t in targets} <= names
    assert {t.split(".")[0] for t in declared.get("outputs", {}).values()} <= names


@pytest.fixture()
def in_store_folder(hazmat_book, tmp_path, monkeypatch):
    """A working directory whose `data/qdrant` is the session store's folder, as a deployment's would be."""
    (tmp_path / "data").mkdir()
    os.symlink(hazmat_book.settings.qdrant_path, tmp_path / "data" / "qdrant")
    monkeypatch.chdir(tmp_path)
    return hazmat_book


def plain(name: str) -> Pipeline:
    return Pipeline.loads((PIPELINES_DIR / name).read_text(), allowed_modules=["rulebook.*"])


class TestPlainGraphsAnswerAsTheEngine:
    def test_retrieve(self, in_store_folder):
        book = in_store_folder
        pipeline = plain("retrieve.yml")
        assert pipeline.get_component("dense_retriever").document_store is book.store  # one store per process
        out = pipeline.run({"spelling": {"query": QUESTION}, "version_resolver": {"filters": None}})
        expected = book.retrieve(QUESTION)
        assert [d.id for d in out["evidence_scorer"]["documents"]] == [d.id for d in expected["documents"]]
        assert out["evidence_scorer"]["confidence"] == expected["confidence"]

    # An answered question, and a refused one whose notice says it looks written in another language.
    @pytest.mark.parametrize(
        "question", [QUESTION, "¿Quién puede inspeccionar los registros de materiales peligrosos?"]
    )
    def test_query(self, in_store_folder, monkeypatch, question):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        book = in_store_folder
        threshold = book.settings.min_confidence
        pipeline = plain("query.yml")
        out = pipeline.run(
            {
                "spelling": {"query": question},
                "version_resolver": {"filters": None},
                "rewriter": {"query": question, "min_confidence": threshold},
                "gate": {"min_confidence": threshold},
                "prompt_builder": {"question": question},
                "answer_builder": {"query": question},
            }
        )
        answer, expected = out["answer_builder"]["answer"], book.ask(question)
        assert (answer["mode"], answer["answer"], answer["notice"]) == (
            expected["mode"],
            expected["answer"],
            expected["notice"],
        )
        cited = [(c["doc"], c["page"], c["article"], c["text"]) for c in answer["citations"]]
        assert cited == [(c["doc"], c["page"], c["article"], c["text"]) for c in expected["citations"]]

    def test_indexing(self, hazmat_book, hazmat_corpus, tmp_path, monkeypatch):
        monkeypatch.chdir(tmp_path)  # a store of its own, data/qdrant here
        pipeline = plain("indexing.yml")
        pdf = next(hazmat_corpus.glob("*.pdf"))
        out = pipeline.run(
            {
                "router": {"sources": [pdf]},
                "text_checker": {"sources": [pdf]},
                "pdf_converter": {"meta": {"live": True}},
            }
        )
        written = pipeline.get_component("writer").document_store.filter_documents()
        indexed = hazmat_book.store.filter_documents({"field": "meta.file_name", "operator": "==", "value": pdf.name})
        assert out["writer"]["documents_written"] == len(indexed) == len(written)

        def chunk(doc):
            return doc.meta["chunk_index"], doc.content, doc.meta.get("article"), doc.meta["page_start"]

        assert sorted(map(chunk, written)) == sorted(map(chunk, indexed))
        by_index = {d.meta["chunk_index"]: d.embedding for d in indexed}
        # The same vectors, up to float32 rounding in the store.
        assert all(np.allclose(d.embedding, by_index[d.meta["chunk_index"]], atol=1e-6) for d in written)
