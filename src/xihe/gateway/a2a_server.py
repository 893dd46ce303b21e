"""A2A through the official `a2a-sdk`: an agent card, JSON-RPC SendMessage (and streaming),
GetTask and CancelTask. Tasks live in the database, owned by tenant and user. A context is
a gateway session: a follow-up in the same `contextId` is a new task that sees the
session's earlier turns. A task is published as working before the loop starts, so a
cancel can always reach it."""

from __future__ import annotations

import asyncio
import warnings
from typing import Any

from a2a.auth.user import User
from a2a.helpers.proto_helpers import get_message_text, new_task, new_text_part
from a2a.server.agent_execution import AgentExecutor, RequestContext
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
    TaskState,
)
from starlette.requests import Request
from starlette.routing import BaseRoute

from xihe.agent.loop import Task
from xihe.agents.catalog import agent_skills
from xihe.gateway.a2a_store import ScrubbedTaskStore, scrubbed
from xihe.gateway.auth import Principal
from xihe.gateway.services import Services

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


class XiheAgentExecutor(AgentExecutor):
    """Runs the one agent loop for each A2A task."""

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
        if context.current_task is None:
            await event_queue.enqueue_event(
                new_task(
                    task_id,
                    context_id,
                    TaskState.TASK_STATE_SUBMITTED,
                    history=[message] if message is not None else [],
                )
            )
        updater = TaskUpdater(event_queue, task_id, context_id)
        sessions = self.services.sessions
        session_id, created = await sessions.open(principal, context_id, kind="a2a")
        await updater.start_work()
        prompt = get_message_text(message) if message is not None else ""
        history = [] if created else await sessions.history(principal.tenant, session_id)
        task = Task(
            prompt=prompt,
            history=tuple(history),
            tools=self.services.tools.chat_selection(principal),
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
        if result.status != "completed":
            await self._engine_state(principal, record, "failed")
            await updater.failed(
                updater.new_agent_message([new_text_part(result.error or "the run failed")])
            )
            return
        await self._engine_state(principal, record, "completed")
        await sessions.append(
            principal.tenant,
            session_id,
            [("user", prompt), ("assistant", result.answer)],
            result.operation_id,
        )
        await updater.add_artifact([new_text_part(result.answer)], name="answer")
        await updater.complete(updater.new_agent_message([new_text_part(result.answer)]))

    async def _engine_task(self, principal: Principal, session_id: str, prompt: str) -> Any:
        """The context engine's task for this input: it inherits the session's latest target
        when the input names none, and moves through A2A states beside the SDK's task."""
        engine = self.services.sessions.engine
        if engine is None:
            return None
        record = await engine.sessions.create_task(
            principal.tenant, session_id, prompt, user=principal.user
        )
        await self._engine_state(principal, record, "working")
        return record

    async def _engine_state(self, principal: Principal, record: Any, state: str) -> None:
        engine = self.services.sessions.engine
        if engine is None or record is None:
            return
        from xihe.context.records import TaskState as EngineState

        await engine.sessions.set_state(principal.tenant, record.id, EngineState(state))

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        updater = TaskUpdater(event_queue, context.task_id or "", context.context_id or "")
        await updater.cancel()


def agent_card(base_url: str) -> AgentCard:
    return AgentCard(
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
        agent_card=agent_card(base_url),
    )
    routes: list[Any] = [
        *create_agent_card_routes(agent_card(base_url)),
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
