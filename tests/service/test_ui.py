"""
`rulebook.service.ui`: the reading room's page and routes on the running service (tests/service/conftest.py), and
the page itself in headless Chromium: ask and see the answer with citations, click `[1]` and see the cited page with
the passage highlighted, upload a PDF and see it listed, a bad upload and a bad filter shown as readable errors,
delete. The browser tests skip with the reason when no Chromium is installed (`.ci/run` installs it).
"""

import re
from urllib.parse import quote

import pytest

from tests.service.helpers import (
    API_KEY,
    AUTH,
    HAZMAT,
    INJECTED,
    QUESTION,
    assert_error,
    assert_still_up,
    headless_chromium,
    post,
    small_pdf,
)

PNG = b"\x89PNG\r\n\x1a\n"
REFUSED_QUESTION = "What is the airspeed velocity of an unladen swallow?"
# On topic for the Hazmat manual (seals, records), which states no number of days for it: the answerability router
# refuses it (`not_stated`), not the confidence gate.
NOT_STATED_QUESTION = "How many days does a carrier have to keep a seal record?"


def get(service, path: str, **kwargs):
    kwargs.setdefault("timeout", 60)
    return service.get(f"{service.base}{path}", **kwargs)


def first_citation(service) -> dict:
    answer = post(service, "/ask/run", json={"question": QUESTION, "documents": [HAZMAT]}).json()["result"]
    return answer["citations"][0]


@pytest.fixture(scope="module")
def client():
    """The page's routes on an app served under `/rulebook`, as `HAYHOOKS_ROOT_PATH=/rulebook` gives (root_path)."""
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from rulebook.service.ui import mount_ui

    app = FastAPI()
    mount_ui(app)  # these routes read no engine
    with TestClient(app, root_path="/rulebook") as client:
        yield client


class TestBehindAProxyPath:
    """`HAYHOOKS_ROOT_PATH` set: the page's files and the way to the page, whether the proxy strips the prefix."""

    @pytest.mark.parametrize("prefix", ["", "/rulebook"])  # a proxy that strips the prefix, and one that does not
    def test_the_page_and_its_files(self, client, prefix):
        for asset in ("app.js", "app.css", "favicon.svg"):
            r = client.get(f"{prefix}/ui/static/{asset}")
            assert r.status_code == 200 and r.content, (prefix, asset, r.status_code)
        assert "<title>rulebook reading room</title>" in client.get(f"{prefix}/ui/").text

    @pytest.mark.parametrize("path", ["/", "/ui"])
    def test_the_way_to_the_page_keeps_the_prefix(self, client, path):
        r = client.get(path, follow_redirects=False)
        assert r.status_code == 307 and r.headers["location"] == "/rulebook/ui/"

    @pytest.mark.parametrize("asset", ["nope.js", "..%2Fui.py", "%2E%2E%2F__init__.py"])
    def test_only_the_page_files(self, client, asset):
        r = client.get(f"/ui/static/{asset}")
        assert r.status_code == 404 and "import" not in r.text


class TestPage:
    def test_root_leads_to_the_page_by_a_relative_redirect(self, service):
        for path in ("/", "/ui"):
            r = get(service, path, allow_redirects=False)
            assert r.status_code == 307 and r.headers["location"] == "ui/", (path, r.headers)
        r = get(service, "/")
        assert r.status_code == 200 and r.url.endswith("/ui/") and "<title>rulebook reading room</title>" in r.text

    def test_the_page_loads_nothing_from_elsewhere(self, service):
        r = get(service, "/ui/")
        policy = r.headers["content-security-policy"]
        assert "default-src 'self'" in policy and "script-src 'self'" in policy
        html = r.text
        # Relative URLs only, so a proxy can serve the app under a path.
        assert not re.search(r"""(?:src|href)=["'](?:https?:|//|/)""", html), html
        for asset in ("static/app.js", "static/app.css", "static/favicon.svg"):
            assert asset in html
            assert get(service, f"/ui/{asset}").status_code == 200, asset
        script = get(service, "/ui/static/app.js").text
        assert not re.search(r"""fetch\(\s*["'`]/|open\(\s*"POST",\s*"/""", script)
        assert "http://" not in script and "https://" not in script

    def test_info(self, service):
        info = get(service, "/ui/api/info").json()
        assert info["api_key_required"] is True  # the test service has a key
        assert info["max_upload_mb"] == 1 and 0 < info["min_confidence"] < 1
        assert info["answers"] == "generative"

    def test_documents_with_their_family(self, service):
        rows = {d["file_name"]: d for d in get(service, "/ui/api/documents").json()["documents"]}
        hazmat = rows[HAZMAT]
        assert hazmat["pages"] == 43 and hazmat["chunks"] > 50 and hazmat["indexed_at"]
        assert hazmat["family"] == "Hazardous Materials Compliance Manual"
        assert hazmat["pdf"] == f"api/pdf/{HAZMAT}"


