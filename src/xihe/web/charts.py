"""Inline SVG charts (no script, no library): bars over time, a line of shares, and
horizontal bars for a ranking. Each chart carries a `<title>` per mark for hover text."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from xihe.web.html import Safe, e

W, H, PAD = 640, 180, 28


def _label(at: datetime, span_seconds: float) -> str:
    return at.strftime("%m-%d" if span_seconds >= 2 * 86400 else "%H:%M")


def stacked_bars(
    starts: Sequence[datetime],
    total: Sequence[float],
    part: Sequence[float],
    *,
    total_name: str,
    part_name: str,
    label: str,
    links: Sequence[str] | None = None,
) -> Safe:
    """Total per bucket with its `part` (failures) drawn over it in the alert colour; with
    `links`, each bucket opens its own list (the operations of that time)."""
    n = max(len(total), 1)
    top = max([*total, 1])
    bw = (W - 2 * PAD) / n
    span = (starts[-1] - starts[0]).total_seconds() if len(starts) > 1 else 0
    marks = []
    for i, (t, p) in enumerate(zip(total, part, strict=True)):
        x = PAD + i * bw
        h_t = (H - 2 * PAD) * t / top
        h_p = (H - 2 * PAD) * p / top
        when = starts[i].strftime("%Y-%m-%d %H:%M")
        bar = (
            f'<rect class="bar" x="{x + 1:.1f}" y="{H - PAD - h_t:.1f}" width="{bw - 2:.1f}" '
            f'height="{h_t:.1f}"><title>{e(when)}: {e(total_name)} {int(t)}, '
            f"{e(part_name)} {int(p)}</title></rect>"
            f'<rect class="bar alert" x="{x + 1:.1f}" y="{H - PAD - h_p:.1f}" '
            f'width="{bw - 2:.1f}" height="{h_p:.1f}"/>'
        )
        marks.append(f'<a href="{e(links[i])}">{bar}</a>' if links and t else bar)
    ticks = _ticks(starts, span, bw)
    axis = f'<text x="2" y="{PAD - 8}" class="axis">{int(top)}</text>'
    return _svg(label, "".join(marks) + ticks + axis)


def line(starts: Sequence[datetime], values: Sequence[float | None], *, label: str) -> Safe:
    """A share (0..1) per bucket as a line with dots; the axis is fixed at 0-100%. A None
    bucket had nothing to measure and is skipped, not drawn as zero."""
    n = max(len(values), 1)
    bw = (W - 2 * PAD) / n
    span = (starts[-1] - starts[0]).total_seconds() if len(starts) > 1 else 0
    points = []
    dots = []
    for i, v in enumerate(values):
        if v is None:
            continue
        x = PAD + i * bw + bw / 2
        y = H - PAD - (H - 2 * PAD) * v
        points.append(f"{x:.1f},{y:.1f}")
        dots.append(
            f'<circle class="dot" cx="{x:.1f}" cy="{y:.1f}" r="3"><title>'
            f"{e(starts[i].strftime('%Y-%m-%d %H:%M'))}: {v * 100:.1f}%</title></circle>"
        )
    path = f'<polyline class="line" points="{" ".join(points)}"/>' if points else ""
    axis = (
        f'<text x="2" y="{PAD - 8}" class="axis">100%</text>'
        f'<text x="2" y="{H - PAD}" class="axis">0</text>'
    )
    return _svg(label, path + "".join(dots) + _ticks(starts, span, bw) + axis)


def hbars(items: Sequence[tuple[str, float]], *, label: str, unit: str = "") -> Safe:
    """A ranking: one labelled horizontal bar per item, longest first as given."""
    if not items:
        return Safe("")
    top = max([v for _, v in items] + [1])
    row = 24
    height = row * len(items) + 8
    marks = []
    for i, (name, value) in enumerate(items):
        y = 4 + i * row
        width = (W - 260) * value / top
        marks.append(
            f'<text x="0" y="{y + 15}" class="name">{e(_short(name, 26))}</text>'
            f'<rect class="bar" x="200" y="{y + 2}" width="{width:.1f}" height="{row - 8}">'
            f"<title>{e(name)}: {value:,.0f}{e(unit)}</title></rect>"
            f'<text x="{206 + width:.1f}" y="{y + 15}" class="value">{value:,.0f}</text>'
        )
    return Safe(
        f'<svg class="chart" viewBox="0 0 {W} {height}" role="img" aria-label="{e(label)}">'
        f"<title>{e(label)}</title>{''.join(marks)}</svg>"
    )


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _ticks(starts: Sequence[datetime], span: float, bw: float) -> str:
    every = max(1, len(starts) // 6)
    return "".join(
        f'<text x="{PAD + i * bw:.1f}" y="{H - 8}" class="axis">{e(_label(s, span))}</text>'
        for i, s in enumerate(starts)
        if i % every == 0
    )


def _svg(label: str, body: str) -> Safe:
    return Safe(
        f'<svg class="chart" viewBox="0 0 {W} {H}" role="img" aria-label="{e(label)}">'
        f"<title>{e(label)}</title>"
        f'<line class="base" x1="{PAD}" y1="{H - PAD}" x2="{W - PAD}" y2="{H - PAD}"/>'
        f"{body}</svg>"
    )


def spread(groups: dict[str, list[int]], bands: Sequence[str], *, label: str) -> Safe:
    """Small multiples: per group, the share of its requests in each band, side by side, so
    two routes (stable and canary) compare at a glance whatever their volumes."""
    if not groups:
        return Safe("")
    cell = (W - 160) / len(bands)
    row, bar = 52, 32
    height = row * len(groups) + 20
    marks = []
    for i, (name, counts) in enumerate(groups.items()):
        y = 4 + i * row
        total = sum(counts) or 1
        marks.append(f'<text x="0" y="{y + bar}" class="name">{e(name[:20])}</text>')
        for j, count in enumerate(counts):
            share = count / total
            x = 160 + j * cell
            marks.append(
                f'<rect class="cell" x="{x + 2:.1f}" y="{y:.1f}" width="{cell - 4:.1f}" '
                f'height="{bar}"/>'
                f'<rect class="bar" x="{x + 2:.1f}" y="{y + bar * (1 - share):.1f}" '
                f'width="{cell - 4:.1f}" height="{bar * share:.1f}"><title>{e(name)}, '
                f"{e(bands[j])}: {count:,} ({share:.0%})</title></rect>"
                f'<text x="{x + cell / 2:.1f}" y="{y + bar + 13}" class="value" '
                f'text-anchor="middle">{share:.0%}</text>'
            )
    for j, band in enumerate(bands):
        marks.append(
            f'<text x="{160 + j * cell + cell / 2:.1f}" y="{height - 4}" class="axis" '
            f'text-anchor="middle">{e(band)}</text>'
        )
    return Safe(
        f'<svg class="chart" viewBox="0 0 {W} {height}" role="img" aria-label="{e(label)}">'
        f"<title>{e(label)}</title>{''.join(marks)}</svg>"
    )
