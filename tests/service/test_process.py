"""
`rulebook.service.process`: a process whose settings it cannot serve refuses to start, saying what to change. The
app runs under uvicorn directly here, without `scripts/serve.py`'s own checks, as `hayhooks run` or another
supervisor would run it.
"""

import subprocess
import sys

import pytest

from rulebook.settings import PROJECT_ROOT
from tests.service.helpers import free_port, service_env


@pytest.mark.parametrize(
    ("setting", "says"),
    [
        ({"RULEBOOK_WORKERS": "2"}, ["--workers 2 refused", "QDRANT_URL"]),
        ({"RULEBOOK_MAX_UPLOAD_MB": "lots"}, ["RULEBOOK_MAX_UPLOAD_MB='lots'"]),
    ],
    ids=["two workers on the embedded store", "a limit that is not a number"],
)
def test_a_configuration_it_cannot_serve_stops_the_process(tmp_path, setting, says):
    command = [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        "rulebook.service:create_app",
        "--host",
        "127.0.0.1",
        "--port",
        str(free_port()),
    ]
    run = subprocess.run(
        command,
        cwd=PROJECT_ROOT,
        env=service_env(tmp_path, "http://127.0.0.1:9/v1", **setting),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert run.returncode != 0
    for words in says:
        assert words in run.stderr, run.stderr
