"""The JSON boundary: k8sgpt's `analyze --output json` shape plus `evidence` and `coverage`."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class SensitiveOut(BaseModel):
    Unmasked: str
    Masked: str


class FailureOut(BaseModel):
    """k8sgpt's Failure has no json tags, so its keys are capitalised; ours are added."""

    model_config = ConfigDict(populate_by_name=True)

    Text: str
    KubernetesDoc: str = ""
    Sensitive: list[SensitiveOut] = Field(default_factory=list)
    evidence: dict[str, Any] = Field(default_factory=dict)


class ResultOut(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    kind: str
    name: str
    error: list[FailureOut]
    details: str = ""
    parent_object: str = Field("", alias="parentObject")
    analyzer: str = ""


class KindOut(BaseModel):
    kind: str
    status: str
    objects: int
    reason: str = ""
    http_status: int | None = None


class SkippedCheckOut(BaseModel):
    analyzer: str
    check: str
    reason: str


class SuppressedOut(BaseModel):
    analyzer: str
    kind: str
    name: str
    reason: str
    evidence: dict[str, Any] = Field(default_factory=dict)


class CoverageOut(BaseModel):
    source: str
    namespace: str = ""
    selector: str = ""
    kinds: list[KindOut]
    analyzers_run: list[str]
    analyzers_skipped: dict[str, str]
    checks_skipped: list[SkippedCheckOut]
    suppressed: list[SuppressedOut]
    inputs_skipped: list[str] = Field(default_factory=list)


class AnalysisOut(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    provider: str = ""
    errors: list[str] = Field(default_factory=list)
    status: str
    problems: int
    results: list[ResultOut]
    coverage: CoverageOut
