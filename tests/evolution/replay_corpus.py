"""Records operations of varied shapes through the one loop against the fake provider (HTTP):
plain answers, history, tool calls (parallel, failing), fallbacks, approvals (approved and
rejected, then resumed) and governed sessions of several turns. Replay tests read them back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider, Reply
from xihe.agent.loop import Task
from xihe.agent.runtime import Runtime
from xihe.core.messages import Message
from xihe.core.settings import Settings
from xihe.tools.registry import ToolRegistry, tool


class LookupFailed(Exception):
    """What a flaky backend raises inside a tool."""


def corpus_registry() -> ToolRegistry:
    """Three tools: a search, a lookup that can raise, a write that needs approval."""

    @tool("kb.search", description="Search the knowledge base.")
    async def search(query: str, limit: int = 3) -> dict[str, Any]:
        return {"hits": [f"{query}-{i}" for i in range(limit)]}

    @tool("kb.lookup", description="Look up one article by id.")
    async def lookup(article: int) -> str:
        if article % 7 == 0:
            raise LookupFailed(f"article {article} is locked by another writer")
        return f"article {article}: body text about item {article * 3}"

    @tool(
        "ticket.create",
        description="Open a ticket for the on-call team.",
        permission="tools.write",
        side_effect="write",
        idempotent=False,
    )
    async def create(title: str) -> dict[str, Any]:
        return {"ticket": f"T-{len(title)}", "title": title}

    return ToolRegistry([search, lookup, create])


def corpus_settings(
    database: Database, tmp_path: Path, fake: FakeProvider, **extra: Any
) -> Settings:
    models = {
        "fast": {
            "provider": "openai",
            "base_url": fake.url,
            "model": "fast",
            "api_key_env": "FAKE_KEY",
            "context_window": 32000,
            "max_output_tokens": 1000,
        },
        "backup": {
            "provider": "anthropic",
            "base_url": fake.base,
            "model": "backup",
            "api_key_env": "FAKE_KEY_B",
            "context_window": 32000,
            "max_output_tokens": 800,
        },
    }
    routes = {"default": {"primary": "fast", "fallbacks": ["backup"]}}
    return make_settings(database, tmp_path, models=models, routes=routes, **extra)


SHAPES = ("chat", "history", "tools", "tools", "fallback", "failing", "approval", "governed")
SHAPES = (*SHAPES, "governed")  # sessions have several turns each: drawn twice as often


def _call(name: str, arguments: dict[str, Any], call_id: str) -> dict[str, Any]:
    return {"id": call_id, "name": name, "arguments": arguments}


@dataclass
class Corpus:
    """What was recorded: operation ids by shape."""

    by_shape: dict[str, list[str]] = field(default_factory=dict)
    governed_turn: dict[str, int] = field(default_factory=dict)
    """Governed operations: how many turns the session had before this one."""

    def add(self, shape: str, operation_id: str) -> None:
        self.by_shape.setdefault(shape, []).append(operation_id)

    @property
    def all(self) -> list[str]:
        return [op for ids in self.by_shape.values() for op in ids]


async def record_corpus(rt: Runtime, fake: FakeProvider, *, count: int, seed: int = 3) -> Corpus:
    """About `count` operations, drawn from a seeded generator."""
    rng = random.Random(seed)
    corpus = Corpus()
    loop = rt.loop()
    n = 0
    while len(corpus.all) < count:
        n += 1
        shape = rng.choice(SHAPES)
        if shape == "chat":
            fake.enqueue(Reply(text=f"answer {n}: {rng.randint(1, 99)}"), model="fast")
            result = await loop.run(Task(prompt=f"question {n}", user=f"u{n % 5}"))
        elif shape == "history":
            history = (
                Message(role="user", content=f"earlier {n}"),
                Message(role="assistant", content=f"earlier answer {n}"),
            )
            fake.enqueue(Reply(text=f"with history {n}"), model="fast")
            result = await loop.run(Task(prompt=f"follow-up {n}", history=history))
        elif shape == "tools":
            article = rng.randint(1, 60)
            calls = [_call("kb.search", {"query": f"topic {n}", "limit": rng.randint(1, 4)}, "c1")]
            if rng.random() < 0.5:
                calls.append(_call("kb.lookup", {"article": article}, "c2"))
            fake.enqueue(Reply(tool_calls=calls), model="fast")
            if rng.random() < 0.3:
                fake.enqueue(
                    Reply(tool_calls=[_call("kb.lookup", {"article": article + 1}, "c3")]),
                    model="fast",
                )
            fake.enqueue(Reply(text=f"found it {n}"), model="fast")
            result = await loop.run(Task(prompt=f"look up {n}", tools=("kb.*",)))
        elif shape == "fallback":
            fake.enqueue(Reply(status=503, error_message=f"overloaded {n}"), model="fast")
            if rng.random() < 0.5:
                fake.enqueue(
                    Reply(tool_calls=[_call("kb.search", {"query": f"f{n}"}, "toolu_1")]),
                    model="backup",
                )
                fake.enqueue(Reply(text=f"search done {n}"), model="fast")
            else:
                fake.enqueue(Reply(text=f"backup answer {n}"), model="backup")
            result = await loop.run(Task(prompt=f"busy {n}", tools=("kb.*",)))
        elif shape == "failing":
            fake.enqueue(Reply(status=503, error_message=f"overloaded {n}"), model="fast")
            fake.enqueue(Reply(status=500, error_message=f"internal {n}"), model="backup")
            result = await loop.run(Task(prompt=f"doomed {n}"))
            assert result.status == "failed"
        elif shape == "approval":
            fake.enqueue(
                Reply(tool_calls=[_call("ticket.create", {"title": f"disk full {n}"}, "t1")]),
                model="fast",
            )
            paused = await loop.run(
                Task(
                    prompt=f"open a ticket {n}",
                    tools=("ticket.create",),
                    role="developer",
                    user="ann",
                )
            )
            corpus.add("approval", paused.operation_id)
            assert paused.status == "input-required" and paused.approval_id
            approve = rng.random() < 0.7
            fake.enqueue(Reply(text=f"ticket handled {n}"), model="fast")
            decided = await loop.decide(
                "default", paused.approval_id, approve=approve, by="bob", reason="checked"
            )
            assert decided.result is not None
            result = decided.result
            shape = "resumed"
        else:
            session = await rt.context.open_session("default", user="gov")  # type: ignore[union-attr]
            for turn in range(rng.randint(2, 4)):
                if turn and rng.random() < 0.3:  # an approval inside a governed session
                    title = {"title": f"gov {n}.{turn}"}
                    fake.enqueue(
                        Reply(tool_calls=[_call("ticket.create", title, "w1")]), model="fast"
                    )
                    paused = await loop.run(
                        Task(
                            prompt=f"session {n} ticket {turn}",
                            session_id=session.id,
                            tools=("kb.*", "ticket.create"),
                            role="developer",
                        )
                    )
                    assert paused.status == "input-required" and paused.approval_id
                    corpus.add("governed", paused.operation_id)
                    corpus.governed_turn[paused.operation_id] = turn
                    fake.enqueue(Reply(text=f"ticket in session {n}"), model="fast")
                    decided = await loop.decide(
                        "default", paused.approval_id, approve=True, by="bob"
                    )
                    assert decided.result is not None and decided.result.status == "completed"
                    await rt.context.settle()  # type: ignore[union-attr]
                    corpus.add("governed_resumed", decided.result.operation_id)
                    continue
                if rng.random() < 0.4:
                    fake.enqueue(
                        Reply(tool_calls=[_call("kb.search", {"query": f"s{n}t{turn}"}, "g1")]),
                        model="fast",
                    )
                fake.enqueue(Reply(text=f"turn {turn} of session {n}"), model="fast")
                run = await loop.run(
                    Task(prompt=f"session {n} turn {turn}", session_id=session.id, tools=("kb.*",))
                )
                assert run.status == "completed", run
                await rt.context.settle()  # type: ignore[union-attr]
                corpus.add("governed", run.operation_id)
                corpus.governed_turn[run.operation_id] = turn
            continue
        assert result.status in ("completed", "failed"), result
        corpus.add(shape, result.operation_id)
    return corpus
