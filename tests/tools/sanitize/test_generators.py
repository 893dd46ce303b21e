"""Every committed corpus batch is exactly what its generator script builds today."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from tests.tools.sanitize.corpus_kit import dumps
from tests.tools.sanitize.test_corpus import _bench

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


ATTACK_CLASSES = {
    "classic",
    "toolcall",
    "exfil_link",
    "important_msg",
    "imperative",
    "persona_role",
    "fake_delimiter",
    "hidden_markup",
    "obfuscated",
    "split_fields",
}
BENIGN_CATEGORIES = {"code", "prose", "json_api", "html", "logs", "role_fields", "urls"}
FIELDS = {"id", "split", "kind", "cls", "lang", "carrier", "variant", "tool", "input", "core"}


@pytest.mark.parametrize("batch", sorted(p.name for p in HERE.glob("*.jsonl")))
def test_batch_records_are_well_formed(batch: str) -> None:
    """Structure only (no sanitizing): every attack's core is what the judge would see in the
    input, so an attack cannot count as neutralized merely because its core never matched."""
    judge = _bench()
    split = "heldout" if batch.startswith("heldout") else "tuning"
    bad = []
    for line in (HERE / batch).read_text("utf-8").splitlines():
        item = json.loads(line)
        ok = set(item) == FIELDS and item["split"] == split and item["lang"]
        if item["kind"] == "attack":
            ok = ok and item["cls"] in ATTACK_CLASSES and isinstance(item["core"], str)
            ok = ok and judge.survives(item["core"], judge.original_text(item["input"]))
        else:
            ok = ok and item["kind"] == "benign" and item["cls"] in BENIGN_CATEGORIES
            ok = ok and item["core"] is None
        if not ok:
            bad.append(item["id"])
    assert bad == []


def test_ids_are_unique_across_the_corpus() -> None:
    ids = [
        json.loads(line)["id"]
        for p in sorted(HERE.glob("*.jsonl"))
        for line in p.read_text("utf-8").splitlines()
    ]
    assert len(ids) == len(set(ids))
