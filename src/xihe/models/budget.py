"""The last check before a request leaves: does it fit the model being tried?"""

from __future__ import annotations

from xihe.core.errors import ContextOverflowError, ErrorClass
from xihe.core.messages import ModelRequest
from xihe.core.settings import ModelConfig
from xihe.models.tokens import get_counter


def request_tokens(config: ModelConfig, request: ModelRequest) -> int:
    """Input tokens of the rendered request, with the model's own tokenizer and margin."""
    counter = get_counter(config.tokenizer)
    raw = counter.count_messages(
        [m.to_dict() for m in request.messages], tools=[t.to_dict() for t in request.tools]
    )
    return counter.padded(raw)


def ensure_fits(name: str, config: ModelConfig, request: ModelRequest) -> None:
    """Refuse early (invariant 6) instead of letting the provider truncate or reject."""
    reserved = request.max_output_tokens or config.max_output_tokens
    needed = request_tokens(config, request)
    if needed + reserved > config.context_window:
        counter = get_counter(config.tokenizer)
        kind = "exact" if counter.exact else "estimated"
        raise ContextOverflowError(
            f"{name}: request needs {needed} input tokens ({kind}, {counter.name}) plus "
            f"{reserved} reserved for output, over the context window of {config.context_window}",
            error_class=ErrorClass.CONTEXT_OVERFLOW,
            provider=config.provider,
            model=name,
            error_type="ContextOverflow",
            hint="shorten the input or history, or route to a model with a larger window",
        )
