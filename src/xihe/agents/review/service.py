"""One entry for every surface (CLI, webhooks): resolve the target, run the command through
the engine, publish when asked, always close the host client."""

from __future__ import annotations

from dataclasses import dataclass

from xihe.agents.review.engine import LineRef, ReviewEngine, ReviewRequest, Runs
from xihe.agents.review.errors import ReviewInputError
from xihe.agents.review.hosts import GitHubPR, open_host
from xihe.agents.review.publish import PublishReport, publish, publish_reply
from xihe.agents.review.schemas import Command, ReviewResult
from xihe.agents.review.sources import LocalRepo, ReviewTarget, Threads, patch_target
from xihe.core.messages import Message
from xihe.core.settings import Settings


@dataclass(frozen=True)
class TargetSpec:
    """What the caller named: exactly one of a URL, a local range, or a patch text."""

    url: str | None = None
    repo: str | None = None
    base: str | None = None
    head: str | None = None
    patch: str | None = None
    patch_name: str = "stdin"


async def load_target(settings: Settings, spec: TargetSpec) -> ReviewTarget:
    given = [spec.url is not None, spec.repo is not None, spec.patch is not None]
    if sum(given) != 1:
        raise ReviewInputError(
            "name exactly one target",
            hint="pass a PR/MR URL, or --repo PATH --base REV --head REV, or --patch FILE "
            "('-' reads stdin)",
        )
    if spec.url is not None:
        host = open_host(spec.url, settings.review)
        try:
            return await host.target()
        except BaseException:
            await host.aclose()
            raise
    if spec.repo is not None:
        if not spec.base or not spec.head:
            raise ReviewInputError(
                "--repo needs --base and --head", hint="e.g. --base main --head HEAD"
            )
        return await LocalRepo(spec.repo).target(spec.base, spec.head)
    assert spec.patch is not None
    return patch_target(spec.patch, spec.patch_name)


async def thread_history(threads: Threads, root_id: str, trigger_id: str) -> list[Message]:
    """Earlier comments of the thread, oldest first: ours as the assistant, people's as the
    user; the asking comment itself is the question, not history."""
    out: list[Message] = []
    for c in await threads.thread(root_id):
        if c.id == trigger_id:
            break
        ours = "<!-- xihe-review:" in c.body
        body = c.body.split("\n", 1)[1] if ours and "\n" in c.body else c.body
        out.append(Message("assistant" if ours else "user", body))
    return out


@dataclass
class Outcome:
    result: ReviewResult
    published: PublishReport | None = None


async def run_command(
    settings: Settings,
    loop: Runs,
    command: Command,
    spec: TargetSpec,
    *,
    question: str | None = None,
    line: str | None = None,
    history: list[Message] | None = None,
    publish_result: bool = False,
    route: str | None = None,
    tenant: str = "default",
    user: str | None = None,
    thread: tuple[str, str] | None = None,
) -> Outcome:
    """`thread` is `(root comment id, asking comment id)` for an ask_line asked in a review
    thread: the earlier comments become its history and the answer a reply there."""
    ref = LineRef.parse(line) if command == "ask_line" and line is not None else None
    if command == "ask_line" and ref is None:
        raise ReviewInputError("ask_line needs FILE:LINE[-LINE]", hint="e.g. src/app.py:40-48")
    target = await load_target(settings, spec)
    try:
        threads = target.host if thread is not None and isinstance(target.host, GitHubPR) else None
        if threads is not None and thread is not None:
            history = [*await thread_history(threads, *thread), *(history or ())]
        engine = ReviewEngine(settings, loop)
        request = ReviewRequest(
            command=command,
            target=target,
            question=question,
            line=ref,
            history=list(history or ()),
            route=route,
            tenant=tenant,
            user=user,
        )
        result = await engine.run(request)
        report = None
        if publish_result and threads is not None and thread is not None:
            report = await publish_reply(result, threads, *thread)
        elif publish_result:
            files = engine.last_cache.files if engine.last_cache else []
            report = await publish(result, target, files)
        return Outcome(result, report)
    finally:
        if target.host is not None:
            await target.host.aclose()
