"""``rulebook forbidden position``: can the deck give these cards? Worked by hand from the rulebook's Sections 2, 5.

Section 2: the deck holds four of each number card, nine Forbidden cards, three wilds and one of each Royal card;
Section 5: a laid set is a pung, kong or run of one colour. The corpus replay is ``tests/test_question_commands.py``.
"""

from __future__ import annotations

import json

import pytest

from tests.hostile import run_cli


def answer(*argv: str) -> dict[str, object]:
    status, out, err = run_cli(["forbidden", "position", *argv, "--json"])
    assert status == 0 and err == "", err
    found: dict[str, object] = json.loads(out)
    return found


@pytest.mark.parametrize(
    ("argv", "possible"),
    [
        (("R2 R2 R2 R2",), True),  # four R2: the deck holds four
        (("R2 R2", "--laid", "R2 R2 R2"), False),  # five R2, hand and laid set together
        (("F F F F F", "--table-forbidden", "4"), True),  # nine Forbidden cards in all
        (("F F F F F F", "--table-forbidden", "4"), False),  # ten
        (("W W W W",), False),  # three wilds in the deck
        (("RO RO",), False),  # one Rooster
        (("G2 G2 G2", "--laid", "R2 R3 R5"), False),  # a run with a gap is no set
    ],
)
def test_the_deck_and_the_laid_sets_decide_a_position(argv: tuple[str, ...], possible: bool) -> None:
    assert answer(*argv)["position"] is possible


def test_the_text_says_why_cards_are_no_position_with_the_rule() -> None:
    status, out, _ = run_cli(["forbidden", "position", "W W W W"])
    assert status == 0
    assert "not a position of the game: too many copies of W: 4 given, the deck holds 3" in out
    assert "[forbidden.deck.composition]" in out
    _, out, _ = run_cli(["forbidden", "position", "G2 G2 G2", "--laid", "R2 R3 R5"])
    assert "forbidden.set.run" in out and "forbidden.deck.composition" not in out


@pytest.mark.parametrize(("argv", "culprit"), [(("R2 X9",), "X9"), (("R2", "--laid", "R2 Q"), "Q")])
def test_a_card_the_notation_does_not_know_is_bad_input(argv: tuple[str, ...], culprit: str) -> None:
    status, out, err = run_cli(["forbidden", "position", *argv])
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and culprit in err
