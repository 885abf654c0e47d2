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
import json
import sys
from typing import Any, TextIO

from rulebook.core.errors import InputError
from rulebook.mahjong.engine import Decomposition, Engine, Group
from rulebook.mahjong.engine_scoring import Item, Score, Scorer
from rulebook.mahjong.hand import Hand, Seat, Win, format_meld
from rulebook.mahjong.inputs import HAND_FIELDS, SEAT_FIELDS, check_fields, hand_of, seat_of
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.tiles import Tiles, format_tiles

STANDARD_FORM = "mahjong.hand.standard-form"
SET_RULES: dict[str, str] = {"pung": "mahjong.set.pung", "chow": "mahjong.set.chow", "pair": "mahjong.set.pair"}
"""The rule id behind each kind of group."""

CHECK_EXAMPLES = """\
examples:
  rulebook mahjong check "123m 456p 789s EE RdRdRd"
  rulebook mahjong check "111222333m 55p EEE"         two splits: three pungs, or three 123m chows
  rulebook mahjong check "111m 456p 789s RdRd" --exposed WWW --seat-wind W
                                                       an exposed pung of one's own wind doubles the score
  rulebook mahjong check "11m 456p 789s" --exposed 5555s --concealed-kong RdRdRdRd --east
  rulebook mahjong check "123m 456p 789s RdRdRd 55s" --east --first-tile     East wins on the first tile
  rulebook mahjong check "111m 4p 9s EE" --loser --seat-wind S     a loser's score
  rulebook mahjong check "123m 456p 789s EE RdRd" --json
  echo '{"hand": "123m 456p 789s EE", "exposed": ["RdRdRd"]}' | rulebook mahjong check --jsonl

tiles: suit tiles as digits then the suit letter, m characters, p circles, s bamboos (123m, 55p, 9s); winds
E S W N; dragons Rd Gd Wd (red, green, white), written one tile at a time (EE RdRd). Spaces are optional.
A set on the table is one --exposed or --concealed-kong each: 555p (pung), 5555p (kong), 345s (chow).
A winning hand is four sets and a pair: 14 tiles in hand and on the table, one more for each kong.
JSON lines take the fields hand, exposed, concealed_kongs, seat_wind, east, winner, first_tile, first_discard.
Exit status 2 on bad input (an unknown tile, a fifth copy of a tile, a set that is no set, no HAND).
"""


def add_parser(subparsers: Any) -> None:
    """Register ``rulebook mahjong`` and its ``check`` subcommand (``args.run`` is :func:`run_check`)."""
    game = subparsers.add_parser("mahjong", help="classical mahjong hands: winning form and its splits")
    commands = game.add_subparsers(dest="mahjong_command", required=True, metavar="COMMAND")
    check = commands.add_parser(
        "check",
        help="is this a winning hand (four sets and a pair), and every way it splits",
        description="Check one mahjong hand: verdict, every split into sets and a pair, with rule ids.",
        epilog=CHECK_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    check.add_argument("hand", nargs="?", metavar="HAND", help='the tiles in hand, e.g. "123m 456p 789s EE RdRdRd"')
    check.add_argument(
        "--exposed", action="append", default=[], metavar="SET", help="a claimed set on the table (555p, 5555p, 345s)"
    )
    check.add_argument(
        "--concealed-kong", action="append", default=[], metavar="SET", help="a kong declared from drawn tiles"
    )
    check.add_argument("--seat-wind", default="E", choices=("E", "S", "W", "N"), help="the player's wind (default E)")
    check.add_argument("--east", action="store_true", help="the player is East (the dealer): pays and receives double")
    special = check.add_mutually_exclusive_group()
    special.add_argument("--first-tile", action="store_true", help="East won on the first tile drawn (300)")
    special.add_argument("--first-discard", action="store_true", help="won on the first discard (150)")
    check.add_argument("--loser", action="store_true", help="score the hand as a loser's (no split, no bonus)")
    check.add_argument(
        "--reading",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="choose a reading (hand.sets=three, score.limit=500; `rulebook readings mahjong` lists them)",
    )
    output = check.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="answer as one JSON object")
    output.add_argument("--jsonl", action="store_true", help='read JSON lines {"hand": ...} on stdin, answer each')
    check.set_defaults(run=run_check)


def group_kind(group: Group) -> str:
    """``pair`` (two alike), ``pung`` (three alike) or ``chow`` (three in a row) for a group of a split."""
    if len(group) == 2:
        return "pair"
    return "pung" if len(set(group)) == 1 else "chow"


def group_notation(group: Group) -> str:
    """A group in the tile notation: ``123m``, ``55p``, ``EEE``, ``RdRdRd``."""
    return format_tiles(Tiles.of(group))


SET_WORDS = {3: "three", 4: "four"}
DEFAULT_SEAT = Seat()
"""Seat wind East, not the dealer."""
PLAIN_WIN = Win()
"""No special hand."""


