"""The state of a SORRY! game, as plain immutable data, and its JSON form (``spec/sorry-state.schema.json``).

This module holds the state and checks what no state of the game can hold; legal actions and their effects are
:mod:`rulebook.sorry.engine.play`'s. Conventions:

- ``mode``: ``standard``, ``teams`` (four players, red with yellow and blue with green: Variants, Team rules) or
  ``points`` (Variants, Playing for points: a hand of five cards each).
- ``pawns``: the position (:mod:`rulebook.sorry.position`); its colours are the seats, in the order of play.
- ``draw``: the draw pile, its top card first; ``discard``: the discard pile, the last card discarded last;
  ``hands``: in the points game, each seat's five cards (sorted), else empty.
- ``turn``: the colour to play. ``phase``: ``draw`` (the player must draw), ``move`` (``card`` was drawn and the
  player moves by it, or passes when the rules allow), ``play`` (points game: play a card of the hand, or discard
  one when none moves), ``over`` (``winners``: the winning colour, or both of a team).
- ``seed``: where the next reshuffle of the discard pile takes its order from (the order of a shuffle is chance,
  not a rule); ``turns``: the cards moved by (or passed on) so far, the length :mod:`simulate` reports.
- Every card of the deck (reading ``deck.cards``) is in exactly one of draw, discard, the hands and ``card``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.core.play.commands import without_actor
from rulebook.sorry.board import COLOURS
from rulebook.sorry.cards import card_key, check_cards, parse_card
from rulebook.sorry.position import Position, position_from_json

Mode = Literal["standard", "teams", "points"]
MODES: tuple[Mode, ...] = ("standard", "teams", "points")
Phase = Literal["draw", "move", "play", "over"]
PHASES: tuple[Phase, ...] = ("draw", "move", "play", "over")
IDLE_PHASES: tuple[Phase, ...] = ("over",)
"""The phases in which no player acts: the game is over (its winners named)."""
FIELDS = ("mode", "pawns", "draw", "discard", "hands", "turn", "phase", "card", "winners", "seed", "turns")


@dataclass(frozen=True)
class State:
    """A complete SORRY! game state (see the module's conventions)."""

    mode: Mode
    pawns: Position
    draw: tuple[str, ...]
    discard: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    turn: str = "R"
    phase: Phase = "draw"
    card: str | None = None
    winners: tuple[str, ...] = ()
    seed: int = 0
    turns: int = 0

    @property
    def seats(self) -> tuple[str, ...]:
        """The colours in play, in the order of play."""
        return self.pawns.colours

    def hand(self, colour: str) -> tuple[str, ...]:
        """``colour``'s hand in the points game."""
        return self.hands[self.seats.index(colour)]

    def evolve(self, **changes: Any) -> State:
        """The state with ``changes`` made."""
        return replace(self, **changes)


def state_json(state: State) -> dict[str, Any]:
    """The state as JSON (every field, in :data:`FIELDS` order)."""
    return {
        "mode": state.mode,
        "pawns": state.pawns.as_json(),
        "draw": list(state.draw),
        "discard": list(state.discard),
        "hands": {colour: list(hand) for colour, hand in zip(state.seats, state.hands, strict=True)}
        if state.mode == "points"
        else {},
        "turn": state.turn,
        "phase": state.phase,
        "card": state.card,
        "winners": list(state.winners),
        "seed": state.seed,
        "turns": state.turns,
    }


def _cards(value: object, name: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise InputError(f"{name} must be a list of cards")
    return tuple(parse_card(card) for card in value)


def _count(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InputError(f"{name} must be a whole number, 0 or more")
    return value


def state_from_json(data: object, deck_reading: str) -> State:
    """A checked state from its JSON form; :class:`InputError` naming what no state of the game can hold."""
    if not isinstance(data, Mapping):
        raise InputError("a state is a JSON object with the fields " + ", ".join(FIELDS))
    data = without_actor(data)
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise InputError(f"unknown state field {unknown[0]!r}; fields: {', '.join(FIELDS)}")
    missing = [name for name in ("mode", "pawns", "draw", "turn", "phase") if name not in data]
    if missing:
        raise InputError(f"the state has no {missing[0]!r}")
    mode = data["mode"]
    if mode not in MODES:
        raise InputError(f"mode must be one of {', '.join(MODES)}")
    pawns = position_from_json(data["pawns"])
    if mode == "teams" and pawns.colours != COLOURS:
        raise InputError("the team rules need all four colours in play")
    phase = data["phase"]
    if phase not in PHASES:
        raise InputError(f"phase must be one of {', '.join(PHASES)}")
    turn = data["turn"]
    if turn not in pawns.colours:
        raise InputError(f"turn must be a colour in play ({', '.join(pawns.colours)})")
    hands_data = data.get("hands", {})
    if not isinstance(hands_data, Mapping):
        raise InputError("hands must be an object of colour -> cards")
    if mode == "points":
        if set(hands_data) != set(pawns.colours):
            raise InputError("in the points game every colour in play has a hand")
        hands = tuple(tuple(sorted(_cards(hands_data[c], f"{c}'s hand"), key=card_key)) for c in pawns.colours)
    elif hands_data:
        raise InputError("only the points game has hands")
    else:
        hands = tuple(() for _ in pawns.colours)
    card = data.get("card")
    card = None if card is None else parse_card(card)
    if (phase == "move") != (card is not None):
        raise InputError("a drawn card is held exactly in the move phase")
    if (phase == "play") != (mode == "points") and phase in ("draw", "move", "play"):
        raise InputError("the points game plays from the hand (phase play); the others draw (phases draw and move)")
    winners_data = data.get("winners", [])
    if not isinstance(winners_data, list) or any(w not in pawns.colours for w in winners_data):
        raise InputError("winners must be a list of colours in play")
    if (phase == "over") != bool(winners_data):
        raise InputError("a game that is over has winners, and only then")
    state = State(
        mode=mode,
        pawns=pawns,
        draw=_cards(data["draw"], "draw"),
        discard=_cards(data.get("discard", []), "discard"),
        hands=hands,
        turn=turn,
        phase=phase,
        card=card,
        winners=tuple(winners_data),
        seed=_count(data.get("seed", 0), "seed"),
        turns=_count(data.get("turns", 0), "turns"),
    )
    held = [*state.draw, *state.discard, *(c for hand in state.hands for c in hand)]
    if state.card is not None:
        held.append(state.card)
    check_cards(held, deck_reading, whole=True)
    return state


__all__ = ["FIELDS", "IDLE_PHASES", "MODES", "PHASES", "Mode", "Phase", "State", "state_from_json", "state_json"]
