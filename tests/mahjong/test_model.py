"""The Z3 model of the winning-hand rule (solver/rulebook/mahjong/model/hand.py) against the rulebook.

Rulebook ``mahjong-classical.txt``, "Development of the game": "groups of 3 cards, which are of the same type
[pungs], or which are followed [chows] ... 4 groups of 3 ... and an extra couple [the pair]". Honours make no chows
and chows run 1-2-3 .. 7-8-9 within one suit (standard classical rules; rule-gaps.md, "Classical mahjong").
Every expected value is worked out by hand in a comment; none is copied from the model's output. The one-suit
counts are the published ones in rule-gaps.md.
"""

from __future__ import annotations

from functools import cache

import pytest

from rulebook.mahjong.model.hand import CHOW, PAIR, PUNG, STANDARD_FORM, Model, Split, rules
from rulebook.mahjong.tiles import ALL_KINDS, Tiles, parse_tiles


@cache
def model() -> Model:
    """One model shared by the tests, so each solver is built once."""
    return Model()


def split(*groups: str) -> tuple[tuple[str, ...], ...]:
    """A hand-written decomposition: each group in the tile notation, e.g. ``split("123m", "55p", "EEE")``."""
    return tuple(tuple(parse_tiles(group).kinds()) for group in groups)


def test_chows_pair_and_dragon_pung_win() -> None:
    # 123m, 456p, 789s are chows; RdRdRd a pung; EE the pair: four sets and a pair, 14 tiles.
    hand = parse_tiles("123m 456p 789s EE RdRdRd")
    assert model().is_winning(hand)
    assert model().decompositions(hand) == [split("123m", "456p", "789s", "EE", "RdRdRd")]


def test_three_pungs_or_three_chows() -> None:
    # 111222333m: the 1s are 111 or one to three 123 chows; with three 2s and 3s, either three pungs (111 222 333)
    # or three chows 123 123 123 (one chow + a pung of 1s leaves 11 2 3 short). 55p is the only pair possible and
    # EEE a pung: exactly two splits.
    hand = parse_tiles("111222333m 55p EEE")
    assert model().is_winning(hand)
    assert model().decompositions(hand) == [
        split("111m", "222m", "333m", "55p", "EEE"),
        split("123m", "123m", "123m", "55p", "EEE"),
    ]


def test_nine_gates_with_a_fourth_nine() -> None:
    # 1112345678999m + 9m. Only 1m (three) and 9m (four) can be the pair.
    # Pair 11: 1 left -> 123; 4..8 one each, four 9s -> 456, 789, 999. A winning split.
    # Pair 99: 1m three -> 111 (a 123 would need more 2s); 2 -> 234, 5 -> 567, then 8 99 is no set. Fails.
    # So one split only (docs/mahjong-contract.md, Winning; every nine-gates completion has exactly one).
    hand = parse_tiles("11123456789999m")
    assert model().is_winning(hand)
    assert model().decompositions(hand) == [split("11m", "123m", "456m", "789m", "999m")]


def test_nine_gates_with_a_fourth_one() -> None:
    # 1112345678999m + 1m. Pair 11: 1m two left need two 123 chows, but there is one 2. Fails.
    # Pair 99: four 1s -> 111 + 123; 456; 7 8 9 -> 789. One split.
    hand = parse_tiles("11112345678999m")
    assert model().decompositions(hand) == [split("111m", "123m", "456m", "789m", "99m")]


@pytest.mark.parametrize("rank", range(1, 10))
def test_nine_gates_wins_on_any_tile_of_its_suit(rank: int) -> None:
    # 1112345678999m waits on all nine ranks (the "nine gates"): e.g. +5 -> 111 234 55 678 999.
    assert model().is_winning(parse_tiles("1112345678999m") + parse_tiles(f"{rank}m"))


def test_thirteen_tiles_never_win() -> None:
    # Four sets and a pair are 4*3 + 2 = 14 tiles; a 13-tile hand is one short.
    assert not model().is_winning(parse_tiles("123m 456p 789s EE RdRd"))
    assert not model().is_complete(parse_tiles("123m 456p 789s EE RdRd"))


def test_honours_as_pungs() -> None:
    # EEE SSS WWW are pungs, NN the pair, 123p a chow.
    hand = parse_tiles("EEE SSS WWW NN 123p")
    assert model().is_winning(hand)
    assert model().decompositions(hand) == [split("123p", "EEE", "SSS", "WWW", "NN")]


@pytest.mark.parametrize("honours", ["E S W", "Rd Gd Wd", "S W N"])
def test_honours_make_no_chows(honours: str) -> None:
    # 123m 456p 789s EE are three sets and the pair; three different winds or dragons are no fourth set.
    assert not model().is_winning(parse_tiles(f"123m 456p 789s EE {honours}"))


@pytest.mark.parametrize("hand", ["123m 456m 89m 1p 111s 55s", "123m 456m 189m 111p 55s"])
def test_chows_stay_in_one_suit_and_do_not_wrap(hand: str) -> None:
    # 8m 9m 1p crosses suits; 8m 9m 1m wraps past 9: neither is a chow, and nothing else takes those tiles.
    assert not model().is_winning(parse_tiles(hand))


