"""A Redis restart must cost latency, not errors: every pooled connection dies with it."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator

import pytest

from tests.gateway.harness import free_port
from xihe.store.redis import redis_client

pytestmark = pytest.mark.redis


class OwnRedis:
    """A Redis of this test's own, so restarting it disturbs no other test."""

    def __init__(self) -> None:
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        binary = shutil.which("redis-server")
        assert binary, "redis-server must be installed (it runs the suite's Redis too)"
        self.proc = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", ""],
            stdout=subprocess.DEVNULL,
        )
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError("redis-server did not start")

    def stop(self) -> None:
        assert self.proc is not None
        self.proc.terminate()
        self.proc.wait(10)


@pytest.fixture
def own_redis() -> Iterator[OwnRedis]:
    server = OwnRedis()
    server.start()
    yield server
    if server.proc is not None and server.proc.poll() is None:
        server.stop()


async def test_commands_succeed_right_after_a_restart(own_redis: OwnRedis) -> None:
    import asyncio

    client = redis_client(f"redis://127.0.0.1:{own_redis.port}/0", decode_responses=True)
    try:
        await asyncio.gather(*(client.set(f"k{i}", i) for i in range(20)))  # a full pool
        own_redis.stop()
        own_redis.start()
        for _ in range(10):
            values = await asyncio.gather(*(client.get(f"k{j}") for j in range(5)))
            assert values == [None] * 5  # a fresh server without persistence: keys gone
        await client.set("after", "1")
        assert await client.get("after") == "1"
    finally:
        await client.aclose()
