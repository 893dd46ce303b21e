"""`xihe errors|patterns|inspect|behavior|simulate|jobs`: the evolution engine's surface."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from xihe.agent.runtime import Runtime
from xihe.cli.common import state
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, fail, new_app, out, styled
from xihe.cli.simulation import simulate
from xihe.core import aio
from xihe.core.clock import SystemClock
from xihe.core.errors import ConfigError, XiheError
from xihe.core.ids import RandomIds
from xihe.core.settings import Settings
from xihe.evolution import regress, repo
from xihe.evolution.behavior import BehaviorAnalyzer
from xihe.evolution.inspect import Inspector
from xihe.evolution.patterns import Category, FixStatus, Pattern, PatternError, Rule
from xihe.evolution.simulate import (
    ToolPlan,
    sim_clock,
    simulation_registry,
    simulation_settings,
)
from xihe.models.router import ModelRouter
from xihe.store.db import Store, open_store

T = TypeVar("T")

errors_app = new_app("Recorded errors: list and statistics.")
patterns_app = new_app("Error patterns: the rules that classify errors.")
TENANT = typer.Option("default", help="Tenant whose data to read")


def _with_store(
    ctx: typer.Context, output: OutputFormat, body: Callable[[Store, Settings], Awaitable[T]]
) -> T:
    settings = state(ctx).settings(output)

    async def main() -> T:
        store = await open_store(settings.database_url, schema=settings.database_schema)
        try:
            return await body(store, settings)
        finally:
            await store.close()

    try:
        return aio.run(main())
    except XiheError as exc:
        fail(exc, output)


def _progress(output: OutputFormat) -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=err,
        disable=output == OutputFormat.json,
        transient=True,
    )


async def _backfill(
    store: Store, tenant: str, pattern: Pattern, clock: SystemClock, output: OutputFormat
) -> repo.BackfillResult:
    """A pattern's backfill over unmatched history, with a progress bar on stderr."""
    with _progress(output) as bar:
        task = bar.add_task("backfilling", total=None)
        return await repo.backfill(
            store,
            tenant,
            only=[pattern],
            clock=clock,
            progress=lambda done, total: bar.update(task, completed=done, total=total),
        )


# -- errors --------------------------------------------------------------------------------


