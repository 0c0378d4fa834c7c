"""
`rulebook.service.page_images`: pages of the bundled Hazmat manual rendered as PNG, and passages found on them by
their words (whitespace, punctuation and line-end hyphenation aside), on one page and across a page break.
"""

import shutil

import pymupdf
import pytest

from rulebook.service.page_images import (
    DEFAULT_ZOOM,
    find_passage,
    normalise,
    page_count,
    page_label,
    render_page,
    text_words,
)
from tests.conftest import HAZMAT_PDF

PNG = b"\x89PNG\r\n\x1a\n"
# Page 29 (printed 24): section 9.1, whose first sentences are the passage below.
SEAL_PAGE = 29
SEAL_TEXT = (
    "9.1 Authority\nFederal law authorizes FRA inspectors to inspect records and property related to railroad "
    "safety, including HM transportation safety. The Federal HM statutes authorize inspection, “at a reasonable "
    "time and in a reasonable way,” of records and property related to the transportation of HM in commerce;"
)


def page_words(page: int) -> list[tuple]:
    with pymupdf.open(HAZMAT_PDF) as doc:
        return doc[page - 1].get_text("words")


def inside(box: dict) -> bool:
    return 0 <= box["x"] < box["x"] + box["w"] <= 1 and 0 <= box["y"] < box["y"] + box["h"] <= 1


class TestRender:
    def test_a_page_as_png_at_the_default_scale(self):
        png = render_page(HAZMAT_PDF, SEAL_PAGE)
        assert png.startswith(PNG)
        width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
        assert (width, height) == (round(612 * DEFAULT_ZOOM), round(792 * DEFAULT_ZOOM))

    def test_a_second_render_is_the_cached_one(self):
        assert render_page(HAZMAT_PDF, 3) is render_page(HAZMAT_PDF, 3)
        assert render_page(HAZMAT_PDF, 3, zoom=1.0) is not render_page(HAZMAT_PDF, 3)

    def test_a_page_or_scale_out_of_range_is_refused(self):
        with pytest.raises(ValueError, match="pages 1 to 43"):
            render_page(HAZMAT_PDF, 44)
        with pytest.raises(ValueError, match="pages 1 to 43"):
            render_page(HAZMAT_PDF, 0)
        with pytest.raises(ValueError, match="out of range"):
            render_page(HAZMAT_PDF, 1, zoom=20)

    def test_a_file_that_is_not_a_pdf(self, tmp_path):
        fake = tmp_path / "fake.pdf"
        fake.write_text("not a PDF at all")
        with pytest.raises(ValueError, match=r"fake\.pdf cannot be read as a PDF"):
            render_page(fake, 1)

    def test_page_count_and_labels(self):
        assert page_count(HAZMAT_PDF) == 43
        assert page_label(HAZMAT_PDF, 1) is None  # the manual's PDF defines no page labels


class TestNormalise:
    def test_words_keep_letters_and_digits_only(self):
        assert normalise("“Records,”") == "records" and normalise("records.”31") == "records31"
        assert normalise("§") == "" and normalise("–") == "" and normalise("Non-Accident") == "nonaccident"

    def test_a_superscript_footnote_mark_is_digits(self):
        assert normalise("vehicle¹²") == normalise("vehicle12") == "vehicle12"

    def test_a_line_end_hyphenation_is_one_word(self):
        assert text_words("pre-\ntransportation functions") == ["pretransportation", "functions"]
        assert text_words("Pre-transportation") == ["pretransportation"]


