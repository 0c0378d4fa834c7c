"""
rulebook.citations: the `[n]` markers of an answer, the claims they end, the article a quoted sentence sits under
(also when one chunk holds several short articles), and the citation record of a passage.

Real passages: the Hazmat manual's chunks of articles 7.1.1-7.1.4 and of 6.5-6.6 (samples/) and, marked `shared_data`,
a chunk of the FIA 2025 sporting regulations that starts at 32.5 and holds 33.1 and 33.2.
"""

import pytest
from haystack import Document

from rulebook.citations import (
    NOT_IN_PASSAGES,
    article_at,
    before_its_article,
    citation_for,
    cited_numbers,
    pages_shown,
    renumber_citations,
    split_claims,
    strip_citations,
    where_shown,
)
from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from tests.ingestion_samples import HAZMAT, chunks

SPORTING_2025 = "fia/2025_sporting_regulations_final.pdf"
SECTION_F = "fia2026/section_f_operational.pdf"


def chunk_holding(article: str, source: str = SPORTING_2025):
    """:returns: The chunk of a real document that holds `article` after its first article."""
    return next(c for c in chunks(source) if article in c.meta["articles"] and c.meta["article"] != article)


@pytest.fixture(scope="module")
def inspections():
    """The Hazmat manual's chunk "7.1.1 Regular Inspection" ... "7.1.4 Nuclear Route Inspection"."""
    chunk = chunk_holding("7.1.3", HAZMAT)
    assert chunk.meta["articles"] == ["7.1.1", "7.1.2", "7.1.3", "7.1.4"]
    return chunk


class TestClaims:
    def test_split_claims_keeps_abbreviations_lists_and_trailing_citations_together(self):
        text = (
            "Under 49 C.F.R. Part 174, e.g. tank cars, seals apply [1].\nKey points:\n- Papers kept 375 days [2]\n"
            "- No. 5 rule applies to all cars [1, 2]"
        )
        claims = split_claims(text)
        assert [c.citations for c in claims] == [(1,), (2,), (1, 2)]
        assert claims[0].text.startswith("Under 49 C.F.R. Part 174")

    def test_cited_numbers_reads_lists_and_ranges(self):
        assert cited_numbers("a [2] b [1, 3] c [4-5] d [2]") == [2, 1, 3, 4, 5]

    def test_a_wide_range_is_read_as_its_two_ends(self):
        assert cited_numbers("see [1-100] and [3–4]") == [1, 100, 3, 4]

    def test_lead_ins_fragments_and_the_silent_answer_are_not_claims(self):
        text = f"The manual says:\n- Inspections [1]\n- Regular inspections are periodic [1].\n{NOT_IN_PASSAGES}"
        assert [(c.text, c.citations) for c in split_claims(text)] == [("Regular inspections are periodic [1].", (1,))]

    def test_a_citation_after_the_full_stop_belongs_to_the_sentence_before(self):
        claims = split_claims(
            "Special permit inspections check the SP terms. [1] Nuclear route inspections support SCCOP. [2]"
        )
        assert [c.citations for c in claims] == [(1,), (2,)]
        assert claims[0].text == "Special permit inspections check the SP terms. [1]"

    def test_a_quoted_passage_sentence_is_one_claim_whatever_stops_it_holds(self):
        # Quotes from FAA letters and FRA's defect codes, as extractive answers give them: cited after the closing
        # mark, with full stops inside. A quote left open does not hold its line together.
        claims = split_claims(
            "“The approved curriculum must cover the subjects prescribed. 14 C.F.R. § 147.21(c).” [1] "
            "“§ 236.1019.B1 Revenue operations in noncompliance. § 236.1019.B2 Boundaries not described.” [2] "
            "An LLM's sentence. And “an open quote. It runs on [3]."
        )
        assert [c.citations for c in claims] == [(1,), (2,), (), (), (3,)]
        assert claims[0].text.endswith("147.21(c).” [1]") and claims[1].text.startswith("“§ 236.1019.B1")

    def test_strip_citations(self):
        assert strip_citations("Seals apply [1, 2]. Papers [3] are kept [4-5] .") == "Seals apply. Papers are kept."

    def test_renumber_citations_rewrites_every_number_of_a_marker(self):
        new = {5: 1, 2: 2, 3: 3, 4: 4}
        text = renumber_citations("Seals apply [5]. Papers [2][5] are kept [2-4]; see [a].", new.__getitem__)
        assert text == "Seals apply [1]. Papers [2][1] are kept [2, 3, 4]; see [a]."


@pytest.fixture(scope="module")
def otma():
    """The Hazmat manual's chunk that packs "6.5 Waiver Investigation" and "6.6 One-time Movement Approval ..."."""
    chunk = chunk_holding("6.6", HAZMAT)
    assert chunk.meta["articles"] == ["6.5", "6.6"]
    return chunk


