"""Tool names on the wire. OpenAI and Anthropic accept only `^[a-zA-Z0-9_-]{1,64}$`, while
Xihe's tools are dotted (`notify.send`, federated `weather.forecast`): sent as they are,
every request with tools is refused with a 400. Adapters encode names for the provider and
decode the provider's tool calls, so nothing above `models/` sees the wire form."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from xihe.core.messages import ModelRequest, ToolCall

VALID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_INVALID_CHARS = re.compile(r"[^A-Za-z0-9_-]")


def _candidate(name: str) -> str:
    wire = _INVALID_CHARS.sub("_", name) or "tool"
    if len(wire) > 64:
        digest = hashlib.sha256(name.encode()).hexdigest()[:8]
        wire = f"{wire[:55]}_{digest}"
    return wire


@dataclass(frozen=True)
class WireNames:
    """A two-way map for one request; valid names keep their spelling."""

    to_wire: dict[str, str] = field(default_factory=dict)
    from_wire: dict[str, str] = field(default_factory=dict)

    @classmethod
    def for_request(cls, request: ModelRequest) -> WireNames:
        names = [t.name for t in request.tools]
        names += [c.name for m in request.messages for c in m.tool_calls]
        return cls.for_names(names)

    @classmethod
    def for_names(cls, names: list[str], *, taken: set[str] | None = None) -> WireNames:
        """Wire names for `names`, none equal to a name in `taken` (a proxy client's own
        tools, which reach the provider as the client spelled them)."""
        unique = list(dict.fromkeys(names))
        to_wire: dict[str, str] = {}
        taken = set(taken or ())
        for name in (n for n in unique if VALID.match(n) and n not in taken):
            to_wire[name] = name
            taken.add(name)
        for name in (n for n in unique if n not in to_wire):
            wire, n = _candidate(name), 2
            while wire in taken:
                suffix = f"_{n}"
                wire, n = f"{_candidate(name)[: 64 - len(suffix)]}{suffix}", n + 1
            to_wire[name] = wire
            taken.add(wire)
        return cls(to_wire, {w: n for n, w in to_wire.items()})

    def encode(self, name: str) -> str:
        return self.to_wire.get(name, name)

    def decode(self, name: str) -> str:
        """A name the provider made up stays as it is: the executor reports it unknown."""
        return self.from_wire.get(name, name)

    def decode_calls(self, calls: list[ToolCall]) -> list[ToolCall]:
        return [ToolCall(c.id, self.decode(c.name), c.arguments) for c in calls]
