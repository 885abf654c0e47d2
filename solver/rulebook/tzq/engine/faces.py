"""The faces of Tien Zi Que cards, the key of the engine's tables (Glossary "Run", "Triplet"; ``tzq.deck.cards``).

A card's face is what the rules of combination and of Pair, Three of a Kind and Proud Dragon read: a coin's number
(the four series are one suit with four copies of each number, rule ``tzq.deck.cards``), an honour itself, and the joker
``T``. The engine's tables are keyed by faces, so that ``4a 5b T`` and ``4c 5d T`` share one entry.
"""

from __future__ import annotations

from collections.abc import Mapping

from rulebook.tzq.cards import ALL_KINDS, HONOURS, JOKER, face_of

FACES: tuple[str, ...] = (*(str(n) for n in range(1, 10)), *HONOURS, JOKER)
"""The 15 faces in canonical order: the numbers 1 to 9, E S W N D, T."""
FACE_INDEX: Mapping[str, int] = {face: i for i, face in enumerate(FACES)}
KIND_FACE: tuple[int, ...] = tuple(FACE_INDEX[face_of(kind)] for kind in ALL_KINDS)
"""For each kind (in :data:`rulebook.tzq.cards.ALL_KINDS` order) the index of its face."""
JOKER_FACE = FACE_INDEX[JOKER]
HONOUR_FACES: tuple[int, ...] = tuple(FACE_INDEX[h] for h in HONOURS)


__all__ = ["FACES", "FACE_INDEX", "HONOUR_FACES", "JOKER_FACE", "KIND_FACE"]
