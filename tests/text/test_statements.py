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


class TestAScopeOrADutyIsAStatement:
    """The first rules of a code say what it covers and who answers for what; they are printed without full stops."""

    @pytest.mark.parametrize(
        "rule",
        [
            "This code applies to all cranes operated on the harbor premises",
            "This section covers the duties of crane operators and signallers",
            "These rules apply to contractors working on the quay",
            "The rules in this chapter apply only to mobile cranes",
            "This chapter sets out the duties of the harbour master",
            "This code comes into force on 1 May 2024",
            "The operator is responsible for the load and its slings",
            "The harbour master is solely responsible for berth allocation",
            "Cranes are subject to a weekly brake test",
        ],
    )
    def test_a_rule_of_scope_or_duty_states_something(self, rule):
        assert makes_statement(rule, present=True)

    @pytest.mark.parametrize(
        "title",
        [
            "Scope",
            "Application of this code",
            "Duties of the signaller",
            "Definitions and abbreviations",
            "Entry into force",
            # A relative clause or a participle makes a name, not a statement.
            "The rules that apply to cranes",
            "Persons who are responsible for the load",
            "Persons responsible for the load",
            "Rules applying to mobile cranes",
            # A noun that is also a verb, without the words that follow a verb.
            "The amendments to the code",
            "The crane cover and its fixings",
            "Who is responsible for safety",
        ],
    )
    def test_a_title_with_the_same_words_names_a_thing(self, title):
        assert not makes_statement(title, present=True)
