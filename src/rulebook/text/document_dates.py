"""
Questions about a document's own date ("When was this manual issued?", "What is the date of the Harbor Crane Safety
Code?", "Since when are the pool rules in effect?"), and whether the thing they ask about is an indexed document (its
title or file name) rather than a thing the document speaks of (a notice, a final rule, an earlier edition).

The converter reads a document's date from its cover (`meta["date"]`, see
`rulebook.components.converters.pdf_converter`); `rulebook.components.retrievers.cover_retriever` finds the passage
that prints it.

Usage example:
```python
from rulebook.text.document_dates import asks_document_date, names_document

subject = asks_document_date("When was the Harbor Crane Safety Code issued?")  # "the Harbor Crane Safety Code"
print(names_document(subject, "HARBOR CRANE SAFETY CODE", "Harbor_Crane_Safety_Code.pdf"))  # 1.0
print(asks_document_date("When was the previous compliance manual issued?"))  # None: another edition's date
```
"""

import re

from rulebook.text.abbreviations import spelled_out
from rulebook.text.calendar import WHOLE_MONTH_NAMES
from rulebook.text.lexical import analyze

#: The meta key that marks a passage `CoverRetriever` returned as the one that prints its document's date, with that
#: date (`meta["date"]` as the converter read it).
COVER_DATE = "cover_date"
#: The meta keys of a cover passage found for a question on a fact of the document its first pages print (its
#: revision, who approved it): the line that prints it, and which fact it is (`COVER_FACTS`).
COVER_LINE, COVER_FACT = "cover_line", "cover_fact"
#: The meta key that marks a passage returned in place of the cover for a question on when the document comes into
#: force: a sentence of its body puts it in force on another date than the cover prints (`in_force_date`).
IN_FORCE = "in_force"
#: A subject names a document when its title and file name hold at least this share of the subject's naming terms.
MIN_NAME_SHARE = 0.6
#: Words of the line quoted before and after the date, at most: a cover's line may hold a whole letterhead, or run
#: on into a disclaimer or an abstract.
LINE_WORDS_BEFORE, LINE_WORDS_AFTER = 12, 3

_ISSUED = (
    r"(?:first\s+|originally\s+|last\s+)?(?:issued|published|released|put\s+out|dated|approved|adopted|signed|"
    r"written|revised|updated|made\s+effective|passed|enacted)"
)
# "When was X issued?", "What date was X published?", "When did X come into force / take effect?", "What is the
# (issue) date of X?", "Since when is X in effect?".
_ASKS = (
    re.compile(
        rf"^\s*(?:when|what\s+date|on\s+what\s+date)\s+(?:was|were|is|are)\s+(?P<subject>.+?)\s+{_ISSUED}\b", re.I
    ),
    re.compile(
        r"^\s*(?:when|on\s+what\s+date)\s+did\s+(?P<subject>.+?)\s+(?:come\s+(?:into|in)\s+(?:force|effect)|"
        r"take\s+effect|come\s+out|become\s+effective)\b",
        re.I,
    ),
    re.compile(
        r"^\s*what(?:'s|’s|\s+is|\s+was)\s+the\s+(?:issue\s+|publication\s+|release\s+|effective\s+|approval\s+)?"
        r"date\s+of\s+(?P<subject>.+?)\s*\??\s*$",
        re.I,
    ),
    re.compile(
        r"^\s*(?:since|from)\s+when\s+(?:is|are|has|have)\s+(?P<subject>.+?)\s+(?:been\s+)?in\s+(?:effect|force)\b",
        re.I,
    ),
    re.compile(
        r"^\s*when\s+(?:does|do)\s+(?P<subject>.+?)\s+(?:take\s+effect|come\s+into\s+(?:force|effect)|"
        r"become\s+effective)\b",
        re.I,
    ),
)
# "When is the register revised?": how often a thing is revised, as a rule, not when a document was.
_HABITUAL = re.compile(r"\b(?:is|are)\s+.+\s(?:revised|updated|reviewed|re-?issued)\b", re.I)
# The kinds of whole documents a question may name as the thing whose date it asks ("the Pool Safety Rules"); a
# single rule, notice, order or letter is as often a thing a document names.
_DOCUMENT_KIND = re.compile(
    r"manuals?|handbooks?|codes?|rulebooks?|rules|regulations|guides?|guidelines?|guidance|standards?|frameworks?|"
    r"policies|policy|procedures|specifications?|bylaws?|by-laws?|ordinances?",
    re.I,
)
#: An acronym or a code a document goes by, with the number after it when it has one: "LBS 204", "ISO 9001", "SP
#: 800-53", "GDPR".
DOCUMENT_CODE = re.compile(r"\b[A-Z]{2,}[A-Za-z]*(?:[\s-]?\d[\w.:-]*)?")
# A document's name as a question writes it: capitalised words, the last a kind of document ("the Pool Safety Code",
# "Harbor Crane Operations Manual").
_DOCUMENT_NAME = re.compile(rf"(?:\b[A-Z][\w'’-]*\s+)+(?i:{_DOCUMENT_KIND.pattern})\b")


