"""Play complete Tien Zi Que games with a random policy, checking the engine after every action, and count.

A stress test of the play engine and a few figures for a rules designer. After every action:

- the state is a position of the game (:func:`rulebook.tzq.validate.violations`: 54 cards each in one place,
  hand sizes per phase, rule ``tzq.turn.hand-size``; score piles of at most five);
- a phase in play offers a legal action (a turn never gets stuck, ``tzq.turn.actions``);
- totals change only when a round is won, by the score of the winner's five-card pile (``tzq.round.mahjong``);
  a drawn round (``tzq.draw.exhausted`` under ``round.exhausted=drawn``) changes nothing;
- a game ends after four rounds (``tzq.game.rounds``), and no round runs past :data:`MAX_ACTIONS_PER_ROUND`.

Everything is reproducible from one seed: the run's seed draws each game's seed, which seeds the deal and the
reshuffles (:func:`rulebook.tzq.engine.deal.new_game`) and the policy's choices; a violation names the game's
seed and the actions played, so :func:`play_game` replays it.

>>> report = simulate(games=2, seed=7)
>>> report.games, report.rounds, report.violations
(2, 8, [])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.tzq.actions import Action, Chow, Combine, NextRound
from rulebook.tzq.cards import Cards
from rulebook.tzq.engine.play import apply, legal_actions, new_game
from rulebook.tzq.engine.score import score_counts
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import State
from rulebook.tzq.validate import violations

SEED_BOUND = 2**32
MAX_ACTIONS_PER_ROUND = 10_000
"""A round still running after this many actions is reported."""
OVER = ("round-over", "game-over")
Policy = Literal["random", "eager"]
POLICIES: tuple[Policy, ...] = ("random", "eager")
"""``random``: any legal action, uniformly; ``eager``: a combination whenever one is legal, else uniformly."""


@dataclass
class SimulationReport:
    """The figures of a run of :func:`simulate`, and every invariant violation found."""

    games: int = 0
    seed: int = 0
    policy: Policy = "random"
    reading: Reading = DEFAULT
    rounds: int = 0
    mahjongs: int = 0
    drawn_rounds: int = 0
    actions: int = 0
    chows: int = 0
    combinations: int = 0
    reshuffles: int = 0
    winning_points: list[int] = field(default_factory=list)
    violations: list[InvariantViolation] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """Every figure as one JSON object."""
        points = self.winning_points
        return {
            "games": self.games,
            "seed": self.seed,
            "policy": self.policy,
            "reading": self.reading.changed(),
            "rounds": self.rounds,
            "mahjongs": self.mahjongs,
            "drawn_rounds": self.drawn_rounds,
            "actions": self.actions,
            "actions_per_round": self.actions / self.rounds if self.rounds else 0.0,
            "chows": self.chows,
            "combinations": self.combinations,
            "reshuffles": self.reshuffles,
            "mahjong_points": {
                "mean": sum(points) / len(points) if points else 0.0,
                "min": min(points, default=0),
                "max": max(points, default=0),
            },
            "violations": [violation.as_json() for violation in self.violations],
        }


def invariant_problems(before: State, after: State, reading: Reading) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by one action; empty when nothing is."""
    problems = list(violations(after))
    old = tuple(player.total for player in before.players)
    new = tuple(player.total for player in after.players)
    won = before.phase not in OVER and after.phase in OVER and after.winner is not None
    if won:
        assert after.winner is not None
        points = score_counts(Cards.of(after.players[after.winner].score_pile).counts, reading).points
        expected = tuple(t + (points if p == after.winner else 0) for p, t in enumerate(old))
        if new != expected:
            problems.append(f"totals went from {old} to {new}; the winner's pile scores {points}: {expected}")
    elif new != old and after.phase not in OVER:
        problems.append(f"totals changed from {old} to {new} though no round was won")
    if after.phase not in OVER and not legal_actions(after, reading):
        problems.append(f"no legal action in phase {after.phase}")
    return problems


