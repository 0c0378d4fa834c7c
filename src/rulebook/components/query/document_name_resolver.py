"""
Which documents a question names by their own acronyms (CSF, GDPR, NIST, FRA): searched alone, by the passages'
words rather than the name.
"""

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from haystack import Document, component

from rulebook.components.query.spelling_corrector import common_words
from rulebook.store.snapshot import StoreBacked

__all__ = ["DocumentNameResolver", "document_acronyms", "mentioned", "named_documents"]

# An acronym: 2-6 capitals standing alone ("CSF", "GDPR"), or before digits ("NIST800-53B"); "Iss", "F1" are not.
_ACRONYM = re.compile(r"(?<![A-Za-z])[A-Z]{2,6}(?![A-Za-z])")
_ROMAN = re.compile(r"[IVXLCDM]+")
# A word of acronym length in any case, as a question may write a name ("gdpr", "Nist", "NIST800-53B", "csf2.0").
_ANY_CASE_WORD = re.compile(r"(?<![A-Za-z])[A-Za-z]{2,6}(?![A-Za-z])")
# A question's address or file name, in any case ("nist.gov", "DPO@GDPR.EU", "https://GDPR-info.eu/art-7",
# "NIST.CSWP.29.pdf"): a run of non-space characters with "@", "://" or a dot before a letter. No name inside.
_ADDRESS = re.compile(r"\S*(?:@|://|\.[A-Za-z])\S*")
# A lower-case word of acronym length, not part of an address ("nist.gov", "gdpr-info.eu", "www.fra.dot.gov").
_LOWER_WORD = re.compile(r"(?<![\w./@-])[a-z]{2,6}(?![\w/@-]|\.\w)")
#: Share of an acronym's occurrences in the corpus text that must fall in the documents it names: below it, the
#: acronym is a term of the field ("FAA" cited by rail manuals), not the name of the documents that carry it.
MIN_CONCENTRATION = 0.8
#: A document whose text uses an acronym at least this share as often (uses per chunk) as the documents that carry
#: it in their names is named by it too.
MIN_RELATIVE_RATE = 0.25


def _name_acronyms(title: str | None, file_name: str | None) -> set[str]:
    """
    The acronyms in a document's title and file name. A title of several words written all in capitals has none:
    its words are ordinary words in capitals ("2024 FORMULA ONE SPORTING REGULATIONS"); nor is a common English word
    in capitals (`common_words`: "CRANE CODE": "code" in a question names no document).
    """
    found: set[str] = set()
    for text in (title or "", Path(file_name or "").stem.replace("_", " ")):
        if not any(c.islower() for c in text) and len(re.findall(r"[A-Za-z]+", text)) > 2:
            continue
        # A common English word in capitals ("CRANE CODE", "SAFETY PLAN") is a word, not a name ("FRA" is rare).
        found.update(
            a for a in _ACRONYM.findall(text) if not _ROMAN.fullmatch(a) and a.lower() not in common_words("en")
        )
    return found


