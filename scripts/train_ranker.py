"""
Train the cross-encoder ranker on the CPU, from the installed MiniLM weights, and write it with its int8 ONNX graph.

    python scripts/train_ranker.py --out models/rulebook-ranker --index data            # synthetic pairs only
    python scripts/train_ranker.py --out models/rulebook-ranker --index eval/cache/rail-... \\
        --obliqa ../shared/data/eval/obliqa --obliqa-questions 1200 --check 300

`--index` (repeatable) names an index (a data folder, as RULEBOOK_DATA_DIR): its chunks give synthetic pairs, the
hybrid retrieval graph (ranker off) their hard negatives. `--obliqa` adds ObliQA's dev questions: its 40 documents
are split by document (`--train-share`, `--split-seed`); the questions whose gold passages all lie in training
documents train the model, those whose gold passages all lie in the others are the test questions (mixed ones are
dropped), and `--check N` scores N of them by re-ranking BM25's top 30 with the int8 graph. The split is written to
the model folder's `rulebook_ranker.json`. The query graph's ranker turns on by itself when the folder is the
configured one (RULEBOOK_RANKER_MODEL, default `models/rulebook-ranker`). See rulebook/ranker_training.py.
"""

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rulebook.cli import fail, quiet

LIVE = {"field": "meta.live", "operator": "==", "value": True}


def _obliqa(args: argparse.Namespace, fields: list[str]) -> tuple[list, dict[str, Any], Any]:
    """ObliQA's training examples, the record of the split, and what `--check` needs."""
    from rulebook.settings import PROJECT_ROOT

    sys.path.insert(0, str(PROJECT_ROOT))  # the evaluation package's ObliQA reader, from a source checkout
    from eval.datasets import load_obliqa_questions, obliqa_corpus_files
    from rulebook.components.converters.passage_json_converter import PassageJsonConverter
    from rulebook.components.rankers.similarity_ranker import ranker_text
    from rulebook.ranker_training import LexicalIndex, labelled_examples, questions_by_document, split_documents

    files = obliqa_corpus_files(args.obliqa)
    passages = PassageJsonConverter().run(sources=files)["documents"]
    texts = {d.meta["passage_key"]: ranker_text(d, fields) for d in passages}
    questions = load_obliqa_questions(args.obliqa, "dev")
    documents = sorted({key.split("|", 1)[0] for key in texts}, key=lambda d: int(d) if d.isdigit() else 10**9)
    train_docs, test_docs = split_documents(documents, args.train_share, args.split_seed)
    gold = {q.id: q.gold for q in questions}
    train_ids, test_ids, mixed = questions_by_document(gold, train_docs, lambda key: key.split("|", 1)[0])
    print(
        f"ObliQA dev: {len(train_docs)} training and {len(test_docs)} test documents; {len(train_ids)} training, "
        f"{len(test_ids)} test and {mixed} mixed questions",
        file=sys.stderr,
    )
    by_id = {q.id: q.question for q in questions}
    step = max(1, len(train_ids) / max(1, args.obliqa_questions))
    chosen = [train_ids[int(i * step)] for i in range(min(args.obliqa_questions, len(train_ids)))]
    index = LexicalIndex(texts)
    examples = labelled_examples(
        {q: by_id[q] for q in chosen}, gold, texts, index, negatives=args.negatives, source="obliqa"
    )
    record = {
        "obliqa": {
            "data": str(args.obliqa),
            "split": "by document",
            "train_share": args.train_share,
            "split_seed": args.split_seed,
            "train_documents": train_docs,
            "test_documents": test_docs,
            "train_questions": len(train_ids),
            "train_questions_used": len(chosen),
            "test_questions": len(test_ids),
            "mixed_questions_dropped": mixed,
            "negatives": "BM25 (bm25s) over all 40 documents' passages, top non-gold",
        }
    }
    return examples, record, (index, texts, {q: by_id[q] for q in test_ids}, gold)


def _check(model: Path, check: Any, limit: int, max_length: int) -> dict[str, Any]:
    """Score held-out ObliQA questions: BM25's top 30 in its order, and re-ranked by the int8 graph."""
    from eval.metrics import average_precision_at_k, mean, recall_at_k, reciprocal_rank
    from rulebook.components.rankers.similarity_ranker import OnnxCrossEncoder

    index, texts, questions, gold = check
    ids = sorted(questions)
    step = max(1, len(ids) / max(1, limit))
    ids = [ids[int(i * step)] for i in range(min(limit, len(ids)))]
    scorer = OnnxCrossEncoder(model, max_length=max_length)
    figures: dict[str, dict[str, list[float]]] = {"bm25": {}, "bm25+ranker": {}}
    for qid in ids:
        keys = index.search(questions[qid], 30)
        scores = scorer.score(questions[qid], [texts[k] for k in keys])
        reranked = [k for _s, k in sorted(zip(-scores, keys, strict=True), key=lambda p: p[0])]
        for name, ranking in (("bm25", keys), ("bm25+ranker", reranked)):
            row = figures[name]
            row.setdefault("recall@10", []).append(recall_at_k(ranking, gold[qid], 10))
            row.setdefault("map@10", []).append(average_precision_at_k(ranking, gold[qid], 10))
            row.setdefault("mrr@10", []).append(reciprocal_rank([{k} for k in ranking], 10, gold[qid]))
    return {
        "questions": len(ids),
        "candidates": "BM25 top 30 over all 40 documents",
        **{name: {m: round(mean(v), 4) for m, v in row.items()} for name, row in figures.items()},
    }


