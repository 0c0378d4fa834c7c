"""Checks an answer's `[n]` citations against the passages it was given, and resolves each to its source."""

from typing import Any

from haystack import Document, component
from haystack.dataclasses import ChatMessage

from rulebook.citations import citation_for, claim_min_words, read_claims
from rulebook.components.serialization import InitParametersSerialization


@component
class CitationChecker(InitParametersSerialization):
    """
    Verifies that every `[n]` of an answer names a passage that was given, flags sentences without a citation,
    and resolves each valid citation to document, page, article and the exact passage text.

    Usage example:
    ```python
    from haystack import Document
    from haystack.dataclasses import ChatMessage
    from rulebook.components.validators.citation_checker import CitationChecker

    docs = [Document(content="Seals must be intact.", meta={"file_name": "hazmat.pdf", "page_start": 12})]
    reply = ChatMessage.from_assistant("Seals must be intact [1]. Inspectors may open cars [4].")
    out = CitationChecker().run(replies=[reply], documents=docs)
    print(out["citations"][0]["page"], out["report"]["invalid_citations"])  # 12 [4]
    ```

    In: `replies` (the answer, generative or extractive; the first reply is checked) and `documents` (the
    passages, numbered from 1 in prompt order).
    Out: `citations` (one record per valid passage number cited, in passage order; see `citation_for`) and
    `report`: `invalid_citations` (numbers that name no passage), `uncited_sentences` (claims with no valid
    citation), `claims` (how many claims the answer makes) and `warnings` (one line per problem).
    """

    def __init__(self, min_words: int = 3) -> None:
        """
        :param min_words: Words a sentence needs to count as a claim (shorter fragments are not flagged), >= 1.
        :raises ValueError: When `min_words` is below 1.
        """
        self.min_words = claim_min_words(min_words)

    @component.output_types(citations=list[dict], report=dict)
    def run(self, replies: list[ChatMessage], documents: list[Document]) -> dict[str, Any]:
        """
        :param replies: The answer; only the first reply is checked. An empty list gives an empty report.
        :param documents: The passages the answer may cite, numbered from 1.
        :returns: `citations` and `report`, as described in the class docstring.
        """
        text = (replies[0].text or "") if replies else ""
        count = len(documents)
        read = read_claims(text, count, self.min_words)
        claims = read.claims
        uncited = [c.text for c in claims if not read.cites(c)]
        warnings = [f"citation [{n}] refers to no passage (there are {count})" for n in read.invalid]
        warnings += [f'sentence without a citation: "{_short(s)}"' for s in uncited]
        return {
            "citations": [
                citation_for(n, documents[n - 1], [c.text for c in claims if n in c.citations])
                for n in sorted(read.cited)
            ],
            "report": {
                "invalid_citations": read.invalid,
                "uncited_sentences": uncited,
                "claims": len(claims),
                "warnings": warnings,
            },
        }


def _short(text: str, limit: int = 90) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
