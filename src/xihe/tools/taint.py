"""Layer 4, independent of detection: once untrusted tool output enters a run, a side-effecting
call in that run waits for a person even when configuration pre-approves the tool.

Granularity is the run: the task (its first operation's id, stable across pause and resume) or,
outside the agent loop, the operation. Anything the model says after reading a tool result may
derive from it, so an injection the detectors missed still cannot act on its own. The approval
names the sources and any argument text copied verbatim from them, to help the person decide.
The taint travels with a paused task (`export`/`restore`), so a run resumed in another process
keeps it.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from xihe.tools.spec import ToolContext, ToolSpec

MAX_RUNS = 10_000
SAMPLE_CHARS = 20_000
SHINGLE = 24
MAX_TEXTS = 16


@dataclass
class _Taint:
    sources: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)


def run_key(ctx: ToolContext) -> tuple[str, str] | None:
    """The run a call belongs to: its task when it has one, else its operation."""
    run = ctx.task_id or ctx.operation_id
    return None if run is None else (ctx.tenant, run)


class TaintTracker:
    """Which runs have read untrusted output, in memory, bounded (oldest runs forgotten first)."""

    def __init__(self, max_runs: int = MAX_RUNS) -> None:
        self.max_runs = max_runs
        self._runs: OrderedDict[tuple[str, str], _Taint] = OrderedDict()

    def observe(self, ctx: ToolContext, spec: ToolSpec, text: str) -> None:
        """A read tool's result reached the run: it brings outside content in (invariant 8).
        A write tool's result is the receipt of an action policy already allowed."""
        key = run_key(ctx)
        if key is None or spec.side_effect != "read":
            return
        taint = self._taint(key)
        if spec.name not in taint.sources:
            taint.sources.append(spec.name)
        taint.texts.append(text[:SAMPLE_CHARS])
        del taint.texts[:-MAX_TEXTS]

    def knows(self, ctx: ToolContext) -> bool:
        key = run_key(ctx)
        return key is not None and key in self._runs

    def export(self, ctx: ToolContext) -> dict[str, list[str]] | None:
        """The run's taint as JSON, stored with a paused task; None when the run is clean."""
        key = run_key(ctx)
        taint = self._runs.get(key) if key is not None else None
        if taint is None:
            return None
        return {"sources": list(taint.sources), "texts": list(taint.texts)}

    def restore(self, ctx: ToolContext, saved: dict[str, Any]) -> None:
        """Take back a paused task's taint (written by `export`, perhaps by another process)."""
        key = run_key(ctx)
        if key is None:
            return
        taint = self._taint(key)
        for source in saved.get("sources", []):
            if isinstance(source, str) and source not in taint.sources:
                taint.sources.append(source)
        texts = [t for t in saved.get("texts", []) if isinstance(t, str)]
        taint.texts[:0] = [t for t in texts if t not in taint.texts]
        del taint.texts[:-MAX_TEXTS]

    def _taint(self, key: tuple[str, str]) -> _Taint:
        taint = self._runs.setdefault(key, _Taint())
        self._runs.move_to_end(key)
        while len(self._runs) > self.max_runs:
            self._runs.popitem(last=False)
        return taint

    def reasons(self, ctx: ToolContext, spec: ToolSpec, arguments: dict[str, Any]) -> list[str]:
        """Why this call must go to a person; empty when the run is clean or the call only reads."""
        key = run_key(ctx)
        if spec.side_effect == "read" or key is None:
            return []
        taint = self._runs.get(key)
        if taint is None:
            return []
        out = [
            f"untrusted output from {', '.join(taint.sources)} entered this run before this "
            f"'{spec.name}' call; its arguments may come from it (taint policy)"
        ]
        for name, value in _strings(arguments):
            copied = _copied(value, taint.texts)
            if copied:
                out.append(f"argument '{name}' repeats tool output verbatim: {copied!r}")
        return out


def _strings(value: Any, path: str = "") -> list[tuple[str, str]]:
    if isinstance(value, str):
        return [(path or "(arguments)", value)]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(v, f"{path}.{k}" if path else k)]
    if isinstance(value, list):
        return [s for i, v in enumerate(value) for s in _strings(v, f"{path}[{i}]")]
    return []


def _copied(value: str, texts: list[str]) -> str | None:
    """The first stretch of `value` that appears verbatim in a tool result."""
    if len(value) < SHINGLE:
        return value if len(value) >= 8 and any(value in t for t in texts) else None
    for i in range(0, len(value) - SHINGLE + 1, SHINGLE // 2):
        piece = value[i : i + SHINGLE]
        if any(piece in t for t in texts):
            return piece
    return None
