"""The dashboard in a real browser (issue 19): Debian's headless Chromium driven by
Playwright against a real `xihe serve` whose store the evolution simulation seeded.

Screenshots land in tests/output/dashboard/ (gitignored) for a reviewer to look at.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import Database
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import Gateway, cli, create_keys, serve, write_config
from tests.tools.helpers import Webhook

pytestmark = pytest.mark.slow

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SHOTS = (
    Path(os.environ.get("XIHE_TEST_OUTPUT") or Path(__file__).resolve().parents[2] / "output")
    / "dashboard"
)
TENANT = "demo"
SEND = {"id": "call_1", "name": "notify.send", "arguments": {"message": "deploy finished"}}
PAGES = [
    ("overview", "Overview"),
    ("operations", "Operations"),
    ("approvals", "Approvals"),
    ("errors", "Errors"),
    ("patterns", "Patterns"),
    ("inspections", "Inspections"),
    ("behaviours", "Behaviours"),
    ("fixes", "Fixes"),
    ("sessions", "Sessions"),
    ("audit", "Audit log"),
]


NO_SCHEDULE = "\n[evolution]\nschedule = false\n"
"""The served schedule would inspect at start-up; these tests run inspection themselves."""


@dataclass
class Dash:
    gw: Gateway
    admin: str
    developer: str
    webhook: Webhook
    provider: FakeProvider
    simulated: dict[str, Any]


@pytest.fixture(scope="module")
def dash(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Dash]:
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"{CHROMIUM} is missing: the dashboard tests need Debian's chromium; run "
            "`make setup` (it installs it) or `apt-get install -y chromium`"
        )
    tmp = tmp_path_factory.mktemp("dash")
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp / 'xihe.db'}")
    with FakeProvider() as provider, Webhook().running() as webhook:
        config = write_config(
            tmp / "xihe.toml",
            provider.url,
            gateway='chat_tools = ["notify.send"]\nkey_cache_seconds = 0.5',
            extra=f'[tools.notify]\nwebhook_url = "{webhook.url}"\n' + NO_SCHEDULE,
        )
        seeded = cli(
            ["simulate", "--mock", "--count", "60", "--tenant", TENANT, "--output", "json"],
            database,
            tmp,
            config,
        )
        assert seeded.returncode == 0, seeded.stderr
        admin, developer, reader = create_keys(
            database,
            [(TENANT, "root", "admin"), (TENANT, "dev", "developer"), (TENANT, "ro", "readonly")],
        )
        with serve(config, database, tmp) as gw:
            gw.keys["readonly"] = reader
            yield Dash(gw, admin, developer, webhook, provider, json.loads(seeded.stdout))


@pytest.fixture(scope="module")
def browser(dash: Dash) -> Iterator[Any]:
    """After `dash`: Playwright runs an event loop in this thread, the seeding needs none."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(dash: Dash, browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1360, "height": 900}, locale="en-US")
    tab = context.new_page()
    problems: list[str] = []
    tab.on("pageerror", lambda exc: problems.append(str(exc)))
    # refusals (401, 403) are part of the tests; a server error or a script error never is
    tab.on(
        "response",
        lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 500 else None,
    )
    yield tab
    context.close()
    assert problems == [], problems


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def nav(page: Any, key: str) -> None:
    """A click waits at most for the next page to start loading; wait for that page (its nav
    marks the key active) and all of it, so a count near its end reads the whole document."""
    page.click(f"header nav a[data-nav={key}]")
    page.locator(f"header nav a[data-nav={key}].active").wait_for()
    page.wait_for_load_state("load")


def sign_in(page: Any, dash: Dash, key: str | None = None) -> None:
    page.goto(f"{dash.gw.url}/ui")
    assert "/ui/login" in page.url
    page.fill("#key", key or dash.admin)
    page.click("form.login button[type=submit]")


