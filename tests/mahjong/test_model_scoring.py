"""The Z3 scoring and settlement model of classical mahjong, against hand-worked examples and against the engine.

Every hand-worked value is checked on BOTH encodings; the arithmetic is in the comments, from the rulebook's
"Punctuation" tables (pung on the table 2 simples / 4 terminals-honours, in hand 4 / 8; kong 8 / 16 on the table,
16 / 32 in hand; pair of dragon or wind 2; winner +10).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.core.verify.crosscheck import run_family
from rulebook.mahjong.crosscheck.scoring import (
    LoserComparison,
    SettleComparison,
    TableComparison,
    WinnerComparison,
    encodings,
    families,
    random_loser_hand,
    random_reading,
    random_seat,
    random_table,
    random_win,
    random_winning_hand,
    special_ready,
)
from rulebook.mahjong.engine.scoring import Score, Scorer
from rulebook.mahjong.engine.settlement import score_table, settle
from rulebook.mahjong.hand import Hand, Seat, Table, Win, make_hand
from rulebook.mahjong.model.hand import Model
from rulebook.mahjong.model.scoring import FIRST_DISCARD, FIRST_TILE, ModelScore, ScoringModel
from rulebook.mahjong.reading import DEFAULT, Reading

SOUTH = Seat("S")
EAST = Seat("E")


def both_winner(hand: Hand, seat: Seat, win: Win | None = None, reading: Reading = DEFAULT) -> tuple[object, ...]:
    """(points, doublings, special, score) of the winner — asserting the model and the engine agree."""
    model, engine = encodings(reading)
    mine = model.winner(hand, seat, win)
    theirs = engine.winner(hand, seat, win)
    figures = (mine.points, mine.doublings, mine.special, mine.score)
    assert figures == (theirs.points, len(theirs.doublings), theirs.special, theirs.score)
    return figures


def both_loser(hand: Hand, seat: Seat, reading: Reading = DEFAULT) -> tuple[int, int, int]:
    """(points, doublings, score) of a loser — asserting the model and the engine agree."""
    model, engine = encodings(reading)
    mine, theirs = model.loser(hand, seat), engine.loser(hand, seat)
    assert (mine.points, mine.doublings, mine.special, mine.score) == (
        theirs.points,
        len(theirs.doublings),
        theirs.special,
        theirs.score,
    )
    return mine.points, mine.doublings, mine.score


# --- sets and pairs ---------------------------------------------------------------------------------------------


def test_exposed_pung_of_simples_scores_2() -> None:
    # (555p) exposed 2 + chows 0 + pair 2s 0 + winner 10 = 12; three suits, no honours: no doubling.
    assert both_winner(make_hand("123m 456m 789s 22s", ["555p"]), SOUTH) == (12, 0, None, 12)


def test_concealed_pung_of_a_terminal_scores_8() -> None:
    # 999s in hand 8 + 10 = 18.
    assert both_winner(make_hand("999s 123m 456m 789p 55m"), SOUTH) == (18, 0, None, 18)


def test_exposed_kong_of_a_wind_scores_16() -> None:
    # (EEEE) exposed 16 + 10 = 26; East is not South's wind: no doubling.
    assert both_winner(make_hand("123m 456p 789s 55m", ["EEEE"]), SOUTH) == (26, 0, None, 26)


def test_concealed_kong_of_a_dragon_scores_32_and_doubles() -> None:
    # [RdRdRdRd] concealed 32 + 10 = 42; a dragon kong doubles: 84.
    hand = make_hand("123m 456p 789s 55m", concealed_kongs=["RdRdRdRd"])
    assert both_winner(hand, SOUTH) == (42, 1, None, 84)


def test_pair_of_a_dragon_scores_2_and_of_a_suit_nothing() -> None:
    # GdGd 2 + 10 = 12; 55m 0 + 10 = 10.
    assert both_winner(make_hand("123m 456p 789s 234s GdGd"), SOUTH) == (12, 0, None, 12)
    assert both_winner(make_hand("123m 456p 789s 234s 55m"), SOUTH) == (10, 0, None, 10)


def test_wind_pair_any_or_own() -> None:
    # NN: 2 + 10 = 12 under wind-pair=any; under own, North is not South's wind: 10; South's own SS: 12.
    hand = make_hand("123m 456p 789s 234s NN")
    own = Reading(wind_pair="own")
    assert both_winner(hand, SOUTH)[0] == 12
    assert both_winner(hand, SOUTH, reading=own)[0] == 10
    assert both_winner(make_hand("123m 456p 789s 234s SS"), SOUTH, reading=own)[0] == 12


def test_best_split_takes_the_pungs() -> None:
    # 111 222 333 444m 55m: pungs 8 + 4 + 4 + 4 + 10 = 30 (as chows 123 123 123: 4 + 10 = 14); one suit only, no
    # honours: x8 = 240.
    hand = make_hand("11122233344455m")
    assert both_winner(hand, SOUTH) == (30, 3, None, 240)
    split = ScoringModel().winner(hand, SOUTH).split
    assert split is not None and split in Model().hand_splits(hand)
    assert ("1m", "1m", "1m") in split


# --- doublings --------------------------------------------------------------------------------------------------


def test_own_wind_pung_doubles() -> None:
    # (WWW) exposed 4 + 10 = 14; West's own wind: 28; for South: 14.
    hand = make_hand("123m 456p 789s 55m", ["WWW"])
    assert both_winner(hand, Seat("W")) == (14, 1, None, 28)
    assert both_winner(hand, SOUTH) == (14, 0, None, 14)


def test_two_dragon_pungs_double_twice_or_once() -> None:
    # RdRdRd + GdGdGd in hand 8 + 8 + 10 = 26; each doubles: 26 x 4 = 104; double.dragons=once: 52.
    hand = make_hand("RdRdRd GdGdGd 123m 456p 55s")
    assert both_winner(hand, SOUTH) == (26, 2, None, 104)
    assert both_winner(hand, SOUTH, reading=Reading(dragon_doubles="once")) == (26, 1, None, 52)


def test_one_suit_with_honours_doubles() -> None:
    # EEE in hand 8 + 10 = 18; characters and a wind: x2 = 36; East's own wind too: x4 = 72.
    hand = make_hand("123m 456m 789m EEE 11m")
    assert both_winner(hand, SOUTH) == (18, 1, None, 36)
    assert both_winner(hand, Seat("E")) == (18, 2, None, 72)


PAIR_ONLY = Reading(one_suit_honours="pair")
"""Reading ``double.one-suit-honours=pair``: "with Dragons or Winds in a pair" — the honours are the pair alone."""


def test_one_suit_honours_as_the_pair_doubles_both_ways() -> None:
    # 111m in hand 8 + EE 2 + 10 = 20; characters and a wind, the wind its pair and no other honour: x2 = 40 under
    # either reading.
    hand = make_hand("123m 456m 789m 111m EE")
    assert both_winner(hand, SOUTH) == (20, 1, None, 40)
    assert both_winner(hand, SOUTH, reading=PAIR_ONLY) == (20, 1, None, 40)


def test_one_suit_honours_as_a_pung_doubles_only_under_any() -> None:
    # EEE in hand 8 + 10 = 18; any: x2 = 36. pair: the honours are a pung, not the pair, and there are honours, so
    # not the pure suit either: 18.
    hand = make_hand("123m 456m 789m EEE 11m")
    assert both_winner(hand, SOUTH) == (18, 1, None, 36)
    assert both_winner(hand, SOUTH, reading=PAIR_ONLY) == (18, 0, None, 18)


def test_one_suit_honour_pair_with_another_honour_set() -> None:
    # EEE in hand 8 + WW 2 + 10 = 20; any: x2 = 40. pair: an honour pair, but the pung of East is an honour besides
    # it: 20.
    hand = make_hand("123m 456m 789m EEE WW")
    assert both_winner(hand, SOUTH) == (20, 1, None, 40)
    assert both_winner(hand, SOUTH, reading=PAIR_ONLY) == (20, 0, None, 20)


def test_one_suit_honour_pair_with_an_honour_set_on_the_table() -> None:
    # EEE on the table 4 + SS 2 + 10 = 16 (South's own wind as a pair does not double); any: x2 = 32. pair: the
    # table's East pung is part of the hand, an honour besides the pair: 16.
    hand = make_hand("123m 456m 789m SS", ["EEE"])
    assert both_winner(hand, SOUTH) == (16, 1, None, 32)
    assert both_winner(hand, SOUTH, reading=PAIR_ONLY) == (16, 0, None, 16)


def test_pure_suit_is_the_same_under_either_reading() -> None:
    # 111m 8 + 222m 333m 444m 4 each + 10 = 30; one suit only: x8 = 240, under the limit 300.
    hand = make_hand("11122233344455m")
    assert both_winner(hand, SOUTH, reading=PAIR_ONLY) == (30, 3, None, 240)


def test_sets_on_the_table_count_for_one_suit() -> None:
    # An exposed chow of circles breaks the one suit: EEE 8 + 10 = 18, no doubling.
    assert both_winner(make_hand("456m 789m EEE 11m", ["123p"]), SOUTH) == (18, 0, None, 18)


def test_limit_and_its_readings() -> None:
    # Three dragon pungs in hand 24 + EE 2 + 10 = 36; three dragon doublings + one suit with honours: 36 x 16 = 576.
    hand = make_hand("RdRdRd GdGdGd WdWdWd 123m EE")
    assert both_winner(hand, SOUTH) == (36, 4, None, 300)
    assert both_winner(hand, SOUTH, reading=Reading(limit="500"))[3] == 500
    assert both_winner(hand, SOUTH, reading=Reading(limit="1000"))[3] == 576
    # double.dragons=once: 36 x 4 = 144.
    assert both_winner(hand, SOUTH, reading=Reading(dragon_doubles="once")) == (36, 2, None, 144)


def test_winner_bonus_10_or_20() -> None:
    # Nothing but the bonus: 10, or 20.
    hand = make_hand("123m 456p 789s 234s 55m")
    assert both_winner(hand, SOUTH, reading=Reading(winner_bonus="20")) == (20, 0, None, 20)
    # One suit only with bonus 20: (8 + 4 + 4 + 4 + 20) x 8 = 320 -> 300; under limit 500: 320.
    pure = make_hand("11122233344455m")
    assert both_winner(pure, SOUTH, reading=Reading(winner_bonus="20"))[3] == 300
    assert both_winner(pure, SOUTH, reading=Reading(winner_bonus="20", limit="500"))[3] == 320


ROUND_WIND = Reading(prevailing_wind="round-wind")
"""Reading ``double.prevailing-wind=round-wind``: a pung or kong of the round's wind doubles."""


