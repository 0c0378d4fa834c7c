"""
The reading room timed in a real browser: how soon the first answer text is on screen after a question is
submitted, and how soon the cited page image is shown after a citation is clicked.

    python -m eval ui                         # start a server, upload the Hazmat manual, time 8 questions
    python -m eval ui --questions-file Q.jsonl --json
    python -m eval ui --screenshots docs/     # also save a screenshot of each view (docs/ui-*.png)

The server is `scripts/serve.py` on a free 127.0.0.1 port with a fresh embedded store (`eval.load.Server`:
extractive answers, no GROQ_API_KEY), and the bundled sample is uploaded through /index/run before the clock
starts. Headless Chromium (the system's, `apt-get install chromium chromium-driver`, driven by selenium) opens
/ui/, and for each question types it, submits it, and waits for the answer; then it clicks the answer's first
`[n]` and waits for the page image. The times are the page's own measures (`performance.measure`, in app.js):
`answer-first-text` from the submit to the first answer text drawn, `page-image` from the click to the first page
image loaded (the passage lookup, the highlight boxes and the PNG included). Each question runs twice: first
with its page not yet rendered by the server (reported apart, `page_image_first_render`), then on a fresh page
load, as a reader opening the reading room again. Also timed without the browser: GET of the page image route
over HTTP. Reported: p50, p95 and max of each. Targets (issue 21): first answer text <= 1000 ms and page image
<= 300 ms at p95.
"""

import argparse
import json
import signal
import sys
import time
from pathlib import Path
from typing import Any

from eval import results
from eval.browser import headless_chromium
from eval.harness import add_record_argument, run_name
from eval.load import FALLBACK_QUESTIONS, Server
from eval.metrics import percentile
from rulebook.settings import PROJECT_ROOT

