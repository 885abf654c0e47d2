"""The FORBIDDEN ``fast_discards`` family: the discards before a Cheng in the Fast version (forbidden.cheng.discard).

Section 7 lets a player go Cheng without discarding or after one discard; the Fast version allows up to two
discards on that final turn (reading ``variant.fast=yes``). The discards are taken from the cards in the hand
only: two copies of a card are discarded only when the hand holds two. The corpus asked the ``discards`` question
only with one discard allowed, so an engine that offered a discard of two copies of a card held once went
unnoticed (the code-mutation run, ``rulebook mutate forbidden --module discards``). Every expected answer is the
engine's, confirmed by the Z3 model (:func:`~rulebook.forbidden.corpus.case_builder.confirmed_case`).
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Case
from rulebook.forbidden.corpus.case_builder import confirmed_case
from rulebook.forbidden.corpus.play import CHENG_HAND
from rulebook.forbidden.corpus.questions import hand_input

FAMILY = "fast_discards"
DESCRIPTION = "The discards before a Cheng in the Fast version: up to two cards, each from the hand."


def fast_discard_cases() -> list[Case]:
    """One hand of fourteen cards asked its discards under ``variant.fast=yes``."""
    return [
        confirmed_case(
            id="fast-discards.cheng-hand",
            description="Fast version: the discards of a fourteen-card Cheng hand, two at most, each card held",
            question="discards",
            rules=("forbidden.cheng.discard",),
            outcome="accepts",
            input=hand_input(CHENG_HAND),
            source="bug-class",
            why=(
                "Section 7 and the Fast version: up to two cards are discarded before the Cheng, from the hand. "
                "R2 R3 R4 R5 R5 R5 R5 G3 G3 G3 B7 B7 B7 G8 goes Cheng after discarding G8; the hand holds one G8, "
                "so 'G8 G8' is no discard it can make."
            ),
            readings={"variant.fast": "yes"},
        )
    ]


__all__ = ["DESCRIPTION", "FAMILY", "fast_discard_cases"]
