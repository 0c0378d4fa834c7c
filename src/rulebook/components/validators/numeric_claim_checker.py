"""Flags numbers and units in an answer that the passages it cites do not contain."""

import re
from dataclasses import dataclass
from typing import Any

from haystack import Document, component
from haystack.dataclasses import ChatMessage

from rulebook.citations import claim_min_words, read_claims, strip_citations
from rulebook.components.serialization import InitParametersSerialization

# Unit words (lower case) -> a canonical unit; a number followed by one of these is checked with its unit.
_UNITS: dict[str, str] = {}
for _canonical, _words in {
    "%": ["%", "percent", "per cent", "pct"],
    "second": ["second", "seconds", "sec", "secs"],
    "minute": ["minute", "minutes", "min", "mins"],
    "hour": ["hour", "hours", "hr", "hrs", "h"],
    "day": ["day", "days"],
    "week": ["week", "weeks"],
    "month": ["month", "months"],
    "year": ["year", "years"],
    "lap": ["lap", "laps"],
    "km/h": ["km/h", "kph", "kmh"],
    "mph": ["mph", "miles per hour"],
    "km": ["km", "kilometre", "kilometres", "kilometer", "kilometers"],
    "m": ["m", "metre", "metres", "meter", "meters"],
    "mm": ["mm", "millimetre", "millimetres", "millimeter", "millimeters"],
    "cm": ["cm", "centimetre", "centimetres", "centimeter", "centimeters"],
    "mile": ["mile", "miles"],
    "ft": ["ft", "foot", "feet"],
    "inch": ["inch", "inches"],
    "kg": ["kg", "kilogram", "kilograms", "kilo", "kilos"],
    "lb": ["lb", "lbs", "pound", "pounds"],
    "ton": ["ton", "tons", "tonne", "tonnes"],
    "l": ["litre", "litres", "liter", "liters"],
    "gal": ["gallon", "gallons", "gal"],
    "psi": ["psi"],
    "kw": ["kw", "kilowatt", "kilowatts"],
    "kwh": ["kwh"],
    "mj": ["mj", "megajoule", "megajoules"],
    "degree": ["°", "°c", "°f", "degree", "degrees"],
    "usd": ["$", "usd", "us$", "dollar", "dollars"],
    "eur": ["€", "eur", "euro", "euros"],
    "gbp": ["£", "gbp"],
}.items():
    for _word in _words:
        _UNITS[_word] = _canonical