def test_a_pung_of_the_round_wind_doubles_under_its_reading() -> None:
    # 123m 456p 789s + EEE in hand 8 + 55s 0 + 10 = 18; seat South, round East. none: 18; round-wind: x2 = 36.
    hand = make_hand("123m 456p 789s EEE 55s")
    seat = Seat("S", round_wind="E")
    assert both_winner(hand, seat) == (18, 0, None, 18)
    assert both_winner(hand, seat, reading=ROUND_WIND) == (18, 1, None, 36)
    # No round wind given: the reading has nothing to double.
    assert both_winner(hand, SOUTH, reading=ROUND_WIND) == (18, 0, None, 18)


def test_an_exposed_kong_of_the_round_wind_doubles_a_loser() -> None:
    # A loser, seat North, round West: WWWW exposed 16 + 111m in hand 8 = 24; round-wind: x2 = 48; none: 24.
    hand = make_hand("111m 5p 8s", ["WWWW"])
    seat = Seat("N", round_wind="W")
    assert both_loser(hand, seat) == (24, 0, 24)
    assert both_loser(hand, seat, ROUND_WIND) == (24, 1, 48)


def test_the_seat_and_round_wind_together_double_twice() -> None:
    # 123m 456p 789s + SSS exposed 4 + 55s + 10 = 14; South is the seat's and the round's wind: x2 (own) = 28 under
    # none, x2 x2 = 56 under round-wind.
    hand = make_hand("123m 456p 789s 55s", ["SSS"])
    seat = Seat("S", round_wind="S")
    assert both_winner(hand, seat) == (14, 1, None, 28)
    assert both_winner(hand, seat, reading=ROUND_WIND) == (14, 2, None, 56)


