"""SORRY! play — the engine: a new game, the legal actions of a state and what each action does.

Rulebook "Setup", "Starting pawns", "Moving pawns", "Winning", "Card values (2)", "Variants"; the course of play is
``docs/sorry-contract.md``'s (Play), in this module's words (the state's conventions are
:mod:`rulebook.sorry.state`'s, the actions' :mod:`rulebook.sorry.actions`'):

- Setup (rule ``sorry.setup.start``): each player picks a colour and the players choose who starts (Setup): by
  default two players take red and yellow, three red, blue and yellow, four every colour, and red plays first;
  ``colours`` and ``first`` are the players' choices instead. The deck of reading ``deck.cards`` is shuffled by
  ``random.Random(seed)`` and is the draw pile, its top first. Every pawn is in START. The team rules need four
  players, so every colour, the partners red with yellow and blue with green.
- A turn (rule ``sorry.turn.draw``): the player draws the top card, then makes one of its moves
  (:func:`rulebook.sorry.engine.moves.moves`, ``pass`` when the rules allow it); the card is discarded and play
  passes to the next seat. An empty draw pile is refilled from the discard pile, shuffled by
  ``random.Random(state.seed)``, and the seed moves on by one.
- A 2 (rule ``sorry.card.two-again``): the same player draws again, moved or not; not under reading
  ``two.draw-again=no``.
- The end (rules ``sorry.game.win``, ``sorry.team.win``): the player whose four pawns are all HOME wins; under the
  team rules the team whose eight are, both partners.
- Playing for points (rules ``sorry.points.setup``, ``sorry.points.hand``): each colour starts with one pawn on its
  circle and three in START, and is dealt five cards in seat order from the top. A turn plays a card of the hand by one
  of its moves (never ``pass``), discards it and draws a replacement. When every card of the hand has ``pass`` among its
  moves (none moves, or only an 11's swap would; under reading ``points.swap-discard=must-swap`` none moves at all), the
  player may instead discard any one card and draw a replacement without moving. A played 2 lets the player play another
  card (reading ``points.two``).


>>> state = new(2, "standard", 7)
>>> state.seats, state.phase, len(state.draw), legal_actions(state)
(('R', 'Y'), 'draw', 45, [Action(kind='draw', card=None, move=None)])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec
from rulebook.core.text_numbers import shown as quoted
from rulebook.sorry.actions import DRAW, Action
from rulebook.sorry.board import COLOURS, HOME, PAWNS, parse_colour, partner_of
from rulebook.sorry.cards import card_key, deck
from rulebook.sorry.engine.board import circle
from rulebook.sorry.engine.moves import moves
from rulebook.sorry.moves import normal_text
from rulebook.sorry.position import MAX_PLAYERS, MIN_PLAYERS, Position, make_position
from rulebook.sorry.reading import DEFAULT, Reading
from rulebook.sorry.state import MODES, Mode, Phase, State
from rulebook.sorry.verdict import Option

SETUP = "sorry.setup.start"
DRAW_RULE = "sorry.turn.draw"
TWO_AGAIN = "sorry.card.two-again"
WIN = "sorry.game.win"
TEAM_WIN = "sorry.team.win"
POINTS_SETUP = "sorry.points.setup"
POINTS_HAND = "sorry.points.hand"

HAND: int = load_spec("sorry")["points"]["hand"]
"""Cards in a hand in the points game (``spec/sorry.toml`` ``[points] hand``)."""
TEAM_PLAYERS = 4
SEATS: dict[int, tuple[str, ...]] = {2: (COLOURS[0], COLOURS[2]), 3: COLOURS[:3], 4: COLOURS}
"""The colours in play by the number of players (rule ``sorry.setup.start``)."""
SHOWN = 8
"""How many legal actions an :class:`IllegalActionError` names."""
PASS_TEXT = "pass"


class IllegalActionError(InputError):
    """An action the rules do not allow in the given state; the message names the rule and the legal actions."""


@lru_cache(maxsize=4096)
def options(position: Position, card: str, turn: str, mode: Mode, reading: Reading) -> dict[str, Option]:
    """The moves of ``card`` (:func:`~rulebook.sorry.engine.moves.moves`) by their text, in their order."""
    return {option.move.as_text(): option for option in moves(position, card, turn, mode, reading)}


def _start_position(seats: tuple[str, ...], mode: Mode) -> Position:
    """Every pawn in START; in the points game one of each colour's on its circle (rule ``sorry.points.setup``)."""
    if mode == "points":
        return make_position({colour: [str(circle(colour))] for colour in seats})
    return make_position({colour: [] for colour in seats})


