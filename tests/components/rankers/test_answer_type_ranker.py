"""
AnswerTypeRanker: among the first candidates, a passage that states an answer of the kind asked moves up past one
that only shares the question's words; on the Hazmat manual indexed once per session (samples/).
"""

from dataclasses import replace

import pytest

from rulebook.components.rankers import AnswerTypeRanker
from rulebook.components.rankers.answer_type_ranker import ANSWER_TYPE_SCORE, RETRIEVAL_RANK


def _ranker(book) -> AnswerTypeRanker:
    return book.pipeline("retrieve").get_component("answer_types")


def _close_scores(documents, answering):
    """The passages with the answering one last, on fused scores a little apart (1.0, 0.99, ...)."""
    ordered = [d for d in documents if d is not answering] + [answering]
    return [replace(d, score=1.0 - 0.01 * i) for i, d in enumerate(ordered)]


class TestInit:
    def test_defaults_and_round_trip(self):
        ranker = AnswerTypeRanker()
        assert (ranker.weight, ranker.top_k, ranker.enabled) == (0.3, 8, True)
        data = ranker.to_dict()
        assert AnswerTypeRanker.from_dict(data).to_dict() == data

    @pytest.mark.parametrize("kwargs", [{"weight": -0.1}, {"top_k": 0}])
    def test_out_of_range(self, kwargs):
        with pytest.raises(ValueError):
            AnswerTypeRanker(**kwargs)


class TestOnRealPassages:
    QUESTION = "How many days does a respondent have to answer an FRA civil penalty notice?"

    def test_the_passage_that_states_the_asked_quantity_moves_up(self, hazmat_book):
        documents = hazmat_book.retrieve(self.QUESTION)["documents"]
        answering = next(d for d in documents if "30 days" in (d.content or ""))
        candidates = _close_scores(documents, answering)
        out = _ranker(hazmat_book).run(query=self.QUESTION, documents=candidates)["documents"]
        assert out[0].id == answering.id
        assert out[0].meta[ANSWER_TYPE_SCORE] > 0
        # Each keeps its place in the order it was given, for the answerability router.
        assert out[0].meta[RETRIEVAL_RANK] == len(candidates)
        # Scores stay in order, each times one plus weight times its answer-type score.
        assert [d.score for d in out] == sorted((d.score for d in out), reverse=True)
        first = next(d for d in candidates if d.id == answering.id)
        assert out[0].score == pytest.approx(first.score * (1 + 0.3 * out[0].meta[ANSWER_TYPE_SCORE]), abs=1e-4)

    def test_other_questions_a_disabled_ranker_and_the_tail_keep_their_order(self, hazmat_book):
        documents = hazmat_book.retrieve(self.QUESTION)["documents"]
        answering = next(d for d in documents if "30 days" in (d.content or ""))
        candidates = _close_scores(documents, answering)
        ids = [d.id for d in candidates]
        other = "Tell me about civil penalty notices."
        assert [d.id for d in _ranker(hazmat_book).run(query=other, documents=candidates)["documents"]] == ids
        off = AnswerTypeRanker(enabled=False).run(query=self.QUESTION, documents=candidates)["documents"]
        assert [d.id for d in off] == ids
        # Only the first top_k are re-ranked: with one, the answering passage stays last.
        head_only = AnswerTypeRanker(top_k=1).run(query=self.QUESTION, documents=candidates)["documents"]
        assert [d.id for d in head_only] == ids

    def test_no_candidates(self):
        assert AnswerTypeRanker().run(query=self.QUESTION, documents=[]) == {"documents": []}

    def test_the_setting_switches_it_off_in_the_graphs(self, hazmat_book):
        from rulebook.pipelines import graph_parameters
        from rulebook.settings import Settings

        for kind in ("retrieve", "query"):
            assert graph_parameters(kind, Settings.from_env(answer_type_ranker=False))["answer_types"] == {
                "enabled": False
            }
            assert hazmat_book.pipeline(kind).get_component("answer_types").enabled
