"""The engine's play: legal actions and their effects (rulebook "Course of Play", "Exposing a Combination",
"Exhausted Draw Pile", "End of the Round", "Optional Rules"; rules ``tzq.turn.*``, ``tzq.draw.exhausted``,
``tzq.round.mahjong``, ``tzq.game.rounds``).

Positions are built by hand (:func:`position`): the cards named go where the test says, the rest of the deck
fills the draw pile below the named top cards, so every position holds the 54 cards and passes the validator.
"""

from __future__ import annotations

import random

import pytest

from rulebook.tzq.actions import Chow, Combine, Discard, Draw, NextRound, parse_action
from rulebook.tzq.cards import KIND_INDEX, Cards, deck
from rulebook.tzq.engine.play import IllegalActionError, apply, game_winners, legal_actions, new_game
from rulebook.tzq.reading import Reading
from rulebook.tzq.state import Phase, Player, State, evolve
from rulebook.tzq.validate import violations

TWO_POINTS = Reading(mahjong_minimum="two-points")
DRAWN = Reading(round_exhausted="drawn")
WHEN_NEEDED = Reading(draw_reshuffle="when-needed")
MUST_INCLUDE = Reading(pung_drawn_card="must-include")


def position(
    hands: tuple[str, str],
    *,
    piles: tuple[str, str] = ("", ""),
    discard: str = "",
    draw_top: str = "",
    rest_to_discard: bool = False,
    last_discarded: int = 0,
    turn: int = 0,
    phase: Phase = "start",
    taken: str | None = None,
    round_number: int = 1,
    totals: tuple[int, int] = (0, 0),
) -> State:
    """A position with these hands, score piles, discard pile (bottom first) and top of the draw pile.

    The deck's other cards follow ``draw_top`` in the draw pile, or with ``rest_to_discard`` go to the bottom of
    the discard pile (leaving the draw pile as ``draw_top`` alone).
    """
    named = [*" ".join(hands).split(), *" ".join(piles).split(), *discard.split(), *draw_top.split()]
    rest = list((deck() - Cards.of(named)).tokens())
    discard_pile = (*rest, *discard.split()) if rest_to_discard else tuple(discard.split())
    draw_pile = tuple(draw_top.split()) if rest_to_discard else (*draw_top.split(), *rest)
    state = State(
        players=(
            Player(Cards.of(hands[0].split()), tuple(piles[0].split()), totals[0]),
            Player(Cards.of(hands[1].split()), tuple(piles[1].split()), totals[1]),
        ),
        draw_pile=draw_pile,
        discard_pile=discard_pile,
        last_discarded=last_discarded,
        turn=turn,
        phase=phase,
        taken=taken,
        round=round_number,
    )
    assert violations(state) == []
    return state


def texts(state: State, reading: Reading | None = None) -> list[str]:
    return [str(action) for action in legal_actions(state, reading or Reading())]


OTHER = "1b 2c 3d 8b 8c"
"""The opponent's hand in most positions (no part in the tests)."""


def test_new_game_deals_five_each() -> None:
    # Setup: five cards each, the other 44 of the 54 in the draw pile; the chosen first player starts.
    state = new_game(seed=3, first_player=1)
    assert [len(player.hand) for player in state.players] == [5, 5]
    assert len(state.draw_pile) == 54 - 10
    assert (state.turn, state.phase, state.round, state.discard_pile) == (1, "start", 1, ())
    assert violations(state) == []
    assert new_game(seed=3, first_player=1) == state  # reproducible from the seed


def test_a_round_start_offers_only_the_draw() -> None:
    # The discard pile is empty at a round's start: nothing to chow.
    assert texts(new_game(seed=1)) == ["draw"]


def test_chow_takes_the_top_card_when_it_makes_a_combination() -> None:
    # Hand 4a 5b E E 9a; the previous turn discarded 6c (a Draw: one card). 4a 5b 6c is a run: chow 6c.
    state = position(("4a 5b E E 9a", OTHER), discard="7d 6c", last_discarded=1)
    assert texts(state) == ["chow 6c", "draw"]
    # 7d is under the top card: not takeable (only the top card after a Draw).
    with pytest.raises(IllegalActionError, match=r"tzq\.turn\.actions"):
        apply(state, Chow("7d"))


def test_chow_after_a_combination_takes_either_card_discarded() -> None:
    # The previous turn discarded two cards, 6c then E: either may be taken. 6c makes 4a 5b 6c; E makes E E E.
    state = position(("4a 5b E E 9a", OTHER), discard="7d 6c E", last_discarded=2)
    assert texts(state) == ["chow 6c", "chow E", "draw"]


