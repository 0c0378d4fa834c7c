"""
OCR of PDF pages that have no text layer (scans), with Tesseract through PyMuPDF's OCR text page.

PyMuPDF's MuPDF library carries Tesseract's engine; what a machine must have is Tesseract's language data
(`tessdata`), which the system's Tesseract package installs (Debian/Ubuntu: `apt-get install tesseract-ocr`).
`PageOcr` finds that folder once, checks the language, and turns a scanned page into a `pymupdf.TextPage` that the
PDF converter reads like a text layer (`page.get_text("dict", textpage=...)`): words with positions and estimated
font sizes, so headings, reading order and page numbers are found as on a digital page.

Usage example:
```python
import pymupdf

from rulebook.components.converters.ocr import PageOcr

ocr = PageOcr(mode="auto", language="eng")
if ocr.unavailable_reason() is None:
    with pymupdf.open("scan.pdf") as pdf:
        print(pdf[0].get_text(textpage=ocr.textpage(pdf[0])))
```
"""

import os
import re
import subprocess
from functools import lru_cache
from pathlib import Path

import pymupdf

#: `RULEBOOK_OCR`: `auto` reads scanned pages when Tesseract is installed, `on` requires it, `off` never reads them.
OCR_MODES = ("auto", "on", "off")
#: How to install Tesseract, for the messages of files that need it.
INSTALL_TESSERACT = (
    "install Tesseract (Debian/Ubuntu: `apt-get install tesseract-ocr`; macOS: `brew install tesseract`)"
)
# Tesseract language codes ("eng", "chi_sim"), several joined by "+" ("eng+deu").
_LANGUAGE_RE = re.compile(r"^[a-z][a-z_]*(\+[a-z][a-z_]*)*$", re.IGNORECASE)


@lru_cache(maxsize=8)
def _installed_tessdata(prefix: str | None) -> str | None:
    """Where the installed `tesseract` keeps its language data (`prefix`: TESSDATA_PREFIX, part of the cache key)."""
    if prefix:
        return prefix
    try:
        listed = subprocess.run(
            ["tesseract", "--list-langs"], capture_output=True, text=True, check=False, timeout=30
        ).stdout
    except (OSError, subprocess.SubprocessError):  # no tesseract on PATH
        return None
    match = re.search(r'List of available languages in "(.+?)"', listed)
    return match.group(1) if match else None


def find_tessdata(tessdata: str | Path | None = None) -> Path | None:
    """
    Find Tesseract's language data folder.

    :param tessdata: A folder to use; when None, `TESSDATA_PREFIX`, else the folder the installed `tesseract`
        reports (`tesseract --list-langs`).
    :returns: The folder, or None when it does not exist or no Tesseract is installed.
    """
    found = str(tessdata) if tessdata else _installed_tessdata(os.environ.get("TESSDATA_PREFIX") or None)
    if not found or not Path(found).is_dir():
        return None
    return Path(found)


class PageOcr:
    """
    Reads the text of scanned PDF pages with Tesseract, when the mode and the machine allow it.

    Usage example:
    ```python
    from rulebook.components.converters.ocr import PageOcr

    ocr = PageOcr(mode="auto", language="eng", tessdata="/usr/share/tesseract-ocr/5/tessdata")
    print(ocr.unavailable_reason())  # None when Tesseract's English data is there
    ```
    """

    def __init__(self, mode: str = "auto", language: str = "eng", tessdata: str | None = None, dpi: int = 300) -> None:
        """
        Create a PageOcr.

        :param mode: `auto` (OCR when Tesseract is found), `on` (a file with scanned pages fails without it) or
            `off` (scanned pages stay empty).
        :param language: Tesseract language code(s), several joined by "+" (`eng+deu`).
        :param tessdata: Tesseract's language data folder; None: found as `find_tessdata` does.
        :param dpi: Resolution at which a page is rendered for Tesseract, in dots per inch.
        :raises ValueError: When the mode, the language or the resolution is not valid.
        """
        if mode not in OCR_MODES:
            raise ValueError(f"OCR mode {mode!r} is not known; use one of {', '.join(OCR_MODES)}.")
        if not _LANGUAGE_RE.match(language):
            raise ValueError(f"OCR language {language!r} is not a Tesseract language code such as eng or eng+deu.")
        if dpi < 72:
            raise ValueError(f"OCR resolution {dpi} dpi is too low; use 72 dpi or more (300 is usual).")
        self.mode = mode
        self.language = language
        self.tessdata = tessdata
        self.dpi = dpi
        self._checked = False
        self._folder: Path | None = None
        self._reason: str | None = None

    def unavailable_reason(self) -> str | None:
        """
        Why scanned pages cannot be read, checked once (the language data folder and the language's file).

        :returns: None when OCR can run; else a sentence naming what is missing and how to get it.
        """
        if self.mode == "off":
            return "OCR is off (RULEBOOK_OCR=off); set RULEBOOK_OCR=auto with Tesseract installed"
        if not self._checked:
            self._checked = True
            self._folder = find_tessdata(self.tessdata)
            if self._folder is None:
                where = f"no Tesseract language data at {self.tessdata}" if self.tessdata else "Tesseract is not found"
                self._reason = f"reading it needs OCR and {where}: {INSTALL_TESSERACT}"
            else:
                missing = [
                    code for code in self.language.split("+") if not (self._folder / f"{code}.traineddata").is_file()
                ]
                if missing:
                    packages = " ".join(f"tesseract-ocr-{code.replace('_', '-').lower()}" for code in missing)
                    self._reason = (
                        f"Tesseract has no data for language {'+'.join(missing)} in {self._folder}: install it "
                        f"(`apt-get install {packages}`) or set RULEBOOK_OCR_LANGUAGE to an installed one"
                    )
        return self._reason

    @property
    def engine(self) -> str | None:
        """:returns: What reads the pages, for the record ("tesseract:eng@/usr/share/.../tessdata"), or None."""
        if self.unavailable_reason() is not None:
            return None
        return f"tesseract:{self.language}@{self._folder}"

    def textpage(self, page: pymupdf.Page) -> pymupdf.TextPage:
        """
        OCR a whole page.

        :param page: A page without a text layer.
        :returns: Its text page, as Tesseract read the page rendered at `dpi`.
        :raises RuntimeError: When OCR cannot run (`unavailable_reason` says why) or Tesseract fails on the page.
        """
        reason = self.unavailable_reason()
        if reason is not None:
            raise RuntimeError(reason)
        return page.get_textpage_ocr(
            flags=pymupdf.TEXTFLAGS_TEXT, language=self.language, dpi=self.dpi, full=True, tessdata=str(self._folder)
        )
