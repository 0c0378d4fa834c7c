"""PageSpanAnnotator, and the indexing variants that put it after Haystack's generic splitters."""

import pytest
from haystack import Document
from haystack.components.preprocessors import DocumentSplitter

from rulebook.components.preprocessors.page_span_annotator import PageSpanAnnotator
from rulebook.pipelines import configured_graph
from rulebook.settings import PROJECT_ROOT, Settings


class TestPageSpanAnnotator:
    def test_init_default(self):
        assert PageSpanAnnotator().drop_meta == ["page_labels", "_split_overlap", "split_idx_start", "page_number"]

    def test_init_with_parameters(self):
        assert PageSpanAnnotator(drop_meta=["x"]).drop_meta == ["x"]

    def test_to_dict(self):
        assert PageSpanAnnotator(drop_meta=[]).to_dict() == {
            "type": "rulebook.components.preprocessors.page_span_annotator.PageSpanAnnotator",
            "init_parameters": {"drop_meta": []},
        }

    def test_from_dict(self):
        assert PageSpanAnnotator.from_dict(PageSpanAnnotator(drop_meta=["a"]).to_dict()).drop_meta == ["a"]

    def test_run_spans_and_labels(self):
        chunks = [
            Document(
                content="end of 3\fall of 4\fstart of 5",
                meta={"page_number": 3, "page_labels": ["i", "ii", "1", "2", "3"]},
            ),
            Document(content="\f\fon page 7", meta={"page_number": 5}),
            Document(content=" \f ", meta={"page_number": 2}),
        ]
        out = PageSpanAnnotator().run(documents=chunks)["documents"]
        assert len(out) == 2
        first, second = out
        assert (first.meta["page_start"], first.meta["page_end"], first.meta["page_label"]) == (3, 5, "1")
        assert first.content == "end of 3\n\nall of 4\n\nstart of 5" and "page_labels" not in first.meta
        assert (second.meta["page_start"], second.meta["page_end"]) == (7, 7)
        assert chunks[0].content.count("\f") == 2  # inputs are not mutated

    def test_run_after_document_splitter(self):
        pages = [" ".join(f"p{p}w{i}" for i in range(300)) for p in range(1, 5)]
        doc = Document(content="\f".join(pages), meta={"file_name": "x.pdf"})
        chunks = DocumentSplitter(split_by="word", split_length=512, split_overlap=64).run([doc])["documents"]
        out = PageSpanAnnotator().run(documents=chunks)["documents"]
        for chunk in out:
            words = chunk.content.split()
            assert words[0].startswith(f"p{chunk.meta['page_start']}w")
            assert words[-1].startswith(f"p{chunk.meta['page_end']}w")


class TestGenericSplitterVariants:
    @pytest.mark.parametrize(
        "variant,node,splitter",
        [
            ("indexing_fixed", "word_splitter", "DocumentSplitter"),
            ("indexing_recursive", "recursive_splitter", "RecursiveDocumentSplitter"),
        ],
    )
    def test_generic_splitter_then_page_spans(self, tmp_path, variant, node, splitter):
        settings = Settings.from_env(
            data_dir=tmp_path, indexing_pipeline=PROJECT_ROOT / "eval" / "pipelines" / f"{variant}.yml"
        )
        graph = configured_graph("indexing", settings)
        assert graph["components"][node]["type"].endswith(splitter) and "splitter" not in graph["components"]
        assert {"sender": f"{node}.documents", "receiver": "page_spans.documents"} in graph["connections"]
        assert {"sender": "page_spans.documents", "receiver": "embedding_reuse.documents"} in graph["connections"]
        assert not any(
            c["sender"] == f"{node}.documents" and c["receiver"] != "page_spans.documents" for c in graph["connections"]
        )

    def test_the_default_graph_splits_by_article(self, tmp_path):
        settings = Settings.from_env(data_dir=tmp_path)
        graph = configured_graph("indexing", settings)
        assert (
            graph["components"]["splitter"]["type"].endswith("ArticleSplitter")
            and "page_spans" not in graph["components"]
        )
