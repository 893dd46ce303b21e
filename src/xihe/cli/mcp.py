"""`xihe mcp login UPSTREAM --user U`: authorize Xihe at an OAuth MCP upstream for one end
user ahead of their first tool call. The link's redirect goes to the gateway's
`/oauth/callback` (any worker completes it) or, with `--loopback`, to this command."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

import typer

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OutputFormat, err, new_app, out
from xihe.core.errors import XiheError

if TYPE_CHECKING:
    from xihe.gateway.auth import Principal
    from xihe.gateway.upstream_oauth import UpstreamOAuth

app = new_app("MCP upstreams: authorize Xihe for an end user (OAuth).")

_PAGE = b"HTTP/1.1 %d OK\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n%s\n"


@app.command("login")
def login(
    ctx: typer.Context,
    upstream: str = typer.Argument(..., help='Name of an upstream with auth = "oauth"'),
    user: str = typer.Option(..., help="End user the tokens are for"),
    tenant: str = typer.Option("default", help="Tenant of that user"),
    port: int | None = typer.Option(None, help="The gateway's port, if not [gateway].port"),
    loopback: bool = typer.Option(
        False, help="Receive the redirect here (http://127.0.0.1:PORT/callback), not at the gateway"
    ),
    wait: float = typer.Option(300.0, min=0, help="Seconds to wait for the authorization"),
) -> None:
    """Print the authorization link, then wait until the user has authorized."""
    from xihe.context.snapshots import Keyring
    from xihe.gateway.auth import Principal
    from xihe.gateway.upstream_oauth import UpstreamOAuth, callback_url

    async def body(runtime: Runtime) -> str:
        settings = runtime.settings
        gateway = settings.gateway
        if port is not None:
            gateway = gateway.model_copy(update={"port": port})
        keyring = Keyring.for_store(
            settings.context.snapshot_keys, Path(settings.home), runtime.store.dialect
        )
        oauth = UpstreamOAuth(
            runtime.store,
            keyring,
            gateway.mcp_upstreams,
            callback_url(gateway),
            clock=runtime.clock,
        )
        principal = Principal(tenant=tenant, user=user, role="developer")
        started = time.time()
        if loopback:
            return await _loopback(oauth, principal, upstream, wait)
        out.print(await oauth.start(principal, upstream), markup=False)
        err.print(
            f"open the link above as {tenant}/{user}; waiting up to {wait:.0f} s", style="dim"
        )
        deadline = started + wait
        while time.time() < deadline:
            if await oauth.granted_since(principal, upstream, after=started):
                return f"upstream '{upstream}' is authorized for user {user} (tenant {tenant})"
            await asyncio.sleep(1.0)
        raise XiheError(
            f"upstream '{upstream}' was not authorized for user {user} within {wait:.0f} s",
            hint="open the printed link in a browser, then run the command again if it expired",
        )

    done = run_async(ctx, OutputFormat.text, body)
    err.print(done, markup=False)


async def _loopback(oauth: UpstreamOAuth, principal: Principal, upstream: str, wait: float) -> str:
    """A one-shot HTTP server on 127.0.0.1 that redeems the redirect itself."""
    result: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        line = (await reader.readline()).decode(errors="replace").split(" ")
        query = parse_qs(urlsplit(line[1] if len(line) > 1 else "/").query)
        state, code = query.get("state", [""])[0], query.get("code", [""])[0]
        try:
            done = await oauth.complete(state, code)
        except XiheError as exc:
            writer.write(_PAGE % (400, str(exc).encode()))
            await writer.drain()
            writer.close()
            return
        text = f"upstream '{done.upstream}' is authorized for user {done.user}"
        writer.write(_PAGE % (200, (text + "; you can close this page").encode()))
        await writer.drain()
        writer.close()
        if not result.done():
            result.set_result(text + f" (tenant {done.tenant})")

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    bound = server.sockets[0].getsockname()[1]
    async with server:
        url = await oauth.start(
            principal, upstream, redirect_uri=f"http://127.0.0.1:{bound}/callback"
        )
        out.print(url, markup=False)
        try:
            return await asyncio.wait_for(result, wait)
        except TimeoutError:
            raise XiheError(
                f"upstream '{upstream}' was not authorized for user {principal.user} within "
                f"{wait:.0f} s",
                hint="open the printed link in a browser on this machine, then try again",
            ) from None
