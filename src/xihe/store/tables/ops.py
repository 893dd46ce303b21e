"""Operations executor: workflow runs (the durable state machine), alerts and robot buckets."""

from __future__ import annotations

from sqlalchemy import Column, Float, Index, Integer, String, Table, Text, UniqueConstraint

from xihe.store.tables.base import JsonType, Timestamp, metadata

ops_runs = Table(
    "ops_runs",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("principal", String(128), nullable=False),
    Column("workflow", String(256), nullable=False),
    Column("project", String(256), nullable=False),
    Column("definition", String(64), nullable=False),
    Column("schedule_time", String(128), nullable=False),
    Column("mode", String(16), nullable=False),
    Column("params", JsonType, nullable=False),
    Column("state", String(16), nullable=False),
    Column("open_key", String(512)),
    Column("attempt", Integer, nullable=False),
    Column("instance_id", String(64)),
    Column("trigger_code", String(64)),
    Column("ds_state", String(32)),
    Column("history", JsonType, nullable=False),
    Column("cause", JsonType),
    Column("version", Integer, nullable=False),
    Column("request_id", String(256)),
    Column("created_at", Timestamp, nullable=False),
    Column("updated_at", Timestamp, nullable=False),
    Column("triggered_at", Timestamp),
    Column("finished_at", Timestamp),
    Column("error", Text),
    UniqueConstraint("tenant", "open_key"),
    Index("ix_ops_runs_tenant_state", "tenant", "state"),
    Index("ix_ops_runs_tenant_created", "tenant", "created_at"),
)
"""`open_key` is `workflow|schedule_time` while a run is open and NULL once it ends: the
unique constraint allows one open run per workflow and schedule time (NULLs never collide)."""

ops_alerts = Table(
    "ops_alerts",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("robot", String(128), nullable=False),
    Column("run_id", String(64)),
    Column("workflow", String(256), nullable=False),
    Column("cause", String(64), nullable=False),
    Column("fingerprint", String(512), nullable=False),
    Column("status", String(16), nullable=False),
    Column("payload", JsonType, nullable=False),
    Column("created_at", Timestamp, nullable=False),
    Column("sent_at", Timestamp),
    Column("send_id", String(64)),
    Index("ix_ops_alerts_tenant_status", "tenant", "status"),
    Index("ix_ops_alerts_tenant_fingerprint", "tenant", "fingerprint"),
)

ops_alert_sends = Table(
    "ops_alert_sends",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("robot", String(128), nullable=False),
    Column("group_key", String(512), nullable=False),
    Column("alerts", Integer, nullable=False),
    Column("workflows", JsonType, nullable=False),
    Column("status", String(16), nullable=False),
    Column("errcode", Integer),
    Column("content", Text, nullable=False),
    Column("sent_at", Timestamp, nullable=False),
    Index("ix_ops_alert_sends_tenant_sent", "tenant", "sent_at"),
)

ops_robots = Table(
    "ops_robots",
    metadata,
    Column("tenant", String(128), primary_key=True),
    Column("robot", String(128), primary_key=True),
    Column("tokens", Float, nullable=False),
    Column("refilled_at", Timestamp, nullable=False),
    Column("paused_until", Timestamp),
)
