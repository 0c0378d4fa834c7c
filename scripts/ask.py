"""
Ask a question of the indexed regulations; the answer cites document, article and page.

    python scripts/ask.py "Who may inspect hazardous materials records?"
    python scripts/ask.py "..." --doc FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf --json
    python scripts/ask.py "How many power units may a driver use?" --article B --version 2026 --fast

It searches the store that scripts/index.py fills: embedded Qdrant in RULEBOOK_DATA_DIR/qdrant (data/qdrant in the
project folder by default), or the Qdrant server at QDRANT_URL. With GROQ_API_KEY set, an LLM writes the answer from
the passages; without it, the answer quotes them. docs/usage.md lists the settings.

Exit status: 0 for an answer (a refusal included: the documents do not say), 2 for an error (a bad option or setting,
an empty or too long question, a store in use, a store with nothing indexed).
"""

import argparse
import json
import sys
import textwrap
from typing import TYPE_CHECKING

from rulebook.cli import CommandParser, fail, fail_store_in_use, quiet

if TYPE_CHECKING:
    from haystack.dataclasses import StreamingChunk


def passage_lines(c: dict, limit: int = 600) -> list[str]:
    """
    :param c: A citation, or a refusal's closest passage (`doc`, `page`, `page_label`, `article`, `text`, ...).
    :param limit: Characters of the passage shown.
    :returns: Its heading line (`[n] doc, pp. pages (printed labels), article title`, with a mark for a passage read
        by OCR: `rulebook.citations.where_shown`) and an indented excerpt.
    """
    from rulebook.citations import where_shown

    page = where_shown(c)
    article = f", {c['article']} {c.get('article_title') or ''}".rstrip() if c.get("article") else ""
    excerpt = " ".join((c.get("text") or "").split())
    return [
        f"[{c['n']}] {c['doc']}, {page}{article}",
        textwrap.indent(textwrap.fill(excerpt[:limit] + ("…" if len(excerpt) > limit else ""), 96), "    "),
    ]


def render(answer: dict) -> str:
    """Format an answer for a terminal: the text, then each citation, or a refusal's closest passages, with excerpts."""
    labels = {
        "generative": "answer",
        "extractive": "extractive answer (quoted passages, no LLM)",
        "refused": "no answer",
    }
    lines = [f"[{labels.get(answer['mode'], answer['mode'])}]", textwrap.fill(answer["answer"], 100), ""]
    if answer.get("notice"):
        lines += [f"note: {answer['notice']}", ""]
    used = [v for v in answer.get("versions_used", []) if v.get("version")]
    if used:
        lines += [
            "version used: "
            + "; ".join(
                f"{v['doc']}: {v['version']}"
                + (f" ({v['date']})" if v.get("date") and v["date"] not in v["version"] else "")
                for v in used
            ),
            "",
        ]
    if answer.get("rewrites"):
        lines += [f"searched again as: {'; '.join(answer['rewrites'])}", ""]
    for warning in answer.get("warnings", []):
        lines.append(f"warning: {warning}")
    for c in answer["citations"]:
        lines += passage_lines(c)
    if answer["mode"] == "refused" and answer.get("closest"):
        # A not_stated refusal points at them as [1] [2] [3]: the reader must see what they say to judge the refusal.
        lines.append("closest passages (not enough to answer):")
        for c in answer["closest"]:
            lines += passage_lines(c, limit=300)
    t = answer.get("timings_ms", {})
    lines.append(f"\nretrieval {t.get('retrieval', 0):.0f} ms, generation {t.get('generation', 0):.0f} ms")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Ask the question and print the answer; returns the exit code."""
    parser = CommandParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("question", help="the question, in plain English")
    parser.add_argument(
        "--doc", action="append", metavar="NAME", help="only search this document (file name); repeatable"
    )
    parser.add_argument(
        "--article",
        action="append",
        metavar="PREFIX",
        help="only search articles under this id prefix, e.g. B, '§ 214' or GV.; repeatable",
    )
    parser.add_argument(
        "--version",
        action="append",
        metavar="V",
        help="only search documents of this version, e.g. 2025 or 'issue 5'; repeatable",
    )
    parser.add_argument("--fast", action="store_true", help="use Groq's fast model (llama-3.1-8b-instant)")
    parser.add_argument(
        "--json",
        action="store_true",
        help='print one JSON object on the last line (an error: {"error": ...}, on stdout only, exit status 2)',
    )
    parser.add_argument("--stream", action="store_true", help="print the LLM's answer as it is generated")
    args = parser.parse_args(argv)
    from rulebook.engine.questions import check_question
    from rulebook.settings import FAST_LLM_MODEL, Settings

    try:
        settings = Settings.from_env(llm_model=FAST_LLM_MODEL) if args.fast else Settings.from_env()
        # An empty or too long question fails here, before Haystack and the models load.
        check_question(args.question, settings.max_question_chars)
    except ValueError as exc:  # the question, or a setting that cannot be used (a bad RULEBOOK_* value)
        return fail(str(exc), as_json=args.json)
    quiet()  # after the checks: it imports bm25s
    from rulebook.engine import EmbeddingModelMismatch, Rulebook

    try:
        book = Rulebook(settings)
    except ValueError as exc:  # a setting that cannot be used, e.g. RULEBOOK_EMBEDDING_MODEL naming no model
        return fail(str(exc), as_json=args.json)
    callback = None
    if args.stream and not args.json:

        def callback(chunk: "StreamingChunk") -> None:
            print(chunk.content, end="", flush=True)

    try:
        answer = book.ask(
            args.question, documents=args.doc, streaming_callback=callback, articles=args.article, versions=args.version
        )
    # Besides the question's and the filters' errors (ValueErrors): a graph file of another kind, and (OSError) a
    # model the settings ask for that is not on this machine (RULEBOOK_RANKER=on without a cross-encoder).
    except (ValueError, EmbeddingModelMismatch, OSError) as exc:
        return fail(str(exc), as_json=args.json)
    except RuntimeError as exc:
        return fail_store_in_use(exc, as_json=args.json)
    if answer.get("refusal") == "empty_store":
        # Not the documents' answer: there are none. A script that asks must see it failed, and why.
        return fail(answer["notice"], as_json=args.json)
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
    else:
        if callback:
            print()
        print(render(answer))
    return 0


if __name__ == "__main__":
    sys.exit(main())
