"""GitHub and GitLab pull/merge requests over their REST APIs (base URLs configurable for
GitHub Enterprise and self-hosted GitLab; tokens from the environment variables named in
`[review.github]` / `[review.gitlab]`)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import httpx

from xihe.agents.review.errors import ReviewInputError, SourceUnavailableError
from xihe.agents.review.sources import InlineComment, ReviewTarget, ThreadComment, parse_pr_url
from xihe.core.errors import ConfigError
from xihe.core.settings import ReviewConfig, ReviewHostConfig

PAGE = 100
TIMEOUT = httpx.Timeout(30.0, connect=10.0)


def _check(resp: httpx.Response, what: str) -> httpx.Response:
    if resp.is_success:
        return resp
    if resp.status_code in (401, 403):
        raise ConfigError(
            f"the code host refused {what} ({resp.status_code})",
            hint="check the token named by token_env in [review.github] / [review.gitlab] "
            "and its scopes",
        )
    raise SourceUnavailableError(
        f"{what} failed with HTTP {resp.status_code}", status=resp.status_code
    )


class _Api:
    """One HTTP client per request target; transport errors become "source unavailable"."""

    def __init__(self, config: ReviewHostConfig, headers: dict[str, str]) -> None:
        self.client = httpx.AsyncClient(
            base_url=config.api_url.rstrip("/"), headers=headers, timeout=TIMEOUT
        )

    async def call(self, method: str, url: str, what: str, **kw: Any) -> httpx.Response:
        try:
            resp = await self.client.request(method, url, **kw)
        except httpx.HTTPError as exc:
            raise SourceUnavailableError(f"{what} failed: {type(exc).__name__}") from exc
        return resp

    async def aclose(self) -> None:
        await self.client.aclose()


class GitHubPR(_Api):
    def __init__(self, config: ReviewHostConfig, owner: str, repo: str, number: int) -> None:
        headers = {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}
        if token := config.token():
            headers["Authorization"] = f"Bearer {token}"
        super().__init__(config, headers)
        self.repo = f"/repos/{owner}/{repo}"
        self.number = number
        self.ident = f"github:{owner}/{repo}#{number}"

    async def target(self) -> ReviewTarget:
        pr = _check(
            await self.call("GET", f"{self.repo}/pulls/{self.number}", "reading the PR"),
            "reading the PR",
        ).json()
        diff = _check(
            await self.call(
                "GET",
                f"{self.repo}/pulls/{self.number}",
                "reading the PR diff",
                headers={"Accept": "application/vnd.github.v3.diff"},
            ),
            "reading the PR diff",
        ).text
        base = pr.get("base") or {}
        return ReviewTarget(
            ident=self.ident,
            diff=diff,
            title=pr.get("title") or "",
            description=pr.get("body") or "",
            base_ref=base.get("sha"),
            head_ref=(pr.get("head") or {}).get("sha"),
            default_branch=(base.get("repo") or {}).get("default_branch") or base.get("ref"),
            reader=self,
            host=self,
        )

    async def read_file(self, path: str, ref: str) -> str | None:
        what = f"reading {path} at {ref}"
        resp = await self.call(
            "GET",
            f"{self.repo}/contents/{quote(path)}",
            what,
            params={"ref": ref},
            headers={"Accept": "application/vnd.github.raw+json"},
        )
        if resp.status_code == 404:
            return None
        return _check(resp, what).text

    async def _pages(self, url: str, what: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        page = 1
        while True:
            resp = _check(
                await self.call("GET", url, what, params={"per_page": PAGE, "page": page}), what
            )
            items = resp.json()
            out.extend(items)
            if len(items) < PAGE:
                return out
            page += 1

    async def comments(self) -> list[tuple[str, str]]:
        items = await self._pages(f"{self.repo}/issues/{self.number}/comments", "listing comments")
        return [(str(c["id"]), c.get("body") or "") for c in items]

    async def edit_comment(self, comment_id: str, body: str) -> None:
        what = "editing the summary comment"
        _check(
            await self.call(
                "PATCH", f"{self.repo}/issues/comments/{comment_id}", what, json={"body": body}
            ),
            what,
        )

    async def create_comment(self, body: str) -> str:
        what = "posting the summary comment"
        resp = await self.call(
            "POST", f"{self.repo}/issues/{self.number}/comments", what, json={"body": body}
        )
        return str(_check(resp, what).json()["id"])

    async def inline_bodies(self) -> list[str]:
        items = await self._pages(
            f"{self.repo}/pulls/{self.number}/comments", "listing inline comments"
        )
        return [c.get("body") or "" for c in items]

    async def thread(self, root_id: str) -> list[ThreadComment]:
        """The review-comment thread rooted at `root_id`, oldest first."""
        items = await self._pages(f"{self.repo}/pulls/{self.number}/comments", "reading the thread")
        return [
            ThreadComment(
                str(c["id"]), c.get("body") or "", (c.get("user") or {}).get("type") == "Bot"
            )
            for c in sorted(items, key=lambda c: int(c["id"]))
            if str(c["id"]) == root_id or str(c.get("in_reply_to_id")) == root_id
        ]

    async def reply(self, root_id: str, body: str) -> None:
        what = "replying in the review thread"
        url = f"{self.repo}/pulls/{self.number}/comments/{root_id}/replies"
        _check(await self.call("POST", url, what, json={"body": body}), what)

    async def post_inline(self, comment: InlineComment, head_sha: str) -> None:
        payload: dict[str, Any] = {
            "body": comment.body,
            "commit_id": head_sha,
            "path": comment.path,
            "line": comment.line,
            "side": "RIGHT",
        }
        if comment.start_line is not None and comment.start_line < comment.line:
            payload |= {"start_line": comment.start_line, "start_side": "RIGHT"}
        what = f"posting an inline comment on {comment.path}:{comment.line}"
        _check(
            await self.call(
                "POST", f"{self.repo}/pulls/{self.number}/comments", what, json=payload
            ),
            what,
        )


class GitLabMR(_Api):
    def __init__(self, config: ReviewHostConfig, project: str, iid: int) -> None:
        headers = {}
        if token := config.token():
            headers["PRIVATE-TOKEN"] = token
        super().__init__(config, headers)
        self.project = f"/projects/{quote(project, safe='')}"
        self.mr = f"{self.project}/merge_requests/{iid}"
        self.ident = f"gitlab:{project}!{iid}"
        self.refs: dict[str, str] = {}

    async def target(self) -> ReviewTarget:
        mr = _check(await self.call("GET", self.mr, "reading the MR"), "reading the MR").json()
        project = _check(
            await self.call("GET", self.project, "reading the project"), "reading the project"
        ).json()
        self.refs = dict(mr.get("diff_refs") or {})
        parts: list[str] = []
        page: str | None = "1"
        while page:
            what = "reading the MR diff"
            resp = _check(
                await self.call(
                    "GET", f"{self.mr}/diffs", what, params={"page": page, "per_page": PAGE}
                ),
                what,
            )
            parts.extend(_gitlab_file_diff(d) for d in resp.json())
            page = resp.headers.get("x-next-page") or None
        return ReviewTarget(
            ident=self.ident,
            diff="".join(parts),
            title=mr.get("title") or "",
            description=mr.get("description") or "",
            base_ref=self.refs.get("base_sha"),
            head_ref=self.refs.get("head_sha") or mr.get("sha"),
            default_branch=project.get("default_branch") or mr.get("target_branch"),
            reader=self,
            host=self,
        )

    async def read_file(self, path: str, ref: str) -> str | None:
        what = f"reading {path} at {ref}"
        resp = await self.call(
            "GET",
            f"{self.project}/repository/files/{quote(path, safe='')}/raw",
            what,
            params={"ref": ref},
        )
        if resp.status_code == 404:
            return None
        return _check(resp, what).text

    async def _pages(self, url: str, what: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        page: str | None = "1"
        while page:
            resp = _check(
                await self.call("GET", url, what, params={"page": page, "per_page": PAGE}), what
            )
            out.extend(resp.json())
            page = resp.headers.get("x-next-page") or None
        return out

    async def comments(self) -> list[tuple[str, str]]:
        notes = await self._pages(f"{self.mr}/notes", "listing notes")
        return [(str(n["id"]), n.get("body") or "") for n in notes]

    async def edit_comment(self, comment_id: str, body: str) -> None:
        what = "editing the summary note"
        _check(
            await self.call("PUT", f"{self.mr}/notes/{comment_id}", what, json={"body": body}), what
        )

    async def create_comment(self, body: str) -> str:
        what = "posting the summary note"
        resp = await self.call("POST", f"{self.mr}/notes", what, json={"body": body})
        return str(_check(resp, what).json()["id"])

    async def inline_bodies(self) -> list[str]:
        threads = await self._pages(f"{self.mr}/discussions", "listing discussions")
        return [n.get("body") or "" for t in threads for n in t.get("notes") or ()]

    async def post_inline(self, comment: InlineComment, head_sha: str) -> None:
        position = {
            "position_type": "text",
            "base_sha": self.refs.get("base_sha"),
            "start_sha": self.refs.get("start_sha"),
            "head_sha": head_sha,
            "new_path": comment.path,
            "old_path": comment.path,
            "new_line": comment.line,
        }
        what = f"posting an inline discussion on {comment.path}:{comment.line}"
        payload = {"body": comment.body, "position": position}
        _check(await self.call("POST", f"{self.mr}/discussions", what, json=payload), what)


def _gitlab_file_diff(d: dict[str, Any]) -> str:
    """GitLab returns each file's hunks without the git headers; put them back."""
    old, new = d.get("old_path") or d["new_path"], d["new_path"]
    head = f"diff --git a/{old} b/{new}\n"
    if d.get("new_file"):
        head += f"new file mode 100644\n--- /dev/null\n+++ b/{new}\n"
    elif d.get("deleted_file"):
        head += f"deleted file mode 100644\n--- a/{old}\n+++ /dev/null\n"
    else:
        if d.get("renamed_file"):
            head += f"rename from {old}\nrename to {new}\n"
        head += f"--- a/{old}\n+++ b/{new}\n"
    body = d.get("diff") or ""
    if not body:
        return ""
    return head + body + ("" if body.endswith("\n") else "\n")


def open_host(url: str, config: ReviewConfig) -> GitHubPR | GitLabMR:
    kind, parts = parse_pr_url(url)
    if kind == "github":
        owner, repo, number = parts
        return GitHubPR(config.github, owner, repo, int(number))
    project, iid = parts
    if not iid.isdigit():
        raise ReviewInputError(f"not a merge request number: {iid!r}")
    return GitLabMR(config.gitlab, project, int(iid))
