"""Metric labels a caller influences stay bounded: tenant names only when configured,
tool names capped (a model or MCP client can send any name)."""

from __future__ import annotations

from prometheus_client import generate_latest

from xihe.gateway.ops import MAX_LABEL_VALUES, Metrics


def _series(metrics: Metrics, name: str) -> list[str]:
    text = generate_latest(metrics.registry).decode()
    return [line for line in text.splitlines() if line.startswith(name + "{")]


def test_tool_names_beyond_the_cap_count_as_other() -> None:
    metrics = Metrics()
    for i in range(MAX_LABEL_VALUES + 50):
        metrics.tool_calls.labels(f"made.up_{i}", "error").inc()
    metrics.tool_calls.labels("made.up_0", "ok").inc()  # a known name keeps its series
    series = _series(metrics, "xihe_tool_calls_total")
    assert len(series) == MAX_LABEL_VALUES + 2  # 256 names, "other", made.up_0 ok
    assert 'xihe_tool_calls_total{outcome="error",tool="other"} 50.0' in series
    assert 'xihe_tool_calls_total{outcome="ok",tool="made.up_0"} 1.0' in series


def test_tenants_are_named_only_when_configured() -> None:
    hidden, named = Metrics(), Metrics(tenant_labels=True)
    for metrics in (hidden, named):
        for tenant in ("acme", "globex"):
            metrics.tokens.labels(tenant, "fake", "input").inc(3)
            metrics.rate_limited.labels(tenant).inc()
    assert _series(hidden, "xihe_tokens_total") == [
        'xihe_tokens_total{kind="input",model="fake",tenant="*"} 6.0'
    ]
    assert _series(hidden, "xihe_rate_limited_total") == ['xihe_rate_limited_total{tenant="*"} 2.0']
    assert len(_series(named, "xihe_tokens_total")) == 2
    assert 'xihe_rate_limited_total{tenant="globex"} 1.0' in _series(
        named, "xihe_rate_limited_total"
    )
