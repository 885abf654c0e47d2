"""States reached in play, for the witness search of the readings of play, each with every legal action applied.

The readings are ``two.draw-again``, ``points.two``, ``points.swap-discard`` and ``deck.cards``. Every state tried
is one a game reaches: set up by the engine's ``new`` (two players, the standard game and the points game, seeds
``0`` to ``SEEDS - 1``) and reached from it by legal actions chosen at random (the simulator's ``random`` policy),
under the default reading. A state is kept where those readings act: a standard game's turn with a 2 drawn, and a
points game's turn to play a card from the hand. Each candidate is a ``legal_actions`` question of the state or an
``apply`` question of it and one of its legal actions; its size is the pawns out of START.

:func:`reached` keeps, for each state, the setup and the actions that reach it, so that anyone can replay them (the
tests do); the witness search checks each state once more with the state validator
(:mod:`rulebook.sorry.readings.diff`).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rulebook.core.play.reached import Reached

Candidate = tuple[str, dict[str, Any], int]
PLAYERS = 2
MODES = ("standard", "points")
SEEDS = 20
"""Games played in each mode (seeds 0 to SEEDS - 1: the shuffle's and the choices')."""


def size(state: dict[str, Any]) -> int:
    """The pawns out of START."""
    return sum(place != "start" for places in state["pawns"].values() for place in places)


def _kept(state: dict[str, Any]) -> bool:
    """Whether the readings of play act on the state: a 2 drawn (standard game), a card to play (points game)."""
    if state["mode"] == "standard":
        return bool(state["phase"] == "move" and state.get("card") == "2")
    return bool(state["phase"] == "play")


@cache
def reached() -> tuple[Reached, ...]:
    """Every state the games played reach where the readings of play act, each once, in play order."""
    from rulebook.core.play.reached import Player
    from rulebook.core.play.reached import reached as played
    from rulebook.sorry.engine.play import apply, legal_actions, new
    from rulebook.sorry.engine.simulate import choose
    from rulebook.sorry.reading import Reading
    from rulebook.sorry.state import state_json

    default = Reading()
    player = Player(
        legal_actions=lambda state: legal_actions(state, default),
        apply=lambda state, action: apply(state, action, default),
        choose=lambda state, actions, rng, seed: choose(state, actions, rng, "random", default),
        state_json=state_json,
        action_text=lambda action: action.as_text(),
        kept=lambda state, data: _kept(data),
    )
    deals = (
        ({"mode": mode}, seed, new(PLAYERS, mode, seed, default))  # type: ignore[arg-type]
        for mode in MODES
        for seed in range(SEEDS)
    )
    return played(player, deals)


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every state reached (:func:`reached`), asked its legal actions and with each applied, by size."""
    from rulebook.sorry.engine.play import legal_actions
    from rulebook.sorry.reading import Reading
    from rulebook.sorry.state import state_from_json

    found: list[Candidate] = []
    for position in reached():
        data, count = position.state, size(position.state)
        found.append(("legal_actions", {"state": data}, count))
        for action in legal_actions(state_from_json(data, Reading().deck_cards), Reading()):
            found.append(("apply", {"state": data, "action": action.as_text()}, count))
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


__all__ = ["MODES", "SEEDS", "Candidate", "Reached", "candidates", "reached", "size"]
