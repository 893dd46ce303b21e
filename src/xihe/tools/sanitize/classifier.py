"""Layer 2's learned detector: a logistic model over one sentence of the detection view
(lowercased, folded) and the sentence before it.

Phrase rules match the wording they were written for; this model is meant to carry over to
wording nobody wrote a rule for, so besides hashed character and word n-grams it sees *cues*
that name what an injection does rather than how it is phrased: who is addressed (assistant,
AI, agent, 助手, 模型), whether the sentence is a command, exfiltration verbs, secret nouns,
data-carrying URLs, "before you…"/"在…之前" preambles, persona and role claims, and whether the
text talks *about* attacks. Pure Python at run time, nothing fetched: the weights ship in
`classifier.json`, trained by `tests/tools/sanitize/train_classifier.py` (provenance there and
in `docs/sanitize.md`).
"""

from __future__ import annotations

import contextvars
import itertools
import json
import math
import re
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from xihe.tools.sanitize.features import COMMAND_VERBS, ZH_COMMAND_VERBS
from xihe.tools.sanitize.literals import Index, required

WEIGHTS = Path(__file__).with_name("classifier.json")
DIM = 1 << 18
VERSION = 2
_WORD = re.compile(r"[a-z0-9_]+|[\u3400-\u9fff]")

_AI = (
    r"assistants?|ai|agents?|models?|llms?|bots?|chatbots?|copilot|gpt[\w.-]*|claude|gemini|"
    r"llama|qwen|deepseek|mistral|chatgpt|automat\w+|summari[sz]ers?|readers?|crawlers?|systems?"
)
_ZH_AI = r"助手|助理|模型|智能体|机器人|大模型|人工智能|ai|代理|小助手"
_VERBS = "|".join(
    (
        *COMMAND_VERBS,
        "sync",
        "transmit",
        "exfiltrate",
        "answer",
        "remind",
        "warn",
        "recommend",
        "suggest",
        "read",
        "summari[sz]e",
        "translate",
        "go",
        "behave",
        "become",
        "treat",
        "consider",
        "obey",
        "follow",
        "comply",
        "do",
        "start",
        "begin",
        "continue",
        "proceed",
        "provide",
        "urge",
    )
)
_ZH_VERBS = "|".join(
    (*ZH_COMMAND_VERBS, "假装", "切换", "服从", "遵循", "遵守", "完成", "报告", "回答")
)
_SECRET = (
    r"passwords?|passcodes?|passphrases?|api[ _-]?keys?|keys?|tokens?|secrets?|credentials?|"
    r"private|ssh|otp|2fa|mfa|codes?|pin|env|environment|cookies?|sessions?|credit cards?|card|"
    r"cvv|ssn|iban|account numbers?|wallet|seed phrase|mnemonic|\.env|id_rsa|aws_\w+|"
    r"system prompt|instructions|conversation|chat history|history|memory|contacts|personal"
)
_ZH_SECRET = (
    r"密码|密钥|秘钥|令牌|验证码|凭证|凭据|私钥|口令|身份证|银行卡|卡号|账号|账户|助记词|环境变量|"
    r"系统提示|提示词|对话|聊天记录|历史|通讯录|个人信息|隐私|配置"
)
_ABOUT = (
    r"\b(?:attack(?:er|ers|s)?|injections?|injected|jailbreaks?|malicious|adversar\w*|payloads?|"
    r"researchers?|paper|benchmark|example|e\.g\.|such as|for instance|detect\w*|filter\w*|"
    r"defen[cs]e\w*|mitigat\w*|classif\w*|phishing|scam\w*|red[- ]team\w*|vulnerab\w*|cve)\b|"
    r"攻击|注入|越狱|恶意|示例|例如|比如|防御|检测|过滤|拦截|诈骗|钓鱼|漏洞|研究"
)

