"""The `retrieve` wrapper (`pipelines/retrieve.yml`): ranked passages with their scores, no LLM call."""

from tests.service.helpers import HAZMAT, QUESTION, assert_error, post


def test_ranked_passages_with_scores(service, model):
    r = post(service, "/retrieve/run", json={"question": QUESTION, "documents": [HAZMAT]})
    out = r.json()["result"]
    ranks = [p["rank"] for p in out["passages"]]
    assert ranks == list(range(1, len(ranks) + 1)) and len(ranks) >= 3
    assert all(p["doc"] == HAZMAT and p["page"] >= 1 and p["score"] is not None and p["text"] for p in out["passages"])
    assert 0 <= out["confidence"] <= 1
    assert out["corrections"] == []
    assert model.hits == 0  # no LLM call


def test_a_misspelled_question_reports_its_corrections(service):
    r = post(service, "/retrieve/run", json={"question": "Who has the autority to inspect hazmat records?"})
    out = r.json()["result"]
    assert out["question"] == "Who has the autority to inspect hazmat records?"
    assert out["corrections"] == [{"from": "autority", "to": "authority"}]


def test_errors(service):
    assert_error(post(service, "/retrieve/run", json={"question": ""}), 400, "empty")
    assert_error(
        post(service, "/retrieve/run", json={"question": QUESTION, "documents": ["nope.pdf"]}), 404, "nope.pdf"
    )
    assert_error(post(service, "/retrieve/run", json={}), 422)
