"""Where objects come from: a live cluster through the official client, or a kubectl dump."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from xihe.agents.k8s.dumpfile import (
    DumpError,
    describe,
    gc_paused,
    json_loads,
    read_documents,
)
from xihe.agents.k8s.kinds import KINDS, KindInfo
from xihe.agents.k8s.model import KindLoad, LoadStatus
from xihe.agents.k8s.objects import KObj, make_obj

PAGE_SIZE = 500
_DUMP_SUFFIXES = {".yaml", ".yml", ".json"}
_METADATA_ACCEPT = (
    "application/json;as=PartialObjectMetadataList;v=v1;g=meta.k8s.io,application/json"
)


@dataclass(slots=True)
class Loaded:
    load: KindLoad
    objects: list[KObj] = field(default_factory=list)


class Source(Protocol):
    """Loads all objects of one kind, cluster-wide, and says why when it cannot."""

    description: str

    def load(self, info: KindInfo) -> Loaded: ...


def _strip_secret(raw: dict[str, Any]) -> dict[str, Any]:
    """Secret payloads are never needed for diagnosis; do not keep them in memory."""
    if raw.get("kind") == "Secret":
        return {k: v for k, v in raw.items() if k not in ("data", "stringData")}
    return raw


def _flatten(doc: Any) -> Iterator[tuple[dict[str, Any], str | None]]:
    """Yield objects from a document: single objects, `List` and typed `XxxList` kinds."""
    if not isinstance(doc, dict):
        return
    kind = str(doc.get("kind") or "")
    if "items" in doc and (kind == "List" or kind.endswith("List")):
        item_kind = kind[: -len("List")] if kind != "List" else None
        for item in doc.get("items") or []:
            yield from ((obj, k or item_kind) for obj, k in _flatten_item(item))
        return
    yield doc, None


def _flatten_item(item: Any) -> Iterator[tuple[dict[str, Any], str | None]]:
    if isinstance(item, dict) and str(item.get("kind") or "").endswith("List") and "items" in item:
        yield from _flatten(item)
    elif isinstance(item, dict):
        yield item, None


def _typed_empty_lists(doc: Any) -> Iterator[str]:
    """A `ServiceList` with no items proves the dump holds all Services: zero of them."""
    if isinstance(doc, dict):
        kind = str(doc.get("kind") or "")
        if kind.endswith("List") and kind != "List":
            yield kind[: -len("List")]


def _files(path: Path) -> list[Path]:
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in _DUMP_SUFFIXES)
    return [path]


class DumpSource:
    """Objects from `kubectl get ... -o yaml|json`: one file, several, or a folder of them.

    Input that yields nothing to analyze raises DumpError; files (or documents) that could
    not be read while others could are listed in `skipped`, so a partial dump never passes
    for a healthy cluster.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.description = f"dump:{self.path}"
        self.errors: list[str] = []
        self.skipped: list[str] = []
        self._by_kind: dict[str, list[KObj]] = {}
        self._listed: set[str] = set()
        self._seen: set[tuple[str, str, str]] = set()
        self._read()

    def _read(self) -> None:
        if not self.path.exists():
            raise DumpError(f"{self.path}: no such file or folder")
        files = _files(self.path)
        if not files:
            raise DumpError(f"{self.path}: no .yaml, .yml or .json files in this folder")
        with gc_paused():
            for file in files:
                try:
                    self._read_file(file)
                except DumpError as exc:
                    self.skipped.append(str(exc))
        if not self._by_kind and not self._listed:
            reasons = "; ".join(self.skipped) or f"{self.path}: no Kubernetes objects found"
            raise DumpError(reasons)

    def _read_file(self, file: Path) -> None:
        for number, doc in enumerate(read_documents(file), start=1):
            if doc is None:
                continue  # an empty document, as between two `---`
            found = self._add_document(file, doc)
            if not found:
                self.skipped.append(
                    f"{file}: document {number} is {describe(doc)}, not a Kubernetes object or List"
                )

    def _add_document(self, file: Path, doc: Any) -> bool:
        listed = list(_typed_empty_lists(doc))
        self._listed.update(listed)
        found = bool(listed) or (isinstance(doc, dict) and "items" in doc)
        for raw, kind in _flatten(doc):
            obj = make_obj(_strip_secret(raw), kind)
            if not obj.kind or not obj.name:
                continue
            found = True
            if obj.key in self._seen:
                self.errors.append(f"{file}: duplicate {obj.kind} {obj.display} ignored")
                continue
            self._seen.add(obj.key)
            self._by_kind.setdefault(obj.kind, []).append(obj)
        return found

    def kinds_present(self) -> set[str]:
        return set(self._by_kind) | self._listed

    def load_kind(self, kind: str) -> list[KObj]:
        return list(self._by_kind.get(kind, []))

    def load(self, info: KindInfo) -> Loaded:
        objects = self._by_kind.get(info.kind, [])
        if objects or info.kind in self._listed:
            return Loaded(KindLoad(info.kind, LoadStatus.LOADED, len(objects)), objects)
        return Loaded(
            KindLoad(info.kind, LoadStatus.NOT_IN_DUMP, 0, "the dump holds no objects of this kind")
        )


