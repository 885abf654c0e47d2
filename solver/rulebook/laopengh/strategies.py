"""Hypothesis strategies of Lao Pengh inputs: pile tops with a card to place, reveals, positions and actions.

Every value is one the rules can hold, by construction: cards of the 54-card deck (rule ``laopengh.deck.cards``:
six jokers once each, each of the 24 theme cards twice), each physical card with its own order number (rule
``laopengh.round.order``: no two cards carry one number), three non-empty piles (rule ``laopengh.setup.deal``) and
positions reached by legal play from a new deal. The size of an input is its cards, as ``rulebook diff laopengh``
counts them (:mod:`rulebook.laopengh.readings.diff`): the piles and the card placed, the revealed cards, or a
position's hands, piles and revealed cards. Cards shrink towards the deck's first kinds (J1 ... J6, CY1, CY2 ...),
piles towards the deck's order from the bottom up, positions towards fewer actions.

>>> from hypothesis import find
>>> find(pile_tops(), lambda piles: True)
[['J1'], ['J2'], ['J3']]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from rulebook.core.mutation.strategies import (
    GameStrategies,
    action_inputs,
    check_sizes,
    multisets,
    played_states,
    state_inputs,
)
from rulebook.laopengh.cards import ALL_KINDS, COPIES, DECK_SIZE, ORDER_TABLE, PILES, Card
from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS, State

if TYPE_CHECKING:
    from rulebook.laopengh.actions import Action

PHYSICAL: tuple[Card, ...] = tuple(Card(kind, number) for kind in ALL_KINDS for number in ORDER_TABLE[kind])
"""The 54 physical cards, each kind's copies with the order numbers the spec's table gives them."""


def cards(*, min_size: int = 0, max_size: int | None = None) -> st.SearchStrategy[list[str]]:
    """Groups of ``min_size`` to ``max_size`` card kinds, within the deck's copies, in the deck's order.

    The deck is rule ``laopengh.deck.cards`` (:data:`~rulebook.laopengh.cards.COPIES`): no kind more often than its
    copies; ``max_size`` defaults to the whole deck.

    >>> from hypothesis import find
    >>> find(cards(min_size=2), lambda group: all(kind.startswith("C") for kind in group))
    ['CY1', 'CY1']
    """
    return multisets(ALL_KINDS, COPIES, min_size=min_size, max_size=check_sizes("cards", min_size, max_size, DECK_SIZE))


@st.composite
def _split(draw: st.DrawFn, group: list[str]) -> list[list[str]]:
    """``group`` shuffled and cut into three non-empty piles.

    The shuffle shrinks towards the group's own (deck) order, the cuts towards one card on each early pile.
    """
    group = draw(st.permutations(group))
    first = draw(st.integers(1, len(group) - 2))
    second = draw(st.integers(first + 1, len(group) - 1))
    return [group[:first], group[first:second], group[second:]]


def pile_tops(*, min_size: int = PILES, max_size: int | None = 2 * PILES) -> st.SearchStrategy[list[list[str]]]:
    """The three piles, bottom card first, each non-empty, ``min_size`` to ``max_size`` cards in all.

    Three non-empty piles is rule ``laopengh.setup.deal`` (one card turned up on each); the cards are within the
    deck's copies (rule ``laopengh.deck.cards``) in any order. The placing rules look at the top two cards of a pile
    only, so ``max_size`` defaults to two a pile (``None``: the whole deck).

    >>> from hypothesis import find
    >>> find(pile_tops(), lambda piles: len(piles[0]) == 2)
    [['J1', 'J2'], ['J3'], ['J4']]
    """
    top = check_sizes("pile tops", min_size, max_size, DECK_SIZE)
    if min_size < PILES:
        raise InvalidArgument(f"pile tops hold at least one card on each of the {PILES} piles, not min_size={min_size}")
    return cards(min_size=min_size, max_size=top).flatmap(_split)


@st.composite
def _place_inputs(draw: st.DrawFn, min_size: int, max_size: int) -> dict[str, Any]:
    """Piles of ``min_size`` to ``max_size`` cards, a pile and a card, drawn from one group within the deck."""
    group = draw(cards(min_size=min_size + 1, max_size=max_size + 1))
    card = group.pop(draw(st.integers(0, len(group) - 1)))  # the piles and the card within the deck together
    return {"piles": draw(_split(group)), "pile": draw(st.integers(0, PILES - 1)), "card": card}


def place_inputs(*, min_size: int = PILES, max_size: int | None = 2 * PILES) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``place`` question: three piles of ``min_size`` to ``max_size`` cards, a pile and a card.

    The piles are as :func:`pile_tops` draws them (rule ``laopengh.setup.deal``), the pile one of the three and the
    piles and the card within the deck's copies together (rule ``laopengh.deck.cards``, which the question's input
    reader holds them to); legal or not, every placement is judged (rules ``laopengh.place.*``). The size bounds
    count the piles' cards, not the card placed (``max_size=None``: the rest of the deck).

    >>> from hypothesis import find
    >>> find(place_inputs(), lambda data: True)
    {'piles': [['J2'], ['J3'], ['J4']], 'pile': 0, 'card': 'J1'}
    """
    top = check_sizes("place inputs", min_size, max_size, DECK_SIZE - 1)
    if min_size < PILES:
        raise InvalidArgument(f"the piles hold at least one card on each of the {PILES} piles, not min_size={min_size}")
    return _place_inputs(min_size, top)


