import json
import re
import unicodedata
from pathlib import Path

import pymupdf
import pytest

from eval.layouts import CONVENTIONS, ZOO_HAZARDS, DocumentSpec, generator, normalise_id, render_document, zoo_specs
from eval.layouts.__main__ import main
from eval.layouts.conventions import LATER_CONVENTIONS
from eval.layouts.hazards import LATER_HAZARDS

# Small documents that together carry every hazard of the zoo (two columns and footnotes never go together).
SPECS = [
    DocumentSpec("a", "gdpr_baseline", ("footnotes", "toc", "running_by_chapter"), 2, 3, 11),
    DocumentSpec("b", "margin", ("ligatures_hyphenation", "page_labels_dash", "rotated_page"), 2, 3, 12),
    DocumentSpec("c", "nist_csf", ("two_columns", "tables", "cross_refs"), 2, 4, 13),
    DocumentSpec("d", "subclauses", ("page_breaks", "front_matter"), 2, 2, 14),
    DocumentSpec("e", "fia", (), 2, 4, 15),
    DocumentSpec("f", "section_suffix", ("footnotes_plain", "cross_refs"), 2, 4, 16),
    DocumentSpec("g", "rule_dotted", (), 2, 3, 17),
]


def _plain(text: str) -> str:
    """The PDF text as the sentence reads: ligatures expanded, line-end hyphens joined, one space between words."""
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"(?<=[a-z])-\n(?=[a-z])", "", text)
    return " ".join(text.split())


def _body_text(page: pymupdf.Page, truth: dict) -> str:
    """A page's text; for headings in the margin, the body column alone (the margin shares its baselines)."""
    if truth["convention"] != "margin":
        return page.get_text()
    rotation = page.rotation
    page.set_rotation(0)  # the clip is in the drawing's coordinates
    text = page.get_text(clip=pymupdf.Rect(generator._MARGIN_BODY_X - 2, 0, page.rect.width, page.rect.height))
    page.set_rotation(rotation)
    return text


@pytest.fixture(scope="module")
def rendered() -> list[tuple[pymupdf.Document, dict]]:
    documents = []
    for spec in SPECS:
        data, truth = render_document(spec)
        documents.append((pymupdf.open(stream=data, filetype="pdf"), truth))
    return documents


def test_the_documents_carry_every_hazard_and_differ_in_convention():
    assert {h for spec in SPECS for h in spec.hazards} == set(ZOO_HAZARDS)


def test_each_unique_sentence_is_printed_on_its_pages(rendered):
    for pdf, truth in rendered:
        for article in truth["articles"]:
            pages = article["sentence_pages"]
            assert pages, article
            text = _plain("\n".join(_body_text(pdf[p - 1], truth) for p in pages))
            assert article["sentence"] in text, (truth["convention"], article["id"])


def test_each_unique_sentence_is_printed_once_in_the_document(rendered):
    for pdf, truth in rendered:
        whole = _plain("\n".join(_body_text(page, truth) for page in pdf))
        for article in truth["articles"]:
            assert whole.count(article["sentence"]) == 1


def test_article_pages_hold_the_heading_and_the_sentence(rendered):
    for pdf, truth in rendered:
        assert truth["page_count"] == pdf.page_count
        previous = 0
        for article in truth["articles"]:
            assert previous <= article["page_start"] <= article["page_end"] <= pdf.page_count
            assert all(article["page_start"] <= p <= article["page_end"] for p in article["sentence_pages"])
            # The heading's number is printed on the first page of the article.
            number = article["id"].split()[-1]
            assert number in pdf[article["page_start"] - 1].get_text(), article["id"]
            previous = article["page_start"]


def test_running_lines_labels_and_rotation_are_what_the_pages_show(rendered):
    for pdf, truth in rendered:
        for page_truth in truth["pages"]:
            page = pdf[page_truth["page"] - 1]
            text = " ".join(page.get_text().split())
            for line in page_truth["headers"] + page_truth["footers"]:
                assert line in text
            if page_truth["kind"] == "cover":
                assert page_truth["label"] == "" and not page_truth["headers"]
            else:
                assert page_truth["label"] and page_truth["label"] in " ".join(page_truth["footers"])
            assert page_truth["rotated"] == (page.rotation == 90)


def test_page_label_styles():
    _data, truth = render_document(SPECS[1])  # page_labels_dash: chapter-page, roman front matter
    labels = [p["label"] for p in truth["pages"]]
    assert labels[0] == ""
    assert "i" in labels and "1-1" in labels and "2-1" in labels
    assert any(p["rotated"] for p in truth["pages"])
    _data, truth = render_document(SPECS[0])  # running_by_chapter: the chapter in the header
    assert any(len(p["headers"]) == 2 and "CHAPTER II" in p["headers"][1] for p in truth["pages"])


def test_the_same_seed_draws_the_same_document():
    first = render_document(SPECS[4])[1]
    assert first == render_document(SPECS[4])[1]
    other = render_document(DocumentSpec("e", "fia", (), 2, 4, 16))[1]
    assert {a["sentence"] for a in first["articles"]}.isdisjoint(a["sentence"] for a in other["articles"])


