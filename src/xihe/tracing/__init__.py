"""Tracing: an operation per task, a step per model or tool call, each durable before the next."""
