"""Sessions and their snapshots: what each model saw, version by version, and diffs."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import Response

from xihe.core.errors import XiheError
from xihe.web.base import PAGE, Redirect, Ui
from xihe.web.html import Safe, href, join, pretty, table, tag, void
from xihe.web.layout import button, page, section


def add(api: APIRouter, ui: Ui) -> None:
    # -- sessions and snapshots -------------------------------------------------------------

    @api.get("/sessions")
    async def sessions_list(request: Request, id: str = "") -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        if id.strip():  # an older session by its id (the list shows the newest)
            raise Redirect(f"/ui/sessions/{quote(id.strip(), safe='')}")
        rows = await ui.services.sessions.list(p.tenant, limit=PAGE)
        find = tag(
            "form",
            tag("label", t("session"), void("input", name="id", placeholder="ses_…")),
            button(t("view"), kind="primary"),
            method="get",
            action="/ui/sessions",
            class_="filters",
        )
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
        return ui.html(view, page(view, "sessions", t("nav.sessions"), find, listing))

    def _engine() -> Any:
        engine = ui.runtime.context
        if engine is None:
            raise HTTPException(503, "the context engine is not open")
        return engine

    @api.get("/sessions/{session_id}")
    async def session_show(request: Request, session_id: str) -> Response:
        view, p, _ = await ui.viewer(request)
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
        return ui.html(
            view,
            page(
                view,
                "sessions",
                f"{t('session')} {session_id}",
                tag("p", ops),
                section(t("versions"), listing, compare),
            ),
        )

    @api.get("/sessions/{session_id}/snapshots/{version}")
    async def snapshot_show(request: Request, session_id: str, version: int) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        try:
            body = await _engine().snapshots.get(p.tenant, session_id, version)
        except XiheError as exc:
            return ui.html(view, page(view, "sessions", t("not_found"), tag("p", exc.message)), 404)
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
        return ui.html(
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

    @api.get("/sessions/{session_id}/diff")
    async def snapshot_diff(request: Request, session_id: str, a: int, b: int) -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        try:
            lines = await _engine().snapshots.diff(p.tenant, session_id, a, b)
        except XiheError as exc:
            return ui.html(view, page(view, "sessions", t("not_found"), tag("p", exc.message)), 404)
        marked = [
            tag(
                "span",
                line,
                class_="add" if line.startswith("+") else "del" if line.startswith("-") else None,
            )
            for line in lines
        ]
        back = tag("a", f"← {t('session')} {session_id}", href=f"/ui/sessions/{session_id}")
        return ui.html(
            view,
            page(
                view,
                "sessions",
                f"{t('diff')} v{a} → v{b}",
                tag("p", back),
                tag("pre", join(marked, "\n"), class_="diff"),
            ),
        )
