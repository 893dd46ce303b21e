"""Messages that differ only in parameters share a bucket; different causes do not."""

from __future__ import annotations

import re

import pytest

from xihe.evolution.normalize import fingerprint, normalize, template_regex


def fp(message: str, **fields: object) -> str:
    base: dict[str, object] = {"provider": None, "error_type": "E", "status": None, "tool": None}
    base |= fields
    return fingerprint(
        base["provider"],  # type: ignore[arg-type]
        base["error_type"],  # type: ignore[arg-type]
        base["status"],  # type: ignore[arg-type]
        base["tool"],  # type: ignore[arg-type]
        normalize(message),
    )


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("order 1234 not found", "order 5678 not found"),
        (
            "Request timed out after 30s (request req_9f8e7d6c5b4a3f2e)",
            "Request timed out after 120s (request req_0011aabbccddeeff)",
        ),
        (
            "HTTP 503 fetching https://a.example.org/x/1?q=2: upstream unavailable",
            "HTTP 502 fetching https://b.example.com/y: upstream unavailable",
        ),
        ("user alice@example.com locked", "user bob.smith@example.org locked"),
        (
            "session 123e4567-e89b-12d3-a456-426614174000 expired",
            "session 9b2c1a3f-0000-4fff-8aaa-0123456789ab expired",
        ),
        ("cannot open /var/lib/xihe/a.db", "cannot open /home/u/data/b.db"),
        ("connect to 10.0.0.3:5432 refused", "connect to 192.168.1.20:6379 refused"),
        ("commit 3f2a1b4c5d6e7f80 missing", "commit deadbeef12 missing"),
        ("backup of 2026-01-02T03:04:05Z failed", "backup of 2025-12-31 failed"),
        ("unknown column 'artist_id'", 'unknown column "album_title"'),
        ("retry after 250ms", "retry after 1.5 s"),
        ("no such table: orders_4821", "no such table: orders_1234"),
    ],
)
def test_parameters_only_share_a_bucket(first: str, second: str) -> None:
    assert normalize(first) == normalize(second)
    assert fp(first) == fp(second)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("order 1234 not found", "order 1234 was cancelled"),
        ("no such table: orders_1", "syntax error near SELECT"),
        ("Rate limit reached, retry after 2s", "Internal server error, retry after 2s"),
        ("unknown column 'artist_id'", "unknown table 'artist_id'"),
    ],
)
def test_different_causes_do_not(first: str, second: str) -> None:
    assert fp(first) != fp(second)


def test_the_other_fields_split_buckets_too() -> None:
    message = "limit exceeded after 3 attempts"
    assert fp(message, status=429) != fp(message, status=503)
    assert fp(message, provider="openai") != fp(message, provider="anthropic")
    assert fp(message, tool="sim.db_query") != fp(message, tool="sim.web_fetch")


def test_exact_templates() -> None:
    assert normalize("order 1234 not found") == "order <num> not found"
    assert (
        normalize("tool 'sim.db_query' raised OperationalError: no such table: orders_4821")
        == "tool <quoted> raised OperationalError: no such table: <id>"
    )


def test_template_regex_matches_every_member_and_not_others() -> None:
    regex = re.compile(template_regex(normalize("order 1234 not found in   shard 7")), re.I)
    assert regex.search("order 99 not found in shard 12")
    assert not regex.search("order 99 was cancelled")


def test_masked_and_redacted_secrets_are_one_placeholder() -> None:
    from xihe.evolution.normalize import normalize

    keys = ["sk-abcd****wxyz", "sk-proj-QrSt****UvWx", "sk-**********wxyz", "sk-Zz...Yy"]
    templates = {normalize(f"Incorrect API key provided: {k}. See the docs.") for k in keys}
    assert templates == {"Incorrect API key provided: <secret>. See the docs."}
    assert normalize("token [REDACTED] refused") == "token <secret> refused"
    assert normalize("Loading... done, wait...") == "Loading... done, wait..."
