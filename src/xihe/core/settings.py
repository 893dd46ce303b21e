"""The one settings object: `xihe.toml` plus `XIHE_*` environment variables.

Environment variables win over the file so that a deployment can override one key
without editing it; nested keys use a double underscore (`XIHE_AGENT__MAX_STEPS=20`).
"""

from __future__ import annotations

import hashlib
import json
import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from xihe.core.errors import ConfigError

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///./.xihe/xihe.db"
SECRET_WORDS = ("key", "secret", "password", "token")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ModelConfig(_Strict):
    """One entry of the model catalog: where a model lives and how big it is."""

    provider: Literal["openai", "anthropic", "scripted"]
    model: str = ""
    base_url: str | None = None
    api_key_env: str | None = None
    context_window: int = Field(128_000, gt=0)
    max_output_tokens: int = Field(4096, gt=0)
    tokenizer: str = "o200k_base"
    timeout_seconds: float = Field(60.0, gt=0)
    script: str | None = None
    headers: dict[str, str] = Field(default_factory=dict)

    def api_key(self) -> str | None:
        return os.environ.get(self.api_key_env) if self.api_key_env else None

    def credential_id(self) -> str:
        """Equal for two models at one endpoint with one key variable."""
        return f"{self.provider}|{self.base_url or ''}|{self.api_key_env or ''}"

    def fingerprint(self) -> str:
        """Changes whenever the configuration or the key's value changes."""
        key = self.api_key() or ""
        blob = self.model_dump_json() + hashlib.sha256(key.encode()).hexdigest()
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


Mode = Literal["proxy", "governed"]


class RouteConfig(_Strict):
    primary: str
    fallbacks: list[str] = Field(default_factory=list)
    mode: Mode | None = None
    """The gateway's mode for requests on this route without `X-Xihe-Session` (default:
    `[gateway].default_mode`)."""

    def chain(self) -> list[str]:
        return [self.primary, *[f for f in self.fallbacks if f != self.primary]]


class AgentConfig(_Strict):
    max_steps: int = Field(15, ge=1, le=200)
    repeat_limit: int = Field(2, ge=1)
    system_prompt: str = (
        "You are Xihe, a careful engineering assistant. Use the tools when they help, "
        "answer concisely, and say what you could not check."
    )


class NotifyConfig(_Strict):
    """`[tools.notify]`: where `notify.send` POSTs its JSON."""

    webhook_url: str | None = None
    timeout_seconds: float = Field(10.0, gt=0)


class PreApproval(_Strict):
    """`[[tools.pre_approved]]`: a principal ("*" for anyone) may run these tools unasked."""

    principal: str = "*"
    tools: list[str] = Field(default_factory=list)


class RetryConfig(_Strict):
    """Temporal-style retry policy for idempotent (or green-listed) tools on transient errors."""

    max_attempts: int = Field(3, ge=1, le=20)
    initial_interval_seconds: float = Field(0.5, ge=0)
    backoff_coefficient: float = Field(2.0, ge=1)
    max_interval_seconds: float = Field(10.0, ge=0)


class ToolOverride(_Strict):
    """`[tools.overrides."name"]`: configuration beats what a tool (or an MCP server) claims."""

    side_effect: Literal["read", "write", "destructive"] | None = None
    idempotent: bool | None = None
    permission: str | None = None
    timeout_seconds: float | None = Field(None, gt=0)
    result_fields: list[str] | None = None
    """Only fields with these names, at any depth, of a JSON result reach a model (keep the
    containers too: `["items", "name"]`); the rest is dropped, and listed in the audit, before
    sanitizing. Unset: the tool's own whitelist, if it has one."""
    result_max_tokens: int | None = Field(None, ge=1)
    """A token cap on the result (head and tail kept)."""


def _default_roles() -> dict[str, list[str]]:
    return {
        "admin": ["*"],
        "developer": ["tools.read", "tools.write"],
        "readonly": ["tools.read"],
    }


