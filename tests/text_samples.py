"""
Real regulation text in the formats other than PDF: GDPR articles taken from the shared GDPR PDF and 49 CFR Part 214
sections taken from the shared FRA Track and Structures manual, laid out as EUR-Lex HTML, eCFR HTML, Markdown and
plain text, and the shared ObliQA passage files. Every function here reads ../shared/data: the tests that call one
are marked `shared_data`.
"""

import html
import re

import pymupdf

from tests.conftest import SHARED_DATA
from tests.ingestion_samples import GDPR, TRACK, shared_pdf

#: ObliQA's passage files (one JSON list of passages per document).
OBLIQA = SHARED_DATA / "eval" / "obliqa" / "corpus"
# EUR-Lex prints the article number and its title as two paragraphs; the splitter joins them into one heading line.
GDPR_ARTICLES = (5, 6, 7)
CFR_SECTIONS = ("§ 214.1", "§ 214.3", "§ 214.5", "§ 214.7")
_STOP_LINES = ("Recitals", "Guidelines & Case Law", "Documents", "Commentary")


# ---------------------------------------------------------------------------------------------- real texts


def gdpr_articles(numbers=GDPR_ARTICLES) -> dict[str, tuple[str, list[str]]]:
    """
    The GDPR's own text of some articles, read from the shared commentary PDF: the title from the article's cover
    page, and the paragraphs of the article's first text page up to the commentary ("Recitals", ...).

    :returns: {"Article 5": (title, paragraphs)}, each paragraph one string ("1. ...", "(a) ...").
    """
    pdf = pymupdf.open(shared_pdf(GDPR))
    pages = [page.get_text().split("\n") for page in pdf]
    articles = {}
    for number in numbers:
        head = f"Article {number}."
        cover = next(
            lines for lines in pages if len(lines) > 2 and lines[0].strip() == "EN" and lines[1].strip() == head
        )
        title = []
        for line in cover[2:]:
            if not line.strip() or line.startswith("GDPR training"):
                break
            title.append(line.strip())
        text = next(lines for lines in pages if lines[0].startswith("www.gdpr-text.com") and lines[1].strip() == head)
        paragraphs: list[str] = []
        for line in (line.strip() for line in text[2:]):
            if line in _STOP_LINES or line.startswith(("General Data Protection Regulation", "GDPR training")):
                break
            if line and (not paragraphs or re.match(r"^(\d+\.|\([a-z]\)) ", line)):
                paragraphs.append(line)
            elif line:
                paragraphs[-1] += f" {line}"
        articles[f"Article {number}"] = (" ".join(title), paragraphs)
    return articles


def cfr_sections() -> dict[str, tuple[str, list[str]]]:
    """
    The rule text of 49 CFR §§ 214.1-214.7 as the FRA manual quotes it (pages 4-7), without the manual's "Section
    Analysis" and "Guidance" commentary.

    :returns: {"§ 214.1": (title, printed lines)}.
    """
    pdf = pymupdf.open(shared_pdf(TRACK))
    sections: dict[str, tuple[str, list[str]]] = {}
    current: list[str] | None = None
    for index in range(3, 7):
        for line in (line.strip() for line in pdf[index].get_text().split("\n")[2:]):  # below the running header
            match = re.match(r"^§ (214\.\d+) (.+)$", line)
            if match:
                current = sections.setdefault(f"§ {match.group(1)}", (match.group(2).strip(), []))[1]
            elif line.startswith(("Section Analysis", "Guidance:")):
                current = None
            elif current is not None and line:
                current.append(re.sub(r"^1(\([a-z]\))", r"\1", line))  # the manual numbers § 214.1's (a) as "1(a)"
    return sections


def cfr_paragraphs(lines: list[str]) -> list[str]:
    """Join printed lines into paragraphs: a new one at "(a)", "(1)" or after a line that ends a sentence."""
    paragraphs: list[str] = []
    for line in lines:
        if not paragraphs or line.startswith("(") or (re.search(r"[.:—;]$", paragraphs[-1]) and line[:1].isupper()):
            paragraphs.append(line)
        else:
            paragraphs[-1] += f" {line}"
    return paragraphs


