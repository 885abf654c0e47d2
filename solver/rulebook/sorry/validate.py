"""Whether a SORRY! state can arise in a game: every problem of a position, not just the first.

:func:`state_problems` lists what is wrong with a position on its own; the simulator
(:mod:`rulebook.sorry.engine.simulate`) runs it after every action, with the step's own checks. Nothing here imports
the engine it checks: the deck and the hand size are the register's (``spec/sorry.toml``).

- each colour in play has exactly four pawns; two pawns of one colour never share a track or safety square, and two
  pawns never share a track square (rules ``sorry.move.own-pawn``, ``sorry.move.bump``);
- every card of the deck (reading ``deck.cards``) is exactly once in the draw pile, the discard pile, the hands or
  the card in play (rules ``sorry.deck.cards``, ``sorry.turn.draw``); in the points game every hand holds five,
  sorted (rule ``sorry.points.hand``);
- the phase agrees with the rest: a drawn card exactly in phase ``move``; ``draw``/``move`` outside the points game
  and ``play`` in it; winners exactly when the game is over, with all their pawns HOME (rules ``sorry.game.win``,
  ``sorry.team.win``); the turn a colour in play;
- who has won: a colour with all four pawns HOME has won (under the team rules, a team with all eight), so a game
  that goes on has no such colour (team) and a game over has exactly one, the winners (:func:`won`,
  :func:`position_problems`; the ``moves`` question holds its position to the same).

:func:`check_state` refuses a state read from a user (the play commands, the corpus questions) with every problem.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from rulebook.core.play.validation import state_check
from rulebook.core.spec import load_spec
from rulebook.sorry.board import HOME, PAWNS, START, partner_of
from rulebook.sorry.cards import card_key, deck_counts
from rulebook.sorry.position import Position
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import State

HAND: int = load_spec("sorry")["points"]["hand"]
"""Cards in a hand in the points game (``spec/sorry.toml`` ``[points] hand``)."""


_OFF_BOARD = frozenset({START, HOME})


def _pawn_problems(state: State) -> list[str]:
    """Four pawns a colour, one of a colour a square, one a track square (``sorry.move.own-pawn``, ``.bump``)."""
    problems = [f"{c} has {len(places)} pawns" for c, places in state.pawns.pawns if len(places) != PAWNS]
    board = [(c, place) for c, places in state.pawns.pawns for place in places if place not in _OFF_BOARD]
    if len(set(board)) != len(board):
        problems.append(f"two pawns of one colour share a square: {state.pawns.as_text()}")
    track = [place for _, place in board if place[0] != "S"]
    if len(set(track)) != len(track):
        problems.append(f"two pawns share a track square: {state.pawns.as_text()}")
    return problems


@cache
def _deck(deck_reading: str) -> Counter[str]:
    """The deck's cards under reading ``deck.cards`` (rule ``sorry.deck.cards``), counted."""
    return Counter({card: count for card, count in deck_counts(deck_reading).items() if count})


def _card_problems(state: State, reading: Reading) -> list[str]:
    """Every card of the deck exactly once (rule ``sorry.turn.draw``); hands of five in the points game only."""
    problems: list[str] = []
    cards = [*state.draw, *state.discard, *(card for hand in state.hands for card in hand)]
    if state.card is not None:
        cards.append(state.card)
    held = Counter(cards)
    expected = _deck(reading.deck_cards)
    if dict(held) != expected:  # plain dict equality: a Counter's own compares key by key in Python
        problems.append(f"the cards are not the deck once: extra {held - expected}, missing {expected - held}")
    if state.mode == "points":
        for colour, hand in zip(state.seats, state.hands, strict=True):
            if len(hand) != HAND or list(hand) != sorted(hand, key=card_key):
                problems.append(f"{colour}'s hand {hand} is not {HAND} sorted cards")
    elif any(state.hands):
        problems.append("hands outside the points game")
    return problems


def _phase_problems(state: State) -> list[str]:
    """The phase agrees with the card, the winners and the mode (rules ``sorry.game.win``, ``sorry.team.win``)."""
    problems: list[str] = []
    playing = ("play",) if state.mode == "points" else ("draw", "move")
    if state.phase not in (*playing, "over"):
        problems.append(f"phase {state.phase} in the {state.mode} game")
    if (state.card is not None) != (state.phase == "move"):
        problems.append(f"card {state.card} in phase {state.phase}")
    if (state.phase == "over") != bool(state.winners):
        problems.append(f"winners {state.winners} in phase {state.phase}")
    for colour in state.winners:
        if state.pawns.places(colour).count(HOME) != PAWNS:
            problems.append(f"winner {colour} has pawns off HOME: {state.pawns.places(colour)}")
    if state.turn not in state.seats:
        problems.append(f"turn {state.turn} is not a seat")
    if state.phase != "over":
        problems += position_problems(state.pawns, state.mode)
    elif state.winners:
        problems += _winner_problems(state)
    return problems


def won(pawns: Position, mode: str) -> list[str]:
    """The colours that have won in ``pawns``, in seat order: those with all four pawns HOME.

    Rule ``sorry.game.win``; under the team rules only with their partner's four HOME too (rule ``sorry.team.win``).

    >>> from rulebook.sorry.position import position_from_text
    >>> won(position_from_text("R:home,home,home,home B: Y:S1 G:"), "teams")
    []
    >>> won(position_from_text("R:home,home,home,home B:"), "standard")
    ['R']
    """
    done = {colour for colour, places in pawns.pawns if places.count(HOME) == PAWNS}
    if mode == "teams":
        done = {colour for colour in done if partner_of(colour) in done}
    return [colour for colour in pawns.colours if colour in done]


def position_problems(pawns: Position, mode: str) -> list[str]:
    """What is wrong with the position of a game that goes on: a colour (under the team rules, a team) has won."""
    done = won(pawns, mode)
    return [f"{', '.join(done)} all HOME, yet the game goes on"] if done else []


def _winner_problems(state: State) -> list[str]:
    """A game over has one winner, the colour (under the team rules, the team) with every pawn HOME.

    The game ends at the move that takes the last pawn HOME (rules ``sorry.game.win``, ``sorry.team.win``), so no
    other colour (team) can have got there too.
    """
    team = 2 if state.mode == "teams" else 1
    done = won(state.pawns, state.mode)
    if len(done) == team and sorted(state.winners) == sorted(done):
        return []
    who = "one team, both partners" if team == 2 else "one colour"
    return [f"winners {list(state.winners)} with {', '.join(done) or 'no colour'} all HOME: a game is won by {who}"]


def state_problems(state: State, reading: Reading) -> list[str]:
    """What is wrong with ``state`` on its own; empty when nothing is."""
    return _pawn_problems(state) + _card_problems(state, reading) + _phase_problems(state)


check_state = state_check(state_problems)
"""Refuse a state read from a user that cannot arise in a game, naming every problem (the deck is the reading's)."""


__all__ = ["check_state", "position_problems", "state_problems", "won"]