def test_a_table_must_share_one_round_wind() -> None:
    hands = (make_hand("123m 456p 789s 55s", ["SSS"]), *(make_hand("1m") for _ in range(3)))
    seats = (Seat("S", round_wind="E"), Seat("E", round_wind="E"), Seat("W"), Seat("N", round_wind="E"))
    with pytest.raises(InputError, match="one round wind for all"):
        score_table(Table(hands, seats, winner=0))
    with pytest.raises(InputError, match="unknown round wind"):
        Seat("S", round_wind="Rd")


DISCARD_EXPOSED = Reading(discard_pung="exposed")
"""Reading ``score.discard-pung=exposed``: the pung the winning discard completed scores as on the table."""


def test_a_pung_completed_by_the_winning_discard_under_both_readings() -> None:
    # 111m in hand 8 + chows 0 + 55s 0 + 10 = 18 (concealed). Won on a discard of 1m: under exposed the 1m pung is
    # the one it completed (1m is in no chow or pair): 4 + 10 = 14. Without a winning discard, 18 either way.
    hand = make_hand("111m 456p 789s 234s 55s")
    on_1m = Win(winning_discard="1m")
    assert both_winner(hand, SOUTH, on_1m) == (18, 0, None, 18)
    assert both_winner(hand, SOUTH, on_1m, DISCARD_EXPOSED) == (14, 0, None, 14)
    assert both_winner(hand, SOUTH, reading=DISCARD_EXPOSED) == (18, 0, None, 18)
    # Won on 5s, the pair's kind: no pung completed, 18.
    assert both_winner(hand, SOUTH, Win(winning_discard="5s"), DISCARD_EXPOSED) == (18, 0, None, 18)


