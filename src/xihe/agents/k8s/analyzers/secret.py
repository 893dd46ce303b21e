"""Secrets referenced by pods (env, envFrom, volumes, projected, pull secrets) that are missing.

Unused Secrets are not reported: controllers read many of them without any pod reference.
"""

from __future__ import annotations

from xihe.agents.k8s.analyzers._refs import missing_references
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.registry import Analyzer


def run(ctx: Context) -> list[Result]:
    return missing_references(ctx, "Secret")


ANALYZER = Analyzer("Secret", "Pod", run, default=True, needs=("Secret",))
