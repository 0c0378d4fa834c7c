"""
rulebook.text.language: the hint a refusal carries when a question seems written in another language than the
documents, from the evidence scorer's real signals on the Hazmat manual, and through the whole query graph.
"""

from rulebook.engine import Rulebook
from rulebook.text.language import UNKNOWN_TERMS_HINT, vocabulary_hint
from tests.helpers import FAR_OFF, OFF_TOPIC

SPANISH = "¿Quién puede inspeccionar los registros de materiales peligrosos?"


class TestVocabularyHint:
    def test_real_signals_of_a_question_in_another_language(self, hazmat_book):
        signals = hazmat_book.retrieve(SPANISH)["signals"]
        assert signals["unknown_terms"] > UNKNOWN_TERMS_HINT
        hint = vocabulary_hint(SPANISH, signals)
        assert hint.startswith(
            f"The question seems to be in another language than the documents: {signals['unknown_terms']:.0%}"
        )
        assert hint.endswith("Ask in the documents' language, with their terms.")

    def test_no_hint_for_english_short_or_known_questions(self, hazmat_book):
        for question in (OFF_TOPIC, "What is the capital of France?"):  # English function words
            assert vocabulary_hint(question, hazmat_book.retrieve(question)["signals"]) is None, question
        assert vocabulary_hint("frenos averiados", {"unknown_terms": 1.0}) is None  # two words: too short to tell
        assert vocabulary_hint(SPANISH, {"unknown_terms": UNKNOWN_TERMS_HINT}) is None  # most words are known
        assert vocabulary_hint(SPANISH, {}) is None

    def test_a_question_in_another_language_is_refused_with_a_hint(self, hazmat_book):
        offline = Rulebook(hazmat_book.settings.with_values(rewrite=False))  # no query rewriting: the gate alone
        offline._pipelines = hazmat_book._pipelines
        spanish = offline.ask("¿Quién puede inspeccionar los registros de materiales peligrosos?")
        assert spanish["mode"] == "refused"
        assert "in the documents' language" in spanish["notice"]
        # Refused too, but English (or too short to tell): no language hint.
        for question in (OFF_TOPIC, FAR_OFF, "What is the capital of France?", "brakes?", "§ 214.7"):
            english = offline.ask(question)
            assert english["mode"] == "refused", question
            assert "language" not in (english["notice"] or ""), question
