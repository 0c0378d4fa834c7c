"""rulebook.settings: one table of every variable, read into Settings, and the configuration docs written from it."""

import json
import re
from dataclasses import fields
from pathlib import Path

import pytest

from rulebook.settings import PROJECT_ROOT, RETIRED, VARIABLES, Settings, markdown_table

DOCS = PROJECT_ROOT / "docs" / "configuration.md"


class TestTable:
    def test_every_field_has_one_variable(self):
        named = [v.field for v in VARIABLES if v.field]
        assert sorted(named) == sorted(f.name for f in fields(Settings))
        assert len({v.name for v in VARIABLES}) == len(VARIABLES)

    def test_every_variable_read_in_the_code_is_in_the_table(self):
        # Any RULEBOOK_* name in the sources is a variable of the table, or a retired one with its replacement.
        known = {v.name for v in VARIABLES} | set(RETIRED)
        sources = [
            *(PROJECT_ROOT / "src").rglob("*.py"),
            *(PROJECT_ROOT / "eval").rglob("*.py"),
            *(PROJECT_ROOT / "scripts").glob("*"),
            *(PROJECT_ROOT / "pipelines").rglob("*.py"),
            PROJECT_ROOT / "Dockerfile",
            PROJECT_ROOT / "docker-compose.yml",
            PROJECT_ROOT / "docker-compose.cluster.yml",
        ]
        found = {m for path in sources if path.is_file() for m in re.findall(r"RULEBOOK_[A-Z0-9_]+", path.read_text())}
        assert found - known == set()

    def test_the_docs_are_written_from_the_table(self):
        # Regenerate with: python -m rulebook.settings --markdown (between the markers of docs/configuration.md).
        text = DOCS.read_text()
        assert markdown_table() in text
        for variable in VARIABLES:
            assert f"`{variable.name}`" in text

    def test_every_variable_has_a_meaning_and_a_group(self):
        for variable in VARIABLES:
            assert variable.meaning and variable.group and "\n" not in variable.meaning, variable.name