_SCALES = {"thousand": 1e3, "million": 1e6, "m": 1e6, "mn": 1e6, "billion": 1e9, "bn": 1e9}
_CURRENCIES = frozenset({"usd", "eur", "gbp"})
_CURRENCY_PREFIX = re.compile(r"(US\$|\$|€|£|USD|EUR|GBP)\s?$", re.IGNORECASE)
# A numeric token: digits with inner separators ("1,234,567.89", "214.7", "11.2.2"), not part of a word or an id
# such as B7.2; an ordinal suffix is allowed. `quantities` decides what the token is.
_TOKEN = re.compile(r"(?<![\w.,/-])\d(?:[\d,.\u00a0\u202f]*\d)?(?:st|nd|rd|th)?")
_GROUPED = re.compile(r"\d{1,3}(?:[,\u00a0\u202f]\d{3})+(?:\.\d+)?")
_PLAIN = re.compile(r"\d+(?:\.\d+)?")
# The unit stands on the number's line: in a table row "First offense | $100" over "Second offense ...", the next
# line's "Second" is no unit of 100.
_UNIT_AFTER = re.compile(r"\)?[ \t\u00a0]?(%|°[CF]?|km/h|[A-Za-z$€£]+(?:\s(?:cent|per hour))?)", re.IGNORECASE)
_WORD_NUMBERS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen".split()
    )
}
_TENS = {
    w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"
}
_WORD_NUMBER = re.compile(
    r"\b("
    + "|".join(sorted(_TENS, key=len, reverse=True))
    + r")(?:[-\s]("
    + "|".join(list(_WORD_NUMBERS)[1:10])
    + r"))?\b"
    r"|\b(" + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Quantity:
    """A number as written (`surface`), its value (scale words applied) and its canonical unit, if any."""

    surface: str
    value: float
    unit: str | None


def _unit_after(text: str, end: int) -> tuple[str | None, float, int]:
    """The unit (and scale word) right after a number ending at `end`: (unit, scale, end of the unit)."""
    scale = 1.0
    rest = text[end : end + 40]
    match = _UNIT_AFTER.match(rest)
    if (
        match
        and match.group(1).lower() in _SCALES
        and not (match.group(1) == "m" and not _CURRENCY_PREFIX.search(text[:end]))
    ):
        scale = _SCALES[match.group(1).lower()]
        end += match.end()
        rest = text[end : end + 40]
        match = _UNIT_AFTER.match(rest)
    if match:
        word = match.group(1).lower()
        if word in _UNITS:
            return _UNITS[word], scale, end + match.end()
        first = word.split()[0]
        if first in _UNITS and len(first) > 1:
            return _UNITS[first], scale, end + match.end()
    return None, scale, end


def quantities(text: str, words: bool = False) -> list[Quantity]:
    """
    The numbers in a text, each with its unit when one follows (`90 days`, `30 %`, `$ 135 million`, `(90) days`).

    :param text: Answer or passage text (citation markers are not numbers: strip them first).
    :param words: Also read number words (`ninety days`, `twenty-four hours`), as passages often spell them.
    :returns: The quantities in order.
    """
    found: list[Quantity] = []
    for match in _TOKEN.finditer(text):
        token = re.sub(r"(?:st|nd|rd|th)$", "", match.group(0))
        if token.count(".") > 1 and not _GROUPED.fullmatch(token):
            continue  # a section number such as 11.2.2: an id, not a quantity
        if _GROUPED.fullmatch(token):
            values = [float(re.sub(r"[,\u00a0\u202f]", "", token))]
        elif _PLAIN.fullmatch(token):
            values = [float(token)]
        else:  # "1,2" or "3, 4": a list of numbers
            values = [float(v) for v in re.findall(r"\d+(?:\.\d+)?", token)]
        unit, scale, _end = _unit_after(text, match.end())
        currency = _CURRENCY_PREFIX.search(text[max(0, match.start() - 4) : match.start()])
        if currency and unit not in _CURRENCIES:  # "$100 second offence": the sign says what the number is
            unit = _UNITS[currency.group(1).lower()]
        for value in values:
            found.append(Quantity(surface=match.group(0), value=value * scale, unit=unit if len(values) == 1 else None))
    if words:
        for match in _WORD_NUMBER.finditer(text):
            if match.group(3):
                value = _WORD_NUMBERS[match.group(3).lower()]
            else:
                value = _TENS[match.group(1).lower()] + (_WORD_NUMBERS[match.group(2).lower()] if match.group(2) else 0)
            unit, scale, _end = _unit_after(text, match.end())
            found.append(Quantity(surface=match.group(0), value=float(value) * scale, unit=unit))
    return found


def _supported(quantity: Quantity, evidence: list[Quantity]) -> bool:
    same_value = [q for q in evidence if abs(q.value - quantity.value) < 1e-9]
    if not same_value:
        return False
    if quantity.unit is None or any(q.unit == quantity.unit for q in same_value):
        return True
    # The passages write the value without a unit only: accept; with another unit ("90 days" for "90 minutes"): not.
    return all(q.unit is None for q in same_value)


def _passage_text(doc: Document) -> str:
    meta = doc.meta
    return " ".join(str(meta.get(k) or "") for k in ("article", "article_title")) + "\n" + (doc.content or "")


@component
class NumericClaimChecker(InitParametersSerialization):
    """
    Flags each number or unit in an answer that none of the passages it cites contains.

    Usage example:
    ```python
    from haystack import Document
    from haystack.dataclasses import ChatMessage
    from rulebook.components.validators.numeric_claim_checker import NumericClaimChecker

    docs = [Document(content="Notify the NRC within ninety (90) days.", meta={"file_name": "a.pdf"})]
    reply = ChatMessage.from_assistant("The railroad must notify the NRC within 30 days [1].")
    out = NumericClaimChecker().run(replies=[reply], documents=docs)
    print(out["report"]["warnings"])  # ['number not in the cited passages: "30 days" ...']
    ```

    Each claim (sentence or list item) is checked against the passages it cites; a claim with no citation is checked
    against every passage the answer cites. A number matches when a passage holds the same value (thousands separators,
    `ninety (90)`, `thirty` and `$135 million` = `135,000,000` are understood); when the answer gives a unit, a passage
    must give the value with that unit, or give it only without a unit. Citation markers and ids such as `B7.2.1` are
    not numbers; `§ 214.7` is checked as 214.7.

    In: `replies` (the first is checked) and `documents` (numbered from 1).
    Out: `report` with `unsupported` (each `{"text", "claim", "cites"}`), `numbers` (how many were checked) and
    `warnings` (one line per unsupported number).
    """

    def __init__(self, min_words: int = 3) -> None:
        """
        :param min_words: Words a sentence needs to count as a claim (as in `CitationChecker`), >= 1.
        :raises ValueError: When `min_words` is below 1.
        """
        self.min_words = claim_min_words(min_words)

    @component.output_types(report=dict)
    def run(self, replies: list[ChatMessage], documents: list[Document]) -> dict[str, Any]:
        """
        :param replies: The answer; only the first reply is checked.
        :param documents: The passages the answer may cite, numbered from 1.
        :returns: `report`, as described in the class docstring.
        """
        text = (replies[0].text or "") if replies else ""
        count = len(documents)
        evidence = {n: quantities(_passage_text(documents[n - 1]), words=True) for n in range(1, count + 1)}
        read = read_claims(text, count, self.min_words)
        unsupported: list[dict[str, Any]] = []
        checked = 0
        for claim in read.claims:
            cites = read.cites(claim) or read.cited
            pool = [q for n in cites for q in evidence[n]]
            for quantity in quantities(strip_citations(claim.text)):
                checked += 1
                if not _supported(quantity, pool):
                    unsupported.append({"text": _with_unit(claim.text, quantity), "claim": claim.text, "cites": cites})
        warnings = [
            f'number not in the cited passages: "{u["text"]}" '
            f"(cites {', '.join(f'[{n}]' for n in u['cites']) or 'nothing'})"
            for u in unsupported
        ]
        return {"report": {"unsupported": unsupported, "numbers": checked, "warnings": warnings}}


def _with_unit(claim: str, quantity: Quantity) -> str:
    """The number as the claim writes it, with its unit word when there is one."""
    plain = strip_citations(claim)
    at = plain.find(quantity.surface)
    if at < 0 or quantity.unit is None:
        return quantity.surface
    unit, _scale, end = _unit_after(plain, at + len(quantity.surface))
    return plain[at:end].strip() if unit else quantity.surface
