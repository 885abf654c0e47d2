"""The fast paths — scalar and numpy batch — agree with the full analysis (rule forbidden.hand.all-numbers-in-sets)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
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


WILD = ALL_KINDS.index("W")
FORBIDDEN = ALL_KINDS.index("F")
NUMBERS = 21


def edge_counts(hands: int, seed: int) -> np.ndarray:
    """Seeded rows whose number counts are mostly 0 or 4, every wild count 0..3, and some whole colours empty.

    Fixed rows first: no number cards, and every number card four times, each with 0..3 wilds.
    """
    rng = np.random.default_rng(seed)
    counts = np.zeros((hands, len(ALL_KINDS)), dtype=np.int64)
    counts[:, :NUMBERS] = rng.choice(np.array([0, 0, 0, 4, 4, 1, 2, 3]), size=(hands, NUMBERS))
    empty_colours = np.repeat(rng.random((hands, 3)) < 0.6, 7, axis=1)
    counts[:, :NUMBERS][empty_colours] = 0
    counts[:, WILD] = np.arange(hands) % 4
    counts[:, FORBIDDEN] = rng.integers(0, 10, hands)
    counts[:, ALL_KINDS.index("EM")] = rng.integers(0, 2, hands)
    counts[:, ALL_KINDS.index("ES")] = rng.integers(0, 2, hands)
    counts[:8, :NUMBERS] = np.repeat([0, 4], 4)[:, None]
    counts[:8, WILD] = np.tile(np.arange(4), 2)
    return counts


def edge_sample() -> np.ndarray:
    """Edge rows, random deals and suit-heavy hands: 9,000 rows, so a batch spans three chunks of 4,096."""
    parts = [edge_counts(3_000, 7), random_counts(3_000, 13, 8), suit_heavy_counts(3_000, 9).astype(np.int64)]
    return np.concatenate(parts)


@pytest.mark.parametrize("reading", READINGS)
def test_batch_agrees_with_scalar_on_edge_counts(reading: Reading) -> None:
    engine = Engine(reading)
    counts = edge_sample()
    table = np.arange(len(counts)) % 3
    hands = [Cards(tuple(int(n) for n in row)) for row in counts]
    complete = [engine.is_complete(hand) for hand in hands]
    may_cheng = [engine.may_cheng(hand) for hand in hands]
    with_one = [engine.may_cheng(hand, 1) for hand in hands]
    with_table = [engine.may_cheng(hand, int(forbidden)) for hand, forbidden in zip(hands, table, strict=True)]
    assert any(complete) and not all(complete)
    assert sum(may_cheng) < sum(complete) and with_one != may_cheng
    assert engine.complete_batch(counts).tolist() == complete
    assert engine.may_cheng_batch(counts).tolist() == may_cheng
    assert engine.may_cheng_batch(counts, 1).tolist() == with_one
    assert engine.may_cheng_batch(counts, [1]).tolist() == with_one
    assert engine.may_cheng_batch(counts, table).tolist() == with_table
    # every integer dtype and layout gives the same answers
    for dtype in (np.int8, np.uint8, np.int16, ">i4", np.uint64):
        assert engine.complete_batch(counts.astype(dtype)).tolist() == complete
    assert engine.complete_batch(np.asfortranarray(counts)).tolist() == complete
    assert engine.may_cheng_batch(counts[::-1], table[::-1]).tolist() == with_table[::-1]


def test_batch_of_no_rows() -> None:
    assert ENGINE.complete_batch(np.zeros((0, len(ALL_KINDS)), dtype=np.int8)).tolist() == []
    assert ENGINE.may_cheng_batch(np.zeros((0, len(ALL_KINDS)), dtype=np.int64), []).tolist() == []


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.int64, ">i4"])
@pytest.mark.parametrize("value", [5, -1])
@pytest.mark.parametrize("column", [0, 10, NUMBERS - 1])
def test_batch_refuses_a_number_count_outside_0_to_4(dtype: npt.DTypeLike, value: int, column: int) -> None:
    counts: np.ndarray = np.full((5_000, len(ALL_KINDS)), 4, dtype=dtype)
    counts[4_500, column] = value  # in the second chunk
    message = r"^number-card counts must be 0\.\.4$"
    with pytest.raises(InputError, match=message):
        ENGINE.complete_batch(counts)
    with pytest.raises(InputError, match=message):
        ENGINE.may_cheng_batch(counts, np.zeros(len(counts), dtype=np.int64))
    counts[4_500, column] = 4  # every number card four times, four wilds: complete (sets of four)
    assert ENGINE.complete_batch(counts).all()


@pytest.mark.parametrize("dtype", [np.uint8, np.uint64])
def test_batch_refuses_large_unsigned_counts(dtype: type[np.unsignedinteger]) -> None:
    for value in (5, int(np.iinfo(dtype).max)):
        counts: np.ndarray = np.zeros((3, len(ALL_KINDS)), dtype=dtype)
        counts[1, 3] = value
        with pytest.raises(InputError, match=r"^number-card counts must be 0\.\.4$"):
            ENGINE.complete_batch(counts)


def test_batch_reads_other_columns_unchecked() -> None:
    # only number-card counts are checked: more wilds or Forbiddens than the deck holds are answered, not refused
    counts = np.zeros((4, len(ALL_KINDS)), dtype=np.int8)
    counts[:2, 0] = 1
    counts[2:, :3] = 1
    counts[:, WILD] = [7, -1, 7, -1]
    counts[:, FORBIDDEN] = 12
    hands = [Cards(tuple(int(n) for n in row)) for row in counts]
    complete = ENGINE.complete_batch(counts).tolist()
    assert complete == [ENGINE.is_complete(hand) for hand in hands]
    assert complete[2:] == [True, False]
    assert ENGINE.may_cheng_batch(counts).tolist() == [ENGINE.may_cheng(hand) for hand in hands]


def test_batch_refusal_messages() -> None:
    with pytest.raises(InputError, match=r"^a batch is an integer array of shape \(N, 27\), not float64 \(3, 27\)$"):
        ENGINE.complete_batch(np.zeros((3, len(ALL_KINDS))))
    with pytest.raises(InputError, match=r"^a batch is an integer array of shape \(N, 27\), not int8 \(27,\)$"):
        ENGINE.may_cheng_batch(np.zeros(len(ALL_KINDS), dtype=np.int8))
