"""What a mahjong answer must not contradict within itself, whichever encoding gave it (issue 15, "Lint answers").

These are not rules of the game but the ties between an answer's own fields: a winning hand has at least one split
and a hand that is not winning has none, a score is refused or given in full, the settlement's payments cancel out
(every point one player gains another pays), a loser's score has no split. ``rulebook generate`` runs
:func:`answer_problems` on every expected answer of the corpus, and the contract tests run :func:`verdict_problems`
on the check command's JSON answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_claim(value: object) -> bool:
    return isinstance(value, Mapping) and _is_count(value.get("player")) and isinstance(value.get("shape"), str)


def answer_problems(question: str, answer: Any) -> list[str]:
    """Every contradiction within one corpus answer to ``question`` (``spec/case.schema.json``'s answers)."""
    if not isinstance(answer, Mapping):
        return ["the answer is not a JSON object"]
    if question == "winning":
        winning, splits = answer.get("winning"), answer.get("splits")
        if not isinstance(winning, bool) or not isinstance(splits, list):
            return ["winning is not true or false, or splits is not a list"]
        return [] if winning == bool(splits) else ["a winning hand has a split and a hand that is not has none"]
    if question == "score":
        if answer.get("refused") is True:
            return [] if len(answer) == 1 else ["a refused score gives figures too"]
        figures = [answer.get(name) for name in ("points", "doublings", "score")]
        if not all(isinstance(value, int) and _is_count(value) and value >= 0 for value in figures):
            return ["a score's points, doublings and score are not whole numbers of 0 or more"]
        special = answer.get("special")
        return [] if special is None or isinstance(special, str) else ["special is neither a hand's name nor null"]
    if question == "settle":
        net = answer.get("net")
        if not isinstance(net, list) or not all(_is_count(value) for value in net):
            return ["net is not a list of whole numbers"]
        return [] if sum(net) == 0 else [f"the payments do not cancel out: the gains {net} add up to {sum(net)}"]
    if question == "claims":
        claims = answer.get("claims")
        if not isinstance(claims, list) or not all(_is_claim(claim) for claim in claims):
            return ["claims is not a list of claims"]
        shown = [repr(sorted(claim.items())) for claim in claims]
        return [] if len(set(shown)) == len(shown) else ["a claim is listed twice"]
    if question == "takes":
        takes = answer.get("takes")
        return [] if takes is None or _is_claim(takes) else ["takes is neither a claim nor null"]
    if question == "own-kongs":
        kongs = answer.get("kongs")
        if not isinstance(kongs, list) or not all(isinstance(kong, Mapping) for kong in kongs):
            return ["kongs is not a list of kongs"]
        return [] if all(isinstance(kong.get("concealed"), bool) for kong in kongs) else ["a kong is not marked"]
    if question == "drawn":
        return [] if isinstance(answer.get("drawn"), bool) else ["drawn is not true or false"]
    return [f"no consistency known for the question {question!r}"]


def verdict_problems(verdict: Mapping[str, Any]) -> list[str]:
    """Every contradiction within one ``rulebook mahjong check --json`` answer."""
    problems = []
    winning, splits, score = verdict["winning"], verdict["decompositions"], verdict["score"]
    if winning != bool(splits):
        problems.append("a winning hand has a split and a hand that is not has none")
    if "reason" in verdict and winning:
        problems.append("a winning hand is given a reason for not winning")
    if score is None:
        if winning and "reason" not in verdict:
            problems.append("a winning hand is not scored")
        return problems
    if score["as"] == "winner" and not winning:
        problems.append("a hand that is not winning is scored as the winner's")
    if score["as"] == "loser" and score["split"] is not None:
        problems.append("a loser's hand is scored by a split")
    if score["score"] > score["limit"]:
        problems.append(f"the score {score['score']} is above its own limit {score['limit']}")
    if score["special"] is None and score["points"] != score["bonus"] + sum(item["points"] for item in score["items"]):
        problems.append(f"the points {score['points']} are not the items' and the bonus's sum")
    return problems


__all__ = ["answer_problems", "verdict_problems"]
