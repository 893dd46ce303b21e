"""Every tool a surface can offer: the built-ins plus each shipped agent's tools.

This is the one list to extend when an agent adds tools; surfaces build their registry here.
"""

from __future__ import annotations

from xihe.agents.k8s.tools import k8s_tool_specs
from xihe.tools.builtin import builtin_specs
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolSpec


def all_tool_specs() -> list[ToolSpec]:
    return [*builtin_specs(), *k8s_tool_specs()]


def default_registry() -> ToolRegistry:
    return ToolRegistry(all_tool_specs())