class TestPassage:
    def test_a_citation_resolves_to_its_page_image_boxes_and_pdf(self, service, model):
        cited = first_citation(service)
        claim = cited["text"].split(". ")[0]
        passage = get(service, f"/ui/api/passage/{cited['chunk_id']}", params={"quote": claim}).json()
        assert passage["doc"] == HAZMAT and passage["page"] == cited["page"] and passage["text"] == cited["text"]
        assert passage["coverage"] > 0.9 and passage["quote_coverage"] > 0.9
        page = passage["pages"][0]
        assert page["boxes"] and page["quote_boxes"] and page["label"] == cited["page_label"]
        assert all(0 <= b["x"] < b["x"] + b["w"] <= 1 and 0 <= b["y"] < b["y"] + b["h"] <= 1 for b in page["boxes"])
        # The links are relative to the page (/ui/).
        # The image URL carries the file's version: a document indexed again under its name is a new URL, not the
        # browser's cached image.
        listed = post(service, "/documents/run", json={}).json()["result"]["documents"]
        sha = next(d["file_sha256"] for d in listed if d["file_name"] == HAZMAT)
        assert page["image"] == f"api/page/{quote(HAZMAT)}/{cited['page']}.png?v={sha[:12]}"
        assert passage["pdf"] == f"api/pdf/{quote(HAZMAT)}#page={cited['page']}"
        png = get(service, f"/ui/{page['image']}")
        assert png.status_code == 200 and png.headers["content-type"] == "image/png" and png.content.startswith(PNG)
        pdf = get(service, f"/ui/{passage['pdf'].split('#')[0]}")
        assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
        assert pdf.content.startswith(b"%PDF-") and "inline" in pdf.headers["content-disposition"]

    def test_an_uploaded_document_is_served_too(self, service):
        assert get(service, f"/ui/api/pdf/{INJECTED}").content.startswith(b"%PDF-")
        assert get(service, f"/ui/api/page/{INJECTED}/1.png").content.startswith(PNG)

    def test_unknown_passages_and_pages(self, service):
        assert_error(get(service, "/ui/api/passage/" + "0" * 64), 404, "ask the question again")
        assert_error(get(service, "/ui/api/passage/not%20an%20id"), 400, "passage id")
        assert_error(get(service, f"/ui/api/page/{HAZMAT}/44.png"), 404, "pages 1 to 43")
        assert_error(get(service, f"/ui/api/page/{HAZMAT}/0.png"), 404, "pages 1 to 43")
        assert_error(get(service, f"/ui/api/page/{HAZMAT}/1.png", params={"zoom": 50}), 422)
        assert_still_up(service)


class TestOnlyIndexedFiles:
    """No name reaches a file but the one an indexed document was read from."""

    @pytest.mark.parametrize(
        "name",
        [
            "..%2F..%2F..%2Fetc%2Fpasswd",
            "%2Fetc%2Fpasswd",
            "passwd.pdf",
            "..%2Fpyproject.toml",
            "..%2F..%2Fsamples%2FFRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf",
            quote(f"../{HAZMAT}", safe=""),
            "%2E%2E%2F" + quote(HAZMAT),
            "service.log",
        ],
    )
    def test_a_name_that_is_not_indexed(self, service, name):
        for path in (f"/ui/api/pdf/{name}", f"/ui/api/page/{name}/1.png"):
            r = get(service, path)
            assert r.status_code == 404, (path, r.status_code, r.text[:200])
            assert not r.content.startswith(b"%PDF-") and "root:" not in r.text

    def test_a_file_in_the_upload_folder_that_is_not_indexed(self, service):
        stray = service.data_dir / "uploads" / "stray.pdf"
        small_pdf(stray)
        try:
            assert_error(get(service, "/ui/api/pdf/stray.pdf"), 404, "no indexed document")
        finally:
            stray.unlink()