def test_the_discard_goes_to_the_chow_when_it_fits_one() -> None:
    # 111m 123m: the winning 1m may have completed the chow 123m, so the pung 111m stays in hand: 8 + 10 = 18.
    hand = make_hand("111m 123m 789s 234s 55s")
    assert both_winner(hand, SOUTH, Win(winning_discard="1m"), DISCARD_EXPOSED) == (18, 0, None, 18)


def test_the_best_split_with_the_discard_pung_exposed() -> None:
    # 111222333m 55p EEE won on 1m, seat South. As pungs: 1m 8 + 2m 4 + 3m 4 + EEE 8 + 10 = 34, the 1m pung exposed
    # under exposed: 4 + 4 + 4 + 8 + 10 = 30. As three 123m chows the 1m is in a chow: EEE 8 + 10 = 18. Best: 30.
    hand = make_hand("111222333m 55p EEE")
    assert both_winner(hand, SOUTH, Win(winning_discard="1m"), DISCARD_EXPOSED) == (30, 0, None, 30)
    # Won on East: the EEE pung exposed, 8 + 4 + 4 + 4 + 10 = 30.
    assert both_winner(hand, SOUTH, Win(winning_discard="E"), DISCARD_EXPOSED) == (30, 0, None, 30)


def test_a_winning_discard_must_be_in_hand_and_not_the_first_tile() -> None:
    hand = make_hand("111m 456p 789s 234s 55s")
    with pytest.raises(InputError, match="among the tiles in hand"):
        ScoringModel().winner(hand, SOUTH, Win(winning_discard="9m"))
    with pytest.raises(InputError, match="the first tile is drawn"):
        Scorer().winner(hand, EAST, Win(first_tile=True, winning_discard="1m"))


AFTER_DOUBLING_BONUS = Reading(bonus_order="after-doubling")
"""Reading ``score.bonus-order=after-doubling``: the winner's 10 join the score once the points are doubled."""


