"""Shared fixtures: real PDFs from ../shared/data, and one small indexed store per test session."""

import json
import os
import shutil
from pathlib import Path

import pytest

from rulebook.settings import PROJECT_ROOT

os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

SHARED_DATA = (PROJECT_ROOT / ".." / "shared" / "data").resolve()
PDFS = SHARED_DATA / "pdfs"
#: The bundled sample (public domain), the same file as the shared data's rail/ copy: the fast tests need only it.
HAZMAT_PDF = PROJECT_ROOT / "samples" / "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"


def shared_pdf(relative: str) -> Path:
    """:returns: A PDF from ../shared/data/pdfs, or skips the test when the shared data is absent."""
    path = PDFS / relative
    if not path.is_file():
        pytest.skip(f"shared data not found: {path}")
    return path


def searched_filters(book, question: str, filters: dict | None = None) -> dict | None:
    """:returns: The filters the retrieval graph searches a question with: the versions and documents it chose."""
    out = book.pipeline("retrieve").run(
        {"spelling": {"query": question}, "version_resolver": {"filters": filters}}, include_outputs_from={"document_names"}
    )
    return out["document_names"]["filters"]


def load_questions(name: str, doc: str | None = None) -> list[dict]:
    """:returns: The questions of ../shared/data/eval/<name>, optionally only those about `doc`."""
    path = SHARED_DATA / "eval" / name
    if not path.is_file():
        pytest.skip(f"shared data not found: {path}")
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [r for r in rows if doc is None or r["doc"] == doc]


@pytest.fixture(scope="session")
def hazmat_corpus(tmp_path_factory) -> Path:
    """A folder holding only the FRA Hazardous Materials Compliance Manual (43 pages, public domain)."""
    folder = tmp_path_factory.mktemp("hazmat_corpus")
    shutil.copy(HAZMAT_PDF, folder)
    return folder


@pytest.fixture(scope="session")
def hazmat_book(tmp_path_factory, hazmat_corpus):
    """A `Rulebook` on a fresh embedded store with the Hazmat manual indexed once for the whole session."""
    from rulebook.engine import Rulebook
    from rulebook.settings import Settings
    from rulebook.store import close_all_stores

    data_dir = tmp_path_factory.mktemp("hazmat_store")
    book = Rulebook(Settings.from_env(data_dir=data_dir, qdrant_url=None))
    report = book.index([hazmat_corpus])
    assert report.failures == [], report.failures
    book.first_report = report
    yield book
    close_all_stores()
