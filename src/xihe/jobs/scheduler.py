"""Periodic jobs: each run of a job owns one time slot, claimed by a row in the store.

The claim is an INSERT into `job_runs` keyed by (job, slot); the primary key makes the
insert atomic on SQLite and PostgreSQL alike, so of several workers sharing a database
exactly one runs a given slot and the others skip it. In-process on the embedded default
this is one asyncio loop; with PostgreSQL it is the same loop in every worker process.
(No distributed queue library is installed yet; this claim is the lease, see the docs.)
"""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import insert, update
from sqlalchemy.exc import IntegrityError

from xihe.core.clock import Clock, SystemClock
from xihe.store.db import Store
from xihe.store.tables.evolution import job_runs

JobBody = Callable[[], Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class Job:
    name: str
    every_seconds: int
    run: JobBody


@dataclass
class Scheduler:
    store: Store
    jobs: list[Job]
    clock: Clock = field(default_factory=SystemClock)
    worker: str = field(default_factory=lambda: f"{socket.gethostname()}:{os.getpid()}")

    def slot(self, job: Job) -> str:
        return str(int(self.clock.now().timestamp()) // job.every_seconds)

    async def claim(self, job: Job, slot: str) -> bool:
        """True for exactly one worker per (job, slot)."""
        try:
            async with self.store.begin() as conn:
                await conn.execute(
                    insert(job_runs).values(
                        job=job.name,
                        slot=slot,
                        worker=self.worker,
                        claimed_at=self.clock.now(),
                        status="running",
                    )
                )
        except IntegrityError:
            return False
        return True

    async def tick(self) -> list[str]:
        """Run every job whose current slot nobody has claimed; return the names run."""
        ran = []
        for job in self.jobs:
            slot = self.slot(job)
            if not await self.claim(job, slot):
                continue
            status, detail = "ok", {}
            try:
                detail = await job.run()
            except Exception as exc:  # a failed job must not stop the others
                status, detail = "failed", {"error": f"{type(exc).__name__}: {exc}"}
            async with self.store.begin() as conn:
                await conn.execute(
                    update(job_runs)
                    .where(job_runs.c.job == job.name, job_runs.c.slot == slot)
                    .values(status=status, finished_at=self.clock.now(), detail=detail)
                )
            ran.append(job.name)
        return ran

    async def run_forever(self, stop: asyncio.Event, poll_seconds: float = 30.0) -> None:
        while not stop.is_set():
            await self.tick()
            try:
                await asyncio.wait_for(stop.wait(), timeout=poll_seconds)
            except TimeoutError:
                continue
