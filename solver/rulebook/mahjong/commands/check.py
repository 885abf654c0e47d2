"""``rulebook mahjong check``: is this a winning hand of classical mahjong, every way it splits, and its score.

A winning hand is four sets (pungs, chows, kongs) and a pair (``mahjong.hand.standard-form``, ``mahjong.set.*``);
sets already on the table are given with ``--exposed`` (claimed) and ``--concealed-kong`` (declared from drawn
tiles). The score of the best split follows the rulebook's "Punctuation" (``mahjong.score.*``,
``mahjong.double.*``, ``mahjong.special.*``), or a loser's score with ``--loser``. One hand at a time, as text or
``--json``, or many as JSON lines (``--jsonl``): a bad line is answered with ``{"error": ...}`` and the others are
still answered.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulebook.core.commands.check import CheckCommand
from rulebook.core.errors import InputError
from rulebook.mahjong.hand import Hand, Seat, Win, check_east, format_meld
from rulebook.mahjong.inputs import HAND_FIELDS, SEAT_FIELDS, hand_of, seat_of
from rulebook.mahjong.tiles import Tiles, format_tiles, parse_one_tile, parse_wind

if TYPE_CHECKING:  # the engine is loaded when a hand is judged, not when the parser is built
    from rulebook.mahjong.engine.hand import Group
    from rulebook.mahjong.engine.scoring import Item, Score
    from rulebook.mahjong.engine.verdict import HandVerdict

CHECK_EXAMPLES = """\
examples:
  rulebook mahjong check "123m 456p 789s EE RdRdRd"
  rulebook mahjong check "123m456p789s11777z"          the same hand in the mpsz notation (11z EE, 777z RdRdRd)
  rulebook mahjong check 111m,222m, 333m 55p EEE       commas or spaces between groups, one argument or several
  rulebook mahjong check "111222333m 55p EEE"          two splits: three pungs, or three 123m chows
  rulebook mahjong check "111m 456p 789s RdRd" --exposed WWW --seat-wind W
                                                       an exposed pung of one's own wind doubles the score
  rulebook mahjong check "11m 456p 789s" --exposed 5555s --concealed-kong 7777z --east
  rulebook mahjong check "123m 456p 789s RdRdRd 55s" --east --first-tile     East wins on the first tile
  rulebook mahjong check "111m 4p 9s EE" --loser --seat-wind 2z     a loser's score (seat wind South)
  rulebook mahjong check "NNN 11m" --loser --round-wind N --reading double.prevailing-wind=round-wind
                                                       a pung of the round's wind doubles under that reading
  rulebook mahjong check "111m 456p 789s 234s 55s" --winning-discard 1m --reading score.discard-pung=exposed
                                                       the pung the winning discard completed scores as exposed
  rulebook mahjong check "123m 456p 789s EE RdRd" --json
  echo '{"hand": "123m 456p 789s EE", "exposed": ["RdRdRd"]}' | rulebook mahjong check --jsonl

