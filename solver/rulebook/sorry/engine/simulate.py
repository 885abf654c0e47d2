"""Play whole SORRY! games with a simple policy, checking the engine after every action, and count.

A stress test of :mod:`rulebook.sorry.engine.play` and a few figures for a rules designer. Game ``i`` of a run
seeded ``seed`` is ``new(players, mode, seed + i, reading)`` played by ``random.Random(seed * 1_000_003 + i)``:

- ``random``: a uniform choice among the legal actions;
- ``greedy``: a move that takes a pawn HOME if there is one, else one that sends an opponent's pawn to START, else
  a random one.

After every action (:func:`invariant_problems`): the position holds what
:func:`~rulebook.sorry.validate.state_problems` lists (four pawns a colour, squares shared only as the rules allow,
every card of the deck in exactly one place, the phase agreeing with the rest); the count of turns moves on by at
most one; a game not over offers a legal action, and ends: a game past :data:`MAX_ACTIONS` actions is stopped and
counted as capped.

Failures are collected (the game goes on), each with the game's seed and the actions played
(:class:`~rulebook.core.play.invariants.InvariantViolation`). What a position may hold is
:mod:`rulebook.sorry.validate`'s; the loop, the batches and the merging are the core's
(:mod:`rulebook.core.play.simulate`).

>>> report = simulate(2, "standard", games=3, seed=5)
>>> report.games, report.capped, report.violations, len(report.turns)
(3, 0, [], 3)
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rulebook.core.play.invariants import InvariantViolation, report_text, share
from rulebook.core.play.simulate import SimulatedGame
from rulebook.core.play.simulate import simulate as run
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, RunPlace
from rulebook.core.play.tallies import add_tallies
from rulebook.core.play.validation import no_action_problems
from rulebook.sorry.actions import Action
from rulebook.sorry.board import HOME, START, partner_of
from rulebook.sorry.engine.play import apply, legal_actions, new, options
from rulebook.sorry.engine.score import score
from rulebook.sorry.reading import DEFAULT, Reading
from rulebook.sorry.state import IDLE_PHASES, Mode, State
from rulebook.sorry.validate import state_problems

MAX_ACTIONS = 3_000
"""A game still running after this many actions is stopped and counted as capped."""
MAX_KEPT = 50
"""How many invariant failures a report keeps in full (all are counted)."""
RNG_FACTOR = 1_000_003
Policy = Literal["random", "greedy"]
POLICIES: tuple[Policy, ...] = ("random", "greedy")


@dataclass
class SimulationReport:
    """The figures of a run of :func:`simulate`, and every invariant failure found."""

    players: int
    mode: Mode
    games: int = 0
    seed: int = 0
    reading: Reading = DEFAULT
    policy: Policy = "random"
    actions: int = 0
    capped: int = 0
    turns: list[int] = field(default_factory=list)
    """``state.turns`` at the end of each finished game."""
    wins: Counter[str] = field(default_factory=Counter)
    """Games won by each colour (both partners count under the team rules)."""
    winner_scores: list[int] = field(default_factory=list)
    """In the points game, each winner's score (:func:`~rulebook.sorry.engine.score.score`)."""
    failures: int = 0
    violations: list[InvariantViolation] = field(default_factory=list)
    """The first :data:`MAX_KEPT` failures in full."""
    seconds: float = 0.0
    """The processor time the run took (:func:`time.process_time`, so other work on the machine does not count)."""

    def turn_figures(self) -> dict[str, float]:
        """The turns of the finished games: min, median, mean and max (zeros when none finished)."""
        if not self.turns:
            return {"min": 0, "median": 0, "mean": 0.0, "max": 0}
        return {
            "min": min(self.turns),
            "median": statistics.median(self.turns),
            "mean": statistics.fmean(self.turns),
            "max": max(self.turns),
        }

    def mean_winner_score(self) -> float | None:
        """The winners' mean score in the points game (None in the other modes or with no finished game)."""
        return statistics.fmean(self.winner_scores) if self.winner_scores else None

    def as_json(self) -> dict[str, Any]:
        """Every figure as one JSON object."""
        return {
            "players": self.players,
            "mode": self.mode,
            "games": self.games,
            "seed": self.seed,
            "policy": self.policy,
            "reading": self.reading.changed(),
            "actions": self.actions,
            "capped": self.capped,
            "turns": self.turn_figures(),
            "wins": dict(sorted(self.wins.items())),
            "mean_winner_score": self.mean_winner_score(),
            "failures": self.failures,
            "violations": [violation.as_json() for violation in self.violations],
            "seconds": round(self.seconds, 3),
        }

    def as_text(self) -> str:
        """The figures as a table, then each kept failure."""
        figures = self.turn_figures()
        finished = len(self.turns)
        rows = [
            ("games", f"{self.games:,} ({self.players} players, {self.mode}, policy {self.policy})"),
            ("reading", ", ".join(f"{k}={v}" for k, v in self.reading.changed().items()) or "default"),
            ("capped", share(self.capped, self.games)),
            (
                "turns",
                f"min {figures['min']}  median {figures['median']}  mean {figures['mean']:.1f}  max {figures['max']}",
            ),
            ("wins", "  ".join(f"{c} {share(n, finished)}" for c, n in sorted(self.wins.items())) or "none"),
        ]
        mean_score = self.mean_winner_score()
        if mean_score is not None:
            rows.append(("winner's score", f"mean {mean_score:.1f}"))
        rate = self.games / self.seconds if self.seconds else 0.0
        rows += [
            ("actions", f"{self.actions:,}"),
            ("cpu time", f"{self.seconds:.2f} s ({rate:,.1f} games/s)"),
            ("failures", f"{self.failures:,}"),
        ]
        return report_text(rows, self.violations, replay=f"--players {self.players} --mode {self.mode} ")


