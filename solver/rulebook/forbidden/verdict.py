"""The answer to a hand question, shared by both encodings as plain data (no rule logic here).

A placed card shows what it stands for: a Yin-Yang card its rank (``RY=6``), a wild card the card it replaces
(``W=G2``). A score line names the rule id it comes from, so every point of a score can be traced to the register.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.text_numbers import is_digits, shown, whole_number
from rulebook.forbidden.cards import COLOURS, FACE_VALUES, WILD, YIN_YANG, YIN_YANG_VALUES, normalise_token

_PLACED = re.compile(r"^(?P<kind>[A-Za-z0-9]+)(?:=(?P<value>[A-Za-z0-9]+))?$")


@dataclass(frozen=True, order=True)
class PlacedCard:
    """A card in a set: its kind, and the colour and rank it stands for there."""

    kind: str
    colour: str
    value: int

    @property
    def is_wild(self) -> bool:
        """Whether this is a wild card standing in for another."""
        return self.kind == WILD

    @property
    def is_yin_yang(self) -> bool:
        """Whether this is a Yin-Yang card (not a wild standing for a 6 or 9)."""
        return self.kind.endswith(YIN_YANG)

    def __str__(self) -> str:
        if self.is_wild:
            return f"W={self.colour}{self.value}"
        if self.is_yin_yang:
            return f"{self.kind}={self.value}"
        return self.kind


def parse_placed_card(token: str) -> PlacedCard:
    """Parse ``R2``, ``RY=6`` or ``W=G2`` (the inverse of ``str(PlacedCard)``)."""
    match = _PLACED.match(token.strip())
    if not match:
        raise InputError(f"unknown placed card {token!r}")
    kind = normalise_token(match["kind"])
    value = match["value"]
    if kind == WILD:
        if not value or len(value) < 2 or value[0].upper() not in COLOURS or not is_digits(value[1:]):
            raise InputError(f"a placed wild card names the card it replaces, like W=G2: {shown(token)}")
        return PlacedCard(WILD, value[0].upper(), whole_number(value[1:], "a placed wild card's rank"))
    if kind.endswith(YIN_YANG) and kind[0] in COLOURS:
        if value is None or not is_digits(value) or value not in {str(rank) for rank in YIN_YANG_VALUES}:
            raise InputError(f"a placed Yin-Yang card names its rank, 6 or 9, like RY=6: {shown(token)}")
        return PlacedCard(kind, kind[0], int(value))
    if kind[0] in COLOURS and kind[1:] in FACE_VALUES and value is None:
        return PlacedCard(kind, kind[0], FACE_VALUES[kind[1:]])
    raise InputError(f"not a card that can be placed in a set: {token!r}")


@dataclass(frozen=True)
class PlacedSet:
    """One set of an arrangement; ``laid`` says it extends a set laid down during the round."""

    cards: tuple[PlacedCard, ...]
    laid: bool = False

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)


@dataclass(frozen=True)
class ScoreLine:
    """One line of a score breakdown: add ``add`` points, then multiply by ``multiply``; from rule ``rule``."""

    item: str
    rule: str
    add: int = 0
    multiply: int = 1

    def __str__(self) -> str:
        amount = f"x{self.multiply}" if self.multiply != 1 else f"{self.add:+d}"
        return f"{amount:>5}  {self.item}  [{self.rule}]"


@dataclass(frozen=True)
class Verdict:
    """Everything both encodings answer about one hand question under one reading.

    ``complete``: every number card can be placed in a set (rule forbidden.hand.all-numbers-in-sets).
    ``may_cheng``: complete and the lone-Forbidden rule allows going Cheng.
    ``set_points``: best points from sets and Yin-Yang bonuses with every number card placed (None if impossible).
    ``cheng_score``: the whole score if this player goes Cheng now (None if not allowed).
    ``other_score``: the score of these cards when another player went Cheng.
    ``refused_by``: the rule ids that refuse going Cheng (empty when allowed): ``forbidden.set.one-wild`` beside
    ``forbidden.hand.all-numbers-in-sets`` when only that rule keeps the hand from being complete (R2 W W).
    """

    complete: bool
    may_cheng: bool
    set_points: int | None
    cheng_score: int | None
    other_score: int
    cheng_arrangement: tuple[PlacedSet, ...] = ()
    other_arrangement: tuple[PlacedSet, ...] = ()
    leftover: tuple[str, ...] = ()
    refused_by: tuple[str, ...] = ()
    cheng_lines: tuple[ScoreLine, ...] = field(default=(), compare=False)
    other_lines: tuple[ScoreLine, ...] = field(default=(), compare=False)

    def as_json(self) -> dict[str, Any]:
        """The answer in the documented JSON shape (``--json`` and ``--jsonl``)."""
        arrangement = self.cheng_arrangement if self.complete else self.other_arrangement
        return {
            "complete": self.complete,
            "may_cheng": self.may_cheng,
            "set_points": self.set_points,
            "cheng_score": self.cheng_score,
            "other_score": self.other_score,
            "arrangement": [[str(card) for card in placed.cards] for placed in arrangement],
            "other_arrangement": [[str(card) for card in placed.cards] for placed in self.other_arrangement],
            "leftover": list(self.leftover),
            "refused_by": list(self.refused_by),
            "cheng_breakdown": [line_json(line) for line in self.cheng_lines],
            "other_breakdown": [line_json(line) for line in self.other_lines],
        }


def line_json(line: ScoreLine) -> dict[str, Any]:
    """One score line as JSON."""
    return {"item": line.item, "rule": line.rule, "add": line.add, "multiply": line.multiply}


@dataclass(frozen=True)
class DiscardOption:
    """Discarding ``discards`` (card kinds) before going Cheng leaves a hand with this verdict."""

    discards: tuple[str, ...]
    verdict: Verdict
