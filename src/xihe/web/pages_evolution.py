"""The evolution engine's pages: errors and buckets, patterns (edit, disable),
inspections (run now, live log over SSE), behaviour health, and fixes (each harness bug's
newest `xihe fix` run, its branch and pull request)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import Response, StreamingResponse

from xihe.core.clock import SystemClock
from xihe.evolution import repo
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.inspect import Inspector
from xihe.evolution.patterns import Category, FixStatus, Pattern, PatternError, Rule
from xihe.evolution.regress import latest_fix_run
from xihe.gateway.admin import tenant_rows
from xihe.store.tables.evolution import behavior_runs, inspections
from xihe.web import charts
from xihe.web.base import PAGE, Redirect, Ui, text_of
from xihe.web.html import Safe, badge, href, pretty, table, tag, void, when
from xihe.web.layout import button, kv, page, post_form, section

log = logging.getLogger("xihe.web")


@dataclass
class LiveRun:
    """An inspection started from the dashboard: its log lines as they happen (this
    process only; the finished report is in the store for every replica)."""

    id: str
    tenant: str
    lines: list[str] = field(default_factory=list)
    done: bool = False
    report_id: str | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def say(self, line: str) -> None:
        self.lines.append(f"{datetime.now(UTC).strftime('%H:%M:%S')}  {line}")
        self.changed.set()


class _Capture(logging.Handler):
    """Log records of the evolution engine during one run, into that run's live log."""

    def __init__(self, run: LiveRun) -> None:
        super().__init__(logging.INFO)
        self.run = run

    def emit(self, record: logging.LogRecord) -> None:
        self.run.say(record.getMessage())


