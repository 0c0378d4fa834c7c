"""
Structure grading of the ingestion against ground truth: do the chunks that indexing makes hold each article's text,
under the right article id and page label, without running headers and footers?

    python -m eval.layouts --seed 1 --out /tmp/zoo1          # PDFs with ground truth (eval.layouts)
    python -m eval.structure /tmp/zoo1                       # a table per convention, per hazard, overall
    python -m eval.structure /tmp/zoo1 --json                # one JSON object on the last line
    python -m eval.structure /tmp/zoo1 --report /tmp/zoo1-report   # structure.md and structure.png

Input: a folder of PDFs, each with its ground truth `NAME.json` beside it (the format `eval.layouts.generator`
writes; any PDF with such a file can be graded, hand-made truth included). PDFs without one are skipped.

What runs: the indexing graph's own `pdf_converter`, `cleaner` and `splitter` nodes, built from
`pipelines/indexing.yml` as the loader configures it for the deployment's settings (`rulebook.pipelines`), so the
chunks are those that indexing stores (no embedding, no store).

Figures, per document, then per convention, per hazard (`none`: the documents without hazards) and overall:
- `recall`: articles whose unique sentence is found whole in one chunk, after normalising both sides the same way
  (NFKC, white space collapsed, case folded, a hyphen before white space between letters removed);
  `hyphen_broken` counts those found only after that hyphen removal (a line-end hyphen left in the text);
  `split`: sentences cut between two chunks (their first and last words are in different chunks); `interrupted`:
  sentences with other text inside them (a running line, a footnote, the other column); `lost`: the rest;
- `attribution`: articles whose sentence is in a chunk that carries the true id, as its `article` or in its
  `articles` list (short articles packed into one chunk), ids compared by `eval.layouts.conventions.normalise_id`;
  `attribution_primary`: the chunk's own `article` is the true id;
- `page_span`: the sentence's pages lie inside the chunk's `page_start`..`page_end`;
- `page_label`: the chunk's `page_label_start` and `page_label_end` are the true labels of its first and last pages;
  `page_labels`: the converter's `page_labels` meta against the true label of every page;
- `header_leaks`, `footer_leaks`: running lines of the truth (of two words or more) found in chunk text, over the
  times they are printed (`header_leak_rate`, `footer_leak_rate`);
- `attribution_delta`, `recall_delta` (per hazard): the mean difference between a hazard's documents and the document
  of the same convention without hazards in the same folder, when there is one.

`--json` adds `per_document` and `failures` (every sentence not attributed: its document, the true article, the
chunk's article and why). `--record` writes the overall figures and the per-convention and per-hazard attribution and
recall into eval/results.json.
"""

import argparse
import importlib
import json
import re
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from eval import results
from eval.harness import add_record_argument, run_name
from eval.layouts.conventions import normalise_id
from rulebook.text.normalization import normalize_text

#: The indexing graph's nodes that turn a PDF into chunks.
NODES = ("pdf_converter", "cleaner", "splitter")
#: The figures of a group, in table order.
COLUMNS = (
    "recall",
    "attribution",
    "attribution_primary",
    "page_span",
    "page_label",
    "page_labels",
    "header_leak_rate",
    "footer_leak_rate",
)
_HYPHEN_BREAK_RE = re.compile(r"(?<=[^\W\d_])-\s+(?=[^\W\d_])")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """
    Add the `structure` subcommand's arguments.

    :param parser: The subcommand's parser.
    """
    parser.add_argument("folder", type=Path, metavar="DIR", help="a folder of PDFs with ground truth NAME.json")
    parser.add_argument("--json", action="store_true", help="print one JSON object with all figures as the last line")
    parser.add_argument("--report", type=Path, metavar="OUT_DIR", help="write structure.md and structure.png there")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="grade only files whose name holds one of these")
    add_record_argument(parser)


# ---------------------------------------------------------------------------- the indexing nodes