def seats_of(players: int, colours: Sequence[str] | None = None) -> tuple[str, ...]:
    """The colours in play, in the order of play (the board's): the players' ``colours``, else :data:`SEATS`'.

    Rule ``sorry.setup.start`` (Setup: "each player picks a colour"): the colours must be the board's, distinct,
    one a player; :class:`InputError` otherwise.
    """
    if colours is None:
        return SEATS[players]
    picked = [parse_colour(colour) for colour in colours]
    if len(set(picked)) != len(picked):
        raise InputError(f"each player picks a different colour, not {', '.join(picked)} ({SETUP})")
    if len(picked) != players:
        raise InputError(f"{players} players pick {players} colours, not {len(picked)} ({SETUP})")
    return tuple(colour for colour in COLOURS if colour in picked)


def new(
    players: int,
    mode: Mode = "standard",
    seed: int = 0,
    reading: Reading = DEFAULT,
    first: str | None = None,
    colours: Sequence[str] | None = None,
) -> State:
    """A new game of ``players`` players (rules ``sorry.setup.start``, ``sorry.points.setup``).

    Setup: "each player picks a colour" and "choose who starts": ``colours`` are the colours in play (by default
    :data:`SEATS`' for the number of players) and ``first`` the colour that plays first (by default the first in
    play in the board's order: red whenever red plays). Under the team rules every colour plays, partners as the
    team rules pair them (red with yellow, blue with green). :class:`InputError` for what setup does not allow.
    """
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InputError(f"SORRY! is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r} ({SETUP})")
    if mode not in MODES:
        raise InputError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if mode == "teams" and players != TEAM_PLAYERS:
        raise InputError(f"the team rules need {TEAM_PLAYERS} players, not {players} (sorry.team.partners)")
    if mode == "teams" and colours is not None and len(colours) != TEAM_PLAYERS:
        raise InputError(
            "the team rules play all four colours, red with yellow and blue with green (sorry.team.partners)"
        )
    seats = seats_of(players, colours)
    turn = seats[0] if first is None else parse_colour(first)
    if turn not in seats:
        raise InputError(f"the first player must play a colour in play ({', '.join(seats)}), not {turn} ({SETUP})")
    cards = list(deck(reading.deck_cards))
    random.Random(seed).shuffle(cards)
    pawns = _start_position(seats, mode)
    if mode != "points":
        no_hands = tuple(() for _ in seats)
        return State(mode=mode, pawns=pawns, draw=tuple(cards), hands=no_hands, turn=turn, phase="draw", seed=seed)
    hands = tuple(tuple(sorted(cards[HAND * i : HAND * (i + 1)], key=card_key)) for i in range(players))
    rest = tuple(cards[HAND * players :])
    return State(mode=mode, pawns=pawns, draw=rest, hands=hands, turn=turn, phase="play", seed=seed)


def _evolve(state: State, **changes: Any) -> State:
    """``state`` with ``changes`` made (as :meth:`State.evolve`, without :func:`dataclasses.replace`'s cost)."""
    return State(**{**vars(state), **changes})


@lru_cache(maxsize=4096)
def _move_actions(position: Position, card: str, turn: str, mode: Mode, reading: Reading) -> tuple[Action, ...]:
    return tuple(Action("move", move=text) for text in options(position, card, turn, mode, reading))


def _options(state: State, card: str, reading: Reading) -> dict[str, Option]:
    return options(state.pawns, card, state.turn, state.mode, reading)


def _distinct(hand: tuple[str, ...]) -> list[str]:
    """The distinct cards of a sorted hand, in their order."""
    return list(dict.fromkeys(hand))


