"""``rulebook forbidden position``: can the deck and the play so far give these cards (the corpus's ``position``)?

Section 2 of the rulebook lists the deck (``forbidden.deck.composition``): four of each number card, nine Forbidden
cards, three wilds, one of each Royal card; Section 5 says what a laid set is (``forbidden.set.*``). A hand, its laid
sets and the Forbidden cards claimed are a position of the game only if the deck holds them all and every laid
set is a set. ``check`` refuses any other as bad input; this command answers the question itself: yes, or no and
why. A card the notation does not know (``X9``) is still bad input, exit status 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import CheckCommand
from rulebook.core.errors import InputError
from rulebook.core.text_numbers import count_option
from rulebook.forbidden.cards import normalise_token, split_tokens

DECK = "forbidden.deck.composition"
SETS = ("forbidden.set.one-colour", "forbidden.set.same-rank", "forbidden.set.run", "forbidden.set.one-wild")
"""What a laid set may be (Section 5): cited when a laid set is what makes the cards no position."""

POSITION_EXAMPLES = """\
examples:
  rulebook forbidden position "R2 R2 R2 R2"                four R2: the deck holds four
  rulebook forbidden position "R2 R2" --laid "R2 R2 R2"    five R2 between the hand and a laid set
  rulebook forbidden position "F F F F F" --table-forbidden 4      nine Forbidden cards in all
  rulebook forbidden position "G2 G2 G2" --laid "R2 R3 R5"         a laid set with a gap is no set
  rulebook forbidden position "W W W W" --json
  echo '{"hand": "RO RO", "laid": [], "table_forbidden": 0}' | rulebook forbidden position --jsonl

notation: the cards of `rulebook forbidden check`: R/G/B + 2 3 4 5 7 8 or Y (Yin-Yang, 6 or 9); F Forbidden;
W wild; EM Emperor, ES Empress, MO Monkey, RO Rooster. Case-insensitive, separated by spaces or commas. --laid is one
set laid down during play (repeatable), --table-forbidden the Forbidden cards claimed from the table.
JSON lines take the fields hand, laid, table_forbidden.
Exit status 2 on bad input (a card the notation does not know, such as X9; a count that is no whole number).
"""


@dataclass(frozen=True)
class Cards:
    """The cards of a position as written: the hand, the laid sets, the Forbidden cards claimed."""

    hand: str
    laid: tuple[str, ...]
    table_forbidden: int


@dataclass(frozen=True)
class PositionAnswer:
    """Whether the cards are a position of the game, and why not."""

    cards: Cards
    position: bool
    reason: str | None


def known_cards(text: str) -> str:
    """``text`` once every card in it is one the notation knows (:class:`InputError` naming one that is not)."""
    for token in split_tokens(text):
        normalise_token(token)
    return text


def cards_of(data: Mapping[str, Any]) -> Cards:
    """The corpus's ``position`` input, every card known; :class:`InputError` naming a bad field."""
    hand, laid, table = data.get("hand", ""), data.get("laid", []), data.get("table_forbidden", 0)
    if not isinstance(hand, str):
        raise InputError('"hand" must be a string of cards')
    if not isinstance(laid, list) or not all(isinstance(item, str) for item in laid):
        raise InputError('"laid" must be a list of strings')
    if not isinstance(table, int) or isinstance(table, bool) or table < 0:
        raise InputError('"table_forbidden" must be a whole number, 0 or more')
    return Cards(known_cards(hand), tuple(known_cards(text) for text in laid), table)


def position_text(answer: PositionAnswer) -> str:
    """Yes, or no and why, with the rule."""
    cards = answer.cards
    shown = " ".join(split_tokens(cards.hand)).upper() or "(no cards)"
    lines = [f"hand: {shown}"]
    lines += [f"laid: {' '.join(split_tokens(text)).upper()}" for text in cards.laid]
    if cards.table_forbidden:
        lines.append(f"Forbidden cards claimed: {cards.table_forbidden}")
    if answer.position:
        lines.append(f"a position of the game: the deck holds these cards [{DECK}]")
    else:
        rules = DECK if "copies" in str(answer.reason) else ", ".join(SETS)  # the deck's limits, or a laid set's
        lines.append(f"not a position of the game: {answer.reason} [{rules}]")
    return "\n".join(lines)


class PositionCommand(CheckCommand[Cards, PositionAnswer]):
    """``rulebook forbidden position``: can these cards come from the deck (the corpus's ``position``)?"""

    name = "position"
    help = "can the deck give these cards: the hand, the laid sets, the Forbidden cards claimed?"
    description = "Whether a hand, its laid sets and the Forbidden cards claimed are a position of the game."
    examples = POSITION_EXAMPLES
    fields = ("hand", "laid", "table_forbidden")
    no_input = 'give a HAND (e.g. "R2 R2 R2 R2") or --jsonl'
    requests = "hands"
    input_names = "HAND argument"
    example_args = ("R2 R2", "--laid", "R2 R2 R2")
    example: Mapping[str, Any] = {"hand": "R2 R2", "laid": ["R2 R2 R2"]}
    bad_example: Mapping[str, Any] = {"hand": "R2 X9"}
    bad_args = ("R2 X9",)

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The hand, its laid sets and the Forbidden cards claimed."""
        parser.add_argument("hand", nargs="*", metavar="HAND", help='the cards in hand: "R2 R3 R4 F F EM"')
        parser.add_argument("--laid", action="append", default=[], metavar="CARDS", help="a set laid down during play")
        parser.add_argument(
            "--table-forbidden", type=count_option, default=0, metavar="N", help="Forbidden cards claimed"
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """A HAND argument (one or several)."""
        return bool(args.hand)

    def from_args(self, args: argparse.Namespace, reading: Any) -> Cards:
        """The cards of the command line."""
        return cards_of({"hand": " ".join(args.hand), "laid": args.laid, "table_forbidden": args.table_forbidden})

    def from_json(self, data: Mapping[str, Any], reading: Any) -> Cards:
        """:func:`cards_of`."""
        return cards_of(data)

    def answer(self, request: Cards, reading: Any) -> PositionAnswer:
        """Whether the engine takes the cards as a hand question (``position`` of the corpus's questions)."""
        from rulebook.forbidden.api import analyse
        from rulebook.forbidden.hand import parse_query

        try:
            analyse(parse_query(request.hand, list(request.laid), request.table_forbidden), reading)
        except InputError as error:
            return PositionAnswer(request, False, str(error))
        return PositionAnswer(request, True, None)

    def as_json(self, answer: PositionAnswer) -> dict[str, Any]:
        """``{"position": bool}``, the corpus's answer, and ``reason`` when it is no position."""
        found: dict[str, Any] = {"position": answer.position}
        if answer.reason is not None:
            found["reason"] = answer.reason
        return found

    def as_text(self, answer: PositionAnswer) -> str:
        """:func:`position_text`."""
        return position_text(answer)

    def question(self, request: Cards, answer: PositionAnswer) -> str:
        """``position``."""
        return "position"


POSITION = PositionCommand()

__all__ = ["POSITION", "PositionAnswer", "PositionCommand", "cards_of", "position_text"]
