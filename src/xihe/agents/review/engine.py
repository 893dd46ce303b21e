"""A review request end to end: prepare the diff once, plan the calls under the target
model's budget, run the chunks concurrently through the one agent loop (each chunk an
operation with its model step traced), keep the successes when some fail, optionally recover
the failed ones on the remaining fallback models whose budget fits, merge in order.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import ValidationError

from xihe.agent.loop import Task
from xihe.agents.review.chunking import Chunk, Plan, clip_to, plan_chunks
from xihe.agents.review.diff import DiffCache, FileDiff, LineFormat, parse_diff
from xihe.agents.review.errors import ReviewInputError
from xihe.agents.review.instructions import Context, repo_instructions, skills_context
from xihe.agents.review.prompts import Parts, system_prompt, user_prompt
from xihe.agents.review.schemas import (
    OUTPUTS,
    AnswerOutput,
    ChunkReport,
    Command,
    Coverage,
    DescribeOutput,
    ImproveOutput,
    Output,
    ReviewOutput,
    ReviewResult,
)
from xihe.agents.review.sources import ReviewTarget
from xihe.core.errors import ContextOverflowError, ErrorClass, Failure, XiheError
from xihe.core.events import RunResult
from xihe.core.messages import Message, ModelRequest
from xihe.core.settings import ModelConfig, Settings
from xihe.evolution.repo import ErrorRecorder, from_failure
from xihe.models.budget import request_tokens
from xihe.models.tokens import get_counter
from xihe.tracing.recorder import Tracer

DESCRIPTION_TOKENS = 600
FRAMING_SLACK = 32
"""Tokens kept free for the chunk note and the joins between file blocks."""


class Runs(Protocol):
    """The part of the agent loop used here: runs, and the tracer they are recorded by."""

    tracer: Tracer

    async def run(self, task: Task, on_event: Callable[[Any], Any] | None = None) -> RunResult: ...


class ReviewFailedError(XiheError):
    """Every call of the request failed: nothing to merge."""

    error_class = ErrorClass.UNKNOWN


@dataclass(frozen=True)
class LineRef:
    path: str
    start: int
    end: int

    @classmethod
    def parse(cls, spec: str) -> LineRef:
        m = re.fullmatch(r"(?P<path>.+):(?P<start>\d+)(?:-(?P<end>\d+))?", spec.strip())
        if not m:
            raise ReviewInputError(
                f"not a FILE:LINE[-LINE] reference: {spec!r}",
                hint="write it like src/app.py:42 or src/app.py:40-48",
            )
        start = int(m["start"])
        end = int(m["end"] or start)
        if end < start:
            raise ReviewInputError(f"line range {spec!r} ends before it starts")
        return cls(m["path"], start, end)


@dataclass
class ReviewRequest:
    command: Command
    target: ReviewTarget
    question: str | None = None
    line: LineRef | None = None
    history: list[Message] = field(default_factory=list)
    """`ask_line`: the earlier turns of the thread, oldest first; trimmed to fit."""
    route: str | None = None
    tenant: str = "default"
    user: str | None = None


@dataclass
class _Outcome:
    chunk: Chunk
    output: Output | None = None
    model: str = ""
    operation_id: str = ""
    error: str = ""
    tried: set[str] = field(default_factory=set)
    recovered: bool = False


class ReviewEngine:
    def __init__(self, settings: Settings, loop: Runs) -> None:
        self.settings = settings
        self.config = settings.review
        self.loop = loop
        self.last_cache: DiffCache | None = None
        """The request's diff cache, kept for inspection (tests, benchmark)."""

    def _chain(self, route: str | None) -> list[str]:
        return self.settings.route_or_model(route or self.config.route)[1].chain()

    def _line_format(self) -> LineFormat:
        return "numbered" if self.config.line_numbers else "plain"

    async def run(self, req: ReviewRequest) -> ReviewResult:
        if req.command in ("ask", "ask_line") and not (req.question or "").strip():
            raise ReviewInputError(f"{req.command} needs a question", hint='pass "QUESTION"')
        files = parse_diff(req.target.diff)
        if not files:
            raise ReviewInputError(
                f"{req.target.ident}: the diff is empty, there is nothing to review",
                hint="check the base and head revisions",
            )
        chain = self._chain(req.route)
        primary = self.settings.models[chain[0]]
        counter = get_counter(primary.tokenizer)
        instructions = await repo_instructions(req.target, self.config, counter)
        skills = skills_context(self.config, counter, req.command)
        cache = DiffCache(files, contents=req.target.contents.get)
        self.last_cache = cache
        if req.command == "ask_line":
            return await self._ask_line(req, cache, chain, instructions, skills)
        description = req.target.description
        if description:
            n = counter.count(description)
            if n > DESCRIPTION_TOKENS:
                description = clip_to(counter, description, n, DESCRIPTION_TOKENS)[0]
        parts = Parts(
            req.target.title,
            description,
            instructions.text,
            skills.text,
            req.question or "",
        )
        system = system_prompt(req.command)
        prepared = cache.get(
            chain[0],
            primary.tokenizer,
            self._line_format(),
            self.config.extra_lines_before,
            self.config.extra_lines_after,
        )
        budget = self._diff_budget(chain[0], primary, system, parts)
        plan = plan_chunks(
            prepared,
            budget,
            max_chunks=1 if req.command == "ask" else self.config.max_chunks,
            policy=self.config.large_file_policy,
        )
        outcomes = await self._run_chunks(req, plan, system, parts, chain)
        if self.config.recover_failed_chunks:
            await self._recover(req, plan, outcomes, system, parts, chain)
        return self._merge(req, plan, outcomes, instructions, skills)

    def _diff_budget(self, name: str, config: ModelConfig, system: str, parts: Parts) -> int:
        """Tokens left for diff text once the rest of the final render is counted."""
        empty = self._request(system, user_prompt(parts, "", " (chunk 10 of 10)"))
        counter = get_counter(config.tokenizer)
        raw = counter.count_messages([m.to_dict() for m in empty.messages])
        limit = config.context_window - config.max_output_tokens
        budget = counter.budget(limit) - raw - FRAMING_SLACK
        if budget <= 0:
            raise overflow(
                name,
                config,
                f"the prompt without any diff already needs {raw} tokens of {limit} "
                "available (window minus output reserve)",
                "lower [review].max_instruction_tokens or [review.skills].max_tokens, "
                "or route to a model with a larger window",
            )
        return budget

    @staticmethod
    def _request(system: str, user: str, history: list[Message] | None = None) -> ModelRequest:
        return ModelRequest(
            messages=(Message("system", system), *(history or ()), Message("user", user))
        )

    def _user(self, plan: Plan, chunk: Chunk, parts: Parts) -> str:
        note = f" (chunk {chunk.index + 1} of {len(plan.chunks)})" if len(plan.chunks) > 1 else ""
        return user_prompt(parts, chunk.text, note)

    async def _run_chunks(
        self, req: ReviewRequest, plan: Plan, system: str, parts: Parts, chain: list[str]
    ) -> list[_Outcome]:
        limit = asyncio.Semaphore(self.config.concurrency)
        route = req.route or self.config.route

        async def one(chunk: Chunk) -> _Outcome:
            async with limit:
                return await self._call(
                    req, chunk, system, self._user(plan, chunk, parts), route, chain
                )

        async with asyncio.TaskGroup() as group:  # a bug or a cancel stops every chunk
            tasks = [group.create_task(one(c)) for c in plan.chunks]
        return [t.result() for t in tasks]

    async def _call(
        self,
        req: ReviewRequest,
        chunk: Chunk,
        system: str,
        user: str,
        route: str | None,
        chain: list[str],
        history: list[Message] | None = None,
    ) -> _Outcome:
        task = Task(
            prompt=user,
            history=tuple(history or ()),
            tools=(),
            route=route,
            max_steps=1,
            tenant=req.tenant,
            user=req.user,
            system_prompt=system,
            kind=f"review.{req.command}",
        )
        result = await self.loop.run(task)
        outcome = _Outcome(chunk, model=result.model, operation_id=result.operation_id)
        outcome.tried = _tried(chain, result)
        if result.status != "completed":
            outcome.error = result.error or result.status
            return outcome
        try:
            outcome.output = parse_output(req.command, result.answer)
        except ReviewInputError as exc:
            outcome.error = f"{result.model}: {exc.message}"
            await self._record_invalid(req, result, exc.message)
        return outcome

    async def _record_invalid(self, req: ReviewRequest, result: RunResult, message: str) -> None:
        """An answer that is not the schema is a failure the loop cannot see (its call
        succeeded): give it an error row so the evolution engine buckets it too."""
        tracer = self.loop.tracer
        if not isinstance(tracer.failure_sink, ErrorRecorder):
            return
        config = self.settings.models.get(result.model)
        failure = Failure(
            ErrorClass.VALIDATION,
            "InvalidReviewOutput",
            f"{req.command}: {message}",
            provider=config.provider if config else None,
            model=result.model or None,
        )
        row = from_failure(req.tenant, result.operation_id, None, failure, None, tracer.clock)
        async with tracer.store.begin() as conn:
            await tracer.failure_sink.record(conn, row)

    async def _recover(
        self,
        req: ReviewRequest,
        plan: Plan,
        outcomes: list[_Outcome],
        system: str,
        parts: Parts,
        chain: list[str],
    ) -> None:
        """Re-run only the failed chunks, each on the fallbacks it has not tried yet whose
        budget fits the rendered chunk, counted with that model's tokenizer (PR-Agent #3324)."""

        async def recover(index: int) -> None:
            failed = outcomes[index]
            user = self._user(plan, failed.chunk, parts)
            request = self._request(system, user)
            for name in chain[1:]:
                if name in failed.tried:
                    continue
                config = self.settings.models[name]
                if (
                    request_tokens(config, request) + config.max_output_tokens
                    > config.context_window
                ):
                    failed.error += f"; {name}: skipped, the chunk does not fit its window"
                    continue
                retry = await self._call(req, failed.chunk, system, user, name, [name])
                failed.tried |= {name}
                if retry.output is not None:
                    retry.recovered, retry.tried = True, failed.tried
                    outcomes[index] = retry
                    return
                failed.error += f"; recovery on {name}: {retry.error}"

        pending = [i for i, o in enumerate(outcomes) if o.output is None]
        async with asyncio.TaskGroup() as group:
            for i in pending:
                group.create_task(recover(i))

    async def _ask_line(
        self,
        req: ReviewRequest,
        cache: DiffCache,
        chain: list[str],
        instructions: Context,
        skills: Context,
    ) -> ReviewResult:
        """Budget after the final render, for each model as it is tried: keep the question,
        the snippet and the newest history; fail early when the first two alone do not fit
        (PR-Agent #2862)."""
        assert req.line is not None
        ref = req.line
        file = cache.file(ref.path)
        if file is None:
            known = ", ".join(f.path for f in cache.files[:10])
            raise ReviewInputError(
                f"{ref.path} is not in the diff", hint=f"pick one of the changed files: {known}"
            )
        snippet = render_snippet(file, ref)
        system = system_prompt("ask_line")
        parts = Parts(req.target.title, "", instructions.text, skills.text, req.question or "")
        user = user_prompt(parts, snippet, f" ({ref.path} lines {ref.start}-{ref.end})")
        chunk = Chunk(0)
        errors: list[str] = []
        for name in chain:
            config = self.settings.models[name]
            history = fit_history(name, config, system, user, req.history)
            outcome = await self._call(req, chunk, system, user, name, [name], history)
            if outcome.output is not None:
                coverage = Coverage(files_total=len(cache.files), reviewed=[ref.path], chunks=1)
                report = ChunkReport(
                    index=0, files=[ref.path], status="ok", model=outcome.model,
                    operation_id=outcome.operation_id,
                )  # fmt: skip
                return ReviewResult(
                    command="ask_line",
                    target=req.target.ident,
                    question=req.question,
                    output=outcome.output,
                    coverage=coverage,
                    chunks=[report],
                    instructions=instructions.sources,
                    skills=skills.sources,
                )
            errors.append(outcome.error)
        raise ReviewFailedError(
            "ask_line failed on every model: " + "; ".join(errors),
            hint="see `xihe traces list` for each attempt",
        )

    def _merge(
        self,
        req: ReviewRequest,
        plan: Plan,
        outcomes: list[_Outcome],
        instructions: Context,
        skills: Context,
    ) -> ReviewResult:
        coverage = plan.coverage
        ok = [o for o in outcomes if o.output is not None]
        if outcomes and not ok:
            raise ReviewFailedError(
                f"every call of {req.command} failed: "
                + "; ".join(f"chunk {o.chunk.index + 1}: {o.error}" for o in outcomes),
                hint="see `xihe traces list`; enable [review].recover_failed_chunks or add a "
                "fallback model",
            )
        for o in outcomes:
            if o.output is None:
                coverage.failed.extend(o.chunk.paths)
                coverage.reviewed = [p for p in coverage.reviewed if p not in o.chunk.paths]
                coverage.clipped = [p for p in coverage.clipped if p not in o.chunk.paths]
        coverage.chunks_failed = len(outcomes) - len(ok)
        reports = [
            ChunkReport(
                index=o.chunk.index,
                files=o.chunk.paths,
                status="recovered" if o.recovered else "ok" if o.output is not None else "failed",
                model=o.model,
                tokens=o.chunk.tokens,
                operation_id=o.operation_id,
                error=o.error if o.output is None else "",
            )
            for o in outcomes
        ]
        return ReviewResult(
            command=req.command,
            target=req.target.ident,
            question=req.question,
            output=merge_outputs(req.command, [o.output for o in ok if o.output is not None]),
            coverage=coverage,
            chunks=reports,
            instructions=instructions.sources,
            skills=skills.sources,
        )


