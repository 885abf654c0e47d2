"""Combinations: runs and triplets of three cards, with the joker (rulebook Glossary; "Tien Zi Que" Cards).

Rules, each encoded once in :func:`_ways_of_faces`, from which a table of every three-face multiset is built
once (680 entries, keyed by the faces' counts):

- ``tzq.combination.size``: a combination is exactly three cards; two or four are none.
- ``tzq.combination.run``: three coins whose numbers follow each other (5 6 7), any series; no wrapping from 9
  to 1; honours never make a run.
- ``tzq.combination.triplet``: three identical cards — three of one honour, or three coins of one number.
- ``tzq.combination.joker``: a Tien Zi Que card (``T``) stands for any card, so ``4a 5b T`` is the run 3-4-5 or
  4-5-6; a combination holds at most one joker; a joker that has just been discarded may not be used, so a
  joker taken from the discard pile makes no combination.

The six cards of a turn (the hand of five and the card taken) are looked up by their counts in a cache
(:func:`triples`), so each six-card hand is enumerated once.

>>> ways(["4a", "5b", "T"])
('run 3-4-5', 'run 4-5-6')
>>> ways(["E", "E", "T"])
('triplet E',)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations as subsets
from itertools import combinations_with_replacement

from rulebook.core.errors import InputError
from rulebook.tzq.cards import (
    ALL_KINDS,
    COMBINATION_SIZE,
    HAND_SIZE,
    JOKER,
    Cards,
    check_copies,
    format_cards,
    parse_card,
)
from rulebook.tzq.engine.faces import FACE_INDEX, FACES, KIND_FACE
from rulebook.tzq.reading import DEFAULT, Reading

SOURCES: tuple[str, ...] = ("draw", "discard")
"""Where the sixth card of a turn comes from: the draw pile (Pung) or the discard pile (Chow)."""
KIND_FACE_OF: dict[str, int] = {kind: KIND_FACE[i] for i, kind in enumerate(ALL_KINDS)}
_LOWEST_RUN, _HIGHEST_RUN = 1, 7
"""The runs start at 1 (1-2-3) and end at 7 (7-8-9): numbers never wrap round (``tzq.combination.run``)."""


def _run(start: int) -> str:
    return f"run {start}-{start + 1}-{start + 2}"


def _ways_of_faces(faces: tuple[str, ...]) -> tuple[str, ...]:
    """What three faces make: the runs and triplets, a joker standing for any missing card.

    Rules ``tzq.combination.size`` (three), ``tzq.combination.run``, ``tzq.combination.triplet`` and
    ``tzq.combination.joker`` (at most one joker, standing for any face).
    """
    if len(faces) != COMBINATION_SIZE:
        return ()
    jokers = faces.count(JOKER)
    if jokers > 1:
        return ()
    others = [face for face in faces if face != JOKER]
    found: set[str] = set()
    if len(set(others)) == 1:
        found.add(f"triplet {others[0]}")
    if all(face.isdigit() for face in others) and len(set(others)) == len(others):
        numbers = {int(face) for face in others}
        for start in range(_LOWEST_RUN, _HIGHEST_RUN + 1):
            if numbers <= {start, start + 1, start + 2}:
                found.add(_run(start))
    return tuple(sorted(found))


def _build_table() -> dict[tuple[int, ...], tuple[str, ...]]:
    """Every multiset of three faces, keyed by its face counts, with what it makes."""
    table: dict[tuple[int, ...], tuple[str, ...]] = {}
    for faces in combinations_with_replacement(FACES, COMBINATION_SIZE):
        counts = [0] * len(FACES)
        for face in faces:
            counts[FACE_INDEX[face]] += 1
        table[tuple(counts)] = _ways_of_faces(faces)
    return table


_TABLE: dict[tuple[int, ...], tuple[str, ...]] = {}


def table() -> dict[tuple[int, ...], tuple[str, ...]]:
    """The table of the three-face multisets, built on first use."""
    if not _TABLE:
        _TABLE.update(_build_table())
    return _TABLE


def _key(kinds: Sequence[str]) -> tuple[int, ...]:
    counts = [0] * len(FACES)
    for kind in kinds:
        counts[KIND_FACE_OF[kind]] += 1
    return tuple(counts)


def ways(cards: Sequence[str]) -> tuple[str, ...]:
    """The sorted ways ``cards`` make a combination (question ``combination``); ``()`` for none.

    Not three cards is none (``tzq.combination.size``); two or three jokers are none (``tzq.combination.joker``).
    Cards are read in the notation (``"4A"`` is ``4a``); an unknown card is an :class:`InputError`.
    """
    kinds = [parse_card(card) for card in cards]
    check_copies(Cards.of(kinds), "the combination")
    if len(kinds) != COMBINATION_SIZE:
        return ()
    return table()[_key(kinds)]


def is_combination(kinds: Sequence[str]) -> bool:
    """Whether three canonical kinds make a combination (no parsing: the engine's fast path)."""
    return bool(table()[_key(kinds)])


@lru_cache(maxsize=1 << 16)
def triples(six: Cards, including: str | None = None) -> tuple[tuple[str, str, str], ...]:
    """Every combination among ``six`` cards, as canonical kind triples; only those holding ``including`` if given.

    A joker as ``including`` (taken from the discard pile: just discarded) makes none (``tzq.combination.joker``).
    """
    if including == JOKER:
        return ()
    tokens = six.tokens()
    lookup = table()
    found: list[tuple[str, str, str]] = []
    seen: set[tuple[str, str, str]] = set()
    for a, b, c in subsets(tokens, COMBINATION_SIZE):
        triple = (a, b, c)
        if triple in seen:
            continue
        seen.add(triple)
        if including is not None and including not in triple:
            continue
        counts = [0] * len(FACES)
        for kind in triple:
            counts[KIND_FACE_OF[kind]] += 1
        if lookup[tuple(counts)]:
            found.append(triple)
    return tuple(found)


def holding(found: tuple[tuple[str, str, str], ...], card: str | None) -> tuple[tuple[str, str, str], ...]:
    """The triples of ``found`` that hold ``card`` (all of them for ``None``).

    A Pung's combination must include the card drawn under reading ``pung.drawn-card=must-include`` (rule
    ``tzq.turn.actions``); unlike a card taken from the discard pile, a drawn joker may be used.
    """
    return found if card is None else tuple(triple for triple in found if card in triple)


def combinations(hand: Cards, card: str, source: str, reading: Reading = DEFAULT) -> tuple[str, ...]:
    """The sorted canonical texts of every combination of the hand and the card taken (question ``combinations``).

    From the draw pile any three of the six cards — those including the card drawn under reading
    ``pung.drawn-card=must-include`` (rule ``tzq.turn.actions``); from the discard pile any three including the card
    taken, and none for a joker taken there (rule ``tzq.combination.joker``). The hand holds exactly five cards
    (``tzq.turn.hand-size``) and the six cards no more copies than the deck (``tzq.deck.cards``).
    """
    if source not in SOURCES:
        raise InputError(f"from: expected 'draw' or 'discard', got {source!r}")
    if len(hand) != HAND_SIZE:
        raise InputError(f"the hand holds {len(hand)} cards; a hand holds exactly {HAND_SIZE} between turns")
    card = parse_card(card)
    six = hand + Cards.of([card])
    check_copies(six, "the hand and the card taken")
    if source == "discard":
        found = triples(six, card)
    else:
        found = holding(triples(six), card if reading.pung_drawn_card == "must-include" else None)
    return tuple(sorted({format_cards(triple) for triple in found}))


DECIDED_BY: dict[str, object] = {
    "tzq.combination.size": ways,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["SOURCES", "combinations", "holding", "is_combination", "table", "triples", "ways"]