def document_acronyms(
    documents: Iterable[Document], min_concentration: float = MIN_CONCENTRATION
) -> dict[str, list[str]]:
    """
    The acronyms that name documents of a corpus, read from the corpus itself.

    An acronym of a document's title or file name (`CSF` in "The NIST Cybersecurity Framework (CSF) 2.0", `GDPR`
    in `GDPR_Art_1-21.pdf`) names the documents whose title or file name carry it, and those whose text uses it
    at least `MIN_RELATIVE_RATE` as often per chunk (`FIA` names every FIA rulebook, though some titles omit it),
    when:
    - it is never written as an ordinary lower-case word in the corpus text ("cm", "one": an all-caps heading
      word is no name; "nist.gov" in an address does not count);
    - at least `min_concentration` of its occurrences in the corpus text are in those documents (`FRA` names the
      four FRA manuals; an acronym that many documents cite now and then is a term of the field).

    :param documents: The chunks of the corpus (`content`, `meta.file_name`, `meta.title`).
    :param min_concentration: In [0, 1].
    :returns: Acronym -> the file names it names, sorted.
    """
    titles: dict[str, str | None] = {}
    counts: dict[str, Counter[str]] = {}
    chunks: Counter[str] = Counter()
    lower: set[str] = set()
    for doc in documents:
        name = (doc.meta or {}).get("file_name")
        if not name:
            continue
        text = doc.content or ""
        titles.setdefault(name, (doc.meta or {}).get("title"))
        chunks[name] += 1
        counts.setdefault(name, Counter()).update(_ACRONYM.findall(text))
        lower.update(_LOWER_WORD.findall(text))
    carriers: dict[str, set[str]] = {}
    for name, title in titles.items():
        for acronym in _name_acronyms(title, name):
            carriers.setdefault(acronym, set()).add(name)
    out: dict[str, list[str]] = {}
    for acronym, carried in carriers.items():
        if acronym.lower() in lower:
            continue
        named = set(carried)
        rate = sum(counts[n][acronym] for n in carried) / sum(chunks[n] for n in carried)
        # A document that uses the name about as much as its carriers do is one of the documents it names, its
        # own name notwithstanding: section E of the FIA rules writes "FIA" on every few chunks without carrying it.
        named |= {n for n, c in counts.items() if rate and c[acronym] / chunks[n] >= MIN_RELATIVE_RATE * rate}
        inside = sum(counts[n][acronym] for n in named)
        outside = sum(c[acronym] for n, c in counts.items() if n not in named)
        if inside + outside == 0 or inside / (inside + outside) >= min_concentration:
            out[acronym] = sorted(named)
    return dict(sorted(out.items()))


def mentioned(question: str, acronyms: dict[str, list[str]]) -> list[str]:
    """
    :returns: The names of `acronyms` the question writes, in its order, without repeats. A name of three or more
        letters counts in any case ("gdpr", "Nist", "csf2.0": people type names as they like, and
        `document_acronyms` only keeps names the corpus never writes as a lower-case word); a two-letter one only
        in capitals. A word inside an address or file name ("nist.gov", "DPO@GDPR.EU") is no name.
    """
    text = _ADDRESS.sub(lambda m: " " * len(m.group()), question)
    found = []
    for match in _ANY_CASE_WORD.finditer(text):
        word, name = match.group(), match.group().upper()
        if name in acronyms and (word == name or len(word) >= 3):
            found.append(name)
    return list(dict.fromkeys(found))


def named_documents(question: str, acronyms: dict[str, list[str]]) -> dict[str, list[str]]:
    """
    The document names a question uses, in any case for names of three letters or more (see `mentioned`).

    A name whose documents include all the documents of another name in the question is dropped: "NIST CSF" names
    the CSF document, not both NIST documents.

    :param question: The question.
    :param acronyms: From `document_acronyms`.
    :returns: Acronym -> file names, for the names kept, in the question's order.
    """
    found = {a: acronyms[a] for a in mentioned(question, acronyms)}
    return {
        a: docs for a, docs in found.items() if not any(b != a and set(other) < set(docs) for b, other in found.items())
    }


def _restricts_articles(filters: dict[str, Any] | None) -> bool:
    """Whether a filter keeps only some articles (the request chose them: `--article`)."""
    if not filters:
        return False
    if filters.get("field") in ("meta.article", "meta.articles"):
        return True
    return any(_restricts_articles(c) for c in filters.get("conditions") or [])


def _chosen(filters: dict[str, Any] | None) -> set[str] | None:
    """The file names a filter keeps (`==`/`in` on the file name, under AND), or None when it keeps any."""
    if not filters:
        return None
    if filters.get("field") == "meta.file_name" and filters.get("operator") in ("==", "in"):
        value = filters.get("value")
        return set(value) if isinstance(value, list) else {value}
    if filters.get("operator") == "AND":
        kept = [k for c in filters.get("conditions") or [] if (k := _chosen(c)) is not None]
        return set.intersection(*kept) if kept else None
    return None


