"""`xihe serve` start-up: seconds until /readyz answers 200, and the first request beside
the second (proxy and governed), on SQLite, against an instant fake upstream.

Compared in one run: the default (tokenizers and segmenter load on the first governed
request when nothing is governed by default) and `[gateway].preload_context = true` (they
load before ready). Targets (issue 15): ready in under 3 s; the first request as fast as
the second. Prints a markdown table; asserts nothing.

    .venv/bin/python bench/serve_startup.py            # XIHE_STARTUP_REPEATS=3
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from peer import _xihe_key, free_port, upstream, wait_port, xihe_config

REPEATS = int(os.environ.get("XIHE_STARTUP_REPEATS", "3"))
BODY = {"model": "default", "messages": [{"role": "user", "content": "hello gateway"}]}


def config(work: Path, upstream_url: str, preload: bool | None) -> Path:
    line = "" if preload is None else f"preload_context = {str(preload).lower()}"
    return xihe_config(work / "xihe.toml", upstream_url, line)


def _timed(client: httpx.Client, url: str, headers: dict[str, str]) -> float:
    started = time.perf_counter()
    r = client.post(f"{url}/v1/chat/completions", json=BODY, headers=headers)
    if r.status_code != 200:
        raise RuntimeError(f"{r.status_code}: {r.text[:300]}")
    return (time.perf_counter() - started) * 1000


def _cpu_seconds(pid: int) -> float:
    """User + system CPU the process (and its waited-for children) spent so far: on a shared
    machine the wall time to ready mostly measures the wait for a core."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(f) for f in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def one_start(upstream_url: str, preload: bool | None, fresh: bool) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
        env |= {
            "XIHE_BENCH_KEY": "sk-bench",
            "XIHE_DATABASE_URL": f"sqlite+aiosqlite:///{work}/x.db",
        }
        if not fresh:  # migrate once first: the second start is what a restart costs
            subprocess.run(
                [str(Path(sys.executable).with_name("xihe")), "db", "upgrade"],
                env=env, cwd=work, check=True, capture_output=True,
            )  # fmt: skip
        key = asyncio.run(_xihe_key(env)) if not fresh else None
        port = free_port()
        exe = str(Path(sys.executable).with_name("xihe"))
        cmd = [exe, "--config", str(config(work, upstream_url, preload)), "serve"]
        started = time.perf_counter()
        proc = subprocess.Popen(
            [*cmd, "--port", str(port), "--workers", "1"],
            env=env, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            url = f"http://127.0.0.1:{port}"
            with httpx.Client(timeout=60) as client:
                while True:
                    if proc.poll() is not None:
                        raise RuntimeError(f"xihe serve exited {proc.returncode}")
                    try:
                        if client.get(f"{url}/readyz").status_code == 200:
                            break
                    except httpx.HTTPError:
                        pass
                    time.sleep(0.02)
                ready = time.perf_counter() - started
                ready_cpu = _cpu_seconds(proc.pid)
                key = key or asyncio.run(_xihe_key(env))
                auth = {"Authorization": f"Bearer {key}"}
                proxy = [_timed(client, url, auth) for _ in range(2)]
                new = auth | {"X-Xihe-Session": "new"}
                governed = [_timed(client, url, new) for _ in range(2)]
        finally:
            proc.terminate()
            proc.wait(20)
    return {
        "ready_s": ready,
        "ready_cpu_s": ready_cpu,
        "proxy_first_ms": proxy[0],
        "proxy_second_ms": proxy[1],
        "governed_first_ms": governed[0],
        "governed_second_ms": governed[1],
    }


def main() -> None:
    port = free_port()
    fake = multiprocessing.Process(target=upstream, args=(port,), daemon=True)
    fake.start()
    upstream_url = f"http://127.0.0.1:{port}/v1"
    print(f"repeats {REPEATS} (median), cpus {os.cpu_count()}, SQLite, one worker", flush=True)
    try:
        wait_port(port)
        rows = []
        for label, preload in (("default", None), ("preload_context = true", True)):
            for fresh in (True, False):
                runs = [one_start(upstream_url, preload, fresh) for _ in range(REPEATS)]
                med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                rows.append((label, "fresh database" if fresh else "restart", med))
        print(
            "\n| configuration | start | ready | CPU to ready | proxy 1st / 2nd "
            "| governed 1st / 2nd |\n|---|---|---|---|---|---|"
        )
        for label, start, m in rows:
            print(
                f"| {label} | {start} | {m['ready_s']:.2f} s | {m['ready_cpu_s']:.2f} s "
                f"| {m['proxy_first_ms']:.0f} / {m['proxy_second_ms']:.0f} ms "
                f"| {m['governed_first_ms']:.0f} / {m['governed_second_ms']:.0f} ms |"
            )
        worst = max(m["ready_s"] for _, _, m in rows)
        worst_cpu = max(m["ready_cpu_s"] for _, _, m in rows)
        print(f"\nslowest ready {worst:.2f} s, CPU {worst_cpu:.2f} s (target < 3 s)")
    finally:
        fake.terminate()
        fake.join(5)


if __name__ == "__main__":
    main()
