"""
Fine-tune the embedder on what is indexed: synthetic pairs from the chunks' own titles and sentences, on CPU.

    python scripts/finetune.py --out models/my-corpus-minilm            # the index in RULEBOOK_DATA_DIR
    RULEBOOK_EMBEDDING_MODEL=models/my-corpus-minilm python scripts/index.py docs/

The index records the model that embedded it: after switching models, indexing embeds every file again, and
questions are refused with a clear error until it has. See rulebook/finetune.py for the method and its sources.
"""

import argparse
import json
import sys
from pathlib import Path

from rulebook.cli import fail, quiet


def main(argv: list[str] | None = None) -> int:
    """Fine-tune the embedder on the indexed chunks and save it; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="folder for the fine-tuned model")
    parser.add_argument("--data-dir", type=Path, help="the index to learn from (default: RULEBOOK_DATA_DIR)")
    parser.add_argument("--base", help="starting model (default: RULEBOOK_EMBEDDING_MODEL)")
    parser.add_argument("--max-pairs", type=int, default=4000, help="synthetic pairs (training time grows with them)")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--learning-rate", type=float, default=2e-5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the statistics as one JSON object on the last line")
    args = parser.parse_args(argv)
    for name, least in (("max_pairs", 1), ("batch_size", 2), ("epochs", 1)):
        if getattr(args, name) < least:
            parser.error(f"--{name.replace('_', '-')} must be at least {least}")
    quiet()
    from rulebook.engine import Rulebook
    from rulebook.finetune import finetune, synthetic_pairs
    from rulebook.settings import Settings, read_variable

    if args.out.exists() and (not args.out.is_dir() or any(args.out.iterdir())):
        return fail(f"{args.out}: {'not empty' if args.out.is_dir() else 'a file'}; give a new folder for the model.")
    # The starting model: --base, else the configured one. While RULEBOOK_EMBEDDING_MODEL names the folder being
    # retrained (deleted first), --base gives the model to start from.
    base = args.base or read_variable("RULEBOOK_EMBEDDING_MODEL")
    try:
        settings = Settings.from_env(
            embedding_model=base, **({"data_dir": args.data_dir.resolve()} if args.data_dir else {})
        )
    except ValueError as exc:
        return fail(f"{exc} (the starting model; --base names another)")
    nothing = f"nothing is indexed in {settings.data_dir}; index documents first (scripts/index.py)."
    if not (settings.qdrant_path.is_dir() or settings.qdrant_url):  # checked first: opening would create a store
        return fail(nothing)
    chunks = Rulebook(settings).store.filter_documents({"field": "meta.live", "operator": "==", "value": True})
    if not chunks:
        return fail(nothing)
    pairs = synthetic_pairs(chunks, max_pairs=args.max_pairs, seed=args.seed)
    print(f"{len(chunks)} chunks -> {len(pairs)} training pairs", file=sys.stderr)

    def progress(step: int, steps: int, loss: float) -> None:
        if step == 1 or step % 10 == 0 or step == steps:
            print(f"step {step}/{steps} loss {loss:.4f}", file=sys.stderr, flush=True)

    try:
        stats = finetune(
            base,
            pairs,
            args.out,
            epochs=args.epochs,
            batch_size=args.batch_size,
            learning_rate=args.learning_rate,
            seed=args.seed,
            progress=progress,
        )
    except ValueError as exc:
        return fail(str(exc))
    except OSError as exc:  # the starting model cannot be loaded (offline and not installed, or not a model)
        return fail(f"cannot load the starting model {base!r}: {str(exc).splitlines()[0]}")
    if args.json:
        print(json.dumps(stats))
    else:
        print(
            f"saved {args.out}: {stats['pairs']} pairs, {stats['steps']} steps, {stats['seconds']} s, "
            f"loss {stats['first_loss']} -> {stats['last_loss']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
