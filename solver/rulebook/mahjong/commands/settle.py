"""``rulebook mahjong settle``: what every player gains or pays once the hand's scores are known.

The corpus's ``settle`` question (``{"scores", "winner", "east"}`` → ``{"net"}``) on the core's check frame, the
players named by seat wind (:mod:`.seats`): each loser pays the winner the winner's score
(``mahjong.settle.winner``), every two losers settle the difference (``mahjong.settle.losers``), East pays and
receives double (``mahjong.settle.east-double``, reading ``settle.east-double``); a drawn hand pays nothing
(``mahjong.game.drawn``). Rulebook "Punctuation".
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import CheckCommand
from rulebook.core.errors import InputError
from rulebook.core.text_numbers import whole_number
from rulebook.mahjong.commands.seats import SEAT_HINT, player_of, seat_name, seat_words
from rulebook.mahjong.hand import SEATS
from rulebook.mahjong.inputs import settle_input

SETTLE_RULES = ("mahjong.settle.winner", "mahjong.settle.losers", "mahjong.settle.east-double")
DRAWN = "mahjong.game.drawn"

SETTLE_EXAMPLES = f"""\
examples:
  rulebook mahjong settle E=8 S=0 W=20 N=40 --winner N    North wins 40: East, a loser, pays double
  rulebook mahjong settle E=40 S=8 W=0 N=20 --winner E    East wins: every loser pays East double
  rulebook mahjong settle E=8 S=0 W=20 N=40 --winner N --reading settle.east-double=winner
                                                          East pays double only to the winner
  rulebook mahjong settle E=8 S=0 W=20 N=40 --drawn       a drawn hand: nobody pays
  rulebook mahjong settle E=8 S=0 W=20 N=40 --winner N --json
  echo '{{"scores": [40, 8, 0, 20], "winner": 0, "east": 1}}' | rulebook mahjong settle --jsonl

notation: each SCORE is a seat, = (or :) and the score of that player's hand, as `rulebook mahjong check` scores
it: E=8, north=40; all four seats once. {SEAT_HINT}. East is the dealer, who pays and receives double.
JSON lines take the fields scores (four scores, in turn order), winner (0-3, or null: a drawn hand) and east (the
player who is East, 0-3); the answer's net gains are in the same order.
Exit status 2 on bad input (a seat missing or written twice, a score that is no whole number, no --winner or
--drawn).
"""


@dataclass(frozen=True)
class Table:
    """The four scores in turn order, the winner (None: a drawn hand) and the player who is East."""

    scores: tuple[int, ...]
    winner: int | None
    east: int


@dataclass(frozen=True)
class Settlement:
    """A table and every player's net gain."""

    table: Table
    net: tuple[int, ...]


def scores_of(words: Sequence[str]) -> tuple[int, ...]:
    """``SEAT=SCORE`` words as the four scores, East first; :class:`InputError` naming a bad or missing one."""
    scores: dict[int, int] = {}
    for word in words:
        player, text = seat_words(word, "score")
        if player in scores:
            raise InputError(f"{seat_name(player)}'s score is written twice")
        scores[player] = whole_number(text.strip(), f"{seat_name(player)}'s score")
    missing = [seat_name(player) for player in range(SEATS) if player not in scores]
    if missing:
        raise InputError(f"every seat's score is needed; missing: {', '.join(missing)} (e.g. E=8 S=0 W=20 N=40)")
    return tuple(scores[player] for player in range(SEATS))


def settle_text(answer: Settlement) -> str:
    """Every player's score and net gain, East marked, with the settlement's rules."""
    table = answer.table
    if table.winner is None:
        lines = [f"a drawn hand: nobody wins, nobody pays [{DRAWN}]"]
    else:
        winner = seat_name(table.winner, table.east)
        lines = [f"{winner} wins with {table.scores[table.winner]} [{', '.join(SETTLE_RULES)}]"]
    for player, (score, net) in enumerate(zip(table.scores, answer.net, strict=True)):
        role = "winner" if player == table.winner else "loser" if table.winner is not None else "no winner"
        dealer = ", East: pays and receives double" if player == table.east else ""
        lines.append(f"  {seat_name(player, table.east):<6} score {score:>4}  {net:+5}  ({role}{dealer})")
    return "\n".join(lines)


class SettleCommand(CheckCommand[Table, Settlement]):
    """``rulebook mahjong settle``: every player's net gain (the corpus's ``settle``)."""

    name = "settle"
    help = "what every player gains or pays, from the four scores and the winner"
    description = "Settle a hand: from every player's score and the winner, what each gains or pays, with rule ids."
    examples = SETTLE_EXAMPLES
    fields = ("scores", "winner", "east")
    no_input = "give the four scores (e.g. E=8 S=0 W=20 N=40) and --winner SEAT or --drawn, or --jsonl"
    requests = "tables"
    input_names = "SCORE argument, --winner or --drawn"
    example_args = ("E=8", "S=0", "W=20", "N=40", "--winner", "N")
    example: Mapping[str, Any] = {"scores": [8, 0, 20, 40], "winner": 3, "east": 0}
    example_reading = "settle.east-double=winner"
    bad_example: Mapping[str, Any] = {"scores": [8, 0, 20], "winner": 3, "east": 0}
    bad_args = ("E=8", "S=0", "W=20", "--winner", "N")

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The four scores and the winner, or a drawn hand."""
        parser.add_argument("scores", nargs="*", metavar="SCORE", help="a seat's score: E=8, S=0, W=20, N=40")
        who = parser.add_mutually_exclusive_group()
        who.add_argument("--winner", metavar="SEAT", help="who won: E S W N")
        who.add_argument("--drawn", action="store_true", help="nobody won: the hand is drawn")

    def has_input(self, args: argparse.Namespace) -> bool:
        """A SCORE, --winner or --drawn."""
        return bool(args.scores) or args.winner is not None or args.drawn

    def from_args(self, args: argparse.Namespace, reading: Any) -> Table:
        """The table of the command line (East is player 0: the players are named by seat wind)."""
        if args.winner is None and not args.drawn:
            raise InputError("give --winner SEAT, or --drawn when nobody won")
        winner = None if args.drawn else player_of(args.winner, "winner")
        return Table(scores_of(args.scores), winner, 0)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> Table:
        """The corpus's ``settle`` input (:func:`rulebook.mahjong.inputs.settle_input`)."""
        scores, winner, east = settle_input(data)
        return Table(tuple(scores), winner, east)

    def answer(self, request: Table, reading: Any) -> Settlement:
        """The engine's settlement (:func:`rulebook.mahjong.engine.settlement.settle`)."""
        from rulebook.mahjong.engine.settlement import settle

        return Settlement(request, settle(request.scores, request.winner, request.east, reading))

    def as_json(self, answer: Settlement) -> dict[str, Any]:
        """``{"net": [...]}``, the corpus's answer, in turn order."""
        return {"net": list(answer.net)}

    def as_text(self, answer: Settlement) -> str:
        """:func:`settle_text`."""
        return settle_text(answer)

    def question(self, request: Table, answer: Settlement) -> str:
        """``settle``."""
        return "settle"


SETTLE = SettleCommand()

__all__ = ["SETTLE", "SettleCommand", "Settlement", "Table", "scores_of", "settle_text"]
