"""
RunningTextCleaner: running headers, footers, page numbers and tables of contents leave the text, its content stays;
on pages made here, the Hazmat manual (samples/) and, marked `shared_data`, the other shared PDFs.
"""

import re

import pytest
from haystack import Document

from rulebook.components.preprocessors.running_text_cleaner import (
    SECTION_RANGE_KEY,
    RunningTextCleaner,
    is_numbering_sequence,
    is_toc_page,
    label_as_number,
    line_key,
    running_line_keys,
    running_prefix_keys,
)
from tests.ingestion_samples import (
    GDPR,
    HAZMAT,
    NIST_BASELINES,
    PARKING_CODE,
    SECTION_B,
    SIGNAL,
    TRACK,
    cleaned,
    converted,
)

_PREMISES = (
    "bakery brewery cafe dairy garage kennel laundry market nursery pharmacy salon tannery hotel hostel cinema theatre"
    " arcade kiosk bistro canteen florist forge gallery smithy"
).split()


def _code_section(number: int) -> list[str]:
    """The lines of one section of a town code's licensing chapter ("§ 4-3. Licences for cafe premises."), its history
    note last."""
    kind = _PREMISES[number - 1]
    return [
        f"§ 4-{number}. Licences for {kind} premises.",
        f"(a) The holder of a {kind} licence keeps it on the premises at all times.",
        f"(b) The {kind} licence is shown to a licensing officer on request.",
        f"(c) A {kind} licence runs for one year from the day it is issued.",
        f"(Ord. No. 2021-{number:02d}, § 1, 3-8-2021)",
    ]


def _code_pages(header: str) -> list[str]:
    """
    Six pages of a code chapter, four sections on each, under a running header and over the supplement's footer.

    :param header: The header, formatted with `first` and `last` (the sections on the page) and `name` (the code's
        name on even pages, the chapter's title on odd ones).
    """
    pages = []
    for index in range(6):
        first, last = 4 * index + 1, 4 * index + 4
        name = "ASHBY CODE" if index % 2 else "LICENSING"
        head = header.format(first=first, last=last, name=name)
        sections = [line for number in range(first, last + 1) for line in _code_section(number)]
        pages.append("\n".join([head, *sections, "Supp. No. 3", f"CD4:{index + 1}"]))
    return pages


def _book(pages: list[str], labels: list[str] | None = None) -> Document:
    meta = {"file_name": "book.pdf"}
    if labels is not None:
        meta["page_labels"] = labels
    return Document(content="\f".join(pages), meta=meta)


