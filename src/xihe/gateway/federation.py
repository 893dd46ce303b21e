"""Upstream MCP servers whose tools the gateway federates. Connections are pooled per end
user (tenant, user, upstream) and never shared between users; each connection lives in
its own task, so any request may use it and a broken one is simply dropped."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import re
from collections import Counter, OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from xihe.core.errors import ConfigError, ErrorClass, ToolError
from xihe.core.settings import McpUpstreamConfig
from xihe.gateway.auth import Principal
from xihe.gateway.upstream_oauth import NoGrant, UpstreamOAuth
from xihe.tools.mcp_mapping import spec_from_mcp
from xihe.tools.spec import ToolSpec

if TYPE_CHECKING:
    from mcp import Client

    from xihe.gateway.upstream_bearer import UpstreamBearer

MAX_POOL = 1000


def check_upstream_names(upstreams: Iterable[McpUpstreamConfig], local: Iterable[str]) -> None:
    """Refuse, at start-up, an upstream named like a built-in tool group or named twice. Its
    tools would share the group's names (`files.read`: a clash the registry refuses on every
    call) and its policy globs (`files.*` permissions, approvals, `chat_tools`), so a remote
    server's tool would run under rules written for ours."""
    groups = {name.split(".", 1)[0] for name in local}
    seen: set[str] = set()
    for up in upstreams:
        if up.name in groups:
            raise ConfigError(
                f"MCP upstream '{up.name}' has the name of a built-in tool group",
                hint=f'rename it in [[gateway.mcp_upstreams]], e.g. name = "{up.name}_mcp"; '
                f"built-in groups: {', '.join(sorted(groups))}",
            )
        if up.name in seen:
            raise ConfigError(
                f"MCP upstream '{up.name}' is configured twice",
                hint="give each [[gateway.mcp_upstreams]] entry its own name",
            )
        seen.add(up.name)


def tool_name(upstream: str, name: str) -> str:
    """A dotted lowercase name the registry accepts: `weather.get_forecast`."""
    clean = re.sub(r"[^a-z0-9_]", "_", name.lower()).strip("_") or "tool"
    if not clean[0].isalpha():
        clean = f"t_{clean}"
    return f"{upstream}.{clean}"


def tool_names(upstream: str, names: Iterable[str]) -> dict[str, str]:
    """Each of a server's tools by its registry name. Names that clean to the same one
    (`get-forecast`, `Get_Forecast`) each get a suffix from their own name, except a tool
    already named so: the same tools get the same names in any order the server lists them,
    and one clash no longer fails every call ("registered twice")."""
    clean = {n: tool_name(upstream, n) for n in names}
    taken = Counter(clean.values())
    return {
        n: c
        if taken[c] == 1 or c == f"{upstream}.{n}"
        else f"{c}_{hashlib.sha256(n.encode()).hexdigest()[:6]}"
        for n, c in clean.items()
    }


@dataclass
class _Connection:
    upstream: McpUpstreamConfig
    principal: Principal
    bearer: UpstreamBearer | None = None
    """`auth = "oauth"`: the user's own token; never the client's Authorization."""
    client: Client | None = None
    error: BaseException | None = None
    tools: list[Any] | None = None
    _ready: asyncio.Event = field(default_factory=asyncio.Event)
    _stop: asyncio.Event = field(default_factory=asyncio.Event)
    _task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._task = asyncio.create_task(self._run())
        await asyncio.wait_for(self._ready.wait(), self.upstream.timeout_seconds)
        if self.error is not None and self.bearer is not None and self.bearer.needed:
            raise self.bearer.needed
        if self.error is not None:
            raise ToolError(
                f"MCP server '{self.upstream.name}' at {self.upstream.where} is unreachable: "
                f"{self.error}",
                error_class=ErrorClass.SOURCE_UNAVAILABLE,
                hint="check [[gateway.mcp_upstreams]] and that the server is running",
            )

    async def _run(self) -> None:
        # The MCP SDK loads on first use: a gateway without upstreams never pays its memory.
        from mcp import Client, StdioServerParameters
        from mcp.client.stdio import get_default_environment
        from mcp.client.streamable_http import streamable_http_client
        from mcp.shared._httpx_utils import create_mcp_http_client

        up = self.upstream
        try:
            if up.command is not None:
                # one process per end user: nothing of one user's session reaches another's
                env = {**get_default_environment(), **up.env}
                env |= {"XIHE_TENANT": self.principal.tenant, "XIHE_USER": self.principal.user}
                params = StdioServerParameters(command=up.command[0], args=up.command[1:], env=env)
                async with Client(params, read_timeout_seconds=up.timeout_seconds) as c:
                    await self._serve(c)
                return
            headers = dict(up.headers)
            headers["X-Xihe-Tenant"] = self.principal.tenant
            headers["X-Xihe-User"] = self.principal.user
            # the SDK's own HTTP client: no second HTTP stack of ours (per-call time limits
            # come from `read_timeout_seconds` here and the executor's tool timeout)
            async with create_mcp_http_client(headers=headers, auth=self.bearer) as http:
                transport = streamable_http_client(str(up.url), http_client=http)
                async with Client(transport, read_timeout_seconds=up.timeout_seconds) as c:
                    await self._serve(c)
        except BaseException as exc:  # the owner task reports, the caller raises
            self.error = exc
        finally:
            self.client = None
            self._ready.set()

    async def _serve(self, client: Client) -> None:
        self.client = client
        self._ready.set()
        await self._stop.wait()

    async def close(self) -> None:
        self._stop.set()
        if self._task is not None:
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self._task, 5)


