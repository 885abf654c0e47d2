"""The questions of the classical mahjong conformance corpus, answered by the engine and by the Z3 model.

Each question maps a JSON input to a JSON answer (``docs/conformance.md``; rule ids in ``spec/mahjong.toml``):

- ``winning``: ``{"hand", "exposed", "concealed_kongs"}`` → ``{"winning", "splits"}``: whether the tiles in hand
  and the sets on the table make four sets and a pair, and every split of the tiles in hand (each a list of
  groups in the tile notation, groups and splits in canonical order);
- ``score``: the same and ``{"seat_wind", "east", "winner", "first_tile", "first_discard"}`` →
  ``{"points", "doublings", "special", "score"}`` (the winner's by the best split; a loser's), or
  ``{"refused": true}`` when a hand that does not win is scored as the winner's;
- ``settle``: ``{"scores", "winner", "east"}`` (``winner`` null: a drawn hand) → ``{"net"}``, every player's gain;
- the claim questions, :mod:`solver.mahjong.questions_claims`.

:func:`engine_answer` is the engine's answer, :func:`model_answer` the model's; a case is written only when both
agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from solver.core.errors import InputError
from solver.mahjong.engine import Engine
from solver.mahjong.engine_scoring import Scorer
from solver.mahjong.engine_settlement import settle
from solver.mahjong.inputs import HAND_FIELDS, SEAT_FIELDS, check_fields, hand_of, seat_of, settle_input, split_json
from solver.mahjong.model import Model
from solver.mahjong.model_scoring import ScoringModel
from solver.mahjong.reading import Reading

QUESTIONS = ("winning", "score", "settle")


@cache
def _engine(reading: Reading) -> Engine:
    return Engine(reading)


@cache
def _scorer(reading: Reading) -> Scorer:
    return Scorer(reading)


@cache
def _model(reading: Reading) -> Model:
    return Model(reading)


@cache
def _scoring_model(reading: Reading) -> ScoringModel:
    return ScoringModel(reading)


def engine_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The engine's answer to ``question`` about ``data`` under ``reading``."""
    if question == "winning":
        check_fields(data, HAND_FIELDS)
        hand = hand_of(data)
        splits = _engine(reading).hand_splits(hand)
        return {"winning": _engine(reading).wins(hand), "splits": [split_json(split) for split in splits]}
    if question == "score":
        check_fields(data, (*HAND_FIELDS, *SEAT_FIELDS))
        hand = hand_of(data)
        seat, winner, win = seat_of(data)
        if not winner:
            score = _scorer(reading).loser(hand, seat)
        elif not _engine(reading).wins(hand):
            return {"refused": True}
        else:
            score = _scorer(reading).winner(hand, seat, win)
        special = score.special.removeprefix("mahjong.special.") if score.special else None
        return {"points": score.points, "doublings": len(score.doublings), "special": special, "score": score.score}
    if question == "settle":
        scores, who_won, east = settle_input(data)
        return {"net": list(settle(scores, who_won, east))}
    from solver.mahjong.questions_claims import CLAIM_QUESTIONS, engine_claim_answer

    if question in CLAIM_QUESTIONS:
        return engine_claim_answer(question, data, reading)
    raise InputError(f"unknown question {question!r}; questions: {', '.join((*QUESTIONS, *CLAIM_QUESTIONS))}")


def model_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The Z3 model's answer to the same question (every question is encoded by the model too)."""
    if question == "winning":
        check_fields(data, HAND_FIELDS)
        hand = hand_of(data)
        splits = _model(reading).hand_splits(hand)
        return {"winning": _model(reading).wins(hand), "splits": [split_json(split) for split in splits]}
    if question == "score":
        check_fields(data, (*HAND_FIELDS, *SEAT_FIELDS))
        hand = hand_of(data)
        seat, winner, win = seat_of(data)
        if not winner:
            score = _scoring_model(reading).loser(hand, seat)
        elif not _model(reading).wins(hand):
            return {"refused": True}
        else:
            score = _scoring_model(reading).winner(hand, seat, win)
        special = score.special.removeprefix("mahjong.special.") if score.special else None
        return {"points": score.points, "doublings": score.doublings, "special": special, "score": score.score}
    if question == "settle":
        scores, who_won, east = settle_input(data)
        return {"net": list(_scoring_model(reading).settle(scores, who_won, east))}
    from solver.mahjong.questions_claims import model_claim_answer

    return model_claim_answer(question, data, reading)


__all__ = ["QUESTIONS", "engine_answer", "model_answer"]
