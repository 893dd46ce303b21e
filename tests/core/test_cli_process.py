"""The real `xihe` console script in subprocesses, against a fake provider over HTTP."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from xihe.store.db import Store

XIHE = str(Path(sys.executable).parent / "xihe")


def write_config(tmp_path: Path, fake: FakeProvider) -> Path:
    path = tmp_path / "xihe.toml"
    path.write_text(
        f"""
[models.fast]
provider = "openai"
base_url = "{fake.url}"
api_key_env = "FAST_API_KEY"
model = "gpt-4o-mini"
context_window = 128000
max_output_tokens = 4096
tokenizer = "o200k_base"

[routes.default]
primary = "fast"

[tools]
files_root = "{tmp_path}"
"""
    )
    return path


def env_for(database: Database, config: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XIHE_")}
    env |= database.env() | {"XIHE_CONFIG": str(config), "FAST_API_KEY": "sk-test"}
    return env


def xihe(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [XIHE, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=120
    )


def test_run_prints_json_and_traces_show_each_step(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    (tmp_path / "README.md").write_text("Project Aurora ships on 2026-12-01.\n")
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "g", "name": "files.grep", "arguments": {"regex": "ships on"}}]),
        Reply(text="Aurora ships on 2026-12-01.", prompt_tokens=40, completion_tokens=9),
    )
    env = env_for(database, write_config(tmp_path, fake_provider))
    done = xihe(
        ["run", "When does Aurora ship?", "--tools", "files.*", "--output", "json"], env, tmp_path
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["answer"] == "Aurora ships on 2026-12-01."
    assert result["status"] == "completed" and result["model"] == "fast"
    assert result["steps"] == 3 and result["fallbacks_tried"] == []
    assert result["tokens"] == {"input": 51, "output": 16, "cached": 0, "reasoning": 0}
    auth = fake_provider.requests[0].headers.get("authorization")
    assert auth == "Bearer sk-test"

    shown = xihe(["traces", "show", result["operation_id"], "--output", "json"], env, tmp_path)
    assert shown.returncode == 0, shown.stderr
    op = json.loads(shown.stdout)
    steps = op["step_list"]
    assert [s["type"] for s in steps] == ["call_llm", "call_tool", "call_llm"]
    assert steps[1]["tool_name"] == "files.grep"
    assert "README.md:1: Project Aurora ships on 2026-12-01." in steps[1]["tool_output"]

    text_view = xihe(["traces", "show", result["operation_id"][:12]], env, tmp_path)
    assert "files.grep" in text_view.stdout and "step 3 call_llm" in text_view.stdout


def test_errors_exit_nonzero_with_a_next_step(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    env = env_for(database, write_config(tmp_path, fake_provider))
    unknown = xihe(["run", "hi", "--model", "nope"], env, tmp_path)
    assert unknown.returncode == 2
    assert "no route or model named 'nope'" in unknown.stderr and "next:" in unknown.stderr

    fake_provider.enqueue(Reply(status=401, error_message="bad key"))
    failed = xihe(["run", "hi", "--output", "json"], env, tmp_path)
    assert failed.returncode == 1
    body = json.loads(failed.stdout)
    assert body["status"] == "failed" and "FAST_API_KEY" in body["error"]


def test_config_show_masks_secrets(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    env = env_for(database, write_config(tmp_path, fake_provider))
    shown = xihe(["config", "show", "--output", "json"], env, tmp_path)
    assert shown.returncode == 0, shown.stderr
    data = json.loads(shown.stdout)
    assert data["models"]["fast"]["api_key"] == "set (***)"
    assert "sk-test" not in shown.stdout


async def test_sigkill_mid_run_keeps_every_completed_step(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    for i in range(3):
        fake_provider.enqueue(
            Reply(
                tool_calls=[
                    {"id": f"c{i}", "name": "sql.query", "arguments": {"sql": f"SELECT {i}"}}
                ]
            )
        )
    fake_provider.enqueue(Reply(text="too late", delay=60))
    env = env_for(database, write_config(tmp_path, fake_provider))
    proc = subprocess.Popen(
        [XIHE, "run", "count", "--tools", "sql.query"],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    store = Store(database.url, schema=database.schema)
    try:
        rows = await _wait_for_steps(store, 6, proc)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        assert proc.returncode == -signal.SIGKILL
        rows = await _steps(store)
        assert [(r[0], r[1], r[2]) for r in rows] == [
            (1, "call_llm", "ok"),
            (2, "call_tool", "ok"),
            (3, "call_llm", "ok"),
            (4, "call_tool", "ok"),
            (5, "call_llm", "ok"),
            (6, "call_tool", "ok"),
        ]
        async with store.connect() as conn:
            status = (await conn.execute(text("SELECT status FROM operations"))).scalar_one()
        assert status == "running"
    finally:
        if proc.poll() is None:
            proc.kill()
        await store.close()


async def _steps(store: Store) -> list[Any]:
    async with store.connect() as conn:
        result = await conn.execute(text("SELECT seq, type, status FROM steps ORDER BY seq"))
        return list(result.all())


async def _wait_for_steps(store: Store, count: int, proc: subprocess.Popen[bytes]) -> list[Any]:
    import asyncio

    for _ in range(600):
        if proc.poll() is not None:
            pytest.fail(f"xihe exited early with {proc.returncode}")
        try:
            rows = await _steps(store)
        except Exception:
            rows = []
        if len(rows) >= count:
            return rows
        await asyncio.sleep(0.1)
    pytest.fail(f"never saw {count} steps")


def test_chat_keeps_the_conversation_between_lines(
    database: Database, tmp_path: Path, fake_provider: FakeProvider
) -> None:
    fake_provider.enqueue(Reply(text="Nice to meet you, Lin."), Reply(text="Your name is Lin."))
    env = env_for(database, write_config(tmp_path, fake_provider))
    done = subprocess.run(
        [XIHE, "chat"],
        input="My name is Lin.\nWhat is my name?\n",
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Nice to meet you, Lin." in done.stdout and "Your name is Lin." in done.stdout
    second = fake_provider.requests[1].body["messages"]
    assert [m["role"] for m in second] == ["system", "user", "assistant", "user"]
    assert second[1]["content"] == "My name is Lin."
    assert second[2]["content"] == "Nice to meet you, Lin."
