"""
Character classes of the scripts rulebook reads besides alphabets with spaces between words, as regex class bodies
(no brackets), shared by the text analysis, the splitter and the extractive answers, so that they agree on them.

Usage example:
```python
import re

from rulebook.text.scripts import HAN_KANA

print(re.findall(rf"[{HAN_KANA}]+", "第四条 劳动合同"))  # ['第四条', '劳动合同']
```
"""

#: Chinese characters (CJK Unified Ideographs, extension A, compatibility ideographs) and Japanese kana: scripts
#: that print no spaces between words (Unicode blocks U+3040-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF).
HAN_KANA = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
#: Their punctuation ("。", "、", "「") and full-width forms (U+3000-303F, U+FF00-FF60).
CJK_PUNCTUATION = r"\u3000-\u303f\uff00-\uff60"
#: Hangul syllables and jamo (U+AC00-D7A3, U+1100-11FF, U+3130-318F): Korean puts spaces between words, with its
#: particles glued to them.
HANGUL = r"\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f"
#: Circled numbers 1-50 (U+2460-2473, U+3251-325F, U+32B1-32BF) and negative circled ones (U+2776-277F,
#: U+24EB-24F4): the paragraph marks of Korean, Japanese and Chinese statutes ("①").
CIRCLED_NUMBERS = r"\u2460-\u2473\u3251-\u325f\u32b1-\u32bf\u2776-\u277f\u24eb-\u24f4"
