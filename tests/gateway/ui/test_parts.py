"""The dashboard's parts without a browser: the sealed cookie and its CSRF token, language
negotiation, escaping, and the overview's SQL on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import insert

from tests.conftest import Database
from xihe.store.db import open_store
from xihe.store.tables import operations
from xihe.store.tables.evolution import errors
from xihe.web.auth import SESSION_SECONDS, CookieSeal
from xihe.web.html import Safe, e, tag
from xihe.web.i18n import MESSAGES, negotiate, translator
from xihe.web.queries import aligned_window, overview

ROOT = b"k" * 32


def test_the_cookie_is_sealed_bound_and_expires() -> None:
    seal = CookieSeal(ROOT)
    cookie = seal.seal("xk_secret", now=1000.0)
    assert "xk_secret" not in cookie
    opened = seal.open(cookie, now=1001.0)
    assert opened is not None and opened.key == "xk_secret"
    assert seal.open(cookie, now=1000.0 + SESSION_SECONDS + 1) is None
    assert seal.open(cookie[:-2] + ("A" if cookie[-2] != "A" else "B") + cookie[-1]) is None
    assert seal.open("v1.garbage") is None and seal.open(None) is None
    assert CookieSeal(b"x" * 32).open(cookie, now=1001.0) is None  # another installation
    token = seal.csrf(opened)
    assert seal.csrf_ok(opened, token)
    assert not seal.csrf_ok(opened, None) and not seal.csrf_ok(opened, token[:-1] + "x")
    other = seal.open(seal.seal("xk_secret", now=1000.0), now=1001.0)
    assert other is not None and not seal.csrf_ok(other, token)  # bound to one sign-in


def test_language_comes_from_the_query_then_the_cookie_then_the_browser() -> None:
    assert negotiate("zh", "en", "en-US") == "zh"
    assert negotiate(None, "zh", "en-US") == "zh"
    assert negotiate("xx", None, "fr-FR,zh-CN;q=0.8,en;q=0.5") == "zh"
    assert negotiate(None, None, "de") == "en"
    assert translator("zh")("nav.overview") == "概览"
    assert translator("en")("no.such.key") == "no.such.key"
    assert all(len(pair) == 2 and all(pair) for pair in MESSAGES.values())


def test_markup_escapes_everything_but_safe_markup() -> None:
    assert tag("td", "<script>") == "<td>&lt;script&gt;</td>"
    assert tag("a", "x", href='"><img', class_="c") == '<a href="&quot;&gt;&lt;img" class="c">x</a>'
    assert tag("b", Safe("<i>ok</i>")) == "<b><i>ok</i></b>"
    assert e(None) == "" and e(Safe("<br>")) == "<br>"


def test_windows_end_on_the_grain_after_now() -> None:
    now = datetime(2026, 12, 1, 21, 37, 5, tzinfo=UTC)
    since, end, width = aligned_window(now, "24h")
    assert end == datetime(2026, 12, 1, 22, tzinfo=UTC) and width == timedelta(hours=1)
    assert end - since == timedelta(hours=24)
    since, end, width = aligned_window(now, "1h")
    assert end == datetime(2026, 12, 1, 21, 38, tzinfo=UTC) and width == timedelta(minutes=5)


async def test_the_overview_counts_by_bucket_model_and_user(database: Database) -> None:
    store = await open_store(database.url, schema=database.schema)
    now = datetime(2026, 12, 1, 21, 37, tzinfo=UTC)
    rows, errs = [], []
    for i in range(30):
        started = now - timedelta(hours=i % 3, minutes=5)
        rows.append(
            {
                "id": f"op_{i:04d}",
                "tenant": "t1" if i < 24 else "t2",
                "user_id": f"u{i % 2}",
                "kind": "chat",
                "input": "q",
                "model": "m-big" if i % 3 == 0 else "m-small",
                "status": "failed" if i % 4 == 0 else "completed",
                "started_at": started,
                "input_tokens": 100 if i % 3 == 0 else 10,
                "output_tokens": 1,
                "fallbacks": [],
                "meta": {},
            }
        )
        if i % 4 == 0:
            errs.append(
                {
                    "id": f"err_{i:04d}",
                    "tenant": rows[-1]["tenant"],
                    "operation_id": f"op_{i:04d}",
                    "scope": "operation",
                    "created_at": started,
                    "message": "boom",
                    "template": "boom",
                    "fingerprint": "f",
                }
            )
    try:
        async with store.begin() as conn:
            await conn.execute(insert(operations), rows)
            await conn.execute(insert(errors), errs)
        data = await overview(store, "t1", until=now, window="24h")
        assert data.requests == 24 and data.failed == 6
        assert data.input_tokens == 8 * 100 + 16 * 10 and data.output_tokens == 24
        assert data.traffic is not None and sum(data.traffic.values["requests"]) == 24
        assert data.traffic.values["requests"][-3:] == [8, 8, 8]  # three hours, newest last
        assert data.errors_total == 6 and data.errors_unmatched == 6
        assert data.unmatched is not None and max(data.unmatched.values["share"]) == 1.0
        assert [m["name"] for m in data.by_model] == ["m-big", "m-small"]
        assert {u["name"]: u["requests"] for u in data.by_user} == {"u0": 12, "u1": 12}
        assert data.spread == {"—": [24, 0, 0, 0, 0]}  # every request under 1k input tokens
        outside = await overview(store, "t1", until=now + timedelta(days=3), window="24h")
        assert outside.requests == 0  # the window, not the whole table
    finally:
        await store.close()


async def test_operation_pages_continue_by_cursor_under_filters(database: Database) -> None:
    from xihe.tracing.queries import OperationFilter, cursor_of, list_operations

    store = await open_store(database.url, schema=database.schema)
    now = datetime(2026, 12, 1, 21, 0, tzinfo=UTC)
    same = now - timedelta(minutes=1)  # ties on started_at are broken by id
    rows = [
        {
            "id": f"op_{i:04d}",
            "tenant": "t1",
            "user_id": "u",
            "kind": "chat",
            "input": "find the needle" if i % 10 == 0 else "hay 100%_",
            "model": "m",
            "status": "failed" if i % 3 == 0 else "completed",
            "started_at": same if i < 20 else now - timedelta(minutes=i),
            "fallbacks": [],
            "meta": {},
        }
        for i in range(95)
    ]
    rows.append({**rows[0], "id": "op_other", "tenant": "t2"})
    try:
        async with store.begin() as conn:
            await conn.execute(insert(operations), rows)
        seen: list[str] = []
        before = None
        while True:
            page = await list_operations(store, tenant="t1", limit=10, before=before)
            seen += [r["id"] for r in page]
            if len(page) < 10:
                break
            before = cursor_of(page[-1])
        assert len(seen) == len(set(seen)) == 95 and "op_other" not in seen
        failed = await list_operations(
            store, tenant="t1", limit=100, where=OperationFilter(status="failed")
        )
        assert len(failed) == 32 and {r["status"] for r in failed} == {"failed"}
        found = await list_operations(
            store, tenant="t1", limit=100, where=OperationFilter(search="needle")
        )
        assert len(found) == 10
        literal = await list_operations(  # % and _ are text, not wildcards
            store, tenant="t1", limit=100, where=OperationFilter(search="100%_")
        )
        assert len(literal) == 85
    finally:
        await store.close()
