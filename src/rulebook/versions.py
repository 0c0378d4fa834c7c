"""
Versions of one rulebook: which indexed documents are issues of the same rulebook (a family), how they are ordered,
and which version a question names.

Documents are a family when their titles and file names are the same once years, issue numbers and dates are
removed; sporting, technical and financial rules never merge. Versions are ordered by year, then issue number, then
date. A question names a version by its year, its issue number, or the date of its issue ("the December 2024
issue"). The query graph's `VersionResolver` turns a question's choice into a search filter; the answer builder
reports the versions used (`attach_versions`).

Usage example:
```python
from rulebook.versions import version_mentions

print(version_mentions("Under the 2024 sporting regulations, Issue 5 ..."))
# {'years': [2024], 'issues': [5], 'phrased_years': [2024], 'dated': []}
print(version_mentions("In the December 2024 issue, ...")["dated"])  # ['2024-12']
```
"""

import re
from datetime import datetime
from pathlib import Path
from typing import Any

from haystack import Document

from rulebook.text.calendar import MONTHS

# Dates, whose year is part of the date: "1 January 2026", "January 1, 2026", "January 2026", "2026-02-27",
# "23/02/2026", "11-8-19", "01.07.25".
_DATE = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTHS})\.?,?\s+\d{{4}}\b"
    rf"|\b(?:{MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b"
    rf"|\b(?:{MONTHS})\.?,?\s+\d{{4}}\b"
    r"|\b\d{4}-\d{1,2}-\d{1,2}\b"
    r"|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b",
    re.IGNORECASE,
)
_DATE_FORMATS = ("%d %B %Y", "%d %b %Y", "%B %d %Y", "%b %d %Y", "%Y-%m-%d", "%d/%m/%Y", "%d.%m.%Y")
_MONTH_FORMATS = ("%B %Y", "%b %Y")
_YEAR = re.compile(r"(?<![\w.,/-])((?:19|20)\d\d)(?![\w]|[.,/-]\d)")
_NOT_A_YEAR_BEFORE = re.compile(r"(?:§+|\bparts?|\bsection|\barticle|\bno\.?|#)\s*$", re.IGNORECASE)
# "Issue 5", "Iss. 05", "issue no. 5", "version 2", "Rev 3" (in questions, titles and file names).
_ISSUE = re.compile(
    r"\b(?:issue|iss|version|revision|rev)\.?[\s_:-]*(?:no\.?\s*|number\s*|#\s*)?(\d{1,3})(?:\.(\d{1,3}))?(?![\d])",
    re.IGNORECASE,
)
# An issue named by its date: "the December 2024 issue", "the 11 June 2024 version", "the edition of 30 April 2025",
# "the issue published in June 2024". Rulebooks that are reissued several times a year are known by these dates. A
# date that names no indexed issue is left alone: "the amendments of 1 January 2026" may be about the content.
_ISSUE_WORD = r"(?:issues?|editions?|versions?|revisions?)"
_DATED_ISSUE = re.compile(
    rf"(?P<before>{_DATE.pattern})(?:\s+[\w'’-]+){{0,3}}?\s+{_ISSUE_WORD}\b"
    rf"|\b{_ISSUE_WORD}\s+(?:of|dated|from|published(?:\s+(?:on|in))?|issued(?:\s+(?:on|in))?)\s+(?P<after>{_DATE.pattern})",
    re.IGNORECASE,
)
# Words after a year that make it a request for a version ("the 2023 regulations", "2023 season").
_VERSION_WORDS = re.compile(
    r"^\W*(?:\w+\W+){0,3}?(?:regulations?|rules?|rulebooks?|issues?|editions?|versions?|seasons?|championships?|"
    r"sporting|technical|financial|operational|codes?|manuals?|handbooks?|standards?)\b",
    re.IGNORECASE,
)
# Words that name no rulebook, dropped from family names; "formula one/1" becomes "f1", dropped too.
_NOISE = {
    "fia",
    "f1",
    "regulations",
    "regulation",
    "rules",
    "final",
    "issue",
    "iss",
    "version",
    "edition",
    "draft",
    "consolidated",
    "contents",
    "clean",
    "published",
    "the",
    "of",
    "and",
    "for",
    "in",
    "to",
}
#: Kinds of rulebook that are never one family: sporting rules are never a version of technical rules.
KINDS = ("sporting", "technical", "financial", "operational", "general")
_PUBLIC = (
    "file_name",
    "title",
    "family",
    "family_name",
    "kind",
    "version",
    "year",
    "year_in_name",
    "issue",
    "date",
    "versions",
    "rank",
    "newest",
    "order",
)


