"""The OpenAPI document matches the app, and schemathesis generating requests from all of
it (chat bodies included) against a live `xihe serve` finds no server error."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.conftest import Database, make_settings
from tests.gateway.echo_upstream import EchoUpstream
from tests.gateway.harness import create_keys, serve, write_config
from xihe.gateway.app import create_app

EXAMPLES = 10


def _document(tmp_path: Path) -> dict[str, Any]:
    database = Database("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'doc.db'}")
    app = create_app(make_settings(database, tmp_path))
    with TestClient(app) as client:  # runs the lifespan, which mounts chat, admin, MCP, A2A
        document: dict[str, Any] = client.get("/openapi.json").json()
    return document


def test_the_document_declares_400_and_a_schema_for_every_body(tmp_path: Path) -> None:
    doc = _document(tmp_path)
    operations = [
        (path, method, op) for path, item in doc["paths"].items() for method, op in item.items()
    ]
    listed = {(p, m) for p, m, _ in operations}
    assert {("/v1/chat/completions", "post"), ("/mcp", "post"), ("/a2a", "post")} <= listed
    for path, method, op in operations:
        responses = op["responses"]
        assert "422" not in responses, (path, method)
        if op.get("parameters") or op.get("requestBody"):
            assert "400" in responses, (path, method)
        if "requestBody" in op:
            assert "413" in responses, (path, method)
            schema = op["requestBody"]["content"]["application/json"]["schema"]
            described = "#/components/schemas/" in json.dumps(schema) or schema.get("properties")
            assert described, (path, method)
    chat = doc["components"]["schemas"]["ChatCompletionRequest"]
    assert chat["additionalProperties"] is True  # every other OpenAI field is accepted
    assert chat["properties"]["model"]["enum"] == ["default", "demo"]
    assert {"model", "messages"} <= set(chat["required"])
    assert "ClientTool" in doc["components"]["schemas"]
    assert "HTTPValidationError" not in doc["components"]["schemas"]


@pytest.mark.timeout(1200)  # a few minutes on an idle machine, far more on a loaded one
def test_schemathesis_over_the_whole_document_finds_no_server_error(
    pg: Database, tmp_path: Path
) -> None:
    schemathesis = str(Path(sys.executable).with_name("schemathesis"))
    with EchoUpstream() as upstream:
        config = write_config(tmp_path / "xihe.toml", upstream.url)
        (admin,) = create_keys(pg, [("fuzz", "root", "admin")])
        with serve(config, pg, tmp_path) as gw:
            auth = {"Authorization": f"Bearer {admin}"}
            warm = {"model": "default", "messages": [{"role": "user", "content": "warm up"}]}
            first = httpx.post(
                f"{gw.url}/v1/chat/completions", json=warm, headers=auth, timeout=120
            )
            assert first.status_code == 200
            paths = httpx.get(f"{gw.url}/openapi.json").json()["paths"]
            operations = sum(len(item) for item in paths.values())
            run = subprocess.run(
                [
                    schemathesis,
                    "run",
                    f"{gw.url}/openapi.json",
                    "--checks",
                    "not_a_server_error",
                    "--max-examples",
                    str(EXAMPLES),
                    "--seed",
                    "20261201",
                    "--header",
                    f"Authorization: Bearer {admin}",
                    "--request-timeout",
                    "60",
                    "--generation-database",
                    "none",
                    "--generation-allow-x00",  # NUL is refused at the edge (test_edge.py);
                    "false",  # without it more bodies get past the edge to the handlers
                    "--no-color",
                ],
                capture_output=True,
                text=True,
                timeout=900,
                cwd=tmp_path,
            )
            assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
        logs = gw.logs()
    served = [int(s) for s in re.findall(r'"msg": "POST /v1/chat/completions (\d{3})"', logs)]
    assert served.count(200) > 1, "no generated chat body reached the model"
    assert not [s for s in served if s >= 500]
    assert f"Tested: {operations}" in run.stdout, run.stdout[-3000:]
