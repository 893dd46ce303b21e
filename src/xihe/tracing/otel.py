"""Optional OpenTelemetry export with the GenAI semantic-convention attribute names."""

from __future__ import annotations

import logging
from typing import Any

from xihe.core.settings import TracingConfig
from xihe.tracing.records import ModelStep, Operation, OperationEnd, ToolStep

log = logging.getLogger("xihe.tracing")


def _otel_missing(exc: ImportError) -> RuntimeError:
    return RuntimeError(
        f"OpenTelemetry export needs the otel extra ({exc.name} is missing): "
        "pip install 'xihe[otel]'"
    )


def tracer_provider(config: TracingConfig) -> Any:
    """Our own provider exporting over OTLP/HTTP in batches, or None when no exporter is
    configured (then a warning says spans would go nowhere: the global provider is a no-op)."""
    target = config.otlp_target()
    if target is None:
        log.warning(
            "[tracing] otel = true but no exporter is configured, so no span leaves the "
            "process; set [tracing] otlp_endpoint or OTEL_EXPORTER_OTLP_ENDPOINT"
        )
        return None
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise _otel_missing(exc) from exc
    provider = TracerProvider(resource=Resource.create({"service.name": config.otel_service_name}))
    exporter = OTLPSpanExporter(endpoint=target, headers=dict(config.otlp_headers) or None)
    provider.add_span_processor(BatchSpanProcessor(exporter))
    return provider


def _ns(op: Operation, step_started: Any) -> int:
    return int(step_started.timestamp() * 1_000_000_000)


class OtelExporter:
    """Mirrors each committed step as a span; the operation span closes at `finish`."""

    def __init__(self, tracer_provider: Any = None, service_name: str = "xihe") -> None:
        try:
            from opentelemetry import trace
        except ImportError as exc:  # pragma: no cover - depends on the install
            raise _otel_missing(exc) from exc
        self._trace = trace
        self.provider = tracer_provider
        provider = tracer_provider or trace.get_tracer_provider()
        self.tracer = provider.get_tracer(service_name)
        self._roots: dict[str, Any] = {}

    def shutdown(self) -> None:
        """Flush what is batched; called when the runtime closes, so a stop loses no span."""
        if self.provider is not None:
            self.provider.shutdown()

    def _root(self, op: Operation) -> Any:
        if op.id not in self._roots:
            span = self.tracer.start_span(
                "invoke_agent xihe",
                start_time=_ns(op, op.started_at),
                attributes={
                    "gen_ai.operation.name": "invoke_agent",
                    "gen_ai.agent.name": "xihe",
                    "gen_ai.conversation.id": op.id,
                    "xihe.tenant": op.tenant,
                },
            )
            self._roots[op.id] = span
        return self._roots[op.id]

    def model_step(self, op: Operation, seq: int, step: ModelStep) -> None:
        ctx = self._trace.set_span_in_context(self._root(op))
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": step.provider,
            "gen_ai.request.model": step.model,
            "xihe.step.seq": seq,
        }
        if step.request.max_output_tokens:
            attributes["gen_ai.request.max_tokens"] = step.request.max_output_tokens
        if step.response is not None:
            usage = step.response.usage
            attributes |= {
                "gen_ai.response.model": step.response.model,
                "gen_ai.response.finish_reasons": [step.response.finish_reason],
                "gen_ai.usage.input_tokens": usage.input_tokens,
                "gen_ai.usage.output_tokens": usage.output_tokens,
                "gen_ai.usage.cache_read.input_tokens": usage.cached_tokens,
                "gen_ai.usage.reasoning.output_tokens": usage.reasoning_tokens,
            }
        if step.failure is not None:
            attributes["error.type"] = step.failure.error_type
        start = _ns(op, step.started_at)
        span = self.tracer.start_span(
            f"chat {step.model}", context=ctx, start_time=start, attributes=attributes
        )
        self._close(span, start, step.duration_ms, step.failure is not None)

    def tool_step(self, op: Operation, seq: int, step: ToolStep) -> None:
        ctx = self._trace.set_span_in_context(self._root(op))
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": step.tool,
            "gen_ai.tool.call.id": step.call_id,
            "gen_ai.tool.type": "function",
            "xihe.step.seq": seq,
        }
        if step.failure is not None:
            attributes["error.type"] = step.failure.error_type
        start = _ns(op, step.started_at)
        span = self.tracer.start_span(
            f"execute_tool {step.tool}", context=ctx, start_time=start, attributes=attributes
        )
        self._close(span, start, step.duration_ms, step.status != "ok")

    def finish(self, op: Operation, end: OperationEnd, duration_ms: float) -> None:
        root = self._roots.pop(op.id, None) or self._root(op)
        self._roots.pop(op.id, None)
        root.set_attribute("xihe.status", end.status)
        if end.error:
            root.set_status(self._trace.Status(self._trace.StatusCode.ERROR, end.error[:200]))
        root.end(end_time=_ns(op, op.started_at) + int(duration_ms * 1_000_000))

    def _close(self, span: Any, start: int, duration_ms: float, failed: bool) -> None:
        if failed:
            span.set_status(self._trace.Status(self._trace.StatusCode.ERROR))
        span.end(end_time=start + int(duration_ms * 1_000_000))
