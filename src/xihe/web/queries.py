"""Aggregates only the dashboard needs (time series and token totals), computed in SQL over
a covering index (`store/tables/dashboard.py`) so the overview stays fast with 100,000
operations. Lists and single records come from the existing store queries (tracing,
evolution, tools)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.sql.elements import ColumnElement

from xihe.store.db import Store
from xihe.store.tables import operations
from xihe.store.tables.evolution import errors

WINDOWS: dict[str, tuple[timedelta, int, str]] = {
    "1h": (timedelta(hours=1), 12, "minute"),
    "24h": (timedelta(hours=24), 24, "hour"),
    "7d": (timedelta(days=7), 28, "hour"),
    "30d": (timedelta(days=30), 30, "hour"),
}
"""A window's span, its number of chart buckets, and the grain SQL groups by (the buckets
are whole multiples of it, so no group straddles two buckets)."""

GRAIN = {"minute": timedelta(minutes=1), "hour": timedelta(hours=1)}


def time_key(column: Any, dialect: str, grain: str) -> ColumnElement[Any]:
    """The timestamp cut to the grain: a prefix of SQLite's fixed-width text (no date
    arithmetic per row), `date_trunc` elsewhere."""
    if dialect == "sqlite":
        return func.substr(column, 1, 16 if grain == "minute" else 13)
    return func.date_trunc(grain, column)


def key_start(value: Any, grain: str) -> datetime:
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    text = str(value) + (":00" if grain == "minute" else ":00:00")
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def aligned_window(until: datetime, window: str) -> tuple[datetime, datetime, timedelta]:
    """(since, end, bucket width): `until` rounded up to the grain, so the last bucket holds
    the newest traffic and every bucket starts on a grain boundary."""
    span, n, grain = WINDOWS[window]
    step = GRAIN[grain]
    epoch = datetime(2000, 1, 1, tzinfo=UTC)
    end = epoch + step * ((until - epoch) // step + 1)
    return end - span, end, span / n


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
    spread: dict[str, list[int]] = field(default_factory=dict)
    """Requests per input-token band (`TOKEN_BANDS`) for the busiest routes: a canary
    route beside its stable one shows whether the new logic grows or shrinks contexts."""


TOKEN_BANDS = (1_000, 4_000, 16_000, 64_000)
"""Upper edges of the input-token bands; the last band is everything above."""


async def overview(store: Store, tenant: str, *, until: datetime, window: str) -> Overview:
    """Four grouped scans: traffic by time, errors by time, tokens by user, and tokens by
    model with the token bands by route. Totals are the sums of the time groups."""
    window = window if window in WINDOWS else "24h"
    _span, n, grain = WINDOWS[window]
    since, end, width = aligned_window(until, window)
    dialect = store.dialect
    ops, e = operations.c, errors.c
    in_window = (ops.tenant == tenant, ops.started_at >= since, ops.started_at < end)
    failed = func.sum(case((ops.status == "failed", 1), else_=0))
    starts = [since + width * i for i in range(n)]
    traffic = Series(starts, {"requests": [0] * n, "failed": [0] * n})
    unmatched = Series(list(starts), {"share": [0.0] * n, "errors": [0] * n, "loose": [0] * n})
    out = Overview(since=since, until=end)

    def index(key: Any) -> int | None:
        i = int((key_start(key, grain) - since) / width)
        return i if 0 <= i < n else None

    okey = time_key(ops.started_at, dialect, grain).label("k")
    ekey = time_key(e.created_at, dialect, grain).label("k")
    sums = [func.coalesce(func.sum(c), 0) for c in (ops.input_tokens, ops.output_tokens)]
    async with store.connect() as conn:
        rows = (
            await conn.execute(
                select(okey, func.count(), failed, *sums, func.sum(ops.cached_tokens))
                .where(*in_window)
                .group_by(okey)
            )
        ).all()
        for key, count, fails, tin, tout, cached in rows:
            out.requests += int(count)
            out.failed += int(fails or 0)
            out.input_tokens += int(tin)
            out.output_tokens += int(tout)
            out.cached_tokens += int(cached or 0)
            i = index(key)
            if i is not None:
                traffic.values["requests"][i] += int(count)
                traffic.values["failed"][i] += int(fails or 0)
        loose = func.sum(case((e.pattern_id.is_(None), 1), else_=0))
        for key, count, free in (
            await conn.execute(
                select(ekey, func.count(), loose)
                .where(e.tenant == tenant, e.created_at >= since, e.created_at < end)
                .group_by(ekey)
            )
        ).all():
            out.errors_total += int(count)
            out.errors_unmatched += int(free or 0)
            i = index(key)
            if i is not None:
                unmatched.values["errors"][i] += int(count)
                unmatched.values["loose"][i] += int(free or 0)
        for i, count in enumerate(unmatched.values["errors"]):
            if count:
                unmatched.values["share"][i] = round(unmatched.values["loose"][i] / count, 4)
        users = (
            await conn.execute(
                select(ops.user_id, func.count(), *sums)
                .where(*in_window)
                .group_by(ops.user_id)
                .order_by((sums[0] + sums[1]).desc())
                .limit(10)
            )
        ).all()
        out.by_user = [_ranked(name, count, tin, tout) for name, count, tin, tout in users]
        # models and routes are few: one scan groups both, token bands included
        band = case(
            *((ops.input_tokens < edge, i) for i, edge in enumerate(TOKEN_BANDS)),
            else_=len(TOKEN_BANDS),
        ).label("band")
        models: dict[str, list[int]] = {}
        spread: dict[str, list[int]] = {}
        for model, route, b, count, tin, tout in (
            await conn.execute(
                select(ops.model, ops.route, band, func.count(), *sums)
                .where(*in_window)
                .group_by(ops.model, ops.route, band)
            )
        ).all():
            totals = models.setdefault(model or "", [0, 0, 0])
            totals[0] += int(count)
            totals[1] += int(tin)
            totals[2] += int(tout)
            spread.setdefault(route or "—", [0] * (len(TOKEN_BANDS) + 1))[int(b)] += int(count)
        top = sorted(models.items(), key=lambda kv: -(kv[1][1] + kv[1][2]))[:10]
        out.by_model = [_ranked(name, *values) for name, values in top]
        busiest = sorted(spread, key=lambda r: -sum(spread[r]))[:4]
        out.spread = {r: spread[r] for r in busiest}
    out.traffic, out.unmatched = traffic, unmatched
    return out


def _ranked(name: str | None, count: int, tin: int, tout: int) -> dict[str, Any]:
    return {"name": name or "—", "requests": int(count), "input": int(tin), "output": int(tout)}


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
