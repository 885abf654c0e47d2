"""Positions reached in play, for the witness search of the readings of suspicion and of the end (``rulebook diff``).

Every position tried is one a game reaches: dealt by the engine's ``new`` (two or three players, seeds
``0`` to ``SEEDS - 1``) and reached from that deal by legal actions only, chosen at random by the simulator's
policies (honest, bluffing and accusing players in turn, :func:`rulebook.laopengh.engine.simulate.choose`), under
the default reading. A position is kept when a placement in it is open to accusation — where the readings of
suspicion (``suspicion.lowest``, ``.remainder``, ``.window``, ``.accusers``, ``.accept``) and of the end
(``end.when``: a last card placed is open too) act — and each of its legal actions is applied (question ``apply``;
the accusations by two players as well, which ``suspicion.accusers=each-striker`` allows). The size of a candidate
is the cards of the position in hands, on the piles and revealed (the cards set aside are not counted).

:func:`reached` keeps, for each position, the deal and the actions that reach it, so that anyone can replay them
(the tests do); the witness search checks each position once more, under both readings compared, with the state
validator (:mod:`rulebook.laopengh.readings.diff`).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebook.laopengh.engine.simulate import Policy

Candidate = tuple[str, dict[str, Any], int]
PLAYERS = (2, 3)
"""The numbers of players of the games played."""
SEEDS = 30
"""Games played for each number of players (seeds 0 to SEEDS - 1: the deal's and the choices')."""
POLICIES: tuple[Policy, ...] = ("honest", "bluffing", "accusing")
"""The simulator's policies, one for each seed in turn: honest play lets piles grow, bluffs and accusations open
placements to suspicion."""
STEPS = 400
"""The most actions a game is played for (the games end well before)."""


@dataclass(frozen=True)
class Reached:
    """A position and how a game reaches it: the deal, and the legal actions from it."""

    state: dict[str, Any]
    """The position, as a state file's JSON (the cards set aside included)."""
    players: int
    seed: int
    """The seed of the deal (``rulebook laopengh new --players N --seed S``) and of the random choices."""
    actions: tuple[str, ...]
    """The actions from the deal to the position, as text, in order."""


def size(state: dict[str, Any]) -> int:
    """The cards of a position in hands, on the piles and revealed."""
    cards = [card for hand in state["hands"] for card in hand] + [card for pile in state["piles"] for card in pile]
    return len(cards) + sum(1 for card in state.get("revealed", []) if card is not None)


@cache
def reached() -> tuple[Reached, ...]:
    """Every position with a placement open to accusation that the games played reach, each once, in play order."""
    from rulebook.laopengh.engine.play import apply, legal_actions, new
    from rulebook.laopengh.engine.simulate import choose
    from rulebook.laopengh.reading import Reading
    from rulebook.laopengh.state import state_json

    default = Reading()
    found: list[Reached] = []
    seen: set[str] = set()
    for players in PLAYERS:
        for seed in range(SEEDS):
            rng = random.Random(seed)
            policy = POLICIES[seed % len(POLICIES)]
            state = new(players, seed, default)
            taken: list[str] = []
            for _ in range(STEPS):
                actions = legal_actions(state, default)
                if not actions:
                    break
                if state.open:
                    data = state_json(state)
                    key = json.dumps(data, sort_keys=True)
                    if key not in seen:
                        seen.add(key)
                        found.append(Reached(data, players, seed, tuple(taken)))
                action = choose(state, actions, rng, policy, default)
                taken.append(str(action))
                state = apply(state, action, default)
    return tuple(found)


def _with_actions(position: Reached) -> list[Candidate]:
    """The position with each of its legal actions, under either reading of who may accuse."""
    from rulebook.laopengh.corpus.inputs import read_state
    from rulebook.laopengh.engine.play import legal_actions
    from rulebook.laopengh.reading import Reading

    texts: set[str] = set()
    for accusers in ("first-to-strike", "each-striker"):
        reading = Reading.from_mapping({"suspicion.accusers": accusers})
        texts |= {str(action) for action in legal_actions(read_state(position.state, reading), reading)}
    count = size(position.state)
    return [("apply", {"state": position.state, "action": text}, count) for text in sorted(texts)]


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every position reached (:func:`reached`) with each of its legal actions, by size (then play order)."""
    found = [candidate for position in reached() for candidate in _with_actions(position)]
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


__all__ = ["PLAYERS", "POLICIES", "SEEDS", "Reached", "candidates", "reached", "size"]
