"""Host-configured Skills enter the prompt within their budget (ask included when allowed);
the cache key follows the effective configuration; describe merges chunks in order."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.agents.review.conftest import (
    added_file,
    modified_file,
    review_settings,
    shown_files,
)
from tests.fakes.provider import FakeProvider, Reply

from xihe.agents.review.instructions import skills_context
from xihe.agents.review.service import TargetSpec, run_command
from xihe.core.settings import ReviewConfig
from xihe.models.tokens import get_counter


def _skills(tmp_path: Path) -> Path:
    root = tmp_path / "skills"
    (root / "security").mkdir(parents=True)
    (root / "security" / "SKILL.md").write_text("# Security\nFlag every use of eval().\n")
    (root / "security" / "checklist.md").write_text("- secrets never logged\n")
    (root / "security" / "scripts").mkdir()
    (root / "security" / "scripts" / "run.md").write_text("SHOULD NOT APPEAR")
    (root / "api").mkdir()
    (root / "api" / "SKILL.md").write_text("# API\n" + "Keep compatibility. " * 400)
    return root


async def test_skills_reach_ask_within_budget_and_only_from_host_paths(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    root = _skills(tmp_path)
    skills = {"enabled": True, "paths": [str(root)], "max_tokens": 300}
    settings = review_settings(tmp_path, fake_provider, window=16000, review={"skills": skills})
    runtime = await runtime_factory(settings)
    fake_provider.enqueue(Reply(text=json.dumps({"answer": "No eval here."})))
    spec = TargetSpec(patch=modified_file("src/app.py", 2), patch_name="p")
    outcome = await run_command(settings, runtime.loop(), "ask", spec, question="Is it safe?")
    prompt = fake_provider.requests[0].body["messages"][-1]["content"]
    block = prompt.split("<<<skills", 1)[1].split("skills>>>", 1)[0]
    assert "Flag every use of eval()" in block and "secrets never logged" in block
    assert "SHOULD NOT APPEAR" not in block
    assert get_counter("o200k_base").count(block) <= 310
    assert len(outcome.result.skills) >= 2

    off = ReviewConfig(skills={**skills, "apply_to_ask": False})
    assert skills_context(off, get_counter("o200k_base"), "ask").text == ""
    bigger = ReviewConfig(skills={**skills, "max_tokens": 5000})
    small = skills_context(ReviewConfig(skills=skills), get_counter("o200k_base"), "review")
    large = skills_context(bigger, get_counter("o200k_base"), "review")
    assert large.tokens > small.tokens  # the budget is part of the cache key


async def test_describe_merges_chunks_in_their_original_order(
    tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    def respond(body: dict[str, Any]) -> Reply:
        files = shown_files(body)
        return Reply(
            text=json.dumps(
                {
                    "title": f"Change {files[0]}",
                    "type": ["feature", "tests"] if "src/p0.py" in files else ["refactor"],
                    "summary": [f"touches {f}" for f in files],
                    "files": [{"path": f, "summary": "changed"} for f in files],
                }
            ),
            delay=0.4 if "src/p0.py" in files else 0.0,  # the first chunk answers last
        )

    fake_provider.responder = respond
    settings = review_settings(tmp_path, fake_provider, review={"max_chunks": 3})
    runtime = await runtime_factory(settings)
    diff = "".join(added_file(f"src/p{i}.py", 40) for i in range(3))
    outcome = await run_command(
        settings, runtime.loop(), "describe", TargetSpec(patch=diff, patch_name="d")
    )
    out = outcome.result.output
    assert outcome.result.coverage.chunks == 3
    first_chunk = outcome.result.chunks[0].files
    assert out.title == f"Change {first_chunk[0]}"  # type: ignore[union-attr]
    order = [f for c in outcome.result.chunks for f in c.files]
    assert [f.path for f in out.files] == order  # type: ignore[union-attr]
    assert out.type[0] in ("feature", "refactor") and len(set(out.type)) == len(out.type)  # type: ignore[union-attr]


def test_ask_line_history_is_trimmed_oldest_first_for_the_model_being_tried() -> None:
    from xihe.agents.review.engine import fit_history
    from xihe.core.messages import Message, ModelRequest
    from xihe.core.settings import ModelConfig
    from xihe.models.budget import request_tokens

    small = ModelConfig(provider="openai", context_window=900, max_output_tokens=200)
    large = small.model_copy(update={"context_window": 20_000})
    history = [
        Message("user" if i % 2 == 0 else "assistant", f"turn {i}: " + "words " * 60)
        for i in range(12)
    ]
    system, user = "You answer questions.", "Question: why?\n<<<diff\n+x = 1\ndiff>>>"
    kept = fit_history("small", small, system, user, history)
    assert 0 < len(kept) < len(history)
    assert kept == history[-len(kept) :]  # the newest turns survive
    final = ModelRequest(messages=(Message("system", system), *kept, Message("user", user)))
    assert request_tokens(small, final) <= small.context_window - small.max_output_tokens
    assert fit_history("large", large, system, user, history) == history
