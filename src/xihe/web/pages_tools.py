"""Tools under policy: approvals (decided through the API's one decision path, so the
side effect runs once) and the audit log."""

from __future__ import annotations

import json

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import Response

from xihe.gateway.admin import decide_approval, tenant_rows
from xihe.gateway.errors import GatewayError
from xihe.store.tables import tool_approvals
from xihe.tools.approvals import ApprovalStore
from xihe.tools.audit import query_audit
from xihe.web.base import Redirect, Ui, text_of
from xihe.web.html import Safe, badge, href, join, pretty, table, tag, void, when
from xihe.web.layout import button, kv, page, post_form


def add(api: APIRouter, ui: Ui) -> None:
    # -- approvals --------------------------------------------------------------------------

    @api.get("/approvals")
    async def approvals_list(request: Request, status: str = "pending") -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        if status == "pending":  # every pending one, oldest first: the queue to work through
            approvals = ApprovalStore(ui.store, clock=ui.runtime.clock, ids=ui.runtime.ids)
            rows = [a.to_dict() for a in await approvals.find(p.tenant, "pending")]
        else:
            rows = await tenant_rows(ui.services, tool_approvals, p.tenant, limit=200)
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
        return ui.html(view, page(view, "approvals", t("nav.approvals"), *body))

    @api.post("/approvals/{approval_id}/{verdict}")
    async def approvals_decide(request: Request, approval_id: str, verdict: str) -> Response:
        _view, p, form = await ui.posted(request)
        if verdict not in ("approve", "reject"):
            raise HTTPException(404)
        try:
            result = await decide_approval(
                ui.services,
                p,
                approval_id,
                approve=verdict == "approve",
                reason=text_of(form.get("reason")),
            )
        except GatewayError as exc:
            raise HTTPException(exc.status, exc.message) from None
        done = (
            ("decided.approved" if verdict == "approve" else "decided.rejected")
            if result["changed"]
            else "decided.already"
        )
        raise Redirect(href("/ui/approvals", {"status": "all", "done": done}))

    # -- audit ------------------------------------------------------------------------------

    @api.get("/audit")
    async def audit(request: Request, tool: str = "", request_id: str = "") -> Response:
        view, p, _ = await ui.viewer(request)
        t = view.t
        rows = await query_audit(
            ui.store, tenant=p.tenant, tool=tool or None, request_id=request_id or None, limit=200
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
        return ui.html(view, page(view, "audit", t("nav.audit"), filters, listing))


def _request_link(request_id: str) -> Safe | str:
    """A tool call's request id names its operation (`op_…:call_…`) when a run made it."""
    op_id = request_id.split(":", 1)[0]
    if op_id.startswith("op_") and ":" in request_id:
        return tag("a", request_id, href=f"/ui/operations/{op_id}")
    return request_id
