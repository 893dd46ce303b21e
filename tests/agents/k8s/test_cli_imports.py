"""Issue 13: `xihe k8s` starts on what it uses. Timing lives in bench/k8s_analyze.py; this
checks, in a fresh interpreter, which packages each path loads."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .conftest import FIXTURES

HEAVY = {"typer", "pydantic", "pydantic_settings", "sqlalchemy", "alembic", "openai", "httpx"}
HARNESS = ("xihe.agent", "xihe.store", "xihe.models", "xihe.tracing", "xihe.core.settings")

SCRIPT = """
import json, sys
sys.argv = ["xihe", *json.loads(sys.argv[1])]
from xihe.cli.main import main
try:
    main()
except SystemExit as exc:
    code = exc.code
else:
    code = 0
sys.stdout.flush()
loaded = sorted(
    m for m in sys.modules
    if m.split(".")[0] in HEAVY or any(m == h or m.startswith(h + ".") for h in HARNESS)
)
sys.stderr.write("\\nLOADED " + json.dumps([code, loaded]) + "\\n")
"""


def _loaded(*args: str) -> tuple[int, list[str], str]:
    code = f"HEAVY = {sorted(HEAVY)!r}\nHARNESS = {HARNESS!r}\n{SCRIPT}"
    proc = subprocess.run(
        [sys.executable, "-c", code, json.dumps(args)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=FIXTURES,
    )
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("LOADED "), proc.stderr
    exit_code, loaded = json.loads(last.removeprefix("LOADED "))
    return exit_code, loaded, proc.stdout


@pytest.mark.parametrize(
    "args",
    [
        ("k8s", "analyze", "--help"),
        ("k8s", "--help"),
        ("k8s", "filters"),
        ("k8s", "analyze", "--from", "jobs.yaml", "-o", "json"),
        ("k8s", "analyze", "--from", "jobs.yaml"),
        ("--config", "none.toml", "k8s", "analyze", "-f", "Nope", "--from", "jobs.yaml"),
    ],
)
def test_k8s_commands_load_no_harness(args: tuple[str, ...]) -> None:
    exit_code, loaded, stdout = _loaded(*args)
    assert exit_code in (0, 2)
    assert stdout or exit_code == 2
    assert loaded == []


def test_help_lists_the_options_without_rich_markup() -> None:
    exit_code, _loaded_modules, stdout = _loaded("k8s", "analyze", "--help")
    assert exit_code == 0
    assert "--from PATH" in stdout
    assert "kubectl -o yaml|json dump" in stdout
