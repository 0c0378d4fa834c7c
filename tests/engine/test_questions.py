"""rulebook.engine.questions: what the engine checks around a question (its length), on the Hazmat manual."""

import pytest

from rulebook.engine import QuestionError
from rulebook.engine.questions import check_question


class TestCheckQuestion:
    def test_the_question_is_stripped(self):
        assert check_question("  Who may inspect hazmat records?\n", max_chars=40) == "Who may inspect hazmat records?"

    @pytest.mark.parametrize("question", [None, "", " \n\t "])
    def test_an_empty_question_says_what_to_ask(self, question):
        with pytest.raises(QuestionError, match=r"^The question is empty: ask something, e.g. 'Who may inspect"):
            check_question(question, max_chars=40)

    @pytest.mark.parametrize("question", ["?!?... ;;; ---", "¿?", "***"])
    def test_punctuation_alone_is_no_question(self, question):
        with pytest.raises(QuestionError, match=r"^The question has no words: ask something"):
            check_question(question, max_chars=40)
        # A question in a script without case still has words.
        assert check_question("谁可以发布紧急命令？", max_chars=40) == "谁可以发布紧急命令？"

    def test_a_long_question_gives_its_length_and_the_limit(self):
        assert check_question("x" * 40, max_chars=40) == "x" * 40
        with pytest.raises(
            QuestionError, match=r"^The question is 41 characters long; the limit is 40\. Ask about one"
        ):
            check_question("x" * 41 + "  ", max_chars=40)

    @pytest.mark.parametrize("question", ["", "   ", "x" * 5000])
    def test_bad_questions_are_rejected(self, hazmat_book, question):
        with pytest.raises(QuestionError):
            hazmat_book.ask(question)
