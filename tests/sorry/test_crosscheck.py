"""The cross-checks of SORRY!: the sweeps are what they claim, the encodings agree on a sample, and a broken encoding
is caught (so the comparison can fail)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulebook.core.game import VerifyBudget
from rulebook.core.verify.crosscheck import run_family
from rulebook.sorry.crosscheck.encodings import engine_moves, engine_score
from rulebook.sorry.crosscheck.families import families
from rulebook.sorry.crosscheck.moves import PLACES, MovesComparison, pair_cases, pair_positions, pair_readings
from rulebook.sorry.crosscheck.score import ScoreComparison, finished_positions, score_cases
from rulebook.sorry.position import Position
from rulebook.sorry.reading import Reading
from rulebook.sorry.verdict import Option


def test_the_pair_sweep_is_every_place_of_one_pawn_against_one() -> None:
    # 67 places each (START, 60 squares, S1-S5, HOME); the two cannot share one of the 60 squares
    assert len(PLACES) == 67
    positions = pair_positions()
    assert len(positions) == 67 * 67 - 60 == len(set(positions))
    for position in positions:
        assert position.colours == ("R", "B")
        assert position.places("R").count("start") >= 3 and position.places("B").count("start") >= 3
    # the default and one other option of each of the eight move readings
    assert len(pair_readings()) == 9 and pair_readings()[0] == Reading()


def test_the_score_sweep_is_every_count_of_pawns_home() -> None:
    # one to three opponents, each with 0 to 3 pawns HOME: 4 + 16 + 64
    positions = finished_positions()
    assert len(positions) == 84
    counts = {tuple(p.places(c).count("home") for c in p.colours) for p in positions}
    assert len(counts) == 84 and all(count[0] == 4 for count in counts)


def test_the_encodings_agree_on_a_sample_of_every_family() -> None:
    for family in families(VerifyBudget(exhaustive=False, seed=7)):
        cases = list(family.cases())[:300]
        result = run_family(replace(family, cases=lambda cases=cases: cases, total=len(cases)), progress=False)
        assert result.checked == len(cases) and result.ok, result.minimal


def _no_slides(position: Position, card: str, turn: str, mode: str, reading: Reading) -> tuple[Option, ...]:
    """A broken engine: a pawn landing on a triangle stays there (the slide forgotten)."""
    found = []
    for option in engine_moves(position, card, turn, mode, reading):
        parts = option.move.parts
        if len(parts) == 1 and option.move.kind in ("forward", "backward") and parts[0].landing not in ("home",):
            colour = parts[0].colour
            places = list(position.places(colour))
            places[places.index(parts[0].source)] = parts[0].landing
            if parts[0].landing not in option.position.places(colour):
                option = replace(option, position=option.position.with_places({colour: places}))
        found.append(option)
    return tuple(found)


def test_an_engine_that_forgets_slides_is_caught() -> None:
    comparison = MovesComparison(engine=_no_slides)
    found = [d for case in pair_cases(400, 1) for d in comparison(case)]
    assert found and all(d.question == "moves" for d in found)


def _best_only(position: Position, reading: Reading) -> dict[str, Any]:
    """A broken engine: the bonuses never add up."""
    return engine_score(position, Reading.from_mapping({"points.bonus": "best-only"}))


def test_an_engine_whose_bonuses_never_add_up_is_caught() -> None:
    comparison = ScoreComparison(engine=_best_only)
    found = [d for case in score_cases() for d in comparison(case)]
    # only the default reading differs, and only where some bonus beyond the 25 holds (an opponent with 0 or 1 HOME)
    assert found and all("defaults" in d.case for d in found)
