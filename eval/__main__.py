"""
rulebook's evaluation and benchmark harness.

    python -m eval chunks PATH... --json          chunk quality of the ingestion (eval/chunks.py)
    python -m eval retrieval --dataset F --corpus D --json   page-level Hit@k, MRR, nDCG, latency (eval/retrieval.py)
    python -m eval obliqa --split dev --data DIR --json       ObliQA passage Recall@10 / MAP@10 (eval/obliqa.py)
    python -m eval answers --dataset F --corpus D --json      answer quality and refusals (eval/answers.py)
    python -m eval structure DIR --json                       article structure against ground truth (eval/structure.py)
    python -m eval ocr PATH... --json                         OCR of scans: time per page, error rates (eval/ocr.py)
    python -m eval load ...                                   HTTP load benchmark of the service (eval/load.py)
    python -m eval ui --json                                  the reading room timed in headless Chromium (eval/ui.py)
    python -m eval results                                    what --record wrote to eval/results.json (eval/results.py)

Each benchmark takes `--record`: its figures go into eval/results.json with the date, machine and commit.

Each subcommand lives in its own module exposing `add_arguments(parser)` and `main(args) -> int`; with `--json`
the last line printed is one JSON object.
"""

import argparse
import importlib
import sys

SUBCOMMANDS = {
    "chunks": "eval.chunks",
    "retrieval": "eval.retrieval",
    "obliqa": "eval.obliqa",
    "answers": "eval.answers",
    "structure": "eval.structure",
    "ocr": "eval.ocr",
    "load": "eval.load",
    "ui": "eval.ui",
    "results": "eval.results",
}


def main(argv: list[str] | None = None) -> int:
    """Run `python -m eval COMMAND ...`; returns the exit code."""
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(
        prog="python -m eval", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    modules = {}
    for name, module_name in SUBCOMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue  # a harness not written yet
        modules[name] = module
        doc = (module.__doc__ or "").strip()
        # `--help` of a subcommand shows its module docstring whole: input format, what it runs, what it prints.
        module.add_arguments(
            sub.add_parser(
                name,
                help=doc.splitlines()[0] if doc else None,
                description=doc,
                formatter_class=argparse.RawDescriptionHelpFormatter,
            )
        )
    args = parser.parse_args(argv)
    from rulebook.cli import quiet

    quiet()
    return modules[args.command].main(args)


if __name__ == "__main__":
    sys.exit(main())
