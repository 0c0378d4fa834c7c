"""The last step of the query pipeline: an answer whose `[n]` citations resolve to document, page and article."""

from typing import Any

from haystack import Document, component
from haystack.dataclasses import ChatMessage

from rulebook.citations import NOT_IN_PASSAGES, citation_for, number_in_citation_order, renumber_citations
from rulebook.components.serialization import InitParametersSerialization
from rulebook.components.validators.citation_checker import CitationChecker
from rulebook.components.validators.numeric_claim_checker import NumericClaimChecker
from rulebook.extractive import extract, sentence_limits, split_sentences
from rulebook.text.answer_types import Ask
from rulebook.text.language import passages_language_hint, vocabulary_hint
from rulebook.versions import attach_versions

REFUSAL = "Not found in the indexed documents."

__all__ = ["REFUSAL", "CitedAnswerBuilder", "citation_for", "split_sentences"]


@component
class CitedAnswerBuilder(InitParametersSerialization):
    """
    Builds the response: the answer, its mode, its resolved citations and the warnings of the checks.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.builders.cited_answer_builder import CitedAnswerBuilder

    doc = Document(content="Ninety (90) days before the Competition, the Promoter must send the FIA details.",
                   meta={"file_name": "section_b_sporting.pdf", "page_start": 6, "article": "B1.4.2"})
    out = CitedAnswerBuilder().run(query="When must the Promoter send insurance details?", documents=[doc])
    print(out["answer"]["answer"], out["answer"]["citations"])
    ```

    - With `weak_documents` (the confidence gate's low branch), the answer is "Not found in the indexed
      documents." with `mode` "refused", the closest passages, and no LLM call.
    - With `not_stated` (`AnswerabilityRouter`'s branch: the passages are on topic but none states what the
      question asks for), the answer says what the documents do not state ("The indexed documents do not state a
      duration for this question; the closest passages are [1] [2] [3].") with `mode` "refused", `refusal`
      "not_stated", and the passages as `closest`; with `unmentioned`, it names what no indexed document mentions
      instead ("The indexed documents do not mention CMMC; ...").
    - With `replies` (from `ExtractiveFallback`: the LLM's reply or an extractive answer), the reply is the
      answer; its `meta` gives `mode` and `notice`. A model reply of exactly "The indexed documents do not say."
      is a refusal too.
    - `citations`, `citation_report` and `numeric_report` come from `CitationChecker` and
      `NumericClaimChecker`; their warnings become the answer's `warnings`, their findings its `checks`. When
      they are not connected (the builder used on its own), the builder runs both checks itself, and without
      `replies` it quotes the passages (`extract`), so it always returns a checked answer.

    - `versions` comes from `VersionResolver`: the answer's `versions_used` names the issue of each cited
      document, and its `notice` says which issue of a rulebook indexed in several versions was used (see
      `rulebook.components.query.version_resolver.attach_versions`); when the question named documents by acronym, it
      says the search was limited to them (`rulebook.components.query.document_name_resolver`), or, when the request
      chose other documents, that the named ones were not searched (`set_aside`). When `SpellingCorrector` corrected
      words of the question, the notice says which words were searched instead (`corrections`).
    - `signals` comes from `EvidenceScorer`: a refused answer to a question that looks written in another language
      than the documents says so in its notice (`rulebook.text.language.vocabulary_hint`), as does one whose passages
      are in another language than the question (`passages_language_hint`).

    Out: `answer`, a dict with `question`, `answer`, `mode` ("generative", "extractive" or "refused"), `refusal` (for
    a refused answer, why: `weak_evidence`, `not_stated`, `no_passages` or `model`),
    `citations` (see `citation_for`; an answer's cited passages are numbered 1, 2, 3 in the order it cites them,
    in its text, its citations and its checks, and each citation's `passage` keeps its place among the passages
    given), `notice`, `warnings`, `checks` (`invalid_citations`, `uncited_sentences`,
    `claims`, `unsupported_numbers`, `numbers`), `confidence`, `rewrites` (queries tried by the rewriter),
    `versions_used` (`doc`, `version`, `date`, `family`, `versions`), `named` (acronym -> file names the
    question named and the search was limited to; empty when none) and `set_aside` (acronym -> file names the
    question named outside the documents the request chose: not searched) and `corrections` (`{"from", "to"}` for
    each misspelled word searched as the documents write it; empty when none).
    """

    def __init__(self, max_sentences: int = 3, max_sentences_per_passage: int = 2) -> None:
        """
        :param max_sentences: Sentences in an extractive answer built here, >= 1.
        :param max_sentences_per_passage: At most this many from one passage, >= 1.
        :raises ValueError: When a parameter is below 1.
        """
        self.max_sentences, self.max_sentences_per_passage = sentence_limits(max_sentences, max_sentences_per_passage)

    @component.output_types(answer=dict)
    def run(  # noqa: PLR0913, PLR0917 - Haystack inputs, one per upstream node
        self,
        query: str,
        documents: list[Document] | None = None,
        weak_documents: list[Document] | None = None,
        replies: list[ChatMessage] | None = None,
        generator_error: str | None = None,
        confidence: float | None = None,
        citations: list[dict] | None = None,
        citation_report: dict | None = None,
        numeric_report: dict | None = None,
        rewrites: list[str] | None = None,
        versions: dict | None = None,
        named: dict | None = None,
        set_aside: dict | None = None,
        corrections: list[dict] | None = None,
        signals: dict | None = None,
        not_stated: list[Document] | None = None,
        ask: dict | None = None,
        unmentioned: list[str] | None = None,
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param documents: The passages given to the LLM, numbered from 1 in this order (the gate's strong branch).
        :param weak_documents: The passages, when the gate found the evidence too weak to answer.
        :param replies: The answer to report (its `meta` may carry `mode` and `notice`).
        :param generator_error: Why the LLM did not answer (used when `replies` is empty).
        :param confidence: The evidence score the gate used.
        :param citations: Resolved citations, from `CitationChecker`.
        :param citation_report: `CitationChecker`'s report.
        :param numeric_report: `NumericClaimChecker`'s report.
        :param rewrites: The queries the rewriter added, if it ran.
        :param versions: `VersionResolver`'s choice of rulebook versions, if it ran.
        :param named: `DocumentNameResolver`'s documents named by the question (acronym -> file names), if any;
            the answer's `named` repeats them and its notice says the search was limited to them.
        :param set_aside: Documents the question named that the request's own choice of documents left out (acronym
            -> file names); the notice says they were not searched.
        :param corrections: `SpellingCorrector`'s corrected words (`{"from", "to"}`), if any; the answer's
            `corrections` repeats them and its notice says what was searched instead.
        :param signals: `EvidenceScorer`'s signals: `unknown_terms` for a refusal's language hint, `missing_anchors`
            and `missing_names` for a refusal's note of what no passage found mentions.
        :param not_stated: The passages, when `AnswerabilityRouter` found none that states what the question asks
            for: a refusal that names what is missing, with the closest passages.
        :param ask: `AnswerabilityRouter`'s reading of what the question asks for (`kind`, `unit`, `term`).
        :param unmentioned: `AnswerabilityRouter`'s names of the question that no indexed chunk mentions: a
            `not_stated` refusal names them instead of the kind of statement.
        :returns: `answer`, as described in the class docstring.
        """
        if not_stated is not None:
            out = {
                "answer": self._not_stated(
                    {"question": query, "confidence": confidence, "rewrites": list(rewrites or [])},
                    not_stated,
                    Ask.from_dict(ask),
                    list(unmentioned or []),
                    list((versions or {}).get("unmatched") or []),
                )
            }
        else:
            out = self._answer(
                query,
                documents,
                weak_documents,
                replies,
                generator_error,
                confidence,
                citations,
                citation_report,
                numeric_report,
                rewrites,
            )
        passages = documents if documents is not None else weak_documents or not_stated or []
        answer = attach_versions(out["answer"], passages, versions)
        answer["named"] = dict(named or {})
        answer["set_aside"] = dict(set_aside or {})
        answer["corrections"] = list(corrections or [])
        notes = [answer.get("notice")]
        if corrections:
            words = ", ".join(f'"{c["to"]}" for "{c["from"]}"' for c in corrections)
            notes.append(f"Searched {words} (the documents' words for the question's).")
        if named:
            notes.append(f"Searched only {_which(named)}, named in the question ({', '.join(named)}).")
        if set_aside:
            notes.append(
                f"Not searched: {_which(set_aside)}, named in the question ({', '.join(set_aside)}), outside the "
                "documents chosen for this search."
            )
        hint = None
        if answer.get("mode") == "refused":
            shown = [d.content or "" for d in passages]
            hint = vocabulary_hint(query, signals) or passages_language_hint(query, shown)
        if hint:
            notes.append(hint)
        absent = [*(signals or {}).get("missing_anchors", []), *(signals or {}).get("missing_names", [])]
        absent = [a for a in absent if a not in (unmentioned or [])]  # the answer already names those
        if answer.get("mode") == "refused" and absent:
            # Why it was refused, in the user's own words: the part, year or name that no passage found holds.
            notes.append(f"No passage found mentions {', '.join(absent)}.")
        if len(notes) > 1:
            answer["notice"] = " ".join(p for p in notes if p)
        return {"answer": answer}

    def _answer(
        self,
        query: str,
        documents: list[Document] | None,
        weak_documents: list[Document] | None,
        replies: list[ChatMessage] | None,
        generator_error: str | None,
        confidence: float | None,
        citations: list[dict] | None,
        citation_report: dict | None,
        numeric_report: dict | None,
        rewrites: list[str] | None,
    ) -> dict[str, Any]:
        base = {"question": query, "confidence": confidence, "rewrites": list(rewrites or [])}
        if documents is None:
            return {
                "answer": self._refusal(
                    base, weak_documents or [], "The retrieved passages do not support an answer; no LLM was called."
                )
            }
        reply = next((r for r in replies or [] if r.text and r.text.strip()), None)
        if reply is None:
            if not documents:
                return {
                    "answer": self._refusal(
                        base, [], "No passage matched the question and filters.", reason="no_passages"
                    )
                }
            # Not reached in pipelines/query.yml, where `ExtractiveFallback` sends a reply whenever there are
            # passages; kept for the builder used on its own and for a query graph of one's own
            # (RULEBOOK_QUERY_PIPELINE needs only `answer_builder`), which may have no fallback node.
            text, _used = extract(query, documents, self.max_sentences, self.max_sentences_per_passage)
            reply = ChatMessage.from_assistant(
                text,
                meta={
                    "mode": "extractive",
                    "notice": "Extractive answer: sentences quoted from the passages, no LLM"
                    + (f" ({generator_error})." if generator_error else "."),
                },
            )
        text = (reply.text or "").strip()
        if text.strip('"“” ') == NOT_IN_PASSAGES:
            return {
                "answer": self._refusal(
                    base, documents, "The model found no answer in the retrieved passages.", reason="model"
                )
            }
        if citations is None or citation_report is None:
            checked = CitationChecker().run(replies=[reply], documents=documents)
            citations, citation_report = checked["citations"], checked["report"]
        if numeric_report is None:
            numeric_report = NumericClaimChecker().run(replies=[reply], documents=documents)["report"]
        # The reader sees the cited passages only: they are numbered 1, 2, 3 in the order the answer cites them,
        # in the text, the citations and every check that names a number; `passage` keeps each one's place.
        changed = number_in_citation_order(text, [int(c["n"]) for c in citations])

        def number(n: int) -> int:
            return changed.get(n, n)

        unsupported = [
            {
                **u,
                "text": renumber_citations(u["text"], number),
                "claim": renumber_citations(u["claim"], number),
                "cites": [number(n) for n in u.get("cites", [])],
            }
            for u in numeric_report.get("unsupported", [])
        ]
        warnings = [*citation_report.get("warnings", []), *numeric_report.get("warnings", [])]
        return {
            "answer": {
                **base,
                "answer": renumber_citations(text, number) if changed else text,
                "mode": reply.meta.get("mode") or "generative",
                "citations": sorted(({**c, "n": number(int(c["n"]))} for c in citations), key=lambda c: c["n"]),
                "notice": reply.meta.get("notice"),
                "warnings": [renumber_citations(w, number) for w in warnings] if changed else warnings,
                "checks": {
                    "invalid_citations": citation_report.get("invalid_citations", []),
                    "uncited_sentences": citation_report.get("uncited_sentences", []),
                    "claims": citation_report.get("claims", 0),
                    "unsupported_numbers": unsupported,
                    "numbers": numeric_report.get("numbers", 0),
                },
            }
        }

    @classmethod
    def _not_stated(
        cls, base: dict[str, Any], closest: list[Document], ask: Ask, unmentioned: list[str], unmatched: list[str]
    ) -> dict[str, Any]:
        shown = closest[:3]
        numbers = " ".join(f"[{n}]" for n in range(1, len(shown) + 1))
        if unmatched and not unmentioned:
            # The versions note (`attach_versions`) then says which issues are indexed.
            notice = "The question names an issue that is not indexed; no answer was drawn from the other issues."
            refusal = cls._refusal(base, closest, notice, reason="not_stated")
            refusal["answer"] = f"No indexed issue matches {' or '.join(unmatched)}" + (
                f"; the closest passages, from the issues indexed, are {numbers}." if shown else "."
            )
            return refusal
        if unmentioned:
            names = ", ".join(unmentioned[:-1]) + f" or {unmentioned[-1]}" if len(unmentioned) > 1 else unmentioned[0]
            missing = f"mention {names}"
            notice = f"No indexed document mentions {names}; no answer was drawn from the passages."
        else:
            missing = f"state {ask.describe()} for this question"
            notice = (
                f"The passages are about the question but none states {ask.describe()}; no answer was drawn from them."
            )
        refusal = cls._refusal(base, closest, notice, reason="not_stated")
        refusal["answer"] = f"The indexed documents do not {missing}" + (
            f"; the closest passages are {numbers}." if shown else "."
        )
        return refusal

    @staticmethod
    def _refusal(
        base: dict[str, Any], closest: list[Document], notice: str, reason: str = "weak_evidence"
    ) -> dict[str, Any]:
        return {
            **base,
            "answer": REFUSAL,
            "mode": "refused",
            "refusal": reason,
            "citations": [],
            "closest": [citation_for(i, d) for i, d in enumerate(closest[:3], start=1)],
            "notice": notice,
            "warnings": [],
            "checks": {
                "invalid_citations": [],
                "uncited_sentences": [],
                "claims": 0,
                "unsupported_numbers": [],
                "numbers": 0,
            },
        }


def _which(named: dict) -> str:
    """The files of acronym -> file names, listed up to three; a family of rulebooks (a dozen files) is counted."""
    files = sorted({f for names in named.values() for f in names})
    return ", ".join(files) if len(files) <= 3 else f"the {len(files)} documents"
