"""
The words a user may write for what regulations write otherwise: the other side's spelling ("licence" for "license",
"organisation" for "organization") and everyday words for the register's terms ("drone" for "unmanned aircraft",
"parking ticket" for "citation").

A question is searched in the documents' words only where it writes a word they never use: the search engine
matches words, and a sentence embedding of a word the documents never write is no nearer their term than to its
neighbours. The everyday-to-register table follows the idea of consumer health vocabularies (Zeng and Tse, "Exploring
and developing consumer health vocabularies", JAMIA 13(1), 2006: the lay word mapped to the professional term a
document uses) and the explicit, one-way mappings of Lucene's synonym filter (`SynonymGraphFilter`), in which
"drone => unmanned aircraft" rewrites the query and never the index. Each entry lists its register terms in order of
preference; the first one the indexed documents write is searched (`SpellingCorrector`).
"""

import re

__all__ = ["EVERYDAY_TERMS", "plural", "register_terms", "spelling_variants"]

# British endings and their American forms ("organisation"/"organization", "licence"/"license", "centre"/"center",
# "catalogue"/"catalog", "travelled"/"traveled"), one list for each way. Each needs three letters before the ending:
# "fence" and "hence" are no "fense" and "hense". A doubled "l" only after "e" or "a" ("travelled", "signalled"):
# "filled" is no "filed". The "-our" words are listed (`_OUR_STEMS`): "floor" is no "flour", nor "four" a "for".
_BRITISH_TO_AMERICAN = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"(?<=[a-z]{3})is(e|ed|es|ing|er|ers|ation|ations|able)$", r"iz\1"),
        (r"(?<=[a-z]{3})ys(e|ed|es|ing)$", r"yz\1"),
        (r"(?<=[a-z]{3})tre(s|d)?$", r"ter\1"),
        (r"(?<=[a-z]{3})ence(s)?$", r"ense\1"),
        (r"(?<=[a-z]{3})ogue(s)?$", r"og\1"),
        (r"(?<=[a-z]{3}[ae])ll(ed|ing|er|ers)$", r"l\1"),
    )
)
_AMERICAN_TO_BRITISH = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"(?<=[a-z]{3})iz(e|ed|es|ing|er|ers|ation|ations|able)$", r"is\1"),
        (r"(?<=[a-z]{3})yz(e|ed|es|ing)$", r"ys\1"),
        (r"(?<=[a-z]{3})ter(s|d)?$", r"tre\1"),
        (r"(?<=[a-z]{3})ense(s)?$", r"ence\1"),
        (r"(?<=[a-z]{3})og(s)?$", r"ogue\1"),
        (r"(?<=[a-z]{3}[ae])l(ed|ing|er|ers)$", r"ll\1"),
    )
)
# The words that end in "-our" in British spelling and "-or" in American, by their stem.
_OUR_STEMS = frozenset(
    "col lab harb hon behavi fav neighb od rum vap vig arm flav hum val endeav savi parl tum cand ard splend "
    "clam glam rig sav".split()
)
_OUR = re.compile(r"^(?P<stem>[a-z]+?)(?P<ending>our|or)(?P<rest>s|ed|ing|ite|ites|able|er|ers|hood|less|ful)?$")
# Pairs no ending rule gives, each way.
_IRREGULAR = {
    "tyre": "tire",
    "tyres": "tires",
    "kerb": "curb",
    "kerbs": "curbs",
    "aluminium": "aluminum",
    "programme": "program",
    "programmes": "programs",
    "grey": "gray",
    "ageing": "aging",
    "sulphur": "sulfur",
    "plough": "plow",
    "enrol": "enroll",
    "enrolment": "enrollment",
    "fulfil": "fulfill",
    "instalment": "installment",
    "instalments": "installments",
    "judgement": "judgment",
    "manoeuvre": "maneuver",
    "manoeuvres": "maneuvers",
    "mould": "mold",
    "practise": "practice",
    "cheque": "check",
    "fibre": "fiber",
    "storey": "story",
    "storeys": "stories",
    "draught": "draft",
    "paediatric": "pediatric",
    "anaesthetic": "anesthetic",
    "oestrogen": "estrogen",
    "haemoglobin": "hemoglobin",
    "foetus": "fetus",
    "moult": "molt",
    "kilometre": "kilometer",
    "kilometres": "kilometers",
}
_IRREGULAR_BACK = {american: british for british, american in _IRREGULAR.items()}


