"""Lao Pengh placing — the engine's judge of one card laid on one pile (rulebook "Placing Cards", "Jokers").

The rule, in this module's words:

- Two cards *share* when they show a common animal (a joker shows both, so it shares with every card), or both have
  a colour and it is the same, or both have a corner number and it is the same (rule ``laopengh.place.match``).
- A card laid on a pile makes a *triple* when it and the two cards directly beneath it show the same colour, or the
  same corner number, or the same animal (rule ``laopengh.place.no-triple``). A joker has no colour and no number,
  so it breaks those runs; how it counts in a run of animals is reading ``joker.theme-run`` (rule
  ``laopengh.joker.runs``): under ``counts-as-both`` it counts as either animal (crane-crane-joker, crane-joker-crane,
  joker-joker-dragon and three jokers are runs, crane-joker-dragon is not); under ``transparent`` it neither counts
  nor interrupts: a joker laid makes no run of animals, and a theme card makes one when the two nearest theme cards
  beneath it, jokers skipped however many, both show its animal. A pile of one card makes no run.
- A card *fits* a pile when it shares with the pile's top card, and, under reading ``place.fits-no-pile=
  no-legal-place``, would also make no triple there (under the default ``shares-nothing`` sharing is enough).
- A placement is legal when the card fits no pile at all (it may then go anywhere: rule ``laopengh.place.free``),
  or when it shares with the target's top and makes no triple there. An illegal placement is still a move that
  stands unless accused (rule ``laopengh.place.illegal``), except that under reading ``suspicion.grounds=
  triples-only`` a card laid on a top it shares nothing with while another pile would take it is refused outright:
  accusations (rule ``laopengh.suspicion.accuse``) are left only the triples.
- The deciding rule: legal and fitting nowhere, ``laopengh.place.free``; legal otherwise, ``laopengh.place.match``;
  illegal with nothing shared with the target's top, ``laopengh.place.match``; illegal otherwise (a triple),
  ``laopengh.place.no-triple``.

The pile is named before the card is laid (rule ``laopengh.place.declare``): the judge takes the target pile as an
input and judges the card against that pile as it lies. Every attribute is looked up in tables built once per card
kind (the judge is called millions of times by the searches and the simulator).

>>> judge([["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]], 0, "CY1", Reading()).as_json()
{'legal': False, 'rule': 'laopengh.place.no-triple', 'fits': [0, 1, 2], 'move': True, 'accusation': 'upheld'}
>>> judge([["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]], 0, "CY1", Reading(place_fits_no_pile="no-legal-place")).rule
'laopengh.place.free'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rulebook.core.errors import InputError
from rulebook.laopengh.cards import ALL_KINDS, JOKERS, PILES, colour_of, number_of, themes_of
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.verdict import Placement

MATCH = "laopengh.place.match"
"""A card goes on a pile whose top shares an attribute with it."""
NO_TRIPLE = "laopengh.place.no-triple"
"""No attribute three times in a row on a pile."""
FREE = "laopengh.place.free"
"""A card that fits no pile goes on any pile."""
JOKER_RUNS = "laopengh.joker.runs"
"""Jokers continue runs of animals and break runs of colours and numbers."""
ILLEGAL = "laopengh.place.illegal"
"""An illegal placement is a move that stands unless accused."""
DECLARE = "laopengh.place.declare"
"""The pile is named first; a placed card is not taken back."""

_JOKER_SET = frozenset(JOKERS)
_THEME_BITS: Mapping[str, int] = {
    kind: (1 if "C" in themes_of(kind) else 0) | (2 if "D" in themes_of(kind) else 0) for kind in ALL_KINDS
}
"""The animals a card shows as bits: crane 1, dragon 2, a joker both (3)."""
_COLOUR: Mapping[str, str | None] = {kind: colour_of(kind) for kind in ALL_KINDS}
_NUMBER: Mapping[str, int | None] = {kind: number_of(kind) for kind in ALL_KINDS}


def _same(values: Sequence[object]) -> bool:
    """Whether every value is there (not ``None``) and they are all equal."""
    return values[0] is not None and all(value == values[0] for value in values)


def _shares(a: str, b: str) -> bool:
    return bool(_THEME_BITS[a] & _THEME_BITS[b]) or _same((_COLOUR[a], _COLOUR[b])) or _same((_NUMBER[a], _NUMBER[b]))


def _plain_run(card: str, top: str, below: str) -> bool:
    """A run of one colour or one corner number (jokers have neither, so they break it)."""
    trio = (below, top, card)
    return _same([_COLOUR[kind] for kind in trio]) or _same([_NUMBER[kind] for kind in trio])


def _both_run(card: str, top: str, below: str) -> bool:
    """Any run of three under ``joker.theme-run=counts-as-both``: a common animal, a joker showing both."""
    return _plain_run(card, top, below) or bool(_THEME_BITS[card] & _THEME_BITS[top] & _THEME_BITS[below])


SHARES: Mapping[str, Mapping[str, bool]] = {a: {b: _shares(a, b) for b in ALL_KINDS} for a in ALL_KINDS}
"""``SHARES[a][b]``: whether cards ``a`` and ``b`` share a theme, a colour or a corner number."""


class _RunTable(dict[str, Mapping[str, Mapping[str, bool]]]):
    """``table[card][top][below]``: whether ``card`` laid on ``top`` over ``below`` makes a run, by ``run``.

    A card's part (every top and below: 900 pairs) is worked out the first time the card is laid, not when the
    module is imported: the whole table (27,000 entries) took longer than the rest of one ``rulebook laopengh check``,
    and one check lays one card. A search or a simulation fills it within its first moves and then only looks up.
    """

    def __init__(self, run: Callable[[str, str, str], bool]) -> None:
        super().__init__()
        self.run = run

    def __missing__(self, card: str) -> Mapping[str, Mapping[str, bool]]:
        if card not in _COLOUR:
            raise KeyError(card)  # an unknown card: the judge names it
        part = {top: {below: self.run(card, top, below) for below in ALL_KINDS} for top in ALL_KINDS}
        self[card] = part
        return part


_PLAIN_RUN = _RunTable(_plain_run)
_BOTH_RUN = _RunTable(_both_run)


def shares(a: str, b: str) -> bool:
    """Whether two cards share an attribute (rule ``laopengh.place.match``); a joker shares with every card."""
    return SHARES[a][b]


def triple(pile: Sequence[str], card: str, reading: Reading) -> bool:
    """Whether ``card`` laid on ``pile`` (bottom first) makes a run of three (``laopengh.place.no-triple``)."""
    if len(pile) < 2:
        return False
    top, below = pile[-1], pile[-2]
    if reading.joker_theme_run == "counts-as-both":
        return _BOTH_RUN[card][top][below]
    if _PLAIN_RUN[card][top][below]:
        return True
    if card in _JOKER_SET:
        return False
    theme = card[0]
    seen = 0
    for kind in reversed(pile):
        if kind in _JOKER_SET:
            continue
        if kind[0] != theme:
            return False
        seen += 1
        if seen == 2:
            return True
    return False


_VERDICTS: dict[tuple[bool, str, tuple[int, ...], bool], Placement] = {}
"""The few distinct verdicts, made once each (a :class:`Placement` is immutable, so they are shared)."""


def judge(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading) -> Placement:
    """The judgement of laying ``card`` on pile ``pile`` of ``piles`` (three piles of kinds, bottom card first)."""
    if len(piles) != PILES:
        raise InputError(f"a position has {PILES} piles, not {len(piles)}")
    if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < PILES:
        raise InputError(f"the pile must be 0 to {PILES - 1}, not {pile!r}")
    share = SHARES.get(card)
    if share is None:
        raise InputError(f"unknown card {card!r}")
    strict = reading.place_fits_no_pile == "no-legal-place"
    try:
        fits: list[int] = []
        for index in range(PILES):
            stack = piles[index]
            if not stack:
                raise InputError(f"pile {index} is empty; a pile always holds a card")
            if share[stack[-1]] and not (strict and triple(stack, card, reading)):
                fits.append(index)
        target = piles[pile]
        on_top = share[target[-1]]
        tripled = on_top and triple(target, card, reading)
    except KeyError as error:
        raise InputError(f"unknown card {error.args[0]!r} in a pile") from None
    legal = not fits or (on_top and not tripled)
    rule = FREE if legal and not fits else NO_TRIPLE if not legal and on_top else MATCH
    move = legal or rule != MATCH or reading.suspicion_grounds == "any-illegal"
    key = (legal, rule, tuple(fits), move)
    verdict = _VERDICTS.get(key)
    if verdict is None:
        verdict = _VERDICTS[key] = Placement(legal=legal, rule=rule, fits=key[2], move=move)
    return verdict


__all__ = ["DECLARE", "FREE", "ILLEGAL", "JOKER_RUNS", "MATCH", "NO_TRIPLE", "SHARES", "judge", "shares", "triple"]