def test_no_chow_without_a_combination_or_of_a_joker() -> None:
    # Top card 1c: 1c with 4a 5b E E 9a makes nothing. Top card T: a just-discarded joker is never used
    # (tzq.combination.joker), though 4a 5b T would be a run.
    assert texts(position(("4a 5b E E 9a", OTHER), discard="1c", last_discarded=1)) == ["draw"]
    state = position(("4a 5b E E 9a", OTHER), discard="T", last_discarded=1)
    assert texts(state) == ["draw"]
    with pytest.raises(IllegalActionError, match=r"tzq\.combination\.joker"):
        apply(state, Chow("T"))


def test_draw_then_discard_or_pung() -> None:
    # Hand 4a 5b E E 9a draws 6c: six cards. Draw: discard any of the kinds 4a 5b 6c 9a E (five texts).
    # Pung: the one combination 4a 5b 6c, keeping any of its three cards.
    state = apply(position(("4a 5b E E 9a", OTHER), draw_top="6c"), Draw())
    assert state.phase == "drawn"
    assert state.players[0].hand == Cards.of(["4a", "5b", "6c", "E", "E", "9a"])
    assert texts(state) == [
        "combine 4a 5b 6c keep 4a",
        "combine 4a 5b 6c keep 5b",
        "combine 4a 5b 6c keep 6c",
        "discard 4a",
        "discard 5b",
        "discard 6c",
        "discard 9a",
        "discard E",
    ]
    after = apply(state, Discard("9a"))
    # The Draw ends: 9a on top of the discard pile, five cards kept, the opponent's turn, one card takeable.
    assert after.discard_pile[-1] == "9a"
    assert after.players[0].hand == Cards.of(["4a", "5b", "6c", "E", "E"])
    assert (after.turn, after.phase, after.last_discarded) == (1, "start", 1)


def test_a_pung_holds_the_card_drawn_only_under_must_include() -> None:
    # Hand 6a 6b 6c 9a 9b draws 9c (the state records it as drawn). II. Make a Pung says nothing of the card
    # drawn: 6 6 6 and 9 9 9 are both Pungs by default; under pung.drawn-card=must-include only 9 9 9 holds the 9c.
    state = apply(position(("6a 6b 6c 9a 9b", OTHER), draw_top="9c"), Draw())
    assert (state.phase, state.drawn) == ("drawn", "9c")
    pungs = [text for text in texts(state) if text.startswith("combine")]
    assert pungs == [*(f"combine 6a 6b 6c keep {k}" for k in ("6a", "6b", "6c")), "combine 9a 9b 9c keep 9a",
                     "combine 9a 9b 9c keep 9b", "combine 9a 9b 9c keep 9c"]  # fmt: skip
    must = [text for text in texts(state, MUST_INCLUDE) if text.startswith("combine")]
    assert must == ["combine 9a 9b 9c keep 9a", "combine 9a 9b 9c keep 9b", "combine 9a 9b 9c keep 9c"]
    with pytest.raises(IllegalActionError, match="must include the card drawn, 9c"):
        apply(state, Combine(("6a", "6b", "6c"), "6a"), MUST_INCLUDE)
    # The discard ends the turn: no card is recorded as drawn any more.
    assert apply(state, Discard("6a"), MUST_INCLUDE).drawn is None


def test_a_drawn_joker_must_be_and_may_be_used_under_must_include() -> None:
    # Hand 4a 5b 6c E S draws T: under must-include every Pung holds the T (4 5 T, 4 6 T, 5 6 T), never 4 5 6;
    # the joker was drawn, not "just discarded", so it may be used ("TZQ" Cards).
    state = apply(position(("4a 5b 6c E S", OTHER), draw_top="T"), Draw())
    combined = {text.rsplit(" keep ", 1)[0] for text in texts(state, MUST_INCLUDE) if text.startswith("combine")}
    assert combined == {"combine 4a 5b T", "combine 4a 6c T", "combine 5b 6c T"}


def test_exposing_a_combination_keeps_one_discards_two_and_refills() -> None:
    # Hand 4a 5b E E 9a draws 6c, combines 4a 5b 6c keeping 5b: 5b to the score pile, 4a 6c to the discard
    # pile (canonical order: 6c on top), the hand 9a E E refilled with the next two cards of the draw pile.
    state = apply(position(("4a 5b E E 9a", OTHER), draw_top="6c 7a 8a"), Draw())
    after = apply(state, parse_action("combine 6c 4a 5b keep 5b"))
    player = after.players[0]
    assert player.score_pile == ("5b",)
    assert after.discard_pile[-2:] == ("4a", "6c")
    assert player.hand == Cards.of(["9a", "E", "E", "7a", "8a"])
    assert (after.turn, after.phase, after.last_discarded) == (1, "start", 2)
    assert violations(after) == []