def test_true_ids_follow_the_splitter_forms():
    _data, truth = render_document(SPECS[2])
    ids = [a["id"] for a in truth["articles"]]
    assert ids[0] == "GV.OC-01" and truth["articles"][0]["parent"] == "GV.OC"
    _data, truth = render_document(SPECS[4])
    assert truth["articles"][0]["id"] == "B7.1.1" and truth["articles"][0]["parent"] == "B7.1"


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("Article 1.1", "1.1"),
        ("Art. 5", "5"),
        ("ARTICLE V", "v"),
        ("§ 12.4(b)", "12.4(b)"),
        ("Rule 12(a)", "12(a)"),
        ("Regulation 4", "4"),
        ("Sec. 401.", "401"),
        ("GV.OC-01", "gv.oc-01"),
        ("B7.2.1", "b7.2.1"),
        ("Chapter 3", "chapter3"),
        (None, ""),
    ],
)
def test_normalise_id(given, expected):
    assert normalise_id(given) == expected


def test_the_zoo_has_every_convention_and_hazard_and_the_long_file_only_on_request():
    specs = zoo_specs(1)
    assert len(CONVENTIONS) >= 20 and len(ZOO_HAZARDS) >= 10
    assert {s.convention for s in specs} == set(CONVENTIONS)
    assert {h for s in specs for h in s.hazards} == set(ZOO_HAZARDS)
    assert {s.convention for s in specs if not s.hazards} == set(CONVENTIONS)
    assert [s.name for s in zoo_specs(1)] == [s.name for s in specs]
    assert any("long" in s.hazards for s in zoo_specs(1, long=True))
    assert [s.convention for s in zoo_specs(2)] != [s.convention for s in specs]


def test_conventions_and_hazards_added_later_leave_the_documents_a_seed_gave_before():
    specs = zoo_specs(1)
    later = [s for s in specs if s.convention in LATER_CONVENTIONS or set(s.hazards) & set(LATER_HAZARDS)]
    assert specs[-len(later) :] == later
    assert {s.convention for s in later} >= set(LATER_CONVENTIONS)
    assert {h for s in later for h in s.hazards} >= set(LATER_HAZARDS)
    # The last document drawn before them, with its own seed, as the zoo of seed 1 has always had it.
    before = specs[-len(later) - 1]
    assert (before.name, before.seed) == (
        "37_chapter_article_dotted__ligatures_hyphenation+page_labels_dash+running_by_chapter",
        1207730538,
    )


def test_lettered_sections_and_rules_are_printed_with_a_period_after_the_number(rendered):
    for pdf, truth in rendered:
        if truth["convention"] not in LATER_CONVENTIONS:
            continue
        text = "\n".join(page.get_text() for page in pdf)
        for article in truth["articles"]:
            assert re.search(rf"^{re.escape(article['id'])}\.", text, re.MULTILINE), article["id"]
        if truth["convention"] == "section_suffix":
            assert any(re.fullmatch(r"Section \d+[A-C]", a["id"]) for a in truth["articles"])


def test_plain_footnotes_have_no_rule_above_them(rendered):
    pdf = next(pdf for pdf, truth in rendered if "footnotes_plain" in truth["hazards"])
    ruled = next(pdf for pdf, truth in rendered if "footnotes" in truth["hazards"])

    def short_rules(document: pymupdf.Document) -> int:
        return sum(
            1
            for page in document
            for drawing in page.get_drawings()
            for item in drawing["items"]
            if item[0] == "l" and 100 < abs(item[2].x - item[1].x) < 120
        )

    text = pdf[1].get_text() + pdf[2].get_text()
    assert re.search(r"^1 [A-Z]", text, re.MULTILINE)  # a note at a page foot
    assert short_rules(pdf) == 0 and short_rules(ruled) > 0


def test_the_matrix_has_every_convention_with_each_hazard_that_fits_it():
    specs = generator.matrix_specs(11, ["tables", "two_columns+page_breaks"], small=True)
    assert {s.convention for s in specs if s.hazards == ("tables",)} == set(CONVENTIONS)
    # The margin layout has no room for two body columns: that pair is left out, here and in the zoo.
    assert {s.convention for s in specs if s.hazards == ("page_breaks", "two_columns")} == set(CONVENTIONS) - {"margin"}
    zoo = [s for seed in (1, 2, 3) for s in zoo_specs(seed)]
    assert not any(s.convention == "margin" and "two_columns" in s.hazards for s in zoo)
    with pytest.raises(ValueError, match="footnotes"):
        generator.matrix_specs(11, ["two_columns+footnotes"])


def test_headings_wrap_to_their_column():
    # A chapter heading wider than a column breaks into lines inside it instead of running into the next column.
    data, truth = render_document(DocumentSpec("w", "title_sections", ("two_columns",), 3, 5, 6))
    pdf = pymupdf.open(stream=data, filetype="pdf")
    middle = pdf[0].rect.width / 2
    body = [pdf[p["page"] - 1] for p in truth["pages"] if p["kind"] == "body"]
    for page in body:
        for block in page.get_text("dict")["blocks"]:
            for line in block.get("lines", []):
                x0, _y0, x1, _y1 = line["bbox"]
                assert x1 < middle + 5 or x0 > middle - 5 or _y0 < 60 or _y0 > 790, line["spans"][0]["text"]


def test_cli_writes_pdfs_with_ground_truth(tmp_path: Path, capsys):
    assert main(["--seed", "1", "--out", str(tmp_path), "--small", "--only", "01_", "02_"]) == 0
    pdfs = sorted(tmp_path.glob("*.pdf"))
    assert [p.name[:3] for p in pdfs] == ["01_", "02_"]
    for pdf in pdfs:
        truth = json.loads(pdf.with_suffix(".json").read_text())
        assert truth["file"] == pdf.name and truth["articles"]
        assert all(a["key"] == normalise_id(a["id"]) for a in truth["articles"])
    assert str(pdfs[0]) in capsys.readouterr().out
