"""`python -m eval answers`: answer metrics, the gate's calibration, the judge, and the not-in-corpus sets."""

import argparse
import json
from typing import ClassVar

import pytest

from eval import answers
from eval.answers import Record, choose_threshold, cites_gold, gate_rates, parse_judgement, record, score
from eval.datasets import Question, load_questions
from rulebook.settings import GATE_CALIBRATION, PROJECT_ROOT, calibrated_min_confidence
from tests.conftest import HAZMAT_PDF, SHARED_DATA
from tests.fake_llm_server import FakeLLMServer

HAZMAT = HAZMAT_PDF.name
NOT_IN_CORPUS = {
    "rail": PROJECT_ROOT / "eval" / "questions" / "not_in_corpus_rail.jsonl",
    "fia2026": PROJECT_ROOT / "eval" / "questions" / "not_in_corpus_fia2026.jsonl",
}


def q(id_: str, doc: str | None = HAZMAT, page: int | None = 12, must: tuple[str, ...] = ()) -> Question:
    return Question(id=id_, question=f"question {id_}", doc=doc, page=page, must_contain=must)


def answer(mode: str = "extractive", text: str = "Seals must be intact [1].", citations=None, checks=None) -> dict:
    return {
        "mode": mode,
        "answer": text,
        "confidence": 0.5,
        "citations": citations if citations is not None else [{"n": 1, "doc": HAZMAT, "page": 11, "page_end": 12}],
        "checks": checks or {"claims": 2, "uncited_sentences": ["x"], "unsupported_numbers": []},
    }


class TestScoring:
    def test_record_reads_the_answer(self):
        rec = record(q("a", must=("SEALS", "intact")), answer(), ms=12.0)
        assert (rec.answerable, rec.refused, rec.contains_all, rec.cites_gold, rec.claims, rec.uncited) == (
            True,
            False,
            True,
            True,
            2,
            1,
        )

    def test_a_string_across_a_line_break_is_the_same_string(self):
        text = "Seals must hold\n0.8  litres per second [1]."
        assert record(q("a", must=("0.8 \nlitres per second",)), answer(text=text), ms=1.0).contains_all
        # The page's "¼ mile" (FRA's grade crossing manual), quoted from the cleaned text as "1⁄4 mile"
        quoted = "Engineers must not sound the horn until it is within 1\u20444 mile of the crossing [1]."
        assert record(q("a", must=("¼ mile",)), answer(text=quoted), ms=1.0).contains_all
        assert not record(q("a", must=("½ mile",)), answer(text=quoted), ms=1.0).contains_all
        refused = record(q("b"), {**answer(mode="refused"), "refusal": "not_stated"}, ms=1.0)
        assert refused.refused and refused.refusal == "not_stated"

    def test_a_string_across_a_tables_cells_is_the_same_string(self):
        # PyMuPDF writes a row's cells on lines of their own ("Aged under 18\n1 year"); the answer quotes the row.
        row = "“Aged under 18 | 1 year” (columns: Seafarer | Longest validity) [1]"
        assert record(q("a", must=("Aged under 18 1 year",)), answer(text=row), ms=1.0).contains_all
        assert record(q("a", must=("Aged under 18 | 1 year",)), answer(text=row), ms=1.0).contains_all
        assert not record(q("a", must=("Aged under 18 2 years",)), answer(text=row), ms=1.0).contains_all

    def test_the_first_claim_is_the_text_before_the_first_citation(self):
        text = "“Seals are checked at each inspection.” [1] “Broken seals must be reported within 24 hours.” [2]"
        late = record(q("a", must=("24 hours",)), answer(text=text), ms=1.0)
        assert late.contains_all and late.first_contains is False
        first = record(q("a", must=("each inspection",)), answer(text=text), ms=1.0)
        assert first.first_contains
        refused = record(q("b", must=("x",)), {**answer(mode="refused"), "refusal": "not_stated"}, ms=1.0)
        assert refused.first_contains is None

    def test_cites_gold_needs_the_gold_document_and_page(self):
        assert cites_gold(answer(), q("a", page=12))
        assert not cites_gold(answer(), q("a", page=13))
        assert not cites_gold(answer(), q("a", doc="other.pdf"))
        assert cites_gold(answer(), q("a", page=None))  # only the document is known
        assert cites_gold(answer(), Question(id="b", question="?", doc=HAZMAT, page=40, pages_ok=(11,)))

    def test_score_exact_values(self):
        records = [
            Record(
                id="1",
                answerable=True,
                refused=False,
                mode="extractive",
                confidence=0.6,
                contains_all=True,
                first_contains=True,
                cites_gold=True,
                claims=3,
                uncited=0,
            ),
            Record(
                id="2",
                answerable=True,
                refused=False,
                mode="extractive",
                confidence=0.5,
                cites_gold=False,
                claims=2,
                uncited=1,
                numeric_warnings=2,
            ),
            Record(id="3", answerable=True, refused=True, mode="refused", confidence=0.1),
            Record(id="4", answerable=False, refused=True, mode="refused", confidence=0.1),
            Record(id="5", answerable=False, refused=True, mode="refused", confidence=0.2, refusal="not_stated"),
            Record(id="6", answerable=False, refused=False, mode="extractive", confidence=0.5, claims=1, uncited=0),
        ]
        assert score(records) == {
            "n": 6,
            "answerable": 3,
            "unanswerable": 3,
            "answered": 3,
            "refused": 3,
            "refusal_precision": 0.6667,
            "refusal_recall": 0.6667,
            "false_refusal_rate": 0.3333,
            "must_contain_rate": 1.0,
            "first_claim_rate": 1.0,
            "cited_gold_page_rate": 0.5,
            "uncited_sentence_rate": 0.1667,
            "numeric_warning_rate": 0.3333,
            "refusals": {
                "not_stated": {"unanswerable": 1, "answerable": 0},
                "weak_evidence": {"unanswerable": 1, "answerable": 1},
            },
        }

    def test_rates_without_their_denominators_are_null(self):
        out = score(
            [
                Record(
                    id="1", answerable=True, refused=False, mode="extractive", confidence=0.9, cites_gold=True, claims=1
                )
            ]
        )
        assert out["refusal_precision"] is None and out["refusal_recall"] is None and out["must_contain_rate"] is None

    def test_judge_scores_are_averaged(self):
        records = [
            Record(
                id=str(i),
                answerable=True,
                refused=False,
                mode="generative",
                confidence=0.9,
                judge={"faithfulness": f, "relevance": 5},
            )
            for i, f in enumerate((4, 5))
        ]
        assert score(records)["judge"] == {"n": 2, "faithfulness": 4.5, "relevance": 5.0}


