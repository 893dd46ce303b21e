"""gateway: api keys, sessions and turns, idempotency records

Revision ID: 0005_gateway
Revises: 0001_core
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0005_gateway"
down_revision = "0001_core"
branch_labels = ("gateway",)
depends_on = None

TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "gateway_api_keys",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("role", sa.String(length=32), nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("prefix", sa.String(length=16), nullable=False),
        sa.Column("label", sa.String(length=256), nullable=True),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("revoked_at", TS, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_gateway_api_keys")),
        sa.UniqueConstraint("key_hash", name=op.f("uq_gateway_api_keys_key_hash")),
    )
    op.create_index("ix_gateway_api_keys_tenant", "gateway_api_keys", ["tenant"])
    op.create_table(
        "gateway_sessions",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.Column("turns", sa.Integer(), nullable=False),
        sa.Column(
            "meta",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_gateway_sessions")),
    )
    op.create_index(
        "ix_gateway_sessions_tenant_updated", "gateway_sessions", ["tenant", "updated_at"]
    )
    op.create_table(
        "gateway_session_turns",
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("operation_id", sa.String(length=64), nullable=True),
        sa.Column("created_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("session_id", "seq", name=op.f("pk_gateway_session_turns")),
    )
    op.create_table(
        "gateway_idempotency",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("key", sa.String(length=256), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("response", sa.Text(), nullable=True),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("expires_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("tenant", "key", name=op.f("pk_gateway_idempotency")),
    )


def downgrade() -> None:
    op.drop_table("gateway_idempotency")
    op.drop_table("gateway_session_turns")
    op.drop_index("ix_gateway_sessions_tenant_updated", table_name="gateway_sessions")
    op.drop_table("gateway_sessions")
    op.drop_index("ix_gateway_api_keys_tenant", table_name="gateway_api_keys")
    op.drop_table("gateway_api_keys")