def test_sign_in_keeps_the_key_out_of_urls_and_refuses_others(page: Any, dash: Dash) -> None:
    page.goto(f"{dash.gw.url}/ui/operations")
    assert page.url.startswith(f"{dash.gw.url}/ui/login")
    shot(page, "00-login")
    page.fill("#key", "xk_not-a-real-key")
    page.click("form.login button[type=submit]")
    assert "invalid or revoked" in page.inner_text(".flash")
    page.fill("#key", dash.gw.keys["readonly"])
    page.click("form.login button[type=submit]")
    assert "not admin" in page.inner_text(".flash")

    visited: list[str] = []
    page.on("request", lambda r: visited.append(r.url))
    page.fill("#key", dash.admin)
    page.click("form.login button[type=submit]")
    page.wait_for_url(f"{dash.gw.url}/ui/operations")  # back where the login started
    assert visited and all(dash.admin not in u for u in visited)
    (cookie,) = [c for c in page.context.cookies() if c["name"] == "xihe_ui"]
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"
    assert dash.admin not in cookie["value"]  # sealed, not merely signed
    assert page.evaluate("document.cookie").find("xihe_ui") == -1

    # A tampered cookie is no session.
    forged = {**cookie, "value": cookie["value"][:-4] + "AAAA"}
    page.context.clear_cookies()
    page.context.add_cookies([forged])
    page.goto(f"{dash.gw.url}/ui")
    assert "/ui/login" in page.url


def test_every_page_renders_in_english_and_chinese(page: Any, dash: Dash) -> None:
    sign_in(page, dash)
    page.wait_for_url(f"{dash.gw.url}/ui")
    for i, (key, title) in enumerate(PAGES, start=1):
        nav(page, key)
        assert page.inner_text("main h1") == title
        assert page.get_attribute(f"header nav a[data-nav={key}]", "class") == "active"
        shot(page, f"{i:02d}-{key}")
    # The overview shows the simulated traffic: counts, charts and tokens by model.
    nav(page, "overview")
    requests = int(page.inner_text(".cards .card >> nth=0 >> .value").replace(",", ""))
    assert requests >= dash.simulated["operations"]
    assert page.locator("#traffic svg rect.bar").count() > 0
    assert page.locator("#by-model svg text.name").count() >= 1
    # Chinese, chosen with ?lang= and remembered by a cookie across navigation.
    page.click("header a.lang")
    assert page.inner_text("main h1") == "概览"
    nav(page, "operations")
    assert page.inner_text("main h1") == "操作"
    shot(page, "11-operations-zh")
    nav(page, "overview")
    shot(page, "12-overview-zh")
    page.click("header a.lang")
    assert page.inner_text("main h1") == "Overview"


def test_operations_filter_pages_and_step_view(page: Any, dash: Dash) -> None:
    sign_in(page, dash)
    nav(page, "operations")
    page.select_option("select[name=status]", "failed")  # submits on change
    page.wait_for_url(re.compile(r"status=failed"))
    statuses = page.locator("tbody tr td:nth-child(2) .badge").all_inner_texts()
    assert statuses and set(statuses) == {"failed"}
    # Keyset paging: 50 rows a page, the older page continues where this one ended.
    page.goto(f"{dash.gw.url}/ui/operations")
    links = "tbody tr td:first-child a"
    first = [a.get_attribute("href") for a in page.locator(links).all()]
    assert len(first) == 50
    page.click(".pager a.next")
    page.wait_for_load_state("load")
    assert "before=" in page.url
    second = [a.get_attribute("href") for a in page.locator(links).all()]
    assert second and not set(first) & set(second)
    assert len(first) + len(second) >= dash.simulated["operations"]
    # A bar of the overview's traffic chart opens the operations of its hour.
    nav(page, "overview")
    bars = page.locator("#traffic svg a")
    assert bars.count() >= 1
    bars.last.click()
    page.wait_for_url(re.compile(r"/ui/operations\?since=.*until="))
    hour = page.locator("tbody tr td:first-child a").all_inner_texts()
    assert hour and len({h[:13] for h in hour}) == 1  # one hour's operations
    assert page.locator("form.filters .range").count() == 1

    # The step-by-step view of a failed multi-step operation.
    page.goto(f"{dash.gw.url}/ui/operations?status=failed")
    rows = page.locator("tbody tr")
    for i in range(rows.count()):
        if int(rows.nth(i).locator("td:nth-child(6)").inner_text()) > 2:
            rows.nth(i).locator("td:first-child a").click()
            page.wait_for_load_state("load")
            break
    else:
        pytest.fail("the simulation produced no failed multi-step operation")
    assert page.inner_text("main h1").startswith("Operation op_")
    assert page.locator("article.step.call_llm").count() >= 1
    assert page.locator("article.step.call_tool").count() >= 1
    page.locator("article.step.call_llm details summary", has_text="Model request").first.click()
    assert (
        '"messages"' in page.locator("article.step.call_llm details[open] pre").first.inner_text()
    )
    shot(page, "20-operation-steps")


