"""`rulebook.service.auth`: with `RULEBOOK_API_KEY` set, writing needs the key and reading does not."""

from tests.service.helpers import HAZMAT, assert_error, post


def test_write_endpoints_need_the_api_key(service):
    r = post(service, "/index/run", files={"files": ("x.pdf", b"%PDF-1.7\n")})
    assert_error(r, 401, "RULEBOOK_API_KEY")
    r = post(service, "/documents/run", json={"action": "delete", "name": HAZMAT}, headers={"X-API-Key": "wrong"})
    assert_error(r, 403, "wrong")
    assert post(service, "/documents/run", json={}).status_code == 200  # reading needs no key
