"""`rulebook.service.mcp`: the wrappers as MCP tools at `/mcp/`, except `index`, which takes files."""

import asyncio
import json

import pytest

from tests.service.helpers import QUESTION


def test_tools_list_and_call(service):
    pytest.importorskip("mcp", reason="hayhooks[mcp] not installed")
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    async def session() -> tuple[list[str], dict, bool]:
        async with streamable_http_client(f"{service.base}/mcp/") as (read, write, _):
            async with ClientSession(read, write) as s:
                await s.initialize()
                tools = [t.name for t in (await s.list_tools()).tools]
                found = await s.call_tool("retrieve", {"question": QUESTION})
                refused = await s.call_tool("index", {})
                return tools, json.loads(found.content[0].text), refused.isError

    tools, found, refused = asyncio.run(session())
    assert sorted(tools) == ["ask", "documents", "retrieve"]  # index takes files: not an MCP tool
    assert found["passages"] and refused
