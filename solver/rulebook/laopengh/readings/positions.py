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

from functools import cache
from typing import TYPE_CHECKING, Any

from rulebook.core.play.reached import Reached

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


def size(state: dict[str, Any]) -> int:
    """The cards of a position in hands, on the piles and revealed."""
    cards = [card for hand in state["hands"] for card in hand] + [card for pile in state["piles"] for card in pile]
    return len(cards) + sum(1 for card in state.get("revealed", []) if card is not None)


@cache
def reached() -> tuple[Reached, ...]:
    """Every position with a placement open to accusation that the games played reach, each once, in play order."""
    from rulebook.core.play.reached import Player
    from rulebook.core.play.reached import reached as played
    from rulebook.laopengh.engine.play import apply, legal_actions, new
    from rulebook.laopengh.engine.simulate import choose
    from rulebook.laopengh.reading import Reading
    from rulebook.laopengh.state import state_json

    default = Reading()
    player = Player(
        legal_actions=lambda state: legal_actions(state, default),
        apply=lambda state, action: apply(state, action, default),
        choose=lambda state, actions, rng, seed: choose(state, actions, rng, POLICIES[seed % len(POLICIES)], default),
        state_json=state_json,
        action_text=str,
        kept=lambda state, data: bool(state.open),
    )
    deals = (({"players": players}, seed, new(players, seed, default)) for players in PLAYERS for seed in range(SEEDS))
    return played(player, deals)


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
