"""The last check before a request leaves: does it fit the model being tried?"""

from __future__ import annotations

from functools import partial

from xihe.core.errors import ContextOverflowError, ErrorClass
from xihe.core.memo import ByIdentity
from xihe.core.messages import Message, ModelRequest, ToolSchema
from xihe.core.settings import ModelConfig
from xihe.models.tokens import TokenCounter, get_counter


def request_tokens(config: ModelConfig, request: ModelRequest) -> int:
    """Input tokens of the rendered request, with the model's own tokenizer and margin.

    Exactly `count_messages` over the whole request, summed from per-message counts kept by
    object identity: a run's history is counted once, not again on every model call."""
    counter = get_counter(config.tokenizer)
    memo = _memo(counter)
    raw = sum(memo.many(request.messages)) + counter.chat.reply_priming
    if request.tools:
        raw += memo.get(request.tools)
    return counter.padded(raw)


_MEMOS: dict[int, tuple[TokenCounter, ByIdentity[int]]] = {}


def _memo(counter: TokenCounter) -> ByIdentity[int]:
    found = _MEMOS.get(id(counter))
    if found is None or found[0] is not counter:
        found = (counter, ByIdentity(partial(_count, counter)))
        _MEMOS[id(counter)] = found
    return found[1]


def _count(counter: TokenCounter, item: Message | tuple[ToolSchema, ...]) -> int:
    if isinstance(item, Message):
        return counter.count_messages([item.to_dict()], reply_priming=False)
    return counter.count_messages([], tools=[t.to_dict() for t in item], reply_priming=False)


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
