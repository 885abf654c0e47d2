"""The positions the witness search of play readings tries can arise: their recorded verdicts are the rule's.

A state records, for each card open to accusation, whether its placement was legal; the engine trusts that record
when an accusation comes. A built position recording the wrong verdict is a position no game reaches, and a witness
on it tells nothing about the game (issue 42). Here the verdicts are worked by hand from "Placing Cards" (a card goes
on a top it shares a theme, colour or number with; no attribute three times in a row).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.laopengh.corpus.inputs import read_state
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.readings import positions
from rulebook.laopengh.validate import verdict_problems
from tests.committed import committed_corpora


def _with_verdict(state: dict[str, Any], legal: bool) -> dict[str, Any]:
    return {**state, "open": [{**item, "legal": legal} for item in state["open"]]}


def test_the_built_positions_record_the_verdicts_worked_by_hand() -> None:
    # pile 0 is BENEATH[:depth] (all cranes: CB1 CR1 CY2 CB3 CR3 CY4) and the card on top.
    for state in positions.built()[:10]:
        pile = state["piles"][0]
        top, beneath = pile[-1], pile[-3:-1]
        if top == "CY1/7":  # a crane on two cranes: three cranes in a row, illegal
            assert state["open"][0]["legal"] is False
        else:  # a dragon on two cranes of two colours and numbers, sharing the top's colour or number, no three
            assert top.startswith("D") and state["open"][0]["legal"] is True
            assert top[1] == beneath[1][1] or top[2] == beneath[1][2]
            assert beneath[0][1] != beneath[1][1] and not top[2] == beneath[1][2] == beneath[0][2]
    assert all(positions.arises(state) for state in positions.built())


def test_a_planted_wrong_verdict_is_left_out_of_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    right = positions.built()
    wrong = [_with_verdict(state, not state["open"][0]["legal"]) for state in right]
    # every planted state is refused: CY1 on cranes is no legal placement, a dragon sharing the top's colour or
    # number and making no run is no illegal one, and CY1/7 on CY3 (a shared crane and yellow, one card beneath) is
    # legal
    assert not any(positions.arises(state) for state in wrong)
    monkeypatch.setattr(positions, "built", lambda: [*right, *wrong])
    positions.candidates.cache_clear()
    try:
        tried = {str(candidate[1]["state"]) for candidate in positions.candidates()}
    finally:
        positions.candidates.cache_clear()
    assert tried == {str(state) for state in right}


def test_no_committed_play_case_records_a_verdict_the_placing_rule_refuses() -> None:
    # every state of the committed corpus (its inputs and the states its answers lead to), read under the case's
    # readings, passes the validator's verdict check
    checked = 0
    for corpus in committed_corpora("laopengh"):
        for case in corpus.cases:
            if case.question not in ("apply", "legal_actions"):
                continue
            reading = Reading.from_mapping(case.readings)
            states = [case.input["state"]]
            if case.question == "apply" and case.expected != {"refused": True}:
                states.append(case.expected)
            for state in states:
                assert verdict_problems(read_state(state, reading), reading) == [], case.id
                checked += 1
    assert checked > 40
