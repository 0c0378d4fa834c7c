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


# A word of a clause's subject: not a relative pronoun, which makes the words after it a name's relative clause ("The
# rules that apply to cranes", "Persons who are responsible for the load").
_SUBJECT_WORD = r"(?!(?:that|which|who|whom|whose|where)\b)[a-z][\w-]*\s+"
# The subject of a clause: a determiner's noun phrase of up to four words ("The signaller", "This code", "These rules
# in this chapter"), or a pronoun ("It").
_SUBJECT = rf"(?:(?:the|a|an|each|every|all|no|any|this|these)\s+(?:{_SUBJECT_WORD}){{1,4}}?|(?:it|they)\s+)"
# What a rule's scope is: the verbs that open a code's first rules ("This code applies to all cranes", "This section
# covers the duties of ...", "These rules apply to ...", "This code comes into force on ..."), each with the words
# that follow it as a verb; "The amendments to the code" and "The covers of the winch" have no such verb.
_SCOPE_VERB = (
    r"(?:appl(?:y|ies)|extends?|relates?|refers?)\s+(?:only\s+)?to"
    r"|(?:deals?|compl(?:y|ies))\s+with"
    r"|(?:sets?|lays?)\s+(?:out|down)\s+(?:a|an|the|all|each|every|any|its|their|how|what|when|which|\d)"
    r"|(?:covers?|governs?|describes?|defines?|specif(?:y|ies)|contains?|lists?|explains?|outlines?|regulates?"
    r"|establish(?:es)?|replaces?|supersedes?|includes?|concerns?)"
    r"\s+(?:a|an|the|all|each|every|any|its|their|how|what|when|who|which|this|these|those|\d)"
    r"|(?:comes?|enters?)\s+into\s+(?:force|effect)|takes?\s+effect"
)
# An adjective that, after "is" or "are", states a duty or a condition: "The operator is responsible for the load",
# "Cranes are subject to a weekly test". A title has no finite verb ("Persons responsible for the load").
_PREDICATE = r"(?:responsible|accountable|liable|subject|eligible|applicable|valid|exempt)"

# A verb in the present tense after its subject: a determiner's noun phrase ("The signaller wears a ...", "Each
# crane carries its ..."), a scope verb (`_SCOPE_VERB`), "is" or "are" before a predicate (`_PREDICATE`), or a
# gerund before a clause ("Lifting stops when the wind exceeds ..."). A title has none of these: "The Role of the
# Stewards", "Testing requirements for brakes", "Other means of propulsion", "Application of this code".
_PRESENT_CLAUSE = re.compile(
    r"^\W*(?:[\d.]+\s+)?(?:(?:the|a|an|each|every|all|no|any|this|these)\s+(?:[a-z][\w-]*\s+){0,3}?[a-z]{3,}(?<!ss)"
    r"(?<!ous)s\s+(?:a|an|the|when|if|unless|every|each|all|its|their|his|her|\d)"
    rf"|{_SUBJECT}(?:{_SCOPE_VERB})"
    rf"|(?!(?:who|what|which|where|when|how|why)\b)(?:{_SUBJECT_WORD}){{1,5}}?(?:is|are)\s+(?:[a-z]+ly\s+)?{_PREDICATE}"
    r"\s+(?:for|to|from|in|on|at|until|under|with|\d)"
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
