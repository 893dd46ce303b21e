"""Admin REST API under `/api` (admin role), always scoped to the caller's tenant: keys,
sessions (list, roll back), snapshots (metadata, never bodies), traces, errors, patterns,
approvals (decide and resume) and the tool audit log."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field
from sqlalchemy import Table, select

from xihe.core.errors import XiheError
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError, from_xihe
from xihe.gateway.services import Services
from xihe.store.tables import tool_approvals, tool_audit
from xihe.store.tables.context import ctx_snapshots
from xihe.store.tables.evolution import error_patterns, errors
from xihe.tools.approvals import ApprovalStore
from xihe.tracing.queries import OperationFilter, get_operation, list_operations

MAX_LIMIT = 500
Limit = Annotated[int, Query(ge=1, le=MAX_LIMIT, description=f"rows to return, 1 to {MAX_LIMIT}")]
"""A list's `limit`: out of range is a 400 naming it, never a database error."""


class KeyCreate(BaseModel):
    user: str = Field(min_length=1, max_length=128)
    role: Literal["admin", "developer", "readonly"] = "developer"
    tenant: str | None = Field(None, description="defaults to the caller's tenant")
    label: str = ""


class Decision(BaseModel):
    reason: str | None = None


class Rollback(BaseModel):
    version: int = Field(ge=1, description="the snapshot version to restore")


class KeyCreated(BaseModel):
    id: str
    key: str = Field(description="shown once; store it now")
    tenant: str
    user: str
    role: str


def _caller(request: Request) -> Principal:
    principal: Principal = request.state.principal
    return principal


