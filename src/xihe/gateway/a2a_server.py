"""A2A through the official `a2a-sdk`: an agent card, JSON-RPC SendMessage (and streaming),
GetTask and CancelTask. Tasks live in the database, owned by tenant and user. A context is
a gateway session: a follow-up in the same `contextId` is a new task that sees the
session's earlier turns; a `contextId` the caller does not own is not found. A tool waiting
for approval leaves the task `input-required` with the approval id. A task is published as
working before the loop starts, so a cancel can always reach it."""

from __future__ import annotations

import asyncio
import warnings
from typing import Any

from a2a.auth.user import User
from a2a.helpers.proto_helpers import get_message_text, new_task, new_text_part
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.agent_execution.simple_request_context_builder import (
    SimpleRequestContextBuilder,
)
from a2a.server.context import ServerCallContext
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandler
from a2a.server.routes import (
    DefaultServerCallContextBuilder,
    create_agent_card_routes,
    create_jsonrpc_routes,
)
from a2a.server.tasks import DatabaseTaskStore, TaskUpdater
from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentInterface,
    AgentSkill,
    HTTPAuthSecurityScheme,
    OpenIdConnectSecurityScheme,
    SecurityRequirement,
    SecurityScheme,
    SendMessageRequest,
    StringList,
    TaskState,
)
from a2a.utils.errors import TaskNotFoundError
from starlette.requests import Request
from starlette.routing import BaseRoute

from xihe.agent.loop import Task
from xihe.agents.catalog import agent_skills
from xihe.context.records import TaskState as EngineState
from xihe.core.events import RunResult
from xihe.core.settings import OidcConfig
from xihe.gateway.a2a_store import ScrubbedTaskStore, scrubbed
from xihe.gateway.auth import Principal
from xihe.gateway.services import Services
from xihe.tracing.queries import resumed_run

A2A_PATH = "/a2a"


class PrincipalUser(User):
    """The gateway's caller as A2A sees it; `user_name` scopes task ownership."""

    def __init__(self, principal: Principal) -> None:
        self.principal = principal

    @property
    def is_authenticated(self) -> bool:
        return True

    @property
    def user_name(self) -> str:
        return f"{self.principal.tenant}/{self.principal.user}"


class PrincipalContextBuilder(DefaultServerCallContextBuilder):
    def build_user(self, request: Request) -> User:
        principal = request.scope.get("state", {}).get("principal")
        if not isinstance(principal, Principal):
            raise PermissionError("no authenticated caller on this A2A request")
        return PrincipalUser(principal)


def _principal(context: ServerCallContext) -> Principal:
    user = context.user
    assert isinstance(user, PrincipalUser)
    return user.principal


class ContextOwnerBuilder(SimpleRequestContextBuilder):
    """Refuses a client-chosen `contextId` this caller does not own before anything runs or
    is stored: the same "not found" whether it is another tenant's or nobody's."""

    def __init__(self, services: Services, task_store: Any) -> None:
        super().__init__(task_store=task_store)
        self.services = services

    async def build(
        self,
        context: ServerCallContext,
        params: SendMessageRequest | None = None,
        task_id: str | None = None,
        context_id: str | None = None,
        task: Any = None,
    ) -> RequestContext:
        if context_id and task is None:
            principal = _principal(context)
            if await self.services.sessions.a2a_session(principal, context_id) is None:
                raise TaskNotFoundError(
                    message=f"context '{context_id}' not found for this caller; "
                    "omit contextId to start a new conversation"
                )
        return await super().build(context, params, task_id, context_id, task)


