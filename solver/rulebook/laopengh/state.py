"""The state of a Lao Pengh game, as plain immutable data (rulebook "Setup", "Sequence of Play", "Suspicion").

This module holds the state and its JSON form; it decides nothing about rules. Legal actions and their effects are
:mod:`rulebook.laopengh.engine.play`'s; what a position may hold (copies, order numbers) is checked here as it is
read, since it is about the deck, not about play.

Conventions (also in ``spec/laopengh-state.schema.json``):

- Players are numbered from 0; piles 0, 1 and 2, each listed bottom card first (its top card last). A pile is
  never empty: it starts with one card (Setup) and an accusation leaves the accused card (Suspicion).
- Every card is a physical card with its order number (:class:`~rulebook.laopengh.cards.Card`, ``CY3/11``).
- ``aside``: the cards out of the game, face down (the setup's leftovers, and what an accusation lays aside).
- Phases: ``reveal`` (each player still without a revealed card chooses one from hand; ``revealed`` holds the
  cards laid face down so far), ``place`` (the revealed cards are placed; ``orders`` lists the orders in which the
  players still to place may place, more than one when a lone dragon's owner may choose), ``over`` (``winners``).
- ``open``: the placed cards an accusation can still reach (rule ``laopengh.suspicion.accuse``): each names its
  pile, its owner and whether its placement was legal when made (the rules judge a placement against the piles it
  was made on, which later cards may change).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast

from rulebook.core.errors import InputError
from rulebook.core.play.commands import without_actor
from rulebook.laopengh.cards import PILES, Card, Cards, check_copies, check_numbers, parse_numbered

Phase = Literal["reveal", "place", "over"]
PHASES: tuple[Phase, ...] = ("reveal", "place", "over")
IDLE_PHASES: tuple[Phase, ...] = ("over",)
"""The phases in which no player acts: the game is over (its winners named)."""
MIN_PLAYERS = 2
MAX_PLAYERS = 6
"""The rulebook gives no player count; the sources give two to six (gaps)."""


@dataclass(frozen=True)
class Open:
    """A placed card still open to accusation: its pile, its owner, and whether its placement was legal."""

    pile: int
    player: int
    legal: bool


@dataclass(frozen=True)
class State:
    """A complete Lao Pengh position (see the module's conventions)."""

    hands: tuple[tuple[Card, ...], ...]
    """Each player's hand, sorted."""
    piles: tuple[tuple[Card, ...], ...]
    """The three piles, bottom card first."""
    phase: Phase = "reveal"
    revealed: tuple[Card | None, ...] = ()
    """Per player: the card revealed this round and not yet placed (``None``: none, or placed)."""
    orders: tuple[tuple[int, ...], ...] = ()
    """In ``place``: the orders in which the players still to place may place."""
    open: tuple[Open, ...] = ()
    aside: tuple[Card, ...] = ()
    """Out of the game, sorted."""
    winners: tuple[int, ...] = ()
    round: int = 1

    @property
    def players(self) -> int:
        """How many players there are."""
        return len(self.hands)

    def cards(self) -> list[Card]:
        """Every card the state holds, wherever it lies."""
        found = [card for hand in self.hands for card in hand]
        found += [card for pile in self.piles for card in pile]
        found += [card for card in self.revealed if card is not None]
        return found + list(self.aside)


def state_json(state: State) -> dict[str, Any]:
    """The JSON form of ``state`` (``spec/laopengh-state.schema.json``)."""
    return {
        "hands": [[str(card) for card in hand] for hand in state.hands],
        "piles": [[str(card) for card in pile] for pile in state.piles],
        "phase": state.phase,
        "revealed": [None if card is None else str(card) for card in state.revealed],
        "orders": [list(order) for order in state.orders],
        "open": [{"pile": item.pile, "player": item.player, "legal": item.legal} for item in state.open],
        "aside": [str(card) for card in state.aside],
        "winners": list(state.winners),
        "round": state.round,
    }


def _cards(value: Any, what: str, numbers: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise InputError(f'{what} must be a list of cards such as "CY3/11"')
    return tuple(parse_numbered(item, numbers) for item in value)


def _index(value: Any, what: str, bound: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < bound:
        raise InputError(f"{what} must be a whole number from 0 to {bound - 1}")
    return value


FIELDS = ("hands", "piles", "phase", "revealed", "orders", "open", "aside", "winners", "round")


def state_from_json(data: Any, numbers: str = "table", composition: str = "two-each") -> State:
    """The state ``data`` describes; :class:`InputError` naming the first thing wrong with it.

    ``numbers`` and ``composition`` are the options of readings ``deck.order-numbers`` and ``deck.composition``,
    which decide which order numbers a card may carry and how many copies of a card a position may hold. Only
    ``hands`` and ``piles`` are required; a state need not list every card of the deck (the set-aside cards may be
    left out).
    """
    if not isinstance(data, Mapping):
        raise InputError("a state must be a JSON object")
    data = without_actor(data)
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise InputError(f"unknown state field {unknown[0]!r}; fields: {', '.join(FIELDS)}")
    for required in ("hands", "piles"):
        if required not in data:
            raise InputError(f"a state needs {required!r}")
    hands_data = data["hands"]
    if not isinstance(hands_data, list) or not MIN_PLAYERS <= len(hands_data) <= MAX_PLAYERS:
        raise InputError(f"hands must list the hands of {MIN_PLAYERS} to {MAX_PLAYERS} players")
    players = len(hands_data)
    hands = tuple(tuple(sorted(_cards(hand, f"hand {i}", numbers))) for i, hand in enumerate(hands_data))
    piles_data = data["piles"]
    if not isinstance(piles_data, list) or len(piles_data) != PILES:
        raise InputError(f"piles must list the {PILES} piles, each bottom card first")
    piles = tuple(_cards(pile, f"pile {i}", numbers) for i, pile in enumerate(piles_data))
    if any(not pile for pile in piles):
        raise InputError("a pile is never empty: it starts with a card and an accusation leaves the accused card")
    phase = data.get("phase", "reveal")
    if phase not in PHASES:
        raise InputError(f"unknown phase {phase!r}; phases: {', '.join(PHASES)}")
    revealed_data = data.get("revealed", [None] * players)
    if not isinstance(revealed_data, list) or len(revealed_data) != players:
        raise InputError(f"revealed must give one card or null for each of the {players} players")
    revealed = tuple(
        None if item is None else _cards([item], f"revealed card of player {i}", numbers)[0]
        for i, item in enumerate(revealed_data)
    )
    orders_data = data.get("orders", [])
    if not isinstance(orders_data, list) or not all(isinstance(order, list) for order in orders_data):
        raise InputError("orders must be a list of orders, each a list of players")
    orders = tuple(tuple(_index(p, "a player in orders", players) for p in order) for order in orders_data)
    open_data = data.get("open", [])
    if not isinstance(open_data, list):
        raise InputError('open must be a list of {"pile", "player", "legal"} objects')
    opened: list[Open] = []
    for item in open_data:
        if not isinstance(item, Mapping) or set(item) != {"pile", "player", "legal"}:
            raise InputError("each open placement is an object with exactly pile, player and legal")
        if not isinstance(item["legal"], bool):
            raise InputError("an open placement's legal must be true or false")
        opened.append(
            Open(
                _index(item["pile"], "an open pile", PILES),
                _index(item["player"], "an open player", players),
                item["legal"],
            )
        )
    aside = tuple(sorted(_cards(data.get("aside", []), "aside", numbers)))
    winners_data = data.get("winners", [])
    if not isinstance(winners_data, list):
        raise InputError("winners must be a list of players")
    winners = tuple(_index(p, "a winner", players) for p in winners_data)
    round_number = data.get("round", 1)
    if not isinstance(round_number, int) or isinstance(round_number, bool) or round_number < 1:
        raise InputError("round must be a whole number from 1")
    state = State(hands, piles, cast(Phase, phase), revealed, orders, tuple(opened), aside, winners, round_number)
    every = state.cards()
    check_numbers(every, "the state")
    check_copies(Cards.of(card.kind for card in every), "the state", composition)
    return state


def kinds(cards: Sequence[Card]) -> tuple[str, ...]:
    """The kinds of some cards, in the same order."""
    return tuple(card.kind for card in cards)


__all__ = [
    "FIELDS",
    "IDLE_PHASES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PHASES",
    "Open",
    "Phase",
    "State",
    "kinds",
    "state_from_json",
    "state_json",
]
