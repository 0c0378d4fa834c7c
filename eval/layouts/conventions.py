"""
Heading conventions of regulation documents: how parents and articles are numbered and printed, and the true id of
each article in the splitter's normal form.

A convention builds the outline of one document: parents (a chapter, part, title, annex, appendix, NIST function or
category), groups (a heading-only level between a parent and its articles: `1.1 Title` above `1.1.1`, `B7.2` above
`B7.2.1`) and articles, each with the lines printed as its heading and how the text refers to it.

True ids. An article's `id` is written the way `ArticleSplitter` writes the ids of the real documents that use that
style: the word "Article" for `Article 5`, `Art. 5` and `ARTICLE V` (`Article 5`, `Article V`), `§ 214.7` for CFR
sections, the bare number for decimal and FIA numbering (`2.1`, `B7.2.1`), the NIST id for subcategories
(`GV.OC-01`), the printed word and number for sections and rules with a period after the number (`Section 2A`,
`Rule 6`), and for the styles the splitter has no pattern for, the printed word and number (`Section 3.2`,
`Rule 12(a)`, `Regulation 4`, `Clause 7.1`, `A.1`), and where each chapter numbers its articles from 1 again, the
chapter and the article (`Chapter 2 Article 1`). The grader compares ids only through `normalise_id`, on both
sides: case-folded, without the article words (Article, Art., Section, Sec., Rule, Clause, Regulation, Reg., §),
spaces and trailing punctuation, but with the dots, dashes and lettered parts inside the number (`12.4(b)`,
`gv.oc-01`). So `§ 12.4(b)` and `12.4(b)` are one id, and `Section 4` and `Article 4` are one id (a document numbers
its articles once); parent words (Chapter, Part, Title, Annex, Appendix) are kept, so that `Chapter 1` is never
`Article 1`.

Usage example:

```python
import random
from eval.layouts.conventions import CONVENTIONS, normalise_id
from eval.layouts.words import TextSource

nodes = CONVENTIONS["chapter_article_dotted"].outline(TextSource(random.Random(1)), 2, 3)
print(nodes[1].heading.lines, nodes[1].id, normalise_id(nodes[1].id))
# >> ['Article 1.1 — Scope'] Article 1.1 1.1
```
"""

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

from eval.layouts.words import TextSource

_ARTICLE_WORDS_RE = re.compile(
    r"^(?:article|articles|art\.?|section|sections|sec\.?|rule|clause|regulation|reg\.?|paragraph|§+|¶)\s*",
    re.IGNORECASE,
)
_ROMAN_VALUES = ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
_WORDS = ("ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN")


def roman(number: int) -> str:
    """
    :param number: 1 to 89.
    :returns: The upper-case roman numeral.
    """
    out = ""
    for value, letters in _ROMAN_VALUES:
        while number >= value:
            out += letters
            number -= value
    return out


class _Roman:
    """`_ROMAN[n - 1]` is the numeral of n, as in a tuple of numerals."""

    def __getitem__(self, index: int) -> str:
        return roman(index + 1)


_ROMAN = _Roman()


def normalise_id(article_id: str | None) -> str:
    """
    The comparison form of an article id (see the module docstring).

    :param article_id: An id as the splitter writes it or as the ground truth gives it; None is "".
    :returns: The normal form: `Article 1.1` -> `1.1`, `§ 12.4(b)` -> `12.4(b)`, `ARTICLE V` -> `v`,
        `Chapter 3` -> `chapter3`.
    """
    if not article_id:
        return ""
    text = unicodedata.normalize("NFKC", article_id).casefold().strip()
    previous = None
    while previous != text:
        previous = text
        text = _ARTICLE_WORDS_RE.sub("", text).strip()
    text = re.sub(r"\s+", "", text)
    return text.strip(".:;,—–-")


@dataclass
class Heading:
    """
    How a heading is printed.

    :param lines: The printed lines (bold). For `runin`, one line: the bold lead-in before the body text.
    :param style: `line` (on lines of their own), `runin` (the body text follows on the same line) or `margin`
        (in the left margin, beside the first body line).
    :param size: Font size.
    """

    lines: list[str]
    style: str = "line"
    size: float = 11.0