def document_names(text: str) -> list[str]:
    """
    :param text: A question.
    :returns: The names of documents it writes: runs of capitalised words ending in a kind of document ("the Pool
        Safety Code": "Pool Safety Code"), in order; not a role ("the Customer Relations Manager").
    """
    return [m.group(0) for m in _DOCUMENT_NAME.finditer(text)]


# A subject that is some other edition or a thing the document names, not the document: "the previous compliance
# manual", "the next revision", "the original rule".
_OTHER_EDITION = re.compile(
    r"\b(?:previous|earlier|prior|old|older|former|original|first|next|new|newer|upcoming|future|superseded|last|"
    r"latest|current)\b",
    re.I,
)
# Words that point at the document itself or say what kind of document it is: with nothing else, the subject is
# whichever document is searched ("this manual", "the document", "these rules").
_DOCUMENT_WORDS = frozenset(
    analyze(
        "this that these the a an it its document manual handbook code rules rule regulation regulations guide "
        "guidance guidelines standard standards framework publication letter interpretation policy book rulebook "
        "edition version issue volume bylaw bylaws by-law ordinance"
    )
)


_MONTH = "|".join(WHOLE_MONTH_NAMES)
# A date as covers print one ("1 June 2024", "June 1, 2024", "June 2024").
_DATE = re.compile(
    rf"\b(?:\d{{1,2}}\s+(?:{_MONTH})\s+\d{{4}}|(?:{_MONTH})\s+\d{{1,2}},?\s+\d{{4}}|(?:{_MONTH})\s+\d{{4}})\b", re.I
)
# A name in a subject: a word written with a capital or a digit ("Harbor", "GDPR", "CSWP", "29").
_NAME = re.compile(r"\b[A-Z0-9][\w]*")


def asks_document_date(question: str) -> str | None:
    """
    :param question: The question.
    :returns: What the question asks the date of ("this manual", "the Harbor Crane Safety Code"), when it asks when
        a thing was issued, published, dated or put in force; None for other questions, for another edition's date
        ("the previous compliance manual", "the next revision"), and for when a thing is revised or updated as a
        rule ("When is the risk register updated?": a schedule, not a date).
    """
    for pattern in _ASKS:
        match = pattern.search(question)
        if match:
            if _HABITUAL.search(match.group(0)):
                return None
            subject = match.group("subject").strip(" ,;:")
            return None if _OTHER_EDITION.search(subject) else subject
    return None


# "When does the bylaw come into force?", "since when is it in effect?": the date the document applies from, which its
# body may state apart from the date its cover prints (adopted on 12 February, in force from 1 April).
_ASKS_IN_FORCE = re.compile(
    r"\b(?:in\s+(?:force|effect)|into\s+(?:force|effect|operation)|take\s+effect|takes\s+effect|become\s+effective|"
    r"commenc\w*|start\s+to\s+apply|apply\s+from)\b",
    re.I,
)
# A sentence that puts the document in force on a date: "This bylaw comes into force on 1 April 2025", "These rules
# take effect from June 1, 2024", "shall be effective as of 1 March 2025", "commences on 1 July 2025".
_IN_FORCE_ON = re.compile(
    r"\b(?:(?:comes?|came|shall\s+come|will\s+come)\s+into\s+(?:force|effect|operation)|(?:takes?|took|shall\s+take|"
    r"will\s+take)\s+effect|(?:is|are|be|becomes?)\s+effective|commences?|enters?\s+into\s+force|applies|shall\s+apply)"
    rf"\s+(?:on|from|as\s+of|with\s+effect\s+from)\s+(?P<date>{_DATE.pattern})",
    re.I,
)


