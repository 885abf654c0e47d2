"""render_state: the header, one line per player, the waiting claim and the round result, as plain text."""

from __future__ import annotations

import sys

from rulebook.forbidden.commands.play_render import render_state
from rulebook.forbidden.state import Pile, Player, State
from tests.forbidden.play_builders import (
    cards,
    example_claim,
    fresh_round,
    in_phase,
    round_result,
)
from tests.hash_seeds import seed_dependent


def test_claim_state_lines() -> None:
    lines = render_state(example_claim()).splitlines()
    # 100 cards: chest 4, hands 13 + 13 + 9 + 12, laid 3, table F 1, pile 3, claimed 2 -> draw pile 40.
    assert lines[0] == "round 3 · dealer P0 · P1's claim waits for blocks · draw pile 40 · chest 4"
    assert len(lines) == 1 + 4 + 1
    assert lines[1].startswith("  P0  13 cards  G5 G5 G5 G5 G7")
    assert "pile B7 F× B8" in lines[1]
    assert lines[2].startswith("> P1  13 cards  R2 R2 R3")
    assert lines[3].startswith("  P2  9 cards   R7 R7")
    assert "laid [B2* B2 B2]" in lines[3]
    assert "score -5" in lines[3]
    assert "F on table 1" in lines[3]
    assert lines[4].startswith("  P3  12 cards  G2")
    assert "blocks 1" in lines[4]
    assert lines[5] == "claim: P1 takes B4 from pile 2, B5 from pile 3 with B3 from hand · declined: P2"


def test_columns_line_up() -> None:
    lines = render_state(example_claim()).splitlines()[1:5]
    assert len({line.index("pile ") for line in lines}) == 1
    assert len({line.index("score ") for line in lines}) == 1


def test_whole_rendering_of_a_small_state() -> None:
    state = State(
        players=(
            Player(cards("R2 W"), piles=(Pile(("G3", "F", "B5"), crosswise=1), Pile())),
            Player(cards("EM"), piles=(Pile(("R7",)), Pile(("F",))), score=12, skip_next_turn=True),
        ),
        draw_pile=("B2", "B3"),
        chest=cards("F F"),
        dealer=0,
        turn=1,
        phase="discard",
        round=2,
    )
    assert render_state(state) == "\n".join(
        [
            "round 2 · dealer P0 · P1 to discard or go Cheng · draw pile 2 · chest 2",
            "  P0  2 cards  R2 W  piles G3 F× B5 | -  score 0",
            "> P1  1 card   EM    piles R7 | F        score 12  skips next turn",
        ]
    )


def test_two_player_piles_are_separated() -> None:
    text = render_state(fresh_round(2))
    assert "piles G2 | G2" in text


def test_round_result_line() -> None:
    state = in_phase(fresh_round(3), "round-over", result=round_result([-10, 0, 45], cheng_player=2, chest_won=True))
    lines = render_state(state).splitlines()
    assert lines[0].startswith("round 1 · dealer P0 · round over, P1 to deal · ")
    assert lines[-1] == "result: Cheng by P2 · round scores P0 -10, P1 +0, P2 +45 · chest won"
    assert not any(line.startswith(">") for line in lines)


def test_draw_pile_empty_result_line() -> None:
    state = in_phase(fresh_round(2), "round-over", result=round_result([0, 0]))
    assert render_state(state).splitlines()[-1] == "result: draw pile empty · round scores P0 +0, P1 +0"


def test_game_over_names_the_winner() -> None:
    state = fresh_round(2, scores=[160, 90])
    state = in_phase(state, "game-over", result=round_result([35, -5], cheng_player=0))
    assert (
        render_state(state).splitlines()[0]
        == "round 1 · dealer P0 · game over, P0 wins with 160 · draw pile 65 · chest 2"
    )


def test_rendering_is_the_same_bytes_under_two_hash_seeds() -> None:
    # Rendered twice in one process, an order taken from hash() would match itself; two processes under different
    # PYTHONHASHSEED tell (tests/hash_seeds.py).
    script = (
        "import sys\n"
        "from tests.hash_seeds import digest_lines\n"
        "from tests.forbidden.play_builders import example_claim\n"
        "from rulebook.forbidden.commands.play_render import render_state\n"
        "sys.stdout.write(digest_lines([('claim', render_state(example_claim()))]))\n"
    )
    assert seed_dependent([sys.executable, "-c", script]) == []