def _choose(actions: Sequence[Action], rng: random.Random, policy: Policy) -> Action:
    if policy == "eager":
        combines = [action for action in actions if isinstance(action, Combine)]
        if combines:
            return rng.choice(combines)
    return rng.choice(actions)


def play_game(
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "random",
    report: SimulationReport | None = None,
) -> InvariantViolation | None:
    """Play one game from its ``seed`` to ``game-over``, checking after every action; the first violation or None."""
    report = report if report is not None else SimulationReport()
    rng = random.Random(seed)
    state = new_game(rng.randrange(SEED_BOUND), rng.randrange(2))
    played: list[str] = []
    in_round = 0
    while state.phase != "game-over":
        action: Action
        try:
            over = state.phase == "round-over"
            action = NextRound() if over else _choose(legal_actions(state, reading), rng, policy)
            played.append(str(action))
            after = apply(state, action, reading)
        except Exception as error:  # an engine crash is a finding too, with its seed and actions
            return InvariantViolation(seed, tuple(played), f"{type(error).__name__}: {error}")
        problems = invariant_problems(state, after, reading)
        _count(report, state, action, after)
        in_round = 0 if isinstance(action, NextRound) else in_round + 1
        state = after
        if problems:
            return InvariantViolation(seed, tuple(played), "; ".join(problems))
        if in_round > MAX_ACTIONS_PER_ROUND:
            return InvariantViolation(seed, tuple(played), f"round {state.round} ran past {MAX_ACTIONS_PER_ROUND}")
    return None


def _count(report: SimulationReport, before: State, action: Action, after: State) -> None:
    if isinstance(action, NextRound):
        return
    report.actions += 1
    report.chows += isinstance(action, Chow)
    report.combinations += isinstance(action, Combine)
    report.reshuffles += after.reshuffles - before.reshuffles
    if after.phase in OVER:
        report.rounds += 1
        if after.winner is None:
            report.drawn_rounds += 1
        else:
            report.mahjongs += 1
            report.winning_points.append(after.players[after.winner].total - before.players[after.winner].total)


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of the ``games`` games of a run seeded with ``seed``."""
    rng = random.Random(seed)
    return [rng.randrange(SEED_BOUND) for _ in range(games)]


SETTINGS = ("games", "seed", "policy", "reading")
"""The fields of a :class:`SimulationReport` that are the run's, not added up over its batches."""


def play_part(reading: Reading, policy: Policy, seeds: Sequence[int]) -> SimulationReport:
    """The report of the games of ``seeds`` alone: one batch of a run, wherever the executor plays it."""
    part = SimulationReport(policy=policy, reading=reading)
    for game_seed in seeds:
        violation = play_game(game_seed, reading, policy, part)
        if violation is not None:
            part.violations.append(violation)
    return part


def simulate(
    games: int,
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "random",
    *,
    seeds: Sequence[int] | None = None,
    place: RunPlace = IN_THIS_PROCESS,
) -> SimulationReport:
    """Play ``games`` complete games and gather their figures and invariant violations.

    ``seeds`` plays exactly those game seeds instead of drawing them from ``seed`` (to replay a reported game).
    The games are played in batches where ``place`` says (:mod:`rulebook.core.play.simulation_runs`; by default in this
    process); the report is the same wherever.
    """
    if games < 0:
        raise InputError(f"the number of games must be 0 or more, not {games}")
    if policy not in POLICIES:
        raise InputError(f"unknown policy {policy!r}: {', '.join(POLICIES)}")
    chosen = list(seeds) if seeds is not None else game_seeds(seed, games)
    report = SimulationReport(games=len(chosen), seed=seed, policy=policy, reading=reading)
    play_seeds(partial(play_part, reading, policy), chosen, partial(add_tallies, report, settings=SETTINGS), place)
    return report


__all__ = [
    "POLICIES",
    "InvariantViolation",
    "SimulationReport",
    "game_seeds",
    "invariant_problems",
    "play_game",
    "play_part",
    "simulate",
]