def _stem(file_name: str) -> str:
    return Path(file_name or "").stem


def family_tokens(text: str) -> list[str]:
    """
    The words that name a rulebook, without its year, issue, date and filler: `2024 FORMULA ONE SPORTING
    REGULATIONS`, `FIA 2026 F1 Regulations - Section B [Sporting] - Iss 05 - 2026-02-27` and
    `2025_sporting_regulations_final` all give `["sporting"]`.

    :param text: A title or file name.
    :returns: The distinct words, sorted.
    """
    text = (text or "").casefold().replace("_", " ")
    text = _DATE.sub(" ", text)
    text = _ISSUE.sub(" ", text)
    text = re.sub(r"\bformula\s*(?:one|1)\b", " f1 ", text)
    text = re.sub(r"\bsection\s+[a-z]\b", " ", text)
    words = re.findall(r"[a-z0-9]+", text)
    return sorted({w for w in words if len(w) > 1 and w not in _NOISE and not re.fullmatch(r"(?:19|20)\d\d", w)})


def _years(text: str) -> list[int]:
    """The years (1900-2099) of a text that are not part of a date, a section number or a decimal."""
    text = _DATE.sub(" ", text.replace("_", " "))
    return [int(m.group(1)) for m in _YEAR.finditer(text) if not _NOT_A_YEAR_BEFORE.search(text[: m.start()])]


def _parse_date(text: str | None) -> str | None:
    """:returns: An ISO date (`2026-02-27`, or `2024-01` for a month), or None when it cannot be read."""
    if not text:
        return None
    raw = str(text).strip()
    # "9th day of May, 2022" (a bylaw's closing line, as the converter reads it) is 9 May 2022.
    clean = re.sub(r"(?<=\d)(?:st|nd|rd|th)?\s+day\s+of\b", "", raw)
    clean = " ".join(re.sub(r"(\d)(?:st|nd|rd|th)\b", r"\1", re.sub(r"(?<=[A-Za-z\d])[,.](?=\s)", " ", clean)).split())
    for formats, form in ((_DATE_FORMATS, "%Y-%m-%d"), (_MONTH_FORMATS, "%Y-%m")):
        for fmt in formats:
            for candidate in (raw, clean):
                try:
                    return datetime.strptime(candidate, fmt).strftime(form)
                except ValueError:
                    continue
    return None


def _issue_number(issue_text: str | None, *texts: str | None) -> tuple[int, ...] | None:
    """
    The issue number: from the `issue`/`version` field (a bare `5` counts there, and the converter's `Edition 3` of
    a cover that counts editions), else from an explicit "Issue 5" in a title or file name (a bare number there is a
    name, e.g. ObliQA's `1.json`, not an issue).
    """
    if issue_text and (field := re.fullmatch(r"\s*(?:edition\s+)?(\d{1,3}(?:\.\d{1,3})?)\s*", str(issue_text), re.I)):
        return tuple(int(p) for p in field.group(1).split("."))
    for text in (issue_text, *texts):
        if text and (match := _ISSUE.search(str(text))):
            return tuple(int(g) for g in match.groups() if g is not None)
    return None


def _family_name(title: str) -> str:
    """A title without its year, issue and date, for people: `FIA F1 Regulations - Section B [Sporting]`."""
    text = _ISSUE.sub(" ", _DATE.sub(" ", title or ""))
    text = re.sub(r"(?<!\d)(?:19|20)\d\d(?!\d)", " ", text)
    text = re.sub(r"\b(?:final|contents:?)\s*$|\s[A-Z]\s+0\s*$", " ", text, flags=re.IGNORECASE)
    text = re.sub(r"(?:\s*[-–:]\s*){2,}", " - ", text)
    text = re.sub(r"^[\s\-–:]+|[\s\-–:]+$", "", " ".join(text.split()))
    return text.title() if text.isupper() else text


