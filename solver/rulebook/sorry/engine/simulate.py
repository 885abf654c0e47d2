"""Play whole SORRY! games with a simple policy, checking the engine after every action, and count.

A stress test of :mod:`rulebook.sorry.engine.play` and a few figures for a rules designer. Game ``i`` of a run
seeded ``seed`` is ``new(players, mode, seed + i, reading)`` played by ``random.Random(seed * 1_000_003 + i)``:

- ``random``: a uniform choice among the legal actions;
- ``greedy``: a move that takes a pawn HOME if there is one, else one that sends an opponent's pawn to START, else
  a random one.

After every action (:func:`invariant_problems`):

- each colour in play has exactly four pawns; two pawns of one colour never share a track or safety square, and two
  pawns never share a track square (rules ``sorry.move.own-pawn``, ``sorry.move.bump``);
- every card of the deck (reading ``deck.cards``) is exactly once in the draw pile, the discard pile, the hands or
  the card in play (rules ``sorry.deck.cards``, ``sorry.turn.draw``); in the points game every hand holds five,
  sorted (rule ``sorry.points.hand``);
- the phase agrees with the rest: a drawn card exactly in phase ``move``; ``draw``/``move`` outside the points game
  and ``play`` in it; winners exactly when the game is over, with all their pawns HOME (rules ``sorry.game.win``,
  ``sorry.team.win``); the turn a colour in play; the count of turns moving on by at most one;
- a game not over offers a legal action, and ends: a game past :data:`MAX_ACTIONS` actions is stopped and counted
  as capped.

Failures are collected (the game goes on), each with the game's seed and the actions played
(:class:`~rulebook.core.play.invariants.InvariantViolation`).

>>> report = simulate(2, "standard", games=3, seed=5)
>>> report.games, report.capped, report.violations, len(report.turns)
(3, 0, [], 3)
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, partial
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation, report_text, share
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.sorry.actions import Action
from rulebook.sorry.board import HOME, PAWNS, START, partner_of
from rulebook.sorry.cards import card_key, deck_counts
from rulebook.sorry.engine.play import HAND, apply, legal_actions, new, options
from rulebook.sorry.engine.score import score
from rulebook.sorry.reading import DEFAULT, Reading
from rulebook.sorry.state import Mode, State

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


# --- invariants --------------------------------------------------------------------------------------------------


_OFF_BOARD = frozenset({START, HOME})


def _pawn_problems(state: State) -> list[str]:
    """Four pawns a colour, one of a colour a square, one a track square (``sorry.move.own-pawn``, ``.bump``)."""
    problems = [f"{c} has {len(places)} pawns" for c, places in state.pawns.pawns if len(places) != PAWNS]
    board = [(c, place) for c, places in state.pawns.pawns for place in places if place not in _OFF_BOARD]
    if len(set(board)) != len(board):
        problems.append(f"two pawns of one colour share a square: {state.pawns.as_text()}")
    track = [place for _, place in board if place[0] != "S"]
    if len(set(track)) != len(track):
        problems.append(f"two pawns share a track square: {state.pawns.as_text()}")
    return problems


@cache
def _deck(deck_reading: str) -> Counter[str]:
    """The deck's cards under reading ``deck.cards`` (rule ``sorry.deck.cards``), counted."""
    return Counter({card: count for card, count in deck_counts(deck_reading).items() if count})


def _card_problems(state: State, reading: Reading) -> list[str]:
    """Every card of the deck exactly once (rule ``sorry.turn.draw``); hands of five in the points game only."""
    problems: list[str] = []
    cards = [*state.draw, *state.discard, *(card for hand in state.hands for card in hand)]
    if state.card is not None:
        cards.append(state.card)
    held = Counter(cards)
    expected = _deck(reading.deck_cards)
    if dict(held) != expected:  # plain dict equality: a Counter's own compares key by key in Python
        problems.append(f"the cards are not the deck once: extra {held - expected}, missing {expected - held}")
    if state.mode == "points":
        for colour, hand in zip(state.seats, state.hands, strict=True):
            if len(hand) != HAND or list(hand) != sorted(hand, key=card_key):
                problems.append(f"{colour}'s hand {hand} is not {HAND} sorted cards")
    elif any(state.hands):
        problems.append("hands outside the points game")
    return problems


def _phase_problems(state: State) -> list[str]:
    """The phase agrees with the card, the winners and the mode (rules ``sorry.game.win``, ``sorry.team.win``)."""
    problems: list[str] = []
    playing = ("play",) if state.mode == "points" else ("draw", "move")
    if state.phase not in (*playing, "over"):
        problems.append(f"phase {state.phase} in the {state.mode} game")
    if (state.card is not None) != (state.phase == "move"):
        problems.append(f"card {state.card} in phase {state.phase}")
    if (state.phase == "over") != bool(state.winners):
        problems.append(f"winners {state.winners} in phase {state.phase}")
    for colour in state.winners:
        if state.pawns.places(colour).count(HOME) != PAWNS:
            problems.append(f"winner {colour} has pawns off HOME: {state.pawns.places(colour)}")
    if state.turn not in state.seats:
        problems.append(f"turn {state.turn} is not a seat")
    if state.phase != "over":
        problems += _unfinished_problems(state)
    return problems


