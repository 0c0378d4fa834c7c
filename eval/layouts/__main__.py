"""
`python -m eval.layouts`: write the layout zoo (regulation-like PDFs with ground truth JSON) into a folder.

    python -m eval.layouts --seed 1 --out /tmp/zoo1           # the tuning zoo
    python -m eval.layouts --seed 2 --out /tmp/zoo2           # the held-out zoo
    python -m eval.layouts --seed 1 --out /tmp/zoo-small --small
    python -m eval.layouts --seed 1 --out /tmp/zoo-long --long --only long
    python -m eval.layouts --seed 11 --out /tmp/matrix11 --matrix tables two_columns+tables
"""

import argparse
import sys
from pathlib import Path

from eval.layouts.generator import generate_zoo


def main(argv: list[str] | None = None) -> int:
    """
    Run the generator.

    :param argv: Command-line arguments (default: `sys.argv[1:]`).
    :returns: The exit code.
    """
    parser = argparse.ArgumentParser(
        prog="python -m eval.layouts", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, default=1, help="the zoo's seed (1: tuning zoo, 2: held-out zoo)")
    parser.add_argument("--out", type=Path, required=True, help="the folder to write NAME.pdf and NAME.json into")
    parser.add_argument("--small", action="store_true", help="a test-sized zoo: a few pages per document")
    parser.add_argument("--long", action="store_true", help="add a document of about 2,000 pages")
    parser.add_argument(
        "--only", nargs="+", metavar="NAME", help="write only the documents whose name holds one of these strings"
    )
    parser.add_argument(
        "--matrix",
        nargs="+",
        metavar="HAZARD",
        help="instead of the zoo: every convention with each of these hazards (join several with +)",
    )
    args = parser.parse_args(argv)
    try:
        written = generate_zoo(
            args.out, args.seed, small=args.small, long=args.long, only=args.only, matrix=args.matrix
        )
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    for path in written:
        print(path)
    print(f"{len(written)} documents written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