class TestFindPassage:
    def test_a_passage_on_its_page(self):
        found = find_passage(HAZMAT_PDF, SEAL_TEXT, SEAL_PAGE, SEAL_PAGE)
        assert found.coverage == 1.0
        (page,) = found.pages
        boxes = page.to_dict()["boxes"]
        assert page.page == SEAL_PAGE and all(inside(b) for b in boxes)
        # The heading and the first six lines of the section: the boxes start at the heading, below the chapter title.
        assert 6 <= len(boxes) <= 8
        assert 0.1 < boxes[0]["y"] < 0.16 and boxes[-1]["y"] < 0.3

    def test_the_passage_as_the_index_holds_it(self, hazmat_book):
        answer = hazmat_book.ask("Who may inspect hazardous materials records?")
        for c in answer["citations"]:
            found = find_passage(HAZMAT_PDF, c["text"], c["page"], c["page_end"])
            assert found.coverage > 0.9, c
            assert found.pages[0].boxes, c

    def test_across_a_page_break(self, hazmat_book):
        live = {"field": "meta.live", "operator": "==", "value": True}
        spanning = [
            d for d in hazmat_book.store.filter_documents(live) if d.meta["page_end"] == d.meta["page_start"] + 1
        ]
        assert len(spanning) >= 5
        for chunk in spanning:
            found = find_passage(HAZMAT_PDF, chunk.content, chunk.meta["page_start"], chunk.meta["page_end"])
            assert found.coverage > 0.7, chunk.meta
            first, second = (p.to_dict() for p in found.pages)
            assert (first["page"], second["page"]) == (chunk.meta["page_start"], chunk.meta["page_end"])
            assert first["boxes"] and second["boxes"], chunk.meta
            # The passage leaves the first page lower down than where it goes on at the top of the next.
            assert first["boxes"][-1]["y"] > second["boxes"][0]["y"], chunk.meta

    def test_a_word_hyphenated_at_a_line_end(self):
        words = page_words(9)
        at = next(i for i, w in enumerate(words) if w[4] == "Pre-")
        # The chunk writes the word whole: "Pre-transportation"; the page prints "Pre-" and "transportation".
        text = (
            " ".join(w[4] for w in words[at - 8 : at])
            + " Pre-transportation "
            + " ".join(w[4] for w in words[at + 2 : at + 10])
        )
        found = find_passage(HAZMAT_PDF, text, 9)
        assert found.coverage == 1.0
        lines = found.pages[0].boxes
        assert len(lines) >= 2  # the word's two halves are on two lines, both boxed

    @pytest.mark.parametrize(
        ("page", "printed", "word", "ends"), [(10, "vessel.12", "vessel.", True), (11, "trains19", "trains", False)]
    )
    def test_a_word_with_a_footnote_mark_glued_to_it_is_highlighted(self, page, printed, word, ends):
        # The page prints the footnote mark glued to the word; the chunk text, as the converter writes it, has none.
        words = page_words(page)
        at = next(i for i, w in enumerate(words) if w[4] == printed)
        around = [w[4] for w in words[at - 10 : at]] if ends else [w[4] for w in words[at + 1 : at + 11]]
        text = " ".join([*around, word] if ends else [word, *around])
        found = find_passage(HAZMAT_PDF, text, page, quote=text)
        assert found.coverage == 1.0 and found.quote_coverage == 1.0
        boxes = found.pages[0].quote_boxes
        # The marked word is inside the highlight: the box of its line reaches its end (or starts at its start).
        x0, y0, x1, y1 = words[at][:4]
        line = next(b for b in boxes if b[1] <= (y0 + y1) / 2 <= b[3])
        assert (line[2] >= x1 - 0.5) if ends else (line[0] <= x0 + 0.5)

    def test_the_quoted_sentence_inside_the_passage(self):
        quote = "Federal law authorizes FRA inspectors to inspect records and property related to railroad safety [1]."
        found = find_passage(HAZMAT_PDF, SEAL_TEXT, SEAL_PAGE, quote=quote)
        page = found.pages[0]
        assert found.quote_coverage == 1.0 and 1 <= len(page.quote_boxes) <= 2
        assert len(page.quote_boxes) < len(page.boxes)

    def test_text_that_is_not_on_the_page(self):
        found = find_passage(HAZMAT_PDF, "Widget couplers must be inspected every ninety days.", SEAL_PAGE)
        assert found.coverage == 0.0 and found.pages[0].boxes == []

    def test_a_changed_file_is_read_again(self, tmp_path):
        copy = tmp_path / "manual.pdf"
        shutil.copy(HAZMAT_PDF, copy)
        assert find_passage(copy, SEAL_TEXT, SEAL_PAGE).coverage == 1.0
        with pymupdf.open() as doc:
            doc.new_page().insert_text((72, 72), "A different page.")
            for _ in range(SEAL_PAGE):
                doc.new_page()
            doc.save(copy)
        assert find_passage(copy, SEAL_TEXT, SEAL_PAGE).coverage == 0.0