def test_a_chow_must_use_the_card_taken() -> None:
    # Hand 4a 5b E E T takes E: the combinations with E are E E E and E E T; 4a 5b T is not offered
    # (Make a Chow: the combination must include the card taken).
    state = apply(position(("4a 5b E E T", OTHER), discard="E", last_discarded=1), Chow("E"))
    assert (state.phase, state.taken, state.discard_pile) == ("taken", "E", ())
    assert texts(state) == ["combine E E E keep E", "combine E E T keep E", "combine E E T keep T"]
    with pytest.raises(IllegalActionError, match="card taken"):
        apply(state, Combine(("4a", "5b", "T"), "T"))


def test_refill_from_an_exhausted_draw_pile_keeps_the_two_just_discarded() -> None:
    # Exhausted Draw Pile, the rulebook's example: one card left when refilling after a combination. The draw
    # pile is 6c then 7a; the discard pile holds every other card. Draw 6c, combine 4a 5b 6c keeping 4a:
    # 5b 6c go on the discard pile; the refill takes 7a, then the discard pile less 5b 6c is shuffled (the
    # game's reshuffle 0: random.Random("0:0") on the sorted cards) and the refill takes its top card.
    state = position(("4a 5b E E 9a", OTHER), draw_top="6c 7a", rest_to_discard=True)
    old_discards = sorted(state.discard_pile, key=KIND_INDEX.__getitem__)
    after = apply(apply(state, Draw()), Combine(("4a", "5b", "6c"), "4a"))
    random.Random("0:0").shuffle(old_discards)
    assert after.discard_pile == ("5b", "6c")
    assert after.reshuffles == 1
    assert after.players[0].hand == Cards.of(["9a", "E", "E", "7a", old_discards[0]])
    assert after.draw_pile == tuple(old_discards[1:])
    assert violations(after) == []


def test_drawing_from_an_empty_draw_pile_shuffles_the_whole_discard_pile() -> None:
    # At a turn's start the draw pile is empty: the discard pile, all of it, becomes the draw pile.
    state = position(("4a 5b E E 9a", OTHER), rest_to_discard=True, discard="1a", last_discarded=1)
    cards = sorted(state.discard_pile, key=KIND_INDEX.__getitem__)
    random.Random("0:0").shuffle(cards)
    after = apply(state, Draw())
    assert after.discard_pile == ()
    assert after.players[0].hand == Cards.of(["4a", "5b", "E", "E", "9a", cards[0]])
    assert after.draw_pile == tuple(cards[1:])


def test_round_ends_drawn_when_the_draw_pile_runs_out_under_the_optional_rule() -> None:
    # round.exhausted=drawn: the Draw takes the last card; at the end of that turn the round ends, nobody scores.
    state = position(("4a 5b E E 9a", OTHER), draw_top="1a", rest_to_discard=True, totals=(3, 4))
    after = apply(apply(state, Draw(), DRAWN), Discard("1a"), DRAWN)
    assert (after.phase, after.winner) == ("round-over", None)
    assert [player.total for player in after.players] == [3, 4]
    assert violations(after) == []
    # Under the default the same turn passes to the opponent, the draw pile rebuilt when its last card was drawn.
    passed = apply(apply(state, Draw()), Discard("1a"))
    assert (passed.phase, passed.reshuffles, passed.discard_pile) == ("start", 1, ("1a",))


def test_the_draw_pile_is_rebuilt_as_soon_as_its_last_card_is_drawn() -> None:
    # "When the draw pile is exhausted, the cards of the Discard Pile are shuffled" (draw.reshuffle=when-emptied):
    # the Draw takes 1a, the pile's last card; at once the discards, the opponent's 9d on top, are shuffled.
    state = position(("4a 5b E E 9a", OTHER), draw_top="1a", rest_to_discard=True, discard="9d", last_discarded=1)
    cards = sorted(state.discard_pile, key=KIND_INDEX.__getitem__)
    random.Random("0:0").shuffle(cards)
    after = apply(state, Draw())
    assert after.players[0].hand == Cards.of(["4a", "5b", "E", "E", "9a", "1a"])
    assert (after.discard_pile, after.draw_pile, after.reshuffles) == ((), tuple(cards), 1)
    # Under when-needed nothing moves until a card is needed: the discard goes on the old pile, the 9d below it.
    later = apply(apply(state, Draw(), WHEN_NEEDED), Discard("1a"), WHEN_NEEDED)
    assert (later.draw_pile, later.reshuffles, later.discard_pile[-2:]) == ((), 0, ("9d", "1a"))
    assert violations(later) == []


