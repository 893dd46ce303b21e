"""`/webhooks/github` and `/webhooks/gitlab`: pull-request events and `/review`-style comment
commands start the review agent in the background.

- The signature (GitHub's `X-Hub-Signature-256` HMAC) or secret token (GitLab's
  `X-Gitlab-Token`) is verified before anything is parsed.
- Delivery ids are deduplicated across replicas through the gateway's idempotency store
  (Redis when configured, else the database): a duplicate of a delivery in flight or
  succeeded recently is suppressed; after a failure or a cancellation a redelivery runs.
- Pushes to the same pull request are coalesced across workers and replicas
  (`xihe.gateway.coalescer`): one runs, one more waits (it fetches the newest head when it
  starts), the rest are folded into it.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import shlex
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from xihe.agents.review.schemas import Command
from xihe.agents.review.service import TargetSpec, run_command
from xihe.gateway.coalescer import Coalescer, DatabaseCoalescer, RedisCoalescer
from xihe.gateway.idempotency import DatabaseIdempotency, IdempotencyStore, RedisIdempotency, Scope
from xihe.gateway.services import Services

log = logging.getLogger("xihe.gateway.webhooks")

COMMANDS: frozenset[str] = frozenset({"describe", "review", "improve", "ask"})
OPEN_ACTIONS = frozenset({"opened", "reopened", "ready_for_review"})


@dataclass(frozen=True)
class Job:
    command: Command
    url: str
    question: str | None = None
    line: str | None = None
    thread: tuple[str, str] | None = None
    """ask_line asked in a review thread: (root comment id, asking comment id)."""


@dataclass
class Work:
    """What one delivery asks for; `pr` set and `push` true means it may be coalesced."""

    jobs: list[Job]
    pr: str = ""
    push: bool = False


def parse_command(text: str) -> tuple[Command, str | None] | None:
    """`/review`, `/describe`, `/improve`, `/ask QUESTION` at the start of a comment."""
    line = text.strip().splitlines()[0] if text.strip() else ""
    if not line.startswith("/"):
        return None
    name, _, rest = line[1:].partition(" ")
    if name not in COMMANDS:
        return None
    if name == "ask":
        try:
            question = " ".join(shlex.split(rest))
        except ValueError:
            question = rest.strip()
        return ("ask", question) if question else None
    return name, None  # type: ignore[return-value]


def github_work(event: str, payload: dict[str, Any], commands: list[str]) -> Work | None:
    if event == "pull_request":
        pr = payload.get("pull_request") or {}
        url = pr.get("html_url")
        action = payload.get("action")
        if not url or pr.get("draft"):
            return None
        key = f"github:{(payload.get('repository') or {}).get('full_name')}#{pr.get('number')}"
        jobs = [Job(c, url) for c in commands if c in COMMANDS and c != "ask"]  # type: ignore[arg-type]
        if action in OPEN_ACTIONS:
            return Work(jobs, key)
        if action == "synchronize":
            return Work(jobs, key, push=True)
        return None
    if event == "pull_request_review_comment" and payload.get("action") == "created":
        return _line_question(payload)
    if event == "issue_comment" and payload.get("action") == "created":
        issue = payload.get("issue") or {}
        link = (issue.get("pull_request") or {}).get("html_url")
        if not link or (payload.get("sender") or {}).get("type") == "Bot":
            return None
        parsed = parse_command((payload.get("comment") or {}).get("body") or "")
        if parsed is None:
            return None
        return Work([Job(parsed[0], link, parsed[1])])
    return None


def _line_question(payload: dict[str, Any]) -> Work | None:
    """`/ask QUESTION` on a code line is an ask_line about those lines, answered in-thread."""
    comment = payload.get("comment") or {}
    link = (payload.get("pull_request") or {}).get("html_url")
    if not link or (payload.get("sender") or {}).get("type") == "Bot":
        return None
    parsed = parse_command(comment.get("body") or "")
    line = comment.get("line")
    if parsed is None or parsed[0] != "ask" or not comment.get("path") or not line:
        return None
    start = comment.get("start_line") or line
    root = str(comment.get("in_reply_to_id") or comment["id"])
    where = f"{comment['path']}:{start}-{line}"
    return Work([Job("ask_line", link, parsed[1], where, (root, str(comment["id"])))])


def gitlab_work(event: str, payload: dict[str, Any], commands: list[str]) -> Work | None:
    attrs = payload.get("object_attributes") or {}
    if event == "Merge Request Hook":
        url = attrs.get("url")
        if not url or attrs.get("draft") or attrs.get("work_in_progress"):
            return None
        key = (
            f"gitlab:{(payload.get('project') or {}).get('path_with_namespace')}!{attrs.get('iid')}"
        )
        jobs = [Job(c, url) for c in commands if c in COMMANDS and c != "ask"]  # type: ignore[arg-type]
        if attrs.get("action") in ("open", "reopen"):
            return Work(jobs, key)
        if attrs.get("action") == "update" and attrs.get("oldrev"):
            return Work(jobs, key, push=True)
        return None
    if event == "Note Hook" and attrs.get("noteable_type") == "MergeRequest":
        mr = payload.get("merge_request") or {}
        web = (payload.get("project") or {}).get("web_url")
        if not web or mr.get("iid") is None:
            return None
        parsed = parse_command(attrs.get("note") or "")
        if parsed is None:
            return None
        return Work([Job(parsed[0], f"{web}/-/merge_requests/{mr['iid']}", parsed[1])])
    return None


def delivery_store(services: Services) -> IdempotencyStore:
    gw, review = services.settings.gateway, services.settings.review
    if services.redis is not None:
        return RedisIdempotency(
            services.redis,
            ttl=review.delivery_ttl_seconds,
            inflight_ttl=gw.inflight_ttl_seconds,
            prefix=f"{gw.redis_prefix}:hook",
        )
    return DatabaseIdempotency(
        services.runtime.store,
        ttl=review.delivery_ttl_seconds,
        inflight_ttl=gw.inflight_ttl_seconds,
        clock=services.runtime.clock,
    )


def push_coalescer(services: Services) -> Coalescer:
    gw = services.settings.gateway
    if services.redis is not None:
        return RedisCoalescer(
            services.redis, lease=gw.inflight_ttl_seconds, prefix=f"{gw.redis_prefix}:hook-pr"
        )
    return DatabaseCoalescer(
        services.runtime.store, lease=gw.inflight_ttl_seconds, clock=services.runtime.clock
    )


class Webhooks:
    def __init__(self, services: Services) -> None:
        self.services = services
        self.settings = services.settings
        self.deliveries = delivery_store(services)
        self.coalescer = push_coalescer(services)
        self.tasks: set[asyncio.Task[None]] = set()

    def _spawn(self, coro: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _jobs(self, source: str, jobs: list[Job]) -> None:
        for job in jobs:
            await run_command(
                self.settings,
                self.services.loop,
                job.command,
                TargetSpec(url=job.url),
                question=job.question,
                line=job.line,
                thread=job.thread,
                publish_result=True,
                tenant=self.settings.review.webhook_tenant,
                user=f"webhook:{source}",
            )

    async def _deliver(self, source: str, scope: Scope, token: str, work: Work) -> None:
        try:
            await self._jobs(source, work.jobs)
            while work.push and await self.coalescer.finished(work.pr):
                await self._jobs(source, work.jobs)
        except asyncio.CancelledError:
            await self.deliveries.release(scope, token)
            if work.push:
                await self.coalescer.abandon(work.pr)
            raise
        except Exception as exc:
            log.warning("webhook delivery %s failed: %s", scope.key, exc)
            await self.deliveries.release(scope, token)
            if work.push:
                await self.coalescer.abandon(work.pr)
            return
        await self.deliveries.succeed(scope, token, 200, "done", None)

    async def receive(
        self, source: str, delivery: str, body: bytes, work: Work | None
    ) -> JSONResponse:
        if work is None or not work.jobs:
            return JSONResponse({"status": "ignored", "delivery": delivery}, status_code=202)
        # one delivery id per source: the source is the "user" a key is unique for
        scope = Scope(self.settings.review.webhook_tenant, f"webhook:{source}", delivery)
        claim = await self.deliveries.claim(scope, hashlib.sha256(body).hexdigest())
        if claim.outcome == "mismatch":
            return _error(409, "this delivery id was already used for a different payload")
        if claim.outcome != "run":
            state = "in_flight" if claim.outcome == "inflight" else "succeeded"
            return JSONResponse(
                {"status": "duplicate", "state": state, "delivery": delivery}, status_code=200
            )
        if work.push:
            decision = await self.coalescer.submit(work.pr)
            if decision != "run":
                await self.deliveries.succeed(scope, claim.token, 200, decision, None)
                return JSONResponse(
                    {"status": decision, "delivery": delivery, "pr": work.pr}, status_code=202
                )
        self._spawn(self._deliver(source, scope, claim.token, work))
        jobs = [j.command for j in work.jobs]
        return JSONResponse(
            {"status": "accepted", "delivery": delivery, "commands": jobs}, status_code=202
        )


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse(
        {"error": {"message": message, "type": "webhook_error"}}, status_code=status
    )


def _json(body: bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def router(services: Services) -> APIRouter:
    hooks = Webhooks(services)
    api = APIRouter(tags=["webhooks"])
    review = services.settings.review

    @api.post("/webhooks/github", response_model=None)
    async def github(request: Request) -> JSONResponse:
        secret = review.github.webhook_secret()
        if not secret:
            return _error(404, "GitHub webhooks are not configured on this gateway")
        body = await request.body()
        expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(expected, request.headers.get("x-hub-signature-256", "")):
            return _error(401, "the X-Hub-Signature-256 signature does not match the secret")
        delivery = request.headers.get("x-github-delivery", "")
        if not delivery:
            return _error(400, "missing the X-GitHub-Delivery header")
        event = request.headers.get("x-github-event", "")
        if event == "ping":
            return JSONResponse({"status": "pong"})
        payload = _json(body)
        if payload is None:
            return _error(400, "the body is not a JSON object")
        work = github_work(event, payload, review.webhook_commands)
        return await hooks.receive("github", delivery, body, work)

    @api.post("/webhooks/gitlab", response_model=None)
    async def gitlab(request: Request) -> JSONResponse:
        secret = review.gitlab.webhook_secret()
        if not secret:
            return _error(404, "GitLab webhooks are not configured on this gateway")
        if not hmac.compare_digest(secret, request.headers.get("x-gitlab-token", "")):
            return _error(401, "the X-Gitlab-Token does not match the secret")
        delivery = request.headers.get("x-gitlab-event-uuid", "")
        if not delivery:
            return _error(400, "missing the X-Gitlab-Event-UUID header")
        body = await request.body()
        payload = _json(body)
        if payload is None:
            return _error(400, "the body is not a JSON object")
        event = request.headers.get("x-gitlab-event", "")
        work = gitlab_work(event, payload, review.webhook_commands)
        return await hooks.receive("gitlab", delivery, body, work)

    return api