class ToolsConfig(_Strict):
    files_root: str = "."
    sql_database: str | None = None
    default_timeout_seconds: float = Field(30.0, gt=0)
    max_result_chars: int = Field(20_000, gt=0)
    notify: NotifyConfig = Field(default_factory=NotifyConfig)
    pre_approved: list[PreApproval] = Field(default_factory=list)
    green_list: list[str] = Field(default_factory=list)
    red_list: list[str] = Field(default_factory=list)
    roles: dict[str, list[str]] = Field(default_factory=_default_roles)
    retry: RetryConfig = Field(default_factory=RetryConfig)
    overrides: dict[str, ToolOverride] = Field(default_factory=dict)
    redact_keys: list[str] = Field(default_factory=list)


class TracingConfig(_Strict):
    """`[tracing]`: OpenTelemetry export. An `otlp_endpoint` (or the standard
    `OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT`) turns export on; `otel = true` alone warns."""

    otel: bool = False
    otel_service_name: str = "xihe"
    reap_after_seconds: int = Field(900, ge=1)
    """A run with no step for this long is marked `abandoned` by `xihe serve`'s reaper."""
    reap_every_seconds: int = Field(60, ge=1)
    otlp_endpoint: str | None = None
    otlp_headers: dict[str, str] = Field(default_factory=dict)

    def otlp_target(self) -> str | None:
        """The traces URL export goes to, or None when nothing would receive the spans."""
        if self.otlp_endpoint:
            base = self.otlp_endpoint.rstrip("/")
            return base if base.endswith("/v1/traces") else f"{base}/v1/traces"
        if os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"):
            return os.environ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]
        if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
            return os.environ["OTEL_EXPORTER_OTLP_ENDPOINT"].rstrip("/") + "/v1/traces"
        return None

    def exporting(self) -> bool:
        return self.otel or self.otlp_target() is not None


class ContextConfig(_Strict):
    """The context engine: tiers, budget reserves, snapshots and their encryption."""

    recent_turns: int = Field(6, ge=0, le=200)
    recall_k: int = Field(4, ge=0, le=50)
    tool_result_reserve: int = Field(2000, ge=0)
    keep_tool_results: int = Field(4, ge=0)
    summary_route: str | None = None
    snapshot_full_turns: int = Field(10, ge=0)
    snapshot_store: str = "database"
    """Where snapshot bodies live: "database" (in the row), "folder" (`blob_dir`), or an
    S3-compatible bucket "s3://BUCKET/PREFIX" (needs the `s3` extra)."""
    blob_dir: str | None = None
    s3_endpoint_url: str | None = None  # MinIO, Ceph, ...; unset: AWS itself
    s3_region: str | None = None
    s3_access_key_env: str | None = None  # variables holding the keys; unset: AWS_* chain
    s3_secret_key_env: str | None = None
    snapshot_keys: str | None = None  # "id:base64key,id2:base64key"; the first encrypts
    # required on PostgreSQL (replicas must share it); SQLite falls back to a local key file
    snapshot_prune_every: int = Field(8, ge=1)  # retention runs in the background every N
    retention_every_seconds: int = Field(3600, ge=10)
    """`xihe serve` sweeps retention over every session written in the last two periods."""
    cache_ttl_seconds: int = Field(300, ge=0)
    embeddings: str | None = None
    """Semantic recall: "local" (bundled MiniLM, English), "local-multilingual" (bundled USE
    v3: Chinese and 15 other languages), a `[models.NAME]` speaking `/embeddings`,
    or unset (recall is BM25 only). Recalled turns are then found by vectors too, fused."""
    vector_recall_turns: int = Field(2000, ge=0)
    """Newest turns per session that get a vector; older ones are recalled by BM25 only."""
    vector_min_similarity: float = Field(0.3, ge=-1, le=1)

    @model_validator(mode="after")
    def _known_store(self) -> ContextConfig:
        store = self.snapshot_store
        if store not in ("database", "folder") and not store.startswith("s3://"):
            raise ValueError(
                f"snapshot_store is '{store}'; use 'database', 'folder' or 's3://BUCKET/PREFIX'"
            )
        return self


class HealthTier(_Strict):
    """Limits for one kind of task: local tools are held to tighter limits than web tools."""

    max_avg_duration_ms: float = Field(gt=0)
    max_avg_steps: float = Field(gt=0)
    max_avg_tokens: float = Field(gt=0)


