"""
rulebook.text.normalization: PDF text made plain and searchable (NFKC, invisible characters, typographic spaces),
broken ligature glyphs repaired ("O=icials" -> "Officials", as the FIA fonts extract), and words broken at a line
end joined; on the Hazmat manual's extracted text (samples/) and on the broken forms the FIA regulations show.
"""

import pymupdf
import pytest

from rulebook.text.normalization import LigatureRepairer, default_vocabulary, dehyphenate, normalize_text
from tests.conftest import HAZMAT_PDF


@pytest.fixture(scope="module")
def hazmat_text() -> str:
    """The Hazmat manual's text as PyMuPDF extracts it, pages separated by form feeds."""
    with pymupdf.open(HAZMAT_PDF) as pdf:
        return "\f".join(page.get_text() for page in pdf)


class TestNormalizeText:
    def test_ligatures_invisible_characters_and_spaces(self):
        text = "ﬁnal\u00a0rule\u00ad s\u200bet\u2011up \uf0b7 item\n\fnext\tcolumn"
        assert normalize_text(text) == "final rule set-up • item\n\fnext column"

    def test_circled_paragraph_numbers_stay_as_printed(self):
        # Korean, Japanese and Chinese statutes number paragraphs ①, ②; NFKC alone would make them "1", "2".
        text = "제3조(원칙) ① 개인정보처리자는 ﬁle ⑫ 보호 ㉑ 끝"
        assert normalize_text(text) == "제3조(원칙) ① 개인정보처리자는 file ⑫ 보호 ㉑ 끝"

    def test_a_real_manual_keeps_its_lines_and_pages(self, hazmat_text):
        out = normalize_text(hazmat_text)
        assert out.count("\f") == hazmat_text.count("\f") == 42 and out.count("\n") == hazmat_text.count("\n")
        assert "HAZARDOUS MATERIALS COMPLIANCE MANUAL" in out and out == normalize_text(out)  # idempotent


class TestLigatureRepairer:
    def test_the_fia_fonts_broken_ff(self):
        repairer = LigatureRepairer()
        assert (
            repairer.repair(normalize_text("The o`icials shall e=ect the ﬁnal check."))
            == "The officials shall effect the final check."
        )

    def test_a_capital_inside_a_word_is_repaired_with_the_documents_words(self):
        repairer = LigatureRepairer()
        repairer.learn("The officials shall check.")
        assert repairer.repair("Two o`icials and the OWicials.") == "Two officials and the Officials."
        assert repairer.repair("McDonald and PowerPoint") == "McDonald and PowerPoint"  # no expansion makes a word

    def test_a_character_confirmed_in_two_words_is_repaired_everywhere(self):
        out = LigatureRepairer().repair("The o`icials and the e`ect of the di`ering rules on the zz`xyz.")
        assert out == "The officials and the effect of the differing rules on the zzffxyz."
        assert LigatureRepairer().repair("the zz`xyz") == "the zz`xyz"  # unconfirmed, unknown: left as it is

    def test_addresses_are_not_words(self):
        assert (
            LigatureRepairer().repair("Mail user@o=ice.gov or see www.o=ice.gov")
            == "Mail user@o=ice.gov or see www.o=ice.gov"
        )

    def test_known_words_and_suffixes(self):
        vocabulary = default_vocabulary()
        assert len(vocabulary) > 20_000 and {"officials", "effect", "difficult"} <= vocabulary
        repairer = LigatureRepairer(vocabulary=["inspection", "staff"])
        assert repairer.is_known("inspections") and repairer.is_known("Staffing") and not repairer.is_known("xqzv")
        repairer.learn("Hazmat railcars")
        assert repairer.is_known("railcars") and repairer.is_known("hazmat")


class TestDehyphenate:
    def test_a_word_broken_at_a_line_end_is_joined_on_the_first_line(self):
        assert dehyphenate("The regu-\nlations apply.") == "The regulations\napply."

    def test_compounds_keep_their_hyphen(self, hazmat_text):
        out = dehyphenate(hazmat_text)
        # The manual breaks "non-accident", "container-on-flatcar" and "damage-tolerance" at their hyphens.
        for compound in ("non-accident\n", "container-on-flatcar\n(COFC)", "damage-tolerance\n"):
            assert compound in out, compound
        assert out.count("\f") == 42 and out.count("\n") == hazmat_text.count("\n")

    def test_a_hyphenated_form_the_document_writes_stays_hyphenated(self):
        assert dehyphenate("pre-\ntransportation functions and pre-transportation") == (
            "pre-transportation\nfunctions and pre-transportation"
        )
