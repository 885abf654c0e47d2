"""Who has won, as the state validator and the ``moves`` question hold it (issue 43; rules ``sorry.game.win``,
``sorry.team.win``).

Winning: the first player to get all four pawns HOME wins; under the team rules a team wins when both partners have
all eight HOME, and both win. A game goes on while nobody (no team) has; once over, exactly that colour (team) won.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.corpus.inputs import moves_input
from rulebook.sorry.engine.play import new
from rulebook.sorry.position import position_from_text
from rulebook.sorry.reading import Reading
from rulebook.sorry.validate import check_state, position_problems, state_problems, won

HOME4 = "home,home,home,home"


def test_who_has_won() -> None:
    assert won(position_from_text(f"R:{HOME4} Y:12"), "standard") == ["R"]
    assert won(position_from_text("R:S5,home,home,home Y:12"), "standard") == []
    # teams: red alone HOME has not won; red and yellow (partners) have, both; blue and red are no team
    assert won(position_from_text(f"R:{HOME4} B:4 Y:S1 G:"), "teams") == []
    assert won(position_from_text(f"R:{HOME4} B:4 Y:{HOME4} G:"), "teams") == ["R", "Y"]
    assert won(position_from_text(f"R:{HOME4} B:{HOME4} Y:S1 G:"), "teams") == []


def test_a_game_over_names_its_one_winner() -> None:
    standard = new(2, "standard", 1)  # red and yellow
    red_won = standard.evolve(pawns=position_from_text(f"R:{HOME4} Y:12"), phase="over", winners=("R",))
    assert state_problems(red_won, Reading()) == []
    # yellow named instead: yellow has no pawn HOME, red has all four
    assert len(state_problems(red_won.evolve(winners=("Y",)), Reading())) == 2
    # both colours all HOME: the game ended when the first got there, so this position is never reached
    both = red_won.evolve(pawns=position_from_text(f"R:{HOME4} Y:{HOME4}"))
    assert [problem for problem in state_problems(both, Reading()) if "one colour" in problem]
    teams = new(4, "teams", 1)
    team_won = teams.evolve(pawns=position_from_text(f"R:{HOME4} B: Y:{HOME4} G:"), phase="over", winners=("R", "Y"))
    assert state_problems(team_won, Reading()) == []
    # red named alone: a team wins, both partners
    with pytest.raises(InputError, match="one team, both partners"):
        check_state(team_won.evolve(winners=("R",)), Reading())


def test_the_moves_question_refuses_a_won_position() -> None:
    assert position_problems(position_from_text(f"R:{HOME4} B:3"), "standard") == ["R all HOME, yet the game goes on"]
    with pytest.raises(InputError, match="impossible position: 1 problem: R all HOME"):
        moves_input({"pawns": {"R": ["home"] * 4, "B": ["3"]}, "card": "5", "turn": "B"})
    # under the team rules red all HOME moves yellow's pawns: the question stands
    pawns = {"R": ["home"] * 4, "B": ["3"], "Y": ["10"], "G": []}
    assert moves_input({"pawns": pawns, "card": "5", "mode": "teams"})[3] == "teams"