def asks_in_force(question: str) -> bool:
    """:returns: Whether a question on a document's date asks when it comes into force ("When does X take effect?")."""
    return asks_document_date(question) is not None and _ASKS_IN_FORCE.search(question) is not None


def in_force_date(text: str) -> str | None:
    """
    :param text: A passage's text.
    :returns: The date a sentence of it puts its document in force on ("1 April 2025" of "This bylaw comes into
        force on 1 April 2025"), as printed; None when no sentence does.
    """
    found = _IN_FORCE_ON.search(" ".join(text.split()))
    return found.group("date") if found else None


# "What revision is the travel policy?", "Which edition of the manual is this?", "what is the revision number of the
# Riverton code?", "What version of the guideline is indexed?": the revision a document is, which its cover prints.
_REVISION_WORD = r"(?:revision|rev\.?|version|issue|edition)(?:\s+(?:number|no\.?))?"
_CLAUSE_END = r"\s*(?:\?|$|,|;|\s+and\s+(?:what|when|who|how|which|is|are|does|do|since)\b)"
_ASKS_REVISION = (
    re.compile(
        rf"^\s*(?:what|which)\s+{_REVISION_WORD}\s+(?:is|of)\s+(?P<subject>.+?)(?:\s+(?:is\s+)?(?:this|indexed|in\s+force|"
        rf"current|used))?{_CLAUSE_END}",
        re.I,
    ),
    re.compile(
        rf"^\s*what(?:'s|’s|\s+is)\s+the\s+(?:current\s+)?{_REVISION_WORD}\s+of\s+(?P<subject>.+?){_CLAUSE_END}", re.I
    ),
)
# A line of a cover that names its revision: "Revision: 3", "Rev. 2", "Issue 05", "Second edition", "Version 2.1".
_REVISION_ID = r"\s*(?:no\.?|number)?\s*[:.]?\s*(?:\d[\w.]*|(?-i:[A-Z]{1,2}|[IVX]{1,5})(?![\w]))"
# Tried in this order: a cover's "Revision: 3" over its "Issue date", its "Second edition" over an "Issue 2" it cites.
_REVISION_LINES = (
    re.compile(rf"\b(?:revision|rev\.){_REVISION_ID}", re.I),
    re.compile(rf"\bversion{_REVISION_ID}", re.I),
    re.compile(
        rf"\bedition{_REVISION_ID}|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+edition\b",
        re.I,
    ),
    re.compile(rf"\bissue{_REVISION_ID}", re.I),
)


def asks_document_revision(question: str) -> str | None:
    """
    :param question: The question.
    :returns: What the question asks the revision (version, issue, edition) of ("the travel policy"), when it asks
        which revision a document is; None for other questions and for another edition ("the previous edition").
    """
    for pattern in _ASKS_REVISION:
        match = pattern.search(question)
        if match:
            # "what rev is the expense policy on?": the preposition that ends the question is no part of the name.
            subject = re.sub(r"\s+(?:on|at|in|now)$", "", match.group("subject").strip(" ,;:"), flags=re.I)
            # A document, by its kind or as "this": "which version of TLS must be used?" asks of no document.
            document = _ends_in_kind(subject) or generic(subject)
            return subject if document and not _OTHER_EDITION.search(subject) else None
    return None


def _around(line: str, match: re.Match, words_after: int) -> str:
    """
    :returns: What a cover line's match names, with `LINE_WORDS_BEFORE` words before it and `words_after` after,
        "…" marking a cut.
    """
    before, after = line[: match.start()].split(), line[match.end() :].split()
    head = ("… " if len(before) > LINE_WORDS_BEFORE else "") + " ".join(before[-LINE_WORDS_BEFORE:])
    tail = " ".join(after[:words_after]) + (" …" if len(after) > words_after else "")
    return " ".join(part for part in (head, match.group().strip(), tail) if part)


def revision_line(text: str) -> str | None:
    """
    :param text: A cover passage's text.
    :returns: Its first line that names a revision, else a version, an edition or an issue ("Document number:
        POL-FIN-004 Revision 7 – effective 1 March 2025"), white space collapsed, cut to `LINE_WORDS_BEFORE` words
        before the mention and `LINE_WORDS_AFTER` after it ("…" marking a cut); None when no line does.
    """
    lines = [" ".join(line.split()) for line in text.splitlines()]
    for pattern in _REVISION_LINES:
        flat, match = next(((flat, m) for flat in lines if (m := pattern.search(flat))), ("", None))
        if match is None:
            continue
        return _around(flat, match, LINE_WORDS_AFTER)
    return None


