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
from functools import partial
from typing import Any

from rulebook.core.bench.bench_rows import engine_figure, games_figure, model_figure, model_ms, sweep_rate, timed
from rulebook.core.bench.figure import Figure
from rulebook.sorry.cards import CARDS
from rulebook.sorry.crosscheck.moves import game_cases, pair_positions, pair_readings
from rulebook.sorry.reading import DEFAULT


def move_figures(quick: bool) -> list[Figure]:
    """The engine's legal-move generations per second, and the Z3 model's median."""
    from rulebook.sorry.engine.moves import moves as engine
    from rulebook.sorry.model.moves import moves as model

    pairs: list[tuple[Any, ...]] = [(at, card, "R", "standard", DEFAULT) for at in pair_positions() for card in CARDS]
    if quick:
        pairs = random.Random(1).sample(pairs, 5_000)
    played = [(c.position, c.card, c.turn, c.mode, DEFAULT) for c in game_cases(5 if quick else 20, 1)]
    pair_rate, played_rate = sweep_rate(engine, pairs), sweep_rate(engine, played)
    few = random.Random(2).sample(pairs, 100 if quick else 1_000)
    crowded = random.Random(3).sample(played, min(len(played), 50 if quick else 300))
    ms, crowded_ms = model_ms(model, few), model_ms(model, crowded)
    total = len(pair_positions()) * len(CARDS) * len(pair_readings())
    minutes = ms * total / 1000 / 60
    return [
        engine_figure(
            "sorry: engine legal moves, one pawn against one",
            pair_rate,
            "questions",
            f"{len(pairs):,} questions (a red and a blue pawn on every place, every card), default reading, best of 3",
        ),
        engine_figure(
            "sorry: engine legal moves, positions met in play",
            played_rate,
            "questions",
            f"{len(played):,} cards drawn in seeded random games (two to four players, every mode), best of 3",
        ),
        model_figure(
            "sorry: Z3 legal moves, one pawn against one",
            ms,
            f"median of {len(few):,}, reused solvers; the exhaustive sweep of {total:,} questions "
            f"({len(pair_readings())} readings) at this rate: {minutes:.1f} min on one core",
        ),
        model_figure(
            "sorry: Z3 legal moves, positions met in play",
            crowded_ms,
            f"median of {len(crowded):,} cards drawn in random games, every move enumerated",
        ),
    ]


def game_figures(quick: bool) -> list[Figure]:
    """Random games per second for two and four players, the invariants checked after every action."""
    from rulebook.sorry.engine.simulate import simulate

    found = []
    for players in (2, 4):
        games = 20 if quick else 200
        report, seconds = timed(partial(simulate, players, "standard", games, 1, DEFAULT))
        detail = f"{games} games, random policy, {len(report.violations)} violations, invariants after every action"
        found.append(games_figure(f"sorry: random games, {players} players", games, seconds, detail))
    return found


def figures(quick: bool) -> list[Figure]:
    """SORRY!: legal-move generation by both encodings, random games per second."""
    return [*move_figures(quick), *game_figures(quick)]


__all__ = ["figures", "game_figures", "move_figures"]
