"""``rulebook mahjong check``: is this a winning hand of classical mahjong, and every way it splits.

A winning hand is 14 tiles forming four sets (pungs or chows) and a pair (``mahjong.hand.standard-form``,
``mahjong.set.pung``, ``mahjong.set.chow``, ``mahjong.set.pair``). One hand at a time, as text or ``--json``, or
many as JSON lines (``--jsonl``): a bad line is answered with ``{"error": ...}`` and the others are still answered.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from solver.core.errors import InputError
from solver.mahjong.engine import Decomposition, Engine, Group
from solver.mahjong.reading import DEFAULT, Reading
from solver.mahjong.tiles import Tiles, format_tiles, parse_tiles

STANDARD_FORM = "mahjong.hand.standard-form"
SET_RULES: dict[str, str] = {"pung": "mahjong.set.pung", "chow": "mahjong.set.chow", "pair": "mahjong.set.pair"}
"""The rule id behind each kind of group."""

CHECK_EXAMPLES = """\
examples:
  rulebook mahjong check "123m 456p 789s EE RdRdRd"
  rulebook mahjong check "111222333m 55p EEE"         two splits: three pungs, or three 123m chows
  rulebook mahjong check "123m 456p 789s EE RdRd" --json
  echo '{"hand": "123m 456p 789s EE RdRdRd"}' | rulebook mahjong check --jsonl

tiles: suit tiles as digits then the suit letter, m characters, p circles, s bamboos (123m, 55p, 9s); winds
E S W N; dragons Rd Gd Wd (red, green, white), written one tile at a time (EE RdRd). Spaces are optional.
A winning hand has 14 tiles: four sets (pung: three alike; chow: three in a row of one suit) and a pair.
Exit status 2 on bad input (an unknown tile, a fifth copy of a tile, no HAND).
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
    check.add_argument("hand", nargs="?", metavar="HAND", help='the tiles, e.g. "123m 456p 789s EE RdRdRd"')
    check.add_argument(
        "--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading (hand.sets=three)"
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


def read_hand(text: str) -> Tiles:
    """Parse a hand; :class:`InputError` for no tiles, an unknown tile or a fifth copy."""
    if not text.strip():
        raise InputError('give a HAND of tiles, e.g. "123m 456p 789s EE RdRdRd"')
    return parse_tiles(text)


SET_WORDS = {3: "three", 4: "four"}


def form(reading: Reading) -> str:
    """The winning form in words: ``four sets and a pair`` (``three`` under ``hand.sets=three``)."""
    return f"{SET_WORDS[reading.sets]} sets and a pair"


def not_winning_reason(tiles: Tiles, reading: Reading = DEFAULT) -> str | None:
    """Why the hand is not winning (None if it is): the wrong tile count, or no split into sets and a pair."""
    size = 3 * reading.sets + 2
    if len(tiles) != size:
        return f"wrong tile count ({len(tiles)} given, {size} expected)"
    return None if Engine(reading).is_winning(tiles) else f"no split into {form(reading)}"


def _splits(tiles: Tiles, reading: Reading = DEFAULT) -> list[Decomposition]:
    """Every split of a winning hand into sets and a pair; none for any other hand."""
    engine = Engine(reading)
    return engine.decompositions(tiles) if engine.is_winning(tiles) else []


def _rules(splits: list[Decomposition]) -> list[str]:
    """The rule ids behind the answer: the standard form, then the set rules the splits use."""
    used = {group_kind(group) for split in splits for group in split}
    return [STANDARD_FORM, *(rule for kind, rule in SET_RULES.items() if kind in used)]


def answer_json(tiles: Tiles, reading: Reading = DEFAULT) -> dict[str, Any]:
    """The JSON answer for one hand; ``reason`` appears only when the hand is not winning."""
    splits = _splits(tiles, reading)
    reason = not_winning_reason(tiles, reading)
    answer: dict[str, Any] = {
        "hand": format_tiles(tiles),
        "tiles": len(tiles),
        "winning": reason is None,
        "decompositions": [
            [{"kind": group_kind(group), "tiles": group_notation(group)} for group in split] for split in splits
        ],
        "rules": _rules(splits),
    }
    if reason is not None:
        answer["reason"] = reason
    return answer


def render_text(tiles: Tiles, reading: Reading = DEFAULT) -> str:
    """The text answer: the hand and its size, the verdict, then every split labelled, with rule ids."""
    splits = _splits(tiles, reading)
    reason = not_winning_reason(tiles, reading)
    lines = [f"hand: {format_tiles(tiles) or '(no tiles)'} ({len(tiles)} tiles)"]
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
    return "\n".join(lines)


def run_check(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook mahjong check``: one hand (text or ``--json``), or ``--jsonl`` hands from standard input."""
    if args.jsonl:
        if args.hand is not None:
            raise InputError("--jsonl reads hands from standard input; give no HAND argument")
        return run_jsonl(sys.stdin, stdout, Reading.from_pairs(args.reading))
    if args.hand is None:
        raise InputError('give a HAND (e.g. "123m 456p 789s EE RdRdRd") or --jsonl')
    reading = Reading.from_pairs(args.reading)
    tiles = read_hand(args.hand)
    if args.json:
        print(json.dumps(answer_json(tiles, reading), indent=2), file=stdout)
    else:
        print(render_text(tiles, reading), file=stdout)
    return 0


def _hand_from_json(line: str) -> Tiles:
    """The hand of one ``{"hand": "..."}`` request line; :class:`InputError` if malformed."""
    try:
        request = json.loads(line)
    except json.JSONDecodeError as error:
        raise InputError(f"not JSON: {error.msg} at column {error.colno}") from None
    if not isinstance(request, dict):
        raise InputError('each line must be a JSON object {"hand": "..."}')
    unknown = set(request) - {"hand"}
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(sorted(unknown))}")
    hand = request.get("hand")
    if not isinstance(hand, str):
        raise InputError('"hand" must be a string of tiles')
    return read_hand(hand)


def run_jsonl(stdin: TextIO, stdout: TextIO, reading: Reading = DEFAULT) -> int:
    """Answer one JSON object per line; a bad line gets ``{"error": ...}``, the rest are answered; 2 if any bad."""
    status = 0
    for number, line in enumerate(stdin, start=1):
        if not line.strip():
            continue
        try:
            answer = answer_json(_hand_from_json(line), reading)
        except InputError as error:
            answer = {"error": f"line {number}: {error}"}
            status = 2
        print(json.dumps(answer, separators=(",", ":")), file=stdout, flush=True)
    return status


__all__ = ["add_parser", "answer_json", "group_kind", "group_notation", "render_text", "run_check", "run_jsonl"]
