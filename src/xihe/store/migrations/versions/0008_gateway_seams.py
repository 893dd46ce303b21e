"""gateway: idempotency keys per user with a fencing token, paused keys; drop dead turns

Revision ID: 0008_gateway_seams
Revises: 0005_gateway
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008_gateway_seams"
down_revision = "0005_gateway"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Old rows are keyed by the raw header, new ones by a digest of (tenant, user, key):
    # they could never be found again, so they go instead of lingering until they expire.
    op.execute("DELETE FROM gateway_idempotency")
    with op.batch_alter_table("gateway_idempotency") as batch:
        batch.add_column(
            sa.Column("user_id", sa.String(length=128), nullable=False, server_default="")
        )
        batch.add_column(sa.Column("token", sa.String(length=64), nullable=True))
        batch.add_column(sa.Column("session_id", sa.String(length=64), nullable=True))
        batch.add_column(sa.Column("task_id", sa.String(length=64), nullable=True))
    op.create_index(
        "ix_gateway_idempotency_expires", "gateway_idempotency", ["expires_at"], unique=False
    )
    # The embedded fallback's own turns: the context engine has always held them.
    op.drop_table("gateway_session_turns")


def downgrade() -> None:
    op.create_table(
        "gateway_session_turns",
        sa.Column("session_id", sa.String(length=64), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("operation_id", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("session_id", "seq", name=op.f("pk_gateway_session_turns")),
    )
    op.drop_index("ix_gateway_idempotency_expires", table_name="gateway_idempotency")
    with op.batch_alter_table("gateway_idempotency") as batch:
        batch.drop_column("task_id")
        batch.drop_column("session_id")
        batch.drop_column("token")
        batch.drop_column("user_id")