class TestCalibration:
    POINTS: ClassVar[list[tuple[float, bool]]] = [
        (0.9, True),
        (0.8, True),
        (0.7, True),
        (0.6, True),
        (0.55, False),
        (0.4, True),
        (0.35, False),
        (0.3, False),
        (0.2, False),
    ]

    def test_gate_rates(self):
        assert gate_rates(self.POINTS, 0.5) == {
            "refused": 4,
            "false_refusal_rate": 0.2,
            "refusal_precision": 0.75,
            "refusal_recall": 0.75,
        }
        assert gate_rates(self.POINTS, 0.0)["refusal_precision"] is None

    def test_threshold_maximises_recall_within_the_targets(self):
        chosen = choose_threshold(self.POINTS, max_false_refusals=0.0, min_precision=0.9)
        assert chosen == {
            "threshold": 0.375,
            "refused": 3,
            "false_refusal_rate": 0.0,
            "refusal_precision": 1.0,
            "refusal_recall": 0.75,
        }
        looser = choose_threshold(self.POINTS, max_false_refusals=0.2, min_precision=0.7)
        assert looser["threshold"] == 0.575 and looser["refusal_recall"] == 1.0

    def test_the_gate_is_judged_on_what_it_adds_to_the_router(self):
        # (confidence, answerable, not_stated): the answerable 0.3 is refused by the router at any threshold.
        points = [(0.9, True, False), (0.8, True, False), (0.3, True, True), (0.35, False, False)]
        points += [(0.25, False, True), (0.2, False, False)]
        joint = choose_threshold(points, max_false_refusals=0.0, min_precision=0.9)
        assert joint["threshold"] == 0.575 and joint["refusal_recall"] == 1.0
        assert joint["gate_refused"] == 2 and joint["gate_false_refusal_rate"] == 0.0
        assert joint["false_refusal_rate"] == round(1 / 3, 4)  # the router's
        # Judged alone, the gate may not refuse the answerable 0.3 and stops under it.
        alone = choose_threshold([(c, a) for c, a, _r in points], max_false_refusals=0.0, min_precision=0.9)
        assert alone["threshold"] == 0.275 and alone["refusal_recall"] == round(2 / 3, 4)

    def test_nothing_feasible_refuses_nothing(self):
        assert choose_threshold([(0.1, True), (0.9, False)], 0.0, 0.9)["threshold"] == 0.0

    @pytest.mark.shared_data
    def test_calibrate_writes_a_record_that_settings_read(self, hazmat_book, monkeypatch, tmp_path):
        questions = tmp_path / "dev.jsonl"
        gold = [r for r in load_rows(SHARED_DATA / "eval" / "rail_golden.jsonl") if r["doc"] == HAZMAT][:4]
        missing = load_rows(NOT_IN_CORPUS["rail"])[:4]
        questions.write_text("".join(json.dumps(r) + "\n" for r in gold + missing))
        monkeypatch.setattr(
            answers, "open_book", lambda corpus, sets=None, index_dir=None: (hazmat_book, {"cached": True})
        )
        monkeypatch.setattr(answers, "DEV_SUITE", [([questions], tmp_path)])
        output = tmp_path / "gate.json"
        args = parse(["--calibrate", "--output", str(output), "--json"])
        assert answers.main(args) == 0
        saved = json.loads(output.read_text())
        assert saved["questions"] == 8 and saved["chosen_on"][0]["answerable"] == 4
        # The gate's own false refusals, of questions the router would answer, within the default budget.
        assert saved["at_threshold"].get("gate_false_refusal_rate", 0.0) <= 0.01 and "router" in saved["rule"]
        assert calibrated_min_confidence(output) == saved["threshold"]

    def test_the_shipped_calibration_is_readable(self):
        saved = json.loads((GATE_CALIBRATION).read_text())
        assert 0 <= saved["threshold"] <= 1 and saved["chosen_on"] and saved["rule"]
        assert calibrated_min_confidence() == saved["threshold"]