# --- invariants ------------------------------------------------------------------------------------------------


def invariant_problems(before: State, action: Action, after: State, reading: Reading) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by ``action``; empty when nothing is."""
    problems = state_problems(after, reading)
    if after.turns - before.turns not in (0, 1):
        problems.append(f"turns went from {before.turns} to {after.turns}")
    if after.seed - before.seed not in (0, 1):
        problems.append(f"the seed went from {before.seed} to {after.seed}")
    return problems + no_action_problems(after.phase, IDLE_PHASES, lambda: legal_actions(after, reading))


# --- policies ----------------------------------------------------------------------------------------------------


def _gain(state: State, action: Action, reading: Reading) -> tuple[int, int]:
    """What ``action`` brings: pawns reaching HOME, opponents' pawns sent to START."""
    card = action.card if action.kind == "play" else state.card
    if card is None or action.move is None:
        return (0, 0)
    option = options(state.pawns, card, state.turn, state.mode, reading)[action.move]
    team = (state.turn, partner_of(state.turn)) if state.mode == "teams" else (state.turn,)
    home = starts = 0
    for colour, places in option.position.pawns:
        was = state.pawns.places(colour)
        if colour in team:
            home += places.count(HOME) - was.count(HOME)
        else:
            starts += max(0, places.count(START) - was.count(START))
    return (home, starts)


def choose(state: State, actions: Sequence[Action], rng: random.Random, policy: Policy, reading: Reading) -> Action:
    """The action ``policy`` takes among the legal ``actions`` of ``state``."""
    if policy == "greedy" and len(actions) > 1:
        gains = [_gain(state, action, reading) for action in actions]
        best = max(gains)
        if best > (0, 0):
            return rng.choice([action for action, gain in zip(actions, gains, strict=True) if gain == best])
    return rng.choice(list(actions))