class TestInspector:
    def test_stages_and_the_gate(self, service):
        r = post(service, "/ui/api/inspect", json={"question": QUESTION, "documents": [HAZMAT]})
        data = r.json()
        assert data["decision"] == "answer" and data["confidence"] >= data["threshold"]
        names = [s["name"] for s in data["stages"]]
        assert names == ["dense_retriever", "sparse_retriever", "joiner", "ranker", "evidence_scorer"]
        final = data["stages"][-1]["candidates"]
        assert final and all(c["final"] for c in final) and final[0]["doc"] == HAZMAT
        assert all(len(s["candidates"]) <= 20 for s in data["stages"]) and data["stages"][0]["count"] > 20
        assert "dense_retriever" in data["timings_ms"]

    def test_why_a_question_is_refused(self, service):
        data = post(service, "/ui/api/inspect", json={"question": REFUSED_QUESTION}).json()
        assert data["decision"] == "refuse" and data["confidence"] < data["threshold"]

    def test_errors(self, service):
        assert_error(post(service, "/ui/api/inspect", json={"question": "  "}), 400, "empty")
        assert_error(post(service, "/ui/api/inspect", json={"question": QUESTION, "documents": ["nope.pdf"]}), 404)
        assert_error(post(service, "/ui/api/inspect", json={}), 422)


# -- in a browser -----------------------------------------------------------------------------------------------
@pytest.fixture()
def browser():
    with headless_chromium() as driver:
        yield driver


def wait(driver, condition, timeout: float = 60):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.1).until(condition)


def css(driver, selector: str):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def click(driver, selector: str) -> None:
    """Click the element `selector` names, found afresh: the page redraws its lists as they load."""
    from selenium.common.exceptions import StaleElementReferenceException

    def attempt(d) -> bool:
        try:
            css(d, selector)[0].click()
        except (IndexError, StaleElementReferenceException):
            return False
        return True

    wait(driver, attempt)


def ask_in_page(driver, question: str) -> None:
    box = wait(driver, lambda d: css(d, "#question")[0])
    box.clear()
    box.send_keys(question)
    css(driver, "#ask-button")[0].click()


