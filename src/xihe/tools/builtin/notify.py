"""`notify.send`: the simplest real action, and the one the approval flow is proven on."""

from __future__ import annotations

import httpx

from xihe.core.errors import ErrorClass, ToolError
from xihe.tools.registry import tool
from xihe.tools.spec import ToolContext


@tool(
    "notify.send",
    description=(
        "Send a notification message (with an optional title) to the team's configured "
        "webhook. It reaches people: a person approves it first unless configuration "
        "pre-approves it. Do not send the same message twice."
    ),
    permission="tools.write",
    side_effect="write",
    idempotent=False,
)
async def notify_send(
    message: str, ctx: ToolContext, title: str | None = None
) -> dict[str, object]:
    config = ctx.settings.tools.notify
    if not config.webhook_url:
        raise ToolError(
            "notify.send has no webhook configured",
            error_class=ErrorClass.CONFIG,
            hint='set [tools.notify] webhook_url = "https://..." in xihe.toml',
        )
    body = {"title": title, "message": message, "request_id": ctx.request_id}
    headers = {"Idempotency-Key": ctx.request_id} if ctx.request_id else {}
    try:
        async with httpx.AsyncClient(timeout=config.timeout_seconds) as client:
            response = await client.post(config.webhook_url, json=body, headers=headers)
    except httpx.HTTPError as exc:
        raise ToolError(
            f"webhook unreachable: {type(exc).__name__}: {exc}", error_class=ErrorClass.TRANSIENT
        ) from exc
    if response.status_code >= 500 or response.status_code == 429:
        raise ToolError(
            f"webhook answered {response.status_code}", error_class=ErrorClass.TRANSIENT
        )
    if response.status_code >= 400:
        raise ToolError(
            f"webhook refused the message with {response.status_code}: {response.text[:200]}",
            error_class=ErrorClass.VALIDATION,
        )
    return {"sent": True, "status": response.status_code}