_CUES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern))
    for name, pattern in (
        (
            "addressee",
            rf"\b(?:dear|hey|hi|hello|attention|note to|to|for|attn)\s+(?:the\s+)?"
            rf"(?:{_AI})\b|^\W*(?:[a-z][\w-]*\s+)?(?:{_AI})\s*[,:：!]|"
            rf"\b(?:{_AI})\s*(?:,|:|：)\s*(?:please|you)\b|"
            rf"\b(?:if|when) (?:an? |the |any )?(?:{_AI}) (?:is )?"
            rf"(?:reading|processing|reads|sees)\b|"
            rf"\bto whoever\b|"
            rf"(?:{_ZH_AI})\s*(?:[,，:：!！]|请|你)|(?:致|给|亲爱的|尊敬的)\s*(?:{_ZH_AI})",
        ),
        ("ai_word", rf"\b(?:{_AI})\b|{_ZH_AI}"),
        ("you", r"\b(?:you|your|you're|yourself)\b|你|您"),
        (
            "addressee_bare",
            rf"^\W*(?:(?:hey|hi|dear|ok|yo|attention)\s+)?(?:the\s+)?(?:{_AI})\s+"
            rf"(?:please|pls|kindly|must|should|now|you|needs? to|is to|shall)\b",
        ),
        (
            "imperative",
            rf"^\W*(?:(?:hey|hi|dear|ok|yo)\s+)?"
            rf"(?:(?:the\s+)?(?:[a-z][\w-]*\s+)?(?:{_AI})\s*[,:：!]?\s+)?"
            rf"(?:(?:please|pls|kindly|now|immediately|first|also|then|and|just)\s+)*"
            rf"(?:{_VERBS})\b|(?:^|[,:：]\s*)(?:please|kindly)\s+(?:{_VERBS})\b|"
            rf"(?:^|[,，:：])\s*(?:请|请你|请您|务必|必须|立即|立刻|马上|现在|先|赶紧|直接)\s*(?:{_ZH_VERBS})|"
            # an address, then a command anywhere in the clause; a 把/将 clause that acts
            rf"(?:{_ZH_AI})\s*(?:[:：，,]\s*|请)(?!好的|已|我|您好|没问题|当然|抱歉|以下|根据|收到)"
            rf"[^。\n]{{0,24}}?(?:{_ZH_VERBS})|"
            rf"(?:^|[,，:：])\s*(?:请|请你)?\s*(?:立即|马上|直接|先)?\s*(?:把|将)[^。\n]{{1,30}}?(?:{_ZH_VERBS})",
        ),
        (
            "modal_you",
            r"\byou\s+(?:must|should|need to|have to|are required to|are to|will now|shall)\b|"
            r"你(?:必须|应该|需要|要|得|务必)",
        ),
        (
            "exfil",
            r"\b(?:send|forward|post|upload|email|mail|share|sync|copy|export|transmit|leak|"
            r"exfiltrate|submit|curl|wget|append)\b.{0,80}\b(?:to|into|at|with|on)\b|"
            r"(?:发送|转发|发给|发到|上传|分享|同步|导出|提交)",
        ),
        ("secret", rf"\b(?:{_SECRET})\b|{_ZH_SECRET}"),
        (
            "url",
            # each name read from its start only: a 400 kB word without a dot stays linear
            r"https?://|www\.|(?<![\w.-])[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\."
            r"(?:com|net|org|io|xyz|ru|cn|co|top|site|app|dev)\b|"
            r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]+\.[\w.]+",
        ),
        ("placeholder", r"[{<\[$]\s*[\w.\s]{1,30}\s*[}>\]]|\$\(|\$\{|\?\w+=\s*(?:[{<\[$]|$)"),
        (
            "preamble",
            r"\bbefore (?:you|answering|responding|replying|continuing|proceeding|doing|"
            r"completing|solving|summari[sz]ing|anything)\b|\bfirst(?:ly)?\b.{0,40}\bthen\b|"
            r"在.{0,20}之前|之前(?:请|先|务必)|先.{0,20}(?:再|然后)",
        ),
        (
            "override",
            r"\b(?:ignore|disregard|forget|override|bypass|instead|supersede\w*|"
            r"no longer|cancel(?:l?ed)?|void|obsolete|new (?:instructions?|task|rules|orders))\b|"
            r"忽略|无视|忘记|忘掉|取代|作废|不再|改为|覆盖|新的?(?:指令|任务|要求)",
        ),
        (
            "persona",
            r"\b(?:you are|you're|act as|acting as|pretend|role ?play|persona|mode|"
            r"from now on|henceforth|identity|unrestricted|jailbroken|developer mode)\b|"
            r"你(?:现在)?是|扮演|模式|身份|从现在起|从现在开始|此后|今后",
        ),
        (
            "role_prefix",
            r"^\W{0,4}(?:system|assistant|developer|admin|administrator|root|operator|"
            r"sysadmin|user|human|model|security team|it team|support)\s*(?:message|note|notice|"
            r"override)?\s*[:：\]>]|^\W{0,4}(?:系统|管理员|开发者|运维|安全团队|官方)\s*[:：】\]]",
        ),
        (
            "urgency",
            r"\b(?:important|urgent|urgently|immediately|asap|mandatory|critical|required|"
            r"must|priority|attention|notice|warning)\b|重要|紧急|立即|立刻|马上|务必|必须|注意|警告",
        ),
        (
            "covert",
            r"\b(?:don'?t|do not|never|without)\s+(?:tell|telling|mention|mentioning|"
            r"inform|informing|ask|asking|notify|alert|confirm|confirmation|reveal)\b|\bsilently\b|"
            r"\bsecretly\b|\bquietly\b|\bhidden\b|不要(?:告诉|提及|提醒|通知|询问|确认)|悄悄|偷偷|"
            r"无需(?:确认|询问)|不用(?:确认|询问|再问)",
        ),
        (
            "obey_remote",
            r"\b(?:do|follow|obey|execute|carry out|perform|complete)\s+(?:whatever|what|"
            r"everything|all|each)?\s*(?:that\s+)?(?:it|they|the (?:page|file|document|link|text|"
            r"site))\s+(?:says?|tells? you|lists?|asks?|contains?)\b|"
            r"\bfollow (?:the|its|their|any) (?:instructions|steps|directions|orders)\b|"
            r"照做|照着做|按照.{0,12}(?:说明|指示|步骤|要求)(?:操作|执行|做)?",
        ),
        ("about", _ABOUT),
        ("first_person", r"^\W*(?:i|we|i'm|we're|i've|we've|i'll|we'll|our|my)\b|^\W*(?:我|我们)"),
        ("past", r"\b(?:was|were|had|did|sent|forwarded|posted|asked|told|said|wrote|deleted)\b"),
        ("question", r"\?\s*$|？\s*$|[吗呢]\s*[?？]?\s*$"),
        ("quoted", r"[\"“'‘「][^\"”'’」]{6,}[\"”'’」]"),
        (
            "tool_word",
            r"\b(?:tool|function|api|endpoint|webhook|command|shell|terminal|script)\b|"
            r"工具|函数|接口|命令|脚本",
        ),
    )
)
_PAIRS = (
    ("addressee", "imperative"),
    ("addressee_bare", "imperative"),
    ("obey_remote", "url"),
    ("ai_word", "imperative"),
    ("ai_word", "modal_you"),
    ("imperative", "exfil"),
    ("exfil", "secret"),
    ("exfil", "url"),
    ("url", "placeholder"),
    ("imperative", "secret"),
    ("preamble", "imperative"),
    ("preamble", "you"),
    ("override", "you"),
    ("override", "imperative"),
    ("persona", "you"),
    ("role_prefix", "imperative"),
    ("role_prefix", "you"),
    ("covert", "imperative"),
    ("urgency", "ai_word"),
    ("about", "imperative"),
    ("about", "override"),
    ("about", "has_quote"),
    ("has_quote", "imperative"),
    ("first_person", "exfil"),
    ("past", "exfil"),
)
_CONTEXT = ("addressee", "ai_word", "preamble", "override", "role_prefix", "urgency", "about")


