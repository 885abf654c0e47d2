"""SORRY! figures of ``make bench`` (``rulebook bench --game sorry``): measured here, never asserted in tests.

What is timed, so the figures can be read honestly:

- the engine's legal-move generation: every position of one red and one blue pawn with every card (the
  one-against-one family of :mod:`rulebook.sorry.crosscheck.moves`; a seeded 5,000 with ``quick``), and the cards
  met in random games (crowded positions), default reading, best of three;
- the Z3 model's moves of one question (median over a seeded sample, reused solvers), and what the exhaustive
  one-against-one sweep of ``make verify`` would take at that rate;
- random games: :func:`~rulebook.sorry.engine.simulate.simulate` for two and four players, invariants after every
  action, games per second.
"""

from __future__ import annotations

import random
import time
from functools import partial

from rulebook.core.bench import Figure, best_rate, median_ms
from rulebook.sorry.cards import CARDS
from rulebook.sorry.crosscheck.moves import MovesCase, game_cases, pair_positions, pair_readings
from rulebook.sorry.reading import DEFAULT


def _pairs(quick: bool) -> list[MovesCase]:
    cases = [MovesCase(position, card, "R", "standard", DEFAULT) for position in pair_positions() for card in CARDS]
    return random.Random(1).sample(cases, 5_000) if quick else cases


def move_figures(quick: bool) -> list[Figure]:
    """The engine's legal-move generations per second, and the Z3 model's median."""
    from rulebook.sorry.engine.moves import moves as engine
    from rulebook.sorry.model.moves import moves as model

    pairs = _pairs(quick)
    played = [MovesCase(c.position, c.card, c.turn, c.mode, DEFAULT) for c in game_cases(5 if quick else 20, 1)]

    def sweep(cases: list[MovesCase]) -> int:
        for case in cases:
            engine(case.position, case.card, case.turn, case.mode, DEFAULT)  # type: ignore[arg-type]
        return len(cases)

    pair_rate = best_rate(partial(sweep, pairs))
    played_rate = best_rate(partial(sweep, played))
    few = random.Random(2).sample(pairs, 100 if quick else 1_000)
    crowded = random.Random(3).sample(played, min(len(played), 50 if quick else 300))
    for case in (few[0], crowded[0]):  # the solvers are built on the first query
        model(case.position, case.card, case.turn, case.mode, DEFAULT)
    ms = median_ms([partial(model, c.position, c.card, c.turn, c.mode, DEFAULT) for c in few])
    crowded_ms = median_ms([partial(model, c.position, c.card, c.turn, c.mode, DEFAULT) for c in crowded])
    total = len(pair_positions()) * len(CARDS) * len(pair_readings())
    minutes = ms * total / 1000 / 60
    return [
        Figure(
            "sorry: engine legal moves, one pawn against one",
            f"{pair_rate / 1e3:.0f} k questions/s",
            f"{len(pairs):,} questions (a red and a blue pawn on every place, every card), default reading, best of 3",
            1 / pair_rate,
            "python",
        ),
        Figure(
            "sorry: engine legal moves, positions met in play",
            f"{played_rate / 1e3:.0f} k questions/s",
            f"{len(played):,} cards drawn in seeded random games (two to four players, every mode), best of 3",
            1 / played_rate,
            "python",
        ),
        Figure(
            "sorry: Z3 legal moves, one pawn against one",
            f"{ms:.2f} ms",
            f"median of {len(few):,}, reused solvers; the exhaustive sweep of {total:,} questions "
            f"({len(pair_readings())} readings) at this rate: {minutes:.1f} min on one core",
            ms / 1e3,
            "z3",
        ),
        Figure(
            "sorry: Z3 legal moves, positions met in play",
            f"{crowded_ms:.2f} ms",
            f"median of {len(crowded):,} cards drawn in random games, every move enumerated",
            crowded_ms / 1e3,
            "z3",
        ),
    ]


def game_figures(quick: bool) -> list[Figure]:
    """Random games per second for two and four players, the invariants checked after every action."""
    from rulebook.sorry.engine.simulate import simulate

    found = []
    for players in (2, 4):
        games = 20 if quick else 200
        start = time.perf_counter()
        report = simulate(players, "standard", games, 1, DEFAULT)
        seconds = time.perf_counter() - start
        found.append(
            Figure(
                f"sorry: random games, {players} players",
                f"{games / seconds:.1f} games/s",
                f"{games} games, random policy, {len(report.violations)} violations, invariants after every action",
                seconds / games,
                "python",
            )
        )
    return found


def figures(quick: bool) -> list[Figure]:
    """SORRY!: legal-move generation by both encodings, random games per second."""
    return [*move_figures(quick), *game_figures(quick)]


__all__ = ["figures", "game_figures", "move_figures"]
