"""Which client should carry proxy mode's upstream call: the same Chat Completions request to
an instant fake upstream (its own process) through one shared httpx pool, one aiohttp pool,
and the official `openai` SDK (httpx underneath; on aiohttp too when `httpx-aiohttp` is
installed). Sequential latency p50/p99 and requests/s at 64 concurrent calls; asserts nothing.

    .venv/bin/python bench/transport.py
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
import httpx
import openai
import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from peer import free_port, upstream, wait_port

SEQUENTIAL = int(os.environ.get("XIHE_TRANSPORT_SEQUENTIAL", "500"))
LOAD = int(os.environ.get("XIHE_TRANSPORT_LOAD", "3000"))
CONCURRENCY = 64
BODY = {"model": "fake-model", "messages": [{"role": "user", "content": "hello"}]}

Call = Callable[[], Awaitable[object]]


async def measure(call: Call) -> tuple[float, float, float]:
    for _ in range(50):
        await call()
    latencies = []
    for _ in range(SEQUENTIAL):
        started = time.perf_counter()
        await call()
        latencies.append((time.perf_counter() - started) * 1000)
    gate = asyncio.Semaphore(CONCURRENCY)

    async def one() -> None:
        async with gate:
            await call()

    began = time.perf_counter()
    await asyncio.gather(*(one() for _ in range(LOAD)))
    rps = LOAD / (time.perf_counter() - began)
    q = statistics.quantiles(latencies, n=100)
    return q[49], q[98], rps


class Results(dict[str, tuple[float, float, float]]):
    """Printed as each client finishes, so a client that fails still leaves the others'."""

    async def run(self, name: str, call: Call) -> None:
        try:
            self[name] = await measure(call)
        except Exception as exc:
            print(f"{name}: failed under load: {type(exc).__name__}: {exc}", flush=True)
            return
        p50, p99, rps = self[name]
        print(f"| {name} | {p50:.2f} ms | {p99:.2f} ms | {rps:,.0f} |", flush=True)


async def main(url: str) -> None:
    print(f"| client | p50 | p99 | req/s at {CONCURRENCY} |\n|---|---|---|---|", flush=True)
    results = Results()
    limits = httpx.Limits(max_connections=CONCURRENCY, max_keepalive_connections=CONCURRENCY)
    async with httpx.AsyncClient(limits=limits) as client:

        async def via_httpx() -> object:
            r = await client.post(f"{url}/chat/completions", content=orjson.dumps(BODY))
            return r.content

        await results.run("httpx, one shared pool", via_httpx)
    connector = aiohttp.TCPConnector(limit=0, keepalive_timeout=60)
    async with aiohttp.ClientSession(connector=connector) as session:

        async def via_aiohttp() -> object:
            async with session.post(f"{url}/chat/completions", data=orjson.dumps(BODY)) as r:
                return await r.read()

        await results.run("aiohttp, one pool", via_aiohttp)
    sdk = openai.AsyncOpenAI(base_url=url, api_key="sk", max_retries=0)

    async def via_sdk() -> object:
        return await sdk.chat.completions.create(**BODY)  # type: ignore[call-overload]

    await results.run("openai SDK (httpx)", via_sdk)
    await sdk.close()
    aio = getattr(openai, "DefaultAioHttpClient", None)
    if aio is not None:
        try:
            sdk_aio = openai.AsyncOpenAI(
                base_url=url, api_key="sk", max_retries=0, http_client=aio()
            )
        except RuntimeError as exc:  # httpx-aiohttp not installed
            print(f"openai SDK on aiohttp: skipped ({exc})")
        else:

            async def via_sdk_aio() -> object:
                return await sdk_aio.chat.completions.create(**BODY)  # type: ignore[call-overload]

            await results.run("openai SDK (aiohttp)", via_sdk_aio)
            await sdk_aio.close()


if __name__ == "__main__":
    port = free_port()
    fake = multiprocessing.Process(target=upstream, args=(port,), daemon=True)
    fake.start()
    try:
        wait_port(port)
        asyncio.run(main(f"http://127.0.0.1:{port}/v1"))
    finally:
        fake.terminate()
        fake.join(5)
