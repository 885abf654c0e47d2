"""The mahjong engine against the Z3 model: every one-suit configuration of up to 8 tiles, and random hands.

The two encodings were written independently (tests/test_independence.py); a disagreement here is a bug in one.
"""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.mahjong.crosscheck.hands import compare_hand, hand_cases
from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.model.hand import Model
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, SUITS, Tiles

ENGINE = Engine()
MODEL = Model()
MAX_SUIT_TILES = 8


def suit_vectors(max_tiles: int) -> list[tuple[int, ...]]:
    """Every count vector of one suit (nine ranks, 0..4 each) holding 1 to ``max_tiles`` tiles."""
    found = []
    for counts in itertools.product(range(COPIES + 1), repeat=9):
        if 0 < sum(counts) <= max_tiles:
            found.append(counts)
    return found


def as_tiles(counts: tuple[int, ...], suit: str = "m") -> Tiles:
    start = SUITS.index(suit) * 9
    full = [0] * len(ALL_KINDS)
    full[start : start + 9] = counts
    return Tiles(tuple(full))


def test_every_one_suit_configuration_of_up_to_eight_tiles_agrees() -> None:
    vectors = suit_vectors(MAX_SUIT_TILES)
    assert len(vectors) > 20_000
    disagreements = []
    for counts in vectors:
        tiles = as_tiles(counts)
        if ENGINE.is_complete(tiles) != MODEL.is_complete(tiles):
            disagreements.append(counts)
    assert disagreements == []


def test_random_hands_agree_on_winning_and_every_decomposition() -> None:
    rng = random.Random(6)
    deck = [kind for kind in ALL_KINDS for _ in range(COPIES)]
    winning = 0
    for _ in range(300):
        # Half random deals, half hands built from sets so that winning hands are common.
        tiles = Tiles.of(rng.sample(deck, 14)) if rng.random() < 0.5 else built_hand(rng)
        assert ENGINE.is_winning(tiles) == MODEL.is_winning(tiles), tiles
        if ENGINE.is_winning(tiles):
            winning += 1
            assert ENGINE.decompositions(tiles) == MODEL.decompositions(tiles), tiles
    assert winning >= 100


def built_hand(rng: random.Random) -> Tiles:
    """Four random sets and a pair, within the four copies of each kind (else a random deal)."""
    kinds: list[str] = []
    for _ in range(4):
        if rng.random() < 0.5:
            suit, start = rng.choice(SUITS), rng.randint(1, 7)
            kinds += [f"{start + step}{suit}" for step in range(3)]
        else:
            kinds += [rng.choice(ALL_KINDS)] * 3
    kinds += [rng.choice(ALL_KINDS)] * 2
    tiles = Tiles.of(kinds)
    return tiles if max(tiles.counts) <= COPIES else built_hand(rng)


# Full hands with sets on the table (exposed pungs and chows, kongs exposed or declared), and near misses with one
# tile in hand swapped: the verdict and every split, model against engine, under both readings of hand.sets.
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_hands_with_sets_on_the_table_agree(seed: int) -> None:
    for case in hand_cases(3, seed):
        assert compare_hand(case) == [], str(case.hand)