def test_a_refill_that_takes_the_last_two_cards_rebuilds_the_pile_without_the_two_discards() -> None:
    # The refill after 4a 5b 6c (6c drawn) takes 7a and 7b, the last two cards: the pile is exhausted while the
    # player refills, so the two discards 5b 6c stay and the older discards are shuffled (the game's reshuffle 0).
    state = position(("4a 5b E E 9a", OTHER), draw_top="6c 7a 7b", rest_to_discard=True)
    older = sorted(state.discard_pile, key=KIND_INDEX.__getitem__)
    random.Random("0:0").shuffle(older)
    after = apply(apply(state, Draw()), Combine(("4a", "5b", "6c"), "4a"))
    assert after.players[0].hand == Cards.of(["E", "E", "9a", "7a", "7b"])
    assert (after.discard_pile, after.draw_pile, after.reshuffles) == (("5b", "6c"), tuple(older), 1)
    waiting = apply(apply(state, Draw(), WHEN_NEEDED), Combine(("4a", "5b", "6c"), "4a"), WHEN_NEEDED)
    assert (waiting.draw_pile, waiting.reshuffles, waiting.discard_pile[-2:]) == ((), 0, ("5b", "6c"))


def test_a_draw_from_a_pile_a_refill_emptied_leaves_that_combination_s_two_discards() -> None:
    # draw.reshuffle=when-needed: the refill after 4a 5b 6c took 7a and 7b, the last two cards, and nothing was
    # shuffled. The draw pile was exhausted while player 0 refilled, so when player 1 draws from it the new pile is
    # "rebuilt from the discarded cards minus the two cards discarded at the end of the Combination" (Exhausted
    # Draw Pile): the older discards alone (the game's reshuffle 0 on their sorted list), 5b and 6c left on the
    # discard pile; player 1 takes the new pile's top card.
    state = position(("4a 5b E E 9a", OTHER), draw_top="6c 7a 7b", rest_to_discard=True)
    older = sorted(state.discard_pile, key=KIND_INDEX.__getitem__)
    random.Random("0:0").shuffle(older)
    waiting = apply(apply(state, Draw(), WHEN_NEEDED), Combine(("4a", "5b", "6c"), "4a"), WHEN_NEEDED)
    drawn = apply(waiting, Draw(), WHEN_NEEDED)
    assert (drawn.turn, drawn.phase, drawn.reshuffles) == (1, "drawn", 1)
    assert drawn.discard_pile == ("5b", "6c")
    assert drawn.players[1].hand == Cards.of([*OTHER.split(), older[0]])
    assert drawn.draw_pile == tuple(older[1:])
    assert violations(drawn) == []
    # The same two cards on top after a Draw (one card discarded last): no combination's refill emptied the pile,
    # so the whole discard pile is shuffled.
    after_a_draw = position(("4a 5b E E 9a", OTHER), rest_to_discard=True, discard="6c 7a", last_discarded=1)
    assert apply(after_a_draw, Draw(), WHEN_NEEDED).discard_pile == ()


def test_the_fifth_combination_makes_mahjong_and_scores() -> None:
    # Score pile E E T T; the player draws the third joker and makes a Pung 4a 5b T keeping T: the pile is
    # E E T T T, the rulebook's worked example: Emperor +6, Pair +2, Characters +1 = 9, added to the total 3: 12.
    state = position(("4a 5b 7c 8d 9a", OTHER), piles=("E E T T", ""), draw_top="T", totals=(3, 0))
    after = apply(apply(state, Draw()), Combine(("4a", "5b", "T"), "T"))
    assert (after.phase, after.winner) == ("round-over", 0)
    assert after.players[0].score_pile == ("E", "E", "T", "T", "T")
    assert [player.total for player in after.players] == [12, 0]
    assert violations(after) == []
    # No action is legal once the round is over; next-round deals round 2, the other player first.
    assert texts(after) == []
    dealt = apply(after, NextRound())
    assert (dealt.round, dealt.turn, dealt.phase) == (2, 1, "start")
    assert [player.total for player in dealt.players] == [12, 0]
    assert [player.score_pile for player in dealt.players] == [(), ()]
    assert violations(dealt) == []


