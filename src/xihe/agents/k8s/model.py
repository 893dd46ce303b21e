"""What an analysis produces, inside the package: findings, results and coverage."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class LoadStatus(StrEnum):
    """Why a kind was or was not read; each means something different for the findings."""

    LOADED = "loaded"
    ABSENT = "absent"  # 404: the API does not serve this kind
    FORBIDDEN = "forbidden"  # 403: it exists, we may not read it
    UNKNOWN = "unknown"  # 5xx, timeout, connection: nothing is known
    NOT_IN_DUMP = "not_in_dump"  # an offline dump that does not contain the kind


@dataclass(slots=True)
class KindLoad:
    kind: str
    status: LoadStatus
    objects: int = 0
    reason: str = ""
    http_status: int | None = None

    @property
    def ok(self) -> bool:
        return self.status is LoadStatus.LOADED


@dataclass(slots=True)
class Failure:
    """One finding: the text people read, the fields it rests on, the names in it."""

    text: str
    evidence: dict[str, Any] = field(default_factory=dict)
    sensitive: tuple[str, ...] = ()


@dataclass(slots=True)
class Result:
    analyzer: str
    kind: str
    namespace: str
    name: str
    failures: list[Failure]
    parent: str = ""
    details: str = ""

    @property
    def display(self) -> str:
        return f"{self.namespace}/{self.name}" if self.namespace else self.name


@dataclass(frozen=True, slots=True)
class SkippedCheck:
    """A check an analyzer could not make because a kind it needs did not load."""

    analyzer: str
    check: str
    reason: str


@dataclass(slots=True)
class Suppressed:
    """A finding deliberately not raised, with what that decision rests on."""

    analyzer: str
    kind: str
    name: str
    reason: str
    evidence: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Coverage:
    kinds: list[KindLoad] = field(default_factory=list)
    analyzers_run: list[str] = field(default_factory=list)
    analyzers_skipped: dict[str, str] = field(default_factory=dict)
    checks_skipped: list[SkippedCheck] = field(default_factory=list)
    suppressed: list[Suppressed] = field(default_factory=list)
    namespace: str = ""
    selector: str = ""
    source: str = ""
    inputs_skipped: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Analysis:
    results: list[Result]
    coverage: Coverage
    errors: list[str] = field(default_factory=list)
    provider: str = ""

    @property
    def problems(self) -> int:
        return sum(len(r.failures) for r in self.results)
