"""
`rulebook.service.auth`: with `RULEBOOK_API_KEY` set, writing needs the key and reading does not; without it, a page
of another site may not write.
"""

import pytest
from fastapi import HTTPException
from starlette.datastructures import Headers

from rulebook.service.auth import refuse_other_sites, require_api_key
from rulebook.settings import Settings
from tests.service.helpers import HAZMAT, assert_error, post


def test_write_endpoints_need_the_api_key(service):
    r = post(service, "/index/run", files={"files": ("x.pdf", b"%PDF-1.7\n")})
    assert_error(r, 401, "RULEBOOK_API_KEY")
    r = post(service, "/documents/run", json={"action": "delete", "name": HAZMAT}, headers={"X-API-Key": "wrong"})
    assert_error(r, 403, "wrong")
    assert post(service, "/documents/run", json={}).status_code == 200  # reading needs no key


def test_without_a_key_another_sites_page_may_not_write():
    # A fresh user's service ran without RULEBOOK_API_KEY and answered every origin (Hayhooks' CORS default): a page
    # of another site deleted an indexed document through it. Scripts send no Origin, the service's pages its own.
    open_deployment = Settings.from_env(api_key=None)
    local = {"host": "127.0.0.1:1416"}
    require_api_key(Headers(local), open_deployment)
    require_api_key(Headers({**local, "origin": "http://127.0.0.1:1416"}), open_deployment)
    require_api_key(None, open_deployment)  # a direct call, as the MCP tools make
    for origin in ("http://evil.example", "http://127.0.0.1:8080", "null"):
        with pytest.raises(HTTPException) as refused:
            require_api_key(Headers({**local, "origin": origin}), open_deployment)
        assert refused.value.status_code == 403 and "RULEBOOK_API_KEY" in refused.value.detail
    # Origins the deployment lists (HAYHOOKS_CORS_ALLOW_ORIGINS) may write; with a key set, the key decides.
    refuse_other_sites(Headers({**local, "origin": "http://127.0.0.1:8080"}), allowed=["http://127.0.0.1:8080"])
    keyed = Settings.from_env(api_key="k")
    require_api_key(Headers({**local, "origin": "http://evil.example", "x-api-key": "k"}), keyed)


def test_no_other_sites_page_may_read_the_answers(service):
    # serve.py allows no cross-origin reads unless HAYHOOKS_CORS_ALLOW_ORIGINS lists the origin: a page of another
    # site gets no CORS grant for a question, so the user's browser keeps the answer from it.
    preflight = service.options(
        f"{service.base}/ask/run",
        headers={
            "Origin": "http://evil.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
        timeout=30,
    )
    assert "access-control-allow-origin" not in preflight.headers
    asked = post(
        service, "/retrieve/run", json={"question": "inspection of records"}, headers={"Origin": "http://evil.example"}
    )
    assert asked.status_code == 200 and "access-control-allow-origin" not in asked.headers
