"""Errors in OpenAI's wire format, so existing SDK clients surface them unchanged."""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from starlette.responses import JSONResponse

from xihe.core.errors import ErrorClass, XiheError
from xihe.core.ids import RandomIds

STATUS_BY_CLASS: dict[ErrorClass, tuple[int, str]] = {
    ErrorClass.AUTH: (502, "upstream_auth_error"),
    ErrorClass.CONFIG: (400, "invalid_request_error"),
    ErrorClass.VALIDATION: (400, "invalid_request_error"),
    ErrorClass.NOT_FOUND: (404, "not_found_error"),
    ErrorClass.POLICY_DENIED: (403, "permission_error"),
    ErrorClass.CONTEXT_OVERFLOW: (400, "invalid_request_error"),
    ErrorClass.TRANSIENT: (503, "upstream_unavailable"),
    ErrorClass.CANCELLED: (499, "cancelled"),
}

CODE_BY_CLASS: dict[ErrorClass, str] = {ErrorClass.CONTEXT_OVERFLOW: "context_length_exceeded"}
"""Codes OpenAI clients already match on (OpenAI's own for an oversize input)."""


log = logging.getLogger("xihe.gateway")


class GatewayError(Exception):
    """An HTTP-level refusal: status, OpenAI error type and code, and what to do next."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        type: str = "invalid_request_error",
        code: str | None = None,
        headers: dict[str, str] | None = None,
        param: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.type = type
        self.code = code
        self.headers = headers or {}
        self.param = param


def error_body(
    message: str, type: str, code: str | None, param: str | None = None
) -> dict[str, Any]:
    return {"error": {"message": message, "type": type, "code": code, "param": param}}


def error_bytes(message: str, type: str, code: str | None, param: str | None = None) -> bytes:
    return json.dumps(error_body(message, type, code, param)).encode()


def error_response(exc: GatewayError) -> JSONResponse:
    return JSONResponse(
        error_body(exc.message, exc.type, exc.code, exc.param),
        status_code=exc.status,
        headers=exc.headers,
    )


LOCATIONS = frozenset({"body", "query", "path", "header", "cookie"})


def field_path(path: Iterable[str | int]) -> str:
    """`messages[0].content`: how a client finds the offending field in what it sent."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(body)"


def invalid_request(errors: Sequence[Mapping[str, Any]]) -> GatewayError:
    """Validation errors (FastAPI's or pydantic's) as one 400 naming the first field."""
    fields = [
        field_path(p for i, p in enumerate(e.get("loc", ())) if i or p not in LOCATIONS)
        for e in errors
    ]
    detail = "; ".join(
        f"{f}: {e.get('msg', 'invalid')}" for f, e in zip(fields, errors, strict=True)
    )
    return GatewayError(
        400,
        f"invalid request: {detail}",
        code="invalid_request",
        param=fields[0] if fields else None,
    )


def from_xihe(exc: XiheError) -> GatewayError:
    if exc.retry_after is not None:
        wait = str(max(1, math.ceil(exc.retry_after)))
        return GatewayError(
            429,
            exc.public,
            type="rate_limit_error",
            code="rate_limited",
            headers={"Retry-After": wait},
        )
    status, kind = STATUS_BY_CLASS.get(exc.error_class, (500, "server_error"))
    code = CODE_BY_CLASS.get(exc.error_class, exc.error_class.value)
    return GatewayError(status, exc.public, type=kind, code=code)


def internal_error(exc: BaseException, where: str) -> str:
    """What a client may read about an unexpected failure: a reference, never the SQL, its
    parameters, an upstream URL or a setting's name; the full error goes to the log."""
    if isinstance(exc, XiheError):
        return exc.public
    ref = RandomIds().new("err")
    log.error(
        "unexpected error %s in %s: %s",
        ref,
        where,
        exc,
        exc_info=exc,
        extra={"fields": {"error_ref": ref, "where": where}},
    )
    return (
        f"internal error in {where} (reference {ref}); retry later, or give the operator "
        "the reference: the details are in the gateway log"
    )
