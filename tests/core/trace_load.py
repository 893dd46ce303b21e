"""A process under trace load, for the durability tests: run it, then kill or stop it.

    python trace_load.py DATABASE_URL SCHEMA|- SNAPSHOT_KEYS LOG_DIR WORKERS

Two in three workers drive the real agent loop (a read tool and a pre-approved write tool,
whose invocations are appended to `reads.log` and, fsynced, to `writes.log` as
"operation request_id"); the others record proxy-mode operations through the tracer as the
gateway does (start, model step, finish, no flush). SIGTERM is a graceful stop: no new run
starts, runs in flight finish, one last proxy operation is traced, the runtime closes; the
process then prints the number of operations it started as `operations N` and exits 0.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import tempfile
from pathlib import Path
from typing import Any

from xihe.agent.loop import Task
from xihe.agent.runtime import Runtime
from xihe.core.messages import Message, ModelRequest, ModelResponse
from xihe.core.settings import ModelConfig, load_settings
from xihe.models.router import ModelRouter
from xihe.models.scripted import ScriptedModel
from xihe.tools.registry import ToolRegistry, tool
from xihe.tools.spec import ToolContext
from xihe.tracing.records import ModelStep, OperationEnd

LOG_DIR = Path(sys.argv[4])


def _append(name: str, line: str, *, sync: bool) -> None:
    fd = os.open(LOG_DIR / name, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode())
        if sync:
            os.fsync(fd)
    finally:
        os.close(fd)


@tool("load.read")
async def load_read(n: int, ctx: ToolContext) -> dict[str, int]:
    """Read something (no side effect)."""
    _append("reads.log", f"{ctx.operation_id} {ctx.request_id}\n", sync=False)
    return {"n": n}


@tool("load.write", permission="tools.write", side_effect="write")
async def load_write(n: int, ctx: ToolContext) -> dict[str, int]:
    """Act on the world: the line in writes.log is the side effect."""
    _append("writes.log", f"{ctx.operation_id} {ctx.request_id}\n", sync=True)
    return {"n": n}


def _script() -> list[dict[str, Any]]:
    script: list[dict[str, Any]] = []
    for i in range(600):
        if i % 7 == 6:
            script.append({"text": "done"})
        else:
            name = "load.write" if i % 3 == 0 else "load.read"
            script.append({"tool_calls": [{"id": f"c{i}", "name": name, "arguments": {"n": i}}]})
    return script


async def _loop_worker(rt: Runtime, stop: asyncio.Event, started: list[int]) -> None:
    loop = rt.loop()
    while not stop.is_set():
        started[0] += 1
        await loop.run(
            Task(prompt="load", tools=("load.read", "load.write"), role="developer", max_steps=200)
        )


async def _proxy_op(rt: Runtime, n: int) -> None:
    """One proxy-mode operation, traced as the gateway traces it (nothing waits for disk)."""
    tracer, clock = rt.tracer, rt.clock
    op = await tracer.start(tenant="default", input=f"proxy {n}", kind="gateway-proxy")
    request = ModelRequest(messages=(Message(role="user", content=f"proxy {n}"),))
    response = ModelResponse(text="ok", model="fake", provider="fake")
    await tracer.model_step(
        op, ModelStep("fake", "fake", request, clock.now(), 0.1, "ok", response=response)
    )
    await tracer.finish(op, OperationEnd(status="completed", answer="ok"))


async def _proxy_worker(rt: Runtime, stop: asyncio.Event, started: list[int]) -> None:
    n = 0
    while not stop.is_set():
        n += 1
        started[0] += 1
        await _proxy_op(rt, n)
        await asyncio.sleep(0.002)


async def main() -> None:
    url, schema, keys, workers = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[5])
    settings = load_settings(
        None,
        database_url=url,
        database_schema=None if schema == "-" else schema,
        home=tempfile.mkdtemp(),
        context={"snapshot_keys": keys},
        tools={"pre_approved": [{"tools": ["load.write"]}]},
    )
    script = _script()

    def factory(name: str, config: ModelConfig) -> ScriptedModel:
        return ScriptedModel(name, config, script, cycle=True)

    rt = await Runtime.open(
        settings,
        registry=ToolRegistry([load_read, load_write]),
        router=ModelRouter(settings, factory=factory),
    )
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    started = [0]
    tasks = [
        asyncio.create_task((_proxy_worker if i % 3 == 2 else _loop_worker)(rt, stop, started))
        for i in range(workers)
    ]
    _append("ready", "ready\n", sync=True)
    await asyncio.gather(*tasks)
    started[0] += 1
    await _proxy_op(rt, 0)  # answered as the server stops: only the close makes it durable
    await rt.close()
    print(f"operations {started[0]}", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