def indexing_nodes(settings: Any = None) -> dict[str, Any]:
    """
    Build the indexing graph's converter, cleaner and splitter as the loader configures them.

    :param settings: `rulebook.settings.Settings` (default: from the environment).
    :returns: Node name -> warmed-up component, for the names in `NODES`.
    """
    from haystack.core.serialization import component_from_dict

    from rulebook.pipelines import configured_graph
    from rulebook.settings import Settings

    graph = configured_graph("indexing", settings or Settings.from_env())
    nodes = {}
    for name in NODES:
        spec = graph["components"][name]
        module, _, class_name = spec["type"].rpartition(".")
        cls = getattr(importlib.import_module(module), class_name)
        component = component_from_dict(cls, spec, name)
        if hasattr(component, "warm_up"):
            component.warm_up()
        nodes[name] = component
    return nodes


def chunk_pdf(path: Path, nodes: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    """
    Convert, clean and split one PDF as indexing does.

    :param path: The PDF.
    :param nodes: From `indexing_nodes`.
    :returns: The chunks, and the converted document's meta (empty when the file could not be converted).
    """
    converted = nodes["pdf_converter"].run(sources=[path])
    if not converted["documents"]:
        return [], {}
    cleaned = nodes["cleaner"].run(documents=converted["documents"])["documents"]
    chunks = nodes["splitter"].run(documents=cleaned)["documents"]
    return chunks, dict(converted["documents"][0].meta)


# ---------------------------------------------------------------------------- grading


def normalise_text(text: str, join_hyphens: bool = True) -> str:
    """
    The comparison form of a sentence or a chunk text.

    :param text: The text.
    :param join_hyphens: Remove a hyphen followed by white space between two letters (a line-end break).
    :returns: NFKC, white space collapsed to single spaces, case folded.
    """
    text = normalize_text(text)
    if join_hyphens:
        text = _HYPHEN_BREAK_RE.sub("", text)
    return " ".join(text.split()).casefold()


def _running_form(text: str) -> str:
    return " ".join(normalize_text(text).split())


def grade_document(truth: dict[str, Any], chunks: list[Any], document_meta: dict[str, Any]) -> dict[str, Any]:
    """
    Grade one document's chunks against its ground truth.

    :param truth: The ground truth (see `eval.layouts.generator`).
    :param chunks: The document's chunks (Haystack Documents with the splitter's meta).
    :param document_meta: The converted document's meta (for `page_labels`); {} when unknown.
    :returns: Counts (see the module docstring) and `failures`, one entry per sentence not attributed.
    """
    texts = [normalise_text(c.content or "") for c in chunks]
    raw_texts = [normalise_text(c.content or "", join_hyphens=False) for c in chunks]
    labels = [page["label"] for page in truth["pages"]]
    counts: Counter = Counter()
    failures: list[dict[str, Any]] = []
    for article in truth["articles"]:
        counts["articles"] += 1
        sentence = normalise_text(article["sentence"])
        holders = [i for i, text in enumerate(texts) if sentence in text]
        key = article.get("key") or normalise_id(article["id"])
        failure = {
            "file": truth["file"],
            "article": article["id"],
            "sentence": article["sentence"],
            "pages": article.get("sentence_pages"),
        }
        if not holders:
            words = sentence.split()
            head, tail = " ".join(words[:6]), " ".join(words[-6:])
            head_in = [i for i, text in enumerate(texts) if head in text]
            tail_in = [i for i, text in enumerate(texts) if tail in text]
            if head_in and tail_in and not set(head_in) & set(tail_in):
                reason = "split"  # cut between two chunks
            elif head_in or tail_in:
                reason = "interrupted"  # other text inside it (a running line, a note, the other column)
            else:
                reason = "lost"
            counts[reason] += 1
            where = head_in or tail_in
            chunk = chunks[where[0]] if where else None
            failures.append({**failure, "reason": reason, **_chunk_facts(chunk)})
            continue
        counts["found"] += 1
        if not any(sentence in raw_texts[i] for i in holders):
            counts["hyphen_broken"] += 1
        index = next((i for i in holders if _carries(chunks[i], key)), holders[0])
        chunk = chunks[index]
        meta = chunk.meta
        if _carries(chunk, key):
            counts["attributed"] += 1
            if normalise_id(meta.get("article")) == key:
                counts["attributed_primary"] += 1
        else:
            failures.append({**failure, "reason": "attribution", **_chunk_facts(chunk)})
        start, end = meta.get("page_start"), meta.get("page_end")
        pages = article.get("sentence_pages") or [article["page_start"]]
        if start and end and all(start <= p <= end for p in pages):
            counts["page_span"] += 1
        if (
            start
            and end
            and start <= len(labels)
            and end <= len(labels)
            and meta.get("page_label_start", "") == labels[start - 1]
            and meta.get("page_label_end", "") == labels[end - 1]
        ):
            counts["page_label"] += 1
    found_labels = list(document_meta.get("page_labels") or [])
    counts["pages"] = len(labels)
    counts["page_labels_right"] = sum(
        1 for i, label in enumerate(labels) if i < len(found_labels) and found_labels[i] == label
    )
    chunk_text = "\n".join(" ".join((c.content or "").split()) for c in chunks)
    chunk_text = normalize_text(chunk_text)
    for edge in ("headers", "footers"):
        printed = Counter(
            _running_form(line) for page in truth["pages"] for line in page[edge] if len(line.split()) >= 2
        )
        counts[f"{edge}_printed"] = sum(printed.values())
        counts[f"{edge}_leaked"] = sum(min(chunk_text.count(line), n) for line, n in printed.items())
    counts["chunks"] = len(chunks)
    return {"counts": counts, "failures": failures}


def _carries(chunk: Any, key: str) -> bool:
    meta = chunk.meta
    ids = [meta.get("article"), *(meta.get("articles") or [])]
    return any(normalise_id(i) == key for i in ids if i)


def _chunk_facts(chunk: Any) -> dict[str, Any]:
    if chunk is None:
        return {"chunk_article": None, "chunk_articles": [], "chunk_pages": None}
    meta = chunk.meta
    return {
        "chunk_article": meta.get("article"),
        "chunk_articles": list(meta.get("articles") or []),
        "chunk_pages": [meta.get("page_start"), meta.get("page_end")],
        "chunk_start": " ".join((chunk.content or "").split())[:120],
    }


def rates(counts: Counter) -> dict[str, Any]:
    """
    :param counts: Summed counts of one or more documents (`grade_document`).
    :returns: The figures of the module docstring.
    """
    articles = max(counts["articles"], 1)
    return {
        "documents": counts["documents"],
        "articles": counts["articles"],
        "chunks": counts["chunks"],
        "recall": round(counts["found"] / articles, 4),
        "attribution": round(counts["attributed"] / articles, 4),
        "attribution_primary": round(counts["attributed_primary"] / articles, 4),
        "page_span": round(counts["page_span"] / articles, 4),
        "page_label": round(counts["page_label"] / articles, 4),
        "page_labels": round(counts["page_labels_right"] / max(counts["pages"], 1), 4),
        "header_leaks": counts["headers_leaked"],
        "header_leak_rate": round(counts["headers_leaked"] / max(counts["headers_printed"], 1), 4),
        "footer_leaks": counts["footers_leaked"],
        "footer_leak_rate": round(counts["footers_leaked"] / max(counts["footers_printed"], 1), 4),
        "hyphen_broken": counts["hyphen_broken"],
        "split": counts["split"],
        "interrupted": counts["interrupted"],
        "lost": counts["lost"],
    }


def summarise(documents: list[dict[str, Any]]) -> dict[str, Any]:
    """
    Group graded documents per convention, per hazard and overall.

    :param documents: Per document: `file`, `convention`, `hazards` and `counts` (from `grade_document`).
    :returns: `overall`, `per_convention`, `per_hazard` (with `none` for the documents without hazards, and the
        deltas against the same convention's document without hazards).
    """
    overall: Counter = Counter()
    by_convention: dict[str, Counter] = defaultdict(Counter)
    by_hazard: dict[str, Counter] = defaultdict(Counter)
    clean: dict[str, dict[str, Any]] = {}
    for document in documents:
        counts = Counter(document["counts"])
        counts["documents"] = 1
        overall.update(counts)
        by_convention[document["convention"]].update(counts)
        for hazard in document["hazards"] or ["none"]:
            by_hazard[hazard].update(counts)
        if not document["hazards"]:
            clean[document["convention"]] = rates(counts)
    per_hazard = {}
    for hazard, counts in sorted(by_hazard.items(), key=lambda item: (item[0] == "none", item[0])):
        figures = rates(counts)
        if hazard != "none":
            deltas: dict[str, list[float]] = {"attribution": [], "recall": []}
            for document in documents:
                base = clean.get(document["convention"])
                if hazard in document["hazards"] and base is not None:
                    own = rates(Counter(document["counts"]))
                    for name, values in deltas.items():
                        values.append(own[name] - base[name])
            for name, values in deltas.items():
                figures[f"{name}_delta"] = round(statistics.mean(values), 4) if values else None
        per_hazard[hazard] = figures
    return {
        "overall": rates(overall),
        "per_convention": {name: rates(counts) for name, counts in sorted(by_convention.items())},
        "per_hazard": per_hazard,
    }


def truth_files(folder: Path, only: list[str] | None = None) -> list[tuple[Path, Path]]:
    """
    :param folder: A folder of PDFs.
    :param only: Keep the files whose name holds one of these strings.
    :returns: (PDF, ground truth JSON) pairs, in name order; PDFs without a JSON beside them are left out.
    :raises FileNotFoundError: When the folder does not exist.
    """
    if not folder.is_dir():
        raise FileNotFoundError(f"{folder}: no such folder; write a zoo first: python -m eval.layouts --out {folder}")
    pairs = []
    for pdf in sorted(folder.glob("*.pdf")):
        truth = pdf.with_suffix(".json")
        if truth.is_file() and (not only or any(part in pdf.name for part in only)):
            pairs.append((pdf, truth))
    return pairs


def grade_folder(folder: Path, only: list[str] | None = None, nodes: dict[str, Any] | None = None) -> dict[str, Any]:
    """
    Grade every PDF of a folder that has ground truth.

    :param folder: The folder.
    :param only: Keep the files whose name holds one of these strings.
    :param nodes: The indexing nodes (default: `indexing_nodes()`).
    :returns: `summarise`'s groups, plus `per_document`, `failures` and `seconds`.
    :raises FileNotFoundError: When the folder does not exist or holds no PDF with ground truth.
    """
    started = time.perf_counter()
    pairs = truth_files(folder, only)
    if not pairs:
        raise FileNotFoundError(
            f"{folder}: no PDF with a NAME.json ground truth beside it; see python -m eval.layouts."
        )
    nodes = nodes or indexing_nodes()
    documents, failures = [], []
    for pdf, truth_path in pairs:
        truth = json.loads(truth_path.read_text())
        chunks, meta = chunk_pdf(pdf, nodes)
        graded = grade_document(truth, chunks, meta)
        documents.append(
            {
                "file": pdf.name,
                "convention": truth.get("convention", "unknown"),
                "hazards": list(truth.get("hazards") or []),
                "counts": dict(graded["counts"]),
            }
        )
        failures.extend(graded["failures"])
    result = summarise(documents)
    result["per_document"] = [
        {"file": d["file"], "convention": d["convention"], "hazards": d["hazards"], **rates(Counter(d["counts"]))}
        for d in documents
    ]
    result["failures"] = failures
    result["seconds"] = round(time.perf_counter() - started, 1)
    return result


# ---------------------------------------------------------------------------- output


def table(rows: dict[str, dict[str, Any]], first: str, extra: tuple[str, ...] = ()) -> str:
    """
    :param rows: Name -> figures.
    :param first: The first column's heading.
    :param extra: More columns after `COLUMNS`.
    :returns: A Markdown table.
    """
    columns = ("documents", "articles", *COLUMNS, *extra)
    lines = [f"| {first} | " + " | ".join(columns) + " |", "|---" * (len(columns) + 1) + "|"]
    for name, figures in rows.items():
        cells = []
        for column in columns:
            value = figures.get(column)
            cells.append("" if value is None else f"{value:.3f}" if isinstance(value, float) else str(value))
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write_report(result: dict[str, Any], out: Path, title: str) -> list[Path]:
    """
    Write `structure.md` (the tables and the worst failures) and `structure.png` (recall and attribution bars).

    :param result: From `grade_folder`.
    :param out: The folder (made when missing).
    :param title: The report's heading (the graded folder).
    :returns: The files written.
    """
    out.mkdir(parents=True, exist_ok=True)
    parts = [
        f"# Structure grading: {title}",
        "",
        "Figures: see `python -m eval.structure --help`.",
        "",
        "## Overall",
        "",
        table({"overall": result["overall"]}, "zoo"),
        "",
        "## Per convention",
        "",
        table(result["per_convention"], "convention"),
        "",
        "## Per hazard",
        "",
        table(result["per_hazard"], "hazard", ("attribution_delta", "recall_delta")),
        "",
        "## Failures (first 40)",
        "",
        "| file | true article | chunk article | reason | sentence |",
        "|---|---|---|---|---|",
    ]
    for failure in result["failures"][:40]:
        parts.append(
            f"| {failure['file']} | {failure['article']} | {failure.get('chunk_article')} | {failure['reason']} | "
            f"{failure['sentence'][:60]}... |"
        )
    markdown = out / "structure.md"
    markdown.write_text("\n".join(parts) + "\n")
    written = [markdown]
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return written
    groups = [("per convention", result["per_convention"]), ("per hazard", result["per_hazard"])]
    figure, axes = plt.subplots(1, 2, figsize=(15, 7))
    for axis, (name, rows) in zip(axes, groups, strict=True):
        labels = list(rows)
        positions = range(len(labels))
        for offset, metric in ((-0.2, "recall"), (0.2, "attribution")):
            axis.barh([p + offset for p in positions], [rows[k][metric] for k in labels], height=0.4, label=metric)
        axis.set_yticks(list(positions), labels, fontsize=8)
        axis.invert_yaxis()
        axis.set_xlim(0, 1)
        axis.set_title(name)
        axis.legend(loc="lower right", fontsize=8)
    figure.suptitle(f"Structure grading: {title}")
    figure.tight_layout()
    image = out / "structure.png"
    figure.savefig(image, dpi=110)
    plt.close(figure)
    written.append(image)
    return written


def _print_summary(result: dict[str, Any]) -> None:
    print(table(result["per_convention"], "convention"))
    print()
    print(table(result["per_hazard"], "hazard", ("attribution_delta", "recall_delta")))
    print()
    print(table({"overall": result["overall"]}, "zoo"))
    reasons = Counter(f["reason"] for f in result["failures"])
    print(f"\n{len(result['failures'])} sentences not attributed ({dict(reasons)}); {result['seconds']} s")


def _record_figures(result: dict[str, Any]) -> dict[str, Any]:
    figures = dict(result["overall"])
    for metric in ("attribution", "recall"):
        figures[f"{metric}_by_convention"] = {k: v[metric] for k, v in result["per_convention"].items()}
        figures[f"{metric}_by_hazard"] = {k: v[metric] for k, v in result["per_hazard"].items()}
    figures["seconds"] = result["seconds"]
    return figures


def main(args: argparse.Namespace) -> int:
    """
    Run the structure grading.

    :param args: Parsed arguments (see `add_arguments`).
    :returns: Exit code: 0 when done, 2 when the folder is missing or holds no graded PDF.
    """
    try:
        result = grade_folder(args.folder, args.only)
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        return 2
    if args.report:
        for path in write_report(result, args.report, str(args.folder)):
            print(f"wrote {path}", file=sys.stderr)
    if args.record:
        results.record(run_name("structure", data=args.folder), _record_figures(result))
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_summary(result)
    return 0


if __name__ == "__main__":
    _parser = argparse.ArgumentParser(
        prog="python -m eval.structure", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    add_arguments(_parser)
    sys.exit(main(_parser.parse_args()))
