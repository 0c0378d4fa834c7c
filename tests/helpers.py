"""
What tests in several folders share: passages and model replies for the answer-side components and a well-behaved
fake model (tests/fake_llm_server.py), engines on stores of their own with excerpts of a real PDF, and the versions
of the real shared documents as `Rulebook.list_documents()` gives them.
"""

import hashlib
import re
import subprocess
import sys
from pathlib import Path

import pymupdf
from haystack import Document
from haystack.dataclasses import ChatMessage

from rulebook.engine import Rulebook
from rulebook.settings import Settings
from tests.conftest import HAZMAT_PDF
from tests.fake_llm_server import passages_in
from tests.ingestion_samples import TRACK, shared_pdf

HAZMAT = HAZMAT_PDF.name
LIVE = {"field": "meta.live", "operator": "==", "value": True}

# -- the answer side -----------------------------------------------------------------------------------------------
DUMMY_KEY = "gsk_test_dummy_key_0123456789"
QUESTION = "Who has the authority to inspect records and facilities related to hazardous materials transportation?"
OFF_TOPIC = "What is the offside rule in association football?"
FAR_OFF = "How do I bake sourdough bread?"


def cite_first_sentences(body: dict) -> str:
    """A well-behaved model: the first sentence of passages 1 and 2, each cited."""
    passages = passages_in(body)
    out = []
    for n in sorted(passages)[:2]:
        content = passages[n].split("\n", 1)[1]
        sentence = re.split(r"(?<=[.;])\s", " ".join(content.split()), maxsplit=1)[0]
        out.append(f"{sentence} [{n}]")
    return " ".join(out) or "The indexed documents do not say."


def passage(text: str, page: int = 12, article: str | None = "10.3", title: str | None = "Seals", **meta) -> Document:
    return Document(
        content=text,
        meta={
            "file_name": HAZMAT,
            "page_start": page,
            "page_end": page,
            "article": article,
            "article_title": title,
            **meta,
        },
    )


SEALS = passage("Seals on tank cars must be intact. The shipper applies them before the car is offered.", page=12)
RECORDS = passage(
    "Shipping papers must be retained for 375 days after the date of shipment.",
    page=14,
    article="10.4",
    title="Records",
)


def reply(text: str) -> list[ChatMessage]:
    return [ChatMessage.from_assistant(text)]


# -- engines on stores of their own --------------------------------------------------------------------------------
def pdf_excerpt(path: Path, first: int, last: int) -> Path:
    """Write physical pages first..last (1-based) of the Track and Structures manual as a PDF of their own."""
    source = pymupdf.open(shared_pdf(TRACK))
    excerpt = pymupdf.open()
    excerpt.insert_pdf(source, from_page=first - 1, to_page=last - 1)
    excerpt.save(path)
    return path


def hazmat_excerpt(path: Path, first: int, last: int) -> Path:
    """Write physical pages first..last (1-based) of the Hazmat manual (samples/) as a PDF of their own."""
    with pymupdf.open(HAZMAT_PDF) as source, pymupdf.open() as excerpt:
        excerpt.insert_pdf(source, from_page=first - 1, to_page=last - 1)
        excerpt.set_metadata(source.metadata)
        excerpt.save(path)
    return path


def scanned_copy(source: Path, path: Path, dpi: int = 200) -> Path:
    """Write `source` as a scan would be: each page an image at `dpi`, no text layer."""
    with pymupdf.open(source) as pdf, pymupdf.open() as scan:
        for page in pdf:
            pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
            image_page = scan.new_page(width=page.rect.width, height=page.rect.height)
            image_page.insert_image(image_page.rect, stream=pixmap.tobytes("png"))
        scan.save(path)
    return path


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def new_book(folder: Path) -> Rulebook:
    return Rulebook(Settings.from_env(data_dir=folder, qdrant_url=None))


