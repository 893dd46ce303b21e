"""An MCP upstream named like a built-in tool group, or named twice, stops the gateway at
start-up with an error naming it: its tools would otherwise share our tools' names and the
policy globs written for them (`files.*`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests.conftest import Database, make_settings
from xihe.core.errors import ConfigError
from xihe.gateway.app import create_app


def _start(tmp_path: Path, *names: str) -> None:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'x.db'}")
    upstreams = [{"name": n, "url": "http://127.0.0.1:9/mcp"} for n in names]
    app = create_app(make_settings(database, tmp_path, gateway={"mcp_upstreams": upstreams}))
    with TestClient(app):  # the lifespan builds the services
        pass


def test_an_upstream_named_like_a_built_in_group_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as refused:
        _start(tmp_path, "weather", "files")
    assert "MCP upstream 'files' has the name of a built-in tool group" in str(refused.value)
    assert 'name = "files_mcp"' in (refused.value.hint or "")


def test_an_upstream_named_twice_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as refused:
        _start(tmp_path, "weather", "weather")
    assert "MCP upstream 'weather' is configured twice" in str(refused.value)


def test_distinct_names_start(tmp_path: Path) -> None:
    _start(tmp_path, "weather", "billing")  # nothing is contacted until a tool is listed
