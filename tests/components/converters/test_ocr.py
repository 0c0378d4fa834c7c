"""
PageOcr, and scanned PDFs through the converter and the engine: two pages of the Hazmat manual (samples/) rendered
to images and written as an image-only PDF, read by Tesseract, give the chunks and articles of the same pages' text
layer and answer a question; without Tesseract the file fails with a message that says how to install it.

The tests that read a scan skip, saying why, where Tesseract's English data is not installed (.ci/run installs it).
"""

import pymupdf
import pytest

from rulebook.components.converters.ocr import INSTALL_TESSERACT, PageOcr, find_tessdata
from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner
from tests.helpers import hazmat_excerpt, new_book, scanned_copy

TESSDATA = find_tessdata()
needs_tesseract = pytest.mark.skipif(
    TESSDATA is None or not (TESSDATA / "eng.traineddata").is_file(),
    reason="Tesseract with its English data is not installed (apt-get install tesseract-ocr)",
)
#: Hazmat manual pages 24-25 (printed 19-20): Chapter 7, articles 7.1 to 7.2.5.
FIRST, LAST = 24, 25


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory):
    """The text-layer excerpt and its scanned copy."""
    folder = tmp_path_factory.mktemp("scans")
    digital = hazmat_excerpt(folder / "hazmat_digital.pdf", FIRST, LAST)
    return digital, scanned_copy(digital, folder / "hazmat_scanned.pdf")


def chunks(document):
    splitter = ArticleSplitter()
    splitter.warm_up()
    return splitter.run(documents=RunningTextCleaner().run(documents=[document])["documents"])["documents"]


class TestPageOcr:
    def test_init_default(self):
        ocr = PageOcr()
        assert (ocr.mode, ocr.language, ocr.tessdata, ocr.dpi) == ("auto", "eng", None, 300)

    def test_init_with_parameters(self):
        ocr = PageOcr(mode="on", language="eng+deu", tessdata="/opt/tessdata", dpi=400)
        assert (ocr.mode, ocr.language, ocr.tessdata, ocr.dpi) == ("on", "eng+deu", "/opt/tessdata", 400)

    @pytest.mark.parametrize(
        ("kwargs", "named"), [({"mode": "always"}, "'always'"), ({"language": "en-US"}, "'en-US'"), ({"dpi": 50}, "50")]
    )
    def test_invalid_values_are_refused(self, kwargs, named):
        with pytest.raises(ValueError, match=named):
            PageOcr(**kwargs)

    def test_a_missing_tessdata_folder_says_how_to_install_tesseract(self, tmp_path):
        ocr = PageOcr(tessdata=str(tmp_path / "no_tessdata"))
        reason = ocr.unavailable_reason()
        assert str(tmp_path / "no_tessdata") in reason and INSTALL_TESSERACT in reason
        assert "apt-get install tesseract-ocr" in reason
        assert ocr.engine is None
        with pymupdf.open() as pdf, pytest.raises(RuntimeError, match="tesseract-ocr"):
            ocr.textpage(pdf.new_page())

    def test_off_reads_nothing(self):
        assert "RULEBOOK_OCR=off" in PageOcr(mode="off").unavailable_reason()

    @needs_tesseract
    def test_the_installed_tesseract_is_found(self):
        ocr = PageOcr()
        assert ocr.unavailable_reason() is None
        assert ocr.engine == f"tesseract:eng@{TESSDATA}"

    @needs_tesseract
    def test_a_language_without_data_names_its_package(self):
        reason = PageOcr(language="eng+xyz").unavailable_reason()
        assert "apt-get install tesseract-ocr-xyz" in reason and "RULEBOOK_OCR_LANGUAGE" in reason

    @needs_tesseract
    def test_a_scanned_page_is_read(self, pdfs):
        _digital, scanned = pdfs
        with pymupdf.open(scanned) as pdf:
            page = pdf[0]  # the text page refers to this page object
            assert page.get_text().strip() == ""
            text = page.get_text(textpage=PageOcr().textpage(page))
        assert "Regular Inspection" in text and "CHAPTER 7" in text


class TestScannedPdfs:
    @needs_tesseract
    def test_ocr_pages_give_the_articles_of_the_text_layer(self, pdfs):
        digital, scanned = pdfs
        (text_layer,) = PyMuPDFToDocument().run(sources=[digital])["documents"]
        (ocr,) = PyMuPDFToDocument().run(sources=[scanned])["documents"]
        assert (ocr.meta["scanned_pages"], ocr.meta["ocr_pages"]) == ([1, 2], [1, 2])
        assert (text_layer.meta["scanned_pages"], text_layer.meta["ocr_pages"]) == ([], [])
        assert ocr.meta["page_labels"] == text_layer.meta["page_labels"] == ["19", "20"]
        expected, found = chunks(text_layer), chunks(ocr)
        assert "7.1.5" in [c.meta["article"] for c in expected]
        assert [(c.meta["article"], c.meta["page_start"]) for c in found] == [
            (c.meta["article"], c.meta["page_start"]) for c in expected
        ]
        assert all(c.meta["ocr"] for c in found) and not any(c.meta["ocr"] for c in expected)

    @needs_tesseract
    def test_an_indexed_scan_answers_and_its_citation_says_ocr(self, pdfs, tmp_path):
        _digital, scanned = pdfs
        book = new_book(tmp_path / "store")
        try:
            report = book.index([scanned])
            assert report.failures == [] and report.documents == 1
            answer = book.ask("When may a re-inspection be undertaken after an initial inspection?")
            cited = answer["citations"][0]
            assert (cited["doc"], cited["article"], cited["ocr"]) == ("hazmat_scanned.pdf", "7.1.5", True)
        finally:
            book.store.close()

    def test_without_tesseract_a_scan_fails_saying_how_to_install_it(self, pdfs, tmp_path):
        _digital, scanned = pdfs
        result = PyMuPDFToDocument(tessdata=str(tmp_path / "no_tessdata")).run(sources=[scanned])
        assert result["documents"] == []
        (failure,) = result["failures"]
        assert failure["file"] == "hazmat_scanned.pdf" and failure["error"].startswith("hazmat_scanned.pdf: ")
        assert "no text layer" in failure["error"] and "apt-get install tesseract-ocr" in failure["error"]

    def test_a_partly_scanned_pdf_without_tesseract(self, pdfs, tmp_path):
        # Page 1 keeps its text layer, page 2 is a scan: `auto` indexes page 1, `on` fails the file naming page 2.
        digital, scanned = pdfs
        mixed = tmp_path / "mixed.pdf"
        with pymupdf.open(digital) as pdf, pymupdf.open(scanned) as scan:
            pdf.delete_page(1)
            pdf.insert_pdf(scan, from_page=1, to_page=1)
            pdf.save(mixed)
        missing = str(tmp_path / "no_tessdata")
        (document,) = PyMuPDFToDocument(tessdata=missing).run(sources=[mixed])["documents"]
        assert (document.meta["scanned_pages"], document.meta["ocr_pages"]) == ([2], [])
        first, second = document.content.split("\f")
        assert "7.1.1 Regular Inspection" in first and second == ""
        result = PyMuPDFToDocument(ocr="on", tessdata=missing).run(sources=[mixed])
        (failure,) = result["failures"]
        assert (
            "page 2 has no text layer and RULEBOOK_OCR=on" in failure["error"] and INSTALL_TESSERACT in failure["error"]
        )
        off = PyMuPDFToDocument(ocr="off").run(sources=[mixed])["documents"][0]
        assert (off.meta["ocr_pages"], off.content.split("\f")[1]) == ([], "")
