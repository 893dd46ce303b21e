"""WeCom group robot: messages rendered from templates and fields, never from free text.

A robot takes 20 messages a minute (`errcode 45009` beyond); markdown bodies are capped at
4096 bytes and text at 2048, counted in UTF-8 bytes. Field values are flattened to one line
and stripped of markup, so a value cannot add lines, links or colour tags to an alert.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Literal

import httpx
from pydantic import BaseModel, ConfigDict, Field

from xihe.core.errors import ErrorClass, ToolError
from xihe.core.settings import WecomConfig

Format = Literal["markdown", "text"]
Template = Literal["failure", "digest", "recovered", "unknown_outcome", "timeout"]
MAX_BYTES: dict[str, int] = {"markdown": 4096, "text": 2048}
RATE_LIMITED = 45009
BAD_KEY = 93000
TITLE = "【羲和告警】"
_MARKUP = re.compile(r"[<>`*#\[\]]")
_SPACE = re.compile(r"\s+")


class AlertItem(BaseModel):
    """One workflow in an alert; every field is a parameter, rendered by the template."""

    model_config = ConfigDict(extra="forbid")

    workflow: str = Field(max_length=256)
    run_id: str = Field("", max_length=64)
    stage: str = Field("", max_length=256)
    summary: str = Field("", max_length=1000)
    suggestion: str = Field("", max_length=500)
    cause: str = Field("", max_length=64)
    schedule_time: str = Field("", max_length=64)
    principal: str = Field("", max_length=128)
    count: int = Field(1, ge=1)


def clean(value: str, limit: int = 200) -> str:
    """One line, no markup characters, at most `limit` characters."""
    flat = _SPACE.sub(" ", _MARKUP.sub("", value)).strip()
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _item_line(item: AlertItem, markdown: bool) -> str:
    parts = [clean(item.workflow, 80)]
    if item.run_id:
        parts.append(f"运行 {clean(item.run_id, 64)}")
    if item.stage:
        parts.append(f"阶段 {clean(item.stage, 80)}")
    if item.count > 1:
        parts.append(f"×{item.count}")
    line = " · ".join(parts)
    return f"- {line}" if markdown else f"· {line}"


def _single(template: Template, item: AlertItem, markdown: bool) -> list[str]:
    headline = {
        "failure": "执行失败",
        "timeout": "执行超时，需人工确认",
        "unknown_outcome": "触发结果未知，需人工确认（未自动重试）",
        "recovered": "已恢复",
        "digest": "执行失败",
    }[template]
    title = f"{TITLE}{clean(item.workflow, 80)} {headline}"
    fields = [
        ("任务名", item.workflow),
        ("运行ID", item.run_id),
        ("调度时间", item.schedule_time),
        ("失败阶段", item.stage),
        ("失败原因", item.summary),
        ("建议", item.suggestion),
        ("触发人", item.principal),
    ]
    lines = [f"**{title}**" if markdown else title]
    prefix = "> " if markdown else "- "
    lines += [f"{prefix}{name}：{clean(value)}" for name, value in fields if value]
    return lines


def _digest(items: list[AlertItem], suppressed: int, markdown: bool) -> list[str]:
    first = items[0]
    total = sum(i.count for i in items)
    cause = clean(first.cause or "unknown", 40)
    title = f"{TITLE}{len(items)} 个任务失败（{total} 次）· 原因 {cause}"
    lines = [f"**{title}**" if markdown else title]
    prefix = "> " if markdown else "- "
    if first.summary:
        lines.append(f"{prefix}原因摘要：{clean(first.summary)}")
    if first.suggestion:
        lines.append(f"{prefix}建议：{clean(first.suggestion)}")
    lines += [_item_line(i, markdown) for i in items]
    if suppressed:
        lines.append(f"（另有 {suppressed} 条重复告警已合并，不再单独发送）")
    return lines


def render(
    template: Template, items: list[AlertItem], *, fmt: Format = "markdown", suppressed: int = 0
) -> str:
    """The message body, cut on whole lines to the robot's byte limit."""
    if not items:
        raise ToolError("an alert needs at least one item", error_class=ErrorClass.VALIDATION)
    markdown = fmt == "markdown"
    if template == "digest" or len(items) > 1:
        lines = _digest(items, suppressed, markdown)
    else:
        lines = _single(template, items[0], markdown)
    return fit(lines, MAX_BYTES[fmt])


def fit(lines: list[str], limit: int) -> str:
    """Whole lines until the next would pass `limit` bytes, then a count of what was cut."""
    kept: list[str] = []
    size = 0
    for index, line in enumerate(lines):
        cost = len(line.encode()) + 1
        more = f"… 另有 {len(lines) - index} 行未显示"
        if size + cost + len(more.encode()) + 1 > limit and index < len(lines) - 1:
            kept.append(more)
            break
        kept.append(line)
        size += cost
    return "\n".join(kept)


def payload(content: str, fmt: Format, mentions: list[str]) -> dict[str, Any]:
    if fmt == "text":
        body: dict[str, Any] = {"content": content}
        if mentions:
            body["mentioned_list"] = mentions
        return {"msgtype": "text", "text": body}
    if mentions:
        content += "\n" + " ".join(f"<@{m}>" for m in mentions)
    return {"msgtype": "markdown", "markdown": {"content": content}}


@dataclass(frozen=True)
class Sent:
    errcode: int
    errmsg: str


async def send(
    config: WecomConfig,
    body: dict[str, Any],
    *,
    transport: httpx.AsyncBaseTransport | None = None,
) -> Sent:
    """POST to `/cgi-bin/webhook/send?key=`; `errcode` (never `errmsg`) says what happened."""
    key = os.environ.get(config.key_env, "")
    if not key:
        raise ToolError(
            f"the WeCom robot key is not set (environment variable {config.key_env})",
            error_class=ErrorClass.CONFIG,
            hint="copy the key from the robot's webhook URL and export it",
        )
    url = config.base_url.rstrip("/") + "/cgi-bin/webhook/send"
    try:
        async with httpx.AsyncClient(timeout=config.timeout_seconds, transport=transport) as c:
            response = await c.post(url, params={"key": key}, json=body)
    except httpx.HTTPError as exc:
        raise ToolError(
            f"WeCom unreachable: {type(exc).__name__}", error_class=ErrorClass.TRANSIENT
        ) from exc
    if response.status_code >= 500:
        raise ToolError(f"WeCom answered {response.status_code}", error_class=ErrorClass.TRANSIENT)
    try:
        data = response.json()
    except ValueError as exc:
        raise ToolError(
            f"WeCom answered {response.status_code} without JSON", error_class=ErrorClass.TRANSIENT
        ) from exc
    sent = Sent(int(data.get("errcode", -1)), str(data.get("errmsg", "")))
    if sent.errcode == 0:
        return sent
    if sent.errcode in (RATE_LIMITED, -1):
        raise ToolError(
            f"WeCom robot busy (errcode {sent.errcode})",
            error_class=ErrorClass.TRANSIENT,
            error_type="RobotRateLimited" if sent.errcode == RATE_LIMITED else "RobotBusy",
        )
    if sent.errcode == BAD_KEY:
        raise ToolError(
            "WeCom does not know this robot key (errcode 93000)",
            error_class=ErrorClass.CONFIG,
            hint="the robot was removed or the key is wrong; copy it from the robot again",
        )
    raise ToolError(
        f"WeCom refused the message (errcode {sent.errcode}: {sent.errmsg[:120]})",
        error_class=ErrorClass.VALIDATION,
    )
