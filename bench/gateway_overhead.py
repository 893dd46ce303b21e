"""Gateway overhead and throughput: the same fake upstream called directly and through
`xihe serve`, side by side, on SQLite and on PostgreSQL + Redis.

The upstream is a small aiohttp server answering OpenAI chat completions instantly (its own
process, so it is not the bottleneck). The load generator is aiohttp too. For each setup it
prints latency p50/p99, requests/s, and the gateway's own `X-Xihe-Overhead-Ms` p50/p99 (time
in the gateway excluding the upstream). Prints numbers; asserts nothing.

    .venv/bin/python bench/gateway_overhead.py            # both setups
    XIHE_BENCH_REQUESTS=2000 XIHE_BENCH_CONCURRENCY=64 .venv/bin/python bench/gateway_overhead.py
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

PG_URL = os.environ.get(
    "XIHE_BENCH_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
REDIS_URL = os.environ.get("XIHE_BENCH_REDIS_URL", "redis://127.0.0.1:6379/15")
REQUESTS = int(os.environ.get("XIHE_BENCH_REQUESTS", "600"))
CONCURRENCY = int(os.environ.get("XIHE_BENCH_CONCURRENCY", "16"))
WARMUP = 30
BODY = {"model": "default", "messages": [{"role": "user", "content": "hello gateway"}]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _upstream(port: int) -> None:
    reply = json.dumps(
        {
            "id": "bench",
            "object": "chat.completion",
            "created": 0,
            "model": "fake-model",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": "hello from upstream"},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 4, "total_tokens": 14},
        }
    )

    async def chat(request: web.Request) -> web.Response:
        await request.read()
        return web.Response(text=reply, content_type="application/json")

    app = web.Application()
    app.router.add_post("/v1/chat/completions", chat)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def _wait(port: int) -> None:
    for _ in range(600):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listening on {port}")


async def _load(url: str, headers: dict[str, str]) -> dict[str, float]:
    latencies: list[float] = []
    overheads: list[float] = []
    gate = asyncio.Semaphore(CONCURRENCY)
    connector = aiohttp.TCPConnector(limit=CONCURRENCY)
    async with aiohttp.ClientSession(connector=connector) as http:

        async def one(record: bool) -> None:
            async with gate:
                started = time.perf_counter()
                async with http.post(url, json=BODY, headers=headers) as r:
                    await r.read()
                    if r.status != 200:
                        raise RuntimeError(f"{r.status}: {await r.text()}")
                    if record:
                        latencies.append((time.perf_counter() - started) * 1000)
                        if "X-Xihe-Overhead-Ms" in r.headers:
                            overheads.append(float(r.headers["X-Xihe-Overhead-Ms"]))

        await asyncio.gather(*(one(False) for _ in range(WARMUP)))
        began = time.perf_counter()
        await asyncio.gather(*(one(True) for _ in range(REQUESTS)))
        elapsed = time.perf_counter() - began
    return {
        "p50_ms": _pct(latencies, 50),
        "p99_ms": _pct(latencies, 99),
        "rps": REQUESTS / elapsed,
        "overhead_p50_ms": _pct(overheads, 50) if overheads else 0.0,
        "overhead_p99_ms": _pct(overheads, 99) if overheads else 0.0,
    }


def _pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if q < 100 else max(values)


async def _pg_schema(statement: str) -> None:
    engine = create_async_engine(PG_URL, isolation_level="AUTOCOMMIT")
    async with engine.connect() as conn:
        await conn.execute(text(statement))
    await engine.dispose()


async def _key(env: dict[str, str]) -> str:
    from xihe.gateway.auth import KeyStore
    from xihe.store.db import open_store

    store = await open_store(env["XIHE_DATABASE_URL"], schema=env.get("XIHE_DATABASE_SCHEMA"))
    try:
        return (await KeyStore(store).create(tenant="bench", user="u", role="developer")).key
    finally:
        await store.close()


def _gateway(upstream: str, env: dict[str, str], workdir: Path) -> dict[str, float]:
    config = workdir / "xihe.toml"
    config.write_text(
        f"""
[models.fake]
provider = "openai"
model = "fake-model"
base_url = "{upstream}"
api_key_env = "XIHE_BENCH_KEY"

[routes.default]
primary = "fake"

[gateway]
log_json = true
""",
        encoding="utf-8",
    )
    port = _free_port()
    full = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")} | env
    full["XIHE_BENCH_KEY"] = "sk-bench"
    xihe = str(Path(sys.executable).with_name("xihe"))
    log = (workdir / "gateway.log").open("wb")
    proc = subprocess.Popen(
        [xihe, "--config", str(config), "serve", "--port", str(port)],
        env=full,
        cwd=workdir,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait(port)
        key = asyncio.run(_key(env))
        headers = {"Authorization": f"Bearer {key}"}
        return asyncio.run(_load(f"http://127.0.0.1:{port}/v1/chat/completions", headers))
    finally:
        proc.terminate()
        proc.wait(15)
        log.close()


def _row(name: str, r: dict[str, float], direct: dict[str, float] | None) -> str:
    extra = ""
    if direct is not None:
        extra = (
            f"  added p50 {r['p50_ms'] - direct['p50_ms']:6.2f} ms"
            f"  header overhead p50/p99 {r['overhead_p50_ms']:.2f}/{r['overhead_p99_ms']:.2f} ms"
        )
    return (
        f"{name:28s} p50 {r['p50_ms']:7.2f} ms  p99 {r['p99_ms']:7.2f} ms  "
        f"{r['rps']:7.1f} req/s{extra}"
    )


def main() -> None:
    port = _free_port()
    upstream = multiprocessing.Process(target=_upstream, args=(port,), daemon=True)
    upstream.start()
    try:
        _wait(port)
        base = f"http://127.0.0.1:{port}/v1"
        print(f"requests {REQUESTS}, concurrency {CONCURRENCY}, cpus {os.cpu_count()}")
        direct = asyncio.run(_load(f"{base}/chat/completions", {}))
        print(_row("direct upstream", direct, None))
        with tempfile.TemporaryDirectory() as tmp:
            env = {"XIHE_DATABASE_URL": f"sqlite+aiosqlite:///{tmp}/xihe.db"}
            print(_row("gateway sqlite", _gateway(base, env, Path(tmp)), direct))
        schema = f"bench_{secrets.token_hex(4)}"
        asyncio.run(_pg_schema(f"CREATE SCHEMA {schema}"))
        try:
            with tempfile.TemporaryDirectory() as tmp:
                env = {
                    "XIHE_DATABASE_URL": PG_URL,
                    "XIHE_DATABASE_SCHEMA": schema,
                    "XIHE_REDIS_URL": REDIS_URL,
                    "XIHE_GATEWAY__REDIS_PREFIX": f"bench{secrets.token_hex(4)}",
                }
                print(_row("gateway postgres+redis", _gateway(base, env, Path(tmp)), direct))
        finally:
            asyncio.run(_pg_schema(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
    finally:
        upstream.terminate()
        upstream.join(5)


if __name__ == "__main__":
    main()
