"""``rulebook forbidden ...``: check FORBIDDEN hands from the command line, one at a time or as JSON lines."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from rulebook.core.errors import InputError
from rulebook.forbidden import cli_play
from rulebook.forbidden.api import analyse, best_discards
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.render import render_discards, render_verdict

CHECK_EXAMPLES = """\
examples:
  rulebook forbidden check "B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F"
  rulebook forbidden check "R2 RY R7 B8 B8 B8 G2 G2 W F EM" --laid "R3 R4 R5"
  rulebook forbidden check "B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2" --discards 1
  rulebook forbidden check "R2 R3 R4 F EM" --reading emperor.forbidden=with-real-forbidden --json
  echo '{"hand": "R2 R3 R4 G5 G5 G5", "laid": [], "table_forbidden": 0, "reading": {}}' \\
      | rulebook forbidden check --jsonl

cards: R/G/B + 2 3 4 5 7 8 or Y (Yin-Yang, 6 or 9); F Forbidden; W wild; EM Emperor, ES Empress, MO Monkey,
RO Rooster. Case-insensitive, separated by spaces or commas. Exit status 2 on bad input.
"""


def add_parser(subparsers: Any) -> None:
    """Register ``rulebook forbidden`` and its subcommands."""
    game = subparsers.add_parser("forbidden", help="FORBIDDEN hands and play: Cheng, scoring, moves")
    commands = game.add_subparsers(dest="forbidden_command", required=True, metavar="COMMAND")
    check = commands.add_parser(
        "check",
        help="is this hand complete, may it go Cheng, what does it score?",
        description="Check one FORBIDDEN hand: verdict, arrangement, score breakdown with rule ids.",
        epilog=CHECK_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    check.add_argument("hand", nargs="?", help='the cards in hand, e.g. "R2 R3 R4 F F EM"')
    check.add_argument("--laid", action="append", default=[], metavar="CARDS", help="a set laid down during play")
    check.add_argument("--table-forbidden", type=int, default=0, metavar="N", help="Forbidden cards claimed")
    check.add_argument("--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading")
    check.add_argument("--discards", type=int, metavar="N", help="find the discards (0..N) that let it go Cheng")
    output = check.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="answer as one JSON object")
    output.add_argument("--jsonl", action="store_true", help="read JSON lines on stdin, answer one line each")
    check.set_defaults(run=run_check)
    cli_play.add_parsers(commands)


def _max_discards(requested: int, reading: Reading) -> int:
    if requested < 0:
        raise InputError(f"--discards must be 0 or more, not {requested}")
    if requested > reading.max_discards:
        raise InputError(
            f"--discards {requested}: the rulebook allows {reading.max_discards} discard before going Cheng"
            " (the Fast version allows 2: --reading variant.fast=yes)"
        )
    return requested


def answer_json(query: HandQuery, reading: Reading, discards: int | None) -> dict[str, Any]:
    """The JSON answer for one hand question."""
    answer = analyse(query, reading).as_json()
    if discards is not None:
        answer["discard_options"] = [
            {"discards": list(option.discards), "cheng_score": option.verdict.cheng_score}
            for option in best_discards(query, reading, _max_discards(discards, reading))
        ]
    return answer


def run_check(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook forbidden check``."""
    if args.jsonl:
        if args.hand is not None:
            raise InputError("--jsonl reads hands from standard input; give no HAND argument")
        return run_jsonl(sys.stdin, stdout)
    if args.hand is None:
        raise InputError('give a HAND (e.g. "R2 R3 R4") or --jsonl')
    reading = Reading.from_pairs(args.reading)
    query = parse_query(args.hand, args.laid, args.table_forbidden)
    if args.json:
        print(json.dumps(answer_json(query, reading, args.discards), indent=2), file=stdout)
    elif args.discards is not None:
        limit = _max_discards(args.discards, reading)
        print(render_discards(query, best_discards(query, reading, limit), limit), file=stdout)
    else:
        print(render_verdict(query, analyse(query, reading), reading), file=stdout)
    return 0


def _query_from_json(line: str) -> tuple[HandQuery, Reading, int | None]:
    try:
        request = json.loads(line)
    except json.JSONDecodeError as error:
        raise InputError(f"not JSON: {error.msg} at column {error.colno}") from None
    if not isinstance(request, dict):
        raise InputError("each line must be a JSON object")
    unknown = set(request) - {"hand", "laid", "table_forbidden", "reading", "discards"}
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(sorted(unknown))}")
    hand, laid = request.get("hand"), request.get("laid", [])
    if not isinstance(hand, str):
        raise InputError('"hand" must be a string of cards')
    if not isinstance(laid, list) or not all(isinstance(item, str) for item in laid):
        raise InputError('"laid" must be a list of strings')
    table = request.get("table_forbidden", 0)
    reading_choices = request.get("reading", {})
    if not isinstance(reading_choices, dict):
        raise InputError('"reading" must be an object of KEY: VALUE')
    discards = request.get("discards")
    if discards is not None and (not isinstance(discards, int) or isinstance(discards, bool)):
        raise InputError('"discards" must be a whole number')
    return parse_query(hand, laid, table), Reading.from_mapping(reading_choices), discards


def run_jsonl(stdin: TextIO, stdout: TextIO) -> int:
    """Answer one JSON object per line; a bad line gets ``{"error": ...}`` and the rest are still answered."""
    status = 0
    for number, line in enumerate(stdin, start=1):
        if not line.strip():
            continue
        try:
            query, reading, discards = _query_from_json(line)
            answer = answer_json(query, reading, discards)
        except InputError as error:
            answer = {"error": f"line {number}: {error}"}
            status = 2
        print(json.dumps(answer, separators=(",", ":")), file=stdout, flush=True)
    return status
