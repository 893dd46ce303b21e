"""Simulation parts: planned operations, scripted models on a simulated clock, planned tools.

Nothing is monkeypatched: each operation gets its own router (`operation_router`) whose
factory builds a scripted model wrapped to advance a simulated clock, the tools are ordinary
registered tools driven by a per-operation plan, and the tracer with its failure sink records
it all. The research intent is made slow and flaky on purpose, so behaviour health has a group
to flag; the other intents stay healthy apart from the injected errors. The driver that runs
them through the agent loop lives above this layer, in `xihe.cli.simulation`.
"""

from __future__ import annotations

import random
import uuid
from collections import deque
from collections.abc import AsyncGenerator, Callable
from contextlib import aclosing
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from xihe.core.clock import SystemClock
from xihe.core.errors import ErrorClass, ToolError
from xihe.core.messages import INVALID_ARGUMENTS, ModelRequest, ModelResponse
from xihe.core.settings import ModelConfig, RouteConfig, Settings
from xihe.models.base import StreamChunk, complete_via_stream
from xihe.models.breaker import MemoryState
from xihe.models.router import ModelRouter
from xihe.models.scripted import ScriptedModel
from xihe.tools.registry import ToolRegistry, tool

ERROR_KINDS: tuple[str, ...] = (
    "rate_limit_openai",
    "rate_limit_anthropic",
    "auth_401",
    "forbidden_403",
    "timeout",
    "server_500",
    "unavailable_503",
    "context_overflow",
    "tool_db_exception",
    "tool_fetch_upstream",
    "tool_code_schema",
    "tool_args_unparseable",
)

EXPECTED_CATEGORY: dict[str, str] = {
    "rate_limit_openai": "provider_error",
    "rate_limit_anthropic": "provider_error",
    "auth_401": "user_error",
    "forbidden_403": "user_error",
    "timeout": "provider_error",
    "server_500": "provider_error",
    "unavailable_503": "provider_error",
    "context_overflow": "harness_bug",
    "tool_db_exception": "harness_bug",
    "tool_fetch_upstream": "provider_error",
    "tool_code_schema": "harness_bug",
    "tool_args_unparseable": "harness_bug",
}

SIM_MODELS: dict[str, ModelConfig] = {
    "sim-openai": ModelConfig(provider="openai", model="gpt-4o-mini", api_key_env="SIM_OPENAI"),
    "sim-anthropic": ModelConfig(
        provider="anthropic", model="claude-sonnet-4-5", api_key_env="SIM_ANTHROPIC"
    ),
}

TOPICS = (
    "readiness probes",
    "connection pooling",
    "vector clocks",
    "TLS session resumption",
    "write-ahead logging",
    "rate limiting",
    "consistent hashing",
    "garbage collection",
)


class SimClock:
    """A clock that moves only when the simulation says time passed."""

    def __init__(self, start: datetime) -> None:
        self._start = start
        self._mono = 0.0

    def now(self) -> datetime:
        return self._start + timedelta(seconds=self._mono)

    def monotonic(self) -> float:
        return self._mono

    def advance(self, seconds: float) -> None:
        self._mono += seconds


class SimModel:
    """A scripted model that spends simulated time (`latency` in each entry) per call."""

    def __init__(self, inner: ScriptedModel, clock: SimClock) -> None:
        self.inner = inner
        self.name = inner.name
        self.config = inner.config
        self.clock = clock

    async def complete(self, request: ModelRequest) -> ModelResponse:
        return await complete_via_stream(self, request)

    async def stream(self, request: ModelRequest) -> AsyncGenerator[StreamChunk, None]:
        position = self.inner.position % max(1, len(self.inner.responses))
        self.clock.advance(float(self.inner.responses[position].get("latency", 1.0)))
        async with aclosing(self.inner.stream(request)) as chunks:
            async for chunk in chunks:
                yield chunk

    async def aclose(self) -> None:
        return None


