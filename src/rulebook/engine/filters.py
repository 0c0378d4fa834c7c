"""
The query API's filters (documents, articles, versions) as one Haystack filter, and how each is matched.

Usage example:
```python
from rulebook.engine.filters import article_matches

assert article_matches("§ 214.7", "§ 214") and not article_matches("§ 2140", "§ 214")
```
"""

import re
from collections.abc import Callable
from typing import Any

from rulebook.engine.errors import UnknownArticleError, UnknownDocumentError, UnknownVersionError
from rulebook.versions import document_versions, version_mentions


def _normalise_id(text: str) -> str:
    return " ".join(text.replace("§", "§ ").split()).casefold()


def article_matches(article: str | None, prefix: str) -> bool:
    """
    Whether an article id starts with a prefix at an id boundary: `B` matches `B7.2.1`, `§ 214` matches `§ 214.7`
    but not `§ 2140`, `GV.` matches `GV.1`. Case and spaces after `§` do not matter.

    :param article: An article id from a chunk's meta.
    :param prefix: What the user typed.
    :returns: True when the article falls under the prefix.
    """
    if not article:
        return False
    a, p = _normalise_id(article), _normalise_id(prefix)
    if not p or not a.startswith(p):
        return False
    if len(a) == len(p):
        return True
    last, following = p[-1], a[len(p)]
    return not ((last.isdigit() and following.isdigit()) or (last.isalpha() and following.isalpha()))


def version_matches(entry: dict[str, Any], version: str) -> bool:
    """
    :param entry: A `Rulebook.list_documents()` entry.
    :param version: A version as the user writes it: `2025`, `issue 5`, `Issue_6`, `January 2025`.
    :returns: True when the document's version, file name or title holds it as whole words, or, for a version that
        names a year, its cover date, also without its day ("January 7, 2025" holds `January 2025` and `2025`): a
        document that has no issue number is known by its date.
    """

    def words(text: Any) -> str:
        return " ".join(re.split(r"[\s_\-.,()]+", str(text or "").casefold())).strip()

    wanted = words(version)
    if not wanted:
        return False
    texts = [entry.get(k) for k in ("version", "file_name", "title")]
    if re.search(r"\b(?:19|20)\d\d\b", wanted):
        # A date is named by its year: "7" or "issue 7" is no day of it.
        date = str(entry.get("date") or "")
        texts += [date, re.sub(r"(?<![\d,])\b\d{1,2}(?:st|nd|rd|th)?\b,?(?!\s*\d{3})", " ", date)]
    haystack = " | ".join(words(text) for text in texts)
    return re.search(rf"(?<![a-z0-9]){re.escape(wanted)}(?![a-z0-9])", haystack) is not None


def version_identifies(entry: dict[str, Any], version: str) -> bool:
    """
    :param entry: A `rulebook.components.query.version_resolver.document_versions` entry.
    :param version: A version as the user writes it: `2025`, `issue 5`, `Issue 05`, `2025 issue 5`.
    :returns: True when every year and issue number the version names is the document's (`issue 5` is `Issue 05`).
    """
    named = version_mentions(version)
    if not named["years"] and not named["issues"]:
        return False
    return all(entry.get("year") == y for y in named["years"]) and all(entry.get("issue") == n for n in named["issues"])


