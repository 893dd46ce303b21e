"""A Kubernetes API server on 127.0.0.1 that serves list endpoints from a YAML dump.

Real HTTP, so the official client is exercised end to end: kubeconfig, bearer token,
`limit`/`continue` pagination, and error statuses per kind.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from xihe.agents.k8s.kinds import KINDS
from xihe.agents.k8s.sources import DumpSource

TOKEN = "test-token-not-a-secret"


@dataclass
class FakeCluster:
    objects: dict[str, list[dict[str, Any]]]
    statuses: dict[str, int] = field(default_factory=dict)
    requests: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def from_dump(cls, path: Path, statuses: dict[str, int]) -> FakeCluster:
        source = DumpSource(path)
        objects: dict[str, list[dict[str, Any]]] = {}
        for info in KINDS.values():
            loaded = source.load(info)
            if loaded.load.ok:
                objects[info.list_path()] = [dict(o.raw) for o in loaded.objects]
        by_path = {KINDS[k].list_path(): code for k, code in statuses.items()}
        return cls(objects=objects, statuses=by_path)


def _status(code: int, reason: str, message: str) -> bytes:
    body = {
        "kind": "Status",
        "apiVersion": "v1",
        "status": "Failure",
        "message": message,
        "reason": reason,
        "code": code,
    }
    return json.dumps(body).encode()


def _handler(cluster: FakeCluster) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return

        def _send(self, code: int, body: bytes) -> None:
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:
            url = urlparse(self.path)
            query = {k: v[0] for k, v in parse_qs(url.query).items()}
            with cluster.lock:
                cluster.requests.append(
                    {
                        "path": url.path,
                        "query": query,
                        "headers": {k.lower(): v for k, v in self.headers.items()},
                    }
                )
            if self.headers.get("Authorization") != f"Bearer {TOKEN}":
                self._send(401, _status(401, "Unauthorized", "Unauthorized"))
                return
            code = cluster.statuses.get(url.path)
            if code == 403:
                message = (
                    f'{url.path} is forbidden: User "system:serviceaccount:diag:xihe" '
                    "cannot list resource at the cluster scope"
                )
                self._send(403, _status(403, "Forbidden", message))
                return
            if code is not None and code >= 500:
                self._send(code, _status(code, "InternalError", "etcdserver: request timed out"))
                return
            if url.path not in cluster.objects and code != 200:
                self._send(
                    404,
                    _status(404, "NotFound", "the server could not find the requested resource"),
                )
                return
            self._list(url.path, query)

        def _list(self, path: str, query: dict[str, str]) -> None:
            items = cluster.objects.get(path, [])
            start = int(query.get("continue") or 0)
            limit = int(query.get("limit") or 0) or len(items) or 1
            page = items[start : start + limit]
            more = start + limit < len(items)
            if "PartialObjectMetadataList" in (self.headers.get("Accept") or ""):
                page = [
                    {
                        "apiVersion": "meta.k8s.io/v1",
                        "kind": "PartialObjectMetadata",
                        "metadata": i.get("metadata"),
                    }
                    for i in page
                ]
            body = {
                "apiVersion": "v1",
                "kind": "List",
                "metadata": {
                    "resourceVersion": "100",
                    **({"continue": str(start + limit)} if more else {}),
                },
                "items": page,
            }
            self._send(200, json.dumps(body).encode())

    return Handler


@contextmanager
def serve(cluster: FakeCluster) -> Iterator[str]:
    """Run the server on an ephemeral loopback port; yields its base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(cluster))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def write_kubeconfig(path: Path, server: str) -> Path:
    config = {
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [{"name": "fake", "cluster": {"server": server}}],
        "users": [{"name": "diag", "user": {"token": TOKEN}}],
        "contexts": [{"name": "fake", "context": {"cluster": "fake", "user": "diag"}}],
        "current-context": "fake",
    }
    path.write_text(json.dumps(config))
    return path
