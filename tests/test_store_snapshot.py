"""components.store_snapshot.matches_filter: Haystack's filter rules plus Qdrant's rule for list-valued fields."""

import pytest
from haystack import Document
from haystack.errors import FilterError

from components.store_snapshot import matches_filter

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
            ({"operator": "AND", "conditions": [cond("meta.live", "==", True), cond("meta.articles", "in", ["7.1.2"])]}, True),
            ({"operator": "OR", "conditions": [cond("meta.live", "==", False), cond("meta.articles", "in", ["x"])]}, False),
            ({"operator": "NOT", "conditions": [cond("meta.articles", "in", ["7.1.2"])]}, False),
        ],
    )
    def test_rules(self, filters, expected):
        assert matches_filter(filters, CHUNK) is expected

    def test_malformed_filters_raise_as_haystack_does(self):
        with pytest.raises(FilterError):
            matches_filter({"operator": "XOR", "conditions": []}, CHUNK)
