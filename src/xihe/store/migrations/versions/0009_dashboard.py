"""dashboard: a covering index for the overview's aggregates over operations

Revision ID: 0009_dashboard
Revises: 0001_core
"""

from __future__ import annotations

from alembic import op

revision = "0009_dashboard"
down_revision = "0001_core"
branch_labels = ("dashboard",)
depends_on = None

OPERATIONS_COLUMNS = [
    "tenant",
    "started_at",
    "status",
    "model",
    "route",
    "user_id",
    "input_tokens",
    "output_tokens",
    "cached_tokens",
]


def upgrade() -> None:
    op.create_index("ix_operations_dashboard", "operations", OPERATIONS_COLUMNS)


def downgrade() -> None:
    op.drop_index("ix_operations_dashboard", table_name="operations")
