"""Who acts in Lao Pengh's play answers (``actor``): the one seat that may act, or null while several may."""

from __future__ import annotations

from rulebook.laopengh.actions import Reveal
from rulebook.laopengh.cards import parse_numbered
from rulebook.laopengh.commands.play import FRONT
from rulebook.laopengh.engine.play import apply, new
from rulebook.laopengh.reading import Reading

DEFAULT = Reading()


def test_reveals_are_everybody_s_until_one_player_is_left_then_the_lowest_number_places() -> None:
    state = new(3, 5, DEFAULT)
    assert FRONT.actor(state, DEFAULT) is None  # phase reveal: all three may lay a card face down
    state = apply(state, Reveal(0, parse_numbered("CY2/10")), DEFAULT)
    assert FRONT.actor(state, DEFAULT) is None  # players 1 and 2 still may
    state = apply(state, Reveal(1, parse_numbered("CB2/26")), DEFAULT)
    assert FRONT.actor(state, DEFAULT) == 2  # only player 2 has not revealed
    state = apply(state, Reveal(2, parse_numbered("CR2/18")), DEFAULT)
    # rule laopengh.round.order: the revealed cards are placed lowest order number first: 10 (P0), 18, 26
    assert (state.phase, FRONT.actor(state, DEFAULT)) == ("place", 0)