@dataclass
class Health:
    """What the gateway last saw of one upstream, and since when."""

    ok: bool | None = None
    """None: no request has needed it yet."""
    since: datetime | None = None
    error: str = ""

    def describe(self) -> str:
        if self.ok is None:
            return "not used yet"
        stamp = self.since.isoformat(timespec="seconds") if self.since else "?"
        return f"ok since {stamp}" if self.ok else f"unreachable since {stamp}: {self.error}"


class Federation:
    def __init__(
        self, upstreams: list[McpUpstreamConfig], oauth: UpstreamOAuth | None = None
    ) -> None:
        self.upstreams = upstreams
        self.oauth = oauth
        self._unauthorized: set[tuple[str, str, str]] = set()
        """Users whose last listing of an OAuth upstream needed their authorization."""
        self._pool: OrderedDict[tuple[str, str, str], _Connection] = OrderedDict()
        self._locks: dict[tuple[str, str, str], asyncio.Lock] = {}
        self.health: dict[str, Health] = {u.name: Health() for u in upstreams}

    def _mark(self, up: McpUpstreamConfig, error: BaseException | None) -> Health:
        """Record a success or a failure; `since` moves only when the state changes."""
        health = self.health.setdefault(up.name, Health())
        ok = error is None
        if health.ok is not ok:
            health.ok, health.since = ok, datetime.now(UTC)
        health.error = "" if error is None else (str(error) or type(error).__name__)[:300]
        return health

    def unreachable(self, principal: Principal, name: str) -> list[ToolSpec]:
        """A stand-in for a tool of a down upstream, so a call says why it cannot run
        ("unreachable since …", audited) instead of "unknown tool"."""
        prefix = name.split(".", 1)[0]
        up = next((u for u in self.allowed(principal) if u.name == prefix), None)
        health = self.health.get(prefix)
        if up is not None and (principal.tenant, principal.user, up.name) in self._unauthorized:
            why = f"a tool of {up.name}, not authorized for you yet: the call gives the link"
            return [self._stand_in(name, up, self._authorize(principal, up), why)]
        if up is None or health is None or health.ok is not False:
            return []

        async def handler(**_: Any) -> Any:
            raise ToolError(
                f"MCP server '{up.name}' at {up.where} {health.describe()}",
                error_class=ErrorClass.SOURCE_UNAVAILABLE,
                hint="retry when the server is back; `/readyz` shows upstream health",
            )

        return [self._stand_in(name, up, handler, f"a tool of {up.name}, which is unreachable")]

    def _authorize(self, principal: Principal, up: McpUpstreamConfig) -> Any:
        async def handler(**_: Any) -> Any:
            raise await self._ask(principal, up)

        return handler

    async def _ask(self, principal: Principal, up: McpUpstreamConfig) -> ToolError:
        """The error that asks this user to authorize: a fresh link each time (its state and
        PKCE verifier stored for whichever worker receives the redirect)."""
        self._unauthorized.add((principal.tenant, principal.user, up.name))
        assert self.oauth is not None
        return await self.oauth.needs_authorization(principal, up.name)

    @staticmethod
    def _stand_in(name: str, up: McpUpstreamConfig, handler: Any, description: str) -> ToolSpec:
        return spec_from_mcp(
            name=name,
            description=description,
            input_schema={"type": "object", "additionalProperties": True},
            annotations={"readOnlyHint": True},
            handler=handler,
            timeout_seconds=up.timeout_seconds,
        )

    def report(self) -> dict[str, str]:
        """Each upstream's state, for `/readyz` (informational: a gateway with one upstream
        down still serves everything else)."""
        return {name: h.describe() for name, h in self.health.items()}

    def allowed(self, principal: Principal) -> list[McpUpstreamConfig]:
        return [u for u in self.upstreams if "*" in u.tenants or principal.tenant in u.tenants]

    async def _connection(self, principal: Principal, up: McpUpstreamConfig) -> _Connection:
        key = (principal.tenant, principal.user, up.name)
        conn = self._pool.get(key)
        if conn is not None and conn.client is not None:
            self._pool.move_to_end(key)
            return conn
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            conn = self._pool.get(key)
            if conn is not None and conn.client is not None:
                return conn
            conn = _Connection(up, principal, bearer=self._bearer(principal, up))
            try:
                if conn.bearer is not None:
                    await conn.bearer.oauth.access_token(principal, up.name)
                await conn.start()
            except NoGrant:
                self._unauthorized.add(key)
                raise
            except (ToolError, TimeoutError) as exc:
                health = self._mark(up, conn.error or exc)
                stamp = health.since.isoformat(timespec="seconds") if health.since else "now"
                raise ToolError(
                    f"MCP server '{up.name}' at {up.where} unreachable since {stamp}: "
                    f"{health.error}",
                    error_class=ErrorClass.SOURCE_UNAVAILABLE,
                    hint="check [[gateway.mcp_upstreams]] and that the server is running",
                ) from exc
            self._mark(up, None)
            self._unauthorized.discard(key)
            self._pool[key] = conn
            while len(self._pool) > MAX_POOL:
                _, old = self._pool.popitem(last=False)
                await old.close()
            return conn

    def _bearer(self, principal: Principal, up: McpUpstreamConfig) -> UpstreamBearer | None:
        if up.auth != "oauth":
            return None
        if self.oauth is None:
            raise ToolError(
                f"MCP server '{up.name}' needs OAuth and this process has no token store",
                error_class=ErrorClass.CONFIG,
                hint="use the gateway (`xihe serve`), which keeps tokens in the database",
            )
        from xihe.gateway.upstream_bearer import UpstreamBearer

        return UpstreamBearer(self.oauth, principal, up.name)

    async def _drop(self, principal: Principal, up: McpUpstreamConfig) -> None:
        conn = self._pool.pop((principal.tenant, principal.user, up.name), None)
        if conn is not None:
            await conn.close()

    async def specs(self, principal: Principal) -> list[ToolSpec]:
        """The upstream tools this user may see, as ToolSpecs bound to the user's connection.
        An OAuth upstream the user has not authorized shows one tool, `NAME.authorize`, so a
        model or client can find it and get the link."""
        out: list[ToolSpec] = []
        for up in self.allowed(principal):
            try:
                conn = await self._connection(principal, up)
                if conn.tools is None:
                    assert conn.client is not None
                    conn.tools = list((await conn.client.list_tools()).tools)
            except NoGrant:
                out.append(
                    self._stand_in(
                        f"{up.name}.authorize",
                        up,
                        self._authorize(principal, up),
                        f"{up.name} is not authorized for you yet: call this for the link "
                        f"that lets Xihe use {up.name} on your behalf",
                    )
                )
                continue
            except Exception:
                await self._drop(principal, up)
                continue
            names = tool_names(up.name, (t.name for t in conn.tools))
            seen: set[str] = set()
            for t in conn.tools:
                if t.name not in seen:  # a server listing one name twice gets it once
                    seen.add(t.name)
                    out.append(self._spec(principal, up, t, names[t.name]))
        return out

    def _spec(self, principal: Principal, up: McpUpstreamConfig, tool: Any, name: str) -> ToolSpec:
        async def handler(**arguments: Any) -> Any:
            try:
                conn = await self._connection(principal, up)
            except NoGrant:
                raise await self._ask(principal, up) from None
            assert conn.client is not None
            try:
                result = await conn.client.call_tool(tool.name, arguments)
            except Exception as exc:
                await self._drop(principal, up)
                if conn.bearer is not None and conn.bearer.needed is not None:
                    if isinstance(conn.bearer.needed, NoGrant):
                        raise await self._ask(principal, up) from exc
                    raise conn.bearer.needed from exc
                self._mark(up, exc)
                raise ToolError(
                    f"MCP server '{up.name}' failed: {exc}", error_class=ErrorClass.TRANSIENT
                ) from exc
            text = "\n".join(getattr(c, "text", "") for c in result.content)
            if result.is_error:
                raise ToolError(text or f"'{tool.name}' failed upstream")
            return result.structured_content if result.structured_content is not None else text

        annotations = (
            tool.annotations.model_dump(by_alias=True, exclude_none=True)
            if (tool.annotations is not None)
            else None
        )
        return spec_from_mcp(
            name=name,
            description=tool.description or tool.name,
            input_schema=tool.input_schema,
            annotations=annotations,
            handler=handler,
            timeout_seconds=up.timeout_seconds,
        )

    async def close(self) -> None:
        while self._pool:
            _, conn = self._pool.popitem()
            await conn.close()
