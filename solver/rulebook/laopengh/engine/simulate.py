"""Play whole Lao Pengh games with simple policies, checking the engine after every action, and count.

A stress test of :mod:`rulebook.laopengh.engine.play` and a few figures for a rules designer. The policies (one
policy plays every seat):

- ``honest``: places legally whenever some placement is legal, accuses only cards it knows were placed against the
  rules (an open item with ``legal`` false, rule ``laopengh.suspicion.upheld``), and now and then accepts;
- ``bluffing``: as honest, but sometimes places against the rules on purpose (rule ``laopengh.place.illegal``);
- ``accusing``: accuses at random, right or wrong (rule ``laopengh.suspicion.refuted`` for the wrong ones).

After every action the state is checked (:func:`invariant_problems`): the position and the step
(:mod:`rulebook.laopengh.validate`, which restates the placing rules rather than ask this engine's judge), and a game
not over offers a legal action.

A game still running after :data:`MAX_ROUNDS` rounds is stopped and counted (``capped``); more than
:data:`MAX_ACTIONS_PER_ROUND` actions in one round is a violation. Everything is reproducible from one seed: the
run's seed draws each game's seed, which draws the player count, the deal's seed and the policy's choices; a
violation names the game's seed and the actions played (:class:`~rulebook.core.play.invariants.InvariantViolation`).
The loop, the seeds, the batches and the merging are the core's (:mod:`rulebook.core.play.simulate`).

>>> report = simulate(games=3, seed=5)
>>> report.games, report.capped, report.violations
(3, 0, [])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulate import SEED_BOUND, SimulatedGame, game_seeds
from rulebook.core.play.simulate import simulate as run
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, RunPlace
from rulebook.core.play.validation import no_action_problems
from rulebook.laopengh.actions import Accept, Accuse, Action, Decline, Place, Reveal
from rulebook.laopengh.engine.placement import judge
from rulebook.laopengh.engine.play import apply, check_dealable, legal_actions, new
from rulebook.laopengh.reading import DEFAULT, Reading
from rulebook.laopengh.state import IDLE_PHASES, MAX_PLAYERS, MIN_PLAYERS, State
from rulebook.laopengh.validate import state_problems, step_problems

MAX_ROUNDS = 200
"""A game still running after this many rounds is stopped and counted as capped."""
MAX_ACTIONS_PER_ROUND = 1_000
"""A round running past this many actions is a violation (a round holds a few dozen at most)."""
Policy = Literal["honest", "bluffing", "accusing"]
POLICIES: tuple[Policy, ...] = ("honest", "bluffing", "accusing")

ACCUSE_KNOWN = 0.8
"""How often an honest player accuses a card it knows to be illegal."""
ACCEPT = 0.25
"""How often a player accepts the open cards rather than go on."""
BLUFF = 0.3
"""How often the bluffing policy places illegally when it can."""
ACCUSE_AT_RANDOM = 0.35
"""How often the accusing policy strikes a pile when it may."""
DECLINE = 0.5
"""How often the owner of a lone dragon keeps the number's place rather than go first."""


@dataclass
class SimulationReport:
    """The figures of a run of :func:`simulate`, and every invariant violation found."""

    games: int = 0
    seed: int = 0
    policy: Policy = "honest"
    reading: Reading = DEFAULT
    players: int | None = None
    """The player count of every game, or None: each game draws its own (2 to 6)."""
    actions: int = 0
    rounds: int = 0
    placements: int = 0
    illegal_placements: int = 0
    accusations_upheld: int = 0
    accusations_refuted: int = 0
    accepts: int = 0
    finished: int = 0
    capped: int = 0
    winner_counts: Counter[int] = field(default_factory=Counter)
    """Games by how many players won them (ties are several)."""
    wins: Counter[int] = field(default_factory=Counter)
    """Wins by seat."""
    violations: list[InvariantViolation] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """Every figure as one JSON object."""
        return {
            "games": self.games,
            "seed": self.seed,
            "policy": self.policy,
            "reading": self.reading.changed(),
            "players": self.players,
            "actions": self.actions,
            "rounds": self.rounds,
            "rounds_per_game": self.rounds / self.games if self.games else 0.0,
            "placements": self.placements,
            "illegal_placements": self.illegal_placements,
            "accusations": {"upheld": self.accusations_upheld, "refuted": self.accusations_refuted},
            "accepts": self.accepts,
            "finished": self.finished,
            "capped": self.capped,
            "winners": {str(count): games for count, games in sorted(self.winner_counts.items())},
            "wins_by_seat": {str(seat): games for seat, games in sorted(self.wins.items())},
            "violations": [violation.as_json() for violation in self.violations],
        }


def _kinds(state: State) -> list[list[str]]:
    return [[card.kind for card in pile] for pile in state.piles]


