"""Every way a pod spec reaches a ConfigMap or Secret, each named by where it sits."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from xihe.agents.k8s.objects import Raw, iter_containers


@dataclass(frozen=True, slots=True)
class Ref:
    kind: str  # ConfigMap or Secret
    name: str
    via: str
    optional: bool = False


def _env_refs(where: str, container: Raw) -> Iterator[Ref]:
    for env in container.get("env") or []:
        source = env.get("valueFrom") or {}
        for key, kind in (("configMapKeyRef", "ConfigMap"), ("secretKeyRef", "Secret")):
            ref = source.get(key)
            if ref and ref.get("name"):
                via = f"{where}.env[{env.get('name')}].valueFrom.{key}"
                yield Ref(kind, str(ref["name"]), via, bool(ref.get("optional")))
    for index, env_from in enumerate(container.get("envFrom") or []):
        for key, kind in (("configMapRef", "ConfigMap"), ("secretRef", "Secret")):
            ref = env_from.get(key)
            if ref and ref.get("name"):
                via = f"{where}.envFrom[{index}].{key}"
                yield Ref(kind, str(ref["name"]), via, bool(ref.get("optional")))


def _volume_refs(spec: Raw) -> Iterator[Ref]:
    for volume in spec.get("volumes") or []:
        where = f"volumes[{volume.get('name')}]"
        cm = volume.get("configMap")
        if cm and cm.get("name"):
            yield Ref("ConfigMap", str(cm["name"]), f"{where}.configMap", bool(cm.get("optional")))
        secret = volume.get("secret")
        if secret and secret.get("secretName"):
            optional = bool(secret.get("optional"))
            yield Ref("Secret", str(secret["secretName"]), f"{where}.secret", optional)
        sources = (volume.get("projected") or {}).get("sources") or []
        for index, source in enumerate(sources):
            for key, kind in (("configMap", "ConfigMap"), ("secret", "Secret")):
                ref = source.get(key)
                if ref and ref.get("name"):
                    via = f"{where}.projected.sources[{index}].{key}"
                    yield Ref(kind, str(ref["name"]), via, bool(ref.get("optional")))


def pod_refs(spec: Raw | None) -> list[Ref]:
    """Containers, init and ephemeral containers (env, envFrom), volumes, projected volumes,
    and image pull secrets."""
    if not spec:
        return []
    refs: list[Ref] = []
    for field_name, container in iter_containers(spec):
        refs.extend(_env_refs(f"{field_name}[{container.get('name')}]", container))
    refs.extend(_volume_refs(spec))
    for pull in spec.get("imagePullSecrets") or []:
        if pull.get("name"):
            refs.append(Ref("Secret", str(pull["name"]), "imagePullSecrets"))
    return refs
