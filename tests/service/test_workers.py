"""`rulebook.service.workers`: how many server processes, and the embedded store's single-process rule."""

import os
import subprocess
import uuid

import pytest
import requests

from rulebook.service import check_workers, requested_workers
from rulebook.settings import PROJECT_ROOT, Settings
from tests.conftest import shared_pdf
from tests.service.helpers import AUTH, free_port, running_server, serve_command, service_env

QDRANT_URL = os.environ.get("QDRANT_URL")


def test_embedded_store_refuses_two_workers(tmp_path):
    env = service_env(tmp_path, "http://127.0.0.1:9/v1")
    run = subprocess.run(
        serve_command(free_port(), "--workers", "2"),
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert "--workers 2 refused" in run.stderr and "QDRANT_URL" in run.stderr, run.stderr


def test_worker_count_is_read_from_the_hayhooks_command_line():
    unset = Settings.from_env(workers=None)
    assert requested_workers(unset, ["hayhooks", "run", "--workers", "3"]) == 3
    assert requested_workers(unset, ["hayhooks", "run", "-w", "2"]) == 2
    assert requested_workers(unset, ["uvicorn", "--workers=4"]) == 4


def test_the_settings_come_first_then_the_command_line_then_web_concurrency(monkeypatch):
    monkeypatch.setenv("WEB_CONCURRENCY", "5")
    unset = Settings.from_env(workers=None)
    assert requested_workers(Settings.from_env(workers=2), ["hayhooks", "run", "--workers", "3"]) == 2
    assert requested_workers(unset, ["hayhooks", "run", "--workers", "3"]) == 3
    assert requested_workers(unset, ["hayhooks", "run"]) == 5
    monkeypatch.setenv("WEB_CONCURRENCY", "many")
    with pytest.raises(ValueError, match="WEB_CONCURRENCY"):
        requested_workers(unset, ["hayhooks", "run"])
    monkeypatch.delenv("WEB_CONCURRENCY")
    assert requested_workers(unset, ["hayhooks", "run"]) == 1


def test_several_workers_need_a_qdrant_server(tmp_path):
    embedded = Settings.from_env(data_dir=tmp_path, qdrant_url=None)
    check_workers(1, embedded)
    with pytest.raises(ValueError, match="at least 1"):
        check_workers(0, embedded)
    with pytest.raises(ValueError, match=r"--workers 3 refused.*QDRANT_URL"):
        check_workers(3, embedded)
    check_workers(3, Settings.from_env(data_dir=tmp_path, qdrant_url="http://127.0.0.1:6333"))


@pytest.mark.shared_data
@pytest.mark.qdrant_server
@pytest.mark.skipif(not QDRANT_URL, reason="QDRANT_URL is not set: no Qdrant server to test 2 workers against")
def test_two_workers_on_a_qdrant_server(tmp_path, llm):
    collection = f"rulebook_test_{uuid.uuid4().hex[:8]}"
    env = service_env(tmp_path, llm.base_url, QDRANT_URL=QDRANT_URL, RULEBOOK_COLLECTION=collection)
    try:
        with running_server(env, tmp_path / "server.log") as base:
            health = requests.get(f"{base}/health", timeout=30).json()
            assert health["workers"] == 2 and health["store"] == QDRANT_URL
            small = shared_pdf("rail/FRA-Track_Structures_CM_2026_Vol_III_Ch1_Railroad_Workplace_Safety_General.pdf")
            with small.open("rb") as f:
                r = requests.post(f"{base}/index/run", files={"files": (small.name, f)}, headers=AUTH, timeout=300)
            assert r.status_code == 200, r.text
            # Every worker sees the upload: the store is shared.
            for _ in range(6):
                docs = requests.post(f"{base}/documents/run", json={}, timeout=60).json()["result"]["documents"]
                assert [d["file_name"] for d in docs] == [small.name]
            r = requests.post(f"{base}/retrieve/run", json={"question": "roadway worker protection"}, timeout=60)
            assert r.json()["result"]["passages"], r.text
    finally:
        from qdrant_client import QdrantClient

        QdrantClient(url=QDRANT_URL, api_key=os.environ.get("QDRANT_API_KEY")).delete_collection(collection)