def invariant_problems(before: State, action: Action, after: State, reading: Reading) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by ``action``; empty when nothing is."""
    problems = step_problems(before, action, after, reading)
    return problems + no_action_problems(after.phase, IDLE_PHASES, lambda: legal_actions(after, reading))


def _accused_illegal(state: State, pile: int) -> bool:
    items = [item for item in state.open if item.pile == pile]
    return bool(items) and not items[-1].legal


def choose(state: State, actions: Sequence[Action], rng: random.Random, policy: Policy, reading: Reading) -> Action:
    """The action ``policy`` takes among the legal ``actions`` of ``state``."""
    moves = [action for action in actions if isinstance(action, Reveal | Place | Decline)]
    accusations = [action for action in actions if isinstance(action, Accuse)]
    can_accept = any(isinstance(action, Accept) for action in actions)
    if policy == "accusing":
        if accusations and rng.random() < ACCUSE_AT_RANDOM:
            return rng.choice(accusations)
    else:
        known = [action for action in accusations if _accused_illegal(state, action.pile)]
        if known and rng.random() < ACCUSE_KNOWN:
            return rng.choice(known)
    if can_accept and (not moves or rng.random() < ACCEPT):
        return Accept()
    if not moves:
        return rng.choice(list(actions))
    declines = [action for action in moves if isinstance(action, Decline)]
    if declines and rng.random() < DECLINE:
        return declines[0]
    places = [action for action in moves if isinstance(action, Place)]
    if not places or policy == "accusing":
        return rng.choice(moves)
    piles = _kinds(state)
    legal: list[Action] = []
    illegal: list[Action] = []
    for action in places:
        card = state.revealed[action.player]
        assert card is not None
        (legal if judge(piles, action.pile, card.kind, reading).legal else illegal).append(action)
    if policy == "bluffing" and illegal and rng.random() < BLUFF:
        return rng.choice(illegal)
    return rng.choice(legal or illegal)


@dataclass(frozen=True)
class LaoPenghGame(SimulatedGame[State, Action, SimulationReport]):
    """Lao Pengh under one run's reading, policy and player count (None: each game draws 2 to 6)."""

    reading: Reading = DEFAULT
    policy: Policy = "honest"
    players: int | None = None

    SETTINGS = ("games", "seed", "policy", "reading", "players")
    POLICIES = POLICIES
    MAX_ACTIONS_PER_ROUND = MAX_ACTIONS_PER_ROUND

    def report(self, games: int = 0, seed: int = 0) -> SimulationReport:
        """An empty report of the run's settings."""
        return SimulationReport(games, seed, self.policy, self.reading, self.players)

    def check(self) -> None:
        """Refuse a player count the game does not have, and readings naming no deck (rule ``laopengh.setup.deal``)."""
        if self.players is not None and not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise InputError(f"Lao Pengh is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}")
        check_dealable(self.reading)

    def start(self, seed: int) -> tuple[random.Random, State]:
        """The player count (drawn unless fixed), the deal's seed, then the policy's choices: one generator."""
        rng = random.Random(seed)
        count = self.players if self.players is not None else rng.randint(MIN_PLAYERS, MAX_PLAYERS)
        return rng, new(count, rng.randrange(SEED_BOUND), self.reading)

    def over(self, state: State) -> bool:
        """Whether the game has ended (rule ``laopengh.end.winners``)."""
        return state.phase == "over"

    def capped(self, report: SimulationReport, state: State, actions: int) -> bool:
        """Stop a game past :data:`MAX_ROUNDS` rounds, counted as capped."""
        if state.round <= MAX_ROUNDS:
            return False
        report.capped += 1
        return True

    def choose(self, state: State, rng: random.Random) -> Action:
        """The policy's choice among the legal actions."""
        return choose(state, legal_actions(state, self.reading), rng, self.policy, self.reading)

    def apply(self, state: State, action: Action) -> State:
        """The engine's next state."""
        return apply(state, action, self.reading)

    def round_of(self, state: State) -> int:
        """The round number."""
        return state.round

    def start_problems(self, state: State) -> list[str]:
        """What is wrong with the dealt position."""
        return state_problems(state, self.reading)

    def problems(self, before: State, action: Action, after: State) -> list[str]:
        """The invariants of one step (:func:`invariant_problems`)."""
        return invariant_problems(before, action, after, self.reading)

    def count(self, report: SimulationReport, before: State, action: Action, after: State) -> None:
        """Placements (illegal ones by the engine's judge), accusations upheld or refuted, accepts."""
        report.actions += 1
        if isinstance(action, Place):
            report.placements += 1
            card = before.revealed[action.player]
            if card is not None and not judge(_kinds(before), action.pile, card.kind, self.reading).legal:
                report.illegal_placements += 1
        elif isinstance(action, Accuse):
            items = [item for item in before.open if item.pile == action.pile]
            if items and items[-1].legal:
                report.accusations_refuted += 1
            else:
                report.accusations_upheld += 1
        elif isinstance(action, Accept):
            report.accepts += 1

    def finish(self, report: SimulationReport, state: State, actions: int) -> None:
        """A finished game's rounds and winners."""
        report.finished += 1
        report.rounds += state.round
        report.winner_counts[len(state.winners)] += 1
        report.wins.update(state.winners)


def simulate(
    games: int,
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "honest",
    players: int | None = None,
    *,
    seeds: Sequence[int] | None = None,
    place: RunPlace = IN_THIS_PROCESS,
) -> SimulationReport:
    """Play ``games`` games and gather their figures and invariant violations.

    ``players`` fixes the player count (else each game draws 2 to 6); ``seeds`` plays exactly those game seeds
    instead of drawing them from ``seed`` (to replay a reported game).
    """
    return run(LaoPenghGame(reading, policy, players), games, seed, seeds=seeds, place=place)


__all__ = [
    "MAX_ACTIONS_PER_ROUND",
    "MAX_ROUNDS",
    "POLICIES",
    "InvariantViolation",
    "LaoPenghGame",
    "Policy",
    "SimulationReport",
    "choose",
    "game_seeds",
    "invariant_problems",
    "simulate",
    "state_problems",
]
