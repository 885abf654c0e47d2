"""The state validator's rules of the round's phases, and a read state's cards set aside (issue 43).

Sequence of Play: every player lays a card face down; once all have, the cards are turned up and placed in order.
So a reveal phase never has every card laid, and a place phase always has a card still to place. A state file may
leave out the cards set aside (``spec/laopengh-state.schema.json``): :func:`leftovers_aside` counts the deck's cards a
position does not show as aside, under either reading of the order numbers.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.actions import Reveal
from rulebook.laopengh.cards import Card
from rulebook.laopengh.engine.play import apply, new
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import State
from rulebook.laopengh.validate import check_state, leftovers_aside, read_problems, state_problems

DEFAULT = Reading()
STATED = Reading(deck_order_numbers="stated")


def revealed_by_all(reading: Reading = DEFAULT) -> State:
    """Three players' deal (seed 5) after each has laid their first card: phase place."""
    state = new(3, 5, reading)
    for player in range(3):
        state = apply(state, Reveal(player, state.hands[player][0]), reading)
    assert state.phase == "place"
    return state


def test_a_reveal_phase_with_every_card_laid_is_refused() -> None:
    state = revealed_by_all()
    assert state_problems(state, DEFAULT) == []
    # the same cards laid, but the phase still reveal: all three have laid theirs, so the placing has begun
    stalled = replace(state, phase="reveal", orders=())
    assert any("every player has revealed" in problem for problem in state_problems(stalled, DEFAULT))
    # one card laid of three: the others still reveal, nothing wrong
    one = apply(new(3, 5, DEFAULT), Reveal(0, new(3, 5, DEFAULT).hands[0][0]), DEFAULT)
    assert (one.phase, state_problems(one, DEFAULT)) == ("reveal", [])


def test_a_place_phase_with_no_card_to_place_is_refused() -> None:
    state = revealed_by_all()
    # nobody holds a revealed card, and the one order left is empty: it lists exactly those holding one (none),
    # yet a place phase with nothing to place is the next round's reveal
    empty = replace(state, revealed=(None, None, None), orders=((),))
    assert any("no revealed card left to place" in problem for problem in state_problems(empty, DEFAULT))


@pytest.mark.parametrize("reading", [DEFAULT, STATED], ids=["table", "stated"])
def test_the_cards_not_shown_are_laid_aside(reading: Reading) -> None:
    dealt = new(4, 8, reading)
    assert len(dealt.aside) == 54 - 4 * 6 - 3  # Setup: six a player, three piles, the rest aside
    laid = leftovers_aside(replace(dealt, aside=()), reading)
    # the same cards aside; under the table with the same numbers (a card's copies carry the table's two), under
    # stated with the numbers the position leaves free, lowest first (any theme number is one a card may carry)
    assert sorted(card.kind for card in laid.aside) == sorted(card.kind for card in dealt.aside)
    if reading.deck_order_numbers == "table":
        assert laid == dealt
    # five of player 3's cards left out too: they join the aside, and the position is still one a game reaches
    fewer = replace(dealt, aside=(), hands=(*dealt.hands[:3], dealt.hands[3][:1]))
    laid = leftovers_aside(fewer, reading)
    assert sorted(card.kind for card in laid.aside) == sorted(card.kind for card in (*dealt.aside, *dealt.hands[3][1:]))
    assert read_problems(fewer, reading) == []
    check_state(fewer, reading)


def test_a_card_shown_twice_is_still_refused_with_its_leftovers_aside() -> None:
    dealt = new(2, 1, DEFAULT)
    # player 1's first card also in player 0's hand: a card the deck holds once (a joker) or twice is one too many,
    # and its number is carried twice; laying the rest aside does not hide it
    extra = dealt.hands[1][0]
    twice = replace(dealt, aside=(), hands=(tuple(sorted((*dealt.hands[0], extra))), dealt.hands[1]))
    assert any("repeated" in problem for problem in read_problems(twice, DEFAULT))
    with pytest.raises(InputError, match="impossible state"):
        check_state(twice, DEFAULT)


def test_a_card_carrying_a_number_of_another_is_still_refused() -> None:
    # Under the table CY1 carries 7 or 8 (spec [deck.order]); a CY1/9 in hand takes CY2's 9: the leftovers keep the
    # table's numbers, and the card's wrong number is named
    dealt = new(2, 1, DEFAULT)
    wrong = replace(dealt, aside=(), hands=(tuple(sorted((*dealt.hands[0][:-1], Card("CY1", 9)))), dealt.hands[1]))
    assert any("another card's order number" in problem for problem in read_problems(wrong, DEFAULT))
