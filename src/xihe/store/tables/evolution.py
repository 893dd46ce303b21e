"""Evolution: error rows, patterns, inspection and behaviour runs, and scheduled job claims."""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from xihe.store.tables.base import JsonType, Timestamp, metadata

error_patterns = Table(
    "error_patterns",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("name", String(200), nullable=False),
    Column("category", String(32), nullable=False),
    Column("fix_status", String(32), nullable=False),
    Column("provider", String(64)),
    Column("error_type", String(128)),
    Column("status", Integer),
    Column("tool", String(128)),
    Column("message_regex", Text),
    Column("enabled", Boolean, nullable=False),
    Column("hit_count", Integer, nullable=False),
    Column("first_seen", Timestamp),
    Column("last_seen", Timestamp),
    Column("created_by", String(64), nullable=False),
    Column("reasoning", Text, nullable=False),
    Column("created_at", Timestamp, nullable=False),
    Column("updated_at", Timestamp, nullable=False),
    UniqueConstraint("tenant", "name"),
)

errors = Table(
    "errors",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("operation_id", String(64), nullable=False),
    Column("step_id", String(64)),
    Column("scope", String(16), nullable=False),
    Column("created_at", Timestamp, nullable=False),
    Column("provider", String(64)),
    Column("model", String(128)),
    Column("error_class", String(32)),
    Column("error_type", String(128)),
    Column("status", Integer),
    Column("tool", String(128)),
    Column("message", Text, nullable=False),
    Column("template", Text, nullable=False),
    Column("fingerprint", String(32), nullable=False),
    Column("pattern_id", String(64), ForeignKey("error_patterns.id")),
    UniqueConstraint("step_id"),
    Index("ix_errors_tenant_pattern", "tenant", "pattern_id"),
    Index("ix_errors_tenant_fingerprint", "tenant", "fingerprint"),
    Index("ix_errors_operation", "operation_id"),
)

inspections = Table(
    "inspections",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("mode", String(16), nullable=False),
    Column("status", String(16), nullable=False),
    Column("started_at", Timestamp, nullable=False),
    Column("finished_at", Timestamp),
    Column("errors_total", Integer, nullable=False),
    Column("unmatched_before", Integer, nullable=False),
    Column("unmatched_after", Integer, nullable=False),
    Column("buckets", JsonType, nullable=False),
    Column("patterns_added", JsonType, nullable=False),
    Column("rejected", JsonType, nullable=False),
    Column("bugs", JsonType, nullable=False),
    Column("summary", Text, nullable=False),
    Column("error", Text),
    Index("ix_inspections_tenant_started", "tenant", "started_at"),
)

behavior_runs = Table(
    "behavior_runs",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("mode", String(16), nullable=False),
    Column("started_at", Timestamp, nullable=False),
    Column("skipped", Boolean, nullable=False),
    Column("signature", String(64), nullable=False),
    Column("operations", Integer, nullable=False),
    Column("unhealthy", Integer, nullable=False),
    Column("avg_score", Float),
    Column("groups", JsonType, nullable=False),
    Index("ix_behavior_runs_tenant_started", "tenant", "started_at"),
)

job_runs = Table(
    "job_runs",
    metadata,
    Column("job", String(128), primary_key=True),
    Column("slot", String(64), primary_key=True),
    Column("worker", String(128), nullable=False),
    Column("claimed_at", Timestamp, nullable=False),
    Column("finished_at", Timestamp),
    Column("status", String(16), nullable=False),
    Column("detail", JsonType),
)

regression_cases = Table(
    "regression_cases",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("operation_id", String(64), nullable=False),
    Column("pattern_id", String(64)),
    Column("expected", String(16), nullable=False),
    Column("note", Text, nullable=False, default=""),
    Column("added_at", Timestamp, nullable=False),
    Column("last_verdict", String(16)),
    Column("last_run_at", Timestamp),
    UniqueConstraint("tenant", "operation_id"),
)

fix_runs = Table(
    "fix_runs",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("tenant", String(128), nullable=False),
    Column("pattern_id", String(64), nullable=False),
    Column("started_at", Timestamp, nullable=False),
    Column("finished_at", Timestamp),
    Column("status", String(32), nullable=False),
    Column("branch", String(256)),
    Column("pr_url", Text),
    Column("detail", JsonType, nullable=False, default=dict),
    Index("ix_fix_runs_tenant_pattern_id", "tenant", "pattern_id"),
)