class TestArticleAt:
    def test_a_heading_that_cuts_its_label_short_is_the_articles_heading(self):
        # A fresh user's house rules head their articles "Art. 3"; the splitter names them "Article 3". A quote from
        # Art. 3 had been cited as Article 1, and "What does Art. 3 say?" answered with Art. 1.
        doc = Document(
            content="Art. 1 Scope\nThis code applies to all tenants.\nArt. 2 Pets\nTenants may keep one cat or one "
            "dog.\nArt. 3 Noise\nQuiet hours are from 10 pm to 7 am.",
            meta={"article": "Article 1 Scope", "articles": ["Article 1", "Article 2", "Article 3"]},
        )
        assert article_at(doc, "“Quiet hours are from 10 pm to 7 am.” [1]") == "Article 3"
        assert article_at(doc, "“Tenants may keep one cat or one dog.” [1]") == "Article 2"
        from rulebook.extractive import headed_sections

        assert [heading for heading, _text in headed_sections(doc)] == ["Art. 1 Scope", "Art. 2 Pets", "Art. 3 Noise"]

    def test_a_quote_from_a_later_article_of_the_hazmat_chunk(self, inspections):
        quote = "Special Permit (SP) inspections are conducted to evaluate compliance with the terms [1]."
        assert article_at(inspections, quote) == "7.1.3"
        assert article_at(inspections, "Nuclear route inspections are conducted in support of") == "7.1.4"
        first_sentence = inspections.content.split("\n")[1]
        assert article_at(inspections, first_sentence) == inspections.meta["article"] == "7.1.1"

    def test_a_quote_before_the_chunks_first_heading_is_cited_under_no_article(self):
        # A fresh user's one-page permit scheme: its title and price table stand before "Section 2", in one chunk
        # filed under Section 2. The price had been cited as "Section 2 Enforcement hours".
        doc = Document(
            content="Residents' Parking Permit Scheme\nPermit type | Price\nResident permit (second vehicle) | £140\n"
            "Section 2. Enforcement hours\nPermit holders may park in zone bays from 8am to 6.30pm.\n"
            "Section 3. Penalties\nParking without a valid permit incurs a penalty charge of £70.",
            meta={"article": "Section 2", "article_title": "Enforcement hours", "articles": ["Section 2", "Section 3"]},
        )
        price = "“Resident permit (second vehicle) | £140” [1]"
        assert article_at(doc, price) is None
        assert before_its_article(doc, price)
        assert (citation_for(1, doc, [price])["article"], citation_for(1, doc, [price])["article_title"]) == (
            None,
            None,
        )
        hours = "“Permit holders may park in zone bays from 8am to 6.30pm.” [1]"
        assert not before_its_article(doc, hours)
        assert citation_for(1, doc, [hours])["article"] == "Section 2"
        assert (
            citation_for(1, doc, ["“Parking without a valid permit incurs a penalty charge of £70.” [1]"])["article"]
            == "Section 3"
        )
        # A chunk whose own heading is not printed in its text keeps it: the quote may be under it.
        unprinted = Document(content=doc.content.replace("Section 2. ", ""), meta=dict(doc.meta))
        assert not before_its_article(unprinted, price)
        assert citation_for(1, unprinted, [price])["article"] == "Section 2"

    def test_a_paraphrase_or_a_short_quote_is_not_placed(self, inspections):
        assert article_at(inspections, "Inspectors check special permits now and then.") is None
        assert article_at(inspections, "Special Permit [1]") is None  # fewer than 3 words

    def test_a_quote_under_a_paragraph_numbered_per_annex_is_placed_by_its_printed_heading(self):
        # The splitter names a paragraph numbered afresh in each annex with its annex ("ANNEX II Paragraph 3"); the
        # heading line prints only "Paragraph 3".
        lines = ["The Harbour Berths Order"]
        for annex in ("I", "II"):
            lines.append(f"ANNEX {annex}")
            for n in (1, 2, 3):
                lines += [f"Paragraph {n}", f"The berth fee {annex}.{n} is paid before the vessel leaves."]
        chunks = ArticleSplitter(min_chunk_chars=300).split_text("\n".join(lines))
        packed = next(c for c in chunks if "The berth fee II.3 is paid" in c.content)
        assert packed.meta["articles"] == ["ANNEX II", *(f"ANNEX II Paragraph {n}" for n in (1, 2, 3))]
        for n in (1, 2, 3):
            quote = f"“The berth fee II.{n} is paid before the vessel leaves.” [1]"
            assert article_at(packed, quote) == f"ANNEX II Paragraph {n}"

    def test_a_sentence_quoted_in_quotation_marks_is_placed(self, otma):
        # As an extractive answer quotes: the marks, and words of the answer before them, are not the passage's.
        sentence = otma.content.split("\n")[-1]
        assert sentence.startswith("OTMA investigations are initiated")
        assert article_at(otma, f"“{sentence}” [2]") == "6.6"
        assert article_at(otma, f"The manual says: “{sentence}” [2]") == "6.6"
        waiver = otma.content.split("\n")[1]
        assert article_at(otma, f"“{waiver}” [2]") == "6.5"

    def test_a_quote_under_a_head_printed_in_capitals_is_placed(self):
        # The Hazmat manual prints its chapter heads in capitals ("CHAPTER 5 – RISK-BASED PRIORITIZATION"), which
        # the splitter names "Chapter 5"; Chapter 5 is short and packed after Chapter 4, its sibling.
        chunk = chunk_holding("Chapter 5", HAZMAT)
        assert chunk.meta["articles"] == ["Chapter 4", "Chapter 5"]
        quote = "RRS emphasizes use of data-driven safety analyses [1]."
        assert article_at(chunk, quote) == "Chapter 5"
        cited = citation_for(1, chunk, [quote])
        assert (cited["article"], cited["article_title"]) == ("Chapter 5", "RISK-BASED PRIORITIZATION")
        assert article_at(chunk, "When conducting an inspection at any location, all FRA personnel") == "Chapter 4"

    def test_a_reference_at_a_line_start_in_lower_case_is_no_heading(self):
        # Only the id as named or in capitals is a heading: a sentence wrapped before "chapter 5 of ..." stays under
        # the chapter it is in.
        chunk = chunk_holding("Chapter 5", HAZMAT)
        text = chunk.content.replace("\nWhen conducting", "\nas set out in\nchapter 5 of this manual. When conducting")
        wrapped = Document(content=text, meta=chunk.meta)
        assert article_at(wrapped, "When conducting an inspection at any location, all FRA personnel") == "Chapter 4"

    @pytest.mark.shared_data
    def test_the_void_fia_articles_packed_together_are_each_cited(self):
        # FIA 2026 Section F prints "ARTICLE F1: VOID" and "ARTICLE F2: VOID" on pages of their own before "ARTICLE
        # F3": too short for chunks of their own, they share one, and each line is cited under its own article.
        chunk = chunk_holding("Article F2", SECTION_F)
        assert chunk.meta["articles"][:3] == ["Article F1", "Article F2", "Article F3"]
        for article in ("Article F1", "Article F2"):
            cited = citation_for(1, chunk, [f"{article.upper()}: VOID [1]"])
            assert (cited["article"], cited["article_title"]) == (article, "VOID")
        cited = citation_for(1, chunk, ["ARTICLE F3: COMPETITORS’ SHUTDOWN PERIOD [1]"])
        assert cited["article"] == "Article F3"

    @pytest.mark.shared_data
    def test_a_quote_from_a_later_article_of_the_chunk(self):
        chunk = chunk_holding("33.1")  # the FIA 2025 sporting chunk that starts at 32.5 and holds 33.1 and 33.2
        assert article_at(chunk, "The driver must drive the car alone and unaided.") == "33.1"
        first_sentence = chunk.content.split("\n", 1)[0]
        assert article_at(chunk, first_sentence) == chunk.meta["article"]

    @pytest.mark.shared_data
    def test_a_paraphrase_is_not_placed(self):
        chunk = chunk_holding("33.1")
        assert article_at(chunk, "Nobody may help a driver drive, says the rule.") is None


