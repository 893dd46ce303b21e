"""The pydantic shapes at the boundary: what each command asks the model for, and the
result every command returns (rendered as Markdown or JSON), coverage included."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Command = Literal["describe", "review", "improve", "ask", "ask_line"]


class _Out(BaseModel):
    model_config = ConfigDict(extra="ignore")


class FileChange(_Out):
    path: str
    summary: str


class DescribeOutput(_Out):
    title: str
    type: list[str] = Field(default_factory=list)
    summary: list[str] = Field(default_factory=list)
    files: list[FileChange] = Field(default_factory=list)


class Finding(_Out):
    file: str
    start_line: int = Field(ge=0)
    end_line: int = Field(ge=0)
    severity: Literal["low", "medium", "high"] = "medium"
    title: str
    body: str


class ReviewOutput(_Out):
    effort: int = Field(1, ge=1, le=5)
    security_concerns: str = ""
    findings: list[Finding] = Field(default_factory=list)


class Suggestion(_Out):
    file: str
    start_line: int = Field(ge=0)
    end_line: int = Field(ge=0)
    label: str = "enhancement"
    summary: str
    existing_code: str = ""
    improved_code: str = ""


class ImproveOutput(_Out):
    suggestions: list[Suggestion] = Field(default_factory=list)


class AnswerOutput(_Out):
    answer: str


Output = DescribeOutput | ReviewOutput | ImproveOutput | AnswerOutput

OUTPUTS: dict[str, type[_Out]] = {
    "describe": DescribeOutput,
    "review": ReviewOutput,
    "improve": ImproveOutput,
    "ask": AnswerOutput,
    "ask_line": AnswerOutput,
}


class Coverage(BaseModel):
    """What the result is based on; `not_seen` is every file the model did not read whole."""

    files_total: int = 0
    reviewed: list[str] = Field(default_factory=list)
    clipped: list[str] = Field(default_factory=list)
    skipped_for_budget: list[str] = Field(default_factory=list)
    skipped_too_large: list[str] = Field(default_factory=list)
    deletions_only: list[str] = Field(default_factory=list)
    binary: list[str] = Field(default_factory=list)
    failed: list[str] = Field(default_factory=list)
    """Files in chunks whose call failed and was not recovered."""
    chunks: int = 0
    chunks_failed: int = 0

    @property
    def complete(self) -> bool:
        return not self.not_seen and not self.clipped

    @property
    def not_seen(self) -> list[str]:
        return [
            *self.skipped_for_budget,
            *self.skipped_too_large,
            *self.failed,
            *self.deletions_only,
            *self.binary,
        ]


class ChunkReport(BaseModel):
    index: int
    files: list[str]
    status: Literal["ok", "failed", "recovered"]
    model: str = ""
    tokens: int = 0
    operation_id: str = ""
    error: str = ""


class ReviewResult(BaseModel):
    command: Command
    target: str
    question: str | None = None
    output: DescribeOutput | ReviewOutput | ImproveOutput | AnswerOutput
    coverage: Coverage
    chunks: list[ChunkReport] = Field(default_factory=list)
    instructions: list[str] = Field(default_factory=list)
    """Repository instruction files that entered the prompt (path@ref)."""
    skills: list[str] = Field(default_factory=list)

    def markdown(self) -> str:
        from xihe.agents.review.render import to_markdown

        return to_markdown(self)