class EvolutionConfig(_Strict):
    """Error inspection, behaviour health and their schedules (see docs/evolution.md)."""

    inspector_route: str | None = None
    max_buckets: int = Field(30, ge=1)
    examples_per_bucket: int = Field(3, ge=1, le=20)
    model_retries: int = Field(2, ge=0, le=10)
    fix_route: str | None = None
    """The model route of the fix agent (`xihe fix`); unset, fixing is refused."""
    fix_repo: str | None = None
    """The git repository fixes are made in (a temporary clone of it); default: the cwd."""
    fix_test_command: list[str] = Field(default_factory=lambda: ["python", "-m", "pytest", "-q"])
    fix_lint_command: list[str] = Field(default_factory=list)
    fix_command_timeout_seconds: float = Field(600.0, gt=0)
    fix_max_steps: int = Field(20, ge=1, le=200)
    fix_push_remote: str | None = None
    """A remote of the fixed repository the branch is pushed to (`origin`); unset, the branch
    stays local (pushed back into the repository itself)."""
    fix_github: ReviewHostConfig | None = None
    """GitHub API (`api_url`, `token_env`) where a pull request is opened after a push."""
    fix_github_repo: str | None = None
    """`owner/name` of the pull request's repository."""
    behavior_route: str | None = None
    behavior_window: int = Field(500, ge=1)
    min_group_operations: int = Field(5, ge=1)
    unhealthy_below: float = Field(0.8, ge=0, le=1)
    min_success_rate: float = Field(0.8, ge=0, le=1)
    max_tool_error_rate: float = Field(0.2, ge=0, le=1)
    light: HealthTier = Field(
        default_factory=lambda: HealthTier(
            max_avg_duration_ms=15_000, max_avg_steps=10, max_avg_tokens=50_000
        )
    )
    heavy: HealthTier = Field(
        default_factory=lambda: HealthTier(
            max_avg_duration_ms=60_000, max_avg_steps=20, max_avg_tokens=150_000
        )
    )
    heavy_tools: list[str] = Field(
        default_factory=lambda: ["web.*", "http.*", "*.web_*", "*search*", "*fetch*", "k8s.*"]
    )
    inspect_every_seconds: int = Field(3600, ge=1)
    behavior_every_seconds: int = Field(86_400, ge=1)
    schedule: bool = True
    """`xihe serve` runs inspection and behaviour analysis on these schedules (once per slot
    across replicas); off, run them with `xihe inspect` / `xihe behavior` from cron."""


def _default_models() -> dict[str, ModelConfig]:
    return {
        "demo": ModelConfig(
            provider="scripted", model="demo", tokenizer="o200k_base", context_window=32_000
        )
    }


def _default_routes() -> dict[str, RouteConfig]:
    return {"default": RouteConfig(primary="demo")}


class JobsConfig(_Strict):
    """Where scheduled per-tenant work runs (docs/evolution.md, "Background jobs")."""

    queue: Literal["auto", "inline", "procrastinate"] = "auto"
    """auto: procrastinate's queue when the store is PostgreSQL, inline on SQLite."""
    concurrency: int = Field(2, ge=1, le=64)
    """Tasks one worker process runs at once."""
    max_attempts: int = Field(3, ge=1, le=20)
    retry_wait_seconds: int = Field(5, ge=0, le=3600)
    stalled_after_seconds: int = Field(60, ge=5)
    """A task whose worker sent no heartbeat for this long is given back to the queue."""


class RateLimitConfig(_Strict):
    """Requests and tokens per minute; 0 means no limit on that dimension."""

    requests_per_minute: int = Field(0, ge=0)
    tokens_per_minute: int = Field(0, ge=0)