def _tried(chain: list[str], result: RunResult) -> set[str]:
    """The models a run used: every failed fallback plus the one that answered or raised."""
    tried = set(result.fallbacks_tried)
    if result.model:
        tried.add(result.model)
    else:
        rest = [m for m in chain if m not in tried]
        if rest:
            tried.add(rest[0])
    return tried


def overflow(name: str, config: ModelConfig, message: str, hint: str) -> ContextOverflowError:
    """Refused before any call: the parts that must be sent do not fit this model."""
    return ContextOverflowError(
        f"{name}: {message}",
        error_class=ErrorClass.CONTEXT_OVERFLOW,
        provider=config.provider,
        model=name,
        error_type="ContextOverflow",
        hint=hint,
    )


def render_snippet(file: FileDiff, ref: LineRef) -> str:
    lines = file.lines_at(ref.start, ref.end)
    if not lines:
        raise ReviewInputError(
            f"lines {ref.start}-{ref.end} of {ref.path} are not part of the diff",
            hint="pick new-side line numbers inside a changed hunk",
        )
    body = "\n".join(f"{ln.new if ln.kind != '-' else '':>5} {ln.kind}{ln.text}" for ln in lines)
    return f"## File: {file.path}\n{body}\n"


def fit_history(
    name: str, config: ModelConfig, system: str, user: str, history: list[Message]
) -> list[Message]:
    """The newest history that fits the final render for this model; an overflow error when
    the question and the snippet alone do not fit."""
    limit = config.context_window - config.max_output_tokens
    bare = ModelRequest(messages=(Message("system", system), Message("user", user)))
    needed = request_tokens(config, bare)
    if needed > limit:
        raise overflow(
            name,
            config,
            f"the question and the selected lines alone need {needed} tokens, over the "
            f"{limit} available",
            "select fewer lines, shorten the question, or route to a larger model",
        )
    kept = list(history)
    while kept:
        request = ModelRequest(messages=(Message("system", system), *kept, Message("user", user)))
        if request_tokens(config, request) <= limit:
            break
        kept.pop(0)
    return kept


FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def parse_output(command: str, text: str) -> Output:
    """The model's JSON answer as the command's schema; anything else is a failed call."""
    match = FENCE.search(text)
    body = match.group(1) if match else text
    start, end = body.find("{"), body.rfind("}")
    if start < 0 or end < start:
        raise ReviewInputError(f"the answer is not JSON for {command}: {text[:120]!r}")
    try:
        data = json.loads(body[start : end + 1])
        return OUTPUTS[command].model_validate(data)  # type: ignore[return-value]
    except (json.JSONDecodeError, ValidationError) as exc:
        raise ReviewInputError(f"the answer does not match the {command} schema: {exc}") from exc


def merge_outputs(command: str, outputs: list[Output]) -> Output:
    """Chunk results in the chunks' original order."""
    if command == "describe":
        parts = [o for o in outputs if isinstance(o, DescribeOutput)]
        types: list[str] = []
        for o in parts:
            types.extend(t for t in o.type if t not in types)
        return DescribeOutput(
            title=parts[0].title if parts else "",
            type=types,
            summary=[s for o in parts for s in o.summary],
            files=[f for o in parts for f in o.files],
        )
    if command == "review":
        reviews = [o for o in outputs if isinstance(o, ReviewOutput)]
        return ReviewOutput(
            effort=max((o.effort for o in reviews), default=1),
            security_concerns="\n".join(
                o.security_concerns for o in reviews if o.security_concerns
            ),
            findings=[f for o in reviews for f in o.findings],
        )
    if command == "improve":
        improves = [o for o in outputs if isinstance(o, ImproveOutput)]
        return ImproveOutput(suggestions=[s for o in improves for s in o.suggestions])
    answers = [o for o in outputs if isinstance(o, AnswerOutput)]
    return AnswerOutput(answer="\n\n".join(o.answer for o in answers))
