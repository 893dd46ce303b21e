"""The group-commit trace writer under load, in real processes killed or stopped mid-flight.

A SIGKILL may lose only the tail of what was queued (the batch not yet committed): for a run
of the agent loop, at most the one step it was running, and never the record of a step that
came before a side effect; a graceful stop (SIGTERM) loses nothing.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tests.conftest import SNAPSHOT_KEYS, Database
from xihe.store.db import Store

LOAD = Path(__file__).with_name("trace_load.py")
ROOT = Path(__file__).resolve().parents[2]
WORKERS = 8


@dataclass(frozen=True)
class Trace:
    steps: dict[str, dict[int, Any]]
    """operation id → seq → row"""
    status: dict[str, str]

    def requested(self, op: str, call_id: str) -> int | None:
        """The seq of the model step that asked for this call, if it was recorded."""
        for seq, row in self.steps.get(op, {}).items():
            calls = row.tool_calls
            if isinstance(calls, str):
                calls = json.loads(calls)
            if row.type == "call_llm" and any(c["id"] == call_id for c in calls or []):
                return int(seq)
        return None

    def tool_step(self, op: str, call_id: str) -> bool:
        return any(
            r.type == "call_tool" and r.tool_call_id == call_id
            for r in self.steps.get(op, {}).values()
        )


def _start(database: Database, logs: Path) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.Popen(
        [
            sys.executable,
            str(LOAD),
            database.url,
            database.schema or "-",
            SNAPSHOT_KEYS,
            str(logs),
            str(WORKERS),
        ],
        env=env,
        cwd=logs,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


async def _wait_for_lines(proc: subprocess.Popen[str], path: Path, count: int) -> None:
    for _ in range(4800):
        if proc.poll() is not None:
            _, err = proc.communicate()
            pytest.fail(f"the load process exited early with {proc.returncode}: {err[-2000:]}")
        if path.exists() and len(path.read_text().splitlines()) >= count:
            return
        await asyncio.sleep(0.05)
    pytest.fail(f"never saw {count} lines in {path.name}")


def _log(path: Path) -> list[tuple[str, str]]:
    """(operation id, call id) per line, in the order the tools ran."""
    out = []
    for line in path.read_text().splitlines():
        op, request_id = line.split()
        out.append((op, request_id.split(":", 1)[1]))
    return out


async def _trace(database: Database) -> Trace:
    store = Store(database.url, schema=database.schema)
    try:
        async with store.connect() as conn:
            rows = (await conn.execute(text("SELECT * FROM steps"))).all()
            ops = (await conn.execute(text("SELECT id, status FROM operations"))).all()
    finally:
        await store.close()
    steps: dict[str, dict[int, Any]] = {}
    for row in rows:
        steps.setdefault(row.operation_id, {})[row.seq] = row
    return Trace(steps, {o.id: o.status for o in ops})


async def test_sigkill_under_load_loses_only_the_unflushed_tail(
    database: Database, tmp_path: Path
) -> None:
    proc = _start(database, tmp_path)
    try:
        await _wait_for_lines(proc, tmp_path / "writes.log", 20)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    trace = await _trace(database)
    assert sum(len(s) for s in trace.steps.values()) >= 40, "the load never got going"

    for op, seqs in trace.steps.items():
        assert op in trace.status
        assert sorted(seqs) == list(range(1, len(seqs) + 1)), f"{op} lost a step mid-run"

    # flushed before acting: each side effect's run is on disk up to the call that acted
    for op, call_id in _log(tmp_path / "writes.log"):
        assert trace.requested(op, call_id) is not None, f"side effect {op}/{call_id} untraced"

    # every step is on disk before the next begins: a tool runs only after the model step
    # that asked for it committed, so a run loses at most the one step it was running
    ran = _log(tmp_path / "reads.log") + _log(tmp_path / "writes.log")
    for op, call_id in ran:
        assert trace.requested(op, call_id) is not None, f"{op}/{call_id} ran before its step"
    unrecorded = Counter(op for op, call_id in ran if not trace.tool_step(op, call_id))
    assert max(unrecorded.values(), default=0) <= 1, f"runs lost more than one step: {unrecorded}"

    # commits are in submission order: a tool step on disk means every model step that
    # asked for an earlier tool is on disk too (it was queued before that tool step)
    reads = _log(tmp_path / "reads.log")
    last = max((i for i, (op, c) in enumerate(reads) if trace.tool_step(op, c)), default=-1)
    assert last > 0
    missing = [r for r in reads[:last] if trace.requested(*r) is None]
    assert missing == [], f"{len(missing)} records lost before the last committed batch"


async def test_graceful_stop_under_load_loses_nothing(database: Database, tmp_path: Path) -> None:
    proc = _start(database, tmp_path)
    try:
        await _wait_for_lines(proc, tmp_path / "writes.log", 10)
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err[-2000:]
    started = int(out.split()[-1])
    trace = await _trace(database)

    assert len(trace.status) == started
    # every run ended (a write after a read may wait for approval: taint, not the writer)
    assert set(trace.status.values()) <= {"completed", "input-required"}
    assert "completed" in trace.status.values()
    for name in ("reads.log", "writes.log"):
        for op, call_id in _log(tmp_path / name):
            assert trace.requested(op, call_id) is not None
            assert trace.tool_step(op, call_id), f"{op}/{call_id} ran but has no step"
    proxy = [op for op, seqs in trace.steps.items() if len(seqs) == 1]
    assert proxy, "no proxy-mode operation was recorded"
