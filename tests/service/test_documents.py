"""The `documents` wrapper: list the indexed documents, delete one (and its uploaded file)."""

from tests.service.helpers import AUTH, HAZMAT, INJECTED, assert_error, assert_still_up, post, small_pdf


def test_list(service):
    r = post(service, "/documents/run", json={})
    docs = {d["file_name"]: d for d in r.json()["result"]["documents"]}
    assert set(docs) == {HAZMAT, INJECTED}
    assert docs[HAZMAT]["pages"] == 43 and docs[HAZMAT]["chunks"] > 10


def test_delete_unknown_document(service):
    r = post(service, "/documents/run", json={"action": "delete", "name": "nope.pdf"}, headers=AUTH)
    assert_error(r, 404, "nope.pdf")
    assert_still_up(service)


def test_delete_then_upload_again(service):
    extra = small_pdf(service.data_dir.parent / "extra.pdf")
    with extra.open("rb") as f:
        assert post(service, "/index/run", files={"files": (extra.name, f)}, headers=AUTH).status_code == 200
    r = post(service, "/documents/run", json={"action": "delete", "name": "extra.pdf"}, headers=AUTH)
    assert r.status_code == 200 and r.json()["result"]["chunks"] >= 1, r.text
    names = [d["file_name"] for d in post(service, "/documents/run", json={}).json()["result"]["documents"]]
    assert "extra.pdf" not in names and not (service.data_dir / "uploads" / "extra.pdf").exists()
