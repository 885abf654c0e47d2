"""``rulebook readings tzq`` and ``rulebook diff tzq``: the reading register, and settling a reading.

``readings`` prints every open point of the rulebook (the cut-off scoring table, the corner colours, the optional
rules) with its options, default and evidence. ``diff`` compares two readings: the smallest witness on which they
differ, confirmed by the Z3 model where it answers the question (:mod:`rulebook.tzq.readings.diff`), and how often
the difference shows on random score piles and random games' states (:mod:`rulebook.tzq.readings.impact`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.witnesses.check_it import CheckLine, state_on_stdin
from rulebook.core.witnesses.diff_run import DiffRun, readings_commands
from rulebook.core.witnesses.witness import Witness, counted
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


def _input_lines(data: Mapping[str, Any]) -> list[str]:
    """The witness's input in words (the core's frame adds the action, both answers and how it was found)."""
    lines = []
    if "pile" in data:
        lines.append(f"  score pile: {' '.join(data['pile'])}")
    if "state" in data:
        state = data["state"]
        player = state["players"][state["turn"]]
        lines.append(
            f"  position: phase {state['phase']}, hand {' '.join(player['hand'])}, "
            f"score pile {' '.join(player['score_pile']) or '-'}, {_cards(len(state['draw_pile']))} to draw"
        )
    return lines


def _cards(count: int) -> str:
    return counted(count, ("card", "cards"))


def _game_won(winners: Any) -> str:
    """The game's winners once it is over (``tzq.game.rounds``), as words after the rest."""
    if winners is None:
        return ""
    return ", the game won by " + (" and ".join(f"player {seat}" for seat in winners) or "nobody")


def _answer_words(answer: Any) -> str | None:
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
            f"{_cards(answer['draw_pile_size'])} to draw{shuffled}{_game_won(answer.get('game_winners'))}"
        )
    return None


def _check(witness: Witness) -> CheckLine | None:
    """The command that asks a witness's question: ``check`` a score pile, ``moves``/``apply`` a state."""
    data = witness.input
    if "pile" in data:
        return CheckLine((GAME, "check", " ".join(data["pile"])))
    if "state" in data:
        words = (GAME, "apply", "-", data["action"]) if "action" in data else (GAME, "moves", "-")
        return CheckLine(words, stdin=state_on_stdin(data["state"]))
    return None


def _impact(base: Reading, other: Reading, keys: Any, samples: int, seed: int) -> Any:
    from rulebook.core.register import readings_by_key
    from rulebook.tzq.readings.impact import pile_impact, play_impact

    play = all(readings_by_key(GAME)[key].scope == "play" for key in keys)
    return (play_impact if play else pile_impact)(base, other, samples, seed)


TITLES = (
    ("hand", "Readings of the cards and the score"),
    ("play", "Readings of play (the optional rules, the order of the rounds, a tie)"),
)
"""The register's sections in ``rulebook readings tzq``."""

DIFF = DiffRun(
    GAME,
    Reading,
    deferred("rulebook.tzq.readings.diff:compare"),
    _impact,
    _input_lines,
    _answer_words,
    _check,
)
COMMANDS = readings_commands(DIFF, TITLES, DIFF_EXAMPLES)
"""``rulebook readings tzq`` and ``rulebook diff tzq`` on the core's frame (:mod:`rulebook.core.witnesses.diff_run`)."""

__all__ = ["COMMANDS", "DIFF", "DIFF_EXAMPLES", "TITLES"]