def form(reading: Reading) -> str:
    """The winning form in words: ``four sets and a pair`` (``three`` under ``hand.sets=three``)."""
    return f"{SET_WORDS[reading.sets]} sets and a pair"


def not_winning_reason(hand: Hand, reading: Reading = DEFAULT) -> str | None:
    """Why the hand is not winning (None if it is): too many sets, the wrong tile count, or no split."""
    missing = reading.sets - len(hand.melds)
    if missing < 0:
        return f"{len(hand.melds)} sets on the table, {reading.sets} wanted"
    size = 3 * missing + 2
    if len(hand.concealed) != size:
        where = f" besides {len(hand.melds)} set(s) on the table" if hand.melds else ""
        return f"wrong tile count ({len(hand.concealed)} tiles in hand{where}, {size} expected)"
    return None if Engine(reading).wins(hand) else f"no split into {form(reading)}"


def _rules(hand: Hand, splits: list[Decomposition], score: Score | None) -> list[str]:
    """The rule ids behind the answer: the form, the set rules used, then those the score applied."""
    used = {group_kind(group) for split in splits for group in split}
    used |= {meld.shape for meld in hand.melds if meld.shape != "kong"}
    found = [STANDARD_FORM, *(rule for kind, rule in SET_RULES.items() if kind in used)]
    if any(meld.shape == "kong" for meld in hand.melds):
        found.append("mahjong.set.kong")
    if hand.melds:
        found.append("mahjong.set.exposed")
    if score is not None:
        if splits:
            found.append("mahjong.hand.best-split")
        scoring = [item.rule for item in score.items if item.points and item.rule not in found]
        found += sorted(set(scoring), key=scoring.index)
        if score.bonus:
            found.append("mahjong.score.winner-bonus")
        else:
            found.append("mahjong.score.loser-hand")
        found += sorted(set(score.doublings), key=score.doublings.index)
        if score.special:
            found.append(score.special)
        found.append("mahjong.score.limit")
    return found


def _score(hand: Hand, seat: Seat, winner: bool, win: Win, reading: Reading) -> Score | None:
    """The winner's score (None when the hand does not win) or the loser's."""
    scorer = Scorer(reading)
    if not winner:
        return scorer.loser(hand, seat)
    return scorer.winner(hand, seat, win) if Engine(reading).wins(hand) else None


def _item_json(item: Item) -> dict[str, Any]:
    return {
        "tiles": format_tiles(Tiles.of(item.tiles)),
        "kind": item.shape,
        "concealed": item.concealed,
        "points": item.points,
        "rule": item.rule,
    }


def answer_json(
    hand: Hand, seat: Seat = DEFAULT_SEAT, winner: bool = True, win: Win = PLAIN_WIN, reading: Reading = DEFAULT
) -> dict[str, Any]:
    """The JSON answer for one hand; ``reason`` appears only when a winner's hand is not winning."""
    splits = Engine(reading).hand_splits(hand)
    score = _score(hand, seat, winner, win, reading)
    reason = not_winning_reason(hand, reading)
    answer: dict[str, Any] = {
        "hand": format_tiles(hand.concealed),
        "exposed": [format_meld(meld) for meld in hand.melds if not meld.concealed],
        "concealed_kongs": [format_meld(meld) for meld in hand.melds if meld.concealed],
        "tiles": len(hand.concealed),
        "winning": reason is None,
        "decompositions": [
            [{"kind": group_kind(group), "tiles": group_notation(group)} for group in split] for split in splits
        ],
        "score": None,
        "rules": _rules(hand, splits, score),
    }
    if score is not None:
        answer["score"] = {
            "as": "winner" if winner else "loser",
            "seat_wind": seat.wind,
            "east": seat.east,
            "split": [group_notation(group) for group in score.split] if score.split else None,
            "items": [_item_json(item) for item in score.items],
            "bonus": score.bonus,
            "points": score.points,
            "doublings": list(score.doublings),
            "special": score.special,
            "score": score.score,
            "limit": reading.cap,
        }
    if reason is not None:
        answer["reason"] = reason
    return answer


def _score_lines(score: Score, seat: Seat, winner: bool, reading: Reading) -> list[str]:
    """The score as lines: every scoring set, the bonus, the points, each doubling, the special hand, the limit."""
    who = "winner" if winner else "loser"
    east = ", East" if seat.east else ""
    lines = [f"score as the {who} (seat wind {seat.wind}{east}):"]
    for item in score.items:
        where = "concealed" if item.concealed else "exposed"
        tiles = format_tiles(Tiles.of(item.tiles))
        lines.append(f"  {tiles:<10} {where:<9} {item.shape:<5} {item.points:>3}  [{item.rule}]")
    if score.bonus:
        lines.append(f"  {'winning':<10} {'bonus':<15} {score.bonus:>3}  [mahjong.score.winner-bonus]")
    lines.append(f"  points {score.points}")
    for rule in score.doublings:
        lines.append(f"  x2 [{rule}]")
    if score.special:
        lines.append(f"  special hand [{score.special}]")
    lines.append(f"  score {score.score} (limit {reading.cap}) [mahjong.score.limit]")
    return lines


