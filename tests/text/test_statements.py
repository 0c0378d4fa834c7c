"""rulebook.text.statements: a rule printed without its full stop says something; a heading's title names a thing."""

import pytest

from rulebook.text.statements import makes_statement


class TestMakesStatement:
    @pytest.mark.parametrize(
        "text",
        [
            "The crane operator must hold a valid crane licence issued by the Harbour Master",
            "Only the Chief Engineer may return a tagged crane to service",
            "Tandem lifts are not made at night",
            "The brake test is carried out every 7 days and recorded in the crane log",
            "A crane that fails its brake test is tagged out of service until repaired",
            "The sampling procedure does not need the engine to run",
        ],
    )
    def test_a_rule_states_something(self, text):
        assert makes_statement(text)

    @pytest.mark.parametrize(
        "text",
        [
            "Operator licences",
            "LOAD CLASSES",
            "Information to be provided",
            "Records kept on board",
            "Obligations of Competitors and PU Manufacturers with respect to Fuel and Oil Suppliers",
            "Definition of a New PU Manufacturer",
        ],
    )
    def test_a_title_names_a_thing(self, text):
        assert not makes_statement(text)


def test_a_present_tense_clause_is_a_statement_only_when_asked_for():
    # A newcomer's crane code printed these rules without full stops; they had been read as headings, never quoted.
    for rule in ("The signaller wears a high-visibility orange vest", "Lifting stops when the wind exceeds 15 m/s"):
        assert makes_statement(rule, present=True) and not makes_statement(rule)
    # Titles name things, whatever their plural nouns: no present-tense clause.
    for title in ("Other means of propulsion and energy recovery", "The rules in this chapter", "Testing requirements"):
        assert not makes_statement(title, present=True)
