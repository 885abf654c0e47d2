"""The committed Lao Pengh corpus: what its families hold, checked against the rule stated here by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulebook.core.corpus.case_builder import CaseDisagreementError
from rulebook.laopengh.corpus import placements, play
from rulebook.laopengh.corpus.placements import judged

GENERATED = Path(__file__).resolve().parents[2] / "generated" / "laopengh"


def test_the_theme_runs_are_the_patterns_a_joker_completes() -> None:
    # Jokers: a joker shows both animals. Counted as either theme, three cards run when all are cranes or jokers, or
    # all dragons or jokers (15 of the 27 patterns); seen through, only three cranes or three dragons run.
    cases = json.loads((GENERATED / "place_theme_runs.json").read_text(encoding="utf-8"))["cases"]
    assert len(cases) == 54
    for case in cases:
        pattern, option = case["id"].removeprefix("theme-run-").split("-", 1)
        if option == "counts-as-both":
            runs = set(pattern) <= {"C", "J"} or set(pattern) <= {"D", "J"}
        else:
            runs = pattern in ("CCC", "DDD")
        assert case["expected"]["legal"] is not runs, case["id"]
        assert case["expected"]["rule"] == ("laopengh.place.no-triple" if runs else "laopengh.place.match")


def test_a_wrong_hand_worked_answer_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    # plant a wrong answer in the first place case: the builder must refuse to write it
    row = placements.CASES[0]
    wrong = (*row[:7], judged(False, "laopengh.place.no-triple", [0, 1, 2]), *row[8:])
    monkeypatch.setattr(placements, "CASES", (wrong, *placements.CASES[1:]))
    with pytest.raises(CaseDisagreementError, match="place-shares-theme"):
        placements.place_rulebook()


def test_a_wrong_next_state_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    # the upheld accusation with the set-aside card forgotten
    rows = list(play.APPLY)
    index = next(i for i, row in enumerate(rows) if row[0] == "apply-upheld")
    state = dict(rows[index][6])
    state["aside"] = []
    rows[index] = (*rows[index][:6], state, *rows[index][7:])
    monkeypatch.setattr(play, "APPLY", tuple(rows))
    with pytest.raises(CaseDisagreementError, match="apply-upheld"):
        play.apply_rulebook()