def render_text(
    hand: Hand, seat: Seat = DEFAULT_SEAT, winner: bool = True, win: Win = PLAIN_WIN, reading: Reading = DEFAULT
) -> str:
    """The text answer: the hand, the verdict, every split labelled with rule ids, then the score."""
    splits = Engine(reading).hand_splits(hand)
    reason = not_winning_reason(hand, reading)
    shown = format_tiles(hand.concealed) or "(no tiles)"
    lines = [f"hand: {shown} ({len(hand.concealed)} tiles)"]
    for meld in hand.melds:
        label = "concealed kong" if meld.concealed else f"exposed {meld.shape}"
        lines.append(f"on the table: {format_meld(meld)} ({label})")
    if reason is None:
        lines.append(f"winning: {form(reading)} [{STANDARD_FORM}]")
        lines.append(f"{len(splits)} decomposition{'s' if len(splits) != 1 else ''}:")
        for split in splits:
            notation = " ".join(group_notation(group) for group in split)
            kinds = ", ".join(group_kind(group) for group in split)
            rules = ", ".join(rule for kind, rule in SET_RULES.items() if any(group_kind(g) == kind for g in split))
            lines.append(f"  {notation}: {kinds} [{rules}]")
    else:
        lines.append(f"not a winning hand: {reason} [{STANDARD_FORM}]")
    score = _score(hand, seat, winner, win, reading)
    if score is not None:
        if winner and len(splits) > 1 and score.split:
            lines.append(f"best split: {' '.join(group_notation(group) for group in score.split)}")
        lines += _score_lines(score, seat, winner, reading)
    return "\n".join(lines)


def read_hand(text: str | None, exposed: list[str], concealed_kongs: list[str]) -> Hand:
    """Parse a hand; :class:`InputError` for no tiles at all, an unknown tile, a bad set or a fifth copy."""
    if not (text or "").strip() and not exposed and not concealed_kongs:
        raise InputError('give a HAND of tiles, e.g. "123m 456p 789s EE RdRdRd"')
    return hand_of({"hand": text or "", "exposed": exposed, "concealed_kongs": concealed_kongs})


def run_check(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook mahjong check``: one hand (text or ``--json``), or ``--jsonl`` hands from standard input."""
    reading = Reading.from_pairs(args.reading)
    if args.jsonl:
        if args.hand is not None or args.exposed or args.concealed_kong:
            raise InputError("--jsonl reads hands from standard input; give no HAND, --exposed or --concealed-kong")
        return run_jsonl(sys.stdin, stdout, reading)
    if args.hand is None:
        raise InputError('give a HAND (e.g. "123m 456p 789s EE RdRdRd") or --jsonl')
    hand = read_hand(args.hand, args.exposed, args.concealed_kong)
    seat = Seat(args.seat_wind, args.east)
    win = Win(args.first_tile, args.first_discard)
    if args.loser and (args.first_tile or args.first_discard):
        raise InputError("--first-tile and --first-discard describe how the winner won; drop them with --loser")
    if not args.loser:
        win.check(seat, hand)
    if args.json:
        print(json.dumps(answer_json(hand, seat, not args.loser, win, reading), indent=2), file=stdout)
    else:
        print(render_text(hand, seat, not args.loser, win, reading), file=stdout)
    return 0


def _request(line: str) -> tuple[Hand, Seat, bool, Win]:
    """The hand and seat of one request line; :class:`InputError` if malformed."""
    try:
        request = json.loads(line)
    except json.JSONDecodeError as error:
        raise InputError(f"not JSON: {error.msg} at column {error.colno}") from None
    if not isinstance(request, dict):
        raise InputError('each line must be a JSON object {"hand": "..."}')
    check_fields(request, (*HAND_FIELDS, *SEAT_FIELDS))
    if not isinstance(request.get("hand"), str):
        raise InputError('"hand" must be a string of tiles')
    hand = read_hand(request["hand"], request.get("exposed", []), request.get("concealed_kongs", []))
    seat, winner, win = seat_of(request, hand)
    return hand, seat, winner, win


def run_jsonl(stdin: TextIO, stdout: TextIO, reading: Reading = DEFAULT) -> int:
    """Answer one JSON object per line; a bad line gets ``{"error": ...}``, the rest are answered; 2 if any bad."""
    status = 0
    for number, line in enumerate(stdin, start=1):
        if not line.strip():
            continue
        try:
            answer = answer_json(*_request(line), reading=reading)
        except InputError as error:
            answer = {"error": f"line {number}: {error}"}
            status = 2
        print(json.dumps(answer, separators=(",", ":")), file=stdout, flush=True)
    return status


__all__ = ["add_parser", "answer_json", "group_kind", "group_notation", "render_text", "run_check", "run_jsonl"]