def eurlex_page(articles: dict[str, tuple[str, list[str]]]) -> str:
    """A page laid out like EUR-Lex's HTML of a regulation: ti-art/sti-art paragraphs, points as 2-column tables."""
    parts = [
        '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">',
        "<title>Regulation (EU) 2016/679 (General Data Protection Regulation)</title></head><body>",
        (
            '<div id="TexteOnly"><p class="doc-ti">'
            "REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL</p>"
        ),
        '<p class="ti-section-1">CHAPTER II</p><p class="ti-section-2">Principles</p>',
    ]
    for article, (title, paragraphs) in articles.items():
        parts.append(
            f'<p class="ti-art" id="art_{article.split()[1]}">{article}</p><p class="sti-art">{html.escape(title)}</p>'
        )
        for paragraph in paragraphs:
            point = re.match(r"^(\([a-z]\)) (.*)$", paragraph)
            if point:
                parts.append(
                    '<table width="100%" border="0" cellspacing="0" cellpadding="0"><col width="4%"/><col width="96%"/>'
                    f'<tbody><tr><td valign="top"><p class="normal">{point.group(1)}</p></td>'
                    f'<td valign="top"><p class="normal">{html.escape(point.group(2))}</p></td></tr></tbody></table>'
                )
            else:
                parts.append(f'<p class="normal">{html.escape(paragraph)}</p>')
    parts.append('</div><div class="footer"><a href="/content/legal-notice/legal-notice.html">Legal notice</a></div>')
    return "\n".join([*parts, "</body></html>"])


def ecfr_page(sections: dict[str, tuple[str, list[str]]]) -> str:
    """A page laid out like eCFR's: part and subpart headings, one div.section with an h4 heading per section."""
    parts = [
        "<html><head><title>eCFR :: 49 CFR Part 214 Subpart A -- General</title></head><body>",
        (
            '<header><nav><ul><li><a href="/">Home</a></li>'
            '<li><a href="/reader-aids">Reader Aids</a></li></ul></nav></header>'
        ),
        '<main><div id="content"><div class="part"><h1>PART 214—RAILROAD WORKPLACE SAFETY</h1>',
        '<div class="subpart"><h2>Subpart A—General</h2>',
    ]
    for section, (title, lines) in sections.items():
        parts.append(f'<div class="section" id="{section[2:]}"><h4>{section} {html.escape(title)}.</h4>')
        parts += [f"<p>{html.escape(paragraph)}</p>" for paragraph in cfr_paragraphs(lines)]
        parts.append("</div>")
    parts.append(
        "</div></div></div></main><footer>eCFR content is not an official legal edition.</footer></body></html>"
    )
    return "\n".join(parts)


def markdown_page(articles: dict[str, tuple[str, list[str]]]) -> str:
    """GDPR articles in Markdown: "## Article 5", the title in bold, numbered paragraphs as a Markdown list."""
    parts = ["# Regulation (EU) 2016/679 (General Data Protection Regulation)", ""]
    for article, (title, paragraphs) in articles.items():
        parts += [f"## {article}", "", f"**{title}**", ""]
        for paragraph in paragraphs:
            parts += [f"   {paragraph}" if paragraph.startswith("(") else paragraph, ""]
    return "\n".join(parts)


def text_pages(sections: dict[str, tuple[str, list[str]]]) -> str:
    """The sections as a text extraction would give them: printed lines, pages separated by form feeds."""
    pages = [[], [], []]  # § 214.1 on page 1, § 214.3 on page 2, §§ 214.5 and 214.7 on page 3
    for index, (section, (title, lines)) in enumerate(sections.items()):
        pages[min(index, 2)] += [f"{section} {title}", *lines]
    return "\f".join("\n".join(lines) for lines in pages) + "\n"