_QUOTE = re.compile(r"[\"“「『][^\"”」』]{4,200}[\"”」』]")
# (round 24) a cue whose required literals a clause lacks cannot match it: not searched
_CUE_REQUIRED = tuple(required(pattern) for _, pattern in _CUES)
_CUE_LITERALS = Index(s for r in _CUE_REQUIRED if r for s in r)
MIN_TOKENS = 4
"""Shorter sentences ("thanks!", "user: ok") are left to the rules: too little to learn from."""


def tokens(text: str) -> list[str]:
    return _WORD.findall(text)


def cues(text: str) -> set[str]:
    """The named cues a sentence shows (an explanation as much as a feature set), read outside
    quotations: a sentence quoting an attack to discuss it does not make the attack's moves."""
    outside = _QUOTE.sub(' "" ', text)
    held = _CUE_LITERALS.present(outside)
    found = {
        name
        for (name, pattern), needs in zip(_CUES, _CUE_REQUIRED, strict=True)
        if (needs is None or not needs.isdisjoint(held)) and pattern.search(outside)
    }
    if outside != text:
        found.add("has_quote")
    return found


def features(text: str, previous: str = "") -> tuple[list[int], list[int]]:
    """Hashed n-grams (word unigrams and bigrams, character 3- and 4-grams; CJK characters count
    as words) and hashed cues: the sentence's own, their pairs and a few of the sentence
    before's. The two groups are scaled apart so a long sentence does not drown its cues."""
    words = tokens(text)
    grams = [f"w:{w}" for w in words]
    grams += [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    padded = f" {' '.join(words)} "
    grams += [f"c:{padded[i : i + n]}" for n in (3, 4) for i in range(max(0, len(padded) - n + 1))]
    own = cues(text)
    names = [f"q:{c}" for c in own]
    names += [f"q:{a}&{b}" for a, b in _PAIRS if a in own and b in own]
    if previous:
        before = cues(previous)
        names += [f"p:{c}" for c in _CONTEXT if c in before]
    names.append(f"len:{min(6, len(words).bit_length())}")
    return _hashed(grams), _hashed(names)


def _hashed(names: list[str]) -> list[int]:
    return sorted({zlib.crc32(g.encode()) % DIM for g in names})


@dataclass(frozen=True)
class Model:
    bias: float
    weights: dict[int, float]
    threshold: float = 0.5
    """The probability above which a sentence is flagged, chosen with the weights."""

    def probability(self, text: str, previous: str = "") -> float:
        """How likely this sentence is an instruction aimed at the model, 0..1."""
        grams, named = features(text, previous)
        if len(grams) < 3 * MIN_TOKENS or len(tokens(text)) < MIN_TOKENS:
            return 0.0
        w = self.weights
        z = self.bias + sum(w.get(i, 0.0) for i in grams) / math.sqrt(len(grams))
        z += sum(w.get(i, 0.0) for i in named)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Model:
        if data.get("dim") != DIM or data.get("version") != VERSION:
            raise ValueError(
                f"{WEIGHTS.name} was trained for dim {data.get('dim')}, version "
                f"{data.get('version')}; this code hashes into {DIM}, version {VERSION}: "
                "retrain with python -m tests.tools.sanitize.train_classifier"
            )
        weights = {int(k): float(v) for k, v in data["weights"].items()}
        return cls(float(data["bias"]), weights, float(data["threshold"]))


@lru_cache(maxsize=1)
def _shipped() -> Model:
    return Model.from_dict(json.loads(WEIGHTS.read_text("utf-8")))


_ACTIVE: contextvars.ContextVar[Model | None] = contextvars.ContextVar(
    "sanitize_model", default=None
)


@contextmanager
def using(model: Model) -> Iterator[None]:
    """Score with other weights inside the block (the bench's leave-one-batch-out runs)."""
    token = _ACTIVE.set(model)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def model() -> Model:
    return _ACTIVE.get() or _shipped()


def available() -> bool:
    return WEIGHTS.exists()


def probability(text: str, previous: str = "") -> float:
    return model().probability(text, previous)
