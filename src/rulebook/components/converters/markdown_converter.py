"""Markdown files to plain-text Documents that keep the line structure the article splitter reads."""

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml
from haystack import Document, component, logging
from haystack.components.converters.utils import get_bytestream_from_source, normalize_metadata
from haystack.dataclasses import ByteStream
from markdown_it import MarkdownIt
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from mdit_plain.renderer import RendererPlain

from rulebook.components.converters.pdf_converter import cover_facts
from rulebook.components.serialization import InitParametersSerialization

logger = logging.getLogger(__name__)

_FRONTMATTER_RE = re.compile(r"\A---[ \t]*\r?\n(?P<yaml>.*?)\r?\n---[ \t]*(?:\r?\n|$)", re.DOTALL)


class _StructuredPlainRenderer(RendererPlain):
    """
    mdit_plain's plain-text renderer (the one Haystack's `MarkdownToDocument` uses), plus list markers and table rows.

    mdit_plain drops the marker of every list item, so "1. Personal data shall be:" comes out as "Personal data
    shall be:" and a numbered paragraph or a top-level "1. Scope" heading loses its number; it also runs table cells
    together. Here an ordered item keeps its number as written ("1.", "5)"), a bullet item starts with "•", and a
    table row becomes one line "cell | cell", the row form `PyMuPDFToDocument` writes for PDF tables.
    """

    # mdit_plain calls each rule with (tokens, i, options, env), by position; a rule that needs none of them names
    # them with a leading underscore.
    def render_list_item_open(self, tokens: Sequence[Token], i: int, _options: OptionsDict, _env: EnvType) -> str:
        token = tokens[i]
        marker = f"{token.info}{token.markup}" if token.info else "•"
        label = _parent_label(tokens, i)
        return f"\n{marker} {label}: " if label else f"\n{marker} "

    def render_paragraph_open(self, tokens: Sequence[Token], i: int, _options: OptionsDict, _env: EnvType) -> str:
        # The first paragraph of a list item (of a "loose" list too) stays on the marker's line.
        if tokens[i].hidden or (i > 0 and tokens[i - 1].type == "list_item_open"):
            return ""
        return "\n"

    def render_tr_open(self, _tokens: Sequence[Token], _i: int, _options: OptionsDict, _env: EnvType) -> str:
        return "\n"

    def render_th_close(self, tokens: Sequence[Token], i: int, _options: OptionsDict, _env: EnvType) -> str:
        return "" if i + 1 < len(tokens) and tokens[i + 1].type == "tr_close" else " | "

    render_td_close = render_th_close

    def render_table_close(self, _tokens: Sequence[Token], _i: int, _options: OptionsDict, _env: EnvType) -> str:
        return "\n"

    def render_hr(self, _tokens: Sequence[Token], _i: int, _options: OptionsDict, _env: EnvType) -> str:
        return "\n"


def _parent_label(tokens: Sequence[Token], i: int) -> str | None:
    """
    :returns: The text of the list item that the item opened at `tokens[i]` is nested in, where it is a label of at
        most eight words ("Weekdays" over "from 07:00 to 19:00 in summer"): as lines of their own, nested items read
        as items of the outer list and lose what they are about. None for a top-level item, and for a parent item
        that is a lead-in (it ends with ":") or a sentence, which already reads as the nested list's introduction.
    """
    # markdown-it nests by level: an item at level L, its paragraph at L + 1 and text at L + 2, a list nested in it at
    # L + 1 and that list's items at L + 2.
    depth = tokens[i].level
    if depth < 2:  # a top-level item
        return None
    for j in range(i - 1, -1, -1):
        if tokens[j].type == "list_item_open" and tokens[j].level == depth - 2:
            inline = next((t for t in tokens[j + 1 : i] if t.type == "inline"), None)
            if inline is None:
                return None
            words = "".join(c.content for c in inline.children or [] if c.type in ("text", "code_inline"))
            text = " ".join(words.split()).rstrip(" .;,")
            return text if text and not text.endswith(":") and len(text.split()) <= 8 else None
        if tokens[j].level < depth - 2:
            return None
    return None


