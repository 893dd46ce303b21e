"""Asking a model for JSON that must pass a check, retrying with the problem named.

The inspector and the behaviour grouper both need exactly this; the check decides validity,
never the model.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from xihe.core.messages import Message, ModelRequest
from xihe.models.router import ModelRouter

Check = Callable[[str], tuple[dict[str, Any] | None, str | None]]


@dataclass
class NoValidAnswer(Exception):
    """Every attempt was rejected; `problem` is the last reason."""

    problem: str
    attempts: int


async def ask_for_json(
    router: ModelRouter, route: str, system: str, user: str, check: Check, retries: int
) -> tuple[dict[str, Any], int]:
    """The first answer that passes `check`, with the attempt number it took."""
    messages = [Message(role="system", content=system), Message(role="user", content=user)]
    problem = "no answer"
    for attempt in range(1, retries + 2):
        routed = await router.complete(ModelRequest(messages=tuple(messages)), route)
        data, problem_or_none = check(routed.response.text)
        if data is not None:
            return data, attempt
        problem = problem_or_none or "invalid"
        messages += [
            Message(role="assistant", content=routed.response.text),
            Message(
                role="user",
                content=f"That answer was rejected: {problem}. Reply again with only the JSON "
                "object, matching the schema exactly.",
            ),
        ]
    raise NoValidAnswer(problem, retries + 1)
