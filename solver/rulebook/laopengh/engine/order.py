"""Lao Pengh order of play — the engine's orders in which a round's revealed cards may be placed.

Rulebook "Sequence of Play" (with its Exception), "Jokers"; Quick Rules, "Sequence of Play". The rule, in this
module's words:

- The players who revealed a card this round place it one after another, by the rising order number in its centre
  (rule ``laopengh.round.order``). The jokers carry 1 to 6 and so go before every theme card; which theme card carries
  which number is reading ``deck.order-numbers`` (rule ``laopengh.deck.cards``): under ``table`` a theme card's
  number must be one the spec's table gives its copies, under ``stated`` any of 7 to 54; the numbers come on the
  cards, and no two are alike.
- A lone dragon may go first (rule ``laopengh.round.lone-dragon``): when, of at least two players with a card, exactly
  one revealed a dragon theme card (a joker is no dragon card) and — under reading ``order.lone-dragon=
  others-all-cranes`` — every other revealed a crane theme card (a joker is no crane card either); under
  ``exactly-one-dragon`` the others may hold anything. Its owner then places first (reading
  ``order.lone-dragon-first=before-jokers``) or right after the jokers revealed with it (``after-jokers``), the others
  keeping their order; under ``order.lone-dragon-choice=optional`` the owner may instead keep the number's place,
  under ``always`` not.

>>> from rulebook.laopengh.cards import Card
>>> orders([Card("CY2", 9), Card("DB4", 53)], Reading())
((0, 1), (1, 0))
>>> orders([Card("CY2", 9), Card("DB4", 53), Card("DR1", 39)], Reading())
((0, 2, 1),)
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core.errors import InputError
from rulebook.laopengh.cards import JOKERS, ORDER_TABLE, THEME_ORDER_NUMBERS, Card, joker_number
from rulebook.laopengh.reading import Reading

ORDER = "laopengh.round.order"
LONE_DRAGON = "laopengh.round.lone-dragon"
CARDS = "laopengh.deck.cards"

_JOKER_SET = frozenset(JOKERS)


def _check(revealed: Sequence[Card | None], reading: Reading) -> None:
    seen: set[int] = set()
    for player, card in enumerate(revealed):
        if card is None:
            continue
        if card.kind not in ORDER_TABLE:
            raise InputError(f"player {player} revealed an unknown card {card.kind!r}")
        if card.kind in _JOKER_SET:
            allowed: Sequence[int] = (joker_number(card.kind),)
        elif reading.deck_order_numbers == "table":
            allowed = ORDER_TABLE[card.kind]
        else:
            allowed = THEME_ORDER_NUMBERS
        if card.number not in allowed:
            raise InputError(f"{card} (player {player}) carries an order number its card does not ({CARDS})")
        if card.number in seen:
            raise InputError(f"two revealed cards carry the order number {card.number}")
        seen.add(card.number)


def lone_dragon(revealed: Sequence[Card | None], reading: Reading) -> int | None:
    """The player whose dragon is a lone dragon (rule ``laopengh.round.lone-dragon``), or None."""
    players = [player for player, card in enumerate(revealed) if card is not None]
    if len(players) < 2:
        return None
    kinds = {player: card.kind for player, card in enumerate(revealed) if card is not None}
    dragons = [player for player in players if kinds[player][0] == "D"]
    if len(dragons) != 1:
        return None
    if reading.order_lone_dragon == "others-all-cranes" and any(
        kinds[player][0] != "C" for player in players if player != dragons[0]
    ):
        return None
    return dragons[0]


def orders(revealed: Sequence[Card | None], reading: Reading) -> tuple[tuple[int, ...], ...]:
    """Every order the rules allow for placing the ``revealed`` cards (one entry a player, None: no card), sorted."""
    _check(revealed, reading)
    numbers = {player: card.number for player, card in enumerate(revealed) if card is not None}
    kinds = {player: card.kind for player, card in enumerate(revealed) if card is not None}
    base = tuple(sorted(numbers, key=numbers.__getitem__))
    dragon = lone_dragon(revealed, reading)
    if dragon is None:
        return (base,)
    others = [player for player in base if player != dragon]
    if reading.order_lone_dragon_first == "before-jokers":
        first = (dragon, *others)
    else:
        jokers = [player for player in others if kinds[player] in _JOKER_SET]
        rest = [player for player in others if player not in jokers]
        first = (*jokers, dragon, *rest)
    allowed = {first} if reading.order_lone_dragon_choice == "always" else {first, base}
    return tuple(sorted(allowed))


__all__ = ["CARDS", "LONE_DRAGON", "ORDER", "lone_dragon", "orders"]
