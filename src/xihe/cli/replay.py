"""`xihe replay` and `xihe regress add|list|run|remove`: recorded operations run again."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from sqlalchemy import select

from xihe.agent.replay import replay_operations
from xihe.agent.runtime import Runtime
from xihe.agents.catalog import default_registry
from xihe.cli.common import state
from xihe.cli.output import (
    FAILED,
    OUTPUT_OPTION,
    OutputFormat,
    emit_json,
    err,
    fail,
    new_app,
    out,
)
from xihe.core import aio
from xihe.core.errors import XiheError
from xihe.evolution import regress
from xihe.evolution.replay import ReplayResult, Verdict
from xihe.evolution.simulate import simulation_settings
from xihe.store.tables import operations
from xihe.tracing.exchange import parse_since

T = TypeVar("T")

regress_app = new_app("The regression corpus: operations that must keep replaying as recorded.")
TENANT = typer.Option("default", help="Tenant whose operations to replay")


def _with_runtime(
    output: OutputFormat, ctx: typer.Context, body: Callable[[Runtime], Awaitable[T]]
) -> T:
    """A runtime over the recorded store; the simulator's routes are added so simulated
    operations replay too (their models are never called: replay answers from the trace)."""
    settings = simulation_settings(state(ctx).settings(output))
    quiet = [logging.getLogger(n) for n in ("xihe.models.router", "xihe.models.breaker")]
    levels = [lg.level for lg in quiet]
    for lg in quiet:
        lg.setLevel(logging.CRITICAL)  # recorded failures, not news

    async def main() -> T:
        runtime = await Runtime.open(settings, registry=default_registry())
        try:
            return await body(runtime)
        finally:
            await runtime.close()

    try:
        return aio.run(main())
    except XiheError as exc:
        fail(exc, output)
    finally:
        for lg, level in zip(quiet, levels, strict=True):
            lg.setLevel(level)  # an embedding process keeps its own logging


async def _replay(
    runtime: Runtime, operation_ids: list[str], tenant: str, output: OutputFormat
) -> list[ReplayResult]:
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=err,
        disable=output == OutputFormat.json or len(operation_ids) < 2,
        transient=True,
    ) as bar:
        task = bar.add_task("replaying", total=len(operation_ids))
        return await replay_operations(
            runtime.settings,
            runtime.store,
            operation_ids,
            cipher=runtime.tracer.cipher,
            tenant=tenant,
            registry=runtime.registry,
            on_progress=lambda r: None if r.prerequisite else bar.advance(task),
        )


def _print(results: list[ReplayResult], *, show_prerequisites: bool = False) -> None:
    for r in results:
        if r.prerequisite and not show_prerequisites and r.verdict == Verdict.REPRODUCED:
            continue
        label = " (needed first)" if r.prerequisite else ""
        out.print(
            f"{r.operation_id}{label}: {r.verdict.value} — {r.requests}/{r.recorded_requests} "
            f"requests, recorded {r.recorded_status}, replayed {r.replayed_status}"
        )
        if r.note:
            out.print(f"  note: {r.note}")
        if r.divergence is not None:
            out.print(f"  first difference: {r.divergence.reason}")
            diff = r.divergence.diff
            if diff:
                out.print("  " + diff.replace("\n", "\n  "))


def replay(
    ctx: typer.Context,
    operation_ids: list[str] = typer.Argument(
        None, help="Operation ids (a unique prefix is enough); none with --corpus"
    ),
    corpus: bool = typer.Option(False, "--corpus", help="Replay every regression case"),
    since: str | None = typer.Option(
        None, "--since", help="Replay the operations started since (24h, 7d or a date)"
    ),
    limit: int = typer.Option(1000, help="With --since: at most this many, newest first"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Run recorded operations again, the model and tools answered from the trace; compare
    every model request. Exit 1 when one diverged."""
    if not operation_ids and not corpus and since is None:
        fail("give at least one operation id, --since or --corpus", output)

    async def body(runtime: Runtime) -> list[ReplayResult]:
        ids = list(operation_ids or [])
        if corpus:
            ids += [c.operation_id for c in await regress.list_cases(runtime.store, tenant)]
        if since is not None:
            ids += await _since(runtime, tenant, since, limit)
        if not ids:
            return []
        return await _replay(runtime, ids, tenant, output)

    results = _with_runtime(output, ctx, body)
    _report(results, output)


async def _since(runtime: Runtime, tenant: str, since: str, limit: int) -> list[str]:
    """Finished operations started since `since`, newest first (running ones are skipped)."""
    cutoff = parse_since(since, runtime.clock.now())
    query = (
        select(operations.c.id)
        .where(
            operations.c.tenant == tenant,
            operations.c.started_at >= cutoff,
            operations.c.status != "running",
        )
        .order_by(operations.c.started_at.desc(), operations.c.id.desc())
        .limit(limit)
    )
    async with runtime.store.connect() as conn:
        return [str(r.id) for r in (await conn.execute(query)).all()]


def _report(results: list[ReplayResult], output: OutputFormat) -> None:
    if output == OutputFormat.json:
        emit_json([r.to_dict() for r in results])
    else:
        _print(results)
        counts: dict[str, int] = {}
        for r in results:
            if not r.prerequisite:
                counts[r.verdict.value] = counts.get(r.verdict.value, 0) + 1
        summary = ", ".join(f"{n} {v}" for v, n in sorted(counts.items())) or "nothing replayed"
        out.print(summary)
    if any(r.verdict == Verdict.DIVERGED and not r.prerequisite for r in results):
        raise typer.Exit(FAILED)


