"""A DolphinScheduler REST client for 1.3, 2.x and 3.0–3.2: one interface, three path styles.

1.3 addresses projects by name and definitions by numeric id; 2.x and 3.x by code. Starting a
workflow is not idempotent (every call inserts a command), so this client never retries a
start; reads are safe to repeat. 3.2 answers a start with a trigger code, older versions with
nothing, so the new instance is found by trigger code or by listing the definition's instances.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

import httpx

from xihe.core.errors import ErrorClass, ToolError
from xihe.core.settings import DolphinConfig

Phase = Literal["running", "success", "failure", "stopped", "paused"]

SUCCESS_STATES = frozenset({"SUCCESS", "FORCED_SUCCESS"})
FAILURE_STATES = frozenset({"FAILURE"})
STOPPED_STATES = frozenset({"STOP", "KILL"})
PAUSED_STATES = frozenset({"PAUSE", "BLOCK"})
"""Terminal states (`WorkflowExecutionStatus.isFinished()` in 3.x, the same names earlier)."""

STATE_NAMES: dict[str, frozenset[str]] = {
    "1.3": frozenset(
        {
            "SUBMITTED_SUCCESS",
            "RUNNING_EXECUTION",
            "READY_PAUSE",
            "PAUSE",
            "READY_STOP",
            "STOP",
            "FAILURE",
            "SUCCESS",
            "NEED_FAULT_TOLERANCE",
            "KILL",
            "WAITTING_THREAD",
            "WAITTING_DEPEND",
        }
    ),
    "2": frozenset(
        {
            "SUBMITTED_SUCCESS",
            "RUNNING_EXECUTION",
            "READY_PAUSE",
            "PAUSE",
            "READY_STOP",
            "STOP",
            "FAILURE",
            "SUCCESS",
            "NEED_FAULT_TOLERANCE",
            "KILL",
            "WAITING_THREAD",
            "WAITING_DEPEND",
            "DELAY_EXECUTION",
            "FORCED_SUCCESS",
        }
    ),
}
STATE_NAMES["3.0"] = STATE_NAMES["2"] | {"SERIAL_WAIT", "READY_BLOCK", "BLOCK", "DISPATCH"}
STATE_NAMES["3.1"] = frozenset(
    {
        "SUBMITTED_SUCCESS",
        "RUNNING_EXECUTION",
        "READY_PAUSE",
        "PAUSE",
        "READY_STOP",
        "STOP",
        "FAILURE",
        "SUCCESS",
        "DELAY_EXECUTION",
        "SERIAL_WAIT",
        "READY_BLOCK",
        "BLOCK",
    }
)
STATE_NAMES["3.2"] = STATE_NAMES["3.1"] | {"WAIT_TO_RUN"}

STATE_CODES = {
    0: "SUBMITTED_SUCCESS",
    1: "RUNNING_EXECUTION",
    2: "READY_PAUSE",
    3: "PAUSE",
    4: "READY_STOP",
    5: "STOP",
    6: "FAILURE",
    7: "SUCCESS",
    8: "NEED_FAULT_TOLERANCE",
    9: "KILL",
    12: "DELAY_EXECUTION",
    13: "FORCED_SUCCESS",
    14: "SERIAL_WAIT",
    15: "READY_BLOCK",
    16: "BLOCK",
}

TRANSIENT_CODES = {10025}  # MASTER_NOT_EXISTS
NOT_RELEASED = 50004


def phase(state: str) -> Phase:
    """Where a state leaves a run; an unknown state is still running (the timeout ends it)."""
    if state in SUCCESS_STATES:
        return "success"
    if state in FAILURE_STATES:
        return "failure"
    if state in STOPPED_STATES:
        return "stopped"
    if state in PAUSED_STATES:
        return "paused"
    return "running"


def state_name(raw: Any) -> str:
    """DolphinScheduler serialises states as names; some views send the numeric code."""
    if isinstance(raw, int):
        return STATE_CODES.get(raw, str(raw))
    if isinstance(raw, dict):  # a few 3.x views send {"code": 6, "desc": "failure"}
        return state_name(raw.get("code"))
    return str(raw or "").upper()


@dataclass(frozen=True)
class Definition:
    project: str
    project_ref: str
    """The project's name (1.3) or code (2.x, 3.x): what goes in the path."""
    name: str
    ref: str
    """The definition's id (1.3) or code (2.x, 3.x)."""
    release_state: str = "ONLINE"

    def to_dict(self) -> dict[str, Any]:
        return {
            "project": self.project,
            "name": self.name,
            "ref": self.ref,
            "release_state": self.release_state,
        }


