"""The Kubernetes diagnostician: analyzers with k8sgpt's reach, status semantics that match
the controllers, evidence behind every finding, and a statement of what was not checked.

Names are imported on first use, so `xihe k8s` starts without loading what a run does not
need (pydantic for JSON output, the live client for a dump).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from xihe.agents.k8s.engine import Request, analyze
    from xihe.agents.k8s.model import Analysis, Coverage, Failure, LoadStatus, Result
    from xihe.agents.k8s.render import render_text, to_json, to_model
    from xihe.agents.k8s.sources import DumpSource, LiveSource

_WHERE = {
    "Analysis": "model",
    "Coverage": "model",
    "DumpSource": "sources",
    "Failure": "model",
    "LiveSource": "sources",
    "LoadStatus": "model",
    "Request": "engine",
    "Result": "model",
    "analyze": "engine",
    "render_text": "render",
    "to_json": "render",
    "to_model": "render",
}

__all__ = [
    "Analysis",
    "Coverage",
    "DumpSource",
    "Failure",
    "LiveSource",
    "LoadStatus",
    "Request",
    "Result",
    "analyze",
    "render_text",
    "to_json",
    "to_model",
]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{module}"), name)
