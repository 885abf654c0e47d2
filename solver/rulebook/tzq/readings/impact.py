"""How often two readings of Tien Zi Que answer differently: on random score piles, and on random games' states.

Measured by the engine only (no proof, an estimate with its 95 % interval): for readings of the hand scope, the
share of uniformly drawn five-card score piles whose score changes (rulebook "Scoring"); for every reading, the
share of states met in random games (played under the first reading) whose legal actions change, and whose next
state after a random action legal under both changes (``tzq.round.mahjong``, ``tzq.draw.exhausted``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.witnesses.stats import Proportion, proportion
from rulebook.tzq.cards import Cards
from rulebook.tzq.crosscheck.games import game_seeds, play_game
from rulebook.tzq.crosscheck.piles import sampled_piles
from rulebook.tzq.reading import Reading


@dataclass(frozen=True)
class Impact:
    """The measured shares: each row's label, what it counts, and the proportion."""

    rows: tuple[tuple[str, str, Proportion], ...]

    def as_json(self) -> dict[str, Any]:
        """``{label: proportion}``."""
        return {label: share.as_json() for label, _, share in self.rows}


def pile_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """The share of ``samples`` uniformly drawn score piles whose score differs under the two readings."""
    from rulebook.tzq.engine.score import score

    piles = sampled_piles(samples, seed)
    hits = sum(score(Cards.of(pile), base) != score(Cards.of(pile), other) for pile in piles)
    return Impact((("the score of a random score pile changes", "piles", proportion(hits, len(piles))),))


def play_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """Over ``samples`` states of random games played under ``base``: legal actions and next states that differ."""
    from rulebook.tzq.engine.play import apply, legal_actions

    rng = random.Random(f"tzq-impact:{seed}")
    states = actions_differ = steps = steps_differ = 0
    for game_seed in game_seeds(max(1, samples // 100 + 1), seed):
        for state in play_game(game_seed, base):
            if states >= samples:
                break
            if state.phase not in ("start", "drawn", "taken"):
                continue
            states += 1
            mine, theirs = legal_actions(state, base), legal_actions(state, other)
            actions_differ += mine != theirs
            both = [action for action in mine if action in theirs]
            if both:
                action = rng.choice(both)
                steps += 1
                steps_differ += _next(apply, state, action, base) != _next(apply, state, action, other)
        if states >= samples:
            break
    return Impact(
        (
            ("the legal actions of a state change", "states", proportion(actions_differ, states)),
            ("the state after a random action changes", "actions", proportion(steps_differ, steps)),
        )
    )


def _next(apply: Any, state: Any, action: Any, reading: Reading) -> Any:
    try:
        return apply(state, action, reading)
    except InputError as error:
        return str(error)


__all__ = ["Impact", "pile_impact", "play_impact"]
