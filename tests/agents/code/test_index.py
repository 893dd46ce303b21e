"""The index as a user relies on it: chunks with signature, doc, class and lines in every
language, incremental re-index by content hash, code-aware words, call chains with
ambiguity kept, and search that fuses keyword and exact-symbol lists."""

from __future__ import annotations

from pathlib import Path

from xihe.agents.code.graph import callees, callers
from xihe.agents.code.indexer import index_repository
from xihe.agents.code.parse import parse_source
from xihe.agents.code.search import Searcher
from xihe.agents.code.store import CodeStore
from xihe.agents.code.tokens import code_terms

from .conftest import FILES


def _one(store: CodeStore, qualname: str):  # type: ignore[no-untyped-def]
    rows = store.by_qualname(qualname)
    assert len(rows) == 1, (qualname, rows)
    return rows[0]


def test_python_chunks_carry_signature_doc_class_and_lines(store: CodeStore) -> None:
    apply = _one(store, "MemberDiscount.apply")
    assert (apply.kind, apply.parent, apply.path) == ("method", "MemberDiscount", "shop/pricing.py")
    assert apply.signature == "def apply(self, amount)"
    assert apply.doc == "Members pay ten percent less."
    assert (apply.start, apply.end) == (14, 16)
    klass = _one(store, "MemberDiscount")
    assert klass.kind == "class" and klass.bases == ("PriceRule",)
    module = _one(store, "shop/pricing.py")
    assert module.kind == "file" and module.doc == "Prices and discounts."


def test_every_language_yields_its_definitions(store: CodeStore) -> None:
    delay = _one(store, "RetryPolicy.NextDelay")
    assert (
        delay.kind == "method"
        and delay.doc == "NextDelay returns the wait before the next attempt."
    )
    assert _one(store, "RetryPolicy").doc.startswith("RetryPolicy decides")
    invoice = _one(store, "Billing.invoiceFor")
    assert invoice.doc == "Creates the invoice of one order." and invoice.start == 8
    assert _one(store, "Billing").bases == ("Service",)
    assert _one(store, "CartView.renderTotal").signature == "renderTotal(total: number): string"
    assert _one(store, "CartView").bases == ("View",)
    assert _one(store, "formatPrice").doc == "Formats a price for display."
    assert _one(store, "shout").kind == "function"  # an arrow function bound to a name
    total = _one(store, "order_total")
    assert total.doc == "Sums the line items of an order." and total.path == "core/src/lib.rs"


def test_imports_are_recorded_per_file(store: CodeStore) -> None:
    bound = {i.bound: i.module for i in store.file_imports("shop/orders.py")}
    assert bound == {"compute_discount": "shop.pricing", "util": "shop"}
    assert [i.module for i in store.file_imports("svc/retry.go")] == ["fmt"]
    assert [(i.module, i.name) for i in store.file_imports("core/src/lib.rs")] == [
        ("crate::money", "Money")
    ]


def test_callers_and_callees_resolve_by_name_and_import(store: CodeStore) -> None:
    discount = _one(store, "compute_discount")
    assert {e.caller.qualname for e in callers(store, discount)} == {"checkout", "refund"}
    down = {e.callee.qualname: e for e in callees(store, _one(store, "checkout"))}
    # `util.parse` goes to shop/util.py (imported module), not shop/report.py's parse
    assert down["parse"].callee.path == "shop/util.py" and not down["parse"].ambiguous
    assert "compute_discount" in down
    apply_calls = {e.callee.qualname for e in callees(store, discount)}
    # `MemberDiscount().apply` is the subclass's method, not the base's
    assert {"MemberDiscount", "MemberDiscount.apply"} <= apply_calls
    assert "PriceRule.apply" not in apply_calls
    # summarize's bare `parse` is the one in its own file
    (local,) = [e for e in callees(store, _one(store, "summarize")) if e.callee.name == "parse"]
    assert local.callee.path == "shop/report.py"
    assert {e.callee.qualname for e in callees(store, _one(store, "RetryPolicy.NextDelay"))} == {
        "backoff"
    }
    assert {e.callee.qualname for e in callees(store, _one(store, "order_total"))} == {"helper"}


