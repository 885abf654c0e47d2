"""Lao Pengh conformance cases about themes in a run of three: every crane, dragon and joker pattern, both readings.

Family ``place_theme_runs`` (``generated/laopengh/place_theme_runs.json``), ``exhaustive`` over its small domain:
the two cards beneath and the card placed are each a crane, a dragon or a joker (27 patterns), asked under both
options of reading ``joker.theme-run``. Their colours never repeat (yellow, red, blue from the bottom) and their
numbers are 1, 2, 2 (the card placed shares the top card's number, so it may go there), so only the themes can make
a run (rules ``laopengh.place.no-triple``, ``laopengh.joker.runs``): a joker
shows both animals, and whether it counts as either in a run is the reading. The other piles hold one card each,
a yellow crane 4 and a yellow dragon 4, so every card placed fits another pile too. The expected answers are the
engine's, confirmed by the Z3 model.
"""

from __future__ import annotations

from itertools import product

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.laopengh.cards import COLOURS, JOKERS, NUMBERS
from rulebook.laopengh.corpus.case_builder import GAME, confirmed_case

THEMES = ("C", "D", "J")
"""A crane, a dragon, a joker."""
NAMES = {"C": "crane", "D": "dragon", "J": "joker"}
OTHER_PILES = (["CY4"], ["DY4"])
READING = "joker.theme-run"
OPTIONS = ("counts-as-both", "transparent")


def cards_of(pattern: tuple[str, ...]) -> list[str]:
    """The cards of a pattern, bottom first: theme cards yellow 1, red 2, blue 2 by position, jokers J1, J2, J3."""
    jokers = iter(JOKERS)
    numbers = (NUMBERS[0], NUMBERS[1], NUMBERS[1])
    return [
        next(jokers) if theme == "J" else f"{theme}{COLOURS[index]}{numbers[index]}"
        for index, theme in enumerate(pattern)
    ]


def _case(pattern: tuple[str, ...], option: str) -> Case:
    below0, below1, card = cards_of(pattern)
    words = " ".join(NAMES[theme] for theme in pattern)
    case = confirmed_case(
        id=f"theme-run-{''.join(pattern)}-{option}",
        description=f"a {words} in a row, a joker counting as {option}",
        question="place",
        rules=("laopengh.place.no-triple", "laopengh.joker.runs"),
        outcome="accepts",
        input={"piles": [[below0, below1], *OTHER_PILES], "pile": 0, "card": card},
        source="exhaustive",
        why=f"Jokers: 'Jokers continue only theme rows'; every pattern of themes under {READING}={option}.",
        readings={READING: option},
    )
    outcome = "accepts" if case.expected["legal"] else "refuses"
    return Case(**{**case.__dict__, "outcome": outcome})


def place_theme_runs() -> Corpus:
    """The ``place_theme_runs`` family: 54 cases."""
    return Corpus(
        GAME,
        "place_theme_runs",
        "Every crane, dragon and joker pattern of three in a row, under both joker readings.",
        tuple(_case(pattern, option) for option in OPTIONS for pattern in product(THEMES, repeat=3)),
    )


__all__ = ["place_theme_runs"]
