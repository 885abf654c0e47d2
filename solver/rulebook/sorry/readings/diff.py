"""``rulebook diff sorry``: the smallest input on which two readings of SORRY! answer differently.

The search is the core's (:mod:`rulebook.core.witnesses.witness_search`) over families of SORRY! inputs, each asked the
corpus's question (:mod:`rulebook.sorry.corpus.questions`). The size of an input is its pawns out of START.

* the readings of moves (``seven.split-start``, ``seven.split-order``, ``home.count``, ``slide.own-pawns``,
  ``slide.choice``, ``swap.opponent-slides``, ``sorry.forward-four``, ``ten.backward``): every position of red (to
  move) and blue with up to two pawns out of START, anywhere on the board, with every card (``moves``), exhaustively;
* ``team.seven-split``, ``team.partner-slides``, ``team.sorry-partner``: team positions with a 7 or a Sorry! card, red
  to move and up to three pawns of red and yellow out of START on a stretch of the track (not exhaustive);
* ``points.bonus``: every finished points game of red and blue with red the winner (``score``), exhaustively;
* the readings of play (``two.draw-again``, ``points.two``, ``points.swap-discard``, ``deck.cards``): states reached
  in play from the engine's setup by legal actions (:mod:`rulebook.sorry.readings.positions`), each with every legal
  action applied (``apply``) and its legal actions asked (``legal_actions``).

Every witness of ``moves`` and ``score`` is confirmed by the Z3 model under both readings; ``apply`` and
``legal_actions`` are the engine's alone (the course of play has no model), and their witnesses say so.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations, combinations_with_replacement
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.errors import InputError
from rulebook.core.witnesses.reading_diff import ReadingSearch
from rulebook.core.witnesses.reading_search import state_reachable
from rulebook.core.witnesses.witness_search import Family
from rulebook.sorry.board import HOME, SAFETY, SQUARES
from rulebook.sorry.cards import CARDS
from rulebook.sorry.position import make_position
from rulebook.sorry.reading import GAME, MOVE_KEYS

QUESTION_WORDS = {
    "moves": "which moves does the card give, and where does each lead?",
    "score": "what does each player score?",
    "apply": "what state does the action lead to?",
    "legal_actions": "which actions are legal?",
}
SCORE_KEYS = {"points.bonus"}
TEAM_KEYS = {"team.seven-split", "team.partner-slides", "team.sorry-partner"}
OFF_START: tuple[str, ...] = (
    *(str(square) for square in range(SQUARES)),
    *(f"S{k}" for k in range(1, SAFETY + 1)),
    HOME,
)
"""Every place a pawn can be besides START."""
Candidate = tuple[str, dict[str, Any], int]
"""One input to try: its question, its JSON form and its size (pawns out of START)."""


def _legal(pawns: Mapping[str, Sequence[str]]) -> dict[str, list[str]] | None:
    try:
        return make_position(pawns).as_json()
    except InputError:  # two pawns on one square: no position of the game
        return None


def _two_colour_positions(size: int) -> Iterable[dict[str, list[str]]]:
    """Every position of red and blue with ``size`` pawns out of START (red's first), in a fixed order."""
    for reds in range(size, -1, -1):
        for red in combinations_with_replacement(OFF_START, reds):
            for blue in combinations_with_replacement(OFF_START, size - reds):
                found = _legal({"R": red, "B": blue})
                if found is not None:
                    yield found


def _moves(size: int) -> Iterable[Candidate]:
    for pawns in _two_colour_positions(size):
        for card in CARDS:
            yield "moves", {"pawns": pawns, "card": card, "turn": "R", "mode": "standard"}, size


MOVES = Family(
    noun="position of red and blue",
    inputs=_moves,
    largest=2,
    detail=" out of START, anywhere on the board, red to move, with every card",
)


def _team_moves(size: int) -> Iterable[Candidate]:
    """Team positions of red and yellow on a stretch of the track, red to move.

    With a Sorry! card (a partner's pawn a target or not, reading ``team.sorry-partner``) from one pawn out; with a 7
    (``team.seven-split``, ``team.partner-slides``) from three.
    """
    cards = ("sorry", "7") if size >= 3 else ("sorry",)
    stretch = [str(square) for square in range(5, 12)]
    for card in cards:
        for red in range(size + 1):
            for reds in combinations(stretch, red):
                for yellows in combinations(stretch, size - red):
                    found = _legal({"R": reds, "B": [], "Y": yellows, "G": []})
                    if found is not None:
                        yield "moves", {"pawns": found, "card": card, "turn": "R", "mode": "teams"}, size


TEAM_MOVES = Family(
    noun="team position with a Sorry! card or a 7",
    inputs=_team_moves,
    largest=4,
    detail=" (red and yellow on squares 5 to 11, red to move)",
    exhaustive=False,
)


def _finished(size: int) -> Iterable[Candidate]:
    if size < 4:
        return
    for blue in combinations_with_replacement(OFF_START, size - 4):
        found = _legal({"R": [HOME] * 4, "B": blue})
        if found is not None and found["B"].count(HOME) < 4:
            yield "score", {"pawns": found}, size


FINISHED = Family(
    noun="finished points game of red and blue",
    inputs=_finished,
    largest=6,
    detail=" (red the winner)",
)


def _built(size: int) -> Iterable[Candidate]:
    from rulebook.sorry.readings.positions import candidates

    return (candidate for candidate in candidates() if candidate[2] == size)


BUILT = Family(
    noun="state reached in play",
    inputs=_built,
    largest=6,
    detail=(
        " (two players, set up and played by legal actions; a 2 drawn in the standard game or a card to play in the"
        " points game; every legal action applied, the legal actions asked)"
    ),
    exhaustive=False,
    in_play=True,
)


def families_for(keys: Sequence[str]) -> tuple[Family[Candidate], ...]:
    """The search families that can tell the keys apart (see the module's list)."""
    chosen = set(keys)
    if chosen <= set(MOVE_KEYS):
        return (MOVES,)
    if chosen <= SCORE_KEYS:
        return (FINISHED,)
    if chosen <= TEAM_KEYS:
        return (TEAM_MOVES,)
    return (BUILT, MOVES, FINISHED)


def _checked_state(data: Mapping[str, Any], reading: Any) -> Any:
    """A question's state under ``reading``'s deck, held to the state validator (:mod:`rulebook.sorry.validate`)."""
    from rulebook.sorry.corpus.inputs import state_input

    return state_input(data, reading)


REACHABILITY = (
    "the states of play are reached from the engine's setup by legal actions (positions.reached keeps the setup and "
    "the actions), and a state is tried only if the state validator (rulebook.sorry.validate) accepts it under a "
    "reading compared: pawns on distinct squares, the deck's cards (reading deck.cards) each in one place, phase and "
    "turn consistent"
)
"""How a state's reachability is checked, in words (the witness's "Found by"); positions of a ``moves`` question are
made by the position reader, which refuses two pawns on one square."""

SEARCH = ReadingSearch(
    GAME,
    families_for,
    deferred("rulebook.sorry.corpus.questions:engine_answer"),
    deferred("rulebook.sorry.corpus.questions:model_answer"),
    QUESTION_WORDS,
    engine_only=("apply", "legal_actions"),
    units=("pawn", "pawns"),
    largest=6,
    reachable=state_reachable(_checked_state),
    reachability=REACHABILITY,
)
comparison, run_search, compare = SEARCH.comparison, SEARCH.run_search, SEARCH.compare
"""The comparison of two readings, the search of its families, and its finding (``Game.compare``)."""


__all__ = ["SEARCH", "Candidate", "compare", "comparison", "families_for", "run_search"]