tiles: suit tiles as digits then the suit letter, m characters, p circles, s bamboos (123m, 55p, 9s); winds
E S W N; dragons Rd Gd Wd (red, green, white), written one tile at a time (EE RdRd); or the honours as digits
then z, as in Tenhou's mpsz notation: 1z-4z East South West North, 5z white, 6z green, 7z red dragon (111z,
567z). Groups may touch or be separated by spaces or commas (a comma needs tiles on both sides). Letters may be
either case (123M, ee, rd, 55Z): the letter after digits is their suit, any other letter an honour. Only s is
both (bamboos, South): South right after a suit group is read only as S after a lower-case suit letter (5sS);
5ss, 123ms and 5SS are refused as ambiguous: write 5s S or 5s2z. Answers write the canonical form (123m EE RdRd).
A set on the table is one --exposed or --concealed-kong each: 555p (pung), 5555p (kong), 345s (chow).
A winning hand is four sets and a pair: 14 tiles in hand and on the table, one more for each kong.
JSON lines take the fields hand, exposed, concealed_kongs, seat_wind, east, round_wind, winner, first_tile,
first_discard, winning_discard.
Exit status 2 on bad input (an unknown tile such as 1x or 8z, a fifth copy of a tile, an empty group, an
ambiguous s, a set that is no set, no HAND).
"""


DEFAULT_SEAT = Seat()
"""Seat wind East, hence the dealer (East)."""
PLAIN_WIN = Win()
"""No special hand."""


@dataclass(frozen=True)
class HandRequest:
    """A hand, the seat of its player, and whether it is scored as the winner's (and how it won) or a loser's."""

    hand: Hand
    seat: Seat = DEFAULT_SEAT
    winner: bool = True
    win: Win = PLAIN_WIN


def group_notation(group: Group) -> str:
    """A group in the tile notation: ``123m``, ``55p``, ``EEE``, ``RdRdRd``."""
    return format_tiles(Tiles.of(group))


def read_hand(text: str | None, exposed: list[str], concealed_kongs: list[str]) -> Hand:
    """Parse a hand; :class:`InputError` for an unknown tile, a bad set or a fifth copy.

    A hand of no tiles is a question like any other (``mahjong.hand.standard-form`` answers it: not a winning hand),
    as every game of the registry answers an empty hand by its rule rather than refusing it.
    """
    return hand_of({"hand": text or "", "exposed": exposed, "concealed_kongs": concealed_kongs})


def _item_json(item: Item) -> dict[str, Any]:
    return {
        "tiles": format_tiles(Tiles.of(item.tiles)),
        "kind": item.shape,
        "concealed": item.concealed,
        "points": item.points,
        "rule": item.rule,
    }


def answer_json(verdict: HandVerdict) -> dict[str, Any]:
    """The JSON answer for one hand; ``reason`` appears only when a winner's hand is not winning."""
    from rulebook.mahjong.engine.verdict import group_kind

    hand, score = verdict.hand, verdict.score
    answer: dict[str, Any] = {
        "hand": format_tiles(hand.concealed),
        "exposed": [format_meld(meld) for meld in hand.melds if not meld.concealed],
        "concealed_kongs": [format_meld(meld) for meld in hand.melds if meld.concealed],
        "tiles": len(hand.concealed),
        "winning": verdict.winning,
        "decompositions": [
            [{"kind": group_kind(group), "tiles": group_notation(group)} for group in split] for split in verdict.splits
        ],
        "score": None,
        "rules": list(verdict.rules),
    }
    if score is not None:
        answer["score"] = {
            "as": "winner" if verdict.winner else "loser",
            "seat_wind": verdict.seat.wind,
            "east": verdict.seat.east,
            "round_wind": verdict.seat.round_wind,
            "winning_discard": verdict.win.winning_discard,
            "split": [group_notation(group) for group in score.split] if score.split else None,
            "items": [_item_json(item) for item in score.items],
            "bonus": score.bonus,
            "points": score.points,
            "doublings": list(score.doublings),
            "special": score.special,
            "score": score.score,
            "limit": verdict.reading.cap,
        }
    if verdict.reason is not None:
        answer["reason"] = verdict.reason
    return answer


COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
"""How many doublings one rule gives, in words (a rule doubles at most a few times: pure suit three, dragons one
per pung of dragons)."""


def doubling_lines(doublings: Sequence[str]) -> list[str]:
    """One line per doubling rule, in the order they first double: ``x2 [rule]`` for one doubling, else the total.

    A rule that doubles several times is said once with its factor and its count in words, ``x8 (three doublings)
    [mahjong.double.pure-suit]``, not as three ``x2`` lines (issue 44); the JSON answer still lists each doubling.
    """
    lines = []
    for rule in dict.fromkeys(doublings):
        times = doublings.count(rule)
        if times == 1:
            lines.append(f"  x2 [{rule}]")
        else:
            lines.append(f"  x{2**times} ({COUNT_WORDS.get(times, str(times))} doublings) [{rule}]")
    return lines


