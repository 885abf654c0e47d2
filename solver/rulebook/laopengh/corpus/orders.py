"""Lao Pengh conformance cases about the order of play: who places first after a reveal, each worked by hand.

Family ``order_rulebook`` (``generated/laopengh/order_rulebook.json``). Each case gives the card each player
revealed (``null`` for none), with the order number in its centre, and every order in which the players may place,
worked out in the case's ``why`` from "Sequence of Play" (lowest number first), its Exception (a lone dragon may go
first) and "Jokers" (the jokers carry 1 to 6, so they usually go first). Under the default the owner of a lone dragon
may choose (reading ``order.lone-dragon-choice=optional``), so such a reveal has two orders.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.laopengh.corpus.case_builder import GAME, rulebook_case

ORDER = "laopengh.round.order"
LONE = "laopengh.round.lone-dragon"
DECK = "laopengh.deck.cards"
SEQUENCE = "Sequence of Play"

CASES: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, outcome, revealed, orders, why, readings
    (
        "order-by-numbers",
        "two dragons and a crane: lowest order number first",
        (ORDER, LONE),
        "accepts",
        ["DR1/39", "CY2/9", "DB4/53"],
        [[1, 0, 2]],
        f"{SEQUENCE}: 'The player with the lowest number starts': 9, then 39, then 53. Two dragons were revealed, "
        "so there is no lone dragon.",
    ),
    (
        "order-jokers-first",
        "a joker goes before the theme cards: it carries a number from 1 to 6",
        (ORDER, DECK),
        "accepts",
        ["CY2/9", "J3", "CB1/23"],
        [[1, 0, 2]],
        "Jokers: 'jokers are usually placed first'; the joker J3 carries 3, below every theme card (7 to 54).",
    ),
    (
        "order-player-without-card",
        "a player without a revealed card takes no part in the order",
        (ORDER,),
        "accepts",
        ["CY2/9", None, "CR1/15"],
        [[0, 2]],
        f"{SEQUENCE}: the revealed cards are placed by their numbers, 9 then 15; player 1 revealed nothing.",
    ),
    (
        "order-stated-numbers",
        "the order numbers read off the cards decide, when the spec's table is not assumed",
        (ORDER, DECK),
        "accepts",
        ["CY2/40", "CR1/8"],
        [[1, 0]],
        "Reading deck.order-numbers=stated: the cards show 40 and 8, so player 1 places first (under the spec's "
        "table CY2 carries 9 or 10 and CR1 15 or 16, and player 0 would).",
        {"deck.order-numbers": "stated"},
    ),
    (
        "order-stated-numbers-joker",
        "a joker keeps its own number 1 to 6 when the theme cards' numbers are read off the cards",
        (ORDER, DECK),
        "accepts",
        ["CY2/40", "J2"],
        [[1, 0]],
        "Jokers and reading deck.order-numbers=stated: only the theme cards' numbers (7 to 54) are read off the "
        "cards; J2 carries 2, below 40, so player 1 places first.",
        {"deck.order-numbers": "stated"},
    ),
    (
        "order-lone-dragon",
        "one dragon among cranes: its owner may place first, or keep its number's place",
        (LONE, ORDER),
        "accepts",
        ["CR1/15", "CY2/9", "DB4/53"],
        [[1, 0, 2], [2, 1, 0]],
        f"{SEQUENCE}, Exception: 'If the dragon was played by only one player and all the other players played a "
        "crane, the player with the dragon may play first': player 2 first, then 9 and 15; or by the numbers.",
    ),
    (
        "order-lone-dragon-always",
        "a lone dragon goes first when its owner has no choice: its number is ignored",
        (LONE, ORDER),
        "refuses",
        ["CR1/15", "CY2/9", "DB4/53"],
        [[2, 1, 0]],
        f"{SEQUENCE}, Exception: 'The number in the centre of the dragon is ignored in this case' (reading "
        "order.lone-dragon-choice=always): the lowest-number-first order is refused.",
        {"order.lone-dragon-choice": "always"},
    ),
    (
        "order-two-players-lone-dragon",
        "two players, a dragon and a crane: the dragon may go first although its number is higher",
        (LONE,),
        "accepts",
        ["DY1/31", "CB4/29"],
        [[0, 1], [1, 0]],
        f"{SEQUENCE}, Exception: the other player played a crane; by the numbers the crane (29) goes before the "
        "dragon (31).",
    ),
    (
        "order-dragon-beside-joker",
        "a dragon beside a joker is no lone dragon: the joker is not a crane",
        (LONE, ORDER),
        "refuses",
        ["J1", "CY2/9", "DB4/53"],
        [[0, 1, 2]],
        f"{SEQUENCE}, Exception: 'all the other players played a crane' does not hold, player 0 played a joker "
        "(reading order.lone-dragon=others-all-cranes): the numbers 1, 9, 53 decide.",
    ),
    (
        "order-dragon-beside-joker-exactly-one",
        "a dragon beside a joker is a lone dragon when only one dragon is asked for, and goes before the joker",
        (LONE, ORDER),
        "accepts",
        ["J1", "CY2/9", "DB4/53"],
        [[0, 1, 2], [2, 0, 1]],
        "Quick Rules, Exception: 'If the dragon was played by only one player, that player may play first' "
        "(reading order.lone-dragon=exactly-one-dragon): first of all, before the joker (order.lone-dragon-first="
        "before-jokers), or by the numbers.",
        {"order.lone-dragon": "exactly-one-dragon"},
    ),
    (
        "order-dragon-after-jokers",
        "a lone dragon beside a joker goes right after it when jokers keep the lead",
        (LONE, ORDER),
        "accepts",
        ["J1", "CY2/9", "DB4/53"],
        [[0, 1, 2], [0, 2, 1]],
        "Reading order.lone-dragon=exactly-one-dragon with order.lone-dragon-first=after-jokers: the joker first "
        "(1), then the dragon, then the crane; or by the numbers.",
        {"order.lone-dragon": "exactly-one-dragon", "order.lone-dragon-first": "after-jokers"},
    ),
)
"""Every case: id, description, rules, outcome, revealed, the hand-worked orders, why (and readings)."""


def _case(row: tuple[Any, ...]) -> Case:
    case_id, description, rules, outcome, revealed, orders, why, *rest = row
    readings: Mapping[str, str] = rest[0] if rest else {}
    given = {"revealed": revealed}
    return rulebook_case(case_id, description, "order", rules, outcome, given, why, {"orders": orders}, dict(readings))


def order_rulebook() -> Corpus:
    """The ``order_rulebook`` family."""
    return Corpus(
        GAME,
        "order_rulebook",
        "Orders of play worked by hand from the rulebook: numbers, jokers, the lone dragon.",
        tuple(_case(row) for row in CASES),
    )


__all__ = ["CASES", "order_rulebook"]