@regress_app.command("add")
def regress_add(
    ctx: typer.Context,
    operation_id: str = typer.Argument(..., help="Operation id (a unique prefix is enough)"),
    pattern: str | None = typer.Option(None, "--pattern", help="The pattern this case guards"),
    note: str = typer.Option("", help="Why this operation is in the corpus"),
    fixed: bool = typer.Option(
        False, "--fixed", help="It recorded a bug since fixed: it must never reproduce again"
    ),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Replay an operation now and keep it as a case: it must keep replaying as recorded
    (or, with --fixed, must keep not reproducing its recorded failure)."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        (result, *_rest) = [
            r for r in await _replay(runtime, [operation_id], tenant, output) if not r.prerequisite
        ]
        # a recorded failure that now completes is a fixed bug either way
        expected = (
            regress.FIXED if fixed or result.verdict == Verdict.PASSED else regress.REPRODUCED
        )
        if fixed and result.verdict == Verdict.REPRODUCED:
            raise regress.RegressionError(
                f"operation {result.operation_id} still reproduces its recorded run",
                hint="add it with --fixed once the fix is deployed, or without --fixed to "
                "keep its behaviour",
            )
        if not fixed and result.verdict == Verdict.DIVERGED:
            reason = result.divergence.reason if result.divergence else result.note
            raise regress.RegressionError(
                f"operation {result.operation_id} does not replay as recorded ({reason})",
                hint=f"see `xihe replay {result.operation_id}`; a case must replay before it "
                "can guard anything",
            )
        case = await regress.add_case(
            runtime.store,
            tenant,
            result.operation_id,
            expected=expected,
            pattern_id=pattern,
            note=note,
        )
        return case.to_dict()

    data = _with_runtime(output, ctx, body)
    if output == OutputFormat.json:
        emit_json(data)
    else:
        out.print(f"added {data['operation_id']} to the regression corpus ({data['expected']})")


@regress_app.command("list")
def regress_list(
    ctx: typer.Context, tenant: str = TENANT, output: OutputFormat = OUTPUT_OPTION
) -> None:
    """Every case with the verdict it must keep and the latest it got."""

    async def body(runtime: Runtime) -> list[dict[str, Any]]:
        return [c.to_dict() for c in await regress.list_cases(runtime.store, tenant)]

    rows = _with_runtime(output, ctx, body)
    if output == OutputFormat.json:
        emit_json(rows)
        return
    for c in rows:
        out.print(
            f"{c['operation_id']}  expect {c['expected']}  last {c['last_verdict'] or '-'}  "
            f"{c['pattern_id'] or ''} {c['note']}".rstrip()
        )
    if not rows:
        out.print("the corpus is empty; add a case with `xihe regress add OPERATION_ID`")


@regress_app.command("remove")
def regress_remove(
    ctx: typer.Context,
    operation_id: str = typer.Argument(...),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Drop a case from the corpus."""

    async def body(runtime: Runtime) -> bool:
        return await regress.remove_case(runtime.store, tenant, operation_id)

    removed = _with_runtime(output, ctx, body)
    if output == OutputFormat.json:
        emit_json({"removed": removed})
    else:
        out.print("removed" if removed else f"no case for {operation_id}")


@regress_app.command("run")
def regress_run(
    ctx: typer.Context, tenant: str = TENANT, output: OutputFormat = OUTPUT_OPTION
) -> None:
    """Replay every case; exit 1 when one no longer replays with its verdict."""

    async def body(runtime: Runtime) -> list[dict[str, Any]]:
        cases = await regress.list_cases(runtime.store, tenant)
        results = await run_corpus(runtime, cases, tenant, output)
        return results

    rows = _with_runtime(output, ctx, body)
    failed = [r for r in rows if not r["ok"]]
    if output == OutputFormat.json:
        emit_json({"cases": len(rows), "failed": len(failed), "results": rows})
    else:
        for r in rows:
            mark = "ok  " if r["ok"] else "FAIL"
            out.print(f"{mark} {r['operation_id']}: {r['verdict']} (expected {r['expected']})")
            divergence = r.get("divergence")
            if not r["ok"] and divergence:
                out.print(f"  first difference: {divergence['reason']}")
                if divergence["diff"]:
                    out.print("  " + divergence["diff"].replace("\n", "\n  "))
        out.print(f"{len(rows) - len(failed)}/{len(rows)} cases replay as expected")
    if failed:
        raise typer.Exit(FAILED)


async def run_corpus(
    runtime: Runtime, cases: list[regress.Case], tenant: str, output: OutputFormat
) -> list[dict[str, Any]]:
    """Replay the cases and judge each against the verdict it must keep."""
    if not cases:
        return []
    results = {
        r.operation_id: r
        for r in await _replay(runtime, [c.operation_id for c in cases], tenant, output)
    }
    rows: list[dict[str, Any]] = []
    for case in cases:
        result = results[case.operation_id]
        rows.append(
            {
                "operation_id": case.operation_id,
                "expected": case.expected,
                "verdict": result.verdict.value,
                "ok": regress.case_ok(case.expected, result.verdict.value),
                "divergence": result.divergence.to_dict() if result.divergence else None,
                "note": result.note,
            }
        )
    await regress.record_verdicts(
        runtime.store, tenant, {r["operation_id"]: r["verdict"] for r in rows}
    )
    return rows
