"""Layer 4, independent of detection: once untrusted tool output enters a run, a side-effecting
call in that run waits for a person even when configuration pre-approves the tool.

Granularity is the run (the operation): anything the model says after reading a tool result may
derive from it, so an injection the detectors missed still cannot act on its own. The approval
names the sources and any argument text copied verbatim from them, to help the person decide.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from xihe.tools.spec import ToolContext, ToolSpec

MAX_RUNS = 10_000
SAMPLE_CHARS = 20_000
SHINGLE = 24


@dataclass
class _Taint:
    sources: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)


class TaintTracker:
    """Which runs have read untrusted output, in memory, bounded (oldest runs forgotten first)."""

    def __init__(self, max_runs: int = MAX_RUNS) -> None:
        self.max_runs = max_runs
        self._runs: OrderedDict[tuple[str, str], _Taint] = OrderedDict()

    def observe(self, ctx: ToolContext, spec: ToolSpec, text: str) -> None:
        """A read tool's result reached the run: it brings outside content in (invariant 8).
        A write tool's result is the receipt of an action policy already allowed."""
        if ctx.operation_id is None or spec.side_effect != "read":
            return
        key = (ctx.tenant, ctx.operation_id)
        taint = self._runs.setdefault(key, _Taint())
        self._runs.move_to_end(key)
        if spec.name not in taint.sources:
            taint.sources.append(spec.name)
        taint.texts.append(text[:SAMPLE_CHARS])
        while len(self._runs) > self.max_runs:
            self._runs.popitem(last=False)

    def reasons(self, ctx: ToolContext, spec: ToolSpec, arguments: dict[str, Any]) -> list[str]:
        """Why this call must go to a person; empty when the run is clean or the call only reads."""
        if spec.side_effect == "read" or ctx.operation_id is None:
            return []
        taint = self._runs.get((ctx.tenant, ctx.operation_id))
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