class TestJudge:
    def test_parse_judgement(self):
        assert parse_judgement('Scores: {"faithfulness": 4, "relevance": "5"}') == {"faithfulness": 4, "relevance": 5}
        assert parse_judgement('{"faithfulness": 9, "relevance": 5}') is None
        assert parse_judgement("no json") is None

    def test_judge_asks_at_temperature_zero(self, monkeypatch):
        from rulebook.components.generators.groq_chat_generator import GroqChatGenerator

        monkeypatch.setenv("GROQ_API_KEY", "gsk_dummy")
        with FakeLLMServer(reply='{"faithfulness": 5, "relevance": 4}') as server:
            llm = GroqChatGenerator(api_base_url=server.base_url)
            scores = answers.judge(
                llm, "Who inspects?", answer(citations=[{"n": 1, "text": "FRA inspectors inspect."}])
            )
            body = server.requests[0]["body"]
        assert scores == {"faithfulness": 5, "relevance": 4}
        assert body["temperature"] == 0 and "FRA inspectors inspect." in body["messages"][1]["content"]


def load_rows(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    answers.add_arguments(parser)
    return parser.parse_args(argv)


class TestNotInCorpusSets:
    @pytest.mark.parametrize("name", sorted(NOT_IN_CORPUS))
    def test_shared_format_with_doc_null_and_near_misses(self, name):
        questions = load_questions(NOT_IN_CORPUS[name])
        assert len(questions) >= 20
        assert all(x.doc is None and x.page is None and x.kind == "not_in_corpus" for x in questions)
        assert sum(x.section.startswith("near miss") for x in questions) >= len(questions) // 2
        assert len({x.question for x in questions}) == len(questions)


class TestAnswersCommand:
    @pytest.mark.shared_data
    def test_json_last_line_on_real_answers(self, hazmat_book, monkeypatch, tmp_path, capsys):
        monkeypatch.delenv("GROQ_API_KEY", raising=False)
        gold = [r for r in load_rows(SHARED_DATA / "eval" / "rail_golden.jsonl") if r["doc"] == HAZMAT][:4]
        missing = load_rows(NOT_IN_CORPUS["rail"])[:3]
        dataset = tmp_path / "mini.jsonl"
        dataset.write_text("".join(json.dumps(r) + "\n" for r in gold + missing))
        monkeypatch.setattr(
            answers, "open_book", lambda corpus, sets=None, index_dir=None: (hazmat_book, {"cached": True})
        )
        records = tmp_path / "out" / "records.jsonl"
        argv = ["--dataset", str(dataset), "--corpus", str(tmp_path), "--json", "--records", str(records)]
        assert answers.main(parse(argv)) == 0
        result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        # --records: one line per question, in the dataset's order, with what a reader checks a failure against
        rows = [json.loads(line) for line in records.read_text().splitlines()]
        assert [r["id"] for r in rows] == [r["id"] for r in gold + missing]
        assert [r["question"] for r in rows] == [r["question"] for r in gold + missing]
        assert sum(r["refused"] for r in rows) == result["refused"]
        for row in rows:
            assert row["answer"] and (row["refused"] or row["cited"])
            assert all(c.startswith(HAZMAT) and " p." in c for c in row["cited"])
        for key in (
            "answered",
            "refused",
            "refusal_precision",
            "refusal_recall",
            "false_refusal_rate",
            "must_contain_rate",
            "cited_gold_page_rate",
            "uncited_sentence_rate",
            "numeric_warning_rate",
        ):
            assert key in result
        assert result["n"] == 7 and result["answerable"] == 4 and result["mode"] == "extractive"
        assert result["answered"] + result["refused"] == 7 and "judge" not in result
        assert result["uncited_sentence_rate"] in (0.0, None) and result["numeric_warning_rate"] in (0.0, None)

    def test_missing_arguments_are_a_one_line_error(self, capsys):
        assert answers.main(parse(["--json"])) == 2
        assert capsys.readouterr().err.startswith("error: give --dataset")


def test_a_ranker_on_calibration_goes_into_its_own_section(tmp_path):
    from eval.answers import calibration_file

    path = tmp_path / "gate_calibration.json"
    off = {"threshold": 0.35, "settings": {"ranker": "auto"}}
    on = {"threshold": 0.5, "settings": {"ranker": "auto", "ranker_active": True}}
    assert calibration_file(off, path) == off  # no file yet
    path.write_text(json.dumps(off))
    both = calibration_file(on, path)
    assert both == {**off, "ranker_on": on}
    path.write_text(json.dumps(both))
    # Recalibrating with the ranker off replaces the top level and keeps the ranker-on record.
    assert calibration_file({**off, "threshold": 0.3}, path) == {**off, "threshold": 0.3, "ranker_on": on}