SAMPLE = PROJECT_ROOT / "samples" / "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"
QUESTIONS = [
    *FALLBACK_QUESTIONS,
    "Who may inspect records and facilities related to hazardous materials transportation?",
    "What does a hazardous materials inspector do?",
    "What is the purpose of a hazardous materials guidance notice?",
    "When may FRA issue a special permit?",
]
TARGETS_MS = {"answer_first_text": 1000.0, "page_image": 300.0}
#: Screenshots are kept small for the docs: reduced to this many colours.
SCREENSHOT_COLOURS = 128


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m eval ui`."""
    parser.add_argument("--corpus", nargs="+", type=Path, default=[SAMPLE], help="PDFs to upload first")
    parser.add_argument("--questions-file", type=Path, help="JSONL with `question` (default: 8 Hazmat questions)")
    parser.add_argument("--screenshots", type=Path, help="also save a screenshot of each view in this folder")
    parser.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    add_record_argument(parser)


def _wait(driver: Any, condition: Any, timeout: float = 60.0) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(condition)


def _css(driver: Any, selector: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def _measure(driver: Any, name: str) -> float | None:
    value = driver.execute_script(
        "const m = performance.getEntriesByName(arguments[0]); return m.length ? m[m.length - 1].duration : null", name
    )
    return None if value is None else float(value)


def ask_and_open(driver: Any, question: str) -> dict[str, float | None]:
    """
    Ask `question` on the open page, then open its first citation.

    :returns: `answer_first_text` and `page_image` in ms (None when the answer had no citation).
    """
    box = _wait(driver, lambda d: _css(d, "#question")[0])
    box.clear()
    box.send_keys(question)
    _css(driver, "#ask-button")[0].click()
    _wait(driver, lambda d: _css(d, "#ask-button")[0].is_enabled() and _measure(d, "answer-first-text") is not None)
    timing: dict[str, float | None] = {"answer_first_text": _measure(driver, "answer-first-text"), "page_image": None}
    cites = _css(driver, "#answer-text button.cite")
    if cites:
        cites[0].click()
        _wait(driver, lambda d: _measure(d, "page-image") is not None)
        timing["page_image"] = _measure(driver, "page-image")
    return timing


def _summary(values: list[float], target: float) -> dict[str, Any]:
    return {
        "n": len(values),
        "p50_ms": round(percentile(values, 50), 1) if values else None,
        "p95_ms": round(percentile(values, 95), 1) if values else None,
        "max_ms": round(max(values), 1) if values else None,
        "target_p95_ms": target,
        "meets_target": bool(values) and percentile(values, 95) <= target,
    }


def _save(driver: Any, path: Path) -> None:
    """A screenshot, reduced to `SCREENSHOT_COLOURS` colours when Pillow is there (a docs page loads it)."""
    png = driver.get_screenshot_as_png()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        import io

        from PIL import Image
    except ImportError:
        path.write_bytes(png)
        return
    image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=SCREENSHOT_COLOURS)
    image.save(path, optimize=True)


def screenshots(url: str, folder: Path, question: str) -> list[str]:
    """
    Save one screenshot per view: the answer with the cited page (wide and narrow), the documents, the inspector.

    :returns: The files written.
    """
    written = []
    with headless_chromium() as driver:
        driver.get(f"{url}/ui/")
        ask_and_open(driver, question)
        time.sleep(0.3)
        written.append(folder / "ui-ask.png")
        _save(driver, written[-1])
        driver.get(f"{url}/ui/#documents")
        _wait(driver, lambda d: _css(d, "#documents-body tr"))
        written.append(folder / "ui-documents.png")
        _save(driver, written[-1])
        driver.get(f"{url}/ui/#inspect")
        box = _wait(driver, lambda d: _css(d, "#inspect-question")[0])
        box.send_keys("What is the airspeed velocity of an unladen swallow?")
        _css(driver, "#inspect-button")[0].click()
        _wait(driver, lambda d: _css(d, "#inspect-result .verdict"))
        written.append(folder / "ui-inspector.png")
        _save(driver, written[-1])
    with headless_chromium(width=420, height=860) as driver:
        driver.get(f"{url}/ui/")
        ask_and_open(driver, question)
        time.sleep(0.3)
        written.append(folder / "ui-narrow.png")
        _save(driver, written[-1])
    return [str(p) for p in written]


def benchmark(url: str, questions: list[str]) -> dict[str, Any]:
    """Time each question in the browser (after one untimed pass) and the page image route over HTTP."""
    import requests

    answer_ms: list[float] = []
    image_ms: list[float] = []
    first_image_ms: list[float] = []
    pages: set[str] = set()
    with headless_chromium() as driver:
        driver.get(f"{url}/ui/")
        for question in questions:  # the first pass: each page is rendered for the first time (not in the cache)
            timing = ask_and_open(driver, question)
            if timing["page_image"] is not None:
                first_image_ms.append(timing["page_image"])
        for question in questions:
            driver.get(f"{url}/ui/")  # a fresh page, as a user opening the reading room
            timing = ask_and_open(driver, question)
            if timing["answer_first_text"] is not None:
                answer_ms.append(timing["answer_first_text"])
            if timing["page_image"] is not None:
                image_ms.append(timing["page_image"])
            pages.update(img.get_attribute("src") for img in _css(driver, "#viewer-pages img"))
    http_ms = []
    with requests.Session() as session:
        for src in sorted(p for p in pages if p):
            start = time.perf_counter()
            r = session.get(src, timeout=30)
            http_ms.append((time.perf_counter() - start) * 1000)
            if r.status_code != 200 or not r.content.startswith(b"\x89PNG"):
                raise RuntimeError(f"{src}: {r.status_code} {r.text[:200]}")
    return {
        "url": url,
        "questions": len(questions),
        "answer_first_text": _summary(answer_ms, TARGETS_MS["answer_first_text"]),
        "page_image": _summary(image_ms, TARGETS_MS["page_image"]),
        "page_image_first_render": _summary(first_image_ms, TARGETS_MS["page_image"]),
        "page_image_http": _summary(http_ms, TARGETS_MS["page_image"]),
    }


def render(report: dict[str, Any]) -> str:
    """A terminal table of the report."""
    lines = [f"reading room {report['url']}: {report['questions']} questions, extractive answers", ""]
    lines.append(f"{'measure':<34} {'n':>3} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'target':>8}  ok")
    for key, label in (
        ("answer_first_text", "submit -> first answer text"),
        ("page_image", "click [n] -> page image shown"),
        ("page_image_first_render", "the same, page not rendered before"),
        ("page_image_http", "GET page image (HTTP, no browser)"),
    ):
        r = report[key]
        lines.append(
            f"{label:<34} {r['n']:>3} {r['p50_ms']!s:>8} {r['p95_ms']!s:>8} {r['max_ms']!s:>8} "
            f"{r['target_p95_ms']:>8.0f}  {'yes' if r['meets_target'] else 'NO'}"
        )
    if report.get("screenshots"):
        lines += ["", "screenshots: " + ", ".join(report["screenshots"])]
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    """Run the benchmark; exit 1 when a target is missed."""
    import requests

    signal.signal(signal.SIGTERM, signal.default_int_handler)
    questions = QUESTIONS
    if args.questions_file:
        rows = [json.loads(line) for line in args.questions_file.read_text().splitlines() if line.strip()]
        questions = [r["question"] for r in rows if r.get("question")] or QUESTIONS
    missing = [str(p) for p in args.corpus if not p.is_file()]
    if missing:
        print(f"error: corpus file(s) not found: {', '.join(missing)}", file=sys.stderr)
        return 2
    try:
        with Server(None) as server:
            files = [("files", (p.name, p.read_bytes(), "application/pdf")) for p in args.corpus]
            r = requests.post(f"{server.url}/index/run", files=files, timeout=1800)
            if r.status_code != 200:
                raise RuntimeError(f"uploading the corpus failed: {r.status_code} {r.text[:300]}")
            report = benchmark(server.url, questions)
            if args.screenshots:
                report["screenshots"] = screenshots(server.url, args.screenshots, questions[0])
    except RuntimeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    report["command"] = "python -m eval " + " ".join(sys.argv[1:])
    print(render(report))
    if args.record:
        results.record(run_name("ui"), {k: v for k, v in report.items() if k != "screenshots"})
    if args.json:
        print(json.dumps(report))
    keys = ("answer_first_text", "page_image", "page_image_first_render", "page_image_http")
    return 0 if all(report[k]["meets_target"] for k in keys) else 1
