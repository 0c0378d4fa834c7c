"""
OCR of scanned pages: time per page and accuracy against the text layer of the same pages.

    python -m eval ocr samples/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf --pages 4 --json
    python -m eval ocr ../shared/data/pdfs/rail ../shared/data/pdfs/nist --pages 3 --record

Real PDFs with a text layer are turned into scans: from each file, `--pages` pages holding text are taken, evenly
spread, rendered to grey images at `--scan-dpi` and written as an image-only PDF. The PDF converter
(`PyMuPDFToDocument`, OCR on) reads the scan, so what is measured is what indexing does; the same pages read from
their text layer by the same converter are the reference.

Figures (per document and in total):
- `seconds_per_page`: wall time of converting the scan divided by its pages (Tesseract's OCR is nearly all of it);
  `text_layer_seconds_per_page`: the same pages read from their text layer, for comparison. `cpu` and `cores`
  name the machine; Tesseract runs on one core per page.
- `word_error_rate`: word-level edit distance (Levenshtein) between the OCR'd page text and its text layer, over
  the words of the text layer; words are split on white space after NFKC and folding typographic quotes and
  dashes to ASCII, case kept. `char_error_rate`: the same over characters (white space runs as one space).
- `ocr_pages`: pages the converter read by OCR (all of them, unless a page came out empty).
Needs Tesseract (`apt-get install tesseract-ocr`); without it the command says so and exits 2.
"""

import argparse
import json
import sys
import tempfile
import time
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf

from eval import results
from eval.chunks import collect_pdfs
from eval.harness import add_record_argument, run_name
from rulebook.components.converters.ocr import PageOcr
from rulebook.components.converters.pdf_converter import PyMuPDFToDocument

_FOLD = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "‐": "-", "•": "*"})


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """
    Add the `ocr` subcommand's arguments.

    :param parser: The subcommand's parser.
    """
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="PDF files or folders of PDF files")
    parser.add_argument("--pages", type=int, default=3, help="pages scanned per file (default 3)")
    parser.add_argument(
        "--scan-dpi", type=int, default=200, help="resolution of the simulated scans, in dots per inch (default 200)"
    )
    parser.add_argument("--language", default="eng", help="Tesseract language code(s) (default eng)")
    parser.add_argument("--json", action="store_true", help="print one JSON object with all figures as the last line")
    add_record_argument(parser)


def edit_distance(reference: Sequence[Any], hypothesis: Sequence[Any]) -> int:
    """
    Levenshtein distance between two sequences (of words or characters): insertions, deletions, substitutions.

    One row of the dynamic programme at a time, vectorised: a row's insertion chain is a running minimum.

    :param reference: The true sequence.
    :param hypothesis: The sequence to grade.
    :returns: The least number of edits turning `hypothesis` into `reference`.
    """
    if not reference or not hypothesis:
        return max(len(reference), len(hypothesis))
    codes: dict[Any, int] = {}
    ref = np.array([codes.setdefault(item, len(codes)) for item in reference])
    hyp = np.array([codes.setdefault(item, len(codes)) for item in hypothesis])
    positions = np.arange(len(hyp) + 1)
    row = positions.copy()
    for i, item in enumerate(ref, start=1):
        through = np.empty_like(row)
        through[0] = i
        through[1:] = np.minimum(row[1:] + 1, row[:-1] + (hyp != item))
        row = np.minimum.accumulate(through - positions) + positions
    return int(row[-1])


def comparable(text: str) -> str:
    """:returns: `text` as graded: NFKC, typographic quotes and dashes folded to ASCII, white space runs one space."""
    return " ".join(unicodedata.normalize("NFKC", text).translate(_FOLD).split())


def sample_pages(pdf: pymupdf.Document, count: int, min_chars: int = 300) -> list[int]:
    """:returns: Up to `count` 0-based pages holding at least `min_chars` of text, evenly spread over the file."""
    texty = [page.number for page in pdf if len(page.get_text().strip()) >= min_chars]
    if len(texty) <= count:
        return texty
    step = len(texty) / count
    return [texty[int(step * i + step / 2)] for i in range(count)]


def write_scan(source: pymupdf.Document, pages: list[int], digital: Path, scanned: Path, dpi: int) -> None:
    """Write the `pages` of `source` as they are (`digital`) and as an image-only scan at `dpi` (`scanned`)."""
    with pymupdf.open() as excerpt, pymupdf.open() as scan:
        for number in pages:
            excerpt.insert_pdf(source, from_page=number, to_page=number)
            page = source[number]
            pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
            image_page = scan.new_page(width=page.rect.width, height=page.rect.height)
            image_page.insert_image(image_page.rect, stream=pixmap.tobytes("png"))
        excerpt.save(digital)
        scan.save(scanned)


