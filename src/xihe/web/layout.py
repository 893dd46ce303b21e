"""The page frame: navigation, language switch, sign-out form, flash message."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xihe.gateway.auth import Principal
from xihe.web.html import Safe, e, href, tag, void

NAV = (
    ("overview", "/ui"),
    ("operations", "/ui/operations"),
    ("approvals", "/ui/approvals"),
    ("errors", "/ui/errors"),
    ("patterns", "/ui/patterns"),
    ("inspections", "/ui/inspections"),
    ("behaviours", "/ui/behaviours"),
    ("fixes", "/ui/fixes"),
    ("sessions", "/ui/sessions"),
    ("audit", "/ui/audit"),
)


@dataclass(frozen=True)
class View:
    """What every page needs to render: who, in which language, and the form token."""

    principal: Principal | None
    lang: str
    t: Callable[[str], str]
    csrf: str
    path: str
    flash: str | None = None
    remember_lang: bool = False
    """`?lang=` was given: the answer remembers it in a cookie."""


def csrf_field(view: View) -> Safe:
    return void("input", type="hidden", name="csrf", value=view.csrf)


def post_form(view: View, action: str, *body: Safe, class_: str = "inline") -> Safe:
    return tag("form", csrf_field(view), *body, method="post", action=action, class_=class_)


def button(
    text: str,
    *,
    kind: str = "",
    name: str | None = None,
    value: str | None = None,
    confirm: str | None = None,
) -> Safe:
    return tag(
        "button",
        text,
        type="submit",
        class_=kind or None,
        name=name,
        value=value,
        data_confirm=confirm,
    )


def page(view: View, section: str, title: str, *content: Safe) -> Safe:
    t = view.t
    links = [
        tag(
            "a",
            t(f"nav.{key}"),
            href=url,
            class_="active" if key == section else None,
            data_nav=key,
        )
        for key, url in NAV
    ]
    other = "zh" if view.lang == "en" else "en"
    who: Safe = Safe("")
    if view.principal is not None:
        p = view.principal
        who = tag(
            "div",
            tag("span", f"{t('tenant')}: ", tag("b", p.tenant), f" · {p.user}", class_="who"),
            post_form(view, "/ui/logout", button(t("logout"), kind="link")),
            class_="session",
        )
    flash = tag("div", view.flash, class_="flash", role="status") if view.flash else Safe("")
    body = tag(
        "body",
        tag(
            "header",
            tag("a", t("app"), href="/ui", class_="brand"),
            tag("nav", *links) if view.principal is not None else Safe(""),
            tag(
                "a", t("lang"), href=href(view.path, {"lang": other}), class_="lang", hreflang=other
            ),
            who,
        ),
        tag("main", tag("h1", title), flash, *content),
        tag("script", src="/ui/static/app.js", defer=True),
        data_section=section,
    )
    head = tag(
        "head",
        void("meta", charset="utf-8"),
        void("meta", name="viewport", content="width=device-width, initial-scale=1"),
        tag("title", f"{title} · {t('app')}"),
        void("link", rel="stylesheet", href="/ui/static/app.css"),
        void("link", rel="icon", href="data:,"),
    )
    return Safe(
        "<!doctype html>" + tag("html", head, body, lang="zh-CN" if view.lang == "zh" else "en")
    )


def card(label: str, value: str, *, note: str = "", kind: str = "") -> Safe:
    return tag(
        "div",
        tag("div", label, class_="label"),
        tag("div", value, class_="value"),
        tag("div", note, class_="note") if note else Safe(""),
        class_=f"card {kind}".strip(),
    )


def section(title: str, *content: Safe, id: str | None = None) -> Safe:
    return tag("section", tag("h2", title), *content, id=id)


def pager(view: View, path: str, params: dict[str, str | None], next_cursor: str | None) -> Safe:
    """Keyset paging: back to the newest page, or on to older rows after the cursor."""
    t = view.t
    parts = []
    if params.get("before"):
        parts.append(tag("a", t("newest"), href=href(path, {**params, "before": None})))
    if next_cursor:
        parts.append(
            tag(
                "a",
                t("older"),
                href=href(path, {**params, "before": next_cursor}),
                rel="next",
                class_="next",
            )
        )
    return tag("div", *parts, class_="pager")


def kv(rows: list[tuple[str, object]]) -> Safe:
    return tag("dl", *(tag("div", tag("dt", k), tag("dd", e(v))) for k, v in rows), class_="kv")
