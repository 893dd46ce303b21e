"""Where the per-tenant work of a scheduled slot runs.

The scheduler decides *when* (one claim per job and slot, across replicas); a queue decides
*who*. On the embedded default the claiming process runs every tenant itself (`InlineQueue`).
On PostgreSQL the claimer defers one procrastinate task per tenant (`ProcrastinateQueue`), and
every worker of every replica consumes them: a slot's work is spread out, a failing tenant is
retried, and a worker killed mid-task leaves a stalled job that the reaper gives back to the
queue, instead of a slot that silently never finished.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy.engine import make_url

from xihe.core.errors import ConfigError
from xihe.core.settings import Settings
from xihe.jobs.scheduler import Job

if TYPE_CHECKING:
    import procrastinate

log = logging.getLogger("xihe.jobs")

TenantBody = Callable[[str], Awaitable[dict[str, Any]]]
TASK_NAME = "xihe.job"


class JobQueue(Protocol):
    def register(self, job: str, body: TenantBody) -> None: ...

    async def submit(self, job: str, tenants: list[str]) -> dict[str, Any]: ...


@dataclass
class InlineQueue:
    """Runs each tenant now, in the claiming process: the embedded default's one worker."""

    bodies: dict[str, TenantBody] = field(default_factory=dict)

    def register(self, job: str, body: TenantBody) -> None:
        self.bodies[job] = body

    async def submit(self, job: str, tenants: list[str]) -> dict[str, Any]:
        done: dict[str, Any] = {}
        for tenant in tenants:
            try:
                done[tenant] = await self.bodies[job](tenant)
            except Exception as exc:  # one tenant's failure must not starve the others
                done[tenant] = {"error": f"{type(exc).__name__}: {exc}"}
        return {"tenants": done}


def psycopg_conninfo(database_url: str) -> str:
    """procrastinate speaks psycopg 3; the store's URL names SQLAlchemy's asyncpg driver."""
    url = make_url(database_url)
    if url.get_backend_name() != "postgresql":
        raise ConfigError(
            f"the procrastinate job queue needs PostgreSQL, not {url.get_backend_name()}",
            hint="set [jobs] queue = 'inline' (or 'auto') on the embedded default",
        )
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


