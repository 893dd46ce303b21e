"""Per-tool result policy: what the sanitizer may touch for each kind of content.

`text` (mail, chat, search snippets) and `markup` (web pages) may lose hidden markup that reads
as instructions; `code` and `data` never lose markup — only spans the detectors are surer of.
"""

from __future__ import annotations

from xihe.tools.sanitize.detectors import Settings
from xihe.tools.spec import ResultPolicy

THRESHOLDS = {"text": 0.5, "markup": 0.5, "code": 0.6, "data": 0.6}


def settings_for(policy: ResultPolicy, layers: str = "all") -> Settings:
    kind = getattr(policy, "content", "text")
    return Settings(
        threshold=THRESHOLDS.get(kind, 0.5),
        hidden_markup=kind in ("text", "markup"),
        structural=layers in ("all", "structural"),
        scorer=layers in ("all", "scorer"),
    )
