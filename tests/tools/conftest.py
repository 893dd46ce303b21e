from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.tools.helpers import Webhook


@pytest.fixture
def webhook() -> Iterator[Webhook]:
    with Webhook().running() as hook:
        yield hook


@pytest.fixture(autouse=True)
def _fake_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")
