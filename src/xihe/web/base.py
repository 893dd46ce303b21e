"""What every dashboard page shares: who is signed in (the sealed cookie, the admin role),
the form check (CSRF token and origin), the response headers, and per-process state."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from fastapi import HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.routing import APIRoute

from xihe.agent.runtime import Runtime
from xihe.gateway.auth import Principal
from xihe.gateway.services import Services
from xihe.store.db import Store
from xihe.web.auth import COOKIE, LANG_COOKIE, CookieSeal, Opened
from xihe.web.html import Safe, href, tag
from xihe.web.i18n import negotiate, translator
from xihe.web.layout import View, page

PAGE = 50
"""Rows per list page."""


class Redirect(HTTPException):
    """See other (303): after a POST, and to the login page."""

    def __init__(self, location: str) -> None:
        super().__init__(303, headers={"Location": location})


class UiRoute(APIRoute):
    """Dashboard routes answer people, not programs: a redirect is a plain 303 and a refusal
    (403 CSRF, 404, 400) is a page in the reader's language with a way back, never JSON."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        inner = super().get_route_handler()

        async def handler(request: Request) -> Response:
            try:
                return await inner(request)
            except HTTPException as exc:
                if exc.status_code == 303 and exc.headers:
                    return RedirectResponse(exc.headers["Location"], 303)
                return refusal(request, exc.status_code, str(exc.detail))

        return handler


def refusal(request: Request, status: int, message: str) -> HTMLResponse:
    lang = negotiate(
        request.query_params.get("lang"),
        request.cookies.get(LANG_COOKIE),
        request.headers.get("accept-language"),
    )
    t = translator(lang)
    view = View(None, lang, t, "", request.url.path)
    body = page(
        view,
        "",
        f"{status}",
        tag("p", message, class_="notice"),
        tag("p", tag("a", t("nav.overview"), href="/ui")),
    )
    return HTMLResponse(body, status_code=status, headers={"cache-control": "no-store"})


def form_of(raw: bytes) -> dict[str, str]:
    """An `application/x-www-form-urlencoded` body, last value of each field."""
    return {k: v[-1] for k, v in parse_qs(raw.decode("utf-8", "replace")).items()}


def text_of(value: str | None) -> str | None:
    """A form field trimmed; empty is None (the field was cleared)."""
    value = (value or "").strip()
    return value or None


def same_origin(request: Request) -> bool:
    """A browser's POST names its page's origin; another site's cannot be ours. A client
    sending neither header is not a browser (CSRF needs one) and passes."""
    origin = request.headers.get("origin") or request.headers.get("referer")
    if not origin:
        return True
    host = request.headers.get("host", "")
    rest = origin.split("://", 1)[-1]
    return rest.split("/", 1)[0] == host


@dataclass
class Ui:
    services: Services
    seal: CookieSeal
    cached: dict[tuple[str, str], tuple[float, Any, dict[str, Any]]] = field(default_factory=dict)
    """The overview's aggregates by (tenant, window), with their expiry."""
    live: dict[str, Any] = field(default_factory=dict)
    """Inspections started here, by run id: their live logs."""
    background: set[asyncio.Task[None]] = field(default_factory=set)

    @property
    def runtime(self) -> Runtime:
        return self.services.runtime

    @property
    def store(self) -> Store:
        return self.services.runtime.store

    def lang_of(self, request: Request) -> str:
        return negotiate(
            request.query_params.get("lang"),
            request.cookies.get(LANG_COOKIE),
            request.headers.get("accept-language"),
        )

    def forget(self, tenant: str) -> None:
        """Drop a tenant's cached overview: something it shows has changed."""
        for key in [k for k in self.cached if k[0] == tenant]:
            self.cached.pop(key, None)

    async def viewer(self, request: Request) -> tuple[View, Principal, Opened]:
        """The signed-in admin, or a redirect to the login page (or a 403 page)."""
        opened = self.seal.open(request.cookies.get(COOKIE))
        principal = await self.services.auth.authenticate(opened.key) if opened else None
        if opened is None or principal is None:
            raise Redirect(href("/ui/login", {"next": request.url.path}))
        lang = self.lang_of(request)
        t = translator(lang)
        if not principal.can("admin"):
            raise HTTPException(403, t("login.not_admin"))
        done = request.query_params.get("done")
        view = View(
            principal,
            lang,
            t,
            self.seal.csrf(opened),
            request.url.path,
            flash=t(done) if done else None,
            remember_lang="lang" in request.query_params,
        )
        return view, principal, opened

    async def posted(self, request: Request) -> tuple[View, Principal, dict[str, str]]:
        """A signed-in admin's form, its CSRF token and origin checked (403 otherwise)."""
        view, principal, opened = await self.viewer(request)
        form = form_of(await request.body())
        if not self.seal.csrf_ok(opened, form.get("csrf")) or not same_origin(request):
            raise HTTPException(403, view.t("csrf"))
        self.forget(principal.tenant)  # what this form changes shows on the next overview
        return view, principal, form

    def html(self, view: View, markup: Safe, status: int = 200) -> HTMLResponse:
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
