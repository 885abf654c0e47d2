"""What a user chooses of a simulation (``rulebook forbidden simulate``): the players' policy and the round cap.

Apart from :mod:`.simulate` so that the command's parser offers them without loading the engine.
"""

from __future__ import annotations

from typing import Literal

Policy = Literal["random", "greedy"]
"""How the simulated players choose among the legal actions (described in ``rulebook forbidden simulate --help``)."""
POLICIES: tuple[Policy, ...] = ("random", "greedy")
DEFAULT_MAX_ROUNDS = 200
"""A game still running after this many rounds is stopped (and counted)."""

__all__ = ["DEFAULT_MAX_ROUNDS", "POLICIES", "Policy"]
