"""A multiset of card kinds kept as counts in a game's canonical order (game-independent).

A hand, a pile or a deck of a card game is a multiset: which kinds, how many copies of each. A game's ``cards.py``
subclasses :class:`KindCounts` with its kinds in canonical order (``KINDS``, ``INDEX``) and the hint its messages
give for an unknown card (``HINT``); how the cards are written and how many copies the deck holds stay the game's.
The value is hashable and ordered, so it serves as a table key.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar, Self

from rulebook.core.errors import InputError


@dataclass(frozen=True, order=True)
class KindCounts:
    """A multiset of cards, kept as counts in ``KINDS`` order (hashable, comparable)."""

    counts: tuple[int, ...]
    KINDS: ClassVar[tuple[str, ...]] = ()
    """The game's kinds in canonical order."""
    INDEX: ClassVar[Mapping[str, int]] = {}
    """Each kind's position in ``KINDS``."""
    HINT: ClassVar[str] = ""
    """What a card looks like, for the message about an unknown one."""

    @classmethod
    def of(cls, kinds: Iterable[str]) -> Self:
        """The cards named by ``kinds`` (no copy check: the game's ``check_copies`` does that)."""
        counter = Counter(kinds)
        unknown = sorted(set(counter) - set(cls.KINDS))
        if unknown:
            raise InputError(f"unknown card {unknown[0]!r}: expected {cls.HINT}")
        return cls(tuple(counter.get(kind, 0) for kind in cls.KINDS))

    @classmethod
    def empty(cls) -> Self:
        """No cards."""
        return cls((0,) * len(cls.KINDS))

    def count(self, kind: str) -> int:
        """Copies of ``kind``."""
        return self.counts[self.INDEX[kind]]

    def tokens(self) -> tuple[str, ...]:
        """Every card, in canonical order."""
        return tuple(kind for kind, n in zip(self.KINDS, self.counts, strict=True) for _ in range(n))

    def as_counter(self) -> Counter[str]:
        """The cards as a counter of kinds."""
        return Counter({kind: n for kind, n in zip(self.KINDS, self.counts, strict=True) if n})

    def __len__(self) -> int:
        return sum(self.counts)

    def __add__(self, other: Self) -> Self:
        return type(self)(tuple(a + b for a, b in zip(self.counts, other.counts, strict=True)))

    def __sub__(self, other: Self) -> Self:
        if any(b > a for a, b in zip(self.counts, other.counts, strict=True)):
            raise ValueError("cannot take away cards that are not there")
        return type(self)(tuple(a - b for a, b in zip(self.counts, other.counts, strict=True)))

    @classmethod
    def full(cls, copies: Mapping[str, int]) -> Self:
        """The whole deck: ``copies[kind]`` of every kind."""
        return cls(tuple(copies[kind] for kind in cls.KINDS))

    @classmethod
    def text_of(cls, cards: KindCounts | Iterable[str]) -> str:
        """Canonical text: the cards in ``KINDS`` order, separated by spaces."""
        tokens = cards.tokens() if isinstance(cards, KindCounts) else sorted(cards, key=cls.INDEX.__getitem__)
        return " ".join(tokens)

    def check_within(self, limits: Mapping[str, int], what: str = "") -> None:
        """:class:`InputError` naming the first kind held more often than ``limits`` allows (the deck's copies)."""
        for kind in self.KINDS:
            if self.count(kind) > limits[kind]:
                where = f" in {what}" if what else ""
                raise InputError(f"{self.count(kind)} copies of {kind}{where}; the deck holds {limits[kind]}")

    def __str__(self) -> str:
        """The cards in canonical order, separated by spaces."""
        return " ".join(self.tokens())


__all__ = ["KindCounts"]
