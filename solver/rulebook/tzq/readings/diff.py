"""``rulebook diff tzq``: the smallest input on which two readings of Tien Zi Que answer differently.

The search is the core's (:mod:`rulebook.core.witnesses.witness_search`), over families of Tien Zi Que inputs:

* readings of the **hand** scope (``colour.table``, ``score.characters``, ``score.four-of-a-kind``,
  ``score.second-pair``, ``score.pair-beside-three``, ``score.proud-dragon-series``, ``score.white-hand-colour``) bear
  only on the score of a five-card score pile (rulebook "Scoring"): the family is every five-card score pile in
  canonical order (all 920,178: a proof, when no pile differs, is exhaustive), asked the ``score`` question;
* readings of the **play** scope (``mahjong.minimum``, ``round.exhausted``, ``draw.reshuffle``, ``game.tie``,
  ``round.first-player``, ``pung.drawn-card``) are searched over
  built positions: a player starting a turn with one card left to draw, asked what each legal action leads to
  (``apply``, ``tzq.draw.exhausted``); a player about to make a fifth combination (phase ``drawn``, four cards on
  the score pile) with each of a few score piles and hands, asked ``legal_actions`` (``tzq.round.mahjong``); and
  a player ending the turn that emptied the draw pile (phase ``drawn``, no card left to draw), asked ``apply``
  for each legal action (``round.exhausted``, ``draw.reshuffle``; and ``pung.drawn-card``, the card drawn being
  the hand's last as written, so a Pung without it is refused under must-include); a round just won in rounds 1
  to 3, asked ``apply`` of ``next-round`` (who starts the next round: ``round.first-player``); and a player about
  to make the fifth combination of round 4 with the totals equal, asked ``apply`` for each legal action (who wins
  the game: ``game.tie``). The size of a position is the cards in the active player's hand and score pile. These
  families are built, not every position: a proof over them is a proof over them alone. What an action leads to
  is the corpus's ``apply`` answer (:mod:`rulebook.tzq.outcome`): the part of the next state the rules decide,
  not the order a reshuffle gives.

Every witness is confirmed by the Z3 model under both readings (``score``, ``legal_actions`` and ``apply``, whose
model is :mod:`rulebook.tzq.model.course`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.register import readings_by_key
from rulebook.core.witnesses.reading_diff import ReadingSearch
from rulebook.core.witnesses.reading_search import state_reachable
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.core.witnesses.witness_search import Family
from rulebook.tzq.cards import SCORE_PILE_SIZE, Cards, deck, parse_tokens
from rulebook.tzq.crosscheck.piles import every_pile
from rulebook.tzq.reading import GAME, Reading

QUESTION_WORDS = {
    "score": "what does the score pile score?",
    "legal_actions": "which actions are legal?",
    "apply": "what state does the action lead to?",
}
MAX_CARDS = 12
"""The largest input searched (cards): the built positions hold 10 or 11, a score pile 5."""


Candidate = tuple[str, dict[str, Any], int]
"""One input to try: its question, its JSON form and its size (cards)."""


# ---------------------------------------------------------------------------------------------------------------
# Score piles (hand readings)
# ---------------------------------------------------------------------------------------------------------------


def _piles(size: int) -> Iterable[Candidate]:
    if size != SCORE_PILE_SIZE:
        return
    for pile in every_pile():
        yield ("score", {"pile": list(pile)}, SCORE_PILE_SIZE)


PILES = Family(
    noun="score pile",
    inputs=_piles,
    largest=SCORE_PILE_SIZE,
    detail=" (the score question takes exactly five cards: every pile of the 54-card deck, in canonical order)",
    complete=True,
)


# ---------------------------------------------------------------------------------------------------------------
# Built positions (play readings)
# ---------------------------------------------------------------------------------------------------------------

FIFTH_PILES = ("1a 3b 5c 7d", "E E 1b 2b", "T T T 1a", "1a 2a 3a 4a")
"""Four-card score piles before a fifth combination: worth little, a pair and a wind, three jokers, a row of blues."""
FIFTH_HANDS = ("6a 6b 6c 9a 9b 9c", "5d 6d 7d 9a 9b N", "8a 8b W W W N")
"""Six-card hands (after a draw) that hold a combination."""
LAST_HANDS = ("6a 6b 6c 9a 9b 9c", "2d 4d 8d 9d N N")
"""Six-card hands of the player who has just drawn the draw pile's last card."""
ONE_LEFT_HANDS = ("1a 3b E S W", "4a 5b 6c E N")
"""Five-card hands of a player starting a turn with one card left to draw."""


