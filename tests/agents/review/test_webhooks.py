"""Webhooks on two `xihe serve` replicas sharing PostgreSQL (and Redis when configured): a
duplicate delivery is suppressed on the other replica while in flight and after success; a
failed delivery can be redelivered; signatures are checked; comment commands run."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from tests.agents.review.conftest import modified_file
from tests.agents.review.fake_hosts import FakeGitHub, FakeGitLab, Repo
from tests.conftest import PG_URL, REDIS_URL, Database, _pg
from tests.fakes.provider import FakeProvider, Reply
from tests.gateway.harness import Gateway, serve, write_config

pytestmark = pytest.mark.slow

SECRET = "sk-test"  # the harness sets XIHE_TEST_FAKE_KEY to this; reused as the secret
DIFF = modified_file("src/app.py", 3, 1)
GITLAB_DIFFS = [
    {"old_path": "src/app.py", "new_path": "src/app.py", "diff": "@@" + DIFF.split("\n@@", 1)[1]}
]


def _answer(body: dict[str, Any]) -> Reply:
    findings = [
        {"file": "src/app.py", "start_line": 11, "end_line": 11, "title": "Check it",
         "body": "new_0 is unchecked", "severity": "medium"}
    ]  # fmt: skip
    return Reply(text=json.dumps({"effort": 2, "findings": findings}), delay=1.5)


@dataclass
class Replicas:
    a: Gateway
    b: Gateway
    github: FakeGitHub
    gitlab: FakeGitLab
    provider: FakeProvider


@pytest.fixture(scope="module", params=["redis", "database"])
def shared(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Replicas]:
    """Started once per module and backend: starting `xihe serve` twice is the slow part."""
    tmp = tmp_path_factory.mktemp("replicas")
    schema = f"t_{secrets.token_hex(6)}"
    asyncio.run(_pg(f"CREATE SCHEMA {schema}"))
    pg = Database("postgres", PG_URL, schema)
    extra = """
[review]
webhook_commands = ["review"]

[review.github]
api_url = "{api}"
webhook_secret_env = "XIHE_TEST_FAKE_KEY"

