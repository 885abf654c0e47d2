"""``rulebook mahjong kongs`` and ``rulebook mahjong drawn``: the kongs of one's own turn, and the drawn hand.

The corpus's ``own-kongs`` and ``drawn`` questions (:mod:`rulebook.mahjong.corpus.questions_claims`) on the core's
check frame. After drawing, a player may declare a concealed kong of four tiles in hand or add a tile in hand to an
exposed pung (``mahjong.kong.own-turn``); with fourteen or fewer tiles left to draw and nobody winning, the hand
is drawn (``mahjong.game.drawn``). Rulebook "Development of the game" (Kong) and "End".
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import CheckCommand
from rulebook.core.errors import InputError
from rulebook.core.text_numbers import whole_number
from rulebook.mahjong.commands.check import read_hand
from rulebook.mahjong.hand import Hand, Meld, format_meld
from rulebook.mahjong.inputs import HAND_FIELDS, hand_of
from rulebook.mahjong.tiles import format_tiles

OWN_TURN = "mahjong.kong.own-turn"
DRAWN = "mahjong.game.drawn"
DRAWN_AT = 14
"""A hand with this many tiles left to draw, or fewer, and no winner is drawn ("End"; the engine's own constant is
:data:`rulebook.mahjong.engine.claims.DRAWN_AT`, which the tests hold this to)."""

KONGS_EXAMPLES = """\
examples:
  rulebook mahjong kongs "5555p 12m E"                      four 5p in hand: a concealed kong
  rulebook mahjong kongs "5p 12m E" --exposed 555p          a 5p in hand adds to the exposed pung
  rulebook mahjong kongs "5555p E" --exposed EEE --json     both at once
  rulebook mahjong kongs "123m 456p"                        no kong to declare
  echo '{"hand": "5555p 12m E", "exposed": ["EEE"]}' | rulebook mahjong kongs --jsonl

notation: HAND is the tiles in hand after drawing, in the notation of `rulebook mahjong check` (5555p 12m E);
--exposed and --concealed-kong the sets on the table (555p, EEEE).
JSON lines take the fields hand, exposed, concealed_kongs.
Exit status 2 on bad input (an unknown tile such as 1x or 8z, a fifth copy of a tile, a set that is no set).
"""

DRAWN_EXAMPLES = """\
examples:
  rulebook mahjong drawn 14           fourteen tiles left and nobody has won: the hand is drawn
  rulebook mahjong drawn 15           play goes on
  rulebook mahjong drawn 0 --json
  echo '{"tiles_left": 20}' | rulebook mahjong drawn --jsonl

