"""
ArticleSplitter: chunks that start at article headings, carry the article id, title, breadcrumb and pages, and stay
under the embedder's token limit; on text made here, the Hazmat manual (samples/) and, marked `shared_data`, the other
shared PDFs and an ObliQA passage file.
"""

import re
from collections import Counter

import pymupdf
import pytest
from haystack import Document
from haystack.components.converters.html import HTMLToDocument
from haystack.dataclasses import ByteStream

from rulebook.citations import article_at
from rulebook.components.converters.html_structure import HTMLStructureNormalizer
from rulebook.components.converters.markdown_converter import StructuredMarkdownToDocument
from rulebook.components.converters.passage_json_converter import PassageJsonConverter
from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
from rulebook.components.converters.text_source_checker import TextSourceChecker
from rulebook.components.preprocessors.article_splitter import ArticleSplitter
from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner
from rulebook.text.references import cited_articles, cites
from tests.helpers import fixture_chunks
from tests.ingestion_samples import (
    BYELAWS,
    CSF,
    GDPR,
    HAZMAT,
    PARKING_CODE,
    POOL_CODE,
    SECTION_B,
    SIGNAL,
    SPORTING_2024,
    TRACK,
    chunks,
    cleaned,
    lines_pdf_chunks,
    mixed_layout_pdf,
    splitter,
)
from tests.text_samples import OBLIQA


def _by_article(relative: str, article: str) -> list[Document]:
    return [c for c in chunks(relative) if c.meta["article"] == article]


class TestArticleSplitter:
    def test_init_default(self):
        component = ArticleSplitter()
        assert (component.max_tokens, component.tokenizer, component.min_chunk_chars) == (256, None, 200)

    def test_init_with_parameters(self):
        component = ArticleSplitter(max_tokens=128, tokenizer="/models/minilm", min_chunk_chars=50)
        assert (component.max_tokens, component.tokenizer, component.min_chunk_chars) == (128, "/models/minilm", 50)
        with pytest.raises(ValueError, match="max_tokens"):
            ArticleSplitter(max_tokens=8)

    def test_to_dict(self):
        assert ArticleSplitter(max_tokens=200, tokenizer="/m").to_dict() == {
            "type": "rulebook.components.preprocessors.article_splitter.ArticleSplitter",
            "init_parameters": {"max_tokens": 200, "tokenizer": "/m", "min_chunk_chars": 200},
        }

    def test_from_dict(self):
        component = ArticleSplitter.from_dict(ArticleSplitter(max_tokens=200, min_chunk_chars=10).to_dict())
        assert isinstance(component, ArticleSplitter)
        assert (component.max_tokens, component.min_chunk_chars) == (200, 10)

    def test_warm_up_names_a_bad_tokenizer(self, tmp_path):
        with pytest.raises(ValueError, match="could not be loaded"):
            ArticleSplitter(tokenizer=str(tmp_path / "nowhere")).warm_up()

    @pytest.mark.shared_data
    def test_fia_articles(self):
        (insurance,) = _by_article(SECTION_B, "B1.4")
        assert insurance.meta["article_title"] == "Insurance"
        assert insurance.content.startswith("B1.4 Insurance\n") or insurance.content.startswith("B1.4 Insurance ")
        assert insurance.meta["breadcrumb"] == "ARTICLE B1: ORGANISATION OF A COMPETITION > B1.4 Insurance"
        assert insurance.meta["page_start"] == 6 and insurance.meta["page_label_start"] == "B6"
        assert insurance.meta["file_name"] == "section_b_sporting.pdf"
        assert "page_labels" not in insurance.meta and "toc_pages" not in insurance.meta
        heat = _by_article(SECTION_B, "B1.5.10")
        assert heat[0].meta["article_title"] == "Heat Hazard"
        articles = {c.meta["article"] for c in chunks(SECTION_B)}
        assert {"Article B1", "B1.2", "B5.4", "B7.2.1"} <= articles or {"Article B1", "B1.2", "B5.4"} <= articles

    @pytest.mark.shared_data
    def test_fia_article_across_pages_stays_whole(self):
        (delayed,) = _by_article(SECTION_B, "B5.4")
        assert delayed.meta["article_title"] == "Delayed Start"
        assert (delayed.meta["page_start"], delayed.meta["page_end"]) == (35, 36)
        assert delayed.meta["parts"] == 1
        # The next article starts the next chunk, the whole of B5.4 is in this one.
        assert "B5.4.1" in delayed.content and "B5.5" not in delayed.content.split("\n")[-1][:5]

    @pytest.mark.shared_data
    def test_fia_article_id_rate(self):
        with_id = [c for c in chunks(SECTION_B) if c.meta["article"]]
        assert len(with_id) / len(chunks(SECTION_B)) >= 0.98

    @pytest.mark.shared_data
    def test_cfr_sections_with_sub_clauses(self):
        definitions = _by_article(TRACK, "§ 214.7")
        assert definitions[0].meta["article_title"] == "Definitions"
        responsibility = _by_article(TRACK, "§ 214.5")
        assert responsibility[0].meta["article_title"] == "Responsibility for compliance"
        text = "\n".join(c.content for c in responsibility)
        starts = [text.find(f"\n({letter}) ") for letter in "abc"]
        assert all(s > 0 for s in starts) and starts == sorted(starts)
        # Every part carries the section id and starts with it (continuations say "(cont.)").
        for part in responsibility:
            assert part.content.startswith("§ 214.5 Responsibility for compliance")
        assert [p.meta["part"] for p in responsibility] == list(range(1, len(responsibility) + 1))
        assert {p.meta["parts"] for p in responsibility} == {len(responsibility)}
        assert all(p.content.startswith("§ 214.5 Responsibility for compliance (cont.)") for p in responsibility[1:])

    def test_a_wrapped_reference_is_no_sub_clause(self):
        # "§§ 164.406(a), and" wrapped before "164.408(a), a breach ...": one sentence, in one chunk; a defect code
        # "234.105.C2 Train ..." still starts an item.
        text = (
            "§ 164.404 Notification to individuals.\n(2) For purposes of paragraph (a)(1) of this section, "
            "§§ 164.406(a), and\n164.408(a), a breach shall be treated as discovered on the first day on which it is "
            "known.\n234.105.C2 Train passes through the crossing with the gates up."
        )
        lines = ArticleSplitter(min_chunk_chars=0).split_text(text)[0].content.split("\n")
        assert "§§ 164.406(a), and 164.408(a), a breach shall be treated as discovered" in lines[1]
        assert lines[2:] == ["234.105.C2 Train passes through the crossing with the gates up."]

    def test_decimal_heading_with_title_on_the_next_line(self):
        inspection = _by_article(HAZMAT, "2.3")
        assert inspection[0].meta["article_title"] == "Inspection Authority"
        assert inspection[0].content.startswith("2.3 Inspection Authority")
        assert inspection[0].meta["breadcrumb"].endswith("> 2.3 Inspection Authority")
        assert inspection[0].meta["page_start"] == 11 and inspection[0].meta["page_label_start"] == "6"
        summary = _by_article(HAZMAT, "2.3.1")
        assert summary[0].meta["breadcrumb"].endswith("2.3 Inspection Authority > 2.3.1 Summary")

    @pytest.mark.parametrize(
        ("relative", "header"),
        [
            (HAZMAT, "HAZARDOUS MATERIALS COMPLIANCE MANUAL"),
            pytest.param(TRACK, "Track and Structures Compliance Manual Volume III", marks=pytest.mark.shared_data),
        ],
    )
    def test_fra_running_header_never_in_a_chunk(self, relative, header):
        # The header of every page; on the cover (page 1) the same words are the title, in two lines.
        for chunk in chunks(relative):
            assert header not in chunk.content or chunk.meta["page_start"] == 1

    @pytest.mark.shared_data
    def test_nist_csf_subcategory_whole(self):
        holding = [c for c in chunks(CSF) if "GV.OC-01" in c.meta["articles"]]
        assert len(holding) == 1
        chunk = holding[0]
        assert chunk.meta["article"] in ("GV", "GV.OC")
        assert re.search(
            r"GV\.OC-01:? The organizational mission is understood and informs cybersecurity risk\s+management",
            chunk.content,
        )
        categories = {c.meta["article"]: c for c in chunks(CSF)}
        assert categories["GV.RR"].meta["article_title"] == "Roles, Responsibilities, and Authorities"
        assert categories["GV.RR"].meta["breadcrumb"].startswith("GOVERN (GV) > ")

    @pytest.mark.shared_data
    def test_gdpr_article(self):
        principles = _by_article(GDPR, "Article 5")
        assert principles[0].meta["article_title"] == "Principles relating to processing of personal data"
        assert principles[0].meta["page_start"] == 38
        text = " ".join(c.content for c in principles)
        assert "lawfulness, fairness and transparency" in text
        assert {c.meta["article"] for c in chunks(GDPR) if c.meta["article"]} >= {f"Article {n}" for n in range(1, 22)}

    def test_references_inside_sentences_are_not_headings(self):
        text = (
            "B2.3 Sprint Session\n"
            "B2.3.1 The stewards will act in accordance with\n"
            "Article C5.2.3 and may impose penalties.\n"
            "B2.3.2 Where a car stops, see\n"
            "§ 12.4(b) for the procedure.\n"
            "B2.3.3 Penalties under\n"
            "Article B2.3.3b) apply to all drivers.\n"
            "B2.3.4 Drivers must obey the flags shown by the marshals at all times during the session."
        )
        result = ArticleSplitter(min_chunk_chars=0).split_text(text, {"file_name": "rules.txt"})
        # The bare parent heading B2.3 leads its first sub-article.
        assert [c.meta["article"] for c in result] == ["B2.3", "B2.3.2", "B2.3.3", "B2.3.4"]
        assert result[0].meta["articles"] == ["B2.3", "B2.3.1"]
        assert "in accordance with Article C5.2.3 and may impose penalties." in result[0].content
        assert all(c.meta["page_start"] == c.meta["page_end"] == 1 for c in result)

    def test_every_article_of_a_chunk_carries_its_title(self):
        # A chapter head's chunk holds its first section: each of `articles` has its title in `article_titles`.
        (chapter,) = [c for c in chunks(HAZMAT) if "9.1" in c.meta["articles"]]
        assert chapter.meta["articles"] == ["Chapter 9", "9.1"]
        assert chapter.meta["article_titles"] == ["SECURITY SEAL", "Authority"]
        for chunk in chunks(HAZMAT):
            articles, titles = chunk.meta["articles"], chunk.meta["article_titles"]
            assert len(titles) == len(articles)
            # The chunk's own article is one of them, mostly the first; a bare head over its part leads the part's
            # chunk, which keeps the part's name ("3.2 Responsibilities ..." over "3.2.1 Staff Director").
            assert not articles or titles[articles.index(chunk.meta["article"])] == chunk.meta["article_title"]
        (staff,) = [c for c in chunks(HAZMAT) if c.meta["article"] == "3.2.1" and c.meta["part"] == 1]
        assert staff.meta["articles"][:2] == ["3.2", "3.2.1"] and staff.content.startswith("3.2 Responsibilities")
        untitled = ArticleSplitter(min_chunk_chars=0).split_text("2.1\n2.1.1 The rules apply to all members.", {})
        assert [(c.meta["articles"], c.meta["article_titles"]) for c in untitled] == [(["2.1", "2.1.1"], [None, None])]

    @pytest.mark.parametrize(
        "relative",
        [
            pytest.param(SECTION_B, marks=pytest.mark.shared_data),
            pytest.param(TRACK, marks=pytest.mark.shared_data),
            HAZMAT,
        ],
    )
    def test_no_chunk_over_the_token_limit_and_nothing_dropped(self, relative):
        component = splitter()
        document_words = Counter(cleaned(relative).content.split())
        chunk_words: Counter = Counter()
        for chunk in chunks(relative):
            assert component.count_tokens(ArticleSplitter.embedding_text(chunk)) <= 256
            assert 1 <= chunk.meta["page_start"] <= chunk.meta["page_end"]
            chunk_words.update(chunk.content.split())
        assert not document_words - chunk_words, "every word of the cleaned text is in a chunk"

    def test_long_article_parts_with_word_estimate(self):
        body = " ".join(f"Sentence number {i} of the definitions article is here." for i in range(200))
        text = f"Intro page.\f§ 214.7 Definitions\n{body}\f§ 214.9 Next section\nShort text."
        result = ArticleSplitter(max_tokens=128).split_text(
            text, {"file_name": "cfr.txt", "page_labels": ["i", "1", "2"]}
        )
        parts = [c for c in result if c.meta["article"] == "§ 214.7"]
        assert len(parts) > 5
        assert [p.meta["part"] for p in parts] == list(range(1, len(parts) + 1))
        assert all(p.meta["parts"] == len(parts) and p.meta["page_start"] == 2 for p in parts)
        assert all(p.content.startswith("§ 214.7 Definitions (cont.)\n") for p in parts[1:])
        assert all(ArticleSplitter(max_tokens=128).count_tokens(p.content) <= 128 for p in parts)
        assert result[-1].meta["article"] == "§ 214.9" and result[-1].meta["page_label_start"] == "2"

    def test_a_table_cut_between_parts_repeats_its_head_row(self):
        # A newcomer's hold limits table ran past a part's end: the rows of the next part had no "Max load" over
        # "5 670 kg", and a row of the A321neo's forward hold no longer said what its number was.
        rows = "\n".join(f"Type {k} | Compartment {k} (forward) | {1000 + k} kg" for k in range(60))
        text = f"§ 3.5 Hold loading\nThe limits are given below.\nAircraft | Compartment | Max load\n{rows}\n"
        parts = ArticleSplitter(max_tokens=128).split_text(text, {"file_name": "gom.txt"})
        assert len(parts) > 2
        for part in parts[1:]:
            lines = part.content.split("\n")
            assert lines[0] == "§ 3.5 Hold loading (cont.)" and lines[1] == "Aircraft | Compartment | Max load"
        assert sum(p.content.count("Aircraft | Compartment | Max load") for p in parts) == len(parts)

    def test_ids_are_deterministic(self):
        meta = {"file_name": "a.txt", "file_sha256": "abc"}
        first = ArticleSplitter().split_text("Article 1. Scope\nThis regulation applies.", meta)
        second = ArticleSplitter().split_text("Article 1. Scope\nThis regulation applies.", meta)
        other = ArticleSplitter().split_text("Article 1. Scope\nThis regulation applies.", {"file_sha256": "xyz"})
        assert [c.id for c in first] == [c.id for c in second]
        assert first[0].id != other[0].id
        assert first[0].meta["article"] == "Article 1" and first[0].meta["article_title"] == "Scope"
        assert first[0].meta["page_start"] == 1

    def test_run_on_documents(self):
        documents = [Document(content="2.1\nGeneral\nThe rules apply to all members.", meta={"file_name": "x.pdf"})]
        result = ArticleSplitter().run(documents=documents)["documents"]
        assert result[0].meta["article"] == "2.1" and result[0].meta["article_title"] == "General"
        assert result[0].content == "2.1 General\nThe rules apply to all members."

    @pytest.mark.shared_data
    def test_passages_keep_their_ids_and_repeated_texts_get_distinct_chunks(self):
        path = OBLIQA / "23.json"
        if not path.is_file():
            pytest.skip(f"shared data not found: {path}")
        passages = PassageJsonConverter(with_breadcrumb=True).run(sources=[path])["documents"]
        chunks = splitter().run(documents=passages)["documents"]
        assert [c.meta["chunk_index"] for c in chunks] == list(range(len(chunks)))
        assert len({c.id for c in chunks}) == len(chunks)  # 23.json holds two passages reading "Background"
        assert [c.meta["article"] for c in chunks if c.content == "Background"] == [
            p.meta["passage_id"] for p in passages if p.content == "Background"
        ]
        assert list(dict.fromkeys(c.meta["article"] for c in chunks)) == [p.meta["passage_id"] for p in passages]


