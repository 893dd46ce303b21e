"""Alert aggregation, Alertmanager-style, under the robot's 20-messages-a-minute limit.

Failures are queued as rows. A flush sends one message per (robot, cause) group once its
oldest alert has waited `group_wait` and the group's last message is `group_interval` old;
a workflow already alerted for the same cause within `repeat_interval` is merged into the
count instead of listed again, and after `noisy_after` alerts that interval stretches to
`digest_interval` (a persistent failure becomes a periodic digest). Every message takes a
token from the robot's bucket, kept in the store so all processes share it; no token, the
group waits and keeps merging.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.agents.ops.wecom import AlertItem, Template, render
from xihe.core.clock import Clock
from xihe.core.ids import IdSource
from xihe.core.settings import WecomConfig
from xihe.store.db import Store
from xihe.store.tables.ops import ops_alert_sends, ops_alerts, ops_robots

ROBOT = "default"
BUCKET_SECONDS = 60.0
RATE_LIMIT_PAUSE = timedelta(seconds=60)

Deliver = Callable[[str, list[AlertItem], int], Awaitable[bool]]
"""(send id, items, merged repeats) → delivered; the monitor sends through `notify.wecom`."""


@dataclass(frozen=True)
class Flushed:
    sent: int
    alerts: int
    waiting: int

    def to_dict(self) -> dict[str, int]:
        return {"sent": self.sent, "alerts": self.alerts, "waiting": self.waiting}


class RobotBucket:
    """A token bucket per robot in the store: `per_minute` tokens, refilled continuously."""

    def __init__(self, store: Store, config: WecomConfig, *, clock: Clock) -> None:
        self.store = store
        self.config = config
        self.clock = clock

    async def _ensure(self, tenant: str, robot: str) -> None:
        query = select(ops_robots.c.robot).where(
            ops_robots.c.tenant == tenant, ops_robots.c.robot == robot
        )
        async with self.store.connect() as conn:
            if (await conn.execute(query)).first() is not None:
                return
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(ops_robots).values(
                        tenant=tenant,
                        robot=robot,
                        tokens=float(self.config.per_minute),
                        refilled_at=self.clock.now(),
                    )
                )
        except IntegrityError:
            return

    async def take(self, tenant: str, robot: str = ROBOT) -> bool:
        """One token, or False; the row is locked (PostgreSQL) or the writer is (SQLite)."""
        await self._ensure(tenant, robot)
        rate = self.config.per_minute / BUCKET_SECONDS
        query = select(ops_robots).where(ops_robots.c.tenant == tenant, ops_robots.c.robot == robot)
        async with self.store.begin() as conn:
            if self.store.dialect == "postgresql":
                query = query.with_for_update()
            row = (await conn.execute(query)).mappings().one()
            now = self.clock.now()
            if row["paused_until"] is not None and _aware(row["paused_until"]) > now:
                return False
            elapsed = max(0.0, (now - _aware(row["refilled_at"])).total_seconds())
            tokens = min(float(self.config.per_minute), row["tokens"] + elapsed * rate)
            ok = tokens >= 1.0
            await conn.execute(
                update(ops_robots)
                .where(ops_robots.c.tenant == tenant, ops_robots.c.robot == robot)
                .values(tokens=tokens - 1.0 if ok else tokens, refilled_at=now)
            )
        return ok

    async def pause(self, tenant: str, robot: str = ROBOT) -> None:
        """After a 45009 the robot's minute is spent: send nothing for a minute."""
        await self._ensure(tenant, robot)
        async with self.store.begin() as conn:
            await conn.execute(
                update(ops_robots)
                .where(ops_robots.c.tenant == tenant, ops_robots.c.robot == robot)
                .values(paused_until=self.clock.now() + RATE_LIMIT_PAUSE, tokens=0.0)
            )


def _aware(value: datetime) -> datetime:
    """SQLite hands back naive datetimes for timezone-aware columns; they were stored in UTC."""
    from datetime import UTC

    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