def chunks_of(book: Rulebook, name: str, live: bool | None = None) -> list[Document]:
    """:returns: The chunks of one file in `book`'s store (live or not, or both), in document order."""
    conditions = [{"field": "meta.file_name", "operator": "==", "value": name}]
    if live is not None:
        conditions.append({"field": "meta.live", "operator": "==" if live else "!=", "value": True})
    docs = book.store.filter_documents({"operator": "AND", "conditions": conditions})
    return sorted(docs, key=lambda d: d.meta["chunk_index"])


def fresh_ids(tmp_path: Path, path: Path) -> list[str]:
    """The chunk ids of a file indexed alone into a new store."""
    other = new_book(tmp_path / f"fresh_{path.name}")
    report = other.index([path])
    assert report.failures == [] and report.documents == 1
    ids = sorted(d.id for d in other.store.filter_documents())
    other.store.close()
    return ids


# -- versions of the shared documents ------------------------------------------------------------------------------
S2024, S2025, S2026 = (
    "2024_sporting_regulations_final.pdf",
    "2025_sporting_regulations_final.pdf",
    "section_b_sporting.pdf",
)
T2024, T2025 = "2024_technical_regulations_final.pdf", "2025_technical_regulations_final.pdf"
RAIL = "FRA-Track_Structures_CM_2026_Vol_III_Ch1_Railroad_Workplace_Safety_General.pdf"
INSURANCE = "How many days before the Competition must the promoter send the FIA details of the insurance policy?"

#: Title, issue and date as `PyMuPDFToDocument` reads them from each shared FIA PDF (checked on the full files).
FIA = [
    ("2024_sporting_regulations_final.pdf", "2024 FORMULA ONE SPORTING REGULATIONS", "Issue 6", "30 April 2024"),
    ("2024_technical_regulations_final.pdf", "2024 FORMULA 1 TECHNICAL REGULATIONS", "Issue 7", "31 July 2024"),
    ("2025_sporting_regulations_final.pdf", "2025 FORMULA ONE SPORTING REGULATIONS", "Issue 4", "26 February 2025"),
    ("2025_technical_regulations_final.pdf", "2025 FORMULA 1 TECHNICAL REGULATIONS", "Issue 2", "26 February 2025"),
    (
        "2026_financial_regulations_final.pdf",
        "SECTION D: FINANCIAL REGULATIONS (F1 TEAMS) D 0",
        "Issue 3",
        "10 June 2025",
    ),
    ("2026_operational_regulations_final.pdf", "SECTION F: OPERATIONAL REGULATIONS F 0", "Issue 03", "31 July 2025"),
    (
        "2026_sporting_regulations_final.pdf",
        "FIA 2026 F1 Regulations - Section B [Sporting]",
        "Issue 2",
        "11 December 2024",
    ),
    (
        "FIA_2025_Formula_1_Sporting_Regulations_-_Issue_5_-_2025-04-30.pdf",
        "2025 FORMULA ONE SPORTING REGULATIONS",
        "Issue 5",
        "30 April 2025",
    ),
    (
        "fia_2026_formula_1_sporting_regulations_pu_-_issue_6_-_2024-06-11_1.pdf",
        "2026 FORMULA 1 POWER UNIT SPORTING REGULATIONS CONTENTS:",
        "Issue 6",
        "11 June 2024",
    ),
    (
        "section_a_general.pdf",
        "FIA 2026 F1 Regulations - Section A [General Provisions] - Iss 02 - 2026-02-27",
        "Issue 02",
        "27 February 2026",
    ),
    (
        "section_b_sporting.pdf",
        "FIA 2026 F1 Regulations - Section B [Sporting] - Iss 05 - 2026-02-27",
        "Issue 05",
        "27 February 2026",
    ),
    (
        "section_d_financial_teams.pdf",
        "FIA 2026 F1 Regulations - Section D [Financial - F1 Teams] - Iss 05 - 2026-02-27",
        "Issue 05",
        "27 February 2026",
    ),
    (
        "section_e_financial_pu.pdf",
        "SECTION E: FINANCIAL REGULATIONS (POWER UNIT MANUFACTURERS) E 0",
        "Issue 03",
        "10 December 2025",
    ),
    (
        "section_f_operational.pdf",
        "FIA 2026 F1 Regulations - Section F [Operational] - Iss 06 - 2026-02-27",
        "Issue 06",
        "27 February 2026",
    ),
]
#: The same for the other shared corpora: single documents, never versions of each other.
OTHERS = [
    ("McCreary_2018_Legal_Interpretation.pdf", "McCreary 2018 Legal Interpretation", None, "November 30, 2017"),
    ("Pipitone_2016_Legal_Interpretation.pdf", "Pipitone 2016 Legal Interpretation", None, "August 6, 2015"),
    ("Medical_Examiners_Handbook_2024_Edition_0.pdf", "Medical Examiner's Handbook 2024 Edition", None, "January 2024"),
    ("GDPR_Art_1-21.pdf", "Article 1.", None, None),
    (
        "FRA-HRGC-Compliance_Manual_11-8-19_Final.pdf",
        "Highway-Rail Grade Crossing and Trespass Prevention: Compliance, Procedures, and Programs Manual",
        None,
        "October 2019",
    ),
    (
        "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf",
        "HAZARDOUS MATERIALS COMPLIANCE MANUAL",
        None,
        "January 7, 2025",
    ),
    (RAIL, "Track and Structures Compliance Manual", None, "January 2026"),
]


