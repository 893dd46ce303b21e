"""--explain through the real model router against a fake OpenAI-compatible provider."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.fakes.provider import FakeProvider, Reply
from xihe.agents.k8s import DumpSource, Request, analyze
from xihe.agents.k8s.anonymize import masker_for
from xihe.agents.k8s.explain import ExplanationCache, explain_with_settings
from xihe.cli.k8s import app
from xihe.core.settings import Settings, load_settings

from .conftest import FIXTURES

REAL_NAMES = ("default", "deadline", "finished-degraded", "unavailable", "scaled-down")


@pytest.fixture(autouse=True)
def _key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")


@pytest.fixture
def provider() -> Any:
    with FakeProvider() as fake:
        yield fake


def _models(fake: FakeProvider) -> dict[str, Any]:
    return {
        "fake": {
            "provider": "openai",
            "base_url": fake.url,
            "model": "gpt-fake",
            "api_key_env": "FAKE_KEY",
            "context_window": 32000,
            "max_output_tokens": 500,
        }
    }


def _settings(fake: FakeProvider, tmp_path: Path) -> Settings:
    return load_settings(
        None,
        home=str(tmp_path / "home"),
        models=_models(fake),
        routes={"default": {"primary": "fake"}},
        default_route="default",
    )


def _deployments() -> Any:
    return analyze(DumpSource(FIXTURES / "deployments.yaml"), Request(["Deployment"]))


def _user_prompts(fake: FakeProvider) -> list[str]:
    return [r.body["messages"][-1]["content"] for r in fake.requests]


async def test_anonymized_round_trip_and_cache(provider: FakeProvider, tmp_path: Path) -> None:
    settings = _settings(provider, tmp_path)
    cache = ExplanationCache(tmp_path / "cache")
    provider.enqueue(*[Reply(text="Error: ANON1 in ANON2 is stuck.\nSolution: 1. check")] * 4)
    analysis = _deployments()
    stats = await explain_with_settings(
        analysis, settings, anonymize=True, cache=cache, concurrency=2
    )
    assert (stats.requested, stats.called, stats.cached, stats.failed) == (3, 3, 0, 0)
    prompts = _user_prompts(provider)
    assert len(prompts) == 3
    for prompt in prompts:
        for name in REAL_NAMES:
            assert name not in prompt
    assert (
        "Kind: Deployment\n---\nDeployment ANON2/ANON1 has condition Progressing=False, reason "
        'ProgressDeadlineExceeded: ReplicaSet "ANON1-6f7b" has timed out progressing.\n---'
    ) in prompts
    body = json.dumps([r.body for r in provider.requests])
    assert "d0000000-0000-4000-8000" not in body  # uids never leave either
    details = {r.name: r.details for r in analysis.results}
    assert details["deadline"] == "Error: deadline in default is stuck.\nSolution: 1. check"
    assert "scaled-down" not in details  # a surplus after a scale-down is not a failure
    assert analysis.provider == "fake:openai:gpt-fake"
    cached_files = list((tmp_path / "cache").rglob("*.json"))
    assert len(cached_files) == 3
    for file in cached_files:
        text = file.read_text()
        assert all(name not in text for name in REAL_NAMES)

    again = _deployments()
    stats = await explain_with_settings(again, settings, anonymize=True, cache=cache)
    assert (stats.called, stats.cached) == (0, 3)
    assert len(provider.requests) == 3
    assert {r.name: r.details for r in again.results} == details


async def test_language_and_anonymization_are_in_the_key(
    provider: FakeProvider, tmp_path: Path
) -> None:
    settings = _settings(provider, tmp_path)
    cache = ExplanationCache(tmp_path / "cache")
    provider.enqueue(*[Reply(text="解释")] * 12)
    await explain_with_settings(_deployments(), settings, anonymize=True, cache=cache)
    stats = await explain_with_settings(
        _deployments(), settings, anonymize=True, cache=cache, language="zh"
    )
    assert (stats.called, stats.cached) == (3, 0)
    assert "Simplified Chinese" in provider.requests[-1].body["messages"][0]["content"]
    plain = _deployments()
    stats = await explain_with_settings(plain, settings, anonymize=False, cache=cache)
    assert stats.called == 3
    assert "Deployment default/deadline has condition" in "".join(_user_prompts(provider)[-3:])


async def test_failed_model_call_is_noted_and_not_cached(
    provider: FakeProvider, tmp_path: Path
) -> None:
    settings = _settings(provider, tmp_path)
    cache = ExplanationCache(tmp_path / "cache")
    provider.enqueue(*[Reply(status=400, error_message="bad request")] * 4)
    analysis = _deployments()
    stats = await explain_with_settings(analysis, settings, cache=cache)
    assert stats.failed == 3
    assert {r.details for r in analysis.results} == {
        "(explanation unavailable: the model call failed)"
    }
    assert list((tmp_path / "cache").rglob("*.json")) == []


def test_cli_explain_json(
    provider: FakeProvider, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XIHE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XIHE_MODELS", json.dumps(_models(provider)))
    monkeypatch.setenv("XIHE_ROUTES", json.dumps({"default": {"primary": "fake"}}))
    provider.enqueue(*[Reply(text="Error: ANON1 suspended.\nSolution: 1. resume ANON1")] * 3)
    res = CliRunner().invoke(
        app,
        [
            "analyze",
            "--from",
            str(FIXTURES / "jobs.yaml"),
            "-f",
            "CronJob",
            "-n",
            "batch",
            "--explain",
            "--anonymize",
            "-o",
            "json",
        ],
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    nightly = next(r for r in out["results"] if r["name"] == "batch/nightly")
    assert nightly["details"] == "Error: nightly suspended.\nSolution: 1. resume nightly"
    assert out["provider"] == "fake:openai:gpt-fake"
    assert all("nightly" not in p for p in _user_prompts(provider))


async def test_anonymize_masks_whole_names_only_and_maps_them_back(
    provider: FakeProvider, tmp_path: Path
) -> None:
    """A container named `c` masks `container=c`, not the `c` of `back-off` or `container`."""
    settings = _settings(provider, tmp_path)
    provider.enqueue(Reply(text="Container ANON3 of ANON1 in ANON2 was OOMKilled."))
    analysis = analyze(DumpSource(FIXTURES / "semantics.yaml"), Request(["Pod"], namespace="shop"))
    analysis.results = [r for r in analysis.results if r.name == "crash-with-last"]
    await explain_with_settings(analysis, settings, anonymize=True, cache=None)
    [prompt] = _user_prompts(provider)
    assert "the last termination reason is OOMKilled container=ANON3 pod=ANON1" in prompt
    assert "crash-with-last" not in prompt and "shop" not in prompt
    [answer] = [r.details for r in analysis.results]
    assert answer == "Container c of crash-with-last in shop was OOMKilled."


def test_masker_replaces_tokens_not_substrings() -> None:
    masker = masker_for({"c": "ANON1", "crash": "ANON2", "shop": "ANON3"})
    text = "back-off 10s restarting failed container=c pod=crash_shop(x) crash-7d9f shop."
    masked = masker.mask(text)
    assert masked == (
        "back-off 10s restarting failed container=ANON1 pod=ANON2_ANON3(x) ANON2-7d9f ANON3."
    )
    assert masker.leaks(masked) == []
    assert masker.unmask(masked) == text