def _unfinished_problems(state: State) -> list[str]:
    """A game not over is not one that should have ended: no colour (under the team rules, no team) all HOME."""
    done = {colour for colour, places in state.pawns.pawns if places.count(HOME) == PAWNS}
    if state.mode == "teams":
        done = {colour for colour in done if partner_of(colour) in done}
    return [f"{', '.join(sorted(done))} all HOME, yet the game goes on"] if done else []


def state_problems(state: State, reading: Reading) -> list[str]:
    """What is wrong with ``state`` on its own; empty when nothing is."""
    return _pawn_problems(state) + _card_problems(state, reading) + _phase_problems(state)


def invariant_problems(before: State, action: Action, after: State, reading: Reading) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by ``action``; empty when nothing is."""
    problems = state_problems(after, reading)
    if after.turns - before.turns not in (0, 1):
        problems.append(f"turns went from {before.turns} to {after.turns}")
    if after.seed - before.seed not in (0, 1):
        problems.append(f"the seed went from {before.seed} to {after.seed}")
    if after.phase != "over" and not legal_actions(after, reading):
        problems.append(f"no legal action in phase {after.phase}")
    return problems


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


def _fail(report: SimulationReport, seed: int, played: list[Action], problem: str) -> None:
    report.failures += 1
    if len(report.violations) < MAX_KEPT:
        report.violations.append(InvariantViolation(seed, tuple(a.as_text() for a in played), problem))


def play_game(report: SimulationReport, seed: int) -> None:
    """Play the game of ``seed`` (its deal and its choices), adding its figures and failures to ``report``."""
    rng = random.Random(seed * RNG_FACTOR + 1)
    reading = report.reading
    played: list[Action] = []
    try:
        state = new(report.players, report.mode, seed, reading)
    except Exception as error:  # a crash is a finding too
        _fail(report, seed, played, f"new: {type(error).__name__}: {error}")
        return
    problems = state_problems(state, reading)
    if problems:
        _fail(report, seed, played, "; ".join(problems))
    while state.phase != "over":
        if len(played) >= MAX_ACTIONS:
            report.capped += 1
            return
        try:
            action = choose(state, legal_actions(state, reading), rng, report.policy, reading)
            played.append(action)
            after = apply(state, action, reading)
            problems = invariant_problems(state, action, after, reading)
        except Exception as error:  # an engine crash is a finding too, with its seed and actions
            _fail(report, seed, played, f"{type(error).__name__}: {error}")
            return
        if problems:
            _fail(report, seed, played, "; ".join(problems))
        state = after
    report.actions += len(played)
    report.turns.append(state.turns)
    report.wins.update(state.winners)
    if state.mode == "points":
        report.winner_scores.append(score(state.pawns, reading)["scores"][state.winners[0]])


SETTINGS = ("players", "mode", "games", "seed", "reading", "policy")
"""The fields of a :class:`SimulationReport` that are the run's, not added up over its batches."""


def play_part(players: int, mode: Mode, reading: Reading, policy: Policy, seeds: Sequence[int]) -> SimulationReport:
    """The report of the games of ``seeds`` alone: one batch of a run, wherever the executor plays it."""
    part = SimulationReport(players=players, mode=mode, reading=reading, policy=policy)
    began = time.process_time()
    for game_seed in seeds:
        play_game(part, game_seed)
    part.seconds = time.process_time() - began
    return part


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
    game is replayed alone with ``seeds=[its seed]`` (``--game-seed``). The games are played in batches where
    ``place`` says (:mod:`rulebook.core.play.simulation_runs`; by default in this process); the report is the same
    wherever, but for ``seconds``, the processor time of every batch added up.
    """
    if games < 0:
        raise InputError(f"the number of games must be 0 or more, not {games}")
    if policy not in POLICIES:
        raise InputError(f"unknown policy {policy!r}: {', '.join(POLICIES)}")
    new(players, mode, seed, reading)  # refuses a player count or mode the game does not have
    chosen = list(seeds) if seeds is not None else [seed + index for index in range(games)]
    report = SimulationReport(players=players, mode=mode, games=len(chosen), seed=seed, reading=reading, policy=policy)
    play = partial(play_part, players, mode, reading, policy)
    play_seeds(play, chosen, partial(_merge, report), place)
    return report


def _merge(report: SimulationReport, part: SimulationReport) -> None:
    """Add a batch's part; the failures kept in full are still the run's first :data:`MAX_KEPT`."""
    add_tallies(report, part, SETTINGS)
    del report.violations[MAX_KEPT:]


DECIDED_BY: dict[str, object] = {
    "sorry.deck.cards": _deck,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = [
    "MAX_ACTIONS",
    "POLICIES",
    "Policy",
    "SimulationReport",
    "choose",
    "invariant_problems",
    "play_game",
    "play_part",
    "simulate",
    "state_problems",
]
