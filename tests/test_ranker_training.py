"""Training the cross-encoder ranker: examples cut from the real Hazmat manual with the retriever's hard negatives,
a short CPU run, and the int8 ONNX graph the query graph runs."""

import json

import pytest

from rulebook.components.rankers.similarity_ranker import OnnxCrossEncoder
from rulebook.ranker_training import (
    LexicalIndex,
    labelled_examples,
    questions_by_document,
    split_documents,
    synthetic_examples,
)


def test_synthetic_examples_pair_a_query_with_its_chunk_and_other_articles(hazmat_book):
    chunks = hazmat_book.store.filter_documents({"field": "meta.live", "operator": "==", "value": True})
    examples = synthetic_examples(chunks, retrieve=lambda q: hazmat_book.retrieve(q)["documents"], max_pairs=10)
    assert examples and {e.source for e in examples} <= {"synthetic-title", "synthetic-cloze"}
    for example in examples:
        assert 1 <= len(example.negatives) <= 3
        assert example.positive not in example.negatives
        if example.source == "synthetic-title":
            # The passage is read without its own title, which would give the answer away by its words alone.
            assert example.query.split(": ")[-1] not in example.positive.split("\n")[:2]
    with pytest.raises(ValueError, match="negatives"):
        synthetic_examples(chunks, retrieve=lambda q: [], negatives=0)


def test_the_split_is_by_document_and_reproducible():
    train, test = split_documents(range(1, 41), train_share=0.7, seed=0)
    assert len(train) == 28 and len(test) == 12 and not set(train) & set(test)
    assert (train, test) == split_documents(reversed(range(1, 41)), 0.7, 0)
    assert train != split_documents(range(1, 41), 0.7, 1)[0]
    gold = {
        "q1": frozenset({f"{train[0]}|1"}),
        "q2": frozenset({f"{test[0]}|2"}),
        "q3": frozenset({f"{train[0]}|1", f"{test[0]}|3"}),
    }
    assert questions_by_document(gold, train, lambda key: key.split("|")[0]) == (["q1"], ["q2"], 1)
    with pytest.raises(ValueError, match="train_share"):
        split_documents([1, 2], train_share=1.0)


def test_labelled_examples_take_bm25_negatives_that_are_not_gold():
    texts = {
        "1|a": "A tank car carrying hazardous materials must display placards on each side.",
        "1|b": "Placards on tank cars must be readable from a distance.",
        "2|c": "The operator keeps training records for three years.",
    }
    index = LexicalIndex(texts)
    assert index.search("placards tank car", 2)[0] in {"1|a", "1|b"}
    examples = labelled_examples(
        {"q": "Which placards must a tank car display?"}, {"q": frozenset({"1|a"})}, texts, index
    )
    assert [e.positive for e in examples] == [texts["1|a"]]
    assert texts["1|a"] not in examples[0].negatives and texts["1|b"] in examples[0].negatives


def test_a_short_cpu_run_saves_a_ranker_with_its_int8_graph(trained_ranker):
    folder, examples, stats = trained_ranker
    assert (folder / "onnx" / "model.int8.onnx").is_file()
    assert json.loads((folder / "rulebook_ranker.json").read_text()) == stats
    assert stats["pairs"] == sum(1 + len(e.negatives) for e in examples)
    assert stats["int8_max_difference_on_probes"] <= 0.05
    assert stats["last_loss"] < stats["first_loss"]  # it learnt from its pairs
    # The int8 graph prefers each trained query's own passage to the retriever's near misses, for most queries.
    scorer = OnnxCrossEncoder(folder, max_length=96)
    first = 0
    for example in examples:
        scores = scorer.score(example.query, [example.positive, *example.negatives])
        assert ((scores >= 0.0) & (scores <= 1.0)).all()
        first += int(scores.argmax() == 0)
    assert first > len(examples) / 2, (first, len(examples))


def test_no_examples_is_a_clear_error(tmp_path):
    from rulebook.ranker_training import train_ranker

    with pytest.raises(ValueError, match="no training examples"):
        train_ranker("sentence-transformers/all-MiniLM-L6-v2", [], tmp_path)
