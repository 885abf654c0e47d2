"""The questions of the classical mahjong conformance corpus, answered by the engine and by the Z3 model.

Each question maps a JSON input to a JSON answer (``docs/conformance.md``; rule ids in ``spec/mahjong.toml``):

- ``winning``: ``{"hand", "exposed", "concealed_kongs"}`` → ``{"winning", "splits"}``: whether the tiles in hand
  and the sets on the table make four sets and a pair, and every split of the tiles in hand (each a list of
  groups in the tile notation, groups and splits in canonical order);
- ``score``: the same and ``{"seat_wind", "east", "round_wind", "winner", "first_tile", "first_discard"}`` →
  ``{"points", "doublings", "special", "score"}`` (the winner's by the best split; a loser's), or
  ``{"refused": true}`` when a hand that does not win is scored as the winner's;
- ``settle``: ``{"scores", "winner", "east"}`` (``winner`` null: a drawn hand) → ``{"net"}``, every player's gain
  (reading ``settle.east-double``);
- the claim questions, :mod:`rulebook.mahjong.corpus.questions_claims`.

:func:`engine_answer` is the engine's answer, :func:`model_answer` the model's; a case is written only when both
agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from rulebook.core.corpus.question_answers import unknown_question
from rulebook.mahjong.corpus.questions_claims import engine_claim_answer, model_claim_answer
from rulebook.mahjong.engine.hand import Decomposition, Engine
from rulebook.mahjong.engine.scoring import Scorer
from rulebook.mahjong.engine.settlement import settle
from rulebook.mahjong.hand import Hand, Seat, Win
from rulebook.mahjong.inputs import HAND_FIELDS, SEAT_FIELDS, check_fields, hand_of, seat_of, settle_input, split_json
from rulebook.mahjong.model.hand import Model
from rulebook.mahjong.model.scoring import ScoringModel
from rulebook.mahjong.questions import CLAIM_QUESTIONS, QUESTIONS
from rulebook.mahjong.reading import Reading


@dataclass(frozen=True)
class Figures:
    """A score as the corpus writes it, from either encoding's answer."""

    points: int
    doublings: int
    special: str | None
    score: int


class Encoding(Protocol):
    """What an encoding answers: the hand questions (the claims: :mod:`rulebook.mahjong.corpus.questions_claims`)."""

    def wins(self, hand: Hand) -> bool:
        """Four sets and a pair with the sets on the table (``mahjong.hand.standard-form``)."""

    def hand_splits(self, hand: Hand) -> list[Decomposition]:
        """Every split of the tiles in hand of a winning hand."""

    def winner(self, hand: Hand, seat: Seat, win: Win) -> Figures:
        """The winner's score by the best split (``mahjong.hand.best-split``)."""

    def loser(self, hand: Hand, seat: Seat) -> Figures:
        """A loser's score (``mahjong.score.loser-hand``)."""

    def settle(self, scores: list[int], winner: int | None, east: int) -> tuple[int, ...]:
        """Every player's net gain (``mahjong.settle.*``)."""


class _EngineSide:
    """The engine's answers (:mod:`rulebook.mahjong.engine.hand`, :mod:`~rulebook.mahjong.engine.scoring`, ...)."""

    def __init__(self, reading: Reading) -> None:
        self.engine, self.scorer, self.reading = Engine(reading), Scorer(reading), reading

    def wins(self, hand: Hand) -> bool:
        return self.engine.wins(hand)

    def hand_splits(self, hand: Hand) -> list[Decomposition]:
        return self.engine.hand_splits(hand)

    def winner(self, hand: Hand, seat: Seat, win: Win) -> Figures:
        score = self.scorer.winner(hand, seat, win)
        return Figures(score.points, len(score.doublings), score.special, score.score)

    def loser(self, hand: Hand, seat: Seat) -> Figures:
        score = self.scorer.loser(hand, seat)
        return Figures(score.points, len(score.doublings), score.special, score.score)

    def settle(self, scores: list[int], winner: int | None, east: int) -> tuple[int, ...]:
        return settle(scores, winner, east, self.reading)


class _ModelSide:
    """The Z3 model's answers (:mod:`rulebook.mahjong.model.hand`, :mod:`rulebook.mahjong.model.scoring`)."""

    def __init__(self, reading: Reading) -> None:
        self.model, self.scoring = Model(reading), ScoringModel(reading)

    def wins(self, hand: Hand) -> bool:
        return self.model.wins(hand)

    def hand_splits(self, hand: Hand) -> list[Decomposition]:
        return self.model.hand_splits(hand)

    def winner(self, hand: Hand, seat: Seat, win: Win) -> Figures:
        score = self.scoring.winner(hand, seat, win)
        return Figures(score.points, score.doublings, score.special, score.score)

    def loser(self, hand: Hand, seat: Seat) -> Figures:
        score = self.scoring.loser(hand, seat)
        return Figures(score.points, score.doublings, score.special, score.score)

    def settle(self, scores: list[int], winner: int | None, east: int) -> tuple[int, ...]:
        return self.scoring.settle(scores, winner, east)


@cache
def _engine(reading: Reading) -> _EngineSide:
    return _EngineSide(reading)


@cache
def _model(reading: Reading) -> _ModelSide:
    return _ModelSide(reading)


def answer(side: Encoding, question: str, data: Mapping[str, Any]) -> Any:
    """One encoding's answer to a hand question (``winning``, ``score``, ``settle``)."""
    if question == "winning":
        check_fields(data, HAND_FIELDS)
        hand = hand_of(data)
        return {"winning": side.wins(hand), "splits": [split_json(split) for split in side.hand_splits(hand)]}
    if question == "score":
        check_fields(data, (*HAND_FIELDS, *SEAT_FIELDS))
        hand = hand_of(data)
        seat, winner, win = seat_of(data, hand)
        if not winner:
            figures = side.loser(hand, seat)
        elif not side.wins(hand):
            return {"refused": True}
        else:
            figures = side.winner(hand, seat, win)
        special = figures.special.removeprefix("mahjong.special.") if figures.special else None
        return {"points": figures.points, "doublings": figures.doublings, "special": special, "score": figures.score}
    if question == "settle":
        scores, who_won, east = settle_input(data)
        return {"net": list(side.settle(scores, who_won, east))}
    raise unknown_question(question, (*QUESTIONS, *CLAIM_QUESTIONS))


def engine_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The engine's answer to ``question`` about ``data`` under ``reading``."""
    if question in CLAIM_QUESTIONS:
        return engine_claim_answer(question, data, reading)
    return answer(_engine(reading), question, data)


def model_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The Z3 model's answer to the same question (every question is encoded by the model too)."""
    if question in CLAIM_QUESTIONS:
        return model_claim_answer(question, data, reading)
    return answer(_model(reading), question, data)


__all__ = ["QUESTIONS", "Encoding", "Figures", "answer", "engine_answer", "model_answer"]
