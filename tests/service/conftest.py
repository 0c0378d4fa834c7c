"""
The service under test: Hayhooks on 127.0.0.1 on a free port with the embedded store in a temporary data dir
(`scripts/serve.py`, i.e. `rulebook.service:create_app`), started once for all of `tests/service`, with the FRA
Hazmat manual and a planted prompt injection uploaded once. Every test leaves those two documents as it found them.

The LLM is tests/fake_llm_server.py on 127.0.0.1 (a dummy key, no internet). A test that needs extractive answers
makes the fake model fail, so the engine falls back. Tests that need a Qdrant server run only with QDRANT_URL.
"""

import pytest
import requests

from tests.conftest import HAZMAT_PDF
from tests.fake_llm_server import FakeLLMServer
from tests.service.helpers import AUTH, HAZMAT, INJECTED, grounded_reply, running_server, service_env, widget_pdf


@pytest.fixture(scope="package")
def llm():
    with FakeLLMServer(reply=grounded_reply) as server:
        yield server


# One server for the whole package: starting one loads the models and indexes the manual, too slow to repeat per file.
@pytest.fixture(scope="package")
def service(tmp_path_factory, llm):
    """The service on a free port: embedded store, the Hazmat manual and the widget rules uploaded once."""
    data_dir = tmp_path_factory.mktemp("service_data")
    with running_server(service_env(data_dir, llm.base_url), data_dir.parent / "service.log") as base:
        s = requests.Session()
        s.base = base  # type: ignore[attr-defined]
        s.data_dir = data_dir  # type: ignore[attr-defined]
        with HAZMAT_PDF.open("rb") as f:
            r = s.post(f"{base}/index/run", files={"files": (HAZMAT, f, "application/pdf")}, headers=AUTH, timeout=300)
        assert r.status_code == 200, r.text
        s.hazmat_report = r.json()["result"]  # type: ignore[attr-defined]
        with widget_pdf(data_dir.parent / INJECTED).open("rb") as f:
            r = s.post(
                f"{base}/index/run", files={"files": (INJECTED, f, "application/pdf")}, headers=AUTH, timeout=120
            )
        assert r.status_code == 200, r.text
        yield s


@pytest.fixture()
def model(llm):
    """The fake model, answering from passage 1; requests recorded from now on."""
    llm.reset(reply=grounded_reply)
    llm.default = ("ok",)
    yield llm
    llm.default = ("ok",)


@pytest.fixture()
def no_model(llm):
    """The fake model failing every request, so answers fall back to extractive."""
    llm.reset()
    llm.default = ("status", 503, {})
    yield llm
    llm.default = ("ok",)
