"""
The app `scripts/serve.py` runs: Hayhooks with our wrappers only, request size limits, `/health`, MCP and the
reading room (`/ui/`).
"""

import time
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute

from rulebook.pipelines import PIPELINES_DIR
from rulebook.service.errors import validation_detail
from rulebook.service.health import health
from rulebook.service.limits import MULTIPART_ALLOWANCE, BodySizeLimit, max_request_bytes, max_upload_bytes
from rulebook.service.mcp import mount_mcp
from rulebook.service.process import StartupRefused, engine
from rulebook.service.ui import mount_ui

#: The wrappers `create_app` deploys, by folder name under `pipelines/` (each is also its URL: `/ask/run`).
#: Hayhooks imports a wrapper folder as a top-level package of that name, so a new wrapper must not be called
#: like an installed package (`rulebook`): it would replace it.
WRAPPERS = ("ask", "retrieve", "index", "documents")
#: The paths that take file uploads, and so get the upload limit instead of the request limit.
UPLOAD_PATHS = ("/index/run",)
#: Hayhooks' model listing routes, replaced by `list_chat_models_only`.
MODEL_PATHS = ("/v1/models", "/models")


def wrapper_dirs(pipelines_dir: Path = PIPELINES_DIR) -> list[Path]:
    """
    :param pipelines_dir: The folder holding one folder per wrapper.
    :returns: The folders of `WRAPPERS`, in that order.
    :raises StartupRefused: When one has no `pipeline_wrapper.py`.
    """
    folders = [pipelines_dir / name for name in WRAPPERS]
    for folder in folders:
        if not (folder / "pipeline_wrapper.py").is_file():
            raise StartupRefused(f"{folder}/pipeline_wrapper.py is missing.")
    return folders


def create_app() -> FastAPI:
    """
    The Hayhooks app that `scripts/serve.py` runs: Hayhooks' own routes (`/status`, `/docs`, the OpenAI-compatible
    `/v1/...`) and our wrappers only, deployed now so a wrapper that cannot start stops the server. The YAML graphs
    beside them are not deployed as pipelines of their own (they need the deployment's settings, applied by
    `rulebook.pipelines`).

    Added: request body limits (`RULEBOOK_MAX_REQUEST_KB`, `RULEBOOK_MAX_UPLOAD_MB` for `/index/run`),
    `GET /health`, MCP at `/mcp/`, the reading room at `/ui/` (`rulebook.service.ui`), and a `/v1/models` that
    lists only the wrappers that chat (`ask`).

    :returns: The FastAPI app (a factory for uvicorn: `rulebook.service:create_app`).
    :raises StartupRefused: When the deployment cannot serve; the message says what to change.
    """
    # Imported here, not at the top: Hayhooks reads its settings (HAYHOOKS_HOST, ...) from the environment when it
    # is imported, and scripts/serve.py imports this package before it sets them.
    from hayhooks import create_app as create_hayhooks_app
    from hayhooks.server.utils.deploy_utils import deploy_pipeline_files, read_pipeline_files_from_dir
    from hayhooks.settings import settings as hayhooks_settings

    hayhooks_settings.pipelines_dir = ""  # we deploy the wrappers below; Hayhooks would also try the YAML graphs
    app = create_hayhooks_app()
    for folder in wrapper_dirs():
        deploy_pipeline_files(
            app=app, pipeline_name=folder.name, files=read_pipeline_files_from_dir(folder), save_files=False
        )
    settings = engine().settings  # started by the wrappers' setup(): the process's one reading of the settings

    @app.get("/health", tags=["rulebook"])
    def get_health() -> JSONResponse:
        """Store reachable, documents and chunks indexed, answer mode."""
        status, body = health()
        return JSONResponse(body, status_code=status)

    @app.exception_handler(RequestValidationError)
    async def readable_validation_error(_request: Request, error: RequestValidationError) -> JSONResponse:
        """A body of the wrong shape: `detail` says what is wrong in words, `errors` lists FastAPI's own."""
        return JSONResponse(
            {"detail": validation_detail(error.errors()), "errors": jsonable_encoder(error.errors())}, status_code=422
        )

    list_chat_models_only(app)
    mount_ui(app)
    mount_mcp(app)
    app.add_middleware(
        BodySizeLimit,
        default_limit=max_request_bytes(settings),
        upload_limit=max_upload_bytes(settings) + MULTIPART_ALLOWANCE,
        upload_paths=UPLOAD_PATHS,
    )
    return app


def chat_models(app: FastAPI) -> list[str]:
    """
    :param app: The Hayhooks app.
    :returns: The deployed wrappers that answer chat completions (implement `run_chat_completion` or its async
        form), in deployment order.
    """
    registry = app.state.pipeline_registry
    return [
        name
        for name in registry.get_names()
        if getattr(registry.get(name), "_is_run_chat_completion_implemented", False)
        or getattr(registry.get(name), "_is_run_chat_completion_async_implemented", False)
    ]


def list_chat_models_only(app: FastAPI) -> None:
    """
    Replace Hayhooks' `GET /v1/models` (and `/models`), which lists every deployed pipeline, with one that lists
    only the chat models: a chat client such as Open WebUI offers each listed model, and the others (`retrieve`,
    `index`, `documents`) would answer every chat with 501.

    :param app: The Hayhooks app.
    """
    _drop_routes(app.router, MODEL_PATHS)

    def get_models() -> dict[str, Any]:
        created = int(time.time())
        return {
            "object": "list",
            "data": [
                {"id": name, "name": name, "object": "model", "created": created, "owned_by": "rulebook"}
                for name in chat_models(app)
            ],
        }

    for path in MODEL_PATHS:
        app.add_api_route(
            path,
            get_models,
            methods=["GET"],
            tags=["openai"],
            summary="List models",
            description="The chat models (OpenAI-compatible): `ask`.",
            include_in_schema=path == MODEL_PATHS[0],
        )


def _drop_routes(router: Any, paths: tuple[str, ...]) -> None:
    """
    Remove the GET routes of `paths` from `router` and the routers included in it (FastAPI keeps an included
    router as one entry that refers to the original router's own routes).
    """
    kept = [
        r for r in router.routes if not (isinstance(r, APIRoute) and r.path in paths and "GET" in (r.methods or ()))
    ]
    if len(kept) != len(router.routes):
        router.routes[:] = kept
        # FastAPI caches the routes of an included router by a version number, bumped on each change it makes.
        mark_changed = getattr(router, "_mark_routes_changed", None)
        if callable(mark_changed):
            mark_changed()
    for route in router.routes:
        included = getattr(route, "original_router", None)
        if included is not None:
            _drop_routes(included, paths)