@dataclass
class ToolPlan:
    """What each tool does on its next call in the current operation: (latency, failure)."""

    outcomes: dict[str, deque[tuple[float, str | None]]] = field(default_factory=dict)

    def next(self, name: str) -> tuple[float, str | None]:
        queue = self.outcomes.get(name)
        return queue.popleft() if queue else (0.2, None)

    def load(self, planned: PlannedOperation) -> None:
        self.outcomes = {name: deque(items) for name, items in planned.tools.items()}


class OperationalError(Exception):
    """What a database driver raises; a plain exception escaping our own tool is a bug."""


def simulation_registry(plan: ToolPlan, clock: SimClock) -> ToolRegistry:
    """Four ordinary tools whose behaviour the plan scripts."""

    @tool("sim.db_query", description="Run a read-only SQL query on the music catalog.")
    async def db_query(sql: str) -> dict[str, Any]:
        latency, failure = plan.next("sim.db_query")
        clock.advance(latency)
        if failure:
            raise OperationalError(failure)
        return {"columns": ["count"], "rows": [[len(sql) % 17]]}

    @tool("sim.code_run", description="Run a short Python snippet and return its output.")
    async def code_run(code: str) -> dict[str, Any]:
        latency, _failure = plan.next("sim.code_run")
        clock.advance(latency)
        return {"output": str(len(code))}

    @tool("sim.web_search", description="Search the web.")
    async def web_search(query: str) -> dict[str, Any]:
        latency, _failure = plan.next("sim.web_search")
        clock.advance(latency)
        return {"results": [{"url": f"https://docs.example.com/{abs(hash(query)) % 997}"}]}

    @tool("sim.web_fetch", description="Fetch a web page as text.")
    async def web_fetch(url: str) -> str:
        latency, failure = plan.next("sim.web_fetch")
        clock.advance(latency)
        if failure:
            raise ToolError(failure, error_class=ErrorClass.SOURCE_UNAVAILABLE)
        return f"page text of {url}"

    return ToolRegistry([db_query, code_run, web_search, web_fetch])


@dataclass
class PlannedOperation:
    intent: str
    prompt: str
    route: str
    script: list[dict[str, Any]]
    tools: dict[str, list[tuple[float, str | None]]]
    error_kind: str | None = None
    max_steps: int = 6


