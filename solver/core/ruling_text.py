"""Text pieces every game's ruling shares: wrapped sentences, a reading's register entry, impact rows.

Game-independent; each game's ruling module (``solver/<game>/ruling.py``) adds how its inputs and answers read.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from solver.core.register import ReadingKey

WIDTH = 100


def wrap(text: str, indent: str = "") -> list[str]:
    """``text`` with its whitespace collapsed, wrapped at :data:`WIDTH` with ``indent`` on every line."""
    return textwrap.wrap(" ".join(text.split()), WIDTH, initial_indent=indent, subsequent_indent=indent) or [indent]


def render_register_entry(entry: ReadingKey, base: str | None = None) -> list[str]:
    """A reading's question, options, default and evidence."""
    options = ", ".join(f"{option} (default)" if option == entry.default else option for option in entry.options)
    lines = wrap(f"{entry.key} — {entry.question}")
    lines += wrap(f"Options: {options}. Scope: {entry.scope}.", "  ")
    lines += wrap(f"Why the default: {entry.why}", "  ")
    if entry.evidence:
        lines.append("  Evidence:")
        for item in entry.evidence:
            lines += wrap(f"- {item}", "    ")
    if entry.rules:
        lines += wrap(f"Rules: {', '.join(entry.rules)}", "  ")
    return lines


def proportion_rows(unit: str, rows: Sequence[tuple[str, Any]]) -> list[str]:
    """One line per measured share (a :class:`solver.core.stats.Proportion`): share, 95 % interval, sample."""
    out = []
    for label, share in rows:
        if share.share is None:
            out.append(f"  {label:<46} no {unit} to measure")
            continue
        interval = f"[{percent(share.low)}–{percent(share.high)} %]"
        out.append(f"  {label:<46} {percent(share.share):>5} %  {interval:<15} {share.hits:,} of {share.n:,} {unit}")
    return out


def percent(value: float) -> str:
    """A share as a percentage: one decimal, or two significant digits below 0.1 % (never a bare 0.0 for >0)."""
    share = 100 * value
    return f"{share:.1f}" if share == 0 or share >= 0.1 else f"{share:.2g}"


__all__ = ["WIDTH", "percent", "proportion_rows", "render_register_entry", "wrap"]
