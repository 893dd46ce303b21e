"""The dashboard's routes under `/ui`. The gateway middleware leaves `/ui` public; every
page here opens the sealed cookie and authenticates its key like an API call, admin role
required. POSTs carry the CSRF token and answer with a redirect (post/redirect/get)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import resources
from typing import Any
from urllib.parse import parse_qs

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response, StreamingResponse

from xihe.core.clock import SystemClock
from xihe.core.errors import XiheError
from xihe.evolution import repo
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.inspect import Inspector
from xihe.evolution.patterns import Category, FixStatus, Pattern, PatternError, Rule
from xihe.gateway.admin import decide_approval, tenant_rows
from xihe.gateway.auth import Principal
from xihe.gateway.errors import GatewayError
from xihe.gateway.services import Services
from xihe.store.tables import tool_approvals
from xihe.store.tables.evolution import behavior_runs, inspections
from xihe.tools.approvals import ApprovalStore
from xihe.tools.audit import query_audit
from xihe.tracing.queries import OperationFilter, cursor_of, get_operation, list_operations
from xihe.web import charts, queries
from xihe.web.auth import COOKIE, LANG_COOKIE, SESSION_SECONDS, CookieSeal, Opened
from xihe.web.html import Safe, badge, href, join, pretty, table, tag, void, when
from xihe.web.i18n import negotiate, translator
from xihe.web.layout import (
    View,
    button,
    card,
    kv,
    page,
    pager,
    post_form,
    section,
)

log = logging.getLogger("xihe.web")
PAGE = 50
OVERVIEW_TTL = 10.0
STATIC = {"app.js": "text/javascript", "app.css": "text/css"}


class Redirect(HTTPException):
    def __init__(self, location: str) -> None:
        super().__init__(303, headers={"Location": location})


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


def _form(raw: bytes) -> dict[str, str]:
    return {k: v[-1] for k, v in parse_qs(raw.decode("utf-8", "replace")).items()}


def _text(value: str | None) -> str | None:
    value = (value or "").strip()
    return value or None


def router(services: Services, root_key: bytes) -> APIRouter:
    ui = APIRouter(prefix="/ui", include_in_schema=False)
    seal = CookieSeal(root_key)
    runtime = services.runtime
    store = runtime.store
    live: dict[str, LiveRun] = {}
    background: set[asyncio.Task[None]] = set()

    def lang_of(request: Request) -> str:
        return negotiate(
            request.query_params.get("lang"),
            request.cookies.get(LANG_COOKIE),
            request.headers.get("accept-language"),
        )

    cached: dict[tuple[str, str], tuple[float, queries.Overview, dict[str, Any]]] = {}

    def forget(tenant: str) -> None:
        for key in [k for k in cached if k[0] == tenant]:
            cached.pop(key, None)

    async def viewer(request: Request) -> tuple[View, Principal, Opened]:
        """The signed-in admin, or a redirect to the login page (or a 403 page)."""
        opened = seal.open(request.cookies.get(COOKIE))
        principal = await services.auth.authenticate(opened.key) if opened else None
        if opened is None or principal is None:
            raise Redirect(href("/ui/login", {"next": request.url.path}))
        lang = lang_of(request)
        t = translator(lang)
        if not principal.can("admin"):
            raise HTTPException(403, t("login.not_admin"))
        done = request.query_params.get("done")
        view = View(
            principal,
            lang,
            t,
            seal.csrf(opened),
            request.url.path,
            flash=t(done) if done else None,
            remember_lang="lang" in request.query_params,
        )
        return view, principal, opened

    async def posted(request: Request) -> tuple[View, Principal, dict[str, str]]:
        view, principal, opened = await viewer(request)
        form = _form(await request.body())
        if not seal.csrf_ok(opened, form.get("csrf")) or not _same_origin(request):
            raise HTTPException(403, view.t("csrf"))
        forget(principal.tenant)  # what this form changes shows on the next overview
        return view, principal, form

    def html(view: View, markup: Safe, status: int = 200) -> HTMLResponse:
        response = HTMLResponse(markup, status_code=status)
        response.headers["cache-control"] = "no-store"
        response.headers["x-frame-options"] = "DENY"
        response.headers["content-security-policy"] = (
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
            "frame-ancestors 'none'; form-action 'self'"
        )
        if view.remember_lang:
            response.set_cookie(LANG_COOKIE, view.lang, max_age=365 * 86400, samesite="lax")
        return response

    # -- sign in ----------------------------------------------------------------------------

    def login_page(
        request: Request, problem: str | None = None, status: int = 200, nxt: str | None = None
    ) -> Response:
        lang = lang_of(request)
        t = translator(lang)
        view = View(
            None,
            lang,
            t,
            "",
            request.url.path,
            flash=problem,
            remember_lang="lang" in request.query_params,
        )
        nxt = nxt or request.query_params.get("next") or "/ui"
        form = tag(
            "form",
            tag("label", t("login.key"), for_="key"),
            void(
                "input",
                id="key",
                name="key",
                type="password",
                autocomplete="off",
                required=True,
                autofocus=True,
            ),
            void(
                "input", type="hidden", name="next", value=nxt if nxt.startswith("/ui") else "/ui"
            ),
            button(t("login.submit"), kind="primary"),
            tag("p", t("login.help"), class_="note"),
            method="post",
            action="/ui/login",
            class_="login",
        )
        return html(view, page(view, "login", t("login.title"), form), status)

    @ui.get("/login")
    async def login_get(request: Request) -> Response:
        return login_page(request)

    @ui.post("/login")
    async def login_post(request: Request) -> Response:
        t = translator(lang_of(request))
        if not _same_origin(request):
            return login_page(request, t("csrf"), 403)
        form = _form(await request.body())
        key = (form.get("key") or "").strip()
        principal = await services.auth.authenticate(key) if key else None
        if principal is None:
            return login_page(request, t("login.invalid"), 401, form.get("next"))
        if not principal.can("admin"):
            return login_page(request, t("login.not_admin"), 403, form.get("next"))
        target = form.get("next") or "/ui"
        response = RedirectResponse(target if target.startswith("/ui") else "/ui", 303)
        response.set_cookie(
            COOKIE,
            seal.seal(key),
            max_age=SESSION_SECONDS,
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
            path="/ui",
        )
        return response

    @ui.post("/logout")
    async def logout(request: Request) -> Response:
        await posted(request)
        response = RedirectResponse("/ui/login", 303)
        response.delete_cookie(COOKIE, path="/ui")
        return response

    @ui.get("/static/{name}")
    async def static(name: str) -> Response:
        if name not in STATIC:
            raise HTTPException(404)
        body = resources.files("xihe.web").joinpath("static", name).read_bytes()
        return Response(body, media_type=STATIC[name], headers={"cache-control": "max-age=300"})

    # -- overview ---------------------------------------------------------------------------

    async def overview_data(tenant: str, window: str) -> tuple[queries.Overview, dict[str, Any]]:
        """The overview's aggregates, reused for `OVERVIEW_TTL` seconds: a refresh or a second
        admin costs nothing, and a 30-day window over 100,000 operations is one scan set."""
        now = time.monotonic()
        hit = cached.get((tenant, window))
        if hit is not None and hit[0] > now:
            return hit[1], hit[2]
        data = await queries.overview(store, tenant, until=runtime.clock.now(), window=window)
        stats = await repo.stats(store, tenant)
        if len(cached) > 256:
            cached.clear()
        cached[(tenant, window)] = (now + OVERVIEW_TTL, data, stats)
        return data, stats

    @ui.get("")
    async def overview(request: Request, window: str = "24h") -> Response:
        view, p, _ = await viewer(request)
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
        return html(view, page(view, "overview", t("nav.overview"), *body))

    # -- operations -------------------------------------------------------------------------

    @ui.get("/operations")
    async def operations_list(request: Request) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        q = request.query_params
        params = {
            k: q.get(k) or None
            for k in ("status", "model", "route", "user", "kind", "session", "q", "before")
        }
        where = OperationFilter(
            status=params["status"],
            model=params["model"],
            route=params["route"],
            user_id=params["user"],
            kind=params["kind"],
            session_id=params["session"],
            search=params["q"],
        )
        try:
            rows = await list_operations(
                store, tenant=p.tenant, limit=PAGE + 1, where=where, before=params["before"]
            )
        except XiheError:
            raise Redirect(href("/ui/operations", {**params, "before": None})) from None
        more = len(rows) > PAGE
        rows = rows[:PAGE]
        choices = {
            "model": await queries.recent_values(store, p.tenant, "model"),
            "route": await queries.recent_values(store, p.tenant, "route"),
            "kind": await queries.recent_values(store, p.tenant, "kind"),
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
        return html(
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

    @ui.get("/operations/{operation_id}")
    async def operation_show(request: Request, operation_id: str) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        try:
            op = await get_operation(
                store,
                tenant=p.tenant,
                operation_id=operation_id,
                with_requests=True,
                cipher=runtime.tracer.cipher,
            )
        except XiheError as exc:
            return html(view, page(view, "operations", t("not_found"), tag("p", exc.message)), 404)
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
        return html(view, page(view, "operations", f"{t('operation')} {op['id']}", *blocks))

    # -- approvals --------------------------------------------------------------------------

    @ui.get("/approvals")
    async def approvals_list(request: Request, status: str = "pending") -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        if status == "pending":  # every pending one, oldest first: the queue to work through
            approvals = ApprovalStore(store, clock=runtime.clock, ids=runtime.ids)
            rows = [a.to_dict() for a in await approvals.find(p.tenant, "pending")]
        else:
            rows = await tenant_rows(services, tool_approvals, p.tenant, limit=200)
            rows = [r for r in rows if status == "all" or r["status"] == status]
        tabs = tag(
            "div",
            *(
                tag(
                    "a",
                    t(s),
                    href=href("/ui/approvals", {"status": s}),
                    class_="active" if s == status else None,
                )
                for s in ("pending", "approved", "rejected", "all")
            ),
            class_="tabs",
        )
        items = []
        for r in rows:
            actions: Safe = Safe("")
            if r["status"] == "pending":
                actions = join(
                    [
                        post_form(
                            view,
                            f"/ui/approvals/{r['id']}/approve",
                            void("input", name="reason", placeholder=t("reason")),
                            button(t("approve"), kind="primary", confirm=t("approve") + "?"),
                        ),
                        post_form(
                            view,
                            f"/ui/approvals/{r['id']}/reject",
                            button(t("reject"), kind="danger", confirm=t("reject") + "?"),
                        ),
                    ]
                )
            items.append(
                tag(
                    "article",
                    tag("h3", r["tool"], " ", badge(t(r["status"]), r["status"])),
                    kv(
                        [
                            (t("principal"), r["principal"]),
                            (t("created"), when(r["created_at"])),
                            (t("request_id"), _request_link(r["request_id"])),
                            (
                                t("decided"),
                                f"{r['decided_by'] or ''} {when(r['decided_at'])} "
                                f"{r['reason'] or ''}".strip(),
                            ),
                        ]
                    ),
                    tag(
                        "details",
                        tag("summary", t("params")),
                        tag("pre", pretty(r["params"])),
                        open=True,
                    ),
                    *(tag("p", w, class_="warn") for w in r["warnings"] or []),
                    tag("div", actions, class_="actions"),
                    class_="approval",
                    data_approval=r["id"],
                )
            )
        body = [tabs, *(items or [tag("p", t("none"), class_="empty")])]
        return html(view, page(view, "approvals", t("nav.approvals"), *body))

    @ui.post("/approvals/{approval_id}/{verdict}")
    async def approvals_decide(request: Request, approval_id: str, verdict: str) -> Response:
        _view, p, form = await posted(request)
        if verdict not in ("approve", "reject"):
            raise HTTPException(404)
        try:
            result = await decide_approval(
                services,
                p,
                approval_id,
                approve=verdict == "approve",
                reason=_text(form.get("reason")),
            )
        except GatewayError as exc:
            raise HTTPException(exc.status, exc.message) from None
        done = (
            ("decided.approved" if verdict == "approve" else "decided.rejected")
            if result["changed"]
            else "decided.already"
        )
        raise Redirect(href("/ui/approvals", {"status": "all", "done": done}))

    # -- errors and patterns ----------------------------------------------------------------

    @ui.get("/errors")
    async def errors_page(request: Request, only: str = "") -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        buckets = await repo.buckets(store, p.tenant, limit=30, examples=1)
        recent = await repo.list_errors(store, p.tenant, unmatched=only == "unmatched", limit=PAGE)
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
        return html(
            view,
            page(
                view,
                "errors",
                t("nav.errors"),
                section(t("buckets"), bucket_table, id="buckets"),
                section(t("recent_errors"), toggle, error_table, id="recent"),
            ),
        )

    @ui.get("/patterns")
    async def patterns_list(request: Request) -> Response:
        view, p, _ = await viewer(request)
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
        return html(view, page(view, "patterns", t("nav.patterns"), listing))

    @ui.get("/patterns/{pattern_id}")
    async def pattern_show(request: Request, pattern_id: str) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        try:
            x = await repo.get_pattern(store, p.tenant, pattern_id)
        except PatternError as exc:
            return html(view, page(view, "patterns", t("not_found"), tag("p", exc.message)), 404)
        examples = await repo.matched_errors(store, p.tenant, x.id, limit=10)

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
        return html(
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

    @ui.post("/patterns/{pattern_id}")
    async def pattern_edit(request: Request, pattern_id: str) -> Response:
        _view, p, form = await posted(request)
        current = await _pattern_or_404(p.tenant, pattern_id)
        status_text = _text(form.get("status"))
        try:
            status = int(status_text) if status_text else None
            category = Category(form.get("category", current.category.value))
            fix_status = FixStatus(form.get("fix_status", current.fix_status.value))
        except ValueError:
            raise HTTPException(400, "category, fix status or HTTP status is not valid") from None
        rule = Rule(
            _text(form.get("provider")),
            _text(form.get("error_type")),
            status,
            _text(form.get("tool")),
            _text(form.get("message_regex")),
        )
        if rule.fields_set() == 0:
            raise HTTPException(400, "a pattern needs at least one rule field")
        changes = {**rule.to_dict(), "category": category.value, "fix_status": fix_status.value}
        clock = runtime.clock
        try:
            pattern = await repo.update_pattern(store, p.tenant, current.id, changes, clock)
        except PatternError as exc:
            raise HTTPException(400, exc.message) from None
        if rule != current.rule and pattern.enabled:
            await repo.backfill(store, p.tenant, only=[pattern], clock=clock)
        raise Redirect(href(f"/ui/patterns/{current.id}", {"done": "saved"}))

    @ui.post("/patterns/{pattern_id}/toggle")
    async def pattern_toggle(request: Request, pattern_id: str) -> Response:
        _view, p, _ = await posted(request)
        current = await _pattern_or_404(p.tenant, pattern_id)
        pattern = await repo.update_pattern(
            store, p.tenant, current.id, {"enabled": not current.enabled}, runtime.clock
        )
        if pattern.enabled:
            await repo.backfill(store, p.tenant, only=[pattern], clock=runtime.clock)
        back = request.headers.get("referer") or ""
        target = (
            f"/ui/patterns/{current.id}" if f"/ui/patterns/{current.id}" in back else "/ui/patterns"
        )
        raise Redirect(href(target, {"done": "saved"}))

    async def _patterns(tenant: str) -> list[Pattern]:
        async with store.connect() as conn:
            return await repo.load_patterns(conn, tenant)

    async def _pattern_or_404(tenant: str, pattern_id: str) -> Pattern:
        try:
            return await repo.get_pattern(store, tenant, pattern_id)
        except PatternError as exc:
            raise HTTPException(404, exc.message) from None

    # -- inspections ------------------------------------------------------------------------

    @ui.get("/inspections")
    async def inspections_list(request: Request) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        rows = await tenant_rows(
            services, inspections, p.tenant, limit=PAGE, order="started_at", skip=("buckets",)
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
                    checked=not services.settings.evolution.inspector_route,
                ),
                " ",
                t("offline"),
            ),
            button(t("run_now"), kind="primary"),
            class_="inline run",
        )
        running = [r for r in live.values() if r.tenant == p.tenant and not r.done]
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
        return html(
            view, page(view, "inspections", t("nav.inspections"), run, *now_running, listing)
        )

    @ui.get("/inspections/{inspection_id}")
    async def inspection_show(request: Request, inspection_id: str) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        rows = await tenant_rows(services, inspections, p.tenant, limit=500, order="started_at")
        found = [r for r in rows if r["id"] == inspection_id]
        if not found:
            return html(view, page(view, "inspections", t("not_found")), 404)
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
        return html(
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

    @ui.post("/inspections/run")
    async def inspection_run(request: Request) -> Response:
        _view, p, form = await posted(request)
        run = LiveRun(runtime.ids.new("live"), p.tenant)
        live[run.id] = run
        offline = form.get("offline") == "1"
        task = asyncio.create_task(_inspect(run, offline))
        background.add(task)
        task.add_done_callback(background.discard)
        raise Redirect(f"/ui/inspections/live/{run.id}")

    async def _inspect(run: LiveRun, offline: bool) -> None:
        inspector = Inspector(store, services.settings, clock=SystemClock(), router=runtime.router)
        capture = _Capture(run)
        engine_log = logging.getLogger("xihe.evolution")
        engine_log.addHandler(capture)
        started = time.monotonic()
        run.say(f"inspection started ({inspector.mode(offline)} mode), tenant {run.tenant}")
        try:
            total, unmatched = await repo.counts(store, run.tenant)
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
            forget(run.tenant)
            run.say(f"done in {time.monotonic() - started:.1f} s")
            run.done = True
            run.changed.set()

    @ui.get("/inspections/live/{run_id}")
    async def inspection_live(request: Request, run_id: str) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        run = live.get(run_id)
        if run is None or run.tenant != p.tenant:
            return html(view, page(view, "inspections", t("not_found")), 404)
        log_box = tag(
            "pre",
            "\n".join(run.lines),
            id="live-log",
            data_events=f"/ui/inspections/live/{run.id}/events",
            data_done="1" if run.done else None,
        )
        report = tag(
            "p",
            tag("a", t("summary"), href=f"/ui/inspections/{run.report_id}", id="report-link"),
            hidden=not run.report_id,
        )
        return html(
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

    @ui.get("/inspections/live/{run_id}/events")
    async def inspection_events(request: Request, run_id: str) -> Response:
        _view, p, _ = await viewer(request)
        run = live.get(run_id)
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

    @ui.get("/behaviours")
    async def behaviours(request: Request) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        runs = await tenant_rows(services, behavior_runs, p.tenant, limit=20, order="started_at")
        latest = next((r for r in runs if not r["skipped"]), None)
        run = post_form(view, "/ui/behaviours/run", button(t("run_behaviour"), kind="primary"))
        if latest is None:
            return html(
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
        return html(
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

    @ui.post("/behaviours/run")
    async def behaviours_run(request: Request) -> Response:
        _view, p, _ = await posted(request)
        analyzer = BehaviorAnalyzer(store, services.settings.evolution, router=runtime.router)
        await analyzer.run(tenant=p.tenant, force=True)
        raise Redirect(href("/ui/behaviours", {"done": "saved"}))

    @ui.get("/fixes")
    async def fixes(request: Request) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        patterns = [x for x in await _patterns(p.tenant) if x.category == Category.HARNESS_BUG]
        listing = table(
            [t("name"), t("fix_status"), t("hits"), t("rule")],
            [
                (
                    tag("a", x.name, href=f"/ui/patterns/{x.id}"),
                    badge(x.fix_status.value, x.fix_status.value),
                    x.hit_count,
                    tag("code", _rule_text(x.rule)),
                )
                for x in patterns
            ],
            empty=t("none"),
        )
        return html(
            view,
            page(
                view, "fixes", t("nav.fixes"), tag("p", t("fixes.stub"), class_="notice"), listing
            ),
        )

    # -- sessions and snapshots -------------------------------------------------------------

    @ui.get("/sessions")
    async def sessions_list(request: Request) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        rows = await services.sessions.list(p.tenant, limit=PAGE)
        listing = table(
            [t("session"), t("user"), t("agent"), ""],
            [
                (
                    tag("a", r["id"], href=f"/ui/sessions/{r['id']}"),
                    r["user_id"] or "",
                    r["agent"] or "",
                    tag(
                        "a", t("nav.operations"), href=href("/ui/operations", {"session": r["id"]})
                    ),
                )
                for r in rows
            ],
            empty=t("none"),
        )
        return html(view, page(view, "sessions", t("nav.sessions"), listing))

    def _engine() -> Any:
        engine = runtime.context
        if engine is None:
            raise HTTPException(503, "the context engine is not open")
        return engine

    @ui.get("/sessions/{session_id}")
    async def session_show(request: Request, session_id: str) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        versions = await _engine().snapshots.versions(p.tenant, session_id)
        listing = table(
            [t("version"), t("turn"), t("model"), t("tokens"), t("kind"), ""],
            [
                (
                    tag(
                        "a",
                        f"v{m.version}",
                        href=f"/ui/sessions/{session_id}/snapshots/{m.version}",
                    )
                    if not m.pruned
                    else f"v{m.version}",
                    m.turn,
                    m.model,
                    f"{m.input_tokens:,}",
                    t("pruned") if m.pruned else m.kind,
                    "",
                )
                for m in versions
            ],
            empty=t("none"),
        )
        kept = [m.version for m in versions if not m.pruned]
        compare: Safe = Safe("")
        if len(kept) >= 2:

            def pick(name: str, chosen: int) -> Safe:
                return tag(
                    "select",
                    *(tag("option", f"v{v}", value=str(v), selected=v == chosen) for v in kept),
                    name=name,
                )

            compare = tag(
                "form",
                pick("a", kept[-2]),
                pick("b", kept[-1]),
                button(t("compare"), kind="primary"),
                method="get",
                action=f"/ui/sessions/{session_id}/diff",
                class_="filters",
            )
        ops = tag("a", t("nav.operations"), href=href("/ui/operations", {"session": session_id}))
        return html(
            view,
            page(
                view,
                "sessions",
                f"{t('session')} {session_id}",
                tag("p", ops),
                section(t("versions"), listing, compare),
            ),
        )

    @ui.get("/sessions/{session_id}/snapshots/{version}")
    async def snapshot_show(request: Request, session_id: str, version: int) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        try:
            body = await _engine().snapshots.get(p.tenant, session_id, version)
        except XiheError as exc:
            return html(view, page(view, "sessions", t("not_found"), tag("p", exc.message)), 404)
        messages = body.get("messages") or []
        rendered = [
            tag(
                "div",
                tag("div", m.get("role", ""), class_="role"),
                tag(
                    "pre",
                    pretty(m.get("content"))
                    if not isinstance(m.get("content"), str)
                    else m.get("content"),
                ),
                class_=f"msg {m.get('role', '')}",
            )
            for m in messages
            if isinstance(m, dict)
        ]
        rest = {k: v for k, v in body.items() if k != "messages"}
        back = tag("a", f"← {t('session')} {session_id}", href=f"/ui/sessions/{session_id}")
        return html(
            view,
            page(
                view,
                "sessions",
                f"{t('snapshot.one')} v{version}",
                tag("p", back),
                *rendered,
                section(t("request"), tag("pre", pretty(rest))),
            ),
        )

    @ui.get("/sessions/{session_id}/diff")
    async def snapshot_diff(request: Request, session_id: str, a: int, b: int) -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        try:
            lines = await _engine().snapshots.diff(p.tenant, session_id, a, b)
        except XiheError as exc:
            return html(view, page(view, "sessions", t("not_found"), tag("p", exc.message)), 404)
        marked = [
            tag(
                "span",
                line,
                class_="add" if line.startswith("+") else "del" if line.startswith("-") else None,
            )
            for line in lines
        ]
        back = tag("a", f"← {t('session')} {session_id}", href=f"/ui/sessions/{session_id}")
        return html(
            view,
            page(
                view,
                "sessions",
                f"{t('diff')} v{a} → v{b}",
                tag("p", back),
                tag("pre", join(marked, "\n"), class_="diff"),
            ),
        )

    # -- audit ------------------------------------------------------------------------------

    @ui.get("/audit")
    async def audit(request: Request, tool: str = "", request_id: str = "") -> Response:
        view, p, _ = await viewer(request)
        t = view.t
        rows = await query_audit(
            store, tenant=p.tenant, tool=tool or None, request_id=request_id or None, limit=200
        )
        rows.reverse()  # newest first on a page
        filters = tag(
            "form",
            tag("label", t("tool"), void("input", name="tool", value=tool)),
            tag("label", t("request_id"), void("input", name="request_id", value=request_id)),
            button(t("filter"), kind="primary"),
            tag("a", t("clear"), href="/ui/audit"),
            method="get",
            action="/ui/audit",
            class_="filters",
        )
        columns = [
            t("created"),
            t("tool"),
            t("audit.decision"),
            t("outcome"),
            t("principal"),
            t("operation"),
            t("params"),
        ]
        listing = table(
            columns,
            [
                (
                    when(r.get("created_at")),
                    r.get("tool", ""),
                    badge(r.get("decision") or "", r.get("decision") or ""),
                    badge(r.get("outcome") or "", r.get("outcome") or ""),
                    f"{r.get('principal') or ''} ({r.get('role') or ''})",
                    tag("a", r["operation_id"][:14], href=f"/ui/operations/{r['operation_id']}")
                    if r.get("operation_id")
                    else "",
                    tag("code", json.dumps(r.get("params") or {}, ensure_ascii=False)[:160]),
                )
                for r in rows
            ],
            empty=t("none"),
        )
        return html(view, page(view, "audit", t("nav.audit"), filters, listing))

    @ui.get("/{rest:path}")
    async def unknown(request: Request, rest: str) -> Response:
        if not rest:
            raise Redirect("/ui")
        view, _p, _ = await viewer(request)
        return html(view, page(view, "", view.t("not_found"), tag("p", f"/ui/{rest}")), 404)

    return ui


def _bands() -> list[str]:
    edges = [0, *queries.TOKEN_BANDS]
    names = [
        f"{a // 1000}k-{b // 1000}k" if a else f"<{b // 1000}k"
        for a, b in itertools.pairwise(edges)
    ]
    return [*names, f">{edges[-1] // 1000}k"]


def _request_link(request_id: str) -> Safe | str:
    """A tool call's request id names its operation (`op_…:call_…`) when a run made it."""
    op_id = request_id.split(":", 1)[0]
    if op_id.startswith("op_") and ":" in request_id:
        return tag("a", request_id, href=f"/ui/operations/{op_id}")
    return request_id


def _rule_text(rule: Rule) -> str:
    parts = [f"{k}={v}" for k, v in rule.to_dict().items() if v not in (None, "")]
    return " ∧ ".join(parts)


def _same_origin(request: Request) -> bool:
    """A browser's POST names its page's origin; another site's cannot be ours. A client
    sending neither header is not a browser (CSRF needs one) and passes."""
    origin = request.headers.get("origin") or request.headers.get("referer")
    if not origin:
        return True
    host = request.headers.get("host", "")
    rest = origin.split("://", 1)[-1]
    return rest.split("/", 1)[0] == host


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