class McpUpstreamConfig(_Strict):
    """`[[gateway.mcp_upstreams]]`: an MCP server whose tools the gateway federates."""

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    url: str | None = None
    """Streamable HTTP: the server's URL."""
    command: list[str] | None = Field(None, min_length=1)
    """stdio: the program and its arguments; one process per end user (tenant, user)."""
    env: dict[str, str] = Field(default_factory=dict)
    """stdio: extra environment for the process (the gateway's own is not passed on)."""
    headers: dict[str, str] = Field(default_factory=dict)
    tenants: list[str] = Field(default_factory=lambda: ["*"])
    timeout_seconds: float = Field(30.0, gt=0)
    auth: Literal["none", "oauth"] = "none"
    """`oauth`: each end user authorizes Xihe at the upstream's authorization server
    (OAuth 2.1, PKCE S256); their tokens are stored per (tenant, user, upstream), sealed."""
    oauth_client_id: str | None = None
    """A client id registered at the authorization server; without it Xihe registers
    itself dynamically (RFC 7591)."""
    oauth_scopes: list[str] = Field(default_factory=list)
    """Scopes to ask for; default: what the upstream's 401 or its resource metadata names."""

    @model_validator(mode="after")
    def _one_transport(self) -> McpUpstreamConfig:
        if (self.url is None) == (self.command is None):
            raise ValueError(
                f"MCP upstream '{self.name}' needs exactly one of url (Streamable HTTP) or "
                "command (stdio)"
            )
        if self.auth == "oauth" and self.url is None:
            raise ValueError(
                f"MCP upstream '{self.name}': auth = \"oauth\" needs url (a stdio server "
                "takes its credentials from env)"
            )
        return self

    @property
    def where(self) -> str:
        """For messages: the URL, or the command line."""
        return self.url if self.url is not None else " ".join(self.command or [])


class OidcConfig(_Strict):
    """Optional OIDC bearer tokens, validated against a JWKS; claims map to tenant/user/role."""

    jwks_url: str | None = None
    issuer: str | None = None
    audience: str | None = None
    tenant_claim: str = "tenant"
    user_claim: str = "sub"
    role_claim: str = "role"
    default_role: Literal["admin", "developer", "readonly"] = "readonly"

    @model_validator(mode="after")
    def _issuer_and_audience(self) -> OidcConfig:
        """A token from any issuer, meant for any audience, must never be a login."""
        if self.jwks_url:
            missing = [n for n in ("issuer", "audience") if not getattr(self, n)]
            if missing:
                names = " and ".join(f"gateway.oidc.{n}" for n in missing)
                raise ValueError(
                    f"OIDC is configured (gateway.oidc.jwks_url) without {names}: set the "
                    "identity provider's issuer URL and this gateway's audience, or remove "
                    "jwks_url to accept API keys only"
                )
        return self


class GatewayConfig(_Strict):
    """`[gateway]`: `xihe serve` — listen address, limits, identity, federation."""

    host: str = "127.0.0.1"
    port: int = Field(8700, ge=0, le=65535)
    workers: int | None = Field(None, ge=1, le=64)
    """Worker processes; default: one per CPU with Redis (limits, breakers and dedup are
    shared there), one without (in-memory limits would multiply by the worker count)."""
    public_url: str | None = None
    tenant_limits: RateLimitConfig = Field(default_factory=RateLimitConfig)
    user_limits: RateLimitConfig = Field(default_factory=RateLimitConfig)
    tenant_overrides: dict[str, RateLimitConfig] = Field(default_factory=dict)
    oidc: OidcConfig = Field(default_factory=OidcConfig)
    mcp_upstreams: list[McpUpstreamConfig] = Field(default_factory=list)
    chat_tools: list[str] = Field(default_factory=list)
    mcp_tools: list[str] = Field(default_factory=lambda: ["*"])
    idempotency_ttl_seconds: int = Field(86_400, ge=1)
    inflight_ttl_seconds: int = Field(600, ge=1)
    key_cache_seconds: float = Field(5.0, ge=0)
    log_json: bool = True
    redis_prefix: str = "xihe"
    max_concurrency: int = Field(0, ge=0)
    max_body_bytes: int = Field(4 * 1024 * 1024, ge=1024)
    """Larger request bodies are answered 413 before any handler reads them."""
    max_json_depth: int = Field(64, ge=2, le=512)
    """Deeper JSON bodies are answered 400 (a parser would otherwise exhaust its stack)."""
    metrics_token: str | None = Field(None, min_length=16)
    """A bearer token that may read `/metrics` (for a scraper); admin keys always may."""
    metrics_tenant_labels: bool = False
    """Name tenants in metric labels (one series per tenant); off, they show as `*`."""
    default_mode: Mode = "proxy"
    """Requests without `X-Xihe-Session`: `proxy` (the client owns the conversation) or
    `governed` (a new session each time, as `X-Xihe-Session: new`)."""
    preload_context: bool | None = None
    """Load tokenizers and the Chinese segmenter at start-up (about 140 MiB per worker) so
    the first governed request is not slow. Default: when governed is a default mode (here
    or on a route); a proxy gateway loads them on its first governed request instead."""


