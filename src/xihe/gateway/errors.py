"""Errors in OpenAI's wire format, so existing SDK clients surface them unchanged."""

from __future__ import annotations

import json
import math
from typing import Any

from starlette.responses import JSONResponse

from xihe.core.errors import ErrorClass, XiheError

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
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.type = type
        self.code = code
        self.headers = headers or {}


def error_body(message: str, type: str, code: str | None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type, "code": code, "param": None}}


def error_bytes(message: str, type: str, code: str | None) -> bytes:
    return json.dumps(error_body(message, type, code)).encode()


def error_response(exc: GatewayError) -> JSONResponse:
    return JSONResponse(
        error_body(exc.message, exc.type, exc.code), status_code=exc.status, headers=exc.headers
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
