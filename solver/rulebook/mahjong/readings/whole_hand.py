"""What a whole classical mahjong hand is, and the whole hands holding a smaller one: a witness a player can hold.

The witness search (:mod:`rulebook.mahjong.readings.diff`) finds the fewest tiles on which two readings answer
differently — a loser's pair of two tiles, say. No player holds two tiles: "every player plays with 13 cards"
(Beginning), and the winner wins on the fourteenth tile, drawn or claimed (Development of the game). A kong holds
one tile more than the set it counts as ("since you equal four they are counted only like three", Development of
the game, Kong), so each kong adds one tile. Counting the tiles in hand, the sets exposed and the concealed kongs:

* a hand asked as the **winner's** (the ``winning`` question, or ``score`` with ``winner`` not false) is whole at
  ``3 x sets + 2`` tiles and one more per kong: 14 under ``hand.sets=four``, 11 under ``hand.sets=three`` (three
  sets and a pair, rule ``mahjong.hand.standard-form``);
* a **loser's** hand is whole at 13 tiles and one more per kong, under either reading of ``hand.sets``: the deal
  gives every player 13 tiles whatever a winning hand holds, and a loser never takes the fourteenth for good (a
  claim or a draw is followed by a discard).

A hand whole under either of the two readings compared counts (so the 11 tiles of a winning hand under
``hand.sets=three`` are whole when that reading is one of the two). A hand smaller than whole is grown by adding
tiles to the hand (:func:`positions`), in a fixed order meant not to touch the difference: a winner's by whole sets
(his hand must stay sets and a pair), chows before pungs; a loser's by whole sets and then loose single tiles. The
sets come from the suits the hand does not hold first, then from its suits as far from its tiles as they lie; a
single tile is one of a kind the hand does not hold and no held tile of its suit lies within two ranks of. No kind
ever goes past its four copies. Whether a grown hand still tells the readings apart is not assumed: the core
(:func:`rulebook.core.witnesses.whole.grown`) asks it under both readings and the Z3 model confirms it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

from rulebook.mahjong.reading import Reading
from rulebook.mahjong.tiles import COPIES, HONOUR_KINDS, SUITS, Tiles, format_tiles, parse_tiles

DEALT = 13
"""The tiles every player holds (Beginning: "every player plays with 13 cards"): a loser's whole hand, kongs aside."""
KONG = 4
"""A kong's tiles: one more than the set it counts as."""
RUN_ORDER = (1, 7, 4, 2, 6, 3, 5)
"""The chows' first ranks in the order tried, ends first: 123, 789, 456, 234, 678, 345, 567."""
RANK_ORDER = (1, 9, 5, 2, 8, 3, 7, 4, 6)
"""The ranks of pungs and single tiles in the order tried, terminals first."""
SUIT_ORDER = ("s", "p", "m")
"""The suits in the order tried (the built hands of the search hold characters and circles)."""
GROW_FAMILIES = frozenset({"exhaustive", "built", "round-wind", "winning-discard"})
"""The search's families of hands (:mod:`rulebook.mahjong.readings.diff`): their witnesses are grown."""

WORDS = (
    "every player holds 13 tiles (Beginning: 'every player plays with 13 cards') and the winner wins on the "
    "fourteenth; a kong holds one tile more than the set it counts as (Development of the game, Kong: 'since you "
    "equal four they are counted only like three'); so a winner's hand is its sets and a pair, {winner}, and a "
    "loser's 13 tiles, each with one more per kong, counting the tiles in hand, exposed and in concealed kongs"
)


def melds(data: Mapping[str, Any]) -> list[str]:
    """The sets on the table: exposed, then the concealed kongs."""
    return [*data.get("exposed", []), *data.get("concealed_kongs", [])]


def tiles_of(data: Mapping[str, Any]) -> Tiles:
    """Every tile of a hand input: in hand, exposed and in concealed kongs."""
    held = parse_tiles(data.get("hand", ""))
    for meld in melds(data):
        held = held + parse_tiles(meld)
    return held


def kongs(data: Mapping[str, Any]) -> int:
    """The kongs of a hand input: its sets of four tiles on the table."""
    return sum(1 for meld in melds(data) if len(parse_tiles(meld)) == KONG)


def as_winner(question: str, data: Mapping[str, Any]) -> bool:
    """Whether a hand question asks the hand as the winner's: ``winning``, or ``score`` with ``winner`` not false."""
    return question == "winning" or (question == "score" and data.get("winner", True) is not False)


