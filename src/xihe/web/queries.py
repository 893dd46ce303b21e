"""Aggregates only the dashboard needs (time series and token totals), computed in SQL over
the `(tenant, started_at)` index so the overview stays fast with 100,000 operations. Lists
and single records come from the existing store queries (tracing, evolution, tools)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Integer, case, cast, func, literal, select
from sqlalchemy.sql.elements import ColumnElement

from xihe.store.db import Store
from xihe.store.tables import operations
from xihe.store.tables.evolution import errors

WINDOWS: dict[str, tuple[timedelta, int]] = {
    "1h": (timedelta(hours=1), 12),
    "24h": (timedelta(hours=24), 24),
    "7d": (timedelta(days=7), 28),
    "30d": (timedelta(days=30), 30),
}
"""A window's span and its number of chart buckets."""


def epoch(column: Any, dialect: str) -> ColumnElement[Any]:
    """Seconds since 1970 of a timestamp column, in each dialect's own arithmetic."""
    if dialect == "sqlite":
        return (func.julianday(column) - 2440587.5) * 86400.0
    return func.extract("epoch", column)


def bucket_of(column: Any, dialect: str, start: datetime, width: float) -> ColumnElement[Any]:
    offset = epoch(column, dialect) - literal(start.timestamp())
    return (
        cast(func.floor(offset / width), Integer)
        if dialect != "sqlite"
        else cast(offset / width, Integer)
    )


@dataclass
class Series:
    """Per-bucket values with the bucket start times, ready for a chart."""

    starts: list[datetime]
    values: dict[str, list[float]] = field(default_factory=dict)


@dataclass
class Overview:
    since: datetime
    until: datetime
    requests: int = 0
    failed: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    traffic: Series | None = None
    unmatched: Series | None = None
    errors_total: int = 0
    errors_unmatched: int = 0
    by_model: list[dict[str, Any]] = field(default_factory=list)
    by_user: list[dict[str, Any]] = field(default_factory=list)


def _starts(since: datetime, width: float, n: int) -> list[datetime]:
    return [since + timedelta(seconds=width * i) for i in range(n)]


async def overview(store: Store, tenant: str, *, until: datetime, window: str) -> Overview:
    span, n = WINDOWS.get(window, WINDOWS["24h"])
    since = until - span
    width = span.total_seconds() / n
    dialect = store.dialect
    ops = operations.c
    in_window = (ops.tenant == tenant, ops.started_at >= since, ops.started_at <= until)
    failed = func.sum(case((ops.status == "failed", 1), else_=0))
    out = Overview(since=since, until=until)
    traffic = Series(_starts(since, width, n), {"requests": [0] * n, "failed": [0] * n})
    unmatched = Series(_starts(since, width, n), {"share": [0.0] * n, "errors": [0] * n})
    bucket = bucket_of(ops.started_at, dialect, since, width).label("b")
    e = errors.c
    ebucket = bucket_of(e.created_at, dialect, since, width).label("b")
    async with store.connect() as conn:
        row = (
            await conn.execute(
                select(
                    func.count(),
                    failed,
                    func.coalesce(func.sum(ops.input_tokens), 0),
                    func.coalesce(func.sum(ops.output_tokens), 0),
                    func.coalesce(func.sum(ops.cached_tokens), 0),
                ).where(*in_window)
            )
        ).one()
        out.requests, out.failed = int(row[0]), int(row[1] or 0)
        out.input_tokens, out.output_tokens, out.cached_tokens = map(int, row[2:5])
        for b, count, fails in (
            await conn.execute(
                select(bucket, func.count(), failed).where(*in_window).group_by(bucket)
            )
        ).all():
            if b is not None and 0 <= int(b) < n:
                traffic.values["requests"][int(b)] += int(count)
                traffic.values["failed"][int(b)] += int(fails or 0)
        unmatched_count = func.sum(case((e.pattern_id.is_(None), 1), else_=0))
        for b, count, loose in (
            await conn.execute(
                select(ebucket, func.count(), unmatched_count)
                .where(e.tenant == tenant, e.created_at >= since, e.created_at <= until)
                .group_by(ebucket)
            )
        ).all():
            if b is not None and 0 <= int(b) < n:
                unmatched.values["errors"][int(b)] += int(count)
                unmatched.values["share"][int(b)] = round(int(loose or 0) / int(count), 4)
                out.errors_total += int(count)
                out.errors_unmatched += int(loose or 0)
        for name, key in (("model", ops.model), ("user", ops.user_id)):
            rows = (
                await conn.execute(
                    select(
                        key,
                        func.count(),
                        func.coalesce(func.sum(ops.input_tokens), 0),
                        func.coalesce(func.sum(ops.output_tokens), 0),
                    )
                    .where(*in_window)
                    .group_by(key)
                    .order_by((func.sum(ops.input_tokens) + func.sum(ops.output_tokens)).desc())
                    .limit(10)
                )
            ).all()
            target = out.by_model if name == "model" else out.by_user
            for value, count, tin, tout in rows:
                target.append(
                    {
                        "name": value or "—",
                        "requests": int(count),
                        "input": int(tin),
                        "output": int(tout),
                    }
                )
    out.traffic, out.unmatched = traffic, unmatched
    return out


async def latest_start(store: Store, tenant: str) -> datetime | None:
    """The newest operation's start: the overview ends there when it is older than now, so
    a store seeded in the past (a simulation, an import) still shows its traffic."""
    async with store.connect() as conn:
        return (
            await conn.execute(
                select(func.max(operations.c.started_at)).where(operations.c.tenant == tenant)
            )
        ).scalar_one_or_none()


async def recent_values(store: Store, tenant: str, column: str, scan: int = 2000) -> list[str]:
    """Distinct values of a column among the newest `scan` operations: filter choices that
    cost a bounded read however large the table is."""
    recent = (
        select(operations.c[column].label("v"))
        .where(operations.c.tenant == tenant)
        .order_by(operations.c.started_at.desc())
        .limit(scan)
        .subquery()
    )
    async with store.connect() as conn:
        rows = (await conn.execute(select(recent.c.v).distinct())).scalars().all()
    return sorted(str(v) for v in rows if v)
