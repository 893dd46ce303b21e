"""The index the dashboard's aggregates read through: it covers the columns the overview
sums, so a 30-day window over 100,000 operations is an index-only scan (no table lookups)."""

from __future__ import annotations

from sqlalchemy import Index

from xihe.store.tables.tracing import operations

ix_operations_dashboard = Index(
    "ix_operations_dashboard",
    operations.c.tenant,
    operations.c.started_at,
    operations.c.status,
    operations.c.model,
    operations.c.route,
    operations.c.user_id,
    operations.c.input_tokens,
    operations.c.output_tokens,
    operations.c.cached_tokens,
)
