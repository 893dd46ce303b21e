"""OpenTelemetry export is real: spans reach an OTLP/HTTP receiver on loopback, decoded
from the protobuf wire format the collector speaks, with the GenAI attribute names."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from tests.conftest import Database, make_settings
from tests.fakes.provider import FakeProvider, Reply
from tests.tools.helpers import catalog
from xihe.agent.loop import Task


class OtlpReceiver:
    """What an OpenTelemetry collector's OTLP/HTTP traces endpoint does, minus the rest."""

    def __init__(self) -> None:
        self.spans: list[dict[str, Any]] = []
        self.resources: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.headers: list[dict[str, str]] = []
        self._server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> OtlpReceiver:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: Any) -> None:
                return

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                request = ExportTraceServiceRequest()
                request.ParseFromString(body)
                receiver.paths.append(self.path)
                receiver.headers.append({k.lower(): v for k, v in self.headers.items()})
                for rs in request.resource_spans:
                    receiver.resources.append(_attrs(rs.resource.attributes))
                    for ss in rs.scope_spans:
                        for span in ss.spans:
                            receiver.spans.append(
                                {
                                    "name": span.name,
                                    "trace_id": span.trace_id.hex(),
                                    "parent": span.parent_span_id.hex(),
                                    "id": span.span_id.hex(),
                                    "attributes": _attrs(span.attributes),
                                    "error": span.status.code == 2,
                                }
                            )
                self.send_response(200)
                self.send_header("content-type", "application/x-protobuf")
                self.send_header("content-length", "0")
                self.end_headers()

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: Any) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()


def _attrs(attributes: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kv in attributes:
        kind = kv.value.WhichOneof("value")
        value = getattr(kv.value, kind)
        if kind == "array_value":
            value = [getattr(v, v.WhichOneof("value")) for v in value.values]
        out[kv.key] = value
    return out


@pytest.fixture
def receiver() -> Iterator[OtlpReceiver]:
    with OtlpReceiver() as r:
        yield r


@pytest.fixture(autouse=True)
def _key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "k")


async def test_a_run_exports_genai_spans_over_otlp_http(
    database: Database,
    tmp_path: Path,
    fake_provider: FakeProvider,
    receiver: OtlpReceiver,
    runtime_factory: Any,
) -> None:
    (tmp_path / "notes.txt").write_text("the code is 4711\n")
    settings = make_settings(
        database,
        tmp_path,
        models=catalog(fake_provider),
        routes={"default": {"primary": "fast"}},
        tools={"files_root": str(tmp_path)},
        tracing={"otlp_endpoint": receiver.url, "otlp_headers": {"x-team": "infra"}},
    )
    fake_provider.enqueue(
        Reply(tool_calls=[{"id": "c1", "name": "files.read", "arguments": {"path": "notes.txt"}}]),
        Reply(text="4711", prompt_tokens=40, completion_tokens=3),
    )
    rt = await runtime_factory(settings)
    result = await rt.loop().run(Task(prompt="the code?", tools=("files.*",)))
    assert result.status == "completed"
    await rt.close()  # flushes the batch: a graceful stop loses no span

    assert set(receiver.paths) == {"/v1/traces"}
    assert receiver.headers[0]["x-team"] == "infra"
    assert receiver.resources[0]["service.name"] == "xihe"
    by_name = {s["name"]: s for s in receiver.spans}
    assert set(by_name) == {"invoke_agent xihe", "chat fast", "execute_tool files.read"}
    root = by_name["invoke_agent xihe"]
    assert root["attributes"]["gen_ai.operation.name"] == "invoke_agent"
    assert root["attributes"]["gen_ai.conversation.id"] == result.operation_id
    chats = [s for s in receiver.spans if s["name"] == "chat fast"]
    assert len(chats) == 2
    assert all(s["parent"] == root["id"] and s["trace_id"] == root["trace_id"] for s in chats)
    usage = sorted(s["attributes"]["gen_ai.usage.input_tokens"] for s in chats)
    assert usage == [11, 40]
    assert chats[0]["attributes"]["gen_ai.provider.name"] == "openai"
    tool = by_name["execute_tool files.read"]
    assert tool["attributes"]["gen_ai.tool.call.id"] == "c1" and not tool["error"]


async def test_otel_on_without_an_exporter_says_so(
    database: Database, tmp_path: Path, runtime_factory: Any, caplog: pytest.LogCaptureFixture
) -> None:
    settings = make_settings(database, tmp_path, tracing={"otel": True})
    with caplog.at_level(logging.WARNING, logger="xihe.tracing"):
        await runtime_factory(settings)
    assert any("OTEL_EXPORTER_OTLP_ENDPOINT" in r.getMessage() for r in caplog.records)


def test_standard_otel_variables_choose_the_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    from xihe.core.settings import TracingConfig

    assert TracingConfig().otlp_target() is None and not TracingConfig().exporting()
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://collector:4318/")
    assert TracingConfig().otlp_target() == "http://collector:4318/v1/traces"
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://other:4318/custom")
    assert TracingConfig().otlp_target() == "http://other:4318/custom"
    assert TracingConfig(otlp_endpoint="http://c:4318").otlp_target() == "http://c:4318/v1/traces"
