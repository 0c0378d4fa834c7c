"""
Plausible regulation prose from a seeded random generator: titles, filler sentences and unique sentences.

Words are plain lower-case English (no hyphens, no digits inside a sentence), so that a wrapped line never starts
with something a splitter could take for a heading, and so that removing line-end hyphens can never change a
sentence. A unique sentence is long (at least 20 words) and drawn from a large vocabulary, so that it appears
nowhere else in the zoo; `TextSource` also checks this and draws again on a collision.

Usage example:

```python
import random
from eval.layouts.words import TextSource

text = TextSource(random.Random(1))
print(text.title(), "|", text.sentence(), "|", text.unique_sentence())
```
"""

import random

SUBJECTS = (
    "operator",
    "competitor",
    "team",
    "inspector",
    "authority",
    "licence holder",
    "carrier",
    "shipper",
    "controller",
    "supplier",
    "manufacturer",
    "steward",
    "organiser",
    "applicant",
    "employer",
    "technical delegate",
    "safety officer",
    "railroad",
    "contractor",
    "registrant",
)
VERBS = (
    "maintain",
    "record",
    "submit",
    "inspect",
    "verify",
    "notify",
    "retain",
    "display",
    "report",
    "review",
    "approve",
    "certify",
    "document",
    "publish",
    "examine",
    "calibrate",
    "declare",
    "secure",
    "label",
    "monitor",
)
OBJECTS = (
    "the written procedure",
    "each inspection record",
    "the annual return",
    "the emergency plan",
    "every shipping paper",
    "the maintenance log",
    "the training register",
    "all safety equipment",
    "the relevant certificate",
    "each vehicle",
    "the technical file",
    "the incident report",
    "the declared schedule",
    "the fuel sample",
    "the data inventory",
)
CONDITIONS = (
    "before the start of each event",
    "within a reasonable period",
    "at the request of the authority",
    "for the whole period of operation",
    "whenever a change is made",
    "unless an exemption has been granted",
    "in the form set out by the authority",
    "at each scheduled interval",
    "as soon as practicable",
    "at the place of business",
    "during every working shift",
    "without undue delay",
)
TITLE_WORDS = (
    "Scope",
    "Definitions",
    "Application",
    "General requirements",
    "Records",
    "Inspections",
    "Reporting",
    "Exemptions",
    "Penalties",
    "Training",
    "Emergency procedures",
    "Equipment",
    "Fuel",
    "Safety margins",
    "Notifications",
    "Approvals",
    "Appeals",
    "Documentation",
    "Marking and labelling",
    "Storage",
    "Transport",
    "Testing",
    "Certification",
    "Supervision",
    "Liability",
    "Fees",
    "Access",
    "Retention periods",
    "Calibration",
    "Protective clothing",
    "Communication",
    "Data protection",
    "Security",
    "Audits",
    "Complaints",
    "Working hours",
    "Vehicle weight",
    "Bodywork",
    "Signals",
    "Track possession",
)
PARENT_TITLES = (
    "General provisions",
    "Organisation",
    "Technical requirements",
    "Operational rules",
    "Safety",
    "Records and reporting",
    "Enforcement",
    "Final provisions",
    "Licensing",
    "Equipment and materials",
    "Procedures",
    "Transitional provisions",
)
# The vocabulary of unique sentences: many ordinary words, drawn at random into a fixed sentence frame.
_ADJECTIVES = (
    "amber brisk coastal dormant eastern faint gentle hollow inland jagged keen lofty mellow narrow oval "
    "pale quiet rustic sandy tidal upland vivid woollen yellow zonal ample bitter cobalt dusty early fertile "
    "granite humid idle lunar marble northern orchard polished rapid silver timber urban velvet wintry "
    "copper crimson frosty golden hazel ivory jade lemon maroon olive scarlet tawny violet russet fine flat fluted "
    "fiery flinty fickle"
).split()
_NOUNS = (
    "anchor barrel beacon cabinet canal chimney compass cottage crate dune ferry fountain gable harbour "
    "hedge island kettle ladder lantern meadow mill orchard paddock pier quarry rafter ridge saddle shed "
    "spindle stable tavern thicket trellis turbine valley vineyard wagon wharf windmill workshop yard "
    "badger falcon heron otter pelican raven salmon sparrow swallow walrus beetle cricket lobster oyster "
    "almond barley carrot clover fennel ginger lentil mustard nutmeg parsley pepper radish saffron thistle "
    "field flint fig flax fiddle flagpole firebox flute"
).split()
_VERBS = (
    "accompanies adjoins borders carries circles crosses divides faces follows guards holds joins marks "
    "overlooks passes reaches shelters supports surrounds touches"
).split()


