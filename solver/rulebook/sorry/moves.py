"""A SORRY! move as plain data, its text and its JSON form (no rule logic: which moves are legal is the encodings').

A move is one of these kinds, each made of *parts* (a pawn, the place it leaves, the place it lands on before any
slide) and written as text:

- ``start``: a 1 or a 2 takes a pawn out of START onto its circle: ``R start-4``;
- ``forward`` / ``backward``: one pawn moved by the card: ``R 12-17``, ``R 12-8`` (the card says which way);
- ``split``: a 7 shared by two pawns (or more, under the team rules' any-number reading), the parts made in the
  order written: ``R 12-15, R 20-24``;
- ``swap``: an 11 exchanging the player's pawn with an opponent's: ``R 12 swap B 33`` (one part, ``R`` 12 to 33;
  the opponent's pawn goes to 12);
- ``sorry``: a Sorry! card putting a pawn from START on an opponent's square: ``R start sorry B 33``;
- ``pass``: no move (the turn is lost, or an 11's swap declined): ``pass``.

A part whose pawn lands on another colour's triangle and does not slide (reading ``slide.choice=optional``) is
written with ``stays`` after it: ``R 13-16 stays``, ``R start sorry B 16 stays``.

Where a move ends up once slides and bumps are done is the resulting position each encoding works out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from rulebook.core.errors import InputError
from rulebook.core.text_numbers import is_digits
from rulebook.sorry.board import START, place_key

STAYS = "stays"
"""The word after a part whose pawn stays on another colour's triangle."""
STAYS_TEXT = f" {STAYS}"

Kind = Literal["start", "forward", "backward", "split", "swap", "sorry", "pass"]
KINDS: tuple[Kind, ...] = ("start", "forward", "backward", "split", "swap", "sorry", "pass")


@dataclass(frozen=True)
class Part:
    """One pawn's part of a move: its colour, the place it leaves and the place it lands on (before a slide)."""

    colour: str
    source: str
    landing: str
    stays: bool = False
    """The pawn landed on another colour's triangle and stays there instead of sliding (``slide.choice``)."""

    def as_text(self) -> str:
        """``R 12-17`` (``R 13-16 stays``)."""
        return f"{self.colour} {self.source}-{self.landing}{STAYS_TEXT if self.stays else ''}"


@dataclass(frozen=True)
class Move:
    """A move of one card: its kind, its parts in the order made, and for a swap or a Sorry! the pawn it takes on."""

    kind: Kind
    parts: tuple[Part, ...] = ()
    target: str | None = None
    """The opponent's colour for ``swap`` and ``sorry`` (the square is the part's landing)."""

    def as_text(self) -> str:
        """The move's text (see the module's list)."""
        if self.kind == "pass":
            return "pass"
        if self.kind in ("swap", "sorry"):
            part = self.parts[0]
            verb = "swap" if self.kind == "swap" else "sorry"
            return f"{part.colour} {part.source} {verb} {self.target} {part.landing}{STAYS_TEXT if part.stays else ''}"
        return ", ".join(part.as_text() for part in self.parts)

    def as_json(self) -> dict[str, Any]:
        """``{"kind": "split", "parts": [{"pawn": "R", "from": "12", "to": "15"}, ...]}`` (and ``"target"``).

        A part that stays on a triangle has ``"stays": true``.
        """
        data: dict[str, Any] = {"kind": self.kind, "parts": [_part_json(part) for part in self.parts]}
        if self.target is not None:
            data["target"] = self.target
        return data


def _part_json(part: Part) -> dict[str, Any]:
    data: dict[str, Any] = {"pawn": part.colour, "from": part.source, "to": part.landing}
    if part.stays:
        data["stays"] = True
    return data


PASS = Move("pass")


def move_key(move: Move) -> tuple[Any, ...]:
    """The order moves are listed in: by kind, then by their parts' pawns and places."""
    return (
        KINDS.index(move.kind),
        tuple((part.colour, place_key(part.source), place_key(part.landing), part.stays) for part in move.parts),
        move.target or "",
    )


def normal_text(text: str) -> str:
    """A move's text as :meth:`Move.as_text` writes it, from what a person types (any case and spacing)."""
    spaced = re.sub(r"\b([rbygRBYG])(?=\d|start\b|S\d)", r"\1 ", text)
    words = spaced.replace(",", " , ").replace("-", " - ").split()
    if not words:
        raise InputError("empty move; a move is written like R 12-17, R start-4, R 12-15, R 20-24 or pass")
    out: list[str] = []
    for word in words:
        lower = word.lower()
        if lower in ("start", "home", "swap", "sorry", "pass", STAYS):
            out.append(lower)
        elif lower[:1] == "s" and is_digits(lower[1:]):
            out.append(f"S{lower[1:].lstrip('0') or '0'}")
        elif is_digits(word):
            out.append(word.lstrip("0") or "0")
        else:
            out.append(word.upper())
    joined = " ".join(out).replace(" - ", "-").replace(" , ", ", ")
    return joined


__all__ = ["KINDS", "PASS", "START", "STAYS", "Kind", "Move", "Part", "move_key", "normal_text"]
