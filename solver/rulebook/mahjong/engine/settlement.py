"""Settling a finished hand of classical mahjong: who pays whom (the fast engine).

Rulebook ``mahjong-classical.txt``, "Punctuation" (rule ids in ``spec/mahjong.toml``):

* ``mahjong.settle.winner`` — "the winner receives the whole of his punctuation of each of others 3 players";
* ``mahjong.settle.losers`` — "between 3 losers each one must pay the difference with others two, or receive it";
* ``mahjong.settle.east-double`` — "The East always receives or pays the double that others": every payment to or
  from East is doubled (reading ``settle.east-double=every``), or only East's payment with the winner, the
  differences between losers paid single (``settle.east-double=winner``);
* ``mahjong.game.drawn`` (rulebook "End") — when nobody wins, "no punctuation joins": nobody pays.

A table is scored by :func:`score_table`; the result is every player's score and net gain, which sum to zero.

Worked by hand: scores 40, 8, 0, 20; player 0 wins, player 1 is East. The winner gets 2 x 40 from East and 40 from
each other loser (160). East gets 2 x 8 from player 2 and pays 2 x 12 to player 3 (-80 + 16 - 24 = -88); player 2
pays 40, 8 x 2 and 20 (-76); player 3 pays 40 and gets 24 and 20 (+4).

>>> settle((40, 8, 0, 20), winner=0, east=1)
(160, -88, -76, 4)

With ``settle.east-double=winner`` East settles the differences with the other losers single: East gets 8 from
player 2 and pays 12 to player 3 (-80 + 8 - 12 = -84); player 2 pays 40, 8 and 20 (-68); player 3 pays 40 and gets
12 and 20 (-8).

>>> settle((40, 8, 0, 20), winner=0, east=1, reading=Reading(east_double="winner"))
(160, -84, -68, -8)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from rulebook.core.errors import InputError
from rulebook.mahjong.engine.scoring import Score, Scorer
from rulebook.mahjong.hand import Table
from rulebook.mahjong.reading import DEFAULT, Reading

EAST_FACTOR = 2


def settle(scores: Sequence[int], winner: int | None, east: int, reading: Reading = DEFAULT) -> tuple[int, ...]:
    """Net gain of every player: each loser pays the winner, losers pay each other differences, East double.

    Reading ``settle.east-double``: East's payments are all doubled (``every``), or only those with the winner
    (``winner``).
    """
    net = [0] * len(scores)
    if winner is None:
        return tuple(net)

    def pay(payer: int, payee: int, amount: int) -> None:
        doubled = east in (payer, payee) and (reading.east_double == "every" or winner in (payer, payee))
        factor = EAST_FACTOR if doubled else 1
        net[payer] -= amount * factor
        net[payee] += amount * factor

    losers = [player for player in range(len(scores)) if player != winner]
    for loser in losers:
        pay(loser, winner, scores[winner])
    for first, second in combinations(losers, 2):
        low, high = (first, second) if scores[first] < scores[second] else (second, first)
        pay(low, high, scores[high] - scores[low])
    return tuple(net)


@dataclass(frozen=True)
class TableResult:
    """Every player's score (None when the hand was drawn) and net gain."""

    scores: tuple[Score | None, ...]
    net: tuple[int, ...]


def score_table(table: Table, reading: Reading = DEFAULT) -> TableResult:
    """Score every hand (the winner by its best split) and settle; :class:`InputError` for a malformed table."""
    table.check()
    east = next(player for player, seat in enumerate(table.seats) if seat.east)
    if table.winner is None:
        return TableResult((None,) * len(table.hands), (0,) * len(table.hands))
    scorer = Scorer(reading)
    scores: list[Score | None] = []
    for player, (hand, seat) in enumerate(zip(table.hands, table.seats, strict=True)):
        if player == table.winner:
            try:
                scores.append(scorer.winner(hand, seat, table.win))
            except InputError as error:
                raise InputError(f"player {player} is named the winner, but {error}") from None
        else:
            scores.append(scorer.loser(hand, seat))
    figures = [score.score for score in scores if score is not None]
    return TableResult(tuple(scores), settle(figures, table.winner, east, reading))


DECIDED_BY: dict[str, object] = {
    "mahjong.settle.winner": settle,
    "mahjong.settle.losers": settle,
    "mahjong.settle.east-double": settle,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["EAST_FACTOR", "TableResult", "score_table", "settle"]