@st.composite
def _reveals(draw: st.DrawFn, min_players: int, max_players: int) -> list[str | None]:
    players = draw(st.integers(min_players, max_players))
    chosen = draw(st.lists(st.integers(0, len(PHYSICAL) - 1), min_size=players, max_size=players, unique=True))
    none = draw(st.lists(st.booleans(), min_size=players, max_size=players))
    return [None if empty else str(PHYSICAL[index]) for index, empty in zip(chosen, none, strict=True)]


def reveals(*, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS) -> st.SearchStrategy[list[str | None]]:
    """Each of ``min_players`` to ``max_players`` players' revealed physical card (``CY3/11``, ``J2``) or ``None``.

    A player reveals one card of their hand or none (rule ``laopengh.round.reveal``); the cards are physical cards of
    the deck with the order numbers of its table, so no two carry one number (rule ``laopengh.round.order``). The
    cards shrink towards the lowest numbers, players towards revealing.

    >>> from hypothesis import find
    >>> find(reveals(), lambda revealed: None in revealed)
    ['J1', None]
    """
    if not MIN_PLAYERS <= min_players <= max_players <= MAX_PLAYERS:
        raise InvalidArgument(
            f"reveals need {MIN_PLAYERS} <= min_players <= max_players <= {MAX_PLAYERS}, not {min_players} and "
            f"{max_players}"
        )
    return _reveals(min_players, max_players)


