"""The diagnostician as read-only tools for agents and the gateway: `k8s.analyze`, `k8s.get`.

A dump path given by a model is confined to the tools root; without one, the live cluster of
the server's own kubeconfig (or service account) is read. Secret payloads are never returned.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from xihe.agents.k8s.engine import Request, analyze
from xihe.agents.k8s.kinds import KINDS
from xihe.agents.k8s.render import to_model
from xihe.agents.k8s.sources import DumpSource, LiveSource, Source
from xihe.core.errors import ErrorClass, ToolError
from xihe.tools.builtin.files import confine
from xihe.tools.registry import tool
from xihe.tools.spec import ResultPolicy, ToolContext, ToolSpec


def _source(ctx: ToolContext, dump: str | None) -> Source:
    if dump:
        root = Path(ctx.settings.tools.files_root).resolve()
        return DumpSource(confine(root, dump))
    return LiveSource()


def _analyze(
    ctx: ToolContext, dump: str | None, filters: list[str], namespace: str, selector: str
) -> dict[str, Any]:
    source = _source(ctx, dump)
    analysis = analyze(source, Request(filters, namespace, selector))
    return to_model(analysis).model_dump(by_alias=True)


@tool(
    "k8s.analyze",
    description=(
        "Run the Kubernetes analyzers (k8sgpt-compatible) on the cluster or on a kubectl dump "
        "under the tools root. Returns findings with evidence and a coverage block saying what "
        "was not checked."
    ),
    timeout_seconds=120,
    result_policy=ResultPolicy(max_tokens=8000),
)
async def k8s_analyze(
    ctx: ToolContext,
    dump: str | None = None,
    filters: list[str] | None = None,
    namespace: str = "",
    selector: str = "",
) -> dict[str, Any]:
    """Analyze; `filters` are analyzer names (empty: the default set)."""
    return await asyncio.to_thread(_analyze, ctx, dump, list(filters or []), namespace, selector)


def _get(ctx: ToolContext, dump: str | None, kind: str, name: str, namespace: str) -> Any:
    info = KINDS.get(kind)
    if info is None:
        raise ToolError(
            f"unknown kind {kind!r}",
            error_class=ErrorClass.VALIDATION,
            hint="one of: " + ", ".join(sorted(KINDS)),
        )
    loaded = _source(ctx, dump).load(info)
    if not loaded.load.ok:
        return {"kind": kind, "status": loaded.load.status.value, "reason": loaded.load.reason}
    for obj in loaded.objects:
        if obj.name == name and obj.namespace == (namespace if info.namespaced else ""):
            return dict(obj.raw)
    return {"kind": kind, "status": "not_found", "name": name, "namespace": namespace}


@tool(
    "k8s.get",
    description="Read one Kubernetes object by kind, namespace and name (Secrets: metadata only).",
    timeout_seconds=60,
    result_policy=ResultPolicy(max_tokens=4000),
)
async def k8s_get(
    ctx: ToolContext, kind: str, name: str, namespace: str = "", dump: str | None = None
) -> Any:
    """Fetch one object as the API returns it."""
    return await asyncio.to_thread(_get, ctx, dump, kind, name, namespace)


def k8s_tool_specs() -> list[ToolSpec]:
    return [k8s_analyze, k8s_get]
