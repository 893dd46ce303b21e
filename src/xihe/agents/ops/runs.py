"""Workflow runs in the store: the durable half of the state machine.

Every transition is one conditional UPDATE on the row's version, so two monitors (or a monitor
and a restarted one) can never both act on the same state; the winner commits the new state
before it acts (invariant 3). `open_key` holds `workflow|schedule_time` while a run is open,
so the store itself refuses a second open run for the same workflow and schedule time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables.ops import ops_runs

State = Literal["TRIGGERING", "TRIGGERED", "RUNNING", "SUCCESS", "FAILURE", "TIMEOUT", "UNKNOWN"]
OPEN_STATES: tuple[State, ...] = ("TRIGGERING", "TRIGGERED", "RUNNING")
TERMINAL_STATES: tuple[State, ...] = ("SUCCESS", "FAILURE", "TIMEOUT", "UNKNOWN")


@dataclass(frozen=True)
class Run:
    id: str
    tenant: str
    principal: str
    workflow: str
    project: str
    definition: str
    schedule_time: str
    mode: str
    params: dict[str, Any]
    state: State
    attempt: int
    version: int
    created_at: datetime
    updated_at: datetime
    instance_id: str | None = None
    trigger_code: str | None = None
    ds_state: str | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    cause: dict[str, Any] | None = None
    request_id: str | None = None
    triggered_at: datetime | None = None
    finished_at: datetime | None = None
    error: str | None = None

    @property
    def open(self) -> bool:
        return self.state in OPEN_STATES

    def to_dict(self) -> dict[str, Any]:
        return {
            "run_id": self.id,
            "workflow": self.workflow,
            "project": self.project,
            "schedule_time": self.schedule_time,
            "mode": self.mode,
            "state": self.state,
            "attempt": self.attempt,
            "instance_id": self.instance_id,
            "trigger_code": self.trigger_code,
            "ds_state": self.ds_state,
            "cause": self.cause,
            "history": self.history,
            "principal": self.principal,
            "created_at": self.created_at.isoformat(),
            "triggered_at": self.triggered_at.isoformat() if self.triggered_at else None,
            "finished_at": self.finished_at.isoformat() if self.finished_at else None,
            "error": self.error,
        }


def open_key(workflow: str, schedule_time: str) -> str:
    return f"{workflow}|{schedule_time}"


def _run(row: Any) -> Run:
    return Run(
        id=row["id"],
        tenant=row["tenant"],
        principal=row["principal"],
        workflow=row["workflow"],
        project=row["project"],
        definition=row["definition"],
        schedule_time=row["schedule_time"],
        mode=row["mode"],
        params=dict(row["params"] or {}),
        state=row["state"],
        attempt=row["attempt"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        instance_id=row["instance_id"],
        trigger_code=row["trigger_code"],
        ds_state=row["ds_state"],
        history=list(row["history"] or []),
        cause=row["cause"],
        request_id=row["request_id"],
        triggered_at=row["triggered_at"],
        finished_at=row["finished_at"],
        error=row["error"],
    )


class RunStore:
    def __init__(self, store: Store, *, clock: Clock, ids: IdSource) -> None:
        self.store = store
        self.clock = clock
        self.ids = ids

    async def create(
        self,
        *,
        tenant: str,
        principal: str,
        workflow: str,
        project: str,
        definition: str,
        schedule_time: str,
        mode: str,
        params: dict[str, Any],
        request_id: str | None,
    ) -> Run:
        """A new run in TRIGGERING, committed before the start call; refused while another run
        of the same workflow and schedule time is open."""
        now = self.clock.now()
        run_id = self.ids.new("opr")
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(ops_runs).values(
                        id=run_id,
                        tenant=tenant,
                        principal=principal,
                        workflow=workflow,
                        project=project,
                        definition=definition,
                        schedule_time=schedule_time,
                        mode=mode,
                        params=params,
                        state="TRIGGERING",
                        open_key=open_key(workflow, schedule_time),
                        attempt=1,
                        history=[],
                        version=1,
                        request_id=request_id,
                        created_at=now,
                        updated_at=now,
                        triggered_at=now,
                    )
                )
        except IntegrityError:
            existing = await self.open_for(tenant, workflow, schedule_time)
            which = f"run {existing.id} ({existing.state})" if existing else "another run"
            raise ToolError(
                f"{which} of '{workflow}' for schedule time '{schedule_time or 'now'}' is still "
                "open; at most one open run per workflow and schedule time",
                error_class=ErrorClass.POLICY_DENIED,
                error_type="RunAlreadyOpen",
                hint="watch it with `xihe ops status`; do not trigger it again",
            ) from None
        run = await self.get(tenant, run_id)
        assert run is not None
        return run

    async def get(self, tenant: str, run_id: str) -> Run | None:
        query = select(ops_runs).where(ops_runs.c.tenant == tenant, ops_runs.c.id == run_id)
        async with self.store.connect() as conn:
            row = (await conn.execute(query)).mappings().first()
        if row is None or row["tenant"] != tenant:
            return None
        return _run(row)

    async def open_for(self, tenant: str, workflow: str, schedule_time: str) -> Run | None:
        query = select(ops_runs).where(
            ops_runs.c.tenant == tenant,
            ops_runs.c.open_key == open_key(workflow, schedule_time),
        )
        async with self.store.connect() as conn:
            row = (await conn.execute(query)).mappings().first()
        return _run(row) if row is not None and row["tenant"] == tenant else None

    async def find(
        self,
        tenant: str,
        *,
        states: tuple[str, ...] | None = None,
        workflow: str | None = None,
        limit: int = 50,
    ) -> list[Run]:
        c = ops_runs.c
        query = select(ops_runs).where(c.tenant == tenant)
        if states:
            query = query.where(c.state.in_(states))
        if workflow:
            query = query.where(c.workflow == workflow)
        query = query.order_by(c.created_at.desc(), c.id).limit(limit)
        async with self.store.connect() as conn:
            rows = (await conn.execute(query)).mappings().all()
        return [_run(r) for r in rows if r["tenant"] == tenant]

    async def move(self, run: Run, state: State, **values: Any) -> Run | None:
        """Compare-and-set on the version: the new row, or None when someone moved it first."""
        now = self.clock.now()
        changes: dict[str, Any] = {"state": state, "version": run.version + 1, "updated_at": now}
        if state in TERMINAL_STATES:
            changes.update(open_key=None, finished_at=now)
        changes.update(values)
        statement = (
            update(ops_runs)
            .where(
                ops_runs.c.tenant == run.tenant,
                ops_runs.c.id == run.id,
                ops_runs.c.version == run.version,
            )
            .values(**changes)
        )
        async with self.store.begin() as conn:
            moved = (await conn.execute(statement)).rowcount
        if moved != 1:
            return None
        return await self.get(run.tenant, run.id)