def request_filters(
    catalogue: list[dict[str, Any]],
    article_ids: Callable[[list[str] | None], list[str]],
    documents: list[str] | None = None,
    articles: list[str] | None = None,
    versions: list[str] | None = None,
) -> dict[str, Any] | None:
    """
    Turn the query API's filters into one Haystack filter, applied inside the search (so a filtered query still
    gets top_k passages when that many match).

    :param catalogue: The indexed documents (`Rulebook.list_documents()`).
    :param article_ids: The article ids of the live chunks of some documents (None: all; `Rulebook.article_ids`).
    :param documents: File names to restrict the search to.
    :param articles: Article id prefixes (`B`, `§ 214`, `GV.`); a chunk matches when its article falls under
        one of them (see `article_matches`). A prefix no id starts with may leave out the word that labels the ids
        (`3.2` for `para 3.2`, `4` for `Section 4`).
    :param versions: Document versions (`2025`, `issue 5`); a document matches when its version, file name or
        title holds one of them (see `version_matches`), or when its year and issue number are the ones named
        (`issue 5` matches `Issue 05`, see `version_identifies`). A filter on documents or versions turns off
        the choice of versions by the question (`rulebook.components.query.version_resolver`).
    :returns: A Haystack filter, or None for no restriction.
    :raises UnknownDocumentError: When a name is not indexed.
    :raises UnknownVersionError: When no indexed document has the version.
    :raises UnknownArticleError: When no indexed article starts with the prefix.
    """
    conditions: list[dict[str, Any]] = []
    names: set[str] | None = None
    if documents:
        known = {e["file_name"] for e in catalogue}
        unknown = [d for d in documents if d not in known]
        if unknown:
            raise UnknownDocumentError(
                f"Not indexed: {', '.join(unknown)}. Indexed documents: {', '.join(sorted(known)) or 'none'}."
            )
        names = set(documents)
    if versions:
        entries = catalogue
        parsed = {e["file_name"]: e for e in document_versions(entries)}
        matched = {
            e["file_name"]
            for e in entries
            if any(version_matches(e, v) or version_identifies(parsed[e["file_name"]], v) for v in versions)
        }
        if names is not None:
            matched &= names
        if not matched:
            have = sorted({str(e.get("version")) for e in entries if e.get("version")})
            raise UnknownVersionError(
                f"No indexed document{' among those named' if names is not None else ''} has version "
                f"{' or '.join(map(repr, versions))}. Versions indexed: {', '.join(have) or 'none recorded'}; "
                "a year or issue in the file name, or the year of a cover date, also counts."
            )
        names = matched
    if names is not None:
        conditions.append({"field": "meta.file_name", "operator": "in", "value": sorted(names)})
    if articles:
        indexed = article_ids(sorted(names) if names is not None else None)
        ids = [a for a in indexed if any(article_matches(a, p) for p in articles)]
        if not ids:
            # A bare number for a labelled id ("3.2" for "para 3.2", as a code of practice prints it in the margin):
            # the user means the number, and no id is written as the number alone.
            ids = [a for a in indexed if any(article_matches(_without_label(a), p) for p in articles)]
        if not ids:
            # Examples from the documents themselves: what an id of theirs looks like (`9.1`, `§ 214.7`, `B7.2`).
            examples = ", ".join(repr(a) for a in _id_examples(indexed))
            raise UnknownArticleError(
                f"No indexed article starts with {' or '.join(map(repr, articles))}"
                + (" in the documents named" if names is not None else "")
                + (
                    f". Articles of these documents start like {examples}."
                    if examples
                    else ": no article ids were found in these documents (their headings were not recognised), so "
                    "they cannot be filtered by article."
                )
            )
        # A chunk can hold several short articles (`meta.articles`; `meta.article` is its first): any of them counts.
        # Chunks indexed before `articles` was recorded have only `article`.
        conditions.append(
            {
                "operator": "OR",
                "conditions": [
                    {"field": "meta.articles", "operator": "in", "value": ids},
                    {"field": "meta.article", "operator": "in", "value": ids},
                ],
            }
        )
    if not conditions:
        return None
    if len(conditions) == 1 and "field" in conditions[0]:
        return conditions[0]
    # A logical filter goes inside an AND: Haystack's merge policy adds the retrievers' own filter (live chunks
    # only) to a top-level AND, but drops it, with a warning, beside a top-level OR.
    return {"operator": "AND", "conditions": conditions}


def _without_label(article: str) -> str:
    """:returns: An article id without the word that labels it ("para 3.2" -> "3.2", "Section 4" -> "4")."""
    return re.sub(r"^[^\W\d]+\.?\s+(?=\S*\d)", "", article)


def _id_examples(ids: list[str], count: int = 4) -> list[str]:
    """:returns: A few article ids spread over the list, one per leading part (`2.3`, `9.1`, not `2.3`, `2.3.1`)."""
    firsts: dict[str, str] = {}
    for article in ids:
        firsts.setdefault(article.split(".")[0].split(" ")[0], article)
    picked = list(firsts.values())
    step = max(1, len(picked) // count)
    return picked[::step][:count]
