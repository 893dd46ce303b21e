"""The evolution simulation driven through the real agent loop.

It lives at the surface because it joins two layers: the simulation's parts are harness
(`xihe.evolution.simulate`) and the loop is above it (`xihe.agent`); nothing below imports up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xihe.agent.loop import AgentLoop, Task
from xihe.core.settings import Settings
from xihe.evolution.simulate import (
    Planner,
    SimClock,
    SimulationResult,
    ToolPlan,
    operation_router,
    simulation_settings,
)
from xihe.tools.executor import ToolExecutor
from xihe.tracing.recorder import Tracer


async def simulate(
    settings: Settings,
    tracer: Tracer,
    *,
    count: int,
    error_rate: float = 0.3,
    seed: int = 7,
    clock: SimClock,
    plan: ToolPlan,
    executor: ToolExecutor,
    tenant: str = "default",
    on_progress: Callable[[int], Any] | None = None,
) -> SimulationResult:
    """Run `count` planned operations one after another through the real agent loop."""
    sim = simulation_settings(settings)
    planner = Planner(seed, error_rate)
    result = SimulationResult()
    for i in range(count):
        planned = planner.draw()
        plan.load(planned)
        router = operation_router(sim, planned, clock)
        loop = AgentLoop(settings=sim, router=router, executor=executor, tracer=tracer, clock=clock)
        try:
            run = await loop.run(
                Task(
                    prompt=planned.prompt,
                    route=planned.route,
                    tenant=tenant,
                    max_steps=planned.max_steps,
                    tools=("sim.*",),
                    user=f"sim-user-{i % 17}",
                )
            )
        finally:
            await router.aclose()
        clock.advance(planner.rng.uniform(5, 60))
        result.add(planned, run.status == "completed")
        if on_progress is not None:
            on_progress(i + 1)
    return result
