"""The analyzer registry: every analyzer in one place, each marked default or optional."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result


@dataclass(frozen=True, slots=True)
class Analyzer:
    """`kind` is the primary kind; `also` are further primary kinds (the analyzer runs when
    any primary loaded); `needs` are the kinds its checks resolve references in."""

    name: str
    kind: str
    run: Callable[[Context], list[Result]]
    default: bool
    needs: tuple[str, ...] = ()
    version: str = "1"
    aliases: tuple[str, ...] = field(default=())
    also: tuple[str, ...] = ()

    @property
    def primaries(self) -> tuple[str, ...]:
        return (self.kind, *self.also)

    @property
    def kinds(self) -> tuple[str, ...]:
        return (*self.primaries, *self.needs)


def _all() -> list[Analyzer]:
    from xihe.agents.k8s.analyzers import ANALYZERS

    return list(ANALYZERS)


def registry() -> dict[str, Analyzer]:
    return {a.name: a for a in _all()}


def default_analyzers() -> list[Analyzer]:
    return [a for a in _all() if a.default]


def resolve_filters(names: list[str] | None) -> tuple[list[Analyzer], list[str]]:
    """Map `--filter` names (case-insensitive, aliases allowed) to analyzers.

    Unknown names come back as k8sgpt-style error strings instead of failing the run.
    """
    if not names:
        return default_analyzers(), []
    lookup: dict[str, Analyzer] = {}
    for analyzer in _all():
        for key in (analyzer.name, *analyzer.aliases):
            lookup[key.lower()] = analyzer
    chosen: list[Analyzer] = []
    errors: list[str] = []
    for name in names:
        found = lookup.get(name.strip().lower())
        if found is None:
            errors.append(f'"{name}" filter does not exist. Please run xihe k8s filters.')
        elif found not in chosen:
            chosen.append(found)
    order = {a.name: i for i, a in enumerate(_all())}
    return sorted(chosen, key=lambda a: order[a.name]), errors
