"""The overview (aggregates and charts) and operations: the filtered, keyset-paged list
and the step-by-step view."""

from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response

from xihe.core.errors import XiheError
from xihe.evolution import repo
from xihe.tracing.queries import OperationFilter, cursor_of, get_operation, list_operations
from xihe.web import charts, queries
from xihe.web.base import PAGE, Redirect, Ui
from xihe.web.html import Safe, badge, href, pretty, table, tag, void, when
from xihe.web.layout import View, button, card, kv, page, pager, section

OVERVIEW_TTL = 10.0
"""Seconds the overview's aggregates are reused per tenant and window."""


def add(api: APIRouter, ui: Ui) -> None:
    # -- overview ---------------------------------------------------------------------------

    async def overview_data(tenant: str, window: str) -> tuple[queries.Overview, dict[str, Any]]:
        """The overview's aggregates, reused for `OVERVIEW_TTL` seconds: a refresh or a second
        admin costs nothing, and a 30-day window over 100,000 operations is one scan set."""
        now = time.monotonic()
        hit = ui.cached.get((tenant, window))
        if hit is not None and hit[0] > now:
            return hit[1], hit[2]
        data = await queries.overview(ui.store, tenant, until=ui.runtime.clock.now(), window=window)
        stats = await repo.stats(ui.store, tenant)
        if len(ui.cached) > 256:
            ui.cached.clear()
        ui.cached[(tenant, window)] = (now + OVERVIEW_TTL, data, stats)
        return data, stats

    @api.get("")
    async def overview(request: Request, window: str = "24h") -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        window = window if window in queries.WINDOWS else "24h"
        data, stats = await overview_data(p.tenant, window)
        rate = data.failed / data.requests if data.requests else 0.0
        share = data.errors_unmatched / data.errors_total if data.errors_total else 0.0
        windows = tag(
            "div",
            *(
                tag(
                    "a",
                    w,
                    href=href("/ui", {"window": w}),
                    class_="active" if w == window else None,
                )
                for w in queries.WINDOWS
            ),
            class_="tabs",
        )
        cards = tag(
            "div",
            card(t("requests"), f"{data.requests:,}"),
            card(
                t("failed"),
                f"{data.failed:,}",
                note=f"{t('error_rate')} {rate:.1%}",
                kind="alert" if rate > 0.2 else "",
            ),
            card(
                t("errors"),
                f"{data.errors_total:,}",
                note=f"{t('unmatched')} {data.errors_unmatched:,}",
            ),
            card(
                t("unmatched_share"),
                f"{share:.1%}",
                note=f"{t('all')}: {stats['unmatched_share']:.1%}",
            ),
            card(t("input_tokens"), f"{data.input_tokens:,}"),
            card(
                t("output_tokens"),
                f"{data.output_tokens:,}",
                note=f"{t('cached_tokens')} {data.cached_tokens:,}",
            ),
            class_="cards",
        )
        traffic, unmatched = data.traffic, data.unmatched
        assert traffic is not None and unmatched is not None
        top = stats["by_pattern"][:10]
        patterns = table(
            [t("pattern"), t("category"), t("count")],
            [
                (
                    tag("a", r["name"], href=f"/ui/patterns/{r['id']}"),
                    badge(r["category"], r["category"]),
                    r["count"],
                )
                for r in top
            ],
            empty=t("none"),
        )
        body = [
            windows,
            cards,
            tag(
                "div",
                section(
                    t("requests_over_time"),
                    charts.stacked_bars(
                        traffic.starts,
                        traffic.values["requests"],
                        traffic.values["failed"],
                        total_name=t("requests"),
                        part_name=t("failed"),
                        label=t("requests_over_time"),
                        links=[
                            href(
                                "/ui/operations",
                                {
                                    "since": start.isoformat(),
                                    "until": (
                                        start + (data.until - data.since) / len(traffic.starts)
                                    ).isoformat(),
                                },
                            )
                            for start in traffic.starts
                        ],
                    ),
                    id="traffic",
                ),
                section(
                    t("unmatched_over_time"),
                    charts.line(
                        unmatched.starts,
                        [
                            share if count else None
                            for share, count in zip(
                                unmatched.values["share"], unmatched.values["errors"], strict=True
                            )
                        ],
                        label=t("unmatched_over_time"),
                    ),
                    id="unmatched",
                ),
                section(
                    t("tokens_by_model"),
                    charts.hbars(
                        [(r["name"], r["input"] + r["output"]) for r in data.by_model],
                        label=t("tokens_by_model"),
                    )
                    or tag("p", t("none")),
                    tag("p", t("cost_note"), class_="note"),
                    id="by-model",
                ),
                section(
                    t("tokens_by_user"),
                    charts.hbars(
                        [(r["name"], r["input"] + r["output"]) for r in data.by_user],
                        label=t("tokens_by_user"),
                    )
                    or tag("p", t("none")),
                    id="by-user",
                ),
                section(
                    t("spread"),
                    charts.spread(data.spread, _bands(), label=t("spread")) or tag("p", t("none")),
                    tag("p", t("spread_note"), class_="note"),
                    id="spread",
                ),
                section(t("top_patterns"), patterns, id="top-patterns"),
                class_="grid",
            ),
        ]
        return ui.html(view, page(view, "overview", t("nav.overview"), *body))

    # -- operations -------------------------------------------------------------------------

    @api.get("/operations")
    async def operations_list(request: Request) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        q = request.query_params
        params = {
            k: q.get(k) or None
            for k in (
                "status",
                "model",
                "route",
                "user",
                "kind",
                "session",
                "q",
                "since",
                "until",
                "before",
            )
        }
        since, until = _instant(params["since"]), _instant(params["until"])
        where = OperationFilter(
            status=params["status"],
            model=params["model"],
            route=params["route"],
            user_id=params["user"],
            kind=params["kind"],
            session_id=params["session"],
            search=params["q"],
            since=since,
            until=until,
        )
        try:
            rows = await list_operations(
                ui.store, tenant=p.tenant, limit=PAGE + 1, where=where, before=params["before"]
            )
        except XiheError:
            raise Redirect(href("/ui/operations", {**params, "before": None})) from None
        more = len(rows) > PAGE
        rows = rows[:PAGE]
        choices = {
            "model": await queries.recent_values(ui.store, p.tenant, "model"),
            "route": await queries.recent_values(ui.store, p.tenant, "route"),
            "kind": await queries.recent_values(ui.store, p.tenant, "kind"),
        }

        def select_of(name: str, values: list[str]) -> Safe:
            options = [tag("option", t("any"), value="")]
            for v in values:
                options.append(tag("option", v, value=v, selected=params.get(name) == v))
            return tag("label", t(name), tag("select", *options, name=name, data_autosubmit=True))

        filters = tag(
            "form",
            select_of("status", ["completed", "failed", "input-required", "canceled", "running"]),
            select_of("model", choices["model"]),
            select_of("route", choices["route"]),
            select_of("kind", choices["kind"]),
            tag("label", t("user"), void("input", name="user", value=params["user"] or "")),
            tag(
                "label",
                t("search"),
                void("input", name="q", type="search", value=params["q"] or ""),
            ),
            void("input", type="hidden", name="session", value=params["session"] or ""),
            void("input", type="hidden", name="since", value=params["since"] or ""),
            void("input", type="hidden", name="until", value=params["until"] or ""),
            tag("span", f"{when(since)} – {when(until)}", class_="range")
            if since or until
            else Safe(""),
            button(t("filter"), kind="primary"),
            tag("a", t("clear"), href="/ui/operations"),
            method="get",
            action="/ui/operations",
            class_="filters",
        )
        listing = table(
            [
                t("started"),
                t("status"),
                t("kind"),
                t("model"),
                t("user"),
                t("steps"),
                t("tokens"),
                t("duration"),
                t("input"),
            ],
            [
                (
                    tag("a", when(r["started_at"]), href=f"/ui/operations/{r['id']}"),
                    badge(r["status"], r["status"]),
                    r["kind"],
                    r["model"] or "",
                    r["user_id"] or "",
                    r["steps"],
                    f"{(r['input_tokens'] or 0) + (r['output_tokens'] or 0):,}",
                    f"{r['duration_ms'] or 0:,.0f} ms",
                    tag("span", (r["input"] or "")[:90], class_="clip"),
                )
                for r in rows
            ],
            empty=t("none"),
        )
        nxt = cursor_of(rows[-1]) if more and rows else None
        return ui.html(
            view,
            page(
                view,
                "operations",
                t("nav.operations"),
                filters,
                listing,
                pager(view, "/ui/operations", params, nxt),
            ),
        )

    @api.get("/operations/{operation_id}")
    async def operation_show(request: Request, operation_id: str) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        try:
            op = await get_operation(
                ui.store,
                tenant=p.tenant,
                operation_id=operation_id,
                with_requests=True,
                cipher=ui.runtime.tracer.cipher,
            )
        except XiheError as exc:
            return ui.html(
                view, page(view, "operations", t("not_found"), tag("p", exc.message)), 404
            )
        session = op.get("session_id")
        facts = kv(
            [
                (t("status"), badge(op["status"], op["status"])),
                (t("kind"), op["kind"]),
                (t("route"), op.get("route") or ""),
                (t("model"), op.get("model") or ""),
                (t("user"), op.get("user_id") or ""),
                (t("started"), when(op["started_at"])),
                (t("duration"), f"{op.get('duration_ms') or 0:,.0f} ms"),
                (
                    t("tokens"),
                    f"{op['input_tokens']:,} in · {op['output_tokens']:,} out · "
                    f"{op['cached_tokens']:,} cached",
                ),
                (
                    t("session"),
                    tag("a", session, href=f"/ui/sessions/{session}") if session else "",
                ),
            ]
        )
        blocks = [facts, section(t("input"), tag("pre", op["input"]))]
        if op.get("answer"):
            blocks.append(section(t("answer"), tag("pre", op["answer"])))
        if op.get("error"):
            blocks.append(section(t("error"), tag("pre", op["error"], class_="alert")))
        steps_html = [_step(view, s) for s in op["step_list"]]
        blocks.append(section(t("steps"), *steps_html, id="steps"))
        if session:
            blocks.append(tag("p", tag("a", t("snapshot"), href=f"/ui/sessions/{session}")))
        return ui.html(view, page(view, "operations", f"{t('operation')} {op['id']}", *blocks))


