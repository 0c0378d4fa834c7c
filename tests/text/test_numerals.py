"""src/rulebook/text/numerals.py: roman numerals as documents number chapters, classes and front-matter pages."""

from rulebook.text.numerals import roman_value


def test_numerals_are_read_by_the_subtractive_rule_in_either_case():
    assert [roman_value(n) for n in ("I", "IV", "ix", "XII", "xl", "XC", "CXIV")] == [1, 4, 9, 12, 40, 90, 114]


def test_anything_else_is_no_numeral():
    assert [roman_value(n) for n in ("", "A1", "IVa", "D", "4")] == [None] * 5
