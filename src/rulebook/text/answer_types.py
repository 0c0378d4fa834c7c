"""
What a question asks for (its expected answer type), and whether a sentence states something of that type.

Question answering systems have long classified a question by the type of answer it expects before looking for one
(Moldovan et al., 2000, "The Structure and Performance of an Open-Domain Question Answering System", ACL; Li and Roth,
2002, "Learning Question Classifiers", COLING, whose coarse classes NUM, DESC, HUM and ENTY the kinds below follow,
with NUM split by unit as in their fine classes). A passage that shares a question's topic but holds no statement of
the expected type does not answer it: "How long does an organisation have to report a data breach?" wants a duration,
and a definition of "personal data breach" is not one. Regulation questions add two kinds their taxonomy lacks: a
permission or prohibition ("may a team ...?") and a deadline, which here is part of `date`.

The kinds (`KINDS`), read from the question's words by rules, first match wins (after a topic written before the
question as a subject line, "CSF 2.0 - what is C-SCRM?", is set aside):
- `permission`: a yes/no question about what may, must or must not be done ("Can I ...", "Is it allowed to ...",
  "Do we have to ..."); stated by a modal sentence (may, must, shall, has to, prohibited, permitted, required ...);
- `quantity`: "how many / how much / how long / how far / how often ...", "what is the maximum / minimum / limit
  ...", a superlative that asks for a bound ("what's the longest ...", not "the most important ..."), "above what
  voltage", "at what speed", a bare "minimum car mass?"; stated by a number with a unit of the asked class
  (`UNITS`: duration, money, length, speed, mass, percent, frequency, temperature, power and current, pressure,
  volume, sound level, resistance, or any number for a count), or, for a telephone number ("what's the toll-free
  number"), by one; the limit or level of a thing ("the rain limit") only by a sentence or heading that names it;
- `date`: "when", "by when", "deadline", "what date", "how fast must a controller correct ..." (of an act, not of a
  vehicle's motion, which asks for a speed); stated by a date, a period, or a time condition ("within 30
  days", "no later than", "until it is delivered"); "what date / what year" asks for a day or year of the calendar
  (unit `calendar`), stated only by a date the question does not give or by a sentence naming the date that counts;
- `who`: "who", "which body / official ..."; stated by a sentence naming a body or a role; when the question asks
  who holds a post now, held it in a year or season, or wrote something ("who is the current Administrator", "who
  was the technical delegate in 2024", "who signed the letter"), by a sentence naming a person ("Mr. Stark", "Karl
  Alexy, Associate Administrator");
- `definition`: "what is X", "what does X mean / stand for" (also "... mean in the GDPR"), "define X", "what
  (actually) counts as X", "who counts as / is considered an X"; stated by a sentence or heading that holds X with a
  defining verb after it ("means", "is defined as", "refers to"; after its closing quote when X is quoted, so that
  "the introduction of ‘pseudonymisation’ in this Regulation is not ..." does not) or before it ("defines X as"), a
  glossary entry "X. ..." or "X: ..." that opens with X, or, for an abbreviation, its expansion;
- `list`: "what are the requirements / documents ...", "which items ..."; stated by an enumeration (list items, or
  three or more items in one sentence);
- `colour`: "what colour / which color ...", "what is the colour of ..." (Li and Roth's ENTY:color); stated by a
  sentence that names a colour (`COLOURS`: "orange", "amber", "fluorescent yellow");
- `other`: any other question; every sentence may state it.

Usage example:
```python
from rulebook.text.answer_types import classify, states

ask = classify("How many days does a carrier have to keep the records?")
print(ask.kind, ask.unit)                                                # quantity duration
print(states("Records must be kept for at least 90 days.", ask))        # True
print(states("Records must be kept at the principal office.", ask))     # False
```
"""

import re
from dataclasses import asdict, dataclass
from functools import lru_cache

from rulebook.text.calendar import MONTHS
from rulebook.text.document_dates import DOCUMENT_CODE, LETTER_WORDS, SIGN_OFF, generic, names_a_document
from rulebook.text.headwords import entry_term, headword
from rulebook.text.lexical import STOP_WORDS, analyze
from rulebook.text.numerals import roman_value
from rulebook.text.references import cited_articles, without_citations
from rulebook.text.statements import makes_statement

KINDS = ("permission", "quantity", "date", "who", "definition", "list", "colour", "other")
#: The colour words a sentence may state a colour with (a regex alternative).
COLOURS = (
    r"red|orange|yellow|green|blue|white|black|grey|gray|silver|purple|violet|pink|brown|amber|magenta|cyan|gold|"
    r"golden|beige|turquoise|fluorescent|reddish|bluish|greenish|yellowish"
)

#: A number written in digits or in words.
_NUMBER_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion "
    "half quarter dozen single double twice"
)
_NUMBER = rf"(?:\d[\d,.]*|(?:{'|'.join(_NUMBER_WORDS.split())})(?:[\s-]+(?:{'|'.join(_NUMBER_WORDS.split())}))*)"

#: The unit words of each class of quantity, as regulations write them (a regex alternative each).
UNITS = {
    "duration": r"seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|years?|yrs?|calendar\s+days?|"
    r"business\s+days?|working\s+days?|nights?",
    "money": r"\$|usd|us\$|us\s+dollars?|eur|€|£|gbp|chf|dollars?|euros?|pounds sterling|cents?",
    "length": r"feet|foot|ft|inch(?:es)?|in\.|mm|cm|km|metres?|meters?|m|miles?|yards?|yds?|millimet(?:er|re)s?|"
    r"centimet(?:er|re)s?|kilomet(?:er|re)s?|nautical miles?",
    # An engine's or a shaft's speed is a rate of turning: "idle speed ... 4,000rpm".
    "speed": r"mph|km/h|kph|kmh|m/s|ft/s|fps|knots?|rpm|r/min|rev/min|revolutions\s+per\s+minute|"
    r"(?:miles|kilomet(?:er|re)s|met(?:er|re)s|feet|ft)\s+(?:per|an|a)\s+(?:hour|second|minute)",
    "mass": r"kg|kilograms?|g|grams?|lbs?|pounds?|tons?|tonnes?|ounces?|oz|mg|milligrams?|µg|mcg|micrograms?|ng|"
    r"nanograms?",
    "percent": r"%|percent|per\s*cent|percentage",
    "frequency": r"times?|per\s+(?:day|week|month|year|annum|hour|shift|trip|event|season)|daily|weekly|monthly|"
    r"annually|yearly|hourly|every|each\s+(?:day|week|month|year|calendar)|once|twice|intervals?",
    "temperature": r"°\s*[cf]|degrees?(?:\s+(?:celsius|fahrenheit))?|celsius|fahrenheit",
    # "10A" is ten amperes only in capitals and right after its digits: "5 a day" is no current.
    "power": r"kw|kilowatts?|mw|megawatts?|watts?|w|hp|horsepower|kwh|kj|mj|joules?|volts?|v|amps?|amperes?|rpm|"
    r"(?-i:(?<=\d)[mk]?A)",
    "pressure": r"psi|kpa|bar|mbar|pascals?|pa",
    "volume": r"gallons?|litres?|liters?|l|ml|cubic\s+\w+",
    "sound": r"decibels?|dbs?(?:\s*\(a\))?|dba",
    "resistance": r"ohms?|Ω|megohms?|kilohms?|milliohms?",
    # A load is given as a force or as the mass that exerts it ("75kN", "5 tonnes").
    "force": r"kn|kilonewtons?|n|newtons?|dan|kgf|lbf|kg|kilograms?|lbs?|pounds?|tons?|tonnes?|t",
}
_UNIT_AFTER = {
    # "90 days", "30-60 minutes", "ninety (90) days"
    unit: re.compile(
        rf"(?<![\w.]){_NUMBER}(?:\s*\(\s*{_NUMBER}\s*\))?(?:\s*(?:-|to|and|or)\s*{_NUMBER})?"
        # "135 million US dollars": a scale word between the number and its unit.
        # "a 5-year statute", "a thirty-day notice": the unit joined to its number by a hyphen.
        rf"(?:\s+(?:thousand|million|billion))?(?:\s*\(?\s*|-)(?:{words})(?![a-z])",
        re.I,
    )
    # "How long": a time or a length (`_quantity_unit`'s "extent").
    for unit, words in [*UNITS.items(), ("extent", f"{UNITS['duration']}|{UNITS['length']}")]
}
# A currency mark comes before its amount ($500, USD 1,000, € 15 000), or the currency's name does, as the FIA's
# financial regulations write it ("US Dollars 215,000,000").
_MONEY_BEFORE = re.compile(
    rf"(?:\$|usd|us\$|eur|€|£|gbp|chf|(?<![\w])(?:us\s+)?dollars?|(?<![\w])euros?)\s*{_NUMBER}", re.I
)
# A ratio: "1:8" (not a time of day, "08:00"), "1 adult for every 8 young people", "one lifeguard to each 20
# bathers", "2 staff per 10 children", "1 in 4".
_RATIO = re.compile(
    rf"(?<![\d:.])(?:1\s*:\s*\d+|\d+\s*:\s*(?:\d|\d{{3,}}))(?![\d:])|"
    rf"\b{_NUMBER}\s+(?:[\w-]+\s+){{0,6}}?(?:for|to|per)\s+(?:every|each)\s+{_NUMBER}\b|"
    rf"\b{_NUMBER}\s+(?:[\w-]+\s+){{0,2}}?per\s+\d+\b|\b(?:1|one)\s+in\s+(?:\d+|{_NUMBER})\b|"
    # "10 swimmers per lifeguard": so many to one of another thing, not to a unit ("30 km per hour")
    rf"\b{_NUMBER}\s+[a-z][\w-]*\s+per\s+(?:an?\s+|each\s+|every\s+)?(?!(?:{UNITS['duration']}|{UNITS['length']})\b)[a-z]{{3,}}\b",
    re.I,
)
# A length of time that can be an age: years or months, unless a word before it makes it a period ("within 12
# months", "every 2 years", "for 5 years"), which is no one's age.
_AGE_SPAN = re.compile(
    rf"(?<!\bwithin\s)(?<!\bevery\s)(?<!\bfor\s)(?<!\bafter\s)(?<!\bbefore\s)(?<!\beach\s)(?<!\bper\s)"
    rf"(?<!\blast\s)(?<!\bpast\s)(?<!\bnext\s)\b{_NUMBER}[\s-]*(?:years?|yrs?|months?)\b",
    re.I,
)
# An age given without its unit: "age of 16", "children under 8", "players aged 12", "under-16s", "over 65s".
_AGE_OF = re.compile(
    r"\bage\s+(?:of\s+)?\d+|\b(?:children|child|kids?|juniors?|persons?|people|players?|members?|anyone|those|"
    r"adults?|pupils?|students?|swimmers?|riders?|drivers?)\s+(?:under|over|aged|younger\s+than|older\s+than)\s+"
    r"(?:the\s+age\s+of\s+)?\d{1,2}\b(?!\s*(?:%|per|kg|m\b|cm|mm|metres?|kilo))|\b(?:under|over)[\s-]?\d{1,2}s\b",
    re.I,
)
# Pay given as a length of time at a rate, as sick, holiday and family pay are ("8 weeks at full pay", "16 weeks' half
# pay", a "8 weeks" cell under a "Full pay" head): how much of that pay one gets.
_PAY_PERIOD = re.compile(
    rf"{_NUMBER}\s*(?:weeks?|days?|months?)['’]?\s+(?:at\s+|of\s+)?(?:(?:full|half|normal|basic|statutory|reduced)\s+)?"
    r"(?:pay|salary)\b",
    re.I,
)
# A North American or international telephone number: "202-267-3073", "(800) 424-8802", "1-800-...", "+33 1 ...".
_PHONE = re.compile(
    r"(?<![\w.])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)|1-8\d\d-[\w-]{7,8}|"
    # A number dialled with its trunk prefix, as most of Europe writes it: "01632 960 444", "(020) 7946 0000".
    r"(?<![\w.])(?:\+\d{1,3}[\s.-]?)?\(?0\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d|[.,]\d)"
)
_ANY_NUMBER = re.compile(rf"(?<![\w.]){_NUMBER}(?![\w])", re.I)
# The words before a number that make it a reference, not a quantity: "Part 214", "§ 391.41", "SP 800-53", "issue 6".
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:parts?|sections?|subparts?|articles?|arts?|rules?|chapters?|appendix|appendices|annex(?:es)?|tables?|"
    r"figures?|figs?|pages?|pp?|paragraphs?|paras?|clauses?|items?|steps?|forms?|orders?|dockets?|volumes?|vols?|"
    r"revisions?|revs?|versions?|issues?|editions?|nos?|numbers?|sp|cfr|u\.?s\.?c|usc|fr|title|schedule|exhibit|"
    r"regulations?|regs?|ac|faa|dot|level|phase|class|tier|category|type|model|series|op|ex)|§+|¶)\.?\s*$",
    re.I,
)
# A number worded as a count: an integer or number words, not a decimal, an id ("800-53B", "B7.2"), a year or an
# enumerator ("(3)", "b.", "3." opening a line).
_COUNT_NUMBER = re.compile(
    rf"(?<![\w.§/-])(?:\d{{1,3}}(?:,\d{{3}})+|\d+|(?:{'|'.join(_NUMBER_WORDS.split()[:-6])})(?:[\s-]+"
    rf"(?:{'|'.join(_NUMBER_WORDS.split()[:-6])}))*)(?![\w.]\w|[\w%/-]|\))",
    re.I,
)


def _count_numbers(sentence: str) -> list[re.Match[str]]:
    """:returns: The numbers of a sentence that may count something (`_COUNT_NUMBER`), references left out."""
    found = []
    for match in _COUNT_NUMBER.finditer(sentence):
        before = sentence[max(0, match.start() - 14) : match.start()]
        after = sentence[match.end() : match.end() + 8]
        if _REFERENCE_BEFORE.search(before) or re.fullmatch(r"(?:19|20)\d\d", match.group()):
            continue
        if re.match(r"\s*(?:cfr|u\.?s\.?c|fr)\b", after, re.I):  # "49 CFR 391": a title of the code
            continue
        if match.group().lower() == "one" and re.match(r"\s+of\b", after, re.I):
            continue  # "one of many references": one among them, no count of them
        if re.search(r"(?:^|\n)\s*\(?$", before) or before.endswith("("):
            continue  # an enumerator: "(3) Instructions", "3. The operator"
        if re.search(rf"\b(?:{MONTHS})\.?\s*$", before, re.I) or re.match(
            rf"\s*(?!may\s+(?!\d))(?:{MONTHS})\b", sentence[match.end() : match.end() + 12], re.I
        ):
            continue  # a day of a date: "October 9, 1996", "1 January"; "3 may be used" counts
        found.append(match)
    return found


_INTERVAL = re.compile(r"\bintervals?\b", re.I)
_FREQUENCY_WORDS = re.compile(
    r"\b(?:daily|weekly|monthly|annually|yearly|hourly|every|each\s+(?:day|week|month|year|calendar|shift)|once|"
    r"twice|at\s+intervals|periodic(?:ally)?|biennial(?:ly)?|quarterly)\b",
    re.I,
)