def _score_lines(score: Score, verdict: HandVerdict) -> list[str]:
    """The score as lines: every scoring set, the bonus, the points, each doubling, the special hand, the limit."""
    who = "winner" if verdict.winner else "loser"
    east = ", East" if verdict.seat.east else ""
    prevailing = f", round wind {verdict.seat.round_wind}" if verdict.seat.round_wind else ""
    lines = [f"score as the {who} (seat wind {verdict.seat.wind}{east}{prevailing}):"]
    for item in score.items:
        where = "concealed" if item.concealed else "exposed"
        tiles = format_tiles(Tiles.of(item.tiles))
        lines.append(f"  {tiles:<10} {where:<9} {item.shape:<5} {item.points:>3}  [{item.rule}]")
    if score.bonus:
        lines.append(f"  {'winning':<10} {'bonus':<15} {score.bonus:>3}  [mahjong.score.winner-bonus]")
    lines.append(f"  points {score.points}")
    lines += doubling_lines(score.doublings)
    if score.special:
        lines.append(f"  special hand [{score.special}]")
    lines.append(f"  score {score.score} (limit {verdict.reading.cap}) [mahjong.score.limit]")
    return lines


def render_text(verdict: HandVerdict) -> str:
    """The text answer: the hand, the verdict, every split labelled with rule ids, then the score."""
    from rulebook.mahjong.engine.verdict import SET_RULES, STANDARD_FORM, group_kind

    hand = verdict.hand
    shown = format_tiles(hand.concealed) or "(no tiles)"
    lines = [f"hand: {shown} ({len(hand.concealed)} tiles)"]
    for meld in hand.melds:
        label = "concealed kong" if meld.concealed else f"exposed {meld.shape}"
        lines.append(f"on the table: {format_meld(meld)} ({label})")
    if verdict.reason is None:
        count = len(verdict.splits)
        lines.append(f"winning: {verdict.form} [{STANDARD_FORM}]")
        lines.append(f"{count} decomposition{'s' if count != 1 else ''}:")
        for split in verdict.splits:
            notation = " ".join(group_notation(group) for group in split)
            kinds = ", ".join(group_kind(group) for group in split)
            rules = ", ".join(rule for kind, rule in SET_RULES.items() if any(group_kind(g) == kind for g in split))
            lines.append(f"  {notation}: {kinds} [{rules}]")
    else:
        lines.append(f"not a winning hand: {verdict.reason} [{STANDARD_FORM}]")
    score = verdict.score
    if score is not None:
        if verdict.winner and len(verdict.splits) > 1 and score.split:
            lines.append(f"best split: {' '.join(group_notation(group) for group in score.split)}")
        lines += _score_lines(score, verdict)
    return "\n".join(lines)