class TextSource:
    """Seeded source of titles and sentences; remembers every unique sentence it gave, to never repeat one."""

    def __init__(self, rng: random.Random) -> None:
        """
        :param rng: The random generator (seeded by the caller, so the zoo is reproducible).
        """
        self.rng = rng
        self._unique: set[str] = set()

    def title(self) -> str:
        """:returns: An article title in sentence case ("Emergency procedures")."""
        return self.rng.choice(TITLE_WORDS)

    def parent_title(self) -> str:
        """:returns: A chapter or part title ("General provisions")."""
        return self.rng.choice(PARENT_TITLES)

    def sentence(self) -> str:
        """:returns: A filler sentence of ordinary regulation wording, ending with a full stop."""
        subject = self.rng.choice(SUBJECTS)
        verb = self.rng.choice(VERBS)
        obj = self.rng.choice(OBJECTS)
        condition = self.rng.choice(CONDITIONS)
        frame = self.rng.randrange(4)
        if frame == 0:
            return f"The {subject} shall {verb} {obj} {condition}."
        if frame == 1:
            return f"Where required, the {subject} must {verb} {obj} and keep a copy {condition}."
        if frame == 2:
            other = self.rng.choice(SUBJECTS)
            return f"The {subject} may ask the {other} to {verb} {obj} {condition}."
        return f"Each {subject} is responsible for ensuring that {obj} is kept in good order {condition}."

    def paragraph(self, sentences: int) -> list[str]:
        """
        :param sentences: How many sentences.
        :returns: That many filler sentences.
        """
        return [self.sentence() for _ in range(sentences)]

    def unique_sentence(self) -> str:
        """
        :returns: A sentence of random ordinary words that this source never gave before (at least 20 words).
        """
        while True:
            r = self.rng
            words = [
                "The",
                r.choice(_ADJECTIVES),
                r.choice(_NOUNS),
                "near the",
                r.choice(_ADJECTIVES),
                r.choice(_NOUNS),
                r.choice(_VERBS),
                "the",
                r.choice(_ADJECTIVES),
                r.choice(_NOUNS),
                "while the",
                r.choice(_NOUNS),
                "of the",
                r.choice(_ADJECTIVES),
                r.choice(_NOUNS),
                r.choice(_VERBS),
                "one",
                r.choice(_ADJECTIVES),
                r.choice(_NOUNS),
                "beside the",
                r.choice(_NOUNS),
            ]
            sentence = " ".join(words) + "."
            if sentence not in self._unique:
                self._unique.add(sentence)
                return sentence

    def table_rows(self, count: int) -> list[list[str]]:
        """
        :param count: How many rows.
        :returns: Rows of three short cells: an item code, a requirement, a limit.
        """
        rows = []
        for index in range(count):
            code = f"T{index + 1}"
            requirement = f"{self.rng.choice(TITLE_WORDS)} of the {self.rng.choice(SUBJECTS)}"
            limit = f"{self.rng.randrange(2, 400)} {self.rng.choice(('mm', 'kg', 'days', 'hours', 'kPa'))}"
            rows.append([code, requirement, limit])
        return rows