# "Who approved the travel policy?", "who issued this manual", "Who is the owner of the expense policy?"
_ASKS_APPROVER = (
    re.compile(
        r"^\s*who\s+(?:approved|issued|prepared|published|signed\s+off|authored|owns|is\s+responsible\s+for)\s+"
        rf"(?P<subject>.+?){_CLAUSE_END}",
        re.I,
    ),
    re.compile(
        r"^\s*who(?:\s+is|'s|’s)\s+the\s+(?:policy\s+|document\s+)?(?:owner|author|approver|publisher|issuer)\s+of\s+"
        rf"(?P<subject>.+?){_CLAUSE_END}",
        re.I,
    ),
)
# A line of a cover that says who approved, prepared or owns the document: "Approved by: Chief Financial Officer",
# "Policy owner: Group Financial Controller", "Prepared By: FRA Office of Railroad Safety".
# "Who approved the manual?": its approval, which a cover may print after who prepared it ("Prepared By: FRA Office of
# Railroad Safety ... Approved by Karl Alexy, Associate Administrator").
_ASKS_APPROVAL = re.compile(r"\bapprov|\bsign(?:ed|s)?\s+off|\bauthori[sz]", re.I)
_APPROVED_LINE = re.compile(r"\b(?:approved|authori[sz]ed|signed\s+off)\s+by\b\s*:?", re.I)
_APPROVER_LINE = re.compile(r"\b(?:approved|prepared|issued|published|authori[sz]ed|adopted)\s+by\b\s*:?", re.I)
_OWNER_LINE = re.compile(r"\b(?:policy\s+|document\s+)?owner\s*:", re.I)
#: The words that name a letter: "the letter", "the FAA's 2018 interpretation", "your reply".
LETTER_WORDS = r"\b(?:letter|interpretation|reply|response)s?\b"
# "Who signed the letter?", "who wrote the FAA's 2018 interpretation to McCreary": a letter's signer, whom its close
# names.
_ASKS_SIGNER_OF = re.compile(
    rf"^\s*who\s+(?:signed|wrote|sent)\s+(?P<subject>[^?]*{LETTER_WORDS}.*?){_CLAUSE_END}", re.I
)
#: A letter's complimentary close and the name after it: "Sincerely, Lorelei Peter Assistant Chief Counsel for
#: Regulations".
SIGN_OFF = re.compile(
    r"\s*(?i:(?:yours\s+)?(?:sincerely|faithfully|truly)(?:\s+yours)?|respectfully(?:\s+yours)?|kind\s+regards|regards)"
    # The name in capitals, as signatures print it ("Lorelei Peter", "Marcus T. Ellery"), after what a scanned
    # signature reads as ("~~ {?X\" Rebecca B. Mac Pherson"): marks, or words of up to three letters.
    r"\s*,?\s+(?:(?:\S*[^\w\s]\S*|\S{1,3})\s+){0,10}?[A-Z][a-z]+\.?\s+(?:[A-Z]\.\s+)?[A-Z][\w'’-]+"
)
#: The facts of a document its first pages print, each with what asks for it and the line that prints it; and who
#: signed a letter, which its close prints.
COVER_FACTS = ("revision", "approver", "owner", "signer")


def asks_cover_fact(question: str) -> tuple[str, str] | None:
    """
    :param question: The question.
    :returns: (the fact, what document it is asked of) when the question asks a fact the document's first pages
        print: its revision ("What revision is the travel policy?": `asks_document_revision`), who approved or issued
        it ("Who approved the travel policy?": "approver") or who owns it ("owner"); or who signed a letter ("Who
        signed the letter?": "signer", which its close prints); None otherwise.
    """
    subject = asks_document_revision(question)
    if subject is not None:
        return "revision", subject
    signer = _ASKS_SIGNER_OF.search(question)
    if signer is not None and not _OTHER_EDITION.search(signer.group("subject")):
        return "signer", signer.group("subject").strip(" ,;:")
    for pattern in _ASKS_APPROVER:
        match = pattern.search(question)
        if match:
            subject = match.group("subject").strip(" ,;:")
            if (_ends_in_kind(subject) or generic(subject)) and not _OTHER_EDITION.search(subject):
                return ("owner" if re.search(r"\bown", match.group(0), re.I) else "approver"), subject
    return None