class TestFromEnv:
    def test_defaults(self):
        s = Settings.from_env(environ={})
        assert (s.top_k, s.candidates, s.fusion_top_k, s.fusion, s.lexical_weight, s.short_lexical_weight) == (
            5,
            100,
            30,
            "min_max",
            0.7,
            0.5,
        )
        assert s.data_dir == PROJECT_ROOT / "data" and s.qdrant_path == PROJECT_ROOT / "data" / "qdrant"
        assert s.query_pipeline == PROJECT_ROOT / "pipelines" / "query.yml"
        assert (s.ranker, s.workers, s.api_key, s.llm_key_set) == ("auto", None, None, False)

    def test_computed_defaults_follow_earlier_values(self):
        bge = Settings.from_env(environ={"RULEBOOK_EMBEDDING_MODEL": "BAAI/bge-small-en-v1.5"})
        assert bge.query_prefix.startswith("Represent this sentence") and bge.embedding_dim == 384
        rrf = Settings.from_env(environ={"RULEBOOK_FUSION": "rrf"})
        assert (rrf.lexical_weight, rrf.short_lexical_weight) == (0.85, None)
        assert Settings.from_env(environ={}, fusion="rrf").lexical_weight == 0.85  # an override is seen too

    def test_bad_values_name_the_variable(self):
        for name, value in (
            ("RULEBOOK_TOP_K", "many"),
            ("RULEBOOK_TOP_K", "0"),
            ("RULEBOOK_FUSION", "magic"),
            ("RULEBOOK_LEXICAL_WEIGHT", "1.5"),
            ("RULEBOOK_SPELLING", "maybe"),
            ("RULEBOOK_LEXICAL_FIELDS", "article,colour"),
            ("RULEBOOK_QUERY_PIPELINE", "nowhere"),
            ("RULEBOOK_RANKER", "maybe"),
        ):
            with pytest.raises(ValueError, match=name):
                Settings.from_env(environ={name: value})
        with pytest.raises(ValueError, match="use auto, on or off"):
            Settings.from_env(environ={"RULEBOOK_RANKER": "maybe"})

    def test_ocr_settings(self):
        s = Settings.from_env(environ={})
        assert (s.ocr, s.ocr_language, s.tessdata) == ("auto", "eng", None)
        s = Settings.from_env(
            environ={"RULEBOOK_OCR": "Off", "RULEBOOK_OCR_LANGUAGE": "eng+deu", "RULEBOOK_TESSDATA": "/opt/tessdata"}
        )
        assert (s.ocr, s.ocr_language, s.tessdata) == ("off", "eng+deu", "/opt/tessdata")
        with pytest.raises(ValueError, match="RULEBOOK_OCR_LANGUAGE='en-US'"):
            Settings.from_env(environ={"RULEBOOK_OCR_LANGUAGE": "en-US"})
        with pytest.raises(ValueError, match="RULEBOOK_OCR='always'"):
            Settings.from_env(environ={"RULEBOOK_OCR": "always"})

    def test_retired_variables_say_what_to_set_instead(self):
        with pytest.raises(ValueError, match="RULEBOOK_RETRIEVE_PIPELINE"):
            Settings.from_env(environ={"RULEBOOK_RETRIEVAL": "bm25"})
        with pytest.raises(ValueError, match="RULEBOOK_INDEXING_PIPELINE"):
            Settings.from_env(environ={"RULEBOOK_CHUNKER": "fixed"})

    def test_choices_and_switches_ignore_spaces_and_capitals(self):
        s = Settings.from_env(
            environ={
                "RULEBOOK_LEXICAL": "BM25S ",
                "RULEBOOK_DENSE": " NumPy",
                "RULEBOOK_FUSION": "RRF",
                "RULEBOOK_SPELLING": "Off",
                "RULEBOOK_RANKER": "true",
                "RULEBOOK_ABBREVIATIONS": "auto",
            }
        )
        assert (s.lexical, s.dense, s.fusion, s.spelling, s.ranker, s.abbreviations) == (
            "bm25s",
            "numpy",
            "rrf",
            False,
            "on",
            False,
        )

    def test_a_graph_by_name_or_path(self, tmp_path):
        by_name = Settings.from_env(environ={"RULEBOOK_RETRIEVE_PIPELINE": "retrieve"})
        assert by_name.retrieve_pipeline == PROJECT_ROOT / "pipelines" / "retrieve.yml"
        variant = Settings.from_env(environ={"RULEBOOK_RETRIEVE_PIPELINE": "eval/pipelines/retrieve_bm25.yml"})
        assert variant.retrieve_pipeline == PROJECT_ROOT / "eval" / "pipelines" / "retrieve_bm25.yml"
        own = tmp_path / "mine.yml"
        own.write_text("components: {}\nconnections: []\n")
        assert Settings.from_env(environ={"RULEBOOK_QUERY_PIPELINE": str(own)}).query_pipeline == own

    def test_depths_must_cover_top_k(self):
        with pytest.raises(ValueError, match="RULEBOOK_CANDIDATES"):
            Settings.from_env(environ={"RULEBOOK_TOP_K": "50"})

    def test_the_api_key_is_not_shown(self):
        s = Settings.from_env(environ={"RULEBOOK_API_KEY": "s3cret"})
        assert s.api_key == "s3cret" and "s3cret" not in repr(s)


def test_markdown_command_prints_the_table():
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "rulebook.settings", "--markdown"],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(PROJECT_ROOT),
    ).stdout
    assert out.strip() == markdown_table().strip()


def test_the_gate_reads_the_threshold_calibrated_for_the_ranker_it_will_run(tmp_path):
    from rulebook.settings import calibrated_min_confidence, ranker_expected

    path = tmp_path / "gate_calibration.json"
    path.write_text(json.dumps({"threshold": 0.35, "ranker_on": {"threshold": 0.5}}))
    assert (calibrated_min_confidence(path), calibrated_min_confidence(path, ranker=True)) == (0.35, 0.5)
    path.write_text(json.dumps({"threshold": 0.35}))  # no ranker-on record yet: the ranker-off one
    assert calibrated_min_confidence(path, ranker=True) == 0.35
    absent = "cross-encoder/not-on-this-machine"
    assert not ranker_expected({"ranker": "auto", "ranker_model": absent})
    assert ranker_expected({"ranker": "on", "ranker_model": absent})
    assert not ranker_expected({"ranker": "off", "ranker_model": str(tmp_path)})
    assert ranker_expected({"ranker": "auto", "ranker_model": str(tmp_path)})  # a folder is on this machine
    # With no cross-encoder here, the default gate is the ranker-off one, as before.
    assert Settings.from_env({}).min_confidence == calibrated_min_confidence()
