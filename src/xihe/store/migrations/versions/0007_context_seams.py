"""context: a spotlight boundary per session

Revision ID: 0007_context_seams
Revises: 0003_context
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007_context_seams"
down_revision = "0003_context"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("ctx_sessions", sa.Column("spotlight", sa.String(length=64), nullable=True))


def downgrade() -> None:
    op.drop_column("ctx_sessions", "spotlight")