class K8sConfig(_Strict):
    """`xihe k8s analyze` without `--filter` runs these analyzers (k8sgpt's active filters);
    empty means the default set."""

    filters: list[str] = Field(default_factory=list)


class DolphinConfig(_Strict):
    """`[ops.dolphinscheduler]`: the API server, its major version and where the token lives."""

    url: str | None = None
    """The API base, e.g. `http://ds-api:12345/dolphinscheduler`."""
    version: Literal["1.3", "2", "3.0", "3.1", "3.2"] = "3.2"
    token_env: str = "XIHE_DS_TOKEN"
    timeout_seconds: float = Field(30.0, gt=0)
    project: str | None = None
    """The default project name when a request names none."""


class WecomConfig(_Strict):
    """`[ops.wecom]`: a group robot; its key is the only credential, read from `key_env`."""

    base_url: str = "https://qyapi.weixin.qq.com"
    key_env: str = "XIHE_WECOM_KEY"
    per_minute: int = Field(18, ge=1, le=20)
    """The robot accepts 20 messages a minute; the bucket keeps headroom under it."""
    group_wait_seconds: float = Field(30.0, ge=0)
    repeat_interval_seconds: float = Field(300.0, ge=0)
    digest_interval_seconds: float = Field(600.0, ge=0)
    noisy_after: int = Field(3, ge=1)
    """Alerts for one workflow and cause before it drops to one digest per digest interval."""
    mentions: list[str] = Field(default_factory=list)
    timeout_seconds: float = Field(10.0, gt=0)


class OpsConfig(_Strict):
    """`[ops]`: the operations executor (see docs/ops.md)."""

    dolphinscheduler: DolphinConfig = Field(default_factory=DolphinConfig)
    wecom: WecomConfig = Field(default_factory=WecomConfig)
    green_list: list[str] = Field(default_factory=list)
    """Workflow names (globs) known idempotent: retried on transient failure causes."""
    red_list: list[str] = Field(default_factory=list)
    """Workflow names (globs) never retried, whatever the cause."""
    max_retries: int = Field(2, ge=0, le=10)
    poll_seconds: float = Field(15.0, gt=0)
    run_timeout_seconds: float = Field(6 * 3600.0, gt=0)
    trigger_lease_seconds: float = Field(120.0, gt=0)
    """A trigger whose outcome was not recorded by then is looked up, never repeated."""
    transient_patterns: list[str] = Field(default_factory=list)
    permanent_patterns: list[str] = Field(default_factory=list)
    route: str | None = None
    """The model route `xihe ops run` plans with; unset, the offline rule planner runs."""
    principal: str = "xihe-ops"
    role: str = "developer"


class ReviewHostConfig(_Strict):
    """`[review.github]` / `[review.gitlab]`: the REST API base (Enterprise and self-hosted
    included) and the environment variables holding the token and the webhook secret."""

    api_url: str
    token_env: str | None = None
    webhook_secret_env: str | None = None

    def token(self) -> str | None:
        return os.environ.get(self.token_env) if self.token_env else None

    def webhook_secret(self) -> str | None:
        return os.environ.get(self.webhook_secret_env) if self.webhook_secret_env else None


class ReviewSkillsConfig(_Strict):
    """`[review.skills]`: SKILL.md folders, from host configuration only (never a repo)."""

    enabled: bool = False
    paths: list[str] = Field(default_factory=list)
    max_tokens: int = Field(8000, ge=0)
    apply_to_ask: bool = True


