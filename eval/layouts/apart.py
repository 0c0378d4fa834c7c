"""
A second layout zoo, written apart from `eval.layouts.generator`: regulation-like PDFs in layouts nobody tuned on.

The splitter was tuned on the zoo that `eval.layouts.generator` draws, so that zoo cannot say how the splitter does on
layouts it has not seen. This module was written apart from that generator and shares no code with it: its own
words, its own heading conventions (CSI parts, run-in statutory sections, ISO clauses, headings known only by their
font, ...), its own hazards (page x of y, document-control footers, odd and even two-line headers, line numbers, a
draft watermark, ...) and its own line wrapping, which tells it on which page every line lands. So
`python -m eval structure` on its sets measures the ingestion on layouts nobody tuned the splitter on.

Keep the seeds apart: seed 101 draws the tuning set, seed 202 the held-out set, measured once per change to report.

Beside each `NAME.pdf` it writes `NAME.json`, the ground truth in the schema `eval.structure` reads (the one
`eval.layouts.generator` writes): `file`, `seed`, `convention`, `hazards`, `page_count`, `title`; `articles`, in
reading order, each with `id`, `key` (only where the id is not a number, for headings known by their font alone),
`title`, `parent`, `page_start`, `page_end` (1-based physical pages), `sentence` (printed only in this article, once
in the whole set) and `sentence_pages`; `pages`, each with `page`, `label`, `kind` (`cover` or `body`), `headers`,
`footers` and `rotated`.

A set holds one document per convention without hazards, then documents of three hazards each, every hazard on
two of them. The same seed always draws the same documents and the same JSON (the PDF's random file identifier
aside). `check_truth` reads the PDFs back and lists where the ground truth does not match their text layer.

Usage example:

```bash
python -m eval.layouts.apart --seed 101 --out /tmp/unseen/set_a      # the tuning set
python -m eval.layouts.apart --seed 202 --out /tmp/unseen/set_b      # the held-out set
python -m eval structure /tmp/unseen/set_a
python -m eval.layouts.apart --seed 101 --out /tmp/apart-few --only u05_ u18_ --check
```

```python
from pathlib import Path
from eval.layouts.apart import check_truth, generate_set

truths = generate_set(Path("/tmp/apart-few"), seed=101, only=["u05_", "u18_"])
print(truths[0]["file"], check_truth(Path("/tmp/apart-few")))
```
"""

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pymupdf

# A4, in points.
W, H = 595.0, 842.0
LEFT, RIGHT = 72.0, 523.0
TOP, BOTTOM = 88.0, 760.0
HEADER_Y1, HEADER_Y2 = 42.0, 55.0
FOOTER_Y1, FOOTER_Y2 = 792.0, 805.0

# PyMuPDF's built-in fonts: regular, bold and italic of each family.
FAMILIES = {
    "times": {"r": "tiro", "b": "tibo", "i": "tiit"},
    "helv": {"r": "helv", "b": "hebo", "i": "heit"},
    "cour": {"r": "cour", "b": "cobo", "i": "coit"},
}
_FONTS: dict[str, pymupdf.Font] = {}

# A heading line: (text, font, size, align), or for a tab-gap heading (number, font, size, "tab" or "rtab", title,
# colour).
HeadingLine = tuple[Any, ...]
# An outline item: ("parent" or "group", id, heading lines), ("text", sentences) or ("article", article).
Item = tuple[Any, ...]
Colour = tuple[float, float, float]
_BLACK: Colour = (0, 0, 0)


def font(name: str) -> pymupdf.Font:
    """
    Load a built-in font once.

    :param name: PyMuPDF's name of the font (`tiro`, `hebo`, ...).
    :returns: The font.
    """
    if name not in _FONTS:
        _FONTS[name] = pymupdf.Font(name)
    return _FONTS[name]


def tlen(text: str, fname: str, size: float) -> float:
    """
    Measure printed text.

    :param text: The text.
    :param fname: PyMuPDF's name of the font.
    :param size: The font size, in points.
    :returns: Its width, in points.
    """
    return font(fname).text_length(text, fontsize=size)


# ----------------------------------------------------------------------------- words

NOUNS = (
    "operator vessel crane harbour berth cargo inspector permit licence record register manifest pilot tug barge "
    "container forklift gangway bollard fender hatch deck ladder hoist sling rope chain anchor beacon lantern signal "
    "radio channel schedule roster shift supervisor contractor visitor apprentice engineer surveyor warden marshal "
    "driver vehicle trailer tanker pipeline valve pump gauge meter filter hose nozzle hydrant extinguisher alarm "
    "detector sensor camera barrier fence gate kiosk office workshop warehouse shed yard quay jetty slipway dock "
    "basin channel buoy tide current weather forecast storm flood drain culvert kerb footpath crossing junction "
    "platform canopy shelter lamp switch cable panel battery charger generator engine boiler furnace chimney vent "
    "duct fan heater cooler freezer pallet crate drum bottle cylinder canister label placard notice sign poster "
    "ledger invoice receipt voucher report summary notice letter memo agenda minute committee board council panel "
    "tribunal auditor assessor examiner trainer candidate applicant holder owner tenant landlord lessee agent broker"
).split()
ADJS = (
    "suitable adequate competent qualified annual monthly weekly daily written signed current valid temporary "
    "permanent portable fixed mobile heavy light narrow wide shallow deep clean dry wet secure locked sealed marked "
    "visible audible reflective protective fireproof waterproof approved certified registered licensed independent "
    "senior junior regional local central northern southern eastern western coastal inland spare reserve primary "
    "secondary routine special urgent minor major formal informal separate common shared private public"
).split()
VERBS = (
    "inspect record report maintain check replace repair store secure mark label notify inform supervise approve "
    "review test clean inspect measure calibrate lock isolate drain ventilate illuminate display keep retain submit "
    "collect deliver remove return examine certify register document monitor patrol survey sample weigh load unload"
).split()
ADVS = "promptly carefully regularly safely properly clearly quickly fully jointly separately".split()
PREPS = "near beside behind within across along outside inside beyond before after during".split()
PLACES = (
    "Kestrel Bay",
    "Northmoor",
    "Ashcombe",
    "Harlow Vale",
    "Pennick",
    "Wexley",
    "Dunmore",
    "Calder Ridge",
    "Orrin Sound",
    "Brackwater",
    "Elmstead",
    "Fairhaven",
    "Tollbridge",
    "Greyholm",
)
BODIES = (
    "Harbour Authority",
    "Port Board",
    "Rail Safety Office",
    "Fire and Rescue Service",
    "Water Board",
    "Building Standards Agency",
    "Pipeline Regulator",
    "Transit Commission",
    "Marine Directorate",
    "Licensing Council",
)
BOOKS = (
    "Operating Code",
    "Safety Regulations",
    "Technical Specification",
    "Procedures Manual",
    "Policy Manual",
    "Code of Practice",
    "Standards Handbook",
    "Compliance Rules",
)
TITLE_POOL = (
    "Scope",
    "Purpose",
    "Definitions",
    "Application",
    "Fire extinguishers",
    "Storage of fuel",
    "Hot work permits",
    "Lifting equipment",
    "Access to quays",
    "Confined spaces",
    "Working at height",
    "Emergency lighting",
    "Record keeping",
    "Reporting of incidents",
    "Speed limits",
    "Parking of vehicles",
    "Mooring of vessels",
    "Waste disposal",
    "Noise control",
    "Training of staff",
    "Visitor access",
    "Contractor control",
    "Inspection of hoses",
    "Electrical isolation",
    "Signage",
    "First aid",
    "Personal protective equipment",
    "Housekeeping",
    "Spill response",
    "Security of gates",
    "Night working",
    "Lone working",
    "Weather limits",
    "Pilotage",
    "Towage",
    "Bunkering",
    "Dangerous goods",
    "Ventilation",
    "Drainage",
    "Lighting of berths",
    "Fees and charges",
    "Appeals",
    "Enforcement",
    "Revocation of permits",
    "Transitional provisions",
    "Commencement",
    "Interpretation",
    "Competence of operators",
    "Maintenance of plant",
    "Testing of alarms",
    "Evacuation routes",
    "Assembly points",
    "Use of radios",
    "Smoking",
    "Alcohol and drugs",
    "Fatigue management",
    "Vehicle inspection",
    "Load restraint",
    "Crane signals",
    "Gangway safety",
    "Ice and snow",
    "Flood warnings",
    "Pest control",
    "Cleaning of tanks",
    "Gas testing",
    "Permit audits",
    "Complaints",
    "Notices",
)
LONG_TAIL = (
    "and related duties of the operator",
    "for vessels alongside the northern quays",
    "during the hours of darkness and in poor visibility",
    "and the keeping of written records thereof",
    "by contractors and other persons not employed by the authority",
    "including temporary structures and portable equipment",
)


