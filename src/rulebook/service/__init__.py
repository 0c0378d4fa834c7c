"""
rulebook as a service: what the Hayhooks pipeline wrappers in `pipelines/<name>/` share, and the hardened app.

The wrappers (`ask`, `retrieve`, `index`, `documents`) are thin: each one calls `engine()` in `setup()` and runs
the YAML graphs through that one `rulebook.engine.Rulebook`, so a process reads the settings once, loads the
graphs once and opens one Qdrant client. The modules, one concern each:

- `process`: `engine()`, the process's engine, warmed up, with the worker policy checked; `StartupRefused`;
- `workers`: `requested_workers()` and `check_workers()` (embedded Qdrant is single-process: more than one
  worker is refused with a clear message);
- `locks`: `reading()` / `writing()`, a readers-writer lock, so questions run concurrently and an upload or a
  delete runs alone;
- `errors`: `http_errors()`, the engine's user errors as 4xx JSON (`{"detail": "..."}`);
- `auth`: `require_api_key()`, the `RULEBOOK_API_KEY` check of the write endpoints;
- `uploads`: `save_upload()`, an upload checked by content (`%PDF-`), size and name;
- `limits`: the request and upload size limits and the ASGI middleware that enforces them;
- `responses`: results as plain JSON, passages and citations as the endpoints show them;
- `health`, `mcp`: `GET /health` and the MCP endpoint `/mcp/` (import them as modules; `health` is not
  re-exported, so `rulebook.service.health` stays the module);
- `ui`, `page_images`, `static/`: the reading room at `/ui/` (a page served by the app itself), the PDF pages it
  shows as images and where a cited passage lies on them;
- `chat`: what the chat model sends besides the text: citations numbered in order of appearance, Open WebUI
  source events;
- `app`: `create_app()`, the Hayhooks app with only our wrappers deployed. `scripts/serve.py` runs it (with
  several workers on a Qdrant server).

Every setting comes from `rulebook.settings.Settings`, the engine's. Plain
`hayhooks run --pipelines-dir pipelines` serves the same wrappers, without the request size limits and `/health`
(see docs/serving.md).

Usage example:
```python
from rulebook import service

book = service.engine()
with service.http_errors(), service.reading():
    answer = service.jsonable(book.ask("Who may inspect hazardous materials records?"))
```
"""

from rulebook.service.app import WRAPPERS, create_app, wrapper_dirs
from rulebook.service.auth import require_api_key
from rulebook.service.errors import http_errors
from rulebook.service.limits import BodySizeLimit, max_request_bytes, max_upload_bytes
from rulebook.service.locks import ReadWriteLock, reading, writing
from rulebook.service.process import StartupRefused, engine, started_engine
from rulebook.service.responses import citation_lines, jsonable, passage_record
from rulebook.service.uploads import safe_file_name, save_upload, upload_dir
from rulebook.service.workers import check_workers, requested_workers

__all__ = [
    "WRAPPERS",
    "BodySizeLimit",
    "ReadWriteLock",
    "StartupRefused",
    "check_workers",
    "citation_lines",
    "create_app",
    "engine",
    "http_errors",
    "jsonable",
    "max_request_bytes",
    "max_upload_bytes",
    "passage_record",
    "reading",
    "requested_workers",
    "require_api_key",
    "safe_file_name",
    "save_upload",
    "started_engine",
    "upload_dir",
    "wrapper_dirs",
    "writing",
]
