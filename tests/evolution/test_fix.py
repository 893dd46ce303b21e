"""`xihe fix`: a project with a planted harness bug (the budget check forgets the reserved
output, so requests overflow the context window). A recorded overflow is inspected into a
harness_bug pattern; the fix agent (a fake model scripted over HTTP) edits a clone; the gate
runs the project's tests and the regression corpus; a pull request opens on a fake GitHub."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.agents.review.fake_hosts import Call, FakeGitHub, Repo
from tests.conftest import SNAPSHOT_KEYS, Database
from tests.evolution.replay_corpus import corpus_settings
from tests.fakes.provider import FakeProvider, Reply
from xihe.agent.loop import Task
from xihe.agent.replay import replay_operations
from xihe.agents.fix.service import FixAgent, child_document
from xihe.agents.fix.tools import run_for_output
from xihe.core.settings import load_settings
from xihe.evolution import regress, repo
from xihe.evolution.inspect import Inspector
from xihe.evolution.patterns import Category, FixStatus
from xihe.tools.audit import query_audit

pytestmark = pytest.mark.slow  # spawns git, pytest and xihe processes

BUGGY = '''"""Does a request fit the model's window?"""


def fits(prompt_tokens: int, window: int, reserved_output: int) -> bool:
    """True when the prompt fits with room left for the answer."""
    return prompt_tokens <= window
