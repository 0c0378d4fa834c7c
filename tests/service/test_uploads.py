"""`rulebook.service.uploads` through `/index/run`: uploads are checked by content and name before indexing."""

import os

import pytest

from rulebook.service import safe_file_name
from tests.conftest import HAZMAT_PDF
from tests.service.helpers import AUTH, HAZMAT, assert_error, assert_still_up, post, small_pdf


def test_upload_indexes_the_manual(service):
    report = service.hazmat_report
    assert report["documents"] == 1 and report["pages"] == 43 and report["chunks"] > 10
    assert report["files"] == [HAZMAT] and report["failures"] == []
    assert (service.data_dir / "uploads" / HAZMAT).is_file()


def test_same_upload_again_is_skipped(service):
    with HAZMAT_PDF.open("rb") as f:
        r = post(service, "/index/run", files={"files": (HAZMAT, f)}, headers=AUTH)
    assert r.status_code == 200 and r.json()["result"]["skipped"] == [HAZMAT], r.text


def test_the_same_content_under_another_name_is_not_indexed_again(service):
    before = post(service, "/documents/run", json={}).json()["result"]
    with HAZMAT_PDF.open("rb") as f:
        r = post(service, "/index/run", files={"files": ("manual-copy.pdf", f)}, headers=AUTH)
    assert r.status_code == 200, r.text
    report = r.json()["result"]
    assert report["documents"] == 0 and report["skipped"] == [] and report["failures"] == []
    [duplicate] = report["duplicates"]
    assert (duplicate["file"], duplicate["same_as"]) == ("manual-copy.pdf", HAZMAT)
    assert duplicate["message"].startswith(f"manual-copy.pdf: the same content as {HAZMAT}, which is indexed")
    assert not (service.data_dir / "uploads" / "manual-copy.pdf").exists()  # not indexed, not kept
    assert post(service, "/documents/run", json={}).json()["result"] == before


def test_non_pdf_is_refused_by_content_whatever_its_name(service):
    r = post(service, "/index/run", files={"files": ("notes.pdf", b"just text, no PDF header\n" * 10)}, headers=AUTH)
    assert_error(r, 415, "not a PDF")
    assert not (service.data_dir / "uploads" / "notes.pdf").exists()
    assert_still_up(service)


def test_a_non_pdf_in_a_batch_fails_alone(service):
    with HAZMAT_PDF.open("rb") as f:
        files = [("files", (HAZMAT, f)), ("files", ("notes.txt", b"just text, no PDF header\n" * 10))]
        r = post(service, "/index/run", files=files, headers=AUTH)
    assert r.status_code == 200, r.text
    result = r.json()["result"]
    assert result["skipped"] == [HAZMAT] and result["files"] == [HAZMAT]
    assert [f["file"] for f in result["failures"]] == ["notes.txt"]
    assert "not a PDF" in result["failures"][0]["error"]
    assert not (service.data_dir / "uploads" / "notes.txt").exists()


def test_empty_upload_is_refused_as_empty(service):
    r = post(service, "/index/run", files={"files": ("empty.pdf", b"")}, headers=AUTH)
    assert_error(r, 400, "empty")
    assert not (service.data_dir / "uploads" / "empty.pdf").exists()
    assert_still_up(service)


def test_corrupt_pdf_is_refused(service):
    r = post(service, "/index/run", files={"files": ("broken.pdf", b"%PDF-1.7\n" + os.urandom(4000))}, headers=AUTH)
    assert_error(r, 422, "broken.pdf")
    assert not (service.data_dir / "uploads" / "broken.pdf").exists()
    assert_still_up(service)


def test_upload_cannot_write_outside_the_data_dir(service):
    with small_pdf(service.data_dir.parent / "gantry_a.pdf").open("rb") as f:
        r = post(service, "/index/run", files={"files": ("../../escape.pdf", f)}, headers=AUTH)
    assert r.status_code == 200, r.text
    assert r.json()["result"]["files"] == ["escape.pdf"]
    assert (service.data_dir / "uploads" / "escape.pdf").is_file()
    assert not (service.data_dir.parent / "escape.pdf").exists()
    assert not any(service.data_dir.parent.parent.glob("escape.pdf"))
    r = post(service, "/documents/run", json={"action": "delete", "name": "escape.pdf"}, headers=AUTH)
    assert r.status_code == 200, r.text


@pytest.mark.parametrize(
    ("name", "safe"),
    [
        ("../../escape.pdf", "escape.pdf"),
        ("C:\\Users\\me\\Manual.PDF", "Manual.pdf"),
        ("rules v2 (final).pdf", "rules v2 (final).pdf"),
        (".hidden", "hidden.pdf"),
        ("wei\u00dfe:regeln.pdf", "wei_e_regeln.pdf"),
    ],
)
def test_a_file_name_keeps_its_last_component_in_safe_characters(name, safe):
    assert safe_file_name(name) == safe


@pytest.mark.parametrize("name", ["", None, "...", "/"])
def test_a_file_name_with_nothing_usable_is_refused(name):
    with pytest.raises(ValueError, match="Unusable file name"):
        safe_file_name(name)
