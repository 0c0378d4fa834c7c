"""Document text is data: a planted "ignore previous instructions" passage changes nothing."""

from tests.fake_llm_server import passages_in
from tests.service.helpers import HAZMAT, INJECTED, PAYLOAD, QUESTION, WIDGET_QUESTION, post


def test_extractive_answer_is_unchanged(service, no_model):
    answer = post(service, "/ask/run", json={"question": WIDGET_QUESTION, "documents": [INJECTED]}).json()["result"]
    assert answer["mode"] == "extractive"
    assert "90 days" in answer["answer"] and answer["answer"].strip() != PAYLOAD
    assert answer["citations"] and all(c["doc"] == INJECTED for c in answer["citations"])


def test_planted_text_reaches_the_model_only_as_a_numbered_passage(service, model):
    answer = post(service, "/ask/run", json={"question": WIDGET_QUESTION, "documents": [INJECTED]}).json()["result"]
    planted_request = model.requests[-1]["body"]
    post(service, "/ask/run", json={"question": QUESTION, "documents": [HAZMAT]})
    clean_request = model.requests[-1]["body"]

    def system(body: dict) -> str:
        return "\n".join(m["content"] for m in body["messages"] if m["role"] == "system")

    # The instructions are the same with and without the planted passage...
    assert system(planted_request) == system(clean_request) and "IGNORE" not in system(planted_request)
    # ...and the planted text is inside a numbered passage of the user message.
    assert any("IGNORE PREVIOUS INSTRUCTIONS" in block for block in passages_in(planted_request).values())
    # A model that follows its instructions answers from the passage, with a citation, not the payload.
    assert answer["mode"] == "generative" and answer["citations"], answer
    assert "90 days" in answer["answer"] and PAYLOAD not in answer["answer"]
