"""rulebook.store.snapshot.matches_filter: Haystack's filter rules plus Qdrant's rule for list-valued fields."""

from typing import ClassVar

import pytest
from haystack import Document
from haystack.errors import FilterError

from rulebook.store.snapshot import matches_filter

CHUNK = Document(content="7.1.1 ... 7.1.2 ...", meta={"article": "7.1.1", "articles": ["7.1.1", "7.1.2"], "live": True})


def cond(field: str, operator: str, value) -> dict:
    return {"field": field, "operator": operator, "value": value}


class TestMatchesFilter:
    @pytest.mark.parametrize(
        "filters,expected",
        [
            (cond("meta.articles", "in", ["7.1.2"]), True),  # any element (Qdrant's Match Any)
            (cond("meta.articles", "in", ["7.1.3"]), False),
            (cond("meta.articles", "==", "7.1.1"), True),
            (cond("meta.articles", "!=", "7.1.2"), False),  # none of the elements may equal it
            (cond("meta.articles", "not in", ["9.9"]), True),
            (cond("meta.article", "in", ["7.1.2"]), False),  # a scalar field: Haystack's own rule
            (
                {
                    "operator": "AND",
                    "conditions": [cond("meta.live", "==", True), cond("meta.articles", "in", ["7.1.2"])],
                },
                True,
            ),
            (
                {"operator": "OR", "conditions": [cond("meta.live", "==", False), cond("meta.articles", "in", ["x"])]},
                False,
            ),
            ({"operator": "NOT", "conditions": [cond("meta.articles", "in", ["7.1.2"])]}, False),
        ],
    )
    def test_rules(self, filters, expected):
        assert matches_filter(filters, CHUNK) is expected

    def test_malformed_filters_raise_as_haystack_does(self):
        with pytest.raises(FilterError):
            matches_filter({"operator": "XOR", "conditions": []}, CHUNK)


@pytest.fixture(scope="module")
def snap(hazmat_book):
    """A snapshot of the Hazmat manual's live chunks."""
    from rulebook.store.snapshot import StoreSnapshot

    return StoreSnapshot.of(0, hazmat_book.store.filter_documents(cond("meta.live", "==", True)))


class TestSnapshotMask:
    """`StoreSnapshot.mask` computes simple filters a meta column at a time: the same mask as chunk by chunk."""

    FILTERS: ClassVar[list[dict]] = [
        cond("meta.page_start", "==", 9),
        cond("meta.page_start", "in", [9, 10, 30]),
        cond("meta.article", "not in", ["7.1.1", "10.3.2"]),
        cond("meta.article", "!=", "10.3.2"),
        cond("meta.absent", "==", None),
        {"operator": "AND", "conditions": [cond("meta.live", "==", True), cond("meta.page_start", "in", [9, 10])]},
        {"operator": "OR", "conditions": [cond("meta.page_end", "==", 12), cond("meta.article", "in", ["10.3.2"])]},
        {"operator": "NOT", "conditions": [cond("meta.page_start", "in", [1, 2, 3])]},
        cond("meta.articles", "in", ["10.3.2"]),  # list-valued: chunk by chunk (Qdrant's rule)
        cond("meta.page_start", ">", 30),  # not a column operator: chunk by chunk
    ]

    @pytest.mark.parametrize("filters", FILTERS)
    def test_same_mask_as_chunk_by_chunk(self, snap, filters):
        expected = [matches_filter(filters, d) for d in snap.documents]
        mask = snap.mask(filters)
        assert mask.tolist() == expected
        assert any(expected)  # each filter selects real chunks

    def test_list_valued_and_other_operators_are_left_to_chunk_by_chunk(self, snap):
        assert snap._column_mask(cond("meta.articles", "in", ["10.3.2"])) is None
        assert snap._column_mask(cond("meta.page_start", ">", 30)) is None
        assert snap._column_mask(cond("meta.page_start", "in", [9])) is not None

    def test_a_malformed_filter_still_raises_as_haystack_does(self, snap):
        with pytest.raises(FilterError):
            snap.mask(cond("meta.page_start", "in", 9))  # `in` needs a list