@dataclass(frozen=True)
class Instance:
    id: str
    state: str
    schedule_time: str = ""
    start_time: str = ""
    end_time: str = ""
    name: str = ""
    command_type: str = ""

    @property
    def phase(self) -> Phase:
        return phase(self.state)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "state": self.state,
            "phase": self.phase,
            "schedule_time": self.schedule_time,
            "start_time": self.start_time,
            "end_time": self.end_time,
            "command_type": self.command_type,
        }


@dataclass(frozen=True)
class TaskInstance:
    id: str
    name: str
    state: str
    task_type: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "state": self.state, "type": self.task_type}


@dataclass(frozen=True)
class StartRequest:
    """One start: a normal run (`schedule_time` empty or one time) or a backfill range."""

    definition: Definition
    schedule_time: str = ""
    backfill_end: str = ""
    failure_strategy: Literal["END", "CONTINUE"] = "END"
    warning_type: Literal["NONE", "SUCCESS", "FAILURE", "ALL"] = "NONE"
    start_params: dict[str, str] = field(default_factory=dict)

    @property
    def complement(self) -> bool:
        return bool(self.schedule_time)

    def schedule_param(self) -> str:
        """The `scheduleTime` form field: a complement range in 2.x/3.x, a time in 1.3."""
        if not self.schedule_time:
            return ""
        end = self.backfill_end or self.schedule_time
        return json.dumps(
            {"complementStartDate": self.schedule_time, "complementEndDate": end},
            separators=(",", ":"),
        )


@dataclass(frozen=True)
class Started:
    trigger_code: str | None
    instance_ids: list[str]