# --- games -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SorryGame(SimulatedGame[State, Action, SimulationReport]):
    """SORRY! under one run's player count, mode, reading and policy.

    Unlike the other games', a SORRY! game goes on after a broken invariant (each is counted, the first
    :data:`MAX_KEPT` kept), and game ``i`` of a run has the seed ``seed + i``.
    """

    players: int
    mode: Mode
    reading: Reading = DEFAULT
    policy: Policy = "random"

    SETTINGS = ("players", "mode", "games", "seed", "reading", "policy")
    POLICIES = POLICIES
    KEEP_GOING = True

    def report(self, games: int = 0, seed: int = 0) -> SimulationReport:
        """An empty report of the run's settings."""
        return SimulationReport(self.players, self.mode, games, seed, self.reading, self.policy)

    def check(self) -> None:
        """Refuse a player count or mode the game does not have (``new`` does)."""
        new(self.players, self.mode, 0, self.reading)

    def seeds(self, seed: int, games: int) -> range:
        """``seed``, ``seed + 1``, ...: one reported game replays with its own seed alone (a range: never a list)."""
        return range(seed, seed + games)

    def start(self, seed: int) -> tuple[random.Random, State]:
        """The policy's generator and the deal, both from the game's seed."""
        return random.Random(seed * RNG_FACTOR + 1), new(self.players, self.mode, seed, self.reading)

    def over(self, state: State) -> bool:
        """Whether the game has ended (rules ``sorry.game.win``, ``sorry.team.win``)."""
        return state.phase == "over"

    def capped(self, report: SimulationReport, state: State, actions: int) -> bool:
        """Stop a game at :data:`MAX_ACTIONS` actions, counted as capped."""
        if actions < MAX_ACTIONS:
            return False
        report.capped += 1
        return True

    def choose(self, state: State, rng: random.Random) -> Action:
        """The policy's choice among the legal actions."""
        return choose(state, legal_actions(state, self.reading), rng, self.policy, self.reading)

    def apply(self, state: State, action: Action) -> State:
        """The engine's next state."""
        return apply(state, action, self.reading)

    def text(self, action: Action) -> str:
        """The action as ``rulebook sorry apply`` takes it."""
        return action.as_text()

    def start_problems(self, state: State) -> list[str]:
        """What is wrong with the dealt position."""
        return state_problems(state, self.reading)

    def problems(self, before: State, action: Action, after: State) -> list[str]:
        """The invariants of one step (:func:`invariant_problems`)."""
        return invariant_problems(before, action, after, self.reading)

    def finish(self, report: SimulationReport, state: State, actions: int) -> None:
        """A finished game's actions, turns, winners and, in the points game, the winner's score."""
        report.actions += actions
        report.turns.append(state.turns)
        report.wins.update(state.winners)
        if state.mode == "points":
            report.winner_scores.append(score(state.pawns, self.reading)["scores"][state.winners[0]])

    def record(self, report: SimulationReport, violation: InvariantViolation) -> None:
        """Count every failure, keep the first :data:`MAX_KEPT` in full."""
        report.failures += 1
        if len(report.violations) < MAX_KEPT:
            report.violations.append(violation)

    def timed(self, part: SimulationReport, seconds: float) -> None:
        """The batch's processor time."""
        part.seconds = seconds

    def merge(self, report: SimulationReport, part: SimulationReport) -> None:
        """Add a batch's part; the failures kept in full are still the run's first :data:`MAX_KEPT`."""
        add_tallies(report, part, self.SETTINGS)
        del report.violations[MAX_KEPT:]


def simulate(
    players: int,
    mode: Mode,
    games: int,
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "random",
    seeds: Sequence[int] | None = None,
    place: RunPlace = IN_THIS_PROCESS,
) -> SimulationReport:
    """Play ``games`` games of ``players`` players in ``mode`` and gather their figures and invariant failures.

    Game ``i`` of the run has the seed ``seed + i``, which decides both its deal and its choices, so one reported
    game is replayed alone with ``seeds=[its seed]`` (``--game-seed``). The report is the same wherever the
    batches were played, but for ``seconds``, the processor time of every batch added up.
    """
    return run(SorryGame(players, mode, reading, policy), games, seed, seeds=seeds, place=place)


__all__ = [
    "MAX_ACTIONS",
    "POLICIES",
    "Policy",
    "SimulationReport",
    "SorryGame",
    "choose",
    "invariant_problems",
    "simulate",
    "state_problems",
]