class TestCitationFor:
    def test_a_heading_known_by_its_words_alone_is_named_once(self):
        # A heading set in larger type is its own id and title ("Speed limits"): shown once, not twice.
        chunk = Document(
            content="Speed limits\nVehicles keep to ten miles an hour on the quays.",
            meta={"file_name": "rules.pdf", "article": "Speed limits", "article_title": "Speed limits"},
        )
        record = citation_for(1, chunk)
        assert (record["article"], record["article_title"]) == ("Speed limits", None)
        assert ArticleSplitter.embedding_text(chunk).split("\n")[0] == "Speed limits"

    def test_the_record_of_a_passage(self, inspections):
        record = citation_for(3, inspections)
        meta = inspections.meta
        assert record == {
            "n": 3,
            "passage": 3,
            "doc": meta["file_name"],
            "page": meta["page_start"],
            "page_end": meta["page_end"],
            "page_label": meta["page_label_start"],
            "page_label_end": meta["page_label_end"],
            "article": "7.1.1",
            "article_title": "Regular Inspection",
            "articles": ["7.1.1", "7.1.2", "7.1.3", "7.1.4"],
            "score": None,
            "text": inspections.content,
            "chunk_id": inspections.id,
            "ocr": False,
            "where": "p. 24 (printed 19)",
        }
        assert record["doc"] == "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf" and record["page"] == 24

    def test_the_first_quote_found_names_the_article_cited(self, inspections):
        quotes = [
            "Inspectors check special permits.",
            "Nuclear route inspections are conducted in support of FRA’s radioactive SCCOP. [3]",
        ]
        record = citation_for(3, inspections, quotes)
        # The cited article's own title, not the chunk's first article's.
        assert (record["article"], record["article_title"]) == ("7.1.4", "Nuclear Route Inspection")
        same = citation_for(3, inspections, ["Regular inspections require inspectors to periodically inspect [3]."])
        assert (same["article"], same["article_title"]) == ("7.1.1", "Regular Inspection")

    def test_an_extractive_answer_cites_the_article_its_quote_sits_under(self, otma):
        """ "What is an OTMA?": the sentence quoted from the packed chunk is under 6.6, not 6.5, the chunk's first."""
        from rulebook.components.builders import CitedAnswerBuilder

        answer = CitedAnswerBuilder().run(query="What is an OTMA?", documents=[otma])["answer"]
        assert answer["mode"] == "extractive" and "“OTMA investigations are initiated" in answer["answer"]
        [citation] = answer["citations"]
        assert (citation["article"], citation["article_title"]) == ("6.6", "One-time Movement Approval Investigation")
        assert citation["articles"] == ["6.5", "6.6"] and otma.meta["article"] == "6.5"


