"""Whether a line says something (a rule printed without its full stop) or names a thing (a heading's title)."""

import re

# A modal verb in lower case before a lower-case word: "11.3.2 All discs must have a maximum thickness of 32mm" is a
# rule that its rulebook prints without a final period, not the heading of 11.3.2; headings name things ("Information
# to be provided", "AC-16(5) ATTRIBUTE DISPLAYS ON OBJECTS TO BE OUTPUT").
MODAL_CLAUSE = re.compile(r"\b(?:shall|must|may|cannot|will)\s+(?:not\s+)?[a-z]")

# A finite verb that is negated or passive: "Tandem lifts are not made at night", "The brake test is carried out
# every 7 days". A title names a thing and has no finite verb of its own; its passive is an infinitive ("Information
# to be provided") or a participle ("Records kept on board").
_FINITE_CLAUSE = re.compile(
    r"\b(?:is|are|was|were|does|do|did|has|have)\s+not\b"
    r"|\b(?:is|are|was|were)\s+(?:[a-z]+ly\s+)?(?:[a-z]{2,}(?:ed|en)|made|done|held|kept|paid|put|set|sent|built|"
    r"found|bound|brought|laid|led|left|lost|met|shut|sold|told|worn|cut|run)\b"
)


# A verb in the present tense after its subject: a determiner's noun phrase ("The signaller wears a ...", "Each
# crane carries its ..."), or a gerund before a clause ("Lifting stops when the wind exceeds ..."). A title has
# neither: "The Role of the Stewards", "Testing requirements for brakes", "Other means of propulsion".
_PRESENT_CLAUSE = re.compile(
    r"^\W*(?:[\d.]+\s+)?(?:(?:the|a|an|each|every|all|no|any)\s+(?:[a-z][\w-]*\s+){0,3}?[a-z]{3,}(?<!ss)(?<!ous)s"
    r"\s+(?:a|an|the|when|if|unless|every|each|all|its|their|his|her|\d)"
    r"|[A-Z][a-z]+ing\s+[a-z]{3,}s\s+(?:when|if|unless|until|after|before|once|as\s+soon))\b",
    re.IGNORECASE,
)


def makes_statement(text: str, present: bool = False) -> bool:
    """
    Whether a line reads as a statement rather than a name: it has a modal clause or a negated or passive verb, or,
    with `present`, a verb in the present tense after its subject.

    :param text: The line, without its number ("The crane operator must hold a valid licence").
    :param present: Also read a present-tense clause as a statement ("The signaller wears a high-visibility orange
        vest", "Lifting stops when the wind exceeds 15 metres per second"). Answers and the splitter's titles read
        lines with it; without it, only modal, negated and passive clauses count.
    :returns: True for "Tandem lifts are not made at night", False for "Operator licences".
    """
    return bool(MODAL_CLAUSE.search(text) or _FINITE_CLAUSE.search(text) or (present and _PRESENT_CLAUSE.search(text)))
