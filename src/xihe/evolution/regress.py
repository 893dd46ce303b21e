"""The regression corpus: recorded operations that must keep replaying as they did.

A case names an operation (and the pattern whose fix it guards, when there is one) and the
verdict it replayed with when added; `xihe regress run` replays every case and fails when
one no longer does. The trace rows stay where the tracer wrote them: a case is a reference,
so the request bodies stay encrypted in `blobs`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock
from xihe.core.errors import ErrorClass, XiheError
from xihe.core.ids import IdSource, RandomIds
from xihe.store.db import Store
from xihe.store.tables.evolution import regression_cases


class RegressionError(XiheError):
    error_class = ErrorClass.VALIDATION


REPRODUCED = "reproduced"
"""The operation must keep replaying exactly as recorded."""
FIXED = "fixed"
"""The operation recorded a bug since fixed: it must not reproduce (diverged or passed)."""
EXPECTATIONS = (REPRODUCED, FIXED)


def case_ok(expected: str, verdict: str) -> bool:
    """Does a replay verdict keep the case's promise? A fixed bug coming back is `reproduced`."""
    if expected == FIXED:
        return verdict in ("diverged", "passed")
    return verdict in (expected, "skipped")


@dataclass(frozen=True)
class Case:
    id: str
    tenant: str
    operation_id: str
    expected: str
    pattern_id: str | None = None
    note: str = ""
    added_at: datetime | None = None
    last_verdict: str | None = None
    last_run_at: datetime | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "operation_id": self.operation_id,
            "expected": self.expected,
            "pattern_id": self.pattern_id,
            "note": self.note,
            "added_at": self.added_at.isoformat() if self.added_at else None,
            "last_verdict": self.last_verdict,
            "last_run_at": self.last_run_at.isoformat() if self.last_run_at else None,
        }


def _case(row: Any) -> Case:
    return Case(
        id=row.id,
        tenant=row.tenant,
        operation_id=row.operation_id,
        expected=row.expected,
        pattern_id=row.pattern_id,
        note=row.note or "",
        added_at=row.added_at,
        last_verdict=row.last_verdict,
        last_run_at=row.last_run_at,
    )


async def add_case(
    store: Store,
    tenant: str,
    operation_id: str,
    *,
    expected: str,
    pattern_id: str | None = None,
    note: str = "",
    clock: Clock | None = None,
    ids: IdSource | None = None,
) -> Case:
    """Add one case; an operation already in the corpus is refused, not duplicated."""
    clock = clock or SystemClock()
    case = Case(
        id=(ids or RandomIds()).new("reg"),
        tenant=tenant,
        operation_id=operation_id,
        expected=expected,
        pattern_id=pattern_id,
        note=note,
        added_at=clock.now(),
    )
    try:
        async with store.begin() as conn:
            await conn.execute(
                regression_cases.insert().values(
                    id=case.id,
                    tenant=tenant,
                    operation_id=operation_id,
                    expected=expected,
                    pattern_id=pattern_id,
                    note=note,
                    added_at=case.added_at,
                )
            )
    except IntegrityError:
        raise RegressionError(
            f"operation {operation_id} is already in the regression corpus of '{tenant}'",
            hint="list the corpus with `xihe regress list`",
        ) from None
    return case


async def list_cases(store: Store, tenant: str) -> list[Case]:
    async with store.connect() as conn:
        rows = (
            await conn.execute(
                select(regression_cases)
                .where(regression_cases.c.tenant == tenant)
                .order_by(regression_cases.c.added_at, regression_cases.c.id)
            )
        ).all()
    return [_case(r) for r in rows if r.tenant == tenant]


async def remove_case(store: Store, tenant: str, operation_id: str) -> bool:
    async with store.begin() as conn:
        result = await conn.execute(
            delete(regression_cases).where(
                regression_cases.c.tenant == tenant,
                regression_cases.c.operation_id.startswith(operation_id),
            )
        )
    return bool(result.rowcount)


async def record_verdicts(
    store: Store, tenant: str, verdicts: dict[str, str], *, clock: Clock | None = None
) -> None:
    """Keep each case's latest verdict (shown by `xihe regress list`)."""
    now = (clock or SystemClock()).now()
    async with store.begin() as conn:
        for operation_id, verdict in verdicts.items():
            await conn.execute(
                update(regression_cases)
                .where(
                    regression_cases.c.tenant == tenant,
                    regression_cases.c.operation_id == operation_id,
                )
                .values(last_verdict=verdict, last_run_at=now)
            )


async def add_fixed(
    store: Store, tenant: str, pattern_id: str, *, clock: Clock | None = None
) -> list[Case]:
    """When a pattern's fix is merged: the operations its last fix run cited join the corpus
    as `fixed` (a later change that brings the failure back fails `xihe regress run`)."""
    from xihe.store.tables.evolution import fix_runs

    async with store.connect() as conn:
        row = (
            await conn.execute(
                select(fix_runs.c.detail)
                .where(
                    fix_runs.c.tenant == tenant,
                    fix_runs.c.pattern_id == pattern_id,
                    fix_runs.c.status.in_(("pr_created", "branch_pushed")),
                )
                .order_by(fix_runs.c.started_at.desc())
                .limit(1)
            )
        ).first()
        known = {c.operation_id for c in await list_cases(store, tenant)}
    added: list[Case] = []
    for operation_id in (row.detail or {}).get("cited", []) if row is not None else []:
        if operation_id in known:
            continue
        added.append(
            await add_case(
                store,
                tenant,
                operation_id,
                expected=FIXED,
                pattern_id=pattern_id,
                note="its fix was merged",
                clock=clock,
            )
        )
    return added


async def latest_fix_run(store: Store, tenant: str, pattern_id: str) -> dict[str, Any] | None:
    """The newest `xihe fix` run of a pattern: status, branch, pull request, checks."""
    from xihe.store.tables.evolution import fix_runs

    async with store.connect() as conn:
        row = (
            await conn.execute(
                select(fix_runs)
                .where(fix_runs.c.tenant == tenant, fix_runs.c.pattern_id == pattern_id)
                .order_by(fix_runs.c.started_at.desc())
                .limit(1)
            )
        ).first()
    if row is None or row.tenant != tenant:
        return None
    detail = row.detail or {}
    return {
        "id": row.id,
        "status": row.status,
        "branch": row.branch,
        "pr_url": row.pr_url,
        "started_at": row.started_at.isoformat() if row.started_at else None,
        "finished_at": row.finished_at.isoformat() if row.finished_at else None,
        "checks": detail.get("checks", []),
        "note": detail.get("note", ""),
    }