class Planner:
    """Draws operations from a seeded generator: same seed, same operations."""

    def __init__(self, seed: int, error_rate: float, research_failure: float = 0.5) -> None:
        self.rng = random.Random(seed)
        self.error_rate = error_rate
        self.research_failure = research_failure

    def _hex(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def _answer(self, tokens: int = 1200) -> dict[str, Any]:
        return {
            "text": f"Done: {self.rng.randint(1, 999)} items checked.",
            "latency": self.rng.uniform(0.8, 2.5),
            "usage": {"input": tokens + self.rng.randint(0, 800), "output": 120},
        }

    def _call(self, name: str, arguments: dict[str, Any], tokens: int = 900) -> dict[str, Any]:
        return {
            "tool_calls": [{"name": name, "arguments": arguments}],
            "latency": self.rng.uniform(0.8, 2.5),
            "usage": {"input": tokens + self.rng.randint(0, 600), "output": 40},
        }

    def model_error(self, kind: str) -> dict[str, Any]:
        r = self.rng
        latency = {"latency": r.uniform(0.2, 1.5)}
        if kind == "rate_limit_openai":
            limit = r.choice([500, 3000, 10000])
            return latency | {
                "error": {
                    "status": 429,
                    "message": f"Rate limit reached for gpt-4o-mini in organization "
                    f"org-{self._hex(12)} on requests per min (RPM): Limit {limit}, Used "
                    f"{limit}, Requested {r.randint(1, 5)}. Please try again in "
                    f"{r.randint(20, 900)}ms.",
                }
            }
        if kind == "rate_limit_anthropic":
            return latency | {
                "error": {
                    "status": 429,
                    "message": "rate_limit_error: This request would exceed the rate limit for "
                    f"your organization ({uuid.UUID(int=r.getrandbits(128))}) of "
                    f"{r.choice([40000, 80000, 400000])} input tokens per minute.",
                }
            }
        if kind == "auth_401":
            return latency | {
                "error": {
                    "status": 401,
                    "message": f"Incorrect API key provided: sk-proj-****{self._hex(4)}.",
                }
            }
        if kind == "forbidden_403":
            return latency | {
                "error": {
                    "status": 403,
                    "message": f"Project proj_{self._hex(10)} does not have access to this "
                    f"model (request req_{self._hex(16)})",
                }
            }
        if kind == "timeout":
            return {"latency": r.uniform(30, 60)} | {
                "error": {
                    "kind": "timeout",
                    "message": f"Request timed out after {r.choice([30, 60, 120])}s "
                    f"(request req_{self._hex(16)})",
                }
            }
        if kind == "server_500":
            return latency | {
                "error": {
                    "status": 500,
                    "message": "The server had an error while processing your request. "
                    f"Request id: req_{self._hex(16)}",
                }
            }
        if kind == "unavailable_503":
            return latency | {
                "error": {
                    "status": 503,
                    "message": f"Service temporarily unavailable, upstream "
                    f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}:"
                    f"{r.randint(1024, 65000)} overloaded; retry after {r.randint(1, 30)}s",
                }
            }
        window = r.choice([65536, 128000, 200000])
        return latency | {
            "error": {
                "status": 400,
                "message": f"This model's maximum context length is {window} tokens. However, "
                f"your messages resulted in {window + r.randint(1, 9000)} tokens.",
            }
        }

    def draw(self) -> PlannedOperation:
        r = self.rng
        kind = r.choice(ERROR_KINDS) if r.random() < self.error_rate else None
        intent = r.choice(("chat", "db", "code", "research"))
        if kind in ("tool_db_exception", "tool_args_unparseable"):
            intent = "db"
        elif kind == "tool_code_schema":
            intent = "code"
        elif kind == "tool_fetch_upstream":
            intent = "research"
        route = "sim-openai" if r.random() < 0.6 else "sim-anthropic"
        if kind == "rate_limit_openai":
            route = "sim-openai"
        elif kind == "rate_limit_anthropic":
            route = "sim-anthropic"
        op = getattr(self, f"_{intent}")(kind)
        op.route = route
        if kind is not None and not kind.startswith("tool_"):
            op.script = [self.model_error(kind)]
        op.error_kind = kind
        return op

    def _chat(self, kind: str | None) -> PlannedOperation:
        topic = self.rng.choice(TOPICS)
        return PlannedOperation(
            "chat", f"Explain {topic} in two sentences", "", [self._answer(600)], {}
        )

    def _db(self, kind: str | None) -> PlannedOperation:
        artist = self.rng.randint(1, 275)
        sql = f"SELECT count(*) FROM albums WHERE artist_id = {artist}"
        tools: dict[str, list[tuple[float, str | None]]] = {
            "sim.db_query": [(self.rng.uniform(0.05, 0.4), None)]
        }
        arguments: dict[str, Any] = {"sql": sql}
        if kind == "tool_db_exception":
            table = f"orders_{self.rng.randint(1000, 9999)}"
            tools["sim.db_query"] = [(0.1, f"no such table: {table}")]
        elif kind == "tool_args_unparseable":
            arguments = {
                INVALID_ARGUMENTS: '{"sql": "SELECT * FROM albums WHERE id = ' + str(artist)
            }
        return PlannedOperation(
            "db",
            f"How many albums did artist {artist} release in the catalog?",
            "",
            [self._call("sim.db_query", arguments), self._answer()],
            tools,
        )

    def _code(self, kind: str | None) -> PlannedOperation:
        n = self.rng.randint(5, 500)
        arguments: dict[str, Any] = {"code": f"print(sum(range({n})))"}
        if kind == "tool_code_schema":
            arguments = {"source": f"print(sum(range({n})))", "timeout_ms": n * 10}
        return PlannedOperation(
            "code",
            f"Compute the sum of the first {n} integers with code",
            "",
            [self._call("sim.code_run", arguments), self._answer()],
            {"sim.code_run": [(self.rng.uniform(0.1, 1.0), None)]},
        )

    def _research(self, kind: str | None) -> PlannedOperation:
        r = self.rng
        topic = r.choice(TOPICS)
        search = self._call("sim.web_search", {"query": topic}, tokens=6000)
        tools: dict[str, list[tuple[float, str | None]]] = {
            "sim.web_search": [(r.uniform(6, 12), None)]
        }
        failing = kind == "tool_fetch_upstream" or r.random() < self.research_failure
        if not failing:
            url = f"https://docs.example.com/{topic.replace(' ', '-')}/{r.randint(1, 999)}"
            tools["sim.web_fetch"] = [(r.uniform(25, 45), None)]
            script = [search, self._call("sim.web_fetch", {"url": url}, 9000), self._answer(16000)]
            return PlannedOperation(
                "research", f"Research {topic} and summarize the findings", "", script, tools
            )
        fetches = []
        outcomes: list[tuple[float, str | None]] = []
        for _ in range(3):
            host = f"site{r.randint(1, 40)}.example.org"
            url = f"https://{host}/articles/{r.randint(100, 99999)}"
            fetches.append(self._call("sim.web_fetch", {"url": url}, 9000))
            outcomes.append((r.uniform(20, 40), f"HTTP 503 fetching {url}: upstream unavailable"))
        tools["sim.web_fetch"] = outcomes
        return PlannedOperation(
            "research",
            f"Research {topic} and summarize the findings",
            "",
            [search, *fetches],
            tools,
            max_steps=4,
        )


