"""``rulebook readings forbidden`` and ``rulebook diff forbidden``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook with its options, default and evidence. ``diff`` compares
two readings: the smallest witness on which they differ (or a scoped proof that none exists), and how often the
difference shows on random deals and in simulated games. A hand search's sizes and budget are weighed before it
starts (:mod:`rulebook.core.witnesses.search_work`): beyond the core's bound it is refused, else its estimate is
said with the progress.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.commands.place_options import add_place_options, run_place
from rulebook.core.errors import InputError
from rulebook.core.game import ReadingsCommands
from rulebook.core.readings import parse_choices
from rulebook.core.text_numbers import count_option
from rulebook.core.verify.alongside import alongside, can_fork_alongside
from rulebook.core.witnesses.ruling_text import samples_argument
from rulebook.core.witnesses.search_work import check_search_work, estimate_line
from rulebook.core.witnesses.witness import Witness
from rulebook.forbidden.cards import DECK_COPIES
from rulebook.forbidden.reading import Reading

if TYPE_CHECKING:
    from rulebook.core.play.simulation_runs import RunPlace
    from rulebook.forbidden.readings.diff_hands import SizeResult

DEFAULT_SAMPLES = 2_000
DEFAULT_GAMES = 40
IMPACT_PLAYERS = 4


def run_diff(args: argparse.Namespace, stdout: TextIO) -> int:
    """Compare two readings and print the ruling (or its JSON)."""
    from rulebook.forbidden.readings import diff_hands as diff_hand
    from rulebook.forbidden.readings.diff import changed_keys, compare, register, search_work
    from rulebook.forbidden.readings.ruling import render_ruling

    deck = sum(DECK_COPIES.values())
    max_cards = diff_hand.MAX_CARDS if args.max_cards is None else args.max_cards
    budget = diff_hand.BUDGET if args.budget is None else args.budget
    if max_cards > deck:
        raise InputError(f"--max-cards {max_cards}: no hand holds more cards than the deck's {deck}")
    if args.min_cards > max_cards:
        raise InputError(f"--min-cards {args.min_cards} is more than --max-cards {max_cards}")
    base = Reading.from_pairs(args.base)
    other = Reading.from_mapping({**base.as_mapping(), **parse_choices("forbidden", args.reading)})
    keys = changed_keys(base, other)
    asked = f"--min-cards {args.min_cards} --max-cards {max_cards} --budget {budget}"
    work = search_work(base, other, max_cards=max_cards, min_cards=args.min_cards, budget=budget, asked=asked)
    if work is not None:
        check_search_work(work)  # a search with no end in sight refused before it starts
    progress = not args.quiet and not args.json
    place = run_place(args, progress, workers=1)  # a bad --scheduler refused before the search starts

    def on_size(result: SizeResult) -> None:
        if progress:
            how = {"sweep": "engine sweep", "z3": "Z3 proposals", "budget": "Z3 proposals (budget used up)"}
            print(f"  {result.size} cards: {how[result.method]}, {result.inputs:,} checked", file=sys.stderr)

    # The impact needs nothing of the search: on a second core it runs alongside it (without its own bar).
    separate = not args.no_impact and place.workers == 1 and place.scheduler is None and can_fork_alongside()
    impact_place = replace(place, progress=False) if separate else place
    with alongside(partial(_impact, args, base, other, keys, impact_place), separate) as impact:
        if progress:
            print(f"searching for the smallest witness of {', '.join(keys) or 'no change'} ...", file=sys.stderr)
            if work is not None:
                print(f"  {estimate_line(work)}", file=sys.stderr)
            if separate:
                print("measuring the impact in a second process, alongside the search ...", file=sys.stderr)
        finding = compare(
            base, other, max_cards=max_cards, min_cards=args.min_cards, budget=budget, on_size=on_size, whole=True
        )
        impact_lines, impact_json = ([], {}) if args.no_impact else impact.answer()
    entries = [register()[key] for key in keys]
    if args.json:
        payload: dict[str, Any] = {
            "game": "forbidden",
            "base": base.changed(),
            "other": other.changed(),
            "keys": keys,
            "finding": {"kind": "witness" if isinstance(finding, Witness) else "proof", **finding.as_json()},
            "impact": impact_json,
        }
        print(json.dumps(payload, indent=2), file=stdout)
        return 0
    print(render_ruling(entries, finding, impact_lines), end="", file=stdout)
    return 0


def _impact(
    args: argparse.Namespace, base: Reading, other: Reading, keys: list[str], where: RunPlace
) -> tuple[list[str], dict[str, Any]]:
    """How often the difference matters, with the command line's samples, games and seed."""
    return measure_impact(base, other, keys, args.samples, args.games, args.seed, where)