def test_approving_in_the_browser_runs_the_side_effect_once(page: Any, dash: Dash) -> None:
    dash.provider.enqueue(Reply(tool_calls=[SEND]), Reply(text="I told the team."))
    paused = httpx.post(
        f"{dash.gw.url}/v1/chat/completions",
        json={"model": "default", "messages": [{"role": "user", "content": "Tell the team"}]},
        headers={"Authorization": f"Bearer {dash.developer}", "X-Xihe-Session": "new"},
        timeout=60,
    )
    assert paused.status_code == 202, paused.text
    approval_id = paused.json()["xihe"]["approval_id"]
    assert dash.webhook.posts == []

    sign_in(page, dash)
    nav(page, "approvals")
    card = page.locator(f"article.approval[data-approval={approval_id}]")
    assert "notify.send" in card.inner_text() and "deploy finished" in card.inner_text()
    shot(page, "30-approval-pending")
    # the form as it is now, to submit again after the decision (a double click, a back button)
    action = card.locator("form").first.get_attribute("action")
    token = card.locator("input[name=csrf]").first.get_attribute("value")
    page.once("dialog", lambda d: d.accept())
    card.locator("input[name=reason]").fill("looks right")
    card.locator("button.primary").click()
    page.wait_for_url(re.compile(r"done=decided.approved"))
    assert "Approved" in page.inner_text(".flash")
    decided = page.locator(f"article.approval[data-approval={approval_id}]")
    assert "approved" in decided.inner_text() and "looks right" in decided.inner_text()
    shot(page, "31-approval-approved")
    assert [p["message"] for p in dash.webhook.posts] == ["deploy finished"]

    # The same form submitted again: decided once, run once.
    again = page.request.post(
        f"{dash.gw.url}{action}",
        form={"csrf": token or "", "reason": ""},
        headers={"Origin": dash.gw.url},
        max_redirects=0,
    )
    assert again.status == 303 and "done=decided.already" in again.headers["location"]
    page.goto(f"{dash.gw.url}{again.headers['location']}")
    assert "already decided" in page.inner_text(".flash")
    assert len(dash.webhook.posts) == 1

    # The API, deciding the same approval afterwards, changes nothing either.
    late = httpx.post(
        f"{dash.gw.url}/api/approvals/{approval_id}/approve",
        headers={"Authorization": f"Bearer {dash.admin}"},
        json={},
        timeout=60,
    )
    assert late.status_code == 200 and late.json()["changed"] is False
    assert len(dash.webhook.posts) == 1

    # The approval's audit trail and the governed session it ran in.
    nav(page, "audit")
    assert "notify.send" in page.inner_text("main table")
    shot(page, "32-audit")
    session = paused.headers["x-xihe-session"]
    page.goto(f"{dash.gw.url}/ui/sessions/{session}")
    versions = page.locator("tbody tr td:first-child a")
    assert versions.count() >= 1
    versions.first.click()
    assert "Tell the team" in page.inner_text("main")
    shot(page, "33-snapshot")
    page.go_back()
    if page.locator("form.filters button").count():
        page.click("form.filters button")
        assert page.locator("pre.diff").count() == 1
        shot(page, "34-snapshot-diff")


