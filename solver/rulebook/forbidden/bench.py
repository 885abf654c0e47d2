"""The FORBIDDEN figures of ``make bench`` (``rulebook bench --game forbidden``): measured here, not in tests.

The engine's batch and scalar throughput, the Z3 model's query times, the single-suit cross-check (timed on a sample
and projected to the whole sweep), the play engine, and the reading comparisons. The page, the machine and the command
are :mod:`rulebook.core.bench.run`'s.
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from collections.abc import Callable
from functools import partial

import numpy as np

from rulebook.core.bench.run import Figure, best_rate, fresh_process, median_ms, progress
from rulebook.forbidden.actions import Action
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    KINDS_PER_COLOUR,
    Cards,
    format_cards,
)
from rulebook.forbidden.crosscheck.hands import sampled_suit_cases
from rulebook.forbidden.crosscheck.samples import random_query
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.engine.simulate import choose_random, game_seeds, seeded_deal, simulate
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import State, evolve

DECK = np.repeat(np.arange(len(ALL_KINDS)), [DECK_COPIES[kind] for kind in ALL_KINDS])
"""The 100 playing cards as kind indices."""


def random_deals(count: int, size: int, seed: int) -> np.ndarray:
    """``count`` random hands of ``size`` cards dealt from the full deck, as (count, 27) count vectors."""
    rng = np.random.default_rng(seed)
    hands = np.zeros((count, len(ALL_KINDS)), dtype=np.int8)
    step = 100_000
    for start in range(0, count, step):
        n = min(step, count - start)
        order = np.argsort(rng.random((n, len(DECK))), axis=1)[:, :size]
        kinds = DECK[order]
        rows = np.repeat(np.arange(n), size)
        np.add.at(hands[start : start + n], (rows, kinds.ravel()), 1)
    return hands


def batch_size(check: Callable[[np.ndarray], np.ndarray], hands: np.ndarray) -> int:
    """Run a batch check and return how many hands it answered."""
    return len(check(hands))


GATHERS_PER_HAND = 3
"""A hand's batch check gathers one table entry per colour."""
ANALYSE_QUERIES = 2_000
COLD_ANALYSE = f"""
import random, time
from rulebook.forbidden.crosscheck.samples import random_query
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.reading import Reading
queries = [random_query(random.Random(seed)) for seed in range({ANALYSE_QUERIES})]
engine = Engine(Reading())
start = time.perf_counter()
for query in queries:
    engine.analyse(query)
print(time.perf_counter() - start)
"""
"""A fresh process's first pass of full analyses (:func:`engine_figures`' cold row)."""


def engine_figures(quick: bool) -> list[Figure]:
    """Batch and scalar throughput of the engine."""
    engine = Engine(Reading())
    start = time.perf_counter()
    engine.complete_batch(random_deals(10, 14, 0))
    build = time.perf_counter() - start
    figures = [
        Figure("engine: first call (builds the per-suit tables)", f"{build:.2f} s", "default reading", build, "python")
    ]
    count = 200_000 if quick else 2_000_000
    for size in (13, 14):
        hands = random_deals(count, size, seed=size)
        rate = best_rate(partial(batch_size, engine.complete_batch, hands))
        figures.append(
            Figure(
                f"engine batch completeness, {size}-card deals",
                f"{rate / 1e6:.1f} M hands/s",
                f"{count:,} random deals, numpy, one core, best of 3 (warm); a hand is three gathers, one a colour",
                1 / rate,
                "take",
                GATHERS_PER_HAND,
            )
        )
        rate = best_rate(partial(batch_size, engine.may_cheng_batch, hands))
        figures.append(
            Figure(
                f"engine batch may-Cheng, {size}-card deals",
                f"{rate / 1e6:.1f} M hands/s",
                f"{count:,} random deals, completeness and the lone-Forbidden rule, best of 3 (warm)",
                1 / rate,
                "take",
                GATHERS_PER_HAND,
            )
        )
    scalar_hands = [Cards(tuple(int(x) for x in row)) for row in random_deals(50_000, 14, seed=1)]
    rate = best_rate(lambda: sum(1 for hand in scalar_hands if engine.is_complete(hand) or True))
    figures.append(
        Figure(
            "engine scalar is_complete, pre-parsed 14-card hands",
            f"{rate / 1e3:.0f} k hands/s",
            f"{len(scalar_hands):,} random deals, best of 3",
            1 / rate,
            "python",
        )
    )
    texts = [format_cards(hand) for hand in scalar_hands[:20_000]]
    rate = best_rate(lambda: sum(1 for text in texts if engine.is_complete(parse_query(text).hand) or True))
    figures.append(
        Figure(
            "engine scalar is_complete from text (parse + check)",
            f"{rate / 1e3:.0f} k hands/s",
            f"{len(texts):,} random deals, best of 3",
            1 / rate,
            "python",
        )
    )
    cold = ANALYSE_QUERIES / fresh_process(COLD_ANALYSE)[0]
    queries = [random_query(random.Random(seed)) for seed in range(ANALYSE_QUERIES)]
    rate = best_rate(lambda: sum(1 for query in queries if engine.analyse(query) is not None))
    figures += [
        Figure(
            "engine full analyse (verdict, arrangements, both scores), cold",
            f"{cold / 1e3:.1f} k hands/s",
            f"{ANALYSE_QUERIES:,} random hands with laid sets and royals, the first pass of a fresh process (the "
            "engine made beforehand, its tables from the disk cache)",
            1 / cold,
            "python",
        ),
        Figure(
            "engine full analyse, warm",
            f"{rate / 1e3:.1f} k hands/s",
            "the same hands again in one process, best of 3: the engine's remembered plans and arrangements in use",
            1 / rate,
            "python",
        ),
    ]
    return figures


