"""Replay recorded operations through the one agent loop (`xihe replay`).

Each operation runs again with the recorded clock and operation ids, a model that answers
from the recording (`evolution.replay.ReplayScript`) and tools whose handlers return what
they returned — everything else is the live harness: settings, context engine, policy
executor, approvals, router with its fallbacks. The replay writes into a scratch store (a
temporary SQLite database), never into the recorded one, and no provider or tool side effect
is reached. Operations that need earlier ones (later turns of a governed session, runs that
resume after an approval) have those replayed first, oldest first, in the same scratch store.
"""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select

from xihe.agent.loop import AgentLoop, Task
from xihe.context.engine import ContextEngine
from xihe.core.errors import XiheError
from xihe.core.messages import Message
from xihe.core.settings import Settings
from xihe.evolution.replay import (
    Recording,
    ReplayClock,
    ReplayDivergedError,
    ReplayIds,
    ReplayResult,
    ReplayScript,
    ReplayTracer,
    ToolReplayer,
    Verdict,
    judge,
    load_recording,
    prerequisites,
    replay_factory,
    replay_registry,
)
from xihe.models.breaker import MemoryState
from xihe.models.router import ModelRouter
from xihe.store.db import Store, open_store
from xihe.store.tables.context import ctx_sessions
from xihe.tools.executor import PolicyExecutor
from xihe.tools.policy import LEAST_PRIVILEGE_ROLE
from xihe.tools.registry import ToolRegistry
from xihe.tracing.blobs import BlobCipher


async def _no_sleep(_seconds: float) -> None:
    """Retries under replay do not wait: the recorded outcome is already known."""