def _position(
    hand: str, pile: str, draw: int, phase: str = "drawn", round_number: int = 1, winner: int | None = None
) -> dict[str, Any] | None:
    """Player 0 in ``phase`` with ``hand`` and ``pile``; player 1 five cards; ``draw`` cards left to draw.

    The rest of the deck lies on the discard pile (its last card discarded by player 1's Draw). In phase ``drawn``
    the card drawn is the hand's last card as written. ``None`` when the hand and pile need more copies than the
    deck holds.
    """
    mine = parse_tokens(hand)
    kept = parse_tokens(pile)
    try:
        rest = deck() - Cards.of([*mine, *kept])
    except ValueError:
        return None
    left = list(rest.tokens())
    other, left = left[:5], left[5:]
    drawn, discards = left[:draw], left[draw:]
    return {
        "game": "tzq",
        "round": round_number,
        "first_player": 0,
        "turn": 0,
        "phase": phase,
        "players": [
            {"hand": mine, "score_pile": kept, "total": 0},
            {"hand": other, "score_pile": [], "total": 0},
        ],
        "draw_pile": drawn,
        "discard_pile": discards,
        "last_discarded": 1 if discards else 0,
        "taken": None,
        "drawn": mine[-1] if phase == "drawn" else None,
        "seed": 0,
        "reshuffles": 0,
        "winner": winner,
    }


@cache
def _fifth_combination() -> tuple[Candidate, ...]:
    found = []
    for pile in FIFTH_PILES:
        for hand in FIFTH_HANDS:
            state = _position(hand, pile, draw=20)
            if state is not None:
                found.append(("legal_actions", {"state": state}, 6 + 4))
    return tuple(found)


@cache
def _last_card() -> tuple[Candidate, ...]:
    from rulebook.tzq.engine.play import legal_actions
    from rulebook.tzq.state import state_from_json

    found = []
    for hand in LAST_HANDS:
        state = _position(hand, "", draw=0)
        if state is None:
            continue
        for action in legal_actions(state_from_json(state)):
            found.append(("apply", {"state": state, "action": str(action)}, 6))
    return tuple(found)


@cache
def _one_left() -> tuple[Candidate, ...]:
    from rulebook.tzq.engine.play import legal_actions
    from rulebook.tzq.state import state_from_json

    found = []
    for hand in ONE_LEFT_HANDS:
        state = _position(hand, "", draw=1, phase="start")
        if state is None:
            continue
        for action in legal_actions(state_from_json(state)):
            found.append(("apply", {"state": state, "action": str(action)}, 5))
    return tuple(found)


OVER_HAND, OVER_PILE = "1a 3b E", "E S W 4a 9d"
"""A round just won by player 0: the three cards left in hand, the five-card score pile."""


@cache
def _round_over() -> tuple[Candidate, ...]:
    found = []
    for round_number in (1, 2, 3):
        state = _position(OVER_HAND, OVER_PILE, draw=20, phase="round-over", round_number=round_number, winner=0)
        if state is not None:
            found.append(("apply", {"state": state, "action": "next-round"}, 3 + SCORE_PILE_SIZE))
    return tuple(found)


@cache
def _last_mahjong() -> tuple[Candidate, ...]:
    from rulebook.tzq.engine.play import legal_actions
    from rulebook.tzq.state import state_from_json

    found = []
    for pile in FIFTH_PILES:
        for hand in FIFTH_HANDS:
            state = _position(hand, pile, draw=20, round_number=4)
            if state is None:
                continue
            for action in legal_actions(state_from_json(state)):
                found.append(("apply", {"state": state, "action": str(action)}, 6 + 4))
    return tuple(found)


