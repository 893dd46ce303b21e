"""Every tool a surface can offer: the built-ins plus each shipped agent's tools.

This is the one list to extend when an agent adds tools; surfaces build their registry here.
"""

from __future__ import annotations

from typing import Any

from xihe.agents.code.tools import code_tool_specs
from xihe.agents.k8s.tools import k8s_tool_specs
from xihe.agents.ops.tools import OPS_SKILL, ops_pre_checks, ops_tool_specs
from xihe.tools.builtin import builtin_specs
from xihe.tools.executor import PreCheck
from xihe.tools.registry import ToolRegistry
from xihe.tools.spec import ToolSpec


def all_tool_specs() -> list[ToolSpec]:
    return [*builtin_specs(), *k8s_tool_specs(), *ops_tool_specs(), *code_tool_specs()]


def all_pre_checks() -> dict[str, PreCheck]:
    """Per-tool checks whose findings become warnings on the approval a person decides."""
    return {**ops_pre_checks()}


def agent_skills() -> list[dict[str, Any]]:
    """The shipped agents as A2A skills (id, name, description, tags, examples)."""
    return [OPS_SKILL]


def default_registry() -> ToolRegistry:
    return ToolRegistry(all_tool_specs())
