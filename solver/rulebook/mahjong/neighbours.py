"""The steps between mahjong inputs that ``rulebook fuzz`` walks a shrunk difference over (its ``neighbours``).

Hypothesis shrinks the choices an input was drawn from; these steps change the input itself, one thing at a time,
and never add a tile (what the witnesses' size counts):

- a tile taken out of the concealed hand;
- a set taken off the table, exposed or a concealed kong;
- a kong on the table made the pung of its kind, one tile fewer (rules ``mahjong.set.kong`` and
  ``mahjong.set.pung``);
- the same four tiles declared the other way: an exposed kong concealed, a concealed kong exposed, or shown as the
  exposed pung of its kind (rule ``mahjong.kong.own-turn``);
- in a ``score`` input, another seat wind (rule ``mahjong.double.own-wind``).

In a claim situation the steps are those of each player's hand; the discard stays. A step may give an input the
rules do not take (a winner's hand that no longer wins); this project's engine refuses it and it is not asked.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rulebook.mahjong.tiles import WINDS, Tiles, format_tiles, parse_tiles

HANDS = ("winning", "score", "own-kongs")
"""The questions whose input is one hand (with its sets on the table)."""


def _without(text: str, kind: str) -> str:
    """The tiles of ``text`` with one ``kind`` fewer."""
    kinds = parse_tiles(text).kinds()
    kinds.remove(kind)
    return format_tiles(Tiles.of(kinds))


def _pung_of(kong: str) -> str:
    """The pung of a kong's kind."""
    return format_tiles(Tiles.of(parse_tiles(kong).kinds()[:3]))


def _table_steps(hand: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The hand with one set on the table taken off, made a pung, or declared the other way."""
    exposed: list[str] = list(hand["exposed"])
    kongs: list[str] = list(hand["concealed_kongs"])
    for index, meld in enumerate(exposed):
        rest = exposed[:index] + exposed[index + 1 :]
        yield {**hand, "exposed": rest}
        if len(parse_tiles(meld)) == 4:
            yield {**hand, "exposed": [*rest[:index], _pung_of(meld), *rest[index:]]}
            yield {**hand, "exposed": rest, "concealed_kongs": [*kongs, meld]}
    for index, kong in enumerate(kongs):
        rest = kongs[:index] + kongs[index + 1 :]
        yield {**hand, "concealed_kongs": rest}
        yield {**hand, "concealed_kongs": rest, "exposed": [*exposed, _pung_of(kong)]}
        yield {**hand, "concealed_kongs": rest, "exposed": [*exposed, kong]}


def hand_steps(hand: Any) -> Iterator[Any]:
    """One hand's steps: as a string of tiles, or as an object with its sets on the table.

    >>> list(hand_steps("11m"))
    ['1m']
    >>> [step["exposed"] for step in hand_steps({"hand": "", "exposed": ["RdRdRdRd"], "concealed_kongs": []})]
    [[], ['RdRdRd'], []]
    """
    if isinstance(hand, str):
        for kind in dict.fromkeys(parse_tiles(hand).kinds()):
            yield _without(hand, kind)
        return
    key = "hand" if "hand" in hand else "concealed"
    for kind in dict.fromkeys(parse_tiles(hand[key]).kinds()):
        yield _plain({**hand, key: _without(hand[key], kind)})
    yield from map(_plain, _table_steps(hand))


def _plain(hand: dict[str, Any]) -> Any:
    """A claim situation's hand with no set left on the table in its string form, as the situations give it."""
    if "concealed" in hand and not hand["exposed"] and not hand["concealed_kongs"]:
        return hand["concealed"]
    return hand


def neighbours(question: str, data: Any) -> Iterator[Any]:
    """The inputs one step from ``data`` (see the module's list); none for a question without tiles to take."""
    if question in HANDS:
        yield from hand_steps(data)
        if question == "score" and "seat_wind" in data:
            for wind in WINDS:
                if wind != data["seat_wind"]:
                    yield {**data, "seat_wind": wind}
    elif question == "claims":
        for player, hand in enumerate(data["hands"]):
            for step in hand_steps(hand):
                yield {**data, "hands": [*data["hands"][:player], step, *data["hands"][player + 1 :]]}


__all__ = ["HANDS", "hand_steps", "neighbours"]
