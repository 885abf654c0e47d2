"""The model's legal actions (rules ``tzq.turn.actions``, ``tzq.combination.joker``, ``tzq.round.mahjong``) on
hand-made positions, each worked out by hand from the rulebook's "Course of Play" and docs/tzq-contract.md (Play).

Every position holds all 54 cards (the rest of the deck is the draw pile), so it is one the game can reach.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.tzq.cards import Cards, deck
from rulebook.tzq.model.actions import legal_actions
from rulebook.tzq.reading import Reading
from rulebook.tzq.state import Phase, Player, State

OPPONENT = "2a 2b 2c 3a 3c"


def position(
    hand: str,
    phase: Phase = "start",
    discard_pile: Sequence[str] = (),
    last_discarded: int = 0,
    score_pile: Sequence[str] = (),
    taken: str | None = None,
    drawn: str | None = None,
) -> State:
    """Player 0 to play with ``hand``; player 1 holds :data:`OPPONENT`; the rest of the deck is the draw pile."""
    mine, theirs = Cards.of(hand.split()), Cards.of(OPPONENT.split())
    rest = deck() - mine - theirs - Cards.of([*discard_pile, *score_pile])
    return State(
        players=(Player(mine, tuple(score_pile)), Player(theirs)),
        draw_pile=rest.tokens(),
        discard_pile=tuple(discard_pile),
        last_discarded=last_discarded,
        turn=0,
        phase=phase,
        taken=taken,
        drawn=drawn,
    )


def test_start_of_a_round_only_draw() -> None:
    # An empty discard pile: nothing to chow; drawing is always open.
    assert legal_actions(position("4a E T 9c N")) == ("draw",)


def test_chow_the_discarded_east_with_the_joker() -> None:
    # Example 2: East and a joker in hand, East discarded by a Draw: E E T is a triplet with the taken East.
    assert legal_actions(position("4a E T 9c N", discard_pile=["E"], last_discarded=1)) == ("chow E", "draw")


def test_either_of_the_two_cards_a_combination_discarded() -> None:
    # The previous turn's combination put 5b and S on the discard pile. 5b: 4a 5b T is a run (the joker a 3 or a
    # 6). S: S with T needs another S; S with E or N is nothing. So chow 5b only.
    state = position("4a E T 9c N", discard_pile=["7d", "5b", "S"], last_discarded=2)
    assert legal_actions(state) == ("chow 5b", "draw")
    # After a Draw only the top card (S) may be taken: 5b below it is out of reach.
    state = position("4a E T 9c N", discard_pile=["7d", "5b", "S"], last_discarded=1)
    assert legal_actions(state) == ("draw",)


def test_a_discarded_joker_is_never_chowed() -> None:
    # E E 4a 5b 9c with a joker on top of the discard pile: E E T or 4a 5b T would be combinations, but the joker
    # has just been discarded.
    assert legal_actions(position("E E 4a 5b 9c", discard_pile=["T"], last_discarded=1)) == ("draw",)


def test_after_a_draw_discard_or_make_a_pung() -> None:
    # Six cards 4a 5b 6c E S N after the draw: a discard of each card, or the run 4a 5b 6c keeping any of the three.
    state = position("4a 5b 6c E S N", phase="drawn")
    assert legal_actions(state) == (
        "combine 4a 5b 6c keep 4a",
        "combine 4a 5b 6c keep 5b",
        "combine 4a 5b 6c keep 6c",
        "discard 4a",
        "discard 5b",
        "discard 6c",
        "discard E",
        "discard N",
        "discard S",
    )


def test_a_pung_with_two_copies_keeps_each_kind_once() -> None:
    # Six cards E E T 9a 9b 9c: the triplets E E T and 9a 9b 9c, 9s with the joker (9a 9b T, 9a 9c T, 9b 9c T),
    # and 9x T as a run? 9 T needs a second card 7 or 8 (7-8-9) or 8 and 10: none. A discard of each kind (E once).
    state = position("E E T 9a 9b 9c", phase="drawn")
    assert legal_actions(state) == (
        "combine 9a 9b 9c keep 9a",
        "combine 9a 9b 9c keep 9b",
        "combine 9a 9b 9c keep 9c",
        "combine 9a 9b T keep 9a",
        "combine 9a 9b T keep 9b",
        "combine 9a 9b T keep T",
        "combine 9a 9c T keep 9a",
        "combine 9a 9c T keep 9c",
        "combine 9a 9c T keep T",
        "combine 9b 9c T keep 9b",
        "combine 9b 9c T keep 9c",
        "combine 9b 9c T keep T",
        "combine E E T keep E",
        "combine E E T keep T",
        "discard 9a",
        "discard 9b",
        "discard 9c",
        "discard E",
        "discard T",
    )


def test_after_a_chow_the_combination_includes_the_card_taken() -> None:
    # Six cards E E T 4a 5b 9c after chowing E: E E T includes it; 4a 5b T does not, so it is not open; no
    # discard (a Chow ends with a combination).
    state = position("E E T 4a 5b 9c", phase="taken", discard_pile=["7d"], taken="E")
    assert legal_actions(state) == ("combine E E T keep E", "combine E E T keep T")


HAND = "1b 1c T 8a 2d W"
"""Combinations of these six cards: 1b 1c T (triplet 1), 1b 2d T and 1c 2d T (run 1-2-3); 8a, W make nothing."""
DISCARDS = ("discard 1b", "discard 1c", "discard 2d", "discard 8a", "discard T", "discard W")
KEEP_2D = ("combine 1b 2d T keep 2d", "combine 1c 2d T keep 2d")
ALL_COMBINES = (
    "combine 1b 1c T keep 1b",
    "combine 1b 1c T keep 1c",
    "combine 1b 1c T keep T",
    "combine 1b 2d T keep 1b",
    "combine 1b 2d T keep T",
    "combine 1c 2d T keep 1c",
    "combine 1c 2d T keep T",
    *KEEP_2D,
)


def test_mahjong_needs_two_points_under_the_optional_rule() -> None:
    # The fifth combination: the score pile holds 1a 3b 5c 7d (blue red green white). Keeping 1b or 1c makes a
    # Pair of 1s (+2); keeping T adds black: Five Elements (+4); keeping 2d scores nothing (1 2 3 5 7, two whites).
    state = position(HAND, phase="drawn", score_pile=["1a", "3b", "5c", "7d"])
    # The opponent's hand holds no 1a here: the score pile does.
    assert legal_actions(state) == tuple(sorted((*ALL_COMBINES, *DISCARDS)))
    two_points = Reading(mahjong_minimum="two-points")
    expected = tuple(sorted(action for action in (*ALL_COMBINES, *DISCARDS) if action not in KEEP_2D))
    assert legal_actions(state, two_points) == expected
    # Not the fifth combination (three cards on the pile): no minimum.
    state = position(HAND, phase="drawn", score_pile=["1a", "3b", "5c"])
    assert legal_actions(state, two_points) == tuple(sorted((*ALL_COMBINES, *DISCARDS)))


def test_no_action_once_the_round_is_over() -> None:
    assert legal_actions(position("4a E T 9c N", phase="round-over")) == ()
    assert legal_actions(position("4a E T 9c N", phase="game-over")) == ()


def test_a_pung_holds_the_card_drawn_under_must_include() -> None:
    # 6a 6b 6c 9a 9b 9c after drawing 9c. II. Make a Pung asks nothing of the drawn card: 6 6 6 and 9 9 9 (each
    # card kept in turn) and the six discards. Under pung.drawn-card=must-include the 9c is in every combination,
    # so 9 9 9 only.
    state = position("6a 6b 6c 9a 9b 9c", phase="drawn", drawn="9c")
    nines = [f"combine 9a 9b 9c keep {keep}" for keep in ("9a", "9b", "9c")]
    sixes = [f"combine 6a 6b 6c keep {keep}" for keep in ("6a", "6b", "6c")]
    discards = [f"discard {kind}" for kind in ("6a", "6b", "6c", "9a", "9b", "9c")]
    assert legal_actions(state) == tuple(sorted([*sixes, *nines, *discards]))
    assert legal_actions(state, Reading(pung_drawn_card="must-include")) == tuple(sorted([*nines, *discards]))
    # A drawn joker is no discarded one: 4a 5b 6c E S with T drawn makes 4 5 T, 4 6 T and 5 6 T, each holding it.
    joker = position("4a 5b 6c E S T", phase="drawn", drawn="T")
    made = {text.rsplit(" keep ", 1)[0] for text in legal_actions(joker, Reading(pung_drawn_card="must-include"))}
    assert made - {text for text in made if text.startswith("discard")} == {
        "combine 4a 5b T",
        "combine 4a 6c T",
        "combine 5b 6c T",
    }
