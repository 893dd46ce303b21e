"""Tools under policy: idempotency claims, approvals, paused tasks and the audit log.

A claim and an approval are keyed by (tenant, principal, request_id) in separate columns and
carry the tool and a hash of the canonical arguments, so a key is never shared across users
and a reused key with another call is recognised (DESIGN invariant 4).
"""

from __future__ import annotations

from sqlalchemy import Column, Float, Index, Integer, String, Table, Text, UniqueConstraint, text

from xihe.store.tables.base import JsonType, Timestamp, metadata

tool_calls = Table(
    "tool_calls",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("principal", String(128), nullable=False, server_default=""),
    Column("request_id", String(256), nullable=False),
    Column("tool", String(128), nullable=False),
    Column("args_hash", String(64), nullable=False, server_default=""),
    Column("operation_id", String(64)),
    Column("status", String(16), nullable=False),
    Column("output", Text),
    Column("failure", JsonType),
    Column("attempts", Integer, nullable=False, default=0),
    Column("started_at", Timestamp, nullable=False),
    Column("expires_at", Timestamp),
    Column("finished_at", Timestamp),
    UniqueConstraint("tenant", "principal", "request_id"),
)

tool_approvals = Table(
    "tool_approvals",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("request_id", String(256), nullable=False),
    Column("task_id", String(64)),
    Column("tool", String(128), nullable=False),
    Column("params", JsonType, nullable=False),
    Column("principal", String(128), nullable=False),
    Column("args_hash", String(64), nullable=False, server_default=""),
    Column("side_effect", String(16), nullable=False),
    Column("warnings", JsonType, nullable=False),
    Column("status", String(16), nullable=False),
    Column("decided_by", String(128)),
    Column("reason", Text),
    Column("created_at", Timestamp, nullable=False),
    Column("decided_at", Timestamp),
    Column("consumed_at", Timestamp),
    UniqueConstraint("tenant", "principal", "request_id"),
    Index("ix_tool_approvals_tenant_status", "tenant", "status"),
    # one pending approval per identical request: retries find it instead of adding another
    Index(
        "ux_tool_approvals_pending_call",
        "tenant",
        "principal",
        "tool",
        "args_hash",
        unique=True,
        sqlite_where=text("status = 'pending'"),
        postgresql_where=text("status = 'pending'"),
    ),
)

paused_tasks = Table(
    "paused_tasks",
    metadata,
    Column("task_id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("approval_id", String(64), nullable=False),
    Column("status", String(16), nullable=False),
    Column("state", JsonType, nullable=False),
    Column("created_at", Timestamp, nullable=False),
    Column("updated_at", Timestamp, nullable=False),
)

tool_audit = Table(
    "tool_audit",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("principal", String(128), nullable=False),
    Column("role", String(64), nullable=False),
    Column("operation_id", String(64)),
    Column("request_id", String(256)),
    Column("tool", String(128), nullable=False),
    Column("params", JsonType, nullable=False),
    Column("decision", String(16)),
    Column("decided_by", String(128)),
    Column("approval_id", String(64)),
    Column("outcome", String(16), nullable=False),
    Column("error_class", String(32)),
    Column("error_message", Text),
    Column("attempts", Integer, nullable=False, default=0),
    Column("duration_ms", Float, nullable=False, default=0.0),
    Column("sanitized", JsonType),
    Column("created_at", Timestamp, nullable=False),
    Index("ix_tool_audit_tenant_created", "tenant", "created_at"),
    Index("ix_tool_audit_tenant_tool", "tenant", "tool"),
)
