"""Compare two readings of FORBIDDEN: which keys differ, and the smallest input on which their answers differ.

Hand readings (``scope = "hand"`` in ``spec/forbidden.toml``) are compared on hand questions
(:mod:`rulebook.forbidden.readings.diff_hands`), play readings on positions of play
(:mod:`rulebook.forbidden.readings.diff_play`). Several
hand readings may change at once, except the three that change what is compared rather than how a hand is judged
(``variant.fast``: discards; ``laid.split``: laid sets; ``arrangement``: the non-Cheng objective), which are
compared one at a time, as is every play reading.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulebook.core.errors import InputError
from rulebook.core.register import ReadingKey, compared_keys, readings_by_key
from rulebook.core.register import changed_keys as core_changed_keys
from rulebook.core.witnesses.search_work import SearchWork
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings import diff_hands as diff_hand

GAME = "forbidden"
ALONE = ("variant.fast", "laid.split", "arrangement")
"""Hand readings compared one at a time."""


def register() -> dict[str, ReadingKey]:
    """The reading register of FORBIDDEN by key."""
    return readings_by_key(GAME)


def changed_keys(base: Reading, other: Reading) -> list[str]:
    """The keys on which ``other`` chooses differently from ``base``, in register order."""
    return core_changed_keys(GAME, base.as_mapping(), other.as_mapping())


def search_work(
    base: Reading, other: Reading, *, max_cards: int, min_cards: int, budget: int, asked: str
) -> SearchWork | None:
    """The most a search of :func:`compare` may ask Z3 (:func:`diff_hand.search_work`); None for a play reading.

    A play reading's search (:mod:`rulebook.forbidden.readings.diff_play`) takes none of the size options: its
    positions are fixed by the reading.
    """
    _, scope = compared_keys(GAME, base.as_mapping(), other.as_mapping())
    if scope == "play":
        return None
    return diff_hand.search_work(min_cards, max_cards, budget, asked)


def compare(
    base: Reading,
    other: Reading,
    *,
    max_cards: int = diff_hand.MAX_CARDS,
    min_cards: int = 0,
    budget: int = diff_hand.BUDGET,
    on_size: Callable[[diff_hand.SizeResult], None] | None = None,
    whole: bool = False,
) -> Witness | ScopedProof:
    """The smallest input on which ``base`` and ``other`` answer differently, or a scoped proof that none exists.

    With ``whole`` a hand witness is grown into a whole hand a player can hold (``rulebook diff``; the corpus keeps
    the smallest difference as its case).
    """
    keys, scope = compared_keys(GAME, base.as_mapping(), other.as_mapping())
    if scope == "play":
        if len(keys) > 1:
            raise InputError(f"compare play readings one at a time, not {', '.join(keys)} together")
        from rulebook.forbidden.readings.diff_play import (
            play_witness,  # the play search loads the play engine and models
        )

        return play_witness(keys[0], base, other)
    alone = [key for key in keys if key in ALONE]
    if alone and len(keys) > 1:
        raise InputError(f"compare {alone[0]} on its own: it changes what is compared, not only the verdict")
    finding = diff_hand.hand_witness(
        keys[0], base, other, max_cards=max_cards, min_cards=min_cards, budget=budget, on_size=on_size, whole=whole
    )
    subject = ", ".join(keys)
    return replace(finding, subject=subject)


__all__ = ["ALONE", "changed_keys", "compare", "register", "search_work"]
