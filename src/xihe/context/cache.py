"""Cache keys and the optional Redis cache of rendered contexts.

A cached context is keyed by everything that changes it (tenant, session and its write
generation, model, tokenizer, configuration hash, source revision, input, budget), under a
hash tag per tenant and session. The value carries tenant, session and key again and is
checked on read: a foreign or mismatched value is ignored (fail closed), never used.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from typing import Any

from xihe.context.assembler import Rendered

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CacheKey:
    tenant: str
    session_id: str
    generation: int
    model: str
    tokenizer: str
    config_hash: str
    revision: str
    input_hash: str
    budget: int

    def redis_key(self) -> str:
        digest = hashlib.sha256(
            json.dumps(
                [
                    self.generation,
                    self.model,
                    self.tokenizer,
                    self.config_hash,
                    self.revision,
                    self.input_hash,
                    self.budget,
                ]
            ).encode()
        ).hexdigest()[:32]
        return f"ctx:{{t:{self.tenant}:s:{self.session_id}}}:render:{digest}"


def input_hash(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode())
        h.update(b"\x1f")
    return h.hexdigest()[:32]


class RenderCache:
    """Rendered contexts in Redis; the engine works the same without it."""

    def __init__(self, url: str, ttl_seconds: int) -> None:
        from xihe.store.redis import redis_client

        self.client: Any = redis_client(url)
        self.ttl = ttl_seconds
        self.mismatches = 0

    async def get(self, key: CacheKey) -> Rendered | None:
        raw = await self.client.get(key.redis_key())
        if raw is None:
            return None
        value = json.loads(raw)
        if (
            value.get("tenant") != key.tenant
            or value.get("session_id") != key.session_id
            or value.get("key") != key.redis_key()
        ):
            self.mismatches += 1
            log.error("context cache returned a foreign value for %s; ignored", key.redis_key())
            return None
        return Rendered.from_dict(value["rendered"])

    async def put(self, key: CacheKey, rendered: Rendered) -> None:
        value = {
            "tenant": key.tenant,
            "session_id": key.session_id,
            "key": key.redis_key(),
            "rendered": rendered.to_dict(),
        }
        await self.client.set(key.redis_key(), json.dumps(value, ensure_ascii=False), ex=self.ttl)

    async def close(self) -> None:
        await self.client.aclose()