def _plain(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


async def tenant_rows(
    services: Services,
    table: Table,
    tenant: str,
    *,
    limit: int,
    order: str = "created_at",
    skip: tuple[str, ...] = (),
) -> list[dict[str, Any]]:
    """Newest rows of one tenant; checks the tenant of every row it returns (invariant 1)."""
    columns = [c for c in table.c if c.name not in skip]
    query = (
        select(*columns)
        .where(table.c.tenant == tenant)
        .order_by(table.c[order].desc())
        .limit(limit)
    )
    async with services.runtime.store.connect() as conn:
        rows = (await conn.execute(query)).mappings().all()
    return [{k: _plain(v) for k, v in r.items()} for r in rows if r["tenant"] == tenant]


async def decide_approval(
    services: Services,
    caller: Principal,
    approval_id: str,
    *,
    approve: bool,
    reason: str | None = None,
) -> dict[str, Any]:
    """The one decision path (API and dashboard): the conditional update decides once, and
    only the call that changed the row resumes the paused task, so the side effect runs once."""
    store = ApprovalStore(
        services.runtime.store, clock=services.runtime.clock, ids=services.runtime.ids
    )
    if await store.get(caller.tenant, approval_id) is None:
        raise GatewayError(
            404,
            f"no approval '{approval_id}' in this tenant; list them with GET /api/approvals",
            type="not_found_error",
            code="approval_not_found",
        )
    changed = await store.decide(
        caller.tenant,
        approval_id,
        approve=approve,
        by=f"{caller.tenant}/{caller.user}",
        reason=reason,
    )
    approval = await store.get(caller.tenant, approval_id)
    assert approval is not None
    task = None
    task_id = await store.paused_task(caller.tenant, approval_id)
    if task_id is not None and changed:
        result = await services.loop.resume(task_id, tenant=caller.tenant)
        task = result.to_dict() if result is not None else None
    return {"approval": approval.to_dict(), "changed": changed, "task": task}


def router(services: Services) -> APIRouter:
    api = APIRouter(prefix="/api", tags=["admin"])

    @api.get("/keys")
    async def keys_list(request: Request) -> list[dict[str, Any]]:
        """Keys of the caller's tenant (hashes never leave the database)."""
        return await services.keys.list(tenant=_caller(request).tenant)

    @api.post("/keys", status_code=201)
    async def keys_create(request: Request, body: KeyCreate) -> KeyCreated:
        caller = _caller(request)
        tenant = body.tenant or caller.tenant
        if tenant != caller.tenant:
            raise GatewayError(
                403,
                "an admin key creates keys only for its own tenant; use `xihe keys create`",
                type="permission_error",
                code="cross_tenant",
            )
        created = await services.keys.create(
            tenant=tenant, user=body.user, role=body.role, label=body.label
        )
        return KeyCreated(**created.__dict__)

    @api.delete("/keys/{key_id}", status_code=204)
    async def keys_revoke(request: Request, key_id: str) -> None:
        try:
            await services.keys.revoke(key_id, tenant=_caller(request).tenant)
        except XiheError as exc:
            raise from_xihe(exc) from None

    @api.get("/sessions")
    async def sessions_list(request: Request, limit: Limit = 50) -> list[dict[str, Any]]:
        return await services.sessions.list(_caller(request).tenant, limit=limit)

    @api.post("/sessions/{session_id}/rollback")
    async def sessions_rollback(
        request: Request, session_id: str, body: Rollback
    ) -> dict[str, Any]:
        """Restore a session's context to a snapshot version (recorded as a new version)."""
        caller = _caller(request)
        try:
            return await services.sessions.engine.rollback(
                caller.tenant, session_id, body.version, by=caller.user
            )
        except XiheError as exc:
            raise from_xihe(exc) from None

    @api.get("/snapshots")
    async def snapshots_list(request: Request, limit: Limit = 50) -> list[dict[str, Any]]:
        """What models saw, by session and version (bodies stay encrypted in the store)."""
        return await tenant_rows(
            services, ctx_snapshots, _caller(request).tenant, limit=limit, skip=("body",)
        )

    @api.get("/errors")
    async def errors_list(request: Request, limit: Limit = 50) -> list[dict[str, Any]]:
        return await tenant_rows(services, errors, _caller(request).tenant, limit=limit)

    @api.get("/patterns")
    async def patterns_list(request: Request, limit: Limit = 100) -> list[dict[str, Any]]:
        return await tenant_rows(services, error_patterns, _caller(request).tenant, limit=limit)

    @api.get("/audit")
    async def audit_list(request: Request, limit: Limit = 100) -> list[dict[str, Any]]:
        """Every tool call the policy executor decided on, newest first."""
        return await tenant_rows(services, tool_audit, _caller(request).tenant, limit=limit)

    @api.get("/approvals")
    async def approvals_list(request: Request, limit: Limit = 100) -> list[dict[str, Any]]:
        return await tenant_rows(services, tool_approvals, _caller(request).tenant, limit=limit)

    @api.post("/approvals/{approval_id}/{verdict}")
    async def approvals_decide(
        request: Request,
        approval_id: str,
        verdict: Literal["approve", "reject"],
        body: Decision | None = None,
    ) -> dict[str, Any]:
        """Decide a pending approval; a task paused on it resumes here (once, on any replica)."""
        return await decide_approval(
            services,
            _caller(request),
            approval_id,
            approve=verdict == "approve",
            reason=body.reason if body else None,
        )

    @api.get("/traces")
    async def traces_list(
        request: Request,
        limit: Limit = 20,
        status: str | None = None,
        model: str | None = None,
        route: str | None = None,
        user: str | None = None,
        kind: str | None = None,
        session: str | None = None,
        q: Annotated[str | None, Query(description="a substring of the input")] = None,
        before: Annotated[
            str | None, Query(description="`started_at|id` of the previous page's last row")
        ] = None,
    ) -> list[dict[str, Any]]:
        """Newest first, filtered; page on with `before` (keyset: every page costs the same)."""
        where = OperationFilter(
            model=model, route=route, user_id=user, kind=kind, session_id=session, search=q
        )
        try:
            return await list_operations(
                services.runtime.store,
                tenant=_caller(request).tenant,
                limit=limit,
                status=status,
                where=where,
                before=before,
            )
        except XiheError as exc:
            raise from_xihe(exc) from None

    @api.get("/traces/{operation_id}")
    async def traces_show(request: Request, operation_id: str) -> dict[str, Any]:
        try:
            return await get_operation(
                services.runtime.store, tenant=_caller(request).tenant, operation_id=operation_id
            )
        except XiheError as exc:
            raise from_xihe(exc) from None

    return api
