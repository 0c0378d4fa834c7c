"""`rulebook.service.limits`: bodies over the upload or request limit get 413, declared or streamed."""

from tests.service.helpers import AUTH, QUESTION, assert_error, assert_still_up, post


def test_oversized_upload_is_refused(service):
    big = b"%PDF-1.7\n" + b"0" * (2 * 1024 * 1024)
    r = post(service, "/index/run", files={"files": ("big.pdf", big)}, headers=AUTH)
    assert_error(r, 413, "larger than")
    assert_still_up(service)


def test_oversized_chunked_upload_is_refused(service):
    def body():  # a generator: requests sends it chunked, without Content-Length
        yield b'--XyZ\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n\r\n%PDF-1.7\n'
        for _ in range(40):
            yield b"0" * 65536
        yield b"\r\n--XyZ--\r\n"

    r = post(service, "/index/run", data=body(), headers={**AUTH, "Content-Type": "multipart/form-data; boundary=XyZ"})
    assert_error(r, 413, "larger than")
    assert_still_up(service)


def test_oversized_question_body_is_refused(service):
    assert_error(post(service, "/ask/run", json={"question": "y" * 100_000}), 413, "larger than")
    body = {"question": QUESTION, "documents": ["z" * 100_000]}  # the limit is the body's, whatever field is long
    assert_error(post(service, "/ask/run", json=body), 413, "larger than")
    assert_still_up(service)
