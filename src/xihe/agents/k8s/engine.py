"""Run analyzers over a source: load each needed kind once, analyze, record coverage."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from xihe.agents.k8s.inventory import Context, Inventory, Scope
from xihe.agents.k8s.kinds import KINDS
from xihe.agents.k8s.model import Analysis, Coverage, KindLoad, LoadStatus, Result
from xihe.agents.k8s.registry import Analyzer, resolve_filters
from xihe.agents.k8s.selectors import parse_selector
from xihe.agents.k8s.sources import Loaded, Source


@dataclass(slots=True)
class Request:
    filters: list[str] = field(default_factory=list)
    namespace: str = ""
    selector: str = ""
    max_concurrency: int = 10


def needed_kinds(analyzers: list[Analyzer]) -> list[str]:
    kinds: list[str] = []
    for analyzer in analyzers:
        for kind in analyzer.kinds:
            if kind not in kinds:
                kinds.append(kind)
    return kinds


def load_inventory(source: Source, kinds: list[str], max_concurrency: int) -> Inventory:
    """One list (with its pages) per kind, a few kinds at a time."""
    inventory = Inventory()
    infos = [KINDS[k] for k in kinds if k in KINDS]
    with ThreadPoolExecutor(max_workers=max(1, max_concurrency)) as pool:
        loaded: list[Loaded] = list(pool.map(source.load, infos))
    for item in loaded:
        inventory.add(item.load, item.objects)
    for kind in kinds:
        if kind not in KINDS:
            inventory.add(KindLoad(kind, LoadStatus.UNKNOWN, 0, "kind not known"), [])
    return inventory


def _run_one(
    analyzer: Analyzer, inventory: Inventory, scope: Scope, coverage: Coverage
) -> list[Result]:
    if not any(inventory.loaded(kind) for kind in analyzer.primaries):
        coverage.analyzers_skipped[analyzer.name] = inventory.why_not(analyzer.kind)
        return []
    coverage.analyzers_run.append(analyzer.name)
    return analyzer.run(Context(analyzer.name, inventory, scope, coverage))


def run_analyzers(
    analyzers: list[Analyzer], inventory: Inventory, scope: Scope, coverage: Coverage
) -> list[Result]:
    results: list[Result] = []
    for analyzer in analyzers:
        results.extend(_run_one(analyzer, inventory, scope, coverage))
    return results


@dataclass(slots=True)
class Plan:
    """What a request asks for: the analyzers, the kinds they read, the primary scope."""

    analyzers: list[Analyzer]
    errors: list[str]
    scope: Scope
    kinds: list[str]


def plan(request: Request) -> Plan:
    analyzers, errors = resolve_filters(request.filters)
    scope = Scope(request.namespace, parse_selector(request.selector) if request.selector else None)
    return Plan(analyzers, errors, scope, needed_kinds(analyzers))


def analyze_inventory(
    source: Source, inventory: Inventory, planned: Plan, request: Request
) -> Analysis:
    """Run the planned analyzers over what was loaded and say what was covered."""
    coverage = Coverage(
        kinds=[inventory.loads[k] for k in planned.kinds],
        namespace=request.namespace,
        selector=request.selector,
        source=source.description,
        inputs_skipped=list(getattr(source, "skipped", [])),
    )
    results = run_analyzers(planned.analyzers, inventory, planned.scope, coverage)
    errors = list(coverage.inputs_skipped) + list(planned.errors)
    for analyzer in planned.analyzers:
        load = inventory.loads.get(analyzer.kind)
        if load is not None and load.status in (LoadStatus.FORBIDDEN, LoadStatus.UNKNOWN):
            errors.append(f"{analyzer.name} analyzer skipped: {inventory.why_not(analyzer.kind)}")
    errors.extend(getattr(source, "errors", []))
    return Analysis(results=results, coverage=coverage, errors=errors)


def analyze(source: Source, request: Request) -> Analysis:
    """The whole pipeline; nothing here needs a model or the network beyond the source."""
    planned = plan(request)
    inventory = load_inventory(source, planned.kinds, request.max_concurrency)
    return analyze_inventory(source, inventory, planned, request)