# A footnote's definition (GitHub Flavored Markdown, as Pandoc and PHP Markdown Extra write them): "[^1]: text", its
# further lines indented; and a reference to one, "[^1]".
_FOOTNOTE = re.compile(r"^\[\^([^\]\s]+)\]:[ \t]*(.*)$")
_FOOTNOTE_REFERENCE = re.compile(r"\[\^([^\]\s]+)\](?!:)")


def footnotes_in_place(markdown: str) -> str:
    """
    :param markdown: Markdown text.
    :returns: The text with each footnote's definition ("[^1]: For 2024-25 the threshold was £100,000.") moved from
        where it is written (the end of the file, mostly) to a paragraph of its own, "Footnote 1: ...", after the
        block (paragraph, list or table) that first refers to it: the chunk that holds the sentence holds its note,
        as the PDF converter keeps a page's footnotes on their page. A footnote no block refers to stays where it is.
    """
    lines = markdown.replace("\r\n", "\n").split("\n")
    notes: dict[str, str] = {}
    kept: list[str] = []
    index = 0
    while index < len(lines):
        match = _FOOTNOTE.match(lines[index])
        if match is None:
            kept.append(lines[index])
            index += 1
            continue
        text = [match.group(2).strip()]
        index += 1
        while index < len(lines) and re.match(r"^(?: {4}|\t)\S", lines[index]):  # its further lines
            text.append(lines[index].strip())
            index += 1
        if any(text):  # a footnote with no text says nothing
            notes[match.group(1)] = " ".join(t for t in text if t)
    if not notes:
        return "\n".join(kept)
    blocks = "\n".join(kept).split("\n\n")
    placed: set[str] = set()
    out = []
    for block in blocks:
        out.append(block)
        for name in _FOOTNOTE_REFERENCE.findall(block):
            if name in notes and name not in placed:
                placed.add(name)
                out.append(f"Footnote {name}: {notes[name]}")
    out += [f"Footnote {name}: {text}" for name, text in notes.items() if name not in placed]
    return "\n\n".join(out)


