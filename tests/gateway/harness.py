"""Real `xihe serve` processes for tests: free ports, a config file, readiness by polling
/readyz (bounded), and termination always. Keys are created in the same database."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import Database


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def mcp_server(script: Path) -> Iterator[str]:
    """A test MCP server script (`python SCRIPT PORT`) serving Streamable HTTP on a free port:
    its URL once the port accepts, the process terminated afterwards."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, str(script), str(port)])
    try:
        for _ in range(600):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        else:
            raise AssertionError(f"the MCP server {script.name} did not start")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(10)


def toml_value(value: Any) -> str:
    return json.dumps(value)


def write_config(path: Path, upstream_url: str, *, gateway: str = "", extra: str = "") -> Path:
    """A route `default` (and model `fake`) at the fake upstream; `[gateway]` lines appended."""
    path.write_text(
        f"""
default_route = "default"

[models.fake]
provider = "openai"
model = "fake-model"
base_url = {toml_value(upstream_url)}
api_key_env = "XIHE_TEST_FAKE_KEY"
context_window = 32000
timeout_seconds = 30

[routes.default]
primary = "fake"

[gateway]
{gateway}
{extra}
""",
        encoding="utf-8",
    )
    return path


@dataclass
class Gateway:
    url: str
    proc: subprocess.Popen[bytes]
    log: Path
    keys: dict[str, str] = field(default_factory=dict)

    def logs(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")


def _env(database: Database, redis_url: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env.update(database.env())
    env["XIHE_TEST_FAKE_KEY"] = "sk-test"
    if redis_url:
        env["XIHE_REDIS_URL"] = redis_url
    return env


def _listening_inodes(port: int) -> set[str]:
    """Socket inodes listening on 127.0.0.1:`port` (state 0A in /proc/net/tcp)."""
    wanted = f"0100007F:{port:04X}"
    found: set[str] = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[1] == wanted and fields[3] == "0A":
            found.add(fields[9])
    return found


def _owns_port(pid: int, port: int) -> bool:
    """Whether process `pid` holds the listening socket: another test's server that took the
    port first answers /readyz too, and must not pass for ours."""
    inodes = _listening_inodes(port)
    try:
        fds = list(Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return False
    for fd in fds:
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:[") and target[8:-1] in inodes:
            return True
    return False


def _start(
    config: Path, database: Database, tmp: Path, redis_url: str | None, log: Path
) -> Gateway:
    port = free_port()
    xihe = str(Path(sys.executable).with_name("xihe"))
    with log.open("wb") as sink:
        proc = subprocess.Popen(
            [xihe, "--config", str(config), "serve", "--port", str(port)],
            env=_env(database, redis_url),
            cwd=tmp,
            stdout=sink,
            stderr=subprocess.STDOUT,
        )
    return Gateway(f"http://127.0.0.1:{port}", proc, log)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


@contextmanager
def serve(
    config: Path,
    database: Database,
    tmp: Path,
    *,
    redis_url: str | None = None,
    name: str = "gw",
) -> Iterator[Gateway]:
    """Ready means /readyz answers and this process holds the port; a port taken between
    choosing it and binding it (other tests start servers too) means another try."""
    log = tmp / f"{name}.log"
    for _attempt in range(3):
        gw = _start(config, database, tmp, redis_url, log)
        port = int(gw.url.rsplit(":", 1)[1])
        try:
            ready = _wait_ready(gw, port)
        except BaseException:
            _stop(gw.proc)
            raise
        if ready:
            break
        _stop(gw.proc)
    else:
        raise AssertionError(f"xihe serve lost its port three times:\n{gw.logs()}")
    try:
        yield gw
    finally:
        _stop(gw.proc)


def _wait_ready(gw: Gateway, port: int) -> bool:
    """True when ready; False when the port was taken by someone else (try another)."""
    for _ in range(900):  # bounded wait for readiness, generous for loaded machines
        if gw.proc.poll() is not None:
            if "address already in use" in gw.logs().lower():
                return False
            raise AssertionError(f"xihe serve exited {gw.proc.returncode}:\n{gw.logs()}")
        try:
            ok = httpx.get(f"{gw.url}/readyz", timeout=2).status_code == 200
        except httpx.HTTPError:
            ok = False
        if ok and _owns_port(gw.proc.pid, port):
            return True
        time.sleep(0.1)
    raise AssertionError(f"xihe serve never became ready:\n{gw.logs()}")


def create_keys(database: Database, specs: list[tuple[str, str, str]]) -> list[str]:
    """Keys straight into the shared database (what `xihe keys create` does)."""
    from xihe.core.settings import load_settings
    from xihe.gateway.auth import KeyStore
    from xihe.store.db import open_store

    async def main() -> list[str]:
        store = await open_store(database.url, schema=database.schema)
        try:
            ks = KeyStore(store)
            return [(await ks.create(tenant=t, user=u, role=r)).key for t, u, r in specs]
        finally:
            await store.close()

    load_settings(None)
    return asyncio.run(main())


def cli(
    args: list[str], database: Database, tmp: Path, config: Path
) -> subprocess.CompletedProcess[str]:
    xihe = str(Path(sys.executable).with_name("xihe"))
    return subprocess.run(
        [xihe, "--config", str(config), *args],
        env=_env(database, None),
        cwd=tmp,
        capture_output=True,
        text=True,
        timeout=120,
    )
