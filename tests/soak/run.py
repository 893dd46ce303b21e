"""`make soak`: two `xihe serve` replicas on one PostgreSQL schema and a Redis of the soak's
own (so it can be restarted), under a bounded load of governed and proxy conversations,
streaming, disconnecting clients and tool calls that wait for approval, while the upstream
fails 30 % of the time, one replica is SIGKILLed and Redis restarts; then schemathesis over
`/openapi.json`. It prints the invariants that must hold and exits 1 when one does not.

    python -m tests.soak.run [--short] [--tenants N] [--json PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import PG_URL, SNAPSHOT_KEYS, Database, _pg
from tests.gateway.harness import create_keys, free_port
from tests.soak.upstream import FaultyUpstream, Sink

SECRET = re.compile(r"SECRET-[0-9a-f]{12}")
RETRY_STATUSES = {409, 502, 503, 504}


@dataclass
class Report:
    tenants: int = 0
    requests: int = 0
    tasks: int = 0
    completed: int = 0
    failed: int = 0
    failures: dict[str, int] = field(default_factory=dict)
    cross_session_leaks: int = 0
    approvals_raised: int = 0
    approvals_completed: int = 0
    side_effects_duplicated: int = 0
    side_effects_lost: int = 0
    disconnects: int = 0
    operations_left_running: int = 0
    fuzz_server_errors: int | None = None
    fuzz_cases: int = 0
    upstream: dict[str, int] = field(default_factory=dict)
    faults: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def completion_rate(self) -> float:
        return self.completed / self.tasks if self.tasks else 0.0

    def failed_checks(self) -> list[str]:
        checks = {
            "cross-session leaks": self.cross_session_leaks == 0,
            "side effects duplicated": self.side_effects_duplicated == 0,
            "side effects lost": self.side_effects_lost == 0,
            "operations left running": self.operations_left_running == 0,
            "tasks completed via fallback >= 99%": self.completion_rate >= 0.99,
            "approvals completed": self.approvals_completed == self.approvals_raised > 0,
            "server errors under fuzzing": self.fuzz_server_errors == 0,
        }
        return [name for name, ok in checks.items() if not ok]


# -- processes -------------------------------------------------------------------------


class RedisProcess:
    """A Redis server of the soak's own, on its own port, so restarting it harms no one."""

    def __init__(self, workdir: Path) -> None:
        self.port = free_port()
        self.workdir = workdir
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise SystemExit("FATAL: redis-server is not installed; the soak needs it")
        self.proc = subprocess.Popen(
            [
                binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.workdir),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            with contextlib.suppress(OSError):
                import socket

                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            time.sleep(0.05)
        raise SystemExit("FATAL: the soak's redis-server did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)
            self.proc = None


class Replica:
    def __init__(self, name: str, config: Path, env: dict[str, str], workdir: Path) -> None:
        self.name = name
        self.port = free_port()
        self.config = config
        self.env = env
        self.workdir = workdir
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = workdir / f"{name}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        xihe = str(Path(sys.executable).with_name("xihe"))
        with self.log.open("ab") as sink:
            self.proc = subprocess.Popen(
                [xihe, "--config", str(self.config), "serve", "--port", str(self.port)],
                env=self.env,
                cwd=self.workdir,
                stdout=sink,
                stderr=subprocess.STDOUT,
            )

    def wait_ready(self, seconds: float = 90) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise SystemExit(f"FATAL: replica {self.name} exited:\n{self.log.read_text()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/readyz", timeout=2).status_code == 200:
                    return
            time.sleep(0.1)
        raise SystemExit(f"FATAL: replica {self.name} never became ready")

    def kill(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


def write_config(path: Path, upstream: str, sink: str, redis_prefix: str) -> Path:
    path.write_text(
        f"""
default_route = "default"

[models.flaky]
provider = "openai"
model = "flaky-model"
base_url = "{upstream}"
api_key_env = "XIHE_SOAK_KEY"
context_window = 64000
timeout_seconds = 2

[models.steady]
provider = "openai"
model = "steady-model"
base_url = "{upstream}"
api_key_env = "XIHE_SOAK_KEY_2"
context_window = 64000
timeout_seconds = 20

[routes.default]
primary = "flaky"
fallbacks = ["steady"]

[tools.notify]
webhook_url = "{sink}"

[tracing]
reap_after_seconds = 20
reap_every_seconds = 5

[gateway]
redis_prefix = "{redis_prefix}"
chat_tools = ["notify.send"]
""",
        encoding="utf-8",
    )
    return path


# -- load ------------------------------------------------------------------------------


@dataclass
class Client:
    http: httpx.AsyncClient
    replicas: list[Replica]
    report: Report
    rng: random.Random

    def url(self, attempt: int) -> str:
        return self.replicas[(self.rng.randrange(2) + attempt) % len(self.replicas)].url

    async def send(
        self, path: str, key: str, body: dict[str, Any], headers: dict[str, str]
    ) -> tuple[int, dict[str, str], str]:
        """Like the OpenAI SDK: retries connection errors, 409, 429 and 5xx with the same
        Idempotency-Key, on whichever replica the balancer picks."""
        headers = {"Authorization": f"Bearer {key}", **headers}
        headers.setdefault("Idempotency-Key", secrets.token_hex(8))
        status, text, got = 0, "", {}
        for attempt in range(8):
            self.report.requests += 1
            try:
                r = await self.http.post(
                    f"{self.url(attempt)}{path}", json=body, headers=headers, timeout=60
                )
            except httpx.HTTPError as exc:
                status, text = 0, type(exc).__name__
                await asyncio.sleep(0.2 * (attempt + 1))
                continue
            status, text, got = r.status_code, r.text, dict(r.headers)
            if status == 429:
                await asyncio.sleep(min(float(r.headers.get("retry-after", "1")), 3))
                continue
            if status in RETRY_STATUSES:
                await asyncio.sleep(0.2 * (attempt + 1))
                continue
            break
        return status, got, text

    async def stream(
        self, key: str, body: dict[str, Any], headers: dict[str, str], disconnect: bool
    ) -> tuple[int, dict[str, str], str]:
        headers = {"Authorization": f"Bearer {key}", **headers}
        headers.setdefault("Idempotency-Key", secrets.token_hex(8))
        for attempt in range(8):
            self.report.requests += 1
            try:
                async with self.http.stream(
                    "POST",
                    f"{self.url(attempt)}/v1/chat/completions",
                    json=body | {"stream": True},
                    headers=headers,
                    timeout=60,
                ) as r:
                    if r.status_code in RETRY_STATUSES or r.status_code == 429:
                        await r.aread()
                        await asyncio.sleep(0.3 * (attempt + 1))
                        continue
                    parts: list[str] = []
                    async for line in r.aiter_lines():
                        if disconnect and line.startswith("data:"):
                            self.report.disconnects += 1
                            return -1, dict(r.headers), ""
                        if line.startswith("data:") and line.strip() != "data: [DONE]":
                            parts.append(_delta_text(json.loads(line[5:])))
                    return r.status_code, dict(r.headers), "".join(parts)
            except httpx.HTTPError:
                await asyncio.sleep(0.3 * (attempt + 1))
        return 0, {}, ""


def _delta_text(frame: dict[str, Any]) -> str:
    if "error" in frame:
        return f"ERROR[{frame['error'].get('message')}]"
    return "".join(str((c.get("delta") or {}).get("content") or "") for c in frame["choices"])


def _answer(status: int, text: str) -> str:
    if status != 200:
        return ""
    with contextlib.suppress(ValueError, KeyError, IndexError, TypeError):
        return str(json.loads(text)["choices"][0]["message"]["content"] or "")
    return text


def _record(report: Report, status: int, text: str, mine: set[str]) -> bool:
    report.tasks += 1
    if status == 200 and "ERROR[" not in text:
        report.completed += 1
    else:
        report.failed += 1
        reason = str(status) if "ERROR[" not in text else "stream-error"
        report.failures[reason] = report.failures.get(reason, 0) + 1
    if set(SECRET.findall(text)) - mine:
        report.cross_session_leaks += 1
    return status == 200


async def governed(client: Client, key: str, turns: int) -> None:
    """`X-Xihe-Session: new`, then follow-ups on the returned id; each turn carries the
    session's secret, and no answer may carry another's."""
    secret = f"SECRET-{secrets.token_hex(6)}"
    session = "new"
    for turn in range(turns):
        body = {"model": "default", "messages": [{"role": "user", "content": f"{secret} t{turn}"}]}
        headers = {"X-Xihe-Session": session}
        if client.rng.random() < 0.3:
            disconnect = client.rng.random() < 0.3 and turn == turns - 1
            status, got, text = await client.stream(key, body, headers, disconnect)
            if status == -1:
                continue
        else:
            status, got, raw = await client.send("/v1/chat/completions", key, body, headers)
            text = _answer(status, raw)
        _record(client.report, status, text, {secret})
        session = got.get("x-xihe-session", session) if status == 200 else session


async def proxy(client: Client, key: str, turns: int) -> None:
    """No session header: the client resends its whole conversation, as the SDK does."""
    secret = f"SECRET-{secrets.token_hex(6)}"
    messages: list[dict[str, Any]] = []
    for turn in range(turns):
        messages.append({"role": "user", "content": f"{secret} p{turn}"})
        body = {"model": "default", "messages": messages}
        status, _got, raw = await client.send("/v1/chat/completions", key, body, {})
        text = _answer(status, raw)
        _record(client.report, status, text, {secret})
        messages.append({"role": "assistant", "content": text or "-"})


def _find_approval(value: Any) -> str | None:
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "approval_id" and isinstance(v, str):
                return v
            found = _find_approval(v)
            if found:
                return found
    if isinstance(value, list):
        for v in value:
            found = _find_approval(v)
            if found:
                return found
    return None


async def approval(
    client: Client, key: str, admin: str, markers: list[str], deadline: float
) -> None:
    """A tool call that needs a person: the answer names the approval, an admin approves,
    and the client's retry with the same Idempotency-Key gets the finished answer."""
    marker = f"NOTIFY:m{secrets.token_hex(6)}"
    body = {"model": "default", "messages": [{"role": "user", "content": f"{marker} now"}]}
    headers = {"X-Xihe-Session": "new", "Idempotency-Key": secrets.token_hex(8)}
    status, _got, raw = await client.send("/v1/chat/completions", key, body, headers)
    approval_id: str | None = None
    with contextlib.suppress(ValueError):
        approval_id = _find_approval(json.loads(raw))
    if status >= 500 or approval_id is None:
        _record(client.report, status, raw, set())
        client.report.failures["approval-not-raised"] = (
            client.report.failures.get("approval-not-raised", 0) + 1
        )
        return
    client.report.approvals_raised += 1
    markers.append(marker)
    decided, _, _ = await client.send(
        f"/api/approvals/{approval_id}/approve", admin, {}, {"Idempotency-Key": marker}
    )
    while time.monotonic() < deadline:
        status, _got, raw = await client.send("/v1/chat/completions", key, body, headers)
        if status == 200 and _find_approval(json.loads(raw)) is None:
            client.report.approvals_completed += 1
            _record(client.report, status, _answer(status, raw), set())
            return
        await asyncio.sleep(0.5)
    _record(client.report, 0 if decided != 200 else status, "approval never completed", set())


async def faults(
    replicas: list[Replica], redis: RedisProcess, report: Report, total: float
) -> None:
    """SIGKILL one replica mid-load (then start it again), later restart Redis."""
    await asyncio.sleep(total * 0.3)
    replicas[0].kill()
    report.faults.append(f"SIGKILL replica a at {time.monotonic():.0f}")
    await asyncio.sleep(1.0)
    replicas[0].start()
    await asyncio.to_thread(replicas[0].wait_ready)
    await asyncio.sleep(total * 0.3)
    redis.stop()
    report.faults.append("Redis stopped")
    await asyncio.sleep(1.0)
    redis.start()
    report.faults.append("Redis restarted")


async def load(
    replicas: list[Replica],
    redis: RedisProcess,
    keys: dict[str, tuple[str, str, str]],
    report: Report,
    concurrency: int,
    expected_seconds: float,
) -> list[str]:
    markers: list[str] = []
    gate = asyncio.Semaphore(concurrency)
    deadline = time.monotonic() + expected_seconds * 4 + 60
    limits = httpx.Limits(max_connections=concurrency * 2, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(limits=limits) as http:
        client = Client(http, replicas, report, random.Random(11))

        async def bounded(coro: Any) -> None:
            async with gate:
                await coro

        jobs = []
        for _tenant, (user_a, user_b, admin) in keys.items():
            jobs += [
                governed(client, user_a, 3),
                governed(client, user_b, 3),
                proxy(client, user_a, 3),
                approval(client, user_b, admin, markers, deadline),
            ]
        random.Random(3).shuffle(jobs)
        chaos = asyncio.create_task(faults(replicas, redis, report, expected_seconds))
        await asyncio.gather(*(bounded(j) for j in jobs))
        with contextlib.suppress(asyncio.CancelledError):
            await chaos
    return markers


# -- after the load --------------------------------------------------------------------


async def running_operations(database: Database, wait: float) -> int:
    from sqlalchemy import text
    from sqlalchemy.ext.asyncio import create_async_engine

    engine = create_async_engine(PG_URL)
    deadline = time.monotonic() + wait
    try:
        while True:
            async with engine.connect() as conn:
                count = int(
                    (
                        await conn.execute(
                            text(
                                f"SELECT count(*) FROM {database.schema}.operations "
                                "WHERE status = 'running'"
                            )
                        )
                    ).scalar_one()
                )
            if count == 0 or time.monotonic() > deadline:
                return count
            await asyncio.sleep(1.0)
    finally:
        await engine.dispose()


def fuzz(replica: Replica, key: str, examples: int, workdir: Path) -> tuple[int | None, int]:
    """schemathesis over the whole OpenAPI document; the number of 5xx it found."""
    binary = Path(sys.executable).with_name("schemathesis")
    if not binary.exists():
        print("schemathesis is not installed (pip install -e '.[dev]')", file=sys.stderr)
        return None, 0
    junit = workdir / "schemathesis.xml"
    command = [
        *(str(binary), "run", f"{replica.url}/openapi.json", "--checks", "not_a_server_error"),
        *("-H", f"Authorization: Bearer {key}", "-n", str(examples), "--no-color"),
        *("--report", "junit", "--report-junit-path", str(junit), "--request-timeout", "30"),
        *("--phases", "examples,coverage,fuzzing", "--seed", "1"),
    ]
    subprocess.run(
        command,
        cwd=workdir,
        stdout=(workdir / "schemathesis.log").open("wb"),
        stderr=subprocess.STDOUT,
        timeout=1200,
        check=False,
    )
    if not junit.exists():
        return None, 0
    root = ET.parse(junit).getroot()
    cases = root.findall(".//testcase")
    errors = sum(
        1
        for case in cases
        for failure in [*case.findall("failure"), *case.findall("error")]
        if "server error" in (failure.get("message", "") + (failure.text or "")).lower()
    )
    return errors, len(cases)


def print_table(report: Report) -> None:
    rows = [
        ("tenants", report.tenants),
        ("requests (with client retries)", report.requests),
        ("tasks", report.tasks),
        ("tasks completed via fallback", f"{report.completed} ({report.completion_rate:.1%})"),
        ("failures by status", report.failures or "-"),
        ("cross-session leaks", report.cross_session_leaks),
        (
            "approvals raised / completed",
            f"{report.approvals_raised} / {report.approvals_completed}",
        ),
        ("side effects duplicated", report.side_effects_duplicated),
        ("side effects lost", report.side_effects_lost),
        ("streams disconnected by the client", report.disconnects),
        ("operations left running", report.operations_left_running),
        (
            "server errors under fuzzing",
            f"{report.fuzz_server_errors} in {report.fuzz_cases} operations",
        ),
        ("upstream answers / faults", report.upstream),
        ("faults injected", "; ".join(report.faults)),
        ("seconds", f"{report.seconds:.1f}"),
    ]
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


@contextlib.contextmanager
def schema() -> Iterator[Database]:
    name = f"soak_{secrets.token_hex(5)}"
    asyncio.run(_pg(f"CREATE SCHEMA {name}"))
    try:
        yield Database("postgres", PG_URL, name)
    finally:
        asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {name} CASCADE"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", action="store_true", help="a CI-sized run (about a minute)")
    parser.add_argument("--tenants", type=int, default=None)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--fuzz-examples", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the report here")
    args = parser.parse_args(argv)
    tenants = args.tenants or (8 if args.short else 50)
    examples = args.fuzz_examples or (10 if args.short else 40)
    report = Report(tenants=tenants)
    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="xihe-soak-"))
    with (
        schema() as database,
        FaultyUpstream(fault_rate=0.3, hang_seconds=3.0) as upstream,
        Sink() as sink,
    ):
        redis = RedisProcess(workdir)
        redis.start()
        config = write_config(workdir / "xihe.toml", upstream.url, sink.url, "soak")
        env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
        env |= database.env() | {"XIHE_REDIS_URL": redis.url, "XIHE_SOAK_KEY": "sk-a"}
        env |= {"XIHE_SOAK_KEY_2": "sk-b", "XIHE_CONTEXT__SNAPSHOT_KEYS": SNAPSHOT_KEYS}
        replicas = [Replica(n, config, env, workdir) for n in ("a", "b")]
        try:
            replicas[0].start()
            replicas[0].wait_ready()  # the first migrates; the second starts on the schema
            replicas[1].start()
            replicas[1].wait_ready()
            specs = []
            for i in range(tenants):
                t = f"tenant{i:02d}"
                specs += [(t, "alice", "developer"), (t, "bob", "developer"), (t, "ops", "admin")]
            made = create_keys(database, specs)
            keys = {
                specs[i][0]: (made[i], made[i + 1], made[i + 2]) for i in range(0, len(made), 3)
            }
            expected = max(20.0, tenants * 1.5)
            markers = asyncio.run(load(replicas, redis, keys, report, args.concurrency, expected))
            for marker in markers:
                count = sink.received.get(marker, 0)
                report.side_effects_duplicated += max(0, count - 1)
                report.side_effects_lost += 1 if count == 0 else 0
            report.operations_left_running = asyncio.run(running_operations(database, 90))
            admin_key = next(iter(keys.values()))[2]
            # Faults are over: a 503 from the deliberately faulty model is honest, not a bug,
            # and the fuzzer may name that model directly (it bypasses the fallback route).
            report.upstream = dict(upstream.counts)
            upstream.fault_rate = 0.0
            report.fuzz_server_errors, report.fuzz_cases = fuzz(
                replicas[1], admin_key, examples, workdir
            )
        finally:
            for replica in replicas:
                replica.stop()
            redis.stop()
    report.seconds = time.monotonic() - started
    print_table(report)
    if args.json:
        args.json.write_text(json.dumps(asdict(report), indent=2), encoding="utf-8")
    failed = report.failed_checks()
    if failed:
        print(f"\nFAILED: {', '.join(failed)}  (logs and reports in {workdir})")
        return 1
    shutil.rmtree(workdir, ignore_errors=True)
    print("\nall soak invariants hold")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
