"""
rulebook.text.language: the hint a refusal carries when a question seems written in another language than the
documents, from the evidence scorer's real signals on the Hazmat manual, and through the whole query graph.
"""

from rulebook.engine import Rulebook
from rulebook.text.language import UNKNOWN_TERMS_HINT, vocabulary_hint
from tests.helpers import FAR_OFF, OFF_TOPIC

SPANISH = "¿Quién puede inspeccionar los registros de materiales peligrosos?"
#: "What is the definition of dangerous goods transport?" in Chinese and in Japanese: no spaces between words.
CHINESE = "危险品运输的定义是什么？"
JAPANESE = "危険物輸送の定義は何ですか？"


class TestVocabularyHint:
    def test_real_signals_of_a_question_in_another_language(self, hazmat_book):
        signals = hazmat_book.retrieve(SPANISH)["signals"]
        assert signals["unknown_terms"] > UNKNOWN_TERMS_HINT
        hint = vocabulary_hint(SPANISH, signals)
        assert hint.startswith(
            f"The question seems to be in another language than the documents: {signals['unknown_terms']:.0%}"
        )
        assert hint.endswith("Ask in the documents' language, with their terms.")

    def test_real_signals_of_a_question_in_chinese_or_japanese(self, hazmat_book):
        # Written without spaces, each is a run of characters: it counts by the pairs the lexical analysis cuts.
        for question in (CHINESE, JAPANESE):
            signals = hazmat_book.retrieve(question)["signals"]
            assert signals["unknown_terms"] > UNKNOWN_TERMS_HINT, question
            hint = vocabulary_hint(question, signals)
            assert hint is not None and hint.startswith("The question seems to be in another language"), question
        assert vocabulary_hint("什么？", {"unknown_terms": 1.0}) is None  # one pair of characters: too short to tell

    def test_english_passages_and_passages_in_chinese(self):
        from rulebook.text.language import passages_language_hint
        from tests.helpers import SEALS, fixture_chunks

        question = "Can an employer end a labour contract without notice?"
        chinese = [c.content for c in fixture_chunks("cn_shanghai_labour_contract_regulations.pdf")[:3]]
        assert passages_language_hint(question, chinese) is not None
        assert passages_language_hint(question, [SEALS.content] * 8) is None

    def test_no_hint_for_english_short_or_known_questions(self, hazmat_book):
        for question in (OFF_TOPIC, "What is the capital of France?"):  # English function words
            assert vocabulary_hint(question, hazmat_book.retrieve(question)["signals"]) is None, question
        assert vocabulary_hint("frenos averiados", {"unknown_terms": 1.0}) is None  # two words: too short to tell
        assert vocabulary_hint(SPANISH, {"unknown_terms": UNKNOWN_TERMS_HINT}) is None  # most words are known
        assert vocabulary_hint(SPANISH, {}) is None

    def test_a_question_in_another_language_is_refused_with_a_hint(self, hazmat_book):
        offline = Rulebook(hazmat_book.settings.with_values(rewrite=False))  # no query rewriting: the gate alone
        offline._pipelines = hazmat_book._pipelines
        for question in (SPANISH, CHINESE, JAPANESE):
            other = offline.ask(question)
            assert other["mode"] == "refused", question
            assert "in the documents' language" in other["notice"], question
        # Refused too, but English (or too short to tell): no language hint.
        for question in (OFF_TOPIC, FAR_OFF, "What is the capital of France?", "brakes?", "§ 214.7"):
            english = offline.ask(question)
            assert english["mode"] == "refused", question
            assert "language" not in (english["notice"] or ""), question
