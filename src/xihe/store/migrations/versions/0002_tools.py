"""tools: idempotency claims, approvals, paused tasks, audit

Revision ID: 0002_tools
Revises: 0001_core
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0002_tools"
down_revision = "0001_core"
branch_labels = ("tools",)
depends_on = None


def _json() -> sa.types.TypeEngine[Any]:
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    op.create_table(
        "tool_calls",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("request_id", sa.String(length=256), nullable=False),
        sa.Column("tool", sa.String(length=128), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("output", sa.Text(), nullable=True),
        sa.Column("failure", _json(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tool_calls")),
        sa.UniqueConstraint("tenant", "request_id", name=op.f("uq_tool_calls_tenant_request_id")),
    )
    op.create_table(
        "tool_approvals",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("request_id", sa.String(length=256), nullable=False),
        sa.Column("task_id", sa.String(length=64), nullable=True),
        sa.Column("tool", sa.String(length=128), nullable=False),
        sa.Column("params", _json(), nullable=False),
        sa.Column("principal", sa.String(length=128), nullable=False),
        sa.Column("side_effect", sa.String(length=16), nullable=False),
        sa.Column("warnings", _json(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("decided_by", sa.String(length=128), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tool_approvals")),
        sa.UniqueConstraint(
            "tenant", "request_id", name=op.f("uq_tool_approvals_tenant_request_id")
        ),
    )
    op.create_index(
        "ix_tool_approvals_tenant_status", "tool_approvals", ["tenant", "status"], unique=False
    )
    op.create_table(
        "paused_tasks",
        sa.Column("task_id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("approval_id", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("state", _json(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("task_id", name=op.f("pk_paused_tasks")),
    )
    op.create_table(
        "tool_audit",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("principal", sa.String(length=128), nullable=False),
        sa.Column("role", sa.String(length=64), nullable=False),
        sa.Column("operation_id", sa.String(length=64), nullable=True),
        sa.Column("request_id", sa.String(length=256), nullable=True),
        sa.Column("tool", sa.String(length=128), nullable=False),
        sa.Column("params", _json(), nullable=False),
        sa.Column("decision", sa.String(length=16), nullable=True),
        sa.Column("decided_by", sa.String(length=128), nullable=True),
        sa.Column("approval_id", sa.String(length=64), nullable=True),
        sa.Column("outcome", sa.String(length=16), nullable=False),
        sa.Column("error_class", sa.String(length=32), nullable=True),
        sa.Column("error_message", sa.Text(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("duration_ms", sa.Float(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tool_audit")),
    )
    op.create_index(
        "ix_tool_audit_tenant_created", "tool_audit", ["tenant", "created_at"], unique=False
    )
    op.create_index("ix_tool_audit_tenant_tool", "tool_audit", ["tenant", "tool"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_tool_audit_tenant_tool", table_name="tool_audit")
    op.drop_index("ix_tool_audit_tenant_created", table_name="tool_audit")
    op.drop_table("tool_audit")
    op.drop_table("paused_tasks")
    op.drop_index("ix_tool_approvals_tenant_status", table_name="tool_approvals")
    op.drop_table("tool_approvals")
    op.drop_table("tool_calls")