class Words:
    """
    Filler sentences and unique sentences from a seeded random generator.

    Usage example:

    ```python
    import random
    from eval.layouts.apart import Words

    words = Words(random.Random(1), set())
    print(words.sentence(), words.unique())
    ```
    """

    def __init__(self, rng: random.Random, used: set[str]) -> None:
        """
        Share the random generator and the set of unique sentences drawn so far.

        :param rng: The document's random generator.
        :param used: The unique sentences of the whole set, case-folded; `unique` adds to it.
        """
        self.rng = rng
        self.used = used

    def sentence(self, lo: int = 9, hi: int = 18) -> str:
        """
        Draw a plausible rule sentence.

        :param lo: The fewest words to aim for.
        :param hi: The most words to aim for (drawn again for every clause, so the length varies).
        :returns: The sentence, ending in a full stop.
        """
        r = self.rng
        parts = [r.choice(("The", "Each", "Every", "A", "Any")), r.choice(ADJS), r.choice(NOUNS)]
        parts += [r.choice(("shall", "must", "should", "may", "will")), r.choice(VERBS), "the", r.choice(NOUNS)]
        while len(parts) < r.randint(lo, hi):
            c = r.random()
            if c < 0.3:
                parts += [r.choice(PREPS), "the", r.choice(ADJS), r.choice(NOUNS)]
            elif c < 0.5:
                parts += ["and", r.choice(VERBS), "each", r.choice(NOUNS)]
            elif c < 0.7:
                parts += [r.choice(ADVS)]
            else:
                parts += ["of", "the", r.choice(NOUNS)]
        return " ".join(parts) + "."

    def unique(self) -> str:
        """
        Draw a sentence of a dozen words or more that no other article of the set prints.

        :returns: The sentence.
        """
        while True:
            s = self.sentence(13, 19)
            n = len(s.split())
            if 12 <= n <= 21 and s.casefold() not in self.used:
                self.used.add(s.casefold())
                return s

    def para(self, n: int) -> list[str]:
        """
        Draw a paragraph's sentences.

        :param n: How many.
        :returns: The sentences.
        """
        return [self.sentence() for _ in range(n)]


# ----------------------------------------------------------------------------- layout engine


@dataclass(slots=True)
class Tok:
    """A word as printed: its font, size and colour, and whether it belongs to the article's unique sentence."""

    text: str
    font: str
    size: float
    color: Colour = _BLACK
    sent: bool = False