class Alerter:
    def __init__(
        self,
        store: Store,
        config: WecomConfig,
        *,
        clock: Clock,
        ids: IdSource,
        group_interval_seconds: float = 60.0,
    ) -> None:
        self.store = store
        self.config = config
        self.clock = clock
        self.ids = ids
        self.bucket = RobotBucket(store, config, clock=clock)
        self.group_interval = timedelta(seconds=group_interval_seconds)

    async def enqueue(self, tenant: str, item: AlertItem, robot: str = ROBOT) -> str:
        alert_id = self.ids.new("opa")
        async with self.store.begin() as conn:
            await conn.execute(
                insert(ops_alerts).values(
                    id=alert_id,
                    tenant=tenant,
                    robot=robot,
                    run_id=item.run_id or None,
                    workflow=item.workflow,
                    cause=item.cause or "unknown",
                    fingerprint=f"{item.workflow}|{item.cause or 'unknown'}",
                    status="pending",
                    payload=item.model_dump(),
                    created_at=self.clock.now(),
                )
            )
        return alert_id

    async def _pending(self, tenant: str) -> list[dict[str, Any]]:
        query = (
            select(ops_alerts)
            .where(ops_alerts.c.tenant == tenant, ops_alerts.c.status == "pending")
            .order_by(ops_alerts.c.created_at, ops_alerts.c.id)
        )
        async with self.store.connect() as conn:
            rows = (await conn.execute(query)).mappings().all()
        return [dict(r) for r in rows if r["tenant"] == tenant]

    async def _last_group_send(self, tenant: str, robot: str, group: str) -> datetime | None:
        query = select(func.max(ops_alert_sends.c.sent_at)).where(
            ops_alert_sends.c.tenant == tenant,
            ops_alert_sends.c.robot == robot,
            ops_alert_sends.c.group_key == group,
            ops_alert_sends.c.status == "sent",
        )
        async with self.store.connect() as conn:
            value = (await conn.execute(query)).scalar()
        return _aware(value) if value is not None else None

    async def _history(self, tenant: str, fingerprint: str) -> tuple[int, datetime | None]:
        """How many sent messages listed this workflow+cause, and when the last one went."""
        query = select(
            func.count(func.distinct(ops_alerts.c.send_id)), func.max(ops_alerts.c.sent_at)
        ).where(
            ops_alerts.c.tenant == tenant,
            ops_alerts.c.fingerprint == fingerprint,
            ops_alerts.c.status == "sent",
        )
        async with self.store.connect() as conn:
            count, last = (await conn.execute(query)).one()
        return int(count or 0), (_aware(last) if last is not None else None)

    def _repeat_interval(self, listed: int) -> timedelta:
        if listed >= self.config.noisy_after:
            return timedelta(seconds=self.config.digest_interval_seconds)
        return timedelta(seconds=self.config.repeat_interval_seconds)

    async def flush(self, tenant: str, deliver: Deliver) -> Flushed:
        now = self.clock.now()
        groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for row in await self._pending(tenant):
            groups.setdefault((row["robot"], row["cause"]), []).append(row)
        sent = alerts = waiting = 0
        wait = timedelta(seconds=self.config.group_wait_seconds)
        for (robot, cause), rows in groups.items():
            group = f"cause:{cause}"
            last = await self._last_group_send(tenant, robot, group)
            oldest = _aware(rows[0]["created_at"])
            if now - oldest < wait or (last is not None and now - last < self.group_interval):
                waiting += len(rows)
                continue
            listed, merged = await self._select(tenant, rows, now)
            if not listed:
                waiting += len(rows)
                continue
            if not await self.bucket.take(tenant, robot):
                waiting += len(rows)
                continue
            send_id = self.ids.new("ops")
            items = _items(listed)
            delivered = await deliver(send_id, items, len(merged))
            content = render(template_for(cause, items), items, suppressed=len(merged))
            await self._record(
                tenant, robot, group, send_id, content, items, listed, merged, delivered
            )
            if delivered:
                sent += 1
                alerts += len(listed) + len(merged)
            else:
                waiting += len(rows)
        return Flushed(sent, alerts, waiting)

    async def _select(
        self, tenant: str, rows: list[dict[str, Any]], now: datetime
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """(rows to list in the message, repeats to merge into its count)."""
        listed: list[dict[str, Any]] = []
        merged: list[dict[str, Any]] = []
        held: list[dict[str, Any]] = []
        history: dict[str, tuple[int, datetime | None]] = {}
        for row in rows:
            fingerprint = row["fingerprint"]
            if fingerprint not in history:
                history[fingerprint] = await self._history(tenant, fingerprint)
            count, last = history[fingerprint]
            if last is not None and now - last < self._repeat_interval(count):
                held.append(row)
            else:
                listed.append(row)
        if listed:
            merged = held
        return listed, merged

    async def _record(
        self,
        tenant: str,
        robot: str,
        group: str,
        send_id: str,
        content: str,
        items: list[AlertItem],
        listed: list[dict[str, Any]],
        merged: list[dict[str, Any]],
        delivered: bool,
    ) -> None:
        now = self.clock.now()
        async with self.store.begin() as conn:
            await conn.execute(
                insert(ops_alert_sends).values(
                    id=send_id,
                    tenant=tenant,
                    robot=robot,
                    group_key=group,
                    alerts=len(listed) + len(merged),
                    workflows=[i.workflow for i in items],
                    status="sent" if delivered else "failed",
                    content=content,
                    sent_at=now,
                )
            )
            if not delivered:
                return
            for rows, status in ((listed, "sent"), (merged, "merged")):
                ids = [r["id"] for r in rows]
                if ids:
                    await conn.execute(
                        update(ops_alerts)
                        .where(ops_alerts.c.tenant == tenant, ops_alerts.c.id.in_(ids))
                        .values(status=status, sent_at=now, send_id=send_id)
                    )

    async def recent(self, tenant: str, limit: int = 50) -> list[dict[str, Any]]:
        query = (
            select(ops_alerts)
            .where(ops_alerts.c.tenant == tenant)
            .order_by(ops_alerts.c.created_at.desc(), ops_alerts.c.id)
            .limit(limit)
        )
        async with self.store.connect() as conn:
            rows = (await conn.execute(query)).mappings().all()
        return [_alert_dict(r) for r in rows if r["tenant"] == tenant]

    async def sends(self, tenant: str, limit: int = 50) -> list[dict[str, Any]]:
        query = (
            select(ops_alert_sends)
            .where(ops_alert_sends.c.tenant == tenant)
            .order_by(ops_alert_sends.c.sent_at.desc(), ops_alert_sends.c.id)
            .limit(limit)
        )
        async with self.store.connect() as conn:
            rows = (await conn.execute(query)).mappings().all()
        return [
            {
                "id": r["id"],
                "robot": r["robot"],
                "group": r["group_key"],
                "alerts": r["alerts"],
                "workflows": list(r["workflows"] or []),
                "status": r["status"],
                "sent_at": _aware(r["sent_at"]).isoformat(),
            }
            for r in rows
            if r["tenant"] == tenant
        ]


def template_for(cause: str, items: list[AlertItem]) -> Template:
    """The template a group renders with: several workflows make a digest."""
    if len(items) > 1:
        return "digest"
    if cause == "timeout":
        return "timeout"
    if cause == "unknown_outcome":
        return "unknown_outcome"
    return "failure"


def _items(rows: list[dict[str, Any]]) -> list[AlertItem]:
    """One item per workflow, counting its failures in this group."""
    by_workflow: dict[str, AlertItem] = {}
    for row in rows:
        item = AlertItem(**row["payload"])
        seen = by_workflow.get(item.workflow)
        by_workflow[item.workflow] = (
            seen.model_copy(update={"count": seen.count + 1}) if seen else item
        )
    return list(by_workflow.values())


def _alert_dict(row: Any) -> dict[str, Any]:
    return {
        "id": row["id"],
        "workflow": row["workflow"],
        "cause": row["cause"],
        "run_id": row["run_id"],
        "status": row["status"],
        "created_at": _aware(row["created_at"]).isoformat(),
        "sent_at": _aware(row["sent_at"]).isoformat() if row["sent_at"] else None,
        "send_id": row["send_id"],
    }