def add(api: APIRouter, ui: Ui) -> None:
    # -- errors and patterns ----------------------------------------------------------------

    @api.get("/errors")
    async def errors_page(request: Request, only: str = "") -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        buckets = await repo.buckets(ui.store, p.tenant, limit=30, examples=1)
        recent = await repo.list_errors(
            ui.store, p.tenant, unmatched=only == "unmatched", limit=PAGE
        )
        bucket_table = table(
            [t("count"), t("provider"), t("error_type"), t("http_status"), t("tool"), t("message")],
            [
                (
                    b.count,
                    b.provider or "",
                    b.error_type or "",
                    b.status or "",
                    b.tool or "",
                    tag("span", b.template[:140], class_="clip"),
                )
                for b in buckets
            ],
            empty=t("none"),
        )
        toggle = tag(
            "div",
            *(
                tag(
                    "a",
                    label,
                    href=href("/ui/errors", {"only": value}),
                    class_="active" if only == value else None,
                )
                for label, value in ((t("all"), ""), (t("only_unmatched"), "unmatched"))
            ),
            class_="tabs",
        )
        error_table = table(
            [
                t("created"),
                t("error_type"),
                t("provider"),
                t("tool"),
                t("message"),
                t("pattern"),
                t("operation"),
            ],
            [
                (
                    when(r["created_at"]),
                    r["error_type"] or "",
                    r["provider"] or "",
                    r["tool"] or "",
                    tag("span", (r["message"] or "")[:140], class_="clip"),
                    tag("a", r["pattern"], href=f"/ui/patterns/{r['pattern_id']}")
                    if r.get("pattern")
                    else badge(t("unmatched"), "unmatched"),
                    tag("a", r["operation_id"][:14], href=f"/ui/operations/{r['operation_id']}"),
                )
                for r in recent
            ],
            empty=t("none"),
        )
        return ui.html(
            view,
            page(
                view,
                "errors",
                t("nav.errors"),
                section(t("buckets"), bucket_table, id="buckets"),
                section(t("recent_errors"), toggle, error_table, id="recent"),
            ),
        )

    @api.get("/patterns")
    async def patterns_list(request: Request) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        rows = sorted(await _patterns(p.tenant), key=lambda x: -x.hit_count)
        listing = table(
            [t("name"), t("category"), t("fix_status"), t("rule"), t("hits"), t("enabled"), ""],
            [
                (
                    tag("a", x.name, href=f"/ui/patterns/{x.id}"),
                    badge(x.category.value, x.category.value),
                    x.fix_status.value,
                    tag("code", _rule_text(x.rule)),
                    x.hit_count,
                    badge(
                        t("enabled") if x.enabled else t("disabled"), "ok" if x.enabled else "off"
                    ),
                    post_form(
                        view,
                        f"/ui/patterns/{x.id}/toggle",
                        button(
                            t("disable") if x.enabled else t("enable"),
                            kind="danger" if x.enabled else "",
                        ),
                    ),
                )
                for x in rows
            ],
            empty=t("none"),
        )
        return ui.html(view, page(view, "patterns", t("nav.patterns"), listing))

    @api.get("/patterns/{pattern_id}")
    async def pattern_show(request: Request, pattern_id: str) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        try:
            x = await repo.get_pattern(ui.store, p.tenant, pattern_id)
        except PatternError as exc:
            return ui.html(view, page(view, "patterns", t("not_found"), tag("p", exc.message)), 404)
        examples = await repo.matched_errors(ui.store, p.tenant, x.id, limit=10)

        def field_(name: str, label: str, value: Any) -> Safe:
            return tag(
                "label", label, void("input", name=name, value="" if value is None else str(value))
            )

        def choice(name: str, label: str, options: list[str], current: str) -> Safe:
            return tag(
                "label",
                label,
                tag(
                    "select",
                    *(tag("option", o, value=o, selected=o == current) for o in options),
                    name=name,
                ),
            )

        form = post_form(
            view,
            f"/ui/patterns/{x.id}",
            choice("category", t("category"), [c.value for c in Category], x.category.value),
            choice("fix_status", t("fix_status"), [f.value for f in FixStatus], x.fix_status.value),
            field_("provider", t("provider"), x.rule.provider),
            field_("error_type", t("error_type"), x.rule.error_type),
            field_("status", t("http_status"), x.rule.status),
            field_("tool", t("tool"), x.rule.tool),
            field_("message_regex", t("regex"), x.rule.message_regex),
            button(t("save"), kind="primary"),
            class_="stacked",
        )
        toggle = post_form(
            view,
            f"/ui/patterns/{x.id}/toggle",
            button(t("disable") if x.enabled else t("enable"), kind="danger" if x.enabled else ""),
        )
        facts = kv(
            [
                (t("enabled"), t("enabled") if x.enabled else t("disabled")),
                (t("hits"), x.hit_count),
                (t("created"), f"{x.created_by} {when(x.created_at)}"),
                (t("reasoning"), x.reasoning),
            ]
        )
        return ui.html(
            view,
            page(
                view,
                "patterns",
                f"{t('pattern')} {x.name}",
                facts,
                form,
                toggle,
                section(
                    t("recent_errors"), tag("ul", *(tag("li", tag("code", m)) for m in examples))
                ),
            ),
        )

    @api.post("/patterns/{pattern_id}")
    async def pattern_edit(request: Request, pattern_id: str) -> Response:
        _view, p, form = await ui.posted(request)
        current = await _pattern_or_404(p.tenant, pattern_id)
        status_text = text_of(form.get("status"))
        try:
            status = int(status_text) if status_text else None
            category = Category(form.get("category", current.category.value))
            fix_status = FixStatus(form.get("fix_status", current.fix_status.value))
        except ValueError:
            raise HTTPException(400, "category, fix status or HTTP status is not valid") from None
        rule = Rule(
            text_of(form.get("provider")),
            text_of(form.get("error_type")),
            status,
            text_of(form.get("tool")),
            text_of(form.get("message_regex")),
        )
        if rule.fields_set() == 0:
            raise HTTPException(400, "a pattern needs at least one rule field")
        changes = {**rule.to_dict(), "category": category.value, "fix_status": fix_status.value}
        clock = ui.runtime.clock
        try:
            pattern = await repo.update_pattern(ui.store, p.tenant, current.id, changes, clock)
        except PatternError as exc:
            raise HTTPException(400, exc.message) from None
        if rule != current.rule and pattern.enabled:
            await repo.backfill(ui.store, p.tenant, only=[pattern], clock=clock)
        raise Redirect(href(f"/ui/patterns/{current.id}", {"done": "saved"}))

    @api.post("/patterns/{pattern_id}/toggle")
    async def pattern_toggle(request: Request, pattern_id: str) -> Response:
        _view, p, _ = await ui.posted(request)
        current = await _pattern_or_404(p.tenant, pattern_id)
        pattern = await repo.update_pattern(
            ui.store, p.tenant, current.id, {"enabled": not current.enabled}, ui.runtime.clock
        )
        if pattern.enabled:
            await repo.backfill(ui.store, p.tenant, only=[pattern], clock=ui.runtime.clock)
        back = request.headers.get("referer") or ""
        target = (
            f"/ui/patterns/{current.id}" if f"/ui/patterns/{current.id}" in back else "/ui/patterns"
        )
        raise Redirect(href(target, {"done": "saved"}))

    async def _patterns(tenant: str) -> list[Pattern]:
        async with ui.store.connect() as conn:
            return await repo.load_patterns(conn, tenant)

    async def _pattern_or_404(tenant: str, pattern_id: str) -> Pattern:
        try:
            return await repo.get_pattern(ui.store, tenant, pattern_id)
        except PatternError as exc:
            raise HTTPException(404, exc.message) from None

    # -- inspections ------------------------------------------------------------------------

    @api.get("/inspections")
    async def inspections_list(request: Request) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        rows = await tenant_rows(
            ui.services, inspections, p.tenant, limit=PAGE, order="started_at", skip=("buckets",)
        )
        run = post_form(
            view,
            "/ui/inspections/run",
            tag(
                "label",
                void(
                    "input",
                    type="checkbox",
                    name="offline",
                    value="1",
                    checked=not ui.services.settings.evolution.inspector_route,
                ),
                " ",
                t("offline"),
            ),
            button(t("run_now"), kind="primary"),
            class_="inline run",
        )
        running = [r for r in ui.live.values() if r.tenant == p.tenant and not r.done]
        now_running = [
            tag("p", tag("a", f"{t('live_log')}: {r.id}", href=f"/ui/inspections/live/{r.id}"))
            for r in running
        ]
        listing = table(
            [
                t("started"),
                t("mode"),
                t("status"),
                t("errors"),
                t("before_after"),
                t("patterns_added"),
                t("bugs"),
                t("summary"),
            ],
            [
                (
                    tag("a", when(r["started_at"]), href=f"/ui/inspections/{r['id']}"),
                    r["mode"],
                    badge(r["status"], r["status"]),
                    r["errors_total"],
                    f"{r['unmatched_before']} → {r['unmatched_after']}",
                    len(r["patterns_added"] or []),
                    len(r["bugs"] or []),
                    tag("span", r["summary"][:120], class_="clip"),
                )
                for r in rows
            ],
            empty=t("none"),
        )
        return ui.html(
            view, page(view, "inspections", t("nav.inspections"), run, *now_running, listing)
        )

    @api.get("/inspections/{inspection_id}")
    async def inspection_show(request: Request, inspection_id: str) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        rows = await tenant_rows(ui.services, inspections, p.tenant, limit=500, order="started_at")
        found = [r for r in rows if r["id"] == inspection_id]
        if not found:
            return ui.html(view, page(view, "inspections", t("not_found")), 404)
        r = found[0]
        added = table(
            [t("name"), t("category"), t("rule")],
            [
                (
                    tag("a", a["name"], href=f"/ui/patterns/{a['id']}"),
                    badge(a["category"], a["category"]),
                    tag("code", json.dumps(a["rule"], ensure_ascii=False)),
                )
                for a in r["patterns_added"] or []
            ],
            empty=t("none"),
        )
        bugs = table(
            ["", t("summary")],
            [
                (
                    badge(b.get("severity", ""), b.get("severity", "")),
                    f"{b.get('title', '')}: {b.get('suggested_fix', '')}",
                )
                for b in r["bugs"] or []
            ],
            empty=t("none"),
        )
        facts = kv(
            [
                (t("mode"), r["mode"]),
                (t("status"), r["status"]),
                (t("started"), when(r["started_at"])),
                (t("finished"), when(r["finished_at"])),
                (t("before_after"), f"{r['unmatched_before']} → {r['unmatched_after']}"),
                (t("summary"), r["summary"]),
                (t("error"), r["error"] or ""),
            ]
        )
        return ui.html(
            view,
            page(
                view,
                "inspections",
                f"{t('nav.inspections')} {r['id']}",
                facts,
                section(t("patterns_added"), added),
                section(t("bugs"), bugs),
                section(t("buckets"), tag("pre", pretty(r["buckets"]))),
            ),
        )

    @api.post("/inspections/run")
    async def inspection_run(request: Request) -> Response:
        _view, p, form = await ui.posted(request)
        run = LiveRun(ui.runtime.ids.new("live"), p.tenant)
        ui.live[run.id] = run
        offline = form.get("offline") == "1"
        task = asyncio.create_task(_inspect(run, offline))
        ui.background.add(task)
        task.add_done_callback(ui.background.discard)
        raise Redirect(f"/ui/inspections/live/{run.id}")

    async def _inspect(run: LiveRun, offline: bool) -> None:
        inspector = Inspector(
            ui.store, ui.services.settings, clock=SystemClock(), router=ui.runtime.router
        )
        capture = _Capture(run)
        engine_log = logging.getLogger("xihe.evolution")
        engine_log.addHandler(capture)
        started = time.monotonic()
        run.say(f"inspection started ({inspector.mode(offline)} mode), tenant {run.tenant}")
        try:
            total, unmatched = await repo.counts(ui.store, run.tenant)
            run.say(f"{total} errors recorded, {unmatched} unmatched before this run")
            report = await inspector.run(tenant=run.tenant, offline=offline)
            run.report_id = report.id
            run.say(f"{len(report.buckets)} unmatched buckets examined")
            for added in report.patterns_added:
                run.say(f"+ pattern {added['name']} ({added['category']})")
            for rejected in report.rejected:
                run.say(f"- proposal {rejected.get('name')} rejected: {rejected.get('reason')}")
            run.say(
                f"unmatched {report.unmatched_before} → {report.unmatched_after}; "
                f"{len(report.bugs)} harness bugs"
            )
            run.say(f"summary: {report.summary}")
        except Exception as exc:
            log.warning("dashboard inspection failed: %s", exc)
            run.say(f"failed: {exc}")
        finally:
            engine_log.removeHandler(capture)
            ui.forget(run.tenant)
            run.say(f"done in {time.monotonic() - started:.1f} s")
            run.done = True
            run.changed.set()

    @api.get("/inspections/live/{run_id}")
    async def inspection_live(request: Request, run_id: str) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        run = ui.live.get(run_id)
        if run is None or run.tenant != p.tenant:
            return ui.html(view, page(view, "inspections", t("not_found")), 404)
        log_box = tag(
            "pre",
            "\n".join(run.lines),
            id="live-log",
            data_events=f"/ui/inspections/live/{run.id}/events",
            data_lines=str(len(run.lines)),  # the stream replays from the first line
        )
        report = tag(
            "p",
            tag("a", t("summary"), href=f"/ui/inspections/{run.report_id}", id="report-link"),
            hidden=not run.report_id,
        )
        return ui.html(
            view,
            page(
                view,
                "inspections",
                t("live_log"),
                log_box,
                report,
                tag("p", tag("a", t("nav.inspections"), href="/ui/inspections")),
            ),
        )

    @api.get("/inspections/live/{run_id}/events")
    async def inspection_events(request: Request, run_id: str) -> Response:
        _view, p, _ = await ui.viewer(request)
        run = ui.live.get(run_id)
        if run is None or run.tenant != p.tenant:
            raise HTTPException(404)

        async def stream() -> AsyncIterator[bytes]:
            sent = 0
            while True:
                while sent < len(run.lines):
                    yield f"data: {json.dumps(run.lines[sent], ensure_ascii=False)}\n\n".encode()
                    sent += 1
                if run.done:
                    report = f"/ui/inspections/{run.report_id}" if run.report_id else ""
                    yield f"event: done\ndata: {json.dumps(report)}\n\n".encode()
                    return
                run.changed.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(run.changed.wait(), 15)
                if await request.is_disconnected():
                    return
                yield b": keep-alive\n\n"

        return StreamingResponse(
            stream(),
            media_type="text/event-stream",
            headers={"cache-control": "no-store", "x-accel-buffering": "no"},
        )

    # -- behaviours and fixes ---------------------------------------------------------------

    @api.get("/behaviours")
    async def behaviours(request: Request) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        runs = await tenant_rows(ui.services, behavior_runs, p.tenant, limit=20, order="started_at")
        latest = next((r for r in runs if not r["skipped"]), None)
        run = post_form(view, "/ui/behaviours/run", button(t("run_behaviour"), kind="primary"))
        if latest is None:
            return ui.html(
                view,
                page(
                    view,
                    "behaviours",
                    t("nav.behaviours"),
                    run,
                    tag("p", t("no_behaviour"), class_="empty"),
                ),
            )
        groups = sorted(latest["groups"], key=lambda g: g["score"])
        chart = charts.hbars(
            [(g["name"], g["score"] * 100) for g in groups], label=t("health"), unit="%"
        )
        listing = table(
            [t("name"), t("health"), "", t("operations"), t("tool"), "flags"],
            [
                (
                    g["name"],
                    f"{g['score']:.2f}",
                    badge(
                        t("healthy") if g["healthy"] else t("unhealthy"),
                        "ok" if g["healthy"] else "failed",
                    ),
                    g["operations"],
                    " → ".join(g["tools"]),
                    ", ".join(g["flags"]),
                )
                for g in groups
            ],
            empty=t("none"),
        )
        facts = kv(
            [
                (t("started"), when(latest["started_at"])),
                (t("mode"), latest["mode"]),
                (t("operations"), latest["operations"]),
                (t("unhealthy"), latest["unhealthy"]),
            ]
        )
        return ui.html(
            view,
            page(
                view,
                "behaviours",
                t("nav.behaviours"),
                run,
                facts,
                section(t("health"), chart, id="health"),
                section(t("groups"), listing),
            ),
        )

    @api.post("/behaviours/run")
    async def behaviours_run(request: Request) -> Response:
        _view, p, _ = await ui.posted(request)
        analyzer = BehaviorAnalyzer(
            ui.store, ui.services.settings.evolution, router=ui.runtime.router
        )
        await analyzer.run(tenant=p.tenant, force=True)
        raise Redirect(href("/ui/behaviours", {"done": "saved"}))

    @api.get("/fixes")
    async def fixes(request: Request) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        patterns = [x for x in await _patterns(p.tenant) if x.category == Category.HARNESS_BUG]
        runs = [await latest_fix_run(ui.store, p.tenant, x.id) for x in patterns]
        listing = table(
            [t("name"), t("fix_status"), t("hits"), t("fix.last_run"), t("rule")],
            [
                (
                    tag("a", x.name, href=f"/ui/patterns/{x.id}"),
                    badge(x.fix_status.value, x.fix_status.value),
                    x.hit_count,
                    _fix_run_cell(run, t("none")),
                    tag("code", _rule_text(x.rule)),
                )
                for x, run in zip(patterns, runs, strict=True)
            ],
            empty=t("none"),
        )
        return ui.html(
            view,
            page(
                view, "fixes", t("nav.fixes"), tag("p", t("fixes.stub"), class_="notice"), listing
            ),
        )


def _fix_run_cell(run: dict[str, Any] | None, none: str) -> Safe | str:
    """The newest `xihe fix` run: its status, branch and pull request link."""
    if run is None:
        return none
    parts: list[Safe | str] = [badge(str(run["status"]), str(run["status"]))]
    if run.get("branch"):
        parts += [" ", tag("code", str(run["branch"]))]
    if str(run.get("pr_url") or "").startswith(("https://", "http://")):
        parts += [" ", tag("a", "PR", href=str(run["pr_url"]))]
    return tag("span", *parts)


def _rule_text(rule: Rule) -> str:
    parts = [f"{k}={v}" for k, v in rule.to_dict().items() if v not in (None, "")]
    return " ∧ ".join(parts)
