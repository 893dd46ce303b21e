"""context: an index on snapshot time, for the scheduled retention sweep

Revision ID: 0010_context_retention
Revises: 0007_context_seams
"""

from __future__ import annotations

from alembic import op

revision = "0010_context_retention"
down_revision = "0007_context_seams"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_ctx_snapshots_created", "ctx_snapshots", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_ctx_snapshots_created", table_name="ctx_snapshots")
