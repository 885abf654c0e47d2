"""How often two readings of Lao Pengh answer differently: on random placements, and on random games' states.

Measured by the engine only (no proof, an estimate with its 95 % interval): the share of random placements (a
card on a random pile of one to six cards, the other piles random) whose judgement changes (``place``); and the
share of states met in random games (played under the first reading) whose legal actions change, and whose next
state after a random action legal under both changes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.witnesses.stats import Proportion, proportion
from rulebook.laopengh.cards import JOKERS, THEME_KINDS
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import kinds

ROUNDS_CAP = 40
"""A random game is cut off after this many rounds."""


@dataclass(frozen=True)
class Impact:
    """The measured shares: each row's label, what it counts, and the proportion."""

    rows: tuple[tuple[str, str, Proportion], ...]

    def as_json(self) -> dict[str, Any]:
        """``{label: proportion}``."""
        return {label: share.as_json() for label, _, share in self.rows}


def _pile(rng: random.Random, depth: int) -> tuple[str, ...]:
    return tuple(rng.choice(JOKERS) if rng.random() < 0.15 else rng.choice(THEME_KINDS) for _ in range(depth))


def placement_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """The share of ``samples`` random placements whose judgement differs under the two readings."""
    from rulebook.laopengh.engine.placement import judge

    rng = random.Random(f"laopengh-impact:{seed}")
    hits = 0
    for _ in range(samples):
        piles = tuple(_pile(rng, rng.randint(1, 6)) for _ in range(3))
        pile, card = rng.randrange(3), rng.choice((*JOKERS, *THEME_KINDS))
        hits += judge(piles, pile, card, base) != judge(piles, pile, card, other)
    return Impact((("the judgement of a random placement changes", "placements", proportion(hits, samples)),))


def play_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """Over ``samples`` states of random games played under ``base``: legal actions and next states that differ."""
    from rulebook.laopengh.engine.play import apply, legal_actions, new

    rng = random.Random(f"laopengh-impact:{seed}")
    states = actions_differ = steps = steps_differ = 0
    while states < samples:
        state = new(rng.randint(2, 6), rng.randrange(2**32), base)
        while state.phase != "over" and state.round <= ROUNDS_CAP and states < samples:
            states += 1
            mine, theirs = legal_actions(state, base), legal_actions(state, other)
            actions_differ += set(map(str, mine)) != set(map(str, theirs))
            both = [action for action in mine if str(action) in set(map(str, theirs))]
            if both:
                action = rng.choice(both)
                steps += 1
                steps_differ += _next(apply, state, action, base) != _next(apply, state, action, other)
            if not mine:
                break
            state = apply(state, rng.choice(mine), base)
    return Impact(
        (
            ("the legal actions of a state change", "states", proportion(actions_differ, states)),
            ("the state after a random action changes", "actions", proportion(steps_differ, steps)),
        )
    )


def _next(apply: Any, state: Any, action: Any, reading: Reading) -> Any:
    try:
        after = apply(state, action, reading)
    except InputError as error:
        return str(error)
    return (
        tuple(kinds(pile) for pile in after.piles),
        after.hands,
        after.aside,
        after.open,
        after.phase,
        after.winners,
    )


__all__ = ["Impact", "placement_impact", "play_impact"]