class Doc:
    """
    A PDF drawn line by line, which records on which page every line lands.

    Usage example:

    ```python
    import random
    from eval.layouts.apart import Doc, toks_of

    doc = Doc(random.Random(1), "times", [])
    doc.paragraph(toks_of("The operator shall keep a record.", "tiro", doc.size))
    print(doc.line_log)
    ```
    """

    def __init__(self, rng: random.Random, family: str, hazards: list[str], size: float = 10.0) -> None:
        """
        Start an empty PDF.

        :param rng: The document's random generator.
        :param family: A key of `FAMILIES`.
        :param hazards: The document's hazards (names in `HAZARDS`); `line_numbers` narrows the text column.
        :param size: The body text size, in points.
        """
        self.rng = rng
        self.fam = FAMILIES[family]
        self.hz = set(hazards)
        self.size = size
        self.lead = size * 1.35
        self.pdf = pymupdf.open()
        self.pages: list[dict[str, Any]] = []  # per page: kind, the baselines of its lines, its fonts, blank
        self.page: pymupdf.Page | None = None  # None: the next line starts a new page
        self.y = 0.0
        self.cur_article: int | None = None
        self.line_log: list[tuple[int, int | None, bool]] = []  # (page, article index, holds the unique sentence)
        self.left, self.right = LEFT, RIGHT
        if "line_numbers" in self.hz:
            self.left = LEFT + 14

    def _ensure_font(self, page: pymupdf.Page, fname: str) -> str:
        # A font is embedded in a page when the page first uses it, so that every character is in the text layer.
        reg = self.pages[page.number]["fonts"]
        if fname not in reg:
            page.insert_font(fontname="F" + fname, fontbuffer=font(fname).buffer)
            reg.add(fname)
        return "F" + fname

    def text(
        self,
        x: float,
        y: float,
        s: str,
        fname: str,
        size: float,
        color: Colour = _BLACK,
        page: pymupdf.Page | None = None,
        morph: tuple[pymupdf.Point, pymupdf.Matrix] | None = None,
        opacity: float = 1,
    ) -> None:
        """
        Print a string.

        :param x: The left end of the baseline, in points.
        :param y: The baseline, in points from the top.
        :param s: The string.
        :param fname: PyMuPDF's name of the font.
        :param size: The font size, in points.
        :param color: RGB, each 0 to 1.
        :param page: The page (default: the current one).
        :param morph: A fixed point and a matrix to transform the text with (a rotated watermark).
        :param opacity: The fill opacity, 0 to 1.
        """
        page = page or self.page
        fn = self._ensure_font(page, fname)
        page.insert_text((x, y), s, fontname=fn, fontsize=size, color=color, morph=morph, fill_opacity=opacity)

    def new_page(self, kind: str = "body") -> pymupdf.Page:
        """
        Start a page; the next line goes at its top.

        :param kind: The page's kind (`body`, `cover`).
        :returns: The page.
        """
        self.page = self.pdf.new_page(width=W, height=H)
        self.pages.append({"kind": kind, "lines": [], "fonts": set(), "blank": False})
        self.y = TOP
        return self.page

    def pno(self) -> int:
        """
        Say on which page drawing is.

        :returns: The current page, 1-based.
        """
        return len(self.pages)

    def room(self, h: float) -> bool:
        """
        Say whether the current page has room left.

        :param h: The height wanted, in points.
        :returns: True when it fits above the bottom margin.
        """
        return self.y + h <= BOTTOM

    def ensure(self, h: float) -> None:
        """
        Start a page when the current one has no room for a line.

        :param h: The line's height, in points.
        """
        if self.page is None or not self.room(h):
            self.new_page()

    def blank_page(self) -> None:
        """Print a page that says it was left blank; the next line starts a new page."""
        self.new_page()
        self.pages[-1]["blank"] = True
        s = "This page intentionally left blank"
        self.text((W - tlen(s, self.fam["i"], 11)) / 2, H / 2, s, self.fam["i"], 11)
        self.page = None

    def emit(
        self, toks: list[Tok], x0: float, width: float | None = None, justify: bool = False, align: str = "left"
    ) -> int:
        """
        Print one line of words and log it.

        :param toks: The words.
        :param x0: The line's left end, in points (ignored when centred or right-aligned).
        :param width: The width to justify to, in points.
        :param justify: Spread the words over `width`.
        :param align: `left`, `center` or `right`.
        :returns: The page it was printed on, 1-based.
        """
        h = max(t.size for t in toks) * 1.35
        self.ensure(h)
        y = self.y + max(t.size for t in toks)
        space = tlen(" ", self.fam["r"], self.size)
        widths = [tlen(t.text, t.font, t.size) for t in toks]
        natural = sum(widths) + space * (len(toks) - 1)
        if align == "center":
            x0 = (self.left + self.right - natural) / 2
        elif align == "right":
            x0 = self.right - natural
        if justify and len(toks) > 1 and width:
            gap = (width - sum(widths)) / (len(toks) - 1)
            x = x0
            for t, w in zip(toks, widths, strict=True):
                self.text(x, y, t.text, t.font, t.size, t.color)
                x += w + gap
        else:
            # Runs of one style go in one string, as a typesetter would set them.
            x = x0
            i = 0
            while i < len(toks):
                j = i
                while j + 1 < len(toks) and (toks[j + 1].font, toks[j + 1].size, toks[j + 1].color) == (
                    toks[i].font,
                    toks[i].size,
                    toks[i].color,
                ):
                    j += 1
                s = " ".join(t.text for t in toks[i : j + 1])
                self.text(x, y, s, toks[i].font, toks[i].size, toks[i].color)
                x += tlen(s, toks[i].font, toks[i].size) + space
                i = j + 1
        self.pages[-1]["lines"].append(y)
        self.line_log.append((self.pno(), self.cur_article, any(t.sent for t in toks)))
        self.y += h
        return self.pno()

    def paragraph(
        self, toks: list[Tok], indent: float = 0.0, hang: float = 0.0, justify: bool = False, hyphenate: bool = False
    ) -> None:
        """
        Wrap words into lines and print them: the first line at the left margin plus `indent`, the rest plus `hang`.

        :param toks: The words.
        :param indent: The first line's indent, in points.
        :param hang: The other lines' indent, in points.
        :param justify: Justify every line but the last.
        :param hyphenate: Break a long word that does not fit with a hyphen (never one of the unique sentence).
        """
        lines: list[tuple[list[Tok], float, float]] = []
        line: list[Tok] = []
        x_first, x_rest = self.left + indent, self.left + hang
        space = tlen(" ", self.fam["r"], self.size)
        width = self.right - x_first
        used = 0.0
        pending = list(toks)
        while pending:
            t = pending.pop(0)
            w = tlen(t.text, t.font, t.size)
            need = w if not line else used + space + w
            if need <= width or not line:
                line.append(t)
                used = need
                continue
            if hyphenate and not t.sent and len(t.text) >= 7 and t.text.isalpha():
                for cut in range(len(t.text) - 3, 2, -1):
                    head = t.text[:cut] + "-"
                    if used + space + tlen(head, t.font, t.size) <= width:
                        line.append(Tok(head, t.font, t.size, t.color))
                        pending.insert(0, Tok(t.text[cut:], t.font, t.size, t.color, t.sent))
                        break
                else:
                    pending.insert(0, t)
            else:
                pending.insert(0, t)
            lines.append((line, x_first if not lines else x_rest, width))
            line, used = [], 0.0
            width = self.right - x_rest
        if line:
            lines.append((line, x_first if not lines else x_rest, width))
        for k, (ln, x, wd) in enumerate(lines):
            last = k == len(lines) - 1
            self.emit(ln, x, wd, justify=justify and not last)


def toks_of(text: str, fname: str, size: float, sent: bool = False, color: Colour = _BLACK) -> list[Tok]:
    """
    Split text into words of one style.

    :param text: The text.
    :param fname: PyMuPDF's name of the font.
    :param size: The font size, in points.
    :param sent: The words belong to the article's unique sentence.
    :param color: RGB, each 0 to 1.
    :returns: The words.
    """
    return [Tok(w, fname, size, color, sent) for w in text.split()]


# ----------------------------------------------------------------------------- conventions
# Each convention builds an outline, a list of items (see `Item`). An article is a dict: `id`, `key` (optional),
# `title`, `parent` (optional: else the last parent item's id), `heading` (heading lines, maybe none), `runin`
# (optional: (text, font) pairs printed before its first paragraph) and `paras`, each a dict: `label`, `sents`,
# `hang`, and optional `indent`, `lead_bold` and `small`.


def roman(n: int) -> str:
    """
    Write a number in upper-case Roman numerals.

    :param n: The number, 1 to 89.
    :returns: The numeral.
    """
    out = ""
    for v, s in ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= v:
            out += s
            n -= v
    return out


class Ctx:
    """
    What a convention draws from: the random generator, the words, the titles left and the fonts.

    Usage example:

    ```python
    import random
    from eval.layouts.apart import Ctx, Words, conv_csi

    rng = random.Random(1)
    items = conv_csi(Ctx(rng, Words(rng, set()), [], "times"), 2, 4)
    ```
    """

    def __init__(self, rng: random.Random, words: Words, hazards: list[str], fam: str) -> None:
        """
        Shuffle the titles.

        :param rng: The document's random generator.
        :param words: The document's words.
        :param hazards: The document's hazards; `multiline_headings` lengthens titles.
        :param fam: A key of `FAMILIES`.
        """
        self.r, self.w, self.hz, self.fam = rng, words, set(hazards), FAMILIES[fam]
        self.titles = list(TITLE_POOL)
        rng.shuffle(self.titles)
        self.bold, self.regular, self.italic = self.fam["b"], self.fam["r"], self.fam["i"]

    def title(self) -> str:
        """
        Draw a heading title not used before in the document, while titles last.

        :returns: The title.
        """
        t = self.titles.pop() if self.titles else " ".join(self.r.sample(NOUNS, 2)).capitalize()
        if "multiline_headings" in self.hz and self.r.random() < 0.6:
            t = t + " " + self.r.choice(LONG_TAIL) + " " + self.r.choice(LONG_TAIL)
        return t


