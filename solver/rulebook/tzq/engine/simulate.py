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
seed and the actions played, so ``seeds=[its seed]`` replays it. The loop, the seeds, the batches and the merging
are the core's (:mod:`rulebook.core.play.simulate`).

>>> report = simulate(games=2, seed=7)
>>> report.games, report.rounds, report.violations
(2, 8, [])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulate import SEED_BOUND, SimulatedGame, game_seeds
from rulebook.core.play.simulate import simulate as run
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, RunPlace
from rulebook.core.play.validation import no_action_problems
from rulebook.tzq.actions import Action, Chow, Combine, NextRound
from rulebook.tzq.cards import Cards
from rulebook.tzq.engine.play import apply, legal_actions, new_game
from rulebook.tzq.engine.score import score_counts
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import IDLE_PHASES, State
from rulebook.tzq.validate import violations

MAX_ACTIONS_PER_ROUND = 10_000
"""A round still running after this many actions is reported."""
OVER = IDLE_PHASES
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
    return problems + no_action_problems(after.phase, IDLE_PHASES, lambda: legal_actions(after, reading))


def _choose(actions: Sequence[Action], rng: random.Random, policy: Policy) -> Action:
    if policy == "eager":
        combines = [action for action in actions if isinstance(action, Combine)]
        if combines:
            return rng.choice(combines)
    return rng.choice(actions)


@dataclass(frozen=True)
class TzqGame(SimulatedGame[State, Action, SimulationReport]):
    """Tien Zi Que under one run's reading and policy."""

    reading: Reading = DEFAULT
    policy: Policy = "random"

    SETTINGS = ("games", "seed", "policy", "reading")
    POLICIES = POLICIES
    MAX_ACTIONS_PER_ROUND = MAX_ACTIONS_PER_ROUND

    def report(self, games: int = 0, seed: int = 0) -> SimulationReport:
        """An empty report of the run's settings."""
        return SimulationReport(games, seed, self.policy, self.reading)

    def start(self, seed: int) -> tuple[random.Random, State]:
        """The deal's seed, the first player, then the policy's choices: one generator."""
        rng = random.Random(seed)
        return rng, new_game(rng.randrange(SEED_BOUND), rng.randrange(2))

    def over(self, state: State) -> bool:
        """Whether the fourth round is over (rule ``tzq.game.rounds``)."""
        return state.phase == "game-over"

    def choose(self, state: State, rng: random.Random) -> Action:
        """The next round once one is over, else the policy's choice among the legal actions."""
        return (
            NextRound()
            if state.phase == "round-over"
            else _choose(legal_actions(state, self.reading), rng, self.policy)
        )

    def apply(self, state: State, action: Action) -> State:
        """The engine's next state."""
        return apply(state, action, self.reading)

    def round_of(self, state: State) -> int:
        """The round number."""
        return state.round

    def problems(self, before: State, action: Action, after: State) -> list[str]:
        """The invariants of one step (:func:`invariant_problems`)."""
        return invariant_problems(before, after, self.reading)

    def count(self, report: SimulationReport, before: State, action: Action, after: State) -> None:
        """Actions (the deal of a round aside), chows, combinations, reshuffles, and each round's end."""
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
    """
    return run(TzqGame(reading, policy), games, seed, seeds=seeds, place=place)


__all__ = [
    "POLICIES",
    "InvariantViolation",
    "SimulationReport",
    "TzqGame",
    "game_seeds",
    "invariant_problems",
    "simulate",
]