@pytest.fixture(scope="module")
def chapter_9():
    """The Hazmat manual's chunk "CHAPTER 9 – SECURITY SEAL" that holds "9.1 Authority"."""
    chunk = chunk_holding("9.1", HAZMAT)
    assert chunk.meta["article"] == "Chapter 9" and chunk.content.startswith("CHAPTER 9 – SECURITY SEAL")
    return chunk


class TestCitedArticleTitle:
    """A passage that starts at a chapter head and holds its first section ("CHAPTER 9 – SECURITY SEAL", then
    "9.1 Authority") is cited under the section a quote is from, with that section's title, as every other is."""

    QUOTE = "“Federal law authorizes FRA inspectors to inspect records and property related to railroad safety” [1]"

    def test_a_section_under_a_chapter_head_is_cited_with_its_title(self, chapter_9):
        record = citation_for(1, chapter_9, [self.QUOTE])
        assert (record["article"], record["article_title"]) == ("9.1", "Authority")
        assert (citation_for(1, chapter_9)["article"], citation_for(1, chapter_9)["article_title"]) == (
            "Chapter 9",
            "SECURITY SEAL",
        )

    def test_a_chunk_indexed_without_the_titles_cites_the_id_alone(self, chapter_9):
        # A store indexed before the splitter recorded each article's title: the id, never the chapter's title.
        meta = {k: v for k, v in chapter_9.meta.items() if k != "article_titles"}
        record = citation_for(1, Document(id=chapter_9.id, content=chapter_9.content, meta=meta), [self.QUOTE])
        assert (record["article"], record["article_title"]) == ("9.1", None)


def test_a_passage_across_a_page_break_shows_both_pages():
    chunk = next(c for c in chunks(HAZMAT) if c.meta["page_end"] > c.meta["page_start"])
    citation = citation_for(1, chunk)
    assert pages_shown(citation) == f"pp. {chunk.meta['page_start']}-{chunk.meta['page_end']}"
    one_page = next(c for c in chunks(HAZMAT) if c.meta["page_end"] == c.meta["page_start"])
    assert pages_shown(citation_for(2, one_page)) == f"p. {one_page.meta['page_start']}"


def test_a_label_shows_the_printed_numbers_of_every_page_it_names():
    for chunk in chunks(HAZMAT):
        meta, shown = chunk.meta, where_shown(citation_for(1, chunk))
        first, last = meta["page_label_start"], meta["page_label_end"]
        if meta["page_end"] > meta["page_start"] and first and last != first:
            assert shown == f"pp. {meta['page_start']}-{meta['page_end']} (printed {first}-{last})"
        elif first:  # the cover's pages print no number
            assert shown == f"{pages_shown(citation_for(1, chunk))} (printed {first})"
    # A printed number that is the physical one is not repeated; an older record without the end label shows the first.
    assert where_shown({"page": 5, "page_end": 6, "page_label": "5", "page_label_end": "6"}) == "pp. 5-6"
    assert where_shown({"page": 12, "page_end": 13, "page_label": "7"}) == "pp. 12-13 (printed 7)"
