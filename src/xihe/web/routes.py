"""The dashboard's routes under `/ui`. The gateway middleware leaves `/ui` public; every
page opens the sealed cookie and authenticates its key like an API call, admin role
required (`web/base.py`). POSTs carry the CSRF token and answer with a redirect
(post/redirect/get). Pages live beside the layer they show: traces, tools, evolution,
sessions."""

from __future__ import annotations

from importlib import resources

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import RedirectResponse, Response

from xihe.gateway.services import Services
from xihe.web import pages_evolution, pages_sessions, pages_tools, pages_traces
from xihe.web.auth import COOKIE, SESSION_SECONDS, CookieSeal
from xihe.web.base import Redirect, Ui, UiRoute, form_of, same_origin
from xihe.web.html import tag, void
from xihe.web.i18n import translator
from xihe.web.layout import View, button, page

STATIC = {"app.js": "text/javascript", "app.css": "text/css"}


def router(services: Services, root_key: bytes) -> APIRouter:
    api = APIRouter(prefix="/ui", include_in_schema=False, route_class=UiRoute)
    ui = Ui(services, CookieSeal(root_key))

    # -- sign in ----------------------------------------------------------------------------

    def login_page(
        request: Request, problem: str | None = None, status: int = 200, nxt: str | None = None
    ) -> Response:
        lang = ui.lang_of(request)
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
        return ui.html(view, page(view, "login", t("login.title"), form), status)

    @api.get("/login")
    async def login_get(request: Request) -> Response:
        return login_page(request)

    @api.post("/login")
    async def login_post(request: Request) -> Response:
        t = translator(ui.lang_of(request))
        if not same_origin(request):
            return login_page(request, t("csrf"), 403)
        form = form_of(await request.body())
        key = (form.get("key") or "").strip()
        principal = await ui.services.auth.authenticate(key) if key else None
        if principal is None:
            return login_page(request, t("login.invalid"), 401, form.get("next"))
        if not principal.can("admin"):
            return login_page(request, t("login.not_admin"), 403, form.get("next"))
        target = form.get("next") or "/ui"
        response = RedirectResponse(target if target.startswith("/ui") else "/ui", 303)
        response.set_cookie(
            COOKIE,
            ui.seal.seal(key),
            max_age=SESSION_SECONDS,
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
            path="/ui",
        )
        return response

    @api.post("/logout")
    async def logout(request: Request) -> Response:
        await ui.posted(request)
        response = RedirectResponse("/ui/login", 303)
        response.delete_cookie(COOKIE, path="/ui")
        return response

    @api.get("/static/{name}")
    async def static(name: str) -> Response:
        if name not in STATIC:
            raise HTTPException(404)
        body = resources.files("xihe.web").joinpath("static", name).read_bytes()
        return Response(body, media_type=STATIC[name], headers={"cache-control": "max-age=300"})

    for pages in (pages_traces, pages_tools, pages_evolution, pages_sessions):
        pages.add(api, ui)

    @api.get("/{rest:path}")
    async def unknown(request: Request, rest: str) -> Response:
        if not rest:
            raise Redirect("/ui")
        view, _p, _ = await ui.viewer(request)
        return ui.html(view, page(view, "", view.t("not_found"), tag("p", f"/ui/{rest}")), 404)

    return api