def cover_line(text: str, fact: str, question: str = "") -> str | None:
    """
    :param text: A passage of a document's first pages.
    :param fact: One of `COVER_FACTS`.
    :param question: The question; "who approved" prefers the line that says "Approved by" to a "Prepared by" line
        before it.
    :returns: The line that prints the fact (`revision_line`; for the signer, the letter's first close, "Sincerely,
        ...", cut to 14 words; for the approver, the line that says "Approved by"
        or "Prepared by", else "Policy owner:"; for the owner, the other way round; cut as `revision_line` cuts), or
        None.
    """
    if fact == "revision":
        return revision_line(text)
    if fact == "signer":
        # The first close: a reply that encloses the letter it answers prints the writer's close after its own.
        close = next((" ".join(line.split()) for line in text.splitlines() if SIGN_OFF.match(line)), None)
        if close is None:
            return None
        words = close.split()
        return " ".join(words[:14]) + (" …" if len(words) > 14 else "")
    # Who owns a policy is its owner, else who approved it; who approved it is the approver, else the owner.
    patterns = (_OWNER_LINE, _APPROVER_LINE) if fact == "owner" else (_APPROVER_LINE, _OWNER_LINE)
    if fact == "approver" and _ASKS_APPROVAL.search(question):
        patterns = (_APPROVED_LINE, *patterns)
    lines = [" ".join(line.split()) for line in text.splitlines()]
    for flat, match in ((flat, p.search(flat)) for p in patterns for flat in lines):
        if match is not None:
            return _around(flat, match, 2 * LINE_WORDS_AFTER)
    return None


def names_a_document(subject: str) -> bool:
    """
    :param subject: What a question asks the date of (`asks_document_date`).
    :returns: Whether it names a whole document by a name of its own: a name written with a capital or a digit, then
        a kind of document as its last word ("the Harbor Crane Operations Manual"); not "NIST SP 800-53 Revision
        6", which ends in no kind, nor a thing a document speaks of ("hazmat guidance notice HMG-103", "the final
        rule").
    """
    words = re.findall(r"[\w'’-]+", subject)
    return _ends_in_kind(subject) and any(
        _NAME.match(word) and not set(analyze(word)) <= _DOCUMENT_WORDS for word in words[:-1]
    )


def _ends_in_kind(subject: str) -> bool:
    """:returns: Whether the subject's last word is a kind of whole document ("manual", "standard", "bylaw")."""
    words = re.findall(r"[\w'’-]+", subject)
    return bool(words) and _DOCUMENT_KIND.fullmatch(words[-1]) is not None


def is_indexed(subject: str, title: str, file_name: str, text: str) -> bool:
    """
    :param subject: What a question asks the date of.
    :param title: A document's title.
    :param file_name: Its file name.
    :param text: Its first passage's text (its cover, or its first rules).
    :returns: Whether the subject may be this document: each of its names is in the title or the file name, or
        printed in the passage as written (`unnamed`), or is an abbreviation the title spells out ("HM" for
        "Hazardous Materials").
    """
    spelled = _spelled_in(subject, title)
    return not [name for name in unnamed(subject, title, file_name, text) if not name_terms(name) <= spelled]


def generic(subject: str) -> bool:
    """
    :param subject: What a question asks the date of (`asks_document_date`).
    :returns: Whether it only points at the document ("this manual", "the document", "it"), naming none.
    """
    return not (set(analyze(subject)) - _DOCUMENT_WORDS)


def names_document(subject: str, title: str, file_name: str) -> float:
    """
    :param subject: What a question asks the date of.
    :param title: A document's title (`meta["title"]`).
    :param file_name: Its file name ("_" and "-" read as spaces).
    :returns: The share, in [0, 1], of the subject's naming terms (its words other than `_DOCUMENT_WORDS`) that the
        title or file name holds, or the title spells out ("HM" for "Hazardous Materials"); 0.0 when the subject
        names a year that neither holds, or when one term is held and the subject writes it in lower case (a common
        word, not a name) with no kind of document after it ("the final rule"; "the ladder standard" names one).
        1.0 for a generic subject.
    """
    named = name_terms(subject) - _DOCUMENT_WORDS
    if not named:
        return 1.0
    held = name_terms(f"{title} {file_name}") | _spelled_in(subject, title)
    years = {t for t in named if re.fullmatch(r"(?:19|20)\d\d", t)}
    if years - held:
        return 0.0
    found = named & held
    if len(found) == 1 and not _ends_in_kind(subject) and not (name_terms(" ".join(_NAME.findall(subject))) & found):
        # One common word in a file name ("final" in "..._Final.pdf" for "the final rule") names no document; with
        # a kind of document after it ("the ladder standard") it does.
        return 0.0
    return len(found) / len(named)


