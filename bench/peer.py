"""Xihe's gateway beside LiteLLM's proxy, in one run, against the same instant fake upstream.

LiteLLM is installed pinned into its own virtualenv under `.cache/peer/` (never 1.82.7 or
1.82.8, which were compromised releases). Each server gets one worker. Measured, interleaved:

- overhead p50/p99, sequential: each round sends one request to the upstream directly and one
  to every gateway, in turn; overhead = gateway latency minus the same round's direct latency;
- requests/s and p99 latency at 64 concurrent clients, one gateway at a time;
- resident memory (RSS) of each server process after the proxy load, and again after the
  governed rounds (which load the tokenizer and the segmenter a governed render needs).

Modes: proxy (no session header) and governed (a warm 20-turn session, `X-Xihe-Session`);
stores: SQLite, and PostgreSQL + Redis. Prints a markdown table; asserts nothing.

    .venv/bin/python bench/peer.py
    XIHE_PEER_ROUNDS=500 XIHE_PEER_LOAD=4000 .venv/bin/python bench/peer.py
    XIHE_PEER_STORES=sqlite .venv/bin/python bench/peer.py     # skip PostgreSQL + Redis
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
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

ROOT = Path(__file__).resolve().parent.parent
LITELLM_VERSION = os.environ.get("XIHE_PEER_LITELLM", "1.108.7")
COMPROMISED = {"1.82.7", "1.82.8"}
PG_URL = os.environ.get(
    "XIHE_BENCH_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
REDIS_URL = os.environ.get("XIHE_BENCH_REDIS_URL", "redis://127.0.0.1:6379/15")
ROUNDS = int(os.environ.get("XIHE_PEER_ROUNDS", "300"))
LOAD = int(os.environ.get("XIHE_PEER_LOAD", "2000"))
CONCURRENCY = int(os.environ.get("XIHE_PEER_CONCURRENCY", "64"))
STORES = os.environ.get("XIHE_PEER_STORES", "sqlite,postgres").split(",")
WARM_TURNS = 20
MASTER_KEY = "sk-peer-bench"
BODY = {"model": "default", "messages": [{"role": "user", "content": "hello gateway"}]}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes] | None = None, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"server on {port} exited with {proc.returncode}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError(f"nothing listening on {port} after {seconds}s")


def upstream(port: int) -> None:
    """An instant OpenAI-compatible upstream in its own process, so it is not the bottleneck."""
    reply = json.dumps(
        {
            "id": "chatcmpl-peer",
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


def litellm_bin() -> Path:
    """LiteLLM's proxy in its own virtualenv under .cache/, installed once, pinned."""
    if LITELLM_VERSION in COMPROMISED:
        raise SystemExit(f"litellm {LITELLM_VERSION} was a compromised release; pick another")
    venv = ROOT / ".cache" / "peer" / f"litellm-{LITELLM_VERSION}"
    exe = venv / "bin" / "litellm"
    if not exe.exists():
        print(f"installing litellm[proxy]=={LITELLM_VERSION} into {venv} (once)", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        pip = [str(venv / "bin" / "pip"), "install", "--quiet", "--disable-pip-version-check"]
        subprocess.run([*pip, f"litellm[proxy]=={LITELLM_VERSION}"], check=True)
    return exe


@dataclass
class Server:
    name: str
    url: str
    proc: subprocess.Popen[bytes]
    headers: dict[str, str]
    governed: str | None = None
    """A warm session id: the governed row sends it in `X-Xihe-Session`."""

    def rss_mib(self) -> float:
        """Resident memory of the server process and its children (workers)."""
        pids = [self.proc.pid, *_children(self.proc.pid)]
        total = 0
        for pid in pids:
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
            except OSError:
                continue
        return total / 1024


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        kids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return out
    for kid in kids:
        out += [int(kid), *_children(int(kid))]
    return out


@contextmanager
def litellm(upstream_url: str, work: Path) -> Iterator[Server]:
    exe = litellm_bin()
    config = work / "litellm.yaml"
    config.write_text(
        "model_list:\n"
        "  - model_name: default\n"
        "    litellm_params:\n"
        "      model: openai/fake-model\n"
        f"      api_base: {upstream_url}\n"
        "      api_key: sk-bench\n"
        "general_settings:\n"
        f"  master_key: {MASTER_KEY}\n"
        "litellm_settings:\n"
        "  telemetry: false\n",
        encoding="utf-8",
    )
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XIHE_", "LITELLM"))}
    env |= {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_LOG": "ERROR", "NO_DOCS": "True"}
    log = (work / "litellm.log").open("wb")
    cmd = [str(exe), "--config", str(config), "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen([*cmd, "--num_workers", "1"], env=env, stdout=log, stderr=log)
    try:
        try:
            wait_port(port, proc, 600)
        except RuntimeError:
            log.flush()
            print((work / "litellm.log").read_text(errors="replace")[-3000:], file=sys.stderr)
            raise
        yield Server("LiteLLM proxy", f"http://127.0.0.1:{port}", proc, _auth(MASTER_KEY))
    finally:
        proc.terminate()
        proc.wait(20)
        log.close()


def _auth(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


async def _pg(statement: str) -> None:
    engine = create_async_engine(PG_URL, isolation_level="AUTOCOMMIT")
    async with engine.connect() as conn:
        await conn.execute(text(statement))
    await engine.dispose()


async def _xihe_key(env: dict[str, str]) -> str:
    from xihe.gateway.auth import KeyStore
    from xihe.store.db import open_store

    store = await open_store(env["XIHE_DATABASE_URL"], schema=env.get("XIHE_DATABASE_SCHEMA"))
    try:
        return (await KeyStore(store).create(tenant="bench", user="u", role="developer")).key
    finally:
        await store.close()


def xihe_config(path: Path, upstream_url: str, gateway: str = "log_json = true") -> Path:
    """A route `default` to the fake upstream; `gateway` is the `[gateway]` section's body."""
    path.write_text(
        f"""
[models.fake]
provider = "openai"
model = "fake-model"
base_url = "{upstream_url}"
api_key_env = "XIHE_BENCH_KEY"

[routes.default]
primary = "fake"

[gateway]
{gateway}
""",
        encoding="utf-8",
    )
    return path


@contextmanager
def xihe(upstream_url: str, store: str, work: Path) -> Iterator[Server]:
    config = xihe_config(work / f"xihe-{store}.toml", upstream_url)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env["XIHE_BENCH_KEY"] = "sk-bench"
    schema = None
    if store == "sqlite":
        env["XIHE_DATABASE_URL"] = f"sqlite+aiosqlite:///{work}/xihe.db"
        label = "Xihe, SQLite"
    else:
        schema = f"peer_{secrets.token_hex(4)}"
        asyncio.run(_pg(f"CREATE SCHEMA {schema}"))
        env |= {
            "XIHE_DATABASE_URL": PG_URL,
            "XIHE_DATABASE_SCHEMA": schema,
            "XIHE_REDIS_URL": REDIS_URL,
            "XIHE_GATEWAY__REDIS_PREFIX": f"peer{secrets.token_hex(4)}",
            "XIHE_CONTEXT__SNAPSHOT_KEYS": "peer:" + "A" * 43 + "=",
        }
        label = "Xihe, PostgreSQL + Redis"
    port = free_port()
    log = (work / f"xihe-{store}.log").open("wb")
    xihe_exe = str(Path(sys.executable).with_name("xihe"))
    cmd = [xihe_exe, "--config", str(config), "serve", "--port", str(port), "--workers", "1"]
    proc = subprocess.Popen(cmd, env=env, cwd=work, stdout=log, stderr=subprocess.STDOUT)
    try:
        try:
            wait_port(port, proc, 600)
        except RuntimeError:
            log.flush()
            print((work / f"xihe-{store}.log").read_text(errors="replace")[-3000:], file=sys.stderr)
            raise
        key = asyncio.run(_xihe_key(env))
        yield Server(label, f"http://127.0.0.1:{port}", proc, _auth(key))
    finally:
        proc.terminate()
        proc.wait(20)
        log.close()
        if schema is not None:
            asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))


async def _post(http: aiohttp.ClientSession, url: str, headers: dict[str, str], body: Any) -> float:
    started = time.perf_counter()
    async with http.post(f"{url}/v1/chat/completions", json=body, headers=headers) as r:
        await r.read()
        if r.status != 200:
            raise RuntimeError(f"{url}: {r.status} {await r.text()}")
    return (time.perf_counter() - started) * 1000


async def _warm_session(http: aiohttp.ClientSession, server: Server) -> str:
    """A governed session with WARM_TURNS turns, then its id."""
    headers = server.headers | {"X-Xihe-Session": "new"}
    async with http.post(f"{server.url}/v1/chat/completions", json=BODY, headers=headers) as r:
        session = r.headers["x-xihe-session"]
        await r.read()
    headers = server.headers | {"X-Xihe-Session": session}
    for turn in range(WARM_TURNS - 1):
        body = {"model": "default", "messages": [{"role": "user", "content": f"turn {turn}"}]}
        await _post(http, server.url, headers, body)
    return session


@dataclass
class Row:
    name: str
    mode: str
    overhead: list[float] = field(default_factory=list)
    rps: float = 0.0
    p99_load: float = 0.0
    rss: float = 0.0
    failed: int = 0


def _target(server: Server, governed: bool) -> tuple[dict[str, str], dict[str, Any]]:
    if governed and server.governed:
        return server.headers | {"X-Xihe-Session": server.governed}, BODY
    return server.headers, BODY


async def sequential(upstream_url: str, servers: list[Server], rows: list[Row]) -> None:
    """Interleaved rounds: direct, then each (server, mode) in a rotating order."""
    print("sequential rounds", file=sys.stderr, flush=True)
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as http:
        for server in servers:
            if server.name.startswith("Xihe"):
                server.governed = await _warm_session(http, server)
        targets = [(s, r) for s in servers for r in rows if r.name == s.name]
        direct = upstream_url.removesuffix("/v1")
        for _ in range(20):  # warm every connection and cache
            await _post(http, direct, {}, BODY)
            for s, r in targets:
                await _post(http, s.url, *_target(s, r.mode == "governed"))
        for i in range(ROUNDS):
            base = await _post(http, direct, {}, BODY)
            shift = i % len(targets)
            for s, r in targets[shift:] + targets[:shift]:
                latency = await _post(http, s.url, *_target(s, r.mode == "governed"))
                r.overhead.append(latency - base)


async def load(server: Server) -> tuple[float, float, int]:
    """Requests/s, p99 latency and failed requests with CONCURRENCY clients, LOAD requests
    (proxy mode); a failure is counted, not fatal, so one struggling server still reports."""
    print(f"load: {server.name}", file=sys.stderr, flush=True)
    gate = asyncio.Semaphore(CONCURRENCY)
    latencies: list[float] = []
    failures: list[str] = []
    connector = aiohttp.TCPConnector(limit=CONCURRENCY)
    async with aiohttp.ClientSession(connector=connector) as http:

        async def one() -> None:
            async with gate:
                try:
                    latencies.append(await _post(http, server.url, server.headers, BODY))
                except (aiohttp.ClientError, RuntimeError, TimeoutError) as exc:
                    failures.append(f"{type(exc).__name__}: {exc}")

        await asyncio.gather(*(one() for _ in range(CONCURRENCY * 2)))
        latencies.clear()
        failures.clear()
        began = time.perf_counter()
        await asyncio.gather(*(one() for _ in range(LOAD)))
        elapsed = time.perf_counter() - began
    if failures:
        print(f"{server.name}: {len(failures)} failed, e.g. {failures[0]}", file=sys.stderr)
    return len(latencies) / elapsed, pct(latencies, 99), len(failures)


def pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else values[0]


def table(rows: list[Row]) -> str:
    lines = [
        f"| gateway | mode | overhead p50 / p99 | req/s at {CONCURRENCY} clients | p99 at "
        f"{CONCURRENCY} | RSS after |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        load_cells = f"{r.rps:,.0f} | {r.p99_load:,.0f} ms" if r.rps else "— | —"
        rss = f"{r.rss:,.0f} MiB" if r.rss else "—"
        lines.append(
            f"| {r.name} | {r.mode} | {pct(r.overhead, 50):.1f} / {pct(r.overhead, 99):.1f} ms "
            f"| {load_cells} | {rss} |"
        )
    return "\n".join(lines)


def verdict(rows: list[Row]) -> list[str]:
    peer = next(r for r in rows if r.name.startswith("LiteLLM"))
    p50 = pct(peer.overhead, 50)
    out = []
    for r in rows:
        if r is peer:
            continue
        ratio = pct(r.overhead, 50) / p50 if p50 > 0 else float("inf")
        line = f"{r.name}, {r.mode}: overhead p50 {ratio:.2f}× LiteLLM's"
        if r.rps:
            line += f", req/s {r.rps / peer.rps:.1f}× LiteLLM's"
        out.append(line)
    return out


def main() -> None:
    port = free_port()
    fake = multiprocessing.Process(target=upstream, args=(port,), daemon=True)
    fake.start()
    upstream_url = f"http://127.0.0.1:{port}/v1"
    print(
        f"rounds {ROUNDS}, load {LOAD} at {CONCURRENCY} clients, cpus {os.cpu_count()}, "
        f"litellm {LITELLM_VERSION}",
        flush=True,
    )
    try:
        wait_port(port)
        with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
            work = Path(tmp)
            servers = [stack.enter_context(litellm(upstream_url, work))]
            for store in STORES:
                servers.append(stack.enter_context(xihe(upstream_url, store.strip(), work)))
            rows: list[Row] = []
            for s in servers:
                rows.append(Row(s.name, "proxy"))
                if s.name.startswith("Xihe"):
                    rows.append(Row(s.name, "governed (warm 20-turn session)"))
            for s in servers:  # one at a time: concurrent clients compete for the CPUs
                rps, p99, failed = asyncio.run(load(s))
                row = next(r for r in rows if r.name == s.name and r.mode == "proxy")
                row.rps, row.p99_load, row.rss, row.failed = rps, p99, s.rss_mib(), failed
            asyncio.run(sequential(upstream_url, servers, rows))
            for s in servers:
                if s.name.startswith("Xihe"):
                    row = next(r for r in rows if r.name == s.name and r.mode != "proxy")
                    row.rss = s.rss_mib()
            print(table(rows))
            for line in verdict(rows):
                print(line)
    finally:
        fake.terminate()
        fake.join(5)


if __name__ == "__main__":
    main()
