"""Discarding before going Cheng (rule ``forbidden.cheng.discard``; Section 7 and the "Fast" version).

After drawing, a player may go Cheng without discarding or after discarding one card; in the Fast version up to two
cards on that final turn. Discards come from the hand only (never from laid sets), of any kind. The answer is every
distinct multiset of discards after which the player may go Cheng, each with the verdict of what remains.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from rulebook.forbidden.cards import ALL_KINDS, Cards
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.verdict import DiscardOption, Verdict


def discard_multisets(hand: Cards, limit: int) -> list[Cards]:
    """Every distinct multiset of 0..``limit`` cards of ``hand``, smallest first, each in deck order."""
    kinds = [kind for kind, count in zip(ALL_KINDS, hand.counts, strict=True) if count]
    found = []
    for size in range(limit + 1):
        for combo in itertools.combinations_with_replacement(kinds, size):
            removed = Cards.from_counter(Counter(combo))
            if all(r <= h for r, h in zip(removed.counts, hand.counts, strict=True)):
                found.append(removed)
    return found


def discard_options(
    query: HandQuery,
    limit: int,
    may_cheng: Callable[[HandQuery], bool],
    analyse: Callable[[HandQuery], Verdict],
) -> tuple[DiscardOption, ...]:
    """The discards after which ``may_cheng`` holds, each with ``analyse`` of what remains.

    Sorted by Cheng score (highest first), then by the discards (tuples of tokens in deck order, compared as
    strings).
    """
    options = []
    for removed in discard_multisets(query.hand, limit):
        rest = replace(query, hand=query.hand - removed)
        if may_cheng(rest):
            options.append(DiscardOption(removed.tokens(), analyse(rest)))
    options.sort(key=lambda option: (-(option.verdict.cheng_score or 0), option.discards))
    return tuple(options)
