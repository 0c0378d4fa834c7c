"""`rulebook.service.health`: `GET /health`, also on an index the configured model cannot search."""

import requests

from tests.service.helpers import AUTH, INJECTED, WIDGET_QUESTION, assert_error, running_server, service_env, widget_pdf


def test_health(service):
    health = service.get(f"{service.base}/health", timeout=30).json()
    assert health["status"] == "ok" and health["answers"] == "generative"
    assert health["store"] == "embedded" and health["workers"] == 1
    assert health["documents"] == 2 and health["chunks"] > 10


def test_after_a_model_switch_it_serves_409_until_the_documents_are_indexed_again(tmp_path, llm):
    from rulebook.engine import Rulebook
    from rulebook.settings import DEFAULT_EMBEDDING_MODEL, Settings, resolve_model_path

    rules = widget_pdf(tmp_path / INJECTED)
    data_dir = tmp_path / "data"
    book = Rulebook(Settings.from_env(data_dir=data_dir, qdrant_url=None))
    assert book.index([rules]).chunks > 0
    # The server opens the embedded store next: release this process's client of it (only this one: the session's
    # other stores stay as they are).
    book.store.close()
    # A local model folder (MiniLM's own weights, linked): another model as far as the index can tell.
    local = tmp_path / "my-minilm"
    local.symlink_to(resolve_model_path(DEFAULT_EMBEDDING_MODEL), target_is_directory=True)
    env = service_env(data_dir, llm.base_url, RULEBOOK_EMBEDDING_MODEL=str(local))
    with running_server(env, tmp_path / "switch.log") as base:  # it starts: the index endpoint is how to repair it
        health = requests.get(f"{base}/health", timeout=30).json()
        assert health["status"] == "index needs re-embedding" and DEFAULT_EMBEDDING_MODEL in health["detail"]
        local_id = Settings.from_env(data_dir=data_dir, embedding_model=str(local)).embedding_model_id
        assert_error(
            requests.post(f"{base}/retrieve/run", json={"question": WIDGET_QUESTION}, timeout=60),
            409,
            "another model",
            local_id,
            "scripts/index.py",
        )
        with rules.open("rb") as f:
            r = requests.post(
                f"{base}/index/run", files={"files": (INJECTED, f, "application/pdf")}, headers=AUTH, timeout=300
            )
        assert r.status_code == 200, r.text
        found = requests.post(f"{base}/retrieve/run", json={"question": WIDGET_QUESTION}, timeout=60)
        assert found.status_code == 200, found.text
        assert found.json()["result"]["passages"][0]["doc"] == INJECTED
        assert requests.get(f"{base}/health", timeout=30).json()["status"] == "ok"
