"""
Check a running rulebook service end to end over HTTP: upload, ask, retrieve, streaming, OpenAI chat, bad uploads and
the API key. Used by scripts/docker_check.sh against the container; works against any server.

    python scripts/http_check.py http://127.0.0.1:1416 [--api-key KEY] [--pdf samples/...pdf]

Prints one line per check (`ok` or `FAIL` and why) and exits 1 when a check failed, 2 when the server does not
answer. Standard library only, so it runs with any Python 3.11 beside the container.
"""

import argparse
import json
import sys
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "FRA-Hazardous_Materials_Compliance_Manual_01.07.25.pdf"
QUESTION = "Who has the authority to inspect records and facilities related to hazardous materials transportation?"


def request(
    url: str, body: bytes | None = None, headers: dict[str, str] | None = None, timeout: float = 300
) -> tuple[int, Any, bytes]:
    """:returns: (status, headers, body bytes); HTTP errors are returned, not raised."""
    req = urllib.request.Request(url, data=body, headers=headers or {}, method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def post_json(url: str, data: dict, headers: dict[str, str] | None = None) -> tuple[int, Any, bytes]:
    """:returns: `request`'s triple for a JSON body."""
    return request(url, json.dumps(data).encode(), {"Content-Type": "application/json", **(headers or {})})


def multipart(files: list[tuple[str, bytes]]) -> tuple[bytes, str]:
    """:returns: A multipart/form-data body with the files in field `files`, and its content type."""
    boundary = uuid.uuid4().hex
    parts = []
    for name, content in files:
        parts.append(
            f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="{name}"\r\n'
            "Content-Type: application/pdf\r\n\r\n".encode()
            + content
            + b"\r\n"
        )
    return b"".join(parts) + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def sse_events(body: bytes) -> list[dict]:
    """:returns: The JSON payloads of a server-sent event stream (`data: {...}` lines)."""
    events = []
    for line in body.decode().splitlines():
        if line.startswith("data: ") and line[6:].strip() not in ("", "[DONE]"):
            events.append(json.loads(line[6:]))
    return events


def checks(base: str, api_key: str | None, pdf: Path) -> list[tuple[str, bool, str]]:
    """:returns: (check, passed, detail) for every check, in order."""
    out: list[tuple[str, bool, str]] = []

    def check(name: str, passed: bool, detail: str = "") -> None:
        out.append((name, bool(passed), detail))

    key = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    body, kind = multipart([(pdf.name, pdf.read_bytes())])
    if api_key:
        status, _, _ = request(f"{base}/index/run", body, {"Content-Type": kind})
        check("upload without the API key is refused", status == 401, f"HTTP {status}")
    status, _, data = request(f"{base}/index/run", body, {"Content-Type": kind, **key})
    report = json.loads(data).get("result", json.loads(data)) if status == 200 else {}
    check(
        "upload a PDF",
        status == 200 and (report.get("chunks", 0) > 0 or pdf.name in report.get("skipped", [])),
        f"HTTP {status} {json.dumps(report)[:200]}",
    )
    bad, bad_kind = multipart([("notes.pdf", b"this is not a PDF at all")])
    status, _, data = request(f"{base}/index/run", bad, {"Content-Type": bad_kind, **key})
    check("an upload that is not a PDF is refused", status == 415, f"HTTP {status} {data[:120]!r}")
    broken, broken_kind = multipart([("broken.pdf", b"%PDF-1.7\n" + b"\x00garbage" * 50)])
    status, _, data = request(f"{base}/index/run", broken, {"Content-Type": broken_kind, **key})
    check("an unreadable PDF is refused", status == 422, f"HTTP {status} {data[:120]!r}")
    status, _, data = post_json(f"{base}/documents/run", {})
    listed = json.dumps(json.loads(data)) if status == 200 else ""
    check("the PDF is listed", status == 200 and pdf.name in listed, f"HTTP {status}")
    status, _, data = post_json(f"{base}/ask/run", {"question": QUESTION})
    answer = json.loads(data).get("result", {}) if status == 200 else {}
    pages = [c.get("page") for c in answer.get("citations", [])]
    check(
        "ask answers with citations",
        status == 200 and answer.get("mode") in ("extractive", "generative") and pages,
        f"HTTP {status} mode={answer.get('mode')} pages={pages}",
    )
    status, _, data = post_json(f"{base}/ask/run", {"question": " "})
    check("an empty question is a 400 with a message", status == 400 and b"detail" in data, f"HTTP {status}")
    status, _, data = post_json(f"{base}/retrieve/run", {"question": "security seal"})
    passages = json.loads(data).get("result", {}).get("passages", []) if status == 200 else []
    check("retrieve returns ranked passages", status == 200 and passages and "page" in passages[0], f"HTTP {status}")
    status, headers, data = post_json(f"{base}/ask/run", {"question": QUESTION, "stream": True})
    events = sse_events(data) if status == 200 else []
    final = [e for e in events if e.get("type") == "answer"]
    check(
        "streaming sends the answer with citations",
        status == 200 and final and final[-1]["answer"]["citations"],
        f"HTTP {status} {len(events)} events, {headers.get('content-type') if headers else ''}",
    )
    chat = {"model": "ask", "messages": [{"role": "user", "content": QUESTION}]}
    status, _, data = post_json(f"{base}/v1/chat/completions", chat)
    reply = json.loads(data)["choices"][0]["message"]["content"] if status == 200 else ""
    check("OpenAI chat answers with sources", status == 200 and "Sources:" in reply, f"HTTP {status}")
    status, _, data = post_json(f"{base}/v1/chat/completions", {**chat, "stream": True})
    text = (
        "".join((e.get("choices") or [{}])[0].get("delta", {}).get("content") or "" for e in sse_events(data))
        if status == 200
        else ""
    )
    check("OpenAI chat streams", status == 200 and "Sources:" in text, f"HTTP {status}")
    return out


def main() -> int:
    """Run the checks; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("url", help="the service, e.g. http://127.0.0.1:1416")
    parser.add_argument("--api-key", default=None, help="the service's RULEBOOK_API_KEY, when it has one")
    parser.add_argument("--pdf", type=Path, default=SAMPLE, help="the PDF to upload (default: the bundled sample)")
    args = parser.parse_args()
    base = args.url.rstrip("/")
    try:
        request(f"{base}/health", timeout=10)
    except OSError as error:
        print(f"error: {base} does not answer ({error}).", file=sys.stderr)
        return 2
    results = checks(base, args.api_key, args.pdf)
    for name, passed, detail in results:
        print(f"{'ok  ' if passed else 'FAIL'} {name}{'' if passed else f': {detail}'}")
    failed = sum(not passed for _, passed, _ in results)
    print(f"http checks: {len(results) - failed}/{len(results)} passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
