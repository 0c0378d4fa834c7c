"""The app `scripts/serve.py` runs: Hayhooks with our wrappers only, request size limits, `/health` and MCP."""

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import JSONResponse

from rulebook.pipelines import PIPELINES_DIR
from rulebook.service.health import health
from rulebook.service.limits import MULTIPART_ALLOWANCE, BodySizeLimit, max_request_bytes, max_upload_bytes
from rulebook.service.mcp import mount_mcp
from rulebook.service.process import StartupRefused, engine

#: The wrappers `create_app` deploys, by folder name under `pipelines/` (each is also its URL: `/ask/run`).
#: Hayhooks imports a wrapper folder as a top-level package of that name, so a new wrapper must not be called
#: like an installed package (`rulebook`): it would replace it.
WRAPPERS = ("ask", "retrieve", "index", "documents")
#: The paths that take file uploads, and so get the upload limit instead of the request limit.
UPLOAD_PATHS = ("/index/run",)


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
    `GET /health`, and MCP at `/mcp/`.

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

    mount_mcp(app)
    app.add_middleware(
        BodySizeLimit,
        default_limit=max_request_bytes(settings),
        upload_limit=max_upload_bytes(settings) + MULTIPART_ALLOWANCE,
        upload_paths=UPLOAD_PATHS,
    )
    return app