@dataclass
class Node:
    """
    One heading of the outline.

    :param kind: `parent`, `group` or `article`.
    :param id: The true id (see the module docstring).
    :param title: The title ("" when none).
    :param heading: How it is printed.
    :param ref: How the text refers to it ("Article 1.1", "§ 12.4(b)").
    :param parent: The id of the parent or group it is in (None at the top).
    :param intro: Body text printed with a parent or group heading (a NIST function's description).
    """

    kind: str
    id: str
    title: str
    heading: Heading
    ref: str
    parent: str | None = None
    intro: list[str] = field(default_factory=list)


@dataclass
class Convention:
    """
    A heading convention.

    :param name: Its name in the zoo.
    :param description: One line: what it looks like.
    :param outline: (text source, parents, articles per parent) -> the nodes in reading order.
    :param font: Body font (built-in: helv, tiro, cour).
    :param bold: Heading font (hebo, tibo, cobo).
    :param clauses: Whether article bodies are lettered and roman sub-clauses ((a), (b), (i), (iv)).
    """

    name: str
    description: str
    outline: Callable[[TextSource, int, int], list[Node]]
    font: str = "helv"
    bold: str = "hebo"
    clauses: bool = False


def _parent(node_id: str, title: str, lines: list[str], size: float = 13.0, intro: list[str] | None = None) -> Node:
    return Node("parent", node_id, title, Heading(lines, size=size), node_id, None, intro or [])


def _article(node_id: str, title: str, lines: list[str], ref: str, parent: str, style: str = "line") -> Node:
    return Node("article", node_id, title, Heading(lines, style=style), ref, parent)


def _titles(text: TextSource, count: int) -> list[str]:
    """Distinct titles where the vocabulary allows (a repeated title is fine, a repeated id is not)."""
    seen: list[str] = []
    for _ in range(count):
        title = text.title()
        for _retry in range(5):
            if title not in seen:
                break
            title = text.title()
        seen.append(title)
    return seen


