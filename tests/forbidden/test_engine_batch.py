"""The fast paths — scalar and numpy batch — agree with the full analysis (rule forbidden.hand.all-numbers-in-sets)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import ALL_KINDS, DECK_COPIES, Cards, parse_cards
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading

ENGINE = Engine()
DECK = np.repeat(np.arange(len(ALL_KINDS)), [DECK_COPIES[kind] for kind in ALL_KINDS])
READINGS = [
    Reading(),
    Reading(wild_exhausted_card="refused"),
    Reading(emperor_forbidden="with-real-forbidden", empress_lone_forbidden="yes"),
]


def random_counts(hands: int, size: int, seed: int) -> np.ndarray:
    """``hands`` random hands of ``size`` cards dealt from the 100-card deck, as (hands, 27) counts."""
    rng = np.random.default_rng(seed)
    dealt = DECK[np.argsort(rng.random((hands, len(DECK))), axis=1)[:, :size]]
    counts = np.zeros((hands, len(ALL_KINDS)), dtype=np.int8)
    np.add.at(counts, (np.repeat(np.arange(hands), size), dealt.ravel()), 1)
    return counts


def suit_heavy_counts(hands: int, seed: int) -> np.ndarray:
    """Random hands of one or two colours with many copies, where completeness is not rare."""
    rng = np.random.default_rng(seed)
    counts = np.zeros((hands, len(ALL_KINDS)), dtype=np.int8)
    counts[:, :14] = rng.integers(0, 4, (hands, 14)) * (rng.random((hands, 14)) < 0.5)
    counts[:, ALL_KINDS.index("W")] = rng.integers(0, 4, hands)
    counts[:, ALL_KINDS.index("F")] = rng.integers(0, 3, hands)
    counts[:, ALL_KINDS.index("EM")] = rng.integers(0, 2, hands)
    counts[:, ALL_KINDS.index("ES")] = rng.integers(0, 2, hands)
    return counts


@pytest.mark.parametrize("reading", READINGS)
def test_batch_agrees_with_scalar_and_analyse(reading: Reading) -> None:
    engine = Engine(reading)
    counts = np.concatenate([random_counts(300, 14, 1), suit_heavy_counts(300, 2)])
    complete = engine.complete_batch(counts)
    may_cheng = engine.may_cheng_batch(counts)
    with_table = engine.may_cheng_batch(counts, table_forbidden=np.arange(len(counts)) % 3)
    assert complete.any() and not complete.all()
    for row, row_complete, row_may in zip(counts, complete, may_cheng, strict=True):
        hand = Cards(tuple(int(n) for n in row))
        assert engine.is_complete(hand) == row_complete
        assert engine.may_cheng(hand) == row_may
        verdict = engine.analyse(HandQuery(hand))
        assert (verdict.complete, verdict.may_cheng) == (row_complete, row_may)
    for index, row_table in enumerate(with_table):
        hand = Cards(tuple(int(n) for n in counts[index]))
        assert engine.may_cheng(hand, index % 3) == row_table


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(range(len(DECK))), min_size=0, max_size=16, unique=True))
def test_complete_batch_agrees_with_analyse(deck_positions: list[int]) -> None:
    counts = np.zeros((1, len(ALL_KINDS)), dtype=np.int64)
    for position in deck_positions:
        counts[0, DECK[position]] += 1
    hand = Cards(tuple(int(n) for n in counts[0]))
    assert bool(ENGINE.complete_batch(counts)[0]) == ENGINE.analyse(HandQuery(hand)).complete


def test_fast_paths_on_the_worked_example_hand() -> None:
    # Example 2 after discarding B2: complete, three Forbiddens: may go Cheng. With B2: not complete.
    assert ENGINE.may_cheng(parse_cards("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F"))
    assert not ENGINE.is_complete(parse_cards("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2"))
    # R2 R3 R4 F: complete, but a lone Forbidden card; one more on the table makes two.
    assert ENGINE.is_complete(parse_cards("R2 R3 R4 F")) and not ENGINE.may_cheng(parse_cards("R2 R3 R4 F"))
    assert ENGINE.may_cheng(parse_cards("R2 R3 R4 F"), table_forbidden=1)


def test_batch_refuses_bad_shapes() -> None:
    with pytest.raises(InputError):
        ENGINE.complete_batch(np.zeros((3, 5), dtype=np.int64))
    bad = np.zeros((1, len(ALL_KINDS)), dtype=np.int64)
    bad[0, 0] = 5
    with pytest.raises(InputError):
        ENGINE.complete_batch(bad)


def test_suit_best_points_examples() -> None:
    # Red 2 3 4 5 Y 7 8 Y (one of each, two Y): R2-R5 (10) + RY=6 R7 R8 RY=9 (10 + 10) = 30.
    assert ENGINE.suit_best_points((1, 1, 1, 1, 1, 1, 2), 0) == 30
    # A lone 2 with three wilds: a set holds one wild and two natural cards at least: impossible.
    assert ENGINE.suit_best_points((1, 0, 0, 0, 0, 0, 0), 3) is None
    # Two 2s and a wild: pung of three 2s, 5. No cards: 0.
    assert ENGINE.suit_best_points((2, 0, 0, 0, 0, 0, 0), 1) == 5
    assert ENGINE.suit_best_points((0,) * 7, 0) == 0
