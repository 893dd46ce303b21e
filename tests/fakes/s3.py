"""A fake S3-compatible service on 127.0.0.1: bucket objects in memory, SigV4 verified.

Speaks the REST wire protocol the real SDK uses (path-style PUT/GET/DELETE object, bucket
location) and checks every request's AWS Signature Version 4 and payload hash, so a wrong
secret or a corrupted upload is refused as S3 refuses it. moto's server mode would be the
first choice, but it needs botocore, whose python-dateutil pin conflicts with kubernetes'.
"""

from __future__ import annotations

import hashlib
import hmac
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

NS = "http://s3.amazonaws.com/doc/2006-03-01/"


def _hmac(key: bytes, text: str) -> bytes:
    return hmac.new(key, text.encode(), hashlib.sha256).digest()


def signature(secret: str, method: str, raw_path: str, headers: dict[str, str]) -> str:
    """The SigV4 signature of a request, from the scope and signed headers it declares."""
    auth = headers["authorization"]
    fields = dict(part.strip().split("=", 1) for part in auth.split(" ", 1)[1].split(","))
    _key, date, region, service, _term = fields["Credential"].split("/")
    signed = fields["SignedHeaders"].split(";")
    parts = urlsplit(raw_path)
    query = "&".join(sorted(q if "=" in q else f"{q}=" for q in parts.query.split("&") if q))
    canonical = "\n".join(
        [
            method,
            parts.path,
            query,
            "".join(f"{h}:{' '.join(headers[h].split())}\n" for h in signed),
            ";".join(signed),
            headers["x-amz-content-sha256"],
        ]
    )
    scope = f"{date}/{region}/{service}/aws4_request"
    to_sign = "\n".join(
        [
            "AWS4-HMAC-SHA256",
            headers["x-amz-date"],
            scope,
            hashlib.sha256(canonical.encode()).hexdigest(),
        ]
    )
    key = _hmac(
        _hmac(_hmac(_hmac(f"AWS4{secret}".encode(), date), region), service), "aws4_request"
    )
    return hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()


class FakeS3:
    def __init__(self, access_key: str, secret_key: str, buckets: tuple[str, ...]) -> None:
        self.access_key = access_key
        self.secret_key = secret_key
        self.objects: dict[str, dict[str, bytes]] = {b: {} for b in buckets}
        self.requests: list[tuple[str, str]] = []
        self._server: ThreadingHTTPServer | None = None
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> FakeS3:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def _reply(self, status: int, body: bytes = b"", **headers: str) -> None:
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name.replace("_", "-"), value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _error(self, status: int, code: str) -> None:
                xml = f"<Error><Code>{code}</Code><Message>{code}</Message></Error>".encode()
                self._reply(status, xml, Content_Type="application/xml")

            def _handle(self, method: str) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                headers = {k.lower(): v for k, v in self.headers.items()}
                with fake._lock:
                    fake.requests.append((method, self.path))
                try:
                    claimed = headers["x-amz-content-sha256"]
                    key_id = headers["authorization"].split("Credential=", 1)[1].split("/")[0]
                    expected = signature(fake.secret_key, method, self.path, headers)
                    given = headers["authorization"].rsplit("Signature=", 1)[1]
                except (KeyError, IndexError, ValueError):
                    self._error(403, "AccessDenied")
                    return
                if key_id != fake.access_key:
                    self._error(403, "InvalidAccessKeyId")
                    return
                if not hmac.compare_digest(expected, given):
                    self._error(403, "SignatureDoesNotMatch")
                    return
                if claimed != "UNSIGNED-PAYLOAD" and claimed != hashlib.sha256(body).hexdigest():
                    self._error(400, "XAmzContentSHA256Mismatch")
                    return
                parts = urlsplit(self.path)
                bucket, _, key = parts.path.lstrip("/").partition("/")
                store = fake.objects.get(bucket)
                if store is None:
                    self._error(404, "NoSuchBucket")
                    return
                if not key:
                    if method == "GET" and "location" in parts.query:
                        xml = f'<LocationConstraint xmlns="{NS}"></LocationConstraint>'
                        self._reply(200, xml.encode(), Content_Type="application/xml")
                    else:
                        self._reply(200)
                    return
                with fake._lock:
                    if method == "PUT":
                        store[key] = body
                        self._reply(200, ETag=f'"{hashlib.md5(body).hexdigest()}"')
                    elif method == "GET":
                        if key not in store:
                            self._error(404, "NoSuchKey")
                        else:
                            self._reply(200, store[key], Content_Type="binary/octet-stream")
                    elif method == "DELETE":
                        store.pop(key, None)
                        self._reply(204)
                    else:
                        self._error(405, "MethodNotAllowed")

            def do_PUT(self) -> None:
                self._handle("PUT")

            def do_GET(self) -> None:
                self._handle("GET")

            def do_DELETE(self) -> None:
                self._handle("DELETE")

            def do_HEAD(self) -> None:
                self._handle("HEAD")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: object) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()