FIFTH = Family(
    noun="position before a fifth combination",
    inputs=lambda size: (c for c in _fifth_combination() if c[2] == size),
    largest=10,
    detail=(
        f" (phase drawn, the score pile one of {', '.join(FIFTH_PILES)}, the hand one of {', '.join(FIFTH_HANDS)};"
        " the legal actions)"
    ),
    in_play=True,
)
LAST = Family(
    noun="position after the draw pile's last card",
    inputs=lambda size: (c for c in _last_card() if c[2] == size),
    largest=6,
    detail=f" (phase drawn, no card left to draw, the hand one of {', '.join(LAST_HANDS)}; each legal action applied)",
    in_play=True,
)

ONE_LEFT = Family(
    noun="position with one card left to draw",
    inputs=lambda size: (c for c in _one_left() if c[2] == size),
    largest=5,
    detail=f" (phase start, one card to draw, the hand one of {', '.join(ONE_LEFT_HANDS)}; each legal action applied)",
    in_play=True,
)

ROUND_OVER = Family(
    noun="position after a round won",
    inputs=lambda size: (c for c in _round_over() if c[2] == size),
    largest=3 + SCORE_PILE_SIZE,
    detail=f" (phase round-over in rounds 1 to 3, won by player 0 with {OVER_PILE}, {OVER_HAND} left; next-round)",
    in_play=True,
)
LAST_MAHJONG = Family(
    noun="position before the fourth round's fifth combination",
    inputs=lambda size: (c for c in _last_mahjong() if c[2] == size),
    largest=10,
    detail=(
        f" (round 4, phase drawn, both totals 0, the score pile one of {', '.join(FIFTH_PILES)}, the hand one of"
        f" {', '.join(FIFTH_HANDS)}; each legal action applied)"
    ),
    in_play=True,
)

# ---------------------------------------------------------------------------------------------------------------
# The search (the core's, over the families above)
# ---------------------------------------------------------------------------------------------------------------


def families_for(keys: Sequence[str]) -> tuple[Family[Candidate], ...]:
    """The search families of the keys' scope: every score pile (hand), the built positions (play)."""
    scope = readings_by_key(GAME)[keys[0]].scope  # the keys compared share one scope (core.register.compared_keys)
    return (PILES,) if scope == "hand" else (ONE_LEFT, FIFTH, LAST, ROUND_OVER, LAST_MAHJONG)


def _checked_state(data: Mapping[str, Any], reading: Any) -> Any:
    """A question's state held to the rules of a position (:mod:`rulebook.tzq.validate`; no reading changes them)."""
    from rulebook.tzq.corpus.inputs import state_input

    return state_input(data)


REACHABILITY = (
    "a position is tried only if the state validator (rulebook.tzq.validate) accepts it under a reading compared: its "
    "cards the deck's, hands and piles of sizes play leaves, its phase and round consistent"
)
"""How a position's reachability is checked, in words (the witness's "Found by")."""

SEARCH = ReadingSearch(
    GAME,
    families_for,
    deferred("rulebook.tzq.corpus.questions:engine_answer"),
    deferred("rulebook.tzq.corpus.questions:model_answer"),
    QUESTION_WORDS,
    engine_only=(),
    units=("card", "cards"),
    largest=MAX_CARDS,
    reachable=state_reachable(_checked_state),
    reachability=REACHABILITY,
)
"""The Z3 model answers every question searched here."""
comparison, run_search = SEARCH.comparison, SEARCH.run_search
"""The comparison of two readings and the search of its families (sizes 0 to ``largest``, by default MAX_CARDS)."""


PILE_MINIMAL = (
    "the score question takes exactly five cards, so no smaller input exists; no score pile before it in canonical "
    "order differs: checked exhaustively by the engine"
)


def compare(base: Reading, other: Reading) -> Witness | ScopedProof:
    """The first input, in order of size, on which the two readings answer differently, or the scoped proof.

    A score pile's witness is minimal outright (every score pile has five cards); its ``minimal`` says so.
    """
    found = SEARCH.run_search(base, other).finding
    if isinstance(found, Witness) and "pile" in found.input and not found.minimal:
        return replace(found, minimal=PILE_MINIMAL)
    return found


__all__ = ["MAX_CARDS", "SEARCH", "Candidate", "compare", "comparison", "families_for", "run_search"]
