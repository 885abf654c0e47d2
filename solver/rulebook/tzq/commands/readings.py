"""``rulebook readings tzq`` and ``rulebook diff tzq``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the cut-off scoring table, the corner colours, the optional
rules) with its options, default and evidence. ``diff`` compares two readings: the smallest witness on which they
differ, confirmed by the Z3 model where it answers the question (:mod:`rulebook.tzq.readings.diff`), and how often
the difference shows on random score piles and random games' states (:mod:`rulebook.tzq.readings.impact`).
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from rulebook.core.diff_run import DiffRun, add_samples
from rulebook.core.diff_run import run_diff as run_game_diff
from rulebook.core.ruling_text import provenance_lines, wrap
from rulebook.core.witness import ScopedProof, Witness
from rulebook.tzq.reading import GAME, Reading

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


def _impact(base: Reading, other: Reading, keys: Any, samples: int, seed: int) -> Any:
    from rulebook.tzq.readings.diff import register
    from rulebook.tzq.readings.impact import pile_impact, play_impact

    play = all(register()[key].scope == "play" for key in keys)
    return (play_impact if play else pile_impact)(base, other, samples, seed)


def _compare(base: Reading, other: Reading) -> Witness | ScopedProof:
    from rulebook.tzq.readings.diff import compare

    return compare(base, other)


DIFF = DiffRun(GAME, Reading, _compare, _witness_lines, _impact)


def run_diff(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook diff tzq`` on the core's frame (:mod:`rulebook.core.diff_run`)."""
    return run_game_diff(DIFF, args, stdout)


def add_diff(diff: argparse.ArgumentParser) -> None:
    """Tien Zi Que's own options of ``rulebook diff`` (the core adds the readings compared and the output's)."""
    add_samples(diff)


TITLES = (("hand", "Readings of the cards and the score"), ("play", "Readings of play (the optional rules)"))
"""The register's sections in ``rulebook readings tzq``."""

__all__ = ["DIFF_EXAMPLES", "TITLES", "add_diff", "run_diff"]
