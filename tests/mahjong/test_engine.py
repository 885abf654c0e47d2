"""The winning-hand engine against published counts (rule-gaps.md, "Classical mahjong") and hand-worked hands."""

from __future__ import annotations

import random

import numpy as np
import pytest

from rulebook.mahjong.engine.hand import (
    Engine,
    count_complete_suit_vectors,
    count_waiting_suit_hands,
    count_winning_hands,
)
from rulebook.mahjong.engine.tables import counts_at, suit_index, suit_tables
from rulebook.mahjong.tiles import ALL_KINDS, SUIT_KINDS, SUITS, Tiles, parse_tiles

ENGINE = Engine()

# rule-gaps.md, "Classical mahjong" (endlessriichi blog, 2016): complete one-suit count vectors by tile count.
PUBLISHED_SUIT_COUNTS = {2: 9, 3: 16, 5: 135, 6: 127, 8: 996, 9: 627, 11: 4_475, 12: 2_098, 14: 13_259}


@pytest.mark.parametrize(("size", "expected"), sorted(PUBLISHED_SUIT_COUNTS.items()))
def test_complete_suit_vectors_match_published_counts(size: int, expected: int) -> None:
    assert count_complete_suit_vectors(size) == expected


@pytest.mark.parametrize("size", [1, 4, 7, 10, 13])
def test_no_suit_vector_of_size_one_mod_three_is_complete(size: int) -> None:
    assert count_complete_suit_vectors(size) == 0


def test_empty_suit_is_complete() -> None:
    assert count_complete_suit_vectors(0) == 1
    assert ENGINE.is_complete(Tiles.of([]))


def test_waiting_suit_hands_match_published_count() -> None:
    assert count_waiting_suit_hands() == 40_070


def test_winning_hands_match_published_count() -> None:
    # rule-gaps.md: 11,498,658 complete 14-tile hands of standard form (speed is measured in make bench, not here).
    assert count_winning_hands() == 11_498_658


def test_table_index_round_trips() -> None:
    counts = (4, 0, 1, 2, 3, 0, 0, 4, 1)
    assert counts_at(suit_index(counts)) == counts
    assert suit_index((0,) * 9) == 0
    assert suit_index((4,) * 9) == 5**9 - 1


def test_tables_by_hand() -> None:
    tables = suit_tables()
    # 1-2-3 chow; 2-2-2 pung; 1-2 is neither; 55 is a pair; 1-1-2-2-3-3 two chows; 1-1-1-2-2-2-3-3-3 three pungs.
    assert tables.sets[suit_index((1, 1, 1, 0, 0, 0, 0, 0, 0))]
    assert tables.sets[suit_index((0, 3, 0, 0, 0, 0, 0, 0, 0))]
    assert not tables.sets[suit_index((1, 1, 0, 0, 0, 0, 0, 0, 0))]
    assert tables.sets_and_pair[suit_index((0, 0, 0, 0, 2, 0, 0, 0, 0))]
    assert not tables.sets[suit_index((0, 0, 0, 0, 2, 0, 0, 0, 0))]
    assert tables.sets[suit_index((2, 2, 2, 0, 0, 0, 0, 0, 0))]
    assert tables.sets[suit_index((3, 3, 3, 0, 0, 0, 0, 0, 0))]
    # 8-9-1 wraps around: no chow.
    assert not tables.sets[suit_index((1, 0, 0, 0, 0, 0, 0, 1, 1))]
    # 4 of one rank alone: no kongs here.
    assert not tables.sets[suit_index((4, 0, 0, 0, 0, 0, 0, 0, 0))]


def test_chows_pair_of_east_pung_of_red_dragons_wins() -> None:
    hand = parse_tiles("123m 456p 789s EE RdRdRd")
    assert ENGINE.is_winning(hand)
    assert ENGINE.decompositions(hand) == [
        (("1m", "2m", "3m"), ("4p", "5p", "6p"), ("7s", "8s", "9s"), ("E", "E"), ("Rd", "Rd", "Rd"))
    ]


def test_three_pungs_or_three_chows() -> None:
    hand = parse_tiles("111222333m 55p EEE")
    assert ENGINE.is_winning(hand)
    assert ENGINE.decompositions(hand) == [
        (("1m", "1m", "1m"), ("2m", "2m", "2m"), ("3m", "3m", "3m"), ("5p", "5p"), ("E", "E", "E")),
        (("1m", "2m", "3m"), ("1m", "2m", "3m"), ("1m", "2m", "3m"), ("5p", "5p"), ("E", "E", "E")),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "119m 456p 789s EE RdRdRd",  # 1-1-9 is no set and 11 + 9 leaves a lone 9
        "123m 456p 789s EEEE Rd",  # four East would need a kong; a lone red dragon
        "123m 456p 789s ES RdRdRd",  # no pair: East and South are different kinds
        "891m 456p 789s EE RdRdRd",  # chows do not wrap around 9 to 1
        "123m 456p 789s EEE SSS",  # five sets, no pair (15 tiles)
        "11m 22p 33s 44m 55p 66s 77m",  # seven pairs is not standard form
    ],
)
def test_not_winning(text: str) -> None:
    hand = parse_tiles(text)
    assert not ENGINE.is_winning(hand)
    if len(hand) == 14:
        assert ENGINE.decompositions(hand) == []


def test_all_honours_wins() -> None:
    # A pair of East and pungs of South, West, North and red dragons: honours alone can win.
    assert ENGINE.is_winning(parse_tiles("EE SSS WWW NNN RdRdRd"))