def spelling_variants(word: str) -> list[str]:
    """
    The word as the other side of the Atlantic spells it.

    Usage example:
    ```python
    from rulebook.text.wording import spelling_variants

    print(spelling_variants("licence"), spelling_variants("organization"))  # ['license'] ['organisation']
    ```

    :param word: One word, in lower case.
    :returns: Its British or American forms, without the word itself; empty when none differs.
    """
    forms = [_IRREGULAR.get(word, ""), _IRREGULAR_BACK.get(word, "")]
    if len(word) < 5:
        # "our", "four", "hour": no short word is another's spelling by an ending ("tyre" and "kerb" are listed).
        return [form for form in forms if form]
    forms += [rule.sub(american, word) for rule, american in _BRITISH_TO_AMERICAN]
    forms += [rule.sub(british, word) for rule, british in _AMERICAN_TO_BRITISH]
    if (match := _OUR.match(word)) is not None and match.group("stem") in _OUR_STEMS:
        other = "or" if match.group("ending") == "our" else "our"
        forms.append(f"{match.group('stem')}{other}{match.group('rest') or ''}")
    seen: list[str] = []
    for form in forms:
        if form and form != word and form not in seen:
            seen.append(form)
    return seen


#: Everyday words and phrases (lower case) -> the terms regulations write for them, in order of preference. Only
#: words with one sense in a question about rules: "ticket" alone is a fine's citation or a mariner's certificate,
#: "flat" a dwelling or a rate, "store" a shop or to keep, a "truck" a lorry or a rail car's bogie, a "boss" an
#: employer or a manager, so they are not listed.
EVERYDAY_TERMS: dict[str, tuple[str, ...]] = {
    # Vehicles and craft
    "drone": ("unmanned aircraft", "remotely piloted aircraft", "uas", "uav", "rpas", "aircraft"),
    "quadcopter": ("unmanned aircraft", "uas", "aircraft"),
    "car": ("motor vehicle", "vehicle"),
    "lorry": ("heavy goods vehicle", "goods vehicle", "commercial motor vehicle", "motor vehicle", "vehicle"),
    "bike": ("bicycle", "cycle", "motorcycle"),
    "motorbike": ("motorcycle", "motor cycle"),
    "plane": ("aircraft", "aeroplane", "airplane"),
    "airplane": ("aircraft", "aeroplane"),
    "aeroplane": ("aircraft", "airplane"),
    "boat": ("vessel", "craft"),
    "campervan": ("motorhome", "motor caravan", "recreational vehicle"),
    "camper van": ("motorhome", "motor caravan", "recreational vehicle"),
    "push bike": ("bicycle", "pedal cycle", "cycle"),
    "pushbike": ("bicycle", "pedal cycle", "cycle"),
    # Places
    "parking lot": ("car park", "parking facility", "municipal lot", "lot"),
    "car park": ("parking lot", "parking facility", "garage"),
    "crosswalk": ("pedestrian crossing", "crossing"),
    "sidewalk": ("pavement", "footway", "footpath"),
    "pavement": ("sidewalk", "footway"),
    "traffic light": ("traffic signal", "signal"),
    "traffic lights": ("traffic signals", "signals"),
    "apartment": ("dwelling unit", "dwelling", "flat", "unit"),
    "shop": ("store", "retail premises", "premises"),
    "restroom": ("toilet", "sanitary facilities", "washroom", "lavatory"),
    "bathroom": ("toilet", "washroom", "sanitary facilities"),
    "loo": ("toilet", "lavatory"),
    "fire exit": ("emergency exit", "exit"),
    "handicap spot": ("accessible space", "accessible parking space", "accessible parking", "disabled parking bay"),
    "handicap space": ("accessible space", "accessible parking space", "accessible parking", "disabled parking bay"),
    "handicap parking": ("accessible parking", "accessible space", "disabled parking"),
    "handicapped parking": ("accessible parking", "accessible space", "disabled parking"),
    "disabled spot": ("accessible space", "accessible parking space", "disabled parking bay", "accessible parking"),
    "wheelie bin": ("wheeled bin", "wheeled container", "bin", "container"),
    # People
    "kid": ("child", "minor", "junior"),
    "kids": ("children", "minors", "juniors"),
    "teenager": ("young person", "minor", "junior"),
    "teenagers": ("young persons", "minors", "juniors"),
    "pensioner": ("senior citizen", "senior", "concession"),
    "oap": ("senior citizen", "senior", "concession"),
    "fresher": ("first year", "new student"),
    "members of the public": ("uninvolved persons",),
    "coworker": ("colleague", "employee"),
    "coworkers": ("colleagues", "employees"),
    "doctor": ("medical practitioner", "physician"),
    "lawyer": ("legal representative", "counsel", "solicitor", "attorney"),
    "cop": ("police officer", "police"),
    "cops": ("police",),
    "landlord": ("lessor", "owner"),
    "renter": ("tenant", "lessee"),
    "buyer": ("purchaser", "consumer", "customer"),
    "seller": ("vendor", "supplier", "trader"),
    "subbie": ("subcontractor", "contractor"),
    "subbies": ("subcontractors", "contractors"),
    "new starter": ("new employee", "new worker", "employee"),
    "new starters": ("new employees", "new workers", "employees"),
    # Work and money
    "salary": ("pay", "remuneration", "wage"),
    "wages": ("pay", "remuneration", "salary"),
    "fired": ("dismissed",),
    "sacked": ("dismissed",),
    "vacation": ("annual leave", "holiday", "leave"),
    "refund": ("reimbursement", "repayment"),
    "parking ticket": ("parking citation", "parking fine", "penalty charge notice", "penalty notice", "citation"),
    "speeding ticket": ("speeding citation", "speeding fine", "fixed penalty notice", "penalty notice", "citation"),
    "traffic ticket": ("traffic citation", "penalty notice", "citation"),
    # Things
    "phone": ("mobile phone", "mobile telephone", "mobile device", "telephone", "electronic device"),
    "cellphone": ("mobile phone", "mobile telephone", "mobile device", "electronic device"),
    "smartphone": ("mobile phone", "mobile device", "electronic device"),
    "laptop": ("computer", "electronic device"),
    "garbage": ("waste", "refuse", "litter"),
    "trash": ("waste", "refuse", "litter"),
    "rubbish": ("waste", "refuse", "litter"),
    "booze": ("alcohol", "alcoholic drink", "alcoholic beverage"),
    "petrol": ("fuel", "gasoline"),
    "gasoline": ("fuel", "petrol"),
    "gun": ("firearm", "weapon"),
    "gas bottle": ("gas cylinder", "lpg cylinder", "cylinder"),
    "gas bottles": ("gas cylinders", "lpg cylinders", "cylinders"),
    "flu jab": ("influenza vaccination", "flu vaccination", "vaccination"),
    "jab": ("vaccination", "inoculation", "immunisation", "immunization"),
    "moggy": ("cat",),
    "moggie": ("cat",),
    "pup": ("puppy", "dog"),
    "cheating": ("misconduct", "academic misconduct", "plagiarism", "collusion"),
    "exam": ("examination", "test", "assessment"),
    "exams": ("examinations", "tests", "assessments"),
    "info": ("information",),
    "paperwork": ("documentation", "documents", "records"),
    "id card": ("identity card", "identification"),
    "sign up": ("register", "enrol", "enroll", "registration"),
    "idle": ("inactivity", "inactive"),
    # Medicine
    "ekg": ("electrocardiogram", "ecg"),
    "ecg": ("electrocardiogram", "ekg"),
}
_LONGEST = max(len(phrase.split()) for phrase in EVERYDAY_TERMS)


