"""
rulebook.text.abbreviations: the abbreviations a corpus defines in its own text (Schwartz & Hearst 2003), on
sentences of real regulations and on the whole Hazmat manual (samples/).
"""

import re

import pytest

from rulebook.text.abbreviations import definitions_table, find_definitions, long_form
from tests.ingestion_samples import HAZMAT, chunks


class TestFindDefinitions:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("a One-Time Movement Approval (OTMA) is issued", [("OTMA", "One-Time Movement Approval")]),
            (
                "the Pipeline and Hazardous Materials Safety Administration (PHMSA) and",
                [("PHMSA", "Pipeline and Hazardous Materials Safety Administration")],
            ),
            ("the Federal Railroad Administration’s (FRA) inspectors", [("FRA", "Federal Railroad Administration")]),
            ("OTMA – One-Time Movement Approval\n", [("OTMA", "One-Time Movement Approval")]),
            ("Drag Reduction System (DRS) rules", [("DRS", "Drag Reduction System")]),
        ],
    )
    def test_definitions(self, text, expected):
        assert find_definitions(text) == expected

    @pytest.mark.parametrize(
        "text",
        [
            "as set out in paragraph (B) of this section",  # a list marker, not a short form
            "the Office of Inspector General (OIG)x",  # no closing boundary problem: still only a real definition
            "the Grade Crossing Inventory (GXI) file",  # letters not spelled in order: no guess
            "see Article 5 (2023) for details",  # a year
        ],
    )
    def test_no_false_definitions(self, text):
        assert [d for d in find_definitions(text) if d[0] in ("B", "GXI", "2023")] == []

    def test_long_form_never_starts_with_a_function_word(self):
        assert long_form("OIG", "the Office of Inspector General") == "Office of Inspector General"
        assert long_form("IG", "the Office of Inspector General") == "Inspector General"
        assert long_form("AIRS", "for Railroads and Shippers") is None

    def test_the_most_frequent_long_form_wins(self):
        texts = ["Hazardous Materials (HM) a", "Hazardous Materials (HM) b", "Home Match (HM) c"]
        assert definitions_table(texts) == {"HM": "Hazardous Materials"}
        assert definitions_table(texts, min_count=3) == {}

    def test_the_hazmat_manuals_own_definitions(self):
        texts = [c.content for c in chunks(HAZMAT)]
        table = definitions_table(texts)
        assert table["PHMSA"] == "Pipeline and Hazardous Materials Safety Administration"
        assert table["NRC"] == "National Response Center"
        assert table["OTMA"].lower() == "one-time movement approval"
        # Every long form is words of the manual (punctuation between them aside: "Motive, Power, and Equipment
        # (MP&E)"), starting with its short form's first letter and holding all of
        # the short form's letters in order (Schwartz & Hearst's rule).
        words = set(re.findall(r"[\w&'’-]+", " ".join(texts)))
        for short, long in table.items():
            assert set(long.split()) <= words and long[0].lower() == short[0].lower(), short
            rest = long.lower()
            for letter in (c for c in short.lower() if c.isalnum()):
                assert letter in rest, (short, long)
                rest = rest[rest.index(letter) + 1 :]
