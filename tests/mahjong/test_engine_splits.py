"""The engine's table of suit splits against a plain search over the whole hand, and hand-worked splits."""

from __future__ import annotations

import random

from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.engine.splits import rank_splits, splits
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, Tiles, parse_tiles

SUITED = 27


def reference_splits(counts: list[int]) -> list[tuple[tuple[str, ...], ...]]:
    """Every split by trying, for the lowest kind held, a pung of it or a chow from it (and every pair first)."""

    def sets_only(work: list[int]) -> list[list[tuple[int, ...]]]:
        lowest = next((kind for kind, n in enumerate(work) if n), None)
        if lowest is None:
            return [[]]
        found = []
        shapes = [(lowest,) * 3]
        if lowest < SUITED and lowest % 9 <= 6 and work[lowest + 1] and work[lowest + 2]:
            shapes.append((lowest, lowest + 1, lowest + 2))
        for shape in shapes:
            if work[lowest] < shape.count(lowest):
                continue
            for kind in shape:
                work[kind] -= 1
            found += [[shape, *rest] for rest in sets_only(work)]
            for kind in shape:
                work[kind] += 1
        return found

    total = sum(counts)
    if total % 3 == 1:
        return []
    pairs: list[int | None] = [k for k, n in enumerate(counts) if n >= 2] if total % 3 == 2 else [None]
    result = set()
    for pair in pairs:
        work = list(counts)
        if pair is not None:
            work[pair] -= 2
        for split in sets_only(work):
            groups = [*split, (pair, pair)] if pair is not None else split
            result.add(tuple(sorted(tuple(ALL_KINDS[k] for k in g) for g in groups)))
    return sorted(
        (tuple(sorted(split, key=lambda g: tuple(ALL_KINDS.index(k) for k in g))) for split in result),
        key=lambda split: [tuple(ALL_KINDS.index(k) for k in g) for g in split],
    )


def test_hand_worked_splits() -> None:
    # 111 222 333m: three pungs, or three chows 123m; 55p the pair; EEE a pung.
    assert splits(parse_tiles("111222333m 55p EEE").counts) == [
        (("1m",) * 3, ("2m",) * 3, ("3m",) * 3, ("5p", "5p"), ("E",) * 3),
        (("1m", "2m", "3m"),) * 3 + (("5p", "5p"), ("E",) * 3),
    ]
    # 1112345678999m: the nine-gates shape plus 5m; 14 tiles of one suit.
    assert len(splits(parse_tiles("11123455678999m").counts)) >= 1
    assert splits(parse_tiles("123m 456p 789s E RdRdRd S").counts) == []
    assert rank_splits((0,) * 9) == ((),)


def test_table_splits_equal_the_plain_search_on_random_and_built_hands() -> None:
    rng = random.Random(6)
    engine = Engine()
    checked = complete = 0
    while checked < 3000:
        counts = [0] * len(ALL_KINDS)
        size = rng.choice([2, 3, 5, 6, 8, 9, 11, 12, 14])
        pool = [k for k in range(len(ALL_KINDS)) for _ in range(COPIES)]
        if rng.random() < 0.7:  # mostly one or two suits, where splits are many
            pool = [k for k in pool if k < 9 or (rng.random() < 0.2)]
        if rng.random() < 0.5:
            for kind in rng.sample(pool, size):
                counts[kind] += 1
        else:  # built from sets (and a pair): complete unless a fifth copy was refused
            for _ in range(size // 3):
                start = rng.choice([k for k in range(SUITED) if k % 9 <= 6] + [0, 1, 2, 27, 31])
                shape = [start] * 3 if rng.random() < 0.4 or start >= SUITED else [start, start + 1, start + 2]
                if all(counts[k] + shape.count(k) <= COPIES for k in shape):
                    for kind in shape:
                        counts[kind] += 1
            if size % 3 == 2:
                pair = rng.choice([k for k in range(len(ALL_KINDS)) if counts[k] <= 2])
                counts[pair] += 2
        expected = reference_splits(counts)
        assert splits(counts) == expected, Tiles(tuple(counts))
        assert engine.decompositions(Tiles(tuple(counts))) == expected
        complete += bool(expected)
        checked += 1
    assert complete > 1000
