"""Lao Pengh figures of ``make bench`` (``rulebook bench --game laopengh``): measured here, never asserted in tests.

What is timed, so the figures can be read honestly:

- the engine's placement judgement: every card on every two cards beneath it in the four settings of the other
  piles (62,500 questions, :mod:`rulebook.laopengh.crosscheck.placements`; a seeded 10,000 with ``quick``), under
  the default reading, best of three;
- the Z3 model's judgement of one placement (median over a seeded sample of the same questions, reused solver),
  and what the exhaustive sweep of ``make verify`` (eight readings) would take at that rate;
- the order of play of a reveal: the engine's rate and the Z3 model's median over the reveal sweep;
- random games: :func:`~rulebook.laopengh.engine.simulate.simulate` (the default policy, invariants after every
  action), games per second.
"""

from __future__ import annotations

import random
from functools import partial

from rulebook.core.bench.bench_rows import engine_figure, games_figure, model_figure, model_ms, sweep_rate, timed
from rulebook.core.bench.figure import Figure
from rulebook.laopengh.crosscheck.orders import every_reveal
from rulebook.laopengh.crosscheck.placements import TRIPLES, every_triple, placement_readings
from rulebook.laopengh.reading import DEFAULT


def placement_figures(quick: bool) -> list[Figure]:
    """The engine's placement judgements per second, and the Z3 model's median."""
    from rulebook.laopengh.engine.placement import judge as engine
    from rulebook.laopengh.model.placement import judge as model

    cases = [(*case, DEFAULT) for case in every_triple()]
    if quick:
        cases = random.Random(1).sample(cases, 10_000)
    rate = sweep_rate(engine, cases)
    few = random.Random(2).sample(cases, 200 if quick else 2_000)
    ms = model_ms(model, few)
    minutes = ms * TRIPLES * len(placement_readings()) / 1000 / 60
    return [
        engine_figure(
            "laopengh: engine placement judgement",
            rate,
            "placements",
            f"{len(cases):,} placements (every card on two cards beneath, four settings), default reading, best of 3",
        ),
        model_figure(
            "laopengh: Z3 placement judgement",
            ms,
            f"median of {len(few):,}, reused solver; the exhaustive sweep of {TRIPLES:,} placements under "
            f"{len(placement_readings())} readings at this rate: {minutes:.1f} min on one core",
        ),
    ]


def order_figures(quick: bool) -> list[Figure]:
    """The order of play of a reveal: the engine's rate and the Z3 model's median."""
    from rulebook.laopengh.engine.order import orders as engine
    from rulebook.laopengh.model.order import orders as model

    reveals = [(reveal, DEFAULT) for reveal, numbers in every_reveal() if numbers == "table"]
    rate = sweep_rate(engine, reveals)
    few = random.Random(3).sample(reveals, 100 if quick else 500)
    ms = model_ms(model, few)
    return [
        engine_figure(
            "laopengh: engine order of play",
            rate,
            "reveals",
            f"{len(reveals):,} reveals of two to four players, best of 3",
        ),
        model_figure(
            "laopengh: Z3 order of play",
            ms,
            f"median of {len(few):,} reveals, every allowed order enumerated, reused solver",
        ),
    ]


def game_figures(quick: bool) -> list[Figure]:
    """Random games per second, the invariants checked after every action."""
    from rulebook.laopengh.engine.simulate import simulate

    games = 20 if quick else 200
    report, seconds = timed(partial(simulate, games, 1, DEFAULT))
    detail = f"{games} games ({report.actions:,} actions, {len(report.violations)} violations), default policy, "
    return [games_figure("laopengh: random games", games, seconds, detail + "invariants after every action")]


def figures(quick: bool) -> list[Figure]:
    """Lao Pengh: placement judgements, the order of play, random games per second."""
    return [*placement_figures(quick), *order_figures(quick), *game_figures(quick)]


__all__ = ["figures", "game_figures", "order_figures", "placement_figures"]
