"""Server-side tools (`[gateway].chat_tools`) in proxy mode.

The client owns the conversation. Xihe adds the tools the caller may use to the client's
`tools`; when the model calls only Xihe's tools, they run under policy (the executor that
governed chat and MCP use: validation, approval, idempotency, audit, sanitizing), the call
and its spotlighted result are appended to the upstream request, and the model is asked
again. The client gets the final answer, or the model's calls to the client's own tools;
the rounds between are in the trace. Nothing is added to the client's messages but the
spotlight declaration, once a tool result enters.

Request ids come from the conversation, the round, the tool and its arguments: the same
request sent again finds the approval it was told about (and, once approved, runs the tool
once), and a tool that already ran answers with its stored result instead of running twice.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

import orjson

from xihe.gateway.errors import GatewayError
from xihe.models.wire_names import WireNames
from xihe.tools.executor import ToolOutcome
from xihe.tools.sanitize.pipeline import new_boundary, spotlight, spotlight_declaration
from xihe.tools.spec import ToolSpec


@dataclass
class ToolRounds:
    """What one proxy request with server tools carries from round to round."""

    specs: dict[str, ToolSpec]
    """wire name -> the server tool it stands for"""
    wire: dict[str, Any]
    seed: str
    """The conversation's digest: request ids derive from it."""
    boundary: str = field(default_factory=new_boundary)
    declared: bool = False
    rounds: int = 0
    usage: dict[str, int] = field(default_factory=dict)


def prepare(body: dict[str, Any], specs: list[ToolSpec], principal_key: str) -> ToolRounds:
    """The upstream body: the client's, its tools plus the server's, asked without a stream
    (tool rounds are read whole; a streaming client gets the final answer as frames)."""
    if (body.get("n") or 1) != 1:
        raise GatewayError(
            400,
            "invalid request: 'n' must be 1 when the gateway runs server-side tools "
            "([gateway].chat_tools); ask for one choice, or use a key without those tools",
            code="n_with_server_tools",
        )
    client_tools = list(body.get("tools") or [])
    client_names = {
        str((t.get("function") or {}).get("name")) for t in client_tools if isinstance(t, dict)
    }
    names = WireNames.for_names([s.name for s in specs], taken=client_names)
    by_wire = {names.encode(s.name): s for s in specs}
    clash = sorted(client_names & {s.name for s in specs})
    if clash:
        raise GatewayError(
            400,
            f"invalid request: the client tool {clash[0]!r} has the name of a server-side "
            "tool; rename it",
            code="tool_name_conflict",
        )
    server_tools = [
        {
            "type": "function",
            "function": {"name": wire, "description": s.description, "parameters": s.parameters},
        }
        for wire, s in by_wire.items()
    ]
    wire = {k: v for k, v in body.items() if k not in ("stream", "stream_options")}
    wire["tools"] = client_tools + server_tools
    wire["messages"] = list(body["messages"])
    seed = hashlib.sha256(
        orjson.dumps([principal_key, body["messages"]], option=orjson.OPT_SORT_KEYS)
    ).hexdigest()
    return ToolRounds(by_wire, wire, seed)


def server_calls(rounds: ToolRounds, answer: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The model's tool calls when every one is a server tool; None when the answer goes to
    the client (no calls, or some for the client's own tools)."""
    choices = answer.get("choices") or []
    message = (choices[0].get("message") or {}) if choices else {}
    calls = message.get("tool_calls") or []
    if not calls:
        return None
    if all((c.get("function") or {}).get("name") in rounds.specs for c in calls):
        return list(calls)
    return None


def request_id(rounds: ToolRounds, position: int, call: dict[str, Any]) -> str:
    fn = call.get("function") or {}
    raw = json.dumps(
        [rounds.seed, rounds.rounds, position, fn.get("name"), fn.get("arguments")],
        ensure_ascii=False,
    )
    return "px_" + hashlib.sha256(raw.encode()).hexdigest()[:32]


def arguments(call: dict[str, Any]) -> dict[str, Any] | str:
    """The call's arguments as an object; the raw text when the model sent broken JSON (the
    model is told, and may try again)."""
    text = (call.get("function") or {}).get("arguments") or "{}"
    try:
        parsed = json.loads(text) if isinstance(text, str) else text
    except json.JSONDecodeError:
        return str(text)
    return parsed if isinstance(parsed, dict) else str(text)


def add_round(
    rounds: ToolRounds,
    answer: dict[str, Any],
    results: list[tuple[dict[str, Any], str]],
) -> None:
    """The assistant's calls and each result, spotlighted, appended for the next round."""
    message = dict(answer["choices"][0]["message"])
    messages = rounds.wire["messages"]
    if not rounds.declared:
        leading = next((i for i, m in enumerate(messages) if (m or {}).get("role") != "system"), 0)
        declaration = {"role": "system", "content": spotlight_declaration(rounds.boundary)}
        messages.insert(leading, declaration)
        rounds.declared = True
    messages.append({k: v for k, v in message.items() if v is not None})
    for call, output in results:
        content = spotlight(output, rounds.boundary)
        messages.append({"role": "tool", "tool_call_id": call.get("id"), "content": content})
    rounds.rounds += 1
    _add_usage(rounds, answer)


def _add_usage(rounds: ToolRounds, answer: dict[str, Any]) -> None:
    for key, value in (answer.get("usage") or {}).items():
        if isinstance(value, int):
            rounds.usage[key] = rounds.usage.get(key, 0) + value


def final_body(rounds: ToolRounds, answer: dict[str, Any]) -> dict[str, Any]:
    """The last answer; with tool rounds before it, its usage counts every round."""
    if rounds.rounds:
        _add_usage(rounds, answer)
        answer = {**answer, "usage": {**(answer.get("usage") or {}), **rounds.usage}}
    return answer


def outcome_text(outcome: ToolOutcome) -> str:
    if outcome.ok:
        return outcome.output
    failure = outcome.failure.message if outcome.failure is not None else outcome.status
    return f"error: {failure}"


def as_frames(answer: dict[str, Any]) -> bytes:
    """A whole completion as the SSE frames a streaming client expects: the message (text
    and tool calls), the finish reason, the usage, `[DONE]`."""
    base = {
        "id": answer.get("id", ""),
        "object": "chat.completion.chunk",
        "created": answer.get("created", int(time.time())),
        "model": answer.get("model", ""),
    }
    frames: list[dict[str, Any]] = []
    for choice in answer.get("choices") or []:
        message = choice.get("message") or {}
        delta: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
        if message.get("tool_calls"):
            delta["tool_calls"] = [
                {"index": i, **call} for i, call in enumerate(message["tool_calls"])
            ]
        index = choice.get("index", 0)
        frames.append(base | {"choices": [{"index": index, "delta": delta}]})
        last = {"index": index, "delta": {}, "finish_reason": choice.get("finish_reason")}
        frames.append(base | {"choices": [last]})
    extra = {k: v for k, v in answer.items() if k == "xihe"}
    if answer.get("usage"):
        frames.append(base | {"choices": [], "usage": answer["usage"]} | extra)
    return b"".join(b"data: " + orjson.dumps(f) + b"\n\n" for f in frames) + b"data: [DONE]\n\n"
