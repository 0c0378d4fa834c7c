"""
The reading room: a web page served by the app itself at `/ui/` (`/` leads there), and the JSON and image routes
it reads under `/ui/api/`. The page is plain HTML, CSS and JavaScript from `rulebook/service/static/` (no build
step, nothing from another site), and it calls the service's own endpoints (`ask`, `index`, `documents`) and these
routes with relative URLs, so it works behind a proxy that serves the app under a path (`HAYHOOKS_ROOT_PATH`).

Routes, all reading (no API key):

    GET  /ui/                                  the page
    GET  /ui/api/info                          answer mode, whether writing needs a key, upload limit, gate threshold
    GET  /ui/api/documents                     the indexed documents with their rulebook family and version
    GET  /ui/api/passage/{chunk_id}?quote=...  a cited passage: its pages, the highlight boxes, image and PDF links
    GET  /ui/api/page/{file_name}/{page}.png   one page of an indexed PDF as PNG (`zoom`, default 1.5; `v`)
    GET  /ui/api/pdf/{file_name}               an indexed PDF (open it at a page with `#page=N`)
    POST /ui/api/inspect                       per-stage retrieval candidates and the gate's decision

A PDF is served only as the file an indexed document was read from (`Rulebook.document_file`): the name is looked
up among the indexed documents, never used as a path, so no request can reach another file.

Usage example:
```python
from fastapi import FastAPI

from rulebook.service.ui import mount_ui

app = FastAPI()
mount_ui(app)  # create_app() does this for the served app
```
"""

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, HTTPException, Query, Request
from fastapi.responses import FileResponse, RedirectResponse, Response
from pydantic import BaseModel, Field

from rulebook.service import page_images
from rulebook.service.errors import http_errors
from rulebook.service.limits import max_upload_bytes
from rulebook.service.locks import reading
from rulebook.service.process import engine
from rulebook.service.responses import jsonable

STATIC_DIR = Path(__file__).parent / "static"
#: The files the page is made of (`index.html` is served at `/ui/`).
STATIC_FILES = frozenset(p.name for p in STATIC_DIR.iterdir() if p.is_file())
#: Candidates shown per retrieval stage in the inspector (the retrievers return many more).
STAGE_LIMIT = 20
#: What the page may load: only this app's own files and routes (no other site, no inline script).
PAGE_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'"
)
STAGE_LABELS = {
    "dense_retriever": "Dense retriever (embeddings, cosine)",
    "sparse_retriever": "BM25 retriever (words)",
    "joiner": "Fusion (weighted ranks)",
    "ranker": "Ranker",
    "evidence_scorer": "Evidence scorer (the passages the answer reads)",
}
_CHUNK_ID = re.compile(r"[A-Za-z0-9_.:-]{1,128}")


class InspectRequest(BaseModel):
    """The inspector's question and filters, as `ask` takes them."""

    question: str = Field(description="The question, in plain English.")
    documents: list[str] | None = Field(default=None, description="Only search these documents (file names).")
    articles: list[str] | None = Field(default=None, description="Only search articles under these id prefixes.")
    versions: list[str] | None = Field(default=None, description="Only search documents of these versions.")