@component
class StructuredMarkdownToDocument(InitParametersSerialization):
    """
    Converts Markdown files into plain-text Documents, one per file, keeping headings, list markers and table rows.

    Haystack's `MarkdownToDocument` renders with mdit_plain, which drops list markers: a regulation written as
    "1. Personal data shall be:" loses its paragraph number, and a top-level heading written as a list item
    ("1. Scope") its id, which the `ArticleSplitter` needs. This converter uses the same parser (markdown-it-py,
    CommonMark with tables) and renderer, but every heading, paragraph line, list item ("1.", "(a)", "•") and table
    row ("cell | cell") stays on a line of its own. Emphasis, links and inline HTML are reduced to their text. A
    YAML front matter block is removed; its `title`, when it has one, becomes meta `title`. A footnote ("[^1]: ...")
    is moved after the block that first refers to it (`footnotes_in_place`). The headings' lines are
    listed in meta `heading_lines` (`[page, text, level]` each, 0-based page, level 1 for "#"): the splitter takes a
    numbered one ("## 3. Roles and responsibilities") as an article head even where its title is not in Title Case.

    Usage example:
    ```python
    from pathlib import Path
    from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument

    text = "## Article 5\\n\\nPrinciples relating to processing\\n\\n1. Personal data shall be:\\n"
    Path("rules.md").write_text(text)
    document = StructuredMarkdownToDocument().run(sources=["rules.md"])["documents"][0]
    print(document.content)
    # >> 'Article 5\\nPrinciples relating to processing\\n1. Personal data shall be:'
    ```

    In: Markdown file paths or ByteStreams. Out: `documents`, one per file that decodes, with the source's meta
    (`file_path`) and the given `meta`. Like Haystack's converters, a file that cannot be read or decoded is
    skipped with a warning; `TextSourceChecker` turns it into a failure entry.
    """

    def __init__(self, encoding: str = "utf-8-sig", store_full_path: bool = True) -> None:
        """
        Create a StructuredMarkdownToDocument component.

        :param encoding: The encoding of the files (a ByteStream's meta `encoding` overrides it). The default also
            removes a byte order mark.
        :param store_full_path: Keep the full path in meta `file_path` (True) or only the file name.
        """
        self.encoding = encoding
        self.store_full_path = store_full_path

    @component.output_types(documents=list[Document])
    def run(
        self, sources: list[str | Path | ByteStream], meta: dict[str, Any] | list[dict[str, Any]] | None = None
    ) -> dict[str, list[Document]]:
        """
        Convert Markdown files to Documents.

        :param sources: Markdown file paths or ByteStreams.
        :param meta: Metadata added to every Document (a dict) or to each one (a list as long as `sources`).
        :returns: A dictionary with `documents`: one Document per converted file.
        :raises ValueError: If `meta` is a list whose length differs from that of `sources`.
        """
        parser = MarkdownIt("commonmark", renderer_cls=_StructuredPlainRenderer).enable("table")
        documents = []
        for source, metadata in zip(sources, normalize_metadata(meta, sources_count=len(sources)), strict=True):
            try:
                bytestream = get_bytestream_from_source(source)
                text = bytestream.data.decode(bytestream.meta.get("encoding", self.encoding))
            except Exception as error:  # one bad file never stops the others
                logger.warning("Could not read {source}. Skipping it. Error: {error}", source=source, error=error)
                continue
            text, front = self._front_matter(text)
            text = footnotes_in_place(text)
            content = self.to_text(parser, text)
            merged = {**bytestream.meta, **metadata, "heading_lines": self.heading_lines(parser, text)}
            if isinstance(front.get("title"), str) and front["title"].strip():
                merged.setdefault("title", front["title"].strip())
            # What the lines before the first section print about the document ("Approved by the Board, 1 April
            # 2024.", "Issue 3"), read as a PDF's cover is: its date names the issue searched and answered.
            for key, value in cover_facts(self.preamble(content)).items():
                merged.setdefault(key, value)
            if not self.store_full_path and merged.get("file_path"):
                merged["file_path"] = os.path.basename(str(merged["file_path"]))
            documents.append(Document(content=content, meta=merged))
        return {"documents": documents}

    @staticmethod
    def preamble(text: str, max_lines: int = 12) -> str:
        """
        :param text: The plain text (`to_text`).
        :param max_lines: Lines read at most.
        :returns: The lines before the first line after the first that opens with a section number and a capital
            ("1. Entitlement", "2 Scope"), at most `max_lines`: the title block that a PDF prints on its cover.
        """
        lines = text.split("\n")[:max_lines]
        numbered = [i for i, line in enumerate(lines) if i and re.match(r"^\d+(?:\.\d+)*\.?\s+[A-Z]", line)]
        return "\n".join(lines[: numbered[0]] if numbered else lines)

    @staticmethod
    def to_text(parser: MarkdownIt, markdown: str) -> str:
        """
        :param parser: A markdown-it parser with `_StructuredPlainRenderer`.
        :param markdown: Markdown text.
        :returns: The plain text, one heading, paragraph line, list item or table row per line, no blank lines.
        """
        rendered = parser.render(markdown.replace("\r\n", "\n"))
        return "\n".join(line.rstrip() for line in rendered.split("\n") if line.strip())

    @staticmethod
    def heading_lines(parser: MarkdownIt, markdown: str) -> list[list[Any]]:
        """
        :param parser: A markdown-it parser with `_StructuredPlainRenderer`.
        :param markdown: Markdown text.
        :returns: `[page, text, level]` per heading, its text as `to_text` writes it; the page counts the form feeds
            before the heading (0-based), the level the "#" signs (or 1 and 2 for "=" and "-" underlines).
        """
        markdown = markdown.replace("\r\n", "\n")
        source_lines = markdown.split("\n")
        env: EnvType = {}
        tokens = parser.parse(markdown, env)
        found = []
        for index, token in enumerate(tokens[:-1]):
            if token.type != "heading_open" or tokens[index + 1].type != "inline":
                continue
            text = " ".join(parser.renderer.render(tokens[index + 1].children or [], parser.options, env).split())
            page = "\n".join(source_lines[: token.map[0]]).count("\f") if token.map else 0
            if text:
                found.append([page, text, int(token.tag[1:])])
        return found

    @staticmethod
    def _front_matter(text: str) -> tuple[str, dict[str, Any]]:
        match = _FRONTMATTER_RE.match(text)
        if not match:
            return text, {}
        try:
            values = yaml.safe_load(match.group("yaml"))
        except yaml.YAMLError:
            return text, {}
        return text[match.end() :], values if isinstance(values, dict) else {}
