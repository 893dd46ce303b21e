"""tools: the audit row records what the sanitizer removed from a tool result

Revision ID: 0008_tools_audit_sanitized
Revises: 0006_tools_seams
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0008_tools_audit_sanitized"
down_revision = "0006_tools_seams"
branch_labels = None
depends_on = None


def _json() -> sa.types.TypeEngine[Any]:
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    with op.batch_alter_table("tool_audit") as batch:
        batch.add_column(sa.Column("sanitized", _json(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tool_audit") as batch:
        batch.drop_column("sanitized")