def mount_ui(app: FastAPI) -> None:
    """
    Add the page, its static files and its API routes to `app`.

    :param app: The service's FastAPI app (`rulebook.service.app.create_app`).
    """

    @app.get("/", include_in_schema=False)
    def root(request: Request) -> RedirectResponse:
        return _to_page(request)

    @app.get("/ui", include_in_schema=False)
    def ui_without_slash(request: Request) -> RedirectResponse:
        return _to_page(request)

    @app.get("/ui/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(
            STATIC_DIR / "index.html",
            media_type="text/html",
            headers={"Content-Security-Policy": PAGE_POLICY, "Cache-Control": "no-cache"},
        )

    # A route of its own rather than a StaticFiles mount: a mount under `HAYHOOKS_ROOT_PATH` answers 404 when the
    # proxy strips the prefix, while routes match either way. Only the package's own files are served.
    @app.get("/ui/static/{asset}", include_in_schema=False)
    def static_file(asset: str) -> FileResponse:
        if asset not in STATIC_FILES:
            raise HTTPException(status_code=404, detail=f"No file {asset!r} in the reading room.")
        return FileResponse(STATIC_DIR / asset, headers={"Cache-Control": "no-cache"})

    @app.get("/ui/api/info", tags=["reading room"])
    def info() -> dict[str, Any]:
        """What the page needs to know about the deployment."""
        settings = engine().settings
        return {
            "answers": "generative" if settings.llm_key_set else "extractive",
            "api_key_required": bool(settings.api_key),
            "max_upload_mb": max_upload_bytes(settings) // (1024 * 1024),
            "min_confidence": settings.min_confidence,
        }

    @app.get("/ui/api/documents", tags=["reading room"])
    def documents() -> dict[str, Any]:
        """The indexed documents (as `documents` lists them) with their rulebook family and version."""
        book = engine()
        with reading():
            listed = book.list_documents()
            families = {f["file_name"]: f for f in book.version_families()}
        rows = []
        for doc in listed:
            family = families.get(doc["file_name"]) or {}
            rows.append(
                {
                    **doc,
                    "family": family.get("family_name"),
                    "family_version": family.get("version") or family.get("issue") or family.get("year"),
                    "versions": family.get("versions"),
                    "newest": family.get("newest"),
                    "pdf": _pdf_url(doc["file_name"]) if str(doc["file_name"]).lower().endswith(".pdf") else None,
                }
            )
        return jsonable({"documents": rows})

    @app.get("/ui/api/passage/{chunk_id}", tags=["reading room"])
    def passage(
        chunk_id: str,
        quote_text: str | None = Query(
            default=None, alias="quote", max_length=2000, description="The answer's sentence that cites it."
        ),
    ) -> dict[str, Any]:
        """A cited passage: where it is on its pages (boxes as fractions of the page), page images, PDF link."""
        return _passage(chunk_id, quote_text)

    @app.get(
        "/ui/api/page/{file_name}/{page}.png",
        tags=["reading room"],
        response_class=Response,
        responses={200: {"content": {"image/png": {}}}},
    )
    def page_image(
        file_name: str,
        page: int,
        zoom: float = Query(
            default=page_images.DEFAULT_ZOOM, ge=page_images.MIN_ZOOM, le=page_images.MAX_ZOOM, description="Scale."
        ),
        v: str | None = Query(  # noqa: ARG001 - read by the browser's cache, not here
            default=None, max_length=64, description="The file's version (its hash), so a new file is a new URL."
        ),
    ) -> Response:
        """One page of an indexed PDF as PNG."""
        path = _indexed_pdf(file_name)
        try:
            png = page_images.render_page(path, page, zoom)
        except ValueError as exc:
            raise HTTPException(status_code=404, detail=f"{file_name}: {exc}") from None
        return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=300"})

    @app.get(
        "/ui/api/pdf/{file_name}",
        tags=["reading room"],
        response_class=FileResponse,
        responses={200: {"content": {"application/pdf": {}}}},
    )
    def pdf(file_name: str) -> FileResponse:
        """An indexed PDF, shown in the browser (add `#page=N` to open it at a page)."""
        path = _indexed_pdf(file_name)
        return FileResponse(path, media_type="application/pdf", filename=file_name, content_disposition_type="inline")

    @app.post("/ui/api/inspect", tags=["reading room"])
    def inspect(request: InspectRequest) -> dict[str, Any]:
        """Per-stage retrieval candidates, the evidence confidence and the gate's threshold (no LLM call)."""
        book = engine()
        with http_errors(), reading():
            out = book.retrieval_stages(request.question, request.documents, request.articles, request.versions)
        final = {d.id for d in out["documents"]}
        threshold = book.settings.min_confidence
        confidence = out.get("confidence")
        stages = [
            {
                "name": name,
                "label": STAGE_LABELS.get(name, name),
                "count": len(docs),
                "candidates": [_candidate(i, d, d.id in final) for i, d in enumerate(docs[:STAGE_LIMIT], start=1)],
            }
            for name, docs in out["stages"].items()
        ]
        return jsonable(
            {
                "question": request.question.strip(),
                "confidence": confidence,
                "threshold": threshold,
                "decision": "answer" if confidence is not None and confidence >= threshold else "refuse",
                "rewrite": book.settings.rewrite and book.settings.llm_key_set,
                "signals": out.get("signals", {}),
                "corrections": out.get("corrections", []),
                "named": out.get("named", {}),
                "set_aside": out.get("set_aside", {}),
                "stages": stages,
                "timings_ms": {k: round(v, 1) for k, v in out.get("timings_ms", {}).items()},
            }
        )


