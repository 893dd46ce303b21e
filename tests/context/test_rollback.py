"""`xihe session rollback`: the context returns to what a snapshot version saw, the history
stays whole, the rollback is itself a version (so it can be undone), and summaries, recall
and extracted anchors from hidden turns do not leak back in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REDIS_URL, Database, make_settings
from tests.context.test_cli import _env, xihe
from xihe.context.engine import ContextEngine
from xihe.context.records import NotFoundError
from xihe.core.messages import Message, ModelRequest
from xihe.store.db import open_store

WORDS = ["apricot", "blueberry", "cherry", "damson", "elderberry", "fig"]


async def _engine(
    database: Database, tmp_path: Path, redis_url: str | None = None, **context: object
) -> ContextEngine:
    settings = make_settings(database, tmp_path, context=context, redis_url=redis_url)
    store = await open_store(settings.database_url, schema=settings.database_schema)
    return ContextEngine(settings, store)


async def _turn(engine: ContextEngine, session: str, word: str) -> int:
    """One user/assistant turn about `word`, then a snapshot of what a model saw."""
    await engine.append(
        "t",
        session,
        [
            Message(role="user", content=f"tell me about {word}"),
            Message(role="assistant", content=f"{word} is a fruit"),
        ],
        summarize=False,
    )
    rendered = await engine.render("t", session, f"more on {word}")
    return await engine.snapshot(
        "t", session, ModelRequest(messages=rendered.messages), model="demo"
    )


async def _seen(engine: ContextEngine, session: str, query: str) -> set[str]:
    """Which turns' words the context for `query` holds (the query itself left out)."""
    rendered = await engine.render("t", session, query)
    assert query in rendered.messages[-1].content
    text = json.dumps([m.to_dict() for m in rendered.messages[:-1]])
    return {w for w in WORDS if w in text}


async def test_rollback_restores_context_and_is_undoable(
    database: Database, tmp_path: Path
) -> None:
    engine = await _engine(database, tmp_path)
    session = (await engine.open_session("t")).id
    versions = [await _turn(engine, session, w) for w in WORDS[:3]]
    assert versions == [1, 2, 3]
    assert await _seen(engine, session, "x") == {"apricot", "blueberry", "cherry"}

    done = await engine.rollback("t", session, 1, by="ops")
    assert done["restored_version"] == 1 and done["version"] == 4
    assert done["hidden_turns"] == [[2, 3]]
    # the recent window and recall (asked about a hidden turn's word) both skip turns 2-3
    assert await _seen(engine, session, "x") == {"apricot"}
    assert await _seen(engine, session, "cherry") == {"apricot"}
    # the history is untouched; the rollback is a version holding v1's request
    assert len(await engine.sessions.messages("t", session)) == 6
    assert await engine.snapshots.get("t", session, 4) == await engine.snapshots.get(
        "t", session, 1
    )
    meta = (await engine.snapshots.versions("t", session))[-1]
    assert meta.info["rollback"] == {"to_version": 1, "from_version": 3, "by": "ops"}

    assert await _turn(engine, session, WORDS[3]) == 5  # turn 4, after the rollback
    assert await _seen(engine, session, "x") == {"apricot", "damson"}

    # undo: back to v3 brings turns 2-3 back, and hides turn 4 that v3 never saw
    undone = await engine.rollback("t", session, 3)
    assert undone["hidden_turns"] == [[4, 4]]
    assert await _seen(engine, session, "x") == {"apricot", "blueberry", "cherry"}
    # back to the rollback version itself: its hidden turns, plus those after it
    again = await engine.rollback("t", session, 4)
    assert again["hidden_turns"] == [[2, 4]]
    assert await _seen(engine, session, "x") == {"apricot"}
    await engine.close()


