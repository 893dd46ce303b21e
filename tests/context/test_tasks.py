"""Tasks follow A2A: a session holds many tasks, a terminal task never restarts, a follow-up
is a new task in the same session, and a follow-up that names no target inherits the latest
one by input order (not completion order); a target in the current message wins."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.conftest import Database, make_settings
from xihe.context.records import TERMINAL, TaskState, TaskStateError
from xihe.context.sessions import SessionStore
from xihe.core.clock import SystemClock
from xihe.core.ids import RandomIds
from xihe.store.db import open_store

PR_A = "https://git.example.test/acme/shop/pull/101"
PR_B = "https://git.example.test/acme/shop/pull/202"


@pytest.fixture
async def sessions(database: Database, tmp_path: Path) -> AsyncIterator[SessionStore]:
    settings = make_settings(database, tmp_path)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    yield SessionStore(store, clock=SystemClock(), ids=RandomIds())
    await store.close()


def test_the_eight_a2a_states_and_which_are_terminal() -> None:
    assert {s.value for s in TaskState} == {
        "submitted",
        "working",
        "input-required",
        "auth-required",
        "completed",
        "canceled",
        "failed",
        "rejected",
    }
    assert {s.value for s in TERMINAL} == {"completed", "canceled", "failed", "rejected"}


async def test_states_move_until_terminal_and_never_restart(sessions: SessionStore) -> None:
    session = (await sessions.create("acme")).id
    task = await sessions.create_task("acme", session, f"请评审 {PR_A}")
    assert task.state is TaskState.SUBMITTED
    for state in (
        TaskState.WORKING,
        TaskState.INPUT_REQUIRED,
        TaskState.WORKING,
        TaskState.AUTH_REQUIRED,
        TaskState.WORKING,
        TaskState.COMPLETED,
    ):
        assert (await sessions.set_state("acme", task.id, state)).state is state
    for state in (TaskState.WORKING, TaskState.SUBMITTED, TaskState.FAILED):
        with pytest.raises(TaskStateError, match="cannot become"):
            await sessions.set_state("acme", task.id, state)
    assert (await sessions.task("acme", task.id)).state is TaskState.COMPLETED

    follow = await sessions.create_task("acme", session, "再看看测试覆盖率")
    assert follow.id != task.id
    assert follow.session_id == session
    assert follow.state is TaskState.SUBMITTED
    assert follow.input_seq == task.input_seq + 1
    assert [t.id for t in await sessions.tasks("acme", session)] == [task.id, follow.id]


@pytest.mark.parametrize("terminal", sorted(TERMINAL, key=str))
async def test_every_terminal_state_is_final(sessions: SessionStore, terminal: TaskState) -> None:
    session = (await sessions.create("acme")).id
    task = await sessions.create_task("acme", session, "检查 deployment/api")
    await sessions.set_state("acme", task.id, TaskState.WORKING)
    await sessions.set_state("acme", task.id, terminal)
    with pytest.raises(TaskStateError):
        await sessions.set_state("acme", task.id, TaskState.WORKING)


async def test_follow_up_inherits_by_input_order_not_completion_order(
    sessions: SessionStore,
) -> None:
    session = (await sessions.create("acme", user="alice")).id
    a = await sessions.create_task("acme", session, f"请评审 {PR_A}", user="alice")
    b = await sessions.create_task("acme", session, f"还有这个 {PR_B}", user="alice")
    assert (a.target, b.target) == (PR_A, PR_B)
    await sessions.set_state("acme", a.id, TaskState.WORKING)
    await sessions.set_state("acme", b.id, TaskState.WORKING)
    await sessions.set_state("acme", b.id, TaskState.COMPLETED)
    await sessions.set_state("acme", a.id, TaskState.COMPLETED)  # A finishes last

    follow = await sessions.create_task("acme", session, "它的测试够吗？", user="alice")
    assert (follow.target_kind, follow.target, follow.target_inherited) == ("pr", PR_B, True)

    named = await sessions.create_task("acme", session, f"回到 {PR_A} 看一下", user="alice")
    assert (named.target, named.target_inherited) == (PR_A, False)
    again = await sessions.create_task("acme", session, "那就合并吧", user="alice")
    assert (again.target, again.target_inherited) == (PR_A, True)

    # another user in the same session does not inherit alice's target
    other = await sessions.create_task("acme", session, "它的测试够吗？", user="bob")
    assert (other.target, other.target_inherited) == (None, False)
    # nor does the same user in another session
    elsewhere = (await sessions.create("acme", user="alice")).id
    fresh = await sessions.create_task("acme", elsewhere, "它的测试够吗？", user="alice")
    assert fresh.target is None
