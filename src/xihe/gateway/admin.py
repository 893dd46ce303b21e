"""Admin REST API under `/api` (admin role): keys, sessions and traces, tenant-scoped.
Snapshots, errors, patterns, approvals and audit join here as their capabilities land."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from xihe.core.errors import XiheError
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError, from_xihe
from xihe.gateway.services import Services
from xihe.tracing.queries import get_operation, list_operations


class KeyCreate(BaseModel):
    user: str = Field(min_length=1, max_length=128)
    role: Literal["admin", "developer", "readonly"] = "developer"
    tenant: str | None = Field(None, description="defaults to the caller's tenant")
    label: str = ""


class KeyCreated(BaseModel):
    id: str
    key: str = Field(description="shown once; store it now")
    tenant: str
    user: str
    role: str


def _caller(request: Request) -> Principal:
    principal: Principal = request.state.principal
    return principal


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
    async def sessions_list(request: Request, limit: int = 50) -> list[dict[str, Any]]:
        return await services.sessions.list(_caller(request).tenant, limit=limit)

    @api.get("/traces")
    async def traces_list(
        request: Request, limit: int = 20, status: str | None = None
    ) -> list[dict[str, Any]]:
        return await list_operations(
            services.runtime.store, tenant=_caller(request).tenant, limit=limit, status=status
        )

    @api.get("/traces/{operation_id}")
    async def traces_show(request: Request, operation_id: str) -> dict[str, Any]:
        try:
            return await get_operation(
                services.runtime.store, tenant=_caller(request).tenant, operation_id=operation_id
            )
        except XiheError as exc:
            raise from_xihe(exc) from None

    return api