def test_thirteen_tiles_never_win() -> None:
    hand = parse_tiles("123m 456p 789s EE RdRd")
    assert len(hand) == 13
    assert not ENGINE.is_winning(hand)
    assert not ENGINE.is_winning(parse_tiles("123m 456p 789s RdRdRd E"))
    # 12 tiles of four sets are complete but not winning.
    assert ENGINE.is_complete(parse_tiles("123m 456p 789s RdRdRd"))
    assert not ENGINE.is_winning(parse_tiles("123m 456p 789s RdRdRd"))


def test_complete_needs_exactly_the_pairs_the_size_asks() -> None:
    assert ENGINE.is_complete(parse_tiles("55p"))
    assert not ENGINE.is_complete(parse_tiles("11m 22p 33s"))  # three pairs, size 0 mod 3
    assert not ENGINE.is_complete(parse_tiles("11m EE"))  # two pairs
    assert not ENGINE.is_complete(parse_tiles("1m"))


def test_nine_gates() -> None:
    # 1112345678999m + 9m, worked by hand: pair 11 leaves 1 23456789 999 -> chows 123 456 789 and pung 999.
    # Pair 99 instead leaves 111 2345678 99 -> 111 234 567 and then 8-9-9, no set. No other kind has two copies.
    hand = parse_tiles("11123456789999m")
    assert ENGINE.is_winning(hand)
    assert ENGINE.decompositions(hand) == [
        (("1m", "1m"), ("1m", "2m", "3m"), ("4m", "5m", "6m"), ("7m", "8m", "9m"), ("9m", "9m", "9m"))
    ]


def test_nine_gates_other_waits() -> None:
    # 1112345678999m waits on every tile of the suit (the nine gates): e.g. + 5m -> 111 234 55 678 999.
    base = parse_tiles("1112345678999m")
    for rank in range(1, 10):
        assert ENGINE.is_winning(base + Tiles.of([f"{rank}m"])), rank
    assert (("1m", "1m", "1m"), ("2m", "3m", "4m"), ("5m", "5m"), ("6m", "7m", "8m"), ("9m", "9m", "9m")) in (
        ENGINE.decompositions(base + Tiles.of(["5m"]))
    )


def _random_winning(rng: random.Random) -> Tiles:
    """Four random sets and a random pair (kept only if no kind exceeds 4)."""
    while True:
        groups: list[list[str]] = []
        for _ in range(4):
            if rng.random() < 0.5:
                suit = rng.choice(SUITS)
                start = rng.randint(1, 7)
                groups.append([f"{start + step}{suit}" for step in range(3)])
            else:
                groups.append([rng.choice(ALL_KINDS)] * 3)
        groups.append([rng.choice(ALL_KINDS)] * 2)
        tiles = Tiles.of(kind for group in groups for kind in group)
        if max(tiles.counts) <= 4:
            return tiles


def _random_hand(rng: random.Random, size: int = 14) -> Tiles:
    """``size`` tiles drawn from the 136-tile set; biased to one suit half the time so some hands win."""
    kinds = list(ALL_KINDS) if rng.random() < 0.5 else [*SUIT_KINDS[:9], "E", "Rd"]
    wall = [kind for kind in kinds for _ in range(4)]
    return Tiles.of(rng.sample(wall, size))


def _perturbed(rng: random.Random, tiles: Tiles) -> Tiles:
    """Swap one tile for another kind (often breaks the hand, sometimes not)."""
    counts = list(tiles.counts)
    out = rng.choice([kind for kind, n in enumerate(counts) if n])
    into = rng.choice([kind for kind, n in enumerate(counts) if n < 4 and kind != out])
    counts[out] -= 1
    counts[into] += 1
    return Tiles(tuple(counts))


def test_random_winning_hands_win_and_decompose() -> None:
    rng = random.Random(7)
    for _ in range(300):
        hand = _random_winning(rng)
        assert ENGINE.is_winning(hand)
        splits = ENGINE.decompositions(hand)
        assert splits
        for split in splits:
            assert len(split) == 5
            assert Tiles.of(kind for group in split for kind in group) == hand


def test_complete_batch_agrees_with_is_winning() -> None:
    rng = random.Random(11)
    hands = [_random_winning(rng) for _ in range(500)]
    hands += [_perturbed(rng, hand) for hand in hands]
    hands += [_random_hand(rng) for _ in range(2000)]
    counts = np.array([hand.counts for hand in hands], dtype=np.int8)
    batch = ENGINE.complete_batch(counts)
    expected = [ENGINE.is_winning(hand) for hand in hands]
    assert batch.tolist() == expected
    assert 500 <= sum(expected) < len(hands)
    assert [bool(ENGINE.decompositions(hand)) for hand in hands] == expected


def test_complete_batch_other_sizes_and_bad_counts() -> None:
    rng = random.Random(5)
    hands = [_random_hand(rng, size) for size in (0, 2, 3, 5, 11, 12, 13) for _ in range(100)]
    counts = np.array([hand.counts for hand in hands])
    assert ENGINE.complete_batch(counts).tolist() == [ENGINE.is_complete(hand) for hand in hands]
    bad = np.zeros((1, 34), dtype=np.int64)
    bad[0, 0] = 5  # a fifth copy never completes (and 5 = pung + pair of one kind is not a real hand)
    bad[0, 1] = 3
    bad[0, 2] = 3
    bad[0, 3] = 3  # 14 tiles
    assert not ENGINE.complete_batch(bad)[0]
    with pytest.raises(ValueError):
        ENGINE.complete_batch(np.zeros((3, 33)))