@dataclass
class SimulationResult:
    operations: int = 0
    failed: int = 0
    by_intent: dict[str, int] = field(default_factory=dict)
    by_error_kind: dict[str, int] = field(default_factory=dict)

    def add(self, planned: PlannedOperation, completed: bool) -> None:
        self.operations += 1
        self.failed += not completed
        self.by_intent[planned.intent] = self.by_intent.get(planned.intent, 0) + 1
        if planned.error_kind:
            kind = planned.error_kind
            self.by_error_kind[kind] = self.by_error_kind.get(kind, 0) + 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "operations": self.operations,
            "failed": self.failed,
            "by_intent": dict(sorted(self.by_intent.items())),
            "by_error_kind": dict(sorted(self.by_error_kind.items())),
        }


def simulation_settings(settings: Settings) -> Settings:
    """The caller's settings plus two simulated providers (no network, no keys)."""
    models = dict(settings.models) | SIM_MODELS
    routes = dict(settings.routes) | {n: RouteConfig(primary=n) for n in SIM_MODELS}
    return settings.model_copy(update={"models": models, "routes": routes})


def operation_router(sim: Settings, planned: PlannedOperation, clock: SimClock) -> ModelRouter:
    """A router for one planned operation: its script, the simulated clock, and circuits of
    its own (a shared Redis circuit would let one simulated outage leak into the next)."""
    return ModelRouter(
        sim,
        clock=clock,
        factory=_factory(planned.script, clock),
        preflight=None,
        breakers=MemoryState(),
    )


def _factory(script: list[dict[str, Any]], clock: SimClock) -> Callable[[str, ModelConfig], Any]:
    def build(name: str, config: ModelConfig) -> SimModel:
        return SimModel(ScriptedModel(name, config, responses=list(script), cycle=False), clock)

    return build


def sim_clock(count: int) -> SimClock:
    """Starts far enough back that the last simulated operation ends around now."""
    return SimClock(SystemClock().now() - timedelta(seconds=count * 90))
