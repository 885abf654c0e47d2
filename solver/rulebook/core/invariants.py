"""A broken state invariant found by a game's simulator (game-independent).

Each game's simulator (``<game>/engine/simulate.py``) plays random games and checks its state invariants after
every action; what it reports when one breaks is the same for every game: the game's seed, the actions played so
far in their text form (enough to replay the game) and what went wrong.
"""

from __future__ import annotations

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


__all__ = ["InvariantViolation"]
