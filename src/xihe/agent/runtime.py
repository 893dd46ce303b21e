"""The composition root: settings in, a ready loop out. Surfaces build one of these."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from xihe.agent.loop import AgentLoop, Task
from xihe.context.engine import ContextEngine
from xihe.core.clock import Clock, SystemClock
from xihe.core.ids import IdSource, RandomIds
from xihe.core.settings import Settings
from xihe.evolution.repo import ErrorRecorder
from xihe.models.router import ModelRouter
from xihe.store.db import Store, open_store
from xihe.tools.approvals import ApprovalStore
from xihe.tools.builtin import builtin_specs
from xihe.tools.executor import PolicyExecutor, PreCheck, ToolExecutor
from xihe.tools.registry import ToolRegistry
from xihe.tracing.blobs import BlobCipher
from xihe.tracing.recorder import StepExporter, Tracer
from xihe.tracing.writer import TraceWriter


@dataclass
class Runtime:
    settings: Settings
    store: Store
    router: ModelRouter
    registry: ToolRegistry
    executor: ToolExecutor
    tracer: Tracer
    clock: Clock = field(default_factory=SystemClock)
    ids: IdSource = field(default_factory=RandomIds)
    approvals: ApprovalStore | None = None
    context: ContextEngine | None = None

    @classmethod
    async def open(
        cls,
        settings: Settings,
        *,
        clock: Clock | None = None,
        ids: IdSource | None = None,
        registry: ToolRegistry | None = None,
        router: ModelRouter | None = None,
        upgrade: bool = True,
        pre_checks: dict[str, PreCheck] | None = None,
    ) -> Runtime:
        clock = clock or SystemClock()
        ids = ids or RandomIds()
        store = await open_store(
            settings.database_url, upgrade=upgrade, schema=settings.database_schema
        )
        registry = registry or ToolRegistry(builtin_specs())
        writer = TraceWriter(store)  # one per process: trace and audit rows share commits
        executor = PolicyExecutor(
            registry,
            store,
            config=settings.tools,
            clock=clock,
            ids=ids,
            pre_checks=pre_checks,
            writer=writer,
        )
        exporters: list[StepExporter] = []
        if settings.tracing.exporting():
            from xihe.tracing.otel import OtelExporter, tracer_provider

            exporters.append(
                OtelExporter(
                    tracer_provider(settings.tracing),
                    service_name=settings.tracing.otel_service_name,
                )
            )
        router = router or ModelRouter(settings, clock=clock)
        # the summary job calls a model only when a summary route is configured
        summarizer = router if settings.context.summary_route else None
        context = ContextEngine(settings, store, clock=clock, ids=ids, router=summarizer)
        return cls(
            settings=settings,
            store=store,
            router=router,
            registry=registry,
            executor=executor,
            tracer=Tracer(
                store,
                clock=clock,
                ids=ids,
                exporters=exporters,
                failure_sink=ErrorRecorder(clock=clock, ids=ids),
                cipher=BlobCipher(context.snapshots.keyring),
                writer=writer,
            ),
            clock=clock,
            ids=ids,
            approvals=executor.approvals,
            context=context,
        )

    def loop(self, tools_for: Callable[[Task], Awaitable[ToolExecutor]] | None = None) -> AgentLoop:
        return AgentLoop(
            settings=self.settings,
            router=self.router,
            executor=self.executor,
            tracer=self.tracer,
            clock=self.clock,
            approvals=self.approvals,
            context=self.context,
            tools_for=tools_for,
        )

    async def warm(self, *, language: bool = True) -> dict[str, float]:
        """Start-up work a long-running process does once (servers call it; one-shot CLI
        commands need not): tokenizers and segmenter (`language`), recall indexes of recent
        sessions."""
        return await self.context.warm(language=language) if self.context is not None else {}

    async def close(self) -> None:
        try:
            await self.tracer.close()
        finally:
            if self.context is not None:
                await self.context.close()
            await self.router.aclose()
            await self.store.close()
            for exporter in self.tracer.exporters:
                shutdown = getattr(exporter, "shutdown", None)
                if shutdown is not None:
                    await asyncio.to_thread(shutdown)