class ReviewConfig(_Strict):
    """`[review]`: the pull-request review agent (see docs/review.md)."""

    route: str | None = None
    github: ReviewHostConfig = Field(
        default_factory=lambda: ReviewHostConfig(
            api_url="https://api.github.com",
            token_env="GITHUB_TOKEN",
            webhook_secret_env="XIHE_GITHUB_WEBHOOK_SECRET",
        )
    )
    gitlab: ReviewHostConfig = Field(
        default_factory=lambda: ReviewHostConfig(
            api_url="https://gitlab.com/api/v4",
            token_env="GITLAB_TOKEN",
            webhook_secret_env="XIHE_GITLAB_WEBHOOK_SECRET",
        )
    )
    instruction_files: list[str] = Field(default_factory=lambda: ["AGENTS.md"])
    instructions_from_default_branch: bool = True
    max_instruction_tokens: int = Field(4000, ge=0)
    skills: ReviewSkillsConfig = Field(default_factory=ReviewSkillsConfig)
    max_chunks: int = Field(4, ge=1, le=64)
    large_file_policy: Literal["clip", "skip"] = "clip"
    extra_lines_before: int = Field(5, ge=0, le=10)
    extra_lines_after: int = Field(1, ge=0, le=10)
    line_numbers: bool = True
    recover_failed_chunks: bool = False
    concurrency: int = Field(4, ge=1, le=32)
    webhook_commands: list[str] = Field(default_factory=lambda: ["describe", "review"])
    webhook_tenant: str = "default"
    delivery_ttl_seconds: int = Field(300, ge=1)


class CodeConfig(_Strict):
    """`[code]`: the code question-answerer (see docs/code.md)."""

    index_dir: str | None = None
    """Where index files live (one SQLite file per index); default `<home>/code`."""
    default_index: str = "default"
    route: str | None = None
    """The model route `xihe code ask` answers with (default: the default route)."""
    embeddings: str | None = None
    """"local" (all-MiniLM-L6-v2 shipped in a wheel, offline; the better one for code),
    "local-multilingual" (USE v3 in numpy, offline), a `[models.NAME]` speaking
    OpenAI's `/embeddings`, or unset: search is then keyword + exact symbol only."""
    budget_tokens: int = Field(4000, ge=200, le=200_000)
    """Search results and call chains handed to a model are cut to this many tokens."""
    ask_attempts: int = Field(3, ge=1, le=10)
    """Answers with a citation that does not exist are sent back this many times at most."""
    max_steps: int = Field(8, ge=1, le=50)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="XIHE_", env_nested_delimiter="__", extra="forbid", validate_default=True
    )

    database_url: str = DEFAULT_DATABASE_URL
    database_schema: str | None = None
    redis_url: str | None = None
    home: str = ".xihe"
    default_route: str = "default"
    models: dict[str, ModelConfig] = Field(default_factory=_default_models)
    routes: dict[str, RouteConfig] = Field(default_factory=_default_routes)
    agent: AgentConfig = Field(default_factory=AgentConfig)
    tools: ToolsConfig = Field(default_factory=ToolsConfig)
    tracing: TracingConfig = Field(default_factory=TracingConfig)
    evolution: EvolutionConfig = Field(default_factory=EvolutionConfig)
    jobs: JobsConfig = Field(default_factory=JobsConfig)
    context: ContextConfig = Field(default_factory=ContextConfig)
    gateway: GatewayConfig = Field(default_factory=GatewayConfig)
    k8s: K8sConfig = Field(default_factory=K8sConfig)
    ops: OpsConfig = Field(default_factory=OpsConfig)
    review: ReviewConfig = Field(default_factory=ReviewConfig)
    code: CodeConfig = Field(default_factory=CodeConfig)
    config_path: str | None = None

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (env_settings, init_settings)

    @model_validator(mode="after")
    def _check_references(self) -> Settings:
        self._implicit_default_route()
        for route_name, route in self.routes.items():
            for name in route.chain():
                if name not in self.models:
                    known = ", ".join(sorted(self.models)) or "none"
                    raise ValueError(
                        f"route '{route_name}' names model '{name}', which is not in [models] "
                        f"(known: {known})"
                    )
        return self

    def _implicit_default_route(self) -> None:
        """The built-in route points at the built-in `demo` model; once [models] is the
        user's own and [routes] is not given, the default route is their only model, or
        they are asked to name one (never told about a `demo` they did not configure)."""
        if "routes" in self.model_fields_set or "models" not in self.model_fields_set:
            return
        if all(n in self.models for r in self.routes.values() for n in r.chain()):
            return
        names = sorted(self.models)
        if len(names) == 1:
            self.routes = {self.default_route: RouteConfig(primary=names[0])}
            return
        if not names:
            raise ValueError("[models] is empty: define at least one [models.NAME]")
        raise ValueError(
            f"[models] defines {', '.join(names)} but no route says which to use: add "
            f'[routes.{self.default_route}] with primary = "{names[0]}" '
            "(and optional fallbacks = [...])"
        )

    def route_or_model(self, name: str | None) -> tuple[str, RouteConfig]:
        """Resolve a name given by a user: a route, else a single model as its own route."""
        name = name or self.default_route
        if name in self.routes:
            return name, self.routes[name]
        if name in self.models:
            return name, RouteConfig(primary=name)
        known = sorted({*self.routes, *self.models})
        raise ConfigError(
            f"no route or model named '{name}'",
            hint=f"use one of: {', '.join(known)}, or add [models.{name}] to xihe.toml",
        )

    def masked(self) -> dict[str, Any]:
        """The effective settings with secrets masked, for `xihe config show`."""
        data = self.model_dump(mode="json")
        data["database_url"] = _mask_url(self.database_url)
        if self.redis_url:
            data["redis_url"] = _mask_url(self.redis_url)
        for name, model in self.models.items():
            entry = data["models"][name]
            entry["headers"] = {k: "***" for k in model.headers}
            if model.api_key_env:
                entry["api_key"] = "set (***)" if model.api_key() else "NOT SET"
        return _mask_secrets(data)

    def config_hash(self) -> str:
        return hashlib.sha256(
            json.dumps(self.model_dump(mode="json"), sort_keys=True).encode()
        ).hexdigest()[:16]


