"""The simulator's frame every game shares: the run's seeds, one game's loop, the invariant check after every action.

A game hands the frame its rules for one run as a :class:`SimulatedGame` — how a game starts from its seed, when it
is over, the policy's choice, one action applied, what is wrong after a step (its invariants), what it counts and
its report — and the frame plays: it draws each game's seed from the run's seed (as the games are handed out, never
all at once: :func:`run_seeds`), plays every game to its end or its
cap, checks the game's invariants after every action (an engine that raises is a finding too, with its seed and
the actions played), stops a round that runs past the game's bound, and plays the seeds in batches wherever the run
says (:func:`~rulebook.core.play.simulation_runs.play_seeds`), merging each batch's part into the run's report in the
order of its seeds, so the report is the same wherever it was played.

>>> from dataclasses import dataclass, field
>>> @dataclass
... class Report:
...     games: int = 0
...     seed: int = 0
...     actions: int = 0
...     violations: list[InvariantViolation] = field(default_factory=list)
>>> class Countdown(SimulatedGame[int, int, Report]):
...     def report(self, games: int = 0, seed: int = 0) -> Report:
...         return Report(games, seed)
...     def start(self, seed: int) -> tuple[random.Random, int]:
...         return random.Random(seed), seed % 5
...     def over(self, state: int) -> bool:
...         return state == 0
...     def choose(self, state: int, rng: random.Random) -> int:
...         return 1
...     def apply(self, state: int, action: int) -> int:
...         return state - action
...     def count(self, report: Report, before: int, action: int, after: int) -> None:
...         report.actions += 1
>>> report = simulate(Countdown(), games=3, seed=1)
>>> (report.games, report.actions == sum(s % 5 for s in game_seeds(1, 3)), report.violations)
(3, True, [])
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from functools import partial
from typing import Generic, TypeVar

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, Counted, RunPlace, Stream, play_seeds
from rulebook.core.play.tallies import add_tallies

SEED_BOUND = 2**32
"""Game seeds are drawn from ``range(SEED_BOUND)``."""

S = TypeVar("S")
A = TypeVar("A")
R = TypeVar("R")


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of the ``games`` games of a run seeded with ``seed``, as a list (a replay's, a small run's)."""
    rng = random.Random(seed)
    return [rng.randrange(SEED_BOUND) for _ in range(games)]


def seed_stream(seed: int) -> Iterator[int]:
    """The game seeds of a run seeded with ``seed``, one after another without end: :func:`game_seeds`'s, in order."""
    rng = random.Random(seed)
    while True:
        yield rng.randrange(SEED_BOUND)


def run_seeds(seed: int, games: int) -> Stream[int]:
    """The seeds of the ``games`` games of a run seeded with ``seed``, drawn as they are read (any ``games``).

    >>> list(run_seeds(1, 4)) == game_seeds(1, 4)
    True
    """
    return Stream(games, partial(seed_stream, seed))


class SimulatedGame(Generic[S, A, R]):
    """One game's rules as the simulator plays them, under one run's settings (a reading, a policy, ...).

    A subclass is a module-level class whose instances pickle (batches may be played in other processes). What it
    must say: :meth:`report`, :meth:`start`, :meth:`over`, :meth:`choose` and :meth:`apply`; the rest has defaults.
    The report ``R`` is a dataclass with ``violations``, whose other fields are the run's settings (named in
    :attr:`SETTINGS`) or tallies (:func:`~rulebook.core.play.tallies.add_tallies`).
    """

    SETTINGS: tuple[str, ...] = ("games", "seed")
    """The fields of the report that are the run's, not added up over its batches."""
    POLICIES: tuple[str, ...] = ()
    """The policies the game's players may follow (none to check when empty)."""
    MAX_ACTIONS_PER_ROUND: int | None = None
    """A round running past this many actions is a violation (None: no bound a round)."""
    KEEP_GOING = False
    """Whether a game goes on after a broken invariant (else it stops at the first)."""
    policy: str = ""

    def report(self, games: int = 0, seed: int = 0) -> R:
        """An empty report of this run's settings (a batch's part: ``games`` and ``seed`` are the run's)."""
        raise NotImplementedError

    def check(self) -> None:
        """Refuse settings the game does not have (an :class:`InputError`), before any game is played."""

    def seeds(self, seed: int, games: int) -> Counted[int]:
        """The seeds of the run's games (:func:`run_seeds` unless the game draws them otherwise), read lazily."""
        return run_seeds(seed, games)

    def start(self, seed: int) -> tuple[random.Random, S]:
        """The policy's random number generator and the first state of the game of ``seed``."""
        raise NotImplementedError

    def over(self, state: S) -> bool:
        """Whether the game has ended."""
        raise NotImplementedError

    def capped(self, report: R, state: S, actions: int) -> bool:
        """Whether to stop the game here, ``actions`` actions in, without a finding (counted in ``report``)."""
        return False

    def choose(self, state: S, rng: random.Random) -> A:
        """The action the run's policy takes in ``state`` (a state that is not over)."""
        raise NotImplementedError

    def apply(self, state: S, action: A) -> S:
        """The state after ``action``."""
        raise NotImplementedError

    def text(self, action: A) -> str:
        """The action as the game's ``apply`` command takes it (what a violation lists)."""
        return str(action)

    def round_of(self, state: S) -> int:
        """The round ``state`` is in (a round's actions are counted against :attr:`MAX_ACTIONS_PER_ROUND`)."""
        return 0

    def start_problems(self, state: S) -> list[str]:
        """What is wrong with a game's first state; empty when nothing is."""
        return []

    def problems(self, before: S, action: A, after: S) -> list[str]:
        """What is wrong with ``after``, reached from ``before`` by ``action``: the game's invariants."""
        return []

    def count(self, report: R, before: S, action: A, after: S) -> None:
        """Count one step in ``report``."""

    def finish(self, report: R, state: S, actions: int) -> None:
        """Count a game that ended (not capped, no finding that stopped it) after ``actions`` actions."""

    def record(self, report: R, violation: InvariantViolation) -> None:
        """Keep a finding in ``report``."""
        report.violations.append(violation)  # type: ignore[attr-defined]

    def timed(self, part: R, seconds: float) -> None:
        """Note the processor time a batch took (for a report that shows it)."""

    def merge(self, report: R, part: R) -> None:
        """Add a batch's ``part`` to the run's ``report``."""
        add_tallies(report, part, self.SETTINGS)


