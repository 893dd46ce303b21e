"""The provider registry: the one place that maps `provider = "..."` onto an adapter."""

from __future__ import annotations

from collections.abc import Callable

from xihe.core.errors import ConfigError
from xihe.core.settings import ModelConfig
from xihe.models.anthropic_model import AnthropicModel
from xihe.models.base import ChatModel
from xihe.models.openai_compat import OpenAICompatibleModel
from xihe.models.scripted import ScriptedModel

ModelFactory = Callable[[str, ModelConfig], ChatModel]

PROVIDERS: dict[str, ModelFactory] = {
    "openai": OpenAICompatibleModel,
    "anthropic": AnthropicModel,
    "scripted": ScriptedModel,
}


def build_model(name: str, config: ModelConfig) -> ChatModel:
    try:
        factory = PROVIDERS[config.provider]
    except KeyError:
        raise ConfigError(
            f"model '{name}' has unknown provider '{config.provider}'",
            hint=f"use one of: {', '.join(sorted(PROVIDERS))}",
        ) from None
    return factory(name, config)
