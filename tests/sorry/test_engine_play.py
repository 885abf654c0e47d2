"""The engine's play: setup, draw, move, the 2's second draw, reshuffles, the end, the team and points games.

The states are written by hand; the expected results are worked out in the comments from the rulebook's words and
docs/sorry-contract.md (Play). The shuffles are the contract's definition ("The deck and the shuffles"):
``random.Random(seed)`` shuffling the deck in :func:`rulebook.sorry.cards.deck` order (or the discard pile in its
order).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.actions import DRAW, Action, action_from_text
from rulebook.sorry.cards import card_key, deck
from rulebook.sorry.engine.play import IllegalActionError, apply, legal_actions, new
from rulebook.sorry.position import position_from_text
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import Mode, State, state_from_json, state_json

DEFAULT = Reading()


def game(
    pawns: str,
    *,
    mode: Mode = "standard",
    draw: str = "",
    discard: str = "",
    hands: tuple[str, ...] = (),
    turn: str = "R",
    card: str | None = None,
    seed: int = 0,
    turns: int = 0,
) -> State:
    """A state written by hand: cards as space-separated text, the phase from the mode and the card."""
    position = position_from_text(pawns)
    phase: Any = "play" if mode == "points" else ("move" if card is not None else "draw")
    return State(
        mode=mode,
        pawns=position,
        draw=tuple(draw.split()),
        discard=tuple(discard.split()),
        hands=tuple(tuple(hand.split()) for hand in hands) if hands else tuple(() for _ in position.colours),
        turn=turn,
        phase=phase,
        card=card,
        seed=seed,
        turns=turns,
    )


def move(text: str) -> Action:
    return Action("move", move=text)


def shuffled(cards: list[str], seed: int) -> list[str]:
    random.Random(seed).shuffle(cards)
    return cards


# --- setup ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seats"), [(2, ("R", "Y")), (3, ("R", "B", "Y")), (4, ("R", "B", "Y", "G"))])
def test_new_seats_the_colours_and_shuffles_the_deck(players: int, seats: tuple[str, ...]) -> None:
    state = new(players, "standard", 5)
    assert state.seats == seats and state.turn == "R"
    assert state.pawns.as_text() == " ".join(f"{colour}:" for colour in seats)  # every pawn in START
    assert state.draw == tuple(shuffled(list(deck("forty-five")), 5))
    assert (state.phase, state.card, state.discard, state.winners, state.seed, state.turns) == (
        "draw",
        None,
        (),
        (),
        5,
        0,
    )
    assert legal_actions(state) == [DRAW]
    # the vocabulary reads the state back as it is; a game without hands writes none
    data = state_json(state)
    assert data["hands"] == {}
    assert state_from_json(data, "forty-five") == state


def test_new_follows_the_deck_reading_and_the_team_rules() -> None:
    assert len(new(2, "standard", 1, Reading(deck_cards="forty-four")).draw) == 44
    assert len(new(2, "standard", 1, Reading(deck_cards="fifty-five")).draw) == 55
    teams = new(4, "teams", 3)
    assert teams.mode == "teams" and teams.seats == ("R", "B", "Y", "G") and teams.phase == "draw"


def test_new_points_game() -> None:
    # three pawns in START and one on the circle (R 4, B 19, Y 34); five cards dealt to each seat in turn from the
    # top, sorted; the rest is the draw pile; the first player plays from the hand
    state = new(3, "points", 9)
    cards = shuffled(list(deck("forty-five")), 9)
    assert state.pawns.as_text() == "R:4 B:19 Y:34"
    assert state.hands == tuple(tuple(sorted(cards[5 * i : 5 * i + 5], key=card_key)) for i in range(3))
    assert state.draw == tuple(cards[15:])
    assert (state.phase, state.turn, state.card) == ("play", "R", None)
    assert state_from_json(state_json(state), "forty-five") == state


@pytest.mark.parametrize(("players", "mode"), [(1, "standard"), (5, "standard"), (3, "teams"), (2, "solo")])
def test_new_refuses(players: int, mode: Any) -> None:
    with pytest.raises(InputError):
        new(players, mode, 0)


# --- a turn -----------------------------------------------------------------------------------------------------


def test_draw_then_move_then_the_next_seat() -> None:
    state = game("R:12 Y:", draw="5 3")
    assert legal_actions(state) == [DRAW]
    drawn = apply(state, DRAW)
    assert (drawn.card, drawn.draw, drawn.phase, drawn.turn) == ("5", ("3",), "move", "R")
    # the 5's one move: 12 + 5 = 17
    assert legal_actions(drawn) == [move("R 12-17")]
    after = apply(drawn, move("R 12-17"))
    assert after.pawns.as_text() == "R:17 Y:"
    assert (after.card, after.discard, after.phase, after.turn, after.turns) == (None, ("5",), "draw", "Y", 1)


def test_a_move_typed_loosely_is_read() -> None:
    drawn = game("R:12 Y:", card="5")
    assert apply(drawn, Action("move", move="r12-17")).pawns.as_text() == "R:17 Y:"
    assert apply(drawn, action_from_text("R 12 - 17")).pawns.as_text() == "R:17 Y:"


def test_a_lost_turn_is_a_pass_action() -> None:
    # all in START and a 3: the only action is pass, and the card is discarded all the same
    drawn = game("R: Y:10", card="3", discard="7")
    assert legal_actions(drawn) == [move("pass")]
    after = apply(drawn, move("pass"))
    assert (after.pawns, after.discard, after.turn, after.turns) == (drawn.pawns, ("7", "3"), "Y", 1)


def test_a_two_draws_again_moved_or_not() -> None:
    # 12 + 2 = 14: the same player draws again
    drawn = game("R:12 Y:", card="2", draw="8")
    assert legal_actions(drawn) == [move("R start-4"), move("R 12-14")]
    after = apply(drawn, move("R 12-14"))
    assert (after.turn, after.phase, after.turns) == ("R", "draw", 1)
    # a 2 that cannot be used (S5 + 2 is past HOME, nobody in START): pass, and still again
    stuck = game("R:S5,home,home,home Y:", card="2", draw="8")
    assert legal_actions(stuck) == [move("pass")]
    assert apply(stuck, move("pass")).turn == "R"
    # the 2013 edition: no second draw
    no_again = Reading(two_draw_again="no")
    assert apply(drawn, move("R 12-14"), no_again).turn == "Y"
    assert apply(stuck, move("pass"), no_again).turn == "Y"


def test_the_discard_pile_is_reshuffled_when_the_draw_pile_is_empty() -> None:
    state = game("R:12 Y:", discard="3 5 7 8", seed=11)
    pile = shuffled(["3", "5", "7", "8"], 11)
    after = apply(state, DRAW)
    assert (after.card, after.draw, after.discard, after.seed) == (pile[0], tuple(pile[1:]), (), 12)
    # a pile with cards left is not touched, nor the seed
    kept = apply(game("R:12 Y:", draw="10", discard="3 5", seed=11), DRAW)
    assert (kept.card, kept.draw, kept.discard, kept.seed) == ("10", (), ("3", "5"), 11)


def test_the_third_seat_follows_the_second() -> None:
    # three players: R, B, Y in turn, then R again
    state = game("R:12 B: Y:", card="5", turn="Y")
    assert apply(state, move("pass")).turn == "R"  # Y has nothing to move with a 5


# --- the end ----------------------------------------------------------------------------------------------------


def test_the_first_with_four_pawns_home_wins() -> None:
    state = game("R:S5,home,home,home Y:10", card="1")
    assert legal_actions(state) == [move("R S5-home")]
    over = apply(state, move("R S5-home"))
    assert (over.phase, over.winners, over.turns, over.card) == ("over", ("R",), 1, None)
    assert legal_actions(over) == []
    with pytest.raises(IllegalActionError, match="over"):
        apply(over, DRAW)
    # a 2 that wins ends the game: no second draw
    two = apply(game("R:S4,home,home,home Y:10", card="2"), move("R S4-home"))
    assert (two.phase, two.winners) == ("over", ("R",))


def test_the_team_with_eight_pawns_home_wins() -> None:
    # red all HOME; on red's turn a 1 takes yellow's last pawn HOME: both partners win, in seat order
    state = game("R:home,home,home,home B:10 Y:S5,home,home,home G:", mode="teams", card="1")
    assert legal_actions(state) == [move("Y S5-home")]
    over = apply(state, move("Y S5-home"))
    assert (over.phase, over.winners) == ("over", ("R", "Y"))
    # yellow's turn taking red's last pawn HOME: still red then yellow
    state = game("R:S5,home,home,home B:10 Y:home,home,home,home G:", mode="teams", card="1", turn="Y")
    assert apply(state, move("R S5-home")).winners == ("R", "Y")
    # red's four alone do not end the team game; blue plays next
    state = game("R:S5,home,home,home B:10 Y:20 G:", mode="teams", card="1")
    after = apply(state, move("R S5-home"))
    assert (after.phase, after.winners, after.turn) == ("draw", (), "B")
    # in the standard game with four players red's four do
    state = game("R:S5,home,home,home B:10 Y:20 G:", card="1")
    assert apply(state, move("R S5-home")).winners == ("R",)


# --- the points game --------------------------------------------------------------------------------------------


def test_points_plays_from_the_hand() -> None:
    # red 4, yellow 34. 3: 4 -> 7; 4: 4 -> 0; 7: 4 -> 11 (one pawn out, no split); 11: 4 -> 15 or the swap with
    # yellow 34 (red lands on 34, yellow's circle, no triangle); Sorry!: from START onto yellow 34.
    state = game("R:4 Y:34", mode="points", hands=("3 4 7 11 sorry", "1 1 2 5 8"), draw="10 12")
    assert [action.as_text() for action in legal_actions(state)] == [
        "play 3: R 4-7",
        "play 4: R 4-0",
        "play 7: R 4-11",
        "play 11: R 4-15",
        "play 11: R 4 swap Y 34",
        "play sorry: R start sorry Y 34",
    ]
    after = apply(state, action_from_text("play 3: R 4-7"))
    # the 3 is discarded, the top card (10) replaces it, sorted in; yellow plays next
    assert after.pawns.as_text() == "R:7 Y:34"
    assert after.hands == (("4", "7", "10", "11", "sorry"), ("1", "1", "2", "5", "8"))
    assert (after.draw, after.discard, after.turn, after.phase, after.turns) == (("12",), ("3",), "Y", "play", 1)


def test_points_discard_when_no_card_moves_or_only_an_elevens_swap() -> None:
    # red S5, 1 and two HOME. From 1 (d = 1) an 8 is S7, a 12 S11, an 11 S10: none moves, and S5 moves by none of
    # them; the Sorry! has nobody in START. The 11 may still swap red 1 with yellow 20 (red on 20, yellow on 1 --
    # red's triangle, but the opponent does not slide by default).
    state = game("R:1,S5,home,home Y:20", mode="points", hands=("8 8 11 12 sorry", "1 2 3 4 5"), draw="7")
    assert [action.as_text() for action in legal_actions(state)] == [
        "play 11: R 1 swap Y 20",
        "discard 8",
        "discard 11",
        "discard 12",
        "discard sorry",
    ]
    after = apply(state, action_from_text("discard 8"))
    # one 8 leaves for the discard pile, the 7 comes in; nothing moves; yellow's turn
    assert after.pawns == state.pawns
    assert after.hands[0] == ("7", "8", "11", "12", "sorry")
    assert (after.discard, after.draw, after.turn, after.turns) == (("8",), (), "Y", 1)
    swapped = apply(state, action_from_text("play 11: R 1 swap Y 20"))
    assert swapped.pawns.as_text() == "R:20,S5,home,home Y:1"


def test_points_swap_discard_must_swap_plays_the_swap() -> None:
    # The same hand as above (red 1, S5, two HOME; 8 8 11 12 sorry): its only move is the 11's swap of red 1 with
    # yellow 20. Under points.swap-discard=must-swap a swap is a move ("if none of your cards lets you move" does not
    # hold), so the swap must be played and no card may be discarded.
    reading = Reading(points_swap_discard="must-swap")
    state = game("R:1,S5,home,home Y:20", mode="points", hands=("8 8 11 12 sorry", "1 2 3 4 5"), draw="7")
    assert [action.as_text() for action in legal_actions(state, reading)] == ["play 11: R 1 swap Y 20"]
    with pytest.raises(IllegalActionError, match="must be played"):
        apply(state, action_from_text("discard 8"), reading)
    # a hand none of whose cards moves at all is discarded from under both options: with yellow off the track the
    # 11 has no swap either
    dead = game("R:1,S5,home,home Y:", mode="points", hands=("8 8 11 12 sorry", "1 2 3 4 5"), draw="7")
    for chosen in (DEFAULT, reading):
        assert [action.as_text() for action in legal_actions(dead, chosen)] == [
            "discard 8",
            "discard 11",
            "discard 12",
            "discard sorry",
        ]


def test_points_refuses_what_the_hand_does_not_allow() -> None:
    state = game("R:4 Y:34", mode="points", hands=("3 4 7 11 sorry", "1 1 2 5 8"), draw="10 12")
    # a card moves, so none may be discarded
    with pytest.raises(IllegalActionError, match="must be played"):
        apply(state, action_from_text("discard 3"))
    # a card not in the hand, a move the card does not have, a pass
    with pytest.raises(IllegalActionError, match="not in R's hand"):
        apply(state, action_from_text("play 5: R 4-9"))
    with pytest.raises(IllegalActionError, match="not a move of the 3"):
        apply(state, action_from_text("play 3: R 4-8"))
    with pytest.raises(IllegalActionError):
        apply(state, action_from_text("play 11: pass"))
    # the points game has no draw action
    with pytest.raises(IllegalActionError):
        apply(state, DRAW)


def test_points_two_plays_another_card() -> None:
    # 4 + 2 = 6 (the 2 cannot start: red's own pawn is on the circle)
    state = game("R:4 Y:34", mode="points", hands=("2 3 4 5 7", "1 1 2 5 8"), draw="10 12")
    assert legal_actions(state)[0].as_text() == "play 2: R 4-6"
    again = apply(state, action_from_text("play 2: R 4-6"))
    assert (again.turn, again.phase, again.hands[0]) == ("R", "play", ("3", "4", "5", "7", "10"))
    assert apply(state, action_from_text("play 2: R 4-6"), Reading(points_two="no-extra")).turn == "Y"


def test_points_replacement_from_a_reshuffled_discard_pile() -> None:
    # the draw pile is empty: the discard pile, with the 3 just played on top of it, is shuffled by the seed
    state = game("R:4 Y:34", mode="points", hands=("3 4 7 11 sorry", "1 1 2 5 8"), discard="12 10", seed=4)
    pile = shuffled(["12", "10", "3"], 4)
    after = apply(state, action_from_text("play 3: R 4-7"))
    assert after.hands[0] == tuple(sorted(["4", "7", "11", "sorry", pile[0]], key=card_key))
    assert (after.draw, after.discard, after.seed) == (tuple(pile[1:]), (), 5)


def test_points_win_keeps_the_hand_full() -> None:
    state = game("R:S5,home,home,home Y:34", mode="points", hands=("1 3 4 7 8", "1 1 2 5 8"), draw="10 12")
    # the 3, 7 and 8 cannot move S5, but the 1 (HOME) and the 4 (back to S1) can: no discard
    assert [action.as_text() for action in legal_actions(state)] == ["play 1: R S5-home", "play 4: R S5-S1"]
    with pytest.raises(IllegalActionError):
        apply(state, action_from_text("discard 3"))
    over = apply(state, action_from_text("play 1: R S5-home"))
    assert (over.phase, over.winners, over.hands[0]) == ("over", ("R",), ("3", "4", "7", "8", "10"))


# --- refusals ---------------------------------------------------------------------------------------------------


def test_illegal_actions_name_the_legal_ones() -> None:
    drawn = game("R:10,20,30,40 Y:", card="7")  # a 7 with four pawns out: many moves
    with pytest.raises(IllegalActionError) as caught:
        apply(drawn, move("R 10-18"))
    message = str(caught.value)
    count = len(legal_actions(drawn))
    assert count > 8
    assert f"the legal actions ({count})" in message and "R 10-17" in message and message.endswith("...")
    # the wrong kind of action for the phase
    with pytest.raises(IllegalActionError, match="drawn"):
        apply(game("R:12 Y:"), move("R 12-17"))
    with pytest.raises(IllegalActionError, match="start of a turn"):
        apply(drawn, DRAW)
    with pytest.raises(IllegalActionError, match="points game"):
        apply(drawn, action_from_text("play 7: R 10-17"))
    assert isinstance(IllegalActionError("x"), InputError)


# --- setup: the players' choices (Setup: "each player picks a colour", "choose who starts") ----------------------


def test_new_seats_the_colours_the_players_pick_and_who_starts() -> None:
    # blue and green picked, listed in any order: seated in the board's order of play (red, blue, yellow, green),
    # every pawn in START; green chosen to start
    state = new(2, "standard", 5, colours=["G", "blue"], first="green")
    assert state.seats == ("B", "G") and state.turn == "G"
    assert state.pawns.as_text() == "B: G:"
    assert state.draw == tuple(shuffled(list(deck("forty-five")), 5))  # the same shuffle as any game of seed 5
    # green plays, then play passes to the left: blue (the seat after the last is the first)
    drawn = apply(state, DRAW)
    assert drawn.turn == "G" and drawn.card == state.draw[0]
    moved = apply(drawn, legal_actions(drawn)[0])
    assert moved.turn == ("G" if drawn.card == "2" else "B")  # a 2 draws again (rule sorry.card.two-again)
    # without colours the default seats; without first the first colour in play, red whenever red plays
    assert new(3, "standard", 5, first="Y").seats == ("R", "B", "Y")
    assert new(3, "standard", 5, first="Y").turn == "Y"
    assert new(2, "standard", 5, colours=["Y", "B"]).turn == "B"
    assert new(4, "teams", 5, first="B").turn == "B"


def test_new_points_game_deals_by_seat_whoever_starts() -> None:
    # blue, yellow and green picked, yellow first: hands are dealt in seat order (blue the first five cards), one
    # pawn on each colour's circle (B 19, Y 34, G 49); the first player plays from the hand
    state = new(3, "points", 9, colours=["Y", "G", "B"], first="Y")
    cards = shuffled(list(deck("forty-five")), 9)
    assert state.pawns.as_text() == "B:19 Y:34 G:49"
    assert state.hands == tuple(tuple(sorted(cards[5 * i : 5 * i + 5], key=card_key)) for i in range(3))
    assert (state.phase, state.turn) == ("play", "Y")


@pytest.mark.parametrize(
    ("players", "mode", "colours", "first", "words"),
    [
        (2, "standard", ["R", "R"], None, "different colour"),  # not distinct
        (3, "standard", ["R", "Y"], None, "3 players pick 3 colours"),  # not the player count's
        (2, "standard", ["R", "purple"], None, "unknown colour"),  # not a colour of the board
        (2, "standard", None, "B", "colour in play"),  # blue does not play: red and yellow do
        (2, "standard", ["B", "G"], "R", "colour in play"),
        (4, "teams", ["R", "Y"], None, "all four colours"),  # the team rules pair red-yellow and blue-green
    ],
)
def test_new_refuses_what_setup_does_not_allow(
    players: int, mode: Any, colours: list[str] | None, first: str | None, words: str
) -> None:
    with pytest.raises(InputError, match=words):
        new(players, mode, 0, colours=colours, first=first)
