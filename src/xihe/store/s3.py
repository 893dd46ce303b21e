"""Snapshot bodies in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, ...) through boto3.

boto3 is an optional extra (`pip install 'xihe[s3]'`): the embedded default needs no
network store. Its client is synchronous, so each call runs in a worker thread; the event
loop never waits on the network. Objects are the same ciphertext the folder store holds,
named `prefix/ref`.
"""

from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from xihe.core.errors import ConfigError, ErrorClass, XiheError

EXTRA_HINT = "install the S3 extra: pip install 'xihe[s3]'"


class BlobUnavailableError(XiheError):
    error_class = ErrorClass.SOURCE_UNAVAILABLE


class BlobMissingError(XiheError):
    error_class = ErrorClass.NOT_FOUND


@dataclass(frozen=True)
class S3Location:
    bucket: str
    prefix: str

    @classmethod
    def parse(cls, url: str) -> S3Location:
        parts = urlsplit(url)
        if parts.scheme != "s3" or not parts.netloc or parts.query or parts.fragment:
            raise ConfigError(
                f"context.snapshot_store '{url}' is not an S3 location",
                hint="write it as 's3://BUCKET' or 's3://BUCKET/PREFIX'",
            )
        return cls(parts.netloc, parts.path.strip("/"))

    def key(self, ref: str) -> str:
        return f"{self.prefix}/{ref}" if self.prefix else ref


class S3BlobStore:
    """put / get / delete of ciphertext bodies; a missing bucket is named at the first call."""

    def __init__(
        self,
        location: S3Location,
        *,
        endpoint_url: str | None = None,
        region: str | None = None,
        access_key: str | None = None,
        secret_key: str | None = None,
    ) -> None:
        try:
            import boto3
            from botocore.config import Config
        except ImportError as exc:
            raise ConfigError(
                "context.snapshot_store is an s3:// location but boto3 is not installed",
                hint=EXTRA_HINT,
            ) from exc
        self.location = location
        self.endpoint = endpoint_url or "the default AWS endpoint"
        self._client: Any = boto3.session.Session().client(
            "s3",
            endpoint_url=endpoint_url,
            region_name=region,
            aws_access_key_id=access_key,
            aws_secret_access_key=secret_key,
            config=Config(retries={"max_attempts": 3, "mode": "standard"}, connect_timeout=5),
        )

    async def put(self, ref: str, data: bytes) -> None:
        await self._call("put", ref, Body=data)

    async def get(self, ref: str) -> bytes:
        response = await self._call("get", ref)
        body: bytes = await asyncio.to_thread(response["Body"].read)
        return body

    async def delete(self, ref: str) -> None:
        await self._call("delete", ref)

    async def _call(self, verb: str, ref: str, **extra: Any) -> Any:
        from botocore.exceptions import BotoCoreError, ClientError

        method = getattr(self._client, f"{verb}_object")
        where = f"s3://{self.location.bucket}/{self.location.key(ref)}"
        try:
            return await asyncio.to_thread(
                method, Bucket=self.location.bucket, Key=self.location.key(ref), **extra
            )
        except ClientError as exc:
            code = str(exc.response.get("Error", {}).get("Code", ""))
            if code in {"NoSuchKey", "404"}:
                raise BlobMissingError(
                    f"snapshot body {where} is missing from the bucket",
                    hint="restore the bucket from a backup; the snapshot row names this key",
                ) from exc
            if code == "NoSuchBucket":
                raise BlobUnavailableError(
                    f"bucket '{self.location.bucket}' does not exist at {self.endpoint}",
                    hint="create it, or fix context.snapshot_store / context.s3_endpoint_url",
                ) from exc
            raise BlobUnavailableError(
                f"snapshot store refused {verb} of {where}: {code or exc}",
                hint="check context.s3_* credentials and the bucket's policy",
            ) from exc
        except BotoCoreError as exc:
            raise BlobUnavailableError(
                f"snapshot store at {self.endpoint} unreachable: {exc}",
                hint="check context.s3_endpoint_url and that the S3 service is running",
            ) from exc


def from_settings(
    url: str,
    *,
    endpoint_url: str | None,
    region: str | None,
    access_key_env: str | None,
    secret_key_env: str | None,
) -> S3BlobStore:
    """The store `[context]` names; credentials from the named variables, else boto3's chain."""
    keys: list[str | None] = []
    for setting, name in (
        ("s3_access_key_env", access_key_env),
        ("s3_secret_key_env", secret_key_env),
    ):
        if name and not os.environ.get(name):
            raise ConfigError(
                f"context.{setting} names ${name}, which is not set",
                hint=f"export {name}=... or unset context.{setting} to use AWS_* variables",
            )
        keys.append(os.environ.get(name) if name else None)
    return S3BlobStore(
        S3Location.parse(url),
        endpoint_url=endpoint_url,
        region=region,
        access_key=keys[0],
        secret_key=keys[1],
    )