def measure_file(path: Path, args: argparse.Namespace, folder: Path) -> dict[str, Any] | None:
    """:returns: The figures of one file's sampled pages, or None when it has no page with text."""
    with pymupdf.open(path) as source:
        pages = sample_pages(source, args.pages)
        if not pages:
            return None
        digital, scanned = folder / f"{path.stem}.digital.pdf", folder / f"{path.stem}.scan.pdf"
        write_scan(source, pages, digital, scanned, args.scan_dpi)
    started = time.perf_counter()
    reference = PyMuPDFToDocument(ocr="off").run(sources=[digital])["documents"][0]
    text_layer_seconds = time.perf_counter() - started
    started = time.perf_counter()
    converted = PyMuPDFToDocument(ocr="on", ocr_language=args.language).run(sources=[scanned])
    ocr_seconds = time.perf_counter() - started
    if converted["failures"]:
        raise RuntimeError(converted["failures"][0]["error"])
    ocr = converted["documents"][0]
    words = chars = word_edits = char_edits = 0
    for true_page, read_page in zip(reference.content.split("\f"), ocr.content.split("\f"), strict=True):
        true_text, read_text = comparable(true_page), comparable(read_page)
        words += len(true_text.split())
        chars += len(true_text)
        word_edits += edit_distance(true_text.split(), read_text.split())
        char_edits += edit_distance(true_text, read_text)
    return {
        "file": path.name,
        "pages": len(pages),
        "sampled_pages": [number + 1 for number in pages],
        "ocr_pages": len(ocr.meta["ocr_pages"]),
        "seconds": round(ocr_seconds, 2),
        "text_layer_seconds": round(text_layer_seconds, 3),
        "words": words,
        "word_edits": word_edits,
        "chars": chars,
        "char_edits": char_edits,
    }


def _rates(figures: dict[str, Any]) -> dict[str, Any]:
    pages = figures["pages"] or 1
    return {
        **{k: v for k, v in figures.items() if k not in ("seconds", "text_layer_seconds")},
        "seconds_per_page": round(figures["seconds"] / pages, 2),
        "text_layer_seconds_per_page": round(figures["text_layer_seconds"] / pages, 4),
        "word_error_rate": round(figures["word_edits"] / figures["words"], 4) if figures["words"] else None,
        "char_error_rate": round(figures["char_edits"] / figures["chars"], 4) if figures["chars"] else None,
    }


def main(args: argparse.Namespace) -> int:
    """
    Run the OCR benchmark.

    :param args: Parsed arguments (see `add_arguments`).
    :returns: Exit code: 0 when done, 2 when a path is missing or Tesseract is not installed.
    """
    try:
        files = collect_pdfs(args.paths)
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        return 2
    ocr = PageOcr(mode="on", language=args.language)
    if ocr.unavailable_reason() is not None:
        print(f"python -m eval ocr: {ocr.unavailable_reason()}.", file=sys.stderr)
        return 2
    totals: dict[str, Any] = dict.fromkeys(
        ("pages", "ocr_pages", "seconds", "text_layer_seconds", "words", "word_edits", "chars", "char_edits"), 0
    )
    per_document = []
    with tempfile.TemporaryDirectory(prefix="rulebook-ocr-") as folder:
        for path in files:
            figures = measure_file(path, args, Path(folder))
            if figures is None:
                continue
            for key in totals:
                totals[key] += figures[key]
            report = _rates(figures)
            per_document.append(report)
            if not args.json:
                print(
                    f"{report['file']}: pages {report['sampled_pages']}, {report['seconds_per_page']} s/page "
                    f"(text layer {report['text_layer_seconds_per_page']}), word error rate "
                    f"{report['word_error_rate']}, char error rate {report['char_error_rate']}"
                )
    machine = results.machine()
    result = {
        **_rates(totals),
        "documents": len(per_document),
        "scan_dpi": args.scan_dpi,
        "ocr_dpi": ocr.dpi,
        "engine": ocr.engine,
        "cpu": machine["cpu"],
        "cores": machine["cores"],
    }
    if args.record:
        results.record(run_name("ocr", data=args.paths[0] if len(args.paths) == 1 else None), result)
    if args.json:
        result["per_document"] = per_document
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(
            f"TOTAL {result['documents']} documents, {result['pages']} pages: {result['seconds_per_page']} s/page "
            f"on {result['cpu']} ({result['cores']} cores), word error rate {result['word_error_rate']}, "
            f"char error rate {result['char_error_rate']}"
        )
    return 0