class DolphinClient:
    """Speaks one DolphinScheduler version; `version` picks the path style and state names."""

    def __init__(
        self, config: DolphinConfig, *, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        if not config.url:
            raise ToolError(
                "no DolphinScheduler API is configured",
                error_class=ErrorClass.CONFIG,
                hint='set [ops.dolphinscheduler] url = "http://host:12345/dolphinscheduler"',
            )
        token = os.environ.get(config.token_env, "")
        if not token:
            raise ToolError(
                f"the DolphinScheduler token is not set (environment variable {config.token_env})",
                error_class=ErrorClass.CONFIG,
                hint="create a token under Security → Token manage and export it",
            )
        self.version = config.version
        self.legacy = config.version == "1.3"
        self.http = httpx.AsyncClient(
            base_url=config.url.rstrip("/") + "/",
            headers={"token": token},
            timeout=config.timeout_seconds,
            transport=transport,
        )

    async def __aenter__(self) -> DolphinClient:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.http.aclose()

    async def _call(self, method: str, path: str, *, params: dict[str, Any] | None = None) -> Any:
        try:
            if method == "GET":
                response = await self.http.get(path, params=params)
            else:
                response = await self.http.post(path, data=params)
        except httpx.HTTPError as exc:
            raise ToolError(
                f"DolphinScheduler unreachable: {type(exc).__name__}: {exc}",
                error_class=ErrorClass.TRANSIENT,
            ) from exc
        return _result(response, path)

    # -- lookup ---------------------------------------------------------------------
    async def projects(self) -> list[dict[str, Any]]:
        path = "projects/query-project-list" if self.legacy else "projects/list"
        data = await self._call("GET", path)
        return [
            {"name": p["name"], "ref": p["name"] if self.legacy else str(p["code"])}
            for p in _items(data)
        ]

    async def project_ref(self, name: str) -> str:
        for project in await self.projects():
            if project["name"] == name:
                return str(project["ref"])
        raise ToolError(
            f"no DolphinScheduler project named '{name}'",
            error_class=ErrorClass.NOT_FOUND,
            hint="known projects: " + ", ".join(p["name"] for p in await self.projects()),
        )

    async def definitions(self, project: str) -> list[Definition]:
        ref = await self.project_ref(project)
        if self.legacy:
            data = await self._call("GET", f"projects/{ref}/process/list")
            return [
                Definition(project, ref, d["name"], str(d["id"]), d.get("releaseState", "ONLINE"))
                for d in _items(data)
            ]
        data = await self._call("GET", f"projects/{ref}/process-definition/simple-list")
        return [
            Definition(project, ref, d["name"], str(d["code"]), d.get("releaseState", "ONLINE"))
            for d in _items(data)
        ]

    async def definition(self, project: str, name: str) -> Definition | None:
        """The definition with exactly this name, with its release state; None when absent."""
        if self.legacy:
            found = [d for d in await self.definitions(project) if d.name == name]
            return found[0] if found else None
        ref = await self.project_ref(project)
        try:
            data = await self._call(
                "GET", f"projects/{ref}/process-definition/query-by-name", params={"name": name}
            )
        except ToolError as exc:
            if exc.error_class == ErrorClass.NOT_FOUND:
                return None
            raise
        body = data.get("processDefinition", data) if isinstance(data, dict) else {}
        if not body:
            return None
        return Definition(
            project, ref, body["name"], str(body["code"]), body.get("releaseState", "ONLINE")
        )

    # -- start ----------------------------------------------------------------------
    async def start(self, request: StartRequest) -> Started:
        d = request.definition
        form: dict[str, Any] = {
            "failureStrategy": request.failure_strategy,
            "warningType": request.warning_type,
            "warningGroupId": 0,
            "processInstancePriority": "MEDIUM",
            "taskDependType": "TASK_POST",
        }
        if self.legacy:
            form["processDefinitionId"] = d.ref
            if request.complement:
                form["execType"] = "COMPLEMENT_DATA"
                end = request.backfill_end or request.schedule_time
                form["scheduleTime"] = f"{request.schedule_time},{end}"
            else:
                form["scheduleTime"] = ""
        else:
            form["processDefinitionCode"] = d.ref
            form["scheduleTime"] = request.schedule_param()
            if request.complement:
                form["execType"] = "COMPLEMENT_DATA"
                form["runMode"] = "RUN_MODE_SERIAL"
        if request.start_params:
            form["startParams"] = json.dumps(request.start_params, ensure_ascii=False)
        data = await self._call(
            "POST", f"projects/{d.project_ref}/executors/start-process-instance", params=form
        )
        if isinstance(data, list):
            return Started(None, [str(i) for i in data])
        return Started(str(data) if data not in (None, "") else None, [])

    async def by_trigger(self, project_ref: str, trigger_code: str) -> list[Instance]:
        data = await self._call(
            "GET",
            f"projects/{project_ref}/process-instances/trigger",
            params={"triggerCode": trigger_code},
        )
        items = [data] if isinstance(data, dict) and "id" in data else _items(data)
        return [_instance(i) for i in items]

    # -- instances ------------------------------------------------------------------
    async def instances(self, definition: Definition, limit: int = 10) -> list[Instance]:
        """The definition's latest instances, newest first."""
        if self.legacy:
            path = f"projects/{definition.project_ref}/instance/list-paging"
            params: dict[str, Any] = {"processDefinitionId": definition.ref}
        else:
            path = f"projects/{definition.project_ref}/process-instances"
            params = {"processDefineCode": definition.ref}
        params.update(pageNo=1, pageSize=limit)
        data = await self._call("GET", path, params=params)
        return [_instance(i) for i in _items(data)]

    async def instance(self, project_ref: str, instance_id: str) -> Instance:
        if self.legacy:
            data = await self._call(
                "GET",
                f"projects/{project_ref}/instance/select-by-id",
                params={"processInstanceId": instance_id},
            )
        else:
            data = await self._call(
                "GET", f"projects/{project_ref}/process-instances/{instance_id}"
            )
        return _instance(data)

    async def tasks(self, project_ref: str, instance_id: str) -> list[TaskInstance]:
        if self.legacy:
            data = await self._call(
                "GET",
                f"projects/{project_ref}/instance/task-list-by-process-id",
                params={"processInstanceId": instance_id},
            )
        else:
            data = await self._call(
                "GET", f"projects/{project_ref}/process-instances/{instance_id}/tasks"
            )
        items = data.get("taskList", []) if isinstance(data, dict) else _items(data)
        return [
            TaskInstance(
                str(t["id"]), t.get("name", ""), state_name(t.get("state")), t.get("taskType", "")
            )
            for t in items
        ]

    async def task_log(self, task_instance_id: str, *, skip: int = 0, limit: int = 500) -> str:
        data = await self._call(
            "GET",
            "log/detail",
            params={"taskInstanceId": task_instance_id, "skipLineNum": skip, "limit": limit},
        )
        if isinstance(data, dict):  # 3.2: ResponseTaskLog {lineNum, message}
            return str(data.get("message") or "")
        return str(data or "")


def _result(response: httpx.Response, path: str) -> Any:
    """DolphinScheduler's envelope `{code, msg, data}`; code 0 is success."""
    if response.status_code in (401, 403):
        raise ToolError(
            f"DolphinScheduler refused the token ({response.status_code})",
            error_class=ErrorClass.AUTH,
            hint="check the token has not expired and its user may use the project",
        )
    if response.status_code >= 500 or response.status_code == 429:
        raise ToolError(
            f"DolphinScheduler answered {response.status_code} on {path}",
            error_class=ErrorClass.TRANSIENT,
        )
    if response.status_code == 404:
        raise ToolError(
            f"DolphinScheduler has no endpoint {path} (404)",
            error_class=ErrorClass.CONFIG,
            hint="check [ops.dolphinscheduler] version matches the server",
        )
    try:
        body = response.json()
    except ValueError as exc:
        raise ToolError(
            f"DolphinScheduler answered {path} with non-JSON ({response.status_code})",
            error_class=ErrorClass.TRANSIENT,
        ) from exc
    code = body.get("code", 0)
    if code == 0:
        return body.get("data")
    message = f"DolphinScheduler error {code} on {path}: {body.get('msg', '')}"
    if code in TRANSIENT_CODES:
        raise ToolError(message, error_class=ErrorClass.TRANSIENT)
    if code == NOT_RELEASED:
        raise ToolError(
            message,
            error_class=ErrorClass.VALIDATION,
            hint="the workflow is offline; put it online in DolphinScheduler first",
        )
    if "not exist" in str(body.get("msg", "")).lower() or "not found" in str(body.get("msg", "")):
        raise ToolError(message, error_class=ErrorClass.NOT_FOUND)
    raise ToolError(message, error_class=ErrorClass.VALIDATION)


def _items(data: Any) -> list[dict[str, Any]]:
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        for key in ("totalList", "list", "records"):
            if isinstance(data.get(key), list):
                return list(data[key])
    return []


def _instance(data: Any) -> Instance:
    if not isinstance(data, dict) or "id" not in data:
        raise ToolError("DolphinScheduler returned no instance", error_class=ErrorClass.NOT_FOUND)
    return Instance(
        id=str(data["id"]),
        state=state_name(data.get("state")),
        schedule_time=str(data.get("scheduleTime") or ""),
        start_time=str(data.get("startTime") or ""),
        end_time=str(data.get("endTime") or ""),
        name=str(data.get("name") or ""),
        command_type=str(data.get("commandType") or ""),
    )


def ds_time(value: datetime) -> str:
    return value.strftime("%Y-%m-%d %H:%M:%S")