def test_winner_bonus_before_or_after_the_doublings() -> None:
    # 111m 8 + 456p 0 + 789s 0 + (WWW) exposed 4 + RdRd 2 = 14, +10 = 24; seat West: one own-wind doubling.
    # before-doubling (default): 24 x 2 = 48. after-doubling: 14 x 2 + 10 = 38. The points shown are 24 either way.
    hand = make_hand("111m 456p 789s RdRd", ["WWW"])
    assert both_winner(hand, Seat("W")) == (24, 1, None, 48)
    assert both_winner(hand, Seat("W"), reading=AFTER_DOUBLING_BONUS) == (24, 1, None, 38)
    # Without a doubling the order cannot show: 123m 456p 789s 234s 55m is 0 + 10 = 10 both ways.
    plain = make_hand("123m 456p 789s 234s 55m")
    assert both_winner(plain, SOUTH, reading=AFTER_DOUBLING_BONUS) == (10, 0, None, 10)
    # A loser adds no bonus, so the order changes nothing: (WWW) 4, seat West doubles: 8.
    assert both_loser(make_hand("12m", ["WWW"]), Seat("W"), AFTER_DOUBLING_BONUS) == (4, 1, 8)


def test_winner_bonus_after_the_doublings_with_the_special_hands() -> None:
    # 111m 8 + 222m 4 + SSS 8 + RdRdRd 8 + 55p 0 = 28, +10 = 38; own wind and dragon: 2 doublings (x4).
    # special.order=after-doubling: 28 x 4 + 10 = 122, at least 150: 150 (default bonus order: 152, as above).
    hand = make_hand("111222m 55p SSS RdRdRd")
    assert both_winner(hand, SOUTH, Win(first_discard=True), AFTER_DOUBLING_BONUS) == (38, 2, FIRST_DISCARD, 150)
    # special.order=before-doubling: max(28, 150) = 150, x 4 = 600, + 10 = 610 -> limit 1000 keeps it.
    both = Reading(bonus_order="after-doubling", special_order="before-doubling", limit="1000")
    assert both_winner(hand, SOUTH, Win(first_discard=True), both) == (38, 2, FIRST_DISCARD, 610)
    # special.value=added, after-doubling: 122 + 150 = 272.
    added = Reading(bonus_order="after-doubling", special_value="added")
    assert both_winner(hand, SOUTH, Win(first_discard=True), added) == (38, 2, FIRST_DISCARD, 272)


# --- special hands ------------------------------------------------------------------------------------------------


def test_special_hands_at_least_and_added() -> None:
    plain = make_hand("123m 456p 789s 234s 55m")  # 10 points, score 10
    added = Reading(special_value="added")
    # East out on the first tile: at-least max(300, 10) = 300; added 310 -> limit 300; limit 500: 310.
    assert both_winner(plain, EAST, Win(first_tile=True)) == (10, 0, FIRST_TILE, 300)
    assert both_winner(plain, EAST, Win(first_tile=True), added)[3] == 300
    assert both_winner(plain, EAST, Win(first_tile=True), Reading(special_value="added", limit="500"))[3] == 310
    # Out on the first discard: at-least 150; added 160.
    assert both_winner(plain, SOUTH, Win(first_discard=True)) == (10, 0, FIRST_DISCARD, 150)
    assert both_winner(plain, SOUTH, Win(first_discard=True), added) == (10, 0, FIRST_DISCARD, 160)
    # A hand scoring more than the special value keeps its own score: 576 under limit 1000; added 726.
    big = make_hand("RdRdRd GdGdGd WdWdWd 123m EE")
    assert both_winner(big, SOUTH, Win(first_discard=True), Reading(limit="1000"))[3] == 576
    assert both_winner(big, SOUTH, Win(first_discard=True), Reading(limit="1000", special_value="added"))[3] == 726


BEFORE_DOUBLING = Reading(special_order="before-doubling")
"""Reading ``special.order=before-doubling``: the special value meets the points, and the doublings double it."""


