"""DESIGN's layers: nothing below imports from above (surfaces → agents → agent → harness →
store/jobs/core). Checked on the source, so a new upward import fails here, not in review."""

from __future__ import annotations

import ast
from pathlib import Path

import xihe

LAYERS: dict[str, int] = {
    "cli": 5,
    "gateway": 5,
    "web": 5,
    "agents": 4,
    "agent": 3,
    "context": 2,
    "tools": 2,
    "models": 2,
    "tracing": 2,
    "evolution": 2,
    "store": 1,
    "jobs": 1,
    "core": 1,
    "data": 1,
}


def _imports(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def test_nothing_imports_upward() -> None:
    root = Path(xihe.__file__).parent
    upward = []
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts
        if len(parts) < 2:
            continue
        assert parts[0] in LAYERS, f"{parts[0]}/ has no layer in DESIGN.md; add it here"
        for name in _imports(path):
            target = name.split(".")
            layer = LAYERS.get(target[1], 0) if target[0] == "xihe" and len(target) > 1 else 0
            if layer > LAYERS[parts[0]]:
                upward.append(f"{'/'.join(parts)} imports {name}")
    assert upward == []
