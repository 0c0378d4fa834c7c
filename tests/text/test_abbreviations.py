"""
rulebook.text.abbreviations: the abbreviations a corpus defines in its own text (Schwartz & Hearst 2003), on
sentences of real regulations and on the whole Hazmat manual (samples/).
"""

import re

import pytest

from rulebook.text.abbreviations import definitions_table, find_definitions, initials, long_form, spelled_out
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


class TestSpelledOut:
    def test_initials_of_capitals_and_of_mixed_case(self):
        assert (initials("CFI"), initials("OpSpecs"), initials("FedRAMP")) == ("cfi", "os", "framp")

    @pytest.mark.parametrize(
        ("short", "text", "found"),
        [
            ("BP", "Blood pressure readings taken during the exam", "Blood pressure"),
            ("OpSpecs", "as listed in its operations specifications.", "operations specifications"),
            ("FRA", "the Federal Railroad Administration", "Federal Railroad Administration"),
            ("HMI", "a hazardous-materials inspector", "hazardous-materials inspector"),
            ("NRC", "call the National Response Center at once", "National Response Center"),
            # Three initials or more: the words of all but a leading qualifier ("Certified").
            ("CFI", "pays a flight instructor for instruction", "flight instructor"),
            # A function word may sit between two initials' words, but never stands for an initial.
            ("PoC", "the point of contact", "point of contact"),
            ("UI", "it is used in the yard", None),
            # Nor does a verb, a pronoun or a determiner; without the leading qualifier, no word comes between.
            ("FRA", "Requests are made through the HR system.", None),
            ("FRA", "Requests are approved by the line manager.", None),
            ("BP", "the pressure readings", None),
            ("FedRAMP", "no such programme is named here", None),
            ("A", "any text", None),
        ],
    )
    def test_spelled_out(self, short, text, found):
        assert spelled_out(short, text) == found