'''

TESTS = """from harness.budget import fits


def test_small_requests_fit() -> None:
    assert fits(100, 1000, 200)


def test_the_answer_needs_room_too() -> None:
    assert not fits(900, 1000, 200)
"""

BUG_LINE = "return prompt_tokens <= window"
RIGHT = "return prompt_tokens + reserved_output <= window"
WRONG = "return prompt_tokens < window"


class PullRequestGitHub(FakeGitHub):
    """The review fake plus `POST /repos/acme/app/pulls` (create a pull request)."""

    def __init__(self) -> None:
        super().__init__(Repo(diff=""))
        self.pulls: list[dict[str, Any]] = []

    def handle(self, call: Call) -> tuple[int, Any, dict[str, str]]:
        if call.method == "POST" and call.path == "/api/v3/repos/acme/app/pulls":
            number = 100 + len(self.pulls)
            self.pulls.append(call.body)
            return 201, {"number": number, "html_url": f"{self.base}/acme/app/pull/{number}"}, {}
        return super().handle(call)


def git(cwd: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=T", "-c", "user.email=t@t", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def project(tmp_path: Path) -> tuple[Path, Path]:
    """A git project with the planted bug and its tests, and a bare remote as `origin`."""
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(remote))
    source = tmp_path / "project"
    (source / "harness").mkdir(parents=True)
    (source / "tests").mkdir()
    (source / "harness" / "__init__.py").write_text("")
    (source / "harness" / "budget.py").write_text(BUGGY)
    (source / "tests" / "test_budget.py").write_text(TESTS)
    git(source, "init", "-q", "-b", "main")
    git(source, "add", "-A")
    git(source, "commit", "-q", "-m", "harness")
    git(source, "remote", "add", "origin", str(remote))
    git(source, "push", "-q", "origin", "main")
    return source, remote


@pytest.fixture(autouse=True)
def _fake_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "good")
    monkeypatch.setenv("FAKE_KEY_B", "good")


def fix_settings(
    database: Database, tmp_path: Path, fake: FakeProvider, github: PullRequestGitHub, **tools: Any
) -> Any:
    settings = corpus_settings(
        database,
        tmp_path,
        fake,
        evolution={
            "fix_route": "fixer",
            "fix_test_command": [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
            "fix_push_remote": "origin",
            "fix_github": {"api_url": github.api},
            "fix_github_repo": "acme/app",
        },
        tools=tools,
    )
    fixer = settings.models["fast"].model_copy(update={"model": "fixer"})
    routes = dict(settings.routes) | {
        "fixer": settings.routes["default"].model_copy(update={"primary": "fixer", "fallbacks": []})
    }
    return settings.model_copy(
        update={"models": dict(settings.models) | {"fixer": fixer}, "routes": routes}
    )


def script_fix(fake: FakeProvider, new_line: str) -> None:
    call = {"id": "f", "name": "", "arguments": {}}
    path = "harness/budget.py"
    for name, arguments in (
        ("repo.grep", {"pattern": "def fits"}),
        ("repo.read", {"path": path}),
        ("repo.edit", {"path": path, "old": BUG_LINE, "new": new_line}),
        ("repo.run_tests", {}),
    ):
        fake.enqueue(
            Reply(tool_calls=[call | {"name": name, "arguments": arguments}]), model="fixer"
        )
    fake.enqueue(Reply(text="fits() now counts the output reserved for the answer."), model="fixer")


async def record_overflow(rt: Any, fake: FakeProvider) -> str:
    """One live operation that overflows the window (the symptom), inspected offline."""
    fake.enqueue(
        Reply(
            status=400,
            error_message="This model's maximum context length is 32000 tokens. However, your "
            "messages resulted in 33012 tokens.",
            error_code="context_length_exceeded",
        ),
        model="fast",
    )
    result = await rt.loop().run(Task(prompt="summarize the incident log"))
    assert result.status == "failed"
    await Inspector(rt.store, rt.settings).run(tenant="default", offline=True)
    async with rt.store.connect() as conn:
        patterns = await repo.load_patterns(conn, "default")
    (bug,) = [p for p in patterns if p.category == Category.HARNESS_BUG]
    return bug.id


async def test_the_right_edit_opens_a_pull_request_the_wrong_one_is_refused(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    source, remote = project(tmp_path)
    with PullRequestGitHub() as github:
        settings = fix_settings(
            database,
            tmp_path,
            fake_provider,
            github,
            pre_approved=[{"principal": "xihe-fix", "tools": ["repo.edit", "repo.write"]}],
        )  # pre-approved, yet the edits wait: the agent read the repository first (taint)
        rt = await runtime_factory(settings)
        pattern_id = await record_overflow(rt, fake_provider)
        # a guarded operation in the corpus: the gate replays it too
        fake_provider.enqueue(Reply(text="fine"), model="fast")
        guarded = await rt.loop().run(Task(prompt="a healthy question"))
        await regress.add_case(rt.store, "default", guarded.operation_id, expected="reproduced")

        script_fix(fake_provider, WRONG)
        wrong = await FixAgent(rt, repo_path=str(source), approver="alice").run(
            "default", pattern_id
        )
        assert wrong.status == "verify_failed", wrong.to_dict()
        checks = {c.name: c.ok for c in wrong.checks}
        assert checks["changed"] is True and checks["tests"] is False
        assert "nothing pushed" in wrong.note
        assert git(remote, "branch", "--list", "fix/*") == ""
        assert git(source, "branch", "--list", "fix/*") == ""
        assert github.pulls == []
        assert (await repo.get_pattern(rt.store, "default", pattern_id)).fix_status == (
            FixStatus.VERIFY_FAILED
        )

        script_fix(fake_provider, RIGHT)
        right = await FixAgent(rt, repo_path=str(source), approver="alice").run(
            "default", pattern_id
        )
        assert right.status == "pr_created", right.to_dict()
        checks = {c.name: c.ok for c in right.checks}
        assert checks == {
            "reproduces": True,
            "changed": True,
            "tests": True,
            "corpus": True,
            "fixed_by_replay": None,
        }
        assert right.cited and right.cited[0] in right.to_dict()["cited"]
        assert right.branch and right.branch.startswith("fix/")
        assert RIGHT in git(remote, "show", f"{right.branch}:harness/budget.py")
        assert BUG_LINE in (source / "harness" / "budget.py").read_text()  # main untouched
        (pull,) = github.pulls
        assert pull["head"] == right.branch and pull["base"] == "main"
        assert right.cited[0] in pull["body"] and "tests: ok" in pull["body"]
        assert right.pr_url == f"{github.base}/acme/app/pull/100"
        saved = await repo.get_pattern(rt.store, "default", pattern_id)
        assert saved.fix_status == FixStatus.PR_CREATED
        run = await regress.latest_fix_run(rt.store, "default", pattern_id)
        assert run is not None and (run["status"], run["pr_url"]) == ("pr_created", right.pr_url)
        assert {c["name"] for c in run["checks"]} >= {"tests", "corpus", "reproduces"}
        edits = await query_audit(rt.store, tenant="default", tool="repo.edit")
        assert {r["principal"] for r in edits} == {"xihe-fix"}
        ran = [r for r in edits if r["outcome"] == "ok"]
        assert ran and all((r["decision"], r["decided_by"]) == ("approved", "alice") for r in ran)


async def test_without_pre_approval_the_fix_agent_waits_and_changes_nothing(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    source, remote = project(tmp_path)
    with PullRequestGitHub() as github:
        rt = await runtime_factory(fix_settings(database, tmp_path, fake_provider, github))
        pattern_id = await record_overflow(rt, fake_provider)
        script_fix(fake_provider, RIGHT)
        report = await FixAgent(rt, repo_path=str(source)).run("default", pattern_id)
    assert report.status == "input-required" and report.approval_id
    assert git(remote, "branch", "--list", "fix/*") == "" and github.pulls == []
    (pending,) = await rt.approvals.find("default")
    assert pending.tool == "repo.edit" and pending.principal == "xihe-fix"
    assert (await repo.get_pattern(rt.store, "default", pattern_id)).fix_status == (
        FixStatus.UNFIXED
    )


HARNESS_TOML = """[models.fast]
provider = "openai"
base_url = "{url}"
model = "fast"
api_key_env = "FAKE_KEY"
context_window = 4000
max_output_tokens = 4000

[models.fixer]
provider = "openai"
base_url = "{url}"
model = "fixer"
api_key_env = "FAKE_KEY"
context_window = 32000
max_output_tokens = 1000

[routes.default]
primary = "fast"

[routes.fixer]
primary = "fixer"
"""

CONFIG_TESTS = """import tomllib
from pathlib import Path


def test_every_model_leaves_room_for_the_prompt() -> None:
    models = tomllib.loads(Path("xihe.toml").read_text())["models"]
    for name, model in models.items():
        assert model["max_output_tokens"] <= model["context_window"] // 2, name
"""


def harness_project(tmp_path: Path, fake: FakeProvider) -> Path:
    """A deployment whose harness is its xihe.toml; the planted bug reserves the whole
    window of `fast` for the answer, so every request overflows before it is sent."""
    source = tmp_path / "deploy"
    (source / "tests").mkdir(parents=True)
    (source / "xihe.toml").write_text(HARNESS_TOML.format(url=fake.url))
    (source / "tests" / "test_config.py").write_text(CONFIG_TESTS)
    git(source, "init", "-q", "-b", "main")
    git(source, "add", "-A")
    git(source, "commit", "-q", "-m", "deployment")
    return source


async def test_a_fixed_harness_config_no_longer_reproduces_on_replay(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    source = harness_project(tmp_path, fake_provider)
    extra: dict[str, Any] = {}
    if database.kind == "postgres":
        extra["context"] = {"snapshot_keys": SNAPSHOT_KEYS}
    settings = load_settings(
        source / "xihe.toml",
        database_url=database.url,
        database_schema=database.schema,
        home=str(tmp_path / "home"),
        evolution={
            "fix_route": "fixer",
            "fix_test_command": [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
        },
        **extra,
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="summarize the incident log"))
    assert result.status == "failed" and "over the context window" in (result.error or "")
    assert fake_provider.requests == []  # refused before it was sent

    # inspection with a model (scripted, over HTTP) classes the bucket a harness bug
    (bucket,) = await repo.buckets(rt.store, "default")
    answer = {
        "patterns": [
            {
                "name": "fast-reserves-the-whole-window",
                "bucket": bucket.fingerprint,
                "category": "harness_bug",
                "match": {"error_type": "ContextOverflow"},
                "reasoning": "max_output_tokens of fast equals its window: nothing fits",
            }
        ],
        "bugs": [
            {
                "title": "fast reserves its whole window for the answer",
                "bucket": bucket.fingerprint,
                "root_cause": "[models.fast].max_output_tokens = context_window",
                "suggested_fix": "reserve at most half the window",
                "severity": "high",
            }
        ],
        "summary": "one harness bug",
    }
    fake_provider.enqueue(Reply(text=json.dumps(answer)), model="fixer")
    inspector_settings = settings.model_copy(
        update={"evolution": settings.evolution.model_copy(update={"inspector_route": "fixer"})}
    )
    inspected = await Inspector(rt.store, inspector_settings, router=rt.router).run()
    assert inspected.to_dict()["mode"] != "offline"
    async with rt.store.connect() as conn:
        (bug,) = [
            p for p in await repo.load_patterns(conn, "default") if p.category == "harness_bug"
        ]
    assert bug.name == "fast-reserves-the-whole-window"

    def script(new: str) -> None:
        call = {"id": "f", "name": "repo.edit", "arguments": {}}
        edit = {"path": "xihe.toml", "old": "max_output_tokens = 4000", "new": new}
        fake_provider.enqueue(
            Reply(tool_calls=[call | {"name": "repo.read", "arguments": {"path": "xihe.toml"}}]),
            Reply(tool_calls=[call | {"arguments": edit}]),
            Reply(text="Reserve 1000 tokens for the answer of fast."),
            model="fixer",
        )

    script("max_output_tokens = 3999")
    wrong = await FixAgent(rt, repo_path=str(source), approver="alice").run("default", bug.id)
    assert wrong.status == "verify_failed"
    assert {c.name: c.ok for c in wrong.checks}["tests"] is False

    script("max_output_tokens = 1000")
    right = await FixAgent(rt, repo_path=str(source), approver="alice").run("default", bug.id)
    checks = {c.name: c for c in right.checks}
    assert checks["reproduces"].ok is True  # the trace shows the overflow on the current config
    assert checks["tests"].ok is True
    assert checks["fixed_by_replay"].ok is True, checks["fixed_by_replay"].detail
    assert right.status == "branch_pushed"  # no remote configured: a local branch
    assert "max_output_tokens = 1000" in git(source, "show", f"{right.branch}:xihe.toml")
    assert "max_output_tokens = 4000" in (source / "xihe.toml").read_text()

    # merged: the cited operations guard the fix; they must never reproduce again
    (case,) = await regress.add_fixed(rt.store, "default", bug.id)
    assert case.operation_id == right.cited[0] and case.expected == regress.FIXED
    patched_toml = tmp_path / "patched.toml"
    patched_toml.write_text(git(source, "show", f"{right.branch}:xihe.toml"))
    patched = load_settings(
        patched_toml,
        database_url=database.url,
        database_schema=database.schema,
        home=str(tmp_path / "home"),
        **extra,
    )
    for harness, ok in ((patched, True), (settings, False)):
        (result,) = await replay_operations(
            harness, rt.store, [case.operation_id], cipher=rt.tracer.cipher
        )
        assert regress.case_ok(case.expected, result.verdict.value) is ok, result.to_dict()


def test_fix_refuses_without_a_route_and_for_other_categories(database: Database) -> None:
    from typer.testing import CliRunner

    from xihe.cli.main import app

    runner = CliRunner()

    def cli(*args: str, **env: str) -> tuple[int, Any]:
        result = runner.invoke(app, [*args, "--output", "json"], env=database.env() | env)
        return result.exit_code, json.loads(result.stdout)

    code, _added = cli(
        "patterns", "add", "--name", "keys", "--category", "user_error", "--status", "401"
    )
    assert code == 0
    code, data = cli("fix", "keys")
    assert code == 2 and "no model route for the fix agent" in data["error"]["message"]
    assert "[evolution].fix_route" in data["error"]["hint"]
    code, data = cli("fix", "keys", XIHE_EVOLUTION__FIX_ROUTE="default")
    assert code == 2 and "only harness_bug patterns" in data["error"]["message"]
    code, shown = cli("patterns", "show", "keys")
    assert shown["fix_status"] == "unfixed" and shown["fix_run"] is None


ROUTER_LINE = "    return replace(request, max_output_tokens=min(wanted, config.max_output_tokens))"
ROUTER_FIX = (
    "    return replace(\n"
    "        request,\n"
    "        max_output_tokens=min(wanted, config.max_output_tokens, config.context_window // 2),\n"
    "    )"
)


async def test_a_fix_to_xihe_itself_is_replayed_on_the_patched_code(
    database: Database, tmp_path: Path, fake_provider: FakeProvider, runtime_factory: Any
) -> None:
    """The repository is Xihe (a clone of this checkout): the gate replays the cited
    operation in a subprocess with the clone's `src` first on the path."""
    checkout = Path(__file__).resolve().parents[2]
    source = tmp_path / "xihe-src"
    git(tmp_path, "clone", "-q", str(checkout), str(source))
    assert ROUTER_LINE in (source / "src" / "xihe" / "models" / "router.py").read_text()
    deploy = tmp_path / "deploy.toml"
    deploy.write_text(HARNESS_TOML.format(url=fake_provider.url))
    extra: dict[str, Any] = {}
    if database.kind == "postgres":
        extra["context"] = {"snapshot_keys": SNAPSHOT_KEYS}
    settings = load_settings(
        deploy,
        database_url=database.url,
        database_schema=database.schema,
        home=str(tmp_path / "home"),
        evolution={
            "fix_route": "fixer",
            "fix_test_command": [
                "env",
                "PYTHONPATH=src",
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "tests/core/test_layers.py",
            ],
        },
        **extra,
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="summarize the incident log"))
    assert result.status == "failed"
    await Inspector(rt.store, rt.settings).run(tenant="default", offline=True)
    async with rt.store.connect() as conn:
        (bug,) = [
            p for p in await repo.load_patterns(conn, "default") if p.category == "harness_bug"
        ]
    call = {"id": "f", "name": "repo.edit", "arguments": {}}
    edit = {"path": "src/xihe/models/router.py", "old": ROUTER_LINE, "new": ROUTER_FIX}
    fake_provider.enqueue(
        Reply(tool_calls=[call | {"arguments": edit}]),
        Reply(text="The router caps the reserved output at half the window."),
        model="fixer",
    )
    report = await FixAgent(rt, repo_path=str(source), approver="alice").run("default", bug.id)
    checks = {c.name: c for c in report.checks}
    assert checks["reproduces"].ok is True
    assert checks["tests"].ok is True, checks["tests"].detail
    assert checks["fixed_by_replay"].ok is True, checks["fixed_by_replay"].detail
    assert report.status == "branch_pushed", report.to_dict()
    assert "context_window // 2" in git(
        source, "show", f"{report.branch}:src/xihe/models/router.py"
    )
    assert ROUTER_LINE in (checkout / "src" / "xihe" / "models" / "router.py").read_text()


# The replay check failed under CI load: the child printed a warning on stderr before its JSON,
# the two streams were read as one, and the parse started inside the document.
CHILD = (
    "import sys; sys.stderr.write('WARNING sqlalchemy.pool: connection not checked in\\n'); "
    'sys.stderr.flush(); print(\'[{"operation_id": "op-1", "verdict": "fixed"}]\')'
)


async def test_a_childs_warnings_on_stderr_do_not_hide_its_json_document(tmp_path: Path) -> None:
    code, out, err = await run_for_output([sys.executable, "-c", CHILD], tmp_path, 30)
    assert code == 0 and "WARNING" in err and "WARNING" not in out
    assert child_document(out, err) == [{"operation_id": "op-1", "verdict": "fixed"}]


def test_a_child_document_is_found_past_a_line_before_it_and_a_failure_keeps_its_words() -> None:
    assert child_document('note: cached\n{"cases": 3, "failed": 0}\n', "") == {
        "cases": 3,
        "failed": 0,
    }
    assert child_document("", "Traceback …\nKeyError: 'x'\n").endswith("KeyError: 'x'\n")
    assert child_document("", "") is None