@errors_app.command("list")
def errors_list(
    ctx: typer.Context,
    unmatched: bool = typer.Option(False, "--unmatched", help="Only errors no pattern matches"),
    limit: int = typer.Option(50, help="How many, newest first"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """List recorded errors with the pattern that classified each."""
    rows = _with_store(
        ctx, output, lambda s, _c: repo.list_errors(s, tenant, unmatched=unmatched, limit=limit)
    )
    if output == OutputFormat.json:
        emit_json(rows)
        return
    table = Table("created", "provider", "type", "status", "tool", "category", "message")
    for r in rows:
        table.add_row(
            str(r["created_at"])[:19],
            r["provider"] or "-",
            r["error_type"] or "-",
            str(r["status"] or "-"),
            r["tool"] or "-",
            r["category"] or "[red]unmatched[/]",
            (r["message"] or "")[:70],
        )
    out.print(table)


@errors_app.command("stats")
def errors_stats(
    ctx: typer.Context, tenant: str = TENANT, output: OutputFormat = OUTPUT_OPTION
) -> None:
    """Total, unmatched, by category and by pattern."""
    data = _with_store(ctx, output, lambda s, _c: repo.stats(s, tenant))
    if output == OutputFormat.json:
        emit_json(data)
        return
    out.print(
        f"{data['total']} errors, {data['unmatched']} unmatched ({data['unmatched_share']:.1%})"
    )
    for category, n in data["by_category"].items():
        out.print(f"  {category}: {n}")
    table = Table("pattern", "category", "errors")
    for p in data["by_pattern"]:
        table.add_row(p["name"], p["category"], str(p["count"]))
    out.print(table)


# -- patterns ------------------------------------------------------------------------------


@patterns_app.command("list")
def patterns_list(
    ctx: typer.Context, tenant: str = TENANT, output: OutputFormat = OUTPUT_OPTION
) -> None:
    """Every pattern with its rule, category, fix status and hits."""

    async def body(store: Store, _s: Settings) -> list[dict[str, Any]]:
        async with store.connect() as conn:
            return [p.to_dict() for p in await repo.load_patterns(conn, tenant)]

    rows = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(rows)
        return
    table = Table("name", "category", "fix", "rule", "hits", "on")
    for p in rows:
        rule = ", ".join(f"{k}={v}" for k, v in p["rule"].items() if v is not None)
        table.add_row(
            p["name"],
            p["category"],
            p["fix_status"],
            rule[:70],
            str(p["hit_count"]),
            "yes" if p["enabled"] else "no",
        )
    out.print(table)


@patterns_app.command("show")
def patterns_show(
    ctx: typer.Context,
    ref: str = typer.Argument(..., help="Pattern id or name"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """One pattern and the latest errors it matched."""

    async def body(store: Store, _s: Settings) -> dict[str, Any]:
        pattern = await repo.get_pattern(store, tenant, ref)
        return pattern.to_dict() | {
            "recent_errors": await repo.matched_errors(store, tenant, pattern.id),
            "fix_run": await regress.latest_fix_run(store, tenant, pattern.id),
        }

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    out.print(
        styled("[bold]{}[/] {} · {}", data["name"], data["category"], data["fix_status"]),
        markup=True,
    )
    out.print(f"  rule: {data['rule']}", markup=False)
    out.print(f"  hits: {data['hit_count']}  reasoning: {data['reasoning']}", markup=False)
    for message in data["recent_errors"]:
        out.print(f"  - {message[:120]}", markup=False)
    run = data["fix_run"]
    if run is not None:
        where = run["pr_url"] or run["branch"] or "-"
        out.print(f"  last fix run {run['id']}: {run['status']} · {where}", markup=False)
        if run["note"]:
            out.print(f"    {run['note']}", markup=False)


def _rule_changes(
    provider: str | None,
    error_type: str | None,
    status: int | None,
    tool: str | None,
    regex: str | None,
) -> dict[str, Any]:
    values = {
        "provider": provider,
        "error_type": error_type,
        "status": status,
        "tool": tool,
        "message_regex": regex,
    }
    return {k: v for k, v in values.items() if v is not None}


async def _refuse_taken_name(store: Store, tenant: str, name: str) -> None:
    """A person naming a pattern means that name: never save it under another one."""
    try:
        existing = await repo.get_pattern(store, tenant, name)
    except PatternError:
        return
    raise PatternError(
        f"a pattern named '{name}' already exists ({existing.id}) in tenant '{tenant}'",
        hint=f"change it with `xihe patterns edit {name} ...`, or choose another --name",
    )


@patterns_app.command("add")
def patterns_add(
    ctx: typer.Context,
    name: str = typer.Option(..., help="A short unique name"),
    category: Category = typer.Option(..., help="user_error, provider_error, harness_bug, ignore"),
    provider: str | None = typer.Option(None),
    error_type: str | None = typer.Option(None, "--error-type"),
    status: int | None = typer.Option(None),
    tool: str | None = typer.Option(None),
    regex: str | None = typer.Option(None, help="Message regex (re.search, ignoring case)"),
    fix_status: FixStatus = typer.Option(FixStatus.UNFIXED, "--fix-status"),
    reasoning: str = typer.Option("", help="Why errors like these belong to this category"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Add a pattern and backfill it over unmatched history; an existing name is refused."""

    async def body(store: Store, _s: Settings) -> dict[str, Any]:
        clock = SystemClock()
        await _refuse_taken_name(store, tenant, name)
        pattern = Pattern(
            id=RandomIds().new("pat"),
            name=name,
            category=category,
            rule=Rule(provider, error_type, status, tool, regex),
            fix_status=fix_status,
            created_by="manual",
            reasoning=reasoning,
        )
        saved = await repo.save_pattern(store, tenant=tenant, pattern=pattern, clock=clock)
        filled = await _backfill(store, tenant, saved, clock, output)
        return saved.to_dict() | {"backfilled": filled.total}

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
    else:
        out.print(f"added {data['name']} ({data['id']}); backfilled {data['backfilled']} errors")


@patterns_app.command("edit")
def patterns_edit(
    ctx: typer.Context,
    ref: str = typer.Argument(..., help="Pattern id or name"),
    category: Category | None = typer.Option(None),
    fix_status: FixStatus | None = typer.Option(None, "--fix-status"),
    provider: str | None = typer.Option(None),
    error_type: str | None = typer.Option(None, "--error-type"),
    status: int | None = typer.Option(None),
    tool: str | None = typer.Option(None),
    regex: str | None = typer.Option(None),
    enable: bool = typer.Option(False, "--enable", help="Re-enable a disabled pattern"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Change a pattern's rule, category or fix status; a changed rule is backfilled."""
    changes = _rule_changes(provider, error_type, status, tool, regex)
    rule_changed = bool(changes)
    if category:
        changes["category"] = category.value
    if fix_status:
        changes["fix_status"] = fix_status.value
    if enable:
        changes["enabled"] = True
    if not changes:
        fail(ConfigError("nothing to change", hint="pass at least one option, see --help"), output)

    async def body(store: Store, _s: Settings) -> dict[str, Any]:
        clock = SystemClock()
        pattern = await repo.update_pattern(store, tenant, ref, changes, clock)
        filled = 0
        if rule_changed or enable:
            filled = (await _backfill(store, tenant, pattern, clock, output)).total
        guarded: list[str] = []
        if fix_status == FixStatus.MERGED:  # its cited operations guard the fix from now on
            added = await regress.add_fixed(store, tenant, pattern.id, clock=clock)
            guarded = [c.operation_id for c in added]
        return pattern.to_dict() | {"backfilled": filled, "regression_cases": guarded}

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
    else:
        out.print(f"updated {data['name']}; backfilled {data['backfilled']} errors")
        for op in data["regression_cases"]:
            out.print(f"  + regression case {op} (must not reproduce)")


@patterns_app.command("disable")
def patterns_disable(
    ctx: typer.Context,
    ref: str = typer.Argument(..., help="Pattern id or name"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Stop matching new errors with a pattern (errors it already matched keep it)."""

    async def body(store: Store, _s: Settings) -> dict[str, Any]:
        pattern = await repo.update_pattern(store, tenant, ref, {"enabled": False}, SystemClock())
        return pattern.to_dict()

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
    else:
        out.print(f"disabled {data['name']}")


# -- inspect, behavior, simulate ----------------------------------------------------------


def _inspection_history(ctx: typer.Context, tenant: str, limit: int, output: OutputFormat) -> None:
    async def body(store: Store, _settings: Settings) -> dict[str, Any]:
        return {"inspections": await repo.inspection_history(store, tenant, limit)}

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    if not data["inspections"]:
        out.print(f"no inspections yet for tenant '{tenant}'; run `xihe inspect`", markup=False)
        return
    for r in data["inspections"]:
        out.print(
            f"{r['started_at']}  {r['id']}  {r['mode']:<8} {r['status']:<9} unmatched "
            f"{r['unmatched_before']} → {r['unmatched_after']} of {r['errors_total']}, "
            f"+{r['patterns_added']} patterns, {r['rejected']} rejected, {r['bugs']} bugs",
            markup=False,
        )


def inspect(
    ctx: typer.Context,
    offline: bool = typer.Option(False, "--offline", help="Rule-based, no model"),
    history: int = typer.Option(
        0, "--history", min=0, max=1000, help="List the last N inspections instead of running one"
    ),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Bucket unmatched errors, add checked patterns, backfill, report the unmatched share."""
    if history:
        _inspection_history(ctx, tenant, history, output)
        return

    async def body(store: Store, settings: Settings) -> dict[str, Any]:
        router = ModelRouter(settings) if settings.evolution.inspector_route else None
        try:
            with _progress(output) as bar:
                bar.add_task("inspecting", total=None)
                report = await Inspector(store, settings, router=router).run(
                    tenant=tenant, offline=offline
                )
        finally:
            if router is not None:
                await router.aclose()
        return report.to_dict()

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    out.print(
        f"{data['mode']} inspection: {data['buckets_seen']} buckets, "
        f"{len(data['patterns_added'])} patterns added, {len(data['rejected'])} rejected, "
        f"{len(data['bugs'])} bugs; unmatched {data['unmatched_before']} → "
        f"{data['unmatched_after']} of {data['errors_total']} "
        f"({data['unmatched_share_after']:.1%})"
    )
    for p in data["patterns_added"]:
        out.print(f"  + {p['name']} [{p['category']}]", markup=False)
    for r in data["rejected"]:
        out.print(f"  ✗ {r['name']}: {r['reason']}", markup=False)
    for b in data["bugs"]:
        out.print(f"  bug [{b.get('severity', '?')}] {b.get('title', '')}", markup=False)
        out.print(f"      cause: {b.get('root_cause', '')}", markup=False)
        out.print(f"      fix:   {b.get('suggested_fix', '')}", markup=False)
    if data["mode"] == "offline" and not settings_has_inspector(ctx):
        out.print(
            "  (set [evolution].inspector_route for model inspection with bug reports)",
            markup=False,
        )


def settings_has_inspector(ctx: typer.Context) -> bool:
    return bool(state(ctx).settings().evolution.inspector_route)


def behavior(
    ctx: typer.Context,
    offline: bool = typer.Option(
        False, "--offline", help="Group by tool sequence and keywords even with a model set"
    ),
    force: bool = typer.Option(False, help="Run even if no operation is new since the last run"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Group recent operations by intent, score their health, suggest fixes."""

    async def body(store: Store, settings: Settings) -> dict[str, Any]:
        use_model = settings.evolution.behavior_route and not offline
        router = ModelRouter(settings) if use_model else None
        try:
            analyzer = BehaviorAnalyzer(store, settings.evolution, router=router)
            report = await analyzer.run(tenant=tenant, force=force, offline=offline)
        finally:
            if router is not None:
                await router.aclose()
        return report.to_dict()

    data = _with_store(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    if data["skipped"]:
        out.print("no new operations since the last run; skipped (use --force to rerun)")
        return
    if data["note"]:
        out.print(f"note: {data['note']}", markup=False)
    table = Table("group", "ops", "tier", "score", "health", "flags")
    for g in data["groups"]:
        table.add_row(
            g["name"],
            str(g["operations"]),
            g["tier"],
            f"{g['score']:.1f}",
            "ok" if g["healthy"] else "[red]unhealthy[/]",
            ", ".join(g["flags"]),
        )
    out.print(table)
    for g in data["groups"]:
        for s in g["suggestions"]:
            out.print(f"  [{s['severity']}] {g['name']}: {s['text']}", markup=False)


def simulate_cmd(
    ctx: typer.Context,
    mock: bool = typer.Option(False, "--mock", help="Scripted providers and tools, no network"),
    count: int = typer.Option(100, "--count", "-n", min=1, help="Operations to run"),
    error_rate: float = typer.Option(0.3, "--error-rate", min=0.0, max=1.0),
    seed: int = typer.Option(7, "--seed"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Run realistic operations through the real loop, injecting the standard error kinds."""
    if not mock:
        fail(
            ConfigError(
                "only mock simulation is available",
                hint="pass --mock; to use real providers, run real traffic with `xihe run`",
            ),
            output,
        )
    settings = state(ctx).settings(output)
    logging.getLogger("xihe.models.router").setLevel(logging.CRITICAL)

    async def main() -> dict[str, Any]:
        clock, plan = sim_clock(count), ToolPlan()
        runtime = await Runtime.open(
            simulation_settings(settings), registry=simulation_registry(plan, clock), clock=clock
        )
        runtime.tracer.failure_sink = repo.ErrorRecorder(clock=clock, ids=runtime.ids)
        try:
            with _progress(output) as bar:
                task = bar.add_task("simulating", total=count)
                result = await simulate(
                    settings,
                    runtime.tracer,
                    count=count,
                    error_rate=error_rate,
                    seed=seed,
                    clock=clock,
                    plan=plan,
                    executor=runtime.executor,
                    tenant=tenant,
                    on_progress=lambda done: bar.update(task, completed=done),
                )
            return result.to_dict() | await repo.stats(runtime.store, tenant)
        finally:
            await runtime.close()

    try:
        data = aio.run(main())
    except XiheError as exc:
        fail(exc, output)
    if output == OutputFormat.json:
        emit_json(data)
        return
    out.print(
        f"simulated {data['operations']} operations ({data['failed']} failed); "
        f"{data['total']} errors recorded, {data['unmatched']} unmatched"
    )
    out.print("next: `xihe inspect --offline` to classify them")
