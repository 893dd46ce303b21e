"""The wire shape of an OpenAI chat-completions body: checked before either chat path
runs (a malformed tool is a 400 naming the field, not a crash later) and published in the
OpenAPI document so fuzzers can generate bodies. Unknown fields are accepted and left for
the handler: proxy mode forwards every field unchanged."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from xihe.gateway.errors import GatewayError, invalid_request


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class FunctionDefinition(_Open):
    name: str = Field(min_length=1)
    description: str | None = None
    parameters: dict[str, Any] | None = None
    strict: bool | None = None


class ClientTool(_Open):
    """A tool the client runs itself; types other than `function` pass through unchecked."""

    type: str = "function"
    function: FunctionDefinition | None = Field(None, validate_default=True)

    @field_validator("function")
    @classmethod
    def _function_given(
        cls, value: FunctionDefinition | None, info: ValidationInfo
    ) -> FunctionDefinition | None:
        if value is None and info.data.get("type", "function") == "function":
            raise ValueError("a tool of type 'function' needs a 'function' object with a name")
        return value


class ChatMessage(_Open):
    role: str
    content: str | list[dict[str, Any]] | None = None


class StreamOptions(_Open):
    include_usage: bool | None = None


class ChatCompletionRequest(_Open):
    """OpenAI's Chat Completions request; Xihe reads these fields and keeps the rest."""

    model: str
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool | None = None
    stream_options: StreamOptions | None = None
    max_tokens: int | None = None
    temperature: float | None = None
    tools: list[ClientTool] | None = None


CHAT_BODY_DOC: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {"schema": {"$ref": "#/components/schemas/ChatCompletionRequest"}}
        },
    }
}
"""`openapi_extra` for the chat route; the app adds the referenced schemas (`component_schemas`)."""


class ErrorDetail(BaseModel):
    message: str
    type: str
    code: str | None = None
    param: str | None = None


class ErrorResponse(BaseModel):
    """Every refusal, in OpenAI's error format."""

    error: ErrorDetail


DOCUMENTED: tuple[type[BaseModel], ...] = (ChatCompletionRequest, ErrorResponse)


ROLES = ("system", "developer", "user", "assistant", "tool")
MCP_METHODS = ("initialize", "ping", "tools/list", "tools/call")
A2A_METHODS = ("SendMessage", "GetTask", "CancelTask", "ListTasks")


class JsonRpcRequest(BaseModel):
    """A JSON-RPC 2.0 request, the envelope of MCP and A2A calls."""

    model_config = ConfigDict(extra="forbid")
    jsonrpc: str = Field(json_schema_extra={"const": "2.0"})
    id: int | str
    method: str
    params: dict[str, Any] | None = None


def _rpc_operation(summary: str, methods: tuple[str, ...], header: dict[str, Any]) -> Any:
    envelope = JsonRpcRequest.model_json_schema()
    envelope["properties"]["method"]["enum"] = list(methods)
    return {
        "summary": summary,
        "tags": ["protocols"],
        "parameters": [header],
        "requestBody": {"required": True, "content": {"application/json": {"schema": envelope}}},
        "responses": {"200": {"description": "A JSON-RPC result or error"}},
    }


def protocol_paths() -> dict[str, Any]:
    """`/mcp` and `/a2a` are SDK apps, not FastAPI routes: described here so the document
    (and a fuzzer reading it) covers them too."""
    accept = {
        "name": "accept",
        "in": "header",
        "required": True,
        "schema": {"type": "string", "enum": ["application/json, text/event-stream"]},
    }
    version = {
        "name": "a2a-version",
        "in": "header",
        "required": True,
        "schema": {"type": "string", "enum": ["1.0"]},
    }
    return {
        "/mcp": {"post": _rpc_operation("MCP (Streamable HTTP, stateless)", MCP_METHODS, accept)},
        "/a2a": {"post": _rpc_operation("A2A (JSON-RPC)", A2A_METHODS, version)},
    }


def component_schemas(models: list[str]) -> dict[str, Any]:
    """JSON Schemas of the bodies routes reference through `openapi_extra`; `model` lists
    the configured routes and models, the only names the app accepts."""
    out: dict[str, Any] = {}
    for model in DOCUMENTED:
        schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
        out.update(schema.pop("$defs", {}))
        out[model.__name__] = schema
    if models:
        out["ChatCompletionRequest"]["properties"]["model"]["enum"] = models
    out["ChatMessage"]["properties"]["role"]["enum"] = list(ROLES)
    return out


async def chat_body(request: Request) -> None:
    """A route dependency: the body parses and has OpenAI's shape, whatever its content type
    (clients such as curl send JSON without saying so)."""
    try:
        raw = await request.json()
    except ValueError:
        raise GatewayError(400, "the body is not valid JSON", code="invalid_json") from None
    try:
        ChatCompletionRequest.model_validate(raw)
    except ValidationError as exc:
        raise invalid_request(exc.errors()) from None