def document_versions(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """
    Group documents into rulebook families (the same rulebook in different years or issues) and order each
    family's versions.

    Two documents are one family when their titles name the same rulebook once years, issue numbers, dates and
    filler (`final`, `FIA`, `regulations`, `Section B`, `Formula One`) are removed (`family_tokens`), their file
    names agree the same way (one name's words hold the other's: `section_d_financial_teams` and
    `2026_financial_regulations_final`, never `GDPR_Art_1-21` and `GDPR_Art_22-50`), and each carries a
    version: a year, an issue number or a date. A document without one is a family of its own. Sporting,
    technical, financial, operational and general rules never share a family (their kind word is part of the
    name). Versions are ordered by year (the title's, else the file name's, else the date's), then issue
    number, then date.

    :param entries: `Rulebook.list_documents()` entries, or any dicts with `file_name` and optionally `title`,
        `version` or `issue` (`Issue 05`, `Version 2.1`) and `date` (as printed: `27 February 2026`).
    :returns: One dict per document, in the order given: `file_name`, `title`, `family` (a key), `family_name`
        (the newest member's title without year, issue and date), `kind` (`sporting`, ... or None), `version`
        (a label: the year in the name and the issue, `2026 Issue 05`, else the date), `year` (of the title or
        file name, else of the date), `year_in_name`, `issue` (the first issue number), `date` (as printed),
        `versions` (the family's number of distinct versions), `rank` (1 = oldest; equal versions share a rank),
        `newest` and `order` (the sort key: year, issue numbers, ISO date).
    """
    rows = []
    for entry in entries:
        name = entry.get("file_name") or ""
        title = entry.get("title") or _stem(name).replace("_", " ")
        issue_text = entry.get("issue") or entry.get("version")
        issue = _issue_number(issue_text, title, _stem(name).replace("_", " "))
        date_iso = _parse_date(entry.get("date"))
        years = _years(title) or _years(_stem(name))
        year = years[0] if years else (int(date_iso[:4]) if date_iso else None)
        title_key = family_tokens(title) or family_tokens(_stem(name))
        kind = next((k for k in KINDS if k in title_key), None)
        label_issue = issue_text or (f"Issue {'.'.join(map(str, issue))}" if issue else None)
        label = " ".join(str(p) for p in (years[0] if years else None, label_issue) if p) or entry.get("date") or None
        rows.append(
            {
                "file_name": name,
                "title": title,
                "kind": kind,
                "version": label,
                "year": year,
                "year_in_name": bool(years),
                "issue": issue[0] if issue else None,
                "date": entry.get("date"),
                "order": (year or 0, issue or (), date_iso or ""),
                # A document with no name words (titles like "1") is a family of its own, never merged by its number.
                "_versioned": bool((year or issue or date_iso) and title_key),
                "_title_key": f"{kind or ''}|{' '.join(title_key)}",
                "_file_key": set(family_tokens(_stem(name))),
            }
        )
    # Families: same title key, compatible file names, and a version each.
    clusters: list[list[dict[str, Any]]] = []
    for row in sorted(rows, key=lambda r: (len(r["_file_key"]), r["file_name"])):
        home = None
        if row["_versioned"]:
            home = next(
                (
                    c
                    for c in clusters
                    if c[0]["_versioned"]
                    and c[0]["_title_key"] == row["_title_key"]
                    and all(m["_file_key"] <= row["_file_key"] or row["_file_key"] <= m["_file_key"] for m in c)
                ),
                None,
            )
        if home is None:
            clusters.append([row])
        else:
            home.append(row)
    for cluster in clusters:
        orders = sorted({m["order"] for m in cluster})
        newest = max(cluster, key=lambda m: (m["order"], m["file_name"]))
        shared = sum(c[0]["_title_key"] == cluster[0]["_title_key"] for c in clusters) > 1
        key = cluster[0]["_title_key"] + (f"|{min(m['file_name'] for m in cluster)}" if shared else "")
        for member in cluster:
            member.update(
                family=key,
                family_name=_family_name(newest["title"]),
                versions=len(orders),
                rank=orders.index(member["order"]) + 1,
                newest=member["order"] == orders[-1],
            )
    return [{k: r[k] for k in _PUBLIC} for r in rows]


def version_mentions(question: str) -> dict[str, list]:
    """
    The versions a question names: years that are not part of a date, a section number or a decimal
    (`in the 2024 sporting regulations`, `2025 rules`, not `after 1 January 2026` or `§ 2019.5`), and issue
    numbers (`under Issue 5`, `iss. 05`, `version 2`).

    :param question: The question.
    :returns: `years` (ints), `issues` (ints), `phrased_years`: the years followed by a version word
        (`regulations`, `rules`, `issue`, `edition`, `season`, ...), which the answer reports when no indexed
        version has them, and `dated`: the months of the issues named by their date (`the December 2024 issue`,
        `the edition of 30 April 2025`), as ISO months (`2024-12`).
    """
    dated = []
    for m in _DATED_ISSUE.finditer(question.replace("_", " ")):
        iso = _parse_date(m.group("before") or m.group("after"))
        if iso:
            dated.append(iso[:7])
    text = _DATE.sub(" ", question.replace("_", " "))
    years, phrased = [], []
    for m in _YEAR.finditer(text):
        if _NOT_A_YEAR_BEFORE.search(text[: m.start()]):
            continue
        year = int(m.group(1))
        years.append(year)
        if _VERSION_WORDS.search(text[m.end() :]):
            phrased.append(year)
    issues = [int(m.group(1)) for m in _ISSUE.finditer(text)]
    return {
        "years": list(dict.fromkeys(years)),
        "issues": list(dict.fromkeys(issues)),
        "phrased_years": list(dict.fromkeys(phrased)),
        "dated": list(dict.fromkeys(dated)),
    }


def resolve_versions(question: str, catalog: list[dict[str, Any]]) -> dict[str, Any]:
    """
    Decide which documents a question's search may use.

    - A year or issue the question names is a version request only when it identifies a version of a family
      that has several (so a year in the content, `cars registered after 2026` in a rail corpus, `(2019
      amendment)`, never filters where no rulebook has versions of that year). Then the search keeps the
      documents of that year/issue and, for a year alone, those that carry no year at all (outside the families,
      only a year in the title or file name counts, not the date of issue), and in each family only the newest of the
      versions matching each year/issue named (`2025` with issues 4 and 5 indexed: issue 5; `2024 and 2025`:
      one of each).
    - Otherwise (no version named, or one no family has), each family with several versions keeps only its
      newest version; other documents are untouched. A year named like a version (`the 2023 regulations`)
      that no family has is reported in `unmatched`.

    :param question: The question.
    :param catalog: From `document_versions`.
    :returns: `mode` (`asked`, `newest` or `none` when no family has several versions), `asked` (the years and
        issues used, as text), `unmatched` (as text), `keep` (the file names the search may use, for `asked`),
        `drop` (the superseded file names, for `newest`).
    """
    multi = [e for e in catalog if e["versions"] > 1]
    out: dict[str, Any] = {"mode": "none", "asked": [], "unmatched": [], "keep": None, "drop": []}
    if not multi:
        return out
    named = version_mentions(question)
    years = [y for y in named["years"] if any(e["year"] == y for e in multi)]
    # An issue named by its date is the issue of the versions dated that month ("the December 2024 issue of the 2026
    # sporting regulations": Issue 2, published on 11 December 2024).
    for month in named["dated"]:
        named["issues"] += [e["issue"] for e in multi if e["issue"] and str(e["order"][2]).startswith(month)]
    named["issues"] = list(dict.fromkeys(named["issues"]))
    issues = [n for n in named["issues"] if any(e["issue"] == n for e in multi)]

    def strict(e: dict[str, Any], ys: list[int], ns: list[int]) -> bool:
        return (not ys or e["year"] in ys) and (not ns or e["issue"] in ns)

    for ys, ns in ((years, issues), (years, []), ([], issues)):
        if (ys or ns) and any(strict(e, ys, ns) for e in multi):
            break
    else:
        ys, ns = [], []
    out["unmatched"] = [str(y) for y in named["phrased_years"] if y not in ys]
    out["unmatched"] += [f"Issue {n}" for n in named["issues"] if n not in ns]
    if ys or ns:

        def fits(e: dict[str, Any]) -> bool:
            # A document outside the families is dated only by a year in its title or file name. An issue number
            # names an issue of a rulebook: "2025 Sporting Regulations Issue 4 (Feb 2025)" asks nothing of a manual
            # that has no issues, whose cover may print "January 2025".
            year = e["year"] if e["versions"] > 1 or e["year_in_name"] else None
            return (not ys or year is None or year in ys) and (not ns or e["issue"] in ns)

        def group(e: dict[str, Any]) -> tuple:
            # The newest version of a family for each year/issue named ("2024 and 2025": one of each).
            return (e["family"], e["year"] if ys else None, e["issue"] if ns else None)

        kept = [e for e in catalog if fits(e)]
        best: dict[tuple, tuple] = {}
        for e in kept:
            if e["versions"] > 1:
                best[group(e)] = max(best.get(group(e), e["order"]), e["order"])
        out.update(
            mode="asked",
            asked=[str(y) for y in ys] + [f"Issue {n}" for n in ns],
            keep=sorted(e["file_name"] for e in kept if e["versions"] == 1 or e["order"] == best[group(e)]),
        )
        return out
    out.update(mode="newest", drop=sorted(e["file_name"] for e in multi if not e["newest"]))
    return out


def names_documents(filters: dict[str, Any] | None) -> bool:
    """Whether a Haystack filter restricts `meta.file_name` (the user chose documents or versions)."""
    if not filters:
        return False
    if filters.get("field") == "meta.file_name":
        return True
    return any(names_documents(c) for c in filters.get("conditions", []) or [])


def and_filters(filters: dict[str, Any] | None, condition: dict[str, Any] | None) -> dict[str, Any] | None:
    """:returns: `filters` AND `condition` (either may be None: the other alone)."""
    if condition is None:
        return filters
    if not filters:
        return condition
    return {"operator": "AND", "conditions": [filters, condition]}


def entries_from_chunks(documents: list[Document]) -> list[dict[str, Any]]:
    """
    :returns: One catalogue entry per document the chunks come from (`file_name`, `title`, `issue`, `version`,
        `date`), by name.
    """
    entries: dict[str, dict[str, Any]] = {}
    for doc in documents:
        meta = doc.meta or {}
        name = meta.get("file_name")
        if name and name not in entries:
            entries[name] = {
                "file_name": name,
                "title": meta.get("title"),
                "issue": meta.get("issue"),
                "version": meta.get("version"),
                "date": meta.get("date"),
            }
    return [entries[k] for k in sorted(entries)]


def _describe(entry: dict[str, Any]) -> str:
    date = f" ({entry['date']})" if entry.get("date") and entry["date"] not in (entry.get("version") or "") else ""
    return f"{entry.get('version') or entry['file_name']}{date}"


def attach_versions(
    answer: dict[str, Any], documents: list[Document], versions: dict[str, Any] | None
) -> dict[str, Any]:
    """
    Add `versions_used` to an answer and say in its `notice` which issue it used, when a rulebook with several
    versions is involved (for `CitedAnswerBuilder`).

    :param answer: The answer dict (`citations`, `mode`, `notice`, and `closest` for a refusal).
    :param documents: The passages behind it; their meta describes the versions when `versions` is None.
    :param versions: `VersionResolver`'s `versions` output, or None.
    :returns: A new answer dict with `versions_used` (`doc`, `version`, `date`, `family`, `versions`: one per
        cited document) and the notice extended.
    """
    versions = versions or {}
    catalog = versions.get("documents") or {
        e["file_name"]: e for e in document_versions(entries_from_chunks(documents))
    }
    refused = answer.get("mode") == "refused"
    names = [c.get("doc") for c in (answer.get("closest") if refused else answer.get("citations")) or []]
    used = [catalog[n] for n in dict.fromkeys(names) if n in catalog]
    notes = []
    if versions.get("unmatched"):
        indexed = sorted({str(e["year"]) for e in catalog.values() if e["versions"] > 1 and e["year"]})
        notes.append(
            f"No indexed issue matches {' or '.join(versions['unmatched'])}"
            + (f" (the issues indexed are from {', '.join(indexed)})" if indexed else "")
            + ", so it was not used to choose one."
        )
    mode = versions.get("mode")
    for family in dict.fromkeys(e["family"] for e in used if e["versions"] > 1):
        members = [e for e in catalog.values() if e["family"] == family]
        mine = sorted((e for e in used if e["family"] == family), key=lambda e: e["order"], reverse=True)
        others = sorted((e for e in members if e not in mine), key=lambda e: (e["order"], e["file_name"]))
        listed = ", ".join(e["version"] or e["file_name"] for e in others)
        note = f"{'Searched' if refused else 'Answered from'} {_family_name(mine[0]['title'])}, "
        note += " and ".join(_describe(e) for e in mine)
        if mode == "asked":
            note += f", the issue{'s' if len(mine) > 1 else ''} the question names"
            note += f"; other issues are also indexed ({listed})." if others else "."
        elif all(e["newest"] for e in mine):
            note += ", the newest issue indexed"
            if not others:
                note += "."
            elif mode == "explicit":
                note += f"; older issues are also indexed ({listed})."
            else:
                note += f"; older issues are also indexed ({listed}): ask with a year or issue number to use one."
        else:
            note += "; the newest issue indexed is " + " and ".join(_describe(e) for e in members if e["newest"]) + "."
        notes.append(note)
    out = dict(answer)
    out["versions_used"] = (
        []
        if refused
        else [
            {
                "doc": e["file_name"],
                "version": e["version"],
                "date": e["date"],
                "family": e["family_name"],
                "versions": e["versions"],
            }
            for e in used
        ]
    )
    if notes:
        out["notice"] = " ".join(p for p in (answer.get("notice"), *notes) if p)
    return out
