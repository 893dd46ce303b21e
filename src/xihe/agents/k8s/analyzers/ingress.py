"""Ingresses: their class, backend Services and TLS Secrets must exist."""

from __future__ import annotations

from xihe.agents.k8s.analyzers._common import fail, is_missing
from xihe.agents.k8s.inventory import Context
from xihe.agents.k8s.model import Failure, Result
from xihe.agents.k8s.objects import KObj
from xihe.agents.k8s.registry import Analyzer

CLASS_ANNOTATION = "kubernetes.io/ingress.class"
DEFAULT_CLASS_ANNOTATION = "ingressclass.kubernetes.io/is-default-class"
EXEMPT_CLASSES = ("gce", "gce-internal")


def _default_class(ctx: Context) -> str | None:
    for cls in ctx.inv.all("IngressClass"):
        if cls.annotations.get(DEFAULT_CLASS_ANNOTATION) == "true":
            return cls.name
    return None


def _class(ctx: Context, ing: KObj) -> list[Failure]:
    name = ing.spec.get("ingressClassName") or ing.annotations.get(CLASS_ANNOTATION)
    if not name:
        default = _default_class(ctx)
        if default:
            ev = {"spec.ingressClassName": None, "default IngressClass": default}
            ctx.suppress(ing, f"no class set; the default IngressClass {default} applies", ev)
            return []
        text = f"Ingress {ing.namespace}/{ing.name} does not specify an Ingress class."
        return [fail(text, {"spec.ingressClassName": None})]
    if name in EXEMPT_CLASSES:
        return []
    if is_missing(ctx, "IngressClass", "", name, "ingress class"):
        text = f"Ingress uses the ingress class {name} which does not exist."
        return [fail(text, {"spec.ingressClassName": name}, name)]
    return []


def _backend_services(ing: KObj) -> list[str]:
    names: list[str] = []
    backends = [ing.spec.get("defaultBackend") or {}]
    for rule in ing.spec.get("rules") or []:
        backends += [p.get("backend") or {} for p in (rule.get("http") or {}).get("paths") or []]
    for backend in backends:
        name = (backend.get("service") or {}).get("name")
        if name and name not in names:
            names.append(name)
    return names


def _services(ctx: Context, ing: KObj) -> list[Failure]:
    out: list[Failure] = []
    for name in _backend_services(ing):
        if is_missing(ctx, "Service", ing.namespace, name, "backend services"):
            text = f"Ingress uses the service {ing.namespace}/{name} which does not exist."
            out.append(fail(text, {"backend.service.name": name}, name))
    return out


def _tls(ctx: Context, ing: KObj) -> list[Failure]:
    out: list[Failure] = []
    seen: set[str] = set()
    for tls in ing.spec.get("tls") or []:
        name = tls.get("secretName")
        if not name or name in seen:
            continue
        seen.add(name)
        if is_missing(ctx, "Secret", ing.namespace, name, "TLS secrets"):
            text = (
                f"Ingress uses the secret {ing.namespace}/{name} as a TLS certificate "
                "which does not exist."
            )
            out.append(fail(text, {"spec.tls[].secretName": name}, name))
    return out


def run(ctx: Context) -> list[Result]:
    results = []
    for ing in ctx.objects("Ingress"):
        failures = _class(ctx, ing) + _services(ctx, ing) + _tls(ctx, ing)
        if failures:
            results.append(ctx.result(ing, failures))
    return results


ANALYZER = Analyzer(
    "Ingress",
    "Ingress",
    run,
    default=True,
    needs=("IngressClass", "Service", "Secret"),
)
