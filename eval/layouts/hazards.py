"""
Layout hazards: what makes a regulation PDF hard to convert, clean and split, each one switchable on any convention.

Each hazard is a name in `HAZARDS` that the generator (`eval.layouts.generator`) reads when it lays out a document:

- `running_by_chapter`: the running header names the current chapter (its heading text, on the right), and each
  chapter starts on a new page; a header that changes per chapter is harder to tell from content.
- `page_labels_dash`: printed page labels `chapter-page` (`2-13`), chapters on new pages, front matter `i`, `ii`.
- `front_matter`: a foreword of several pages before the body, labelled `i`, `ii`, ...; body pages from `1`.
- `page_breaks`: long articles (several paragraphs), the unique sentence in the last one, so articles and often the
  sentence itself run across page breaks.
- `two_columns`: the body is set in two columns.
- `tables`: ruled tables inside articles, long enough to run across pages (header row repeated), with the unique
  sentence after the table.
- `footnotes`: superscript note markers in the text and notes in small print under a short rule at the page foot.
- `footnotes_plain`: the same notes with no rule above them, as a word processor prints them with its separator off.
- `toc`: a table of contents with dot leaders and page labels, listing every heading as printed.
- `cross_refs`: references to other articles forced to the start of a line, both inside a sentence
  ("... as required by" / "Article 4.2 for each ...") and starting one ("Article 4.2 sets out ...").
- `ligatures_hyphenation`: "fi", "fl" and "ff" drawn as ligature glyphs (U+FB01, U+FB02, U+FB00) and long words
  hyphenated at line ends.
- `rotated_page`: one body page in the middle has /Rotate 90.
- `long`: a very long document (about 2,000 pages); only with `--long`, never in the default zoo.

Usage example:

```python
from eval.layouts.hazards import HAZARDS, ZOO_HAZARDS

print(len(HAZARDS), "long" in ZOO_HAZARDS)
# >> 13 False
```
"""

#: Every hazard, with one line of what it does.
HAZARDS: dict[str, str] = {
    "running_by_chapter": "running header names the chapter; chapters start on new pages",
    "page_labels_dash": "page labels chapter-page (2-13), roman front matter",
    "front_matter": "a foreword labelled i, ii, ... before the body numbered from 1",
    "page_breaks": "long articles across page breaks, the unique sentence late in the article",
    "two_columns": "two-column body",
    "tables": "ruled tables across pages inside articles",
    "footnotes": "superscript markers and notes at the page foot",
    "footnotes_plain": "superscript markers and notes at the page foot, with no rule above them",
    "toc": "table of contents with dot leaders",
    "cross_refs": "references to articles at line starts",
    "ligatures_hyphenation": "ligature glyphs and hyphenated line ends",
    "rotated_page": "one page rotated by 90 degrees",
    "long": "a very long document (only with --long)",
}
#: The hazards of the default zoo (the long document is generated only on request).
ZOO_HAZARDS: tuple[str, ...] = tuple(name for name in HAZARDS if name != "long")
#: The hazards added after the zoo's first seeds were drawn: `eval.layouts.generator.zoo_specs` draws their
#: documents after all the others, so that a seed still gives the documents it gave before them.
LATER_HAZARDS: tuple[str, ...] = ("footnotes_plain",)
#: Hazards never combined in one document: footnotes are set across the page, which two columns do not allow; a
#: document sets its notes one way.
INCOMPATIBLE: set[frozenset[str]] = {
    frozenset({"two_columns", "footnotes"}),
    frozenset({"two_columns", "footnotes_plain"}),
    frozenset({"footnotes", "footnotes_plain"}),
}
#: Hazards a convention's layout has no room for: the margin convention sets its body right of a heading margin,
#: one column wide; two body columns there would be drawn over each other.
CONVENTION_INCOMPATIBLE: dict[str, set[str]] = {"margin": {"two_columns"}}


def compatible(hazards: list[str] | tuple[str, ...], convention: str | None = None) -> bool:
    """
    :param hazards: Hazard names.
    :param convention: The convention they are laid out in (None: any).
    :returns: Whether they can be combined in one document (of that convention).
    """
    names = set(hazards)
    if convention is not None and names & CONVENTION_INCOMPATIBLE.get(convention, set()):
        return False
    return not any(pair <= names for pair in INCOMPATIBLE)
