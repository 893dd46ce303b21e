"""What can go wrong before a model is called: bad input, or a source that did not answer."""

from __future__ import annotations

from xihe.core.errors import ErrorClass, XiheError


class ReviewInputError(XiheError):
    """The caller's input is wrong (not a diff, a bad URL, an unknown file or line)."""

    error_class = ErrorClass.VALIDATION


class SourceUnavailableError(XiheError):
    """A source answered with something other than the content or a 404: the content is
    unknown, so the run fails instead of carrying on without it (never cached as empty)."""

    error_class = ErrorClass.SOURCE_UNAVAILABLE

    def __init__(self, message: str, *, status: int | None = None, hint: str | None = None):
        super().__init__(message, hint=hint)
        self.status = status


class PublishError(XiheError):
    """Publishing to the code host failed; what was already published stays published."""

    error_class = ErrorClass.SOURCE_UNAVAILABLE
