"""eval.obliqa: the ObliQA harness indexes passage files through the indexing variant for JSON passages."""

from eval.datasets import passage_key
from eval.obliqa import passage_graph
from rulebook.settings import Settings


def test_passage_graph_is_the_indexing_variant_with_the_corpus_values(tmp_path):
    out = passage_graph(Settings.from_env(data_dir=tmp_path), with_breadcrumb=True, avg_doc_length=42.0)
    assert {"router", "cleaner", "splitter"}.isdisjoint(out["components"])
    assert out["components"]["converter"]["type"].endswith("PassageJsonConverter")
    assert out["components"]["converter"]["init_parameters"]["with_breadcrumb"] is True
    assert {"sender": "converter.documents", "receiver": "embedding_reuse.documents"} in out["connections"]
    sparse = out["components"]["sparse_embedder"]["init_parameters"]
    assert sparse["avg_doc_length"] == 42.0 and sparse["meta_fields_to_index"] == [
        "article",
        "article_title",
        "breadcrumb",
    ]
    assert passage_key(3, "18.8.2") == "3|18.8.2"
