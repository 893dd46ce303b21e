"""The provider registry: the one place that maps `provider = "..."` onto an adapter.

Adapters are imported on first use: the SDKs are heavy and most runs need only one.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import cast

from xihe.core.errors import ConfigError
from xihe.core.settings import ModelConfig
from xihe.models.base import ChatModel

ModelFactory = Callable[[str, ModelConfig], ChatModel]

PROVIDERS: dict[str, str] = {
    "openai": "xihe.models.openai_compat:OpenAICompatibleModel",
    "anthropic": "xihe.models.anthropic_model:AnthropicModel",
    "scripted": "xihe.models.scripted:ScriptedModel",
}


def load_factory(provider: str) -> ModelFactory:
    try:
        target = PROVIDERS[provider]
    except KeyError:
        raise ConfigError(
            f"unknown provider '{provider}'",
            hint=f"use one of: {', '.join(sorted(PROVIDERS))}",
        ) from None
    module, _, attr = target.partition(":")
    return cast(ModelFactory, getattr(import_module(module), attr))


def build_model(name: str, config: ModelConfig) -> ChatModel:
    return load_factory(config.provider)(name, config)