def _excluded(filters: dict[str, Any] | None) -> set[str]:
    """The file names a filter leaves out (the superseded issues the version resolver drops)."""
    if not filters:
        return set()
    if filters.get("field") == "meta.file_name" and filters.get("operator") in ("!=", "not in"):
        value = filters.get("value")
        return set(value) if isinstance(value, list) else {value}
    if filters.get("operator") == "AND":
        return set().union(*(_excluded(c) for c in filters.get("conditions") or []))
    return set()


@component
class DocumentNameResolver(StoreBacked):
    """
    Searches only the documents a question names by their own acronym, and leaves the name out of the BM25 query.

    Usage example:
    ```python
    from haystack import Document
    from rulebook.components.query.document_name_resolver import DocumentNameResolver

    chunks = [
        Document(content="RC.RP-03: The integrity of backups is verified before using them for restoration.",
                 meta={"file_name": "NIST.CSWP.29.pdf", "title": "The NIST Cybersecurity Framework (CSF) 2.0"}),
        Document(content="Each railroad shall keep records of inspections.",
                 meta={"file_name": "FRA-Signal.pdf", "title": "Signal and Train Control"}),
    ]
    out = DocumentNameResolver().run(query="What does CSF 2.0 say to check before restoring backups?", documents=chunks)
    print(out["filters"])  # meta.file_name in ["NIST.CSWP.29.pdf"]
    print(out["query"])    # "What does 2.0 say to check before restoring backups?"
    ```

    "We got hit with ransomware; what does CSF 2.0 say to check first?": BM25 weighs the rare term `CSF` most, and
    the passages that repeat it are the framework's cover and overview pages, while the answer (RC.RP-03, a table
    row) never writes it. The name says which document to search, not which passage answers. So, for the names
    `document_acronyms` finds in the corpus itself (no list to maintain):
    - the retrievers get a filter on those documents, within the issues the version resolver kept (an issue
      the question named narrows them); a request that chose documents or articles itself is left alone, and a
      name of documents all outside its choice is reported (`set_aside`);
    - BM25 gets the question without the name (`query`); the dense retriever still embeds the whole question.
    A question that names no document passes through unchanged.

    The name table is built once per store snapshot (embedded store) or read again after `max_age_s` (Qdrant
    server, where other processes write).

    In: `query`, `filters` (from the version resolver, or None), optional `documents` (the corpus chunks, instead
    of `document_store`). Out: `filters` (for the retrievers), `query` (for BM25), `evidence_query`, `named`
    (acronym -> file names searched) and `set_aside` (acronym -> file names the question names but a request's
    own choice of documents leaves out: `--doc` wins, and the answer says so).
    """

    def __init__(
        self,
        document_store: Any = None,
        filters: dict[str, Any] | None = None,
        enabled: bool = True,
        max_age_s: float = 300.0,
    ) -> None:
        """
        :param document_store: The store whose live chunks give the names (a `QdrantDocumentStore`); None when
            `documents` are given to each run.
        :param filters: The chunks to read (the retrievers' fixed filters: the live ones).
        :param enabled: False passes every question and filter through unchanged (for side-by-side evaluation).
        :param max_age_s: Seconds after which the names read from a Qdrant server are read again, > 0.
        :raises ValueError: When max_age_s is not positive.
        """
        self._reads(document_store, filters, max_age_s)
        self.enabled = enabled

    def acronyms(self) -> dict[str, list[str]]:
        """:returns: `document_acronyms` of the store's live chunks (cached until the store changes)."""
        if self._document_store is None:
            return {}
        return self.store_derived("document_acronyms", document_acronyms, self.max_age_s)

    @component.output_types(filters=dict[str, Any], query=str, evidence_query=str, named=dict, set_aside=dict)
    def run(
        self,
        query: str,
        filters: dict[str, Any] | None = None,
        documents: list[Document] | None = None,
        versions: dict | None = None,
    ) -> dict[str, Any]:
        """
        :param query: The question.
        :param filters: The filters so far (the request's, restricted by the version resolver); None: none.
        :param documents: The corpus chunks to read the names from; default: `document_store`'s.
        :param versions: The version resolver's choice (its `mode` says whether a restriction to some file names
            is the request's, `explicit`, or its own for a year the question named, `asked`); None: a restriction
            to some file names is taken for the request's.
        :returns: `filters`: restricted to the named documents (None: no restriction); `query`: for BM25, the
            question without the names that belong to one document; `evidence_query`: for the evidence score, the
            question without any name that chose documents; `named`: acronym -> file names searched for it (empty:
            none applied); `set_aside`: acronym -> file names the question names but the filters leave out (the
            request chose other documents), else empty.
        """
        unchanged = {"filters": filters, "query": query, "evidence_query": query, "named": {}, "set_aside": {}}
        if not self.enabled:
            return unchanged
        table = document_acronyms(documents) if documents is not None else self.acronyms()
        mode = (versions or {}).get("mode")
        chosen = _chosen(filters)
        request_chose = mode == "explicit" or (mode is None and chosen is not None)
        if request_chose or _restricts_articles(filters):
            # The request chose the documents or articles: that choice wins. A name of documents all outside the
            # documents chosen is reported, so an answer from elsewhere is not read as theirs.
            own = chosen if request_chose else None  # an article choice alone says nothing about documents
            aside = {} if own is None else {a: d for a, d in named_documents(query, table).items() if not own & set(d)}
            return {**unchanged, "set_aside": aside}
        dropped = _excluded(filters)
        # The issues the version resolver left out stay out ("FIA" names every FIA rulebook), and for a year the
        # question named, only the documents it kept (`chosen`) are searched.
        named = {
            a: kept
            for a, docs in named_documents(query, table).items()
            if (kept := [d for d in docs if d not in dropped and (chosen is None or d in chosen)])
        }
        keep = sorted({d for docs in named.values() for d in docs})
        if not keep:  # every named document is a superseded issue the version resolver left out: no choice here
            return unchanged
        condition = {"field": "meta.file_name", "operator": "in", "value": keep}
        restricted = condition if not filters else {"operator": "AND", "conditions": [filters, condition]}
        names = mentioned(query, table)
        # A name of one document is its title, not passage evidence. A name several documents share is their issuer
        # ("FRA", "NIST"), an actor their text discusses ("FRA's principal hazardous materials advisor"): BM25 keeps
        # it. The evidence score keeps none: the filter has used them, and a definition or cover page that writes
        # "FIA" or "NIST" says nothing about "hazardous materials placards".
        return {
            "filters": restricted,
            "query": _without(query, [a for a in names if len(table[a]) == 1]),
            "evidence_query": _without(query, names),
            "named": named,
            "set_aside": {},
        }


def _without(question: str, names: list[str]) -> str:
    """
    The question without these names, in any case, each with a version number right after it ("CSF 2.0",
    "CSF v1.1"; a section number "HRGC 2.3" and a year stay); the question itself when nothing else would be
    left.
    """
    if not names:
        return question
    # "CSF 2.0", "CSF v1.1", "CSF version 2": a version; "HRGC 2.3" is a section and stays.
    version = r"(?:\s*(?:(?:v\.?|version\s*)\d+(?:\.\d+)*|\d+\.0(?![.\d])))?"
    pattern = rf"(?<![A-Za-z])(?:{'|'.join(map(re.escape, names))})(?![A-Za-z]){version}"
    rest = " ".join(re.sub(pattern, " ", question, flags=re.IGNORECASE).split())
    return rest if re.search(r"\w", rest) else question
