"""A whole FORBIDDEN hand holding a smallest difference: what a player can hold when a ruling is asked.

The smallest hand on which two readings differ is often two or three cards (``F ES``); a player holds thirteen:
the dealer deals 13 cards to every player (Section 3, rule ``forbidden.setup.deal``), a turn starts by drawing a
card or claiming a discard (Section 4, ``forbidden.play.draw``) and ends with a discard, and going Cheng lays down
the whole hand after the draw (Section 7). So a player's cards — in hand, laid down in sets during the round, and
Forbidden cards claimed onto the table, as a hand question counts them (:attr:`HandQuery.size`) — are 14 when the
player may go Cheng and 13 while another player does.

:func:`whole_hands` gives the hand questions of 14 (then 13) cards holding a given one, each the given cards and
whole sets of natural number cards added to the hand (pungs, kongs and sequences, rules ``forbidden.set.same-rank``
and ``forbidden.set.run``), never more copies of a card than the deck holds (Section 2); then with loose cards that
make no set (:data:`LOOSE`), for a difference that shows only in a hand that does not go Cheng. The sets come in a
fixed order, those least likely to join the given cards first (the ranks 8 and 7, then the low runs); which of them
keeps the difference is not decided here but by asking both readings (:func:`rulebook.core.witnesses.whole.grown`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import combinations_with_replacement, islice

from rulebook.core.witnesses.whole import Whole
from rulebook.forbidden.cards import ALL_KINDS, COLOURS, DECK_COPIES, Cards
from rulebook.forbidden.hand import HandQuery

DEALT = 13
"""Cards dealt to every player (Section 3)."""
AFTER_DRAW = DEALT + 1
"""Cards a player holds after the turn's draw or claim, when going Cheng (Sections 4 and 7)."""
WHOLE_SIZES = (AFTER_DRAW, DEALT)
"""The sizes of a whole hand question, in the order tried."""
SET_RANKS = (("8",) * 3, ("7",) * 3, ("2", "3", "4"), ("3", "4", "5"), ("2",) * 3, ("8",) * 4, ("2", "3", "4", "5"))
"""The sets added, by rank, in the order tried within each colour: pungs of the high ranks first."""
MOST_SETS = 4
"""The most sets added: four sets of three make 12 of the 14 cards."""
SET_TRIES = 100
"""The most hands with sets added tried at each size before the hand with loose cards."""
LOOSE = tuple(colour + rank for _ in range(2) for colour in COLOURS for rank in ("2", "5", "8"))
"""Cards added that make no set among themselves (ranks 2, 5 and 8, two apart or more, at most two of a kind): for
a difference that shows only in a hand that does not go Cheng (the score floor, say)."""

WORDS = (
    f"{AFTER_DRAW} cards in all, or {DEALT} (the hand, the sets laid down and the Forbidden cards claimed): every "
    f"player is dealt {DEALT} (Section 3), draws or claims a card at the start of a turn and discards at its end "
    "(Section 4), and goes Cheng after the draw (Section 7); grown by adding to the hand whole sets of number "
    "cards, or number cards that make no set, within the deck's copies (Section 2)"
)


@cache
def added_sets() -> tuple[Cards, ...]:
    """Every set :func:`whole_hands` may add, in the order tried: each rank pattern in each colour."""
    return tuple(Cards.from_counter(_counter(colour, ranks)) for ranks in SET_RANKS for colour in reversed(COLOURS))


def _counter(colour: str, ranks: tuple[str, ...]) -> dict[str, int]:
    counter: dict[str, int] = {}
    for rank in ranks:
        counter[colour + rank] = counter.get(colour + rank, 0) + 1
    return counter


def whole_hands(query: HandQuery) -> Iterator[HandQuery]:
    """The whole hand questions holding ``query``: itself when it is whole, else with sets added to its hand."""
    if query.size in WHOLE_SIZES:
        yield query
        return
    held = query.all_cards() + Cards.from_counter({"F": query.table_forbidden})
    limits = tuple(DECK_COPIES[kind] for kind in ALL_KINDS)
    for size in WHOLE_SIZES:
        missing = size - query.size
        if missing < 0:
            continue
        yield from islice(_with_sets(query, held, missing, limits), SET_TRIES)
        loose = _loose(held, missing, limits)
        if loose is not None:
            yield HandQuery(query.hand + loose, query.laid, query.table_forbidden)


def _with_sets(query: HandQuery, held: Cards, missing: int, limits: tuple[int, ...]) -> Iterator[HandQuery]:
    """``query`` with whole sets of ``missing`` cards in all added to its hand."""
    for count in range(MOST_SETS, 0, -1):  # more, smaller sets first
        for chosen in combinations_with_replacement(added_sets(), count):
            if sum(len(cards) for cards in chosen) != missing:
                continue
            added = Cards.empty()
            for cards in chosen:
                added = added + cards
            if _within(held + added, limits):
                yield HandQuery(query.hand + added, query.laid, query.table_forbidden)


def _loose(held: Cards, missing: int, limits: tuple[int, ...]) -> Cards | None:
    """The first ``missing`` cards of :data:`LOOSE` the deck still holds, or None when it runs out."""
    added = Cards.empty()
    for kind in LOOSE:
        if len(added) == missing:
            break
        more = added + Cards.from_counter({kind: 1})
        if _within(held + more, limits):
            added = more
    return added if len(added) == missing else None


def _within(cards: Cards, limits: tuple[int, ...]) -> bool:
    """Whether the deck holds every card of ``cards`` (Section 2)."""
    return all(n <= limit for n, limit in zip(cards.counts, limits, strict=True))


WHOLE_HAND: Whole[HandQuery] = Whole(
    noun="whole hand", words=WORDS, positions=whole_hands, size_of=lambda query: query.size, tries=2 * (SET_TRIES + 1)
)
"""What a whole hand is, for :func:`rulebook.core.witnesses.whole.grown`."""


__all__ = ["AFTER_DRAW", "DEALT", "WHOLE_HAND", "WHOLE_SIZES", "added_sets", "whole_hands"]