def test_special_value_before_the_doubling_is_doubled() -> None:
    # 111m 8 + 222m 4 + SSS 8 (South's own wind) + RdRdRd 8 + 55p 0 + 10 = 38; own wind and dragon: 2 doublings.
    # after-doubling: 38 x 4 = 152, at least 150: 152. before-doubling: max(38, 150) = 150, x 4 = 600 -> limit 300.
    hand = make_hand("111222m 55p SSS RdRdRd")
    assert both_winner(hand, SOUTH, Win(first_discard=True)) == (38, 2, FIRST_DISCARD, 152)
    assert both_winner(hand, SOUTH, Win(first_discard=True), BEFORE_DOUBLING) == (38, 2, FIRST_DISCARD, 300)
    # Limit 1000: the 600 stands (the limit still comes last).
    wide = Reading(special_order="before-doubling", limit="1000")
    assert both_winner(hand, SOUTH, Win(first_discard=True), wide) == (38, 2, FIRST_DISCARD, 600)


def test_special_value_added_before_the_doubling() -> None:
    # 111m 8 + 234m 0 + 567p 0 + WdWdWd 8 + EE 2 + 10 = 28; one dragon pung: 1 doubling. Added after the doubling:
    # 56 + 150 = 206; added before: (28 + 150) x 2 = 356 -> limit 300; under limit 500, 356.
    hand = make_hand("111m 234m 567p WdWdWd EE")
    added = Reading(special_value="added")
    assert both_winner(hand, SOUTH, Win(first_discard=True), added) == (28, 1, FIRST_DISCARD, 206)
    both = Reading(special_value="added", special_order="before-doubling")
    assert both_winner(hand, SOUTH, Win(first_discard=True), both) == (28, 1, FIRST_DISCARD, 300)
    wide = Reading(special_value="added", special_order="before-doubling", limit="500")
    assert both_winner(hand, SOUTH, Win(first_discard=True), wide)[3] == 356


def test_special_order_is_the_same_without_a_doubling() -> None:
    # 10 points, no doubling: max(10, 150) = 150 whichever comes first.
    plain = make_hand("123m 456p 789s 234s 55m")
    assert both_winner(plain, SOUTH, Win(first_discard=True), BEFORE_DOUBLING) == (10, 0, FIRST_DISCARD, 150)


def test_only_east_wins_on_the_first_tile_and_a_non_winning_hand_is_refused() -> None:
    plain = make_hand("123m 456p 789s 234s 55m")
    with pytest.raises(InputError):
        ScoringModel().winner(plain, SOUTH, Win(first_tile=True))
    with pytest.raises(InputError, match="not a winning hand"):
        ScoringModel().winner(make_hand("123m 456p 789s 234s 5m6m"), SOUTH)
    with pytest.raises(InputError):
        ScoringModel(Reading(hand_sets="three")).winner(plain, SOUTH)


# --- losers -------------------------------------------------------------------------------------------------------


def test_loser_concealed_pung_and_honour_pair() -> None:
    # 111m in hand 8 + EE 2 = 10 (no bonus); loser-pairs=no: 8; wind-pair=own for South: EE 0 -> 8, for East: 10.
    hand = make_hand("111m 23p EE 5s 9s 77s Gd Wd")
    assert both_loser(hand, SOUTH) == (10, 0, 10)
    assert both_loser(hand, SOUTH, Reading(loser_pairs="no")) == (8, 0, 8)
    assert both_loser(hand, SOUTH, Reading(wind_pair="own")) == (8, 0, 8)
    assert both_loser(hand, Seat("E"), Reading(wind_pair="own")) == (10, 0, 10)


def test_loser_doublings_melds_and_four_alike_in_hand() -> None:
    # (9999s) exposed kong 16 + WWW in hand 8 + 5555p in hand as a concealed pung 4 + RdRd 2 = 30; West's own wind
    # doubles: 60; no suit doublings for a loser, whatever the suits.
    hand = make_hand("WWW 5555p RdRd 1m", ["9999s"])
    assert both_loser(hand, Seat("W")) == (30, 1, 60)
    # A dragon pung in a loser's hand doubles too: GdGdGd 8 + 2 (Rd pair) = 10, x2 = 20.
    assert both_loser(make_hand("GdGdGd RdRd 123m 47p 9s 1s"), SOUTH) == (10, 1, 20)


