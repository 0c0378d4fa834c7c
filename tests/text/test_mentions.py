"""rulebook.text.mentions: the names and acronyms a question mentions, which the documents must mention too."""

from rulebook.text.mentions import names


def test_acronyms_and_capitalised_words_inside_a_sentence_are_names():
    assert names("Which tyre compounds will Pirelli supply to hazmat carriers?") == ["Pirelli"]
    assert names("Does the CMMC apply to our subcontractors?") == ["CMMC"]


def test_a_month_or_a_day_is_no_name():
    question = "2026 PU financial regs (Section E, Issue 3 Dec 2025): what's the forfait value of an ICE?"
    assert names(question) == ["PU", "Section", "Issue", "ICE"]
    assert names("Was the notice signed on Monday 3 February or in Sept 2024?") == []
