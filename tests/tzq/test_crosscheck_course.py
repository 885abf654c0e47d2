"""The cross-check of what actions lead to (``rulebook.tzq.crosscheck.course``): agreement, and that it can fail.

Each broken engine below breaks one rule of the rulebook in the engine the way a careless implementation would; the
comparison must find it on the sampled games.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from rulebook.tzq.crosscheck.course import CourseComparison, course_cases, cut_draw_pile
from rulebook.tzq.engine import play
from rulebook.tzq.engine.deal import take_cards
from rulebook.tzq.engine.play import new_game

GAMES = 4
"""One game for each pair of options of round.exhausted and draw.reshuffle."""


def disagreements() -> list[Any]:
    compare = CourseComparison()
    return [found for case in course_cases(GAMES, 7) for found in compare(case)]


def test_the_model_and_the_engine_agree_on_the_sampled_steps() -> None:
    assert disagreements() == []


def test_a_cut_draw_pile_keeps_every_card() -> None:
    state = new_game(seed=3)
    cut = cut_draw_pile(state, 1)
    assert len(cut.draw_pile) == 1 and len(cut.all_cards()) == len(state.all_cards()) == 54
    assert cut_draw_pile(cut, 2) is None  # nothing to cut


@contextmanager
def broken(name: str, replacement: Any) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(play, name, replacement)
        yield


def _refill_reshuffles_everything(
    state: Any, count: int, keep_top: int, reshuffles: bool, at_once: bool = False
) -> Any:
    # Exhausted Draw Pile: the two cards just discarded must stay; this engine shuffles them in too.
    return take_cards(state, count, 0, reshuffles, at_once)


def _never_at_once(state: Any, count: int, keep_top: int, reshuffles: bool, at_once: bool = False) -> Any:
    # draw.reshuffle=when-emptied: the pile is rebuilt as soon as it is exhausted; this engine waits.
    return take_cards(state, count, keep_top, reshuffles, False)


@pytest.mark.parametrize(
    ("name", "replacement"),
    [
        ("take_cards", _refill_reshuffles_everything),
        ("take_cards", _never_at_once),
        ("ROUNDS", 5),  # Goal of the Game: four rounds; this engine plays a fifth
    ],
)
def test_a_broken_engine_is_caught(name: str, replacement: Any) -> None:
    with broken(name, replacement):
        assert disagreements()