def _may_discard(state: State, reading: Reading) -> bool:
    """Whether the hand may be discarded from: no card of it must move (rule ``sorry.points.hand``).

    "If none of your cards lets you move, discard one". Reading ``points.swap-discard``: under ``may-discard`` every
    card of the hand may be passed on (an 11 whose only moves are swaps among them: the swap may be declined, Card
    values, 11); under ``must-swap`` no card has a move at all (a swap is a move).
    """
    hand = _distinct(state.hand(state.turn))
    if reading.points_swap_discard == "must-swap":
        return all(list(_options(state, card, reading)) == [PASS_TEXT] for card in hand)
    return all(PASS_TEXT in _options(state, card, reading) for card in hand)


def legal_actions(state: State, reading: Reading = DEFAULT) -> list[Action]:
    """Every action the rules allow in ``state``, in a fixed order (see the module's rules)."""
    if state.phase == "over":
        return []
    if state.phase == "draw":
        return [DRAW]
    if state.phase == "move":
        assert state.card is not None
        return list(_move_actions(state.pawns, state.card, state.turn, state.mode, reading))
    hand = _distinct(state.hand(state.turn))
    actions = [
        Action("play", card=card, move=text)
        for card in hand
        for text in _options(state, card, reading)
        if text != PASS_TEXT
    ]
    if _may_discard(state, reading):
        actions += [Action("discard", card=card) for card in hand]
    return actions


def _refuse(state: State, action: Action, reason: str, reading: Reading) -> IllegalActionError:
    legal = [a.as_text() for a in legal_actions(state, reading)]
    shown = "; ".join(legal[:SHOWN]) + ("; ..." if len(legal) > SHOWN else "")
    return IllegalActionError(
        f"{quoted(action.as_text())} is not allowed: {reason}; the legal actions ({len(legal)}): {shown or 'none'}"
    )


def _refill(draw: tuple[str, ...], discard: tuple[str, ...], seed: int) -> dict[str, Any]:
    """The piles, an empty draw pile refilled from the discard pile shuffled by ``random.Random(seed)``.

    Rule ``sorry.turn.draw``: "when the draw pile is used up the discard pile is shuffled and used again"; the
    seed moves on by one with each reshuffle.
    """
    if draw:
        return {"draw": draw, "discard": discard, "seed": seed}
    pile = list(discard)
    random.Random(seed).shuffle(pile)
    return {"draw": tuple(pile), "discard": (), "seed": seed + 1}


def _next_seat(state: State) -> str:
    seats = state.seats
    return seats[(seats.index(state.turn) + 1) % len(seats)]


def _all_home(position: Position, colours: tuple[str, ...]) -> bool:
    return all(position.places(colour).count(HOME) == PAWNS for colour in colours)


def _winners(state: State, pawns: Position) -> tuple[str, ...]:
    """Who has won once the turn colour's move left ``pawns``, or nobody.

    Rules ``sorry.game.win`` (the turn colour with all four pawns HOME) and ``sorry.team.win`` (under the team
    rules, its team with all eight; both partners win, in seat order).
    """
    if state.mode == "teams":
        team = (state.turn, partner_of(state.turn))
        return tuple(colour for colour in state.seats if colour in team) if _all_home(pawns, team) else ()
    return (state.turn,) if _all_home(pawns, (state.turn,)) else ()


def _end_turn(state: State, pawns: Position, played: str, again: bool, **changes: Any) -> State:
    """The state after a turn that left ``pawns``, one more turn counted.

    The game over when it is won; the same player again after a 2 when ``again`` (rule ``sorry.card.two-again``,
    reading ``points.two``); else the next seat.
    """
    winners = _winners(state, pawns)
    if winners:
        phase: Phase = "over"
        turn = state.turn
    else:
        phase = "play" if state.mode == "points" else "draw"
        turn = state.turn if played == "2" and again else _next_seat(state)
    return _evolve(state, pawns=pawns, phase=phase, turn=turn, winners=winners, turns=state.turns + 1, **changes)


def _find(found: dict[str, Option], text: str | None) -> Option | None:
    if text is None:
        return None
    option = found.get(text)
    if option is None:
        try:
            option = found.get(normal_text(text))
        except InputError:
            return None
    return option


