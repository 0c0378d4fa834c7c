"""
Fixtures shared across the test folders: the Hazmat manual (samples/) indexed once per session, the shared data
(../shared/data: real PDFs and question sets; tests that read it are marked `shared_data`), the fake LLM server,
engines on stores of their own, and the FIA excerpts indexed once per session.
"""

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


def pytest_collection_modifyitems(config, items) -> None:
    """Without ../shared/data, the tests marked `shared_data` skip, with the reason, instead of failing."""
    if SHARED_DATA.is_dir():
        return
    skip = pytest.mark.skip(reason=f"shared data not found: {SHARED_DATA} (the fast suite is -m 'not shared_data')")
    for item in items:
        if "shared_data" in item.keywords:
            item.add_marker(skip)


def shared_pdf(relative: str) -> Path:
    """:returns: A PDF from ../shared/data/pdfs, or skips the test when the shared data is absent."""
    path = PDFS / relative
    if not path.is_file():
        pytest.skip(f"shared data not found: {path}")
    return path


def searched_filters(book, question: str, filters: dict | None = None) -> dict | None:
    """:returns: The filters the retrieval graph searches a question with: the versions and documents it chose."""
    out = book.pipeline("retrieve").run(
        {"spelling": {"query": question}, "version_resolver": {"filters": filters}},
        include_outputs_from={"document_names"},
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


@pytest.fixture(scope="module")
def llm_server():
    """A local OpenAI-compatible server (tests/fake_llm_server.py), one per test module."""
    from tests.fake_llm_server import FakeLLMServer

    with FakeLLMServer() as server:
        yield server


@pytest.fixture()
def server(llm_server):
    """The module's fake LLM, answering with the cited first sentences of passages 1 and 2; requests counted anew."""
    from tests.helpers import cite_first_sentences

    llm_server.reset(reply=cite_first_sentences)
    yield llm_server
    llm_server.reset()


@pytest.fixture()
def book(tmp_path):
    """A `Rulebook` on an empty embedded store of its own."""
    from tests.helpers import new_book

    book = new_book(tmp_path / "store")
    yield book
    book.store.close()


@pytest.fixture()
def folder(tmp_path) -> Path:
    """A folder with a 3-page PDF (49 CFR §§ 214.1-214.7 as the FRA manual quotes them) and GDPR Articles 5-6."""
    from tests.helpers import pdf_excerpt
    from tests.text_samples import gdpr_articles, markdown_page

    folder = tmp_path / "docs"
    folder.mkdir()
    pdf_excerpt(folder / "track.pdf", 4, 6)
    (folder / "gdpr.md").write_text(markdown_page(gdpr_articles((5, 6))), encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def fia_book(tmp_path_factory):
    """
    A `Rulebook` on its own embedded store with page excerpts of the shared FIA and rail PDFs indexed once for the
    session (same file names as the shared PDFs; see `tests.helpers.EXCERPTS`).
    """
    import pymupdf

    from rulebook.engine import Rulebook
    from rulebook.settings import Settings
    from tests.helpers import EXCERPTS

    folder = tmp_path_factory.mktemp("fia_versions")
    for relative, ranges in EXCERPTS.items():
        with pymupdf.open(shared_pdf(relative)) as source, pymupdf.open() as excerpt:
            for first, last in ranges:
                excerpt.insert_pdf(source, from_page=first - 1, to_page=last - 1)
            excerpt.set_metadata(source.metadata)
            excerpt.save(folder / Path(relative).name)
    book = Rulebook(Settings.from_env(data_dir=tmp_path_factory.mktemp("fia_versions_store"), qdrant_url=None))
    report = book.index([folder])
    assert report.failures == [] and report.documents == len(EXCERPTS), report.to_dict()
    return book


@pytest.fixture(scope="session")
def trained_ranker(tmp_path_factory, hazmat_book):
    """
    A cross-encoder trained here on the Hazmat manual's own chunks (`rulebook.ranker_training`: title and cloze
    pairs with the hybrid retriever's hard negatives, a few short epochs on CPU), with its int8 ONNX graph; the
    examples it was trained on ride along as `folder.examples`.
    """
    from rulebook.models import DEFAULT_EMBEDDING_MODEL
    from rulebook.ranker_training import synthetic_examples, train_ranker

    chunks = hazmat_book.store.filter_documents({"field": "meta.live", "operator": "==", "value": True})
    examples = synthetic_examples(
        chunks, retrieve=lambda q: hazmat_book.retrieve(q)["documents"], max_pairs=12, negatives=2, seed=0
    )
    folder = tmp_path_factory.mktemp("trained_ranker")
    stats = train_ranker(
        DEFAULT_EMBEDDING_MODEL,
        examples,
        folder,
        epochs=3,
        batch_size=12,
        learning_rate=1e-4,
        warmup_ratio=0.0,
        max_length=96,
        progress=False,
    )
    return folder, examples, stats
