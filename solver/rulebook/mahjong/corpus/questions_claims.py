"""The claim questions of the classical mahjong corpus, answered by the engine and by the Z3 model.

Each maps a JSON input to a JSON answer (the situation and claim forms are :mod:`rulebook.mahjong.state`'s):

- ``claims``: a situation ``{"hands", "discarder", "discard", "tiles_left"}`` → ``{"claims": [...]}``, every legal
  claim of every player in canonical order (``mahjong.claim.*``);
- ``takes``: ``{"discarder", "claims": [...]}`` (the claims made) → ``{"takes": claim or null}``, which claim takes
  the discard (``mahjong.claim.priority``);
- ``own-kongs``: a hand ``{"hand", "exposed", "concealed_kongs"}`` → ``{"kongs": [{"tiles", "concealed"}]}``, the
  kongs its owner may declare after drawing (``mahjong.kong.own-turn``);
- ``drawn``: ``{"tiles_left"}`` → ``{"drawn": bool}`` (``mahjong.game.drawn``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

from rulebook.core.errors import InputError
from rulebook.mahjong.engine import claims as engine_claims
from rulebook.mahjong.hand import Meld, format_meld
from rulebook.mahjong.inputs import HAND_FIELDS, check_fields, hand_of
from rulebook.mahjong.model import claims as model_claims
from rulebook.mahjong.questions import CLAIM_QUESTIONS
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.state import Claim, claim_from_json, claim_json, situation_from_json


def _claims_made(data: Mapping[str, Any]) -> tuple[list[Claim], int]:
    check_fields(data, ("discarder", "claims"))
    made, discarder = data.get("claims"), data.get("discarder")
    if not isinstance(made, list):
        raise InputError('"claims" must be a list of claims {"player", "shape", "tiles"}')
    if isinstance(discarder, bool) or not isinstance(discarder, int):
        raise InputError('"discarder" must be a player, 0 to 3')
    return [claim_from_json(claim) for claim in made], discarder


def _tiles_left(data: Mapping[str, Any]) -> int:
    check_fields(data, ("tiles_left",))
    left = data.get("tiles_left")
    if isinstance(left, bool) or not isinstance(left, int) or left < 0:
        raise InputError('"tiles_left" must be a whole number, 0 or more')
    return left


def _kongs_json(kongs: list[Meld]) -> dict[str, Any]:
    return {"kongs": [{"tiles": format_meld(kong), "concealed": kong.concealed} for kong in kongs]}


def claim_answer(encoding: ModuleType, question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """One encoding's answer to a claim question.

    ``encoding`` is :mod:`rulebook.mahjong.engine.claims` or :mod:`rulebook.mahjong.model.claims`, which offer the
    same four functions.
    """
    if question == "claims":
        situation = situation_from_json(data)
        return {"claims": [claim_json(claim) for claim in encoding.legal_claims(situation, reading)]}
    if question == "takes":
        made, discarder = _claims_made(data)
        taken = encoding.resolve(made, discarder, reading)
        return {"takes": None if taken is None else claim_json(taken)}
    if question == "own-kongs":
        check_fields(data, HAND_FIELDS)
        return _kongs_json(encoding.own_turn_kongs(hand_of(data)))
    if question == "drawn":
        return {"drawn": encoding.is_drawn(_tiles_left(data))}
    raise InputError(f"unknown question {question!r}")


def engine_claim_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The claim engine's answer."""
    return claim_answer(engine_claims, question, data, reading)


def model_claim_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The claim model's answer."""
    return claim_answer(model_claims, question, data, reading)


__all__ = ["CLAIM_QUESTIONS", "claim_answer", "engine_claim_answer", "model_claim_answer"]
