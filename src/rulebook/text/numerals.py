"""
Roman numerals, as documents number their chapters, annexes, classes and front-matter pages ("Chapter IV", "Type
III", "page xii"), read in one place by the converter, the cleaner, the splitter and the answer types.

Usage example:
```python
from rulebook.text.numerals import roman_value

print(roman_value("XII"), roman_value("iv"), roman_value("IIC"))  # 12 4 98
print(roman_value("A1"))  # None
```
"""

_DIGITS = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def roman_value(numeral: str) -> int | None:
    """
    The value of a roman numeral by the subtractive rule: a digit before a greater one counts negative ("IV" = 4).
    Numerals are read as written, not checked for the canonical form.

    :param numeral: The numeral, in either case ("XII", "xii"), of the digits I, V, X, L and C.
    :returns: Its value; None when it is empty or holds any other character.
    """
    text = numeral.lower()
    if not text or any(c not in _DIGITS for c in text):
        return None
    values = [_DIGITS[c] for c in text]
    return sum(-v if v < w else v for v, w in zip(values, [*values[1:], 0], strict=True))
