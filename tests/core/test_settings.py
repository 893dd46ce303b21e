"""The one settings object: file, environment, validation errors and masking."""

from __future__ import annotations

from pathlib import Path

import pytest

from xihe.core.errors import ConfigError
from xihe.core.settings import load_settings

TOML = """
database_url = "postgresql+asyncpg://app:s3cret@db.internal:5432/xihe"

[models.fast]
provider = "openai"
base_url = "http://127.0.0.1:9000/v1"
api_key_env = "FAST_API_KEY"
model = "gpt-4o-mini"
context_window = 128000
max_output_tokens = 4096
tokenizer = "o200k_base"
headers = { "X-Org-Token" = "tok-123" }

[models.backup]
provider = "anthropic"
api_key_env = "BACKUP_KEY"
model = "claude-sonnet"
tokenizer = "claude"

[routes.default]
primary = "fast"
fallbacks = ["backup"]
"""


def test_issue_example_loads_and_env_overrides_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "xihe.toml"
    path.write_text(TOML)
    monkeypatch.setenv("XIHE_CONFIG", str(path))
    monkeypatch.setenv("XIHE_AGENT__MAX_STEPS", "7")
    settings = load_settings()
    assert settings.models["fast"].context_window == 128000
    assert settings.routes["default"].chain() == ["fast", "backup"]
    assert settings.agent.max_steps == 7
    assert settings.config_path == str(path)

    monkeypatch.setenv("XIHE_DATABASE_URL", "sqlite+aiosqlite:///x.db")
    assert load_settings().database_url == "sqlite+aiosqlite:///x.db"


def test_masked_hides_secrets_but_says_whether_keys_are_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "xihe.toml"
    path.write_text(TOML)
    monkeypatch.setenv("FAST_API_KEY", "sk-live-very-secret")
    masked = load_settings(path).masked()
    text = str(masked)
    assert "s3cret" not in text and "sk-live-very-secret" not in text and "tok-123" not in text
    assert masked["database_url"] == "postgresql+asyncpg://app:***@db.internal:5432/xihe"
    assert masked["models"]["fast"]["api_key"] == "set (***)"
    assert masked["models"]["backup"]["api_key"] == "NOT SET"
    assert masked["models"]["fast"]["api_key_env"] == "FAST_API_KEY"


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ('[routes.default]\nprimary = "nope"\n', "route 'default' names model 'nope'"),
        ('[models.x]\nprovider = "openai"\ncontext_windw = 5\n', "models.x.context_windw"),
        ('[models.x]\nprovider = "bedrock"\n', "models.x.provider"),
        ("[models.x\n", "not valid TOML"),
        ("[agent]\nmax_steps = 0\n", "agent.max_steps"),
    ],
)
def test_bad_config_names_the_problem(tmp_path: Path, body: str, needle: str) -> None:
    path = tmp_path / "xihe.toml"
    path.write_text(body)
    with pytest.raises(ConfigError) as info:
        load_settings(path)
    assert needle in str(info.value)


def test_missing_config_file_says_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as info:
        load_settings(tmp_path / "absent.toml")
    assert "does not exist" in info.value.message and "--config" in (info.value.hint or "")


def test_unknown_route_lists_known_names() -> None:
    with pytest.raises(ConfigError) as info:
        load_settings().route_or_model("fastt")
    assert "demo" in (info.value.hint or "") and "default" in (info.value.hint or "")