@dataclass
class ReplayRun:
    """A batch of replays sharing one scratch store (closed by `close`)."""

    settings: Settings
    source: Store
    cipher: BlobCipher | None
    registry: ToolRegistry | None = None
    scratch_url: str | None = None
    scratch: Store | None = None
    clock: ReplayClock = field(
        default_factory=lambda: ReplayClock(datetime(2000, 1, 1, tzinfo=UTC))
    )
    ids: ReplayIds = field(default_factory=ReplayIds)
    _tmp: tempfile.TemporaryDirectory[str] | None = None
    _context: ContextEngine | None = None
    _tracer: ReplayTracer | None = None
    _done: dict[str, ReplayResult] = field(default_factory=dict)

    async def open(self) -> ReplayRun:
        url = self.scratch_url
        if url is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="xihe-replay-")
            url = f"sqlite+aiosqlite:///{Path(self._tmp.name) / 'replay.db'}"
        self.scratch = await open_store(url)
        self._context = ContextEngine(self.settings, self.scratch, clock=self.clock, ids=self.ids)
        self._tracer = ReplayTracer(
            self.scratch,
            clock=self.clock,
            ids=self.ids,
            cipher=BlobCipher(self._context.snapshots.keyring),
        )
        return self

    async def close(self) -> None:
        try:
            if self._tracer is not None:
                await self._tracer.close()
            if self._context is not None:
                await self._context.close()
            if self.scratch is not None:
                await self.scratch.close()
        finally:
            if self._tmp is not None:
                with contextlib.suppress(OSError):
                    self._tmp.cleanup()

    async def replay(
        self,
        operation_ids: list[str],
        *,
        tenant: str = "default",
        on_progress: Callable[[ReplayResult], Any] | None = None,
    ) -> list[ReplayResult]:
        """Replay each operation (and what it needs first) once, oldest first."""
        wanted: dict[str, Recording] = {}
        for ref in operation_ids:
            recording = await load_recording(self.source, tenant, ref, cipher=self.cipher)
            wanted[recording.id] = recording
        plan: dict[str, Recording] = {}
        for recording in wanted.values():
            for earlier in await prerequisites(self.source, recording):
                if earlier not in plan and earlier not in wanted:
                    plan[earlier] = await load_recording(
                        self.source, tenant, earlier, cipher=self.cipher
                    )
        plan |= wanted
        ordered = sorted(plan.values(), key=lambda r: (r.started_at, r.id))
        results: list[ReplayResult] = []
        for recording in ordered:
            result = self._done.get(recording.id) or await self.replay_one(recording)
            self._done[recording.id] = result
            result.prerequisite = recording.id not in wanted
            results.append(result)
            if on_progress is not None:
                on_progress(result)
        return results

    async def replay_one(self, recording: Recording) -> ReplayResult:
        assert self.scratch is not None and self._tracer is not None
        if (recording.operation.get("meta") or {}).get("mode") == "proxy":
            return ReplayResult(
                operation_id=recording.id,
                verdict=Verdict.SKIPPED,
                recorded_status=recording.status,
                replayed_status=None,
                requests=0,
                recorded_requests=len(recording.model_steps),
                note="proxy mode: the client's own request was forwarded; no harness to replay",
            )
        self.clock.set(recording.started_at)
        script = ReplayScript(recording.model_steps)
        tools = ToolReplayer(recording.tool_steps)
        first = recording.model_steps[0].request if recording.model_steps else None
        registry = replay_registry(tools, self.registry, list((first or {}).get("tools") or []))
        executor = PolicyExecutor(
            registry,
            self.scratch,
            config=self.settings.tools,
            clock=self.clock,
            ids=self.ids,
            sleep=_no_sleep,
            rand=lambda: 0.0,
        )
        router = ModelRouter(
            self.settings,
            clock=self.clock,
            factory=replay_factory(script),
            breakers=MemoryState(),
        )
        loop = AgentLoop(
            settings=self.settings,
            router=router,
            executor=executor,
            tracer=self._tracer,
            clock=self.clock,
            approvals=executor.approvals,
            context=self._context,
        )
        if recording.session_id:
            await self._ensure_session(recording)
        self.ids.expect(recording.id)
        note = ""
        try:
            if recording.resumes:
                note = await self._resume(loop, recording)
            else:
                await loop.run(self._task(recording, first))
        except ReplayDivergedError:
            pass
        except XiheError as exc:  # e.g. the recorded route is gone from the settings
            note = f"the replay could not run: {exc}"
        finally:
            await router.aclose()
            with contextlib.suppress(Exception):
                await self._tracer.flush()
            if self._context is not None:
                await self._context.settle()
        self.ids.operations.clear()
        requests, status = await self._replayed(recording)
        result = judge(recording, requests, status, script.divergence)
        if note and result.verdict != Verdict.REPRODUCED:
            result.note = f"{result.note}; {note}".strip("; ")
        if tools.missing:
            result.note = f"{result.note}; no recorded output for {', '.join(tools.missing)}".strip(
                "; "
            )
        return result

    def _task(self, recording: Recording, first: dict[str, Any] | None) -> Task:
        """The task as the loop recorded it; older traces without `meta.task` are read from
        the first request (system prompt and history of an ungoverned run)."""
        op = recording.operation
        recorded = recording.task
        history: tuple[Message, ...] = ()
        system_prompt = recorded.get("system_prompt")
        messages = list((first or {}).get("messages") or [])
        if not recording.session_id and messages:
            count = recorded.get("history")
            if count is None:
                count = max(0, len(messages) - 2)
                if messages[0].get("content") != self.settings.agent.system_prompt:
                    system_prompt = messages[0].get("content")
            history = tuple(Message.from_dict(m) for m in messages[1 : 1 + int(count)])
        tools = recorded.get("tools", recording.tools)
        return Task(
            prompt=str(op.get("input") or ""),
            history=history,
            tools=tuple(tools) if tools is not None else None,
            route=op.get("route"),
            max_steps=recorded.get("max_steps"),
            tenant=recording.tenant,
            user=op.get("user_id"),
            role=str(recorded.get("role") or LEAST_PRIVILEGE_ROLE),
            session_id=recording.session_id,
            system_prompt=system_prompt,
            kind=str(op.get("kind") or "chat"),
        )

    async def _resume(self, loop: AgentLoop, recording: Recording) -> str:
        """Decide the replayed approvals as a person decided the recorded ones, then resume."""
        assert loop.approvals is not None and recording.resumes
        tenant = recording.tenant
        decided = {(d.request_id, d.tool): d for d in recording.decisions}
        for approval in await loop.approvals.find(tenant, status="pending"):
            if approval.task_id != recording.resumes:
                continue
            decision = decided.get((approval.request_id, approval.tool))
            if decision is None or decision.status == "pending":
                continue
            await loop.approvals.decide(
                tenant,
                approval.id,
                approve=decision.status == "approved",
                by=decision.decided_by or "replay",
                reason=decision.reason,
            )
        result = await loop.resume(recording.resumes, tenant=tenant)
        if result is None:
            return f"task {recording.resumes} was not paused in the replay, so it could not resume"
        return ""

    async def _ensure_session(self, recording: Recording) -> None:
        """The governed session as it was created (id, spotlight boundary), with no history:
        its earlier turns are replayed before this one and append what they appended."""
        assert self.scratch is not None
        row = recording.session
        if row is None:
            return
        async with self.scratch.begin() as conn:
            found = (
                await conn.execute(
                    select(ctx_sessions.c.id).where(
                        ctx_sessions.c.tenant == recording.tenant,
                        ctx_sessions.c.id == recording.session_id,
                    )
                )
            ).first()
            if found is None:
                await conn.execute(insert(ctx_sessions).values(**(dict(row) | {"generation": 0})))

    async def _replayed(self, recording: Recording) -> tuple[list[dict[str, Any] | None], str]:
        assert self._tracer is not None
        run = self._tracer.runs.pop(recording.id, None)
        if run is None:
            return [], "not-started"
        return run.requests, run.status


async def replay_operations(
    settings: Settings,
    source: Store,
    operation_ids: list[str],
    *,
    cipher: BlobCipher | None,
    tenant: str = "default",
    registry: ToolRegistry | None = None,
    scratch_url: str | None = None,
    on_progress: Callable[[ReplayResult], Any] | None = None,
) -> list[ReplayResult]:
    """Replay operations in a fresh scratch store and return one verdict each."""
    run = await ReplayRun(
        settings, source, cipher, registry=registry, scratch_url=scratch_url
    ).open()
    try:
        return await run.replay(operation_ids, tenant=tenant, on_progress=on_progress)
    finally:
        await run.close()
