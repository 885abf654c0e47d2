"""The cross-check families of ``rulebook verify`` for Lao Pengh: the Z3 model against the engine.

* **placements** (:mod:`.placements`, ``laopengh.place.*``, ``laopengh.joker.runs``): every card on every two cards
  beneath it, in four settings of the other piles (62,500 questions a reading, all with ``--exhaustive``, a seeded
  sample otherwise), and deeper random piles, under every combination of the three readings a placement reads;
* **placements in play** (:mod:`.games`): every pile a revealed card may go on, in seeded random games;
* **the order of play** (:mod:`.orders`, ``laopengh.round.order``, ``laopengh.round.lone-dragon``): every reveal of
  two to four players up to what the order reads (2,168 reveals: 807 under the table, the rest with
  stated numbers), under every combination of the order readings;
* **the end** (:mod:`.ends`, ``laopengh.end.winners``): who wins whenever a round closes, in seeded random games.

The course of play after a placement (the cards an accusation hands out, the end) is the engine's alone; the
simulator's invariants (``rulebook laopengh simulate``) and hand-worked corpus cases check it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from rulebook.core.game import VerifyBudget
from rulebook.core.verify.crosscheck import Family
from rulebook.laopengh.crosscheck.ends import EndComparison, end_cases
from rulebook.laopengh.crosscheck.games import game_cases, game_readings
from rulebook.laopengh.crosscheck.orders import OrderComparison, every_reveal, order_readings, reveal_cases
from rulebook.laopengh.crosscheck.placements import (
    TRIPLES,
    WITNESSES,
    PlacementComparison,
    deep_cases,
    placement_readings,
    triple_cases,
)

STANDARD_TRIPLES = 400
"""Triples a reading in the standard run (``make run``, ``make test``)."""
DEEP = (200, 5_000)
"""Deeper random piles a reading: the standard and the exhaustive run."""
GAMES = (2, 20)
"""Random games a reading whose placements both judge: the standard and the exhaustive run."""
PLACEMENTS_PER_GAME = 60
"""About how many placement questions a random game asks (the progress bar's total only)."""
END_GAMES = (20, 300)
"""Random games whose closed rounds both judge for the winners: the standard and the exhaustive run."""
ROUNDS_PER_GAME = 8
"""About how many rounds a random game lasts (the progress bar's total only)."""
STANDARD_REVEALS = 300
"""Reveals a reading in the standard run."""


def families(budget: VerifyBudget) -> list[Family[Any]]:
    """Every family of ``rulebook verify`` for Lao Pengh at ``budget``."""
    readings = len(placement_readings())
    triples = None if budget.exhaustive else STANDARD_TRIPLES
    triple_total = readings * (len(WITNESSES) + (TRIPLES if triples is None else triples))
    deep = DEEP[budget.exhaustive]
    games = GAMES[budget.exhaustive]
    reveals = None if budget.exhaustive else STANDARD_REVEALS
    reveal_count = len(every_reveal()) if reveals is None else reveals
    which = "every card" if triples is None else f"{triples} sampled cards"
    return [
        Family(
            f"laopengh: {which} on two cards beneath, four settings of the other piles, {readings} readings",
            partial(triple_cases, triples, budget.seed),
            triple_total,
            PlacementComparison(),
        ),
        Family(
            f"laopengh: {deep} random deeper piles with jokers, {readings} readings",
            partial(deep_cases, deep, budget.seed),
            deep * readings,
            PlacementComparison(),
        ),
        Family(
            f"laopengh: every placement of {games} random games, {len(game_readings())} readings",
            partial(game_cases, games, budget.seed),
            games * len(game_readings()) * PLACEMENTS_PER_GAME,
            PlacementComparison(),
        ),
        Family(
            f"laopengh: {'every reveal' if reveals is None else f'{reveals} sampled reveals'} of two to four players, "
            f"{len(order_readings())} readings",
            partial(reveal_cases, reveals, budget.seed),
            reveal_count * len(order_readings()),
            OrderComparison(),
        ),
        Family(
            f"laopengh: who wins when a round closes, in {END_GAMES[budget.exhaustive]} random games",
            partial(end_cases, END_GAMES[budget.exhaustive], budget.seed),
            END_GAMES[budget.exhaustive] * ROUNDS_PER_GAME,
            EndComparison(),
        ),
    ]


__all__ = ["families"]