class TestRunningTextCleaner:
    def test_init_default(self):
        cleaner = RunningTextCleaner()
        assert (cleaner.edge_lines, cleaner.min_pages, cleaner.min_share) == (8, 3, 0.5)

    def test_init_with_parameters(self):
        cleaner = RunningTextCleaner(edge_lines=4, min_pages=5, min_share=0.8)
        assert (cleaner.edge_lines, cleaner.min_pages, cleaner.min_share) == (4, 5, 0.8)
        with pytest.raises(ValueError, match="min_share"):
            RunningTextCleaner(min_share=0)

    def test_to_dict(self):
        assert RunningTextCleaner(edge_lines=4).to_dict() == {
            "type": "rulebook.components.preprocessors.running_text_cleaner.RunningTextCleaner",
            "init_parameters": {"edge_lines": 4, "min_pages": 3, "min_share": 0.5},
        }

    def test_from_dict(self):
        cleaner = RunningTextCleaner.from_dict(RunningTextCleaner(min_pages=4).to_dict())
        assert isinstance(cleaner, RunningTextCleaner) and cleaner.min_pages == 4

    def test_chapter_varying_headers_and_page_numbers_go_content_stays(self):
        words = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima".split()
        pages = []
        for i, word in enumerate(words, start=1):
            chapter = "Chapter 1 – Scope" if i <= 6 else "Chapter 2 – Definitions"
            pages.append(f"{chapter}\nThe {word} rule applies.\na)\n{word} is the first item\n{i}\nPage {i} of 12")
        document = _book(pages, labels=[str(i) for i in range(1, 13)])
        result = RunningTextCleaner().run(documents=[document])["documents"][0]
        out = result.content.split("\f")
        assert len(out) == 12
        # The list marker "a)" and the bare number of the content stay: only the page's own number goes.
        assert out[0] == "The alpha rule applies.\na)\nalpha is the first item"
        assert out[7] == "The hotel rule applies.\na)\nhotel is the first item"
        assert result.meta["removed_lines"] == 12 * 3
        assert document.content == "\f".join(pages), "the input document is not changed"

    def test_table_of_contents_pages_are_blanked(self):
        titles = "Scope Definitions Licences Entries Officials Scrutineering Tyres Penalties Appeals".split()
        toc = "CONTENTS\n" + "\n".join(f"{i}.1 {title} .......... {i + 2}" for i, title in enumerate(titles, start=1))
        body = [f"{i}.1 {title}\nThe {title.lower()} are set out here." for i, title in enumerate(titles[:4], start=1)]
        result = RunningTextCleaner().run(documents=[_book([toc, *body])])["documents"][0]
        assert result.meta["toc_pages"] == [1]
        assert result.content.split("\f")[0] == ""
        assert is_toc_page(toc) and not is_toc_page(body[0])

    def test_a_price_list_set_with_dot_leaders_becomes_table_rows(self):
        # A leaflet's price list: each entry's leaders end in a price or a word, not a page reference. The entries
        # are rows; a contents entry on the same page ("Terms .... 4") and a form's blanks to fill in stay as printed.
        page = (
            "Membership prices 2026\n"
            "Adult (18–65) . . . . . . . . . . . . . £36.50\n"
            "Junior (11–17) . . . . . . . . . . . . £18.00\n"
            "Swim, under 4 . . . . . . . . . . . . . free\n"
            "Annual adult (paid in full)…………… £385.00\n"
            "Terms and conditions .......... 4\n"
            "Name: ..................\n"
            "I apply to enter the .............. Harbour Regatta and undertake to keep its rules.\n"
            "Licence number .............. issued by ..............\n"
            "A joining fee of £15.00 applies."
        )
        result = RunningTextCleaner().run(documents=[_book([page])])["documents"][0]
        assert result.content.split("\n") == [
            "Membership prices 2026",
            "Adult (18–65) | £36.50",
            "Junior (11–17) | £18.00",
            "Swim, under 4 | free",
            "Annual adult (paid in full) | £385.00",
            "Terms and conditions .......... 4",
            "Name: ..................",
            "I apply to enter the .............. Harbour Regatta and undertake to keep its rules.",
            "Licence number .............. issued by ..............",
            "A joining fee of £15.00 applies.",
        ]
        assert result.meta["toc_pages"] == []

    def test_a_contents_page_of_appendix_page_labels_is_blanked(self):
        # A guidebook printed as appendix C: its contents give pages "C-2", "C-14".
        titles = "Assemble the team|Describe the product|List the ingredients|Draw the flow|Analyse hazards".split("|")
        toc = "\n".join(f"Step {i} - {title} . . . . . . . . . . . . C-{2 * i}" for i, title in enumerate(titles, 1))
        assert is_toc_page(f"TABLE OF CONTENTS\n{toc}")
        assert is_toc_page(toc + "\nPRINCIPLE 1 - Conduct a hazard analysis . . . . . . . . . C-12")

    def test_fra_manual_header_is_removed(self):
        document = cleaned(HAZMAT)
        pages = document.content.split("\f")
        assert len(pages) == 43
        assert all("HAZARDOUS MATERIALS COMPLIANCE MANUAL" not in page for page in pages[1:])
        assert document.meta["toc_pages"] == [3, 4, 5]
        assert document.meta["removed_lines"] > 80
        # The printed page number of page 6 ("1") is gone; the chapter heading is kept.
        assert "1" not in pages[5].split("\n") and "\nCHAPTER 1" in pages[5]

    @pytest.mark.shared_data
    def test_fia_footer_and_page_labels_are_removed(self):
        raw = converted(SECTION_B).content.split("\f")
        pages = cleaned(SECTION_B).content.split("\f")
        assert any("2026 Formula 1: Sporting Regulations" in line for line in raw[10].split("\n"))
        for page in pages[3:]:
            lines = page.split("\n")
            assert not any(line.startswith("©2026 Fédération Internationale") for line in lines)
            assert "SECTION B: SPORTING REGULATIONS 0 B" not in lines
            assert not any(line.startswith("2026 Formula 1: Sporting Regulations") for line in lines)
        assert 1 in cleaned(SECTION_B).meta["toc_pages"]
        # List markers of the articles are content.
        assert "a. Safety Delegate." in pages[3] or "a. Safety Delegate." in pages[4]

    @pytest.mark.shared_data
    def test_running_keys_allow_digits_to_vary(self):
        top, _bottom = running_line_keys(converted(TRACK).content.split("\f"))
        assert "track and structures compliance manual volume iii, chapter # – #" in top
        assert line_key("B21") == line_key("B22") == "b#"
        cleaned_track = cleaned(TRACK).content.split("\f")
        assert all("Track and Structures Compliance Manual Volume III" not in page for page in cleaned_track[1:])

    @pytest.mark.shared_data
    def test_section_varying_headers_of_the_signal_manual(self):
        raw = converted(SIGNAL, extract_tables=False)
        result = RunningTextCleaner().run(documents=[raw])["documents"][0]
        pages = result.content.split("\f")
        header = "Signal & Train Control Activity Code Table of Definitions"
        assert sum(header in page for page in raw.content.split("\f")) >= 10
        assert not any(header in page for page in pages)
        # Chapter page numbers such as "236-58" are gone from the page edges.
        assert "236-58" not in pages[225].split("\n")[-3:]

    @pytest.mark.shared_data
    def test_a_site_address_on_each_article_cover_page_is_removed(self):
        # The GDPR commentary prints its contact address ("info@data-privacy-office.eu", broken at its hyphen and
        # interleaved with "www.gdpr-text.com") only on each article's cover page: 21 of 146 pages, too few for
        # the share rule, yet furniture. The article headings on those pages stay.
        raw = converted(GDPR).content.split("\f")
        pages = cleaned(GDPR).content.split("\f")
        covers = [i for i, page in enumerate(raw) if "office.eu" in page.split("\n")]
        assert len(covers) == 21
        for i in covers:
            lines = pages[i].split("\n")
            assert "office.eu" not in lines and not any("@" in line for line in lines), lines
        assert pages[140].split("\n")[:3] == ["EN", "Article 21.", "Right to object"]

    @pytest.mark.shared_data
    def test_the_rule_under_a_long_running_header_is_removed(self):
        # NIST SP 800-53B draws a rule under its 74-character running header. A line under a long unpunctuated
        # line is otherwise taken for a sentence's wrapped end; under a header found as running, it is furniture.
        raw = converted(NIST_BASELINES).content.split("\f")
        pages = cleaned(NIST_BASELINES).content.split("\f")
        assert raw[20].split("\n")[1].startswith("_" * 20)
        assert not any(line.startswith("_" * 20) for page in pages for line in page.split("\n"))
        assert pages[20].startswith("Once the impact level of the system is determined")

    def test_address_lines_need_no_share_other_lines_do(self):
        # An address at the foot of 3 pages out of 12 is running; a sentence there is content.
        pages = [f"Rule {i}. Cars are weighed after the race." for i in range(1, 13)]
        for i in (0, 5, 11):
            pages[i] += "\nSee the appendix for weights.\nwww.acme-rules.org"
        _top, bottom = running_line_keys(pages)
        assert "www.acme-rules.org" in bottom and "see the appendix for weights." not in bottom

    def test_the_documents_own_headings_are_no_running_lines(self):
        # "Article 4" opens many pages ("article #" recurs at the page tops), but each is printed once and the
        # numbers go up: the document's numbering, not a header. A header repeats its line.
        titles = ["Scope", "Fuel", "Tyres", "Weights", "Pit lane", "Safety car", "Penalties", "Appeals"]
        pages = []
        for i, title in enumerate(titles, start=1):
            pages.append(f"ACME RULES\nArticle {i}\n{title}\nCars are weighed after race {i}.\nPage {i}")
        top, _bottom = running_line_keys(pages)
        assert "acme rules" in top and "article #" not in top
        cleaned_pages = RunningTextCleaner().clean(_book(pages)).content.split("\f")
        assert cleaned_pages[3].split("\n")[:2] == ["Article 4", "Weights"]
        assert is_numbering_sequence(["Article 1", "Article 2", "Article 5"])
        assert not is_numbering_sequence(["CHAPTER 2 – SAFETY", "CHAPTER 2 – SAFETY", "CHAPTER 3 – SAFETY"])
        assert not is_numbering_sequence(["Page 1", "Page 2", "Page 3"])

    def test_running_heads_that_change_per_chapter_are_removed(self):
        # The document's title, then the current chapter, on one line at the top of each page: each whole line
        # recurs only over one chapter's pages, its first words over the whole document.
        chapters = ["CHAPTER 1 – SCOPE", "CHAPTER 2 – SAFETY", "CHAPTER 2 – SAFETY", "CHAPTER 3 – FEES"]
        chapters += ["CHAPTER 4 – RECORDS", "CHAPTER 4 – RECORDS", "CHAPTER 5 – APPEALS"]
        bodies = [
            "Vessels berth",
            "Pilots board",
            "Tugs assist",
            "Cranes unload",
            "Crews rest",
            "Fees fall",
            "Ships go",
        ]
        pages = [
            f"Ashby Port Operating Regulations {head}\n{body} here."
            for head, body in zip(chapters, bodies, strict=True)
        ]
        (head,) = running_prefix_keys(pages, set())
        assert head.startswith("ashby port operating regulations")
        cleaned_pages = RunningTextCleaner().clean(_book(pages)).content.split("\f")
        assert cleaned_pages == [f"{body} here." for body in bodies]
        # A foreword page, outside the chapters, prints the head alone.
        foreword = "\f".join(["Ashby Port Operating Regulations\nForeword\nThese rules apply.", *pages])
        cleaned_pages = RunningTextCleaner().clean(Document(content=foreword)).content.split("\f")
        assert cleaned_pages == ["Foreword\nThese rules apply.", *(f"{body} here." for body in bodies)]

    def test_the_running_lines_of_a_three_page_document_are_removed(self):
        # A cover and two pages: the footer is on every page that has one, two pages, fewer than `min_pages`.
        bodies = ["Rule 1. Drivers must stop at the line.", "Rule 2. Cars are weighed after the race."]
        pages = ["THE RULES OF HARBOUR RAIL\nIssue 3, in force from 13 September 2023"] + [
            f"Harbour Rail Rulebook\n{body}\nIssue 3 - 13 September 2023 Page {n} of 3"
            for n, body in enumerate(bodies, start=2)
        ]
        text = RunningTextCleaner().clean(_book(pages, ["", "2", "3"])).content
        assert text.split("\f")[1:] == bodies
        # One line printed on two pages of a longer document is content.
        longer = [*pages, "Rule 3. Tyres are sealed.", "Rule 4. Fuel is sampled."]
        assert "Harbour Rail Rulebook" in RunningTextCleaner().clean(_book(longer)).content

    def test_a_footer_set_out_as_a_row_that_counts_pages_is_removed_a_repeated_row_stays(self):
        # A newcomer's policy manual kept "Page 2 of 4 | Uncontrolled when printed" inside its sections' bullets.
        bodies = [
            "Section 1 - Purpose\n• This policy covers business travel.",
            "Section 2 - Booking\n• Book through the travel desk.",
            "Section 3 - Flights\n• Economy class for trips under 6 hours.",
            "Section 4 - Meals\n• Keep every receipt.",
        ]
        pages = [f"{body}\nPage {n} of 4 | Uncontrolled when printed" for n, body in enumerate(bodies, start=1)]
        assert RunningTextCleaner().clean(_book(pages)).content.split("\f") == bodies
        # A table's row printed at the foot of each page is content.
        rows = [f"{body}\nClass A | 150 kg | 10 m" for body in bodies]
        assert RunningTextCleaner().clean(_book(rows)).content.count("Class A | 150 kg | 10 m") == 4

    def test_a_head_printed_on_every_other_page_under_the_running_head_is_removed(self):
        # Odd and even pages carry different second header lines; a short document prints each on two pages.
        rules = [f"Rule {n}. The berth operator keeps log number {n} for five years." for n in range(1, 6)]
        pages = []
        for n, rule in enumerate(rules, start=1):
            second = "Revision 8 - 2022-03-01" if n % 2 else "Brackwater Harbour Authority"
            # A line of the text printed on every other page, at the foot, is no running line.
            foot = f"The log of berth {n} is kept on site." if n % 2 else "Crossing and trespasser strategies."
            pages.append(f"Compliance Rules - Part 4\n{second}\n{rule}\n{foot}")
        text = RunningTextCleaner().clean(_book(pages)).content
        assert "Revision 8" not in text and "Brackwater Harbour Authority" not in text
        assert text.split("\f")[1] == f"{rules[1]}\nCrossing and trespasser strategies."

    def test_a_verso_head_across_a_blank_page_is_removed(self):
        # A two-sided manual: the odd pages print "Authority / Part", the even ones "Part / Revision". A blank page
        # (its label counted, no head) stands in the place of one even page, so the revision line is on three of
        # the five even pages between its first and last, on every even page that has a head.
        words = "gates hoses valves cranes ladders pumps fenders bollards hatches tanks ropes".split()
        pages = []
        for n, word in enumerate(words, start=1):
            if n == 8:
                pages.append("This page intentionally left blank")
                continue
            head = "Northmoor Pipeline Regulator\nTechnical Specification - Edition 1"
            if n % 2 == 0:
                head = "Technical Specification - Edition 1\nRevision 5 - 2022-12-01"
            # A line of the text under the head on two even pages with a headed even page between them is content.
            related = "Related information on the berth logs\n" if n in (2, 6) else ""
            pages.append(f"{head}\n{related}The operator inspects the {word} of the berth.\n{n}")
        cleaned_pages = RunningTextCleaner().clean(_book(pages, [str(n) for n in range(1, 12)])).content.split("\f")
        assert not any("Revision 5" in page or "Northmoor" in page for page in cleaned_pages)
        assert cleaned_pages[3] == "The operator inspects the cranes of the berth."
        assert (
            cleaned_pages[5] == "Related information on the berth logs\nThe operator inspects the pumps of the berth."
        )
        assert cleaned_pages[7] == "This page intentionally left blank"

    def test_chapter_heads_of_short_chapters_after_a_long_one_are_removed(self):
        # "Ashby Rulebook PART 11 - OPERATIONAL RULES" on five pages is a whole-line running key; the heads of the
        # one-page chapters after it share its first words and are running heads as well.
        chapters = ["PART 11 – OPERATIONAL RULES"] * 5 + ["PART 14 – LICENSING", "PART 15 – GENERAL PROVISIONS"]
        bodies = [f"§ {n}.1 Rule number {n} applies to every vehicle." for n in range(len(chapters))]
        pages = [f"Ashby Pipeline Safety Rulebook {c}\n{b}" for c, b in zip(chapters, bodies, strict=True)]
        assert RunningTextCleaner().clean(_book(pages)).content.split("\f") == bodies

    def test_headings_numbered_per_chapter_are_kept_at_page_tops(self):
        # "Article 1" opens each chapter, so one line is printed again and again, at page tops and inside pages.
        from haystack.dataclasses import ByteStream

        from eval.layouts import DocumentSpec, render_document
        from rulebook.components.converters.pdf_converter import PyMuPDFToDocument

        data, truth = render_document(DocumentSpec("r", "chapter_restart", (), 5, 6, 11))
        document = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": "r.pdf"})])["documents"][0]
        lines = RunningTextCleaner().clean(document).content.replace("\f", "\n").split("\n")
        printed = [line for line in lines if re.fullmatch(r"Article \d+", line.strip())]
        assert len(printed) == len(truth["articles"])

    def test_schedule_paragraphs_that_open_pages_are_kept(self):
        # Each schedule numbers its paragraphs from 1, so "Paragraph 5", "Paragraph 3", "Paragraph 7" open the pages
        # under the running header: headings of a numbering that restarts, not a running line.
        pages = [
            f"Pennick Port Order\nParagraph {n}\nDrainage\nThe drain is kept clear of waste {n}.\n{page}"
            for page, n in enumerate((1, 5, 3, 7), start=1)
        ]
        kept = RunningTextCleaner().clean(_book(pages)).content.split("\f")
        assert [page.split("\n")[0] for page in kept] == ["Paragraph 1", "Paragraph 5", "Paragraph 3", "Paragraph 7"]
        assert is_numbering_sequence(["Paragraph 1", "Paragraph 5", "Paragraph 3", "Paragraph 7"])

    def test_a_generated_document_with_chapter_heads_keeps_its_headings(self):
        from haystack.dataclasses import ByteStream

        from eval.layouts import DocumentSpec, render_document
        from rulebook.components.converters.pdf_converter import PyMuPDFToDocument

        data, truth = render_document(DocumentSpec("t", "gdpr_baseline", ("running_by_chapter",), 3, 4, 31))
        document = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": "g.pdf"})])["documents"][0]
        text = RunningTextCleaner().clean(document).content
        lines = {line.strip() for line in text.split("\n")}
        assert {a["id"] for a in truth["articles"]} <= lines  # "Article 5" on a line of its own, kept
        heads = {h for page in truth["pages"] if page["kind"] == "body" for h in page["headers"] if len(h.split()) > 1}
        assert heads and not any(h in line for h in heads for line in lines)

    def test_a_running_date_stays_on_the_first_page_only(self):
        # NIST CSWP 29 heads every page "NIST CSWP 29 / February 26, 2024"; its cover is the one place the date of
        # publication is printed, so there it stays, and the rest of the header goes.
        rules = ["Govern the risk.", "Identify assets.", "Protect data.", "Detect events.", "Respond fast."]
        pages = [f"NIST CSWP 29\nFebruary 26, 2024\n{rule}\n{i}" for i, rule in enumerate(rules, start=1)]
        text = RunningTextCleaner().clean(_book(pages, [str(i) for i in range(1, 6)])).content
        assert text.split("\f") == [f"February 26, 2024\n{rules[0]}", *rules[1:]]

    def test_a_footer_carrying_a_roman_or_chapter_page_label_is_removed(self):
        # "Issue 5 ... ii" on the foreword pages and "Issue 5 ... 2-1" in the body are one running footer.
        labels = ["i", "ii", "1-1", "1-2", "2-1", "2-2"]
        rules = ["Drivers stop.", "Cars are weighed.", "Tyres are sealed.", "Fuel is sampled.", "Laps count.", "Go."]
        bodies = [f"Rule {i}. {rule}" for i, rule in enumerate(rules)]
        pages = [
            f"Harbour Rail Safety Code\n{body}\nIssue 5 - 9 April 2023 {label}"
            for body, label in zip(bodies, labels, strict=True)
        ]
        text = RunningTextCleaner().clean(_book(pages, labels)).content
        # The footer dates the code: it stays on the first page, without that page's number.
        assert text.split("\f") == [f"{bodies[0]}\nIssue 5 - 9 April 2023", *bodies[1:]]
        assert label_as_number("Issue 5 - 9 April 2023 ii", "ii") == "Issue 5 - 9 April 2023 0"
        assert label_as_number("Article 4", "4") == "Article 4"  # an arabic label keys as a number already


