"""Per-tool result policy: what the sanitizer may touch for each kind of content.

`text` (mail, chat, search snippets) and `markup` (web pages) may lose hidden markup that reads
as instructions. `data` never loses markup and needs a surer score. `code` never loses markup,
does not treat tool-call, chat-template or URL-template syntax as an attack (source code builds
them on purpose) and neutralizes only text that several features agree on, so real source
files pass byte for byte; the capability policy (`xihe.tools.taint`) covers what it lets by.
"""

from __future__ import annotations

import functools
import re

from xihe.tools.sanitize.classifier import model
from xihe.tools.sanitize.detectors import Settings
from xihe.tools.sanitize.normalize import ASSIGNED_STRING, blank_gutters
from xihe.tools.spec import ResultPolicy

THRESHOLDS = {"text": 0.5, "markup": 0.5, "code": 0.75, "data": 0.6}
# Content kinds the classifier reads; code is never classified (source discusses prompts). The
# bar is the shipped model's own, chosen on tuning data (see train_classifier.py).
CLASSIFIED = ("text", "markup", "data")
LAYERS = ("all", "rules", "structural", "scorer", "classifier")
"""`rules`: structural + scorer; `all`: rules + the classifier where it is on by default."""
CLASSIFIER_DEFAULT = True
"""On since round 10: leave-one-batch-out it adds attacks the rules miss on batches neither has
read, within the benign budget (docs/sanitize.md)."""


_CODE_LINE = re.compile(
    r"^\s*(?:def |class |import |from \S+ import|async def |fn |pub |impl |use |func |package |"
    r"#include|#define|public |private |protected |static |const |let |var |function |export |"
    r"return\b|if\s*\(|for\s*\(|while\s*\(|else\b|try\b|catch\b|@\w+|//|/\*|\*/|#!|select |insert |"
    r"create |drop |delete |update |with |set -|do$|done$|fi$|end$|from |join |where |group by |"
    r"order by |"
    r"(?:sudo|curl|wget|apt(?:-get)?|pip|npm|yarn|cd|echo|mkdir|cp|mv|rm|aws|gcloud|kubectl|docker|git|"
    r"pg_dump|make|go|cargo|python3?|node)\s+\S)|[;{}(]\s*$|;\s*(?:do|then)\s*$|^\s*[)}\]]|"
    # an assignment, a call statement, a block opener
    r"^\s*[\w.\[\]\"']+\s*(?:[-+*/%|&^]|//|<<|>>)?=(?!=)\s*\S|^\s*[\w.]+\(.*\)\s*;?\s*$|"
    r"\)\s*(?:->\s*[\w\[\]., |]+)?:\s*$",
    re.I,
)

# Lines of a log, a transcript, an SMS export or prose: each one counts against "source code".
_NOT_CODE_LINE = re.compile(
    # a leading date or time: log records, chat and SMS exports, subtitles
    r"^\s*\[?\d{4}-\d{2}-\d{2}[ t]\d|^\s*\[?\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4},?[ t]\d|"
    r"^\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s|^\s*\d{2}:\d{2}:\d{2}[.,]\d{3}\s*-->|"
    # mail headers, Chinese sentences, Markdown fences and headings
    r"^\s*(?:from|to|subject|date|发件人|收件人|主题)\s*[:：]\s|^\s*```|"
    r"^(?!\s*(?://|/\*|\*|--|;))[^\n]*[\u3002\uff01\uff1f]\s*$|"
    r"^#{2,6}\s|"
    # a sentence (a comment that reads as one is still a comment: it counts as code)
    r"^(?!\s*(?://|/\*|\*|--|;))[^=(){};<>\[\]]{40,}[.!?]\s*$",
    re.I,
)


_STRONG = re.compile(
    r"^(?:def |class |import |from \S+ import |#include|package |fn |pub fn |func |public class )",
    re.M,
)


_DIFF = re.compile(r"^(?:diff --git |--- \S|index [0-9a-f]+\.\.)", re.M)
_DIFF_META = re.compile(r"^(?:diff --git |index |--- |\+\+\+ |@@ |new file mode|deleted file mode)")


def _diffed(text: str) -> str:
    """A unified diff is judged by the file it changes: its headers dropped, each line's
    +/-/space column taken off."""
    if not (_DIFF.search(text) and "\n@@ " in text):
        return text
    kept = [ln[1:] for ln in text.splitlines() if not _DIFF_META.match(ln) and ln[:1] in "+- "]
    return "\n".join(kept)


def _string_bodies_dropped(text: str) -> str:
    """A prompt kept in a triple-quoted string (assigned or passed, not a docstring) is the
    program's data: its sentences are not prose lines of the file."""
    return ASSIGNED_STRING.sub(lambda m: m.group(1) * 2, text)


def looks_like_code(text: str) -> bool:
    """Source code, as opposed to a README, a CSV, a YAML manifest, a log or an SMS export read by
    the same tool: code lines must outnumber the lines that read as prose or log records, and
    one code-like line among a few is not enough when any line reads as prose."""
    text = _string_bodies_dropped(blank_gutters(_diffed(text)))
    headings = sum(bool(re.match(r"#{2,6}\s", ln)) for ln in text.splitlines())
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if len(_STRONG.findall(text)) >= 3:
        return True
    if not lines:
        return False
    prose = headings + sum(bool(_NOT_CODE_LINE.search(ln)) for ln in lines)
    hits = sum(bool(_CODE_LINE.search(ln)) and not _NOT_CODE_LINE.search(ln) for ln in lines)
    return hits >= max(1, 0.3 * len(lines)) and hits > prose


def settings_for(policy: ResultPolicy, layers: str = "all", text: str | None = None) -> Settings:
    """The detector settings for a policy; a code tool's output that is not code reads as text,
    but still never loses markup."""
    if layers not in LAYERS and layers != "all+classifier":
        raise ValueError(f"unknown sanitizer layers {layers!r}; use one of {', '.join(LAYERS)}")
    kind = getattr(policy, "content", "text")
    as_text = kind == "code" and text is not None and not looks_like_code(text)
    return _settings(kind, layers, as_text, _classifier(layers, "text" if as_text else kind))


@functools.lru_cache(maxsize=64)
def _settings(kind: str, layers: str, as_text: bool, classifier: float | None) -> Settings:
    """One frozen Settings per combination: every tool result asks for one. The classifier's bar
    is part of the key because `classifier.using` swaps the model within a block."""
    structural = layers in ("all", "rules", "structural", "all+classifier")
    scorer = layers in ("all", "rules", "scorer", "all+classifier")
    if as_text:
        return Settings(
            threshold=THRESHOLDS["text"],
            hidden_markup=False,
            structural=structural,
            scorer=scorer,
            classifier=classifier,
        )
    return Settings(
        threshold=THRESHOLDS.get(kind, 0.5),
        hidden_markup=kind in ("text", "markup"),
        code_syntax=kind != "code",
        structural=structural,
        scorer=scorer,
        classifier=classifier,
    )


def _classifier(layers: str, kind: str) -> float | None:
    wanted = layers in ("classifier", "all+classifier") or (layers == "all" and CLASSIFIER_DEFAULT)
    if not wanted or kind not in CLASSIFIED:
        return None
    return model().threshold
