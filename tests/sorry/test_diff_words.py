"""How a SORRY! witness of ``rulebook diff sorry`` reads, for each question's input."""

from __future__ import annotations

from typing import Any

from rulebook.core.witnesses.witness import Witness
from rulebook.sorry.commands.readings import DIFF


def witness(question: str, data: dict[str, Any], base: object, other: object) -> Witness:
    return Witness(
        units=("pawn", "pawns"),
        subject="points.bonus",
        question=question,
        input=data,
        base="points.bonus=cumulative",
        other="points.bonus=best-only",
        base_answer=base,
        other_answer=other,
        size=4,
        rules=("sorry.points.score",),
        confirmed_by=("engine",),
        found_by="a test",
    )


def test_a_score_witness_is_a_finished_position_without_a_card() -> None:
    # The score question's input is a position alone: it used to fail with KeyError 'card' (issue 41's glue).
    found = witness("score", {"pawns": {"R": ["home"] * 4, "B": []}}, {"scores": {"R": 215}}, {"scores": {"R": 140}})
    lines = DIFF.witness_lines(found)
    assert lines[:7] == [
        "Smallest witness (4 pawns out of START): score",
        "  position R:home,home,home,home B:",
        '  input as JSON: {"pawns": {"R": ["home", "home", "home", "home"], "B": []}}',
        "  Under points.bonus=cumulative: R 215.",
        '    as JSON: {"scores": {"R": 215}}',
        "  Under points.bonus=best-only: R 140.",
        '    as JSON: {"scores": {"R": 140}}',
    ]


def test_a_moves_witness_names_the_card_the_colour_on_turn_and_the_mode() -> None:
    found = witness("moves", {"pawns": {"R": ["10"], "B": []}, "card": "7"}, {"refused": True}, [1])
    lines = DIFF.witness_lines(found)
    assert lines[1] == "  position R:10 B:, card 7, R to move (standard)"
    assert lines[3:7] == [
        "  Under points.bonus=cumulative: the action is refused.",
        '    as JSON: {"refused": true}',
        "  Under points.bonus=best-only: [1].",
        "    as JSON: [1]",
    ]
    # the command that shows it under each reading: the position, the card, the colour on turn and the mode
    assert lines[-2:] == [
        "  Check it: rulebook sorry moves 'R:10 B:' 7 --turn R --mode standard --reading points.bonus=cumulative",
        "  Check it: rulebook sorry moves 'R:10 B:' 7 --turn R --mode standard --reading points.bonus=best-only",
    ]
