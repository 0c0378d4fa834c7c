"""rulebook.text.mentions: the names and acronyms a question mentions, which the documents must mention too."""

from rulebook.text.mentions import names, proper_phrases


def test_acronyms_and_capitalised_words_inside_a_sentence_are_names():
    assert names("Which tyre compounds will Pirelli supply to hazmat carriers?") == ["Pirelli"]
    assert names("Does the CMMC apply to our subcontractors?") == ["CMMC"]


def test_a_month_or_a_day_is_no_name():
    question = "2026 PU financial regs (Section E, Issue 3 Dec 2025): what's the forfait value of an ICE?"
    assert names(question) == ["PU", "Section", "Issue", "ICE"]
    assert names("Was the notice signed on Monday 3 February or in Sept 2024?") == []


def test_proper_phrases_are_names_of_several_capitalised_words():
    assert proper_phrases("What is the appeal fee at the Court of Arbitration for Sport?") == [
        "Court of Arbitration for Sport"
    ]
    # An acronym that opens a name is left off (documents drop their own body's); a possessive ends a name.
    assert proper_phrases("Who is the FIA Race Director for the 2025 season?") == ["Race Director"]
    assert proper_phrases("Who is the Staff Director of FRA's Hazardous Materials Division?") == [
        "Staff Director of FRA",
        "Hazardous Materials Division",
    ]
    # An id word and what follows it are no part of a name; a clause's first word is capitalised anyway.
    assert proper_phrases("2025 F1 Sporting Regulations Issue 4 (Feb 2025): whose order?") == ["Sporting Regulations"]
    assert proper_phrases("Where is the FRA office? Railroad Workers ask.") == []
    assert proper_phrases("What does OMB Circular A-130 say?") == []


def test_the_make_or_model_of_the_users_own_thing_is_no_name_the_documents_must_hold():
    # The situation the user asks from: the documents class cars by their own terms (a class, an engine size).
    assert names("I'm driving a 1990 Escort in the historic class, what do I pay to enter?") == []
    assert names("Doing it in a 2.0 front wheel drive Golf - how many tyres can I use?") == []
    # A make before the thing asked, a code that names one type exactly, and an acronym stay names.
    assert names("Can I use a Pirelli tyre in the wet?") == ["Pirelli"]
    assert names("What's the minimum ground time for an A319?") == ["A319"]
    assert names("Is a DJI drone allowed at the field?") == ["DJI"]
