"""The sweep matrix in words, for ``docs/conformance.md``: one table row per rule, one column per axis.

A cell reads as its point and the number of cases that fill it (``below 1, at 2, above 1``); a cell that cannot
exist reads ``†`` and its reason is listed under the table. The multiplicity column sums the deck's kinds (``34
kinds: max 34/34, past 34/34``), since a row per kind would be a row per card.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core.corpus.sweep_matrix import AXES, MatrixEntry, MatrixRow


def entry_text(entry: MatrixEntry) -> str:
    """One cell: its point and its cases, or ``†`` for a cell that cannot exist."""
    return f"{entry.cell.point} {'†' if entry.hole else entry.cases}"


def axis_text(entries: Sequence[MatrixEntry]) -> str:
    """One axis of one rule: each name with its cells (``cards in hand (14): below 1, at 1, above 1``)."""
    if not entries:
        return "—"
    if entries[0].cell.axis == "multiplicity":
        kinds = len({entry.cell.name for entry in entries})
        parts = []
        for point in ("max", "past"):
            of_point = [entry for entry in entries if entry.cell.point == point]
            filled = sum(1 for entry in of_point if entry.cases)
            holes = sum(1 for entry in of_point if entry.hole)
            parts.append(f"{point} {filled}/{len(of_point)}" + (f" († {holes})" if holes else ""))
        return f"{kinds} kinds: " + ", ".join(parts)
    names: dict[str, list[MatrixEntry]] = {}
    for entry in entries:
        names.setdefault(entry.cell.name, []).append(entry)
    return "; ".join(f"{name}: " + ", ".join(map(entry_text, cells)) for name, cells in names.items())


def table_lines(rows: Sequence[MatrixRow]) -> list[str]:
    """The matrix's table rows (the header is the template's)."""
    lines = []
    for row in rows:
        columns = [axis_text(row.of(axis)) for axis in AXES]
        if row.none and all(not row.of(axis) for axis in AXES[:-1]):
            columns[0] = f"reads none: {row.none}"
        lines.append(f"| `{row.rule}` | " + " | ".join(column.replace("|", "\\|") for column in columns) + " |")
    return lines


def hole_lines(rows: Sequence[MatrixRow]) -> list[str]:
    """Every cell that cannot exist, with the register's reason (the ``†`` of the table)."""
    return [f"`{row.rule}`, `{entry.cell.key}`: {entry.hole}" for row in rows for entry in row.entries if entry.hole]


__all__ = ["axis_text", "entry_text", "hole_lines", "table_lines"]
