"""The Kubernetes diagnostician: analyzers with k8sgpt's reach, status semantics that match
the controllers, evidence behind every finding, and a statement of what was not checked."""

from __future__ import annotations

from xihe.agents.k8s.engine import Request, analyze
from xihe.agents.k8s.model import Analysis, Coverage, Failure, LoadStatus, Result
from xihe.agents.k8s.render import render_text, to_json, to_model
from xihe.agents.k8s.sources import DumpSource, LiveSource

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
