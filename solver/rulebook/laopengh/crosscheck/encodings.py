"""The two encodings' public functions, loaded when a cross-check first needs them.

The cross-checks import both encodings; neither encoding imports the other. Each function is named with
:func:`~rulebook.core.deferred.deferred` and loaded when a cross-check first calls it, which keeps ``rulebook --help``
light and lets a test hand a comparison a deliberately broken function instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulebook.core.deferred import deferred
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

engine_judge: JudgeFunction = deferred("rulebook.laopengh.engine.placement:judge")
"""``rulebook.laopengh.engine.placement.judge``."""
model_judge: JudgeFunction = deferred("rulebook.laopengh.model.placement:judge")
"""``rulebook.laopengh.model.placement.judge``."""
engine_orders: OrderFunction = deferred("rulebook.laopengh.engine.order:orders")
"""``rulebook.laopengh.engine.order.orders``."""
model_orders: OrderFunction = deferred("rulebook.laopengh.model.order:orders")
"""``rulebook.laopengh.model.order.orders``."""
readings_over = Reading.over
"""Every combination of the options of some keys (the others as in a base reading, the defaults by default)."""
reading_words = Reading.words
"""A reading as ``key=value`` pairs of what differs from the defaults, or ``defaults``."""


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
