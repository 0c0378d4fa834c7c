"""
`retrieve`: the ranked passages a question retrieves, with their scores and no LLM call (for debugging).

Runs `pipelines/retrieve.yml` (the query graph up to the evidence score) through the shared engine.

    POST /retrieve/run  {"question": "...", "documents": ["file.pdf"], "articles": ["§ 174"], "versions": ["2025"]}
      -> {"result": {"question", "confidence", "signals", "named": {acronym: [file names searched]},
                      "set_aside": {acronym: [file names named but outside the documents chosen]},
                      "passages": [{"rank", "id", "doc", "page", "article", "article_title", "score", "text", ...}],
                      "timings_ms": {node: ms}}}
"""

from hayhooks import BasePipelineWrapper

from rulebook import service


class PipelineWrapper(BasePipelineWrapper):
    """Serves the retrieval part of the query graph."""

    def setup(self) -> None:
        """Load (once per process) and warm up the shared engine."""
        self.engine = service.engine()
        self.pipeline = self.engine.pipeline("retrieve")

    def run_api(
        self,
        question: str,
        documents: list[str] | None = None,
        articles: list[str] | None = None,
        versions: list[str] | None = None,
    ) -> dict:
        """
        Retrieve the passages that best match a question, ranked, with their scores (no answer is written).

        :param question: The question, in plain English.
        :param documents: Only search these documents (file names).
        :param articles: Only search articles under these id prefixes (`§ 174`, `B7`, `GV.`).
        :param versions: Only search documents of these versions (`2025`, `issue 5`).
        :returns: The confidence of the evidence, the ranked passages and the misspelled words searched as the
            documents write them (`corrections`).
        """
        with service.http_errors(), service.reading():
            out = self.engine.retrieve(question, documents=documents, articles=articles, versions=versions)
        return service.jsonable(
            {
                "question": question.strip(),
                "confidence": out.get("confidence"),
                "signals": out.get("signals", {}),
                "named": out.get("named", {}),
                "set_aside": out.get("set_aside", {}),
                "corrections": out.get("corrections", []),
                "passages": [service.passage_record(i, d) for i, d in enumerate(out["documents"], start=1)],
                "timings_ms": {k: round(v, 1) for k, v in out.get("timings_ms", {}).items()},
            }
        )
