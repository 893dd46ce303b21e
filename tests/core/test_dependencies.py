"""Every module `src/xihe` imports is the standard library, xihe itself, or comes from a
distribution pyproject.toml declares (a dependency or an extra): nothing works only
because something else happened to install it."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    specs = list(project["dependencies"])
    for extra in project.get("optional-dependencies", {}).values():
        specs += extra
    return {_norm(re.split(r"[\s\[<>=!~;]", spec, maxsplit=1)[0]) for spec in specs}


def imported() -> dict[str, set[str]]:
    """Top-level module → the files importing it, lazy imports inside functions included."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "src" / "xihe").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_import_resolves_to_the_stdlib_or_a_declared_distribution() -> None:
    local = {"xihe", "__future__"}
    owners = packages_distributions()
    ours = declared()
    problems = []
    for module, files in sorted(imported().items()):
        if module in local or module in sys.stdlib_module_names:
            continue
        dists = {_norm(d) for d in owners.get(module, [])}
        if not dists & ours:
            where = ", ".join(sorted(files)[:3])
            problems.append(f"{module} (from {sorted(dists) or 'nothing installed'}; in {where})")
    assert not problems, "imported but not declared in pyproject.toml: " + "; ".join(problems)
