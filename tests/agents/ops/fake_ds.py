"""A DolphinScheduler API server on 127.0.0.1 speaking 1.3's or 3.2's REST paths.

Real HTTP with the `token` header, form-encoded bodies and the `{code, msg, data}` envelope,
so the real client runs end to end. Each start of a workflow takes the next scripted outcome
(`Outcome`): how many polls it stays running, its final state and its failed task's log.
"""

from __future__ import annotations

import itertools
import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlparse

TOKEN = "ds-test-token-not-a-secret"
PREFIX = "/dolphinscheduler/"


@dataclass
class Outcome:
    state: str = "SUCCESS"
    log: str = ""
    polls: int = 1
    """GETs of the instance answered RUNNING_EXECUTION before the final state."""
    hold: bool = False
    """Stay running until `release()`."""


@dataclass
class _Instance:
    id: int
    workflow: str
    schedule_time: str
    outcome: Outcome
    seen: int = 0
    released: bool = False

    def state(self) -> str:
        if self.outcome.hold and not self.released:
            return "RUNNING_EXECUTION"
        if self.seen <= self.outcome.polls:
            return "RUNNING_EXECUTION"
        return self.outcome.state


@dataclass
class FakeDolphin:
    version: str = "3.2"
    project: str = "dw"
    workflows: dict[str, str] = field(default_factory=dict)
    """name → release state."""
    outcomes: dict[str, deque[Outcome]] = field(default_factory=dict)
    instances: list[_Instance] = field(default_factory=list)
    starts: list[dict[str, str]] = field(default_factory=list)
    requests: list[tuple[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(101))
    _server: ThreadingHTTPServer | None = None

    @property
    def legacy(self) -> bool:
        return self.version == "1.3"

    def add(self, name: str, *outcomes: Outcome, release: str = "ONLINE") -> FakeDolphin:
        self.workflows[name] = release
        self.outcomes.setdefault(name, deque()).extend(outcomes)
        return self

    def add_instance(self, name: str, state: str, schedule_time: str) -> None:
        """An instance that ran before the test (e.g. a successful run of that date)."""
        with self.lock:
            instance = _Instance(next(self._ids), name, schedule_time, Outcome(state, polls=-1))
            self.instances.append(instance)

    def release(self) -> None:
        with self.lock:
            for instance in self.instances:
                instance.released = True

    def starts_of(self, name: str) -> int:
        return sum(1 for s in self.starts if s["workflow"] == name)

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/dolphinscheduler"

    # -- model ------------------------------------------------------------------------
    def _code(self, name: str) -> int:
        return 9000 + sorted(self.workflows).index(name)

    def _name(self, ref: str) -> str | None:
        for name in self.workflows:
            if str(self._code(name)) == ref:
                return name
        return None

    def _definition(self, name: str) -> dict[str, Any]:
        key = "id" if self.legacy else "code"
        return {key: self._code(name), "name": name, "releaseState": self.workflows[name]}

    def _instance_json(self, i: _Instance) -> dict[str, Any]:
        return {
            "id": i.id,
            "name": f"{i.workflow}-{i.id}",
            "state": i.state(),
            "scheduleTime": i.schedule_time or None,
            "startTime": "2026-12-01 00:00:00",
            "endTime": None if i.state() == "RUNNING_EXECUTION" else "2026-12-01 00:05:00",
            "commandType": "COMPLEMENT_DATA" if i.schedule_time else "START_PROCESS",
        }

    def _tasks(self, i: _Instance) -> list[dict[str, Any]]:
        state = i.state()
        failed = state in ("FAILURE", "KILL", "STOP")
        names = ["extract", "transform_sql", "load"]
        states = [
            "SUCCESS",
            "FAILURE" if failed else state,
            "SUBMITTED_SUCCESS" if failed else state,
        ]
        if state == "RUNNING_EXECUTION":
            states = ["SUCCESS", "RUNNING_EXECUTION", "SUBMITTED_SUCCESS"]
        return [
            {"id": i.id * 10 + n, "name": names[n], "state": states[n], "taskType": "SQL"}
            for n in range(3)
        ]

    def _start(self, form: dict[str, str]) -> Any:
        ref = form.get("processDefinitionId" if self.legacy else "processDefinitionCode", "")
        name = self._name(ref)
        if name is None:
            return _error(50003, f"process definition {ref} does not exist")
        if self.workflows[name] != "ONLINE":
            return _error(50004, "process definition not release")
        for key in ("failureStrategy", "warningType"):
            if key not in form:
                return _error(10001, f"{key} is required")
        schedule = form.get("scheduleTime", "")
        if schedule.startswith("{"):
            schedule = json.loads(schedule)["complementStartDate"]
        elif "," in schedule:
            schedule = schedule.split(",")[0]
        queue = self.outcomes.get(name) or deque([Outcome()])
        outcome = queue.popleft() if len(queue) > 1 else queue[0]
        instance = _Instance(next(self._ids), name, schedule, outcome)
        self.instances.append(instance)
        self.starts.append({"workflow": name, **form})
        if self.version == "3.2":
            return _ok(instance.id * 1000 + 7)  # the trigger code
        return _ok(None)

    def _find(self, instance_id: str) -> _Instance | None:
        return next((i for i in self.instances if str(i.id) == instance_id), None)

    def route(self, method: str, path: str, query: dict[str, str]) -> Any:
        parts = path.removeprefix(PREFIX).strip("/").split("/")
        if parts == ["log", "detail"]:
            return self._log(query["taskInstanceId"])
        if parts in (["projects", "list"], ["projects", "query-project-list"]):
            key = "id" if self.legacy else "code"
            return _ok([{key: 1, "name": self.project}])
        if len(parts) < 3 or parts[0] != "projects":
            return None
        project, rest = parts[1], parts[2:]
        if project != (self.project if self.legacy else "1"):
            return _error(10018, f"project {project} not found")
        if method == "POST" and rest == ["executors", "start-process-instance"]:
            return self._start(query)
        return self._legacy(rest, query) if self.legacy else self._modern(rest, query)

    def _legacy(self, rest: list[str], query: dict[str, str]) -> Any:
        if rest == ["process", "list"]:
            return _ok([self._definition(n) for n in sorted(self.workflows)])
        if rest == ["instance", "list-paging"]:
            name = self._name(query["processDefinitionId"])
            return _ok({"totalList": self._listing(name, query)})
        if rest == ["instance", "select-by-id"]:
            return self._instance(query["processInstanceId"])
        if rest == ["instance", "task-list-by-process-id"]:
            found = self._find(query["processInstanceId"])
            return _ok({"taskList": self._tasks(found)}) if found else _error(10020, "not exist")
        return None

    def _modern(self, rest: list[str], query: dict[str, str]) -> Any:
        if rest == ["process-definition", "simple-list"]:
            return _ok([self._definition(n) for n in sorted(self.workflows)])
        if rest == ["process-definition", "query-by-name"]:
            name = query.get("name", "")
            if name not in self.workflows:
                return _error(50003, f"process definition {name} does not exist")
            return _ok({"processDefinition": self._definition(name), "taskDefinitionList": []})
        if rest == ["process-instances"]:
            name = self._name(query["processDefineCode"])
            return _ok({"totalList": self._listing(name, query), "total": 0})
        if rest == ["process-instances", "trigger"] and self.version == "3.2":
            code = int(query["triggerCode"])
            found = self._find(str(code // 1000))
            return _ok([self._instance_json(found)] if found else [])
        if len(rest) == 2 and rest[0] == "process-instances":
            return self._instance(rest[1])
        if len(rest) == 3 and rest[0] == "process-instances" and rest[2] == "tasks":
            found = self._find(rest[1])
            return _ok({"taskList": self._tasks(found)}) if found else _error(10020, "not exist")
        return None

    def _listing(self, name: str | None, query: dict[str, str]) -> list[dict[str, Any]]:
        mine = [i for i in self.instances if i.workflow == name]
        size = int(query.get("pageSize", 10))
        return [self._instance_json(i) for i in reversed(mine)][:size]

    def _instance(self, instance_id: str) -> Any:
        found = self._find(instance_id)
        if found is None:
            return _error(10020, f"process instance {instance_id} does not exist")
        found.seen += 1
        return _ok(self._instance_json(found))

    def _log(self, task_id: str) -> Any:
        found = self._find(str(int(task_id) // 10))
        text = found.outcome.log if found else ""
        if self.version == "3.2":
            return _ok({"lineNum": text.count("\n") + 1, "message": text})
        return _ok(text)

    @contextmanager
    def running(self) -> Iterator[FakeDolphin]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: Any) -> None:
                return None

            def _answer(self, method: str) -> None:
                url = urlparse(self.path)
                query = {k: v[0] for k, v in parse_qs(url.query).items()}
                if method == "POST":
                    length = int(self.headers.get("content-length") or 0)
                    raw = self.rfile.read(length).decode()
                    query.update(
                        {k: v[0] for k, v in parse_qs(raw, keep_blank_values=True).items()}
                    )
                with fake.lock:
                    fake.requests.append((method, url.path))
                    if self.headers.get("token") != TOKEN:
                        body, status = _error(10013, "user not login"), 401
                    else:
                        body = fake.route(method, url.path, query)
                        status = 200 if body is not None else 404
                        body = body if body is not None else {"status": 404}
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                self._answer("GET")

            def do_POST(self) -> None:
                self._answer("POST")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            self._server.shutdown()
            self._server.server_close()


def _ok(data: Any) -> dict[str, Any]:
    return {"code": 0, "msg": "success", "data": data, "success": True, "failed": False}


def _error(code: int, msg: str) -> dict[str, Any]:
    return {"code": code, "msg": msg, "data": None, "success": False, "failed": True}
