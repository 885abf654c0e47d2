"""``rulebook forbidden check``: one FORBIDDEN hand question, on the core's check frame (``core/commands/check.py``).

The request is a hand (with its laid sets and the Forbidden cards claimed) and, with ``--discards N``, the search
for the discards that let it go Cheng (``forbidden.cheng.discard``); the answer is the engine's verdict, rendered.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import CheckCommand
from rulebook.core.commands.deciding import first_changed_line
from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys
from rulebook.core.text_numbers import integer_option
from rulebook.forbidden.commands.render import render_discards, render_verdict
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.verdict import DiscardOption, Verdict

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


READING_LINE = "reading: "
"""How the text answer's line naming the readings chosen starts (:func:`render_verdict`)."""
VERDICT_LINE = "verdict: "
"""How the text answer's verdict line starts."""


@dataclass(frozen=True)
class HandRequest:
    """A hand question and, when asked, the most discards to try before going Cheng."""

    query: HandQuery
    discards: int | None = None


@dataclass(frozen=True)
class HandAnswer:
    """The engine's verdict on a hand, and the discard options when they were asked for."""

    query: HandQuery
    reading: Reading
    verdict: Verdict
    limit: int | None = None
    options: Sequence[DiscardOption] = ()


def _max_discards(requested: int, reading: Reading) -> int:
    if requested < 0:
        raise InputError(f"--discards must be 0 or more, not {requested}")
    if requested > reading.max_discards:
        raise InputError(
            f"--discards {requested}: the rulebook allows {reading.max_discards} discard before going Cheng"
            " (the Fast version allows 2: --reading variant.fast=yes)"
        )
    return requested


class HandCheck(CheckCommand[HandRequest, HandAnswer]):
    """``rulebook forbidden check``: verdict, arrangement and score breakdown with rule ids."""

    help = "is this hand complete, may it go Cheng, what does it score?"
    description = "Check one FORBIDDEN hand: verdict, arrangement, score breakdown with rule ids."
    examples = CHECK_EXAMPLES
    fields = ("hand", "laid", "table_forbidden", "discards")
    no_input = 'give a HAND (e.g. "R2 R3 R4") or --jsonl'
    requests = "hands"
    input_names = "HAND argument"
    example_args = ("R2 R3 R4 EM",)
    example: Mapping[str, Any] = {"hand": "R2 R3 R4 EM"}
    example_reading = "emperor.forbidden=with-real-forbidden"
    bad_example: Mapping[str, Any] = {"hand": "R2 R3 X9"}
    bad_args = ("R2 R3 X9",)
    consistency = "rulebook.forbidden.corpus.consistency:verdict_problems"
    reading_scopes = ("hand",)
    """A hand's verdict, score and discards read the hand readings only; the play readings rule the actions of a
    round (``docs/forbidden-play.md``)."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The hand, its laid sets, the Forbidden cards claimed, and ``--discards``."""
        parser.add_argument(
            "hand", nargs="*", help='the cards in hand, as one argument or several: "R2 R3 R4 F F EM" or R2 R3 R4'
        )
        parser.add_argument("--laid", action="append", default=[], metavar="CARDS", help="a set laid down during play")
        parser.add_argument(
            "--table-forbidden", type=integer_option, default=0, metavar="N", help="Forbidden cards claimed"
        )
        parser.add_argument(
            "--discards", type=integer_option, metavar="N", help="find the discards (0..N) that let it go Cheng"
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """A HAND argument (one or several)."""
        return bool(args.hand)

    def from_args(self, args: argparse.Namespace, reading: Any) -> HandRequest:
        """The hand of the command line."""
        return HandRequest(parse_query(" ".join(args.hand), args.laid, args.table_forbidden), args.discards)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> HandRequest:
        """``{"hand": "...", "laid": [...], "table_forbidden": N, "discards": N}``."""
        hand, laid = data.get("hand"), data.get("laid", [])
        if not isinstance(hand, str):
            raise InputError('"hand" must be a string of cards')
        if not isinstance(laid, list) or not all(isinstance(item, str) for item in laid):
            raise InputError('"laid" must be a list of strings')
        table = data.get("table_forbidden", 0)
        if not isinstance(table, int) or isinstance(table, bool):
            raise InputError('"table_forbidden" must be a whole number')
        discards = data.get("discards")
        if discards is not None and (not isinstance(discards, int) or isinstance(discards, bool)):
            raise InputError('"discards" must be a whole number')
        return HandRequest(parse_query(hand, laid, table), discards)

    def answer(self, request: HandRequest, reading: Any) -> HandAnswer:
        """The verdict, and the discard options up to the limit asked (within the reading's)."""
        from rulebook.forbidden.api import analyse, best_discards  # the engine, loaded when a hand is asked

        verdict = analyse(request.query, reading)
        if request.discards is None:
            return HandAnswer(request.query, reading, verdict)
        limit = _max_discards(request.discards, reading)
        return HandAnswer(request.query, reading, verdict, limit, best_discards(request.query, reading, limit))

    def as_json(self, answer: HandAnswer) -> dict[str, Any]:
        """The verdict's JSON, with ``discard_options`` when discards were asked for."""
        found = answer.verdict.as_json()
        if answer.limit is not None:
            found["discard_options"] = [
                {"discards": list(option.discards), "cheng_score": option.verdict.cheng_score}
                for option in answer.options
            ]
        return found

    def as_text(self, answer: HandAnswer) -> str:
        """The verdict rendered, or the discard options when discards were asked for."""
        if answer.limit is not None:
            return render_discards(answer.query, answer.options, answer.limit)
        return render_verdict(answer.query, answer.verdict, answer.reading)

    def moot_readings(self, request: HandRequest) -> frozenset[str]:
        """The ``wild.*`` readings when neither the hand nor a laid set holds a wild card.

        Section 5: they rule what a wild card may stand for and what it earns; the Emperor, Empress, Monkey and
        Rooster are not wild cards.
        """
        if request.query.all_cards().wild:
            return frozenset()
        return frozenset(entry.key for entry in reading_keys(Reading.GAME) if entry.key.startswith("wild."))

    def other_summary(self, this_text: str, other_text: str) -> str:
        """The other verdict when it differs ("complete — the player may go Cheng"), else the first changed line.

        The line that names the readings chosen is no part of the answer and is skipped.
        """
        kept = "\n".join(line for line in other_text.splitlines() if not line.startswith(READING_LINE))
        this = {line for line in this_text.splitlines() if line.startswith(VERDICT_LINE)}
        for line in kept.splitlines():
            if line.startswith(VERDICT_LINE) and line not in this:
                return line.removeprefix(VERDICT_LINE)
        return first_changed_line(this_text, kept)

    def question(self, request: HandRequest, answer: HandAnswer) -> str:
        """``discards`` when the discards before a Cheng were asked for, else ``hand``."""
        return "hand" if request.discards is None else "discards"


CHECK = HandCheck()

__all__ = ["CHECK", "HandAnswer", "HandCheck", "HandRequest"]
