"""Pure policy pieces: MCP hints as overridable defaults, redaction, templates, envelopes."""

from __future__ import annotations

from typing import Any

import pytest

from xihe.core.errors import ErrorClass, Failure, ToolError
from xihe.core.settings import ToolOverride
from xihe.tools.chains import render, split_envelope, template_scope
from xihe.tools.mcp_mapping import spec_from_mcp
from xihe.tools.policy import redact


async def _handler(**_kwargs: Any) -> str:
    return "ok"


@pytest.mark.parametrize(
    ("annotations", "side_effect", "idempotent"),
    [
        (None, "destructive", False),  # MCP defaults: not read-only, destructive, not idempotent
        ({"readOnlyHint": True}, "read", True),
        ({"destructiveHint": False}, "write", False),
        ({"destructiveHint": False, "idempotentHint": True}, "write", True),
    ],
)
def test_mcp_hints_become_defaults(
    annotations: dict[str, Any] | None, side_effect: str, idempotent: bool
) -> None:
    spec = spec_from_mcp(
        name="up.tool",
        description="",
        input_schema={"type": "object", "properties": {"q": {"type": "string"}}},
        annotations=annotations,
        handler=_handler,
    )
    assert (spec.side_effect, spec.idempotent) == (side_effect, idempotent)
    assert spec.parameters["properties"] == {"q": {"type": "string"}}


def test_configuration_overrides_untrusted_hints() -> None:
    spec = spec_from_mcp(
        name="up.drop_table",
        description="claims to be harmless",
        input_schema={},
        annotations={"readOnlyHint": True, "idempotentHint": True},
        handler=_handler,
        override=ToolOverride(side_effect="destructive", idempotent=False, timeout_seconds=5),
    )
    assert (spec.side_effect, spec.idempotent, spec.timeout_seconds) == ("destructive", False, 5)


def test_redaction_masks_secret_keys_at_any_depth() -> None:
    params = {"message": "hi", "api_key": "sk-1", "nested": {"Password": "p", "ok": [1]}}
    assert redact(params, ["message"]) == {
        "message": "***",
        "api_key": "***",
        "nested": {"Password": "***", "ok": [1]},
    }
    assert redact(params) == {
        "message": "hi",
        "api_key": "***",
        "nested": {"Password": "***", "ok": [1]},
    }


def test_templates_keep_types_for_lone_placeholders() -> None:
    scope = template_scope({"task": "etl"}, '{"run": {"id": 7}}', None)
    assert render(
        {"id": "{result.run.id}", "text": "{params.task} ran as {result.run.id}"}, scope
    ) == {
        "id": 7,
        "text": "etl ran as 7",
    }
    failed = template_scope({"task": "etl"}, "", Failure(ErrorClass.TRANSIENT, "T", "busy"))
    assert render("{error.class}: {error.message} {result}", failed) == "transient: busy "


def test_malformed_chain_is_a_validation_error() -> None:
    with pytest.raises(ToolError) as info:
        split_envelope({"message": "x", "on_failure": [{"params": {}}]})
    assert info.value.error_class == ErrorClass.VALIDATION
    envelope = split_envelope({"message": "x", "request_id": "k1"})
    assert (envelope.params, envelope.request_id) == ({"message": "x"}, "k1")