def model_figures(quick: bool) -> list[Figure]:
    """Median query times of the Z3 model with reused solvers."""
    model = Model(Reading())
    count = 300 if quick else 2_000
    queries = [HandQuery(Cards(tuple(int(x) for x in row))) for row in random_deals(count, 14, seed=5)]
    built = [random_query(random.Random(seed), laid_sets=0) for seed in range(count)]
    model.is_complete(queries[0])
    figures = [
        Figure(
            "Z3 completeness, random 14-card deals",
            f"{(deals := median_ms([partial(model.is_complete, q) for q in queries])):.2f} ms",
            f"median of {count:,}, reused solver",
            deals / 1e3,
            "z3",
        ),
        Figure(
            "Z3 completeness, hands built from sets",
            f"{(sets := median_ms([partial(model.is_complete, q) for q in built])):.2f} ms",
            f"median of {count:,}, reused solver (half of them complete)",
            sets / 1e3,
            "z3",
        ),
    ]
    sample = built[: count // 4]
    figures.append(
        Figure(
            "Z3 full analyse (Optimize: best Cheng and non-Cheng arrangements)",
            f"{(analyse := median_ms([partial(model.analyse, q) for q in sample])):.1f} ms",
            f"median of {len(sample):,}",
            analyse / 1e3,
            "z3",
        )
    )
    suits = sampled_suit_cases(count, seed=9)
    figures.append(
        Figure(
            "Z3 single-suit completeness query",
            f"{(single := median_ms([partial(model.suit_complete, *suit) for suit in suits])):.2f} ms",
            f"median of {count:,} uniform single-suit configurations, 0-3 wilds",
            single / 1e3,
            "z3",
        )
    )
    return figures


COLD_SWEEP = """
import time
from rulebook.forbidden.crosscheck.hands import SuitComparison, sampled_suit_cases
compare = SuitComparison()
first, further = sampled_suit_cases({sample}, seed=13), sampled_suit_cases({sample}, seed=14)
start = time.perf_counter()
found = sum(len(compare(case)) for case in first)
cold = time.perf_counter() - start
start = time.perf_counter()
found += sum(len(compare(case)) for case in further)
print(found, cold, time.perf_counter() - start)
"""
"""Two uniform samples of single-suit cases in a fresh process: the first pass builds the solvers, the second not."""


def sweep_figures(sample: int) -> list[Figure]:
    """The exhaustive single-suit cross-check: time a uniform sample of its cases and project the whole sweep.

    In a fresh process, so the first pass pays what every worker of ``make verify`` pays once (the Z3 shapes and the
    engine's tables) and the second pass, on other cases, is the warm time of a case; the projection is one
    worker's first-pass building plus every case at the warm time, shared by this machine's cores.
    """
    found, cold, warm = fresh_process(COLD_SWEEP.format(sample=sample))
    per_case = warm / sample
    building = max(0.0, cold - warm)
    total = (COPIES_PER_NUMBER_CARD + 1) ** KINDS_PER_COLOUR * (DECK_COPIES["W"] + 1)
    cores = os.cpu_count() or 1
    projected = building + per_case * total / cores
    return [
        Figure(
            "single-suit cross-check, per case, warm (completeness + best points: 1-3 Z3 queries)",
            f"{per_case * 1000:.1f} ms",
            f"mean over {sample:,} uniform cases after {sample:,} others in the same process, {int(found)} "
            f"disagreements; the first pass of a fresh process took {cold:.1f} s, {building:.1f} s of it building "
            "the Z3 shapes and tables",
            per_case,
            "z3",
        ),
        Figure(
            "exhaustive single-suit cross-check (part of `make verify`), projected",
            f"{projected / 60:.1f} min",
            f"{total:,} cases at the warm time per case / {cores} processes, plus one first pass's building",
        ),
    ]


PLAY_PLAYERS = 4
LEGAL_ACTIONS_TARGET = 20_000
"""States per second for legal-action generation on 4-player mid-round states (the play issue's target)."""
GAMES_TARGET = 100
"""Complete 4-player games per second on one core, play only, from a fresh process (issue 21's goal)."""
COLD_PLAY = """
from rulebook.forbidden.engine.simulate import simulate
report = simulate({games}, {players}, seed=23, progress=False, check=False)
print(len(report.records), report.seconds)
"""
"""Whole games played by a fresh process (:func:`play_figures`' cold row)."""


def mid_round_states(count: int, seed: int) -> list[State]:
    """``count`` states from random 4-player games, every one in the middle of a round (start, claim or discard).

    Whole games (every round) are played with the random policy from seeds drawn from ``seed``; every fifth state
    before a round's end is kept, so the sample spreads over early and late turns of early and late rounds.
    """
    states: list[State] = []
    for game_seed in game_seeds(seed, count):
        rng = random.Random(game_seed)
        state = engine_play.new_game(PLAY_PLAYERS, rng.randrange(2**32))
        step = 0
        while state.phase != "game-over" and len(states) < count:
            if state.phase == "round-over":
                state = engine_play.apply(state, seeded_deal(state, rng.randrange(2**32)))
                continue
            actions = engine_play.legal_actions(state)
            if not actions or (state.phase == "start" and not state.draw_pile):
                break  # a broken state (simulate reports these); the bench only needs playable ones
            if step % 5 == 0:
                states.append(state)
            state = engine_play.apply(state, choose_random(state, actions, rng, DEFAULT))
            step += 1
        if len(states) >= count:
            break
    return states


def play_figures(quick: bool) -> list[Figure]:
    """Legal-action generation and whole-game simulation speed of the play engine."""
    states = mid_round_states(500 if quick else 2_000, seed=17)
    phases = Counter(state.phase for state in states)
    engine_play.legal_actions(states[0])  # builds the hand engine's tables
    rate = best_rate(lambda: sum(1 for state in states if engine_play.legal_actions(state) is not None))
    mix = ", ".join(f"{n:,} {phase}" for phase, n in sorted(phases.items()))
    figures = [
        Figure(
            "play: legal actions of 4-player mid-round states (reference engine)",
            f"{rate:,.0f} states/s",
            f"{len(states):,} states of random games ({mix}), one core, best of 3 (warm); target "
            f"{LEGAL_ACTIONS_TARGET:,}/s",
            1 / rate,
            "python",
        )
    ]
    games = 10 if quick else 50
    played, seconds = fresh_process(COLD_PLAY.format(games=games, players=PLAY_PLAYERS))
    figures.append(
        Figure(
            "play: complete 4-player games on the play table, random policy, play only, cold",
            f"{played / seconds:.1f} games/s",
            f"{games} games in a fresh process (its first games: every remembered plan built as it goes), one core; "
            f"target {GAMES_TARGET}/s",
            seconds / played,
            "python",
        )
    )
    figures += play_floor_figures(5 if quick else 20)
    for check, label in (
        (False, "on the play table, random policy, play only, warm"),
        (True, "on the reference engine, random policy, with the invariant checks after every action, warm"),
    ):
        report = simulate(games, PLAY_PLAYERS, seed=23, progress=False, check=check)
        finding = f", {len(report.violations)} invariant violations" if check else ""
        figures.append(
            Figure(
                f"play: complete 4-player games {label}",
                f"{len(report.records) / report.seconds:.1f} games/s",
                f"the same {games} games (same seeds) again in a process that has played them "
                f"({report.rounds} rounds, {report.actions:,} actions{finding}), one core",
                report.seconds / len(report.records),
                "python",
            )
        )
    return figures


def recorded_positions(games: int) -> list[tuple[State, Action]]:
    """Every position of ``games`` random 4-player games (the bench's seeds) with the action played there."""
    positions: list[tuple[State, Action]] = []
    for game_seed in game_seeds(23, games):
        rng = random.Random(game_seed)
        state = engine_play.new_game(PLAY_PLAYERS, rng.randrange(2**32))
        while state.phase != "game-over":
            if state.phase == "round-over":
                action: Action = seeded_deal(state, rng.randrange(2**32))
            else:
                actions = engine_play.legal_actions(state)
                if not actions:
                    break
                action = choose_random(state, actions, rng, DEFAULT)
            positions.append((state, action))
            state = engine_play.apply(state, action)
    return positions


def play_floor_figures(games: int) -> list[Figure]:
    """The parts of a game's time, each alone over the same recorded positions, as games a second.

    A game is its legal actions at every position, the random choice among them, and the chosen action applied.
    Replaying recorded positions times each part without the others; the state copy every action makes (an
    ``evolve`` of the state, the least an action of this engine costs) is the floor of the present design.
    """
    positions = recorded_positions(games)
    playing = [(state, action) for state, action in positions if state.phase != "round-over"]
    legal = best_rate(lambda: sum(1 for state, _ in playing if engine_play.legal_actions(state) is not None))
    applied = best_rate(lambda: sum(1 for state, action in positions if engine_play.apply(state, action) is not None))
    copied = best_rate(lambda: sum(1 for state, _ in positions if evolve(state, phase=state.phase) is not None))
    per_game = len(positions) / games
    rows = (
        ("legal actions alone", legal * len(playing) / len(positions), "legal actions at every position but deals"),
        ("apply alone", applied, "every recorded action (deals included) applied to its position"),
        ("state copy alone (the design's floor)", copied, "one `evolve` of the state a position"),
    )
    return [
        Figure(
            f"play: complete 4-player games on the reference engine, {label}, warm",
            f"{rate / per_game:,.0f} games/s",
            f"{how}, over the {len(positions):,} positions of {games} random games ({per_game:.0f} a game), best of 3; "
            f"the goal, {GAMES_TARGET} games/s, leaves {1e6 / (GAMES_TARGET * per_game):.0f} us a position",
            1 / rate,
            "python",
        )
        for label, rate, how in rows
    ]


DIFF_READING = "wild.exhausted-card=refused"
DIFF_TARGET = 5
"""The seconds a person may wait for this ``rulebook diff`` (issue 21's goal)."""
WITNESS_KEYS = ("emperor.forbidden", "laid.split", "arrangement", "wild.exhausted-card")
"""Hand readings timed by :func:`reading_figures`: witnesses found by the sweep (1 and 4 cards) and by Z3 (6, 7)."""


def reading_figures() -> list[Figure]:
    """Time ``rulebook diff``'s witness search for a few hand readings, and the impact sampling."""
    from rulebook.core.bench.latency import median_start_seconds, rulebook_command
    from rulebook.core.register import reading_keys
    from rulebook.core.witnesses.witness import Witness
    from rulebook.forbidden.reading import Reading
    from rulebook.forbidden.readings.diff import compare
    from rulebook.forbidden.readings.impact import hand_impact
    from rulebook.forbidden.readings.impact_decisions import decision_impact

    options = {entry.key: entry for entry in reading_keys("forbidden")}
    figures = []
    for key in WITNESS_KEYS:
        other = Reading.from_mapping({key: next(o for o in options[key].options if o != options[key].default)})
        start = time.perf_counter()
        found = compare(Reading(), other)
        seconds = time.perf_counter() - start
        cards = f"{found.size} card{'s' if found.size != 1 else ''}" if isinstance(found, Witness) else ""
        how = f"{cards}, {found.found_by.split(',')[0]}" if isinstance(found, Witness) else "no witness"
        by_z3 = isinstance(found, Witness) and "Z3" in found.found_by
        figures.append(
            Figure(
                f"readings: smallest witness of {key}", f"{seconds:.1f} s", how, seconds, "z3" if by_z3 else "python"
            )
        )
    other = Reading(emperor_forbidden="with-real-forbidden")
    start = time.perf_counter()
    hand_impact(Reading(), other, 2_000, seed=1)
    rate = 2_000 / (time.perf_counter() - start)
    figures.append(
        Figure(
            "readings: impact on random hands",
            f"{rate:,.0f} hands/s",
            "2,000 14-card deals, both readings",
            1 / rate,
            "python",
        )
    )
    start = time.perf_counter()
    decision_impact(Reading(), other, 20, seed=1)
    rate = 20 / (time.perf_counter() - start)
    figures.append(
        Figure(
            "readings: impact on positions of play",
            f"{rate:.1f} games/s",
            "20 4-player games, every position judged twice",
            1 / rate,
            "python",
        )
    )
    argv = [*rulebook_command(), "diff", "forbidden", "--reading", DIFF_READING]
    seconds = median_start_seconds(argv, 1)
    figures.append(
        Figure(
            f"readings: `rulebook diff forbidden --reading {DIFF_READING}`, the whole command",
            f"{seconds:.1f} s",
            f"one fresh process after one unmeasured start (the disk cache of tables filled); target {DIFF_TARGET} s",
            seconds,
            "start",
        )
    )
    return figures


def figures(quick: bool) -> list[Figure]:
    """Every FORBIDDEN figure, in the page's order: engine, model, single-suit sweep, play, readings."""
    progress("measuring the engine")
    measured = engine_figures(quick)
    progress("measuring the model")
    measured += model_figures(quick)
    progress("timing the single-suit cross-check")
    measured += sweep_figures(150 if quick else 1_000)
    progress("measuring the play engine")
    measured += play_figures(quick)
    progress("timing the reading comparisons")
    measured += reading_figures()
    return measured


__all__ = ["figures"]
