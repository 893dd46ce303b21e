"""A small shop repository in six languages, written to measure: a discount computed in one
module and called from two others, a Chinese comment, camelCase and snake_case names, two
definitions sharing a name (an ambiguous call), and classes that inherit."""

from __future__ import annotations

from pathlib import Path

import pytest

from xihe.agents.code.indexer import index_repository
from xihe.agents.code.store import CodeStore

FILES: dict[str, str] = {
    "shop/pricing.py": '''"""Prices and discounts."""

from shop.util import round_money


class PriceRule:
    """A rule that changes a price."""

    def apply(self, amount):
        return amount


class MemberDiscount(PriceRule):
    def apply(self, amount):
        """Members pay ten percent less."""
        return round_money(amount * 0.9)


def compute_discount(total, is_member):
    # 计算会员折扣，订单超时不打折
    if is_member:
        return MemberDiscount().apply(total)
    return total
''',
    "shop/util.py": '''def round_money(value):
    """Round to cents."""
    return round(value, 2)


def parse(text):
    return text.strip()
''',
    "shop/orders.py": '''from shop.pricing import compute_discount
from shop import util


def checkout(cart, user):
    """Total of a cart after the member discount."""
    total = sum(item.price for item in cart)
    util.parse(user.name)
    return compute_discount(total, user.member)


def refund(order):
    return compute_discount(-order.total, False)
''',
    "shop/report.py": """def parse(line):
    return line.split(",")


def summarize(lines):
    return [parse(line) for line in lines]
""",
    "svc/retry.go": """package svc

import "fmt"

// RetryPolicy decides how often a timed-out order is retried.
type RetryPolicy struct{}

// NextDelay returns the wait before the next attempt.
func (p *RetryPolicy) NextDelay(attempt int) int {
\tfmt.Println(attempt)
\treturn backoff(attempt)
}

func backoff(n int) int { return n * 2 }
""",
    "app/Billing.java": """package app;

import app.Ledger;

/** Sends invoices for paid orders. */
public class Billing extends Service {
    /** Creates the invoice of one order. */
    public Invoice invoiceFor(Order order) {
        return new Ledger().record(order);
    }
}
""",
    "web/cart.ts": """import { formatPrice } from "./format";

export class CartView extends View {
  // Renders the cart total.
  renderTotal(total: number): string {
    return formatPrice(total);
  }
}
""",
    "web/format.js": """// Formats a price for display.
export function formatPrice(value) {
  return value.toFixed(2);
}
const shout = (s) => s.toUpperCase();
""",
    "core/src/lib.rs": """use crate::money::Money;

/// Sums the line items of an order.
pub fn order_total(items: &[Money]) -> Money {
    helper(items)
}

fn helper(items: &[Money]) -> Money { items[0] }
""",
}


def write_repo(root: Path, files: dict[str, str] | None = None) -> Path:
    for rel, text in (files or FILES).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return write_repo(tmp_path / "repo")


@pytest.fixture
def store(repo: Path, tmp_path: Path) -> CodeStore:
    opened = CodeStore(tmp_path / "index.sqlite", create=True)
    index_repository(opened, repo)
    yield opened  # type: ignore[misc]
    opened.close()
