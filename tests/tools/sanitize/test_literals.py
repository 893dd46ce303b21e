"""The scorer's prefilter: required literals are read soundly, and skipping patterns by them
never changes what a sentence scores."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from xihe.tools.sanitize import classifier, features
from xihe.tools.sanitize.detectors import segments
from xihe.tools.sanitize.literals import Index, required
from xihe.tools.sanitize.normalize import normalize
from xihe.tools.sanitize.pipeline import detection_text

HERE = Path(__file__).parent


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"(?:ignore|disregard) (?:all )?previous", {"previous"}),
        (r"\bfoo|bar", {"foo", "bar"}),
        (r"(?=abc)xy", {"xy"}),
        (r"(?i)SEND\s+it", {"send"}),
        (r"[x]yz", {"xyz"}),  # a one-character class is read as its character
        (r"(?:ab)+c", {"ab"}),
        (r"\w+", None),
        (r"a?b*", None),
        (r"foo|", None),
        (r"[^a]bc|d", {"bc", "d"}),
    ],
)
def test_required_literals_are_what_every_match_contains(
    pattern: str, expected: set[str] | None
) -> None:
    assert required(re.compile(pattern)) == (frozenset(expected) if expected else None)


def test_present_reads_the_lower_cased_text() -> None:
    index = Index(["send", "mail", "it", "发送", "s"])
    assert index.present("Please SEND it") == {"send", "it", "s"}
    assert index.present("请发送") == {"发送"} and index.present("") == frozenset()


def test_every_feature_has_required_literals() -> None:
    """A feature without them is still searched on every sentence, just slower: this says when
    a new pattern has lost the prefilter."""
    missing = [
        n for (n, _, _), r in zip(features.FEATURES, features._REQUIRED, strict=True) if not r
    ]
    assert not missing


def _sentences(batch: str) -> list[str]:
    out = []
    for line in (HERE / batch).read_text("utf-8").splitlines():
        text = normalize(detection_text(json.loads(line)["input"])).text
        out += [text[s:e] for s, e in segments(text)]
    return out


@pytest.mark.parametrize("batch", ["heldout.jsonl", "tuning_n.jsonl", "tuning_l.jsonl"])
def test_the_prefilter_never_changes_a_sentences_features(batch: str) -> None:
    changed = [
        s
        for s in _sentences(batch)
        if features._scan(s, frozenset(), prefilter=True)
        != features._scan(s, frozenset(), prefilter=False)
    ]
    assert not changed, changed[:3]


@pytest.mark.parametrize("batch", ["heldout.jsonl", "tuning_n.jsonl", "tuning_l.jsonl"])
def test_the_prefilter_never_changes_a_clauses_cues(batch: str) -> None:
    changed = []
    for sentence in _sentences(batch):
        outside = classifier._QUOTE.sub(' "" ', sentence)
        every = {name for name, pattern in classifier._CUES if pattern.search(outside)}
        if every != classifier.cues(sentence) - {"has_quote"}:
            changed.append(sentence)
    assert not changed, changed[:3]
