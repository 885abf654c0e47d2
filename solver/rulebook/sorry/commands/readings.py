"""``rulebook readings sorry`` and ``rulebook diff sorry``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the deck's counts, the 7 split, slides, the 11's swap, the
Sorry! card of later editions, the 10, the 2, the team 7 and the points game) with its options, default and
evidence. ``diff`` compares two readings: the smallest witness on which they differ, confirmed by the Z3 model
where it answers the question (:mod:`rulebook.sorry.readings.diff`), and how often the difference shows in random
games (:mod:`rulebook.sorry.readings.impact`). The frame is the core's (:mod:`rulebook.core.witnesses.diff_run`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.witnesses.check_it import CheckLine, state_on_stdin
from rulebook.core.witnesses.diff_run import DiffRun, readings_commands
from rulebook.core.witnesses.witness import Witness
from rulebook.sorry.position import position_from_json
from rulebook.sorry.reading import GAME, Reading

DIFF_EXAMPLES = """\
examples:
  rulebook diff sorry --reading slide.own-pawns=blocks
  rulebook diff sorry --reading seven.split-start=part-of-one-starts --no-impact
  rulebook diff sorry --reading sorry.forward-four=yes --json
  rulebook diff sorry --reading points.bonus=best-only
  rulebook diff sorry --reading two.draw-again=no --samples 500

Readings of moves are searched over every position of red and blue with up to two pawns out of START, with every
card (a proof when none differs); the team 7 over team positions; the bonus over every finished game of red and
blue; the readings of play over states reached in play from the setup by legal actions, each legal action applied.
Witnesses of moves and scores are confirmed by the Z3 model under both readings; the course of play is the engine's
alone.
"""


def _input_lines(data: Mapping[str, Any]) -> list[str]:
    """The witness's input in words (the core's frame adds the action, both answers and how it was found)."""
    lines = []
    if "pawns" in data:
        position = position_from_json(data["pawns"]).as_text()
        card = ""
        if "card" in data:  # the moves question; the score question's input is a finished position alone
            card = f", card {data['card']}, {data.get('turn', 'R')} to move ({data.get('mode', 'standard')})"
        lines.append(f"  position {position}{card}")
    if "state" in data:
        state = data["state"]
        shown = position_from_json(state["pawns"]).as_text()
        lines.append(f"  state: {state['mode']}, phase {state['phase']}, {state['turn']} on turn, pawns {shown}")
    return lines


def _answer_words(answer: Any) -> str | None:
    if isinstance(answer, dict) and "moves" in answer:
        return "; ".join(f"{m['move']} -> {position_from_json(m['position']).as_text()}" for m in answer["moves"])
    if isinstance(answer, dict) and "scores" in answer:
        return ", ".join(f"{colour} {points}" for colour, points in answer["scores"].items())
    if isinstance(answer, dict) and "phase" in answer:
        return (
            f"{answer['turn']} on turn, phase {answer['phase']}, pawns {position_from_json(answer['pawns']).as_text()}"
        )
    return None


def _check(witness: Witness) -> CheckLine | None:
    """The command that asks a witness's question.

    ``moves`` of a card, ``score`` of a finished points game, ``actions``/``apply`` of a state.
    """
    data = witness.input
    if "pawns" in data and "card" in data:
        position = position_from_json(data["pawns"]).as_text()
        turn, mode = data.get("turn", "R"), data.get("mode", "standard")
        return CheckLine((GAME, "moves", position, data["card"], "--turn", turn, "--mode", mode))
    if "pawns" in data:  # a finished points game: its score
        return CheckLine((GAME, "score", position_from_json(data["pawns"]).as_text()))
    if "state" in data:
        words = (GAME, "apply", "-", data["action"]) if "action" in data else (GAME, "actions", "-")
        return CheckLine(words, stdin=state_on_stdin(data["state"]))
    return None


TITLES = (("hand", "Readings of moves and the score"), ("play", "Readings of play (the deck, the 2, the points game)"))
"""The register's sections in ``rulebook readings sorry``."""

DIFF = DiffRun(
    GAME,
    Reading,
    deferred("rulebook.sorry.readings.diff:compare"),
    deferred("rulebook.sorry.readings.impact:impact"),
    _input_lines,
    _answer_words,
    _check,
    lambda witness: f"{witness.size_words} out of START",
)
COMMANDS = readings_commands(DIFF, TITLES, DIFF_EXAMPLES)
"""``rulebook readings sorry`` and ``rulebook diff sorry`` on the core's frame (``core/witnesses/diff_run.py``)."""

__all__ = ["COMMANDS", "DIFF", "DIFF_EXAMPLES", "TITLES"]
