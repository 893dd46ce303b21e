"""What the two SDK-backed adapters share: one lazily built client, closed in its own loop."""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, TypeVar

from xihe.core.messages import ModelRequest
from xihe.core.settings import ModelConfig
from xihe.models.classify import missing_key


class _Closable(Protocol):
    async def close(self) -> None: ...


ClientT = TypeVar("ClientT", bound=_Closable)


class SdkModel(Generic[ClientT]):
    """SDK retries stay off (the router is the one place that retries)."""

    key_required: ClassVar[bool] = True

    def __init__(self, name: str, config: ModelConfig) -> None:
        self.name = name
        self.config = config
        self._client: ClientT | None = None

    def _new_client(self, api_key: str, options: dict[str, Any]) -> ClientT:
        raise NotImplementedError

    def _get_client(self) -> ClientT:
        if self._client is None:
            key = self.config.api_key()
            if not key and (self.key_required or self.config.api_key_env):
                raise missing_key(self.name, self.config)
            options = {
                "base_url": self.config.base_url,
                "max_retries": 0,
                "timeout": self.config.timeout_seconds,
                "default_headers": self.config.headers or None,
            }
            self._client = self._new_client(key or "not-needed", options)
        return self._client

    async def aclose(self) -> None:
        """Close the HTTP pool inside the event loop that opened it."""
        if self._client is not None:
            await self._client.close()
            self._client = None

    def _max_tokens(self, request: ModelRequest) -> int:
        wanted = request.max_output_tokens or self.config.max_output_tokens
        return min(wanted, self.config.max_output_tokens)
