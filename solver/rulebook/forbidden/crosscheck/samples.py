"""Random FORBIDDEN hand questions for cross-checks and benchmarks, deterministic for a seed.

Half of the hands are built from sets, so that complete hands are common; the rest are plain deals. Sets are
built from the rulebook's definitions (Section 5) — a pung or kong of one card, or a run of consecutive ranks with
a Yin-Yang card for 6 or 9 — only to make test data; whether a hand is complete is still decided by the
encodings under test.
"""

from __future__ import annotations

import random
from collections import Counter

from rulebook.core.register import reading_keys
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COLOURS,
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    EMPEROR,
    EMPRESS,
    FORBIDDEN,
    KINDS_PER_COLOUR,
    MONKEY,
    ROOSTER,
    WILD,
    YIN_YANG,
    Cards,
)
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading

_RANK_SYMBOL = {2: "2", 3: "3", 4: "4", 5: "5", 6: YIN_YANG, 7: "7", 8: "8", 9: YIN_YANG}
_MIN_RUN, _MAX_RANK, _MIN_RANK = 3, 9, 2
_SPECIALS = (FORBIDDEN, FORBIDDEN, WILD, EMPEROR, EMPRESS, ROOSTER, MONKEY)
HAND_SIZE = 13
"""Cards dealt to each player (Section 3); a hand after drawing holds one more."""


def _random_set(rng: random.Random) -> list[str]:
    colour = rng.choice(COLOURS)
    if rng.random() < 0.45:
        rank = rng.choice(list(_RANK_SYMBOL))
        return [colour + _RANK_SYMBOL[rank]] * rng.choice((3, 3, 4))
    length = rng.choice((3, 3, 3, 4, 4, 5, 6))
    low = rng.randint(_MIN_RANK, _MAX_RANK - length + 1)
    return [colour + _RANK_SYMBOL[rank] for rank in range(low, low + length)]


def _fits(counter: Counter[str], cards: list[str]) -> bool:
    extra = Counter(cards)
    return all(counter[kind] + n <= DECK_COPIES[kind] for kind, n in extra.items())


def random_query(rng: random.Random, *, size: int | None = None, laid_sets: int | None = None) -> HandQuery:
    """A random hand question: a hand of ``size`` cards (13 or 14 by default), laid sets, claimed Forbiddens."""
    size = size if size is not None else rng.choice((HAND_SIZE, HAND_SIZE + 1))
    used: Counter[str] = Counter()
    laid: list[Cards] = []
    for _ in range(laid_sets if laid_sets is not None else rng.choice((0, 0, 0, 1, 1, 2))):
        cards = _random_set(rng)
        if rng.random() < 0.25 and used[WILD] < DECK_COPIES[WILD]:
            cards[rng.randrange(len(cards))] = WILD
        if _fits(used, cards):
            used.update(cards)
            laid.append(Cards.from_counter(Counter(cards)))
    hand: Counter[str] = Counter()
    remaining = max(0, size - 3 * len(laid))
    if rng.random() < 0.5:
        while sum(hand.values()) + 3 <= remaining:
            cards = _random_set(rng)
            if sum(hand.values()) + len(cards) > remaining or not _fits(used + hand, cards):
                break
            hand.update(cards)
    deck = [kind for kind in ALL_KINDS for _ in range(DECK_COPIES[kind] - used[kind] - hand[kind])]
    rng.shuffle(deck)
    while sum(hand.values()) < remaining and deck:
        hand[deck.pop()] += 1
    if rng.random() < 0.3:
        # Deals rarely hold royals together with Forbidden cards; add a few so their rules are exercised.
        for special in rng.sample(_SPECIALS, 2):
            if hand[special] + used[special] < DECK_COPIES[special]:
                hand[special] += 1
    table = rng.choice((0, 0, 0, 1, 2)) if hand[FORBIDDEN] + 2 <= DECK_COPIES[FORBIDDEN] else 0
    return HandQuery(Cards.from_counter(hand), tuple(laid), table)


def random_reading(rng: random.Random) -> Reading:
    """A reading with every key drawn at random (the default half of the time)."""
    if rng.random() < 0.5:
        return Reading()
    hand_keys = [entry for entry in reading_keys("forbidden") if entry.scope == "hand"]
    return Reading.from_mapping({entry.key: rng.choice(entry.options) for entry in hand_keys})


def random_suit(rng: random.Random) -> tuple[int, ...]:
    """Counts of one colour's seven kinds, each 0..4."""
    return tuple(rng.randint(0, COPIES_PER_NUMBER_CARD) for _ in range(KINDS_PER_COLOUR))
