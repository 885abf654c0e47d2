"""How often two readings of classical mahjong answer differently on random hands and claim situations.

The engine answers every sample under both readings; each share comes with its Wilson 95 % interval
(:mod:`rulebook.core.witnesses.stats`). Hands are the random winning and losing hands of the scoring cross-check (four
sets and a pair, some on the table; thirteen tiles with sets on the table); claim situations are the claim
cross-check's; settlements are the settlement cross-check's (random scores, ties common, a winner or nobody, any
East).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.witnesses.stats import Proportion, proportion
from rulebook.mahjong.crosscheck.claims import random_situation
from rulebook.mahjong.crosscheck.scoring import (
    random_loser_hand,
    random_seat,
    random_win,
    random_winning_hand,
    settle_cases,
    special_ready,
    with_winning_discard,
)
from rulebook.mahjong.engine.claims import legal_claims, resolve
from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.engine.scoring import Scorer
from rulebook.mahjong.engine.settlement import settle
from rulebook.mahjong.reading import Reading


@dataclass(frozen=True)
class Impact:
    """Shares of samples on which the readings differ, with the design of the sample."""

    rows: tuple[tuple[str, str, Proportion], ...]
    """(what changes, unit, share)."""

    def as_json(self) -> dict[str, Any]:
        """The shares as JSON."""
        return {label: share.as_json() for label, _, share in self.rows}


def _winner_figure(scorer: Scorer, hand: Any, seat: Any, win: Any) -> Any:
    try:
        return scorer.winner(hand, seat, win).score
    except InputError:
        return None


def hand_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """Winning hands (verdict and winner's score) and losing hands (score) under both readings."""
    rng = random.Random(seed)
    engines = (Engine(base), Engine(other))
    scorers = (Scorer(base), Scorer(other))
    verdicts = scores = losers = 0
    for _ in range(samples):
        hand = random_winning_hand(rng, sets=rng.choice([base.sets, other.sets]))
        seat = random_seat(rng)
        win = random_win(rng, seat)
        hand = special_ready(hand, win)
        win = with_winning_discard(rng, hand, win)
        verdicts += engines[0].wins(hand) != engines[1].wins(hand)
        scores += _winner_figure(scorers[0], hand, seat, win) != _winner_figure(scorers[1], hand, seat, win)
        loser, loser_seat = random_loser_hand(rng), random_seat(rng)
        losers += scorers[0].loser(loser, loser_seat).score != scorers[1].loser(loser, loser_seat).score
    return Impact(
        (
            ("the verdict on a winning hand changes", "hands", proportion(verdicts, samples)),
            ("the winner's score changes", "hands", proportion(scores, samples)),
            ("a loser's score changes", "hands", proportion(losers, samples)),
        )
    )


def settle_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """Random settlements: whether any player's net gain changes."""
    changed = 0
    for scores, winner, east, _ in settle_cases(samples, seed):
        changed += settle(scores, winner, east, base) != settle(scores, winner, east, other)
    return Impact((("a player's net gain changes", "settlements", proportion(changed, samples)),))


def _takes(claims: list[Any], discarder: int, reading: Reading) -> Any:
    """Who takes the discard when every player makes his first-listed (strongest) legal claim."""
    chosen = {claim.player: claim for claim in reversed(claims)}
    return resolve(list(chosen.values()), discarder, reading)


def claim_impact(base: Reading, other: Reading, samples: int, seed: int) -> Impact:
    """Random claim situations: the legal claims, and who takes the tile when everyone makes his first claim."""
    rng = random.Random(seed)
    legal = taken = 0
    for _ in range(samples):
        situation = random_situation(rng, base)
        first, second = legal_claims(situation, base), legal_claims(situation, other)
        legal += first != second
        taken += _takes(first, situation.discarder, base) != _takes(second, situation.discarder, other)
    return Impact(
        (
            ("the legal claims change", "situations", proportion(legal, samples)),
            ("who takes the discard changes", "situations", proportion(taken, samples)),
        )
    )


__all__ = ["Impact", "claim_impact", "hand_impact", "settle_impact"]
