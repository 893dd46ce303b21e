"""Snapshot bodies in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, ...).

The client is MinIO's `minio` SDK, an optional extra (`pip install 'xihe[s3]'`): the
embedded default needs no network store. boto3 is not used: botocore pins python-dateutil
below 3 while the kubernetes client needs 3, so the two cannot be installed together. The
SDK is synchronous, so each call runs in a worker thread and the event loop never waits on
the network. Objects hold the same ciphertext the folder store holds, named `prefix/ref`.
"""

from __future__ import annotations

import asyncio
import io
import os
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from xihe.core.errors import ConfigError, ErrorClass, XiheError

EXTRA_HINT = "install the S3 extra: pip install 'xihe[s3]'"
AWS_ENDPOINT = "https://s3.amazonaws.com"


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
        session_token: str | None = None,
    ) -> None:
        try:
            import urllib3
            from minio import Minio
        except ImportError as exc:
            raise ConfigError(
                "context.snapshot_store is an s3:// location but the S3 client (minio) is "
                "not installed",
                hint=EXTRA_HINT,
            ) from exc
        self.location = location
        self.endpoint = endpoint_url or AWS_ENDPOINT
        parts = urlsplit(self.endpoint)
        if parts.scheme not in ("http", "https") or not parts.netloc or parts.path.strip("/"):
            raise ConfigError(
                f"context.s3_endpoint_url '{self.endpoint}' is not a service URL",
                hint="write it as http://HOST:PORT or https://HOST (no bucket, no path)",
            )
        pool = urllib3.PoolManager(
            timeout=urllib3.Timeout(connect=5, read=30),
            retries=urllib3.Retry(total=2, backoff_factor=0.2, status_forcelist=(500, 502, 503)),
        )
        self._client = Minio(
            parts.netloc,
            access_key=access_key,
            secret_key=secret_key,
            session_token=session_token,
            secure=parts.scheme == "https",
            region=region,
            http_client=pool,
        )

    async def put(self, ref: str, data: bytes) -> None:
        key = self.location.key(ref)
        await self._call(
            "put",
            ref,
            lambda: self._client.put_object(self.location.bucket, key, io.BytesIO(data), len(data)),
        )

    async def get(self, ref: str) -> bytes:
        def read() -> bytes:
            response = self._client.get_object(self.location.bucket, self.location.key(ref))
            try:
                return bytes(response.read())
            finally:
                response.close()
                response.release_conn()

        body: bytes = await self._call("get", ref, read)
        return body

    async def delete(self, ref: str) -> None:
        key = self.location.key(ref)
        await self._call(
            "delete", ref, lambda: self._client.remove_object(self.location.bucket, key)
        )

    async def _call(self, verb: str, ref: str, work: Any) -> Any:
        from minio.error import MinioException, S3Error
        from urllib3.exceptions import HTTPError

        where = f"s3://{self.location.bucket}/{self.location.key(ref)}"
        try:
            return await asyncio.to_thread(work)
        except S3Error as exc:
            if exc.code == "NoSuchKey":
                raise BlobMissingError(
                    f"snapshot body {where} is missing from the bucket",
                    hint="restore the bucket from a backup; the snapshot row names this key",
                ) from exc
            if exc.code == "NoSuchBucket":
                raise BlobUnavailableError(
                    f"bucket '{self.location.bucket}' does not exist at {self.endpoint}",
                    hint="create it, or fix context.snapshot_store / context.s3_endpoint_url",
                ) from exc
            raise BlobUnavailableError(
                f"the snapshot store refused {verb} of {where}: {exc.code}",
                hint="check the S3 credentials (context.s3_access_key_env / "
                "s3_secret_key_env, or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) and the "
                "bucket's policy",
            ) from exc
        except (MinioException, HTTPError, OSError) as exc:
            raise BlobUnavailableError(
                f"the snapshot store at {self.endpoint} is unreachable ({type(exc).__name__})",
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
    """The store `[context]` names; keys from the named variables, else the AWS_* ones."""
    keys: list[str | None] = []
    for setting, name, default in (
        ("s3_access_key_env", access_key_env, "AWS_ACCESS_KEY_ID"),
        ("s3_secret_key_env", secret_key_env, "AWS_SECRET_ACCESS_KEY"),
    ):
        if name and not os.environ.get(name):
            raise ConfigError(
                f"context.{setting} names ${name}, which is not set",
                hint=f"export {name}=... or unset context.{setting} to use {default}",
            )
        keys.append(os.environ.get(name or default))
    return S3BlobStore(
        S3Location.parse(url),
        endpoint_url=endpoint_url,
        region=region,
        access_key=keys[0],
        secret_key=keys[1],
        session_token=None if access_key_env else os.environ.get("AWS_SESSION_TOKEN"),
    )
