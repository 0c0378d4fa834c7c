"""`rulebook.service.app`: the app deploys our wrappers and nothing else."""


def test_status_lists_only_the_wrappers(service):
    status = service.get(f"{service.base}/status", timeout=30).json()
    # Only the wrappers: the YAML graphs beside them are never served raw (they need the settings applied).
    assert sorted(status["pipelines"]) == ["ask", "documents", "index", "retrieve"]
