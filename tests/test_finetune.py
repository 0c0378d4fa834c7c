"""Fine-tuning the embedder on indexed text: synthetic pairs cut from the real Hazmat manual's chunks, and a short
training run on CPU whose model the engine can load."""

import json
from collections import Counter

import numpy as np
import pytest

from rulebook.finetune import Pair, finetune, synthetic_pairs
from rulebook.models import DEFAULT_EMBEDDING_MODEL, model_fingerprint, resolve_model_path
from rulebook.settings import Settings

LIVE = {"field": "meta.live", "operator": "==", "value": True}


@pytest.fixture(scope="module")
def chunks(hazmat_book):
    return hazmat_book.store.filter_documents(LIVE)


def _squash(text: str) -> str:
    return " ".join(text.split())


def test_pairs_are_cut_from_the_chunks_own_titles_and_sentences(chunks):
    pairs = synthetic_pairs(chunks, max_pairs=10_000, seed=0)
    kinds = Counter(p.kind for p in pairs)
    assert kinds["title"] >= 20 and kinds["cloze"] >= 40, kinds
    # No query or passage twice: a duplicate in a batch would be its own in-batch negative.
    assert len({p.query for p in pairs}) == len({p.passage for p in pairs}) == len(pairs)
    bodies = [_squash(d.content) for d in chunks]
    titles = {(d.meta.get("article_title") or "").strip() for d in chunks}
    kept = 0
    for pair in pairs:
        if pair.kind == "title":
            # The chunk's text without its heading lines: every line of the passage is a line of that chunk.
            lines = [line for line in pair.passage.split("\n") if line.strip()]
            assert any(all(line in d.content for line in lines) for d in chunks)
            assert any(pair.query.endswith(t) for t in titles if t), pair.query
            # The heading line is cut off the passage: the title must not be matched by its own words alone.
            assert not _squash(pair.passage).startswith(pair.query)
        else:
            assert any(_squash(pair.query) in body for body in bodies), pair.query
            kept += _squash(pair.query) in _squash(pair.passage)
    # Lee et al. (2019): the sentence stays in its passage for about one pair in ten.
    assert 0 < kept < 0.25 * kinds["cloze"]


def test_pairs_are_bounded_mixed_and_reproducible(chunks):
    few = synthetic_pairs(chunks, max_pairs=40, seed=1)
    assert 30 <= len(few) <= 40
    assert {p.kind for p in few} == {"title", "cloze"}
    assert few == synthetic_pairs(list(reversed(chunks)), max_pairs=40, seed=1)
    assert few != synthetic_pairs(chunks, max_pairs=40, seed=2)


def test_a_short_cpu_run_saves_a_model_the_engine_can_use(chunks, tmp_path):
    from sentence_transformers import SentenceTransformer

    pairs = synthetic_pairs(chunks, max_pairs=48, seed=0)
    out = tmp_path / "hazmat-minilm"
    stats = finetune(DEFAULT_EMBEDDING_MODEL, pairs, out, batch_size=16, max_seq_length=64)
    assert stats["steps"] == len(pairs) // 16 and stats["pairs"] == len(pairs)
    assert json.loads((out / "rulebook_finetune.json").read_text()) == stats

    tuned = SentenceTransformer(str(out), device="cpu")
    base = SentenceTransformer(resolve_model_path(DEFAULT_EMBEDDING_MODEL), device="cpu")
    assert tuned.max_seq_length == base.max_seq_length  # the training limit is not saved with the model
    # ... and the engine reads the same shape from the folder: same chunk size, same vector size.
    shape = Settings.from_env(embedding_model=str(out))
    assert (shape.embedding_dim, shape.max_tokens) == (384, base.max_seq_length)
    texts = [pairs[0].query, pairs[0].passage]
    moved = [
        float(a @ b)
        for a, b in zip(
            tuned.encode(texts, normalize_embeddings=True), base.encode(texts, normalize_embeddings=True), strict=True
        )
    ]
    assert all(0.8 < c < 0.999999 for c in moved), moved  # trained, not wrecked
    assert model_fingerprint(str(out)).startswith("hazmat-minilm@")
    # The query pairs it was trained on now match better than before, on average.
    queries = [p.query for p in pairs]
    passages = [p.passage for p in pairs]

    def matched(model) -> float:
        q = model.encode(queries, normalize_embeddings=True)
        p = model.encode(passages, normalize_embeddings=True)
        return float(np.mean(np.sum(q * p, axis=1)))

    assert matched(tuned) > matched(base)


def test_settings_that_cannot_train_are_clear_errors(chunks, tmp_path):
    pairs = [Pair("Inspection authority", "FRA inspectors may inspect records.", "title")]
    with pytest.raises(ValueError, match="fewer than one batch"):
        finetune(DEFAULT_EMBEDDING_MODEL, pairs, tmp_path / "m", batch_size=16)
    many = pairs * 40
    with pytest.raises(ValueError, match="batch_size must be >= 2"):  # one pair a batch: no negatives, loss 0
        finetune(DEFAULT_EMBEDDING_MODEL, many, tmp_path / "m", batch_size=1)
    with pytest.raises(ValueError, match="epochs must be >= 1"):
        finetune(DEFAULT_EMBEDDING_MODEL, many, tmp_path / "m", epochs=0)
    assert not (tmp_path / "m").exists()
    for bad in (0, -5):
        with pytest.raises(ValueError, match="max_pairs must be >= 1"):
            synthetic_pairs(chunks, max_pairs=bad)
