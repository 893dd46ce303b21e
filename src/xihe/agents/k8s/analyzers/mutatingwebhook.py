"""MutatingWebhookConfigurations whose receiving Service or pods are missing."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._webhook import analyze
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Result
from xihe.agents.k8s.registry import Analyzer

KIND = "MutatingWebhookConfiguration"


def run(ctx: Context) -> list[Result]:
    return analyze(ctx, KIND, "Mutating")


ANALYZER = Analyzer(KIND, KIND, run, default=True, needs=("Service", "Pod"))
