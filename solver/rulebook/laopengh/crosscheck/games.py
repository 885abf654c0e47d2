"""Placements met in play, Z3 model against engine: every pile a revealed card may go on, in random games.

The triple sweep (:mod:`.placements`) asks about hand-built piles; here the piles are those of real games —
deeper, shaped by accusations and by the cards a pile keeps (reading ``suspicion.remainder``). Seeded random games
are played by the engine (:mod:`rulebook.laopengh.engine.play`, random legal actions, accusing often); in every
state where a player is to place, each of the three piles is judged by both encodings for that player's card.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from rulebook.laopengh.crosscheck.placements import PlaceCase, placement_readings
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import kinds

ROUNDS_CAP = 60
"""A random game is cut off after this many rounds (random play can go on long)."""


def game_readings() -> tuple[Reading, ...]:
    """The placement readings, each with the pile's remainder kept and with it set aside."""
    found: list[Reading] = []
    for reading in placement_readings():
        found.append(reading)
        found.append(reading.with_choices({"suspicion.remainder": "stays-in-pile"}))
    return tuple(found)


def game_cases(games: int, seed: int) -> Iterator[PlaceCase]:
    """Every placement question of ``games`` random games under each of :func:`game_readings`."""
    from rulebook.laopengh.engine.play import apply, legal_actions, new

    for number, reading in enumerate(game_readings()):
        for game in range(games):
            rng = random.Random(f"laopengh-games:{seed}:{number}:{game}")
            state = new(rng.randint(2, 6), rng.randrange(2**32), reading)
            while state.phase != "over" and state.round <= ROUNDS_CAP:
                if state.phase == "place":
                    placers = {order[0] for order in state.orders}
                    piles = tuple(kinds(pile) for pile in state.piles)
                    for player in sorted(placers):
                        card = state.revealed[player]
                        if card is not None:
                            for pile in range(len(piles)):
                                yield piles, pile, card.kind, reading
                actions = legal_actions(state, reading)
                if not actions:
                    break
                state = apply(state, rng.choice(actions), reading)


__all__ = ["ROUNDS_CAP", "game_cases", "game_readings"]
