"""The protocol SDKs' log lines: one format with the gateway's, and no ERROR tracebacks for a
client's malformed request (a fuzzing client must not page an operator)."""

from __future__ import annotations

import io
import json
import logging

import pytest

from xihe.gateway.ops import configure_logging


@pytest.fixture
def gateway_logging() -> io.StringIO:
    """The gateway's logging into a buffer (conftest restores the logging state after)."""
    sink = io.StringIO()
    configure_logging(json_logs=True, stream=sink)
    return sink


def lines(sink: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in sink.getvalue().splitlines()]


def test_a_clients_malformed_json_rpc_is_one_info_line_without_traceback(
    gateway_logging: io.StringIO,
) -> None:
    sdk = logging.getLogger("a2a.server.routes.jsonrpc_dispatcher")
    try:
        json.loads("{")
    except ValueError:
        sdk.exception("Failed to parse request params")
    sdk.warning("Request Error (ID: 1): Code=-32602, Message='Invalid params'")
    out = lines(gateway_logging)
    assert [(r["level"], r["logger"]) for r in out] == [
        ("info", "a2a.server.routes.jsonrpc_dispatcher"),
        ("info", "a2a.server.routes.jsonrpc_dispatcher"),
    ]
    assert all("exc" not in r for r in out)


def test_a_real_sdk_failure_keeps_its_level_and_traceback(
    gateway_logging: io.StringIO,
) -> None:
    sdk = logging.getLogger("a2a.server.routes.jsonrpc_dispatcher")
    try:
        raise RuntimeError("store down")
    except RuntimeError:
        sdk.exception("Unhandled exception")
    logging.getLogger("mcp.server").info("chatty SDK detail")  # below the SDKs' WARNING floor
    (record,) = lines(gateway_logging)
    assert record["level"] == "error"
    assert "RuntimeError: store down" in str(record["exc"])


def test_the_gateways_own_lines_are_untouched(
    gateway_logging: io.StringIO,
) -> None:
    logging.getLogger("xihe.gateway").error("Request Error in our own code")
    (record,) = lines(gateway_logging)
    assert record["level"] == "error"
