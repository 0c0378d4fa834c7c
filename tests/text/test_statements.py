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
