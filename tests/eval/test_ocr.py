"""eval.ocr: the edit distance it grades with, the pages it samples, and a run on one page of the Hazmat manual."""

import argparse
import json
import random

import pymupdf

from eval import ocr
from tests.components.converters.test_ocr import needs_tesseract
from tests.conftest import HAZMAT_PDF


def _distance_by_table(a, b) -> int:
    """The textbook Levenshtein table, cell by cell."""
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        current = [i]
        for j, y in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


class TestEditDistance:
    def test_known_distances(self):
        assert ocr.edit_distance("kitten", "sitting") == 3
        assert ocr.edit_distance("", "abc") == ocr.edit_distance("abc", "") == 3
        assert ocr.edit_distance("shall not".split(), "shall".split()) == 1

    def test_it_agrees_with_the_textbook_table(self):
        draw = random.Random(19)
        for _ in range(200):
            a = "".join(draw.choice("abc ") for _ in range(draw.randint(0, 15)))
            b = "".join(draw.choice("abc ") for _ in range(draw.randint(0, 15)))
            assert ocr.edit_distance(a, b) == _distance_by_table(a, b), (a, b)


def test_comparable_folds_typography_and_spaces():
    assert ocr.comparable("FRA’s  “HM”\nprogram – ﬁles") == 'FRA\'s "HM" program - files'


def test_sampled_pages_hold_text_and_spread_over_the_file():
    with pymupdf.open(HAZMAT_PDF) as pdf:
        pages = ocr.sample_pages(pdf, 4)
        assert len(pages) == 4 and pages == sorted(pages) and pages[-1] - pages[0] > pdf.page_count / 2
        assert all(len(pdf[number].get_text()) >= 300 for number in pages)


@needs_tesseract
def test_a_run_on_one_page(capsys):
    args = argparse.Namespace(paths=[HAZMAT_PDF], pages=1, scan_dpi=200, language="eng", json=True, record=False)
    assert ocr.main(args) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (result["documents"], result["pages"], result["ocr_pages"]) == (1, 1, 1)
    assert result["seconds_per_page"] > 0 and result["cpu"] and result["engine"].startswith("tesseract:eng@")
    # A clean 200 dpi render of a digital page: most words are read right.
    assert 0 <= result["char_error_rate"] <= result["word_error_rate"] < 0.5


def test_without_tesseract_it_says_so(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("TESSDATA_PREFIX", str(tmp_path / "no_tessdata"))
    args = argparse.Namespace(paths=[HAZMAT_PDF], pages=1, scan_dpi=200, language="eng", json=True, record=False)
    assert ocr.main(args) == 2
    assert "apt-get install tesseract-ocr" in capsys.readouterr().err


def test_a_missing_path_exits_2(tmp_path):
    args = argparse.Namespace(
        paths=[tmp_path / "nowhere.pdf"], pages=1, scan_dpi=200, language="eng", json=True, record=False
    )
    assert ocr.main(args) == 2