def _passage(chunk_id: str, quote_text: str | None) -> dict[str, Any]:
    """
    :param chunk_id: A citation's `chunk_id`.
    :param quote_text: The answer's sentence that cites it, or None.
    :returns: The passage record of `GET /ui/api/passage/{chunk_id}`.
    :raises HTTPException: 400 for a malformed id, 404 for a passage or file no longer indexed, 422 for a PDF that
        cannot be read.
    """
    if not _CHUNK_ID.fullmatch(chunk_id):
        raise HTTPException(status_code=400, detail=f"{chunk_id!r} is not a passage id (a citation's chunk_id).")
    book = engine()
    with http_errors(), reading():
        chunk = book.chunk(chunk_id)
        meta = chunk.meta
        name = meta.get("file_name")
        path = book.document_file(name)
    first = int(meta.get("page_start") or 1)
    last = int(meta.get("page_end") or first)
    record: dict[str, Any] = {
        "chunk_id": chunk.id,
        "doc": name,
        "title": meta.get("title"),
        "article": meta.get("article"),
        "article_title": meta.get("article_title"),
        "page": first,
        "page_end": last,
        "page_label": meta.get("page_label_start"),
        "page_label_end": meta.get("page_label_end"),
        "text": chunk.content,
        "format": path.suffix.lower().lstrip("."),
        "pdf": None,
        "pages": [],
        "coverage": None,
        "quote_coverage": None,
    }
    if path.suffix.lower() != ".pdf":
        return jsonable(record)
    try:
        found = page_images.find_passage(path, chunk.content or "", first, last, quote=quote_text)
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=f"{name}: {exc}") from None
    labels = {first: meta.get("page_label_start"), last: meta.get("page_label_end")}
    version = str(meta.get("file_sha256") or "")[:12]
    record.update(
        pdf=f"{_pdf_url(name)}#page={first}",
        coverage=round(found.coverage, 3),
        quote_coverage=None if found.quote_coverage is None else round(found.quote_coverage, 3),
        pages=[
            {
                **p.to_dict(),
                "label": labels.get(p.page) or page_images.page_label(path, p.page),
                # The file's hash in the URL: a document indexed again under its name gets new images, not
                # the browser's cached ones.
                "image": f"api/page/{quote(name, safe='')}/{p.page}.png?v={version}",
                "pdf": f"{_pdf_url(name)}#page={p.page}",
            }
            for p in found.pages
        ],
    )
    return jsonable(record)


def _candidate(rank: int, doc: Any, final: bool) -> dict[str, Any]:
    meta = doc.meta
    return {
        "rank": rank,
        "id": doc.id,
        "doc": meta.get("file_name"),
        "page": meta.get("page_start"),
        "page_label": meta.get("page_label_start"),
        "article": meta.get("article"),
        "article_title": meta.get("article_title"),
        "score": None if doc.score is None else round(float(doc.score), 4),
        "final": final,
        "text": (doc.content or "")[:300],
    }


def _to_page(request: Request) -> RedirectResponse:
    """
    The way to the page: under `HAYHOOKS_ROOT_PATH` the full path (`/rulebook` -> `/rulebook/ui/`, where a relative
    `ui/` would leave the prefix), else relative (`/` -> `ui/`, `/ui` -> `ui/`), so a proxy's prefix is kept.
    """
    root = str(request.scope.get("root_path") or "").rstrip("/")
    return RedirectResponse(f"{root}/ui/" if root else "ui/", status_code=307)


def _pdf_url(file_name: str) -> str:
    """The PDF route of a document, relative to the page."""
    return f"api/pdf/{quote(file_name, safe='')}"


def _indexed_pdf(file_name: str) -> Path:
    """
    :param file_name: A name from the request.
    :returns: The file the indexed document of that name was read from.
    :raises HTTPException: 404 when no PDF of that name is indexed or its file is gone.
    """
    if not file_name.lower().endswith(".pdf"):
        raise HTTPException(status_code=404, detail=f"{file_name!r} is not an indexed PDF.")
    with http_errors(), reading():
        return engine().document_file(file_name)
