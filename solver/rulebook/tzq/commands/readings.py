"""``rulebook readings tzq`` and ``rulebook diff tzq``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the cut-off scoring table, the corner colours, the optional
rules) with its options, default and evidence. ``diff`` compares two readings: the smallest witness on which they
differ, confirmed by the Z3 model where it answers the question (:mod:`rulebook.tzq.readings.diff`), and how often
the difference shows on random score piles and random games' states (:mod:`rulebook.tzq.readings.impact`).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from rulebook.core.readings import parse_choices
from rulebook.core.ruling_text import (
    count_argument,
    diff_json,
    impact_lines,
    provenance_lines,
    render_ruling,
    wrap,
)
from rulebook.core.witness import ScopedProof, Witness
from rulebook.tzq.reading import GAME, Reading

DEFAULT_SAMPLES = 2_000

DIFF_EXAMPLES = """\
examples:
  rulebook diff tzq --reading score.second-pair=once
  rulebook diff tzq --reading colour.table=honours-white --no-impact
  rulebook diff tzq --reading mahjong.minimum=two-points --json
  rulebook diff tzq --base score.four-of-a-kind=three-and-pair --reading score.pair-beside-three=not-counted

Readings of scoring are searched over every five-card score pile in canonical order (all 920,178: when none
differs, that is a proof); readings of play over built positions (a player about to make a fifth combination, a
player who has just drawn the last card). The witness is confirmed by the Z3 model under both readings wherever
the model answers the question (the score, the legal actions).
"""


def _witness_lines(witness: Witness) -> list[str]:
    """The witness in words: the input, the question, both answers, the rules and how it was found."""
    lines = [f"Smallest witness ({witness.size} cards): {witness.question}"]
    data = witness.input
    if "pile" in data:
        lines.append(f"  score pile: {' '.join(data['pile'])}")
    if "state" in data:
        state = data["state"]
        player = state["players"][state["turn"]]
        lines.append(
            f"  position: phase {state['phase']}, hand {' '.join(player['hand'])}, "
            f"score pile {' '.join(player['score_pile']) or '-'}, {_cards(len(state['draw_pile']))} to draw"
        )
    if "action" in data:
        lines.append(f"  action: {data['action']}")
    for words, answer in ((witness.base, witness.base_answer), (witness.other, witness.other_answer)):
        lines += wrap(f"under {words}: {_answer_words(answer)}", "  ")
    return lines + provenance_lines(witness, GAME)


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _answer_words(answer: Any) -> str:
    if isinstance(answer, dict) and "points" in answer:
        rows = ", ".join(f"{line['rule']} +{line['points']}" for line in answer["lines"])
        return f"{answer['points']} points ({rows or 'no row scores'})"
    if isinstance(answer, list):
        return ", ".join(answer) or "no legal action"
    if isinstance(answer, dict) and "phase" in answer:
        winner = "no winner" if answer["winner"] is None else f"player {answer['winner']} wins"
        shuffled = ", the discards reshuffled" if answer.get("reshuffled") else ""
        return (
            f"phase {answer['phase']}, round {answer['round']}, {winner}, player {answer['turn']} to play, "
            f"{_cards(answer['draw_pile_size'])} to draw{shuffled}"
        )
    if isinstance(answer, dict) and answer.get("refused"):
        return "the action is refused"
    return json.dumps(answer)


def _proof_lines(proof: ScopedProof) -> list[str]:
    return wrap(f"No witness: {proof.statement}.", "") + [f"  {note}" for note in proof.notes]


def run_diff(args: argparse.Namespace, stdout: TextIO) -> int:
    """Compare two readings and print the ruling (or its JSON): the smallest witness, or the scoped proof."""
    from rulebook.tzq.readings.diff import changed_keys, compare, register

    base = Reading.from_pairs(args.base)
    other = Reading.from_mapping({**base.as_mapping(), **parse_choices(GAME, args.reading)})
    keys = list(changed_keys(base, other))
    progress = not args.quiet and not args.json
    if progress:
        print(f"searching for the smallest witness of {', '.join(keys) or 'no change'} ...", file=sys.stderr)
    found = compare(base, other)
    impact = None
    if not args.no_impact and args.samples:
        from rulebook.tzq.readings.impact import pile_impact, play_impact

        if progress:
            print(f"measuring the impact on {args.samples:,} random samples ...", file=sys.stderr)
        play = all(register()[key].scope == "play" for key in keys)
        impact = (play_impact if play else pile_impact)(base, other, args.samples, args.seed)
    if args.json:
        print(diff_json(GAME, base, other, keys, found, impact), file=stdout)
        return 0
    entries = [register()[key] for key in keys]
    finding = _witness_lines(found) if isinstance(found, Witness) else _proof_lines(found)
    print(render_ruling(entries, finding, impact_lines(impact)), end="", file=stdout)
    return 0


def add_diff(diff: argparse.ArgumentParser) -> None:
    """Tien Zi Que's own options of ``rulebook diff`` (the core adds the readings compared and the output's)."""
    diff.add_argument(
        "--samples", type=count_argument, default=DEFAULT_SAMPLES, help="random samples for the impact (2000)"
    )


TITLES = (("hand", "Readings of the cards and the score"), ("play", "Readings of play (the optional rules)"))
"""The register's sections in ``rulebook readings tzq``."""

__all__ = ["DIFF_EXAMPLES", "TITLES", "add_diff", "run_diff"]