def test_post_without_the_csrf_token_is_refused(page: Any, dash: Dash) -> None:
    sign_in(page, dash)
    page.wait_for_url(f"{dash.gw.url}/ui")
    forged = page.request.post(
        f"{dash.gw.url}/ui/inspections/run",
        form={"offline": "1"},
        headers={"Origin": dash.gw.url},
        max_redirects=0,
    )
    assert forged.status == 403
    assert forged.headers["content-type"].startswith("text/html")  # a page, not JSON
    assert "form expired or came from another site" in forged.text()
    cross = page.request.post(
        f"{dash.gw.url}/ui/inspections/run",
        form={"offline": "1", "csrf": "x"},
        headers={"Origin": "http://evil.example"},
        max_redirects=0,
    )
    assert cross.status == 403


def test_inspection_run_now_streams_its_log_then_patterns_can_be_edited(
    page: Any, dash: Dash
) -> None:
    sign_in(page, dash)
    nav(page, "inspections")
    page.check("form.run input[name=offline]")
    page.click("form.run button")
    page.wait_for_url(re.compile(r"/ui/inspections/live/"))
    # set by app.js when the SSE stream says done (no eval: the page's CSP forbids it)
    page.locator("#live-log[data-done='1']").wait_for(timeout=60_000)
    log_text = page.inner_text("#live-log")
    events = page.request.get(dash.gw.url + (page.get_attribute("#live-log", "data-events") or ""))
    assert events.headers["content-type"].startswith("text/event-stream")
    assert "data: " in events.text() and "event: done" in events.text()
    assert "inspection started" in log_text and "done in" in log_text
    assert "+ pattern" in log_text
    shot(page, "40-inspection-live")
    page.click("#report-link")
    assert page.inner_text("main h1").startswith("Inspections insp_")
    nav(page, "overview")
    assert page.locator("#top-patterns tbody tr a").count() >= 1

    nav(page, "patterns")
    shot(page, "41-patterns")
    first = page.locator("tbody tr").first
    name = first.locator("td:first-child a").inner_text()
    first.locator("td:first-child a").click()
    page.select_option("select[name=fix_status]", "wont_fix")
    page.click("form.stacked button")
    page.wait_for_url(re.compile(r"done=saved"))
    assert page.input_value("select[name=fix_status]") == "wont_fix"
    shot(page, "42-pattern-edit")
    page.once("dialog", lambda d: d.accept())
    page.click("main form.inline button.danger")  # disable
    page.wait_for_url(re.compile(r"done=saved"))
    nav(page, "patterns")
    row = page.locator("tbody tr", has_text=name)
    assert row.locator("td:nth-child(6)").inner_text() == "disabled"

    nav(page, "errors")
    shot(page, "43-errors")
    nav(page, "behaviours")
    page.click("main form.inline button")
    page.wait_for_url(re.compile(r"/ui/behaviours\?done=saved"))
    assert page.locator("#health svg rect.bar").count() >= 1
    shot(page, "44-behaviours")
    nav(page, "fixes")
    assert "xihe fix PATTERN" in page.inner_text("main .notice")
    assert "Last fix run" in page.inner_text("main table thead")
    shot(page, "45-fixes")


