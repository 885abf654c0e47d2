"""Tien Zi Que figures of ``make bench`` (``rulebook bench --game tzq``): measured here, never asserted in tests.

What is timed, so the figures can be read honestly:

- the engine's score table: every five-card score pile (920,178; a seeded uniform sample of 100,000 with
  ``quick``) scored from its kind counts by :func:`~rulebook.tzq.engine.score.score_counts`, first while the table
  fills (each key scored once) and then again from the filled table; the counts are built beforehand;
- a combinations query: :func:`~rulebook.tzq.engine.combinations.combinations` on hands of five plus a drawn or
  discarded card (the cross-check's hands up to the series), against the Z3 model's
  :func:`~rulebook.tzq.model.combinations.combinations` on the same hands (median, reused solver);
- a Z3 score query: :func:`~rulebook.tzq.model.score.score` on uniformly drawn piles (median, reused solver), and
  what a sweep of every pile by the model would take at that rate;
- random games: :func:`~rulebook.tzq.engine.simulate.simulate` (a uniformly random policy, the validator and the
  invariants after every action), games per second.
"""

from __future__ import annotations

from functools import partial

from rulebook.core.bench.bench_rows import engine_figure, games_figure, model_figure, model_ms, sweep_rate, timed
from rulebook.core.bench.figure import Figure
from rulebook.tzq.cards import Cards
from rulebook.tzq.crosscheck.hands import sampled_hand_cases
from rulebook.tzq.crosscheck.piles import every_pile, pile_count, sampled_piles
from rulebook.tzq.reading import DEFAULT


def score_table_figures(quick: bool) -> list[Figure]:
    """Every pile (or a sample) scored by the engine while its table fills, then from the filled table."""
    from rulebook.tzq.engine.score import pile_key, score_counts

    piles = sampled_piles(100_000, 1) if quick else list(every_pile())
    counts = [(Cards.of(pile).counts, DEFAULT) for pile in piles]
    which = f"{len(counts):,} {'sampled ' if quick else ''}five-card piles (of {pile_count():,})"
    _, first = timed(partial(sweep_rate, score_counts, counts, repeats=1))
    filled = sweep_rate(score_counts, counts)
    keys = len({pile_key(row, DEFAULT) for row, _ in counts})
    return [
        Figure(
            "tzq: engine score table, first sweep",
            f"{first:.2f} s",
            f"{which}, default reading; the table fills with {keys:,} keys (face and colour counts)",
            first / len(counts),
            "python",
        ),
        Figure(
            "tzq: engine score from the filled table",
            f"{filled / 1e6:.2f} M piles/s",
            f"{which}, best of 3",
            1 / filled,
            "python",
        ),
    ]


def combinations_figures(quick: bool) -> list[Figure]:
    """The combinations of a hand and a sixth card: the engine's rate and the Z3 model's median."""
    from rulebook.tzq.engine.combinations import combinations as engine
    from rulebook.tzq.model.combinations import combinations as model

    cases = [(Cards.of(hand), card, source) for hand, card, source in sampled_hand_cases(2_000 if quick else 20_000, 3)]
    rate = sweep_rate(engine, cases)
    few = cases[: 200 if quick else 1_000]
    ms = model_ms(model, few)
    return [
        engine_figure(
            "tzq: engine combinations of five cards and a sixth", rate, "hands", f"{len(cases):,} hands, best of 3"
        ),
        model_figure("tzq: Z3 combinations of five cards and a sixth", ms, f"median of {len(few):,}, reused solver"),
    ]


def score_query_figures(quick: bool) -> list[Figure]:
    """The Z3 model's score of one pile (median), and a whole sweep at that rate."""
    from rulebook.tzq.model.score import score

    piles = [(Cards.of(pile), DEFAULT) for pile in sampled_piles(200 if quick else 2_000, 2)]
    ms = model_ms(score, piles)
    hours = ms * pile_count() / 1000 / 3600
    detail = f"median of {len(piles):,} uniformly drawn piles, reused solver; every pile at this rate: {hours:.1f} h "
    return [model_figure("tzq: Z3 score of a five-card pile", ms, detail + "on one core per reading")]


def game_figures(quick: bool) -> list[Figure]:
    """Random games per second, the validator and the invariants checked after every action."""
    from rulebook.tzq.engine.simulate import simulate

    games = 20 if quick else 200
    report, seconds = timed(partial(simulate, games, 1, DEFAULT))
    detail = f"{games} games of four rounds ({report.actions:,} actions, {len(report.violations)} violations), "
    return [
        games_figure(
            "tzq: random games", games, seconds, detail + "random policy, validator and invariants after every action"
        )
    ]


def figures(quick: bool) -> list[Figure]:
    """Tien Zi Que: the score table, a combinations query, a Z3 score query, random games per second."""
    return [
        *score_table_figures(quick),
        *combinations_figures(quick),
        *score_query_figures(quick),
        *game_figures(quick),
    ]


__all__ = ["combinations_figures", "figures", "game_figures", "score_query_figures", "score_table_figures"]
