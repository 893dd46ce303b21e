"""gateway: one row per pull request with a webhook review running (push coalescing)

Revision ID: 0009_webhook_runs
Revises: 0008_gateway_seams
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009_webhook_runs"
down_revision = "0008_gateway_seams"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "gateway_webhook_runs",
        sa.Column("pr", sa.String(length=512), nullable=False),
        sa.Column("waiting", sa.Integer(), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("pr", name=op.f("pk_gateway_webhook_runs")),
    )


def downgrade() -> None:
    op.drop_table("gateway_webhook_runs")
