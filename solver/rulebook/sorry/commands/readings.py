"""``rulebook readings sorry`` and ``rulebook diff sorry``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the deck's counts, the 7 split, slides, the 11's swap, the
Sorry! card of later editions, the 10, the 2, the team 7 and the points game) with its options, default and
evidence. ``diff`` compares two readings: the smallest witness on which they differ, confirmed by the Z3 model
where it answers the question (:mod:`rulebook.sorry.readings.diff`), and how often the difference shows in random
games (:mod:`rulebook.sorry.readings.impact`). The frame is the core's (:mod:`rulebook.core.diff_run`).
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from rulebook.core.diff_run import DiffRun, add_samples
from rulebook.core.diff_run import run_diff as run_game_diff
from rulebook.core.ruling_text import provenance_lines, wrap
from rulebook.core.witness import ScopedProof, Witness
from rulebook.sorry.position import position_from_json
from rulebook.sorry.reading import GAME, Reading

DIFF_EXAMPLES = """\
examples:
  rulebook diff sorry --reading slide.own-pawns=stay
  rulebook diff sorry --reading seven.split-start=part-of-one-starts --no-impact
  rulebook diff sorry --reading sorry.forward-four=yes --json
  rulebook diff sorry --reading points.bonus=best-only
  rulebook diff sorry --reading two.draw-again=no --samples 500

Readings of moves are searched over every position of red and blue with up to two pawns out of START, with every
card (a proof when none differs); the team 7 over team positions; the bonus over every finished game of red and
blue; the readings of play over built states, each legal action applied. Witnesses of moves and scores are
confirmed by the Z3 model under both readings; the course of play is the engine's alone.
"""


def _witness_lines(witness: Witness) -> list[str]:
    """The witness in words: the input, the question, both answers, the rules and how it was found."""
    lines = [
        f"Smallest witness ({witness.size} pawn{'' if witness.size == 1 else 's'} out of START): {witness.question}"
    ]
    data = witness.input
    if "pawns" in data:
        position = position_from_json(data["pawns"]).as_text()
        card = f", card {data['card']}, {data.get('turn', 'R')} to move ({data.get('mode', 'standard')})"
        lines.append(f"  position {position}{card if 'card' in data else ''}")
    if "state" in data:
        state = data["state"]
        shown = position_from_json(state["pawns"]).as_text()
        lines.append(f"  state: {state['mode']}, phase {state['phase']}, {state['turn']} on turn, pawns {shown}")
    if "action" in data:
        lines.append(f"  action: {data['action']}")
    for words, answer in ((witness.base, witness.base_answer), (witness.other, witness.other_answer)):
        lines += wrap(f"under {words}: {_answer_words(answer)}", "  ")
    return lines + provenance_lines(witness, GAME)


def _answer_words(answer: Any) -> str:
    if isinstance(answer, dict) and "moves" in answer:
        return "; ".join(f"{m['move']} -> {position_from_json(m['position']).as_text()}" for m in answer["moves"])
    if isinstance(answer, dict) and "scores" in answer:
        return ", ".join(f"{colour} {points}" for colour, points in answer["scores"].items())
    if isinstance(answer, dict) and "phase" in answer:
        return (
            f"{answer['turn']} on turn, phase {answer['phase']}, pawns {position_from_json(answer['pawns']).as_text()}"
        )
    if isinstance(answer, dict) and answer.get("refused"):
        return "the action is refused"
    return json.dumps(answer)


def _impact(base: Reading, other: Reading, keys: Any, samples: int, seed: int) -> Any:
    from rulebook.sorry.readings.impact import impact

    return impact(base, other, keys, samples, seed)


def _compare(base: Reading, other: Reading) -> Witness | ScopedProof:
    from rulebook.sorry.readings.diff import compare

    return compare(base, other)


DIFF = DiffRun(GAME, Reading, _compare, _witness_lines, _impact)


def run_diff(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook diff sorry`` on the core's frame."""
    return run_game_diff(DIFF, args, stdout)


def add_diff(diff: argparse.ArgumentParser) -> None:
    """SORRY!'s own options of ``rulebook diff`` (the core adds the readings compared and the output's)."""
    add_samples(diff)


TITLES = (("hand", "Readings of moves and the score"), ("play", "Readings of play (the deck, the 2, the points game)"))
"""The register's sections in ``rulebook readings sorry``."""

__all__ = ["DIFF_EXAMPLES", "TITLES", "add_diff", "run_diff"]
