"""
`rulebook.service.chat`: the chat reply's citations numbered in order of appearance (also when a marker is cut
between two streamed pieces), the `Sources:` list with those numbers, and one Open WebUI source event per number.
"""

import json

from rulebook.service.chat import (
    CitationNumbers,
    base_url,
    chat_text,
    passage_text,
    same_text,
    source_chunks,
    sources_text,
)

ANSWER = {
    "answer": "FRA inspects records [5]. It may copy them [2][5].",
    "notice": "Extractive answer.",
    "citations": [
        {
            "n": 2,
            "doc": "manual.pdf",
            "page": 11,
            "page_label": "6",
            "article": "2.3",
            "text": "Copies.",
            "chunk_id": "b",
        },
        {
            "n": 5,
            "doc": "manual.pdf",
            "page": 29,
            "page_label": "24",
            "article": "9.1",
            "text": "Inspects.",
            "chunk_id": "a",
        },
    ],
}


class TestCitationNumbers:
    def test_first_cited_is_one(self):
        numbers = CitationNumbers()
        assert numbers.feed(ANSWER["answer"]) == "FRA inspects records [1]. It may copy them [2][1]."
        assert [(c["n"], c["passage"]) for c in numbers.citations(ANSWER)] == [(1, 5), (2, 2)]

    def test_a_marker_cut_between_two_pieces(self):
        numbers = CitationNumbers()
        pieces = ["FRA inspects records [", "5", "]. It copies [2", ", 5]. Done [", "7]", " and [8"]
        out = "".join(numbers.feed(p) for p in pieces) + numbers.flush()
        assert out == "FRA inspects records [1]. It copies [2, 1]. Done [3] and [8"  # an unclosed [ is text

    def test_chat_text_and_sources_list_use_the_same_numbers(self):
        numbers = CitationNumbers()
        text = chat_text(ANSWER, numbers)
        assert text.startswith("FRA inspects records [1]. It may copy them [2][1].\n\n(Extractive answer.)")
        assert "[1] manual.pdf, 9.1, p. 29 (printed 24)\n[2] manual.pdf, 2.3, p. 11 (printed 6)" in text
        assert sources_text(ANSWER, numbers) in text


# ANSWER as the engine returns it: numbered in the order it cites, each citation keeping its passage number.
NUMBERED = {
    **ANSWER,
    "answer": "FRA inspects records [1]. It may copy them [2][1].",
    "citations": [{**ANSWER["citations"][1], "n": 1, "passage": 5}, {**ANSWER["citations"][0], "n": 2, "passage": 2}],
}


class TestAnswerInCitationOrder:
    def test_read_back_in_passage_numbers(self):
        assert passage_text(NUMBERED) == ANSWER["answer"]

    def test_chat_text_of_a_numbered_answer_is_the_same(self):
        assert chat_text(NUMBERED, CitationNumbers()) == chat_text(ANSWER, CitationNumbers())

    def test_a_streamed_reply_meets_its_numbered_answer(self):
        # The LLM streams passage numbers; the final answer arrives numbered in citation order.
        numbers = CitationNumbers()
        streamed = numbers.feed("FRA inspects records [5]. It may copy them [2][5].") + numbers.flush()
        assert same_text(ANSWER["answer"], passage_text(NUMBERED))
        listed = sources_text(NUMBERED, numbers)
        assert streamed == "FRA inspects records [1]. It may copy them [2][1]."
        assert listed.startswith("Sources:\n[1] manual.pdf, 9.1, p. 29")

    def test_markers_written_otherwise_are_the_same_text(self):
        assert same_text("Kept [1,3].", "Kept [1, 3]. ")
        assert not same_text("Kept [1].", "Kept [2].")


class TestSourceEvents:
    def test_one_event_per_number_in_an_ordinary_chunk(self):
        numbers = CitationNumbers()
        numbers.feed(ANSWER["answer"])
        chunks = [json.loads(c.model_dump_json()) for c in source_chunks(ANSWER, numbers, "http://127.0.0.1:1416")]
        assert [c["choices"][0]["delta"]["content"] for c in chunks] == ["", ""]  # other clients see nothing
        events = [c["event"] for c in chunks]
        assert [e["type"] for e in events] == ["source", "source"]
        first = events[0]["data"]
        assert first["source"]["name"] == "[1] manual.pdf, 9.1, p. 29 (printed 24)"
        assert first["document"] == ["Inspects."]
        meta = first["metadata"][0]
        # Open WebUI shows `page + 1`; each source has its own id, or Open WebUI would merge them.
        assert meta["page"] == 28 and meta["source_url"] == "http://127.0.0.1:1416/ui/api/pdf/manual.pdf#page=29"
        assert first["source"]["url"] == meta["source_url"]  # what Open WebUI's citation window links to
        assert meta["source"] != events[1]["data"]["metadata"][0]["source"]

    def test_a_number_without_a_citation_keeps_the_others_in_place(self):
        numbers = CitationNumbers()
        numbers.feed("An interrupted reply cited [3]. ")
        numbers.feed(ANSWER["answer"])
        events = [c.event["data"] for c in source_chunks(ANSWER, numbers, None)]
        assert [e["source"]["name"][:3] for e in events] == ["[1]", "[2]", "[3]"]
        assert "interrupted" in events[0]["source"]["name"] and "source_url" not in events[1]["metadata"][0]
        assert "url" not in events[1]["source"]  # no base URL: no link

    def test_base_url_as_the_client_addressed_the_service(self):
        assert base_url({"host": "rulebook:1416"}) == "http://rulebook:1416"
        proxied = {"host": "10.0.0.5", "x-forwarded-host": "rules.example.org", "x-forwarded-proto": "https"}
        assert base_url(proxied, "/rulebook/") == "https://rules.example.org/rulebook"
        assert base_url(None) is None and base_url({}) is None
