"""``rulebook readings laopengh`` and ``rulebook diff laopengh``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the deck's split and order numbers, the lone dragon, when a
card fits no pile, jokers in runs, what an accusation catches and hands out, when it may be made, the end) with its
options, default and evidence. ``diff`` compares two readings: the smallest witness on which they differ, confirmed
by the Z3 model where it answers the question (:mod:`rulebook.laopengh.readings.diff`), and how often the
difference shows on random placements and random games' states (:mod:`rulebook.laopengh.readings.impact`).
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from rulebook.core.diff_run import DiffRun, add_samples
from rulebook.core.diff_run import run_diff as run_game_diff
from rulebook.core.ruling_text import provenance_lines, wrap
from rulebook.core.witness import ScopedProof, Witness
from rulebook.laopengh.reading import GAME, Reading

PLACEMENT_KEYS = {"place.fits-no-pile", "joker.theme-run", "suspicion.grounds", "deck.composition"}
"""The keys whose impact is measured on random placements (the others on random games' states)."""

DIFF_EXAMPLES = """\
examples:
  rulebook diff laopengh --reading place.fits-no-pile=no-legal-place
  rulebook diff laopengh --reading joker.theme-run=transparent --no-impact
  rulebook diff laopengh --reading order.lone-dragon=exactly-one-dragon --json
  rulebook diff laopengh --reading suspicion.lowest=lowest-order --samples 500

Readings of placing are searched over every card on two cards beneath it (the other piles in four settings);
readings of the order of play over every reveal of two to four players; readings of suspicion and of the end over
built positions, each legal action applied. Witnesses of placing and of the order are confirmed by the Z3 model
under both readings; the course of play is the engine's alone.
"""


def _witness_lines(witness: Witness) -> list[str]:
    """The witness in words: the input, the question, both answers, the rules and how it was found."""
    lines = [f"Smallest witness ({witness.size} cards): {witness.question}"]
    data = witness.input
    if "piles" in data and "card" in data:
        piles = " | ".join(" ".join(stack) for stack in data["piles"])
        lines.append(f"  {data['card']} on pile {data['pile']} of the piles {piles} (bottom first)")
    if "revealed" in data:
        lines.append("  revealed: " + " · ".join(f"P{p} {card or '-'}" for p, card in enumerate(data["revealed"])))
    if "state" in data:
        state = data["state"]
        piles = " | ".join(" ".join(stack) for stack in state["piles"])
        lines.append(f"  position: phase {state.get('phase', 'reveal')}, piles {piles}, open {state.get('open', [])}")
    if "action" in data:
        lines.append(f"  action: {data['action']}")
    for words, answer in ((witness.base, witness.base_answer), (witness.other, witness.other_answer)):
        lines += wrap(f"under {words}: {_answer_words(answer)}", "  ")
    return lines + provenance_lines(witness, GAME)


def _answer_words(answer: Any) -> str:
    if isinstance(answer, dict) and "hands" in answer:  # a state: what apply leads to
        piles = " | ".join(" ".join(stack) for stack in answer["piles"])
        hands = " | ".join(" ".join(hand) or "-" for hand in answer["hands"])
        winners = f", winners {', '.join(f'P{p}' for p in answer['winners'])}" if answer["winners"] else ""
        opened = ", ".join(f"P{item['player']}'s card on pile {item['pile']}" for item in answer["open"]) or "nothing"
        return (
            f"phase {answer['phase']}{winners}; piles {piles}; hands {hands}; {len(answer['aside'])} cards aside; "
            f"open to accusation: {opened}"
        )
    if isinstance(answer, dict) and "legal" in answer:
        verdict = "legal" if answer["legal"] else "illegal"
        accusation = "no move" if not answer["move"] else f"an accusation {answer['accusation']}"
        return f"{verdict} [{answer['rule']}], fits piles {answer['fits'] or 'none'}, {accusation}"
    if isinstance(answer, dict) and "orders" in answer:
        return "; or ".join(" then ".join(f"P{p}" for p in order) for order in answer["orders"])
    if isinstance(answer, dict) and answer.get("refused"):
        return "the action is refused"
    return json.dumps(answer)


def _impact(base: Reading, other: Reading, keys: Any, samples: int, seed: int) -> Any:
    from rulebook.laopengh.readings.impact import placement_impact, play_impact

    measure = placement_impact if set(keys) <= PLACEMENT_KEYS else play_impact
    return measure(base, other, samples, seed)


def _compare(base: Reading, other: Reading) -> Witness | ScopedProof:
    from rulebook.laopengh.readings.diff import compare

    return compare(base, other)


DIFF = DiffRun(GAME, Reading, _compare, _witness_lines, _impact)


def run_diff(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook diff laopengh`` on the core's frame (:mod:`rulebook.core.diff_run`)."""
    return run_game_diff(DIFF, args, stdout)


def add_diff(diff: argparse.ArgumentParser) -> None:
    """Lao Pengh's own options of ``rulebook diff`` (the core adds the readings compared and the output's)."""
    add_samples(diff)


TITLES = (("hand", "Readings of the deck"), ("play", "Readings of play (placing, the order, suspicion, the end)"))
"""The register's sections in ``rulebook readings laopengh``."""

__all__ = ["DIFF_EXAMPLES", "TITLES", "add_diff", "run_diff"]
