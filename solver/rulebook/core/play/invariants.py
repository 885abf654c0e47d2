"""A broken state invariant found by a game's simulator (game-independent).

Each game's simulator (``<game>/engine/simulate.py``) plays random games and checks its state invariants after
every action; what it reports when one breaks is the same for every game: the game's seed, the actions played so
far in their text form (enough to replay the game) and what went wrong. The report's text is the same frame for
every game too (:func:`report_text`): the game's figures as a table, then each violation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class InvariantViolation:
    """A broken invariant: the game's seed, the actions played so far (text form) and what went wrong."""

    seed: int
    actions: tuple[str, ...]
    problem: str

    def as_json(self) -> dict[str, Any]:
        """The violation as a JSON object."""
        return {"seed": self.seed, "actions": list(self.actions), "problem": self.problem}


def share(count: int, total: int) -> str:
    """``3 of 40 (7.5%)``: a count and its share of a total (the count alone when the total is 0)."""
    return f"{count:,} of {total:,} ({100 * count / total:.1f}%)" if total else f"{count:,}"


def report_text(rows: Sequence[tuple[str, str]], violations: Sequence[InvariantViolation], replay: str = "") -> str:
    """A simulation's figures as a two-column table, then each violation with how to replay its game.

    ``replay`` is what the replay command needs besides ``--game-seed`` (``"--players 4 "``).
    """
    width = max((len(name) for name, _ in rows), default=0)
    lines = [f"{name.ljust(width)}  {value}" for name, value in rows]
    for violation in violations:
        lines += [
            "",
            f"INVARIANT VIOLATION in the game with seed {violation.seed} "
            f"(replay: {replay}--game-seed {violation.seed})",
            f"  problem: {violation.problem}",
            f"  after {len(violation.actions)} actions: {'; '.join(violation.actions)}",
        ]
    return "\n".join(lines)


__all__ = ["InvariantViolation", "report_text", "share"]
