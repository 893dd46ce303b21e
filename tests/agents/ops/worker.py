"""A monitor process for the restart test: trigger one workflow (unless told not to), then
tick forever. Run as a script; settings come from XIHE_CONFIG and the environment."""

from __future__ import annotations

import asyncio
import sys

from xihe.agent.runtime import Runtime
from xihe.agents.catalog import all_pre_checks, default_registry
from xihe.agents.ops.monitor import Monitor
from xihe.core.messages import ToolCall
from xihe.core.settings import load_settings
from xihe.jobs.scheduler import Scheduler
from xihe.tools.spec import ToolContext


async def main(workflow: str) -> None:
    settings = load_settings()
    rt = await Runtime.open(settings, registry=default_registry(), pre_checks=all_pre_checks())
    ctx = ToolContext(settings=settings, role="developer", principal="robot", request_id="w1")
    outcome = await rt.executor.execute(
        ToolCall("w1", "ds.trigger_workflow", {"workflow": workflow}), ctx
    )
    print(outcome.status, outcome.output, flush=True)
    scheduler = Scheduler(rt.store, [Monitor(rt.store, settings).job()])
    await scheduler.run_forever(asyncio.Event(), poll_seconds=0.2)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
