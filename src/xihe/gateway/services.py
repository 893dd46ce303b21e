"""Everything a request handler needs, built once per process by the app factory."""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any

from xihe.agent.loop import AgentLoop, Task
from xihe.agent.runtime import Runtime
from xihe.core.messages import ToolCall
from xihe.core.settings import Settings
from xihe.gateway.auth import Authenticator, KeyStore, Principal
from xihe.gateway.federation import Federation
from xihe.gateway.idempotency import IdempotencyStore
from xihe.gateway.limits import Limiter
from xihe.gateway.ops import Metrics
from xihe.gateway.sessions import GatewaySessions
from xihe.tools.executor import PolicyExecutor, ToolExecutor, ToolOutcome
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolContext, ToolSpec


class GatewayTools:
    """Which tools a caller may see and call, built-in and federated, and how they run."""

    def __init__(self, runtime: Runtime, federation: Federation) -> None:
        self.runtime = runtime
        self.settings = runtime.settings
        self.federation = federation

    def _permitted(self, principal: Principal, patterns: list[str]) -> list[ToolSpec]:
        if not patterns:
            return []
        specs = self.runtime.registry.select(patterns)
        return [s for s in specs if principal.can_use_tool(s.permission, self.settings)]

    def _local_chat_patterns(self) -> list[str]:
        """`chat_tools` entries for built-in tools: `weather.*` names an upstream's tools."""
        upstreams = {u.name for u in self.federation.upstreams}
        return [p for p in self.settings.gateway.chat_tools if p.split(".", 1)[0] not in upstreams]

    async def chat_selection(self, principal: Principal) -> tuple[str, ...]:
        """The names a governed chat task may call: the same list proxy mode offers."""
        return tuple(s.name for s in await self.chat_specs(principal))

    async def executor_for(self, task: Task) -> ToolExecutor:
        """The loop's executor for a governed chat task, widened by the federated tools it
        names, bound to the task's own user (their upstream session and credentials), so a
        task resumed after an approval calls the upstream as that user, not the approver."""
        base = self.runtime.executor
        upstreams = {u.name for u in self.federation.upstreams}
        wanted = {n for n in task.tools or () if n.split(".", 1)[0] in upstreams}
        if (
            task.kind not in ("gateway", "a2a")
            or not wanted
            or not isinstance(base, PolicyExecutor)
        ):
            return base
        principal = Principal(tenant=task.tenant, user=task.user or "", role=task.role)
        remote = [s for s in await self.chat_specs(principal) if s.name in wanted]
        for name in sorted(wanted - {s.name for s in remote}):
            remote.extend(self.federation.unreachable(principal, name))
        return base.widened([s for s in remote if s.name not in base.registry])

    async def mcp_specs(self, principal: Principal) -> list[ToolSpec]:
        local = self._permitted(principal, self.settings.gateway.mcp_tools)
        remote = [
            s
            for s in await self.federation.specs(principal)
            if principal.can_use_tool(s.permission, self.settings)
        ]
        return local + remote

    async def chat_specs(self, principal: Principal) -> list[ToolSpec]:
        """`[gateway].chat_tools` the caller may use: built-in and federated, by name or glob."""
        patterns = self.settings.gateway.chat_tools
        if not patterns:
            return []
        local = self._permitted(principal, self._local_chat_patterns())
        named = {p.split(".", 1)[0] for p in patterns}
        if not any(fnmatchcase(u.name, n) for u in self.federation.upstreams for n in named):
            return local  # no pattern can name an upstream's tool: none is contacted
        remote = [
            s
            for s in await self.federation.specs(principal)
            if any(fnmatchcase(s.name, p) for p in patterns)
            and principal.can_use_tool(s.permission, self.settings)
        ]
        return local + remote

    async def call(
        self,
        principal: Principal,
        name: str,
        arguments: dict[str, Any],
        request_id: str,
        *,
        chat: bool = False,
    ) -> ToolOutcome:
        """Through the policy executor (validation, approval, audit, sanitizing) over exactly
        the caller's permitted tools (for MCP, or for `chat`): anything else is unknown."""
        specs = await (self.chat_specs(principal) if chat else self.mcp_specs(principal))
        if name not in {s.name for s in specs}:
            specs.extend(self.federation.unreachable(principal, name))
        registry = ToolRegistry(specs)
        executor = PolicyExecutor(
            registry,
            self.runtime.store,
            config=self.settings.tools,
            clock=self.runtime.clock,
            ids=self.runtime.ids,
        )
        ctx = ToolContext(
            settings=self.settings,
            tenant=principal.tenant,
            principal=principal.user,
            role=principal.role,
            request_id=request_id,
        )
        return await executor.execute(ToolCall(id=request_id, name=name, arguments=arguments), ctx)


@dataclass
class Services:
    settings: Settings
    runtime: Runtime
    loop: AgentLoop
    keys: KeyStore
    auth: Authenticator
    limiter: Limiter
    idempotency: IdempotencyStore
    sessions: GatewaySessions
    metrics: Metrics
    tools: GatewayTools
    federation: Federation
    redis: Any = None
