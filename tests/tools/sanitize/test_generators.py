"""Every committed corpus batch is exactly what its generator script builds today."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tests.tools.sanitize.corpus_kit import dumps

HERE = Path(__file__).parent
SCRIPTS = sorted(p.stem for p in HERE.glob("make_*.py"))


def test_every_batch_has_a_generator() -> None:
    batches = {p.name for p in HERE.glob("*.jsonl")}
    outputs = {importlib.import_module(f"tests.tools.sanitize.{s}").OUT.name for s in SCRIPTS}
    assert batches == outputs


@pytest.mark.parametrize("script", SCRIPTS)
def test_generator_rebuilds_its_batch_byte_for_byte(script: str) -> None:
    module = importlib.import_module(f"tests.tools.sanitize.{script}")
    assert dumps(module.build()) == module.OUT.read_text("utf-8")
