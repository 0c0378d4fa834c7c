"""`rulebook.service.app`: the app deploys our wrappers and nothing else, and lists only `ask` as a chat model."""


def test_status_lists_only_the_wrappers(service):
    status = service.get(f"{service.base}/status", timeout=30).json()
    # Only the wrappers: the YAML graphs beside them are never served raw (they need the settings applied).
    assert sorted(status["pipelines"]) == ["ask", "documents", "index", "retrieve"]


def test_only_ask_is_a_chat_model(service):
    for path in ("/v1/models", "/models"):
        models = service.get(f"{service.base}{path}", timeout=30).json()
        assert models["object"] == "list" and [m["id"] for m in models["data"]] == ["ask"], models
    # The others still answer at their own endpoints, never as chat models.
    body = {"model": "retrieve", "messages": [{"role": "user", "content": "seals"}]}
    assert service.post(f"{service.base}/v1/chat/completions", json=body, timeout=30).status_code == 501
