"""rulebook.text.references: the articles a question cites by id, and whether a chunk is filed under one."""

import pytest

from rulebook.text.references import (
    article_key,
    cited_articles,
    cited_paragraphs,
    cites,
    label_words,
    labels_a_part,
    opens_paragraph,
    without_citations,
    written_forms,
)


@pytest.mark.parametrize(
    ("question", "cited"),
    [
        ("What does Article 7(3) say?", [("article", "7")]),
        ("what does section 6 of the travel policy say?", [("section", "6")]),
        ("what does clause 5.4.1 require", [("clause", "5.4.1")]),
        ("Which terms does § 214.7 define?", [("section", "214.7")]),
        ("Is Rule 12(b) still in force?", [("rule", "12")]),
        ("Under Art. 4.1 and Article b7.2, who decides?", [("article", "4.1"), ("article", "B7.2")]),
        ("What changed in section 2024?", []),  # a year
        ("How many days does a carrier have?", []),
    ],
)
def test_the_articles_a_question_cites(question, cited):
    assert cited_articles(question) == cited


def test_a_chunk_is_filed_under_the_article_or_a_sub_article_with_a_compatible_label():
    article_7 = cited_articles("What does Article 7(3) say?")
    assert cites(article_7, "Article 7") and cites(article_7, "Article 7 (cont.)")
    assert cites(article_7, "7.1") and cites(article_7, "7.2.1")  # a bare id of the same number
    assert not cites(article_7, "Article 17") and not cites(article_7, "Rule 7") and not cites(article_7, "Annex I")
    assert cites(cited_articles("§ 214.7"), "§ 214.7") and cites(cited_articles("section 214.7"), "§ 214.7")
    assert cites(cited_articles("section 6"), "Section 6 – Meals") and not cites([], "Section 6")
    assert article_key("Section 6 – Meals") == ("section", "6") and article_key("B7.2.1") == (None, "B7.2.1")
    assert article_key("Chapter II") is None and article_key(None) is None


def test_without_citations_leaves_what_the_question_asks_of_the_article():
    assert without_citations("What does Article 7(3) say?").split() == ["What", "does", "(3)", "say?"]
    assert without_citations("under § 214.7, who may inspect?").split() == ["under", ",", "who", "may", "inspect?"]
    assert without_citations("How many days?") == "How many days?"


def test_a_cited_paragraph_and_the_text_that_opens_it():
    assert cited_paragraphs("what are the exceptions (art 17(3))?") == ["3"]
    assert cited_paragraphs("What does Article 12(3) and Article 15(1) say?") == ["3", "1"]
    assert cited_paragraphs("What does Article 7 say?") == [] and cited_paragraphs("Rule 12(b)") == []
    assert opens_paragraph("3. Paragraphs 1 and 2 shall not apply", ["3"])
    assert opens_paragraph("(3) The controller shall reply.", ["3"])
    assert not opens_paragraph("13. The controller shall reply.", ["3"]) and not opens_paragraph("3.5 m", ["3"])


def test_chapter_numbered_sections_and_act_sections_are_cited_as_printed():
    assert cited_articles("What does § 3-102 say?") == [("section", "3-102")]
    assert cited_articles("What does Section 12-4 require?") == [("section", "12-4")]
    assert cited_articles("What do sections 3-5 say?") == [("section", "3")]  # a range, from its first
    assert cited_articles("§ 236.715-716 [Reserved]") == [("section", "236.715")]
    assert cited_articles("What does s 23 say?") == cited_articles("under s. 23") == [("section", "23")]
    assert cited_articles("What's 5 per cent of 20?") == [] and cited_articles("Class S 23") == []
    assert article_key("§ 3-102") == ("section", "3-102") and article_key("s 23 (cont.)") == ("section", "23")
    assert cites(cited_articles("What does § 3-102 say?"), "§ 3-102")
    assert not cites(cited_articles("What does § 3 say?"), "§ 3-102")
    assert cites(cited_articles("What does s 23 say?"), "s 23") and cites(cited_articles("section 23"), "s 23")
    assert not cites(cited_articles("What does s 23 say?"), "s 2")


def test_a_maritime_regulation_id_of_a_roman_chapter_and_a_number_is_cited():
    assert cited_articles("What does regulation II/7 of the crew regulations require?") == [("regulation", "II/7")]
    assert cites(cited_articles("Regulation II/3"), "Regulation II/3 Masters of vessels of 500 GT or more")
    assert not cites(cited_articles("Regulation II/3"), "Regulation II/31")


def test_a_bye_law_is_cited_in_each_spelling_under_one_label():
    # A rowing club's "Bye-law 3" is asked about as "bye-law 3(1)", "byelaw 3" or "by-law 3"; the chunk the splitter
    # names "Bye-law 3" (or "Byelaw 3", "By-law 3", as its document prints it) is filed under each.
    for question in ("what does bye-law 3(1) say?", "Byelaw 3", "under by-law 3, who pays?", "BYE-LAW 3(2)", "bylaw 3"):
        assert cited_articles(question) == [("bye-law", "3")], question
        assert cites(cited_articles(question), "Bye-law 3") and cites(cited_articles(question), "By-law 3 (cont.)")
        assert not cites(cited_articles(question), "Bye-law 13") and not cites(cited_articles(question), "Rule 3")
    assert cited_articles("What do bye-laws 6-8 require?") == [("bye-law", "6")]  # a range, from its first
    assert cited_paragraphs("what does bye-law 3(1) say?") == ["1"]
    assert not cites(cited_articles("What does Rule 6 say?"), "Bye-law 6")
    assert article_key("Byelaw 12") == ("bye-law", "12") and article_key("BY-LAW 4") == ("bye-law", "4")
    assert cited_articles("the by-law of 2024") == [] and cited_articles("the bye-laws 2024") == []
    assert label_words("bye-law") == ["bye-law", "byelaw", "by-law", "bylaw"]
    assert written_forms("Bye-law 6") == ["Bye-law 6"] and labels_a_part("Bye-laws")


def test_a_labelled_paragraph_is_cited_by_its_label_only():
    # A code of practice labels its paragraphs "para 5.12", and the splitter files chunks under them ("para 5.12",
    # "Paragraph 4.3" where printed in full); a paragraph of an article ("Regulation IV/1 para 1.2") is not the "1.2"
    # of another numbering.
    assert cited_articles("According to para 5.12, what do we raise the free chlorine to?") == [("paragraph", "5.12")]
    assert cited_articles("what does Paragraph 4.3 say?") == cited_articles("Para. 4.3") == [("paragraph", "4.3")]
    assert cited_articles("paras 1.4 and 6.3") == [("paragraph", "1.4")]
    assert cited_articles("the pH parameter 5 is checked") == []
    para = cited_articles("what does para 5.12 say?")
    assert cites(para, "para 5.12") and cites(para, "Paragraph 5.12 (cont.)") and cites(para, "para 5.12.1")
    assert not cites(para, "5.12") and not cites(para, "Section 5.12") and not cites(para, "para 5.1")
    assert article_key("para 5.12") == ("paragraph", "5.12") and label_words("paragraph") == ["paragraph", "para"]
    assert without_citations("According to para 5.12, what?").split() == ["According", "to", ",", "what?"]
    # A heading prints the label as the document does: "Para. 12" is named "para 12".
    assert written_forms("para 12") == ["para 12", "Para. 12", "Para 12"]
    assert written_forms("Paragraph 4.3") == ["Paragraph 4.3", "para 4.3", "Para. 4.3", "Para 4.3"]
    assert written_forms("§ 12") == ["§ 12"] and written_forms("s 23") == ["s 23"]