# --- settlement ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "winner", "east", "net"),
    [
        # East (player 0) wins 40: each loser pays 2 x 40 (+240). Between losers: 1 gets 8 - 0 from 2, pays 20 - 8
        # to 3: -80 + 8 - 12 = -84; 2: -80 - 8 - 20 = -108; 3: -80 + 12 + 20 = -48.
        ((40, 8, 0, 20), 0, 0, (240, -84, -108, -48)),
        # East (player 1) loses: pays 2 x 40 to the winner, gets 2 x 8 from 2, pays 2 x 12 to 3: -88; the winner
        # 80 + 40 + 40 = 160; 2: -40 - 16 - 20 = -76; 3: -40 + 24 + 20 = 4.
        ((40, 8, 0, 20), 0, 1, (160, -88, -76, 4)),
        # Equal losers pay each other nothing: each pays the winner 10, East (3) double.
        ((10, 6, 6, 6), 0, 3, (40, -10, -10, -20)),
        # A drawn hand: nobody pays.
        ((40, 8, 0, 20), None, 2, (0, 0, 0, 0)),
    ],
)
def test_settlement_hand_worked(scores: tuple[int, ...], winner: int | None, east: int, net: tuple[int, ...]) -> None:
    assert ScoringModel().settle(scores, winner, east) == net
    assert settle(scores, winner, east) == net


EAST_WINNER_ONLY = Reading(east_double="winner")
"""Reading ``settle.east-double=winner``: East's double only in the payment with the winner."""


@pytest.mark.parametrize(
    ("scores", "winner", "east", "net"),
    [
        # East (player 1) loses: pays 2 x 40 to the winner, and single with the other losers: gets 8 - 0 = 8 from
        # 2, pays 20 - 8 = 12 to 3: -80 + 8 - 12 = -84. Winner 80 + 40 + 40 = 160; 2: -40 - 8 - 20 = -68;
        # 3: -40 + 12 + 20 = -8.
        ((40, 8, 0, 20), 0, 1, (160, -84, -68, -8)),
        # East (player 0) wins: still paid double by every loser (+240), and no loser is East, so the losers'
        # differences are as under every: 1: -80 + 8 - 12 = -84; 2: -80 - 8 - 20 = -108; 3: -80 + 12 + 20 = -48.
        ((40, 8, 0, 20), 0, 0, (240, -84, -108, -48)),
        # The witness: winner 0 scores 0, East (1) scores 0 and pays player 3 the difference 1 single (-1); player
        # 2 pays 1 to 3 (-1); 3 gets 2.
        ((0, 0, 0, 1), 0, 1, (0, -1, -1, 2)),
    ],
)
def test_settlement_east_double_with_the_winner_only(
    scores: tuple[int, ...], winner: int | None, east: int, net: tuple[int, ...]
) -> None:
    assert ScoringModel(EAST_WINNER_ONLY).settle(scores, winner, east) == net
    assert settle(scores, winner, east, EAST_WINNER_ONLY) == net


def test_settlement_witness_under_the_default() -> None:
    # Scores 0, 0, 0, 1, winner 0, East 1: East pays player 3 the difference 1 doubled (-2), player 2 pays 1 (-1),
    # player 3 gets 2 + 1 = 3; the winner's score is 0, so nobody pays him.
    assert ScoringModel().settle((0, 0, 0, 1), 0, 1) == (0, -2, -1, 3)
    assert settle((0, 0, 0, 1), 0, 1) == (0, -2, -1, 3)


def test_table_settles_east_single_with_losers_under_the_reading() -> None:
    # The table below under settle.east-double=winner: scores 28, 10, 0, 20, winner 0, East 1. Winner: 56 + 28 +
    # 28 = 112. East: -56 + 10 (from 2) - 10 (to 3) = -56. 2: -28 - 10 - 20 = -58. 3: -28 + 10 + 20 = 2.
    winner = make_hand("123m 456p 789s 55m", ["WWW"])
    losers = (make_hand("111m 23p EE 5s 9s 77s Gd Wd"), make_hand("234m 678m 2p 3p 4p 5s 6s 8s 9s"))
    loser_3 = make_hand("GdGdGd RdRd 789m 47p 9s 1s 5m")
    seats = (Seat("W"), Seat("E"), Seat("S"), Seat("N"))
    table = Table((winner, *losers, loser_3), seats, winner=0)
    assert ScoringModel(EAST_WINNER_ONLY).table(table)[1] == (112, -56, -58, 2)
    assert score_table(table, EAST_WINNER_ONLY).net == (112, -56, -58, 2)


