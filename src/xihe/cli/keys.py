"""`xihe keys create|list|revoke`: API keys bound to a tenant, a user and a role. A key is
shown once, at creation; only its hash is stored."""

from __future__ import annotations

import typer

from xihe.agent.runtime import Runtime
from xihe.cli.common import run_async
from xihe.cli.output import OUTPUT_OPTION, OutputFormat, emit_json, err, new_app, out

app = new_app("Create, list and revoke gateway API keys.")


@app.command("create")
def create(
    ctx: typer.Context,
    tenant: str = typer.Option(..., help="Tenant the key acts for"),
    user: str = typer.Option(..., help="End user the key acts for"),
    role: str = typer.Option("developer", help="admin, developer or readonly"),
    label: str = typer.Option("", help="A note to recognise the key by"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Create a key and print it once."""
    from xihe.gateway.auth import KeyStore

    async def body(runtime: Runtime) -> dict[str, str]:
        created = await KeyStore(runtime.store, clock=runtime.clock, ids=runtime.ids).create(
            tenant=tenant, user=user, role=role, label=label
        )
        return dict(created.__dict__)

    created = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(created)
        return
    out.print(created["key"], markup=False)
    err.print(
        f"{created['id']} · tenant {tenant} · user {user} · role {role} · shown once: store it now",
        style="dim",
    )


@app.command("list")
def list_keys(
    ctx: typer.Context,
    tenant: str | None = typer.Option(None, help="Only this tenant"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """List keys (never their values)."""
    from xihe.gateway.auth import KeyStore

    async def body(runtime: Runtime) -> list[dict[str, object]]:
        return await KeyStore(runtime.store).list(tenant=tenant)

    rows = run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json(rows)
        return
    for row in rows:
        state = "revoked" if row["revoked_at"] else "active"
        out.print(
            f"{row['id']}  {row['prefix']}…  {row['tenant']}/{row['user_id']}  "
            f"{row['role']}  {state}",
            markup=False,
        )


@app.command("revoke")
def revoke(
    ctx: typer.Context,
    key_id: str = typer.Argument(..., help="The key id (from `xihe keys list`)"),
    output: OutputFormat = OUTPUT_OPTION,
) -> None:
    """Revoke a key; replicas stop accepting it within [gateway].key_cache_seconds."""
    from xihe.gateway.auth import KeyStore

    async def body(runtime: Runtime) -> None:
        await KeyStore(runtime.store).revoke(key_id)

    run_async(ctx, output, body)
    if output == OutputFormat.json:
        emit_json({"id": key_id, "revoked": True})
    else:
        err.print(f"revoked {key_id}")