def test_rejecting_in_the_browser_never_runs_the_tool(page: Any, dash: Dash) -> None:
    before = len(dash.webhook.posts)
    send = {**SEND, "arguments": {"message": "drop the database"}}
    dash.provider.enqueue(Reply(tool_calls=[send]), Reply(text="Not sent."))
    paused = httpx.post(
        f"{dash.gw.url}/v1/chat/completions",
        json={"model": "default", "messages": [{"role": "user", "content": "Tell them"}]},
        headers={"Authorization": f"Bearer {dash.developer}", "X-Xihe-Session": "new"},
        timeout=60,
    )
    assert paused.status_code == 202, paused.text
    approval_id = paused.json()["xihe"]["approval_id"]
    sign_in(page, dash)
    nav(page, "approvals")
    card = page.locator(f"article.approval[data-approval={approval_id}]")
    page.once("dialog", lambda d: d.accept())
    card.locator("button.danger").click()
    page.wait_for_url(re.compile(r"done=decided.rejected"))
    assert "rejected" in page.locator(f"article.approval[data-approval={approval_id}]").inner_text()
    assert len(dash.webhook.posts) == before


def test_a_revoked_key_signs_the_browser_out(page: Any, dash: Dash) -> None:
    api = {"Authorization": f"Bearer {dash.admin}"}
    made = httpx.post(
        f"{dash.gw.url}/api/keys", headers=api, json={"user": "temp", "role": "admin"}
    ).json()
    sign_in(page, dash, made["key"])
    page.wait_for_url(f"{dash.gw.url}/ui")
    assert "temp" in page.inner_text("header .who")
    assert httpx.delete(f"{dash.gw.url}/api/keys/{made['id']}", headers=api).status_code == 204
    time.sleep(0.8)  # past [gateway].key_cache_seconds, the revocation bound
    page.click("header nav a[data-nav=operations]")
    page.wait_for_url(re.compile(r"/ui/login"))


def test_the_admin_api_pages_and_filters_traces_like_the_dashboard(dash: Dash) -> None:
    api = {"Authorization": f"Bearer {dash.admin}"}
    url = f"{dash.gw.url}/api/traces"
    first = httpx.get(url, params={"limit": 10}, headers=api).json()
    cursor = f"{first[-1]['started_at']}|{first[-1]['id']}"
    second = httpx.get(url, params={"limit": 10, "before": cursor}, headers=api).json()
    assert second and not {r["id"] for r in first} & {r["id"] for r in second}
    assert second[0]["started_at"] <= first[-1]["started_at"]
    failed = httpx.get(url, params={"status": "failed", "limit": 500}, headers=api).json()
    assert failed and {r["status"] for r in failed} == {"failed"}
    user = failed[0]["user_id"]
    mine = httpx.get(url, params={"user": user, "limit": 500}, headers=api).json()
    assert mine and {r["user_id"] for r in mine} == {user}
    bad = httpx.get(url, params={"before": "yesterday"}, headers=api)
    assert bad.status_code == 400 and bad.json()["error"]["type"] == "invalid_request_error"


def test_the_pages_work_without_javascript(browser: Any, dash: Dash) -> None:
    context = browser.new_context(java_script_enabled=False, locale="zh-CN")
    try:
        tab = context.new_page()
        sign_in(tab, dash)
        tab.wait_for_url(f"{dash.gw.url}/ui")
        assert tab.inner_text("main h1") == "概览"  # Accept-Language chose Chinese
        tab.click("header nav a[data-nav=operations]")
        tab.select_option("select[name=status]", "completed")
        tab.click("form.filters button")  # no auto-submit without the script
        tab.wait_for_url(re.compile(r"status=completed"))
        statuses = tab.locator("tbody tr td:nth-child(2) .badge").all_inner_texts()
        assert statuses and set(statuses) == {"completed"}
        tab.click("header nav a[data-nav=inspections]")
        tab.click("form.run button")
        tab.wait_for_url(re.compile(r"/ui/inspections/live/"))
        assert "inspection started" in tab.inner_text("#live-log")
        shot(tab, "50-no-javascript-live-log")
    finally:
        context.close()
