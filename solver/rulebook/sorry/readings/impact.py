"""How often two readings of SORRY! answer differently: on moves and scores, and on random games' states.

Measured by the engine only (no proof, an estimate with its 95 % interval): the share of cards drawn in random
games (played under the first reading, two to four players, the mode the keys concern) whose moves change; the
share of random finished points games whose score changes; and for the readings of play, the share of states whose
legal actions change, and whose next state after a random action legal under both changes.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.witnesses.stats import proportion
from rulebook.sorry.board import COLOURS, HOME
from rulebook.sorry.position import make_position
from rulebook.sorry.reading import Reading

ACTIONS_CAP = 2_000
"""A random game is cut off after this many actions."""
SCORE_KEYS = {"points.bonus"}
PLAY_KEYS = {"two.draw-again", "points.two", "points.swap-discard", "deck.cards"}


@dataclass(frozen=True)
class Impact:
    """The measured shares: each row's label, what it counts, and the proportion."""

    rows: tuple[tuple[str, str, Any], ...]

    def as_json(self) -> dict[str, Any]:
        """``{label: proportion}``."""
        return {label: share.as_json() for label, _, share in self.rows}


def _mode_for(keys: Sequence[str]) -> str:
    if {"team.seven-split", "team.partner-slides", "team.sorry-partner"} & set(keys):
        return "teams"
    if "points.two" in keys or "points.swap-discard" in keys or "points.bonus" in keys:
        return "points"
    return "standard"


def _states(base: Reading, mode: str, rng: random.Random) -> Iterator[Any]:
    """States of random games played under ``base``, one after another, forever."""
    from rulebook.sorry.engine.play import apply, legal_actions, new

    while True:
        state = new(4 if mode == "teams" else rng.randint(2, 4), mode, rng.randrange(2**32), base)  # type: ignore[arg-type]
        for _ in range(ACTIONS_CAP):
            if state.phase == "over":
                break
            yield state
            state = apply(state, rng.choice(legal_actions(state, base)), base)


def moves_impact(base: Reading, other: Reading, keys: Sequence[str], samples: int, seed: int) -> Impact:
    """The share of ``samples`` cards met in random games whose moves differ under the two readings."""
    from rulebook.sorry.engine.moves import moves

    rng = random.Random(f"sorry-impact:{seed}")
    hits = asked = 0
    for state in _states(base, _mode_for(keys), rng):
        if asked >= samples:
            break
        cards = [state.card] if state.phase == "move" else list(dict.fromkeys(state.hand(state.turn)))
        for card in cards:
            if card is None or asked >= samples:
                continue
            asked += 1
            args = (state.pawns, card, state.turn, state.mode)
            hits += moves(*args, base) != moves(*args, other)
    return Impact((("the moves of a card drawn in play change", "cards", proportion(hits, asked)),))


def score_impact(base: Reading, other: Reading, keys: Sequence[str], samples: int, seed: int) -> Impact:
    """The share of ``samples`` random finished points games (red the winner) whose score differs."""
    from rulebook.sorry.engine.score import score

    rng = random.Random(f"sorry-impact:{seed}")
    hits = 0
    for _ in range(samples):
        opponents = COLOURS[1 : rng.randint(2, 4)]
        pawns = {"R": [HOME] * 4}
        for colour in opponents:
            pawns[colour] = [HOME] * rng.randint(0, 3)
        position = make_position(pawns)
        hits += score(position, base) != score(position, other)
    return Impact((("the score of a random finished game changes", "games", proportion(hits, samples)),))


def play_impact(base: Reading, other: Reading, keys: Sequence[str], samples: int, seed: int) -> Impact:
    """Over ``samples`` states of random games played under ``base``: legal actions and next states that differ."""
    from rulebook.sorry.engine.play import apply, legal_actions

    rng = random.Random(f"sorry-impact:{seed}")
    states = actions_differ = steps = steps_differ = 0
    for state in _states(base, _mode_for(keys), rng):
        if states >= samples:
            break
        states += 1
        mine = [action.as_text() for action in legal_actions(state, base)]
        theirs = _actions(state, other)
        actions_differ += set(mine) != set(theirs)
        both = [action for action in legal_actions(state, base) if action.as_text() in set(theirs)]
        if both:
            action = rng.choice(both)
            steps += 1
            steps_differ += _next(apply, state, action, base) != _next(apply, state, action, other)
    return Impact(
        (
            ("the legal actions of a state change", "states", proportion(actions_differ, states)),
            ("the state after a random action changes", "actions", proportion(steps_differ, steps)),
        )
    )


def _actions(state: Any, reading: Reading) -> list[str]:
    from rulebook.sorry.engine.play import legal_actions

    try:
        return [action.as_text() for action in legal_actions(state, reading)]
    except InputError:
        return []


def _next(apply: Any, state: Any, action: Any, reading: Reading) -> Any:
    try:
        return apply(state, action, reading)
    except InputError as error:
        return str(error)


def impact(base: Reading, other: Reading, keys: Sequence[str], samples: int, seed: int) -> Impact:
    """The impact the keys compared concern: moves, the score, or the course of play."""
    if set(keys) <= SCORE_KEYS:
        return score_impact(base, other, keys, samples, seed)
    if set(keys) <= PLAY_KEYS:
        return play_impact(base, other, keys, samples, seed)
    return moves_impact(base, other, keys, samples, seed)


__all__ = ["Impact", "impact", "moves_impact", "play_impact", "score_impact"]