def _instant(text: str | None) -> datetime | None:
    """A range bound from the query (ISO 8601, as the overview's bars link it); a bad one
    is ignored rather than failing the page."""
    if not text:
        return None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        return None
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _bands() -> list[str]:
    edges = [0, *queries.TOKEN_BANDS]
    names = [
        f"{a // 1000}k-{b // 1000}k" if a else f"<{b // 1000}k"
        for a, b in itertools.pairwise(edges)
    ]
    return [*names, f">{edges[-1] // 1000}k"]


def _step(view: View, s: dict[str, Any]) -> Safe:
    """One step: a model call (request, response, tool calls, context) or a tool call (input,
    output, sanitizer removals), with its error fields when it failed."""
    t = view.t
    meta = s.get("meta") or {}
    head = tag(
        "h3",
        f"#{s['seq']} ",
        badge("model" if s["type"] == "call_llm" else "tool", s["type"]),
        " ",
        badge(s["status"], s["status"]),
        f" {s.get('tool_name') or s.get('model') or ''} · {s.get('duration_ms') or 0:,.0f} ms",
    )
    parts: list[Safe] = [head]
    if s["type"] == "call_llm":
        tokens = f"{s.get('input_tokens') or 0:,} in · {s.get('output_tokens') or 0:,} out"
        parts.append(tag("p", f"{s.get('provider') or ''} {tokens}", class_="note"))
        if s.get("request") is not None:
            parts.append(
                tag("details", tag("summary", t("request")), tag("pre", pretty(s["request"])))
            )
        if s.get("response_text"):
            parts.append(
                tag(
                    "details",
                    tag("summary", t("response")),
                    tag("pre", s["response_text"]),
                    open=True,
                )
            )
        if s.get("tool_calls"):
            parts.append(
                tag(
                    "details",
                    tag("summary", t("tool_calls")),
                    tag("pre", pretty(s["tool_calls"])),
                    open=True,
                )
            )
        if meta.get("context"):
            parts.append(
                tag("details", tag("summary", t("context")), tag("pre", pretty(meta["context"])))
            )
    else:
        parts.append(
            tag(
                "details",
                tag("summary", t("tool_input")),
                tag("pre", pretty(s.get("tool_input"))),
                open=True,
            )
        )
        if s.get("tool_output") is not None:
            parts.append(
                tag(
                    "details",
                    tag("summary", t("tool_output")),
                    tag("pre", pretty(s["tool_output"])),
                )
            )
        if meta.get("sanitized"):
            parts.append(
                tag(
                    "details",
                    tag("summary", t("sanitized")),
                    tag("pre", pretty(meta["sanitized"])),
                    open=True,
                    class_="sanitized",
                )
            )
    if s.get("error_message"):
        parts.append(
            tag(
                "pre",
                " ".join(
                    str(v)
                    for v in (s.get("error_class"), s.get("error_type"), s.get("error_status"))
                    if v
                )
                + f": {s['error_message']}",
                class_="alert",
            )
        )
    return tag("article", *parts, class_=f"step {s['type']}", id=f"step-{s['seq']}")