def test_mahjong_in_round_four_ends_the_game() -> None:
    # Goal of the Game: four rounds.
    state = position(("4a 5b 7c 8d 9a", OTHER), piles=("E E T T", ""), draw_top="T", round_number=4)
    after = apply(apply(state, Draw()), Combine(("4a", "5b", "T"), "T"))
    assert after.phase == "game-over"
    with pytest.raises(IllegalActionError):
        apply(after, NextRound())


def test_equal_totals_after_round_four_share_the_win_or_give_it_to_nobody() -> None:
    # The worked example's pile E E T T T scores 9 (Goal of the Game: four rounds); 3 + 9 = 12 against 12.
    state = position(("4a 5b 7c 8d 9a", OTHER), piles=("E E T T", ""), draw_top="T", round_number=4, totals=(3, 12))
    for reading, winners in ((Reading(), (0, 1)), (Reading(game_tie="no-winner"), ())):
        after = apply(apply(state, Draw(), reading), Combine(("4a", "5b", "T"), "T"), reading)
        assert ([p.total for p in after.players], after.phase) == ([12, 12], "game-over")
        assert game_winners(after, reading) == winners
    # One point apart there is one winner under both readings: 2 + 9 = 11 against 12.
    behind = position(("4a 5b 7c 8d 9a", OTHER), piles=("E E T T", ""), draw_top="T", round_number=4, totals=(2, 12))
    for reading in (Reading(), Reading(game_tie="no-winner")):
        after = apply(apply(behind, Draw(), reading), Combine(("4a", "5b", "T"), "T"), reading)
        assert game_winners(after, reading) == (1,)


@pytest.mark.parametrize(("first_player", "order"), [("alternate", [0, 1, 0, 1]), ("pairs", [0, 0, 1, 1])])
def test_each_player_starts_two_rounds_in_the_order_the_reading_says(first_player: str, order: list[int]) -> None:
    # Setup: round one's first player is chosen (player 0 here) and each player starts two of the four rounds:
    # A B A B by turns (round.first-player=alternate) or A A B B (pairs). Each round is ended by next-round from a
    # round-over position.
    reading = Reading.from_mapping({"round.first-player": first_player})
    state = new_game(seed=3)
    starters = [state.turn]
    for _ in range(3):
        state = apply(evolve(state, phase="round-over"), NextRound(), reading)
        starters.append(state.turn)
    assert starters == order


def test_mahjong_minimum_two_points() -> None:
    # Score pile 1a 3b 5c 7a; hand 9b 9c 2a 4d 6b, the discard 9d on top. A fifth combination 9b 9c 9d would
    # leave a pile of 1a 3b 5c 7a and a 9: no pair, no run of five, colours blue red green blue + (red, green or
    # white): 0 points whatever is kept. Under two-points the Chow is refused; by default it is offered.
    state = position(("9b 9c 2a 4d 6b", OTHER), piles=("1a 3b 5c 7a", ""), discard="9d", last_discarded=1)
    assert texts(state) == ["chow 9d", "draw"]
    assert texts(state, TWO_POINTS) == ["draw"]
    # Score pile 1a 2b 3c 4d; hand 5a 5b 7a 9a 9d takes 5c: the one combination with 5c is 5a 5b 5c, and
    # 1a 2b 3c 4d with any 5 is a Proud Dragon (6 points, any series), so every keep is legal under two-points.
    state = position(("5a 5b 7a 9a 9d", OTHER), piles=("1a 2b 3c 4d", ""), discard="5c", last_discarded=1)
    taken = apply(state, Chow("5c"), TWO_POINTS)
    assert texts(taken, TWO_POINTS) == [
        "combine 5a 5b 5c keep 5a",
        "combine 5a 5b 5c keep 5b",
        "combine 5a 5b 5c keep 5c",
    ]


def test_illegal_actions_name_the_rule() -> None:
    state = position(("4a 5b E E 9a", OTHER))
    with pytest.raises(IllegalActionError, match=r"tzq\.turn\.actions"):
        apply(state, Discard("4a"))
    drawn = apply(state, Draw())
    with pytest.raises(IllegalActionError, match=r"tzq\.combination"):
        apply(drawn, Combine(("4a", "E", "9a"), "E"))
    with pytest.raises(IllegalActionError, match=r"tzq\.turn\.actions"):
        apply(drawn, Draw())
