"""A tiny message catalog, English and Chinese. The language comes from `?lang=` (kept in a
cookie), else `Accept-Language`, else English. A missing key shows the key, never fails."""

from __future__ import annotations

from collections.abc import Callable

LANGS = ("en", "zh")

MESSAGES: dict[str, tuple[str, str]] = {
    "app": ("Xihe dashboard", "羲和控制台"),
    "nav.overview": ("Overview", "概览"),
    "nav.operations": ("Operations", "操作"),
    "nav.approvals": ("Approvals", "审批"),
    "nav.errors": ("Errors", "错误"),
    "nav.patterns": ("Patterns", "错误模式"),
    "nav.inspections": ("Inspections", "巡检"),
    "nav.behaviours": ("Behaviours", "行为分析"),
    "nav.fixes": ("Fixes", "自动修复"),
    "nav.sessions": ("Sessions", "会话"),
    "nav.audit": ("Audit log", "审计日志"),
    "logout": ("Sign out", "退出"),
    "login.title": ("Sign in", "登录"),
    "login.key": ("Admin API key", "管理员 API Key"),
    "login.submit": ("Sign in", "登录"),
    "login.help": (
        "Paste an admin key once; it is kept in an HttpOnly cookie, never in a URL. "
        "Create one with `xihe keys create --role admin`.",
        "粘贴一次管理员 Key 即可；它保存在 HttpOnly Cookie 中，不会出现在 URL 里。"
        "用 `xihe keys create --role admin` 创建。",
    ),
    "login.invalid": (
        "That key is invalid or revoked.",
        "该 Key 无效或已吊销。",
    ),
    "login.not_admin": (
        "That key works, but its role is not admin; the dashboard needs an admin key.",
        "该 Key 有效，但角色不是 admin；控制台需要管理员 Key。",
    ),
    "csrf": (
        "The form expired or came from another site; reload the page and try again.",
        "表单已过期或来自其他站点；请刷新页面后重试。",
    ),
    "tenant": ("Tenant", "租户"),
    "window": ("Window", "时间范围"),
    "requests": ("Requests", "请求数"),
    "failed": ("Failed", "失败"),
    "error_rate": ("Error rate", "错误率"),
    "errors": ("Errors", "错误数"),
    "unmatched": ("Unmatched", "未匹配"),
    "unmatched_share": ("Unmatched share", "未匹配占比"),
    "tokens": ("Tokens", "Token"),
    "input_tokens": ("Input tokens", "输入 Token"),
    "output_tokens": ("Output tokens", "输出 Token"),
    "cached_tokens": ("Cached tokens", "缓存 Token"),
    "tokens_by_model": ("Tokens by model", "按模型统计 Token"),
    "tokens_by_user": ("Tokens by user (this tenant)", "按用户统计 Token（本租户）"),
    "requests_over_time": ("Requests and failures over time", "请求与失败趋势"),
    "unmatched_over_time": ("Unmatched error share over time", "未匹配错误占比趋势"),
    "top_patterns": ("Top patterns", "高频错误模式"),
    "spread": ("Input tokens per request, by route", "每个请求的输入 Token 分布（按路由）"),
    "spread_note": (
        "Each route's requests by input-token band: put a canary route beside its stable "
        "one to see whether new logic grows or shrinks contexts.",
        "各路由请求按输入 Token 区间的占比：把灰度路由与稳定路由并排对比，"
        "可以看出新逻辑是否让上下文膨胀或收缩。",
    ),
    "cost_note": (
        "Cost needs per-model prices, which are not configured; tokens are shown.",
        "成本需要按模型配置单价，目前未配置；这里显示 Token。",
    ),
    "status": ("Status", "状态"),
    "model": ("Model", "模型"),
    "route": ("Route", "路由"),
    "user": ("User", "用户"),
    "kind": ("Kind", "类型"),
    "search": ("Search input", "搜索输入"),
    "filter": ("Filter", "筛选"),
    "clear": ("Clear", "清除"),
    "started": ("Started", "开始时间"),
    "duration": ("Duration", "耗时"),
    "steps": ("Steps", "步骤"),
    "input": ("Input", "输入"),
    "answer": ("Answer", "回答"),
    "error": ("Error", "错误"),
    "older": ("Older →", "更早 →"),
    "newest": ("← Newest", "← 最新"),
    "none": ("Nothing here yet.", "暂无数据。"),
    "any": ("any", "全部"),
    "step": ("Step", "步骤"),
    "type": ("Type", "类型"),
    "tool": ("Tool", "工具"),
    "request": ("Model request", "模型请求"),
    "response": ("Model response", "模型响应"),
    "tool_calls": ("Tool calls", "工具调用"),
    "tool_input": ("Tool input", "工具输入"),
    "tool_output": ("Tool output", "工具输出"),
    "sanitized": ("Sanitizer removals", "清洗移除内容"),
    "context": ("Context render", "上下文组装"),
    "snapshot": ("Snapshots of this session", "该会话的快照"),
    "snapshot.one": ("Snapshot", "快照"),
    "session": ("Session", "会话"),
    "operation": ("Operation", "操作"),
    "approve": ("Approve", "批准"),
    "reject": ("Reject", "拒绝"),
    "reason": ("Reason (optional)", "理由（可选）"),
    "params": ("Arguments", "参数"),
    "principal": ("Requested by", "申请人"),
    "created": ("Created", "创建时间"),
    "decided": ("Decided", "决定"),
    "pending": ("pending", "待审批"),
    "approved": ("approved", "已批准"),
    "rejected": ("rejected", "已拒绝"),
    "all": ("all", "全部"),
    "decided.approved": (
        "Approved; the paused task resumed.",
        "已批准；暂停的任务已恢复执行。",
    ),
    "decided.rejected": ("Rejected.", "已拒绝。"),
    "decided.already": (
        "This approval was already decided; nothing ran again.",
        "该审批此前已被决定；没有重复执行。",
    ),
    "buckets": ("Unmatched buckets", "未匹配错误桶"),
    "count": ("Count", "次数"),
    "message": ("Message", "消息"),
    "pattern": ("Pattern", "模式"),
    "category": ("Category", "分类"),
    "fix_status": ("Fix status", "修复状态"),
    "enabled": ("Enabled", "启用"),
    "hits": ("Hits", "命中"),
    "rule": ("Rule", "匹配规则"),
    "name": ("Name", "名称"),
    "provider": ("Provider", "供应商"),
    "error_type": ("Error type", "错误类型"),
    "http_status": ("HTTP status", "HTTP 状态码"),
    "regex": ("Message regex", "消息正则"),
    "reasoning": ("Reasoning", "分类理由"),
    "save": ("Save", "保存"),
    "disable": ("Disable", "停用"),
    "disabled": ("disabled", "已停用"),
    "enable": ("Enable", "启用"),
    "edit": ("Edit", "编辑"),
    "saved": ("Saved.", "已保存。"),
    "recent_errors": ("Recent errors", "最近的错误"),
    "only_unmatched": ("only unmatched", "仅未匹配"),
    "run_now": ("Run inspection now", "立即巡检"),
    "offline": ("offline rules (no model)", "离线规则（不调用模型）"),
    "live_log": ("Live log", "实时日志"),
    "mode": ("Mode", "模式"),
    "patterns_added": ("Patterns added", "新增模式"),
    "summary": ("Summary", "总结"),
    "before_after": ("Unmatched before → after", "未匹配 前 → 后"),
    "bugs": ("Harness bugs", "Harness 缺陷"),
    "finished": ("Finished", "完成时间"),
    "groups": ("Behaviour groups", "行为分组"),
    "health": ("Health score", "健康得分"),
    "healthy": ("healthy", "健康"),
    "unhealthy": ("unhealthy", "不健康"),
    "operations": ("Operations", "操作数"),
    "run_behaviour": ("Run behaviour analysis now", "立即运行行为分析"),
    "no_behaviour": (
        "No behaviour analysis has run yet; run one now.",
        "尚未运行行为分析；现在运行一次。",
    ),
    "fixes.stub": (
        "Harness bugs and their fixes: `xihe fix PATTERN` opens a verified fix branch and a pull "
        "request (see docs/evolution.md); its newest run is shown beside each pattern.",
        "harness_bug 模式及其修复：`xihe fix PATTERN` 生成经过验证的修复分支并创建 PR"
        "（见 docs/evolution.md）；每个模式旁显示最近一次修复运行。",
    ),
    "fix.last_run": ("Last fix run", "最近修复"),
    "versions": ("Snapshot versions", "快照版本"),
    "version": ("Version", "版本"),
    "turn": ("Turn", "轮次"),
    "diff": ("Diff", "差异"),
    "compare": ("Compare", "对比"),
    "view": ("View", "查看"),
    "pruned": ("pruned (summary only)", "已裁剪（仅保留摘要）"),
    "agent": ("Agent", "Agent"),
    "audit.decision": ("Decision", "决定"),
    "request_id": ("Request id", "请求 ID"),
    "outcome": ("Outcome", "结果"),
    "lang": ("中文", "English"),
    "not_found": ("Not found", "未找到"),
}


def negotiate(query_lang: str | None, cookie_lang: str | None, accept: str | None) -> str:
    """`?lang=` wins, then the remembered cookie, then the first supported Accept-Language."""
    for choice in (query_lang, cookie_lang):
        if choice in LANGS:
            return str(choice)
    ranked: list[tuple[float, str]] = []
    for part in (accept or "").split(","):
        lang, _, q = part.strip().partition(";q=")
        try:
            weight = float(q) if q else 1.0
        except ValueError:
            weight = 0.0
        ranked.append((weight, lang.strip().lower()))
    for _weight, lang in sorted(ranked, key=lambda x: -x[0]):
        base = lang.split("-")[0]
        if base in LANGS:
            return base
    return "en"


def translator(lang: str) -> Callable[[str], str]:
    index = LANGS.index(lang) if lang in LANGS else 0

    def t(key: str) -> str:
        pair = MESSAGES.get(key)
        return pair[index] if pair is not None else key

    return t