# "May" is a month where it is capitalised: "61 may be used" is no date. A date with full stops has its year in four
# digits: "8.17.11" is an article's number.
_DATE_MONTHS = MONTHS.replace("may|", "(?-i:May|MAY)|")
_DATE = re.compile(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_DATE_MONTHS})\b|(?:{_DATE_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b|"
    rf"(?:19|20)\d\d\b|"
    rf"\d{{1,2}}[/-]\d{{1,2}}[/-]\d{{2,4}}\b|\d{{1,2}}\.\d{{1,2}}\.(?:19|20)\d\d\b|"
    rf"(?<![\d.])\d{{1,2}}(?::\d\d(?![\d:]|\.\d)\s*(?:hours|hrs|h|am|pm|a\.m\.|p\.m\.)?|\.\d\d\s*(?:hours|hrs|h|am|pm|a\.m\."
    rf"|p\.m\.)(?!\w))|(?<![\d.])\d{{1,2}}\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)|midnight|noon)",
    re.I,
)
# The words that tie an obligation to a time: "within 30 days", "no later than", "before the start", "until it is
# delivered", "at the time of", "immediately", "without undue delay".
_TIME_CONDITION = re.compile(
    r"\b(?:within|no\s+later\s+than|not\s+later\s+than|before|after|prior\s+to|until|till|by\s+the\s+(?:end|start|"
    r"time|close)|at\s+the\s+(?:latest|time|end|start|beginning)|deadline|immediately|promptly|forthwith|without\s+"
    r"(?:undue\s+)?delay|as\s+soon\s+as|when(?:ever)?|while|during|following|upon|on\s+or\s+before|expir\w*|"
    r"from\s+the\s+date|effective)\b",
    re.I,
)
_MODAL = re.compile(
    r"\b(?:may|must|shall|should|need\s+not|cannot|can\s+not|can\s+only|can|could|required|requires?|prohibit\w*|"
    r"permit\w*|allow\w*|forbid\w*|authori[sz]\w*|entitled|oblig\w*|mandatory|not\s+to\s+be|is\s+to\s+be|are\s+to\s+be|"
    r"only\s+(?:if|when|where)|unless|exempt\w*|may\s+not|no\s+\w+\s+(?:may|shall)|(?:has|have|had|needs?)\s+to|"
    # A need denied: "Neither a warrant nor any other prior approval is necessary", "no permit is needed".
    r"(?:is|are)\s+not\s+(?:necessary|needed)|(?:neither|no)\b[^.;]{1,80}\b(?:is|are)\s+(?:necessary|needed)|"
    # A rule in the present, as licence conditions and standards write them: "Petrol generators are not used on the
    # market square", "a vendor keeps no more than 2 cylinders", "is never left unattended".
    r"(?:is|are)\s+(?:not|never)\s+(?:\w+ed|\w+en|sold|kept|held|left|run|put|set|sent|brought)|no\s+more\s+than|"
    # Who may, as a notice or an FAQ says it: "The Club is open to anyone aged 13 or over", "We do not knowingly open
    # accounts for children under 13", "We don't accept cash".
    r"(?:is|are)\s+(?:only\s+)?open\s+(?:only\s+)?to|(?:do|does|will)\s+not\s+(?:knowingly\s+)?(?:accept|admit|allow|"
    r"carry|issue|lend|open|permit|refund|sell|serve|take)|(?:don['’]t|doesn['’]t|won['’]t)\s+(?:accept|admit|allow|carry|"
    r"issue|lend|open|permit|refund|sell|serve|take))\b",
    re.I,
)
# Bodies and roles, as regulations name the ones who act or decide: capitalised names are found apart.
_ROLES = re.compile(
    r"\b(?:administrator|agency|authorit(?:y|ies)|board|bureau|carrier|chair\w*|commission\w*|committee|competitor|"
    r"controller|court|department|director|division|driver|employee|employer|engineer|entrant|examiner|fia|"
    r"individual|inspector|manager|marshal|member\s+states?|officer|official|operator|organi[sz]er|organi[sz]ation|"
    r"owner|panel|person|physician|processor|promoter|railroad|regulator|representative|secretary|shipper|steward|"
    r"supervisor|team|technical\s+delegate|clerk|holder|applicant|contractor|consignee|manufacturer|office|"
    r"party|parties|provider|user|staff|worker|crew|conductor|dispatcher|personnel|delegate|body|bodies)s?\b",
    re.I,
)
_ACRONYM = re.compile(r"\b[A-Z][A-Z&]{1,9}\b")
# "Who is the current Administrator?", "who wrote the letter?": the holder of a post now, or the writer, is a person,
# whom a sentence naming the post alone does not give.
_Q_PERSON = re.compile(
    r"\bwho(?:\s+is|'s|’s|\s+are|\s+was)\s+(?:the\s+)?(?:\w+(?:'s|’s)\s+)?(?:current|present|incumbent|acting|new)\b|"
    r"\bwho\b[^?]*\b(?:currently|presently|right\s+now|at\s+the\s+moment|these\s+days|nowadays)\b|"
    r"\bwho\b[^?]*\b(?:wrote|signed|authored|drafted)\b|"
    # "Who was the NIST Director ...", "who is the manager of the San Diego FSDO": the holder of a named post.
    r"\bwho(?:\s+is|'s|’s|\s+was)\s+(?:the\s+)?(?:[\w&'’-]+\s+){0,4}?(?:administrator|director|secretary|"
    r"chair(?:man|woman|person)?|president|manager|head|commissioner|ceo)\b|"
    # "Who was the FIA technical delegate in 2024?", "who is the Media Delegate for the 2026 season": whoever held a
    # post in a year or season is a person; rules name the post, not its holder.
    r"\bwho(?:\s+is|'s|’s|\s+was|\s+are|\s+were)\s+the\s+(?:[\w&'’-]+\s+){0,4}?(?:for|in|during)\s+(?:the\s+)?"
    r"(?:(?:19|20)\d\d|this|next|last|current|coming|upcoming)\b|"
    r"\bwho\b[^?]*\b(?:this|next|last)\s+(?:season|year|term)\b|"
    # "Who is PSR's Chief Engineer?", "who is Halvard Air Charter's chief pilot": the post of a named body, held by a
    # person its rules name by post only.
    r"\bwho(?:\s+is|'s|’s|\s+was)\s+(?:the\s+)?(?-i:[A-Z][\w&.-]*)(?:\s+(?-i:[A-Z][\w&.-]*)){0,3}(?:'s|’s)\s+"
    r"(?:[\w-]+\s+){0,3}?[\w-]+\s*(?:\?|$)|"
    # "Who is the Northgate CISO?", "who is the chief umpire at the Lockwater regatta", "who is the integrity officer
    # for my faculty", "who heads the Data Protection Commission": a chief, a post at a named place or of the user's
    # own unit, or a named body's head.
    r"\bwho(?:\s+is|'s|’s|\s+was)\s+(?:the\s+)?(?:[\w&-]+\s+){0,3}?(?:(?-i:C[A-Z]{1,2}O)|chief\s+[\w-]+)"
    r"(?:\s+(?:of|at|for)\s+[^?]*)?\s*(?:\?|$)|"
    r"\bwho(?:\s+is|'s|’s|\s+was)\s+the\s+(?:[\w&-]+\s+){1,4}?(?:at\s+(?:the\s+)?(?-i:[A-Z])|for\s+(?:my|our)\s+\w+\s*(?:\?|$))|"
    r"\bwho\s+(?:heads|chairs|leads)\s+(?:the\s+)?(?-i:[A-Z])",
    re.I,
)
# "What's the Staff Director's name?", "the name of the FSDO manager": a person is asked for, whatever the question
# word.
_Q_NAME_OF = re.compile(
    r"\b(?:what(?:'s|’s|\s+is|\s+was|\s+are)|who\s+is)\b[^?]*?['’]s\s+(?:full\s+)?name\b|"
    r"\bname\s+of\s+(?:the\s+|our\s+|their\s+|his\s+|her\s+)?(?:[\w&'’-]+\s+){0,3}?(?:director|administrator|manager|"
    r"officer|president|chair(?:man|woman|person)?|inspector|specialist|delegate|steward|counsel|attorney|author|"
    r"writer|signatory|contact|person|representative|secretary|head|examiner)\b",
    re.I,
)
# A person's name as letters and front matter print it: "Mr. Stark", "Karl Alexy, Associate Administrator",
# "prepared by Anne Moore, an Attorney", "Walter Copan, NIST Director", "Rebecca MacPherson\nAssistant Chief Counsel".
_POSTS = (
    r"administrator|director|counsel|secretary|chair\w*|president|manager|chief|officer|head|commissioner|attorney|"
    r"inspector|engineer|specialist|supervisor|deputy|coordinator|author|expert|steward|delegate"
)
_HONORIFIC_NAME = re.compile(r"\b(?:Mr|Ms|Mrs|Dr)\.?\s+[A-Z][a-z]+")
_NAME_AND_POST = re.compile(
    r"\b([A-Z][a-z]+)(?:\s+[A-Z]\.)?\s+((?:Ma?c)?[A-Z][a-z]+)(?:,\s*Jr\.)?\s*[,\n]?\s*(?:an?\s+|the\s+)?"
    rf"(?:[A-Za-z]+\s+){{0,3}}(?i:{_POSTS})\b"
)
# Capitalised words that start the name of a post or a body, not of a person ("The Associate Administrator",
# "Federal Railroad Administration, Office of the Chief Counsel").
_NOT_A_NAME = re.compile(
    rf"(?i:{_POSTS}|the|this|that|an?|each|every|any|such|our|your|its|their|federal|national|railroad|"
    r"administration|department|office|division|regional|associate|assistant|acting|general|senior|executive|safety|"
    r"transportation|aviation|motor|standards|institute|commission|council|union|european|data|protection|"
    r"regulations?|services?|flight|hazardous|materials|technical|sporting|financial|world|international|"
    r"automobile|federation|board|court|states?|united|member|track|signal|train|control|program|legal|law)"
)


_DETERMINER_BEFORE = re.compile(r"\b(?i:the|an?|its|our|their|your|his|her|this|that|each|every|any)\s+$")


def _names_a_person(sentence: str) -> bool:
    if _HONORIFIC_NAME.search(sentence):
        return True
    # "the Faculty Academic Integrity Officer", "the Amateur Rowing Federation Race Committee chair": words after an
    # article name a post or a body; a person's name takes none.
    return any(
        not any(_NOT_A_NAME.fullmatch(word) or _ROLES.fullmatch(word) for word in m.groups())
        and not _DETERMINER_BEFORE.search(sentence, 0, m.start())
        for m in _NAME_AND_POST.finditer(sentence)
    )


_DEFINING = re.compile(
    r"\b(?:means?|meaning|is\s+defined|are\s+defined|defined\s+as|refers?\s+to|denotes?|stands?\s+for|is\s+an?|"
    r"are|is\s+the|includes?|consists?\s+of|is\s+considered|shall\s+be\s+considered|is\s+any|is\s+one|"
    r"is\s+a\s+\w+|describes?|comprises?|i\.e\.)\b|[:—–]",
    re.I,
)
#: A list item's mark at the start of a line: "(a)", "(iv)", "(A)", "1.", "A.", "•", "-", and "o" or "◦" of a
#: second-level bullet (a word processor's open circle, which PDFs often print as a letter o). An upper-case mark
#: with a full stop is one letter: "No. 5" and "Mr. Smith" open no item.
LIST_ITEM_MARK = r"(?:\(?[A-Za-z0-9]{1,4}\)(?!\s?\d{3}[-.]\d{4})|[a-z0-9]{1,3}\.|[A-Z]\.|•|◦|●|▪|o(?=\s)|-|–|\*)"
_LIST_ITEM = re.compile(rf"(?m)^\s*{LIST_ITEM_MARK}\s+\S")

# Question patterns, tried in `classify`'s order.
_Q_PERMISSION = re.compile(
    r"(?:^|[,;:]\s*)\s*(?:so\s+|and\s+|but\s+|ok(?:ay)?,?\s+)?(?:can|may|must|should|could|is\s+(?:it|there|a|an|the|my|our)\b"
    r"[^?]{0,80}?\b(?:allowed|permitted|legal|ok|okay|required|mandatory|necessary|prohibited|forbidden|banned|"
    r"compulsory|obligatory|needed|acceptable|possible|exempt)|are\s+(?:we|they|you|teams|drivers|[a-z]+s|two|three|four|both|all|any|some)\b[^?]{0,60}?"
    r"\b(?:allowed|permitted|required|prohibited|forbidden|banned|obliged|exempt)|am\s+i|do\s+(?:i|we|you|they)\s+"
    r"(?:need|have)|does\s+(?:a|an|the|my|our|it|he|she|this|that|every|each)\b[^?]{0,80}?\b(?:need|have)\s+to|"
    r"do\s+\w+\s+(?:need|have)\s+to|is\s+\w+(?:\s+\w+)?\s+(?:allowed|permitted|required|prohibited|banned|legal)|"
    r"(?:does|do)\s+(?:\w+\s+){1,4}?(?:need|require|have\s+to)\b)",
    re.I,
)
# Units a question may ask its answer in ("in minutes", "in euros"): plural, so "in time" or "in kind" is none.
_IN_UNITS = (
    r"seconds|minutes|hours|days|weeks|months|years|feet|inches|metres|meters|miles|kilometres|kilometers|"
    r"kilograms|pounds|tons|tonnes|dollars|euros|percent"
)
# A price asked with a verb: "what does a permit for our second car cost?", "what will I pay for water each year?",
# "what are the charges for bulky waste?". "Cost" ends the subject ("what does the cost cap cover" names a cap), and
# the plural heads take what they are for: "what costs are excluded" asks for a list.
_ASKS_PRICE_BY_VERB = (
    r"\bwhat\s+(?:does|do|did|will|would|might|could|should)\s+(?:[\w'’-]+\s+){0,8}?costs?"
    r"(?=\s+(?:me|us|you|him|her|them|each|per|a|an|in|for|to|now|this|next|if|when)\b|\s*[?.!]|\s*$)|"
    r"\bwhat\s+(?:do|does|did|will|would|should|must|shall)\s+(?:i|we|you|they|he|she|one|my\s+\w+|our\s+\w+)\s+"
    r"(?:have\s+to\s+|need\s+to\s+|be\s+(?:expected|required|asked)\s+to\s+)?pay\b(?!\s+(?:attention|heed|regard)\b)|"
    r"\bwhat\s+(?:are|were|will\s+be|would\s+be)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:fees|charges|prices)\s+"
    r"(?:for|of|to|at|on)\b"
)
_Q_QUANTITY = re.compile(
    r"\bhow\s+(?:many|much|long|far|close|often|frequently|high|low|tall|wide|deep|big|large|heavy|fast|"
    r"quick(?:ly)?|old|soon|early|late|hot|cold|strong|thick|small|short|loud|bright)\b|"
    r"\bwhat(?:\s+is|\s+are|'s|’s|s|\s+was|\s+will|\s+would|\s+should)?\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+|their\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:max(?:imum)?|min(?:imum)?|limit|cutoff|number|amount|percentage|rate|fee|fine|"
    r"cost|price|sum|speed|distance|weight|height|length|width|depth|size|temperature|pressure|capacity|frequency|"
    r"duration|interval|age|quota|allowance|budget|cap|threshold|value|ratio|proportion|share|level|civil\s+"
    r"(?:money\s+)?penalt(?:y|ies)|resistance|voltage|probability|chance|likelihood|mass|flow|noise|decibels?|"
    r"concentration|dose|torque|heat\s+index|amperage|(?:dc|ac|electric(?:al)?)\s+current|tolerance|load|force|bmi|"
    # "the rack rent", "the standing charge", "the fixed penalty", "the qualifying total": amounts by their names.
    r"rent|charge|fixed\s+penalty|penalty\s+charge|total)\b|"
    rf"{_ASKS_PRICE_BY_VERB}|"
    # "What FEV1 percent predicted should I use as the cutoff?": the bound is asked, whatever is said before it.
    r"\b(?:as|for)\s+the\s+(?:cutoff|cut-off|threshold)\b|"
    # "What's the longest a medical card can be good for?", "the most and fewest races": a superlative asks for the
    # bound; "the most important ..." asks for something else.
    r"\bwhat(?:\s+is|\s+are|'s|’s|s|\s+was|\s+will\s+be)?\s+the\s+(?:longest|shortest|highest|lowest|loudest|"
    r"quietest|largest|smallest|biggest|heaviest|lightest|fastest|slowest|furthest|farthest|closest|oldest|"
    r"youngest|fewest|most|least)\b(?!\s+(?:important|common|recent|relevant|significant|likely|serious|"
    r"appropriate|effective|frequent|popular|critical|basic|senior|junior|suitable|useful|restrictive))|"
    # "above what DC current does a rig count as a test bench?", "at what speed ...": the bound is the answer.
    r"\b(?:above|below|over|beyond|exceed\w*|up\s+to|more\s+than|less\s+than)\s+what\b|\bat\s+what\s+"
    r"(?:speed|height|distance|temperature|pressure|level|rate|age|voltage|weight|altitude|depth)\b|"
    # "2025 tech regs: minimum car mass without fuel?": a limit asked in a few words.
    r"(?:^|[:;,]\s*)(?:the\s+)?(?:max(?:imum)?|min(?:imum)?)\s+\w+|"
    r"\bwhat\s+(?:percentage|percent|proportion|share|fraction)\b|\bhow\s+(?:many|much)\b|"
    # "What session timeout in minutes does AC-2(5) require?": a unit named after "in" is the one the answer is in.
    rf"\b(?:what|which)\b[^?]*\bin\s+(?:{_IN_UNITS})\b",
    re.I,
)
# The hours a place is open or a thing may be done: "opening hours", "filming hours", not "working hours per week".
_HOURS_OF_DAY = (
    r"\b(?:opening|closing|trading|filming|working|operating|business|office|visiting|quiet|curfew|enforcement|"
    r"controlled|restricted|charging|licensing|licensed|delivery|loading|collection|core|access|viewing)\s+hours\b"
    r"(?!\s+(?:of|per|in\s+a|a\s+(?:day|week)))"
)
_Q_DATE = re.compile(
    r"^\s*(?:when|by\s+when|until\s+when|till\s+when|since\s+when|from\s+when)\b|\b(?:what|which)\s+"
    r"(?:exact\s+|precise\s+|specific\s+)?(?:dates?|days?|years?|months?|time|deadlines?|hour)\b|\bdeadline\b|"
    r"\bby\s+what\s+(?:exact\s+|precise\s+)?(?:date|time|day)\b|"
    # "What are the filming hours on public holidays?", "trading hours in winter": times of day (`_Q_CLOCK`).
    rf"{_HOURS_OF_DAY}|\bhow\s+(?:soon|far\s+in\s+"
    r"advance|early|late)\b|"
    # "How fast must a controller correct the data?" asks for a deadline; "how fast can a train go" for a speed.
    r"\bhow\s+(?:quickly|fast|promptly)\b(?![^?]*\b(?:go|goes|going|travel\w*|run|runs|running|drive|"
    r"driv(?:es|en|ing)|move|moving|operat\w+|approach\w*|pass|passing|ride|fly|flying|accelerat\w+|speed|mph|km/h|"
    r"kph)\b)|\bwhat(?:'s|’s|\s+(?:are|is|were|was))\s+(?:the|its|their|this|that)\s+(?:\w+\s+){0,2}dates?\b|\b(?:when|until\s+when)\s+(?:is|are|"
    r"does|do|must|should|can|will|did|was|were)\b",
    re.I,
)
# "What time does the boathouse open?", "what time's the first race", "the filming hours on public holidays": a time
# of day is asked, which a deadline ("within 72 hours of filming") does not give.
_Q_CLOCK = re.compile(
    r"\bwhat\s+time(?:'s|’s)?\b(?!\s+(?:limit|period|frame|allowance|window|off|zone))|\bat\s+what\s+(?:time|hour)\b|"
    + _HOURS_OF_DAY,
    re.I,
)
# A time of day, or one set from an event ("40 minutes before the start").
_CLOCK = re.compile(
    r"(?<![\d.])\d{1,2}[:.]\d\d(?![\d])|(?<![\d.])\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)|"
    r"\b(?:midnight|noon|midday|sunrise|sunset|dawn|dusk|first\s+light|lighting[- ]up)\b|\b\d{4}\s*(?:hours|hrs|h)\b|"
    rf"(?<![\w.]){_NUMBER}\s*(?:minutes?|mins?|hours?|hrs?)\s+(?:before|after|prior\s+to)\s+the\s+(?:start|end|first|"
    r"last|scheduled|race|session|event|opening|close|closing)\b",
    re.I,
)
# "From what date did the GDPR apply?", "what year did FMCSA start ...": a day or a year of the calendar is asked, which
# a time condition ("when a company establishes profiles", "within one month") does not give (Li and Roth's NUM:date,
# apart from the deadline).
_Q_CALENDAR = re.compile(
    r"\b(?:what|which)\s+(?:exact\s+|calendar\s+)?(?:dates?|years?|months?|day\s+of\s+the\s+(?:year|month))\b", re.I
)
# A date written out, or a sentence that says which date counts ("the date of the examination", "dated").
_NAMES_A_DATE = re.compile(
    r"\b(?:dated|date\s+(?:of|on\s+which|that|when|the|a|an|it|this)|effective\s+(?:on|from|as\s+of))\b", re.I
)
# "What colour is the helmet?", "which color flag ...", "the colour of the vest?": a colour is asked; "which colour
# vision tests" asks for tests (a compound of which "colour" is no head).
_Q_COLOUR = re.compile(
    r"\b(?:what|which)\s+(?:\w+\s+){0,2}?(?:colou?rs?|shades?)\b(?!\s+(?:vision|blind\w*|deficien\w*|perception|"
    r"cod(?:e|es|ed|ing)|temperature|rendering|scheme))|\bcolou?rs?\s+of\b|"
    r"\bhow\s+(?:is|are|must|should)\b[^?]*\bcolou?red\b",
    re.I,
)
_COLOUR = re.compile(rf"\b(?:{COLOURS})\b", re.I)
_Q_WHO = re.compile(
    r"^\s*(?:who|whom|whose)\b|\b(?:who|whom)\s+(?:is|are|must|should|can|may|does|do|decides|approves|"
    r"issues|signs|pays|has|will)\b|"
    # "who at FMCSA am I supposed to notify?", "who in the chief counsel's office ...": someone of a body.
    r"\bwho\s+(?:at|in|from|within)\s+(?:the\s+)?[A-Z\w]|\b(?:which|what)\s+(?:body|bodies|organi[sz]ation|person|persons|people|"
    r"party|parties|official|officials|authority|authorities|agency|agencies|entity|office|department|officer|"
    r"individual|role|committee|team\s+member|member\s+of\s+staff)\b",
    re.I,
)
# "Which company makes ...", "which EU supervisory authority is ...", "which aviation schools has the FAA approved":
# the answer names one such body (Li and Roth's HUM:group), which a sentence naming only a role or the kind of body
# does not give. The body's noun is the question's focus, right after "which" and up to three words, and a verb or a
# relative word follows it: in "what options does an organization have" the focus is "options".
_BODY_NOUNS = (
    r"bod(?:y|ies)|organi[sz]ations?|authorit(?:y|ies)|agenc(?:y|ies)|compan(?:y|ies)|firms?|manufacturers?|"
    r"suppliers?|vendors?|makers?|railroads?|railways?|airlines?|carriers?|schools?|laborator(?:y|ies)|labs?|"
    r"providers?|operators?|teams?|courts?|states|countries|country|universit(?:y|ies)|institutions?|associations?|"
    r"commissions?|committees?|boards?|councils?|offices?|departments?|clubs?|circuits?"
)
_Q_WHICH_BODY = re.compile(
    r"\b(?:which|what)\s+(?:(?:were|are|was|is)\s+the\s+)?(?:(?!(?:is|are|was|were|does|do|did|has|have|had)\b)"
    rf"[\w'’-]+\s+){{0,3}}?(?P<body>{_BODY_NOUNS})(?=\s+(?:is|are|was|were|has|have|had|does|do|did|must|should|can|could|"
    r"may|might|will|would|shall|got|gets|makes?|made|approves?|approved|issues?|issued|runs?|owns?|provides?|"
    r"offers?|suppl(?:y|ies|ied)|builds?|built|manufactures?|manufactured|produces?|produced|operates?|operated|"
    r"maintains?|certifies|certified|hosts?|hosted|sells?|sold|that|which|who)\b)",
    re.I,
)
# "counts as", "is considered a": the frame of a definition asked by its use ("What counts as personal data?", "Who
# is considered a lone worker?").
_COUNTS_AS = (
    r"(?:actually\s+|exactly\s+|really\s+)?(?:counts\s+as|qualifies\s+as|(?:is|are)\s+considered\s+(?:as\s+)?(?=an?\s))"
)
_Q_DEFINITION = re.compile(
    r"^\s*(?:so\s+|and\s+|ok(?:ay)?,?\s+)?(?:what(?:'s|’s|s|\s+is|\s+are|\s+exactly\s+is|\s+exactly\s+are)\s+(?:an?\s+|the\s+"
    r"(?:definition|meaning)\s+of\s+(?:an?\s+|the\s+)?)?(?P<x>.+?)|what(?:\s+does|s|'s|’s)\s+(?:an?\s+|the\s+)?"
    r"(?P<y>.+?)\s+(?:mean|stand\s+for|refer\s+to)"
    # "what does X mean in the GDPR / under part 214": the scope follows the verb; the term is X
    r"(?:\s+(?:in|under|per|for\s+the\s+purposes?\s+of|according\s+to|as\s+used\s+in)\s+[^?]{1,50}?)?|"
    r"(?:define|definition\s+of|meaning\s+of)\s+(?:an?\s+|the\s+)?(?P<z>.+?)|"
    rf"(?:what|who)\s+{_COUNTS_AS}\s*(?:an?\s+|the\s+)?(?P<w>.+?)|what\s+is\s+meant\s+by\s+(?:an?\s+|the\s+)?"
    r"(?P<v>.+?)|what\s+do\s+(?:they|you|we)\s+mean\s+by\s+(?:an?\s+|the\s+)?(?P<u>.+?))\s*[?.!]*\s*$",
    re.I,
)
_Q_LIST = re.compile(
    r"\b(?:what|which)\s+(?:are|were)\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:requirements?|conditions?|types?|kinds?|"
    r"categories|items?|steps?|elements?|components?|criteria|documents?|records?|forms?|options?|reasons?|rules?|"
    r"duties|obligations?|responsibilities|rights?|functions?|outcomes?|exceptions?|exemptions?|grounds?|methods?|"
    r"procedures?|tests?|checks?|parts?|classes|levels?|tiers?|penalties|sanctions?|factors?|principles?|"
    r"contents?|details?|things?|materials?|tools?|signs?|limits?|restrictions?|stages?|phases?|tasks?)\b|"
    r"^\s*(?:list|name|enumerate|give\s+me)\b|\b(?:what|which)\s+(?:types?|kinds?|sorts?|categories|parts|items|"
    r"forms)\s+of\b|\b(?:what|which)\s+(?:[\w-]+\s+)?(?:factors|symptoms|findings|signs|conditions|criteria|requirements)\b|\bwhat\s+(?:information|documents?|details|records|items|things|data|"
    r"equipment|paperwork|topics|subjects|categories)\b|\bwhat\s+(?:must|should|does|do)\s+[^?]{0,60}\b(?:include|"
    r"contain|cover|list|show|consist\s+of)\b|\bwhich\s+\w+s\b\s+(?:are|must|should|may|can|need)|"
    # "Which picnic areas allow alcohol?", "which parks permit dogs": the things of a kind that a rule names.
    r"\bwhich\s+(?:[\w-]+\s+){0,2}?[\w-]*[^\Wsu]s\s+(?:allow|permit|require|qualify|count|include)s?\b",
    re.I,
)
# "What does ISO 9001 cover?", "what does this standard apply to": the scope of a document, which its scope clause
# states in a sentence, not a list.
_Q_SCOPE = re.compile(
    r"^\s*what\s+(?:does|do)\s+(?P<x>[^?]{1,60}?)\s+(?:cover|apply\s+to|deal\s+with)\s*[?.!]*\s*$", re.I
)


def _asks_scope(question: str) -> bool:
    """:returns: Whether the question asks what a document it names or points at covers (`_Q_SCOPE`)."""
    match = _Q_SCOPE.match(question)
    if match is None:
        return False
    subject = match.group("x")
    if re.search(r"\bnot$", subject):  # "what does LBS 204 not cover": its exclusions, a list
        return False
    coded = any(re.search(r"\d", code.group(0)) for code in DOCUMENT_CODE.finditer(subject))
    return coded or names_a_document(subject) or generic(subject)


# "What is a ...", with the indefinite article, asks what such a thing is, whatever its words ("a critical limit");
# "what's a team's spending cap" asks for the cap of one.
# "How long is a rail car considered to be in transportation?" asks until when a status holds, which a rule states as
# a time condition ("until it is delivered to a private track") as often as a duration: the answer of "until when".
_Q_LONG_AS = re.compile(r"\bhow\s+long\b[^?]*\b(?:considered|deemed|regarded|treated|classed|classified)\b", re.I)
# "What does 'free fall distance' mean?": the user quoted a term and asks its meaning, whatever words it holds
# ("distance" would otherwise ask for a length).
_Q_QUOTED_MEANING = re.compile(r"[\"“‘'][^\"”’'?]{2,60}[\"”’']\s+(?:mean|means|stand\s+for|refer\s+to)\b", re.I)
# "What is meant by X?", "what does X mean / stand for?": the words ask for a meaning, whatever X's words are ("what
# does reduced low voltage mean?" is no quantity question for its "voltage").
_Q_MEANING = re.compile(
    r"^\s*(?:what(?:s|'s|’s|\s+is|\s+are)\s+(?:exactly\s+)?meant\s+by\b|what\s+(?:does|do)\b[^?]{1,60}?\b(?:mean|stand\s+for)\s*[?.!]*\s*$)",
    re.I,
)
# "What is a critical limit?", "whats a retake" (typed without its apostrophe), and a term the user quotes after
# "the": "what is the 'leak allowance'?" asks what it is, though an allowance is an amount.
_Q_WHAT_IS_A = re.compile(
    r"^\s*what(?:s|'s|’s|\s+is|\s+are)\s+(?:an?\s+(?![\w-]+['’]s\b)|the\s+(?=[\"“‘'][^\"”’'?]{2,60}[\"”’']\s*\W*$))",
    re.I,
)
# "Who counts as a control operator?" asks for the definition of one, not for a person.
_Q_COUNTS_AS = re.compile(rf"^\s*who\s+{_COUNTS_AS}", re.I)
_WH = r"(?:what|who|whom|whose|how|when|which|where|why)\b"
_FRAMING = re.compile(
    # "Under CSF 2.0, ...", and without the comma "In the signal regs what is a shunt?" (up to six words, none a
    # question word, before the question word)
    rf"^\s*(?:(?:according\s+to|under|in|per)\s+(?:(?!{_WH})[\w.&/'’-]+\s+){{1,6}}?(?={_WH})|"
    rf"(?:according\s+to|under|in|per)\s+[^,]{{1,60}},\s*|(?:please|hey|hi|quick\s+question)[,:]?\s+|"
    r"(?:can|could)\s+you\s+(?:tell\s+me|explain|say)\s+|(?:i\s+(?:want|need)\s+to\s+know|tell\s+me|"
    r"do\s+you\s+know)\s+)",
    re.I,
)


@dataclass(frozen=True)
class Ask:
    """
    What a question asks for.

    :param kind: One of `KINDS`.
    :param unit: For `quantity`: the class of unit asked (a key of `UNITS`), `count` for any number, or `any` when the
        question does not say; for `who`, `person` when a person's name is asked (the holder of a post now, the writer
        of a letter), `name` when a body's name is ("which company ..."); None otherwise.
    :param term: For `definition`: the term to define, as the question writes it; for a `quantity` in `count`: the
        noun counted ("inspectors"); in `duration`: the time unit the question counts in ("hours", a name of
        `_TIME_SCALES`), when it names one; None otherwise.
    """

    kind: str
    unit: str | None = None
    term: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        """:returns: `kind`, `unit` and `term`, for a component's output."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict | None) -> "Ask":
        """
        :param data: What `to_dict` gave, or None.
        :returns: The Ask (`other` for None).
        """
        if not data:
            return cls("other")
        return cls(str(data.get("kind") or "other"), data.get("unit"), data.get("term"))

    def describe(self) -> str:
        """
        :returns: The kind of statement asked for, in words ("a duration", "a definition of OTMA"), naming the thing
            asked about where the reading of the question holds it: the term to define, or the noun counted ("the
            number of inspectors").
        """
        if self.kind == "quantity" and self.unit == "count" and self.term and not _VERB_FORM.search(self.term):
            return f"the number of {self.term}"
        if self.kind == "quantity" and self.unit == "duration" and self.term:
            return f"a number of {self.term}"
        if self.kind == "quantity":
            return {
                "duration": "a duration",
                "extent": "a length or a duration",
                "money": "an amount of money",
                "length": "a distance",
                "speed": "a speed",
                "mass": "a weight",
                "percent": "a percentage",
                "frequency": "how often",
                "count": "a number",
                "phone": "a telephone number",
                "age": "an age",
                "sound": "a sound level",
                "resistance": "a resistance",
                "temperature": "a temperature",
                "force": "a load",
                "ratio": "a ratio",
            }.get(self.unit or "", "a quantity")
        if self.kind == "definition":
            return f"a definition of {self.term}" if self.term else "a definition"
        return {
            "date": {"calendar": "a date", "clock": "a time of day"}.get(self.unit or "", "a date or deadline"),
            "permission": "whether it is allowed or required",
            "who": {"person": "a person's name", "name": "the name of a body"}.get(self.unit or "", "who"),
            "list": "a list",
            "colour": "a colour",
        }.get(self.kind, "an answer")


# A topic the user writes before the question, as a subject line ("CSF 2.0 - what is C-SCRM exactly?", "Bridge gang
# question: are two of us allowed to ...", "2026 F1 financial regs, Issue 3 (June 2025): who elects ..."): a colon or
# a spaced dash, then a question word, an auxiliary or a bound ("2024 tech regs - max thickness of a brake disc?").
_OPENERS = (
    r"can|could|may|might|must|do|does|did|is|are|am|was|were|will|would|should|shall|have|has|had|any|"
    r"max(?:imum)?|min(?:imum)?"
)
# The label is no question itself: in "Who is the 'controller' - is it us or our host?" the question comes first.
_TOPIC_LABEL = re.compile(
    rf"^(?!\s*(?:{_WH}|(?:{_OPENERS})\b))[^?:]{{1,80}}?(?::|\s[-–—]+)\s+(?=(?:{_WH}|(?:{_OPENERS})\b))", re.I
)


def _strip_framing(question: str) -> str:
    text = " ".join(question.split())
    for _ in range(3):
        stripped = _FRAMING.sub("", _TOPIC_LABEL.sub("", text, count=1), count=1)
        if stripped == text:
            break
        text = stripped
    return text


def _last_clause(question: str) -> str:
    # A situational question asks in its last sentence: "Our lookout saw the train late. How much warning ...?"
    parts = [p for p in re.split(r"(?<=[.!?])\s+(?=[A-Z])", question.strip()) if p.strip()]
    asking = [p for p in parts if p.rstrip().endswith("?")]
    return (asking[-1] if asking else parts[-1] if parts else question).strip()


_UNIT_NOUNS = (
    ("duration", r"seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|nights?|laps?"),
    ("length", r"feet|foot|inch(?:es)?|metres?|meters?|miles?|yards?|kilomet(?:er|re)s?|km|mm|cm"),
    ("mass", r"kilograms?|kg|pounds?|lbs?|tons?|tonnes?|grams?"),
    ("frequency", r"times"),
    ("percent", r"percent|per\s*cent"),
    ("money", r"dollars?|euros?|usd|eur"),
)


# An ordinal and the noun it counts ("third offence", "2nd violation"): one of a series.
_ORDINAL_WORDS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth 1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th".split()
)
_ORDINAL_NOUN = re.compile(rf"\b({'|'.join(_ORDINAL_WORDS)})\s+(?:or\s+\w+\s+)?([a-z][\w-]+)", re.I)


# Words that reach past the ordinals a sentence writes: "a second or subsequent offence" counts the third too.
_LATER_ONES = re.compile(r"\b(?:subsequent|thereafter|each\s+(?:additional|further)|or\s+more|or\s+later)\b", re.I)


def _ordinal_value(word: str) -> int:
    return _ORDINAL_WORDS.index(word.lower()) % 10


@lru_cache(maxsize=256)
def _ordinals(text: str) -> frozenset[tuple[int, str]]:
    """:returns: The (ordinal, noun) pairs a text counts by ("third offence": (2, "offence")); read once a question."""
    return frozenset((_ordinal_value(m.group(1)), m.group(2).lower().rstrip("s")) for m in _ORDINAL_NOUN.finditer(text))


def _another_ordinal(sentence: str, question: str) -> bool:
    """
    :returns: Whether the sentence counts the noun the question counts by an ordinal ("third offence") only by
        others ("a first offence", "a second offence"), never writing the question's.
    """
    asked = _ordinals(question)
    if not asked:
        return False
    if _LATER_ONES.search(sentence):
        return False
    given = {(_ordinal_value(m.group(1)), m.group(2).lower().rstrip("s")) for m in _ORDINAL_NOUN.finditer(sentence)}
    written = {_ordinal_value(w) for w in re.findall(rf"\b(?:{'|'.join(_ORDINAL_WORDS)})\b", sentence, re.I)}
    return any(n not in written and any(noun == other_noun for _m, other_noun in given) for n, noun in asked)


# A password's, key's or name's length ("minimum password length"): counted in characters (`_TEXT_UNITS`).
_TEXT_LENGTH = re.compile(
    r"\b(?:pas{1,2}word|passphrase|passcode|pin|key|username|user\s+name|string|name|field)\s+length\b", re.I
)
_TEXT_UNITS = "(?:characters?|digits?|letters?)"
#: The noun a text's length is counted in (`Ask.term` of "minimum password length").
TEXT_LENGTH_UNIT = "characters"


# "how many hours", "how much more time", "the maximum number of months": the words that may name the unit counted
# in. Not the period of a rate: "how much per week is the accessible room" asks a price a week, not a number of weeks.
_HOW_MANY = re.compile(
    r"\b(?:how\s+(?:many|much)|number\s+of)\s+(?!(?:per|a|an|each|every)\b)(?:more\s+|extra\s+|further\s+)?(\w+)"
    r"(?:\s+(\w+))?",
    re.I,
)


def _quantity_unit(question: str) -> str:
    q = question.lower()
    # "how many hours", "how many times": the unit is named; any other counted noun is a count.
    named = _HOW_MANY.search(q)
    asked_in = re.search(rf"\bin\s+({_IN_UNITS})\b", q)
    for word in (named.groups() if named else ()) + ((asked_in.group(1),) if asked_in else ()):
        for unit, nouns in _UNIT_NOUNS:
            if word and re.fullmatch(nouns, word):
                return unit
    rules = (
        # "the supervision ratio", "the staff-to-child ratio": so many people to so many others. A ratio of
        # things may be one number ("the compression ratio must not exceed 16.0"), which any quantity reads.
        (
            "ratio",
            r"\b(?:supervision|supervisory|staffing|staff|adults?|leaders?|lifeguards?|instructors?|teachers?|"
            r"supervisors?|carers?|coach(?:es)?|marshals?|stewards?)(?:[\s-]+to[\s-]+[\w-]+)?\s+ratios?\b|"
            r"\bratios?\s+of\s+(?:adults?|staff|leaders?|lifeguards?|instructors?|teachers?|supervisors?|carers?)\b",
        ),
        # "chance of", not "chance": "before we lose the chance to contest it" asks for no percentage. A percentage
        # the question gives ("overspends by less than 2%") is its condition: the unit asked is in its words.
        (
            "percent",
            r"\bpercent|\bpercentage|\bproportion\b|\bfraction\b|\bchance\s+of\b|\bprobability\b|"
            r"\blikelihood\b",
        ),
        (
            "sound",
            r"\bhow\s+loud\b|\bhearing\s+loss\b|\bloudest\b|\bquietest\b|\bnoise\b|\bsound\s+level\b|"
            r"\bdecibels?\b",
        ),
        ("resistance", r"\bresistance\b|\bohms?\b"),
        # An interest, tax or discount rate is a percentage; a heart or flow rate is not.
        ("percent", r"\b(?:interest|tax|vat|discount|exchange|tariff|vacancy|default)\s+rates?\b"),
        ("power", r"\bamps?\b|\bamperage\b|\b(?:dc|ac|electric(?:al)?)\s+current\b|\bvoltage\b|\bwatts?\b"),
        ("speed", r"\bhow\s+fast\b|\bspeed\b|\bmph\b|\bkm/h\b"),
        (
            "money",
            r"\bhow\s+much\b[^?]*\b(?:cost|costs|pay|paid|fee|fees|fine|fined|money|prize|price|spend|spent|"
            r"worth|dollars?|euros?|budget|compensation|salary|bonus|deposit|charge|charged|charges)\b|\bdollars?\b|"
            r"\beuros?\b|\bcivil\s+(?:money\s+)?penalt(?:y|ies)\b|"
            # "How much is a three-month consent?", "how much to hire a skip", "a licence for 6 months, how much?":
            # what it costs, unless a measure is named ("how much is the extra time", "how much sea time").
            r"^\W*how\s+much\s+(?:is|are|does|do|would|will)\s+(?:an?|one)\s|"
            r"\bhow\s+much(?:\s+(?:is|are|was|'s|’s|does|do|would|will|to|each|per|for)\b|\s*\??\s*$)"
            r"(?![^?]*\b(?:time|notice|leave|vision|headroom|space|room\s+for|weight|mass|load|water|fuel|ballast|"
            r"distance|clearance|longer|further|more)\b)|\bwhat(?:\s+is|\s+are|'s|’s)?\s+(?:the\s+|a\s+|our\s+)?"
            r"(?:[\w'’-]+\s+){0,2}(?:fee|fine|cost|price|budget|cap|prize|salary|compensation|deposit|rent|charge|"
            r"fixed\s+penalty|penalty\s+charge)\b|"
            rf"{_ASKS_PRICE_BY_VERB}",
        ),
        # "What's the toll-free number for reporting ...", "what number do I ring", "the number for the IT
        # provider's out of hours line": digits to dial, not a quantity.
        (
            "phone",
            r"\b(?:tele)?phone\b|\btoll[\s-]*free\b|\bhotline\b|\bfax\b|\bnumber\s+to\s+(?:call|ring|dial)\b|"
            r"\bnumber\s+(?:do|should|can|must)\s+(?:i|we|you|they)\s+(?:call|ring|dial)\b|"
            r"\bnumber\s+for\s+(?:the\s+|our\s+|your\s+)?[^?]{0,40}?\b(?:line|helpline|desk|helpdesk|switchboard)\b",
        ),
        ("frequency", r"\bhow\s+(?:often|frequently)\b|\bfrequency\b|\binterval\b"),
        ("count", r"\bhow\s+many\b|\bnumber\s+of\b"),
        ("age", r"\bhow\s+old\b|\bage\b"),
        # "How long" asks for a time or a length, and regulations answer it both ways; "how long does X have to
        # notify", "how long after ...", "how long must records be kept" ask for a time.
        (
            "duration",
            r"\bhow\s+(?:soon|early|late)\b|\bduration\b|\bperiod\b|\btime\s+limit\b|\bhow\s+much\s+"
            r"(?:time|notice|advance)|\bhow\s+far\s+in\s+advance\b|\bhow\s+long\s+(?:after|before|until|ago)\b|"
            r"\bhow\s+long\b(?=[^?]*\b(?:(?:have|has|had|get|gets)\s+to\s+\w+|keep|kept|retain\w*|wait\w*|last|lasts|"
            r"take|takes|valid|remain\w*|stay\w*|before|until|after)\b)|"
            # "how long am I allowed to sit in the same chair", "how long can a driver work": how long one may keep
            # doing something is a time.
            r"\bhow\s+long\b[^?]*\b(?:allowed|permitted|may|can|must)\b[^?]*\b(?:sit|work|drive|fly|park|trade|"
            r"stand|rest|be\s+on\s+duty|supervise|operate)\b",
        ),
        (
            "force",
            r"\b(?:lateral|vertical|longitudinal|static|test|impact|axial|side|ultimate)\s+loads?\b|"
            r"(?<!in )(?<!into )\bforce\b",
        ),
        ("mass", r"\bhow\s+heavy\b|\bweight\b|\bweigh\b|\bmass\b|\b(?:nano|micro|milli)grams?\b|\bng/ml\b"),
        ("temperature", r"\bhow\s+(?:hot|cold)\b|\btemperature\b|\bheat\s+index\b"),
        # A password's, key's or name's length is counted in characters, a count.
        ("count", _TEXT_LENGTH.pattern),
        ("length", r"\bhow\s+(?:thick|wide|tall|deep)\b|\b(?:length|distance|width|height|thickness|depth)\b"),
    )
    for unit, pattern in rules:
        if re.search(pattern, q):
            return unit
    # "How long is a fitness class?", "how long is the 7th from the yellows": a time or a length, and regulations
    # give both ways; never a price ("Fitness class | £7.20") or a bare count.
    if re.search(r"\bhow\s+long\b", q):
        return "extent"
    return "any"


#: The time units by scale: a question that names one ("how many hours") is answered in it or a neighbouring one.
_TIME_SCALES = (
    ("seconds", r"seconds?|secs?"),
    ("minutes", r"minutes?|mins?"),
    ("hours", r"hours?|hrs?|h"),
    ("days", r"(?:calendar\s+|business\s+|working\s+)?days?|nights?"),
    ("weeks", r"weeks?|wks?"),
    ("months", r"months?|mos?"),
    ("years", r"years?|yrs?"),
)
#: How many scales apart an answer's unit may be from the one asked: "how many days" is answered by "one month"
#: (GDPR's "within one month" of a request) or "72 hours", not by "every two years".
_SCALE_REACH = 2


def _named_time_unit(question: str) -> str | None:
    """:returns: The time unit a question counts in ("how many hours ..." -> "hours"), or None when it names none."""
    named = _HOW_MANY.search(question)
    if not named:
        return None
    return next((name for name, words in _TIME_SCALES if re.fullmatch(words, named.group(1), re.I)), None)


def _time_scale(unit_words: str) -> int | None:
    words = " ".join(unit_words.lower().split())
    return next((i for i, (_name, pattern) in enumerate(_TIME_SCALES) if re.fullmatch(pattern, words)), None)


_DURATION_UNIT = re.compile(rf"(?:{UNITS['duration']})(?![a-z])$", re.I)


def _in_scale(sentence: str, named: str, given: frozenset[str], reach: int = _SCALE_REACH) -> bool:
    """:returns: Whether the sentence states a duration (not one the question gives) within reach of the named unit."""
    asked = next(i for i, (name, _pattern) in enumerate(_TIME_SCALES) if name == named)
    for match in _UNIT_AFTER["duration"].finditer(sentence):
        if not _new(match.group(), given):
            continue
        unit = _DURATION_UNIT.search(match.group())
        scale = _time_scale(unit.group()) if unit else None
        # A unit of no known scale passes the loose check (reach `_SCALE_REACH`), never the exact one (reach 0).
        if (scale is None and reach == _SCALE_REACH) or (scale is not None and abs(scale - asked) <= reach):
            return True
    return False


def in_named_unit(sentence: str, ask: Ask, question: str = "") -> bool:
    """
    Whether a sentence states a duration in the very time unit the question names.

    "Within how many days ...?" is answered by "every 92 days" rather than by "2 months", which `states` also
    accepts as a neighbouring scale.

    :param sentence: A sentence of a passage.
    :param ask: What the question asks for (`classify`).
    :param question: The question: a duration it gives itself is no answer.
    :returns: True for a quantity question that names a time unit and a sentence with a new number of that unit.
    """
    if ask.kind != "quantity" or ask.unit != "duration" or not ask.term:
        return False
    return _in_scale(sentence, ask.term, given_numbers(question), reach=0)


_AUXILIARY = (
    r"do|does|did|are|is|was|were|can|could|may|might|must|shall|should|will|would|have|has|had|need|needs|per|in|"
    r"on|of|for|at|to|from|with|under|by|that|which|who|there|we|i|you|they|it|he|she|a|an|the|altogether|"
    r"total|allowed|required|permitted"
)


# The counted noun is the last word before a verb or the question mark, so "how many viewers watched ..." ends on
# the verb: a word of a verb's form is never named as what was counted.
_VERB_FORM = re.compile(r"(?:ed|ing)$", re.I)


def _counted_noun(question: str) -> str | None:
    """
    :returns: The head noun of "how many <noun phrase>" ("hazmat inspectors" -> "inspectors"); "characters" for the
        length of a password or a name; or None.
    """
    if _TEXT_LENGTH.search(question):
        return TEXT_LENGTH_UNIT
    match = re.search(
        r"\bhow\s+many\s+((?:[\w'’-]+\s+){0,5}?[\w'’-]+?)(?=\s+(?:" + _AUXILIARY + r")\b|\s*[?,.]|$)", question, re.I
    )
    if not match:
        return None
    words = match.group(1).split()
    # "How many kinds of complaints": what is counted is the complaints; documents write "two types of complaints".
    after = question[match.end() :]
    if (
        len(words) == 1
        and _CLASSIFIER.fullmatch(words[0])
        and (classed := re.match(rf"(?i)\s+of\s+{_PHRASE}(?=\s+(?:{_AUXILIARY})\b|\s*[?,.]|$)", after))
    ):
        words = classed.group(1).split()
    # What is counted is plural: the first plural word is the head, before any verb the phrase ran on to ("how many
    # missed tests make a ...", "how many members sit on ..."); else the phrase's last word.
    plural = next((w.lower() for w in words if _PLURAL.fullmatch(w)), None)
    head = plural or (words[-1].lower() if words else "")
    return head if len(head) >= 3 and not re.fullmatch(_AUXILIARY, head) else None


_PLURAL = re.compile(r"[a-z]{2,}[^su'’]s|people|personnel|staff|children|men|women|data|criteria", re.I)
_PHRASE = r"((?:[\w'’-]+\s+){0,3}?[\w'’-]+?)"  # a noun phrase of up to four words, as short as the text after allows
# Nouns that class what follows them ("kinds of complaints"), and nouns of the cases in which a rule applies, which
# writers vary ("in how many situations": "in four scenarios", "in the following cases").
_CLASSIFIER = re.compile(r"kinds?|types?|sorts?|categories|category|classes|forms|varieties", re.I)
_CASE_NOUNS = ("situation", "case", "circumstance", "scenario", "instance", "occasion")


# Other ways of asking for a definition: "What's the FAA's official definition of a flying club?", "How does 800-53B
# define a 'high value asset'?", "How is a siding defined in part 236?"
_Q_DEFINED = re.compile(
    r"^\s*(?:what(?:s|'s|’s)?|which)\b[^?]{0,40}?\b(?:definition|meaning)\s+of\s+(?:an?\s+|the\s+)?(?P<x>[^?]+?)\s*[?.!]*\s*$|"
    # "what is meant by reduced low voltage?"
    r"^\s*what(?:s|'s|’s|\s+is|\s+are)\s+(?:exactly\s+)?meant\s+by\s+(?:an?\s+|the\s+)?(?P<m>[^?]+?)\s*[?.!]*\s*$|"
    r"^\s*how\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(?P<y>[^?]+?)\s+(?:define|defined)\b[^?]*\??\s*$|"
    r"^\s*how\s+(?:does|do|did)\s+[^?]{1,40}?\s+define\s+(?:an?\s+|the\s+)?(?P<z>[^?]+?)\s*[?.!]*\s*$|"
    # "What does CP 7 mean by a complex lift?", "what does the handbook mean by the 'ambulatory service'?"
    # (the term ends the question: "... mean by an 'imminent hazard' when it issues an order?" asks of its use)
    r"^\s*what\s+(?:does|do|did)\s+[^?]{1,40}?\s+mean\s+by\s+(?:an?\s+|the\s+)?"
    r"(?P<b>(?:[\"“‘']?[\w-]+[\"”’']?\s*){1,5}?)\s*[?.!]*\s*$",
    re.I,
)
_NOT_HEADS = frozenset("mean means meant exactly actually precisely again really then here there now".split())
# A term the user marked with quotes; an apostrophe between letters is no closing quote ("'owner's agent'").
_QUOTED_TERM = re.compile(r"(?:^|(?<=\s))[\"“‘']((?:[^\"”’'?]|(?<=\w)['’](?=\w)){2,60})[\"”’'](?!\w)")


_CONTRASTED = re.compile(
    r",?\s+(?:as\s+opposed\s+to|compared\s+(?:with|to)|versus|vs\.?|rather\s+than|unlike|instead\s+of)\s+", re.I
)


def loosely_defined_term(question: str) -> str | None:
    """
    The term a question of no known kind may ask the meaning of: "what is the common path of egress travel?" asks
    what one is, where "what is the fee?" asks an amount and "what is the process for appeals?" something else, so
    `classify` reads no definition from "what is the ...".

    :param question: The question.
    :returns: The term ("common path of egress travel"), as `classify` would read it after "what is a"; None when the
        question is not "what is the ..." of a term (a prefix naming its topic, "egress chapter:", is left out).
    """
    q = _strip_framing(_last_clause(question or ""))
    q = re.sub(r"^[^:?]{1,40}:\s*(?=what\b)", "", q, flags=re.I)
    match = re.match(r"^\s*what(?:s|'s|’s|\s+is|\s+are)\s+the\s+(.+?)\s*[?.!]*\s*$", q, re.I)
    if not match or _Q_QUANTITY.search(q):
        return None
    return _definition_term(f"what is a {match.group(1)}")


def _definition_term(question: str) -> str | None:
    match = _Q_DEFINED.match(question) or _Q_DEFINITION.match(question)
    if not match:
        return None
    quoted = _QUOTED_TERM.search(question)
    if quoted:  # the term asked about, as the user marked it
        # ... and the noun it qualifies, when the question ends on it: "what counts as a 'machine-readable' format?"
        # asks what a machine-readable format is.
        head = re.match(r"\s+([a-z][\w-]*)\s*[?.!]*\s*$", question[quoted.end() :])
        if head and head.group(1).lower() not in _NOT_HEADS:
            return f"{quoted.group(1).strip()} {head.group(1)}"
        return quoted.group(1).strip()
    term = next((g for g in match.groups() if g), "").strip(" \"'“”‘’")
    # "what's a retake, as opposed to a resit?": the term set against another is the one asked about
    term = _CONTRASTED.split(term, maxsplit=1)[0]
    # "what is a shunt, exactly?": the adverb asks, it is no part of the term
    term = re.sub(r",?\s+(?:exactly|actually|precisely|again|then|really)$", "", term, flags=re.I)
    # "what is a lone worker under part 214" -> "lone worker"
    term = re.split(
        r"\s+(?:under|in|according\s+to|per|for\s+the\s+purposes?\s+of|as\s+used\s+in)\s+", term, maxsplit=1
    )[0]
    # "what's X mean": the verb that asks is no part of the term
    term = re.sub(r"\s+(?:mean|stand\s+for|refer\s+to)$", "", term, flags=re.I)
    words = term.split()
    # A definition names a thing in a few words; "what is the process for X when Y" asks something else.
    if not words or len(words) > 6 or words[0].lower() in {"the", "this", "that", "it", "there", "my", "our"}:
        return None
    if re.search(r"\b(?:if|when|required|allowed|permitted|needed|happens?|done|to\s+\w+)\b", term, re.I):
        return None
    # "What is HMG-120 about?", "what is the derail for?": the subject or the purpose of a thing, not its meaning.
    if words[-1].lower() in {"about", "for"}:
        return None
    return term


# "What's the lowest tier called?", "what is the highest level known as": the asked thing's name, not a quantity.
_Q_CALLED = re.compile(
    r"^\W*(?:what(?:['’]?s)?|which)\b(?!.*\bhow\s+(?:many|much)\b).*\b(?:called|known\s+as|termed|named\W*$)", re.I
)


# "What's the definition of risk tolerance?": a definition, whatever the term's words.
_Q_DEFINITION_OF = re.compile(r"\b(?:definition|meaning)\s+of\b", re.I)


def classify(question: str) -> Ask:
    """
    Read what a question asks for from its words (see the module docstring for the rules).

    :param question: The question, in any case; a situational question is read from its last sentence that ends
        in "?".
    :returns: The `Ask`; `other` when no rule matches (an empty question too).
    """
    q = _strip_framing(_last_clause(question or ""))
    kind, unit = "other", None
    if not q:
        pass
    elif _Q_PERMISSION.search(q):
        kind = "permission"
    elif _Q_COLOUR.search(q) and not re.search(r"\bhow\s+(?:many|much)\b", q, re.I):
        kind = "colour"
    elif (
        (_Q_WHAT_IS_A.match(q) or _Q_QUOTED_MEANING.search(q) or _Q_MEANING.match(q))
        and (term := _definition_term(q))
        and _names_more(term)
    ):
        # "What is a critical limit?" asks what one is; "what is the speed limit" asks for a quantity.
        return Ask("definition", term=term)
    elif _Q_LONG_AS.search(q) or (_Q_DATE.search(q) and not re.search(r"\bhow\s+(?:many|much|long)\b", q, re.I)):
        kind, unit = "date", ("calendar" if _Q_CALENDAR.search(q) else "clock" if _Q_CLOCK.search(q) else None)
    elif _Q_QUANTITY.search(q) and not _Q_CALLED.search(q) and not _Q_DEFINITION_OF.search(q):
        unit = _quantity_unit(q)
        term = _counted_noun(q) if unit == "count" else _named_time_unit(q) if unit == "duration" else None
        return Ask("quantity", unit=unit, term=term)
    elif _Q_NAME_OF.search(q):
        kind, unit = "who", "person"
    elif body := _Q_WHICH_BODY.search(q):
        return Ask("who", unit="name", term=body.group("body"))
    elif _Q_WHO.search(q) and not _Q_COUNTS_AS.match(q):
        if _Q_PERSON.search(q):
            return Ask("who", unit="person")
        kind = "who"
    elif _Q_LIST.search(q) and not _asks_scope(q):
        kind = "list"
    elif keyword := _keyword_ask(q):
        return keyword
    else:
        term = _definition_term(q)
        if term and _names_more(term):
            return Ask("definition", term=term)
    return Ask(kind, unit)


# A query in a few words, as typed into a search box, with no question word: its head is what it asks for
# ("annual street trading consent price", "fine for submitting results late", "asbestos survey retention period",
# "deadline for filing an appeal"). The head ends the query or comes before what it is of or for.
_MONEY_HEADS = r"fees?|prices?|costs?|charges?|fines?"
_KEYWORD_HEAD = (
    rf"{_MONEY_HEADS}|(?:retention\s+|notice\s+)?period|retention|time\s+limit|time-?outs?|deadline|age|"
    r"interval|frequency|length|distance|height|width|depth|weight|speed|temperature|limit|threshold|capacity|ratio"
)
# The head ends the query, comes before what it is of or for, or before the thing it is of named bare
# ("harvest interval potatoes").
_Q_KEYWORD = re.compile(
    rf"^\W*(?:[\w'’.&/-]+\s+){{0,6}}?(?P<head>{_KEYWORD_HEAD})"
    r"(?:\s+(?:for|of|on|in|to|under|at|per|when|if|after|before|from)\b[^?]{0,80}|(?:\s+[a-z][\w'’-]*){1,2})?\W*$",
    re.I,
)
_ASKS_AS_A_SENTENCE = re.compile(
    rf"\b{_WH}|^\s*(?:is|are|was|were|can|could|may|might|must|do|does|did|should|will|would|shall|has|have|had|"
    r"tell|explain|describe|show|list|give|summari[sz]e|outline)\b",
    re.I,
)
_MONEY_HEAD = re.compile(_MONEY_HEADS, re.I)


def _keyword_ask(query: str) -> Ask | None:
    """:returns: What a query of a few words with no question word asks for by its head noun, or None."""
    if len(query.split()) > 12 or _ASKS_AS_A_SENTENCE.search(query):
        return None
    match = _Q_KEYWORD.match(query)
    if match is None:
        return None
    head = match.group("head").lower()
    if head == "deadline":
        return Ask("date")
    if _MONEY_HEAD.fullmatch(head):
        return Ask("quantity", unit="money")
    if head == "retention" or head.startswith(("timeout", "time-out")):
        return Ask("quantity", unit="duration")  # "AAL2 idle timeout": a time
    unit = _quantity_unit(query)
    return Ask("quantity", unit=unit, term=_named_time_unit(query) if unit == "duration" else None)


def _names_more(term: str) -> bool:
    """:returns: Whether a term names more than an article by id: "what's in § 214.7" asks for its text, no meaning."""
    if not cited_articles(term):
        return True
    rest = without_citations(term).strip()
    # "section 6 of the travel policy": what follows the id names its document.
    if re.match(r"(?:\(\w{1,4}\)\s*)*(?:of|in|from)\b", rest, re.I):
        return False
    return bool(re.search(r"[^\W\d_]{2,}", re.sub(r"\b(?:in|of|under|the|a|an)\b", " ", rest, flags=re.I)))


# Where a question goes on to ask a second thing: "..., and how long does the respondent have to reply?".
_AND_ASKS = re.compile(
    rf",?\s+and\s+(?=(?:{_WH}|(?:is|are|can|could|may|must|do|does|did|will|should|has|have)\b))", re.I
)


def clauses(question: str) -> int:
    """
    How many things a question asks: its sentences that end in "?", each counted once more for every ", and" that
    opens a further question in it ("Which form does an inspector use, and how long does the respondent have to
    reply?" asks two).

    :param question: The question.
    :returns: The number of clauses that ask, at least 1.
    """
    return max(1, len(asked_clauses(question)))


def asked_clauses(question: str) -> list[str]:
    """
    :param question: The question.
    :returns: The clauses that ask something (see `clauses`), in the question's order; the question itself when it
        has none ("Max fuel flow").
    """
    sentences = [p for p in re.split(r"(?<=[.!?])\s+(?=[A-Za-z])", question.strip()) if p.strip()]
    asking = [p for p in sentences if p.rstrip().endswith("?")] or sentences[-1:]
    return [part.strip() for sentence in asking for part in _AND_ASKS.split(sentence) if part.strip()] or [question]


def given_numbers(question: str) -> frozenset[str]:
    """
    :param question: The question.
    :returns: The numbers it writes in digits, without their thousands separators ("2%" -> "2", "$25,000" ->
        "25000"), for `states` to tell a quantity the question gives from one that answers it.
    """
    return frozenset(n.replace(",", "") for n in re.findall(r"\d[\d,]*(?:\.\d+)?", question or ""))


def _new(found: str, given: frozenset[str]) -> bool:
    # A quantity the question itself gives ("overspends the cost cap by less than 2%") is the question's condition,
    # not its answer: a sentence that repeats it answers nothing more. Number words are read as new.
    numbers = {n.replace(",", "") for n in re.findall(r"\d[\d,]*(?:\.\d+)?", found)}
    return not numbers or not numbers <= given


def _any_new(pattern: re.Pattern[str], sentence: str, given: frozenset[str]) -> bool:
    return any(_new(m.group(), given) for m in pattern.finditer(sentence))


_AGED = re.compile(r"\b(?:aged|age\s+of|ages?)\s*$", re.I)
_AGED_AFTER = re.compile(r"\s*(?:or\s+(?:over|older|above|more\s+years)|years?\s+old)\b", re.I)


def _counts(sentence: str, noun: str | None, given: frozenset[str] = frozenset()) -> bool:
    """
    :returns: Whether the sentence counts the noun: a count number with the noun within five words after it ("10
        States", "three security and privacy control baselines"), or "number of <noun>" with a count number; any
        count number when the question names no noun. A number of `given` counts nothing new.
    """
    numbers = [m for m in _count_numbers(sentence) if _new(m.group(), given)]
    if not numbers:
        return False
    if not noun:
        # Any count, but a count: an amount of money, a measure or an age ("£26 a year", "6 metres", "aged 65 or
        # over") counts nothing. A length of time may be the count ("the minimum number of days": "35 days").
        measured = {
            m.start()
            for unit, pattern in _UNIT_AFTER.items()
            if unit not in ("duration", "extent")
            for m in pattern.finditer(sentence)
        }
        money = [m.span() for m in _MONEY_BEFORE.finditer(sentence)]  # "£26": the number ends the amount's match
        return any(
            m.start() not in measured
            and not any(start <= m.start() < end for start, end in money)
            and not _AGED.search(sentence[max(0, m.start() - 12) : m.start()])
            and not _AGED_AFTER.match(sentence[m.end() : m.end() + 14])
            for m in numbers
        )
    stem = re.escape(noun.lower().rstrip("s")[:-1] if len(noun) > 5 else noun.lower().rstrip("s"))
    if noun.lower().rstrip("s") in _CASE_NOUNS:
        stem = "(?:" + "|".join(_CASE_NOUNS) + ")"
    elif noun == TEXT_LENGTH_UNIT:
        stem = _TEXT_UNITS  # "at least 8 characters", "a 6-digit PIN"
    if re.search(rf"\bnumber\s+of\s+(?:\w+\s+){{0,3}}{stem}", sentence, re.I):
        return True
    return any(
        re.match(rf"(?:\s*\(\s*\d+\s*\))?(?:\W+\w+){{0,4}}?\W+{stem}", sentence[m.end() :], re.I) for m in numbers
    )


# "What's the rain limit ...?", "what HbA1c level ...", "the minimum image resolution": the thing a limit or level is
# of, named before the word; a sentence that states a number about another thing ("wind speed exceeds 22 knots")
# does not give it. Unit nouns ("speed limit", "noise level") are left to the unit asked.
_MEASURED = re.compile(
    r"\b(?:what|which)(?:s|'s|’s|\s+is|\s+are|\s+was)?\s+(?:the\s+|a\s+|an\s+|our\s+)?(?:max(?:imum)?\s+|min(?:imum)?\s+|"
    r"acceptable\s+|allowed\s+|permitted\s+)?(?P<x>(?:(?!(?:the|a|an|our)\b)[a-z][\w-]*\s+){1,2}?)(?:limit|level|threshold|resolution|"
    r"cut-?off)s?\b|"
    # a query of a few words that opens with the thing ("copper or zinc limit in the permit")
    r"^\s*(?P<z>(?:[a-z][\w-]*\s+){1,3}?)(?:limit|threshold)s?\b",
    re.I,
)
# The thing a limit is for, named after it: "the limit for nitrate in ...", "bag limit for roach", "the daily maximum
# for phosphorus".
_LIMIT_FOR = re.compile(
    r"\b(?:limit|threshold|maximum|minimum)s?\s+(?:for|of|on)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<y>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)",
    re.I,
)
_UNIT_NOUNS_ASKED = frozenset(
    analyze(
        "speed weight mass height length width depth distance temperature pressure age time noise sound voltage "
        "current power frequency duration money cost price fee fine penalty percentage dose amount number count"
    )
)


@lru_cache(maxsize=256)
def measured_terms(question: str) -> frozenset[str]:
    """
    :param question: The question.
    :returns: The terms of the thing whose limit or level the question asks ("rain" of "What's the rain limit for
        sailing?"), unless it is a unit's noun ("speed limit"), which the unit asked covers; empty for others.
    """
    # What follows "limit for" names the thing limited, over what comes before ("bag limit for roach": roach),
    # unless it is an activity ("the rain limit for sailing": rain; read by its "-ing", which also takes a few
    # nouns, "grayling", for activities).
    limited = _LIMIT_FOR.search(question)
    if (
        limited is not None
        and not limited.group("y").split()[0].lower().endswith("ing")
        and (terms := frozenset(analyze(limited.group("y"))) - _UNIT_NOUNS_ASKED)
    ):
        return terms
    match = _MEASURED.search(question)
    if not match:
        return frozenset()
    return frozenset(analyze(match.group("x") or match.group("z"))) - _UNIT_NOUNS_ASKED


def _another_thing(sentence: str, heading: str, question: str) -> bool:
    """
    :returns: Whether the question asks the limit or level of a thing (`measured_terms`) that the sentence and its
        heading never name.
    """
    measured = measured_terms(question)
    return bool(measured) and not measured & set(analyze(f"{heading}\n{sentence}"))


# The dimensions of a thing, by the words that ask for one and those that tag a measure as one: "how wide", "the
# width of"; "30 yards wide", "a width of 30 yards", "in width".
_DIMENSIONS = {
    "length": (
        r"how\s+long\b(?![^?]*\b(?:before|after|until|since|ago|for|last|take|valid|keep|wait))|\blength\b",
        r"long|length",
    ),
    "width": (r"how\s+wide\b|\bwidth\b|\bbreadth\b", r"wide|width|breadth"),
    "height": (r"how\s+(?:high|tall)\b|\bheight\b|\bheadroom\b", r"high|tall|height|above|headroom"),
    "depth": (r"how\s+deep\b|\bdepth\b", r"deep|depth"),
    "thickness": (r"how\s+thick\b|\bthickness\b", r"thick|thickness"),
}
_LENGTH_MEASURE = re.compile(rf"{_NUMBER}\s*(?:{UNITS['length']})(?![a-z])", re.I)
# Compiled once: the check runs on every sentence read for a quantity question. For each dimension: the question
# asks it; the sentence names it; a measure is tagged as another (the tag after it, or before it with "of", a bound).
_DIMENSION_ASKS = {name: re.compile(ask, re.I) for name, (ask, _tag) in _DIMENSIONS.items()}
_DIMENSION_NAMED = {name: re.compile(rf"\b(?:{tag})\b", re.I) for name, (_ask, tag) in _DIMENSIONS.items()}
_OTHER_TAGS = {
    name: "|".join(tag for other, (_ask, tag) in _DIMENSIONS.items() if other != name) for name in _DIMENSIONS
}
_TAG_AFTER = {name: re.compile(rf"\s*(?:\(|,)?\s*(?:{tags})\b", re.I) for name, tags in _OTHER_TAGS.items()}
_TAG_BEFORE = {
    name: re.compile(rf"\b(?:{tags})\s+(?:of\s+)?(?:at\s+least\s+|not\s+more\s+than\s+|up\s+to\s+)?$", re.I)
    for name, tags in _OTHER_TAGS.items()
}


# A question on how long a thing is kept ("how long do we keep CCTV footage", "asbestos survey retention period",
# "how long should samples be stored") asks its retention period: a time for something else done to it ("report it
# within 1 hour", "inspected every 6 months") is no answer. A sentence states one by keeping, storing, holding or
# archiving it, by its destruction, deletion or disposal after the time, or under a column head of retention.
# "Keep using", "keep an eye on", "keep away" and "kept at 28 °C" ask no retention, nor a store that is a shop ("how
# long is the store open"): "store" asks one as a verb only ("how long do you store my data").
_ASKS_RETENTION = re.compile(
    r"\b(?:keep|keeps|kept|retain(?:s|ed)?|retention|stored|(?:i|we|you|they|to|do|does|must|should|can|will)\s+store)\b"
    r"(?!\s+(?:\w+ing\b|away\b|an?\s+eye\b|up\b|out\b|off\b|clear\b|at\b|on\b))",
    re.I,
)
_STATES_RETENTION = re.compile(
    r"\b(?:keep|keeps|keeping|kept|retain\w*|retention|stor(?:e|ed|es|ing|age)|holds?|held|archiv\w*|destr(?:oy|uct)\w*|"
    r"delet\w*|dispos\w*|purg\w*|eras\w*|overwrit\w*|preserv\w*|maintain\w*)\b",
    re.I,
)


def _another_act(sentence: str, heading: str, question: str) -> bool:
    """
    :returns: Whether the question asks how long a thing is kept (`_ASKS_RETENTION`) and the sentence, with its
        heading, says nothing of keeping it (`_STATES_RETENTION`): its time is for another act.
    """
    return bool(_ASKS_RETENTION.search(question)) and not _STATES_RETENTION.search(f"{heading}\n{sentence}")


def _another_dimension(sentence: str, question: str) -> bool:
    """
    :returns: Whether the question asks one dimension of a thing ("how wide is the U8 field") and every measure of
        length the sentence gives is tagged as another ("The U8 field is 50 yards long"; "at least 1.5 m above the
        landing surface" for how thick the mats are). A measure with no dimension word beside it may be the one
        asked, and so may a sentence that names the asked dimension anywhere.
    """
    asked = [name for name, pattern in _DIMENSION_ASKS.items() if pattern.search(question)]
    if len(asked) != 1 or _DIMENSION_NAMED[asked[0]].search(sentence):
        return False
    after, before = _TAG_AFTER[asked[0]], _TAG_BEFORE[asked[0]]
    measures = list(_LENGTH_MEASURE.finditer(sentence))
    return bool(measures) and all(
        after.match(sentence[m.end() : m.end() + 20]) or before.search(sentence[max(0, m.start() - 30) : m.start()])
        for m in measures
    )


def _has_quantity(
    sentence: str, unit: str | None, noun: str | None = None, given: frozenset[str] = frozenset()
) -> bool:
    if unit == "count":
        return _counts(sentence, noun, given)
    if unit in (None, "any"):
        # A quantity of any class, an amount of money, or a count: a section number or a year is none.
        return (
            any(_any_new(pattern, sentence, given) for pattern in _UNIT_AFTER.values())
            or _any_new(_MONEY_BEFORE, sentence, given)
            or any(_new(m.group(), given) for m in _count_numbers(sentence))
        )
    if unit == "age":
        # An age is years or months old: "14 days" is no one's age; or people of an age, "children under 8",
        # "under-16s".
        return _any_new(_AGE_SPAN, sentence, given) or any(_new(m.group(), given) for m in _AGE_OF.finditer(sentence))
    if unit == "money":
        return (
            _any_new(_MONEY_BEFORE, sentence, given)
            or _any_new(_UNIT_AFTER["money"], sentence, given)
            or _any_new(_PAY_PERIOD, sentence, given)
        )
    if unit in ("phone", "ratio"):  # digits to dial, or so many to so many: a form, not a unit's words
        return (_PHONE if unit == "phone" else _RATIO).search(sentence) is not None
    if unit == "frequency":
        # "how often" is also answered by an interval: a length of time the sentence, or the column head of its table
        # row, calls one ("Room pressure alarm | function check | 6 months" under "Maximum interval").
        return (
            _FREQUENCY_WORDS.search(sentence) is not None
            or _any_new(_UNIT_AFTER["frequency"], sentence, given)
            or (_INTERVAL.search(sentence) is not None and _any_new(_UNIT_AFTER["duration"], sentence, given))
        )
    # A number of the unit's words: a duration is a number of time units ("72 hours", "one month"), a date or a year
    # is none; in the time unit the question names, or a neighbouring one ("how many hours": not "every two years").
    return (
        _in_scale(sentence, noun, given)
        if unit == "duration" and noun
        else _any_new(_UNIT_AFTER.get(unit) or _ANY_NUMBER, sentence, given)
    )


# A capitalised name inside a sentence ("the Race Director", "the Secretary of Transportation").
_CAPITALISED_NAME = re.compile(r"(?<=[a-z,;]\s)(?:the\s+)?[A-Z][a-z]+(?:\s+(?:of\s+)?[A-Z][a-z]+)*")


# The last word of a body's name, capitalised as part of it ("Data Protection Commission", "Union Pacific Railroad").
_BODY_NAME_ENDS = (
    r"Commission|Board|Agency|Office|Administration|Authority|Company|Corporation|Corp|Inc|Ltd|LLC|GmbH|Railroad|"
    r"Railway|Council|Committee|Court|Department|Ministry|Institute|Association|School|University|Laboratory|Bureau|"
    r"Service|Federation|Group"
)


def _names_one(sentence: str, noun: str, question: str) -> bool:
    """
    :returns: Whether the sentence names a body of the kind `noun` ("company", "authorities"), which the question does
        not name: a capitalised name ending in the noun ("Union Switch & Signal Company", "the Irish Supervisory
        Authority") or in a body's word ("the Data Protection Commission" for "which authority").
    """
    stem = re.escape(noun.lower()[:-3] if noun.lower().endswith("ies") else noun.lower().rstrip("s"))
    asked = {w.lower() for w in re.findall(r"[\w&-]+", question)}
    name = r"(?:[A-Z][\w&.'’-]*\s+(?:&\s+|of\s+|and\s+)?){1,5}"
    for m in re.finditer(rf"(?<![\w-]){name}(?:(?i:{stem}\w*)|{_BODY_NAME_ENDS})\b", sentence):
        # Its own words, not the question's, and not only words that start a post's or a body's description ("A
        # State", "Federal railroad").
        words = re.findall(r"[\w&-]+", m.group())[:-1]
        if m.start() > 0 and any(
            w.lower() not in asked and w.lower() not in ("of", "and", "&") and not _NOT_A_NAME.fullmatch(w)
            for w in words
        ):
            return True
    return False


def _names_a_body(sentence: str, question: str = "") -> bool:
    """
    :returns: Whether the sentence names a body or role, a role word, an acronym or a capitalised name, that the
        question does not name itself, nor spell out (`expands`: "AME" of "approved medical examiner").
    """
    return any(
        _not_the_questions(m.group(), question)
        for pattern in (_ROLES, _ACRONYM, _CAPITALISED_NAME)
        for m in pattern.finditer(sentence)
    )


def _not_the_questions(name: str, question: str) -> bool:
    """
    :returns: Whether a name a sentence gives is not one the question gives: a word of it that the question does not
        write (plural or not), and not an acronym of the question's words ("AME" beside "Approved Medical Examiner"
        for "who is the approved medical examiner?": the question's name, cut short).
    """
    asked = {w.lower().rstrip("s") for w in re.findall(r"[\w&-]+", question)}
    words = [w.lower().rstrip("s") for w in re.findall(r"[\w&-]+", name)]
    return any(w not in asked and w not in ("the", "of") for w in words) and not (
        _ACRONYM.fullmatch(name) is not None and expands(name, question)
    )


# A body asked for that is a country, whose name does not end in its noun ("Ireland and the Netherlands" for "which
# countries"): a capitalised name the question does not give. Not an acronym: "FRA" is a body, not a country.
_PLACE_NOUNS = frozenset({"country", "countries"})


def _names_who(sentence: str, ask: Ask, question: str) -> bool:
    if ask.unit == "name" and (ask.term or "").lower() in _PLACE_NOUNS:
        return any(_not_the_questions(m.group(), question) for m in _CAPITALISED_NAME.finditer(sentence))
    if ask.unit == "name":
        return _names_one(sentence, ask.term or "", question)
    return _names_a_person(sentence) if ask.unit == "person" else _names_a_body(sentence, question)


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w).lower()


def expands(term: str, text: str) -> bool:
    """
    :param term: An abbreviation (`OTMA`).
    :param text: A sentence or heading.
    :returns: Whether the text spells the abbreviation out: a run of its words, hyphenated parts counted apart,
        whose initials are the abbreviation's letters ("One-Time Movement Approvals" for OTMA).
    """
    letters = re.sub(r"[^a-z0-9]", "", term.lower())
    if len(letters) < 2:
        return False
    words = [w for w in re.split(r"[\s\-–/]+", re.sub(r"[^\w\s\-–/]", " ", text)) if w]
    content = [w for w in words if w.lower() not in {"of", "and", "the", "for", "to", "in", "on", "a", "an", "&"}]
    for sequence in (words, content):
        initials = _initials(sequence)
        if letters in initials:
            return True
    return False


def abbreviation_head(term: str) -> str | None:
    """:returns: The abbreviation a term of several words opens with ("TWIC card" -> "TWIC"), or None."""
    words = term.split()
    return words[0] if len(words) > 1 and _is_abbreviation(words[0]) else None


def _is_abbreviation(term: str) -> bool:
    bare = term.rstrip("s")
    return 2 <= len(bare) <= 10 and sum(c.isupper() for c in bare) >= 2 and " " not in bare


# What may stand before a term that opens its sentence: list marks, bullets, section numbers and an opening quote
# ("(5) ‘", "§ 236.802 ", "a. ", "• ").
_OPENING = re.compile(
    r"\s*(?:(?:[§¶]+\s*)?(?:\d[\w.()\-]*|\([a-z\d]{1,4}\)|[a-z]{1,2}[.)]|[•◦●▪*–-])\s+)*[\"“‘]?\s*", re.I
)


def _qualified_if(words: list[str]) -> re.Pattern[str]:
    """
    A term of a modifier and a head defined by the condition under which the head takes the modifier: "A hazard is
    “imminent” if it is reasonably likely to ..." defines an imminent hazard; "a track is considered fouled when ...".
    """
    head, modifier = words[-1], r"[\s\-]+".join(words[:-1])
    return re.compile(
        rf"(?<!\w){head}\w*\s+(?:is|are)\s+(?:(?:considered|deemed|regarded\s+as)\s+)?[\"“‘']?{modifier}\w*[\"”’']?,?"
        r"\s+(?:if|when|where|once|whenever)\b",
        re.I,
    )


# What may open a sentence after a term without it being a definition: a verb ("4.1 lifting accessories shall be
# examined") or a word that carries on the term's phrase ("competent person in charge").
_NOT_A_DEFINITION = re.compile(
    r"(?:shall|must|may|should|will|would|can|could|is|are|was|were|has|have|had|does|do|did|need|needs|applies|apply|"
    r"of|in|on|at|for|to|with|and|or|by|from|under|as|that|which|who)",
    re.I,
)


def _terms_entry(words: list[str], sentence: str) -> bool:
    """
    Whether a sentence is an entry of a terms-and-definitions clause for a term, as ISO and EN standards lay them
    out (ISO/IEC Directives, Part 2, "Terms and definitions"): the entry's number, the term in lower case, an
    abbreviated form, then the definition, a noun phrase in lower case with no defining word before it; the lines
    joined, "3.1 competent person person with sufficient practical and theoretical knowledge ...".

    :param words: The term's words, escaped for a pattern, a plural's "s" cut off.
    :param sentence: The sentence.
    :returns: True for "3.1 competent person person with ...", False for "4.1 lifting accessories shall be ...".
    """
    entry = re.match(
        r"\s*\d+(?:\.\d+)+\s+((?i:"
        + r"\w*[\s\-]+".join(words)
        + r"\w*))\s+(?:\(?[A-Z][A-Z\d]{1,9}s?\)?\s+)?([a-z][\w'’-]*)",
        sentence,
    )
    return entry is not None and entry.group(1)[0].islower() and not _NOT_A_DEFINITION.fullmatch(entry.group(2))


#: A sentence that names what the sentence before it describes: "This is the leak allowance.", "These are known as
#: visitor permits." (`defines` reads the pair; the extractive answer quotes them together).
NAMES_BACK = re.compile(
    r"(?:this|that|these|such\s+\w+)\s+(?:is|are)\s+(?:(?:then\s+)?(?:called|known\s+as|referred\s+to\s+as|termed)\s+"
    r"(?:the\s+|an?\s+)?|the\s+|an?\s+)[\"“‘']?(?P<name>[\w'’-]+(?:\s+[\w'’-]+){0,3})[\"”’']?\s*[.!]$",
    re.I,
)


def _names_back(words: list[str], sentence: str) -> bool:
    """
    :returns: Whether the sentence ends on a sentence that names the term back (`NAMES_BACK`), after the sentence
        that describes it: "If you do, we will reduce your bill ... . This is the leak allowance.".
    """
    last = re.split(r"(?<=[.!?])\s+", sentence.strip())
    if len(last) < 2:
        return False
    named = NAMES_BACK.fullmatch(last[-1])
    return named is not None and re.fullmatch(r"\w*[\s\-]+".join(words) + r"\w*", named.group("name"), re.I) is not None


def defines(term: str, sentence: str) -> bool:
    """
    :param term: The term asked about ("lone worker", "OTMA").
    :param sentence: A sentence or heading of a passage.
    :returns: Whether the sentence defines the term: it expands the abbreviation, or it holds the term (its words,
        in order, allowing a plural) with a defining word after it or a glossary mark ("Lone worker. An individual
        ...", "Fouling a track means ...").
    """
    # "TWIC card", "OTMA application": an abbreviation and the noun it qualifies are defined where the abbreviation
    # is spelled out ("a Transportation Worker Identification Credential (TWIC) Card").
    short = term if _is_abbreviation(term) else abbreviation_head(term)
    if short and expands(short, sentence):
        return True
    words = [re.escape(w.rstrip("s")) for w in re.findall(r"[\w'’-]+", term)]
    if not words:
        return False
    if (
        (len(words) > 1 and _qualified_if(words).search(sentence))
        or _names_back(words, sentence)
        or _scale_level(words, sentence)
    ):
        return True
    match = _term_in(words, sentence)
    if not match:
        return False
    after = sentence[match.end() : match.end() + 60]
    before = sentence[: match.start()]
    # "touching the car ... will all constitute working", "such a failure shall be deemed a breach": what the
    # sentence names first is what counts as the term.
    if (_COUNTS_BEFORE.search(before) and len(before.split()) >= 3) or re.match(
        r",?\s*(?:means?|is|are|refers?|denotes?|shall\s+mean|includes?|has\s+the|is\s+defined|as\s+defined|"
        r"consists?|comprises?)\b",
        after.lstrip(),
        re.I,
    ):
        return True
    # A glossary mark after the term ("Lone worker. An individual ...", "Shunt: a by-path", "Shunt — ...") defines it
    # only where the term opens the sentence: "... also processes special categories of personal data." ends with it.
    # So does a standard's terms entry, which has no mark ("3.1 competent person person with ...").
    # So does a row of a table of definitions: the term in the first cell, what it is in the second ("Second
    # generation bio components | Second generation bio components are components manufactured from ...").
    if (
        (re.match(r"\s*(?:[.:—–-]|\()", after) and _OPENING.fullmatch(before))
        or _terms_entry(words, sentence)
        or (not before.strip() and re.fullmatch(r"\w*\s*\|\s*(?:[^|\s]+\s+){4,}[^|]*", after))
    ):
        return True
    # "The term X means", "X" in quotes, "For the purposes of ..., X means", "Part 214 defines a lone worker as", "By
    # definition, a confined space: • Is large enough ..." (OSHA's booklets, a list of what the term is). A
    # term in quotes defines when a defining word or an aside follows its closing quote ("‘pseudonymisation’ means"):
    # "the explicit introduction of ‘pseudonymisation’ in this Regulation is not intended ..." uses the word.
    quoted_then_defined = re.search(r"[\"“‘']\s*$", before) and re.match(
        r"[\"”’']?\s*(?:[:(—–-]|,?\s*(?:means?|is|are|refers?|denotes?|shall\s+mean|has\s+the\s+meaning)\b)",
        after,
        re.I,
    )
    return (
        bool(
            re.search(
                r"(?:term|terms|called|known\s+as|definition\s+of|meaning\s+of)\s+(?:an?\s+|the\s+)?[\"“‘]?\s*$",
                before,
                re.I,
            )
        )
        or bool(quoted_then_defined)
        or bool(_BY_DEFINITION.search(before) and re.match(r"\s*:|[^.:;]*:\s*$", after))
        or bool(re.search(r"\bdefine[sd]?\s+(?:an?\s+|the\s+)?$", before, re.I) and re.match(r"\s+as\b", after, re.I))
        # "X (the Act) means", "X, as used in this part, means": a defining word after an aside, not anywhere near
        # ("flying club members are viewed as owners" does not define a flying club)
        or re.match(
            r"[\"”’']?\s*(?:\([^)]{0,40}\)|,[^,]{0,60},)\s*(?:means?|is|are|refers?|denotes?|shall\s+mean)\b",
            after,
            re.I,
        )
        is not None
    )


# "By definition, a confined space: • Is large enough ...": the list after the colon is what the term is.
_BY_DEFINITION = re.compile(r"\bby\s+definition,?\s+(?:an?\s+|the\s+)?$", re.I)
# The words before a term that say what the sentence's subject counts as ("... will all constitute working", "...
# shall be deemed a breach of these Regulations", "... counts as a working day"). "Might be considered a control
# operator" is a case, not what the term means.
_COUNTS_BEFORE = re.compile(
    r"\b(?:constitutes?|constituting|shall\s+constitute|will\s+(?:all\s+)?constitute|counts?\s+as|"
    r"(?:is|are|be|being)\s+deemed\s+(?:to\s+be\s+)?)\s*(?:an?\s+|the\s+)?$",
    re.I,
)
# The particle of a phrasal verb, which a term asked about may end with ("working on", "signing off").
_PARTICLES = frozenset("on off up out in".split())


def _term_in(words: list[str], sentence: str) -> re.Match[str] | None:
    """
    :param words: The term's words, escaped for a pattern, without a plural "s".
    :returns: Where the sentence writes the term (its words in order, a plural or one word between allowed); for a
        phrasal verb ("working on"), the verb alone where the sentence says what counts as it ("... will all
        constitute working").
    """
    match = re.search(r"(?<!\w)" + r"\w*[\s\-]+(?:\w+[\s\-]+)?".join(words) + r"\w*", sentence, re.I)
    if match is None and len(words) > 1 and words[-1].lower() in _PARTICLES:
        verb = re.search(r"(?<!\w)" + r"\w*[\s\-]+(?:\w+[\s\-]+)?".join(words[:-1]) + r"\w*", sentence, re.I)
        if verb is not None and _COUNTS_BEFORE.search(sentence[: verb.start()]):
            return verb
    return match


# What follows a term that a sentence defines by its genus ("A Community Profile is a baseline of CSF outcomes",
# "Fouling a track means ...", "Shunt: a by-path"): the canonical form of a definition.
_GENUS_AFTER = re.compile(
    # an aside first: its abbreviation, or another name for it ("Traumatic brain injury (TBI) or concussion is an ...")
    r"[\"”’']?(?:\s*\([^)]{1,40}\))?(?:\s+or\s+[\w-]+(?:\s+[\w-]+)?(?=\s+(?:is|are|means?)\b))?"
    r"\s*(?:,?\s*(?:means?|shall\s+mean|refers?\s+to|denotes?|(?:is|are)\s+defined\s+as|has\s+the\s+meaning)\b|"
    # "is a/the ...", "Shunt: a ...", or run in before its definition, as building codes print terms ("EXIT ACCESS.
    # The part of ...")
    r"(?:is|are)\s+(?:an?|the|any|one|those|that)\b|[:—–]\s*(?:an?|the|any)?\b|\.\s+(?:an?|the|any)\b)",
    re.I,
)


def _scale_level(words: list[str], sentence: str) -> bool:
    """
    :param words: The term's words, escaped, without a plural "s".
    :returns: Whether the sentence sets the term out as a level of a scale, after a colon or among the levels, with
        what puts a case in it: "the consequence: minor where the limit was exceeded by less than 30 minutes ...;
        significant where ...", "on four levels: error (an honest mistake that a careful person could make), ...".
    """
    term = r"\s+".join(words)
    return (
        re.search(rf"[:;,]\s*(?:and\s+|or\s+)?{term}s?\s+(?:(?:where|when|if)\b|\((?:an?|the)\s)", sentence, re.I)
        is not None
    )


def defines_by_genus(term: str, sentence: str) -> bool:
    """
    :param term: The term asked about.
    :param sentence: A sentence that `defines` it.
    :returns: Whether the sentence opens on the term and says what it is, as a definition does: the term, then
        "means", "refers to", "is defined as" or "is a/the ..." ("A Community Profile is a baseline of CSF outcomes
        ...", after an aside: "Traumatic brain injury (TBI) or concussion is an insult ..."); not a sentence that says
        something else of it ("A Community Profile is typically developed for a sector"). An abbreviation's
        expansion says what it is too.
        Definitions by genus and difference are the form glossaries and definition extraction look for (Westerhout,
        "Definition Extraction using Linguistic and Structural Features", 2009).
    """
    if _is_abbreviation(term) and expands(term, sentence):
        return True  # "QMI Qualified Mechanical Inspector": what an abbreviation stands for is what it is
    words = [re.escape(w.rstrip("s")) for w in re.findall(r"[\w'’-]+", term)]
    match = _term_in(words, sentence) if words else None
    if match is None or not _OPENING.fullmatch(re.sub(r"(?i)\b(?:an?|the)\s+$", "", sentence[: match.start()])):
        return False
    return _GENUS_AFTER.match(sentence[match.end() :]) is not None


_NAMES_ABBREVIATIONS = re.compile(r"\babbreviat|\bacronyms?\b|\bsymbols\b", re.I)


def _abbreviation_entry(term: str, sentence: str, heading: str) -> bool:
    """
    :returns: Whether the sentence is an entry of a list of abbreviations for the term, as standards print such
        lists, whether or not the words give its initials: the abbreviation, its words in lower case and a colon
        ("PCP person competent to inspect: a person ..."), or, under a heading that names abbreviations, nothing
        after them ("GRP glass-fibre reinforced plastic.").
    """
    if not _is_abbreviation(term):
        return False
    entry = re.match(rf"\W*{re.escape(term)}s?\s+([a-z][^:.;—–]*?)\s*([:—–]|\.?\s*$)", sentence)
    if not entry or not 1 <= len(entry.group(1).split()) <= 8 or makes_statement(entry.group(1)):
        return False
    return entry.group(2).strip(". ") != "" or _NAMES_ABBREVIATIONS.search(heading) is not None


def _defined_here(sentence: str, term: str, heading: str) -> bool:
    if defines(term, sentence) or (heading and _is_abbreviation(term) and expands(term, heading)):
        return True
    if _abbreviation_entry(term, sentence, heading):
        return True
    # A glossary entry: the sentence under a heading that is only the term ("§ 236.802 Shunt." over "A by-path in
    # an electrical circuit.") defines it.
    key = headword(term)
    return any((found := entry_term(line, defining=False)) and headword(found) == key for line in heading.splitlines())


def states(sentence: str, ask: Ask, heading: str = "", question: str = "", document: str = "") -> bool:
    """
    Whether a sentence states something of the asked kind.

    :param sentence: A sentence of a passage (or a list item, or a heading).
    :param ask: What the question asks for (`classify`).
    :param heading: The heading or article title above the sentence, and a list item's or table row's lead-in, one
        per line: a definition's term or an abbreviation's expansion may stand there ("11.2.1 One-Time Movement
        Approvals", "§ 236.802 Shunt."), and what is done to the items ("The following records shall be kept:").
    :param question: The question asked. What it gives itself is no answer to it: a quantity made only of the numbers
        it writes ("by less than 2%"), or, for `who`, a body or role it names itself ("Who sits on the Medical
        Review Board?" is not answered by a sentence naming the Board alone). This is the filter of answers that
        repeat the question's words (Brill et al., 2002, "An Analysis of the AskMSR Question-Answering System",
        EMNLP). Nor does a sentence about another of a series the question counts in: "the fine for a third
        offence" is not stated by "the fine for a first offence is $150; for a second offence, $300"; nor, for the
        limit or level of a thing ("the rain limit", `measured_terms`), a sentence that, with its heading, never
        names the thing. Nor does a sentence that dates itself only by other years than the one the question names
        ("the value of a penalty unit in 2022": "is WMD 313 as at 1 January 2024"). Nor, for an age, a sentence that
        opens on someone else who must be of one ("A player must be at least 16" for the minimum age to referee).
        Nor, for how long a thing is kept, a time for another act ("report it within 1 hour", `_another_act`).
    :param document: The names of the sentence's document (file name, title, date): a year they hold names the
        document ("the 2025 sporting regulations"), not the time the question asks about.
    :returns: True when the sentence holds a statement of the kind: a quantity in the asked unit, a date or time
        condition, a modal statement, a body or role, a definition of the term, an enumeration, or a colour; always
        True for `other`.
    """
    return states_or_excluded(sentence, ask, heading, question, document)[0]


def states_or_excluded(
    sentence: str, ask: Ask, heading: str = "", question: str = "", document: str = ""
) -> tuple[bool, bool]:
    """
    Whether a sentence states something of the asked kind (`states`), and whether it is of that kind but turned down
    as about another thing than the question's, read in one pass.

    :param sentence: As `states`'s.
    :param ask: As `states`'s.
    :param heading: As `states`'s.
    :param question: As `states`'s.
    :param document: As `states`'s.
    :returns: (states, excluded): `states`'s answer, and True for a sentence of the kind asked that holds for another
        class, value, year, bound or side of a contrast than the question's ("Group B" for "Group H", "4.0 mm²" for
        "6 mm²"); never both.
    """
    if not _states_kind(sentence, ask, heading, question):
        return False, False
    if ask.kind == "who" and _SALUTATION.search(sentence) and not SIGN_OFF.match(sentence) and asks_signer(question):
        return False, False  # "Dear Mr. Lindqvist" names whom a letter was sent to, not who signed it
    excluded = bool(question) and (
        _another_ordinal(sentence, question)
        or (ask.kind == "quantity" and _another_thing(sentence, heading, question))
        or (ask.kind == "quantity" and _another_dimension(sentence, question))
        or (ask.unit in ("duration", "extent") and _another_act(sentence, heading, question))
        or (ask.kind != "other" and _another_class(sentence, heading, question))
        or (ask.kind != "other" and _excludes_asked(sentence, question))
        or (ask.kind == "quantity" and _other_bound(sentence, question))
        or (ask.kind != "other" and _another_year(sentence, heading, question, document))
        or (ask.kind != "other" and _contrasting(sentence, heading, question))
        or (ask.kind != "other" and _another_value(sentence, question))
        or (ask.unit == "money" and _another_amount(sentence, heading, question))
        or (ask.unit == "age" and _another_holder(sentence, question))
    )
    return not excluded, excluded


# A sentence that opens on who must be of an age: "A player must be at least 16", "3 | The licence holder is at least
# 17 years of age" (a clause or row number before it).
_AGE_HOLDER = re.compile(
    r"^\W*(?:[\w.()]*\d[\w.()]*\s+(?:\|\s+)?)?(?:an?|the|every|each|any)\s+((?:[A-Za-z][\w'’-]*\s+){1,3}?)"
    r"(?:must|shall|is|are|has\s+to|needs?\s+to|may)\b",
    re.I,
)
_ANYONE = frozenset("person persons people individual individuals anyone someone one".split())
_WORD_START = 5  # letters that tell a holder's word from another ("driver" is who "drives"; "player" no "referee")


def _another_holder(sentence: str, question: str) -> bool:
    """
    :returns: Whether the question asks the age of someone the sentence does not give one for: it opens on who must
        be of the age ("A player must be at least 16 years of age", "The camp leader must be ...") and the holder's
        head noun starts as no word of the question does ("the minimum age to referee", "a lifeguard at camp"). A
        sentence that opens otherwise, or on anyone ("A person must be ..."), may give the age asked.
    """
    held = _AGE_HOLDER.match(sentence)
    if held is None:
        return False
    # The holder's head noun, its last word: "the camp leader" is no lifeguard at camp.
    head = held.group(1).split()[-1].lower()
    if head in _ANYONE:
        return False
    asked = {w[:_WORD_START] for w in re.findall(r"[a-z]+", question.lower()) if w not in STOP_WORDS}
    return head[:_WORD_START] not in asked


# Amounts of money of a kind apart: a fine (a sanction) is no fee or charge, and a deposit (money held) is neither.
_MONEY_KINDS = (
    (
        re.compile(r"\b(?:fines?|fined|penalt(?:y|ies))\b", re.I),
        re.compile(r"\bfine|\bpenalt|\bsanction|\bliable|\binfringement", re.I),
    ),
    (re.compile(r"\bdeposits?\b", re.I), re.compile(r"\bdeposit", re.I)),
)
# A price asked ("the fee for a dog walking permit", "what does a licence cost"), not a sanction: a sentence whose only
# amounts are fines ("an infringement fee of £100", "a fine not exceeding £2,000") states no price.
_ASKS_PRICE = re.compile(r"\b(?:fees?|costs?|prices?|charges?|rates?)\b", re.I)
_ASKS_SANCTION = re.compile(
    r"\b(?:fines?|fined|penalt\w*|infringement|offen[cs]es?|sanctions?|surcharges?|late|overdue|breach\w*|"
    r"violat\w*|conviction)\b",
    re.I,
)
_PENAL = re.compile(r"\b(?:fines?|fined|penalt(?:y|ies)|infringements?|offen[cs]es?|conviction)\b", re.I)
_PRICE_WORD = re.compile(r"(?<!infringement\s)(?<!penalty\s)\b(?:fees?|charges?|costs?|prices?|rates?)\b", re.I)


def _a_sanction_for_a_price(sentence: str, question: str) -> bool:
    """
    :returns: Whether the question asks a price and the sentence gives a sanction's amount and no price: "What is the
        fee for a commercial dog walking permit?" is not answered by "an infringement offence with an infringement
        fee of £100".
    """
    if not _ASKS_PRICE.search(question) or _ASKS_SANCTION.search(question):
        return False
    return _PENAL.search(sentence) is not None and _PRICE_WORD.search(sentence) is None


def _another_amount(sentence: str, heading: str, question: str) -> bool:
    """
    :returns: Whether the question asks a fine or a deposit and the sentence, with its heading (and a table row's
        column heads), names none: "the fine for trading without the badge" is not "Replacement licence badge | £15"
        under "Other charge | Amount".
    """
    if _a_sanction_for_a_price(sentence, question):
        return True
    return any(asked.search(question) and not named.search(f"{heading}\n{sentence}") for asked, named in _MONEY_KINDS)


# A year: not part of a longer number ("2024.5", "12,2024"), though a sentence's full stop may follow it.
_YEAR = re.compile(r"(?<!\d)(?<!\d[.,])(?:19|20)\d\d(?!\d|[.,]\d)")


@lru_cache(maxsize=256)
def _years_in(text: str) -> frozenset[str]:
    """:returns: The years a question or a document's names write; read once each, not once per sentence scored."""
    return frozenset(_YEAR.findall(text))


# What a question sets against what it asks: "... under this chapter instead of the 2019 code".
_INSTEAD_OF = re.compile(
    r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|replac\w*|supersed\w*)\s+(?:[\w'’-]+\s+){0,3}?(?:19|20)\d\d\b",
    re.I,
)


def _another_year(sentence: str, heading: str, question: str, document: str) -> bool:
    """
    :returns: Whether the question names a year that does not name the sentence's document, and the sentence, with
        its heading, names other years and never that one: it states the fact of another time. A year the question
        sets against what it asks ("instead of the 2019 code") is not the one asked.
    """
    asked = _years_in(_INSTEAD_OF.sub(" ", question)) - _years_in(document)
    if not asked:
        return False
    written = set(_YEAR.findall(f"{heading}\n{sentence}"))
    return bool(written) and not asked & written


# Qualifiers that rules give one value for and another value for the other: a sentence about one of a pair says
# nothing of the other ("A full-time employee is entitled to 4 weeks" for a part-time employee's leave). Each group
# holds the forms of one contrast: domain-free words that rarely mean anything else.
_CONTRASTS = tuple(
    tuple(re.compile(rf"\b(?:{form})\b", re.I) for form in group)
    for group in (
        ("full[- ]?time", "part[- ]?time", "casual"),
        ("adults?", "child(?:ren)?", "juveniles?", "infants?", "pa?ediatric"),
        ("domestic", "international", "foreign"),
        # Each side in its several words: "overnight" is at night-time.
        (
            r"day[- ]?time|daylight|during the day",
            r"night[- ]?time|at night|during the night|darkness|after dark|overnight",
        ),
        # "yearly" and "annual" are one side: a yearly fee is given as the "Annual fee".
        ("daily", "weekly", "monthly", r"annual(?:ly)?|yearly|per\s+(?:year|annum)"),
        ("hot", "cold", "frozen", "chilled"),
        ("summer", "winter"),
        # Hours given for weekdays or Sundays say nothing of public holidays.
        (
            r"(?:public|bank)\s+holidays?",
            r"sundays?",
            r"saturdays?|monday\s+to\s+saturday",
            r"weekdays?|monday\s+to\s+friday",
        ),
        ("passenger", "freight"),
        ("indoors?", "outdoors?"),
        # A limit "within the marina basin" says nothing of the river outside it.
        (
            r"inside|within\s+(?:the|a|an)\s+(?!\d)(?!(?:period|time|limit|day|week|month|year|hour)s?\b)",
            r"outside\s+(?:of\s+)?(?:the|a|an|its|their|our|my)\b",  # where, not "an outside company"
        ),
        ("males?", "females?"),
        ("metal", "wooden", "timber", "alumini?um", "fib(?:re|er)glass", "plastic"),
        ("temporary", "permanent"),
        ("inbound", "outbound"),
        ("diesel", "petrol", "gasoline"),
    )
)


def _contrasting(sentence: str, heading: str, question: str) -> bool:
    """
    :returns: Whether the question qualifies its subject by one side of a contrast (`_CONTRASTS`: part-time,
        children, domestic, frozen, wooden ...) and the sentence, with its heading, writes another side of it and
        never the one asked: "A full-time employee is entitled to 4 weeks" states no part-time employee's leave.
    """
    text = f"{heading}\n{sentence}"
    for group, asked in _asked_sides(question):
        if not any(form.search(text) for form in asked) and any(
            form.search(text) for form in group if form not in asked
        ):
            return True
    return False


@lru_cache(maxsize=256)
def _asked_sides(question: str) -> tuple[tuple[tuple[re.Pattern, ...], tuple[re.Pattern, ...]], ...]:
    """:returns: Each contrast the question qualifies by (`_CONTRASTS`), with the forms of the side it names."""
    sides = ((group, tuple(form for form in group if form.search(question))) for group in _CONTRASTS)
    return tuple((group, asked) for group, asked in sides if asked)


# An exception a sentence makes ("Electric lock, except forced-drop type, shall be tested ..."), up to the next
# comma, semicolon or sentence end.
# An exception that opens with "under" or "with" is a condition ("except under an emergency work permit issued by the
# Building Inspector", "except with the consent of the Captain"), not a kind of the thing left out.
_EXCEPTION = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|excludes?|other\s+than|with\s+the\s+exception\s+of|but\s+not)\s+"
    r"(?!(?:under|with)\b)((?:(?!(?:must|shall|may|is|are|will|should|can|has|have|need|do|does)\b)[^\s,;.()]+\s*){1,5})",
    re.I,
)


def _excludes_asked(sentence: str, question: str) -> bool:
    """
    :returns: Whether the sentence names what the question qualifies its subject by only to except it: "Electric
        lock, except forced-drop type, shall be tested at least once every 2 years" states no interval for a
        forced-drop type lock.
    """
    exceptions = _EXCEPTION.findall(sentence)
    if not exceptions:
        return False
    excepted = set(analyze(" ".join(exceptions)))
    rest = set(analyze(_EXCEPTION.sub(" ", sentence)))
    # The question's words that the sentence writes only in an exception, and that are more than its subject's
    # head ("lock", written outside the exception too). A word the question negates asks for the rest, which is what
    # the exception leaves: "the non-main oil tanks" are "each oil tank, with the exception of the main oil tank".
    asked = set(analyze(_NEGATED.sub(" ", question)))
    return bool((asked & excepted) - rest)


# A word a question negates: "non-main tanks", "non-EU carriers", "tanks other than the main one".
_NEGATED = re.compile(
    r"\bnon[-\s]?\w+|\b(?:other\s+than|except(?:\s+for)?|excluding|apart\s+from|but\s+not)\s+(?:the\s+|an?\s+)?[\w-]+",
    re.I,
)


# A bound and the noun it bounds: "the maximum diameter", "minimum cooling hole diameter", "max load".
_BOUNDED = re.compile(
    r"\b(max(?:imum|imal)?|min(?:imum|imal)?|highest|lowest|largest|smallest|longest|shortest)\s+((?:[\w-]+\s+){0,2}?[\w-]+)",
    re.I,
)
_MAX_BOUND = frozenset("max maximum maximal highest largest longest".split())


def _bounds(text: str) -> set[tuple[bool, str]]:
    """:returns: (whether a maximum, the stem of each word after it) for each bound the text writes before a noun."""
    return {(m.group(1).lower() in _MAX_BOUND, stem) for m in _BOUNDED.finditer(text) for stem in analyze(m.group(2))}


@lru_cache(maxsize=256)
def _asked_bounds(question: str) -> frozenset[tuple[bool, str]]:
    """:returns: `_bounds` of a question, read once, not once per sentence scored."""
    return frozenset(_bounds(question))


def _other_bound(sentence: str, question: str) -> bool:
    """
    :returns: Whether the question asks one bound of a thing ("the maximum diameter of the cooling holes") and the
        sentence writes the other bound of that thing and not the one asked: "The minimum diameter of cooling holes in
        the discs is 3mm" gives no maximum diameter. A sentence that bounds nothing by name ("shall not exceed 3mm")
        may give it.
    """
    asked = _asked_bounds(question)
    if not asked:
        return False
    written = _bounds(sentence)
    return any((not is_max, noun) in written and (is_max, noun) not in written for is_max, noun in asked)


# A class, group or category named by a label and an id ("Group H", "a category D drone", "Type IV construction",
# "Tier 2"); in a table row read under its column heads, the id may come first ("B Category").
_CLASS_WORDS = r"class|group|category|categories|type|tier|grade|level|zone|band|division|phase|stage"
_CLASS_ID = r"[A-Z]{1,2}(?:-\d+)?|\d+(?:\.\d+)?[A-Z]?|[IVX]{1,4}"
_ASKED_CLASS = re.compile(rf"\b(?i:({_CLASS_WORDS}))\s+({_CLASS_ID})(?![\w'’-])")
_NAMED_CLASS = re.compile(
    rf"\b({_CLASS_WORDS})e?s?\s*:?\s*({_CLASS_ID})(?![\w'’-])|(?<![\w'’-])({_CLASS_ID})\s+({_CLASS_WORDS})\b", re.I
)


_CLASS_RANGE = re.compile(
    rf"\b({_CLASS_WORDS})e?s?\s+({_CLASS_ID})\s*(?:to|through|-|–|—)\s*({_CLASS_ID})(?![\w'’-])", re.I
)


def _class_rank(ident: str) -> float | None:
    """:returns: Where a class id stands in its series ("3" -> 3, "C" -> 3, "IV" -> 4), or None ("2A", "B-1")."""
    if re.fullmatch(r"\d+(?:\.\d+)?", ident):
        return float(ident)
    if re.fullmatch(r"[IVX]{1,4}", ident) and ident not in {"V", "X"}:
        return float(roman_value(ident) or 0)
    if re.fullmatch(r"[A-Z]", ident):
        return float(ord(ident) - ord("A") + 1)
    return None


def _in_ranges(label: str, ident: str, text: str) -> str | None:
    """
    :returns: Where a class ("level", "8") stands against the ranges of its label the text writes: "in" one
        ("Classes 1 to 5" for class 3), "out" of all ("levels 3 to 6" for level 8), "unread" where a range's ends
        are not of one series with the id ("Types 2A-2C"), None where the text writes no range of the label.
    """
    where = None
    asked = _class_rank(ident)
    for m in _CLASS_RANGE.finditer(text):
        if _label(m.group(1)) != label:
            continue
        low, high = _class_rank(m.group(2).upper()), _class_rank(m.group(3).upper())
        if asked is None or low is None or high is None:
            return "unread"
        if low <= asked <= high:
            return "in"
        where = "out"
    return where


def _label(word: str) -> str:
    """:returns: A class word in the singular ("Groups" -> "group", "categories" -> "category")."""
    word = word.lower()
    for singular in ("category", "class"):
        if word.startswith(singular[:5]):
            return singular
    return word.removesuffix("s")


@lru_cache(maxsize=256)
def _asked_classes(question: str) -> frozenset[tuple[str, str]]:
    """:returns: The classes a question names, (label, id): ("group", "H"); read once, not once per sentence."""
    return frozenset((_label(m.group(1)), m.group(2).upper()) for m in _ASKED_CLASS.finditer(question))


# A code of letters and a number that names one member of a series ("CL2", "SA-8", "PM10", "HR-01"): two letters
# or more (a letter and a number is an article id, "B1.4"), not inside a dotted code or a path ("GV.OC-01"); in a
# question in lower case too, with its hyphen ("sa-8").
_SERIES_CODE = re.compile(r"(?<![\w.\-/])([A-Z]{2,5})[-\u2010-\u2013]?(\d{1,4})(?![\w.\-/])")
_ASKED_SERIES_CODE = re.compile(
    r"(?<![\w.\-/])([A-Z]{2,5}(?=[-\u2010-\u2013]?\d)|(?i:[a-z]{2,5})(?=[-\u2010-\u2013]\d))[-\u2010-\u2013]?(\d{1,4})(?![\w.\-/])"
)


@lru_cache(maxsize=256)
def _asked_codes(question: str) -> frozenset[tuple[str, int]]:
    """:returns: The series codes a question names, (letters, number): ("CL", 2); read once, not once per sentence."""
    return frozenset((letters.upper(), int(number)) for letters, number in _ASKED_SERIES_CODE.findall(question))


def _another_code(text: str, question: str) -> bool:
    """
    :returns: Whether the question names a code of a series ("a CL2 laboratory") and the text names only other
        codes of its letters ("The CL3 laboratory shall have at least 10 air changes per hour"): what holds for
        one member of a series states nothing of another, as for a class (`_another_class`).
    """
    asked = _asked_codes(question)
    if not asked:
        return False
    named = {(letters, int(number)) for letters, number in _SERIES_CODE.findall(text)}
    return any((letters, number) not in named and any(lab == letters for lab, _n in named) for letters, number in asked)


def _bare_id(ident: str, text: str) -> bool:
    """
    :returns: Whether the text writes a class id alone ("Groups A, E and H", "levels 2 and 3"); a number's digit is
        none ("£1,000" holds no "1", "$1.50" none, "1 %" none).
    """
    if ident[0].isdigit():
        pattern = rf"(?<![\w'’£$€.,-]){re.escape(ident)}(?![\w'’-]|[.,]\d|\s?%)"
    else:
        pattern = rf"(?<![\w'’-]){re.escape(ident)}(?![\w'’-])"
    return re.search(pattern, text) is not None


def _another_class(sentence: str, heading: str, question: str) -> bool:
    """
    :returns: Whether the question names a class by label and id ("Group H") and the sentence, with its heading,
        names only other classes of that label ("Group B ... Group A, E, M and R"): a limit given for one class
        states nothing of another. A sentence that names no class of the label may hold for all, and states it.
        The same holds of a code of a series (`_another_code`: "CL3" for "CL2").
    """
    text = f"{heading}\n{sentence}"
    if _another_code(text, question):
        return True
    asked = _asked_classes(question)
    if not asked:
        return False
    named = set()
    for m in _NAMED_CLASS.finditer(text):
        label, ident = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        named.add((_label(label), ident.upper()))
    for label, ident in asked:
        # "levels 3 to 6 and ... level 7" for level 8: a range names the ids between its ends ("Classes 1 to 5" holds
        # class 3); one whose ends are of another series ("Types 2A-2C") is not read, and may hold it.
        ranged = _in_ranges(label, ident, text)
        if ranged == "unread":
            return False
        if ranged == "in":
            continue
        others = {i for lab, i in named if lab == label and i != ident}
        if (others or ranged == "out") and (label, ident) not in named and not _bare_id(ident, text):
            return True
    return False


# A measure: a number and a unit of a physical quantity ("6 mm²", "400 V", "3,000 kW", "16 A"), or a range of them
# ("1.5-4.0 mm²", "1.5 to 4.0 mm²"). Durations, money and counts are left out: a user's own hours, dollars or
# passengers are what a limit is compared with ("I drove 12 hours"), not a class of the thing asked.
_MEASURE_UNITS = {
    "v": "V",
    "volt": "V",
    "volts": "V",
    "kv": "kV",
    "a": "A",
    "amp": "A",
    "amps": "A",
    "ma": "mA",
    "w": "W",
    "kw": "kW",
    "mw": "MW",
    "kva": "kVA",
    "hz": "Hz",
    "mm²": "mm2",
    "mm2": "mm2",
    "sq mm": "mm2",
    "mm": "mm",
    "cm": "cm",
    "m": "m",
    "km": "km",
    "kg": "kg",
    "t": "t",
    "tonnes": "t",
    "tons": "t",
    "°c": "°C",
    "lux": "lux",
    "lx": "lux",
    "ω": "ohm",
    "ohm": "ohm",
    "ohms": "ohm",
    "kpa": "kPa",
    "bar": "bar",
    "psi": "psi",
    "gt": "GT",
    "kn": "kN",
    "db": "dB",
    "db(a)": "dB",
    "hertz": "Hz",
    "amperes": "A",
    "watts": "W",
}
_ONE_LETTER_UNITS = frozenset("AVWmt")
_UNIT = "|".join(sorted((re.escape(u) for u in _MEASURE_UNITS), key=len, reverse=True))
#: A number with its thousands apart by commas or spaces ("3,000", "3 000") or with a decimal part ("1.5").
GROUPED_NUMBER = r"\d{1,3}(?:[,\u00a0 ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_MEASURE = re.compile(
    rf"(?<![\w.,])({GROUPED_NUMBER})(?:\s*(?:-|–|—|to)\s*({GROUPED_NUMBER}))?\s*({_UNIT})(?![\w²])", re.I
)
# A bound on a measure, just before it ("not exceeding 12 V", "up to 4 mm²", "over 400 kW") or after it ("3,000 kW
# or more"): a limit, against which any value of the user's may be weighed. Its side: above ("over", "at least", "or
# more") or below ("under", "up to", "or less"); "exceeding", "from", "between" and "max" in a table's head say none.
_ABOVE = r"over|above|more\s+than|greater\s+than|at\s+least|not\s+less\s+than|min(?:imum)?|beyond|[>≥]"
_BELOW = r"under|below|less\s+than|fewer\s+than|up\s+to|at\s+most|not\s+more\s+than|max(?:imum)?|within|[<≤]"
_BOUND_BEFORE = re.compile(
    rf"(?:\b(?:(?P<above>{_ABOVE})|(?P<below>{_BELOW})|exceed(?:s|ing)?|from|between|limit(?:ed)?\s+to)\b|"
    r"(?P<sign>[<>≤≥]))\W*(?:(?:of|a|an|the)\s+)?$",
    re.I,
)
_BOUND_AFTER = re.compile(
    r"^\W*(?:or|and)\s+(?:(?P<above>more|above|over|greater|higher)|(?P<below>less|below|under|lower|fewer))\b", re.I
)


def number_value(number: str) -> float:
    """:returns: The value of a `GROUPED_NUMBER` ("3 000" and "3,000" -> 3000.0)."""
    return float(re.sub(r"[,\u00a0 ]", "", number))


def _side(match: re.Match[str] | None) -> str | None:
    """:returns: "above", "below", "" (a bound of no side) or None (no bound) for a `_BOUND_*` match."""
    if match is None:
        return None
    if match.groupdict().get("sign"):
        return "above" if match.group("sign") in ">≥" else "below"
    return "above" if match.group("above") else "below" if match.group("below") else ""


def _measures(text: str) -> list[tuple[float, float, str, str | None]]:
    """:returns: (low, high, unit, bound side or None) of each measure the text writes; one value: low == high."""
    found = []
    for m in _MEASURE.finditer(text):
        if len(m.group(3)) == 1 and m.group(3) not in _ONE_LETTER_UNITS:  # "2 a.m.", "5 M": no unit
            continue
        low = number_value(m.group(1))
        high = number_value(m.group(2)) if m.group(2) else low
        side = _side(_BOUND_BEFORE.search(text[max(0, m.start() - 40) : m.start()]))
        if side is None:
            side = _side(_BOUND_AFTER.match(text[m.end() : m.end() + 20]))
        found.append((min(low, high), max(low, high), _MEASURE_UNITS[m.group(3).lower()], side))
    return found


@lru_cache(maxsize=256)
def _asked_measures(question: str) -> tuple[tuple[float, str, str | None], ...]:
    """:returns: The single measures a question gives, (value, unit, side); read once, not once per sentence."""
    return tuple((low, unit, side) for low, high, unit, side in _measures(question) if low == high)


# A length of time written as a thing's class, in one hyphenated word before its noun ("a three-month consent", "a
# 12-hour shift", "single-day event"): unlike a user's own hours, it names which consent or shift is meant.
_NUMBER_WORDS = {
    w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())
}
_NUMBER_WORDS["single"] = 1
_TERM_CLASS = re.compile(
    rf"\b(\d{{1,3}}|{'|'.join(_NUMBER_WORDS)})[-‐–](day|week|month|year|hour|minute)\b(?!s\b)", re.I
)


@lru_cache(maxsize=256)
def _term_classes(text: str) -> frozenset[tuple[int, str]]:
    """:returns: (number, unit) of each hyphenated length of time the text writes ("three-month": (3, "month"))."""
    return frozenset(
        (int(n) if n.isdigit() else _NUMBER_WORDS[n.lower()], unit.lower()) for n, unit in _TERM_CLASS.findall(text)
    )


def _another_value(sentence: str, question: str) -> bool:
    """
    :returns: Whether the question gives a measure of the thing it asks about ("a 6 mm² lead", "400 V equipment",
        "more than 3,000 kW") and the sentence gives that unit only for other values, two or more, none bounded
        ("1.5 mm² | 2.5 mm² | 4.0 mm²"; "110 V and 230 V"), or gives the question's bound from the other side only
        ("less than 3 000 kW"): a table of limits for other sizes states nothing for the size asked, as
        `_another_class` for a class. A range that holds the value ("251-400"), or a bound ("up to 4 mm²", "3,000 kW
        or more") may hold for it.
    """
    terms = _term_classes(question)
    if terms:
        written_terms = _term_classes(sentence)
        if any(
            asked_term not in written_terms and any(unit == asked_term[1] for _n, unit in written_terms)
            for asked_term in terms
        ):
            return True
    asked = _asked_measures(question)
    if not asked:
        return False
    written = _measures(sentence)
    for value, unit, side in asked:
        same = [(low, high, bound) for low, high, u, bound in written if u == unit]
        if side:
            at_value = [bound for low, high, bound in same if low == high == value]
            if at_value and all(bound and bound != side for bound in at_value):
                return True
            continue
        if len({(low, high) for low, high, _b in same}) < 2 or any(bound is not None for _l, _h, bound in same):
            continue
        # The value written in another unit's words ("500 Hertz (Hz)") is still the value asked.
        written_anywhere = any(abs(number_value(n) - value) < 1e-9 for n in re.findall(GROUPED_NUMBER, sentence))
        if not written_anywhere and not any(low - 1e-9 <= value <= high + 1e-9 for low, high, _b in same):
            return True
    return False


def states_kind(sentence: str, ask: Ask, heading: str = "", question: str = "") -> bool:
    """
    Whether a sentence states something of the asked kind, whatever class, value, year, bound or side it holds for.

    :param sentence: As `states`'s.
    :param ask: As `states`'s.
    :param heading: As `states`'s.
    :param question: As `states`'s.
    :returns: What `states` returns before it turns down a sentence about another class ("Group B" for "Group H"),
        value ("4.0 mm²" for "6 mm²"), year, bound or side of a contrast than the question's.
    """
    return _states_kind(sentence, ask, heading, question)


def _states_kind(sentence: str, ask: Ask, heading: str, question: str) -> bool:
    kind = ask.kind
    if kind == "quantity":
        return _has_quantity(sentence, ask.unit, ask.term, given_numbers(question))
    if kind == "date":
        if ask.unit == "calendar":
            dated = _any_new(_DATE, sentence, given_numbers(question)) or _NAMES_A_DATE.search(sentence) is not None
        elif ask.unit == "clock":
            dated = _CLOCK.search(sentence) is not None
        else:
            dated = bool(
                _DATE.search(sentence) or _TIME_CONDITION.search(sentence) or _UNIT_AFTER["duration"].search(sentence)
            )
        return dated
    if kind in ("permission", "colour"):
        return (_MODAL if kind == "permission" else _COLOUR).search(sentence) is not None
    if kind == "who":
        return _names_who(sentence, ask, question)
    if kind == "definition":
        return _defined_here(sentence, ask.term or "", heading)
    if kind == "list":
        return bool(
            len(_LIST_ITEM.findall(sentence)) >= 2
            or sentence.count(";") >= 2
            or (sentence.count(",") >= 2 and re.search(r"\b(?:and|or)\b", sentence))
            or re.search(r"\bthe\s+following\b|:\s*$", sentence, re.I)
        )
    return True


# A question on who signed, wrote or sent a letter ("Who signed the 2018 interpretation letter?").
_ASKS_SIGNER = re.compile(rf"\b(?:sign(?:ed|s)?|signator(?:y|ies)|signature|wrote|sent)\b[^?]*{LETTER_WORDS}", re.I)
# A letter's salutation, which names its addressee: "Dear Mr. Lindqvist:".
_SALUTATION = re.compile(r"\bDear\s+(?:Mr|Ms|Mrs|Miss|Dr|Sir|Madam|[A-Z][a-z]+)\b")


@lru_cache(maxsize=256)
def asks_signer(question: str) -> bool:
    """:returns: Whether the question asks who signed, wrote or sent a letter ("Who signed the 2018 letter?")."""
    return classify(question).kind == "who" and _ASKS_SIGNER.search(question) is not None


def signs(sentence: str, question: str) -> bool:
    """:returns: Whether the sentence is a letter's close and the question asks who signed a letter."""
    return SIGN_OFF.match(sentence) is not None and asks_signer(question)