def classify_http(status: int) -> LoadStatus:
    """404 means not served (absent), 403 forbidden; anything else is unknown."""
    if status == 404:
        return LoadStatus.ABSENT
    if status in (401, 403):
        return LoadStatus.FORBIDDEN
    return LoadStatus.UNKNOWN


def _reason_from_body(body: bytes, fallback: str) -> str:
    """The API server's `Status.message` when it sent one."""
    try:
        data = json_loads(body)
    except (ValueError, TypeError):
        return fallback
    if isinstance(data, dict) and data.get("message"):
        return str(data["message"])
    return fallback


class LiveSource:
    """A cluster through the official client: kubeconfig or in-cluster, paginated lists."""

    def __init__(
        self,
        kubeconfig: str | None = None,
        context: str | None = None,
        page_size: int = PAGE_SIZE,
        timeout: float = 30.0,
    ) -> None:
        self._api = _new_api_client(kubeconfig, context)
        self.page_size = page_size
        self.timeout = timeout
        host = getattr(self._api.configuration, "host", "")
        self.description = f"cluster:{host}"
        self.requests = 0

    def close(self) -> None:
        self._api.close()

    def _get(self, info: KindInfo, token: str | None) -> tuple[int, bytes]:
        query: list[tuple[str, Any]] = [("limit", self.page_size)]
        if token:
            query.append(("continue", token))
        headers = {"Accept": _METADATA_ACCEPT if info.metadata_only else "application/json"}
        method, url, hdrs, _body, _post = self._api.param_serialize(
            method="GET",
            resource_path=info.list_path(),
            query_params=query,
            header_params=headers,
            auth_settings=["BearerToken"],
        )
        self.requests += 1
        resp = self._api.call_api(method, url, header_params=hdrs, _request_timeout=self.timeout)
        return int(resp.status), bytes(resp.read() or b"")

    def load(self, info: KindInfo) -> Loaded:
        objects: list[KObj] = []
        token: str | None = None
        while True:
            try:
                status, body = self._get(info, token)
            except Exception as exc:  # timeouts, refused connections, TLS: all unknown
                reason = f"{type(exc).__name__}: {exc}"
                return Loaded(KindLoad(info.kind, LoadStatus.UNKNOWN, 0, reason))
            if status != 200:
                reason = _reason_from_body(body, f"HTTP {status}")
                return Loaded(KindLoad(info.kind, classify_http(status), 0, reason, status))
            try:
                page = json_loads(body)
            except ValueError as exc:
                return Loaded(KindLoad(info.kind, LoadStatus.UNKNOWN, 0, f"bad JSON: {exc}"))
            for item in page.get("items") or []:
                objects.append(make_obj(_strip_secret(item), info.kind, force_kind=True))
            token = (page.get("metadata") or {}).get("continue") or None
            if not token:
                break
        return Loaded(KindLoad(info.kind, LoadStatus.LOADED, len(objects)), objects)


def _new_api_client(kubeconfig: str | None, context: str | None) -> Any:
    """Kubeconfig when given or found; in-cluster config otherwise."""
    from kubernetes import client, config

    try:
        return config.new_client_from_config(config_file=kubeconfig, context=context)
    except config.ConfigException:
        if kubeconfig:
            raise
        configuration = client.Configuration()
        config.load_incluster_config(client_configuration=configuration)
        return client.ApiClient(configuration=configuration)


def all_kinds() -> list[KindInfo]:
    return list(KINDS.values())
