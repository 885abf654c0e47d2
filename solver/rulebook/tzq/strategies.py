"""Hypothesis strategies of Tien Zi Que inputs: groups of cards, hands, score piles, positions and actions.

Every value is one the rules can hold, by construction: cards of the 54-card deck, never more copies of a kind than
it has (rulebook "Contents", rule ``tzq.deck.cards``: one of each coin, three of each honour, three jokers), hands
of five cards (rule ``tzq.turn.hand-size``), score piles of five (rule ``tzq.round.mahjong``), and positions reached
by legal play from a new deal. The size of an input counts cards as ``rulebook diff tzq`` does
(:mod:`rulebook.tzq.readings.diff`): the cards asked about, or the active player's hand and score pile. Cards shrink
towards the first kinds of the deck's order (1a 1b ... 9d, E S W N, D, T), positions towards fewer actions.

>>> from hypothesis import find
>>> find(score_piles(), lambda pile: "T" in pile)
['1a', '1b', '1c', '1d', 'T']
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
from rulebook.tzq.cards import ALL_KINDS, COPIES, DECK_SIZE, HAND_SIZE, SCORE_PILE_SIZE
from rulebook.tzq.state import PLAYERS, State

if TYPE_CHECKING:
    from rulebook.tzq.actions import Action


def cards(*, min_size: int = 0, max_size: int | None = None) -> st.SearchStrategy[list[str]]:
    """Groups of ``min_size`` to ``max_size`` cards of the deck, within its copies, in the deck's order.

    >>> from hypothesis import find
    >>> find(cards(min_size=3), lambda group: True)
    ['1a', '1b', '1c']
    """
    return multisets(ALL_KINDS, COPIES, min_size=min_size, max_size=check_sizes("cards", min_size, max_size, DECK_SIZE))


def hands() -> st.SearchStrategy[list[str]]:
    """Hands of five cards, the size a hand has between turns (rule ``tzq.turn.hand-size``).

    >>> from hypothesis import find
    >>> find(hands(), lambda hand: True)
    ['1a', '1b', '1c', '1d', '2a']
    """
    return cards(min_size=HAND_SIZE, max_size=HAND_SIZE)


def score_piles() -> st.SearchStrategy[list[str]]:
    """Score piles of five cards, one kept from each of the five combinations of Mah-jong (rule ``tzq.round.mahjong``).

    >>> from hypothesis import find
    >>> find(score_piles(), lambda pile: pile.count("E") == 3)
    ['1a', '1b', 'E', 'E', 'E']
    """
    return cards(min_size=SCORE_PILE_SIZE, max_size=SCORE_PILE_SIZE)


def combination_inputs(*, min_size: int = 0, max_size: int = 6) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``combination`` question: ``min_size`` to ``max_size`` cards (any number is asked about).

    >>> from hypothesis import find
    >>> find(combination_inputs(), lambda data: len(data["cards"]) == 3)
    {'cards': ['1a', '1b', '1c']}
    """
    return cards(min_size=min_size, max_size=max_size).map(lambda group: {"cards": group})


@st.composite
def _combinations_inputs(draw: st.DrawFn) -> dict[str, Any]:
    six = draw(cards(min_size=HAND_SIZE + 1, max_size=HAND_SIZE + 1))
    index = draw(st.integers(0, HAND_SIZE))
    card = six[HAND_SIZE - index]  # the last card by default: a hand of the first five and the sixth
    hand = six[: HAND_SIZE - index] + six[HAND_SIZE - index + 1 :]
    return {"hand": hand, "card": card, "from": draw(st.sampled_from(("draw", "discard")))}


def combinations_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``combinations`` question.

    A hand of five, a sixth card drawn or taken from the discard, the six within the deck's copies (rules
    ``tzq.turn.actions``, ``tzq.turn.hand-size``).

    >>> from hypothesis import find
    >>> find(combinations_inputs(), lambda data: True)
    {'hand': ['1a', '1b', '1c', '1d', '2a'], 'card': '2b', 'from': 'draw'}
    """
    return _combinations_inputs()


def score_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``score`` question: a five-card score pile (:func:`score_piles`)."""
    return score_piles().map(lambda pile: {"pile": pile})


def _legal(state: State) -> tuple[Action, ...]:
    from rulebook.tzq.engine.play import legal_actions

    return legal_actions(state)


def _apply(state: State, action: Action) -> State:
    from rulebook.tzq.engine.play import apply

    return apply(state, action)


@st.composite
def _starts(draw: st.DrawFn) -> State:
    from rulebook.tzq.engine.deal import new_game

    return new_game(draw(st.integers(0, 2**16)), draw(st.integers(0, PLAYERS - 1)))


def positions(*, min_steps: int = 0, max_steps: int = 60) -> st.SearchStrategy[State]:
    """Positions reached from a new deal by ``min_steps`` to ``max_steps`` legal actions.

    The deal gives five cards each, the rest face down (rules ``tzq.game.rounds``, ``tzq.turn.hand-size``); the
    actions are draws, chows, discards, combinations and new rounds.

    >>> from hypothesis import find
    >>> start = find(positions(), lambda state: True)
    >>> start.round, start.turn, start.phase
    (1, 0, 'start')
    """
    if not 0 <= min_steps <= max_steps:
        raise InvalidArgument(f"positions need 0 <= min_steps <= max_steps, not {min_steps} and {max_steps}")
    return played_states(_starts(), _legal, _apply, min_steps=min_steps, max_steps=max_steps)


def _game_over(draw: st.DrawFn, state: State) -> str:
    """The action asked where none is legal (the game is over): one the rules refuse."""
    return "draw"


def _state_json(state: State) -> dict[str, Any]:
    from rulebook.tzq.state import state_json

    return state_json(state)


def legal_actions_inputs(position: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``legal_actions`` question: a position (:func:`positions` by default) in its JSON form."""
    return state_inputs(positions() if position is None else position, _state_json)


def apply_inputs(position: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``apply`` question: a position (:func:`positions` by default) and one of its legal actions.

    >>> from hypothesis import find
    >>> find(apply_inputs(), lambda data: True)["action"]
    'draw'
    """
    chosen = positions() if position is None else position
    return action_inputs(chosen, _legal, _state_json, otherwise=_game_over)


def size(question: str, data: Any) -> int:
    """Cards.

    Those asked about (a group, a hand and its sixth card, a score pile), or of a position the active player's hand and
    score pile (as :mod:`rulebook.tzq.readings.diff` counts a position).
    """
    if question == "combination":
        return len(data["cards"])
    if question == "combinations":
        return len(data["hand"]) + 1
    if question == "score":
        return len(data["pile"])
    state = data["state"]
    active = state["players"][state["turn"]]
    return len(active["hand"]) + len(active["score_pile"])


def strategies() -> GameStrategies:
    """Tien Zi Que's strategies for ``rulebook fuzz``, the pytest plugin and ``st.from_type``."""
    return GameStrategies(
        inputs={
            "combination": combination_inputs,
            "combinations": combinations_inputs,
            "score": score_inputs,
            "legal_actions": legal_actions_inputs,
            "apply": apply_inputs,
        },
        size=size,
        types={State: positions},
    )


__all__ = [
    "apply_inputs",
    "cards",
    "combination_inputs",
    "combinations_inputs",
    "hands",
    "legal_actions_inputs",
    "positions",
    "score_inputs",
    "score_piles",
    "size",
    "strategies",
]