async def test_summary_and_anchors_of_hidden_turns_stay_out(
    database: Database, tmp_path: Path
) -> None:
    engine = await _engine(database, tmp_path, recent_turns=1)
    session = (await engine.open_session("t")).id
    v1 = await _turn(engine, session, WORDS[0])
    await engine.append(
        "t",
        session,
        [Message(role="user", content="确认：不要动 blueberry 表结构。")],
        summarize=False,
    )
    for word in WORDS[2:4]:
        await _turn(engine, session, word)
    summary = await engine.summarize("t", session)
    assert summary is not None and "blueberry" in json.dumps(summary, ensure_ascii=False)
    assert any("blueberry" in a.text for a in await engine.sessions.anchors("t", session))

    await engine.rollback("t", session, v1)
    assert await _seen(engine, session, "x") == {"apricot"}  # no summary, no anchor of turn 2

    await _turn(engine, session, WORDS[4])
    await _turn(engine, session, WORDS[5])
    fresh = await engine.summarize("t", session)
    assert fresh is not None
    dumped = json.dumps(fresh, ensure_ascii=False)
    assert "blueberry" not in dumped and "cherry" not in dumped
    assert await _seen(engine, session, "x") == {"apricot", "elderberry", "fig"}
    await engine.close()


async def test_unknown_session_or_version(database: Database, tmp_path: Path) -> None:
    engine = await _engine(database, tmp_path)
    session = (await engine.open_session("t")).id
    with pytest.raises(NotFoundError, match=r"no snapshot version 1 .*no snapshots yet"):
        await engine.rollback("t", session, 1)
    await _turn(engine, session, WORDS[0])
    with pytest.raises(NotFoundError, match=r"no snapshot version 9 .*versions 1-1"):
        await engine.rollback("t", session, 9)
    with pytest.raises(NotFoundError, match="no session 'ses_nope'"):
        await engine.rollback("t", "ses_nope", 1)
    with pytest.raises(NotFoundError):  # another tenant's session is not found, not rolled back
        await engine.rollback("other", session, 1)
    await engine.close()


async def test_cli_rollback(database: Database, tmp_path: Path) -> None:
    engine = await _engine(database, tmp_path)
    session = (await engine.open_session("t")).id
    for word in WORDS[:2]:
        await _turn(engine, session, word)
    await engine.close()
    env = _env(database, tmp_path)

    done = xihe(
        ["session", "rollback", session, "1", "--tenant", "t", "--output", "json"], env, tmp_path
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (
        data["restored_version"] == 1 and data["version"] == 3 and data["hidden_turns"] == [[2, 2]]
    )

    text = xihe(["session", "rollback", session, "2", "--tenant", "t"], env, tmp_path)
    assert text.returncode == 0, text.stderr
    assert "rolled back to v2" in text.stdout and "hidden turns: none" in text.stdout

    for args, needle in (
        ([session, "7"], "no snapshot version 7"),
        (["ses_missing", "1"], "no session 'ses_missing'"),
    ):
        bad = xihe(["session", "rollback", *args, "--tenant", "t"], env, tmp_path)
        assert bad.returncode != 0
        err = bad.stderr.strip()
        assert needle in err and "Traceback" not in err and len(err.splitlines()) <= 2, err
    bad_json = xihe(
        ["session", "rollback", session, "7", "--tenant", "t", "--output", "json"], env, tmp_path
    )
    assert bad_json.returncode != 0 and "no snapshot version 7" in bad_json.stdout + bad_json.stderr
    not_int = xihe(["session", "rollback", session, "latest", "--tenant", "t"], env, tmp_path)
    assert not_int.returncode == 2 and "Traceback" not in not_int.stderr


async def test_a_cached_render_is_not_served_after_a_rollback(
    database: Database, tmp_path: Path
) -> None:
    engine = await _engine(database, tmp_path, redis_url=REDIS_URL)
    session = (await engine.open_session("t")).id
    for word in WORDS[:2]:
        await _turn(engine, session, word)
    assert await _seen(engine, session, "same question") == {"apricot", "blueberry"}
    assert "cache: hit" in (await engine.render("t", session, "same question")).notes
    await engine.rollback("t", session, 1)
    assert await _seen(engine, session, "same question") == {"apricot"}
    await engine.close()
