"""Play complete FORBIDDEN games with a simple policy, check the engine's invariants after every action, and count.

What a rules designer wants to know from many games — how long a game lasts, how rounds end, how often players
claim, claim several piles, claim Forbidden cards or block, how the totals spread — and, as a by-product, a
stress test of the play engine: after every action the state must still be a position of the game
(:func:`rulebook.forbidden.validate.violations`), a non-final phase must offer a legal action, and totals change
only when a round ends, by exactly the round's scores (``forbidden.round.scoring``).

It keeps its own game loop, where the core's (:mod:`rulebook.core.play.simulate`) serves the other games: a game
without checks runs on the play table (:mod:`rulebook.forbidden.engine.table`), whose hot path takes no per-action
hook, and a round ends with a deal the simulator shuffles itself.

Everything is reproducible from one seed: the run's seed draws one seed per game, and each game's random number
generator (seeded with the game's seed) draws the seed of every deal and every choice of the policy. A violation
names the game's seed, so :func:`play_game` replays that game alone; its action list writes a deal as
``deal seed N``, which ``rulebook forbidden apply`` accepts.

>>> report = simulate(games=2, players=3, seed=7, progress=False)
>>> report.games, report.rounds == report.rounds_by_cheng + report.rounds_by_empty_pile, report.violations
(2, True, [])
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulate import SEED_BOUND, game_seeds, run_seeds
from rulebook.core.play.simulation_runs import Counted, RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.forbidden.actions import Action, Block, Cheng, Claim, ClaimForbidden, Deal, Discard, Draw, Pass
from rulebook.forbidden.api import engine_for
from rulebook.forbidden.cards import FACE_VALUES, FORBIDDEN, NUMBER_INDEX, WILD, YIN_YANG, YIN_YANG_VALUES, Cards
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.round import deck, kept_chest, shuffled
from rulebook.forbidden.engine.simulate_options import DEFAULT_MAX_ROUNDS, POLICIES, Policy
from rulebook.forbidden.engine.table import PlayTable
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import Phase, RoundResult, State, plays_two_player_rules
from rulebook.forbidden.validate import violations

MAX_ACTIONS_PER_ROUND = 10_000
"""A round still running after this many actions is reported: every round must end (draws are finite)."""
PERCENTILES = (10, 25, 50, 75, 90)
OVER = ("round-over", "game-over")


@dataclass(frozen=True)
class GameRecord:
    """How one game went: its seed, rounds played, whether it reached ``game-over``, the final totals."""

    seed: int
    rounds: int
    finished: bool
    totals: tuple[int, ...]
    actions: int


_ONLY_COUNTED = frozenset({Draw, Discard, Pass, Deal})
"""Actions :meth:`PlayCounts.tally` counts as actions alone (most of a game's; a set lookup before any matching)."""


@dataclass
class PlayCounts:
    """Counters of what happened during play (over all games of a run)."""

    rounds_by_cheng: int = 0
    rounds_by_empty_pile: int = 0
    claims: int = 0
    multi_pile_claims: int = 0
    forbidden_claims: int = 0
    blocks: int = 0
    mistaken_chengs: int = 0
    actions: int = 0

    def count(self, before: State, action: Action, after: State, legal: Sequence[Action] | None = None) -> None:
        """Count ``action``, which took ``before`` to ``after``.

        ``legal``: the legal actions at ``before`` under the game's reading, as the game listed them to choose
        ``action`` (``None`` for a deal), for watchers that look at them too (they need not list them again).
        """
        self.tally(action, before.phase, after.phase, after.result)

    def tally(self, action: Action, before: Phase, after: Phase, result: RoundResult | None) -> None:
        """:meth:`count` from the phases before and after ``action`` and the round's result (what it reads)."""
        self.actions += 1
        if type(action) not in _ONLY_COUNTED:
            match action:
                case Claim(piles):
                    self.claims += 1
                    self.multi_pile_claims += len(piles) > 1
                case ClaimForbidden():
                    self.forbidden_claims += 1
                case Block():
                    self.blocks += 1
                case Cheng() if after not in OVER:
                    self.mistaken_chengs += 1
        if before not in OVER and after in OVER:
            assert result is not None
            if result.ended_by == "cheng":
                self.rounds_by_cheng += 1
            else:
                self.rounds_by_empty_pile += 1


@dataclass
class SimulationReport(PlayCounts):
    """The statistics of a run of :func:`simulate`, and every invariant violation found."""

    games: int = 0
    players: int = 4
    seed: int = 0
    policy: Policy = "random"
    reading: Reading = DEFAULT
    max_rounds: int = DEFAULT_MAX_ROUNDS
    records: list[GameRecord] = field(default_factory=list)
    violations: list[InvariantViolation] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def rounds(self) -> int:
        """Rounds played to their end, over all games."""
        return sum(record.rounds for record in self.records)

    @property
    def hit_max_rounds(self) -> int:
        """Games stopped at ``max_rounds`` before anyone reached the winning total."""
        return sum(1 for record in self.records if not record.finished and record.rounds >= self.max_rounds)

    def rounds_per_game(self) -> dict[str, float]:
        """Mean, smallest and largest number of rounds of a game."""
        return _spread([record.rounds for record in self.records])

    def winner_totals(self) -> dict[str, float]:
        """Mean, smallest and largest final total of each game's leader."""
        return _spread([max(record.totals) for record in self.records if record.totals])

    def total_percentiles(self) -> dict[str, int]:
        """Percentiles of every player's final total, over all games (nearest rank)."""
        totals = sorted(total for record in self.records for total in record.totals)
        return {f"p{p}": percentile(totals, p) for p in PERCENTILES} if totals else {}

    def per_round(self, count: int) -> float:
        """``count`` divided by the rounds played (0 when none were)."""
        return count / self.rounds if self.rounds else 0.0

    def as_json(self) -> dict[str, Any]:
        """Every statistic as one JSON object."""
        return {
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "policy": self.policy,
            "reading": self.reading.changed(),
            "max_rounds": self.max_rounds,
            "rounds": self.rounds,
            "rounds_per_game": self.rounds_per_game(),
            "rounds_by_cheng": self.rounds_by_cheng,
            "rounds_by_empty_pile": self.rounds_by_empty_pile,
            "claims": self.claims,
            "claims_per_round": self.per_round(self.claims),
            "multi_pile_claims": self.multi_pile_claims,
            "forbidden_claims": self.forbidden_claims,
            "blocks": self.blocks,
            "blocks_per_round": self.per_round(self.blocks),
            "mistaken_chengs": self.mistaken_chengs,
            "actions": self.actions,
            "winner_total": self.winner_totals(),
            "total_percentiles": self.total_percentiles(),
            "hit_max_rounds": self.hit_max_rounds,
            "seconds": round(self.seconds, 3),
            "violations": [violation.as_json() for violation in self.violations],
        }


def percentile(ordered: Sequence[int], p: float) -> int:
    """The nearest-rank ``p``-th percentile of the sorted, non-empty ``ordered``."""
    rank = max(math.ceil(p / 100 * len(ordered)), 1)
    return ordered[rank - 1]


def _spread(values: list[int]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "min": 0, "max": 0}
    return {"mean": sum(values) / len(values), "min": min(values), "max": max(values)}


# ---------------------------------------------------------------------------------------------------------------
# Deals and policies
# ---------------------------------------------------------------------------------------------------------------


def seeded_deal(state: State, seed: int) -> Deal:
    """The deal of the next round from a deck shuffled with ``seed`` (the cards not kept in the Treasure Chest).

    The chest keeps its cards unless the Cheng player won it (``treasure.won``) or it would leave too few cards to
    deal (``treasure.overflow``; ``forbidden.round.next-deal``).
    """
    cards = deck(state.player_count, plays_two_player_rules(state))
    return Deal(shuffled(cards - Counter(kept_chest(state).as_counter()), seed))


Chooser = Callable[[State, Sequence[Action], random.Random, Reading], Action]


def choose_random(state: State, actions: Sequence[Action], rng: random.Random, reading: Reading) -> Action:
    """Uniform among the legal actions, except that a legal Cheng is always taken (:func:`pick_random`)."""
    return pick_random(actions, rng)


def pick_random(actions: Sequence[Action], rng: random.Random) -> Action:
    """The random policy's choice: a legal Cheng if there is one, else uniform among the legal actions.

    Chengs come last in :func:`~rulebook.forbidden.engine.play.legal_actions`, so only a list ending in one holds any.
    """
    if actions and isinstance(actions[-1], Cheng):
        return rng.choice([action for action in actions if isinstance(action, Cheng)])
    return rng.choice(actions)


def choose_greedy(state: State, actions: Sequence[Action], rng: random.Random, reading: Reading) -> Action:
    """A simple greedy player, as a less erratic opponent than :func:`choose_random`.

    Goes Cheng whenever it may, with the discards that score most; claims a Forbidden card when one is on top of a
    pile, else makes the claim that lays the most cards, else draws; always blocks; discards the card that helps
    its hand least (a number card with the fewest copies and neighbours of its colour; Forbidden, wild and Royal
    cards are kept while it can). Ties are broken at random.
    """
    chengs = [action for action in actions if isinstance(action, Cheng)]
    if chengs:
        return _best_cheng(state, chengs, reading)
    if state.phase == "start":
        forbidden = [action for action in actions if isinstance(action, ClaimForbidden)]
        if forbidden:
            return rng.choice(forbidden)
        claims = [action for action in actions if isinstance(action, Claim)]
        if claims:
            most = max(len(c.piles) + len(c.hand) for c in claims)
            return rng.choice([c for c in claims if len(c.piles) + len(c.hand) == most])
        return Draw()
    if state.phase == "claim":
        blocks = [action for action in actions if isinstance(action, Block)]
        return blocks[0] if blocks else rng.choice(list(actions))  # always block, on the first pile offered
    discards = [action for action in actions if isinstance(action, Discard)]
    hand = state.players[state.turn].hand
    least = min(_keep_value(hand, d.card) for d in discards)
    return rng.choice([d for d in discards if _keep_value(hand, d.card) == least])


def _best_cheng(state: State, chengs: list[Cheng], reading: Reading) -> Cheng:
    player = state.players[state.turn]
    laid = tuple(s.cards for s in player.laid)

    def score(cheng: Cheng) -> int:
        discarded = Cards.from_counter(Counter(d.card for d in cheng.discards))
        return engine_for(reading).cheng_score(HandQuery(player.hand - discarded, laid, player.table_forbidden)) or 0

    return max(chengs, key=score)


KEEP = 100
"""The keep value of Forbidden, wild and Royal cards for the greedy policy: discarded last."""


def _values(card: str) -> tuple[int, ...]:
    rank = card[1:]
    return YIN_YANG_VALUES if rank == YIN_YANG else (FACE_VALUES[rank],)


def _keep_value(hand: Cards, card: str) -> int:
    """How much ``card`` helps ``hand``: twice its other copies, plus same-colour cards within two ranks."""
    if card not in NUMBER_INDEX:
        return KEEP + (card in (FORBIDDEN, WILD))
    value = 2 * (hand.count(card) - 1)
    for other in hand.as_counter():
        if other != card and other in NUMBER_INDEX and other[0] == card[0]:
            near = any(abs(a - b) <= 2 for a in _values(card) for b in _values(other))
            value += hand.count(other) if near else 0
    return value


CHOOSERS: dict[Policy, Chooser] = {"random": choose_random, "greedy": choose_greedy}


# ---------------------------------------------------------------------------------------------------------------
# Invariants and the game loop
# ---------------------------------------------------------------------------------------------------------------


def _totals(state: State) -> tuple[int, ...]:
    return tuple(player.score for player in state.players)


def invariant_problems(before: State, after: State) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by one action; empty when nothing is.

    ``after`` must be a position of the game, and totals change only when a round ends, by the round's scores.
    """
    problems = list(violations(after))
    old, new = _totals(before), _totals(after)
    round_ended = before.phase not in OVER and after.phase in OVER
    if round_ended and after.result is not None:
        expected = tuple(a + b for a, b in zip(old, after.result.scores, strict=False))
        if new != expected:
            problems.append(
                f"totals went from {old} to {new}; the round's scores {after.result.scores} give {expected}"
            )
    elif new != old:
        problems.append(f"totals changed from {old} to {new} in phase {after.phase} although no round ended")
    return problems


class _StatePosition:
    """A game's position as the reference engine's immutable states (what :class:`PlayTable` holds in lists)."""

    def __init__(self, state: State, reading: Reading) -> None:
        self.state = state
        self.reading = reading

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def round(self) -> int:
        return self.state.round

    @property
    def result(self) -> RoundResult | None:
        return self.state.result

    def legal_actions(self) -> tuple[Action, ...]:
        return engine_play.legal_actions(self.state, self.reading)

    def apply(self, action: Action) -> None:
        self.state = engine_play.apply(self.state, action, self.reading)

    def frozen(self) -> State:
        return self.state

    def totals(self) -> tuple[int, ...]:
        return _totals(self.state)


def play_game(
    players: int,
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "random",
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    counts: PlayCounts | None = None,
    *,
    check: bool = True,
) -> tuple[GameRecord, InvariantViolation | None]:
    """Play one game from its ``seed`` to ``game-over`` (or ``max_rounds`` rounds), checking after every action.

    Returns the game's record and the first invariant violation (the game stops there), or ``None``. ``counts``, when
    given, is updated with what happened. ``check=False`` skips the invariant checks (for timing play alone).

    Where nothing needs the states themselves (no checks, the random policy, ``counts`` that only count) the game is
    played on a :class:`~rulebook.forbidden.engine.table.PlayTable`, else on the reference engine's states; the game
    is the same, action for action (``tests/forbidden/test_play_table.py``).
    """
    counts = counts if counts is not None else PlayCounts()
    choose = CHOOSERS[policy]
    rng = random.Random(seed)
    state = engine_play.new_game(players, rng.randrange(SEED_BOUND), reading)
    watched = check or type(counts).count is not PlayCounts.count
    on_table = not watched and choose is choose_random
    position: PlayTable | _StatePosition = PlayTable(state, reading) if on_table else _StatePosition(state, reading)
    played: list[Action | str] = []  # actions, or a deal's text; written out only when a violation is reported
    rounds = 0
    in_round = 0

    def stop(problem: str) -> tuple[GameRecord, InvariantViolation]:
        record = GameRecord(seed, rounds, False, position.totals(), len(played))
        return record, InvariantViolation(seed, tuple(map(str, played)), problem)

    while position.phase != "game-over":
        action: Action
        actions: tuple[Action, ...] | None = None
        before = position.phase
        if not on_table:  # on the table nothing reads the state (no checks, no watchers, the random policy)
            state = position.frozen()
        try:
            if before == "round-over":
                if rounds >= max_rounds:
                    break
                deal_seed = rng.randrange(SEED_BOUND)
                action = seeded_deal(position.frozen(), deal_seed)
                played.append(f"deal seed {deal_seed}")
            else:
                actions = position.legal_actions()
                if not actions:
                    return stop(f"no legal action in phase {before}")
                action = pick_random(actions, rng) if on_table else choose(state, actions, rng, reading)
                played.append(action)
            position.apply(action)
        except Exception as error:  # an engine crash is a finding too, with its seed and actions
            return stop(f"{type(error).__name__}: {error}")
        problems = _NO_PROBLEMS
        if watched:
            after = position.frozen()
            if check:
                problems = invariant_problems(state, after)
            counts.count(state, action, after, actions)
        else:
            counts.tally(action, before, position.phase, position.result)
        in_round = 0 if isinstance(action, Deal) else in_round + 1
        if position.phase in OVER and before not in OVER:
            rounds += 1
        if problems:
            return stop("; ".join(problems))
        if in_round > MAX_ACTIONS_PER_ROUND:
            return stop(f"round {position.round} did not end after {MAX_ACTIONS_PER_ROUND:,} actions")
    return GameRecord(seed, rounds, position.phase == "game-over", position.totals(), len(played)), None


_NO_PROBLEMS: list[str] = []
"""What :func:`play_game` finds without its checks (never changed)."""


SETTINGS = ("games", "players", "seed", "policy", "reading", "max_rounds", "seconds")
"""The fields of a :class:`SimulationReport` that are the run's, not added up over its batches."""


def play_part(
    players: int, reading: Reading, policy: Policy, max_rounds: int, check: bool, seeds: Sequence[int]
) -> SimulationReport:
    """The report of the games of ``seeds`` alone: one batch of a run, wherever the executor plays it."""
    part = SimulationReport(players=players, policy=policy, reading=reading, max_rounds=max_rounds)
    for game_seed in seeds:
        record, violation = play_game(players, game_seed, reading, policy, max_rounds, part, check=check)
        part.records.append(record)
        if violation is not None:
            part.violations.append(violation)
    return part


def simulate(
    games: int,
    players: int,
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "random",
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    progress: bool = True,
    *,
    check: bool = True,
    seeds: Sequence[int] | None = None,
    place: RunPlace | None = None,
) -> SimulationReport:
    """Play ``games`` complete games of ``players`` players and gather their statistics and invariant violations.

    ``seeds`` plays exactly those game seeds instead of drawing them from ``seed`` (to replay a reported game).
    The games are played in batches where ``place`` says (:mod:`rulebook.core.play.simulation_runs`; by default in this
    process, with a progress bar on stderr unless ``progress`` is false); the report is the same wherever.
    """
    if games < 0:
        raise InputError(f"the number of games must be 0 or more, not {games}")
    if max_rounds < 1:
        raise InputError(f"the most rounds of a game must be 1 or more, not {max_rounds}")
    if policy not in CHOOSERS:
        raise InputError(f"unknown policy {policy!r}: {', '.join(POLICIES)}")
    engine_play.new_game(players, 0)  # refuses a player count outside 2-4 before any game starts
    chosen: Counted[int] = list(seeds) if seeds is not None else run_seeds(seed, games)  # drawn as they are played
    report = SimulationReport(
        games=len(chosen), players=players, seed=seed, policy=policy, reading=reading, max_rounds=max_rounds
    )
    start = time.perf_counter()
    play = partial(play_part, players, reading, policy, max_rounds, check)
    play_seeds(play, chosen, partial(add_tallies, report, settings=SETTINGS), place or RunPlace(progress=progress))
    report.seconds = time.perf_counter() - start
    return report


__all__ = [
    "InvariantViolation",
    "SimulationReport",
    "game_seeds",
    "invariant_problems",
    "play_game",
    "play_part",
    "run_seeds",
    "seeded_deal",
    "simulate",
]
