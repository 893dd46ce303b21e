"""Offline extraction: entities, constraints, decisions, questions and task targets.

This is what keeps a summary useful without a model: order numbers, amounts, times and
ids are copied verbatim, and sentences that state a constraint are kept word for word.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from xihe.core.messages import Message

SENTENCE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]?")

ENTITY_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "order",
        re.compile(
            r"(?:订单号?|单号|order(?:\s*(?:no\.?|number|id|#))?)\s*[:：#是为]?\s*"
            r"([A-Za-z]{0,6}[-_]?\d{6,}[A-Za-z0-9-]*)",
            re.IGNORECASE,
        ),
    ),
    ("id", re.compile(r"\b([A-Z]{2,8}[-_]?\d{4,}[A-Z0-9-]*)\b")),
    (
        "id",
        re.compile(
            r"(?:task|job|group|ticket|任务|群组?|工单|流程)\s*(?:id|ID|编号|号)?\s*[:：#是为]?\s*"
            r"([A-Za-z0-9][A-Za-z0-9_-]{2,})",
            re.IGNORECASE,
        ),
    ),
    (
        "amount",
        re.compile(
            r"((?:¥|￥|\$|RMB\s?|USD\s?)\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:元|块钱|块|美元|万元))"
        ),
    ),
    (
        "time",
        re.compile(
            r"(\d{4}[-/年]\d{1,2}[-/月]\d{1,2}日?(?:\s?\d{1,2}[:：]\d{2})?|\d{1,2}月\d{1,2}[日号]"
            r"|\d{1,2}[:：]\d{2}|(?:今天|明天|后天|昨天|上周|下周|本周|月底|周[一二三四五六日末])"
            r"(?:[上下]午)?(?:\d{1,2}点)?)"
        ),
    ),
)

CONSTRAINT = re.compile(
    r"(只能|只要|只改|只|仅|不要|不能|不可|别|必须|务必|一定要|保持|保留|不得|禁止|不许|不准|"
    r"\bonly\b|\bmust\b|\bnever\b|\bdon'?t\b|\bdo not\b|\bkeep\b|\bwithout\b)",
    re.IGNORECASE,
)
CONFIRM = re.compile(r"(确认|确定|就这样|没问题|同意|confirm|agreed|yes,? (?:that|exactly))", re.I)
DECISION = re.compile(
    r"(已经?|确认|决定|将会?|安排|为您|已为|will |decided|confirmed|scheduled)", re.I
)
QUESTION = re.compile(r"[？?]\s*$")

# The summary keeps at most this many entities: the most recent ones (an entity mentioned
# again moves to the end) plus any whose value an anchor holds. The summary body is read
# on every render, so an unbounded list would make render time grow with history length;
# older entities stay reachable through recall over the full history.
MAX_ENTITIES = 200

TARGET_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("pr", re.compile(r"https?://\S+/(?:pull|pulls|merge_requests)/\d+")),
    (
        "resource",
        re.compile(
            r"\b((?:pod|deployment|deploy|service|svc|statefulset|sts|daemonset|ds|job|cronjob|"
            r"node|ingress|configmap|cm|pvc|namespace|ns)s?/[a-z0-9][a-z0-9.-]*)",
            re.IGNORECASE,
        ),
    ),
    ("workflow", re.compile(r"(?:workflow|工作流)\s*[:：#]?\s*([\w.-]+)", re.IGNORECASE)),
)


@dataclass(frozen=True)
class Entity:
    kind: str
    value: str
    turn: int


@dataclass(frozen=True)
class Target:
    kind: str
    value: str


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE.findall(text) if s.strip()]


def entities(text: str, turn: int) -> list[Entity]:
    found: list[Entity] = []
    seen: set[str] = set()
    for kind, pattern in ENTITY_PATTERNS:
        for match in pattern.finditer(text):
            value = match.group(1).strip()
            if value and value not in seen:
                seen.add(value)
                found.append(Entity(kind, value, turn))
    return found


def constraints(text: str) -> list[str]:
    """Sentences that state a constraint, kept verbatim (never paraphrased)."""
    return [s for s in sentences(text) if CONSTRAINT.search(s)]


def find_target(text: str) -> Target | None:
    """The object a message is about: a PR URL, a diff, a resource, a workflow."""
    if "diff --git" in text or re.search(r"^@@ .* @@", text, re.MULTILINE):
        digest = hashlib.sha256(text.encode()).hexdigest()[:12]
        return Target("diff", f"diff:{digest}")
    for kind, pattern in TARGET_PATTERNS:
        match = pattern.search(text)
        if match:
            value = match.group(1) if match.groups() else match.group(0)
            return Target(kind, value)
    return None


def extract_summary(
    turns: Iterable[tuple[int, list[Message]]], covered_turn: int
) -> dict[str, Any]:
    """A structured summary of folded turns: entities, intents, decisions, open questions."""
    ents: list[Entity] = []
    cons: list[dict[str, object]] = []
    intents: list[dict[str, object]] = []
    decisions: list[dict[str, object]] = []
    questions: list[dict[str, object]] = []
    seen: set[tuple[str, str]] = set()
    for turn, messages in turns:
        answered = any(m.role == "assistant" and m.content for m in messages)
        for message in messages:
            if message.role not in ("user", "assistant"):
                continue
            for entity in entities(message.content, turn):
                if (entity.kind, entity.value) not in seen:
                    seen.add((entity.kind, entity.value))
                    ents.append(entity)
            parts = sentences(message.content)
            if message.role == "user":
                cons.extend({"text": s, "turn": turn} for s in constraints(message.content))
                if parts:
                    intents.append({"text": parts[0][:80], "turn": turn})
                if not answered:
                    questions.extend({"text": s, "turn": turn} for s in parts if QUESTION.search(s))
            else:
                decisions.extend(
                    {"text": s[:120], "turn": turn} for s in parts[:3] if DECISION.search(s)
                )
    return {
        "covered_turn": covered_turn,
        "entities": [{"kind": e.kind, "value": e.value, "turn": e.turn} for e in ents],
        "constraints": cons,
        "intents": intents[-12:],
        "decisions": decisions[-12:],
        "open_questions": questions[-6:],
    }


def cap_entities(
    items: list[dict[str, Any]], anchored: Iterable[str], limit: int = MAX_ENTITIES
) -> list[dict[str, Any]]:
    """The last `limit` entities in order, plus older ones whose value an anchor holds."""
    if len(items) <= limit:
        return list(items)
    texts = list(anchored)
    keep_from = len(items) - limit
    return [
        e
        for i, e in enumerate(items)
        if i >= keep_from or any(str(e["value"]) in text for text in texts)
    ]


def render_summary(body: dict[str, Any], detail: str) -> str:
    """`full` has everything; `compact` keeps only entities and constraints."""
    lines: list[str] = []
    if body.get("entities"):
        lines.append("实体 entities:")
        lines.extend(
            f"- {e['kind']}: {e['value']} (turn {e['turn']})" for e in body["entities"][-40:]
        )
    if body.get("constraints"):
        lines.append("约束 constraints:")
        lines.extend(f"- (turn {c['turn']}) {c['text']}" for c in body["constraints"][-20:])
    if detail == "full":
        for key, title in (
            ("intents", "意图 intents"),
            ("decisions", "决定 decisions"),
            ("open_questions", "未决问题 open questions"),
        ):
            if body.get(key):
                lines.append(f"{title}:")
                lines.extend(f"- (turn {item['turn']}) {item['text']}" for item in body[key])
        if body.get("notes"):
            lines.append(f"notes: {body['notes']}")
    return "\n".join(lines)
