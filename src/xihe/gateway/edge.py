"""Input limits at the edge, checked before any handler (ours, MCP's or A2A's) parses a
byte: body size (413), JSON nesting depth, NUL characters and lone surrogates (400 naming
the field). Bodies are counted as they arrive and never held beyond the size limit."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

import orjson
from starlette.types import Message, Receive, Scope

from xihe.gateway.errors import field_path

BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


@dataclass(frozen=True)
class Refusal:
    """Why the edge answers instead of the handler: status, message, code and the field."""

    status: int
    message: str
    code: str
    param: str | None = None


class BodyTooLarge(Exception):
    """The body grew past the limit while it was being received."""


def _text_problem(text: str) -> str | None:
    if "\x00" in text:
        return "a NUL character (\\u0000)"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "a lone surrogate (an unpaired \\ud800-\\udfff escape)"
    return None


def _bad_text(text: str, where: str, kind: str) -> Refusal | None:
    problem = _text_problem(text)
    if problem is None:
        return None
    return Refusal(
        400,
        f"{kind} '{where}' contains {problem}, which no text field may hold; remove it "
        "or send the data base64-encoded",
        "invalid_characters",
        where,
    )


def check_value(value: Any, max_depth: int) -> Refusal | None:
    """Walk a parsed body without recursion: the first over-deep container or bad string."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            refusal = _bad_text(item, field_path(path), "field")
        elif isinstance(item, dict | list):
            if len(path) >= max_depth:
                return _too_deep(max_depth, field_path(path))
            refusal = None
            if isinstance(item, dict):
                for key, child in item.items():
                    refusal = refusal or _bad_text(key, field_path((*path, key)), "key")
                    stack.append((child, (*path, key)))
            else:
                stack.extend((child, (*path, i)) for i, child in enumerate(item))
        else:
            refusal = None
        if refusal is not None:
            return refusal
    return None


def _too_deep(max_depth: int, where: str | None) -> Refusal:
    at = f" at '{where}'" if where else ""
    return Refusal(
        400,
        f"the JSON body is nested more than {max_depth} levels deep{at}; flatten it",
        "json_too_deep",
        where,
    )


def check_json(body: bytes, max_depth: int) -> Refusal | None:
    """A refusal for a JSON body that would break a handler; None for good JSON and for
    bodies that are not JSON at all (the handler answers those in its own protocol)."""
    try:
        value = orjson.loads(body)
    except orjson.JSONDecodeError:
        try:
            value = json.loads(body)  # slower, but accepts lone surrogates so we can name them
        except RecursionError:
            return _too_deep(max_depth, None)
        except ValueError:
            return None
    return check_value(value, max_depth)


def check_url(scope: Scope) -> Refusal | None:
    """NUL in the path or a query parameter would reach the database as text."""
    refusal = _bad_text(scope.get("path", ""), "path", "the URL")
    if refusal is not None:
        return refusal
    query = scope.get("query_string", b"").decode("latin-1")
    for name, value in parse_qsl(query, keep_blank_values=True):
        refusal = _bad_text(name, name, "query parameter") or _bad_text(
            value, name, "query parameter"
        )
        if refusal is not None:
            return refusal
    return None


def too_large(limit: int) -> Refusal:
    return Refusal(
        413,
        f"the request body is larger than {limit} bytes; send a smaller body (split the "
        "input, or reference large data instead of inlining it)",
        "request_too_large",
    )


def declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def read_body(receive: Receive, limit: int) -> tuple[bytes, list[Message]]:
    """The whole body, or BodyTooLarge as soon as it passes `limit` (never more is held)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(chunks), [message]
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise BodyTooLarge
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks), []


def replay(body: bytes, pending: list[Message], receive: Receive) -> Receive:
    """A `receive` that hands the checked body over once, then the client's own messages
    (a disconnect must still reach a streaming handler)."""
    queue: list[Message] = [{"type": "http.request", "body": body, "more_body": False}]
    queue.extend(pending)

    async def replayed() -> Message:
        if queue:
            return queue.pop(0)
        return await receive()

    return replayed


@dataclass(frozen=True)
class EdgeLimits:
    max_body_bytes: int
    max_json_depth: int

    async def admit(self, scope: Scope, receive: Receive) -> tuple[Receive, Refusal | None]:
        """Check the URL and the body; return the `receive` the handler must use."""
        refusal = check_url(scope)
        if refusal is not None:
            return receive, refusal
        declared = declared_length(scope)
        if declared is not None and declared > self.max_body_bytes:
            return receive, too_large(self.max_body_bytes)
        if scope.get("method") not in BODY_METHODS or declared == 0:
            return receive, None
        try:
            body, pending = await read_body(receive, self.max_body_bytes)
        except BodyTooLarge:
            return receive, too_large(self.max_body_bytes)
        return replay(body, pending, receive), check_json(body, self.max_json_depth)
