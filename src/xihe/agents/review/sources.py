"""Where a review's diff comes from: a local repository range, a patch, a GitHub pull
request or a GitLab merge request. Reading a repository file: a 404 is "absent" (None);
any other failure raises, so a caller never proceeds (or caches) as if the file were empty.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit

from xihe.agents.review.errors import ReviewInputError, SourceUnavailableError


class FileReader(Protocol):
    ident: str

    async def read_file(self, path: str, ref: str) -> str | None: ...


@dataclass(frozen=True)
class InlineComment:
    path: str
    line: int
    start_line: int | None
    body: str
    fingerprint: str


@dataclass(frozen=True)
class ThreadComment:
    id: str
    body: str
    bot: bool


class Threads(Protocol):
    """Review-comment threads on code lines (GitHub): read one, reply to it."""

    async def thread(self, root_id: str) -> list[ThreadComment]: ...

    async def reply(self, root_id: str, body: str) -> None: ...


class Host(FileReader, Protocol):
    """A pull/merge request on a code host: read, comment, comment inline."""

    async def comments(self) -> list[tuple[str, str]]: ...

    async def edit_comment(self, comment_id: str, body: str) -> None: ...

    async def create_comment(self, body: str) -> str: ...

    async def inline_bodies(self) -> list[str]: ...

    async def post_inline(self, comment: InlineComment, head_sha: str) -> None: ...

    async def aclose(self) -> None: ...


@dataclass
class ReviewTarget:
    ident: str
    diff: str
    title: str = ""
    description: str = ""
    base_ref: str | None = None
    head_ref: str | None = None
    default_branch: str | None = None
    reader: FileReader | None = None
    host: Host | None = None
    contents: dict[str, list[str]] = field(default_factory=dict)
    """New-side lines of changed files when the source has them (for extra context)."""

    def instructions_ref(self, from_default_branch: bool) -> str | None:
        """Trusted instructions come from the default branch unless configured otherwise."""
        if from_default_branch:
            return self.default_branch or self.base_ref
        return self.head_ref


NEW_PATH = re.compile(r"^\+\+\+ b/(.+)$", re.MULTILINE)
GITHUB_PR = re.compile(r"^/(?P<owner>[^/]+)/(?P<repo>[^/]+)/pulls?/(?P<number>\d+)/?$")
GITLAB_MR = re.compile(r"^/(?P<project>.+?)/-/merge_requests/(?P<iid>\d+)/?$")


def parse_pr_url(url: str) -> tuple[str, tuple[str, ...]]:
    """`("github", (owner, repo, number))` or `("gitlab", (project, iid))`, any host name
    (Enterprise and self-hosted included); anything else is an input error."""
    parts = urlsplit(url)
    path = parts.path
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ReviewInputError(
            f"not a pull/merge request URL: {url!r}",
            hint="pass https://HOST/OWNER/REPO/pull/N or https://HOST/GROUP/PROJECT/-/merge_requests/N",
        )
    if m := GITLAB_MR.match(path):
        return "gitlab", (m["project"], m["iid"])
    if m := GITHUB_PR.match(path):
        return "github", (m["owner"], m["repo"], m["number"])
    raise ReviewInputError(
        f"not a pull/merge request URL: {url!r}",
        hint="pass https://HOST/OWNER/REPO/pull/N or https://HOST/GROUP/PROJECT/-/merge_requests/N",
    )


def patch_target(text: str, name: str) -> ReviewTarget:
    if not text.strip():
        raise ReviewInputError(
            f"the patch {name} is empty", hint="pass a non-empty diff (git diff > change.patch)"
        )
    return ReviewTarget(ident=f"patch:{name}", diff=text, title=name)


class LocalRepo:
    """A git repository on disk, read through the `git` command."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.ident = f"local:{self.path.resolve()}"

    async def git(self, *args: str, stdin: bytes | None = None) -> tuple[int, bytes, str]:
        try:
            proc = await asyncio.create_subprocess_exec(
                "git",
                "-C",
                str(self.path),
                *args,
                stdin=asyncio.subprocess.PIPE if stdin is not None else None,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
        except FileNotFoundError as exc:
            raise ReviewInputError(
                "the git command is not installed", hint="install git or pass --patch FILE"
            ) from exc
        out, err = await proc.communicate(stdin)
        return proc.returncode or 0, out, err.decode(errors="replace").strip()

    async def verify(self, rev: str) -> str:
        code, out, err = await self.git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
        if code != 0:
            raise ReviewInputError(
                f"{rev!r} is not a commit in {self.path}" + (f": {err}" if err else ""),
                hint="check the revision with `git log`, or fetch it first",
            )
        return out.decode().strip()

    async def read_file(self, path: str, ref: str) -> str | None:
        code, out, err = await self.git("cat-file", "--batch", stdin=f"{ref}:{path}\n".encode())
        if code != 0:
            raise SourceUnavailableError(f"git could not read {path} at {ref}: {err}")
        header, _, body = out.partition(b"\n")
        if header.endswith(b" missing"):
            await self.verify(ref)  # a bad revision is an error, a missing path is absent
            return None
        size = int(header.split()[2])
        return body[:size].decode("utf-8", errors="replace")

    async def contents(self, ref: str, paths: list[str]) -> dict[str, list[str]]:
        """Every path's lines at `ref` in one `git cat-file --batch`."""
        if not paths:
            return {}
        request = "".join(f"{ref}:{p}\n" for p in paths).encode()
        code, out, err = await self.git("cat-file", "--batch", stdin=request)
        if code != 0:
            raise SourceUnavailableError(f"git could not read files at {ref}: {err}")
        found: dict[str, list[str]] = {}
        pos = 0
        for path in paths:
            end = out.index(b"\n", pos)
            header = out[pos:end]
            pos = end + 1
            if header.endswith(b" missing"):
                continue
            size = int(header.split()[2])
            found[path] = out[pos : pos + size].decode("utf-8", errors="replace").splitlines()
            pos += size + 1
        return found

    async def target(self, base: str, head: str) -> ReviewTarget:
        if not (self.path / ".git").exists() and not (self.path / "HEAD").exists():
            code, _, _ = await self.git("rev-parse", "--git-dir")
            if code != 0:
                raise ReviewInputError(
                    f"{self.path} is not a git repository",
                    hint="pass --repo PATH of a git checkout, or --patch FILE",
                )
        base_sha, head_sha = await self.verify(base), await self.verify(head)
        code, out, err = await self.git(
            "diff", "--no-color", "--no-ext-diff", "-M", f"{base_sha}...{head_sha}"
        )
        if code != 0:
            raise SourceUnavailableError(f"git diff {base}...{head} failed: {err}")
        _, log, _ = await self.git("log", "--format=%s", f"{base_sha}..{head_sha}")
        subjects = log.decode(errors="replace").splitlines()
        diff = out.decode("utf-8", errors="replace")
        changed = [m for m in NEW_PATH.findall(diff) if m != "/dev/null"]
        return ReviewTarget(
            ident=f"{self.ident}@{base}...{head}",
            diff=diff,
            contents=await self.contents(head_sha, changed),
            title=subjects[0] if subjects else f"{base}...{head}",
            description="\n".join(f"- {s}" for s in subjects),
            base_ref=base_sha,
            head_ref=head_sha,
            default_branch=base_sha,
            reader=self,
        )
