"""Play whole Lao Pengh games with simple policies, checking the engine after every action, and count.

A stress test of :mod:`rulebook.laopengh.engine.play` and a few figures for a rules designer. The policies (one
policy plays every seat):

- ``honest``: places legally whenever some placement is legal, accuses only cards it knows were placed against the
  rules (an open item with ``legal`` false, rule ``laopengh.suspicion.upheld``), and now and then accepts;
- ``bluffing``: as honest, but sometimes places against the rules on purpose (rule ``laopengh.place.illegal``);
- ``accusing``: accuses at random, right or wrong (rule ``laopengh.suspicion.refuted`` for the wrong ones).

After every action (:func:`invariant_problems`):

- every one of the 54 cards lies in exactly one place (hands, piles, revealed, aside) with its own order number
  (rules ``laopengh.deck.cards``, ``laopengh.setup.deal``); hands and ``aside`` are sorted;
- there are three piles and none is empty; a placement lays the card on top of the pile it names
  (``laopengh.place.declare``), an accusation leaves the accused card on top (and alone under
  ``suspicion.remainder=out-of-game``);
- open items lie on existing piles and belong to existing players; under ``suspicion.window=next-placement`` at most
  one is open, under ``next-on-pile`` at most one a pile (rules ``laopengh.suspicion.accuse``,
  ``laopengh.suspicion.accepted``); a new item records the judge's verdict on the piles it was placed on;
- the phase agrees with the rest: in ``reveal`` no orders; in ``place`` every order lists exactly the players still
  holding a revealed card (rules ``laopengh.round.reveal``, ``laopengh.round.order``, ``laopengh.round.lone-dragon``);
  ``over`` has winners with empty hands and nothing else (rule ``laopengh.end.winners``), and a game not over is not
  one that should have ended; the round number moves by at most one;
- a game not over offers a legal action.

A game still running after :data:`MAX_ROUNDS` rounds is stopped and counted (``capped``); more than
:data:`MAX_ACTIONS_PER_ROUND` actions in one round is a violation. Everything is reproducible from one seed: the
run's seed draws each game's seed, which draws the player count, the deal's seed and the policy's choices; a
violation names the game's seed and the actions played (:class:`~rulebook.core.play.invariants.InvariantViolation`).

>>> report = simulate(games=3, seed=5)
>>> report.games, report.capped, report.violations
(3, 0, [])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import pairwise
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulation_runs import IN_THIS_PROCESS, RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.laopengh.actions import Accept, Accuse, Action, Place, Reveal
from rulebook.laopengh.cards import DECK_SIZE, ORDER_TABLE, PILES, Card
from rulebook.laopengh.engine.placement import judge
from rulebook.laopengh.engine.play import apply, card_key, legal_actions, new
from rulebook.laopengh.reading import DEFAULT, Reading
from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS, Open, State

SEED_BOUND = 2**32
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

_KIND_OF_NUMBER = {number: kind for kind, numbers in ORDER_TABLE.items() for number in numbers}
"""Which card carries each order number (every game is dealt from the table's deck)."""


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


def _sorted(cards: Sequence[Card]) -> bool:
    keys = [card_key(card) for card in cards]
    return all(a < b for a, b in pairwise(keys))


def state_problems(state: State, reading: Reading) -> list[str]:
    """What is wrong with ``state`` on its own; empty when nothing is."""
    problems: list[str] = []
    cards = state.cards()
    numbers = sorted(card.number for card in cards)
    if numbers != list(range(1, DECK_SIZE + 1)):
        counts = Counter(numbers)
        missing = sorted(set(range(1, DECK_SIZE + 1)) - set(counts))
        twice = sorted(number for number, count in counts.items() if count > 1)
        problems.append(f"{len(cards)} cards, not each of the {DECK_SIZE} once: missing {missing}, repeated {twice}")
    wrong = [str(card) for card in cards if _KIND_OF_NUMBER.get(card.number) != card.kind]
    if wrong:
        problems.append(f"cards with another card's order number: {' '.join(wrong)}")
    if not all(_sorted(hand) for hand in state.hands) or not _sorted(state.aside):
        problems.append("a hand or the cards aside are not sorted")
    if len(state.piles) != PILES or any(not pile for pile in state.piles):
        problems.append(f"piles {[len(pile) for pile in state.piles]}: there must be {PILES}, none empty")
    if len(state.revealed) != state.players:
        problems.append(f"{len(state.revealed)} revealed entries for {state.players} players")
    if not MIN_PLAYERS <= state.players <= MAX_PLAYERS:
        problems.append(f"{state.players} players")
    problems += _open_problems(state, reading)
    problems += _phase_problems(state, reading)
    return problems


def _open_problems(state: State, reading: Reading) -> list[str]:
    problems: list[str] = []
    for item in state.open:
        if not (0 <= item.pile < PILES and 0 <= item.player < state.players):
            problems.append(f"open item {item} names no pile or player")
    if reading.suspicion_window == "next-placement" and len(state.open) > 1:
        problems.append(f"{len(state.open)} cards open under suspicion.window=next-placement")
    piles = [item.pile for item in state.open]
    if len(set(piles)) != len(piles):
        problems.append(f"two cards open on one pile: {state.open}")
    placing = state.phase == "place" and reading.suspicion_window == "next-placement"
    if placing and any(
        state.revealed[item.player] is not None for item in state.open if 0 <= item.player < state.players
    ):
        problems.append("the open card's owner still holds a revealed card this round")
    return problems


def _phase_problems(state: State, reading: Reading) -> list[str]:
    problems: list[str] = []
    holding = {player for player, card in enumerate(state.revealed) if card is not None}
    empty = [player for player, hand in enumerate(state.hands) if not hand]
    if state.phase == "reveal":
        if state.orders:
            problems.append("orders in phase reveal")
        if reading.end_when == "round-end" and not holding and not state.open and empty:
            problems.append(f"the round is over with empty hands {empty} and nothing open, yet the game goes on")
    elif state.phase == "place":
        if not state.orders:
            problems.append("phase place with no order left")
        for order in state.orders:
            if len(set(order)) != len(order) or set(order) != holding:
                problems.append(f"order {order} does not list exactly the players holding a card {sorted(holding)}")
    elif state.phase == "over":
        if not state.winners or list(state.winners) != sorted(set(state.winners)):
            problems.append(f"winners {state.winners}")
        if any(state.hands[player] for player in state.winners if 0 <= player < state.players):
            problems.append(f"a winner of {state.winners} holds cards")
        if reading.end_when == "round-end" and list(state.winners) != empty:
            problems.append(f"winners {state.winners}, empty hands {empty}")
        if reading.end_when == "first-empty" and len(state.winners) != 1:
            problems.append(f"winners {state.winners} under end.when=first-empty")
        if state.orders or state.open:
            problems.append("orders or open cards left in a game that is over")
    if state.phase != "over" and state.winners:
        problems.append(f"winners {state.winners} while the game goes on")
    if state.phase != "over" and reading.end_when == "first-empty":
        owners = {item.player for item in state.open}
        won = [player for player in empty if state.revealed[player] is None and player not in owners]
        if won:
            problems.append(f"players {won} have emptied their hands unaccused, yet the game goes on")
    return problems


def invariant_problems(before: State, action: Action, after: State, reading: Reading) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by ``action``; empty when nothing is."""
    problems = state_problems(after, reading)
    if after.round not in (before.round, before.round + 1):
        problems.append(f"the round went from {before.round} to {after.round}")
    if isinstance(action, Place):
        card = before.revealed[action.player]
        if card is None or after.piles[action.pile][-1] != card:
            problems.append(f"{action}: the revealed card {card} is not on top of pile {action.pile}")
        elif after.phase != "over":
            verdict = judge(_kinds(before), action.pile, card.kind, reading)
            if not after.open or after.open[-1] != Open(action.pile, action.player, verdict.legal):
                problems.append(f"{action}: the open cards {after.open} do not end with its verdict {verdict}")
    if isinstance(action, Accuse):
        top = before.piles[action.pile][-1]
        pile = after.piles[action.pile]
        if pile[-1] != top:
            problems.append(f"{action}: the accused card {top} is no longer on top")
        if reading.suspicion_remainder == "out-of-game" and len(pile) != 1:
            problems.append(f"{action}: {len(pile)} cards left on the pile, not the accused card alone")
    if after.phase != "over" and not legal_actions(after, reading):
        problems.append(f"no legal action in phase {after.phase}")
    return problems


def _accused_illegal(state: State, pile: int) -> bool:
    items = [item for item in state.open if item.pile == pile]
    return bool(items) and not items[-1].legal


def choose(state: State, actions: Sequence[Action], rng: random.Random, policy: Policy, reading: Reading) -> Action:
    """The action ``policy`` takes among the legal ``actions`` of ``state``."""
    moves = [action for action in actions if isinstance(action, Reveal | Place)]
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


def play_game(
    seed: int,
    reading: Reading = DEFAULT,
    policy: Policy = "honest",
    players: int | None = None,
    report: SimulationReport | None = None,
) -> InvariantViolation | None:
    """Play one game from its ``seed`` until it ends or hits :data:`MAX_ROUNDS`; the first violation, or None."""
    report = report if report is not None else SimulationReport(reading=reading, policy=policy, players=players)
    rng = random.Random(seed)
    count = players if players is not None else rng.randint(MIN_PLAYERS, MAX_PLAYERS)
    played: list[str] = []
    try:
        state = new(count, rng.randrange(SEED_BOUND), reading)
    except Exception as error:  # a crash is a finding too
        return InvariantViolation(seed, (), f"new: {type(error).__name__}: {error}")
    problems = state_problems(state, reading)
    if problems:
        return InvariantViolation(seed, (), "; ".join(problems))
    in_round = 0
    while state.phase != "over":
        if state.round > MAX_ROUNDS:
            report.capped += 1
            return None
        try:
            action = choose(state, legal_actions(state, reading), rng, policy, reading)
            played.append(str(action))
            after = apply(state, action, reading)
        except Exception as error:  # an engine crash is a finding too, with its seed and actions
            return InvariantViolation(seed, tuple(played), f"{type(error).__name__}: {error}")
        problems = invariant_problems(state, action, after, reading)
        _count(report, state, action, after)
        in_round = 0 if after.round != state.round else in_round + 1
        state = after
        if problems:
            return InvariantViolation(seed, tuple(played), "; ".join(problems))
        if in_round > MAX_ACTIONS_PER_ROUND:
            return InvariantViolation(seed, tuple(played), f"round {state.round} ran past {MAX_ACTIONS_PER_ROUND}")
    report.finished += 1
    report.rounds += state.round
    report.winner_counts[len(state.winners)] += 1
    report.wins.update(state.winners)
    return None


def _count(report: SimulationReport, before: State, action: Action, after: State) -> None:
    report.actions += 1
    if isinstance(action, Place):
        report.placements += 1
        card = before.revealed[action.player]
        if card is not None and not judge(_kinds(before), action.pile, card.kind, report.reading).legal:
            report.illegal_placements += 1
    elif isinstance(action, Accuse):
        items = [item for item in before.open if item.pile == action.pile]
        if items and items[-1].legal:
            report.accusations_refuted += 1
        else:
            report.accusations_upheld += 1
    elif isinstance(action, Accept):
        report.accepts += 1


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of the ``games`` games of a run seeded with ``seed``."""
    rng = random.Random(seed)
    return [rng.randrange(SEED_BOUND) for _ in range(games)]


SETTINGS = ("games", "seed", "policy", "reading", "players")
"""The fields of a :class:`SimulationReport` that are the run's, not added up over its batches."""


def play_part(reading: Reading, policy: Policy, players: int | None, seeds: Sequence[int]) -> SimulationReport:
    """The report of the games of ``seeds`` alone: one batch of a run, wherever the executor plays it."""
    part = SimulationReport(policy=policy, reading=reading, players=players)
    for game_seed in seeds:
        violation = play_game(game_seed, reading, policy, players, part)
        if violation is not None:
            part.violations.append(violation)
    return part


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
    instead of drawing them from ``seed`` (to replay a reported game). The games are played in batches where
    ``place`` says (:mod:`rulebook.core.play.simulation_runs`; by default in this process); the report is the same
    wherever.
    """
    if games < 0:
        raise InputError(f"the number of games must be 0 or more, not {games}")
    if policy not in POLICIES:
        raise InputError(f"unknown policy {policy!r}: {', '.join(POLICIES)}")
    if players is not None and not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InputError(f"Lao Pengh is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    chosen = list(seeds) if seeds is not None else game_seeds(seed, games)
    report = SimulationReport(games=len(chosen), seed=seed, policy=policy, reading=reading, players=players)
    play = partial(play_part, reading, policy, players)
    play_seeds(play, chosen, partial(add_tallies, report, settings=SETTINGS), place)
    return report


__all__ = [
    "MAX_ACTIONS_PER_ROUND",
    "MAX_ROUNDS",
    "POLICIES",
    "InvariantViolation",
    "Policy",
    "SimulationReport",
    "choose",
    "game_seeds",
    "invariant_problems",
    "play_game",
    "play_part",
    "simulate",
    "state_problems",
]
