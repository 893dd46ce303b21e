"""Untrusted tool output, defended in layers: normalize (for detection only) → detect spans →
neutralize only those spans with a visible notice → spotlight. Capability policy lives in
`xihe.tools.taint`, independent of detection."""

from xihe.tools.sanitize.detectors import Span, detect
from xihe.tools.sanitize.neutralize import NOTICE_DECLARATION, NOTICE_PREFIX
from xihe.tools.sanitize.pipeline import (
    INVISIBLE,
    NEUTRALIZED,
    Sanitized,
    SanitizeReport,
    clean_text,
    explain,
    fold_lookalikes,
    new_boundary,
    sanitize_result,
    spotlight,
    spotlight_declaration,
)

__all__ = [
    "INVISIBLE",
    "NEUTRALIZED",
    "NOTICE_DECLARATION",
    "NOTICE_PREFIX",
    "SanitizeReport",
    "Sanitized",
    "Span",
    "clean_text",
    "detect",
    "explain",
    "fold_lookalikes",
    "new_boundary",
    "sanitize_result",
    "spotlight",
    "spotlight_declaration",
]