def whole_sizes(question: str, data: Mapping[str, Any], readings: Sequence[Reading]) -> tuple[int, ...]:
    """The sizes at which the hand is whole under any of ``readings``, smallest first (module docstring)."""
    extra = kongs(data)
    if as_winner(question, data):
        return tuple(sorted({3 * reading.sets + 2 + extra for reading in readings}))
    return (DEALT + extra,)


def _order(suits_held: set[str]) -> list[str]:
    """The suits, the ones the hand does not hold first."""
    return sorted(SUITS, key=lambda suit: (suit in suits_held, SUIT_ORDER.index(suit)))


def _distance(held: Tiles, suit: str, ranks: Sequence[int]) -> int:
    """How far the ranks lie from the nearest held tile of the suit (10: none held)."""
    held_ranks = [rank for rank, n in enumerate(held.suit(suit), start=1) if n]
    return min((abs(rank - other) for rank in ranks for other in held_ranks), default=10)


def padding_sets(held: Tiles, pungs: bool) -> list[Tiles]:
    """The sets added to a hand, in the order tried: chows, then (``pungs``) pungs of suit tiles.

    Within each kind, suits the hand does not hold come first, then sets far from the hand's tiles of their suit.
    """
    suits = _order({suit for suit in SUITS if any(held.suit(suit))})
    chows = [(suit, (start, start + 1, start + 2)) for suit in suits for start in RUN_ORDER]
    found = sorted(chows, key=lambda chow: -_distance(held, chow[0], chow[1]))
    sets = [Tiles.of(f"{rank}{suit}" for rank in ranks) for suit, ranks in found]
    if pungs:
        triples = sorted(
            ((suit, rank) for suit in suits for rank in RANK_ORDER),
            key=lambda pung: -_distance(held, pung[0], (pung[1],)),
        )
        sets += [Tiles.of([f"{rank}{suit}"] * 3) for suit, rank in triples]
    return sets


def single_tiles(held: Tiles) -> list[str]:
    """The kinds a loose tile is added of, in the order tried: suit tiles away from the hand's, then honours."""
    suits = _order({suit for suit in SUITS if any(held.suit(suit))})
    singles = [f"{rank}{suit}" for suit in suits for rank in RANK_ORDER if _distance(held, suit, (rank,)) > 2]
    return singles + [kind for kind in HONOUR_KINDS if not held.count(kind)]


def within_copies(tiles: Tiles) -> bool:
    """Whether no kind goes past its four copies (:func:`rulebook.mahjong.tiles.check_copies`, as a test)."""
    return max(tiles.counts) <= COPIES


def paddings(held: Tiles, need: int, winner: bool) -> Iterator[Tiles]:
    """The tiles added to make up ``need`` more, in the order tried (each within four copies of a kind)."""
    if need % 3 and winner:
        return  # a winner's hand stays sets and a pair: only whole sets are added
    pool = padding_sets(held, pungs=True)
    for chosen in combinations(range(len(pool)), need // 3):
        sets = Tiles.of([])
        for index in chosen:
            sets = sets + pool[index]
        if not within_copies(held + sets):
            continue
        if need % 3 == 0:
            yield sets
            continue
        for loose in combinations(single_tiles(held + sets), need % 3):
            yield sets + Tiles.of(loose)


def grown_inputs(question: str, data: Mapping[str, Any], readings: Sequence[Reading]) -> Iterator[dict[str, Any]]:
    """The whole hands holding ``data`` (module docstring): ``data`` itself first when it is whole."""
    held = tiles_of(data)
    for size in whole_sizes(question, data, readings):
        need = size - len(held)
        if need < 0:
            continue
        if need == 0:
            yield dict(data)
            continue
        for added in paddings(held, need, as_winner(question, data)):
            yield {**data, "hand": format_tiles(parse_tiles(data.get("hand", "")) + added)}


def words(readings: Sequence[Reading]) -> str:
    """What a whole hand is, for the readings compared (the witness's "The witness is a whole hand: ...")."""
    sizes = sorted({3 * reading.sets + 2 for reading in readings}, reverse=True)
    if sizes == [14]:
        winner = "14 tiles"
    elif sizes == [11]:
        winner = "11 tiles (three sets and a pair under hand.sets=three)"
    else:
        winner = "14 tiles, or 11 under hand.sets=three (three sets and a pair)"
    return WORDS.format(winner=winner)


__all__ = [
    "DEALT",
    "GROW_FAMILIES",
    "as_winner",
    "grown_inputs",
    "kongs",
    "paddings",
    "tiles_of",
    "whole_sizes",
    "words",
]