def order_inputs(
    *, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS
) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``order`` question: ``{"revealed": ...}``, a reveal as :func:`reveals` draws it.

    The rules order the players by the numbers of their revealed cards (rules ``laopengh.round.order``,
    ``laopengh.round.lone-dragon``), so any reveal of distinct physical cards has an answer.

    >>> from hypothesis import find
    >>> find(order_inputs(min_players=3), lambda data: True)
    {'revealed': ['J1', 'J2', 'J3']}
    """
    return reveals(min_players=min_players, max_players=max_players).map(lambda revealed: {"revealed": revealed})


def _legal(state: State) -> list[Action]:
    from rulebook.laopengh.engine.play import legal_actions

    return legal_actions(state)


def _apply(state: State, action: Action) -> State:
    from rulebook.laopengh.engine.play import apply

    return apply(state, action)


@st.composite
def _starts(draw: st.DrawFn, min_players: int, max_players: int) -> State:
    from rulebook.laopengh.engine.play import new

    return new(draw(st.integers(min_players, max_players)), draw(st.integers(0, 2**16)))


def positions(
    *, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS, min_steps: int = 0, max_steps: int = 40
) -> st.SearchStrategy[State]:
    """Positions of ``min_players`` to ``max_players`` players, reached by legal play from a new deal.

    A deal (rule ``laopengh.setup.deal``, :func:`rulebook.laopengh.engine.play.new` with a drawn seed) is followed by
    ``min_steps`` to ``max_steps`` actions, each one of the engine's legal actions there (reveals, placements,
    accusations and acceptances; rules ``laopengh.round.*``, ``laopengh.place.*``, ``laopengh.suspicion.*``), by
    :func:`rulebook.core.mutation.strategies.played_states`; play stops early at the end of the game. Shrinks towards
    two players, the first seed and fewer, earlier actions.

    >>> from hypothesis import find
    >>> start = find(positions(), lambda state: True)
    >>> start.players, start.phase, start.round
    (2, 'reveal', 1)
    """
    if not MIN_PLAYERS <= min_players <= max_players <= MAX_PLAYERS:
        raise InvalidArgument(
            f"positions need {MIN_PLAYERS} <= min_players <= max_players <= {MAX_PLAYERS}, not {min_players} and "
            f"{max_players}"
        )
    if not 0 <= min_steps <= max_steps:
        raise InvalidArgument(f"positions need 0 <= min_steps <= max_steps, not {min_steps} and {max_steps}")
    return played_states(_starts(min_players, max_players), _legal, _apply, min_steps=min_steps, max_steps=max_steps)


def _game_over(draw: st.DrawFn, state: State) -> str:
    """The action asked where none is legal (the game is over): one the rules refuse."""
    return "accept"


def _state_json(state: State) -> dict[str, Any]:
    from rulebook.laopengh.state import state_json

    return state_json(state)


def legal_actions_inputs(position: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``legal_actions`` question: ``{"state": ...}``, a position in its JSON form.

    The position is drawn from ``position`` (:func:`positions` by default), so it is one legal play reaches.

    >>> from hypothesis import find
    >>> state = find(legal_actions_inputs(), lambda data: True)["state"]
    >>> len(state["hands"]), [len(pile) for pile in state["piles"]]
    (2, [1, 1, 1])
    """
    return state_inputs(positions() if position is None else position, _state_json)


def apply_inputs(position: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``apply`` question: a position (:func:`positions` by default) and one of its legal actions.

    The action is one the engine lists as legal there (so it is applied, not refused); at the end of a game, where
    none is, it is ``accept``, which the rules refuse there (the answer is then ``{"refused": true}``).

    >>> from hypothesis import find
    >>> find(apply_inputs(), lambda data: True)["action"].startswith("reveal 0 ")
    True
    """
    chosen = positions() if position is None else position
    return action_inputs(chosen, _legal, _state_json, otherwise=_game_over)


def size(question: str, data: Any) -> int:
    """Cards: of the piles and the card placed, the revealed cards, or a position's hands, piles and revealed."""
    if question == "place":
        return sum(len(pile) for pile in data["piles"]) + 1
    if question == "order":
        return sum(card is not None for card in data["revealed"])
    state = data["state"]
    held = sum(len(hand) for hand in state["hands"]) + sum(len(pile) for pile in state["piles"])
    return held + sum(card is not None for card in state.get("revealed", []))


def strategies() -> GameStrategies:
    """Lao Pengh's strategies for ``rulebook fuzz``, the pytest plugin and ``st.from_type``."""
    return GameStrategies(
        inputs={
            "place": place_inputs,
            "order": order_inputs,
            "legal_actions": legal_actions_inputs,
            "apply": apply_inputs,
        },
        size=size,
        types={State: positions},
    )


__all__ = [
    "PHYSICAL",
    "apply_inputs",
    "cards",
    "legal_actions_inputs",
    "order_inputs",
    "pile_tops",
    "place_inputs",
    "positions",
    "reveals",
    "size",
    "strategies",
]
