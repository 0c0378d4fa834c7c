"""The terms of glossary entries: a heading that is only the term, or a line that starts by defining it."""

import re

# An entry's heading on a line of its own, after its number or not: "§ 236.802 Shunt.", "Siding", "2.14 Lone
# worker:". At most six words: a longer line is a section's title, not a term.
_ENTRY_HEADING = re.compile(
    r"^\s*(?:§+\s*)?(?:[\dA-Z]{1,4}(?:[.\-]\d{1,4}[a-z]?)*\.?\s+)?"
    r"(?P<term>[A-Z][\w'’/-]*(?:,?\s[\w'’/-]+){0,5})[.:]?\s*$"
)
# A defining sentence at a line's start: "Fouling a track means ...", "“Personal data” means ...", "(3) Lone worker
# means ...".
# A quote around the term, straight or curly ("(c) 'urban airspace' means ..."), is no part of it: an apostrophe is
# one only inside a word ("driver's licence").
_WORD = r"[A-Za-z0-9/-](?:[\w/-]|['’](?=\w))*"
_DEFINING_START = re.compile(
    rf"^\s*(?:\(\w{{1,4}}\)\s*)?[\"“‘']?(?P<term>[A-Za-z](?:[\w/-]|['’](?=\w))*(?: {_WORD}){{0,5}}?)[\"”’']?,?\s+"
    r"(?:means|shall\s+mean|is\s+defined\s+as|refers\s+to)\b"
)
# A quoted term defined inside a line, where a chunk runs a definitions list together ('... Article E0. "Inaugural
# Season" means, in relation to ...'): the quotes mark the term, whatever comes before it.
_QUOTED_DEFINITION = re.compile(
    rf"[\"“‘](?P<term>[A-Za-z](?:[\w/-]|['’](?=\w))*(?: {_WORD}){{0,5}}?)[\"”’],?\s+"
    r"(?:means|shall\s+mean|is\s+defined\s+as|has\s+the\s+meaning)\b"
)
# A glossary line that gives the term, a colon and its definition: "Offeror: A person who performs functions ...",
# "Hazardous Materials Regulations or HMR: Title 49 ...". The labels of notes and letters are no terms.
_GLOSSARY_LINE = re.compile(r"^\s*(?P<term>[A-Z][\w'’/-]*(?:\s[\w'’/&()-]+){0,4}):\s+[\"“(]?[A-Z]")
_LABELS = re.compile(
    r"^(?:note|notes|example|examples|warning|caution|source|see|convention|figure|table|step|answer|question|"
    r"response|comment|reference|subject|date|to|from|re|cc|attention|important|tip|status|issue|version)$",
    re.I,
)
_ARTICLE = re.compile(r"^(?:an?|the)\s+", re.I)
# A short sentence is no heading: it starts with a determiner or says something ("A by-path in an electrical
# circuit.", "This section applies.").
_NOT_A_TERM = re.compile(
    r"^(?:an?|the|this|that|these|those|each|every|any|all|no|it|they|see)\b|\b(?:is|are|was|were|be|been|shall|must|"
    r"may|will|can|has|have|had|does|do|applies|apply|means)\b",
    re.I,
)


def headword(term: str) -> str:
    """
    :param term: A term as a question or a heading writes it ("a Shunt", "Lone workers", "'siding'").
    :returns: Its key: lower case, without quotes, a leading article, inner runs of spaces or a final plural "s".
    """
    text = " ".join(re.sub(r"[\"“”‘’']", " ", term).split())
    text = _ARTICLE.sub("", text).lower().rstrip(".:,")
    # An entry written head first, as glossaries sort them ("Principle, closed circuit", "Signal, fixed"): the term is
    # its words in reading order ("closed circuit principle").
    inverted = _INVERTED.fullmatch(text)
    if inverted is not None:
        text = f"{inverted.group(2)} {inverted.group(1)}"
    return re.sub(r"(?<=[a-z]{3})s$", "", text)


# A head noun, a comma and its qualifiers, a few lower-case words each.
_INVERTED = re.compile(
    r"((?!(?:and|or)\b)[a-z][\w-]*(?: (?!(?:and|or)\b)[a-z][\w-]*)?), "
    r"((?!(?:and|or)\b)[a-z][\w-]*(?: (?!(?:and|or)\b)[a-z][\w-]*){0,2})"
)


def entry_term(line: str, defining: bool = True) -> str | None:
    """
    :param line: A line of a passage, or a heading.
    :param defining: Also read a line that starts a definition ("Fouling a track means ...", "Offeror: A person
        who ...").
    :returns: The term the line is an entry for, as written ("Shunt" for "§ 236.802 Shunt."), or None.
    """
    match = _ENTRY_HEADING.match(line)
    if match is not None and _NOT_A_TERM.search(match.group("term")):
        match = None
    if match is None and defining:
        match = _DEFINING_START.match(line)
    if match is None and defining:
        glossary = _GLOSSARY_LINE.match(line)
        if (
            glossary is not None
            and not _LABELS.match(glossary.group("term"))
            and not _NOT_A_TERM.search(glossary.group("term"))
        ):
            match = glossary
    return match.group("term") if match else None


def defined_terms(line: str) -> list[str]:
    """
    :param line: A line of a passage.
    :returns: The terms in quotes that the line defines anywhere in it ('"Inaugural Season" means ...', '"Immunity
        Conditions" has the meaning set out in Article E0'), as written, in order.
    """
    return [m.group("term") for m in _QUOTED_DEFINITION.finditer(line)]
