"""The group-commit writer: trace records from every run of the process share commits.

Records are queued and committed together by one task, in one transaction per batch with
one multi-row statement per table, instead of one transaction per record: whatever queues
while a batch commits goes in the next one. Durability is explicit: `durable(ticket)`
returns once the record `submit` numbered `ticket` (and everything queued before it) is
committed, `flush()` once everything queued so far is. The loop waits for each step it
records before the next step begins (invariant 3), so runs wait together on shared commits;
proxy-mode operations do not wait; runtimes flush on close. A crash loses at most the
records not yet committed, never one that a run went on from.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Executable, Table, bindparam, insert, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.errors import XiheError
from xihe.store.batch import Plan, execute_plan
from xihe.store.db import Store
from xihe.store.tables import blobs, operations, steps

log = logging.getLogger(__name__)

SinkCall = Callable[[AsyncConnection], Awaitable[None]]
"""Work that must commit with the batch (the failure sink's error rows)."""

STEP_COLUMNS: tuple[str, ...] = tuple(c.name for c in steps.columns)
FINISH_COLUMNS: tuple[str, ...] = (
    "status",
    "answer",
    "error",
    "model",
    "finished_at",
    "duration_ms",
    "input_tokens",
    "output_tokens",
    "cached_tokens",
    "reasoning_tokens",
    "fallbacks",
)


class TraceWriteError(XiheError):
    """A trace record could not be committed; nothing with side effects may run after it."""


@dataclass
class TraceRecord:
    """What one tracer call writes: an operation row, a step row (with its request blob),
    the operation's step count, its end, and any sink work, each optional."""

    start: dict[str, Any] | None = None
    step: dict[str, Any] | None = None
    blob: dict[str, Any] | None = None
    count: tuple[str, int] | None = None
    finish: dict[str, Any] | None = None
    sinks: list[SinkCall] = field(default_factory=list)
    rows: list[tuple[Table, dict[str, Any]]] = field(default_factory=list)
    """Rows of other tables that commit with the batch (audit rows of read-only calls)."""
    after: list[Callable[[], None]] = field(default_factory=list)
    """Called once the record has committed (exporters mirror committed rows only)."""


_INSERT_OPERATION = insert(operations)
_INSERT_STEP = insert(steps)
_COUNT = (
    update(operations)
    .where(operations.c.id == bindparam("op_id"))
    .values(steps=bindparam("op_steps"))
)
_FINISH = (
    update(operations)
    .where(operations.c.id == bindparam("op_id"), operations.c.tenant == bindparam("op_tenant"))
    .values({name: bindparam(f"v_{name}") for name in FINISH_COLUMNS})
)
_PG_BLOB = pg_insert(blobs).on_conflict_do_nothing()
_SQLITE_BLOB = sqlite_insert(blobs).on_conflict_do_nothing()


def _insert(table: Table) -> Executable:
    """One statement object per table, so the store's compiled form of it is reused."""
    found = _INSERTS.get(table.name)
    if found is None or found[0] is not table:
        found = (table, insert(table))
        _INSERTS[table.name] = found
    return found[1]


_INSERTS: dict[str, tuple[Table, Executable]] = {}


def _full_step(row: dict[str, Any]) -> dict[str, Any]:
    """Every column present, in one order, so a batch of rows is one statement."""
    full = dict.fromkeys(STEP_COLUMNS)
    full.update(row)
    if len(full) != len(STEP_COLUMNS):  # a key that is no column: the insert names it
        full = {name: row.get(name) for name in STEP_COLUMNS}
    if not full["meta"]:
        full["meta"] = {}
    return full


class TraceWriter:
    """One writer per store: queue, group commit, explicit flush."""

    def __init__(
        self,
        store: Store,
        *,
        max_batch: int = 2000,
        max_pending: int = 20000,
    ) -> None:
        self.store = store
        self.max_batch = max_batch
        self.max_pending = max_pending
        self._queue: list[TraceRecord] = []
        self._submitted = 0
        self._committed = 0
        self._waiters: list[tuple[int, asyncio.Future[None]]] = []
        self._error: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None
        self.commits = 0
        """Batches committed so far (the benchmark reports records per commit)."""

    @property
    def pending(self) -> int:
        return self._submitted - self._committed

    async def submit(self, record: TraceRecord) -> int:
        """Queue a record and return its ticket for `durable`; waits only when the queue is
        full (backpressure)."""
        if self.pending >= self.max_pending:
            await self.flush()
        self._queue.append(record)
        self._submitted += 1
        self._ensure_task().set()
        return self._submitted

    async def flush(self) -> None:
        """Return once every record submitted before this call is committed."""
        await self.durable(self._submitted)

    async def durable(self, ticket: int) -> None:
        """Return once the record with this ticket, and every one before it, is committed.

        Raises TraceWriteError when a record could not be written since the last wait.
        """
        if self._committed < ticket:
            future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self._waiters.append((ticket, future))
            self._ensure_task().set()
            await future
        if self._error is not None:
            error, self._error = self._error, None
            raise TraceWriteError(
                f"trace records could not be written: {error}",
                hint="check that the database is reachable and migrated (xihe db upgrade)",
            ) from error

    async def close(self) -> None:
        """Commit everything queued, then stop the writer task."""
        try:
            await self.flush()
        finally:
            task, self._task = self._task, None
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    def _ensure_task(self) -> asyncio.Event:
        loop = asyncio.get_running_loop()
        if self._task is None or self._task.done() or self._loop is not loop:
            self._loop = loop
            self._wake = asyncio.Event()
            self._task = loop.create_task(self._drain(self._wake), name="xihe-trace-writer")
        assert self._wake is not None
        return self._wake

    async def _drain(self, wake: asyncio.Event) -> None:
        while True:
            await wake.wait()
            wake.clear()
            while self._queue:
                batch = self._queue[: self.max_batch]
                del self._queue[: self.max_batch]
                await self._write(batch)
                self._committed += len(batch)
                self._release()

    async def _write(self, batch: list[TraceRecord]) -> None:
        try:
            await self._commit(batch)
        except Exception:
            # one bad record must not take the batch with it: retry each on its own
            for record in batch:
                try:
                    await self._commit([record])
                except Exception as exc:
                    log.exception("trace record dropped: %s", exc)
                    if self._error is None:
                        self._error = exc
                    continue
                self._after([record])
            return
        self._after(batch)

    async def _commit(self, batch: list[TraceRecord]) -> None:
        plan = self._plan(batch)
        sinks = [s for r in batch for s in r.sinks]
        if sinks:
            # failure sinks (the evolution store's error rows) speak the async connection
            async with self.store.begin() as conn:
                await execute_plan(conn, plan)
                for sink in sinks:
                    await sink(conn)
        else:
            await self.store.write(plan)
        self.commits += 1

    def _plan(self, batch: list[TraceRecord]) -> Plan:
        """The batch as statements, one per table and kind, in dependency order."""
        starts = [r.start for r in batch if r.start is not None]
        rows = [_full_step(r.step) for r in batch if r.step is not None]
        found = {(b["tenant"], b["hash"]): b for r in batch if (b := r.blob) is not None}
        counts: dict[str, int] = {}
        for r in batch:
            if r.count is not None:
                counts[r.count[0]] = max(counts.get(r.count[0], 0), r.count[1])
        finishes = [r.finish for r in batch if r.finish is not None]
        extra: dict[Table, list[dict[str, Any]]] = {}
        for r in batch:
            for table, values in r.rows:
                extra.setdefault(table, []).append(values)
        plan: list[tuple[Executable, list[dict[str, Any]]]] = []
        if starts:
            plan.append((_INSERT_OPERATION, starts))
        if found:
            plan.append((self._blob_insert(), list(found.values())))
        if rows:
            plan.append((_INSERT_STEP, rows))
        if counts:
            plan.append((_COUNT, [{"op_id": k, "op_steps": v} for k, v in counts.items()]))
        if finishes:
            plan.append(
                (
                    _FINISH,
                    [
                        {"op_id": f["id"], "op_tenant": f["tenant"]}
                        | {f"v_{name}": f[name] for name in FINISH_COLUMNS}
                        for f in finishes
                    ],
                )
            )
        for table, values_list in extra.items():
            plan.append((_insert(table), values_list))
        return plan

    def _blob_insert(self) -> Executable:
        if self.store.dialect == "postgresql":
            return _PG_BLOB
        return _SQLITE_BLOB

    def _after(self, batch: list[TraceRecord]) -> None:
        for record in batch:
            for call in record.after:
                try:
                    call()
                except Exception:
                    log.exception("trace exporter failed")

    def _release(self) -> None:
        keep: list[tuple[int, asyncio.Future[None]]] = []
        for target, future in self._waiters:
            if target <= self._committed:
                if not future.done():
                    future.set_result(None)
            else:
                keep.append((target, future))
        self._waiters = keep