def _draw(state: State, action: Action, reading: Reading) -> State:
    """The top card of the draw pile, refilled first when empty (rule ``sorry.turn.draw``)."""
    if state.phase != "draw":
        raise _refuse(state, action, f"a card is drawn only at the start of a turn ({DRAW_RULE})", reading)
    piles = _refill(state.draw, state.discard, state.seed)
    draw = piles.pop("draw")
    if not draw:
        raise _refuse(state, action, "no card is left to draw", reading)
    return _evolve(state, card=draw[0], draw=draw[1:], phase="move", **piles)


def _move(state: State, action: Action, reading: Reading) -> State:
    """A move of the drawn card, which is then discarded (rules ``sorry.turn.draw``, ``sorry.card.two-again``)."""
    if state.phase != "move" or state.card is None:
        raise _refuse(state, action, f"a move is made by a card just drawn ({DRAW_RULE})", reading)
    option = _find(_options(state, state.card, reading), action.move)
    if option is None:
        raise _refuse(state, action, f"it is not a move of the {state.card} here", reading)
    card = state.card
    again = reading.two_draw_again == "yes"
    return _end_turn(state, option.position, card, again, discard=(*state.discard, card), card=None)


def _from_hand(state: State, card: str) -> dict[str, Any]:
    """The hands and piles once ``card`` leaves the hand for the discard pile and a replacement is drawn.

    Rule ``sorry.points.hand``; an empty draw pile is refilled first, from a discard pile that holds ``card``.
    """
    seat = state.seats.index(state.turn)
    hand = list(state.hands[seat])
    hand.remove(card)
    piles = _refill(state.draw, (*state.discard, card), state.seed)
    draw = piles["draw"]
    hand.append(draw[0])
    piles["draw"] = draw[1:]
    piles["hands"] = tuple(tuple(sorted(hand, key=card_key)) if i == seat else h for i, h in enumerate(state.hands))
    return piles


def _hand_card(state: State, action: Action, reading: Reading) -> str:
    if state.phase != "play":
        raise _refuse(state, action, f"cards are played from the hand only in the points game ({POINTS_HAND})", reading)
    card = action.card
    if card is None or card not in state.hand(state.turn):
        raise _refuse(state, action, f"{card} is not in {state.turn}'s hand ({POINTS_HAND})", reading)
    return card


def _play(state: State, action: Action, reading: Reading) -> State:
    """A card of the hand played by one of its moves, never ``pass`` (rule ``sorry.points.hand``)."""
    card = _hand_card(state, action, reading)
    option = _find(_options(state, card, reading), action.move)
    if option is None or option.move.kind == "pass":
        raise _refuse(state, action, f"it is not a move of the {card} here ({POINTS_HAND})", reading)
    again = reading.points_two == "another-card"
    return _end_turn(state, option.position, card, again, **_from_hand(state, card))


def _discard(state: State, action: Action, reading: Reading) -> State:
    """A card discarded without a move, when no card of the hand must move (rule ``sorry.points.hand``)."""
    card = _hand_card(state, action, reading)
    if not _may_discard(state, reading):
        raise _refuse(state, action, f"a card of the hand moves a pawn, so one must be played ({POINTS_HAND})", reading)
    return _evolve(state, turn=_next_seat(state), turns=state.turns + 1, **_from_hand(state, card))


def apply(state: State, action: Action, reading: Reading = DEFAULT) -> State:
    """The state after ``action``; :class:`IllegalActionError` when the rules do not allow it in ``state``."""
    if state.phase == "over":
        raise _refuse(state, action, f"the game is over ({TEAM_WIN if state.mode == 'teams' else WIN})", reading)
    if action.kind == "draw":
        return _draw(state, action, reading)
    if action.kind == "move":
        return _move(state, action, reading)
    if action.kind == "play":
        return _play(state, action, reading)
    if action.kind == "discard":
        return _discard(state, action, reading)
    raise _refuse(state, action, "unknown action", reading)


DECIDED_BY: dict[str, object] = {
    "sorry.deck.cards": new,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only): the deck of
reading ``deck.cards`` is dealt by :func:`new`."""


__all__ = ["HAND", "SEATS", "IllegalActionError", "apply", "legal_actions", "new", "options", "seats_of"]
