"""The two encodings' public functions, loaded when a cross-check first needs them.

The cross-checks import both encodings; neither encoding imports the other. Loading them here, lazily, keeps
``rulebook --help`` light and lets a test hand a comparison a deliberately broken function instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulebook.laopengh.cards import Card
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.verdict import Placement

JudgeFunction = Callable[[Sequence[Sequence[str]], int, str, Reading], Placement]
"""``(piles, pile, card, reading) -> the placement's judgement`` (question ``place``)."""
OrderFunction = Callable[[Sequence[Card | None], Reading], tuple[tuple[int, ...], ...]]
"""``(revealed, reading) -> every allowed order`` (question ``order``)."""

PLACEMENT_KEYS = ("place.fits-no-pile", "joker.theme-run", "suspicion.grounds")
"""The reading keys a placement's judgement depends on (spec: the readings of the place.* and joker rules)."""
ORDER_KEYS = ("order.lone-dragon", "order.lone-dragon-first", "order.lone-dragon-choice")
"""The reading keys the order of play depends on, besides where the numbers come from."""


def engine_judge(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading) -> Placement:
    """``rulebook.laopengh.engine.placement.judge``."""
    from rulebook.laopengh.engine.placement import judge

    return judge(piles, pile, card, reading)


def model_judge(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading) -> Placement:
    """``rulebook.laopengh.model.placement.judge``."""
    from rulebook.laopengh.model.placement import judge

    return judge(piles, pile, card, reading)


def engine_orders(revealed: Sequence[Card | None], reading: Reading) -> tuple[tuple[int, ...], ...]:
    """``rulebook.laopengh.engine.order.orders``."""
    from rulebook.laopengh.engine.order import orders

    return orders(revealed, reading)


def model_orders(revealed: Sequence[Card | None], reading: Reading) -> tuple[tuple[int, ...], ...]:
    """``rulebook.laopengh.model.order.orders``."""
    from rulebook.laopengh.model.order import orders

    return orders(revealed, reading)


def readings_over(keys: Sequence[str], base: Reading | None = None) -> tuple[Reading, ...]:
    """Every combination of the options of ``keys`` (the other keys as in ``base``, the defaults by default)."""
    return Reading.over(keys, base)


def reading_words(reading: Reading) -> str:
    """A reading as ``key=value`` pairs of what differs from the defaults, or ``defaults``."""
    return reading.words()


__all__ = [
    "ORDER_KEYS",
    "PLACEMENT_KEYS",
    "JudgeFunction",
    "OrderFunction",
    "engine_judge",
    "engine_orders",
    "model_judge",
    "model_orders",
    "reading_words",
    "readings_over",
]