[review.gitlab]
api_url = "{gitlab}"
webhook_secret_env = "XIHE_TEST_FAKE_KEY"
"""
    redis = REDIS_URL if request.param == "redis" else None
    try:
        with (
            FakeProvider() as provider,
            FakeGitHub(Repo(DIFF)) as github,
            FakeGitLab(Repo(""), GITLAB_DIFFS) as gitlab,
        ):
            provider.responder = _answer
            config = write_config(
                tmp / "xihe.toml",
                provider.url,
                gateway=f'redis_prefix = "t{secrets.token_hex(6)}"',
                extra=extra.format(api=github.api, gitlab=gitlab.api),
            )
            with (
                serve(config, pg, tmp, redis_url=redis, name="a") as a,
                serve(config, pg, tmp, redis_url=redis, name="b") as b,
            ):
                yield Replicas(a, b, github, gitlab, provider)
    finally:
        asyncio.run(_pg(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))


@pytest.fixture
def replicas(shared: Replicas) -> Replicas:
    """A clean slate on the shared servers for each test."""
    shared.github.comments.clear()
    shared.github.inline.clear()
    shared.github.calls.clear()
    shared.github.repo.diff_status = 200
    shared.gitlab.comments.clear()
    shared.gitlab.inline.clear()
    shared.provider.requests.clear()
    return shared


def _send(
    gw: Gateway, delivery: str, payload: dict[str, Any], event: str = "pull_request",
    secret: str = SECRET,
) -> httpx.Response:  # fmt: skip
    body = json.dumps(payload).encode()
    signature = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    headers = {
        "X-GitHub-Delivery": delivery,
        "X-GitHub-Event": event,
        "X-Hub-Signature-256": signature,
        "content-type": "application/json",
    }
    return httpx.post(f"{gw.url}/webhooks/github", content=body, headers=headers, timeout=30)


def _opened(gh: FakeGitHub) -> dict[str, Any]:
    return {
        "action": "opened",
        "repository": {"full_name": "acme/app"},
        "pull_request": {"number": 7, "html_url": gh.pr_url(), "draft": False},
    }


def _wait(predicate: Any, what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def test_duplicate_delivery_is_suppressed_on_the_other_replica(replicas: Replicas) -> None:
    a, b, github, fake_provider = replicas.a, replicas.b, replicas.github, replicas.provider
    delivery = f"d-{secrets.token_hex(4)}"
    first = _send(a, delivery, _opened(github))
    assert first.status_code == 202, first.text
    assert first.json()["status"] == "accepted"

    during = _send(b, delivery, _opened(github))
    assert during.json() == {"status": "duplicate", "state": "in_flight", "delivery": delivery}

    _wait(lambda: len(github.comments) == 1, "the summary comment")
    _wait(
        lambda: _send(b, delivery, _opened(github)).json().get("state") == "succeeded",
        "the delivery to be recorded as succeeded",
    )
    assert len(fake_provider.requests) == 1  # one review for three deliveries of the same id
    assert len(github.comments) == 1 and len(github.inline) == 1
    assert "<!-- xihe-review:review -->" in github.comments[0]["body"]


def test_failed_delivery_can_be_redelivered_and_bad_signatures_are_refused(
    replicas: Replicas,
) -> None:
    a, b, github, fake_provider = replicas.a, replicas.b, replicas.github, replicas.provider
    refused = _send(a, "d-bad", _opened(github), secret="wrong")
    assert refused.status_code == 401 and "signature" in refused.json()["error"]["message"]

    github.repo.diff_status = 500
    delivery = f"d-{secrets.token_hex(4)}"
    assert _send(a, delivery, _opened(github)).json()["status"] == "accepted"
    _wait(
        lambda: any(c.path.endswith("/pulls/7") and "diff" in c.headers.get("accept", "")
                    for c in github.calls),
        "the failing diff read",
    )  # fmt: skip
    github.repo.diff_status = 200

    def redelivered() -> bool:
        return _send(b, delivery, _opened(github)).json()["status"] == "accepted"

    _wait(redelivered, "the failed delivery to become retryable")
    _wait(lambda: len(github.comments) == 1, "the summary comment from the redelivery")
    assert len(fake_provider.requests) == 1


def test_comment_command_runs_and_unrelated_events_are_ignored(replicas: Replicas) -> None:
    a, github = replicas.a, replicas.github
    ignored = _send(a, "d-label", {"action": "labeled"}, event="pull_request")
    assert ignored.json()["status"] == "ignored"
    comment = {
        "action": "created",
        "issue": {"number": 7, "pull_request": {"html_url": github.pr_url()}},
        "comment": {"body": "/review"},
        "sender": {"type": "User"},
    }
    r = _send(a, f"d-{secrets.token_hex(4)}", comment, event="issue_comment")
    assert r.json()["commands"] == ["review"]
    _wait(lambda: len(github.comments) == 1, "the summary comment from /review")


def test_gitlab_duplicate_event_is_suppressed_and_the_token_is_checked(replicas: Replicas) -> None:
    a, b, gitlab = replicas.a, replicas.b, replicas.gitlab
    payload = {
        "object_kind": "merge_request",
        "project": {"path_with_namespace": "group/app", "web_url": f"{gitlab.base}/group/app"},
        "object_attributes": {"iid": 5, "action": "open", "url": gitlab.mr_url()},
    }
    uuid = f"u-{secrets.token_hex(4)}"

    def send(gw: Gateway, token: str = SECRET) -> httpx.Response:
        headers = {
            "X-Gitlab-Event": "Merge Request Hook",
            "X-Gitlab-Event-UUID": uuid,
            "X-Gitlab-Token": token,
        }
        return httpx.post(f"{gw.url}/webhooks/gitlab", json=payload, headers=headers, timeout=30)

    assert send(a, token="wrong").status_code == 401
    assert send(a).json()["status"] == "accepted"
    assert send(b).json()["status"] == "duplicate"
    _wait(lambda: len(gitlab.inline) == 1, "the inline discussion, posted after the summary")
    assert len(gitlab.comments) == 1
    assert gitlab.inline[0]["position"]["new_line"] == 11


def test_pushes_to_the_same_pull_request_are_coalesced(replicas: Replicas) -> None:
    a, github, provider = replicas.a, replicas.github, replicas.provider
    push = {**_opened(github), "action": "synchronize"}
    tag = secrets.token_hex(4)
    statuses = [_send(a, f"p{i}-{tag}", push).json()["status"] for i in range(4)]
    assert statuses == ["accepted", "queued", "coalesced", "coalesced"]
    _wait(lambda: len(provider.requests) == 2, "the one queued run after the first")
    time.sleep(3)  # a bounded look for a third run
    assert len(provider.requests) == 2  # four pushes, two reviews
    _wait(lambda: len(github.comments) == 1, "the summary comment")
    assert len(github.comments) == 1 and len(github.inline) == 1  # the second run added none