class TestCodeOfOrdinancesHeaders:
    """A town code's running header: the first and last section on the page ("§ 12-3 MILLBROOK CODE § 12-7")."""

    def test_the_header_of_a_parking_chapter_is_removed_its_sections_and_notes_stay(self):
        # The newcomer's parking chapter prints "§ 12-3 MILLBROOK CODE § 12-7" on even pages and "§ 12-7 PARKING
        # § 12-12" on odd ones: each form on two pages of five, too few for a running line keyed word for word. Each
        # section ends with its history note "(Ord. No. 2022-11, § 1, 9-12-2022)", which ends three pages as well.
        raw = converted(PARKING_CODE).content.replace("\f", "\n")
        document = cleaned(PARKING_CODE)
        headers = [
            line for line in raw.split("\n") if re.fullmatch(r"§ 12-\d+ (?:MILLBROOK CODE|PARKING) § 12-\d+", line)
        ]
        assert len(headers) == 4
        lines = document.content.replace("\f", "\n").split("\n")
        assert not set(headers) & set(lines)
        assert not any(line.startswith("Supp. No. 9") for line in lines)
        assert sum(line.startswith("(Ord. No.") for line in lines) == raw.count("\n(Ord. No.") == 21
        assert all(any(line.startswith(f"§ 12-{n}. ") for line in lines) for n in range(1, 23))
        assert line_key("§ 12-3 MILLBROOK CODE § 12-7") == line_key("§ 12-7 PARKING § 12-12") == SECTION_RANGE_KEY

    def test_a_header_of_the_ids_and_the_name_on_lines_of_their_own_is_removed(self):
        for header in ("§ 4-{first} {name} § 4-{last}", "§ 4-{first}\n{name}\n§ 4-{last}", "§§ 4-{first} – 4-{last}"):
            pages = _code_pages(header)
            text = RunningTextCleaner().clean(_book(pages)).content
            assert text.split("\f")[1].split("\n")[0] == "§ 4-5. Licences for garage premises.", header
            assert "ASHBY CODE" not in text and "LICENSING" not in text and "CD4:" not in text, header
            # Each section's history note stays, the one that ends the page too.
            assert text.count("(Ord. No. 2021-") == 24, header

    def test_a_header_of_the_first_section_alone_is_removed_a_heading_of_the_id_alone_stays(self):
        # "§ 4-5" over the page whose first section is § 4-5: the ids go up from page to page as headings do, but
        # each is printed again with its title ("§ 4-5. Licences for garage premises.").
        pages = _code_pages("§ 4-{first}")
        text = RunningTextCleaner().clean(_book(pages)).content
        assert [page.split("\n")[0] for page in text.split("\f")[:2]] == [
            "§ 4-1. Licences for bakery premises.",
            "§ 4-5. Licences for garage premises.",
        ]
        assert text.count("§ 4-5") == 1
        # A code that heads each section with its id alone, its title below: the ids at the page tops are headings.
        pages = [
            "\n".join([f"§ 4-{n}", f"Licences for {_PREMISES[n - 1]} premises", *_code_section(n)[1:], "Supp. No. 3"])
            for n in range(1, 7)
        ]
        kept = RunningTextCleaner().clean(_book(pages)).content.split("\f")
        assert [page.split("\n")[0] for page in kept] == [f"§ 4-{n}" for n in range(1, 7)]
        assert is_numbering_sequence(["§ 4-1", "§ 4-2", "§ 4-5"])
