"""``rulebook diff laopengh``: the smallest input on which two readings of Lao Pengh answer differently.

The search is the core's (:mod:`rulebook.core.witnesses.witness_search`), over families of Lao Pengh inputs, each asked
the corpus's question (:mod:`rulebook.laopengh.corpus.questions`):

* ``deck.composition`` (the only reading of the deck's scope) bears on which positions exist: the family is every
  ``place`` question with one card on each pile, theme cards before jokers (a position with three copies of a
  card is refused under two copies each and judged under ``totals-only``);
* the placement readings (``place.fits-no-pile``, ``joker.theme-run``, ``suspicion.grounds``): every card on two
  cards beneath it, in four settings of the other piles (:mod:`rulebook.laopengh.crosscheck.placements`), by size;
* the order readings (``order.*``, ``deck.order-numbers``): every reveal of two to four players up to what the
  order reads (:mod:`rulebook.laopengh.crosscheck.orders`), asked the ``order`` question;
* the readings of suspicion and the end (``suspicion.lowest``, ``.remainder``, ``.window``, ``.accusers``,
  ``.accept``, ``end.when``): positions reached in play from a deal by legal actions
  (:mod:`rulebook.laopengh.readings.positions`), each with every legal action applied (``apply``), and tried only if
  the state validator accepts them under a reading compared (:data:`REACHABILITY`). ``suspicion.accept`` alone is
  searched there only: its options differ only where several cards are open, which needs ``suspicion.window=next-on-
  pile``, so against the default no witness exists and the corpus tells its options apart by hand-worked cases
  (``apply_rulebook``).

The size of an input is its cards. Every witness of ``place`` and ``order`` is confirmed by the Z3 model under both
readings; ``apply`` is the engine's alone (the course of play has no model), and its witnesses say so.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.witnesses.reading_diff import ReadingSearch
from rulebook.core.witnesses.reading_search import state_reachable
from rulebook.core.witnesses.witness_search import Family
from rulebook.laopengh.cards import JOKERS, THEME_KINDS
from rulebook.laopengh.crosscheck.orders import every_reveal
from rulebook.laopengh.crosscheck.placements import every_triple
from rulebook.laopengh.reading import GAME

QUESTION_WORDS = {
    "place": "may the card go on the pile, and would an accusation be upheld?",
    "order": "in which orders may the revealed cards be placed?",
    "apply": "what state does the action lead to?",
}
MAX_CARDS = 21
"""The largest input searched (cards): a position of three players holds 21 (six cards each and three piles)."""
ORDER_KEYS = {"deck.order-numbers", "order.lone-dragon", "order.lone-dragon-first", "order.lone-dragon-choice"}
PLACE_KEYS = {"place.fits-no-pile", "joker.theme-run", "suspicion.grounds"}
PLAY_ONLY_KEYS = {"suspicion.accept"}
"""Readings that act only on the course of play: searched over the positions reached in play alone."""
Candidate = tuple[str, dict[str, Any], int]
"""One input to try: its question, its JSON form and its size (cards)."""


def _singles(size: int) -> Iterable[Candidate]:
    if size != 4:
        return
    for first in (*THEME_KINDS, *JOKERS):
        for second in (*THEME_KINDS, *JOKERS):
            for third in (*THEME_KINDS, *JOKERS):
                for card in (*THEME_KINDS, *JOKERS):
                    yield "place", {"piles": [[first], [second], [third]], "pile": 0, "card": card}, 4


SINGLES = Family(
    noun="placement on three one-card piles",
    inputs=_singles,
    largest=4,
    detail=" (pile 0, theme cards before jokers)",
)


@cache
def _triples() -> tuple[Candidate, ...]:
    found = []
    for piles, pile, card in every_triple():
        data = {"piles": [list(stack) for stack in piles], "pile": pile, "card": card}
        found.append(("place", data, sum(len(stack) for stack in piles) + 1))
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


TRIPLES = Family(
    noun="placement on two cards beneath",
    inputs=lambda size: (candidate for candidate in _triples() if candidate[2] == size),
    largest=7,
    detail=" (pile 0, the other piles in four settings: sharing nothing, taking the card, and one or two runs)",
    exhaustive=False,
)


@cache
def _reveals() -> tuple[Candidate, ...]:
    found = []
    for reveal, _ in every_reveal():
        data = {"revealed": [None if card is None else str(card) for card in reveal]}
        found.append(("order", data, sum(1 for card in reveal if card is not None)))
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


REVEALS = Family(
    noun="reveal",
    inputs=lambda size: (candidate for candidate in _reveals() if candidate[2] == size),
    largest=4,
    detail=" (two to four players, each a joker, a crane, a dragon or no card, every ranking of the numbers)",
)


def _positions(size: int) -> Iterable[Candidate]:
    from rulebook.laopengh.readings.positions import candidates

    return (candidate for candidate in candidates() if candidate[2] == size)


POSITIONS = Family(
    noun="position reached in play",
    inputs=_positions,
    largest=MAX_CARDS,
    detail=(
        " (dealt to two or three players and reached by legal actions, a placement open to accusation; each legal"
        " action applied)"
    ),
    exhaustive=False,
    in_play=True,
)


def families_for(keys: Sequence[str]) -> tuple[Family[Candidate], ...]:
    """The search families that can tell the keys apart (see the module's list)."""
    chosen = set(keys)
    if chosen <= {"deck.composition"}:
        return (SINGLES,)
    if chosen <= PLACE_KEYS:
        return (TRIPLES,)
    if chosen <= ORDER_KEYS:
        return (REVEALS,)
    if chosen <= PLAY_ONLY_KEYS:
        return (POSITIONS,)
    return (POSITIONS, TRIPLES, REVEALS)


def _checked_state(data: Mapping[str, Any], reading: Any) -> Any:
    """A question's state under ``reading``, held to the state validator.

    The validator is :func:`rulebook.laopengh.validate.check_state`, the cards the state leaves out counted as aside.
    """
    from rulebook.laopengh.corpus.inputs import state_input

    return state_input(data, reading)


REACHABILITY = (
    "the positions of play are reached from the engine's deal by legal actions (positions.reached keeps the deal and "
    "the actions), and each is tried only if the state validator (rulebook.laopengh.validate.check_state) accepts it "
    "under a reading compared: every card in one place with its order number, each open card's recorded verdict "
    "the placing rule's on the piles of its moment, the phase and the orders consistent"
)
"""How a position's reachability is checked, in words (the witness's "Found by")."""

SEARCH = ReadingSearch(
    GAME,
    families_for,
    deferred("rulebook.laopengh.corpus.questions:engine_answer"),
    deferred("rulebook.laopengh.corpus.questions:model_answer"),
    QUESTION_WORDS,
    engine_only=("apply",),
    units=("card", "cards"),
    largest=MAX_CARDS,
    reachable=state_reachable(_checked_state),
    reachability=REACHABILITY,
)
comparison, run_search, compare = SEARCH.comparison, SEARCH.run_search, SEARCH.compare
"""The comparison of two readings, the search of its families, and its finding (``Game.compare``)."""


__all__ = ["MAX_CARDS", "SEARCH", "Candidate", "compare", "comparison", "families_for", "run_search"]
