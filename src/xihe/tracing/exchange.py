"""Traces in and out: Xihe's own JSONL export, and OpenTelemetry GenAI spans (OTLP JSON) in.

Export writes one operation per line with its steps (and the exact request of each model
step, so a round trip keeps the content-addressed request bodies). Import parses and checks
the whole file first — every problem names its line or span — and only then writes, inside
the caller's transaction, with server-minted ids: an imported id is kept in `meta` for
reference and never used as a key. Matching the imported failures against error patterns
is the evolution engine's job (`xihe.evolution.ingest`), done in the same transaction.

OTLP mapping (GenAI semantic conventions): per trace, each topmost `invoke_agent` /
`invoke_workflow` span is an operation (a trace without one: each root span); `chat`,
`text_completion`, `generate_content` spans below it are model steps and `execute_tool`
spans are tool steps, in start order. `error.type` or an ERROR span status make a failure;
the HTTP status comes from `http.response.status_code` or the error text.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncConnection

from xihe.core.clock import Clock
from xihe.core.errors import ErrorClass, XiheError
from xihe.core.ids import IdSource
from xihe.store.db import Store
from xihe.store.tables import blobs, operations, steps
from xihe.tracing.blobs import BlobCipher, read_body
from xihe.tracing.recorder import address

FORMAT = "xihe.trace/1"
MODEL_OPS = frozenset({"chat", "text_completion", "generate_content"})
TOOL_OPS = frozenset({"execute_tool"})
AGENT_OPS = frozenset({"invoke_agent", "invoke_workflow"})
OVERFLOW_MARKERS = (
    "context window",
    "context length",
    "context_length_exceeded",
    "maximum context",
    "too many tokens",
)


class TraceImportError(XiheError):
    error_class = ErrorClass.VALIDATION


# -- export --------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return _utc(value).isoformat()
    return value


def _utc(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def parse_since(text: str, now: datetime) -> datetime:
    """`24h`, `7d`, `30m` before now, or an ISO date / date-time (UTC when no zone)."""
    found = re.fullmatch(r"\s*(\d+)\s*([smhd])\s*", text)
    if found:
        unit = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}[found.group(2)]
        return now - timedelta(**{unit: int(found.group(1))})
    try:
        return _utc(datetime.fromisoformat(text.strip().replace("Z", "+00:00")))
    except ValueError:
        raise TraceImportError(
            f"--since '{text}' is neither a duration nor a date",
            hint="give e.g. 24h, 7d or 2026-03-01T00:00:00Z",
        ) from None


async def export_operations(
    store: Store,
    *,
    tenant: str,
    cipher: BlobCipher,
    since: datetime | None = None,
    batch: int = 200,
) -> AsyncIterator[dict[str, Any]]:
    """The tenant's finished and running operations, oldest first, each with its steps and
    exact requests (opened with `cipher`, the runtime's `tracer.cipher`)."""
    last: tuple[datetime, str] | None = None
    while True:
        query = select(operations).where(operations.c.tenant == tenant)
        if since is not None:
            query = query.where(operations.c.started_at >= since)
        if last is not None:
            query = query.where(
                (operations.c.started_at > last[0])
                | ((operations.c.started_at == last[0]) & (operations.c.id > last[1]))
            )
        query = query.order_by(operations.c.started_at, operations.c.id).limit(batch)
        async with store.connect() as conn:
            ops = (await conn.execute(query)).all()
            if not ops:
                return
            ids = [o.id for o in ops]
            step_rows = (
                await conn.execute(
                    select(steps)
                    .where(steps.c.tenant == tenant, steps.c.operation_id.in_(ids))
                    .order_by(steps.c.operation_id, steps.c.seq)
                )
            ).all()
            refs = {s.request_ref for s in step_rows if s.request_ref}
            bodies: dict[str, Any] = {}
            if refs:
                for digest, body in await conn.execute(
                    select(blobs.c.hash, blobs.c.body).where(
                        blobs.c.tenant == tenant, blobs.c.hash.in_(refs)
                    )
                ):
                    bodies[digest] = read_body(cipher, tenant, digest, body)
        by_op: dict[str, list[dict[str, Any]]] = {}
        for s in step_rows:
            row = {k: _plain(v) for k, v in s._mapping.items() if k not in ("tenant",)}
            row.pop("operation_id")
            if s.request_ref and s.request_ref in bodies:
                row["request"] = bodies[s.request_ref]
            by_op.setdefault(s.operation_id, []).append(row)
        for o in ops:
            op = {k: _plain(v) for k, v in o._mapping.items() if k != "tenant"}
            yield {"format": FORMAT, "operation": op, "steps": by_op.get(o.id, [])}
        last = (ops[-1].started_at, ops[-1].id)


# -- the parsed form -----------------------------------------------------------------------


@dataclass
class ImportedStep:
    values: dict[str, Any]
    request: dict[str, Any] | None = None


@dataclass
class ImportedOperation:
    values: dict[str, Any]
    steps: list[ImportedStep] = field(default_factory=list)


@dataclass
class ParsedTraces:
    format: str
    operations: list[ImportedOperation]

    @property
    def step_count(self) -> int:
        return sum(len(o.steps) for o in self.operations)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_int(v: Any) -> Any:
    if not _is_int(v):
        raise ValueError("must be an integer")
    return v


def _check_float(v: Any) -> Any:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise ValueError("must be a number")
    return float(v)


def _check_str(v: Any) -> Any:
    if not isinstance(v, str):
        raise ValueError("must be a string")
    return v


def _check_bool(v: Any) -> Any:
    if not isinstance(v, bool):
        raise ValueError("must be true or false")
    return v


def _check_time(v: Any) -> Any:
    if not isinstance(v, str):
        raise ValueError("must be an ISO 8601 date-time string")
    try:
        return _utc(datetime.fromisoformat(v.replace("Z", "+00:00")))
    except ValueError:
        raise ValueError(f"is not an ISO 8601 date-time: {v!r}") from None


def _check_list(v: Any) -> Any:
    if not isinstance(v, list):
        raise ValueError("must be a list")
    return v


def _check_dict(v: Any) -> Any:
    if not isinstance(v, dict):
        raise ValueError("must be an object")
    return v


def _one_of(*allowed: str) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if v not in allowed:
            raise ValueError(f"must be one of {', '.join(allowed)}, got {v!r}")
        return v

    return check


_COUNTERS = ("input_tokens", "output_tokens", "cached_tokens", "reasoning_tokens")
OPERATION_FIELDS: dict[str, Callable[[Any], Any]] = {
    "user_id": _check_str,
    "kind": _check_str,
    "input": _check_str,
    "route": _check_str,
    "model": _check_str,
    "status": _one_of("running", "completed", "failed", "canceled", "paused"),
    "answer": _check_str,
    "error": _check_str,
    "started_at": _check_time,
    "finished_at": _check_time,
    "duration_ms": _check_float,
    **dict.fromkeys(_COUNTERS, _check_int),
    "fallbacks": _check_list,
    "meta": _check_dict,
}
STEP_FIELDS: dict[str, Callable[[Any], Any]] = {
    "seq": _check_int,
    "type": _one_of("call_llm", "call_tool"),
    "status": _one_of("ok", "error", "canceled"),
    "started_at": _check_time,
    "duration_ms": _check_float,
    "model": _check_str,
    "provider": _check_str,
    **dict.fromkeys(_COUNTERS, _check_int),
    "response_text": _check_str,
    "tool_calls": _check_list,
    "tool_name": _check_str,
    "tool_call_id": _check_str,
    "tool_input": _check_dict,
    "tool_output": _check_str,
    "tool_success": _check_bool,
    "error_class": _one_of(*(c.value for c in ErrorClass)),
    "error_type": _check_str,
    "error_status": _check_int,
    "error_provider": _check_str,
    "error_message": _check_str,
    "meta": _check_dict,
}
OPERATION_REQUIRED = ("status", "started_at")
STEP_REQUIRED = ("seq", "type", "status", "started_at")


def _fields(
    raw: dict[str, Any], spec: dict[str, Callable[[Any], Any]], required: tuple[str, ...]
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in required:
        if raw.get(key) is None:
            raise ValueError(f"'{key}' is required")
    for key, check in spec.items():
        value = raw.get(key)
        if value is None:
            continue
        try:
            out[key] = check(value)
        except ValueError as exc:
            raise ValueError(f"'{key}' {exc}") from None
    return out


# -- Xihe JSONL ----------------------------------------------------------------------------


def parse_jsonl(text: str, source: str = "input") -> ParsedTraces:
    """Xihe's own export; every problem names the line (1-based) and the field."""
    out: list[ImportedOperation] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            out.append(_xihe_record(line))
        except ValueError as exc:
            raise TraceImportError(
                f"{source} line {number}: {exc}",
                hint=f"each line must be one operation as `xihe traces export` writes it "
                f'({{"format": "{FORMAT}", "operation": {{...}}, "steps": [...]}}); '
                "nothing was imported",
            ) from None
    if not out:
        raise TraceImportError(f"{source} holds no operations", hint="nothing was imported")
    return ParsedTraces("xihe", out)


def _xihe_record(line: str) -> ImportedOperation:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(record, dict):
        raise ValueError("must be a JSON object")
    if record.get("format") not in (None, FORMAT):
        raise ValueError(f"unknown format {record.get('format')!r}, expected {FORMAT!r}")
    raw_op = record.get("operation")
    if not isinstance(raw_op, dict):
        raise ValueError("'operation' must be an object")
    try:
        values = _fields(raw_op, OPERATION_FIELDS, OPERATION_REQUIRED)
    except ValueError as exc:
        raise ValueError(f"operation: {exc}") from None
    imported = {
        k: raw_op[k] for k in ("id", "session_id", "task_id") if isinstance(raw_op.get(k), str)
    }
    values["meta"] = dict(values.get("meta") or {}) | {"imported": {"format": "xihe", **imported}}
    raw_steps = record.get("steps", [])
    if not isinstance(raw_steps, list):
        raise ValueError("'steps' must be a list")
    op = ImportedOperation(values)
    seen: set[int] = set()
    for i, raw in enumerate(raw_steps):
        if not isinstance(raw, dict):
            raise ValueError(f"steps[{i}] must be an object")
        try:
            step = _fields(raw, STEP_FIELDS, STEP_REQUIRED)
            if step["seq"] < 1 or step["seq"] in seen:
                raise ValueError(f"'seq' {step['seq']} is not a new positive number")
            request = raw.get("request")
            if request is not None and not isinstance(request, dict):
                raise ValueError("'request' must be an object")
        except ValueError as exc:
            raise ValueError(f"steps[{i}]: {exc}") from None
        seen.add(step["seq"])
        if step["status"] == "error" and "error_class" not in step:
            step["error_class"] = ErrorClass.UNKNOWN.value
        if isinstance(raw.get("id"), str):
            step["meta"] = dict(step.get("meta") or {}) | {"imported_id": raw["id"]}
        op.steps.append(ImportedStep(step, request))
    op.steps.sort(key=lambda s: s.values["seq"])
    return op


# -- OTLP JSON -----------------------------------------------------------------------------


def _any_value(v: Any) -> Any:
    """An OTLP AnyValue (`{"stringValue": ...}`, `{"intValue": "42"}`, ...) as Python."""
    if not isinstance(v, dict):
        raise ValueError('must be an AnyValue object such as {"stringValue": "..."}')
    if "stringValue" in v:
        return _check_str(v["stringValue"])
    if "boolValue" in v:
        return _check_bool(v["boolValue"])
    if "intValue" in v:
        raw = v["intValue"]
        if _is_int(raw) or (isinstance(raw, str) and re.fullmatch(r"-?\d+", raw)):
            return int(raw)
        raise ValueError(f"intValue {raw!r} is not an integer")
    if "doubleValue" in v:
        raw = v["doubleValue"]
        if isinstance(raw, int | float | str) and not isinstance(raw, bool):
            try:
                return float(raw)
            except ValueError:
                pass
        raise ValueError(f"doubleValue {raw!r} is not a number")
    if "arrayValue" in v:
        return [_any_value(x) for x in _check_list((v["arrayValue"] or {}).get("values", []))]
    if "kvlistValue" in v:
        return _attributes((v["kvlistValue"] or {}).get("values", []))
    if "bytesValue" in v:
        return _check_str(v["bytesValue"])
    if not v:
        return None
    raise ValueError(f"unknown AnyValue kind {sorted(v)}")


def _attributes(raw: Any) -> dict[str, Any]:
    if raw is None:
        return {}
    if not isinstance(raw, list):
        raise ValueError("attributes must be a list of {key, value}")
    out: dict[str, Any] = {}
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("key"), str):
            raise ValueError("each attribute needs a string 'key' and a 'value'")
        try:
            out[item["key"]] = _any_value(item.get("value"))
        except ValueError as exc:
            raise ValueError(f"attribute {item['key']}: {exc}") from None
    return out


def _nanos(v: Any, name: str) -> int:
    if _is_int(v) or (isinstance(v, str) and v.isdigit()):
        return int(v)
    raise ValueError(f"'{name}' must be nanoseconds since the epoch (a digit string), got {v!r}")


@dataclass
class Span:
    trace_id: str
    span_id: str
    parent_id: str
    name: str
    start: int
    end: int
    attrs: dict[str, Any]
    status_code: str
    status_message: str
    events: list[tuple[str, dict[str, Any]]]
    resource: dict[str, Any]

    @property
    def label(self) -> str:
        return f"span '{self.name}' ({self.span_id})"

    @property
    def op_name(self) -> str:
        name = self.attrs.get("gen_ai.operation.name")
        if isinstance(name, str):
            return name
        return self.name.split(" ", 1)[0]


def _status_code(raw: Any) -> str:
    code = raw.get("code", 0) if isinstance(raw, dict) else 0
    return {0: "unset", 1: "ok", 2: "error"}.get(code) or {
        "STATUS_CODE_UNSET": "unset",
        "STATUS_CODE_OK": "ok",
        "STATUS_CODE_ERROR": "error",
    }.get(str(code), "unset")


def _span(raw: Any, where: str, resource: dict[str, Any]) -> Span:
    if not isinstance(raw, dict):
        raise TraceImportError(f"{where} must be an object", hint="nothing was imported")
    label = f"{where} '{raw.get('name', '?')}' ({raw.get('spanId', 'no spanId')})"
    try:
        for key in ("traceId", "spanId", "name"):
            if not isinstance(raw.get(key), str) or not raw[key]:
                raise ValueError(f"'{key}' must be a non-empty string")
        parent = raw.get("parentSpanId") or ""
        if not isinstance(parent, str):
            raise ValueError("'parentSpanId' must be a string")
        start = _nanos(raw.get("startTimeUnixNano"), "startTimeUnixNano")
        end_raw = raw.get("endTimeUnixNano")
        end = start if end_raw in (None, "", "0", 0) else _nanos(end_raw, "endTimeUnixNano")
        if end < start:
            raise ValueError("'endTimeUnixNano' is before 'startTimeUnixNano'")
        attrs = _attributes(raw.get("attributes"))
        status = raw.get("status") or {}
        if not isinstance(status, dict):
            raise ValueError("'status' must be an object")
        events = []
        for ev in _check_list(raw.get("events") or []):
            if not isinstance(ev, dict):
                raise ValueError("each event must be an object")
            events.append((str(ev.get("name", "")), _attributes(ev.get("attributes"))))
    except ValueError as exc:
        raise TraceImportError(
            f"{label}: {exc}",
            hint="spans follow OTLP JSON (resourceSpans → scopeSpans → spans, attributes as "
            '{"key": ..., "value": {"stringValue": ...}}); nothing was imported',
        ) from None
    return Span(
        trace_id=raw["traceId"],
        span_id=raw["spanId"],
        parent_id=parent,
        name=raw["name"],
        start=start,
        end=end,
        attrs=attrs,
        status_code=_status_code(status),
        status_message=str(status.get("message") or ""),
        events=events,
        resource=resource,
    )


def _spans(data: Any, source: str) -> list[Span]:
    hint = 'expected {"resourceSpans": [{"scopeSpans": [{"spans": [...]}]}]}; nothing was imported'
    if not isinstance(data, dict) or not isinstance(data.get("resourceSpans"), list):
        raise TraceImportError(f"{source}: no 'resourceSpans' list", hint=hint)
    out: list[Span] = []
    for r, rs in enumerate(data["resourceSpans"]):
        where = f"resourceSpans[{r}]"
        if not isinstance(rs, dict) or not isinstance(rs.get("scopeSpans", []), list):
            raise TraceImportError(f"{source}: {where} needs a 'scopeSpans' list", hint=hint)
        try:
            resource = _attributes((rs.get("resource") or {}).get("attributes"))
        except (ValueError, AttributeError) as exc:
            raise TraceImportError(f"{source}: {where}.resource: {exc}", hint=hint) from None
        for s, ss in enumerate(rs.get("scopeSpans", [])):
            if not isinstance(ss, dict) or not isinstance(ss.get("spans", []), list):
                raise TraceImportError(
                    f"{source}: {where}.scopeSpans[{s}] needs a 'spans' list", hint=hint
                )
            for i, raw in enumerate(ss.get("spans", [])):
                out.append(_span(raw, f"{where}.scopeSpans[{s}].spans[{i}]", resource))
    if not out:
        raise TraceImportError(f"{source} holds no spans", hint=hint)
    seen: set[tuple[str, str]] = set()
    for span in out:
        key = (span.trace_id, span.span_id)
        if key in seen:
            raise TraceImportError(
                f"{span.label}: spanId appears twice in trace {span.trace_id}",
                hint="nothing was imported",
            )
        seen.add(key)
    return out


def _http_status(attrs: dict[str, Any], *texts: str) -> int | None:
    for key in ("http.response.status_code", "http.status_code"):
        if _is_int(attrs.get(key)):
            return int(attrs[key])
    for text in texts:
        if re.fullmatch(r"[1-5]\d\d", text.strip()):
            return int(text)
        found = re.search(r"(?:error code|status(?: code)?|http)[:= ]+([1-5]\d\d)\b", text, re.I)
        if found:
            return int(found.group(1))
    return None


# output that does not parse or fit its schema: JSON decoders, pydantic, jsonschema
VALIDATION_MARKERS = (
    "jsondecodeerror",
    "json.decoder",
    "expecting value",
    "expecting property name",
    "unterminated string",
    "delimiter: line",
    "extra data: line",
    "invalid json",
    "validationerror",
    "validation error for",
    "is not valid under",
    "is a required property",
    "failed to parse",
    "could not parse",
)


def classify(status: int | None, error_type: str, message: str, *, tool: bool) -> ErrorClass:
    """The error class of an imported failure, from its status and text."""
    text = f"{error_type} {message}".lower()
    if any(m in text for m in OVERFLOW_MARKERS):
        return ErrorClass.CONTEXT_OVERFLOW
    if status in (401, 403) or "authentication" in text or "permissiondenied" in text:
        return ErrorClass.AUTH
    if (
        status in (408, 429)
        or (status or 0) >= 500
        or "ratelimit" in text.replace("_", "").replace(" ", "")
        or re.search(r"timed? ?out|timeout", text)
    ):
        return ErrorClass.TRANSIENT
    if "cancel" in text:
        return ErrorClass.CANCELLED
    if status == 404:
        return ErrorClass.NOT_FOUND
    if status is None and any(m in text for m in VALIDATION_MARKERS):
        return ErrorClass.VALIDATION
    return ErrorClass.TOOL_BUG if tool else ErrorClass.UNKNOWN


def _failure(span: Span, *, tool: bool, provider: str | None) -> dict[str, Any] | None:
    etype = span.attrs.get("error.type")
    if span.status_code != "error" and etype is None:
        return None
    exc = next((a for name, a in span.events if name == "exception"), {})
    message = (
        span.status_message
        or str(exc.get("exception.message") or "")
        or str(etype or "")
        or "failed"
    )
    etype_s = str(etype or exc.get("exception.type") or "_OTHER")
    status = _http_status(span.attrs, etype_s, message)
    return {
        "error_class": classify(status, etype_s, message, tool=tool).value,
        "error_type": etype_s,
        "error_status": status,
        "error_provider": provider,
        "error_message": message,
    }


def _int_attr(attrs: dict[str, Any], *keys: str) -> int | None:
    for key in keys:
        if _is_int(attrs.get(key)):
            return int(attrs[key])
    return None


def _text_of(value: Any, role: str | None) -> str | None:
    """The last text of a GenAI message list (a JSON string or a parsed list)."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            return value
    if not isinstance(value, list):
        return None
    for message in reversed(value):
        if not isinstance(message, dict) or (role and message.get("role") != role):
            continue
        if isinstance(message.get("content"), str):
            return str(message["content"])
        for part in message.get("parts") or []:
            if isinstance(part, dict) and isinstance(part.get("content"), str):
                return str(part["content"])
    return None


def _time(ns: int) -> datetime:
    return datetime.fromtimestamp(ns / 1_000_000_000, UTC)


def _model_step(span: Span) -> dict[str, Any]:
    a = span.attrs
    provider = a.get("gen_ai.provider.name") or a.get("gen_ai.system")
    model = a.get("gen_ai.request.model") or a.get("gen_ai.response.model")
    if model is None and " " in span.name:
        model = span.name.split(" ", 1)[1]
    failure = _failure(span, tool=False, provider=provider)
    row: dict[str, Any] = {
        "type": "call_llm",
        "status": "error" if failure else "ok",
        "model": str(model or "unknown"),
        "provider": str(provider or "unknown"),
        "input_tokens": _int_attr(a, "gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens"),
        "output_tokens": _int_attr(
            a, "gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens"
        ),
        "cached_tokens": _int_attr(a, "gen_ai.usage.cache_read.input_tokens"),
        "reasoning_tokens": _int_attr(a, "gen_ai.usage.reasoning.output_tokens"),
        "response_text": _text_of(a.get("gen_ai.output.messages"), "assistant"),
        "meta": {
            k: a[k]
            for k in (
                "gen_ai.response.model",
                "gen_ai.response.id",
                "gen_ai.response.finish_reasons",
            )
            if k in a
        },
    }
    return row | (failure or {})


def _tool_step(span: Span) -> dict[str, Any]:
    a = span.attrs
    name = a.get("gen_ai.tool.name")
    if not isinstance(name, str) or not name:
        name = span.name.split(" ", 1)[1] if " " in span.name else "unknown"
    arguments = a.get("gen_ai.tool.call.arguments")
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError:
            arguments = {"raw": arguments}
    if arguments is not None and not isinstance(arguments, dict):
        arguments = {"value": arguments}
    result = a.get("gen_ai.tool.call.result")
    failure = _failure(span, tool=True, provider=None)
    row: dict[str, Any] = {
        "type": "call_tool",
        "status": "error" if failure else "ok",
        "tool_name": name,
        "tool_call_id": str(a.get("gen_ai.tool.call.id") or "") or None,
        "tool_input": arguments or {},
        "tool_output": result if isinstance(result, str) else json.dumps(result),
        "tool_success": failure is None,
        "meta": {"gen_ai.tool.type": a["gen_ai.tool.type"]} if "gen_ai.tool.type" in a else {},
    }
    if result is None:
        row["tool_output"] = ""
    return row | (failure or {})


def parse_otlp(text: str, source: str = "input") -> ParsedTraces:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TraceImportError(
            f"{source} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
            hint="OTLP JSON is one object with resourceSpans; nothing was imported",
        ) from None
    spans = _spans(data, source)
    by_trace: dict[str, dict[str, Span]] = {}
    for span in spans:
        by_trace.setdefault(span.trace_id, {})[span.span_id] = span
    out: list[ImportedOperation] = []
    for trace_id, members in by_trace.items():
        out.extend(_trace_operations(trace_id, members))
    out.sort(key=lambda o: (o.values["started_at"], o.values["meta"]["imported"]["span_id"]))
    return ParsedTraces("otlp", out)


def _trace_operations(trace_id: str, members: dict[str, Span]) -> list[ImportedOperation]:
    def ancestors(span: Span) -> list[Span]:
        chain, seen = [], {span.span_id}
        current = members.get(span.parent_id)
        while current is not None and current.span_id not in seen:
            chain.append(current)
            seen.add(current.span_id)
            current = members.get(current.parent_id)
        return chain

    chains = {sid: ancestors(s) for sid, s in members.items()}
    agents = [s for s in members.values() if s.op_name in AGENT_OPS]
    top_level = [s for s in members.values() if not chains[s.span_id]]
    if agents:
        roots = [s for s in agents if not any(a.op_name in AGENT_OPS for a in chains[s.span_id])]
        # a bare model or tool call beside the agents is an operation of its own
        roots += [s for s in top_level if s.op_name in MODEL_OPS | TOOL_OPS]
    else:
        roots = top_level
    root_ids = {r.span_id for r in roots}
    owned: dict[str, list[Span]] = {r.span_id: [] for r in roots}
    for span in members.values():
        if span.op_name not in MODEL_OPS | TOOL_OPS:
            continue
        if span.span_id in root_ids:
            owned[span.span_id].append(span)
            continue
        top = next((a for a in reversed(chains[span.span_id]) if a.span_id in root_ids), None)
        if top is None:
            top = next((a for a in chains[span.span_id] if a.span_id in root_ids), None)
        if top is not None:
            owned[top.span_id].append(span)
    return [_operation(trace_id, root, owned[root.span_id]) for root in roots]


def _operation(trace_id: str, root: Span, members: list[Span]) -> ImportedOperation:
    a = root.attrs
    step_list: list[ImportedStep] = []
    for seq, span in enumerate(sorted(members, key=lambda s: (s.start, s.span_id)), 1):
        row = _model_step(span) if span.op_name in MODEL_OPS else _tool_step(span)
        row |= {
            "seq": seq,
            "started_at": _time(span.start),
            "duration_ms": round((span.end - span.start) / 1_000_000, 3),
            "meta": row["meta"] | {"imported_id": span.span_id},
        }
        step_list.append(ImportedStep({k: v for k, v in row.items() if v is not None}))
    failure = _failure(root, tool=root.op_name in TOOL_OPS, provider=None)
    failed = failure is not None
    model_steps = [s.values for s in step_list if s.values["type"] == "call_llm"]
    last_ok = next((s for s in reversed(model_steps) if s["status"] == "ok"), None)
    user_text = _text_of(a.get("gen_ai.input.messages"), "user") or a.get("input.value")
    answer = _text_of(a.get("gen_ai.output.messages"), "assistant") or a.get("output.value")
    if answer is None and last_ok is not None:
        answer = last_ok.get("response_text")
    values: dict[str, Any] = {
        "kind": "imported",
        "input": str(user_text or root.name),
        "status": "failed" if failed else "completed",
        "answer": str(answer) if answer is not None else None,
        "error": (failure or {}).get("error_message") or (root.status_message or None)
        if failed
        else None,
        "model": last_ok["model"] if last_ok else None,
        "started_at": _time(root.start),
        "finished_at": _time(root.end),
        "duration_ms": round((root.end - root.start) / 1_000_000, 3),
        "user_id": a.get("user.id") or a.get("enduser.id"),
        **{k: sum(int(s.get(k) or 0) for s in model_steps) for k in _COUNTERS},
        "meta": {
            "imported": {
                "format": "otlp",
                "trace_id": trace_id,
                "span_id": root.span_id,
                "service": root.resource.get("service.name"),
                "agent": a.get("gen_ai.agent.name"),
                "conversation_id": a.get("gen_ai.conversation.id"),
            }
        },
    }
    return ImportedOperation({k: v for k, v in values.items() if v is not None}, step_list)


def parse(text: str, fmt: str = "auto", source: str = "input") -> ParsedTraces:
    """`auto` picks OTLP when the content is one JSON object with `resourceSpans`."""
    if fmt not in ("auto", "xihe", "otlp"):
        raise TraceImportError(f"unknown format '{fmt}'", hint="use auto, xihe or otlp")
    if fmt == "auto":
        fmt = "xihe"
        if '"resourceSpans"' in text:
            try:
                data = json.loads(text)
            except json.JSONDecodeError:
                data = None  # several lines: JSONL (which may mention resourceSpans)
            if isinstance(data, dict) and "resourceSpans" in data:
                fmt = "otlp"
    return parse_otlp(text, source) if fmt == "otlp" else parse_jsonl(text, source)


# -- writing -------------------------------------------------------------------------------


def _blob_insert(dialect: str, values: dict[str, Any]) -> Any:
    if dialect == "postgresql":
        return pg_insert(blobs).values(**values).on_conflict_do_nothing()
    return sqlite_insert(blobs).values(**values).on_conflict_do_nothing()


async def write_operations(
    conn: AsyncConnection,
    *,
    tenant: str,
    parsed: ParsedTraces,
    ids: IdSource,
    clock: Clock,
    dialect: str,
    cipher: BlobCipher,
) -> list[str]:
    """Insert the parsed operations for `tenant` with new ids; returns them in order.

    Runs inside the caller's transaction, so a failure anywhere stores nothing.
    """
    new_ids: list[str] = []
    for op in parsed.operations:
        op_id = ids.new("op")
        new_ids.append(op_id)
        values = {
            "kind": "chat",
            "input": "",
            "fallbacks": [],
            "meta": {},
            **dict.fromkeys(_COUNTERS, 0),
            **op.values,
        }
        last_seq = max((s.values["seq"] for s in op.steps), default=0)
        await conn.execute(
            insert(operations).values(id=op_id, tenant=tenant, steps=last_seq, **values)
        )
        for step in op.steps:
            row = {"duration_ms": 0.0, "meta": {}, **step.values}
            if step.request is not None:
                digest, body = address(step.request)
                await conn.execute(
                    _blob_insert(
                        dialect,
                        {
                            "tenant": tenant,
                            "hash": digest,
                            "body": cipher.seal(tenant, digest, body),
                            "created_at": clock.now(),
                        },
                    )
                )
                row["request_ref"] = digest
            await conn.execute(
                insert(steps).values(id=ids.new("step"), operation_id=op_id, tenant=tenant, **row)
            )
    return new_ids