def _chapter_article_dotted(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {c}", title, [f"Chapter {c}   {title}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            nodes.append(
                _article(f"Article {c}.{a}", t, [f"Article {c}.{a} — {t}"], f"Article {c}.{a}", f"Chapter {c}")
            )
    return nodes


def _art_abbrev(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {_ROMAN[c - 1]}", title, [f"CHAPTER {_ROMAN[c - 1]}", title]))
        for t in _titles(text, per):
            n += 1
            nodes.append(_article(f"Article {n}", t, [f"Art. {n} {t}"], f"Art. {n}", f"Chapter {_ROMAN[c - 1]}"))
    return nodes


def _article_roman_caps(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Part {_ROMAN[c - 1]}", title, [f"PART {_ROMAN[c - 1]}", title.upper()]))
        for t in _titles(text, per):
            n += 1
            numeral = roman(n)
            nodes.append(
                _article(
                    f"Article {numeral}",
                    t,
                    [f"ARTICLE {numeral}", t.upper()],
                    f"Article {numeral}",
                    f"Part {_ROMAN[c - 1]}",
                )
            )
    return nodes


def _word_decimal(word: str, parent_word: str, parent_sep: str = " — ") -> Callable[[TextSource, int, int], list[Node]]:
    def outline(text: TextSource, parents: int, per: int) -> list[Node]:
        nodes = []
        for c in range(1, parents + 1):
            title = text.parent_title()
            nodes.append(_parent(f"{parent_word} {c}", title, [f"{parent_word} {c}{parent_sep}{title}"]))
            for a, t in enumerate(_titles(text, per), start=1):
                nodes.append(
                    _article(f"{word} {c}.{a}", t, [f"{word} {c}.{a} {t}"], f"{word} {c}.{a}", f"{parent_word} {c}")
                )
        return nodes

    return outline


def _cfr_paragraph(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        part = 10 + c
        title = text.parent_title()
        nodes.append(_parent(f"Part {part}", title, [f"PART {part} — {title.upper()}"]))
        for a in range(per):
            section, letter = 1 + a // 2, "ab"[a % 2]
            t = text.title()
            number = f"§ {part}.{section}({letter})"
            nodes.append(_article(number, t, [f"{number} {t}."], number, f"Part {part}"))
    return nodes


def _rule_lettered(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 10
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Part {_ROMAN[c - 1]}", title, [f"Part {_ROMAN[c - 1]} — {title}"]))
        for a in range(per):
            if a % 2 == 0:
                n += 1
            t = text.title()
            rule = f"Rule {n}({'ab'[a % 2]})"
            nodes.append(_article(rule, t, [f"{rule} {t}"], rule, f"Part {_ROMAN[c - 1]}"))
    return nodes


def _regulation(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Part {c}", title, [f"PART {c}", title]))
        for t in _titles(text, per):
            n += 1
            nodes.append(_article(f"Regulation {n}", t, [f"Regulation {n}   {t}"], f"regulation {n}", f"Part {c}"))
    return nodes


def _part_articles(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Part {_ROMAN[c - 1]}", title, [f"Part {_ROMAN[c - 1]} — {title}"]))
        for t in _titles(text, per):
            n += 1
            nodes.append(_article(f"Article {n}", t, [f"Article {n}", t], f"Article {n}", f"Part {_ROMAN[c - 1]}"))
    return nodes


def _title_sections(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Title {_ROMAN[c - 1]}", title, [f"TITLE {_ROMAN[c - 1]} — {title.upper()}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            number = c * 100 + a
            nodes.append(
                _article(
                    f"Section {number}", t, [f"Sec. {number}. {t}."], f"section {number}", f"Title {_ROMAN[c - 1]}"
                )
            )
    return nodes


def _annex_lettered(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        letter = "ABCDEFGHJK"[c - 1]
        title = text.parent_title()
        nodes.append(_parent(f"Annex {letter}", title, [f"Annex {letter} — {title}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            nodes.append(
                _article(f"{letter}.{a}", t, [f"{letter}.{a} {t}"], f"paragraph {letter}.{a}", f"Annex {letter}")
            )
    return nodes


def _appendix_decimal(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Appendix {c}", title, [f"Appendix {c} — {title}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            nodes.append(_article(f"{c}.{a}", t, [f"{c}.{a} {t}"], f"{c}.{a}", f"Appendix {c}"))
    return nodes


def _decimal_three(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"{c}", title, [f"{c} {title.upper()}"]))
        groups = max(1, per // 2)
        for g in range(1, groups + 1):
            group_title = text.title()
            nodes.append(
                Node(
                    "group", f"{c}.{g}", group_title, Heading([f"{c}.{g} {group_title}"], size=11.5), f"{c}.{g}", f"{c}"
                )
            )
            for a in range(1, per // groups + 1):
                t = text.title()
                nodes.append(_article(f"{c}.{g}.{a}", t, [f"{c}.{g}.{a} {t}"], f"{c}.{g}.{a}", f"{c}.{g}"))
    return nodes


def _subclauses(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {_ROMAN[c - 1]}", title, [f"CHAPTER {_ROMAN[c - 1]}", title]))
        for t in _titles(text, per):
            n += 1
            nodes.append(_article(f"Article {n}", t, [f"Article {n}", t], f"Article {n}", f"Chapter {_ROMAN[c - 1]}"))
    return nodes


_NIST_FUNCTIONS = (("GOVERN", "GV"), ("IDENTIFY", "ID"), ("PROTECT", "PR"), ("DETECT", "DE"), ("RESPOND", "RS"))
_NIST_CATEGORIES = (
    ("Organizational Context", "OC"),
    ("Risk Management Strategy", "RM"),
    ("Roles and Responsibilities", "RR"),
    ("Policy", "PO"),
    ("Oversight", "OV"),
    ("Asset Management", "AM"),
)


def _nist_csf(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for f in range(parents):
        name, code = _NIST_FUNCTIONS[f % len(_NIST_FUNCTIONS)]
        intro = [text.sentence()]
        nodes.append(
            Node("parent", code, name.title(), Heading([f"{name} ({code}):"], style="runin"), code, None, intro)
        )
        categories = max(1, per // 2)
        for k in range(categories):
            cat_name, cat = _NIST_CATEGORIES[k % len(_NIST_CATEGORIES)]
            cid = f"{code}.{cat}"
            nodes.append(
                Node(
                    "group",
                    cid,
                    cat_name,
                    Heading([f"{cat_name} ({cid}):"], style="runin"),
                    cid,
                    code,
                    [text.sentence()],
                )
            )
            for s in range(1, per // categories + 1):
                sid = f"{cid}-{s:02d}"
                nodes.append(_article(sid, "", [f"{sid}:"], sid, cid, style="runin"))
    return nodes


def _fia(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title().upper()
        article = f"B{c + 6}"
        parent = f"Article {article}"
        nodes.append(_parent(parent, title, [f"ARTICLE {article}: {title}"], size=12))
        groups = max(1, per // 2)
        for g in range(1, groups + 1):
            group_title = text.title()
            gid = f"{article}.{g}"
            nodes.append(Node("group", gid, group_title, Heading([f"{gid} {group_title}"], size=11), gid, parent))
            for a in range(1, per // groups + 1):
                aid = f"{gid}.{a}"
                nodes.append(_article(aid, "", [aid], aid, gid, style="runin"))
    return nodes


def _runin_decimal(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {c}", title, [f"Chapter {c} — {title}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            nodes.append(_article(f"{c}.{a}", t, [f"{c}.{a} {t}."], f"{c}.{a}", f"Chapter {c}", style="runin"))
    return nodes


def _allcaps(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title().upper()
        nodes.append(_parent(f"Part {_WORDS[c - 1].title()}", title, [f"PART {_WORDS[c - 1]} — {title}"]))
        for t in _titles(text, per):
            n += 1
            parent = f"Part {_WORDS[c - 1].title()}"
            nodes.append(_article(f"Section {n}", t, [f"SECTION {n} — {t.upper()}"], f"Section {n}", parent))
    return nodes


def _margin(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {c}", title, [f"Chapter {c}   {title}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            nodes.append(_article(f"{c}.{a}", t, [f"{c}.{a}", t], f"{c}.{a}", f"Chapter {c}", style="margin"))
    return nodes


def _gdpr(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 0
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {_ROMAN[c - 1]}", title, [f"CHAPTER {_ROMAN[c - 1]}", title]))
        for t in _titles(text, per):
            n += 1
            nodes.append(_article(f"Article {n}", t, [f"Article {n}", t], f"Article {n}", f"Chapter {_ROMAN[c - 1]}"))
    return nodes


def _cfr(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(parents):
        letter = "ABCDEFGH"[c]
        title = text.parent_title()
        nodes.append(_parent(f"Subpart {letter}", title, [f"Subpart {letter}—{title}"]))
        for a, t in enumerate(_titles(text, per), start=1):
            number = f"§ 214.{c * 10 + a}"
            nodes.append(_article(number, t, [f"{number} {t}."], number, f"Subpart {letter}"))
    return nodes


def _chapter_restart(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes = []
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Chapter {c}", title, [f"CHAPTER {c}", title]))
        # Each chapter numbers its articles from 1 again: an article is named by its chapter and its number.
        for a, t in enumerate(_titles(text, per), start=1):
            nodes.append(_article(f"Chapter {c} Article {a}", t, [f"Article {a}", t], f"Article {a}", f"Chapter {c}"))
    return nodes


def _section_suffix(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes: list[Node] = []
    number, letter = 0, ""
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Part {c}", title, [f"PART {c} — {title.upper()}"]))
        for a, t in enumerate(_titles(text, per)):
            # A section inserted after another without renumbering takes its number and a capital letter ("2A",
            # "2B"); the first of a part never is one.
            if a and text.rng.random() < 0.4 and letter != "C":
                letter = chr(ord(letter or "@") + 1)
            else:
                number, letter = number + 1, ""
            section = f"Section {number}{letter}"
            # Titled on its line ("Section 2A. Title") or alone over its title.
            lines = [f"{section}. {t}"] if text.rng.random() < 0.5 else [f"{section}.", t]
            nodes.append(_article(section, t, lines, section, f"Part {c}"))
    return nodes


def _rule_dotted(text: TextSource, parents: int, per: int) -> list[Node]:
    nodes, n = [], 5
    for c in range(1, parents + 1):
        title = text.parent_title()
        nodes.append(_parent(f"Part {_ROMAN[c - 1]}", title, [f"Part {_ROMAN[c - 1]} — {title}"]))
        for t in _titles(text, per):
            n += 1
            # Alone over its title ("Rule 6." / "Title") or titled on its line ("Rule 7. Title").
            lines = [f"Rule {n}.", t] if text.rng.random() < 0.5 else [f"Rule {n}. {t}"]
            nodes.append(_article(f"Rule {n}", t, lines, f"Rule {n}", f"Part {_ROMAN[c - 1]}"))
    return nodes


#: Every convention of the zoo, by name.
CONVENTIONS: dict[str, Convention] = {
    c.name: c
    for c in (
        Convention("chapter_article_dotted", "Article 1.1 — Title under Chapter 1   Title", _chapter_article_dotted),
        Convention("art_abbrev", "Art. 5 Title under CHAPTER II", _art_abbrev, font="tiro", bold="tibo"),
        Convention("article_roman_caps", "ARTICLE V / TITLE under PART I", _article_roman_caps),
        Convention("section_decimal", "Section 3.2 Title under Chapter 3 — Title", _word_decimal("Section", "Chapter")),
        Convention("cfr_paragraph", "§ 12.4(b) Title. under PART 12 — TITLE", _cfr_paragraph, font="tiro", bold="tibo"),
        Convention("rule_lettered", "Rule 12(a) Title under Part II — Title", _rule_lettered),
        Convention("regulation", "Regulation 4   Title under PART 2 / Title", _regulation, font="tiro", bold="tibo"),
        Convention("clause", "Clause 7.1 Title under Chapter 7 — Title", _word_decimal("Clause", "Chapter")),
        Convention("part_articles", "Article 12 / Title under Part II — Title", _part_articles),
        Convention(
            "title_sections", "Sec. 401. Title. under TITLE IV — TITLE", _title_sections, font="tiro", bold="tibo"
        ),
        Convention("annex_lettered", "A.1 Title under Annex A — Title", _annex_lettered),
        Convention("appendix_decimal", "2.1 Title under Appendix 2 — Title", _appendix_decimal),
        Convention("decimal_three", "1.1.1 Title under 1.1 Title under 1 TITLE", _decimal_three),
        Convention("subclauses", "Article 7 / Title with (a)-(d) and (i)-(iv) sub-clauses", _subclauses, clauses=True),
        Convention("nist_csf", "GV.OC-01: text under Organizational Context (GV.OC): under GOVERN (GV):", _nist_csf),
        Convention("fia", "B7.2.1 run-in text under B7.2 Title under ARTICLE B7: TITLE", _fia),
        Convention(
            "runin_decimal", "5.2 Scope. The operator shall ... (run-in)", _runin_decimal, font="tiro", bold="tibo"
        ),
        Convention("allcaps", "SECTION 4 — EMERGENCY PROCEDURES under PART ONE — TITLE", _allcaps),
        Convention("margin", "3.4 / Title in the left margin beside the body", _margin),
        Convention(
            "gdpr_baseline", "Article 5 / Title under CHAPTER II / Title (GDPR)", _gdpr, font="tiro", bold="tibo"
        ),
        Convention("cfr_baseline", "§ 214.7 Title. under Subpart A—Title (US CFR)", _cfr, font="cour", bold="cobo"),
        Convention("chapter_restart", "Article 1 / Title, numbered from 1 in each CHAPTER 2 / Title", _chapter_restart),
        Convention("section_suffix", "Section 2A. Title (or / Title) under PART 1 — TITLE", _section_suffix),
        Convention("rule_dotted", "Rule 6. / Title (or Rule 6. Title) under Part I — Title", _rule_dotted),
    )
}
#: The conventions added after the zoo's first seeds were drawn: `eval.layouts.generator.zoo_specs` draws their
#: documents after all the others, so that a seed still gives the documents it gave before them.
LATER_CONVENTIONS: tuple[str, ...] = ("section_suffix", "rule_dotted")
