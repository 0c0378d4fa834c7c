"""
rulebook.timing: the wall time of each component of a pipeline run, through Haystack's tracing hooks; on a real
pipeline of rulebook components run on the Hazmat manual's chunks (samples/).
"""

from haystack import Pipeline, tracing

from rulebook.components.embedders import BM25SparseDocumentEmbedder, BM25SparseTextEmbedder
from rulebook.timing import ComponentTimer, timed
from tests.ingestion_samples import HAZMAT, chunks

QUESTION = "Who may inspect hazardous materials records?"


def pipeline() -> Pipeline:
    """The sparse embedders of the indexing and query graphs, side by side."""
    p = Pipeline()
    p.add_component("sparse_embedder", BM25SparseDocumentEmbedder())
    p.add_component("sparse_text_embedder", BM25SparseTextEmbedder())
    return p


def run(p: Pipeline) -> dict:
    return p.run({"sparse_embedder": {"documents": list(chunks(HAZMAT))}, "sparse_text_embedder": {"text": QUESTION}})


class TestTimed:
    def test_each_component_s_run_time_in_ms(self):
        p = pipeline()
        with timed() as ms:
            out = run(p)
        assert out["sparse_text_embedder"]["sparse_embedding"].indices  # the pipeline really ran
        assert set(ms) == {"sparse_embedder", "sparse_text_embedder"} and all(v > 0 for v in ms.values())
        # Analysing the manual's 119 chunks takes longer than one question.
        assert ms["sparse_embedder"] > ms["sparse_text_embedder"]
        assert isinstance(tracing.tracer.actual_tracer, ComponentTimer)

    def test_runs_in_one_block_add_up_and_runs_outside_are_not_counted(self):
        p = pipeline()
        with timed() as once:
            run(p)
        first = dict(once)
        with timed() as twice:
            run(p)
            after_one = dict(twice)
            run(p)
        assert all(twice[name] > after_one[name] for name in after_one)
        run(p)  # outside any block
        assert once == first

    def test_only_component_runs_are_timed(self):
        timer = ComponentTimer()
        with timed() as ms:
            with timer.trace("haystack.pipeline.run", tags={"haystack.component.name": "whole"}):
                pass
            with timer.trace("haystack.component.run", tags={"haystack.component.name": "node"}):
                pass
        assert list(ms) == ["node"] and ms["node"] >= 0
        assert timer.current_span() is None
