"""The tool registry: unique dotted names, lookup with suggestions, and the decorator."""

from __future__ import annotations

import difflib
import fnmatch
import re
from collections.abc import Callable, Iterable
from typing import Any

from xihe.core.errors import ConfigError, ErrorClass, ToolError
from xihe.tools.spec import Handler, ResultPolicy, SideEffect, ToolSpec, schema_from_signature

NAME_RE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$")


class ToolRegistry:
    def __init__(self, specs: Iterable[ToolSpec] = ()) -> None:
        self._specs: dict[str, ToolSpec] = {}
        for spec in specs:
            self.add(spec)

    def add(self, spec: ToolSpec) -> ToolSpec:
        if not NAME_RE.match(spec.name):
            raise ConfigError(
                f"tool name '{spec.name}' is not a dotted lowercase name",
                hint="use a namespace and a verb, e.g. 'ds.trigger_workflow'",
            )
        if spec.name in self._specs:
            raise ConfigError(f"tool '{spec.name}' is registered twice")
        self._specs[spec.name] = spec
        return spec

    def get(self, name: str) -> ToolSpec:
        spec = self._specs.get(name)
        if spec is None:
            close = difflib.get_close_matches(name, list(self._specs), n=3, cutoff=0.5)
            hint = f"did you mean: {', '.join(close)}" if close else "list tools with `xihe tools`"
            raise ToolError(f"unknown tool '{name}'", error_class=ErrorClass.NOT_FOUND, hint=hint)
        return spec

    def names(self) -> list[str]:
        return sorted(self._specs)

    def select(self, patterns: Iterable[str] | None) -> list[ToolSpec]:
        """Tools matching names or globs (`files.*`); None selects every tool."""
        if patterns is None:
            return [self._specs[n] for n in self.names()]
        chosen: dict[str, ToolSpec] = {}
        for pattern in patterns:
            matches = [n for n in self.names() if fnmatch.fnmatchcase(n, pattern)]
            if not matches:
                self.get(pattern)
            for name in matches:
                chosen[name] = self._specs[name]
        return list(chosen.values())

    def __contains__(self, name: object) -> bool:
        return name in self._specs

    def __len__(self) -> int:
        return len(self._specs)


def tool(
    name: str,
    *,
    description: str | None = None,
    permission: str = "tools.read",
    side_effect: SideEffect = "read",
    idempotent: bool | None = None,
    timeout_seconds: float | None = None,
    result_policy: ResultPolicy | None = None,
) -> Callable[[Handler], ToolSpec]:
    """Turn an async function into a ToolSpec; its type hints become the JSON Schema."""

    def decorate(fn: Handler) -> ToolSpec:
        parameters, wants_context = schema_from_signature(fn)
        doc = (fn.__doc__ or "").strip()
        return ToolSpec(
            name=name,
            description=description or doc or name,
            handler=fn,
            parameters=parameters,
            permission=permission,
            side_effect=side_effect,
            idempotent=(side_effect == "read") if idempotent is None else idempotent,
            timeout_seconds=timeout_seconds,
            result_policy=result_policy or ResultPolicy(),
            wants_context=wants_context,
        )

    return decorate


def describe(spec: ToolSpec) -> dict[str, Any]:
    return {
        "name": spec.name,
        "description": spec.description,
        "side_effect": spec.side_effect,
        "idempotent": spec.idempotent,
        "permission": spec.permission,
        "parameters": spec.parameters,
    }
