"""``rulebook readings laopengh`` and ``rulebook diff laopengh``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the deck's split and order numbers, the lone dragon, when a
card fits no pile, jokers in runs, what an accusation catches and hands out, when it may be made, the end) with its
options, default and evidence. ``diff`` compares two readings: the smallest witness on which they differ, confirmed
by the Z3 model where it answers the question (:mod:`rulebook.laopengh.readings.diff`), and how often the
difference shows on random placements and random games' states (:mod:`rulebook.laopengh.readings.impact`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.witnesses.check_it import CheckLine, state_on_stdin
from rulebook.core.witnesses.diff_run import DiffRun, readings_commands
from rulebook.core.witnesses.witness import Witness, counted
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
positions reached in play from a deal by legal actions (and accepted by the state validator),
each legal action applied. Witnesses of placing and of the order are confirmed by the Z3 model
under both readings; the course of play is the engine's alone.
"""


def _input_lines(data: Mapping[str, Any]) -> list[str]:
    """The witness's input in words (the core's frame adds the action, both answers and how it was found)."""
    lines = []
    if "piles" in data and "card" in data:
        piles = " | ".join(" ".join(stack) for stack in data["piles"])
        lines.append(f"  {data['card']} on pile {data['pile']} of the piles {piles} (bottom first)")
    if "revealed" in data:
        lines.append("  revealed: " + " · ".join(f"P{p} {card or '-'}" for p, card in enumerate(data["revealed"])))
    if "state" in data:
        state = data["state"]
        piles = " | ".join(" ".join(stack) for stack in state["piles"])
        opened = _open_words(state.get("open", []))
        lines.append(f"  position: phase {state.get('phase', 'reveal')}, piles {piles}; {opened}")
    return lines


def _open_words(items: Any) -> str:
    """The placements open to accusation, in words: ``open to accusation: P0's card on pile 0 (placed legally)``."""
    shown = [
        f"P{item['player']}'s card on pile {item['pile']} (placed {'legally' if item['legal'] else 'illegally'})"
        for item in items
    ]
    return f"open to accusation: {', '.join(shown) or 'nothing'}"


def _answer_words(answer: Any) -> str | None:
    if isinstance(answer, dict) and "hands" in answer:  # a state: what apply leads to
        piles = " | ".join(" ".join(stack) for stack in answer["piles"])
        hands = " | ".join(" ".join(hand) or "-" for hand in answer["hands"])
        winners = f", winners {', '.join(f'P{p}' for p in answer['winners'])}" if answer["winners"] else ""
        opened = ", ".join(f"P{item['player']}'s card on pile {item['pile']}" for item in answer["open"]) or "nothing"
        aside = counted(len(answer["aside"]), ("card", "cards"))
        return (
            f"phase {answer['phase']}{winners}; piles {piles}; hands {hands}; {aside} aside; "
            f"open to accusation: {opened}"
        )
    if isinstance(answer, dict) and "legal" in answer:
        verdict = "legal" if answer["legal"] else "illegal"
        accusation = "no move" if not answer["move"] else f"an accusation {answer['accusation']}"
        return f"{verdict} [{answer['rule']}], fits piles {answer['fits'] or 'none'}, {accusation}"
    if isinstance(answer, dict) and "orders" in answer:
        return "; or ".join(" then ".join(f"P{p}" for p in order) for order in answer["orders"])
    return None


def _check(witness: Witness) -> CheckLine | None:
    """The command that asks a witness's question: ``check`` a placement or a reveal, ``moves``/``apply`` a state."""
    data = witness.input
    if "card" in data and "piles" in data:
        piles = " / ".join(" ".join(stack) for stack in data["piles"])
        return CheckLine((GAME, "check", data["card"], "--piles", piles, "--pile", str(data["pile"])))
    if "revealed" in data:
        return CheckLine((GAME, "check", "--reveal", " ".join(card or "-" for card in data["revealed"])))
    if "state" in data:
        words = (GAME, "apply", "-", data["action"]) if "action" in data else (GAME, "moves", "-")
        return CheckLine(words, stdin=state_on_stdin(data["state"]))
    return None


def _impact(base: Reading, other: Reading, keys: Any, samples: int, seed: int) -> Any:
    from rulebook.laopengh.readings.impact import placement_impact, play_impact

    measure = placement_impact if set(keys) <= PLACEMENT_KEYS else play_impact
    return measure(base, other, samples, seed)


TITLES = (("hand", "Readings of the deck"), ("play", "Readings of play (placing, the order, suspicion, the end)"))
"""The register's sections in ``rulebook readings laopengh``."""

DIFF = DiffRun(
    GAME,
    Reading,
    deferred("rulebook.laopengh.readings.diff:compare"),
    _impact,
    _input_lines,
    _answer_words,
    _check,
)
COMMANDS = readings_commands(DIFF, TITLES, DIFF_EXAMPLES)
"""``rulebook readings laopengh`` and ``rulebook diff laopengh`` on the core's frame (``core/witnesses/diff_run``)."""

__all__ = ["COMMANDS", "DIFF", "DIFF_EXAMPLES", "TITLES"]
