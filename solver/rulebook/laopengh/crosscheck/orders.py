"""The order of play, Z3 model against engine: every reveal of two to four players, up to what the order reads.

The order of play (rules ``laopengh.round.order``, ``laopengh.round.lone-dragon``) reads of each revealed card only
whether it is a joker, a crane or a dragon, and how its order number compares with the others'. So the sweep takes
every table of two to four players, each with a joker, a crane, a dragon or no card, and every ranking of the
cards' numbers that the deck allows (the jokers carry 1 to 6, below every theme card), and makes each pattern
concrete: under reading ``deck.order-numbers=stated`` with any numbers from 7 to 54, and under ``table`` where the
spec's table numbers every crane below every dragon. Each reveal is ordered under every combination of the order
readings (:data:`~.encodings.ORDER_KEYS`, eight) with ``--exhaustive``; the standard run asks a seeded sample.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import permutations, product
from typing import Any

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.laopengh.cards import JOKERS, ORDER_TABLE, THEME_KINDS, Card
from rulebook.laopengh.crosscheck.encodings import (
    ORDER_KEYS,
    OrderFunction,
    engine_orders,
    model_orders,
    reading_words,
    readings_over,
)
from rulebook.laopengh.reading import Reading

Reveal = tuple[Card | None, ...]
OrderCase = tuple[Reveal, Reading]
SEATS = ("joker", "crane", "dragon", None)
PLAYERS = (2, 3, 4)
FIRST_THEME_NUMBER = len(JOKERS) + 1


def _table_cards(theme: str) -> list[Card]:
    """Every physical card of ``theme`` under the spec's table, by rising order number."""
    found = [Card(kind, number) for kind in THEME_KINDS if kind[0] == theme for number in ORDER_TABLE[kind]]
    return sorted(found, key=lambda card: card.number)


def _concrete(seats: Sequence[str | None], ranking: Sequence[int], table: bool) -> Reveal | None:
    """The reveal of ``seats`` whose numbers rise in the order of ``ranking`` (seat indices), if the deck allows it.

    The deck allows it when the jokers come first and, under the table, every crane before every dragon.
    """
    kinds = [seats[seat] for seat in ranking]
    jokers = sum(1 for kind in kinds if kind == "joker")
    if any(kind == "joker" for kind in kinds[jokers:]):
        return None
    themes = kinds[jokers:]
    if table and "dragon" in themes and "crane" in themes[themes.index("dragon") :]:
        return None
    cards: list[Card | None] = [None] * len(seats)
    pools = {"crane": iter(_table_cards("C")), "dragon": iter(_table_cards("D"))}
    stated = {"crane": iter(("CY1", "CR2", "CB3", "CY4")), "dragon": iter(("DY1", "DR2", "DB3", "DY4"))}
    for rank, seat in enumerate(ranking):
        kind = seats[seat]
        if kind == "joker":
            cards[seat] = Card(JOKERS[rank], rank + 1)
        elif table:
            cards[seat] = next(pools[str(kind)])
        else:
            cards[seat] = Card(next(stated[str(kind)]), FIRST_THEME_NUMBER + 11 * rank)
    return tuple(cards)


@cache
def every_reveal() -> tuple[tuple[Reveal, str], ...]:
    """Every reveal pattern, made concrete both under the table and with stated numbers (distinct reveals).

    Each comes with the option of reading ``deck.order-numbers`` its numbers are read under (``table`` or ``stated``).
    """
    found: dict[tuple[Reveal, str], None] = {}
    for players in PLAYERS:
        for seats in product(SEATS, repeat=players):
            taking = [seat for seat, kind in enumerate(seats) if kind is not None]
            if not taking:
                continue
            for ranking in permutations(taking):
                for table in (True, False):
                    reveal = _concrete(seats, ranking, table)
                    if reveal is not None:
                        found[reveal, "table" if table else "stated"] = None
    return tuple(found)


def order_readings() -> tuple[Reading, ...]:
    """Every combination of the order readings (eight)."""
    return readings_over(ORDER_KEYS)


def reveal_cases(sample: int | None, seed: int) -> Iterator[OrderCase]:
    """Every reveal (``sample``: that many drawn with ``seed``) under every combination of the order readings."""
    reveals = every_reveal()
    if sample is not None and sample < len(reveals):
        reveals = tuple(random.Random(f"laopengh-reveals:{seed}").sample(reveals, sample))
    for reading in order_readings():
        for reveal, numbers in reveals:
            yield reveal, reading.with_choices({"deck.order-numbers": numbers})


def describe(reveal: Reveal) -> str:
    """``P0 CY1/7 · P1 - · P2 J1``."""
    return " · ".join(f"P{player} {'-' if card is None else card}" for player, card in enumerate(reveal))


@dataclass(frozen=True)
class OrderComparison:
    """One reveal: the orders the model allows against the engine's."""

    engine: OrderFunction = field(default=engine_orders)
    model: OrderFunction = field(default=model_orders)

    def __call__(self, case: OrderCase) -> list[Disagreement]:
        """The disagreement on one reveal, if the two sets of orders differ."""
        reveal, reading = case
        by_engine = _answer(self.engine, reveal, reading)
        by_model = _answer(self.model, reveal, reading)
        if by_engine == by_model:
            return []
        size = sum(1 for card in reveal if card is not None)
        text = f"{describe(reveal)} ({reading_words(reading)})"
        return [Disagreement(size, text, "order", str(by_model), str(by_engine))]


def _answer(function: OrderFunction, reveal: Reveal, reading: Reading) -> Any:
    try:
        return [list(order) for order in function(reveal, reading)]
    except Exception as error:  # an encoding that fails disagrees with one that answers
        return f"{type(error).__name__}: {error}"


__all__ = ["OrderCase", "OrderComparison", "describe", "every_reveal", "order_readings", "reveal_cases"]