def _spelled_in(subject: str, title: str) -> set[str]:
    """:returns: The terms of the subject's abbreviations that the title spells out ("hm" for "Hazardous Materials")."""
    spelled = [name for name in _NAME.findall(subject) if name.isupper() and spelled_out(name, title)]
    return {term for name in spelled for term in name_terms(name)}


def unnamed(subject: str, title: str, file_name: str, text: str) -> list[str]:
    """
    :param subject: What a question asks the date of.
    :param title: A document's title.
    :param file_name: Its file name.
    :param text: Its cover passage's text.
    :returns: The subject's names (words with a capital or a digit, other than `_DOCUMENT_WORDS`) that neither the
        title nor the file name holds and the cover passage does not print as written: "Operations" of "the Harbor
        Crane Operations Manual" for the Harbor Crane Safety Code (its text says "lifting operations"), but not
        "FMCSA" of "the FMCSA medical examiner handbook", whose cover prints "FMCSA-MED-MEH".
    """
    held = name_terms(f"{title} {file_name}")
    return [
        name
        for name in _NAME.findall(subject)
        if (terms := name_terms(name) - _DOCUMENT_WORDS)
        and not terms <= held
        and not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)
    ]


def name_terms(text: str) -> set[str]:
    """
    :param text: A title, a file name, or what a question names.
    :returns: Its terms (`rulebook.text.lexical.analyze`), with "_", "-" and "." read as spaces, as file names write
        them, and a possessive read as its noun ("FRA's": "fra"); a code that file names write run together
        ("hb2117", "tps2") also gives its letters and its number ("hb", "2117"), as the document writes it ("HB 2117").
    """
    spaced = re.sub(r"['’]s\b", "", re.sub(r"[_.-]", " ", text))
    return set(analyze(spaced)) | set(analyze(_LETTERS_DIGITS.sub(" ", spaced.lower())))


_LETTERS_DIGITS = re.compile(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])")


def date_line(text: str, date: str) -> str | None:
    """
    :param text: A passage's text.
    :param date: The date it prints ("January 7, 2025"), as the converter read it.
    :returns: The line that prints the date, white space collapsed, cut to `LINE_WORDS_BEFORE` words before the date
        and `LINE_WORDS_AFTER` after it (up to its sentence's end), "…" marking a cut; with the next line when the date
        runs on into it ("READ A THIRD TIME AND PASSED this 9th day of" / "May, 2022."); None when no line prints it.
    """
    wanted = " ".join(date.split()).lower()
    lines = text.splitlines()
    for index, line in enumerate(lines):
        flat = " ".join(line.split())
        at = flat.lower().find(wanted)
        if at < 0 and index + 1 < len(lines):
            joined = " ".join(f"{line} {lines[index + 1]}".split())
            at = joined.lower().find(wanted)
            if 0 <= at < len(flat):  # the date starts on this line: it was read across the line break
                flat = joined
            else:
                at = -1
        if at < 0:
            continue
        before = flat[:at].split()
        end = at + len(wanted)
        stop = re.search(r"[.;]\s|$", flat[end:])
        tail = flat[end : end + (stop.start() + 1 if stop and stop.group() else len(flat) - end)]
        words = tail.split()
        kept = len(" ".join(words[:LINE_WORDS_AFTER]))
        # A second date that starts within the words kept is kept whole ("Issued: 14 March 2023 Effective 1 June
        # 2024"): a date cut short says nothing.
        for other in _DATE.finditer(tail.strip()):
            if other.start() < kept < other.end():
                kept = other.end()
        shown = tail.strip()[:kept]
        after = (" " if tail[:1].isspace() else "") + shown
        if len(tail.strip()) > kept:
            after += " …"
        head = ("… " if len(before) > LINE_WORDS_BEFORE else "") + " ".join(before[-LINE_WORDS_BEFORE:])
        return f"{head} {flat[at:end]}{after}".strip()
    return None