def measure_impact(
    base: Reading, other: Reading, keys: list[str], samples: int, games: int, seed: int, where: RunPlace
) -> tuple[list[str], dict[str, Any]]:
    """How often the difference matters: random deals (hand readings) and simulated games (every reading)."""
    from rulebook.forbidden.readings.diff import register
    from rulebook.forbidden.readings.impact import hand_impact
    from rulebook.forbidden.readings.impact_games import game_play_impacts
    from rulebook.forbidden.readings.ruling import impact_lines

    results: dict[str, Any] = {}
    players = 2 if "variant.two-player" in keys else IMPACT_PLAYERS  # the key acts only when two play
    hand_scope = all(register()[key].scope == "hand" for key in keys)
    rounds = hand_scope and "variant.fast" not in keys  # rescoring a round cannot show discards
    with where.opened() as place:  # one cluster for every sample
        if hand_scope and samples:
            results["hands"] = hand_impact(base, other, samples, seed, place=place)
        if games:  # each game played once under each reading: rounds, decisions and endings together
            results |= game_play_impacts(base, other, games, players, seed, rounds=rounds, place=place)
    found = {name: result.as_json() for name, result in results.items()}
    return impact_lines(**results), found


def impact_words(base: Reading, other: Reading, samples: int, seed: int) -> list[str]:
    """The impact in the words ``rulebook diff forbidden`` prints, in this process (the errata report's figure).

    ``samples`` random deals for a hand reading, and games in the proportion of ``diff``'s defaults (40 games to
    2,000 deals), at least one.
    """
    from rulebook.core.play.simulation_runs import IN_THIS_PROCESS
    from rulebook.forbidden.readings.diff import changed_keys

    games = max(1, samples * DEFAULT_GAMES // DEFAULT_SAMPLES)
    return measure_impact(base, other, changed_keys(base, other), samples, games, seed, IN_THIS_PROCESS)[0]


DIFF_EXAMPLES = """\
examples:
  rulebook diff forbidden --reading emperor.forbidden=with-real-forbidden
  rulebook diff forbidden --reading wild.exhausted-card=refused --no-impact
  rulebook diff forbidden --reading variant.fast=yes --min-cards 14 --max-cards 14
  rulebook diff forbidden --base marriage=empress-alone --reading marriage=emperor-and-empress --json
  rulebook diff forbidden --reading block.which-pile=closest-only --games 100

The search goes up in size: every hand question of up to 4 cards is answered by the engine; beyond, the Z3
model proposes hands that could differ and the engine refutes them until Z3 has none left (a proof for that
size) or the budget is used up. The witness is confirmed by the engine and the Z3 model under both readings.
"""


def add_diff(diff: argparse.ArgumentParser) -> None:
    """FORBIDDEN's own options of ``rulebook diff`` (the core adds the readings compared and the output's)."""
    # The search's own defaults (diff_hands.MAX_CARDS, .BUDGET) apply where the option is not given: importing the
    # search here would load Z3 for every command's start.
    diff.add_argument("--max-cards", type=count_option, help="largest hand searched (9)")
    diff.add_argument("--min-cards", type=count_option, default=0, help="smallest hand searched (0)")
    diff.add_argument("--budget", type=count_option, help="Z3 proposals per size (2000)")
    diff.add_argument(
        "--samples", type=samples_argument, default=DEFAULT_SAMPLES, help="random hands for the impact (2000)"
    )
    diff.add_argument(
        "--games", type=samples_argument, default=DEFAULT_GAMES, help="simulated 4-player games for the impact (40)"
    )
    add_place_options(diff, "1; the impact's hands and games on N processes, the witness search here")


TITLES = (("hand", "Readings of hands"), ("play", "Readings of play"))
"""The register's sections in ``rulebook readings forbidden``."""

COMMANDS = ReadingsCommands(TITLES, add_diff, run_diff, DIFF_EXAMPLES, impact_words)
"""``rulebook readings forbidden`` and ``rulebook diff forbidden``, as the game's registration names them."""

__all__ = ["COMMANDS", "DIFF_EXAMPLES", "TITLES", "add_diff", "impact_words", "measure_impact", "run_diff"]