def test_an_ambiguous_call_keeps_every_candidate(tmp_path: Path) -> None:
    files = {
        "a.py": "def load():\n    return 1\n",
        "b.py": "def load():\n    return 2\n",
        "c.py": "import x\n\ndef main(m):\n    return m.load()\n",
    }
    for rel, text in files.items():
        (tmp_path / rel).write_text(text)
    store = CodeStore(tmp_path / "i.sqlite", create=True)
    index_repository(store, tmp_path)
    edges = callees(store, store.by_qualname("main")[0])
    assert sorted(e.callee.path for e in edges) == ["a.py", "b.py"]
    assert all(e.ambiguous for e in edges)
    store.close()


def test_reindex_touches_only_changed_files(repo: Path, tmp_path: Path) -> None:
    store = CodeStore(tmp_path / "inc.sqlite", create=True)
    first = index_repository(store, repo)
    assert first.files_changed == len(FILES) and first.files_unchanged == 0
    again = index_repository(store, repo)
    assert (again.files_changed, again.files_unchanged) == (0, len(FILES))
    util = repo / "shop/util.py"
    util.write_text(util.read_text() + "\n\ndef to_cents(value):\n    return int(value * 100)\n")
    (repo / "shop/report.py").unlink()
    third = index_repository(store, repo)
    assert (third.files_changed, third.files_removed) == (1, 1)
    assert store.by_qualname("to_cents") and not store.by_qualname("summarize")
    assert [r for r in store.by_name("parse")] and all(
        r.path == "shop/util.py" for r in store.by_name("parse")
    )
    store.close()


def test_code_terms_split_identifiers_and_segment_chinese() -> None:
    words = code_terms("getHTTPResponse_code computeDiscount 计算会员折扣")
    assert {"gethttpresponse_code", "get", "http", "response", "code"} <= set(words)
    assert {"computediscount", "compute", "discount"} <= set(words)
    assert "会员" in words and "折扣" in words


def test_search_fuses_keyword_and_symbol_and_expands_the_chain(store: CodeStore) -> None:
    found = Searcher(store).search("where is the discount computed and who calls it", limit=3)
    top = found.hits[0]
    assert top.qualname == "compute_discount"
    assert {c.qualname for c in top.callers} == {"checkout", "refund"}
    assert top.code is not None and "is_member" in top.code
    assert "bm25" in top.ranks
    exact = Searcher(store).search("invoiceFor", limit=1).hits[0]
    assert exact.qualname == "Billing.invoiceFor" and exact.ranks.get("symbol") == 1
    assert any("no embedding model" in n for n in found.notes)


def test_chinese_comment_and_camel_case_parts_are_searchable(store: CodeStore) -> None:
    assert Searcher(store).search("会员折扣在哪里计算", limit=1).hits[0].qualname == (
        "compute_discount"
    )
    assert Searcher(store).search("next delay retry", limit=1).hits[0].qualname == (
        "RetryPolicy.NextDelay"
    )


def test_the_token_budget_bounds_what_is_returned(store: CodeStore) -> None:
    small = Searcher(store).search("discount", limit=5, budget_tokens=60)
    assert small.used_tokens <= 60
    assert any(h.clipped for h in small.hits)
    assert any("budget" in n for n in small.notes)


def test_a_file_that_does_not_parse_cleanly_still_indexes() -> None:
    parsed = parse_source("broken.py", b"def ok():\n    return 1\n\ndef broken(:\n")
    assert "ok" in {c.name for c in parsed.chunks}


def test_citations_are_checked_against_the_indexed_lines(store: CodeStore) -> None:
    from xihe.agents.code.ask import check_citations

    checked = check_citations(
        store,
        "See ./shop/util.py:1-3, shop/util.py:0, shop/util.py:3-2, app/Billing.java:8 and "
        "http://example.com:8080 or version 1.2:3.",
    )
    assert [(c.path, c.start_line, c.end_line) for c in checked.citations] == [
        ("shop/util.py", 1, 3),
        ("app/Billing.java", 8, 8),
    ]
    assert checked.citations[0].quote.splitlines()[0] == "    1  def round_money(value):"
    assert len(checked.errors) == 2 and all("has 7 lines" in e for e in checked.errors)
