"""
rulebook.cli: what the command-line scripts share: quiet model loading, one-line errors, and the one line that says
another process holds the embedded store (Qdrant's local mode allows one client per folder).
"""

import json
import os
import subprocess
import sys

import pytest
from qdrant_client import QdrantClient

from rulebook.cli import CommandParser, fail, fail_store_in_use, store_in_use
from rulebook.settings import PROJECT_ROOT
from tests.helpers import hazmat_excerpt


@pytest.fixture()
def held(tmp_path):
    """The error a second client gets on an embedded store folder that a first one holds."""
    first = QdrantClient(path=str(tmp_path / "qdrant"))
    try:
        with pytest.raises(RuntimeError) as refused:
            QdrantClient(path=str(tmp_path / "qdrant"))
        yield refused.value
    finally:
        first.close()


class TestFail:
    def test_one_line_on_stderr_and_the_exit_code(self, capsys):
        assert fail("no such file: rules.pdf") == 2
        assert fail("nothing is indexed", code=1) == 1
        out = capsys.readouterr()
        assert out.out == "" and out.err == "error: no such file: rules.pdf\nerror: nothing is indexed\n"

    def test_as_json_the_error_is_printed_once_on_stdout(self, capsys):
        assert fail("no such file: règles.pdf", as_json=True) == 2
        out = capsys.readouterr()
        assert out.err == "" and out.out.count("\n") == 1
        assert json.loads(out.out) == {"error": "no such file: règles.pdf"}


class TestCommandParser:
    @staticmethod
    def parser() -> CommandParser:
        parser = CommandParser(prog="ask.py")
        parser.add_argument("question")
        parser.add_argument("--doc", action="append")
        parser.add_argument("--json", action="store_true")
        return parser

    def test_with_json_a_usage_error_is_one_json_line_on_stdout(self, capsys):
        with pytest.raises(SystemExit) as stopped:
            self.parser().parse_args(["--json"])
        assert stopped.value.code == 2
        out = capsys.readouterr()
        assert out.err == "" and out.out.count("\n") == 1
        error = json.loads(out.out)
        assert error["error"] == "the following arguments are required: question"
        assert error["usage"].startswith("usage: ask.py")

    def test_an_error_the_script_raises_after_parsing_follows_json_too(self, capsys):
        parser = self.parser()
        parser.parse_args(["Who inspects?", "--json"])
        with pytest.raises(SystemExit):
            parser.error("--doc goes with a question")
        assert json.loads(capsys.readouterr().out)["error"] == "--doc goes with a question"

    def test_without_json_it_is_argparse_s_usage_text_on_stderr(self, capsys):
        with pytest.raises(SystemExit) as stopped:
            self.parser().parse_args(["--doc"])
        assert stopped.value.code == 2
        out = capsys.readouterr()
        assert out.out == "" and "usage: ask.py" in out.err and "--doc: expected one argument" in out.err

    def test_the_scripts_use_it(self):
        for script in ("scripts/ask.py", "scripts/index.py"):
            out = subprocess.run(
                [sys.executable, script, "Who inspects records?", "--json", "--no-such-option"],
                capture_output=True,
                text=True,
                timeout=120,
                cwd=PROJECT_ROOT,
            )
            assert out.returncode == 2 and out.stderr == "", (script, out.stderr)
            assert "unrecognized arguments: --no-such-option" in json.loads(out.stdout)["error"]


class TestStoreInUse:
    def test_a_held_embedded_store_is_told_in_one_line(self, held):
        assert "already accessed by another instance" in str(held)
        message = store_in_use(held)
        assert message.startswith("the embedded store is in use by another process (is scripts/serve.py running")
        assert "\n" not in message and "QDRANT_URL" in message

    def test_other_errors_are_not_about_the_store(self, tmp_path):
        with pytest.raises(Exception) as other:
            QdrantClient(path=str(tmp_path / "qdrant")).get_collection("rulebook")  # no such collection
        assert store_in_use(other.value) is None

    def test_fail_store_in_use_ends_the_command_or_raises(self, held, capsys):
        assert fail_store_in_use(held) == 2
        assert capsys.readouterr().err == f"error: {store_in_use(held)}\n"
        with pytest.raises(RuntimeError, match="No space left on device"):
            fail_store_in_use(RuntimeError("No space left on device"))

    def test_scripts_say_in_one_line_that_another_process_holds_the_store(self, book, tmp_path):
        book.index([hazmat_excerpt(tmp_path / "hazmat.pdf", 10, 12)])  # this process now holds the store's folder lock
        env = {**os.environ, "RULEBOOK_DATA_DIR": str(tmp_path / "store")}
        for args in (
            ["scripts/index.py", "--list"],
            ["scripts/ask.py", "Who is responsible for compliance?"],
            ["scripts/ask.py", "Who is responsible for compliance?", "--json"],
        ):
            out = subprocess.run(
                [sys.executable, *args], capture_output=True, text=True, env=env, timeout=300, cwd=PROJECT_ROOT
            )
            assert out.returncode == 2, out.stderr
            assert "Traceback" not in out.stderr
            if "--json" in args:  # once, as JSON on stdout; not again as text on stderr
                assert "error" not in out.stderr and out.stdout.count("\n") == 1
                error = json.loads(out.stdout)["error"]
            else:
                error = out.stderr.strip().splitlines()[-1].removeprefix("error: ")
            assert error.startswith("the embedded store is in use by another process")


class TestQuiet:
    def test_a_script_prints_only_its_results(self):
        probe = (
            "import json, logging, os, warnings\n"
            "from rulebook.cli import quiet\n"
            "quiet()\n"
            "warnings.warn('chatter')\n"
            "logging.getLogger('haystack').warning('chatter')\n"
            "names = ('HAYSTACK_TELEMETRY_ENABLED', 'TRANSFORMERS_VERBOSITY', 'HF_HUB_DISABLE_PROGRESS_BARS', "
            "'TOKENIZERS_PARALLELISM')\n"
            "levels = {n: logging.getLogger(n).level for n in ('haystack', 'sentence_transformers', 'bm25s')}\n"
            "print(json.dumps({'env': {n: os.environ[n] for n in names}, 'levels': levels}))\n"
        )
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in ("HAYSTACK_TELEMETRY_ENABLED", "HF_HUB_DISABLE_PROGRESS_BARS")
        }
        env["TRANSFORMERS_VERBOSITY"] = "info"  # a value the user set is kept
        done = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120, cwd=PROJECT_ROOT
        )
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""  # neither the warning nor the library's log line
        out = json.loads(done.stdout)
        assert out["env"] == {
            "HAYSTACK_TELEMETRY_ENABLED": "False",
            "TRANSFORMERS_VERBOSITY": "info",
            "HF_HUB_DISABLE_PROGRESS_BARS": "1",
            "TOKENIZERS_PARALLELISM": env.get("TOKENIZERS_PARALLELISM", "false"),
        }
        assert out["levels"] == {"haystack": 40, "sentence_transformers": 40, "bm25s": 30}  # ERROR, ERROR, WARNING