class MahjongCheck(CheckCommand[HandRequest, "HandVerdict"]):
    """``rulebook mahjong check``: the verdict, every split, the score, with rule ids."""

    help = "is this a winning hand (four sets and a pair), and every way it splits"
    description = "Check one mahjong hand: verdict, every split into sets and a pair, with rule ids."
    examples = CHECK_EXAMPLES
    fields = (*HAND_FIELDS, *SEAT_FIELDS)
    no_input = 'give a HAND (e.g. "123m 456p 789s EE RdRdRd") or --jsonl'
    requests = "hands"
    input_names = "HAND, --exposed or --concealed-kong"
    example_args = ("123m 456p 789s EE", "--exposed", "RdRdRd")
    example: Mapping[str, Any] = {"hand": "123m 456p 789s EE", "exposed": ["RdRdRd"]}
    example_reading = "score.winner-bonus=20"
    bad_example: Mapping[str, Any] = {"hand": "11111m 456p 789s EE"}
    bad_args = ("11111m 456p 789s EE",)
    consistency = "rulebook.mahjong.corpus.consistency:verdict_problems"
    reading_scopes = ("hand",)
    """A hand's verdict and score read the hand readings only; the play readings rule claims."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The hand, its sets on the table, the seat, and how the hand won (or that it lost)."""
        parser.add_argument(
            "hand",
            nargs="*",
            metavar="HAND",
            help='the tiles in hand, as one argument or several: "123m 456p 789s EE RdRdRd", 123m,456p,789s,11777z',
        )
        parser.add_argument(
            "--exposed",
            action="append",
            default=[],
            metavar="SET",
            help="a claimed set on the table (555p, 5555p, 345s, 555z)",
        )
        parser.add_argument(
            "--concealed-kong", action="append", default=[], metavar="SET", help="a kong declared from drawn tiles"
        )
        parser.add_argument(
            "--seat-wind",
            default="E",
            metavar="WIND",
            help="the player's wind: E S W N (either case) or 1z-4z (default E: the dealer, East)",
        )
        parser.add_argument(
            "--east",
            action="store_true",
            default=None,
            help="the player is East (the dealer), whose own wind is East: pays and receives double (the seat wind "
            "E says so already; refused with another seat wind)",
        )
        parser.add_argument(
            "--round-wind",
            metavar="WIND",
            help="the round's (prevailing) wind, E S W N or 1z-4z; scored only under "
            "double.prevailing-wind=round-wind (default: not given)",
        )
        special = parser.add_mutually_exclusive_group()
        special.add_argument("--first-tile", action="store_true", help="East won on the first tile drawn (300)")
        special.add_argument("--first-discard", action="store_true", help="won on the first discard (150)")
        parser.add_argument(
            "--winning-discard",
            metavar="TILE",
            help="the discard the winner claimed to complete the hand, one tile among those in hand; scored only "
            "under score.discard-pung=exposed (default: not given)",
        )
        parser.add_argument("--loser", action="store_true", help="score the hand as a loser's (no split, no bonus)")

    def has_input(self, args: argparse.Namespace) -> bool:
        """A HAND, or a set on the table."""
        return bool(args.hand) or bool(args.exposed) or bool(args.concealed_kong)

    def from_args(self, args: argparse.Namespace, reading: Any) -> HandRequest:
        """The hand and seat of the command line."""
        if not args.hand:
            raise InputError(self.no_input)
        hand = read_hand(" ".join(args.hand), args.exposed, args.concealed_kong)
        prevailing = None if args.round_wind is None else parse_wind(args.round_wind, "round wind")
        seat = Seat(parse_wind(args.seat_wind, "seat wind"), prevailing)
        check_east(seat.wind, args.east)
        discard = None if args.winning_discard is None else parse_one_tile(args.winning_discard, "winning discard")
        win = Win(args.first_tile, args.first_discard, discard)
        if args.loser and (args.first_tile or args.first_discard or discard is not None):
            flags = "--first-tile, --first-discard and --winning-discard"
            raise InputError(f"{flags} describe how the winner won; drop them with --loser")
        if not args.loser:
            win.check(seat, hand)
        return HandRequest(hand, seat, not args.loser, win)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> HandRequest:
        """``{"hand": "...", "exposed": [...], "concealed_kongs": [...], "seat_wind": ..., ...}``.

        The core's frame has already refused any field outside :attr:`fields`.
        """
        if not isinstance(data.get("hand"), str):
            raise InputError('"hand" must be a string of tiles')
        hand = read_hand(data["hand"], data.get("exposed", []), data.get("concealed_kongs", []))
        seat, winner, win = seat_of(data, hand)
        return HandRequest(hand, seat, winner, win)

    def answer(self, request: HandRequest, reading: Any) -> HandVerdict:
        """The engine's verdict (:func:`rulebook.mahjong.engine.verdict.judge`)."""
        from rulebook.mahjong.engine.verdict import judge

        return judge(request.hand, request.seat, request.winner, request.win, reading)

    def as_json(self, answer: HandVerdict) -> dict[str, Any]:
        """:func:`answer_json`."""
        return answer_json(answer)

    def as_text(self, answer: HandVerdict) -> str:
        """:func:`render_text`."""
        return render_text(answer)

    def compared(self, answer: dict[str, Any]) -> Any:
        """The answer without the score's ``limit``, which restates reading ``score.limit``.

        That reading decides an answer only when it changes the score.
        """
        score = answer.get("score")
        if not isinstance(score, dict):
            return answer
        return {**answer, "score": {key: value for key, value in score.items() if key != "limit"}}

    def question(self, request: HandRequest, answer: HandVerdict) -> str:
        """``score`` when the hand is scored (a loser's, or a winner's winning hand), else ``winning``.

        A winner's hand that is not winning gets no score: the answer is its form alone.
        """
        return "winning" if answer.score is None else "score"


CHECK = MahjongCheck()

__all__ = ["CHECK", "HandRequest", "MahjongCheck", "answer_json", "group_notation", "read_hand", "render_text"]