def test_complete_hands_of_other_sizes() -> None:
    # is_complete: every tile in a set, with one pair exactly when the size is 2 more than a multiple of 3.
    assert model().is_complete(parse_tiles("EE"))  # the pair alone
    assert model().is_complete(parse_tiles("123m EE"))
    assert model().is_complete(parse_tiles("EEE"))  # 3 tiles: one set, no pair
    assert model().is_complete(parse_tiles("123m"))
    assert not model().is_complete(parse_tiles("123m E"))  # 4 tiles: a set and a lone tile
    assert not model().is_complete(parse_tiles("EE SS"))  # 4 tiles: two pairs, no set
    # 17 tiles: five sets and a pair -- complete, but not a winning hand (four sets).
    big = parse_tiles("111m 222m 333m 444p 555p EE")
    assert model().is_complete(big)
    assert not model().is_winning(big)


def test_one_suit_sets_with_or_without_the_pair() -> None:
    # 123 456 789: three chows, no pair. 11 123: pair and chow. 1123 is neither (4 tiles).
    assert model().suit_complete([1] * 9, with_pair=False)
    assert not model().suit_complete([1] * 9, with_pair=True)
    assert model().suit_complete([3, 1, 1, 0, 0, 0, 0, 0, 0], with_pair=True)
    assert not model().suit_complete([2, 1, 1, 0, 0, 0, 0, 0, 0], with_pair=True)
    assert not model().suit_complete([2, 1, 1, 0, 0, 0, 0, 0, 0], with_pair=False)


def vectors(size: int, kinds: int = 9) -> list[tuple[int, ...]]:
    """Every one-suit count vector: nine counts of 0..4 (four tiles a kind) adding up to ``size``."""
    if size == 0:
        return [(0,) * kinds]
    if kinds == 0:
        return []
    return [(n, *rest) for n in range(min(size, 4) + 1) for rest in vectors(size - n, kinds - 1)]


@pytest.mark.parametrize(("size", "published"), [(2, 9), (3, 16), (5, 135)])
def test_one_suit_complete_vectors_match_published_counts(size: int, published: int) -> None:
    # rule-gaps.md, "Classical mahjong": complete one-suit vectors by tile count 2:9, 3:16, 5:135. By hand for 2 and
    # 3: nine pairs; nine pungs + seven chows (1-2-3 .. 7-8-9) = 16. A size 3k+2 needs the pair, 3k does not.
    with_pair = size % 3 == 2
    complete = [v for v in vectors(size) if model().suit_complete(v, with_pair=with_pair)]
    assert len(complete) == published


def test_vectors_enumerates_every_count_vector() -> None:
    # Two tiles over nine kinds: 9 pairs of one kind + C(9, 2) = 36 of two kinds = 45; three tiles: C(11, 3) = 165.
    assert (len(vectors(2)), len(vectors(3))) == (45, 165)


def test_every_rule_is_grouped_under_its_id() -> None:
    split_vars = Split.variables("t", ALL_KINDS)
    assert set(rules(split_vars, pairs=1, sets=4)) == {STANDARD_FORM, PUNG, CHOW, PAIR}


def test_splits_leave_the_reused_solver_as_it_was() -> None:
    # The solver of a question shape is reused, and an enumeration of splits blocks each split it finds: those
    # blocking clauses must end with the enumeration. 111222333m 55p EEE has two splits (worked by hand in
    # test_three_pungs_or_three_chows); a clause left behind would hide them from the second asking and make the
    # hand lose. 111222333p 789s NN likewise: 111p 222p 333p or three 123p, with the chow 789s and the pair NN.
    fresh = Model()
    hand = parse_tiles("111222333m 55p EEE")
    both = [split("111m", "222m", "333m", "55p", "EEE"), split("123m", "123m", "123m", "55p", "EEE")]
    assert fresh.decompositions(hand) == both
    assert fresh.decompositions(hand) == both
    assert fresh.is_winning(hand)
    other = parse_tiles("111222333p 789s NN")
    assert fresh.decompositions(other) == [
        split("111p", "222p", "333p", "789s", "NN"),
        split("123p", "123p", "123p", "789s", "NN"),
    ]
    assert fresh.decompositions(hand) == both


def test_a_count_past_four_is_still_answered() -> None:
    # Four tiles a kind are dealt, but the model takes any count (its literal is made on first use): five 1m are a
    # pung and a pair (3 + 2). Six 1m are not complete: six tiles take no pair, a kind makes one pung at most
    # (mahjong.set.pung), and a chow of 1m needs 2m and 3m.
    five = Tiles((5,) + (0,) * (len(ALL_KINDS) - 1))
    six = Tiles((6,) + (0,) * (len(ALL_KINDS) - 1))
    assert model().is_complete(five)
    assert model().decompositions(five + parse_tiles("123p 456p 789p")) == [
        split("11m", "111m", "123p", "456p", "789p")
    ]
    assert not model().is_complete(six)