def play_game(game: SimulatedGame[S, A, R], seed: int, report: R) -> None:
    """Play the game of ``seed`` to its end or its cap, checking after every action; findings go to ``report``.

    A game stops at its first finding unless :attr:`SimulatedGame.KEEP_GOING`; an engine that raises always stops it.
    """
    played: list[A] = []

    def found(problem: str) -> None:
        game.record(report, InvariantViolation(seed, tuple(map(game.text, played)), problem))

    try:
        rng, state = game.start(seed)
    except Exception as error:  # a crash is a finding too
        found(f"new: {type(error).__name__}: {error}")
        return
    problems = game.start_problems(state)
    if problems:
        found("; ".join(problems))
        if not game.KEEP_GOING:
            return
    bound = game.MAX_ACTIONS_PER_ROUND
    in_round = 0
    while not game.over(state):
        if game.capped(report, state, len(played)):
            return
        try:
            action = game.choose(state, rng)
            played.append(action)
            after = game.apply(state, action)
            problems = game.problems(state, action, after)
        except Exception as error:  # an engine crash is a finding too, with its seed and actions
            found(f"{type(error).__name__}: {error}")
            return
        game.count(report, state, action, after)
        in_round = 0 if game.round_of(after) != game.round_of(state) else in_round + 1
        state = after
        if problems:
            found("; ".join(problems))
            if not game.KEEP_GOING:
                return
        if bound is not None and in_round > bound:
            found(f"round {game.round_of(state)} ran past {bound}")
            return
    game.finish(report, state, len(played))


def play_part(game: SimulatedGame[S, A, R], seeds: Sequence[int]) -> R:
    """The report of the games of ``seeds`` alone: one batch of a run, wherever the executor plays it."""
    part = game.report()
    began = time.process_time()
    for seed in seeds:
        play_game(game, seed, part)
    game.timed(part, time.process_time() - began)
    return part


def simulate(
    game: SimulatedGame[S, A, R],
    games: int,
    seed: int,
    *,
    seeds: Sequence[int] | None = None,
    place: RunPlace = IN_THIS_PROCESS,
) -> R:
    """Play ``games`` games of a run seeded with ``seed`` (or exactly ``seeds``, to replay) and gather their report.

    The games are played in batches where ``place`` says (:mod:`rulebook.core.play.simulation_runs`; by default in this
    process); the report is the same wherever.
    """
    if games < 0:
        raise InputError(f"the number of games must be 0 or more, not {games}")
    if game.POLICIES and game.policy not in game.POLICIES:
        raise InputError(f"unknown policy {game.policy!r}: {', '.join(game.POLICIES)}")
    game.check()
    chosen: Counted[int] = list(seeds) if seeds is not None else game.seeds(seed, games)
    report = game.report(games=len(chosen), seed=seed)
    play_seeds(partial(play_part, game), chosen, partial(game.merge, report), place)
    return report


__all__ = [
    "SEED_BOUND",
    "SimulatedGame",
    "game_seeds",
    "play_game",
    "play_part",
    "run_seeds",
    "seed_stream",
    "simulate",
]