notation: TILES_LEFT is how many tiles are left to draw in the wall, a whole number 0 or more.
JSON lines take the field tiles_left.
Exit status 2 on bad input (a count that is not a whole number written with the digits 0-9).
"""


@dataclass(frozen=True)
class KongsAnswer:
    """A hand and the kongs its owner may declare after drawing."""

    hand: Hand
    kongs: list[Meld]


def kongs_text(answer: KongsAnswer) -> str:
    """The hand, then each kong its owner may declare, with the rule."""
    hand = answer.hand
    lines = [f"hand: {format_tiles(hand.concealed) or '(no tiles)'}"]
    for meld in hand.melds:
        lines.append(f"on the table: {format_meld(meld)} ({'concealed kong' if meld.concealed else 'exposed'})")
    if not answer.kongs:
        lines.append(f"no kong to declare [{OWN_TURN}]")
    for kong in answer.kongs:
        how = "concealed kong of four in hand" if kong.concealed else "exposed kong: a tile in hand added to the pung"
        lines.append(f"may declare {format_meld(kong)}: {how} [{OWN_TURN}]")
    return "\n".join(lines)


class KongsCommand(CheckCommand[Hand, KongsAnswer]):
    """``rulebook mahjong kongs``: the kongs a player may declare after drawing (the corpus's ``own-kongs``)."""

    name = "kongs"
    help = "the kongs a player may declare on their own turn, after drawing"
    description = "The kongs of one's own turn: four alike in hand, or a tile in hand added to an exposed pung."
    examples = KONGS_EXAMPLES
    fields = HAND_FIELDS
    no_input = 'give a HAND (e.g. "5555p 12m E") or --jsonl'
    requests = "hands"
    input_names = "HAND, --exposed or --concealed-kong"
    example_args = ("5555p 12m E", "--exposed", "EEE")
    example: Mapping[str, Any] = {"hand": "5555p 12m E", "exposed": ["EEE"]}
    bad_example: Mapping[str, Any] = {"hand": "55555p"}
    bad_args = ("55555p",)

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The hand and its sets on the table."""
        parser.add_argument("hand", nargs="*", metavar="HAND", help='the tiles in hand after drawing: "5555p 12m E"')
        parser.add_argument(
            "--exposed", action="append", default=[], metavar="SET", help="a claimed set on the table (555p)"
        )
        parser.add_argument(
            "--concealed-kong", action="append", default=[], metavar="SET", help="a kong declared before (EEEE)"
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """A HAND or a set on the table."""
        return bool(args.hand) or bool(args.exposed) or bool(args.concealed_kong)

    def from_args(self, args: argparse.Namespace, reading: Any) -> Hand:
        """The hand of the command line."""
        return read_hand(" ".join(args.hand), args.exposed, args.concealed_kong)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> Hand:
        """The corpus's ``own-kongs`` input."""
        return hand_of(data)

    def answer(self, request: Hand, reading: Any) -> KongsAnswer:
        """The engine's kongs (:func:`rulebook.mahjong.engine.claims.own_turn_kongs`)."""
        from rulebook.mahjong.engine.claims import own_turn_kongs

        return KongsAnswer(request, own_turn_kongs(request))

    def as_json(self, answer: KongsAnswer) -> dict[str, Any]:
        """``{"kongs": [{"tiles", "concealed"}]}``, the corpus's answer."""
        return {"kongs": [{"tiles": format_meld(kong), "concealed": kong.concealed} for kong in answer.kongs]}

    def as_text(self, answer: KongsAnswer) -> str:
        """:func:`kongs_text`."""
        return kongs_text(answer)

    def question(self, request: Hand, answer: KongsAnswer) -> str:
        """``own-kongs``."""
        return "own-kongs"


@dataclass(frozen=True)
class DrawnAnswer:
    """The tiles left to draw and whether the hand is drawn (if nobody has won)."""

    tiles_left: int
    drawn: bool


def tiles_left_of(value: object) -> int:
    """The ``tiles_left`` of a JSON line: a whole number, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError('"tiles_left" must be a whole number, 0 or more')
    return value


def drawn_text(answer: DrawnAnswer) -> str:
    """Whether the hand is drawn, with the rule."""
    left = f"{answer.tiles_left} tile{'' if answer.tiles_left == 1 else 's'} left to draw"
    if answer.drawn:
        return f"{left}: if nobody has won, the hand is drawn and nobody scores [{DRAWN}]"
    return f"{left}: play goes on (drawn at {DRAWN_AT} or fewer) [{DRAWN}]"


class DrawnCommand(CheckCommand[int, DrawnAnswer]):
    """``rulebook mahjong drawn``: whether the hand is drawn with so many tiles left (the corpus's ``drawn``)."""

    name = "drawn"
    help = "whether the hand is drawn, with so many tiles left to draw"
    description = "Whether a hand nobody has won is drawn: fourteen or fewer tiles left to draw."
    examples = DRAWN_EXAMPLES
    fields = ("tiles_left",)
    no_input = "give TILES_LEFT (e.g. 14) or --jsonl"
    requests = "counts"
    input_names = "TILES_LEFT argument"
    example_args = ("14",)
    example: Mapping[str, Any] = {"tiles_left": 14}
    bad_example: Mapping[str, Any] = {"tiles_left": -1}
    bad_args = ("-1",)

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The tiles left to draw."""
        parser.add_argument("tiles_left", nargs="?", metavar="TILES_LEFT", help="tiles left to draw: 14")

    def has_input(self, args: argparse.Namespace) -> bool:
        """A TILES_LEFT."""
        return args.tiles_left is not None

    def from_args(self, args: argparse.Namespace, reading: Any) -> int:
        """The count of the command line."""
        return whole_number(args.tiles_left.strip(), "TILES_LEFT")

    def from_json(self, data: Mapping[str, Any], reading: Any) -> int:
        """The corpus's ``drawn`` input."""
        return tiles_left_of(data.get("tiles_left"))

    def answer(self, request: int, reading: Any) -> DrawnAnswer:
        """The engine's answer (:func:`rulebook.mahjong.engine.claims.is_drawn`)."""
        from rulebook.mahjong.engine.claims import is_drawn

        return DrawnAnswer(request, is_drawn(request))

    def as_json(self, answer: DrawnAnswer) -> dict[str, Any]:
        """``{"drawn": bool}``, the corpus's answer."""
        return {"drawn": answer.drawn}

    def as_text(self, answer: DrawnAnswer) -> str:
        """:func:`drawn_text`."""
        return drawn_text(answer)

    def question(self, request: int, answer: DrawnAnswer) -> str:
        """``drawn``."""
        return "drawn"


KONGS = KongsCommand()
DRAWN_COMMAND = DrawnCommand()

__all__ = ["DRAWN_COMMAND", "KONGS", "DrawnCommand", "KongsCommand", "drawn_text", "kongs_text"]