def _synthetic(args: argparse.Namespace) -> tuple[list, dict[str, Any]]:
    """Synthetic examples from each `--index`, and their record. :raises ValueError: For a folder without an index."""
    from rulebook.engine import Rulebook
    from rulebook.ranker_training import synthetic_examples
    from rulebook.settings import Settings
    from rulebook.store import close_all_stores

    examples: list = []
    record: dict[str, Any] = {"indexes": []}
    for folder in args.index:
        settings = Settings.from_env(data_dir=folder.resolve(), ranker="off", top_k=10)
        if not settings.qdrant_path.is_dir():
            raise ValueError(f"{folder}: no index here (no qdrant/ folder); index documents first (scripts/index.py).")
        book = Rulebook(settings)
        chunks = book.store.filter_documents(LIVE)
        cut = synthetic_examples(
            chunks,
            retrieve=lambda q, book=book: book.retrieve(q)["documents"],
            max_pairs=args.max_pairs,
            negatives=args.negatives,
            seed=args.seed,
        )
        print(f"{folder}: {len(chunks)} chunks -> {len(cut)} synthetic examples", file=sys.stderr)
        record["indexes"].append({"index": str(folder), "chunks": len(chunks), "examples": len(cut)})
        examples += cut
        close_all_stores()
    return examples, record


def main(argv: list[str] | None = None) -> int:
    """Cut the examples, train the ranker and save it; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="folder for the model (e.g. models/rulebook-ranker)")
    parser.add_argument("--index", type=Path, action="append", default=[], help="an index (data folder); repeatable")
    parser.add_argument("--base", default="sentence-transformers/all-MiniLM-L6-v2", help="starting model")
    parser.add_argument("--max-pairs", type=int, default=600, help="synthetic pairs cut per index")
    parser.add_argument("--obliqa", type=Path, help="the ObliQA folder (ObliQA_dev.json, corpus/)")
    parser.add_argument("--obliqa-questions", type=int, default=1000, help="ObliQA training questions used")
    parser.add_argument("--train-share", type=float, default=0.7, help="share of ObliQA's documents for training")
    parser.add_argument("--split-seed", type=int, default=0)
    parser.add_argument("--check", type=int, default=0, help="held-out ObliQA questions scored after training")
    parser.add_argument("--negatives", type=int, default=3, help="hard negatives per positive")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--learning-rate", type=float, default=4e-5)
    parser.add_argument("--max-length", type=int, default=256, help="tokens per (question, passage) pair")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the statistics as one JSON object on the last line")
    args = parser.parse_args(argv)
    if not args.index and not args.obliqa:
        parser.error("give --index (an index to cut synthetic pairs from) and/or --obliqa")
    for name, least in (("max_pairs", 1), ("batch_size", 1), ("epochs", 1), ("negatives", 1), ("max_length", 16)):
        if getattr(args, name) < least:
            parser.error(f"--{name.replace('_', '-')} must be at least {least}")
    quiet()
    from rulebook.ranker_training import RANKER_META_FIELDS, train_ranker

    try:
        examples, record = _synthetic(args)
    except ValueError as exc:
        return fail(str(exc))
    check = None
    if args.obliqa:
        cut, obliqa_record, check = _obliqa(args, RANKER_META_FIELDS)
        print(f"ObliQA: {len(cut)} examples", file=sys.stderr)
        examples += cut
        record |= obliqa_record
    try:
        stats = train_ranker(
            args.base,
            examples,
            args.out,
            epochs=args.epochs,
            batch_size=args.batch_size,
            learning_rate=args.learning_rate,
            max_length=args.max_length,
            seed=args.seed,
            record=record | {"command": " ".join(["python", "scripts/train_ranker.py", *(argv or sys.argv[1:])])},
        )
    except ValueError as exc:
        return fail(str(exc))
    if check is not None and args.check:
        stats["obliqa_check"] = _check(args.out, check, args.check, args.max_length)
        (args.out / "rulebook_ranker.json").write_text(json.dumps(stats, indent=2) + "\n")
    if args.json:
        print(json.dumps(stats))
    else:
        print(
            f"saved {args.out}: {stats['pairs']} pairs, {stats['steps']} steps, {stats['seconds']} s, "
            f"loss {stats['first_loss']} -> {stats['last_loss']}"
        )
        if "obliqa_check" in stats:
            print(json.dumps(stats["obliqa_check"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
