"""context: sessions, tasks, messages, anchors, summaries, snapshots

Revision ID: 0003_context
Revises: 0001_core
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0003_context"
down_revision = "0001_core"
branch_labels = ("context",)
depends_on = None


def _json() -> Any:
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def _ts() -> sa.DateTime:
    return sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "ctx_sessions",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=True),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("meta", _json(), nullable=False),
        sa.PrimaryKeyConstraint("tenant", "id", name=op.f("pk_ctx_sessions")),
    )
    op.create_table(
        "ctx_messages",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("tool_calls", _json(), nullable=False),
        sa.Column("tool_call_id", sa.String(length=128), nullable=True),
        sa.Column("name", sa.String(length=128), nullable=True),
        sa.Column("task_id", sa.String(length=64), nullable=True),
        sa.Column("terms", _json(), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.PrimaryKeyConstraint("tenant", "session_id", "seq", name=op.f("pk_ctx_messages")),
    )
    op.create_index("ix_ctx_messages_turn", "ctx_messages", ["tenant", "session_id", "turn"])
    op.create_table(
        "ctx_tasks",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=True),
        sa.Column("input_seq", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(length=32), nullable=False),
        sa.Column("target_kind", sa.String(length=32), nullable=True),
        sa.Column("target", sa.Text(), nullable=True),
        sa.Column("target_inherited", sa.Boolean(), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.Column("updated_at", _ts(), nullable=False),
        sa.PrimaryKeyConstraint("tenant", "id", name=op.f("pk_ctx_tasks")),
    )
    op.create_index("ix_ctx_tasks_session", "ctx_tasks", ["tenant", "session_id", "input_seq"])
    op.create_table(
        "ctx_anchors",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("source", sa.String(length=32), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=True),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.PrimaryKeyConstraint("tenant", "session_id", "id", name=op.f("pk_ctx_anchors")),
    )
    op.create_table(
        "ctx_summaries",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("covered_turn", sa.Integer(), nullable=False),
        sa.Column("builder", sa.String(length=32), nullable=False),
        sa.Column("body", _json(), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.PrimaryKeyConstraint("tenant", "session_id", "version", name=op.f("pk_ctx_summaries")),
    )
    op.create_table(
        "ctx_snapshots",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("model", sa.String(length=128), nullable=False),
        sa.Column("tokenizer", sa.String(length=64), nullable=False),
        sa.Column("input_tokens", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("base_version", sa.Integer(), nullable=True),
        sa.Column("key_id", sa.String(length=64), nullable=True),
        sa.Column("body", sa.LargeBinary(), nullable=True),
        sa.Column("blob_ref", sa.String(length=512), nullable=True),
        sa.Column("pruned", sa.Boolean(), nullable=False),
        sa.Column("info", _json(), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.PrimaryKeyConstraint("tenant", "session_id", "version", name=op.f("pk_ctx_snapshots")),
    )


def downgrade() -> None:
    for name in (
        "ctx_snapshots",
        "ctx_summaries",
        "ctx_anchors",
        "ctx_tasks",
        "ctx_messages",
        "ctx_sessions",
    ):
        op.drop_table(name)