def body_plain(
    c: Ctx, n_paras: int | None = None, labels: list[str] | None = None, hang: float = 0.0
) -> list[dict[str, Any]]:
    """
    Draw an article's paragraphs, a handful of sentences in all.

    :param c: The context.
    :param n_paras: How many paragraphs (default: one to three).
    :param labels: The paragraphs' labels (`A.`, `B.`, ...), in order; none when left out.
    :param hang: The indent of the paragraphs' lines after the first, in points.
    :returns: The paragraphs.
    """
    n = n_paras or c.r.randint(1, 3)
    paras = []
    total = c.r.randint(5, 12)
    for k in range(n):
        lab = labels[k] if labels and k < len(labels) else None
        paras.append({"label": lab, "sents": c.w.para(max(2, total // n)), "hang": hang})
    return paras


def article_item(article_id: str, title: str, heading: list[tuple[Any, ...]], paras: list[dict[str, Any]]) -> Item:
    """
    An article of an outline, in the form most conventions draw it.

    :param article_id: Its true id.
    :param title: Its title.
    :param heading: The heading's printed pieces.
    :param paras: Its paragraphs.
    :returns: The outline item.
    """
    return ("article", {"id": article_id, "title": title, "heading": heading, "paras": paras})


def conv_csi(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a CSI-style specification: `PART 1 - GENERAL`, articles `1.01 TITLE`, paragraphs `A.`, `B.`.

    :param c: The context.
    :param n_parents: How many parts.
    :param n_arts: How many articles a part.
    :returns: The outline.
    """
    items: list[Item] = []
    for p in range(1, n_parents + 1):
        name = ["GENERAL", "PRODUCTS", "EXECUTION", "QUALITY", "CLOSEOUT"][p - 1]
        items.append(("parent", f"PART {p}", [(f"PART {p} - {name}", c.bold, 11, "left")]))
        for a in range(1, n_arts + 1):
            aid = f"{p}.{a:02d}"
            t = c.title().upper()
            paras = body_plain(c, c.r.randint(2, 3), labels=["A.", "B.", "C."], hang=18)
            items.append(
                ("article", {"id": aid, "title": t, "heading": [(f"{aid} {t}", c.bold, 10, "left")], "paras": paras})
            )
    return items


def conv_uk_si(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a UK statutory instrument: a bold title line over a run-in `1.—(1)`.

    :param c: The context.
    :param n_parents: How many parts.
    :param n_arts: How many articles a part.
    :returns: The outline.
    """
    items: list[Item] = []
    num = 1
    for p in range(1, n_parents + 1):
        t = c.title()
        items.append(
            ("parent", f"PART {p}", [(f"PART {p}", c.regular, 11, "center"), (t.upper(), c.regular, 10, "center")])
        )
        for _ in range(n_arts):
            t = c.title()
            k = c.r.randint(2, 3)
            paras = [
                {"label": f"({i + 1})", "sents": c.w.para(c.r.randint(2, 5)), "hang": 0, "indent": 14} for i in range(k)
            ]
            paras[0]["label"] = None
            items.append(
                (
                    "article",
                    {
                        "id": str(num),
                        "title": t,
                        "heading": [(t, c.bold, 10, "left")],
                        "runin": [(f"{num}.—(1)", c.bold)],
                        "paras": paras,
                    },
                )
            )
            num += 1
    return items


def conv_anz(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw an Australian or New Zealand act: `Division 1—Title`, sections `12  Title`.

    :param c: The context.
    :param n_parents: How many divisions.
    :param n_arts: How many sections a division.
    :returns: The outline.
    """
    items: list[Item] = []
    num = 1
    items.append(("parent", "Part 1", [("Part 1—Preliminary", c.bold, 13, "left")]))
    for p in range(1, n_parents + 1):
        t = c.title()
        items.append(("parent", f"Division {p}", [(f"Division {p}—{t}", c.bold, 11.5, "left")]))
        for _ in range(n_arts):
            t = c.title()
            k = c.r.randint(1, 3)
            paras = [
                {
                    "label": f"({i + 1})" if k > 1 else None,
                    "sents": c.w.para(c.r.randint(2, 5)),
                    "hang": 36,
                    "indent": 14,
                }
                for i in range(k)
            ]
            items.append(article_item(f"Section {num}", t, [(f"{num}  {t}", c.bold, 10.5, "left")], paras))
            num += 1
    return items


def conv_nerc(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a NERC-style reliability standard: run-in requirements `R1.` with their measures `M1.`.

    :param c: The context.
    :param n_parents: With `n_arts`, how many requirements (their product).
    :param n_arts: See `n_parents`.
    :returns: The outline.
    """
    items: list[Item] = [
        ("parent", "A", [("A. Introduction", c.bold, 12, "left")]),
        (
            "text",
            [
                f"1. Title: {c.title()}",
                f"2. Number: PRC-{c.r.randint(10, 99)}-{c.r.randint(1, 5)}",
                "3. Purpose: " + c.w.sentence(),
                "4. Applicability: " + c.w.sentence(),
            ],
        ),
        ("parent", "B", [("B. Requirements and Measures", c.bold, 12, "left")]),
    ]
    for n in range(1, n_parents * n_arts + 1):
        paras = [{"label": None, "sents": c.w.para(c.r.randint(2, 5)), "hang": 22}]
        if c.r.random() < 0.5:
            for s in range(1, c.r.randint(2, 3)):
                paras.append({"label": f"{n}.{s}.", "sents": c.w.para(c.r.randint(1, 2)), "hang": 58, "indent": 22})
        paras.append({"label": f"M{n}.", "sents": c.w.para(c.r.randint(1, 2)), "hang": 22, "lead_bold": True})
        items.append(
            ("article", {"id": f"R{n}", "title": "", "heading": [], "runin": [(f"R{n}.", c.bold)], "paras": paras})
        )
    items.append(("parent", "C", [("C. Compliance", c.bold, 12, "left")]))
    items.append(("text", ["1. Compliance Monitoring Process", c.w.sentence()]))
    return items


def conv_iso(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw an ISO-style standard: clause 1 Scope, terms `3.1` with notes to entry, clauses `4.1` and `4.2.1`.

    :param c: The context.
    :param n_parents: How many clauses after the terms.
    :param n_arts: How many subclauses a clause (and one term more than that).
    :returns: The outline.
    """
    items: list[Item] = [
        (
            "article",
            {"id": "1", "title": "Scope", "heading": [("1 Scope", c.bold, 13, "left")], "paras": body_plain(c, 2)},
        ),
        ("parent", "3", [("3 Terms and definitions", c.bold, 13, "left")]),
        ("text", ["For the purposes of this document, the following terms and definitions apply."]),
    ]
    terms = c.r.sample(NOUNS, n_arts + 1)
    for t in range(1, n_arts + 2):
        items.append(
            (
                "article",
                {
                    "id": f"3.{t}",
                    "title": terms[t - 1],
                    "heading": [(f"3.{t}", c.bold, 10, "left"), (terms[t - 1], c.bold, 10, "left")],
                    "paras": [
                        {"label": None, "sents": c.w.para(c.r.randint(2, 5)), "hang": 0},
                        {"label": "Note 1 to entry:", "sents": c.w.para(1), "hang": 0, "small": True},
                    ],
                },
            )
        )
    for p in range(4, 4 + n_parents):
        items.append(("parent", str(p), [(f"{p} {c.title()}", c.bold, 13, "left")]))
        for a in range(1, n_arts + 1):
            if a == 2:
                items.append(("group", f"{p}.{a}", [(f"{p}.{a} {c.title()}", c.bold, 11, "left")]))
                for s in range(1, 3):
                    aid = f"{p}.{a}.{s}"
                    t = c.title()
                    items.append(article_item(aid, t, [(f"{aid} {t}", c.bold, 10, "left")], body_plain(c)))
            else:
                aid, t = f"{p}.{a}", c.title()
                items.append(article_item(aid, t, [(f"{aid} {t}", c.bold, 11, "left")], body_plain(c)))
    return items


def conv_font_only(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a document whose headings have no numbers: only their size and weight say what they are.

    :param c: The context.
    :param n_parents: How many chapters.
    :param n_arts: How many articles a chapter.
    :returns: The outline; each article's `key` is its title, case-folded, without spaces.
    """
    items: list[Item] = []
    for _ in range(n_parents):
        pt = c.title()
        items.append(("parent", pt, [(pt.upper(), c.bold, 15, "left")]))
        for _ in range(n_arts):
            t = c.title()
            items.append(
                (
                    "article",
                    {
                        "id": t,
                        "key": "".join(t.casefold().split()),
                        "title": t,
                        "parent": pt,
                        "heading": [(t, c.bold, 12.5, "left")],
                        "paras": body_plain(c),
                    },
                )
            )
    return items


def conv_leg_sec(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a US-style act: `TITLE I—NAME`, run-in sections `Sec. 1. Title.—`.

    :param c: The context.
    :param n_parents: How many titles.
    :param n_arts: How many sections a title.
    :returns: The outline.
    """
    items: list[Item] = []
    num = 1
    for p in range(1, n_parents + 1):
        t = c.title().upper()
        items.append(("parent", f"Title {roman(p)}", [(f"TITLE {roman(p)}—{t}", c.bold, 11, "center")]))
        for _ in range(n_arts):
            t = c.title()
            k = c.r.randint(1, 3)
            paras = [
                {
                    "label": None if i == 0 else f"({'abc'[i - 1]})",
                    "sents": c.w.para(c.r.randint(2, 5)),
                    "hang": 0,
                    "indent": 14,
                }
                for i in range(k)
            ]
            items.append(
                (
                    "article",
                    {
                        "id": f"Sec. {num}",
                        "title": t,
                        "heading": [],
                        "runin": [(f"Sec. {num}.", c.bold), (f"{t}.—", c.italic)],
                        "paras": paras,
                    },
                )
            )
            num += 1
    return items


def conv_word(word: str, parent_word: str) -> Callable[[Ctx, int, int], list[Item]]:
    """
    Make a convention whose articles are headed by a word: `Standard 1.2 Title` or `Requirement 7: Title`.

    :param word: The articles' word; `Standard` numbers them within their parent, the others through the document.
    :param parent_word: The parents' word (`Theme`, `Domain`, ...).
    :returns: The convention.
    """

    def draw(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
        items: list[Item] = []
        num = 1
        for p in range(1, n_parents + 1):
            pt = c.title()
            items.append(("parent", f"{parent_word} {p}", [(f"{parent_word} {p} — {pt}", c.bold, 13, "left")]))
            for a in range(1, n_arts + 1):
                t = c.title()
                aid = f"{word} {p}.{a}" if word == "Standard" else f"{word} {num}"
                sep = " " if word == "Standard" else ": "
                items.append(article_item(aid, t, [(f"{aid}{sep}{t}", c.bold, 10.5, "left")], body_plain(c)))
                num += 1
        return items

    return draw


def conv_deep(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a document numbered four levels deep: articles `1.1.2.3`.

    :param c: The context.
    :param n_parents: How many top-level sections.
    :param n_arts: Twice the articles of a third-level group.
    :returns: The outline.
    """
    items: list[Item] = []
    for p in range(1, n_parents + 1):
        items.append(("parent", str(p), [(f"{p} {c.title().upper()}", c.bold, 12, "left")]))
        items.append(("group", f"{p}.1", [(f"{p}.1 {c.title()}", c.bold, 11, "left")]))
        for g in range(1, 3):
            items.append(("group", f"{p}.1.{g}", [(f"{p}.1.{g} {c.title()}", c.bold, 10.5, "left")]))
            for a in range(1, max(2, n_arts // 2) + 1):
                aid, t = f"{p}.1.{g}.{a}", c.title()
                items.append(article_item(aid, t, [(f"{aid} {t}", c.bold, 10, "left")], body_plain(c)))
    return items


def conv_tab_gap(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw headings in colour with a tab gap between number and title (the title at a tab stop or the right margin).

    :param c: The context.
    :param n_parents: How many sections.
    :param n_arts: How many articles a section.
    :returns: The outline.
    """
    items: list[Item] = []
    blue = (0.1, 0.2, 0.55)
    right = c.r.random() < 0.5
    for p in range(1, n_parents + 1):
        items.append(("parent", f"Section {p}", [(f"{p}", c.bold, 13, "tab", c.title().upper(), blue)]))
        for a in range(1, n_arts + 1):
            aid, t = f"{p}.{a}", c.title()
            items.append(
                article_item(aid, t, [(aid, c.bold, 10.5, "rtab" if right else "tab", t, blue)], body_plain(c))
            )
    return items


def conv_policy(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a policy manual: `Policy 100.1 — Title` over an italic line of effective date and approval.

    :param c: The context.
    :param n_parents: How many chapters.
    :param n_arts: How many policies a chapter.
    :returns: The outline.
    """
    items: list[Item] = []
    for p in range(1, n_parents + 1):
        items.append(("parent", f"Chapter {p}", [(f"Chapter {p} — {c.title()}", c.bold, 14, "left")]))
        for a in range(1, n_arts + 1):
            aid, t = f"Policy {p}00.{a}", c.title()
            items.append(
                (
                    "article",
                    {
                        "id": aid,
                        "title": t,
                        "heading": [
                            (f"{aid} — {t}", c.bold, 11, "left"),
                            (
                                f"Effective: {c.r.randint(2018, 2024)}-0{c.r.randint(1, 9)}-15   "
                                f"Approved by: Chief Officer",
                                c.italic,
                                8.5,
                                "left",
                            ),
                        ],
                        "paras": body_plain(c),
                    },
                )
            )
    return items


def conv_sop(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw standard operating procedures `SOP-07  Title`, numbered with gaps, with run-in `Purpose.`, `Procedure.`.

    :param c: The context.
    :param n_parents: How many volumes.
    :param n_arts: How many procedures a volume.
    :returns: The outline.
    """
    items: list[Item] = []
    num = c.r.randint(1, 20)
    for p in range(1, n_parents + 1):
        items.append(("parent", f"Volume {p}", [(f"VOLUME {p}: {c.title().upper()}", c.bold, 13, "center")]))
        for _ in range(n_arts):
            aid, t = f"SOP-{num:02d}", c.title()
            paras = [
                {"label": lab, "sents": c.w.para(c.r.randint(1, 3)), "hang": 0, "lead_bold": True}
                for lab in ("Purpose.", "Procedure.", "Records.")[: c.r.randint(2, 3)]
            ]
            items.append(
                ("article", {"id": aid, "title": t, "heading": [(f"{aid}  {t}", c.bold, 11, "left")], "paras": paras})
            )
            num += c.r.randint(1, 3)
    return items


def conv_bis(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw a continental code: centred `Article 4` over an italic title, inserted articles `4bis`, `4a`.

    :param c: The context.
    :param n_parents: How many chapters.
    :param n_arts: How many articles a chapter.
    :returns: The outline.
    """
    items: list[Item] = []
    num = 1
    for p in range(1, n_parents + 1):
        items.append(
            (
                "parent",
                f"Chapter {roman(p)}",
                [(f"CHAPTER {roman(p)}", c.bold, 12, "center"), (c.title().upper(), c.bold, 11, "center")],
            )
        )
        for a in range(n_arts):
            if a > 0 and c.r.random() < 0.4:
                suffix = c.r.choice(["bis", "a", "ter", "b"])
                aid = f"Article {num - 1}{suffix}"
            else:
                aid = f"Article {num}"
                num += 1
            if any(it[0] == "article" and it[1]["id"] == aid for it in items):
                aid = f"Article {num}"
                num += 1
            t = c.title()
            k = c.r.randint(1, 3)
            paras = []
            for i in range(k):
                s = c.w.para(c.r.randint(2, 5))
                if c.r.random() < 0.4:
                    s[0] = s[0][:-1] + f" as set out in Art. {c.r.randint(1, 9)} ({c.r.randint(1, 3)})."
                paras.append({"label": f"({i + 1})" if k > 1 else None, "sents": s, "hang": 0, "indent": 0})
            items.append(article_item(aid, t, [(aid, c.bold, 11, "center"), (t, c.italic, 10.5, "center")], paras))
    return items


def conv_para(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw numbered paragraphs through the document: `¶ 12  Title` or `Para 12. Title`.

    :param c: The context.
    :param n_parents: How many parts.
    :param n_arts: How many paragraphs a part.
    :returns: The outline.
    """
    items: list[Item] = []
    num = 1
    sym = c.r.random() < 0.5
    for p in range(n_parents):
        letter = "ABCDE"[p]
        items.append(("parent", f"Part {letter}", [(f"Part {letter} — {c.title()}", c.bold, 12.5, "left")]))
        for _ in range(n_arts):
            t = c.title()
            if sym:
                aid, head = f"¶ {num}", f"¶ {num}  {t}"
            else:
                aid, head = f"Para {num}", f"Para {num}. {t}"
            art = {"id": aid, "title": t, "heading": [(head, c.bold, 10.5, "left")], "paras": body_plain(c)}
            items.append(("article", art))
            num += 1
    return items


def conv_schedule(c: Ctx, n_parents: int, n_arts: int) -> list[Item]:
    """
    Draw schedules or annexes of paragraphs: `SCHEDULE 2` over a title, `Paragraph 3` over an italic title.

    :param c: The context.
    :param n_parents: How many schedules.
    :param n_arts: How many paragraphs a schedule.
    :returns: The outline; each article's id names its schedule (`Schedule 2 Paragraph 3`).
    """
    items: list[Item] = []
    annex = c.r.random() < 0.5
    items.append(
        ("text", ["The provisions of the schedules below have effect as set out in the Order.", c.w.sentence()])
    )
    for p in range(1, n_parents + 1):
        pid = f"Annex {roman(p)}" if annex else f"Schedule {p}"
        items.append(("parent", pid, [(pid.upper(), c.bold, 12, "center"), (c.title(), c.italic, 11, "center")]))
        for a in range(1, n_arts + 1):
            t = c.title()
            items.append(
                article_item(
                    f"{pid} Paragraph {a}",
                    t,
                    [(f"Paragraph {a}", c.bold, 10.5, "left"), (t, c.italic, 10, "left")],
                    body_plain(c),
                )
            )
    return items


CONVENTIONS: dict[str, Callable[[Ctx, int, int], list[Item]]] = {
    "csi_part_decimal": conv_csi,
    "uk_si_runin_dash": conv_uk_si,
    "anz_division_section": conv_anz,
    "nerc_requirements": conv_nerc,
    "iso_clauses_terms": conv_iso,
    "font_only_headings": conv_font_only,
    "legislative_sec_runin": conv_leg_sec,
    "standard_word": conv_word("Standard", "Theme"),
    "requirement_word": conv_word("Requirement", "Domain"),
    "item_word": conv_word("Item", "Group"),
    "deep_decimal_4": conv_deep,
    "tab_gap_coloured": conv_tab_gap,
    "policy_manual": conv_policy,
    "sop_ids": conv_sop,
    "continental_bis": conv_bis,
    "para_symbol": conv_para,
    "schedule_paragraphs": conv_schedule,
}
HAZARDS = (
    "page_of_total",
    "doc_control_footer",
    "two_line_header_oddeven",
    "line_numbers",
    "draft_watermark",
    "justified_hyphenated",
    "multiline_headings",
    "heading_at_bottom",
    "blank_page",
    "amendment_notes",
)


# ----------------------------------------------------------------------------- document


def _draw_cover(d: Doc, c: Ctx, rng: random.Random, place: str, body: str, book: str) -> None:
    d.new_page("cover")
    d.pages[-1]["cover"] = True
    y = 300
    issue = f"Issue {rng.randint(1, 9)} — {rng.choice(['March', 'June', 'October'])} {rng.randint(2019, 2025)}"
    for line, sz in ((f"{place} {body}", 22), (book, 18), (issue, 12)):
        d.text((W - tlen(line, c.bold, sz)) / 2, y, line, c.bold, sz)
        y += sz * 2
    d.page = None


def _heading_height(d: Doc, specs: list[HeadingLine]) -> float:
    # A heading line wider than the column, less a margin, is counted as two.
    return sum(s[2] * 1.35 * (2 if tlen(s[0], s[1], s[2]) > d.right - d.left - 40 else 1) for s in specs)


def _draw_heading(d: Doc, specs: list[HeadingLine], keep: int) -> int:
    """
    Print a heading's lines, wrapping long ones, on a new page unless `keep` body lines fit after it.

    :param d: The document.
    :param specs: The heading lines (see `HeadingLine`).
    :param keep: How many body lines must follow the heading on its page.
    :returns: The page of its first line, 1-based.
    """
    need = _heading_height(d, specs)
    need += keep * d.lead
    if d.page is None or not d.room(need):
        d.new_page()
    first = None
    for spec in specs:
        text, fn, sz, align = spec[:4]
        if align in ("tab", "rtab"):
            title_text, color = spec[4], spec[5]
            hh = sz * 1.35
            d.ensure(hh)
            yb = d.y + sz
            d.text(d.left, yb, text, fn, sz, color)
            if align == "tab":
                d.text(d.left + 90, yb, title_text, fn, sz, color)
            else:
                d.text(d.right - tlen(title_text, fn, sz), yb, title_text, fn, sz, color)
            d.pages[-1]["lines"].append(yb)
            d.line_log.append((d.pno(), d.cur_article, False))
            d.y += hh
            p = d.pno()
        else:
            maxw = d.right - d.left - (40 if align == "center" else 0)
            lines: list[list[str]] = []
            cur: list[str] = []
            for wd in text.split():
                if cur and tlen(" ".join([*cur, wd]), fn, sz) > maxw:
                    lines.append(cur)
                    cur = []
                cur.append(wd)
            lines.append(cur)
            for ln in lines:
                p = d.emit([Tok(x, fn, sz) for x in ln], d.left, align=align)
        first = first or p
    d.y += 2
    return first


def _paragraph_tokens(d: Doc, c: Ctx, art: dict[str, Any], para: dict[str, Any], first: bool) -> list[Tok]:
    # The run-in heading leads the first paragraph; a unique sentence is marked "\x00" in `sents`.
    toks: list[Tok] = []
    if first and art.get("runin"):
        for text, fn in art["runin"]:
            toks += toks_of(text, fn, d.size)
    if para.get("label"):
        lf = c.bold if para.get("lead_bold") else c.regular
        toks += toks_of(para["label"], lf, d.size)
    size = 8.5 if para.get("small") else d.size
    for s in para["sents"]:
        is_s = s.startswith("\x00")
        toks += toks_of(s.lstrip("\x00"), c.regular, size, sent=is_s)
    return toks


def _draw_article(
    d: Doc, c: Ctx, rng: random.Random, art: dict[str, Any], at_bottom: bool, parent: str | None
) -> dict[str, Any]:
    """
    Print an article, its unique sentence in one of its paragraphs.

    :param d: The document.
    :param c: The context.
    :param rng: The document's random generator.
    :param art: The article (see the conventions).
    :param at_bottom: Push its heading to the foot of a page (the `heading_at_bottom` hazard).
    :param parent: The id of the last parent printed.
    :returns: The article's ground truth.
    """
    ai = d.cur_article
    justify = "justified_hyphenated" in d.hz
    paras = art["paras"]
    sent = c.w.unique()
    pk = rng.randrange(len(paras))
    paras[pk]["sents"].insert(rng.randint(0, len(paras[pk]["sents"])), "\x00" + sent)
    if d.page is not None:
        d.y += 5
    if at_bottom and art["heading"] and d.page is not None:
        hh = _heading_height(d, art["heading"]) + 2
        target = BOTTOM - hh - 1
        if d.y > target:  # no room left for it on this page: push it to the bottom of the next
            d.new_page()
        d.y = max(d.y, BOTTOM - hh - 1)
        start = _draw_heading(d, art["heading"], keep=0)
    elif art["heading"]:
        start = _draw_heading(d, art["heading"], keep=2)
    else:
        start = None
    for k, para in enumerate(paras):
        toks = _paragraph_tokens(d, c, art, para, first=k == 0)
        if d.page is None or not d.room(d.lead):
            d.new_page()
        p0 = d.pno()
        d.paragraph(
            toks, indent=para.get("indent", 0.0), hang=para.get("hang", 0.0), justify=justify, hyphenate=justify
        )
        if start is None:
            start = p0
    if "amendment_notes" in d.hz and rng.random() < 0.5:
        day = rng.randint(1, 28)
        note = f"[Amended {day} {rng.choice(['May', 'June', 'July', 'March'])} {rng.randint(2015, 2024)}]"
        d.paragraph(toks_of(note, c.italic, 9))
    pages = [p for p, a, _ in d.line_log if a == ai]
    spages = sorted({p for p, a, s in d.line_log if a == ai and s})
    return {
        "id": art["id"],
        **({"key": art["key"]} if "key" in art else {}),
        "title": art["title"],
        "parent": art.get("parent", parent),
        "page_start": start,
        "page_end": max(pages),
        "sentence": sent,
        "sentence_pages": spages,
    }


def _draw_items(d: Doc, c: Ctx, rng: random.Random, items: list[Item]) -> list[dict[str, Any]]:
    """
    Print an outline.

    :param d: The document.
    :param c: The context.
    :param rng: The document's random generator.
    :param items: The outline.
    :returns: The articles' ground truth, in reading order.
    """
    articles: list[dict[str, Any]] = []
    art_indices = [i for i, it in enumerate(items) if it[0] == "article"]
    at_bottom = set(rng.sample(art_indices, min(2, len(art_indices)))) if "heading_at_bottom" in d.hz else set()
    parent_idx = [i for i, it in enumerate(items) if it[0] == "parent"]
    blank_before = set(rng.sample(parent_idx[1:], 1)) if "blank_page" in d.hz and len(parent_idx) > 1 else set()
    justify = "justified_hyphenated" in d.hz
    cur_parent = None
    for idx, it in enumerate(items):
        kind = it[0]
        if kind in ("parent", "group"):
            if idx in blank_before:
                d.blank_page()
            if kind == "parent":
                cur_parent = it[1]
            d.cur_article = None
            if d.page is not None:
                d.y += 8
            _draw_heading(d, it[2], keep=3)
            d.y += 4
        elif kind == "text":
            d.cur_article = None
            for s in it[1]:
                d.paragraph(toks_of(s, c.regular, d.size), justify=justify, hyphenate=justify)
            d.y += 4
        else:
            d.cur_article = len(articles)
            articles.append(_draw_article(d, c, rng, it[1], idx in at_bottom, cur_parent))
    return articles


def _draw_running_lines(
    d: Doc, c: Ctx, rng: random.Random, org: str, book: str, first_body: int
) -> list[dict[str, Any]]:
    """
    Print every page's running lines once the body is laid out, when the number of pages is known.

    :param d: The document.
    :param c: The context.
    :param rng: The document's random generator.
    :param org: The issuing body, with its place.
    :param book: The kind of document (`Safety Regulations`, ...).
    :param first_body: The first page after the cover, 1-based; it is labelled 1.
    :returns: The pages' ground truth.
    """
    hz, reg, ital = d.hz, c.regular, c.italic
    n_labelled = len(d.pages) - first_body + 1
    doc_no = f"{rng.choice(['QMS', 'OPS', 'HSE', 'ENG'])}-{rng.randint(1, 40):03d}"
    rev = rng.randint(1, 9)
    eff = f"{rng.randint(2019, 2025)}-{rng.randint(1, 12):02d}-01"
    short = f"{book} — {rng.choice(['Part', 'Volume', 'Edition'])} {rng.randint(1, 4)}"
    pages_truth = []
    for i, pg in enumerate(d.pages):
        page = d.pdf[i]
        no = i + 1
        if pg.get("cover"):
            pages_truth.append(
                {"page": no, "label": "", "kind": "cover", "headers": [], "footers": [], "rotated": False}
            )
            continue
        label = str(no - first_body + 1)
        odd = int(label) % 2
        headers, footers = [], []
        sz = 8.5
        if not pg["blank"]:
            if "two_line_header_oddeven" in hz:
                pair = (org, short) if odd else (short, f"Revision {rev} — {eff}")
                for y, t, fname in zip((HEADER_Y1, HEADER_Y2), pair, (c.bold, reg), strict=True):
                    x = RIGHT - tlen(t, fname, sz) if odd else LEFT
                    d.text(x, y, t, fname, sz, page=page)
                    headers.append(t)
            else:
                rng.random()  # drawn, and not used, since the first sets were written: keeps those sets as they are
                d.text(LEFT, HEADER_Y2, org, ital, sz, page=page)
                headers.append(org)
            page.draw_line((LEFT, HEADER_Y2 + 5), (RIGHT, HEADER_Y2 + 5), width=0.4)
        lab_text = f"Page {label} of {n_labelled}" if "page_of_total" in hz else label
        if "doc_control_footer" in hz:
            t1 = f"Doc No. {doc_no} Rev {rev} Effective {eff}"
            t2 = "Uncontrolled when printed"
            d.text(LEFT, FOOTER_Y1, t1, reg, 7.5, page=page)
            d.text(LEFT, FOOTER_Y2, t2, ital, 7.5, page=page)
            d.text(RIGHT - tlen(lab_text, reg, 8.5), FOOTER_Y1, lab_text, reg, 8.5, page=page)
            footers += [t1, t2, lab_text]
        else:
            d.text((W - tlen(lab_text, reg, 8.5)) / 2, FOOTER_Y1, lab_text, reg, 8.5, page=page)
            footers.append(lab_text)
        if "line_numbers" in hz and not pg["blank"]:
            for k, y in enumerate(pg["lines"], start=1):
                s = str(k)
                d.text(LEFT - 6 - tlen(s, reg, 7), y, s, reg, 7, color=(0.4, 0.4, 0.4), page=page)
        if "draft_watermark" in hz:
            wm = "DRAFT FOR CONSULTATION"
            morph = (pymupdf.Point(130, 640), pymupdf.Matrix(45))
            d.text(130, 640, wm, c.bold, 44, color=(0.6, 0.6, 0.6), page=page, opacity=0.35, morph=morph)
            headers.append(wm)
        pages_truth.append(
            {"page": no, "label": label, "kind": "body", "headers": headers, "footers": footers, "rotated": False}
        )
    return pages_truth


def build(name: str, seed: int, convention: str, hazards: list[str], words_used: set[str], out: Path) -> dict[str, Any]:
    """
    Draw one document and write `NAME.pdf` and `NAME.json` into a folder.

    :param name: The file stem.
    :param seed: The document's seed.
    :param convention: A key of `CONVENTIONS`.
    :param hazards: Names in `HAZARDS`.
    :param words_used: The unique sentences of the set so far, case-folded; the document's are added.
    :param out: The folder, which must exist.
    :returns: The ground truth, as written.
    """
    rng = random.Random(seed)
    fam = rng.choice(["times", "times", "helv", "cour"] if convention != "font_only_headings" else ["times", "helv"])
    words = Words(rng, words_used)
    c = Ctx(rng, words, hazards, fam)
    n_parents, n_arts = rng.randint(2, 4), rng.randint(4, 9)
    items = CONVENTIONS[convention](c, n_parents, n_arts)
    place, body = rng.choice(PLACES), rng.choice(BODIES)
    book = rng.choice(BOOKS)
    title = f"{place} {body} {book}"
    d = Doc(rng, fam, hazards)
    cover = rng.random() < 0.6
    if cover:
        _draw_cover(d, c, rng, place, body, book)
    articles = _draw_items(d, c, rng, items)
    pages_truth = _draw_running_lines(d, c, rng, f"{place} {body}", book, first_body=2 if cover else 1)
    pdf_path = out / f"{name}.pdf"
    d.pdf.set_metadata({"title": title})
    d.pdf.save(pdf_path, garbage=3, deflate=True)
    truth = {
        "file": pdf_path.name,
        "seed": seed,
        "convention": convention,
        "hazards": sorted(hazards),
        "page_count": len(d.pages),
        "title": title,
        "articles": articles,
        "pages": pages_truth,
    }
    (out / f"{name}.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False), encoding="utf-8")
    return truth


def plan_set(seed: int) -> list[tuple[str, int, str, list[str]]]:
    """
    Draw a set's documents: one per convention without hazards, then three hazards a document, each on two.

    :param seed: The set's seed (101: tuning set, 202: held-out set).
    :returns: Per document, in order: its name, its seed, its convention and its hazards.
    """
    rng = random.Random(seed)
    convs = list(CONVENTIONS)
    plan: list[tuple[str, list[str]]] = [(cv, []) for cv in convs]
    slots = list(HAZARDS) * 2
    rng.shuffle(slots)
    while slots:
        hz: list[str] = []
        for h in list(slots):
            if h not in hz and len(hz) < 3:
                hz.append(h)
                slots.remove(h)
        plan.append((rng.choice(convs), hz))
    # The documents' seeds are drawn after the whole plan, in order, so that one document drawn alone is as in the set.
    return [
        (f"u{k:02d}_{cv}" + ("_" + "+".join(hz) if hz else ""), rng.randrange(10**9), cv, hz)
        for k, (cv, hz) in enumerate(plan)
    ]


def generate_set(out: Path, seed: int, only: list[str] | None = None) -> list[dict[str, Any]]:
    """
    Write a set's PDFs with their ground truth into a folder.

    A document written alone (`only`) is the one of the whole set, unless one of its unique sentences happened to
    repeat one of a document left out, which the whole set would have drawn again.

    :param out: The folder; it is made when missing.
    :param seed: The set's seed (101: tuning set, 202: held-out set).
    :param only: Write only the documents whose name holds one of these strings.
    :returns: The ground truth of each document written, in order.
    """
    out.mkdir(parents=True, exist_ok=True)
    used: set[str] = set()
    truths = []
    for name, doc_seed, convention, hazards in plan_set(seed):
        if only and not any(s in name for s in only):
            continue
        truths.append(build(name, doc_seed, convention, hazards, used, out))
    return truths


# ----------------------------------------------------------------------------- truth check


def _plain(text: str) -> str:
    # Soft hyphens are invisible in print; the text layer's line breaks are spaces.
    return " ".join(text.replace("\u00ad", "").split()).casefold()


def _split_across(words: list[str], first: str, second: str) -> bool:
    # A sentence across a page break: its head ends the first page and its tail is on the next, with the running
    # lines between them.
    return any(
        " ".join(words[:k]) in first and " ".join(words[k:]) in second and " ".join(words[: k + 1]) not in first
        for k in range(1, len(words))
    )


def _check_document(path: Path, sentences: Counter[str]) -> list[str]:
    truth = json.loads(path.read_text(encoding="utf-8"))
    with pymupdf.open(path.with_suffix(".pdf")) as pdf:
        if not len(pdf) == truth["page_count"] == len(truth["pages"]):
            return [f"{path.name}: {len(pdf)} pages in the PDF, page_count {truth['page_count']}"]
        pages = [_plain(page.get_text()) for page in pdf]
    problems = []
    for a in truth["articles"]:
        s = _plain(a["sentence"])
        sentences[s] += 1
        sp = a["sentence_pages"]
        joined = " ".join(pages[p - 1] for p in sp)
        if s not in joined and not (len(sp) == 2 and _split_across(s.split(), pages[sp[0] - 1], pages[sp[1] - 1])):
            problems.append(f"{path.name}: {a['id']}: sentence not found on pages {sp}")
        if len(sp) == 1:
            others = [i + 1 for i, page in enumerate(pages) if s in page]
            if others != sp:
                problems.append(f"{path.name}: {a['id']}: sentence on pages {others}, not {sp}")
        if not (a["page_start"] <= min(sp) <= max(sp) <= a["page_end"]):
            problems.append(f"{path.name}: {a['id']}: sentence pages {sp} outside {a['page_start']}-{a['page_end']}")
    for p in truth["pages"]:
        for piece in p["headers"] + p["footers"]:
            # The watermark is drawn rotated, so the text layer need not hold it as one line.
            if _plain(piece) not in pages[p["page"] - 1] and "DRAFT" not in piece:
                problems.append(f"{path.name}: page {p['page']}: running line {piece!r} not printed")
    return problems


def check_truth(folder: Path) -> list[str]:
    """
    Read a set's PDFs back and list where their ground truth does not match the text layer.

    Checked: the page count; each unique sentence is printed on its `sentence_pages` (across the break when two),
    on no other page, inside its article's pages, and in no other article of the set; each running line is printed
    on its page.

    :param folder: A folder of `NAME.pdf` with `NAME.json` beside each.
    :returns: One line per problem; empty when the truth holds.
    """
    problems = []
    sentences: Counter[str] = Counter()
    for path in sorted(folder.glob("*.json")):
        problems += _check_document(path, sentences)
    problems += [f"sentence printed in {n} articles: {s}" for s, n in sentences.items() if n > 1]
    return problems


def main(argv: list[str] | None = None) -> int:
    """
    Write a set and, with `--check`, check its truth.

    :param argv: Command-line arguments (default: `sys.argv[1:]`).
    :returns: The exit code: 1 when the check finds a problem.
    """
    parser = argparse.ArgumentParser(
        prog="python -m eval.layouts.apart", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, required=True, help="the set's seed (101: tuning set, 202: held-out set)")
    parser.add_argument("--out", type=Path, required=True, help="the folder to write NAME.pdf and NAME.json into")
    parser.add_argument(
        "--only", nargs="+", metavar="NAME", help="write only the documents whose name holds one of these strings"
    )
    parser.add_argument("--check", action="store_true", help="then check the folder's ground truth against the PDFs")
    args = parser.parse_args(argv)
    for t in generate_set(args.out, args.seed, args.only):
        print(Path(t["file"]).stem, t["page_count"], "pages", len(t["articles"]), "articles")
    if args.check:
        problems = check_truth(args.out)
        for problem in problems:
            print(problem)
        print(f"{len(problems)} problems in {args.out}", file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
