"""ops: workflow runs (the executor's state machine), alerts, sends and robot buckets

Revision ID: 0008_ops
Revises: 0001_core
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0008_ops"
down_revision = "0001_core"
branch_labels = ("ops",)
depends_on = None

TS = sa.DateTime(timezone=True)


def _json() -> sa.types.TypeEngine[object]:
    json: sa.types.TypeEngine[object] = sa.JSON()
    return json.with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    op.create_table(
        "ops_runs",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("principal", sa.String(length=128), nullable=False),
        sa.Column("workflow", sa.String(length=256), nullable=False),
        sa.Column("project", sa.String(length=256), nullable=False),
        sa.Column("definition", sa.String(length=64), nullable=False),
        sa.Column("schedule_time", sa.String(length=128), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("params", _json(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("open_key", sa.String(length=512), nullable=True),
        sa.Column("attempt", sa.Integer(), nullable=False),
        sa.Column("instance_id", sa.String(length=64), nullable=True),
        sa.Column("trigger_code", sa.String(length=64), nullable=True),
        sa.Column("ds_state", sa.String(length=32), nullable=True),
        sa.Column("history", _json(), nullable=False),
        sa.Column("cause", _json(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("request_id", sa.String(length=256), nullable=True),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.Column("triggered_at", TS, nullable=True),
        sa.Column("finished_at", TS, nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ops_runs")),
        sa.UniqueConstraint("tenant", "open_key", name=op.f("uq_ops_runs_tenant_open_key")),
    )
    op.create_index("ix_ops_runs_tenant_state", "ops_runs", ["tenant", "state"])
    op.create_index("ix_ops_runs_tenant_created", "ops_runs", ["tenant", "created_at"])
    op.create_table(
        "ops_alerts",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("robot", sa.String(length=128), nullable=False),
        sa.Column("run_id", sa.String(length=64), nullable=True),
        sa.Column("workflow", sa.String(length=256), nullable=False),
        sa.Column("cause", sa.String(length=64), nullable=False),
        sa.Column("fingerprint", sa.String(length=512), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("payload", _json(), nullable=False),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("sent_at", TS, nullable=True),
        sa.Column("send_id", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ops_alerts")),
    )
    op.create_index("ix_ops_alerts_tenant_status", "ops_alerts", ["tenant", "status"])
    op.create_index("ix_ops_alerts_tenant_fingerprint", "ops_alerts", ["tenant", "fingerprint"])
    op.create_table(
        "ops_alert_sends",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("robot", sa.String(length=128), nullable=False),
        sa.Column("group_key", sa.String(length=512), nullable=False),
        sa.Column("alerts", sa.Integer(), nullable=False),
        sa.Column("workflows", _json(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("errcode", sa.Integer(), nullable=True),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("sent_at", TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ops_alert_sends")),
    )
    op.create_index("ix_ops_alert_sends_tenant_sent", "ops_alert_sends", ["tenant", "sent_at"])
    op.create_table(
        "ops_robots",
        sa.Column("tenant", sa.String(length=128), nullable=False),
        sa.Column("robot", sa.String(length=128), nullable=False),
        sa.Column("tokens", sa.Float(), nullable=False),
        sa.Column("refilled_at", TS, nullable=False),
        sa.Column("paused_until", TS, nullable=True),
        sa.PrimaryKeyConstraint("tenant", "robot", name=op.f("pk_ops_robots")),
    )


def downgrade() -> None:
    op.drop_table("ops_robots")
    op.drop_index("ix_ops_alert_sends_tenant_sent", table_name="ops_alert_sends")
    op.drop_table("ops_alert_sends")
    op.drop_index("ix_ops_alerts_tenant_fingerprint", table_name="ops_alerts")
    op.drop_index("ix_ops_alerts_tenant_status", table_name="ops_alerts")
    op.drop_table("ops_alerts")
    op.drop_index("ix_ops_runs_tenant_created", table_name="ops_runs")
    op.drop_index("ix_ops_runs_tenant_state", table_name="ops_runs")
    op.drop_table("ops_runs")
