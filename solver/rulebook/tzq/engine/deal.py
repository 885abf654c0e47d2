"""Dealing rounds and reshuffling the discard pile (rulebook "Setup", "Exhausted Draw Pile", "Goal of the Game").

- ``tzq.game.rounds``: a game is four rounds; the first player of round 1 is chosen and each player is first
  player in two rounds: by turns (reading ``round.first-player=alternate``, A B A B) or two rounds each
  (``pairs``, A A B B). Each round the 54 cards (rule ``tzq.deck.cards``) are
  shuffled and five dealt to each player (``tzq.turn.hand-size``); the rest is the draw pile. The engine's
  shuffle of round r is ``random.Random(f"{seed}:deal:{r}")`` on the canonically sorted deck; the round's first
  player gets the first five cards, the other player the next five.
- ``tzq.draw.exhausted``: the discard pile is shuffled into a new draw pile as soon as the draw pile's last card is
  taken (reading ``draw.reshuffle=when-emptied``) or when a card must be taken from the empty draw pile
  (``when-needed``) — all of it, except, during the refill after a combination, the two cards that combination
  just discarded, which stay on the discard pile for the opponent's Chow (and, when that refill took the pile's
  last cards and the rebuild waits for the opponent's Draw, stay out of that rebuild too). The n-th reshuffle of
  the game (counting from 0) shuffles the canonically sorted cards with ``random.Random(f"{seed}:{n}")``.
"""

from __future__ import annotations

import random

from rulebook.core.errors import InputError
from rulebook.tzq.cards import HAND_SIZE, KIND_INDEX, Cards, deck
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import PLAYERS, Player, State, evolve


def shuffled_deck(seed: int, round_number: int) -> tuple[str, ...]:
    """The shuffled deck of round ``round_number`` of the game with ``seed``, top card first."""
    cards = list(deck().tokens())
    random.Random(f"{seed}:deal:{round_number}").shuffle(cards)
    return tuple(cards)


def round_starter(first_player: int, round_number: int, reading: Reading = DEFAULT) -> int:
    """The first player of round ``round_number`` when ``first_player`` starts round 1 (``tzq.game.rounds``).

    ``round.first-player=alternate``: the other player starts every second round (A B A B); ``pairs``: a change
    every two rounds (A A B B).

    >>> pairs = Reading(round_first_player="pairs")
    >>> [round_starter(0, r) for r in (1, 2, 3, 4)], [round_starter(0, r, pairs) for r in (1, 2, 3, 4)]
    ([0, 1, 0, 1], [0, 0, 1, 1])
    """
    rounds_before = round_number - 1
    changes = rounds_before if reading.round_first_player == "alternate" else rounds_before // 2
    return (first_player + changes) % PLAYERS


def deal(
    seed: int,
    round_number: int,
    first_player: int,
    totals: tuple[int, int] = (0, 0),
    reshuffles: int = 0,
    reading: Reading = DEFAULT,
) -> State:
    """The state at the start of round ``round_number``: five cards each, the round's first player to play.

    ``first_player`` is the first player of round 1 (rule ``tzq.game.rounds``; the round's own first player is
    :func:`round_starter`'s, under reading ``round.first-player``).
    """
    order = shuffled_deck(seed, round_number)
    starter = round_starter(first_player, round_number, reading)
    hands: list[Cards] = [Cards.empty(), Cards.empty()]
    hands[starter] = Cards.of(order[:HAND_SIZE])
    hands[1 - starter] = Cards.of(order[HAND_SIZE : 2 * HAND_SIZE])
    return State(
        players=(Player(hands[0], (), totals[0]), Player(hands[1], (), totals[1])),
        draw_pile=order[2 * HAND_SIZE :],
        discard_pile=(),
        last_discarded=0,
        turn=starter,
        phase="start",
        taken=None,
        round=round_number,
        first_player=first_player,
        seed=seed,
        reshuffles=reshuffles,
        winner=None,
    )


def new_game(seed: int, first_player: int = 0) -> State:
    """A new game: round 1 dealt, ``first_player`` to play (rules ``tzq.game.rounds``, ``tzq.turn.hand-size``)."""
    if first_player not in range(PLAYERS):
        raise InputError(f"first player: expected 0 or 1, got {first_player!r}")
    return deal(seed, 1, first_player)


def next_round(state: State, reading: Reading = DEFAULT) -> State:
    """The next round's deal after ``state``'s round is over; totals and the reshuffle count carry over."""
    totals = (state.players[0].total, state.players[1].total)
    return deal(state.seed, state.round + 1, state.first_player, totals, state.reshuffles, reading)


def reshuffle(state: State, keep_top: int = 0) -> State:
    """The discard pile, but its top ``keep_top`` cards, shuffled into the draw pile (``tzq.draw.exhausted``)."""
    split = len(state.discard_pile) - keep_top
    cards = sorted(state.discard_pile[:split], key=KIND_INDEX.__getitem__)
    if not cards:
        raise InputError("the draw pile is empty and there is no discard to shuffle into a new one")
    random.Random(f"{state.seed}:{state.reshuffles}").shuffle(cards)
    return evolve(
        state,
        draw_pile=(*state.draw_pile, *cards),
        discard_pile=state.discard_pile[split:],
        reshuffles=state.reshuffles + 1,
    )


def take_cards(
    state: State, count: int, keep_top: int, reshuffles: bool, at_once: bool = False
) -> tuple[State, tuple[str, ...]]:
    """Take ``count`` cards from the top of the draw pile, reshuffling when it is empty (``tzq.draw.exhausted``).

    ``keep_top``: the cards on top of the discard pile that a reshuffle leaves there (2 during the refill after a
    combination, and at a Draw from a draw pile that such a refill emptied). ``reshuffles`` false (reading
    ``round.exhausted=drawn``): an empty draw pile gives no more cards, and the round ends with the turn.
    ``at_once`` (reading ``draw.reshuffle=when-emptied``): a draw pile emptied by the last card taken is rebuilt at
    once, not when the next card is needed.
    """
    taken: list[str] = []
    while len(taken) < count:
        if not state.draw_pile:
            if not reshuffles:
                break
            state = reshuffle(state, keep_top)
        taken.append(state.draw_pile[0])
        state = evolve(state, draw_pile=state.draw_pile[1:])
    if at_once and reshuffles and not state.draw_pile and len(state.discard_pile) > keep_top:
        state = reshuffle(state, keep_top)
    return state, tuple(taken)


DECIDED_BY: dict[str, object] = {
    "tzq.deck.cards": shuffled_deck,
    "tzq.turn.hand-size": deal,
    "tzq.draw.exhausted": reshuffle,
    "tzq.game.rounds": next_round,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["deal", "new_game", "next_round", "reshuffle", "round_starter", "shuffled_deck", "take_cards"]
