"""PassageJsonConverter: ObliQA-style passage files to chunks."""

import json

import pytest

from rulebook.components.converters.passage_json_converter import PassageJsonConverter
from tests.conftest import SHARED_DATA

ROWS = [
    {"ID": "u1", "DocumentID": 7, "PassageID": "1.", "Passage": "INTRODUCTION"},
    {"ID": "u2", "DocumentID": 7, "PassageID": "1.1", "Passage": "Jurisdiction"},
    {"ID": "u3", "DocumentID": 7, "PassageID": "1.1.1", "Passage": ""},
    {"ID": "u4", "DocumentID": 7, "PassageID": "1.1.1.(1)", "Passage": "The Rulebook applies in the ADGM."},
    {"ID": "u5", "DocumentID": 7, "PassageID": "1.10", "Passage": "Another heading"},
    {"ID": "u6", "DocumentID": 7, "PassageID": "1.10.1", "Passage": "A rule under the other heading applies."},
]


@pytest.fixture()
def passages(tmp_path):
    path = tmp_path / "7.json"
    path.write_text(json.dumps(ROWS))
    return path


class TestPassageJsonConverter:
    def test_init_default(self):
        converter = PassageJsonConverter()
        assert converter.with_breadcrumb is False and converter.max_heading_words == 12

    def test_init_with_parameters(self):
        converter = PassageJsonConverter(with_breadcrumb=True, max_heading_words=5)
        assert converter.with_breadcrumb is True and converter.max_heading_words == 5
        with pytest.raises(ValueError, match="max_heading_words"):
            PassageJsonConverter(max_heading_words=0)

    def test_to_dict(self):
        assert PassageJsonConverter(with_breadcrumb=True).to_dict() == {
            "type": "rulebook.components.converters.passage_json_converter.PassageJsonConverter",
            "init_parameters": {"with_breadcrumb": True, "max_heading_words": 12},
        }

    def test_from_dict(self):
        converter = PassageJsonConverter.from_dict(PassageJsonConverter(max_heading_words=4).to_dict())
        assert converter.max_heading_words == 4 and converter.with_breadcrumb is False

    def test_run_one_chunk_per_non_empty_passage(self, passages):
        docs = PassageJsonConverter().run(sources=[passages], meta={"live": True})["documents"]
        assert [d.meta["passage_key"] for d in docs] == ["7|1.", "7|1.1", "7|1.1.1.(1)", "7|1.10", "7|1.10.1"]
        rule = docs[2]
        assert rule.content == "The Rulebook applies in the ADGM."
        assert rule.meta["article"] == "1.1.1.(1)" and rule.meta["document_id"] == 7 and rule.meta["live"] is True
        assert rule.meta["file_name"] == "7.json" and rule.meta["position"] == 3 and "breadcrumb" not in rule.meta

    def test_run_breadcrumb_follows_the_numbering(self, passages):
        docs = {
            d.meta["passage_id"]: d
            for d in PassageJsonConverter(with_breadcrumb=True).run(sources=[passages])["documents"]
        }
        assert docs["1.1.1.(1)"].meta["breadcrumb"] == "INTRODUCTION > Jurisdiction"
        # 1.10 is not inside 1.1, so "Jurisdiction" is closed there.
        assert docs["1.10.1"].meta["breadcrumb"] == "INTRODUCTION > Another heading"

    def test_run_reports_unreadable_files(self, tmp_path, passages):
        bad = tmp_path / "bad.json"
        bad.write_text("{not json")
        out = PassageJsonConverter().run(sources=[bad, passages])
        assert len(out["documents"]) == 5
        assert out["failures"][0]["file"] == "bad.json" and "\n" not in out["failures"][0]["error"]

    @pytest.mark.shared_data
    def test_run_real_obliqa_document(self):
        path = SHARED_DATA / "eval" / "obliqa" / "corpus" / "1.json"
        if not path.is_file():
            pytest.skip(f"shared data not found: {path}")
        docs = PassageJsonConverter().run(sources=[path])["documents"]
        assert len(docs) > 400 and all(d.content for d in docs)
        assert len({d.id for d in docs}) == len(docs)