def _zoo_chunks(convention: str, hazards: tuple[str, ...] = (), seed: int = 21) -> tuple[list[Document], dict]:
    """A small generated regulation (eval.layouts) converted, cleaned and split, with its ground truth."""
    from haystack.dataclasses import ByteStream

    from eval.layouts import DocumentSpec, render_document
    from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
    from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

    data, truth = render_document(DocumentSpec("t", convention, hazards, 2, 4, seed))
    source = ByteStream(data, meta={"file_name": f"{convention}.pdf"})
    documents = PyMuPDFToDocument().run(sources=[source])["documents"]
    documents = RunningTextCleaner().run(documents=documents)["documents"]
    return ArticleSplitter().run(documents=documents)["documents"], truth


class TestDocumentNumbering:
    @pytest.mark.parametrize(
        "convention",
        [
            "chapter_article_dotted",  # Article 1.1 — Scope
            "art_abbrev",  # Art. 5 Scope
            "article_roman_caps",  # ARTICLE V / SCOPE
            "section_decimal",  # Section 3.2 Scope
            "cfr_paragraph",  # § 12.4(b) Scope.
            "rule_lettered",  # Rule 12(a) Scope
            "regulation",  # Regulation 4 Scope
            "title_sections",  # Sec. 401. Scope.
            "annex_lettered",  # A.1 Scope
            "allcaps",  # SECTION 4 — SCOPE
        ],
    )
    def test_keyword_headings_of_the_documents_numbering(self, convention):
        from eval.layouts import normalise_id

        chunks, truth = _zoo_chunks(convention)
        found = {normalise_id(a) for c in chunks for a in c.meta["articles"]}
        assert {normalise_id(a["id"]) for a in truth["articles"]} <= found
        titles = {normalise_id(a["id"]): a["title"] for a in truth["articles"]}
        led = [c for c in chunks if normalise_id(c.meta["article"]) in titles]
        assert led and all(
            c.meta["article_title"].upper() == titles[normalise_id(c.meta["article"])].upper() for c in led
        )

    def test_a_keyword_form_is_a_heading_only_in_a_rising_sequence(self):
        text = "\n".join(
            [
                "Rule 1(a) Scope",
                "These rules apply to every vessel in the port.",
                "Rule 1(b) Pilots",
                "A pilot boards every vessel over the set length.",
                "Rule 2(a) Berths",
                "The harbour master assigns the berths.",
                # A line-start reference back to an earlier rule, in the form of a heading: not a new article.
                "Rule 1(a) Scope",
                "Rule 2(b) Fees",
                "Fees are paid before departure.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == ["Rule 1(a)", "Rule 1(b)", "Rule 2(a)", "Rule 2(b)"]
        assert chunks[0].meta["article_title"] == "Scope"
        # One such line alone is no numbering: a document that mentions "Section 4 Safety" once is not split there.
        alone = ArticleSplitter(min_chunk_chars=0).split_text("Intro text.\nSection 4 Safety\nMore text follows.")
        assert [c.meta["article"] for c in alone] == [None]

    def test_cross_references_at_line_starts_stay_in_their_article(self):
        from eval.layouts import normalise_id

        chunks, truth = _zoo_chunks("chapter_article_dotted", ("cross_refs",), seed=22)
        by_id = {normalise_id(a) for c in chunks for a in c.meta["articles"]}
        assert {normalise_id(a["id"]) for a in truth["articles"]} <= by_id
        ids = [normalise_id(c.meta["article"]) for c in chunks if c.meta["article"] and "." in c.meta["article"]]
        assert len(ids) == len(set(ids)) or all(c.meta["parts"] > 1 for c in chunks if ids.count(c.meta["article"]))

    def test_a_cited_body_is_no_heading_of_the_numbering(self):
        # A line-start citation in the form of a title ("Article 29 Working Party, Opinion ...") that is printed
        # again and again, or whose number jumps far ahead of the numbering, is body text of the article.
        lines = []
        for number, title in enumerate(["Scope", "Purpose", "Principles", "Definitions"], start=1):
            lines += [f"Article {number}. {title}", f"This article sets out the {title.lower()} of the rules."]
            if number == 4:
                lines += ["Article 29 Working Party, Opinion No 4/2007 on the concept of personal data."] * 3
                lines += ["Article 17 Right Of Erasure"]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [c.meta["article"] for c in chunks] == ["Article 1", "Article 2", "Article 3", "Article 4"]


class TestNumberingThatRestarts:
    def test_articles_numbered_per_chapter_are_named_by_their_chapter(self):
        text = "\n".join(
            f"CHAPTER {c}\nGeneral rules\nArticle {a}\nScope {a}\nThe operator shall keep the register of rule {c}.{a}."
            if a == 1
            else f"Article {a}\nScope {a}\nThe operator shall keep the register of rule {c}.{a}."
            for c in (1, 2)
            for a in (1, 2, 3)
        )
        chunks = ArticleSplitter(min_chunk_chars=0).run(documents=[Document(content=text)])["documents"]
        articles = [a for c in chunks for a in c.meta["articles"] if "Article" in a]
        assert articles == [f"Chapter {c} Article {a}" for c in (1, 2) for a in (1, 2, 3)]

    def test_articles_numbered_through_the_document_keep_their_ids(self):
        text = "\n".join(
            f"CHAPTER {c}\nGeneral rules\nArticle {n}\nScope\nThe operator shall keep the register of rule {n}."
            for c, n in ((1, 1), (1, 2), (2, 3), (2, 4))
        )
        chunks = ArticleSplitter(min_chunk_chars=0).run(documents=[Document(content=text)])["documents"]
        assert [a for c in chunks for a in c.meta["articles"] if "Article" in a] == [
            f"Article {n}" for n in (1, 2, 3, 4)
        ]

    def test_paragraphs_numbered_per_annex_are_named_by_their_annex(self):
        # "Annex II, paragraph 1": a roman annex number, a title on the head's line or a title of two lines, and a
        # paragraph 1 the PDF lost (the second annex's numbering resumes at 2).
        lines = ["The Harbour Berths Order", "The provisions of the annexes below have effect."]
        heads = {1: ["ANNEX I — Berth fees"], 2: ["ANNEX II", "Charges for pilots and", "for towage"], 3: ["ANNEX III"]}
        for annex, head in heads.items():
            lines += head
            for n in range(1, 4) if annex != 3 else range(2, 5):
                lines += [f"Paragraph {n}", f"The berth fee {annex}.{n} is paid before the vessel leaves."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        articles = [a for c in chunks for a in c.meta["articles"] if "Paragraph" in a]
        expected = [f"ANNEX {r} Paragraph {n}" for r in ("I", "II") for n in (1, 2, 3)]
        assert articles == [*expected, *(f"ANNEX III Paragraph {n}" for n in (2, 3, 4))]
        first = next(c for c in chunks if c.meta["article"] == "ANNEX I")
        assert first.meta["article_title"] == "Berth fees"
        quote = next(c for c in chunks if "The berth fee 2.3 is paid" in c.content)
        assert "ANNEX II Paragraph 3" in quote.meta["articles"]

    def test_paragraphs_numbered_on_through_the_schedules_keep_their_ids(self):
        lines = ["The Harbour Berths Order"]
        for schedule, numbers in ((1, (1, 2, 3)), (2, (4, 5, 6))):
            lines += [f"SCHEDULE {schedule}", f"Fees of part {schedule}"]
            for n in numbers:
                lines += [f"Paragraph {n}", f"The berth fee {n} is paid before the vessel leaves."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [a for c in chunks for a in c.meta["articles"] if "Paragraph" in a] == [
            f"Paragraph {n}" for n in range(1, 7)
        ]

    def test_a_generated_rulebook_that_restarts_per_chapter(self):
        from eval.layouts import normalise_id

        chunks, truth = _zoo_chunks("chapter_restart", seed=11)
        for article in truth["articles"]:
            holder = next(c for c in chunks if article["sentence"] in " ".join(c.content.split()))
            assert normalise_id(article["id"]) in {normalise_id(a) for a in holder.meta["articles"]}, article["id"]


def _pdf_chunks(lines: list[str], name: str) -> list[Document]:
    """Lines printed one under the other on A4 pages, then converted, cleaned and split as indexing does."""
    return _pdf_page_chunks([lines[start : start + 48] for start in range(0, len(lines), 48)], name)


def _pdf_page_chunks(pages: list[list[str]], name: str) -> list[Document]:
    """The lines of each page printed one under the other on an A4 page, then converted, cleaned and split."""
    import pymupdf
    from haystack.dataclasses import ByteStream

    from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
    from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

    font = pymupdf.Font("helv")  # the full Nimbus Sans: Turkish letters, which the base-14 encoding lacks
    with pymupdf.open() as pdf:
        for lines in pages:
            page = pdf.new_page(width=595, height=842)
            page.insert_font(fontname="Fu", fontbuffer=font.buffer)
            for row, line in enumerate(lines):
                page.insert_text((60, 70 + row * 15), line, fontname="Fu", fontsize=10)
        data = pdf.tobytes(garbage=3, deflate=True)
    documents = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": name})])["documents"]
    documents = RunningTextCleaner().run(documents=documents)["documents"]
    return ArticleSplitter().run(documents=documents)["documents"]


# A made-up port regulation in the layout of Turkish regulations: a title line over a run-in "MADDE N – (1) ...".
_LIMAN = [
    ("Amaç", ["Bu Yönetmeliğin amacı, limanlarda çalışanların güvenliğini sağlamaktır."]),
    ("Kapsam", ["Bu Yönetmelik, yük elleçlenen bütün iskeleleri ve rıhtımları kapsar."]),
    (
        "Tanımlar",
        [
            "Bu Yönetmelikte geçen;",
            "a) İskele: Gemilerin yanaştığı yapıyı,",
            "b) İşletici: İskeleyi işleten kişiyi,",
            "c) Vinç: Yük kaldıran makineyi,",
            "ç) Çalışan: İskelede görev yapan kişiyi,",
            "d) Şamandıra: Yüzen bağlama aracını,",
            "ifade eder.",
        ],
    ),
    ("İşleticinin yükümlülükleri", ["İşletici, vinçlerin her vardiya öncesi denetlenmesini sağlar."]),
    ("Eğitim", ["Çalışanlara yılda bir kez yangın tatbikatı ile birlikte eğitim verilir."]),
    ("Kayıtlar", ["Denetim sonuçları beş yıl süreyle saklanır ve istendiğinde gösterilir."]),
    ("Yürürlük", ["Bu Yönetmelik yayımı tarihinde yürürlüğe girer."]),
]


# A made-up rulebook of three pages: definitions in Article 1, then articles whose heads stand alone over their
# decimal parts ("Article 2 Technical Requirements" over "2.1 ...").
_DEFINITIONS = [
    "Article 1 Definitions",
    "For the purposes of these rules the following definitions apply:",
    *(
        f"({letter}) Term {letter} means part {n} of the vehicle as fitted for the event."
        for n, letter in enumerate("abcdefgh", 1)
    ),
]
_TECHNICAL = [
    "2.1 Every vehicle must pass scrutineering before it takes part in any session of the event.",
    "The scrutineers check the safety equipment, the fuel system and the electrical installation.",
    "They record each check on the vehicle's technical passport and sign it at the end of the day.",
    "2.2 A vehicle that fails scrutineering may be presented again once the defect is repaired.",
    "The team must show the repair to the chief scrutineer before the start of the next session.",
]
_SPORTING = [
    "Article 3 Sporting Requirements",
    "3.1 Each driver must hold a licence valid for the category of the event.",
    "3.2 A driver who holds no valid licence is not admitted to any session of the event.",
]


class TestBareArticleHeads:
    @pytest.mark.parametrize("head_page", [1, 2])
    def test_a_bare_article_head_starts_the_chunk_of_its_first_part(self, head_page):
        # The head of Article 2 stands alone at the bottom of page 1 or the top of page 2, over "2.1 ...". It leads
        # the chunk of 2.1 and 2.2; the definitions of Article 1 are cited on page 1 alone, and Article 3 is not
        # read as a part of 2.2.
        head = "Article 2 Technical Requirements"
        pages = (
            [[*_DEFINITIONS, head], _TECHNICAL, _SPORTING]
            if head_page == 1
            else [_DEFINITIONS, [head, *_TECHNICAL], _SPORTING]
        )
        chunks = _pdf_page_chunks(pages, "rules.pdf")
        spans = [(c.meta["articles"], c.meta["page_start"], c.meta["page_end"]) for c in chunks]
        assert spans == [
            (["Article 1"], 1, 1),
            (["Article 2", "2.1", "2.2"], head_page, 2),
            (["Article 3", "3.1", "3.2"], 3, 3),
        ]
        assert chunks[1].content.startswith(f"{head}\n2.1 Every vehicle")
        assert not chunks[0].content.endswith(head)
        assert chunks[2].meta["breadcrumb"] == "Article 3 Sporting Requirements"
        # The part's text is cited under the part, the head's line under the article.
        assert article_at(chunks[1], "The scrutineers check the safety equipment, the fuel system") == "2.1"
        assert article_at(chunks[1], "The team must show the repair to the chief scrutineer") == "2.2"
        assert article_at(chunks[1], f"{head} [1]") == "Article 2"

    def test_a_bare_chapter_head_over_its_first_article_names_no_chunk(self):
        # A law's chapter heads stand alone over their first article ("CHAPTER II ..." over "Art. 4 Thresholds").
        # The chunk of that article is filed and cited under the article whether the chapter head came with the
        # group before (Chapter I, after the title) or led a group of its own (Chapter II); the chapter stays among
        # the chunk's articles.
        body = [
            "(1) The contracting authority shall keep the documents of each procedure for at least five years from",
            "the award of the contract, in paper or in electronic form, and shall make them available on request.",
            "(2) This applies to contracts of every kind.",
        ]
        lines = ["LAW ON PUBLIC PROCUREMENT", "CHAPTER I GENERAL PROVISIONS"]
        for number, title in ((1, "Subject matter"), (2, "Principles"), (3, "Exclusions")):
            lines += [f"Art. {number} {title}", *body]
        lines.append("CHAPTER II THRESHOLDS AND PROCEDURES")
        for number, title in ((4, "Thresholds"), (5, "Direct award")):
            lines += [f"Art. {number} {title}", *body]
        chunks = ArticleSplitter().split_text("\n".join(lines))
        assert [(c.meta["article"], c.meta["articles"]) for c in chunks] == [
            ("Article 1", ["Chapter I", "Article 1"]),
            ("Article 2", ["Article 2"]),
            ("Article 3", ["Article 3"]),
            ("Article 4", ["Chapter II", "Article 4"]),
            ("Article 5", ["Article 5"]),
        ]
        assert chunks[3].content.startswith("CHAPTER II THRESHOLDS AND PROCEDURES\nArt. 4 Thresholds\n(1)")
        assert chunks[3].meta["article_title"] == "Thresholds"


class TestRegulationsOfRomanChapters:
    def test_regulations_numbered_by_roman_chapter_are_filed_under_their_ids(self):
        # Maritime regulations number each regulation in its chapter: "Regulation II/3" is the third of Chapter II.
        # A chapter's title that wraps onto a second upper-case line is its title, not the text of its first
        # regulation, and the chapter names no chunk: its first regulation does.
        body = "1 Every candidate for a certificate of competency shall have approved seagoing service of not less"
        lines = []
        for chapter, title, count in (
            ("II", ["MASTER AND DECK DEPARTMENT"], 3),
            ("III", ["FEES, OFFENCES AND", "PROVISIONS"], 2),
        ):
            lines += [f"CHAPTER {chapter}", *title]
            for number in range(1, count + 1):
                lines += [f"Regulation {chapter}/{number}", f"Duties {number}", body, "than 12 months in total."]
        lines.insert(4, "See regulation III/2 for the fees.")
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [c.meta["article"] for c in chunks] == [
            "Regulation II/1",
            "Regulation II/2",
            "Regulation II/3",
            "Regulation III/1",
            "Regulation III/2",
        ]
        assert chunks[3].meta["articles"] == ["Chapter III", "Regulation III/1"]
        assert chunks[3].content.startswith("CHAPTER III FEES, OFFENCES AND PROVISIONS\nRegulation III/1 Duties 1\n")
        assert chunks[1].meta["article_title"] == "Duties 2"


class TestMarkdownHeads:
    def test_numbered_markdown_headings_in_sentence_case_are_heads_and_register_codes_are_table_rows(self, tmp_path):
        # "## 3. Roles and responsibilities" is a heading by its markup, though in sentence case and after a table's
        # last row; "HR-01" in a register's first column is a code of one family, not a control of a catalogue.
        path = tmp_path / "standard.md"
        path.write_text(
            "# Records Standard\n\n## 2. Scope\n\n2.1 This standard applies to all records of the association.\n\n"
            "2.2 It does not apply to published material such as leaflets and annual reports.\n\n"
            "## 3. Roles and responsibilities\n\n| Role | Responsibilities |\n|---|---|\n"
            "| Governance Lead | owns this standard; keeps the schedule up to date |\n\n"
            "## 4. Retention schedule\n\n| Code | Record class | Period |\n|---|---|---|\n"
            "| TEN-01 | Tenancy agreements | 6 years |\n| HR-01 | Personnel files | 6 years |\n"
            "| HR-02 | Payroll records | 6 years |\n",
            encoding="utf-8",
        )
        (document,) = StructuredMarkdownToDocument().run(sources=[path])["documents"]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(document.content, document.meta)
        by_article = {c.meta["article"]: c for c in chunks}
        assert by_article["3"].meta["article_title"] == "Roles and responsibilities"
        assert by_article["3"].content.startswith("3. Roles and responsibilities\nRole | Responsibilities\n")
        assert not any("Roles" in c.content for c in chunks if (c.meta["article"] or "").startswith("2"))
        assert not any(a.startswith("HR-") for c in chunks for a in c.meta["articles"])
        assert "HR-01 | Personnel files | 6 years\nHR-02 | Payroll records | 6 years" in by_article["4"].content
        assert "heading_lines" not in chunks[0].meta


class TestLinesOfHtmlAndMarkdown:
    def test_an_html_pages_headings_and_blocks_stay_lines_of_their_own(self, tmp_path):
        # A council page: numbered h2 sections, a list of short items before a sentence. Each is a line of the page;
        # "Stall" and the sentence after it are two blocks, not one wrapped line.
        path = tmp_path / "kiosks.html"
        path.write_text(
            "<html><head><title>Harbour Kiosk Rules</title></head><body><h1>Harbour Kiosk Rules</h1>"
            "<h2>1. Opening hours</h2><p>Kiosks may open from 07:00 to 19:00.</p>"
            "<h2>2. Waste</h2><p>Kiosks sell from these units:</p><ul><li>Kiosk</li><li>Stall</li></ul>"
            "<p>A kiosk must keep a spill kit on site at all times.</p>"
            "<h2>3. Noise</h2><p>Amplified music is not allowed before 10:00.</p></body></html>",
            encoding="utf-8",
        )
        sources = HTMLStructureNormalizer().run(sources=[path])["sources"]
        converter = HTMLToDocument(extraction_kwargs={"favor_recall": True, "include_tables": True})
        (document,) = converter.run(sources=sources)["documents"]
        content = TextSourceChecker.clean_text(document.content)
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(content, document.meta)
        text = "\n".join(c.content for c in chunks)
        assert "- Stall\nA kiosk must keep a spill kit on site at all times." in text
        assert "2. Waste\nKiosks sell from these units:" in text
        assert {c.meta["article_title"] for c in chunks} >= {"Opening hours", "Waste", "Noise"}

    def test_unnumbered_markdown_headings_structure_a_document_no_numbering_does(self):
        # A fresh user's remote-work policy: "##" headings without numbers, as PDF headings set in larger type.
        markdown = (
            "# Remote Work Policy\n\nVersion 3.\n\n## Who can work remotely\n\n- Full-time employees after "
            "probation.\n- Contractors are not covered by this policy.\n\n## Equipment\n\nThe company provides a "
            "laptop, replaced every three years.\n\n## Working from abroad\n\nEmployees may work from another "
            "country for up to 20 working days per calendar year.\n"
        )
        document = StructuredMarkdownToDocument().run(sources=[ByteStream(markdown.encode())])["documents"][0]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(document.content, document.meta)
        by_article = {c.meta["article"]: c for c in chunks}
        assert by_article["Working from abroad"].content == (
            "Working from abroad\nEmployees may work from another country for up to 20 working days per calendar year."
        )
        assert set(by_article) == {"Remote Work Policy", "Who can work remotely", "Equipment", "Working from abroad"}

    def test_an_unnumbered_markdown_heading_is_not_run_into_its_sections_first_sentence(self):
        document = StructuredMarkdownToDocument().run(
            sources=[ByteStream(b"# Harbour Kiosk Rules\n\n## Opening hours\n\nKiosks may open at 07:00.\n")]
        )["documents"][0]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(document.content, document.meta)
        assert chunks[0].content == "Harbour Kiosk Rules\nOpening hours\nKiosks may open at 07:00."
        assert chunks[0].meta["headings"] == ["Harbour Kiosk Rules", "Opening hours"]


class TestHeadsPackedTogether:
    def test_a_head_after_a_finished_sentence_starts_a_line_and_its_text_is_cited_under_it(self):
        # Short sections packed into one chunk: "§ 4" follows a sentence of "§ 3". Read on the line of that sentence,
        # a quote of its table was cited as "§ 3".
        chunks = _pdf_page_chunks(
            [
                [
                    "§ 3 Train placement",
                    "A placarded tank car must not be placed closer than the sixth position from a locomotive.",
                    "§ 4 Speed restrictions",
                    "Trains carrying hazardous commodities must not exceed 30 miles per hour in a town.",
                    "§ 5 Restricted periods",
                    "During a declared heat emergency, key trains must not depart between noon and six.",
                ]
            ],
            "riverside.pdf",
        )
        packed = next(c for c in chunks if "§ 4" in c.meta["articles"])
        assert "\n§ 4 Speed restrictions\n" in packed.content
        assert (
            article_at(packed, "“Trains carrying hazardous commodities must not exceed 30 miles per hour” [1]") == "§ 4"
        )


class TestSectionAndRuleHeads:
    """Sections with a lettered insert ("Section 2A.") and rules ("Rule 6."), a period after the number."""

    def test_lettered_sections_and_rules_are_heads(self):
        text = "\n".join(
            [
                "Harbour Tramway Operating Code",
                "Section 1. Application",
                "This code applies to every tram that runs on the harbour network.",
                "Section 2A.",
                "Speed limits on shared streets",
                "A tram on a shared street must not exceed twenty kilometres per hour.",
                "Section 2B. Speed limits in tunnels",
                "A tram in a tunnel must not exceed forty kilometres per hour.",
                "Rule 6.",
                "Each driver holds a valid licence issued by the harbour authority.",
                "RULE 7. A driver reports every fault of the brakes at once.",
                "The tram is taken out of service until the fault is repaired.",
                "Section 12bis. Night service",
                "Trams run every half hour after midnight.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        heads = [(c.meta["article"], c.meta["article_title"]) for c in chunks[1:]]
        assert heads == [
            ("Section 1", "Application"),
            ("Section 2A", "Speed limits on shared streets"),  # the title on the next line
            ("Section 2B", "Speed limits in tunnels"),
            ("Rule 6", None),  # over its first sentence
            ("Rule 7", None),  # its text run in
            ("Section 12bis", "Night service"),
        ]
        assert chunks[2].content.startswith("Section 2A. Speed limits on shared streets\nA tram on a shared street")
        assert chunks[5].content.startswith("RULE 7. A driver reports every fault of the brakes at once.")

    def test_references_in_the_form_of_a_head_are_text(self):
        text = "\n".join(
            [
                "Rule 6.",
                "Each driver holds a valid licence issued by the harbour authority.",
                # A line-start reference after a finished sentence: no period after its number.
                "Rule 6 applies to trainee drivers as well.",
                # A reference wrapped to a line start, in a sentence that runs on.
                "The instructor signs the log after each shift and keeps it for a year, as set by",
                "Section 2A of the Act for every log that the operator keeps.",
                # A reference that ends a sentence, wrapped to a line start after a line that runs on into it or
                # does not end a sentence: the period after its number is the sentence's.
                "The log stays in the cab for the controller, as the Act requires under",
                "Section 2A. The controller signs the log as well.",
                "The log is kept for inspectors to read at any hour, as the harbour authority sets in its",
                "Rule 9. Inspectors read it at the depot.",
                "Rule 7. Faults and defects",
                "A driver reports every fault of the brakes at once.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == ["Rule 6", "Rule 7"]
        for quote in (
            "Rule 6 applies to trainee drivers as well.",
            "Section 2A of the Act for every log that the operator keeps.",
            "Section 2A. The controller signs the log as well.",
            "Rule 9. Inspectors read it at the depot.",
        ):
            assert article_at(chunks[0], f"“{quote}” [1]") == "Rule 6", quote

    def test_a_clause_number_wrapped_after_its_reference_word_is_no_heading(self):
        # A standard's foreword names "Clause 7.2" and the number wraps to a line of its own: it ends the sentence
        # and is no clause 7.2 holding the foreword, the scope and everything up to the next heading the numbering
        # accepts after it. Likewise a number wrapped after "Rule" or "clause" that a capitalised sentence follows,
        # also when the line it ends is an article's heading with its first sentence run in.
        text = "\n".join(
            [
                "Foreword",
                "This second edition cancels and replaces the first edition, which has been technically",
                "revised. The main change is the new class C and the inspection interval in Clause",
                "7.2.",
                "This standard was prepared by Technical Committee TC 42, Work at height.",
                "1 Scope",
                "This standard specifies requirements for the design, testing and use of portable ladders.",
                "4 Materials",
                "4.1 Wooden stiles shall be made of straight-grained timber free from knots larger than 10 mm.",
                "4.2 A ladder with a stile that is cracked or split shall not be used, whatever its class, under Rule",
                "4.1. The owner shall mark it as defective and take it out of service at once.",
                "5 Use",
                "5.1 A ladder shall be used only for light work of short duration, as limited in clause",
                "5.2. Work of longer duration needs a working platform instead of a ladder.",
                "7 Inspection and records",
                "7.1 The employer is responsible for ensuring that ladders used at work are inspected.",
                "7.2 Ladders used at work shall be inspected by a PCP at intervals not exceeding 6 months.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        by_quote = {
            quote: next(c for c in chunks if quote in " ".join(c.content.split())).meta["article"]
            for quote in (
                "the inspection interval in Clause 7.2.",
                "Technical Committee TC 42",
                "portable ladders.",
                "under Rule 4.1. The owner shall mark it",
                "as limited in clause 5.2. Work of longer duration",
                "7.2 Ladders used at work",
            )
        }
        assert by_quote == {
            "the inspection interval in Clause 7.2.": None,
            "Technical Committee TC 42": None,
            "portable ladders.": None,
            "under Rule 4.1. The owner shall mark it": "4.2",
            "as limited in clause 5.2. Work of longer duration": "5.1",
            "7.2 Ladders used at work": "7.2",
        }
        assert [c.meta["article"] for c in chunks].count("7.2") == 1
        # A title may end in such a word: it is still the heading's title, on a line of its own over the text.
        titled = "4.4 Vision\n4.4.1 Vision Standard Final Rule\nOn January 21, 2022, FMCSA published the final rule."
        (chunk,) = ArticleSplitter(min_chunk_chars=0).split_text(titled)
        assert "\n4.4.1 Vision Standard Final Rule\nOn January 21" in chunk.content

    def test_notes_start_lines_of_their_own(self):
        text = "\n".join(
            [
                "Rule 2. Speed limits in tunnels",
                "A tram in a tunnel must not exceed forty kilometres per hour.",
                "3 See Rule 4 for exceptions that apply to",
                "maintenance trams",
                "4 Tunnels are listed in the register",
                "The controller may lower the limit for maintenance work in the tunnel.",
            ]
        )
        # Notes that end in no stop: read as text alone, they run on into each other and into the sentence after.
        glued = ArticleSplitter(min_chunk_chars=0).split_text(text)[0].content
        assert "maintenance trams 4 Tunnels are listed in the register The controller may" in glued
        notes = [
            [0, ["3 See Rule 4 for exceptions that apply to", "maintenance trams"]],
            [0, ["4 Tunnels are listed in the register"]],
        ]
        chunk = ArticleSplitter(min_chunk_chars=0).split_text(text, meta={"footnotes": notes})[0]
        assert chunk.content.split("\n")[2:] == [
            "3 See Rule 4 for exceptions that apply to maintenance trams",
            "4 Tunnels are listed in the register",
            "The controller may lower the limit for maintenance work in the tunnel.",
        ]
        assert "footnotes" not in chunk.meta

    @pytest.mark.parametrize("rule", [False, True])
    def test_a_mixed_layout_with_footnotes_is_cited_under_its_sections_and_rules(self, rule):
        from haystack.dataclasses import ByteStream

        from rulebook.components.converters.pdf_converter import PyMuPDFToDocument
        from rulebook.components.preprocessors.running_text_cleaner import RunningTextCleaner

        source = ByteStream(mixed_layout_pdf(rule), meta={"file_name": "tramway.pdf"})
        documents = RunningTextCleaner().run(documents=PyMuPDFToDocument().run(sources=[source])["documents"])
        chunks = ArticleSplitter().run(documents=documents["documents"])["documents"]
        assert [c.meta["article"] for c in chunks] == ["Section 1", "Section 2A", "Section 2B", "Rule 6", "Rule 7"]
        by_id = {c.meta["article"]: c for c in chunks}
        assert by_id["Section 2A"].meta["article_title"] == "Speed limits on shared streets"
        assert (
            article_at(by_id["Section 2A"], "Bells are rung before each crossing of a marked footway.") == "Section 2A"
        )
        assert article_at(by_id["Rule 7"], "A driver reports every fault of the brakes at once.") == "Rule 7"
        assert "Rule 6 applies to trainee drivers as well." in by_id["Rule 6"].content
        # Each note a line of its own on its page, and the sentence that runs on to the next page whole.
        lines = by_id["Section 2B"].content.split("\n")
        assert lines[2:6] == [
            "1 The harbour network is defined in the Harbour Act.",
            "2 Twenty kilometres per hour is the limit of 2019.",
            "3 See Rule 4 for exceptions",
            "The controller may lower the limit for maintenance work in the tunnel, and the driver follows the lower "
            "limit until the controller lifts it.",
        ]
        assert (by_id["Section 2B"].meta["page_start"], by_id["Section 2B"].meta["page_end"]) == (1, 2)
        assert "The licence is shown on request." in by_id["Rule 6"].content  # no raised "4" left in it
        assert "4 The licence is renewed every five years." in by_id["Rule 7"].content.split("\n")

    @pytest.mark.parametrize(
        ("convention", "hazards"),
        [("section_suffix", ()), ("rule_dotted", ()), ("section_suffix", ("cross_refs", "footnotes_plain"))],
    )
    def test_the_zoo_conventions_cite_each_sentence_under_its_section_or_rule(self, convention, hazards):
        from eval.layouts import normalise_id

        chunks, truth = _zoo_chunks(convention, hazards)
        for article in truth["articles"]:
            holding = [c for c in chunks if article["sentence"] in " ".join(c.content.split())]
            assert len(holding) == 1, article["id"]
            assert normalise_id(article_at(holding[0], article["sentence"])) == article["key"], article["id"]
        titles = {normalise_id(a["id"]): a["title"] for a in truth["articles"]}
        assert all(
            c.meta["article_title"] == titles[normalise_id(c.meta["article"])]
            for c in chunks
            if c.meta["article"] in titles
        )


class TestLearnedArticleKeyword:
    def test_a_documents_own_keyword_becomes_its_article_heading(self):
        lines = ["LİMAN İŞLERİ GÜVENLİĞİ YÖNETMELİĞİ"]
        chapters = {1: ["BİRİNCİ BÖLÜM", "Genel Hükümler"], 4: ["İKİNCİ BÖLÜM"], 6: ["ÜÇÜNCÜ BÖLÜM", "Son Hükümler"]}
        for number, (title, body) in enumerate(_LIMAN, start=1):
            lines += chapters.get(number, [])
            if number == 7:
                lines += ["Geçiş hükmü", "GEÇİCİ MADDE 1 – (1) Mevcut iskeleler bir yıl içinde uyum sağlar."]
            lines += [title, f"MADDE {number} – (1) {body[0]}", *body[1:]]
        lines += ["Ek-1", "VİNÇ DENETİM FORMU", "Vincin adı, denetim tarihi ve denetleyenin imzası yazılır."]
        lines += ["Ek-2", "EĞİTİM KONULARI", "Yangın, ilk yardım ve yük bağlama konuları anlatılır."]
        chunks = _pdf_chunks(lines, "liman.pdf")
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert [a for a in articles if "BÖLÜM" not in a] == [f"MADDE {n}" for n in range(1, 7)] + [
            "GEÇİCİ MADDE 1",
            "MADDE 7",
            "Ek-1",
            "Ek-2",
        ]
        # The annexes after the last article are heads of their own, not the end of "MADDE 7".
        annex = next(c for c in chunks if "Ek-1" in c.meta["articles"])
        assert annex.meta["breadcrumb"] == "Ek-1 VİNÇ DENETİM FORMU"
        assert "Ek-1" not in next(c for c in chunks if "MADDE 7" in c.meta["articles"]).content
        # The chapter heads, whose word the document repeats, are the articles' parents; a head without a title
        # of its own ("İKİNCİ BÖLÜM") leaves the next line to the article it titles.
        assert [a for a in articles if "BÖLÜM" in a] == ["BİRİNCİ BÖLÜM", "İKİNCİ BÖLÜM", "ÜÇÜNCÜ BÖLÜM"]
        second = next(c for c in chunks if "İKİNCİ BÖLÜM" in c.meta["articles"])
        assert second.content.startswith("İKİNCİ BÖLÜM\nİşleticinin yükümlülükleri\nMADDE 4 – (1) İşletici")
        assert chunks[0].content.startswith("LİMAN İŞLERİ GÜVENLİĞİ YÖNETMELİĞİ\nBİRİNCİ BÖLÜM Genel Hükümler\nAmaç")
        # The title above the number is the article's: it leads the article's text, not the end of the one before.
        led = {c.meta["article"]: c for c in chunks}["MADDE 3"]
        assert led.meta["article_title"] == "Tanımlar"
        assert led.meta["breadcrumb"] == "BİRİNCİ BÖLÜM Genel Hükümler > MADDE 3 Tanımlar"
        assert led.content.startswith("Tanımlar\nMADDE 3 – (1) Bu Yönetmelikte geçen;\na) İskele:")
        # "ç)", the Turkish alphabet's fourth letter, is a sub-clause of its own like "c)" and "d)".
        assert "\nç) Çalışan: İskelede görev yapan kişiyi,\nd) Şamandıra:" in led.content

    def test_a_run_of_captions_is_no_article_convention(self):
        lines = ["Harbour crane survey", "The survey measured every crane of the east quay."]
        for number, crane in enumerate(["Atlas", "Borea", "Castor", "Delta", "Elara", "Fulmar", "Gannet"], start=1):
            lines += [
                f"Table {number} – Load tests of the crane {crane}",
                f"The crane {crane} lifted its rated load twice without a fault.",
            ]
        chunks = _pdf_chunks(lines, "survey.pdf")
        assert chunks and all(c.meta["article"] is None for c in chunks)

    def test_a_document_the_known_conventions_structure_learns_nothing(self):
        lines = []
        for number in range(1, 7):
            lines += [
                f"Article {number}",
                f"Berth {number} – the operator keeps the berth clear of cargo.",
                f"Vessel {number} – the master reports arrival to the harbour office.",
            ]
        text = "\n".join(lines)
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == [f"Article {n}" for n in range(1, 7)]

    def test_a_title_glued_onto_the_keyword_is_split_off(self):
        # A title whose line break the PDF lost ("...yenilenmesiMADDE 12 – ..." in a real regulation).
        titles = ["Amaç", "Kapsam", "Dayanak", "Denetimin yenilenmesi", "Yürürlük", "Yürütme"]
        text = "\n".join(
            f"{title}MADDE {n} – (1) Hüküm." if n == 4 else f"{title}\nMADDE {n} – (1) Bu madde bir hüküm koyar."
            for n, title in enumerate(titles, start=1)
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == [f"MADDE {n}" for n in range(1, 7)]
        assert chunks[3].content == "Denetimin yenilenmesi\nMADDE 4 – (1) Hüküm."
        assert chunks[3].meta["article_title"] == "Denetimin yenilenmesi"


_BERTH_RULES = [
    ("Scope", "These rules apply to every berth of the harbour and to each vessel moored there."),
    ("Mooring lines", "The master keeps at least four mooring lines on a vessel over fifty metres."),
    ("Hot work", "Welding on deck needs a permit signed by the harbour master before work starts."),
    ("Cargo lights", "Cargo areas are lit to fifty lux from sunset to sunrise while work goes on."),
    ("Fire watch", "A fire watch stays at the berth for one hour after hot work has ended."),
    ("Waste", "Oily waste is handed to the licensed collector within two days of arrival."),
]


def _numbered_rules(number, style="{n} {title}"):
    """Rules of `_BERTH_RULES` under headings printed as `style` with each number of `number`."""
    lines = ["Harbour Berth Rules"]
    for n, (title, body) in zip(number, _BERTH_RULES, strict=False):
        lines += [style.format(n=n, title=title), body, "The harbour office keeps a record of each inspection."]
    return "\n".join(lines)


class TestLearnedNumbering:
    """Conventions that no pattern knows, learned from the document's own run of numbers (`_learn_keyword`)."""

    @pytest.mark.parametrize(
        ("numbers", "style", "ids"),
        [
            # A word that no rule knows, with decimal numbers that run on into the next chapter.
            (["1.1", "1.2", "1.3", "2.1", "2.2", "2.3"], "Standard {n} {title}", "Standard {n}"),
            # A new hundred starts a chapter's numbering.
            (["100.1", "100.2", "100.3", "200.1", "200.2", "200.3"], "Policy {n} — {title}", "Policy {n}"),
            # A code glued to its number: an identifier, whose numbering may leave gaps.
            (["08", "10", "11", "14", "15", "17"], "SOP-{n} {title}", "SOP-{n}"),
            # A bare number before a short title (Australian and New Zealand acts, ISO clauses).
            (["1", "2", "3", "4", "5", "6"], "{n} {title}", "{n}"),
            # "Item" numbers the provisions of filings and specifications.
            (["1", "2", "3", "4", "5", "6"], "Item {n}. {title}", "Item {n}"),
        ],
    )
    def test_a_run_of_numbered_headings_is_learned(self, numbers, style, ids):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(_numbered_rules(numbers, style))
        assert [c.meta["article"] for c in chunks[1:]] == [ids.format(n=n) for n in numbers]
        assert [c.meta["article_title"] for c in chunks[1:]] == [title for title, _ in _BERTH_RULES]
        assert chunks[2].content.startswith(f"{style.format(n=numbers[1], title=_BERTH_RULES[1][0])}\n")

    def test_numbered_items_of_forms_after_the_last_heading_do_not_hide_the_numbering(self):
        # A guidebook: "PRINCIPLE 1 - ..." to "PRINCIPLE 6 - ...", then attachments, forms whose numbered questions
        # ("1. COMMON NAME?") the known conventions read as headings. Those come after the last principle, so the
        # principles are still the articles, though there are more attachments than principles; the attachments
        # are the heads that follow them.
        pages = ["Guidebook for the Harbour Berth Plan"]
        for n, (title, body) in enumerate(_BERTH_RULES, start=1):
            pages.append(f"PRINCIPLE {n} - {title.upper()}\n{body}\nThe harbour office keeps a record of each one.")
        for n in range(1, 9):
            pages.append(f"Attachment {n}\nBERTH FORM\n{n}. WHAT IS THE BERTH NAME?\nWrite the name here.")
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\f".join(pages))
        assert [c.meta["article"] for c in chunks[1:]] == [f"PRINCIPLE {n}" for n in range(1, 7)] + [
            f"Attachment {n}" for n in range(1, 9)
        ]
        assert chunks[1].meta["article_title"] == "SCOPE"

    def test_a_run_in_number_with_a_dash_and_its_title_above(self):
        # UK statutory instruments: "3.—(1) A person ..." under the regulation's title on the line above.
        lines = ["The Harbour Berths Regulations"]
        for n, (title, body) in enumerate(_BERTH_RULES, start=1):
            lines += [title, f"{n}.—(1) {body}", "(2) The harbour office keeps a record of each inspection."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [c.meta["article"] for c in chunks[1:]] == [str(n) for n in range(1, 7)]
        assert chunks[3].meta["article_title"] == "Hot work"
        assert chunks[3].content.startswith(f"Hot work\n3.—(1) {_BERTH_RULES[2][1]}")

    def test_numbered_list_items_with_sentences_are_no_headings(self):
        lines = ["Harbour Berth Rules", "The operator shall:"]
        lines += [f"{n} {body}" for n, (_title, body) in enumerate(_BERTH_RULES, start=1)]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert all(c.meta["article"] is None for c in chunks)

    def test_a_run_in_section_title_and_its_body_on_one_line(self):
        # Legislation: "Sec. 2. Fees and charges.— The operator shall ...".
        lines = ["TITLE I—BERTHS"]
        for n, (title, body) in enumerate(_BERTH_RULES, start=1):
            lines += [f"Sec. {n}. {title}.— {body}", "The harbour office keeps a record of each inspection."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        by_id = {c.meta["article"]: c for c in chunks}
        assert [f"Section {n}" for n in range(1, 7)] == [a for a in by_id if a and a.startswith("Section")]
        assert by_id["Section 2"].meta["article_title"] == "Mooring lines"
        assert by_id["Section 2"].content.startswith(f"Sec. 2. Mooring lines.— {_BERTH_RULES[1][1]}")

    def test_inserted_articles_and_paragraph_marks_keep_their_suffix(self):
        text = _numbered_rules(["1", "2", "2a", "2bis", "3", "4"], "Article {n} — {title}")
        assert [c.meta["article"] for c in ArticleSplitter(min_chunk_chars=0).split_text(text)[1:]] == [
            "Article 1",
            "Article 2",
            "Article 2a",
            "Article 2bis",
            "Article 3",
            "Article 4",
        ]
        text = _numbered_rules(["1", "2", "3", "4", "5", "6"], "¶ {n} {title}")
        assert [c.meta["article"] for c in ArticleSplitter(min_chunk_chars=0).split_text(text)[1:]] == [
            f"¶ {n}" for n in range(1, 7)
        ]


class TestStyledHeadings:
    """Headings known only by their type, as the PDF converter lists them in `styled_headings`."""

    def _manual(self):
        lines = ["Harbour Safety Manual"]
        styled = [[0, "Harbour Safety Manual", 1]]
        for title, body in _BERTH_RULES:
            lines += [title, body, "The harbour office keeps a record of each inspection."]
            styled.append([0, title, 2])
        # A title that wraps onto a second line, both set as a heading.
        lines += ["Lifting gear and its", "yearly examination", "Every crane hook is load tested once a year."]
        styled += [[0, "Lifting gear and its", 2], [0, "yearly examination", 2]]
        return "\n".join(lines), styled

    def test_unnumbered_headings_set_as_headings_start_articles(self):
        text, styled = self._manual()
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text, meta={"styled_headings": styled})
        titles = [title for title, _ in _BERTH_RULES] + ["Lifting gear and its yearly examination"]
        # The manual's title heads the chunk of its first section, as a chapter head does.
        assert [a for c in chunks for a in c.meta["articles"]] == ["Harbour Safety Manual", *titles]
        assert [c.meta["article"] for c in chunks[1:]] == titles[1:]
        assert chunks[1].meta["breadcrumb"] == "Harbour Safety Manual > Mooring lines"
        assert chunks[-1].content.startswith("Lifting gear and its yearly examination\nEvery crane hook")
        assert all("styled_headings" not in c.meta for c in chunks)

    def test_a_numbered_document_keeps_its_numbering(self):
        text = _numbered_rules(["1", "2", "3", "4", "5", "6"], "Article {n} — {title}")
        styled = [[0, f"Article {n} — {title}", 1] for n, (title, _) in enumerate(_BERTH_RULES, start=1)]
        styled.append([0, "The harbour office keeps a record of each inspection.", 2])
        plain = ArticleSplitter(min_chunk_chars=0).split_text(text)
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text, meta={"styled_headings": styled})
        assert [c.content for c in chunks] == [c.content for c in plain]
        assert [c.meta["article"] for c in chunks[1:]] == [f"Article {n}" for n in range(1, 7)]

    def test_a_numbered_title_in_sentence_case_set_as_a_heading_is_an_article(self):
        # A fresh user's storage procedure sets "1. Purpose" and "2. Storage limits" in 18 pt bold over 12 pt text:
        # numbered titles in sentence case, which read alone could be a list's items, and its chunks had no article.
        pdf = pymupdf.open()
        page = pdf.new_page(width=595, height=842)
        y = 60
        page.insert_text((50, y), "Northgate Chemical Storage Procedure", fontsize=24, fontname="hebo")
        for n, (title, body) in enumerate(_BERTH_RULES[:4], start=1):
            y += 40
            page.insert_text((50, y), f"{n}. {title.capitalize()}", fontsize=18, fontname="hebo")
            for line in (body, "The harbour office keeps a record of each inspection.", "Records are kept a year."):
                y += 16
                page.insert_text((50, y), line, fontsize=11)
        converted = PyMuPDFToDocument().run(sources=[ByteStream(pdf.tobytes(), meta={"file_name": "ncs.pdf"})])
        assert [0, "2. Mooring lines", 2] in converted["documents"][0].meta["styled_headings"]
        cleaned = RunningTextCleaner().run(documents=converted["documents"])["documents"]
        chunks = ArticleSplitter(min_chunk_chars=0).run(documents=cleaned)["documents"]
        assert chunks[0].content == "Northgate Chemical Storage Procedure"
        assert [(c.meta["article"], c.meta["article_title"]) for c in chunks[1:]] == [
            (str(n), title.capitalize()) for n, (title, _body) in enumerate(_BERTH_RULES[:4], start=1)
        ]


class TestWrappedTitles:
    def test_a_long_title_that_wraps_onto_the_next_line_is_the_title(self):
        lines = ["Harbour Berth Rules"]
        for n, (title, body) in enumerate(_BERTH_RULES, start=1):
            if n == 3:
                lines += [
                    f"¶ {n} Hot work by contractors and other persons not employed by the authority including",
                    "temporary structures and portable equipment",
                    body,
                ]
            else:
                lines += [f"¶ {n} {title}", body]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [c.meta["article"] for c in chunks[1:]] == [f"¶ {n}" for n in range(1, 7)]
        assert chunks[3].meta["article_title"].endswith("including temporary structures and portable equipment")
        assert chunks[3].content.endswith(_BERTH_RULES[2][1])

    def test_a_numbering_that_starts_again_under_each_head_is_named_with_it(self):
        # UK schedules: "Schedule 2, paragraph 1" is cited with its schedule; each schedule numbers from 1.
        lines = ["The Harbour Berths Order"]
        for schedule in (1, 2, 3):
            lines += [f"SCHEDULE {schedule}", f"Fees of part {schedule}"]
            for n in range(1, 4):
                lines += [f"Paragraph {n}", f"The berth fee {schedule}.{n} is paid before the vessel leaves."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        articles = [a for c in chunks for a in c.meta["articles"] if "Paragraph" in a]
        assert articles == [f"SCHEDULE {s} Paragraph {n}" for s in (1, 2, 3) for n in (1, 2, 3)]
        heads = [c for c in chunks if c.meta["article"] == "SCHEDULE 2"]
        assert heads and heads[0].meta["article_title"] == "Fees of part 2"

    def test_decimal_parts_under_learned_requirements_are_their_text(self):
        # NERC reliability standards: "R2." with its parts "2.1.", "2.2." is one requirement, cited as R2.
        lines = ["B. Requirements and Measures"]
        for n, (_title, body) in enumerate(_BERTH_RULES, start=1):
            lines += [f"R{n}. {body}", f"{n}.1. The harbour office keeps a record of requirement {n}."]
            lines += [f"{n}.2. The record of requirement {n} is shown on request."] if n % 2 else []
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [a for c in chunks for a in c.meta["articles"]] == [f"R{n}" for n in range(1, 7)]
        assert "\n2.1. The harbour office keeps a record of requirement 2." in chunks[2].content

    def test_wrapped_parts_under_learned_requirements_are_their_text(self):
        # A part's sentence that wraps ("1.1. Each operator shall keep the records safely" over "in the berth ...")
        # reads as a title on its first line alone; with the line it runs on to, it is a sentence, so a part, not an id.
        lines = ["B. Requirements and Measures"]
        for n, (_title, body) in enumerate(_BERTH_RULES, start=1):
            lines += [f"R{n}. {body}", f"{n}.1. Each harbour operator shall keep the records of requirement {n} safely"]
            lines += ["in the berth office for five years.", f"M{n}. The operator shows the records."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [a for c in chunks for a in c.meta["articles"]] == [f"R{n}" for n in range(1, 7)]
        assert "\n3.1. Each harbour operator shall keep the records of requirement 3 safely" in chunks[3].content

    def test_titled_subclauses_under_learned_clauses_stay_headings(self):
        # ISO: "4 Context" over "4.1 Understanding the organization": a subclause with a title is an article.
        lines = ["Harbour Safety Management"]
        for n, (title, body) in enumerate(_BERTH_RULES, start=1):
            lines += [f"{n} {title}", body, f"{n}.1 Records of {title.lower()}", "The office keeps them five years."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert [f"{n}.1" for n in range(1, 7)] == [a for a in articles if "." in a]


class TestSectionTitlesInNarrowColumns:
    def test_a_section_title_that_runs_on_over_lines_is_the_title(self):
        # 45 CFR as HHS prints it, in three narrow columns: the title wraps, and only the last line ends with ".".
        text = "\n".join(
            [
                "§ 160.203 General rule and",
                "exceptions.",
                "A standard that is contrary to a provision of State law preempts the provision of State law.",
                "§ 160.205 Duration of",
                "effectiveness of exception",
                "determinations.",
                "An exception granted under this subpart remains in effect until the State law is amended.",
                "§ 164.306 Security standards:",
                "General rules.",
                "Covered entities must ensure the confidentiality of all electronic health information.",
                "§ 164.308 Administrative safeguards.",
                "A covered entity must implement policies and procedures to prevent security violations.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        titles = {c.meta["article"]: c.meta["article_title"] for c in chunks}
        assert titles == {
            "§ 160.203": "General rule and exceptions",
            "§ 160.205": "Duration of effectiveness of exception determinations",
            "§ 164.306": "Security standards: General rules",
            "§ 164.308": "Administrative safeguards",
        }
        # No line is lost: the title's lines are the heading's.
        joined = " ".join(" ".join(c.content.split()) for c in chunks)
        assert "§ 160.205 Duration of effectiveness of exception determinations. An exception granted" in joined


class TestStatutesOfOtherScripts:
    def test_a_korean_statute_is_cut_at_its_articles(self):
        # law.go.kr print of the Personal Information Protection Act: "제3조(개인정보 보호 원칙) 1 개인정보처리자는 ..."
        # runs the article's title in brackets and its first paragraph on one line; "제7조의2" is inserted after 제7조.
        chunks = fixture_chunks("kr_personal_information_protection_act_excerpt.pdf")
        articles = list(dict.fromkeys(a for c in chunks for a in c.meta["articles"]))
        assert articles[:8] == ["제1장", "제1조", "제2조", "제3조", "제4조", "제5조", "제6조", "제2장"]
        assert {"제7조", "제7조의2", "제7조의9"} <= set(articles)
        third = next(c for c in chunks if c.meta["article"] == "제3조")
        assert third.meta["article_title"] == "개인정보 보호 원칙" and third.meta["page_start"] == 2
        # Its paragraphs keep their circled numbers as printed.
        assert third.content.startswith("제3조(개인정보 보호 원칙) ① 개인정보처리자는")
        # An amendment note's date ("<개정 2014. 3. 24., ...>") is not cut as sentences are.
        assert not [c.content[-20:] for c in chunks if re.search(r"\d{4}\. \d{1,2}\.$", c.content)]

    def test_the_addenda_of_a_korean_statute_are_named_with_them(self):
        # The addenda ("부칙 <제19234호,2023. 3. 14.>") number their articles from 1 again.
        chunks = fixture_chunks("kr_personal_information_protection_act_excerpt.pdf")
        articles = list(dict.fromkeys(a for c in chunks for a in c.meta["articles"]))
        assert "부칙 <제19234호>" in articles
        addenda = articles[articles.index("부칙 <제19234호>") + 1 :]
        assert addenda[:2] == ["부칙 <제19234호> 제1조", "부칙 <제19234호> 제2조"]
        first = next(c for c in chunks if "부칙 <제19234호> 제1조" in c.meta["articles"])
        assert "제1조(시행일) 이 법은" in first.content

    def test_a_japanese_act_with_its_captions_contents_and_addenda(self):
        # e-Gov print of the Entertainment Business Act (pages 1-3 and 21-23): a table of contents (目次) lists the
        # chapters with their articles; each article's caption stands over it ("（目的）" over "第一条 ..."); the
        # amending acts' addenda ("附　則　（昭和六〇年六月一日法律第四五号）　抄") number their articles from 1 again.
        chunks = fixture_chunks("jp_entertainment_business_act_excerpt.pdf")
        articles = list(dict.fromkeys(a for c in chunks for a in c.meta["articles"]))
        assert articles[:5] == ["第一条", "第二条", "第二章", "第三条", "第四条"]  # no contents entry is a heading
        first = next(c for c in chunks if c.meta["article"] == "第一条")
        assert first.meta["article_title"] == "目的" and "(目的)\n第一条 この法律は、善良の風俗と" in first.content
        assert {"附則 <第四五号>", "附則 <第四五号> 第一条", "附則 <第一五一号> 第三条"} <= set(articles)
        # A wrapped line of Japanese is joined with no space; an item number starts its own line.
        second = " ".join(c.content for c in chunks if c.meta["article"] == "第二条")
        assert "営業所内の照度を十ルクス以下として営むもの" in second and "営むもの 四 まあじやん屋" in second

    def test_a_chinese_regulation_with_its_contents(self):
        # The Shanghai labour contract regulations: a contents list (目录) of seven chapters, then the chapters again
        # over 第一条 ... 第六十二条.
        chunks = fixture_chunks("cn_shanghai_labour_contract_regulations.pdf")
        articles = list(dict.fromkeys(a for c in chunks for a in c.meta["articles"]))
        assert [a for a in articles if a.endswith("章")] == [f"第{n}章" for n in "一二三四五六七"]
        assert [a for a in articles if a.endswith("条")][:3] == ["第一条", "第二条", "第三条"]
        assert articles[-1] == "第六十二条" and len([a for a in articles if a.endswith("条")]) == 62
        # "第七章 附则" is a chapter titled "supplementary provisions", not the addenda of a Korean or Japanese act.
        last = next(c for c in chunks if "第六十条" in c.meta["articles"])
        assert last.meta["articles"][:2] == ["第七章", "第六十条"] and last.meta["article_title"] == "附则"

    def test_line_start_references_in_korean_are_no_articles(self):
        text = "\n".join(
            [
                "제1조(목적) 이 법은 항만의 안전에 관한 사항을 정한다.",
                "제2조(정의) 이 법에서 사용하는 용어의 뜻은 다음과 같다. 다만, 다음 각 호의 경우에는",
                "제1조 및 제3조를 적용하지 아니한다.",
                "제3조(책무) 항만관리자는 안전을 확보하여야 한다.",
                "제4조 삭제 <2020. 2. 4.>",
                "제2장 의료기관의 안전",
                "제5조(보고) 항만관리자는 사고를 보고하여야 한다.",
                "제3장 및 제4장을 적용한다.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert articles == ["제1조", "제2조", "제3조", "제4조", "제2장", "제5조"]
        second = next(c for c in chunks if "제2조" in c.meta["articles"])
        assert "제1조 및 제3조를 적용하지 아니한다." in second.content

    def test_chinese_article_numbers_in_characters(self):
        text = "\n".join(
            [
                "第一编 总则",
                "第一章 总则",
                "第一条 为了规范港口安全，制定本规定。",
                "第二条 本规定适用于港口经营人。",
                "第二章 安全管理",
                "第十条 港口经营人应当建立安全制度。",
                "第二编 经营",
                "第一分编 通则",
                "第一章 一般规定",
                "第十一条 港口经营人应当报告事故。",
                "第一百零五条 本规定自发布之日起施行。",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert articles == [
            *("第一编", "第一章", "第一条", "第二条", "第二章", "第十条"),
            *("第二编", "第一分编", "第一章", "第十一条", "第一百零五条"),
        ]
        assert next(c for c in chunks if "第二章" in c.meta["articles"]).meta["article_title"] == "安全管理"
        # A book numbers its chapters from 1 again, under its sub-books.
        last = next(c for c in chunks if "第一百零五条" in c.meta["articles"])
        assert last.meta["breadcrumb"].startswith("第二编 经营 > 第一分编 通则 > 第一章 一般规定")

    def test_an_elucidation_that_goes_over_the_articles_again_is_named_with_its_part(self):
        # An Indonesian regulation (POJK 22/2023): "Pasal 1" ... "Pasal 14", then a PENJELASAN that goes over them
        # again ("Pasal 1", "Cukup jelas.", ...). Its articles explain the articles and are named with it.
        chunks = fixture_chunks("id_pojk_22_2023_excerpt.pdf")
        articles = list(dict.fromkeys(a for c in chunks for a in c.meta["articles"]))
        assert articles[:14] == [f"Pasal {n}" for n in range(1, 15)]
        assert articles[14:25] == [f"Penjelasan Pasal {n}" for n in range(1, 12)]
        third = next(c for c in chunks if c.meta["article"] == "Pasal 3")
        # The first line of the article's text is no title: the document prints none.
        assert third.meta["article_title"] is None and "(1) PUJK dalam menyelenggarakan" in third.content
        assert next(c for c in chunks if c.meta["article"] == "Penjelasan Pasal 3").meta["page_start"] > 11

    def test_a_list_of_the_articles_before_them_is_no_first_pass(self):
        # A list of attachments on one page, then the attachments themselves: one numbering, not an elucidation.
        contents = [f"Attachment {n} Form {n}" for n in range(1, 13)]
        body = [line for n in range(1, 13) for line in (f"Attachment {n} Form {n}", f"The operator fills in form {n}.")]
        text = "\n".join(["CONTENTS", *contents, "\f".join(["PREFACE\nThe forms follow.", *body])])
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert not any(str(a).startswith("Preface") for c in chunks for a in c.meta["articles"])


class TestAppendixHeads:
    def test_appendix_heads_start_articles_of_their_own(self):
        # Each convention's head: a dash, a colon, a space before the title; a letter, a number, a letter and a
        # number, a roman numeral; the title on the next line.
        lines = ["Chapter 12 – Guidance Notices", "The notices below are issued by the Division."]
        heads = [
            (["Appendix A – TWIC Card"], "Appendix A", "TWIC Card"),
            (["APPENDIX B: Glossary & Acronyms"], "Appendix B", "Glossary & Acronyms"),
            (["Annex 2 Berth fees and charges"], "Annex 2", "Berth fees and charges"),
            (["APPENDIX B1: DEFINITIONS"], "Appendix B1", "DEFINITIONS"),
            (
                ["Appendix 1: POWER UNIT BENCH TESTING RESTRICTIONS"],
                "Appendix 1",
                "POWER UNIT BENCH TESTING RESTRICTIONS",
            ),
            (["SCHEDULE 3", "Pilotage charges"], "Schedule 3", "Pilotage charges"),
            (["ANNEX IV — Forms"], "Annex IV", "Forms"),
        ]
        for head, _article, _title in heads:
            lines += [*head, "The harbour office keeps these records for five years."]
        chunks = ArticleSplitter(min_chunk_chars=0).split_text("\n".join(lines))
        assert [(c.meta["article"], c.meta["article_title"]) for c in chunks[1:]] == [(a, t) for _h, a, t in heads]
        assert chunks[1].content == "Appendix A – TWIC Card\nThe harbour office keeps these records for five years."
        assert chunks[6].content.startswith("SCHEDULE 3 Pilotage charges\n")

    def test_references_to_appendices_are_no_heads(self):
        # A reference to an appendix at a line start, where a line wrapped: after a line that runs on into it, with
        # a sentence after it, or ending a sentence. The appendix head itself comes after them.
        text = "\n".join(
            [
                "Chapter 3 – Records",
                "The operator keeps the forms of the inspection as listed in",
                "Appendix B. Each form is signed by the inspector who made the inspection of the",
                "crossing. For the card that the inspector shows at the gate, see",
                "Appendix A for details.",
                "Appendix A lists the cards accepted at the gate.",
                "The forms are kept for five years.",
                "Appendix A – TWIC Card",
                "The card is shown at the gate.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == ["Chapter 3", "Appendix A"]
        assert "as listed in Appendix B. Each form" in chunks[0].content
        assert "see Appendix A for details." in chunks[0].content
        assert "\nAppendix A lists the cards accepted at the gate." in chunks[0].content

    def test_a_numbered_exhibit_and_an_appendix_of_a_chapter_are_text(self):
        # "Exhibit 3" captions a chart; "Appendix 3-A" and "Annex A.1" are ids of parts, no appendix of their own.
        text = "\n".join(
            [
                "Chapter 3 – Fees",
                "The chart below shows the fees of each district.",
                "Exhibit 3 Fees by district",
                "The fees rose in every district of the region.",
                "Appendix 3-A Forms",
                "Annex A.1 Scope",
                "The forms are kept for five years.",
                "Exhibit A Lease agreement",
                "The lease of the berth is attached.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [(c.meta["article"], c.meta["article_title"]) for c in chunks] == [
            ("Chapter 3", "Fees"),
            ("Exhibit A", "Lease agreement"),
        ]
        assert "\nExhibit 3 Fees by district The fees rose" in chunks[0].content

    def test_a_contents_entry_or_a_head_printed_again_is_no_appendix_head(self):
        # The contents list the appendices with their pages; an appendix quotes an earlier one again, and a running
        # header repeats the head: only the first head of each appendix in the body starts it.
        text = "\n".join(
            [
                "CONTENTS",
                "ARTICLE 1: GENERAL 2",
                "APPENDIX 1: DRAWINGS 3",
                "APPENDIX 2: APPROVED CHANGES 4",
                "\fARTICLE 1: GENERAL",
                "1.1 All cars are weighed before each session of the competition.",
                "\fAPPENDIX 1: DRAWINGS",
                "The drawings of the legality volumes are published by the FIA.",
                "\fAPPENDIX 2: APPROVED CHANGES",
                "Changes for 2027 are set out below.",
                "APPENDIX 1: DRAWINGS",
                "The drawings are published one month earlier.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        heads = [(c.meta["article"], c.meta["page_start"]) for c in chunks if "Appendix" in (c.meta["article"] or "")]
        assert heads == [("Appendix 1", 3), ("Appendix 2", 4)]
        assert chunks[-1].content.endswith("APPENDIX 1: DRAWINGS\nThe drawings are published one month earlier.")

    def test_the_hazmat_glossary_is_cited_as_appendix_b(self):
        # The manual ends with "APPENDICES": "Appendix A – TWIC Card" (page 41), then "Appendix B – Glossary &
        # Acronyms" (page 42) and its entries, which are no part of Chapter 12.
        glossary = [c for c in chunks(HAZMAT) if c.meta["page_start"] >= 42]
        assert glossary and all(c.meta["article"] == "Appendix B" for c in glossary)
        assert {c.meta["article_title"] for c in glossary} == {"Glossary & Acronyms"}
        first = next(c for c in glossary if "Acceptance: Consent to the terms of an offer" in c.content)
        assert first.meta["page_start"] == 42 and first.content.startswith("Appendix B – Glossary & Acronyms\n")
        # "APPENDICES" heads the part that the appendices make: it goes with the first, not with Chapter 12.
        card = _by_article(HAZMAT, "Appendix A")
        assert [(c.meta["article_title"], c.meta["page_start"]) for c in card] == [("TWIC Card", 41)]
        assert card[0].content.startswith("APPENDICES\nAppendix A – TWIC Card")
        chapter = [c for c in chunks(HAZMAT) if c.meta["article"] == "Chapter 12"]
        assert all(c.meta["page_end"] <= 40 and "Acceptance:" not in c.content for c in chapter)

    @pytest.mark.shared_data
    def test_fia_appendices_and_the_one_quoted_under_the_changes(self):
        # "APPENDIX B1: DEFINITIONS" heads its definitions; the appendix of approved changes quotes it again (page
        # 96), as text of that appendix.
        definitions = _by_article(SECTION_B, "Appendix B1")
        assert definitions[0].meta["article_title"] == "DEFINITIONS" and definitions[0].meta["page_start"] == 84
        assert all(c.meta["page_start"] < 86 for c in definitions)
        assert _by_article(SECTION_B, "Appendix B45")[0].meta["article_title"] == "PODIUM CEREMONY"

    def test_an_appendix_of_one_line_keeps_the_next_appendix_out_of_its_chunk(self):
        # FIA's Appendix 3 is its head and one line (the board's rules are not printed); Appendix 4 follows on the
        # next page, its head alone on its line over its title. Appendix 3 is too short for a chunk of its own,
        # yet the entry fees are cited as Appendix 4, not under the id of the appendix before them.
        text = "\n".join(
            [
                "APPENDIX 3",
                "REGULATIONS OF THE DRIVER CONTRACT RECOGNITION BOARD",
                '("Reserved for the exclusive use of Competitors entered in the FIA Formula One World Championship")',
                "\fAPPENDIX 4",
                "ENTRY FEES FOR THE 2024 FIA FORMULA ONE WORLD CHAMPIONSHIP",
                "i) The winner of the 2023 World Championship for Constructors will be required to pay a basic fee.",
                "ii) Every other Competitor will be required to pay a basic fee, as set out in Appendix 4.",
            ]
        )
        chunks = ArticleSplitter().split_text(text)
        assert [(c.meta["article"], c.meta["articles"], c.meta["page_start"]) for c in chunks] == [
            ("Appendix 3", ["Appendix 3"], 1),
            ("Appendix 4", ["Appendix 4"], 2),
        ]
        assert chunks[1].meta["article_title"] == "ENTRY FEES FOR THE 2024 FIA FORMULA ONE WORLD CHAMPIONSHIP"
        assert chunks[1].content.startswith("APPENDIX 4 ENTRY FEES FOR THE 2024 FIA FORMULA ONE WORLD CHAMPIONSHIP\ni)")

    @pytest.mark.shared_data
    def test_each_fia_appendix_starts_a_chunk_of_its_own(self):
        # The 2024 sporting regulations end with Appendices 1 to 9, listed on the contents page and referred to in
        # the articles ("... in Appendix 4"). Each starts a chunk at its own head, on its own page, and no chunk
        # holds two of them.
        pieces = chunks(SPORTING_2024)
        firsts = {}
        for chunk in pieces:
            if str(chunk.meta["article"]).startswith("Appendix"):
                firsts.setdefault(chunk.meta["article"], chunk)
        assert list(firsts) == [f"Appendix {n}" for n in range(1, 10)]
        for article, chunk in firsts.items():
            assert chunk.content.upper().startswith(article.upper()), chunk.content[:80]
            assert chunk.meta["page_start"] >= 70  # after the articles; a contents entry or a reference is text
        assert all(sum(str(a).startswith("Appendix") for a in c.meta["articles"]) == 1 for c in firsts.values())
        fees = firsts["Appendix 4"]
        assert (fees.meta["page_start"], fees.meta["article_title"]) == (
            75,
            "ENTRY FEES FOR THE 2024 FIA FORMULA ONE WORLD CHAMPIONSHIP",
        )
        assert "US$657,837" in fees.content and "DRIVER CONTRACT" not in fees.content
        assert firsts["Appendix 3"].meta["articles"] == ["Appendix 3"]

    def test_cfr_appendices_to_a_part_are_named_with_their_part(self):
        # The FRA signal manual's Part 236, as printed: the part lists its appendices before its sections (no page
        # numbers), a section refers to them ("See appendix A to this part", "contained in" over "Appendix F to Part
        # 236."), and the appendices follow the last section, one after a line that ends no sentence.
        text = "\n".join(
            [
                "Subpart I – Positive Train Control Systems",
                "• § 236.1049 Training specific to roadway workers.",
                "\fAppendix A to Part 236 – Civil Penalty Schedule – refer to 49 CFR",
                "Appendix B to Part 236 – Risk Assessment Criteria",
                "Appendix C to Part 236 – Safety Assurance Criteria and Processes",
                "Appendix D to Part 236 – Independent Review of Verification and Validation",
                "\f§ 236.0 Applicability, minimum requirements, and penalties.",
                "(a) Except as provided in paragraph (b) of this section, this part applies to all railroads.",
                "(f) Any person who violates a requirement of this part is subject to a civil penalty. See appendix A",
                "to this part for a statement of agency civil penalty policy.",
                "§ 236.913 Filing and approval of PSPs.",
                "(h) The third-party assessment must, at a minimum, meet the per minimum requirements contained in",
                "Appendix F to Part 236.",
                "(i) Information required by this section is filed under appendix A to part 236 with the Associate",
                "Administrator.",
                "\fAppendix A to Part 236—Civil Penalty Schedule",
                "Refer to the latest edition of 49 CFR Part 236 – CIVIL PENALTIES",
                "Appendix B to Part 236—Risk Assessment Criteria",
                "The safety-critical performance of each product for which risk assessment is required under this part"
                " must be assessed in accordance with the following minimum criteria.",
                "[70 FR 11052, March 07, 2005]",
                "Appendix C to Part 236—Safety Assurance Criteria and Processes",
                "(a) What is the purpose of this appendix? This appendix seeks to promote disclosure of safety risk.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        heads = [(c.meta["article"], c.meta["article_title"], c.meta["page_start"]) for c in chunks]
        assert heads == [
            ("Subpart I", "Positive Train Control Systems", 1),
            ("§ 236.0", "Applicability, minimum requirements, and penalties", 3),
            ("§ 236.913", "Filing and approval of PSPs", 3),
            ("Appendix A to Part 236", "Civil Penalty Schedule", 4),
            ("Appendix B to Part 236", "Risk Assessment Criteria", 4),
            ("Appendix C to Part 236", "Safety Assurance Criteria and Processes", 4),
        ]
        # The part's list of its appendices is text of the subpart's chunk, and the references are text.
        assert "Appendix D to Part 236 – Independent Review of Verification and Validation" in chunks[0].content
        assert "contained in Appendix F to Part 236." in chunks[2].content
        assert chunks[3].content == (
            "Appendix A to Part 236—Civil Penalty Schedule\n"
            "Refer to the latest edition of 49 CFR Part 236 – CIVIL PENALTIES"
        )

    def test_cfr_appendices_without_a_letter_or_to_a_subpart_are_heads(self):
        # A CFR part with one appendix prints it without a letter ("Appendix to Part 236—..."), and a subpart may
        # have appendices of its own ("Appendix A to Subpart B of Part 191—..."). Each starts a chunk of its own,
        # named with its part or subpart, and the section before it or the subpart around it keeps its text apart.
        pages = [
            [
                "Subpart I – Positive Train Control Systems",
                "§ 236.1005 Requirements for Positive Train Control systems.",
                "(a) Each PTC system required under this subpart shall reliably prevent train-to-train collisions.",
                "§ 236.1049 Training specific to roadway workers.",
                "(a) Roadway worker training shall cover the PTC system's interaction with on-track equipment.",
            ],
            [
                "Appendix to Part 236—Civil Penalty Schedule",
                "A penalty may be assessed against any person who violates a requirement of this part.",
                "The schedule lists the amount of the penalty for each section of the part.",
            ],
            [
                "Subpart B—Emergency Planning",
                "§ 191.21 Emergency plans.",
                "(a) Each operator shall keep an emergency plan that names the person in charge of each site.",
                "§ 191.23 Drills.",
                "(a) Each operator shall hold an emergency drill once a year and record its results for three years.",
                "Appendix A to Subpart B of Part 191—Guidance on Emergency Drills",
                "A drill may be held at any site, provided that every person named in the plan takes part.",
                "Subpart C—Records",
                "§ 191.31 Retention of records.",
                "(a) Each operator shall retain the records required by this part for at least five years.",
            ],
        ]
        chunks = _pdf_page_chunks(pages, "cfr.pdf")
        heads = [(c.meta["article"], c.meta["article_title"], c.meta["page_start"], c.meta["page_end"]) for c in chunks]
        assert heads == [
            ("Subpart I", "Positive Train Control Systems", 1, 1),
            ("Appendix to Part 236", "Civil Penalty Schedule", 2, 2),
            ("Subpart B", "Emergency Planning", 3, 3),
            ("Appendix A to Subpart B of Part 191", "Guidance on Emergency Drills", 3, 3),
            ("Subpart C", "Records", 3, 3),
        ]
        assert [c.meta["articles"] for c in chunks][1::2] == [
            ["Appendix to Part 236"],
            ["Appendix A to Subpart B of Part 191"],
        ]
        assert "A drill may be held" not in chunks[2].content and "A penalty may" not in chunks[0].content
        assert chunks[3].meta["breadcrumb"].startswith("Subpart B—Emergency Planning > Appendix A to Subpart B")
        # A reference at a line start, or to the part in lower case, is text.
        text = "\n".join(
            [
                "§ 236.0 Applicability.",
                "(a) This part applies to all railroads, and the penalties are those in the",
                "Appendix to Part 236 lists the penalties for each section.",
                "Appendix to this part.",
            ]
        )
        assert [c.meta["articles"] for c in ArticleSplitter(min_chunk_chars=0).split_text(text)] == [["§ 236.0"]]

    @pytest.mark.shared_data
    def test_the_signal_manual_cites_the_appendices_to_parts_233_and_236(self):
        # The manual reprints 49 CFR Parts 233 to 236: Part 233's appendix (page 95) and Part 236's appendices A to E
        # (pages 430 to 436) start articles of their own; Part 236's list of its appendices (page 178) and the
        # references to them in its sections are text. Appendix F is listed and referred to, never printed.
        pieces = chunks(SIGNAL)
        firsts = {}
        for chunk in pieces:
            if " to Part " in str(chunk.meta["article"]):
                firsts.setdefault(chunk.meta["article"], chunk)
        assert [(a, c.meta["article_title"], c.meta["page_start"]) for a, c in firsts.items()] == [
            ("Appendix A to Part 233", "Schedule of Civil Penalties1", 95),
            ("Appendix A to Part 236", "Civil Penalty Schedule", 430),
            ("Appendix B to Part 236", "Risk Assessment Criteria", 430),
            ("Appendix C to Part 236", "Safety Assurance Criteria and Processes", 432),
            ("Appendix D to Part 236", "Independent Review of Verification and Validation", 434),
            ("Appendix E to Part 236", "Human-Machine Interface (HMI) Design", 436),
        ]
        assert all(c.content.startswith(a) for a, c in firsts.items())
        listed = [c for c in pieces if "Appendix B to Part 236 – Risk Assessment Criteria" in c.content]
        assert [c.meta["article"] for c in listed] == ["Subpart I"]
        (reference,) = [c for c in pieces if "requirements contained in Appendix F to Part 236." in c.content]
        assert reference.meta["article"] == "§ 236.1017"
        # Part 233's appendix holds no subpart of Part 234, which follows it.
        assert firsts["Appendix A to Part 233"].meta["articles"] == ["Appendix A to Part 233"]

    def test_an_appendix_of_its_head_alone_is_no_list_entry(self):
        # FIA's technical regulations print "APPENDIX 2: DRAWINGS" with nothing under it but drawings, directly over
        # "APPENDIX 3", and list both on the contents page: two heads together are heads, not a list of them.
        text = "\n".join(
            [
                "CONTENTS",
                "APPENDIX 2: DRAWINGS 158",
                "APPENDIX 3: POWER UNIT SYSTEMS 160",
                "\fARTICLE 41: FINAL TEXT",
                "41.1 The final text of these regulations is the English version.",
                "\fAPPENDIX 2: DRAWINGS",
                "\fAPPENDIX 3: POWER UNIT SYSTEMS",
                "The power unit systems are listed below.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        heads = [(c.meta["article"], c.meta["page_start"]) for c in chunks if "Appendix" in str(c.meta["article"])]
        assert heads == [("Appendix 2", 3), ("Appendix 3", 4)]


class TestRulesWithoutAFullStop:
    """Rules printed without a final full stop, under chapter heads of a number and a title ("4 LOAD CLASSES")."""

    TEXT = "\n".join(
        [
            "KESTREL HARBOUR AUTHORITY",
            "Crane Operating Rules",
            "Issued 14 March 2024",
            "\f1 GENERAL",
            "1.1 These rules apply to every quay crane and mobile harbour crane operated within Kestrel",
            "Harbour.",
            "1.2 The crane operator must hold a valid crane licence issued by the Harbour Master",
            "1.3 No operator shall work more than 10 hours in one shift, including breaks.",
            "1.4 The signaller wears a high-visibility orange vest",
            "\f2 WIND",
            "2.2 Lifting stops when the wind exceeds 15 metres per second",
            "\f3 MAINTENANCE",
            "3.5 Load tests at 110 per cent of rated capacity are done after every major repair.",
            "3.6 Only the Chief Engineer may return a tagged crane to service",
            "4 LOAD CLASSES",
            "4.1 The maximum load of each crane class is given in Table 1.",
            "4.3 Tandem lifts are not made at night",
        ]
    )

    def test_a_rule_that_states_something_is_text_not_a_title(self):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(self.TEXT)
        titles = {a: t for c in chunks for a, t in zip(c.meta["articles"], c.meta["article_titles"], strict=True)}
        assert titles["1.2"] is None and titles["4.3"] is None and titles["3.6"] is None
        # A rule in the present tense, printed without its full stop, is text too (makes_statement(present=True)).
        assert titles["1.4"] is None and titles["2.2"] is None
        # A line longer than a title is the first line of its rule, which wraps on to the next.
        assert titles["1.1"] is None
        first = next(c for c in chunks if "1.1" in c.meta["articles"])
        wrapped = "1.1 These rules apply to every quay crane and mobile harbour crane operated within Kestrel Harbour."
        assert wrapped in first.content.split("\n")

    def test_a_rule_that_states_its_scope_is_text_not_a_title(self):
        # A harbour's crane code opens with rules of scope and duty, printed without their full stops; its titles
        # name things, some of them with "this code" in them.
        text = "\n".join(
            [
                "HARBOR CRANE CODE",
                "\f1 GENERAL",
                "1.1 This code applies to all cranes operated on the harbor premises",
                "1.2 Application of this code",
                "Mobile cranes hired for one lift are operated under this code.",
                "1.3 This section covers the duties of crane operators and signallers",
                "1.4 These rules apply to contractors working on the quay",
                "1.5 The operator is responsible for the load and its slings",
                "\f4 DUTIES",
                "4.3 Duties of the signaller",
                "The signaller stands where the operator can see him.",
                "4.4 Definitions and abbreviations",
                "SWL means safe working load.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        titles = {a: t for c in chunks for a, t in zip(c.meta["articles"], c.meta["article_titles"], strict=True)}
        assert [titles[a] for a in ("1.1", "1.3", "1.4", "1.5")] == [None] * 4
        assert (titles["1.2"], titles["4.3"], titles["4.4"]) == (
            "Application of this code",
            "Duties of the signaller",
            "Definitions and abbreviations",
        )
        lines = [line for c in chunks for line in c.content.split("\n")]
        assert "1.1 This code applies to all cranes operated on the harbor premises" in lines
        scope = next(c for c in chunks if "1.1" in c.meta["articles"])
        assert article_at(scope, "This code applies to all cranes operated on the harbor premises") == "1.1"

    def test_a_short_title_that_names_a_thing_stays_a_title(self):
        text = "1.2 Operator licences\nThe crane operator holds a licence.\n1.3 Records kept on board\nLogs are kept."
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [(c.meta["article"], c.meta["article_title"]) for c in chunks] == [
            ("1.2", "Operator licences"),
            ("1.3", "Records kept on board"),
        ]

    def test_a_chapter_head_after_an_unstopped_rule_starts_its_own_line(self):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(self.TEXT)
        lines = [line for c in chunks for line in c.content.split("\n")]
        assert "3.6 Only the Chief Engineer may return a tagged crane to service" in lines
        assert "4 LOAD CLASSES" in lines and "1 GENERAL" in lines
        load = next(c for c in chunks if "4" in c.meta["articles"])
        # The head names no chunk of its own: its first rule does, and the head is among the chunk's articles.
        assert load.meta["article"] == "4.1" and load.meta["articles"][:2] == ["4", "4.1"]
        assert load.meta["article_titles"][0] == "LOAD CLASSES"
        assert article_at(load, "4.1 The maximum load of each crane class is given in Table 1.") == "4.1"
        rules = next(c for c in chunks if "3.6" in c.meta["articles"])
        assert article_at(rules, "Only the Chief Engineer may return a tagged crane to service") == "3.6"

    def test_a_number_that_a_sentence_wraps_onto_stays_text(self):
        text = "\n".join(
            [
                "2.1 Each crane is inspected before use.",
                "2.2 A crane that lifts more than",
                "4 Tonnes over the quay edge is tested every week.",
                "2.3 Wire ropes are replaced when worn.",
                "3 Tonnes is the limit of the small crane.",
                "4.1 Cranes stop in high wind.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert "4" not in articles and "3" not in articles
        joined = "\n".join(c.content for c in chunks)
        assert "2.2 A crane that lifts more than 4 Tonnes over the quay edge is tested every week." in joined

    def test_the_cover_is_no_part_of_the_first_article(self):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(self.TEXT, {"page_labels": ["", "2", "3"]})
        cover = chunks[0]
        assert cover.meta["article"] is None and (cover.meta["page_start"], cover.meta["page_end"]) == (1, 1)
        assert cover.content.startswith("KESTREL HARBOUR AUTHORITY")
        first = chunks[1]
        assert first.meta["articles"][:2] == ["1", "1.1"] and first.meta["page_start"] == 2
        assert first.meta["page_label_start"] == "2"
        # Front matter on the page of the first head still leads that head's chunk.
        same_page = ArticleSplitter().split_text("Crane Operating Rules\n1 GENERAL\n1.1 The rules apply.")
        assert len(same_page) == 1 and same_page[0].content.startswith("Crane Operating Rules")

    def test_a_printed_rulebook_of_unstopped_rules_is_cited_by_rule_and_page(self):
        # A cover that prints no page number, then pages "Page 2 of 3", "Page 3 of 3" under a running header.
        doc = pymupdf.open()
        cover = doc.new_page(width=595, height=842)
        cover.insert_text((72, 250), "KESTREL HARBOUR AUTHORITY", fontsize=22)
        cover.insert_text((72, 290), "Crane Operating Rules", fontsize=18)
        pages = [
            "1 GENERAL\n1.1 These rules apply to every crane operated within Kestrel Harbour.\n"
            "1.2 The crane operator must hold a valid crane licence issued by the Harbour Master\n"
            "1.3 No operator shall work more than 10 hours in one shift, including breaks.",
            "3.6 Only the Chief Engineer may return a tagged crane to service\n4 LOAD CLASSES\n"
            "4.1 The maximum load of each crane class is given in Table 1.\n4.3 Tandem lifts are not made at night",
        ]
        for number, text in enumerate(pages, start=2):
            page = doc.new_page(width=595, height=842)
            page.insert_textbox(pymupdf.Rect(72, 90, 523, 752), text, fontsize=11, lineheight=1.5)
            page.insert_text((72, 50), "Kestrel Harbour Authority - Crane Operating Rules", fontsize=8)
            page.insert_text((465, 802), f"Page {number} of 3", fontsize=8)
        source = ByteStream(doc.tobytes(), meta={"file_name": "kestrel.pdf"})
        converted = PyMuPDFToDocument(ocr="off").run(sources=[source])["documents"]
        assert converted[0].meta["page_labels"] == ["", "2", "3"]
        cleaned = RunningTextCleaner().run(documents=converted)["documents"][0]
        chunks = ArticleSplitter().split_text(cleaned.content, cleaned.meta)
        spans = {a: (c.meta["page_start"], c.meta["page_end"]) for c in chunks for a in c.meta["articles"]}
        # Short rules share a chunk across the page break, as before; the cover is in none of them.
        assert spans["1.2"][0] == 2 and spans["4.3"][1] == 3
        assert chunks[0].meta["article"] is None and chunks[0].meta["page_end"] == 1
        lines = [line for c in chunks for line in c.content.split("\n")]
        assert "3.6 Only the Chief Engineer may return a tagged crane to service" in lines
        assert "4.3 Tandem lifts are not made at night" in lines
        titles = [
            t for c in chunks for a, t in zip(c.meta["articles"], c.meta["article_titles"], strict=True) if "." in a
        ]
        assert titles and all(t is None for t in titles)


class TestChapterNumberedSections:
    """A city code's sections numbered by their chapter and a hyphen ("§ 3-102"), each an article of its own."""

    TEXT = "\n".join(
        [
            "CITY OF HOLLOWAY",
            "Building Code 2024",
            "\fChapter 1 Administration",
            "§ 1-101 Title and scope",
            "(a) This Code shall be known as the Holloway Building Code. It applies to every building within the city.",
            "(b) Detached dwellings are exempt from Chapter 3, except § 3-102, and comply with the Residential Code.",
            "§ 1-102 Permits",
            "(a) No person shall erect or demolish a building without first obtaining a permit from the Building",
            "Official. Applications are decided within 30 working days of receipt.",
            "\fChapter 3 Means of Egress",
            "§ 3-101 Occupancy classification",
            "(a) Every building is classified by its use as assembly, business, residential or storage.",
            "§ 3-102 Exit access travel distance",
            "(a) The exit access travel distance shall not exceed 60 m in a sprinklered building, or 45 m where the",
            "building is not sprinklered.",
            "§ 3-103 Number of exits",
            "(a) Every storey with an occupant load over 50 has two exits at least.",
        ]
    )

    def test_a_hyphenated_section_id_is_one_article(self):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(self.TEXT)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert articles == ["Chapter 1", "§ 1-101", "§ 1-102", "Chapter 3", "§ 3-101", "§ 3-102", "§ 3-103"]
        travel = next(c for c in chunks if c.meta["article"] == "§ 3-102")
        assert travel.meta["article_title"] == "Exit access travel distance" and "60 m" in travel.content
        # A reference at a line start is text ("§ 3-102, and comply ...").
        assert "except § 3-102, and comply" in next(c for c in chunks if "§ 1-101" in c.meta["articles"]).content


class TestActSections:
    """An act's sections printed "s 23 Records" (Australian and UK style), numbered from each part's own ten."""

    TEXT = "\n".join(
        [
            "Fair Work Standards Act 2021",
            "Part 1 - Preliminary",
            "s 1 Short title",
            "This Act may be cited as the Fair Work Standards Act 2021.",
            "s 3 Definitions",
            "In this Act, Commissioner means the Fair Work Commissioner appointed under",
            "s 41 and inspector means a person appointed as an inspector under s 45.",
            "Part 2 - Records",
            "s 23 Records",
            "(1) An employer must keep a record of the hours worked by each employee for 7 years.",
            "(2) A record must be in English and readily accessible to an inspector.",
            "s 24 Pay slips",
            "(1) An employer must give each employee a pay slip within 1 working day of paying them.",
            "Part 3 - Administration",
            "s 41 Commissioner",
            "(1) The Minister appoints the Fair Work Commissioner for a term of 5 years.",
        ]
    )

    def test_s_and_a_number_before_a_title_is_a_section(self):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(self.TEXT)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert articles == ["Part 1", "s 1", "s 3", "Part 2", "s 23", "s 24", "Part 3", "s 41"]
        slips = next(c for c in chunks if c.meta["article"] == "s 24")
        assert slips.meta["article_title"] == "Pay slips" and "1 working day" in slips.content
        # A reference wrapped to a line start ("under" / "s 41 and ...") is text.
        definitions = next(c for c in chunks if c.meta["article"] == "s 3")
        assert "appointed under s 41 and inspector" in definitions.content


class TestContentsWithoutPageNumbers:
    """A table of contents that lists the article headings without page numbers, then the articles themselves."""

    TEXT = "\n".join(
        [
            "INTERNATIONAL KAYAK FEDERATION",
            "Disciplinary Code 2025",
            "\fTable of Contents",
            "Article 1 Scope",
            "Article 2 Violations",
            "Article 3 Sanctions",
            "Annex A Sanctions table",
            "Article 1 Scope",
            "1.1",
            "This Code applies to all athletes and officials registered with a National Federation.",
            "Article 2 Violations",
            "2.1",
            "Failing to report to the doping control station within 60 minutes of notification is a violation.",
            "\fArticle 3 Sanctions",
            "3.1",
            "The period of ineligibility for a first violation is 4 years.",
            "Annex A Sanctions table (summary of Article 3)",
            "First violation | 4 years",
        ]
    )

    def test_the_contents_entries_are_text_and_the_headings_start_the_articles(self):
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(self.TEXT)
        by_article = {c.meta["article"]: c for c in chunks}
        assert by_article["Article 1"].content.startswith("Article 1 Scope\n1.1 This Code applies")
        assert "60 minutes" in by_article["Article 2"].content and "4 years" in by_article["Article 3"].content
        assert by_article["Annex A"].meta["article_title"] == "Sanctions table (summary of Article 3)"
        assert "First violation | 4 years" in by_article["Annex A"].content
        # The contents are the text of the front matter, filed under no article.
        front = chunks[0]
        assert front.meta["articles"] == [] and "Annex A Sanctions table\nArticle" not in front.content
        assert "Article 3 Sanctions" in front.content


class TestByeLaws:
    """A club's or a council's bye-laws ("Bye-law 6. Safety on the water"), in each spelling, named "Bye-law 6"."""

    @pytest.mark.parametrize(
        ("word", "name"),
        [
            ("Bye-law", "Bye-law"),
            ("BYE-LAW", "Bye-law"),
            ("Byelaw", "Byelaw"),
            ("By-law", "By-law"),
            ("Bylaw", "Bylaw"),
        ],
    )
    def test_a_bye_law_head_names_its_article(self, word, name):
        text = "\n".join(
            [
                "HARBOUR SAILING CLUB",
                f"{word} 1. Membership",
                "(1) Any person aged 16 or over may apply to join the Club.",
                f"{word} 2. Moorings",
                "(1) A member may hold one mooring, for which the rent is £90 a year.",
                # A reference at a line start (no period after the number), and one wrapped after a line that runs
                # on into it, are text.
                f"{word} 1 applies to moorings as well.",
                "A member who sublets a mooring is suspended, as the Committee may decide under",
                f"{word} 3. The Committee hears the member first.",
                f"{word} 3. Discipline",
                "(1) The Committee may suspend a member for up to 3 months.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks[1:]] == [f"{name} 1", f"{name} 2", f"{name} 3"]
        assert chunks[2].meta["article_title"] == "Moorings"
        assert f"{word} 1 applies to moorings as well." in chunks[2].content
        assert f"{word} 3. The Committee hears the member first." in chunks[2].content

    def test_the_bye_laws_of_a_rowing_club_are_cited_by_bye_law(self):
        # The newcomer's rowing club heads its articles "Bye-law 6. Safety on the water" over paragraphs (1), (2):
        # every chunk had no article id, so its citations printed none and "bye-law 3(1)" found nothing.
        found = chunks(BYELAWS)
        assert all(c.meta["article"] for c in found)
        assert {a for c in found for a in c.meta["articles"]} == {f"Bye-law {n}" for n in range(1, 16)}
        launches = next(c for c in found if c.meta["article"] == "Bye-law 8")
        assert launches.meta["article_title"] == "Launches" and launches.meta["page_start"] == 3
        quote = "“The driver wears the kill cord at all times while the engine is running.” [1]"
        assert article_at(launches, quote) == "Bye-law 8"
        cited = cited_articles("how much is the subscription under byelaw 3(1)?")
        assert {c.meta["article"] for c in found if cites(cited, c.meta["article"])} == {"Bye-law 3"}


class TestCodeOfOrdinances:
    """A town code's chapter: "§ 12-5. Winter overnight parking ban; snow emergencies.", under running headers."""

    def test_every_section_of_a_parking_chapter_is_a_chunk_of_its_own(self):
        # The newcomer's parking chapter lost the heads of § 12-5 and § 12-12, whose titles are phrases between
        # semicolons, and its running header "§ 12-3 MILLBROOK CODE § 12-7" was read as a heading of § 12-3 that
        # hid the head of § 12-13 printed under it.
        found = chunks(PARKING_CODE)
        sections = {a for c in found for a in c.meta["articles"] if a.startswith("§")}
        assert sections == {f"§ 12-{n}" for n in range(1, 23)}
        # § 12-1 comes under the chapter's head; § 12-15 ("Reserved.") is too short to stand alone.
        for n in [*range(2, 15), *range(16, 23)]:
            first, *_rest = [c for c in found if c.meta["article"] == f"§ 12-{n}"]
            assert first.content.startswith(f"§ 12-{n}. "), first.content[:80]
        ban = next(c for c in found if c.meta["article"] == "§ 12-5")
        assert ban.meta["article_title"] == "Winter overnight parking ban; snow emergencies"
        assert "Depot Street" in ban.content
        assert not any(re.search(r"(?:MILLBROOK CODE|PARKING) § 12-\d+", c.content) for c in found)

    def test_a_title_of_phrases_between_semicolons_is_a_title_a_sentence_is_not(self):
        text = "\n".join(
            [
                "Sec. 4-1. Licences; fees.",
                "(a) A licence costs $40 a year.",
                "Sec. 4-2. Renewal; late renewal; refunds.",
                "(a) A licence is renewed each January.",
                "Sec. 4-3. Inspections.",
                "(a) An officer inspects each premises once a year.",
                "RULE 7. A driver reports every fault; the tram stops at once.",
                "The tram is taken out of service until the fault is repaired.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        titles = {c.meta["article"]: c.meta["article_title"] for c in chunks}
        assert titles == {
            "Section 4-1": "Licences; fees",
            "Section 4-2": "Renewal; late renewal; refunds",
            "Section 4-3": "Inspections",
            "Rule 7": None,  # its text run in
        }

    def test_a_header_range_left_in_the_text_is_no_heading(self):
        # A two-page chapter: the header is on one page only, too few to tell it as running; it stays text.
        text = "\n".join(
            [
                "§ 4-1. Licences.",
                "(a) A licence costs $40 a year.",
                "§ 4-2. Renewal.",
                "(a) A licence is renewed each January.",
                "\f§ 4-2 ASHBY CODE § 4-4",
                "(b) A late renewal costs $10 more.",
                "§ 4-3. Inspections.",
                "(a) An officer inspects each premises once a year.",
                "§ 4-4. Appeals.",
                "(a) A refusal may be appealed to the Board within 14 days.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == ["§ 4-1", "§ 4-2", "§ 4-3", "§ 4-4"]
        assert "§ 4-2 ASHBY CODE § 4-4\n(b) A late renewal" in chunks[1].content


# A made-up code of practice in the layout of a leisure trust's pool code: section heads across the page, and each
# paragraph's label ("para 2.5") in small italic type in a narrow left margin, beside the paragraph's first line.
_POOL_CODE = [
    ("Section 1  Scope", []),
    ("1.1", ["This Code sets out how the Trust runs its swimming pools safely on every site."]),
    ("1.2", ["The Duty Manager on shift applies this Code at the site and keeps its records."]),
    ("Section 2  Lifeguard cover", []),
    ("2.1", ["No pool may open to bathers unless at least two lifeguards are on poolside."]),
    ("2.2", ["A lifeguard must be at least 16 years old. A lifeguard under 18 may not be alone on", "poolside."]),
    ("2.3", ["No lifeguard may stay at one supervision position for more than 20 minutes."]),
    ("2.4", ["Every lifeguard completes at least 20 hours of in-service training in each year."]),
    ("Section 3  Records", []),
    ("3.1", ["Pool test records and plant logs are kept for at least 3 years."]),
]


def _margin_label_pdf(word: str) -> bytes:
    """The pool code on one A4 page, each paragraph labelled "<word> 2.3" in the left margin."""
    with pymupdf.open() as pdf:
        page = pdf.new_page(width=595, height=842)
        y = 80.0
        for key, lines in _POOL_CODE:
            if not lines:
                page.insert_text((60, y + 8), key, fontname="hebo", fontsize=11)
                y += 24
                continue
            label = f"{word} {key}"
            width = pymupdf.get_text_length(label, fontname="heit", fontsize=7.5)
            page.insert_text((112 - width, y), label, fontname="heit", fontsize=7.5)
            for line in lines:
                page.insert_text((124, y), line, fontname="helv", fontsize=9.5)
                y += 13
            y += 8
        return pdf.tobytes(garbage=3, deflate=True)


class TestParagraphLabels:
    """A paragraph's label in the margin ("para 5.12", "Para. 12", "Paragraph 4.3") names the paragraph it opens."""

    @pytest.mark.parametrize(
        ("word", "name"), [("para", "para"), ("Para.", "para"), ("PARA", "para"), ("Paragraph", "Paragraph")]
    )
    def test_a_margin_label_is_the_id_of_its_paragraph(self, word, name):
        # Named in the short form the label is printed in, or in full: "para 2.3" (also for "Para. 2.3").
        data = _margin_label_pdf(word)
        documents = PyMuPDFToDocument().run(sources=[ByteStream(data, meta={"file_name": "pool.pdf"})])["documents"]
        documents = RunningTextCleaner().run(documents=documents)["documents"]
        found = ArticleSplitter(min_chunk_chars=0).split_text(documents[0].content, dict(documents[0].meta))
        assert [c.meta["article"] for c in found] == [f"{name} {key}" for key, lines in _POOL_CODE if lines]
        rotation = next(c for c in found if c.meta["article"] == f"{name} 2.3")
        # The label starts its paragraph's chunk; it is no word of the sentence before it.
        assert (
            rotation.content
            == f"{word} 2.3 No lifeguard may stay at one supervision position for more than 20 minutes."
        )
        assert rotation.meta["breadcrumb"] == f"Section 2 Lifeguard cover > {word} 2.3"
        assert rotation.meta["article_title"] is None
        under_18 = next(c for c in found if c.meta["article"] == f"{name} 2.2")
        assert under_18.content.endswith("may not be alone on poolside.")
        # The bare section head goes with its first paragraph, which names the chunk.
        first = next(c for c in found if c.meta["article"] == f"{name} 2.1")
        assert first.meta["articles"] == ["Section 2", f"{name} 2.1"]
        assert first.content.startswith("Section 2 Lifeguard cover\n")
        # A user's "para 2.3" is the chunk's citation, and a quote of it is cited under it.
        cited = cited_articles("what does para 2.3 say?")
        assert [c.meta["article"] for c in found if cites(cited, c.meta["article"])] == [f"{name} 2.3"]
        quote = "“No lifeguard may stay at one supervision position for more than 20 minutes.” [1]"
        assert article_at(rotation, quote) == f"{name} 2.3"

    def test_sentences_that_start_with_paragraph_are_text(self):
        # A regulation's "Paragraph 1 shall not apply ..." and a manual's "Paragraph 1. State the date ..." are
        # sentences, and a lone label outside a numbering ("Para. 4" once) is no paragraph's id.
        text = "\n".join(
            [
                "Article 8",
                "1. The controller shall give the data subject the information.",
                "Paragraph 1 shall not apply where the data subject already has the information.",
                "Paragraph 2. State the date of the inspection, when the violation was found.",
                "Paragraph 3. List the specific appliance or location within the system.",
                "Paragraph 4. State that the condition is dangerous and explain why.",
                "Para. 4",
                "The inspector should make a recommendation.",
            ]
        )
        found = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in found] == ["Article 8"]

    def test_the_paragraphs_of_the_pool_code_are_its_articles(self):
        # The nc9 pool code printed "para 2.5" beside each paragraph: the label was read into the sentence before
        # it ("... on poolside. para 2.5 No lifeguard ..."), and its chunks were filed under "Section 2".
        found = chunks(POOL_CODE)
        labelled = {a for c in found for a in c.meta["articles"] if a.startswith("para ")}
        assert {"para 2.5", "para 5.12"} <= labelled and len(labelled) == 42
        assert not any(re.search(r"\S para \d", c.content) for c in found)
        holder = next(c for c in found if "No lifeguard may stay at one supervision position" in c.content)
        assert "\npara 2.5 No lifeguard may stay" in holder.content
        chlorine = [c for c in found if cites(cited_articles("According to para 5.12, what ...?"), c.meta["article"])]
        assert [(c.meta["article"], c.meta["page_start"]) for c in chlorine] == [("para 5.12", 4)]
        assert "free chlorine is raised to 2.0–3.0 mg/l" in chlorine[0].content


@pytest.fixture(scope="module")
def iso_standard(tmp_path_factory) -> list[Document]:
    """
    A standard laid out as ISO/IEC Directives Part 2 lays one out: a cover page with no page number, then clauses
    "1 Scope", "2 Normative references", "3 Terms and definitions" (number, term and definition on lines apart) with
    their own text, "4 Requirements" over "4.1 General", and "5 Marking" over "5.1 Each device shall ...", under a
    running header and page numbers.
    """
    pages = [
        [
            ("INTERNATIONAL STANDARD XSO 9901", True),
            ("Third edition 2025-02-01", False),
            ("Portable gas detectors for confined spaces — Requirements", True),
            ("Reference number XSO 9901:2025(E)", False),
        ],
        [
            ("1 Scope", True),
            ("This document specifies requirements for portable detectors of flammable and toxic gases used in", False),
            ("confined spaces. It does not apply to fixed detection systems.", False),
            ("2 Normative references", True),
            ("There are no normative references in this document.", False),
            ("3 Terms and definitions", True),
            ("For the purposes of this document, the following terms and definitions apply.", False),
            ("3.1", True),
            ("confined space", True),
            ("enclosed space with limited openings where a hazardous atmosphere can build up", False),
            ("3.2", True),
            ("alarm set point", True),
            ("gas concentration at which the detector gives its first alarm", False),
        ],
        [
            ("4 Requirements", True),
            ("4.1 General", True),
            ("4.1.1 Every detector shall give an audible and a visual alarm.", False),
            ("4.2 Sensors", True),
            ("4.2.1 The oxygen sensor shall respond within 15 s.", False),
            ("5 Marking", True),
            ("5.1 Each detector shall be marked with the gases it detects and its serial number.", False),
            ("5.2 The marking shall remain legible for the life of the detector.", False),
        ],
    ]
    return lines_pdf_chunks(pages, tmp_path_factory.mktemp("iso") / "xso_9901.pdf", header="XSO 9901:2025(E)")


class TestIsoClauses:
    """A standard's top-level clauses, a number and a title with no period between them ("1 Scope")."""

    def test_each_top_level_clause_is_an_article_with_its_title(self, iso_standard):
        named = [(c.meta["article"], c.meta["article_title"]) for c in iso_standard]
        assert named[1:4] == [("1", "Scope"), ("2", "Normative references"), ("3", "Terms and definitions")]
        titles = {a: t for c in iso_standard for a, t in zip(c.meta["articles"], c.meta["article_titles"], strict=True)}
        assert titles["4"] == "Requirements" and titles["4.1"] == "General" and titles["5"] == "Marking"

    def test_the_cover_stays_apart(self, iso_standard):
        cover = iso_standard[0]
        assert cover.meta["article"] is None and cover.meta["page_end"] == 1
        assert "1 Scope" not in cover.content and "INTERNATIONAL STANDARD XSO 9901" in cover.content

    def test_the_terms_entries_are_entries_of_clause_3(self, iso_standard):
        terms = next(c for c in iso_standard if c.meta["article"] == "3")
        assert terms.meta["articles"] == ["3", "3.1", "3.2"]
        assert terms.meta["article_titles"] == ["Terms and definitions", None, None]  # a term is no title
        assert "\n3.1 confined space enclosed space with limited openings" in terms.content
        assert "\n3.2 alarm set point gas concentration" in terms.content

    def test_a_clause_over_a_titled_sub_clause_leaves_the_chunk_to_it(self, iso_standard):
        general = next(c for c in iso_standard if "4.1.1" in c.meta["articles"])
        assert general.meta["article"] == "4.1" and general.meta["breadcrumb"] == "4 Requirements > 4.1 General"

    def test_a_clause_over_its_first_sub_clause_leaves_the_chunk_to_it(self, iso_standard):
        # As a chapter head over its first rule does (`TestRulesWithoutAFullStop`): the head is among the articles.
        marking = next(c for c in iso_standard if "5.1" in c.meta["articles"])
        assert marking.meta["article"] == "5.1" and marking.meta["articles"][:2] == ["5", "5.1"]
        assert marking.meta["article_titles"][0] == "Marking" and marking.meta["breadcrumb"] == "5 Marking > 5.1"
        assert marking.content.startswith("5 Marking\n5.1 Each detector")

    def test_numbered_lines_with_no_decimal_clause_under_any_are_text(self):
        # Numbered lines of a list, not a standard's clauses: no "N.1" shows that they head anything.
        text = "\n".join(
            [
                "Steps of the start-up check.",
                "1 Battery level",
                "Check that the battery indicator shows at least two bars.",
                "2 Bump test",
                "Expose the detector to the test gas and check that it alarms.",
                "3 Clock setting",
                "Set the clock to local time.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        assert [c.meta["article"] for c in chunks] == [None]

    def test_a_wrapped_number_out_of_the_run_is_no_clause(self):
        text = "\n".join(
            [
                "1 Scope",
                "This document applies to trailers.",
                "2 Normative references",
                "There are no normative references in this document.",
                "3 Loads",
                "3.1 The axle load of a trailer shall not exceed",
                "7 Tonnes per axle",
                "4 Marking",
                "Each trailer shall be marked with its maximum load.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert articles == ["1", "2", "3", "3.1", "4"]
        loads = next(c for c in chunks if "3.1" in c.meta["articles"])
        assert "shall not exceed 7 Tonnes per axle" in loads.content

    def test_a_run_in_capitals_or_under_an_appendix_is_left_as_it_was(self):
        # A manual's chapter heads in capitals wrap their titles ("2 THE REGULATION OF DRIVERS" over "AND VEHICLES"):
        # each is a head only over its first part, as before. Numbered lines under an appendix head are its
        # paragraphs.
        capitals = "\n".join(
            [
                "1 INTRODUCTION",
                "1.1 This handbook guides examiners.",
                "2 THE REGULATION OF DRIVERS",
                "AND VEHICLES",
                "2.1 Drivers are regulated by the agency.",
                "3 MEDICAL CERTIFICATION",
                "3.1 Examiners certify drivers.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(capitals)
        assert [a for c in chunks for a in c.meta["articles"]] == ["1", "1.1", "2.1", "3", "3.1"]
        appendix = "\n".join(
            [
                "1 Scope",
                "1.1 These rules apply to cars.",
                "2 Bodywork",
                "2.1 Bodywork is measured with the car at rest.",
                "APPENDIX 1: REFERENCE VOLUMES",
                "1 Front Volume",
                "1.1 A cuboid of 300 mm.",
                "2 Floor Surface",
                "The floor surface is composed of the following elements:",
                "2.1 A plane at Z=0.",
                "3 Rear Volume",
                "3.1 A cuboid of 200 mm.",
            ]
        )
        chunks = ArticleSplitter(min_chunk_chars=0).split_text(appendix)
        articles = [a for c in chunks for a in c.meta["articles"]]
        assert articles == ["1", "1.1", "2", "2.1", "Appendix 1", "3", "3.1"]
        assert "\n2 Floor Surface The floor surface is composed" in chunks[2].content


@pytest.mark.parametrize(
    ("text", "articles", "second"),
    [
        # The HTML converter writes a row "| cell | cell |"; a long last row ending in a word is no sentence that runs
        # on.
        (
            "Section 3 Discharge limits\nTable 1 sets the limits.\n| Parameter | Unit | Daily maximum | Monthly "
            "average |\n| pH | pH units | 6.0 to 9.0 at all times | 6.0 to 9.0 at all times |\n"
            "Section 4 Monitoring\nThe permit holder must take a grab sample at least once a week.\n"
            "Section 5 Prohibitions\nNo discharge is made during a drought emergency.",
            ["Section 3", "Section 4", "Section 5"],
            "Section 4 Monitoring\nThe permit holder",
        ),
        # The PDF converter writes a row "cell | cell" on one line, its wrapped cells joined: a last row over 60
        # characters had read as a sentence running on, and "Section 2. Enforcement hours" as its rest, so a fee
        # schedule's sections after a table were cited as the section before it.
        (
            "Section 1. Permit types and prices\nPermit type | Who can apply | Price\n"
            "Resident permit (first vehicle) | Residents of the zone | £80\nSection 2. Enforcement hours\n"
            "Permit holders may park in zone bays from 8am to 6.30pm, Monday to Saturday.\n"
            "Section 3. Penalties\nParking in a permit bay without a valid permit incurs a penalty charge of £70.",
            ["Section 1", "Section 2", "Section 3"],
            "Section 2. Enforcement hours\nPermit holders",
        ),
    ],
    ids=["html-row", "pdf-row"],
)
def test_a_heading_after_a_long_table_row_opens_its_article(text, articles, second):
    chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
    assert [c.meta["article"] for c in chunks] == articles
    assert chunks[1].content.startswith(second)


def test_a_short_document_of_two_numbered_articles_is_split_at_them():
    # A short policy numbers only two articles; three are needed in a long document, where "Section 1:" of a form
    # is no article.
    text = (
        "Cafe Rules\nArticle 1 Cafes\nCafes may open from 7 am and must close by 11 pm every day.\n"
        "Article 2 Terraces\nTerraces must be cleared of chairs and tables by 10 pm."
    )
    chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
    assert [c.meta["article"] for c in chunks] == [None, "Article 1", "Article 2"]
    assert chunks[2].content.startswith("Article 2 Terraces\nTerraces must be cleared")


def test_rules_each_part_numbers_from_its_own_start_are_split_at_them():
    # A fresh user's marina rules number Rules 1-2 in Part 1, 7-9 in Part 2 and 12-13 in Part 3: the jump after a
    # part's head had left Rules 7 to 15 inside chunks cited as "Part 2" and "Part 3".
    text = (
        "Harbourside Marina Berth Rules 2024\nPart 1 - Allocation of berths\nRule 1 Application\n"
        "(1) These rules apply to every vessel moored at Harbourside Marina.\n"
        "(2) A vessel on a visitor mooring is bound by Rule 7 and Rule 9 only.\n"
        "Rule 2 Berth applications\n(1) An application for an annual berth is made on Form HB-3.\n"
        "Part 2 - Conduct in the marina\nRule 7 Speed and navigation\n"
        "(1) No vessel shall exceed a speed of 4 knots within the marina basin.\n"
        "Rule 8 Refuelling\n(1) Refuelling is permitted only at the fuel pontoon between 08:00 and 18:00.\n"
        "Part 3 - Fees\nRule 12 Visitor moorings\n(1) A visitor may stay no longer than 14 consecutive nights."
    )
    chunks = ArticleSplitter(min_chunk_chars=0).split_text(text)
    articles = [c.meta["article"] for c in chunks]
    assert "Rule 7" in articles and "Rule 8" in articles and "Rule 12" in articles
    assert next(c for c in chunks if c.meta["article"] == "Rule 12").content.endswith("14 consecutive nights.")
    # Only right under the part's head: a rule cited at a line's start further on keeps to the numbering.
    cited = text.replace("Rule 8 Refuelling\n", "Rule 8 Refuelling\nRule 40 Charges apply as the Board sets.\n")
    assert "Rule 40" not in [c.meta["article"] for c in ArticleSplitter(min_chunk_chars=0).split_text(cited)]
