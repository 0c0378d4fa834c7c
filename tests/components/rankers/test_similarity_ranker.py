"""
SimilarityRanker: the cross-encoder stage runs when its weights load from this machine, and passes through when not.
"""

import pytest
from haystack import Document

from rulebook.components.rankers import SimilarityRanker
from rulebook.engine import Rulebook
from rulebook.models import DEFAULT_EMBEDDING_MODEL, resolve_model_path

ABSENT = "cross-encoder/not-on-this-machine"
DOCS = [
    Document(
        id="a",
        content="Tank cars carrying hazardous materials need placards.",
        score=0.9,
        meta={"article": "3.1", "article_title": "Placards"},
    ),
    Document(
        id="b",
        content="FRA inspectors may inspect records and facilities of hazmat shippers.",
        score=0.8,
        meta={"article": "2.3", "article_title": "Inspection Authority"},
    ),
    Document(id="c", content="The weighbridge procedure applies after qualifying.", score=0.7, meta={}),
]


@pytest.fixture(scope="module")
def cross_encoder(tmp_path_factory):
    """
    A cross-encoder folder made here from the installed MiniLM weights (a fresh one-logit head): no cross-encoder
    ships offline, and this is what a trained one looks like on disk.
    """
    from sentence_transformers import CrossEncoder

    folder = tmp_path_factory.mktemp("cross_encoder")
    CrossEncoder(resolve_model_path(DEFAULT_EMBEDDING_MODEL), num_labels=1, device="cpu").save(str(folder))
    return folder


class TestSimilarityRanker:
    def test_init_default(self):
        ranker = SimilarityRanker()
        assert (ranker.model, ranker.top_k, ranker.enabled, ranker.meta_fields_to_embed) == (
            "cross-encoder/ms-marco-MiniLM-L-6-v2",
            10,
            "auto",
            [],
        )

    def test_init_with_parameters(self):
        assert SimilarityRanker(enabled=True).enabled == "on" and SimilarityRanker(enabled="OFF").enabled == "off"
        with pytest.raises(ValueError, match="enabled"):
            SimilarityRanker(enabled="sometimes")
        with pytest.raises(ValueError, match="top_k"):
            SimilarityRanker(top_k=0)
        with pytest.raises(ValueError, match="max_length"):
            SimilarityRanker(max_length=8)

    def test_to_dict_and_from_dict(self):
        data = SimilarityRanker(model="m", top_k=4, meta_fields_to_embed=["article"], enabled="off").to_dict()
        assert data == {
            "type": "rulebook.components.rankers.similarity_ranker.SimilarityRanker",
            "init_parameters": {
                "model": "m",
                "top_k": 4,
                "meta_fields_to_embed": ["article"],
                "enabled": "off",
                "max_length": 256,
            },
        }
        assert SimilarityRanker.from_dict(data).to_dict() == data

    def test_off_and_absent_weights_pass_candidates_through(self):
        for ranker in (SimilarityRanker(model=ABSENT, enabled="off"), SimilarityRanker(model=ABSENT, enabled="auto")):
            ranker.warm_up()
            assert not ranker.active
            assert ranker.run(query="Who may inspect records?", documents=DOCS)["documents"] == DOCS

    def test_on_without_weights_is_a_clear_error(self):
        with pytest.raises(OSError, match="RULEBOOK_RANKER"):
            SimilarityRanker(model=ABSENT, enabled="on").warm_up()

    def test_auto_turns_on_when_the_weights_load(self, cross_encoder):
        ranker = SimilarityRanker(model=str(cross_encoder), top_k=2, meta_fields_to_embed=["article_title"])
        ranker.warm_up()
        assert ranker.active
        out = ranker.run(query="Who may inspect records?", documents=DOCS)["documents"]
        assert len(out) == 2 and {d.id for d in out} <= {"a", "b", "c"}
        assert all(0.0 <= d.score <= 1.0 for d in out) and out[0].score >= out[1].score
        assert [d.meta["ranker_score"] for d in out] == [d.score for d in out]
        assert all("ranker_score" not in d.meta for d in DOCS)  # new Documents; the candidates are not changed

    def test_a_question_longer_than_the_pair_budget_is_cut_not_refused(self, cross_encoder):
        # A pasted paragraph as the question: more tokens than a pair holds. It is cut as the cross-encoder was
        # trained, and every candidate is still scored.
        ranker = SimilarityRanker(model=str(cross_encoder), top_k=3, enabled="on", max_length=32)
        ranker.warm_up()
        question = " ".join(["Which records must a hazmat shipper keep and for how long after shipment?"] * 4)
        out = ranker.run(query=question, documents=DOCS)["documents"]
        assert sorted(d.id for d in out) == ["a", "b", "c"]
        assert all(0.0 <= d.score <= 1.0 for d in out)

    def test_a_trained_ranker_puts_the_relevant_passage_first(self, trained_ranker):
        folder, examples, _stats = trained_ranker
        ranker = SimilarityRanker(model=str(folder), top_k=3, enabled="on", max_length=96)
        ranker.warm_up()
        assert ranker.active and ranker._scorer.graph == folder / "onnx" / "model.int8.onnx"
        # Real passages of the manual, as the retriever ranked them for each query: the near misses first.
        first = 0
        for example in examples:
            candidates = [Document(id=f"n{i}", content=text) for i, text in enumerate(example.negatives)]
            candidates.append(Document(id="gold", content=example.positive))
            out = ranker.run(query=example.query, documents=candidates)["documents"]
            assert [d.meta["ranker_score"] for d in out] == sorted((d.meta["ranker_score"] for d in out), reverse=True)
            first += out[0].id == "gold"
        assert first > len(examples) / 2, (first, len(examples))


def test_the_engine_runs_the_ranker_when_its_weights_are_there(hazmat_book, cross_encoder):
    book = Rulebook(hazmat_book.settings.with_values(ranker_model=str(cross_encoder)))
    result = book.retrieve("Who may inspect hazardous materials records?")
    assert book.pipeline("retrieve").get_component("ranker").active
    assert "ranker" in result["timings_ms"] and result["documents"]
    # The default, with no cross-encoder on this machine, leaves the stage off.
    assert not hazmat_book.pipeline("retrieve").get_component("ranker").active