def _mask_url(url: str) -> str:
    if "@" not in url or "://" not in url:
        return url
    scheme, rest = url.split("://", 1)
    creds, host = rest.rsplit("@", 1)
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}" if ":" in creds else url


def _mask_secrets(value: Any, key: str = "") -> Any:
    if isinstance(value, dict):
        return {k: _mask_secrets(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_mask_secrets(v, key) for v in value]
    lowered = key.lower()
    is_secret = any(w in lowered for w in SECRET_WORDS) and not lowered.endswith(
        ("_env", "tokenizer", "_tokens")
    )
    if is_secret and isinstance(value, str) and value and not value.startswith(("set (", "NOT ")):
        return "***"
    return value


def resolve_config_path(explicit: str | Path | None) -> Path | None:
    """`--config` wins, then `XIHE_CONFIG`, then `./xihe.toml` when it exists."""
    if explicit:
        return Path(explicit)
    env = os.environ.get("XIHE_CONFIG")
    if env:
        return Path(env)
    local = Path("xihe.toml")
    return local if local.exists() else None


def load_settings(config: str | Path | None = None, **overrides: Any) -> Settings:
    """Read the file and environment into one validated object, or fail naming the problem."""
    path = resolve_config_path(config)
    data: dict[str, Any] = {}
    if path is not None:
        if not path.exists():
            raise ConfigError(
                f"config file {path} does not exist",
                hint="pass --config PATH or set XIHE_CONFIG to an existing xihe.toml",
            )
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path} is not valid TOML: {exc}") from exc
        data["config_path"] = str(path)
    data.update(overrides)
    try:
        return Settings(**data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(top)'}: {err['msg']}"
            for err in exc.errors()
        )
        source = str(path) if path else "the environment"
        raise ConfigError(
            f"invalid settings in {source}: {problems}",
            hint="see docs/configuration.md for every key",
        ) from exc
