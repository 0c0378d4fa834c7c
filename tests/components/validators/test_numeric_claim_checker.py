"""NumericClaimChecker: every number an answer states is checked against the passages its sentence cites."""

import pytest

from rulebook.components.validators.numeric_claim_checker import NumericClaimChecker, quantities
from tests.helpers import RECORDS, SEALS, passage, reply


class TestNumericClaimChecker:
    def test_init_default(self):
        assert NumericClaimChecker().min_words == 3

    def test_init_with_parameters(self):
        assert NumericClaimChecker(min_words=2).min_words == 2
        with pytest.raises(ValueError, match="min_words"):
            NumericClaimChecker(min_words=0)

    def test_to_dict(self):
        assert NumericClaimChecker().to_dict() == {
            "type": "rulebook.components.validators.numeric_claim_checker.NumericClaimChecker",
            "init_parameters": {"min_words": 3},
        }

    def test_from_dict_round_trip(self):
        assert NumericClaimChecker.from_dict(NumericClaimChecker(min_words=2).to_dict()).min_words == 2

    def test_planted_wrong_number_is_warned(self):
        report = NumericClaimChecker().run(
            reply("Shipping papers must be retained for 365 days [2]."), [SEALS, RECORDS]
        )["report"]
        assert report["warnings"] == ['number not in the cited passages: "365 days" (cites [2])']

    def test_right_number_in_another_passage_is_still_a_warning(self):
        report = NumericClaimChecker().run(
            reply("Shipping papers must be retained for 375 days [1]."), [SEALS, RECORDS]
        )["report"]
        assert len(report["unsupported"]) == 1 and report["unsupported"][0]["cites"] == [1]

    def test_wrong_unit_is_warned_and_right_ones_pass(self):
        docs = [passage("Notify the NRC within ninety (90) days; the fee is USD 1,500 and the limit 30 km/h.")]
        ok = NumericClaimChecker().run(reply("Notify within 90 days, pay $1,500 and drive at 30 km/h [1]."), docs)[
            "report"
        ]
        assert ok["warnings"] == [] and ok["numbers"] == 3
        bad = NumericClaimChecker().run(reply("Notify the NRC within 90 minutes [1]."), docs)["report"]
        assert [u["text"] for u in bad["unsupported"]] == ["90 minutes"]

    def test_a_table_rows_amount_is_not_read_with_the_next_rows_first_word(self):
        # A fresh user's noise code: "$100" ends its row, and the next row opens with "Second offense".
        docs = [passage("Offense | Fine\nFirst offense | $100\nSecond offense within 12 months | $250")]
        report = NumericClaimChecker().run(reply("“First offense | $100” (columns: Offense | Fine) [1]"), docs)
        assert report["report"]["warnings"] == []

    def test_ids_and_citations_are_not_numbers(self):
        assert [q.value for q in quantities("Article B7.2.1 and 11.2.2 apply, see § 214.7")] == [214.7]

    def test_uncited_sentence_is_checked_against_every_cited_passage(self):
        report = NumericClaimChecker().run(
            reply("Seals must be intact [1]. Papers are kept 375 days."), [SEALS, RECORDS]
        )["report"]
        assert report["warnings"] == ['number not in the cited passages: "375 days" (cites [1])']
