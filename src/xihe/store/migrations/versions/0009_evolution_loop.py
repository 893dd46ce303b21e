"""evolution loop: regression cases (replayed by `xihe regress run`) and fix runs

Revision ID: 0009_evolution_loop
Revises: 0001_core
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0009_evolution_loop"
down_revision = "0001_core"
branch_labels = ("evolution_loop",)
depends_on = None

TS = sa.DateTime(timezone=True)


def _json() -> sa.types.TypeEngine[object]:
    json: sa.types.TypeEngine[object] = sa.JSON()
    return json.with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    op.create_table(
        "regression_cases",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("operation_id", sa.String(length=64), nullable=False),
        sa.Column("pattern_id", sa.String(length=64), nullable=True),
        sa.Column("expected", sa.String(length=16), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("added_at", TS, nullable=False),
        sa.Column("last_verdict", sa.String(length=16), nullable=True),
        sa.Column("last_run_at", TS, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_regression_cases")),
        sa.UniqueConstraint(
            "tenant", "operation_id", name=op.f("uq_regression_cases_tenant_operation_id")
        ),
    )
    op.create_table(
        "fix_runs",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("pattern_id", sa.String(length=64), nullable=False),
        sa.Column("started_at", TS, nullable=False),
        sa.Column("finished_at", TS, nullable=True),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("branch", sa.String(length=256), nullable=True),
        sa.Column("pr_url", sa.Text(), nullable=True),
        sa.Column("detail", _json(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fix_runs")),
    )
    op.create_index("ix_fix_runs_tenant_pattern_id", "fix_runs", ["tenant", "pattern_id"])


def downgrade() -> None:
    op.drop_index("ix_fix_runs_tenant_pattern_id", table_name="fix_runs")
    op.drop_table("fix_runs")
    op.drop_table("regression_cases")