def test_table_scores_and_settles_like_the_engine() -> None:
    winner = make_hand("123m 456p 789s 55m", ["WWW"])  # West's own wind: (4 + 10) x 2 = 28
    loser_1 = make_hand("111m 23p EE 5s 9s 77s Gd Wd")  # 10
    loser_2 = make_hand("234m 678m 2p 3p 4p 5s 6s 8s 9s")  # 0
    loser_3 = make_hand("GdGdGd RdRd 789m 47p 9s 1s 5m")  # 20
    seats = (Seat("W"), Seat("E"), Seat("S"), Seat("N"))
    table = Table((winner, loser_1, loser_2, loser_3), seats, winner=0)
    scores, net = ScoringModel().table(table)
    assert [score.score for score in scores if score is not None] == [28, 10, 0, 20]
    # Winner: 2 x 28 from East + 28 + 28 = 112. East: -56 + 2 x 10 - 2 x 10 = -56. 2: -28 - 20 - 20 = -68.
    # 3: -28 + 20 + 20 = 12.
    assert net == (112, -56, -68, 12)
    assert net == score_table(table).net
    drawn = Table(table.hands, seats, winner=None)
    assert ScoringModel().table(drawn) == ((None,) * 4, (0, 0, 0, 0))


# --- model against engine on random cases -------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_winning_hands_agree(rng: random.Random) -> None:
    reading = random_reading(rng)
    seat = random_seat(rng)
    win = random_win(rng, seat)
    case = (special_ready(random_winning_hand(rng, reading.sets), win), seat, win, reading)
    assert WinnerComparison()(case) == []


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_losing_hands_agree(rng: random.Random) -> None:
    assert LoserComparison()((random_loser_hand(rng), random_seat(rng), random_reading(rng))) == []


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_tables_agree(rng: random.Random) -> None:
    reading = random_reading(rng)
    assert TableComparison()((random_table(rng, reading), reading)) == []


@settings(max_examples=100, deadline=None)
@given(
    st.tuples(*[st.integers(0, 1000)] * 4) | st.tuples(*[st.sampled_from([0, 8, 40])] * 4),
    st.none() | st.integers(0, 3),
    st.integers(0, 3),
)
def test_random_settlements_agree(scores: tuple[int, ...], winner: int | None, east: int) -> None:
    for reading in (Reading(), EAST_WINNER_ONLY):
        assert SettleComparison()((scores, winner, east, reading)) == []
        assert sum(ScoringModel(reading).settle(scores, winner, east)) == 0


def test_crosscheck_families_run_clean() -> None:
    for family in families(12, seed=5):
        result = run_family(family, progress=False)
        assert result.checked == family.total
        assert result.ok, result.minimal


class _NoDragonDoubling(Scorer):
    """A deliberately broken engine: dragon pungs never double."""

    def _doublings(self, pung_kinds: list[str], seat: Seat) -> list[str]:
        return [d for d in super()._doublings(pung_kinds, seat) if d != "mahjong.double.dragons"]


class _NoLimit(Scorer):
    """A deliberately broken engine: no limit."""

    def winner(self, hand: Hand, seat: Seat, win: Win | None = None) -> Score:
        score = super().winner(hand, seat, win)
        return Score(score.items, score.bonus, score.points, score.doublings, score.special, 10**6, score.split)


@pytest.mark.parametrize("broken", [_NoDragonDoubling, _NoLimit])
def test_a_broken_engine_is_caught(broken: type[Scorer]) -> None:
    hand = make_hand("RdRdRd GdGdGd WdWdWd 123m EE")
    found = WinnerComparison(broken)((hand, SOUTH, Win(), DEFAULT))
    assert found, "the cross-check missed a broken engine"
    assert isinstance(ScoringModel().winner(hand, SOUTH), ModelScore)
