"""evolution: errors, error_patterns, inspections, behavior_runs, job_runs

Revision ID: 0004_evolution
Revises: 0001_core
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0004_evolution"
down_revision = "0001_core"
branch_labels = ("evolution",)
depends_on = None


def _json() -> sa.types.TypeEngine[Any]:
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def _ts() -> sa.DateTime:
    return sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "error_patterns",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("category", sa.String(length=32), nullable=False),
        sa.Column("fix_status", sa.String(length=32), nullable=False),
        sa.Column("provider", sa.String(length=64), nullable=True),
        sa.Column("error_type", sa.String(length=128), nullable=True),
        sa.Column("status", sa.Integer(), nullable=True),
        sa.Column("tool", sa.String(length=128), nullable=True),
        sa.Column("message_regex", sa.Text(), nullable=True),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("hit_count", sa.Integer(), nullable=False),
        sa.Column("first_seen", _ts(), nullable=True),
        sa.Column("last_seen", _ts(), nullable=True),
        sa.Column("created_by", sa.String(length=64), nullable=False),
        sa.Column("reasoning", sa.Text(), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.Column("updated_at", _ts(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_error_patterns")),
        sa.UniqueConstraint("tenant", "name", name=op.f("uq_error_patterns_tenant_name")),
    )
    op.create_table(
        "errors",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("operation_id", sa.String(length=64), nullable=False),
        sa.Column("step_id", sa.String(length=64), nullable=True),
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("created_at", _ts(), nullable=False),
        sa.Column("provider", sa.String(length=64), nullable=True),
        sa.Column("model", sa.String(length=128), nullable=True),
        sa.Column("error_class", sa.String(length=32), nullable=True),
        sa.Column("error_type", sa.String(length=128), nullable=True),
        sa.Column("status", sa.Integer(), nullable=True),
        sa.Column("tool", sa.String(length=128), nullable=True),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("template", sa.Text(), nullable=False),
        sa.Column("fingerprint", sa.String(length=32), nullable=False),
        sa.Column("pattern_id", sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(
            ["pattern_id"],
            ["error_patterns.id"],
            name=op.f("fk_errors_pattern_id_error_patterns"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_errors")),
        sa.UniqueConstraint("step_id", name=op.f("uq_errors_step_id")),
    )
    op.create_index("ix_errors_tenant_pattern", "errors", ["tenant", "pattern_id"])
    op.create_index("ix_errors_tenant_fingerprint", "errors", ["tenant", "fingerprint"])
    op.create_index("ix_errors_operation", "errors", ["operation_id"])
    op.create_table(
        "inspections",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("started_at", _ts(), nullable=False),
        sa.Column("finished_at", _ts(), nullable=True),
        sa.Column("errors_total", sa.Integer(), nullable=False),
        sa.Column("unmatched_before", sa.Integer(), nullable=False),
        sa.Column("unmatched_after", sa.Integer(), nullable=False),
        sa.Column("buckets", _json(), nullable=False),
        sa.Column("patterns_added", _json(), nullable=False),
        sa.Column("rejected", _json(), nullable=False),
        sa.Column("bugs", _json(), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_inspections")),
    )
    op.create_index("ix_inspections_tenant_started", "inspections", ["tenant", "started_at"])
    op.create_table(
        "behavior_runs",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("started_at", _ts(), nullable=False),
        sa.Column("skipped", sa.Boolean(), nullable=False),
        sa.Column("signature", sa.String(length=64), nullable=False),
        sa.Column("operations", sa.Integer(), nullable=False),
        sa.Column("unhealthy", sa.Integer(), nullable=False),
        sa.Column("avg_score", sa.Float(), nullable=True),
        sa.Column("groups", _json(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_behavior_runs")),
    )
    op.create_index("ix_behavior_runs_tenant_started", "behavior_runs", ["tenant", "started_at"])
    op.create_table(
        "job_runs",
        sa.Column("job", sa.String(length=128), nullable=False),
        sa.Column("slot", sa.String(length=64), nullable=False),
        sa.Column("worker", sa.String(length=128), nullable=False),
        sa.Column("claimed_at", _ts(), nullable=False),
        sa.Column("finished_at", _ts(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("detail", _json(), nullable=True),
        sa.PrimaryKeyConstraint("job", "slot", name=op.f("pk_job_runs")),
    )


def downgrade() -> None:
    op.drop_table("job_runs")
    op.drop_index("ix_behavior_runs_tenant_started", table_name="behavior_runs")
    op.drop_table("behavior_runs")
    op.drop_index("ix_inspections_tenant_started", table_name="inspections")
    op.drop_table("inspections")
    op.drop_index("ix_errors_operation", table_name="errors")
    op.drop_index("ix_errors_tenant_fingerprint", table_name="errors")
    op.drop_index("ix_errors_tenant_pattern", table_name="errors")
    op.drop_table("errors")
    op.drop_table("error_patterns")
