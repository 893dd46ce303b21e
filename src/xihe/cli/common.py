"""State shared by every command: the loaded settings, resolved once per invocation."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import typer

from xihe.agent.runtime import Runtime
from xihe.agents.catalog import all_pre_checks, default_registry
from xihe.cli.output import OutputFormat, fail
from xihe.core import aio
from xihe.core.errors import XiheError
from xihe.core.settings import Settings, load_settings

T = TypeVar("T")


@dataclass
class CliState:
    config: str | None = None
    _settings: Settings | None = None

    def settings(self, output: OutputFormat = OutputFormat.text) -> Settings:
        if self._settings is None:
            try:
                self._settings = load_settings(self.config)
            except XiheError as exc:
                fail(exc, output)
        return self._settings


def state(ctx: typer.Context) -> CliState:
    obj = ctx.find_root().obj
    if not isinstance(obj, CliState):
        obj = CliState()
        ctx.find_root().obj = obj
    return obj


def run_async(
    ctx: typer.Context,
    output: OutputFormat,
    body: Callable[[Runtime], Awaitable[T]],
) -> T:
    """Open a runtime, run `body`, always close, and turn XiheErrors into clean exits."""
    settings = state(ctx).settings(output)

    async def main() -> T:
        runtime = await Runtime.open(
            settings, registry=default_registry(), pre_checks=all_pre_checks()
        )
        try:
            return await body(runtime)
        finally:
            await runtime.close()

    try:
        return aio.run(main())
    except XiheError as exc:
        fail(exc, output)


def split_csv(values: list[str] | None) -> list[str] | None:
    if not values:
        return None
    out: list[str] = []
    for value in values:
        out.extend(v.strip() for v in value.split(",") if v.strip())
    return out


def noop(*_args: Any) -> None:
    return None