class XiheAgentExecutor(AgentExecutor):
    """Runs the one agent loop for each A2A task. A run paused for approval leaves its task
    `input-required` with the approval id; a message to that task after the decision
    answers with the resumed run's result."""

    def __init__(self, services: Services) -> None:
        self.services = services

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        try:
            await self._execute(context, event_queue)
        except Exception as exc:
            raise scrubbed(exc, "the A2A agent") from None

    async def _execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        principal = _principal(context.call_context)
        task_id, context_id = context.task_id or "", context.context_id or ""
        message = context.message
        current = context.current_task
        updater = TaskUpdater(event_queue, task_id, context_id)
        if current is not None and current.status.state == TaskState.TASK_STATE_INPUT_REQUIRED:
            await self._collect(principal, current, updater)
            return
        if current is None:
            await event_queue.enqueue_event(
                new_task(
                    task_id,
                    context_id,
                    TaskState.TASK_STATE_SUBMITTED,
                    history=[message] if message is not None else [],
                )
            )
        sessions = self.services.sessions
        session_id = await sessions.a2a_session(principal, context_id)
        if session_id is None:
            session_id = await sessions.open_a2a(principal, context_id)
        await updater.start_work()
        prompt = get_message_text(message) if message is not None else ""
        task = Task(
            prompt=prompt,
            tools=await self.services.tools.chat_selection(principal),
            tenant=principal.tenant,
            user=principal.user,
            role=principal.role,
            session_id=session_id,
            kind="a2a",
        )
        record = await self._engine_task(principal, session_id, prompt)
        try:
            result = await self.services.loop.run(task)
        except asyncio.CancelledError:
            await self._engine_state(principal, record, "canceled")
            raise
        await self.services.limiter.charge_tokens(principal, result.usage.total)
        if result.status == "input-required":
            await self._engine_state(principal, record, "input-required")
            waiting = {
                "approval_id": result.approval_id or "",
                "task_id": result.task_id or "",
                "engine_task": record.id if record is not None else "",
            }
            text = (
                f"waiting for approval {result.approval_id}: approve it with `xihe approvals "
                f"approve {result.approval_id}` or POST /api/approvals/{result.approval_id}"
                "/approve, then send a message to this task for the result"
            )
            await updater.requires_input(
                updater.new_agent_message([new_text_part(text)], metadata=waiting)
            )
            return
        await self._finish(principal, updater, record, result.status, result.answer, result)

    async def _collect(self, principal: Principal, current: Any, updater: TaskUpdater) -> None:
        """A message to a task waiting for approval: the resumed run's answer when it has
        finished, else the same wait again (the approval is still undecided)."""
        meta = current.status.message.metadata
        paused = str(meta["task_id"]) if "task_id" in meta else ""
        engine_task = str(meta["engine_task"]) if "engine_task" in meta else ""
        run = await resumed_run(
            self.services.runtime.store, tenant=principal.tenant, task_id=paused
        )
        if run is None or run["status"] == "input-required":
            await updater.requires_input(current.status.message)
            return
        record = None
        if engine_task:
            record = await self.services.sessions.engine.sessions.task(
                principal.tenant, engine_task
            )
        await self._finish(principal, updater, record, run["status"], run["answer"] or "", None)

    async def _finish(
        self,
        principal: Principal,
        updater: TaskUpdater,
        record: Any,
        status: str,
        answer: str,
        result: RunResult | None,
    ) -> None:
        if status != "completed":
            await self._engine_state(principal, record, "failed")
            cause = result.cause if result is not None else None
            reason = cause.public if cause is not None else "the run failed"
            await updater.failed(updater.new_agent_message([new_text_part(reason)]))
            return
        await self._engine_state(principal, record, "completed")
        await updater.add_artifact([new_text_part(answer)], name="answer")
        await updater.complete(updater.new_agent_message([new_text_part(answer)]))

    async def _engine_task(self, principal: Principal, session_id: str, prompt: str) -> Any:
        """The context engine's task for this input: it inherits the session's latest target
        when the input names none, and moves through A2A states beside the SDK's task."""
        record = await self.services.sessions.engine.sessions.create_task(
            principal.tenant, session_id, prompt, user=principal.user
        )
        await self._engine_state(principal, record, "working")
        return record

    async def _engine_state(self, principal: Principal, record: Any, state: str) -> None:
        if record is None:
            return
        await self.services.sessions.engine.sessions.set_state(
            principal.tenant, record.id, EngineState(state)
        )

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        updater = TaskUpdater(event_queue, context.task_id or "", context.context_id or "")
        await updater.cancel()


def security(oidc: OidcConfig | None) -> dict[str, Any]:
    """How a client authenticates, declared on the card: a bearer token (a Xihe API key, or
    an OIDC JWT when an issuer is configured), either one sufficing."""
    schemes = {
        "bearer": SecurityScheme(
            http_auth_security_scheme=HTTPAuthSecurityScheme(
                scheme="bearer",
                bearer_format="Xihe API key (xk_...)",
                description="Authorization: Bearer <key>; keys come from `xihe keys create`",
            )
        )
    }
    if oidc is not None and oidc.issuer:
        discovery = oidc.issuer.rstrip("/") + "/.well-known/openid-configuration"
        schemes["oidc"] = SecurityScheme(
            open_id_connect_security_scheme=OpenIdConnectSecurityScheme(
                open_id_connect_url=discovery,
                description="Authorization: Bearer <JWT> from this issuer",
            )
        )
    return {
        "security_schemes": schemes,
        "security_requirements": [
            SecurityRequirement(schemes={name: StringList()}) for name in schemes
        ],
    }


def agent_card(base_url: str, oidc: OidcConfig | None = None) -> AgentCard:
    return AgentCard(
        **security(oidc),
        name="Xihe",
        description="Xihe's agent loop behind the gateway: governed context, tools under policy.",
        version="1",
        supported_interfaces=[
            AgentInterface(
                url=base_url.rstrip("/") + A2A_PATH,
                protocol_binding="JSONRPC",
                protocol_version="1.0",
            )
        ],
        capabilities=AgentCapabilities(streaming=True, push_notifications=False),
        default_input_modes=["text/plain"],
        default_output_modes=["text/plain"],
        skills=[
            AgentSkill(
                id="chat",
                name="Ask Xihe",
                description="Answer a question with the tools your tenant may use.",
                tags=["chat"],
            ),
            *[AgentSkill(**skill) for skill in agent_skills()],
        ],
    )


def build_a2a(services: Services, base_url: str) -> tuple[list[BaseRoute], DatabaseTaskStore]:
    with warnings.catch_warnings():
        # The SDK builds a model class per custom table name; the name clash it warns
        # about is its own and harmless.
        warnings.filterwarnings("ignore", message="This declarative base already contains")
        store = ScrubbedTaskStore(
            engine=services.runtime.store.engine, create_table=True, table_name="a2a_tasks"
        )
    handler = DefaultRequestHandler(
        agent_executor=XiheAgentExecutor(services),
        task_store=store,
        agent_card=agent_card(base_url, services.settings.gateway.oidc),
        request_context_builder=ContextOwnerBuilder(services, store),
    )
    routes: list[Any] = [
        *create_agent_card_routes(agent_card(base_url, services.settings.gateway.oidc)),
        *create_jsonrpc_routes(
            handler, rpc_url=A2A_PATH, context_builder=PrincipalContextBuilder()
        ),
    ]
    return routes, store


async def initialize(store: DatabaseTaskStore) -> None:
    init = getattr(store, "initialize", None)
    if init is not None:
        result = init()
        if asyncio.iscoroutine(result):
            await result
