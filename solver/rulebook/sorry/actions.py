"""The actions of a SORRY! game, their text and their JSON form (what :mod:`rulebook.sorry.engine.play` takes).

- ``draw``: the player on turn draws the top card (phase ``draw``);
- a move of the drawn card (phase ``move``): its text (:mod:`rulebook.sorry.moves`), ``pass`` included;
- ``play CARD: MOVE`` (points game, phase ``play``): a card of the hand and a move of it, ``play 7: R 12-15, R 20-24``;
- ``discard CARD`` (points game): none of the hand's cards moves (or only an 11's swap would), so one is discarded.

JSON: ``{"action": "draw"}``, ``{"action": "move", "move": "R 12-17"}``, ``{"action": "play", "card": "7", "move":
"..."}``, ``{"action": "discard", "card": "4"}``; the text form is what the commands print and read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.sorry.cards import parse_card
from rulebook.sorry.moves import normal_text

ActionKind = Literal["draw", "move", "play", "discard"]


@dataclass(frozen=True)
class Action:
    """One action: its kind, the card it names (play, discard) and the move's text (move, play)."""

    kind: ActionKind
    card: str | None = None
    move: str | None = None

    def as_text(self) -> str:
        """The action as the commands print and read it."""
        if self.kind == "draw":
            return "draw"
        if self.kind == "move":
            return str(self.move)
        if self.kind == "play":
            return f"play {self.card}: {self.move}"
        return f"discard {self.card}"

    def as_json(self) -> dict[str, Any]:
        """The action as JSON (see the module's list)."""
        data: dict[str, Any] = {"action": self.kind}
        if self.card is not None:
            data["card"] = self.card
        if self.move is not None:
            data["move"] = self.move
        return data


DRAW = Action("draw")
ACTION_HINT = "an action is draw, a move such as R 12-17 or pass, play CARD: MOVE, or discard CARD"


def action_from_text(text: str) -> Action:
    """An action as a person types it (see the module's list)."""
    words = text.strip()
    lower = words.lower()
    if lower == "draw":
        return DRAW
    if lower.startswith("discard"):
        return Action("discard", card=parse_card(words[len("discard") :]))
    if lower.startswith("play"):
        card, colon, move = words[len("play") :].partition(":")
        if not colon:
            raise InputError(f"write a play as play CARD: MOVE, such as play 7: R 12-15, R 20-24; {ACTION_HINT}")
        return Action("play", card=parse_card(card), move=normal_text(move))
    if not words:
        raise InputError(f"empty action; {ACTION_HINT}")
    return Action("move", move=normal_text(words))


def action_from_json(data: object) -> Action:
    """An action given as JSON (see the module's list)."""
    if not isinstance(data, Mapping) or data.get("action") not in ("draw", "move", "play", "discard"):
        raise InputError('an action is {"action": "draw" | "move" | "play" | "discard", ...}')
    kind = data["action"]
    unknown = sorted(set(data) - {"action", "card", "move"})
    if unknown:
        raise InputError(f"unknown action field {unknown[0]!r}")
    card = parse_card(data["card"]) if kind in ("play", "discard") and "card" in data else None
    move = data.get("move")
    if kind in ("move", "play") and not isinstance(move, str):
        raise InputError(f'a {kind} action names its move as text, "move": "R 12-17"')
    if kind in ("play", "discard") and card is None:
        raise InputError(f'a {kind} action names its card, "card": "7"')
    return Action(kind, card=card, move=normal_text(move) if isinstance(move, str) else None)


__all__ = ["ACTION_HINT", "DRAW", "Action", "ActionKind", "action_from_json", "action_from_text"]