@dataclass
class ProcrastinateQueue:
    """One procrastinate task per (job, tenant); its queueing lock keeps a slow tenant's
    unstarted task from piling up behind the next slot's, its lock keeps two from running."""

    database_url: str
    schema: str | None = None
    max_attempts: int = 3
    retry_wait_seconds: int = 5
    heartbeat_seconds: float = 5.0
    bodies: dict[str, TenantBody] = field(default_factory=dict)
    app: procrastinate.App | None = None

    def register(self, job: str, body: TenantBody) -> None:
        self.bodies[job] = body

    def _connect_options(self) -> dict[str, Any]:
        return {"options": f"-c search_path={self.schema}"} if self.schema else {}

    async def open(self) -> None:
        import procrastinate

        connector = procrastinate.PsycopgConnector(
            conninfo=psycopg_conninfo(self.database_url),
            min_size=1,
            max_size=4,
            kwargs=self._connect_options(),
        )
        app = procrastinate.App(connector=connector)
        # procrastinate counts retries after the first run; ours counts runs
        retry = procrastinate.RetryStrategy(
            max_attempts=self.max_attempts - 1, wait=self.retry_wait_seconds
        )

        @app.task(name=TASK_NAME, retry=retry)
        async def run(job: str, tenant: str) -> dict[str, Any]:
            body = self.bodies.get(job)
            if body is None:
                known = ", ".join(sorted(self.bodies)) or "none"
                raise LookupError(
                    f"job '{job}' is not scheduled in this worker (known: {known}); "
                    "replicas must share their [evolution] settings"
                )
            return await body(tenant)

        import psycopg

        try:
            await self._ensure_schema(app)  # one direct connection: fails fast, and precisely
            await app.open_async()
            self.app = app
        except (psycopg.Error, OSError) as exc:
            await self.close()
            raise ConfigError(
                f"cannot set up the job queue in PostgreSQL: {str(exc).strip()}",
                hint="check XIHE_DATABASE_URL and that its role may create tables in the "
                "schema; or run jobs inline with [jobs] queue = 'inline'",
            ) from exc

    async def _ensure_schema(self, app: procrastinate.App) -> None:
        """Apply procrastinate's schema once per database schema; replicas take turns."""
        import psycopg

        conninfo = psycopg_conninfo(self.database_url)
        async with await psycopg.AsyncConnection.connect(
            conninfo, **self._connect_options()
        ) as conn:
            await conn.execute(
                "SELECT pg_advisory_xact_lock(hashtext('xihe-procrastinate:' || current_schema()))"
            )
            cursor = await conn.execute("SELECT to_regclass('procrastinate_jobs') IS NOT NULL")
            row = await cursor.fetchone()
            if not (row and row[0]):
                await conn.execute(app.schema_manager.get_schema())
            await conn.commit()

    async def submit(self, job: str, tenants: list[str]) -> dict[str, Any]:
        from procrastinate.exceptions import AlreadyEnqueued

        assert self.app is not None, "ProcrastinateQueue.open() was not awaited"
        task = self.app.tasks[TASK_NAME]
        queued, waiting = [], []
        for tenant in tenants:
            key = f"{job}:{tenant}"
            try:
                await task.configure(queueing_lock=key, lock=key).defer_async(
                    job=job, tenant=tenant
                )
                queued.append(tenant)
            except AlreadyEnqueued:
                waiting.append(tenant)  # the previous slot's task has not started yet
        return {"queued": queued, "already_queued": waiting}

    async def work(self, stop: asyncio.Event, *, concurrency: int, name: str) -> None:
        """Consume tasks until `stop` is set. A worker that fails (its database went away,
        or its record was pruned as stalled after a long pause) is logged and started again."""
        assert self.app is not None
        while not stop.is_set():
            worker = asyncio.create_task(
                self.app.run_worker_async(
                    concurrency=concurrency,
                    name=name,
                    install_signal_handlers=False,
                    fetch_job_polling_interval=1.0,
                    update_heartbeat_interval=self.heartbeat_seconds,
                )
            )
            stopping = asyncio.create_task(stop.wait())
            await asyncio.wait({worker, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if worker.done() and not stop.is_set():
                error = worker.exception() if not worker.cancelled() else None
                log.warning("job queue worker stopped (%s); starting it again", error)
                await asyncio.sleep(1.0)
                continue
            stopping.cancel()
            worker.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await worker

    async def retry_stalled(self, *, seconds: float) -> int:
        """Give back to the queue the tasks of workers that stopped sending heartbeats."""
        assert self.app is not None
        manager = self.app.job_manager
        stalled = list(await manager.get_stalled_jobs(seconds_since_heartbeat=seconds))
        for job in stalled:
            await manager.retry_job(job)
        await manager.prune_stalled_workers(seconds_since_heartbeat=seconds)
        return len(stalled)

    async def close(self) -> None:
        if self.app is not None:
            await self.app.close_async()
            self.app = None


def open_queue(settings: Settings, dialect: str) -> InlineQueue | ProcrastinateQueue:
    """The queue `[jobs] queue` names; `auto` follows the store. A procrastinate queue still
    has to be opened."""
    choice = settings.jobs.queue
    if choice == "auto":
        choice = "procrastinate" if dialect == "postgresql" else "inline"
    if choice == "inline":
        return InlineQueue()
    return ProcrastinateQueue(
        settings.database_url,
        schema=settings.database_schema,
        max_attempts=settings.jobs.max_attempts,
        retry_wait_seconds=settings.jobs.retry_wait_seconds,
        heartbeat_seconds=min(5.0, settings.jobs.stalled_after_seconds / 4),  # never pruned alive
    )


def stalled_job(queue: ProcrastinateQueue, settings: Settings) -> Job:
    """The periodic sweep that requeues the tasks of dead workers (SIGKILL, a lost node)."""
    seconds = settings.jobs.stalled_after_seconds

    async def run() -> dict[str, Any]:
        return {"requeued": await queue.retry_stalled(seconds=seconds)}

    return Job("jobs.stalled", max(5, seconds // 2), run)
