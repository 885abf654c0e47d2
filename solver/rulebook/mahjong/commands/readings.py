"""``rulebook readings mahjong`` and ``rulebook diff mahjong``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook with its options, default and evidence. ``diff`` compares two
readings: the smallest witness on which they differ (:mod:`rulebook.mahjong.readings.diff`) and how often the difference
shows
on random hands or claim situations (:mod:`rulebook.mahjong.readings.impact`).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from rulebook.core.game import ReadingsCommands
from rulebook.core.readings import parse_choices
from rulebook.core.witnesses.ruling_text import diff_json, impact_lines, samples_argument
from rulebook.mahjong.reading import Reading

DEFAULT_SAMPLES = 2_000

DIFF_EXAMPLES = """\
examples:
  rulebook diff mahjong --reading score.limit=500
  rulebook diff mahjong --reading hand.sets=three --no-impact
  rulebook diff mahjong --reading claim.chow-from=next --json
  rulebook diff mahjong --base double.dragons=once --reading double.dragons=each --samples 5000

The search goes up in size over every loser's hand of up to 3 tiles, then hands built from whole sets and a pair
(in hand, on the table, declared kongs) scored as the winner and as a loser, and small claim situations; the first
input on which the readings answer differently is confirmed by the Z3 model under both readings. A hand's witness
is then grown into a whole hand a player can hold (13 tiles for a loser, 14 for the winner, one more per kong): the
first holding the smallest difference on which the readings still differ, asked again and confirmed; a claim
situation's into a whole one (every player holding 13 tiles, none given a new claim on the discard). Readings of the
settlement are searched over small settlements instead (every split of up to 6 points among the four scores).
"""


def run_diff(args: argparse.Namespace, stdout: TextIO) -> int:
    """Compare two readings and print the ruling (or its JSON): the smallest witness, or the scoped proof."""
    from rulebook.mahjong.readings.diff import changed_keys, compare, register
    from rulebook.mahjong.readings.ruling import render_ruling

    base = Reading.from_pairs(args.base)
    other = Reading.from_mapping({**base.as_mapping(), **parse_choices("mahjong", args.reading)})
    keys = changed_keys(base, other)
    progress = not args.quiet and not args.json
    if progress:
        print(f"searching for the smallest witness of {', '.join(keys) or 'no change'} ...", file=sys.stderr)
    found = compare(base, other, whole=True)  # grown into a whole hand or claim situation that can arise
    impact = None
    if not args.no_impact and args.samples:
        if progress:
            print(f"measuring the impact on {args.samples:,} random samples ...", file=sys.stderr)
        impact = measure_impact(base, other, args.samples, args.seed)
    if args.json:
        print(diff_json("mahjong", base, other, keys, found, impact), file=stdout)
        return 0
    entries = [register()[key] for key in keys]
    print(render_ruling(entries, found, impact_lines(impact)), end="", file=stdout)
    return 0


def measure_impact(base: Reading, other: Reading, samples: int, seed: int) -> Any:
    """How often the two readings' difference shows: on settlements, claim situations or hands, by the keys' scope."""
    from rulebook.mahjong.readings.diff import changed_keys, register, settles
    from rulebook.mahjong.readings.impact import claim_impact, hand_impact, settle_impact

    keys = changed_keys(base, other)
    play = all(register()[key].scope == "play" for key in keys)
    measure = settle_impact if all(settles(key) for key in keys) else claim_impact if play else hand_impact
    return measure(base, other, samples, seed)


def impact_words(base: Reading, other: Reading, samples: int, seed: int) -> list[str]:
    """The impact in the words ``rulebook diff mahjong`` prints (the errata report's figure)."""
    return impact_lines(measure_impact(base, other, samples, seed))


def add_diff(diff: argparse.ArgumentParser) -> None:
    """Mahjong's own options of ``rulebook diff`` (the core adds the readings compared and the output's)."""
    diff.add_argument(
        "--samples", type=samples_argument, default=DEFAULT_SAMPLES, help="random samples for the impact (2000)"
    )


TITLES = (("hand", "Readings of hands and scores"), ("play", "Readings of claims"))
"""The register's sections in ``rulebook readings mahjong``."""

COMMANDS = ReadingsCommands(TITLES, add_diff, run_diff, DIFF_EXAMPLES, impact_words)
"""``rulebook readings mahjong`` and ``rulebook diff mahjong``, as the game's registration names them."""

__all__ = ["COMMANDS", "DIFF_EXAMPLES", "TITLES", "add_diff", "impact_words", "measure_impact", "run_diff"]
