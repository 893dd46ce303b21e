"""`xihe session import|show|snapshots|diff|rollback|pin` and `xihe context show`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, fail, new_app, out
from xihe.context.engine import ContextEngine
from xihe.core.errors import ConfigError
from xihe.core.messages import Message

app = new_app("Sessions: history, anchors and snapshots.")
context_app = new_app("What a model would see.")
TENANT = typer.Option("default", "--tenant", help="Tenant the session belongs to")


def _engine(runtime: Runtime) -> ContextEngine:
    if runtime.context is None:
        raise ConfigError("the context engine is not available in this runtime")
    return runtime.context


LINE_FORMAT = (
    'one JSON object a line: {"role": "user", "content": "..."}; role is system, user, '
    "assistant or tool; content is a string or a list of parts (text parts are kept)"
)
ROLES = ("system", "user", "assistant", "tool")


def _content_text(content: Any) -> str:
    """A string, or OpenAI-style parts: text parts joined, other parts named, never a repr."""
    if content is None or isinstance(content, str):
        return content or ""
    if not isinstance(content, list):
        kind = type(content).__name__
        raise ValueError(f"content must be a string or a list of parts, not {kind}")
    texts: list[str] = []
    for index, part in enumerate(content):
        if isinstance(part, str):
            texts.append(part)
        elif isinstance(part, dict) and isinstance(part.get("text"), str):
            texts.append(part["text"])
        elif isinstance(part, dict):
            texts.append(f"[{part.get('type', 'part')} not imported]")
        else:
            raise ValueError(f"content part {index} is {type(part).__name__}, not an object")
    return "\n".join(texts)


def _turn(line: str) -> Message:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg} at column {exc.colno})") from exc
    if not isinstance(data, dict):
        raise ValueError(f"a JSON {type(data).__name__}, not an object")
    role = data.get("role")
    if role not in ROLES:
        raise ValueError(f"role is {role!r}; it must be one of {', '.join(ROLES)}")
    return Message(role=role, content=_content_text(data.get("content")))


def _read_jsonl(path: Path) -> list[Message]:
    """Every turn of a JSONL conversation; ConfigError naming the file and line otherwise."""
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        lineno = raw[: exc.start].count(b"\n") + 1
        raise ConfigError(
            f"{path}:{lineno} is not UTF-8 (byte {exc.start} cannot be decoded)",
            hint="convert it first, e.g. `iconv -f GBK -t UTF-8 FILE > FILE.utf8`",
        ) from exc
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror or exc}") from exc
    messages = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            messages.append(_turn(line))
        except ValueError as exc:
            raise ConfigError(f"{where} is not a turn: {exc}", hint=LINE_FORMAT) from exc
    if not messages:
        raise ConfigError(f"{path} holds no turns; nothing was imported", hint=LINE_FORMAT)
    return messages


@app.command("import")
def import_cmd(
    ctx: typer.Context,
    file: Path = typer.Argument(..., exists=True, dir_okay=False),
    tenant: str = TENANT,
    session: str | None = typer.Option(None, "--session", help="Append to this session"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Import a JSONL conversation; prints the session id.

    One JSON object a line: {"role": "user", "content": "..."}. Roles: system, user,
    assistant, tool. Content is a string or a list of OpenAI-style parts; text parts are
    kept, other parts (images, audio) are noted as not imported.
    """
    try:
        messages = _read_jsonl(file)
    except ConfigError as exc:
        fail(exc, output)

    async def body(runtime: Runtime) -> str:
        return await _engine(runtime).import_messages(tenant, messages, session_id=session)

    session_id = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json({"session_id": session_id, "tenant": tenant, "imported": len(messages)})
    else:
        out.print(session_id)


