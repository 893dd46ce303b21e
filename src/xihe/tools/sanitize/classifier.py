"""A small character n-gram logistic model, trained on the tuning split only (bench/sanitize_train.py).

Pure Python at run time: hashed n-gram features, weights shipped in `_weights.py`; nothing is
fetched. It only lifts sentences the hand features already find suspicious (score ≥ 0.2).
"""

from __future__ import annotations

import math
import zlib
from functools import lru_cache

BUCKETS = 1 << 15


def ngrams(text: str) -> list[int]:
    """Hashed character 2- to 4-grams of the normalized sentence, with word boundaries marked."""
    padded = f" {text.strip()} "
    feats = []
    for n in (2, 3, 4):
        for i in range(len(padded) - n + 1):
            feats.append(zlib.crc32(padded[i : i + n].encode("utf-8")) % BUCKETS)
    return feats


@lru_cache(maxsize=1)
def _model() -> tuple[dict[int, float], float] | None:
    try:
        from xihe.tools.sanitize._weights import BIAS, WEIGHTS
    except ImportError:
        return None
    return WEIGHTS, BIAS


def probability(text: str) -> float:
    model = _model()
    if model is None:
        return 0.0
    weights, bias = model
    feats = ngrams(text)
    if not feats:
        return 0.0
    z = bias + sum(weights.get(f, 0.0) for f in feats) / math.sqrt(len(feats))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
