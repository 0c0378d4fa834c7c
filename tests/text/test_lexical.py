"""rulebook.text.lexical: the analysis every BM25 path shares (ids kept whole, stop words, stems, parents of ids)."""

import pymupdf
import pytest

from rulebook.text.lexical import _TOKEN, analyze, analyze_question, normalize, term_index, term_set, tokenize
from tests.ingestion_samples import HAZMAT, NIST_BASELINES, source_pdf


class TestLexicalAnalyzer:
    def test_regulation_ids_stay_whole(self):
        terms = analyze("In accordance with Article B7.2.1, see § 214.7, GV.OC-01 and AC-2.")
        assert {"b7.2.1", "214.7", "gv.oc-01", "ac-2"} <= set(terms)

    def test_words_of_other_alphabets_and_pairs_of_cjk_characters(self):
        # Before, only ASCII letters made tokens: "sociétés" gave "soci" and "t", a Korean or Chinese question none.
        assert tokenize("Les sociétés de la Fédération, Zürich") == [
            "les",
            "sociétés",
            "de",
            "la",
            "fédération",
            "zürich",
        ]
        assert tokenize("İşyeri MADDE 4") == ["işyeri", "madde", "4"]  # the lower-cased "İ" keeps no combining dot
        assert tokenize("劳动合同应当以书面形式订立") == [
            "劳动",
            "动合",
            "合同",
            "同应",
            "应当",
            "当以",
            "以书",
            "书面",
            "面形",
            "形式",
            "式订",
            "订立",
        ]
        assert tokenize("개인정보 보호 원칙") == ["개인", "인정", "정보", "보호", "원칙"]
        # A question and a passage in Korean share the pairs of the words they share, particles aside.
        question = set(analyze_question("개인정보 보호 원칙은 무엇인가?"))
        passage = set(
            analyze("제3조(개인정보 보호 원칙) ① 개인정보처리자는 개인정보의 처리 목적을 명확하게 하여야 하고")
        )
        assert {"개인", "정보", "보호", "원칙"} <= question & passage
        # ASCII text is read exactly as before, and so are ids beside non-ASCII punctuation.
        assert tokenize("§ 214.7 “Definitions” 2–13 café-bar") == ["214.7", "definitions", "2", "13", "café", "bar"]

    def test_numbered_ids_also_give_their_parents(self):
        # "Part 214" must share a term with "§ 214.5"; lettered ids (B7.2.1) and ranges stay as they are.
        terms = analyze("§ 214.5 Responsibility for compliance; see 7.2.7 and Article B7.2.1.", parents=True)
        assert terms[-3:] == ["214", "7", "7.2"]
        assert "214" in analyze("a Part 214 requirement") and "b7" not in terms
        # Questions get no parents: "3.5 tonnes" must not bring in all of chapter 3.
        assert analyze("Can a tank car carry 3.5 tonnes?") == ["tank", "car", "carri", "3.5", "tonn"]

    def test_questions_lose_their_framing_words_passages_keep_them(self):
        assert analyze_question("What happens if a driver misses the weighbridge?") == ["driver", "miss", "weighbridg"]
        assert analyze_question("Tell me what the manual says; explain and describe it.") == ["manual"]
        assert analyze_question("What happened after the inspector said and told them?") == ["inspector"]
        assert analyze_question("What happens?") == []
        # A passage that writes "happens" is still found by it as a word of its text.
        assert "happen" in analyze(
            "Drivers may request a change, provided such request happens before ...", parents=True
        )
        # Without framing words, a question's terms are analyze()'s.
        assert analyze_question("Who may inspect tank cars?") == analyze("Who may inspect tank cars?")

    def test_a_score_typed_with_a_hyphen_meets_the_documents_en_dash(self):
        # The documents print "a win by 3–2" (en dash: two terms); users type "3-2" (hyphen: one token, as ids are).
        passage = analyze("(b) a win by 3–2: 2 points;")
        question = analyze_question("how many league points for winning 3-2")
        assert {"3", "2"} <= set(question) & set(passage)
        assert "3-2" in question  # still whole, for a chapter's section id ("§ 12-3")
        assert analyze_question("What does HMG-107 say?") == ["hmg-107"]  # a code's letters keep it one term

    def test_ligatures_and_stemming(self):
        assert analyze("ﬁnal Officials") == analyze("final official")
        assert "the" not in analyze("the tyres")

    @pytest.mark.parametrize("name", [HAZMAT, pytest.param(NIST_BASELINES, marks=pytest.mark.shared_data)])
    def test_the_fast_tokenizer_gives_the_token_regex_tokens_on_real_pages(self, name):
        # tokenize() scans runs of token characters first; on text whose letters are ASCII it must split exactly as
        # the one regex does, or the passages indexed before and after it would disagree with the questions. Other
        # letters make words of their own ("l'état" gives "état", where the regex gave "tat").
        tricky = "Don't, AC-2(1); gv.oc-01 b7.2.1-3 2024-25 '§214.7' l'etat 1.2.a x-1 ..5 a.b.c-12 -- rock'n'roll"
        texts = [tricky]
        with pymupdf.open(source_pdf(name)) as pdf:
            texts += [page.get_text() for page in pdf.pages(0, min(40, pdf.page_count))]
        for text in texts:
            if not any(c.isalpha() and not c.isascii() for c in normalize(text)):
                assert tokenize(text) == _TOKEN.findall(normalize(text).lower())
            assert term_set(text) == frozenset(analyze(text, parents=True))
        assert tokenize(tricky)[:6] == ["don't", "ac-2", "1", "gv.oc-01", "b7.2.1-3", "2024-25"]
        assert "état" in tokenize("l'état") and "l" in tokenize("l'état")

    def test_term_index_is_stable_and_31_bit(self):
        assert term_index("tyre") == term_index("tyre")
        assert 0 <= term_index("tyre") < 2**31
