"""
Extractive answers: the sentences of the passages that best answer a question, each with its passage's number.

Used when no LLM answers (no key, timeout, API down) and by the answer builder; `split_sentences` and the passage
helpers also cut training pairs for fine-tuning (`rulebook.finetune`).

Usage example:
```python
from haystack import Document
from rulebook.extractive import extract

text, cited = extract("Who may inspect records?", [Document(content="FRA inspectors may inspect records.")])
print(text, cited)
```
"""

import math
import re

from haystack import Document

from rulebook.citations import ABBREVIATIONS
from rulebook.text.lexical import analyze, analyze_question

# Candidate sentence ends: '.', '?', '!', ';' or ':' (possibly followed by a closing quote or bracket, as the
# citation checker reads them) before a space and a capital/bullet, or a line break before a list marker. A
# candidate after an abbreviation ("49 C.F.R. Part 172", "e.g. Class 3") is not an end.
_SENTENCE_END = re.compile(
    r"(?:(?<=[.?!;:])|(?<=[.?!;:][\"”')\]]))\s+(?=[A-Z(\"“•\-])|\n(?=\s*(?:[a-z]\.|\(?[a-z0-9ivx]+\)|•|-)\s)"
)


def _after_abbreviation(text: str) -> bool:
    last = text.rsplit(None, 1)[-1] if text.strip() else ""
    if not last.endswith("."):
        return False
    word = last[:-1].lstrip('("“').lower()
    return word in ABBREVIATIONS or re.fullmatch(r"[a-z]|(?:[a-z]\.)+[a-z]", word) is not None


def split_sentences(text: str) -> list[str]:
    """
    Split passage text into sentences and list items.

    :param text: A passage.
    :returns: Sentences with inner line breaks collapsed, in order.
    """
    parts: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        if _after_abbreviation(text[start : match.start()]):
            continue
        parts.append(text[start : match.start()])
        start = match.end()
    parts.append(text[start:])
    return [" ".join(p.split()) for p in parts if p.strip()]


def passage_body(doc: Document) -> str:
    """
    :param doc: A passage.
    :returns: Its text without heading lines, so a heading is never quoted as the start of a sentence: the
        splitter's line on top ("§ 214.7 Definitions (cont.)") and the heading of each article the passage holds
        ("CHAPTER 9 – SECURITY SEAL", "9.1 Authority"). A heading line has at most 12 words, no sentence end, and
        starts with one of the passage's article ids (`meta.articles`, any case) or ends with "(cont.)".
    """
    return "\n".join(passage_sections(doc))


def passage_sections(doc: Document) -> list[str]:
    """
    :param doc: A passage.
    :returns: Its text cut at its heading lines (see `passage_body`), headings left out, so that no sentence runs
        across a heading; empty sections dropped.
    """
    ids = [str(a).casefold() for a in (doc.meta.get("articles") or [doc.meta.get("article")]) if a]
    sections: list[list[str]] = [[]]
    for line in (doc.content or "").split("\n"):
        if _is_heading(line, ids):
            sections.append([])
        else:
            sections[-1].append(line)
    return [text for text in ("\n".join(lines) for lines in sections) if text.strip()]


def _is_heading(line: str, ids: list[str]) -> bool:
    text = line.strip()
    if not text or len(text.split()) > 12:
        return False
    if text.endswith("(cont.)"):
        return True
    if text[-1] in ".?!;:":
        return False
    folded = text.casefold()
    # The id must end at a boundary: "9.1" heads "9.1 Authority", not "9.10 Records".
    return any(folded.startswith(i) and not folded[len(i) : len(i) + 1].isalnum() for i in ids)


def extract(
    query: str, documents: list[Document], max_sentences: int = 3, per_passage: int = 2
) -> tuple[str, list[int]]:
    """
    The sentences of the passages that best match the question, each followed by its `[n]`.

    Sentences come from each passage's body (`passage_sections`: heading lines are not sentences); those
    ending in ":" (glossary headwords, lead-ins to a list) are left out. A
    sentence scores `shared / sqrt(length) + 0.3 / rank`: the question's distinct BM25 terms it contains, damped
    for long sentences (length in analysed terms), plus a prior for better-ranked passages. Chosen sentences are
    printed in passage order, then text order.

    :param query: The question.
    :param documents: The passages, best first, numbered from 1.
    :param max_sentences: Sentences in the answer.
    :param per_passage: At most this many from one passage.
    :returns: The answer text and the passage numbers it cites.
    """
    terms = set(analyze_question(query))
    candidates = []
    for rank, doc in enumerate(documents, start=1):
        sentences = [sentence for section in passage_sections(doc) for sentence in split_sentences(section)]
        for position, sentence in enumerate(sentences):
            words = analyze(sentence, parents=True)
            # A line ending in ":" is a glossary headword or the lead-in of a list: it says nothing on its own.
            if len(sentence) < 25 or not words or sentence.rstrip().endswith(":"):
                continue
            overlap = len(terms & set(words))
            candidates.append((overlap / math.sqrt(len(words)) + 0.3 / rank, rank, position, sentence))
    candidates.sort(key=lambda c: -c[0])
    chosen: list[tuple[int, int, str]] = []
    taken: dict[int, int] = {}
    for _score, rank, position, sentence in candidates:
        if taken.get(rank, 0) >= per_passage:
            continue
        taken[rank] = taken.get(rank, 0) + 1
        chosen.append((rank, position, sentence))
        if len(chosen) == max_sentences:
            break
    if not chosen:  # passages with no sentence of their own: quote the top passage's start
        first = " ".join((passage_body(documents[0]) or documents[0].content or "").split())[:400]
        return f"{first} [1]", [1]
    chosen.sort()
    text = " ".join(f"{sentence} [{rank}]" for rank, _position, sentence in chosen)
    return text, sorted({rank for rank, _p, _s in chosen})