@app.command("show")
def show_cmd(
    ctx: typer.Context,
    session_id: str = typer.Argument(...),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """History, anchors, summary and tasks of one session."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        engine = _engine(runtime)
        info = await engine.sessions.get(tenant, session_id)
        history = await engine.sessions.messages(tenant, session_id)
        return {
            "tenant": tenant,
            "session_id": info.id,
            "turns": max((m.turn for m in history), default=0),
            "messages": [{"turn": m.turn, "seq": m.seq} | m.message.to_dict() for m in history],
            "anchors": [
                {"id": a.id, "kind": a.kind, "text": a.text, "source": a.source, "turn": a.turn}
                for a in await engine.sessions.anchors(tenant, session_id)
            ],
            "summary": await engine.sessions.summary(tenant, session_id),
            "tasks": [
                {
                    "id": t.id,
                    "state": t.state.value,
                    "target": t.target,
                    "inherited": t.target_inherited,
                }
                for t in await engine.sessions.tasks(tenant, session_id)
            ],
        }

    data = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    out.print(f"session {data['session_id']} · {data['turns']} turns", markup=False)
    for a in data["anchors"]:
        out.print(f"  anchor {a['id']} [{a['kind']}, {a['source']}] {a['text']}", markup=False)
    for m in data["messages"][-20:]:
        out.print(f"  [{m['turn']}] {m['role']}: {m['content'][:100]}", markup=False)


@app.command("snapshots")
def snapshots_cmd(
    ctx: typer.Context,
    session_id: str = typer.Argument(...),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Versions of what models saw in this session."""

    async def body(runtime: Runtime) -> list[dict[str, Any]]:
        return [m.to_dict() for m in await _engine(runtime).snapshots.versions(tenant, session_id)]

    rows = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(rows)
        return
    for r in rows:
        out.print(
            f"v{r['version']} turn {r['turn']} {r['model']} {r['input_tokens']} tokens "
            f"{r['kind']}{' (pruned)' if r['pruned'] else ''}",
            markup=False,
        )


@app.command("diff")
def diff_cmd(
    ctx: typer.Context,
    session_id: str = typer.Argument(...),
    v1: int = typer.Argument(...),
    v2: int = typer.Argument(...),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Unified diff between two snapshot versions."""

    async def body(runtime: Runtime) -> list[str]:
        return await _engine(runtime).snapshots.diff(tenant, session_id, v1, v2)

    lines = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json({"session_id": session_id, "v1": v1, "v2": v2, "diff": lines})
    else:
        for line in lines:
            out.print(line, markup=False)


@app.command("rollback")
def rollback_cmd(
    ctx: typer.Context,
    session_id: str = typer.Argument(..., metavar="SESSION"),
    version: int = typer.Argument(..., metavar="VERSION", help="A version from `snapshots`"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Restore the context a model saw at VERSION; later turns stay in the history, hidden.

    The rollback is recorded as a new snapshot version: roll back to the version before it
    to undo it.
    """

    async def body(runtime: Runtime) -> dict[str, Any]:
        return await _engine(runtime).rollback(tenant, session_id, version, by="cli")

    data = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    hidden = ", ".join(f"{a}-{b}" if a != b else str(a) for a, b in data["hidden_turns"])
    out.print(
        f"session {data['session_id']} rolled back to v{data['restored_version']} "
        f"(turn {data['turn']}); recorded as v{data['version']}; "
        f"hidden turns: {hidden or 'none'}",
        markup=False,
    )


@app.command("pin")
def pin_cmd(
    ctx: typer.Context,
    session_id: str = typer.Argument(...),
    text: str = typer.Argument(..., help="The constraint or key parameter to pin"),
    kind: str = typer.Option("constraint", help="constraint or parameter"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Pin an anchor: never summarized away, rendered first and restated last."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        a = await _engine(runtime).pin(tenant, session_id, text, kind=kind)
        return {"id": a.id, "kind": a.kind, "text": a.text, "source": a.source}

    data = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
    else:
        out.print(f"pinned anchor {data['id']}", markup=False)


@context_app.command("show")
def context_show_cmd(
    ctx: typer.Context,
    session: str = typer.Option(..., "--session"),
    text: str = typer.Option(..., "--input"),
    model: str | None = typer.Option(None, "--model"),
    budget: int | None = typer.Option(None, "--budget"),
    tenant: str = TENANT,
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """The rendered request exactly as it would be sent, with sections and what was dropped."""

    async def body(runtime: Runtime) -> dict[str, Any]:
        rendered = await _engine(runtime).render(tenant, session, text, model=model, budget=budget)
        return rendered.to_dict()

    data = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(data)
        return
    for s in data["sections"]:
        out.print(f"{s['name']:>17}: {s['tokens']} tokens ({s['items']})", markup=False)
    out.print(
        f"total {data['total_tokens']} / budget {data['budget']} ({data['tokenizer']}, "
        f"{'exact' if data['exact'] else 'estimate'})",
        markup=False,
    )
    for d in data["dropped"]:
        out.print(f"dropped: {d['what']} ({d['why']})", markup=False)
    for note in data["notes"]:
        out.print(f"note: {note}", markup=False)