def entries(rows) -> list[dict]:
    """`Rulebook.list_documents()`-like entries (its `version` is the issue), with the date."""
    return [{"file_name": f, "title": t, "version": v, "date": d} for f, t, v, d in rows]


def by_name(catalog: list[dict]) -> dict[str, dict]:
    return {e["file_name"]: e for e in catalog}


#: Page excerpts of the shared PDFs that `fia_book` (tests/conftest.py) indexes, under the shared files' names.
EXCERPTS = {
    # file: physical pages kept (1-based, inclusive ranges): the cover with title, issue and date, the first articles
    # and the insurance article (13.2 in 2024 and 2025, B1.4.2 in 2026).
    "fia/2024_sporting_regulations_final.pdf": [(1, 4), (13, 14)],
    "fia/2025_sporting_regulations_final.pdf": [(1, 4), (16, 17)],
    "fia2026/section_b_sporting.pdf": [(1, 6)],
    "fia/2024_technical_regulations_final.pdf": [(1, 2)],
    "fia/2025_technical_regulations_final.pdf": [(1, 2)],
    f"rail/{RAIL}": [(1, 4)],
}


def run_script_and_list_haystack(script: str, *args: str, env: dict[str, str] | None = None) -> tuple[int, str, bool]:
    """
    Run a script's `main` in a fresh interpreter and report whether Haystack was imported by the time it returned.

    :param script: The script's path.
    :param args: Its command-line arguments.
    :param env: The environment (default: this process's).
    :returns: Its exit status, its stderr and whether `haystack` was in `sys.modules` when it returned.
    """
    probe = (
        "import runpy, sys\n"
        f"sys.argv = [{script!r}, *{list(args)!r}]\n"
        "try:\n"
        "    runpy.run_path(sys.argv[0], run_name='__main__')\n"
        "except SystemExit as exc:\n"
        "    code = exc.code\n"
        "print('haystack' in sys.modules, code, sep='\\n')\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env)
    loaded, code = out.stdout.strip().splitlines()[-2:]
    return int(code), out.stderr, loaded == "True"


def fixture_chunks(name: str) -> list[Document]:
    """The chunks of a real PDF of `tests/fixtures`, converted, cleaned and split as indexing does."""
    from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
    from rulebook.components.preprocessors.article_splitter import ArticleSplitter
    from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

    documents = PyMuPDFToDocument().run(sources=[Path(__file__).parent / "fixtures" / name])["documents"]
    documents = RunningTextCleaner().run(documents=documents)["documents"]
    return ArticleSplitter().run(documents=documents)["documents"]