class TestInBrowser:
    def test_ask_then_open_the_cited_page_highlighted(self, service, model, browser):
        browser.get(f"{service.base}/")
        ask_in_page(browser, QUESTION)
        cites = wait(browser, lambda d: css(d, "#answer-text button.cite"))
        assert css(browser, "#citations li"), "the sources are listed"
        assert "[1]" in cites[0].text
        assert css(browser, "#answer-text")[0].get_attribute("aria-live") == "polite"
        cites[0].click()
        image = wait(
            browser,
            lambda d: next(
                (i for i in css(d, "#viewer-pages img") if d.execute_script("return arguments[0].naturalWidth", i)),
                None,
            ),
        )
        marks = css(browser, "#viewer-pages .page-frame .highlight")
        assert marks, "the passage is highlighted"
        frame = image.rect
        # Each overlay box lies on the page image, and the widest is a line of text.
        for mark in marks:
            box = mark.rect
            assert box["width"] > 0 and box["height"] > 5
            assert frame["x"] - 5 <= box["x"] and box["x"] + box["width"] <= frame["x"] + frame["width"] + 5
            assert frame["y"] - 5 <= box["y"] and box["y"] + box["height"] <= frame["y"] + frame["height"] + 5
        assert max(m.rect["width"] for m in marks) > frame["width"] / 3
        caption = css(browser, "#viewer-pages figcaption")[0].text
        assert "Page " in caption
        link = css(browser, "#viewer-links a")[0]
        assert re.search(r"/ui/api/pdf/.+\.pdf#page=\d+$", link.get_attribute("href"))
        # The timings the benchmark reads.
        assert browser.execute_script("return performance.getEntriesByName('page-image').length") == 1
        assert browser.execute_script("return performance.getEntriesByName('answer-first-text').length") == 1

    def test_an_api_error_is_shown_as_a_message(self, service, browser):
        browser.get(f"{service.base}/ui/")
        wait(browser, lambda d: css(d, "#question")[0])
        css(browser, "#ask-filters summary")[0].click()
        css(browser, "#ask-versions")[0].send_keys("1899")
        ask_in_page(browser, QUESTION)
        message = wait(browser, lambda d: css(d, "#ask-errors")[0].text)
        assert "1899" in message and "HTTP 404" in message, message

    def test_upload_list_and_delete(self, service, browser, tmp_path):
        pdf = small_pdf(tmp_path / "browser_gantry.pdf")
        bad = tmp_path / "not_really.pdf"
        bad.write_text("This is a text file with a .pdf name.")
        big = tmp_path / "too_big.pdf"  # over the test service's 1 MiB limit: refused before it is sent
        big.write_bytes(b"%PDF-1.4\n" + b"0" * (1024 * 1024 + 10))
        browser.get(f"{service.base}/ui/#documents")
        wait(browser, lambda d: css(d, f'tr[data-file="{HAZMAT}"]'))
        key = css(browser, "#api-key")[0]
        assert key.is_displayed()
        key.send_keys(API_KEY)
        css(browser, "#upload-files")[0].send_keys(f"{pdf}\n{bad}\n{big}")
        css(browser, "#upload-button")[0].click()
        try:
            done = wait(browser, lambda d: css(d, f'#upload-list li[data-file="{pdf.name}"] .status.done'))[0]
            assert "Indexed" in done.text
            error = wait(browser, lambda d: css(d, f'#upload-list li[data-file="{bad.name}"] .status.error'))[0]
            assert "not a PDF" in error.text and "415" in error.text, error.text
            too_big = css(browser, f'#upload-list li[data-file="{big.name}"] .status.error')[0].text
            assert too_big.startswith(f"{big.name} is 1.0 MiB, over the upload limit of 1 MiB"), too_big
            row = wait(browser, lambda d: css(d, f'tr[data-file="{pdf.name}"]'))
            assert "1" in row[0].text  # one page
            assert not css(browser, f'tr[data-file="{bad.name}"]')
            click(browser, f'tr[data-file="{pdf.name}"] button.danger')
            browser.switch_to.alert.accept()
            wait(browser, lambda d: not css(d, f'tr[data-file="{pdf.name}"]'))
            assert pdf.name in css(browser, "#documents-status")[0].text
        finally:
            post(service, "/documents/run", json={"action": "delete", "name": pdf.name}, headers=AUTH)

    def test_a_refusal_lists_the_closest_passages(self, service, browser):
        browser.get(f"{service.base}/ui/")
        ask_in_page(browser, REFUSED_QUESTION)
        wait(browser, lambda d: "Refused" in css(d, "#answer-meta")[0].text)
        title = css(browser, "#sources-title")[0]
        assert title.is_displayed() and title.text.startswith("Closest passages")
        closest = css(browser, "#citations li button.source")
        assert closest and not css(browser, "#answer-text button.cite")  # listed, not cited
        closest[0].click()  # and each opens its page
        wait(browser, lambda d: css(d, "#viewer-pages .highlight"))

    def test_a_not_stated_refusal_says_the_passages_state_no_answer(self, service, browser):
        from selenium.webdriver.support.ui import Select

        r = post(service, "/ask/run", json={"question": NOT_STATED_QUESTION, "documents": [HAZMAT]})
        answer = r.json()["result"]
        assert answer["mode"] == "refused" and answer["refusal"] == "not_stated", answer
        browser.get(f"{service.base}/ui/")
        wait(browser, lambda d: css(d, f'#ask-docs option[value="{HAZMAT}"]'))
        css(browser, "#ask-filters summary")[0].click()
        Select(css(browser, "#ask-docs")[0]).select_by_value(HAZMAT)
        ask_in_page(browser, NOT_STATED_QUESTION)
        why = wait(browser, lambda d: [p for p in css(d, "#answer-notes p.notice") if p.text.startswith("Why refused")])
        text = why[0].text
        assert "none of them states what it asks for" in text and "threshold" not in text, text
        assert css(browser, "#citations li button.source")  # the closest passages are listed

    def test_inspecting_a_restricted_question_shows_its_restriction(self, service, browser):
        from selenium.webdriver.support.ui import Select

        browser.get(f"{service.base}/ui/")
        wait(browser, lambda d: css(d, f'#ask-docs option[value="{HAZMAT}"]'))
        css(browser, "#ask-filters summary")[0].click()
        Select(css(browser, "#ask-docs")[0]).select_by_value(HAZMAT)
        ask_in_page(browser, REFUSED_QUESTION)
        wait(browser, lambda d: [b for b in css(d, "#answer-notes button") if "Inspect" in b.text])[0].click()
        wait(browser, lambda d: css(d, "#inspect-result .verdict"))
        assert css(browser, "#inspect-filters")[0].get_attribute("open") is not None
        assert [o.get_attribute("value") for o in Select(css(browser, "#inspect-docs")[0]).all_selected_options] == [
            HAZMAT
        ]

    def test_a_failed_delete_says_why(self, service, browser):
        browser.get(f"{service.base}/ui/#documents")
        wait(browser, lambda d: css(d, f'tr[data-file="{HAZMAT}"]'))
        css(browser, "#api-key")[0].send_keys("not-the-key")
        click(browser, f'tr[data-file="{HAZMAT}"] button.danger')
        browser.switch_to.alert.accept()
        message = wait(browser, lambda d: css(d, "#documents-errors")[0].text)
        assert f"Could not delete {HAZMAT}" in message and "403" in message, message
        assert css(browser, f'tr[data-file="{HAZMAT}"]')  # still listed, and still indexed
        assert any(
            d["file_name"] == HAZMAT for d in post(service, "/documents/run", json={}).json()["result"]["documents"]
        )

    def test_the_inspector_says_why_a_question_is_refused(self, service, browser):
        browser.get(f"{service.base}/ui/#inspect")
        box = wait(browser, lambda d: css(d, "#inspect-question")[0])
        box.send_keys(REFUSED_QUESTION)
        css(browser, "#inspect-button")[0].click()
        verdict = wait(browser, lambda d: css(d, "#inspect-result .verdict"))[0]
        assert verdict.text.startswith("Refused") and "below the threshold" in verdict.text
        assert len(css(browser, "#inspect-result details.stage")) == 5

    def test_keyboard_only(self, service, browser):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        browser.get(f"{service.base}/ui/")
        wait(browser, lambda d: css(d, "#question")[0])
        seen = []
        for _ in range(12):
            ActionChains(browser).send_keys(Keys.TAB).perform()
            active = browser.switch_to.active_element
            seen.append(active.get_attribute("id") or active.text)
        for wanted in ("nav-ask", "nav-documents", "nav-inspect", "question", "ask-button"):
            assert wanted in seen, seen
        outline = browser.execute_script("return getComputedStyle(document.activeElement).outlineStyle")
        assert outline != "none"

    def test_a_narrow_window(self, service, model):
        with headless_chromium(width=400, height=800) as driver:
            driver.get(f"{service.base}/ui/")
            ask_in_page(driver, QUESTION)
            wait(driver, lambda d: css(d, "#answer-text button.cite"))[0].click()
            wait(driver, lambda d: css(d, "#viewer-pages .highlight"))
            # Nothing wider than the window: no sideways scrolling, in the Ask view and the Documents view.
            assert driver.execute_script("return document.documentElement.scrollWidth") <= 400
            driver.get(f"{service.base}/ui/#documents")
            wait(driver, lambda d: css(d, f'tr[data-file="{HAZMAT}"]'))
            assert driver.execute_script("return document.documentElement.scrollWidth") <= 400
