"""The FORBIDDEN deck and its card notation (rulebook Section 2; rule ``forbidden.deck.composition``).

Notation: a number card is its colour ``R`` (red), ``G`` (green) or ``B`` (black) followed by its rank ``2 3 4 5 7
8`` or ``Y`` for the Yin-Yang card of that colour (``R2``, ``G8``, ``BY``). ``F`` is a Forbidden card, ``W`` a
wild card, ``EM``/``ES``/``MO``/``RO`` the Emperor, Empress, Monkey and Rooster. Tokens are case-insensitive and
separated by spaces or commas. In answers a Yin-Yang card shows the rank it stands for (``RY=6``) and a wild card
the card it replaces (``W=G2``).

>>> hand = parse_cards("r2, R3 by w F f")
>>> format_cards(hand)
'R2 R3 BY F F W'
>>> parse_cards("R2 " * 5)
Traceback (most recent call last):
...
rulebook.core.errors.InputError: too many copies of R2: 5 given, the deck holds 4
"""

from __future__ import annotations

import itertools
import operator
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec

_DECK = load_spec("forbidden")["deck"]
"""The deck as ``spec/forbidden.toml`` states it (Section 2): colours, ranks, copies, the special cards."""

COLOURS: tuple[str, ...] = tuple(_DECK["colours"])
COLOUR_NAMES: Mapping[str, str] = dict(zip(COLOURS, _DECK["colour_names"], strict=True))
RANKS: tuple[str, ...] = tuple(_DECK["ranks"])
"""Card ranks within a colour, in the order of Section 2; ``Y`` is the Yin-Yang card."""
YIN_YANG = "Y"
YIN_YANG_VALUES: tuple[int, int] = (int(_DECK["yin_yang_values"][0]), int(_DECK["yin_yang_values"][1]))
"""The ranks a Yin-Yang card may stand for (Section 2)."""
FACE_VALUES: Mapping[str, int] = {rank: int(rank) for rank in RANKS if rank != YIN_YANG}
"""The rank each non-Yin-Yang card stands for."""
LOWEST_RANK = 2
HIGHEST_RANK = 9
RANK_VALUES: tuple[int, ...] = tuple(range(LOWEST_RANK, HIGHEST_RANK + 1))
"""The ranks a set can use: 2 to 9 (6 and 9 only through Yin-Yang cards or wilds)."""
KINDS_PER_COLOUR = len(RANKS)
COPIES_PER_NUMBER_CARD: int = int(_DECK["copies_per_number_card"])

NUMBER_KINDS: tuple[str, ...] = tuple(colour + rank for colour in COLOURS for rank in RANKS)
"""The 21 number-card kinds; index ``colour_index * KINDS_PER_COLOUR + rank_index``."""
NUMBER_INDEX: Mapping[str, int] = {kind: index for index, kind in enumerate(NUMBER_KINDS)}

FORBIDDEN = "F"
WILD = "W"
EMPEROR = "EM"
EMPRESS = "ES"
MONKEY = "MO"
ROOSTER = "RO"
ROYALS: tuple[str, ...] = (EMPEROR, EMPRESS, MONKEY, ROOSTER)
ROYAL_NAMES: Mapping[str, str] = dict(zip(_DECK["royals"], _DECK["royal_names"], strict=True))
if tuple(_DECK["royals"]) != ROYALS or YIN_YANG not in RANKS:
    raise RuntimeError("spec/forbidden.toml [deck] names royal cards or a Yin-Yang rank this notation does not know")

DECK_COPIES: Mapping[str, int] = {
    **{kind: COPIES_PER_NUMBER_CARD for kind in NUMBER_KINDS},
    FORBIDDEN: int(_DECK["forbidden"]),
    WILD: int(_DECK["wild"]),
    **{royal: 1 for royal in ROYALS},
}
"""How many copies of each card the deck holds: 84 number cards, 9 Forbidden, 3 wild, 4 royals = 100."""
ALL_KINDS: tuple[str, ...] = (*NUMBER_KINDS, FORBIDDEN, WILD, *ROYALS)
KIND_INDEX: Mapping[str, int] = {kind: index for index, kind in enumerate(ALL_KINDS)}
"""Position of each kind in :data:`ALL_KINDS` (and in :attr:`Cards.counts`)."""

_SEPARATORS = re.compile(r"[\s,]+")


