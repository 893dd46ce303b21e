"""Fake GitHub and GitLab: real HTTP servers on 127.0.0.1 speaking the REST endpoints the
review agent uses (PR/MR, diff, file contents, comments/notes, inline comments/discussions).

State is plain dicts the test scripts; every request is recorded. `file_status` forces a
status for a file read (e.g. 500 for AGENTS.md) to test that failures propagate.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit


@dataclass
class Call:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: Any


@dataclass
class Repo:
    diff: str
    title: str = "Add the feature"
    body: str = "It adds the feature."
    base_sha: str = "b" * 40
    head_sha: str = "h" * 40
    default_branch: str = "main"
    files: dict[tuple[str, str], str] = field(default_factory=dict)
    """(ref, path) -> content"""
    file_status: dict[str, int] = field(default_factory=dict)
    """path -> forced HTTP status for reads"""
    diff_status: int = 200


class _Server:
    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.comments: list[dict[str, Any]] = []
        self.inline: list[dict[str, Any]] = []
        self._ids = 1000
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    def next_id(self) -> int:
        with self._lock:
            self._ids += 1
            return self._ids

    @property
    def base(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def handle(self, call: Call) -> tuple[int, Any, dict[str, str]]:
        raise NotImplementedError

    def writes(self) -> list[Call]:
        return [c for c in self.calls if c.method in ("POST", "PATCH", "PUT")]

    def __enter__(self) -> Any:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: Any) -> None:
                return

            def _do(self) -> None:
                parts = urlsplit(self.path)
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                call = Call(
                    self.command,
                    parts.path,
                    {k: v[0] for k, v in parse_qs(parts.query).items()},
                    {k.lower(): v for k, v in self.headers.items()},
                    json.loads(raw) if raw else None,
                )
                with fake._lock:
                    fake.calls.append(call)
                status, payload, headers = fake.handle(call)
                data = (
                    payload.encode() if isinstance(payload, str) else json.dumps(payload).encode()
                )
                self.send_response(status)
                kind = "text/plain" if isinstance(payload, str) else "application/json"
                self.send_header("content-type", kind)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = do_PUT = _do

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()


class FakeGitHub(_Server):
    """`/api/v3` prefix, as GitHub Enterprise serves it; one repo `acme/app`, PR 7."""

    def __init__(self, repo: Repo) -> None:
        super().__init__()
        self.repo = repo

    @property
    def api(self) -> str:
        return f"{self.base}/api/v3"

    def pr_url(self) -> str:
        return f"{self.base}/acme/app/pull/7"

    def handle(self, call: Call) -> tuple[int, Any, dict[str, str]]:
        r = self.repo
        path = call.path.removeprefix("/api/v3")
        if path == "/repos/acme/app/pulls/7" and call.method == "GET":
            if "diff" in call.headers.get("accept", ""):
                if r.diff_status != 200:
                    return r.diff_status, {"message": "boom"}, {}
                return 200, r.diff, {}
            return (
                200,
                {
                    "number": 7,
                    "title": r.title,
                    "body": r.body,
                    "head": {"sha": r.head_sha, "ref": "feature"},
                    "base": {
                        "sha": r.base_sha,
                        "ref": "main",
                        "repo": {"default_branch": r.default_branch},
                    },
                },
                {},
            )
        if m := re.fullmatch(r"/repos/acme/app/contents/(.+)", path):
            name = unquote(m[1])
            if name in r.file_status:
                return r.file_status[name], {"message": "Server Error"}, {}
            content = r.files.get((call.query.get("ref", ""), name))
            if content is None:
                return 404, {"message": "Not Found"}, {}
            return 200, content, {}
        if path == "/repos/acme/app/issues/7/comments":
            if call.method == "GET":
                return 200, _page(self.comments, call.query), {}
            item = {"id": self.next_id(), "body": call.body["body"]}
            self.comments.append(item)
            return 201, item, {}
        if m := re.fullmatch(r"/repos/acme/app/issues/comments/(\d+)", path):
            for c in self.comments:
                if c["id"] == int(m[1]):
                    c["body"] = call.body["body"]
                    return 200, c, {}
            return 404, {"message": "Not Found"}, {}
        if m := re.fullmatch(r"/repos/acme/app/pulls/7/comments/(\d+)/replies", path):
            item = {"id": self.next_id(), "body": call.body["body"], "in_reply_to_id": int(m[1])}
            self.inline.append(item | {"user": {"type": "Bot"}})
            return 201, item, {}
        if path == "/repos/acme/app/pulls/7/comments":
            if call.method == "GET":
                return 200, _page(self.inline, call.query), {}
            body = call.body
            if body.get("commit_id") != r.head_sha:
                return 422, {"message": "commit_id is not the head"}, {}
            item = {"id": self.next_id(), **body}
            self.inline.append(item)
            return 201, item, {}
        return 404, {"message": f"no route {call.method} {path}"}, {}


def _page(items: list[dict[str, Any]], query: dict[str, str]) -> list[dict[str, Any]]:
    per = int(query.get("per_page", 30))
    page = int(query.get("page", 1))
    return items[(page - 1) * per : page * per]


class FakeGitLab(_Server):
    """`/api/v4`; project `group/app`, MR !5. The diff is served as GitLab's per-file JSON."""

    def __init__(self, repo: Repo, files: list[dict[str, Any]]) -> None:
        super().__init__()
        self.repo = repo
        self.diffs = files

    @property
    def api(self) -> str:
        return f"{self.base}/api/v4"

    def mr_url(self) -> str:
        return f"{self.base}/group/app/-/merge_requests/5"

    def handle(self, call: Call) -> tuple[int, Any, dict[str, str]]:
        r = self.repo
        path = call.path.removeprefix("/api/v4")
        project = "/projects/group%2Fapp"
        mr = f"{project}/merge_requests/5"
        if path == project:
            return 200, {"id": 1, "default_branch": r.default_branch}, {}
        if path == mr:
            return (
                200,
                {
                    "iid": 5,
                    "title": r.title,
                    "description": r.body,
                    "target_branch": "main",
                    "sha": r.head_sha,
                    "diff_refs": {
                        "base_sha": r.base_sha,
                        "head_sha": r.head_sha,
                        "start_sha": r.base_sha,
                    },
                },
                {},
            )
        if path == f"{mr}/diffs":
            page, per = int(call.query.get("page", 1)), int(call.query.get("per_page", 20))
            items = self.diffs[(page - 1) * per : page * per]
            more = page * per < len(self.diffs)
            return 200, items, {"x-next-page": str(page + 1) if more else ""}
        if m := re.fullmatch(rf"{re.escape(project)}/repository/files/(.+)/raw", path):
            name = unquote(m[1])
            if name in r.file_status:
                return r.file_status[name], {"message": "500 Internal Server Error"}, {}
            content = r.files.get((call.query.get("ref", ""), name))
            if content is None:
                return 404, {"message": "404 File Not Found"}, {}
            return 200, content, {}
        if path == f"{mr}/notes":
            if call.method == "GET":
                return 200, self.comments, {"x-next-page": ""}
            item = {"id": self.next_id(), "body": call.body["body"]}
            self.comments.append(item)
            return 201, item, {}
        if m := re.fullmatch(rf"{re.escape(mr)}/notes/(\d+)", path):
            for c in self.comments:
                if c["id"] == int(m[1]):
                    c["body"] = call.body["body"]
                    return 200, c, {}
            return 404, {"message": "404 Not found"}, {}
        if path == f"{mr}/discussions":
            if call.method == "GET":
                threads = [
                    {"id": str(d["id"]), "notes": [{"body": d["body"]}]} for d in self.inline
                ]
                return 200, threads, {"x-next-page": ""}
            item = {"id": self.next_id(), **call.body}
            self.inline.append(item)
            return 201, item, {}
        return 404, {"message": f"no route {call.method} {path}"}, {}