def register_terms(phrase: str) -> tuple[str, ...]:
    """
    :param phrase: One word or a phrase of up to two words, in lower case, as the question writes it.
    :returns: What regulations write for it (`EVERYDAY_TERMS`), best first; empty when the table has no entry (a
        plural "drones" reads as its singular's entry).
    """
    if phrase in EVERYDAY_TERMS:
        return EVERYDAY_TERMS[phrase]
    if phrase.endswith("s") and phrase[:-1] in EVERYDAY_TERMS and len(phrase.split()) <= _LONGEST:
        return EVERYDAY_TERMS[phrase[:-1]]
    return ()


# Nouns whose plural is the singular.
_INVARIANT = frozenset("aircraft uas uav rpas police information documentation remuneration pay employment".split())


def plural(term: str) -> str:
    """
    :param term: A register term of `EVERYDAY_TERMS`, singular ("unmanned aircraft", "mobile device").
    :returns: It in the plural, for a plural the question wrote ("drones", "phones"): its last word with the English
        ending ("mobile devices", "bodies", "boxes"), or unchanged where the plural is the singular ("unmanned
        aircraft") or the term already ends in "s".
    """
    head, _space, last = term.rpartition(" ")
    if last in _INVARIANT or last.endswith("s"):
        return term
    if last.endswith("y") and last[-2:-1] not in set("aeiou"):
        last = last[:-1] + "ies"
    elif last.endswith(("ch", "sh", "x")):
        last += "es"
    else:
        last += "s"
    return f"{head} {last}" if head else last