def colour_of(kind: str) -> str:
    """The colour letter of a number-card kind."""
    return kind[0]


def rank_of(kind: str) -> str:
    """The rank symbol of a number-card kind (``"Y"`` for a Yin-Yang card)."""
    return kind[1:]


@dataclass(frozen=True)
class Cards:
    """A multiset of FORBIDDEN cards: a count for every kind in :data:`ALL_KINDS`."""

    counts: tuple[int, ...]

    @classmethod
    def from_counter(cls, counter: Mapping[str, int]) -> Cards:
        """Build from ``{kind: count}``; kinds not named count 0."""
        return cls(tuple(int(counter.get(kind, 0)) for kind in ALL_KINDS))

    @classmethod
    def empty(cls) -> Cards:
        """No cards."""
        return cls((0,) * len(ALL_KINDS))

    def count(self, kind: str) -> int:
        """How many cards of ``kind``."""
        return self.counts[KIND_INDEX[kind]]

    def as_counter(self) -> Counter[str]:
        """``{kind: count}`` for the kinds present."""
        return Counter({kind: n for kind, n in zip(ALL_KINDS, self.counts, strict=True) if n})

    @property
    def number_counts(self) -> tuple[int, ...]:
        """Counts of the 21 number-card kinds, in :data:`NUMBER_KINDS` order."""
        return self.counts[: len(NUMBER_KINDS)]

    @property
    def forbidden(self) -> int:
        """Forbidden cards."""
        return self.count(FORBIDDEN)

    @property
    def wild(self) -> int:
        """Wild cards."""
        return self.count(WILD)

    def has(self, royal: str) -> bool:
        """Whether this multiset holds the royal card ``royal``."""
        return self.count(royal) > 0

    def __len__(self) -> int:
        return sum(self.counts)

    def __add__(self, other: Cards) -> Cards:
        return Cards(tuple(map(operator.add, self.counts, other.counts)))

    def __sub__(self, other: Cards) -> Cards:
        result = tuple(map(operator.sub, self.counts, other.counts))
        if min(result) < 0:
            raise ValueError("cannot take away cards that are not there")
        return Cards(result)

    def tokens(self) -> tuple[str, ...]:
        """Every card as a token, in deck order (number cards by colour, then F, W, royals)."""
        present = ((kind, n) for kind, n in zip(ALL_KINDS, self.counts, strict=True) if n)
        return tuple(itertools.chain.from_iterable(itertools.repeat(kind, n) for kind, n in present))

    def __str__(self) -> str:
        return format_cards(self)


def normalise_token(token: str) -> str:
    """The canonical spelling of one card token, or :class:`InputError` naming it."""
    kind = token.strip().upper()
    if kind not in DECK_COPIES:
        raise InputError(f"unknown card {token!r}: expected R/G/B with 2 3 4 5 7 8 Y, or F, W, EM, ES, MO, RO")
    return kind


def split_tokens(text: str) -> list[str]:
    """Split card text on spaces and commas."""
    return [token for token in _SEPARATORS.split(text.strip()) if token]


def parse_cards(text: str) -> Cards:
    """Parse card text into a :class:`Cards` multiset, refusing unknown cards and impossible copy counts."""
    counter = Counter(normalise_token(token) for token in split_tokens(text))
    cards = Cards.from_counter(counter)
    check_deck_limits(cards)
    return cards


def check_deck_limits(cards: Cards, extra_forbidden: int = 0) -> None:
    """Refuse a multiset holding more copies of a card than the deck has (``extra_forbidden``: claimed ones)."""
    for kind, n in zip(ALL_KINDS, cards.counts, strict=True):
        total = n + (extra_forbidden if kind == FORBIDDEN else 0)
        if total > DECK_COPIES[kind]:
            where = " (hand and table together)" if extra_forbidden and kind == FORBIDDEN else ""
            raise InputError(f"too many copies of {kind}: {total} given{where}, the deck holds {DECK_COPIES[kind]}")


def format_cards(cards: Cards | Iterable[str]) -> str:
    """Canonical text of a multiset of cards, in deck order."""
    if isinstance(cards, Cards):
        return " ".join(cards.tokens())
    order = {kind: index for index, kind in enumerate(ALL_KINDS)}
    return " ".join(sorted(cards, key=order.__getitem__))
