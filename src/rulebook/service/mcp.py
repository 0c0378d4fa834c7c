"""
The wrappers as MCP tools over streamable HTTP at `/mcp/`, served by the app's own process: a separate
`hayhooks mcp run` would open the embedded store a second time, which the embedded store refuses.
"""

import contextlib
import logging
from typing import Any

from fastapi import FastAPI

logger = logging.getLogger(__name__)


def mount_mcp(app: FastAPI) -> bool:
    """
    Serve the deployed wrappers as MCP tools at `/mcp/` when the `mcp` package is installed. Only the pipeline
    tools are listed, and a wrapper marked `skip_mcp` is neither listed nor callable; Hayhooks' deploy and
    undeploy tools are not exposed.

    :param app: The Hayhooks app, with the wrappers deployed.
    :returns: Whether MCP is served.
    """
    try:
        from mcp.server import Server
        from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    except ImportError:
        logger.info("mcp is not installed: no /mcp endpoint (pip install 'hayhooks[mcp]').")
        return False
    from hayhooks.server.pipelines.registry import registry
    from hayhooks.server.utils.mcp_utils import list_pipelines_as_tools, run_pipeline_as_tool

    server = Server("rulebook")

    @server.list_tools()
    async def list_tools() -> list:
        return await list_pipelines_as_tools(registry)

    @server.call_tool()
    async def call_tool(name: str, arguments: dict[str, Any]) -> list:
        if name not in registry.get_names() or (registry.get_metadata(name) or {}).get("skip_mcp"):
            raise ValueError(f"No tool {name!r}.")
        return await run_pipeline_as_tool(registry, name, arguments)

    manager = StreamableHTTPSessionManager(app=server, event_store=None, json_response=True, stateless=True)

    async def handle(scope: dict, receive: Any, send: Any) -> None:
        await manager.handle_request(scope, receive, send)

    app.mount("/mcp", handle)
    outer = app.router.lifespan_context

    # The session manager runs for the app's lifetime, inside the lifespan Hayhooks already set.
    @contextlib.asynccontextmanager
    async def lifespan(a: Any) -> Any:
        async with manager.run(), outer(a) as state:
            yield state

    app.router.lifespan_context = lifespan
    return True
