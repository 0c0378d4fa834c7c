"""rulebook.input_copy: Haystack's input copy, faster, with equal results and no shared mutable objects."""

from haystack import Document
from haystack.core.pipeline import base, pipeline, utils
from haystack.dataclasses import ByteStream, SparseEmbedding

from rulebook import input_copy
from rulebook.pipelines import load_pipeline  # noqa: F401  (importing rulebook.pipelines installs the fast copy)

ORIGINAL = utils._deepcopy_with_exceptions.__wrapped__


def chunk() -> Document:
    return Document(
        content="(a) The railroad shall keep the records for 2 years.",
        meta={"file_name": "a.pdf", "articles": ["§ 214.7", "(a)"], "page_start": 3, "nested": {"k": [1, 2]}},
        score=0.5,
        embedding=[0.1, 0.2, 0.3],
        sparse_embedding=SparseEmbedding(indices=[1, 7], values=[0.5, 1.5]),
        blob=ByteStream(b"%PDF"),
    )


class TestInputCopy:
    def test_installed_in_every_module_that_copies(self):
        assert utils._deepcopy_with_exceptions is base._deepcopy_with_exceptions is pipeline._deepcopy_with_exceptions
        assert utils._deepcopy_with_exceptions is not ORIGINAL

    def test_equal_results(self):
        fast = input_copy.fast_copy(ORIGINAL)
        values = [
            chunk(),
            [chunk(), chunk()],
            {"documents": [chunk()], "query": "q", "top_k": 5},
            [0.1] * 384,
            ("a", 1),
            None,
            3.5,
            "text",
            {"filters": {"field": "meta.live", "operator": "==", "value": True}},
        ]
        for value in values:
            assert fast(value) == ORIGINAL(value)

    def test_copies_share_no_mutable_object(self):
        fast = input_copy.fast_copy(ORIGINAL)
        doc = chunk()
        copied = fast(doc)
        assert copied is not doc and copied.id == doc.id
        for name in ("meta", "embedding", "sparse_embedding", "blob"):
            assert getattr(copied, name) is not getattr(doc, name)
        assert copied.meta["articles"] is not doc.meta["articles"]
        assert copied.meta["nested"]["k"] is not doc.meta["nested"]["k"]
        embedding = [0.25] * 384
        assert fast(embedding) == embedding and fast(embedding) is not embedding

    def test_a_function_or_bound_method_is_passed_as_it_is(self, hazmat_book):
        fast = input_copy.fast_copy(ORIGINAL)
        # The query graph's `search` input is the engine's own retrieval; a copy of the engine would search a copy
        # of its store, after copying all of it.
        assert fast(hazmat_book._retrieve).__self__ is hazmat_book
        assert fast({"search": hazmat_book._retrieve})["search"].__self__ is hazmat_book
        assert fast(len) is len and fast(chunk) is chunk

    def test_a_pipeline_component_cannot_change_what_another_receives(self, hazmat_book):
        first = hazmat_book.retrieve("Who may inspect hazardous materials records?")
        first["documents"][0].meta["article"] = "changed"
        again = hazmat_book.retrieve("Who may inspect hazardous materials records?")
        assert again["documents"][0].meta["article"] != "changed"
        assert [d.id for d in again["documents"]] == [d.id for d in first["documents"]]
